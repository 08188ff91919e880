; Touching an external global that ehi's runtime does not define is an error
; naming it (SPEC.md section 6, X-CALL-4); taking its address is fine.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: read of @errno_like, an external global that ehi's runtime does not provide [X-CALL-4]
; CHECK-NEXT: at {{.*}}extern-global.ll:[[@LINE+7]]:3 in @main
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
@errno_like = external global i32
define i32 @main() {
  %p = ptrtoint ptr @errno_like to i64
  %nz = icmp ne i64 %p, 0
  %v = load i32, ptr @errno_like
  %r = select i1 %nz, i32 %v, i32 1
  ret i32 %r
}

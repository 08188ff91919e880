; V-S-69: an inalloca argument that is an alloca (through casts and
; offsets) was made by `alloca inalloca`.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: inalloca argument for call has mismatched alloca
declare void @g(i64* inalloca(i64))
define void @f() {
  %a = alloca [2 x i32]
  %b = bitcast [2 x i32]* %a to i64*
; CHECK: {{.*}}:[[@LINE+1]]:3: error: the inalloca argument is an alloca not marked inalloca [V-S-69]
  call void @g(i64* inalloca(i64) %b)
  %ok = alloca inalloca i64
  call void @g(i64* inalloca(i64) %ok)
  ret void
}
; CHECK-NOT: error:

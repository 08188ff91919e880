; V-S-65: 'builtin' marks call sites only, of callees marked 'nobuiltin'
; (or calls marked 'nobuiltin' themselves).
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Attribute 'builtin' can only be applied to a callsite.|Attribute 'builtin' can only be used in a call to a function with the 'nobuiltin' attribute.|'builtin' attribute not valid on function}}
declare ptr @plain(i64)
declare ptr @nb(i64) nobuiltin
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'builtin' belongs on call sites only [V-S-65]
declare void @d() builtin
define void @f() {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: 'builtin' at a call needs a callee marked 'nobuiltin' [V-S-65]
  %a = call ptr @plain(i64 8) builtin
  %b = call ptr @nb(i64 8) builtin
  %c = call ptr @plain(i64 8) builtin nobuiltin
  ret void
}
; CHECK-NOT: error:

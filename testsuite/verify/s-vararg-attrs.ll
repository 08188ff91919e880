; V-S-64: in the variadic part of a call no argument is sret, and an
; inalloca argument is the last.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Attribute 'sret' cannot be used for vararg call arguments!|inalloca isn't on the last argument!}}
declare void @v(i32, ...)
define void @f(ptr %p) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: sret cannot mark a variadic argument [V-S-64]
  call void (i32, ...) @v(i32 1, ptr sret(i32) %p)
  %a = alloca inalloca i32
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: inalloca marks the last argument only [V-S-64]
  call void (i32, ...) @v(i32 1, ptr inalloca(i32) %a, i32 3)
  call void (i32, ...) @v(i32 1, i32 2, ptr inalloca(i32) %a)
  ret void
}
; CHECK-NOT: error:

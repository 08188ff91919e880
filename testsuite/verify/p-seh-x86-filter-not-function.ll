; V-P-7: an _except_handler3 catchpad whose operand is a global variable, not a
; filter function.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-7: the x86 SEH personality calls the filter during its search phase.

target triple = "i686-pc-windows-msvc"

@not_a_filter = global i32 0

declare i32 @_except_handler3(...)
declare void @g()

define void @f() personality ptr @_except_handler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %h] unwind to caller
h:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: catchpad for @_except_handler3 must have one operand, a filter function or null [V-P-7]
  %cp = catchpad within %sw [ptr @not_a_filter]
  catchret from %cp to label %done
}

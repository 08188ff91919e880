; V-P-7: an SEH (__C_specific_handler) catchpad written in the MSVC C++ shape.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-7: an SEH scope-table entry holds a filter function (or a constant meaning
; "execute handler"), which is the catchpad's single operand as clang emits it.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__C_specific_handler(...)
declare void @g()

define void @f() personality ptr @__C_specific_handler {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %h] unwind to caller
h:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__C_specific_handler must have one operand, a filter function or null [V-P-7]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}

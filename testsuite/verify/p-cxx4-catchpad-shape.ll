; V-P-5: the same shape is required under __CxxFrameHandler4: the type
; descriptor must be a global (here it is an integer constant cast to a pointer).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-5: the type descriptor operand names a TypeDescriptor object (or null for catch-all).

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler4(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler4 {
entry:
  %e = alloca i32, align 4
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %h] unwind to caller
h:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__CxxFrameHandler4 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5]
  %cp = catchpad within %sw [ptr inttoptr (i64 16 to ptr), i32 0, ptr %e]
  catchret from %cp to label %done
}

; Valid: the funclet form of an irreducible loop entered through an unwind edge:
; %l2 -> (unwind) %cs -> %catch -> (catchret) %l3 -> %l2, entered at %l2 by the
; entry's normal edge and at %cs by its unwind edge; plus a cleanup on the way.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @dtor()

define void @f(i1 %c) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %l2 unwind label %cs
l2:
  invoke void @g() to label %l4 unwind label %cl
l4:
  invoke void @g() to label %l3 unwind label %cs
l3:
  br i1 %c, label %l2, label %done
done:
  ret void
cl:
  %p = cleanuppad within none []
  call void @dtor() [ "funclet"(token %p) ]
  cleanupret from %p unwind label %cs
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %l3
}

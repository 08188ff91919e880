; Valid: block %common is reached from the body and from two funclets
; (colours none, %p1 and %cp); it only computes and ends in unreachable, which
; means the same in every funclet (WinEHPrepare clones such blocks).
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i1 %c) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %next unwind label %cl
next:
  br i1 %c, label %common, label %more
more:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cl:
  %p1 = cleanuppad within none []
  br label %common
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  br i1 %c, label %common, label %ret
ret:
  catchret from %cp to label %done
common:
  %x = phi i32 [ 1, %next ], [ 2, %cl ], [ 3, %catch ]
  %y = mul i32 %x, 7
  unreachable
}

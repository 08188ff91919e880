; V-EH-33: after a catchret the body invokes with an unwind edge to a cleanuppad
; nested in the (already exited) catchpad: the edge would have to enter two pads.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: A single unwind edge may only enter one EH pad
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %after
after:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: A single unwind edge may only enter one EH pad [V-EH-33]
  invoke void @g() to label %done unwind label %inner
inner:
  %i = cleanuppad within %cp []
  cleanupret from %i unwind to caller
}

; V-EH-39: an invoke in a catchpad unwinds to a cleanuppad while the parent
; catchswitch unwinds to the caller.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Unwind edges out of a catch must have the same unwind dest as the parent catchswitch
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Unwind edges out of a catch must have the same unwind dest as the parent catchswitch [V-EH-39]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  invoke void @g() [ "funclet"(token %cp) ] to label %ret unwind label %term
ret:
  catchret from %cp to label %done
term:
  %t = cleanuppad within none []
  cleanupret from %t unwind to caller
}

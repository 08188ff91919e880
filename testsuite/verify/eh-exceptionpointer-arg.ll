; V-EH-45: llvm.eh.exceptionpointer applied to a cleanuppad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: eh.exceptionpointer argument must be a catchpad
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare ptr @llvm.eh.exceptionpointer.p0(token)

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
; CHECK: {{.*}}:[[@LINE+1]]:3: error: eh.exceptionpointer argument must be a catchpad [V-EH-45]
  %e = call ptr @llvm.eh.exceptionpointer.p0(token %c)
  cleanupret from %c unwind to caller
}

; V-EH-23: a catchswitch handler that begins with a cleanuppad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CatchSwitchInst handlers must be catchpads
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: CatchSwitchInst handlers must be catchpads [V-EH-23]
  %sw = catchswitch within none [label %handler] unwind to caller
handler:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

; V-EH-32: an invoke inside a cleanuppad unwinds back to that same cleanuppad
; (the entered pad must be distinct from every exited pad); as the edge goes
; from the pad to a pad with the same parent, LLVM also sees a one-pad cycle.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: EH pad cannot handle exceptions raised within it
; LLVM-DAG: EH pads can't handle each other's exceptions
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: EH pads can't handle each other's exceptions [V-EH-40]
  %c = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: EH pad cannot handle exceptions raised within it [V-EH-32]
  invoke void @g() [ "funclet"(token %c) ] to label %out unwind label %cl
out:
  unreachable
}

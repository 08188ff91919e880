; V-EH-38: a cleanuppad that unwinds to the caller through its cleanupret and to a
; sibling pad through an invoke inside it.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Unwind edges out of a funclet pad must have the same unwind dest
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Unwind edges out of a funclet pad must have the same unwind dest [V-EH-38]
  %c = cleanuppad within none []
  invoke void @g() [ "funclet"(token %c) ] to label %out unwind label %term
out:
  cleanupret from %c unwind to caller
term:
  %t = cleanuppad within none []
  cleanupret from %t unwind to caller
}

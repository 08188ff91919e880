; V-EH-38: two invokes inside one cleanuppad unwind to two different sibling
; pads.
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
  invoke void @g() [ "funclet"(token %c) ] to label %second unwind label %t1
second:
  invoke void @g() [ "funclet"(token %c) ] to label %out unwind label %t2
out:
  cleanupret from %c unwind label %t1
t1:
  %p1 = cleanuppad within none []
  cleanupret from %p1 unwind to caller
t2:
  %p2 = cleanuppad within none []
  cleanupret from %p2 unwind to caller
}

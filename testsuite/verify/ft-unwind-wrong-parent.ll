; V-FT-5, V-FT-2: inside cleanuppad %c1 an invoke names sibling pad %c2 in its
; bundle and unwinds to %in2, a child of %c2. LLVM trusts the bundle and accepts
; the edge; by the block's funclet (%c1) the edge enters a pad whose parent does
; not enclose %c1.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-5: EH reference, "Funclet transitions": the parent of the entered pad must be the
; most recently entered pad not exited by the edge; V-FT-2: the bundle must name %c1.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %c2.pad
done:
  ret void
c2.pad:
  %c2 = cleanuppad within none []
  invoke void @g() [ "funclet"(token %c2) ] to label %c2.ret unwind label %c1.pad
c2.ret:
  cleanupret from %c2 unwind label %c1.pad
c1.pad:
  %c1 = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: "funclet" operand bundle names %c2 but the enclosing funclet is %c1 [V-FT-2]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: unwind edge from funclet %c1 enters %in2, whose parent %c2 is neither %c1 nor a pad enclosing it [V-FT-5]
  invoke void @g() [ "funclet"(token %c2) ] to label %c1.end unwind label %in2.pad
c1.end:
  unreachable
in2.pad:
  %in2 = cleanuppad within %c2 []
  cleanupret from %in2 unwind label %c1.pad
}

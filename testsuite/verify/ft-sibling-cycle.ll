; V-FT-7, V-FT-2: cleanuppad %a unwinds (through an invoke without bundle) to
; sibling %b, whose cleanupret unwinds back to %a. LLVM's cycle check only
; follows edges it can attribute to a pad, so it misses this one.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-7: EH reference, "Funclet transitions": the funclet pads' unwind destinations
; cannot form a cycle.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %a.pad
done:
  ret void
a.pad:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: unwind destinations of funclet pads form a cycle through %a [V-FT-7]
  %a = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: invoke in funclet %a has no "funclet" operand bundle [V-FT-2]
  invoke void @g() to label %a.end unwind label %b.pad
a.end:
  unreachable
b.pad:
  %b = cleanuppad within none []
  cleanupret from %b unwind label %a.pad
}

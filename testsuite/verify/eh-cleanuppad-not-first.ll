; V-EH-11: an instruction before the cleanuppad in its block; the invoke that unwinds there
; therefore has no EH pad as its unwind destination (V-EH-18).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: CleanupPadInst not the first non-PHI instruction in the block.
; LLVM-DAG: The unwind destination does not have an exception handling instruction!
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %x = add i32 1, 2
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CleanupPadInst not the first non-PHI instruction in the block. [V-EH-11]
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

; V-EH-10, V-EH-23: an instruction before the catchpad in its block; the
; catchswitch handler then does not begin with a catchpad either.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: CatchPadInst not the first non-PHI instruction in the block.
; LLVM-DAG: CatchSwitchInst handlers must be catchpads
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchSwitchInst handlers must be catchpads [V-EH-23]
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %x = add i32 1, 2
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchPadInst not the first non-PHI instruction in the block. [V-EH-10]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}

; V-EH-24, V-S-7: a catchpad block reached by a branch besides its catchswitch
; (reported at the branch); the catchswitch token then no longer dominates it.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: Block containg CatchPadInst must be jumped to only by its catchswitch.
; LLVM-DAG: Instruction does not dominate all uses!
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i1 %c) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %next unwind label %cs
next:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Block containg CatchPadInst must be jumped to only by its catchswitch. [V-EH-24]
  br i1 %c, label %catch, label %done
done:
  ret void
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-7]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}

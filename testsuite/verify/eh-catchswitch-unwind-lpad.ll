; ''V-EH-26: a catchswitch that unwinds to a landingpad (and so mixes the two
; families).'' The landingpad block
; then has a predecessor that is not an invoke (V-EH-17).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.
; LLVM-DAG: CatchSwitchInst must unwind to an EH block which is not a landingpad.
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke. [V-EH-17]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchSwitchInst must unwind to an EH block which is not a landingpad. [V-EH-26]
  %sw = catchswitch within none [label %catch] unwind label %lpad
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

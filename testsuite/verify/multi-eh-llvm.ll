; Several LLVM-detected EH violations in separate functions: all are reported,
; by LLVM and by ehi (V-EH-2, V-EH-27, V-EH-43, V-EH-18).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: LandingPadInst needs to be in a function with a personality.
; LLVM-DAG: CatchReturnInst needs to be provided a CatchPad
; LLVM-DAG: Funclet bundle operands should correspond to a FuncletPadInst
; LLVM-DAG: The unwind destination does not have an exception handling instruction!
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @no_personality() {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: LandingPadInst needs to be in a function with a personality. [V-EH-2]
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

define void @catchret_from_cleanup() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchReturnInst needs to be provided a CatchPad [V-EH-27]
  catchret from %c to label %done
}

define void @bundle_none() personality ptr @__CxxFrameHandler3 {
entry:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Funclet bundle operands should correspond to a FuncletPadInst [V-EH-43]
  call void @g() [ "funclet"(token none) ]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]
  invoke void @g() to label %done unwind label %done
done:
  ret void
}

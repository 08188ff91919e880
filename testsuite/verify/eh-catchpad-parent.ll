; V-EH-21, V-EH-37: a catchpad nested in a cleanuppad instead of its
; catchswitch. LLVM reports both the catchpad and the cleanuppad's bogus use.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: CatchPadInst needs to be directly nested in a CatchSwitchInst.
; LLVM-DAG: Bogus funclet pad use
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
  invoke void @g() [ "funclet"(token %c) ] to label %clret unwind label %cs
clret:
  cleanupret from %c unwind to caller
cs:
  %sw = catchswitch within %c [label %catch] unwind to caller
catch:
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: CatchPadInst needs to be directly nested in a CatchSwitchInst. [V-EH-21]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Bogus funclet pad use [V-EH-37]
  %cp = catchpad within %c [ptr null, i32 64, ptr null]
  unreachable
}

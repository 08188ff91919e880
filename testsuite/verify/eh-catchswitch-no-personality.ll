; V-EH-4, V-EH-5: a catchswitch and its catchpad in a function without a
; personality: each is reported.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CatchSwitchInst needs to be in a function with a personality.
; LLVM: CatchPadInst needs to be in a function with a personality.
target triple = "x86_64-pc-windows-msvc"

declare void @g()

define void @f() {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchSwitchInst needs to be in a function with a personality. [V-EH-4]
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: CatchPadInst needs to be in a function with a personality. [V-EH-5]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}

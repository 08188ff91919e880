; V-EH-27: a catchret whose operand is a cleanuppad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CatchReturnInst needs to be provided a CatchPad
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: CatchReturnInst needs to be provided a CatchPad [V-EH-27]
  catchret from %c to label %done
}

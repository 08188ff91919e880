; V-EH-41: a call with two funclet bundles.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Multiple funclet operand bundles
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Multiple funclet operand bundles [V-EH-41]
  call void @g() [ "funclet"(token %c), "funclet"(token %c) ]
  cleanupret from %c unwind to caller
}

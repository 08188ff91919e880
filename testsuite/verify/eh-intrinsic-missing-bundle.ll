; V-EH-44: an ObjC ARC intrinsic (which lowers to a call) inside a cleanuppad
; without a funclet bundle.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Missing funclet token on intrinsic call
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare ptr @llvm.objc.retain(ptr)

define void @f(ptr %obj) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Missing funclet token on intrinsic call [V-EH-44]
  %r = call ptr @llvm.objc.retain(ptr %obj)
  cleanupret from %c unwind to caller
}

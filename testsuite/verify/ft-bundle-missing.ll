; V-FT-2: a call inside a cleanuppad without a funclet bundle (LLVM checks this
; only for intrinsics that lower to calls, see eh-intrinsic-missing-bundle.ll).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-2: LangRef, "Funclet Operand Bundles": executing a call without the bundle while a
; pad is entered is undefined; the block can only run inside %c.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @dtor()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
; CHECK: {{.*}}:[[@LINE+1]]:3: error: call in funclet %c has no "funclet" operand bundle [V-FT-2]
  call void @dtor()
  cleanupret from %c unwind to caller
}

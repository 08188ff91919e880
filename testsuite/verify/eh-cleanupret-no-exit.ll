; V-EH-31: a cleanupret that unwinds to a pad nested in its own cleanuppad
; (it must exit at least its cleanuppad).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: A cleanupret must exit its cleanup
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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: A cleanupret must exit its cleanup [V-EH-31]
  cleanupret from %c unwind label %inner
inner:
  %i = cleanuppad within %c []
  cleanupret from %i unwind to caller
}

; V-EH-6: a cleanuppad in a function without a personality.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: CleanupPadInst needs to be in a function with a personality.
target triple = "x86_64-pc-windows-msvc"

declare void @g()

define void @f() {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: CleanupPadInst needs to be in a function with a personality. [V-EH-6]
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

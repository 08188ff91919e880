; V-EH-30: a cleanuppad block reached by an ordinary branch.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: EH pad must be jumped to via an unwind edge
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i1 %b) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %next unwind label %cl
next:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: EH pad must be jumped to via an unwind edge [V-EH-30]
  br i1 %b, label %cl, label %done
done:
  ret void
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

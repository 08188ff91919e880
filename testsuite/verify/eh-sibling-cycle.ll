; V-EH-40: two sibling cleanuppads whose cleanuprets unwind to each other
; (reported at the first pad of the cycle in layout order).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: EH pads can't handle each other's exceptions
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %a
done:
  ret void
a:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: EH pads can't handle each other's exceptions [V-EH-40]
  %ca = cleanuppad within none []
  cleanupret from %ca unwind label %b
b:
  %cb = cleanuppad within none []
  cleanupret from %cb unwind label %a
}

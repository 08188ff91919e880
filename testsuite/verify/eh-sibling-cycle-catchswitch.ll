; V-EH-40: a catchswitch and a cleanuppad, siblings, unwinding to each other.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: EH pads can't handle each other's exceptions
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: EH pads can't handle each other's exceptions [V-EH-40]
  %sw = catchswitch within none [label %catch] unwind label %cl
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind label %cs
}

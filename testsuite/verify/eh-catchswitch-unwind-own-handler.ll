; V-EH-25: a catchswitch that unwinds to one of its own catchpads.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Catchswitch cannot unwind to one of its catchpads
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Catchswitch cannot unwind to one of its catchpads [V-EH-25]
  %sw = catchswitch within none [label %catch] unwind label %catch
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
}

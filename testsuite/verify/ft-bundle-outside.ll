; V-FT-2: after catchret the body calls with a bundle naming the exited
; catchpad.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-2: with no pad entered, a call with a "funclet" bundle is undefined (LangRef,
; "Funclet Operand Bundles"); catchret exited %cp (EH reference, "Funclet transitions").

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %after
after:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: "funclet" operand bundle names %cp outside any funclet [V-FT-2]
  call void @g() [ "funclet"(token %cp) ]
  ret void
}

; V-FT-2: a call inside cleanuppad %in (nested in catchpad %cp) names the
; outer catchpad in its bundle.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-2: the bundle must name the most recently entered, not yet exited pad
; (LangRef, "Funclet Operand Bundles"; EH reference, "Funclet transitions").

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
  invoke void @g() [ "funclet"(token %cp) ] to label %ret unwind label %cl
ret:
  catchret from %cp to label %done
cl:
  %in = cleanuppad within %cp []
; CHECK: {{.*}}:[[@LINE+1]]:3: error: "funclet" operand bundle names %cp but the enclosing funclet is %in [V-FT-2]
  call void @g() [ "funclet"(token %cp) ]
  cleanupret from %in unwind to caller
}

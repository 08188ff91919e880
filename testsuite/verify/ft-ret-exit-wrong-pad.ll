; V-FT-3: a catchret from the outer catchpad executed inside the cleanuppad
; nested in it: it would exit %cp while %in is still entered.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-3: pads are exited innermost first; a catchret exits its catchpad only
; (EH reference, "Funclet transitions": the stack of entered pads).

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
; CHECK: {{.*}}:[[@LINE+1]]:3: error: catchret from %cp is not in funclet %cp (its block belongs to %in) [V-FT-3]
  catchret from %cp to label %done
}

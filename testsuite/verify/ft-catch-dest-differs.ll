; V-FT-6, V-FT-2: an invoke without bundle inside catchpad %cp unwinds to a
; cleanuppad while the parent catchswitch unwinds to the caller (LLVM's V-EH-39
; check only sees invokes that name %cp in a bundle).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-6: EH reference, "Funclet transitions": any unwind edge that exits a catchpad also
; exits its catchswitch, so it must go where the catchswitch unwinds.

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
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: unwind edges out of funclet %cp go to different destinations (caller and %t) [V-FT-6]
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: invoke in funclet %cp has no "funclet" operand bundle [V-FT-2]
  invoke void @g() to label %ret unwind label %term
ret:
  catchret from %cp to label %done
term:
  %t = cleanuppad within none []
  cleanupret from %t unwind to caller
}

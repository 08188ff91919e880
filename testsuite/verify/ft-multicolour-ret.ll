; V-FT-1: a block shared by a catch funclet and the body ends in ret (fine on one
; path, undefined on the other).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-1: ret is undefined while a pad is entered (EH reference, "Funclet transitions"),
; so a block reached both inside and outside a funclet cannot return.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i1 %b) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %exit unwind label %cs
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  br i1 %b, label %exit, label %leave
leave:
  catchret from %cp to label %exit2
exit2:
  ret void
exit:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: block %exit belongs to more than one funclet (none and %cp) and contains an instruction that depends on its funclet [V-FT-1]
  ret void
}

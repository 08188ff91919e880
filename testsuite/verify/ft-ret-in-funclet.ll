; V-FT-4: a catch funclet that returns from the function instead of leaving
; the catchpad by catchret.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-4: EH reference, "Funclet transitions": ret is not a valid way to exit a funclet
; pad; executing it with a pad entered is undefined, and this block only runs inside %cp.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define i32 @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret i32 0
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  call void @g() [ "funclet"(token %cp) ]
; CHECK: {{.*}}:[[@LINE+1]]:3: error: ret inside funclet %cp (the pad must be exited before returning) [V-FT-4]
  ret i32 1
}

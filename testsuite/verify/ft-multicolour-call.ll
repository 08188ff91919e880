; V-FT-1: block %shared is reached from the body and from cleanuppad %c, and
; calls a function there: which pad encloses the call depends on the path.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-1: the funclet of a call must be unique (EH reference, "Funclet transitions": the
; pads entered and not yet exited at each point; LangRef "funclet" bundles).

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @h()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %shared unwind label %cl
cl:
  %c = cleanuppad within none []
  br label %shared
shared:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: block %shared belongs to more than one funclet (none and %c) and contains an instruction that depends on its funclet [V-FT-1]
  call void @h()
  unreachable
}

; V-P-2: one function with both a landingpad and a cleanuppad, each reached
; only by invokes (LLVM checks the unwind targets of catchswitch and cleanupret,
; not those of invokes, so it accepts this).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-2: the two families are separate models (EH reference, "Exception Handling using
; the Windows Runtime"); one personality cannot interpret both kinds of pad.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %next unwind label %cl
next:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: function mixes landingpads and funclet pads [V-P-2]
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; WinEHPrepare's PHI demotion loses a value (a real miscompile; issue 19):
; %b (a PHI in the catchswitch block %outer) takes %a (a PHI in the
; catchswitch block %inner) from %h1, a catchpad block.  Demoting %b stores
; %a at the end of %h1, after %a's own demotion has rewritten its uses; %a is
; then replaced by poison (LLVM 14: undef), so the store writes poison and
; the branch on %b in %h2 is undefined behaviour where the source has none.
; LLVM 14's -winehprepare, LLVM 19's -passes=win-eh-prepare and
; win-eh-prepare<demote-catchswitch-only> (what the wasm backend runs) all
; show it.  Found by llvm-passes/check.py on LLVM 19's
; Transforms/InstCombine/catchswitch-phi.ll (test1) under win-eh-prepare;
; wineh-phi-demotion-19.ll is LLVM 19's output for this file.
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

declare void @may_throw()
declare i32 @get()
declare void @seen(i32)
declare i32 @__gxx_wasm_personality_v0(...)

define void @f() personality ptr @__gxx_wasm_personality_v0 {
entry:
  invoke void @may_throw() to label %cont unwind label %outer
cont:
  %c = call i32 @get()
  %v = trunc i32 %c to i8
  invoke void @may_throw() to label %done unwind label %inner
inner:
  %a = phi i8 [ %v, %cont ]
  %cs1 = catchswitch within none [label %h1] unwind label %outer
h1:
  %p1 = catchpad within %cs1 [ptr null]
  invoke void @may_throw() [ "funclet"(token %p1) ] to label %h1ok unwind label %outer
h1ok:
  catchret from %p1 to label %done
outer:
  %b = phi i8 [ %a, %inner ], [ %a, %h1 ], [ 7, %entry ]
  %cs2 = catchswitch within none [label %h2] unwind to caller
h2:
  %p2 = catchpad within %cs2 [ptr null]
  %z = icmp eq i8 %b, 0
  br i1 %z, label %h2zero, label %h2other
h2zero:
  call void @seen(i32 0) [ "funclet"(token %p2) ]
  catchret from %p2 to label %done
h2other:
  call void @seen(i32 1) [ "funclet"(token %p2) ]
  catchret from %p2 to label %done
done:
  ret void
}

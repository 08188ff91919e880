; Inputs/wineh-phi-demotion.ll after LLVM 19.1's opt -passes=win-eh-prepare (see there)
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

declare void @may_throw()

declare i32 @get()

declare void @seen(i32)

declare i32 @__gxx_wasm_personality_v0(...)

define void @f() personality ptr @__gxx_wasm_personality_v0 {
entry:
  %b.wineh.spillslot = alloca i8, align 1
  store i8 7, ptr %b.wineh.spillslot, align 1
  invoke void @may_throw()
          to label %cont unwind label %outer

cont:                                             ; preds = %entry
  %c = call i32 @get()
  %v = trunc i32 %c to i8
  store i8 %v, ptr %b.wineh.spillslot, align 1
  invoke void @may_throw()
          to label %done unwind label %inner

inner:                                            ; preds = %cont
  %cs1 = catchswitch within none [label %h1] unwind label %outer

h1:                                               ; preds = %inner
  %p1 = catchpad within %cs1 [ptr null]
  store i8 poison, ptr %b.wineh.spillslot, align 1
  invoke void @may_throw() [ "funclet"(token %p1) ]
          to label %h1ok unwind label %outer

h1ok:                                             ; preds = %h1
  catchret from %p1 to label %done

outer:                                            ; preds = %h1, %inner, %entry
  %cs2 = catchswitch within none [label %h2] unwind to caller

h2:                                               ; preds = %outer
  %p2 = catchpad within %cs2 [ptr null]
  %b.wineh.reload = load i8, ptr %b.wineh.spillslot, align 1
  %z = icmp eq i8 %b.wineh.reload, 0
  br i1 %z, label %h2zero, label %h2other

h2zero:                                           ; preds = %h2
  call void @seen(i32 0) [ "funclet"(token %p2) ]
  catchret from %p2 to label %done

h2other:                                          ; preds = %h2
  call void @seen(i32 1) [ "funclet"(token %p2) ]
  catchret from %p2 to label %done

done:                                             ; preds = %h2other, %h2zero, %h1ok, %cont
  ret void
}

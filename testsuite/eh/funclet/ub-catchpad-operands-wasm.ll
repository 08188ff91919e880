; EH-F-10 under wasm EH: a catchpad whose operand is no type info (an
; integer), which __gxx_wasm_personality_v0 cannot read (V-P-6; LLVM's
; verifier accepts it).  The run warns, goes on, and the exception
; reaching the catchswitch is undefined behaviour; a catchswitch that the
; exception never reaches is harmless (the first call does not throw).
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: warning: catchpad for @__gxx_wasm_personality_v0 must list one or more type-info globals or null [V-P-6] (LLVM accepts this IR)
; CHECK: before
; CHECK-NEXT: ehi: undefined behaviour: the exception reaches catchswitch %cs, whose catchpad %cp ({{.*}}ub-catchpad-operands-wasm.ll:{{[0-9]+}}:3) has operands @__gxx_wasm_personality_v0 cannot read (V-P-5..7) [EH-F-10]
; CHECK: status 66
; RUN: %opt19 -passes=verify -disable-output %s
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.before = private constant [8 x i8] c"before\0A\00"
@.caught = private constant [8 x i8] c"caught\0A\00"
declare ptr @__cxa_allocate_exception(i32)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_wasm_personality_v0(...)
declare i32 @printf(ptr, ...)

define void @maybe_throw(i32 %t) {
  %c = icmp ne i32 %t, 0
  br i1 %c, label %throw, label %done
throw:
  %e = call ptr @__cxa_allocate_exception(i32 4)
  store i32 7, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
done:
  ret void
}

define i32 @main() personality ptr @__gxx_wasm_personality_v0 {
entry:
  invoke void @maybe_throw(i32 0) to label %next unwind label %d
next:
  call i32 (ptr, ...) @printf(ptr @.before)
  invoke void @maybe_throw(i32 1) to label %done unwind label %d
d:
  %cs = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %cs [i32 1]
  call i32 (ptr, ...) @printf(ptr @.caught) [ "funclet"(token %cp) ]
  catchret from %cp to label %done
done:
  ret i32 0
}

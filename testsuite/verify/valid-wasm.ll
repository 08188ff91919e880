; Valid: wasm C++ EH (-fwasm-exceptions): a catchpad listing type infos and
; ptr null (catch-all), llvm.wasm.get.exception/get.ehselector, a cleanup that
; unwinds to the catchswitch, and a rethrow with its funclet bundle.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr

declare i32 @__gxx_wasm_personality_v0(...)
declare void @may_throw()
declare void @dtor(ptr)
declare ptr @llvm.wasm.get.exception(token)
declare i32 @llvm.wasm.get.ehselector(token)
declare i32 @llvm.eh.typeid.for.p0(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @llvm.wasm.rethrow()

define i32 @f() personality ptr @__gxx_wasm_personality_v0 {
entry:
  %obj = alloca i32, align 4
  invoke void @may_throw() to label %cont unwind label %ehcleanup
cont:
  call void @dtor(ptr %obj)
  br label %ret
ehcleanup:
  %c = cleanuppad within none []
  call void @dtor(ptr %obj) [ "funclet"(token %c) ]
  cleanupret from %c unwind label %dispatch
dispatch:
  %sw = catchswitch within none [label %catch.start] unwind to caller
catch.start:
  %cp = catchpad within %sw [ptr @_ZTIi, ptr null]
  %exn = call ptr @llvm.wasm.get.exception(token %cp)
  %sel = call i32 @llvm.wasm.get.ehselector(token %cp)
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %is.int = icmp eq i32 %sel, %tid
  br i1 %is.int, label %catch.int, label %rethrow
catch.int:
  %p = call ptr @__cxa_begin_catch(ptr %exn) [ "funclet"(token %cp) ]
  call void @__cxa_end_catch() [ "funclet"(token %cp) ]
  catchret from %cp to label %ret
rethrow:
  call void @llvm.wasm.rethrow() [ "funclet"(token %cp) ]
  unreachable
ret:
  %r = phi i32 [ 0, %cont ], [ 1, %catch.int ]
  ret i32 %r
}

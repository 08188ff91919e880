; A forced unwind (_Unwind_ForcedUnwind) reaches a landing pad's filter,
; an exception specification: terminate [EH-U-19] (libstdc++ calls
; std::unexpected for it, whose default handler terminates), with the
; stop function asked at each frame on the way [EH-U-18].
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] forced_unwind #1 frame 0 @force
; CHECK: [eh] stop #1 frame 0 @force: go on
; CHECK: [eh] stop #1 frame 1 @spec: go on
; CHECK: [eh] unwind #1 frame 0 @force
; CHECK: [eh] terminate #1 foreign frame 0 @spec (forced unwinding reaches an exception specification) [EH-U-19]
; CHECK-NEXT: terminate called without an active exception
; CHECK-NOT: not reached
; CHECK: status 134
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@exc = global { i64, ptr, i64, i64 } zeroinitializer, align 16
@msg = private constant [12 x i8] c"not reached\00"

declare i32 @_Unwind_ForcedUnwind(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)
declare void @__cxa_call_unexpected(ptr)
declare i32 @puts(ptr)

define i32 @stop(i32 %v, i32 %a, i64 %c, ptr %e, ptr %ctx, ptr %p) {
  ret i32 0
}

define void @force() {
  store i64 4702394921427289928, ptr @exc, align 16
  %r = call i32 @_Unwind_ForcedUnwind(ptr @exc, ptr @stop, ptr null)
  ret void
}

define void @spec() personality ptr @__gxx_personality_v0 {
  invoke void @force()
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %x = extractvalue { ptr, i32 } %l, 0
  call void @__cxa_call_unexpected(ptr %x)
  unreachable
}

define i32 @main() {
  call void @spec()
  call i32 @puts(ptr @msg)
  ret i32 0
}

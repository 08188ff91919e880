; A library compiled to IR, as libir/ builds them (run/libdir.test): clang
; 19's opaque pointers and layout, another vendor in the triple, and its
; own attribute groups (#0 is not nounwind here; the program's #0 is).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr
@lib_greeting = constant [13 x i8] c"from the lib\00"

declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)

define i32 @lib_answer(i32 %x) {
  %r = add i32 %x, 40
  ret i32 %r
}

define ptr @lib_name() {
  ret ptr @lib_greeting
}

define ptr @lib_name_fn() {
  ret ptr @lib_name
}

define void @lib_throw(i32 %v) #0 {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define i32 @lib_broken() {
  %r = add i32 1, %undefined_value
  ret i32 %r
}

attributes #0 = { noinline }

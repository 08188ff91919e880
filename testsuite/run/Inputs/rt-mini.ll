; A small runtime written in IR, linked with run-runtime.ll by
; `ehi run --runtime` (a library compiled to IR for the target).
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i32, i64 }

@rt_counter = global i32 40
@rt_greeting = private constant [14 x i8] c"hello from rt\00"
@rt_fmt = private constant [9 x i8] c"%s (%d)\0A\00"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @rt_init, ptr null }]

declare i32 @printf(ptr, ...)

define internal void @rt_init() {
  %c = load i32, ptr @rt_counter
  %n = add i32 %c, 1
  store i32 %n, ptr @rt_counter
  call i32 (ptr, ...) @printf(ptr @rt_fmt, ptr @rt_greeting, i32 %n)
  ret void
}

; the program's declaration resolves here
define i32 @rt_next() {
  %c = load i32, ptr @rt_counter
  %n = add i32 %c, 1
  store i32 %n, ptr @rt_counter
  %h = call i32 @helper()
  %r = add i32 %n, %h
  ret i32 %r
}

; a local name: the program's @helper is another function
define internal i32 @helper() {
  ret i32 0
}

; weak: the program's definition replaces it, here too
define weak i32 @rt_weak() {
  ret i32 1
}

define i32 @rt_calls_weak() {
  %r = call i32 @rt_weak()
  ret i32 %r
}

; the runtime's own types
define i64 @rt_pair_sum(ptr %p) {
  %a = getelementptr %struct.pair, ptr %p, i32 0, i32 0
  %b = getelementptr %struct.pair, ptr %p, i32 0, i32 1
  %x = load i32, ptr %a
  %y = load i64, ptr %b
  %xs = sext i32 %x to i64
  %s = add i64 %xs, %y
  ret i64 %s
}

define linkonce_odr i32 @rt_shared() {
  ret i32 7
}

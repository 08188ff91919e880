; A runtime written in IR (`ehi run --runtime FILE.ll`): the program's
; declarations resolve by name to its definitions, functions and globals;
; a definition in the program wins over the runtime's weak one (in the
; runtime too); local names stay apart; each module keeps its own types;
; the runtime's constructors run before the program's.
; RUN: %ehi run --runtime %S/Inputs/rt-mini.ll %s | FileCheck %s
; RUN: %ehi run --help | FileCheck %s --check-prefix=HELP
; HELP: --runtime RT.ll
; CHECK: hello from rt (41)
; CHECK-NEXT: program ctor
; CHECK-NEXT: next 42 43
; CHECK-NEXT: counter 43
; CHECK-NEXT: weak 2 2
; CHECK-NEXT: helper 5
; CHECK-NEXT: pair 12
; CHECK-NEXT: shared 7
; CHECK-NEXT: through a pointer 44
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i32, i64 }

@rt_counter = external global i32
@fmt1 = private constant [14 x i8] c"next %d %d\0A\00\00\00"
@fmt2 = private constant [12 x i8] c"counter %d\0A\00"
@fmt3 = private constant [12 x i8] c"weak %d %d\0A\00"
@fmt4 = private constant [11 x i8] c"helper %d\0A\00"
@fmt5 = private constant [10 x i8] c"pair %d\0A\00\00"
@fmt6 = private constant [11 x i8] c"shared %d\0A\00"
@fmt7 = private constant [22 x i8] c"through a pointer %d\0A\00"
@ctor = private constant [13 x i8] c"program ctor\00"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
declare i32 @rt_next()
declare i32 @rt_calls_weak()
declare i64 @rt_pair_sum(ptr)

define internal void @init() {
  call i32 @puts(ptr @ctor)
  ret void
}

define i32 @rt_weak() {
  ret i32 2
}

define internal i32 @helper() {
  ret i32 5
}

define linkonce_odr i32 @rt_shared() {
  ret i32 7
}

define i32 @main() {
  %a = call i32 @rt_next()
  %b = call i32 @rt_next()
  call i32 (ptr, ...) @printf(ptr @fmt1, i32 %a, i32 %b)
  %c = load i32, ptr @rt_counter
  call i32 (ptr, ...) @printf(ptr @fmt2, i32 %c)
  %w1 = call i32 @rt_weak()
  %w2 = call i32 @rt_calls_weak()
  call i32 (ptr, ...) @printf(ptr @fmt3, i32 %w1, i32 %w2)
  %h = call i32 @helper()
  call i32 (ptr, ...) @printf(ptr @fmt4, i32 %h)
  %p = alloca %struct.pair
  %pa = getelementptr %struct.pair, ptr %p, i32 0, i32 0
  %pb = getelementptr %struct.pair, ptr %p, i32 0, i32 1
  store i32 5, ptr %pa
  store i64 7, ptr %pb
  %s = call i64 @rt_pair_sum(ptr %p)
  %s32 = trunc i64 %s to i32
  call i32 (ptr, ...) @printf(ptr @fmt5, i32 %s32)
  %sh = call i32 @rt_shared()
  call i32 (ptr, ...) @printf(ptr @fmt6, i32 %sh)
  %fp = select i1 true, ptr @rt_next, ptr null
  %t = call i32 %fp()
  call i32 (ptr, ...) @printf(ptr @fmt7, i32 %t)
  ret i32 0
}

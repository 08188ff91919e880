; First-class aggregates for aggregates.test: functions that take a
; struct, an array and a vector by value and return structs (one larger
; than the 32 bytes a host call's result once kept), a named struct with a
; quoted name, and globals of aggregate type for `set var`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32, ptr }
%"class.std::pair" = type { [2 x i8], double }

@g = global %struct.P { i32 7, ptr null }
@h = global i32 5
@arr = global [4 x i16] [i16 1, i16 2, i16 3, i16 4]
@k = constant %struct.P { i32 1, ptr null }

; the first field of p, plus a[1], plus v[1]
define i32 @sum(%struct.P %p, [2 x i8] %a, <2 x i32> %v) {
entry:
  %x = extractvalue %struct.P %p, 0
  %b = extractvalue [2 x i8] %a, 1
  %bw = zext i8 %b to i32
  %e = extractelement <2 x i32> %v, i32 1
  %s1 = add i32 %x, %bw
  %s = add i32 %s1, %e
  ret i32 %s
}

; { n, @h }: the pointer field set, the int field from n
define %struct.P @mk(i32 %n) {
entry:
  %a = insertvalue %struct.P undef, i32 %n, 0
  %b = insertvalue %struct.P %a, ptr @h, 1
  ret %struct.P %b
}

; only the pointer field set: the int field stays undef
define %struct.P @half_set() {
entry:
  %b = insertvalue %struct.P undef, ptr @h, 1
  ret %struct.P %b
}

define %"class.std::pair" @swap(%"class.std::pair" %q) {
entry:
  %c = extractvalue %"class.std::pair" %q, 0
  %c0 = extractvalue [2 x i8] %c, 0
  %c1 = extractvalue [2 x i8] %c, 1
  %d0 = insertvalue [2 x i8] undef, i8 %c1, 0
  %d1 = insertvalue [2 x i8] %d0, i8 %c0, 1
  %r = insertvalue %"class.std::pair" %q, [2 x i8] %d1, 0
  ret %"class.std::pair" %r
}

; [8 x i64] (64 bytes): i, i+1, ..., i+7
define [8 x i64] @iota(i64 %i) {
entry:
  %a0 = insertvalue [8 x i64] zeroinitializer, i64 %i, 0
  %i1 = add i64 %i, 1
  %a1 = insertvalue [8 x i64] %a0, i64 %i1, 1
  %i2 = add i64 %i, 2
  %a2 = insertvalue [8 x i64] %a1, i64 %i2, 2
  %i3 = add i64 %i, 3
  %a3 = insertvalue [8 x i64] %a2, i64 %i3, 3
  %i4 = add i64 %i, 4
  %a4 = insertvalue [8 x i64] %a3, i64 %i4, 4
  %i5 = add i64 %i, 5
  %a5 = insertvalue [8 x i64] %a4, i64 %i5, 5
  %i6 = add i64 %i, 6
  %a6 = insertvalue [8 x i64] %a5, i64 %i6, 6
  %i7 = add i64 %i, 7
  %a7 = insertvalue [8 x i64] %a6, i64 %i7, 7
  ret [8 x i64] %a7
}

; the sum of an [8 x i64] passed by value
define i64 @total([8 x i64] %a) {
entry:
  %a0 = extractvalue [8 x i64] %a, 0
  %a7 = extractvalue [8 x i64] %a, 7
  %s = add i64 %a0, %a7
  ret i64 %s
}

define i32 @main() {
entry:
  %p = call %struct.P @mk(i32 3)
  %r = call i32 @sum(%struct.P %p, [2 x i8] c"ab", <2 x i32> <i32 1, i32 2>)
  %gv = load %struct.P, ptr @g
  %gx = extractvalue %struct.P %gv, 0
  %t = add i32 %r, %gx
  ret i32 %t
}

; opaque: no value of it can be written
%struct.O = type opaque

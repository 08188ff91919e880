; A value loaded and then branched on (SPEC.md, "Native code"): the native
; code keeps it in a host register for the branch and writes it to its
; register only on the way that reads it afterwards (the loop's way round
; does not; the way out does), whichever way the compare reads it and
; whichever way out is the branch's jump.  The values are a native run's
; (clang 19 -O0 on this file, x86_64).
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi run --no-jit %s | FileCheck %s
; CHECK: 13 19 38 11 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(ptr, ...)
@fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"
@a = global [16 x i32] [i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31]

; the first a[i] (i > from) not below p: the loaded value is compared
; and branched on, the loop goes round without storing it, the way out
; stores it
define i32 @up(i64 %from, i32 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nsw i64 %i, 1
  %q = getelementptr inbounds [16 x i32], ptr @a, i64 0, i64 %i1
  %v = load i32, ptr %q
  %c = icmp ult i32 %v, %p
  br i1 %c, label %loop, label %out
out:
  ret i32 %v
}

; the same compared the other way round (p < a[i])
define i32 @down(i64 %from, i32 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nsw i64 %i, -1
  %q = getelementptr inbounds [16 x i32], ptr @a, i64 0, i64 %i1
  %v = load i32, ptr %q
  %c = icmp ult i32 %p, %v
  br i1 %c, label %loop, label %out
out:
  ret i32 %v
}

; the way out first: the branch's taken way reads the value
define i32 @first(i64 %from, i32 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %next]
  %i1 = add nsw i64 %i, 1
  %q = getelementptr inbounds [16 x i32], ptr @a, i64 0, i64 %i1
  %v = load i32, ptr %q
  %c = icmp uge i32 %v, %p
  br i1 %c, label %out, label %next
next:
  %s = add i32 %v, 0
  br label %loop
out:
  %r = mul i32 %v, 2
  ret i32 %r
}

; the way out (which reads the value) is the jump, the loop's way round
; falls through
define i32 @scan(i64 %from, i32 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nsw i64 %i, 1
  %q = getelementptr inbounds [16 x i32], ptr @a, i64 0, i64 %i1
  %v = load i32, ptr %q
  %c = icmp uge i32 %v, %p
  br i1 %c, label %use, label %loop
use:
  %r = mul i32 %v, 3
  ret i32 %r
}

define i32 @main() {
  %x = call i32 @up(i64 0, i32 12)
  %y = call i32 @down(i64 15, i32 20)
  %z = call i32 @first(i64 2, i32 18)
  %w = call i32 @up(i64 4, i32 2)
  %u0 = call i32 @down(i64 3, i32 4)
  %sc = call i32 @scan(i64 1, i32 20)
  %u = add i32 %u0, %sc
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, i32 %y, i32 %z, i32 %w, i32 %u)
  ret i32 0
}

; Promoted variables (lower.c) start as 0, as uninitialised memory reads,
; when a load may come before any store; the others get nothing at frame
; entry (vars_read_unset): their registers still hold what an earlier
; frame left there, so each path below must still read 0 where nothing
; was stored.  (--trace=exec keeps every alloca in memory, where a
; frame reuses what an earlier one left on the stack: not run here.)
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@one = global i32 1

; leaves nonzero values in many registers above its caller's
define i64 @dirty(i64 %x) {
  %a = alloca i64, align 8
  %b = alloca i64, align 8
  %c = alloca i64, align 8
  %d = alloca i64, align 8
  store i64 %x, ptr %a, align 8
  store i64 %x, ptr %b, align 8
  store i64 %x, ptr %c, align 8
  store i64 %x, ptr %d, align 8
  %1 = load i64, ptr %a, align 8
  %2 = load i64, ptr %b, align 8
  %3 = add i64 %1, %2
  %4 = load i64, ptr %c, align 8
  %5 = add i64 %3, %4
  %6 = load i64, ptr %d, align 8
  %7 = add i64 %5, %6
  %8 = mul i64 %7, 3
  %9 = xor i64 %8, -1
  ret i64 %9
}

; stored on one path only: 0 on the other
define i64 @onepath(i1 %c) {
  %v = alloca i64, align 8
  %w = alloca i64, align 8
  %u = alloca i64, align 8
  store i64 9, ptr %w, align 8
  br i1 %c, label %set, label %join
set:
  store i64 5, ptr %v, align 8
  store i64 6, ptr %u, align 8
  br label %join
join:
  %x = load i64, ptr %v, align 8
  %y = load i64, ptr %w, align 8
  %z = load i64, ptr %u, align 8
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  ret i64 %t
}

; stored at the end of the loop, read at its top: 0 the first time
define i64 @loop() {
entry:
  %prev = alloca i64, align 8
  %i = alloca i64, align 8
  %acc = alloca i64, align 8
  store i64 0, ptr %i, align 8
  store i64 0, ptr %acc, align 8
  br label %top
top:
  %p = load i64, ptr %prev, align 8
  %a = load i64, ptr %acc, align 8
  %a2 = add i64 %a, %p
  store i64 %a2, ptr %acc, align 8
  %n = load i64, ptr %i, align 8
  %n2 = add i64 %n, 1
  store i64 %n2, ptr %i, align 8
  store i64 %n2, ptr %prev, align 8
  %more = icmp ult i64 %n2, 4
  br i1 %more, label %top, label %out
out:
  %r = load i64, ptr %acc, align 8
  ret i64 %r                                   ; 0 + 1 + 2 + 3
}

; read before the store in the same block
define i64 @before() {
  %v = alloca i64, align 8
  %x = load i64, ptr %v, align 8
  store i64 77, ptr %v, align 8
  %y = load i64, ptr %v, align 8
  %s = add i64 %x, %y
  ret i64 %s
}

define i32 @main() {
  %f = load i32, ptr @one, align 4
  %c = icmp eq i32 %f, 0                      ; false
  %d1 = call i64 @dirty(i64 123456789)
  %r1 = call i64 @onepath(i1 %c)              ; 0 + 9 + 0
  %d2 = call i64 @dirty(i64 987654321)
  %r2 = call i64 @loop()                      ; 6
  %d3 = call i64 @dirty(i64 55555)
  %r3 = call i64 @before()                    ; 77
  %nc = xor i1 %c, true
  %r4 = call i64 @onepath(i1 %nc)             ; 5 + 9 + 6
  %e1 = icmp ne i64 %r1, 9
  %e2 = icmp ne i64 %r2, 6
  %e3 = icmp ne i64 %r3, 77
  %e4 = icmp ne i64 %r4, 20
  %o1 = or i1 %e1, %e2
  %o2 = or i1 %o1, %e3
  %o3 = or i1 %o2, %e4
  %st = zext i1 %o3 to i32
  ret i32 %st
}

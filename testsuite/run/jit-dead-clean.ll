; The native code writes a loop's registers without their poison bytes
; when the loop's head knows them clean: on the loop's way in it clears
; the bytes of registers the loop writes that are dead at the head (SPEC.md,
; "Native code").  A register live at the head keeps its byte: here a
; variable holding the poison argument, read at the head of each round
; before the round writes it, entered from the interpreter after puts
; (which the native code does not call) -- the branch on the poison it
; makes is undefined behaviour, with the native code and without it.
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=LIVE
; RUN: sh -c '%ehi run --no-jit %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=LIVE
; LIVE: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; LIVE-NEXT: at {{.*}}jit-dead-clean.ll:[[@LINE+33]]:3 in @f, block %loop: br i1 %cy, label %done, label %cont
; LIVE: status 66
; The same loop on a defined argument: its sum (a native run's, clang-14 on
; this file with main replaced by one that calls @good).
; RUN: %ehi run --entry good %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit --entry good %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 1609
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@big = global i64 9223372036854775807
@dot = private constant [2 x i8] c".\00"
@fmt = private constant [8 x i8] c"sum %d\0A\00"
declare i32 @puts(i8*)
declare i32 @printf(i8*, ...)

; x = a; ten rounds of: y = x + 1, s += y * 3 ^ i, x = i
define i64 @f(i64 %a) {
entry:
  %x = alloca i64
  store i64 %a, i64* %x
  call i32 @puts(i8* getelementptr ([2 x i8], [2 x i8]* @dot, i64 0, i64 0))
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %cont ]
  %s = phi i64 [ 0, %entry ], [ %s3, %cont ]
  %v = load i64, i64* %x
  %y = add i64 %v, 1
  %s1 = mul i64 %y, 3
  %s2 = xor i64 %s1, %i
  %s3 = add i64 %s, %s2
  store i64 %i, i64* %x
  %cy = icmp eq i64 %s2, 12345
  br i1 %cy, label %done, label %cont
cont:
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 10
  br i1 %more, label %loop, label %done
done:
  ret i64 %s3
}

define i32 @main(i32 %argc, i8** %argv) {
  %big = load i64, i64* @big
  %p = add nsw i64 %big, 1
  %r = call i64 @f(i64 %p)
  ret i32 0
}

define i32 @good() {
  %r = call i64 @f(i64 500)
  %t = trunc i64 %r to i32
  call i32 (i8*, ...) @printf(i8* getelementptr ([8 x i8], [8 x i8]* @fmt, i64 0, i64 0), i32 %t)
  ret i32 0
}

; trunc nuw/nsw and zext nneg (LLVM 18+, clang-19 output) at every width:
; a broken promise makes the result poison (SPEC.md section 6, "Registers
; and poison."), which freeze turns into 0.  Up to 64 bits the TRUNC op,
; 65..128 the INT128 path, wider wideint.c.  Each line says whether the
; promise holds (then the value) or not (then 0, frozen poison).
; 1: trunc nuw i32 300 to i8: poison (300 does not fit 8 bits unsigned)
; 2: trunc nuw i32 200 to i8: holds (fits)
; 3: trunc nsw i32 200 to i8: poison (200 > 127)
; 4: trunc nsw i32 -100 to i8: holds (-100 fits: 0x9c)
; 5: trunc nuw nsw i32 128 to i8: poison (nsw fails)
; 6: trunc nuw nsw i32 127 to i8: holds (both hold)
; 7: trunc nuw i64 4294967296 to i32: poison (2^32)
; 8: trunc nsw i64 -1 to i32: holds (-1 fits)
; 9: trunc nsw i64 2147483648 to i32: poison (2^31 > INT32_MAX)
; 10: trunc nuw i64 -1 to i1: poison
; 11: trunc nuw i8 1 to i1: holds
; 12: trunc nsw i8 -1 to i1: holds (-1 is i1's -1)
; 13: trunc nsw i8 1 to i1: poison (1 is not an i1 signed value)
; 14: zext nneg i8 200 to i32: poison (200 is negative as i8)
; 15: zext nneg i8 100 to i32: holds
; 16: zext nneg i32 -1 to i64: poison
; 17: zext nneg i32 5 to i64: holds
; 18: trunc nuw i128 18446744073709551616 to i64: poison (2^64)
; 19: trunc nuw i128 5 to i64: holds
; 20: trunc nsw i128 -1 to i64: holds
; 21: trunc nsw i128 9223372036854775808 to i64: poison (2^63 > INT64_MAX)
; 22: zext nneg i64 -1 to i128: poison
; 23: zext nneg i64 7 to i128: holds
; 24: trunc nsw i100 590295810358705651712 to i70: poison (2^69 > i70 max)
; 25: trunc nuw i100 590295810358705651712 to i70: holds (2^69 fits unsigned)
; 26: zext nneg i70 590295810358705651712 to i100: poison (2^69 is i70's sign bit)
; 27: zext nneg i70 12345 to i100: holds
; 28: trunc nuw i200 1267650600228229401496703205376 to i150: holds (wide path)
; 29: trunc nuw i200 1461501637330902918203684832716283019655932542976 to i150: poison (2^160, wide path)
; 30: zext nneg i150 -1 to i200: poison (wide path)
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi run --trace=exec %s 2>/dev/null | FileCheck %s
; CHECK: start
; CHECK-NEXT: 1: 0 0
; CHECK-NEXT: 2: 0 c8
; CHECK-NEXT: 3: 0 0
; CHECK-NEXT: 4: 0 9c
; CHECK-NEXT: 5: 0 0
; CHECK-NEXT: 6: 0 7f
; CHECK-NEXT: 7: 0 0
; CHECK-NEXT: 8: 0 ffffffff
; CHECK-NEXT: 9: 0 0
; CHECK-NEXT: 10: 0 0
; CHECK-NEXT: 11: 0 1
; CHECK-NEXT: 12: 0 1
; CHECK-NEXT: 13: 0 0
; CHECK-NEXT: 14: 0 0
; CHECK-NEXT: 15: 0 64
; CHECK-NEXT: 16: 0 0
; CHECK-NEXT: 17: 0 5
; CHECK-NEXT: 18: 0 0
; CHECK-NEXT: 19: 0 5
; CHECK-NEXT: 20: 0 ffffffffffffffff
; CHECK-NEXT: 21: 0 0
; CHECK-NEXT: 22: 0 0
; CHECK-NEXT: 23: 0 7
; CHECK-NEXT: 24: 0 0
; CHECK-NEXT: 25: 20 0
; CHECK-NEXT: 26: 0 0
; CHECK-NEXT: 27: 0 3039
; CHECK-NEXT: 28: 1000000000 0
; CHECK-NEXT: 29: 0 0
; CHECK-NEXT: 30: 0 0
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
@fmt = private constant [15 x i8] c"%d: %llx %llx\0A\00"
@start = private constant [6 x i8] c"start\00"
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

define void @show(i32 %n, i128 %v) {
  %lo = trunc i128 %v to i64
  %h = lshr i128 %v, 64
  %hi = trunc i128 %h to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i64 %hi, i64 %lo)
  ret void
}

define i32 @main() {
  call i32 @puts(ptr @start)
  %r1 = trunc nuw i32 300 to i8
  %f1 = freeze i8 %r1
  %z1 = zext i8 %f1 to i128
  call void @show(i32 1, i128 %z1)
  %r2 = trunc nuw i32 200 to i8
  %f2 = freeze i8 %r2
  %z2 = zext i8 %f2 to i128
  call void @show(i32 2, i128 %z2)
  %r3 = trunc nsw i32 200 to i8
  %f3 = freeze i8 %r3
  %z3 = zext i8 %f3 to i128
  call void @show(i32 3, i128 %z3)
  %r4 = trunc nsw i32 -100 to i8
  %f4 = freeze i8 %r4
  %z4 = zext i8 %f4 to i128
  call void @show(i32 4, i128 %z4)
  %r5 = trunc nuw nsw i32 128 to i8
  %f5 = freeze i8 %r5
  %z5 = zext i8 %f5 to i128
  call void @show(i32 5, i128 %z5)
  %r6 = trunc nuw nsw i32 127 to i8
  %f6 = freeze i8 %r6
  %z6 = zext i8 %f6 to i128
  call void @show(i32 6, i128 %z6)
  %r7 = trunc nuw i64 4294967296 to i32
  %f7 = freeze i32 %r7
  %z7 = zext i32 %f7 to i128
  call void @show(i32 7, i128 %z7)
  %r8 = trunc nsw i64 -1 to i32
  %f8 = freeze i32 %r8
  %z8 = zext i32 %f8 to i128
  call void @show(i32 8, i128 %z8)
  %r9 = trunc nsw i64 2147483648 to i32
  %f9 = freeze i32 %r9
  %z9 = zext i32 %f9 to i128
  call void @show(i32 9, i128 %z9)
  %r10 = trunc nuw i64 -1 to i1
  %f10 = freeze i1 %r10
  %z10 = zext i1 %f10 to i128
  call void @show(i32 10, i128 %z10)
  %r11 = trunc nuw i8 1 to i1
  %f11 = freeze i1 %r11
  %z11 = zext i1 %f11 to i128
  call void @show(i32 11, i128 %z11)
  %r12 = trunc nsw i8 -1 to i1
  %f12 = freeze i1 %r12
  %z12 = zext i1 %f12 to i128
  call void @show(i32 12, i128 %z12)
  %r13 = trunc nsw i8 1 to i1
  %f13 = freeze i1 %r13
  %z13 = zext i1 %f13 to i128
  call void @show(i32 13, i128 %z13)
  %r14 = zext nneg i8 200 to i32
  %f14 = freeze i32 %r14
  %z14 = zext i32 %f14 to i128
  call void @show(i32 14, i128 %z14)
  %r15 = zext nneg i8 100 to i32
  %f15 = freeze i32 %r15
  %z15 = zext i32 %f15 to i128
  call void @show(i32 15, i128 %z15)
  %r16 = zext nneg i32 -1 to i64
  %f16 = freeze i64 %r16
  %z16 = zext i64 %f16 to i128
  call void @show(i32 16, i128 %z16)
  %r17 = zext nneg i32 5 to i64
  %f17 = freeze i64 %r17
  %z17 = zext i64 %f17 to i128
  call void @show(i32 17, i128 %z17)
  %r18 = trunc nuw i128 18446744073709551616 to i64
  %f18 = freeze i64 %r18
  %z18 = zext i64 %f18 to i128
  call void @show(i32 18, i128 %z18)
  %r19 = trunc nuw i128 5 to i64
  %f19 = freeze i64 %r19
  %z19 = zext i64 %f19 to i128
  call void @show(i32 19, i128 %z19)
  %r20 = trunc nsw i128 -1 to i64
  %f20 = freeze i64 %r20
  %z20 = zext i64 %f20 to i128
  call void @show(i32 20, i128 %z20)
  %r21 = trunc nsw i128 9223372036854775808 to i64
  %f21 = freeze i64 %r21
  %z21 = zext i64 %f21 to i128
  call void @show(i32 21, i128 %z21)
  %r22 = zext nneg i64 -1 to i128
  %f22 = freeze i128 %r22
  call void @show(i32 22, i128 %f22)
  %r23 = zext nneg i64 7 to i128
  %f23 = freeze i128 %r23
  call void @show(i32 23, i128 %f23)
  %r24 = trunc nsw i100 590295810358705651712 to i70
  %f24 = freeze i70 %r24
  %z24 = zext i70 %f24 to i128
  call void @show(i32 24, i128 %z24)
  %r25 = trunc nuw i100 590295810358705651712 to i70
  %f25 = freeze i70 %r25
  %z25 = zext i70 %f25 to i128
  call void @show(i32 25, i128 %z25)
  %r26 = zext nneg i70 590295810358705651712 to i100
  %f26 = freeze i100 %r26
  %z26 = zext i100 %f26 to i128
  call void @show(i32 26, i128 %z26)
  %r27 = zext nneg i70 12345 to i100
  %f27 = freeze i100 %r27
  %z27 = zext i100 %f27 to i128
  call void @show(i32 27, i128 %z27)
  %r28 = trunc nuw i200 1267650600228229401496703205376 to i150
  %f28 = freeze i150 %r28
  %z28 = trunc i150 %f28 to i128
  call void @show(i32 28, i128 %z28)
  %r29 = trunc nuw i200 1461501637330902918203684832716283019655932542976 to i150
  %f29 = freeze i150 %r29
  %z29 = trunc i150 %f29 to i128
  call void @show(i32 29, i128 %z29)
  %r30 = zext nneg i150 -1 to i200
  %f30 = freeze i200 %r30
  %z30 = trunc i200 %f30 to i128
  call void @show(i32 30, i128 %z30)
  ret i32 0
}

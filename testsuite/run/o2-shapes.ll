; -O2's shapes (lower_inst.c, lower_phi.c, vm.c): add/sub/mul nuw (ADDF,
; SUBF, MULF and their immediate forms), icmp as a set of relations
; (ICMPB, ICMPBK), shifts by a constant (SHLK, LSHRK, ASHRK),
; llvm.fshl/fshr (FUNNEL), and loop values computed into their phis'
; registers (single-block loops whose phis and next values are read
; after the loop, a phi that reads another, one read after its next value
; is made).  The output is a native run's (clang-14 on this file, x86_64);
; --trace=exec lowers to the general ops and no shared registers: the same.
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi run --trace=exec %s 2>/dev/null | FileCheck %s
; CHECK: loop 1000 1001 999 1000 1000 2719276348233916155 2748790841
; CHECK-NEXT: swap 11 12 89 144
; CHECK-NEXT: late 499500 999
; CHECK-NEXT: icmp 782 242 681 242
; CHECK-NEXT: shift 4294967168 254 2147483647 255 18446744073709551615 129 1
; CHECK-NEXT: funnel 2882400171 4026531840 3 224 14 170 17542363414333701230
; CHECK-NEXT: flags 255 0 4294967295 65535 18446744073709551615 4294836225 127
; Each flag broken, in the fast and the general forms: poison, and the
; branch on it undefined behaviour.
; RUN: sh -c 'for f in add_nuw8 add_nuwk64 add_nsw16 sub_nuw32 sub_nuwk8 mul_nuw32 mul_nuwk16 shl_nuw8 shl_nsw8 lshr_exact32 ashr_exact16; do %ehi run --entry ovf_$f %s; echo "$f $?"; %ehi run --trace=exec --entry ovf_$f %s 2>/dev/null; echo "general $?"; done' 2>&1 | FileCheck %s --check-prefix=OVF
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: add_nuw8 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: add_nuwk64 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: add_nsw16 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: sub_nuw32 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: sub_nuwk8 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: mul_nuw32 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: mul_nuwk16 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: shl_nuw8 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: shl_nsw8 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: lshr_exact32 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: ashr_exact16 66
; OVF-NEXT: general 66
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@n = global i64 1000
@m8 = global i8 -1
@p8 = global i8 1
@x8 = global i8 129
@x16 = global i16 32767
@x32 = global i32 4294967295
@x64 = global i64 1
@fmt1 = private constant [34 x i8] c"loop %lu %lu %lu %lu %lu %lu %lu\0A\00"
@fmt2 = private constant [22 x i8] c"swap %lu %lu %lu %lu\0A\00"
@fmt3 = private constant [14 x i8] c"late %lu %lu\0A\00"
@fmt4 = private constant [22 x i8] c"icmp %lu %lu %lu %lu\0A\00"
@fmt5 = private constant [35 x i8] c"shift %lu %lu %lu %lu %lu %lu %lu\0A\00"
@fmt6 = private constant [36 x i8] c"funnel %lu %lu %lu %lu %lu %lu %lu\0A\00"
@fmt7 = private constant [35 x i8] c"flags %lu %lu %lu %lu %lu %lu %lu\0A\00"

declare i32 @printf(i8*, ...)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i64 @llvm.fshl.i64(i64, i64, i64)

; the ten predicates on a and b, one bit each (bit k: predicate k holds)
define i64 @preds(i8 %a, i8 %b) {
  %c0 = icmp eq i8 %a, %b
  %c1 = icmp ne i8 %a, %b
  %c2 = icmp ugt i8 %a, %b
  %c3 = icmp uge i8 %a, %b
  %c4 = icmp ult i8 %a, %b
  %c5 = icmp ule i8 %a, %b
  %c6 = icmp sgt i8 %a, %b
  %c7 = icmp sge i8 %a, %b
  %c8 = icmp slt i8 %a, %b
  %c9 = icmp sle i8 %a, %b
  %z0 = zext i1 %c0 to i64
  %z1 = zext i1 %c1 to i64
  %z2 = zext i1 %c2 to i64
  %z3 = zext i1 %c3 to i64
  %z4 = zext i1 %c4 to i64
  %z5 = zext i1 %c5 to i64
  %z6 = zext i1 %c6 to i64
  %z7 = zext i1 %c7 to i64
  %z8 = zext i1 %c8 to i64
  %z9 = zext i1 %c9 to i64
  %s1 = shl i64 %z1, 1
  %s2 = shl i64 %z2, 2
  %s3 = shl i64 %z3, 3
  %s4 = shl i64 %z4, 4
  %s5 = shl i64 %z5, 5
  %s6 = shl i64 %z6, 6
  %s7 = shl i64 %z7, 7
  %s8 = shl i64 %z8, 8
  %s9 = shl i64 %z9, 9
  %o1 = or i64 %z0, %s1
  %o2 = or i64 %o1, %s2
  %o3 = or i64 %o2, %s3
  %o4 = or i64 %o3, %s4
  %o5 = or i64 %o4, %s5
  %o6 = or i64 %o5, %s6
  %o7 = or i64 %o6, %s7
  %o8 = or i64 %o7, %s8
  %o9 = or i64 %o8, %s9
  ret i64 %o9
}

; the same with the immediate -1 (i8 255) on the right
define i64 @predsk(i8 %a) {
  %c0 = icmp eq i8 %a, -1
  %c1 = icmp ne i8 %a, -1
  %c2 = icmp ugt i8 %a, -1
  %c3 = icmp uge i8 %a, -1
  %c4 = icmp ult i8 %a, -1
  %c5 = icmp ule i8 %a, -1
  %c6 = icmp sgt i8 %a, -1
  %c7 = icmp sge i8 %a, -1
  %c8 = icmp slt i8 %a, -1
  %c9 = icmp sle i8 %a, -1
  %z0 = zext i1 %c0 to i64
  %z1 = zext i1 %c1 to i64
  %z2 = zext i1 %c2 to i64
  %z3 = zext i1 %c3 to i64
  %z4 = zext i1 %c4 to i64
  %z5 = zext i1 %c5 to i64
  %z6 = zext i1 %c6 to i64
  %z7 = zext i1 %c7 to i64
  %z8 = zext i1 %c8 to i64
  %z9 = zext i1 %c9 to i64
  %s1 = shl i64 %z1, 1
  %s2 = shl i64 %z2, 2
  %s3 = shl i64 %z3, 3
  %s4 = shl i64 %z4, 4
  %s5 = shl i64 %z5, 5
  %s6 = shl i64 %z6, 6
  %s7 = shl i64 %z7, 7
  %s8 = shl i64 %z8, 8
  %s9 = shl i64 %z9, 9
  %o1 = or i64 %z0, %s1
  %o2 = or i64 %o1, %s2
  %o3 = or i64 %o2, %s3
  %o4 = or i64 %o3, %s4
  %o5 = or i64 %o4, %s5
  %o6 = or i64 %o5, %s6
  %o7 = or i64 %o6, %s7
  %o8 = or i64 %o7, %s8
  %o9 = or i64 %o8, %s9
  ret i64 %o9
}

define i32 @main() {
entry:
  %n = load i64, i64* @n
  br label %loop

; i and acc: their next values computed into their registers; both the
; phis and the next values are read after the loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 7, %entry ], [ %acc.next, %loop ]
  %h = phi i32 [ 1, %entry ], [ %h.next, %loop ]
  %t = mul i64 %acc, 31
  %acc.next = add i64 %t, %i
  %i32 = trunc i64 %i to i32
  %h1 = xor i32 %h, %i32
  %h.next = mul i32 %h1, 16777619
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %i.last = phi i64 [ %i, %loop ]
  %i.after = add i64 %i.next, 1
  %h64 = zext i32 %h.next to i64
  %p1 = getelementptr [34 x i8], [34 x i8]* @fmt1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p1, i64 %i.next, i64 %i.after, i64 %i.last, i64 %n, i64 %i.next, i64 %acc.next, i64 %h64)
  br label %fib

; a phi that reads another (parallel copies) and one whose value is also
; taken by the other on the back edge
fib:
  %k = phi i64 [ 0, %exit ], [ %k.next, %fib ]
  %a = phi i64 [ 0, %exit ], [ %b, %fib ]
  %b = phi i64 [ 1, %exit ], [ %ab, %fib ]
  %ab = add nuw i64 %a, %b
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 12
  br i1 %more, label %fib, label %fibdone

fibdone:
  %p2 = getelementptr [22 x i8], [22 x i8]* @fmt2, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p2, i64 %k, i64 %k.next, i64 %a, i64 %b)
  br label %late

; the phi read after its next value is made: no shared register
late:
  %j = phi i64 [ 0, %fibdone ], [ %j.next, %late ]
  %s = phi i64 [ 0, %fibdone ], [ %s.next, %late ]
  %j.next = add nuw nsw i64 %j, 1
  %s.next = add i64 %s, %j
  %jj = or i64 %j, 0
  %more2 = icmp ult i64 %j.next, 1000
  br i1 %more2, label %late, label %latedone

latedone:
  %p3 = getelementptr [14 x i8], [14 x i8]* @fmt3, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p3, i64 %s.next, i64 %jj)
  %m8 = load i8, i8* @m8
  %p8 = load i8, i8* @p8
  %q0 = call i64 @preds(i8 %m8, i8 %p8)
  %q1 = call i64 @preds(i8 %p8, i8 %m8)
  %q2 = call i64 @predsk(i8 %m8)
  %q3 = call i64 @predsk(i8 %p8)
  %p4 = getelementptr [22 x i8], [22 x i8]* @fmt4, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p4, i64 %q0, i64 %q1, i64 %q2, i64 %q3)
  ; shifts by constants
  %x8 = load i8, i8* @x8
  %x32 = load i32, i32* @x32
  %x64 = load i64, i64* @x64
  %sh1 = shl nuw i32 %x32, 7
  %sh1z = zext i32 %sh1 to i64
  %sh2 = lshr i8 -2, 0
  %sh2z = zext i8 %sh2 to i64
  %sh3 = lshr exact i32 %x32, 1
  %sh3z = zext i32 %sh3 to i64
  %sh4 = ashr i8 %x8, 7
  %sh4z = zext i8 %sh4 to i64
  %sh5 = ashr i64 -1, 63
  %sh6 = shl nsw i8 %x8, 0
  %sh6z = zext i8 %sh6 to i64
  %sh7 = lshr i64 %x64, 0
  %p5 = getelementptr [35 x i8], [35 x i8]* @fmt5, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p5, i64 %sh1z, i64 %sh2z, i64 %sh3z, i64 %sh4z, i64 %sh5, i64 %sh6z, i64 %sh7)
  ; funnel shifts: by 0, in range, and modulo the width
  %f1 = call i32 @llvm.fshl.i32(i32 2882400171, i32 %x32, i32 32)
  %f1z = zext i32 %f1 to i64
  %f2 = call i32 @llvm.fshr.i32(i32 %x32, i32 7, i32 36)
  %f2z = zext i32 %f2 to i64
  %f3 = call i8 @llvm.fshl.i8(i8 %x8, i8 %x8, i8 1)
  %f3z = zext i8 %f3 to i64
  %f4 = call i8 @llvm.fshr.i8(i8 3, i8 %x8, i8 10)
  %f4z = zext i8 %f4 to i64
  %f5 = call i8 @llvm.fshl.i8(i8 3, i8 %x8, i8 10)
  %f5z = zext i8 %f5 to i64
  %f6 = call i8 @llvm.fshr.i8(i8 %x8, i8 170, i8 0)
  %f6z = zext i8 %f6 to i64
  %f7 = call i64 @llvm.fshl.i64(i64 -7046029254386353131, i64 -7046029254386353131, i64 17)
  %p6 = getelementptr [36 x i8], [36 x i8]* @fmt6, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p6, i64 %f1z, i64 %f2z, i64 %f3z, i64 %f4z, i64 %f5z, i64 %f6z, i64 %f7)
  ; nuw arithmetic at the edges, no flag broken
  %g1 = add nuw i8 %x8, 126
  %g1z = zext i8 %g1 to i64
  %g2 = sub nuw i8 %x8, %x8
  %g2z = zext i8 %g2 to i64
  %g3 = sub nuw nsw i32 %x32, 0
  %g3z = zext i32 %g3 to i64
  %x16 = load i16, i16* @x16
  %g4 = add nuw i16 %x16, 32768
  %g4z = zext i16 %g4 to i64
  %g5 = add nuw i64 %x64, -2
  %g6 = mul nuw i32 65535, 65535
  %g6z = zext i32 %g6 to i64
  %g7 = mul nuw nsw i8 %p8, 127
  %g7z = zext i8 %g7 to i64
  %p7 = getelementptr [35 x i8], [35 x i8]* @fmt7, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %p7, i64 %g1z, i64 %g2z, i64 %g3z, i64 %g4z, i64 %g5, i64 %g6z, i64 %g7z)
  ret i32 0
}

define i32 @ovf_add_nuw8() {
  %x = load i8, i8* @x8
  %r = add nuw i8 %x, %x
  %c = icmp eq i8 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_add_nuwk64() {
  %x = load i64, i64* @x64
  %r = add nuw i64 %x, -1
  %c = icmp eq i64 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_add_nsw16() {
  %x = load i16, i16* @x16
  %r = add nuw nsw i16 %x, 1
  %c = icmp eq i16 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_sub_nuw32() {
  %x = load i32, i32* @x32
  %y = load i64, i64* @x64
  %y32 = trunc i64 %y to i32
  %r = sub nuw i32 %y32, %x
  %c = icmp eq i32 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_sub_nuwk8() {
  %x = load i8, i8* @p8
  %r = sub nuw i8 %x, 2
  %c = icmp eq i8 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_mul_nuw32() {
  %x = load i32, i32* @x32
  %r = mul nuw i32 %x, %x
  %c = icmp eq i32 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_mul_nuwk16() {
  %x = load i16, i16* @x16
  %r = mul nuw i16 %x, 3
  %c = icmp eq i16 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_shl_nuw8() {
  %x = load i8, i8* @x8
  %r = shl nuw i8 %x, 1
  %c = icmp eq i8 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_shl_nsw8() {
  %x = load i8, i8* @p8
  %r = shl nsw i8 %x, 7
  %c = icmp eq i8 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_lshr_exact32() {
  %x = load i32, i32* @x32
  %r = lshr exact i32 %x, 4
  %c = icmp eq i32 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_ashr_exact16() {
  %x = load i16, i16* @x16
  %r = ashr exact i16 %x, 1
  %c = icmp eq i16 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

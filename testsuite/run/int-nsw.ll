; The integer ops' fast forms (lower.c, vm.c): nsw alone has its own ops
; (ADDN, SUBN, MULN and their immediate forms), checked by shifting the
; operands to the top of 64 bits.  Results at the edges of each width
; must be exact, and each overflow must make poison (branching on it is
; undefined behaviour).  --trace=exec lowers to the general ops: the
; same results.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: status 0
; Each overflow, in the fast and the general forms:
; RUN: sh -c '%ehi run --entry ovf_add8 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_add8 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_addk8 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_addk8 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_sub16 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_sub16 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_subk16 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_subk16 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mul32 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mul32 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mulk32 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mulk32 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mul64 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mul64 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mulk64 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mulk64 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_add64 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_add64 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_sub64 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_sub64 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mul8 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mul8 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_mulk8 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_mulk8 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; RUN: sh -c '%ehi run --entry ovf_subk32 %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; RUN: sh -c '%ehi run --trace=exec --entry ovf_subk32 %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOVF
; OVF: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; OVF: status 66
; TOVF: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a0 = global i8 127
@b0 = global i8 -128
@a1 = global i8 -100
@a2 = global i16 -32768
@b2 = global i16 -1
@a3 = global i16 32766
@a4 = global i32 -65536
@b4 = global i32 32768
@a5 = global i32 -1
@a6 = global i64 4294967296
@b6 = global i64 2147483647
@a7 = global i64 -4611686018427387904
@a8 = global i64 9223372036854775806
@a9 = global i64 -9223372036854775807
@b9 = global i64 1
@a10 = global i8 -128
@b10 = global i8 1
@a11 = global i8 -1
@a12 = global i1 0
@b12 = global i1 -1
@a13 = global i24 8388607
@a14 = global i24 -4096
@b14 = global i24 2048
@a15 = global i8 -56
@a16 = global i16 300
@b16 = global i16 300

define i32 @main() {
entry:
  %var = alloca i64, align 8
  %x0 = load i8, ptr @a0
  %y0 = load i8, ptr @b0
  %r0 = add nsw i8 %x0, %y0
  %e0 = sext i8 %r0 to i64
  %v0 = add nsw i8 %x0, %y0
  %ve0 = sext i8 %v0 to i64
  store i64 %ve0, ptr %var, align 8
  %l0 = load i64, ptr %var, align 8
  %c0 = icmp ne i64 %e0, -1
  %d0 = icmp ne i64 %l0, -1
  %o0 = or i1 %c0, %d0
  br i1 %o0, label %bad0, label %next0
bad0:
  ret i32 1
next0:
  %x1 = load i8, ptr @a1
  %r1 = add nsw i8 %x1, -28
  %e1 = sext i8 %r1 to i64
  %v1 = add nsw i8 %x1, -28
  %ve1 = sext i8 %v1 to i64
  store i64 %ve1, ptr %var, align 8
  %l1 = load i64, ptr %var, align 8
  %c1 = icmp ne i64 %e1, -128
  %d1 = icmp ne i64 %l1, -128
  %o1 = or i1 %c1, %d1
  br i1 %o1, label %bad1, label %next1
bad1:
  ret i32 2
next1:
  %x2 = load i16, ptr @a2
  %y2 = load i16, ptr @b2
  %r2 = sub nsw i16 %x2, %y2
  %e2 = sext i16 %r2 to i64
  %v2 = sub nsw i16 %x2, %y2
  %ve2 = sext i16 %v2 to i64
  store i64 %ve2, ptr %var, align 8
  %l2 = load i64, ptr %var, align 8
  %c2 = icmp ne i64 %e2, -32767
  %d2 = icmp ne i64 %l2, -32767
  %o2 = or i1 %c2, %d2
  br i1 %o2, label %bad2, label %next2
bad2:
  ret i32 3
next2:
  %x3 = load i16, ptr @a3
  %r3 = sub nsw i16 %x3, -1
  %e3 = sext i16 %r3 to i64
  %v3 = sub nsw i16 %x3, -1
  %ve3 = sext i16 %v3 to i64
  store i64 %ve3, ptr %var, align 8
  %l3 = load i64, ptr %var, align 8
  %c3 = icmp ne i64 %e3, 32767
  %d3 = icmp ne i64 %l3, 32767
  %o3 = or i1 %c3, %d3
  br i1 %o3, label %bad3, label %next3
bad3:
  ret i32 4
next3:
  %x4 = load i32, ptr @a4
  %y4 = load i32, ptr @b4
  %r4 = mul nsw i32 %x4, %y4
  %e4 = sext i32 %r4 to i64
  %v4 = mul nsw i32 %x4, %y4
  %ve4 = sext i32 %v4 to i64
  store i64 %ve4, ptr %var, align 8
  %l4 = load i64, ptr %var, align 8
  %c4 = icmp ne i64 %e4, -2147483648
  %d4 = icmp ne i64 %l4, -2147483648
  %o4 = or i1 %c4, %d4
  br i1 %o4, label %bad4, label %next4
bad4:
  ret i32 5
next4:
  %x5 = load i32, ptr @a5
  %r5 = mul nsw i32 %x5, -2147483647
  %e5 = sext i32 %r5 to i64
  %v5 = mul nsw i32 %x5, -2147483647
  %ve5 = sext i32 %v5 to i64
  store i64 %ve5, ptr %var, align 8
  %l5 = load i64, ptr %var, align 8
  %c5 = icmp ne i64 %e5, 2147483647
  %d5 = icmp ne i64 %l5, 2147483647
  %o5 = or i1 %c5, %d5
  br i1 %o5, label %bad5, label %next5
bad5:
  ret i32 6
next5:
  %x6 = load i64, ptr @a6
  %y6 = load i64, ptr @b6
  %r6 = mul nsw i64 %x6, %y6
  %e6 = or i64 %r6, 0
  %v6 = mul nsw i64 %x6, %y6
  %ve6 = or i64 %v6, 0
  store i64 %ve6, ptr %var, align 8
  %l6 = load i64, ptr %var, align 8
  %c6 = icmp ne i64 %e6, 9223372032559808512
  %d6 = icmp ne i64 %l6, 9223372032559808512
  %o6 = or i1 %c6, %d6
  br i1 %o6, label %bad6, label %next6
bad6:
  ret i32 7
next6:
  %x7 = load i64, ptr @a7
  %r7 = mul nsw i64 %x7, 2
  %e7 = or i64 %r7, 0
  %v7 = mul nsw i64 %x7, 2
  %ve7 = or i64 %v7, 0
  store i64 %ve7, ptr %var, align 8
  %l7 = load i64, ptr %var, align 8
  %c7 = icmp ne i64 %e7, -9223372036854775808
  %d7 = icmp ne i64 %l7, -9223372036854775808
  %o7 = or i1 %c7, %d7
  br i1 %o7, label %bad7, label %next7
bad7:
  ret i32 8
next7:
  %x8 = load i64, ptr @a8
  %r8 = add nsw i64 %x8, 1
  %e8 = or i64 %r8, 0
  %v8 = add nsw i64 %x8, 1
  %ve8 = or i64 %v8, 0
  store i64 %ve8, ptr %var, align 8
  %l8 = load i64, ptr %var, align 8
  %c8 = icmp ne i64 %e8, 9223372036854775807
  %d8 = icmp ne i64 %l8, 9223372036854775807
  %o8 = or i1 %c8, %d8
  br i1 %o8, label %bad8, label %next8
bad8:
  ret i32 9
next8:
  %x9 = load i64, ptr @a9
  %y9 = load i64, ptr @b9
  %r9 = sub nsw i64 %x9, %y9
  %e9 = or i64 %r9, 0
  %v9 = sub nsw i64 %x9, %y9
  %ve9 = or i64 %v9, 0
  store i64 %ve9, ptr %var, align 8
  %l9 = load i64, ptr %var, align 8
  %c9 = icmp ne i64 %e9, -9223372036854775808
  %d9 = icmp ne i64 %l9, -9223372036854775808
  %o9 = or i1 %c9, %d9
  br i1 %o9, label %bad9, label %next9
bad9:
  ret i32 10
next9:
  %x10 = load i8, ptr @a10
  %y10 = load i8, ptr @b10
  %r10 = mul nsw i8 %x10, %y10
  %e10 = sext i8 %r10 to i64
  %v10 = mul nsw i8 %x10, %y10
  %ve10 = sext i8 %v10 to i64
  store i64 %ve10, ptr %var, align 8
  %l10 = load i64, ptr %var, align 8
  %c10 = icmp ne i64 %e10, -128
  %d10 = icmp ne i64 %l10, -128
  %o10 = or i1 %c10, %d10
  br i1 %o10, label %bad10, label %next10
bad10:
  ret i32 11
next10:
  %x11 = load i8, ptr @a11
  %r11 = mul nsw i8 %x11, 127
  %e11 = sext i8 %r11 to i64
  %v11 = mul nsw i8 %x11, 127
  %ve11 = sext i8 %v11 to i64
  store i64 %ve11, ptr %var, align 8
  %l11 = load i64, ptr %var, align 8
  %c11 = icmp ne i64 %e11, -127
  %d11 = icmp ne i64 %l11, -127
  %o11 = or i1 %c11, %d11
  br i1 %o11, label %bad11, label %next11
bad11:
  ret i32 12
next11:
  %x12 = load i1, ptr @a12
  %y12 = load i1, ptr @b12
  %r12 = add nsw i1 %x12, %y12
  %e12 = sext i1 %r12 to i64
  %v12 = add nsw i1 %x12, %y12
  %ve12 = sext i1 %v12 to i64
  store i64 %ve12, ptr %var, align 8
  %l12 = load i64, ptr %var, align 8
  %c12 = icmp ne i64 %e12, -1
  %d12 = icmp ne i64 %l12, -1
  %o12 = or i1 %c12, %d12
  br i1 %o12, label %bad12, label %next12
bad12:
  ret i32 13
next12:
  %x13 = load i24, ptr @a13
  %r13 = add nsw i24 %x13, -1
  %e13 = sext i24 %r13 to i64
  %v13 = add nsw i24 %x13, -1
  %ve13 = sext i24 %v13 to i64
  store i64 %ve13, ptr %var, align 8
  %l13 = load i64, ptr %var, align 8
  %c13 = icmp ne i64 %e13, 8388606
  %d13 = icmp ne i64 %l13, 8388606
  %o13 = or i1 %c13, %d13
  br i1 %o13, label %bad13, label %next13
bad13:
  ret i32 14
next13:
  %x14 = load i24, ptr @a14
  %y14 = load i24, ptr @b14
  %r14 = mul nsw i24 %x14, %y14
  %e14 = sext i24 %r14 to i64
  %v14 = mul nsw i24 %x14, %y14
  %ve14 = sext i24 %v14 to i64
  store i64 %ve14, ptr %var, align 8
  %l14 = load i64, ptr %var, align 8
  %c14 = icmp ne i64 %e14, -8388608
  %d14 = icmp ne i64 %l14, -8388608
  %o14 = or i1 %c14, %d14
  br i1 %o14, label %bad14, label %next14
bad14:
  ret i32 15
next14:
  %x15 = load i8, ptr @a15
  %r15 = add i8 %x15, 100
  %e15 = sext i8 %r15 to i64
  %v15 = add i8 %x15, 100
  %ve15 = sext i8 %v15 to i64
  store i64 %ve15, ptr %var, align 8
  %l15 = load i64, ptr %var, align 8
  %c15 = icmp ne i64 %e15, 44
  %d15 = icmp ne i64 %l15, 44
  %o15 = or i1 %c15, %d15
  br i1 %o15, label %bad15, label %next15
bad15:
  ret i32 16
next15:
  %x16 = load i16, ptr @a16
  %y16 = load i16, ptr @b16
  %r16 = mul i16 %x16, %y16
  %e16 = sext i16 %r16 to i64
  %v16 = mul i16 %x16, %y16
  %ve16 = sext i16 %v16 to i64
  store i64 %ve16, ptr %var, align 8
  %l16 = load i64, ptr %var, align 8
  %c16 = icmp ne i64 %e16, 24464
  %d16 = icmp ne i64 %l16, 24464
  %o16 = or i1 %c16, %d16
  br i1 %o16, label %bad16, label %next16
bad16:
  ret i32 17
next16:
  ret i32 0
}

@oa_add8 = global i8 127
@ob_add8 = global i8 1
define i32 @ovf_add8() {
  %x = load i8, ptr @oa_add8
  %y = load i8, ptr @ob_add8
  %r = add nsw i8 %x, %y
  %c = icmp slt i8 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_addk8 = global i8 127
define i32 @ovf_addk8() {
  %x = load i8, ptr @oa_addk8
  %r = add nsw i8 %x, 1
  %c = icmp slt i8 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_sub16 = global i16 -32768
@ob_sub16 = global i16 1
define i32 @ovf_sub16() {
  %x = load i16, ptr @oa_sub16
  %y = load i16, ptr @ob_sub16
  %r = sub nsw i16 %x, %y
  %c = icmp slt i16 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_subk16 = global i16 -32768
define i32 @ovf_subk16() {
  %x = load i16, ptr @oa_subk16
  %r = sub nsw i16 %x, 1
  %c = icmp slt i16 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mul32 = global i32 65536
@ob_mul32 = global i32 32768
define i32 @ovf_mul32() {
  %x = load i32, ptr @oa_mul32
  %y = load i32, ptr @ob_mul32
  %r = mul nsw i32 %x, %y
  %c = icmp slt i32 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mulk32 = global i32 -2147483648
define i32 @ovf_mulk32() {
  %x = load i32, ptr @oa_mulk32
  %r = mul nsw i32 %x, -1
  %c = icmp slt i32 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mul64 = global i64 4294967296
@ob_mul64 = global i64 2147483648
define i32 @ovf_mul64() {
  %x = load i64, ptr @oa_mul64
  %y = load i64, ptr @ob_mul64
  %r = mul nsw i64 %x, %y
  %c = icmp slt i64 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mulk64 = global i64 4611686018427387904
define i32 @ovf_mulk64() {
  %x = load i64, ptr @oa_mulk64
  %r = mul nsw i64 %x, 2
  %c = icmp slt i64 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_add64 = global i64 9223372036854775807
@ob_add64 = global i64 1
define i32 @ovf_add64() {
  %x = load i64, ptr @oa_add64
  %y = load i64, ptr @ob_add64
  %r = add nsw i64 %x, %y
  %c = icmp slt i64 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_sub64 = global i64 -9223372036854775808
@ob_sub64 = global i64 1
define i32 @ovf_sub64() {
  %x = load i64, ptr @oa_sub64
  %y = load i64, ptr @ob_sub64
  %r = sub nsw i64 %x, %y
  %c = icmp slt i64 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mul8 = global i8 -1
@ob_mul8 = global i8 -128
define i32 @ovf_mul8() {
  %x = load i8, ptr @oa_mul8
  %y = load i8, ptr @ob_mul8
  %r = mul nsw i8 %x, %y
  %c = icmp slt i8 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_mulk8 = global i8 16
define i32 @ovf_mulk8() {
  %x = load i8, ptr @oa_mulk8
  %r = mul nsw i8 %x, 8
  %c = icmp slt i8 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

@oa_subk32 = global i32 -2147483648
define i32 @ovf_subk32() {
  %x = load i32, ptr @oa_subk32
  %r = sub nsw i32 %x, 1
  %c = icmp slt i32 %r, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

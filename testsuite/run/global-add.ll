; g += k on a global (lower.c: a load, an add or sub of an immediate and
; a store back, as one op ADDG): the sum wraps at the global's width, and
; poison from nsw goes to memory as a plain value; a constant global is
; still read-only.  --trace=exec runs the three instructions: the same.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
; RUN: sh -c '%ehi run --entry toconst %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CONST
; RUN: sh -c '%ehi run --trace=exec --entry toconst %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CONST
; CONST: ehi: fault: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is a constant global; it is inside global 'c' of 4 bytes
; CONST: status 139
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g8 = global i8 -6
@g16 = global i16 2
@g32 = global i32 0
@g64 = global i64 9223372036854775807
@pair = global [2 x i32] [i32 7, i32 -7]
@c = constant i32 5

define i32 @main() {
  %a = load i8, ptr @g8, align 1
  %a1 = add i8 %a, 10                          ; 250 + 10 = 4
  store i8 %a1, ptr @g8, align 1
  %b = load i16, ptr @g16, align 2
  %b1 = sub i16 %b, 3                          ; -1
  store i16 %b1, ptr @g16, align 2
  %c = load i32, ptr @g32, align 4
  %c1 = add nsw i32 -1, %c                     ; -1
  store i32 %c1, ptr @g32, align 4
  %d = load i64, ptr @g64, align 8
  %d1 = add nsw i64 %d, 1                      ; poison, stored: INT64_MIN
  store i64 %d1, ptr @g64, align 8
  %p1 = getelementptr [2 x i32], ptr @pair, i64 0, i64 1
  %e = load i32, ptr %p1, align 4
  %e1 = add i32 %e, 100                        ; 93
  store i32 %e1, ptr %p1, align 4
  ; the loaded value used again: no fusion, the same result
  %f = load i32, ptr @pair, align 4
  %f1 = add i32 %f, 1
  store i32 %f1, ptr @pair, align 4            ; 8
  %f2 = add i32 %f, %f1                        ; 15
  %ra = load i8, ptr @g8, align 1
  %rb = load i16, ptr @g16, align 2
  %rc = load i32, ptr @g32, align 4
  %rd = load i64, ptr @g64, align 8
  %re = load i32, ptr %p1, align 4
  %rf = load i32, ptr @pair, align 4
  %ka = icmp ne i8 %ra, 4
  %kb = icmp ne i16 %rb, -1
  %kc = icmp ne i32 %rc, -1
  %kd = icmp ne i64 %rd, -9223372036854775808
  %ke = icmp ne i32 %re, 93
  %kf = icmp ne i32 %rf, 8
  %kg = icmp ne i32 %f2, 15
  %o1 = or i1 %ka, %kb
  %o2 = or i1 %o1, %kc
  %o3 = or i1 %o2, %kd
  %o4 = or i1 %o3, %ke
  %o5 = or i1 %o4, %kf
  %o6 = or i1 %o5, %kg
  %r = zext i1 %o6 to i32
  ret i32 %r
}

define i32 @toconst() {
  %x = load i32, ptr @c, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr @c, align 4
  ret i32 0
}

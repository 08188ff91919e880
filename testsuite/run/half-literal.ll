; half and bfloat literals written as a double convert as the run-time
; fptrunc does: one conversion (interp/ir/fp16.c), rounded once, a NaN's
; payload kept (its top bits).  Each line prints a literal's bits, then
; the fptrunc at run time of the same double (loaded from memory, so
; nothing folds it).
;
; 1: half 0x7FF8040000000000, a quiet NaN with payload: the top ten bits
;    of the double's 52-bit fraction, 10 0000 0001, give 0x7E01.  Before
;    the parser shared the VM's conversion it dropped the payload (0x7E00).
; CHECK: 1: lit 7e01 fptrunc 7e01
; 2: bfloat 0x7FF9000000000000: top seven fraction bits 100 1000: 0x7FC8.
; CHECK-NEXT: 2: lit 7fc8 fptrunc 7fc8
; 3: half 0x7FF4000000000000, a signaling NaN (quiet bit clear, payload
;    01 0000 0000).  The conversion quietens it (IEEE 754 6.2: an operation
;    on a signaling NaN delivers a quiet NaN): 0x7F00 at run time.  A
;    literal stays signaling, as LLVM's parser makes it: 0x7D00.
; CHECK-NEXT: 3: lit 7d00 fptrunc 7f00
; 4: the same for bfloat: literal 0x7FA0, fptrunc 0x7FE0.
; CHECK-NEXT: 4: lit 7fa0 fptrunc 7fe0
; 5: 1 + 2^-11 + 2^-52 to half rounds once, up, to 1 + 2^-10 = 0x3C01;
;    through float first it would be a tie and round to even, 1.0 (0x3C00).
;    Not exact, so as a literal it is an error (parse/half-hex-double-rounds.ll).
; CHECK-NEXT: 5: fptrunc 3c01
; 6: 1 + 2^-8 + 2^-52 to bfloat: once 0x3F81, through float 0x3F80.
; CHECK-NEXT: 6: fptrunc 3f81
;
; The same values from clang-19 on x86_64 ((_Float16) of a volatile double:
; 7e01, 7f00, 3c01) and from opt-19 -passes=instcombine folding the same
; fptrunc (0xH7E01, 0xR7FC8, 0xH7F00, 0xR7FE0, 0xH3C01, 0xR3F81); LLVM 19
; (and 14) print the literals as ehi does:
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi print %s | FileCheck --check-prefix=PRINT %s
; RUN: %opt19 -S %s -o - | FileCheck --check-prefix=PRINT %s
; PRINT: @h.qnan = global half 0xH7E01
; PRINT: @b.qnan = global bfloat 0xR7FC8
; PRINT: @h.snan = global half 0xH7D00
; PRINT: @b.snan = global bfloat 0xR7FA0
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h.qnan = global half 0x7FF8040000000000
@b.qnan = global bfloat 0x7FF9000000000000
@h.snan = global half 0x7FF4000000000000
@b.snan = global bfloat 0x7FF4000000000000
@d.qnan = global double 0x7FF8040000000000
@d.qnanb = global double 0x7FF9000000000000
@d.snan = global double 0x7FF4000000000000
@d.once = global double 0x3FF0020000000001
@d.onceb = global double 0x3FF0100000000001

@.both = private unnamed_addr constant [27 x i8] c"%d: lit %04x fptrunc %04x\0A\00"
@.one = private unnamed_addr constant [18 x i8] c"%d: fptrunc %04x\0A\00"

declare i32 @printf(ptr, ...)

define i32 @half_bits(ptr %p) {
  %d = load double, ptr %p
  %h = fptrunc double %d to half
  %b = bitcast half %h to i16
  %w = zext i16 %b to i32
  ret i32 %w
}

define i32 @bfloat_bits(ptr %p) {
  %d = load double, ptr %p
  %h = fptrunc double %d to bfloat
  %b = bitcast bfloat %h to i16
  %w = zext i16 %b to i32
  ret i32 %w
}

define i32 @lit_bits(ptr %p) {
  %b = load i16, ptr %p
  %w = zext i16 %b to i32
  ret i32 %w
}

define i32 @main() {
  %l1 = call i32 @lit_bits(ptr @h.qnan)
  %r1 = call i32 @half_bits(ptr @d.qnan)
  call i32 (ptr, ...) @printf(ptr @.both, i32 1, i32 %l1, i32 %r1)
  %l2 = call i32 @lit_bits(ptr @b.qnan)
  %r2 = call i32 @bfloat_bits(ptr @d.qnanb)
  call i32 (ptr, ...) @printf(ptr @.both, i32 2, i32 %l2, i32 %r2)
  %l3 = call i32 @lit_bits(ptr @h.snan)
  %r3 = call i32 @half_bits(ptr @d.snan)
  call i32 (ptr, ...) @printf(ptr @.both, i32 3, i32 %l3, i32 %r3)
  %l4 = call i32 @lit_bits(ptr @b.snan)
  %r4 = call i32 @bfloat_bits(ptr @d.snan)
  call i32 (ptr, ...) @printf(ptr @.both, i32 4, i32 %l4, i32 %r4)
  %r5 = call i32 @half_bits(ptr @d.once)
  call i32 (ptr, ...) @printf(ptr @.one, i32 5, i32 %r5)
  %r6 = call i32 @bfloat_bits(ptr @d.onceb)
  call i32 (ptr, ...) @printf(ptr @.one, i32 6, i32 %r6)
  ret i32 0
}

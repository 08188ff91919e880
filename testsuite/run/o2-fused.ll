; -O2's shapes, fused (lower_inst.c, lower_peep.c, vm.c): an icmp fused
; into its block's branch across the instructions between them (and a
; loop value then kept out of its phi's register), a select on an icmp as
; one op (SELCMP: clamps, min, max; registers, immediates, unsigned,
; pointers, i8), a mul by a constant and the add after it (MADDK; one of
; them computed into its phi's register), i64 add/sub nuw (nsw) at the
; edges of their flags (ADDF64, SUBF64, ADDFK64).  The output is a native
; run's (clang-14 on this file, x86_64); --trace=exec lowers to the
; general ops: the same.
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi run --trace=exec %s 2>/dev/null | FileCheck %s
; CHECK: fused 999 1000 313 313 1574957873 1000
; CHECK-NEXT: loop2 11 177147
; CHECK-NEXT: select 18446744073709550616 1000 17 4096 2 6 0
; CHECK-NEXT: madd 9223372036854775775 1007 59
; CHECK-NEXT: flags64 9223372036854775807 0 18446744073709551615
; Each broken flag or poison operand, in the fused and the general forms:
; poison, and the branch on it undefined behaviour.
; RUN: sh -c 'for f in add_nuw_nsw64 add_nuw64 sub_nuwk64 select_cmp madd fused_across; do %ehi run --entry ovf_$f %s; echo "$f $?"; %ehi run --trace=exec --entry ovf_$f %s 2>/dev/null; echo "general $?"; done' 2>&1 | FileCheck %s --check-prefix=OVF
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: add_nuw_nsw64 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: add_nuw64 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: sub_nuwk64 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: select_cmp 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: madd 66
; OVF-NEXT: general 66
; OVF: branch on a poison or undef condition [X-UB-1]
; OVF: fused_across 66
; OVF-NEXT: general 66
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@n = global i64 1000
@big = global i64 9223372036854775807
@neg = global i64 -2
@one = global i64 1
@buf = global [16 x i8] c"abcabcabcabcabc\00"
@fmt1 = private constant [31 x i8] c"fused %lu %lu %lu %lu %lu %lu\0A\00"
@fmt2 = private constant [36 x i8] c"select %lu %lu %lu %lu %lu %lu %lu\0A\00"
@fmt3 = private constant [18 x i8] c"madd %lu %lu %lu\0A\00"
@fmt5 = private constant [15 x i8] c"loop2 %lu %lu\0A\00"
@fmt4 = private constant [21 x i8] c"flags64 %lu %lu %lu\0A\00"

declare i32 @printf(i8*, ...)

; min and max of v and k in both signednesses and the sign-flip pairs
define i64 @clamp(i64 %v, i64 %lo, i64 %hi) {
  %c1 = icmp sgt i64 %v, %lo
  %m1 = select i1 %c1, i64 %v, i64 %lo
  %c2 = icmp slt i64 %m1, %hi
  %m2 = select i1 %c2, i64 %m1, i64 %hi
  ret i64 %m2
}

define i32 @main() {
entry:
  %n = load i64, i64* @n
  br label %loop

; a compare read before values computed into the phis' registers, the
; branch on it after them: the compare fuses into the branch across them
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %u = phi i32 [ 5, %entry ], [ %u.next, %loop ]
  %done = icmp eq i64 %i, 999
  %i.next = add nuw nsw i64 %i, 1
  %p = getelementptr [16 x i8], [16 x i8]* @buf, i64 0, i64 %i
  %lowbits = and i64 %i, 15
  %q = getelementptr [16 x i8], [16 x i8]* @buf, i64 0, i64 %lowbits
  %ch = load i8, i8* %q
  %isa = icmp eq i8 %ch, 97
  %z = zext i1 %isa to i64
  %s.next = add nuw nsw i64 %s, %z
  %u.x = trunc i64 %i to i32
  %u.y = mul i32 %u, 33
  %u.next = add i32 %u.y, %u.x
  br i1 %done, label %exit, label %loop

exit:
  %u64 = zext i32 %u.next to i64
  %f1 = getelementptr [31 x i8], [31 x i8]* @fmt1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f1, i64 %i, i64 %i.next, i64 %s, i64 %s.next, i64 %u64, i64 %n)
  br label %loop2

; the compare reads acc before acc's next value is made, the branch on it
; comes after: fused into the branch, acc.next not in acc's register
loop2:
  %j = phi i64 [ 0, %exit ], [ %j.next, %loop2 ]
  %acc = phi i64 [ 1, %exit ], [ %acc.next, %loop2 ]
  %stop = icmp ugt i64 %acc, 100000
  %acc.next = mul i64 %acc, 3
  %j.next = add nuw nsw i64 %j, 1
  br i1 %stop, label %exit2, label %loop2

exit2:
  %f5 = getelementptr [15 x i8], [15 x i8]* @fmt5, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f5, i64 %j, i64 %acc)
  ; clamps (SELCMP): registers, immediates, unsigned, pointers
  %a1 = call i64 @clamp(i64 -5000, i64 -1000, i64 1000)
  %a2 = call i64 @clamp(i64 5000, i64 -1000, i64 1000)
  %a3 = call i64 @clamp(i64 17, i64 -1000, i64 1000)
  %big = load i64, i64* @big
  %cu = icmp ult i64 %big, 4096
  %mu = select i1 %cu, i64 %big, i64 4096
  %ck = icmp sle i64 %big, -1
  %mk = select i1 %ck, i64 1, i64 2
  %pa = getelementptr [16 x i8], [16 x i8]* @buf, i64 0, i64 3
  %pb = getelementptr [16 x i8], [16 x i8]* @buf, i64 0, i64 9
  %cp = icmp ugt i8* %pa, %pb
  %mp = select i1 %cp, i8* %pa, i8* %pb
  %dp = ptrtoint i8* %mp to i64
  %db = ptrtoint i8* %pa to i64
  %dd = sub i64 %dp, %db
  %neg = load i64, i64* @neg
  %c8 = trunc i64 %neg to i8
  %cs = icmp sgt i8 %c8, 0
  %m8 = select i1 %cs, i8 %c8, i8 0
  %m8z = zext i8 %m8 to i64
  %f2 = getelementptr [36 x i8], [36 x i8]* @fmt2, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f2, i64 %a1, i64 %a2, i64 %a3, i64 %mu, i64 %mk, i64 %dd, i64 %m8z)
  ; multiply-add on i64, i32 (wrapping) and i8
  %x1 = mul i64 %big, 31
  %x2 = add i64 %x1, %neg
  %y0 = trunc i64 %big to i32
  %n32 = trunc i64 %n to i32
  %y1 = mul i32 %y0, -7
  %y2 = add i32 %n32, %y1
  %y64 = zext i32 %y2 to i64
  %z0 = trunc i64 %neg to i8
  %z1 = mul i8 %z0, 100
  %z2 = add i8 %z1, 3
  %z64 = zext i8 %z2 to i64
  %f3 = getelementptr [18 x i8], [18 x i8]* @fmt3, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f3, i64 %x2, i64 %y64, i64 %z64)
  ; i64 nuw/nsw that hold at their edges
  %one = load i64, i64* @one
  %e1 = add nuw nsw i64 %big, 0
  %e2 = sub nuw nsw i64 %big, %big
  %e3 = add nuw i64 %neg, %one
  %f4 = getelementptr [21 x i8], [21 x i8]* @fmt4, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f4, i64 %e1, i64 %e2, i64 %e3)
  ret i32 0
}

; broken flags and poison operands: poison, and the branch on it undefined
define i32 @ovf_add_nuw_nsw64() {
  %x = load i64, i64* @big
  %y = load i64, i64* @one
  %r = add nuw nsw i64 %x, %y
  %c = icmp eq i64 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_add_nuw64() {
  %x = load i64, i64* @neg
  %y = load i64, i64* @neg
  %r = add nuw i64 %x, %y
  %c = icmp eq i64 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_sub_nuwk64() {
  %x = load i64, i64* @one
  %r = sub nuw nsw i64 %x, 2
  %c = icmp eq i64 %r, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_select_cmp() {
  %x = load i64, i64* @big
  %p = add nsw i64 %x, 1
  %c = icmp sgt i64 %p, 0
  %m = select i1 %c, i64 %x, i64 0
  %d = icmp eq i64 %m, 5
  br i1 %d, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_madd() {
  %x = load i64, i64* @big
  %p = add nsw i64 %x, 1
  %m = mul i64 %p, 3
  %r = add i64 %m, %x
  %d = icmp eq i64 %r, 5
  br i1 %d, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @ovf_fused_across() {
  %x = load i64, i64* @big
  %p = add nsw i64 %x, 1
  %c = icmp eq i64 %p, 5
  %q = add i64 %x, 1
  %g = getelementptr [16 x i8], [16 x i8]* @buf, i64 0, i64 1
  %l = load i8, i8* %g
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; -O2's short-circuit conditions (lower_peep.c, lw_logic_branch): a
; conditional branch on `select i1 %a, i1 true, i1 %b` (a || b) or
; `select i1 %a, i1 %b, i1 false` (a && b) becomes a branch on %a and, when
; %a leaves the choice to %b, one on %b (each a fused compare when it is an
; icmp used only there).  Both targets with and without phi copies; a
; condition that is an argument, not a compare; pointer compares (made
; before the branches, as the select's own compare would be); a loop whose second
; condition reads the phi that the next value goes into.  The output is a
; native run's (clang-14 on this file, x86_64); --trace=exec lowers to the
; general ops: the same.
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi run --trace=exec %s 2>/dev/null | FileCheck %s
; CHECK: or 1 1 1 0 and 0 0 1 0
; CHECK-NEXT: flags 2 1 3 3
; CHECK-NEXT: loop 8 10
; CHECK-NEXT: ptr 1 1 0
; The select is poison only when %a is, or when %a leaves the choice to a
; poison %b (LangRef, select), and a branch on poison is undefined
; behaviour (SPEC X-UB-1); a poison %b that %a does not choose is not read.
; RUN: sh -c 'for f in or_a or_b and_a and_b; do %ehi run --entry poison_$f %s; echo "$f $?"; %ehi run --trace=exec --entry poison_$f %s 2>/dev/null; echo "general $?"; done' 2>&1 | FileCheck %s --check-prefix=UB
; UB: branch on a poison or undef condition [X-UB-1]
; UB: or_a 66
; UB-NEXT: general 66
; UB: branch on a poison or undef condition [X-UB-1]
; UB: or_b 66
; UB-NEXT: general 66
; UB: branch on a poison or undef condition [X-UB-1]
; UB: and_a 66
; UB-NEXT: general 66
; UB: branch on a poison or undef condition [X-UB-1]
; UB: and_b 66
; UB-NEXT: general 66
; RUN: sh -c 'for f in or_unread and_unread; do %ehi run --entry poison_$f %s; echo "$f $?"; %ehi run --trace=exec --entry poison_$f %s 2>/dev/null; echo "general $?"; done' 2>&1 | FileCheck %s --check-prefix=FINE
; FINE: or_unread 0
; FINE-NEXT: general 0
; FINE-NEXT: and_unread 0
; FINE-NEXT: general 0
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@big = global i64 9223372036854775807
@zero = global i64 0
@fmt1 = private constant [40 x i8] c"or %lu %lu %lu %lu and %lu %lu %lu %lu\0A\00"
@fmt2 = private constant [23 x i8] c"flags %lu %lu %lu %lu\0A\00"
@fmt3 = private constant [14 x i8] c"loop %lu %lu\0A\00"
@fmt4 = private constant [17 x i8] c"ptr %lu %lu %lu\0A\00"

declare i32 @printf(i8*, ...)

; a == -1000 || b > 999, the targets with phis
define i64 @or_cmp(i64 %a, i64 %b) {
entry:
  %c1 = icmp eq i64 %a, -1000
  %c2 = icmp sgt i64 %b, 999
  %s = select i1 %c1, i1 true, i1 %c2
  br i1 %s, label %yes, label %no
yes:
  %r1 = phi i64 [ 1, %entry ]
  ret i64 %r1
no:
  %r0 = phi i64 [ 0, %entry ]
  ret i64 %r0
}

; a < b && b != 3 (registers), the targets without phis
define i64 @and_cmp(i64 %a, i64 %b) {
entry:
  %c1 = icmp slt i64 %a, %b
  %c2 = icmp ne i64 %b, 3
  %s = select i1 %c1, i1 %c2, i1 false
  br i1 %s, label %yes, label %no
yes:
  ret i64 1
no:
  ret i64 0
}

; conditions that are arguments: 2 when taken, else 1; the second a
; compare, the first not (and the reverse), one join with a phi
define i64 @flags(i1 %p, i1 %q, i64 %v) {
entry:
  %c = icmp ugt i64 %v, 10
  %s = select i1 %p, i1 true, i1 %q
  br i1 %s, label %t, label %join
t:
  %s2 = select i1 %c, i1 %p, i1 false
  br i1 %s2, label %join, label %t2
t2:
  br label %join
join:
  %r = phi i64 [ 1, %entry ], [ 2, %t ], [ 3, %t2 ]
  ret i64 %r
}

; i counts from 0 while i < 100 && i != stop, the next i computed after
; the select and before the branch (the stop's i + 1 returned): the
; compares read the i of this round
define i64 @loop(i64 %stop) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %n, %body ]
  %c1 = icmp ult i64 %i, 100
  %c2 = icmp ne i64 %i, %stop
  %s = select i1 %c1, i1 %c2, i1 false
  %n = add i64 %i, 1
  br i1 %s, label %body, label %exit
exit:
  ret i64 %n
}

; p != null || q == p
define i64 @ptr_or(i8* %p, i8* %q) {
entry:
  %c1 = icmp ne i8* %p, null
  %c2 = icmp eq i8* %q, %p
  %s = select i1 %c1, i1 true, i1 %c2
  br i1 %s, label %yes, label %no
yes:
  ret i64 1
no:
  ret i64 0
}

define i64 @poison() {
  %b = load i64, i64* @big
  %p = add nsw i64 %b, 1
  ret i64 %p
}

define i32 @poison_or_a() {
  %p = call i64 @poison()
  %c1 = icmp eq i64 %p, 5
  %c2 = icmp eq i64 1, 1
  %s = select i1 %c1, i1 true, i1 %c2
  br i1 %s, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

define i32 @poison_or_b() {
  %p = call i64 @poison()
  %c2 = icmp eq i64 %p, 5
  %s = select i1 false, i1 true, i1 %c2
  br i1 %s, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

define i32 @poison_and_a() {
  %p = call i64 @poison()
  %c1 = icmp sgt i64 %p, 5
  %s = select i1 %c1, i1 true, i1 false
  br i1 %s, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

define i32 @poison_and_b() {
  %x = load i64, i64* @zero
  %p = call i64 @poison()
  %c1 = icmp eq i64 %x, 0
  %c2 = icmp ult i64 %p, 5
  %s = select i1 %c1, i1 %c2, i1 false
  br i1 %s, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

; %b poison and not chosen: no undefined behaviour
define i32 @poison_or_unread() {
  %x = load i64, i64* @zero
  %p = call i64 @poison()
  %c1 = icmp eq i64 %x, 0
  %c2 = icmp ult i64 %p, 5
  %s = select i1 %c1, i1 true, i1 %c2
  br i1 %s, label %y, label %n
y:
  ret i32 0
n:
  ret i32 1
}

define i32 @poison_and_unread() {
  %x = load i64, i64* @zero
  %p = call i64 @poison()
  %c1 = icmp ne i64 %x, 0
  %c2 = icmp ult i64 %p, 5
  %s = select i1 %c1, i1 %c2, i1 false
  br i1 %s, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

define i32 @main() {
  %o1 = call i64 @or_cmp(i64 -1000, i64 0)
  %o2 = call i64 @or_cmp(i64 5, i64 1000)
  %o3 = call i64 @or_cmp(i64 -1000, i64 1000)
  %o4 = call i64 @or_cmp(i64 5, i64 999)
  %a1 = call i64 @and_cmp(i64 1, i64 3)
  %a2 = call i64 @and_cmp(i64 5, i64 4)
  %a3 = call i64 @and_cmp(i64 1, i64 4)
  %a4 = call i64 @and_cmp(i64 9, i64 3)
  call i32 (i8*, ...) @printf(i8* getelementptr ([40 x i8], [40 x i8]* @fmt1, i64 0, i64 0), i64 %o1, i64 %o2, i64 %o3, i64 %o4, i64 %a1, i64 %a2, i64 %a3, i64 %a4)
  %f1 = call i64 @flags(i1 true, i1 false, i64 11)
  %f2 = call i64 @flags(i1 false, i1 false, i64 11)
  %f3 = call i64 @flags(i1 false, i1 true, i64 11)
  %f4 = call i64 @flags(i1 true, i1 true, i64 3)
  call i32 (i8*, ...) @printf(i8* getelementptr ([23 x i8], [23 x i8]* @fmt2, i64 0, i64 0), i64 %f1, i64 %f2, i64 %f3, i64 %f4)
  %l1 = call i64 @loop(i64 7)
  %l2 = call i64 @loop(i64 9)
  call i32 (i8*, ...) @printf(i8* getelementptr ([14 x i8], [14 x i8]* @fmt3, i64 0, i64 0), i64 %l1, i64 %l2)
  %bp = bitcast i64* @big to i8*
  %p1 = call i64 @ptr_or(i8* null, i8* null)
  %p2 = call i64 @ptr_or(i8* %bp, i8* null)
  %p3 = call i64 @ptr_or(i8* null, i8* %bp)
  call i32 (i8*, ...) @printf(i8* getelementptr ([17 x i8], [17 x i8]* @fmt4, i64 0, i64 0), i64 %p1, i64 %p2, i64 %p3)
  ret i32 0
}

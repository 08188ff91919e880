; The constants' registers (SPEC.md, "Native code"): one that is not
; poison or undef is clean wherever the native code is (no op writes it),
; so a loop does not test its byte each round; a poison constant's byte is
; still tested, and a select that picks it gives poison, the branch on
; that undefined behaviour (X-UB-1), with the native code and without it.
; The sum is a native run's (clang 19 -O0 on this file, x86_64).
; RUN: %ehi run %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 4950
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=POISON
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=POISON
; POISON: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; POISON-NEXT: note: the value may be poison from the `select` at {{.*}}:[[@LINE+13]]:3 in @pick
; POISON: status 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(ptr, ...)
@fmt = private constant [8 x i8] c"sum %d\0A\00"

define i32 @pick(i32 %n, i32 %bad) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %next]
  %acc = phi i32 [0, %entry], [%acc1, %next]
  %c = icmp eq i32 %i, %bad
  %v = select i1 %c, i32 poison, i32 %i
  %z = icmp sgt i32 %v, 1000
  br i1 %z, label %out, label %next
next:
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %out, label %loop
out:
  %r = phi i32 [-1, %loop], [%acc1, %next]
  ret i32 %r
}

define i32 @main(i32 %argc, ptr %argv) {
  %bad = sub i32 %argc, 2
  %b5 = mul i32 %bad, 50
  %s = call i32 @pick(i32 100, i32 %b5)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s)
  ret i32 0
}

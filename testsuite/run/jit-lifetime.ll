; llvm.lifetime.start/end as the LIFETIME op (interp/vm/ops.def), whose
; size the lowering finds once, and its JIT template (x86-64 Linux hosts:
; the J lines), which sets the shadow of an object on live stack: 100
; bytes (a string fill), 20 (overlapping words), 4.  Each run of the loop
; makes its three objects live, writes and reads them, and ends them, so
; the sum is sum(i & 255) + sum(i) + 3 * 1000 = 124716 + 499500 + 3000
; for i < 1000 (SPEC.md X-MEM-9: the markers change no value). Then
; with no argument: a store to an ended object (X-MEM-9); one: a load of
; a restarted object before any store is undef (a branch on it: X-UB-1).
; Each the same with the JIT and without (--no-jit).
; The 4 ops of @markers the JIT leaves are its allocas and the switch.
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run %s x y; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=J,OK
; RUN: sh -c '%ehi run --no-jit %s x y; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DEAD
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DEAD
; RUN: sh -c '%ehi run %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FRESH
; RUN: sh -c '%ehi run --no-jit %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FRESH
; J: [jit] @markers: 28 of 32 ops
; OK: sum 627216 1000
; OK: status 0
; DEAD: sum 627216 1000
; DEAD-NEXT: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, in a stack object outside its lifetime (before llvm.lifetime.start or after llvm.lifetime.end); it is in stack object %mid (alloca [5 x i32] in @markers) [X-MEM-9]
; DEAD: status 66
; FRESH: sum 627216 1000
; FRESH-NEXT: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; FRESH: status 66
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare i32 @printf(ptr, ...)
@.fmt = private constant [11 x i8] c"sum %u %u\0A\00"

define i32 @markers(i32 %mode) {
entry:
  %big = alloca [100 x i8], align 16
  %mid = alloca [5 x i32], align 4
  %one = alloca i32, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  call void @llvm.lifetime.start.p0(i64 100, ptr %big)
  call void @llvm.lifetime.start.p0(i64 20, ptr %mid)
  call void @llvm.lifetime.start.p0(i64 4, ptr %one)
  %r = urem i32 %i, 97
  %ix = zext i32 %r to i64
  %pb = getelementptr inbounds [100 x i8], ptr %big, i64 0, i64 %ix
  %b = trunc i32 %i to i8
  store i8 %b, ptr %pb, align 1
  %r5 = urem i32 %i, 5
  %ix5 = zext i32 %r5 to i64
  %pm = getelementptr inbounds [5 x i32], ptr %mid, i64 0, i64 %ix5
  store i32 %i, ptr %pm, align 4
  store i32 3, ptr %one, align 4
  %lb = load i8, ptr %pb, align 1
  %lm = load i32, ptr %pm, align 4
  %lo = load i32, ptr %one, align 4
  %lbz = zext i8 %lb to i32
  %t = add i32 %lbz, %lm
  %t2 = add i32 %t, %lo
  %s1 = add i32 %s, %t2
  call void @llvm.lifetime.end.p0(i64 4, ptr %one)
  call void @llvm.lifetime.end.p0(i64 20, ptr %mid)
  call void @llvm.lifetime.end.p0(i64 100, ptr %big)
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, 1000
  br i1 %c, label %done, label %loop
done:
  switch i32 %mode, label %out [ i32 1, label %ub
                                 i32 2, label %fresh ]
fresh:
  call void @llvm.lifetime.start.p0(i64 4, ptr %one)
  %v = load i32, ptr %one, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %out
ub:
  %p3 = getelementptr inbounds [5 x i32], ptr %mid, i64 0, i64 3
  store i32 1, ptr %p3, align 4
  br label %out
out:
  ret i32 %s1
}

define i32 @main(i32 %argc, ptr %argv) {
  %a = call i32 @markers(i32 0)
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %a, i32 1000)
  %b = call i32 @markers(i32 %argc)
  ret i32 0
}

; What the native code knows along straight code and the checks it then
; leaves out (SPEC.md, "Native code"): a getelementptr's sum reused by the
; next step of the same sum; steps from one anchor tested against one end
; of the span, or none, when steps already tested bound them; a counter
; stepped in place, whose overflow's exit undoes the step; and the one
; test of an access's window and alignment.  Every check the interpreter
; makes still decides: each case runs with the native code and without it.
; The sum printed (GOOD) is a native run's (clang 19 -O0 on this file, x86_64).
; RUN: %ehi run %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 6243
; a step above the steps that passed, past its object's end: poison
; (each after a call that passes with a step over 256 bytes from the same
; base, whose span the interpreter keeps for the native code to find)
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=UP
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=UP
; UP: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; UP-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+66]]:3 in @fields
; UP: status 66
; a step below the steps that passed, before its object's start
; RUN: sh -c '%ehi run %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DOWN
; RUN: sh -c '%ehi run --no-jit %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DOWN
; DOWN: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; DOWN-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+61]]:3 in @fields
; DOWN: status 66
; the in-bounds step that starts from a plain step's sum is tested (and
; with a label between them)
; RUN: sh -c '%ehi run %s a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SUM
; RUN: sh -c '%ehi run --no-jit %s a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SUM
; SUM: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
; SUM-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @sum
; SUM: status 66
; RUN: sh -c '%ehi run %s a a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SUML
; RUN: sh -c '%ehi run --no-jit %s a a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SUML
; SUML: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
; SUML-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @sum2
; SUML: status 66
; a counter stepped in place past its promise: poison,
; the branch on it undefined behaviour (the step undone, the interpreter
; finds the overflow itself)
; RUN: sh -c '%ehi run %s a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NSW
; RUN: sh -c '%ehi run --no-jit %s a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NSW
; NSW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NSW-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @count
; NSW: status 66
; RUN: sh -c '%ehi run %s a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NUW
; RUN: sh -c '%ehi run --no-jit %s a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NUW
; NUW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NUW-NEXT: note: the value may be poison from the `add nuw` at {{.*}} in @ucount
; NUW: status 66
; RUN: sh -c '%ehi run %s a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NUWNSW
; RUN: sh -c '%ehi run --no-jit %s a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NUWNSW
; NUWNSW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NUWNSW-NEXT: note: the value may be poison from the `add nuw nsw` at {{.*}} in @bcount
; NUWNSW: status 66
; an i32 read at an odd address: the window's test is also the
; alignment's (X-MEM-10)
; RUN: sh -c '%ehi run %s a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=MIS
; RUN: sh -c '%ehi run --no-jit %s a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=MIS
; MIS: ehi: undefined behaviour: misaligned read of 4 bytes at address {{.*}}: its `align 4` says a multiple of 4 [X-MEM-10]
; MIS: status 66
; an address 2 GiB past a global, outside the window: X-MEM-2
; RUN: sh -c '%ehi run %s a a a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FAR
; RUN: sh -c '%ehi run --no-jit %s a a a a a a a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FAR
; FAR: ehi: undefined behaviour: read of 4 bytes at address {{.*}}, which is not part of any object; it is 2147483632 bytes past the end of global @g of 16 bytes {{.*}} [X-MEM-2]
; FAR: status 66
target triple = "x86_64-unknown-linux-gnu"
declare ptr @malloc(i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @printf(ptr, ...)
@fmt = private constant [9 x i8] c"sum %ld\0A\00"
@g = global [4 x i32] zeroinitializer

; element i of an array of [5 x i64]: fields 1, 2 and 4 (in this order:
; the first tested against both ends of its base's span, the next two
; against the upper end alone), the element itself (the same sum as the
; fields' steps, below them: the lower end alone), field 3 (between two
; that passed: no test); a step that fails is poison, and so the branch
; on its comparison with null (X-UB-1) before any load through it
define i64 @fields(ptr %base, i64 %i, i1 %w) {
entry:
  %f1 = getelementptr inbounds [5 x i64], ptr %base, i64 %i, i64 1
  %f2 = getelementptr inbounds [5 x i64], ptr %base, i64 %i, i64 2
  %f4 = getelementptr inbounds [5 x i64], ptr %base, i64 %i, i64 4
  %e = getelementptr inbounds [5 x i64], ptr %base, i64 %i
  %f3 = getelementptr inbounds [5 x i64], ptr %base, i64 %i, i64 3
  %n4 = icmp eq ptr %f4, null
  %ne = icmp eq ptr %e, null
  br i1 %n4, label %null, label %next
next:
  br i1 %ne, label %null, label %go
null:
  ret i64 -1
go:
  %v1 = load i64, ptr %f1
  %v2 = load i64, ptr %f2
  %v4 = load i64, ptr %f4
  %v0 = load i64, ptr %e
  %v3 = load i64, ptr %f3
  %s1 = add i64 %v1, %v2
  %s2 = add i64 %s1, %v4
  %s3 = add i64 %s2, %v0
  %s4 = add i64 %s3, %v3
  br i1 %w, label %write, label %done
write:
  store i64 %s1, ptr %f1
  store i64 %s2, ptr %f2
  store i64 %s3, ptr %f4
  store i64 %s4, ptr %e
  store i64 %s4, ptr %f3
  br label %done
done:
  ret i64 %s4
}

; a plain step (no test) and then an in-bounds one of the same sum
define i64 @sum(ptr %base, i64 %i, i1 %w) {
  %f1 = getelementptr [5 x i64], ptr %base, i64 %i, i64 1
  %e = getelementptr inbounds [5 x i64], ptr %base, i64 %i
  %v0 = load i64, ptr %e
  br i1 %w, label %write, label %done
write:
  store i64 %v0, ptr %f1
  store i64 %v0, ptr %e
  br label %done
done:
  ret i64 %v0
}

; the same with a label between them (the sum kept across it: every way
; in brings it)
define i64 @sum2(ptr %base, i64 %i, i1 %w) {
entry:
  %f1 = getelementptr [5 x i64], ptr %base, i64 %i, i64 1
  br i1 %w, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %e = getelementptr inbounds [5 x i64], ptr %base, i64 %i
  %v0 = load i64, ptr %e
  %v1 = load i64, ptr %f1
  %s = add i64 %v0, %v1
  br i1 %w, label %write, label %done
write:
  store i64 %s, ptr %e
  br label %done
done:
  ret i64 %s
}

; counters stepped in place: add nsw, add nuw, add nuw nsw
define i64 @count(i64 %from, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nsw i64 %i, 1
  %c = icmp ne i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i64 %i1
}

define i64 @ucount(i64 %from, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nuw i64 %i, 1
  %c = icmp ne i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i64 %i1
}

define i64 @bcount(i64 %from, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [%from, %entry], [%i1, %loop]
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i64 %i1
}

define i32 @far(i64 %k) {
  %p = getelementptr i8, ptr @g, i64 %k
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %base = call ptr @malloc(i64 400)
  br label %fill
fill:
  %k = phi i64 [0, %entry], [%k1, %fill]
  %p = getelementptr inbounds i64, ptr %base, i64 %k
  %kk = mul i64 %k, 3
  store i64 %kk, ptr %p
  %k1 = add nuw nsw i64 %k, 1
  %kd = icmp eq i64 %k1, 50
  br i1 %kd, label %pick, label %fill
pick:
  switch i32 %argc, label %far [i32 1, label %loop
                                i32 2, label %up
                                i32 3, label %down
                                i32 4, label %sum
                                i32 5, label %count
                                i32 6, label %ucount
                                i32 7, label %bcount
                                i32 8, label %mis
                                i32 9, label %sumlabel]
loop:
  %i = phi i64 [0, %pick], [%i1, %loop]
  %acc = phi i64 [0, %pick], [%acc1, %loop]
  %odd = trunc i64 %i to i1
  %v = call i64 @fields(ptr %base, i64 %i, i1 %odd)
  %acc1 = add i64 %acc, %v
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, 10
  br i1 %d, label %out, label %loop
out:
  %again = call i64 @fields(ptr %base, i64 3, i1 false)
  %t = add i64 %acc1, %again
  %sv = call i64 @sum(ptr %base, i64 7, i1 true)
  %sw = call i64 @sum2(ptr %base, i64 6, i1 true)
  %sw2 = call i64 @sum2(ptr %base, i64 5, i1 false)
  %t1 = add i64 %t, %sv
  %t1b = add i64 %t1, %sw
  %t2 = add i64 %t1b, %sw2
  %c1 = call i64 @count(i64 -5, i64 100)
  %c2 = call i64 @ucount(i64 5, i64 100)
  %c3 = call i64 @bcount(i64 5, i64 100)
  %t3 = add i64 %t2, %c1
  %t4 = add i64 %t3, %c2
  %t5 = add i64 %t4, %c3
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %t5)
  ret i32 0
up:
  %small = call ptr @malloc(i64 384)
  call void @llvm.memset.p0.i64(ptr %small, i8 0, i64 384, i1 false)
  %u0 = call i64 @fields(ptr %small, i64 8, i1 false)
  %u = call i64 @fields(ptr %small, i64 9, i1 false)
  ret i32 0
down:
  %inner = getelementptr inbounds i8, ptr %base, i64 32
  %dn0 = call i64 @fields(ptr %inner, i64 7, i1 false)
  %dn = call i64 @fields(ptr %inner, i64 -1, i1 false)
  ret i32 0
mis:
  %mv = call i32 @far(i64 1)
  ret i32 0
sum:
  %sm = call i64 @sum(ptr %base, i64 12, i1 false)
  ret i32 0
sumlabel:
  %sm2 = call i64 @sum2(ptr %base, i64 12, i1 false)
  ret i32 0
count:
  %b1 = call i64 @count(i64 9223372036854775805, i64 -9223372036854775803)
  ret i32 0
ucount:
  %b2 = call i64 @ucount(i64 -3, i64 5)
  ret i32 0
bcount:
  %b3 = call i64 @bcount(i64 9223372036854775805, i64 -9223372036854775803)
  ret i32 0
far:
  %fv = call i32 @far(i64 2147483648)
  ret i32 0
}

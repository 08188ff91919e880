; The span a getelementptr inbounds check found for its base (SPEC.md,
; "Native code"), kept by the native code across labels: at a loop's head
; when every way in knows it (the loop's way in empties it, an entry from
; the interpreter too), forgotten where its base register is written (a
; phi's copy) or a call runs.  Each check is still the interpreter's: a
; step that lands in another object is poison (and the branch on it
; undefined behaviour), with the native code and without it.  The sum is a
; native run's (clang 19 on this file, x86_64).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: sum 20400
; GOOD-NEXT: status 0
; a base that changes with each round of the loop (a phi): the second
; round's step lands in the first round's object (whose span a first call
; left for the native code to find)
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=PHI
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=PHI
; PHI: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; PHI-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+52]]:{{.*}} in @alternate
; PHI: status 66
; a function whose loop head is entered from the interpreter (after a
; call the native code does not make), called on @a and then on @b with
; a first step from @b into @a where the first call ended (in the span it
; left)
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=ENTRY
; RUN: sh -c '%ehi run --no-jit %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=ENTRY
; ENTRY: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; ENTRY-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+67]]:{{.*}} in @walk
; ENTRY: status 66
; a loop-invariant base, its span kept across the head, stepping on
; until it leaves its object: poison at the step that does
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=OUT
; RUN: sh -c '%ehi run --no-jit %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=OUT
; OUT: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; OUT-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+81]]:{{.*}} in @invariant
; OUT: status 66
; a variable kept in its parameter's register (slot 0), its span found,
; then the variable set to @b: the write ends the span (a store of a
; constant, whose op's unused operand field also says 0), so a step from
; @b into @a is poison
; RUN: sh -c '%ehi run %s d 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VAR
; RUN: sh -c '%ehi run --no-jit %s d 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VAR
; VAR: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; VAR-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @varbase
; VAR: status 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
@fmt = private constant [8 x i8] c"sum %d\0A\00"
@dot = private constant [2 x i8] c".\00"
@a = global [20000 x i32] zeroinitializer
@b = global [20000 x i32] zeroinitializer
@at = global i64 0
@count = global i32 0

; two rounds: p = @a, step 4000 elements; then p = @b, a step that lands
; at the same element of @a when bad (else 4000 into @b)
define i32 @alternate(i1 %bad) {
entry:
  %ai = ptrtoint ptr @a to i64
  %bi = ptrtoint ptr @b to i64
  %d = sub i64 %ai, %bi
  %d4 = sdiv i64 %d, 4
  %into = add i64 %d4, 4000
  %off2 = select i1 %bad, i64 %into, i64 4000
  br label %loop
loop:
  %p = phi ptr [ @a, %entry ], [ @b, %loop ]
  %off = phi i64 [ 4000, %entry ], [ %off2, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i64 %off
  %z = icmp eq ptr %q, null
  %zi = zext i1 %z to i32
  %n1 = add i32 %n, %zi
  %c = icmp ult i32 %n1, 1
  %r = and i1 %c, %z
  %again = icmp eq ptr %p, @a
  %go = or i1 %again, %r
  br i1 %go, label %loop, label %done
done:
  ret i32 %n1
}

; how many of every 100th element of p from start to 19999: the loop
; head (no phi: its index in @at) right after puts, a call the native
; code does not make, so the interpreter enters the native code there
define i32 @walk(ptr %p, i64 %start) {
entry:
  store i64 %start, ptr @at
  store i32 0, ptr @count
  call i32 @puts(ptr @dot)
  br label %loop
loop:
  %i = load i64, ptr @at
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %z = icmp eq ptr %q, null
  %s = load i32, ptr @count
  %s1 = add i32 %s, 1
  store i32 %s1, ptr @count
  %i1 = add i64 %i, 100
  store i64 %i1, ptr @at
  %more = icmp ult i64 %i1, 20000
  %go = select i1 %z, i1 false, i1 %more
  br i1 %go, label %loop, label %done
done:
  ret i32 %s1
}

; steps of 1000 elements from @a while i < lim: 20 stay in @a, a 21st
; lands past its end (in @b)
define i32 @invariant(i64 %lim) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr inbounds i32, ptr @a, i64 %i
  %z = icmp eq ptr %q, null
  %i1 = add i64 %i, 1000
  %more = icmp ult i64 %i1, %lim
  %go = select i1 %z, i1 false, i1 %more
  br i1 %go, label %loop, label %done
done:
  %r = trunc i64 %i1 to i32
  ret i32 %r
}

; p's span (4000 elements in), then p = @b and a step of off from it
define i32 @varbase(ptr %p, i64 %off) {
entry:
  %v = alloca ptr
  store ptr %p, ptr %v
  %p1 = load ptr, ptr %v
  %q1 = getelementptr inbounds i32, ptr %p1, i64 4000
  %z1 = icmp eq ptr %q1, null
  store ptr @b, ptr %v
  %p2 = load ptr, ptr %v
  %q2 = getelementptr inbounds i32, ptr %p2, i64 %off
  %z2 = icmp eq ptr %q2, null
  %z = or i1 %z1, %z2
  br i1 %z, label %y, label %n
y:
  ret i32 1
n:
  ret i32 0
}

define i64 @idx(ptr %argv) noinline {
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  %z = zext i8 %k to i64
  ret i64 %z
}

define i32 @main(i32 %argc, ptr %argv) {
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  %g1 = call i32 @alternate(i1 false)
  %w1 = call i32 @walk(ptr @a, i64 0)
  %w2 = call i32 @walk(ptr @b, i64 0)
  %v1 = call i32 @invariant(i64 20000)
  %s1 = add i32 %g1, %w1
  %s2 = add i32 %s1, %w2
  %s3 = add i32 %s2, %v1
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s3)
  ret i32 0
bad:
  %k = call i64 @idx(ptr %argv)
  switch i64 %k, label %phi [ i64 98, label %entry_
                              i64 99, label %out
                              i64 100, label %var ]
phi:
  %x0 = call i32 @alternate(i1 false)
  %x = call i32 @alternate(i1 true)
  ret i32 1
entry_:
  %ai = ptrtoint ptr @a to i64
  %bi = ptrtoint ptr @b to i64
  %d = sub i64 %ai, %bi
  %d4 = sdiv i64 %d, 4
  %into = add i64 %d4, 19800
  %y1 = call i32 @walk(ptr @a, i64 0)
  %y2 = call i32 @walk(ptr @b, i64 %into)
  ret i32 1
out:
  %o = call i32 @invariant(i64 30000)
  ret i32 1
var: ; (the first call leaves @a's span for the native code to find)
  %vai = ptrtoint ptr @a to i64
  %vbi = ptrtoint ptr @b to i64
  %vd = sub i64 %vai, %vbi
  %vd4 = sdiv i64 %vd, 4
  %vinto = add i64 %vd4, 4000
  %vb0 = call i32 @varbase(ptr @a, i64 100)
  %vb1 = call i32 @varbase(ptr @a, i64 %vinto)
  ret i32 1
}

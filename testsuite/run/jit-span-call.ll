; A span kept across a native call (SPEC.md, "Native code"): the callee's
; own checks find another object's span, so the caller's is saved around
; the call and is the one its next check of the same base uses.  The
; third call's second step from @a lands in @b: poison (X-UB-1 when
; branched on), with the native code and without it.  The sum is a
; native run's (clang 19 -O0 on this file, x86_64).
; RUN: %ehi run %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 20
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=BAD
; BAD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BAD-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}:[[@LINE+29]]:3 in @walk
; BAD: status 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(ptr, ...)
@fmt = private constant [8 x i8] c"sum %d\0A\00"
@a = global [2000 x i32] zeroinitializer
@b = global [2000 x i32] zeroinitializer

; a step far from p, then the element there
define i32 @touch(ptr %p, i64 %k) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 %k
  %n = icmp eq ptr %q, null
  br i1 %n, label %null, label %go
null:
  ret i32 -1
go:
  %v = load i32, ptr %q
  ret i32 %v
}

; a step far from base (its span found), a call (whose own step finds
; another object's span), then a step from base again: tested against
; base's span
define i32 @walk(ptr %base, i64 %far) {
entry:
  %s1 = getelementptr inbounds i32, ptr %base, i64 1000
  store i32 5, ptr %s1
  %t = call i32 @touch(ptr @b, i64 1500)
  %s2 = getelementptr inbounds i32, ptr %base, i64 %far
  %n = icmp eq ptr %s2, null
  br i1 %n, label %null, label %go
null:
  ret i32 -1
go:
  %v = load i32, ptr %s2
  %v1 = load i32, ptr %s1
  %r0 = add i32 %v, %t
  %r = add i32 %r0, %v1
  ret i32 %r
}

define i32 @main(i32 %argc, ptr %argv) {
  %ai = ptrtoint ptr @a to i64
  %bi = ptrtoint ptr @b to i64
  %d = sub i64 %bi, %ai
  %dq = sdiv i64 %d, 4
  %into = add i64 %dq, 10
  %bad = icmp sgt i32 %argc, 1
  %far = select i1 %bad, i64 %into, i64 1000
  %w0 = call i32 @walk(ptr @a, i64 1200)
  %w1 = call i32 @walk(ptr @a, i64 1100)
  %w2 = call i32 @walk(ptr @a, i64 %far)
  %s = add i32 %w0, %w1
  %s3 = add i32 %s, %w2
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s3)
  ret i32 0
}

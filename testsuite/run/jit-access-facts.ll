; What the native code knows of the last access it checked (SPEC.md,
; "Native code"): the next access of the same address and size tests
; only what it needs beyond it -- a load after a load or a store nothing
; but the window's offset, a store after a load the right to write alone
; (a constant's bytes lack it: X-MEM-5), a store after a store nothing; a
; step p + 1 followed by the load at p tests what the load needs (a byte
; not readable leaves both to the interpreter: undef from unwritten
; memory, X-UB-1 when branched on); a lifetime's end forgets it (the
; load after it gives undef).  With the native code and without it.
; The sum is a native run's (clang 19 -O0 on this file, x86_64).
; RUN: %ehi run %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 755
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=UNINIT
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=UNINIT
; UNINIT: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; UNINIT-NEXT: note: the value is undef: 1 byte at {{.*}} read by the load at {{.*}}:[[@LINE+29]]:3 in @bytes were uninitialised
; UNINIT: status 66
; RUN: sh -c '%ehi run %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CONST
; RUN: sh -c '%ehi run --no-jit %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CONST
; CONST: ehi: fault: write of 4 bytes at address {{.*}}, which is a constant global; it is inside global 'ro' of 16 bytes {{.*}} [X-MEM-5]
; CONST: status 139
; RUN: sh -c '%ehi run %s a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DEAD
; RUN: sh -c '%ehi run --no-jit %s a a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DEAD
; DEAD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; DEAD-NEXT: note: the value is undef: 4 bytes at {{.*}} read by the load at {{.*}} in @scope were in a stack object outside its lifetime
; DEAD: status 66
target triple = "x86_64-unknown-linux-gnu"
declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
@fmt = private constant [9 x i8] c"sum %ld\0A\00"
@ro = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@text = global [8 x i8] c"abcdefg\00"

; the bytes of s up to its 0, summed: p + 1, then the load at p (the
; step's test of p is the load's)
define i64 @bytes(ptr %s) {
entry:
  br label %loop
loop:
  %p = phi ptr [%s, %entry], [%q, %next]
  %acc = phi i64 [0, %entry], [%acc1, %next]
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p
  %z = icmp eq i8 %c, 0
  br i1 %z, label %out, label %next
next:
  %cw = zext i8 %c to i64
  %acc1 = add i64 %acc, %cw
  br label %loop
out:
  ret i64 %acc
}

; a[k] read, then a[k] += 1 (the store after the load tests the right to
; write alone)
define i32 @bump(ptr %a, i64 %k) {
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %v = load i32, ptr %p
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p
  %v2 = load i32, ptr %p
  ret i32 %v2
}

; a stack object read, its lifetime ended, read again (undef then: the
; branch on it is undefined behaviour)
define i32 @scope(i32 %x, i1 %late) {
  %o = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %o)
  store i32 %x, ptr %o
  %v = load i32, ptr %o
  br i1 %late, label %end, label %keep
end:
  %w0 = load i32, ptr %o
  call void @llvm.lifetime.end.p0(i64 4, ptr %o)
  %w = load i32, ptr %o
  %same = icmp eq i32 %w, %w0
  br i1 %same, label %keep, label %other
other:
  ret i32 0
keep:
  %w2 = load i32, ptr %o
  %s2 = add i32 %v, %w2
  ret i32 %s2
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %buf = call ptr @malloc(i64 16)
  switch i32 %argc, label %good [i32 2, label %uninit
                                 i32 3, label %const
                                 i32 4, label %dead]
good:
  %t = call i64 @bytes(ptr @text)
  %a = call ptr @malloc(i64 16)
  store i32 40, ptr %a
  %b = call i32 @bump(ptr %a, i64 0)
  %bw = zext i32 %b to i64
  %u = add i64 %t, %bw
  %sc = call i32 @scope(i32 7, i1 false)
  %scw = zext i32 %sc to i64
  %u2 = add i64 %u, %scw
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %u2)
  ret i32 0
uninit:
  store i8 65, ptr %buf
  %n = call i64 @bytes(ptr %buf)
  ret i32 0
const:
  %r = call i32 @bump(ptr @ro, i64 2)
  ret i32 0
dead:
  %d = call i32 @scope(i32 7, i1 true)
  ret i32 0
}

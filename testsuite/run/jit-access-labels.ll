; Accesses checked before a label are known after it when every native
; way in brings them (SPEC.md, "Native code"): a write after a join to
; where a read before it passed tests its right to write alone -- a
; constant's bytes lack it (X-MEM-5); a read of 4 bytes says nothing of
; a write of 8 there (past the block's end: X-MEM-2).  With the native
; code and without it.  The sum is a native run's (clang 19 -O0 on this
; file, x86_64).
; RUN: %ehi run %s | FileCheck %s --check-prefix=GOOD
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=GOOD
; GOOD: sum 43
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CONST
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CONST
; CONST: ehi: fault: write of 8 bytes at address {{.*}}, which is a constant global; it is inside global 'ro' {{.*}} [X-MEM-5]
; CONST: status 139
; RUN: sh -c '%ehi run %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=WIDE
; RUN: sh -c '%ehi run --no-jit %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=WIDE
; WIDE: ehi: undefined behaviour: write of 8 bytes at address {{.*}}, which is a heap block; it is inside heap block 'malloc' of 12 bytes {{.*}} [X-MEM-2]
; WIDE: status 66
target triple = "x86_64-unknown-linux-gnu"
declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)
@fmt = private constant [8 x i8] c"sum %d\0A\00"
@ro = private constant [4 x i64] [i64 1, i64 2, i64 3, i64 4]

; p[0] read as n bytes, two ways to a join, then n bytes written at p:
; the write after the join counts on the read's test (its right to
; write tested alone)
define i64 @twice(ptr %p, i1 %c) {
entry:
  %v = load i64, ptr %p
  br i1 %c, label %l, label %r
l:
  %a = add i64 %v, 1
  br label %j
r:
  %b = mul i64 %v, 3
  br label %j
j:
  %w = phi i64 [%a, %l], [%b, %r]
  store i64 %w, ptr %p
  ret i64 %w
}

; the same read as 4 bytes, written as 8
define i64 @wide(ptr %p, i1 %c) {
entry:
  %v = load i32, ptr %p
  %v64 = zext i32 %v to i64
  br i1 %c, label %l, label %r
l:
  %a = add i64 %v64, 1
  br label %j
r:
  %b = mul i64 %v64, 3
  br label %j
j:
  %w = phi i64 [%a, %l], [%b, %r]
  store i64 %w, ptr %p
  ret i64 %w
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %h = call ptr @malloc(i64 12)
  store i64 5, ptr %h
  %h8 = getelementptr inbounds i8, ptr %h, i64 8
  store i32 7, ptr %h8
  switch i32 %argc, label %good [i32 2, label %const
                                 i32 3, label %wide]
good:
  %x = call i64 @twice(ptr %h, i1 true)
  %y = call i64 @twice(ptr %h, i1 false)
  %z = call i64 @wide(ptr %h, i1 true)
  %s = add i64 %x, %y
  %s2 = add i64 %s, %z
  %t = trunc i64 %s2 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  ret i32 0
const:
  %k = call i64 @twice(ptr @ro, i1 true)
  ret i32 0
wide:
  %u = call i64 @wide(ptr %h8, i1 true)
  ret i32 0
}

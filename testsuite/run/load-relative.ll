; llvm.load.relative(p, off) is p plus the i32 at p + off, sign-extended
; (LangRef; clang's switch tables of relative offsets, -fPIC -O2): the
; LOADREL op and its JIT template (x86-64 Linux hosts: the J line, every
; op of @main native), the same with the JIT and without. The table @t
; holds @a - @t (negative: @a comes first) and @b - @t; a run with argc n reads its first n entries
; and returns the sum of the bytes they point at: 'a' = 97, 'a' + 'b' =
; 195; with three the read of entry 2, past the table's 8 bytes, is
; undefined behaviour (X-MEM-2).
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=J,ONE
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ONE
; RUN: sh -c '%ehi run %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: sh -c '%ehi run --no-jit %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: sh -c '%ehi run %s x y; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PAST
; RUN: sh -c '%ehi run --no-jit %s x y; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PAST
; J: [jit] @main: [[N:[0-9]+]] of [[N]] ops
; ONE: status 97
; TWO: status 195
; PAST: ehi: undefined behaviour: read of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of global 't' of 8 bytes at 0x{{[0-9a-f]+}} [X-MEM-2]
; PAST-NEXT: at {{.*}}load-relative.ll:[[@LINE+15]]:3 in @main, block %loop: %p = call ptr @llvm.load.relative.i64(ptr @t, i64 %off)
; PAST-NEXT: status 66
target triple = "x86_64-unknown-linux-gnu"
@a = private constant [2 x i8] c"a\00"
@t = private unnamed_addr constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @t to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @t to i64)) to i32)], align 4
@b = private constant [2 x i8] c"b\00"
declare ptr @llvm.load.relative.i64(ptr, i64)
declare i32 @puts(ptr)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %off = shl i64 %i, 2
  %p = call ptr @llvm.load.relative.i64(ptr @t, i64 %off)
  %c = load i8, ptr %p, align 1
  %cz = zext i8 %c to i32
  %k1 = add i32 %k, %cz
  %i1 = add i64 %i, 1
  %n = zext i32 %argc to i64
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %out
out:
  %r = and i32 %k1, 255
  ret i32 %r
}

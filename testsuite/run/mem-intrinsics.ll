; llvm.memcpy, llvm.memmove and llvm.memset called directly are ops
; (lower.c, MEMCPY and MEMSET), checked as ehi's C functions for them
; are: every byte of the source readable, then every byte of the
; destination writable; a length of 0 touches nothing.  --trace=exec
; calls the C functions: the same results and reports.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: status 0
;
; A side inside a frame object is frame-relative (no check); a copy
; longer than the object is not, and is checked.
; RUN: sh -c '%ehi run --entry locals %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --trace=exec --entry locals %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry localover %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=LOCALOVER
; RUN: sh -c '%ehi run --trace=exec --entry localover %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=LOCALOVER
; LOCALOVER: ehi: fault: read of 1 byte at address 0x{{[0-9a-f]+}}, which is not part of any object [X-MEM-2]
; LOCALOVER: status 139
; RUN: sh -c '%ehi run --entry overread %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVERREAD
; RUN: sh -c '%ehi run --trace=exec --entry overread %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=OVERREAD
; OVERREAD: ehi: undefined behaviour: read of 1 byte at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 40 bytes
; OVERREAD: status 66
; RUN: sh -c '%ehi run --entry toconst %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOCONST
; RUN: sh -c '%ehi run --trace=exec --entry toconst %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=TOCONST
; TOCONST: ehi: fault: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is a constant global
; TOCONST: status 139
; RUN: sh -c '%ehi run --entry setpast %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SETPAST
; RUN: sh -c '%ehi run --trace=exec --entry setpast %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SETPAST
; SETPAST: ehi: undefined behaviour: write of 3 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 13 bytes
; SETPAST: status 66
; RUN: sh -c '%ehi run --entry freed %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FREED
; RUN: sh -c '%ehi run --trace=exec --entry freed %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FREED
; FREED: ehi: undefined behaviour: write of 40 bytes at address 0x{{[0-9a-f]+}}, which is a freed heap block
; FREED: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@len = global i64 37
@ro = constant [4 x i8] c"abcd"

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; the sum of bytes [0, n) of p, each times its index + 1
define i64 @weigh(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i8, ptr %p, i64 %i
  %b = load i8, ptr %q, align 1
  %bz = zext i8 %b to i64
  %i1 = add i64 %i, 1
  %w = mul i64 %bz, %i1
  %s1 = add i64 %s, %w
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %out, label %loop
out:
  ret i64 %s1
}

define i32 @main() {
  %a = alloca [40 x i8], align 16
  %b = alloca [40 x i8], align 16
  ; a = 1, 2, ..., 40
  br label %fill
fill:
  %i = phi i64 [ 0, %0 ], [ %i1, %fill ]
  %p = getelementptr [40 x i8], ptr %a, i64 0, i64 %i
  %i1 = add i64 %i, 1
  %v = trunc i64 %i1 to i8
  store i8 %v, ptr %p, align 1
  %d = icmp eq i64 %i1, 40
  br i1 %d, label %go, label %fill
go:
  ; lengths 24 (registers), 7 (bytes), 40 (memmove)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  %b30 = getelementptr i8, ptr %b, i64 30
  %a2 = getelementptr i8, ptr %a, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b30, ptr %a2, i64 7, i1 false)
  %w1 = call i64 @weigh(ptr %b, i64 40)
  ; 1..24 weighted (4900), then 3..9 weighted 31..37 (1456)
  %c1 = icmp ne i64 %w1, 6356
  br i1 %c1, label %bad1, label %move
bad1:
  ret i32 1
move:
  ; overlapping, both ways: a[3..13) = a[0..10), then a[0..10) = a[5..15)
  %a3 = getelementptr i8, ptr %a, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr %a3, ptr %a, i64 10, i1 false)
  %a5 = getelementptr i8, ptr %a, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %a5, i64 10, i1 false)
  %w2 = call i64 @weigh(ptr %a, i64 16)
  ; a = 3 4 5 6 7 8 9 10 14 15 8 9 10 14 15 16 ...: weighted over 16 bytes
  %c2 = icmp ne i64 %w2, 1555
  br i1 %c2, label %bad2, label %var
bad2:
  ret i32 2
var:
  ; a variable length, a variable byte, and overlapping 17..32-byte moves
  %n = load i64, ptr @len, align 8
  %x = trunc i64 %n to i8
  call void @llvm.memset.p0.i64(ptr %b, i8 %x, i64 %n, i1 false)
  %w3 = call i64 @weigh(ptr %b, i64 40)
  ; 37 at 0..36 and the zeros of the first memset after: 37 * (1 + ... + 37)
  %c3 = icmp ne i64 %w3, 26011
  br i1 %c3, label %bad3, label %zero
bad3:
  ret i32 3
zero:
  ; length 0: no access at all, whatever the pointers
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr inttoptr (i64 1 to ptr), i64 0, i1 false)
  call void @llvm.memset.p0.i64(ptr null, i8 1, i64 0, i1 false)
  %b1 = getelementptr i8, ptr %b, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %b1, ptr %b, i64 20, i1 false)
  %w4 = call i64 @weigh(ptr %b, i64 22)
  ; 37 at 0..21: 37 * (1 + ... + 22)
  %c4 = icmp ne i64 %w4, 9361
  br i1 %c4, label %bad4, label %ok
bad4:
  ret i32 4
ok:
  ret i32 0
}

define i32 @overread() {
  %h = call ptr @malloc(i64 40)
  %d = alloca [41 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %h, i64 41, i1 false)
  ret i32 0
}

define i32 @toconst() {
  %s = alloca [4 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr @ro, ptr %s, i64 4, i1 false)
  ret i32 0
}

define i32 @setpast() {
  %h = call ptr @malloc(i64 13)
  %p = getelementptr i8, ptr %h, i64 10
  %n = load i64, ptr @len, align 8
  %m = sub i64 %n, 31
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 %m, i1 false)
  ret i32 0
}

define i32 @freed() {
  %h = call ptr @malloc(i64 40)
  %s = alloca [40 x i8], align 1
  call void @free(ptr %h)
  call void @llvm.memmove.p0.p0.i64(ptr %h, ptr %s, i64 40, i1 false)
  ret i32 0
}

; private locals: memset and memcpy between them, read back field by field
define i32 @locals() {
  %a = alloca [3 x i64], align 8
  %b = alloca [3 x i64], align 8
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 24, i1 false)
  %a1 = getelementptr [3 x i64], ptr %a, i64 0, i64 1
  store i64 5, ptr %a1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  %b2 = getelementptr [3 x i64], ptr %b, i64 0, i64 2
  call void @llvm.memset.p0.i64(ptr %b2, i8 0, i64 4, i1 false)
  %x0 = load i64, ptr %b, align 8                ; 0x0101010101010101
  %b1 = getelementptr [3 x i64], ptr %b, i64 0, i64 1
  %x1 = load i64, ptr %b1, align 8               ; 5
  %x2 = load i64, ptr %b2, align 8               ; 0x0101010100000000
  %c0 = icmp ne i64 %x0, 72340172838076673
  %c1 = icmp ne i64 %x1, 5
  %c2 = icmp ne i64 %x2, 72340172821233664
  %o1 = or i1 %c0, %c1
  %o2 = or i1 %o1, %c2
  %r = zext i1 %o2 to i32
  ret i32 %r
}

define i32 @localover() {
  %a = alloca [2 x i64], align 8
  %b = alloca [3 x i64], align 8
  store i64 1, ptr %a, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 17, i1 false)
  %x = load i64, ptr %b, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

; Frame-relative accesses (lower.c, the F ops): a load or store at a
; constant offset inside a static alloca or inside a byval parameter's
; copy (both in the frame block, live exactly as long as their frame)
; needs no check; everything else stays checked.  A byval copy is the
; callee's own: its stores never reach the caller's object.
; --trace=exec lowers to the plain ops: the same results.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: status 0
;
; A constant offset past the object is not frame-relative: checked, and
; the object the address was computed from named (undefined behaviour).
; RUN: sh -c '%ehi run --entry past %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PAST
; RUN: sh -c '%ehi run --trace=exec --entry past %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; PAST: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is outside stack object %a (alloca [2 x i32] in @past), which the address was computed from [X-MEM-2]
; PAST: status 66
; A negative constant offset: checked.
; RUN: sh -c '%ehi run --entry before %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BEFORE
; RUN: sh -c '%ehi run --trace=exec --entry before %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; BEFORE: ehi: undefined behaviour: read of 8 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is outside stack object %b (alloca [4 x i64] in @before), which the address was computed from [X-MEM-2]
; BEFORE: status 66
; A load straddling the end of a byval copy: checked.
; RUN: sh -c '%ehi run --entry straddle %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STRADDLE
; RUN: sh -c '%ehi run --trace=exec --entry straddle %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; STRADDLE: ehi: undefined behaviour: read of 8 bytes at address 0x{{[0-9a-f]+}}, which is a stack object [X-MEM-2]
; STRADDLE: status 66
; The address of a byval copy used after the callee returned: checked.
; RUN: sh -c '%ehi run --entry escape %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ESCAPE
; RUN: sh -c '%ehi run --trace=exec --entry escape %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; ESCAPE: ehi: undefined behaviour: read of 8 bytes at address 0x{{[0-9a-f]+}}, which is the stack of a returned function [X-MEM-4]
; ESCAPE: status 66
; A frame whose objects are all private (only frame-relative accesses
; reach them) never marks its block live: a dangling pointer into the
; memory it reuses still reads a returned frame's stack (--trace=exec
; keeps such frames in memory with a live shadow: not run there).
; RUN: sh -c '%ehi run --entry reuse %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ESCAPE
; A byval argument through a dangling pointer: the copy is checked.
; RUN: sh -c '%ehi run --entry badsrc %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BADSRC
; RUN: sh -c '%ehi run --trace=exec --entry badsrc %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; BADSRC: ehi: undefined behaviour: read of 24 bytes at address 0x{{[0-9a-f]+}}, which is a freed heap block
; BADSRC: status 66
; llvm.stackrestore may not release the frame block
; RUN: sh -c '%ehi run --entry restore %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RESTORE
; RUN: sh -c '%ehi run --trace=exec --entry restore %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STATUS66
; RESTORE: ehi: undefined behaviour: llvm.stackrestore to 0x{{[0-9a-f]+}}, not a saved stack position of this frame [X-UB-10]
; RESTORE: status 66
; STATUS66: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%vec = type { i64, i64, i64 }
%mix = type { i32, i64, [3 x i16], i8 }

declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)

; changes its own copy; returns the sum of the fields it saw
define i64 @bump(ptr byval(%vec) align 8 %v) {
  %x = load i64, ptr %v, align 8
  %py = getelementptr inbounds %vec, ptr %v, i32 0, i32 1
  %y = load i64, ptr %py, align 8
  %pz = getelementptr inbounds %vec, ptr %v, i32 0, i32 2
  %z = load i64, ptr %pz, align 8
  store i64 100, ptr %v, align 8
  store i64 %x, ptr %pz, align 8
  %x2 = load i64, ptr %v, align 8              ; 100
  %z2 = load i64, ptr %pz, align 8             ; x
  %s1 = add i64 %x, %y
  %s2 = add i64 %s1, %z
  %s3 = add i64 %s2, %x2
  %s4 = add i64 %s3, %z2
  ret i64 %s4                                  ; x+y+z+100+x
}

; byval at the call site only: the callee's pointer is to a copy too
define i64 @plain(ptr %v) {
  store i64 7, ptr %v, align 8
  %x = load i64, ptr %v, align 8
  ret i64 %x
}

define i32 @main() {
  %m = alloca %mix, align 8
  %v = alloca %vec, align 8
  ; fields of a static alloca, through nested and shared getelementptrs
  %f0 = getelementptr inbounds %mix, ptr %m, i32 0, i32 0
  store i32 -5, ptr %f0, align 8
  %f1 = getelementptr inbounds %mix, ptr %m, i32 0, i32 1
  store i64 1234567890123, ptr %f1, align 8
  %f2 = getelementptr inbounds %mix, ptr %m, i32 0, i32 2
  %f21 = getelementptr inbounds [3 x i16], ptr %f2, i64 0, i64 1
  store i16 300, ptr %f21, align 2
  %f22 = getelementptr inbounds [3 x i16], ptr %f2, i64 0, i64 2
  store i16 -2, ptr %f22, align 2
  %f3 = getelementptr inbounds %mix, ptr %m, i32 0, i32 3
  store i8 9, ptr %f3, align 8
  %r0 = load i32, ptr %f0, align 8
  %r1 = load i64, ptr %f1, align 8
  %r21 = load i16, ptr %f21, align 2
  %r22 = load i16, ptr %f22, align 2
  %r3 = load i8, ptr %f3, align 8
  %c0 = icmp ne i32 %r0, -5
  %c1 = icmp ne i64 %r1, 1234567890123
  %c21 = icmp ne i16 %r21, 300
  %c22 = icmp ne i16 %r22, -2
  %c3 = icmp ne i8 %r3, 9
  %o1 = or i1 %c0, %c1
  %o2 = or i1 %o1, %c21
  %o3 = or i1 %o2, %c22
  %o4 = or i1 %o3, %c3
  br i1 %o4, label %bad1, label %byval
bad1:
  ret i32 1
byval:
  store i64 1, ptr %v, align 8
  %vy = getelementptr inbounds %vec, ptr %v, i32 0, i32 1
  store i64 2, ptr %vy, align 8
  %vz = getelementptr inbounds %vec, ptr %v, i32 0, i32 2
  store i64 3, ptr %vz, align 8
  %s = call i64 @bump(ptr byval(%vec) align 8 %v)
  %s2 = call i64 @bump(ptr byval(%vec) align 8 %v)
  %t = add i64 %s, %s2                         ; 2 * (1+2+3+100+1) = 214
  %p = call i64 @plain(ptr byval(%vec) align 8 %v)
  ; the caller's object is untouched
  %a = load i64, ptr %v, align 8
  %c = load i64, ptr %vz, align 8
  %u1 = add i64 %t, %p                         ; 221
  %u2 = mul i64 %a, 1000
  %u3 = add i64 %u1, %u2                       ; 1221
  %u4 = mul i64 %c, 10000
  %u5 = add i64 %u3, %u4                       ; 31221
  %ok = icmp eq i64 %u5, 31221
  br i1 %ok, label %good, label %bad2
bad2:
  ret i32 2
good:
  ret i32 0
}

define i32 @past() {
  %a = alloca [2 x i32], align 4
  %p = getelementptr inbounds [2 x i32], ptr %a, i64 0, i64 2
  store i32 1, ptr %p, align 4
  ret i32 0
}

define i32 @before() {
  %a = alloca i64, align 8
  %b = alloca [4 x i64], align 8
  store i64 0, ptr %a, align 8
  %p = getelementptr inbounds [4 x i64], ptr %b, i64 0, i64 -1
  %x = load i64, ptr %p, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

define i64 @tail(ptr byval(%vec) align 8 %v) {
  %p = getelementptr inbounds i8, ptr %v, i64 20
  %x = load i64, ptr %p, align 4
  ret i64 %x
}

define i32 @straddle() {
  %v = alloca %vec, align 8
  %x = call i64 @tail(ptr byval(%vec) align 8 %v)
  %r = trunc i64 %x to i32
  ret i32 %r
}

define ptr @leak(ptr byval(%vec) align 8 %v) {
  ret ptr %v
}

define i32 @escape() {
  %v = alloca %vec, align 8
  %p = call ptr @leak(ptr byval(%vec) align 8 %v)
  %x = load i64, ptr %p, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

define i32 @reuse() {
  %v = alloca %vec, align 8
  %p = call ptr @leak(ptr byval(%vec) align 8 %v)
  %s = call i64 @bump(ptr byval(%vec) align 8 %v)
  %x = load i64, ptr %p, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

define i32 @badsrc() {
  %h = call ptr @malloc(i64 24)
  call void @free(ptr %h)
  %x = call i64 @bump(ptr byval(%vec) align 8 %h)
  %r = trunc i64 %x to i32
  ret i32 %r
}

; a position inside the frame block, as if saved before it: the block
; would die while its frame runs
define i32 @restore() {
  %a = alloca i64, align 8
  store i64 1, ptr %a, align 8
  %q = getelementptr i8, ptr %a, i64 8
  call void @llvm.stackrestore(ptr %q)
  %x = load i64, ptr %a, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

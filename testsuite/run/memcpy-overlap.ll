; llvm.memcpy's source and destination "must either be equal or
; non-overlapping" (LangRef): an overlap is undefined behaviour (SPEC.md
; section 6, X-MEM-11), whether the op's sides are registers (a heap
; block), both in the frame (decided when lowered), or the call goes to
; the C function (--trace=exec lowers without the op); equal ranges,
; llvm.memmove's overlap and a zero length are not.
; RUN: sh -c '%ehi run %s 0; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s 1; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=HEAP
; HEAP: ehi: undefined behaviour: llvm.memcpy of 16 bytes from 0x{{[0-9a-f]+}} to 0x{{[0-9a-f]+}}: the ranges overlap by 13 bytes (llvm.memcpy's must be equal or disjoint; llvm.memmove allows an overlap) [X-MEM-11]
; HEAP-NEXT: at {{.*}}memcpy-overlap.ll:{{[0-9]+}}:3 in @heap, block %0: call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)
; HEAP: status 66
; RUN: sh -c '%ehi run %s 2; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FRAME
; FRAME: ehi: undefined behaviour: llvm.memcpy of 8 bytes {{.*}} overlap by 4 bytes {{.*}} [X-MEM-11]
; FRAME-NEXT: at {{.*}}memcpy-overlap.ll:{{[0-9]+}}:3 in @frame, block %0: call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
; FRAME: status 66
; RUN: sh -c '%ehi run --trace=exec %s 1 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CFUN
; CFUN: ehi: undefined behaviour: llvm.memcpy of 16 bytes {{.*}} overlap by 13 bytes {{.*}} [X-MEM-11]
; CFUN: status 66
; RUN: sh -c '%ehi run %s 3; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=INLINE
; INLINE: ehi: undefined behaviour: llvm.memcpy of 4 bytes {{.*}} overlap by 3 bytes {{.*}} [X-MEM-11]
; INLINE: status 66
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare ptr @malloc(i64)
declare i32 @puts(ptr)
@ok = private constant [3 x i8] c"ok\00"

define void @heap(i64 %off, i64 %n) {
  %p = call ptr @malloc(i64 64)
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 64, i1 false)
  %q = getelementptr inbounds i8, ptr %p, i64 %off
  ; equal ranges: allowed
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 false)
  ; an overlap memmove allows
  call void @llvm.memmove.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)
  ; a zero length never overlaps
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 0, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @frame() {
  %a = alloca [16 x i8], align 8
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  %b = getelementptr inbounds i8, ptr %a, i64 4
  %c = getelementptr inbounds i8, ptr %a, i64 8
  ; disjoint and equal frame ranges: allowed
  call void @llvm.memcpy.p0.p0.i64(ptr %c, ptr %a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  ret void
}

define void @inline(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %p, ptr %q, i64 4, i1 false)
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %c = load i8, ptr %s
  switch i8 %c, label %good [ i8 49, label %h
                              i8 50, label %f
                              i8 51, label %i ]
h:
  call void @heap(i64 3, i64 16)
  ret i32 1
f:
  call void @frame()
  ret i32 1
i:
  %buf = alloca [8 x i8]
  call void @inline(ptr %buf)
  ret i32 1
good:
  call void @heap(i64 16, i64 16)
  %buf2 = alloca [8 x i8]
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %buf2, ptr %buf2, i64 8, i1 false)
  call i32 @puts(ptr @ok)
  call void @frame.ok()
  ret i32 0
}

define void @frame.ok() {
  %a = alloca [16 x i8], align 8
  %c = getelementptr inbounds i8, ptr %a, i64 8
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %c, ptr %a, i64 8, i1 false)
  ret void
}

; The `align` of an aggregate, vector or wide integer load or store, and
; the `align` attributes of llvm.memcpy/memmove/memset's pointers, are
; promises an address breaks when it is not a multiple of them: undefined
; behaviour (SPEC.md section 6, X-MEM-10; LangRef: the intrinsics'
; pointers "must still be appropriately aligned" with a zero length).
; A load or store is checked up to the largest power of two its size
; holds (as a scalar is to its size); the good run's accesses keep their
; promises (`align 1` at an odd address, an over-aligned small one).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=AGG
; AGG: ehi: undefined behaviour: misaligned read of 8 bytes at address 0x{{[0-9a-f]+}}2: its `align 4` says a multiple of 4 [X-MEM-10]
; AGG-NEXT: at {{.*}} in @main, block %a: %a1 = load { i32, i32 }, ptr %p2, align 4
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VEC
; VEC: ehi: undefined behaviour: misaligned write of 16 bytes at address 0x{{[0-9a-f]+}}8: its `align 16` says a multiple of 16 [X-MEM-10]
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SET
; SET: ehi: undefined behaviour: misaligned destination of llvm.memset at address 0x{{[0-9a-f]+}}2: its `align 4` says a multiple of 4 [X-MEM-10]
; RUN: sh -c '%ehi run %s d 2>&1; echo "status $?"' | FileCheck %s --check-prefix=MOVE
; MOVE: ehi: undefined behaviour: misaligned source of llvm.memmove at address 0x{{[0-9a-f]+}}1: its `align 2` says a multiple of 2 [X-MEM-10]
; RUN: sh -c '%ehi run %s e 2>&1; echo "status $?"' | FileCheck %s --check-prefix=ZERO
; ZERO: ehi: undefined behaviour: misaligned destination of llvm.memcpy at address 0x{{[0-9a-f]+}}1: its `align 8` says a multiple of 8 [X-MEM-10]
; RUN: sh -c '%ehi run --trace=exec %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SET
; RUN: sh -c '%ehi run --trace=exec %s e 2>&1; echo "status $?"' | FileCheck %s --check-prefix=ZERO
; RUN: sh -c '%ehi run %s f 2>&1; echo "status $?"' | FileCheck %s --check-prefix=WIDE
; WIDE: ehi: undefined behaviour: misaligned read of 16 bytes at address 0x{{[0-9a-f]+}}4: its `align 8` says a multiple of 8 [X-MEM-10]
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare ptr @malloc(i64)
declare i32 @puts(ptr)
@ok = private constant [3 x i8] c"ok\00"

define i32 @main(i32 %argc, ptr %argv) {
  %p = call ptr @malloc(i64 64)
  call void @llvm.memset.p0.i64(ptr align 16 %p, i8 0, i64 64, i1 false)
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  %p8 = getelementptr inbounds i8, ptr %p, i64 8
  %p32 = getelementptr inbounds i8, ptr %p, i64 32
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  %g1 = load { i32, i32 }, ptr %p1, align 1
  store <4 x i32> zeroinitializer, ptr %p4, align 4
  %g2 = load { i8, i8 }, ptr %p2, align 8 ; (2 bytes: checked to 2)
  %g3 = load i128, ptr %p8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %p32, ptr align 2 %p2, i64 8, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %p1, ptr align 4 %p4, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %p4, i8 1, i64 0, i1 false)
  call i32 @puts(ptr @ok)
  ret i32 0
bad:
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  switch i8 %k, label %a [ i8 98, label %b
                           i8 99, label %c
                           i8 100, label %d
                           i8 101, label %e
                           i8 102, label %f ]
a:
  %a1 = load { i32, i32 }, ptr %p2, align 4
  ret i32 1
b:
  store <4 x i32> zeroinitializer, ptr %p8, align 16
  ret i32 1
c:
  call void @llvm.memset.p0.i64(ptr align 4 %p2, i8 1, i64 4, i1 false)
  ret i32 1
d:
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %p4, ptr align 2 %p1, i64 4, i1 false)
  ret i32 1
e:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %p1, ptr align 1 %p2, i64 0, i1 false)
  ret i32 1
f:
  %f1 = load i128, ptr %p4, align 8
  ret i32 1
}

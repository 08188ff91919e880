; A block copy or fill (llvm.memcpy, llvm.memset) of at least one byte
; through a poison pointer: X-UB-2, as a load or store through one is
; (SPEC.md: poison used as an address), named by the value's origin --
; not a fault at the pointer's register image.  A copy of no bytes reads
; and writes nothing: no report.
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=COPY
; RUN: sh -c '%ehi run --no-jit %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=COPY
; COPY: ehi: undefined behaviour: copy through a poison or undef pointer [X-UB-2]
; COPY-NEXT: note: the value may be poison from the `getelementptr inbounds` {{.*}}
; COPY: status 66
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FILL
; RUN: sh -c '%ehi run --no-jit %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FILL
; FILL: ehi: undefined behaviour: fill through a poison or undef pointer [X-UB-2]
; FILL: status 66
; RUN: sh -c '%ehi run %s a a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NONE
; NONE-NOT: ehi:
; NONE: status 0
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
@src = global [16 x i8] c"abcdefghijklmnop"
@dst = global [16 x i8] zeroinitializer
define i32 @main(i32 %argc, ptr %argv) {
entry:
  %big = add nsw i32 %argc, 2147483647
  %wide = sext i32 %big to i64
  %bad = getelementptr inbounds i8, ptr @dst, i64 %wide
  switch i32 %argc, label %none [i32 1, label %copy
                                 i32 2, label %fill]
copy:
  call void @llvm.memcpy.p0.p0.i64(ptr %bad, ptr @src, i64 4, i1 false)
  ret i32 0
fill:
  call void @llvm.memset.p0.i64(ptr %bad, i8 0, i64 4, i1 false)
  ret i32 0
none:
  call void @llvm.memcpy.p0.p0.i64(ptr %bad, ptr @src, i64 0, i1 false)
  ret i32 0
}

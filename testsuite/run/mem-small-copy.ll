; llvm.memcpy of 8 to 32 bytes (the copies of small structs) has a fast
; path in the MEMCPY op when every byte of both sides is written (one read
; of each side's shadow, vm.c); every other copy of that size takes the
; checked path and reports as the C function does: past an object's end,
; a freed block, a constant global, and a source partly unwritten (its
; undef bytes go along: the copy itself is no use of them).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry undef_along %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=UNDEF
; RUN: sh -c '%ehi run --entry overread %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVERREAD
; RUN: sh -c '%ehi run --entry overwrite %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVERWRITE
; RUN: sh -c '%ehi run --entry freed %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FREED
; RUN: sh -c '%ehi run --entry toconst %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TOCONST
; OK: status 0
; UNDEF: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; UNDEF-NEXT: note: the value is undef: 8 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @undef_along were uninitialised (never written since allocated); they are in heap block 'malloc' of 24 bytes
; UNDEF: status 66
; OVERREAD: ehi: undefined behaviour: read of 8 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 16 bytes
; OVERREAD: status 66
; OVERWRITE: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 20 bytes
; OVERWRITE: status 66
; FREED: ehi: undefined behaviour: read of 24 bytes at address 0x{{[0-9a-f]+}}, which is a freed heap block{{.*}}[X-MEM-3]
; FREED: status 66
; TOCONST: ehi: fault: write of 16 bytes at address 0x{{[0-9a-f]+}}, which is a constant global{{.*}}[X-MEM-5]
; TOCONST: status 139
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ro = constant [16 x i8] c"abcdefghijklmnop"

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; two written heap blocks: 24 bytes copied, read back
define i32 @main() {
  %a = call ptr @malloc(i64 24)
  %b = call ptr @malloc(i64 24)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  %p = getelementptr i8, ptr %b, i64 16
  %v = load i64, ptr %p
  %c = icmp eq i64 %v, 506381209866536711
  br i1 %c, label %ok, label %bad
ok:
  ret i32 0
bad:
  ret i32 1
}

; the source's last field never written: the copy's is undef too
define i32 @undef_along() {
  %a = call ptr @malloc(i64 24)
  %b = call ptr @malloc(i64 24)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  %p = getelementptr i8, ptr %b, i64 16
  %v = load i64, ptr %p
  %c = icmp eq i64 %v, 0
  br i1 %c, label %ok, label %bad
ok:
  ret i32 0
bad:
  ret i32 1
}

define i32 @overread() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 24)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  ret i32 0
}

define i32 @overwrite() {
  %a = call ptr @malloc(i64 24)
  %b = call ptr @malloc(i64 20)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 7, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  ret i32 0
}

define i32 @freed() {
  %a = call ptr @malloc(i64 24)
  %b = call ptr @malloc(i64 24)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 24, i1 false)
  call void @free(ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 24, i1 false)
  ret i32 0
}

define i32 @toconst() {
  %a = call ptr @malloc(i64 16)
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr @ro, ptr %a, i64 16, i1 false)
  ret i32 0
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

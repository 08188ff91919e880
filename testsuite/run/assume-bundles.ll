; llvm.assume's operand bundles "align", "nonnull" and "dereferenceable"
; assume what those attributes promise of their pointer (LangRef, "Assume
; Operand Bundles"); one that does not hold is undefined behaviour, as
; llvm.assume of false is (SPEC.md X-UB-9).  The good run's bundles hold.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=ALIGN
; ALIGN: ehi: undefined behaviour: llvm.assume's "align" operand bundle does not hold: 0x{{[0-9a-f]+}}1 is not a multiple of 8 [X-UB-9]
; ALIGN-NEXT: at {{.*}} in @main, block %a: call void @llvm.assume(i1 true) [ "align"(ptr %p1, i64 8) ]
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NONNULL
; NONNULL: ehi: undefined behaviour: llvm.assume's "nonnull" operand bundle does not hold: the pointer is null [X-UB-9]
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DEREF
; DEREF: ehi: undefined behaviour: llvm.assume's "dereferenceable" operand bundle does not hold: 32 bytes at 0x{{[0-9a-f]+}} are not all in one live object [X-UB-9]
; RUN: sh -c '%ehi run --trace=exec %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=DEREF
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.assume(i1)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @puts(ptr)
@ok = private constant [3 x i8] c"ok\00"

define ptr @null() noinline {
  ret ptr null
}

define i32 @main(i32 %argc, ptr %argv) {
  %p = call ptr @malloc(i64 32)
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %p16 = getelementptr inbounds i8, ptr %p, i64 16
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  call void @llvm.assume(i1 true) [ "align"(ptr %p16, i64 16), "nonnull"(ptr %p1) ]
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p16, i64 16), "align"(ptr %p1, i64 1) ]
  call void @llvm.assume(i1 true) [ "cold"() ]
  call i32 @puts(ptr @ok)
  ret i32 0
bad:
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  switch i8 %k, label %a [ i8 98, label %b
                           i8 99, label %c ]
a:
  call void @llvm.assume(i1 true) [ "align"(ptr %p1, i64 8) ]
  ret i32 1
b:
  %n = call ptr @null()
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %n) ]
  ret i32 1
c:
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p16, i64 32) ]
  ret i32 1
}

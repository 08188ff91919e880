; ptrtoaddr (LLVM 22): a pointer's address as an integer, scalar, vector and
; constant expression (SPEC.md section 2; the address is what ptrtoint gives).
; RUN: %ehi run %s | FileCheck %s
; RUN: %ehi print %s | FileCheck %s --check-prefix=PRINT
; CHECK: 4 8 4
; PRINT: @c = global i64 ptrtoaddr (ptr getelementptr (i8, ptr @g, i64 8) to i64)
; PRINT: %a = ptrtoaddr ptr %p to i64
target triple = "x86_64-unknown-linux-gnu"
@g = global [4 x i32] zeroinitializer
@c = global i64 ptrtoaddr (ptr getelementptr (i8, ptr @g, i64 8) to i64)
declare i32 @printf(ptr, ...)
@fmt = private constant [11 x i8] c"%ld %d %d\0A\00"
define i32 @main() {
  %p = getelementptr i8, ptr @g, i64 4
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoint ptr @g to i64
  %d = sub i64 %a, %b
  %c = load i64, ptr @c
  %e = sub i64 %c, %b
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr @g, i32 1
  %x = ptrtoaddr <2 x ptr> %w to <2 x i64>
  %x0 = extractelement <2 x i64> %x, i32 0
  %x1 = extractelement <2 x i64> %x, i32 1
  %y = sub i64 %x0, %x1
  %yy = trunc i64 %y to i32
  %ee = trunc i64 %e to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %d, i32 %ee, i32 %yy)
  ret i32 0
}

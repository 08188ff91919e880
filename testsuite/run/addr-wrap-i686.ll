; Addresses wrap at the pointer width: on a 32-bit target a pointer plus
; a constant offset past 4 GiB is the address the low 32 bits name (the
; fast address ops check the sum first and cut it on their slow path,
; vm.c).  --trace=exec uses the plain ops: the same results.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
; RUN: sh -c '%ehi run --entry null %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NULL
; RUN: sh -c '%ehi run --trace=exec --entry null %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=NULL
; NULL: ehi: fault: read of 4 bytes at address 0x8, which is the null page [X-MEM-1]
; NULL: status 139
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-pc-linux-gnu"

@g = global [2 x i32] [i32 1234, i32 0]

define i32 @main() {
  %gi = ptrtoint ptr @g to i32
  %qi = sub i32 %gi, 536870912                 ; wraps below 0
  %q = inttoptr i32 %qi to ptr
  %p = getelementptr i8, ptr %q, i32 536870912 ; and back: @g
  %v = load i32, ptr %p, align 4
  %p4 = getelementptr i8, ptr %q, i32 536870916 ; @g + 4
  store i32 %v, ptr %p4, align 4
  %i = add i32 0, 1
  %px = getelementptr [2 x i32], ptr %q, i32 67108864, i32 %i ; through the indexed form: @g + 4
  %w = load i32, ptr %px, align 4
  %c1 = icmp ne i32 %v, 1234
  %c2 = icmp ne i32 %w, 1234
  %o = or i1 %c1, %c2
  %r = zext i1 %o to i32
  ret i32 %r
}

define i32 @null() {
  %q = inttoptr i32 -8 to ptr
  %p = getelementptr i8, ptr %q, i32 16
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

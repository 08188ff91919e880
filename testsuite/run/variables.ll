; Promoted variables and folded ops (lower.c): a scalar alloca that is
; only loaded and stored lives in a register, loads read it in place,
; sexts and getelementptrs fold into their users.  Each value must still
; be the one of the time of its instruction, and poison stored to a
; variable is dropped as memory drops it.  --trace=exec lowers without
; these forms: both runs give the same status.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 42
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, [4 x i32] }

@arr = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define i32 @main() {
entry:
  %v = alloca i32, align 4
  %i = alloca i32, align 4
  %p = alloca ptr, align 8
  %u = alloca i32, align 4
  %s = alloca %pair, align 4
  ; 1: a load, then a store to its variable, then the load's use
  store i32 5, ptr %v, align 4
  %a = load i32, ptr %v, align 4
  store i32 7, ptr %v, align 4
  %a2 = add i32 %a, 0                          ; 5, not 7
  ; 2: a sext between a load and a store to its variable
  store i32 1, ptr %i, align 4
  %x = load i32, ptr %i, align 4
  %xe = sext i32 %x to i64
  store i32 3, ptr %i, align 4
  %g = getelementptr inbounds [4 x i32], ptr @arr, i64 0, i64 %xe
  %e = load i32, ptr %g, align 4               ; arr[1] = 20
  ; 3: poison stored to a variable reads back as a plain value
  %big = add nsw i32 2147483647, 1
  store i32 %big, ptr %v, align 4
  %b = load i32, ptr %v, align 4
  %neg = icmp slt i32 %b, 0
  %one = zext i1 %neg to i32                   ; 1 (INT_MIN)
  ; 4: nested constant getelementptrs, a store between them
  store ptr %s, ptr %p, align 8
  %sp = load ptr, ptr %p, align 8
  %f1 = getelementptr inbounds %pair, ptr %sp, i32 0, i32 1
  store ptr @arr, ptr %p, align 8
  %f2 = getelementptr inbounds [4 x i32], ptr %f1, i64 0, i64 2
  store i32 11, ptr %f2, align 4
  %chk = getelementptr inbounds %pair, ptr %s, i32 0, i32 1, i64 2
  %c = load i32, ptr %chk, align 4             ; 11, in %s, not in @arr
  %arr2 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2), align 4 ; 30
  ; 5: a variable never stored reads 0
  %z = load i32, ptr %u, align 4
  ; 5 + 20 + 1 + 11 + 30 + 0 - 25 = 42
  %t1 = add i32 %a2, %e
  %t2 = add i32 %t1, %one
  %t3 = add i32 %t2, %c
  %t4 = add i32 %t3, %arr2
  %t5 = add i32 %t4, %z
  %r = sub i32 %t5, 25
  ret i32 %r
}

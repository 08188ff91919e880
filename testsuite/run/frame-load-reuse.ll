; A frame-relative load of bytes loaded before and not written since
; takes the earlier load's register (lower.c, reuse_frame_load): along a
; block and into a block whose only predecessor comes just before it.
; Any write ends that: a frame-relative store or copy to those bytes, and
; for an object whose address escaped, anything that may write memory
; (a call, a store through a pointer).  --trace=exec loads every time:
; the same results.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @poke(ptr %p) {
  store i64 99, ptr %p, align 8
  ret void
}

define i32 @main() {
entry:
  %a = alloca i64, align 8                    ; escapes (to @poke)
  %b = alloca [2 x i64], align 8              ; private
  %c = alloca [2 x i64], align 8              ; private
  %b1 = getelementptr [2 x i64], ptr %b, i64 0, i64 1
  %c1 = getelementptr [2 x i64], ptr %c, i64 0, i64 1
  store i64 1, ptr %a, align 8
  store i64 2, ptr %b, align 8
  store i64 3, ptr %b1, align 8
  store i64 4, ptr %c1, align 8
  %x1 = load i64, ptr %a, align 8             ; 1
  call void @poke(ptr %a)
  %x2 = load i64, ptr %a, align 8             ; 99: the call wrote it
  %y1 = load i64, ptr %b, align 8             ; 2
  store i64 5, ptr %b, align 8
  %y2 = load i64, ptr %b, align 8             ; 5: stored since
  %z1 = load i64, ptr %b1, align 8            ; 3
  %k = icmp eq i64 %z1, 3
  br i1 %k, label %next, label %bad
next:                                         ; only predecessor: entry
  %z2 = load i64, ptr %b1, align 8            ; 3, as loaded in entry
  call void @llvm.memcpy.p0.p0.i64(ptr %b1, ptr %c1, i64 8, i1 false)
  %z3 = load i64, ptr %b1, align 8            ; 4: copied over since
  %x3 = load i64, ptr %a, align 8             ; 99
  %pa = getelementptr i8, ptr %a, i64 0
  store i64 7, ptr %pa, align 8
  %x4 = load i64, ptr %a, align 8             ; 7
  %s1 = add i64 %x1, %x2                      ; 100
  %s2 = add i64 %s1, %y1                      ; 102
  %s3 = add i64 %s2, %y2                      ; 107
  %s4 = add i64 %s3, %z1                      ; 110
  %s5 = add i64 %s4, %z2                      ; 113
  %s6 = add i64 %s5, %z3                      ; 117
  %s7 = add i64 %s6, %x3                      ; 216
  %s8 = add i64 %s7, %x4                      ; 223
  %ok = icmp eq i64 %s8, 223
  br i1 %ok, label %good, label %bad
good:
  ret i32 0
bad:
  ret i32 1
}

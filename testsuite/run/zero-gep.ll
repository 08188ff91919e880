; A getelementptr that adds 0 (a struct's first field) is its base's
; register (lower.c, cast_shares_slot), and a load of a parameter's
; variable that is never stored again is the parameter's register; a
; variable stored again keeps each load's own value.  --trace=exec
; lowers without these forms: the same results.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i64, i64 }

@one = global %pair { i64 1, i64 2 }
@two = global %pair { i64 30, i64 40 }

; p's variable is never stored again; q's is, between two uses
define i64 @f(ptr %p, ptr %q) {
  %vp = alloca ptr, align 8
  %vq = alloca ptr, align 8
  store ptr %p, ptr %vp, align 8
  store ptr %q, ptr %vq, align 8
  %a = load ptr, ptr %vp, align 8
  %ga = getelementptr inbounds %pair, ptr %a, i32 0, i32 0
  %b = load ptr, ptr %vq, align 8
  %gb = getelementptr inbounds %pair, ptr %b, i32 0, i32 0
  store ptr %p, ptr %vq, align 8
  %c = load ptr, ptr %vq, align 8
  %gc = getelementptr inbounds %pair, ptr %c, i32 0, i32 0
  %x = load i64, ptr %ga, align 8            ; p->first: 1
  %y = load i64, ptr %gb, align 8            ; q->first: 30
  %z = load i64, ptr %gc, align 8            ; p->first: 1
  %s1 = mul i64 %y, 100
  %s2 = add i64 %s1, %x
  %s3 = mul i64 %z, 10000
  %s4 = add i64 %s2, %s3
  ret i64 %s4                                ; 13001
}

define i32 @main() {
  %r = call i64 @f(ptr @one, ptr @two)
  %ok = icmp eq i64 %r, 13001
  %st = select i1 %ok, i32 0, i32 1
  ret i32 %st
}

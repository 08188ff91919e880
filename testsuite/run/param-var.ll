; A parameter stored to its own variable first thing is that variable's
; register (lower.c, param_var); later stores to the variable still change
; it.  A store of poison leaves undef bytes (SPEC.md section 6, "Memory."),
; so a poison argument stays poison through the variable, and the branch on
; it is undefined behaviour (X-UB-1), as it is with the variable in memory
; (--trace=exec keeps the alloca in memory: the same).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
; RUN: sh -c '%ehi run --entry poison_arg %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=POISON
; RUN: sh -c '%ehi run --trace=exec --entry poison_arg %s; echo "status $?"' 2>&1 | grep -v '^.exec' | FileCheck %s --check-prefix=POISON
; POISON: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; POISON: at {{.*}}param-var.ll:{{[0-9]+}}:3 in @test, block %0: br i1 %c
; POISON: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; branches on what its variable holds
define i32 @test(i32 %x) {
  %v = alloca i32, align 4
  store i32 %x, ptr %v, align 4
  %y = load i32, ptr %v, align 4
  %c = icmp sgt i32 %y, 5
  br i1 %c, label %big, label %small
big:
  store i32 100, ptr %v, align 4
  br label %out
small:
  %z = load i32, ptr %v, align 4
  %z1 = add nsw i32 %z, 1
  store i32 %z1, ptr %v, align 4
  br label %out
out:
  %r = load i32, ptr %v, align 4
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @test(i32 7)                   ; 100
  %b = call i32 @test(i32 2)                   ; 3
  %ka = icmp ne i32 %a, 100
  %kb = icmp ne i32 %b, 3
  %o = or i1 %ka, %kb
  %r = zext i1 %o to i32
  ret i32 %r
}

define i32 @poison_arg() {
  %p = call i32 @test(i32 poison)
  ret i32 %p
}

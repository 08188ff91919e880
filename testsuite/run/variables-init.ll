; Promoted variables (lower.c) start undef (register image 0, poison byte
; set), as unwritten memory reads (SPEC.md section 6, "Memory."), when a
; load may come before any store; the others get nothing at frame entry
; (vars_read_unset): their registers still hold what an earlier frame left
; there, so a path that stored every variable must still see only what it
; stored, and one that did not must see undef, whose use in a branch is
; undefined behaviour (X-UB-1) with a note naming the variable.
; (--trace=exec keeps every alloca in memory: the same reports.)
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace=exec %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: status 0
; RUN: sh -c '%ehi run --entry use_onepath %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ONEPATH
; RUN: sh -c '%ehi run --trace=exec --entry use_onepath %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=ONEPATH
; ONEPATH: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; ONEPATH-NEXT: note: {{.*}}the load at {{.*}}:67:3 in @onepath {{.*}}%v (alloca in @onepath)
; ONEPATH: at {{.*}} in @use_onepath, block %0: br i1 %e
; ONEPATH: status 66
; RUN: sh -c '%ehi run --entry use_loop %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=LOOP
; LOOP: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; LOOP-NEXT: note: {{.*}}the load at {{.*}}:85:3 in @loop {{.*}}%prev (alloca in @loop)
; LOOP: at {{.*}} in @use_loop, block %0: br i1 %e
; LOOP: status 66
; RUN: sh -c '%ehi run --entry use_before %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BEFORE
; BEFORE: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BEFORE-NEXT: note: {{.*}}the load at {{.*}}:103:3 in @before {{.*}}%v (alloca in @before)
; BEFORE: at {{.*}} in @use_before, block %0: br i1 %e
; BEFORE: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@one = global i32 1

; leaves nonzero values in many registers above its caller's
define i64 @dirty(i64 %x) {
  %a = alloca i64, align 8
  %b = alloca i64, align 8
  %c = alloca i64, align 8
  %d = alloca i64, align 8
  store i64 %x, ptr %a, align 8
  store i64 %x, ptr %b, align 8
  store i64 %x, ptr %c, align 8
  store i64 %x, ptr %d, align 8
  %1 = load i64, ptr %a, align 8
  %2 = load i64, ptr %b, align 8
  %3 = add i64 %1, %2
  %4 = load i64, ptr %c, align 8
  %5 = add i64 %3, %4
  %6 = load i64, ptr %d, align 8
  %7 = add i64 %5, %6
  %8 = mul i64 %7, 3
  %9 = xor i64 %8, -1
  ret i64 %9
}

; stored on one path only: undef on the other
define i64 @onepath(i1 %c) {
  %v = alloca i64, align 8
  %w = alloca i64, align 8
  %u = alloca i64, align 8
  store i64 9, ptr %w, align 8
  br i1 %c, label %set, label %join
set:
  store i64 5, ptr %v, align 8
  store i64 6, ptr %u, align 8
  br label %join
join:
  %x = load i64, ptr %v, align 8
  %y = load i64, ptr %w, align 8
  %z = load i64, ptr %u, align 8
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  ret i64 %t
}

; stored at the end of the loop, read at its top: undef the first time
define i64 @loop() {
entry:
  %prev = alloca i64, align 8
  %i = alloca i64, align 8
  %acc = alloca i64, align 8
  store i64 0, ptr %i, align 8
  store i64 0, ptr %acc, align 8
  br label %top
top:
  %p = load i64, ptr %prev, align 8
  %a = load i64, ptr %acc, align 8
  %a2 = add i64 %a, %p
  store i64 %a2, ptr %acc, align 8
  %n = load i64, ptr %i, align 8
  %n2 = add i64 %n, 1
  store i64 %n2, ptr %i, align 8
  store i64 %n2, ptr %prev, align 8
  %more = icmp ult i64 %n2, 4
  br i1 %more, label %top, label %out
out:
  %r = load i64, ptr %acc, align 8
  ret i64 %r                                   ; 0 + 1 + 2 + 3
}

; read before the store in the same block
define i64 @before() {
  %v = alloca i64, align 8
  %x = load i64, ptr %v, align 8
  store i64 77, ptr %v, align 8
  %y = load i64, ptr %v, align 8
  %s = add i64 %x, %y
  ret i64 %s
}

define i32 @main() {
  %f = load i32, ptr @one, align 4
  %c = icmp eq i32 %f, 0                      ; false
  %nc = xor i1 %c, true
  %d1 = call i64 @dirty(i64 123456789)
  %r4 = call i64 @onepath(i1 %nc)             ; 5 + 9 + 6: every variable stored
  %e4 = icmp ne i64 %r4, 20
  br i1 %e4, label %bad, label %ok
ok:
  ; an undef result frozen is some fixed value: no report
  %d2 = call i64 @dirty(i64 987654321)
  %r1 = call i64 @onepath(i1 %c)
  %fr = freeze i64 %r1
  %e1 = icmp eq i64 %fr, 12345
  br i1 %e1, label %bad, label %good
good:
  ret i32 0
bad:
  ret i32 1
}

; each undef result decides a branch: undefined behaviour (X-UB-1)
define i32 @use_onepath() {
  %d = call i64 @dirty(i64 123456789)
  %r = call i64 @onepath(i1 false)
  %e = icmp ne i64 %r, 9
  br i1 %e, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @use_loop() {
  %d = call i64 @dirty(i64 987654321)
  %r = call i64 @loop()
  %e = icmp ne i64 %r, 6
  br i1 %e, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @use_before() {
  %d = call i64 @dirty(i64 55555)
  %r = call i64 @before()
  %e = icmp ne i64 %r, 77
  br i1 %e, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

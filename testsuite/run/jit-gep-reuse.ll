; Two speed-ups of checked getelementptrs (interp/vm/jit_x64.c, lower_mem.c)
; and the cases that must defeat them:
;   bytes   the JIT keeps the span (gepcheck.c) a far in-bounds check found
;           for its base, for the next checks of the same base register in
;           straight code; here the base is a promoted variable that a store
;           changes between two getelementptrs (used in the next block: not
;           folded into the stores): the second must be checked
;           against the new base (a 40-byte block allocated below the one the
;           kept span covers). At i = 999 it is 999 bytes past its 40:
;           poison (X-UB-2 on the store through it), with the JIT as without.
;   fields  the lowering computes base + i * size once per block for the
;           fields of p[i] (clang -O2 addresses each field from p and i); a
;           promoted variable's register may change within the block, so
;           its element address is not reused: each round stores 1 into
;           field 1 of a[i] and adds 2 to field 1 of a[i + 1] (the second
;           base is a + 4), so the 1001 fields sum to 1000 * 1 + 2 = 1002
;           (reusing a + 4i would give 3 each: 3000).
; Each run with the JIT and without (--no-jit), to the same lines.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BYTES
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BYTES
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JF,FIELDS
; RUN: sh -c '%ehi run --no-jit %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FIELDS
; BYTES: ehi: undefined behaviour: store through a poison or undef pointer [X-UB-2]
; BYTES-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}jit-gep-reuse.ll:[[@LINE+29]]:3 in @bytes (poison when its promise fails)
; BYTES: status 66
; JF: [jit] @fields:
; FIELDS: sum 1002
; FIELDS-NEXT: status 0
target triple = "x86_64-unknown-linux-gnu"
declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare i32 @printf(ptr, ...)
@.fmt = private constant [8 x i8] c"sum %u\0A\00"

define i32 @bytes() {
entry:
  %p = alloca ptr, align 8
  %i = alloca i64, align 8
  %c = call ptr @malloc(i64 40)
  %a = call ptr @calloc(i64 4000, i64 1)
  %b = call ptr @calloc(i64 4000, i64 1)
  store i64 0, ptr %i, align 8
  br label %loop
loop:
  store ptr %a, ptr %p, align 8
  %q = load ptr, ptr %p, align 8
  %iv = load i64, ptr %i, align 8
  %x = getelementptr inbounds i8, ptr %q, i64 %iv
  %last = icmp eq i64 %iv, 999
  %nb = select i1 %last, ptr %c, ptr %b
  store ptr %nb, ptr %p, align 8
  %q2 = load ptr, ptr %p, align 8
  %y = getelementptr inbounds i8, ptr %q2, i64 %iv
  br label %body
body:
  store i8 1, ptr %x, align 1
  store i8 2, ptr %y, align 1
  %i1 = add i64 %iv, 1
  store i64 %i1, ptr %i, align 8
  %done = icmp eq i64 %i1, 1000
  br i1 %done, label %out, label %loop
out:
  ret i32 0
}

define i32 @fields() {
entry:
  %p = alloca ptr, align 8
  %i = alloca i64, align 8
  %a = call ptr @calloc(i64 1001, i64 4)
  store i64 0, ptr %i, align 8
  br label %loop
loop:
  store ptr %a, ptr %p, align 8
  %q = load ptr, ptr %p, align 8
  %iv = load i64, ptr %i, align 8
  %x = getelementptr inbounds { i16, i8, i8 }, ptr %q, i64 %iv, i32 1
  %a4 = getelementptr inbounds i8, ptr %a, i64 4
  store ptr %a4, ptr %p, align 8
  %q2 = load ptr, ptr %p, align 8
  %y = getelementptr inbounds { i16, i8, i8 }, ptr %q2, i64 %iv, i32 1
  br label %body
body:
  store i8 1, ptr %x, align 1
  %yv = load i8, ptr %y, align 1
  %yv2 = add i8 %yv, 2
  store i8 %yv2, ptr %y, align 1
  %i1 = add i64 %iv, 1
  store i64 %i1, ptr %i, align 8
  %done = icmp eq i64 %i1, 1000
  br i1 %done, label %sum, label %loop
sum:
  %k = phi i64 [ 0, %body ], [ %k1, %sum ]
  %t = phi i32 [ 0, %body ], [ %t1, %sum ]
  %e = getelementptr inbounds { i16, i8, i8 }, ptr %a, i64 %k, i32 1
  %ev = load i8, ptr %e, align 1
  %ez = zext i8 %ev to i32
  %t1 = add i32 %t, %ez
  %k1 = add i64 %k, 1
  %end = icmp eq i64 %k1, 1001
  br i1 %end, label %out, label %sum
out:
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %t1)
  ret i32 0
}

define i32 @main(i32 %argc, ptr %argv) {
  %one = icmp eq i32 %argc, 1
  br i1 %one, label %b, label %f
b:
  %rb = call i32 @bytes()
  ret i32 %rb
f:
  %rf = call i32 @fields()
  ret i32 %rf
}

; What a getelementptr's flags promise (SPEC.md section 6, "Registers and
; poison"; LLVM 19's LangRef): inbounds makes the result poison when it
; and the base are not in bounds of one object (inside it or one past its
; end; a zero offset always is), nusw when the signed offset wraps or
; wraps the address, nuw when the unsigned offset or address wraps (a
; negative index).  The poison is reported where it is used (here a
; branch, X-UB-1, or an address, X-UB-2).  The `ok` entry keeps every
; promise, and a getelementptr without a flag may go anywhere.
; RUN: sh -c '%ehi run --entry ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK-NOT: ehi:
; OK: status 9
; RUN: sh -c '%ehi run --entry past_end %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PAST
; PAST: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; PAST-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @past_end{{.*}} (poison when its promise fails)
; PAST: status 66
; RUN: sh -c '%ehi run --entry before_start %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BEFORE
; BEFORE: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BEFORE: status 66
; RUN: sh -c '%ehi run --entry from_past_end %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FROM
; FROM: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; FROM: status 66
; RUN: sh -c '%ehi run --entry null_offset %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NULL
; NULL: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NULL: status 66
; RUN: sh -c '%ehi run --entry far_load %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FAR
; FAR: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
; FAR: status 66
; RUN: sh -c '%ehi run --entry heap_past_end %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=HEAP
; HEAP: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; HEAP: status 66
; RUN: sh -c '%ehi run --entry nuw_negative %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NUW
; NUW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NUW-NEXT: note: the value may be poison from the `getelementptr nuw` at {{.*}} in @nuw_negative{{.*}} (poison when its promise fails)
; NUW: status 66
; RUN: sh -c '%ehi run --entry nusw_wrap %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NUSW
; NUSW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NUSW-NEXT: note: the value may be poison from the `getelementptr nusw` at {{.*}} in @nusw_wrap (poison when its promise fails)
; NUSW: status 66

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, i32 }

declare ptr @malloc(i64)

define i32 @pick(ptr %p, ptr %q) {
  %c = icmp ult ptr %p, %q
  br i1 %c, label %lt, label %ge
lt:
  ret i32 1
ge:
  ret i32 0
}

define i32 @past_end() {
  %a = alloca [4 x i32], align 4
  %end = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 4
  %i = add i64 3, 3
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %c = icmp ult ptr %p, %end
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

define i32 @before_start() {
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds i32, ptr %a, i64 -1
  %r = call i32 @pick(ptr %p, ptr %a)
  %c = icmp eq i32 %r, 1
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

; one past the end is in bounds, but not a base for going further
define i32 @from_past_end() {
  %a = alloca [4 x i32], align 4
  %end = getelementptr inbounds [4 x i32], ptr %a, i64 1
  %p = getelementptr inbounds i8, ptr %end, i64 1
  %r = call i32 @pick(ptr %p, ptr %end)
  %c = icmp eq i32 %r, 1
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

define i32 @null_offset() {
  %p = getelementptr inbounds i8, ptr null, i64 8
  %c = icmp eq ptr %p, null
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

; an offset from one heap block into another: poison, so the load
; through it is a use of poison, whatever it would read
define i32 @load_it(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @far_load() {
  %h1 = call ptr @malloc(i64 16)
  %h2 = call ptr @malloc(i64 16)
  store i32 5, ptr %h2, align 4
  %a1 = ptrtoint ptr %h1 to i64
  %a2 = ptrtoint ptr %h2 to i64
  %d = sub i64 %a2, %a1
  %p = getelementptr inbounds i8, ptr %h1, i64 %d
  %v = call i32 @load_it(ptr %p)
  ret i32 %v
}

define i32 @heap_past_end() {
  %h = call ptr @malloc(i64 10)
  %p = getelementptr inbounds i8, ptr %h, i64 11
  %r = call i32 @pick(ptr %h, ptr %p)
  %c = icmp eq i32 %r, 1
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

define i32 @nuw_negative() {
  %a = alloca [4 x i32], align 4
  %e = getelementptr inbounds i32, ptr %a, i64 2
  %i = sub i64 0, 1
  %p = getelementptr nuw i32, ptr %e, i64 %i
  %c = icmp ult ptr %p, %e
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

define i32 @nusw_wrap() {
  %a = alloca [4 x i32], align 4
  %i = add i64 4611686018427387904, 0
  %p = getelementptr nusw i32, ptr %a, i64 %i
  %c = icmp ult ptr %p, %a
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}

; kept promises: one past the end, back from it, zero offsets anywhere,
; a struct array's field, a heap block's last byte, nusw and nuw within
; range, and flagless getelementptrs far outside
define i32 @ok() {
  %a = alloca [4 x i32], align 4
  %s = alloca [3 x %pair], align 4
  %end = getelementptr inbounds [4 x i32], ptr %a, i64 1
  %back = getelementptr inbounds i32, ptr %end, i64 -4
  %r1 = call i32 @pick(ptr %back, ptr %end)                ; 1
  %z = getelementptr inbounds i8, ptr null, i64 0
  %zc = icmp eq ptr %z, null
  %r2 = zext i1 %zc to i32                                  ; 1
  %j = add i64 2, 0
  %f = getelementptr inbounds [3 x %pair], ptr %s, i64 0, i64 %j, i32 1
  %s3 = getelementptr inbounds [3 x %pair], ptr %s, i64 1
  %r3 = call i32 @pick(ptr %f, ptr %s3)                     ; 1
  %h = call ptr @malloc(i64 10)
  %hl = getelementptr inbounds i8, ptr %h, i64 9
  %he = getelementptr inbounds i8, ptr %h, i64 10
  %r4 = call i32 @pick(ptr %hl, ptr %he)                    ; 1
  %k = add i64 3, 0
  %u = getelementptr nuw i32, ptr %a, i64 %k
  %r5 = call i32 @pick(ptr %a, ptr %u)                      ; 1
  %m = sub i64 0, 2
  %n = getelementptr nusw i32, ptr %end, i64 %m
  %r6 = call i32 @pick(ptr %n, ptr %end)                    ; 1
  %far = getelementptr i8, ptr %a, i64 100000
  %r7 = call i32 @pick(ptr %a, ptr %far)                    ; 1
  %neg = getelementptr i8, ptr %a, i64 -100000
  %r8 = call i32 @pick(ptr %neg, ptr %a)                    ; 1
  %one = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %k
  %lv = call i32 @pick(ptr %a, ptr %one)                    ; 1
  %t1 = add i32 %r1, %r2
  %t2 = add i32 %t1, %r3
  %t3 = add i32 %t2, %r4
  %t4 = add i32 %t3, %r5
  %t5 = add i32 %t4, %r6
  %t6 = add i32 %t5, %r7
  %t7 = add i32 %t6, %r8
  %t8 = add i32 %t7, %lv
  ret i32 %t8
}

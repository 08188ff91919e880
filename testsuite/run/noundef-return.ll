; A poison or undef result returned where the function's result is noundef
; (SPEC.md section 6, X-UB-12), as clang marks every C++ function's result:
; undefined behaviour at the ret, for a partly undef result too (noundef is
; about every bit of the value).
; RUN: sh -c '%ehi run --entry nsw %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NSW
; NSW: ehi: undefined behaviour: @inc returns poison or undef, but its result is noundef [X-UB-12]
; NSW-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @inc (poison when its promise fails)
; NSW-NEXT: at {{.*}} in @inc, block %0: ret i32 %r
; NSW: status 66
; RUN: sh -c '%ehi run --entry uninit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=UNINIT
; UNINIT: ehi: undefined behaviour: @partial returns poison or undef, but its result is noundef [X-UB-12]
; UNINIT-NEXT: note: the value is undef: 8 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @partial were uninitialised (never written since allocated); they are in a stack object %s (alloca in @partial)
; UNINIT: status 66
; Without noundef the same results pass (and a defined one passes with it).
; RUN: sh -c '%ehi run --entry plain %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PLAIN
; PLAIN-NOT: ehi:
; PLAIN: status 0

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define noundef i32 @inc(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}

define i32 @inc_plain(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}

; 5 of the 8 bytes written (as std::optional<int> at -O0)
define noundef i64 @partial() {
  %s = alloca i64, align 8
  store i32 7, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store i8 1, ptr %f, align 4
  %v = load i64, ptr %s, align 8
  ret i64 %v
}

define i64 @partial_plain() {
  %s = alloca i64, align 8
  store i32 7, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store i8 1, ptr %f, align 4
  %v = load i64, ptr %s, align 8
  ret i64 %v
}

define i32 @nsw() {
  %r = call i32 @inc(i32 2147483647)
  ret i32 0
}

define i32 @uninit() {
  %r = call i64 @partial()
  ret i32 0
}

define i32 @plain() {
  %a = call i32 @inc_plain(i32 2147483647)
  %b = call i64 @partial_plain()
  %c = call i32 @inc(i32 1)
  ret i32 0
}

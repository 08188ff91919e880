; Per-byte undef (SPEC.md section 6, "Memory." and "Registers and poison."):
; a scalar loaded from partly written memory is undef in exactly its unwritten
; bytes; the ops that move bytes without mixing them (trunc, zext, sext, shifts,
; and/or with constants, add upwards, stores and loads, calls, returns, phi,
; select, aggregates' fields) keep the mask, so extracting the written bytes is
; no use of undef, while a use of an unwritten byte is still reported.
;
; Each "ok" entry extracts only written bytes: status 0, nothing reported.
; RUN: sh -c '%ehi run --entry trunc_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry lshr_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry and_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry or_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry shl_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry add_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry zext_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry sext_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry roundtrip_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry call_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry phi_select_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry field_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry noundef_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK-NOT: ehi:
; OK: status 0
;
; Each "bad" entry uses a byte that was never written: reported as before.
; RUN: sh -c '%ehi run --entry trunc_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry lshr_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry lshr_part_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry and_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry add_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry mul_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry sext_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry ashr_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry icmp_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry roundtrip_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry field_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BAD-NEXT: note: the value is undef: {{1 byte|8 bytes}} at 0x{{[0-9a-f]+}} read by the load at {{.*}} were uninitialised (never written since allocated); they are in a stack object
; BAD: status 66
;
; Poison is whole: a load that reads a poisoned byte is poison in all its
; bytes, and shifting or masking leaves it so.
; RUN: sh -c '%ehi run --entry poison_whole %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=POISON
; POISON: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; POISON: status 66
;
; A partly undef argument for a noundef parameter is undefined behaviour.
; RUN: sh -c '%ehi run --entry noundef_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NOUNDEF
; NOUNDEF: ehi: undefined behaviour: {{.*}} [X-UB-11]
; NOUNDEF: status 66

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; an i64 slot whose bytes 0..3 are 0x11223344 and byte 4 is 0x55 (as
; std::optional<int> leaves its storage: value and flag), bytes 5..7 never
; written; the whole 8 bytes loaded
define i64 @partial() {
  %s = alloca i64, align 8
  store i32 287454020, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store i8 85, ptr %f, align 4
  %v = load i64, ptr %s, align 8
  ret i64 %v
}

define i32 @trunc_ok() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i32
  %c = icmp eq i32 %t, 287454020
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @lshr_ok() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 32
  %t = trunc i64 %s to i8
  %c = icmp eq i8 %t, 85
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @and_ok() {
  %v = call i64 @partial()
  %a = and i64 %v, 1099511627775    ; 0x000000ff_ffffffff: the written bytes
  %c = icmp eq i64 %a, 365359674180 ; 0x55_11223344
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @or_ok() {
  %v = call i64 @partial()
  %o = or i64 %v, -1099511627776    ; 0xffffff00_00000000: the unwritten bytes set
  %c = icmp eq i64 %o, -734151953596 ; 0xffffff55_11223344
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @shl_ok() {
  %v = call i64 @partial()
  %s = shl i64 %v, 24               ; bytes 0..4 to 3..7, the rest out
  %c = icmp eq i64 %s, 6129718171407482880 ; 0x55112233_44000000
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @add_ok() {
  %v = call i64 @partial()
  %a = add i64 %v, 1                ; carries only upwards
  %t = trunc i64 %a to i32
  %c = icmp eq i32 %t, 287454021
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @zext_ok() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i16
  %z = zext i16 %t to i64
  %s = lshr i64 %z, 8
  %c = icmp eq i64 %s, 51           ; 0x33
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @sext_ok() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i32
  %x = sext i32 %t to i64
  %c = icmp eq i64 %x, 287454020
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

; a partly undef value stored and loaded back keeps its written bytes
define i32 @roundtrip_ok() {
  %v = call i64 @partial()
  %s = alloca i64, align 8
  call void @escape(ptr %s)
  store i64 %v, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  %b = load i8, ptr %f, align 1
  %w = load i64, ptr %s, align 8
  %t = trunc i64 %w to i32
  %c1 = icmp eq i8 %b, 85
  %c2 = icmp eq i32 %t, 287454020
  %c = and i1 %c1, %c2
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

; (its address seen by a call: the object's bytes are tracked in the shadow)
define void @escape(ptr %p) {
  ret void
}

define i64 @pass(i64 %x) {
  ret i64 %x
}

define i32 @call_ok() {
  %v = call i64 @partial()
  %p = call i64 @pass(i64 %v)
  %t = trunc i64 %p to i8
  %c = icmp eq i8 %t, 68            ; 0x44
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @phi_select_ok() {
entry:
  %v = call i64 @partial()
  br label %next
next:
  %p = phi i64 [ %v, %entry ]
  %s = select i1 true, i64 %p, i64 0
  %t = trunc i64 %s to i32
  %c = icmp eq i32 %t, 287454020
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

; a scalar field of an aggregate: inserted and extracted per byte
define i32 @field_ok() {
  %v = call i64 @partial()
  %a = insertvalue { i64, i32 } undef, i64 %v, 0
  %a2 = insertvalue { i64, i32 } %a, i32 7, 1
  %e = extractvalue { i64, i32 } %a2, 0
  %t = trunc i64 %e to i32
  %c = icmp eq i32 %t, 287454020
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define void @take(i32 noundef %x) {
  ret void
}

define i32 @noundef_ok() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i32
  call void @take(i32 noundef %t)
  ret i32 0
}

define i32 @noundef_bad() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 16
  %t = trunc i64 %s to i32          ; bytes 2..5: byte 5 unwritten
  call void @take(i32 noundef %t)
  ret i32 0
}

define i32 @trunc_bad() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i48          ; byte 5 unwritten
  %c = icmp eq i48 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @lshr_bad() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 40
  %t = trunc i64 %s to i8           ; byte 5
  %c = icmp eq i8 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @lshr_part_bad() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 36              ; not whole bytes: byte 0 takes bits of bytes 4 and 5
  %t = trunc i64 %s to i8
  %c = icmp eq i8 %t, 5
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @and_bad() {
  %v = call i64 @partial()
  %a = and i64 %v, 1099511627776    ; 0x100_00000000: a bit of byte 5
  %c = icmp eq i64 %a, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @add_bad() {
  %v = call i64 @partial()
  %a = add i64 %v, %v
  %s = lshr i64 %a, 40
  %t = trunc i64 %s to i8
  %c = icmp eq i8 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @mul_bad() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 40              ; bytes 0..2 undef
  %m = mul i64 %s, 1099511627776    ; moved up to byte 5 and beyond
  %x = lshr i64 %m, 56
  %c = icmp eq i64 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @sext_bad() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 16
  %t = trunc i64 %s to i32          ; byte 3 (the sign) undef
  %x = sext i32 %t to i64
  %h = lshr i64 %x, 56
  %c = icmp eq i64 %h, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @ashr_bad() {
  %v = call i64 @partial()
  %a = ashr i64 %v, 60              ; the undef sign everywhere
  %t = trunc i64 %a to i8
  %c = icmp eq i8 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @icmp_bad() {
  %v = call i64 @partial()
  %c = icmp eq i64 %v, 0            ; an i1 of an undef byte: undef
  %z = zext i1 %c to i32
  %t = trunc i32 %z to i1
  br i1 %t, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @roundtrip_bad() {
  %v = call i64 @partial()
  %s = alloca i64, align 8
  call void @escape(ptr %s)
  store i64 %v, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 5
  %b = load i8, ptr %f, align 1
  %c = icmp eq i8 %b, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @field_bad() {
  %v = call i64 @partial()
  %a = insertvalue { i32, i64 } undef, i64 %v, 1
  %e = extractvalue { i32, i64 } %a, 1
  %s = lshr i64 %e, 48
  %t = trunc i64 %s to i8
  %c = icmp eq i8 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @poison_whole() {
  %s = alloca i64, align 8
  call void @escape(ptr %s)
  store i32 1, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store i32 poison, ptr %f, align 4
  %v = load i64, ptr %s, align 8
  %t = trunc i64 %v to i8           ; a written byte, but the value is poison
  %c = icmp eq i8 %t, 1
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

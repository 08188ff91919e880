; Per-byte undef on a big-endian target (SPEC.md section 6, "Memory."): the
; undef bytes of a scalar are its value's bytes, so memory byte j of an
; n-byte load is value byte n-1-j here; loads, stores and aggregates' fields
; map them in the target's order.
; RUN: sh -c '%ehi run --entry lshr_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry roundtrip_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry field_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK-NOT: ehi:
; OK: status 0
; RUN: sh -c '%ehi run --entry trunc_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry roundtrip_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sh -c '%ehi run --entry field_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BAD-NEXT: note: the value is undef: {{1 byte|8 bytes}} at 0x{{[0-9a-f]+}} read by the load at {{.*}} were uninitialised (never written since allocated); they are in a stack object
; BAD: status 66

target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

; memory bytes 0..4 written (0x11 0x22 0x33 0x44 0x55), 5..7 never: the
; value 0x1122334455?????? with its three low bytes undef
define i64 @partial() {
  %s = alloca i64, align 8
  store i32 287454020, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  store i8 85, ptr %f, align 4
  %v = load i64, ptr %s, align 8
  ret i64 %v
}

define void @escape(ptr %p) {
  ret void
}

define i32 @lshr_ok() {
  %v = call i64 @partial()
  %s = lshr i64 %v, 24
  %c = icmp eq i64 %s, 73588229205  ; 0x11_22334455
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @roundtrip_ok() {
  %v = call i64 @partial()
  %s = alloca i64, align 8
  call void @escape(ptr %s)
  store i64 %v, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 4
  %b = load i8, ptr %f, align 1
  %c = icmp eq i8 %b, 85
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @field_ok() {
  %v = call i64 @partial()
  %a = insertvalue { i32, i64 } undef, i64 %v, 1
  %e = extractvalue { i32, i64 } %a, 1
  %s = lshr i64 %e, 56
  %c = icmp eq i64 %s, 17           ; 0x11
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @trunc_bad() {
  %v = call i64 @partial()
  %t = trunc i64 %v to i32          ; 0x55?????? : bytes 0..2 undef
  %c = icmp eq i32 %t, 0
  br i1 %c, label %yes, label %no
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
  %t = trunc i64 %e to i8
  %c = icmp eq i8 %t, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

; Uninitialised memory in hand-written IR (SPEC.md section 6, "Memory."):
; each entry below exercises one path of the rule that a load of bytes never
; written, or last written with poison, gives undef, and that only a use of
; undef that decides something is reported.
; RUN: sh -c '%ehi run --entry freeze %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FREEZE
; RUN: sh -c '%ehi run --trace=exec --entry freeze %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FREEZE
; FREEZE: status 0
; A frozen undef is a fixed value (0 in ehi): branching on it is fine.
;
; RUN: sh -c '%ehi run --entry unfrozen %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=UNFROZEN
; RUN: sh -c '%ehi run --trace=exec --entry unfrozen %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=UNFROZEN
; UNFROZEN: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; UNFROZEN-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}}uninit-ir.ll:{{[0-9]+}}:3 in @unfrozen were uninitialised (never written since allocated); they are in heap block 'malloc' of 8 bytes
; UNFROZEN: status 66
;
; A poison value stored and loaded back is still poison (a store of
; poison leaves undef bytes); storing a defined value over it defines them.
; RUN: sh -c '%ehi run --entry roundtrip %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ROUND
; RUN: sh -c '%ehi run --trace=exec --entry roundtrip %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=ROUND
; ROUND: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; ROUND-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @roundtrip were last written with poison or undef
; ROUND: status 66
; RUN: sh -c '%ehi run --entry overwrite %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: status 0
;
; A global (constant address: the LOADG/STOREG ops) keeps poison the same way.
; RUN: sh -c '%ehi run --entry global %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GLOBAL
; GLOBAL: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; GLOBAL-NEXT: note: {{.*}} in @global were last written with poison or undef; they are in global 'g'
; GLOBAL: status 66
;
; -O0's g += k (the ADDG op): a sum that overflows (nsw) is poison, and
; leaves the global's bytes poisoned; one that does not is fine.
; RUN: sh -c '%ehi run --entry global_add %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GADD
; RUN: sh -c '%ehi run --trace=exec --entry global_add %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=GADD
; GADD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; GADD-NEXT: note: {{.*}} in @global_add were last written with poison or undef; they are in global 'h'
; GADD: status 66
;
; A struct loaded whole: the undef bytes are its own (padding, a field not
; written); a written field extracted is defined, the other is not.
; RUN: sh -c '%ehi run --entry field_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry field_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FIELD
; FIELD: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; FIELD: status 66
;
; A local whose loads the lowering cannot prove written (written on one
; path only: its frame-relative ops are checked, LOADFC), read on the path
; that wrote it, then on the path that did not.
; RUN: sh -c '%ehi run --entry tracked_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry tracked_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TRACKED
; TRACKED: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; TRACKED-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @pick were uninitialised (never written since allocated); they are in a stack object %s (alloca in @pick)
; TRACKED: status 66
;
; A dynamic alloca's bytes start undef; memset defines them.
; RUN: sh -c '%ehi run --entry dyn_memset %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --entry dyn_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DYN
; DYN: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; DYN: status 66
;
; A wide integer (LOADN) from partly written memory is undef as a whole.
; RUN: sh -c '%ehi run --entry wide %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=WIDE
; WIDE: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; WIDE: status 66
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare ptr @malloc(i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

@g = global i32 5
@h = global i32 2147483646

define i32 @global_add() {
  %v = load i32, ptr @h, align 4
  %s = add nsw i32 %v, 1                    ; INT_MAX: fine
  store i32 %s, ptr @h, align 4
  %v1 = load i32, ptr @h, align 4
  %c1 = icmp eq i32 %v1, 2147483647
  br i1 %c1, label %more, label %bad
more:
  %v2 = load i32, ptr @h, align 4
  %s2 = add nsw i32 %v2, 1                  ; overflows: poison
  store i32 %s2, ptr @h, align 4
  %r = load i32, ptr @h, align 4
  %c = icmp eq i32 %r, 0
  br i1 %c, label %bad, label %good
good:
  ret i32 0
bad:
  ret i32 1
}

define i32 @freeze() {
  %p = call ptr @malloc(i64 8)
  %v = load i32, ptr %p, align 4
  %f = freeze i32 %v
  %c = icmp eq i32 %f, 12345
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @unfrozen() {
  %p = call ptr @malloc(i64 8)
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 12345
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @roundtrip() {
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 4
  store i32 poison, ptr %q, align 4
  %v = load i32, ptr %q, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @overwrite() {
  %p = call ptr @malloc(i64 8)
  %x = add nsw i32 2147483647, 1            ; poison
  store i32 %x, ptr %p, align 4
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 7
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @global() {
  %x = add nsw i32 2147483647, 1            ; poison
  store i32 %x, ptr @g, align 4
  %v = load i32, ptr @g, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

%pair = type { i8, i32, i64 }

define i32 @field_ok() {
  %p = call ptr @malloc(i64 16)
  %f1 = getelementptr %pair, ptr %p, i32 0, i32 1
  store i32 9, ptr %f1, align 4
  %s = load %pair, ptr %p, align 8
  %v = extractvalue %pair %s, 1
  %c = icmp eq i32 %v, 9
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @field_bad() {
  %p = call ptr @malloc(i64 16)
  %f1 = getelementptr %pair, ptr %p, i32 0, i32 1
  store i32 9, ptr %f1, align 4
  %s = load %pair, ptr %p, align 8
  %v = extractvalue %pair %s, 2
  %c = icmp eq i64 %v, 9
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

; s is written only when w is true (a struct field: not a variable)
define i32 @pick(i1 %w) {
  %s = alloca { i32, i32 }, align 4
  %f = getelementptr { i32, i32 }, ptr %s, i32 0, i32 1
  br i1 %w, label %set, label %join
set:
  store i32 4, ptr %f, align 4
  br label %join
join:
  %v = load i32, ptr %f, align 4
  ret i32 %v
}

define i32 @tracked_ok() {
  %v = call i32 @pick(i1 true)
  %c = icmp eq i32 %v, 4
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @tracked_bad() {
  %v = call i32 @pick(i1 false)
  %c = icmp eq i32 %v, 4
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @dyn_memset() {
  %n = add i64 4, 4
  %p = alloca i8, i64 %n, align 4
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 %n, i1 false)
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 16843009
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @dyn_bad() {
  %n = add i64 4, 4
  %p = alloca i8, i64 %n, align 4
  store i8 1, ptr %p, align 1
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 1
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @wide() {
  %p = call ptr @malloc(i64 16)
  store i64 1, ptr %p, align 8
  %v = load i128, ptr %p, align 8
  %c = icmp eq i128 %v, 1
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

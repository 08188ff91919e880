; ehi's machine has 32- and 64-bit pointers (address space 0) and those of
; other address spaces at most 64 bits (wasm's references are 8). A data
; layout may give others (LLVM takes sizes up to 2^24 bits): such a module
; parses and verifies, and running it is what ehi does not provide
; (status 68, SPEC.md section 3), named before anything runs. Found by
; the run fuzz target: a 37022-bit pointer reached the lowering, whose
; masks shift by 64 minus the width (host UB).
; RUN: sed 's/@LAYOUT@/p:37022:32/' %s > %t.wide.ll
; RUN: sh -c '%ehi run %t.wide.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: sed 's/@LAYOUT@/p:64:64-p1:128:64/' %s > %t.as1.ll
; RUN: sh -c '%ehi run %t.as1.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=AS1
; RUN: sed 's/@LAYOUT@/p:16:16/' %s > %t.narrow.ll
; RUN: sh -c '%ehi run %t.narrow.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NARROW
; RUN: sed 's/@LAYOUT@/p:64:64-p10:8:8-p20:8:8/' %s > %t.ok.ll
; RUN: sh -c '%ehi run %t.ok.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; WIDE: ehi: error: the data layout gives address space 0 pointers of 37022 bits: not provided (ehi's machine has 32- and 64-bit pointers)
; WIDE-NEXT: status 68
; AS1: ehi: error: the data layout gives address space 1 pointers of 128 bits: not provided
; AS1-NEXT: status 68
; NARROW: ehi: error: the data layout gives address space 0 pointers of 16 bits: not provided
; NARROW-NEXT: status 68
; OK: status 7
target datalayout = "e-m:e-@LAYOUT@-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  %p = alloca i32
  store i32 7, ptr %p
  %c = icmp eq ptr %p, null
  %v = load i32, ptr %p
  ret i32 %v
}

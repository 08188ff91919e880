; V-S-62: with typed pointers, byval, byref, inalloca, preallocated, sret and
; elementtype name the pointer's element type; byval, byref, inalloca and
; preallocated need a sized one.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Attribute 'byval' type does not match parameter!
%opaque = type opaque
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: byval(i8) does not match the pointer's element type [V-S-62]
declare void @a(i32* byval(i8))
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: byref needs a sized type [V-S-62]
declare void @b(%opaque* byref(%opaque))
declare void @ok(i32* byval(i32), i64* sret(i64))
; CHECK-NOT: error:

; V-S-63: a parameter is passed one way at most (byval, inalloca,
; preallocated, inreg, nest, byref, sret; sret with inreg counts as one, as
; MSVC's ABI returns through one); an immarg parameter has no other
; attribute.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!|Attribute 'immarg' is incompatible with other attributes}}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: a parameter takes at most one of byval, inalloca, preallocated, inreg, nest, byref and sret [V-S-63]
declare void @a(ptr byval(i64) inalloca(i64))
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: an immarg parameter takes no other attribute [V-S-63]
declare void @llvm.test.immarg(i32 zeroext immarg)
declare void @llvm.test.ok(i32 immarg)
declare void @ok(ptr inreg sret(i64))
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: a parameter takes at most one of byval, inalloca, preallocated, inreg, nest, byref and sret [V-S-63]
declare void @b(ptr inreg byval(i64))
; CHECK-NOT: error:

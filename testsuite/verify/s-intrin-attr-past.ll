; V-S-78: LLVM gives a declaration named after an intrinsic that
; intrinsic's attributes, whatever its declared type; memset's immarg
; fourth parameter (and abs's second) is then past the last parameter of
; a shorter declaration.  Old forms LLVM upgrades first are fine: ctlz
; without its flag, objectsize with two parameters.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Attribute after last parameter!
; LLVM-NEXT: @llvm.memset.i64
; LLVM: Attribute after last parameter!
; LLVM-NEXT: @llvm.abs.i32
; LLVM-NOT: Attribute after last parameter!

; CHECK: {{.*}}s-intrin-attr-past.ll:[[@LINE+1]]:1: error: LLVM gives this intrinsic an immarg parameter 4, but it is declared with 3 parameters (an attribute after the last parameter) [V-S-78]
declare void @llvm.memset.i64(i8* nocapture, i8, i64) nounwind
; CHECK: {{.*}}s-intrin-attr-past.ll:[[@LINE+1]]:1: error: LLVM gives this intrinsic an immarg parameter 2, but it is declared with 1 parameters (an attribute after the last parameter) [V-S-78]
declare i32 @llvm.abs.i32(i32)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare i32 @llvm.ctlz.i32(i32)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1)
; CHECK-NOT: error:

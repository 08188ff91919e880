; V-S-24, V-S-32: a call to llvm.eh.typeid.for.p0 through a function type that
; differs from the intrinsic's declaration (which LLVM also counts as a use of
; the intrinsic other than a direct call).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: Intrinsic called with incompatible signature
; LLVM-DAG: Invalid user of intrinsic instruction!
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare i32 @llvm.eh.typeid.for.p0(ptr)

define i64 @f() {
entry:
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: Intrinsic called with incompatible signature [V-S-24]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Invalid user of intrinsic instruction! [V-S-32]
  %x = call i64 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  ret i64 %x
}

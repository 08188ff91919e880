; V-S-26: llvm.eh.typeid.for declared with an extra parameter.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Intrinsic has incorrect argument type!
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare i32 @llvm.eh.typeid.for.p0(ptr, i32)

define i32 @f() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Intrinsic has incorrect argument type! [V-S-26]
  %x = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi, i32 0)
  ret i32 %x
}

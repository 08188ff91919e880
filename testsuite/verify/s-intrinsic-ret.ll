; V-S-25: llvm.eh.typeid.for declared returning i64 (it returns i32).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Intrinsic has incorrect return type!
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare i64 @llvm.eh.typeid.for.p0(ptr)

define i64 @f() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Intrinsic has incorrect return type! [V-S-25]
  %x = call i64 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  ret i64 %x
}

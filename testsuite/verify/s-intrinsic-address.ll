; V-S-28, V-S-32: the address of an intrinsic stored as a value; LLVM also
; reports the store as a use of the intrinsic other than a call.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: Cannot take the address of an intrinsic!
; LLVM-DAG: Invalid user of intrinsic instruction!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @llvm.eh.typeid.for.p0(ptr)

define void @f(ptr %slot) {
entry:
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: Cannot take the address of an intrinsic! [V-S-28]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Invalid user of intrinsic instruction! [V-S-32]
  store ptr @llvm.eh.typeid.for.p0, ptr %slot
  ret void
}

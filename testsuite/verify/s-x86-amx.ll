; V-S-56: x86_amx values are made and used by intrinsics only: no other
; function takes or returns one, no indirect call returns one, and no
; argument of that type is a constant.  (x86_amx in arrays, allocas,
; globals and pointers is already a parse error, parse/x86-amx-*.ll.)
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Function takes x86_amx but isn't an intrinsic|Function returns a x86_amx but isn't an intrinsic|Return type cannot be x86_amx for indirect call!|const x86_amx is not allowed in argument!}}
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)

; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: only intrinsics take x86_amx parameters [V-S-56]
define void @takes(x86_amx %a) {
  ret void
}

; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: only intrinsics return x86_amx [V-S-56]
define x86_amx @returns(x86_amx %a) {
  ret x86_amx %a
}

define void @calls(ptr %f, ptr %p) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: an indirect call cannot return x86_amx [V-S-56]
  %t = call x86_amx %f()
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: an x86_amx argument cannot be a constant [V-S-56]
  call void @llvm.x86.tilestored64.internal(i16 8, i16 8, ptr %p, i64 64, x86_amx bitcast (<256 x i32> zeroinitializer to x86_amx))
  ret void
}
; CHECK-NOT: error:

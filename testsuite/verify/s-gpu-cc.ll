; V-S-67: GPU kernels (amdgpu_kernel, spir_kernel) return void; they and
; the AMDGPU shader conventions take no variable arguments and no sret.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Calling convention requires void return type|Calling convention does not support varargs or perfect forwarding!|Calling convention does not allow sret}}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: amdgpu_kernel functions return void [V-S-67]
define amdgpu_kernel i32 @k() {
  ret i32 0
}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: amdgpu_ps functions take no variable arguments [V-S-67]
define amdgpu_ps void @ps(...) {
  ret void
}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: spir_kernel functions take no sret parameter [V-S-67]
define spir_kernel void @s(ptr sret(i32) %p) {
  ret void
}
; CHECK-NOT: error:

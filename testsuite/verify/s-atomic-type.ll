; V-S-66: an atomic load or store moves an integer, a pointer or a
; floating-point value.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: atomic store operand must have integer, pointer, or floating point type!
define void @f(ptr %p, x86_mmx %v) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: atomic store of x86_mmx: an integer, pointer or floating-point type only [V-S-66]
  store atomic x86_mmx %v, ptr %p unordered, align 8
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: atomic load of x86_mmx: an integer, pointer or floating-point type only [V-S-66]
  %x = load atomic x86_mmx, ptr %p unordered, align 8
  store atomic double 1.0, ptr %p unordered, align 8
  ret void
}
; CHECK-NOT: error:

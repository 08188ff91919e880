; V-S-74: the operand bundles of llvm.assume are named after attributes
; ("ignore" and "separate_storage" aside).
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; LLVM: tags must be valid attribute names
declare void @llvm.assume(i1)
define void @f(ptr %p) {
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.assume: bundle "no_such_attribute" names no attribute [V-S-74]
  call void @llvm.assume(i1 true) ["no_such_attribute"()]
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 8), "nonnull"(ptr %p), "ignore"()]
  ret void
}
; CHECK-NOT: error:

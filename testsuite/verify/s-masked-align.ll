; V-S-71: the alignment operand of llvm.masked.load and llvm.masked.store is
; a power of two.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: masked_{{load|store}}: alignment must be a power of 2
declare <2 x double> @llvm.masked.load.v2f64.p0(ptr, i32, <2 x i1>, <2 x double>)
declare void @llvm.masked.store.v2f64.p0(<2 x double>, ptr, i32, <2 x i1>)
define void @f(ptr %p, <2 x i1> %m, <2 x double> %v) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.masked.load.: the alignment must be a constant power of two [V-S-71]
  %a = call <2 x double> @llvm.masked.load.v2f64.p0(ptr %p, i32 3, <2 x i1> %m, <2 x double> %v)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.masked.store.: the alignment must be a constant power of two [V-S-71]
  call void @llvm.masked.store.v2f64.p0(<2 x double> %v, ptr %p, i32 0, <2 x i1> %m)
  %b = call <2 x double> @llvm.masked.load.v2f64.p0(ptr %p, i32 8, <2 x i1> %m, <2 x double> %v)
  ret void
}
; CHECK-NOT: error:

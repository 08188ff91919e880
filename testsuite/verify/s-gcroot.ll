; V-S-70: llvm.gcroot is for functions with a gc strategy.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Enclosing function does not use GC.
declare void @llvm.gcroot(ptr, ptr)
define void @f() {
  %r = alloca ptr
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.gcroot in a function without a gc strategy [V-S-70]
  call void @llvm.gcroot(ptr %r, ptr null)
  ret void
}
define void @g() gc "shadow-stack" {
  %r = alloca ptr
  call void @llvm.gcroot(ptr %r, ptr null)
  ret void
}
; CHECK-NOT: error:

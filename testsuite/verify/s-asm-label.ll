; V-S-79 with LLVM 19's label constraints ("!i"): only a callbr has them,
; one for each indirect destination.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Label constraints can only be used with callbr
define void @f(i32 %x) {
  callbr void asm "", "r,!i"(i32 %x) to label %a [label %b]
a:
; CHECK: {{.*}}s-asm-label.ll:[[@LINE+1]]:3: error: inline asm: label constraints belong to callbr only [V-S-79]
  call void asm "", "r,!i"(i32 %x)
  ret void
b:
  ret void
}
; CHECK-NOT: error:

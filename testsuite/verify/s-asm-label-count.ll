; V-S-79: a callbr has one label constraint ("!i") per indirect destination.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Number of label constraints does not match number of callbr dests
define void @f() {
; CHECK: {{.*}}s-asm-label-count.ll:[[@LINE+1]]:3: error: inline asm: the label constraints are not as many as the callbr's indirect destinations [V-S-79]
  callbr void asm "", "!i"() to label %a [label %b, label %c]
a:
  ret void
b:
  ret void
c:
  ret void
}
; CHECK-NOT: error:

; V-S-79: an inline asm's indirect constraint ("=*m", "*m") takes a
; pointer whose call site names the pointee with elementtype (LLVM 14
; wants it too); no other operand has elementtype.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Operand for indirect constraint must have elementtype attribute
; LLVM: Operand for indirect constraint must have pointer type
; LLVM: Elementtype attribute can only be applied for indirect constraints
define void @f(i32 %x, i32* %p) {
  call void asm "", "=*m,r"(i32* elementtype(i32) %p, i32 %x)
; CHECK: {{.*}}s-asm-operand.ll:[[@LINE+1]]:3: error: inline asm: an indirect constraint's operand needs an elementtype attribute [V-S-79]
  call void asm "", "=*m,r"(i32* %p, i32 %x)
; CHECK: {{.*}}s-asm-operand.ll:[[@LINE+1]]:3: error: inline asm: an indirect constraint's operand must be a pointer [V-S-79]
  call void asm "", "r,*m"(i32 %x, i32 %x)
; CHECK: {{.*}}s-asm-operand.ll:[[@LINE+1]]:3: error: inline asm: elementtype belongs to indirect constraints only [V-S-79]
  call void asm "", "r"(i32* elementtype(i32) %p)
  ret void
}
; CHECK-NOT: error:

; No empty constraint, no trailing comma.
; RUN: sh -c 'timeout 20 %ehi verify %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace --check-prefix=EHI14 %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}asm-constraint-trailing-comma.ll:14:13: error: failed to parse constraints{{$}}
; CHECK-NEXT: {{^}}  call void asm "", "r,"(i32 %x){{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; EHI14: {{.*}}asm-constraint-trailing-comma.ll:14:13: error: invalid type for inline asm constraint string{{$}}
; LLVM19: {{.*}}asm-constraint-trailing-comma.ll:14:13: error: failed to parse constraints{{$}}
; LLVM14: {{.*}}asm-constraint-trailing-comma.ll:14:13: error: invalid type for inline asm constraint string{{$}}
define i32 @f(i32 %x) {
  call void asm "", "r,"(i32 %x)
  ret i32 0
}

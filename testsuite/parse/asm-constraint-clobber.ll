; A clobber is "~{...}": "~x{21}" does not parse (LLVM 19 says so, LLVM 14 calls the type invalid).
; RUN: sh -c 'timeout 20 %ehi verify %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace --check-prefix=EHI14 %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}asm-constraint-clobber.ll:14:13: error: failed to parse constraints{{$}}
; CHECK-NEXT: {{^}}  call void asm sideeffect "", "~{x0},~x{21}"(){{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; EHI14: {{.*}}asm-constraint-clobber.ll:14:13: error: invalid type for inline asm constraint string{{$}}
; LLVM19: {{.*}}asm-constraint-clobber.ll:14:13: error: failed to parse constraints{{$}}
; LLVM14: {{.*}}asm-constraint-clobber.ll:14:13: error: invalid type for inline asm constraint string{{$}}
define i32 @f(i32 %x) {
  call void asm sideeffect "", "~{x0},~x{21}"()
  ret i32 0
}

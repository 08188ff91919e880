; A stray control byte (0x01) inside a function.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}stray-byte.ll:11:3: error: invalid byte 0x01 in input{{$}}
; CHECK-NEXT: {{^}}  ?{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}stray-byte.ll:11:3: error: expected instruction opcode{{$}}
define void @f() {
entry:
  
  ret void
}

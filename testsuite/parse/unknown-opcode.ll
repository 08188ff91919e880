; An unknown instruction opcode.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}unknown-opcode.ll:11:8: error: expected instruction opcode{{$}}
; CHECK-NEXT: {{^}}  %x = frobnicate i32 1, 2{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}unknown-opcode.ll:11:8: error: expected instruction opcode{{$}}
define i32 @f() {
entry:
  %x = frobnicate i32 1, 2
  ret i32 %x
}

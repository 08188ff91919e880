; The last block of a function has no terminator: the closing brace is
; where an instruction was expected.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}missing-terminator.ll:13:1: error: expected instruction opcode{{$}}
; CHECK-NEXT: {{^}}}{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}missing-terminator.ll:13:1: error: expected instruction opcode{{$}}
define i32 @f() {
entry:
  %x = add i32 1, 2
}

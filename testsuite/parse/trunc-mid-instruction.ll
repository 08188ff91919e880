; File ends in the middle of an instruction (after the comma).
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-instruction.ll:12:18: error: expected value token{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 1,{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-instruction.ll:12:18: error: expected value token{{$}}
define i32 @f() {
entry:
  %x = add i32 1,
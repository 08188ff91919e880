; A quoted local name with no closing quote.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}unterminated-local-name.ll:11:3: error: end of file in global variable name{{$}}
; CHECK-NEXT: {{^}}  %"x = add i32 1, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}unterminated-local-name.ll:11:3: error: expected instruction opcode{{$}}
define void @f() {
entry:
  %"x = add i32 1, 2
  ret void
}

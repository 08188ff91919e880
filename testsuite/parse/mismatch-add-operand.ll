; An i64 value used where the instruction's type says i32.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-add-operand.ll:11:16: error: '%x' defined with type 'i64' but expected 'i32'{{$}}
; CHECK-NEXT: {{^}}  %y = add i32 %x, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-add-operand.ll:11:16: error: '%x' defined with type 'i64' but expected 'i32'{{$}}
define i32 @f(i64 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

; Use of an undefined numbered local value.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-local-numbered.ll:11:16: error: use of undefined value '%5'{{$}}
; CHECK-NEXT: {{^}}  %0 = add i32 %5, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-local-numbered.ll:11:16: error: use of undefined value '%5'{{$}}
define i32 @f() {
entry:
  %0 = add i32 %5, 1
  ret i32 %0
}

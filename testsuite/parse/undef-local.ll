; Use of an undefined local value.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-local.ll:11:16: error: use of undefined value '%x'{{$}}
; CHECK-NEXT: {{^}}  %y = add i32 %x, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-local.ll:11:16: error: use of undefined value '%x'{{$}}
define i32 @f() {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

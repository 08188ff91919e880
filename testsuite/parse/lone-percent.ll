; A '%' with no name after it.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}lone-percent.ll:11:16: error: invalid name after '%'{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 %, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}lone-percent.ll:11:16: error: expected value token{{$}}
define i32 @f() {
entry:
  %x = add i32 %, 1
  ret i32 %x
}

; An unknown type name.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}bad-type.ll:11:12: error: expected type{{$}}
; CHECK-NEXT: {{^}}  %x = add foo 1, 2{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}bad-type.ll:11:12: error: expected type{{$}}
define i32 @f() {
entry:
  %x = add foo 1, 2
  ret i32 %x
}

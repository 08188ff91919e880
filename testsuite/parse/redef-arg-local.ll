; An instruction redefines an argument name.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-arg-local.ll:11:3: error: multiple definition of local value named 'x'{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 3, 4{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-arg-local.ll:11:3: error: multiple definition of local value named 'x'{{$}}
define i32 @f(i32 %x) {
entry:
  %x = add i32 3, 4
  ret i32 %x
}

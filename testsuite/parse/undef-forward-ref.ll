; A forward reference to a local that is never defined is reported
; at the use.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-forward-ref.ll:14:16: error: use of undefined value '%later'{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 %later, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-forward-ref.ll:14:16: error: use of undefined value '%later'{{$}}
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 %later, 1
  br label %b
b:
  ret i32 0
}

; An '@' with no name after it.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}lone-at.ll:11:13: error: invalid name after '@'{{$}}
; CHECK-NEXT: {{^}}  call void @(){{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}lone-at.ll:11:13: error: expected value token{{$}}
define void @f() {
entry:
  call void @()
  ret void
}

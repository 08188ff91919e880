; An operand bundle tag that is not a string.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}bundle-bad-tag.ll:13:20: error: expected operand bundle tag{{$}}
; CHECK-NEXT: {{^}}  call void @g() [ 42(i32 0) ]{{$}}
; CHECK-NEXT: {{^}}                   ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}bundle-bad-tag.ll:13:20: error: expected string constant{{$}}
declare void @g()

define void @f() {
entry:
  call void @g() [ 42(i32 0) ]
  ret void
}

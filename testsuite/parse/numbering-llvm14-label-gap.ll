; Under --llvm=14 a label's number is exactly the next one; LLVM 14 writes it without '%'.
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-label-gap.ll:12:1: error: label expected to be numbered '1'{{$}}
; CHECK-NEXT: {{^}}2:{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-label-gap.ll:12:1: error: label expected to be numbered '1'{{$}}
define void @f() {
  br label %2
2:
  ret void
}

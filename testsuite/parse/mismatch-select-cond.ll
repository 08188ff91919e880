; select with an i32 condition.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-select-cond.ll:11:8: error: select condition must be i1 or <n x i1>{{$}}
; CHECK-NEXT: {{^}}  %s = select i32 %c, i32 1, i32 2{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-select-cond.ll:11:15: error: select condition must be i1 or <n x i1>{{$}}
define i32 @f(i32 %c) {
entry:
  %s = select i32 %c, i32 1, i32 2
  ret i32 %s
}

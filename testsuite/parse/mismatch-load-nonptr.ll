; load from a non-pointer operand.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-load-nonptr.ll:11:8: error: load operand must be a pointer{{$}}
; CHECK-NEXT: {{^}}  %v = load i32, i32 %p{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-load-nonptr.ll:11:18: error: load operand must be a pointer to a first class type{{$}}
define i32 @f(i32 %p) {
entry:
  %v = load i32, i32 %p
  ret i32 %v
}

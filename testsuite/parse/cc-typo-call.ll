; A misspelled calling convention on a call.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}cc-typo-call.ll:13:8: error: expected type{{$}}
; CHECK-NEXT: {{^}}  call fastccc void @g(){{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}cc-typo-call.ll:13:8: error: expected type{{$}}
declare void @g()

define void @f() {
entry:
  call fastccc void @g()
  ret void
}

; File ends inside a function body (no closing brace).
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-function.ll:12:11: error: found end of file when expecting more instructions{{$}}
; CHECK-NEXT: {{^}}  ret void{{$}}
; CHECK-NEXT: {{^}}          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-function.ll:12:11: error: found end of file when expecting more instructions{{$}}
define void @f() {
entry:
  ret void
; Argument numbers may skip at most 1000 values (an ehi rule: llvm-as
; 19.1 accepts this file).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}numbering-arg-skip-1000.ll:8:24: error: value numbers can skip at most 1000 values{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %0, i32 %1002) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
define void @f(i32 %0, i32 %1002) {
entry:
  ret void
}

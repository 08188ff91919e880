; A basic-block label defined twice.  (LLVM 14 does not notice at parse
; time; it appends to the first block and the verifier complains.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-label.ll:17:1: error: redefinition of label '%a'{{$}}
; CHECK-NEXT: {{^}}a:{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: Terminator found in the middle of a basic block!
define void @f() {
entry:
  br label %a
a:
  br label %b
b:
  ret void
a:
  ret void
}

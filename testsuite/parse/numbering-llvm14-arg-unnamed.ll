; LLVM 14 does not count an unnamed first parameter when it checks a later
; parameter's number (then numbers them all in order): under --llvm=14
; `i32, i32 %1` is an error, and `i32, i32 %0` (arguments %0 and %1) is not;
; LLVM 19, the default, wants the opposite.
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify --llvm=14 %S/Inputs/numbering-llvm14-arg-unnamed-ok.ll
; RUN: %llvm-as14 %S/Inputs/numbering-llvm14-arg-unnamed-ok.ll -o /dev/null
; RUN: %ehi verify %s
; RUN: not %ehi verify %S/Inputs/numbering-llvm14-arg-unnamed-ok.ll
; CHECK: {{.*}}numbering-llvm14-arg-unnamed.ll:16:21: error: argument expected to be numbered '%0'{{$}}
; CHECK-NEXT: {{^}}define void @f(i32, i32 %1) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                    ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-arg-unnamed.ll:16:21: error: argument expected to be numbered '%0'{{$}}
define void @f(i32, i32 %1) {
  ret void
}

; A '}' at top level.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}stray-close-brace.ll:13:1: error: expected top-level entity{{$}}
; CHECK-NEXT: {{^}}}{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}stray-close-brace.ll:13:1: error: expected top-level entity{{$}}
define void @f() {
entry:
  ret void
}
}

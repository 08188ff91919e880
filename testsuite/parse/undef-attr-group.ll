; Reference to an attribute group that is never defined.  (llvm-as
; silently ignores this; ehi rejects it, which is fine.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}undef-attr-group.ll:8:18: error: attribute group #3 is not defined{{$}}
; CHECK-NEXT: {{^}}define void @f() #3 {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
define void @f() #3 {
entry:
  ret void
}

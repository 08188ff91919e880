; An attribute group defined twice.  (llvm-as silently merges the two
; groups; ehi rejects it, which is fine.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}redef-attr-group.ll:9:12: error: redefinition of attribute group #0{{$}}
; CHECK-NEXT: {{^}}attributes #0 = { noreturn }{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
attributes #0 = { nounwind }
attributes #0 = { noreturn }

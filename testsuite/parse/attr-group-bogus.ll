; An unknown word inside an attribute group.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}attr-group-bogus.ll:9:28: error: unterminated attribute group{{$}}
; CHECK-NEXT: {{^}}attributes #0 = { nounwind bogus }{{$}}
; CHECK-NEXT: {{^}}                           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}attr-group-bogus.ll:9:28: error: unterminated attribute group{{$}}
attributes #0 = { nounwind bogus }

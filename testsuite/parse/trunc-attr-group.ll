; File ends inside an attribute group.
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-attr-group.ll:10:27: error: unterminated attribute group{{$}}
; CHECK-NEXT: {{^}}attributes #0 = { nounwind{{$}}
; CHECK-NEXT: {{^}}                          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-attr-group.ll:10:27: error: unterminated attribute group{{$}}
attributes #0 = { nounwind
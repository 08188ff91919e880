; File ends inside a string constant.
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-string.ll:10:24: error: end of file in string constant{{$}}
; CHECK-NEXT: {{^}}@s = constant [4 x i8] c"abc{{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-string.ll:10:25: error: expected string{{$}}
@s = constant [4 x i8] c"abc
; A data layout string LLVM cannot read (llvm-as 14 aborts on it; a pointer
; alignment that is not a power of two) is an error at the string, for
; print, verify and run alike.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %ehi run %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not --crash %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}datalayout-bad.ll:13:21: error: invalid datalayout "e-p:64:24": 'p:64:24': ABI alignment must be a power of two times the byte width{{$}}
; CHECK-NEXT: {{^}}target datalayout = "e-p:64:24"{{$}}
; CHECK-NEXT: {{^}}                    ^{{$}}
; ERR: {{.*}}datalayout-bad.ll:13:21: error: invalid datalayout
; LLVM14: Pointer ABI alignment must be a power of 2
target datalayout = "e-p:64:24"

define i32 @main() {
  ret i32 0
}

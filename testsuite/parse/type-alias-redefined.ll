; A name given to a non-struct type, given again: a redefinition (it was a
; host SIGSEGV: the name maps to the array type, which has no name of its
; own; found by the verify fuzz target).  The numbered and the struct forms
; are the same error.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}type-alias-redefined.ll:11:1: error: redefinition of type{{$}}
; CHECK: {{^}}exit=1{{$}}
; LLVM14: {{.*}}type-alias-redefined.ll:11:1: error: redefinition of type{{$}}
%Bz = type [1 x %B]
%Bz = type [2 x i8]
%B = type { i8 }

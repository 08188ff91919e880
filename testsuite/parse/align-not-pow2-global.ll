; A global with an alignment that is not a power of two.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}align-not-pow2-global.ll:9:26: error: alignment is not a power of two{{$}}
; CHECK-NEXT: {{^}}@g = global i32 0, align 3{{$}}
; CHECK-NEXT: {{^}}                         ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}align-not-pow2-global.ll:9:26: error: alignment is not a power of two{{$}}
@g = global i32 0, align 3

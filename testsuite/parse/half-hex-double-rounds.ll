; 1 + 2^-11 + 2^-52 as half: through float it would round twice, to 1.0
; (0x3C00), once it rounds up (0x3C01; see run/half-literal.ll), but as a
; literal it is not exact, so LLVM rejects it, and so does ehi.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}half-hex-double-rounds.ll:11:18: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global half 0x3FF0020000000001{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}half-hex-double-rounds.ll:11:18: error: floating point constant invalid for type{{$}}
@g = global half 0x3FF0020000000001

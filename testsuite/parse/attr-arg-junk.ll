; Junk inside an attribute's argument list.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}attr-arg-junk.ll:9:39: error: expected ')'{{$}}
; CHECK-NEXT: {{^}}declare void @f(i8* dereferenceable(1 junk)){{$}}
; CHECK-NEXT: {{^}}                                      ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}attr-arg-junk.ll:9:39: error: expected ')'{{$}}
declare void @f(i8* dereferenceable(1 junk))

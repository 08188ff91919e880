; A power-of-two alignment above the maximum (2^32).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}align-huge.ll:11:26: error: huge alignments are not supported yet{{$}}
; CHECK-NEXT: {{^}}  %x = alloca i32, align 8589934592{{$}}
; CHECK-NEXT: {{^}}                         ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}align-huge.ll:11:26: error: huge alignments are not supported yet{{$}}
define void @f() {
entry:
  %x = alloca i32, align 8589934592
  ret void
}

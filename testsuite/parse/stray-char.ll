; A stray '`' character between instructions.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}stray-char.ll:11:3: error: invalid character '`'{{$}}
; CHECK-NEXT: {{^}}  `{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}stray-char.ll:11:3: error: expected instruction opcode{{$}}
define void @f() {
entry:
  `
  ret void
}

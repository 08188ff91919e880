; Under --llvm=14 an instruction's number is exactly the next one (the entry block took %0).
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-inst-gap.ll:11:3: error: instruction expected to be numbered '%1'{{$}}
; CHECK-NEXT: {{^}}  %2 = add i32 1, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-inst-gap.ll:11:3: error: instruction expected to be numbered '%1'{{$}}
define i32 @f() {
  %2 = add i32 1, 2
  ret i32 %2
}

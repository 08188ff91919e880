; A numbered instruction repeats a number already used
; (LLVM 19 allows gaps, but numbers must increase).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-inst-backwards.ll:14:3: error: instruction expected to be numbered '%2' or greater{{$}}
; CHECK-NEXT: {{^}}  %1 = add i32 %0, 3{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-inst-backwards.ll:14:3: error: instruction expected to be numbered '%2' or greater{{$}}
define i32 @f() {
entry:
  %0 = add i32 1, 2
  %1 = add i32 %0, 2
  %1 = add i32 %0, 3
  ret i32 %1
}

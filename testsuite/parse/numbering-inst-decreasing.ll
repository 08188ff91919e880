; '%1' defined before '%0' in a block with a named entry label.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-inst-decreasing.ll:12:3: error: instruction expected to be numbered '%2' or greater{{$}}
; CHECK-NEXT: {{^}}  %0 = add i32 %1, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-inst-decreasing.ll:12:3: error: instruction expected to be numbered '%2' or greater{{$}}
define i32 @f() {
entry:
  %1 = add i32 1, 2
  %0 = add i32 %1, 2
  ret i32 %0
}

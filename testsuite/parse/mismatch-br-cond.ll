; A conditional branch on an i32.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-br-cond.ll:11:6: error: branch condition must have 'i1' type{{$}}
; CHECK-NEXT: {{^}}  br i32 %c, label %a, label %a{{$}}
; CHECK-NEXT: {{^}}     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-br-cond.ll:11:6: error: branch condition must have 'i1' type{{$}}
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %a
a:
  ret void
}

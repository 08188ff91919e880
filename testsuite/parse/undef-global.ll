; Call of an undefined global.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-global.ll:11:13: error: use of undefined value '@nope'{{$}}
; CHECK-NEXT: {{^}}  call void @nope(){{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-global.ll:11:13: error: use of undefined value '@nope'{{$}}
define void @f() {
entry:
  call void @nope()
  ret void
}

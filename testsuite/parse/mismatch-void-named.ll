; A call returning void cannot be given a name.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-void-named.ll:13:3: error: instructions returning void cannot have a name{{$}}
; CHECK-NEXT: {{^}}  %x = call void @g(){{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-void-named.ll:13:3: error: instructions returning void cannot have a name{{$}}
declare void @g()

define void @f() {
entry:
  %x = call void @g()
  ret void
}

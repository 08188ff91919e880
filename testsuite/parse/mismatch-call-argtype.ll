; A call with an explicit function type passes an argument of the wrong type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-call-argtype.ll:13:22: error: argument is not of type 'i32'{{$}}
; CHECK-NEXT: {{^}}  call void (i32) @g(i64 1){{$}}
; CHECK-NEXT: {{^}}                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-call-argtype.ll:13:22: error: argument is not of expected type 'i32'{{$}}
declare void @g(i32)

define void @f() {
entry:
  call void (i32) @g(i64 1)
  ret void
}

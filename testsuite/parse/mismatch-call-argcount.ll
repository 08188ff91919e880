; A call with an explicit function type passes too few arguments.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-call-argcount.ll:13:8: error: invalid number of arguments for function type 'void (i32, i32)'{{$}}
; CHECK-NEXT: {{^}}  call void (i32, i32) @g(i32 1){{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-call-argcount.ll:13:8: error: not enough parameters specified for call{{$}}
declare void @g(i32, i32)

define void @f() {
entry:
  call void (i32, i32) @g(i32 1)
  ret void
}

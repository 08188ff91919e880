; Typed pointers: the explicit load type differs from the pointee type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-load-typed.ll:11:8: error: explicit pointee type doesn't match operand's pointee type{{$}}
; CHECK-NEXT: {{^}}  %v = load i32, i64* %p{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-load-typed.ll:11:13: error: explicit pointee type doesn't match operand's pointee type (i32 vs i64){{$}}
define i32 @f(i64* %p) {
entry:
  %v = load i32, i64* %p
  ret i32 %v
}

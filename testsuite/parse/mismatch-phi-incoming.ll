; A phi incoming value of the wrong type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-phi-incoming.ll:13:18: error: '%x' defined with type 'i64' but expected 'i32'{{$}}
; CHECK-NEXT: {{^}}  %p = phi i32 [ %x, %entry ]{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-phi-incoming.ll:13:18: error: '%x' defined with type 'i64' but expected 'i32'{{$}}
define i32 @f(i64 %x) {
entry:
  br label %b
b:
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
}

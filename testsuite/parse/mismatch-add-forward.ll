; A forward-referenced value whose definition has a different type
; than its use.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-add-forward.ll:17:3: error: '%x' defined with type 'i64' but expected 'i32'{{$}}
; CHECK-NEXT: {{^}}  %x = add i64 1, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-add-forward.ll:17:3: error: instruction forward referenced with type 'i32'{{$}}
define i32 @f() {
entry:
  br label %b
a:
  %y = add i32 %x, 1
  ret i32 %y
b:
  %x = add i64 1, 2
  br label %a
}

; An instruction result used as a branch target.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}value-as-label.ll:12:12: error: '%x' defined with type 'i32' but expected 'label'{{$}}
; CHECK-NEXT: {{^}}  br label %x{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}value-as-label.ll:12:12: error: '%x' is not a basic block{{$}}
define void @f() {
entry:
  %x = add i32 1, 2
  br label %x
}

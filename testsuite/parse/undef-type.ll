; Use of a named type that is never defined.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-type.ll:11:15: error: use of undefined type named 'T'{{$}}
; CHECK-NEXT: {{^}}  %x = alloca %T{{$}}
; CHECK-NEXT: {{^}}              ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-type.ll:11:15: error: Cannot allocate unsized type{{$}}
define void @f() {
entry:
  %x = alloca %T
  ret void
}

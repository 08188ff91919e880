; The returned value type differs from the function result type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-ret.ll:11:3: error: value doesn't match function result type 'i32'{{$}}
; CHECK-NEXT: {{^}}  ret i64 0{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-ret.ll:11:7: error: value doesn't match function result type 'i32'{{$}}
define i32 @f() {
entry:
  ret i64 0
}

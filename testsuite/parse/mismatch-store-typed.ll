; Typed pointers: the stored value type differs from the pointee type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-store-typed.ll:11:3: error: stored value and pointer type do not match{{$}}
; CHECK-NEXT: {{^}}  store i32 0, i64* %p{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-store-typed.ll:11:9: error: stored value and pointer type do not match{{$}}
define void @f(i64* %p) {
entry:
  store i32 0, i64* %p
  ret void
}

; getelementptr whose base is not a pointer.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-gep-nonptr.ll:11:8: error: base of getelementptr must be a pointer{{$}}
; CHECK-NEXT: {{^}}  %q = getelementptr i32, i32 %p, i64 1{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-gep-nonptr.ll:11:27: error: base of getelementptr must be a pointer{{$}}
define void @f(i32 %p) {
entry:
  %q = getelementptr i32, i32 %p, i64 1
  ret void
}

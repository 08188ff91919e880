; An instruction attachment refers to undefined metadata.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-metadata-attachment.ll:11:18: error: use of undefined metadata '!7'{{$}}
; CHECK-NEXT: {{^}}  ret void, !dbg !7{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-metadata-attachment.ll:11:19: error: use of undefined metadata '!7'{{$}}
define void @f() {
entry:
  ret void, !dbg !7
}

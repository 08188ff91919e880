; An unknown specialized metadata kind.
; Known gap: ehi keeps specialised (!DI...) metadata field by field without
; checking node kinds or field names against LLVM's schema (SPEC.md section 2).
; XFAIL: *
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}md-unknown-kind.ll:10:6: error: expected metadata type{{$}}
; CHECK-NEXT: {{^}}!0 = !DIFoo(line: 1){{$}}
; CHECK-NEXT: {{^}}     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}md-unknown-kind.ll:10:6: error: expected metadata type{{$}}
!named = !{!0}
!0 = !DIFoo(line: 1)

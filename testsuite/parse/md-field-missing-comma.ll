; Two fields of a specialized metadata node not separated by a comma.
; Known gap: ehi keeps specialised (!DI...) metadata field by field without
; checking node kinds or field names against LLVM's schema (SPEC.md section 2).
; XFAIL: *
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}md-field-missing-comma.ll:10:31: error: expected ')' here{{$}}
; CHECK-NEXT: {{^}}!0 = !DIBasicType(name: "int" size: 32){{$}}
; CHECK-NEXT: {{^}}                              ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}md-field-missing-comma.ll:10:31: error: expected ')' here{{$}}
!named = !{!0}
!0 = !DIBasicType(name: "int" size: 32)

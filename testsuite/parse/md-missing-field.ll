; !DILocation without its required 'scope' field.
; Known gap: ehi keeps specialised (!DI...) metadata field by field without
; checking node kinds or field names against LLVM's schema (SPEC.md section 2).
; XFAIL: *
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}md-missing-field.ll:10:25: error: missing required field 'scope'{{$}}
; CHECK-NEXT: {{^}}!0 = !DILocation(line: 1){{$}}
; CHECK-NEXT: {{^}}                        ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}md-missing-field.ll:10:25: error: missing required field 'scope'{{$}}
!named = !{!0}
!0 = !DILocation(line: 1)

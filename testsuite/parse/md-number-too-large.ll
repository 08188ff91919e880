; A metadata number past 32 bits: an error at it (llvm-as: "expected 32-bit
; integer"), in little host memory.
; RUN: sh -c '/usr/bin/time -f "maxrss=%%M" %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: md-number-too-large.ll:11:12: error: metadata number too large
; CHECK-NEXT: {{^}}!named = !{!4294967296}{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK: maxrss={{[0-9]{1,5}$}}
; CHECK-NEXT: exit=1
; LLVM14: md-number-too-large.ll:11:13: error: expected 32-bit integer (too large)
!named = !{!4294967296}

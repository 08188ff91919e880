; Forward references to huge metadata numbers that are never defined: the
; error names the lowest (as llvm-as), in little host memory (the table
; holds the nodes referenced, not one cell per number below them).
; RUN: sh -c '/usr/bin/time -f "maxrss=%%M" %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: md-number-fwdref-huge.ll:15:25: error: use of undefined metadata '!66000000'
; CHECK-NEXT: {{^}}!named = !{!4000000000, !66000000, !4000000001}{{$}}
; CHECK-NEXT: {{^}}                        ^{{$}}
; CHECK: maxrss={{[0-9]{1,5}$}}
; CHECK-NEXT: exit=1
; LLVM14: md-number-fwdref-huge.ll:15:26: error: use of undefined metadata '!66000000'
define void @f() !dbg !4000000002 {
  ret void
}
!named = !{!4000000000, !66000000, !4000000001}
!4000000002 = !{}

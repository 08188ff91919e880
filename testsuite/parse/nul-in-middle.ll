; A NUL byte between two valid globals is rejected (llvm-as silently
; stops reading at a NUL; ehi reports it).
; RUN: printf '@g = global i32 0\n\000\n@h = global i32 1\n' > %t.ll
; RUN: sh -c 'timeout 20 %ehi print %t.ll 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}.tmp.ll:2:1: error: invalid character in input (NUL byte){{$}}
; CHECK-NEXT: {{^}}?{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}

; 10,000 nested metadata nodes: !{!{!{...}}}.
; ehi must reject it with a clean error, not overflow its stack.
; RUN: %python %S/Inputs/gen.py nested-metadata 10000 > %t.ll
; RUN: sh -c 'timeout 20 %ehi print %t.ll 2>&1; echo "exit=$?"' | FileCheck %s
; CHECK: {{.*}}.tmp.ll:2:520: error: nesting too deep (more than {{[0-9]+}} levels){{$}}
; CHECK: {{^}}exit=1{{$}}

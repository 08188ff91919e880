; 10,000 nested function types: i8 (i8 (... i8)*)*.
; ehi must reject it with a clean error, not overflow its stack.
; RUN: %python %S/Inputs/gen.py nested-fn-type 10000 > %t.ll
; RUN: sh -c 'timeout 20 %ehi print %t.ll 2>&1; echo "exit=$?"' | FileCheck %s
; CHECK: {{.*}}.tmp.ll:1:1050: error: nesting too deep (more than {{[0-9]+}} levels){{$}}
; CHECK: {{^}}exit=1{{$}}

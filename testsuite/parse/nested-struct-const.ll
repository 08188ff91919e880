; 10,000 nested struct constants (of named struct types).
; ehi must reject it with a clean error, not overflow its stack.
; RUN: %python %S/Inputs/gen.py nested-struct-const 10000 > %t.ll
; RUN: sh -c 'timeout 20 %ehi print %t.ll 2>&1; echo "exit=$?"' | FileCheck %s
; CHECK: {{.*}}.tmp.ll:10002:2327: error: nesting too deep (more than {{[0-9]+}} levels){{$}}
; CHECK: {{^}}exit=1{{$}}

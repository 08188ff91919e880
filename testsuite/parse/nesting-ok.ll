; Nesting well inside the limit (100 levels of arrays, structs and
; constant expressions) is accepted.
; RUN: %python %S/Inputs/gen.py nested-array-type 100 > %t.1.ll
; RUN: %ehi parse %t.1.ll
; RUN: %llvm-as14 %t.1.ll -o /dev/null
; RUN: %python %S/Inputs/gen.py nested-struct-const 100 > %t.2.ll
; RUN: %ehi parse %t.2.ll
; RUN: %llvm-as14 %t.2.ll -o /dev/null
; RUN: %python %S/Inputs/gen.py nested-constexpr 100 > %t.3.ll
; RUN: %ehi parse %t.3.ll
; RUN: %llvm-as14 %t.3.ll -o /dev/null
; RUN: %python %S/Inputs/gen.py nested-metadata 100 > %t.4.ll
; RUN: %ehi parse %t.4.ll
; RUN: %llvm-as14 %t.4.ll -o /dev/null
; RUN: %python %S/Inputs/gen.py nested-cast-constexpr 100 > %t.5.ll
; RUN: %ehi parse %t.5.ll
; RUN: %llvm-as14 %t.5.ll -o /dev/null

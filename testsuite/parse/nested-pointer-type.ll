; A pointer type with 1,000,000 stars: i8*****...  ehi may accept it or
; reject it with an error, but must not crash (it must not recurse once per
; level when parsing or printing).
; RUN: %python %S/Inputs/gen.py nested-pointer-type 1000000 > %t.ll
; RUN: %python %S/Inputs/clean_exit.py -- %ehi parse %t.ll
; RUN: %python %S/Inputs/clean_exit.py -- %ehi print %t.ll

; Every prefix of a valid typed-pointer module (Inputs/sample14.ll) must
; parse or fail with exactly one clean diagnostic: no crash, hang or
; sanitizer report.
; RUN: %ehi print %S/Inputs/sample14.ll > /dev/null
; RUN: %llvm-as14 %S/Inputs/sample14.ll -o /dev/null
; RUN: %python %S/Inputs/robust.py truncate %S/Inputs/sample14.ll %t.ll -- %ehi print

; Every prefix of a valid opaque-pointer module with funclet EH
; (Inputs/sample19.ll) must parse or fail cleanly.
; RUN: %ehi print %S/Inputs/sample19.ll > /dev/null
; RUN: %llvm-as19 %S/Inputs/sample19.ll -o /dev/null
; RUN: %python %S/Inputs/robust.py truncate %S/Inputs/sample19.ll %t.ll -- %ehi print

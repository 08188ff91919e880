; 1,000 deterministic token-level mutations (replace, delete, insert a
; token, duplicate a line, cut) of each sample module must parse or fail
; cleanly.
; RUN: %python %S/Inputs/robust.py mutate 1000 1 %S/Inputs/sample14.ll %t.14.ll -- %ehi print
; RUN: %python %S/Inputs/robust.py mutate 1000 2 %S/Inputs/sample19.ll %t.19.ll -- %ehi print

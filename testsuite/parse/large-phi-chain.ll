; 200,000 instructions: 100,000 phis whose incoming values are all
; forward references, resolved by 100,000 adds at the end of the block.
; Must parse quickly (about 0.5 s here; no timing is checked).
; RUN: %python %S/Inputs/gen.py phi-chain 100000 > %t.ll
; RUN: timeout 60 %ehi parse %t.ll
; RUN: timeout 60 %ehi print %t.ll | FileCheck %s
; CHECK: %v99999 = phi i32 [ 0, %entry ], [ %w99999, %loop ]
; CHECK: %w99999 = add i32 %v99999, 99999
; CHECK: ret i32 %w0

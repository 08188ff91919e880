; 200,000 unnamed values, each using the previous one.
; RUN: %python %S/Inputs/gen.py numbered-chain 200000 > %t.ll
; RUN: timeout 60 %ehi print %t.ll | FileCheck %s
; CHECK: %199999 = add i32 %199998, 1
; CHECK-NEXT: ret i32 %199999

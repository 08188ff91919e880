; i8388608 (2^23 bits) is the widest integer type LLVM accepts: valid.
; RUN: %ehi print %s | FileCheck %s
; RUN: %llvm-as14 %s -o /dev/null
; RUN: %llvm-as19 %s -o /dev/null
; CHECK: @g = external global i8388608
@g = external global i8388608

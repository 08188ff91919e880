; Integer literals wider than their type are truncated silently, as
; llvm-as does (accepted, not an error).
; RUN: %ehi print %s | FileCheck %s
; RUN: %llvm-as14 %s -o - | %llvm-dis14 | FileCheck %s
; RUN: %llvm-as19 %s -o - | %llvm-dis19 | FileCheck %s
; CHECK: @a = global i32 -159383553
; CHECK: @b = global i32 159383553
; CHECK: @c = global i8 -1
; CHECK: @d = global i64 1
; CHECK: @e = global i128 -89876380638144118857971241966773469185
; CHECK: @f = global i1 true
@a = global i32 99999999999999999999999
@b = global i32 -99999999999999999999999
@c = global i8 255
@d = global i64 340282366920938463463374607431768211457
@e = global i128 999999999999999999999999999999999999999999
@f = global i1 3

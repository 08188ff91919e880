; Integer constants written in hex: u0x (unsigned) and s0x (signed) forms,
; in globals, in aggregates and as instruction operands.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "const-hexint-14.c"

@hex.u = global i32 u0xFF
@hex.s = global i16 s0xFFFF
@hex.s.neg = global i8 s0x80
@hex.big = global i128 u0xDEADBEEFCAFEBABE0123456789ABCDEF
@hex.arr = global [2 x i64] [i64 u0x10, i64 s0x7FFFFFFFFFFFFFFF]

define i32 @f(i32 %x) {
  %r = add i32 %x, u0xFFFFFFFF
  ret i32 %r
}

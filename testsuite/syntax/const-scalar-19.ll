; Scalar constants: integers of every width incl. negative and huge i128/i256
; literals, true/false, hex floats of each kind
; (0x, 0xK, 0xL, 0xM, 0xH, 0xR), decimal and exponent floats, inf/nan/-0.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "const-scalar-19.c"

@b.t = global i1 true
@b.f = global i1 false
@b.m1 = global i1 -1
@i7.min = global i7 -64
@i7.max = global i7 63
@i7.wrap = global i7 127
@i8.m = global i8 -128
@i8.u = global i8 255
@i16 = global i16 -32768
@i32 = global i32 -2147483648
@i32.u = global i32 4294967295
@i64.min = global i64 -9223372036854775808
@i64.max = global i64 9223372036854775807
@i64.u = global i64 18446744073709551615
@i128.big = global i128 170141183460469231731687303715884105727
@i128.min = global i128 -170141183460469231731687303715884105728
@i128.u = global i128 340282366920938463463374607431768211455
@i128.mid = global i128 18446744073709551616
@i256.big = global i256 57896044618658097711785492504343953926634992332820282019728792003956564819967
@i256.neg = global i256 -12345678901234567890123456789012345678901234567890
@i65 = global i65 -18446744073709551616

@h.1 = global half 0xH3C00
@h.inf = global half 0xH7C00
@h.nan = global half 0xH7E00
@h.dec = global half 1.5
@bf.1 = global bfloat 0xR3F80
@bf.neg = global bfloat 0xRBF80
@bf.dec = global bfloat 2.0
@f.dec = global float 1.25
@f.neg = global float -3.5
@f.exp = global float 1.000000e+10
@f.expneg = global float 6.103515625e-05
@f.hex = global float 0x3FB99999A0000000
@f.inf = global float 0x7FF0000000000000
@f.ninf = global float 0xFFF0000000000000
@f.nan = global float 0x7FF8000000000000
@f.snan = global float 0x7FF4000000000000
@f.nzero = global float -0.0
@f.denorm = global float 0x36A0000000000000
@d.pi = global double 3.141592653589793
@d.hex = global double 0x400921FB54442D18
@d.exp = global double 1.0e+300
@d.tiny = global double 4.9406564584124654e-324
@d.nzero = global double -0.000000e+00
@d.nan.payload = global double 0x7FF8000000000123
@x80.1 = global x86_fp80 0xK3FFF8000000000000000
@x80.neg = global x86_fp80 0xKBFFFC000000000000000
@q.1 = global fp128 0xL00000000000000003FFF000000000000
@q.dec = global fp128 0xL00000000000000004000800000000000
@ppc.1 = global ppc_fp128 0xM3FF00000000000000000000000000000
@ppc.2 = global ppc_fp128 0xM40000000000000000000000000000000

define i128 @ret.i128() {
  %a = add i128 170141183460469231731687303715884105727, -1
  %ext = zext i128 %a to i256
  %b = mul i256 %ext, 340282366920938463463374607431768211456
  %t = trunc i256 %b to i128
  ret i128 %t
}

define double @ret.float() {
  %a = fadd double 0x7FF0000000000000, -1.5e+2
  %b = fadd half 0xH0001, 0xH8000
  %c = fadd fp128 0xL00000000000000003FFF000000000000, 0xL00000000000000000000000000000000
  %d = fadd x86_fp80 0xK00000000000000000001, 0xK3FFF8000000000000000
  %e = fadd bfloat 0xR0001, 0xR7F80
  ret double %a
}

; opaque-pointer marker (makes this an LLVM 19 test)
@p = global ptr @i128.big

; decimal spellings that must keep their exact value
@dec.d1 = global double 0.1
@dec.d2 = global double 1.0e-320
@dec.d3 = global double 123456789012345678901234567890.0
@dec.d4 = global double 2.2250738585072014e-308
@dec.d5 = global double 1.7976931348623157e308
@dec.d6 = global double -0.0
@dec.d7 = global double 5.0e-324
@dec.d8 = global double 0.30000000000000004
@dec.d9 = global double 1.0E5
@dec.d10 = global double +1.5
@dec.d11 = global double 0x0000000000000001
@dec.f1 = global float 16777216.0
@dec.f2 = global float 3.4028234663852886e+38
@dec.f3 = global float 1.401298464324817e-45
@dec.h1 = global half 65504.0
@dec.h2 = global half 5.9604644775390625E-8
@dec.b1 = global bfloat 3.0
@dec.q1 = global fp128 0xL0000000000000000FFFF000000000000
@dec.m1 = global ppc_fp128 0xM3FF0000000000000BC90000000000000

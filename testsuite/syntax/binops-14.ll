; Binary operators with every flag combination (nuw, nsw, exact), on scalars,
; vectors and odd widths; fneg; floating-point binops on every float kind.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "binops-14.c"

define i32 @int(i32 %a, i32 %b) {
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %a, %b
  %add.both = add nuw nsw i32 %a, %b
  %sub = sub i32 %a, %b
  %sub.nuw = sub nuw i32 %a, 1
  %sub.nsw = sub nsw i32 0, %b
  %sub.both = sub nuw nsw i32 %a, %b
  %mul = mul i32 %a, %b
  %mul.nuw = mul nuw i32 %a, 3
  %mul.nsw = mul nsw i32 %a, -3
  %mul.both = mul nuw nsw i32 %a, %b
  %shl = shl i32 %a, 1
  %shl.nuw = shl nuw i32 %a, %b
  %shl.nsw = shl nsw i32 %a, %b
  %shl.both = shl nuw nsw i32 %a, 31
  %udiv = udiv i32 %a, %b
  %udiv.e = udiv exact i32 %a, 4
  %sdiv = sdiv i32 %a, %b
  %sdiv.e = sdiv exact i32 %a, -4
  %lshr = lshr i32 %a, %b
  %lshr.e = lshr exact i32 %a, 2
  %ashr = ashr i32 %a, %b
  %ashr.e = ashr exact i32 %a, 2
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, 7
  %and = and i32 %a, %b
  %or = or i32 %a, -1
  %xor = xor i32 %a, -1
  ret i32 %xor
}

define <4 x i16> @vec(<4 x i16> %a, <4 x i16> %b) {
  %add = add nuw nsw <4 x i16> %a, %b
  %shl = shl <4 x i16> %a, <i16 1, i16 2, i16 3, i16 4>
  %ashr = ashr exact <4 x i16> %shl, <i16 1, i16 1, i16 1, i16 1>
  %and = and <4 x i16> %ashr, zeroinitializer
  ret <4 x i16> %and
}

define i7 @odd(i7 %a, i128 %b, i1 %c, i256 %d) {
  %x = mul nsw i7 %a, -64
  %y = udiv exact i128 %b, 18446744073709551616
  %z = xor i1 %c, true
  %w = srem i256 %d, -1
  ret i7 %x
}

define double @fp(double %a, double %b, float %f, half %h, bfloat %bf, x86_fp80 %x, fp128 %q, ppc_fp128 %p) {
  %fadd = fadd double %a, %b
  %fsub = fsub double %a, 1.0
  %fmul = fmul double %a, %b
  %fdiv = fdiv double %a, %b
  %frem = frem double %a, %b
  %fneg = fneg double %a
  %ff = fadd float %f, %f
  %hh = fmul half %h, 0xH3C00
  %bb = fsub bfloat %bf, %bf
  %xx = fdiv x86_fp80 %x, %x
  %qq = frem fp128 %q, %q
  %pp = fneg ppc_fp128 %p
  %vf = fneg <2 x float> <float 1.0, float -1.0>
  %vs = fadd <vscale x 2 x double> zeroinitializer, zeroinitializer
  ret double %fneg
}

; `splat (T v)` vector constants (LLVM 19): fixed and scalable vectors,
; in globals and as instruction operands.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "const-splat-19.c"

@u = global i32 0
@splat.i = global <4 x i32> splat (i32 7)
@splat.f = global <2 x double> splat (double 1.5)
@splat.p = global <2 x ptr> splat (ptr @u)
@splat.i1 = global <8 x i1> splat (i1 true)

define <vscale x 2 x i64> @use.splat(<vscale x 2 x i64> %v) {
  %r = add <vscale x 2 x i64> %v, splat (i64 3)
  %m = mul <4 x i8> splat (i8 -1), <i8 1, i8 2, i8 3, i8 poison>
  %f = fadd <vscale x 4 x float> zeroinitializer, splat (float 1.0)
  ret <vscale x 2 x i64> %r
}

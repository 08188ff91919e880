; Vector and aggregate instructions: extractelement/insertelement with
; various index types, shufflevector (fixed, scalable, undef/poison masks,
; length-changing), extractvalue/insertvalue with multiple indices (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "vecagg-14.c"

%A = type { i32, { [2 x <2 x float>], i8* }, [3 x [2 x i8]] }

define void @vec(<4 x i32> %a, <4 x i32> %b, <vscale x 4 x i32> %s, <2 x i8*> %vp, i64 %i, i8 %j) {
  %e1 = extractelement <4 x i32> %a, i32 0
  %e2 = extractelement <4 x i32> %a, i64 %i
  %e3 = extractelement <4 x i32> %a, i8 %j
  %e4 = extractelement <vscale x 4 x i32> %s, i32 3
  %e5 = extractelement <2 x i8*> %vp, i32 1
  %e6 = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  %i1 = insertelement <4 x i32> %a, i32 1, i32 0
  %i2 = insertelement <4 x i32> undef, i32 %e1, i64 %i
  %i3 = insertelement <vscale x 4 x i32> undef, i32 %e1, i32 0
  %i4 = insertelement <2 x i8*> %vp, i8* null, i32 1
  %sh1 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %sh2 = shufflevector <4 x i32> %a, <4 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 3, i32 3>
  %sh3 = shufflevector <4 x i32> %a, <4 x i32> %b, <2 x i32> <i32 7, i32 0>
  %sh4 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> zeroinitializer
  %sh5 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> undef
  %sh6 = shufflevector <vscale x 4 x i32> %i3, <vscale x 4 x i32> undef, <vscale x 4 x i32> zeroinitializer
  %sh7 = shufflevector <vscale x 4 x i32> %s, <vscale x 4 x i32> %s, <vscale x 4 x i32> undef
  %sh8 = shufflevector <2 x i8*> %vp, <2 x i8*> %vp, <1 x i32> <i32 3>
  %sh9 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 poison, i32 1, i32 poison, i32 2>
  ret void
}

define %A @agg(%A %x, { i32, i8 } %p) {
  %v1 = extractvalue { i32, i8 } %p, 0
  %v2 = extractvalue { i32, i8 } %p, 1
  %v3 = extractvalue %A %x, 1, 0, 1
  %v4 = extractvalue %A %x, 2, 2, 1
  %v5 = extractvalue %A %x, 1
  %v6 = extractvalue [2 x [2 x i64]] zeroinitializer, 1, 0
  %n1 = insertvalue { i32, i8 } undef, i32 1, 0
  %n2 = insertvalue { i32, i8 } %n1, i8 %v2, 1
  %n3 = insertvalue %A %x, <2 x float> zeroinitializer, 1, 0, 1
  %n4 = insertvalue %A %n3, i8 7, 2, 0, 1
  %n5 = insertvalue %A %n4, i8* null, 1, 1
  %n6 = insertvalue { [2 x i1] } poison, [2 x i1] [i1 true, i1 false], 0
  ret %A %n5
}

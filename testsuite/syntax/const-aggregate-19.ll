; Aggregate and special constants: undef, poison, zeroinitializer, null,
; none, nested struct/array/vector constants, c"..." strings with escapes,
; partially undef/poison aggregates, constant vectors, token none.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "const-aggregate-19.c"

%S = type { i32, [2 x { i8, float }], <2 x i16>, ptr }

@u = global i32 undef
@pz = global i32 poison
@z = global %S zeroinitializer
@n = global ptr null
@nas = global ptr addrspace(3) null
@s = global %S { i32 1, [2 x { i8, float }] [{ i8, float } { i8 2, float 3.0 }, { i8, float } zeroinitializer], <2 x i16> <i16 4, i16 undef>, ptr null }
@spart = global { i32, i32 } { i32 poison, i32 undef }
@sundef = global %S undef
@spoison = global %S poison
@arr.empty = global [0 x i8] zeroinitializer
@arr.undef = global [3 x i8] undef
@arr.structs = global [2 x { i32, ptr }] [{ i32, ptr } { i32 1, ptr getelementptr inbounds ([5 x i8], ptr @str.esc, i32 0, i32 1) }, { i32, ptr } { i32 2, ptr null }]
@arr.nested = global [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] zeroinitializer]
@arr.ints = global [4 x i32] [i32 1, i32 -1, i32 undef, i32 poison]
@arr.floats = global [3 x double] [double 1.0, double -0.0, double 0x7FF8000000000000]
@arr.halfs = global [2 x half] [half 0xH3C00, half 0xH0000]
@arr.i1 = global [3 x i1] [i1 true, i1 false, i1 true]
@arr.ptrs = global [2 x ptr] [ptr null, ptr @u]
@str.esc = global [5 x i8] c"a\00\22\\\FF"
@str.all = constant [16 x i8] c"\01\02\09\0A\0D\1B !#~\7F\80\AB\CD\EF\FE"
@str.empty = global [0 x i8] c""
@str.text = private unnamed_addr constant [14 x i8] c"Hello, world!\00"
@str.i16 = global [2 x i16] [i16 104, i16 105]
@vec.i = global <4 x i32> <i32 0, i32 -1, i32 undef, i32 poison>
@vec.f = global <2 x float> <float 1.0, float 0x7FF0000000000000>
@vec.undef = global <4 x i8> undef
@vec.zero = global <4 x i8> zeroinitializer
@vec.p = global <2 x ptr> <ptr null, ptr @pz>
@vec.i1 = global <4 x i1> <i1 true, i1 false, i1 false, i1 true>
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@emptystruct = global {} {}
@emptystruct.z = global {} zeroinitializer
@deep = global { { { [1 x { i8 }] } } } { { { [1 x { i8 }] } } { { [1 x { i8 }] } { [1 x { i8 }] [{ i8 } { i8 7 }] } } }

declare void @llvm.dbg.value(metadata, metadata, metadata)

define { i32, float } @ret.agg() {
  ret { i32, float } { i32 1, float undef }
}

define <2 x i32> @ret.vec(<2 x i32> %a) {
  %r = add <2 x i32> %a, <i32 1, i32 poison>
  %z = xor <2 x i32> %r, zeroinitializer
  ret <2 x i32> %z
}

define [2 x i8] @ret.arr() {
  ret [2 x i8] c"ok"
}

define ptr @ret.null() {
  ret ptr null
}

define void @ret.void() {
  store i32 undef, ptr @u
  store i32 poison, ptr @u
  store %S zeroinitializer, ptr @z
  ret void
}

declare i8 @llvm.coro.suspend(token, i1)

define void @use.none() {
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  ret void
}

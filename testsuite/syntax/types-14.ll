; Every first-class type in LLVM 14 syntax: odd integer widths, every float
; kind, fixed and scalable vectors, nested arrays, function types (varargs,
; pointers to functions), token, label, metadata, address-space pointers, x86_mmx/x86_amx.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "types-14.c"

@i1 = global i1 true
@i7 = global i7 -1
@i17 = global i17 65537
@i128 = global i128 1
@i256 = global i256 1
@i1024 = global i1024 1
@i8388607 = external global i8388607
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@f = global float 1.0
@d = global double 1.0
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@vi1 = global <8 x i1> zeroinitializer
@vptr = global <2 x i8*> zeroinitializer
@vhalf = global <3 x half> zeroinitializer
@arr2 = global [2 x [3 x i8]] [[3 x i8] c"abc", [3 x i8] c"def"]
@arr3 = global [2 x [2 x [2 x i16]]] zeroinitializer
@arr0 = global [0 x i32] zeroinitializer
@fp = global void (i32, ...)* null
@fp2 = global i32 (i8*, ...)* (i64)* null
@pp = global i8*** null
@as = global i32 addrspace(1)* null
@as2 = global i8 addrspace(4)* addrspace(5)* null
@vas = global <2 x i32 addrspace(7)*> zeroinitializer
@mmx = external global x86_mmx
@arrvec = global [2 x <2 x float>] zeroinitializer
@vecfp = global <2 x void ()*> zeroinitializer

declare void @sig.ints(i1, i7, i128, i256, i3 signext, i9 zeroext)
declare void @sig.floats(half, bfloat, float, double, x86_fp80, fp128, ppc_fp128)
declare <vscale x 4 x i32> @sig.scalable(<vscale x 2 x i64>, <vscale x 16 x i1>, <vscale x 1 x double>, <vscale x 8 x half>)
declare void @sig.vectors(<1 x i8>, <16 x float>, <4 x i8*>, <2 x i64 addrspace(3)*>)
declare void (i32)* @sig.fptr(i32 (i32, ...)*, void ()*, { i32, i8 } (double)*)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare token @llvm.call.preallocated.setup(i32)
declare i8* @llvm.call.preallocated.arg(token, i32)
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare void @sig.aggr({ i32, [2 x i8] }, [4 x { i1 }], <{ i8, i16 }>)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, i8*, i64)
declare void @sig.mmx(x86_mmx)

define void @use.label(i8* %p) {
entry:
  indirectbr i8* %p, [label %a, label %b]
a:
  ret void
b:
  br label %a
}

define i8* @use.token() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call i8* @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  ret i8* %a
}

define <vscale x 4 x i32> @use.scalable(<vscale x 4 x i32> %a) {
  %r = add <vscale x 4 x i32> %a, zeroinitializer
  ret <vscale x 4 x i32> %r
}

; Every first-class type in LLVM 19 syntax: odd integer widths, every float
; kind, fixed and scalable vectors, nested arrays, function types, token,
; label, metadata, ptr with address spaces, target extension types.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "types-19.c"

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
@vptr = global <2 x ptr> zeroinitializer
@vhalf = global <3 x half> zeroinitializer
@arr2 = global [2 x [3 x i8]] [[3 x i8] c"abc", [3 x i8] c"def"]
@arr3 = global [2 x [2 x [2 x i16]]] zeroinitializer
@arr0 = global [0 x i32] zeroinitializer
@p = global ptr null
@as = global ptr addrspace(1) null
@as2 = addrspace(5) global ptr addrspace(4) null
@vas = global <2 x ptr addrspace(7)> zeroinitializer
@arrvec = global [2 x <2 x float>] zeroinitializer
@tz = global target("spirv.DeviceEvent") zeroinitializer
@tarr = global [2 x target("spirv.Event")] zeroinitializer

declare void @sig.ints(i1, i7, i128, i256, i3 signext, i9 zeroext)
declare void @sig.floats(half, bfloat, float, double, x86_fp80, fp128, ppc_fp128)
declare <vscale x 4 x i32> @sig.scalable(<vscale x 2 x i64>, <vscale x 16 x i1>, <vscale x 1 x double>, <vscale x 8 x half>, <vscale x 2 x ptr>)
declare void @sig.vectors(<1 x i8>, <16 x float>, <4 x ptr>, <2 x ptr addrspace(3)>)
declare ptr @sig.fptr(ptr, ptr addrspace(1))
declare void @sig.aggr({ i32, [2 x i8] }, [4 x { i1 }], <{ i8, i16 }>)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare void @sig.mmx(x86_mmx)

declare void @sig.target(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), target("aarch64.svcount"), target("dx.TypedBuffer", <4 x float>, 1, 0, 0))
declare target("spirv.Event") @sig.target.ret()
declare void @sig.target.noparams(target("foo"), target("foo", i8), target("foo", 1, 2), target("a.b-c", ptr, { i32 }, 7))

define void @use.label(ptr %p) {
entry:
  indirectbr ptr %p, [label %a, label %b]
a:
  ret void
b:
  br label %a
}

define ptr @use.token() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  ret ptr %a
}

define target("spirv.Event") @use.target(target("spirv.Event") %e) {
  %z = call target("spirv.Event") @sig.target.ret()
  %s = select i1 true, target("spirv.Event") %e, target("spirv.Event") zeroinitializer
  ret target("spirv.Event") %s
}

define <vscale x 4 x i32> @use.scalable(<vscale x 4 x i32> %a) {
  %r = add <vscale x 4 x i32> %a, zeroinitializer
  ret <vscale x 4 x i32> %r
}

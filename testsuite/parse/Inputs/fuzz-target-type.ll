; V-S-6, V-EH-37: a token value is merged by a PHI (two cleanuppads joining);
; the PHI is also a use of a funclet pad that LLVM does not allow.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: PHI nodes cannot have token type!
; LLVM-DAG: Bogus funclet padf"]
@arr3 = global [2 x [2 x [2 x i16]]] zeroinitializer
@arr0 = global [0 x i32] zeroinitializer
@p = global ptr null
@as = global ptr addrspace(1) null
@as2 = addrspace(5) global ptr addrspace(4) null
@vas = global <2 x ptr addrspace(7)> zeroinitializer
@arrvec = global [2 x <2 x float>] zeroinitializer
@tz = global target("spirv.DeviceEvent") zeroinitializer
@tarr = global [2 x target("spirv.Eve8388607
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@f = global fl444444444444444 is also a use of a funclet pad that LLVM does not allow.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: PHI nodes cannot have token type!
; LLVM-DAG: Bogus funclet padf"]
@arr3 = global [2 x [2 x [2 x i16]]] zeroinitializer
@arr0 = global [0 x i32] zeroinitializer
@p = global ptr null
@as = global ptr addrspace(1) null
@as2 = addrspace(5) global ptr addrspace(4) null
@vas = global <2 x ptr addrspace(7)> zeroinitializer
@arrvec = global [2 x <2 x float>] zeroinitializer
@tz = global target("spirv.DeviceEvent") zeroinitializer
@tarr = global [2 x target("spirv.Eve8388607
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@f = global fl4444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444oat 1.0
@d = global double 1.0
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@vi1 = global <8 x i1> zeroinitializer
@vptr = global <2 x ptr> zeroinitializer
@vhalf = global <2 x half> zeroinitializer
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
declare <vscale x 3 x i32> @sig.scalable(<vscale x 2 x i64>, <vscale x 16 x i1>, <vscale x 1 x double>, <vscale x 8 x half>, <vscale x 2 x ptr>)
declare void @sig.vectors(<1 x i8>, <16 x float>, <4 x ptr>, <2 x ptr addrspace(3)>)
declare ptr @sig.fptr(ptr, ptr addrspace(1))
declare void @sig.aggr({ i32, [2 x i8] }, [4 x { i1 }], <{ i8, i16 }>)
declare vo™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™id @llvm.dbg.value(metadata, metadata, metadata)
declare token @llvm.call.preallocated.setup(i4444444444444444444444444444444444444444444444444444444444444444444444444444444444444444444oat 1.0
@d = global double 1.0
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@vi1 = global <8 x i1> zeroinitializer
@vptr = global <2 x ptr> zeroinitializer
@vhalf = global <2 x half> zeroinitializer
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
declare <vscale x 3 x i32> @sig.scalable(<vscale x 2 x i64>, <vscale x 16 x i1>, <vscale x 1 x double>, <vscale x 8 x half>, <vscale x 2 x ptr>)
declare void @sig.vectors(<1 x i8>, <16 x float>, <4 x ptr>, <2 x ptr addrspace(3)>)
declare ptr @sig.fptr(ptr, ptr addrspace(1))
declare void @sig.aggr({ i32, [2 x i8] }, [4 x { i1 }], <{ i8, i16 }>)
declare vo™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™™id @llvm.dbg.value(metadata, metadata, metadata)
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare void @signt") %s
}

define <vscale x 4 x i32> @ token [ %p1, %cl1 ], [ %p2, %cuse.scalable(<vscale x 4 x i32l2 ]
  unreacha> %ble
a) {
  %r = add }
<vscale x 4 x i32> %a, zeroinitializer
  ret <vscale x 4 x i32> %r
}

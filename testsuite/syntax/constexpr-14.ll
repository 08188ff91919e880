; Constant expressions in LLVM 14 syntax: getelementptr (plain, inbounds,
; inrange), every cast, binary ops with flags, icmp/fcmp/select, vector and
; aggregate constexprs, MSVC-RTTI-style trunc(sub(ptrtoint)), blockaddress,
; dso_local_equivalent, no_cfi.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "constexpr-14.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

%S = type { i32, [4 x i64] }
%vt = type { [4 x i8*], [2 x i8*] }

declare void @ext()

define void @f() {
  ret void
}

@__ImageBase = external global i8
@s = global %S zeroinitializer
@arr = global [10 x i32] zeroinitializer
@i = global i32 0
@vtable = constant %vt { [4 x i8*] [i8* null, i8* null, i8* bitcast (void ()* @f to i8*), i8* null], [2 x i8*] zeroinitializer }
@x = global i64 0

@gep.plain = global i32* getelementptr (%S, %S* @s, i32 0, i32 0)
@gep.inb = global i64* getelementptr inbounds (%S, %S* @s, i64 0, i32 1, i64 2)
@gep.neg = global i32* getelementptr (i32, i32* @i, i64 -1)
@gep.i8 = global i8* getelementptr inbounds (i8, i8* bitcast (%S* @s to i8*), i64 8)
@gep.inrange = global i8** getelementptr inbounds (%vt, %vt* @vtable, i32 0, inrange i32 0, i32 2)
@gep.inrange2 = global i8** getelementptr (%vt, %vt* @vtable, i32 0, inrange i32 1, i32 0)
@gep.nested = global i32* getelementptr (i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 2), i64 3)
@gep.vec = global <2 x i32*> getelementptr (i32, i32* @i, <2 x i64> <i64 0, i64 1>)

@c.trunc = global i8 trunc (i64 ptrtoint (i32* @i to i64) to i8)
@c.zext = global i64 zext (i8 ptrtoint (i32* @i to i8) to i64)
@c.sext = global i64 sext (i32 ptrtoint (i32* @i to i32) to i64)
@c.p2i = global i64 ptrtoint (i32* @i to i64)
@c.i2p = global i8* inttoptr (i64 4096 to i8*)
@c.bitcast = global i64* bitcast (i32* @i to i64*)
@c.asc = global i32 addrspace(1)* addrspacecast (i32* @i to i32 addrspace(1)*)
@c.fptrunc = global float fptrunc (double 1.5 to float)
@c.fpext = global double fpext (float 1.5 to double)
@c.fptoui = global i32 fptoui (double 3.0 to i32)
@c.fptosi = global i32 fptosi (double -3.0 to i32)
@c.uitofp = global float uitofp (i8 ptrtoint (i32* @i to i8) to float)
@c.sitofp = global double sitofp (i32 ptrtoint (i32* @i to i32) to double)
@c.bc.vec = global <2 x i32> bitcast (i64 ptrtoint (i32* @i to i64) to <2 x i32>)

@rtti = global i32 trunc (i64 sub (i64 ptrtoint (i64* @x to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)
@rtti.nuw = global i32 trunc (i64 sub nuw nsw (i64 ptrtoint (i64* @x to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)
@reloff = global i32 trunc (i64 sub (i64 ptrtoint (i8** getelementptr inbounds (%vt, %vt* @vtable, i32 0, i32 0, i32 2) to i64), i64 ptrtoint (i32* @rel to i64)) to i32)
@rel = global i32 0

@b.add = global i64 add (i64 ptrtoint (i32* @i to i64), i64 1)
@b.addnuw = global i64 add nuw (i64 ptrtoint (i32* @i to i64), i64 1)
@b.addnsw = global i64 add nsw (i64 ptrtoint (i32* @i to i64), i64 1)
@b.addboth = global i64 add nuw nsw (i64 ptrtoint (i32* @i to i64), i64 1)
@b.mul = global i64 mul nsw (i64 ptrtoint (i32* @i to i64), i64 3)
@b.shl = global i64 shl nuw (i64 ptrtoint (i32* @i to i64), i64 2)
@b.lshr = global i64 lshr exact (i64 ptrtoint (i32* @i to i64), i64 2)
@b.ashr = global i64 ashr (i64 ptrtoint (i32* @i to i64), i64 2)
@b.udiv = global i64 udiv exact (i64 ptrtoint (i32* @i to i64), i64 4)
@b.sdiv = global i64 sdiv (i64 ptrtoint (i32* @i to i64), i64 4)
@b.urem = global i64 urem (i64 ptrtoint (i32* @i to i64), i64 4)
@b.srem = global i64 srem (i64 ptrtoint (i32* @i to i64), i64 4)
@b.and = global i64 and (i64 ptrtoint (i32* @i to i64), i64 -8)
@b.or = global i64 or (i64 ptrtoint (i32* @i to i64), i64 1)
@b.xor = global i64 xor (i64 ptrtoint (i32* @i to i64), i64 -1)
@b.fadd = global float fadd (float bitcast (i32 ptrtoint (i32* @i to i32) to float), float 1.0)
@b.fneg = global float fneg (float bitcast (i32 ptrtoint (i32* @i to i32) to float))

@cmp.icmp = global i1 icmp eq (i32* @i, i32* null)
@cmp.icmp2 = global i1 icmp ult (i64 ptrtoint (i32* @i to i64), i64 ptrtoint (i64* @x to i64))
@cmp.fcmp = global i1 fcmp olt (float bitcast (i32 ptrtoint (i32* @i to i32) to float), float 0.0)
@sel = global i32* select (i1 icmp ne (i32* @i, i32* null), i32* @i, i32* @rel)
@ee = global i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (i32* @i to i64) to <2 x i32>), i32 1)
@ie = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 ptrtoint (i32* @i to i32), i32 0)
@sv = global <4 x i32> shufflevector (<2 x i32> bitcast (i64 ptrtoint (i32* @i to i64) to <2 x i32>), <2 x i32> undef, <4 x i32> <i32 0, i32 1, i32 1, i32 undef>)

@ba = global i8* blockaddress(@f.ba, %target)
@ba.arr = global [2 x i8*] [i8* blockaddress(@f.ba, %target), i8* blockaddress(@f.ba, %other)]
@ba.num = global i8* blockaddress(@f.ba.num, %1)
@nocfi = global void ()* no_cfi @f
; dso_local_equivalent only appears in function bodies here: llvm-as 14
; crashes on `@g = global i64 ptrtoint (void ()* dso_local_equivalent @f to i64)`
; when @f is defined later in the file, which is where llvm-dis puts it.


define void @f.ba(i8* %p) {
entry:
  indirectbr i8* %p, [label %target, label %other]
target:
  ret void
other:
  ret void
}

define void @f.ba.num(i8* %p) {
  indirectbr i8* %p, [label %1]
1:
  ret void
}

define i64 @use() {
  %a = add i64 ptrtoint (void ()* dso_local_equivalent @f to i64), sub (i64 ptrtoint (i32* @i to i64), i64 ptrtoint (i64* @x to i64))
  %d1 = bitcast void ()* dso_local_equivalent @ext to i8*
  store void ()* dso_local_equivalent @f, void ()** bitcast (i64* @x to void ()**)
  store i8* blockaddress(@f.ba, %other), i8** bitcast (i64* @x to i8**)
  %g = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 5)
  ret i64 %a
}

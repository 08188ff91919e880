; Constant expressions in LLVM 19 syntax: getelementptr (plain, inbounds,
; nuw, nusw, inrange(lo, hi), vector), the casts that remain constexprs,
; add/sub/mul/xor with flags, MSVC-RTTI trunc(sub(ptrtoint)), vector
; constexprs, blockaddress, dso_local_equivalent, no_cfi.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "constexpr-19.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

%S = type { i32, [4 x i64] }
%vt = type { [4 x ptr], [2 x ptr] }

@__ImageBase = external global i8
@s = global %S zeroinitializer
@arr = global [10 x i32] zeroinitializer
@i = global i32 0
@vtable = constant %vt { [4 x ptr] [ptr null, ptr null, ptr @f, ptr null], [2 x ptr] zeroinitializer }
@x = global i64 0

@gep.plain = global ptr getelementptr (%S, ptr @s, i32 0, i32 0)
@gep.inb = global ptr getelementptr inbounds (%S, ptr @s, i64 0, i32 1, i64 2)
@gep.nuw = global ptr getelementptr nuw (%S, ptr @s, i64 0, i32 1, i64 2)
@gep.nusw = global ptr getelementptr nusw (i8, ptr @s, i64 4)
@gep.inbnuw = global ptr getelementptr inbounds nuw (i8, ptr @s, i64 4)
@gep.neg = global ptr getelementptr (i32, ptr @i, i64 -1)
@gep.i8 = global ptr getelementptr inbounds (i8, ptr @s, i64 8)
@gep.inrange = global ptr getelementptr inbounds inrange(-16, 16) (%vt, ptr @vtable, i32 0, i32 0, i32 2)
@gep.inrange.nonneg = global ptr getelementptr inrange(0, 8) (%vt, ptr @vtable, i32 0, i32 1, i32 0)
@gep.inrange.big = global ptr getelementptr inbounds inrange(-9223372036854775808, 9223372036854775807) (i8, ptr @vtable, i64 8)
@gep.nested = global ptr getelementptr (i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 2), i64 3)
@gep.vec = global <2 x ptr> getelementptr (i32, ptr @i, <2 x i64> <i64 0, i64 1>)
@gep.novec.idx = global ptr getelementptr ([10 x i32], ptr @arr, i64 1)

@c.trunc = global i8 trunc (i64 ptrtoint (ptr @i to i64) to i8)
@c.p2i = global i64 ptrtoint (ptr @i to i64)
@c.p2i.small = global i32 ptrtoint (ptr @i to i32)
@c.i2p = global ptr inttoptr (i64 4096 to ptr)
@c.asc = global ptr addrspace(1) addrspacecast (ptr @i to ptr addrspace(1))
@c.bc.vec = global <2 x i32> bitcast (i64 ptrtoint (ptr @i to i64) to <2 x i32>)
@c.bc.vec2 = global i64 bitcast (<2 x i32> <i32 1, i32 2> to i64)

@rtti = global i32 trunc (i64 sub (i64 ptrtoint (ptr @x to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)
@rtti.nuw = global i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @x to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)
@reloff = global i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr inbounds (%vt, ptr @vtable, i32 0, i32 0, i32 2) to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
@rel = global i32 0

@b.add = global i64 add (i64 ptrtoint (ptr @i to i64), i64 1)
@b.addnuw = global i64 add nuw (i64 ptrtoint (ptr @i to i64), i64 1)
@b.addnsw = global i64 add nsw (i64 ptrtoint (ptr @i to i64), i64 1)
@b.addboth = global i64 add nuw nsw (i64 ptrtoint (ptr @i to i64), i64 1)
@b.sub = global i64 sub (i64 0, i64 ptrtoint (ptr @i to i64))
@b.mul = global i64 mul nsw (i64 ptrtoint (ptr @i to i64), i64 3)
@b.xor = global i64 xor (i64 ptrtoint (ptr @i to i64), i64 -1)

@ee = global i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @i to i64) to <2 x i32>), i32 1)
@ie = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 ptrtoint (ptr @i to i32), i32 0)
@sv = global <4 x i32> shufflevector (<2 x i32> bitcast (i64 ptrtoint (ptr @i to i64) to <2 x i32>), <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 poison>)

@ba = global ptr blockaddress(@f.ba, %target)
@ba.arr = global [2 x ptr] [ptr blockaddress(@f.ba, %target), ptr blockaddress(@f.ba, %other)]
@dle = global ptr dso_local_equivalent @f
@dle.ext = global ptr dso_local_equivalent @ext
@dle.i64 = global i64 ptrtoint (ptr dso_local_equivalent @f to i64)
@dle.rel = global i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @ext to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
@nocfi = global ptr no_cfi @f
@nocfi.arr = global [2 x ptr] [ptr no_cfi @f, ptr no_cfi @ext]

declare void @ext()

define void @f() {
  ret void
}

define void @f.ba(ptr %p) {
entry:
  indirectbr ptr %p, [label %target, label %other]
target:
  ret void
other:
  ret void
}

define i64 @use() {
  %a = add i64 ptrtoint (ptr dso_local_equivalent @f to i64), sub (i64 ptrtoint (ptr @i to i64), i64 ptrtoint (ptr @x to i64))
  store ptr blockaddress(@f.ba, %other), ptr @x
  store ptr no_cfi @ext, ptr @x
  %g = load i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 5)
  %h = load ptr, ptr getelementptr inbounds inrange(-16, 16) (%vt, ptr @vtable, i32 0, i32 0, i32 2)
  ret i64 %a
}

; Aliases and ifuncs with opaque pointers (LLVM 19): constant-expression
; aliasees incl. gep with inrange and ptrtoint arithmetic, partitions.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "alias-ifunc-19.c"

%struct.S = type { i32, [4 x i8], i64 }

@g = global %struct.S { i32 1, [4 x i8] c"abcd", i64 2 }
@arr = global [8 x i32] zeroinitializer
@tls = thread_local global i32 0
@vt = constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @f, ptr @f] }
@g.as1 = addrspace(1) global i32 0

@a.plain = alias %struct.S, ptr @g
@a.private = private alias %struct.S, ptr @g
@a.internal = internal alias %struct.S, ptr @g
@a.linkonce = linkonce alias %struct.S, ptr @g
@a.weak = weak alias %struct.S, ptr @g
@a.linkonceodr = linkonce_odr alias %struct.S, ptr @g
@a.weakodr = weak_odr alias %struct.S, ptr @g
@a.vis = hidden alias %struct.S, ptr @g
@a.prot = protected alias %struct.S, ptr @g
@a.dll = dllexport alias %struct.S, ptr @g
@a.dsolocal = dso_local alias %struct.S, ptr @g
@a.tls = thread_local(localdynamic) alias i32, ptr @tls
@a.unnamed = unnamed_addr alias %struct.S, ptr @g
@a.lunnamed = local_unnamed_addr alias %struct.S, ptr @g
@a.part = alias %struct.S, ptr @g, partition "part"
@a.combo = weak_odr dso_local hidden unnamed_addr alias %struct.S, ptr @g, partition "p2"

@a.field = alias i64, getelementptr inbounds (%struct.S, ptr @g, i32 0, i32 2)
@a.elem = alias i32, getelementptr inbounds ([8 x i32], ptr @arr, i64 0, i64 3)
@a.byte = alias i8, getelementptr (i8, ptr @g, i64 4)
@a.vtable = alias ptr, getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
@a.as = alias i32, addrspacecast (ptr addrspace(1) @g.as1 to ptr)
@a.in.as1 = alias i32, ptr addrspace(1) @g.as1
@a.i2p = alias i8, inttoptr (i64 add (i64 ptrtoint (ptr @g to i64), i64 8) to ptr)
@a.alias = alias %struct.S, ptr @a.plain
@a.fn = alias void (), ptr @f

define void @f() {
  ret void
}

define internal ptr @resolver() {
  ret ptr @f
}

@i.plain = ifunc void (), ptr @resolver
@i.weak = weak ifunc void (), ptr @resolver
@i.internal = internal ifunc void (), ptr @resolver
@i.dsolocal = dso_local ifunc void (), ptr @resolver
@i.vis = protected ifunc i32 (i32), ptr @resolver
@i.part = ifunc void (), ptr @resolver, partition "part"

define void @use() {
  call void @i.plain()
  %r = call i32 @i.vis(i32 1)
  call void @a.fn()
  ret void
}

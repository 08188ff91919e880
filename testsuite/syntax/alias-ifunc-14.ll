; Aliases (all linkages allowed on aliases, TLS, unnamed_addr, partition,
; constant-expression aliasees, alias of alias) and ifuncs.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "alias-ifunc-14.c"

%struct.S = type { i32, [4 x i8], i64 }

@g = global %struct.S { i32 1, [4 x i8] c"abcd", i64 2 }
@arr = global [8 x i32] zeroinitializer
@tls = thread_local global i32 0

@a.plain = alias %struct.S, %struct.S* @g
@a.private = private alias %struct.S, %struct.S* @g
@a.internal = internal alias %struct.S, %struct.S* @g
@a.linkonce = linkonce alias %struct.S, %struct.S* @g
@a.weak = weak alias %struct.S, %struct.S* @g
@a.linkonceodr = linkonce_odr alias %struct.S, %struct.S* @g
@a.weakodr = weak_odr alias %struct.S, %struct.S* @g
@a.vis = hidden alias %struct.S, %struct.S* @g
@a.prot = protected alias %struct.S, %struct.S* @g
@a.dll = dllexport alias %struct.S, %struct.S* @g
@a.dsolocal = dso_local alias %struct.S, %struct.S* @g
@a.tls = thread_local(initialexec) alias i32, i32* @tls
@a.unnamed = unnamed_addr alias %struct.S, %struct.S* @g
@a.lunnamed = local_unnamed_addr alias %struct.S, %struct.S* @g
@a.part = alias %struct.S, %struct.S* @g, partition "part"
@a.combo = weak_odr dso_local hidden unnamed_addr alias %struct.S, %struct.S* @g, partition "p2"

; constant-expression aliasees
@a.field = alias i64, getelementptr inbounds (%struct.S, %struct.S* @g, i32 0, i32 2)
@a.elem = alias i32, getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 3)
@a.cast = alias i8, bitcast (%struct.S* @g to i8*)
@a.fn.cast = alias void (i32), bitcast (void ()* @f to void (i32)*)
@a.as = alias i32, addrspacecast (i32 addrspace(1)* @g.as1 to i32*)
@a.alias = alias %struct.S, %struct.S* @a.plain
@a.fn = alias void (), void ()* @f
@g.as1 = addrspace(1) global i32 0
@a.in.as1 = alias i32, i32 addrspace(1)* @g.as1

define void @f() {
  ret void
}

define internal void ()* @resolver() {
  ret void ()* @f
}

define i8* @resolver.i8() {
  ret i8* bitcast (void ()* @f to i8*)
}

@i.plain = ifunc void (), void ()* ()* @resolver
@i.weak = weak ifunc void (), void ()* ()* @resolver
@i.hidden = internal ifunc void (), void ()* ()* @resolver
@i.dsolocal = dso_local ifunc void (), void ()* ()* @resolver
@i.vis = protected ifunc i32 (i32), i32 (i32)* ()* bitcast (void ()* ()* @resolver to i32 (i32)* ()*)
@i.part = ifunc void (), void ()* ()* @resolver, partition "part"
@i.cast = ifunc void (), void ()* ()* bitcast (i8* ()* @resolver.i8 to void ()* ()*)

define void @use() {
  call void @i.plain()
  %r = call i32 @i.vis(i32 1)
  call void @a.fn()
  ret void
}

; Function headers: linkage, visibility, DLL storage, calling conventions,
; unnamed_addr, addrspace, section, partition, align, gc, prefix/prologue
; data, personality, declarations.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "functions-14.c"

declare void @decl()
declare extern_weak void @decl.weak()
declare dllimport void @decl.dllimport()
declare hidden void @decl.hidden()
declare protected fastcc i32 @decl.prot(i32)
declare void @decl.varargs(i32, ...)
declare void @decl.onlyvarargs(...)
declare i32 @__gxx_personality_v0(...)

define void @f.external() { ret void }
define private void @f.private() { ret void }
define internal void @f.internal() { ret void }
define available_externally void @f.avail() { ret void }
define linkonce void @f.linkonce() { ret void }
define weak void @f.weak() { ret void }
define linkonce_odr void @f.linkonceodr() { ret void }
define weak_odr void @f.weakodr() { ret void }
define dso_local void @f.dsolocal() { ret void }
define dso_preemptable void @f.dsopre() { ret void }
define hidden void @f.hidden() { ret void }
define protected void @f.protected() { ret void }
define dllexport void @f.dllexport() { ret void }
define weak_odr dso_local hidden void @f.combo() { ret void }

define void @f.unnamed() unnamed_addr { ret void }
define void @f.lunnamed() local_unnamed_addr { ret void }
define void @f.as1() addrspace(1) { ret void }
define void @f.section() section ".text.hot" { ret void }
define void @f.partition() partition "part1" { ret void }
define void @f.align() align 32 { ret void }
define void @f.gc() gc "statepoint-example" { ret void }
define void @f.gc2() gc "shadow-stack" { ret void }
define void @f.prefix() prefix i32 123 { ret void }
define void @f.prologue() prologue i8 144 { ret void }
define void @f.prefixprologue() prefix [2 x i8] c"ab" prologue { i8, i8 } { i8 235, i8 6 } { ret void }
define void @f.pers() personality i32 (...)* @__gxx_personality_v0 { ret void }
define void @f.pers.cast() personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) { ret void }

define internal fastcc void @f.all(i32 %x) unnamed_addr addrspace(0) #0 section ".text.all" partition "p" align 16 gc "statepoint-example" prefix i32 1 prologue i32 2 personality i32 (...)* @__gxx_personality_v0 {
entry:
  ret void
}

define void @f.varargs(i32 %n, ...) {
  ret void
}

define void @f.noname(i32, i8*, float) {
  ret void
}

define i32 @f.numbered(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  br label %4
4:
  ret i32 %3
}

attributes #0 = { noinline nounwind optnone }

; Parameter, return and function attributes (LLVM 14): type-carrying
; attributes byval/sret/byref/inalloca/preallocated/elementtype, integer
; attributes align/dereferenceable/allocsize/vscale_range/alignstack, string
; attributes, attribute groups (shared, referencing, unreferenced), inline and
; group attributes mixed.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "attrs-14.c"

%T = type { i32, [3 x double] }

declare void @p.ext(i8 zeroext, i16 signext, i32 inreg, i1 noundef zeroext)
declare void @p.byval(%T* byval(%T) align 8, i8* byval(i8))
declare void @p.sret(%T* sret(%T) align 16)
declare void @p.byref(%T* byref(%T) align 4)
declare void @p.inalloca(%T* inalloca(%T))
declare void @p.prealloc(%T* preallocated(%T))
declare void @p.ptr(i8* noalias nocapture nonnull readonly align 16 dereferenceable(8), i8* nofree writeonly dereferenceable_or_null(32), i8* readnone nest)
declare i8* @p.returned(i8* returned)
declare void @p.swift(i8* swiftself, i8* swiftasync, i8** swifterror)
declare void @llvm.p.immarg(i32 immarg)
declare void @p.alignstack(i32 alignstack(16))
declare void @p.strattr(i32 "p-attr", i32 "k"="v")

declare zeroext i8 @r.zext()
declare signext i16 @r.sext()
declare inreg i32 @r.inreg()
declare noalias nonnull align 8 dereferenceable(16) i8* @r.ptr()
declare noundef dereferenceable_or_null(4) i32* @r.ptr2()

declare void @f.allocsize1(i64) allocsize(0)
declare i8* @f.allocsize2(i64, i64) allocsize(0, 1)
declare void @f.vscale() vscale_range(1,16)
declare void @f.vscale1() vscale_range(2)
declare void @f.alignstack() alignstack(32)
declare void @f.many1() unnamed_addr alwaysinline cold convergent inlinehint jumptable minsize naked nobuiltin noduplicate nofree noimplicitfloat nomerge nonlazybind noprofile norecurse noredzone noreturn nosync nounwind null_pointer_is_valid optforfuzzing optsize readnone returns_twice safestack sanitize_address
declare void @f.many2() hot noinline sanitize_memory sanitize_thread sanitize_hwaddress shadowcallstack speculative_load_hardening speculatable ssp strictfp uwtable willreturn mustprogress nocf_check disable_sanitizer_instrumentation
declare void @f.ssp2() sspreq
declare void @f.ssp3() sspstrong
declare void @f.optnone() noinline optnone
declare void @f.mem1() readonly argmemonly
declare void @f.mem2() writeonly inaccessiblememonly
declare void @f.mem3() inaccessiblemem_or_argmemonly
declare void @f.str() "no-frame-pointer-elim"="true" "x" "empty"="" "esc\22aped"="v\0Aal"
declare void @f.group() #0
declare void @f.group2() #1
declare void @f.mixed() nounwind #2

define void @def(%T* byval(%T) align 8 %a, %T* sret(%T) %b, i8* noalias nocapture %c) #3 {
  call void @p.byval(%T* byval(%T) align 8 %a, i8* byval(i8) %c)
  call void @p.sret(%T* sret(%T) align 16 %b)
  %r = call noalias i8* @f.allocsize2(i64 1, i64 2) #4
  call void @f.ssp2() builtin nobuiltin
  %s = call i8* @p.returned(i8* returned %r)
  call void @llvm.p.immarg(i32 immarg 1)
  %e = call i32 @llvm.x86.foo(i32* elementtype(i32) null)
  ret void
}

declare i32 @llvm.x86.foo(i32*)

attributes #0 = { nounwind readnone }
attributes #1 = { noinline "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+sse,+sse2" }
attributes #2 = { cold }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" }
attributes #4 = { allocsize(0,1) }
attributes #5 = { "unreferenced"="group" }

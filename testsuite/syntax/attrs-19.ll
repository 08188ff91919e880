; Parameter, return and function attributes (LLVM 19): the LLVM 14 set with
; opaque pointers, plus memory(...) in every form, range(...), nofpclass,
; initializes, writable, dead_on_unwind, allockind/allocptr/allocalign,
; uwtable(sync), nocallback and other post-14 attributes.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "attrs-19.c"

%T = type { i32, [3 x double] }

declare void @p.ext(i8 zeroext, i16 signext, i32 inreg, i1 noundef zeroext)
declare void @p.byval(ptr byval(%T) align 8, ptr byval(i8))
declare void @p.sret(ptr sret(%T) align 16)
declare void @p.byref(ptr byref(%T) align 4)
declare void @p.inalloca(ptr inalloca(%T))
declare void @p.prealloc(ptr preallocated(%T))
declare void @p.ptr(ptr noalias nocapture nonnull readonly align 16 dereferenceable(8), ptr nofree writeonly dereferenceable_or_null(32), ptr readnone nest)
declare ptr @p.returned(ptr returned)
declare void @p.swift(ptr swiftself, ptr swiftasync, ptr swifterror)
declare void @llvm.p.immarg(i32 immarg)
declare void @p.alignstack(i32 alignstack(16))
declare void @p.strattr(i32 "p-attr", i32 "k"="v")
declare void @p.range(i32 range(i32 0, 5), i8 range(i8 -1, 2), <2 x i64> range(i64 10, 20), i128 range(i128 0, 170141183460469231731687303715884105727))
declare void @p.nofpclass(float nofpclass(nan), double nofpclass(inf zero sub norm), <2 x half> nofpclass(snan qnan pinf ninf))
declare void @p.init(ptr initializes((0, 4)), ptr initializes((0, 4), (8, 12)), ptr writable dead_on_unwind)
declare void @p.alloc(ptr allocptr, i64 allocalign)

declare zeroext i8 @r.zext()
declare signext i16 @r.sext()
declare inreg i32 @r.inreg()
declare noalias nonnull align 8 dereferenceable(16) ptr @r.ptr()
declare noundef dereferenceable_or_null(4) ptr @r.ptr2()
declare range(i32 -5, 5) i32 @r.range()
declare nofpclass(nan inf) double @r.nofpclass()

declare void @f.allocsize1(i64) allocsize(0)
declare ptr @f.allocsize2(i64, i64) allocsize(0, 1)
declare ptr @f.alloc(i64) allockind("alloc,uninitialized,aligned") "alloc-family"="malloc"
declare ptr @f.realloc(ptr allocptr, i64) allockind("realloc") "alloc-family"="malloc"
declare void @f.free(ptr allocptr) allockind("free") "alloc-family"="malloc"
declare void @f.vscale() vscale_range(1,16)
declare void @f.vscale1() vscale_range(2)
declare void @f.alignstack() alignstack(32)
declare void @f.many1() unnamed_addr alwaysinline cold convergent inlinehint jumptable minsize naked nobuiltin noduplicate nofree noimplicitfloat nomerge nonlazybind noprofile norecurse noredzone noreturn nosync nounwind null_pointer_is_valid optforfuzzing optsize returns_twice safestack sanitize_address
declare void @f.many2() hot noinline sanitize_memory sanitize_thread sanitize_hwaddress shadowcallstack speculative_load_hardening speculatable ssp strictfp uwtable willreturn mustprogress nocf_check disable_sanitizer_instrumentation
declare void @f.many3() nocallback presplitcoroutine fn_ret_thunk_extern nosanitize_coverage nosanitize_bounds skipprofile coro_only_destroy_when_complete sanitize_numerical_stability uwtable(sync)
declare void @f.ssp2() sspreq
declare void @f.ssp3() sspstrong
declare void @f.optnone() noinline optnone
declare void @f.mem.none() memory(none)
declare void @f.mem.read() memory(read)
declare void @f.mem.write() memory(write)
declare void @f.mem.rw() memory(readwrite)
declare void @f.mem.arg() memory(argmem: read)
declare void @f.mem.inacc() memory(inaccessiblemem: write)
declare void @f.mem.mixed() memory(read, argmem: readwrite, inaccessiblemem: none)
declare void @f.mem.all() memory(argmem: read, inaccessiblemem: write)
declare void @f.mem.old() readonly
declare void @f.str() "no-frame-pointer-elim"="true" "x" "empty"="" "esc\22aped"="v\0Aal"
declare void @f.group() #0
declare void @f.group2() #1
declare void @f.mixed() nounwind #2

define void @def(ptr byval(%T) align 8 %a, ptr sret(%T) %b, ptr noalias nocapture %c) #3 {
  call void @p.byval(ptr byval(%T) align 8 %a, ptr byval(i8) %c)
  call void @p.sret(ptr sret(%T) align 16 %b)
  %r = call noalias ptr @f.allocsize2(i64 1, i64 2) #4
  %s = call ptr @p.returned(ptr returned %r)
  call void @llvm.p.immarg(i32 immarg 1)
  %e = call i32 @llvm.x86.foo(ptr elementtype(i32) null)
  %rr = call range(i32 0, 3) i32 @r.range()
  call void @f.ssp2() builtin nobuiltin memory(none)
  ret void
}

declare i32 @llvm.x86.foo(ptr)

attributes #0 = { nounwind memory(none) }
attributes #1 = { noinline "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+sse,+sse2" }
attributes #2 = { cold }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" }
attributes #4 = { allocsize(0,1) }
attributes #5 = { "unreferenced"="group" }

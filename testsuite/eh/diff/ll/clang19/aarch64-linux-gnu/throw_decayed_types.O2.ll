; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant ptr
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPFivE = linkonce_odr dso_local constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFivE }, comdat, align 8
@_ZTIPFivE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPFivE, i32 0, ptr @_ZTIFivE }, comdat, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant ptr
@_ZTIPc = external constant ptr
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1
@str = private unnamed_addr constant [25 x i8] c"wrong: function as void*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca [6 x i8], align 1
  %2 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store ptr @_ZL5table, ptr %2, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIPi, ptr null) #8
          to label %51 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKi
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #7
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %49

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #7
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %10, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !10
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %13, i32 noundef %15)
  tail call void @__cxa_end_catch() #7
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store ptr @_ZL5sevenv, ptr %17, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIPFivE, ptr null) #8
          to label %51 unwind label %18

18:                                               ; preds = %8
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIPv
          catch ptr @_ZTIPFivE
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = extractvalue { ptr, i32 } %19, 1
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %18
  %25 = tail call ptr @__cxa_begin_catch(ptr %20) #7
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %27

27:                                               ; preds = %24, %35
  tail call void @__cxa_end_catch() #7
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @__const.main.word, i64 6, i1 false)
  %28 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store ptr %1, ptr %28, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIPc, ptr null) #8
          to label %51 unwind label %39

29:                                               ; preds = %18
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPFivE) #7
  %31 = icmp eq i32 %21, %30
  br i1 %31, label %32, label %49

32:                                               ; preds = %29
  %33 = tail call ptr @__cxa_begin_catch(ptr %20) #7
  %34 = invoke noundef i32 %33()
          to label %35 unwind label %37

35:                                               ; preds = %32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %34)
  br label %27

37:                                               ; preds = %32
  %38 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #7
  br label %49

39:                                               ; preds = %27
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %41 = extractvalue { ptr, i32 } %40, 1
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #7
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %48

44:                                               ; preds = %39
  %45 = extractvalue { ptr, i32 } %40, 0
  %46 = call ptr @__cxa_begin_catch(ptr %45) #7
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %46)
  call void @__cxa_end_catch() #7
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #7
  ret i32 0

48:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #7
  br label %49

49:                                               ; preds = %48, %37, %29, %3
  %50 = phi { ptr, i32 } [ %40, %48 ], [ %38, %37 ], [ %19, %29 ], [ %4, %3 ]
  resume { ptr, i32 } %50

51:                                               ; preds = %27, %8, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL5sevenv() #4 {
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}

; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Outer = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr constant [7 x i8] c"5Outer\00", align 1
@_ZTI5Outer = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Outer }, align 4
@_ZTS5Inner = linkonce_odr constant [7 x i8] c"5Inner\00", align 1
@_ZTI5Inner = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Inner }, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Outer, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 -1, ptr %2, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1)
  %4 = load i32, ptr %2, align 4, !tbaa !5
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %0
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %8, ptr %7, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI5Inner, ptr null) #8
          to label %9 unwind label %11

9:                                                ; preds = %6
  unreachable

10:                                               ; preds = %0
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD1Ev) #8
          to label %81 unwind label %13

11:                                               ; preds = %6
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  tail call void @__cxa_free_exception(ptr nonnull %2) #7
  br label %15

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi { ptr, i32 } [ %14, %13 ], [ %12, %11 ]
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Outer) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %30

21:                                               ; preds = %15
  %22 = tail call ptr @__cxa_begin_catch(ptr %17) #7
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %24

24:                                               ; preds = %21, %33
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  %25 = invoke noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 5)
          to label %26 unwind label %37

26:                                               ; preds = %24
  %27 = call ptr @__cxa_allocate_exception(i32 4) #7
  %28 = invoke noundef ptr @_ZN5OuterC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %27, ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %29 unwind label %39

29:                                               ; preds = %26
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD1Ev) #8
          to label %81 unwind label %41

30:                                               ; preds = %15
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %32 = icmp eq i32 %18, %31
  br i1 %32, label %33, label %79

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_begin_catch(ptr %17) #7
  %35 = load i32, ptr %34, align 4, !tbaa !10
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35)
  br label %24

37:                                               ; preds = %24
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %47

39:                                               ; preds = %26
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  call void @__cxa_free_exception(ptr %27) #7
  br label %43

41:                                               ; preds = %29
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %40, %39 ]
  %45 = load i32, ptr %1, align 4, !tbaa !5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45)
  br label %47

47:                                               ; preds = %43, %37
  %48 = phi { ptr, i32 } [ %44, %43 ], [ %38, %37 ]
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  %51 = icmp eq i32 %50, %19
  br i1 %51, label %52, label %59

52:                                               ; preds = %47
  %53 = call ptr @__cxa_begin_catch(ptr %49) #7
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %55

55:                                               ; preds = %52, %62
  call void @__cxa_end_catch()
  %56 = call ptr @__cxa_allocate_exception(i32 4) #7
  %57 = invoke noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %56, i32 noundef 2)
          to label %58 unwind label %66

58:                                               ; preds = %55
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD1Ev) #8
          to label %81 unwind label %68

59:                                               ; preds = %47
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %61 = icmp eq i32 %50, %60
  br i1 %61, label %62, label %79

62:                                               ; preds = %59
  %63 = call ptr @__cxa_begin_catch(ptr %49) #7
  %64 = load i32, ptr %63, align 4, !tbaa !10
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64)
  br label %55

66:                                               ; preds = %55
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
  call void @__cxa_free_exception(ptr %56) #7
  br label %70

68:                                               ; preds = %58
  %69 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi { ptr, i32 } [ %69, %68 ], [ %67, %66 ]
  %72 = extractvalue { ptr, i32 } %71, 1
  %73 = icmp eq i32 %72, %19
  br i1 %73, label %74, label %79

74:                                               ; preds = %70
  %75 = extractvalue { ptr, i32 } %71, 0
  %76 = call ptr @__cxa_begin_catch(ptr %75) #7
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %77)
  call void @__cxa_end_catch()
  ret i32 0

79:                                               ; preds = %70, %59, %30
  %80 = phi { ptr, i32 } [ %71, %70 ], [ %48, %59 ], [ %16, %30 ]
  resume { ptr, i32 } %80

81:                                               ; preds = %58, %29, %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %8, ptr %7, align 8, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI5Inner, ptr null) #8
  unreachable

9:                                                ; preds = %2
  ret ptr %0
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN5OuterD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress
define linkonce_odr noundef ptr @_ZN5OuterC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  store i32 %3, ptr %0, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3)
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = icmp eq i32 %5, 5
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 50, ptr %8, align 8, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTI5Inner, ptr null) #8
  unreachable

9:                                                ; preds = %2
  ret ptr %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Outer", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS5Inner", !7, i64 0}

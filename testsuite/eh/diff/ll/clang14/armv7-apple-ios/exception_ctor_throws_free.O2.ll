; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Outer = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Outer = linkonce_odr constant [7 x i8] c"5Outer\00", align 1
@_ZTI5Outer = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, align 4
@_ZTS5Inner = linkonce_odr constant [7 x i8] c"5Inner\00", align 1
@_ZTI5Inner = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Outer, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %3 = bitcast i8* %2 to i32*
  store i32 -1, i32* %3, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef -1)
  %5 = load i32, i32* %3, align 4, !tbaa !9
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %0
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %3, align 4, !tbaa !9
  store i32 %10, i32* %9, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
          to label %11 unwind label %13

11:                                               ; preds = %7
  unreachable

12:                                               ; preds = %0
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD1Ev to i8*)) #8
          to label %90 unwind label %15

13:                                               ; preds = %7
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  tail call void @__cxa_free_exception(i8* nonnull %2) #7
  br label %17

15:                                               ; preds = %12
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi { i8*, i32 } [ %16, %15 ], [ %14, %13 ]
  %19 = extractvalue { i8*, i32 } %18, 0
  %20 = extractvalue { i8*, i32 } %18, 1
  %21 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #7
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %17
  %24 = tail call i8* @__cxa_begin_catch(i8* %19) #7
  %25 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i32 0, i32 0))
  br label %26

26:                                               ; preds = %23, %37
  tail call void @__cxa_end_catch()
  %27 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #7
  %28 = invoke noundef %struct.Outer* @_ZN5OuterC1Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 5)
          to label %29 unwind label %42

29:                                               ; preds = %26
  %30 = call i8* @__cxa_allocate_exception(i32 4) #7
  %31 = bitcast i8* %30 to %struct.Outer*
  %32 = invoke noundef %struct.Outer* @_ZN5OuterC1ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %31, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1)
          to label %33 unwind label %44

33:                                               ; preds = %29
  invoke void @__cxa_throw(i8* %30, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD1Ev to i8*)) #8
          to label %90 unwind label %46

34:                                               ; preds = %17
  %35 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #7
  %36 = icmp eq i32 %20, %35
  br i1 %36, label %37, label %88

37:                                               ; preds = %34
  %38 = tail call i8* @__cxa_begin_catch(i8* %19) #7
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !14
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %40)
  br label %26

42:                                               ; preds = %26
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  br label %53

44:                                               ; preds = %29
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  call void @__cxa_free_exception(i8* %30) #7
  br label %48

46:                                               ; preds = %33
  %47 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi { i8*, i32 } [ %47, %46 ], [ %45, %44 ]
  %50 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %51 = load i32, i32* %50, align 4, !tbaa !9
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %51) #7
  br label %53

53:                                               ; preds = %48, %42
  %54 = phi { i8*, i32 } [ %49, %48 ], [ %43, %42 ]
  %55 = extractvalue { i8*, i32 } %54, 0
  %56 = extractvalue { i8*, i32 } %54, 1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #7
  %57 = icmp eq i32 %56, %21
  br i1 %57, label %58, label %66

58:                                               ; preds = %53
  %59 = call i8* @__cxa_begin_catch(i8* %55) #7
  %60 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i32 0, i32 0))
  br label %61

61:                                               ; preds = %58, %69
  call void @__cxa_end_catch()
  %62 = call i8* @__cxa_allocate_exception(i32 4) #7
  %63 = bitcast i8* %62 to %struct.Outer*
  %64 = invoke noundef %struct.Outer* @_ZN5OuterC1Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %63, i32 noundef 2)
          to label %65 unwind label %74

65:                                               ; preds = %61
  invoke void @__cxa_throw(i8* %62, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD1Ev to i8*)) #8
          to label %90 unwind label %76

66:                                               ; preds = %53
  %67 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #7
  %68 = icmp eq i32 %56, %67
  br i1 %68, label %69, label %88

69:                                               ; preds = %66
  %70 = call i8* @__cxa_begin_catch(i8* %55) #7
  %71 = bitcast i8* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !14
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %72)
  br label %61

74:                                               ; preds = %61
  %75 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  call void @__cxa_free_exception(i8* %62) #7
  br label %78

76:                                               ; preds = %65
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi { i8*, i32 } [ %77, %76 ], [ %75, %74 ]
  %80 = extractvalue { i8*, i32 } %79, 1
  %81 = icmp eq i32 %80, %21
  br i1 %81, label %82, label %88

82:                                               ; preds = %78
  %83 = extractvalue { i8*, i32 } %79, 0
  %84 = call i8* @__cxa_begin_catch(i8* %83) #7
  %85 = bitcast i8* %84 to i32*
  %86 = load i32, i32* %85, align 4, !tbaa !9
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %86)
  call void @__cxa_end_catch()
  ret i32 0

88:                                               ; preds = %78, %66, %34
  %89 = phi { i8*, i32 } [ %79, %78 ], [ %54, %66 ], [ %18, %34 ]
  resume { i8*, i32 } %89

90:                                               ; preds = %65, %33, %12
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

define linkonce_odr noundef %struct.Outer* @_ZN5OuterC1Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef %1)
  %5 = load i32, i32* %3, align 4, !tbaa !9
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %3, align 4, !tbaa !9
  store i32 %10, i32* %9, align 8, !tbaa !14
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
  unreachable

11:                                               ; preds = %2
  ret %struct.Outer* %0
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr noundef %struct.Outer* @_ZN5OuterD1Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality i32 (...)* @__gxx_personality_sj0 {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3) #7
  ret %struct.Outer* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr noundef %struct.Outer* @_ZN5OuterC1ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !9
  store i32 %5, i32* %3, align 4, !tbaa !9
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
  %7 = load i32, i32* %3, align 4, !tbaa !9
  %8 = icmp eq i32 %7, 5
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %11 = bitcast i8* %10 to i32*
  store i32 50, i32* %11, align 8, !tbaa !14
  tail call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
  unreachable

12:                                               ; preds = %2
  ret %struct.Outer* %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS5Outer", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !11, i64 0}
!15 = !{!"_ZTS5Inner", !11, i64 0}

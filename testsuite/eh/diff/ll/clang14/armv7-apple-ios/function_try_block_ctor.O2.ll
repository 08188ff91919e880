; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS10Translated = linkonce_odr constant [13 x i8] c"10Translated\00", align 1
@_ZTI10Translated = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10Translated, i32 0, i32 0) }, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.8 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.9 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  %4 = bitcast %struct.Widget* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6
  %5 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %6 unwind label %14

6:                                                ; preds = %0
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %8 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 1, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !9
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %9) #6
  %11 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !9
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %12) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  br label %25

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %58

19:                                               ; preds = %14
  %20 = extractvalue { i8*, i32 } %15, 0
  %21 = call i8* @__cxa_begin_catch(i8* %20) #6
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !14
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %23)
  call void @__cxa_end_catch() #6
  br label %25

25:                                               ; preds = %19, %6
  %26 = bitcast %struct.Widget* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #6
  %27 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %28 unwind label %36

28:                                               ; preds = %25
  %29 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %30 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 1, i32 0
  %31 = load i32, i32* %30, align 4, !tbaa !9
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %31) #6
  %33 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 0, i32 0
  %34 = load i32, i32* %33, align 4, !tbaa !9
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %34) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #6
  br label %47

36:                                               ; preds = %25
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)
  %38 = extractvalue { i8*, i32 } %37, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #6
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #6
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %58

41:                                               ; preds = %36
  %42 = extractvalue { i8*, i32 } %37, 0
  %43 = call i8* @__cxa_begin_catch(i8* %42) #6
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !15
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %45)
  call void @__cxa_end_catch()
  br label %47

47:                                               ; preds = %41, %28
  %48 = bitcast %struct.Widget* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %48) #6
  %49 = call noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %50 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  %51 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %52 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 1, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !9
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %53) #6
  %55 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 0, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !9
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %56) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %48) #6
  ret i32 0

58:                                               ; preds = %36, %14
  %59 = phi { i8*, i32 } [ %37, %36 ], [ %15, %14 ]
  resume { i8*, i32 } %59
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

define linkonce_odr noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #4 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %4 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %4, align 4, !tbaa !9
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  %6 = load i32, i32* %4, align 4, !tbaa !9
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %4, align 4, !tbaa !9
  store i32 %11, i32* %10, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %12 unwind label %25

12:                                               ; preds = %8
  unreachable

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 1, i32 0
  store i32 %1, i32* %14, align 4, !tbaa !9
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %1)
  %16 = load i32, i32* %14, align 4, !tbaa !9
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %14, align 4, !tbaa !9
  store i32 %21, i32* %20, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %22 unwind label %27

22:                                               ; preds = %18
  unreachable

23:                                               ; preds = %13
  %24 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.8, i32 0, i32 0))
  ret %struct.Widget* %0

25:                                               ; preds = %8
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %31

27:                                               ; preds = %18
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = load i32, i32* %4, align 4, !tbaa !9
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %29) #6
  br label %31

31:                                               ; preds = %27, %25
  %32 = phi { i8*, i32 } [ %28, %27 ], [ %26, %25 ]
  %33 = extractvalue { i8*, i32 } %32, 1
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %49

36:                                               ; preds = %31
  %37 = extractvalue { i8*, i32 } %32, 0
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #6
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !14
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %40)
  br i1 %2, label %42, label %47

42:                                               ; preds = %36
  %43 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %44 = bitcast i8* %43 to i32*
  store i32 %40, i32* %44, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*), i8* null) #7
          to label %51 unwind label %45

45:                                               ; preds = %47, %42
  %46 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %49

47:                                               ; preds = %36
  invoke void @__cxa_rethrow()
          to label %48 unwind label %45

48:                                               ; preds = %47
  unreachable

49:                                               ; preds = %45, %31
  %50 = phi { i8*, i32 } [ %46, %45 ], [ %32, %31 ]
  resume { i8*, i32 } %50

51:                                               ; preds = %42
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!10 = !{!"_ZTS6Member", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !11, i64 0}
!16 = !{!"_ZTS10Translated", !11, i64 0}

; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS10Translated = linkonce_odr dso_local constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10Translated, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.8 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.9 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  %4 = bitcast %struct.Widget* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6
  invoke void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %5 unwind label %13

5:                                                ; preds = %0
  %6 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %7 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 1, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !6
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %8) #6
  %10 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 0, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %11) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  br label %24

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %55

18:                                               ; preds = %13
  %19 = extractvalue { i8*, i32 } %14, 0
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !11
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %22)
  call void @__cxa_end_catch() #6
  br label %24

24:                                               ; preds = %18, %5
  %25 = bitcast %struct.Widget* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #6
  invoke void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %26 unwind label %34

26:                                               ; preds = %24
  %27 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %28 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 1, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !6
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %29) #6
  %31 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 0, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !6
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %32) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #6
  br label %45

34:                                               ; preds = %24
  %35 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)
  %36 = extractvalue { i8*, i32 } %35, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #6
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #6
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %55

39:                                               ; preds = %34
  %40 = extractvalue { i8*, i32 } %35, 0
  %41 = call i8* @__cxa_begin_catch(i8* %40) #6
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !12
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %43)
  call void @__cxa_end_catch()
  br label %45

45:                                               ; preds = %39, %26
  %46 = bitcast %struct.Widget* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46) #6
  call void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %47 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  %48 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #6
  %49 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 1, i32 0
  %50 = load i32, i32* %49, align 4, !tbaa !6
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %50) #6
  %52 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 0, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !6
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %53) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %46) #6
  ret i32 0

55:                                               ; preds = %34, %13
  %56 = phi { i8*, i32 } [ %35, %34 ], [ %14, %13 ]
  resume { i8*, i32 } %56
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %4, align 4, !tbaa !6
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  %6 = load i32, i32* %4, align 4, !tbaa !6
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %4, align 4, !tbaa !6
  store i32 %11, i32* %10, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %12 unwind label %25

12:                                               ; preds = %8
  unreachable

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 1, i32 0
  store i32 %1, i32* %14, align 4, !tbaa !6
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %1)
  %16 = load i32, i32* %14, align 4, !tbaa !6
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %14, align 4, !tbaa !6
  store i32 %21, i32* %20, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %22 unwind label %27

22:                                               ; preds = %18
  unreachable

23:                                               ; preds = %13
  %24 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.8, i32 0, i32 0))
  ret void

25:                                               ; preds = %8
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %31

27:                                               ; preds = %18
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = load i32, i32* %4, align 4, !tbaa !6
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
  %40 = load i32, i32* %39, align 4, !tbaa !11
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %40)
  br i1 %2, label %42, label %47

42:                                               ; preds = %36
  %43 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %44 = bitcast i8* %43 to i32*
  store i32 %40, i32* %44, align 16, !tbaa !12
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

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Member", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !8, i64 0}
!13 = !{!"_ZTS10Translated", !8, i64 0}

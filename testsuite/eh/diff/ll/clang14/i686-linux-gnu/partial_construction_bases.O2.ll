; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { i32 (...)**, %struct.Part }
%struct.B2.base = type { i32 (...)**, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$_ZN3TopC1Ev = comdat any

$_ZTV3Top = comdat any

$_ZTC3Top0_2B1 = comdat any

$_ZTS2B1 = comdat any

$_ZTS2VB = comdat any

$_ZTS4Part = comdat any

$_ZTI4Part = comdat any

$_ZTI2VB = comdat any

$_ZTI2B1 = comdat any

$_ZTS2B2 = comdat any

$_ZTI2B2 = comdat any

$_ZTS3Top = comdat any

$_ZTI3Top = comdat any

@_ZL7fail_at = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)] }, comdat, align 4
@_ZTC3Top0_2B1 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr dso_local constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr dso_local constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr dso_local constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 4
@_ZTI2VB = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 4
@_ZTI2B1 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS2B2 = linkonce_odr dso_local constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr dso_local constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.8 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Top, align 4
  %2 = bitcast %struct.Top* %1 to i8*
  %3 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 0
  %5 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 2, i32 0
  %6 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 1, i32 0
  %7 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 3, i32 0, i32 0
  br label %10

9:                                                ; preds = %35
  ret i32 0

10:                                               ; preds = %0, %35
  %11 = phi i32 [ 1, %0 ], [ %36, %35 ]
  store i32 %11, i32* @_ZL7fail_at, align 4, !tbaa !6
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  invoke void @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %1)
          to label %13 unwind label %24

13:                                               ; preds = %10
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !10
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.8, i32 0, i32 0)) #6
  %16 = load i32, i32* %5, align 4, !tbaa !12
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %16) #6
  %18 = load i32, i32* %6, align 4, !tbaa !12
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %18) #6
  %20 = load i32, i32* %7, align 4, !tbaa !12
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %20) #6
  %22 = load i32, i32* %8, align 4, !tbaa !12
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %22) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  br label %35

24:                                               ; preds = %10
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %26 = extractvalue { i8*, i32 } %25, 1
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %24
  %30 = extractvalue { i8*, i32 } %25, 0
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !6
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %33)
  call void @__cxa_end_catch() #6
  br label %35

35:                                               ; preds = %13, %29
  %36 = add nuw nsw i32 %11, 1
  %37 = icmp eq i32 %36, 6
  br i1 %37, label %9, label %10, !llvm.loop !14

38:                                               ; preds = %24
  resume { i8*, i32 } %25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 3, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !12
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !12
  %5 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !12
  store i32 %10, i32* %9, align 16, !tbaa !6
  tail call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 1, i32 0
  store i32 2, i32* %12, align 4, !tbaa !12
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %14 = load i32, i32* %12, align 4, !tbaa !12
  %15 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %12, align 4, !tbaa !12
  store i32 %20, i32* %19, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %21 unwind label %48

21:                                               ; preds = %17
  unreachable

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !10
  %24 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 1, i32 0
  store i32 3, i32* %24, align 4, !tbaa !12
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 3)
  %26 = load i32, i32* %24, align 4, !tbaa !12
  %27 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %24, align 4, !tbaa !12
  store i32 %32, i32* %31, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %30, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %33 unwind label %50

33:                                               ; preds = %29
  unreachable

34:                                               ; preds = %22
  %35 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %35, align 4, !tbaa !10
  %36 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 2, i32 0
  store i32 4, i32* %36, align 4, !tbaa !12
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 4)
  %38 = load i32, i32* %36, align 4, !tbaa !12
  %39 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !6
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %34
  %42 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %36, align 4, !tbaa !12
  store i32 %44, i32* %43, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %45 unwind label %52

45:                                               ; preds = %41
  unreachable

46:                                               ; preds = %34
  %47 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i32 0, i32 0))
  ret void

48:                                               ; preds = %17
  %49 = landingpad { i8*, i32 }
          cleanup
  br label %60

50:                                               ; preds = %29
  %51 = landingpad { i8*, i32 }
          cleanup
  br label %56

52:                                               ; preds = %41
  %53 = landingpad { i8*, i32 }
          cleanup
  %54 = load i32, i32* %24, align 4, !tbaa !12
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %54) #6
  br label %56

56:                                               ; preds = %52, %50
  %57 = phi { i8*, i32 } [ %53, %52 ], [ %51, %50 ]
  %58 = load i32, i32* %12, align 4, !tbaa !12
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %58) #6
  br label %60

60:                                               ; preds = %56, %48
  %61 = phi { i8*, i32 } [ %57, %56 ], [ %49, %48 ]
  %62 = load i32, i32* %2, align 4, !tbaa !12
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %62) #6
  resume { i8*, i32 } %61
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTS4Part", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

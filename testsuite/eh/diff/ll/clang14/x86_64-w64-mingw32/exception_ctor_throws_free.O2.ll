; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Outer = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Outer = linkonce_odr dso_local constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, comdat, align 8
@_ZTS5Inner = linkonce_odr dso_local constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.Outer, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %3 = bitcast i8* %2 to i32*
  store i32 -1, i32* %3, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef -1)
  %5 = load i32, i32* %3, align 4, !tbaa !4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %0
  %8 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %3, align 4, !tbaa !4
  store i32 %10, i32* %9, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
          to label %11 unwind label %13

11:                                               ; preds = %7
  unreachable

12:                                               ; preds = %0
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #8
          to label %87 unwind label %15

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
  br i1 %22, label %23, label %32

23:                                               ; preds = %17
  %24 = tail call i8* @__cxa_begin_catch(i8* %19) #7
  %25 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i64 0, i64 0))
  br label %26

26:                                               ; preds = %23, %35
  tail call void @__cxa_end_catch()
  %27 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #7
  invoke void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 5)
          to label %28 unwind label %40

28:                                               ; preds = %26
  %29 = call i8* @__cxa_allocate_exception(i64 4) #7
  %30 = bitcast i8* %29 to %struct.Outer*
  invoke void @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %30, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1)
          to label %31 unwind label %42

31:                                               ; preds = %28
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #8
          to label %87 unwind label %44

32:                                               ; preds = %17
  %33 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #7
  %34 = icmp eq i32 %20, %33
  br i1 %34, label %35, label %85

35:                                               ; preds = %32
  %36 = tail call i8* @__cxa_begin_catch(i8* %19) #7
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4, !tbaa !9
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %38)
  br label %26

40:                                               ; preds = %26
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  br label %51

42:                                               ; preds = %28
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  call void @__cxa_free_exception(i8* %29) #7
  br label %46

44:                                               ; preds = %31
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi { i8*, i32 } [ %45, %44 ], [ %43, %42 ]
  %48 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i64 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !4
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %49) #7
  br label %51

51:                                               ; preds = %46, %40
  %52 = phi { i8*, i32 } [ %47, %46 ], [ %41, %40 ]
  %53 = extractvalue { i8*, i32 } %52, 0
  %54 = extractvalue { i8*, i32 } %52, 1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #7
  %55 = icmp eq i32 %54, %21
  br i1 %55, label %56, label %63

56:                                               ; preds = %51
  %57 = call i8* @__cxa_begin_catch(i8* %53) #7
  %58 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i64 0, i64 0))
  br label %59

59:                                               ; preds = %56, %66
  call void @__cxa_end_catch()
  %60 = call i8* @__cxa_allocate_exception(i64 4) #7
  %61 = bitcast i8* %60 to %struct.Outer*
  invoke void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %61, i32 noundef 2)
          to label %62 unwind label %71

62:                                               ; preds = %59
  invoke void @__cxa_throw(i8* %60, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #8
          to label %87 unwind label %73

63:                                               ; preds = %51
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #7
  %65 = icmp eq i32 %54, %64
  br i1 %65, label %66, label %85

66:                                               ; preds = %63
  %67 = call i8* @__cxa_begin_catch(i8* %53) #7
  %68 = bitcast i8* %67 to i32*
  %69 = load i32, i32* %68, align 4, !tbaa !9
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %69)
  br label %59

71:                                               ; preds = %59
  %72 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  call void @__cxa_free_exception(i8* %60) #7
  br label %75

73:                                               ; preds = %62
  %74 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi { i8*, i32 } [ %74, %73 ], [ %72, %71 ]
  %77 = extractvalue { i8*, i32 } %76, 1
  %78 = icmp eq i32 %77, %21
  br i1 %78, label %79, label %85

79:                                               ; preds = %75
  %80 = extractvalue { i8*, i32 } %76, 0
  %81 = call i8* @__cxa_begin_catch(i8* %80) #7
  %82 = bitcast i8* %81 to i32*
  %83 = load i32, i32* %82, align 4, !tbaa !4
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %83)
  call void @__cxa_end_catch()
  ret i32 0

85:                                               ; preds = %75, %63, %32
  %86 = phi { i8*, i32 } [ %76, %75 ], [ %52, %63 ], [ %18, %32 ]
  resume { i8*, i32 } %86

87:                                               ; preds = %62, %31, %12
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef %1)
  %5 = load i32, i32* %3, align 4, !tbaa !4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %3, align 4, !tbaa !4
  store i32 %10, i32* %9, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
  unreachable

11:                                               ; preds = %2
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !4
  store i32 %5, i32* %3, align 4, !tbaa !4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5)
  %7 = load i32, i32* %3, align 4, !tbaa !4
  %8 = icmp eq i32 %7, 5
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %11 = bitcast i8* %10 to i32*
  store i32 50, i32* %11, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #8
  unreachable

12:                                               ; preds = %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"_ZTS5Outer", !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS5Inner", !6, i64 0}

; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Ti = linkonce_odr dso_local constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1T = linkonce_odr dso_local constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1T, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Ti = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Ti, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1T to i8*) }, comdat, align 4
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Si = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@_ZTSM1SKi = linkonce_odr dso_local constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSM1SKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr dso_local constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 4
@_ZTIM1SFivE = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1SFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.S, align 4
  %2 = bitcast %struct.S* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6
  %3 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 0
  store i32 3, i32* %3, align 4, !tbaa !6
  %4 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 1
  store i32 4, i32* %4, align 4, !tbaa !11
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %6 = bitcast i8* %5 to i32*
  store i32 4, i32* %6, align 16, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #7
          to label %83 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  %10 = extractvalue { i8*, i32 } %8, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)) #6
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = tail call i8* @__cxa_begin_catch(i8* %9) #6
  %15 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i32 0, i32 0))
  br label %16

16:                                               ; preds = %13, %22
  tail call void @__cxa_end_catch() #6
  %17 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %18 = bitcast i8* %17 to i32*
  store i32 0, i32* %18, align 16, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #7
          to label %83 unwind label %30

19:                                               ; preds = %7
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #6
  %21 = icmp eq i32 %10, %20
  br i1 %21, label %22, label %81

22:                                               ; preds = %19
  %23 = tail call i8* @__cxa_begin_catch(i8* %9) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !12
  %26 = getelementptr inbounds i8, i8* %2, i32 %25
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !13
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %28)
  br label %16

30:                                               ; preds = %16
  %31 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)
  %32 = extractvalue { i8*, i32 } %31, 1
  %33 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)) #6
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %81

35:                                               ; preds = %30
  %36 = extractvalue { i8*, i32 } %31, 0
  %37 = tail call i8* @__cxa_begin_catch(i8* %36) #6
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !12
  %40 = getelementptr inbounds i8, i8* %2, i32 %39
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !13
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %42)
  tail call void @__cxa_end_catch() #6
  %44 = tail call i8* @__cxa_allocate_exception(i32 8) #6
  %45 = bitcast i8* %44 to i32*
  store i32 ptrtoint (i32 (%struct.S*)* @_ZN1S5twiceEv to i32), i32* %45, align 16, !tbaa !12
  %46 = getelementptr inbounds i8, i8* %44, i32 4
  %47 = bitcast i8* %46 to i32*
  store i32 0, i32* %47, align 4, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %44, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*), i8* null) #7
          to label %83 unwind label %48

48:                                               ; preds = %35
  %49 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)
  %50 = extractvalue { i8*, i32 } %49, 1
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)) #6
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %81

53:                                               ; preds = %48
  %54 = extractvalue { i8*, i32 } %49, 0
  %55 = tail call i8* @__cxa_begin_catch(i8* %54) #6
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !12
  %58 = getelementptr inbounds i8, i8* %55, i32 4
  %59 = bitcast i8* %58 to i32*
  %60 = load i32, i32* %59, align 4, !tbaa !12
  %61 = getelementptr inbounds i8, i8* %2, i32 %60
  %62 = bitcast i8* %61 to %struct.S*
  %63 = and i32 %57, 1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %72, label %65

65:                                               ; preds = %53
  %66 = bitcast i8* %61 to i8**
  %67 = load i8*, i8** %66, align 4, !tbaa !14
  %68 = add i32 %57, -1
  %69 = getelementptr i8, i8* %67, i32 %68, !nosanitize !16
  %70 = bitcast i8* %69 to i32 (%struct.S*)**, !nosanitize !16
  %71 = load i32 (%struct.S*)*, i32 (%struct.S*)** %70, align 4, !nosanitize !16
  br label %74

72:                                               ; preds = %53
  %73 = inttoptr i32 %57 to i32 (%struct.S*)*
  br label %74

74:                                               ; preds = %72, %65
  %75 = phi i32 (%struct.S*)* [ %71, %65 ], [ %73, %72 ]
  %76 = invoke noundef i32 %75(%struct.S* noundef nonnull align 4 dereferenceable(8) %62)
          to label %77 unwind label %79

77:                                               ; preds = %74
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef %76)
  call void @__cxa_end_catch() #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6
  ret i32 0

79:                                               ; preds = %74
  %80 = landingpad { i8*, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %81

81:                                               ; preds = %79, %48, %30, %19
  %82 = phi { i8*, i32 } [ %80, %79 ], [ %49, %48 ], [ %31, %30 ], [ %8, %19 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6
  resume { i8*, i32 } %82

83:                                               ; preds = %35, %16, %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN1S5twiceEv(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !11
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
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
!7 = !{!"_ZTS1S", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 4}
!12 = !{!9, !9, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"vtable pointer", !10, i64 0}
!16 = !{}

; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZTI1T = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1T, i32 0, i32 0) }, comdat, align 8
@_ZTIM1Ti = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Ti, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1T to i8*) }, comdat, align 8
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 8
@_ZTIM1Si = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@_ZTSM1SKi = linkonce_odr dso_local constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSM1SKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr dso_local constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 8
@_ZTIM1SFivE = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1SFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca <2 x i32>, align 8
  %2 = bitcast <2 x i32>* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6
  store <2 x i32> <i32 3, i32 4>, <2 x i32>* %1, align 8, !tbaa !10
  %3 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %4 = bitcast i8* %3 to i64*
  store i64 4, i64* %4, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #7
          to label %81 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)
  %7 = extractvalue { i8*, i32 } %6, 0
  %8 = extractvalue { i8*, i32 } %6, 1
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)) #6
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  %12 = tail call i8* @__cxa_begin_catch(i8* %7) #6
  %13 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i64 0, i64 0))
  br label %14

14:                                               ; preds = %11, %20
  tail call void @__cxa_end_catch() #6
  %15 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %16 = bitcast i8* %15 to i64*
  store i64 0, i64* %16, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #7
          to label %81 unwind label %28

17:                                               ; preds = %5
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #6
  %19 = icmp eq i32 %8, %18
  br i1 %19, label %20, label %79

20:                                               ; preds = %17
  %21 = tail call i8* @__cxa_begin_catch(i8* %7) #6
  %22 = bitcast i8* %21 to i64*
  %23 = load i64, i64* %22, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, i8* %2, i64 %23
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !10
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %26)
  br label %14

28:                                               ; preds = %14
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)
  %30 = extractvalue { i8*, i32 } %29, 1
  %31 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %79

33:                                               ; preds = %28
  %34 = extractvalue { i8*, i32 } %29, 0
  %35 = tail call i8* @__cxa_begin_catch(i8* %34) #6
  %36 = bitcast i8* %35 to i64*
  %37 = load i64, i64* %36, align 8, !tbaa !14
  %38 = getelementptr inbounds i8, i8* %2, i64 %37
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !10
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40)
  tail call void @__cxa_end_catch() #6
  %42 = tail call i8* @__cxa_allocate_exception(i64 16) #6
  %43 = bitcast i8* %42 to i64*
  store i64 ptrtoint (i32 (%struct.S*)* @_ZN1S5twiceEv to i64), i64* %43, align 16, !tbaa !14
  %44 = getelementptr inbounds i8, i8* %42, i64 8
  %45 = bitcast i8* %44 to i64*
  store i64 0, i64* %45, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*), i8* null) #7
          to label %81 unwind label %46

46:                                               ; preds = %33
  %47 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)
  %48 = extractvalue { i8*, i32 } %47, 1
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)) #6
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %79

51:                                               ; preds = %46
  %52 = extractvalue { i8*, i32 } %47, 0
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #6
  %54 = bitcast i8* %53 to i64*
  %55 = load i64, i64* %54, align 8, !tbaa !14
  %56 = getelementptr inbounds i8, i8* %53, i64 8
  %57 = bitcast i8* %56 to i64*
  %58 = load i64, i64* %57, align 8, !tbaa !14
  %59 = ashr i64 %58, 1
  %60 = getelementptr inbounds i8, i8* %2, i64 %59
  %61 = bitcast i8* %60 to %struct.S*
  %62 = and i64 %58, 1
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %70, label %64

64:                                               ; preds = %51
  %65 = bitcast i8* %60 to i8**
  %66 = load i8*, i8** %65, align 8, !tbaa !15
  %67 = getelementptr i8, i8* %66, i64 %55, !nosanitize !17
  %68 = bitcast i8* %67 to i32 (%struct.S*)**, !nosanitize !17
  %69 = load i32 (%struct.S*)*, i32 (%struct.S*)** %68, align 8, !nosanitize !17
  br label %72

70:                                               ; preds = %51
  %71 = inttoptr i64 %55 to i32 (%struct.S*)*
  br label %72

72:                                               ; preds = %70, %64
  %73 = phi i32 (%struct.S*)* [ %69, %64 ], [ %71, %70 ]
  %74 = invoke noundef i32 %73(%struct.S* noundef nonnull align 4 dereferenceable(8) %61)
          to label %75 unwind label %77

75:                                               ; preds = %72
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %74)
  call void @__cxa_end_catch() #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6
  ret i32 0

77:                                               ; preds = %72
  %78 = landingpad { i8*, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %79

79:                                               ; preds = %77, %46, %28, %17
  %80 = phi { i8*, i32 } [ %78, %77 ], [ %47, %46 ], [ %29, %28 ], [ %6, %17 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6
  resume { i8*, i32 } %80

81:                                               ; preds = %33, %14, %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

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
  %2 = getelementptr inbounds %struct.S, %struct.S* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !18
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!12, !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !13, i64 0}
!17 = !{}
!18 = !{!19, !11, i64 4}
!19 = !{!"_ZTS1S", !11, i64 0, !11, i64 4}

; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTI1D = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP1L = comdat any

$_ZTIP1L = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS4Priv = comdat any

$_ZTI4Priv = comdat any

$_ZTS4Prot = comdat any

$_ZTI4Prot = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i64 2050 }, comdat, align 8
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTSP1L = linkonce_odr dso_local constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr dso_local constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 0 }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr dso_local constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 0 }, comdat, align 8
@str = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca <4 x i32>, align 16
  %2 = tail call i8* @__cxa_allocate_exception(i64 16) #5
  %3 = bitcast i8* %2 to <4 x i32>*
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, <4 x i32>* %3, align 4, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* null) #6
          to label %83 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #5
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %17

10:                                               ; preds = %4
  %11 = tail call i8* @__cxa_begin_catch(i8* %6) #5
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.11, i64 0, i64 0))
  br label %13

13:                                               ; preds = %10, %20
  tail call void @__cxa_end_catch()
  %14 = bitcast <4 x i32>* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %14) #5
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, <4 x i32>* %1, align 16, !tbaa !10
  %15 = tail call i8* @__cxa_allocate_exception(i64 8) #5
  %16 = bitcast i8* %15 to <4 x i32>**
  store <4 x i32>* %1, <4 x i32>** %16, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %83 unwind label %26

17:                                               ; preds = %4
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #5
  %19 = icmp eq i32 %7, %18
  br i1 %19, label %20, label %78

20:                                               ; preds = %17
  %21 = tail call i8* @__cxa_begin_catch(i8* %6) #5
  %22 = getelementptr inbounds i8, i8* %21, i64 4
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !16
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %24)
  br label %13

26:                                               ; preds = %13
  %27 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)
  %28 = extractvalue { i8*, i32 } %27, 0
  %29 = extractvalue { i8*, i32 } %27, 1
  %30 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #5
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %26
  %33 = call i8* @__cxa_begin_catch(i8* %28) #5
  %34 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i64 0, i64 0))
  br label %35

35:                                               ; preds = %32, %41
  call void @__cxa_end_catch() #5
  %36 = call i8* @__cxa_allocate_exception(i64 8) #5
  %37 = bitcast i8* %36 to i64*
  store i64 12884901895, i64* %37, align 16
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*), i8* null) #6
          to label %83 unwind label %47

38:                                               ; preds = %26
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #5
  %40 = icmp eq i32 %29, %39
  br i1 %40, label %41, label %75

41:                                               ; preds = %38
  %42 = call i8* @__cxa_begin_catch(i8* %28) #5
  %43 = getelementptr inbounds i8, i8* %42, i64 4
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !18
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45)
  br label %35

47:                                               ; preds = %35
  %48 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*)
  %49 = extractvalue { i8*, i32 } %48, 0
  %50 = extractvalue { i8*, i32 } %48, 1
  %51 = icmp eq i32 %50, %8
  br i1 %51, label %52, label %58

52:                                               ; preds = %47
  %53 = call i8* @__cxa_begin_catch(i8* %49) #5
  %54 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i64 0, i64 0))
  br label %55

55:                                               ; preds = %52, %61
  call void @__cxa_end_catch()
  %56 = call i8* @__cxa_allocate_exception(i64 8) #5
  %57 = bitcast i8* %56 to i64*
  store i64 17179869191, i64* %57, align 16
  invoke void @__cxa_throw(i8* nonnull %56, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Prot to i8*), i8* null) #6
          to label %83 unwind label %67

58:                                               ; preds = %47
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*)) #5
  %60 = icmp eq i32 %50, %59
  br i1 %60, label %61, label %75

61:                                               ; preds = %58
  %62 = call i8* @__cxa_begin_catch(i8* %49) #5
  %63 = getelementptr inbounds i8, i8* %62, i64 4
  %64 = bitcast i8* %63 to i32*
  %65 = load i32, i32* %64, align 4, !tbaa !20
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %65)
  br label %55

67:                                               ; preds = %55
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* null
  %69 = extractvalue { i8*, i32 } %68, 0
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = icmp eq i32 %70, %8
  %72 = call i8* @__cxa_begin_catch(i8* %69) #5
  %73 = select i1 %71, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @str.8, i64 0, i64 0), i8* getelementptr inbounds ([19 x i8], [19 x i8]* @str, i64 0, i64 0)
  %74 = call i32 @puts(i8* nonnull dereferenceable(1) %73)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %14) #5
  ret i32 0

75:                                               ; preds = %58, %38
  %76 = phi i32 [ %50, %58 ], [ %29, %38 ]
  %77 = phi i8* [ %49, %58 ], [ %28, %38 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %14) #5
  br label %78

78:                                               ; preds = %75, %17
  %79 = phi i32 [ %76, %75 ], [ %7, %17 ]
  %80 = phi i8* [ %77, %75 ], [ %6, %17 ]
  %81 = insertvalue { i8*, i32 } undef, i8* %80, 0
  %82 = insertvalue { i8*, i32 } %81, i32 %79, 1
  resume { i8*, i32 } %82

83:                                               ; preds = %55, %35, %13, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !12, i64 0}
!16 = !{!17, !11, i64 4}
!17 = !{!"_ZTS1R", !11, i64 4}
!18 = !{!19, !11, i64 4}
!19 = !{!"_ZTS1L", !11, i64 4}
!20 = !{!21, !11, i64 4}
!21 = !{!"_ZTS4Priv", !11, i64 4}

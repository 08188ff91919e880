; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr constant [3 x i8] c"1R\00", align 1
@_ZTI1R = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr constant [3 x i8] c"1D\00", align 1
@_ZTS1L = linkonce_odr constant [3 x i8] c"1L\00", align 1
@_ZTI1L = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTI1D = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i32 2050 }, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr constant [7 x i8] c"P4Base\00", align 1
@_ZTIP4Base = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTSP1L = linkonce_odr constant [4 x i8] c"P1L\00", align 1
@_ZTIP1L = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, align 4
@_ZTSP1D = linkonce_odr constant [4 x i8] c"P1D\00", align 1
@_ZTIP1D = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr constant [6 x i8] c"4Priv\00", align 1
@_ZTI4Priv = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr constant [6 x i8] c"4Prot\00", align 1
@_ZTI4Prot = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, align 4
@str = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 16) #5
  %3 = bitcast i8* %2 to i32*
  store i32 7, i32* %3, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, i8* %2, i32 4
  %5 = bitcast i8* %4 to i32*
  store i32 1, i32* %5, align 4, !tbaa !14
  %6 = getelementptr inbounds i8, i8* %2, i32 8
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, i8* %2, i32 12
  %9 = bitcast i8* %8 to i32*
  store i32 2, i32* %9, align 4, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* null) #6
          to label %93 unwind label %10

10:                                               ; preds = %0
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)
  %12 = extractvalue { i8*, i32 } %11, 0
  %13 = extractvalue { i8*, i32 } %11, 1
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #5
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %27

16:                                               ; preds = %10
  %17 = tail call i8* @__cxa_begin_catch(i8* %12) #5
  %18 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.11, i32 0, i32 0))
  br label %19

19:                                               ; preds = %16, %30
  tail call void @__cxa_end_catch()
  %20 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %20) #5
  %21 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0, i32 0
  store i32 7, i32* %21, align 4, !tbaa !9
  %22 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %22, align 4, !tbaa !14
  %23 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0, i32 0
  store i32 7, i32* %23, align 4, !tbaa !9
  %24 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %24, align 4, !tbaa !16
  %25 = tail call i8* @__cxa_allocate_exception(i32 4) #5
  %26 = bitcast i8* %25 to %struct.D**
  store %struct.D* %1, %struct.D** %26, align 8, !tbaa !18
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %93 unwind label %36

27:                                               ; preds = %10
  %28 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #5
  %29 = icmp eq i32 %13, %28
  br i1 %29, label %30, label %88

30:                                               ; preds = %27
  %31 = tail call i8* @__cxa_begin_catch(i8* %12) #5
  %32 = getelementptr inbounds i8, i8* %31, i32 4
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4, !tbaa !16
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %34)
  br label %19

36:                                               ; preds = %19
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)
  %38 = extractvalue { i8*, i32 } %37, 0
  %39 = extractvalue { i8*, i32 } %37, 1
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #5
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %36
  %43 = call i8* @__cxa_begin_catch(i8* %38) #5
  %44 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0))
  br label %45

45:                                               ; preds = %42, %51
  call void @__cxa_end_catch() #5
  %46 = call i8* @__cxa_allocate_exception(i32 8) #5
  %47 = bitcast i8* %46 to i64*
  store i64 12884901895, i64* %47, align 8
  invoke void @__cxa_throw(i8* nonnull %46, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*), i8* null) #6
          to label %93 unwind label %57

48:                                               ; preds = %36
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #5
  %50 = icmp eq i32 %39, %49
  br i1 %50, label %51, label %85

51:                                               ; preds = %48
  %52 = call i8* @__cxa_begin_catch(i8* %38) #5
  %53 = getelementptr inbounds i8, i8* %52, i32 4
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 4, !tbaa !14
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %55)
  br label %45

57:                                               ; preds = %45
  %58 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)
  %59 = extractvalue { i8*, i32 } %58, 0
  %60 = extractvalue { i8*, i32 } %58, 1
  %61 = icmp eq i32 %60, %14
  br i1 %61, label %62, label %68

62:                                               ; preds = %57
  %63 = call i8* @__cxa_begin_catch(i8* %59) #5
  %64 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0))
  br label %65

65:                                               ; preds = %62, %71
  call void @__cxa_end_catch()
  %66 = call i8* @__cxa_allocate_exception(i32 8) #5
  %67 = bitcast i8* %66 to i64*
  store i64 17179869191, i64* %67, align 8
  invoke void @__cxa_throw(i8* nonnull %66, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Prot to i8*), i8* null) #6
          to label %93 unwind label %77

68:                                               ; preds = %57
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)) #5
  %70 = icmp eq i32 %60, %69
  br i1 %70, label %71, label %85

71:                                               ; preds = %68
  %72 = call i8* @__cxa_begin_catch(i8* %59) #5
  %73 = getelementptr inbounds i8, i8* %72, i32 4
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4, !tbaa !20
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %75)
  br label %65

77:                                               ; preds = %65
  %78 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* null
  %79 = extractvalue { i8*, i32 } %78, 0
  %80 = extractvalue { i8*, i32 } %78, 1
  %81 = icmp eq i32 %80, %14
  %82 = call i8* @__cxa_begin_catch(i8* %79) #5
  %83 = select i1 %81, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @str.8, i32 0, i32 0), i8* getelementptr inbounds ([19 x i8], [19 x i8]* @str, i32 0, i32 0)
  %84 = call i32 @puts(i8* nonnull dereferenceable(1) %83)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20) #5
  ret i32 0

85:                                               ; preds = %68, %48
  %86 = phi i32 [ %60, %68 ], [ %39, %48 ]
  %87 = phi i8* [ %59, %68 ], [ %38, %48 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20) #5
  br label %88

88:                                               ; preds = %85, %27
  %89 = phi i32 [ %86, %85 ], [ %13, %27 ]
  %90 = phi i8* [ %87, %85 ], [ %12, %27 ]
  %91 = insertvalue { i8*, i32 } undef, i8* %90, 0
  %92 = insertvalue { i8*, i32 } %91, i32 %89, 1
  resume { i8*, i32 } %92

93:                                               ; preds = %65, %45, %19, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

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

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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
!10 = !{!"_ZTS4Base", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !11, i64 4}
!15 = !{!"_ZTS1L", !11, i64 4}
!16 = !{!17, !11, i64 4}
!17 = !{!"_ZTS1R", !11, i64 4}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !12, i64 0}
!20 = !{!21, !11, i64 4}
!21 = !{!"_ZTS4Priv", !11, i64 4}

; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Big, align 4
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %46 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %91

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %10 = bitcast i8* %9 to %struct.Big*
  %11 = getelementptr inbounds i8, i8* %9, i32 4024
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %14, %7
  %15 = phi i32 [ 0, %7 ], [ %41, %14 ]
  %16 = phi i64 [ 0, %7 ], [ %40, %14 ]
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %15
  %18 = load i32, i32* %17, align 4, !tbaa !11
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = add nuw nsw i32 %15, 1
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !11
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %20, %24
  %26 = add nuw nsw i32 %15, 2
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4, !tbaa !11
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %25, %29
  %31 = add nuw nsw i32 %15, 3
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %31
  %33 = load i32, i32* %32, align 4, !tbaa !11
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %30, %34
  %36 = add nuw nsw i32 %15, 4
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !11
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %35, %39
  %41 = add nuw nsw i32 %15, 5
  %42 = icmp eq i32 %41, 1000
  br i1 %42, label %43, label %14, !llvm.loop !13

43:                                               ; preds = %14
  %44 = getelementptr inbounds i8, i8* %9, i32 4000
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i8* noundef nonnull %44, i64 noundef %13, i64 noundef %40)
  tail call void @__cxa_end_catch()
  br label %46

46:                                               ; preds = %0, %43
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %90 unwind label %47

47:                                               ; preds = %46
  %48 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %49 = extractvalue { i8*, i32 } %48, 1
  %50 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #6
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %91

52:                                               ; preds = %47
  %53 = extractvalue { i8*, i32 } %48, 0
  %54 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %54) #6
  %55 = tail call i8* @__cxa_begin_catch(i8* %53) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(4032) %54, i8* noundef nonnull align 4 dereferenceable(4032) %55, i32 4032, i1 false), !tbaa.struct !15
  %56 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 2
  %57 = load i64, i64* %56, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %58, %52
  %59 = phi i32 [ 0, %52 ], [ %85, %58 ]
  %60 = phi i64 [ 0, %52 ], [ %84, %58 ]
  %61 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %59
  %62 = load i32, i32* %61, align 4, !tbaa !11
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %60, %63
  %65 = add nuw nsw i32 %59, 1
  %66 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4, !tbaa !11
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %64, %68
  %70 = add nuw nsw i32 %59, 2
  %71 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %70
  %72 = load i32, i32* %71, align 4, !tbaa !11
  %73 = sext i32 %72 to i64
  %74 = add nsw i64 %69, %73
  %75 = add nuw nsw i32 %59, 3
  %76 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4, !tbaa !11
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %74, %78
  %80 = add nuw nsw i32 %59, 4
  %81 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !11
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %79, %83
  %85 = add nuw nsw i32 %59, 5
  %86 = icmp eq i32 %85, 1000
  br i1 %86, label %87, label %58, !llvm.loop !13

87:                                               ; preds = %58
  %88 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 1, i32 0
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i32 0, i32 0), i8* noundef nonnull %88, i64 noundef %57, i64 noundef %84)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 4032, i8* nonnull %54) #6
  br label %90

90:                                               ; preds = %46, %87
  ret i32 0

91:                                               ; preds = %47, %2
  %92 = phi { i8*, i32 } [ %48, %47 ], [ %3, %2 ]
  resume { i8*, i32 } %92
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 4
  %3 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %3) #6
  br label %9

4:                                                ; preds = %9
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 13, i1 false), !tbaa !16
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 13
  store i8 0, i8* %6, align 1, !tbaa !16
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  store i64 %24, i64* %7, align 4, !tbaa !6
  %8 = tail call i8* @__cxa_allocate_exception(i32 4032) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(4032) %8, i8* noundef nonnull align 4 dereferenceable(4032) %3, i32 4032, i1 false), !tbaa.struct !15
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %24, %9 ]
  %11 = phi i32 [ 0, %1 ], [ %25, %9 ]
  %12 = mul nsw i32 %11, %0
  %13 = add nsw i32 %12, 7
  %14 = srem i32 %13, 1009
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %11
  store i32 %14, i32* %15, align 4, !tbaa !11
  %16 = sext i32 %14 to i64
  %17 = add nsw i64 %10, %16
  %18 = or i32 %11, 1
  %19 = mul nsw i32 %18, %0
  %20 = add nsw i32 %19, 7
  %21 = srem i32 %20, 1009
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %18
  store i32 %21, i32* %22, align 4, !tbaa !11
  %23 = sext i32 %21 to i64
  %24 = add nsw i64 %17, %23
  %25 = add nuw nsw i32 %11, 2
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %4, label %9, !llvm.loop !18
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
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
!6 = !{!7, !10, i64 4024}
!7 = !{!"_ZTS3Big", !8, i64 0, !8, i64 4000, !10, i64 4024}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 0, i64 4000, !16, i64 4000, i64 24, !16, i64 4024, i64 8, !17}
!16 = !{!8, !8, i64 0}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !14}

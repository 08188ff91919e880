; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %46 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %91

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #7
  %10 = bitcast i8* %9 to %struct.Big*
  %11 = getelementptr inbounds i8, i8* %9, i64 4024
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %14, %7
  %15 = phi i64 [ 0, %7 ], [ %39, %14 ]
  %16 = phi <2 x i64> [ zeroinitializer, %7 ], [ %37, %14 ]
  %17 = phi <2 x i64> [ zeroinitializer, %7 ], [ %38, %14 ]
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %10, i64 0, i32 0, i64 %15
  %19 = bitcast i32* %18 to <2 x i32>*
  %20 = load <2 x i32>, <2 x i32>* %19, align 4, !tbaa !10
  %21 = getelementptr inbounds i32, i32* %18, i64 2
  %22 = bitcast i32* %21 to <2 x i32>*
  %23 = load <2 x i32>, <2 x i32>* %22, align 4, !tbaa !10
  %24 = sext <2 x i32> %20 to <2 x i64>
  %25 = sext <2 x i32> %23 to <2 x i64>
  %26 = add <2 x i64> %16, %24
  %27 = add <2 x i64> %17, %25
  %28 = or i64 %15, 4
  %29 = getelementptr inbounds %struct.Big, %struct.Big* %10, i64 0, i32 0, i64 %28
  %30 = bitcast i32* %29 to <2 x i32>*
  %31 = load <2 x i32>, <2 x i32>* %30, align 4, !tbaa !10
  %32 = getelementptr inbounds i32, i32* %29, i64 2
  %33 = bitcast i32* %32 to <2 x i32>*
  %34 = load <2 x i32>, <2 x i32>* %33, align 4, !tbaa !10
  %35 = sext <2 x i32> %31 to <2 x i64>
  %36 = sext <2 x i32> %34 to <2 x i64>
  %37 = add <2 x i64> %26, %35
  %38 = add <2 x i64> %27, %36
  %39 = add nuw nsw i64 %15, 8
  %40 = icmp eq i64 %39, 1000
  br i1 %40, label %41, label %14, !llvm.loop !12

41:                                               ; preds = %14
  %42 = add <2 x i64> %38, %37
  %43 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %42)
  %44 = getelementptr inbounds i8, i8* %9, i64 4000
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %44, i64 noundef %13, i64 noundef %43)
  tail call void @__cxa_end_catch()
  br label %46

46:                                               ; preds = %0, %41
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %90 unwind label %47

47:                                               ; preds = %46
  %48 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %49 = extractvalue { i8*, i32 } %48, 1
  %50 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %91

52:                                               ; preds = %47
  %53 = extractvalue { i8*, i32 } %48, 0
  %54 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %54) #7
  %55 = tail call i8* @__cxa_begin_catch(i8* %53) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(4032) %54, i8* noundef nonnull align 8 dereferenceable(4032) %55, i64 4032, i1 false), !tbaa.struct !15
  %56 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 2
  %57 = load i64, i64* %56, align 8, !tbaa !5
  br label %58

58:                                               ; preds = %58, %52
  %59 = phi i64 [ 0, %52 ], [ %83, %58 ]
  %60 = phi <2 x i64> [ zeroinitializer, %52 ], [ %81, %58 ]
  %61 = phi <2 x i64> [ zeroinitializer, %52 ], [ %82, %58 ]
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %59
  %63 = bitcast i32* %62 to <2 x i32>*
  %64 = load <2 x i32>, <2 x i32>* %63, align 8, !tbaa !10
  %65 = getelementptr inbounds i32, i32* %62, i64 2
  %66 = bitcast i32* %65 to <2 x i32>*
  %67 = load <2 x i32>, <2 x i32>* %66, align 8, !tbaa !10
  %68 = sext <2 x i32> %64 to <2 x i64>
  %69 = sext <2 x i32> %67 to <2 x i64>
  %70 = add <2 x i64> %60, %68
  %71 = add <2 x i64> %61, %69
  %72 = or i64 %59, 4
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %72
  %74 = bitcast i32* %73 to <2 x i32>*
  %75 = load <2 x i32>, <2 x i32>* %74, align 8, !tbaa !10
  %76 = getelementptr inbounds i32, i32* %73, i64 2
  %77 = bitcast i32* %76 to <2 x i32>*
  %78 = load <2 x i32>, <2 x i32>* %77, align 8, !tbaa !10
  %79 = sext <2 x i32> %75 to <2 x i64>
  %80 = sext <2 x i32> %78 to <2 x i64>
  %81 = add <2 x i64> %70, %79
  %82 = add <2 x i64> %71, %80
  %83 = add nuw nsw i64 %59, 8
  %84 = icmp eq i64 %83, 1000
  br i1 %84, label %85, label %58, !llvm.loop !18

85:                                               ; preds = %58
  %86 = add <2 x i64> %82, %81
  %87 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %86)
  %88 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 1, i64 0
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %88, i64 noundef %57, i64 noundef %87)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 4032, i8* nonnull %54) #7
  br label %90

90:                                               ; preds = %46, %85
  ret i32 0

91:                                               ; preds = %47, %2
  %92 = phi { i8*, i32 } [ %48, %47 ], [ %3, %2 ]
  resume { i8*, i32 } %92
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %3) #7
  br label %9

4:                                                ; preds = %9
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i64 13, i1 false), !tbaa !16
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 13
  store i8 0, i8* %6, align 1, !tbaa !16
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  store i64 %26, i64* %7, align 8, !tbaa !5
  %8 = tail call i8* @__cxa_allocate_exception(i64 4032) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4032) %8, i8* noundef nonnull align 8 dereferenceable(4032) %3, i64 4032, i1 false), !tbaa.struct !15
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #8
  unreachable

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %27, %9 ]
  %11 = phi i64 [ 0, %1 ], [ %26, %9 ]
  %12 = trunc i64 %10 to i32
  %13 = mul nsw i32 %12, %0
  %14 = add nsw i32 %13, 7
  %15 = srem i32 %14, 1009
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %10
  store i32 %15, i32* %16, align 8, !tbaa !10
  %17 = sext i32 %15 to i64
  %18 = add nsw i64 %11, %17
  %19 = or i64 %10, 1
  %20 = trunc i64 %19 to i32
  %21 = mul nsw i32 %20, %0
  %22 = add nsw i32 %21, 7
  %23 = srem i32 %22, 1009
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %19
  store i32 %23, i32* %24, align 4, !tbaa !10
  %25 = sext i32 %23 to i64
  %26 = add nsw i64 %18, %25
  %27 = add nuw nsw i64 %10, 2
  %28 = icmp eq i64 %27, 1000
  br i1 %28, label %4, label %9, !llvm.loop !19
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
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 4024}
!6 = !{!"_ZTS3Big", !7, i64 0, !7, i64 4000, !9, i64 4024}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"long long", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{i64 0, i64 4000, !16, i64 4000, i64 24, !16, i64 4024, i64 8, !17}
!16 = !{!7, !7, i64 0}
!17 = !{!9, !9, i64 0}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13}

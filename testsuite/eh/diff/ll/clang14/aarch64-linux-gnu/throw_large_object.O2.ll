; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
          to label %35 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %69

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #7
  %10 = bitcast i8* %9 to %struct.Big*
  %11 = getelementptr inbounds i8, i8* %9, i64 4024
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 8, !tbaa !10
  br label %14

14:                                               ; preds = %14, %7
  %15 = phi i64 [ 0, %7 ], [ %28, %14 ]
  %16 = phi <2 x i64> [ zeroinitializer, %7 ], [ %26, %14 ]
  %17 = phi <2 x i64> [ zeroinitializer, %7 ], [ %27, %14 ]
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %10, i64 0, i32 0, i64 %15
  %19 = bitcast i32* %18 to <2 x i32>*
  %20 = load <2 x i32>, <2 x i32>* %19, align 4, !tbaa !15
  %21 = getelementptr inbounds i32, i32* %18, i64 2
  %22 = bitcast i32* %21 to <2 x i32>*
  %23 = load <2 x i32>, <2 x i32>* %22, align 4, !tbaa !15
  %24 = sext <2 x i32> %20 to <2 x i64>
  %25 = sext <2 x i32> %23 to <2 x i64>
  %26 = add <2 x i64> %16, %24
  %27 = add <2 x i64> %17, %25
  %28 = add nuw i64 %15, 4
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %30, label %14, !llvm.loop !17

30:                                               ; preds = %14
  %31 = add <2 x i64> %27, %26
  %32 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %31)
  %33 = getelementptr inbounds i8, i8* %9, i64 4000
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %33, i64 noundef %13, i64 noundef %32)
  tail call void @__cxa_end_catch()
  br label %35

35:                                               ; preds = %0, %30
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %68 unwind label %36

36:                                               ; preds = %35
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %38 = extractvalue { i8*, i32 } %37, 1
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %69

41:                                               ; preds = %36
  %42 = extractvalue { i8*, i32 } %37, 0
  %43 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %43) #7
  %44 = tail call i8* @__cxa_begin_catch(i8* %42) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(4032) %43, i8* noundef nonnull align 8 dereferenceable(4032) %44, i64 4032, i1 false), !tbaa.struct !20
  %45 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 2
  %46 = load i64, i64* %45, align 8, !tbaa !10
  br label %47

47:                                               ; preds = %47, %41
  %48 = phi i64 [ 0, %41 ], [ %61, %47 ]
  %49 = phi <2 x i64> [ zeroinitializer, %41 ], [ %59, %47 ]
  %50 = phi <2 x i64> [ zeroinitializer, %41 ], [ %60, %47 ]
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %48
  %52 = bitcast i32* %51 to <2 x i32>*
  %53 = load <2 x i32>, <2 x i32>* %52, align 8, !tbaa !15
  %54 = getelementptr inbounds i32, i32* %51, i64 2
  %55 = bitcast i32* %54 to <2 x i32>*
  %56 = load <2 x i32>, <2 x i32>* %55, align 8, !tbaa !15
  %57 = sext <2 x i32> %53 to <2 x i64>
  %58 = sext <2 x i32> %56 to <2 x i64>
  %59 = add <2 x i64> %49, %57
  %60 = add <2 x i64> %50, %58
  %61 = add nuw i64 %48, 4
  %62 = icmp eq i64 %61, 1000
  br i1 %62, label %63, label %47, !llvm.loop !23

63:                                               ; preds = %47
  %64 = add <2 x i64> %60, %59
  %65 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %64)
  %66 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 1, i64 0
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %66, i64 noundef %46, i64 noundef %65)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 4032, i8* nonnull %43) #7
  br label %68

68:                                               ; preds = %35, %63
  ret i32 0

69:                                               ; preds = %36, %2
  %70 = phi { i8*, i32 } [ %37, %36 ], [ %3, %2 ]
  resume { i8*, i32 } %70
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %3) #7
  %4 = insertelement <2 x i32> poison, i32 %0, i64 0
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i32> poison, i32 %0, i64 0
  %7 = shufflevector <2 x i32> %6, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %8

8:                                                ; preds = %8, %1
  %9 = phi i64 [ 0, %1 ], [ %28, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %1 ], [ %26, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %1 ], [ %27, %8 ]
  %12 = phi <2 x i32> [ <i32 0, i32 1>, %1 ], [ %29, %8 ]
  %13 = add <2 x i32> %12, <i32 2, i32 2>
  %14 = mul nsw <2 x i32> %12, %5
  %15 = mul nsw <2 x i32> %13, %7
  %16 = add nsw <2 x i32> %14, <i32 7, i32 7>
  %17 = add nsw <2 x i32> %15, <i32 7, i32 7>
  %18 = srem <2 x i32> %16, <i32 1009, i32 1009>
  %19 = srem <2 x i32> %17, <i32 1009, i32 1009>
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %9
  %21 = bitcast i32* %20 to <2 x i32>*
  store <2 x i32> %18, <2 x i32>* %21, align 8, !tbaa !15
  %22 = getelementptr inbounds i32, i32* %20, i64 2
  %23 = bitcast i32* %22 to <2 x i32>*
  store <2 x i32> %19, <2 x i32>* %23, align 8, !tbaa !15
  %24 = sext <2 x i32> %18 to <2 x i64>
  %25 = sext <2 x i32> %19 to <2 x i64>
  %26 = add <2 x i64> %10, %24
  %27 = add <2 x i64> %11, %25
  %28 = add nuw i64 %9, 4
  %29 = add <2 x i32> %12, <i32 4, i32 4>
  %30 = icmp eq i64 %28, 1000
  br i1 %30, label %31, label %8, !llvm.loop !24

31:                                               ; preds = %8
  %32 = add <2 x i64> %27, %26
  %33 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %32)
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(13) %34, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i64 13, i1 false), !tbaa !21
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 13
  store i8 0, i8* %35, align 1, !tbaa !21
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  store i64 %33, i64* %36, align 8, !tbaa !10
  %37 = tail call i8* @__cxa_allocate_exception(i64 4032) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4032) %37, i8* noundef nonnull align 8 dereferenceable(4032) %3, i64 4032, i1 false), !tbaa.struct !20
  tail call void @__cxa_throw(i8* %37, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #8
  unreachable
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

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!10 = !{!11, !14, i64 4024}
!11 = !{!"_ZTS3Big", !12, i64 0, !12, i64 4000, !14, i64 4024}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!"long long", !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !12, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{i64 0, i64 4000, !21, i64 4000, i64 24, !21, i64 4024, i64 8, !22}
!21 = !{!12, !12, i64 0}
!22 = !{!14, !14, i64 0}
!23 = distinct !{!23, !18, !19}
!24 = distinct !{!24, !18, !19}

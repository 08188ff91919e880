; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %26 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %51

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %10 = bitcast i8* %9 to %struct.Big*
  %11 = getelementptr inbounds i8, i8* %9, i32 4024
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 8, !tbaa !9
  br label %14

14:                                               ; preds = %14, %7
  %15 = phi i32 [ 0, %7 ], [ %21, %14 ]
  %16 = phi i64 [ 0, %7 ], [ %20, %14 ]
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0, i32 %15
  %18 = load i32, i32* %17, align 4, !tbaa !14
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = add nuw nsw i32 %15, 1
  %22 = icmp eq i32 %21, 1000
  br i1 %22, label %23, label %14, !llvm.loop !16

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, i8* %9, i32 4000
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i8* noundef nonnull %24, i64 noundef %13, i64 noundef %20)
  tail call void @__cxa_end_catch()
  br label %26

26:                                               ; preds = %0, %23
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %50 unwind label %27

27:                                               ; preds = %26
  %28 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %29 = extractvalue { i8*, i32 } %28, 1
  %30 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #6
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %51

32:                                               ; preds = %27
  %33 = extractvalue { i8*, i32 } %28, 0
  %34 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %34) #6
  %35 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(4032) %34, i8* noundef nonnull align 8 dereferenceable(4032) %35, i32 4032, i1 false), !tbaa.struct !18
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 2
  %37 = load i64, i64* %36, align 8, !tbaa !9
  br label %38

38:                                               ; preds = %38, %32
  %39 = phi i32 [ 0, %32 ], [ %45, %38 ]
  %40 = phi i64 [ 0, %32 ], [ %44, %38 ]
  %41 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %39
  %42 = load i32, i32* %41, align 4, !tbaa !14
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = add nuw nsw i32 %39, 1
  %46 = icmp eq i32 %45, 1000
  br i1 %46, label %47, label %38, !llvm.loop !16

47:                                               ; preds = %38
  %48 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 1, i32 0
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i32 0, i32 0), i8* noundef nonnull %48, i64 noundef %37, i64 noundef %44)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0i8(i64 4032, i8* nonnull %34) #6
  br label %50

50:                                               ; preds = %26, %47
  ret i32 0

51:                                               ; preds = %27, %2
  %52 = phi { i8*, i32 } [ %28, %27 ], [ %3, %2 ]
  resume { i8*, i32 } %52
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %3) #6
  br label %9

4:                                                ; preds = %9
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 13, i1 false), !tbaa !19
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 13
  store i8 0, i8* %6, align 1, !tbaa !19
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  store i64 %17, i64* %7, align 8, !tbaa !9
  %8 = tail call i8* @__cxa_allocate_exception(i32 4032) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(4032) %8, i8* noundef nonnull align 8 dereferenceable(4032) %3, i32 4032, i1 false), !tbaa.struct !18
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1, %9
  %10 = phi i64 [ 0, %1 ], [ %17, %9 ]
  %11 = phi i32 [ 0, %1 ], [ %18, %9 ]
  %12 = mul nsw i32 %11, %0
  %13 = add nsw i32 %12, 7
  %14 = srem i32 %13, 1009
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %11
  store i32 %14, i32* %15, align 4, !tbaa !14
  %16 = sext i32 %14 to i64
  %17 = add nsw i64 %10, %16
  %18 = add nuw nsw i32 %11, 1
  %19 = icmp eq i32 %18, 1000
  br i1 %19, label %4, label %9, !llvm.loop !21
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

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !13, i64 4024}
!10 = !{!"_ZTS3Big", !11, i64 0, !11, i64 4000, !13, i64 4024}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!"long long", !11, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 0, i64 4000, !19, i64 4000, i64 24, !19, i64 4024, i64 8, !20}
!19 = !{!11, !11, i64 0}
!20 = !{!13, !13, i64 0}
!21 = distinct !{!21, !17}

; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.anon = type { i32, i8* }
%struct.Walk = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [9 x i8] c"a1 = %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant [4 x i32] [i32 3, i32 1, i32 2, i32 0], align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"sorted %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"from c3, stop at main\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"from c3, to the end\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"  %d known frames, cfa order ok %d%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c", stopped with an error\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c", not stopped\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZL5known = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i32 ptrtoint (void (i8*, i32)* @_ZL4walkPKci to i32), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2c3i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2b2i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2a1i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i8*, i8*)* @_ZL7comparePKvS0_ to i32), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 ()* @main to i32), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0) }], align 4
@.str.9 = private unnamed_addr constant [46 x i8] c"  frame %s (ip inside %d, ip before insn %d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"walk\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"c3\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"b2\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"a1\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"compare\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@_ZL8g_walked = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [24 x i8] c"from a qsort comparator\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() #0 {
  %1 = alloca [4 x i32], align 4
  %2 = tail call noundef i32 @_ZL2a1i(i32 noundef 4)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %2)
  %4 = bitcast [4 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %4, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.main.v to i8*), i32 16, i1 false)
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 0
  call void @qsort(i8* noundef nonnull %4, i32 noundef 4, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @_ZL7comparePKvS0_)
  %6 = load i32, i32* %5, align 4, !tbaa !9
  %7 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !9
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa !9
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 3
  %12 = load i32, i32* %11, align 4, !tbaa !9
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), i32 noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %12)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline
define internal noundef i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2b2i(i32 noundef %0)
  %3 = add nsw i32 %2, 3
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nofree
declare void @qsort(i8* noundef, i32 noundef, i32 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress
define internal noundef i32 @_ZL7comparePKvS0_(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 {
  %3 = load i32, i32* @_ZL8g_walked, align 4, !tbaa !9
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL8g_walked, align 4, !tbaa !9
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1)
  br label %7

7:                                                ; preds = %6, %2
  %8 = bitcast i8* %0 to i32*
  %9 = load i32, i32* %8, align 4, !tbaa !9
  %10 = bitcast i8* %1 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = sub nsw i32 %9, %11
  ret i32 %12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress noinline
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2c3i(i32 noundef %0)
  %3 = shl nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress noinline
define internal noundef i32 @_ZL2c3i(i32 noundef %0) #2 {
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress noinline
define internal void @_ZL4walkPKci(i8* noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.Walk, align 4
  %4 = bitcast %struct.Walk* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8
  %5 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 0
  store i32 %1, i32* %5, align 4, !tbaa !13
  %6 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 1
  store i32 0, i32* %6, align 4, !tbaa !15
  %7 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 2
  store i32 1, i32* %7, align 4, !tbaa !16
  %8 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 3
  store i32 0, i32* %8, align 4, !tbaa !17
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* noundef %0)
  %10 = call i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef nonnull @_ZL5tracePvS_, i8* noundef nonnull %4)
  %11 = load i32, i32* %6, align 4, !tbaa !15
  %12 = load i32, i32* %7, align 4, !tbaa !16
  %13 = icmp eq i32 %1, 0
  %14 = icmp ne i32 %10, 0
  %15 = icmp ne i32 %10, 5
  %16 = and i1 %14, %15
  %17 = select i1 %16, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0)
  %18 = select i1 %13, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i32 0, i32 0), i8* %17
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i32 0, i32 0), i32 noundef %11, i32 noundef %12, i8* noundef %18)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8
  ret void
}

declare i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress
define internal noundef i32 @_ZL5tracePvS_(i8* noundef %0, i8* nocapture noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 @_Unwind_GetRegionStart(i8* noundef %0)
  %6 = bitcast i32* %4 to i8*
  %7 = bitcast i32* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %1, i32 12
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds i8, i8* %1, i32 8
  %11 = bitcast i8* %10 to i32*
  %12 = getelementptr inbounds i8, i8* %1, i32 4
  %13 = bitcast i8* %12 to i32*
  %14 = bitcast i8* %1 to i32*
  %15 = icmp eq i32 %5, ptrtoint (i32 ()* @main to i32)
  br label %16

16:                                               ; preds = %2, %41
  %17 = phi i32 [ 0, %2 ], [ %42, %41 ]
  %18 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %17, i32 0
  %19 = load i32, i32* %18, align 4, !tbaa !18
  %20 = icmp eq i32 %5, %19
  br i1 %20, label %21, label %41

21:                                               ; preds = %16
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #8
  store i32 0, i32* %4, align 4, !tbaa !9
  %22 = call i32 @_Unwind_VRS_Get(i8* noundef %0, i32 noundef 0, i32 noundef 15, i32 noundef 0, i8* noundef nonnull %6)
  %23 = load i32, i32* %4, align 4, !tbaa !9
  %24 = and i32 %23, -2
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #8
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #8
  store i32 0, i32* %3, align 4, !tbaa !9
  %25 = call i32 @_Unwind_VRS_Get(i8* noundef %0, i32 noundef 0, i32 noundef 13, i32 noundef 0, i8* noundef nonnull %7)
  %26 = load i32, i32* %3, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #8
  %27 = load i32, i32* %9, align 4, !tbaa !17
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %21
  store i32 0, i32* %11, align 4, !tbaa !16
  br label %30

30:                                               ; preds = %29, %21
  store i32 %26, i32* %9, align 4, !tbaa !17
  %31 = load i32, i32* %13, align 4, !tbaa !15
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %13, align 4, !tbaa !15
  %33 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %17, i32 1
  %34 = load i8*, i8** %33, align 4, !tbaa !21
  %35 = icmp ugt i32 %24, %5
  %36 = zext i1 %35 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.9, i32 0, i32 0), i8* noundef %34, i32 noundef %36, i32 noundef 0)
  %38 = load i32, i32* %14, align 4, !tbaa !13
  %39 = icmp ne i32 %38, 0
  %40 = select i1 %39, i1 %15, i1 false
  br i1 %40, label %44, label %41

41:                                               ; preds = %30, %16
  %42 = add nuw nsw i32 %17, 1
  %43 = icmp eq i32 %42, 6
  br i1 %43, label %44, label %16, !llvm.loop !22

44:                                               ; preds = %41, %30
  %45 = phi i32 [ 0, %41 ], [ 4, %30 ]
  ret i32 %45
}

declare i32 @_Unwind_GetRegionStart(i8* noundef) local_unnamed_addr #7

declare i32 @_Unwind_VRS_Get(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i8* noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS4Walk", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!15 = !{!14, !10, i64 4}
!16 = !{!14, !10, i64 8}
!17 = !{!14, !10, i64 12}
!18 = !{!19, !10, i64 0}
!19 = !{!"_ZTS3$_0", !10, i64 0, !20, i64 4}
!20 = !{!"any pointer", !11, i64 0}
!21 = !{!19, !20, i64 4}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
define noundef i32 @main() #0 {
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
  store i32 0, i32* %6, align 4, !tbaa !16
  %7 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 2
  store i32 1, i32* %7, align 4, !tbaa !17
  %8 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i32 0, i32 3
  store i32 0, i32* %8, align 4, !tbaa !18
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* noundef %0)
  %10 = call i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef nonnull @_ZL5tracePvS_, i8* noundef nonnull %4)
  %11 = load i32, i32* %6, align 4, !tbaa !16
  %12 = load i32, i32* %7, align 4, !tbaa !17
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
  %4 = tail call i32 @_Unwind_GetRegionStart(i8* noundef %0)
  %5 = bitcast i32* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %1, i32 12
  %7 = bitcast i8* %6 to i32*
  %8 = getelementptr inbounds i8, i8* %1, i32 8
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds i8, i8* %1, i32 4
  %11 = bitcast i8* %10 to i32*
  %12 = bitcast i8* %1 to i32*
  %13 = icmp eq i32 %4, ptrtoint (i32 ()* @main to i32)
  br label %14

14:                                               ; preds = %2, %37
  %15 = phi i32 [ 0, %2 ], [ %38, %37 ]
  %16 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %15, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !19
  %18 = icmp eq i32 %4, %17
  br i1 %18, label %19, label %37

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  store i32 -1, i32* %3, align 4, !tbaa !9
  %20 = call i32 @_Unwind_GetIPInfo(i8* noundef %0, i32* noundef nonnull %3)
  %21 = call i32 @_Unwind_GetCFA(i8* noundef %0)
  %22 = load i32, i32* %7, align 4, !tbaa !18
  %23 = icmp ult i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  store i32 0, i32* %9, align 4, !tbaa !17
  br label %25

25:                                               ; preds = %24, %19
  store i32 %21, i32* %7, align 4, !tbaa !18
  %26 = load i32, i32* %11, align 4, !tbaa !16
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %11, align 4, !tbaa !16
  %28 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %15, i32 1
  %29 = load i8*, i8** %28, align 4, !tbaa !22
  %30 = icmp ugt i32 %20, %4
  %31 = zext i1 %30 to i32
  %32 = load i32, i32* %3, align 4, !tbaa !9
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.9, i32 0, i32 0), i8* noundef %29, i32 noundef %31, i32 noundef %32)
  %34 = load i32, i32* %12, align 4, !tbaa !13
  %35 = icmp ne i32 %34, 0
  %36 = select i1 %35, i1 %13, i1 false
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  br i1 %36, label %40, label %37

37:                                               ; preds = %25, %14
  %38 = add nuw nsw i32 %15, 1
  %39 = icmp eq i32 %38, 6
  br i1 %39, label %40, label %14, !llvm.loop !23

40:                                               ; preds = %37, %25
  %41 = phi i32 [ 0, %37 ], [ 4, %25 ]
  ret i32 %41
}

declare i32 @_Unwind_GetRegionStart(i8* noundef) local_unnamed_addr #7

declare i32 @_Unwind_GetIPInfo(i8* noundef, i32* noundef) local_unnamed_addr #7

declare i32 @_Unwind_GetCFA(i8* noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS4Walk", !10, i64 0, !10, i64 4, !10, i64 8, !15, i64 12}
!15 = !{!"long", !11, i64 0}
!16 = !{!14, !10, i64 4}
!17 = !{!14, !10, i64 8}
!18 = !{!14, !15, i64 12}
!19 = !{!20, !15, i64 0}
!20 = !{!"_ZTS3$_0", !15, i64 0, !21, i64 4}
!21 = !{!"any pointer", !11, i64 0}
!22 = !{!20, !21, i64 4}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.anon = type { i32, ptr }
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
@_ZL5known = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i32 ptrtoint (ptr @_ZL4walkPKci to i32), ptr @.str.10 }, %struct.anon { i32 ptrtoint (ptr @_ZL2c3i to i32), ptr @.str.11 }, %struct.anon { i32 ptrtoint (ptr @_ZL2b2i to i32), ptr @.str.12 }, %struct.anon { i32 ptrtoint (ptr @_ZL2a1i to i32), ptr @.str.13 }, %struct.anon { i32 ptrtoint (ptr @_ZL7comparePKvS0_ to i32), ptr @.str.14 }, %struct.anon { i32 ptrtoint (ptr @main to i32), ptr @.str.15 }], align 4
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
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %1, ptr noundef nonnull align 4 dereferenceable(16) @__const.main.v, i32 16, i1 false)
  call void @qsort(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 4, ptr noundef nonnull @_ZL7comparePKvS0_)
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i32 8
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i32 12
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline
define internal noundef range(i32 -2147483645, -2147483648) i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2b2i(i32 noundef %0)
  %3 = add nsw i32 %2, 3
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nofree
declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress
define internal noundef i32 @_ZL7comparePKvS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr @_ZL8g_walked, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL8g_walked, align 4, !tbaa !5
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.16, i32 noundef 1)
  br label %7

7:                                                ; preds = %6, %2
  %8 = load i32, ptr %0, align 4, !tbaa !5
  %9 = load i32, ptr %1, align 4, !tbaa !5
  %10 = sub nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress noinline
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2c3i(i32 noundef %0)
  %3 = shl nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress noinline
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL2c3i(i32 noundef %0) #2 {
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.2, i32 noundef 1)
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.3, i32 noundef 0)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress noinline
define internal void @_ZL4walkPKci(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.Walk, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #8
  store i32 %1, ptr %3, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 0, ptr %4, align 4, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  store i32 1, ptr %5, align 4, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 0, ptr %6, align 4, !tbaa !13
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0)
  %8 = call i32 @_Unwind_Backtrace(ptr noundef nonnull @_ZL5tracePvS_, ptr noundef nonnull %3)
  %9 = load i32, ptr %4, align 4, !tbaa !11
  %10 = load i32, ptr %5, align 4, !tbaa !12
  %11 = icmp eq i32 %1, 0
  %12 = icmp ne i32 %8, 0
  %13 = icmp ne i32 %8, 5
  %14 = and i1 %12, %13
  %15 = select i1 %14, ptr @.str.6, ptr @.str.7
  %16 = select i1 %11, ptr @.str.8, ptr %15
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #8
  ret void
}

declare i32 @_Unwind_Backtrace(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress
define internal noundef i32 @_ZL5tracePvS_(ptr noundef %0, ptr nocapture noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 @_Unwind_GetRegionStart(ptr noundef %0)
  %6 = getelementptr inbounds i8, ptr %1, i32 12
  %7 = getelementptr inbounds i8, ptr %1, i32 8
  %8 = getelementptr inbounds i8, ptr %1, i32 4
  %9 = icmp ne i32 %5, ptrtoint (ptr @main to i32)
  br label %10

10:                                               ; preds = %2, %35
  %11 = phi i32 [ 0, %2 ], [ %36, %35 ]
  %12 = getelementptr inbounds [6 x %struct.anon], ptr @_ZL5known, i32 0, i32 %11
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp eq i32 %5, %13
  br i1 %14, label %15, label %35

15:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  store i32 0, ptr %4, align 4, !tbaa !5
  %16 = call i32 @_Unwind_VRS_Get(ptr noundef %0, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %4)
  %17 = load i32, ptr %4, align 4, !tbaa !5
  %18 = and i32 %17, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  store i32 0, ptr %3, align 4, !tbaa !5
  %19 = call i32 @_Unwind_VRS_Get(ptr noundef %0, i32 noundef 0, i32 noundef 13, i32 noundef 0, ptr noundef nonnull %3)
  %20 = load i32, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  %21 = load i32, ptr %6, align 4, !tbaa !13
  %22 = icmp ult i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %15
  store i32 0, ptr %7, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %23, %15
  store i32 %20, ptr %6, align 4, !tbaa !13
  %25 = load i32, ptr %8, align 4, !tbaa !11
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %12, i32 4
  %28 = load ptr, ptr %27, align 4, !tbaa !17
  %29 = icmp ugt i32 %18, %5
  %30 = zext i1 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %28, i32 noundef %30, i32 noundef 0)
  %32 = load i32, ptr %1, align 4, !tbaa !9
  %33 = icmp eq i32 %32, 0
  %34 = or i1 %33, %9
  br i1 %34, label %35, label %38

35:                                               ; preds = %24, %10
  %36 = add nuw nsw i32 %11, 1
  %37 = icmp eq i32 %36, 6
  br i1 %37, label %38, label %10, !llvm.loop !18

38:                                               ; preds = %35, %24
  %39 = phi i32 [ 0, %35 ], [ 4, %24 ]
  ret i32 %39
}

declare i32 @_Unwind_GetRegionStart(ptr noundef) local_unnamed_addr #7

declare i32 @_Unwind_VRS_Get(ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Walk", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!11 = !{!10, !6, i64 4}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !6, i64 12}
!14 = !{!15, !6, i64 0}
!15 = !{!"_ZTS3$_0", !6, i64 0, !16, i64 4}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!15, !16, i64 4}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}

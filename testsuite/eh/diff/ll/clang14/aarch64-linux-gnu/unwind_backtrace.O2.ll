; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i64, i8* }
%struct.Walk = type { i32, i32, i32, i64 }

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
@_ZL5known = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i64 ptrtoint (void (i8*, i32)* @_ZL4walkPKci to i64), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2c3i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2b2i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2a1i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i8*, i8*)* @_ZL7comparePKvS0_ to i64), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 ()* @main to i64), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0) }], align 8
@.str.9 = private unnamed_addr constant [46 x i8] c"  frame %s (ip inside %d, ip before insn %d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"walk\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"c3\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"b2\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"a1\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"compare\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@_ZL8g_walked = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [24 x i8] c"from a qsort comparator\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca [4 x i32], align 4
  %2 = tail call noundef i32 @_ZL2a1i(i32 noundef 4)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %2)
  %4 = bitcast [4 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %4, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.main.v to i8*), i64 16, i1 false)
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0
  call void @qsort(i8* noundef nonnull %4, i64 noundef 4, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @_ZL7comparePKvS0_)
  %6 = load i32, i32* %5, align 4, !tbaa !10
  %7 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 1
  %8 = load i32, i32* %7, align 4, !tbaa !10
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 2
  %10 = load i32, i32* %9, align 4, !tbaa !10
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 3
  %12 = load i32, i32* %11, align 4, !tbaa !10
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %12)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline uwtable
define internal noundef i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2b2i(i32 noundef %0)
  %3 = add nsw i32 %2, 3
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL7comparePKvS0_(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 {
  %3 = load i32, i32* @_ZL8g_walked, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL8g_walked, align 4, !tbaa !10
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1)
  br label %7

7:                                                ; preds = %6, %2
  %8 = bitcast i8* %0 to i32*
  %9 = load i32, i32* %8, align 4, !tbaa !10
  %10 = bitcast i8* %1 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !10
  %12 = sub nsw i32 %9, %11
  ret i32 %12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress noinline uwtable
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2c3i(i32 noundef %0)
  %3 = shl nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress noinline uwtable
define internal noundef i32 @_ZL2c3i(i32 noundef %0) #2 {
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL4walkPKci(i8* noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.Walk, align 8
  %4 = bitcast %struct.Walk* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i64 0, i32 0
  store i32 %1, i32* %5, align 8, !tbaa !14
  %6 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i64 0, i32 1
  %7 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i64 0, i32 2
  %8 = bitcast i32* %6 to <2 x i32>*
  store <2 x i32> <i32 0, i32 1>, <2 x i32>* %8, align 4, !tbaa !10
  %9 = getelementptr inbounds %struct.Walk, %struct.Walk* %3, i64 0, i32 3
  store i64 0, i64* %9, align 8, !tbaa !17
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i8* noundef %0)
  %11 = call i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef nonnull @_ZL5tracePvS_, i8* noundef nonnull %4)
  %12 = load i32, i32* %6, align 4, !tbaa !18
  %13 = load i32, i32* %7, align 8, !tbaa !19
  %14 = icmp eq i32 %1, 0
  %15 = icmp ne i32 %11, 0
  %16 = icmp ne i32 %11, 5
  %17 = and i1 %15, %16
  %18 = select i1 %17, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0)
  %19 = select i1 %14, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i64 0, i64 0), i8* %18
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i8* noundef %19)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret void
}

declare i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL5tracePvS_(i8* noundef %0, i8* nocapture noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = tail call i64 @_Unwind_GetRegionStart(i8* noundef %0)
  %5 = bitcast i32* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %1, i64 16
  %7 = bitcast i8* %6 to i64*
  %8 = getelementptr inbounds i8, i8* %1, i64 8
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds i8, i8* %1, i64 4
  %11 = bitcast i8* %10 to i32*
  %12 = bitcast i8* %1 to i32*
  %13 = icmp eq i64 %4, ptrtoint (i32 ()* @main to i64)
  br label %14

14:                                               ; preds = %2, %37
  %15 = phi i64 [ 0, %2 ], [ %38, %37 ]
  %16 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i64 0, i64 %15, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !20
  %18 = icmp eq i64 %4, %17
  br i1 %18, label %19, label %37

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  store i32 -1, i32* %3, align 4, !tbaa !10
  %20 = call i64 @_Unwind_GetIPInfo(i8* noundef %0, i32* noundef nonnull %3)
  %21 = call i64 @_Unwind_GetCFA(i8* noundef %0)
  %22 = load i64, i64* %7, align 8, !tbaa !17
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  store i32 0, i32* %9, align 8, !tbaa !19
  br label %25

25:                                               ; preds = %24, %19
  store i64 %21, i64* %7, align 8, !tbaa !17
  %26 = load i32, i32* %11, align 4, !tbaa !18
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %11, align 4, !tbaa !18
  %28 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i64 0, i64 %15, i32 1
  %29 = load i8*, i8** %28, align 8, !tbaa !23
  %30 = icmp ugt i64 %20, %4
  %31 = zext i1 %30 to i32
  %32 = load i32, i32* %3, align 4, !tbaa !10
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.9, i64 0, i64 0), i8* noundef %29, i32 noundef %31, i32 noundef %32)
  %34 = load i32, i32* %12, align 8, !tbaa !14
  %35 = icmp ne i32 %34, 0
  %36 = select i1 %35, i1 %13, i1 false
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  br i1 %36, label %40, label %37

37:                                               ; preds = %25, %14
  %38 = add nuw nsw i64 %15, 1
  %39 = icmp eq i64 %38, 6
  br i1 %39, label %40, label %14, !llvm.loop !24

40:                                               ; preds = %37, %25
  %41 = phi i32 [ 0, %37 ], [ 4, %25 ]
  ret i32 %41
}

declare i64 @_Unwind_GetRegionStart(i8* noundef) local_unnamed_addr #7

declare i64 @_Unwind_GetIPInfo(i8* noundef, i32* noundef) local_unnamed_addr #7

declare i64 @_Unwind_GetCFA(i8* noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }

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
!14 = !{!15, !11, i64 0}
!15 = !{!"_ZTS4Walk", !11, i64 0, !11, i64 4, !11, i64 8, !16, i64 16}
!16 = !{!"long", !12, i64 0}
!17 = !{!15, !16, i64 16}
!18 = !{!15, !11, i64 4}
!19 = !{!15, !11, i64 8}
!20 = !{!21, !16, i64 0}
!21 = !{!"_ZTS3$_0", !16, i64 0, !22, i64 8}
!22 = !{!"any pointer", !12, i64 0}
!23 = !{!21, !22, i64 8}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}

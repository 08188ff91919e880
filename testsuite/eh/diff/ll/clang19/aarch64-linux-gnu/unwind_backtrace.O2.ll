; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i64, ptr }
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
@_ZL5known = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i64 ptrtoint (ptr @_ZL4walkPKci to i64), ptr @.str.10 }, %struct.anon { i64 ptrtoint (ptr @_ZL2c3i to i64), ptr @.str.11 }, %struct.anon { i64 ptrtoint (ptr @_ZL2b2i to i64), ptr @.str.12 }, %struct.anon { i64 ptrtoint (ptr @_ZL2a1i to i64), ptr @.str.13 }, %struct.anon { i64 ptrtoint (ptr @_ZL7comparePKvS0_ to i64), ptr @.str.14 }, %struct.anon { i64 ptrtoint (ptr @main to i64), ptr @.str.15 }], align 8
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
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %1, ptr noundef nonnull align 4 dereferenceable(16) @__const.main.v, i64 16, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 4, i64 noundef 4, ptr noundef nonnull @_ZL7comparePKvS0_)
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline uwtable
define internal noundef range(i32 -2147483645, -2147483648) i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2b2i(i32 noundef %0)
  %3 = add nsw i32 %2, 3
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL7comparePKvS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr @_ZL8g_walked, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL8g_walked, align 4, !tbaa !6
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.16, i32 noundef 1)
  br label %7

7:                                                ; preds = %6, %2
  %8 = load i32, ptr %0, align 4, !tbaa !6
  %9 = load i32, ptr %1, align 4, !tbaa !6
  %10 = sub nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress noinline uwtable
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = tail call noundef i32 @_ZL2c3i(i32 noundef %0)
  %3 = shl nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress noinline uwtable
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL2c3i(i32 noundef %0) #2 {
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.2, i32 noundef 1)
  tail call void @_ZL4walkPKci(ptr noundef nonnull @.str.3, i32 noundef 0)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL4walkPKci(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.Walk, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  store i32 %1, ptr %3, align 8, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x i32> <i32 0, i32 1>, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 0, ptr %6, align 8, !tbaa !13
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0)
  %8 = call i32 @_Unwind_Backtrace(ptr noundef nonnull @_ZL5tracePvS_, ptr noundef nonnull %3)
  %9 = load i32, ptr %4, align 4, !tbaa !14
  %10 = load i32, ptr %5, align 8, !tbaa !15
  %11 = icmp eq i32 %1, 0
  %12 = icmp ne i32 %8, 0
  %13 = icmp ne i32 %8, 5
  %14 = and i1 %12, %13
  %15 = select i1 %14, ptr @.str.6, ptr @.str.7
  %16 = select i1 %11, ptr @.str.8, ptr %15
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  ret void
}

declare i32 @_Unwind_Backtrace(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL5tracePvS_(ptr noundef %0, ptr nocapture noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = tail call i64 @_Unwind_GetRegionStart(ptr noundef %0)
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = icmp ne i64 %4, ptrtoint (ptr @main to i64)
  br label %9

9:                                                ; preds = %2, %32
  %10 = phi i64 [ 0, %2 ], [ %33, %32 ]
  %11 = getelementptr inbounds [6 x %struct.anon], ptr @_ZL5known, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8, !tbaa !16
  %13 = icmp eq i64 %4, %12
  br i1 %13, label %14, label %32

14:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  store i32 -1, ptr %3, align 4, !tbaa !6
  %15 = call noundef i64 @_Unwind_GetIPInfo(ptr noundef %0, ptr noundef nonnull %3)
  %16 = call noundef i64 @_Unwind_GetCFA(ptr noundef %0)
  %17 = load i64, ptr %5, align 8, !tbaa !13
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store i32 0, ptr %6, align 8, !tbaa !15
  br label %20

20:                                               ; preds = %19, %14
  store i64 %16, ptr %5, align 8, !tbaa !13
  %21 = load i32, ptr %7, align 4, !tbaa !14
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %11, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  %25 = icmp ugt i64 %15, %4
  %26 = zext i1 %25 to i32
  %27 = load i32, ptr %3, align 4, !tbaa !6
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %24, i32 noundef %26, i32 noundef %27)
  %29 = load i32, ptr %1, align 8, !tbaa !10
  %30 = icmp eq i32 %29, 0
  %31 = or i1 %30, %8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  br i1 %31, label %32, label %35

32:                                               ; preds = %20, %9
  %33 = add nuw nsw i64 %10, 1
  %34 = icmp eq i64 %33, 6
  br i1 %34, label %35, label %9, !llvm.loop !20

35:                                               ; preds = %32, %20
  %36 = phi i32 [ 0, %32 ], [ 4, %20 ]
  ret i32 %36
}

declare i64 @_Unwind_GetRegionStart(ptr noundef) local_unnamed_addr #7

declare i64 @_Unwind_GetIPInfo(ptr noundef, ptr noundef) local_unnamed_addr #7

declare i64 @_Unwind_GetCFA(ptr noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS4Walk", !7, i64 0, !7, i64 4, !7, i64 8, !12, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!11, !12, i64 16}
!14 = !{!11, !7, i64 4}
!15 = !{!11, !7, i64 8}
!16 = !{!17, !12, i64 0}
!17 = !{!"_ZTS3$_0", !12, i64 0, !18, i64 8}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!17, !18, i64 8}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}

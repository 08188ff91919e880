; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZL5known = internal constant [6 x %struct.anon] [%struct.anon { i32 ptrtoint (void (i8*, i32)* @_ZL4walkPKci to i32), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2c3i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2b2i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i32)* @_ZL2a1i to i32), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 (i8*, i8*)* @_ZL7comparePKvS0_ to i32), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i32 0, i32 0) }, %struct.anon { i32 ptrtoint (i32 ()* @main to i32), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0) }], align 4
@.str.9 = private unnamed_addr constant [46 x i8] c"  frame %s (ip inside %d, ip before insn %d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"walk\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"c3\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"b2\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"a1\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"compare\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@_ZL8g_walked = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [24 x i8] c"from a qsort comparator\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  store i32 0, i32* %1, align 4
  %3 = call noundef i32 @_ZL2a1i(i32 noundef 4)
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %3)
  %5 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %5, i8* align 4 bitcast ([4 x i32]* @__const.main.v to i8*), i32 16, i1 false)
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 0
  %7 = bitcast i32* %6 to i8*
  call void @qsort(i8* noundef %7, i32 noundef 4, i32 noundef 4, i32 (i8*, i8*)* noundef @_ZL7comparePKvS0_)
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 2
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 3
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), i32 noundef %9, i32 noundef %11, i32 noundef %13, i32 noundef %15)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @_ZL2b2i(i32 noundef %3)
  %5 = add nsw i32 %4, 3
  ret i32 %5
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

declare void @qsort(i8* noundef, i32 noundef, i32 noundef, i32 (i8*, i8*)* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7comparePKvS0_(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i32, i32* @_ZL8g_walked, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8g_walked, align 4
  %7 = icmp ne i32 %5, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1)
  br label %9

9:                                                ; preds = %8, %2
  %10 = load i8*, i8** %3, align 4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = load i8*, i8** %4, align 4
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = sub nsw i32 %12, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @_ZL2c3i(i32 noundef %3)
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2c3i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0)
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4walkPKci(i8* noundef %0, i32 noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Walk, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 0
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 1
  store i32 0, i32* %9, align 4
  %10 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 2
  store i32 1, i32* %10, align 4
  %11 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 3
  store i32 0, i32* %11, align 4
  %12 = load i8*, i8** %3, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* noundef %12)
  %14 = bitcast %struct.Walk* %5 to i8*
  %15 = call i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef @_ZL5tracePvS_, i8* noundef %14)
  store i32 %15, i32* %6, align 4
  %16 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 2
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %32

22:                                               ; preds = %2
  %23 = load i32, i32* %6, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = load i32, i32* %6, align 4
  %27 = icmp ne i32 %26, 5
  br label %28

28:                                               ; preds = %25, %22
  %29 = phi i1 [ false, %22 ], [ %27, %25 ]
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0)
  br label %33

32:                                               ; preds = %2
  br label %33

33:                                               ; preds = %32, %28
  %34 = phi i8* [ %31, %28 ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i32 0, i32 0), %32 ]
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i32 0, i32 0), i32 noundef %17, i32 noundef %19, i8* noundef %34)
  ret void
}

declare i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef, i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5tracePvS_(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Walk*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  %12 = load i8*, i8** %5, align 4
  %13 = bitcast i8* %12 to %struct.Walk*
  store %struct.Walk* %13, %struct.Walk** %6, align 4
  %14 = load i8*, i8** %4, align 4
  %15 = call i32 @_Unwind_GetRegionStart(i8* noundef %14)
  store i32 %15, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %16

16:                                               ; preds = %72, %2
  %17 = load i32, i32* %8, align 4
  %18 = icmp ult i32 %17, 6
  br i1 %18, label %19, label %75

19:                                               ; preds = %16
  %20 = load i32, i32* %7, align 4
  %21 = load i32, i32* %8, align 4
  %22 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %21
  %23 = getelementptr inbounds %struct.anon, %struct.anon* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = icmp ne i32 %20, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %19
  br label %72

27:                                               ; preds = %19
  store i32 -1, i32* %9, align 4
  %28 = load i8*, i8** %4, align 4
  %29 = call noundef i32 @_ZL6get_ipPvPi(i8* noundef %28, i32* noundef %9)
  store i32 %29, i32* %10, align 4
  %30 = load i8*, i8** %4, align 4
  %31 = call noundef i32 @_ZL7get_cfaPv(i8* noundef %30)
  store i32 %31, i32* %11, align 4
  %32 = load %struct.Walk*, %struct.Walk** %6, align 4
  %33 = getelementptr inbounds %struct.Walk, %struct.Walk* %32, i32 0, i32 3
  %34 = load i32, i32* %33, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %45

36:                                               ; preds = %27
  %37 = load i32, i32* %11, align 4
  %38 = load %struct.Walk*, %struct.Walk** %6, align 4
  %39 = getelementptr inbounds %struct.Walk, %struct.Walk* %38, i32 0, i32 3
  %40 = load i32, i32* %39, align 4
  %41 = icmp ult i32 %37, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %36
  %43 = load %struct.Walk*, %struct.Walk** %6, align 4
  %44 = getelementptr inbounds %struct.Walk, %struct.Walk* %43, i32 0, i32 2
  store i32 0, i32* %44, align 4
  br label %45

45:                                               ; preds = %42, %36, %27
  %46 = load i32, i32* %11, align 4
  %47 = load %struct.Walk*, %struct.Walk** %6, align 4
  %48 = getelementptr inbounds %struct.Walk, %struct.Walk* %47, i32 0, i32 3
  store i32 %46, i32* %48, align 4
  %49 = load %struct.Walk*, %struct.Walk** %6, align 4
  %50 = getelementptr inbounds %struct.Walk, %struct.Walk* %49, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %50, align 4
  %53 = load i32, i32* %8, align 4
  %54 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i32 0, i32 %53
  %55 = getelementptr inbounds %struct.anon, %struct.anon* %54, i32 0, i32 1
  %56 = load i8*, i8** %55, align 4
  %57 = load i32, i32* %10, align 4
  %58 = load i32, i32* %7, align 4
  %59 = icmp ugt i32 %57, %58
  %60 = zext i1 %59 to i32
  %61 = load i32, i32* %9, align 4
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.9, i32 0, i32 0), i8* noundef %56, i32 noundef %60, i32 noundef %61)
  %63 = load %struct.Walk*, %struct.Walk** %6, align 4
  %64 = getelementptr inbounds %struct.Walk, %struct.Walk* %63, i32 0, i32 0
  %65 = load i32, i32* %64, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %45
  %68 = load i32, i32* %7, align 4
  %69 = icmp eq i32 %68, ptrtoint (i32 ()* @main to i32)
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  store i32 4, i32* %3, align 4
  br label %76

71:                                               ; preds = %67, %45
  br label %72

72:                                               ; preds = %71, %26
  %73 = load i32, i32* %8, align 4
  %74 = add i32 %73, 1
  store i32 %74, i32* %8, align 4
  br label %16, !llvm.loop !7

75:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %76

76:                                               ; preds = %75, %70
  %77 = load i32, i32* %3, align 4
  ret i32 %77
}

declare i32 @_Unwind_GetRegionStart(i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6get_ipPvPi(i8* noundef %0, i32* noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32*, align 4
  store i8* %0, i8** %3, align 4
  store i32* %1, i32** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load i32*, i32** %4, align 4
  %7 = call i32 @_Unwind_GetIPInfo(i8* noundef %5, i32* noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7get_cfaPv(i8* noundef %0) #2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = call i32 @_Unwind_GetCFA(i8* noundef %3)
  ret i32 %4
}

declare i32 @_Unwind_GetIPInfo(i8* noundef, i32* noundef) #1

declare i32 @_Unwind_GetCFA(i8* noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

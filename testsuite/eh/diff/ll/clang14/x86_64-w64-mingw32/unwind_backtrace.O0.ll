; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i64, i8* }
%struct.Walk = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [9 x i8] c"a1 = %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant [4 x i32] [i32 3, i32 1, i32 2, i32 0], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"sorted %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"from c3, stop at main\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"from c3, to the end\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"  %d known frames, cfa order ok %d%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c", stopped with an error\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c", not stopped\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZL5known = internal constant [6 x %struct.anon] [%struct.anon { i64 ptrtoint (void (i8*, i32)* @_ZL4walkPKci to i64), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2c3i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2b2i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i32)* @_ZL2a1i to i64), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 (i8*, i8*)* @_ZL7comparePKvS0_ to i64), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i32 0, i32 0) }, %struct.anon { i64 ptrtoint (i32 ()* @main to i64), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0) }], align 16
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
  %2 = alloca [4 x i32], align 16
  store i32 0, i32* %1, align 4
  %3 = call noundef i32 @_ZL2a1i(i32 noundef 4)
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %5, i8* align 16 bitcast ([4 x i32]* @__const.main.v to i8*), i64 16, i1 false)
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  %7 = bitcast i32* %6 to i8*
  call void @qsort(i8* noundef %7, i64 noundef 4, i64 noundef 4, i32 (i8*, i8*)* noundef @_ZL7comparePKvS0_)
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  %9 = load i32, i32* %8, align 16
  %10 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1
  %11 = load i32, i32* %10, align 4
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 2
  %13 = load i32, i32* %12, align 8
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %9, i32 noundef %11, i32 noundef %13, i32 noundef %15)
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

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
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare dso_local void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7comparePKvS0_(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i32, i32* @_ZL8g_walked, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8g_walked, align 4
  %7 = icmp ne i32 %5, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1)
  br label %9

9:                                                ; preds = %8, %2
  %10 = load i8*, i8** %3, align 8
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = load i8*, i8** %4, align 8
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
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  call void @_ZL4walkPKci(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0)
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4walkPKci(i8* noundef %0, i32 noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Walk, align 8
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 0
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 8
  %9 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 1
  store i32 0, i32* %9, align 4
  %10 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 2
  store i32 1, i32* %10, align 8
  %11 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 3
  store i64 0, i64* %11, align 8
  %12 = load i8*, i8** %3, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i8* noundef %12)
  %14 = bitcast %struct.Walk* %5 to i8*
  %15 = call i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef @_ZL5tracePvS_, i8* noundef %14)
  store i32 %15, i32* %6, align 4
  %16 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = getelementptr inbounds %struct.Walk, %struct.Walk* %5, i32 0, i32 2
  %19 = load i32, i32* %18, align 8
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
  %31 = select i1 %29, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0)
  br label %33

32:                                               ; preds = %2
  br label %33

33:                                               ; preds = %32, %28
  %34 = phi i8* [ %31, %28 ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i64 0, i64 0), %32 ]
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i64 0, i64 0), i32 noundef %17, i32 noundef %19, i8* noundef %34)
  ret void
}

declare dso_local i32 @_Unwind_Backtrace(i32 (i8*, i8*)* noundef, i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5tracePvS_(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Walk*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  %12 = load i8*, i8** %5, align 8
  %13 = bitcast i8* %12 to %struct.Walk*
  store %struct.Walk* %13, %struct.Walk** %6, align 8
  %14 = load i8*, i8** %4, align 8
  %15 = call i64 @_Unwind_GetRegionStart(i8* noundef %14)
  store i64 %15, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %16

16:                                               ; preds = %75, %2
  %17 = load i32, i32* %8, align 4
  %18 = zext i32 %17 to i64
  %19 = icmp ult i64 %18, 6
  br i1 %19, label %20, label %78

20:                                               ; preds = %16
  %21 = load i64, i64* %7, align 8
  %22 = load i32, i32* %8, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.anon, %struct.anon* %24, i32 0, i32 0
  %26 = load i64, i64* %25, align 16
  %27 = icmp ne i64 %21, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %20
  br label %75

29:                                               ; preds = %20
  store i32 -1, i32* %9, align 4
  %30 = load i8*, i8** %4, align 8
  %31 = call noundef i64 @_ZL6get_ipPvPi(i8* noundef %30, i32* noundef %9)
  store i64 %31, i64* %10, align 8
  %32 = load i8*, i8** %4, align 8
  %33 = call noundef i64 @_ZL7get_cfaPv(i8* noundef %32)
  store i64 %33, i64* %11, align 8
  %34 = load %struct.Walk*, %struct.Walk** %6, align 8
  %35 = getelementptr inbounds %struct.Walk, %struct.Walk* %34, i32 0, i32 3
  %36 = load i64, i64* %35, align 8
  %37 = icmp ne i64 %36, 0
  br i1 %37, label %38, label %47

38:                                               ; preds = %29
  %39 = load i64, i64* %11, align 8
  %40 = load %struct.Walk*, %struct.Walk** %6, align 8
  %41 = getelementptr inbounds %struct.Walk, %struct.Walk* %40, i32 0, i32 3
  %42 = load i64, i64* %41, align 8
  %43 = icmp ult i64 %39, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = load %struct.Walk*, %struct.Walk** %6, align 8
  %46 = getelementptr inbounds %struct.Walk, %struct.Walk* %45, i32 0, i32 2
  store i32 0, i32* %46, align 8
  br label %47

47:                                               ; preds = %44, %38, %29
  %48 = load i64, i64* %11, align 8
  %49 = load %struct.Walk*, %struct.Walk** %6, align 8
  %50 = getelementptr inbounds %struct.Walk, %struct.Walk* %49, i32 0, i32 3
  store i64 %48, i64* %50, align 8
  %51 = load %struct.Walk*, %struct.Walk** %6, align 8
  %52 = getelementptr inbounds %struct.Walk, %struct.Walk* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %52, align 4
  %55 = load i32, i32* %8, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @_ZL5known, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.anon, %struct.anon* %57, i32 0, i32 1
  %59 = load i8*, i8** %58, align 8
  %60 = load i64, i64* %10, align 8
  %61 = load i64, i64* %7, align 8
  %62 = icmp ugt i64 %60, %61
  %63 = zext i1 %62 to i32
  %64 = load i32, i32* %9, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.9, i64 0, i64 0), i8* noundef %59, i32 noundef %63, i32 noundef %64)
  %66 = load %struct.Walk*, %struct.Walk** %6, align 8
  %67 = getelementptr inbounds %struct.Walk, %struct.Walk* %66, i32 0, i32 0
  %68 = load i32, i32* %67, align 8
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %47
  %71 = load i64, i64* %7, align 8
  %72 = icmp eq i64 %71, ptrtoint (i32 ()* @main to i64)
  br i1 %72, label %73, label %74

73:                                               ; preds = %70
  store i32 4, i32* %3, align 4
  br label %79

74:                                               ; preds = %70, %47
  br label %75

75:                                               ; preds = %74, %28
  %76 = load i32, i32* %8, align 4
  %77 = add i32 %76, 1
  store i32 %77, i32* %8, align 4
  br label %16, !llvm.loop !4

78:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %79

79:                                               ; preds = %78, %73
  %80 = load i32, i32* %3, align 4
  ret i32 %80
}

declare dso_local i64 @_Unwind_GetRegionStart(i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL6get_ipPvPi(i8* noundef %0, i32* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32*, align 8
  store i8* %0, i8** %3, align 8
  store i32* %1, i32** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = load i32*, i32** %4, align 8
  %7 = call i64 @_Unwind_GetIPInfo(i8* noundef %5, i32* noundef %6)
  ret i64 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL7get_cfaPv(i8* noundef %0) #2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = call i64 @_Unwind_GetCFA(i8* noundef %3)
  ret i64 %4
}

declare dso_local i64 @_Unwind_GetIPInfo(i8* noundef, i32* noundef) #1

declare dso_local i64 @_Unwind_GetCFA(i8* noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

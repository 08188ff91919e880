; ModuleID = 'unwind_backtrace.cpp'
source_filename = "unwind_backtrace.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZL5known = internal constant [6 x %struct.anon] [%struct.anon { i32 ptrtoint (ptr @_ZL4walkPKci to i32), ptr @.str.10 }, %struct.anon { i32 ptrtoint (ptr @_ZL2c3i to i32), ptr @.str.11 }, %struct.anon { i32 ptrtoint (ptr @_ZL2b2i to i32), ptr @.str.12 }, %struct.anon { i32 ptrtoint (ptr @_ZL2a1i to i32), ptr @.str.13 }, %struct.anon { i32 ptrtoint (ptr @_ZL7comparePKvS0_ to i32), ptr @.str.14 }, %struct.anon { i32 ptrtoint (ptr @main to i32), ptr @.str.15 }], align 4
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
  store i32 0, ptr %1, align 4
  %3 = call noundef i32 @_ZL2a1i(i32 noundef 4)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.v, i32 16, i1 false)
  %5 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 0
  call void @qsort(ptr noundef %5, i32 noundef 4, i32 noundef 4, ptr noundef @_ZL7comparePKvS0_)
  %6 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 2
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 3
  %13 = load i32, ptr %12, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2a1i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noundef i32 @_ZL2b2i(i32 noundef %3)
  %5 = add nsw i32 %4, 3
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7comparePKvS0_(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @_ZL8g_walked, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL8g_walked, align 4
  %7 = icmp ne i32 %5, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  call void @_ZL4walkPKci(ptr noundef @.str.16, i32 noundef 1)
  br label %9

9:                                                ; preds = %8, %2
  %10 = load ptr, ptr %3, align 4
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr %4, align 4
  %13 = load i32, ptr %12, align 4
  %14 = sub nsw i32 %11, %13
  ret i32 %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2b2i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noundef i32 @_ZL2c3i(i32 noundef %3)
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL2c3i(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZL4walkPKci(ptr noundef @.str.2, i32 noundef 1)
  call void @_ZL4walkPKci(ptr noundef @.str.3, i32 noundef 0)
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4walkPKci(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Walk, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 0
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 1
  store i32 0, ptr %9, align 4
  %10 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 2
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 3
  store i32 0, ptr %11, align 4
  %12 = load ptr, ptr %3, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %12)
  %14 = call i32 @_Unwind_Backtrace(ptr noundef @_ZL5tracePvS_, ptr noundef %5)
  store i32 %14, ptr %6, align 4
  %15 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Walk, ptr %5, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %31

21:                                               ; preds = %2
  %22 = load i32, ptr %6, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4
  %26 = icmp ne i32 %25, 5
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i1 [ false, %21 ], [ %26, %24 ]
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.6, ptr @.str.7
  br label %32

31:                                               ; preds = %2
  br label %32

32:                                               ; preds = %31, %27
  %33 = phi ptr [ %30, %27 ], [ @.str.8, %31 ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %16, i32 noundef %18, ptr noundef %33)
  ret void
}

declare i32 @_Unwind_Backtrace(ptr noundef, ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5tracePvS_(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  %12 = load ptr, ptr %5, align 4
  store ptr %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 4
  %14 = call i32 @_Unwind_GetRegionStart(ptr noundef %13)
  store i32 %14, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %71, %2
  %16 = load i32, ptr %8, align 4
  %17 = icmp ult i32 %16, 6
  br i1 %17, label %18, label %74

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %8, align 4
  %21 = getelementptr inbounds [6 x %struct.anon], ptr @_ZL5known, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.anon, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = icmp ne i32 %19, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  br label %71

26:                                               ; preds = %18
  store i32 -1, ptr %9, align 4
  %27 = load ptr, ptr %4, align 4
  %28 = call noundef i32 @_ZL6get_ipPvPi(ptr noundef %27, ptr noundef %9)
  store i32 %28, ptr %10, align 4
  %29 = load ptr, ptr %4, align 4
  %30 = call noundef i32 @_ZL7get_cfaPv(ptr noundef %29)
  store i32 %30, ptr %11, align 4
  %31 = load ptr, ptr %6, align 4
  %32 = getelementptr inbounds %struct.Walk, ptr %31, i32 0, i32 3
  %33 = load i32, ptr %32, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %44

35:                                               ; preds = %26
  %36 = load i32, ptr %11, align 4
  %37 = load ptr, ptr %6, align 4
  %38 = getelementptr inbounds %struct.Walk, ptr %37, i32 0, i32 3
  %39 = load i32, ptr %38, align 4
  %40 = icmp ult i32 %36, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %35
  %42 = load ptr, ptr %6, align 4
  %43 = getelementptr inbounds %struct.Walk, ptr %42, i32 0, i32 2
  store i32 0, ptr %43, align 4
  br label %44

44:                                               ; preds = %41, %35, %26
  %45 = load i32, ptr %11, align 4
  %46 = load ptr, ptr %6, align 4
  %47 = getelementptr inbounds %struct.Walk, ptr %46, i32 0, i32 3
  store i32 %45, ptr %47, align 4
  %48 = load ptr, ptr %6, align 4
  %49 = getelementptr inbounds %struct.Walk, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %49, align 4
  %52 = load i32, ptr %8, align 4
  %53 = getelementptr inbounds [6 x %struct.anon], ptr @_ZL5known, i32 0, i32 %52
  %54 = getelementptr inbounds %struct.anon, ptr %53, i32 0, i32 1
  %55 = load ptr, ptr %54, align 4
  %56 = load i32, ptr %10, align 4
  %57 = load i32, ptr %7, align 4
  %58 = icmp ugt i32 %56, %57
  %59 = zext i1 %58 to i32
  %60 = load i32, ptr %9, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %55, i32 noundef %59, i32 noundef %60)
  %62 = load ptr, ptr %6, align 4
  %63 = getelementptr inbounds %struct.Walk, ptr %62, i32 0, i32 0
  %64 = load i32, ptr %63, align 4
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %44
  %67 = load i32, ptr %7, align 4
  %68 = icmp eq i32 %67, ptrtoint (ptr @main to i32)
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  store i32 4, ptr %3, align 4
  br label %75

70:                                               ; preds = %66, %44
  br label %71

71:                                               ; preds = %70, %25
  %72 = load i32, ptr %8, align 4
  %73 = add i32 %72, 1
  store i32 %73, ptr %8, align 4
  br label %15, !llvm.loop !7

74:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %75

75:                                               ; preds = %74, %69
  %76 = load i32, ptr %3, align 4
  ret i32 %76
}

declare i32 @_Unwind_GetRegionStart(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6get_ipPvPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call i32 @_Unwind_GetIPInfo(ptr noundef %5, ptr noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7get_cfaPv(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call i32 @_Unwind_GetCFA(ptr noundef %3)
  ret i32 %4
}

declare i32 @_Unwind_GetIPInfo(ptr noundef, ptr noundef) #1

declare i32 @_Unwind_GetCFA(ptr noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

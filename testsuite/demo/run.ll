; ModuleID = 'run.c'
source_filename = "run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Stats = type { i64, double }

@.str = private unnamed_addr constant [29 x i8] c"squares: sum %ld, mean %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.Stats, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %21, %2
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %24

14:                                               ; preds = %11
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %7, align 4
  %17 = mul nsw i32 %15, %16
  %18 = load i32, i32* %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %19
  store i32 %17, i32* %20, align 4
  br label %21

21:                                               ; preds = %14
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %11, !llvm.loop !6

24:                                               ; preds = %11
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0
  %26 = call { i64, double } @stats(i32* noundef %25, i32 noundef 8)
  %27 = bitcast %struct.Stats* %8 to { i64, double }*
  %28 = getelementptr inbounds { i64, double }, { i64, double }* %27, i32 0, i32 0
  %29 = extractvalue { i64, double } %26, 0
  store i64 %29, i64* %28, align 8
  %30 = getelementptr inbounds { i64, double }, { i64, double }* %27, i32 0, i32 1
  %31 = extractvalue { i64, double } %26, 1
  store double %31, double* %30, align 8
  %32 = getelementptr inbounds %struct.Stats, %struct.Stats* %8, i32 0, i32 0
  %33 = load i64, i64* %32, align 8
  %34 = getelementptr inbounds %struct.Stats, %struct.Stats* %8, i32 0, i32 1
  %35 = load double, double* %34, align 8
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i64 noundef %33, double noundef %35)
  %37 = call i8* @malloc(i64 noundef 16)
  %38 = bitcast i8* %37 to i32*
  store i32* %38, i32** %9, align 8
  store i32 0, i32* %10, align 4
  br label %39

39:                                               ; preds = %51, %24
  %40 = load i32, i32* %10, align 4
  %41 = load i32, i32* %4, align 4
  %42 = add nsw i32 4, %41
  %43 = sub nsw i32 %42, 1
  %44 = icmp sle i32 %40, %43
  br i1 %44, label %45, label %54

45:                                               ; preds = %39
  %46 = load i32, i32* %10, align 4
  %47 = load i32*, i32** %9, align 8
  %48 = load i32, i32* %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32* %47, i64 %49
  store i32 %46, i32* %50, align 4
  br label %51

51:                                               ; preds = %45
  %52 = load i32, i32* %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %10, align 4
  br label %39, !llvm.loop !8

54:                                               ; preds = %39
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0))
  %56 = load i8**, i8*** %5, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @stats(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Stats, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  %7 = bitcast %struct.Stats* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %7, i8 0, i64 16, i1 false)
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %22, %2
  %9 = load i32, i32* %6, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32*, i32** %4, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Stats, %struct.Stats* %3, i32 0, i32 0
  %20 = load i64, i64* %19, align 8
  %21 = add nsw i64 %20, %18
  store i64 %21, i64* %19, align 8
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %8, !llvm.loop !9

25:                                               ; preds = %8
  %26 = getelementptr inbounds %struct.Stats, %struct.Stats* %3, i32 0, i32 0
  %27 = load i64, i64* %26, align 8
  %28 = sitofp i64 %27 to double
  %29 = load i32, i32* %5, align 4
  %30 = sitofp i32 %29 to double
  %31 = fdiv double %28, %30
  %32 = getelementptr inbounds %struct.Stats, %struct.Stats* %3, i32 0, i32 1
  store double %31, double* %32, align 8
  %33 = bitcast %struct.Stats* %3 to { i64, double }*
  %34 = load { i64, double }, { i64, double }* %33, align 8
  ret { i64, double } %34
}

declare i32 @printf(i8* noundef, ...) #1

declare i8* @malloc(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}

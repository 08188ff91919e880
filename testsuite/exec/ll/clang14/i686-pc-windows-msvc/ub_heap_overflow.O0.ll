; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_07IEKFJLG@filled?6?$AA@" = comdat any

$"??_C@_06DMMPJOBN@after?6?$AA@" = comdat any

@"??_C@_07IEKFJLG@filled?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"filled\0A\00", comdat, align 1
@"??_C@_06DMMPJOBN@after?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"after\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call i8* @malloc(i32 noundef 16)
  store volatile i8* %5, i8** %2, align 4
  store volatile i32 16, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %15, %0
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, i32* %4, align 4
  %11 = trunc i32 %10 to i8
  %12 = load volatile i8*, i8** %2, align 4
  %13 = load i32, i32* %4, align 4
  %14 = getelementptr inbounds i8, i8* %12, i32 %13
  store i8 %11, i8* %14, align 1
  br label %15

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %4, align 4
  br label %6, !llvm.loop !4

18:                                               ; preds = %6
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IEKFJLG@filled?6?$AA@", i32 0, i32 0))
  %20 = load volatile i8*, i8** %2, align 4
  %21 = load volatile i32, i32* %3, align 4
  %22 = getelementptr inbounds i8, i8* %20, i32 %21
  store i8 1, i8* %22, align 1
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06DMMPJOBN@after?6?$AA@", i32 0, i32 0))
  %24 = load volatile i8*, i8** %2, align 4
  call void @free(i8* noundef %24)
  ret i32 0
}

declare dso_local i8* @malloc(i32 noundef) #1

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

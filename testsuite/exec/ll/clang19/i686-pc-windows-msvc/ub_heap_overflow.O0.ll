; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_07IEKFJLG@filled?6?$AA@" = comdat any

$"??_C@_06DMMPJOBN@after?6?$AA@" = comdat any

@"??_C@_07IEKFJLG@filled?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"filled\0A\00", comdat, align 1
@"??_C@_06DMMPJOBN@after?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"after\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call ptr @malloc(i32 noundef 16) #3
  store volatile ptr %5, ptr %2, align 4
  store volatile i32 16, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %15, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = trunc i32 %10 to i8
  %12 = load volatile ptr, ptr %2, align 4
  %13 = load i32, ptr %4, align 4
  %14 = getelementptr inbounds i8, ptr %12, i32 %13
  store i8 %11, ptr %14, align 1
  br label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %6, !llvm.loop !5

18:                                               ; preds = %6
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07IEKFJLG@filled?6?$AA@")
  %20 = load volatile ptr, ptr %2, align 4
  %21 = load volatile i32, ptr %3, align 4
  %22 = getelementptr inbounds i8, ptr %20, i32 %21
  store i8 1, ptr %22, align 1
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DMMPJOBN@after?6?$AA@")
  %24 = load volatile ptr, ptr %2, align 4
  call void @free(ptr noundef %24)
  ret i32 0
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

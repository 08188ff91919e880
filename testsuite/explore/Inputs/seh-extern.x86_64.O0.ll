; ModuleID = 'sehx.c'
source_filename = "sehx.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = comdat any

$"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = comdat any

$"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = comdat any

@"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"ext returned\0A\00", comdat, align 1
@seen = internal global i32 0, align 4
@"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handler %lx\0A\00", comdat, align 1
@"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter sees %lx\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %19, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %7, label %23

7:                                                ; preds = %4
  invoke void @ext() #4
          to label %8 unwind label %10

8:                                                ; preds = %7
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@") #4
          to label %22 unwind label %10

10:                                               ; preds = %8, %7
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"?filt$0@0@main@@"]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = call i32 @llvm.eh.exceptioncode(token %13)
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr @seen, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@", i32 noundef %16)
  br label %18

18:                                               ; preds = %14, %22
  br label %19

19:                                               ; preds = %18
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %4, !llvm.loop !5

22:                                               ; preds = %8
  br label %18

23:                                               ; preds = %4
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @filt(i32 noundef %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @filt(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @seen, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@", i32 noundef %4)
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, -536870846
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  br label %14

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, -536870845
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, i32 -1, i32 0
  br label %14

14:                                               ; preds = %9, %8
  %15 = phi i32 [ 1, %8 ], [ %13, %9 ]
  ret i32 %15
}

declare dso_local void @ext() #2

declare dso_local i32 @__C_specific_handler(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

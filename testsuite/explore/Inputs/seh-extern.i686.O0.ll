; ModuleID = 'seh-extern.c'
source_filename = "seh-extern.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = comdat any

$"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = comdat any

$"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = comdat any

@"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"ext returned\0A\00", comdat, align 1
@seen = internal global i32 0, align 4
@"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handler %lx\0A\00", comdat, align 1
@"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter sees %lx\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %3)
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  invoke void @ext() #5
          to label %8 unwind label %10

8:                                                ; preds = %7
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@") #5
          to label %21 unwind label %10

10:                                               ; preds = %8, %7
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"?filt$0@0@main@@"]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = load i32, ptr @seen, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@", i32 noundef %15)
  br label %17

17:                                               ; preds = %14, %21
  br label %18

18:                                               ; preds = %17
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %4, !llvm.loop !5

21:                                               ; preds = %8
  br label %17

22:                                               ; preds = %4
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @filt(i32 noundef %10)
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

; Function Attrs: noinline nounwind optnone
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

declare dso_local void @ext() #3

declare dso_local i32 @_except_handler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

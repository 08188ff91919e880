; ModuleID = 'src/fault_filter.c'
source_filename = "fault_filter.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

$"??_C@_0EH@FCFOJAJ@1?5the?5filter?8s?5exception?5is?5hand@" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0CL@MDEFPAEB@?5?5main?5handles?5it?0?5the?5fault?5is?5@" = comdat any

$"??_C@_0CL@EMOCGOPG@2?5?4?4?4?5in?5the?5frame?5whose?5filter?5@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_03FBGAFBDB@mid?$AA@" = comdat any

$"??_C@_0CG@LPCLGPII@?5?5mid?5handles?5the?5filter?8s?5excep@" = comdat any

$"??_C@_0P@EBCKDECL@?5?5mid?5goes?5on?6?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@" = comdat any

$"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@" = comdat any

$"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@" = comdat any

$"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@" = comdat any

@"??_C@_0EH@FCFOJAJ@1?5the?5filter?8s?5exception?5is?5hand@" = linkonce_odr dso_local unnamed_addr constant [71 x i8] c"1 the filter's exception is handled below the faulting frame, in main\0A\00", comdat, align 16
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 4
@"??_C@_0CL@MDEFPAEB@?5?5main?5handles?5it?0?5the?5fault?5is?5@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  main handles it, the fault is abandoned\0A\00", comdat, align 8
@raised = internal global i32 0, align 4
@"??_C@_0CL@EMOCGOPG@2?5?4?4?4?5in?5the?5frame?5whose?5filter?5@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"2 ... in the frame whose filter raised it\0A\00", comdat, align 8
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 8
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 4
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 8
@"??_C@_03FBGAFBDB@mid?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mid\00", comdat, align 4
@"??_C@_0CG@LPCLGPII@?5?5mid?5handles?5the?5filter?8s?5excep@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  mid handles the filter's exception\0A\00", comdat, align 8
@"??_C@_0P@EBCKDECL@?5?5mid?5goes?5on?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  mid goes on\0A\00", comdat, align 8
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c" and raises e0000071\00", comdat, align 8
@"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  filter sees %08lx%s\0A\00", comdat, align 8
@"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  store's __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  store %d\0A\00", comdat, align 8
@null_ptr = internal global i32* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([71 x i8], [71 x i8]* @"??_C@_0EH@FCFOJAJ@1?5the?5filter?8s?5exception?5is?5hand@", i64 0, i64 0))
  invoke void @mid(i32 noundef 0) #6
          to label %24 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = call i32 @llvm.eh.exceptioncode(token %8)
  store i32 %10, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@MDEFPAEB@?5?5main?5handles?5it?0?5the?5fault?5is?5@", i64 0, i64 0))
  br label %12

12:                                               ; preds = %9, %24
  store i32 0, i32* @raised, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@EMOCGOPG@2?5?4?4?4?5in?5the?5frame?5whose?5filter?5@", i64 0, i64 0))
  invoke void @mid(i32 noundef 1) #6
          to label %23 unwind label %14

14:                                               ; preds = %12
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %17 to label %18

18:                                               ; preds = %16
  %19 = call i32 @llvm.eh.exceptioncode(token %17)
  store i32 %19, i32* %3, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0))
  br label %21

21:                                               ; preds = %18, %23
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KJDAJCPN@done?6?$AA@", i64 0, i64 0))
  ret i32 0

23:                                               ; preds = %12
  br label %21

24:                                               ; preds = %0
  br label %12
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %5, align 4
  %11 = call i32 @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @show(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %0, i8** %6, align 8
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i8*, i8** %6, align 8
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef %9, i32 noundef %8, i32 noundef %7)
  %11 = load i32, i32* %4, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mid(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %2)
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @store(i32 noundef %5) #6
          to label %24 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind label %13

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@mid@@" to i8*)]
  catchret from %9 to label %10

10:                                               ; preds = %8
  %11 = call i32 @llvm.eh.exceptioncode(token %9)
  store i32 %11, i32* %4, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #6
          to label %22 unwind label %13

13:                                               ; preds = %10, %6
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@mid@@" to i8*)]
  catchret from %16 to label %17

17:                                               ; preds = %15
  %18 = call i32 @llvm.eh.exceptioncode(token %16)
  store i32 %18, i32* %3, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@LPCLGPII@?5?5mid?5handles?5the?5filter?8s?5excep@", i64 0, i64 0))
  br label %20

20:                                               ; preds = %17, %23
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EBCKDECL@?5?5mid?5goes?5on?6?$AA@", i64 0, i64 0))
  ret void

22:                                               ; preds = %10
  br label %23

23:                                               ; preds = %22, %24
  br label %20

24:                                               ; preds = %1
  br label %23
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %5, align 4
  %11 = call i32 @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@mid@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = call i8* @llvm.eh.recoverfp(i8* bitcast (void (i32)* @mid to i8*), i8* %1)
  %6 = call i8* @llvm.localrecover(i8* bitcast (void (i32)* @mid to i8*), i8* %5, i32 0)
  %7 = bitcast i8* %6 to i32*
  %8 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %9 = bitcast i8* %0 to { i32*, i8* }*
  %10 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %9, i32 0, i32 0
  %11 = load i32*, i32** %10, align 8
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %8, align 4
  %13 = load i32, i32* %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %2
  %16 = load i32, i32* %8, align 4
  %17 = icmp eq i32 %16, -536870799
  br label %18

18:                                               ; preds = %15, %2
  %19 = phi i1 [ false, %2 ], [ %17, %15 ]
  %20 = zext i1 %19 to i32
  %21 = load i32, i32* %8, align 4
  %22 = call i32 @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03FBGAFBDB@mid?$AA@", i64 0, i64 0), i32 noundef %21, i32 noundef %20)
  ret i32 %22
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #4

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@mid@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %5, align 4
  %11 = call i32 @raising_filter(i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @raising_filter(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @raised, align 4
  %4 = icmp ne i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@", i64 0, i64 0)
  %7 = load i32, i32* %2, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %7, i8* noundef %6)
  %9 = load i32, i32* @raised, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @raised, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %1
  call void @RaiseException(i32 noundef -536870799, i32 noundef 0, i32 noundef 0, i64* noundef null)
  br label %13

13:                                               ; preds = %12, %1
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3) #6
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@store@@"(i8 noundef 0, i8* noundef %6)
  %7 = load i32, i32* %2, align 4
  %8 = load volatile i32*, i32** @null_ptr, align 8
  store volatile i32 %7, i32* %8, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0))
  ret void

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  %12 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@store@@"(i8 noundef 1, i8* noundef %12) [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #5

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@store@@"(i8 noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 8
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { nofree nosync nounwind willreturn }
attributes #6 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}

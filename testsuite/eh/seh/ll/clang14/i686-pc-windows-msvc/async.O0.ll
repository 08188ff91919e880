; ModuleID = 'src/async.c'
source_filename = "async.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = comdat any

$"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@" = comdat any

$"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = comdat any

$"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = comdat any

$"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = comdat any

@"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"filter sees %08lx\0A\00", comdat, align 1
@nowhere = internal global i32* null, align 4
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"caught from fin_fault\0A\00", comdat, align 1
@"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"divide by zero in the same function, n=%d\0A\00", comdat, align 1
@"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  fin_fault's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fin_fault loads\0A\00", comdat, align 1
@sink = internal global i32 0, align 4

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %3, i32* %4, i32* %5)
  store i32 0, i32* %1, align 4
  store volatile i32 0, i32* %2, align 4
  invoke void @llvm.seh.try.begin()
          to label %6 unwind label %13

6:                                                ; preds = %0
  store volatile i32 1, i32* %2, align 4
  %7 = load volatile i32*, i32** @nowhere, align 4
  %8 = load volatile i32, i32* %7, align 4
  %9 = load volatile i32, i32* %2, align 4
  %10 = add nsw i32 %9, %8
  store volatile i32 %10, i32* %2, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0)) #7
          to label %12 unwind label %13

12:                                               ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %45 unwind label %13

13:                                               ; preds = %12, %6, %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %16 to label %17

17:                                               ; preds = %15
  %18 = load volatile i32, i32* %2, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@", i32 0, i32 0), i32 noundef %18)
  br label %20

20:                                               ; preds = %17, %45
  invoke void @llvm.seh.try.begin()
          to label %21 unwind label %23

21:                                               ; preds = %20
  invoke void @fin_fault() #7
          to label %22 unwind label %23

22:                                               ; preds = %21
  invoke void @llvm.seh.try.end()
          to label %44 unwind label %23

23:                                               ; preds = %22, %21, %20
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@", i32 0, i32 0))
  br label %29

29:                                               ; preds = %27, %44
  store volatile i32 5, i32* %2, align 4
  invoke void @llvm.seh.try.begin()
          to label %30 unwind label %35

30:                                               ; preds = %29
  %31 = load volatile i32, i32* %2, align 4
  %32 = load volatile i32, i32* %2, align 4
  %33 = sub nsw i32 %32, 5
  %34 = sdiv i32 %31, %33
  store volatile i32 %34, i32* %2, align 4
  invoke void @llvm.seh.try.end()
          to label %43 unwind label %35

35:                                               ; preds = %30, %29
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %38 to label %39

39:                                               ; preds = %37
  %40 = load volatile i32, i32* %2, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@", i32 0, i32 0), i32 noundef %40)
  br label %42

42:                                               ; preds = %39, %43
  ret i32 0

43:                                               ; preds = %30
  br label %42

44:                                               ; preds = %22
  br label %29

45:                                               ; preds = %12
  br label %20
}

; Function Attrs: noinline
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %14)
  ret i32 1
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.begin() #4

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nounwind willreturn writeonly
declare dso_local void @llvm.seh.try.end() #4

; Function Attrs: noinline
define internal i32 @"?filt$1@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to { i32*, i8* }*
  %9 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %8, i32 0, i32 0
  %10 = load i32*, i32** %9, align 4
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  ret i32 1
}

; Function Attrs: noinline optnone
define internal void @fin_fault() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %11

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %11

2:                                                ; preds = %1
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@", i32 0, i32 0)) #7
          to label %4 unwind label %11

4:                                                ; preds = %2
  %5 = load volatile i32*, i32** @nowhere, align 4
  %6 = load volatile i32, i32* %5, align 4
  store volatile i32 %6, i32* @sink, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0)) #7
          to label %8 unwind label %11

8:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %9 unwind label %11

9:                                                ; preds = %8
  %10 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@fin_fault@@"(i8 noundef zeroext 0, i8* noundef %10)
  ret void

11:                                               ; preds = %8, %4, %2, %1, %0
  %12 = cleanuppad within none []
  %13 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@fin_fault@@"(i8 noundef zeroext 1, i8* noundef %13) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: noinline
define internal i32 @"?filt$2@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp eq i32 %14, -1073741676
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #5

; Function Attrs: noinline
define internal void @"?fin$0@0@fin_fault@@"(i8 noundef zeroext %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 0, i32 0), i32 noundef %5)
  ret void
}

; Function Attrs: nounwind readnone
declare dso_local void @llvm.seh.scope.begin() #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #2

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind willreturn }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 2, !"eh-asynch", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}

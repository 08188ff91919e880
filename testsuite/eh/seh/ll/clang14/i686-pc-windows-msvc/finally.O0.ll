; ModuleID = 'src/finally.c'
source_filename = "finally.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = comdat any

$"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

$"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

@"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"work(%d, 0) = %d\0A\00", comdat, align 1
@"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"work(1, 1) = %d\0A\00", comdat, align 1
@"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught %08lx after both __finally\0A\00", comdat, align 1
@"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  outer __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1
@"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  inner __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %3)
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %4

4:                                                ; preds = %12, %0
  %5 = load i32, i32* %2, align 4
  %6 = icmp sle i32 %5, 3
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = call i32 @work(i32 noundef %8, i32 noundef 0)
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef %9)
  br label %12

12:                                               ; preds = %7
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %2, align 4
  br label %4, !llvm.loop !4

15:                                               ; preds = %4
  %16 = invoke i32 @work(i32 noundef 1, i32 noundef 1) #5
          to label %17 unwind label %19

17:                                               ; preds = %15
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %16) #5
          to label %27 unwind label %19

19:                                               ; preds = %17, %15
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %22 to label %23

23:                                               ; preds = %21
  %24 = load i32, i32* %3, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@", i32 0, i32 0), i32 noundef %24)
  br label %26

26:                                               ; preds = %23, %27
  ret i32 0

27:                                               ; preds = %17
  br label %26
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @work(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %4, i32* %5)
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  store i32 %6, i32* %5, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %20

10:                                               ; preds = %2
  %11 = load i32, i32* %5, align 4
  %12 = add nsw i32 %11, 100
  store i32 %12, i32* %5, align 4
  %13 = load i32, i32* %3, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %10
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870896, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %16 unwind label %25

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16, %10
  %18 = load i32, i32* %5, align 4
  %19 = add nsw i32 %18, 1000
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %17, %9
  %21 = call i8* @llvm.localaddress()
  invoke void @"?fin$1@0@work@@"(i8 noundef zeroext 0, i8* noundef %21) #5
          to label %22 unwind label %29

22:                                               ; preds = %20
  %23 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@work@@"(i8 noundef zeroext 0, i8* noundef %23)
  %24 = load i32, i32* %5, align 4
  ret i32 %24

25:                                               ; preds = %15
  %26 = cleanuppad within none []
  %27 = call i8* @llvm.localaddress()
  invoke void @"?fin$1@0@work@@"(i8 noundef zeroext 1, i8* noundef %27) #5 [ "funclet"(token %26) ]
          to label %28 unwind label %29

28:                                               ; preds = %25
  cleanupret from %26 unwind label %29

29:                                               ; preds = %28, %25, %20
  %30 = cleanuppad within none []
  %31 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@work@@"(i8 noundef zeroext 1, i8* noundef %31) [ "funclet"(token %30) ]
  cleanupret from %30 unwind to caller
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
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
  %15 = icmp eq i32 %14, -536870896
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@work@@"(i8 noundef zeroext %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 1)
  %8 = bitcast i8* %7 to i32*
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %9 = zext i8 %0 to i32
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 0, i32 0), i32 noundef %11, i32 noundef %10, i32 noundef %9)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @"?fin$1@0@work@@"(i8 noundef zeroext %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = call i8* @llvm.localrecover(i8* bitcast (i32 (i32, i32)* @work to i8*), i8* %1, i32 1)
  %8 = bitcast i8* %7 to i32*
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %9 = zext i8 %0 to i32
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 0, i32 0), i32 noundef %11, i32 noundef %10, i32 noundef %9)
  %13 = load i32, i32* %8, align 4
  %14 = add nsw i32 %13, 10
  store i32 %14, i32* %8, align 4
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

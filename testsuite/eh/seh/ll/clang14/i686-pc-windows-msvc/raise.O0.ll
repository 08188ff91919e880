; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i32] }

$"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@" = comdat any

$"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = comdat any

$"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = comdat any

$"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_03OFAPEBGM@?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = comdat any

@"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"1 handled\0A\00", comdat, align 1
@"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"2 handled (15 parameters kept)\0A\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"3 handled %08lx\0A\00", comdat, align 1
@"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"  code %08lx flags %lu params %lu:\00", comdat, align 1
@"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c" %lu\00", comdat, align 1
@"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c" (chained)\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_03OFAPEBGM@?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s\0A\00", comdat, align 1
@"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  chained: code %08lx flags %lu\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %4, i32* %5, i32* %6, i32* %7)
  store i32 0, i32* %1, align 4
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 20
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 100, %12
  %14 = load i32, i32* %3, align 4
  %15 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i32 0, i32 %14
  store i32 %13, i32* %15, align 4
  br label %16

16:                                               ; preds = %11
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %3, align 4
  br label %8, !llvm.loop !4

19:                                               ; preds = %8
  %20 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, i32* noundef %20) #5
          to label %57 unwind label %21

21:                                               ; preds = %19
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@", i32 0, i32 0))
  br label %27

27:                                               ; preds = %25, %57
  %28 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, i32* noundef %28) #5
          to label %56 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %32 to label %33

33:                                               ; preds = %31
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@", i32 0, i32 0))
  br label %35

35:                                               ; preds = %33, %56
  %36 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, i32* noundef %36) #5
          to label %37 unwind label %39

37:                                               ; preds = %35
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i32 0, i32 0)) #5
          to label %55 unwind label %39

39:                                               ; preds = %37, %35
  %40 = catchswitch within none [label %41] unwind label %45

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i32 ()* @"?filt$3@0@main@@" to i8*)]
  catchret from %42 to label %43

43:                                               ; preds = %41
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i32 0, i32 0)) #5
          to label %53 unwind label %45

45:                                               ; preds = %43, %39
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %48 to label %49

49:                                               ; preds = %47
  %50 = load i32, i32* %6, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %50)
  br label %52

52:                                               ; preds = %49, %54
  ret i32 0

53:                                               ; preds = %43
  br label %54

54:                                               ; preds = %53, %55
  br label %52

55:                                               ; preds = %37
  br label %54

56:                                               ; preds = %27
  br label %35

57:                                               ; preds = %19
  br label %27
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to { i32*, i8* }*
  %9 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %8, i32 0, i32 0
  %10 = load i32*, i32** %9, align 4
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  %12 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %13 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %12, i32 noundef 1)
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @show(%struct.EXCEPTION_POINTERS* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.EXCEPTION_POINTERS*, align 4
  %5 = alloca %struct.EXCEPTION_RECORD*, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.EXCEPTION_POINTERS* %0, %struct.EXCEPTION_POINTERS** %4, align 4
  %7 = load %struct.EXCEPTION_POINTERS*, %struct.EXCEPTION_POINTERS** %4, align 4
  %8 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %7, i32 0, i32 0
  %9 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %8, align 4
  store %struct.EXCEPTION_RECORD* %9, %struct.EXCEPTION_RECORD** %5, align 4
  %10 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %11 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %10, i32 0, i32 4
  %12 = load i32, i32* %11, align 4
  %13 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %14 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i32 0, i32 0), i32 noundef %18, i32 noundef %15, i32 noundef %12)
  store i32 0, i32* %6, align 4
  br label %20

20:                                               ; preds = %33, %2
  %21 = load i32, i32* %6, align 4
  %22 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %22, i32 0, i32 4
  %24 = load i32, i32* %23, align 4
  %25 = icmp ult i32 %21, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %20
  %27 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %28 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %27, i32 0, i32 5
  %29 = load i32, i32* %6, align 4
  %30 = getelementptr inbounds [15 x i32], [15 x i32]* %28, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i32 0, i32 0), i32 noundef %31)
  br label %33

33:                                               ; preds = %26
  %34 = load i32, i32* %6, align 4
  %35 = add i32 %34, 1
  store i32 %35, i32* %6, align 4
  br label %20, !llvm.loop !6

36:                                               ; preds = %20
  %37 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %38 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %37, i32 0, i32 2
  %39 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %38, align 4
  %40 = icmp ne %struct.EXCEPTION_RECORD* %39, null
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OFAPEBGM@?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %42)
  %44 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %45 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %44, i32 0, i32 2
  %46 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %45, align 4
  %47 = icmp ne %struct.EXCEPTION_RECORD* %46, null
  br i1 %47, label %48, label %60

48:                                               ; preds = %36
  %49 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %50 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %49, i32 0, i32 2
  %51 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %50, align 4
  %52 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 4
  %55 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %54, i32 0, i32 2
  %56 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %55, align 4
  %57 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %56, i32 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i32 0, i32 0), i32 noundef %58, i32 noundef %53)
  br label %60

60:                                               ; preds = %48, %36
  %61 = load i32, i32* %3, align 4
  ret i32 %61
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) #3

declare dso_local i32 @_except_handler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind
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
  %12 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %13 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %12, i32 noundef 1)
  ret i32 %13
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$2@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to { i32*, i8* }*
  %9 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %8, i32 0, i32 0
  %10 = load i32*, i32** %9, align 4
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  %12 = bitcast i8* %7 to %struct.EXCEPTION_POINTERS*
  %13 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %12, i32 noundef 1)
  ret i32 %13
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$3@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
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
  %15 = icmp eq i32 %14, -536870878
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 -1, i32 0
  %18 = bitcast i8* %9 to %struct.EXCEPTION_POINTERS*
  %19 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %18, i32 noundef %17)
  ret i32 %19
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}

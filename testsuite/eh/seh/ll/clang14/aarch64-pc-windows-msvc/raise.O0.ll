; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }

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

@"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"1 handled\0A\00", comdat, align 8
@"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"2 handled (15 parameters kept)\0A\00", comdat, align 8
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 8
@"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"3 handled %08lx\0A\00", comdat, align 8
@"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"  code %08lx flags %lu params %lu:\00", comdat, align 8
@"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c" %lu\00", comdat, align 4
@"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c" (chained)\00", comdat, align 8
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_03OFAPEBGM@?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s\0A\00", comdat, align 4
@"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  chained: code %08lx flags %lu\0A\00", comdat, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 20
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 100, %12
  %14 = sext i32 %13 to i64
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [20 x i64], [20 x i64]* %2, i64 0, i64 %16
  store i64 %14, i64* %17, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %3, align 4
  br label %8, !llvm.loop !8

21:                                               ; preds = %8
  %22 = getelementptr inbounds [20 x i64], [20 x i64]* %2, i64 0, i64 0
  invoke void @RaiseException(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, i64* noundef %22) #4
          to label %63 unwind label %23

23:                                               ; preds = %21
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = call i32 @llvm.eh.exceptioncode(token %26)
  store i32 %28, i32* %4, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@", i64 0, i64 0))
  br label %30

30:                                               ; preds = %27, %63
  %31 = getelementptr inbounds [20 x i64], [20 x i64]* %2, i64 0, i64 0
  invoke void @RaiseException(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, i64* noundef %31) #4
          to label %62 unwind label %32

32:                                               ; preds = %30
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %35 to label %36

36:                                               ; preds = %34
  %37 = call i32 @llvm.eh.exceptioncode(token %35)
  store i32 %37, i32* %5, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@", i64 0, i64 0))
  br label %39

39:                                               ; preds = %36, %62
  %40 = getelementptr inbounds [20 x i64], [20 x i64]* %2, i64 0, i64 0
  invoke void @RaiseException(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, i64* noundef %40) #4
          to label %41 unwind label %43

41:                                               ; preds = %39
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #4
          to label %61 unwind label %43

43:                                               ; preds = %41, %39
  %44 = catchswitch within none [label %45] unwind label %50

45:                                               ; preds = %43
  %46 = catchpad within %44 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %46 to label %47

47:                                               ; preds = %45
  %48 = call i32 @llvm.eh.exceptioncode(token %46)
  store i32 %48, i32* %7, align 4
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #4
          to label %59 unwind label %50

50:                                               ; preds = %47, %43
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %53 to label %54

54:                                               ; preds = %52
  %55 = call i32 @llvm.eh.exceptioncode(token %53)
  store i32 %55, i32* %6, align 4
  %56 = load i32, i32* %6, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %56)
  br label %58

58:                                               ; preds = %54, %60
  ret i32 0

59:                                               ; preds = %47
  br label %60

60:                                               ; preds = %59, %61
  br label %58

61:                                               ; preds = %41
  br label %60

62:                                               ; preds = %30
  br label %39

63:                                               ; preds = %21
  br label %30
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
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
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @show(%struct.EXCEPTION_POINTERS* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.EXCEPTION_POINTERS*, align 8
  %5 = alloca %struct.EXCEPTION_RECORD*, align 8
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.EXCEPTION_POINTERS* %0, %struct.EXCEPTION_POINTERS** %4, align 8
  %7 = load %struct.EXCEPTION_POINTERS*, %struct.EXCEPTION_POINTERS** %4, align 8
  %8 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %7, i32 0, i32 0
  %9 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %8, align 8
  store %struct.EXCEPTION_RECORD* %9, %struct.EXCEPTION_RECORD** %5, align 8
  %10 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %11 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %10, i32 0, i32 4
  %12 = load i32, i32* %11, align 8
  %13 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %14 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 8
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i64 0, i64 0), i32 noundef %18, i32 noundef %15, i32 noundef %12)
  store i32 0, i32* %6, align 4
  br label %20

20:                                               ; preds = %35, %2
  %21 = load i32, i32* %6, align 4
  %22 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %22, i32 0, i32 4
  %24 = load i32, i32* %23, align 8
  %25 = icmp ult i32 %21, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %20
  %27 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %28 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %27, i32 0, i32 5
  %29 = load i32, i32* %6, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [15 x i64], [15 x i64]* %28, i64 0, i64 %30
  %32 = load i64, i64* %31, align 8
  %33 = trunc i64 %32 to i32
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i64 0, i64 0), i32 noundef %33)
  br label %35

35:                                               ; preds = %26
  %36 = load i32, i32* %6, align 4
  %37 = add i32 %36, 1
  store i32 %37, i32* %6, align 4
  br label %20, !llvm.loop !10

38:                                               ; preds = %20
  %39 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %40 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %39, i32 0, i32 2
  %41 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %40, align 8
  %42 = icmp ne %struct.EXCEPTION_RECORD* %41, null
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OFAPEBGM@?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %44)
  %46 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %47 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %46, i32 0, i32 2
  %48 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %47, align 8
  %49 = icmp ne %struct.EXCEPTION_RECORD* %48, null
  br i1 %49, label %50, label %62

50:                                               ; preds = %38
  %51 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %52 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %51, i32 0, i32 2
  %53 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %52, align 8
  %54 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %53, i32 0, i32 1
  %55 = load i32, i32* %54, align 4
  %56 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %57 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %56, i32 0, i32 2
  %58 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %57, align 8
  %59 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %58, i32 0, i32 0
  %60 = load i32, i32* %59, align 8
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i64 0, i64 0), i32 noundef %60, i32 noundef %55)
  br label %62

62:                                               ; preds = %50, %38
  %63 = load i32, i32* %3, align 4
  ret i32 %63
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) #2

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
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
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$2@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
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
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
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
  %11 = icmp eq i32 %10, -536870878
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, i32 -1, i32 0
  %14 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %15 = call i32 @show(%struct.EXCEPTION_POINTERS* noundef %14, i32 noundef %13)
  ret i32 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}

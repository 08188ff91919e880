; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.EXCEPTION_POINTERS = type { ptr, ptr }
%struct.EXCEPTION_RECORD = type { i32, i32, ptr, ptr, i32, [15 x i32] }

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
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %4, ptr %5, ptr %6, ptr %7)
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 20
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 100, %12
  %14 = load i32, ptr %3, align 4
  %15 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 %14
  store i32 %13, ptr %15, align 4
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %8, !llvm.loop !5

19:                                               ; preds = %8
  %20 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, ptr noundef %20) #5
          to label %57 unwind label %21

21:                                               ; preds = %19
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"?filt$0@0@main@@"]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@GENMDGHJ@1?5handled?6?$AA@")
  br label %27

27:                                               ; preds = %25, %57
  %28 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, ptr noundef %28) #5
          to label %56 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"?filt$1@0@main@@"]
  catchret from %32 to label %33

33:                                               ; preds = %31
  %34 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@PEEKEFHP@2?5handled?5?$CI15?5parameters?5kept?$CJ?6?$AA@")
  br label %35

35:                                               ; preds = %33, %56
  %36 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, ptr noundef %36) #5
          to label %37 unwind label %39

37:                                               ; preds = %35
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #5
          to label %55 unwind label %39

39:                                               ; preds = %37, %35
  %40 = catchswitch within none [label %41] unwind label %45

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"?filt$3@0@main@@"]
  catchret from %42 to label %43

43:                                               ; preds = %41
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #5
          to label %53 unwind label %45

45:                                               ; preds = %43, %39
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"?filt$2@0@main@@"]
  catchret from %48 to label %49

49:                                               ; preds = %47
  %50 = load i32, ptr %6, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i32 noundef %50)
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
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @show(ptr noundef %5, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @show(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.EXCEPTION_POINTERS, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  store ptr %9, ptr %5, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %10, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %5, align 4
  %14 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %5, align 4
  %17 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i32 noundef %18, i32 noundef %15, i32 noundef %12)
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %33, %2
  %21 = load i32, ptr %6, align 4
  %22 = load ptr, ptr %5, align 4
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %22, i32 0, i32 4
  %24 = load i32, ptr %23, align 4
  %25 = icmp ult i32 %21, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %20
  %27 = load ptr, ptr %5, align 4
  %28 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %27, i32 0, i32 5
  %29 = load i32, ptr %6, align 4
  %30 = getelementptr inbounds [15 x i32], ptr %28, i32 0, i32 %29
  %31 = load i32, ptr %30, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i32 noundef %31)
  br label %33

33:                                               ; preds = %26
  %34 = load i32, ptr %6, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %20, !llvm.loop !7

36:                                               ; preds = %20
  %37 = load ptr, ptr %5, align 4
  %38 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %37, i32 0, i32 2
  %39 = load ptr, ptr %38, align 4
  %40 = icmp ne ptr %39, null
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, ptr @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@"
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03OFAPEBGM@?$CFs?6?$AA@", ptr noundef %42)
  %44 = load ptr, ptr %5, align 4
  %45 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %44, i32 0, i32 2
  %46 = load ptr, ptr %45, align 4
  %47 = icmp ne ptr %46, null
  br i1 %47, label %48, label %60

48:                                               ; preds = %36
  %49 = load ptr, ptr %5, align 4
  %50 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %49, i32 0, i32 2
  %51 = load ptr, ptr %50, align 4
  %52 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %5, align 4
  %55 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %54, i32 0, i32 2
  %56 = load ptr, ptr %55, align 4
  %57 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i32 noundef %58, i32 noundef %53)
  br label %60

60:                                               ; preds = %48, %36
  %61 = load i32, ptr %3, align 4
  ret i32 %61
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #3

declare dso_local i32 @_except_handler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind
define internal i32 @"?filt$1@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @show(ptr noundef %5, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$2@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 2)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @show(ptr noundef %5, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$3@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 3)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 3)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, -536870878
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, i32 -1, i32 0
  %14 = call i32 @show(ptr noundef %6, i32 noundef %13)
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}

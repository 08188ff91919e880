; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_0BH@DOMDCEBK@1?5read?5of?5null?5caught?6?$AA@" = comdat any

$"??_C@_0BI@PAGHIDJO@2?5write?5to?5null?5caught?6?$AA@" = comdat any

$"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = comdat any

$"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = comdat any

$"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = comdat any

@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1
@"??_C@_0BH@DOMDCEBK@1?5read?5of?5null?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"1 read of null caught\0A\00", comdat, align 1
@"??_C@_0BI@PAGHIDJO@2?5write?5to?5null?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"2 write to null caught\0A\00", comdat, align 1
@"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"3 divide by zero caught: %08lx\0A\00", comdat, align 1
@tries = internal global i32 0, align 4
@"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"4 the load ran %d times, then the handler\0A\00", comdat, align 1
@"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  code %08lx params %lu: %lu %lu\0A\00", comdat, align 1
@"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  try %d sees %08lx\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = invoke i32 @load(i32* noundef null) #4
          to label %7 unwind label %9

7:                                                ; preds = %0
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6) #4
          to label %52 unwind label %9

9:                                                ; preds = %7, %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 @llvm.eh.exceptioncode(token %12)
  store i32 %14, i32* %2, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@DOMDCEBK@1?5read?5of?5null?5caught?6?$AA@", i64 0, i64 0))
  br label %16

16:                                               ; preds = %13, %52
  invoke void @store(i32* noundef null, i32 noundef 1) #4
          to label %51 unwind label %17

17:                                               ; preds = %16
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %20 to label %21

21:                                               ; preds = %19
  %22 = call i32 @llvm.eh.exceptioncode(token %20)
  store i32 %22, i32* %3, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PAGHIDJO@2?5write?5to?5null?5caught?6?$AA@", i64 0, i64 0))
  br label %24

24:                                               ; preds = %21, %51
  %25 = invoke i32 @quotient(i32 noundef 7, i32 noundef 0) #4
          to label %26 unwind label %28

26:                                               ; preds = %24
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25) #4
          to label %50 unwind label %28

28:                                               ; preds = %26, %24
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %31 to label %32

32:                                               ; preds = %30
  %33 = call i32 @llvm.eh.exceptioncode(token %31)
  store i32 %33, i32* %4, align 4
  %34 = load i32, i32* %4, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %34)
  br label %36

36:                                               ; preds = %32, %50
  %37 = invoke i32 @load(i32* noundef null) #4
          to label %38 unwind label %40

38:                                               ; preds = %36
  %39 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %37) #4
          to label %49 unwind label %40

40:                                               ; preds = %38, %36
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %43 to label %44

44:                                               ; preds = %42
  %45 = call i32 @llvm.eh.exceptioncode(token %43)
  store i32 %45, i32* %5, align 4
  %46 = load i32, i32* @tries, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i64 0, i64 0), i32 noundef %46)
  br label %48

48:                                               ; preds = %44, %49
  ret i32 0

49:                                               ; preds = %38
  br label %48

50:                                               ; preds = %26
  br label %36

51:                                               ; preds = %16
  br label %24

52:                                               ; preds = %7
  br label %16
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
  %11 = call i32 @av(%struct.EXCEPTION_POINTERS* noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @av(%struct.EXCEPTION_POINTERS* noundef %0) #0 {
  %2 = alloca %struct.EXCEPTION_POINTERS*, align 8
  %3 = alloca %struct.EXCEPTION_RECORD*, align 8
  store %struct.EXCEPTION_POINTERS* %0, %struct.EXCEPTION_POINTERS** %2, align 8
  %4 = load %struct.EXCEPTION_POINTERS*, %struct.EXCEPTION_POINTERS** %2, align 8
  %5 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %4, i32 0, i32 0
  %6 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  store %struct.EXCEPTION_RECORD* %6, %struct.EXCEPTION_RECORD** %3, align 8
  %7 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8
  %8 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %7, i32 0, i32 5
  %9 = getelementptr inbounds [15 x i64], [15 x i64]* %8, i64 0, i64 1
  %10 = load i64, i64* %9, align 8
  %11 = trunc i64 %10 to i32
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 5
  %14 = getelementptr inbounds [15 x i64], [15 x i64]* %13, i64 0, i64 0
  %15 = load i64, i64* %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8
  %18 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %17, i32 0, i32 4
  %19 = load i32, i32* %18, align 8
  %20 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8
  %21 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 8
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i64 0, i64 0), i32 noundef %22, i32 noundef %19, i32 noundef %16, i32 noundef %11)
  %24 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %3, align 8
  %25 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 8
  %27 = icmp eq i32 %26, -1073741819
  %28 = zext i1 %27 to i32
  ret i32 %28
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load volatile i32, i32* %3, align 4
  ret i32 %4
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

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
  %11 = call i32 @av(%struct.EXCEPTION_POINTERS* noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = load i32*, i32** %4, align 8
  store volatile i32 %5, i32* %6, align 4
  ret void
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
  %10 = load i32, i32* %5, align 4
  %11 = icmp eq i32 %10, -1073741676
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @quotient(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store volatile i32 %1, i32* %3, align 4
  store volatile i32 %0, i32* %4, align 4
  %5 = load volatile i32, i32* %4, align 4
  %6 = load volatile i32, i32* %3, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
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
  %11 = call i32 @retry(i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @retry(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @tries, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @tries, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %3)
  %7 = load i32, i32* @tries, align 4
  %8 = icmp slt i32 %7, 3
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, i32 -1, i32 1
  ret i32 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}

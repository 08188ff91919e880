; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.EXCEPTION_POINTERS = type { ptr, ptr }
%struct.EXCEPTION_RECORD = type { i32, i32, ptr, ptr, i32, [15 x i32] }

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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2, ptr %3, ptr %4, ptr %5)
  store i32 0, ptr %1, align 4
  %6 = invoke i32 @load(ptr noundef null) #5
          to label %7 unwind label %9

7:                                                ; preds = %0
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %6) #5
          to label %48 unwind label %9

9:                                                ; preds = %7, %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"?filt$0@0@main@@"]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOMDCEBK@1?5read?5of?5null?5caught?6?$AA@")
  br label %15

15:                                               ; preds = %13, %48
  invoke void @store(ptr noundef null, i32 noundef 1) #5
          to label %47 unwind label %16

16:                                               ; preds = %15
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"?filt$1@0@main@@"]
  catchret from %19 to label %20

20:                                               ; preds = %18
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@PAGHIDJO@2?5write?5to?5null?5caught?6?$AA@")
  br label %22

22:                                               ; preds = %20, %47
  %23 = invoke i32 @quotient(i32 noundef 7, i32 noundef 0) #5
          to label %24 unwind label %26

24:                                               ; preds = %22
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %23) #5
          to label %46 unwind label %26

26:                                               ; preds = %24, %22
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @"?filt$2@0@main@@"]
  catchret from %29 to label %30

30:                                               ; preds = %28
  %31 = load i32, ptr %4, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i32 noundef %31)
  br label %33

33:                                               ; preds = %30, %46
  %34 = invoke i32 @load(ptr noundef null) #5
          to label %35 unwind label %37

35:                                               ; preds = %33
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %34) #5
          to label %45 unwind label %37

37:                                               ; preds = %35, %33
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr @"?filt$3@0@main@@"]
  catchret from %40 to label %41

41:                                               ; preds = %39
  %42 = load i32, ptr @tries, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i32 noundef %42)
  br label %44

44:                                               ; preds = %41, %45
  ret i32 0

45:                                               ; preds = %35
  br label %44

46:                                               ; preds = %24
  br label %33

47:                                               ; preds = %15
  br label %22

48:                                               ; preds = %7
  br label %15
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
  %9 = call i32 @av(ptr noundef %5)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @av(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds %struct.EXCEPTION_POINTERS, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %7, i32 0, i32 5
  %9 = getelementptr inbounds [15 x i32], ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %11, i32 0, i32 5
  %13 = getelementptr inbounds [15 x i32], ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %15, i32 0, i32 4
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %3, align 4
  %19 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 noundef %20, i32 noundef %17, i32 noundef %14, i32 noundef %10)
  %22 = load ptr, ptr %3, align 4
  %23 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, -1073741819
  %26 = zext i1 %25 to i32
  ret i32 %26
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @load(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load volatile i32, ptr %3, align 4
  ret i32 %4
}

declare dso_local i32 @_except_handler3(...)

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
  %9 = call i32 @av(ptr noundef %5)
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal void @store(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  store volatile i32 %5, ptr %6, align 4
  ret void
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$2@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 2)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 2)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, -1073741676
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @quotient(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store volatile i32 %1, ptr %3, align 4
  store volatile i32 %0, ptr %4, align 4
  %5 = load volatile i32, ptr %4, align 4
  %6 = load volatile i32, ptr %3, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
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
  %11 = call i32 @retry(i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @retry(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @tries, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @tries, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i32 noundef %5, i32 noundef %3)
  %7 = load i32, ptr @tries, align 4
  %8 = icmp slt i32 %7, 3
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, i32 -1, i32 1
  ret i32 %10
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

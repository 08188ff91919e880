; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Outer = type { i32 }
%struct.Inner = type { i32 }

$"??0Outer@@QAE@H@Z" = comdat any

$"??0Outer@@QAE@ABU0@@Z" = comdat any

$"??1Outer@@QAE@XZ" = comdat any

$"??_R0?AUOuter@@@8" = comdat any

$"??_R0?AUInner@@@8" = comdat any

$"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUOuter@@" = comdat any

$"_TI1?AUOuter@@" = comdat any

$"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@" = comdat any

$"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUInner@@@84" = comdat any

$"_CTA1?AUInner@@" = comdat any

$"_TI1?AUInner@@" = comdat any

$"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUOuter@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUOuter@@\00" }, comdat
@"??_R0?AUInner@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUInner@@\00" }, comdat
@"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Outer* (%struct.Outer*, %struct.Outer*)* @"??0Outer@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Outer*)* @"??1Outer@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUOuter@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", comdat, align 1
@"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"never: Outer\0A\00", comdat, align 1
@"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", comdat, align 1
@"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", comdat, align 1
@"_CT??_R0?AUInner@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUInner@@@84"] }, section ".xdata", comdat
@"_TI1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUInner@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", comdat, align 1
@"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.Inner*, align 4
  %4 = alloca %struct.Outer, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca %struct.Inner*, align 4
  %7 = alloca %struct.Outer, align 4
  %8 = alloca %struct.Outer*, align 4
  store i32 0, i32* %1, align 4
  %9 = invoke x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@H@Z"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef -1)
          to label %10 unwind label %12

10:                                               ; preds = %0
  %11 = bitcast %struct.Outer* %2 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI1?AUOuter@@") #4
          to label %60 unwind label %12

12:                                               ; preds = %10, %0
  %13 = catchswitch within none [label %14, label %24] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@", i32 0, i32 0)) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %14
  br label %18

18:                                               ; preds = %17, %30
  %19 = invoke x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@H@Z"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 5)
          to label %20 unwind label %33

20:                                               ; preds = %18
  %21 = invoke x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@ABU0@@Z"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %5, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %4)
          to label %22 unwind label %31

22:                                               ; preds = %20
  %23 = bitcast %struct.Outer* %5 to i8*
  invoke void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @"_TI1?AUOuter@@") #4
          to label %60 unwind label %31

24:                                               ; preds = %12
  %25 = catchpad within %13 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %3]
  %26 = load %struct.Inner*, %struct.Inner** %3, align 4
  %27 = getelementptr inbounds %struct.Inner, %struct.Inner* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %28) [ "funclet"(token %25) ]
  catchret from %25 to label %30

30:                                               ; preds = %24
  br label %18

31:                                               ; preds = %22, %20
  %32 = cleanuppad within none []
  call x86_thiscallcc void @"??1Outer@@QAE@XZ"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %33

33:                                               ; preds = %31, %18
  %34 = catchswitch within none [label %35, label %53] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@GEGDNKGF@never?3?5Outer?6?$AA@", i32 0, i32 0)) [ "funclet"(token %36) ]
  catchret from %36 to label %38

38:                                               ; preds = %35
  br label %39

39:                                               ; preds = %38, %59
  %40 = invoke x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@H@Z"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
          to label %41 unwind label %43

41:                                               ; preds = %39
  %42 = bitcast %struct.Outer* %7 to i8*
  invoke void @_CxxThrowException(i8* %42, %eh.ThrowInfo* @"_TI1?AUOuter@@") #4
          to label %60 unwind label %43

43:                                               ; preds = %41, %39
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, %struct.Outer** %8]
  %47 = load %struct.Outer*, %struct.Outer** %8, align 4
  %48 = getelementptr inbounds %struct.Outer, %struct.Outer* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %49) [ "funclet"(token %46) ]
  catchret from %46 to label %51

51:                                               ; preds = %45
  br label %52

52:                                               ; preds = %51
  ret i32 0

53:                                               ; preds = %33
  %54 = catchpad within %34 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %6]
  %55 = load %struct.Inner*, %struct.Inner** %6, align 4
  %56 = getelementptr inbounds %struct.Inner, %struct.Inner* %55, i32 0, i32 0
  %57 = load i32, i32* %56, align 4
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %57) [ "funclet"(token %54) ]
  catchret from %54 to label %59

59:                                               ; preds = %53
  br label %39

60:                                               ; preds = %41, %22, %10
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@H@Z"(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Outer*, align 4
  %5 = alloca %struct.Inner, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Outer* %0, %struct.Outer** %4, align 4
  %6 = load %struct.Outer*, %struct.Outer** %4, align 4
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %10)
  %12 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Inner, %struct.Inner* %5, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 4
  %19 = bitcast %struct.Inner* %5 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI1?AUInner@@") #4
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %6
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@ABU0@@Z"(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Outer*, align 4
  %4 = alloca %struct.Outer*, align 4
  %5 = alloca %struct.Inner, align 4
  store %struct.Outer* %1, %struct.Outer** %3, align 4
  store %struct.Outer* %0, %struct.Outer** %4, align 4
  %6 = load %struct.Outer*, %struct.Outer** %4, align 4
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %8 = load %struct.Outer*, %struct.Outer** %3, align 4
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %12)
  %14 = getelementptr inbounds %struct.Outer, %struct.Outer* %6, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = icmp eq i32 %15, 5
  br i1 %16, label %17, label %20

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.Inner, %struct.Inner* %5, i32 0, i32 0
  store i32 50, i32* %18, align 4
  %19 = bitcast %struct.Inner* %5 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI1?AUInner@@") #4
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Outer@@QAE@XZ"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}

; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%struct.Obj = type { i32 }

$"??0Obj@@QAE@H@Z" = comdat any

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??1Obj@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUObj@@\00" }, comdat
@"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", comdat, align 1
@"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", comdat, align 1
@"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", comdat, align 1
@"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", comdat, align 1
@"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0N@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1N to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Obj* (%struct.Obj*, %struct.Obj*)* @"??0Obj@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Obj*)* @"??1Obj@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUObj@@" to i8*) }, section ".xdata", comdat
@"?x@?1??thrower@@YAXH@Z@4HA" = internal global i32 4, align 4
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAH\00" }, comdat
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAH to i8*) }, section ".xdata", comdat
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"Obj copy(%d)\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %27, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %53

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %10)
          to label %51 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind label %18

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* null, i32 64, i8* null]
  %15 = load i32, i32* %2, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %15) [ "funclet"(token %14) ]
          to label %17 unwind label %18

17:                                               ; preds = %13
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %14) ]
          to label %54 unwind label %18

18:                                               ; preds = %17, %13, %11
  %19 = catchswitch within none [label %20, label %30, label %38, label %46] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %22 = load i32, i32* %5, align 4
  %23 = load i32, i32* %2, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %23, i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %37, %45, %50, %52
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %2, align 4
  br label %6, !llvm.loop !4

30:                                               ; preds = %18
  %31 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %4]
  %32 = load double, double* %4, align 8
  %33 = fmul double %32, 1.000000e+01
  %34 = fptosi double %33 to i32
  %35 = load i32, i32* %2, align 4
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %35, i32 noundef %34) [ "funclet"(token %31) ]
  catchret from %31 to label %37

37:                                               ; preds = %30
  br label %26

38:                                               ; preds = %18
  %39 = catchpad within %19 [%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8", i32 8, %struct.Obj** %3]
  %40 = load %struct.Obj*, %struct.Obj** %3, align 4
  %41 = getelementptr inbounds %struct.Obj, %struct.Obj* %40, i32 0, i32 0
  %42 = load i32, i32* %41, align 4
  %43 = load i32, i32* %2, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %43, i32 noundef %42) [ "funclet"(token %39) ]
  catchret from %39 to label %45

45:                                               ; preds = %38
  br label %26

46:                                               ; preds = %18
  %47 = catchpad within %19 [i8* null, i32 64, i8* null]
  %48 = load i32, i32* %2, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %48) [ "funclet"(token %47) ]
  catchret from %47 to label %50

50:                                               ; preds = %46
  br label %26

51:                                               ; preds = %9
  br label %52

52:                                               ; preds = %51
  br label %26

53:                                               ; preds = %6
  ret i32 0

54:                                               ; preds = %17
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca %struct.Obj, align 4
  %6 = alloca i32*, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  store i32 17, i32* %3, align 4
  %10 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @_TI1H) #5
  unreachable

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  store double 2.500000e+00, double* %4, align 8
  %15 = bitcast double* %4 to i8*
  call void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @_TI1N) #5
  unreachable

16:                                               ; preds = %11
  %17 = load i32, i32* %2, align 4
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %19, label %22

19:                                               ; preds = %16
  %20 = call x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 3)
  %21 = bitcast %struct.Obj* %5 to i8*
  call void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI1?AUObj@@") #5
  unreachable

22:                                               ; preds = %16
  store i32* @"?x@?1??thrower@@YAXH@Z@4HA", i32** %6, align 4
  %23 = bitcast i32** %6 to i8*
  call void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @_TI2PAH) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Obj*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Obj* %0, %struct.Obj** %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %4, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %9)
  ret %struct.Obj* %5
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@ABU0@@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Obj* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca %struct.Obj*, align 4
  store %struct.Obj* %1, %struct.Obj** %3, align 4
  store %struct.Obj* %0, %struct.Obj** %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %4, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load %struct.Obj*, %struct.Obj** %3, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %11)
  ret %struct.Obj* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor3 = type { i8**, i8*, [4 x i8] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0D@8" = comdat any

$"??_R0_N@8" = comdat any

$"??_R0_J@8" = comdat any

$"??_R0?AW4Color@@@8" = comdat any

$"??_R0?AW4Mode@@@8" = comdat any

$"??_R0F@8" = comdat any

$"??_R0M@8" = comdat any

$"??_R0E@8" = comdat any

$"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@" = comdat any

$"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0F@82" = comdat any

$_CTA1F = comdat any

$_TI1F = comdat any

$"_CT??_R0M@84" = comdat any

$_CTA1M = comdat any

$_TI1M = comdat any

$"_CT??_R0E@81" = comdat any

$_CTA1E = comdat any

$_TI1E = comdat any

$"_CT??_R0?AW4Color@@@84" = comdat any

$"_CTA1?AW4Color@@" = comdat any

$"_TI1?AW4Color@@" = comdat any

$"_CT??_R0_N@81" = comdat any

$_CTA1_N = comdat any

$_TI1_N = comdat any

$"_CT??_R0D@81" = comdat any

$_CTA1D = comdat any

$_TI1D = comdat any

$"_CT??_R0_J@88" = comdat any

$_CTA1_J = comdat any

$_TI1_J = comdat any

$"_CT??_R0?AW4Mode@@@81" = comdat any

$"_CTA1?AW4Mode@@" = comdat any

$"_TI1?AW4Mode@@" = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_R0D@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".D\00" }, comdat
@"??_R0_N@8" = linkonce_odr global %rtti.TypeDescriptor3 { i8** @"??_7type_info@@6B@", i8* null, [4 x i8] c"._N\00" }, comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { i8** @"??_7type_info@@6B@", i8* null, [4 x i8] c"._J\00" }, comdat
@"??_R0?AW4Color@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AW4Color@@\00" }, comdat
@"??_R0?AW4Mode@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AW4Mode@@\00" }, comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".F\00" }, comdat
@"??_R0M@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".M\00" }, comdat
@"??_R0E@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".E\00" }, comdat
@"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", comdat, align 1
@"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", comdat, align 1
@"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", comdat, align 1
@"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", comdat, align 1
@"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", comdat, align 1
@"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", comdat, align 1
@"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", comdat, align 1
@"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", comdat, align 1
@"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", comdat, align 1
@"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", comdat, align 1
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0F@8" to i8*), i32 0, i32 -1, i32 0, i32 2, i8* null }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0F@82"] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1F to i8*) }, section ".xdata", comdat
@"_CT??_R0M@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0M@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1M = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0M@84"] }, section ".xdata", comdat
@_TI1M = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1M to i8*) }, section ".xdata", comdat
@"_CT??_R0E@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0E@8" to i8*), i32 0, i32 -1, i32 0, i32 1, i8* null }, section ".xdata", comdat
@_CTA1E = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0E@81"] }, section ".xdata", comdat
@_TI1E = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1E to i8*) }, section ".xdata", comdat
@"_CT??_R0?AW4Color@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AW4Color@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AW4Color@@@84"] }, section ".xdata", comdat
@"_TI1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AW4Color@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0_N@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor3* @"??_R0_N@8" to i8*), i32 0, i32 -1, i32 0, i32 1, i8* null }, section ".xdata", comdat
@_CTA1_N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0_N@81"] }, section ".xdata", comdat
@_TI1_N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1_N to i8*) }, section ".xdata", comdat
@"_CT??_R0D@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0D@8" to i8*), i32 0, i32 -1, i32 0, i32 1, i8* null }, section ".xdata", comdat
@_CTA1D = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0D@81"] }, section ".xdata", comdat
@_TI1D = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1D to i8*) }, section ".xdata", comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor3* @"??_R0_J@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0_J@88"] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1_J to i8*) }, section ".xdata", comdat
@"_CT??_R0?AW4Mode@@@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AW4Mode@@@8" to i8*), i32 0, i32 -1, i32 0, i32 1, i8* null }, section ".xdata", comdat
@"_CTA1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AW4Mode@@@81"] }, section ".xdata", comdat
@"_TI1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AW4Mode@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0N@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1N to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca float, align 4
  %5 = alloca i16, align 2
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %27, %0
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %14, 9
  br i1 %15, label %16, label %95

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %17)
          to label %94 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20, label %30, label %38, label %45, label %53, label %59, label %65, label %72, label %79, label %87] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %22 = load i32, i32* %12, align 4
  %23 = load i32, i32* %2, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %23, i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %37, %44, %52, %58, %64, %71, %78, %86, %93, %94
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %2, align 4
  br label %13, !llvm.loop !4

30:                                               ; preds = %18
  %31 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %11]
  %32 = load double, double* %11, align 8
  %33 = fmul double %32, 1.000000e+03
  %34 = fptosi double %33 to i32
  %35 = load i32, i32* %2, align 4
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %35, i32 noundef %34) [ "funclet"(token %31) ]
  catchret from %31 to label %37

37:                                               ; preds = %30
  br label %26

38:                                               ; preds = %18
  %39 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0D@8", i32 0, i8* %10]
  %40 = load i8, i8* %10, align 1
  %41 = sext i8 %40 to i32
  %42 = load i32, i32* %2, align 4
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@", i32 0, i32 0), i32 noundef %42, i32 noundef %41) [ "funclet"(token %39) ]
  catchret from %39 to label %44

44:                                               ; preds = %38
  br label %26

45:                                               ; preds = %18
  %46 = catchpad within %19 [%rtti.TypeDescriptor3* @"??_R0_N@8", i32 0, i8* %9]
  %47 = load i8, i8* %9, align 1
  %48 = trunc i8 %47 to i1
  %49 = zext i1 %48 to i32
  %50 = load i32, i32* %2, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %50, i32 noundef %49) [ "funclet"(token %46) ]
  catchret from %46 to label %52

52:                                               ; preds = %45
  br label %26

53:                                               ; preds = %18
  %54 = catchpad within %19 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %8]
  %55 = load i64, i64* %8, align 8
  %56 = load i32, i32* %2, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %56, i64 noundef %55) [ "funclet"(token %54) ]
  catchret from %54 to label %58

58:                                               ; preds = %53
  br label %26

59:                                               ; preds = %18
  %60 = catchpad within %19 [%rtti.TypeDescriptor12* @"??_R0?AW4Color@@@8", i32 0, i32* %7]
  %61 = load i32, i32* %7, align 4
  %62 = load i32, i32* %2, align 4
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %62, i32 noundef %61) [ "funclet"(token %60) ]
  catchret from %60 to label %64

64:                                               ; preds = %59
  br label %26

65:                                               ; preds = %18
  %66 = catchpad within %19 [%rtti.TypeDescriptor11* @"??_R0?AW4Mode@@@8", i32 0, i8* %6]
  %67 = load i8, i8* %6, align 1
  %68 = zext i8 %67 to i32
  %69 = load i32, i32* %2, align 4
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %69, i32 noundef %68) [ "funclet"(token %66) ]
  catchret from %66 to label %71

71:                                               ; preds = %65
  br label %26

72:                                               ; preds = %18
  %73 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %5]
  %74 = load i16, i16* %5, align 2
  %75 = sext i16 %74 to i32
  %76 = load i32, i32* %2, align 4
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %76, i32 noundef %75) [ "funclet"(token %73) ]
  catchret from %73 to label %78

78:                                               ; preds = %72
  br label %26

79:                                               ; preds = %18
  %80 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0M@8", i32 0, float* %4]
  %81 = load float, float* %4, align 4
  %82 = fmul float %81, 1.000000e+01
  %83 = fptosi float %82 to i32
  %84 = load i32, i32* %2, align 4
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %84, i32 noundef %83) [ "funclet"(token %80) ]
  catchret from %80 to label %86

86:                                               ; preds = %79
  br label %26

87:                                               ; preds = %18
  %88 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0E@8", i32 0, i8* %3]
  %89 = load i8, i8* %3, align 1
  %90 = zext i8 %89 to i32
  %91 = load i32, i32* %2, align 4
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %91, i32 noundef %90) [ "funclet"(token %88) ]
  catchret from %88 to label %93

93:                                               ; preds = %87
  br label %26

94:                                               ; preds = %16
  br label %26

95:                                               ; preds = %13
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  %4 = alloca float, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca double, align 8
  store i32 %0, i32* %2, align 4
  %12 = load i32, i32* %2, align 4
  switch i32 %12, label %25 [
    i32 0, label %13
    i32 1, label %15
    i32 2, label %17
    i32 3, label %18
    i32 4, label %20
    i32 5, label %21
    i32 6, label %22
    i32 7, label %24
  ]

13:                                               ; preds = %1
  store i16 3, i16* %3, align 2
  %14 = bitcast i16* %3 to i8*
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @_TI1F) #3
  unreachable

15:                                               ; preds = %1
  store float 2.500000e+00, float* %4, align 4
  %16 = bitcast float* %4 to i8*
  call void @_CxxThrowException(i8* %16, %eh.ThrowInfo* @_TI1M) #3
  unreachable

17:                                               ; preds = %1
  store i8 -56, i8* %5, align 1
  call void @_CxxThrowException(i8* %5, %eh.ThrowInfo* @_TI1E) #3
  unreachable

18:                                               ; preds = %1
  store i32 2, i32* %6, align 4
  %19 = bitcast i32* %6 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI1?AW4Color@@") #3
  unreachable

20:                                               ; preds = %1
  store i8 1, i8* %7, align 1
  call void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1_N) #3
  unreachable

21:                                               ; preds = %1
  store i8 120, i8* %8, align 1
  call void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @_TI1D) #3
  unreachable

22:                                               ; preds = %1
  store i64 123456789012, i64* %9, align 8
  %23 = bitcast i64* %9 to i8*
  call void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @_TI1_J) #3
  unreachable

24:                                               ; preds = %1
  store i8 7, i8* %10, align 1
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @"_TI1?AW4Mode@@") #3
  unreachable

25:                                               ; preds = %1
  store double 1.250000e-01, double* %11, align 8
  %26 = bitcast double* %11 to i8*
  call void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @_TI1N) #3
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0D@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".D\00" }, comdat
@"??_R0_N@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._N\00" }, comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._J\00" }, comdat
@"??_R0?AW4Color@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AW4Color@@\00" }, comdat
@"??_R0?AW4Mode@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AW4Mode@@\00" }, comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".F\00" }, comdat
@"??_R0M@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".M\00" }, comdat
@"??_R0E@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".E\00" }, comdat
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
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0F@8", i32 0, i32 -1, i32 0, i32 2, ptr null }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0F@82"] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1F }, section ".xdata", comdat
@"_CT??_R0M@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0M@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1M = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0M@84"] }, section ".xdata", comdat
@_TI1M = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1M }, section ".xdata", comdat
@"_CT??_R0E@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0E@8", i32 0, i32 -1, i32 0, i32 1, ptr null }, section ".xdata", comdat
@_CTA1E = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0E@81"] }, section ".xdata", comdat
@_TI1E = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1E }, section ".xdata", comdat
@"_CT??_R0?AW4Color@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0?AW4Color@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AW4Color@@@84"] }, section ".xdata", comdat
@"_TI1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AW4Color@@" }, section ".xdata", comdat
@"_CT??_R0_N@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0_N@8", i32 0, i32 -1, i32 0, i32 1, ptr null }, section ".xdata", comdat
@_CTA1_N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0_N@81"] }, section ".xdata", comdat
@_TI1_N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1_N }, section ".xdata", comdat
@"_CT??_R0D@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0D@8", i32 0, i32 -1, i32 0, i32 1, ptr null }, section ".xdata", comdat
@_CTA1D = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0D@81"] }, section ".xdata", comdat
@_TI1D = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1D }, section ".xdata", comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0_J@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0_J@88"] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1_J }, section ".xdata", comdat
@"_CT??_R0?AW4Mode@@@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0?AW4Mode@@@8", i32 0, i32 -1, i32 0, i32 1, ptr null }, section ".xdata", comdat
@"_CTA1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AW4Mode@@@81"] }, section ".xdata", comdat
@"_TI1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AW4Mode@@" }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0N@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1N }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %27, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 9
  br i1 %15, label %16, label %95

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %17)
          to label %94 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20, label %30, label %38, label %45, label %53, label %59, label %65, label %72, label %79, label %87] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %12]
  %22 = load i32, ptr %12, align 4
  %23 = load i32, ptr %2, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@", i32 noundef %23, i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %37, %44, %52, %58, %64, %71, %78, %86, %93, %94
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %13, !llvm.loop !5

30:                                               ; preds = %18
  %31 = catchpad within %19 [ptr @"??_R0N@8", i32 0, ptr %11]
  %32 = load double, ptr %11, align 8
  %33 = fmul double %32, 1.000000e+03
  %34 = fptosi double %33 to i32
  %35 = load i32, ptr %2, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@", i32 noundef %35, i32 noundef %34) [ "funclet"(token %31) ]
  catchret from %31 to label %37

37:                                               ; preds = %30
  br label %26

38:                                               ; preds = %18
  %39 = catchpad within %19 [ptr @"??_R0D@8", i32 0, ptr %10]
  %40 = load i8, ptr %10, align 1
  %41 = sext i8 %40 to i32
  %42 = load i32, ptr %2, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@", i32 noundef %42, i32 noundef %41) [ "funclet"(token %39) ]
  catchret from %39 to label %44

44:                                               ; preds = %38
  br label %26

45:                                               ; preds = %18
  %46 = catchpad within %19 [ptr @"??_R0_N@8", i32 0, ptr %9]
  %47 = load i8, ptr %9, align 1
  %48 = trunc i8 %47 to i1
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr %2, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@", i32 noundef %50, i32 noundef %49) [ "funclet"(token %46) ]
  catchret from %46 to label %52

52:                                               ; preds = %45
  br label %26

53:                                               ; preds = %18
  %54 = catchpad within %19 [ptr @"??_R0_J@8", i32 0, ptr %8]
  %55 = load i64, ptr %8, align 8
  %56 = load i32, ptr %2, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@", i32 noundef %56, i64 noundef %55) [ "funclet"(token %54) ]
  catchret from %54 to label %58

58:                                               ; preds = %53
  br label %26

59:                                               ; preds = %18
  %60 = catchpad within %19 [ptr @"??_R0?AW4Color@@@8", i32 0, ptr %7]
  %61 = load i32, ptr %7, align 4
  %62 = load i32, ptr %2, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@", i32 noundef %62, i32 noundef %61) [ "funclet"(token %60) ]
  catchret from %60 to label %64

64:                                               ; preds = %59
  br label %26

65:                                               ; preds = %18
  %66 = catchpad within %19 [ptr @"??_R0?AW4Mode@@@8", i32 0, ptr %6]
  %67 = load i8, ptr %6, align 1
  %68 = zext i8 %67 to i32
  %69 = load i32, ptr %2, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@", i32 noundef %69, i32 noundef %68) [ "funclet"(token %66) ]
  catchret from %66 to label %71

71:                                               ; preds = %65
  br label %26

72:                                               ; preds = %18
  %73 = catchpad within %19 [ptr @"??_R0F@8", i32 0, ptr %5]
  %74 = load i16, ptr %5, align 2
  %75 = sext i16 %74 to i32
  %76 = load i32, ptr %2, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@", i32 noundef %76, i32 noundef %75) [ "funclet"(token %73) ]
  catchret from %73 to label %78

78:                                               ; preds = %72
  br label %26

79:                                               ; preds = %18
  %80 = catchpad within %19 [ptr @"??_R0M@8", i32 0, ptr %4]
  %81 = load float, ptr %4, align 4
  %82 = fmul float %81, 1.000000e+01
  %83 = fptosi float %82 to i32
  %84 = load i32, ptr %2, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@", i32 noundef %84, i32 noundef %83) [ "funclet"(token %80) ]
  catchret from %80 to label %86

86:                                               ; preds = %79
  br label %26

87:                                               ; preds = %18
  %88 = catchpad within %19 [ptr @"??_R0E@8", i32 0, ptr %3]
  %89 = load i8, ptr %3, align 1
  %90 = zext i8 %89 to i32
  %91 = load i32, ptr %2, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@", i32 noundef %91, i32 noundef %90) [ "funclet"(token %88) ]
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
  store i32 %0, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  switch i32 %12, label %21 [
    i32 0, label %13
    i32 1, label %14
    i32 2, label %15
    i32 3, label %16
    i32 4, label %17
    i32 5, label %18
    i32 6, label %19
    i32 7, label %20
  ]

13:                                               ; preds = %1
  store i16 3, ptr %3, align 2
  call void @_CxxThrowException(ptr %3, ptr @_TI1F) #3
  unreachable

14:                                               ; preds = %1
  store float 2.500000e+00, ptr %4, align 4
  call void @_CxxThrowException(ptr %4, ptr @_TI1M) #3
  unreachable

15:                                               ; preds = %1
  store i8 -56, ptr %5, align 1
  call void @_CxxThrowException(ptr %5, ptr @_TI1E) #3
  unreachable

16:                                               ; preds = %1
  store i32 2, ptr %6, align 4
  call void @_CxxThrowException(ptr %6, ptr @"_TI1?AW4Color@@") #3
  unreachable

17:                                               ; preds = %1
  store i8 1, ptr %7, align 1
  call void @_CxxThrowException(ptr %7, ptr @_TI1_N) #3
  unreachable

18:                                               ; preds = %1
  store i8 120, ptr %8, align 1
  call void @_CxxThrowException(ptr %8, ptr @_TI1D) #3
  unreachable

19:                                               ; preds = %1
  store i64 123456789012, ptr %9, align 8
  call void @_CxxThrowException(ptr %9, ptr @_TI1_J) #3
  unreachable

20:                                               ; preds = %1
  store i8 7, ptr %10, align 1
  call void @_CxxThrowException(ptr %10, ptr @"_TI1?AW4Mode@@") #3
  unreachable

21:                                               ; preds = %1
  store double 1.250000e-01, ptr %11, align 8
  call void @_CxxThrowException(ptr %11, ptr @_TI1N) #3
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

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
@"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", comdat, align 8
@"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", comdat, align 8
@"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", comdat, align 8
@"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", comdat, align 8
@"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", comdat, align 8
@"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", comdat, align 8
@"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", comdat, align 8
@"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", comdat, align 8
@"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", comdat, align 8
@"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0F@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 2, i32 0 }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0F@82" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1F to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0M@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0M@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1M = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0M@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1M = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1M to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0E@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0E@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1E = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0E@81" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1E = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1E to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AW4Color@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AW4Color@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AW4Color@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AW4Color@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0_N@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0_N@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1_N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0_N@81" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1_N to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0D@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0D@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1D = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0D@81" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1D = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1D to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0_J@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0_J@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1_J to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AW4Mode@@@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AW4Mode@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@"_CTA1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AW4Mode@@@81" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AW4Mode@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0N@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0N@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1N to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i16, align 2
  %2 = alloca float, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca double, align 8
  %10 = alloca i8, align 1
  %11 = alloca float, align 4
  %12 = alloca i16, align 2
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  br label %21

20:                                               ; preds = %47
  ret i32 0

21:                                               ; preds = %0, %47
  %22 = phi i32 [ 0, %0 ], [ %48, %47 ]
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  switch i32 %22, label %39 [
    i32 0, label %23
    i32 1, label %25
    i32 2, label %27
    i32 3, label %29
    i32 4, label %31
    i32 5, label %33
    i32 6, label %35
    i32 7, label %37
  ]

23:                                               ; preds = %21
  store i16 3, ptr %1, align 2
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1F) #3
          to label %24 unwind label %41

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %21
  store float 2.500000e+00, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1M) #3
          to label %26 unwind label %41

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %21
  store i8 -56, ptr %3, align 1
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1E) #3
          to label %28 unwind label %41

28:                                               ; preds = %27
  unreachable

29:                                               ; preds = %21
  store i32 2, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AW4Color@@") #3
          to label %30 unwind label %41

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %21
  store i8 1, ptr %5, align 1
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1_N) #3
          to label %32 unwind label %41

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %21
  store i8 120, ptr %6, align 1
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1D) #3
          to label %34 unwind label %41

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %21
  store i64 123456789012, ptr %7, align 8
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1_J) #3
          to label %36 unwind label %41

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %21
  store i8 7, ptr %8, align 1
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AW4Mode@@") #3
          to label %38 unwind label %41

38:                                               ; preds = %37
  unreachable

39:                                               ; preds = %21
  store double 1.250000e-01, ptr %9, align 8
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @_TI1N) #3
          to label %40 unwind label %41

40:                                               ; preds = %39
  unreachable

41:                                               ; preds = %39, %37, %35, %33, %31, %29, %27, %25, %23
  %42 = catchswitch within none [label %43, label %50, label %56, label %61, label %66, label %70, label %74, label %79, label %84, label %90] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0H@8", i32 0, ptr %19]
  %45 = load i32, ptr %19, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %45) [ "funclet"(token %44) ]
  catchret from %44 to label %47

47:                                               ; preds = %90, %84, %79, %74, %70, %66, %61, %56, %50, %43
  %48 = add nuw nsw i32 %22, 1
  %49 = icmp eq i32 %48, 9
  br i1 %49, label %20, label %21, !llvm.loop !4

50:                                               ; preds = %41
  %51 = catchpad within %42 [ptr @"??_R0N@8", i32 0, ptr %18]
  %52 = load double, ptr %18, align 8
  %53 = fmul double %52, 1.000000e+03
  %54 = fptosi double %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %54) [ "funclet"(token %51) ]
  catchret from %51 to label %47

56:                                               ; preds = %41
  %57 = catchpad within %42 [ptr @"??_R0D@8", i32 0, ptr %17]
  %58 = load i8, ptr %17, align 1
  %59 = sext i8 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@", i32 noundef %22, i32 noundef %59) [ "funclet"(token %57) ]
  catchret from %57 to label %47

61:                                               ; preds = %41
  %62 = catchpad within %42 [ptr @"??_R0_N@8", i32 0, ptr %16]
  %63 = load i8, ptr %16, align 1, !range !6, !noundef !7
  %64 = zext nneg i8 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %64) [ "funclet"(token %62) ]
  catchret from %62 to label %47

66:                                               ; preds = %41
  %67 = catchpad within %42 [ptr @"??_R0_J@8", i32 0, ptr %15]
  %68 = load i64, ptr %15, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@", i32 noundef %22, i64 noundef %68) [ "funclet"(token %67) ]
  catchret from %67 to label %47

70:                                               ; preds = %41
  %71 = catchpad within %42 [ptr @"??_R0?AW4Color@@@8", i32 0, ptr %14]
  %72 = load i32, ptr %14, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %72) [ "funclet"(token %71) ]
  catchret from %71 to label %47

74:                                               ; preds = %41
  %75 = catchpad within %42 [ptr @"??_R0?AW4Mode@@@8", i32 0, ptr %13]
  %76 = load i8, ptr %13, align 1
  %77 = zext i8 %76 to i32
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %77) [ "funclet"(token %75) ]
  catchret from %75 to label %47

79:                                               ; preds = %41
  %80 = catchpad within %42 [ptr @"??_R0F@8", i32 0, ptr %12]
  %81 = load i16, ptr %12, align 2
  %82 = sext i16 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %82) [ "funclet"(token %80) ]
  catchret from %80 to label %47

84:                                               ; preds = %41
  %85 = catchpad within %42 [ptr @"??_R0M@8", i32 0, ptr %11]
  %86 = load float, ptr %11, align 4
  %87 = fmul float %86, 1.000000e+01
  %88 = fptosi float %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %88) [ "funclet"(token %85) ]
  catchret from %85 to label %47

90:                                               ; preds = %41
  %91 = catchpad within %42 [ptr @"??_R0E@8", i32 0, ptr %10]
  %92 = load i8, ptr %10, align 1
  %93 = zext i8 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@", i32 noundef %22, i32 noundef %93) [ "funclet"(token %91) ]
  catchret from %91 to label %47
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{i8 0, i8 2}
!7 = !{}

; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor3 = type { i8**, i8*, [4 x i8] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
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
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0F@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 2, i32 0 }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0F@82" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1F to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0M@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0M@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1M = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0M@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1M = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1M to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0E@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0E@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1E = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0E@81" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1E = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1E to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AW4Color@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AW4Color@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AW4Color@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AW4Color@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AW4Color@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0_N@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor3* @"??_R0_N@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1_N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0_N@81" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1_N to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0D@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0D@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@_CTA1D = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0D@81" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1D = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1D to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor3* @"??_R0_J@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0_J@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1_J to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AW4Mode@@@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AW4Mode@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 1, i32 0 }, section ".xdata", comdat
@"_CTA1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AW4Mode@@@81" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AW4Mode@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AW4Mode@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0N@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0N@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1N to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %20 = bitcast i16* %1 to i8*
  %21 = bitcast float* %2 to i8*
  %22 = bitcast i32* %4 to i8*
  %23 = bitcast i64* %7 to i8*
  %24 = bitcast double* %9 to i8*
  br label %26

25:                                               ; preds = %52
  ret i32 0

26:                                               ; preds = %0, %52
  %27 = phi i32 [ 0, %0 ], [ %53, %52 ]
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %20)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %5)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %6)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %8)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24)
  switch i32 %27, label %44 [
    i32 0, label %28
    i32 1, label %30
    i32 2, label %32
    i32 3, label %34
    i32 4, label %36
    i32 5, label %38
    i32 6, label %40
    i32 7, label %42
  ]

28:                                               ; preds = %26
  store i16 3, i16* %1, align 2, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %20, %eh.ThrowInfo* nonnull @_TI1F) #3
          to label %29 unwind label %46

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %26
  store float 2.500000e+00, float* %2, align 4, !tbaa !12
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TI1M) #3
          to label %31 unwind label %46

31:                                               ; preds = %30
  unreachable

32:                                               ; preds = %26
  store i8 -56, i8* %3, align 1, !tbaa !14
  invoke void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @_TI1E) #3
          to label %33 unwind label %46

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %26
  store i32 2, i32* %4, align 4, !tbaa !15
  invoke void @_CxxThrowException(i8* nonnull %22, %eh.ThrowInfo* nonnull @"_TI1?AW4Color@@") #3
          to label %35 unwind label %46

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %26
  store i8 1, i8* %5, align 1, !tbaa !17
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1_N) #3
          to label %37 unwind label %46

37:                                               ; preds = %36
  unreachable

38:                                               ; preds = %26
  store i8 120, i8* %6, align 1, !tbaa !14
  invoke void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @_TI1D) #3
          to label %39 unwind label %46

39:                                               ; preds = %38
  unreachable

40:                                               ; preds = %26
  store i64 123456789012, i64* %7, align 8, !tbaa !19
  invoke void @_CxxThrowException(i8* nonnull %23, %eh.ThrowInfo* nonnull @_TI1_J) #3
          to label %41 unwind label %46

41:                                               ; preds = %40
  unreachable

42:                                               ; preds = %26
  store i8 7, i8* %8, align 1, !tbaa !21
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @"_TI1?AW4Mode@@") #3
          to label %43 unwind label %46

43:                                               ; preds = %42
  unreachable

44:                                               ; preds = %26
  store double 1.250000e-01, double* %9, align 8, !tbaa !23
  invoke void @_CxxThrowException(i8* nonnull %24, %eh.ThrowInfo* nonnull @_TI1N) #3
          to label %45 unwind label %46

45:                                               ; preds = %44
  unreachable

46:                                               ; preds = %44, %42, %40, %38, %36, %34, %32, %30, %28
  %47 = catchswitch within none [label %48, label %55, label %61, label %66, label %71, label %75, label %79, label %84, label %89, label %95] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %19]
  %50 = load i32, i32* %19, align 4, !tbaa !25
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HHPNGDND@?$CFd?3?5wrong?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %50) [ "funclet"(token %49) ]
  catchret from %49 to label %52

52:                                               ; preds = %95, %89, %84, %79, %75, %71, %66, %61, %55, %48
  %53 = add nuw nsw i32 %27, 1
  %54 = icmp eq i32 %53, 9
  br i1 %54, label %25, label %26, !llvm.loop !27

55:                                               ; preds = %46
  %56 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %18]
  %57 = load double, double* %18, align 8, !tbaa !23
  %58 = fmul double %57, 1.000000e+03
  %59 = fptosi double %58 to i32
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DMCAPEND@?$CFd?3?5double?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %59) [ "funclet"(token %56) ]
  catchret from %56 to label %52

61:                                               ; preds = %46
  %62 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0D@8", i32 0, i8* %17]
  %63 = load i8, i8* %17, align 1, !tbaa !14
  %64 = sext i8 %63 to i32
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BLIOAGKL@?$CFd?3?5char?5?$CFc?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %64) [ "funclet"(token %62) ]
  catchret from %62 to label %52

66:                                               ; preds = %46
  %67 = catchpad within %47 [%rtti.TypeDescriptor3* @"??_R0_N@8", i32 0, i8* %16]
  %68 = load i8, i8* %16, align 1, !tbaa !17, !range !29
  %69 = zext i8 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GKJMBFMC@?$CFd?3?5bool?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %69) [ "funclet"(token %67) ]
  catchret from %67 to label %52

71:                                               ; preds = %46
  %72 = catchpad within %47 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %15]
  %73 = load i64, i64* %15, align 8, !tbaa !19
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JMCLDJIN@?$CFd?3?5long?5long?5?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %27, i64 noundef %73) [ "funclet"(token %72) ]
  catchret from %72 to label %52

75:                                               ; preds = %46
  %76 = catchpad within %47 [%rtti.TypeDescriptor12* @"??_R0?AW4Color@@@8", i32 0, i32* %14]
  %77 = load i32, i32* %14, align 4, !tbaa !15
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@HIFAFNGN@?$CFd?3?5Color?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %77) [ "funclet"(token %76) ]
  catchret from %76 to label %52

79:                                               ; preds = %46
  %80 = catchpad within %47 [%rtti.TypeDescriptor11* @"??_R0?AW4Mode@@@8", i32 0, i8* %13]
  %81 = load i8, i8* %13, align 1, !tbaa !21
  %82 = zext i8 %81 to i32
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BCNMFNIC@?$CFd?3?5Mode?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %82) [ "funclet"(token %80) ]
  catchret from %80 to label %52

84:                                               ; preds = %46
  %85 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %12]
  %86 = load i16, i16* %12, align 2, !tbaa !8
  %87 = sext i16 %86 to i32
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CKBNKLGM@?$CFd?3?5short?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %87) [ "funclet"(token %85) ]
  catchret from %85 to label %52

89:                                               ; preds = %46
  %90 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0M@8", i32 0, float* %11]
  %91 = load float, float* %11, align 4, !tbaa !12
  %92 = fmul float %91, 1.000000e+01
  %93 = fptosi float %92 to i32
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OAEADGJP@?$CFd?3?5float?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %93) [ "funclet"(token %90) ]
  catchret from %90 to label %52

95:                                               ; preds = %46
  %96 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0E@8", i32 0, i8* %10]
  %97 = load i8, i8* %10, align 1, !tbaa !14
  %98 = zext i8 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FPHJHNCF@?$CFd?3?5unsigned?5char?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27, i32 noundef %98) [ "funclet"(token %96) ]
  catchret from %96 to label %52
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !10, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"?AW4Color@@", !10, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"bool", !10, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !10, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"?AW4Mode@@", !10, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !10, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !10, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{i8 0, i8 2}

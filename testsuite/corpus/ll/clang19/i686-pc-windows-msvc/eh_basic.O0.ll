; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$"?f@NoThrow@@QAEHH@Z" = comdat any

$"??0Tracer@@QAE@H@Z" = comdat any

$"??0Error@@QAE@HPBD@Z" = comdat any

$"??0Error@@QAE@ABU0@@Z" = comdat any

$"??1Error@@UAE@XZ" = comdat any

$"??0IoError@@QAE@HH@Z" = comdat any

$"??0IoError@@QAE@ABU0@@Z" = comdat any

$"??1IoError@@UAE@XZ" = comdat any

$"??0Tracer@@QAE@ABU0@@Z" = comdat any

$"??1Tracer@@QAE@XZ" = comdat any

$"??_GError@@UAEPAXI@Z" = comdat any

$"?kind@Error@@UBEHXZ" = comdat any

$"??_GIoError@@UAEPAXI@Z" = comdat any

$"?kind@IoError@@UBEHXZ" = comdat any

$"??0Holder@@QAE@H@Z" = comdat any

$"??1Holder@@QAE@XZ" = comdat any

$"?check@Holder@@SAHH@Z" = comdat any

$"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GOGLHGCH@log?3?$AA@" = comdat any

$"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = comdat any

$"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_02MFDMBIJM@ok?$AA@" = comdat any

$"??_C@_04GKMBGEJM@LEAK?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUIoError@@@8" = comdat any

$"??_R0?AUError@@@8" = comdat any

$"??_R0PAUError@@@8" = comdat any

$"??_R0PAD@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"??_C@_05CGDPOPDB@plain?$AA@" = comdat any

$"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12" = comdat any

$"_CTA1?AUError@@" = comdat any

$"_TI1?AUError@@" = comdat any

$"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16" = comdat any

$"_CTA2?AUIoError@@" = comdat any

$"_TI2?AUIoError@@" = comdat any

$"??_C@_04PKENOLLO@heap?$AA@" = comdat any

$"_CT??_R0PAUError@@@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA2PAUError@@" = comdat any

$"_TI2PAUError@@" = comdat any

$"??_C@_08POJBLELK@c?9string?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

$"??_R0?AUTracer@@@8" = comdat any

$"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUTracer@@" = comdat any

$"_TI1?AUTracer@@" = comdat any

$"??_7Error@@6B@" = comdat largest

$"??_R4Error@@6B@" = comdat any

$"??_R3Error@@8" = comdat any

$"??_R2Error@@8" = comdat any

$"??_R1A@?0A@EA@Error@@8" = comdat any

$"??_C@_02KFNNKBCK@io?$AA@" = comdat any

$"??_7IoError@@6B@" = comdat largest

$"??_R4IoError@@6B@" = comdat any

$"??_R3IoError@@8" = comdat any

$"??_R2IoError@@8" = comdat any

$"??_R1A@?0A@EA@IoError@@8" = comdat any

$"??_C@_06PEIBIDGM@nested?$AA@" = comdat any

@g_live = internal global i32 0, align 4
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal global i32 0, align 4
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal global i32 0, align 4
@g_log = internal global [64 x i32] zeroinitializer, align 4
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 1
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 1
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUIoError@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUIoError@@\00" }, comdat
@"??_R0?AUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUError@@\00" }, comdat
@"??_R0PAUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PAUError@@\00" }, comdat
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0N@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1N }, section ".xdata", comdat
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1
@"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUError@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0Error@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Error@@UAE@XZ", ptr null, ptr @"_CTA1?AUError@@" }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUIoError@@@8", i32 0, i32 -1, i32 0, i32 16, ptr @"??0IoError@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1IoError@@UAE@XZ", ptr null, ptr @"_CTA2?AUIoError@@" }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1
@"_CT??_R0PAUError@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUError@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA2PAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAUError@@@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI2PAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA2PAUError@@" }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"??_R0?AUTracer@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUTracer@@\00" }, comdat
@"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUTracer@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Tracer@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Tracer@@QAE@XZ", ptr null, ptr @"_CTA1?AUTracer@@" }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Error@@6B@", ptr @"??_GError@@UAEPAXI@Z", ptr @"?kind@Error@@UBEHXZ"] }, comdat($"??_7Error@@6B@")
@"??_R4Error@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUError@@@8", ptr @"??_R3Error@@8" }, comdat
@"??_R3Error@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Error@@8" }, comdat
@"??_R2Error@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Error@@8", ptr null], comdat
@"??_R1A@?0A@EA@Error@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUError@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Error@@8" }, comdat
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4IoError@@6B@", ptr @"??_GIoError@@UAEPAXI@Z", ptr @"?kind@IoError@@UBEHXZ"] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUIoError@@@8", ptr @"??_R3IoError@@8" }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2IoError@@8" }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@IoError@@8", ptr @"??_R1A@?0A@EA@Error@@8", ptr null], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUIoError@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3IoError@@8" }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1

@"??_7Error@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %8, 7
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11)
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr @g_live, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %3, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %15, i32 noundef %14, i32 noundef %13)
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %2, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %7, !llvm.loop !5

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %25, i32 noundef %24)
  %27 = load i32, ptr @rethrow_count, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %27)
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4)
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %30, i32 noundef %29)
  %32 = call x86_thiscallcc noundef i32 @"?f@NoThrow@@QAEHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #8
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %2, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GOGLHGCH@log?3?$AA@")
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %45, %23
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr @g_nlog, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4
  %42 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %41
  %43 = load i32, ptr %42, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %43)
  br label %45

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %36, !llvm.loop !7

48:                                               ; preds = %36
  %49 = load i32, ptr @g_live, align 4
  %50 = load i32, ptr %2, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %50, i32 noundef %49)
  %52 = load i32, ptr @g_live, align 4
  %53 = icmp eq i32 %52, 0
  %54 = zext i1 %53 to i64
  %55 = select i1 %53, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@"
  %56 = call i32 @puts(ptr noundef %55)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %11 = load i32, ptr %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %73 unwind label %12

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %35, label %47, label %62, label %71] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %10]
  %16 = load i32, ptr %10, align 4
  %17 = add nsw i32 100, %16
  store i32 %17, ptr %2, align 4
  catchret from %15 to label %80

18:                                               ; preds = %12
  %19 = catchpad within %13 [ptr @"??_R0N@8", i32 0, ptr %9]
  %20 = load double, ptr %9, align 8
  %21 = fmul double %20, 2.000000e+00
  %22 = fptosi double %21 to i32
  %23 = add nsw i32 200, %22
  store i32 %23, ptr %2, align 4
  catchret from %19 to label %79

24:                                               ; preds = %12
  %25 = catchpad within %13 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8]
  %26 = load ptr, ptr %8, align 4
  %27 = getelementptr inbounds %struct.Error, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, 10
  %30 = add nsw i32 300, %29
  %31 = load ptr, ptr %8, align 4
  %32 = getelementptr inbounds %struct.IoError, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %30, %33
  store i32 %34, ptr %2, align 4
  catchret from %25 to label %78

35:                                               ; preds = %12
  %36 = catchpad within %13 [ptr @"??_R0?AUError@@@8", i32 8, ptr %7]
  %37 = load ptr, ptr %7, align 4
  %38 = getelementptr inbounds %struct.Error, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 400, %39
  %41 = load ptr, ptr %7, align 4
  %42 = load ptr, ptr %41, align 4
  %43 = getelementptr inbounds ptr, ptr %42, i64 1
  %44 = load ptr, ptr %43, align 4
  %45 = call x86_thiscallcc noundef i32 %44(ptr noundef nonnull align 4 dereferenceable(12) %41) [ "funclet"(token %36) ]
  %46 = add nsw i32 %40, %45
  store i32 %46, ptr %2, align 4
  catchret from %36 to label %77

47:                                               ; preds = %12
  %48 = catchpad within %13 [ptr @"??_R0PAUError@@@8", i32 0, ptr %5]
  %49 = load ptr, ptr %5, align 4
  %50 = getelementptr inbounds %struct.Error, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 500, %51
  store i32 %52, ptr %6, align 4
  %53 = load ptr, ptr %5, align 4
  %54 = icmp eq ptr %53, null
  br i1 %54, label %60, label %55

55:                                               ; preds = %47
  %56 = load ptr, ptr %53, align 4
  %57 = getelementptr inbounds ptr, ptr %56, i64 0
  %58 = load ptr, ptr %57, align 4
  %59 = call x86_thiscallcc noundef ptr %58(ptr noundef nonnull align 4 dereferenceable(12) %53, i32 noundef 1) #8 [ "funclet"(token %48) ]
  br label %60

60:                                               ; preds = %55, %47
  %61 = load i32, ptr %6, align 4
  store i32 %61, ptr %2, align 4
  catchret from %48 to label %76

62:                                               ; preds = %12
  %63 = catchpad within %13 [ptr @"??_R0PAD@8", i32 1, ptr %4]
  %64 = load ptr, ptr %4, align 4
  %65 = getelementptr inbounds i8, ptr %64, i32 0
  %66 = load i8, ptr %65, align 1
  %67 = sext i8 %66 to i32
  %68 = icmp eq i32 %67, 99
  %69 = zext i1 %68 to i32
  %70 = add nsw i32 600, %69
  store i32 %70, ptr %2, align 4
  catchret from %63 to label %75

71:                                               ; preds = %12
  %72 = catchpad within %13 [ptr null, i32 64, ptr null]
  store i32 999, ptr %2, align 4
  catchret from %72 to label %74

73:                                               ; preds = %1
  br label %81

74:                                               ; preds = %71
  br label %82

75:                                               ; preds = %62
  br label %82

76:                                               ; preds = %60
  br label %82

77:                                               ; preds = %35
  br label %82

78:                                               ; preds = %24
  br label %82

79:                                               ; preds = %18
  br label %82

80:                                               ; preds = %14
  br label %82

81:                                               ; preds = %73
  store i32 0, ptr %2, align 4
  br label %82

82:                                               ; preds = %81, %80, %79, %78, %77, %76, %75, %74
  %83 = load i32, ptr %2, align 4
  ret i32 %83
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %34 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %18

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr %4]
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  %17 = call x86_thiscallcc noundef ptr @"??0Error@@QAE@HPBD@Z"(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, ptr noundef @"??_C@_06PEIBIDGM@nested?$AA@") [ "funclet"(token %11) ]
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUError@@") #9 [ "funclet"(token %11) ]
          to label %36 unwind label %18

18:                                               ; preds = %10, %8
  %19 = catchswitch within none [label %20, label %31] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0?AUError@@@8", i32 8, ptr %6]
  %22 = load ptr, ptr %6, align 4
  %23 = getelementptr inbounds %struct.Error, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = mul nsw i32 %24, 100
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %3, align 4
  catchret from %21 to label %28

28:                                               ; preds = %20
  br label %29

29:                                               ; preds = %28, %33, %35
  %30 = load i32, ptr %3, align 4
  ret i32 %30

31:                                               ; preds = %18
  %32 = catchpad within %19 [ptr null, i32 64, ptr null]
  store i32 -1, ptr %3, align 4
  catchret from %32 to label %33

33:                                               ; preds = %31
  br label %29

34:                                               ; preds = %1
  br label %35

35:                                               ; preds = %34
  br label %29

36:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = invoke x86_thiscallcc noundef ptr @"??0Holder@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %5]
  %12 = load ptr, ptr %5, align 4
  %13 = getelementptr inbounds %struct.IoError, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 -1000, %14
  store i32 %15, ptr %2, align 4
  catchret from %11 to label %19

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %2, align 4
  call x86_thiscallcc void @"??1Holder@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

21:                                               ; preds = %19, %16
  %22 = load i32, ptr %2, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?f@NoThrow@@QAEHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

declare dso_local i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.Error, align 4
  %7 = alloca %struct.IoError, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call x86_thiscallcc noundef ptr @"??0Tracer@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11)
  %13 = load i32, ptr %2, align 4
  switch i32 %13, label %33 [
    i32 0, label %14
    i32 1, label %15
    i32 2, label %16
    i32 3, label %19
    i32 4, label %22
    i32 5, label %29
    i32 6, label %30
  ]

14:                                               ; preds = %1
  store i32 42, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #9
          to label %37 unwind label %35

15:                                               ; preds = %1
  store double 3.500000e+00, ptr %5, align 8
  invoke void @_CxxThrowException(ptr %5, ptr @_TI1N) #9
          to label %37 unwind label %35

16:                                               ; preds = %1
  %17 = invoke x86_thiscallcc noundef ptr @"??0Error@@QAE@HPBD@Z"(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 7, ptr noundef @"??_C@_05CGDPOPDB@plain?$AA@")
          to label %18 unwind label %35

18:                                               ; preds = %16
  invoke void @_CxxThrowException(ptr %6, ptr @"_TI1?AUError@@") #9
          to label %37 unwind label %35

19:                                               ; preds = %1
  %20 = invoke x86_thiscallcc noundef ptr @"??0IoError@@QAE@HH@Z"(ptr noundef nonnull align 4 dereferenceable(16) %7, i32 noundef 9, i32 noundef 3)
          to label %21 unwind label %35

21:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI2?AUIoError@@") #9
          to label %37 unwind label %35

22:                                               ; preds = %1
  %23 = invoke noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 12) #10
          to label %24 unwind label %35

24:                                               ; preds = %22
  %25 = invoke x86_thiscallcc noundef ptr @"??0Error@@QAE@HPBD@Z"(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 11, ptr noundef @"??_C@_04PKENOLLO@heap?$AA@")
          to label %26 unwind label %27

26:                                               ; preds = %24
  store ptr %23, ptr %8, align 4
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI2PAUError@@") #9
          to label %37 unwind label %35

27:                                               ; preds = %24
  %28 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef %23, i32 noundef 12) #11 [ "funclet"(token %28) ]
  cleanupret from %28 unwind label %35

29:                                               ; preds = %1
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %9, align 4
  invoke void @_CxxThrowException(ptr %9, ptr @_TIC2PAD) #9
          to label %37 unwind label %35

30:                                               ; preds = %1
  %31 = invoke x86_thiscallcc noundef ptr @"??0Tracer@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %32 unwind label %35

32:                                               ; preds = %30
  invoke void @_CxxThrowException(ptr %10, ptr @"_TI1?AUTracer@@") #9
          to label %37 unwind label %35

33:                                               ; preds = %1
  br label %34

34:                                               ; preds = %33
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

35:                                               ; preds = %32, %30, %29, %26, %27, %22, %21, %19, %18, %16, %15, %14
  %36 = cleanuppad within none []
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %36) ]
  cleanupret from %36 unwind to caller

37:                                               ; preds = %32, %29, %26, %21, %18, %15, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Tracer@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @g_live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @g_live, align 4
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  call void @"?note@@YAXH@Z"(i32 noundef %11)
  ret ptr %5
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Error@@QAE@HPBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr @"??_7Error@@6B@", ptr %7, align 4
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2
  %11 = load ptr, ptr %4, align 4
  store ptr %11, ptr %10, align 4
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Error@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  store ptr @"??_7Error@@6B@", ptr %5, align 4
  %6 = getelementptr inbounds %struct.Error, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %8, i64 8, i1 false)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Error@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0IoError@@QAE@HH@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call x86_thiscallcc noundef ptr @"??0Error@@QAE@HPBD@Z"(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef @"??_C@_02KFNNKBCK@io?$AA@")
  store ptr @"??_7IoError@@6B@", ptr %7, align 4
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %10, align 4
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0IoError@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0Error@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef nonnull align 4 dereferenceable(12) %6) #8
  store ptr @"??_7IoError@@6B@", ptr %5, align 4
  %8 = getelementptr inbounds %struct.IoError, ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %3, align 4
  %10 = getelementptr inbounds %struct.IoError, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %8, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1IoError@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Error@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Tracer@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Tracer, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 1000
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr @g_live, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @g_live, align 4
  %13 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  call void @"?note@@YAXH@Z"(i32 noundef %14)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @g_live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @g_live, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 0, %7
  call void @"?note@@YAXH@Z"(i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @g_nlog, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @g_nlog, align 4
  %9 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %7
  store i32 %6, ptr %9, align 4
  br label %10

10:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Error@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 12) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@Error@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GIoError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1IoError@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 16) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@IoError@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 50, %4
  %6 = call x86_thiscallcc noundef ptr @"??0Tracer@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, ptr %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null, i32 64, ptr null]
  %12 = load i32, ptr @rethrow_count, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @rethrow_count, align 4
  invoke void @_CxxThrowException(ptr null, ptr null) #9 [ "funclet"(token %11) ]
          to label %18 unwind label %16

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %14
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none []
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Holder@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  %9 = invoke x86_thiscallcc noundef ptr @"??0Tracer@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 1
  %12 = load i32, ptr %3, align 4
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %10
  store i32 %13, ptr %11, align 4
  call void @"?note@@YAXH@Z"(i32 noundef 777)
  br label %21

15:                                               ; preds = %10
  %16 = cleanuppad within none []
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUError@@@8", i32 8, ptr %5]
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ]
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %20) ]
  unreachable

21:                                               ; preds = %14
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Holder@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #8
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 0, %7
  %9 = load i32, ptr %2, align 4
  %10 = call x86_thiscallcc noundef ptr @"??0IoError@@QAE@HH@Z"(ptr noundef nonnull align 4 dereferenceable(16) %3, i32 noundef %9, i32 noundef %8)
  call void @_CxxThrowException(ptr %3, ptr @"_TI2?AUIoError@@") #9
  unreachable

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = mul nsw i32 %12, 2
  ret i32 %13
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}

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
%struct.IoError = type { %struct.Error, i32 }
%struct.Error = type { ptr, i32, ptr }
%struct.Tracer = type { i32 }

$"??0Error@@QAE@ABU0@@Z" = comdat any

$"??0IoError@@QAE@ABU0@@Z" = comdat any

$"??1Error@@UAE@XZ" = comdat any

$"??0Tracer@@QAE@ABU0@@Z" = comdat any

$"??1Tracer@@QAE@XZ" = comdat any

$"??_GError@@UAEPAXI@Z" = comdat any

$"?kind@Error@@UBEHXZ" = comdat any

$"??_GIoError@@UAEPAXI@Z" = comdat any

$"?kind@IoError@@UBEHXZ" = comdat any

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

@g_live = internal unnamed_addr global i32 0, align 4
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal unnamed_addr global i32 0, align 4
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal unnamed_addr global i32 0, align 4
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
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
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Error@@UAE@XZ", ptr null, ptr @"_CTA2?AUIoError@@" }, section ".xdata", comdat
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

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.IoError, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  br label %79

10:                                               ; preds = %132
  %11 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %12 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %12, i32 noundef %11)
  %14 = load i32, ptr @rethrow_count, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %16 = load i32, ptr @g_live, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @g_live, align 4
  %18 = load i32, ptr @g_nlog, align 4
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %20, label %23

20:                                               ; preds = %10
  %21 = add nsw i32 %18, 1
  store i32 %21, ptr @g_nlog, align 4
  %22 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %18
  store i32 -4, ptr %22, align 4
  br label %23

23:                                               ; preds = %20, %10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  %24 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 -4, ptr %24, align 4
  %25 = getelementptr inbounds i8, ptr %1, i32 8
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %25, align 4
  store ptr @"??_7IoError@@6B@", ptr %1, align 4
  %26 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 4, ptr %26, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2?AUIoError@@") #8
          to label %27 unwind label %28

27:                                               ; preds = %23
  unreachable

28:                                               ; preds = %23
  %29 = cleanuppad within none []
  %30 = load i32, ptr @g_live, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr @g_live, align 4
  %32 = load i32, ptr @g_nlog, align 4
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %37

34:                                               ; preds = %28
  %35 = add nsw i32 %32, 1
  store i32 %35, ptr @g_nlog, align 4
  %36 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %32
  store i32 4, ptr %36, align 4
  br label %37

37:                                               ; preds = %34, %28
  cleanupret from %29 unwind label %38

38:                                               ; preds = %37
  %39 = catchswitch within none [label %40] unwind label %49

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @"??_R0?AUError@@@8", i32 8, ptr %2]
  %42 = load i32, ptr @g_nlog, align 4
  %43 = icmp slt i32 %42, 64
  br i1 %43, label %44, label %47

44:                                               ; preds = %40
  %45 = add nsw i32 %42, 1
  store i32 %45, ptr @g_nlog, align 4
  %46 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %42
  store i32 888, ptr %46, align 4
  br label %47

47:                                               ; preds = %44, %40
  invoke void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %41) ]
          to label %48 unwind label %49

48:                                               ; preds = %47
  unreachable

49:                                               ; preds = %47, %38
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %9]
  %53 = load ptr, ptr %9, align 4
  %54 = getelementptr inbounds i8, ptr %53, i32 12
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %55, -1000
  catchret from %52 to label %57

57:                                               ; preds = %51
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  %58 = load i32, ptr @g_live, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr @g_live, align 4
  %60 = load i32, ptr @g_nlog, align 4
  %61 = icmp slt i32 %60, 64
  br i1 %61, label %62, label %66

62:                                               ; preds = %57
  %63 = add nsw i32 %60, 1
  store i32 %63, ptr @g_nlog, align 4
  %64 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %60
  store i32 5, ptr %64, align 4
  %65 = icmp eq i32 %60, 63
  br i1 %65, label %66, label %67

66:                                               ; preds = %62, %57
  store i32 %58, ptr @g_live, align 4
  br label %74

67:                                               ; preds = %62
  %68 = add nsw i32 %60, 2
  store i32 %68, ptr @g_nlog, align 4
  %69 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %63
  store i32 777, ptr %69, align 4
  store i32 %58, ptr @g_live, align 4
  %70 = icmp slt i32 %60, 62
  br i1 %70, label %71, label %74

71:                                               ; preds = %67
  %72 = add nsw i32 %60, 3
  store i32 %72, ptr @g_nlog, align 4
  %73 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %68
  store i32 -5, ptr %73, align 4
  br label %74

74:                                               ; preds = %67, %71, %66
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef %56)
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GOGLHGCH@log?3?$AA@")
  %77 = load i32, ptr @g_nlog, align 4
  %78 = icmp sgt i32 %77, 0
  br i1 %78, label %147, label %139

79:                                               ; preds = %0, %132
  %80 = phi i32 [ 0, %0 ], [ %136, %132 ]
  %81 = phi i32 [ 0, %0 ], [ %137, %132 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %81)
          to label %132 unwind label %82

82:                                               ; preds = %79
  %83 = catchswitch within none [label %84, label %88, label %94, label %104, label %115, label %124, label %130] unwind to caller

84:                                               ; preds = %82
  %85 = catchpad within %83 [ptr @"??_R0H@8", i32 0, ptr %8]
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 100
  catchret from %85 to label %132

88:                                               ; preds = %82
  %89 = catchpad within %83 [ptr @"??_R0N@8", i32 0, ptr %7]
  %90 = load double, ptr %7, align 8
  %91 = fmul double %90, 2.000000e+00
  %92 = fptosi double %91 to i32
  %93 = add nsw i32 %92, 200
  catchret from %89 to label %132

94:                                               ; preds = %82
  %95 = catchpad within %83 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %6]
  %96 = load ptr, ptr %6, align 4
  %97 = getelementptr inbounds i8, ptr %96, i32 4
  %98 = load i32, ptr %97, align 4
  %99 = mul nsw i32 %98, 10
  %100 = add nsw i32 %99, 300
  %101 = getelementptr inbounds i8, ptr %96, i32 12
  %102 = load i32, ptr %101, align 4
  %103 = add nsw i32 %100, %102
  catchret from %95 to label %132

104:                                              ; preds = %82
  %105 = catchpad within %83 [ptr @"??_R0?AUError@@@8", i32 8, ptr %5]
  %106 = load ptr, ptr %5, align 4
  %107 = getelementptr inbounds i8, ptr %106, i32 4
  %108 = load i32, ptr %107, align 4
  %109 = add nsw i32 %108, 400
  %110 = load ptr, ptr %106, align 4
  %111 = getelementptr inbounds i8, ptr %110, i32 4
  %112 = load ptr, ptr %111, align 4
  %113 = call x86_thiscallcc noundef i32 %112(ptr noundef nonnull align 4 dereferenceable(12) %106) [ "funclet"(token %105) ]
  %114 = add nsw i32 %109, %113
  catchret from %105 to label %132

115:                                              ; preds = %82
  %116 = catchpad within %83 [ptr @"??_R0PAUError@@@8", i32 0, ptr %4]
  %117 = load ptr, ptr %4, align 4
  %118 = getelementptr inbounds i8, ptr %117, i32 4
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %119, 500
  %121 = load ptr, ptr %117, align 4
  %122 = load ptr, ptr %121, align 4
  %123 = call x86_thiscallcc noundef ptr %122(ptr noundef nonnull align 4 dereferenceable(12) %117, i32 noundef 1) #9 [ "funclet"(token %116) ]
  catchret from %116 to label %132

124:                                              ; preds = %82
  %125 = catchpad within %83 [ptr @"??_R0PAD@8", i32 1, ptr %3]
  %126 = load ptr, ptr %3, align 4
  %127 = load i8, ptr %126, align 1
  %128 = icmp eq i8 %127, 99
  %129 = select i1 %128, i32 601, i32 600
  catchret from %125 to label %132

130:                                              ; preds = %82
  %131 = catchpad within %83 [ptr null, i32 64, ptr null]
  catchret from %131 to label %132

132:                                              ; preds = %79, %84, %88, %94, %104, %115, %124, %130
  %133 = phi i32 [ %87, %84 ], [ 999, %130 ], [ %129, %124 ], [ %120, %115 ], [ %114, %104 ], [ %103, %94 ], [ %93, %88 ], [ 0, %79 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  %134 = load i32, ptr @g_live, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %81, i32 noundef %133, i32 noundef %134)
  %136 = add nsw i32 %133, %80
  %137 = add nuw nsw i32 %81, 1
  %138 = icmp eq i32 %137, 8
  br i1 %138, label %10, label %79, !llvm.loop !4

139:                                              ; preds = %147, %74
  %140 = add nsw i32 %136, 2
  %141 = load i32, ptr @g_live, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %140, i32 noundef %141)
  %143 = load i32, ptr @g_live, align 4
  %144 = icmp eq i32 %143, 0
  %145 = select i1 %144, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@"
  %146 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %145)
  ret i32 0

147:                                              ; preds = %74, %147
  %148 = phi i32 [ %152, %147 ], [ 0, %74 ]
  %149 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %148
  %150 = load i32, ptr %149, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %150)
  %152 = add nuw nsw i32 %148, 1
  %153 = load i32, ptr @g_nlog, align 4
  %154 = icmp slt i32 %152, %153
  br i1 %154, label %147, label %139, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 4
  %4 = alloca ptr, align 4
  %5 = load i32, ptr @g_live, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @g_live, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = add nuw nsw i32 %0, 50
  %11 = add nsw i32 %7, 1
  store i32 %11, ptr @g_nlog, align 4
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %7
  store i32 %10, ptr %12, align 4
  br label %13

13:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %20 unwind label %14

14:                                               ; preds = %13
  %15 = catchswitch within none [label %16] unwind label %29

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr null, i32 64, ptr null]
  %18 = load i32, ptr @rethrow_count, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @rethrow_count, align 4
  invoke void @_CxxThrowException(ptr null, ptr null) #8 [ "funclet"(token %17) ]
          to label %40 unwind label %29

20:                                               ; preds = %13
  %21 = load i32, ptr @g_live, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr @g_live, align 4
  %23 = load i32, ptr @g_nlog, align 4
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %59

25:                                               ; preds = %20
  %26 = sub nsw i32 -50, %0
  %27 = add nsw i32 %23, 1
  store i32 %27, ptr @g_nlog, align 4
  %28 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %23
  store i32 %26, ptr %28, align 4
  br label %59

29:                                               ; preds = %16, %14
  %30 = cleanuppad within none []
  %31 = load i32, ptr @g_live, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr @g_live, align 4
  %33 = load i32, ptr @g_nlog, align 4
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %39

35:                                               ; preds = %29
  %36 = sub nsw i32 -50, %0
  %37 = add nsw i32 %33, 1
  store i32 %37, ptr @g_nlog, align 4
  %38 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %33
  store i32 %36, ptr %38, align 4
  br label %39

39:                                               ; preds = %35, %29
  cleanupret from %30 unwind label %41

40:                                               ; preds = %16
  unreachable

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %49

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0H@8", i32 0, ptr %2]
  %45 = load i32, ptr %2, align 4
  %46 = add nsw i32 %45, 1
  store ptr @"??_7Error@@6B@", ptr %3, align 4
  %47 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 %46, ptr %47, align 4
  %48 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr @"??_C@_06PEIBIDGM@nested?$AA@", ptr %48, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUError@@") #8 [ "funclet"(token %44) ]
          to label %63 unwind label %49

49:                                               ; preds = %43, %41
  %50 = phi i32 [ 0, %41 ], [ %45, %43 ]
  %51 = catchswitch within none [label %52, label %61] unwind to caller

52:                                               ; preds = %49
  %53 = catchpad within %51 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4]
  %54 = load ptr, ptr %4, align 4
  %55 = getelementptr inbounds i8, ptr %54, i32 4
  %56 = load i32, ptr %55, align 4
  %57 = mul nsw i32 %56, 100
  %58 = add nsw i32 %57, %50
  catchret from %53 to label %59

59:                                               ; preds = %25, %20, %61, %52
  %60 = phi i32 [ %58, %52 ], [ -1, %61 ], [ 0, %20 ], [ 0, %25 ]
  ret i32 %60

61:                                               ; preds = %49
  %62 = catchpad within %51 [ptr null, i32 64, ptr null]
  catchret from %62 to label %59

63:                                               ; preds = %43
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 4
  %5 = alloca %struct.IoError, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Tracer, align 4
  %9 = load i32, ptr @g_live, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @g_live, align 4
  %11 = load i32, ptr @g_nlog, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %16

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1
  store i32 %14, ptr @g_nlog, align 4
  %15 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %11
  store i32 %0, ptr %15, align 4
  br label %16

16:                                               ; preds = %1, %13
  %17 = phi i32 [ %11, %1 ], [ %14, %13 ]
  switch i32 %0, label %40 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %20
    i32 3, label %23
    i32 4, label %27
    i32 5, label %32
    i32 6, label %33
  ]

18:                                               ; preds = %16
  store i32 42, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #8
          to label %58 unwind label %47

19:                                               ; preds = %16
  store double 3.500000e+00, ptr %3, align 8
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1N) #8
          to label %58 unwind label %47

20:                                               ; preds = %16
  store ptr @"??_7Error@@6B@", ptr %4, align 4
  %21 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 7, ptr %21, align 4
  %22 = getelementptr inbounds i8, ptr %4, i32 8
  store ptr @"??_C@_05CGDPOPDB@plain?$AA@", ptr %22, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AUError@@") #8
          to label %58 unwind label %47

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 9, ptr %24, align 4
  %25 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %25, align 4
  store ptr @"??_7IoError@@6B@", ptr %5, align 4
  %26 = getelementptr inbounds i8, ptr %5, i32 12
  store i32 3, ptr %26, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2?AUIoError@@") #8
          to label %58 unwind label %47

27:                                               ; preds = %16
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @"??2@YAPAXI@Z"(i32 noundef 12) #10
          to label %29 unwind label %47

29:                                               ; preds = %27
  store ptr @"??_7Error@@6B@", ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %28, i32 4
  store i32 11, ptr %30, align 4
  %31 = getelementptr inbounds i8, ptr %28, i32 8
  store ptr @"??_C@_04PKENOLLO@heap?$AA@", ptr %31, align 4
  store ptr %28, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2PAUError@@") #8
          to label %58 unwind label %47

32:                                               ; preds = %16
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %7, align 4
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TIC2PAD) #8
          to label %58 unwind label %47

33:                                               ; preds = %16
  store i32 600, ptr %8, align 4
  %34 = add nsw i32 %9, 2
  store i32 %34, ptr @g_live, align 4
  %35 = icmp slt i32 %17, 64
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  %37 = add nsw i32 %17, 1
  store i32 %37, ptr @g_nlog, align 4
  %38 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %17
  store i32 600, ptr %38, align 4
  br label %39

39:                                               ; preds = %36, %33
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUTracer@@") #8
          to label %58 unwind label %47

40:                                               ; preds = %16
  store i32 %9, ptr @g_live, align 4
  %41 = icmp slt i32 %17, 64
  br i1 %41, label %42, label %46

42:                                               ; preds = %40
  %43 = sub nsw i32 0, %0
  %44 = add nsw i32 %17, 1
  store i32 %44, ptr @g_nlog, align 4
  %45 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %17
  store i32 %43, ptr %45, align 4
  br label %46

46:                                               ; preds = %40, %42
  ret void

47:                                               ; preds = %39, %32, %29, %27, %23, %20, %19, %18
  %48 = cleanuppad within none []
  %49 = load i32, ptr @g_live, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr @g_live, align 4
  %51 = load i32, ptr @g_nlog, align 4
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %57

53:                                               ; preds = %47
  %54 = sub nsw i32 0, %0
  %55 = add nsw i32 %51, 1
  store i32 %55, ptr @g_nlog, align 4
  %56 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %51
  store i32 %54, ptr %56, align 4
  br label %57

57:                                               ; preds = %47, %53
  cleanupret from %48 unwind to caller

58:                                               ; preds = %39, %32, %29, %23, %20, %19, %18
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Error@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat align 2 {
  store ptr @"??_7Error@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i64, ptr %4, align 4
  store i64 %5, ptr %3, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0IoError@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 {
  store ptr @"??_7Error@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i64, ptr %4, align 4
  store i64 %5, ptr %3, align 4
  store ptr @"??_7IoError@@6B@", ptr %0, align 4
  %6 = getelementptr inbounds i8, ptr %0, i32 12
  %7 = getelementptr inbounds i8, ptr %1, i32 12
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %6, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Error@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Tracer@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  %4 = add nsw i32 %3, 1000
  store i32 %4, ptr %0, align 4
  %5 = load i32, ptr @g_live, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @g_live, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1
  store i32 %10, ptr @g_nlog, align 4
  %11 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %7
  store i32 %4, ptr %11, align 4
  br label %12

12:                                               ; preds = %2, %9
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = load i32, ptr @g_live, align 4
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @g_live, align 4
  %4 = load i32, ptr @g_nlog, align 4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @g_nlog, align 4
  %10 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %4
  store i32 %8, ptr %10, align 4
  br label %11

11:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #11
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@Error@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GIoError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #11
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@IoError@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret i32 2
}

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}

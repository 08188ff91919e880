; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.IoError = type { %struct.Error, i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
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
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUIoError@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUIoError@@\00" }, comdat
@"??_R0?AUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUError@@\00" }, comdat
@"??_R0PAUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".PAUError@@\00" }, comdat
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0N@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1N to i8*) }, section ".xdata", comdat
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1
@"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%struct.Error* (%struct.Error*, %struct.Error*)* @"??0Error@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Error*)* @"??1Error@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUError@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i8*), i32 0, i32 -1, i32 0, i32 16, i8* bitcast (%struct.IoError* (%struct.IoError*, %struct.IoError*)* @"??0IoError@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16", %eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Error*)* @"??1Error@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUIoError@@" to i8*) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1
@"_CT??_R0PAUError@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0PAUError@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA2PAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUError@@@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI2PAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2PAUError@@" to i8*) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAD@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAD@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAD to i8*) }, section ".xdata", comdat
@"??_R0?AUTracer@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUTracer@@\00" }, comdat
@"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUTracer@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Tracer* (%struct.Tracer*, %struct.Tracer*)* @"??0Tracer@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Tracer*)* @"??1Tracer@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUTracer@@" to i8*) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Error@@6B@" to i8*), i8* bitcast (i8* (%struct.Error*, i32)* @"??_GError@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.Error*)* @"?kind@Error@@UBEHXZ" to i8*)] }, comdat($"??_7Error@@6B@")
@"??_R4Error@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Error@@8" }, comdat
@"??_R3Error@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Error@@8", i32 0, i32 0) }, comdat
@"??_R2Error@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Error@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Error@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Error@@8" }, comdat
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4IoError@@6B@" to i8*), i8* bitcast (i8* (%struct.IoError*, i32)* @"??_GIoError@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.IoError*)* @"?kind@IoError@@UBEHXZ" to i8*)] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2IoError@@8", i32 0, i32 0) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@IoError@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Error@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1

@"??_7Error@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__CxxFrameHandler3 {
  %1 = alloca %struct.IoError, align 4
  %2 = alloca %struct.Error*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Error*, align 4
  %5 = alloca %struct.Error*, align 4
  %6 = alloca %struct.IoError*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.IoError*, align 4
  %10 = bitcast i8** %3 to i8*
  %11 = bitcast %struct.Error** %4 to i8*
  %12 = bitcast %struct.Error** %5 to i8*
  %13 = bitcast %struct.IoError** %6 to i8*
  %14 = bitcast double* %7 to i8*
  %15 = bitcast i32* %8 to i8*
  br label %89

16:                                               ; preds = %144
  %17 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %18 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %18, i32 noundef %17)
  %20 = load i32, i32* @rethrow_count, align 4, !tbaa !3
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20)
  %22 = bitcast %struct.IoError** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22)
  %23 = bitcast %struct.Error** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23)
  %24 = load i32, i32* @g_live, align 4, !tbaa !3
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* @g_live, align 4, !tbaa !3
  %26 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %31

28:                                               ; preds = %16
  %29 = add nsw i32 %26, 1
  store i32 %29, i32* @g_nlog, align 4, !tbaa !3
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %26
  store i32 -4, i32* %30, align 4, !tbaa !3
  br label %31

31:                                               ; preds = %28, %16
  %32 = bitcast %struct.IoError* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %32)
  %33 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 0
  %34 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 1
  store i32 -4, i32* %34, align 4, !tbaa !7
  %35 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 2
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), i8** %35, align 4, !tbaa !10
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %33, align 4, !tbaa !11
  %36 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 1
  store i32 4, i32* %36, align 4, !tbaa !13
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #9
          to label %37 unwind label %38

37:                                               ; preds = %31
  unreachable

38:                                               ; preds = %31
  %39 = cleanuppad within none []
  %40 = load i32, i32* @g_live, align 4, !tbaa !3
  %41 = add nsw i32 %40, -1
  store i32 %41, i32* @g_live, align 4, !tbaa !3
  %42 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %43 = icmp slt i32 %42, 64
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = add nsw i32 %42, 1
  store i32 %45, i32* @g_nlog, align 4, !tbaa !3
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %42
  store i32 4, i32* %46, align 4, !tbaa !3
  br label %47

47:                                               ; preds = %44, %38
  cleanupret from %39 unwind label %48

48:                                               ; preds = %47
  %49 = catchswitch within none [label %50] unwind label %59

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %2]
  %52 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %53 = icmp slt i32 %52, 64
  br i1 %53, label %54, label %57

54:                                               ; preds = %50
  %55 = add nsw i32 %52, 1
  store i32 %55, i32* @g_nlog, align 4, !tbaa !3
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %52
  store i32 888, i32* %56, align 4, !tbaa !3
  br label %57

57:                                               ; preds = %54, %50
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %51) ]
          to label %58 unwind label %59

58:                                               ; preds = %57
  unreachable

59:                                               ; preds = %57, %48
  %60 = catchswitch within none [label %61] unwind to caller

61:                                               ; preds = %59
  %62 = catchpad within %60 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %9]
  %63 = load %struct.IoError*, %struct.IoError** %9, align 4, !tbaa !15
  %64 = getelementptr inbounds %struct.IoError, %struct.IoError* %63, i32 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !13
  %66 = add nsw i32 %65, -1000
  catchret from %62 to label %67

67:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22)
  %68 = load i32, i32* @g_live, align 4, !tbaa !3
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* @g_live, align 4, !tbaa !3
  %70 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %71 = icmp slt i32 %70, 64
  br i1 %71, label %72, label %76

72:                                               ; preds = %67
  %73 = add nsw i32 %70, 1
  store i32 %73, i32* @g_nlog, align 4, !tbaa !3
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %70
  store i32 5, i32* %74, align 4, !tbaa !3
  %75 = icmp eq i32 %70, 63
  br i1 %75, label %76, label %77

76:                                               ; preds = %72, %67
  store i32 %68, i32* @g_live, align 4, !tbaa !3
  br label %84

77:                                               ; preds = %72
  %78 = add nsw i32 %70, 2
  store i32 %78, i32* @g_nlog, align 4, !tbaa !3
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %73
  store i32 777, i32* %79, align 4, !tbaa !3
  store i32 %68, i32* @g_live, align 4, !tbaa !3
  %80 = icmp slt i32 %70, 62
  br i1 %80, label %81, label %84

81:                                               ; preds = %77
  %82 = add nsw i32 %70, 3
  store i32 %82, i32* @g_nlog, align 4, !tbaa !3
  %83 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %78
  store i32 -5, i32* %83, align 4, !tbaa !3
  br label %84

84:                                               ; preds = %77, %81, %76
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10, i32 noundef %66)
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i32 0, i32 0))
  %87 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %88 = icmp sgt i32 %87, 0
  br i1 %88, label %159, label %151

89:                                               ; preds = %0, %144
  %90 = phi i32 [ 0, %0 ], [ %148, %144 ]
  %91 = phi i32 [ 0, %0 ], [ %149, %144 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %91)
          to label %144 unwind label %92

92:                                               ; preds = %89
  %93 = catchswitch within none [label %94, label %98, label %104, label %114, label %126, label %136, label %142] unwind to caller

94:                                               ; preds = %92
  %95 = catchpad within %93 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %96 = load i32, i32* %8, align 4, !tbaa !3
  %97 = add nsw i32 %96, 100
  catchret from %95 to label %144

98:                                               ; preds = %92
  %99 = catchpad within %93 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %7]
  %100 = load double, double* %7, align 8, !tbaa !16
  %101 = fmul double %100, 2.000000e+00
  %102 = fptosi double %101 to i32
  %103 = add nsw i32 %102, 200
  catchret from %99 to label %144

104:                                              ; preds = %92
  %105 = catchpad within %93 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %6]
  %106 = load %struct.IoError*, %struct.IoError** %6, align 4, !tbaa !15
  %107 = getelementptr inbounds %struct.IoError, %struct.IoError* %106, i32 0, i32 0, i32 1
  %108 = load i32, i32* %107, align 4, !tbaa !7
  %109 = mul nsw i32 %108, 10
  %110 = add nsw i32 %109, 300
  %111 = getelementptr inbounds %struct.IoError, %struct.IoError* %106, i32 0, i32 1
  %112 = load i32, i32* %111, align 4, !tbaa !13
  %113 = add nsw i32 %110, %112
  catchret from %105 to label %144

114:                                              ; preds = %92
  %115 = catchpad within %93 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %5]
  %116 = load %struct.Error*, %struct.Error** %5, align 4, !tbaa !15
  %117 = getelementptr inbounds %struct.Error, %struct.Error* %116, i32 0, i32 1
  %118 = load i32, i32* %117, align 4, !tbaa !7
  %119 = add nsw i32 %118, 400
  %120 = bitcast %struct.Error* %116 to i32 (%struct.Error*)***
  %121 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %120, align 4, !tbaa !11
  %122 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %121, i32 1
  %123 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %122, align 4
  %124 = call x86_thiscallcc noundef i32 %123(%struct.Error* noundef nonnull align 4 dereferenceable(12) %116) [ "funclet"(token %115) ]
  %125 = add nsw i32 %119, %124
  catchret from %115 to label %144

126:                                              ; preds = %92
  %127 = catchpad within %93 [%rtti.TypeDescriptor11* @"??_R0PAUError@@@8", i32 0, %struct.Error** %4]
  %128 = load %struct.Error*, %struct.Error** %4, align 4, !tbaa !15
  %129 = getelementptr inbounds %struct.Error, %struct.Error* %128, i32 0, i32 1
  %130 = load i32, i32* %129, align 4, !tbaa !7
  %131 = add nsw i32 %130, 500
  %132 = bitcast %struct.Error* %128 to i8* (%struct.Error*, i32)***
  %133 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %132, align 4, !tbaa !11
  %134 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %133, align 4
  %135 = call x86_thiscallcc noundef i8* %134(%struct.Error* noundef nonnull align 4 dereferenceable(12) %128, i32 noundef 1) #10 [ "funclet"(token %127) ]
  catchret from %127 to label %144

136:                                              ; preds = %92
  %137 = catchpad within %93 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %3]
  %138 = load i8*, i8** %3, align 4, !tbaa !15
  %139 = load i8, i8* %138, align 1, !tbaa !18
  %140 = icmp eq i8 %139, 99
  %141 = select i1 %140, i32 601, i32 600
  catchret from %137 to label %144

142:                                              ; preds = %92
  %143 = catchpad within %93 [i8* null, i32 64, i8* null]
  catchret from %143 to label %144

144:                                              ; preds = %89, %94, %98, %104, %114, %126, %136, %142
  %145 = phi i32 [ %97, %94 ], [ 999, %142 ], [ %141, %136 ], [ %131, %126 ], [ %125, %114 ], [ %113, %104 ], [ %103, %98 ], [ 0, %89 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15)
  %146 = load i32, i32* @g_live, align 4, !tbaa !3
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %91, i32 noundef %145, i32 noundef %146)
  %148 = add nsw i32 %145, %90
  %149 = add nuw nsw i32 %91, 1
  %150 = icmp eq i32 %149, 8
  br i1 %150, label %16, label %89, !llvm.loop !19

151:                                              ; preds = %159, %84
  %152 = add nsw i32 %148, 2
  %153 = load i32, i32* @g_live, align 4, !tbaa !3
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %152, i32 noundef %153)
  %155 = load i32, i32* @g_live, align 4, !tbaa !3
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i32 0, i32 0)
  %158 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %157)
  ret i32 0

159:                                              ; preds = %84, %159
  %160 = phi i32 [ %164, %159 ], [ 0, %84 ]
  %161 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !3
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %162)
  %164 = add nuw nsw i32 %160, 1
  %165 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %159, label %151, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 4
  %4 = alloca %struct.Error*, align 4
  %5 = load i32, i32* @g_live, align 4, !tbaa !3
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @g_live, align 4, !tbaa !3
  %7 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 50
  %11 = add nsw i32 %7, 1
  store i32 %11, i32* @g_nlog, align 4, !tbaa !3
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %7
  store i32 %10, i32* %12, align 4, !tbaa !3
  br label %13

13:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %20 unwind label %14

14:                                               ; preds = %13
  %15 = catchswitch within none [label %16] unwind label %29

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* null, i32 64, i8* null]
  %18 = load i32, i32* @rethrow_count, align 4, !tbaa !3
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @rethrow_count, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #9 [ "funclet"(token %17) ]
          to label %40 unwind label %29

20:                                               ; preds = %13
  %21 = load i32, i32* @g_live, align 4, !tbaa !3
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @g_live, align 4, !tbaa !3
  %23 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %61

25:                                               ; preds = %20
  %26 = sub i32 -50, %0
  %27 = add nsw i32 %23, 1
  store i32 %27, i32* @g_nlog, align 4, !tbaa !3
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %23
  store i32 %26, i32* %28, align 4, !tbaa !3
  br label %61

29:                                               ; preds = %16, %14
  %30 = cleanuppad within none []
  %31 = load i32, i32* @g_live, align 4, !tbaa !3
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* @g_live, align 4, !tbaa !3
  %33 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %39

35:                                               ; preds = %29
  %36 = sub i32 -50, %0
  %37 = add nsw i32 %33, 1
  store i32 %37, i32* @g_nlog, align 4, !tbaa !3
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %33
  store i32 %36, i32* %38, align 4, !tbaa !3
  br label %39

39:                                               ; preds = %35, %29
  cleanupret from %30 unwind label %41

40:                                               ; preds = %16
  unreachable

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %51

43:                                               ; preds = %41
  %44 = catchpad within %42 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %45 = load i32, i32* %2, align 4, !tbaa !3
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %47, align 4, !tbaa !11
  %48 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 1
  store i32 %46, i32* %48, align 4, !tbaa !7
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 2
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i32 0, i32 0), i8** %49, align 4, !tbaa !10
  %50 = bitcast %struct.Error* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %50, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #9 [ "funclet"(token %44) ]
          to label %65 unwind label %51

51:                                               ; preds = %43, %41
  %52 = phi i32 [ 0, %41 ], [ %45, %43 ]
  %53 = catchswitch within none [label %54, label %63] unwind to caller

54:                                               ; preds = %51
  %55 = catchpad within %53 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4]
  %56 = load %struct.Error*, %struct.Error** %4, align 4, !tbaa !15
  %57 = getelementptr inbounds %struct.Error, %struct.Error* %56, i32 0, i32 1
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = mul nsw i32 %58, 100
  %60 = add nsw i32 %59, %52
  catchret from %55 to label %61

61:                                               ; preds = %25, %20, %63, %54
  %62 = phi i32 [ -1, %63 ], [ %60, %54 ], [ 0, %20 ], [ 0, %25 ]
  ret i32 %62

63:                                               ; preds = %51
  %64 = catchpad within %53 [i8* null, i32 64, i8* null]
  catchret from %64 to label %61

65:                                               ; preds = %43
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noinline norecurse
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 4
  %5 = alloca %struct.IoError, align 4
  %6 = alloca %struct.Error*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Tracer, align 4
  %9 = load i32, i32* @g_live, align 4, !tbaa !3
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @g_live, align 4, !tbaa !3
  %11 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %16

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1
  store i32 %14, i32* @g_nlog, align 4, !tbaa !3
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %11
  store i32 %0, i32* %15, align 4, !tbaa !3
  br label %16

16:                                               ; preds = %1, %13
  %17 = phi i32 [ %11, %1 ], [ %14, %13 ]
  switch i32 %0, label %53 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %22
    i32 3, label %27
    i32 4, label %33
    i32 5, label %42
    i32 6, label %44
  ]

18:                                               ; preds = %16
  store i32 42, i32* %2, align 4, !tbaa !3
  %19 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @_TI1H) #9
          to label %71 unwind label %60

20:                                               ; preds = %16
  store double 3.500000e+00, double* %3, align 8, !tbaa !16
  %21 = bitcast double* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TI1N) #9
          to label %71 unwind label %60

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !11
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 1
  store i32 7, i32* %24, align 4, !tbaa !7
  %25 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i32 0, i32 0), i8** %25, align 4, !tbaa !10
  %26 = bitcast %struct.Error* %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %26, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #9
          to label %71 unwind label %60

27:                                               ; preds = %16
  %28 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 0
  %29 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 1
  store i32 9, i32* %29, align 4, !tbaa !7
  %30 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 2
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), i8** %30, align 4, !tbaa !10
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !11
  %31 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 1
  store i32 3, i32* %31, align 4, !tbaa !13
  %32 = bitcast %struct.IoError* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #9
          to label %71 unwind label %60

33:                                               ; preds = %16
  %34 = invoke noalias noundef nonnull dereferenceable(12) i8* @"??2@YAPAXI@Z"(i32 noundef 12) #11
          to label %35 unwind label %60

35:                                               ; preds = %33
  %36 = bitcast i8* %34 to %struct.Error*
  %37 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %37, align 4, !tbaa !11
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 1
  store i32 11, i32* %38, align 4, !tbaa !7
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 2
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i32 0, i32 0), i8** %39, align 4, !tbaa !10
  %40 = bitcast %struct.Error** %6 to i8**
  store i8* %34, i8** %40, align 4, !tbaa !15
  %41 = bitcast %struct.Error** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %41, %eh.ThrowInfo* nonnull @"_TI2PAUError@@") #9
          to label %71 unwind label %60

42:                                               ; preds = %16
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i32 0, i32 0), i8** %7, align 4, !tbaa !15
  %43 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %43, %eh.ThrowInfo* nonnull @_TIC2PAD) #9
          to label %71 unwind label %60

44:                                               ; preds = %16
  %45 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %8, i32 0, i32 0
  store i32 600, i32* %45, align 4, !tbaa !22
  %46 = add nsw i32 %9, 2
  store i32 %46, i32* @g_live, align 4, !tbaa !3
  %47 = icmp slt i32 %17, 64
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = add nsw i32 %17, 1
  store i32 %49, i32* @g_nlog, align 4, !tbaa !3
  %50 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %17
  store i32 600, i32* %50, align 4, !tbaa !3
  br label %51

51:                                               ; preds = %48, %44
  %52 = bitcast %struct.Tracer* %8 to i8*
  invoke void @_CxxThrowException(i8* nonnull %52, %eh.ThrowInfo* nonnull @"_TI1?AUTracer@@") #9
          to label %71 unwind label %60

53:                                               ; preds = %16
  store i32 %9, i32* @g_live, align 4, !tbaa !3
  %54 = icmp slt i32 %17, 64
  br i1 %54, label %55, label %59

55:                                               ; preds = %53
  %56 = sub nsw i32 0, %0
  %57 = add nsw i32 %17, 1
  store i32 %57, i32* @g_nlog, align 4, !tbaa !3
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %17
  store i32 %56, i32* %58, align 4, !tbaa !3
  br label %59

59:                                               ; preds = %53, %55
  ret void

60:                                               ; preds = %51, %42, %35, %33, %27, %22, %20, %18
  %61 = cleanuppad within none []
  %62 = load i32, i32* @g_live, align 4, !tbaa !3
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* @g_live, align 4, !tbaa !3
  %64 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %65 = icmp slt i32 %64, 64
  br i1 %65, label %66, label %70

66:                                               ; preds = %60
  %67 = sub nsw i32 0, %0
  %68 = add nsw i32 %64, 1
  store i32 %68, i32* @g_nlog, align 4, !tbaa !3
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %64
  store i32 %67, i32* %69, align 4, !tbaa !3
  br label %70

70:                                               ; preds = %60, %66
  cleanupret from %61 unwind to caller

71:                                               ; preds = %51, %42, %35, %27, %22, %20, %18
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Error* @"??0Error@@QAE@ABU0@@Z"(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Error* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds %struct.Error, %struct.Error* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !11
  %4 = getelementptr inbounds %struct.Error, %struct.Error* %0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.Error, %struct.Error* %1, i32 0, i32 1
  %6 = bitcast i32* %5 to i64*
  %7 = bitcast i32* %4 to i64*
  %8 = load i64, i64* %6, align 4
  store i64 %8, i64* %7, align 4
  ret %struct.Error* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.IoError* @"??0IoError@@QAE@ABU0@@Z"(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0, %struct.IoError* noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !11
  %4 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 1
  %6 = bitcast i32* %5 to i64*
  %7 = bitcast i32* %4 to i64*
  %8 = load i64, i64* %6, align 4
  store i64 %8, i64* %7, align 4
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !11
  %9 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 1
  %11 = load i32, i32* %10, align 4, !tbaa !13
  store i32 %11, i32* %9, align 4, !tbaa !13
  ret %struct.IoError* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Error@@UAE@XZ"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@ABU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !22
  %6 = add nsw i32 %5, 1000
  store i32 %6, i32* %3, align 4, !tbaa !22
  %7 = load i32, i32* @g_live, align 4, !tbaa !3
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @g_live, align 4, !tbaa !3
  %9 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = add nsw i32 %9, 1
  store i32 %12, i32* @g_nlog, align 4, !tbaa !3
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %9
  store i32 %6, i32* %13, align 4, !tbaa !3
  br label %14

14:                                               ; preds = %2, %11
  ret %struct.Tracer* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = load i32, i32* @g_live, align 4, !tbaa !3
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @g_live, align 4, !tbaa !3
  %4 = load i32, i32* @g_nlog, align 4, !tbaa !3
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !22
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @g_nlog, align 4, !tbaa !3
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %4
  store i32 %9, i32* %11, align 4, !tbaa !3
  br label %12

12:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GError@@UAEPAXI@Z"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Error* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #12
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@Error@@UBEHXZ"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GIoError@@UAEPAXI@Z"(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.IoError* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #12
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@IoError@@UBEHXZ"(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  ret i32 2
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 4}
!8 = !{!"?AUError@@", !4, i64 4, !9, i64 8}
!9 = !{!"any pointer", !5, i64 0}
!10 = !{!8, !9, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !6, i64 0}
!13 = !{!14, !4, i64 12}
!14 = !{!"?AUIoError@@", !4, i64 12}
!15 = !{!9, !9, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !5, i64 0}
!18 = !{!5, !5, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!23, !4, i64 0}
!23 = !{!"?AUTracer@@", !4, i64 0}

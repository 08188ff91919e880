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
%struct.Holder = type { %struct.Tracer, i32 }
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

@g_live = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !68
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !70
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !72
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__CxxFrameHandler3 !dbg !82 {
  %1 = alloca %struct.IoError, align 4
  %2 = alloca %struct.Error*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Error*, align 4
  %5 = alloca %struct.Error*, align 4
  %6 = alloca %struct.IoError*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.IoError*, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !92, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !103
  %10 = bitcast i8** %3 to i8*
  %11 = bitcast %struct.Error** %4 to i8*
  %12 = bitcast %struct.Error** %5 to i8*
  %13 = bitcast %struct.IoError** %6 to i8*
  %14 = bitcast double* %7 to i8*
  %15 = bitcast i32* %8 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !103
  br label %89, !dbg !104

16:                                               ; preds = %144
  %17 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !105
  %18 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !105
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %18, i32 noundef %17), !dbg !105
  %20 = load i32, i32* @rethrow_count, align 4, !dbg !106, !tbaa !107
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20), !dbg !106
  %22 = bitcast %struct.IoError** %9 to i8*, !dbg !111
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22), !dbg !111
  call void @llvm.dbg.value(metadata i32 -4, metadata !114, metadata !DIExpression()), !dbg !111
  %23 = bitcast %struct.Error** %2 to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23), !dbg !120
  call void @llvm.dbg.value(metadata i32 -4, metadata !123, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !124, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -4, metadata !129, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !132, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 -4, metadata !115, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !136
  %24 = load i32, i32* @g_live, align 4, !dbg !137, !tbaa !107
  %25 = add nsw i32 %24, 1, !dbg !137
  store i32 %25, i32* @g_live, align 4, !dbg !137, !tbaa !107
  call void @llvm.dbg.value(metadata i32 -4, metadata !139, metadata !DIExpression()), !dbg !144
  %26 = load i32, i32* @g_nlog, align 4, !dbg !146, !tbaa !107
  %27 = icmp slt i32 %26, 64, !dbg !146
  br i1 %27, label %28, label %31, !dbg !146

28:                                               ; preds = %16
  %29 = add nsw i32 %26, 1, !dbg !147
  store i32 %29, i32* @g_nlog, align 4, !dbg !147, !tbaa !107
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %26, !dbg !147
  store i32 -4, i32* %30, align 4, !dbg !147, !tbaa !107
  br label %31, !dbg !147

31:                                               ; preds = %28, %16
  %32 = bitcast %struct.IoError* %1 to i8*, !dbg !149
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %32), !dbg !149
  call void @llvm.dbg.value(metadata i32 -4, metadata !152, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 4, metadata !154, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 -4, metadata !157, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !158, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), metadata !163, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 -4, metadata !166, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !167, metadata !DIExpression()), !dbg !169
  %33 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 0, !dbg !171
  %34 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 1, !dbg !171
  store i32 -4, i32* %34, align 4, !dbg !171, !tbaa !172
  %35 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 2, !dbg !171
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), i8** %35, align 4, !dbg !171, !tbaa !175
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %33, align 4, !dbg !176, !tbaa !177
  %36 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 1, !dbg !176
  store i32 4, i32* %36, align 4, !dbg !176, !tbaa !179
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #11
          to label %37 unwind label %38, !dbg !181

37:                                               ; preds = %31
  unreachable, !dbg !181

38:                                               ; preds = %31
  %39 = cleanuppad within none [], !dbg !182
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !184, metadata !DIExpression()), !dbg !187
  %40 = load i32, i32* @g_live, align 4, !dbg !189, !tbaa !107
  %41 = add nsw i32 %40, -1, !dbg !189
  store i32 %41, i32* @g_live, align 4, !dbg !189, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !191
  %42 = load i32, i32* @g_nlog, align 4, !dbg !193, !tbaa !107
  %43 = icmp slt i32 %42, 64, !dbg !193
  br i1 %43, label %44, label %47, !dbg !193

44:                                               ; preds = %38
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 -4), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !191
  call void @llvm.dbg.value(metadata i32 4, metadata !139, metadata !DIExpression()), !dbg !191
  %45 = add nsw i32 %42, 1, !dbg !194
  store i32 %45, i32* @g_nlog, align 4, !dbg !194, !tbaa !107
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %42, !dbg !194
  store i32 4, i32* %46, align 4, !dbg !194, !tbaa !107
  br label %47, !dbg !194

47:                                               ; preds = %44, %38
  cleanupret from %39 unwind label %48, !dbg !182

48:                                               ; preds = %47
  %49 = catchswitch within none [label %50] unwind label %59

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %2], !dbg !182
  call void @llvm.dbg.value(metadata i32 888, metadata !139, metadata !DIExpression()), !dbg !195
  %52 = load i32, i32* @g_nlog, align 4, !dbg !198, !tbaa !107
  %53 = icmp slt i32 %52, 64, !dbg !198
  br i1 %53, label %54, label %57, !dbg !198

54:                                               ; preds = %50
  %55 = add nsw i32 %52, 1, !dbg !199
  store i32 %55, i32* @g_nlog, align 4, !dbg !199, !tbaa !107
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %52, !dbg !199
  store i32 888, i32* %56, align 4, !dbg !199, !tbaa !107
  br label %57, !dbg !199

57:                                               ; preds = %54, %50
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %51) ]
          to label %58 unwind label %59, !dbg !200

58:                                               ; preds = %57
  unreachable, !dbg !200

59:                                               ; preds = %57, %48
  %60 = catchswitch within none [label %61] unwind to caller, !dbg !201

61:                                               ; preds = %59
  %62 = catchpad within %60 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %9], !dbg !201
  %63 = load %struct.IoError*, %struct.IoError** %9, align 4, !dbg !202, !tbaa !204
  call void @llvm.dbg.value(metadata %struct.IoError* %63, metadata !117, metadata !DIExpression()), !dbg !111
  %64 = getelementptr inbounds %struct.IoError, %struct.IoError* %63, i32 0, i32 1, !dbg !202
  %65 = load i32, i32* %64, align 4, !dbg !202, !tbaa !179
  %66 = add nsw i32 %65, -1000, !dbg !202
  catchret from %62 to label %67, !dbg !205

67:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22), !dbg !206
  call void @llvm.dbg.value(metadata i32 5, metadata !114, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 5, metadata !123, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !124, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 5, metadata !129, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !132, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 5, metadata !115, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !213
  %68 = load i32, i32* @g_live, align 4, !dbg !214, !tbaa !107
  %69 = add nsw i32 %68, 1, !dbg !214
  store i32 %69, i32* @g_live, align 4, !dbg !214, !tbaa !107
  call void @llvm.dbg.value(metadata i32 5, metadata !139, metadata !DIExpression()), !dbg !215
  %70 = load i32, i32* @g_nlog, align 4, !dbg !217, !tbaa !107
  %71 = icmp slt i32 %70, 64, !dbg !217
  br i1 %71, label %72, label %76, !dbg !217

72:                                               ; preds = %67
  %73 = add nsw i32 %70, 1, !dbg !218
  store i32 %73, i32* @g_nlog, align 4, !dbg !218, !tbaa !107
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %70, !dbg !218
  store i32 5, i32* %74, align 4, !dbg !218, !tbaa !107
  call void @llvm.dbg.value(metadata i32 5, metadata !152, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 10, metadata !115, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !213
  call void @llvm.dbg.value(metadata i32 777, metadata !139, metadata !DIExpression()), !dbg !221
  %75 = icmp eq i32 %70, 63, !dbg !223
  br i1 %75, label %76, label %77, !dbg !223

76:                                               ; preds = %72, %67
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !224, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !184, metadata !DIExpression()), !dbg !232
  store i32 %68, i32* @g_live, align 4, !dbg !235, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !236
  br label %84, !dbg !238

77:                                               ; preds = %72
  %78 = add nsw i32 %70, 2, !dbg !239
  store i32 %78, i32* @g_nlog, align 4, !dbg !239, !tbaa !107
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %73, !dbg !239
  store i32 777, i32* %79, align 4, !dbg !239, !tbaa !107
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !224, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !184, metadata !DIExpression()), !dbg !232
  store i32 %68, i32* @g_live, align 4, !dbg !235, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !236
  %80 = icmp slt i32 %70, 62, !dbg !238
  br i1 %80, label %81, label %84, !dbg !238

81:                                               ; preds = %77
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !184, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 -5, metadata !139, metadata !DIExpression()), !dbg !236
  %82 = add nsw i32 %70, 3, !dbg !240
  store i32 %82, i32* @g_nlog, align 4, !dbg !240, !tbaa !107
  %83 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %78, !dbg !240
  store i32 -5, i32* %83, align 4, !dbg !240, !tbaa !107
  br label %84, !dbg !240

84:                                               ; preds = %77, %81, %76
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10, i32 noundef %66), !dbg !241
  call void @llvm.dbg.value(metadata !DIArgList(i32 %148, i32 2), metadata !86, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !102
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i32 0, i32 0)), !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !243
  %87 = load i32, i32* @g_nlog, align 4, !dbg !244, !tbaa !107
  %88 = icmp sgt i32 %87, 0, !dbg !244
  br i1 %88, label %159, label %151, !dbg !244

89:                                               ; preds = %0, %144
  %90 = phi i32 [ 0, %0 ], [ %148, %144 ]
  %91 = phi i32 [ 0, %0 ], [ %149, %144 ]
  call void @llvm.dbg.value(metadata i32 %90, metadata !86, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %91, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10), !dbg !245
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11), !dbg !245
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12), !dbg !245
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13), !dbg !245
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14), !dbg !245
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15), !dbg !245
  call void @llvm.dbg.value(metadata i32 %91, metadata !248, metadata !DIExpression()), !dbg !245
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %91)
          to label %144 unwind label %92, !dbg !259

92:                                               ; preds = %89
  %93 = catchswitch within none [label %94, label %98, label %104, label %114, label %126, label %136, label %142] unwind to caller, !dbg !261

94:                                               ; preds = %92
  %95 = catchpad within %93 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8], !dbg !261
  %96 = load i32, i32* %8, align 4, !dbg !262, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %96, metadata !257, metadata !DIExpression()), !dbg !245
  %97 = add nsw i32 %96, 100, !dbg !262
  catchret from %95 to label %144, !dbg !264

98:                                               ; preds = %92
  %99 = catchpad within %93 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %7], !dbg !261
  %100 = load double, double* %7, align 8, !dbg !265, !tbaa !267
  call void @llvm.dbg.value(metadata double %100, metadata !255, metadata !DIExpression()), !dbg !245
  %101 = fmul double %100, 2.000000e+00, !dbg !265
  %102 = fptosi double %101 to i32, !dbg !265
  %103 = add nsw i32 %102, 200, !dbg !265
  catchret from %99 to label %144, !dbg !269

104:                                              ; preds = %92
  %105 = catchpad within %93 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %6], !dbg !261
  %106 = load %struct.IoError*, %struct.IoError** %6, align 4, !dbg !270, !tbaa !204
  call void @llvm.dbg.value(metadata %struct.IoError* %106, metadata !254, metadata !DIExpression()), !dbg !245
  %107 = getelementptr inbounds %struct.IoError, %struct.IoError* %106, i32 0, i32 0, i32 1, !dbg !270
  %108 = load i32, i32* %107, align 4, !dbg !270, !tbaa !172
  %109 = mul nsw i32 %108, 10, !dbg !270
  %110 = add nsw i32 %109, 300, !dbg !270
  %111 = getelementptr inbounds %struct.IoError, %struct.IoError* %106, i32 0, i32 1, !dbg !270
  %112 = load i32, i32* %111, align 4, !dbg !270, !tbaa !179
  %113 = add nsw i32 %110, %112, !dbg !270
  catchret from %105 to label %144, !dbg !272

114:                                              ; preds = %92
  %115 = catchpad within %93 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %5], !dbg !261
  %116 = load %struct.Error*, %struct.Error** %5, align 4, !dbg !273, !tbaa !204
  call void @llvm.dbg.value(metadata %struct.Error* %116, metadata !253, metadata !DIExpression()), !dbg !245
  %117 = getelementptr inbounds %struct.Error, %struct.Error* %116, i32 0, i32 1, !dbg !273
  %118 = load i32, i32* %117, align 4, !dbg !273, !tbaa !172
  %119 = add nsw i32 %118, 400, !dbg !273
  %120 = bitcast %struct.Error* %116 to i32 (%struct.Error*)***, !dbg !273
  %121 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %120, align 4, !dbg !273, !tbaa !177
  %122 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %121, i32 1, !dbg !273
  %123 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %122, align 4, !dbg !273
  %124 = call x86_thiscallcc noundef i32 %123(%struct.Error* noundef nonnull align 4 dereferenceable(12) %116) [ "funclet"(token %115) ], !dbg !273
  %125 = add nsw i32 %119, %124, !dbg !273
  catchret from %115 to label %144, !dbg !275

126:                                              ; preds = %92
  %127 = catchpad within %93 [%rtti.TypeDescriptor11* @"??_R0PAUError@@@8", i32 0, %struct.Error** %4], !dbg !261
  %128 = load %struct.Error*, %struct.Error** %4, align 4, !dbg !276, !tbaa !204
  call void @llvm.dbg.value(metadata %struct.Error* %128, metadata !250, metadata !DIExpression()), !dbg !245
  %129 = getelementptr inbounds %struct.Error, %struct.Error* %128, i32 0, i32 1, !dbg !276
  %130 = load i32, i32* %129, align 4, !dbg !276, !tbaa !172
  %131 = add nsw i32 %130, 500, !dbg !276
  call void @llvm.dbg.value(metadata i32 %131, metadata !251, metadata !DIExpression()), !dbg !277
  %132 = bitcast %struct.Error* %128 to i8* (%struct.Error*, i32)***, !dbg !278
  %133 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %132, align 4, !dbg !278, !tbaa !177
  %134 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %133, align 4, !dbg !278
  %135 = call x86_thiscallcc noundef i8* %134(%struct.Error* noundef nonnull align 4 dereferenceable(12) %128, i32 noundef 1) #12 [ "funclet"(token %127) ], !dbg !278
  catchret from %127 to label %144, !dbg !279

136:                                              ; preds = %92
  %137 = catchpad within %93 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %3], !dbg !261
  %138 = load i8*, i8** %3, align 4, !dbg !280, !tbaa !204
  call void @llvm.dbg.value(metadata i8* %138, metadata !249, metadata !DIExpression()), !dbg !245
  %139 = load i8, i8* %138, align 1, !dbg !280, !tbaa !282
  %140 = icmp eq i8 %139, 99, !dbg !280
  %141 = select i1 %140, i32 601, i32 600, !dbg !280
  catchret from %137 to label %144, !dbg !283

142:                                              ; preds = %92
  %143 = catchpad within %93 [i8* null, i32 64, i8* null], !dbg !261
  catchret from %143 to label %144, !dbg !284

144:                                              ; preds = %89, %94, %98, %104, %114, %126, %136, %142
  %145 = phi i32 [ %97, %94 ], [ 999, %142 ], [ %141, %136 ], [ %131, %126 ], [ %125, %114 ], [ %113, %104 ], [ %103, %98 ], [ 0, %89 ], !dbg !245
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10), !dbg !286
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11), !dbg !286
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12), !dbg !286
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13), !dbg !286
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14), !dbg !286
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15), !dbg !286
  call void @llvm.dbg.value(metadata i32 %145, metadata !89, metadata !DIExpression()), !dbg !287
  %146 = load i32, i32* @g_live, align 4, !dbg !288, !tbaa !107
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %91, i32 noundef %145, i32 noundef %146), !dbg !288
  %148 = add nsw i32 %145, %90, !dbg !289
  call void @llvm.dbg.value(metadata i32 %148, metadata !86, metadata !DIExpression()), !dbg !102
  %149 = add nuw nsw i32 %91, 1, !dbg !290
  call void @llvm.dbg.value(metadata i32 %149, metadata !87, metadata !DIExpression()), !dbg !103
  %150 = icmp eq i32 %149, 8, !dbg !104
  br i1 %150, label %16, label %89, !dbg !104, !llvm.loop !291

151:                                              ; preds = %159, %84
  %152 = add nsw i32 %148, 2, !dbg !294
  call void @llvm.dbg.value(metadata i32 %152, metadata !86, metadata !DIExpression()), !dbg !102
  %153 = load i32, i32* @g_live, align 4, !dbg !295, !tbaa !107
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %152, i32 noundef %153), !dbg !295
  %155 = load i32, i32* @g_live, align 4, !dbg !296, !tbaa !107
  %156 = icmp eq i32 %155, 0, !dbg !296
  %157 = select i1 %156, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i32 0, i32 0), !dbg !296
  %158 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %157), !dbg !296
  ret i32 0, !dbg !297

159:                                              ; preds = %84, %159
  %160 = phi i32 [ %164, %159 ], [ 0, %84 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !99, metadata !DIExpression()), !dbg !243
  %161 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %160, !dbg !298
  %162 = load i32, i32* %161, align 4, !dbg !298, !tbaa !107
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %162), !dbg !298
  %164 = add nuw nsw i32 %160, 1, !dbg !300
  call void @llvm.dbg.value(metadata i32 %164, metadata !99, metadata !DIExpression()), !dbg !243
  %165 = load i32, i32* @g_nlog, align 4, !dbg !244, !tbaa !107
  %166 = icmp slt i32 %164, %165, !dbg !244
  br i1 %166, label %159, label %151, !dbg !244, !llvm.loop !301
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !303 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 4
  %4 = alloca %struct.Error*, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !305, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 0, metadata !306, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 %0, metadata !311, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %0, metadata !129, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !132, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 %0, metadata !314, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !315
  %5 = load i32, i32* @g_live, align 4, !dbg !320, !tbaa !107
  %6 = add nsw i32 %5, 1, !dbg !320
  store i32 %6, i32* @g_live, align 4, !dbg !320, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %0, metadata !139, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !321
  %7 = load i32, i32* @g_nlog, align 4, !dbg !323, !tbaa !107
  %8 = icmp slt i32 %7, 64, !dbg !323
  br i1 %8, label %9, label %13, !dbg !323

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 50, !dbg !324
  call void @llvm.dbg.value(metadata i32 %10, metadata !129, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 %10, metadata !314, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %10, metadata !139, metadata !DIExpression()), !dbg !321
  %11 = add nsw i32 %7, 1, !dbg !325
  store i32 %11, i32* @g_nlog, align 4, !dbg !325, !tbaa !107
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %7, !dbg !325
  store i32 %10, i32* %12, align 4, !dbg !325, !tbaa !107
  br label %13, !dbg !325

13:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %20 unwind label %14, !dbg !326

14:                                               ; preds = %13
  %15 = catchswitch within none [label %16] unwind label %29, !dbg !328

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* null, i32 64, i8* null], !dbg !328
  %18 = load i32, i32* @rethrow_count, align 4, !dbg !329, !tbaa !107
  %19 = add nsw i32 %18, 1, !dbg !329
  store i32 %19, i32* @rethrow_count, align 4, !dbg !329, !tbaa !107
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #11 [ "funclet"(token %17) ]
          to label %40 unwind label %29, !dbg !331

20:                                               ; preds = %13
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !184, metadata !DIExpression()), !dbg !332
  %21 = load i32, i32* @g_live, align 4, !dbg !334, !tbaa !107
  %22 = add nsw i32 %21, -1, !dbg !334
  store i32 %22, i32* @g_live, align 4, !dbg !334, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !335
  %23 = load i32, i32* @g_nlog, align 4, !dbg !337, !tbaa !107
  %24 = icmp slt i32 %23, 64, !dbg !337
  br i1 %24, label %25, label %61, !dbg !337

25:                                               ; preds = %20
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !335
  %26 = sub i32 -50, %0, !dbg !334
  call void @llvm.dbg.value(metadata i32 %26, metadata !139, metadata !DIExpression()), !dbg !335
  %27 = add nsw i32 %23, 1, !dbg !338
  store i32 %27, i32* @g_nlog, align 4, !dbg !338, !tbaa !107
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %23, !dbg !338
  store i32 %26, i32* %28, align 4, !dbg !338, !tbaa !107
  br label %61, !dbg !338

29:                                               ; preds = %16, %14
  %30 = cleanuppad within none [], !dbg !339
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !184, metadata !DIExpression()), !dbg !340
  %31 = load i32, i32* @g_live, align 4, !dbg !342, !tbaa !107
  %32 = add nsw i32 %31, -1, !dbg !342
  store i32 %32, i32* @g_live, align 4, !dbg !342, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !343
  %33 = load i32, i32* @g_nlog, align 4, !dbg !345, !tbaa !107
  %34 = icmp slt i32 %33, 64, !dbg !345
  br i1 %34, label %35, label %39, !dbg !345

35:                                               ; preds = %29
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !343
  %36 = sub i32 -50, %0, !dbg !342
  call void @llvm.dbg.value(metadata i32 %36, metadata !139, metadata !DIExpression()), !dbg !343
  %37 = add nsw i32 %33, 1, !dbg !346
  store i32 %37, i32* @g_nlog, align 4, !dbg !346, !tbaa !107
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %33, !dbg !346
  store i32 %36, i32* %38, align 4, !dbg !346, !tbaa !107
  br label %39, !dbg !346

39:                                               ; preds = %35, %29
  cleanupret from %30 unwind label %41

40:                                               ; preds = %16
  unreachable

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %51, !dbg !347

43:                                               ; preds = %41
  %44 = catchpad within %42 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !347
  %45 = load i32, i32* %2, align 4, !dbg !348, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %45, metadata !307, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.value(metadata i32 %45, metadata !306, metadata !DIExpression()), !dbg !310
  %46 = add nsw i32 %45, 1, !dbg !351
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i32 0, i32 0), metadata !163, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata i32 %46, metadata !166, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata %struct.Error* %3, metadata !167, metadata !DIExpression()), !dbg !352
  %47 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 0, !dbg !354
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %47, align 4, !dbg !354, !tbaa !177
  %48 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 1, !dbg !354
  store i32 %46, i32* %48, align 4, !dbg !354, !tbaa !172
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %3, i32 0, i32 2, !dbg !354
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i32 0, i32 0), i8** %49, align 4, !dbg !354, !tbaa !175
  %50 = bitcast %struct.Error* %3 to i8*, !dbg !351
  invoke void @_CxxThrowException(i8* nonnull %50, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #11 [ "funclet"(token %44) ]
          to label %65 unwind label %51, !dbg !351

51:                                               ; preds = %43, %41
  %52 = phi i32 [ 0, %41 ], [ %45, %43 ], !dbg !310
  %53 = catchswitch within none [label %54, label %63] unwind to caller, !dbg !355

54:                                               ; preds = %51
  %55 = catchpad within %53 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4], !dbg !355
  %56 = load %struct.Error*, %struct.Error** %4, align 4, !dbg !356, !tbaa !204
  call void @llvm.dbg.value(metadata %struct.Error* %56, metadata !309, metadata !DIExpression()), !dbg !310
  %57 = getelementptr inbounds %struct.Error, %struct.Error* %56, i32 0, i32 1, !dbg !356
  %58 = load i32, i32* %57, align 4, !dbg !356, !tbaa !172
  %59 = mul nsw i32 %58, 100, !dbg !356
  %60 = add nsw i32 %59, %52, !dbg !356
  call void @llvm.dbg.value(metadata i32 %60, metadata !306, metadata !DIExpression()), !dbg !310
  catchret from %55 to label %61, !dbg !358

61:                                               ; preds = %25, %20, %63, %54
  %62 = phi i32 [ -1, %63 ], [ %60, %54 ], [ 0, %20 ], [ 0, %25 ], !dbg !310
  call void @llvm.dbg.value(metadata i32 %62, metadata !306, metadata !DIExpression()), !dbg !310
  ret i32 %62, !dbg !359

63:                                               ; preds = %51
  %64 = catchpad within %53 [i8* null, i32 64, i8* null], !dbg !355
  call void @llvm.dbg.value(metadata i32 -1, metadata !306, metadata !DIExpression()), !dbg !310
  catchret from %64 to label %61, !dbg !360

65:                                               ; preds = %43
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !362 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 4
  %5 = alloca %struct.IoError, align 4
  %6 = alloca %struct.Error*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Tracer, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !364, metadata !DIExpression()), !dbg !366
  call void @llvm.dbg.value(metadata i32 %0, metadata !129, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !132, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %0, metadata !365, metadata !DIExpression()), !dbg !366
  %9 = load i32, i32* @g_live, align 4, !dbg !369, !tbaa !107
  %10 = add nsw i32 %9, 1, !dbg !369
  store i32 %10, i32* @g_live, align 4, !dbg !369, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %0, metadata !139, metadata !DIExpression()), !dbg !370
  %11 = load i32, i32* @g_nlog, align 4, !dbg !372, !tbaa !107
  %12 = icmp slt i32 %11, 64, !dbg !372
  br i1 %12, label %13, label %16, !dbg !372

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !373
  store i32 %14, i32* @g_nlog, align 4, !dbg !373, !tbaa !107
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %11, !dbg !373
  store i32 %0, i32* %15, align 4, !dbg !373, !tbaa !107
  br label %16, !dbg !373

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
  ], !dbg !374

18:                                               ; preds = %16
  store i32 42, i32* %2, align 4, !dbg !375, !tbaa !107
  %19 = bitcast i32* %2 to i8*, !dbg !375
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @_TI1H) #11
          to label %71 unwind label %60, !dbg !375

20:                                               ; preds = %16
  store double 3.500000e+00, double* %3, align 8, !dbg !377, !tbaa !267
  %21 = bitcast double* %3 to i8*, !dbg !377
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TI1N) #11
          to label %71 unwind label %60, !dbg !377

22:                                               ; preds = %16
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i32 0, i32 0), metadata !163, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.value(metadata i32 7, metadata !166, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.value(metadata %struct.Error* %4, metadata !167, metadata !DIExpression()), !dbg !378
  %23 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 0, !dbg !380
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %23, align 4, !dbg !380, !tbaa !177
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 1, !dbg !380
  store i32 7, i32* %24, align 4, !dbg !380, !tbaa !172
  %25 = getelementptr inbounds %struct.Error, %struct.Error* %4, i32 0, i32 2, !dbg !380
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i32 0, i32 0), i8** %25, align 4, !dbg !380, !tbaa !175
  %26 = bitcast %struct.Error* %4 to i8*, !dbg !381
  invoke void @_CxxThrowException(i8* nonnull %26, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #11
          to label %71 unwind label %60, !dbg !381

27:                                               ; preds = %16
  call void @llvm.dbg.value(metadata i32 3, metadata !154, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i32 9, metadata !157, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !158, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), metadata !163, metadata !DIExpression()), !dbg !384
  call void @llvm.dbg.value(metadata i32 9, metadata !166, metadata !DIExpression()), !dbg !384
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !167, metadata !DIExpression()), !dbg !384
  %28 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 0, !dbg !386
  %29 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 1, !dbg !386
  store i32 9, i32* %29, align 4, !dbg !386, !tbaa !172
  %30 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 0, i32 2, !dbg !386
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i32 0, i32 0), i8** %30, align 4, !dbg !386, !tbaa !175
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %28, align 4, !dbg !387, !tbaa !177
  %31 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 1, !dbg !387
  store i32 3, i32* %31, align 4, !dbg !387, !tbaa !179
  %32 = bitcast %struct.IoError* %5 to i8*, !dbg !388
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #11
          to label %71 unwind label %60, !dbg !388

33:                                               ; preds = %16
  %34 = invoke noalias noundef nonnull dereferenceable(12) i8* @"??2@YAPAXI@Z"(i32 noundef 12) #13
          to label %35 unwind label %60, !dbg !389, !heapallocsite !21

35:                                               ; preds = %33
  %36 = bitcast i8* %34 to %struct.Error*, !dbg !389
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i32 0, i32 0), metadata !163, metadata !DIExpression()), !dbg !390
  call void @llvm.dbg.value(metadata i32 11, metadata !166, metadata !DIExpression()), !dbg !390
  call void @llvm.dbg.value(metadata %struct.Error* %36, metadata !167, metadata !DIExpression()), !dbg !390
  %37 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 0, !dbg !392
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %37, align 4, !dbg !392, !tbaa !177
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 1, !dbg !392
  store i32 11, i32* %38, align 4, !dbg !392, !tbaa !172
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %36, i32 0, i32 2, !dbg !392
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i32 0, i32 0), i8** %39, align 4, !dbg !392, !tbaa !175
  %40 = bitcast %struct.Error** %6 to i8**, !dbg !389
  store i8* %34, i8** %40, align 4, !dbg !389, !tbaa !204
  %41 = bitcast %struct.Error** %6 to i8*, !dbg !389
  invoke void @_CxxThrowException(i8* nonnull %41, %eh.ThrowInfo* nonnull @"_TI2PAUError@@") #11
          to label %71 unwind label %60, !dbg !389

42:                                               ; preds = %16
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i32 0, i32 0), i8** %7, align 4, !dbg !393, !tbaa !204
  %43 = bitcast i8** %7 to i8*, !dbg !393
  invoke void @_CxxThrowException(i8* nonnull %43, %eh.ThrowInfo* nonnull @_TIC2PAD) #11
          to label %71 unwind label %60, !dbg !393

44:                                               ; preds = %16
  call void @llvm.dbg.value(metadata i32 600, metadata !129, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata %struct.Tracer* %8, metadata !132, metadata !DIExpression()), !dbg !394
  %45 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %8, i32 0, i32 0, !dbg !396
  store i32 600, i32* %45, align 4, !dbg !396, !tbaa !397
  %46 = add nsw i32 %9, 2, !dbg !399
  store i32 %46, i32* @g_live, align 4, !dbg !399, !tbaa !107
  call void @llvm.dbg.value(metadata i32 600, metadata !139, metadata !DIExpression()), !dbg !400
  %47 = icmp slt i32 %17, 64, !dbg !402
  br i1 %47, label %48, label %51, !dbg !402

48:                                               ; preds = %44
  %49 = add nsw i32 %17, 1, !dbg !403
  store i32 %49, i32* @g_nlog, align 4, !dbg !403, !tbaa !107
  %50 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %17, !dbg !403
  store i32 600, i32* %50, align 4, !dbg !403, !tbaa !107
  br label %51, !dbg !403

51:                                               ; preds = %48, %44
  %52 = bitcast %struct.Tracer* %8 to i8*, !dbg !404
  invoke void @_CxxThrowException(i8* nonnull %52, %eh.ThrowInfo* nonnull @"_TI1?AUTracer@@") #11
          to label %71 unwind label %60, !dbg !404

53:                                               ; preds = %16
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !184, metadata !DIExpression()), !dbg !405
  store i32 %9, i32* @g_live, align 4, !dbg !407, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !408
  %54 = icmp slt i32 %17, 64, !dbg !410
  br i1 %54, label %55, label %59, !dbg !410

55:                                               ; preds = %53
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !408
  %56 = sub nsw i32 0, %0, !dbg !407
  call void @llvm.dbg.value(metadata i32 %56, metadata !139, metadata !DIExpression()), !dbg !408
  %57 = add nsw i32 %17, 1, !dbg !411
  store i32 %57, i32* @g_nlog, align 4, !dbg !411, !tbaa !107
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %17, !dbg !411
  store i32 %56, i32* %58, align 4, !dbg !411, !tbaa !107
  br label %59, !dbg !411

59:                                               ; preds = %53, %55
  ret void, !dbg !412

60:                                               ; preds = %51, %42, %35, %33, %27, %22, %20, %18
  %61 = cleanuppad within none [], !dbg !412
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !184, metadata !DIExpression()), !dbg !413
  %62 = load i32, i32* @g_live, align 4, !dbg !415, !tbaa !107
  %63 = add nsw i32 %62, -1, !dbg !415
  store i32 %63, i32* @g_live, align 4, !dbg !415, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !416
  %64 = load i32, i32* @g_nlog, align 4, !dbg !418, !tbaa !107
  %65 = icmp slt i32 %64, 64, !dbg !418
  br i1 %65, label %66, label %70, !dbg !418

66:                                               ; preds = %60
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !416
  %67 = sub nsw i32 0, %0, !dbg !415
  call void @llvm.dbg.value(metadata i32 %67, metadata !139, metadata !DIExpression()), !dbg !416
  %68 = add nsw i32 %64, 1, !dbg !419
  store i32 %68, i32* @g_nlog, align 4, !dbg !419, !tbaa !107
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %64, !dbg !419
  store i32 %67, i32* %69, align 4, !dbg !419, !tbaa !107
  br label %70, !dbg !419

70:                                               ; preds = %60, %66
  cleanupret from %61 unwind to caller, !dbg !412

71:                                               ; preds = %51, %42, %35, %27, %22, %20, %18
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Error* @"??0Error@@QAE@ABU0@@Z"(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Error* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #5 comdat align 2 !dbg !420 {
  call void @llvm.dbg.value(metadata %struct.Error* %1, metadata !426, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !427, metadata !DIExpression()), !dbg !428
  %3 = getelementptr inbounds %struct.Error, %struct.Error* %0, i32 0, i32 0, !dbg !429
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !dbg !429, !tbaa !177
  %4 = getelementptr inbounds %struct.Error, %struct.Error* %0, i32 0, i32 1, !dbg !429
  %5 = getelementptr inbounds %struct.Error, %struct.Error* %1, i32 0, i32 1, !dbg !429
  %6 = bitcast i32* %5 to i64*, !dbg !429
  %7 = bitcast i32* %4 to i64*, !dbg !429
  %8 = load i64, i64* %6, align 4, !dbg !429
  store i64 %8, i64* %7, align 4, !dbg !429
  ret %struct.Error* %0, !dbg !429
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.IoError* @"??0IoError@@QAE@ABU0@@Z"(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0, %struct.IoError* noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #5 comdat align 2 !dbg !430 {
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !435, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !436, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !426, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !427, metadata !DIExpression()), !dbg !438
  %3 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 0, i32 0, !dbg !440
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !dbg !440, !tbaa !177
  %4 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 0, i32 1, !dbg !440
  %5 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 0, i32 1, !dbg !440
  %6 = bitcast i32* %5 to i64*, !dbg !440
  %7 = bitcast i32* %4 to i64*, !dbg !440
  %8 = load i64, i64* %6, align 4, !dbg !440
  store i64 %8, i64* %7, align 4, !dbg !440
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !dbg !441, !tbaa !177
  %9 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i32 0, i32 1, !dbg !441
  %10 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i32 0, i32 1, !dbg !441
  %11 = load i32, i32* %10, align 4, !dbg !441, !tbaa !179
  store i32 %11, i32* %9, align 4, !dbg !441, !tbaa !179
  ret %struct.IoError* %0, !dbg !441
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Error@@UAE@XZ"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !442 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !444, metadata !DIExpression()), !dbg !445
  ret void, !dbg !446
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@ABU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 !dbg !447 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %1, metadata !449, metadata !DIExpression()), !dbg !451
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !450, metadata !DIExpression()), !dbg !451
  %3 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !452
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %1, i32 0, i32 0, !dbg !452
  %5 = load i32, i32* %4, align 4, !dbg !452, !tbaa !397
  %6 = add nsw i32 %5, 1000, !dbg !452
  store i32 %6, i32* %3, align 4, !dbg !452, !tbaa !397
  %7 = load i32, i32* @g_live, align 4, !dbg !453, !tbaa !107
  %8 = add nsw i32 %7, 1, !dbg !453
  store i32 %8, i32* @g_live, align 4, !dbg !453, !tbaa !107
  call void @llvm.dbg.value(metadata i32 %6, metadata !139, metadata !DIExpression()), !dbg !455
  %9 = load i32, i32* @g_nlog, align 4, !dbg !457, !tbaa !107
  %10 = icmp slt i32 %9, 64, !dbg !457
  br i1 %10, label %11, label %14, !dbg !457

11:                                               ; preds = %2
  %12 = add nsw i32 %9, 1, !dbg !458
  store i32 %12, i32* @g_nlog, align 4, !dbg !458, !tbaa !107
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %9, !dbg !458
  store i32 %6, i32* %13, align 4, !dbg !458, !tbaa !107
  br label %14, !dbg !458

14:                                               ; preds = %2, %11
  ret %struct.Tracer* %0, !dbg !452
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !185 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !184, metadata !DIExpression()), !dbg !459
  %2 = load i32, i32* @g_live, align 4, !dbg !460, !tbaa !107
  %3 = add nsw i32 %2, -1, !dbg !460
  store i32 %3, i32* @g_live, align 4, !dbg !460, !tbaa !107
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !461
  %4 = load i32, i32* @g_nlog, align 4, !dbg !463, !tbaa !107
  %5 = icmp slt i32 %4, 64, !dbg !463
  br i1 %5, label %6, label %12, !dbg !463

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !460
  %8 = load i32, i32* %7, align 4, !dbg !460, !tbaa !397
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !139, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !461
  %9 = sub nsw i32 0, %8, !dbg !460
  call void @llvm.dbg.value(metadata i32 %9, metadata !139, metadata !DIExpression()), !dbg !461
  %10 = add nsw i32 %4, 1, !dbg !464
  store i32 %10, i32* @g_nlog, align 4, !dbg !464, !tbaa !107
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i32 0, i32 %4, !dbg !464
  store i32 %9, i32* %11, align 4, !dbg !464, !tbaa !107
  br label %12, !dbg !464

12:                                               ; preds = %1, %6
  ret void, !dbg !465
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GError@@UAEPAXI@Z"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !466 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !468, metadata !DIExpression()), !dbg !470
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !469, metadata !DIExpression()), !dbg !470
  %3 = bitcast %struct.Error* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !471
  br i1 %4, label %6, label %5, !dbg !471

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #14, !dbg !471
  br label %6, !dbg !471

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !471
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@Error@@UBEHXZ"(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 !dbg !472 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !474, metadata !DIExpression()), !dbg !476
  ret i32 1, !dbg !477
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GIoError@@UAEPAXI@Z"(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !478 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !483, metadata !DIExpression()), !dbg !485
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !484, metadata !DIExpression()), !dbg !485
  %3 = bitcast %struct.IoError* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !486
  br i1 %4, label %6, label %5, !dbg !486

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #14, !dbg !486
  br label %6, !dbg !486

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !486
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@IoError@@UBEHXZ"(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 !dbg !487 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !489, metadata !DIExpression()), !dbg !491
  ret i32 2, !dbg !492
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { noreturn }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80}
!llvm.ident = !{!81}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !67, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21, !43, !56}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !7, identifier: ".?AUTracer@@")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!19 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !22, vtableHolder: !21, identifier: ".?AUError@@")
!22 = !{!23, !24, !26, !27, !31, !35, !38}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !25, size: 32, flags: DIFlagArtificial)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !21, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !21, file: !3, line: 28, baseType: !28, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !33)
!33 = !{null, !34, !5, !28}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!36 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !37)
!37 = !{null, !34}
!38 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UBEHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, containingType: !21, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!39 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !40)
!40 = !{!5, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !44, vtableHolder: !21, identifier: ".?AUIoError@@")
!44 = !{!45, !23, !46, !47, !51}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !43, baseType: !21, extraData: i32 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !43, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!47 = !DISubprogram(name: "IoError", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !49)
!49 = !{null, !50, !5, !5}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UBEHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, containingType: !43, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!52 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !53)
!53 = !{!5, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !57, identifier: ".?AUHolder@@")
!57 = !{!58, !59, !60, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !3, line: 109, baseType: !6, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !56, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!60 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!5, !5}
!63 = !DISubprogram(name: "Holder", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !65)
!65 = !{null, !66, !5}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!67 = !{!0, !68, !70, !72}
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "g_log", scope: !2, file: !3, line: 11, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 64)
!77 = !{i32 1, !"NumRegisterParameters", i32 0}
!78 = !{i32 2, !"CodeView", i32 1}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 2}
!81 = !{!"Debian clang version 14.0.6"}
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !83, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!5}
!85 = !{!86, !87, !89, !92, !99}
!86 = !DILocalVariable(name: "total", scope: !82, file: !3, line: 135, type: !5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 136, type: !5)
!88 = distinct !DILexicalBlock(scope: !82, file: !3, line: 136)
!89 = !DILocalVariable(name: "c", scope: !90, file: !3, line: 137, type: !5)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 136)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 136)
!92 = !DILocalVariable(name: "nt", scope: !82, file: !3, line: 144, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !94, identifier: ".?AUNoThrow@@")
!94 = !{!95}
!95 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QAEHH@Z", scope: !93, file: !3, line: 131, type: !96, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !97)
!97 = !{!5, !98, !5}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 147, type: !5)
!100 = distinct !DILexicalBlock(scope: !82, file: !3, line: 147)
!101 = !DILocation(line: 144, scope: !82)
!102 = !DILocation(line: 0, scope: !82)
!103 = !DILocation(line: 0, scope: !88)
!104 = !DILocation(line: 136, scope: !88)
!105 = !DILocation(line: 141, scope: !82)
!106 = !DILocation(line: 142, scope: !82)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C++ TBAA"}
!111 = !DILocation(line: 0, scope: !112, inlinedAt: !119)
!112 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !61, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!113 = !{!114, !115, !117}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !3, line: 123, type: !5)
!115 = !DILocalVariable(name: "h", scope: !116, file: !3, line: 124, type: !56)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 123)
!117 = !DILocalVariable(name: "e", scope: !112, file: !3, line: 126, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 32)
!119 = distinct !DILocation(line: 143, scope: !82)
!120 = !DILocation(line: 0, scope: !121, inlinedAt: !128)
!121 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QAE@H@Z", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !63, retainedNodes: !122)
!122 = !{!123, !124, !126}
!123 = !DILocalVariable(name: "x", arg: 2, scope: !121, file: !3, line: 115, type: !5)
!124 = !DILocalVariable(name: "this", arg: 1, scope: !121, type: !125, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 32)
!126 = !DILocalVariable(name: "e", scope: !121, file: !3, line: 117, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!128 = distinct !DILocation(line: 124, scope: !116, inlinedAt: !119)
!129 = !DILocalVariable(name: "i", arg: 2, scope: !130, file: !3, line: 21, type: !5)
!130 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QAE@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !131)
!131 = !{!129, !132}
!132 = !DILocalVariable(name: "this", arg: 1, scope: !130, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!134 = !DILocation(line: 0, scope: !130, inlinedAt: !135)
!135 = distinct !DILocation(line: 115, scope: !121, inlinedAt: !128)
!136 = !DILocation(line: 0, scope: !116, inlinedAt: !119)
!137 = !DILocation(line: 21, scope: !138, inlinedAt: !135)
!138 = distinct !DILexicalBlock(scope: !130, file: !3, line: 21)
!139 = !DILocalVariable(name: "v", arg: 1, scope: !140, file: !3, line: 14, type: !5)
!140 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !141, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !5}
!143 = !{!139}
!144 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!145 = distinct !DILocation(line: 21, scope: !138, inlinedAt: !135)
!146 = !DILocation(line: 15, scope: !140, inlinedAt: !145)
!147 = !DILocation(line: 16, scope: !148, inlinedAt: !145)
!148 = distinct !DILexicalBlock(scope: !140, file: !3, line: 15)
!149 = !DILocation(line: 0, scope: !150, inlinedAt: !153)
!150 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !60, retainedNodes: !151)
!151 = !{!152}
!152 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !3, line: 111, type: !5)
!153 = distinct !DILocation(line: 115, scope: !121, inlinedAt: !128)
!154 = !DILocalVariable(name: "f", arg: 3, scope: !155, file: !3, line: 36, type: !5)
!155 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QAE@HH@Z", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !47, retainedNodes: !156)
!156 = !{!154, !157, !158}
!157 = !DILocalVariable(name: "c", arg: 2, scope: !155, file: !3, line: 36, type: !5)
!158 = !DILocalVariable(name: "this", arg: 1, scope: !155, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 112, scope: !162, inlinedAt: !153)
!162 = distinct !DILexicalBlock(scope: !150, file: !3, line: 112)
!163 = !DILocalVariable(name: "w", arg: 3, scope: !164, file: !3, line: 29, type: !28)
!164 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QAE@HPBD@Z", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !31, retainedNodes: !165)
!165 = !{!163, !166, !167}
!166 = !DILocalVariable(name: "c", arg: 2, scope: !164, file: !3, line: 29, type: !5)
!167 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!169 = !DILocation(line: 0, scope: !164, inlinedAt: !170)
!170 = distinct !DILocation(line: 36, scope: !155, inlinedAt: !161)
!171 = !DILocation(line: 29, scope: !164, inlinedAt: !170)
!172 = !{!173, !108, i64 4}
!173 = !{!"?AUError@@", !108, i64 4, !174, i64 8}
!174 = !{!"any pointer", !109, i64 0}
!175 = !{!173, !174, i64 8}
!176 = !DILocation(line: 36, scope: !155, inlinedAt: !161)
!177 = !{!178, !178, i64 0}
!178 = !{!"vtable pointer", !110, i64 0}
!179 = !{!180, !108, i64 12}
!180 = !{!"?AUIoError@@", !108, i64 12}
!181 = !DILocation(line: 112, scope: !162, inlinedAt: !153)
!182 = !DILocation(line: 117, scope: !183, inlinedAt: !128)
!183 = distinct !DILexicalBlock(scope: !121, file: !3, line: 115)
!184 = !DILocalVariable(name: "this", arg: 1, scope: !185, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!185 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QAE@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !186)
!186 = !{!184}
!187 = !DILocation(line: 0, scope: !185, inlinedAt: !188)
!188 = distinct !DILocation(line: 117, scope: !183, inlinedAt: !128)
!189 = !DILocation(line: 23, scope: !190, inlinedAt: !188)
!190 = distinct !DILexicalBlock(scope: !185, file: !3, line: 23)
!191 = !DILocation(line: 0, scope: !140, inlinedAt: !192)
!192 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !188)
!193 = !DILocation(line: 15, scope: !140, inlinedAt: !192)
!194 = !DILocation(line: 16, scope: !148, inlinedAt: !192)
!195 = !DILocation(line: 0, scope: !140, inlinedAt: !196)
!196 = distinct !DILocation(line: 118, scope: !197, inlinedAt: !128)
!197 = distinct !DILexicalBlock(scope: !121, file: !3, line: 117)
!198 = !DILocation(line: 15, scope: !140, inlinedAt: !196)
!199 = !DILocation(line: 16, scope: !148, inlinedAt: !196)
!200 = !DILocation(line: 119, scope: !197, inlinedAt: !128)
!201 = !DILocation(line: 126, scope: !116, inlinedAt: !119)
!202 = !DILocation(line: 127, scope: !203, inlinedAt: !119)
!203 = distinct !DILexicalBlock(scope: !112, file: !3, line: 126)
!204 = !{!174, !174, i64 0}
!205 = !DILocation(line: 128, scope: !203, inlinedAt: !119)
!206 = !DILocation(line: 128, scope: !112, inlinedAt: !119)
!207 = !DILocation(line: 0, scope: !112, inlinedAt: !208)
!208 = distinct !DILocation(line: 143, scope: !82)
!209 = !DILocation(line: 0, scope: !121, inlinedAt: !210)
!210 = distinct !DILocation(line: 124, scope: !116, inlinedAt: !208)
!211 = !DILocation(line: 0, scope: !130, inlinedAt: !212)
!212 = distinct !DILocation(line: 115, scope: !121, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !116, inlinedAt: !208)
!214 = !DILocation(line: 21, scope: !138, inlinedAt: !212)
!215 = !DILocation(line: 0, scope: !140, inlinedAt: !216)
!216 = distinct !DILocation(line: 21, scope: !138, inlinedAt: !212)
!217 = !DILocation(line: 15, scope: !140, inlinedAt: !216)
!218 = !DILocation(line: 16, scope: !148, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !150, inlinedAt: !220)
!220 = distinct !DILocation(line: 115, scope: !121, inlinedAt: !210)
!221 = !DILocation(line: 0, scope: !140, inlinedAt: !222)
!222 = distinct !DILocation(line: 116, scope: !183, inlinedAt: !210)
!223 = !DILocation(line: 15, scope: !140, inlinedAt: !222)
!224 = !DILocalVariable(name: "this", arg: 1, scope: !225, type: !125, flags: DIFlagArtificial | DIFlagObjectPointer)
!225 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QAE@XZ", scope: !56, file: !3, line: 108, type: !226, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !228, retainedNodes: !229)
!226 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !227)
!227 = !{null, !66}
!228 = !DISubprogram(name: "~Holder", scope: !56, type: !226, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !{!224}
!230 = !DILocation(line: 0, scope: !225, inlinedAt: !231)
!231 = distinct !DILocation(line: 126, scope: !116, inlinedAt: !208)
!232 = !DILocation(line: 0, scope: !185, inlinedAt: !233)
!233 = distinct !DILocation(line: 108, scope: !234, inlinedAt: !231)
!234 = distinct !DILexicalBlock(scope: !225, file: !3, line: 108)
!235 = !DILocation(line: 23, scope: !190, inlinedAt: !233)
!236 = !DILocation(line: 0, scope: !140, inlinedAt: !237)
!237 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !233)
!238 = !DILocation(line: 15, scope: !140, inlinedAt: !237)
!239 = !DILocation(line: 16, scope: !148, inlinedAt: !222)
!240 = !DILocation(line: 16, scope: !148, inlinedAt: !237)
!241 = !DILocation(line: 143, scope: !82)
!242 = !DILocation(line: 146, scope: !82)
!243 = !DILocation(line: 0, scope: !100)
!244 = !DILocation(line: 147, scope: !100)
!245 = !DILocation(line: 0, scope: !246, inlinedAt: !258)
!246 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !61, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!247 = !{!248, !249, !250, !251, !253, !254, !255, !257}
!248 = !DILocalVariable(name: "how", arg: 1, scope: !246, file: !3, line: 54, type: !5)
!249 = !DILocalVariable(name: "s", scope: !246, file: !3, line: 69, type: !28)
!250 = !DILocalVariable(name: "p", scope: !246, file: !3, line: 65, type: !168)
!251 = !DILocalVariable(name: "r", scope: !252, file: !3, line: 66, type: !5)
!252 = distinct !DILexicalBlock(scope: !246, file: !3, line: 65)
!253 = !DILocalVariable(name: "e", scope: !246, file: !3, line: 63, type: !127)
!254 = !DILocalVariable(name: "e", scope: !246, file: !3, line: 61, type: !118)
!255 = !DILocalVariable(name: "d", scope: !246, file: !3, line: 59, type: !256)
!256 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!257 = !DILocalVariable(name: "v", scope: !246, file: !3, line: 57, type: !5)
!258 = distinct !DILocation(line: 137, scope: !90)
!259 = !DILocation(line: 56, scope: !260, inlinedAt: !258)
!260 = distinct !DILexicalBlock(scope: !246, file: !3, line: 55)
!261 = !DILocation(line: 57, scope: !260, inlinedAt: !258)
!262 = !DILocation(line: 58, scope: !263, inlinedAt: !258)
!263 = distinct !DILexicalBlock(scope: !246, file: !3, line: 57)
!264 = !DILocation(line: 59, scope: !263, inlinedAt: !258)
!265 = !DILocation(line: 60, scope: !266, inlinedAt: !258)
!266 = distinct !DILexicalBlock(scope: !246, file: !3, line: 59)
!267 = !{!268, !268, i64 0}
!268 = !{!"double", !109, i64 0}
!269 = !DILocation(line: 61, scope: !266, inlinedAt: !258)
!270 = !DILocation(line: 62, scope: !271, inlinedAt: !258)
!271 = distinct !DILexicalBlock(scope: !246, file: !3, line: 61)
!272 = !DILocation(line: 63, scope: !271, inlinedAt: !258)
!273 = !DILocation(line: 64, scope: !274, inlinedAt: !258)
!274 = distinct !DILexicalBlock(scope: !246, file: !3, line: 63)
!275 = !DILocation(line: 65, scope: !274, inlinedAt: !258)
!276 = !DILocation(line: 66, scope: !252, inlinedAt: !258)
!277 = !DILocation(line: 0, scope: !252, inlinedAt: !258)
!278 = !DILocation(line: 67, scope: !252, inlinedAt: !258)
!279 = !DILocation(line: 69, scope: !252, inlinedAt: !258)
!280 = !DILocation(line: 70, scope: !281, inlinedAt: !258)
!281 = distinct !DILexicalBlock(scope: !246, file: !3, line: 69)
!282 = !{!109, !109, i64 0}
!283 = !DILocation(line: 71, scope: !281, inlinedAt: !258)
!284 = !DILocation(line: 73, scope: !285, inlinedAt: !258)
!285 = distinct !DILexicalBlock(scope: !246, file: !3, line: 71)
!286 = !DILocation(line: 75, scope: !246, inlinedAt: !258)
!287 = !DILocation(line: 0, scope: !90)
!288 = !DILocation(line: 138, scope: !90)
!289 = !DILocation(line: 139, scope: !90)
!290 = !DILocation(line: 136, scope: !91)
!291 = distinct !{!291, !104, !292, !293}
!292 = !DILocation(line: 140, scope: !88)
!293 = !{!"llvm.loop.mustprogress"}
!294 = !DILocation(line: 145, scope: !82)
!295 = !DILocation(line: 149, scope: !82)
!296 = !DILocation(line: 150, scope: !82)
!297 = !DILocation(line: 151, scope: !82)
!298 = !DILocation(line: 148, scope: !299)
!299 = distinct !DILexicalBlock(scope: !100, file: !3, line: 147)
!300 = !DILocation(line: 147, scope: !299)
!301 = distinct !{!301, !244, !302, !293}
!302 = !DILocation(line: 148, scope: !100)
!303 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !61, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!304 = !{!305, !306, !307, !309}
!305 = !DILocalVariable(name: "how", arg: 1, scope: !303, file: !3, line: 89, type: !5)
!306 = !DILocalVariable(name: "r", scope: !303, file: !3, line: 90, type: !5)
!307 = !DILocalVariable(name: "v", scope: !308, file: !3, line: 94, type: !5)
!308 = distinct !DILexicalBlock(scope: !303, file: !3, line: 91)
!309 = !DILocalVariable(name: "e", scope: !303, file: !3, line: 98, type: !127)
!310 = !DILocation(line: 0, scope: !303)
!311 = !DILocalVariable(name: "how", arg: 1, scope: !312, file: !3, line: 79, type: !5)
!312 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !141, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!313 = !{!311, !314}
!314 = !DILocalVariable(name: "t", scope: !312, file: !3, line: 80, type: !6)
!315 = !DILocation(line: 0, scope: !312, inlinedAt: !316)
!316 = distinct !DILocation(line: 93, scope: !317)
!317 = distinct !DILexicalBlock(scope: !308, file: !3, line: 92)
!318 = !DILocation(line: 0, scope: !130, inlinedAt: !319)
!319 = distinct !DILocation(line: 80, scope: !312, inlinedAt: !316)
!320 = !DILocation(line: 21, scope: !138, inlinedAt: !319)
!321 = !DILocation(line: 0, scope: !140, inlinedAt: !322)
!322 = distinct !DILocation(line: 21, scope: !138, inlinedAt: !319)
!323 = !DILocation(line: 15, scope: !140, inlinedAt: !322)
!324 = !DILocation(line: 80, scope: !312, inlinedAt: !316)
!325 = !DILocation(line: 16, scope: !148, inlinedAt: !322)
!326 = !DILocation(line: 82, scope: !327, inlinedAt: !316)
!327 = distinct !DILexicalBlock(scope: !312, file: !3, line: 81)
!328 = !DILocation(line: 83, scope: !327, inlinedAt: !316)
!329 = !DILocation(line: 84, scope: !330, inlinedAt: !316)
!330 = distinct !DILexicalBlock(scope: !312, file: !3, line: 83)
!331 = !DILocation(line: 85, scope: !330, inlinedAt: !316)
!332 = !DILocation(line: 0, scope: !185, inlinedAt: !333)
!333 = distinct !DILocation(line: 87, scope: !312, inlinedAt: !316)
!334 = !DILocation(line: 23, scope: !190, inlinedAt: !333)
!335 = !DILocation(line: 0, scope: !140, inlinedAt: !336)
!336 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !333)
!337 = !DILocation(line: 15, scope: !140, inlinedAt: !336)
!338 = !DILocation(line: 16, scope: !148, inlinedAt: !336)
!339 = !DILocation(line: 87, scope: !312, inlinedAt: !316)
!340 = !DILocation(line: 0, scope: !185, inlinedAt: !341)
!341 = distinct !DILocation(line: 87, scope: !312, inlinedAt: !316)
!342 = !DILocation(line: 23, scope: !190, inlinedAt: !341)
!343 = !DILocation(line: 0, scope: !140, inlinedAt: !344)
!344 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !341)
!345 = !DILocation(line: 15, scope: !140, inlinedAt: !344)
!346 = !DILocation(line: 16, scope: !148, inlinedAt: !344)
!347 = !DILocation(line: 94, scope: !317)
!348 = !DILocation(line: 95, scope: !349)
!349 = distinct !DILexicalBlock(scope: !308, file: !3, line: 94)
!350 = !DILocation(line: 0, scope: !308)
!351 = !DILocation(line: 96, scope: !349)
!352 = !DILocation(line: 0, scope: !164, inlinedAt: !353)
!353 = distinct !DILocation(line: 96, scope: !349)
!354 = !DILocation(line: 29, scope: !164, inlinedAt: !353)
!355 = !DILocation(line: 98, scope: !308)
!356 = !DILocation(line: 99, scope: !357)
!357 = distinct !DILexicalBlock(scope: !303, file: !3, line: 98)
!358 = !DILocation(line: 100, scope: !357)
!359 = !DILocation(line: 103, scope: !303)
!360 = !DILocation(line: 102, scope: !361)
!361 = distinct !DILexicalBlock(scope: !303, file: !3, line: 100)
!362 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !141, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!363 = !{!364, !365}
!364 = !DILocalVariable(name: "how", arg: 1, scope: !362, file: !3, line: 40, type: !5)
!365 = !DILocalVariable(name: "t", scope: !362, file: !3, line: 41, type: !6)
!366 = !DILocation(line: 0, scope: !362)
!367 = !DILocation(line: 0, scope: !130, inlinedAt: !368)
!368 = distinct !DILocation(line: 41, scope: !362)
!369 = !DILocation(line: 21, scope: !138, inlinedAt: !368)
!370 = !DILocation(line: 0, scope: !140, inlinedAt: !371)
!371 = distinct !DILocation(line: 21, scope: !138, inlinedAt: !368)
!372 = !DILocation(line: 15, scope: !140, inlinedAt: !371)
!373 = !DILocation(line: 16, scope: !148, inlinedAt: !371)
!374 = !DILocation(line: 42, scope: !362)
!375 = !DILocation(line: 43, scope: !376)
!376 = distinct !DILexicalBlock(scope: !362, file: !3, line: 42)
!377 = !DILocation(line: 44, scope: !376)
!378 = !DILocation(line: 0, scope: !164, inlinedAt: !379)
!379 = distinct !DILocation(line: 45, scope: !376)
!380 = !DILocation(line: 29, scope: !164, inlinedAt: !379)
!381 = !DILocation(line: 45, scope: !376)
!382 = !DILocation(line: 0, scope: !155, inlinedAt: !383)
!383 = distinct !DILocation(line: 46, scope: !376)
!384 = !DILocation(line: 0, scope: !164, inlinedAt: !385)
!385 = distinct !DILocation(line: 36, scope: !155, inlinedAt: !383)
!386 = !DILocation(line: 29, scope: !164, inlinedAt: !385)
!387 = !DILocation(line: 36, scope: !155, inlinedAt: !383)
!388 = !DILocation(line: 46, scope: !376)
!389 = !DILocation(line: 47, scope: !376)
!390 = !DILocation(line: 0, scope: !164, inlinedAt: !391)
!391 = distinct !DILocation(line: 47, scope: !376)
!392 = !DILocation(line: 29, scope: !164, inlinedAt: !391)
!393 = !DILocation(line: 48, scope: !376)
!394 = !DILocation(line: 0, scope: !130, inlinedAt: !395)
!395 = distinct !DILocation(line: 49, scope: !376)
!396 = !DILocation(line: 21, scope: !130, inlinedAt: !395)
!397 = !{!398, !108, i64 0}
!398 = !{!"?AUTracer@@", !108, i64 0}
!399 = !DILocation(line: 21, scope: !138, inlinedAt: !395)
!400 = !DILocation(line: 0, scope: !140, inlinedAt: !401)
!401 = distinct !DILocation(line: 21, scope: !138, inlinedAt: !395)
!402 = !DILocation(line: 15, scope: !140, inlinedAt: !401)
!403 = !DILocation(line: 16, scope: !148, inlinedAt: !401)
!404 = !DILocation(line: 49, scope: !376)
!405 = !DILocation(line: 0, scope: !185, inlinedAt: !406)
!406 = distinct !DILocation(line: 52, scope: !362)
!407 = !DILocation(line: 23, scope: !190, inlinedAt: !406)
!408 = !DILocation(line: 0, scope: !140, inlinedAt: !409)
!409 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !406)
!410 = !DILocation(line: 15, scope: !140, inlinedAt: !409)
!411 = !DILocation(line: 16, scope: !148, inlinedAt: !409)
!412 = !DILocation(line: 52, scope: !362)
!413 = !DILocation(line: 0, scope: !185, inlinedAt: !414)
!414 = distinct !DILocation(line: 52, scope: !362)
!415 = !DILocation(line: 23, scope: !190, inlinedAt: !414)
!416 = !DILocation(line: 0, scope: !140, inlinedAt: !417)
!417 = distinct !DILocation(line: 23, scope: !190, inlinedAt: !414)
!418 = !DILocation(line: 15, scope: !140, inlinedAt: !417)
!419 = !DILocation(line: 16, scope: !148, inlinedAt: !417)
!420 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QAE@ABU0@@Z", scope: !21, file: !3, line: 26, type: !421, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !424, retainedNodes: !425)
!421 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !422)
!422 = !{null, !34, !423}
!423 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 32)
!424 = !DISubprogram(name: "Error", scope: !21, type: !421, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !{!426, !427}
!426 = !DILocalVariable(arg: 2, scope: !420, type: !423)
!427 = !DILocalVariable(name: "this", arg: 1, scope: !420, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!428 = !DILocation(line: 0, scope: !420)
!429 = !DILocation(line: 26, scope: !420)
!430 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QAE@ABU0@@Z", scope: !43, file: !3, line: 34, type: !431, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !433, retainedNodes: !434)
!431 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !432)
!432 = !{null, !50, !118}
!433 = !DISubprogram(name: "IoError", scope: !43, type: !431, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !{!435, !436}
!435 = !DILocalVariable(arg: 2, scope: !430, type: !118)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !430, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = !DILocation(line: 0, scope: !430)
!438 = !DILocation(line: 0, scope: !420, inlinedAt: !439)
!439 = distinct !DILocation(line: 34, scope: !430)
!440 = !DILocation(line: 26, scope: !420, inlinedAt: !439)
!441 = !DILocation(line: 34, scope: !430)
!442 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UAE@XZ", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !443)
!443 = !{!444}
!444 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = !DILocation(line: 0, scope: !442)
!446 = !DILocation(line: 30, scope: !442)
!447 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QAE@ABU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !448)
!448 = !{!449, !450}
!449 = !DILocalVariable(name: "o", arg: 2, scope: !447, file: !3, line: 22, type: !16)
!450 = !DILocalVariable(name: "this", arg: 1, scope: !447, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DILocation(line: 0, scope: !447)
!452 = !DILocation(line: 22, scope: !447)
!453 = !DILocation(line: 22, scope: !454)
!454 = distinct !DILexicalBlock(scope: !447, file: !3, line: 22)
!455 = !DILocation(line: 0, scope: !140, inlinedAt: !456)
!456 = distinct !DILocation(line: 22, scope: !454)
!457 = !DILocation(line: 15, scope: !140, inlinedAt: !456)
!458 = !DILocation(line: 16, scope: !148, inlinedAt: !456)
!459 = !DILocation(line: 0, scope: !185)
!460 = !DILocation(line: 23, scope: !190)
!461 = !DILocation(line: 0, scope: !140, inlinedAt: !462)
!462 = distinct !DILocation(line: 23, scope: !190)
!463 = !DILocation(line: 15, scope: !140, inlinedAt: !462)
!464 = !DILocation(line: 16, scope: !148, inlinedAt: !462)
!465 = !DILocation(line: 23, scope: !185)
!466 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UAEPAXI@Z", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !467)
!467 = !{!468, !469}
!468 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !466, type: !5, flags: DIFlagArtificial)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !466, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DILocation(line: 0, scope: !466)
!471 = !DILocation(line: 30, scope: !466)
!472 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UBEHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !38, retainedNodes: !473)
!473 = !{!474}
!474 = !DILocalVariable(name: "this", arg: 1, scope: !472, type: !475, flags: DIFlagArtificial | DIFlagObjectPointer)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 32)
!476 = !DILocation(line: 0, scope: !472)
!477 = !DILocation(line: 31, scope: !472)
!478 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UAEPAXI@Z", scope: !43, file: !3, line: 34, type: !479, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !481, retainedNodes: !482)
!479 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !480)
!480 = !{null, !50}
!481 = !DISubprogram(name: "~IoError", scope: !43, type: !479, containingType: !43, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!482 = !{!483, !484}
!483 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !478, type: !5, flags: DIFlagArtificial)
!484 = !DILocalVariable(name: "this", arg: 1, scope: !478, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!485 = !DILocation(line: 0, scope: !478)
!486 = !DILocation(line: 34, scope: !478)
!487 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UBEHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !51, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "this", arg: 1, scope: !487, type: !490, flags: DIFlagArtificial | DIFlagObjectPointer)
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 32)
!491 = !DILocation(line: 0, scope: !487)
!492 = !DILocation(line: 37, scope: !487)

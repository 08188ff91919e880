; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$"??0Error@@QEAA@AEBU0@@Z" = comdat any

$"??0IoError@@QEAA@AEBU0@@Z" = comdat any

$"??1Error@@UEAA@XZ" = comdat any

$"??0Tracer@@QEAA@AEBU0@@Z" = comdat any

$"??1Tracer@@QEAA@XZ" = comdat any

$"??_GError@@UEAAPEAXI@Z" = comdat any

$"?kind@Error@@UEBAHXZ" = comdat any

$"??_GIoError@@UEAAPEAXI@Z" = comdat any

$"?kind@IoError@@UEBAHXZ" = comdat any

$"??0Holder@@QEAA@H@Z" = comdat any

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

$"??_R0PEAUError@@@8" = comdat any

$"??_R0PEAD@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"??_C@_05CGDPOPDB@plain?$AA@" = comdat any

$"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = comdat any

$"_CTA1?AUError@@" = comdat any

$"_TI1?AUError@@" = comdat any

$"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = comdat any

$"_CTA2?AUIoError@@" = comdat any

$"_TI2?AUIoError@@" = comdat any

$"??_C@_04PKENOLLO@heap?$AA@" = comdat any

$"_CT??_R0PEAUError@@@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA2PEAUError@@" = comdat any

$"_TI2PEAUError@@" = comdat any

$"??_C@_08POJBLELK@c?9string?$AA@" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

$"??_R0?AUTracer@@@8" = comdat any

$"_CT??_R0?AUTracer@@@8??0Tracer@@QEAA@AEBU0@@Z4" = comdat any

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
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !72
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 1
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 1
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUIoError@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUIoError@@\00" }, comdat
@"??_R0?AUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUError@@\00" }, comdat
@"??_R0PEAUError@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".PEAUError@@\00" }, comdat
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0N@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0N@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1N to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1
@"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Error* (%struct.Error*, %struct.Error*)* @"??0Error@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Error*)* @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.IoError* (%struct.IoError*, %struct.IoError*)* @"??0IoError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Error*)* @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1
@"_CT??_R0PEAUError@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUError@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2PEAUError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUTracer@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUTracer@@\00" }, comdat
@"_CT??_R0?AUTracer@@@8??0Tracer@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUTracer@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Tracer* (%struct.Tracer*, %struct.Tracer*)* @"??0Tracer@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUTracer@@@8??0Tracer@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Tracer*)* @"??1Tracer@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUTracer@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Error@@6B@" to i8*), i8* bitcast (i8* (%struct.Error*, i32)* @"??_GError@@UEAAPEAXI@Z" to i8*), i8* bitcast (i32 (%struct.Error*)* @"?kind@Error@@UEBAHXZ" to i8*)] }, comdat($"??_7Error@@6B@")
@"??_R4Error@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Error@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Error@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Error@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Error@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4IoError@@6B@" to i8*), i8* bitcast (i8* (%struct.IoError*, i32)* @"??_GIoError@@UEAAPEAXI@Z" to i8*), i8* bitcast (i32 (%struct.IoError*)* @"?kind@IoError@@UEBAHXZ" to i8*)] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4IoError@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1

@"??_7Error@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__CxxFrameHandler3 !dbg !83 {
  %1 = alloca i8*, align 8
  %2 = alloca %struct.Error*, align 8
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.IoError*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Holder, align 4
  %8 = alloca %struct.IoError*, align 8
  call void @llvm.dbg.declare(metadata i8* undef, metadata !93, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !104
  %9 = bitcast i8** %1 to i8*
  %10 = bitcast %struct.Error** %2 to i8*
  %11 = bitcast %struct.Error** %3 to i8*
  %12 = bitcast %struct.IoError** %4 to i8*
  %13 = bitcast double* %5 to i8*
  %14 = bitcast i32* %6 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !104
  br label %76, !dbg !105

15:                                               ; preds = %131
  %16 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !106
  %17 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !106
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %17, i32 noundef %16), !dbg !106
  %19 = load i32, i32* @rethrow_count, align 4, !dbg !107, !tbaa !108
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %19), !dbg !107
  %21 = bitcast %struct.IoError** %8 to i8*, !dbg !112
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21), !dbg !112
  call void @llvm.dbg.value(metadata i32 -4, metadata !115, metadata !DIExpression()), !dbg !112
  %22 = bitcast %struct.Holder* %7 to i8*, !dbg !121
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14, !dbg !121
  call void @llvm.dbg.declare(metadata %struct.Holder* %7, metadata !116, metadata !DIExpression()), !dbg !121
  %23 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %24 unwind label %40, !dbg !121

24:                                               ; preds = %15
  %25 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 1, !dbg !122
  %26 = load i32, i32* %25, align 4, !dbg !122, !tbaa !123
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !126, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !135, metadata !DIExpression()), !dbg !139
  %27 = load i32, i32* @g_live, align 4, !dbg !142, !tbaa !108
  %28 = add nsw i32 %27, -1, !dbg !142
  store i32 %28, i32* @g_live, align 4, !dbg !142, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !149
  %29 = load i32, i32* @g_nlog, align 4, !dbg !151, !tbaa !108
  %30 = icmp slt i32 %29, 64, !dbg !151
  br i1 %30, label %31, label %38, !dbg !151

31:                                               ; preds = %24
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !135, metadata !DIExpression()), !dbg !139
  %32 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 0, i32 0, !dbg !142
  %33 = load i32, i32* %32, align 4, !dbg !142, !tbaa !152
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %33), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !149
  %34 = sub nsw i32 0, %33, !dbg !142
  call void @llvm.dbg.value(metadata i32 %34, metadata !144, metadata !DIExpression()), !dbg !149
  %35 = add nsw i32 %29, 1, !dbg !153
  store i32 %35, i32* @g_nlog, align 4, !dbg !153, !tbaa !108
  %36 = sext i32 %29 to i64, !dbg !153
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %36, !dbg !153
  store i32 %34, i32* %37, align 4, !dbg !153, !tbaa !108
  br label %38, !dbg !153

38:                                               ; preds = %31, %24
  %39 = phi i32 [ %35, %31 ], [ %29, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14, !dbg !155
  br label %50

40:                                               ; preds = %15
  %41 = catchswitch within none [label %42] unwind to caller, !dbg !155

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8], !dbg !155
  %44 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !156, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.IoError* %44, metadata !118, metadata !DIExpression()), !dbg !112
  %45 = getelementptr inbounds %struct.IoError, %struct.IoError* %44, i64 0, i32 1, !dbg !156
  %46 = load i32, i32* %45, align 8, !dbg !156, !tbaa !160
  %47 = add nsw i32 %46, -1000, !dbg !156
  %48 = load i32, i32* @g_live, align 4, !dbg !162, !tbaa !108
  %49 = load i32, i32* @g_nlog, align 4, !dbg !177, !tbaa !108
  catchret from %43 to label %50, !dbg !179

50:                                               ; preds = %38, %42
  %51 = phi i32 [ %39, %38 ], [ %49, %42 ], !dbg !177
  %52 = phi i32 [ %28, %38 ], [ %48, %42 ], !dbg !162
  %53 = phi i32 [ %26, %38 ], [ %47, %42 ], !dbg !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21), !dbg !180
  call void @llvm.dbg.value(metadata i32 5, metadata !115, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 5, metadata !171, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !172, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 5, metadata !166, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !167, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i32 5, metadata !116, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  %54 = add nsw i32 %52, 1, !dbg !162
  store i32 %54, i32* @g_live, align 4, !dbg !162, !tbaa !108
  call void @llvm.dbg.value(metadata i32 5, metadata !144, metadata !DIExpression()), !dbg !185
  %55 = icmp slt i32 %51, 64, !dbg !177
  br i1 %55, label %56, label %61, !dbg !177

56:                                               ; preds = %50
  %57 = add nsw i32 %51, 1, !dbg !186
  store i32 %57, i32* @g_nlog, align 4, !dbg !186, !tbaa !108
  %58 = sext i32 %51 to i64, !dbg !186
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %58, !dbg !186
  store i32 5, i32* %59, align 4, !dbg !186, !tbaa !108
  call void @llvm.dbg.value(metadata i32 10, metadata !116, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i32 777, metadata !144, metadata !DIExpression()), !dbg !187
  %60 = icmp eq i32 %51, 63, !dbg !190
  br i1 %60, label %61, label %62, !dbg !190

61:                                               ; preds = %56, %50
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !126, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !135, metadata !DIExpression()), !dbg !193
  store i32 %52, i32* @g_live, align 4, !dbg !195, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !196
  br label %71, !dbg !198

62:                                               ; preds = %56
  %63 = add nsw i32 %51, 2, !dbg !199
  store i32 %63, i32* @g_nlog, align 4, !dbg !199, !tbaa !108
  %64 = sext i32 %57 to i64, !dbg !199
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %64, !dbg !199
  store i32 777, i32* %65, align 4, !dbg !199, !tbaa !108
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !126, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !135, metadata !DIExpression()), !dbg !193
  store i32 %52, i32* @g_live, align 4, !dbg !195, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !196
  %66 = icmp slt i32 %51, 62, !dbg !198
  br i1 %66, label %67, label %71, !dbg !198

67:                                               ; preds = %62
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !135, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 -5, metadata !144, metadata !DIExpression()), !dbg !196
  %68 = add nsw i32 %51, 3, !dbg !200
  store i32 %68, i32* @g_nlog, align 4, !dbg !200, !tbaa !108
  %69 = sext i32 %63 to i64, !dbg !200
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %69, !dbg !200
  store i32 -5, i32* %70, align 4, !dbg !200, !tbaa !108
  br label %71, !dbg !200

71:                                               ; preds = %62, %67, %61
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef %53), !dbg !201
  call void @llvm.dbg.value(metadata !DIArgList(i32 %135, i32 2), metadata !87, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !103
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !203
  %74 = load i32, i32* @g_nlog, align 4, !dbg !204, !tbaa !108
  %75 = icmp sgt i32 %74, 0, !dbg !204
  br i1 %75, label %146, label %138, !dbg !204

76:                                               ; preds = %0, %131
  %77 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %78 = phi i32 [ 0, %0 ], [ %136, %131 ]
  call void @llvm.dbg.value(metadata i32 %77, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %78, metadata !88, metadata !DIExpression()), !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9), !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10), !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11), !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14), !dbg !205
  call void @llvm.dbg.value(metadata i32 %78, metadata !208, metadata !DIExpression()), !dbg !205
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %78)
          to label %131 unwind label %79, !dbg !220

79:                                               ; preds = %76
  %80 = catchswitch within none [label %81, label %85, label %91, label %101, label %113, label %123, label %129] unwind to caller, !dbg !222

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6], !dbg !222
  %83 = load i32, i32* %6, align 4, !dbg !223, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %83, metadata !218, metadata !DIExpression()), !dbg !205
  %84 = add nsw i32 %83, 100, !dbg !223
  catchret from %82 to label %131, !dbg !225

85:                                               ; preds = %79
  %86 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %5], !dbg !222
  %87 = load double, double* %5, align 8, !dbg !226, !tbaa !228
  call void @llvm.dbg.value(metadata double %87, metadata !216, metadata !DIExpression()), !dbg !205
  %88 = fmul double %87, 2.000000e+00, !dbg !226
  %89 = fptosi double %88 to i32, !dbg !226
  %90 = add nsw i32 %89, 200, !dbg !226
  catchret from %86 to label %131, !dbg !230

91:                                               ; preds = %79
  %92 = catchpad within %80 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %4], !dbg !222
  %93 = load %struct.IoError*, %struct.IoError** %4, align 8, !dbg !231, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.IoError* %93, metadata !215, metadata !DIExpression()), !dbg !205
  %94 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 0, i32 1, !dbg !231
  %95 = load i32, i32* %94, align 8, !dbg !231, !tbaa !233
  %96 = mul nsw i32 %95, 10, !dbg !231
  %97 = add nsw i32 %96, 300, !dbg !231
  %98 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 1, !dbg !231
  %99 = load i32, i32* %98, align 8, !dbg !231, !tbaa !160
  %100 = add nsw i32 %97, %99, !dbg !231
  catchret from %92 to label %131, !dbg !235

101:                                              ; preds = %79
  %102 = catchpad within %80 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %3], !dbg !222
  %103 = load %struct.Error*, %struct.Error** %3, align 8, !dbg !236, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.Error* %103, metadata !214, metadata !DIExpression()), !dbg !205
  %104 = getelementptr inbounds %struct.Error, %struct.Error* %103, i64 0, i32 1, !dbg !236
  %105 = load i32, i32* %104, align 8, !dbg !236, !tbaa !233
  %106 = add nsw i32 %105, 400, !dbg !236
  %107 = bitcast %struct.Error* %103 to i32 (%struct.Error*)***, !dbg !236
  %108 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %107, align 8, !dbg !236, !tbaa !238
  %109 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %108, i64 1, !dbg !236
  %110 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, align 8, !dbg !236
  %111 = call noundef i32 %110(%struct.Error* noundef nonnull align 8 dereferenceable(24) %103) [ "funclet"(token %102) ], !dbg !236
  %112 = add nsw i32 %106, %111, !dbg !236
  catchret from %102 to label %131, !dbg !240

113:                                              ; preds = %79
  %114 = catchpad within %80 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %2], !dbg !222
  %115 = load %struct.Error*, %struct.Error** %2, align 8, !dbg !241, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.Error* %115, metadata !210, metadata !DIExpression()), !dbg !205
  %116 = getelementptr inbounds %struct.Error, %struct.Error* %115, i64 0, i32 1, !dbg !241
  %117 = load i32, i32* %116, align 8, !dbg !241, !tbaa !233
  %118 = add nsw i32 %117, 500, !dbg !241
  call void @llvm.dbg.value(metadata i32 %118, metadata !212, metadata !DIExpression()), !dbg !242
  %119 = bitcast %struct.Error* %115 to i8* (%struct.Error*, i32)***, !dbg !243
  %120 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %119, align 8, !dbg !243, !tbaa !238
  %121 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %120, align 8, !dbg !243
  %122 = call noundef i8* %121(%struct.Error* noundef nonnull align 8 dereferenceable(24) %115, i32 noundef 1) #14 [ "funclet"(token %114) ], !dbg !243
  catchret from %114 to label %131, !dbg !244

123:                                              ; preds = %79
  %124 = catchpad within %80 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %1], !dbg !222
  %125 = load i8*, i8** %1, align 8, !dbg !245, !tbaa !158
  call void @llvm.dbg.value(metadata i8* %125, metadata !209, metadata !DIExpression()), !dbg !205
  %126 = load i8, i8* %125, align 1, !dbg !245, !tbaa !247
  %127 = icmp eq i8 %126, 99, !dbg !245
  %128 = select i1 %127, i32 601, i32 600, !dbg !245
  catchret from %124 to label %131, !dbg !248

129:                                              ; preds = %79
  %130 = catchpad within %80 [i8* null, i32 64, i8* null], !dbg !222
  catchret from %130 to label %131, !dbg !249

131:                                              ; preds = %76, %81, %85, %91, %101, %113, %123, %129
  %132 = phi i32 [ %84, %81 ], [ 999, %129 ], [ %128, %123 ], [ %118, %113 ], [ %112, %101 ], [ %100, %91 ], [ %90, %85 ], [ 0, %76 ], !dbg !205
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9), !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10), !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11), !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12), !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14), !dbg !251
  call void @llvm.dbg.value(metadata i32 %132, metadata !90, metadata !DIExpression()), !dbg !252
  %133 = load i32, i32* @g_live, align 4, !dbg !253, !tbaa !108
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %132, i32 noundef %133), !dbg !253
  %135 = add nsw i32 %132, %77, !dbg !254
  call void @llvm.dbg.value(metadata i32 %135, metadata !87, metadata !DIExpression()), !dbg !103
  %136 = add nuw nsw i32 %78, 1, !dbg !255
  call void @llvm.dbg.value(metadata i32 %136, metadata !88, metadata !DIExpression()), !dbg !104
  %137 = icmp eq i32 %136, 8, !dbg !105
  br i1 %137, label %15, label %76, !dbg !105, !llvm.loop !256

138:                                              ; preds = %146, %71
  %139 = add nsw i32 %135, 2, !dbg !259
  call void @llvm.dbg.value(metadata i32 %139, metadata !87, metadata !DIExpression()), !dbg !103
  %140 = load i32, i32* @g_live, align 4, !dbg !260, !tbaa !108
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %139, i32 noundef %140), !dbg !260
  %142 = load i32, i32* @g_live, align 4, !dbg !261, !tbaa !108
  %143 = icmp eq i32 %142, 0, !dbg !261
  %144 = select i1 %143, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0), !dbg !261
  %145 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %144), !dbg !261
  ret i32 0, !dbg !262

146:                                              ; preds = %71, %146
  %147 = phi i64 [ %151, %146 ], [ 0, %71 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !100, metadata !DIExpression()), !dbg !203
  %148 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %147, !dbg !263
  %149 = load i32, i32* %148, align 4, !dbg !263, !tbaa !108
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %149), !dbg !263
  %151 = add nuw nsw i64 %147, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %151, metadata !100, metadata !DIExpression()), !dbg !203
  %152 = load i32, i32* @g_nlog, align 4, !dbg !204, !tbaa !108
  %153 = sext i32 %152 to i64, !dbg !204
  %154 = icmp slt i64 %151, %153, !dbg !204
  br i1 %154, label %146, label %138, !dbg !204, !llvm.loop !266
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !268 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 8
  %4 = alloca %struct.Error*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !270, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !271, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %0, metadata !276, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i32 %0, metadata !166, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !283
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !167, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i32 %0, metadata !279, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !280
  %5 = load i32, i32* @g_live, align 4, !dbg !285, !tbaa !108
  %6 = add nsw i32 %5, 1, !dbg !285
  store i32 %6, i32* @g_live, align 4, !dbg !285, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !286
  %7 = load i32, i32* @g_nlog, align 4, !dbg !288, !tbaa !108
  %8 = icmp slt i32 %7, 64, !dbg !288
  br i1 %8, label %9, label %14, !dbg !288

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 50, !dbg !289
  call void @llvm.dbg.value(metadata i32 %10, metadata !166, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i32 %10, metadata !279, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i32 %10, metadata !144, metadata !DIExpression()), !dbg !286
  %11 = add nsw i32 %7, 1, !dbg !290
  store i32 %11, i32* @g_nlog, align 4, !dbg !290, !tbaa !108
  %12 = sext i32 %7 to i64, !dbg !290
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12, !dbg !290
  store i32 %10, i32* %13, align 4, !dbg !290, !tbaa !108
  br label %14, !dbg !290

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15, !dbg !291

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31, !dbg !293

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null, i32 64, i8* null], !dbg !293
  %19 = load i32, i32* @rethrow_count, align 4, !dbg !294, !tbaa !108
  %20 = add nsw i32 %19, 1, !dbg !294
  store i32 %20, i32* @rethrow_count, align 4, !dbg !294, !tbaa !108
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #15 [ "funclet"(token %18) ]
          to label %43 unwind label %31, !dbg !296

21:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !297
  %22 = load i32, i32* @g_live, align 4, !dbg !299, !tbaa !108
  %23 = add nsw i32 %22, -1, !dbg !299
  store i32 %23, i32* @g_live, align 4, !dbg !299, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !300
  %24 = load i32, i32* @g_nlog, align 4, !dbg !302, !tbaa !108
  %25 = icmp slt i32 %24, 64, !dbg !302
  br i1 %25, label %26, label %64, !dbg !302

26:                                               ; preds = %21
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !300
  %27 = sub i32 -50, %0, !dbg !299
  call void @llvm.dbg.value(metadata i32 %27, metadata !144, metadata !DIExpression()), !dbg !300
  %28 = add nsw i32 %24, 1, !dbg !303
  store i32 %28, i32* @g_nlog, align 4, !dbg !303, !tbaa !108
  %29 = sext i32 %24 to i64, !dbg !303
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %29, !dbg !303
  store i32 %27, i32* %30, align 4, !dbg !303, !tbaa !108
  br label %64, !dbg !303

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none [], !dbg !304
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !305
  %33 = load i32, i32* @g_live, align 4, !dbg !307, !tbaa !108
  %34 = add nsw i32 %33, -1, !dbg !307
  store i32 %34, i32* @g_live, align 4, !dbg !307, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !308
  %35 = load i32, i32* @g_nlog, align 4, !dbg !310, !tbaa !108
  %36 = icmp slt i32 %35, 64, !dbg !310
  br i1 %36, label %37, label %42, !dbg !310

37:                                               ; preds = %31
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !308
  %38 = sub i32 -50, %0, !dbg !307
  call void @llvm.dbg.value(metadata i32 %38, metadata !144, metadata !DIExpression()), !dbg !308
  %39 = add nsw i32 %35, 1, !dbg !311
  store i32 %39, i32* @g_nlog, align 4, !dbg !311, !tbaa !108
  %40 = sext i32 %35 to i64, !dbg !311
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %40, !dbg !311
  store i32 %38, i32* %41, align 4, !dbg !311, !tbaa !108
  br label %42, !dbg !311

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %54, !dbg !312

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !312
  %48 = load i32, i32* %2, align 4, !dbg !313, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %48, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %48, metadata !271, metadata !DIExpression()), !dbg !275
  %49 = add nsw i32 %48, 1, !dbg !316
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0), metadata !317, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 %49, metadata !320, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata %struct.Error* %3, metadata !321, metadata !DIExpression()), !dbg !322
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 0, !dbg !324
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %50, align 8, !dbg !324, !tbaa !238
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 1, !dbg !324
  store i32 %49, i32* %51, align 8, !dbg !324, !tbaa !233
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 2, !dbg !324
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0), i8** %52, align 8, !dbg !324, !tbaa !325
  %53 = bitcast %struct.Error* %3 to i8*, !dbg !316
  invoke void @_CxxThrowException(i8* nonnull %53, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #15 [ "funclet"(token %47) ]
          to label %68 unwind label %54, !dbg !316

54:                                               ; preds = %46, %44
  %55 = phi i32 [ 0, %44 ], [ %48, %46 ], !dbg !275
  %56 = catchswitch within none [label %57, label %66] unwind to caller, !dbg !326

57:                                               ; preds = %54
  %58 = catchpad within %56 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4], !dbg !326
  %59 = load %struct.Error*, %struct.Error** %4, align 8, !dbg !327, !tbaa !158
  call void @llvm.dbg.value(metadata %struct.Error* %59, metadata !274, metadata !DIExpression()), !dbg !275
  %60 = getelementptr inbounds %struct.Error, %struct.Error* %59, i64 0, i32 1, !dbg !327
  %61 = load i32, i32* %60, align 8, !dbg !327, !tbaa !233
  %62 = mul nsw i32 %61, 100, !dbg !327
  %63 = add nsw i32 %62, %55, !dbg !327
  call void @llvm.dbg.value(metadata i32 %63, metadata !271, metadata !DIExpression()), !dbg !275
  catchret from %58 to label %64, !dbg !329

64:                                               ; preds = %26, %21, %66, %57
  %65 = phi i32 [ -1, %66 ], [ %63, %57 ], [ 0, %21 ], [ 0, %26 ], !dbg !275
  call void @llvm.dbg.value(metadata i32 %65, metadata !271, metadata !DIExpression()), !dbg !275
  ret i32 %65, !dbg !330

66:                                               ; preds = %54
  %67 = catchpad within %56 [i8* null, i32 64, i8* null], !dbg !326
  call void @llvm.dbg.value(metadata i32 -1, metadata !271, metadata !DIExpression()), !dbg !275
  catchret from %67 to label %64, !dbg !331

68:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !333 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca %struct.Error*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Tracer, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !335, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i32 %0, metadata !166, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !167, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i32 %0, metadata !336, metadata !DIExpression()), !dbg !337
  %9 = load i32, i32* @g_live, align 4, !dbg !340, !tbaa !108
  %10 = add nsw i32 %9, 1, !dbg !340
  store i32 %10, i32* @g_live, align 4, !dbg !340, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression()), !dbg !341
  %11 = load i32, i32* @g_nlog, align 4, !dbg !343, !tbaa !108
  %12 = icmp slt i32 %11, 64, !dbg !343
  br i1 %12, label %13, label %17, !dbg !343

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !344
  store i32 %14, i32* @g_nlog, align 4, !dbg !344, !tbaa !108
  %15 = sext i32 %11 to i64, !dbg !344
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %15, !dbg !344
  store i32 %0, i32* %16, align 4, !dbg !344, !tbaa !108
  br label %17, !dbg !344

17:                                               ; preds = %1, %13
  %18 = phi i32 [ %11, %1 ], [ %14, %13 ]
  switch i32 %0, label %55 [
    i32 0, label %19
    i32 1, label %21
    i32 2, label %23
    i32 3, label %28
    i32 4, label %34
    i32 5, label %43
    i32 6, label %45
  ], !dbg !345

19:                                               ; preds = %17
  store i32 42, i32* %2, align 4, !dbg !346, !tbaa !108
  %20 = bitcast i32* %2 to i8*, !dbg !346
  invoke void @_CxxThrowException(i8* nonnull %20, %eh.ThrowInfo* nonnull @_TI1H) #15
          to label %75 unwind label %63, !dbg !346

21:                                               ; preds = %17
  store double 3.500000e+00, double* %3, align 8, !dbg !348, !tbaa !228
  %22 = bitcast double* %3 to i8*, !dbg !348
  invoke void @_CxxThrowException(i8* nonnull %22, %eh.ThrowInfo* nonnull @_TI1N) #15
          to label %75 unwind label %63, !dbg !348

23:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0), metadata !317, metadata !DIExpression()), !dbg !349
  call void @llvm.dbg.value(metadata i32 7, metadata !320, metadata !DIExpression()), !dbg !349
  call void @llvm.dbg.value(metadata %struct.Error* %4, metadata !321, metadata !DIExpression()), !dbg !349
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 0, !dbg !351
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %24, align 8, !dbg !351, !tbaa !238
  %25 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 1, !dbg !351
  store i32 7, i32* %25, align 8, !dbg !351, !tbaa !233
  %26 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 2, !dbg !351
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0), i8** %26, align 8, !dbg !351, !tbaa !325
  %27 = bitcast %struct.Error* %4 to i8*, !dbg !352
  invoke void @_CxxThrowException(i8* nonnull %27, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #15
          to label %75 unwind label %63, !dbg !352

28:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 3, metadata !353, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i32 9, metadata !356, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !357, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), metadata !317, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata i32 9, metadata !320, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !321, metadata !DIExpression()), !dbg !361
  %29 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 0, !dbg !363
  %30 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 1, !dbg !363
  store i32 9, i32* %30, align 8, !dbg !363, !tbaa !233
  %31 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 2, !dbg !363
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %31, align 8, !dbg !363, !tbaa !325
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %29, align 8, !dbg !364, !tbaa !238
  %32 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 1, !dbg !364
  store i32 3, i32* %32, align 8, !dbg !364, !tbaa !160
  %33 = bitcast %struct.IoError* %5 to i8*, !dbg !365
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #15
          to label %75 unwind label %63, !dbg !365

34:                                               ; preds = %17
  %35 = invoke noalias noundef nonnull dereferenceable(24) i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #16
          to label %36 unwind label %63, !dbg !366, !heapallocsite !21

36:                                               ; preds = %34
  %37 = bitcast i8* %35 to %struct.Error*, !dbg !366
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0), metadata !317, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 11, metadata !320, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata %struct.Error* %37, metadata !321, metadata !DIExpression()), !dbg !367
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 0, !dbg !369
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %38, align 8, !dbg !369, !tbaa !238
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 1, !dbg !369
  store i32 11, i32* %39, align 8, !dbg !369, !tbaa !233
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 2, !dbg !369
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0), i8** %40, align 8, !dbg !369, !tbaa !325
  %41 = bitcast %struct.Error** %6 to i8**, !dbg !366
  store i8* %35, i8** %41, align 8, !dbg !366, !tbaa !158
  %42 = bitcast %struct.Error** %6 to i8*, !dbg !366
  invoke void @_CxxThrowException(i8* nonnull %42, %eh.ThrowInfo* nonnull @"_TI2PEAUError@@") #15
          to label %75 unwind label %63, !dbg !366

43:                                               ; preds = %17
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %7, align 8, !dbg !370, !tbaa !158
  %44 = bitcast i8** %7 to i8*, !dbg !370
  invoke void @_CxxThrowException(i8* nonnull %44, %eh.ThrowInfo* nonnull @_TIC2PEAD) #15
          to label %75 unwind label %63, !dbg !370

45:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 600, metadata !166, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata %struct.Tracer* %8, metadata !167, metadata !DIExpression()), !dbg !371
  %46 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %8, i64 0, i32 0, !dbg !373
  store i32 600, i32* %46, align 4, !dbg !373, !tbaa !152
  %47 = add nsw i32 %9, 2, !dbg !374
  store i32 %47, i32* @g_live, align 4, !dbg !374, !tbaa !108
  call void @llvm.dbg.value(metadata i32 600, metadata !144, metadata !DIExpression()), !dbg !375
  %48 = icmp slt i32 %18, 64, !dbg !377
  br i1 %48, label %49, label %53, !dbg !377

49:                                               ; preds = %45
  %50 = add nsw i32 %18, 1, !dbg !378
  store i32 %50, i32* @g_nlog, align 4, !dbg !378, !tbaa !108
  %51 = sext i32 %18 to i64, !dbg !378
  %52 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %51, !dbg !378
  store i32 600, i32* %52, align 4, !dbg !378, !tbaa !108
  br label %53, !dbg !378

53:                                               ; preds = %49, %45
  %54 = bitcast %struct.Tracer* %8 to i8*, !dbg !379
  invoke void @_CxxThrowException(i8* nonnull %54, %eh.ThrowInfo* nonnull @"_TI1?AUTracer@@") #15
          to label %75 unwind label %63, !dbg !379

55:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !380
  store i32 %9, i32* @g_live, align 4, !dbg !382, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !383
  %56 = icmp slt i32 %18, 64, !dbg !385
  br i1 %56, label %57, label %62, !dbg !385

57:                                               ; preds = %55
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !383
  %58 = sub nsw i32 0, %0, !dbg !382
  call void @llvm.dbg.value(metadata i32 %58, metadata !144, metadata !DIExpression()), !dbg !383
  %59 = add nsw i32 %18, 1, !dbg !386
  store i32 %59, i32* @g_nlog, align 4, !dbg !386, !tbaa !108
  %60 = sext i32 %18 to i64, !dbg !386
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %60, !dbg !386
  store i32 %58, i32* %61, align 4, !dbg !386, !tbaa !108
  br label %62, !dbg !386

62:                                               ; preds = %55, %57
  ret void, !dbg !387

63:                                               ; preds = %53, %43, %36, %34, %28, %23, %21, %19
  %64 = cleanuppad within none [], !dbg !387
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !388
  %65 = load i32, i32* @g_live, align 4, !dbg !390, !tbaa !108
  %66 = add nsw i32 %65, -1, !dbg !390
  store i32 %66, i32* @g_live, align 4, !dbg !390, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !391
  %67 = load i32, i32* @g_nlog, align 4, !dbg !393, !tbaa !108
  %68 = icmp slt i32 %67, 64, !dbg !393
  br i1 %68, label %69, label %74, !dbg !393

69:                                               ; preds = %63
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !391
  %70 = sub nsw i32 0, %0, !dbg !390
  call void @llvm.dbg.value(metadata i32 %70, metadata !144, metadata !DIExpression()), !dbg !391
  %71 = add nsw i32 %67, 1, !dbg !394
  store i32 %71, i32* @g_nlog, align 4, !dbg !394, !tbaa !108
  %72 = sext i32 %67 to i64, !dbg !394
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %72, !dbg !394
  store i32 %70, i32* %73, align 4, !dbg !394, !tbaa !108
  br label %74, !dbg !394

74:                                               ; preds = %63, %69
  cleanupret from %64 unwind to caller, !dbg !387

75:                                               ; preds = %53, %43, %36, %28, %23, %21, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #5 comdat align 2 !dbg !395 {
  call void @llvm.dbg.value(metadata %struct.Error* %1, metadata !401, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !402, metadata !DIExpression()), !dbg !403
  %3 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 0, !dbg !404
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !404, !tbaa !238
  %4 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 1, !dbg !404
  %5 = getelementptr inbounds %struct.Error, %struct.Error* %1, i64 0, i32 1, !dbg !404
  %6 = bitcast i32* %4 to i8*, !dbg !404
  %7 = bitcast i32* %5 to i8*, !dbg !404
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !dbg !404
  ret %struct.Error* %0, !dbg !404
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat align 2 !dbg !405 {
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !410, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !411, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !401, metadata !DIExpression()) #14, !dbg !413
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !402, metadata !DIExpression()) #14, !dbg !413
  %3 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 0, !dbg !415
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !415, !tbaa !238
  %4 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 1, !dbg !415
  %5 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 0, i32 1, !dbg !415
  %6 = bitcast i32* %4 to i8*, !dbg !415
  %7 = bitcast i32* %5 to i8*, !dbg !415
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false) #14, !dbg !415
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !416, !tbaa !238
  %8 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 1, !dbg !416
  %9 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 1, !dbg !416
  %10 = load i32, i32* %9, align 8, !dbg !416, !tbaa !160
  store i32 %10, i32* %8, align 8, !dbg !416, !tbaa !160
  ret %struct.IoError* %0, !dbg !416
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !417 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !419, metadata !DIExpression()), !dbg !420
  ret void, !dbg !421
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 !dbg !422 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %1, metadata !424, metadata !DIExpression()), !dbg !426
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !425, metadata !DIExpression()), !dbg !426
  %3 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !427
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %1, i64 0, i32 0, !dbg !427
  %5 = load i32, i32* %4, align 4, !dbg !427, !tbaa !152
  %6 = add nsw i32 %5, 1000, !dbg !427
  store i32 %6, i32* %3, align 4, !dbg !427, !tbaa !152
  %7 = load i32, i32* @g_live, align 4, !dbg !428, !tbaa !108
  %8 = add nsw i32 %7, 1, !dbg !428
  store i32 %8, i32* @g_live, align 4, !dbg !428, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %6, metadata !144, metadata !DIExpression()), !dbg !430
  %9 = load i32, i32* @g_nlog, align 4, !dbg !432, !tbaa !108
  %10 = icmp slt i32 %9, 64, !dbg !432
  br i1 %10, label %11, label %15, !dbg !432

11:                                               ; preds = %2
  %12 = add nsw i32 %9, 1, !dbg !433
  store i32 %12, i32* @g_nlog, align 4, !dbg !433, !tbaa !108
  %13 = sext i32 %9 to i64, !dbg !433
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %13, !dbg !433
  store i32 %6, i32* %14, align 4, !dbg !433, !tbaa !108
  br label %15, !dbg !433

15:                                               ; preds = %2, %11
  ret %struct.Tracer* %0, !dbg !427
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !136 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !135, metadata !DIExpression()), !dbg !434
  %2 = load i32, i32* @g_live, align 4, !dbg !435, !tbaa !108
  %3 = add nsw i32 %2, -1, !dbg !435
  store i32 %3, i32* @g_live, align 4, !dbg !435, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !436
  %4 = load i32, i32* @g_nlog, align 4, !dbg !438, !tbaa !108
  %5 = icmp slt i32 %4, 64, !dbg !438
  br i1 %5, label %6, label %13, !dbg !438

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !435
  %8 = load i32, i32* %7, align 4, !dbg !435, !tbaa !152
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !436
  %9 = sub nsw i32 0, %8, !dbg !435
  call void @llvm.dbg.value(metadata i32 %9, metadata !144, metadata !DIExpression()), !dbg !436
  %10 = add nsw i32 %4, 1, !dbg !439
  store i32 %10, i32* @g_nlog, align 4, !dbg !439, !tbaa !108
  %11 = sext i32 %4 to i64, !dbg !439
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %11, !dbg !439
  store i32 %9, i32* %12, align 4, !dbg !439, !tbaa !108
  br label %13, !dbg !439

13:                                               ; preds = %1, %6
  ret void, !dbg !440
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #9 !dbg !145 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression()), !dbg !441
  %2 = load i32, i32* @g_nlog, align 4, !dbg !442, !tbaa !108
  %3 = icmp slt i32 %2, 64, !dbg !442
  br i1 %3, label %4, label %8, !dbg !442

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !443
  store i32 %5, i32* @g_nlog, align 4, !dbg !443, !tbaa !108
  %6 = sext i32 %2 to i64, !dbg !443
  %7 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %6, !dbg !443
  store i32 %0, i32* %7, align 4, !dbg !443, !tbaa !108
  br label %8, !dbg !443

8:                                                ; preds = %4, %1
  ret void, !dbg !444
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !445 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !447, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !448, metadata !DIExpression()), !dbg !449
  %3 = bitcast %struct.Error* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !450
  br i1 %4, label %6, label %5, !dbg !450

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #17, !dbg !450
  br label %6, !dbg !450

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !450
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 !dbg !451 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !453, metadata !DIExpression()), !dbg !455
  ret i32 1, !dbg !456
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !457 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !462, metadata !DIExpression()), !dbg !464
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !463, metadata !DIExpression()), !dbg !464
  %3 = bitcast %struct.IoError* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !465
  br i1 %4, label %6, label %5, !dbg !465

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #17, !dbg !465
  br label %6, !dbg !465

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !465
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 !dbg !466 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !468, metadata !DIExpression()), !dbg !470
  ret i32 2, !dbg !471
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !169 {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca %struct.Error*, align 8
  call void @llvm.dbg.value(metadata i32 %1, metadata !171, metadata !DIExpression()), !dbg !472
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !172, metadata !DIExpression()), !dbg !472
  call void @llvm.dbg.value(metadata i32 %1, metadata !166, metadata !DIExpression()), !dbg !473
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !167, metadata !DIExpression()), !dbg !473
  %5 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0, !dbg !475
  store i32 %1, i32* %5, align 4, !dbg !475, !tbaa !152
  %6 = load i32, i32* @g_live, align 4, !dbg !476, !tbaa !108
  %7 = add nsw i32 %6, 1, !dbg !476
  store i32 %7, i32* @g_live, align 4, !dbg !476, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %1, metadata !144, metadata !DIExpression()), !dbg !477
  %8 = load i32, i32* @g_nlog, align 4, !dbg !479, !tbaa !108
  %9 = icmp slt i32 %8, 64, !dbg !479
  br i1 %9, label %10, label %14, !dbg !479

10:                                               ; preds = %2
  %11 = add nsw i32 %8, 1, !dbg !480
  store i32 %11, i32* @g_nlog, align 4, !dbg !480, !tbaa !108
  %12 = sext i32 %8 to i64, !dbg !480
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12, !dbg !480
  store i32 %1, i32* %13, align 4, !dbg !480, !tbaa !108
  br label %14, !dbg !480

14:                                               ; preds = %10, %2
  %15 = phi i32 [ %11, %10 ], [ %8, %2 ]
  %16 = bitcast %struct.IoError* %3 to i8*, !dbg !481
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %16), !dbg !481
  call void @llvm.dbg.value(metadata i32 %1, metadata !484, metadata !DIExpression()), !dbg !481
  %17 = icmp slt i32 %1, 0, !dbg !486
  br i1 %17, label %18, label %25, !dbg !486

18:                                               ; preds = %14
  %19 = sub nsw i32 0, %1, !dbg !487
  call void @llvm.dbg.value(metadata i32 %19, metadata !353, metadata !DIExpression()), !dbg !489
  call void @llvm.dbg.value(metadata i32 %1, metadata !356, metadata !DIExpression()), !dbg !489
  call void @llvm.dbg.value(metadata %struct.IoError* %3, metadata !357, metadata !DIExpression()), !dbg !489
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), metadata !317, metadata !DIExpression()), !dbg !491
  call void @llvm.dbg.value(metadata i32 %1, metadata !320, metadata !DIExpression()), !dbg !491
  call void @llvm.dbg.value(metadata %struct.IoError* %3, metadata !321, metadata !DIExpression()), !dbg !491
  %20 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 0, !dbg !493
  %21 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 1, !dbg !493
  store i32 %1, i32* %21, align 8, !dbg !493, !tbaa !233
  %22 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 2, !dbg !493
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %22, align 8, !dbg !493, !tbaa !325
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %20, align 8, !dbg !494, !tbaa !238
  %23 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 1, !dbg !494
  store i32 %19, i32* %23, align 8, !dbg !494, !tbaa !160
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #15
          to label %24 unwind label %34, !dbg !487

24:                                               ; preds = %18
  unreachable, !dbg !487

25:                                               ; preds = %14
  %26 = shl nuw nsw i32 %1, 1, !dbg !495
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %16), !dbg !495
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, !dbg !496
  store i32 %26, i32* %27, align 4, !dbg !496, !tbaa !123
  call void @llvm.dbg.value(metadata i32 777, metadata !144, metadata !DIExpression()), !dbg !497
  %28 = icmp slt i32 %15, 64, !dbg !499
  br i1 %28, label %29, label %33, !dbg !499

29:                                               ; preds = %25
  %30 = add nsw i32 %15, 1, !dbg !500
  store i32 %30, i32* @g_nlog, align 4, !dbg !500, !tbaa !108
  %31 = sext i32 %15 to i64, !dbg !500
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %31, !dbg !500
  store i32 777, i32* %32, align 4, !dbg !500, !tbaa !108
  br label %33, !dbg !500

33:                                               ; preds = %25, %29
  ret %struct.Holder* %0, !dbg !501

34:                                               ; preds = %18
  %35 = cleanuppad within none [], !dbg !502
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !135, metadata !DIExpression()), !dbg !503
  %36 = load i32, i32* @g_live, align 4, !dbg !505, !tbaa !108
  %37 = add nsw i32 %36, -1, !dbg !505
  store i32 %37, i32* @g_live, align 4, !dbg !505, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !506
  %38 = load i32, i32* @g_nlog, align 4, !dbg !508, !tbaa !108
  %39 = icmp slt i32 %38, 64, !dbg !508
  br i1 %39, label %40, label %46, !dbg !508

40:                                               ; preds = %34
  %41 = load i32, i32* %5, align 4, !dbg !505, !tbaa !152
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %41), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !506
  %42 = sub nsw i32 0, %41, !dbg !505
  call void @llvm.dbg.value(metadata i32 %42, metadata !144, metadata !DIExpression()), !dbg !506
  %43 = add nsw i32 %38, 1, !dbg !509
  store i32 %43, i32* @g_nlog, align 4, !dbg !509, !tbaa !108
  %44 = sext i32 %38 to i64, !dbg !509
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %44, !dbg !509
  store i32 %42, i32* %45, align 4, !dbg !509, !tbaa !108
  br label %46, !dbg !509

46:                                               ; preds = %34, %40
  cleanupret from %35 unwind label %47, !dbg !502

47:                                               ; preds = %46
  %48 = catchswitch within none [label %49] unwind to caller, !dbg !502

49:                                               ; preds = %47
  %50 = catchpad within %48 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4], !dbg !502
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %50) ], !dbg !510
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %50) ], !dbg !512
  unreachable, !dbg !512
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #12 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !67, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21, !43, !56}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: ".?AUTracer@@")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, vtableHolder: !21, identifier: ".?AUError@@")
!22 = !{!23, !24, !26, !27, !31, !35, !38}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !25, size: 64, flags: DIFlagArtificial)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !21, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !21, file: !3, line: 28, baseType: !28, size: 64, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !5, !28}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !34}
!38 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, containingType: !21, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!39 = !DISubroutineType(types: !40)
!40 = !{!5, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, vtableHolder: !21, identifier: ".?AUIoError@@")
!44 = !{!45, !23, !46, !47, !51}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !43, baseType: !21, extraData: i32 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !43, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!47 = !DISubprogram(name: "IoError", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50, !5, !5}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, containingType: !43, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !57, identifier: ".?AUHolder@@")
!57 = !{!58, !59, !60, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !3, line: 109, baseType: !6, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !56, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!60 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!5, !5}
!63 = !DISubprogram(name: "Holder", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !66, !5}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!77 = !{i32 2, !"CodeView", i32 1}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 2}
!80 = !{i32 7, !"PIC Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 1}
!82 = !{!"Debian clang version 14.0.6"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !84, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!5}
!86 = !{!87, !88, !90, !93, !100}
!87 = !DILocalVariable(name: "total", scope: !83, file: !3, line: 135, type: !5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 136, type: !5)
!89 = distinct !DILexicalBlock(scope: !83, file: !3, line: 136)
!90 = !DILocalVariable(name: "c", scope: !91, file: !3, line: 137, type: !5)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 136)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 136)
!93 = !DILocalVariable(name: "nt", scope: !83, file: !3, line: 144, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !95, identifier: ".?AUNoThrow@@")
!95 = !{!96}
!96 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !94, file: !3, line: 131, type: !97, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!5, !99, !5}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 147, type: !5)
!101 = distinct !DILexicalBlock(scope: !83, file: !3, line: 147)
!102 = !DILocation(line: 144, scope: !83)
!103 = !DILocation(line: 0, scope: !83)
!104 = !DILocation(line: 0, scope: !89)
!105 = !DILocation(line: 136, scope: !89)
!106 = !DILocation(line: 141, scope: !83)
!107 = !DILocation(line: 142, scope: !83)
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C++ TBAA"}
!112 = !DILocation(line: 0, scope: !113, inlinedAt: !120)
!113 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !61, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!114 = !{!115, !116, !118}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !113, file: !3, line: 123, type: !5)
!116 = !DILocalVariable(name: "h", scope: !117, file: !3, line: 124, type: !56)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 123)
!118 = !DILocalVariable(name: "e", scope: !113, file: !3, line: 126, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!120 = distinct !DILocation(line: 143, scope: !83)
!121 = !DILocation(line: 124, scope: !117, inlinedAt: !120)
!122 = !DILocation(line: 125, scope: !117, inlinedAt: !120)
!123 = !{!124, !109, i64 4}
!124 = !{!"?AUHolder@@", !125, i64 0, !109, i64 4}
!125 = !{!"?AUTracer@@", !109, i64 0}
!126 = !DILocalVariable(name: "this", arg: 1, scope: !127, type: !132, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !56, file: !3, line: 108, type: !128, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !130, retainedNodes: !131)
!128 = !DISubroutineType(types: !129)
!129 = !{null, !66}
!130 = !DISubprogram(name: "~Holder", scope: !56, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !{!126}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!133 = !DILocation(line: 0, scope: !127, inlinedAt: !134)
!134 = distinct !DILocation(line: 126, scope: !117, inlinedAt: !120)
!135 = !DILocalVariable(name: "this", arg: 1, scope: !136, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!136 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !137)
!137 = !{!135}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!139 = !DILocation(line: 0, scope: !136, inlinedAt: !140)
!140 = distinct !DILocation(line: 108, scope: !141, inlinedAt: !134)
!141 = distinct !DILexicalBlock(scope: !127, file: !3, line: 108)
!142 = !DILocation(line: 23, scope: !143, inlinedAt: !140)
!143 = distinct !DILexicalBlock(scope: !136, file: !3, line: 23)
!144 = !DILocalVariable(name: "v", arg: 1, scope: !145, file: !3, line: 14, type: !5)
!145 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !146, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !5}
!148 = !{!144}
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !140)
!151 = !DILocation(line: 15, scope: !145, inlinedAt: !150)
!152 = !{!125, !109, i64 0}
!153 = !DILocation(line: 16, scope: !154, inlinedAt: !150)
!154 = distinct !DILexicalBlock(scope: !145, file: !3, line: 15)
!155 = !DILocation(line: 126, scope: !117, inlinedAt: !120)
!156 = !DILocation(line: 127, scope: !157, inlinedAt: !120)
!157 = distinct !DILexicalBlock(scope: !113, file: !3, line: 126)
!158 = !{!159, !159, i64 0}
!159 = !{!"any pointer", !110, i64 0}
!160 = !{!161, !109, i64 24}
!161 = !{!"?AUIoError@@", !109, i64 24}
!162 = !DILocation(line: 21, scope: !163, inlinedAt: !168)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 21)
!164 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !165)
!165 = !{!166, !167}
!166 = !DILocalVariable(name: "i", arg: 2, scope: !164, file: !3, line: 21, type: !5)
!167 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = distinct !DILocation(line: 115, scope: !169, inlinedAt: !175)
!169 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !63, retainedNodes: !170)
!170 = !{!171, !172, !173}
!171 = !DILocalVariable(name: "x", arg: 2, scope: !169, file: !3, line: 115, type: !5)
!172 = !DILocalVariable(name: "this", arg: 1, scope: !169, type: !132, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = !DILocalVariable(name: "e", scope: !169, file: !3, line: 117, type: !174)
!174 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!175 = distinct !DILocation(line: 124, scope: !117, inlinedAt: !176)
!176 = distinct !DILocation(line: 143, scope: !83)
!177 = !DILocation(line: 15, scope: !145, inlinedAt: !178)
!178 = distinct !DILocation(line: 21, scope: !163, inlinedAt: !168)
!179 = !DILocation(line: 128, scope: !157, inlinedAt: !120)
!180 = !DILocation(line: 128, scope: !113, inlinedAt: !120)
!181 = !DILocation(line: 0, scope: !113, inlinedAt: !176)
!182 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!183 = !DILocation(line: 0, scope: !164, inlinedAt: !168)
!184 = !DILocation(line: 0, scope: !117, inlinedAt: !176)
!185 = !DILocation(line: 0, scope: !145, inlinedAt: !178)
!186 = !DILocation(line: 16, scope: !154, inlinedAt: !178)
!187 = !DILocation(line: 0, scope: !145, inlinedAt: !188)
!188 = distinct !DILocation(line: 116, scope: !189, inlinedAt: !175)
!189 = distinct !DILexicalBlock(scope: !169, file: !3, line: 115)
!190 = !DILocation(line: 15, scope: !145, inlinedAt: !188)
!191 = !DILocation(line: 0, scope: !127, inlinedAt: !192)
!192 = distinct !DILocation(line: 126, scope: !117, inlinedAt: !176)
!193 = !DILocation(line: 0, scope: !136, inlinedAt: !194)
!194 = distinct !DILocation(line: 108, scope: !141, inlinedAt: !192)
!195 = !DILocation(line: 23, scope: !143, inlinedAt: !194)
!196 = !DILocation(line: 0, scope: !145, inlinedAt: !197)
!197 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !194)
!198 = !DILocation(line: 15, scope: !145, inlinedAt: !197)
!199 = !DILocation(line: 16, scope: !154, inlinedAt: !188)
!200 = !DILocation(line: 16, scope: !154, inlinedAt: !197)
!201 = !DILocation(line: 143, scope: !83)
!202 = !DILocation(line: 146, scope: !83)
!203 = !DILocation(line: 0, scope: !101)
!204 = !DILocation(line: 147, scope: !101)
!205 = !DILocation(line: 0, scope: !206, inlinedAt: !219)
!206 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !61, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!207 = !{!208, !209, !210, !212, !214, !215, !216, !218}
!208 = !DILocalVariable(name: "how", arg: 1, scope: !206, file: !3, line: 54, type: !5)
!209 = !DILocalVariable(name: "s", scope: !206, file: !3, line: 69, type: !28)
!210 = !DILocalVariable(name: "p", scope: !206, file: !3, line: 65, type: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!212 = !DILocalVariable(name: "r", scope: !213, file: !3, line: 66, type: !5)
!213 = distinct !DILexicalBlock(scope: !206, file: !3, line: 65)
!214 = !DILocalVariable(name: "e", scope: !206, file: !3, line: 63, type: !174)
!215 = !DILocalVariable(name: "e", scope: !206, file: !3, line: 61, type: !119)
!216 = !DILocalVariable(name: "d", scope: !206, file: !3, line: 59, type: !217)
!217 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!218 = !DILocalVariable(name: "v", scope: !206, file: !3, line: 57, type: !5)
!219 = distinct !DILocation(line: 137, scope: !91)
!220 = !DILocation(line: 56, scope: !221, inlinedAt: !219)
!221 = distinct !DILexicalBlock(scope: !206, file: !3, line: 55)
!222 = !DILocation(line: 57, scope: !221, inlinedAt: !219)
!223 = !DILocation(line: 58, scope: !224, inlinedAt: !219)
!224 = distinct !DILexicalBlock(scope: !206, file: !3, line: 57)
!225 = !DILocation(line: 59, scope: !224, inlinedAt: !219)
!226 = !DILocation(line: 60, scope: !227, inlinedAt: !219)
!227 = distinct !DILexicalBlock(scope: !206, file: !3, line: 59)
!228 = !{!229, !229, i64 0}
!229 = !{!"double", !110, i64 0}
!230 = !DILocation(line: 61, scope: !227, inlinedAt: !219)
!231 = !DILocation(line: 62, scope: !232, inlinedAt: !219)
!232 = distinct !DILexicalBlock(scope: !206, file: !3, line: 61)
!233 = !{!234, !109, i64 8}
!234 = !{!"?AUError@@", !109, i64 8, !159, i64 16}
!235 = !DILocation(line: 63, scope: !232, inlinedAt: !219)
!236 = !DILocation(line: 64, scope: !237, inlinedAt: !219)
!237 = distinct !DILexicalBlock(scope: !206, file: !3, line: 63)
!238 = !{!239, !239, i64 0}
!239 = !{!"vtable pointer", !111, i64 0}
!240 = !DILocation(line: 65, scope: !237, inlinedAt: !219)
!241 = !DILocation(line: 66, scope: !213, inlinedAt: !219)
!242 = !DILocation(line: 0, scope: !213, inlinedAt: !219)
!243 = !DILocation(line: 67, scope: !213, inlinedAt: !219)
!244 = !DILocation(line: 69, scope: !213, inlinedAt: !219)
!245 = !DILocation(line: 70, scope: !246, inlinedAt: !219)
!246 = distinct !DILexicalBlock(scope: !206, file: !3, line: 69)
!247 = !{!110, !110, i64 0}
!248 = !DILocation(line: 71, scope: !246, inlinedAt: !219)
!249 = !DILocation(line: 73, scope: !250, inlinedAt: !219)
!250 = distinct !DILexicalBlock(scope: !206, file: !3, line: 71)
!251 = !DILocation(line: 75, scope: !206, inlinedAt: !219)
!252 = !DILocation(line: 0, scope: !91)
!253 = !DILocation(line: 138, scope: !91)
!254 = !DILocation(line: 139, scope: !91)
!255 = !DILocation(line: 136, scope: !92)
!256 = distinct !{!256, !105, !257, !258}
!257 = !DILocation(line: 140, scope: !89)
!258 = !{!"llvm.loop.mustprogress"}
!259 = !DILocation(line: 145, scope: !83)
!260 = !DILocation(line: 149, scope: !83)
!261 = !DILocation(line: 150, scope: !83)
!262 = !DILocation(line: 151, scope: !83)
!263 = !DILocation(line: 148, scope: !264)
!264 = distinct !DILexicalBlock(scope: !101, file: !3, line: 147)
!265 = !DILocation(line: 147, scope: !264)
!266 = distinct !{!266, !204, !267, !258}
!267 = !DILocation(line: 148, scope: !101)
!268 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !61, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !269)
!269 = !{!270, !271, !272, !274}
!270 = !DILocalVariable(name: "how", arg: 1, scope: !268, file: !3, line: 89, type: !5)
!271 = !DILocalVariable(name: "r", scope: !268, file: !3, line: 90, type: !5)
!272 = !DILocalVariable(name: "v", scope: !273, file: !3, line: 94, type: !5)
!273 = distinct !DILexicalBlock(scope: !268, file: !3, line: 91)
!274 = !DILocalVariable(name: "e", scope: !268, file: !3, line: 98, type: !174)
!275 = !DILocation(line: 0, scope: !268)
!276 = !DILocalVariable(name: "how", arg: 1, scope: !277, file: !3, line: 79, type: !5)
!277 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !146, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !278)
!278 = !{!276, !279}
!279 = !DILocalVariable(name: "t", scope: !277, file: !3, line: 80, type: !6)
!280 = !DILocation(line: 0, scope: !277, inlinedAt: !281)
!281 = distinct !DILocation(line: 93, scope: !282)
!282 = distinct !DILexicalBlock(scope: !273, file: !3, line: 92)
!283 = !DILocation(line: 0, scope: !164, inlinedAt: !284)
!284 = distinct !DILocation(line: 80, scope: !277, inlinedAt: !281)
!285 = !DILocation(line: 21, scope: !163, inlinedAt: !284)
!286 = !DILocation(line: 0, scope: !145, inlinedAt: !287)
!287 = distinct !DILocation(line: 21, scope: !163, inlinedAt: !284)
!288 = !DILocation(line: 15, scope: !145, inlinedAt: !287)
!289 = !DILocation(line: 80, scope: !277, inlinedAt: !281)
!290 = !DILocation(line: 16, scope: !154, inlinedAt: !287)
!291 = !DILocation(line: 82, scope: !292, inlinedAt: !281)
!292 = distinct !DILexicalBlock(scope: !277, file: !3, line: 81)
!293 = !DILocation(line: 83, scope: !292, inlinedAt: !281)
!294 = !DILocation(line: 84, scope: !295, inlinedAt: !281)
!295 = distinct !DILexicalBlock(scope: !277, file: !3, line: 83)
!296 = !DILocation(line: 85, scope: !295, inlinedAt: !281)
!297 = !DILocation(line: 0, scope: !136, inlinedAt: !298)
!298 = distinct !DILocation(line: 87, scope: !277, inlinedAt: !281)
!299 = !DILocation(line: 23, scope: !143, inlinedAt: !298)
!300 = !DILocation(line: 0, scope: !145, inlinedAt: !301)
!301 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !298)
!302 = !DILocation(line: 15, scope: !145, inlinedAt: !301)
!303 = !DILocation(line: 16, scope: !154, inlinedAt: !301)
!304 = !DILocation(line: 87, scope: !277, inlinedAt: !281)
!305 = !DILocation(line: 0, scope: !136, inlinedAt: !306)
!306 = distinct !DILocation(line: 87, scope: !277, inlinedAt: !281)
!307 = !DILocation(line: 23, scope: !143, inlinedAt: !306)
!308 = !DILocation(line: 0, scope: !145, inlinedAt: !309)
!309 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !306)
!310 = !DILocation(line: 15, scope: !145, inlinedAt: !309)
!311 = !DILocation(line: 16, scope: !154, inlinedAt: !309)
!312 = !DILocation(line: 94, scope: !282)
!313 = !DILocation(line: 95, scope: !314)
!314 = distinct !DILexicalBlock(scope: !273, file: !3, line: 94)
!315 = !DILocation(line: 0, scope: !273)
!316 = !DILocation(line: 96, scope: !314)
!317 = !DILocalVariable(name: "w", arg: 3, scope: !318, file: !3, line: 29, type: !28)
!318 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !31, retainedNodes: !319)
!319 = !{!317, !320, !321}
!320 = !DILocalVariable(name: "c", arg: 2, scope: !318, file: !3, line: 29, type: !5)
!321 = !DILocalVariable(name: "this", arg: 1, scope: !318, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!322 = !DILocation(line: 0, scope: !318, inlinedAt: !323)
!323 = distinct !DILocation(line: 96, scope: !314)
!324 = !DILocation(line: 29, scope: !318, inlinedAt: !323)
!325 = !{!234, !159, i64 16}
!326 = !DILocation(line: 98, scope: !273)
!327 = !DILocation(line: 99, scope: !328)
!328 = distinct !DILexicalBlock(scope: !268, file: !3, line: 98)
!329 = !DILocation(line: 100, scope: !328)
!330 = !DILocation(line: 103, scope: !268)
!331 = !DILocation(line: 102, scope: !332)
!332 = distinct !DILexicalBlock(scope: !268, file: !3, line: 100)
!333 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !146, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!335, !336}
!335 = !DILocalVariable(name: "how", arg: 1, scope: !333, file: !3, line: 40, type: !5)
!336 = !DILocalVariable(name: "t", scope: !333, file: !3, line: 41, type: !6)
!337 = !DILocation(line: 0, scope: !333)
!338 = !DILocation(line: 0, scope: !164, inlinedAt: !339)
!339 = distinct !DILocation(line: 41, scope: !333)
!340 = !DILocation(line: 21, scope: !163, inlinedAt: !339)
!341 = !DILocation(line: 0, scope: !145, inlinedAt: !342)
!342 = distinct !DILocation(line: 21, scope: !163, inlinedAt: !339)
!343 = !DILocation(line: 15, scope: !145, inlinedAt: !342)
!344 = !DILocation(line: 16, scope: !154, inlinedAt: !342)
!345 = !DILocation(line: 42, scope: !333)
!346 = !DILocation(line: 43, scope: !347)
!347 = distinct !DILexicalBlock(scope: !333, file: !3, line: 42)
!348 = !DILocation(line: 44, scope: !347)
!349 = !DILocation(line: 0, scope: !318, inlinedAt: !350)
!350 = distinct !DILocation(line: 45, scope: !347)
!351 = !DILocation(line: 29, scope: !318, inlinedAt: !350)
!352 = !DILocation(line: 45, scope: !347)
!353 = !DILocalVariable(name: "f", arg: 3, scope: !354, file: !3, line: 36, type: !5)
!354 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !47, retainedNodes: !355)
!355 = !{!353, !356, !357}
!356 = !DILocalVariable(name: "c", arg: 2, scope: !354, file: !3, line: 36, type: !5)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !354, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!359 = !DILocation(line: 0, scope: !354, inlinedAt: !360)
!360 = distinct !DILocation(line: 46, scope: !347)
!361 = !DILocation(line: 0, scope: !318, inlinedAt: !362)
!362 = distinct !DILocation(line: 36, scope: !354, inlinedAt: !360)
!363 = !DILocation(line: 29, scope: !318, inlinedAt: !362)
!364 = !DILocation(line: 36, scope: !354, inlinedAt: !360)
!365 = !DILocation(line: 46, scope: !347)
!366 = !DILocation(line: 47, scope: !347)
!367 = !DILocation(line: 0, scope: !318, inlinedAt: !368)
!368 = distinct !DILocation(line: 47, scope: !347)
!369 = !DILocation(line: 29, scope: !318, inlinedAt: !368)
!370 = !DILocation(line: 48, scope: !347)
!371 = !DILocation(line: 0, scope: !164, inlinedAt: !372)
!372 = distinct !DILocation(line: 49, scope: !347)
!373 = !DILocation(line: 21, scope: !164, inlinedAt: !372)
!374 = !DILocation(line: 21, scope: !163, inlinedAt: !372)
!375 = !DILocation(line: 0, scope: !145, inlinedAt: !376)
!376 = distinct !DILocation(line: 21, scope: !163, inlinedAt: !372)
!377 = !DILocation(line: 15, scope: !145, inlinedAt: !376)
!378 = !DILocation(line: 16, scope: !154, inlinedAt: !376)
!379 = !DILocation(line: 49, scope: !347)
!380 = !DILocation(line: 0, scope: !136, inlinedAt: !381)
!381 = distinct !DILocation(line: 52, scope: !333)
!382 = !DILocation(line: 23, scope: !143, inlinedAt: !381)
!383 = !DILocation(line: 0, scope: !145, inlinedAt: !384)
!384 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !381)
!385 = !DILocation(line: 15, scope: !145, inlinedAt: !384)
!386 = !DILocation(line: 16, scope: !154, inlinedAt: !384)
!387 = !DILocation(line: 52, scope: !333)
!388 = !DILocation(line: 0, scope: !136, inlinedAt: !389)
!389 = distinct !DILocation(line: 52, scope: !333)
!390 = !DILocation(line: 23, scope: !143, inlinedAt: !389)
!391 = !DILocation(line: 0, scope: !145, inlinedAt: !392)
!392 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !389)
!393 = !DILocation(line: 15, scope: !145, inlinedAt: !392)
!394 = !DILocation(line: 16, scope: !154, inlinedAt: !392)
!395 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !21, file: !3, line: 26, type: !396, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !399, retainedNodes: !400)
!396 = !DISubroutineType(types: !397)
!397 = !{null, !34, !398}
!398 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!399 = !DISubprogram(name: "Error", scope: !21, type: !396, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !{!401, !402}
!401 = !DILocalVariable(arg: 2, scope: !395, type: !398)
!402 = !DILocalVariable(name: "this", arg: 1, scope: !395, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DILocation(line: 0, scope: !395)
!404 = !DILocation(line: 26, scope: !395)
!405 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !43, file: !3, line: 34, type: !406, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !408, retainedNodes: !409)
!406 = !DISubroutineType(types: !407)
!407 = !{null, !50, !119}
!408 = !DISubprogram(name: "IoError", scope: !43, type: !406, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !{!410, !411}
!410 = !DILocalVariable(arg: 2, scope: !405, type: !119)
!411 = !DILocalVariable(name: "this", arg: 1, scope: !405, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DILocation(line: 0, scope: !405)
!413 = !DILocation(line: 0, scope: !395, inlinedAt: !414)
!414 = distinct !DILocation(line: 34, scope: !405)
!415 = !DILocation(line: 26, scope: !395, inlinedAt: !414)
!416 = !DILocation(line: 34, scope: !405)
!417 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !418)
!418 = !{!419}
!419 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DILocation(line: 0, scope: !417)
!421 = !DILocation(line: 30, scope: !417)
!422 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !423)
!423 = !{!424, !425}
!424 = !DILocalVariable(name: "o", arg: 2, scope: !422, file: !3, line: 22, type: !16)
!425 = !DILocalVariable(name: "this", arg: 1, scope: !422, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DILocation(line: 0, scope: !422)
!427 = !DILocation(line: 22, scope: !422)
!428 = !DILocation(line: 22, scope: !429)
!429 = distinct !DILexicalBlock(scope: !422, file: !3, line: 22)
!430 = !DILocation(line: 0, scope: !145, inlinedAt: !431)
!431 = distinct !DILocation(line: 22, scope: !429)
!432 = !DILocation(line: 15, scope: !145, inlinedAt: !431)
!433 = !DILocation(line: 16, scope: !154, inlinedAt: !431)
!434 = !DILocation(line: 0, scope: !136)
!435 = !DILocation(line: 23, scope: !143)
!436 = !DILocation(line: 0, scope: !145, inlinedAt: !437)
!437 = distinct !DILocation(line: 23, scope: !143)
!438 = !DILocation(line: 15, scope: !145, inlinedAt: !437)
!439 = !DILocation(line: 16, scope: !154, inlinedAt: !437)
!440 = !DILocation(line: 23, scope: !136)
!441 = !DILocation(line: 0, scope: !145)
!442 = !DILocation(line: 15, scope: !145)
!443 = !DILocation(line: 16, scope: !154)
!444 = !DILocation(line: 17, scope: !145)
!445 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !446)
!446 = !{!447, !448}
!447 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !445, type: !5, flags: DIFlagArtificial)
!448 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DILocation(line: 0, scope: !445)
!450 = !DILocation(line: 30, scope: !445)
!451 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !38, retainedNodes: !452)
!452 = !{!453}
!453 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!455 = !DILocation(line: 0, scope: !451)
!456 = !DILocation(line: 31, scope: !451)
!457 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !43, file: !3, line: 34, type: !458, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !460, retainedNodes: !461)
!458 = !DISubroutineType(types: !459)
!459 = !{null, !50}
!460 = !DISubprogram(name: "~IoError", scope: !43, type: !458, containingType: !43, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!461 = !{!462, !463}
!462 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !457, type: !5, flags: DIFlagArtificial)
!463 = !DILocalVariable(name: "this", arg: 1, scope: !457, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!464 = !DILocation(line: 0, scope: !457)
!465 = !DILocation(line: 34, scope: !457)
!466 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !51, retainedNodes: !467)
!467 = !{!468}
!468 = !DILocalVariable(name: "this", arg: 1, scope: !466, type: !469, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!470 = !DILocation(line: 0, scope: !466)
!471 = !DILocation(line: 37, scope: !466)
!472 = !DILocation(line: 0, scope: !169)
!473 = !DILocation(line: 0, scope: !164, inlinedAt: !474)
!474 = distinct !DILocation(line: 115, scope: !169)
!475 = !DILocation(line: 21, scope: !164, inlinedAt: !474)
!476 = !DILocation(line: 21, scope: !163, inlinedAt: !474)
!477 = !DILocation(line: 0, scope: !145, inlinedAt: !478)
!478 = distinct !DILocation(line: 21, scope: !163, inlinedAt: !474)
!479 = !DILocation(line: 15, scope: !145, inlinedAt: !478)
!480 = !DILocation(line: 16, scope: !154, inlinedAt: !478)
!481 = !DILocation(line: 0, scope: !482, inlinedAt: !485)
!482 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !60, retainedNodes: !483)
!483 = !{!484}
!484 = !DILocalVariable(name: "x", arg: 1, scope: !482, file: !3, line: 111, type: !5)
!485 = distinct !DILocation(line: 115, scope: !169)
!486 = !DILocation(line: 112, scope: !482, inlinedAt: !485)
!487 = !DILocation(line: 112, scope: !488, inlinedAt: !485)
!488 = distinct !DILexicalBlock(scope: !482, file: !3, line: 112)
!489 = !DILocation(line: 0, scope: !354, inlinedAt: !490)
!490 = distinct !DILocation(line: 112, scope: !488, inlinedAt: !485)
!491 = !DILocation(line: 0, scope: !318, inlinedAt: !492)
!492 = distinct !DILocation(line: 36, scope: !354, inlinedAt: !490)
!493 = !DILocation(line: 29, scope: !318, inlinedAt: !492)
!494 = !DILocation(line: 36, scope: !354, inlinedAt: !490)
!495 = !DILocation(line: 113, scope: !482, inlinedAt: !485)
!496 = !DILocation(line: 115, scope: !169)
!497 = !DILocation(line: 0, scope: !145, inlinedAt: !498)
!498 = distinct !DILocation(line: 116, scope: !189)
!499 = !DILocation(line: 15, scope: !145, inlinedAt: !498)
!500 = !DILocation(line: 16, scope: !154, inlinedAt: !498)
!501 = !DILocation(line: 119, scope: !169)
!502 = !DILocation(line: 117, scope: !189)
!503 = !DILocation(line: 0, scope: !136, inlinedAt: !504)
!504 = distinct !DILocation(line: 117, scope: !189)
!505 = !DILocation(line: 23, scope: !143, inlinedAt: !504)
!506 = !DILocation(line: 0, scope: !145, inlinedAt: !507)
!507 = distinct !DILocation(line: 23, scope: !143, inlinedAt: !504)
!508 = !DILocation(line: 15, scope: !145, inlinedAt: !507)
!509 = !DILocation(line: 16, scope: !154, inlinedAt: !507)
!510 = !DILocation(line: 118, scope: !511)
!511 = distinct !DILexicalBlock(scope: !169, file: !3, line: 117)
!512 = !DILocation(line: 119, scope: !511)

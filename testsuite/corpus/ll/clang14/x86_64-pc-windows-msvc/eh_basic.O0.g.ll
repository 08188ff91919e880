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
%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$"?f@NoThrow@@QEAAHH@Z" = comdat any

$"??0Tracer@@QEAA@H@Z" = comdat any

$"??0Error@@QEAA@HPEBD@Z" = comdat any

$"??0Error@@QEAA@AEBU0@@Z" = comdat any

$"??1Error@@UEAA@XZ" = comdat any

$"??0IoError@@QEAA@HH@Z" = comdat any

$"??0IoError@@QEAA@AEBU0@@Z" = comdat any

$"??1IoError@@UEAA@XZ" = comdat any

$"??0Tracer@@QEAA@AEBU0@@Z" = comdat any

$"??1Tracer@@QEAA@XZ" = comdat any

$"??_GError@@UEAAPEAXI@Z" = comdat any

$"?kind@Error@@UEBAHXZ" = comdat any

$"??_GIoError@@UEAAPEAXI@Z" = comdat any

$"?kind@IoError@@UEBAHXZ" = comdat any

$"??0Holder@@QEAA@H@Z" = comdat any

$"??1Holder@@QEAA@XZ" = comdat any

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

@g_live = internal global i32 0, align 4, !dbg !0
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal global i32 0, align 4, !dbg !68
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal global i32 0, align 4, !dbg !70
@g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !72
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
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.IoError*)* @"??1IoError@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !83 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %2, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %3, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %3, align 4, !dbg !91
  br label %7, !dbg !91

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !91
  %9 = icmp sle i32 %8, 7, !dbg !91
  br i1 %9, label %10, label %23, !dbg !91

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !92, metadata !DIExpression()), !dbg !95
  %11 = load i32, i32* %3, align 4, !dbg !95
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11), !dbg !95
  store i32 %12, i32* %4, align 4, !dbg !95
  %13 = load i32, i32* @g_live, align 4, !dbg !96
  %14 = load i32, i32* %4, align 4, !dbg !96
  %15 = load i32, i32* %3, align 4, !dbg !96
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15, i32 noundef %14, i32 noundef %13), !dbg !96
  %17 = load i32, i32* %4, align 4, !dbg !97
  %18 = load i32, i32* %2, align 4, !dbg !97
  %19 = add nsw i32 %18, %17, !dbg !97
  store i32 %19, i32* %2, align 4, !dbg !97
  br label %20, !dbg !98

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !99
  %22 = add nsw i32 %21, 1, !dbg !99
  store i32 %22, i32* %3, align 4, !dbg !99
  br label %7, !dbg !99, !llvm.loop !100

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !103
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !103
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25, i32 noundef %24), !dbg !103
  %27 = load i32, i32* @rethrow_count, align 4, !dbg !104
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27), !dbg !104
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4), !dbg !105
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5), !dbg !105
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %30, i32 noundef %29), !dbg !105
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !106, metadata !DIExpression()), !dbg !113
  %32 = call noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #11, !dbg !114
  %33 = load i32, i32* %2, align 4, !dbg !114
  %34 = add nsw i32 %33, %32, !dbg !114
  store i32 %34, i32* %2, align 4, !dbg !114
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0)), !dbg !115
  call void @llvm.dbg.declare(metadata i32* %6, metadata !116, metadata !DIExpression()), !dbg !118
  store i32 0, i32* %6, align 4, !dbg !118
  br label %36, !dbg !118

36:                                               ; preds = %46, %23
  %37 = load i32, i32* %6, align 4, !dbg !118
  %38 = load i32, i32* @g_nlog, align 4, !dbg !118
  %39 = icmp slt i32 %37, %38, !dbg !118
  br i1 %39, label %40, label %49, !dbg !118

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !119
  %42 = sext i32 %41 to i64, !dbg !119
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %42, !dbg !119
  %44 = load i32, i32* %43, align 4, !dbg !119
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %44), !dbg !119
  br label %46, !dbg !119

46:                                               ; preds = %40
  %47 = load i32, i32* %6, align 4, !dbg !121
  %48 = add nsw i32 %47, 1, !dbg !121
  store i32 %48, i32* %6, align 4, !dbg !121
  br label %36, !dbg !121, !llvm.loop !122

49:                                               ; preds = %36
  %50 = load i32, i32* @g_live, align 4, !dbg !124
  %51 = load i32, i32* %2, align 4, !dbg !124
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %50), !dbg !124
  %53 = load i32, i32* @g_live, align 4, !dbg !125
  %54 = icmp eq i32 %53, 0, !dbg !125
  %55 = zext i1 %54 to i64, !dbg !125
  %56 = select i1 %54, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0), !dbg !125
  %57 = call i32 @puts(i8* noundef %56), !dbg !125
  ret i32 0, !dbg !126
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !127 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca %struct.Error*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 8
  %8 = alloca %struct.IoError*, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !128, metadata !DIExpression()), !dbg !129
  %11 = load i32, i32* %3, align 4, !dbg !130
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %76 unwind label %12, !dbg !130

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %36, label %49, label %65, label %74] unwind to caller, !dbg !132

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10], !dbg !132
  call void @llvm.dbg.declare(metadata i32* %10, metadata !133, metadata !DIExpression()), !dbg !134
  %16 = load i32, i32* %10, align 4, !dbg !135
  %17 = add nsw i32 100, %16, !dbg !135
  store i32 %17, i32* %2, align 4, !dbg !135
  catchret from %15 to label %83, !dbg !137

18:                                               ; preds = %12
  %19 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %9], !dbg !132
  call void @llvm.dbg.declare(metadata double* %9, metadata !138, metadata !DIExpression()), !dbg !140
  %20 = load double, double* %9, align 8, !dbg !141
  %21 = fmul double %20, 2.000000e+00, !dbg !141
  %22 = fptosi double %21 to i32, !dbg !141
  %23 = add nsw i32 200, %22, !dbg !141
  store i32 %23, i32* %2, align 4, !dbg !141
  catchret from %19 to label %82, !dbg !143

24:                                               ; preds = %12
  %25 = catchpad within %13 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8], !dbg !132
  call void @llvm.dbg.declare(metadata %struct.IoError** %8, metadata !144, metadata !DIExpression()), !dbg !146
  %26 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !147
  %27 = bitcast %struct.IoError* %26 to %struct.Error*, !dbg !147
  %28 = getelementptr inbounds %struct.Error, %struct.Error* %27, i32 0, i32 1, !dbg !147
  %29 = load i32, i32* %28, align 8, !dbg !147
  %30 = mul nsw i32 %29, 10, !dbg !147
  %31 = add nsw i32 300, %30, !dbg !147
  %32 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !147
  %33 = getelementptr inbounds %struct.IoError, %struct.IoError* %32, i32 0, i32 1, !dbg !147
  %34 = load i32, i32* %33, align 8, !dbg !147
  %35 = add nsw i32 %31, %34, !dbg !147
  store i32 %35, i32* %2, align 4, !dbg !147
  catchret from %25 to label %81, !dbg !149

36:                                               ; preds = %12
  %37 = catchpad within %13 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %7], !dbg !132
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !150, metadata !DIExpression()), !dbg !152
  %38 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !153
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %38, i32 0, i32 1, !dbg !153
  %40 = load i32, i32* %39, align 8, !dbg !153
  %41 = add nsw i32 400, %40, !dbg !153
  %42 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !153
  %43 = bitcast %struct.Error* %42 to i32 (%struct.Error*)***, !dbg !153
  %44 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %43, align 8, !dbg !153
  %45 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %44, i64 1, !dbg !153
  %46 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %45, align 8, !dbg !153
  %47 = call noundef i32 %46(%struct.Error* noundef nonnull align 8 dereferenceable(24) %42) [ "funclet"(token %37) ], !dbg !153
  %48 = add nsw i32 %41, %47, !dbg !153
  store i32 %48, i32* %2, align 4, !dbg !153
  catchret from %37 to label %80, !dbg !155

49:                                               ; preds = %12
  %50 = catchpad within %13 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %5], !dbg !132
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !156, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.declare(metadata i32* %6, metadata !159, metadata !DIExpression()), !dbg !161
  %51 = load %struct.Error*, %struct.Error** %5, align 8, !dbg !161
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %51, i32 0, i32 1, !dbg !161
  %53 = load i32, i32* %52, align 8, !dbg !161
  %54 = add nsw i32 500, %53, !dbg !161
  store i32 %54, i32* %6, align 4, !dbg !161
  %55 = load %struct.Error*, %struct.Error** %5, align 8, !dbg !162
  %56 = icmp eq %struct.Error* %55, null, !dbg !162
  br i1 %56, label %63, label %57, !dbg !162

57:                                               ; preds = %49
  %58 = bitcast %struct.Error* %55 to i8* (%struct.Error*, i32)***, !dbg !162
  %59 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %58, align 8, !dbg !162
  %60 = getelementptr inbounds i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %59, i64 0, !dbg !162
  %61 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %60, align 8, !dbg !162
  %62 = call noundef i8* %61(%struct.Error* noundef nonnull align 8 dereferenceable(24) %55, i32 noundef 1) #11 [ "funclet"(token %50) ], !dbg !162
  br label %63, !dbg !162

63:                                               ; preds = %57, %49
  %64 = load i32, i32* %6, align 4, !dbg !163
  store i32 %64, i32* %2, align 4, !dbg !163
  catchret from %50 to label %79, !dbg !164

65:                                               ; preds = %12
  %66 = catchpad within %13 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %4], !dbg !132
  call void @llvm.dbg.declare(metadata i8** %4, metadata !165, metadata !DIExpression()), !dbg !166
  %67 = load i8*, i8** %4, align 8, !dbg !167
  %68 = getelementptr inbounds i8, i8* %67, i64 0, !dbg !167
  %69 = load i8, i8* %68, align 1, !dbg !167
  %70 = sext i8 %69 to i32, !dbg !167
  %71 = icmp eq i32 %70, 99, !dbg !167
  %72 = zext i1 %71 to i32, !dbg !167
  %73 = add nsw i32 600, %72, !dbg !167
  store i32 %73, i32* %2, align 4, !dbg !167
  catchret from %66 to label %78, !dbg !169

74:                                               ; preds = %12
  %75 = catchpad within %13 [i8* null, i32 64, i8* null], !dbg !132
  store i32 999, i32* %2, align 4, !dbg !170
  catchret from %75 to label %77, !dbg !172

76:                                               ; preds = %1
  br label %84, !dbg !132

77:                                               ; preds = %74
  br label %85

78:                                               ; preds = %65
  br label %85

79:                                               ; preds = %63
  br label %85

80:                                               ; preds = %36
  br label %85

81:                                               ; preds = %24
  br label %85

82:                                               ; preds = %18
  br label %85

83:                                               ; preds = %14
  br label %85

84:                                               ; preds = %76
  store i32 0, i32* %2, align 4, !dbg !173
  br label %85, !dbg !173

85:                                               ; preds = %84, %83, %82, %81, %80, %79, %78, %77
  %86 = load i32, i32* %2, align 4, !dbg !174
  ret i32 %86, !dbg !174
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !175 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 8
  %6 = alloca %struct.Error*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !176, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i32* %3, metadata !178, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %3, align 4, !dbg !179
  %7 = load i32, i32* %2, align 4, !dbg !180
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %35 unwind label %8, !dbg !180

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %19, !dbg !183

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4], !dbg !183
  call void @llvm.dbg.declare(metadata i32* %4, metadata !184, metadata !DIExpression()), !dbg !185
  %12 = load i32, i32* %4, align 4, !dbg !186
  %13 = load i32, i32* %3, align 4, !dbg !186
  %14 = add nsw i32 %13, %12, !dbg !186
  store i32 %14, i32* %3, align 4, !dbg !186
  %15 = load i32, i32* %4, align 4, !dbg !188
  %16 = add nsw i32 %15, 1, !dbg !188
  %17 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %16, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0)) [ "funclet"(token %11) ], !dbg !188
  %18 = bitcast %struct.Error* %5 to i8*, !dbg !188
  invoke void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @"_TI1?AUError@@") #12 [ "funclet"(token %11) ]
          to label %37 unwind label %19, !dbg !188

19:                                               ; preds = %10, %8
  %20 = catchswitch within none [label %21, label %32] unwind to caller, !dbg !189

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %6], !dbg !189
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !190, metadata !DIExpression()), !dbg !191
  %23 = load %struct.Error*, %struct.Error** %6, align 8, !dbg !192
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %23, i32 0, i32 1, !dbg !192
  %25 = load i32, i32* %24, align 8, !dbg !192
  %26 = mul nsw i32 %25, 100, !dbg !192
  %27 = load i32, i32* %3, align 4, !dbg !192
  %28 = add nsw i32 %27, %26, !dbg !192
  store i32 %28, i32* %3, align 4, !dbg !192
  catchret from %22 to label %29, !dbg !194

29:                                               ; preds = %21
  br label %30, !dbg !194

30:                                               ; preds = %29, %34, %36
  %31 = load i32, i32* %3, align 4, !dbg !195
  ret i32 %31, !dbg !195

32:                                               ; preds = %19
  %33 = catchpad within %20 [i8* null, i32 64, i8* null], !dbg !189
  store i32 -1, i32* %3, align 4, !dbg !196
  catchret from %33 to label %34, !dbg !198

34:                                               ; preds = %32
  br label %30, !dbg !198

35:                                               ; preds = %1
  br label %36, !dbg !183

36:                                               ; preds = %35
  br label %30, !dbg !189

37:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !199 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !202, metadata !DIExpression()), !dbg !204
  %6 = load i32, i32* %3, align 4, !dbg !204
  %7 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8, !dbg !204

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller, !dbg !205

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %5], !dbg !205
  call void @llvm.dbg.declare(metadata %struct.IoError** %5, metadata !206, metadata !DIExpression()), !dbg !207
  %12 = load %struct.IoError*, %struct.IoError** %5, align 8, !dbg !208
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1, !dbg !208
  %14 = load i32, i32* %13, align 8, !dbg !208
  %15 = add nsw i32 -1000, %14, !dbg !208
  store i32 %15, i32* %2, align 4, !dbg !208
  catchret from %11 to label %19, !dbg !210

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !211
  %18 = load i32, i32* %17, align 4, !dbg !211
  store i32 %18, i32* %2, align 4, !dbg !211
  call void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #11, !dbg !205
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !210
  unreachable, !dbg !210

21:                                               ; preds = %19, %16
  %22 = load i32, i32* %2, align 4, !dbg !212
  ret i32 %22, !dbg !212
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !213 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.NoThrow*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !214, metadata !DIExpression()), !dbg !215
  store %struct.NoThrow* %0, %struct.NoThrow** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %4, metadata !216, metadata !DIExpression()), !dbg !218
  %5 = load %struct.NoThrow*, %struct.NoThrow** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !215
  %7 = add nsw i32 %6, 1, !dbg !215
  ret i32 %7, !dbg !215
}

declare dso_local i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !219 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.Error, align 8
  %7 = alloca %struct.IoError, align 8
  %8 = alloca %struct.Error*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !222, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !224, metadata !DIExpression()), !dbg !225
  %11 = load i32, i32* %2, align 4, !dbg !225
  %12 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11), !dbg !225
  %13 = load i32, i32* %2, align 4, !dbg !226
  switch i32 %13, label %41 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %18
    i32 3, label %22
    i32 4, label %26
    i32 5, label %35
    i32 6, label %37
  ], !dbg !226

14:                                               ; preds = %1
  store i32 42, i32* %4, align 4, !dbg !227
  %15 = bitcast i32* %4 to i8*, !dbg !227
  invoke void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @_TI1H) #12
          to label %45 unwind label %43, !dbg !227

16:                                               ; preds = %1
  store double 3.500000e+00, double* %5, align 8, !dbg !229
  %17 = bitcast double* %5 to i8*, !dbg !229
  invoke void @_CxxThrowException(i8* %17, %eh.ThrowInfo* @_TI1N) #12
          to label %45 unwind label %43, !dbg !229

18:                                               ; preds = %1
  %19 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0))
          to label %20 unwind label %43, !dbg !230

20:                                               ; preds = %18
  %21 = bitcast %struct.Error* %6 to i8*, !dbg !230
  invoke void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI1?AUError@@") #12
          to label %45 unwind label %43, !dbg !230

22:                                               ; preds = %1
  %23 = invoke noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 9, i32 noundef 3)
          to label %24 unwind label %43, !dbg !231

24:                                               ; preds = %22
  %25 = bitcast %struct.IoError* %7 to i8*, !dbg !231
  invoke void @_CxxThrowException(i8* %25, %eh.ThrowInfo* @"_TI2?AUIoError@@") #12
          to label %45 unwind label %43, !dbg !231

26:                                               ; preds = %1
  %27 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
          to label %28 unwind label %43, !dbg !232, !heapallocsite !21

28:                                               ; preds = %26
  %29 = bitcast i8* %27 to %struct.Error*, !dbg !232
  %30 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %29, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0))
          to label %31 unwind label %33, !dbg !232

31:                                               ; preds = %28
  store %struct.Error* %29, %struct.Error** %8, align 8, !dbg !232
  %32 = bitcast %struct.Error** %8 to i8*, !dbg !232
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI2PEAUError@@") #12
          to label %45 unwind label %43, !dbg !232

33:                                               ; preds = %28
  %34 = cleanuppad within none [], !dbg !232
  call void @"??3@YAXPEAX@Z"(i8* noundef %27) #14 [ "funclet"(token %34) ], !dbg !232
  cleanupret from %34 unwind label %43, !dbg !232

35:                                               ; preds = %1
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %9, align 8, !dbg !233
  %36 = bitcast i8** %9 to i8*, !dbg !233
  invoke void @_CxxThrowException(i8* %36, %eh.ThrowInfo* @_TIC2PEAD) #12
          to label %45 unwind label %43, !dbg !233

37:                                               ; preds = %1
  %38 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %39 unwind label %43, !dbg !234

39:                                               ; preds = %37
  %40 = bitcast %struct.Tracer* %10 to i8*, !dbg !234
  invoke void @_CxxThrowException(i8* %40, %eh.ThrowInfo* @"_TI1?AUTracer@@") #12
          to label %45 unwind label %43, !dbg !234

41:                                               ; preds = %1
  br label %42, !dbg !235

42:                                               ; preds = %41
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11, !dbg !236
  ret void, !dbg !236

43:                                               ; preds = %39, %37, %35, %31, %33, %26, %24, %22, %20, %18, %16, %14
  %44 = cleanuppad within none [], !dbg !236
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %44) ], !dbg !236
  cleanupret from %44 unwind to caller, !dbg !236

45:                                               ; preds = %39, %35, %31, %24, %20, %16, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !237 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Tracer*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !238, metadata !DIExpression()), !dbg !239
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %4, metadata !240, metadata !DIExpression()), !dbg !242
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !239
  %7 = load i32, i32* %3, align 4, !dbg !239
  store i32 %7, i32* %6, align 4, !dbg !239
  %8 = load i32, i32* @g_live, align 4, !dbg !243
  %9 = add nsw i32 %8, 1, !dbg !243
  store i32 %9, i32* @g_live, align 4, !dbg !243
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !243
  %11 = load i32, i32* %10, align 4, !dbg !243
  call void @"?note@@YAXH@Z"(i32 noundef %11), !dbg !243
  ret %struct.Tracer* %5, !dbg !239
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #6 comdat align 2 !dbg !245 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Error*, align 8
  store i8* %2, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !248, metadata !DIExpression()), !dbg !247
  store %struct.Error* %0, %struct.Error** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !249, metadata !DIExpression()), !dbg !250
  %7 = load %struct.Error*, %struct.Error** %6, align 8
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !247
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %8, align 8, !dbg !247
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !247
  %10 = load i32, i32* %5, align 4, !dbg !247
  store i32 %10, i32* %9, align 8, !dbg !247
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !247
  %12 = load i8*, i8** %4, align 8, !dbg !247
  store i8* %12, i8** %11, align 8, !dbg !247
  ret %struct.Error* %7, !dbg !247
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #6 comdat align 2 !dbg !251 {
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.Error*, align 8
  store %struct.Error* %1, %struct.Error** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %3, metadata !256, metadata !DIExpression()), !dbg !257
  store %struct.Error* %0, %struct.Error** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !258, metadata !DIExpression()), !dbg !257
  %5 = load %struct.Error*, %struct.Error** %4, align 8
  %6 = bitcast %struct.Error* %5 to i32 (...)***, !dbg !259
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %6, align 8, !dbg !259
  %7 = getelementptr inbounds %struct.Error, %struct.Error* %5, i32 0, i32 1, !dbg !259
  %8 = load %struct.Error*, %struct.Error** %3, align 8, !dbg !259
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %8, i32 0, i32 1, !dbg !259
  %10 = bitcast i32* %7 to i8*, !dbg !259
  %11 = bitcast i32* %9 to i8*, !dbg !259
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %10, i8* align 8 %11, i64 16, i1 false), !dbg !259
  ret %struct.Error* %5, !dbg !259
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !260 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !261, metadata !DIExpression()), !dbg !262
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret void, !dbg !263
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 comdat align 2 !dbg !264 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.IoError*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !265, metadata !DIExpression()), !dbg !266
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !267, metadata !DIExpression()), !dbg !266
  store %struct.IoError* %0, %struct.IoError** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %6, metadata !268, metadata !DIExpression()), !dbg !270
  %7 = load %struct.IoError*, %struct.IoError** %6, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !266
  %9 = load i32, i32* %5, align 4, !dbg !266
  %10 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0)), !dbg !266
  %11 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !266
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %11, align 8, !dbg !266
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !266
  %13 = load i32, i32* %4, align 4, !dbg !266
  store i32 %13, i32* %12, align 8, !dbg !266
  ret %struct.IoError* %7, !dbg !266
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #6 comdat align 2 !dbg !271 {
  %3 = alloca %struct.IoError*, align 8
  %4 = alloca %struct.IoError*, align 8
  store %struct.IoError* %1, %struct.IoError** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %3, metadata !275, metadata !DIExpression()), !dbg !276
  store %struct.IoError* %0, %struct.IoError** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !277, metadata !DIExpression()), !dbg !276
  %5 = load %struct.IoError*, %struct.IoError** %4, align 8
  %6 = bitcast %struct.IoError* %5 to %struct.Error*, !dbg !278
  %7 = load %struct.IoError*, %struct.IoError** %3, align 8, !dbg !278
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !278
  %9 = call noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, %struct.Error* noundef nonnull align 8 dereferenceable(24) %8) #11, !dbg !278
  %10 = bitcast %struct.IoError* %5 to i32 (...)***, !dbg !278
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !278
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 1, !dbg !278
  %12 = load %struct.IoError*, %struct.IoError** %3, align 8, !dbg !278
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1, !dbg !278
  %14 = load i32, i32* %13, align 8, !dbg !278
  store i32 %14, i32* %11, align 8, !dbg !278
  ret %struct.IoError* %5, !dbg !278
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !279 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !283, metadata !DIExpression()), !dbg !284
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !285
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !285
  ret void, !dbg !287
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 !dbg !288 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %1, %struct.Tracer** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !289, metadata !DIExpression()), !dbg !290
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %4, metadata !291, metadata !DIExpression()), !dbg !292
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !290
  %7 = load %struct.Tracer*, %struct.Tracer** %3, align 8, !dbg !290
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %7, i32 0, i32 0, !dbg !290
  %9 = load i32, i32* %8, align 4, !dbg !290
  %10 = add nsw i32 %9, 1000, !dbg !290
  store i32 %10, i32* %6, align 4, !dbg !290
  %11 = load i32, i32* @g_live, align 4, !dbg !293
  %12 = add nsw i32 %11, 1, !dbg !293
  store i32 %12, i32* @g_live, align 4, !dbg !293
  %13 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !293
  %14 = load i32, i32* %13, align 4, !dbg !293
  call void @"?note@@YAXH@Z"(i32 noundef %14), !dbg !293
  ret %struct.Tracer* %5, !dbg !290
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !295 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !296, metadata !DIExpression()), !dbg !297
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = load i32, i32* @g_live, align 4, !dbg !298
  %5 = add nsw i32 %4, -1, !dbg !298
  store i32 %5, i32* @g_live, align 4, !dbg !298
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !298
  %7 = load i32, i32* %6, align 4, !dbg !298
  %8 = sub nsw i32 0, %7, !dbg !298
  call void @"?note@@YAXH@Z"(i32 noundef %8), !dbg !298
  ret void, !dbg !300
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #4 !dbg !301 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !302, metadata !DIExpression()), !dbg !303
  %3 = load i32, i32* @g_nlog, align 4, !dbg !304
  %4 = icmp slt i32 %3, 64, !dbg !304
  br i1 %4, label %5, label %11, !dbg !304

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !305
  %7 = load i32, i32* @g_nlog, align 4, !dbg !305
  %8 = add nsw i32 %7, 1, !dbg !305
  store i32 %8, i32* @g_nlog, align 4, !dbg !305
  %9 = sext i32 %7 to i64, !dbg !305
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %9, !dbg !305
  store i32 %6, i32* %10, align 4, !dbg !305
  br label %11, !dbg !305

11:                                               ; preds = %5, %1
  ret void, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !308 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !309, metadata !DIExpression()), !dbg !310
  store %struct.Error* %0, %struct.Error** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !311, metadata !DIExpression()), !dbg !310
  %6 = load %struct.Error*, %struct.Error** %5, align 8
  %7 = bitcast %struct.Error* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !312
  %9 = icmp eq i32 %8, 0, !dbg !312
  br i1 %9, label %12, label %10, !dbg !312

10:                                               ; preds = %2
  %11 = bitcast %struct.Error* %6 to i8*, !dbg !312
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14, !dbg !312
  br label %12, !dbg !312

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !312
  ret i8* %13, !dbg !312
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !313 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !314, metadata !DIExpression()), !dbg !316
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret i32 1, !dbg !317
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !318 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !319, metadata !DIExpression()), !dbg !320
  store %struct.IoError* %0, %struct.IoError** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %5, metadata !321, metadata !DIExpression()), !dbg !320
  %6 = load %struct.IoError*, %struct.IoError** %5, align 8
  %7 = bitcast %struct.IoError* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %6) #11, !dbg !322
  %9 = icmp eq i32 %8, 0, !dbg !322
  br i1 %9, label %12, label %10, !dbg !322

10:                                               ; preds = %2
  %11 = bitcast %struct.IoError* %6 to i8*, !dbg !322
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14, !dbg !322
  br label %12, !dbg !322

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !322
  ret i8* %13, !dbg !322
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 !dbg !323 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !324, metadata !DIExpression()), !dbg !326
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  ret i32 2, !dbg !327
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !328 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !329, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !331, metadata !DIExpression()), !dbg !332
  %4 = load i32, i32* %2, align 4, !dbg !332
  %5 = add nsw i32 50, %4, !dbg !332
  %6 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5), !dbg !332
  %7 = load i32, i32* %2, align 4, !dbg !333
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8, !dbg !333

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16, !dbg !335

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* null, i32 64, i8* null], !dbg !335
  %12 = load i32, i32* @rethrow_count, align 4, !dbg !336
  %13 = add nsw i32 %12, 1, !dbg !336
  store i32 %13, i32* @rethrow_count, align 4, !dbg !336
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #12 [ "funclet"(token %11) ]
          to label %18 unwind label %16, !dbg !338

14:                                               ; preds = %1
  br label %15, !dbg !335

15:                                               ; preds = %14
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11, !dbg !339
  ret void, !dbg !339

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none [], !dbg !339
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %17) ], !dbg !339
  cleanupret from %17 unwind to caller, !dbg !339

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !340 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder*, align 8
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !341, metadata !DIExpression()), !dbg !342
  store %struct.Holder* %0, %struct.Holder** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %4, metadata !343, metadata !DIExpression()), !dbg !345
  %6 = load %struct.Holder*, %struct.Holder** %4, align 8
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 0, !dbg !342
  %8 = load i32, i32* %3, align 4, !dbg !342
  %9 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17, !dbg !342

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 1, !dbg !342
  %12 = load i32, i32* %3, align 4, !dbg !342
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15, !dbg !342

14:                                               ; preds = %10
  store i32 %13, i32* %11, align 4, !dbg !342
  call void @"?note@@YAXH@Z"(i32 noundef 777), !dbg !346
  br label %21, !dbg !348

15:                                               ; preds = %10
  %16 = cleanuppad within none [], !dbg !348
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7) #11 [ "funclet"(token %16) ], !dbg !348
  cleanupret from %16 unwind label %17, !dbg !348

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller, !dbg !348

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %5], !dbg !348
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !349, metadata !DIExpression()), !dbg !350
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ], !dbg !351
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %20) ], !dbg !353
  unreachable, !dbg !353

21:                                               ; preds = %14
  ret %struct.Holder* %6, !dbg !354
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !355 {
  %2 = alloca %struct.Holder*, align 8
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !359, metadata !DIExpression()), !dbg !360
  %3 = load %struct.Holder*, %struct.Holder** %2, align 8
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !361
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #11, !dbg !361
  ret void, !dbg !363
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #2 comdat align 2 !dbg !364 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !365, metadata !DIExpression()), !dbg !366
  %4 = load i32, i32* %2, align 4, !dbg !367
  %5 = icmp slt i32 %4, 0, !dbg !367
  br i1 %5, label %6, label %12, !dbg !367

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !368
  %8 = sub nsw i32 0, %7, !dbg !368
  %9 = load i32, i32* %2, align 4, !dbg !368
  %10 = call noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %9, i32 noundef %8), !dbg !368
  %11 = bitcast %struct.IoError* %3 to i8*, !dbg !368
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI2?AUIoError@@") #12, !dbg !368
  unreachable, !dbg !368

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4, !dbg !370
  %14 = mul nsw i32 %13, 2, !dbg !370
  ret i32 %14, !dbg !370
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !67, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21, !43, !56}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: ".?AUTracer@@")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
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
!31 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !5, !28}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !34}
!38 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, containingType: !21, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!39 = !DISubroutineType(types: !40)
!40 = !{!5, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, vtableHolder: !21, identifier: ".?AUIoError@@")
!44 = !{!45, !23, !46, !47, !51}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !43, baseType: !21, extraData: i32 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !43, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!47 = !DISubprogram(name: "IoError", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50, !5, !5}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, containingType: !43, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !57, identifier: ".?AUHolder@@")
!57 = !{!58, !59, !60, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !3, line: 109, baseType: !6, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !56, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!60 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{!5, !5}
!63 = !DISubprogram(name: "Holder", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
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
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !84, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!5}
!86 = !{}
!87 = !DILocalVariable(name: "total", scope: !83, file: !3, line: 135, type: !5)
!88 = !DILocation(line: 135, scope: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 136, type: !5)
!90 = distinct !DILexicalBlock(scope: !83, file: !3, line: 136)
!91 = !DILocation(line: 136, scope: !90)
!92 = !DILocalVariable(name: "c", scope: !93, file: !3, line: 137, type: !5)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 136)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 136)
!95 = !DILocation(line: 137, scope: !93)
!96 = !DILocation(line: 138, scope: !93)
!97 = !DILocation(line: 139, scope: !93)
!98 = !DILocation(line: 140, scope: !93)
!99 = !DILocation(line: 136, scope: !94)
!100 = distinct !{!100, !91, !101, !102}
!101 = !DILocation(line: 140, scope: !90)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 141, scope: !83)
!104 = !DILocation(line: 142, scope: !83)
!105 = !DILocation(line: 143, scope: !83)
!106 = !DILocalVariable(name: "nt", scope: !83, file: !3, line: 144, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !108, identifier: ".?AUNoThrow@@")
!108 = !{!109}
!109 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !107, file: !3, line: 131, type: !110, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!5, !112, !5}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DILocation(line: 144, scope: !83)
!114 = !DILocation(line: 145, scope: !83)
!115 = !DILocation(line: 146, scope: !83)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 147, type: !5)
!117 = distinct !DILexicalBlock(scope: !83, file: !3, line: 147)
!118 = !DILocation(line: 147, scope: !117)
!119 = !DILocation(line: 148, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 147)
!121 = !DILocation(line: 147, scope: !120)
!122 = distinct !{!122, !118, !123, !102}
!123 = !DILocation(line: 148, scope: !117)
!124 = !DILocation(line: 149, scope: !83)
!125 = !DILocation(line: 150, scope: !83)
!126 = !DILocation(line: 151, scope: !83)
!127 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !61, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!128 = !DILocalVariable(name: "how", arg: 1, scope: !127, file: !3, line: 54, type: !5)
!129 = !DILocation(line: 54, scope: !127)
!130 = !DILocation(line: 56, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !3, line: 55)
!132 = !DILocation(line: 57, scope: !131)
!133 = !DILocalVariable(name: "v", scope: !127, file: !3, line: 57, type: !5)
!134 = !DILocation(line: 57, scope: !127)
!135 = !DILocation(line: 58, scope: !136)
!136 = distinct !DILexicalBlock(scope: !127, file: !3, line: 57)
!137 = !DILocation(line: 59, scope: !136)
!138 = !DILocalVariable(name: "d", scope: !127, file: !3, line: 59, type: !139)
!139 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!140 = !DILocation(line: 59, scope: !127)
!141 = !DILocation(line: 60, scope: !142)
!142 = distinct !DILexicalBlock(scope: !127, file: !3, line: 59)
!143 = !DILocation(line: 61, scope: !142)
!144 = !DILocalVariable(name: "e", scope: !127, file: !3, line: 61, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!146 = !DILocation(line: 61, scope: !127)
!147 = !DILocation(line: 62, scope: !148)
!148 = distinct !DILexicalBlock(scope: !127, file: !3, line: 61)
!149 = !DILocation(line: 63, scope: !148)
!150 = !DILocalVariable(name: "e", scope: !127, file: !3, line: 63, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!152 = !DILocation(line: 63, scope: !127)
!153 = !DILocation(line: 64, scope: !154)
!154 = distinct !DILexicalBlock(scope: !127, file: !3, line: 63)
!155 = !DILocation(line: 65, scope: !154)
!156 = !DILocalVariable(name: "p", scope: !127, file: !3, line: 65, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!158 = !DILocation(line: 65, scope: !127)
!159 = !DILocalVariable(name: "r", scope: !160, file: !3, line: 66, type: !5)
!160 = distinct !DILexicalBlock(scope: !127, file: !3, line: 65)
!161 = !DILocation(line: 66, scope: !160)
!162 = !DILocation(line: 67, scope: !160)
!163 = !DILocation(line: 68, scope: !160)
!164 = !DILocation(line: 69, scope: !160)
!165 = !DILocalVariable(name: "s", scope: !127, file: !3, line: 69, type: !28)
!166 = !DILocation(line: 69, scope: !127)
!167 = !DILocation(line: 70, scope: !168)
!168 = distinct !DILexicalBlock(scope: !127, file: !3, line: 69)
!169 = !DILocation(line: 71, scope: !168)
!170 = !DILocation(line: 72, scope: !171)
!171 = distinct !DILexicalBlock(scope: !127, file: !3, line: 71)
!172 = !DILocation(line: 73, scope: !171)
!173 = !DILocation(line: 74, scope: !127)
!174 = !DILocation(line: 75, scope: !127)
!175 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !61, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!176 = !DILocalVariable(name: "how", arg: 1, scope: !175, file: !3, line: 89, type: !5)
!177 = !DILocation(line: 89, scope: !175)
!178 = !DILocalVariable(name: "r", scope: !175, file: !3, line: 90, type: !5)
!179 = !DILocation(line: 90, scope: !175)
!180 = !DILocation(line: 93, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 92)
!182 = distinct !DILexicalBlock(scope: !175, file: !3, line: 91)
!183 = !DILocation(line: 94, scope: !181)
!184 = !DILocalVariable(name: "v", scope: !182, file: !3, line: 94, type: !5)
!185 = !DILocation(line: 94, scope: !182)
!186 = !DILocation(line: 95, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !3, line: 94)
!188 = !DILocation(line: 96, scope: !187)
!189 = !DILocation(line: 98, scope: !182)
!190 = !DILocalVariable(name: "e", scope: !175, file: !3, line: 98, type: !151)
!191 = !DILocation(line: 98, scope: !175)
!192 = !DILocation(line: 99, scope: !193)
!193 = distinct !DILexicalBlock(scope: !175, file: !3, line: 98)
!194 = !DILocation(line: 100, scope: !193)
!195 = !DILocation(line: 103, scope: !175)
!196 = !DILocation(line: 101, scope: !197)
!197 = distinct !DILexicalBlock(scope: !175, file: !3, line: 100)
!198 = !DILocation(line: 102, scope: !197)
!199 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !61, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!200 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !3, line: 123, type: !5)
!201 = !DILocation(line: 123, scope: !199)
!202 = !DILocalVariable(name: "h", scope: !203, file: !3, line: 124, type: !56)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 123)
!204 = !DILocation(line: 124, scope: !203)
!205 = !DILocation(line: 126, scope: !203)
!206 = !DILocalVariable(name: "e", scope: !199, file: !3, line: 126, type: !145)
!207 = !DILocation(line: 126, scope: !199)
!208 = !DILocation(line: 127, scope: !209)
!209 = distinct !DILexicalBlock(scope: !199, file: !3, line: 126)
!210 = !DILocation(line: 128, scope: !209)
!211 = !DILocation(line: 125, scope: !203)
!212 = !DILocation(line: 128, scope: !199)
!213 = distinct !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !107, file: !3, line: 131, type: !110, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !109, retainedNodes: !86)
!214 = !DILocalVariable(name: "x", arg: 2, scope: !213, file: !3, line: 131, type: !5)
!215 = !DILocation(line: 131, scope: !213)
!216 = !DILocalVariable(name: "this", arg: 1, scope: !213, type: !217, flags: DIFlagArtificial | DIFlagObjectPointer)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!218 = !DILocation(line: 0, scope: !213)
!219 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !220, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !5}
!222 = !DILocalVariable(name: "how", arg: 1, scope: !219, file: !3, line: 40, type: !5)
!223 = !DILocation(line: 40, scope: !219)
!224 = !DILocalVariable(name: "t", scope: !219, file: !3, line: 41, type: !6)
!225 = !DILocation(line: 41, scope: !219)
!226 = !DILocation(line: 42, scope: !219)
!227 = !DILocation(line: 43, scope: !228)
!228 = distinct !DILexicalBlock(scope: !219, file: !3, line: 42)
!229 = !DILocation(line: 44, scope: !228)
!230 = !DILocation(line: 45, scope: !228)
!231 = !DILocation(line: 46, scope: !228)
!232 = !DILocation(line: 47, scope: !228)
!233 = !DILocation(line: 48, scope: !228)
!234 = !DILocation(line: 49, scope: !228)
!235 = !DILocation(line: 50, scope: !228)
!236 = !DILocation(line: 52, scope: !219)
!237 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !86)
!238 = !DILocalVariable(name: "i", arg: 2, scope: !237, file: !3, line: 21, type: !5)
!239 = !DILocation(line: 21, scope: !237)
!240 = !DILocalVariable(name: "this", arg: 1, scope: !237, type: !241, flags: DIFlagArtificial | DIFlagObjectPointer)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!242 = !DILocation(line: 0, scope: !237)
!243 = !DILocation(line: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !237, file: !3, line: 21)
!245 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !31, retainedNodes: !86)
!246 = !DILocalVariable(name: "w", arg: 3, scope: !245, file: !3, line: 29, type: !28)
!247 = !DILocation(line: 29, scope: !245)
!248 = !DILocalVariable(name: "c", arg: 2, scope: !245, file: !3, line: 29, type: !5)
!249 = !DILocalVariable(name: "this", arg: 1, scope: !245, type: !157, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = !DILocation(line: 0, scope: !245)
!251 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !21, file: !3, line: 26, type: !252, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !255, retainedNodes: !86)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !34, !254}
!254 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!255 = !DISubprogram(name: "Error", scope: !21, type: !252, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!256 = !DILocalVariable(arg: 2, scope: !251, type: !254)
!257 = !DILocation(line: 0, scope: !251)
!258 = !DILocalVariable(name: "this", arg: 1, scope: !251, type: !157, flags: DIFlagArtificial | DIFlagObjectPointer)
!259 = !DILocation(line: 26, scope: !251)
!260 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !35, retainedNodes: !86)
!261 = !DILocalVariable(name: "this", arg: 1, scope: !260, type: !157, flags: DIFlagArtificial | DIFlagObjectPointer)
!262 = !DILocation(line: 0, scope: !260)
!263 = !DILocation(line: 30, scope: !260)
!264 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !47, retainedNodes: !86)
!265 = !DILocalVariable(name: "f", arg: 3, scope: !264, file: !3, line: 36, type: !5)
!266 = !DILocation(line: 36, scope: !264)
!267 = !DILocalVariable(name: "c", arg: 2, scope: !264, file: !3, line: 36, type: !5)
!268 = !DILocalVariable(name: "this", arg: 1, scope: !264, type: !269, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!270 = !DILocation(line: 0, scope: !264)
!271 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !43, file: !3, line: 34, type: !272, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !274, retainedNodes: !86)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !50, !145}
!274 = !DISubprogram(name: "IoError", scope: !43, type: !272, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!275 = !DILocalVariable(arg: 2, scope: !271, type: !145)
!276 = !DILocation(line: 0, scope: !271)
!277 = !DILocalVariable(name: "this", arg: 1, scope: !271, type: !269, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = !DILocation(line: 34, scope: !271)
!279 = distinct !DISubprogram(name: "~IoError", linkageName: "??1IoError@@UEAA@XZ", scope: !43, file: !3, line: 34, type: !280, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !282, retainedNodes: !86)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !50}
!282 = !DISubprogram(name: "~IoError", scope: !43, type: !280, containingType: !43, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!283 = !DILocalVariable(name: "this", arg: 1, scope: !279, type: !269, flags: DIFlagArtificial | DIFlagObjectPointer)
!284 = !DILocation(line: 0, scope: !279)
!285 = !DILocation(line: 34, scope: !286)
!286 = distinct !DILexicalBlock(scope: !279, file: !3, line: 34)
!287 = !DILocation(line: 34, scope: !279)
!288 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !13, retainedNodes: !86)
!289 = !DILocalVariable(name: "o", arg: 2, scope: !288, file: !3, line: 22, type: !16)
!290 = !DILocation(line: 22, scope: !288)
!291 = !DILocalVariable(name: "this", arg: 1, scope: !288, type: !241, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DILocation(line: 0, scope: !288)
!293 = !DILocation(line: 22, scope: !294)
!294 = distinct !DILexicalBlock(scope: !288, file: !3, line: 22)
!295 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !86)
!296 = !DILocalVariable(name: "this", arg: 1, scope: !295, type: !241, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DILocation(line: 0, scope: !295)
!298 = !DILocation(line: 23, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !3, line: 23)
!300 = !DILocation(line: 23, scope: !295)
!301 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !220, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!302 = !DILocalVariable(name: "v", arg: 1, scope: !301, file: !3, line: 14, type: !5)
!303 = !DILocation(line: 14, scope: !301)
!304 = !DILocation(line: 15, scope: !301)
!305 = !DILocation(line: 16, scope: !306)
!306 = distinct !DILexicalBlock(scope: !301, file: !3, line: 15)
!307 = !DILocation(line: 17, scope: !301)
!308 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !35, retainedNodes: !86)
!309 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !308, type: !5, flags: DIFlagArtificial)
!310 = !DILocation(line: 0, scope: !308)
!311 = !DILocalVariable(name: "this", arg: 1, scope: !308, type: !157, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DILocation(line: 30, scope: !308)
!313 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !38, retainedNodes: !86)
!314 = !DILocalVariable(name: "this", arg: 1, scope: !313, type: !315, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!316 = !DILocation(line: 0, scope: !313)
!317 = !DILocation(line: 31, scope: !313)
!318 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !43, file: !3, line: 34, type: !280, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !282, retainedNodes: !86)
!319 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !318, type: !5, flags: DIFlagArtificial)
!320 = !DILocation(line: 0, scope: !318)
!321 = !DILocalVariable(name: "this", arg: 1, scope: !318, type: !269, flags: DIFlagArtificial | DIFlagObjectPointer)
!322 = !DILocation(line: 34, scope: !318)
!323 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !51, retainedNodes: !86)
!324 = !DILocalVariable(name: "this", arg: 1, scope: !323, type: !325, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!326 = !DILocation(line: 0, scope: !323)
!327 = !DILocation(line: 37, scope: !323)
!328 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !220, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!329 = !DILocalVariable(name: "how", arg: 1, scope: !328, file: !3, line: 79, type: !5)
!330 = !DILocation(line: 79, scope: !328)
!331 = !DILocalVariable(name: "t", scope: !328, file: !3, line: 80, type: !6)
!332 = !DILocation(line: 80, scope: !328)
!333 = !DILocation(line: 82, scope: !334)
!334 = distinct !DILexicalBlock(scope: !328, file: !3, line: 81)
!335 = !DILocation(line: 83, scope: !334)
!336 = !DILocation(line: 84, scope: !337)
!337 = distinct !DILexicalBlock(scope: !328, file: !3, line: 83)
!338 = !DILocation(line: 85, scope: !337)
!339 = !DILocation(line: 87, scope: !328)
!340 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !63, retainedNodes: !86)
!341 = !DILocalVariable(name: "x", arg: 2, scope: !340, file: !3, line: 115, type: !5)
!342 = !DILocation(line: 115, scope: !340)
!343 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!345 = !DILocation(line: 0, scope: !340)
!346 = !DILocation(line: 116, scope: !347)
!347 = distinct !DILexicalBlock(scope: !340, file: !3, line: 115)
!348 = !DILocation(line: 117, scope: !347)
!349 = !DILocalVariable(name: "e", scope: !340, file: !3, line: 117, type: !151)
!350 = !DILocation(line: 117, scope: !340)
!351 = !DILocation(line: 118, scope: !352)
!352 = distinct !DILexicalBlock(scope: !340, file: !3, line: 117)
!353 = !DILocation(line: 119, scope: !352)
!354 = !DILocation(line: 119, scope: !340)
!355 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !56, file: !3, line: 108, type: !356, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !358, retainedNodes: !86)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !66}
!358 = !DISubprogram(name: "~Holder", scope: !56, type: !356, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!359 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DILocation(line: 0, scope: !355)
!361 = !DILocation(line: 108, scope: !362)
!362 = distinct !DILexicalBlock(scope: !355, file: !3, line: 108)
!363 = !DILocation(line: 108, scope: !355)
!364 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !60, retainedNodes: !86)
!365 = !DILocalVariable(name: "x", arg: 1, scope: !364, file: !3, line: 111, type: !5)
!366 = !DILocation(line: 111, scope: !364)
!367 = !DILocation(line: 112, scope: !364)
!368 = !DILocation(line: 112, scope: !369)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 112)
!370 = !DILocation(line: 113, scope: !364)

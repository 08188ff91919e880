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

@g_live = internal global i32 0, align 4
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal global i32 0, align 4
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal global i32 0, align 4
@g_log = internal global [64 x i32] zeroinitializer, align 16
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
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp sle i32 %8, 7
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11)
  store i32 %12, i32* %4, align 4
  %13 = load i32, i32* @g_live, align 4
  %14 = load i32, i32* %4, align 4
  %15 = load i32, i32* %3, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15, i32 noundef %14, i32 noundef %13)
  %17 = load i32, i32* %4, align 4
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, i32* %2, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %3, align 4
  br label %7, !llvm.loop !4

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25, i32 noundef %24)
  %27 = load i32, i32* @rethrow_count, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27)
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4)
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %30, i32 noundef %29)
  %32 = call noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #10
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, i32* %2, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0))
  store i32 0, i32* %6, align 4
  br label %36

36:                                               ; preds = %46, %23
  %37 = load i32, i32* %6, align 4
  %38 = load i32, i32* @g_nlog, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %49

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %44)
  br label %46

46:                                               ; preds = %40
  %47 = load i32, i32* %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %6, align 4
  br label %36, !llvm.loop !6

49:                                               ; preds = %36
  %50 = load i32, i32* @g_live, align 4
  %51 = load i32, i32* %2, align 4
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %50)
  %53 = load i32, i32* @g_live, align 4
  %54 = icmp eq i32 %53, 0
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0)
  %57 = call i32 @puts(i8* noundef %56)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %11 = load i32, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %76 unwind label %12

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %36, label %49, label %65, label %74] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10]
  %16 = load i32, i32* %10, align 4
  %17 = add nsw i32 100, %16
  store i32 %17, i32* %2, align 4
  catchret from %15 to label %83

18:                                               ; preds = %12
  %19 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %9]
  %20 = load double, double* %9, align 8
  %21 = fmul double %20, 2.000000e+00
  %22 = fptosi double %21 to i32
  %23 = add nsw i32 200, %22
  store i32 %23, i32* %2, align 4
  catchret from %19 to label %82

24:                                               ; preds = %12
  %25 = catchpad within %13 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8]
  %26 = load %struct.IoError*, %struct.IoError** %8, align 8
  %27 = bitcast %struct.IoError* %26 to %struct.Error*
  %28 = getelementptr inbounds %struct.Error, %struct.Error* %27, i32 0, i32 1
  %29 = load i32, i32* %28, align 8
  %30 = mul nsw i32 %29, 10
  %31 = add nsw i32 300, %30
  %32 = load %struct.IoError*, %struct.IoError** %8, align 8
  %33 = getelementptr inbounds %struct.IoError, %struct.IoError* %32, i32 0, i32 1
  %34 = load i32, i32* %33, align 8
  %35 = add nsw i32 %31, %34
  store i32 %35, i32* %2, align 4
  catchret from %25 to label %81

36:                                               ; preds = %12
  %37 = catchpad within %13 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %7]
  %38 = load %struct.Error*, %struct.Error** %7, align 8
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %38, i32 0, i32 1
  %40 = load i32, i32* %39, align 8
  %41 = add nsw i32 400, %40
  %42 = load %struct.Error*, %struct.Error** %7, align 8
  %43 = bitcast %struct.Error* %42 to i32 (%struct.Error*)***
  %44 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %43, align 8
  %45 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %44, i64 1
  %46 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %45, align 8
  %47 = call noundef i32 %46(%struct.Error* noundef nonnull align 8 dereferenceable(24) %42) [ "funclet"(token %37) ]
  %48 = add nsw i32 %41, %47
  store i32 %48, i32* %2, align 4
  catchret from %37 to label %80

49:                                               ; preds = %12
  %50 = catchpad within %13 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %5]
  %51 = load %struct.Error*, %struct.Error** %5, align 8
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 8
  %54 = add nsw i32 500, %53
  store i32 %54, i32* %6, align 4
  %55 = load %struct.Error*, %struct.Error** %5, align 8
  %56 = icmp eq %struct.Error* %55, null
  br i1 %56, label %63, label %57

57:                                               ; preds = %49
  %58 = bitcast %struct.Error* %55 to i8* (%struct.Error*, i32)***
  %59 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %58, align 8
  %60 = getelementptr inbounds i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %59, i64 0
  %61 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %60, align 8
  %62 = call noundef i8* %61(%struct.Error* noundef nonnull align 8 dereferenceable(24) %55, i32 noundef 1) #10 [ "funclet"(token %50) ]
  br label %63

63:                                               ; preds = %57, %49
  %64 = load i32, i32* %6, align 4
  store i32 %64, i32* %2, align 4
  catchret from %50 to label %79

65:                                               ; preds = %12
  %66 = catchpad within %13 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %4]
  %67 = load i8*, i8** %4, align 8
  %68 = getelementptr inbounds i8, i8* %67, i64 0
  %69 = load i8, i8* %68, align 1
  %70 = sext i8 %69 to i32
  %71 = icmp eq i32 %70, 99
  %72 = zext i1 %71 to i32
  %73 = add nsw i32 600, %72
  store i32 %73, i32* %2, align 4
  catchret from %66 to label %78

74:                                               ; preds = %12
  %75 = catchpad within %13 [i8* null, i32 64, i8* null]
  store i32 999, i32* %2, align 4
  catchret from %75 to label %77

76:                                               ; preds = %1
  br label %84

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
  store i32 0, i32* %2, align 4
  br label %85

85:                                               ; preds = %84, %83, %82, %81, %80, %79, %78, %77
  %86 = load i32, i32* %2, align 4
  ret i32 %86
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 8
  %6 = alloca %struct.Error*, align 8
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %7 = load i32, i32* %2, align 4
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %35 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %19

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %12 = load i32, i32* %4, align 4
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %3, align 4
  %15 = load i32, i32* %4, align 4
  %16 = add nsw i32 %15, 1
  %17 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %16, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0)) [ "funclet"(token %11) ]
  %18 = bitcast %struct.Error* %5 to i8*
  invoke void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @"_TI1?AUError@@") #11 [ "funclet"(token %11) ]
          to label %37 unwind label %19

19:                                               ; preds = %10, %8
  %20 = catchswitch within none [label %21, label %32] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %6]
  %23 = load %struct.Error*, %struct.Error** %6, align 8
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 8
  %26 = mul nsw i32 %25, 100
  %27 = load i32, i32* %3, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, i32* %3, align 4
  catchret from %22 to label %29

29:                                               ; preds = %21
  br label %30

30:                                               ; preds = %29, %34, %36
  %31 = load i32, i32* %3, align 4
  ret i32 %31

32:                                               ; preds = %19
  %33 = catchpad within %20 [i8* null, i32 64, i8* null]
  store i32 -1, i32* %3, align 4
  catchret from %33 to label %34

34:                                               ; preds = %32
  br label %30

35:                                               ; preds = %1
  br label %36

36:                                               ; preds = %35
  br label %30

37:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %5]
  %12 = load %struct.IoError*, %struct.IoError** %5, align 8
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  %15 = add nsw i32 -1000, %14
  store i32 %15, i32* %2, align 4
  catchret from %11 to label %19

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %2, align 4
  call void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #10
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

21:                                               ; preds = %19, %16
  %22 = load i32, i32* %2, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.NoThrow*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %4, align 8
  %5 = load %struct.NoThrow*, %struct.NoThrow** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

declare dso_local i32 @puts(i8* noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %11 = load i32, i32* %2, align 4
  %12 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11)
  %13 = load i32, i32* %2, align 4
  switch i32 %13, label %41 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %18
    i32 3, label %22
    i32 4, label %26
    i32 5, label %35
    i32 6, label %37
  ]

14:                                               ; preds = %1
  store i32 42, i32* %4, align 4
  %15 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @_TI1H) #11
          to label %45 unwind label %43

16:                                               ; preds = %1
  store double 3.500000e+00, double* %5, align 8
  %17 = bitcast double* %5 to i8*
  invoke void @_CxxThrowException(i8* %17, %eh.ThrowInfo* @_TI1N) #11
          to label %45 unwind label %43

18:                                               ; preds = %1
  %19 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0))
          to label %20 unwind label %43

20:                                               ; preds = %18
  %21 = bitcast %struct.Error* %6 to i8*
  invoke void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI1?AUError@@") #11
          to label %45 unwind label %43

22:                                               ; preds = %1
  %23 = invoke noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 9, i32 noundef 3)
          to label %24 unwind label %43

24:                                               ; preds = %22
  %25 = bitcast %struct.IoError* %7 to i8*
  invoke void @_CxxThrowException(i8* %25, %eh.ThrowInfo* @"_TI2?AUIoError@@") #11
          to label %45 unwind label %43

26:                                               ; preds = %1
  %27 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #12
          to label %28 unwind label %43

28:                                               ; preds = %26
  %29 = bitcast i8* %27 to %struct.Error*
  %30 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %29, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0))
          to label %31 unwind label %33

31:                                               ; preds = %28
  store %struct.Error* %29, %struct.Error** %8, align 8
  %32 = bitcast %struct.Error** %8 to i8*
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI2PEAUError@@") #11
          to label %45 unwind label %43

33:                                               ; preds = %28
  %34 = cleanuppad within none []
  call void @"??3@YAXPEAX@Z"(i8* noundef %27) #13 [ "funclet"(token %34) ]
  cleanupret from %34 unwind label %43

35:                                               ; preds = %1
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %9, align 8
  %36 = bitcast i8** %9 to i8*
  invoke void @_CxxThrowException(i8* %36, %eh.ThrowInfo* @_TIC2PEAD) #11
          to label %45 unwind label %43

37:                                               ; preds = %1
  %38 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %39 unwind label %43

39:                                               ; preds = %37
  %40 = bitcast %struct.Tracer* %10 to i8*
  invoke void @_CxxThrowException(i8* %40, %eh.ThrowInfo* @"_TI1?AUTracer@@") #11
          to label %45 unwind label %43

41:                                               ; preds = %1
  br label %42

42:                                               ; preds = %41
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret void

43:                                               ; preds = %39, %37, %35, %31, %33, %26, %24, %22, %20, %18, %16, %14
  %44 = cleanuppad within none []
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %44) ]
  cleanupret from %44 unwind to caller

45:                                               ; preds = %39, %35, %31, %24, %20, %16, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Tracer*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @g_live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @g_live, align 4
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  call void @"?note@@YAXH@Z"(i32 noundef %11)
  ret %struct.Tracer* %5
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #5 comdat align 2 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Error*, align 8
  store i8* %2, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store %struct.Error* %0, %struct.Error** %6, align 8
  %7 = load %struct.Error*, %struct.Error** %6, align 8
  %8 = bitcast %struct.Error* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %8, align 8
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1
  %10 = load i32, i32* %5, align 4
  store i32 %10, i32* %9, align 8
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2
  %12 = load i8*, i8** %4, align 8
  store i8* %12, i8** %11, align 8
  ret %struct.Error* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.Error*, align 8
  store %struct.Error* %1, %struct.Error** %3, align 8
  store %struct.Error* %0, %struct.Error** %4, align 8
  %5 = load %struct.Error*, %struct.Error** %4, align 8
  %6 = bitcast %struct.Error* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Error, %struct.Error* %5, i32 0, i32 1
  %8 = load %struct.Error*, %struct.Error** %3, align 8
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %8, i32 0, i32 1
  %10 = bitcast i32* %7 to i8*
  %11 = bitcast i32* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %10, i8* align 8 %11, i64 16, i1 false)
  ret %struct.Error* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.IoError*, align 8
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %struct.IoError* %0, %struct.IoError** %6, align 8
  %7 = load %struct.IoError*, %struct.IoError** %6, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*
  %9 = load i32, i32* %5, align 4
  %10 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0))
  %11 = bitcast %struct.IoError* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %11, align 8
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1
  %13 = load i32, i32* %4, align 4
  store i32 %13, i32* %12, align 8
  ret %struct.IoError* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.IoError*, align 8
  %4 = alloca %struct.IoError*, align 8
  store %struct.IoError* %1, %struct.IoError** %3, align 8
  store %struct.IoError* %0, %struct.IoError** %4, align 8
  %5 = load %struct.IoError*, %struct.IoError** %4, align 8
  %6 = bitcast %struct.IoError* %5 to %struct.Error*
  %7 = load %struct.IoError*, %struct.IoError** %3, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*
  %9 = call noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, %struct.Error* noundef nonnull align 8 dereferenceable(24) %8) #10
  %10 = bitcast %struct.IoError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 1
  %12 = load %struct.IoError*, %struct.IoError** %3, align 8
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  store i32 %14, i32* %11, align 8
  ret %struct.IoError* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  %4 = bitcast %struct.IoError* %3 to %struct.Error*
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %4) #10
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %1, %struct.Tracer** %3, align 8
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load %struct.Tracer*, %struct.Tracer** %3, align 8
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, 1000
  store i32 %10, i32* %6, align 4
  %11 = load i32, i32* @g_live, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @g_live, align 4
  %13 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  call void @"?note@@YAXH@Z"(i32 noundef %14)
  ret %struct.Tracer* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = load i32, i32* @g_live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @g_live, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = sub nsw i32 0, %7
  call void @"?note@@YAXH@Z"(i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @g_nlog, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* @g_nlog, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @g_nlog, align 4
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %9
  store i32 %6, i32* %10, align 4
  br label %11

11:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Error* %0, %struct.Error** %5, align 8
  %6 = load %struct.Error*, %struct.Error** %5, align 8
  %7 = bitcast %struct.Error* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Error* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #13
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret i32 1
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.IoError* %0, %struct.IoError** %5, align 8
  %6 = load %struct.IoError*, %struct.IoError** %5, align 8
  %7 = bitcast %struct.IoError* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.IoError* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #13
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 50, %4
  %6 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* null, i32 64, i8* null]
  %12 = load i32, i32* @rethrow_count, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @rethrow_count, align 4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #11 [ "funclet"(token %11) ]
          to label %18 unwind label %16

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %14
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret void

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none []
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder*, align 8
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Holder* %0, %struct.Holder** %4, align 8
  %6 = load %struct.Holder*, %struct.Holder** %4, align 8
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  %9 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 1
  %12 = load i32, i32* %3, align 4
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %10
  store i32 %13, i32* %11, align 4
  call void @"?note@@YAXH@Z"(i32 noundef 777)
  br label %21

15:                                               ; preds = %10
  %16 = cleanuppad within none []
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7) #10 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %5]
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ]
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %20) ]
  unreachable

21:                                               ; preds = %14
  ret %struct.Holder* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Holder*, align 8
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  %3 = load %struct.Holder*, %struct.Holder** %2, align 8
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret void
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 8
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub nsw i32 0, %7
  %9 = load i32, i32* %2, align 4
  %10 = call noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %9, i32 noundef %8)
  %11 = bitcast %struct.IoError* %3 to i8*
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI2?AUIoError@@") #11
  unreachable

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %13, 2
  ret i32 %14
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}

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

@g_live = internal unnamed_addr global i32 0, align 4
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1
@rethrow_count = internal unnamed_addr global i32 0, align 4
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1
@g_nlog = internal unnamed_addr global i32 0, align 4
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__CxxFrameHandler3 {
  %1 = alloca i8*, align 8
  %2 = alloca %struct.Error*, align 8
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.IoError*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Holder, align 4
  %8 = alloca %struct.IoError*, align 8
  %9 = bitcast i8** %1 to i8*
  %10 = bitcast %struct.Error** %2 to i8*
  %11 = bitcast %struct.Error** %3 to i8*
  %12 = bitcast %struct.IoError** %4 to i8*
  %13 = bitcast double* %5 to i8*
  %14 = bitcast i32* %6 to i8*
  br label %76

15:                                               ; preds = %131
  %16 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %17 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %17, i32 noundef %16)
  %19 = load i32, i32* @rethrow_count, align 4, !tbaa !4
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %19)
  %21 = bitcast %struct.IoError** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21)
  %22 = bitcast %struct.Holder* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #12
  %23 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %24 unwind label %40

24:                                               ; preds = %15
  %25 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 1
  %26 = load i32, i32* %25, align 4, !tbaa !8
  %27 = load i32, i32* @g_live, align 4, !tbaa !4
  %28 = add nsw i32 %27, -1
  store i32 %28, i32* @g_live, align 4, !tbaa !4
  %29 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %30 = icmp slt i32 %29, 64
  br i1 %30, label %31, label %38

31:                                               ; preds = %24
  %32 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 0, i32 0
  %33 = load i32, i32* %32, align 4, !tbaa !11
  %34 = sub nsw i32 0, %33
  %35 = add nsw i32 %29, 1
  store i32 %35, i32* @g_nlog, align 4, !tbaa !4
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %36
  store i32 %34, i32* %37, align 4, !tbaa !4
  br label %38

38:                                               ; preds = %31, %24
  %39 = phi i32 [ %35, %31 ], [ %29, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #12
  br label %50

40:                                               ; preds = %15
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8]
  %44 = load %struct.IoError*, %struct.IoError** %8, align 8, !tbaa !12
  %45 = getelementptr inbounds %struct.IoError, %struct.IoError* %44, i64 0, i32 1
  %46 = load i32, i32* %45, align 8, !tbaa !14
  %47 = add nsw i32 %46, -1000
  %48 = load i32, i32* @g_live, align 4, !tbaa !4
  %49 = load i32, i32* @g_nlog, align 4, !tbaa !4
  catchret from %43 to label %50

50:                                               ; preds = %38, %42
  %51 = phi i32 [ %39, %38 ], [ %49, %42 ]
  %52 = phi i32 [ %28, %38 ], [ %48, %42 ]
  %53 = phi i32 [ %26, %38 ], [ %47, %42 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  %54 = add nsw i32 %52, 1
  store i32 %54, i32* @g_live, align 4, !tbaa !4
  %55 = icmp slt i32 %51, 64
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = add nsw i32 %51, 1
  store i32 %57, i32* @g_nlog, align 4, !tbaa !4
  %58 = sext i32 %51 to i64
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %58
  store i32 5, i32* %59, align 4, !tbaa !4
  %60 = icmp eq i32 %51, 63
  br i1 %60, label %61, label %62

61:                                               ; preds = %56, %50
  store i32 %52, i32* @g_live, align 4, !tbaa !4
  br label %71

62:                                               ; preds = %56
  %63 = add nsw i32 %51, 2
  store i32 %63, i32* @g_nlog, align 4, !tbaa !4
  %64 = sext i32 %57 to i64
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %64
  store i32 777, i32* %65, align 4, !tbaa !4
  store i32 %52, i32* @g_live, align 4, !tbaa !4
  %66 = icmp slt i32 %51, 62
  br i1 %66, label %67, label %71

67:                                               ; preds = %62
  %68 = add nsw i32 %51, 3
  store i32 %68, i32* @g_nlog, align 4, !tbaa !4
  %69 = sext i32 %63 to i64
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %69
  store i32 -5, i32* %70, align 4, !tbaa !4
  br label %71

71:                                               ; preds = %62, %67, %61
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef %53)
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0))
  %74 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %75 = icmp sgt i32 %74, 0
  br i1 %75, label %146, label %138

76:                                               ; preds = %0, %131
  %77 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %78 = phi i32 [ 0, %0 ], [ %136, %131 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %78)
          to label %131 unwind label %79

79:                                               ; preds = %76
  %80 = catchswitch within none [label %81, label %85, label %91, label %101, label %113, label %123, label %129] unwind to caller

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %83 = load i32, i32* %6, align 4, !tbaa !4
  %84 = add nsw i32 %83, 100
  catchret from %82 to label %131

85:                                               ; preds = %79
  %86 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %5]
  %87 = load double, double* %5, align 8, !tbaa !16
  %88 = fmul double %87, 2.000000e+00
  %89 = fptosi double %88 to i32
  %90 = add nsw i32 %89, 200
  catchret from %86 to label %131

91:                                               ; preds = %79
  %92 = catchpad within %80 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %4]
  %93 = load %struct.IoError*, %struct.IoError** %4, align 8, !tbaa !12
  %94 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 0, i32 1
  %95 = load i32, i32* %94, align 8, !tbaa !18
  %96 = mul nsw i32 %95, 10
  %97 = add nsw i32 %96, 300
  %98 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 1
  %99 = load i32, i32* %98, align 8, !tbaa !14
  %100 = add nsw i32 %97, %99
  catchret from %92 to label %131

101:                                              ; preds = %79
  %102 = catchpad within %80 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %3]
  %103 = load %struct.Error*, %struct.Error** %3, align 8, !tbaa !12
  %104 = getelementptr inbounds %struct.Error, %struct.Error* %103, i64 0, i32 1
  %105 = load i32, i32* %104, align 8, !tbaa !18
  %106 = add nsw i32 %105, 400
  %107 = bitcast %struct.Error* %103 to i32 (%struct.Error*)***
  %108 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %107, align 8, !tbaa !20
  %109 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %108, i64 1
  %110 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, align 8
  %111 = call noundef i32 %110(%struct.Error* noundef nonnull align 8 dereferenceable(24) %103) [ "funclet"(token %102) ]
  %112 = add nsw i32 %106, %111
  catchret from %102 to label %131

113:                                              ; preds = %79
  %114 = catchpad within %80 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %2]
  %115 = load %struct.Error*, %struct.Error** %2, align 8, !tbaa !12
  %116 = getelementptr inbounds %struct.Error, %struct.Error* %115, i64 0, i32 1
  %117 = load i32, i32* %116, align 8, !tbaa !18
  %118 = add nsw i32 %117, 500
  %119 = bitcast %struct.Error* %115 to i8* (%struct.Error*, i32)***
  %120 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %119, align 8, !tbaa !20
  %121 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %120, align 8
  %122 = call noundef i8* %121(%struct.Error* noundef nonnull align 8 dereferenceable(24) %115, i32 noundef 1) #12 [ "funclet"(token %114) ]
  catchret from %114 to label %131

123:                                              ; preds = %79
  %124 = catchpad within %80 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %1]
  %125 = load i8*, i8** %1, align 8, !tbaa !12
  %126 = load i8, i8* %125, align 1, !tbaa !22
  %127 = icmp eq i8 %126, 99
  %128 = select i1 %127, i32 601, i32 600
  catchret from %124 to label %131

129:                                              ; preds = %79
  %130 = catchpad within %80 [i8* null, i32 64, i8* null]
  catchret from %130 to label %131

131:                                              ; preds = %76, %81, %85, %91, %101, %113, %123, %129
  %132 = phi i32 [ %84, %81 ], [ 999, %129 ], [ %128, %123 ], [ %118, %113 ], [ %112, %101 ], [ %100, %91 ], [ %90, %85 ], [ 0, %76 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14)
  %133 = load i32, i32* @g_live, align 4, !tbaa !4
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %132, i32 noundef %133)
  %135 = add nsw i32 %132, %77
  %136 = add nuw nsw i32 %78, 1
  %137 = icmp eq i32 %136, 8
  br i1 %137, label %15, label %76, !llvm.loop !23

138:                                              ; preds = %146, %71
  %139 = add nsw i32 %135, 2
  %140 = load i32, i32* @g_live, align 4, !tbaa !4
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %139, i32 noundef %140)
  %142 = load i32, i32* @g_live, align 4, !tbaa !4
  %143 = icmp eq i32 %142, 0
  %144 = select i1 %143, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0)
  %145 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %144)
  ret i32 0

146:                                              ; preds = %71, %146
  %147 = phi i64 [ %151, %146 ], [ 0, %71 ]
  %148 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %147
  %149 = load i32, i32* %148, align 4, !tbaa !4
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %149)
  %151 = add nuw nsw i64 %147, 1
  %152 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %153 = sext i32 %152 to i64
  %154 = icmp slt i64 %151, %153
  br i1 %154, label %146, label %138, !llvm.loop !25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 8
  %4 = alloca %struct.Error*, align 8
  %5 = load i32, i32* @g_live, align 4, !tbaa !4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @g_live, align 4, !tbaa !4
  %7 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 50
  %11 = add nsw i32 %7, 1
  store i32 %11, i32* @g_nlog, align 4, !tbaa !4
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12
  store i32 %10, i32* %13, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null, i32 64, i8* null]
  %19 = load i32, i32* @rethrow_count, align 4, !tbaa !4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @rethrow_count, align 4, !tbaa !4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #13 [ "funclet"(token %18) ]
          to label %43 unwind label %31

21:                                               ; preds = %14
  %22 = load i32, i32* @g_live, align 4, !tbaa !4
  %23 = add nsw i32 %22, -1
  store i32 %23, i32* @g_live, align 4, !tbaa !4
  %24 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %25 = icmp slt i32 %24, 64
  br i1 %25, label %26, label %64

26:                                               ; preds = %21
  %27 = sub i32 -50, %0
  %28 = add nsw i32 %24, 1
  store i32 %28, i32* @g_nlog, align 4, !tbaa !4
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %29
  store i32 %27, i32* %30, align 4, !tbaa !4
  br label %64

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none []
  %33 = load i32, i32* @g_live, align 4, !tbaa !4
  %34 = add nsw i32 %33, -1
  store i32 %34, i32* @g_live, align 4, !tbaa !4
  %35 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %42

37:                                               ; preds = %31
  %38 = sub i32 -50, %0
  %39 = add nsw i32 %35, 1
  store i32 %39, i32* @g_nlog, align 4, !tbaa !4
  %40 = sext i32 %35 to i64
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %40
  store i32 %38, i32* %41, align 4, !tbaa !4
  br label %42

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %54

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %48 = load i32, i32* %2, align 4, !tbaa !4
  %49 = add nsw i32 %48, 1
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %50, align 8, !tbaa !20
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 1
  store i32 %49, i32* %51, align 8, !tbaa !18
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 2
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0), i8** %52, align 8, !tbaa !26
  %53 = bitcast %struct.Error* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %53, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #13 [ "funclet"(token %47) ]
          to label %68 unwind label %54

54:                                               ; preds = %46, %44
  %55 = phi i32 [ 0, %44 ], [ %48, %46 ]
  %56 = catchswitch within none [label %57, label %66] unwind to caller

57:                                               ; preds = %54
  %58 = catchpad within %56 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4]
  %59 = load %struct.Error*, %struct.Error** %4, align 8, !tbaa !12
  %60 = getelementptr inbounds %struct.Error, %struct.Error* %59, i64 0, i32 1
  %61 = load i32, i32* %60, align 8, !tbaa !18
  %62 = mul nsw i32 %61, 100
  %63 = add nsw i32 %62, %55
  catchret from %58 to label %64

64:                                               ; preds = %26, %21, %66, %57
  %65 = phi i32 [ -1, %66 ], [ %63, %57 ], [ 0, %21 ], [ 0, %26 ]
  ret i32 %65

66:                                               ; preds = %54
  %67 = catchpad within %56 [i8* null, i32 64, i8* null]
  catchret from %67 to label %64

68:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca %struct.Error*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Tracer, align 4
  %9 = load i32, i32* @g_live, align 4, !tbaa !4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @g_live, align 4, !tbaa !4
  %11 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %17

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1
  store i32 %14, i32* @g_nlog, align 4, !tbaa !4
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %15
  store i32 %0, i32* %16, align 4, !tbaa !4
  br label %17

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
  ]

19:                                               ; preds = %17
  store i32 42, i32* %2, align 4, !tbaa !4
  %20 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %20, %eh.ThrowInfo* nonnull @_TI1H) #13
          to label %75 unwind label %63

21:                                               ; preds = %17
  store double 3.500000e+00, double* %3, align 8, !tbaa !16
  %22 = bitcast double* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %22, %eh.ThrowInfo* nonnull @_TI1N) #13
          to label %75 unwind label %63

23:                                               ; preds = %17
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !20
  %25 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 1
  store i32 7, i32* %25, align 8, !tbaa !18
  %26 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0), i8** %26, align 8, !tbaa !26
  %27 = bitcast %struct.Error* %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %27, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #13
          to label %75 unwind label %63

28:                                               ; preds = %17
  %29 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 0
  %30 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 1
  store i32 9, i32* %30, align 8, !tbaa !18
  %31 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 2
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %31, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %29, align 8, !tbaa !20
  %32 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 1
  store i32 3, i32* %32, align 8, !tbaa !14
  %33 = bitcast %struct.IoError* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #13
          to label %75 unwind label %63

34:                                               ; preds = %17
  %35 = invoke noalias noundef nonnull dereferenceable(24) i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14
          to label %36 unwind label %63

36:                                               ; preds = %34
  %37 = bitcast i8* %35 to %struct.Error*
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %38, align 8, !tbaa !20
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 1
  store i32 11, i32* %39, align 8, !tbaa !18
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 2
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0), i8** %40, align 8, !tbaa !26
  %41 = bitcast %struct.Error** %6 to i8**
  store i8* %35, i8** %41, align 8, !tbaa !12
  %42 = bitcast %struct.Error** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %42, %eh.ThrowInfo* nonnull @"_TI2PEAUError@@") #13
          to label %75 unwind label %63

43:                                               ; preds = %17
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %7, align 8, !tbaa !12
  %44 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %44, %eh.ThrowInfo* nonnull @_TIC2PEAD) #13
          to label %75 unwind label %63

45:                                               ; preds = %17
  %46 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %8, i64 0, i32 0
  store i32 600, i32* %46, align 4, !tbaa !11
  %47 = add nsw i32 %9, 2
  store i32 %47, i32* @g_live, align 4, !tbaa !4
  %48 = icmp slt i32 %18, 64
  br i1 %48, label %49, label %53

49:                                               ; preds = %45
  %50 = add nsw i32 %18, 1
  store i32 %50, i32* @g_nlog, align 4, !tbaa !4
  %51 = sext i32 %18 to i64
  %52 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %51
  store i32 600, i32* %52, align 4, !tbaa !4
  br label %53

53:                                               ; preds = %49, %45
  %54 = bitcast %struct.Tracer* %8 to i8*
  invoke void @_CxxThrowException(i8* nonnull %54, %eh.ThrowInfo* nonnull @"_TI1?AUTracer@@") #13
          to label %75 unwind label %63

55:                                               ; preds = %17
  store i32 %9, i32* @g_live, align 4, !tbaa !4
  %56 = icmp slt i32 %18, 64
  br i1 %56, label %57, label %62

57:                                               ; preds = %55
  %58 = sub nsw i32 0, %0
  %59 = add nsw i32 %18, 1
  store i32 %59, i32* @g_nlog, align 4, !tbaa !4
  %60 = sext i32 %18 to i64
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %60
  store i32 %58, i32* %61, align 4, !tbaa !4
  br label %62

62:                                               ; preds = %55, %57
  ret void

63:                                               ; preds = %53, %43, %36, %34, %28, %23, %21, %19
  %64 = cleanuppad within none []
  %65 = load i32, i32* @g_live, align 4, !tbaa !4
  %66 = add nsw i32 %65, -1
  store i32 %66, i32* @g_live, align 4, !tbaa !4
  %67 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %68 = icmp slt i32 %67, 64
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = sub nsw i32 0, %0
  %71 = add nsw i32 %67, 1
  store i32 %71, i32* @g_nlog, align 4, !tbaa !4
  %72 = sext i32 %67 to i64
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %72
  store i32 %70, i32* %73, align 4, !tbaa !4
  br label %74

74:                                               ; preds = %63, %69
  cleanupret from %64 unwind to caller

75:                                               ; preds = %53, %43, %36, %28, %23, %21, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !20
  %4 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.Error, %struct.Error* %1, i64 0, i32 1
  %6 = bitcast i32* %4 to i8*
  %7 = bitcast i32* %5 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false)
  ret %struct.Error* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !20
  %4 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 0, i32 1
  %6 = bitcast i32* %4 to i8*
  %7 = bitcast i32* %5 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false) #12
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !20
  %8 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 1
  %9 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 1
  %10 = load i32, i32* %9, align 8, !tbaa !14
  store i32 %10, i32* %8, align 8, !tbaa !14
  ret %struct.IoError* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1000
  store i32 %6, i32* %3, align 4, !tbaa !11
  %7 = load i32, i32* @g_live, align 4, !tbaa !4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @g_live, align 4, !tbaa !4
  %9 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = add nsw i32 %9, 1
  store i32 %12, i32* @g_nlog, align 4, !tbaa !4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %13
  store i32 %6, i32* %14, align 4, !tbaa !4
  br label %15

15:                                               ; preds = %2, %11
  ret %struct.Tracer* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = load i32, i32* @g_live, align 4, !tbaa !4
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @g_live, align 4, !tbaa !4
  %4 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %13

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !11
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @g_nlog, align 4, !tbaa !4
  %11 = sext i32 %4 to i64
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %11
  store i32 %9, i32* %12, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #8 {
  %2 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %3 = icmp slt i32 %2, 64
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1
  store i32 %5, i32* @g_nlog, align 4, !tbaa !4
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %6
  store i32 %0, i32* %7, align 4, !tbaa !4
  br label %8

8:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Error* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.IoError* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #9 comdat align 2 {
  ret i32 2
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca %struct.Error*, align 8
  %5 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0
  store i32 %1, i32* %5, align 4, !tbaa !11
  %6 = load i32, i32* @g_live, align 4, !tbaa !4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @g_live, align 4, !tbaa !4
  %8 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %9 = icmp slt i32 %8, 64
  br i1 %9, label %10, label %14

10:                                               ; preds = %2
  %11 = add nsw i32 %8, 1
  store i32 %11, i32* @g_nlog, align 4, !tbaa !4
  %12 = sext i32 %8 to i64
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12
  store i32 %1, i32* %13, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %10, %2
  %15 = phi i32 [ %11, %10 ], [ %8, %2 ]
  %16 = bitcast %struct.IoError* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %16)
  %17 = icmp slt i32 %1, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %14
  %19 = sub nsw i32 0, %1
  %20 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 0
  %21 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 1
  store i32 %1, i32* %21, align 8, !tbaa !18
  %22 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 2
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %22, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %20, align 8, !tbaa !20
  %23 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 1
  store i32 %19, i32* %23, align 8, !tbaa !14
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #13
          to label %24 unwind label %34

24:                                               ; preds = %18
  unreachable

25:                                               ; preds = %14
  %26 = shl nuw nsw i32 %1, 1
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %16)
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1
  store i32 %26, i32* %27, align 4, !tbaa !8
  %28 = icmp slt i32 %15, 64
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = add nsw i32 %15, 1
  store i32 %30, i32* @g_nlog, align 4, !tbaa !4
  %31 = sext i32 %15 to i64
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %31
  store i32 777, i32* %32, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %25, %29
  ret %struct.Holder* %0

34:                                               ; preds = %18
  %35 = cleanuppad within none []
  %36 = load i32, i32* @g_live, align 4, !tbaa !4
  %37 = add nsw i32 %36, -1
  store i32 %37, i32* @g_live, align 4, !tbaa !4
  %38 = load i32, i32* @g_nlog, align 4, !tbaa !4
  %39 = icmp slt i32 %38, 64
  br i1 %39, label %40, label %46

40:                                               ; preds = %34
  %41 = load i32, i32* %5, align 4, !tbaa !11
  %42 = sub nsw i32 0, %41
  %43 = add nsw i32 %38, 1
  store i32 %43, i32* @g_nlog, align 4, !tbaa !4
  %44 = sext i32 %38 to i64
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %44
  store i32 %42, i32* %45, align 4, !tbaa !4
  br label %46

46:                                               ; preds = %34, %40
  cleanupret from %35 unwind label %47

47:                                               ; preds = %46
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4]
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %50) ]
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %50) ]
  unreachable
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #11 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 4}
!9 = !{!"?AUHolder@@", !10, i64 0, !5, i64 4}
!10 = !{!"?AUTracer@@", !5, i64 0}
!11 = !{!10, !5, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !6, i64 0}
!14 = !{!15, !5, i64 24}
!15 = !{!"?AUIoError@@", !5, i64 24}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !6, i64 0}
!18 = !{!19, !5, i64 8}
!19 = !{!"?AUError@@", !5, i64 8, !13, i64 16}
!20 = !{!21, !21, i64 0}
!21 = !{!"vtable pointer", !7, i64 0}
!22 = !{!6, !6, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = !{!19, !13, i64 16}

; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 8
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 8
@rethrow_count = internal global i32 0, align 4, !dbg !68
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 8
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 8
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 4
@g_nlog = internal global i32 0, align 4, !dbg !70
@g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !72
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 4
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 8
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 4
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 4
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
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 4
@"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Error* (%struct.Error*, %struct.Error*)* @"??0Error@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Error*)* @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.IoError* (%struct.IoError*, %struct.IoError*)* @"??0IoError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.IoError*)* @"??1IoError@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 4
@"_CT??_R0PEAUError@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUError@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2PEAUError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 8
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
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 4
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4IoError@@6B@" to i8*), i8* bitcast (i8* (%struct.IoError*, i32)* @"??_GIoError@@UEAAPEAXI@Z" to i8*), i8* bitcast (i32 (%struct.IoError*)* @"?kind@IoError@@UEBAHXZ" to i8*)] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4IoError@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3IoError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 4

@"??_7Error@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !87 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !91, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %2, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %3, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %3, align 4, !dbg !95
  br label %7, !dbg !95

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !95
  %9 = icmp sle i32 %8, 7, !dbg !95
  br i1 %9, label %10, label %23, !dbg !95

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !96, metadata !DIExpression()), !dbg !99
  %11 = load i32, i32* %3, align 4, !dbg !99
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11), !dbg !99
  store i32 %12, i32* %4, align 4, !dbg !99
  %13 = load i32, i32* @g_live, align 4, !dbg !100
  %14 = load i32, i32* %4, align 4, !dbg !100
  %15 = load i32, i32* %3, align 4, !dbg !100
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15, i32 noundef %14, i32 noundef %13), !dbg !100
  %17 = load i32, i32* %4, align 4, !dbg !101
  %18 = load i32, i32* %2, align 4, !dbg !101
  %19 = add nsw i32 %18, %17, !dbg !101
  store i32 %19, i32* %2, align 4, !dbg !101
  br label %20, !dbg !102

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !103
  %22 = add nsw i32 %21, 1, !dbg !103
  store i32 %22, i32* %3, align 4, !dbg !103
  br label %7, !dbg !103, !llvm.loop !104

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !107
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !107
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25, i32 noundef %24), !dbg !107
  %27 = load i32, i32* @rethrow_count, align 4, !dbg !108
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27), !dbg !108
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4), !dbg !109
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5), !dbg !109
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %30, i32 noundef %29), !dbg !109
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !110, metadata !DIExpression()), !dbg !117
  %32 = call noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #11, !dbg !118
  %33 = load i32, i32* %2, align 4, !dbg !118
  %34 = add nsw i32 %33, %32, !dbg !118
  store i32 %34, i32* %2, align 4, !dbg !118
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0)), !dbg !119
  call void @llvm.dbg.declare(metadata i32* %6, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %6, align 4, !dbg !122
  br label %36, !dbg !122

36:                                               ; preds = %46, %23
  %37 = load i32, i32* %6, align 4, !dbg !122
  %38 = load i32, i32* @g_nlog, align 4, !dbg !122
  %39 = icmp slt i32 %37, %38, !dbg !122
  br i1 %39, label %40, label %49, !dbg !122

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !123
  %42 = sext i32 %41 to i64, !dbg !123
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %42, !dbg !123
  %44 = load i32, i32* %43, align 4, !dbg !123
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %44), !dbg !123
  br label %46, !dbg !123

46:                                               ; preds = %40
  %47 = load i32, i32* %6, align 4, !dbg !125
  %48 = add nsw i32 %47, 1, !dbg !125
  store i32 %48, i32* %6, align 4, !dbg !125
  br label %36, !dbg !125, !llvm.loop !126

49:                                               ; preds = %36
  %50 = load i32, i32* @g_live, align 4, !dbg !128
  %51 = load i32, i32* %2, align 4, !dbg !128
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %50), !dbg !128
  %53 = load i32, i32* @g_live, align 4, !dbg !129
  %54 = icmp eq i32 %53, 0, !dbg !129
  %55 = zext i1 %54 to i64, !dbg !129
  %56 = select i1 %54, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0), !dbg !129
  %57 = call i32 @puts(i8* noundef %56), !dbg !129
  ret i32 0, !dbg !130
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !131 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !132, metadata !DIExpression()), !dbg !133
  %11 = load i32, i32* %3, align 4, !dbg !134
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %76 unwind label %12, !dbg !134

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %36, label %49, label %65, label %74] unwind to caller, !dbg !136

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10], !dbg !136
  call void @llvm.dbg.declare(metadata i32* %10, metadata !137, metadata !DIExpression()), !dbg !138
  %16 = load i32, i32* %10, align 4, !dbg !139
  %17 = add nsw i32 100, %16, !dbg !139
  store i32 %17, i32* %2, align 4, !dbg !139
  catchret from %15 to label %83, !dbg !141

18:                                               ; preds = %12
  %19 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %9], !dbg !136
  call void @llvm.dbg.declare(metadata double* %9, metadata !142, metadata !DIExpression()), !dbg !144
  %20 = load double, double* %9, align 8, !dbg !145
  %21 = fmul double %20, 2.000000e+00, !dbg !145
  %22 = fptosi double %21 to i32, !dbg !145
  %23 = add nsw i32 200, %22, !dbg !145
  store i32 %23, i32* %2, align 4, !dbg !145
  catchret from %19 to label %82, !dbg !147

24:                                               ; preds = %12
  %25 = catchpad within %13 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8], !dbg !136
  call void @llvm.dbg.declare(metadata %struct.IoError** %8, metadata !148, metadata !DIExpression()), !dbg !150
  %26 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !151
  %27 = bitcast %struct.IoError* %26 to %struct.Error*, !dbg !151
  %28 = getelementptr inbounds %struct.Error, %struct.Error* %27, i32 0, i32 1, !dbg !151
  %29 = load i32, i32* %28, align 8, !dbg !151
  %30 = mul nsw i32 %29, 10, !dbg !151
  %31 = add nsw i32 300, %30, !dbg !151
  %32 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !151
  %33 = getelementptr inbounds %struct.IoError, %struct.IoError* %32, i32 0, i32 1, !dbg !151
  %34 = load i32, i32* %33, align 8, !dbg !151
  %35 = add nsw i32 %31, %34, !dbg !151
  store i32 %35, i32* %2, align 4, !dbg !151
  catchret from %25 to label %81, !dbg !153

36:                                               ; preds = %12
  %37 = catchpad within %13 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %7], !dbg !136
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !154, metadata !DIExpression()), !dbg !156
  %38 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !157
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %38, i32 0, i32 1, !dbg !157
  %40 = load i32, i32* %39, align 8, !dbg !157
  %41 = add nsw i32 400, %40, !dbg !157
  %42 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !157
  %43 = bitcast %struct.Error* %42 to i32 (%struct.Error*)***, !dbg !157
  %44 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %43, align 8, !dbg !157
  %45 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %44, i64 1, !dbg !157
  %46 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %45, align 8, !dbg !157
  %47 = call noundef i32 %46(%struct.Error* noundef nonnull align 8 dereferenceable(24) %42) [ "funclet"(token %37) ], !dbg !157
  %48 = add nsw i32 %41, %47, !dbg !157
  store i32 %48, i32* %2, align 4, !dbg !157
  catchret from %37 to label %80, !dbg !159

49:                                               ; preds = %12
  %50 = catchpad within %13 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %5], !dbg !136
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !160, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.declare(metadata i32* %6, metadata !163, metadata !DIExpression()), !dbg !165
  %51 = load %struct.Error*, %struct.Error** %5, align 8, !dbg !165
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %51, i32 0, i32 1, !dbg !165
  %53 = load i32, i32* %52, align 8, !dbg !165
  %54 = add nsw i32 500, %53, !dbg !165
  store i32 %54, i32* %6, align 4, !dbg !165
  %55 = load %struct.Error*, %struct.Error** %5, align 8, !dbg !166
  %56 = icmp eq %struct.Error* %55, null, !dbg !166
  br i1 %56, label %63, label %57, !dbg !166

57:                                               ; preds = %49
  %58 = bitcast %struct.Error* %55 to i8* (%struct.Error*, i32)***, !dbg !166
  %59 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %58, align 8, !dbg !166
  %60 = getelementptr inbounds i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %59, i64 0, !dbg !166
  %61 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %60, align 8, !dbg !166
  %62 = call noundef i8* %61(%struct.Error* noundef nonnull align 8 dereferenceable(24) %55, i32 noundef 1) #11 [ "funclet"(token %50) ], !dbg !166
  br label %63, !dbg !166

63:                                               ; preds = %57, %49
  %64 = load i32, i32* %6, align 4, !dbg !167
  store i32 %64, i32* %2, align 4, !dbg !167
  catchret from %50 to label %79, !dbg !168

65:                                               ; preds = %12
  %66 = catchpad within %13 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %4], !dbg !136
  call void @llvm.dbg.declare(metadata i8** %4, metadata !169, metadata !DIExpression()), !dbg !170
  %67 = load i8*, i8** %4, align 8, !dbg !171
  %68 = getelementptr inbounds i8, i8* %67, i64 0, !dbg !171
  %69 = load i8, i8* %68, align 1, !dbg !171
  %70 = sext i8 %69 to i32, !dbg !171
  %71 = icmp eq i32 %70, 99, !dbg !171
  %72 = zext i1 %71 to i32, !dbg !171
  %73 = add nsw i32 600, %72, !dbg !171
  store i32 %73, i32* %2, align 4, !dbg !171
  catchret from %66 to label %78, !dbg !173

74:                                               ; preds = %12
  %75 = catchpad within %13 [i8* null, i32 64, i8* null], !dbg !136
  store i32 999, i32* %2, align 4, !dbg !174
  catchret from %75 to label %77, !dbg !176

76:                                               ; preds = %1
  br label %84, !dbg !136

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
  store i32 0, i32* %2, align 4, !dbg !177
  br label %85, !dbg !177

85:                                               ; preds = %84, %83, %82, %81, %80, %79, %78, %77
  %86 = load i32, i32* %2, align 4, !dbg !178
  ret i32 %86, !dbg !178
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !179 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 8
  %6 = alloca %struct.Error*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %3, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %3, align 4, !dbg !183
  %7 = load i32, i32* %2, align 4, !dbg !184
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %35 unwind label %8, !dbg !184

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %19, !dbg !187

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4], !dbg !187
  call void @llvm.dbg.declare(metadata i32* %4, metadata !188, metadata !DIExpression()), !dbg !189
  %12 = load i32, i32* %4, align 4, !dbg !190
  %13 = load i32, i32* %3, align 4, !dbg !190
  %14 = add nsw i32 %13, %12, !dbg !190
  store i32 %14, i32* %3, align 4, !dbg !190
  %15 = load i32, i32* %4, align 4, !dbg !192
  %16 = add nsw i32 %15, 1, !dbg !192
  %17 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %16, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0)) [ "funclet"(token %11) ], !dbg !192
  %18 = bitcast %struct.Error* %5 to i8*, !dbg !192
  invoke void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @"_TI1?AUError@@") #12 [ "funclet"(token %11) ]
          to label %37 unwind label %19, !dbg !192

19:                                               ; preds = %10, %8
  %20 = catchswitch within none [label %21, label %32] unwind to caller, !dbg !193

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %6], !dbg !193
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !194, metadata !DIExpression()), !dbg !195
  %23 = load %struct.Error*, %struct.Error** %6, align 8, !dbg !196
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %23, i32 0, i32 1, !dbg !196
  %25 = load i32, i32* %24, align 8, !dbg !196
  %26 = mul nsw i32 %25, 100, !dbg !196
  %27 = load i32, i32* %3, align 4, !dbg !196
  %28 = add nsw i32 %27, %26, !dbg !196
  store i32 %28, i32* %3, align 4, !dbg !196
  catchret from %22 to label %29, !dbg !198

29:                                               ; preds = %21
  br label %30, !dbg !198

30:                                               ; preds = %29, %34, %36
  %31 = load i32, i32* %3, align 4, !dbg !199
  ret i32 %31, !dbg !199

32:                                               ; preds = %19
  %33 = catchpad within %20 [i8* null, i32 64, i8* null], !dbg !193
  store i32 -1, i32* %3, align 4, !dbg !200
  catchret from %33 to label %34, !dbg !202

34:                                               ; preds = %32
  br label %30, !dbg !202

35:                                               ; preds = %1
  br label %36, !dbg !187

36:                                               ; preds = %35
  br label %30, !dbg !193

37:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !203 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !204, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !206, metadata !DIExpression()), !dbg !208
  %6 = load i32, i32* %3, align 4, !dbg !208
  %7 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8, !dbg !208

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller, !dbg !209

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %5], !dbg !209
  call void @llvm.dbg.declare(metadata %struct.IoError** %5, metadata !210, metadata !DIExpression()), !dbg !211
  %12 = load %struct.IoError*, %struct.IoError** %5, align 8, !dbg !212
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1, !dbg !212
  %14 = load i32, i32* %13, align 8, !dbg !212
  %15 = add nsw i32 -1000, %14, !dbg !212
  store i32 %15, i32* %2, align 4, !dbg !212
  catchret from %11 to label %19, !dbg !214

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !215
  %18 = load i32, i32* %17, align 4, !dbg !215
  store i32 %18, i32* %2, align 4, !dbg !215
  call void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #11, !dbg !209
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !214
  unreachable, !dbg !214

21:                                               ; preds = %19, %16
  %22 = load i32, i32* %2, align 4, !dbg !216
  ret i32 %22, !dbg !216
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?f@NoThrow@@QEAAHH@Z"(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !217 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.NoThrow*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !218, metadata !DIExpression()), !dbg !219
  store %struct.NoThrow* %0, %struct.NoThrow** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %4, metadata !220, metadata !DIExpression()), !dbg !222
  %5 = load %struct.NoThrow*, %struct.NoThrow** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !219
  %7 = add nsw i32 %6, 1, !dbg !219
  ret i32 %7, !dbg !219
}

declare dso_local i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !223 {
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
  call void @llvm.dbg.declare(metadata i32* %2, metadata !226, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !228, metadata !DIExpression()), !dbg !229
  %11 = load i32, i32* %2, align 4, !dbg !229
  %12 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11), !dbg !229
  %13 = load i32, i32* %2, align 4, !dbg !230
  switch i32 %13, label %41 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %18
    i32 3, label %22
    i32 4, label %26
    i32 5, label %35
    i32 6, label %37
  ], !dbg !230

14:                                               ; preds = %1
  store i32 42, i32* %4, align 4, !dbg !231
  %15 = bitcast i32* %4 to i8*, !dbg !231
  invoke void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @_TI1H) #12
          to label %45 unwind label %43, !dbg !231

16:                                               ; preds = %1
  store double 3.500000e+00, double* %5, align 8, !dbg !233
  %17 = bitcast double* %5 to i8*, !dbg !233
  invoke void @_CxxThrowException(i8* %17, %eh.ThrowInfo* @_TI1N) #12
          to label %45 unwind label %43, !dbg !233

18:                                               ; preds = %1
  %19 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0))
          to label %20 unwind label %43, !dbg !234

20:                                               ; preds = %18
  %21 = bitcast %struct.Error* %6 to i8*, !dbg !234
  invoke void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI1?AUError@@") #12
          to label %45 unwind label %43, !dbg !234

22:                                               ; preds = %1
  %23 = invoke noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 9, i32 noundef 3)
          to label %24 unwind label %43, !dbg !235

24:                                               ; preds = %22
  %25 = bitcast %struct.IoError* %7 to i8*, !dbg !235
  invoke void @_CxxThrowException(i8* %25, %eh.ThrowInfo* @"_TI2?AUIoError@@") #12
          to label %45 unwind label %43, !dbg !235

26:                                               ; preds = %1
  %27 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
          to label %28 unwind label %43, !dbg !236, !heapallocsite !21

28:                                               ; preds = %26
  %29 = bitcast i8* %27 to %struct.Error*, !dbg !236
  %30 = invoke noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %29, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0))
          to label %31 unwind label %33, !dbg !236

31:                                               ; preds = %28
  store %struct.Error* %29, %struct.Error** %8, align 8, !dbg !236
  %32 = bitcast %struct.Error** %8 to i8*, !dbg !236
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI2PEAUError@@") #12
          to label %45 unwind label %43, !dbg !236

33:                                               ; preds = %28
  %34 = cleanuppad within none [], !dbg !236
  call void @"??3@YAXPEAX@Z"(i8* noundef %27) #14 [ "funclet"(token %34) ], !dbg !236
  cleanupret from %34 unwind label %43, !dbg !236

35:                                               ; preds = %1
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %9, align 8, !dbg !237
  %36 = bitcast i8** %9 to i8*, !dbg !237
  invoke void @_CxxThrowException(i8* %36, %eh.ThrowInfo* @_TIC2PEAD) #12
          to label %45 unwind label %43, !dbg !237

37:                                               ; preds = %1
  %38 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %39 unwind label %43, !dbg !238

39:                                               ; preds = %37
  %40 = bitcast %struct.Tracer* %10 to i8*, !dbg !238
  invoke void @_CxxThrowException(i8* %40, %eh.ThrowInfo* @"_TI1?AUTracer@@") #12
          to label %45 unwind label %43, !dbg !238

41:                                               ; preds = %1
  br label %42, !dbg !239

42:                                               ; preds = %41
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11, !dbg !240
  ret void, !dbg !240

43:                                               ; preds = %39, %37, %35, %31, %33, %26, %24, %22, %20, %18, %16, %14
  %44 = cleanuppad within none [], !dbg !240
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %44) ], !dbg !240
  cleanupret from %44 unwind to caller, !dbg !240

45:                                               ; preds = %39, %35, %31, %24, %20, %16, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !241 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Tracer*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !242, metadata !DIExpression()), !dbg !243
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %4, metadata !244, metadata !DIExpression()), !dbg !246
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !243
  %7 = load i32, i32* %3, align 4, !dbg !243
  store i32 %7, i32* %6, align 4, !dbg !243
  %8 = load i32, i32* @g_live, align 4, !dbg !247
  %9 = add nsw i32 %8, 1, !dbg !247
  store i32 %9, i32* @g_live, align 4, !dbg !247
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !247
  %11 = load i32, i32* %10, align 4, !dbg !247
  call void @"?note@@YAXH@Z"(i32 noundef %11), !dbg !247
  ret %struct.Tracer* %5, !dbg !243
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #6 comdat align 2 !dbg !249 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Error*, align 8
  store i8* %2, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !252, metadata !DIExpression()), !dbg !251
  store %struct.Error* %0, %struct.Error** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !253, metadata !DIExpression()), !dbg !254
  %7 = load %struct.Error*, %struct.Error** %6, align 8
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !251
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %8, align 8, !dbg !251
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !251
  %10 = load i32, i32* %5, align 4, !dbg !251
  store i32 %10, i32* %9, align 8, !dbg !251
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !251
  %12 = load i8*, i8** %4, align 8, !dbg !251
  store i8* %12, i8** %11, align 8, !dbg !251
  ret %struct.Error* %7, !dbg !251
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #6 comdat align 2 !dbg !255 {
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.Error*, align 8
  store %struct.Error* %1, %struct.Error** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %3, metadata !260, metadata !DIExpression()), !dbg !261
  store %struct.Error* %0, %struct.Error** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !262, metadata !DIExpression()), !dbg !261
  %5 = load %struct.Error*, %struct.Error** %4, align 8
  %6 = bitcast %struct.Error* %5 to i32 (...)***, !dbg !263
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %6, align 8, !dbg !263
  %7 = getelementptr inbounds %struct.Error, %struct.Error* %5, i32 0, i32 1, !dbg !263
  %8 = load %struct.Error*, %struct.Error** %3, align 8, !dbg !263
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %8, i32 0, i32 1, !dbg !263
  %10 = bitcast i32* %7 to i8*, !dbg !263
  %11 = bitcast i32* %9 to i8*, !dbg !263
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %10, i8* align 8 %11, i64 16, i1 false), !dbg !263
  ret %struct.Error* %5, !dbg !263
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !264 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !265, metadata !DIExpression()), !dbg !266
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret void, !dbg !267
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 comdat align 2 !dbg !268 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.IoError*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !269, metadata !DIExpression()), !dbg !270
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !271, metadata !DIExpression()), !dbg !270
  store %struct.IoError* %0, %struct.IoError** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %6, metadata !272, metadata !DIExpression()), !dbg !274
  %7 = load %struct.IoError*, %struct.IoError** %6, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !270
  %9 = load i32, i32* %5, align 4, !dbg !270
  %10 = call noundef %struct.Error* @"??0Error@@QEAA@HPEBD@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0)), !dbg !270
  %11 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !270
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %11, align 8, !dbg !270
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !270
  %13 = load i32, i32* %4, align 4, !dbg !270
  store i32 %13, i32* %12, align 8, !dbg !270
  ret %struct.IoError* %7, !dbg !270
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #6 comdat align 2 !dbg !275 {
  %3 = alloca %struct.IoError*, align 8
  %4 = alloca %struct.IoError*, align 8
  store %struct.IoError* %1, %struct.IoError** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %3, metadata !279, metadata !DIExpression()), !dbg !280
  store %struct.IoError* %0, %struct.IoError** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !281, metadata !DIExpression()), !dbg !280
  %5 = load %struct.IoError*, %struct.IoError** %4, align 8
  %6 = bitcast %struct.IoError* %5 to %struct.Error*, !dbg !282
  %7 = load %struct.IoError*, %struct.IoError** %3, align 8, !dbg !282
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !282
  %9 = call noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6, %struct.Error* noundef nonnull align 8 dereferenceable(24) %8) #11, !dbg !282
  %10 = bitcast %struct.IoError* %5 to i32 (...)***, !dbg !282
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !282
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i32 0, i32 1, !dbg !282
  %12 = load %struct.IoError*, %struct.IoError** %3, align 8, !dbg !282
  %13 = getelementptr inbounds %struct.IoError, %struct.IoError* %12, i32 0, i32 1, !dbg !282
  %14 = load i32, i32* %13, align 8, !dbg !282
  store i32 %14, i32* %11, align 8, !dbg !282
  ret %struct.IoError* %5, !dbg !282
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !283 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !287, metadata !DIExpression()), !dbg !288
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !289
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !289
  ret void, !dbg !291
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 !dbg !292 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %1, %struct.Tracer** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !293, metadata !DIExpression()), !dbg !294
  store %struct.Tracer* %0, %struct.Tracer** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %4, metadata !295, metadata !DIExpression()), !dbg !296
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !294
  %7 = load %struct.Tracer*, %struct.Tracer** %3, align 8, !dbg !294
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %7, i32 0, i32 0, !dbg !294
  %9 = load i32, i32* %8, align 4, !dbg !294
  %10 = add nsw i32 %9, 1000, !dbg !294
  store i32 %10, i32* %6, align 4, !dbg !294
  %11 = load i32, i32* @g_live, align 4, !dbg !297
  %12 = add nsw i32 %11, 1, !dbg !297
  store i32 %12, i32* @g_live, align 4, !dbg !297
  %13 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !297
  %14 = load i32, i32* %13, align 4, !dbg !297
  call void @"?note@@YAXH@Z"(i32 noundef %14), !dbg !297
  ret %struct.Tracer* %5, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !299 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !300, metadata !DIExpression()), !dbg !301
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = load i32, i32* @g_live, align 4, !dbg !302
  %5 = add nsw i32 %4, -1, !dbg !302
  store i32 %5, i32* @g_live, align 4, !dbg !302
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !302
  %7 = load i32, i32* %6, align 4, !dbg !302
  %8 = sub nsw i32 0, %7, !dbg !302
  call void @"?note@@YAXH@Z"(i32 noundef %8), !dbg !302
  ret void, !dbg !304
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #4 !dbg !305 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !306, metadata !DIExpression()), !dbg !307
  %3 = load i32, i32* @g_nlog, align 4, !dbg !308
  %4 = icmp slt i32 %3, 64, !dbg !308
  br i1 %4, label %5, label %11, !dbg !308

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !309
  %7 = load i32, i32* @g_nlog, align 4, !dbg !309
  %8 = add nsw i32 %7, 1, !dbg !309
  store i32 %8, i32* @g_nlog, align 4, !dbg !309
  %9 = sext i32 %7 to i64, !dbg !309
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %9, !dbg !309
  store i32 %6, i32* %10, align 4, !dbg !309
  br label %11, !dbg !309

11:                                               ; preds = %5, %1
  ret void, !dbg !311
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !312 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !313, metadata !DIExpression()), !dbg !314
  store %struct.Error* %0, %struct.Error** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !315, metadata !DIExpression()), !dbg !314
  %6 = load %struct.Error*, %struct.Error** %5, align 8
  %7 = bitcast %struct.Error* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !316
  %9 = icmp eq i32 %8, 0, !dbg !316
  br i1 %9, label %12, label %10, !dbg !316

10:                                               ; preds = %2
  %11 = bitcast %struct.Error* %6 to i8*, !dbg !316
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14, !dbg !316
  br label %12, !dbg !316

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !316
  ret i8* %13, !dbg !316
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !317 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !318, metadata !DIExpression()), !dbg !320
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret i32 1, !dbg !321
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !322 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.IoError*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !323, metadata !DIExpression()), !dbg !324
  store %struct.IoError* %0, %struct.IoError** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %5, metadata !325, metadata !DIExpression()), !dbg !324
  %6 = load %struct.IoError*, %struct.IoError** %5, align 8
  %7 = bitcast %struct.IoError* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1IoError@@UEAA@XZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %6) #11, !dbg !326
  %9 = icmp eq i32 %8, 0, !dbg !326
  br i1 %9, label %12, label %10, !dbg !326

10:                                               ; preds = %2
  %11 = bitcast %struct.IoError* %6 to i8*, !dbg !326
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14, !dbg !326
  br label %12, !dbg !326

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !326
  ret i8* %13, !dbg !326
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 !dbg !327 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !328, metadata !DIExpression()), !dbg !330
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  ret i32 2, !dbg !331
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !332 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !333, metadata !DIExpression()), !dbg !334
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !335, metadata !DIExpression()), !dbg !336
  %4 = load i32, i32* %2, align 4, !dbg !336
  %5 = add nsw i32 50, %4, !dbg !336
  %6 = call noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5), !dbg !336
  %7 = load i32, i32* %2, align 4, !dbg !337
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8, !dbg !337

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16, !dbg !339

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* null, i32 64, i8* null], !dbg !339
  %12 = load i32, i32* @rethrow_count, align 4, !dbg !340
  %13 = add nsw i32 %12, 1, !dbg !340
  store i32 %13, i32* @rethrow_count, align 4, !dbg !340
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #12 [ "funclet"(token %11) ]
          to label %18 unwind label %16, !dbg !342

14:                                               ; preds = %1
  br label %15, !dbg !339

15:                                               ; preds = %14
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11, !dbg !343
  ret void, !dbg !343

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none [], !dbg !343
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %17) ], !dbg !343
  cleanupret from %17 unwind to caller, !dbg !343

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !344 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder*, align 8
  %5 = alloca %struct.Error*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !345, metadata !DIExpression()), !dbg !346
  store %struct.Holder* %0, %struct.Holder** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %4, metadata !347, metadata !DIExpression()), !dbg !349
  %6 = load %struct.Holder*, %struct.Holder** %4, align 8
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 0, !dbg !346
  %8 = load i32, i32* %3, align 4, !dbg !346
  %9 = invoke noundef %struct.Tracer* @"??0Tracer@@QEAA@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17, !dbg !346

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %6, i32 0, i32 1, !dbg !346
  %12 = load i32, i32* %3, align 4, !dbg !346
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15, !dbg !346

14:                                               ; preds = %10
  store i32 %13, i32* %11, align 4, !dbg !346
  call void @"?note@@YAXH@Z"(i32 noundef 777), !dbg !350
  br label %21, !dbg !352

15:                                               ; preds = %10
  %16 = cleanuppad within none [], !dbg !352
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %7) #11 [ "funclet"(token %16) ], !dbg !352
  cleanupret from %16 unwind label %17, !dbg !352

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller, !dbg !352

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %5], !dbg !352
  call void @llvm.dbg.declare(metadata %struct.Error** %5, metadata !353, metadata !DIExpression()), !dbg !354
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ], !dbg !355
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %20) ], !dbg !357
  unreachable, !dbg !357

21:                                               ; preds = %14
  ret %struct.Holder* %6, !dbg !358
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !359 {
  %2 = alloca %struct.Holder*, align 8
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !363, metadata !DIExpression()), !dbg !364
  %3 = load %struct.Holder*, %struct.Holder** %2, align 8
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !365
  call void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #11, !dbg !365
  ret void, !dbg !367
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #2 comdat align 2 !dbg !368 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !369, metadata !DIExpression()), !dbg !370
  %4 = load i32, i32* %2, align 4, !dbg !371
  %5 = icmp slt i32 %4, 0, !dbg !371
  br i1 %5, label %6, label %12, !dbg !371

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !372
  %8 = sub nsw i32 0, %7, !dbg !372
  %9 = load i32, i32* %2, align 4, !dbg !372
  %10 = call noundef %struct.IoError* @"??0IoError@@QEAA@HH@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %9, i32 noundef %8), !dbg !372
  %11 = bitcast %struct.IoError* %3 to i8*, !dbg !372
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI2?AUIoError@@") #12, !dbg !372
  unreachable, !dbg !372

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4, !dbg !374
  %14 = mul nsw i32 %13, 2, !dbg !374
  ret i32 %14, !dbg !374
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

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
!80 = !{i32 1, !"branch-target-enforcement", i32 0}
!81 = !{i32 1, !"sign-return-address", i32 0}
!82 = !{i32 1, !"sign-return-address-all", i32 0}
!83 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!84 = !{i32 7, !"PIC Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 1}
!86 = !{!"Debian clang version 14.0.6"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !88, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5}
!90 = !{}
!91 = !DILocalVariable(name: "total", scope: !87, file: !3, line: 135, type: !5)
!92 = !DILocation(line: 135, scope: !87)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 136, type: !5)
!94 = distinct !DILexicalBlock(scope: !87, file: !3, line: 136)
!95 = !DILocation(line: 136, scope: !94)
!96 = !DILocalVariable(name: "c", scope: !97, file: !3, line: 137, type: !5)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 136)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 136)
!99 = !DILocation(line: 137, scope: !97)
!100 = !DILocation(line: 138, scope: !97)
!101 = !DILocation(line: 139, scope: !97)
!102 = !DILocation(line: 140, scope: !97)
!103 = !DILocation(line: 136, scope: !98)
!104 = distinct !{!104, !95, !105, !106}
!105 = !DILocation(line: 140, scope: !94)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 141, scope: !87)
!108 = !DILocation(line: 142, scope: !87)
!109 = !DILocation(line: 143, scope: !87)
!110 = !DILocalVariable(name: "nt", scope: !87, file: !3, line: 144, type: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !112, identifier: ".?AUNoThrow@@")
!112 = !{!113}
!113 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !111, file: !3, line: 131, type: !114, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !116, !5}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!117 = !DILocation(line: 144, scope: !87)
!118 = !DILocation(line: 145, scope: !87)
!119 = !DILocation(line: 146, scope: !87)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 147, type: !5)
!121 = distinct !DILexicalBlock(scope: !87, file: !3, line: 147)
!122 = !DILocation(line: 147, scope: !121)
!123 = !DILocation(line: 148, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 147)
!125 = !DILocation(line: 147, scope: !124)
!126 = distinct !{!126, !122, !127, !106}
!127 = !DILocation(line: 148, scope: !121)
!128 = !DILocation(line: 149, scope: !87)
!129 = !DILocation(line: 150, scope: !87)
!130 = !DILocation(line: 151, scope: !87)
!131 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !61, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!132 = !DILocalVariable(name: "how", arg: 1, scope: !131, file: !3, line: 54, type: !5)
!133 = !DILocation(line: 54, scope: !131)
!134 = !DILocation(line: 56, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 55)
!136 = !DILocation(line: 57, scope: !135)
!137 = !DILocalVariable(name: "v", scope: !131, file: !3, line: 57, type: !5)
!138 = !DILocation(line: 57, scope: !131)
!139 = !DILocation(line: 58, scope: !140)
!140 = distinct !DILexicalBlock(scope: !131, file: !3, line: 57)
!141 = !DILocation(line: 59, scope: !140)
!142 = !DILocalVariable(name: "d", scope: !131, file: !3, line: 59, type: !143)
!143 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!144 = !DILocation(line: 59, scope: !131)
!145 = !DILocation(line: 60, scope: !146)
!146 = distinct !DILexicalBlock(scope: !131, file: !3, line: 59)
!147 = !DILocation(line: 61, scope: !146)
!148 = !DILocalVariable(name: "e", scope: !131, file: !3, line: 61, type: !149)
!149 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!150 = !DILocation(line: 61, scope: !131)
!151 = !DILocation(line: 62, scope: !152)
!152 = distinct !DILexicalBlock(scope: !131, file: !3, line: 61)
!153 = !DILocation(line: 63, scope: !152)
!154 = !DILocalVariable(name: "e", scope: !131, file: !3, line: 63, type: !155)
!155 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!156 = !DILocation(line: 63, scope: !131)
!157 = !DILocation(line: 64, scope: !158)
!158 = distinct !DILexicalBlock(scope: !131, file: !3, line: 63)
!159 = !DILocation(line: 65, scope: !158)
!160 = !DILocalVariable(name: "p", scope: !131, file: !3, line: 65, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!162 = !DILocation(line: 65, scope: !131)
!163 = !DILocalVariable(name: "r", scope: !164, file: !3, line: 66, type: !5)
!164 = distinct !DILexicalBlock(scope: !131, file: !3, line: 65)
!165 = !DILocation(line: 66, scope: !164)
!166 = !DILocation(line: 67, scope: !164)
!167 = !DILocation(line: 68, scope: !164)
!168 = !DILocation(line: 69, scope: !164)
!169 = !DILocalVariable(name: "s", scope: !131, file: !3, line: 69, type: !28)
!170 = !DILocation(line: 69, scope: !131)
!171 = !DILocation(line: 70, scope: !172)
!172 = distinct !DILexicalBlock(scope: !131, file: !3, line: 69)
!173 = !DILocation(line: 71, scope: !172)
!174 = !DILocation(line: 72, scope: !175)
!175 = distinct !DILexicalBlock(scope: !131, file: !3, line: 71)
!176 = !DILocation(line: 73, scope: !175)
!177 = !DILocation(line: 74, scope: !131)
!178 = !DILocation(line: 75, scope: !131)
!179 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !61, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!180 = !DILocalVariable(name: "how", arg: 1, scope: !179, file: !3, line: 89, type: !5)
!181 = !DILocation(line: 89, scope: !179)
!182 = !DILocalVariable(name: "r", scope: !179, file: !3, line: 90, type: !5)
!183 = !DILocation(line: 90, scope: !179)
!184 = !DILocation(line: 93, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 92)
!186 = distinct !DILexicalBlock(scope: !179, file: !3, line: 91)
!187 = !DILocation(line: 94, scope: !185)
!188 = !DILocalVariable(name: "v", scope: !186, file: !3, line: 94, type: !5)
!189 = !DILocation(line: 94, scope: !186)
!190 = !DILocation(line: 95, scope: !191)
!191 = distinct !DILexicalBlock(scope: !186, file: !3, line: 94)
!192 = !DILocation(line: 96, scope: !191)
!193 = !DILocation(line: 98, scope: !186)
!194 = !DILocalVariable(name: "e", scope: !179, file: !3, line: 98, type: !155)
!195 = !DILocation(line: 98, scope: !179)
!196 = !DILocation(line: 99, scope: !197)
!197 = distinct !DILexicalBlock(scope: !179, file: !3, line: 98)
!198 = !DILocation(line: 100, scope: !197)
!199 = !DILocation(line: 103, scope: !179)
!200 = !DILocation(line: 101, scope: !201)
!201 = distinct !DILexicalBlock(scope: !179, file: !3, line: 100)
!202 = !DILocation(line: 102, scope: !201)
!203 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !61, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!204 = !DILocalVariable(name: "x", arg: 1, scope: !203, file: !3, line: 123, type: !5)
!205 = !DILocation(line: 123, scope: !203)
!206 = !DILocalVariable(name: "h", scope: !207, file: !3, line: 124, type: !56)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 123)
!208 = !DILocation(line: 124, scope: !207)
!209 = !DILocation(line: 126, scope: !207)
!210 = !DILocalVariable(name: "e", scope: !203, file: !3, line: 126, type: !149)
!211 = !DILocation(line: 126, scope: !203)
!212 = !DILocation(line: 127, scope: !213)
!213 = distinct !DILexicalBlock(scope: !203, file: !3, line: 126)
!214 = !DILocation(line: 128, scope: !213)
!215 = !DILocation(line: 125, scope: !207)
!216 = !DILocation(line: 128, scope: !203)
!217 = distinct !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !111, file: !3, line: 131, type: !114, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !113, retainedNodes: !90)
!218 = !DILocalVariable(name: "x", arg: 2, scope: !217, file: !3, line: 131, type: !5)
!219 = !DILocation(line: 131, scope: !217)
!220 = !DILocalVariable(name: "this", arg: 1, scope: !217, type: !221, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!222 = !DILocation(line: 0, scope: !217)
!223 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !224, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !5}
!226 = !DILocalVariable(name: "how", arg: 1, scope: !223, file: !3, line: 40, type: !5)
!227 = !DILocation(line: 40, scope: !223)
!228 = !DILocalVariable(name: "t", scope: !223, file: !3, line: 41, type: !6)
!229 = !DILocation(line: 41, scope: !223)
!230 = !DILocation(line: 42, scope: !223)
!231 = !DILocation(line: 43, scope: !232)
!232 = distinct !DILexicalBlock(scope: !223, file: !3, line: 42)
!233 = !DILocation(line: 44, scope: !232)
!234 = !DILocation(line: 45, scope: !232)
!235 = !DILocation(line: 46, scope: !232)
!236 = !DILocation(line: 47, scope: !232)
!237 = !DILocation(line: 48, scope: !232)
!238 = !DILocation(line: 49, scope: !232)
!239 = !DILocation(line: 50, scope: !232)
!240 = !DILocation(line: 52, scope: !223)
!241 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !90)
!242 = !DILocalVariable(name: "i", arg: 2, scope: !241, file: !3, line: 21, type: !5)
!243 = !DILocation(line: 21, scope: !241)
!244 = !DILocalVariable(name: "this", arg: 1, scope: !241, type: !245, flags: DIFlagArtificial | DIFlagObjectPointer)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!246 = !DILocation(line: 0, scope: !241)
!247 = !DILocation(line: 21, scope: !248)
!248 = distinct !DILexicalBlock(scope: !241, file: !3, line: 21)
!249 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !31, retainedNodes: !90)
!250 = !DILocalVariable(name: "w", arg: 3, scope: !249, file: !3, line: 29, type: !28)
!251 = !DILocation(line: 29, scope: !249)
!252 = !DILocalVariable(name: "c", arg: 2, scope: !249, file: !3, line: 29, type: !5)
!253 = !DILocalVariable(name: "this", arg: 1, scope: !249, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!254 = !DILocation(line: 0, scope: !249)
!255 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !21, file: !3, line: 26, type: !256, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !259, retainedNodes: !90)
!256 = !DISubroutineType(types: !257)
!257 = !{null, !34, !258}
!258 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!259 = !DISubprogram(name: "Error", scope: !21, type: !256, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!260 = !DILocalVariable(arg: 2, scope: !255, type: !258)
!261 = !DILocation(line: 0, scope: !255)
!262 = !DILocalVariable(name: "this", arg: 1, scope: !255, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!263 = !DILocation(line: 26, scope: !255)
!264 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !35, retainedNodes: !90)
!265 = !DILocalVariable(name: "this", arg: 1, scope: !264, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!266 = !DILocation(line: 0, scope: !264)
!267 = !DILocation(line: 30, scope: !264)
!268 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !47, retainedNodes: !90)
!269 = !DILocalVariable(name: "f", arg: 3, scope: !268, file: !3, line: 36, type: !5)
!270 = !DILocation(line: 36, scope: !268)
!271 = !DILocalVariable(name: "c", arg: 2, scope: !268, file: !3, line: 36, type: !5)
!272 = !DILocalVariable(name: "this", arg: 1, scope: !268, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!274 = !DILocation(line: 0, scope: !268)
!275 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !43, file: !3, line: 34, type: !276, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !278, retainedNodes: !90)
!276 = !DISubroutineType(types: !277)
!277 = !{null, !50, !149}
!278 = !DISubprogram(name: "IoError", scope: !43, type: !276, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!279 = !DILocalVariable(arg: 2, scope: !275, type: !149)
!280 = !DILocation(line: 0, scope: !275)
!281 = !DILocalVariable(name: "this", arg: 1, scope: !275, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DILocation(line: 34, scope: !275)
!283 = distinct !DISubprogram(name: "~IoError", linkageName: "??1IoError@@UEAA@XZ", scope: !43, file: !3, line: 34, type: !284, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !286, retainedNodes: !90)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !50}
!286 = !DISubprogram(name: "~IoError", scope: !43, type: !284, containingType: !43, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!287 = !DILocalVariable(name: "this", arg: 1, scope: !283, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!288 = !DILocation(line: 0, scope: !283)
!289 = !DILocation(line: 34, scope: !290)
!290 = distinct !DILexicalBlock(scope: !283, file: !3, line: 34)
!291 = !DILocation(line: 34, scope: !283)
!292 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !13, retainedNodes: !90)
!293 = !DILocalVariable(name: "o", arg: 2, scope: !292, file: !3, line: 22, type: !16)
!294 = !DILocation(line: 22, scope: !292)
!295 = !DILocalVariable(name: "this", arg: 1, scope: !292, type: !245, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DILocation(line: 0, scope: !292)
!297 = !DILocation(line: 22, scope: !298)
!298 = distinct !DILexicalBlock(scope: !292, file: !3, line: 22)
!299 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !90)
!300 = !DILocalVariable(name: "this", arg: 1, scope: !299, type: !245, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = !DILocation(line: 0, scope: !299)
!302 = !DILocation(line: 23, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !3, line: 23)
!304 = !DILocation(line: 23, scope: !299)
!305 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !224, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!306 = !DILocalVariable(name: "v", arg: 1, scope: !305, file: !3, line: 14, type: !5)
!307 = !DILocation(line: 14, scope: !305)
!308 = !DILocation(line: 15, scope: !305)
!309 = !DILocation(line: 16, scope: !310)
!310 = distinct !DILexicalBlock(scope: !305, file: !3, line: 15)
!311 = !DILocation(line: 17, scope: !305)
!312 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !35, retainedNodes: !90)
!313 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !312, type: !5, flags: DIFlagArtificial)
!314 = !DILocation(line: 0, scope: !312)
!315 = !DILocalVariable(name: "this", arg: 1, scope: !312, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!316 = !DILocation(line: 30, scope: !312)
!317 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !38, retainedNodes: !90)
!318 = !DILocalVariable(name: "this", arg: 1, scope: !317, type: !319, flags: DIFlagArtificial | DIFlagObjectPointer)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!320 = !DILocation(line: 0, scope: !317)
!321 = !DILocation(line: 31, scope: !317)
!322 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !43, file: !3, line: 34, type: !284, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !286, retainedNodes: !90)
!323 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !322, type: !5, flags: DIFlagArtificial)
!324 = !DILocation(line: 0, scope: !322)
!325 = !DILocalVariable(name: "this", arg: 1, scope: !322, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DILocation(line: 34, scope: !322)
!327 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !51, retainedNodes: !90)
!328 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!330 = !DILocation(line: 0, scope: !327)
!331 = !DILocation(line: 37, scope: !327)
!332 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !224, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !90)
!333 = !DILocalVariable(name: "how", arg: 1, scope: !332, file: !3, line: 79, type: !5)
!334 = !DILocation(line: 79, scope: !332)
!335 = !DILocalVariable(name: "t", scope: !332, file: !3, line: 80, type: !6)
!336 = !DILocation(line: 80, scope: !332)
!337 = !DILocation(line: 82, scope: !338)
!338 = distinct !DILexicalBlock(scope: !332, file: !3, line: 81)
!339 = !DILocation(line: 83, scope: !338)
!340 = !DILocation(line: 84, scope: !341)
!341 = distinct !DILexicalBlock(scope: !332, file: !3, line: 83)
!342 = !DILocation(line: 85, scope: !341)
!343 = !DILocation(line: 87, scope: !332)
!344 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !63, retainedNodes: !90)
!345 = !DILocalVariable(name: "x", arg: 2, scope: !344, file: !3, line: 115, type: !5)
!346 = !DILocation(line: 115, scope: !344)
!347 = !DILocalVariable(name: "this", arg: 1, scope: !344, type: !348, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!349 = !DILocation(line: 0, scope: !344)
!350 = !DILocation(line: 116, scope: !351)
!351 = distinct !DILexicalBlock(scope: !344, file: !3, line: 115)
!352 = !DILocation(line: 117, scope: !351)
!353 = !DILocalVariable(name: "e", scope: !344, file: !3, line: 117, type: !155)
!354 = !DILocation(line: 117, scope: !344)
!355 = !DILocation(line: 118, scope: !356)
!356 = distinct !DILexicalBlock(scope: !344, file: !3, line: 117)
!357 = !DILocation(line: 119, scope: !356)
!358 = !DILocation(line: 119, scope: !344)
!359 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !56, file: !3, line: 108, type: !360, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !362, retainedNodes: !90)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !66}
!362 = !DISubprogram(name: "~Holder", scope: !56, type: !360, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!363 = !DILocalVariable(name: "this", arg: 1, scope: !359, type: !348, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DILocation(line: 0, scope: !359)
!365 = !DILocation(line: 108, scope: !366)
!366 = distinct !DILexicalBlock(scope: !359, file: !3, line: 108)
!367 = !DILocation(line: 108, scope: !359)
!368 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !60, retainedNodes: !90)
!369 = !DILocalVariable(name: "x", arg: 1, scope: !368, file: !3, line: 111, type: !5)
!370 = !DILocation(line: 111, scope: !368)
!371 = !DILocation(line: 112, scope: !368)
!372 = !DILocation(line: 112, scope: !373)
!373 = distinct !DILexicalBlock(scope: !368, file: !3, line: 112)
!374 = !DILocation(line: 113, scope: !368)

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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 8
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 8
@rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !68
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 8
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 8
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 4
@g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !70
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !72
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
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Error*)* @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
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

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__CxxFrameHandler3 !dbg !87 {
  %1 = alloca i8*, align 8
  %2 = alloca %struct.Error*, align 8
  %3 = alloca %struct.Error*, align 8
  %4 = alloca %struct.IoError*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Holder, align 4
  %8 = alloca %struct.IoError*, align 8
  call void @llvm.dbg.declare(metadata i8* undef, metadata !97, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !91, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !108
  %9 = bitcast i8** %1 to i8*
  %10 = bitcast %struct.Error** %2 to i8*
  %11 = bitcast %struct.Error** %3 to i8*
  %12 = bitcast %struct.IoError** %4 to i8*
  %13 = bitcast double* %5 to i8*
  %14 = bitcast i32* %6 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !91, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !108
  br label %76, !dbg !109

15:                                               ; preds = %131
  %16 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !110
  %17 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !110
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %17, i32 noundef %16), !dbg !110
  %19 = load i32, i32* @rethrow_count, align 4, !dbg !111, !tbaa !112
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %19), !dbg !111
  %21 = bitcast %struct.IoError** %8 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21), !dbg !116
  call void @llvm.dbg.value(metadata i32 -4, metadata !119, metadata !DIExpression()), !dbg !116
  %22 = bitcast %struct.Holder* %7 to i8*, !dbg !125
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14, !dbg !125
  call void @llvm.dbg.declare(metadata %struct.Holder* %7, metadata !120, metadata !DIExpression()), !dbg !125
  %23 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %24 unwind label %40, !dbg !125

24:                                               ; preds = %15
  %25 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 1, !dbg !126
  %26 = load i32, i32* %25, align 4, !dbg !126, !tbaa !127
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !139, metadata !DIExpression()), !dbg !143
  %27 = load i32, i32* @g_live, align 4, !dbg !146, !tbaa !112
  %28 = add nsw i32 %27, -1, !dbg !146
  store i32 %28, i32* @g_live, align 4, !dbg !146, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !153
  %29 = load i32, i32* @g_nlog, align 4, !dbg !155, !tbaa !112
  %30 = icmp slt i32 %29, 64, !dbg !155
  br i1 %30, label %31, label %38, !dbg !155

31:                                               ; preds = %24
  call void @llvm.dbg.value(metadata %struct.Holder* %7, metadata !139, metadata !DIExpression()), !dbg !143
  %32 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i64 0, i32 0, i32 0, !dbg !146
  %33 = load i32, i32* %32, align 4, !dbg !146, !tbaa !156
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %33), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !153
  %34 = sub nsw i32 0, %33, !dbg !146
  call void @llvm.dbg.value(metadata i32 %34, metadata !148, metadata !DIExpression()), !dbg !153
  %35 = add nsw i32 %29, 1, !dbg !157
  store i32 %35, i32* @g_nlog, align 4, !dbg !157, !tbaa !112
  %36 = sext i32 %29 to i64, !dbg !157
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %36, !dbg !157
  store i32 %34, i32* %37, align 4, !dbg !157, !tbaa !112
  br label %38, !dbg !157

38:                                               ; preds = %31, %24
  %39 = phi i32 [ %35, %31 ], [ %29, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14, !dbg !159
  br label %50

40:                                               ; preds = %15
  %41 = catchswitch within none [label %42] unwind to caller, !dbg !159

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %8], !dbg !159
  %44 = load %struct.IoError*, %struct.IoError** %8, align 8, !dbg !160, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.IoError* %44, metadata !122, metadata !DIExpression()), !dbg !116
  %45 = getelementptr inbounds %struct.IoError, %struct.IoError* %44, i64 0, i32 1, !dbg !160
  %46 = load i32, i32* %45, align 8, !dbg !160, !tbaa !164
  %47 = add nsw i32 %46, -1000, !dbg !160
  %48 = load i32, i32* @g_live, align 4, !dbg !166, !tbaa !112
  %49 = load i32, i32* @g_nlog, align 4, !dbg !181, !tbaa !112
  catchret from %43 to label %50, !dbg !183

50:                                               ; preds = %38, %42
  %51 = phi i32 [ %39, %38 ], [ %49, %42 ], !dbg !181
  %52 = phi i32 [ %28, %38 ], [ %48, %42 ], !dbg !166
  %53 = phi i32 [ %26, %38 ], [ %47, %42 ], !dbg !116
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21), !dbg !184
  call void @llvm.dbg.value(metadata i32 5, metadata !119, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 5, metadata !175, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !176, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i32 5, metadata !170, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !171, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.value(metadata i32 5, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !188
  %54 = add nsw i32 %52, 1, !dbg !166
  store i32 %54, i32* @g_live, align 4, !dbg !166, !tbaa !112
  call void @llvm.dbg.value(metadata i32 5, metadata !148, metadata !DIExpression()), !dbg !189
  %55 = icmp slt i32 %51, 64, !dbg !181
  br i1 %55, label %56, label %61, !dbg !181

56:                                               ; preds = %50
  %57 = add nsw i32 %51, 1, !dbg !190
  store i32 %57, i32* @g_nlog, align 4, !dbg !190, !tbaa !112
  %58 = sext i32 %51 to i64, !dbg !190
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %58, !dbg !190
  store i32 5, i32* %59, align 4, !dbg !190, !tbaa !112
  call void @llvm.dbg.value(metadata i32 10, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !188
  call void @llvm.dbg.value(metadata i32 777, metadata !148, metadata !DIExpression()), !dbg !191
  %60 = icmp eq i32 %51, 63, !dbg !194
  br i1 %60, label %61, label %62, !dbg !194

61:                                               ; preds = %56, %50
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !130, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !139, metadata !DIExpression()), !dbg !197
  store i32 %52, i32* @g_live, align 4, !dbg !199, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !200
  br label %71, !dbg !202

62:                                               ; preds = %56
  %63 = add nsw i32 %51, 2, !dbg !203
  store i32 %63, i32* @g_nlog, align 4, !dbg !203, !tbaa !112
  %64 = sext i32 %57 to i64, !dbg !203
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %64, !dbg !203
  store i32 777, i32* %65, align 4, !dbg !203, !tbaa !112
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !130, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !139, metadata !DIExpression()), !dbg !197
  store i32 %52, i32* @g_live, align 4, !dbg !199, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !200
  %66 = icmp slt i32 %51, 62, !dbg !202
  br i1 %66, label %67, label %71, !dbg !202

67:                                               ; preds = %62
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !139, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 -5, metadata !148, metadata !DIExpression()), !dbg !200
  %68 = add nsw i32 %51, 3, !dbg !204
  store i32 %68, i32* @g_nlog, align 4, !dbg !204, !tbaa !112
  %69 = sext i32 %63 to i64, !dbg !204
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %69, !dbg !204
  store i32 -5, i32* %70, align 4, !dbg !204, !tbaa !112
  br label %71, !dbg !204

71:                                               ; preds = %62, %67, %61
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef %53), !dbg !205
  call void @llvm.dbg.value(metadata !DIArgList(i32 %135, i32 2), metadata !91, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !107
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOGLHGCH@log?3?$AA@", i64 0, i64 0)), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !207
  %74 = load i32, i32* @g_nlog, align 4, !dbg !208, !tbaa !112
  %75 = icmp sgt i32 %74, 0, !dbg !208
  br i1 %75, label %146, label %138, !dbg !208

76:                                               ; preds = %0, %131
  %77 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %78 = phi i32 [ 0, %0 ], [ %136, %131 ]
  call void @llvm.dbg.value(metadata i32 %77, metadata !91, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 %78, metadata !92, metadata !DIExpression()), !dbg !108
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9), !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10), !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11), !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14), !dbg !209
  call void @llvm.dbg.value(metadata i32 %78, metadata !212, metadata !DIExpression()), !dbg !209
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %78)
          to label %131 unwind label %79, !dbg !224

79:                                               ; preds = %76
  %80 = catchswitch within none [label %81, label %85, label %91, label %101, label %113, label %123, label %129] unwind to caller, !dbg !226

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6], !dbg !226
  %83 = load i32, i32* %6, align 4, !dbg !227, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %83, metadata !222, metadata !DIExpression()), !dbg !209
  %84 = add nsw i32 %83, 100, !dbg !227
  catchret from %82 to label %131, !dbg !229

85:                                               ; preds = %79
  %86 = catchpad within %80 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, double* %5], !dbg !226
  %87 = load double, double* %5, align 8, !dbg !230, !tbaa !232
  call void @llvm.dbg.value(metadata double %87, metadata !220, metadata !DIExpression()), !dbg !209
  %88 = fmul double %87, 2.000000e+00, !dbg !230
  %89 = fptosi double %88 to i32, !dbg !230
  %90 = add nsw i32 %89, 200, !dbg !230
  catchret from %86 to label %131, !dbg !234

91:                                               ; preds = %79
  %92 = catchpad within %80 [%rtti.TypeDescriptor13* @"??_R0?AUIoError@@@8", i32 8, %struct.IoError** %4], !dbg !226
  %93 = load %struct.IoError*, %struct.IoError** %4, align 8, !dbg !235, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.IoError* %93, metadata !219, metadata !DIExpression()), !dbg !209
  %94 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 0, i32 1, !dbg !235
  %95 = load i32, i32* %94, align 8, !dbg !235, !tbaa !237
  %96 = mul nsw i32 %95, 10, !dbg !235
  %97 = add nsw i32 %96, 300, !dbg !235
  %98 = getelementptr inbounds %struct.IoError, %struct.IoError* %93, i64 0, i32 1, !dbg !235
  %99 = load i32, i32* %98, align 8, !dbg !235, !tbaa !164
  %100 = add nsw i32 %97, %99, !dbg !235
  catchret from %92 to label %131, !dbg !239

101:                                              ; preds = %79
  %102 = catchpad within %80 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %3], !dbg !226
  %103 = load %struct.Error*, %struct.Error** %3, align 8, !dbg !240, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.Error* %103, metadata !218, metadata !DIExpression()), !dbg !209
  %104 = getelementptr inbounds %struct.Error, %struct.Error* %103, i64 0, i32 1, !dbg !240
  %105 = load i32, i32* %104, align 8, !dbg !240, !tbaa !237
  %106 = add nsw i32 %105, 400, !dbg !240
  %107 = bitcast %struct.Error* %103 to i32 (%struct.Error*)***, !dbg !240
  %108 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %107, align 8, !dbg !240, !tbaa !242
  %109 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %108, i64 1, !dbg !240
  %110 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, align 8, !dbg !240
  %111 = call noundef i32 %110(%struct.Error* noundef nonnull align 8 dereferenceable(24) %103) [ "funclet"(token %102) ], !dbg !240
  %112 = add nsw i32 %106, %111, !dbg !240
  catchret from %102 to label %131, !dbg !244

113:                                              ; preds = %79
  %114 = catchpad within %80 [%rtti.TypeDescriptor12* @"??_R0PEAUError@@@8", i32 0, %struct.Error** %2], !dbg !226
  %115 = load %struct.Error*, %struct.Error** %2, align 8, !dbg !245, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.Error* %115, metadata !214, metadata !DIExpression()), !dbg !209
  %116 = getelementptr inbounds %struct.Error, %struct.Error* %115, i64 0, i32 1, !dbg !245
  %117 = load i32, i32* %116, align 8, !dbg !245, !tbaa !237
  %118 = add nsw i32 %117, 500, !dbg !245
  call void @llvm.dbg.value(metadata i32 %118, metadata !216, metadata !DIExpression()), !dbg !246
  %119 = bitcast %struct.Error* %115 to i8* (%struct.Error*, i32)***, !dbg !247
  %120 = load i8* (%struct.Error*, i32)**, i8* (%struct.Error*, i32)*** %119, align 8, !dbg !247, !tbaa !242
  %121 = load i8* (%struct.Error*, i32)*, i8* (%struct.Error*, i32)** %120, align 8, !dbg !247
  %122 = call noundef i8* %121(%struct.Error* noundef nonnull align 8 dereferenceable(24) %115, i32 noundef 1) #14 [ "funclet"(token %114) ], !dbg !247
  catchret from %114 to label %131, !dbg !248

123:                                              ; preds = %79
  %124 = catchpad within %80 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %1], !dbg !226
  %125 = load i8*, i8** %1, align 8, !dbg !249, !tbaa !162
  call void @llvm.dbg.value(metadata i8* %125, metadata !213, metadata !DIExpression()), !dbg !209
  %126 = load i8, i8* %125, align 1, !dbg !249, !tbaa !251
  %127 = icmp eq i8 %126, 99, !dbg !249
  %128 = select i1 %127, i32 601, i32 600, !dbg !249
  catchret from %124 to label %131, !dbg !252

129:                                              ; preds = %79
  %130 = catchpad within %80 [i8* null, i32 64, i8* null], !dbg !226
  catchret from %130 to label %131, !dbg !253

131:                                              ; preds = %76, %81, %85, %91, %101, %113, %123, %129
  %132 = phi i32 [ %84, %81 ], [ 999, %129 ], [ %128, %123 ], [ %118, %113 ], [ %112, %101 ], [ %100, %91 ], [ %90, %85 ], [ 0, %76 ], !dbg !209
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9), !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10), !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11), !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12), !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14), !dbg !255
  call void @llvm.dbg.value(metadata i32 %132, metadata !94, metadata !DIExpression()), !dbg !256
  %133 = load i32, i32* @g_live, align 4, !dbg !257, !tbaa !112
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %132, i32 noundef %133), !dbg !257
  %135 = add nsw i32 %132, %77, !dbg !258
  call void @llvm.dbg.value(metadata i32 %135, metadata !91, metadata !DIExpression()), !dbg !107
  %136 = add nuw nsw i32 %78, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %136, metadata !92, metadata !DIExpression()), !dbg !108
  %137 = icmp eq i32 %136, 8, !dbg !109
  br i1 %137, label %15, label %76, !dbg !109, !llvm.loop !260

138:                                              ; preds = %146, %71
  %139 = add nsw i32 %135, 2, !dbg !263
  call void @llvm.dbg.value(metadata i32 %139, metadata !91, metadata !DIExpression()), !dbg !107
  %140 = load i32, i32* @g_live, align 4, !dbg !264, !tbaa !112
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %139, i32 noundef %140), !dbg !264
  %142 = load i32, i32* @g_live, align 4, !dbg !265, !tbaa !112
  %143 = icmp eq i32 %142, 0, !dbg !265
  %144 = select i1 %143, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02MFDMBIJM@ok?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GKMBGEJM@LEAK?$AA@", i64 0, i64 0), !dbg !265
  %145 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %144), !dbg !265
  ret i32 0, !dbg !266

146:                                              ; preds = %71, %146
  %147 = phi i64 [ %151, %146 ], [ 0, %71 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !104, metadata !DIExpression()), !dbg !207
  %148 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %147, !dbg !267
  %149 = load i32, i32* %148, align 4, !dbg !267, !tbaa !112
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %149), !dbg !267
  %151 = add nuw nsw i64 %147, 1, !dbg !269
  call void @llvm.dbg.value(metadata i64 %151, metadata !104, metadata !DIExpression()), !dbg !207
  %152 = load i32, i32* @g_nlog, align 4, !dbg !208, !tbaa !112
  %153 = sext i32 %152 to i64, !dbg !208
  %154 = icmp slt i64 %151, %153, !dbg !208
  br i1 %154, label %146, label %138, !dbg !208, !llvm.loop !270
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
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !272 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 8
  %4 = alloca %struct.Error*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !274, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i32 %0, metadata !280, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 %0, metadata !170, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !287
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 %0, metadata !283, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !284
  %5 = load i32, i32* @g_live, align 4, !dbg !289, !tbaa !112
  %6 = add nsw i32 %5, 1, !dbg !289
  store i32 %6, i32* @g_live, align 4, !dbg !289, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %0, metadata !148, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !290
  %7 = load i32, i32* @g_nlog, align 4, !dbg !292, !tbaa !112
  %8 = icmp slt i32 %7, 64, !dbg !292
  br i1 %8, label %9, label %14, !dbg !292

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 50, !dbg !293
  call void @llvm.dbg.value(metadata i32 %10, metadata !170, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 %10, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 %10, metadata !148, metadata !DIExpression()), !dbg !290
  %11 = add nsw i32 %7, 1, !dbg !294
  store i32 %11, i32* @g_nlog, align 4, !dbg !294, !tbaa !112
  %12 = sext i32 %7 to i64, !dbg !294
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12, !dbg !294
  store i32 %10, i32* %13, align 4, !dbg !294, !tbaa !112
  br label %14, !dbg !294

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15, !dbg !295

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31, !dbg !297

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null, i32 64, i8* null], !dbg !297
  %19 = load i32, i32* @rethrow_count, align 4, !dbg !298, !tbaa !112
  %20 = add nsw i32 %19, 1, !dbg !298
  store i32 %20, i32* @rethrow_count, align 4, !dbg !298, !tbaa !112
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #15 [ "funclet"(token %18) ]
          to label %43 unwind label %31, !dbg !300

21:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !301
  %22 = load i32, i32* @g_live, align 4, !dbg !303, !tbaa !112
  %23 = add nsw i32 %22, -1, !dbg !303
  store i32 %23, i32* @g_live, align 4, !dbg !303, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !304
  %24 = load i32, i32* @g_nlog, align 4, !dbg !306, !tbaa !112
  %25 = icmp slt i32 %24, 64, !dbg !306
  br i1 %25, label %26, label %64, !dbg !306

26:                                               ; preds = %21
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !304
  %27 = sub i32 -50, %0, !dbg !303
  call void @llvm.dbg.value(metadata i32 %27, metadata !148, metadata !DIExpression()), !dbg !304
  %28 = add nsw i32 %24, 1, !dbg !307
  store i32 %28, i32* @g_nlog, align 4, !dbg !307, !tbaa !112
  %29 = sext i32 %24 to i64, !dbg !307
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %29, !dbg !307
  store i32 %27, i32* %30, align 4, !dbg !307, !tbaa !112
  br label %64, !dbg !307

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none [], !dbg !308
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !309
  %33 = load i32, i32* @g_live, align 4, !dbg !311, !tbaa !112
  %34 = add nsw i32 %33, -1, !dbg !311
  store i32 %34, i32* @g_live, align 4, !dbg !311, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !312
  %35 = load i32, i32* @g_nlog, align 4, !dbg !314, !tbaa !112
  %36 = icmp slt i32 %35, 64, !dbg !314
  br i1 %36, label %37, label %42, !dbg !314

37:                                               ; preds = %31
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !312
  %38 = sub i32 -50, %0, !dbg !311
  call void @llvm.dbg.value(metadata i32 %38, metadata !148, metadata !DIExpression()), !dbg !312
  %39 = add nsw i32 %35, 1, !dbg !315
  store i32 %39, i32* @g_nlog, align 4, !dbg !315, !tbaa !112
  %40 = sext i32 %35 to i64, !dbg !315
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %40, !dbg !315
  store i32 %38, i32* %41, align 4, !dbg !315, !tbaa !112
  br label %42, !dbg !315

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %54, !dbg !316

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !316
  %48 = load i32, i32* %2, align 4, !dbg !317, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %48, metadata !276, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 %48, metadata !275, metadata !DIExpression()), !dbg !279
  %49 = add nsw i32 %48, 1, !dbg !320
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0), metadata !321, metadata !DIExpression()), !dbg !326
  call void @llvm.dbg.value(metadata i32 %49, metadata !324, metadata !DIExpression()), !dbg !326
  call void @llvm.dbg.value(metadata %struct.Error* %3, metadata !325, metadata !DIExpression()), !dbg !326
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 0, !dbg !328
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %50, align 8, !dbg !328, !tbaa !242
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 1, !dbg !328
  store i32 %49, i32* %51, align 8, !dbg !328, !tbaa !237
  %52 = getelementptr inbounds %struct.Error, %struct.Error* %3, i64 0, i32 2, !dbg !328
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PEIBIDGM@nested?$AA@", i64 0, i64 0), i8** %52, align 8, !dbg !328, !tbaa !329
  %53 = bitcast %struct.Error* %3 to i8*, !dbg !320
  invoke void @_CxxThrowException(i8* nonnull %53, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #15 [ "funclet"(token %47) ]
          to label %68 unwind label %54, !dbg !320

54:                                               ; preds = %46, %44
  %55 = phi i32 [ 0, %44 ], [ %48, %46 ], !dbg !279
  %56 = catchswitch within none [label %57, label %66] unwind to caller, !dbg !330

57:                                               ; preds = %54
  %58 = catchpad within %56 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4], !dbg !330
  %59 = load %struct.Error*, %struct.Error** %4, align 8, !dbg !331, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.Error* %59, metadata !278, metadata !DIExpression()), !dbg !279
  %60 = getelementptr inbounds %struct.Error, %struct.Error* %59, i64 0, i32 1, !dbg !331
  %61 = load i32, i32* %60, align 8, !dbg !331, !tbaa !237
  %62 = mul nsw i32 %61, 100, !dbg !331
  %63 = add nsw i32 %62, %55, !dbg !331
  call void @llvm.dbg.value(metadata i32 %63, metadata !275, metadata !DIExpression()), !dbg !279
  catchret from %58 to label %64, !dbg !333

64:                                               ; preds = %26, %21, %66, %57
  %65 = phi i32 [ -1, %66 ], [ %63, %57 ], [ 0, %21 ], [ 0, %26 ], !dbg !279
  call void @llvm.dbg.value(metadata i32 %65, metadata !275, metadata !DIExpression()), !dbg !279
  ret i32 %65, !dbg !334

66:                                               ; preds = %54
  %67 = catchpad within %56 [i8* null, i32 64, i8* null], !dbg !330
  call void @llvm.dbg.value(metadata i32 -1, metadata !275, metadata !DIExpression()), !dbg !279
  catchret from %67 to label %64, !dbg !335

68:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !337 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca %struct.Error*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Tracer, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !339, metadata !DIExpression()), !dbg !341
  call void @llvm.dbg.value(metadata i32 %0, metadata !170, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 %0, metadata !340, metadata !DIExpression()), !dbg !341
  %9 = load i32, i32* @g_live, align 4, !dbg !344, !tbaa !112
  %10 = add nsw i32 %9, 1, !dbg !344
  store i32 %10, i32* @g_live, align 4, !dbg !344, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %0, metadata !148, metadata !DIExpression()), !dbg !345
  %11 = load i32, i32* @g_nlog, align 4, !dbg !347, !tbaa !112
  %12 = icmp slt i32 %11, 64, !dbg !347
  br i1 %12, label %13, label %17, !dbg !347

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !348
  store i32 %14, i32* @g_nlog, align 4, !dbg !348, !tbaa !112
  %15 = sext i32 %11 to i64, !dbg !348
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %15, !dbg !348
  store i32 %0, i32* %16, align 4, !dbg !348, !tbaa !112
  br label %17, !dbg !348

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
  ], !dbg !349

19:                                               ; preds = %17
  store i32 42, i32* %2, align 4, !dbg !350, !tbaa !112
  %20 = bitcast i32* %2 to i8*, !dbg !350
  invoke void @_CxxThrowException(i8* nonnull %20, %eh.ThrowInfo* nonnull @_TI1H) #15
          to label %75 unwind label %63, !dbg !350

21:                                               ; preds = %17
  store double 3.500000e+00, double* %3, align 8, !dbg !352, !tbaa !232
  %22 = bitcast double* %3 to i8*, !dbg !352
  invoke void @_CxxThrowException(i8* nonnull %22, %eh.ThrowInfo* nonnull @_TI1N) #15
          to label %75 unwind label %63, !dbg !352

23:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0), metadata !321, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata i32 7, metadata !324, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata %struct.Error* %4, metadata !325, metadata !DIExpression()), !dbg !353
  %24 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 0, !dbg !355
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %24, align 8, !dbg !355, !tbaa !242
  %25 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 1, !dbg !355
  store i32 7, i32* %25, align 8, !dbg !355, !tbaa !237
  %26 = getelementptr inbounds %struct.Error, %struct.Error* %4, i64 0, i32 2, !dbg !355
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CGDPOPDB@plain?$AA@", i64 0, i64 0), i8** %26, align 8, !dbg !355, !tbaa !329
  %27 = bitcast %struct.Error* %4 to i8*, !dbg !356
  invoke void @_CxxThrowException(i8* nonnull %27, %eh.ThrowInfo* nonnull @"_TI1?AUError@@") #15
          to label %75 unwind label %63, !dbg !356

28:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 3, metadata !357, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i32 9, metadata !360, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !361, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), metadata !321, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 9, metadata !324, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata %struct.IoError* %5, metadata !325, metadata !DIExpression()), !dbg !365
  %29 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 0, !dbg !367
  %30 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 1, !dbg !367
  store i32 9, i32* %30, align 8, !dbg !367, !tbaa !237
  %31 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 0, i32 2, !dbg !367
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %31, align 8, !dbg !367, !tbaa !329
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %29, align 8, !dbg !368, !tbaa !242
  %32 = getelementptr inbounds %struct.IoError, %struct.IoError* %5, i64 0, i32 1, !dbg !368
  store i32 3, i32* %32, align 8, !dbg !368, !tbaa !164
  %33 = bitcast %struct.IoError* %5 to i8*, !dbg !369
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #15
          to label %75 unwind label %63, !dbg !369

34:                                               ; preds = %17
  %35 = invoke noalias noundef nonnull dereferenceable(24) i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #16
          to label %36 unwind label %63, !dbg !370, !heapallocsite !21

36:                                               ; preds = %34
  %37 = bitcast i8* %35 to %struct.Error*, !dbg !370
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0), metadata !321, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i32 11, metadata !324, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata %struct.Error* %37, metadata !325, metadata !DIExpression()), !dbg !371
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 0, !dbg !373
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %38, align 8, !dbg !373, !tbaa !242
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 1, !dbg !373
  store i32 11, i32* %39, align 8, !dbg !373, !tbaa !237
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %37, i64 0, i32 2, !dbg !373
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PKENOLLO@heap?$AA@", i64 0, i64 0), i8** %40, align 8, !dbg !373, !tbaa !329
  %41 = bitcast %struct.Error** %6 to i8**, !dbg !370
  store i8* %35, i8** %41, align 8, !dbg !370, !tbaa !162
  %42 = bitcast %struct.Error** %6 to i8*, !dbg !370
  invoke void @_CxxThrowException(i8* nonnull %42, %eh.ThrowInfo* nonnull @"_TI2PEAUError@@") #15
          to label %75 unwind label %63, !dbg !370

43:                                               ; preds = %17
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08POJBLELK@c?9string?$AA@", i64 0, i64 0), i8** %7, align 8, !dbg !374, !tbaa !162
  %44 = bitcast i8** %7 to i8*, !dbg !374
  invoke void @_CxxThrowException(i8* nonnull %44, %eh.ThrowInfo* nonnull @_TIC2PEAD) #15
          to label %75 unwind label %63, !dbg !374

45:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 600, metadata !170, metadata !DIExpression()), !dbg !375
  call void @llvm.dbg.value(metadata %struct.Tracer* %8, metadata !171, metadata !DIExpression()), !dbg !375
  %46 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %8, i64 0, i32 0, !dbg !377
  store i32 600, i32* %46, align 4, !dbg !377, !tbaa !156
  %47 = add nsw i32 %9, 2, !dbg !378
  store i32 %47, i32* @g_live, align 4, !dbg !378, !tbaa !112
  call void @llvm.dbg.value(metadata i32 600, metadata !148, metadata !DIExpression()), !dbg !379
  %48 = icmp slt i32 %18, 64, !dbg !381
  br i1 %48, label %49, label %53, !dbg !381

49:                                               ; preds = %45
  %50 = add nsw i32 %18, 1, !dbg !382
  store i32 %50, i32* @g_nlog, align 4, !dbg !382, !tbaa !112
  %51 = sext i32 %18 to i64, !dbg !382
  %52 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %51, !dbg !382
  store i32 600, i32* %52, align 4, !dbg !382, !tbaa !112
  br label %53, !dbg !382

53:                                               ; preds = %49, %45
  %54 = bitcast %struct.Tracer* %8 to i8*, !dbg !383
  invoke void @_CxxThrowException(i8* nonnull %54, %eh.ThrowInfo* nonnull @"_TI1?AUTracer@@") #15
          to label %75 unwind label %63, !dbg !383

55:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !384
  store i32 %9, i32* @g_live, align 4, !dbg !386, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !387
  %56 = icmp slt i32 %18, 64, !dbg !389
  br i1 %56, label %57, label %62, !dbg !389

57:                                               ; preds = %55
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !387
  %58 = sub nsw i32 0, %0, !dbg !386
  call void @llvm.dbg.value(metadata i32 %58, metadata !148, metadata !DIExpression()), !dbg !387
  %59 = add nsw i32 %18, 1, !dbg !390
  store i32 %59, i32* @g_nlog, align 4, !dbg !390, !tbaa !112
  %60 = sext i32 %18 to i64, !dbg !390
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %60, !dbg !390
  store i32 %58, i32* %61, align 4, !dbg !390, !tbaa !112
  br label %62, !dbg !390

62:                                               ; preds = %55, %57
  ret void, !dbg !391

63:                                               ; preds = %53, %43, %36, %34, %28, %23, %21, %19
  %64 = cleanuppad within none [], !dbg !391
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !392
  %65 = load i32, i32* @g_live, align 4, !dbg !394, !tbaa !112
  %66 = add nsw i32 %65, -1, !dbg !394
  store i32 %66, i32* @g_live, align 4, !dbg !394, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !395
  %67 = load i32, i32* @g_nlog, align 4, !dbg !397, !tbaa !112
  %68 = icmp slt i32 %67, 64, !dbg !397
  br i1 %68, label %69, label %74, !dbg !397

69:                                               ; preds = %63
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !395
  %70 = sub nsw i32 0, %0, !dbg !394
  call void @llvm.dbg.value(metadata i32 %70, metadata !148, metadata !DIExpression()), !dbg !395
  %71 = add nsw i32 %67, 1, !dbg !398
  store i32 %71, i32* @g_nlog, align 4, !dbg !398, !tbaa !112
  %72 = sext i32 %67 to i64, !dbg !398
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %72, !dbg !398
  store i32 %70, i32* %73, align 4, !dbg !398, !tbaa !112
  br label %74, !dbg !398

74:                                               ; preds = %63, %69
  cleanupret from %64 unwind to caller, !dbg !391

75:                                               ; preds = %53, %43, %36, %28, %23, %21, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Error* @"??0Error@@QEAA@AEBU0@@Z"(%struct.Error* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Error* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #5 comdat align 2 !dbg !399 {
  call void @llvm.dbg.value(metadata %struct.Error* %1, metadata !405, metadata !DIExpression()), !dbg !407
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !406, metadata !DIExpression()), !dbg !407
  %3 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 0, !dbg !408
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !408, !tbaa !242
  %4 = getelementptr inbounds %struct.Error, %struct.Error* %0, i64 0, i32 1, !dbg !408
  %5 = getelementptr inbounds %struct.Error, %struct.Error* %1, i64 0, i32 1, !dbg !408
  %6 = bitcast i32* %4 to i8*, !dbg !408
  %7 = bitcast i32* %5 to i8*, !dbg !408
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !dbg !408
  ret %struct.Error* %0, !dbg !408
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.IoError* @"??0IoError@@QEAA@AEBU0@@Z"(%struct.IoError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.IoError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat align 2 !dbg !409 {
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !414, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !415, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata %struct.IoError* %1, metadata !405, metadata !DIExpression()) #14, !dbg !417
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !406, metadata !DIExpression()) #14, !dbg !417
  %3 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 0, !dbg !419
  store i32 (...)** bitcast (i8** @"??_7Error@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !419, !tbaa !242
  %4 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 0, i32 1, !dbg !419
  %5 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 0, i32 1, !dbg !419
  %6 = bitcast i32* %4 to i8*, !dbg !419
  %7 = bitcast i32* %5 to i8*, !dbg !419
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false) #14, !dbg !419
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !dbg !420, !tbaa !242
  %8 = getelementptr inbounds %struct.IoError, %struct.IoError* %0, i64 0, i32 1, !dbg !420
  %9 = getelementptr inbounds %struct.IoError, %struct.IoError* %1, i64 0, i32 1, !dbg !420
  %10 = load i32, i32* %9, align 8, !dbg !420, !tbaa !164
  store i32 %10, i32* %8, align 8, !dbg !420, !tbaa !164
  ret %struct.IoError* %0, !dbg !420
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !421 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !423, metadata !DIExpression()), !dbg !424
  ret void, !dbg !425
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %struct.Tracer* @"??0Tracer@@QEAA@AEBU0@@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Tracer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 !dbg !426 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %1, metadata !428, metadata !DIExpression()), !dbg !430
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !429, metadata !DIExpression()), !dbg !430
  %3 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !431
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %1, i64 0, i32 0, !dbg !431
  %5 = load i32, i32* %4, align 4, !dbg !431, !tbaa !156
  %6 = add nsw i32 %5, 1000, !dbg !431
  store i32 %6, i32* %3, align 4, !dbg !431, !tbaa !156
  %7 = load i32, i32* @g_live, align 4, !dbg !432, !tbaa !112
  %8 = add nsw i32 %7, 1, !dbg !432
  store i32 %8, i32* @g_live, align 4, !dbg !432, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %6, metadata !148, metadata !DIExpression()), !dbg !434
  %9 = load i32, i32* @g_nlog, align 4, !dbg !436, !tbaa !112
  %10 = icmp slt i32 %9, 64, !dbg !436
  br i1 %10, label %11, label %15, !dbg !436

11:                                               ; preds = %2
  %12 = add nsw i32 %9, 1, !dbg !437
  store i32 %12, i32* @g_nlog, align 4, !dbg !437, !tbaa !112
  %13 = sext i32 %9 to i64, !dbg !437
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %13, !dbg !437
  store i32 %6, i32* %14, align 4, !dbg !437, !tbaa !112
  br label %15, !dbg !437

15:                                               ; preds = %2, %11
  ret %struct.Tracer* %0, !dbg !431
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !140 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !139, metadata !DIExpression()), !dbg !438
  %2 = load i32, i32* @g_live, align 4, !dbg !439, !tbaa !112
  %3 = add nsw i32 %2, -1, !dbg !439
  store i32 %3, i32* @g_live, align 4, !dbg !439, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !440
  %4 = load i32, i32* @g_nlog, align 4, !dbg !442, !tbaa !112
  %5 = icmp slt i32 %4, 64, !dbg !442
  br i1 %5, label %6, label %13, !dbg !442

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !439
  %8 = load i32, i32* %7, align 4, !dbg !439, !tbaa !156
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !440
  %9 = sub nsw i32 0, %8, !dbg !439
  call void @llvm.dbg.value(metadata i32 %9, metadata !148, metadata !DIExpression()), !dbg !440
  %10 = add nsw i32 %4, 1, !dbg !443
  store i32 %10, i32* @g_nlog, align 4, !dbg !443, !tbaa !112
  %11 = sext i32 %4 to i64, !dbg !443
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %11, !dbg !443
  store i32 %9, i32* %12, align 4, !dbg !443, !tbaa !112
  br label %13, !dbg !443

13:                                               ; preds = %1, %6
  ret void, !dbg !444
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #9 !dbg !149 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !148, metadata !DIExpression()), !dbg !445
  %2 = load i32, i32* @g_nlog, align 4, !dbg !446, !tbaa !112
  %3 = icmp slt i32 %2, 64, !dbg !446
  br i1 %3, label %4, label %8, !dbg !446

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !447
  store i32 %5, i32* @g_nlog, align 4, !dbg !447, !tbaa !112
  %6 = sext i32 %2 to i64, !dbg !447
  %7 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %6, !dbg !447
  store i32 %0, i32* %7, align 4, !dbg !447, !tbaa !112
  br label %8, !dbg !447

8:                                                ; preds = %4, %1
  ret void, !dbg !448
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GError@@UEAAPEAXI@Z"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !449 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !451, metadata !DIExpression()), !dbg !453
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !452, metadata !DIExpression()), !dbg !453
  %3 = bitcast %struct.Error* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !454
  br i1 %4, label %6, label %5, !dbg !454

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #17, !dbg !454
  br label %6, !dbg !454

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !454
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 !dbg !455 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !457, metadata !DIExpression()), !dbg !459
  ret i32 1, !dbg !460
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GIoError@@UEAAPEAXI@Z"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !461 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !466, metadata !DIExpression()), !dbg !468
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !467, metadata !DIExpression()), !dbg !468
  %3 = bitcast %struct.IoError* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !469
  br i1 %4, label %6, label %5, !dbg !469

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #17, !dbg !469
  br label %6, !dbg !469

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !469
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(%struct.IoError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 !dbg !470 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !472, metadata !DIExpression()), !dbg !474
  ret i32 2, !dbg !475
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@H@Z"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !173 {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca %struct.Error*, align 8
  call void @llvm.dbg.value(metadata i32 %1, metadata !175, metadata !DIExpression()), !dbg !476
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !176, metadata !DIExpression()), !dbg !476
  call void @llvm.dbg.value(metadata i32 %1, metadata !170, metadata !DIExpression()), !dbg !477
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !171, metadata !DIExpression()), !dbg !477
  %5 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0, !dbg !479
  store i32 %1, i32* %5, align 4, !dbg !479, !tbaa !156
  %6 = load i32, i32* @g_live, align 4, !dbg !480, !tbaa !112
  %7 = add nsw i32 %6, 1, !dbg !480
  store i32 %7, i32* @g_live, align 4, !dbg !480, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %1, metadata !148, metadata !DIExpression()), !dbg !481
  %8 = load i32, i32* @g_nlog, align 4, !dbg !483, !tbaa !112
  %9 = icmp slt i32 %8, 64, !dbg !483
  br i1 %9, label %10, label %14, !dbg !483

10:                                               ; preds = %2
  %11 = add nsw i32 %8, 1, !dbg !484
  store i32 %11, i32* @g_nlog, align 4, !dbg !484, !tbaa !112
  %12 = sext i32 %8 to i64, !dbg !484
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %12, !dbg !484
  store i32 %1, i32* %13, align 4, !dbg !484, !tbaa !112
  br label %14, !dbg !484

14:                                               ; preds = %10, %2
  %15 = phi i32 [ %11, %10 ], [ %8, %2 ]
  %16 = bitcast %struct.IoError* %3 to i8*, !dbg !485
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %16), !dbg !485
  call void @llvm.dbg.value(metadata i32 %1, metadata !488, metadata !DIExpression()), !dbg !485
  %17 = icmp slt i32 %1, 0, !dbg !490
  br i1 %17, label %18, label %25, !dbg !490

18:                                               ; preds = %14
  %19 = sub nsw i32 0, %1, !dbg !491
  call void @llvm.dbg.value(metadata i32 %19, metadata !357, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.value(metadata i32 %1, metadata !360, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.value(metadata %struct.IoError* %3, metadata !361, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), metadata !321, metadata !DIExpression()), !dbg !495
  call void @llvm.dbg.value(metadata i32 %1, metadata !324, metadata !DIExpression()), !dbg !495
  call void @llvm.dbg.value(metadata %struct.IoError* %3, metadata !325, metadata !DIExpression()), !dbg !495
  %20 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 0, !dbg !497
  %21 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 1, !dbg !497
  store i32 %1, i32* %21, align 8, !dbg !497, !tbaa !237
  %22 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 0, i32 2, !dbg !497
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02KFNNKBCK@io?$AA@", i64 0, i64 0), i8** %22, align 8, !dbg !497, !tbaa !329
  store i32 (...)** bitcast (i8** @"??_7IoError@@6B@" to i32 (...)**), i32 (...)*** %20, align 8, !dbg !498, !tbaa !242
  %23 = getelementptr inbounds %struct.IoError, %struct.IoError* %3, i64 0, i32 1, !dbg !498
  store i32 %19, i32* %23, align 8, !dbg !498, !tbaa !164
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @"_TI2?AUIoError@@") #15
          to label %24 unwind label %34, !dbg !491

24:                                               ; preds = %18
  unreachable, !dbg !491

25:                                               ; preds = %14
  %26 = shl nuw nsw i32 %1, 1, !dbg !499
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %16), !dbg !499
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, !dbg !500
  store i32 %26, i32* %27, align 4, !dbg !500, !tbaa !127
  call void @llvm.dbg.value(metadata i32 777, metadata !148, metadata !DIExpression()), !dbg !501
  %28 = icmp slt i32 %15, 64, !dbg !503
  br i1 %28, label %29, label %33, !dbg !503

29:                                               ; preds = %25
  %30 = add nsw i32 %15, 1, !dbg !504
  store i32 %30, i32* @g_nlog, align 4, !dbg !504, !tbaa !112
  %31 = sext i32 %15 to i64, !dbg !504
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %31, !dbg !504
  store i32 777, i32* %32, align 4, !dbg !504, !tbaa !112
  br label %33, !dbg !504

33:                                               ; preds = %25, %29
  ret %struct.Holder* %0, !dbg !505

34:                                               ; preds = %18
  %35 = cleanuppad within none [], !dbg !506
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !139, metadata !DIExpression()), !dbg !507
  %36 = load i32, i32* @g_live, align 4, !dbg !509, !tbaa !112
  %37 = add nsw i32 %36, -1, !dbg !509
  store i32 %37, i32* @g_live, align 4, !dbg !509, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !510
  %38 = load i32, i32* @g_nlog, align 4, !dbg !512, !tbaa !112
  %39 = icmp slt i32 %38, 64, !dbg !512
  br i1 %39, label %40, label %46, !dbg !512

40:                                               ; preds = %34
  %41 = load i32, i32* %5, align 4, !dbg !509, !tbaa !156
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %41), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !510
  %42 = sub nsw i32 0, %41, !dbg !509
  call void @llvm.dbg.value(metadata i32 %42, metadata !148, metadata !DIExpression()), !dbg !510
  %43 = add nsw i32 %38, 1, !dbg !513
  store i32 %43, i32* @g_nlog, align 4, !dbg !513, !tbaa !112
  %44 = sext i32 %38 to i64, !dbg !513
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* @g_log, i64 0, i64 %44, !dbg !513
  store i32 %42, i32* %45, align 4, !dbg !513, !tbaa !112
  br label %46, !dbg !513

46:                                               ; preds = %34, %40
  cleanupret from %35 unwind label %47, !dbg !506

47:                                               ; preds = %46
  %48 = catchswitch within none [label %49] unwind to caller, !dbg !506

49:                                               ; preds = %47
  %50 = catchpad within %48 [%rtti.TypeDescriptor11* @"??_R0?AUError@@@8", i32 8, %struct.Error** %4], !dbg !506
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %50) ], !dbg !514
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %50) ], !dbg !516
  unreachable, !dbg !516
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #12 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

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
!80 = !{i32 1, !"branch-target-enforcement", i32 0}
!81 = !{i32 1, !"sign-return-address", i32 0}
!82 = !{i32 1, !"sign-return-address-all", i32 0}
!83 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!84 = !{i32 7, !"PIC Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 1}
!86 = !{!"Debian clang version 14.0.6"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !88, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5}
!90 = !{!91, !92, !94, !97, !104}
!91 = !DILocalVariable(name: "total", scope: !87, file: !3, line: 135, type: !5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 136, type: !5)
!93 = distinct !DILexicalBlock(scope: !87, file: !3, line: 136)
!94 = !DILocalVariable(name: "c", scope: !95, file: !3, line: 137, type: !5)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 136)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 136)
!97 = !DILocalVariable(name: "nt", scope: !87, file: !3, line: 144, type: !98)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !99, identifier: ".?AUNoThrow@@")
!99 = !{!100}
!100 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !98, file: !3, line: 131, type: !101, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!5, !103, !5}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 147, type: !5)
!105 = distinct !DILexicalBlock(scope: !87, file: !3, line: 147)
!106 = !DILocation(line: 144, scope: !87)
!107 = !DILocation(line: 0, scope: !87)
!108 = !DILocation(line: 0, scope: !93)
!109 = !DILocation(line: 136, scope: !93)
!110 = !DILocation(line: 141, scope: !87)
!111 = !DILocation(line: 142, scope: !87)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C++ TBAA"}
!116 = !DILocation(line: 0, scope: !117, inlinedAt: !124)
!117 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !61, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!118 = !{!119, !120, !122}
!119 = !DILocalVariable(name: "x", arg: 1, scope: !117, file: !3, line: 123, type: !5)
!120 = !DILocalVariable(name: "h", scope: !121, file: !3, line: 124, type: !56)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 123)
!122 = !DILocalVariable(name: "e", scope: !117, file: !3, line: 126, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!124 = distinct !DILocation(line: 143, scope: !87)
!125 = !DILocation(line: 124, scope: !121, inlinedAt: !124)
!126 = !DILocation(line: 125, scope: !121, inlinedAt: !124)
!127 = !{!128, !113, i64 4}
!128 = !{!"?AUHolder@@", !129, i64 0, !113, i64 4}
!129 = !{!"?AUTracer@@", !113, i64 0}
!130 = !DILocalVariable(name: "this", arg: 1, scope: !131, type: !136, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !56, file: !3, line: 108, type: !132, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !134, retainedNodes: !135)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !66}
!134 = !DISubprogram(name: "~Holder", scope: !56, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !{!130}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!137 = !DILocation(line: 0, scope: !131, inlinedAt: !138)
!138 = distinct !DILocation(line: 126, scope: !121, inlinedAt: !124)
!139 = !DILocalVariable(name: "this", arg: 1, scope: !140, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !141)
!141 = !{!139}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!143 = !DILocation(line: 0, scope: !140, inlinedAt: !144)
!144 = distinct !DILocation(line: 108, scope: !145, inlinedAt: !138)
!145 = distinct !DILexicalBlock(scope: !131, file: !3, line: 108)
!146 = !DILocation(line: 23, scope: !147, inlinedAt: !144)
!147 = distinct !DILexicalBlock(scope: !140, file: !3, line: 23)
!148 = !DILocalVariable(name: "v", arg: 1, scope: !149, file: !3, line: 14, type: !5)
!149 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !150, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !5}
!152 = !{!148}
!153 = !DILocation(line: 0, scope: !149, inlinedAt: !154)
!154 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !144)
!155 = !DILocation(line: 15, scope: !149, inlinedAt: !154)
!156 = !{!129, !113, i64 0}
!157 = !DILocation(line: 16, scope: !158, inlinedAt: !154)
!158 = distinct !DILexicalBlock(scope: !149, file: !3, line: 15)
!159 = !DILocation(line: 126, scope: !121, inlinedAt: !124)
!160 = !DILocation(line: 127, scope: !161, inlinedAt: !124)
!161 = distinct !DILexicalBlock(scope: !117, file: !3, line: 126)
!162 = !{!163, !163, i64 0}
!163 = !{!"any pointer", !114, i64 0}
!164 = !{!165, !113, i64 24}
!165 = !{!"?AUIoError@@", !113, i64 24}
!166 = !DILocation(line: 21, scope: !167, inlinedAt: !172)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 21)
!168 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !169)
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "i", arg: 2, scope: !168, file: !3, line: 21, type: !5)
!171 = !DILocalVariable(name: "this", arg: 1, scope: !168, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = distinct !DILocation(line: 115, scope: !173, inlinedAt: !179)
!173 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !56, file: !3, line: 115, type: !64, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !63, retainedNodes: !174)
!174 = !{!175, !176, !177}
!175 = !DILocalVariable(name: "x", arg: 2, scope: !173, file: !3, line: 115, type: !5)
!176 = !DILocalVariable(name: "this", arg: 1, scope: !173, type: !136, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DILocalVariable(name: "e", scope: !173, file: !3, line: 117, type: !178)
!178 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!179 = distinct !DILocation(line: 124, scope: !121, inlinedAt: !180)
!180 = distinct !DILocation(line: 143, scope: !87)
!181 = !DILocation(line: 15, scope: !149, inlinedAt: !182)
!182 = distinct !DILocation(line: 21, scope: !167, inlinedAt: !172)
!183 = !DILocation(line: 128, scope: !161, inlinedAt: !124)
!184 = !DILocation(line: 128, scope: !117, inlinedAt: !124)
!185 = !DILocation(line: 0, scope: !117, inlinedAt: !180)
!186 = !DILocation(line: 0, scope: !173, inlinedAt: !179)
!187 = !DILocation(line: 0, scope: !168, inlinedAt: !172)
!188 = !DILocation(line: 0, scope: !121, inlinedAt: !180)
!189 = !DILocation(line: 0, scope: !149, inlinedAt: !182)
!190 = !DILocation(line: 16, scope: !158, inlinedAt: !182)
!191 = !DILocation(line: 0, scope: !149, inlinedAt: !192)
!192 = distinct !DILocation(line: 116, scope: !193, inlinedAt: !179)
!193 = distinct !DILexicalBlock(scope: !173, file: !3, line: 115)
!194 = !DILocation(line: 15, scope: !149, inlinedAt: !192)
!195 = !DILocation(line: 0, scope: !131, inlinedAt: !196)
!196 = distinct !DILocation(line: 126, scope: !121, inlinedAt: !180)
!197 = !DILocation(line: 0, scope: !140, inlinedAt: !198)
!198 = distinct !DILocation(line: 108, scope: !145, inlinedAt: !196)
!199 = !DILocation(line: 23, scope: !147, inlinedAt: !198)
!200 = !DILocation(line: 0, scope: !149, inlinedAt: !201)
!201 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !198)
!202 = !DILocation(line: 15, scope: !149, inlinedAt: !201)
!203 = !DILocation(line: 16, scope: !158, inlinedAt: !192)
!204 = !DILocation(line: 16, scope: !158, inlinedAt: !201)
!205 = !DILocation(line: 143, scope: !87)
!206 = !DILocation(line: 146, scope: !87)
!207 = !DILocation(line: 0, scope: !105)
!208 = !DILocation(line: 147, scope: !105)
!209 = !DILocation(line: 0, scope: !210, inlinedAt: !223)
!210 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !61, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!211 = !{!212, !213, !214, !216, !218, !219, !220, !222}
!212 = !DILocalVariable(name: "how", arg: 1, scope: !210, file: !3, line: 54, type: !5)
!213 = !DILocalVariable(name: "s", scope: !210, file: !3, line: 69, type: !28)
!214 = !DILocalVariable(name: "p", scope: !210, file: !3, line: 65, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!216 = !DILocalVariable(name: "r", scope: !217, file: !3, line: 66, type: !5)
!217 = distinct !DILexicalBlock(scope: !210, file: !3, line: 65)
!218 = !DILocalVariable(name: "e", scope: !210, file: !3, line: 63, type: !178)
!219 = !DILocalVariable(name: "e", scope: !210, file: !3, line: 61, type: !123)
!220 = !DILocalVariable(name: "d", scope: !210, file: !3, line: 59, type: !221)
!221 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!222 = !DILocalVariable(name: "v", scope: !210, file: !3, line: 57, type: !5)
!223 = distinct !DILocation(line: 137, scope: !95)
!224 = !DILocation(line: 56, scope: !225, inlinedAt: !223)
!225 = distinct !DILexicalBlock(scope: !210, file: !3, line: 55)
!226 = !DILocation(line: 57, scope: !225, inlinedAt: !223)
!227 = !DILocation(line: 58, scope: !228, inlinedAt: !223)
!228 = distinct !DILexicalBlock(scope: !210, file: !3, line: 57)
!229 = !DILocation(line: 59, scope: !228, inlinedAt: !223)
!230 = !DILocation(line: 60, scope: !231, inlinedAt: !223)
!231 = distinct !DILexicalBlock(scope: !210, file: !3, line: 59)
!232 = !{!233, !233, i64 0}
!233 = !{!"double", !114, i64 0}
!234 = !DILocation(line: 61, scope: !231, inlinedAt: !223)
!235 = !DILocation(line: 62, scope: !236, inlinedAt: !223)
!236 = distinct !DILexicalBlock(scope: !210, file: !3, line: 61)
!237 = !{!238, !113, i64 8}
!238 = !{!"?AUError@@", !113, i64 8, !163, i64 16}
!239 = !DILocation(line: 63, scope: !236, inlinedAt: !223)
!240 = !DILocation(line: 64, scope: !241, inlinedAt: !223)
!241 = distinct !DILexicalBlock(scope: !210, file: !3, line: 63)
!242 = !{!243, !243, i64 0}
!243 = !{!"vtable pointer", !115, i64 0}
!244 = !DILocation(line: 65, scope: !241, inlinedAt: !223)
!245 = !DILocation(line: 66, scope: !217, inlinedAt: !223)
!246 = !DILocation(line: 0, scope: !217, inlinedAt: !223)
!247 = !DILocation(line: 67, scope: !217, inlinedAt: !223)
!248 = !DILocation(line: 69, scope: !217, inlinedAt: !223)
!249 = !DILocation(line: 70, scope: !250, inlinedAt: !223)
!250 = distinct !DILexicalBlock(scope: !210, file: !3, line: 69)
!251 = !{!114, !114, i64 0}
!252 = !DILocation(line: 71, scope: !250, inlinedAt: !223)
!253 = !DILocation(line: 73, scope: !254, inlinedAt: !223)
!254 = distinct !DILexicalBlock(scope: !210, file: !3, line: 71)
!255 = !DILocation(line: 75, scope: !210, inlinedAt: !223)
!256 = !DILocation(line: 0, scope: !95)
!257 = !DILocation(line: 138, scope: !95)
!258 = !DILocation(line: 139, scope: !95)
!259 = !DILocation(line: 136, scope: !96)
!260 = distinct !{!260, !109, !261, !262}
!261 = !DILocation(line: 140, scope: !93)
!262 = !{!"llvm.loop.mustprogress"}
!263 = !DILocation(line: 145, scope: !87)
!264 = !DILocation(line: 149, scope: !87)
!265 = !DILocation(line: 150, scope: !87)
!266 = !DILocation(line: 151, scope: !87)
!267 = !DILocation(line: 148, scope: !268)
!268 = distinct !DILexicalBlock(scope: !105, file: !3, line: 147)
!269 = !DILocation(line: 147, scope: !268)
!270 = distinct !{!270, !208, !271, !262}
!271 = !DILocation(line: 148, scope: !105)
!272 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !61, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !273)
!273 = !{!274, !275, !276, !278}
!274 = !DILocalVariable(name: "how", arg: 1, scope: !272, file: !3, line: 89, type: !5)
!275 = !DILocalVariable(name: "r", scope: !272, file: !3, line: 90, type: !5)
!276 = !DILocalVariable(name: "v", scope: !277, file: !3, line: 94, type: !5)
!277 = distinct !DILexicalBlock(scope: !272, file: !3, line: 91)
!278 = !DILocalVariable(name: "e", scope: !272, file: !3, line: 98, type: !178)
!279 = !DILocation(line: 0, scope: !272)
!280 = !DILocalVariable(name: "how", arg: 1, scope: !281, file: !3, line: 79, type: !5)
!281 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !150, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!282 = !{!280, !283}
!283 = !DILocalVariable(name: "t", scope: !281, file: !3, line: 80, type: !6)
!284 = !DILocation(line: 0, scope: !281, inlinedAt: !285)
!285 = distinct !DILocation(line: 93, scope: !286)
!286 = distinct !DILexicalBlock(scope: !277, file: !3, line: 92)
!287 = !DILocation(line: 0, scope: !168, inlinedAt: !288)
!288 = distinct !DILocation(line: 80, scope: !281, inlinedAt: !285)
!289 = !DILocation(line: 21, scope: !167, inlinedAt: !288)
!290 = !DILocation(line: 0, scope: !149, inlinedAt: !291)
!291 = distinct !DILocation(line: 21, scope: !167, inlinedAt: !288)
!292 = !DILocation(line: 15, scope: !149, inlinedAt: !291)
!293 = !DILocation(line: 80, scope: !281, inlinedAt: !285)
!294 = !DILocation(line: 16, scope: !158, inlinedAt: !291)
!295 = !DILocation(line: 82, scope: !296, inlinedAt: !285)
!296 = distinct !DILexicalBlock(scope: !281, file: !3, line: 81)
!297 = !DILocation(line: 83, scope: !296, inlinedAt: !285)
!298 = !DILocation(line: 84, scope: !299, inlinedAt: !285)
!299 = distinct !DILexicalBlock(scope: !281, file: !3, line: 83)
!300 = !DILocation(line: 85, scope: !299, inlinedAt: !285)
!301 = !DILocation(line: 0, scope: !140, inlinedAt: !302)
!302 = distinct !DILocation(line: 87, scope: !281, inlinedAt: !285)
!303 = !DILocation(line: 23, scope: !147, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !149, inlinedAt: !305)
!305 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !302)
!306 = !DILocation(line: 15, scope: !149, inlinedAt: !305)
!307 = !DILocation(line: 16, scope: !158, inlinedAt: !305)
!308 = !DILocation(line: 87, scope: !281, inlinedAt: !285)
!309 = !DILocation(line: 0, scope: !140, inlinedAt: !310)
!310 = distinct !DILocation(line: 87, scope: !281, inlinedAt: !285)
!311 = !DILocation(line: 23, scope: !147, inlinedAt: !310)
!312 = !DILocation(line: 0, scope: !149, inlinedAt: !313)
!313 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !310)
!314 = !DILocation(line: 15, scope: !149, inlinedAt: !313)
!315 = !DILocation(line: 16, scope: !158, inlinedAt: !313)
!316 = !DILocation(line: 94, scope: !286)
!317 = !DILocation(line: 95, scope: !318)
!318 = distinct !DILexicalBlock(scope: !277, file: !3, line: 94)
!319 = !DILocation(line: 0, scope: !277)
!320 = !DILocation(line: 96, scope: !318)
!321 = !DILocalVariable(name: "w", arg: 3, scope: !322, file: !3, line: 29, type: !28)
!322 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !21, file: !3, line: 29, type: !32, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !31, retainedNodes: !323)
!323 = !{!321, !324, !325}
!324 = !DILocalVariable(name: "c", arg: 2, scope: !322, file: !3, line: 29, type: !5)
!325 = !DILocalVariable(name: "this", arg: 1, scope: !322, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DILocation(line: 0, scope: !322, inlinedAt: !327)
!327 = distinct !DILocation(line: 96, scope: !318)
!328 = !DILocation(line: 29, scope: !322, inlinedAt: !327)
!329 = !{!238, !163, i64 16}
!330 = !DILocation(line: 98, scope: !277)
!331 = !DILocation(line: 99, scope: !332)
!332 = distinct !DILexicalBlock(scope: !272, file: !3, line: 98)
!333 = !DILocation(line: 100, scope: !332)
!334 = !DILocation(line: 103, scope: !272)
!335 = !DILocation(line: 102, scope: !336)
!336 = distinct !DILexicalBlock(scope: !272, file: !3, line: 100)
!337 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !150, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !338)
!338 = !{!339, !340}
!339 = !DILocalVariable(name: "how", arg: 1, scope: !337, file: !3, line: 40, type: !5)
!340 = !DILocalVariable(name: "t", scope: !337, file: !3, line: 41, type: !6)
!341 = !DILocation(line: 0, scope: !337)
!342 = !DILocation(line: 0, scope: !168, inlinedAt: !343)
!343 = distinct !DILocation(line: 41, scope: !337)
!344 = !DILocation(line: 21, scope: !167, inlinedAt: !343)
!345 = !DILocation(line: 0, scope: !149, inlinedAt: !346)
!346 = distinct !DILocation(line: 21, scope: !167, inlinedAt: !343)
!347 = !DILocation(line: 15, scope: !149, inlinedAt: !346)
!348 = !DILocation(line: 16, scope: !158, inlinedAt: !346)
!349 = !DILocation(line: 42, scope: !337)
!350 = !DILocation(line: 43, scope: !351)
!351 = distinct !DILexicalBlock(scope: !337, file: !3, line: 42)
!352 = !DILocation(line: 44, scope: !351)
!353 = !DILocation(line: 0, scope: !322, inlinedAt: !354)
!354 = distinct !DILocation(line: 45, scope: !351)
!355 = !DILocation(line: 29, scope: !322, inlinedAt: !354)
!356 = !DILocation(line: 45, scope: !351)
!357 = !DILocalVariable(name: "f", arg: 3, scope: !358, file: !3, line: 36, type: !5)
!358 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !43, file: !3, line: 36, type: !48, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !47, retainedNodes: !359)
!359 = !{!357, !360, !361}
!360 = !DILocalVariable(name: "c", arg: 2, scope: !358, file: !3, line: 36, type: !5)
!361 = !DILocalVariable(name: "this", arg: 1, scope: !358, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!363 = !DILocation(line: 0, scope: !358, inlinedAt: !364)
!364 = distinct !DILocation(line: 46, scope: !351)
!365 = !DILocation(line: 0, scope: !322, inlinedAt: !366)
!366 = distinct !DILocation(line: 36, scope: !358, inlinedAt: !364)
!367 = !DILocation(line: 29, scope: !322, inlinedAt: !366)
!368 = !DILocation(line: 36, scope: !358, inlinedAt: !364)
!369 = !DILocation(line: 46, scope: !351)
!370 = !DILocation(line: 47, scope: !351)
!371 = !DILocation(line: 0, scope: !322, inlinedAt: !372)
!372 = distinct !DILocation(line: 47, scope: !351)
!373 = !DILocation(line: 29, scope: !322, inlinedAt: !372)
!374 = !DILocation(line: 48, scope: !351)
!375 = !DILocation(line: 0, scope: !168, inlinedAt: !376)
!376 = distinct !DILocation(line: 49, scope: !351)
!377 = !DILocation(line: 21, scope: !168, inlinedAt: !376)
!378 = !DILocation(line: 21, scope: !167, inlinedAt: !376)
!379 = !DILocation(line: 0, scope: !149, inlinedAt: !380)
!380 = distinct !DILocation(line: 21, scope: !167, inlinedAt: !376)
!381 = !DILocation(line: 15, scope: !149, inlinedAt: !380)
!382 = !DILocation(line: 16, scope: !158, inlinedAt: !380)
!383 = !DILocation(line: 49, scope: !351)
!384 = !DILocation(line: 0, scope: !140, inlinedAt: !385)
!385 = distinct !DILocation(line: 52, scope: !337)
!386 = !DILocation(line: 23, scope: !147, inlinedAt: !385)
!387 = !DILocation(line: 0, scope: !149, inlinedAt: !388)
!388 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !385)
!389 = !DILocation(line: 15, scope: !149, inlinedAt: !388)
!390 = !DILocation(line: 16, scope: !158, inlinedAt: !388)
!391 = !DILocation(line: 52, scope: !337)
!392 = !DILocation(line: 0, scope: !140, inlinedAt: !393)
!393 = distinct !DILocation(line: 52, scope: !337)
!394 = !DILocation(line: 23, scope: !147, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !149, inlinedAt: !396)
!396 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !393)
!397 = !DILocation(line: 15, scope: !149, inlinedAt: !396)
!398 = !DILocation(line: 16, scope: !158, inlinedAt: !396)
!399 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !21, file: !3, line: 26, type: !400, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !403, retainedNodes: !404)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !34, !402}
!402 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!403 = !DISubprogram(name: "Error", scope: !21, type: !400, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !{!405, !406}
!405 = !DILocalVariable(arg: 2, scope: !399, type: !402)
!406 = !DILocalVariable(name: "this", arg: 1, scope: !399, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DILocation(line: 0, scope: !399)
!408 = !DILocation(line: 26, scope: !399)
!409 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !43, file: !3, line: 34, type: !410, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !412, retainedNodes: !413)
!410 = !DISubroutineType(types: !411)
!411 = !{null, !50, !123}
!412 = !DISubprogram(name: "IoError", scope: !43, type: !410, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !{!414, !415}
!414 = !DILocalVariable(arg: 2, scope: !409, type: !123)
!415 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!416 = !DILocation(line: 0, scope: !409)
!417 = !DILocation(line: 0, scope: !399, inlinedAt: !418)
!418 = distinct !DILocation(line: 34, scope: !409)
!419 = !DILocation(line: 26, scope: !399, inlinedAt: !418)
!420 = !DILocation(line: 34, scope: !409)
!421 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !422)
!422 = !{!423}
!423 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!424 = !DILocation(line: 0, scope: !421)
!425 = !DILocation(line: 30, scope: !421)
!426 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !427)
!427 = !{!428, !429}
!428 = !DILocalVariable(name: "o", arg: 2, scope: !426, file: !3, line: 22, type: !16)
!429 = !DILocalVariable(name: "this", arg: 1, scope: !426, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DILocation(line: 0, scope: !426)
!431 = !DILocation(line: 22, scope: !426)
!432 = !DILocation(line: 22, scope: !433)
!433 = distinct !DILexicalBlock(scope: !426, file: !3, line: 22)
!434 = !DILocation(line: 0, scope: !149, inlinedAt: !435)
!435 = distinct !DILocation(line: 22, scope: !433)
!436 = !DILocation(line: 15, scope: !149, inlinedAt: !435)
!437 = !DILocation(line: 16, scope: !158, inlinedAt: !435)
!438 = !DILocation(line: 0, scope: !140)
!439 = !DILocation(line: 23, scope: !147)
!440 = !DILocation(line: 0, scope: !149, inlinedAt: !441)
!441 = distinct !DILocation(line: 23, scope: !147)
!442 = !DILocation(line: 15, scope: !149, inlinedAt: !441)
!443 = !DILocation(line: 16, scope: !158, inlinedAt: !441)
!444 = !DILocation(line: 23, scope: !140)
!445 = !DILocation(line: 0, scope: !149)
!446 = !DILocation(line: 15, scope: !149)
!447 = !DILocation(line: 16, scope: !158)
!448 = !DILocation(line: 17, scope: !149)
!449 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !21, file: !3, line: 30, type: !36, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !35, retainedNodes: !450)
!450 = !{!451, !452}
!451 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !449, type: !5, flags: DIFlagArtificial)
!452 = !DILocalVariable(name: "this", arg: 1, scope: !449, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!453 = !DILocation(line: 0, scope: !449)
!454 = !DILocation(line: 30, scope: !449)
!455 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !21, file: !3, line: 31, type: !39, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !38, retainedNodes: !456)
!456 = !{!457}
!457 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!459 = !DILocation(line: 0, scope: !455)
!460 = !DILocation(line: 31, scope: !455)
!461 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !43, file: !3, line: 34, type: !462, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !464, retainedNodes: !465)
!462 = !DISubroutineType(types: !463)
!463 = !{null, !50}
!464 = !DISubprogram(name: "~IoError", scope: !43, type: !462, containingType: !43, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!465 = !{!466, !467}
!466 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !461, type: !5, flags: DIFlagArtificial)
!467 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!468 = !DILocation(line: 0, scope: !461)
!469 = !DILocation(line: 34, scope: !461)
!470 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !43, file: !3, line: 37, type: !52, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !51, retainedNodes: !471)
!471 = !{!472}
!472 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !473, flags: DIFlagArtificial | DIFlagObjectPointer)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!474 = !DILocation(line: 0, scope: !470)
!475 = !DILocation(line: 37, scope: !470)
!476 = !DILocation(line: 0, scope: !173)
!477 = !DILocation(line: 0, scope: !168, inlinedAt: !478)
!478 = distinct !DILocation(line: 115, scope: !173)
!479 = !DILocation(line: 21, scope: !168, inlinedAt: !478)
!480 = !DILocation(line: 21, scope: !167, inlinedAt: !478)
!481 = !DILocation(line: 0, scope: !149, inlinedAt: !482)
!482 = distinct !DILocation(line: 21, scope: !167, inlinedAt: !478)
!483 = !DILocation(line: 15, scope: !149, inlinedAt: !482)
!484 = !DILocation(line: 16, scope: !158, inlinedAt: !482)
!485 = !DILocation(line: 0, scope: !486, inlinedAt: !489)
!486 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !56, file: !3, line: 111, type: !61, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !60, retainedNodes: !487)
!487 = !{!488}
!488 = !DILocalVariable(name: "x", arg: 1, scope: !486, file: !3, line: 111, type: !5)
!489 = distinct !DILocation(line: 115, scope: !173)
!490 = !DILocation(line: 112, scope: !486, inlinedAt: !489)
!491 = !DILocation(line: 112, scope: !492, inlinedAt: !489)
!492 = distinct !DILexicalBlock(scope: !486, file: !3, line: 112)
!493 = !DILocation(line: 0, scope: !358, inlinedAt: !494)
!494 = distinct !DILocation(line: 112, scope: !492, inlinedAt: !489)
!495 = !DILocation(line: 0, scope: !322, inlinedAt: !496)
!496 = distinct !DILocation(line: 36, scope: !358, inlinedAt: !494)
!497 = !DILocation(line: 29, scope: !322, inlinedAt: !496)
!498 = !DILocation(line: 36, scope: !358, inlinedAt: !494)
!499 = !DILocation(line: 113, scope: !486, inlinedAt: !489)
!500 = !DILocation(line: 115, scope: !173)
!501 = !DILocation(line: 0, scope: !149, inlinedAt: !502)
!502 = distinct !DILocation(line: 116, scope: !193)
!503 = !DILocation(line: 15, scope: !149, inlinedAt: !502)
!504 = !DILocation(line: 16, scope: !158, inlinedAt: !502)
!505 = !DILocation(line: 119, scope: !173)
!506 = !DILocation(line: 117, scope: !193)
!507 = !DILocation(line: 0, scope: !140, inlinedAt: !508)
!508 = distinct !DILocation(line: 117, scope: !193)
!509 = !DILocation(line: 23, scope: !147, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !149, inlinedAt: !511)
!511 = distinct !DILocation(line: 23, scope: !147, inlinedAt: !508)
!512 = !DILocation(line: 15, scope: !149, inlinedAt: !511)
!513 = !DILocation(line: 16, scope: !158, inlinedAt: !511)
!514 = !DILocation(line: 118, scope: !515)
!515 = distinct !DILexicalBlock(scope: !173, file: !3, line: 117)
!516 = !DILocation(line: 119, scope: !515)

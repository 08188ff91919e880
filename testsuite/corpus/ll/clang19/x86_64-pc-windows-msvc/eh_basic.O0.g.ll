; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1, !dbg !33
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1, !dbg !40
@rethrow_count = internal global i32 0, align 4, !dbg !96
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1, !dbg !45
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1, !dbg !50
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1, !dbg !55
@g_nlog = internal global i32 0, align 4, !dbg !98
@g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !100
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1, !dbg !60
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 1, !dbg !65
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 1, !dbg !70
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 1, !dbg !75
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUIoError@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUIoError@@\00" }, comdat
@"??_R0?AUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUError@@\00" }, comdat
@"??_R0PEAUError@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".PEAUError@@\00" }, comdat
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0N@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0N@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1N to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1, !dbg !77
@"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Error@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0IoError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1IoError@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1, !dbg !82
@"_CT??_R0PEAUError@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUError@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2PEAUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1, !dbg !84
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUTracer@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUTracer@@\00" }, comdat
@"_CT??_R0?AUTracer@@@8??0Tracer@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUTracer@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Tracer@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUTracer@@@8??0Tracer@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Tracer@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUTracer@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Error@@6B@", ptr @"??_GError@@UEAAPEAXI@Z", ptr @"?kind@Error@@UEBAHXZ"] }, comdat($"??_7Error@@6B@")
@"??_R4Error@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Error@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Error@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Error@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Error@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1, !dbg !89
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4IoError@@6B@", ptr @"??_GIoError@@UEAAPEAXI@Z", ptr @"?kind@IoError@@UEBAHXZ"] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4IoError@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1, !dbg !91

@"??_7Error@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !117)
  store i32 0, ptr %2, align 4, !dbg !117
    #dbg_declare(ptr %3, !118, !DIExpression(), !120)
  store i32 0, ptr %3, align 4, !dbg !120
  br label %7, !dbg !120

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !120
  %9 = icmp sle i32 %8, 7, !dbg !120
  br i1 %9, label %10, label %23, !dbg !120

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !121, !DIExpression(), !124)
  %11 = load i32, ptr %3, align 4, !dbg !124
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11), !dbg !124
  store i32 %12, ptr %4, align 4, !dbg !124
  %13 = load i32, ptr @g_live, align 4, !dbg !125
  %14 = load i32, ptr %4, align 4, !dbg !125
  %15 = load i32, ptr %3, align 4, !dbg !125
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %15, i32 noundef %14, i32 noundef %13), !dbg !125
  %17 = load i32, ptr %4, align 4, !dbg !126
  %18 = load i32, ptr %2, align 4, !dbg !126
  %19 = add nsw i32 %18, %17, !dbg !126
  store i32 %19, ptr %2, align 4, !dbg !126
  br label %20, !dbg !127

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !128
  %22 = add nsw i32 %21, 1, !dbg !128
  store i32 %22, ptr %3, align 4, !dbg !128
  br label %7, !dbg !128, !llvm.loop !129

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !132
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !132
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %25, i32 noundef %24), !dbg !132
  %27 = load i32, ptr @rethrow_count, align 4, !dbg !133
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %27), !dbg !133
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4), !dbg !134
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5), !dbg !134
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %30, i32 noundef %29), !dbg !134
    #dbg_declare(ptr %5, !135, !DIExpression(), !142)
  %32 = call noundef i32 @"?f@NoThrow@@QEAAHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #8, !dbg !143
  %33 = load i32, ptr %2, align 4, !dbg !143
  %34 = add nsw i32 %33, %32, !dbg !143
  store i32 %34, ptr %2, align 4, !dbg !143
  %35 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GOGLHGCH@log?3?$AA@"), !dbg !144
    #dbg_declare(ptr %6, !145, !DIExpression(), !147)
  store i32 0, ptr %6, align 4, !dbg !147
  br label %36, !dbg !147

36:                                               ; preds = %46, %23
  %37 = load i32, ptr %6, align 4, !dbg !147
  %38 = load i32, ptr @g_nlog, align 4, !dbg !147
  %39 = icmp slt i32 %37, %38, !dbg !147
  br i1 %39, label %40, label %49, !dbg !147

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !148
  %42 = sext i32 %41 to i64, !dbg !148
  %43 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %42, !dbg !148
  %44 = load i32, ptr %43, align 4, !dbg !148
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %44), !dbg !148
  br label %46, !dbg !148

46:                                               ; preds = %40
  %47 = load i32, ptr %6, align 4, !dbg !150
  %48 = add nsw i32 %47, 1, !dbg !150
  store i32 %48, ptr %6, align 4, !dbg !150
  br label %36, !dbg !150, !llvm.loop !151

49:                                               ; preds = %36
  %50 = load i32, ptr @g_live, align 4, !dbg !153
  %51 = load i32, ptr %2, align 4, !dbg !153
  %52 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %51, i32 noundef %50), !dbg !153
  %53 = load i32, ptr @g_live, align 4, !dbg !154
  %54 = icmp eq i32 %53, 0, !dbg !154
  %55 = zext i1 %54 to i64, !dbg !154
  %56 = select i1 %54, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@", !dbg !154
  %57 = call i32 @puts(ptr noundef %56), !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !156 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !157, !DIExpression(), !158)
  %11 = load i32, ptr %3, align 4, !dbg !159
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %73 unwind label %12, !dbg !159

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %35, label %47, label %62, label %71] unwind to caller, !dbg !161

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %10], !dbg !161
    #dbg_declare(ptr %10, !162, !DIExpression(), !163)
  %16 = load i32, ptr %10, align 4, !dbg !164
  %17 = add nsw i32 100, %16, !dbg !164
  store i32 %17, ptr %2, align 4, !dbg !164
  catchret from %15 to label %80, !dbg !166

18:                                               ; preds = %12
  %19 = catchpad within %13 [ptr @"??_R0N@8", i32 0, ptr %9], !dbg !161
    #dbg_declare(ptr %9, !167, !DIExpression(), !169)
  %20 = load double, ptr %9, align 8, !dbg !170
  %21 = fmul double %20, 2.000000e+00, !dbg !170
  %22 = fptosi double %21 to i32, !dbg !170
  %23 = add nsw i32 200, %22, !dbg !170
  store i32 %23, ptr %2, align 4, !dbg !170
  catchret from %19 to label %79, !dbg !172

24:                                               ; preds = %12
  %25 = catchpad within %13 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8], !dbg !161
    #dbg_declare(ptr %8, !173, !DIExpression(), !208)
  %26 = load ptr, ptr %8, align 8, !dbg !209
  %27 = getelementptr inbounds %struct.Error, ptr %26, i32 0, i32 1, !dbg !209
  %28 = load i32, ptr %27, align 8, !dbg !209
  %29 = mul nsw i32 %28, 10, !dbg !209
  %30 = add nsw i32 300, %29, !dbg !209
  %31 = load ptr, ptr %8, align 8, !dbg !209
  %32 = getelementptr inbounds %struct.IoError, ptr %31, i32 0, i32 1, !dbg !209
  %33 = load i32, ptr %32, align 8, !dbg !209
  %34 = add nsw i32 %30, %33, !dbg !209
  store i32 %34, ptr %2, align 4, !dbg !209
  catchret from %25 to label %78, !dbg !211

35:                                               ; preds = %12
  %36 = catchpad within %13 [ptr @"??_R0?AUError@@@8", i32 8, ptr %7], !dbg !161
    #dbg_declare(ptr %7, !212, !DIExpression(), !214)
  %37 = load ptr, ptr %7, align 8, !dbg !215
  %38 = getelementptr inbounds %struct.Error, ptr %37, i32 0, i32 1, !dbg !215
  %39 = load i32, ptr %38, align 8, !dbg !215
  %40 = add nsw i32 400, %39, !dbg !215
  %41 = load ptr, ptr %7, align 8, !dbg !215
  %42 = load ptr, ptr %41, align 8, !dbg !215
  %43 = getelementptr inbounds ptr, ptr %42, i64 1, !dbg !215
  %44 = load ptr, ptr %43, align 8, !dbg !215
  %45 = call noundef i32 %44(ptr noundef nonnull align 8 dereferenceable(24) %41) [ "funclet"(token %36) ], !dbg !215
  %46 = add nsw i32 %40, %45, !dbg !215
  store i32 %46, ptr %2, align 4, !dbg !215
  catchret from %36 to label %77, !dbg !217

47:                                               ; preds = %12
  %48 = catchpad within %13 [ptr @"??_R0PEAUError@@@8", i32 0, ptr %5], !dbg !161
    #dbg_declare(ptr %5, !218, !DIExpression(), !220)
    #dbg_declare(ptr %6, !221, !DIExpression(), !223)
  %49 = load ptr, ptr %5, align 8, !dbg !223
  %50 = getelementptr inbounds %struct.Error, ptr %49, i32 0, i32 1, !dbg !223
  %51 = load i32, ptr %50, align 8, !dbg !223
  %52 = add nsw i32 500, %51, !dbg !223
  store i32 %52, ptr %6, align 4, !dbg !223
  %53 = load ptr, ptr %5, align 8, !dbg !224
  %54 = icmp eq ptr %53, null, !dbg !224
  br i1 %54, label %60, label %55, !dbg !224

55:                                               ; preds = %47
  %56 = load ptr, ptr %53, align 8, !dbg !224
  %57 = getelementptr inbounds ptr, ptr %56, i64 0, !dbg !224
  %58 = load ptr, ptr %57, align 8, !dbg !224
  %59 = call noundef ptr %58(ptr noundef nonnull align 8 dereferenceable(24) %53, i32 noundef 1) #8 [ "funclet"(token %48) ], !dbg !224
  br label %60, !dbg !224

60:                                               ; preds = %55, %47
  %61 = load i32, ptr %6, align 4, !dbg !225
  store i32 %61, ptr %2, align 4, !dbg !225
  catchret from %48 to label %76, !dbg !226

62:                                               ; preds = %12
  %63 = catchpad within %13 [ptr @"??_R0PEAD@8", i32 1, ptr %4], !dbg !161
    #dbg_declare(ptr %4, !227, !DIExpression(), !228)
  %64 = load ptr, ptr %4, align 8, !dbg !229
  %65 = getelementptr inbounds i8, ptr %64, i64 0, !dbg !229
  %66 = load i8, ptr %65, align 1, !dbg !229
  %67 = sext i8 %66 to i32, !dbg !229
  %68 = icmp eq i32 %67, 99, !dbg !229
  %69 = zext i1 %68 to i32, !dbg !229
  %70 = add nsw i32 600, %69, !dbg !229
  store i32 %70, ptr %2, align 4, !dbg !229
  catchret from %63 to label %75, !dbg !231

71:                                               ; preds = %12
  %72 = catchpad within %13 [ptr null, i32 64, ptr null], !dbg !161
  store i32 999, ptr %2, align 4, !dbg !232
  catchret from %72 to label %74, !dbg !234

73:                                               ; preds = %1
  br label %81, !dbg !161

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
  store i32 0, ptr %2, align 4, !dbg !235
  br label %82, !dbg !235

82:                                               ; preds = %81, %80, %79, %78, %77, %76, %75, %74
  %83 = load i32, ptr %2, align 4, !dbg !236
  ret i32 %83, !dbg !236
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !237 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !238, !DIExpression(), !239)
    #dbg_declare(ptr %3, !240, !DIExpression(), !241)
  store i32 0, ptr %3, align 4, !dbg !241
  %7 = load i32, ptr %2, align 4, !dbg !242
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %34 unwind label %8, !dbg !242

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %18, !dbg !245

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr %4], !dbg !245
    #dbg_declare(ptr %4, !246, !DIExpression(), !247)
  %12 = load i32, ptr %4, align 4, !dbg !248
  %13 = load i32, ptr %3, align 4, !dbg !248
  %14 = add nsw i32 %13, %12, !dbg !248
  store i32 %14, ptr %3, align 4, !dbg !248
  %15 = load i32, ptr %4, align 4, !dbg !250
  %16 = add nsw i32 %15, 1, !dbg !250
  %17 = call noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %16, ptr noundef @"??_C@_06PEIBIDGM@nested?$AA@") [ "funclet"(token %11) ], !dbg !250
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUError@@") #9 [ "funclet"(token %11) ]
          to label %36 unwind label %18, !dbg !250

18:                                               ; preds = %10, %8
  %19 = catchswitch within none [label %20, label %31] unwind to caller, !dbg !251

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0?AUError@@@8", i32 8, ptr %6], !dbg !251
    #dbg_declare(ptr %6, !252, !DIExpression(), !253)
  %22 = load ptr, ptr %6, align 8, !dbg !254
  %23 = getelementptr inbounds %struct.Error, ptr %22, i32 0, i32 1, !dbg !254
  %24 = load i32, ptr %23, align 8, !dbg !254
  %25 = mul nsw i32 %24, 100, !dbg !254
  %26 = load i32, ptr %3, align 4, !dbg !254
  %27 = add nsw i32 %26, %25, !dbg !254
  store i32 %27, ptr %3, align 4, !dbg !254
  catchret from %21 to label %28, !dbg !256

28:                                               ; preds = %20
  br label %29, !dbg !256

29:                                               ; preds = %28, %33, %35
  %30 = load i32, ptr %3, align 4, !dbg !257
  ret i32 %30, !dbg !257

31:                                               ; preds = %18
  %32 = catchpad within %19 [ptr null, i32 64, ptr null], !dbg !251
  store i32 -1, ptr %3, align 4, !dbg !258
  catchret from %32 to label %33, !dbg !260

33:                                               ; preds = %31
  br label %29, !dbg !260

34:                                               ; preds = %1
  br label %35, !dbg !245

35:                                               ; preds = %34
  br label %29, !dbg !251

36:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !261 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !262, !DIExpression(), !263)
    #dbg_declare(ptr %4, !264, !DIExpression(), !266)
  %6 = load i32, ptr %3, align 4, !dbg !266
  %7 = invoke noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8, !dbg !266

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller, !dbg !267

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %5], !dbg !267
    #dbg_declare(ptr %5, !268, !DIExpression(), !269)
  %12 = load ptr, ptr %5, align 8, !dbg !270
  %13 = getelementptr inbounds %struct.IoError, ptr %12, i32 0, i32 1, !dbg !270
  %14 = load i32, ptr %13, align 8, !dbg !270
  %15 = add nsw i32 -1000, %14, !dbg !270
  store i32 %15, ptr %2, align 4, !dbg !270
  catchret from %11 to label %19, !dbg !272

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !273
  %18 = load i32, ptr %17, align 4, !dbg !273
  store i32 %18, ptr %2, align 4, !dbg !273
  call void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #8, !dbg !267
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !272
  unreachable, !dbg !272

21:                                               ; preds = %19, %16
  %22 = load i32, ptr %2, align 4, !dbg !274
  ret i32 %22, !dbg !274
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?f@NoThrow@@QEAAHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 !dbg !275 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !278, !DIExpression(), !280)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !277
  %7 = add nsw i32 %6, 1, !dbg !277
  ret i32 %7, !dbg !277
}

declare dso_local i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !281 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.Error, align 8
  %7 = alloca %struct.IoError, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !284, !DIExpression(), !285)
    #dbg_declare(ptr %3, !286, !DIExpression(), !287)
  %11 = load i32, ptr %2, align 4, !dbg !287
  %12 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11), !dbg !287
  %13 = load i32, ptr %2, align 4, !dbg !288
  switch i32 %13, label %33 [
    i32 0, label %14
    i32 1, label %15
    i32 2, label %16
    i32 3, label %19
    i32 4, label %22
    i32 5, label %29
    i32 6, label %30
  ], !dbg !288

14:                                               ; preds = %1
  store i32 42, ptr %4, align 4, !dbg !289
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #9
          to label %37 unwind label %35, !dbg !289

15:                                               ; preds = %1
  store double 3.500000e+00, ptr %5, align 8, !dbg !291
  invoke void @_CxxThrowException(ptr %5, ptr @_TI1N) #9
          to label %37 unwind label %35, !dbg !291

16:                                               ; preds = %1
  %17 = invoke noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %6, i32 noundef 7, ptr noundef @"??_C@_05CGDPOPDB@plain?$AA@")
          to label %18 unwind label %35, !dbg !292

18:                                               ; preds = %16
  invoke void @_CxxThrowException(ptr %6, ptr @"_TI1?AUError@@") #9
          to label %37 unwind label %35, !dbg !292

19:                                               ; preds = %1
  %20 = invoke noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 9, i32 noundef 3)
          to label %21 unwind label %35, !dbg !293

21:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI2?AUIoError@@") #9
          to label %37 unwind label %35, !dbg !293

22:                                               ; preds = %1
  %23 = invoke noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #10
          to label %24 unwind label %35, !dbg !294, !heapallocsite !179

24:                                               ; preds = %22
  %25 = invoke noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 11, ptr noundef @"??_C@_04PKENOLLO@heap?$AA@")
          to label %26 unwind label %27, !dbg !294

26:                                               ; preds = %24
  store ptr %23, ptr %8, align 8, !dbg !294
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI2PEAUError@@") #9
          to label %37 unwind label %35, !dbg !294

27:                                               ; preds = %24
  %28 = cleanuppad within none [], !dbg !294
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %23, i64 noundef 24) #11 [ "funclet"(token %28) ], !dbg !294
  cleanupret from %28 unwind label %35, !dbg !294

29:                                               ; preds = %1
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %9, align 8, !dbg !295
  invoke void @_CxxThrowException(ptr %9, ptr @_TIC2PEAD) #9
          to label %37 unwind label %35, !dbg !295

30:                                               ; preds = %1
  %31 = invoke noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %32 unwind label %35, !dbg !296

32:                                               ; preds = %30
  invoke void @_CxxThrowException(ptr %10, ptr @"_TI1?AUTracer@@") #9
          to label %37 unwind label %35, !dbg !296

33:                                               ; preds = %1
  br label %34, !dbg !297

34:                                               ; preds = %33
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !298
  ret void, !dbg !298

35:                                               ; preds = %32, %30, %29, %26, %27, %22, %21, %19, %18, %16, %15, %14
  %36 = cleanuppad within none [], !dbg !298
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %36) ], !dbg !298
  cleanupret from %36 unwind to caller, !dbg !298

37:                                               ; preds = %32, %29, %26, %21, %18, %15, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 !dbg !299 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !300, !DIExpression(), !301)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !302, !DIExpression(), !304)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !301
  %7 = load i32, ptr %3, align 4, !dbg !301
  store i32 %7, ptr %6, align 4, !dbg !301
  %8 = load i32, ptr @g_live, align 4, !dbg !305
  %9 = add nsw i32 %8, 1, !dbg !305
  store i32 %9, ptr @g_live, align 4, !dbg !305
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !305
  %11 = load i32, ptr %10, align 4, !dbg !305
  call void @"?note@@YAXH@Z"(i32 noundef %11), !dbg !305
  ret ptr %5, !dbg !301
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 !dbg !307 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %2, ptr %4, align 8
    #dbg_declare(ptr %4, !308, !DIExpression(), !309)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !310, !DIExpression(), !309)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !311, !DIExpression(), !312)
  %7 = load ptr, ptr %6, align 8
  store ptr @"??_7Error@@6B@", ptr %7, align 8, !dbg !309
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !309
  %9 = load i32, ptr %5, align 4, !dbg !309
  store i32 %9, ptr %8, align 8, !dbg !309
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !309
  %11 = load ptr, ptr %4, align 8, !dbg !309
  store ptr %11, ptr %10, align 8, !dbg !309
  ret ptr %7, !dbg !309
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #3 comdat align 2 !dbg !313 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !318, !DIExpression(), !319)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !320, !DIExpression(), !319)
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7Error@@6B@", ptr %5, align 8, !dbg !321
  %6 = getelementptr inbounds %struct.Error, ptr %5, i32 0, i32 1, !dbg !321
  %7 = load ptr, ptr %3, align 8, !dbg !321
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !321
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false), !dbg !321
  ret ptr %5, !dbg !321
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !322 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !323, !DIExpression(), !324)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !325
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !326 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !327, !DIExpression(), !328)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !329, !DIExpression(), !328)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !330, !DIExpression(), !332)
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %5, align 4, !dbg !328
  %9 = call noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %8, ptr noundef @"??_C@_02KFNNKBCK@io?$AA@"), !dbg !328
  store ptr @"??_7IoError@@6B@", ptr %7, align 8, !dbg !328
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !328
  %11 = load i32, ptr %4, align 4, !dbg !328
  store i32 %11, ptr %10, align 8, !dbg !328
  ret ptr %7, !dbg !328
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #3 comdat align 2 !dbg !333 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !337, !DIExpression(), !338)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !339, !DIExpression(), !338)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !340
  %7 = call noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %6) #8, !dbg !340
  store ptr @"??_7IoError@@6B@", ptr %5, align 8, !dbg !340
  %8 = getelementptr inbounds %struct.IoError, ptr %5, i32 0, i32 1, !dbg !340
  %9 = load ptr, ptr %3, align 8, !dbg !340
  %10 = getelementptr inbounds %struct.IoError, ptr %9, i32 0, i32 1, !dbg !340
  %11 = load i32, ptr %10, align 8, !dbg !340
  store i32 %11, ptr %8, align 8, !dbg !340
  ret ptr %5, !dbg !340
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1IoError@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 !dbg !341 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !345, !DIExpression(), !346)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #8, !dbg !347
  ret void, !dbg !349
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 !dbg !350 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !351, !DIExpression(), !352)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !353, !DIExpression(), !354)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !352
  %7 = load ptr, ptr %3, align 8, !dbg !352
  %8 = getelementptr inbounds %struct.Tracer, ptr %7, i32 0, i32 0, !dbg !352
  %9 = load i32, ptr %8, align 4, !dbg !352
  %10 = add nsw i32 %9, 1000, !dbg !352
  store i32 %10, ptr %6, align 4, !dbg !352
  %11 = load i32, ptr @g_live, align 4, !dbg !355
  %12 = add nsw i32 %11, 1, !dbg !355
  store i32 %12, ptr @g_live, align 4, !dbg !355
  %13 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !355
  %14 = load i32, ptr %13, align 4, !dbg !355
  call void @"?note@@YAXH@Z"(i32 noundef %14), !dbg !355
  ret ptr %5, !dbg !352
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 !dbg !357 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !358, !DIExpression(), !359)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @g_live, align 4, !dbg !360
  %5 = add nsw i32 %4, -1, !dbg !360
  store i32 %5, ptr @g_live, align 4, !dbg !360
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !360
  %7 = load i32, ptr %6, align 4, !dbg !360
  %8 = sub nsw i32 0, %7, !dbg !360
  call void @"?note@@YAXH@Z"(i32 noundef %8), !dbg !360
  ret void, !dbg !362
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #3 !dbg !363 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !364, !DIExpression(), !365)
  %3 = load i32, ptr @g_nlog, align 4, !dbg !366
  %4 = icmp slt i32 %3, 64, !dbg !366
  br i1 %4, label %5, label %11, !dbg !366

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !367
  %7 = load i32, ptr @g_nlog, align 4, !dbg !367
  %8 = add nsw i32 %7, 1, !dbg !367
  store i32 %8, ptr @g_nlog, align 4, !dbg !367
  %9 = sext i32 %7 to i64, !dbg !367
  %10 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %9, !dbg !367
  store i32 %6, ptr %10, align 4, !dbg !367
  br label %11, !dbg !367

11:                                               ; preds = %5, %1
  ret void, !dbg !369
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 !dbg !370 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !371, !DIExpression(), !372)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !373, !DIExpression(), !372)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #8, !dbg !374
  %8 = icmp eq i32 %7, 0, !dbg !374
  br i1 %8, label %10, label %9, !dbg !374

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #11, !dbg !374
  br label %10, !dbg !374

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !374
  ret ptr %11, !dbg !374
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !375 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !376, !DIExpression(), !378)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !379
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GIoError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 !dbg !380 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !381, !DIExpression(), !382)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !383, !DIExpression(), !382)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1IoError@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %6) #8, !dbg !384
  %8 = icmp eq i32 %7, 0, !dbg !384
  br i1 %8, label %10, label %9, !dbg !384

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 32) #11, !dbg !384
  br label %10, !dbg !384

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !384
  ret ptr %11, !dbg !384
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 !dbg !385 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !386, !DIExpression(), !388)
  %3 = load ptr, ptr %2, align 8
  ret i32 2, !dbg !389
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !390 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !391, !DIExpression(), !392)
    #dbg_declare(ptr %3, !393, !DIExpression(), !394)
  %4 = load i32, ptr %2, align 4, !dbg !394
  %5 = add nsw i32 50, %4, !dbg !394
  %6 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5), !dbg !394
  %7 = load i32, ptr %2, align 4, !dbg !395
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8, !dbg !395

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16, !dbg !397

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null, i32 64, ptr null], !dbg !397
  %12 = load i32, ptr @rethrow_count, align 4, !dbg !398
  %13 = add nsw i32 %12, 1, !dbg !398
  store i32 %13, ptr @rethrow_count, align 4, !dbg !398
  invoke void @_CxxThrowException(ptr null, ptr null) #9 [ "funclet"(token %11) ]
          to label %18 unwind label %16, !dbg !400

14:                                               ; preds = %1
  br label %15, !dbg !397

15:                                               ; preds = %14
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !401
  ret void, !dbg !401

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none [], !dbg !401
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %17) ], !dbg !401
  cleanupret from %17 unwind to caller, !dbg !401

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !402 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !403, !DIExpression(), !404)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !405, !DIExpression(), !407)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 0, !dbg !404
  %8 = load i32, ptr %3, align 4, !dbg !404
  %9 = invoke noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17, !dbg !404

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 1, !dbg !404
  %12 = load i32, ptr %3, align 4, !dbg !404
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15, !dbg !404

14:                                               ; preds = %10
  store i32 %13, ptr %11, align 4, !dbg !404
  call void @"?note@@YAXH@Z"(i32 noundef 777), !dbg !408
  br label %21, !dbg !410

15:                                               ; preds = %10
  %16 = cleanuppad within none [], !dbg !410
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %16) ], !dbg !410
  cleanupret from %16 unwind label %17, !dbg !410

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller, !dbg !410

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUError@@@8", i32 8, ptr %5], !dbg !410
    #dbg_declare(ptr %5, !411, !DIExpression(), !412)
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ], !dbg !413
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %20) ], !dbg !415
  unreachable, !dbg !415

21:                                               ; preds = %14
  ret ptr %6, !dbg !416
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !417 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !421, !DIExpression(), !422)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !423
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #8, !dbg !423
  ret void, !dbg !425
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #1 comdat align 2 !dbg !426 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !427, !DIExpression(), !428)
  %4 = load i32, ptr %2, align 4, !dbg !429
  %5 = icmp slt i32 %4, 0, !dbg !429
  br i1 %5, label %6, label %11, !dbg !429

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !430
  %8 = sub nsw i32 0, %7, !dbg !430
  %9 = load i32, ptr %2, align 4, !dbg !430
  %10 = call noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %9, i32 noundef %8), !dbg !430
  call void @_CxxThrowException(ptr %3, ptr @"_TI2?AUIoError@@") #9, !dbg !430
  unreachable, !dbg !430

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4, !dbg !432
  %13 = mul nsw i32 %12, 2, !dbg !432
  ret i32 %13, !dbg !432
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !32, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21}
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
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, identifier: ".?AUHolder@@")
!22 = !{!23, !24, !25, !28}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !3, line: 109, baseType: !6, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !21, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!25 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!26 = !DISubroutineType(types: !27)
!27 = !{!5, !5}
!28 = !DISubprogram(name: "Holder", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !5}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !{!33, !40, !45, !50, !55, !60, !65, !70, !75, !77, !82, !84, !89, !0, !91, !96, !98, !100}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 224, elements: !38)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 28)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 141, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 146, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 40, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 5)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 152, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 19)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !57, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !72, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 56, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 7)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_log", scope: !2, file: !3, line: 11, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 64)
!105 = !{i32 2, !"CodeView", i32 1}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 2}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 1, !"MaxTLSAlign", i32 65536}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !113, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!5}
!115 = !{}
!116 = !DILocalVariable(name: "total", scope: !112, file: !3, line: 135, type: !5)
!117 = !DILocation(line: 135, scope: !112)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 136, type: !5)
!119 = distinct !DILexicalBlock(scope: !112, file: !3, line: 136)
!120 = !DILocation(line: 136, scope: !119)
!121 = !DILocalVariable(name: "c", scope: !122, file: !3, line: 137, type: !5)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 136)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 136)
!124 = !DILocation(line: 137, scope: !122)
!125 = !DILocation(line: 138, scope: !122)
!126 = !DILocation(line: 139, scope: !122)
!127 = !DILocation(line: 140, scope: !122)
!128 = !DILocation(line: 136, scope: !123)
!129 = distinct !{!129, !120, !130, !131}
!130 = !DILocation(line: 140, scope: !119)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 141, scope: !112)
!133 = !DILocation(line: 142, scope: !112)
!134 = !DILocation(line: 143, scope: !112)
!135 = !DILocalVariable(name: "nt", scope: !112, file: !3, line: 144, type: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: ".?AUNoThrow@@")
!137 = !{!138}
!138 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !136, file: !3, line: 131, type: !139, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{!5, !141, !5}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DILocation(line: 144, scope: !112)
!143 = !DILocation(line: 145, scope: !112)
!144 = !DILocation(line: 146, scope: !112)
!145 = !DILocalVariable(name: "i", scope: !146, file: !3, line: 147, type: !5)
!146 = distinct !DILexicalBlock(scope: !112, file: !3, line: 147)
!147 = !DILocation(line: 147, scope: !146)
!148 = !DILocation(line: 148, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 147)
!150 = !DILocation(line: 147, scope: !149)
!151 = distinct !{!151, !147, !152, !131}
!152 = !DILocation(line: 148, scope: !146)
!153 = !DILocation(line: 149, scope: !112)
!154 = !DILocation(line: 150, scope: !112)
!155 = !DILocation(line: 151, scope: !112)
!156 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!157 = !DILocalVariable(name: "how", arg: 1, scope: !156, file: !3, line: 54, type: !5)
!158 = !DILocation(line: 54, scope: !156)
!159 = !DILocation(line: 56, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 55)
!161 = !DILocation(line: 57, scope: !160)
!162 = !DILocalVariable(name: "v", scope: !156, file: !3, line: 57, type: !5)
!163 = !DILocation(line: 57, scope: !156)
!164 = !DILocation(line: 58, scope: !165)
!165 = distinct !DILexicalBlock(scope: !156, file: !3, line: 57)
!166 = !DILocation(line: 59, scope: !165)
!167 = !DILocalVariable(name: "d", scope: !156, file: !3, line: 59, type: !168)
!168 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!169 = !DILocation(line: 59, scope: !156)
!170 = !DILocation(line: 60, scope: !171)
!171 = distinct !DILexicalBlock(scope: !156, file: !3, line: 59)
!172 = !DILocation(line: 61, scope: !171)
!173 = !DILocalVariable(name: "e", scope: !156, file: !3, line: 61, type: !174)
!174 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !177, vtableHolder: !179, identifier: ".?AUIoError@@")
!177 = !{!178, !181, !199, !200, !204}
!178 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !176, baseType: !179, extraData: i32 0)
!179 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !180, vtableHolder: !179, identifier: ".?AUError@@")
!180 = !{!181, !182, !184, !185, !187, !191, !194}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !183, size: 64, flags: DIFlagArtificial)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !179, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !179, file: !3, line: 28, baseType: !186, size: 64, offset: 128)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!187 = !DISubprogram(name: "Error", scope: !179, file: !3, line: 29, type: !188, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190, !5, !186}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!191 = !DISubprogram(name: "~Error", scope: !179, file: !3, line: 30, type: !192, scopeLine: 30, containingType: !179, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !190}
!194 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !179, file: !3, line: 31, type: !195, scopeLine: 31, containingType: !179, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!195 = !DISubroutineType(types: !196)
!196 = !{!5, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !179)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !176, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!200 = !DISubprogram(name: "IoError", scope: !176, file: !3, line: 36, type: !201, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203, !5, !5}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!204 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !176, file: !3, line: 37, type: !205, scopeLine: 37, containingType: !176, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!205 = !DISubroutineType(types: !206)
!206 = !{!5, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!208 = !DILocation(line: 61, scope: !156)
!209 = !DILocation(line: 62, scope: !210)
!210 = distinct !DILexicalBlock(scope: !156, file: !3, line: 61)
!211 = !DILocation(line: 63, scope: !210)
!212 = !DILocalVariable(name: "e", scope: !156, file: !3, line: 63, type: !213)
!213 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !179, size: 64)
!214 = !DILocation(line: 63, scope: !156)
!215 = !DILocation(line: 64, scope: !216)
!216 = distinct !DILexicalBlock(scope: !156, file: !3, line: 63)
!217 = !DILocation(line: 65, scope: !216)
!218 = !DILocalVariable(name: "p", scope: !156, file: !3, line: 65, type: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!220 = !DILocation(line: 65, scope: !156)
!221 = !DILocalVariable(name: "r", scope: !222, file: !3, line: 66, type: !5)
!222 = distinct !DILexicalBlock(scope: !156, file: !3, line: 65)
!223 = !DILocation(line: 66, scope: !222)
!224 = !DILocation(line: 67, scope: !222)
!225 = !DILocation(line: 68, scope: !222)
!226 = !DILocation(line: 69, scope: !222)
!227 = !DILocalVariable(name: "s", scope: !156, file: !3, line: 69, type: !186)
!228 = !DILocation(line: 69, scope: !156)
!229 = !DILocation(line: 70, scope: !230)
!230 = distinct !DILexicalBlock(scope: !156, file: !3, line: 69)
!231 = !DILocation(line: 71, scope: !230)
!232 = !DILocation(line: 72, scope: !233)
!233 = distinct !DILexicalBlock(scope: !156, file: !3, line: 71)
!234 = !DILocation(line: 73, scope: !233)
!235 = !DILocation(line: 74, scope: !156)
!236 = !DILocation(line: 75, scope: !156)
!237 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !26, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!238 = !DILocalVariable(name: "how", arg: 1, scope: !237, file: !3, line: 89, type: !5)
!239 = !DILocation(line: 89, scope: !237)
!240 = !DILocalVariable(name: "r", scope: !237, file: !3, line: 90, type: !5)
!241 = !DILocation(line: 90, scope: !237)
!242 = !DILocation(line: 93, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 92)
!244 = distinct !DILexicalBlock(scope: !237, file: !3, line: 91)
!245 = !DILocation(line: 94, scope: !243)
!246 = !DILocalVariable(name: "v", scope: !244, file: !3, line: 94, type: !5)
!247 = !DILocation(line: 94, scope: !244)
!248 = !DILocation(line: 95, scope: !249)
!249 = distinct !DILexicalBlock(scope: !244, file: !3, line: 94)
!250 = !DILocation(line: 96, scope: !249)
!251 = !DILocation(line: 98, scope: !244)
!252 = !DILocalVariable(name: "e", scope: !237, file: !3, line: 98, type: !213)
!253 = !DILocation(line: 98, scope: !237)
!254 = !DILocation(line: 99, scope: !255)
!255 = distinct !DILexicalBlock(scope: !237, file: !3, line: 98)
!256 = !DILocation(line: 100, scope: !255)
!257 = !DILocation(line: 103, scope: !237)
!258 = !DILocation(line: 101, scope: !259)
!259 = distinct !DILexicalBlock(scope: !237, file: !3, line: 100)
!260 = !DILocation(line: 102, scope: !259)
!261 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !26, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!262 = !DILocalVariable(name: "x", arg: 1, scope: !261, file: !3, line: 123, type: !5)
!263 = !DILocation(line: 123, scope: !261)
!264 = !DILocalVariable(name: "h", scope: !265, file: !3, line: 124, type: !21)
!265 = distinct !DILexicalBlock(scope: !261, file: !3, line: 123)
!266 = !DILocation(line: 124, scope: !265)
!267 = !DILocation(line: 126, scope: !265)
!268 = !DILocalVariable(name: "e", scope: !261, file: !3, line: 126, type: !174)
!269 = !DILocation(line: 126, scope: !261)
!270 = !DILocation(line: 127, scope: !271)
!271 = distinct !DILexicalBlock(scope: !261, file: !3, line: 126)
!272 = !DILocation(line: 128, scope: !271)
!273 = !DILocation(line: 125, scope: !265)
!274 = !DILocation(line: 128, scope: !261)
!275 = distinct !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !136, file: !3, line: 131, type: !139, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !138, retainedNodes: !115)
!276 = !DILocalVariable(name: "x", arg: 2, scope: !275, file: !3, line: 131, type: !5)
!277 = !DILocation(line: 131, scope: !275)
!278 = !DILocalVariable(name: "this", arg: 1, scope: !275, type: !279, flags: DIFlagArtificial | DIFlagObjectPointer)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!280 = !DILocation(line: 0, scope: !275)
!281 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !282, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !5}
!284 = !DILocalVariable(name: "how", arg: 1, scope: !281, file: !3, line: 40, type: !5)
!285 = !DILocation(line: 40, scope: !281)
!286 = !DILocalVariable(name: "t", scope: !281, file: !3, line: 41, type: !6)
!287 = !DILocation(line: 41, scope: !281)
!288 = !DILocation(line: 42, scope: !281)
!289 = !DILocation(line: 43, scope: !290)
!290 = distinct !DILexicalBlock(scope: !281, file: !3, line: 42)
!291 = !DILocation(line: 44, scope: !290)
!292 = !DILocation(line: 45, scope: !290)
!293 = !DILocation(line: 46, scope: !290)
!294 = !DILocation(line: 47, scope: !290)
!295 = !DILocation(line: 48, scope: !290)
!296 = !DILocation(line: 49, scope: !290)
!297 = !DILocation(line: 50, scope: !290)
!298 = !DILocation(line: 52, scope: !281)
!299 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !115)
!300 = !DILocalVariable(name: "i", arg: 2, scope: !299, file: !3, line: 21, type: !5)
!301 = !DILocation(line: 21, scope: !299)
!302 = !DILocalVariable(name: "this", arg: 1, scope: !299, type: !303, flags: DIFlagArtificial | DIFlagObjectPointer)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!304 = !DILocation(line: 0, scope: !299)
!305 = !DILocation(line: 21, scope: !306)
!306 = distinct !DILexicalBlock(scope: !299, file: !3, line: 21)
!307 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !179, file: !3, line: 29, type: !188, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !187, retainedNodes: !115)
!308 = !DILocalVariable(name: "w", arg: 3, scope: !307, file: !3, line: 29, type: !186)
!309 = !DILocation(line: 29, scope: !307)
!310 = !DILocalVariable(name: "c", arg: 2, scope: !307, file: !3, line: 29, type: !5)
!311 = !DILocalVariable(name: "this", arg: 1, scope: !307, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DILocation(line: 0, scope: !307)
!313 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !179, file: !3, line: 26, type: !314, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !317, retainedNodes: !115)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !190, !316}
!316 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !198, size: 64)
!317 = !DISubprogram(name: "Error", scope: !179, type: !314, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!318 = !DILocalVariable(arg: 2, scope: !313, type: !316)
!319 = !DILocation(line: 0, scope: !313)
!320 = !DILocalVariable(name: "this", arg: 1, scope: !313, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DILocation(line: 26, scope: !313)
!322 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !179, file: !3, line: 30, type: !192, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !191, retainedNodes: !115)
!323 = !DILocalVariable(name: "this", arg: 1, scope: !322, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!324 = !DILocation(line: 0, scope: !322)
!325 = !DILocation(line: 30, scope: !322)
!326 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !176, file: !3, line: 36, type: !201, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !200, retainedNodes: !115)
!327 = !DILocalVariable(name: "f", arg: 3, scope: !326, file: !3, line: 36, type: !5)
!328 = !DILocation(line: 36, scope: !326)
!329 = !DILocalVariable(name: "c", arg: 2, scope: !326, file: !3, line: 36, type: !5)
!330 = !DILocalVariable(name: "this", arg: 1, scope: !326, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!332 = !DILocation(line: 0, scope: !326)
!333 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !176, file: !3, line: 34, type: !334, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !336, retainedNodes: !115)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !203, !174}
!336 = !DISubprogram(name: "IoError", scope: !176, type: !334, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!337 = !DILocalVariable(arg: 2, scope: !333, type: !174)
!338 = !DILocation(line: 0, scope: !333)
!339 = !DILocalVariable(name: "this", arg: 1, scope: !333, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!340 = !DILocation(line: 34, scope: !333)
!341 = distinct !DISubprogram(name: "~IoError", linkageName: "??1IoError@@UEAA@XZ", scope: !176, file: !3, line: 34, type: !342, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !344, retainedNodes: !115)
!342 = !DISubroutineType(types: !343)
!343 = !{null, !203}
!344 = !DISubprogram(name: "~IoError", scope: !176, type: !342, containingType: !176, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!345 = !DILocalVariable(name: "this", arg: 1, scope: !341, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!346 = !DILocation(line: 0, scope: !341)
!347 = !DILocation(line: 34, scope: !348)
!348 = distinct !DILexicalBlock(scope: !341, file: !3, line: 34)
!349 = !DILocation(line: 34, scope: !341)
!350 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !13, retainedNodes: !115)
!351 = !DILocalVariable(name: "o", arg: 2, scope: !350, file: !3, line: 22, type: !16)
!352 = !DILocation(line: 22, scope: !350)
!353 = !DILocalVariable(name: "this", arg: 1, scope: !350, type: !303, flags: DIFlagArtificial | DIFlagObjectPointer)
!354 = !DILocation(line: 0, scope: !350)
!355 = !DILocation(line: 22, scope: !356)
!356 = distinct !DILexicalBlock(scope: !350, file: !3, line: 22)
!357 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !115)
!358 = !DILocalVariable(name: "this", arg: 1, scope: !357, type: !303, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DILocation(line: 0, scope: !357)
!360 = !DILocation(line: 23, scope: !361)
!361 = distinct !DILexicalBlock(scope: !357, file: !3, line: 23)
!362 = !DILocation(line: 23, scope: !357)
!363 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !282, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!364 = !DILocalVariable(name: "v", arg: 1, scope: !363, file: !3, line: 14, type: !5)
!365 = !DILocation(line: 14, scope: !363)
!366 = !DILocation(line: 15, scope: !363)
!367 = !DILocation(line: 16, scope: !368)
!368 = distinct !DILexicalBlock(scope: !363, file: !3, line: 15)
!369 = !DILocation(line: 17, scope: !363)
!370 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !179, file: !3, line: 30, type: !192, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !191, retainedNodes: !115)
!371 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !370, type: !5, flags: DIFlagArtificial)
!372 = !DILocation(line: 0, scope: !370)
!373 = !DILocalVariable(name: "this", arg: 1, scope: !370, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!374 = !DILocation(line: 30, scope: !370)
!375 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !179, file: !3, line: 31, type: !195, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !194, retainedNodes: !115)
!376 = !DILocalVariable(name: "this", arg: 1, scope: !375, type: !377, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!378 = !DILocation(line: 0, scope: !375)
!379 = !DILocation(line: 31, scope: !375)
!380 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !176, file: !3, line: 34, type: !342, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !344, retainedNodes: !115)
!381 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !380, type: !5, flags: DIFlagArtificial)
!382 = !DILocation(line: 0, scope: !380)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DILocation(line: 34, scope: !380)
!385 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !176, file: !3, line: 37, type: !205, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !204, retainedNodes: !115)
!386 = !DILocalVariable(name: "this", arg: 1, scope: !385, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!388 = !DILocation(line: 0, scope: !385)
!389 = !DILocation(line: 37, scope: !385)
!390 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !282, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !115)
!391 = !DILocalVariable(name: "how", arg: 1, scope: !390, file: !3, line: 79, type: !5)
!392 = !DILocation(line: 79, scope: !390)
!393 = !DILocalVariable(name: "t", scope: !390, file: !3, line: 80, type: !6)
!394 = !DILocation(line: 80, scope: !390)
!395 = !DILocation(line: 82, scope: !396)
!396 = distinct !DILexicalBlock(scope: !390, file: !3, line: 81)
!397 = !DILocation(line: 83, scope: !396)
!398 = !DILocation(line: 84, scope: !399)
!399 = distinct !DILexicalBlock(scope: !390, file: !3, line: 83)
!400 = !DILocation(line: 85, scope: !399)
!401 = !DILocation(line: 87, scope: !390)
!402 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !28, retainedNodes: !115)
!403 = !DILocalVariable(name: "x", arg: 2, scope: !402, file: !3, line: 115, type: !5)
!404 = !DILocation(line: 115, scope: !402)
!405 = !DILocalVariable(name: "this", arg: 1, scope: !402, type: !406, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!407 = !DILocation(line: 0, scope: !402)
!408 = !DILocation(line: 116, scope: !409)
!409 = distinct !DILexicalBlock(scope: !402, file: !3, line: 115)
!410 = !DILocation(line: 117, scope: !409)
!411 = !DILocalVariable(name: "e", scope: !402, file: !3, line: 117, type: !213)
!412 = !DILocation(line: 117, scope: !402)
!413 = !DILocation(line: 118, scope: !414)
!414 = distinct !DILexicalBlock(scope: !402, file: !3, line: 117)
!415 = !DILocation(line: 119, scope: !414)
!416 = !DILocation(line: 119, scope: !402)
!417 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !21, file: !3, line: 108, type: !418, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !420, retainedNodes: !115)
!418 = !DISubroutineType(types: !419)
!419 = !{null, !31}
!420 = !DISubprogram(name: "~Holder", scope: !21, type: !418, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !406, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = !DILocation(line: 0, scope: !417)
!423 = !DILocation(line: 108, scope: !424)
!424 = distinct !DILexicalBlock(scope: !417, file: !3, line: 108)
!425 = !DILocation(line: 108, scope: !417)
!426 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !25, retainedNodes: !115)
!427 = !DILocalVariable(name: "x", arg: 1, scope: !426, file: !3, line: 111, type: !5)
!428 = !DILocation(line: 111, scope: !426)
!429 = !DILocation(line: 112, scope: !426)
!430 = !DILocation(line: 112, scope: !431)
!431 = distinct !DILexicalBlock(scope: !426, file: !3, line: 112)
!432 = !DILocation(line: 113, scope: !426)

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
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }

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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1, !dbg !33
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1, !dbg !40
@rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !96
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1, !dbg !45
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1, !dbg !50
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1, !dbg !55
@g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !98
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !100
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
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !113 {
  %1 = alloca ptr, align 8, !DIAssignID !132
    #dbg_assign(i1 undef, !133, !DIExpression(), !132, ptr %1, !DIExpression(), !181)
  %2 = alloca ptr, align 8, !DIAssignID !183
    #dbg_assign(i1 undef, !137, !DIExpression(), !183, ptr %2, !DIExpression(), !181)
  %3 = alloca ptr, align 8, !DIAssignID !184
    #dbg_assign(i1 undef, !161, !DIExpression(), !184, ptr %3, !DIExpression(), !181)
  %4 = alloca ptr, align 8, !DIAssignID !185
    #dbg_assign(i1 undef, !163, !DIExpression(), !185, ptr %4, !DIExpression(), !181)
  %5 = alloca double, align 8, !DIAssignID !186
    #dbg_assign(i1 undef, !178, !DIExpression(), !186, ptr %5, !DIExpression(), !181)
  %6 = alloca i32, align 4, !DIAssignID !187
  %7 = alloca %struct.Holder, align 4, !DIAssignID !188
    #dbg_assign(i1 undef, !189, !DIExpression(), !188, ptr %7, !DIExpression(), !195)
  %8 = alloca ptr, align 8, !DIAssignID !197
    #dbg_value(i32 0, !117, !DIExpression(), !198)
    #dbg_value(i32 0, !118, !DIExpression(), !199)
  br label %67, !dbg !200

9:                                                ; preds = %120
  %10 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !201
  %11 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !201
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10), !dbg !201
  %13 = load i32, ptr @rethrow_count, align 4, !dbg !202
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %13), !dbg !202
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !203
    #dbg_assign(i1 undef, !194, !DIExpression(), !197, ptr %8, !DIExpression(), !204)
    #dbg_value(i32 -4, !193, !DIExpression(), !204)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11, !dbg !203
  %15 = invoke noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %16 unwind label %31, !dbg !203

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !205
  %18 = load i32, ptr %17, align 4, !dbg !205
    #dbg_value(ptr %7, !206, !DIExpression(), !213)
    #dbg_value(ptr %7, !215, !DIExpression(), !219)
  %19 = load i32, ptr @g_live, align 4, !dbg !222
  %20 = add nsw i32 %19, -1, !dbg !222
  store i32 %20, ptr @g_live, align 4, !dbg !222
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !229)
  %21 = load i32, ptr @g_nlog, align 4, !dbg !231
  %22 = icmp slt i32 %21, 64, !dbg !231
  br i1 %22, label %23, label %29, !dbg !231

23:                                               ; preds = %16
  %24 = load i32, ptr %7, align 4, !dbg !222
    #dbg_value(!DIArgList(i32 0, i32 %24), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !229)
  %25 = sub nsw i32 0, %24, !dbg !222
    #dbg_value(i32 %25, !224, !DIExpression(), !229)
  %26 = add nsw i32 %21, 1, !dbg !232
  store i32 %26, ptr @g_nlog, align 4, !dbg !232
  %27 = sext i32 %21 to i64, !dbg !232
  %28 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %27, !dbg !232
  store i32 %25, ptr %28, align 4, !dbg !232
  br label %29, !dbg !232

29:                                               ; preds = %23, %16
  %30 = phi i32 [ %26, %23 ], [ %21, %16 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11, !dbg !234
  br label %41

31:                                               ; preds = %9
  %32 = catchswitch within none [label %33] unwind to caller, !dbg !234

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8], !dbg !234
  %35 = load ptr, ptr %8, align 8, !dbg !235
  %36 = getelementptr inbounds i8, ptr %35, i64 24, !dbg !235
  %37 = load i32, ptr %36, align 8, !dbg !235
  %38 = add nsw i32 %37, -1000, !dbg !235
  %39 = load i32, ptr @g_live, align 4, !dbg !237
  %40 = load i32, ptr @g_nlog, align 4, !dbg !251
  catchret from %34 to label %41, !dbg !253

41:                                               ; preds = %29, %33
  %42 = phi i32 [ %30, %29 ], [ %40, %33 ], !dbg !251
  %43 = phi i32 [ %20, %29 ], [ %39, %33 ], !dbg !237
  %44 = phi i32 [ %18, %29 ], [ %38, %33 ], !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !254
    #dbg_assign(i1 undef, !194, !DIExpression(), !255, ptr undef, !DIExpression(), !256)
    #dbg_value(i32 5, !193, !DIExpression(), !256)
    #dbg_assign(i1 undef, !248, !DIExpression(), !257, ptr undef, !DIExpression(), !258)
    #dbg_value(i32 5, !246, !DIExpression(), !258)
    #dbg_value(ptr undef, !247, !DIExpression(), !258)
    #dbg_value(i32 5, !241, !DIExpression(), !259)
    #dbg_value(ptr undef, !242, !DIExpression(), !259)
    #dbg_value(i32 5, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !260)
  %45 = add nsw i32 %43, 1, !dbg !237
  store i32 %45, ptr @g_live, align 4, !dbg !237
    #dbg_value(i32 5, !224, !DIExpression(), !261)
  %46 = icmp slt i32 %42, 64, !dbg !251
  br i1 %46, label %47, label %52, !dbg !251

47:                                               ; preds = %41
  %48 = add nsw i32 %42, 1, !dbg !262
  store i32 %48, ptr @g_nlog, align 4, !dbg !262
  %49 = sext i32 %42 to i64, !dbg !262
  %50 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %49, !dbg !262
  store i32 5, ptr %50, align 4, !dbg !262
    #dbg_value(i32 10, !189, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !260)
    #dbg_value(i32 777, !224, !DIExpression(), !263)
  %51 = icmp eq i32 %42, 63, !dbg !266
  br i1 %51, label %52, label %53, !dbg !266

52:                                               ; preds = %47, %41
    #dbg_value(ptr undef, !206, !DIExpression(), !267)
    #dbg_value(ptr undef, !215, !DIExpression(), !269)
  store i32 %43, ptr @g_live, align 4, !dbg !271
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !272)
  br label %62, !dbg !274

53:                                               ; preds = %47
  %54 = add nsw i32 %42, 2, !dbg !275
  store i32 %54, ptr @g_nlog, align 4, !dbg !275
  %55 = sext i32 %48 to i64, !dbg !275
  %56 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %55, !dbg !275
  store i32 777, ptr %56, align 4, !dbg !275
    #dbg_value(ptr undef, !206, !DIExpression(), !267)
    #dbg_value(ptr undef, !215, !DIExpression(), !269)
  store i32 %43, ptr @g_live, align 4, !dbg !271
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !272)
  %57 = icmp slt i32 %42, 62, !dbg !274
  br i1 %57, label %58, label %62, !dbg !274

58:                                               ; preds = %53
    #dbg_value(i32 -5, !224, !DIExpression(), !272)
  %59 = add nsw i32 %42, 3, !dbg !276
  store i32 %59, ptr @g_nlog, align 4, !dbg !276
  %60 = sext i32 %54 to i64, !dbg !276
  %61 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %60, !dbg !276
  store i32 -5, ptr %61, align 4, !dbg !276
  br label %62, !dbg !276

62:                                               ; preds = %53, %58, %52
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef %44), !dbg !277
    #dbg_value(!DIArgList(i32 %124, i32 2), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !198)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GOGLHGCH@log?3?$AA@"), !dbg !278
    #dbg_value(i32 0, !130, !DIExpression(), !279)
  %65 = load i32, ptr @g_nlog, align 4, !dbg !280
  %66 = icmp sgt i32 %65, 0, !dbg !280
  br i1 %66, label %135, label %127, !dbg !280

67:                                               ; preds = %0, %120
  %68 = phi i32 [ 0, %0 ], [ %124, %120 ]
  %69 = phi i32 [ 0, %0 ], [ %125, %120 ]
    #dbg_value(i32 %68, !117, !DIExpression(), !198)
    #dbg_value(i32 %69, !118, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !281
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !281
    #dbg_assign(i1 undef, !180, !DIExpression(), !187, ptr %6, !DIExpression(), !181)
    #dbg_value(i32 %69, !136, !DIExpression(), !181)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %69)
          to label %120 unwind label %70, !dbg !281

70:                                               ; preds = %67
  %71 = catchswitch within none [label %72, label %76, label %82, label %92, label %103, label %112, label %118] unwind to caller, !dbg !283

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %6], !dbg !283
  %74 = load i32, ptr %6, align 4, !dbg !284
  %75 = add nsw i32 %74, 100, !dbg !284
  catchret from %73 to label %120, !dbg !286

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr @"??_R0N@8", i32 0, ptr %5], !dbg !283
  %78 = load double, ptr %5, align 8, !dbg !287
  %79 = fmul double %78, 2.000000e+00, !dbg !287
  %80 = fptosi double %79 to i32, !dbg !287
  %81 = add nsw i32 %80, 200, !dbg !287
  catchret from %77 to label %120, !dbg !289

82:                                               ; preds = %70
  %83 = catchpad within %71 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %4], !dbg !283
  %84 = load ptr, ptr %4, align 8, !dbg !290
  %85 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !290
  %86 = load i32, ptr %85, align 8, !dbg !290
  %87 = mul nsw i32 %86, 10, !dbg !290
  %88 = add nsw i32 %87, 300, !dbg !290
  %89 = getelementptr inbounds i8, ptr %84, i64 24, !dbg !290
  %90 = load i32, ptr %89, align 8, !dbg !290
  %91 = add nsw i32 %88, %90, !dbg !290
  catchret from %83 to label %120, !dbg !292

92:                                               ; preds = %70
  %93 = catchpad within %71 [ptr @"??_R0?AUError@@@8", i32 8, ptr %3], !dbg !283
  %94 = load ptr, ptr %3, align 8, !dbg !293
  %95 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !293
  %96 = load i32, ptr %95, align 8, !dbg !293
  %97 = add nsw i32 %96, 400, !dbg !293
  %98 = load ptr, ptr %94, align 8, !dbg !293
  %99 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !293
  %100 = load ptr, ptr %99, align 8, !dbg !293
  %101 = call noundef i32 %100(ptr noundef nonnull align 8 dereferenceable(24) %94) [ "funclet"(token %93) ], !dbg !293
  %102 = add nsw i32 %97, %101, !dbg !293
  catchret from %93 to label %120, !dbg !295

103:                                              ; preds = %70
  %104 = catchpad within %71 [ptr @"??_R0PEAUError@@@8", i32 0, ptr %2], !dbg !283
  %105 = load ptr, ptr %2, align 8, !dbg !296
  %106 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !296
  %107 = load i32, ptr %106, align 8, !dbg !296
  %108 = add nsw i32 %107, 500, !dbg !296
    #dbg_value(i32 %108, !159, !DIExpression(), !297)
  %109 = load ptr, ptr %105, align 8, !dbg !298
  %110 = load ptr, ptr %109, align 8, !dbg !298
  %111 = call noundef ptr %110(ptr noundef nonnull align 8 dereferenceable(24) %105, i32 noundef 1) #11 [ "funclet"(token %104) ], !dbg !298
  catchret from %104 to label %120, !dbg !299

112:                                              ; preds = %70
  %113 = catchpad within %71 [ptr @"??_R0PEAD@8", i32 1, ptr %1], !dbg !283
  %114 = load ptr, ptr %1, align 8, !dbg !300
  %115 = load i8, ptr %114, align 1, !dbg !300
  %116 = icmp eq i8 %115, 99, !dbg !300
  %117 = select i1 %116, i32 601, i32 600, !dbg !300
  catchret from %113 to label %120, !dbg !302

118:                                              ; preds = %70
  %119 = catchpad within %71 [ptr null, i32 64, ptr null], !dbg !283
  catchret from %119 to label %120, !dbg !303

120:                                              ; preds = %67, %72, %76, %82, %92, %103, %112, %118
  %121 = phi i32 [ %75, %72 ], [ 999, %118 ], [ %117, %112 ], [ %108, %103 ], [ %102, %92 ], [ %91, %82 ], [ %81, %76 ], [ 0, %67 ], !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !305
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !305
    #dbg_value(i32 %121, !120, !DIExpression(), !306)
  %122 = load i32, ptr @g_live, align 4, !dbg !307
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %69, i32 noundef %121, i32 noundef %122), !dbg !307
  %124 = add nsw i32 %121, %68, !dbg !308
    #dbg_value(i32 %124, !117, !DIExpression(), !198)
  %125 = add nuw nsw i32 %69, 1, !dbg !309
    #dbg_value(i32 %125, !118, !DIExpression(), !199)
  %126 = icmp eq i32 %125, 8, !dbg !200
  br i1 %126, label %9, label %67, !dbg !200, !llvm.loop !310

127:                                              ; preds = %135, %62
  %128 = add nsw i32 %124, 2, !dbg !313
    #dbg_value(i32 %128, !117, !DIExpression(), !198)
  %129 = load i32, ptr @g_live, align 4, !dbg !314
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %128, i32 noundef %129), !dbg !314
  %131 = load i32, ptr @g_live, align 4, !dbg !315
  %132 = icmp eq i32 %131, 0, !dbg !315
  %133 = select i1 %132, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@", !dbg !315
  %134 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %133), !dbg !315
  ret i32 0, !dbg !316

135:                                              ; preds = %62, %135
  %136 = phi i64 [ %140, %135 ], [ 0, %62 ]
    #dbg_value(i64 %136, !130, !DIExpression(), !279)
  %137 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %136, !dbg !317
  %138 = load i32, ptr %137, align 4, !dbg !317
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %138), !dbg !317
  %140 = add nuw nsw i64 %136, 1, !dbg !319
    #dbg_value(i64 %140, !130, !DIExpression(), !279)
  %141 = load i32, ptr @g_nlog, align 4, !dbg !280
  %142 = sext i32 %141 to i64, !dbg !280
  %143 = icmp slt i64 %140, %142, !dbg !280
  br i1 %143, label %135, label %127, !dbg !280, !llvm.loop !320
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !322 {
  %2 = alloca i32, align 4, !DIAssignID !329
    #dbg_assign(i1 undef, !326, !DIExpression(), !329, ptr %2, !DIExpression(), !330)
  %3 = alloca %struct.Error, align 8
  %4 = alloca ptr, align 8, !DIAssignID !331
    #dbg_assign(i1 undef, !328, !DIExpression(), !331, ptr %4, !DIExpression(), !332)
    #dbg_value(i32 %0, !324, !DIExpression(), !332)
    #dbg_value(i32 0, !325, !DIExpression(), !332)
    #dbg_value(i32 %0, !333, !DIExpression(), !337)
    #dbg_value(i32 %0, !241, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !340)
    #dbg_value(ptr undef, !242, !DIExpression(), !340)
    #dbg_value(i32 %0, !336, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !337)
  %5 = load i32, ptr @g_live, align 4, !dbg !342
  %6 = add nsw i32 %5, 1, !dbg !342
  store i32 %6, ptr @g_live, align 4, !dbg !342
    #dbg_value(i32 %0, !224, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !343)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !345
  %8 = icmp slt i32 %7, 64, !dbg !345
  br i1 %8, label %9, label %14, !dbg !345

9:                                                ; preds = %1
  %10 = add nuw nsw i32 %0, 50, !dbg !346
    #dbg_value(i32 %10, !241, !DIExpression(), !340)
    #dbg_value(i32 %10, !336, !DIExpression(), !337)
    #dbg_value(i32 %10, !224, !DIExpression(), !343)
  %11 = add nsw i32 %7, 1, !dbg !347
  store i32 %11, ptr @g_nlog, align 4, !dbg !347
  %12 = sext i32 %7 to i64, !dbg !347
  %13 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %12, !dbg !347
  store i32 %10, ptr %13, align 4, !dbg !347
  br label %14, !dbg !347

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15, !dbg !348

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31, !dbg !350

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr null, i32 64, ptr null], !dbg !350
  %19 = load i32, ptr @rethrow_count, align 4, !dbg !351
  %20 = add nsw i32 %19, 1, !dbg !351
  store i32 %20, ptr @rethrow_count, align 4, !dbg !351
  invoke void @_CxxThrowException(ptr null, ptr null) #12 [ "funclet"(token %18) ]
          to label %43 unwind label %31, !dbg !353

21:                                               ; preds = %14
    #dbg_value(ptr undef, !215, !DIExpression(), !354)
  %22 = load i32, ptr @g_live, align 4, !dbg !356
  %23 = add nsw i32 %22, -1, !dbg !356
  store i32 %23, ptr @g_live, align 4, !dbg !356
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !357)
  %24 = load i32, ptr @g_nlog, align 4, !dbg !359
  %25 = icmp slt i32 %24, 64, !dbg !359
  br i1 %25, label %26, label %62, !dbg !359

26:                                               ; preds = %21
    #dbg_value(!DIArgList(i32 0, i32 %0), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !357)
  %27 = sub nsw i32 -50, %0, !dbg !356
    #dbg_value(i32 %27, !224, !DIExpression(), !357)
  %28 = add nsw i32 %24, 1, !dbg !360
  store i32 %28, ptr @g_nlog, align 4, !dbg !360
  %29 = sext i32 %24 to i64, !dbg !360
  %30 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %29, !dbg !360
  store i32 %27, ptr %30, align 4, !dbg !360
  br label %62, !dbg !360

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none [], !dbg !361
    #dbg_value(ptr undef, !215, !DIExpression(), !362)
  %33 = load i32, ptr @g_live, align 4, !dbg !364
  %34 = add nsw i32 %33, -1, !dbg !364
  store i32 %34, ptr @g_live, align 4, !dbg !364
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !365)
  %35 = load i32, ptr @g_nlog, align 4, !dbg !367
  %36 = icmp slt i32 %35, 64, !dbg !367
  br i1 %36, label %37, label %42, !dbg !367

37:                                               ; preds = %31
    #dbg_value(!DIArgList(i32 0, i32 %0), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !365)
  %38 = sub nsw i32 -50, %0, !dbg !364
    #dbg_value(i32 %38, !224, !DIExpression(), !365)
  %39 = add nsw i32 %35, 1, !dbg !368
  store i32 %39, ptr @g_nlog, align 4, !dbg !368
  %40 = sext i32 %35 to i64, !dbg !368
  %41 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %40, !dbg !368
  store i32 %38, ptr %41, align 4, !dbg !368
  br label %42, !dbg !368

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %52, !dbg !369

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0H@8", i32 0, ptr %2], !dbg !369
  %48 = load i32, ptr %2, align 4, !dbg !370
    #dbg_value(i32 %48, !325, !DIExpression(), !332)
  %49 = add nsw i32 %48, 1, !dbg !372
    #dbg_value(ptr @"??_C@_06PEIBIDGM@nested?$AA@", !373, !DIExpression(), !378)
    #dbg_value(i32 %49, !376, !DIExpression(), !378)
    #dbg_value(ptr %3, !377, !DIExpression(), !378)
  store ptr @"??_7Error@@6B@", ptr %3, align 8, !dbg !380
  %50 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !380
  store i32 %49, ptr %50, align 8, !dbg !380
  %51 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !380
  store ptr @"??_C@_06PEIBIDGM@nested?$AA@", ptr %51, align 8, !dbg !380
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUError@@") #12 [ "funclet"(token %47) ]
          to label %66 unwind label %52, !dbg !372

52:                                               ; preds = %46, %44
  %53 = phi i32 [ 0, %44 ], [ %48, %46 ], !dbg !332
  %54 = catchswitch within none [label %55, label %64] unwind to caller, !dbg !381

55:                                               ; preds = %52
  %56 = catchpad within %54 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4], !dbg !381
  %57 = load ptr, ptr %4, align 8, !dbg !382
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !382
  %59 = load i32, ptr %58, align 8, !dbg !382
  %60 = mul nsw i32 %59, 100, !dbg !382
  %61 = add nsw i32 %60, %53, !dbg !382
    #dbg_value(i32 %61, !325, !DIExpression(), !332)
  catchret from %56 to label %62, !dbg !384

62:                                               ; preds = %26, %21, %64, %55
  %63 = phi i32 [ %61, %55 ], [ -1, %64 ], [ 0, %21 ], [ 0, %26 ], !dbg !332
    #dbg_value(i32 %63, !325, !DIExpression(), !332)
  ret i32 %63, !dbg !385

64:                                               ; preds = %52
  %65 = catchpad within %54 [ptr null, i32 64, ptr null], !dbg !381
    #dbg_value(i32 -1, !325, !DIExpression(), !332)
  catchret from %65 to label %62, !dbg !386

66:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 !dbg !388 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Tracer, align 4
    #dbg_value(i32 %0, !390, !DIExpression(), !392)
    #dbg_value(i32 %0, !241, !DIExpression(), !393)
    #dbg_value(ptr undef, !242, !DIExpression(), !393)
    #dbg_value(i32 %0, !391, !DIExpression(), !392)
  %9 = load i32, ptr @g_live, align 4, !dbg !395
  %10 = add nsw i32 %9, 1, !dbg !395
  store i32 %10, ptr @g_live, align 4, !dbg !395
    #dbg_value(i32 %0, !224, !DIExpression(), !396)
  %11 = load i32, ptr @g_nlog, align 4, !dbg !398
  %12 = icmp slt i32 %11, 64, !dbg !398
  br i1 %12, label %13, label %17, !dbg !398

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !399
  store i32 %14, ptr @g_nlog, align 4, !dbg !399
  %15 = sext i32 %11 to i64, !dbg !399
  %16 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %15, !dbg !399
  store i32 %0, ptr %16, align 4, !dbg !399
  br label %17, !dbg !399

17:                                               ; preds = %1, %13
  %18 = phi i32 [ %11, %1 ], [ %14, %13 ]
  switch i32 %0, label %42 [
    i32 0, label %19
    i32 1, label %20
    i32 2, label %21
    i32 3, label %24
    i32 4, label %28
    i32 5, label %33
    i32 6, label %34
  ], !dbg !400

19:                                               ; preds = %17
  store i32 42, ptr %2, align 4, !dbg !401
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #12
          to label %62 unwind label %50, !dbg !401

20:                                               ; preds = %17
  store double 3.500000e+00, ptr %3, align 8, !dbg !403
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1N) #12
          to label %62 unwind label %50, !dbg !403

21:                                               ; preds = %17
    #dbg_value(ptr @"??_C@_05CGDPOPDB@plain?$AA@", !373, !DIExpression(), !404)
    #dbg_value(i32 7, !376, !DIExpression(), !404)
    #dbg_value(ptr %4, !377, !DIExpression(), !404)
  store ptr @"??_7Error@@6B@", ptr %4, align 8, !dbg !406
  %22 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !406
  store i32 7, ptr %22, align 8, !dbg !406
  %23 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !406
  store ptr @"??_C@_05CGDPOPDB@plain?$AA@", ptr %23, align 8, !dbg !406
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AUError@@") #12
          to label %62 unwind label %50, !dbg !407

24:                                               ; preds = %17
    #dbg_value(i32 3, !408, !DIExpression(), !414)
    #dbg_value(i32 9, !411, !DIExpression(), !414)
    #dbg_value(ptr %5, !412, !DIExpression(), !414)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !373, !DIExpression(), !416)
    #dbg_value(i32 9, !376, !DIExpression(), !416)
    #dbg_value(ptr %5, !377, !DIExpression(), !416)
  %25 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !418
  store i32 9, ptr %25, align 8, !dbg !418
  %26 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !418
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %26, align 8, !dbg !418
  store ptr @"??_7IoError@@6B@", ptr %5, align 8, !dbg !419
  %27 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !419
  store i32 3, ptr %27, align 8, !dbg !419
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %62 unwind label %50, !dbg !420

28:                                               ; preds = %17
  %29 = invoke noalias noundef nonnull dereferenceable(24) ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
          to label %30 unwind label %50, !dbg !421, !heapallocsite !139

30:                                               ; preds = %28
    #dbg_value(ptr @"??_C@_04PKENOLLO@heap?$AA@", !373, !DIExpression(), !422)
    #dbg_value(i32 11, !376, !DIExpression(), !422)
    #dbg_value(ptr %29, !377, !DIExpression(), !422)
  store ptr @"??_7Error@@6B@", ptr %29, align 8, !dbg !424
  %31 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !424
  store i32 11, ptr %31, align 8, !dbg !424
  %32 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !424
  store ptr @"??_C@_04PKENOLLO@heap?$AA@", ptr %32, align 8, !dbg !424
  store ptr %29, ptr %6, align 8, !dbg !421
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2PEAUError@@") #12
          to label %62 unwind label %50, !dbg !421

33:                                               ; preds = %17
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %7, align 8, !dbg !425
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TIC2PEAD) #12
          to label %62 unwind label %50, !dbg !425

34:                                               ; preds = %17
    #dbg_value(i32 600, !241, !DIExpression(), !426)
    #dbg_value(ptr %8, !242, !DIExpression(), !426)
  store i32 600, ptr %8, align 4, !dbg !428
  %35 = add nsw i32 %9, 2, !dbg !429
  store i32 %35, ptr @g_live, align 4, !dbg !429
    #dbg_value(i32 600, !224, !DIExpression(), !430)
  %36 = icmp slt i32 %18, 64, !dbg !432
  br i1 %36, label %37, label %41, !dbg !432

37:                                               ; preds = %34
  %38 = add nsw i32 %18, 1, !dbg !433
  store i32 %38, ptr @g_nlog, align 4, !dbg !433
  %39 = sext i32 %18 to i64, !dbg !433
  %40 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %39, !dbg !433
  store i32 600, ptr %40, align 4, !dbg !433
  br label %41, !dbg !433

41:                                               ; preds = %37, %34
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUTracer@@") #12
          to label %62 unwind label %50, !dbg !434

42:                                               ; preds = %17
    #dbg_value(ptr undef, !215, !DIExpression(), !435)
  store i32 %9, ptr @g_live, align 4, !dbg !437
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !438)
  %43 = icmp slt i32 %18, 64, !dbg !440
  br i1 %43, label %44, label %49, !dbg !440

44:                                               ; preds = %42
    #dbg_value(!DIArgList(i32 0, i32 %0), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !438)
  %45 = sub nsw i32 0, %0, !dbg !437
    #dbg_value(i32 %45, !224, !DIExpression(), !438)
  %46 = add nsw i32 %18, 1, !dbg !441
  store i32 %46, ptr @g_nlog, align 4, !dbg !441
  %47 = sext i32 %18 to i64, !dbg !441
  %48 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %47, !dbg !441
  store i32 %45, ptr %48, align 4, !dbg !441
  br label %49, !dbg !441

49:                                               ; preds = %42, %44
  ret void, !dbg !442

50:                                               ; preds = %41, %33, %30, %28, %24, %21, %20, %19
  %51 = cleanuppad within none [], !dbg !442
    #dbg_value(ptr undef, !215, !DIExpression(), !443)
  %52 = load i32, ptr @g_live, align 4, !dbg !445
  %53 = add nsw i32 %52, -1, !dbg !445
  store i32 %53, ptr @g_live, align 4, !dbg !445
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %54 = load i32, ptr @g_nlog, align 4, !dbg !448
  %55 = icmp slt i32 %54, 64, !dbg !448
  br i1 %55, label %56, label %61, !dbg !448

56:                                               ; preds = %50
    #dbg_value(!DIArgList(i32 0, i32 %0), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %57 = sub nsw i32 0, %0, !dbg !445
    #dbg_value(i32 %57, !224, !DIExpression(), !446)
  %58 = add nsw i32 %54, 1, !dbg !449
  store i32 %58, ptr @g_nlog, align 4, !dbg !449
  %59 = sext i32 %54 to i64, !dbg !449
  %60 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %59, !dbg !449
  store i32 %57, ptr %60, align 4, !dbg !449
  br label %61, !dbg !449

61:                                               ; preds = %50, %56
  cleanupret from %51 unwind to caller, !dbg !442

62:                                               ; preds = %41, %33, %30, %24, %21, %20, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat align 2 !dbg !450 {
    #dbg_value(ptr %1, !456, !DIExpression(), !458)
    #dbg_value(ptr %0, !457, !DIExpression(), !458)
  store ptr @"??_7Error@@6B@", ptr %0, align 8, !dbg !459
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !459
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !459
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !dbg !459
  ret ptr %0, !dbg !459
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #4 comdat align 2 !dbg !460 {
    #dbg_value(ptr %1, !465, !DIExpression(), !467)
    #dbg_value(ptr %0, !466, !DIExpression(), !467)
    #dbg_value(ptr %1, !456, !DIExpression(), !468)
    #dbg_value(ptr %0, !457, !DIExpression(), !468)
  store ptr @"??_7Error@@6B@", ptr %0, align 8, !dbg !470
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !470
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !470
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !dbg !470
  store ptr @"??_7IoError@@6B@", ptr %0, align 8, !dbg !471
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !471
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !471
  %7 = load i32, ptr %6, align 8, !dbg !471
  store i32 %7, ptr %5, align 8, !dbg !471
  ret ptr %0, !dbg !471
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !472 {
    #dbg_value(ptr %0, !474, !DIExpression(), !475)
  ret void, !dbg !476
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 !dbg !477 {
    #dbg_value(ptr %1, !479, !DIExpression(), !481)
    #dbg_value(ptr %0, !480, !DIExpression(), !481)
  %3 = load i32, ptr %1, align 4, !dbg !482
  %4 = add nsw i32 %3, 1000, !dbg !482
  store i32 %4, ptr %0, align 4, !dbg !482
  %5 = load i32, ptr @g_live, align 4, !dbg !483
  %6 = add nsw i32 %5, 1, !dbg !483
  store i32 %6, ptr @g_live, align 4, !dbg !483
    #dbg_value(i32 %4, !224, !DIExpression(), !485)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !487
  %8 = icmp slt i32 %7, 64, !dbg !487
  br i1 %8, label %9, label %13, !dbg !487

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1, !dbg !488
  store i32 %10, ptr @g_nlog, align 4, !dbg !488
  %11 = sext i32 %7 to i64, !dbg !488
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11, !dbg !488
  store i32 %4, ptr %12, align 4, !dbg !488
  br label %13, !dbg !488

13:                                               ; preds = %2, %9
  ret ptr %0, !dbg !482
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !216 {
    #dbg_value(ptr %0, !215, !DIExpression(), !489)
  %2 = load i32, ptr @g_live, align 4, !dbg !490
  %3 = add nsw i32 %2, -1, !dbg !490
  store i32 %3, ptr @g_live, align 4, !dbg !490
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !491)
  %4 = load i32, ptr @g_nlog, align 4, !dbg !493
  %5 = icmp slt i32 %4, 64, !dbg !493
  br i1 %5, label %6, label %12, !dbg !493

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !490
    #dbg_value(!DIArgList(i32 0, i32 %7), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !491)
  %8 = sub nsw i32 0, %7, !dbg !490
    #dbg_value(i32 %8, !224, !DIExpression(), !491)
  %9 = add nsw i32 %4, 1, !dbg !494
  store i32 %9, ptr @g_nlog, align 4, !dbg !494
  %10 = sext i32 %4 to i64, !dbg !494
  %11 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %10, !dbg !494
  store i32 %8, ptr %11, align 4, !dbg !494
  br label %12, !dbg !494

12:                                               ; preds = %1, %6
  ret void, !dbg !495
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #8 !dbg !225 {
    #dbg_value(i32 %0, !224, !DIExpression(), !496)
  %2 = load i32, ptr @g_nlog, align 4, !dbg !497
  %3 = icmp slt i32 %2, 64, !dbg !497
  br i1 %3, label %4, label %8, !dbg !497

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !498
  store i32 %5, ptr @g_nlog, align 4, !dbg !498
  %6 = sext i32 %2 to i64, !dbg !498
  %7 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %6, !dbg !498
  store i32 %0, ptr %7, align 4, !dbg !498
  br label %8, !dbg !498

8:                                                ; preds = %4, %1
  ret void, !dbg !499
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !500 {
    #dbg_value(i32 %1, !502, !DIExpression(), !504)
    #dbg_value(ptr %0, !503, !DIExpression(), !504)
  %3 = icmp eq i32 %1, 0, !dbg !505
  br i1 %3, label %5, label %4, !dbg !505

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 24) #14, !dbg !505
  br label %5, !dbg !505

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !505
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !506 {
    #dbg_value(ptr %0, !508, !DIExpression(), !510)
  ret i32 1, !dbg !511
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GIoError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !512 {
    #dbg_value(i32 %1, !517, !DIExpression(), !519)
    #dbg_value(ptr %0, !518, !DIExpression(), !519)
  %3 = icmp eq i32 %1, 0, !dbg !520
  br i1 %3, label %5, label %4, !dbg !520

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 32) #14, !dbg !520
  br label %5, !dbg !520

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !520
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 !dbg !521 {
    #dbg_value(ptr %0, !523, !DIExpression(), !525)
  ret i32 2, !dbg !526
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !244 {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca ptr, align 8, !DIAssignID !527
    #dbg_assign(i1 undef, !248, !DIExpression(), !527, ptr %4, !DIExpression(), !528)
    #dbg_value(i32 %1, !246, !DIExpression(), !528)
    #dbg_value(ptr %0, !247, !DIExpression(), !528)
    #dbg_value(i32 %1, !241, !DIExpression(), !529)
    #dbg_value(ptr %0, !242, !DIExpression(), !529)
  store i32 %1, ptr %0, align 4, !dbg !531
  %5 = load i32, ptr @g_live, align 4, !dbg !532
  %6 = add nsw i32 %5, 1, !dbg !532
  store i32 %6, ptr @g_live, align 4, !dbg !532
    #dbg_value(i32 %1, !224, !DIExpression(), !533)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !535
  %8 = icmp slt i32 %7, 64, !dbg !535
  br i1 %8, label %9, label %13, !dbg !535

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1, !dbg !536
  store i32 %10, ptr @g_nlog, align 4, !dbg !536
  %11 = sext i32 %7 to i64, !dbg !536
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11, !dbg !536
  store i32 %1, ptr %12, align 4, !dbg !536
  br label %13, !dbg !536

13:                                               ; preds = %9, %2
  %14 = phi i32 [ %10, %9 ], [ %7, %2 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !dbg !537
    #dbg_value(i32 %1, !540, !DIExpression(), !542)
  %15 = icmp slt i32 %1, 0, !dbg !537
  br i1 %15, label %16, label %22, !dbg !537

16:                                               ; preds = %13
  %17 = sub nsw i32 0, %1, !dbg !543
    #dbg_value(i32 %17, !408, !DIExpression(), !545)
    #dbg_value(i32 %1, !411, !DIExpression(), !545)
    #dbg_value(ptr %3, !412, !DIExpression(), !545)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !373, !DIExpression(), !547)
    #dbg_value(i32 %1, !376, !DIExpression(), !547)
    #dbg_value(ptr %3, !377, !DIExpression(), !547)
  %18 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !549
  store i32 %1, ptr %18, align 8, !dbg !549
  %19 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !549
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %19, align 8, !dbg !549
  store ptr @"??_7IoError@@6B@", ptr %3, align 8, !dbg !550
  %20 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !550
  store i32 %17, ptr %20, align 8, !dbg !550
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %21 unwind label %31, !dbg !543

21:                                               ; preds = %16
  unreachable, !dbg !543

22:                                               ; preds = %13
  %23 = shl nuw nsw i32 %1, 1, !dbg !551
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !dbg !551
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !552
  store i32 %23, ptr %24, align 4, !dbg !552
    #dbg_value(i32 777, !224, !DIExpression(), !553)
  %25 = icmp slt i32 %14, 64, !dbg !555
  br i1 %25, label %26, label %30, !dbg !555

26:                                               ; preds = %22
  %27 = add nsw i32 %14, 1, !dbg !556
  store i32 %27, ptr @g_nlog, align 4, !dbg !556
  %28 = sext i32 %14 to i64, !dbg !556
  %29 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %28, !dbg !556
  store i32 777, ptr %29, align 4, !dbg !556
  br label %30, !dbg !556

30:                                               ; preds = %22, %26
  ret ptr %0, !dbg !557

31:                                               ; preds = %16
  %32 = cleanuppad within none [], !dbg !558
    #dbg_value(ptr %0, !215, !DIExpression(), !559)
  %33 = load i32, ptr @g_live, align 4, !dbg !561
  %34 = add nsw i32 %33, -1, !dbg !561
  store i32 %34, ptr @g_live, align 4, !dbg !561
    #dbg_value(!DIArgList(i32 poison, i32 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !562)
  %35 = load i32, ptr @g_nlog, align 4, !dbg !564
  %36 = icmp slt i32 %35, 64, !dbg !564
  br i1 %36, label %37, label %43, !dbg !564

37:                                               ; preds = %31
  %38 = load i32, ptr %0, align 4, !dbg !561
    #dbg_value(!DIArgList(i32 0, i32 %38), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !562)
  %39 = sub nsw i32 0, %38, !dbg !561
    #dbg_value(i32 %39, !224, !DIExpression(), !562)
  %40 = add nsw i32 %35, 1, !dbg !565
  store i32 %40, ptr @g_nlog, align 4, !dbg !565
  %41 = sext i32 %35 to i64, !dbg !565
  %42 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %41, !dbg !565
  store i32 %39, ptr %42, align 4, !dbg !565
  br label %43, !dbg !565

43:                                               ; preds = %31, %37
  cleanupret from %32 unwind label %44, !dbg !558

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller, !dbg !558

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4], !dbg !558
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %47) ], !dbg !566
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %47) ], !dbg !568
  unreachable, !dbg !568
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !32, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21}
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
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, identifier: ".?AUHolder@@")
!22 = !{!23, !24, !25, !28}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !3, line: 109, baseType: !6, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !21, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!25 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!26 = !DISubroutineType(types: !27)
!27 = !{!5, !5}
!28 = !DISubprogram(name: "Holder", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !114, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!5}
!116 = !{!117, !118, !120, !123, !130}
!117 = !DILocalVariable(name: "total", scope: !113, file: !3, line: 135, type: !5)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 136, type: !5)
!119 = distinct !DILexicalBlock(scope: !113, file: !3, line: 136)
!120 = !DILocalVariable(name: "c", scope: !121, file: !3, line: 137, type: !5)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 136)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 136)
!123 = !DILocalVariable(name: "nt", scope: !113, file: !3, line: 144, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !125, identifier: ".?AUNoThrow@@")
!125 = !{!126}
!126 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !124, file: !3, line: 131, type: !127, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!5, !129, !5}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 147, type: !5)
!131 = distinct !DILexicalBlock(scope: !113, file: !3, line: 147)
!132 = distinct !DIAssignID()
!133 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 69, type: !146)
!134 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!135 = !{!136, !133, !137, !159, !161, !163, !178, !180}
!136 = !DILocalVariable(name: "how", arg: 1, scope: !134, file: !3, line: 54, type: !5)
!137 = !DILocalVariable(name: "p", scope: !134, file: !3, line: 65, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !140, vtableHolder: !139, identifier: ".?AUError@@")
!140 = !{!141, !142, !144, !145, !147, !151, !154}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !143, size: 64, flags: DIFlagArtificial)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !139, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !139, file: !3, line: 28, baseType: !146, size: 64, offset: 128)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!147 = !DISubprogram(name: "Error", scope: !139, file: !3, line: 29, type: !148, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !5, !146}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "~Error", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, containingType: !139, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !150}
!154 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !139, file: !3, line: 31, type: !155, scopeLine: 31, containingType: !139, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!5, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!159 = !DILocalVariable(name: "r", scope: !160, file: !3, line: 66, type: !5)
!160 = distinct !DILexicalBlock(scope: !134, file: !3, line: 65)
!161 = !DILocalVariable(name: "e", scope: !134, file: !3, line: 63, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !139, size: 64)
!163 = !DILocalVariable(name: "e", scope: !134, file: !3, line: 61, type: !164)
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !167, vtableHolder: !139, identifier: ".?AUIoError@@")
!167 = !{!168, !141, !169, !170, !174}
!168 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !166, baseType: !139, extraData: i32 0)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !166, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!170 = !DISubprogram(name: "IoError", scope: !166, file: !3, line: 36, type: !171, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173, !5, !5}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!174 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !166, file: !3, line: 37, type: !175, scopeLine: 37, containingType: !166, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!5, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DILocalVariable(name: "d", scope: !134, file: !3, line: 59, type: !179)
!179 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!180 = !DILocalVariable(name: "v", scope: !134, file: !3, line: 57, type: !5)
!181 = !DILocation(line: 0, scope: !134, inlinedAt: !182)
!182 = distinct !DILocation(line: 137, scope: !121)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = !DILocalVariable(name: "h", scope: !190, file: !3, line: 124, type: !21)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 123)
!191 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !26, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !189, !194}
!193 = !DILocalVariable(name: "x", arg: 1, scope: !191, file: !3, line: 123, type: !5)
!194 = !DILocalVariable(name: "e", scope: !191, file: !3, line: 126, type: !164)
!195 = !DILocation(line: 0, scope: !190, inlinedAt: !196)
!196 = distinct !DILocation(line: 143, scope: !113)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !113)
!199 = !DILocation(line: 0, scope: !119)
!200 = !DILocation(line: 136, scope: !119)
!201 = !DILocation(line: 141, scope: !113)
!202 = !DILocation(line: 142, scope: !113)
!203 = !DILocation(line: 124, scope: !190, inlinedAt: !196)
!204 = !DILocation(line: 0, scope: !191, inlinedAt: !196)
!205 = !DILocation(line: 125, scope: !190, inlinedAt: !196)
!206 = !DILocalVariable(name: "this", arg: 1, scope: !207, type: !212, flags: DIFlagArtificial | DIFlagObjectPointer)
!207 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !21, file: !3, line: 108, type: !208, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !210, retainedNodes: !211)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !31}
!210 = !DISubprogram(name: "~Holder", scope: !21, type: !208, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !{!206}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!213 = !DILocation(line: 0, scope: !207, inlinedAt: !214)
!214 = distinct !DILocation(line: 126, scope: !190, inlinedAt: !196)
!215 = !DILocalVariable(name: "this", arg: 1, scope: !216, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!216 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !217)
!217 = !{!215}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!219 = !DILocation(line: 0, scope: !216, inlinedAt: !220)
!220 = distinct !DILocation(line: 108, scope: !221, inlinedAt: !214)
!221 = distinct !DILexicalBlock(scope: !207, file: !3, line: 108)
!222 = !DILocation(line: 23, scope: !223, inlinedAt: !220)
!223 = distinct !DILexicalBlock(scope: !216, file: !3, line: 23)
!224 = !DILocalVariable(name: "v", arg: 1, scope: !225, file: !3, line: 14, type: !5)
!225 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !226, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !5}
!228 = !{!224}
!229 = !DILocation(line: 0, scope: !225, inlinedAt: !230)
!230 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !220)
!231 = !DILocation(line: 15, scope: !225, inlinedAt: !230)
!232 = !DILocation(line: 16, scope: !233, inlinedAt: !230)
!233 = distinct !DILexicalBlock(scope: !225, file: !3, line: 15)
!234 = !DILocation(line: 126, scope: !190, inlinedAt: !196)
!235 = !DILocation(line: 127, scope: !236, inlinedAt: !196)
!236 = distinct !DILexicalBlock(scope: !191, file: !3, line: 126)
!237 = !DILocation(line: 21, scope: !238, inlinedAt: !243)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 21)
!239 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !240)
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "i", arg: 2, scope: !239, file: !3, line: 21, type: !5)
!242 = !DILocalVariable(name: "this", arg: 1, scope: !239, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!243 = distinct !DILocation(line: 115, scope: !244, inlinedAt: !249)
!244 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !28, retainedNodes: !245)
!245 = !{!246, !247, !248}
!246 = !DILocalVariable(name: "x", arg: 2, scope: !244, file: !3, line: 115, type: !5)
!247 = !DILocalVariable(name: "this", arg: 1, scope: !244, type: !212, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DILocalVariable(name: "e", scope: !244, file: !3, line: 117, type: !162)
!249 = distinct !DILocation(line: 124, scope: !190, inlinedAt: !250)
!250 = distinct !DILocation(line: 143, scope: !113)
!251 = !DILocation(line: 15, scope: !225, inlinedAt: !252)
!252 = distinct !DILocation(line: 21, scope: !238, inlinedAt: !243)
!253 = !DILocation(line: 128, scope: !236, inlinedAt: !196)
!254 = !DILocation(line: 128, scope: !191, inlinedAt: !196)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 0, scope: !191, inlinedAt: !250)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!259 = !DILocation(line: 0, scope: !239, inlinedAt: !243)
!260 = !DILocation(line: 0, scope: !190, inlinedAt: !250)
!261 = !DILocation(line: 0, scope: !225, inlinedAt: !252)
!262 = !DILocation(line: 16, scope: !233, inlinedAt: !252)
!263 = !DILocation(line: 0, scope: !225, inlinedAt: !264)
!264 = distinct !DILocation(line: 116, scope: !265, inlinedAt: !249)
!265 = distinct !DILexicalBlock(scope: !244, file: !3, line: 115)
!266 = !DILocation(line: 15, scope: !225, inlinedAt: !264)
!267 = !DILocation(line: 0, scope: !207, inlinedAt: !268)
!268 = distinct !DILocation(line: 126, scope: !190, inlinedAt: !250)
!269 = !DILocation(line: 0, scope: !216, inlinedAt: !270)
!270 = distinct !DILocation(line: 108, scope: !221, inlinedAt: !268)
!271 = !DILocation(line: 23, scope: !223, inlinedAt: !270)
!272 = !DILocation(line: 0, scope: !225, inlinedAt: !273)
!273 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !270)
!274 = !DILocation(line: 15, scope: !225, inlinedAt: !273)
!275 = !DILocation(line: 16, scope: !233, inlinedAt: !264)
!276 = !DILocation(line: 16, scope: !233, inlinedAt: !273)
!277 = !DILocation(line: 143, scope: !113)
!278 = !DILocation(line: 146, scope: !113)
!279 = !DILocation(line: 0, scope: !131)
!280 = !DILocation(line: 147, scope: !131)
!281 = !DILocation(line: 56, scope: !282, inlinedAt: !182)
!282 = distinct !DILexicalBlock(scope: !134, file: !3, line: 55)
!283 = !DILocation(line: 57, scope: !282, inlinedAt: !182)
!284 = !DILocation(line: 58, scope: !285, inlinedAt: !182)
!285 = distinct !DILexicalBlock(scope: !134, file: !3, line: 57)
!286 = !DILocation(line: 59, scope: !285, inlinedAt: !182)
!287 = !DILocation(line: 60, scope: !288, inlinedAt: !182)
!288 = distinct !DILexicalBlock(scope: !134, file: !3, line: 59)
!289 = !DILocation(line: 61, scope: !288, inlinedAt: !182)
!290 = !DILocation(line: 62, scope: !291, inlinedAt: !182)
!291 = distinct !DILexicalBlock(scope: !134, file: !3, line: 61)
!292 = !DILocation(line: 63, scope: !291, inlinedAt: !182)
!293 = !DILocation(line: 64, scope: !294, inlinedAt: !182)
!294 = distinct !DILexicalBlock(scope: !134, file: !3, line: 63)
!295 = !DILocation(line: 65, scope: !294, inlinedAt: !182)
!296 = !DILocation(line: 66, scope: !160, inlinedAt: !182)
!297 = !DILocation(line: 0, scope: !160, inlinedAt: !182)
!298 = !DILocation(line: 67, scope: !160, inlinedAt: !182)
!299 = !DILocation(line: 69, scope: !160, inlinedAt: !182)
!300 = !DILocation(line: 70, scope: !301, inlinedAt: !182)
!301 = distinct !DILexicalBlock(scope: !134, file: !3, line: 69)
!302 = !DILocation(line: 71, scope: !301, inlinedAt: !182)
!303 = !DILocation(line: 73, scope: !304, inlinedAt: !182)
!304 = distinct !DILexicalBlock(scope: !134, file: !3, line: 71)
!305 = !DILocation(line: 75, scope: !134, inlinedAt: !182)
!306 = !DILocation(line: 0, scope: !121)
!307 = !DILocation(line: 138, scope: !121)
!308 = !DILocation(line: 139, scope: !121)
!309 = !DILocation(line: 136, scope: !122)
!310 = distinct !{!310, !200, !311, !312}
!311 = !DILocation(line: 140, scope: !119)
!312 = !{!"llvm.loop.mustprogress"}
!313 = !DILocation(line: 145, scope: !113)
!314 = !DILocation(line: 149, scope: !113)
!315 = !DILocation(line: 150, scope: !113)
!316 = !DILocation(line: 151, scope: !113)
!317 = !DILocation(line: 148, scope: !318)
!318 = distinct !DILexicalBlock(scope: !131, file: !3, line: 147)
!319 = !DILocation(line: 147, scope: !318)
!320 = distinct !{!320, !280, !321, !312}
!321 = !DILocation(line: 148, scope: !131)
!322 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !26, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!323 = !{!324, !325, !326, !328}
!324 = !DILocalVariable(name: "how", arg: 1, scope: !322, file: !3, line: 89, type: !5)
!325 = !DILocalVariable(name: "r", scope: !322, file: !3, line: 90, type: !5)
!326 = !DILocalVariable(name: "v", scope: !327, file: !3, line: 94, type: !5)
!327 = distinct !DILexicalBlock(scope: !322, file: !3, line: 91)
!328 = !DILocalVariable(name: "e", scope: !322, file: !3, line: 98, type: !162)
!329 = distinct !DIAssignID()
!330 = !DILocation(line: 0, scope: !327)
!331 = distinct !DIAssignID()
!332 = !DILocation(line: 0, scope: !322)
!333 = !DILocalVariable(name: "how", arg: 1, scope: !334, file: !3, line: 79, type: !5)
!334 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !226, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !335)
!335 = !{!333, !336}
!336 = !DILocalVariable(name: "t", scope: !334, file: !3, line: 80, type: !6)
!337 = !DILocation(line: 0, scope: !334, inlinedAt: !338)
!338 = distinct !DILocation(line: 93, scope: !339)
!339 = distinct !DILexicalBlock(scope: !327, file: !3, line: 92)
!340 = !DILocation(line: 0, scope: !239, inlinedAt: !341)
!341 = distinct !DILocation(line: 80, scope: !334, inlinedAt: !338)
!342 = !DILocation(line: 21, scope: !238, inlinedAt: !341)
!343 = !DILocation(line: 0, scope: !225, inlinedAt: !344)
!344 = distinct !DILocation(line: 21, scope: !238, inlinedAt: !341)
!345 = !DILocation(line: 15, scope: !225, inlinedAt: !344)
!346 = !DILocation(line: 80, scope: !334, inlinedAt: !338)
!347 = !DILocation(line: 16, scope: !233, inlinedAt: !344)
!348 = !DILocation(line: 82, scope: !349, inlinedAt: !338)
!349 = distinct !DILexicalBlock(scope: !334, file: !3, line: 81)
!350 = !DILocation(line: 83, scope: !349, inlinedAt: !338)
!351 = !DILocation(line: 84, scope: !352, inlinedAt: !338)
!352 = distinct !DILexicalBlock(scope: !334, file: !3, line: 83)
!353 = !DILocation(line: 85, scope: !352, inlinedAt: !338)
!354 = !DILocation(line: 0, scope: !216, inlinedAt: !355)
!355 = distinct !DILocation(line: 87, scope: !334, inlinedAt: !338)
!356 = !DILocation(line: 23, scope: !223, inlinedAt: !355)
!357 = !DILocation(line: 0, scope: !225, inlinedAt: !358)
!358 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !355)
!359 = !DILocation(line: 15, scope: !225, inlinedAt: !358)
!360 = !DILocation(line: 16, scope: !233, inlinedAt: !358)
!361 = !DILocation(line: 87, scope: !334, inlinedAt: !338)
!362 = !DILocation(line: 0, scope: !216, inlinedAt: !363)
!363 = distinct !DILocation(line: 87, scope: !334, inlinedAt: !338)
!364 = !DILocation(line: 23, scope: !223, inlinedAt: !363)
!365 = !DILocation(line: 0, scope: !225, inlinedAt: !366)
!366 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !363)
!367 = !DILocation(line: 15, scope: !225, inlinedAt: !366)
!368 = !DILocation(line: 16, scope: !233, inlinedAt: !366)
!369 = !DILocation(line: 94, scope: !339)
!370 = !DILocation(line: 95, scope: !371)
!371 = distinct !DILexicalBlock(scope: !327, file: !3, line: 94)
!372 = !DILocation(line: 96, scope: !371)
!373 = !DILocalVariable(name: "w", arg: 3, scope: !374, file: !3, line: 29, type: !146)
!374 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !139, file: !3, line: 29, type: !148, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !147, retainedNodes: !375)
!375 = !{!373, !376, !377}
!376 = !DILocalVariable(name: "c", arg: 2, scope: !374, file: !3, line: 29, type: !5)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DILocation(line: 0, scope: !374, inlinedAt: !379)
!379 = distinct !DILocation(line: 96, scope: !371)
!380 = !DILocation(line: 29, scope: !374, inlinedAt: !379)
!381 = !DILocation(line: 98, scope: !327)
!382 = !DILocation(line: 99, scope: !383)
!383 = distinct !DILexicalBlock(scope: !322, file: !3, line: 98)
!384 = !DILocation(line: 100, scope: !383)
!385 = !DILocation(line: 103, scope: !322)
!386 = !DILocation(line: 102, scope: !387)
!387 = distinct !DILexicalBlock(scope: !322, file: !3, line: 100)
!388 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !226, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !389)
!389 = !{!390, !391}
!390 = !DILocalVariable(name: "how", arg: 1, scope: !388, file: !3, line: 40, type: !5)
!391 = !DILocalVariable(name: "t", scope: !388, file: !3, line: 41, type: !6)
!392 = !DILocation(line: 0, scope: !388)
!393 = !DILocation(line: 0, scope: !239, inlinedAt: !394)
!394 = distinct !DILocation(line: 41, scope: !388)
!395 = !DILocation(line: 21, scope: !238, inlinedAt: !394)
!396 = !DILocation(line: 0, scope: !225, inlinedAt: !397)
!397 = distinct !DILocation(line: 21, scope: !238, inlinedAt: !394)
!398 = !DILocation(line: 15, scope: !225, inlinedAt: !397)
!399 = !DILocation(line: 16, scope: !233, inlinedAt: !397)
!400 = !DILocation(line: 42, scope: !388)
!401 = !DILocation(line: 43, scope: !402)
!402 = distinct !DILexicalBlock(scope: !388, file: !3, line: 42)
!403 = !DILocation(line: 44, scope: !402)
!404 = !DILocation(line: 0, scope: !374, inlinedAt: !405)
!405 = distinct !DILocation(line: 45, scope: !402)
!406 = !DILocation(line: 29, scope: !374, inlinedAt: !405)
!407 = !DILocation(line: 45, scope: !402)
!408 = !DILocalVariable(name: "f", arg: 3, scope: !409, file: !3, line: 36, type: !5)
!409 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !166, file: !3, line: 36, type: !171, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !170, retainedNodes: !410)
!410 = !{!408, !411, !412}
!411 = !DILocalVariable(name: "c", arg: 2, scope: !409, file: !3, line: 36, type: !5)
!412 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!414 = !DILocation(line: 0, scope: !409, inlinedAt: !415)
!415 = distinct !DILocation(line: 46, scope: !402)
!416 = !DILocation(line: 0, scope: !374, inlinedAt: !417)
!417 = distinct !DILocation(line: 36, scope: !409, inlinedAt: !415)
!418 = !DILocation(line: 29, scope: !374, inlinedAt: !417)
!419 = !DILocation(line: 36, scope: !409, inlinedAt: !415)
!420 = !DILocation(line: 46, scope: !402)
!421 = !DILocation(line: 47, scope: !402)
!422 = !DILocation(line: 0, scope: !374, inlinedAt: !423)
!423 = distinct !DILocation(line: 47, scope: !402)
!424 = !DILocation(line: 29, scope: !374, inlinedAt: !423)
!425 = !DILocation(line: 48, scope: !402)
!426 = !DILocation(line: 0, scope: !239, inlinedAt: !427)
!427 = distinct !DILocation(line: 49, scope: !402)
!428 = !DILocation(line: 21, scope: !239, inlinedAt: !427)
!429 = !DILocation(line: 21, scope: !238, inlinedAt: !427)
!430 = !DILocation(line: 0, scope: !225, inlinedAt: !431)
!431 = distinct !DILocation(line: 21, scope: !238, inlinedAt: !427)
!432 = !DILocation(line: 15, scope: !225, inlinedAt: !431)
!433 = !DILocation(line: 16, scope: !233, inlinedAt: !431)
!434 = !DILocation(line: 49, scope: !402)
!435 = !DILocation(line: 0, scope: !216, inlinedAt: !436)
!436 = distinct !DILocation(line: 52, scope: !388)
!437 = !DILocation(line: 23, scope: !223, inlinedAt: !436)
!438 = !DILocation(line: 0, scope: !225, inlinedAt: !439)
!439 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !436)
!440 = !DILocation(line: 15, scope: !225, inlinedAt: !439)
!441 = !DILocation(line: 16, scope: !233, inlinedAt: !439)
!442 = !DILocation(line: 52, scope: !388)
!443 = !DILocation(line: 0, scope: !216, inlinedAt: !444)
!444 = distinct !DILocation(line: 52, scope: !388)
!445 = !DILocation(line: 23, scope: !223, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !225, inlinedAt: !447)
!447 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !444)
!448 = !DILocation(line: 15, scope: !225, inlinedAt: !447)
!449 = !DILocation(line: 16, scope: !233, inlinedAt: !447)
!450 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !139, file: !3, line: 26, type: !451, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !454, retainedNodes: !455)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !150, !453}
!453 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !158, size: 64)
!454 = !DISubprogram(name: "Error", scope: !139, type: !451, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !{!456, !457}
!456 = !DILocalVariable(arg: 2, scope: !450, type: !453)
!457 = !DILocalVariable(name: "this", arg: 1, scope: !450, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!458 = !DILocation(line: 0, scope: !450)
!459 = !DILocation(line: 26, scope: !450)
!460 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !166, file: !3, line: 34, type: !461, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !463, retainedNodes: !464)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !173, !164}
!463 = !DISubprogram(name: "IoError", scope: !166, type: !461, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !{!465, !466}
!465 = !DILocalVariable(arg: 2, scope: !460, type: !164)
!466 = !DILocalVariable(name: "this", arg: 1, scope: !460, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!467 = !DILocation(line: 0, scope: !460)
!468 = !DILocation(line: 0, scope: !450, inlinedAt: !469)
!469 = distinct !DILocation(line: 34, scope: !460)
!470 = !DILocation(line: 26, scope: !450, inlinedAt: !469)
!471 = !DILocation(line: 34, scope: !460)
!472 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !473)
!473 = !{!474}
!474 = !DILocalVariable(name: "this", arg: 1, scope: !472, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!475 = !DILocation(line: 0, scope: !472)
!476 = !DILocation(line: 30, scope: !472)
!477 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !478)
!478 = !{!479, !480}
!479 = !DILocalVariable(name: "o", arg: 2, scope: !477, file: !3, line: 22, type: !16)
!480 = !DILocalVariable(name: "this", arg: 1, scope: !477, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!481 = !DILocation(line: 0, scope: !477)
!482 = !DILocation(line: 22, scope: !477)
!483 = !DILocation(line: 22, scope: !484)
!484 = distinct !DILexicalBlock(scope: !477, file: !3, line: 22)
!485 = !DILocation(line: 0, scope: !225, inlinedAt: !486)
!486 = distinct !DILocation(line: 22, scope: !484)
!487 = !DILocation(line: 15, scope: !225, inlinedAt: !486)
!488 = !DILocation(line: 16, scope: !233, inlinedAt: !486)
!489 = !DILocation(line: 0, scope: !216)
!490 = !DILocation(line: 23, scope: !223)
!491 = !DILocation(line: 0, scope: !225, inlinedAt: !492)
!492 = distinct !DILocation(line: 23, scope: !223)
!493 = !DILocation(line: 15, scope: !225, inlinedAt: !492)
!494 = !DILocation(line: 16, scope: !233, inlinedAt: !492)
!495 = !DILocation(line: 23, scope: !216)
!496 = !DILocation(line: 0, scope: !225)
!497 = !DILocation(line: 15, scope: !225)
!498 = !DILocation(line: 16, scope: !233)
!499 = !DILocation(line: 17, scope: !225)
!500 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !501)
!501 = !{!502, !503}
!502 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !500, type: !5, flags: DIFlagArtificial)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DILocation(line: 0, scope: !500)
!505 = !DILocation(line: 30, scope: !500)
!506 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !139, file: !3, line: 31, type: !155, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !154, retainedNodes: !507)
!507 = !{!508}
!508 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !509, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!510 = !DILocation(line: 0, scope: !506)
!511 = !DILocation(line: 31, scope: !506)
!512 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !166, file: !3, line: 34, type: !513, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !515, retainedNodes: !516)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !173}
!515 = !DISubprogram(name: "~IoError", scope: !166, type: !513, containingType: !166, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!516 = !{!517, !518}
!517 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !512, type: !5, flags: DIFlagArtificial)
!518 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!519 = !DILocation(line: 0, scope: !512)
!520 = !DILocation(line: 34, scope: !512)
!521 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !166, file: !3, line: 37, type: !175, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !174, retainedNodes: !522)
!522 = !{!523}
!523 = !DILocalVariable(name: "this", arg: 1, scope: !521, type: !524, flags: DIFlagArtificial | DIFlagObjectPointer)
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!525 = !DILocation(line: 0, scope: !521)
!526 = !DILocation(line: 37, scope: !521)
!527 = distinct !DIAssignID()
!528 = !DILocation(line: 0, scope: !244)
!529 = !DILocation(line: 0, scope: !239, inlinedAt: !530)
!530 = distinct !DILocation(line: 115, scope: !244)
!531 = !DILocation(line: 21, scope: !239, inlinedAt: !530)
!532 = !DILocation(line: 21, scope: !238, inlinedAt: !530)
!533 = !DILocation(line: 0, scope: !225, inlinedAt: !534)
!534 = distinct !DILocation(line: 21, scope: !238, inlinedAt: !530)
!535 = !DILocation(line: 15, scope: !225, inlinedAt: !534)
!536 = !DILocation(line: 16, scope: !233, inlinedAt: !534)
!537 = !DILocation(line: 112, scope: !538, inlinedAt: !541)
!538 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !25, retainedNodes: !539)
!539 = !{!540}
!540 = !DILocalVariable(name: "x", arg: 1, scope: !538, file: !3, line: 111, type: !5)
!541 = distinct !DILocation(line: 115, scope: !244)
!542 = !DILocation(line: 0, scope: !538, inlinedAt: !541)
!543 = !DILocation(line: 112, scope: !544, inlinedAt: !541)
!544 = distinct !DILexicalBlock(scope: !538, file: !3, line: 112)
!545 = !DILocation(line: 0, scope: !409, inlinedAt: !546)
!546 = distinct !DILocation(line: 112, scope: !544, inlinedAt: !541)
!547 = !DILocation(line: 0, scope: !374, inlinedAt: !548)
!548 = distinct !DILocation(line: 36, scope: !409, inlinedAt: !546)
!549 = !DILocation(line: 29, scope: !374, inlinedAt: !548)
!550 = !DILocation(line: 36, scope: !409, inlinedAt: !546)
!551 = !DILocation(line: 113, scope: !538, inlinedAt: !541)
!552 = !DILocation(line: 115, scope: !244)
!553 = !DILocation(line: 0, scope: !225, inlinedAt: !554)
!554 = distinct !DILocation(line: 116, scope: !265)
!555 = !DILocation(line: 15, scope: !225, inlinedAt: !554)
!556 = !DILocation(line: 16, scope: !233, inlinedAt: !554)
!557 = !DILocation(line: 119, scope: !244)
!558 = !DILocation(line: 117, scope: !265)
!559 = !DILocation(line: 0, scope: !216, inlinedAt: !560)
!560 = distinct !DILocation(line: 117, scope: !265)
!561 = !DILocation(line: 23, scope: !223, inlinedAt: !560)
!562 = !DILocation(line: 0, scope: !225, inlinedAt: !563)
!563 = distinct !DILocation(line: 23, scope: !223, inlinedAt: !560)
!564 = !DILocation(line: 15, scope: !225, inlinedAt: !563)
!565 = !DILocation(line: 16, scope: !233, inlinedAt: !563)
!566 = !DILocation(line: 118, scope: !567)
!567 = distinct !DILexicalBlock(scope: !244, file: !3, line: 117)
!568 = !DILocation(line: 119, scope: !567)

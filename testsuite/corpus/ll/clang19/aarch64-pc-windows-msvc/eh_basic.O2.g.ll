; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 8, !dbg !33
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 8, !dbg !40
@rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !96
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 8, !dbg !45
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 8, !dbg !50
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 4, !dbg !55
@g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !98
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !100
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 4, !dbg !60
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 8, !dbg !65
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 4, !dbg !70
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 4, !dbg !75
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
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 4, !dbg !77
@"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Error@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0IoError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 4, !dbg !82
@"_CT??_R0PEAUError@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUError@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2PEAUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 8, !dbg !84
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
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 4, !dbg !89
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4IoError@@6B@", ptr @"??_GIoError@@UEAAPEAXI@Z", ptr @"?kind@IoError@@UEBAHXZ"] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4IoError@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 4, !dbg !91

@"??_7Error@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !112 {
  %1 = alloca ptr, align 8, !DIAssignID !131
    #dbg_assign(i1 undef, !132, !DIExpression(), !131, ptr %1, !DIExpression(), !180)
  %2 = alloca ptr, align 8, !DIAssignID !182
    #dbg_assign(i1 undef, !136, !DIExpression(), !182, ptr %2, !DIExpression(), !180)
  %3 = alloca ptr, align 8, !DIAssignID !183
    #dbg_assign(i1 undef, !160, !DIExpression(), !183, ptr %3, !DIExpression(), !180)
  %4 = alloca ptr, align 8, !DIAssignID !184
    #dbg_assign(i1 undef, !162, !DIExpression(), !184, ptr %4, !DIExpression(), !180)
  %5 = alloca double, align 8, !DIAssignID !185
    #dbg_assign(i1 undef, !177, !DIExpression(), !185, ptr %5, !DIExpression(), !180)
  %6 = alloca i32, align 4, !DIAssignID !186
  %7 = alloca %struct.Holder, align 4, !DIAssignID !187
    #dbg_assign(i1 undef, !188, !DIExpression(), !187, ptr %7, !DIExpression(), !194)
  %8 = alloca ptr, align 8, !DIAssignID !196
    #dbg_value(i32 0, !116, !DIExpression(), !197)
    #dbg_value(i32 0, !117, !DIExpression(), !198)
  br label %67, !dbg !199

9:                                                ; preds = %120
  %10 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !200
  %11 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !200
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10), !dbg !200
  %13 = load i32, ptr @rethrow_count, align 4, !dbg !201
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %13), !dbg !201
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !202
    #dbg_assign(i1 undef, !193, !DIExpression(), !196, ptr %8, !DIExpression(), !203)
    #dbg_value(i32 -4, !192, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11, !dbg !202
  %15 = invoke noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %16 unwind label %31, !dbg !202

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !204
  %18 = load i32, ptr %17, align 4, !dbg !204
    #dbg_value(ptr %7, !205, !DIExpression(), !212)
    #dbg_value(ptr %7, !214, !DIExpression(), !218)
  %19 = load i32, ptr @g_live, align 4, !dbg !221
  %20 = add nsw i32 %19, -1, !dbg !221
  store i32 %20, ptr @g_live, align 4, !dbg !221
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %21 = load i32, ptr @g_nlog, align 4, !dbg !230
  %22 = icmp slt i32 %21, 64, !dbg !230
  br i1 %22, label %23, label %29, !dbg !230

23:                                               ; preds = %16
  %24 = load i32, ptr %7, align 4, !dbg !221
    #dbg_value(!DIArgList(i32 0, i32 %24), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %25 = sub nsw i32 0, %24, !dbg !221
    #dbg_value(i32 %25, !223, !DIExpression(), !228)
  %26 = add nsw i32 %21, 1, !dbg !231
  store i32 %26, ptr @g_nlog, align 4, !dbg !231
  %27 = sext i32 %21 to i64, !dbg !231
  %28 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %27, !dbg !231
  store i32 %25, ptr %28, align 4, !dbg !231
  br label %29, !dbg !231

29:                                               ; preds = %23, %16
  %30 = phi i32 [ %26, %23 ], [ %21, %16 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11, !dbg !233
  br label %41

31:                                               ; preds = %9
  %32 = catchswitch within none [label %33] unwind to caller, !dbg !233

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8], !dbg !233
  %35 = load ptr, ptr %8, align 8, !dbg !234
  %36 = getelementptr inbounds i8, ptr %35, i64 24, !dbg !234
  %37 = load i32, ptr %36, align 8, !dbg !234
  %38 = add nsw i32 %37, -1000, !dbg !234
  %39 = load i32, ptr @g_live, align 4, !dbg !236
  %40 = load i32, ptr @g_nlog, align 4, !dbg !250
  catchret from %34 to label %41, !dbg !252

41:                                               ; preds = %29, %33
  %42 = phi i32 [ %30, %29 ], [ %40, %33 ], !dbg !250
  %43 = phi i32 [ %20, %29 ], [ %39, %33 ], !dbg !236
  %44 = phi i32 [ %18, %29 ], [ %38, %33 ], !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !253
    #dbg_assign(i1 undef, !193, !DIExpression(), !254, ptr undef, !DIExpression(), !255)
    #dbg_value(i32 5, !192, !DIExpression(), !255)
    #dbg_assign(i1 undef, !247, !DIExpression(), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(i32 5, !245, !DIExpression(), !257)
    #dbg_value(ptr undef, !246, !DIExpression(), !257)
    #dbg_value(i32 5, !240, !DIExpression(), !258)
    #dbg_value(ptr undef, !241, !DIExpression(), !258)
    #dbg_value(i32 5, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !259)
  %45 = add nsw i32 %43, 1, !dbg !236
  store i32 %45, ptr @g_live, align 4, !dbg !236
    #dbg_value(i32 5, !223, !DIExpression(), !260)
  %46 = icmp slt i32 %42, 64, !dbg !250
  br i1 %46, label %47, label %52, !dbg !250

47:                                               ; preds = %41
  %48 = add nsw i32 %42, 1, !dbg !261
  store i32 %48, ptr @g_nlog, align 4, !dbg !261
  %49 = sext i32 %42 to i64, !dbg !261
  %50 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %49, !dbg !261
  store i32 5, ptr %50, align 4, !dbg !261
    #dbg_value(i32 10, !188, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !259)
    #dbg_value(i32 777, !223, !DIExpression(), !262)
  %51 = icmp eq i32 %42, 63, !dbg !265
  br i1 %51, label %52, label %53, !dbg !265

52:                                               ; preds = %47, %41
    #dbg_value(ptr undef, !205, !DIExpression(), !266)
    #dbg_value(ptr undef, !214, !DIExpression(), !268)
  store i32 %43, ptr @g_live, align 4, !dbg !270
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !271)
  br label %62, !dbg !273

53:                                               ; preds = %47
  %54 = add nsw i32 %42, 2, !dbg !274
  store i32 %54, ptr @g_nlog, align 4, !dbg !274
  %55 = sext i32 %48 to i64, !dbg !274
  %56 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %55, !dbg !274
  store i32 777, ptr %56, align 4, !dbg !274
    #dbg_value(ptr undef, !205, !DIExpression(), !266)
    #dbg_value(ptr undef, !214, !DIExpression(), !268)
  store i32 %43, ptr @g_live, align 4, !dbg !270
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !271)
  %57 = icmp slt i32 %42, 62, !dbg !273
  br i1 %57, label %58, label %62, !dbg !273

58:                                               ; preds = %53
    #dbg_value(i32 -5, !223, !DIExpression(), !271)
  %59 = add nsw i32 %42, 3, !dbg !275
  store i32 %59, ptr @g_nlog, align 4, !dbg !275
  %60 = sext i32 %54 to i64, !dbg !275
  %61 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %60, !dbg !275
  store i32 -5, ptr %61, align 4, !dbg !275
  br label %62, !dbg !275

62:                                               ; preds = %53, %58, %52
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef %44), !dbg !276
    #dbg_value(!DIArgList(i32 %124, i32 2), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !197)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GOGLHGCH@log?3?$AA@"), !dbg !277
    #dbg_value(i32 0, !129, !DIExpression(), !278)
  %65 = load i32, ptr @g_nlog, align 4, !dbg !279
  %66 = icmp sgt i32 %65, 0, !dbg !279
  br i1 %66, label %135, label %127, !dbg !279

67:                                               ; preds = %0, %120
  %68 = phi i32 [ 0, %0 ], [ %124, %120 ]
  %69 = phi i32 [ 0, %0 ], [ %125, %120 ]
    #dbg_value(i32 %68, !116, !DIExpression(), !197)
    #dbg_value(i32 %69, !117, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !280
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !280
    #dbg_assign(i1 undef, !179, !DIExpression(), !186, ptr %6, !DIExpression(), !180)
    #dbg_value(i32 %69, !135, !DIExpression(), !180)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %69)
          to label %120 unwind label %70, !dbg !280

70:                                               ; preds = %67
  %71 = catchswitch within none [label %72, label %76, label %82, label %92, label %103, label %112, label %118] unwind to caller, !dbg !282

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %6], !dbg !282
  %74 = load i32, ptr %6, align 4, !dbg !283
  %75 = add nsw i32 %74, 100, !dbg !283
  catchret from %73 to label %120, !dbg !285

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr @"??_R0N@8", i32 0, ptr %5], !dbg !282
  %78 = load double, ptr %5, align 8, !dbg !286
  %79 = fmul double %78, 2.000000e+00, !dbg !286
  %80 = fptosi double %79 to i32, !dbg !286
  %81 = add nsw i32 %80, 200, !dbg !286
  catchret from %77 to label %120, !dbg !288

82:                                               ; preds = %70
  %83 = catchpad within %71 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %4], !dbg !282
  %84 = load ptr, ptr %4, align 8, !dbg !289
  %85 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !289
  %86 = load i32, ptr %85, align 8, !dbg !289
  %87 = mul nsw i32 %86, 10, !dbg !289
  %88 = add nsw i32 %87, 300, !dbg !289
  %89 = getelementptr inbounds i8, ptr %84, i64 24, !dbg !289
  %90 = load i32, ptr %89, align 8, !dbg !289
  %91 = add nsw i32 %88, %90, !dbg !289
  catchret from %83 to label %120, !dbg !291

92:                                               ; preds = %70
  %93 = catchpad within %71 [ptr @"??_R0?AUError@@@8", i32 8, ptr %3], !dbg !282
  %94 = load ptr, ptr %3, align 8, !dbg !292
  %95 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !292
  %96 = load i32, ptr %95, align 8, !dbg !292
  %97 = add nsw i32 %96, 400, !dbg !292
  %98 = load ptr, ptr %94, align 8, !dbg !292
  %99 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !292
  %100 = load ptr, ptr %99, align 8, !dbg !292
  %101 = call noundef i32 %100(ptr noundef nonnull align 8 dereferenceable(24) %94) [ "funclet"(token %93) ], !dbg !292
  %102 = add nsw i32 %97, %101, !dbg !292
  catchret from %93 to label %120, !dbg !294

103:                                              ; preds = %70
  %104 = catchpad within %71 [ptr @"??_R0PEAUError@@@8", i32 0, ptr %2], !dbg !282
  %105 = load ptr, ptr %2, align 8, !dbg !295
  %106 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !295
  %107 = load i32, ptr %106, align 8, !dbg !295
  %108 = add nsw i32 %107, 500, !dbg !295
    #dbg_value(i32 %108, !158, !DIExpression(), !296)
  %109 = load ptr, ptr %105, align 8, !dbg !297
  %110 = load ptr, ptr %109, align 8, !dbg !297
  %111 = call noundef ptr %110(ptr noundef nonnull align 8 dereferenceable(24) %105, i32 noundef 1) #11 [ "funclet"(token %104) ], !dbg !297
  catchret from %104 to label %120, !dbg !298

112:                                              ; preds = %70
  %113 = catchpad within %71 [ptr @"??_R0PEAD@8", i32 1, ptr %1], !dbg !282
  %114 = load ptr, ptr %1, align 8, !dbg !299
  %115 = load i8, ptr %114, align 1, !dbg !299
  %116 = icmp eq i8 %115, 99, !dbg !299
  %117 = select i1 %116, i32 601, i32 600, !dbg !299
  catchret from %113 to label %120, !dbg !301

118:                                              ; preds = %70
  %119 = catchpad within %71 [ptr null, i32 64, ptr null], !dbg !282
  catchret from %119 to label %120, !dbg !302

120:                                              ; preds = %67, %72, %76, %82, %92, %103, %112, %118
  %121 = phi i32 [ %75, %72 ], [ 999, %118 ], [ %117, %112 ], [ %108, %103 ], [ %102, %92 ], [ %91, %82 ], [ %81, %76 ], [ 0, %67 ], !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !304
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !304
    #dbg_value(i32 %121, !119, !DIExpression(), !305)
  %122 = load i32, ptr @g_live, align 4, !dbg !306
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %69, i32 noundef %121, i32 noundef %122), !dbg !306
  %124 = add nsw i32 %121, %68, !dbg !307
    #dbg_value(i32 %124, !116, !DIExpression(), !197)
  %125 = add nuw nsw i32 %69, 1, !dbg !308
    #dbg_value(i32 %125, !117, !DIExpression(), !198)
  %126 = icmp eq i32 %125, 8, !dbg !199
  br i1 %126, label %9, label %67, !dbg !199, !llvm.loop !309

127:                                              ; preds = %135, %62
  %128 = add nsw i32 %124, 2, !dbg !312
    #dbg_value(i32 %128, !116, !DIExpression(), !197)
  %129 = load i32, ptr @g_live, align 4, !dbg !313
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %128, i32 noundef %129), !dbg !313
  %131 = load i32, ptr @g_live, align 4, !dbg !314
  %132 = icmp eq i32 %131, 0, !dbg !314
  %133 = select i1 %132, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@", !dbg !314
  %134 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %133), !dbg !314
  ret i32 0, !dbg !315

135:                                              ; preds = %62, %135
  %136 = phi i64 [ %140, %135 ], [ 0, %62 ]
    #dbg_value(i64 %136, !129, !DIExpression(), !278)
  %137 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %136, !dbg !316
  %138 = load i32, ptr %137, align 4, !dbg !316
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %138), !dbg !316
  %140 = add nuw nsw i64 %136, 1, !dbg !318
    #dbg_value(i64 %140, !129, !DIExpression(), !278)
  %141 = load i32, ptr @g_nlog, align 4, !dbg !279
  %142 = sext i32 %141 to i64, !dbg !279
  %143 = icmp slt i64 %140, %142, !dbg !279
  br i1 %143, label %135, label %127, !dbg !279, !llvm.loop !319
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !321 {
  %2 = alloca i32, align 4, !DIAssignID !328
    #dbg_assign(i1 undef, !325, !DIExpression(), !328, ptr %2, !DIExpression(), !329)
  %3 = alloca %struct.Error, align 8
  %4 = alloca ptr, align 8, !DIAssignID !330
    #dbg_assign(i1 undef, !327, !DIExpression(), !330, ptr %4, !DIExpression(), !331)
    #dbg_value(i32 %0, !323, !DIExpression(), !331)
    #dbg_value(i32 0, !324, !DIExpression(), !331)
    #dbg_value(i32 %0, !332, !DIExpression(), !336)
    #dbg_value(i32 %0, !240, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !339)
    #dbg_value(ptr undef, !241, !DIExpression(), !339)
    #dbg_value(i32 %0, !335, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !336)
  %5 = load i32, ptr @g_live, align 4, !dbg !341
  %6 = add nsw i32 %5, 1, !dbg !341
  store i32 %6, ptr @g_live, align 4, !dbg !341
    #dbg_value(i32 %0, !223, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !342)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !344
  %8 = icmp slt i32 %7, 64, !dbg !344
  br i1 %8, label %9, label %14, !dbg !344

9:                                                ; preds = %1
  %10 = add nuw nsw i32 %0, 50, !dbg !345
    #dbg_value(i32 %10, !240, !DIExpression(), !339)
    #dbg_value(i32 %10, !335, !DIExpression(), !336)
    #dbg_value(i32 %10, !223, !DIExpression(), !342)
  %11 = add nsw i32 %7, 1, !dbg !346
  store i32 %11, ptr @g_nlog, align 4, !dbg !346
  %12 = sext i32 %7 to i64, !dbg !346
  %13 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %12, !dbg !346
  store i32 %10, ptr %13, align 4, !dbg !346
  br label %14, !dbg !346

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15, !dbg !347

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31, !dbg !349

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr null, i32 64, ptr null], !dbg !349
  %19 = load i32, ptr @rethrow_count, align 4, !dbg !350
  %20 = add nsw i32 %19, 1, !dbg !350
  store i32 %20, ptr @rethrow_count, align 4, !dbg !350
  invoke void @_CxxThrowException(ptr null, ptr null) #12 [ "funclet"(token %18) ]
          to label %43 unwind label %31, !dbg !352

21:                                               ; preds = %14
    #dbg_value(ptr undef, !214, !DIExpression(), !353)
  %22 = load i32, ptr @g_live, align 4, !dbg !355
  %23 = add nsw i32 %22, -1, !dbg !355
  store i32 %23, ptr @g_live, align 4, !dbg !355
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !356)
  %24 = load i32, ptr @g_nlog, align 4, !dbg !358
  %25 = icmp slt i32 %24, 64, !dbg !358
  br i1 %25, label %26, label %62, !dbg !358

26:                                               ; preds = %21
    #dbg_value(!DIArgList(i32 0, i32 %0), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !356)
  %27 = sub nsw i32 -50, %0, !dbg !355
    #dbg_value(i32 %27, !223, !DIExpression(), !356)
  %28 = add nsw i32 %24, 1, !dbg !359
  store i32 %28, ptr @g_nlog, align 4, !dbg !359
  %29 = sext i32 %24 to i64, !dbg !359
  %30 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %29, !dbg !359
  store i32 %27, ptr %30, align 4, !dbg !359
  br label %62, !dbg !359

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none [], !dbg !360
    #dbg_value(ptr undef, !214, !DIExpression(), !361)
  %33 = load i32, ptr @g_live, align 4, !dbg !363
  %34 = add nsw i32 %33, -1, !dbg !363
  store i32 %34, ptr @g_live, align 4, !dbg !363
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !364)
  %35 = load i32, ptr @g_nlog, align 4, !dbg !366
  %36 = icmp slt i32 %35, 64, !dbg !366
  br i1 %36, label %37, label %42, !dbg !366

37:                                               ; preds = %31
    #dbg_value(!DIArgList(i32 0, i32 %0), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !364)
  %38 = sub nsw i32 -50, %0, !dbg !363
    #dbg_value(i32 %38, !223, !DIExpression(), !364)
  %39 = add nsw i32 %35, 1, !dbg !367
  store i32 %39, ptr @g_nlog, align 4, !dbg !367
  %40 = sext i32 %35 to i64, !dbg !367
  %41 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %40, !dbg !367
  store i32 %38, ptr %41, align 4, !dbg !367
  br label %42, !dbg !367

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %52, !dbg !368

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0H@8", i32 0, ptr %2], !dbg !368
  %48 = load i32, ptr %2, align 4, !dbg !369
    #dbg_value(i32 %48, !324, !DIExpression(), !331)
  %49 = add nsw i32 %48, 1, !dbg !371
    #dbg_value(ptr @"??_C@_06PEIBIDGM@nested?$AA@", !372, !DIExpression(), !377)
    #dbg_value(i32 %49, !375, !DIExpression(), !377)
    #dbg_value(ptr %3, !376, !DIExpression(), !377)
  store ptr @"??_7Error@@6B@", ptr %3, align 8, !dbg !379
  %50 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !379
  store i32 %49, ptr %50, align 8, !dbg !379
  %51 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !379
  store ptr @"??_C@_06PEIBIDGM@nested?$AA@", ptr %51, align 8, !dbg !379
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUError@@") #12 [ "funclet"(token %47) ]
          to label %66 unwind label %52, !dbg !371

52:                                               ; preds = %46, %44
  %53 = phi i32 [ 0, %44 ], [ %48, %46 ], !dbg !331
  %54 = catchswitch within none [label %55, label %64] unwind to caller, !dbg !380

55:                                               ; preds = %52
  %56 = catchpad within %54 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4], !dbg !380
  %57 = load ptr, ptr %4, align 8, !dbg !381
  %58 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !381
  %59 = load i32, ptr %58, align 8, !dbg !381
  %60 = mul nsw i32 %59, 100, !dbg !381
  %61 = add nsw i32 %60, %53, !dbg !381
    #dbg_value(i32 %61, !324, !DIExpression(), !331)
  catchret from %56 to label %62, !dbg !383

62:                                               ; preds = %26, %21, %64, %55
  %63 = phi i32 [ %61, %55 ], [ -1, %64 ], [ 0, %21 ], [ 0, %26 ], !dbg !331
    #dbg_value(i32 %63, !324, !DIExpression(), !331)
  ret i32 %63, !dbg !384

64:                                               ; preds = %52
  %65 = catchpad within %54 [ptr null, i32 64, ptr null], !dbg !380
    #dbg_value(i32 -1, !324, !DIExpression(), !331)
  catchret from %65 to label %62, !dbg !385

66:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 !dbg !387 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Tracer, align 4
    #dbg_value(i32 %0, !389, !DIExpression(), !391)
    #dbg_value(i32 %0, !240, !DIExpression(), !392)
    #dbg_value(ptr undef, !241, !DIExpression(), !392)
    #dbg_value(i32 %0, !390, !DIExpression(), !391)
  %9 = load i32, ptr @g_live, align 4, !dbg !394
  %10 = add nsw i32 %9, 1, !dbg !394
  store i32 %10, ptr @g_live, align 4, !dbg !394
    #dbg_value(i32 %0, !223, !DIExpression(), !395)
  %11 = load i32, ptr @g_nlog, align 4, !dbg !397
  %12 = icmp slt i32 %11, 64, !dbg !397
  br i1 %12, label %13, label %17, !dbg !397

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !398
  store i32 %14, ptr @g_nlog, align 4, !dbg !398
  %15 = sext i32 %11 to i64, !dbg !398
  %16 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %15, !dbg !398
  store i32 %0, ptr %16, align 4, !dbg !398
  br label %17, !dbg !398

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
  ], !dbg !399

19:                                               ; preds = %17
  store i32 42, ptr %2, align 4, !dbg !400
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #12
          to label %62 unwind label %50, !dbg !400

20:                                               ; preds = %17
  store double 3.500000e+00, ptr %3, align 8, !dbg !402
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1N) #12
          to label %62 unwind label %50, !dbg !402

21:                                               ; preds = %17
    #dbg_value(ptr @"??_C@_05CGDPOPDB@plain?$AA@", !372, !DIExpression(), !403)
    #dbg_value(i32 7, !375, !DIExpression(), !403)
    #dbg_value(ptr %4, !376, !DIExpression(), !403)
  store ptr @"??_7Error@@6B@", ptr %4, align 8, !dbg !405
  %22 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !405
  store i32 7, ptr %22, align 8, !dbg !405
  %23 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !405
  store ptr @"??_C@_05CGDPOPDB@plain?$AA@", ptr %23, align 8, !dbg !405
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AUError@@") #12
          to label %62 unwind label %50, !dbg !406

24:                                               ; preds = %17
    #dbg_value(i32 3, !407, !DIExpression(), !413)
    #dbg_value(i32 9, !410, !DIExpression(), !413)
    #dbg_value(ptr %5, !411, !DIExpression(), !413)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !372, !DIExpression(), !415)
    #dbg_value(i32 9, !375, !DIExpression(), !415)
    #dbg_value(ptr %5, !376, !DIExpression(), !415)
  %25 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !417
  store i32 9, ptr %25, align 8, !dbg !417
  %26 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !417
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %26, align 8, !dbg !417
  store ptr @"??_7IoError@@6B@", ptr %5, align 8, !dbg !418
  %27 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !418
  store i32 3, ptr %27, align 8, !dbg !418
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %62 unwind label %50, !dbg !419

28:                                               ; preds = %17
  %29 = invoke noalias noundef nonnull dereferenceable(24) ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
          to label %30 unwind label %50, !dbg !420, !heapallocsite !138

30:                                               ; preds = %28
    #dbg_value(ptr @"??_C@_04PKENOLLO@heap?$AA@", !372, !DIExpression(), !421)
    #dbg_value(i32 11, !375, !DIExpression(), !421)
    #dbg_value(ptr %29, !376, !DIExpression(), !421)
  store ptr @"??_7Error@@6B@", ptr %29, align 8, !dbg !423
  %31 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !423
  store i32 11, ptr %31, align 8, !dbg !423
  %32 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !423
  store ptr @"??_C@_04PKENOLLO@heap?$AA@", ptr %32, align 8, !dbg !423
  store ptr %29, ptr %6, align 8, !dbg !420
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2PEAUError@@") #12
          to label %62 unwind label %50, !dbg !420

33:                                               ; preds = %17
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %7, align 8, !dbg !424
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TIC2PEAD) #12
          to label %62 unwind label %50, !dbg !424

34:                                               ; preds = %17
    #dbg_value(i32 600, !240, !DIExpression(), !425)
    #dbg_value(ptr %8, !241, !DIExpression(), !425)
  store i32 600, ptr %8, align 4, !dbg !427
  %35 = add nsw i32 %9, 2, !dbg !428
  store i32 %35, ptr @g_live, align 4, !dbg !428
    #dbg_value(i32 600, !223, !DIExpression(), !429)
  %36 = icmp slt i32 %18, 64, !dbg !431
  br i1 %36, label %37, label %41, !dbg !431

37:                                               ; preds = %34
  %38 = add nsw i32 %18, 1, !dbg !432
  store i32 %38, ptr @g_nlog, align 4, !dbg !432
  %39 = sext i32 %18 to i64, !dbg !432
  %40 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %39, !dbg !432
  store i32 600, ptr %40, align 4, !dbg !432
  br label %41, !dbg !432

41:                                               ; preds = %37, %34
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUTracer@@") #12
          to label %62 unwind label %50, !dbg !433

42:                                               ; preds = %17
    #dbg_value(ptr undef, !214, !DIExpression(), !434)
  store i32 %9, ptr @g_live, align 4, !dbg !436
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !437)
  %43 = icmp slt i32 %18, 64, !dbg !439
  br i1 %43, label %44, label %49, !dbg !439

44:                                               ; preds = %42
    #dbg_value(!DIArgList(i32 0, i32 %0), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !437)
  %45 = sub nsw i32 0, %0, !dbg !436
    #dbg_value(i32 %45, !223, !DIExpression(), !437)
  %46 = add nsw i32 %18, 1, !dbg !440
  store i32 %46, ptr @g_nlog, align 4, !dbg !440
  %47 = sext i32 %18 to i64, !dbg !440
  %48 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %47, !dbg !440
  store i32 %45, ptr %48, align 4, !dbg !440
  br label %49, !dbg !440

49:                                               ; preds = %42, %44
  ret void, !dbg !441

50:                                               ; preds = %41, %33, %30, %28, %24, %21, %20, %19
  %51 = cleanuppad within none [], !dbg !441
    #dbg_value(ptr undef, !214, !DIExpression(), !442)
  %52 = load i32, ptr @g_live, align 4, !dbg !444
  %53 = add nsw i32 %52, -1, !dbg !444
  store i32 %53, ptr @g_live, align 4, !dbg !444
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !445)
  %54 = load i32, ptr @g_nlog, align 4, !dbg !447
  %55 = icmp slt i32 %54, 64, !dbg !447
  br i1 %55, label %56, label %61, !dbg !447

56:                                               ; preds = %50
    #dbg_value(!DIArgList(i32 0, i32 %0), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !445)
  %57 = sub nsw i32 0, %0, !dbg !444
    #dbg_value(i32 %57, !223, !DIExpression(), !445)
  %58 = add nsw i32 %54, 1, !dbg !448
  store i32 %58, ptr @g_nlog, align 4, !dbg !448
  %59 = sext i32 %54 to i64, !dbg !448
  %60 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %59, !dbg !448
  store i32 %57, ptr %60, align 4, !dbg !448
  br label %61, !dbg !448

61:                                               ; preds = %50, %56
  cleanupret from %51 unwind to caller, !dbg !441

62:                                               ; preds = %41, %33, %30, %24, %21, %20, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat !dbg !449 {
    #dbg_value(ptr %1, !455, !DIExpression(), !457)
    #dbg_value(ptr %0, !456, !DIExpression(), !457)
  store ptr @"??_7Error@@6B@", ptr %0, align 8, !dbg !458
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !458
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !458
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !dbg !458
  ret ptr %0, !dbg !458
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #4 comdat !dbg !459 {
    #dbg_value(ptr %1, !464, !DIExpression(), !466)
    #dbg_value(ptr %0, !465, !DIExpression(), !466)
    #dbg_value(ptr %1, !455, !DIExpression(), !467)
    #dbg_value(ptr %0, !456, !DIExpression(), !467)
  store ptr @"??_7Error@@6B@", ptr %0, align 8, !dbg !469
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !469
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !469
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !dbg !469
  store ptr @"??_7IoError@@6B@", ptr %0, align 8, !dbg !470
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !470
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !470
  %7 = load i32, ptr %6, align 8, !dbg !470
  store i32 %7, ptr %5, align 8, !dbg !470
  ret ptr %0, !dbg !470
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat !dbg !471 {
    #dbg_value(ptr %0, !473, !DIExpression(), !474)
  ret void, !dbg !475
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat !dbg !476 {
    #dbg_value(ptr %1, !478, !DIExpression(), !480)
    #dbg_value(ptr %0, !479, !DIExpression(), !480)
  %3 = load i32, ptr %1, align 4, !dbg !481
  %4 = add nsw i32 %3, 1000, !dbg !481
  store i32 %4, ptr %0, align 4, !dbg !481
  %5 = load i32, ptr @g_live, align 4, !dbg !482
  %6 = add nsw i32 %5, 1, !dbg !482
  store i32 %6, ptr @g_live, align 4, !dbg !482
    #dbg_value(i32 %4, !223, !DIExpression(), !484)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !486
  %8 = icmp slt i32 %7, 64, !dbg !486
  br i1 %8, label %9, label %13, !dbg !486

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1, !dbg !487
  store i32 %10, ptr @g_nlog, align 4, !dbg !487
  %11 = sext i32 %7 to i64, !dbg !487
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11, !dbg !487
  store i32 %4, ptr %12, align 4, !dbg !487
  br label %13, !dbg !487

13:                                               ; preds = %2, %9
  ret ptr %0, !dbg !481
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat !dbg !215 {
    #dbg_value(ptr %0, !214, !DIExpression(), !488)
  %2 = load i32, ptr @g_live, align 4, !dbg !489
  %3 = add nsw i32 %2, -1, !dbg !489
  store i32 %3, ptr @g_live, align 4, !dbg !489
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !490)
  %4 = load i32, ptr @g_nlog, align 4, !dbg !492
  %5 = icmp slt i32 %4, 64, !dbg !492
  br i1 %5, label %6, label %12, !dbg !492

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !489
    #dbg_value(!DIArgList(i32 0, i32 %7), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !490)
  %8 = sub nsw i32 0, %7, !dbg !489
    #dbg_value(i32 %8, !223, !DIExpression(), !490)
  %9 = add nsw i32 %4, 1, !dbg !493
  store i32 %9, ptr @g_nlog, align 4, !dbg !493
  %10 = sext i32 %4 to i64, !dbg !493
  %11 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %10, !dbg !493
  store i32 %8, ptr %11, align 4, !dbg !493
  br label %12, !dbg !493

12:                                               ; preds = %1, %6
  ret void, !dbg !494
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #8 !dbg !224 {
    #dbg_value(i32 %0, !223, !DIExpression(), !495)
  %2 = load i32, ptr @g_nlog, align 4, !dbg !496
  %3 = icmp slt i32 %2, 64, !dbg !496
  br i1 %3, label %4, label %8, !dbg !496

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !497
  store i32 %5, ptr @g_nlog, align 4, !dbg !497
  %6 = sext i32 %2 to i64, !dbg !497
  %7 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %6, !dbg !497
  store i32 %0, ptr %7, align 4, !dbg !497
  br label %8, !dbg !497

8:                                                ; preds = %4, %1
  ret void, !dbg !498
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !499 {
    #dbg_value(i32 %1, !501, !DIExpression(), !503)
    #dbg_value(ptr %0, !502, !DIExpression(), !503)
  %3 = icmp eq i32 %1, 0, !dbg !504
  br i1 %3, label %5, label %4, !dbg !504

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 24) #14, !dbg !504
  br label %5, !dbg !504

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !504
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat !dbg !505 {
    #dbg_value(ptr %0, !507, !DIExpression(), !509)
  ret i32 1, !dbg !510
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GIoError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #4 comdat !dbg !511 {
    #dbg_value(i32 %1, !516, !DIExpression(), !518)
    #dbg_value(ptr %0, !517, !DIExpression(), !518)
  %3 = icmp eq i32 %1, 0, !dbg !519
  br i1 %3, label %5, label %4, !dbg !519

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 32) #14, !dbg !519
  br label %5, !dbg !519

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !519
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat !dbg !520 {
    #dbg_value(ptr %0, !522, !DIExpression(), !524)
  ret i32 2, !dbg !525
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat personality ptr @__CxxFrameHandler3 !dbg !243 {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca ptr, align 8, !DIAssignID !526
    #dbg_assign(i1 undef, !247, !DIExpression(), !526, ptr %4, !DIExpression(), !527)
    #dbg_value(i32 %1, !245, !DIExpression(), !527)
    #dbg_value(ptr %0, !246, !DIExpression(), !527)
    #dbg_value(i32 %1, !240, !DIExpression(), !528)
    #dbg_value(ptr %0, !241, !DIExpression(), !528)
  store i32 %1, ptr %0, align 4, !dbg !530
  %5 = load i32, ptr @g_live, align 4, !dbg !531
  %6 = add nsw i32 %5, 1, !dbg !531
  store i32 %6, ptr @g_live, align 4, !dbg !531
    #dbg_value(i32 %1, !223, !DIExpression(), !532)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !534
  %8 = icmp slt i32 %7, 64, !dbg !534
  br i1 %8, label %9, label %13, !dbg !534

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1, !dbg !535
  store i32 %10, ptr @g_nlog, align 4, !dbg !535
  %11 = sext i32 %7 to i64, !dbg !535
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11, !dbg !535
  store i32 %1, ptr %12, align 4, !dbg !535
  br label %13, !dbg !535

13:                                               ; preds = %9, %2
  %14 = phi i32 [ %10, %9 ], [ %7, %2 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !dbg !536
    #dbg_value(i32 %1, !539, !DIExpression(), !541)
  %15 = icmp slt i32 %1, 0, !dbg !536
  br i1 %15, label %16, label %22, !dbg !536

16:                                               ; preds = %13
  %17 = sub nsw i32 0, %1, !dbg !542
    #dbg_value(i32 %17, !407, !DIExpression(), !544)
    #dbg_value(i32 %1, !410, !DIExpression(), !544)
    #dbg_value(ptr %3, !411, !DIExpression(), !544)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !372, !DIExpression(), !546)
    #dbg_value(i32 %1, !375, !DIExpression(), !546)
    #dbg_value(ptr %3, !376, !DIExpression(), !546)
  %18 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !548
  store i32 %1, ptr %18, align 8, !dbg !548
  %19 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !548
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %19, align 8, !dbg !548
  store ptr @"??_7IoError@@6B@", ptr %3, align 8, !dbg !549
  %20 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !549
  store i32 %17, ptr %20, align 8, !dbg !549
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %21 unwind label %31, !dbg !542

21:                                               ; preds = %16
  unreachable, !dbg !542

22:                                               ; preds = %13
  %23 = shl nuw nsw i32 %1, 1, !dbg !550
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !dbg !550
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !551
  store i32 %23, ptr %24, align 4, !dbg !551
    #dbg_value(i32 777, !223, !DIExpression(), !552)
  %25 = icmp slt i32 %14, 64, !dbg !554
  br i1 %25, label %26, label %30, !dbg !554

26:                                               ; preds = %22
  %27 = add nsw i32 %14, 1, !dbg !555
  store i32 %27, ptr @g_nlog, align 4, !dbg !555
  %28 = sext i32 %14 to i64, !dbg !555
  %29 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %28, !dbg !555
  store i32 777, ptr %29, align 4, !dbg !555
  br label %30, !dbg !555

30:                                               ; preds = %22, %26
  ret ptr %0, !dbg !556

31:                                               ; preds = %16
  %32 = cleanuppad within none [], !dbg !557
    #dbg_value(ptr %0, !214, !DIExpression(), !558)
  %33 = load i32, ptr @g_live, align 4, !dbg !560
  %34 = add nsw i32 %33, -1, !dbg !560
  store i32 %34, ptr @g_live, align 4, !dbg !560
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !561)
  %35 = load i32, ptr @g_nlog, align 4, !dbg !563
  %36 = icmp slt i32 %35, 64, !dbg !563
  br i1 %36, label %37, label %43, !dbg !563

37:                                               ; preds = %31
  %38 = load i32, ptr %0, align 4, !dbg !560
    #dbg_value(!DIArgList(i32 0, i32 %38), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !561)
  %39 = sub nsw i32 0, %38, !dbg !560
    #dbg_value(i32 %39, !223, !DIExpression(), !561)
  %40 = add nsw i32 %35, 1, !dbg !564
  store i32 %40, ptr @g_nlog, align 4, !dbg !564
  %41 = sext i32 %35 to i64, !dbg !564
  %42 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %41, !dbg !564
  store i32 %39, ptr %42, align 4, !dbg !564
  br label %43, !dbg !564

43:                                               ; preds = %31, %37
  cleanupret from %32 unwind label %44, !dbg !557

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller, !dbg !557

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4], !dbg !557
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %47) ], !dbg !565
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %47) ], !dbg !567
  unreachable, !dbg !567
}

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

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
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !113, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!5}
!115 = !{!116, !117, !119, !122, !129}
!116 = !DILocalVariable(name: "total", scope: !112, file: !3, line: 135, type: !5)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 136, type: !5)
!118 = distinct !DILexicalBlock(scope: !112, file: !3, line: 136)
!119 = !DILocalVariable(name: "c", scope: !120, file: !3, line: 137, type: !5)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 136)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 136)
!122 = !DILocalVariable(name: "nt", scope: !112, file: !3, line: 144, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !124, identifier: ".?AUNoThrow@@")
!124 = !{!125}
!125 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !123, file: !3, line: 131, type: !126, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!5, !128, !5}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 147, type: !5)
!130 = distinct !DILexicalBlock(scope: !112, file: !3, line: 147)
!131 = distinct !DIAssignID()
!132 = !DILocalVariable(name: "s", scope: !133, file: !3, line: 69, type: !145)
!133 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!135, !132, !136, !158, !160, !162, !177, !179}
!135 = !DILocalVariable(name: "how", arg: 1, scope: !133, file: !3, line: 54, type: !5)
!136 = !DILocalVariable(name: "p", scope: !133, file: !3, line: 65, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !139, vtableHolder: !138, identifier: ".?AUError@@")
!139 = !{!140, !141, !143, !144, !146, !150, !153}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !142, size: 64, flags: DIFlagArtificial)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !138, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !138, file: !3, line: 28, baseType: !145, size: 64, offset: 128)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!146 = !DISubprogram(name: "Error", scope: !138, file: !3, line: 29, type: !147, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149, !5, !145}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = !DISubprogram(name: "~Error", scope: !138, file: !3, line: 30, type: !151, scopeLine: 30, containingType: !138, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !149}
!153 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !138, file: !3, line: 31, type: !154, scopeLine: 31, containingType: !138, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{!5, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!158 = !DILocalVariable(name: "r", scope: !159, file: !3, line: 66, type: !5)
!159 = distinct !DILexicalBlock(scope: !133, file: !3, line: 65)
!160 = !DILocalVariable(name: "e", scope: !133, file: !3, line: 63, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !138, size: 64)
!162 = !DILocalVariable(name: "e", scope: !133, file: !3, line: 61, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !166, vtableHolder: !138, identifier: ".?AUIoError@@")
!166 = !{!167, !140, !168, !169, !173}
!167 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !165, baseType: !138, extraData: i32 0)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !165, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!169 = !DISubprogram(name: "IoError", scope: !165, file: !3, line: 36, type: !170, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172, !5, !5}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !165, file: !3, line: 37, type: !174, scopeLine: 37, containingType: !165, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!5, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DILocalVariable(name: "d", scope: !133, file: !3, line: 59, type: !178)
!178 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!179 = !DILocalVariable(name: "v", scope: !133, file: !3, line: 57, type: !5)
!180 = !DILocation(line: 0, scope: !133, inlinedAt: !181)
!181 = distinct !DILocation(line: 137, scope: !120)
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = !DILocalVariable(name: "h", scope: !189, file: !3, line: 124, type: !21)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 123)
!190 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !26, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!191 = !{!192, !188, !193}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !3, line: 123, type: !5)
!193 = !DILocalVariable(name: "e", scope: !190, file: !3, line: 126, type: !163)
!194 = !DILocation(line: 0, scope: !189, inlinedAt: !195)
!195 = distinct !DILocation(line: 143, scope: !112)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 0, scope: !112)
!198 = !DILocation(line: 0, scope: !118)
!199 = !DILocation(line: 136, scope: !118)
!200 = !DILocation(line: 141, scope: !112)
!201 = !DILocation(line: 142, scope: !112)
!202 = !DILocation(line: 124, scope: !189, inlinedAt: !195)
!203 = !DILocation(line: 0, scope: !190, inlinedAt: !195)
!204 = !DILocation(line: 125, scope: !189, inlinedAt: !195)
!205 = !DILocalVariable(name: "this", arg: 1, scope: !206, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!206 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !21, file: !3, line: 108, type: !207, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !209, retainedNodes: !210)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !31}
!209 = !DISubprogram(name: "~Holder", scope: !21, type: !207, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !{!205}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!212 = !DILocation(line: 0, scope: !206, inlinedAt: !213)
!213 = distinct !DILocation(line: 126, scope: !189, inlinedAt: !195)
!214 = !DILocalVariable(name: "this", arg: 1, scope: !215, type: !217, flags: DIFlagArtificial | DIFlagObjectPointer)
!215 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !216)
!216 = !{!214}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!218 = !DILocation(line: 0, scope: !215, inlinedAt: !219)
!219 = distinct !DILocation(line: 108, scope: !220, inlinedAt: !213)
!220 = distinct !DILexicalBlock(scope: !206, file: !3, line: 108)
!221 = !DILocation(line: 23, scope: !222, inlinedAt: !219)
!222 = distinct !DILexicalBlock(scope: !215, file: !3, line: 23)
!223 = !DILocalVariable(name: "v", arg: 1, scope: !224, file: !3, line: 14, type: !5)
!224 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !225, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !5}
!227 = !{!223}
!228 = !DILocation(line: 0, scope: !224, inlinedAt: !229)
!229 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !219)
!230 = !DILocation(line: 15, scope: !224, inlinedAt: !229)
!231 = !DILocation(line: 16, scope: !232, inlinedAt: !229)
!232 = distinct !DILexicalBlock(scope: !224, file: !3, line: 15)
!233 = !DILocation(line: 126, scope: !189, inlinedAt: !195)
!234 = !DILocation(line: 127, scope: !235, inlinedAt: !195)
!235 = distinct !DILexicalBlock(scope: !190, file: !3, line: 126)
!236 = !DILocation(line: 21, scope: !237, inlinedAt: !242)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 21)
!238 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !239)
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "i", arg: 2, scope: !238, file: !3, line: 21, type: !5)
!241 = !DILocalVariable(name: "this", arg: 1, scope: !238, type: !217, flags: DIFlagArtificial | DIFlagObjectPointer)
!242 = distinct !DILocation(line: 115, scope: !243, inlinedAt: !248)
!243 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !28, retainedNodes: !244)
!244 = !{!245, !246, !247}
!245 = !DILocalVariable(name: "x", arg: 2, scope: !243, file: !3, line: 115, type: !5)
!246 = !DILocalVariable(name: "this", arg: 1, scope: !243, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DILocalVariable(name: "e", scope: !243, file: !3, line: 117, type: !161)
!248 = distinct !DILocation(line: 124, scope: !189, inlinedAt: !249)
!249 = distinct !DILocation(line: 143, scope: !112)
!250 = !DILocation(line: 15, scope: !224, inlinedAt: !251)
!251 = distinct !DILocation(line: 21, scope: !237, inlinedAt: !242)
!252 = !DILocation(line: 128, scope: !235, inlinedAt: !195)
!253 = !DILocation(line: 128, scope: !190, inlinedAt: !195)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !190, inlinedAt: !249)
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 0, scope: !243, inlinedAt: !248)
!258 = !DILocation(line: 0, scope: !238, inlinedAt: !242)
!259 = !DILocation(line: 0, scope: !189, inlinedAt: !249)
!260 = !DILocation(line: 0, scope: !224, inlinedAt: !251)
!261 = !DILocation(line: 16, scope: !232, inlinedAt: !251)
!262 = !DILocation(line: 0, scope: !224, inlinedAt: !263)
!263 = distinct !DILocation(line: 116, scope: !264, inlinedAt: !248)
!264 = distinct !DILexicalBlock(scope: !243, file: !3, line: 115)
!265 = !DILocation(line: 15, scope: !224, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !206, inlinedAt: !267)
!267 = distinct !DILocation(line: 126, scope: !189, inlinedAt: !249)
!268 = !DILocation(line: 0, scope: !215, inlinedAt: !269)
!269 = distinct !DILocation(line: 108, scope: !220, inlinedAt: !267)
!270 = !DILocation(line: 23, scope: !222, inlinedAt: !269)
!271 = !DILocation(line: 0, scope: !224, inlinedAt: !272)
!272 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !269)
!273 = !DILocation(line: 15, scope: !224, inlinedAt: !272)
!274 = !DILocation(line: 16, scope: !232, inlinedAt: !263)
!275 = !DILocation(line: 16, scope: !232, inlinedAt: !272)
!276 = !DILocation(line: 143, scope: !112)
!277 = !DILocation(line: 146, scope: !112)
!278 = !DILocation(line: 0, scope: !130)
!279 = !DILocation(line: 147, scope: !130)
!280 = !DILocation(line: 56, scope: !281, inlinedAt: !181)
!281 = distinct !DILexicalBlock(scope: !133, file: !3, line: 55)
!282 = !DILocation(line: 57, scope: !281, inlinedAt: !181)
!283 = !DILocation(line: 58, scope: !284, inlinedAt: !181)
!284 = distinct !DILexicalBlock(scope: !133, file: !3, line: 57)
!285 = !DILocation(line: 59, scope: !284, inlinedAt: !181)
!286 = !DILocation(line: 60, scope: !287, inlinedAt: !181)
!287 = distinct !DILexicalBlock(scope: !133, file: !3, line: 59)
!288 = !DILocation(line: 61, scope: !287, inlinedAt: !181)
!289 = !DILocation(line: 62, scope: !290, inlinedAt: !181)
!290 = distinct !DILexicalBlock(scope: !133, file: !3, line: 61)
!291 = !DILocation(line: 63, scope: !290, inlinedAt: !181)
!292 = !DILocation(line: 64, scope: !293, inlinedAt: !181)
!293 = distinct !DILexicalBlock(scope: !133, file: !3, line: 63)
!294 = !DILocation(line: 65, scope: !293, inlinedAt: !181)
!295 = !DILocation(line: 66, scope: !159, inlinedAt: !181)
!296 = !DILocation(line: 0, scope: !159, inlinedAt: !181)
!297 = !DILocation(line: 67, scope: !159, inlinedAt: !181)
!298 = !DILocation(line: 69, scope: !159, inlinedAt: !181)
!299 = !DILocation(line: 70, scope: !300, inlinedAt: !181)
!300 = distinct !DILexicalBlock(scope: !133, file: !3, line: 69)
!301 = !DILocation(line: 71, scope: !300, inlinedAt: !181)
!302 = !DILocation(line: 73, scope: !303, inlinedAt: !181)
!303 = distinct !DILexicalBlock(scope: !133, file: !3, line: 71)
!304 = !DILocation(line: 75, scope: !133, inlinedAt: !181)
!305 = !DILocation(line: 0, scope: !120)
!306 = !DILocation(line: 138, scope: !120)
!307 = !DILocation(line: 139, scope: !120)
!308 = !DILocation(line: 136, scope: !121)
!309 = distinct !{!309, !199, !310, !311}
!310 = !DILocation(line: 140, scope: !118)
!311 = !{!"llvm.loop.mustprogress"}
!312 = !DILocation(line: 145, scope: !112)
!313 = !DILocation(line: 149, scope: !112)
!314 = !DILocation(line: 150, scope: !112)
!315 = !DILocation(line: 151, scope: !112)
!316 = !DILocation(line: 148, scope: !317)
!317 = distinct !DILexicalBlock(scope: !130, file: !3, line: 147)
!318 = !DILocation(line: 147, scope: !317)
!319 = distinct !{!319, !279, !320, !311}
!320 = !DILocation(line: 148, scope: !130)
!321 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !26, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!322 = !{!323, !324, !325, !327}
!323 = !DILocalVariable(name: "how", arg: 1, scope: !321, file: !3, line: 89, type: !5)
!324 = !DILocalVariable(name: "r", scope: !321, file: !3, line: 90, type: !5)
!325 = !DILocalVariable(name: "v", scope: !326, file: !3, line: 94, type: !5)
!326 = distinct !DILexicalBlock(scope: !321, file: !3, line: 91)
!327 = !DILocalVariable(name: "e", scope: !321, file: !3, line: 98, type: !161)
!328 = distinct !DIAssignID()
!329 = !DILocation(line: 0, scope: !326)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 0, scope: !321)
!332 = !DILocalVariable(name: "how", arg: 1, scope: !333, file: !3, line: 79, type: !5)
!333 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !225, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!332, !335}
!335 = !DILocalVariable(name: "t", scope: !333, file: !3, line: 80, type: !6)
!336 = !DILocation(line: 0, scope: !333, inlinedAt: !337)
!337 = distinct !DILocation(line: 93, scope: !338)
!338 = distinct !DILexicalBlock(scope: !326, file: !3, line: 92)
!339 = !DILocation(line: 0, scope: !238, inlinedAt: !340)
!340 = distinct !DILocation(line: 80, scope: !333, inlinedAt: !337)
!341 = !DILocation(line: 21, scope: !237, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !224, inlinedAt: !343)
!343 = distinct !DILocation(line: 21, scope: !237, inlinedAt: !340)
!344 = !DILocation(line: 15, scope: !224, inlinedAt: !343)
!345 = !DILocation(line: 80, scope: !333, inlinedAt: !337)
!346 = !DILocation(line: 16, scope: !232, inlinedAt: !343)
!347 = !DILocation(line: 82, scope: !348, inlinedAt: !337)
!348 = distinct !DILexicalBlock(scope: !333, file: !3, line: 81)
!349 = !DILocation(line: 83, scope: !348, inlinedAt: !337)
!350 = !DILocation(line: 84, scope: !351, inlinedAt: !337)
!351 = distinct !DILexicalBlock(scope: !333, file: !3, line: 83)
!352 = !DILocation(line: 85, scope: !351, inlinedAt: !337)
!353 = !DILocation(line: 0, scope: !215, inlinedAt: !354)
!354 = distinct !DILocation(line: 87, scope: !333, inlinedAt: !337)
!355 = !DILocation(line: 23, scope: !222, inlinedAt: !354)
!356 = !DILocation(line: 0, scope: !224, inlinedAt: !357)
!357 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !354)
!358 = !DILocation(line: 15, scope: !224, inlinedAt: !357)
!359 = !DILocation(line: 16, scope: !232, inlinedAt: !357)
!360 = !DILocation(line: 87, scope: !333, inlinedAt: !337)
!361 = !DILocation(line: 0, scope: !215, inlinedAt: !362)
!362 = distinct !DILocation(line: 87, scope: !333, inlinedAt: !337)
!363 = !DILocation(line: 23, scope: !222, inlinedAt: !362)
!364 = !DILocation(line: 0, scope: !224, inlinedAt: !365)
!365 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !362)
!366 = !DILocation(line: 15, scope: !224, inlinedAt: !365)
!367 = !DILocation(line: 16, scope: !232, inlinedAt: !365)
!368 = !DILocation(line: 94, scope: !338)
!369 = !DILocation(line: 95, scope: !370)
!370 = distinct !DILexicalBlock(scope: !326, file: !3, line: 94)
!371 = !DILocation(line: 96, scope: !370)
!372 = !DILocalVariable(name: "w", arg: 3, scope: !373, file: !3, line: 29, type: !145)
!373 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !138, file: !3, line: 29, type: !147, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !146, retainedNodes: !374)
!374 = !{!372, !375, !376}
!375 = !DILocalVariable(name: "c", arg: 2, scope: !373, file: !3, line: 29, type: !5)
!376 = !DILocalVariable(name: "this", arg: 1, scope: !373, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = !DILocation(line: 0, scope: !373, inlinedAt: !378)
!378 = distinct !DILocation(line: 96, scope: !370)
!379 = !DILocation(line: 29, scope: !373, inlinedAt: !378)
!380 = !DILocation(line: 98, scope: !326)
!381 = !DILocation(line: 99, scope: !382)
!382 = distinct !DILexicalBlock(scope: !321, file: !3, line: 98)
!383 = !DILocation(line: 100, scope: !382)
!384 = !DILocation(line: 103, scope: !321)
!385 = !DILocation(line: 102, scope: !386)
!386 = distinct !DILexicalBlock(scope: !321, file: !3, line: 100)
!387 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !225, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !388)
!388 = !{!389, !390}
!389 = !DILocalVariable(name: "how", arg: 1, scope: !387, file: !3, line: 40, type: !5)
!390 = !DILocalVariable(name: "t", scope: !387, file: !3, line: 41, type: !6)
!391 = !DILocation(line: 0, scope: !387)
!392 = !DILocation(line: 0, scope: !238, inlinedAt: !393)
!393 = distinct !DILocation(line: 41, scope: !387)
!394 = !DILocation(line: 21, scope: !237, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !224, inlinedAt: !396)
!396 = distinct !DILocation(line: 21, scope: !237, inlinedAt: !393)
!397 = !DILocation(line: 15, scope: !224, inlinedAt: !396)
!398 = !DILocation(line: 16, scope: !232, inlinedAt: !396)
!399 = !DILocation(line: 42, scope: !387)
!400 = !DILocation(line: 43, scope: !401)
!401 = distinct !DILexicalBlock(scope: !387, file: !3, line: 42)
!402 = !DILocation(line: 44, scope: !401)
!403 = !DILocation(line: 0, scope: !373, inlinedAt: !404)
!404 = distinct !DILocation(line: 45, scope: !401)
!405 = !DILocation(line: 29, scope: !373, inlinedAt: !404)
!406 = !DILocation(line: 45, scope: !401)
!407 = !DILocalVariable(name: "f", arg: 3, scope: !408, file: !3, line: 36, type: !5)
!408 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !165, file: !3, line: 36, type: !170, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !169, retainedNodes: !409)
!409 = !{!407, !410, !411}
!410 = !DILocalVariable(name: "c", arg: 2, scope: !408, file: !3, line: 36, type: !5)
!411 = !DILocalVariable(name: "this", arg: 1, scope: !408, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!413 = !DILocation(line: 0, scope: !408, inlinedAt: !414)
!414 = distinct !DILocation(line: 46, scope: !401)
!415 = !DILocation(line: 0, scope: !373, inlinedAt: !416)
!416 = distinct !DILocation(line: 36, scope: !408, inlinedAt: !414)
!417 = !DILocation(line: 29, scope: !373, inlinedAt: !416)
!418 = !DILocation(line: 36, scope: !408, inlinedAt: !414)
!419 = !DILocation(line: 46, scope: !401)
!420 = !DILocation(line: 47, scope: !401)
!421 = !DILocation(line: 0, scope: !373, inlinedAt: !422)
!422 = distinct !DILocation(line: 47, scope: !401)
!423 = !DILocation(line: 29, scope: !373, inlinedAt: !422)
!424 = !DILocation(line: 48, scope: !401)
!425 = !DILocation(line: 0, scope: !238, inlinedAt: !426)
!426 = distinct !DILocation(line: 49, scope: !401)
!427 = !DILocation(line: 21, scope: !238, inlinedAt: !426)
!428 = !DILocation(line: 21, scope: !237, inlinedAt: !426)
!429 = !DILocation(line: 0, scope: !224, inlinedAt: !430)
!430 = distinct !DILocation(line: 21, scope: !237, inlinedAt: !426)
!431 = !DILocation(line: 15, scope: !224, inlinedAt: !430)
!432 = !DILocation(line: 16, scope: !232, inlinedAt: !430)
!433 = !DILocation(line: 49, scope: !401)
!434 = !DILocation(line: 0, scope: !215, inlinedAt: !435)
!435 = distinct !DILocation(line: 52, scope: !387)
!436 = !DILocation(line: 23, scope: !222, inlinedAt: !435)
!437 = !DILocation(line: 0, scope: !224, inlinedAt: !438)
!438 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !435)
!439 = !DILocation(line: 15, scope: !224, inlinedAt: !438)
!440 = !DILocation(line: 16, scope: !232, inlinedAt: !438)
!441 = !DILocation(line: 52, scope: !387)
!442 = !DILocation(line: 0, scope: !215, inlinedAt: !443)
!443 = distinct !DILocation(line: 52, scope: !387)
!444 = !DILocation(line: 23, scope: !222, inlinedAt: !443)
!445 = !DILocation(line: 0, scope: !224, inlinedAt: !446)
!446 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !443)
!447 = !DILocation(line: 15, scope: !224, inlinedAt: !446)
!448 = !DILocation(line: 16, scope: !232, inlinedAt: !446)
!449 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !138, file: !3, line: 26, type: !450, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !453, retainedNodes: !454)
!450 = !DISubroutineType(types: !451)
!451 = !{null, !149, !452}
!452 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!453 = !DISubprogram(name: "Error", scope: !138, type: !450, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !{!455, !456}
!455 = !DILocalVariable(arg: 2, scope: !449, type: !452)
!456 = !DILocalVariable(name: "this", arg: 1, scope: !449, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DILocation(line: 0, scope: !449)
!458 = !DILocation(line: 26, scope: !449)
!459 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !165, file: !3, line: 34, type: !460, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !462, retainedNodes: !463)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !172, !163}
!462 = !DISubprogram(name: "IoError", scope: !165, type: !460, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !{!464, !465}
!464 = !DILocalVariable(arg: 2, scope: !459, type: !163)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !459, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !459)
!467 = !DILocation(line: 0, scope: !449, inlinedAt: !468)
!468 = distinct !DILocation(line: 34, scope: !459)
!469 = !DILocation(line: 26, scope: !449, inlinedAt: !468)
!470 = !DILocation(line: 34, scope: !459)
!471 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !138, file: !3, line: 30, type: !151, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !150, retainedNodes: !472)
!472 = !{!473}
!473 = !DILocalVariable(name: "this", arg: 1, scope: !471, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!474 = !DILocation(line: 0, scope: !471)
!475 = !DILocation(line: 30, scope: !471)
!476 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !477)
!477 = !{!478, !479}
!478 = !DILocalVariable(name: "o", arg: 2, scope: !476, file: !3, line: 22, type: !16)
!479 = !DILocalVariable(name: "this", arg: 1, scope: !476, type: !217, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DILocation(line: 0, scope: !476)
!481 = !DILocation(line: 22, scope: !476)
!482 = !DILocation(line: 22, scope: !483)
!483 = distinct !DILexicalBlock(scope: !476, file: !3, line: 22)
!484 = !DILocation(line: 0, scope: !224, inlinedAt: !485)
!485 = distinct !DILocation(line: 22, scope: !483)
!486 = !DILocation(line: 15, scope: !224, inlinedAt: !485)
!487 = !DILocation(line: 16, scope: !232, inlinedAt: !485)
!488 = !DILocation(line: 0, scope: !215)
!489 = !DILocation(line: 23, scope: !222)
!490 = !DILocation(line: 0, scope: !224, inlinedAt: !491)
!491 = distinct !DILocation(line: 23, scope: !222)
!492 = !DILocation(line: 15, scope: !224, inlinedAt: !491)
!493 = !DILocation(line: 16, scope: !232, inlinedAt: !491)
!494 = !DILocation(line: 23, scope: !215)
!495 = !DILocation(line: 0, scope: !224)
!496 = !DILocation(line: 15, scope: !224)
!497 = !DILocation(line: 16, scope: !232)
!498 = !DILocation(line: 17, scope: !224)
!499 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !138, file: !3, line: 30, type: !151, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !150, retainedNodes: !500)
!500 = !{!501, !502}
!501 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !499, type: !5, flags: DIFlagArtificial)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !499, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DILocation(line: 0, scope: !499)
!504 = !DILocation(line: 30, scope: !499)
!505 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !138, file: !3, line: 31, type: !154, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !153, retainedNodes: !506)
!506 = !{!507}
!507 = !DILocalVariable(name: "this", arg: 1, scope: !505, type: !508, flags: DIFlagArtificial | DIFlagObjectPointer)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!509 = !DILocation(line: 0, scope: !505)
!510 = !DILocation(line: 31, scope: !505)
!511 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !165, file: !3, line: 34, type: !512, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !514, retainedNodes: !515)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !172}
!514 = !DISubprogram(name: "~IoError", scope: !165, type: !512, containingType: !165, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!515 = !{!516, !517}
!516 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !511, type: !5, flags: DIFlagArtificial)
!517 = !DILocalVariable(name: "this", arg: 1, scope: !511, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DILocation(line: 0, scope: !511)
!519 = !DILocation(line: 34, scope: !511)
!520 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !165, file: !3, line: 37, type: !174, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !173, retainedNodes: !521)
!521 = !{!522}
!522 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!524 = !DILocation(line: 0, scope: !520)
!525 = !DILocation(line: 37, scope: !520)
!526 = distinct !DIAssignID()
!527 = !DILocation(line: 0, scope: !243)
!528 = !DILocation(line: 0, scope: !238, inlinedAt: !529)
!529 = distinct !DILocation(line: 115, scope: !243)
!530 = !DILocation(line: 21, scope: !238, inlinedAt: !529)
!531 = !DILocation(line: 21, scope: !237, inlinedAt: !529)
!532 = !DILocation(line: 0, scope: !224, inlinedAt: !533)
!533 = distinct !DILocation(line: 21, scope: !237, inlinedAt: !529)
!534 = !DILocation(line: 15, scope: !224, inlinedAt: !533)
!535 = !DILocation(line: 16, scope: !232, inlinedAt: !533)
!536 = !DILocation(line: 112, scope: !537, inlinedAt: !540)
!537 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !25, retainedNodes: !538)
!538 = !{!539}
!539 = !DILocalVariable(name: "x", arg: 1, scope: !537, file: !3, line: 111, type: !5)
!540 = distinct !DILocation(line: 115, scope: !243)
!541 = !DILocation(line: 0, scope: !537, inlinedAt: !540)
!542 = !DILocation(line: 112, scope: !543, inlinedAt: !540)
!543 = distinct !DILexicalBlock(scope: !537, file: !3, line: 112)
!544 = !DILocation(line: 0, scope: !408, inlinedAt: !545)
!545 = distinct !DILocation(line: 112, scope: !543, inlinedAt: !540)
!546 = !DILocation(line: 0, scope: !373, inlinedAt: !547)
!547 = distinct !DILocation(line: 36, scope: !408, inlinedAt: !545)
!548 = !DILocation(line: 29, scope: !373, inlinedAt: !547)
!549 = !DILocation(line: 36, scope: !408, inlinedAt: !545)
!550 = !DILocation(line: 113, scope: !537, inlinedAt: !540)
!551 = !DILocation(line: 115, scope: !243)
!552 = !DILocation(line: 0, scope: !224, inlinedAt: !553)
!553 = distinct !DILocation(line: 116, scope: !264)
!554 = !DILocation(line: 15, scope: !224, inlinedAt: !553)
!555 = !DILocation(line: 16, scope: !232, inlinedAt: !553)
!556 = !DILocation(line: 119, scope: !243)
!557 = !DILocation(line: 117, scope: !264)
!558 = !DILocation(line: 0, scope: !215, inlinedAt: !559)
!559 = distinct !DILocation(line: 117, scope: !264)
!560 = !DILocation(line: 23, scope: !222, inlinedAt: !559)
!561 = !DILocation(line: 0, scope: !224, inlinedAt: !562)
!562 = distinct !DILocation(line: 23, scope: !222, inlinedAt: !559)
!563 = !DILocation(line: 15, scope: !224, inlinedAt: !562)
!564 = !DILocation(line: 16, scope: !232, inlinedAt: !562)
!565 = !DILocation(line: 118, scope: !566)
!566 = distinct !DILexicalBlock(scope: !243, file: !3, line: 117)
!567 = !DILocation(line: 119, scope: !566)

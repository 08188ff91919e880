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
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 8, !dbg !33
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 8, !dbg !40
@rethrow_count = internal global i32 0, align 4, !dbg !96
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 8, !dbg !45
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 8, !dbg !50
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 4, !dbg !55
@g_nlog = internal global i32 0, align 4, !dbg !98
@g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !100
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
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1IoError@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !111 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !115, !DIExpression(), !116)
  store i32 0, ptr %2, align 4, !dbg !116
    #dbg_declare(ptr %3, !117, !DIExpression(), !119)
  store i32 0, ptr %3, align 4, !dbg !119
  br label %7, !dbg !119

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !119
  %9 = icmp sle i32 %8, 7, !dbg !119
  br i1 %9, label %10, label %23, !dbg !119

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !120, !DIExpression(), !123)
  %11 = load i32, ptr %3, align 4, !dbg !123
  %12 = call noundef i32 @"?classify@@YAHH@Z"(i32 noundef %11), !dbg !123
  store i32 %12, ptr %4, align 4, !dbg !123
  %13 = load i32, ptr @g_live, align 4, !dbg !124
  %14 = load i32, ptr %4, align 4, !dbg !124
  %15 = load i32, ptr %3, align 4, !dbg !124
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %15, i32 noundef %14, i32 noundef %13), !dbg !124
  %17 = load i32, ptr %4, align 4, !dbg !125
  %18 = load i32, ptr %2, align 4, !dbg !125
  %19 = add nsw i32 %18, %17, !dbg !125
  store i32 %19, ptr %2, align 4, !dbg !125
  br label %20, !dbg !126

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !127
  %22 = add nsw i32 %21, 1, !dbg !127
  store i32 %22, ptr %3, align 4, !dbg !127
  br label %7, !dbg !127, !llvm.loop !128

23:                                               ; preds = %7
  %24 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !131
  %25 = call noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !131
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %25, i32 noundef %24), !dbg !131
  %27 = load i32, ptr @rethrow_count, align 4, !dbg !132
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %27), !dbg !132
  %29 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef -4), !dbg !133
  %30 = call noundef i32 @"?guarded@@YAHH@Z"(i32 noundef 5), !dbg !133
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %30, i32 noundef %29), !dbg !133
    #dbg_declare(ptr %5, !134, !DIExpression(), !141)
  %32 = call noundef i32 @"?f@NoThrow@@QEAAHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #8, !dbg !142
  %33 = load i32, ptr %2, align 4, !dbg !142
  %34 = add nsw i32 %33, %32, !dbg !142
  store i32 %34, ptr %2, align 4, !dbg !142
  %35 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GOGLHGCH@log?3?$AA@"), !dbg !143
    #dbg_declare(ptr %6, !144, !DIExpression(), !146)
  store i32 0, ptr %6, align 4, !dbg !146
  br label %36, !dbg !146

36:                                               ; preds = %46, %23
  %37 = load i32, ptr %6, align 4, !dbg !146
  %38 = load i32, ptr @g_nlog, align 4, !dbg !146
  %39 = icmp slt i32 %37, %38, !dbg !146
  br i1 %39, label %40, label %49, !dbg !146

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !147
  %42 = sext i32 %41 to i64, !dbg !147
  %43 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %42, !dbg !147
  %44 = load i32, ptr %43, align 4, !dbg !147
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %44), !dbg !147
  br label %46, !dbg !147

46:                                               ; preds = %40
  %47 = load i32, ptr %6, align 4, !dbg !149
  %48 = add nsw i32 %47, 1, !dbg !149
  store i32 %48, ptr %6, align 4, !dbg !149
  br label %36, !dbg !149, !llvm.loop !150

49:                                               ; preds = %36
  %50 = load i32, ptr @g_live, align 4, !dbg !152
  %51 = load i32, ptr %2, align 4, !dbg !152
  %52 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %51, i32 noundef %50), !dbg !152
  %53 = load i32, ptr @g_live, align 4, !dbg !153
  %54 = icmp eq i32 %53, 0, !dbg !153
  %55 = zext i1 %54 to i64, !dbg !153
  %56 = select i1 %54, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@", !dbg !153
  %57 = call i32 @puts(ptr noundef %56), !dbg !153
  ret i32 0, !dbg !154
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?classify@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !155 {
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
    #dbg_declare(ptr %3, !156, !DIExpression(), !157)
  %11 = load i32, ptr %3, align 4, !dbg !158
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %73 unwind label %12, !dbg !158

12:                                               ; preds = %1
  %13 = catchswitch within none [label %14, label %18, label %24, label %35, label %47, label %62, label %71] unwind to caller, !dbg !160

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %10], !dbg !160
    #dbg_declare(ptr %10, !161, !DIExpression(), !162)
  %16 = load i32, ptr %10, align 4, !dbg !163
  %17 = add nsw i32 100, %16, !dbg !163
  store i32 %17, ptr %2, align 4, !dbg !163
  catchret from %15 to label %80, !dbg !165

18:                                               ; preds = %12
  %19 = catchpad within %13 [ptr @"??_R0N@8", i32 0, ptr %9], !dbg !160
    #dbg_declare(ptr %9, !166, !DIExpression(), !168)
  %20 = load double, ptr %9, align 8, !dbg !169
  %21 = fmul double %20, 2.000000e+00, !dbg !169
  %22 = fptosi double %21 to i32, !dbg !169
  %23 = add nsw i32 200, %22, !dbg !169
  store i32 %23, ptr %2, align 4, !dbg !169
  catchret from %19 to label %79, !dbg !171

24:                                               ; preds = %12
  %25 = catchpad within %13 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8], !dbg !160
    #dbg_declare(ptr %8, !172, !DIExpression(), !207)
  %26 = load ptr, ptr %8, align 8, !dbg !208
  %27 = getelementptr inbounds %struct.Error, ptr %26, i32 0, i32 1, !dbg !208
  %28 = load i32, ptr %27, align 8, !dbg !208
  %29 = mul nsw i32 %28, 10, !dbg !208
  %30 = add nsw i32 300, %29, !dbg !208
  %31 = load ptr, ptr %8, align 8, !dbg !208
  %32 = getelementptr inbounds %struct.IoError, ptr %31, i32 0, i32 1, !dbg !208
  %33 = load i32, ptr %32, align 8, !dbg !208
  %34 = add nsw i32 %30, %33, !dbg !208
  store i32 %34, ptr %2, align 4, !dbg !208
  catchret from %25 to label %78, !dbg !210

35:                                               ; preds = %12
  %36 = catchpad within %13 [ptr @"??_R0?AUError@@@8", i32 8, ptr %7], !dbg !160
    #dbg_declare(ptr %7, !211, !DIExpression(), !213)
  %37 = load ptr, ptr %7, align 8, !dbg !214
  %38 = getelementptr inbounds %struct.Error, ptr %37, i32 0, i32 1, !dbg !214
  %39 = load i32, ptr %38, align 8, !dbg !214
  %40 = add nsw i32 400, %39, !dbg !214
  %41 = load ptr, ptr %7, align 8, !dbg !214
  %42 = load ptr, ptr %41, align 8, !dbg !214
  %43 = getelementptr inbounds ptr, ptr %42, i64 1, !dbg !214
  %44 = load ptr, ptr %43, align 8, !dbg !214
  %45 = call noundef i32 %44(ptr noundef nonnull align 8 dereferenceable(24) %41) [ "funclet"(token %36) ], !dbg !214
  %46 = add nsw i32 %40, %45, !dbg !214
  store i32 %46, ptr %2, align 4, !dbg !214
  catchret from %36 to label %77, !dbg !216

47:                                               ; preds = %12
  %48 = catchpad within %13 [ptr @"??_R0PEAUError@@@8", i32 0, ptr %5], !dbg !160
    #dbg_declare(ptr %5, !217, !DIExpression(), !219)
    #dbg_declare(ptr %6, !220, !DIExpression(), !222)
  %49 = load ptr, ptr %5, align 8, !dbg !222
  %50 = getelementptr inbounds %struct.Error, ptr %49, i32 0, i32 1, !dbg !222
  %51 = load i32, ptr %50, align 8, !dbg !222
  %52 = add nsw i32 500, %51, !dbg !222
  store i32 %52, ptr %6, align 4, !dbg !222
  %53 = load ptr, ptr %5, align 8, !dbg !223
  %54 = icmp eq ptr %53, null, !dbg !223
  br i1 %54, label %60, label %55, !dbg !223

55:                                               ; preds = %47
  %56 = load ptr, ptr %53, align 8, !dbg !223
  %57 = getelementptr inbounds ptr, ptr %56, i64 0, !dbg !223
  %58 = load ptr, ptr %57, align 8, !dbg !223
  %59 = call noundef ptr %58(ptr noundef nonnull align 8 dereferenceable(24) %53, i32 noundef 1) #8 [ "funclet"(token %48) ], !dbg !223
  br label %60, !dbg !223

60:                                               ; preds = %55, %47
  %61 = load i32, ptr %6, align 4, !dbg !224
  store i32 %61, ptr %2, align 4, !dbg !224
  catchret from %48 to label %76, !dbg !225

62:                                               ; preds = %12
  %63 = catchpad within %13 [ptr @"??_R0PEAD@8", i32 1, ptr %4], !dbg !160
    #dbg_declare(ptr %4, !226, !DIExpression(), !227)
  %64 = load ptr, ptr %4, align 8, !dbg !228
  %65 = getelementptr inbounds i8, ptr %64, i64 0, !dbg !228
  %66 = load i8, ptr %65, align 1, !dbg !228
  %67 = sext i8 %66 to i32, !dbg !228
  %68 = icmp eq i32 %67, 99, !dbg !228
  %69 = zext i1 %68 to i32, !dbg !228
  %70 = add nsw i32 600, %69, !dbg !228
  store i32 %70, ptr %2, align 4, !dbg !228
  catchret from %63 to label %75, !dbg !230

71:                                               ; preds = %12
  %72 = catchpad within %13 [ptr null, i32 64, ptr null], !dbg !160
  store i32 999, ptr %2, align 4, !dbg !231
  catchret from %72 to label %74, !dbg !233

73:                                               ; preds = %1
  br label %81, !dbg !160

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
  store i32 0, ptr %2, align 4, !dbg !234
  br label %82, !dbg !234

82:                                               ; preds = %81, %80, %79, %78, %77, %76, %75, %74
  %83 = load i32, ptr %2, align 4, !dbg !235
  ret i32 %83, !dbg !235
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !236 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Error, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !237, !DIExpression(), !238)
    #dbg_declare(ptr %3, !239, !DIExpression(), !240)
  store i32 0, ptr %3, align 4, !dbg !240
  %7 = load i32, ptr %2, align 4, !dbg !241
  invoke void @"?middle@@YAXH@Z"(i32 noundef %7)
          to label %34 unwind label %8, !dbg !241

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %18, !dbg !244

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr %4], !dbg !244
    #dbg_declare(ptr %4, !245, !DIExpression(), !246)
  %12 = load i32, ptr %4, align 4, !dbg !247
  %13 = load i32, ptr %3, align 4, !dbg !247
  %14 = add nsw i32 %13, %12, !dbg !247
  store i32 %14, ptr %3, align 4, !dbg !247
  %15 = load i32, ptr %4, align 4, !dbg !249
  %16 = add nsw i32 %15, 1, !dbg !249
  %17 = call noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %16, ptr noundef @"??_C@_06PEIBIDGM@nested?$AA@") [ "funclet"(token %11) ], !dbg !249
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1?AUError@@") #9 [ "funclet"(token %11) ]
          to label %36 unwind label %18, !dbg !249

18:                                               ; preds = %10, %8
  %19 = catchswitch within none [label %20, label %31] unwind to caller, !dbg !250

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0?AUError@@@8", i32 8, ptr %6], !dbg !250
    #dbg_declare(ptr %6, !251, !DIExpression(), !252)
  %22 = load ptr, ptr %6, align 8, !dbg !253
  %23 = getelementptr inbounds %struct.Error, ptr %22, i32 0, i32 1, !dbg !253
  %24 = load i32, ptr %23, align 8, !dbg !253
  %25 = mul nsw i32 %24, 100, !dbg !253
  %26 = load i32, ptr %3, align 4, !dbg !253
  %27 = add nsw i32 %26, %25, !dbg !253
  store i32 %27, ptr %3, align 4, !dbg !253
  catchret from %21 to label %28, !dbg !255

28:                                               ; preds = %20
  br label %29, !dbg !255

29:                                               ; preds = %28, %33, %35
  %30 = load i32, ptr %3, align 4, !dbg !256
  ret i32 %30, !dbg !256

31:                                               ; preds = %18
  %32 = catchpad within %19 [ptr null, i32 64, ptr null], !dbg !250
  store i32 -1, ptr %3, align 4, !dbg !257
  catchret from %32 to label %33, !dbg !259

33:                                               ; preds = %31
  br label %29, !dbg !259

34:                                               ; preds = %1
  br label %35, !dbg !244

35:                                               ; preds = %34
  br label %29, !dbg !250

36:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !260 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !261, !DIExpression(), !262)
    #dbg_declare(ptr %4, !263, !DIExpression(), !265)
  %6 = load i32, ptr %3, align 4, !dbg !265
  %7 = invoke noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %6)
          to label %16 unwind label %8, !dbg !265

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller, !dbg !266

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %5], !dbg !266
    #dbg_declare(ptr %5, !267, !DIExpression(), !268)
  %12 = load ptr, ptr %5, align 8, !dbg !269
  %13 = getelementptr inbounds %struct.IoError, ptr %12, i32 0, i32 1, !dbg !269
  %14 = load i32, ptr %13, align 8, !dbg !269
  %15 = add nsw i32 -1000, %14, !dbg !269
  store i32 %15, ptr %2, align 4, !dbg !269
  catchret from %11 to label %19, !dbg !271

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !272
  %18 = load i32, ptr %17, align 4, !dbg !272
  store i32 %18, ptr %2, align 4, !dbg !272
  call void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #8, !dbg !266
  br label %21

19:                                               ; preds = %10
  br label %21

20:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !271
  unreachable, !dbg !271

21:                                               ; preds = %19, %16
  %22 = load i32, ptr %2, align 4, !dbg !273
  ret i32 %22, !dbg !273
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?f@NoThrow@@QEAAHH@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat !dbg !274 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !275, !DIExpression(), !276)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !277, !DIExpression(), !279)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !276
  %7 = add nsw i32 %6, 1, !dbg !276
  ret i32 %7, !dbg !276
}

declare dso_local i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !280 {
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
    #dbg_declare(ptr %2, !283, !DIExpression(), !284)
    #dbg_declare(ptr %3, !285, !DIExpression(), !286)
  %11 = load i32, ptr %2, align 4, !dbg !286
  %12 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %11), !dbg !286
  %13 = load i32, ptr %2, align 4, !dbg !287
  switch i32 %13, label %33 [
    i32 0, label %14
    i32 1, label %15
    i32 2, label %16
    i32 3, label %19
    i32 4, label %22
    i32 5, label %29
    i32 6, label %30
  ], !dbg !287

14:                                               ; preds = %1
  store i32 42, ptr %4, align 4, !dbg !288
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #9
          to label %37 unwind label %35, !dbg !288

15:                                               ; preds = %1
  store double 3.500000e+00, ptr %5, align 8, !dbg !290
  invoke void @_CxxThrowException(ptr %5, ptr @_TI1N) #9
          to label %37 unwind label %35, !dbg !290

16:                                               ; preds = %1
  %17 = invoke noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %6, i32 noundef 7, ptr noundef @"??_C@_05CGDPOPDB@plain?$AA@")
          to label %18 unwind label %35, !dbg !291

18:                                               ; preds = %16
  invoke void @_CxxThrowException(ptr %6, ptr @"_TI1?AUError@@") #9
          to label %37 unwind label %35, !dbg !291

19:                                               ; preds = %1
  %20 = invoke noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 9, i32 noundef 3)
          to label %21 unwind label %35, !dbg !292

21:                                               ; preds = %19
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI2?AUIoError@@") #9
          to label %37 unwind label %35, !dbg !292

22:                                               ; preds = %1
  %23 = invoke noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #10
          to label %24 unwind label %35, !dbg !293, !heapallocsite !178

24:                                               ; preds = %22
  %25 = invoke noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %23, i32 noundef 11, ptr noundef @"??_C@_04PKENOLLO@heap?$AA@")
          to label %26 unwind label %27, !dbg !293

26:                                               ; preds = %24
  store ptr %23, ptr %8, align 8, !dbg !293
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI2PEAUError@@") #9
          to label %37 unwind label %35, !dbg !293

27:                                               ; preds = %24
  %28 = cleanuppad within none [], !dbg !293
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %23, i64 noundef 24) #11 [ "funclet"(token %28) ], !dbg !293
  cleanupret from %28 unwind label %35, !dbg !293

29:                                               ; preds = %1
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %9, align 8, !dbg !294
  invoke void @_CxxThrowException(ptr %9, ptr @_TIC2PEAD) #9
          to label %37 unwind label %35, !dbg !294

30:                                               ; preds = %1
  %31 = invoke noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 600)
          to label %32 unwind label %35, !dbg !295

32:                                               ; preds = %30
  invoke void @_CxxThrowException(ptr %10, ptr @"_TI1?AUTracer@@") #9
          to label %37 unwind label %35, !dbg !295

33:                                               ; preds = %1
  br label %34, !dbg !296

34:                                               ; preds = %33
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !297
  ret void, !dbg !297

35:                                               ; preds = %32, %30, %29, %26, %27, %22, %21, %19, %18, %16, %15, %14
  %36 = cleanuppad within none [], !dbg !297
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %36) ], !dbg !297
  cleanupret from %36 unwind to caller, !dbg !297

37:                                               ; preds = %32, %29, %26, %21, %18, %15, %14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat !dbg !298 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !299, !DIExpression(), !300)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !301, !DIExpression(), !303)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !300
  %7 = load i32, ptr %3, align 4, !dbg !300
  store i32 %7, ptr %6, align 4, !dbg !300
  %8 = load i32, ptr @g_live, align 4, !dbg !304
  %9 = add nsw i32 %8, 1, !dbg !304
  store i32 %9, ptr @g_live, align 4, !dbg !304
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !304
  %11 = load i32, ptr %10, align 4, !dbg !304
  call void @"?note@@YAXH@Z"(i32 noundef %11), !dbg !304
  ret ptr %5, !dbg !300
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat !dbg !306 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %2, ptr %4, align 8
    #dbg_declare(ptr %4, !307, !DIExpression(), !308)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !309, !DIExpression(), !308)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !310, !DIExpression(), !311)
  %7 = load ptr, ptr %6, align 8
  store ptr @"??_7Error@@6B@", ptr %7, align 8, !dbg !308
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !308
  %9 = load i32, ptr %5, align 4, !dbg !308
  store i32 %9, ptr %8, align 8, !dbg !308
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !308
  %11 = load ptr, ptr %4, align 8, !dbg !308
  store ptr %11, ptr %10, align 8, !dbg !308
  ret ptr %7, !dbg !308
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #3 comdat !dbg !312 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !317, !DIExpression(), !318)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !319, !DIExpression(), !318)
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7Error@@6B@", ptr %5, align 8, !dbg !320
  %6 = getelementptr inbounds %struct.Error, ptr %5, i32 0, i32 1, !dbg !320
  %7 = load ptr, ptr %3, align 8, !dbg !320
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !320
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false), !dbg !320
  ret ptr %5, !dbg !320
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat !dbg !321 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !322, !DIExpression(), !323)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !324
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat !dbg !325 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !326, !DIExpression(), !327)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !328, !DIExpression(), !327)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !329, !DIExpression(), !331)
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %5, align 4, !dbg !327
  %9 = call noundef ptr @"??0Error@@QEAA@HPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %8, ptr noundef @"??_C@_02KFNNKBCK@io?$AA@"), !dbg !327
  store ptr @"??_7IoError@@6B@", ptr %7, align 8, !dbg !327
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !327
  %11 = load i32, ptr %4, align 4, !dbg !327
  store i32 %11, ptr %10, align 8, !dbg !327
  ret ptr %7, !dbg !327
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #3 comdat !dbg !332 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !336, !DIExpression(), !337)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !338, !DIExpression(), !337)
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !339
  %7 = call noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %6) #8, !dbg !339
  store ptr @"??_7IoError@@6B@", ptr %5, align 8, !dbg !339
  %8 = getelementptr inbounds %struct.IoError, ptr %5, i32 0, i32 1, !dbg !339
  %9 = load ptr, ptr %3, align 8, !dbg !339
  %10 = getelementptr inbounds %struct.IoError, ptr %9, i32 0, i32 1, !dbg !339
  %11 = load i32, ptr %10, align 8, !dbg !339
  store i32 %11, ptr %8, align 8, !dbg !339
  ret ptr %5, !dbg !339
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1IoError@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat !dbg !340 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !344, !DIExpression(), !345)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #8, !dbg !346
  ret void, !dbg !348
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat !dbg !349 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !350, !DIExpression(), !351)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !352, !DIExpression(), !353)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !351
  %7 = load ptr, ptr %3, align 8, !dbg !351
  %8 = getelementptr inbounds %struct.Tracer, ptr %7, i32 0, i32 0, !dbg !351
  %9 = load i32, ptr %8, align 4, !dbg !351
  %10 = add nsw i32 %9, 1000, !dbg !351
  store i32 %10, ptr %6, align 4, !dbg !351
  %11 = load i32, ptr @g_live, align 4, !dbg !354
  %12 = add nsw i32 %11, 1, !dbg !354
  store i32 %12, ptr @g_live, align 4, !dbg !354
  %13 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !354
  %14 = load i32, ptr %13, align 4, !dbg !354
  call void @"?note@@YAXH@Z"(i32 noundef %14), !dbg !354
  ret ptr %5, !dbg !351
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat !dbg !356 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @g_live, align 4, !dbg !359
  %5 = add nsw i32 %4, -1, !dbg !359
  store i32 %5, ptr @g_live, align 4, !dbg !359
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !359
  %7 = load i32, ptr %6, align 4, !dbg !359
  %8 = sub nsw i32 0, %7, !dbg !359
  call void @"?note@@YAXH@Z"(i32 noundef %8), !dbg !359
  ret void, !dbg !361
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?note@@YAXH@Z"(i32 noundef %0) #3 !dbg !362 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !363, !DIExpression(), !364)
  %3 = load i32, ptr @g_nlog, align 4, !dbg !365
  %4 = icmp slt i32 %3, 64, !dbg !365
  br i1 %4, label %5, label %11, !dbg !365

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !366
  %7 = load i32, ptr @g_nlog, align 4, !dbg !366
  %8 = add nsw i32 %7, 1, !dbg !366
  store i32 %8, ptr @g_nlog, align 4, !dbg !366
  %9 = sext i32 %7 to i64, !dbg !366
  %10 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %9, !dbg !366
  store i32 %6, ptr %10, align 4, !dbg !366
  br label %11, !dbg !366

11:                                               ; preds = %5, %1
  ret void, !dbg !368
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #3 comdat !dbg !369 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !370, !DIExpression(), !371)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !372, !DIExpression(), !371)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #8, !dbg !373
  %8 = icmp eq i32 %7, 0, !dbg !373
  br i1 %8, label %10, label %9, !dbg !373

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #11, !dbg !373
  br label %10, !dbg !373

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !373
  ret ptr %11, !dbg !373
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat !dbg !374 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !375, !DIExpression(), !377)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !378
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GIoError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat !dbg !379 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !380, !DIExpression(), !381)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !382, !DIExpression(), !381)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1IoError@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %6) #8, !dbg !383
  %8 = icmp eq i32 %7, 0, !dbg !383
  br i1 %8, label %10, label %9, !dbg !383

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 32) #11, !dbg !383
  br label %10, !dbg !383

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !383
  ret ptr %11, !dbg !383
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat !dbg !384 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !385, !DIExpression(), !387)
  %3 = load ptr, ptr %2, align 8
  ret i32 2, !dbg !388
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 !dbg !389 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !390, !DIExpression(), !391)
    #dbg_declare(ptr %3, !392, !DIExpression(), !393)
  %4 = load i32, ptr %2, align 4, !dbg !393
  %5 = add nsw i32 50, %4, !dbg !393
  %6 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5), !dbg !393
  %7 = load i32, ptr %2, align 4, !dbg !394
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %7)
          to label %14 unwind label %8, !dbg !394

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %16, !dbg !396

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null, i32 64, ptr null], !dbg !396
  %12 = load i32, ptr @rethrow_count, align 4, !dbg !397
  %13 = add nsw i32 %12, 1, !dbg !397
  store i32 %13, ptr @rethrow_count, align 4, !dbg !397
  invoke void @_CxxThrowException(ptr null, ptr null) #9 [ "funclet"(token %11) ]
          to label %18 unwind label %16, !dbg !399

14:                                               ; preds = %1
  br label %15, !dbg !396

15:                                               ; preds = %14
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !400
  ret void, !dbg !400

16:                                               ; preds = %10, %8
  %17 = cleanuppad within none [], !dbg !400
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %17) ], !dbg !400
  cleanupret from %17 unwind to caller, !dbg !400

18:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 !dbg !401 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !402, !DIExpression(), !403)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !404, !DIExpression(), !406)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 0, !dbg !403
  %8 = load i32, ptr %3, align 4, !dbg !403
  %9 = invoke noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %17, !dbg !403

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Holder, ptr %6, i32 0, i32 1, !dbg !403
  %12 = load i32, ptr %3, align 4, !dbg !403
  %13 = invoke noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %12)
          to label %14 unwind label %15, !dbg !403

14:                                               ; preds = %10
  store i32 %13, ptr %11, align 4, !dbg !403
  call void @"?note@@YAXH@Z"(i32 noundef 777), !dbg !407
  br label %21, !dbg !409

15:                                               ; preds = %10
  %16 = cleanuppad within none [], !dbg !409
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %16) ], !dbg !409
  cleanupret from %16 unwind label %17, !dbg !409

17:                                               ; preds = %15, %2
  %18 = catchswitch within none [label %19] unwind to caller, !dbg !409

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUError@@@8", i32 8, ptr %5], !dbg !409
    #dbg_declare(ptr %5, !410, !DIExpression(), !411)
  call void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %20) ], !dbg !412
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %20) ], !dbg !414
  unreachable, !dbg !414

21:                                               ; preds = %14
  ret ptr %6, !dbg !415
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat !dbg !416 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !420, !DIExpression(), !421)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !422
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #8, !dbg !422
  ret void, !dbg !424
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?check@Holder@@SAHH@Z"(i32 noundef %0) #1 comdat !dbg !425 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.IoError, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !426, !DIExpression(), !427)
  %4 = load i32, ptr %2, align 4, !dbg !428
  %5 = icmp slt i32 %4, 0, !dbg !428
  br i1 %5, label %6, label %11, !dbg !428

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !429
  %8 = sub nsw i32 0, %7, !dbg !429
  %9 = load i32, ptr %2, align 4, !dbg !429
  %10 = call noundef ptr @"??0IoError@@QEAA@HH@Z"(ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %9, i32 noundef %8), !dbg !429
  call void @_CxxThrowException(ptr %3, ptr @"_TI2?AUIoError@@") #9, !dbg !429
  unreachable, !dbg !429

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4, !dbg !431
  %13 = mul nsw i32 %12, 2, !dbg !431
  ret i32 %13, !dbg !431
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109}
!llvm.ident = !{!110}

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
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !112, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!5}
!114 = !{}
!115 = !DILocalVariable(name: "total", scope: !111, file: !3, line: 135, type: !5)
!116 = !DILocation(line: 135, scope: !111)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 136, type: !5)
!118 = distinct !DILexicalBlock(scope: !111, file: !3, line: 136)
!119 = !DILocation(line: 136, scope: !118)
!120 = !DILocalVariable(name: "c", scope: !121, file: !3, line: 137, type: !5)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 136)
!122 = distinct !DILexicalBlock(scope: !118, file: !3, line: 136)
!123 = !DILocation(line: 137, scope: !121)
!124 = !DILocation(line: 138, scope: !121)
!125 = !DILocation(line: 139, scope: !121)
!126 = !DILocation(line: 140, scope: !121)
!127 = !DILocation(line: 136, scope: !122)
!128 = distinct !{!128, !119, !129, !130}
!129 = !DILocation(line: 140, scope: !118)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 141, scope: !111)
!132 = !DILocation(line: 142, scope: !111)
!133 = !DILocation(line: 143, scope: !111)
!134 = !DILocalVariable(name: "nt", scope: !111, file: !3, line: 144, type: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !136, identifier: ".?AUNoThrow@@")
!136 = !{!137}
!137 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !135, file: !3, line: 131, type: !138, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!138 = !DISubroutineType(types: !139)
!139 = !{!5, !140, !5}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!141 = !DILocation(line: 144, scope: !111)
!142 = !DILocation(line: 145, scope: !111)
!143 = !DILocation(line: 146, scope: !111)
!144 = !DILocalVariable(name: "i", scope: !145, file: !3, line: 147, type: !5)
!145 = distinct !DILexicalBlock(scope: !111, file: !3, line: 147)
!146 = !DILocation(line: 147, scope: !145)
!147 = !DILocation(line: 148, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !3, line: 147)
!149 = !DILocation(line: 147, scope: !148)
!150 = distinct !{!150, !146, !151, !130}
!151 = !DILocation(line: 148, scope: !145)
!152 = !DILocation(line: 149, scope: !111)
!153 = !DILocation(line: 150, scope: !111)
!154 = !DILocation(line: 151, scope: !111)
!155 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!156 = !DILocalVariable(name: "how", arg: 1, scope: !155, file: !3, line: 54, type: !5)
!157 = !DILocation(line: 54, scope: !155)
!158 = !DILocation(line: 56, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 55)
!160 = !DILocation(line: 57, scope: !159)
!161 = !DILocalVariable(name: "v", scope: !155, file: !3, line: 57, type: !5)
!162 = !DILocation(line: 57, scope: !155)
!163 = !DILocation(line: 58, scope: !164)
!164 = distinct !DILexicalBlock(scope: !155, file: !3, line: 57)
!165 = !DILocation(line: 59, scope: !164)
!166 = !DILocalVariable(name: "d", scope: !155, file: !3, line: 59, type: !167)
!167 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!168 = !DILocation(line: 59, scope: !155)
!169 = !DILocation(line: 60, scope: !170)
!170 = distinct !DILexicalBlock(scope: !155, file: !3, line: 59)
!171 = !DILocation(line: 61, scope: !170)
!172 = !DILocalVariable(name: "e", scope: !155, file: !3, line: 61, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !176, vtableHolder: !178, identifier: ".?AUIoError@@")
!176 = !{!177, !180, !198, !199, !203}
!177 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !175, baseType: !178, extraData: i32 0)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !179, vtableHolder: !178, identifier: ".?AUError@@")
!179 = !{!180, !181, !183, !184, !186, !190, !193}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !182, size: 64, flags: DIFlagArtificial)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !178, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !178, file: !3, line: 28, baseType: !185, size: 64, offset: 128)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!186 = !DISubprogram(name: "Error", scope: !178, file: !3, line: 29, type: !187, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !5, !185}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DISubprogram(name: "~Error", scope: !178, file: !3, line: 30, type: !191, scopeLine: 30, containingType: !178, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !189}
!193 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !178, file: !3, line: 31, type: !194, scopeLine: 31, containingType: !178, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!194 = !DISubroutineType(types: !195)
!195 = !{!5, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !178)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !175, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!199 = !DISubprogram(name: "IoError", scope: !175, file: !3, line: 36, type: !200, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !202, !5, !5}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!203 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !175, file: !3, line: 37, type: !204, scopeLine: 37, containingType: !175, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!204 = !DISubroutineType(types: !205)
!205 = !{!5, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!207 = !DILocation(line: 61, scope: !155)
!208 = !DILocation(line: 62, scope: !209)
!209 = distinct !DILexicalBlock(scope: !155, file: !3, line: 61)
!210 = !DILocation(line: 63, scope: !209)
!211 = !DILocalVariable(name: "e", scope: !155, file: !3, line: 63, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !178, size: 64)
!213 = !DILocation(line: 63, scope: !155)
!214 = !DILocation(line: 64, scope: !215)
!215 = distinct !DILexicalBlock(scope: !155, file: !3, line: 63)
!216 = !DILocation(line: 65, scope: !215)
!217 = !DILocalVariable(name: "p", scope: !155, file: !3, line: 65, type: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!219 = !DILocation(line: 65, scope: !155)
!220 = !DILocalVariable(name: "r", scope: !221, file: !3, line: 66, type: !5)
!221 = distinct !DILexicalBlock(scope: !155, file: !3, line: 65)
!222 = !DILocation(line: 66, scope: !221)
!223 = !DILocation(line: 67, scope: !221)
!224 = !DILocation(line: 68, scope: !221)
!225 = !DILocation(line: 69, scope: !221)
!226 = !DILocalVariable(name: "s", scope: !155, file: !3, line: 69, type: !185)
!227 = !DILocation(line: 69, scope: !155)
!228 = !DILocation(line: 70, scope: !229)
!229 = distinct !DILexicalBlock(scope: !155, file: !3, line: 69)
!230 = !DILocation(line: 71, scope: !229)
!231 = !DILocation(line: 72, scope: !232)
!232 = distinct !DILexicalBlock(scope: !155, file: !3, line: 71)
!233 = !DILocation(line: 73, scope: !232)
!234 = !DILocation(line: 74, scope: !155)
!235 = !DILocation(line: 75, scope: !155)
!236 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !26, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!237 = !DILocalVariable(name: "how", arg: 1, scope: !236, file: !3, line: 89, type: !5)
!238 = !DILocation(line: 89, scope: !236)
!239 = !DILocalVariable(name: "r", scope: !236, file: !3, line: 90, type: !5)
!240 = !DILocation(line: 90, scope: !236)
!241 = !DILocation(line: 93, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 92)
!243 = distinct !DILexicalBlock(scope: !236, file: !3, line: 91)
!244 = !DILocation(line: 94, scope: !242)
!245 = !DILocalVariable(name: "v", scope: !243, file: !3, line: 94, type: !5)
!246 = !DILocation(line: 94, scope: !243)
!247 = !DILocation(line: 95, scope: !248)
!248 = distinct !DILexicalBlock(scope: !243, file: !3, line: 94)
!249 = !DILocation(line: 96, scope: !248)
!250 = !DILocation(line: 98, scope: !243)
!251 = !DILocalVariable(name: "e", scope: !236, file: !3, line: 98, type: !212)
!252 = !DILocation(line: 98, scope: !236)
!253 = !DILocation(line: 99, scope: !254)
!254 = distinct !DILexicalBlock(scope: !236, file: !3, line: 98)
!255 = !DILocation(line: 100, scope: !254)
!256 = !DILocation(line: 103, scope: !236)
!257 = !DILocation(line: 101, scope: !258)
!258 = distinct !DILexicalBlock(scope: !236, file: !3, line: 100)
!259 = !DILocation(line: 102, scope: !258)
!260 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !26, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!261 = !DILocalVariable(name: "x", arg: 1, scope: !260, file: !3, line: 123, type: !5)
!262 = !DILocation(line: 123, scope: !260)
!263 = !DILocalVariable(name: "h", scope: !264, file: !3, line: 124, type: !21)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 123)
!265 = !DILocation(line: 124, scope: !264)
!266 = !DILocation(line: 126, scope: !264)
!267 = !DILocalVariable(name: "e", scope: !260, file: !3, line: 126, type: !173)
!268 = !DILocation(line: 126, scope: !260)
!269 = !DILocation(line: 127, scope: !270)
!270 = distinct !DILexicalBlock(scope: !260, file: !3, line: 126)
!271 = !DILocation(line: 128, scope: !270)
!272 = !DILocation(line: 125, scope: !264)
!273 = !DILocation(line: 128, scope: !260)
!274 = distinct !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QEAAHH@Z", scope: !135, file: !3, line: 131, type: !138, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !137, retainedNodes: !114)
!275 = !DILocalVariable(name: "x", arg: 2, scope: !274, file: !3, line: 131, type: !5)
!276 = !DILocation(line: 131, scope: !274)
!277 = !DILocalVariable(name: "this", arg: 1, scope: !274, type: !278, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!279 = !DILocation(line: 0, scope: !274)
!280 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !281, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !5}
!283 = !DILocalVariable(name: "how", arg: 1, scope: !280, file: !3, line: 40, type: !5)
!284 = !DILocation(line: 40, scope: !280)
!285 = !DILocalVariable(name: "t", scope: !280, file: !3, line: 41, type: !6)
!286 = !DILocation(line: 41, scope: !280)
!287 = !DILocation(line: 42, scope: !280)
!288 = !DILocation(line: 43, scope: !289)
!289 = distinct !DILexicalBlock(scope: !280, file: !3, line: 42)
!290 = !DILocation(line: 44, scope: !289)
!291 = !DILocation(line: 45, scope: !289)
!292 = !DILocation(line: 46, scope: !289)
!293 = !DILocation(line: 47, scope: !289)
!294 = !DILocation(line: 48, scope: !289)
!295 = !DILocation(line: 49, scope: !289)
!296 = !DILocation(line: 50, scope: !289)
!297 = !DILocation(line: 52, scope: !280)
!298 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !114)
!299 = !DILocalVariable(name: "i", arg: 2, scope: !298, file: !3, line: 21, type: !5)
!300 = !DILocation(line: 21, scope: !298)
!301 = !DILocalVariable(name: "this", arg: 1, scope: !298, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!303 = !DILocation(line: 0, scope: !298)
!304 = !DILocation(line: 21, scope: !305)
!305 = distinct !DILexicalBlock(scope: !298, file: !3, line: 21)
!306 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@HPEBD@Z", scope: !178, file: !3, line: 29, type: !187, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !186, retainedNodes: !114)
!307 = !DILocalVariable(name: "w", arg: 3, scope: !306, file: !3, line: 29, type: !185)
!308 = !DILocation(line: 29, scope: !306)
!309 = !DILocalVariable(name: "c", arg: 2, scope: !306, file: !3, line: 29, type: !5)
!310 = !DILocalVariable(name: "this", arg: 1, scope: !306, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!311 = !DILocation(line: 0, scope: !306)
!312 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QEAA@AEBU0@@Z", scope: !178, file: !3, line: 26, type: !313, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !316, retainedNodes: !114)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !189, !315}
!315 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !197, size: 64)
!316 = !DISubprogram(name: "Error", scope: !178, type: !313, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!317 = !DILocalVariable(arg: 2, scope: !312, type: !315)
!318 = !DILocation(line: 0, scope: !312)
!319 = !DILocalVariable(name: "this", arg: 1, scope: !312, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!320 = !DILocation(line: 26, scope: !312)
!321 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UEAA@XZ", scope: !178, file: !3, line: 30, type: !191, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !190, retainedNodes: !114)
!322 = !DILocalVariable(name: "this", arg: 1, scope: !321, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!323 = !DILocation(line: 0, scope: !321)
!324 = !DILocation(line: 30, scope: !321)
!325 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@HH@Z", scope: !175, file: !3, line: 36, type: !200, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !199, retainedNodes: !114)
!326 = !DILocalVariable(name: "f", arg: 3, scope: !325, file: !3, line: 36, type: !5)
!327 = !DILocation(line: 36, scope: !325)
!328 = !DILocalVariable(name: "c", arg: 2, scope: !325, file: !3, line: 36, type: !5)
!329 = !DILocalVariable(name: "this", arg: 1, scope: !325, type: !330, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!331 = !DILocation(line: 0, scope: !325)
!332 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QEAA@AEBU0@@Z", scope: !175, file: !3, line: 34, type: !333, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !335, retainedNodes: !114)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !202, !173}
!335 = !DISubprogram(name: "IoError", scope: !175, type: !333, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!336 = !DILocalVariable(arg: 2, scope: !332, type: !173)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocalVariable(name: "this", arg: 1, scope: !332, type: !330, flags: DIFlagArtificial | DIFlagObjectPointer)
!339 = !DILocation(line: 34, scope: !332)
!340 = distinct !DISubprogram(name: "~IoError", linkageName: "??1IoError@@UEAA@XZ", scope: !175, file: !3, line: 34, type: !341, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !343, retainedNodes: !114)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !202}
!343 = !DISubprogram(name: "~IoError", scope: !175, type: !341, containingType: !175, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!344 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !330, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = !DILocation(line: 0, scope: !340)
!346 = !DILocation(line: 34, scope: !347)
!347 = distinct !DILexicalBlock(scope: !340, file: !3, line: 34)
!348 = !DILocation(line: 34, scope: !340)
!349 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QEAA@AEBU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !13, retainedNodes: !114)
!350 = !DILocalVariable(name: "o", arg: 2, scope: !349, file: !3, line: 22, type: !16)
!351 = !DILocation(line: 22, scope: !349)
!352 = !DILocalVariable(name: "this", arg: 1, scope: !349, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DILocation(line: 0, scope: !349)
!354 = !DILocation(line: 22, scope: !355)
!355 = distinct !DILexicalBlock(scope: !349, file: !3, line: 22)
!356 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QEAA@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !114)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 23, scope: !360)
!360 = distinct !DILexicalBlock(scope: !356, file: !3, line: 23)
!361 = !DILocation(line: 23, scope: !356)
!362 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !281, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!363 = !DILocalVariable(name: "v", arg: 1, scope: !362, file: !3, line: 14, type: !5)
!364 = !DILocation(line: 14, scope: !362)
!365 = !DILocation(line: 15, scope: !362)
!366 = !DILocation(line: 16, scope: !367)
!367 = distinct !DILexicalBlock(scope: !362, file: !3, line: 15)
!368 = !DILocation(line: 17, scope: !362)
!369 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UEAAPEAXI@Z", scope: !178, file: !3, line: 30, type: !191, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !190, retainedNodes: !114)
!370 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !369, type: !5, flags: DIFlagArtificial)
!371 = !DILocation(line: 0, scope: !369)
!372 = !DILocalVariable(name: "this", arg: 1, scope: !369, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!373 = !DILocation(line: 30, scope: !369)
!374 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UEBAHXZ", scope: !178, file: !3, line: 31, type: !194, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !193, retainedNodes: !114)
!375 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !376, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!377 = !DILocation(line: 0, scope: !374)
!378 = !DILocation(line: 31, scope: !374)
!379 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UEAAPEAXI@Z", scope: !175, file: !3, line: 34, type: !341, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !343, retainedNodes: !114)
!380 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !379, type: !5, flags: DIFlagArtificial)
!381 = !DILocation(line: 0, scope: !379)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !379, type: !330, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DILocation(line: 34, scope: !379)
!384 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UEBAHXZ", scope: !175, file: !3, line: 37, type: !204, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !203, retainedNodes: !114)
!385 = !DILocalVariable(name: "this", arg: 1, scope: !384, type: !386, flags: DIFlagArtificial | DIFlagObjectPointer)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!387 = !DILocation(line: 0, scope: !384)
!388 = !DILocation(line: 37, scope: !384)
!389 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !281, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !114)
!390 = !DILocalVariable(name: "how", arg: 1, scope: !389, file: !3, line: 79, type: !5)
!391 = !DILocation(line: 79, scope: !389)
!392 = !DILocalVariable(name: "t", scope: !389, file: !3, line: 80, type: !6)
!393 = !DILocation(line: 80, scope: !389)
!394 = !DILocation(line: 82, scope: !395)
!395 = distinct !DILexicalBlock(scope: !389, file: !3, line: 81)
!396 = !DILocation(line: 83, scope: !395)
!397 = !DILocation(line: 84, scope: !398)
!398 = distinct !DILexicalBlock(scope: !389, file: !3, line: 83)
!399 = !DILocation(line: 85, scope: !398)
!400 = !DILocation(line: 87, scope: !389)
!401 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QEAA@H@Z", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !28, retainedNodes: !114)
!402 = !DILocalVariable(name: "x", arg: 2, scope: !401, file: !3, line: 115, type: !5)
!403 = !DILocation(line: 115, scope: !401)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !401, type: !405, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!406 = !DILocation(line: 0, scope: !401)
!407 = !DILocation(line: 116, scope: !408)
!408 = distinct !DILexicalBlock(scope: !401, file: !3, line: 115)
!409 = !DILocation(line: 117, scope: !408)
!410 = !DILocalVariable(name: "e", scope: !401, file: !3, line: 117, type: !212)
!411 = !DILocation(line: 117, scope: !401)
!412 = !DILocation(line: 118, scope: !413)
!413 = distinct !DILexicalBlock(scope: !401, file: !3, line: 117)
!414 = !DILocation(line: 119, scope: !413)
!415 = !DILocation(line: 119, scope: !401)
!416 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QEAA@XZ", scope: !21, file: !3, line: 108, type: !417, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !419, retainedNodes: !114)
!417 = !DISubroutineType(types: !418)
!418 = !{null, !31}
!419 = !DISubprogram(name: "~Holder", scope: !21, type: !417, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!420 = !DILocalVariable(name: "this", arg: 1, scope: !416, type: !405, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DILocation(line: 0, scope: !416)
!422 = !DILocation(line: 108, scope: !423)
!423 = distinct !DILexicalBlock(scope: !416, file: !3, line: 108)
!424 = !DILocation(line: 108, scope: !416)
!425 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !25, retainedNodes: !114)
!426 = !DILocalVariable(name: "x", arg: 1, scope: !425, file: !3, line: 111, type: !5)
!427 = !DILocation(line: 111, scope: !425)
!428 = !DILocation(line: 112, scope: !425)
!429 = !DILocation(line: 112, scope: !430)
!430 = distinct !DILexicalBlock(scope: !425, file: !3, line: 112)
!431 = !DILocation(line: 113, scope: !425)

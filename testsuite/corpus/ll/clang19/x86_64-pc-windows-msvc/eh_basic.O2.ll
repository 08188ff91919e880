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
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1
@"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Error@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0IoError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUIoError@@@8??0IoError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUError@@@8??0Error@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Error@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUIoError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1
@"_CT??_R0PEAUError@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUError@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2PEAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2PEAUError@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1
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
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4IoError@@6B@", ptr @"??_GIoError@@UEAAPEAXI@Z", ptr @"?kind@IoError@@UEBAHXZ"] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4IoError@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Error@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUIoError@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3IoError@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1

@"??_7Error@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Holder, align 4
  %8 = alloca ptr, align 8
  br label %67

9:                                                ; preds = %120
  %10 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2)
  %11 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %11, i32 noundef %10)
  %13 = load i32, ptr @rethrow_count, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11
  %15 = invoke noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef -4)
          to label %16 unwind label %31

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %7, i64 4
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr @g_live, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr @g_live, align 4
  %21 = load i32, ptr @g_nlog, align 4
  %22 = icmp slt i32 %21, 64
  br i1 %22, label %23, label %29

23:                                               ; preds = %16
  %24 = load i32, ptr %7, align 4
  %25 = sub nsw i32 0, %24
  %26 = add nsw i32 %21, 1
  store i32 %26, ptr @g_nlog, align 4
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %27
  store i32 %25, ptr %28, align 4
  br label %29

29:                                               ; preds = %23, %16
  %30 = phi i32 [ %26, %23 ], [ %21, %16 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11
  br label %41

31:                                               ; preds = %9
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %8]
  %35 = load ptr, ptr %8, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load i32, ptr %36, align 8
  %38 = add nsw i32 %37, -1000
  %39 = load i32, ptr @g_live, align 4
  %40 = load i32, ptr @g_nlog, align 4
  catchret from %34 to label %41

41:                                               ; preds = %29, %33
  %42 = phi i32 [ %30, %29 ], [ %40, %33 ]
  %43 = phi i32 [ %20, %29 ], [ %39, %33 ]
  %44 = phi i32 [ %18, %29 ], [ %38, %33 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %45 = add nsw i32 %43, 1
  store i32 %45, ptr @g_live, align 4
  %46 = icmp slt i32 %42, 64
  br i1 %46, label %47, label %52

47:                                               ; preds = %41
  %48 = add nsw i32 %42, 1
  store i32 %48, ptr @g_nlog, align 4
  %49 = sext i32 %42 to i64
  %50 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %49
  store i32 5, ptr %50, align 4
  %51 = icmp eq i32 %42, 63
  br i1 %51, label %52, label %53

52:                                               ; preds = %47, %41
  store i32 %43, ptr @g_live, align 4
  br label %62

53:                                               ; preds = %47
  %54 = add nsw i32 %42, 2
  store i32 %54, ptr @g_nlog, align 4
  %55 = sext i32 %48 to i64
  %56 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %55
  store i32 777, ptr %56, align 4
  store i32 %43, ptr @g_live, align 4
  %57 = icmp slt i32 %42, 62
  br i1 %57, label %58, label %62

58:                                               ; preds = %53
  %59 = add nsw i32 %42, 3
  store i32 %59, ptr @g_nlog, align 4
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %60
  store i32 -5, ptr %61, align 4
  br label %62

62:                                               ; preds = %53, %58, %52
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef %44)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GOGLHGCH@log?3?$AA@")
  %65 = load i32, ptr @g_nlog, align 4
  %66 = icmp sgt i32 %65, 0
  br i1 %66, label %135, label %127

67:                                               ; preds = %0, %120
  %68 = phi i32 [ 0, %0 ], [ %124, %120 ]
  %69 = phi i32 [ 0, %0 ], [ %125, %120 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %69)
          to label %120 unwind label %70

70:                                               ; preds = %67
  %71 = catchswitch within none [label %72, label %76, label %82, label %92, label %103, label %112, label %118] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %6]
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %74, 100
  catchret from %73 to label %120

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr @"??_R0N@8", i32 0, ptr %5]
  %78 = load double, ptr %5, align 8
  %79 = fmul double %78, 2.000000e+00
  %80 = fptosi double %79 to i32
  %81 = add nsw i32 %80, 200
  catchret from %77 to label %120

82:                                               ; preds = %70
  %83 = catchpad within %71 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %4]
  %84 = load ptr, ptr %4, align 8
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load i32, ptr %85, align 8
  %87 = mul nsw i32 %86, 10
  %88 = add nsw i32 %87, 300
  %89 = getelementptr inbounds i8, ptr %84, i64 24
  %90 = load i32, ptr %89, align 8
  %91 = add nsw i32 %88, %90
  catchret from %83 to label %120

92:                                               ; preds = %70
  %93 = catchpad within %71 [ptr @"??_R0?AUError@@@8", i32 8, ptr %3]
  %94 = load ptr, ptr %3, align 8
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  %96 = load i32, ptr %95, align 8
  %97 = add nsw i32 %96, 400
  %98 = load ptr, ptr %94, align 8
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  %100 = load ptr, ptr %99, align 8
  %101 = call noundef i32 %100(ptr noundef nonnull align 8 dereferenceable(24) %94) [ "funclet"(token %93) ]
  %102 = add nsw i32 %97, %101
  catchret from %93 to label %120

103:                                              ; preds = %70
  %104 = catchpad within %71 [ptr @"??_R0PEAUError@@@8", i32 0, ptr %2]
  %105 = load ptr, ptr %2, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load i32, ptr %106, align 8
  %108 = add nsw i32 %107, 500
  %109 = load ptr, ptr %105, align 8
  %110 = load ptr, ptr %109, align 8
  %111 = call noundef ptr %110(ptr noundef nonnull align 8 dereferenceable(24) %105, i32 noundef 1) #11 [ "funclet"(token %104) ]
  catchret from %104 to label %120

112:                                              ; preds = %70
  %113 = catchpad within %71 [ptr @"??_R0PEAD@8", i32 1, ptr %1]
  %114 = load ptr, ptr %1, align 8
  %115 = load i8, ptr %114, align 1
  %116 = icmp eq i8 %115, 99
  %117 = select i1 %116, i32 601, i32 600
  catchret from %113 to label %120

118:                                              ; preds = %70
  %119 = catchpad within %71 [ptr null, i32 64, ptr null]
  catchret from %119 to label %120

120:                                              ; preds = %67, %72, %76, %82, %92, %103, %112, %118
  %121 = phi i32 [ %75, %72 ], [ 999, %118 ], [ %117, %112 ], [ %108, %103 ], [ %102, %92 ], [ %91, %82 ], [ %81, %76 ], [ 0, %67 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %122 = load i32, ptr @g_live, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %69, i32 noundef %121, i32 noundef %122)
  %124 = add nsw i32 %121, %68
  %125 = add nuw nsw i32 %69, 1
  %126 = icmp eq i32 %125, 8
  br i1 %126, label %9, label %67, !llvm.loop !5

127:                                              ; preds = %135, %62
  %128 = add nsw i32 %124, 2
  %129 = load i32, ptr @g_live, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %128, i32 noundef %129)
  %131 = load i32, ptr @g_live, align 4
  %132 = icmp eq i32 %131, 0
  %133 = select i1 %132, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@"
  %134 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %133)
  ret i32 0

135:                                              ; preds = %62, %135
  %136 = phi i64 [ %140, %135 ], [ 0, %62 ]
  %137 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %138)
  %140 = add nuw nsw i64 %136, 1
  %141 = load i32, ptr @g_nlog, align 4
  %142 = sext i32 %141 to i64
  %143 = icmp slt i64 %140, %142
  br i1 %143, label %135, label %127, !llvm.loop !7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Error, align 8
  %4 = alloca ptr, align 8
  %5 = load i32, ptr @g_live, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @g_live, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = add nuw nsw i32 %0, 50
  %11 = add nsw i32 %7, 1
  store i32 %11, ptr @g_nlog, align 4
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %12
  store i32 %10, ptr %13, align 4
  br label %14

14:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %21 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %31

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr null, i32 64, ptr null]
  %19 = load i32, ptr @rethrow_count, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @rethrow_count, align 4
  invoke void @_CxxThrowException(ptr null, ptr null) #12 [ "funclet"(token %18) ]
          to label %43 unwind label %31

21:                                               ; preds = %14
  %22 = load i32, ptr @g_live, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr @g_live, align 4
  %24 = load i32, ptr @g_nlog, align 4
  %25 = icmp slt i32 %24, 64
  br i1 %25, label %26, label %62

26:                                               ; preds = %21
  %27 = sub nsw i32 -50, %0
  %28 = add nsw i32 %24, 1
  store i32 %28, ptr @g_nlog, align 4
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %29
  store i32 %27, ptr %30, align 4
  br label %62

31:                                               ; preds = %17, %15
  %32 = cleanuppad within none []
  %33 = load i32, ptr @g_live, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr @g_live, align 4
  %35 = load i32, ptr @g_nlog, align 4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %42

37:                                               ; preds = %31
  %38 = sub nsw i32 -50, %0
  %39 = add nsw i32 %35, 1
  store i32 %39, ptr @g_nlog, align 4
  %40 = sext i32 %35 to i64
  %41 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %37, %31
  cleanupret from %32 unwind label %44

43:                                               ; preds = %17
  unreachable

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind label %52

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0H@8", i32 0, ptr %2]
  %48 = load i32, ptr %2, align 4
  %49 = add nsw i32 %48, 1
  store ptr @"??_7Error@@6B@", ptr %3, align 8
  %50 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %49, ptr %50, align 8
  %51 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @"??_C@_06PEIBIDGM@nested?$AA@", ptr %51, align 8
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUError@@") #12 [ "funclet"(token %47) ]
          to label %66 unwind label %52

52:                                               ; preds = %46, %44
  %53 = phi i32 [ 0, %44 ], [ %48, %46 ]
  %54 = catchswitch within none [label %55, label %64] unwind to caller

55:                                               ; preds = %52
  %56 = catchpad within %54 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4]
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i32, ptr %58, align 8
  %60 = mul nsw i32 %59, 100
  %61 = add nsw i32 %60, %53
  catchret from %56 to label %62

62:                                               ; preds = %26, %21, %64, %55
  %63 = phi i32 [ %61, %55 ], [ -1, %64 ], [ 0, %21 ], [ 0, %26 ]
  ret i32 %63

64:                                               ; preds = %52
  %65 = catchpad within %54 [ptr null, i32 64, ptr null]
  catchret from %65 to label %62

66:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 8
  %5 = alloca %struct.IoError, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Tracer, align 4
  %9 = load i32, ptr @g_live, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @g_live, align 4
  %11 = load i32, ptr @g_nlog, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %17

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1
  store i32 %14, ptr @g_nlog, align 4
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %15
  store i32 %0, ptr %16, align 4
  br label %17

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
  ]

19:                                               ; preds = %17
  store i32 42, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #12
          to label %62 unwind label %50

20:                                               ; preds = %17
  store double 3.500000e+00, ptr %3, align 8
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1N) #12
          to label %62 unwind label %50

21:                                               ; preds = %17
  store ptr @"??_7Error@@6B@", ptr %4, align 8
  %22 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 7, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr @"??_C@_05CGDPOPDB@plain?$AA@", ptr %23, align 8
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AUError@@") #12
          to label %62 unwind label %50

24:                                               ; preds = %17
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 9, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %26, align 8
  store ptr @"??_7IoError@@6B@", ptr %5, align 8
  %27 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 3, ptr %27, align 8
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %62 unwind label %50

28:                                               ; preds = %17
  %29 = invoke noalias noundef nonnull dereferenceable(24) ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
          to label %30 unwind label %50

30:                                               ; preds = %28
  store ptr @"??_7Error@@6B@", ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  store i32 11, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr @"??_C@_04PKENOLLO@heap?$AA@", ptr %32, align 8
  store ptr %29, ptr %6, align 8
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2PEAUError@@") #12
          to label %62 unwind label %50

33:                                               ; preds = %17
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %7, align 8
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TIC2PEAD) #12
          to label %62 unwind label %50

34:                                               ; preds = %17
  store i32 600, ptr %8, align 4
  %35 = add nsw i32 %9, 2
  store i32 %35, ptr @g_live, align 4
  %36 = icmp slt i32 %18, 64
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = add nsw i32 %18, 1
  store i32 %38, ptr @g_nlog, align 4
  %39 = sext i32 %18 to i64
  %40 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %39
  store i32 600, ptr %40, align 4
  br label %41

41:                                               ; preds = %37, %34
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUTracer@@") #12
          to label %62 unwind label %50

42:                                               ; preds = %17
  store i32 %9, ptr @g_live, align 4
  %43 = icmp slt i32 %18, 64
  br i1 %43, label %44, label %49

44:                                               ; preds = %42
  %45 = sub nsw i32 0, %0
  %46 = add nsw i32 %18, 1
  store i32 %46, ptr @g_nlog, align 4
  %47 = sext i32 %18 to i64
  %48 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %47
  store i32 %45, ptr %48, align 4
  br label %49

49:                                               ; preds = %42, %44
  ret void

50:                                               ; preds = %41, %33, %30, %28, %24, %21, %20, %19
  %51 = cleanuppad within none []
  %52 = load i32, ptr @g_live, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr @g_live, align 4
  %54 = load i32, ptr @g_nlog, align 4
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = sub nsw i32 0, %0
  %58 = add nsw i32 %54, 1
  store i32 %58, ptr @g_nlog, align 4
  %59 = sext i32 %54 to i64
  %60 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %59
  store i32 %57, ptr %60, align 4
  br label %61

61:                                               ; preds = %50, %56
  cleanupret from %51 unwind to caller

62:                                               ; preds = %41, %33, %30, %24, %21, %20, %19
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Error@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat align 2 {
  store ptr @"??_7Error@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0IoError@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #4 comdat align 2 {
  store ptr @"??_7Error@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr @"??_7IoError@@6B@", ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 8
  store i32 %7, ptr %5, align 8
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Error@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  %4 = add nsw i32 %3, 1000
  store i32 %4, ptr %0, align 4
  %5 = load i32, ptr @g_live, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @g_live, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1
  store i32 %10, ptr @g_nlog, align 4
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11
  store i32 %4, ptr %12, align 4
  br label %13

13:                                               ; preds = %2, %9
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = load i32, ptr @g_live, align 4
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @g_live, align 4
  %4 = load i32, ptr @g_nlog, align 4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @g_nlog, align 4
  %10 = sext i32 %4 to i64
  %11 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %10
  store i32 %8, ptr %11, align 4
  br label %12

12:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @"?note@@YAXH@Z"(i32 noundef %0) unnamed_addr #8 {
  %2 = load i32, ptr @g_nlog, align 4
  %3 = icmp slt i32 %2, 64
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1
  store i32 %5, ptr @g_nlog, align 4
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %6
  store i32 %0, ptr %7, align 4
  br label %8

8:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 24) #14
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@Error@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GIoError@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 32) #14
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?kind@IoError@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca %struct.IoError, align 8
  %4 = alloca ptr, align 8
  store i32 %1, ptr %0, align 4
  %5 = load i32, ptr @g_live, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @g_live, align 4
  %7 = load i32, ptr @g_nlog, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1
  store i32 %10, ptr @g_nlog, align 4
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %11
  store i32 %1, ptr %12, align 4
  br label %13

13:                                               ; preds = %9, %2
  %14 = phi i32 [ %10, %9 ], [ %7, %2 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  %15 = icmp slt i32 %1, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = sub nsw i32 0, %1
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %1, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %19, align 8
  store ptr @"??_7IoError@@6B@", ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 %17, ptr %20, align 8
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2?AUIoError@@") #12
          to label %21 unwind label %31

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %13
  %23 = shl nuw nsw i32 %1, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %24 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %23, ptr %24, align 4
  %25 = icmp slt i32 %14, 64
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  %27 = add nsw i32 %14, 1
  store i32 %27, ptr @g_nlog, align 4
  %28 = sext i32 %14 to i64
  %29 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %28
  store i32 777, ptr %29, align 4
  br label %30

30:                                               ; preds = %22, %26
  ret ptr %0

31:                                               ; preds = %16
  %32 = cleanuppad within none []
  %33 = load i32, ptr @g_live, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr @g_live, align 4
  %35 = load i32, ptr @g_nlog, align 4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %43

37:                                               ; preds = %31
  %38 = load i32, ptr %0, align 4
  %39 = sub nsw i32 0, %38
  %40 = add nsw i32 %35, 1
  store i32 %40, ptr @g_nlog, align 4
  %41 = sext i32 %35 to i64
  %42 = getelementptr inbounds [64 x i32], ptr @g_log, i64 0, i64 %41
  store i32 %39, ptr %42, align 4
  br label %43

43:                                               ; preds = %31, %37
  cleanupret from %32 unwind label %44

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4]
  call fastcc void @"?note@@YAXH@Z"(i32 noundef 888) [ "funclet"(token %47) ]
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %47) ]
  unreachable
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}

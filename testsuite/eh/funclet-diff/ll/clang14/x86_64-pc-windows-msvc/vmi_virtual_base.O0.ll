; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.5 = type { i32, [5 x i32] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, [8 x i8], i32, %struct.V }
%struct.L.base = type { i32*, i32 }
%struct.R.base = type { i32*, i32 }
%struct.V = type { i32 (...)**, i32 }
%struct.R = type { i32*, i32, %struct.V }
%struct.M = type { %struct.Extra, %struct.L.base, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.L = type { i32*, i32, %struct.V }

$"??0D@@QEAA@XZ" = comdat any

$"??0D@@QEAA@AEBU0@@Z" = comdat any

$"??0L@@QEAA@AEBU0@@Z" = comdat any

$"??0V@@QEAA@AEBU0@@Z" = comdat any

$"??0R@@QEAA@AEBU0@@Z" = comdat any

$"??_DD@@QEAAXXZ" = comdat any

$"??0M@@QEAA@XZ" = comdat any

$"??0M@@QEAA@AEBU0@@Z" = comdat any

$"??0Extra@@QEAA@AEBU0@@Z" = comdat any

$"??_DM@@QEAAXXZ" = comdat any

$"??0V@@QEAA@XZ" = comdat any

$"??0L@@QEAA@XZ" = comdat any

$"??0R@@QEAA@XZ" = comdat any

$"??1L@@UEAA@XZ" = comdat any

$"??1V@@UEAA@XZ" = comdat any

$"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ" = comdat any

$"?who@D@@UEBAPEBDXZ" = comdat any

$"??_GV@@UEAAPEAXI@Z" = comdat any

$"?who@V@@UEBAPEBDXZ" = comdat any

$"??_GL@@UEAAPEAXI@Z" = comdat any

$"??_DL@@QEAAXXZ" = comdat any

$"??_GR@@UEAAPEAXI@Z" = comdat any

$"??_DR@@QEAAXXZ" = comdat any

$"??1R@@UEAA@XZ" = comdat any

$"??1D@@UEAA@XZ" = comdat any

$"??0Extra@@QEAA@XZ" = comdat any

$"??_EM@@WDA@EAAPEAXI@Z" = comdat any

$"??_GM@@UEAAPEAXI@Z" = comdat any

$"??_GExtra@@UEAAPEAXI@Z" = comdat any

$"??1Extra@@UEAA@XZ" = comdat any

$"??1M@@UEAA@XZ" = comdat any

$"??_R0?AUV@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z64" = comdat any

$"??_R0?AUL@@@8" = comdat any

$"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z32" = comdat any

$"_CT??_R0?AUV@@@8??0V@@QEAA@AEBU0@@Z16004" = comdat any

$"??_R0?AUR@@@8" = comdat any

$"_CT??_R0?AUR@@@8??0R@@QEAA@AEBU0@@Z3216" = comdat any

$"_CTA4?AUD@@" = comdat any

$"_TI4?AUD@@" = comdat any

$"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = comdat any

$"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PEAUV@@@8" = comdat any

$"??_R0PEAUD@@@8" = comdat any

$"_CT??_R0PEAUD@@@88" = comdat any

$"??_R0PEAUL@@@8" = comdat any

$"_CT??_R0PEAUL@@@88" = comdat any

$"_CT??_R0PEAUV@@@88004" = comdat any

$"??_R0PEAUR@@@8" = comdat any

$"_CT??_R0PEAUR@@@8816" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA5PEAUD@@" = comdat any

$"_TI5PEAUD@@" = comdat any

$"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUExtra@@@8" = comdat any

$"??_R0?AUM@@@8" = comdat any

$"_CT??_R0?AUM@@@8??0M@@QEAA@AEBU0@@Z64" = comdat any

$"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z3224" = comdat any

$"_CT??_R0?AUExtra@@@8??0Extra@@QEAA@AEBU0@@Z24" = comdat any

$"_CTA3?AUM@@" = comdat any

$"_TI3?AUM@@" = comdat any

$"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_8D@@7BL@@@" = comdat any

$"??_8D@@7BR@@@" = comdat any

$"??_7D@@6B@" = comdat largest

$"??_R4D@@6B@" = comdat any

$"??_R3D@@8" = comdat any

$"??_R2D@@8" = comdat any

$"??_R1A@?0A@EA@D@@8" = comdat any

$"??_R1A@?0A@EA@L@@8" = comdat any

$"??_R3L@@8" = comdat any

$"??_R2L@@8" = comdat any

$"??_R1A@A@3FA@V@@8" = comdat any

$"??_R3V@@8" = comdat any

$"??_R2V@@8" = comdat any

$"??_R1A@?0A@EA@V@@8" = comdat any

$"??_R1BA@?0A@EA@R@@8" = comdat any

$"??_R3R@@8" = comdat any

$"??_R2R@@8" = comdat any

$"??_R1A@?0A@EA@R@@8" = comdat any

$"??_7V@@6B@" = comdat largest

$"??_R4V@@6B@" = comdat any

$"??_C@_01FCMHBHNC@V?$AA@" = comdat any

$"??_8L@@7B@" = comdat any

$"??_7L@@6B@" = comdat largest

$"??_R4L@@6B@" = comdat any

$"??_8R@@7B@" = comdat any

$"??_7R@@6B@" = comdat largest

$"??_R4R@@6B@" = comdat any

$"??_C@_01CKDDGHAB@D?$AA@" = comdat any

$"??_C@_03NICHDKNK@?$HOD?6?$AA@" = comdat any

$"??_8M@@7B@" = comdat any

$"??_7M@@6BExtra@@@" = comdat largest

$"??_7M@@6BL@@@" = comdat largest

$"??_R4M@@6BL@@@" = comdat any

$"??_R3M@@8" = comdat any

$"??_R2M@@8" = comdat any

$"??_R1A@?0A@EA@M@@8" = comdat any

$"??_R1BI@?0A@EA@L@@8" = comdat any

$"??_R1A@BI@3FC@V@@8" = comdat any

$"??_R1A@?0A@EA@Extra@@8" = comdat any

$"??_R3Extra@@8" = comdat any

$"??_R2Extra@@8" = comdat any

$"??_R1A@?0A@EC@V@@8" = comdat any

$"??_R4M@@6BExtra@@@" = comdat any

$"??_7Extra@@6B@" = comdat largest

$"??_R4Extra@@6B@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUV@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z64" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.D* (%struct.D*, %struct.D*, i32)* @"??0D@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.L* (%struct.L*, %struct.L*, i32)* @"??0L@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUV@@@8??0V@@QEAA@AEBU0@@Z16004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 4, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.V* (%struct.V*, %struct.V*)* @"??0V@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUR@@\00" }, comdat
@"_CT??_R0?AUR@@@8??0R@@QEAA@AEBU0@@Z3216" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.R* (%struct.R*, %struct.R*, i32)* @"??0R@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA4?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z64" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUV@@@8??0V@@QEAA@AEBU0@@Z16004" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUR@@@8??0R@@QEAA@AEBU0@@Z3216" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.D*)* @"??_DD@@QEAAXXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.4* @"_CTA4?AUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", comdat, align 1
@"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", comdat, align 1
@"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", comdat, align 1
@"??_R0PEAUV@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUV@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUL@@\00" }, comdat
@"_CT??_R0PEAUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUV@@@88004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 4, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUR@@\00" }, comdat
@"_CT??_R0PEAUR@@@8816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA5PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.5 { i32 5, [5 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUL@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUV@@@88004" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUR@@@8816" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI5PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.5* @"_CTA5PEAUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", comdat, align 1
@"??_R0?AUExtra@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUExtra@@\00" }, comdat
@"??_R0?AUM@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUM@@\00" }, comdat
@"_CT??_R0?AUM@@@8??0M@@QEAA@AEBU0@@Z64" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.M* (%struct.M*, %struct.M*, i32)* @"??0M@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z3224" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 24, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.L* (%struct.L*, %struct.L*, i32)* @"??0L@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUExtra@@@8??0Extra@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Extra* (%struct.Extra*, %struct.Extra*)* @"??0Extra@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUM@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUM@@@8??0M@@QEAA@AEBU0@@Z64" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z3224" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUExtra@@@8??0Extra@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUM@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.M*)* @"??_DM@@QEAAXXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUM@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", comdat, align 1
@"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 48], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 32], comdat, align 4
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6B@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z" to i8*), i8* bitcast (i8* (i8*)* @"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ" to i8*)] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 48, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4D@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([6 x i32]* @"??_R2D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BA@?0A@EA@R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1BA@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4V@@6B@" to i8*), i8* bitcast (i8* (%struct.V*, i32)* @"??_GV@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4V@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01FCMHBHNC@V?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"V\00", comdat, align 1
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4L@@6B@" to i8*), i8* bitcast (i8* (%struct.L*, i32)* @"??_GL@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4L@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8R@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4R@@6B@" to i8*), i8* bitcast (i8* (%struct.R*, i32)* @"??_GR@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3R@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4R@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01CKDDGHAB@D?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"D\00", comdat, align 1
@"??_C@_03NICHDKNK@?$HOD?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"~D\0A\00", comdat, align 1
@"??_8M@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@4 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4M@@6BExtra@@@" to i8*), i8* bitcast (i8* (%struct.M*, i32)* @"??_GM@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7M@@6BExtra@@@")
@5 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4M@@6BL@@@" to i8*), i8* bitcast (i8* (%struct.M*, i32)* @"??_EM@@WDA@EAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7M@@6BL@@@")
@"??_R4M@@6BL@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 48, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3M@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4M@@6BL@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3M@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 7, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([6 x i32]* @"??_R2M@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2M@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@M@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BI@?0A@EA@L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@BI@3FC@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Extra@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EC@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@M@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3M@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1BI@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 24, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3L@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@BI@3FC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 24, i32 4, i32 82, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Extra@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Extra@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Extra@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Extra@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Extra@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Extra@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 66, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3V@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R4M@@6BExtra@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3M@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4M@@6BExtra@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@6 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Extra@@6B@" to i8*), i8* bitcast (i8* (%struct.Extra*, i32)* @"??_GExtra@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Extra@@6B@")
@"??_R4Extra@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Extra@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Extra@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat

@"??_7D@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 8
  %3 = alloca %struct.V*, align 8
  %4 = alloca %struct.D*, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.R*, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca %struct.D*, align 8
  %9 = alloca %struct.V*, align 8
  %10 = alloca %struct.M, align 8
  %11 = alloca %struct.Extra*, align 8
  store i32 0, i32* %1, align 4
  %12 = invoke noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %2, i32 noundef 1)
          to label %13 unwind label %15

13:                                               ; preds = %0
  %14 = bitcast %struct.D* %2 to i8*
  invoke void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI4?AUD@@") #7
          to label %133 unwind label %15

15:                                               ; preds = %13, %0
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, %struct.V** %3]
  %19 = load %struct.V*, %struct.V** %3, align 8
  %20 = bitcast %struct.V* %19 to i8* (%struct.V*)***
  %21 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %20, align 8
  %22 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %21, i64 1
  %23 = load i8* (%struct.V*)*, i8* (%struct.V*)** %22, align 8
  %24 = call noundef i8* %23(%struct.V* noundef nonnull align 8 dereferenceable(16) %19) [ "funclet"(token %18) ]
  %25 = load %struct.V*, %struct.V** %3, align 8
  %26 = getelementptr inbounds %struct.V, %struct.V* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 8
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %27, i8* noundef %24) [ "funclet"(token %18) ]
  %29 = load %struct.V*, %struct.V** %3, align 8
  %30 = bitcast %struct.V* %29 to i8*
  %31 = call i8* @__RTDynamicCast(i8* %30, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0) [ "funclet"(token %18) ]
  %32 = bitcast i8* %31 to %struct.D*
  br label %33

33:                                               ; preds = %17
  store %struct.D* %32, %struct.D** %4, align 8
  %34 = load %struct.D*, %struct.D** %4, align 8
  %35 = getelementptr inbounds %struct.D, %struct.D* %34, i32 0, i32 2
  %36 = load i32, i32* %35, align 8
  %37 = load %struct.D*, %struct.D** %4, align 8
  %38 = bitcast %struct.D* %37 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 16
  %40 = bitcast i8* %39 to %struct.R*
  %41 = getelementptr inbounds %struct.R, %struct.R* %40, i32 0, i32 1
  %42 = load i32, i32* %41, align 8
  %43 = load %struct.D*, %struct.D** %4, align 8
  %44 = bitcast %struct.D* %43 to %struct.L*
  %45 = getelementptr inbounds %struct.L, %struct.L* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 8
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i64 0, i64 0), i32 noundef %46, i32 noundef %42, i32 noundef %36) [ "funclet"(token %18) ]
  catchret from %18 to label %48

48:                                               ; preds = %33
  br label %49

49:                                               ; preds = %48
  %50 = invoke noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %5, i32 noundef 1)
          to label %51 unwind label %53

51:                                               ; preds = %49
  %52 = bitcast %struct.D* %5 to i8*
  invoke void @_CxxThrowException(i8* %52, %eh.ThrowInfo* @"_TI4?AUD@@") #7
          to label %133 unwind label %53

53:                                               ; preds = %51, %49
  %54 = catchswitch within none [label %55] unwind to caller

55:                                               ; preds = %53
  %56 = catchpad within %54 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %6]
  %57 = load %struct.R*, %struct.R** %6, align 8
  %58 = bitcast %struct.R* %57 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i64 0
  %60 = bitcast i8* %59 to i32**
  %61 = load i32*, i32** %60, align 8
  %62 = getelementptr inbounds i32, i32* %61, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 0, %64
  %66 = bitcast %struct.R* %57 to i8*
  %67 = getelementptr inbounds i8, i8* %66, i64 %65
  %68 = bitcast i8* %67 to %struct.V*
  %69 = getelementptr inbounds %struct.V, %struct.V* %68, i32 0, i32 1
  %70 = load i32, i32* %69, align 8
  %71 = load %struct.R*, %struct.R** %6, align 8
  %72 = getelementptr inbounds %struct.R, %struct.R* %71, i32 0, i32 1
  %73 = load i32, i32* %72, align 8
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %73, i32 noundef %70) [ "funclet"(token %56) ]
  catchret from %56 to label %75

75:                                               ; preds = %55
  br label %76

76:                                               ; preds = %75
  %77 = call noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7, i32 noundef 1)
  store %struct.D* %7, %struct.D** %8, align 8
  %78 = bitcast %struct.D** %8 to i8*
  invoke void @_CxxThrowException(i8* %78, %eh.ThrowInfo* @"_TI5PEAUD@@") #7
          to label %133 unwind label %79

79:                                               ; preds = %76
  %80 = catchswitch within none [label %81] unwind label %131

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor8* @"??_R0PEAUV@@@8", i32 1, %struct.V** %9]
  %83 = load %struct.V*, %struct.V** %9, align 8
  %84 = icmp eq %struct.D* %7, null
  br i1 %84, label %97, label %85

85:                                               ; preds = %81
  %86 = bitcast %struct.D* %7 to i8*
  %87 = getelementptr inbounds i8, i8* %86, i64 0
  %88 = bitcast i8* %87 to i32**
  %89 = load i32*, i32** %88, align 8
  %90 = getelementptr inbounds i32, i32* %89, i32 1
  %91 = load i32, i32* %90, align 4
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 0, %92
  %94 = bitcast %struct.D* %7 to i8*
  %95 = getelementptr inbounds i8, i8* %94, i64 %93
  %96 = bitcast i8* %95 to %struct.V*
  br label %97

97:                                               ; preds = %85, %81
  %98 = phi %struct.V* [ %96, %85 ], [ null, %81 ]
  %99 = icmp eq %struct.V* %83, %98
  %100 = zext i1 %99 to i32
  %101 = load %struct.V*, %struct.V** %9, align 8
  %102 = getelementptr inbounds %struct.V, %struct.V* %101, i32 0, i32 1
  %103 = load i32, i32* %102, align 8
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %103, i32 noundef %100) [ "funclet"(token %82) ]
          to label %105 unwind label %131

105:                                              ; preds = %97
  catchret from %82 to label %106

106:                                              ; preds = %105
  br label %107

107:                                              ; preds = %106
  %108 = bitcast %struct.M* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %108, i8 0, i64 64, i1 false)
  %109 = invoke noundef %struct.M* @"??0M@@QEAA@XZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %10, i32 noundef 1)
          to label %110 unwind label %112

110:                                              ; preds = %107
  %111 = bitcast %struct.M* %10 to i8*
  invoke void @_CxxThrowException(i8* %111, %eh.ThrowInfo* @"_TI3?AUM@@") #7
          to label %133 unwind label %112

112:                                              ; preds = %110, %107
  %113 = catchswitch within none [label %114, label %123] unwind label %131

114:                                              ; preds = %112
  %115 = catchpad within %113 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, i8* null]
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@", i64 0, i64 0)) [ "funclet"(token %115) ]
          to label %117 unwind label %131

117:                                              ; preds = %114
  catchret from %115 to label %118

118:                                              ; preds = %117
  br label %119

119:                                              ; preds = %118, %130
  %120 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
          to label %121 unwind label %131

121:                                              ; preds = %119
  store i32 0, i32* %1, align 4
  call void @"??_DD@@QEAAXXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7) #8
  %122 = load i32, i32* %1, align 4
  ret i32 %122

123:                                              ; preds = %112
  %124 = catchpad within %113 [%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8", i32 8, %struct.Extra** %11]
  %125 = load %struct.Extra*, %struct.Extra** %11, align 8
  %126 = getelementptr inbounds %struct.Extra, %struct.Extra* %125, i32 0, i32 1
  %127 = load i32, i32* %126, align 8
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %127) [ "funclet"(token %124) ]
          to label %129 unwind label %131

129:                                              ; preds = %123
  catchret from %124 to label %130

130:                                              ; preds = %129
  br label %119

131:                                              ; preds = %119, %114, %123, %112, %97, %79
  %132 = cleanuppad within none []
  call void @"??_DD@@QEAAXXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7) #8 [ "funclet"(token %132) ]
  cleanupret from %132 unwind to caller

133:                                              ; preds = %110, %76, %51, %13
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.D*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 8
  %6 = load %struct.D*, %struct.D** %5, align 8
  store %struct.D* %6, %struct.D** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = bitcast %struct.D* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %12, align 8
  %13 = getelementptr inbounds i8, i8* %10, i64 16
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.D* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 48
  %17 = bitcast i8* %16 to %struct.V*
  %18 = call noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %17)
  br label %19

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.D* %6 to %struct.L*
  %21 = invoke noundef %struct.L* @"??0L@@QEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0)
          to label %22 unwind label %73

22:                                               ; preds = %19
  %23 = bitcast %struct.D* %6 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 16
  %25 = bitcast i8* %24 to %struct.R*
  %26 = invoke noundef %struct.R* @"??0R@@QEAA@XZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %25, i32 noundef 0)
          to label %27 unwind label %67

27:                                               ; preds = %22
  %28 = bitcast %struct.D* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 0
  %30 = bitcast i8* %29 to i32**
  %31 = load i32*, i32** %30, align 8
  %32 = getelementptr inbounds i32, i32* %31, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 0, %34
  %36 = bitcast %struct.D* %6 to i8*
  %37 = getelementptr inbounds i8, i8* %36, i64 %35
  %38 = bitcast i8* %37 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %38, align 8
  %39 = bitcast %struct.D* %6 to i8*
  %40 = getelementptr inbounds i8, i8* %39, i64 0
  %41 = bitcast i8* %40 to i32**
  %42 = load i32*, i32** %41, align 8
  %43 = getelementptr inbounds i32, i32* %42, i32 1
  %44 = load i32, i32* %43, align 4
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 0, %45
  %47 = sub i64 %46, 48
  %48 = trunc i64 %47 to i32
  %49 = bitcast %struct.D* %6 to i8*
  %50 = getelementptr inbounds i8, i8* %49, i64 %46
  %51 = getelementptr i8, i8* %50, i32 -4
  %52 = bitcast i8* %51 to i32*
  store i32 %48, i32* %52, align 4
  %53 = getelementptr inbounds %struct.D, %struct.D* %6, i32 0, i32 2
  store i32 3, i32* %53, align 8
  %54 = bitcast %struct.D* %6 to i8*
  %55 = getelementptr inbounds i8, i8* %54, i64 0
  %56 = bitcast i8* %55 to i32**
  %57 = load i32*, i32** %56, align 8
  %58 = getelementptr inbounds i32, i32* %57, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 0, %60
  %62 = bitcast %struct.D* %6 to i8*
  %63 = getelementptr inbounds i8, i8* %62, i64 %61
  %64 = bitcast i8* %63 to %struct.V*
  %65 = getelementptr inbounds %struct.V, %struct.V* %64, i32 0, i32 1
  store i32 300, i32* %65, align 8
  %66 = load %struct.D*, %struct.D** %3, align 8
  ret %struct.D* %66

67:                                               ; preds = %22
  %68 = cleanuppad within none []
  %69 = bitcast %struct.D* %6 to %struct.L*
  %70 = bitcast %struct.L* %69 to i8*
  %71 = getelementptr i8, i8* %70, i64 16
  %72 = bitcast i8* %71 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %72) #8 [ "funclet"(token %68) ]
  cleanupret from %68 unwind label %73

73:                                               ; preds = %67, %19
  %74 = cleanuppad within none []
  %75 = bitcast %struct.D* %6 to i8*
  %76 = getelementptr inbounds i8, i8* %75, i64 48
  %77 = bitcast i8* %76 to %struct.V*
  %78 = icmp ne i32 %7, 0
  br i1 %78, label %79, label %80

79:                                               ; preds = %73
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %77) #8 [ "funclet"(token %74) ]
  br label %80

80:                                               ; preds = %79, %73
  cleanupret from %74 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@AEBU0@@Z"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, %struct.D* noundef nonnull align 8 dereferenceable(40) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.D*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.D*, align 8
  %7 = alloca %struct.D*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.D* %1, %struct.D** %6, align 8
  store %struct.D* %0, %struct.D** %7, align 8
  %8 = load %struct.D*, %struct.D** %7, align 8
  store %struct.D* %8, %struct.D** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %33

11:                                               ; preds = %3
  %12 = bitcast %struct.D* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %14, align 8
  %15 = getelementptr inbounds i8, i8* %12, i64 16
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %16, align 8
  %17 = bitcast %struct.D* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 48
  %19 = bitcast i8* %18 to %struct.V*
  %20 = load %struct.D*, %struct.D** %6, align 8
  %21 = bitcast %struct.D* %20 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i64 0
  %23 = bitcast i8* %22 to i32**
  %24 = load i32*, i32** %23, align 8
  %25 = getelementptr inbounds i32, i32* %24, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 0, %27
  %29 = bitcast %struct.D* %20 to i8*
  %30 = getelementptr inbounds i8, i8* %29, i64 %28
  %31 = bitcast i8* %30 to %struct.V*
  %32 = call noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %19, %struct.V* noundef nonnull align 8 dereferenceable(16) %31) #8
  br label %33

33:                                               ; preds = %11, %3
  %34 = bitcast %struct.D* %8 to %struct.L*
  %35 = load %struct.D*, %struct.D** %6, align 8
  %36 = bitcast %struct.D* %35 to %struct.L*
  %37 = call noundef %struct.L* @"??0L@@QEAA@AEBU0@@Z"(%struct.L* noundef nonnull align 8 dereferenceable(16) %34, %struct.L* noundef nonnull align 8 dereferenceable(16) %36, i32 noundef 0) #8
  %38 = bitcast %struct.D* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 16
  %40 = bitcast i8* %39 to %struct.R*
  %41 = load %struct.D*, %struct.D** %6, align 8
  %42 = bitcast %struct.D* %41 to i8*
  %43 = getelementptr inbounds i8, i8* %42, i64 16
  %44 = bitcast i8* %43 to %struct.R*
  %45 = call noundef %struct.R* @"??0R@@QEAA@AEBU0@@Z"(%struct.R* noundef nonnull align 8 dereferenceable(16) %40, %struct.R* noundef nonnull align 8 dereferenceable(16) %44, i32 noundef 0) #8
  %46 = bitcast %struct.D* %8 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i64 0
  %48 = bitcast i8* %47 to i32**
  %49 = load i32*, i32** %48, align 8
  %50 = getelementptr inbounds i32, i32* %49, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 0, %52
  %54 = bitcast %struct.D* %8 to i8*
  %55 = getelementptr inbounds i8, i8* %54, i64 %53
  %56 = bitcast i8* %55 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %56, align 8
  %57 = bitcast %struct.D* %8 to i8*
  %58 = getelementptr inbounds i8, i8* %57, i64 0
  %59 = bitcast i8* %58 to i32**
  %60 = load i32*, i32** %59, align 8
  %61 = getelementptr inbounds i32, i32* %60, i32 1
  %62 = load i32, i32* %61, align 4
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 0, %63
  %65 = sub i64 %64, 48
  %66 = trunc i64 %65 to i32
  %67 = bitcast %struct.D* %8 to i8*
  %68 = getelementptr inbounds i8, i8* %67, i64 %64
  %69 = getelementptr i8, i8* %68, i32 -4
  %70 = bitcast i8* %69 to i32*
  store i32 %66, i32* %70, align 4
  %71 = getelementptr inbounds %struct.D, %struct.D* %8, i32 0, i32 2
  %72 = load %struct.D*, %struct.D** %6, align 8
  %73 = getelementptr inbounds %struct.D, %struct.D* %72, i32 0, i32 2
  %74 = load i32, i32* %73, align 8
  store i32 %74, i32* %71, align 8
  %75 = load %struct.D*, %struct.D** %4, align 8
  ret %struct.D* %75
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.L* @"??0L@@QEAA@AEBU0@@Z"(%struct.L* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.L* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.L*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.L*, align 8
  %7 = alloca %struct.L*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.L* %1, %struct.L** %6, align 8
  store %struct.L* %0, %struct.L** %7, align 8
  %8 = load %struct.L*, %struct.L** %7, align 8
  store %struct.L* %8, %struct.L** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = bitcast %struct.L* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.L* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 16
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.L*, %struct.L** %6, align 8
  %19 = bitcast %struct.L* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 0
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 8
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 0, %25
  %27 = bitcast %struct.L* %18 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %26
  %29 = bitcast i8* %28 to %struct.V*
  %30 = call noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %17, %struct.V* noundef nonnull align 8 dereferenceable(16) %29) #8
  br label %31

31:                                               ; preds = %11, %3
  %32 = bitcast %struct.L* %8 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 0
  %34 = bitcast i8* %33 to i32**
  %35 = load i32*, i32** %34, align 8
  %36 = getelementptr inbounds i32, i32* %35, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 0, %38
  %40 = bitcast %struct.L* %8 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i64 %39
  %42 = bitcast i8* %41 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %42, align 8
  %43 = getelementptr inbounds %struct.L, %struct.L* %8, i32 0, i32 1
  %44 = load %struct.L*, %struct.L** %6, align 8
  %45 = getelementptr inbounds %struct.L, %struct.L* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 8
  store i32 %46, i32* %43, align 8
  %47 = load %struct.L*, %struct.L** %4, align 8
  ret %struct.L* %47
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.V* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.V*, align 8
  %4 = alloca %struct.V*, align 8
  store %struct.V* %1, %struct.V** %3, align 8
  store %struct.V* %0, %struct.V** %4, align 8
  %5 = load %struct.V*, %struct.V** %4, align 8
  %6 = bitcast %struct.V* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.V, %struct.V* %5, i32 0, i32 1
  %8 = load %struct.V*, %struct.V** %3, align 8
  %9 = getelementptr inbounds %struct.V, %struct.V* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  store i32 %10, i32* %7, align 8
  ret %struct.V* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.R* @"??0R@@QEAA@AEBU0@@Z"(%struct.R* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.R* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.R*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.R*, align 8
  %7 = alloca %struct.R*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.R* %1, %struct.R** %6, align 8
  store %struct.R* %0, %struct.R** %7, align 8
  %8 = load %struct.R*, %struct.R** %7, align 8
  store %struct.R* %8, %struct.R** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = bitcast %struct.R* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.R* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 16
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.R*, %struct.R** %6, align 8
  %19 = bitcast %struct.R* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 0
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 8
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 0, %25
  %27 = bitcast %struct.R* %18 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %26
  %29 = bitcast i8* %28 to %struct.V*
  %30 = call noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %17, %struct.V* noundef nonnull align 8 dereferenceable(16) %29) #8
  br label %31

31:                                               ; preds = %11, %3
  %32 = bitcast %struct.R* %8 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 0
  %34 = bitcast i8* %33 to i32**
  %35 = load i32*, i32** %34, align 8
  %36 = getelementptr inbounds i32, i32* %35, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 0, %38
  %40 = bitcast %struct.R* %8 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i64 %39
  %42 = bitcast i8* %41 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %42, align 8
  %43 = getelementptr inbounds %struct.R, %struct.R* %8, i32 0, i32 1
  %44 = load %struct.R*, %struct.R** %6, align 8
  %45 = getelementptr inbounds %struct.R, %struct.R* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 8
  store i32 %46, i32* %43, align 8
  %47 = load %struct.R*, %struct.R** %4, align 8
  ret %struct.R* %47
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DD@@QEAAXXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 48
  %6 = bitcast i8* %5 to %struct.D*
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %6) #8
  %7 = bitcast %struct.D* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 48
  %9 = bitcast i8* %8 to %struct.V*
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %9) #8
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.M* @"??0M@@QEAA@XZ"(%struct.M* noundef nonnull returned align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.M*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 8
  %6 = load %struct.M*, %struct.M** %5, align 8
  store %struct.M* %6, %struct.M** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.M* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 24
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.M* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 48
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.M* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 24
  %20 = bitcast i8* %19 to %struct.L*
  %21 = call noundef %struct.L* @"??0L@@QEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0)
  %22 = bitcast %struct.M* %6 to %struct.Extra*
  %23 = invoke noundef %struct.Extra* @"??0Extra@@QEAA@XZ"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %22)
          to label %24 unwind label %39

24:                                               ; preds = %17
  %25 = bitcast %struct.M* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %25, align 8
  %26 = bitcast %struct.M* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 24
  %28 = bitcast i8* %27 to i32**
  %29 = load i32*, i32** %28, align 8
  %30 = getelementptr inbounds i32, i32* %29, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 24, %32
  %34 = bitcast %struct.M* %6 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i64 %33
  %36 = bitcast i8* %35 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %36, align 8
  %37 = getelementptr inbounds %struct.M, %struct.M* %6, i32 0, i32 2
  store i32 5, i32* %37, align 8
  %38 = load %struct.M*, %struct.M** %3, align 8
  ret %struct.M* %38

39:                                               ; preds = %17
  %40 = cleanuppad within none []
  %41 = bitcast %struct.M* %6 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i64 24
  %43 = bitcast i8* %42 to %struct.L*
  %44 = bitcast %struct.L* %43 to i8*
  %45 = getelementptr i8, i8* %44, i64 16
  %46 = bitcast i8* %45 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %46) #8 [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %47

47:                                               ; preds = %39
  %48 = cleanuppad within none []
  %49 = bitcast %struct.M* %6 to i8*
  %50 = getelementptr inbounds i8, i8* %49, i64 48
  %51 = bitcast i8* %50 to %struct.V*
  %52 = icmp ne i32 %7, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %47
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %51) #8 [ "funclet"(token %48) ]
  br label %54

54:                                               ; preds = %53, %47
  cleanupret from %48 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.M* @"??0M@@QEAA@AEBU0@@Z"(%struct.M* noundef nonnull returned align 8 dereferenceable(48) %0, %struct.M* noundef nonnull align 8 dereferenceable(48) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.M*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.M*, align 8
  %7 = alloca %struct.M*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.M* %1, %struct.M** %6, align 8
  store %struct.M* %0, %struct.M** %7, align 8
  %8 = load %struct.M*, %struct.M** %7, align 8
  store %struct.M* %8, %struct.M** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = bitcast %struct.M* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 24
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.M* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 48
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.M*, %struct.M** %6, align 8
  %19 = bitcast %struct.M* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 24
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 8
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 24, %25
  %27 = bitcast %struct.M* %18 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %26
  %29 = bitcast i8* %28 to %struct.V*
  %30 = call noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %17, %struct.V* noundef nonnull align 8 dereferenceable(16) %29) #8
  br label %31

31:                                               ; preds = %11, %3
  %32 = bitcast %struct.M* %8 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 24
  %34 = bitcast i8* %33 to %struct.L*
  %35 = load %struct.M*, %struct.M** %6, align 8
  %36 = bitcast %struct.M* %35 to i8*
  %37 = getelementptr inbounds i8, i8* %36, i64 24
  %38 = bitcast i8* %37 to %struct.L*
  %39 = call noundef %struct.L* @"??0L@@QEAA@AEBU0@@Z"(%struct.L* noundef nonnull align 8 dereferenceable(16) %34, %struct.L* noundef nonnull align 8 dereferenceable(16) %38, i32 noundef 0) #8
  %40 = bitcast %struct.M* %8 to %struct.Extra*
  %41 = load %struct.M*, %struct.M** %6, align 8
  %42 = bitcast %struct.M* %41 to %struct.Extra*
  %43 = call noundef %struct.Extra* @"??0Extra@@QEAA@AEBU0@@Z"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %40, %struct.Extra* noundef nonnull align 8 dereferenceable(24) %42) #8
  %44 = bitcast %struct.M* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %44, align 8
  %45 = bitcast %struct.M* %8 to i8*
  %46 = getelementptr inbounds i8, i8* %45, i64 24
  %47 = bitcast i8* %46 to i32**
  %48 = load i32*, i32** %47, align 8
  %49 = getelementptr inbounds i32, i32* %48, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 24, %51
  %53 = bitcast %struct.M* %8 to i8*
  %54 = getelementptr inbounds i8, i8* %53, i64 %52
  %55 = bitcast i8* %54 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %55, align 8
  %56 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 2
  %57 = load %struct.M*, %struct.M** %6, align 8
  %58 = getelementptr inbounds %struct.M, %struct.M* %57, i32 0, i32 2
  %59 = load i32, i32* %58, align 8
  store i32 %59, i32* %56, align 8
  %60 = load %struct.M*, %struct.M** %4, align 8
  ret %struct.M* %60
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Extra* @"??0Extra@@QEAA@AEBU0@@Z"(%struct.Extra* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Extra* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Extra*, align 8
  %4 = alloca %struct.Extra*, align 8
  store %struct.Extra* %1, %struct.Extra** %3, align 8
  store %struct.Extra* %0, %struct.Extra** %4, align 8
  %5 = load %struct.Extra*, %struct.Extra** %4, align 8
  %6 = bitcast %struct.Extra* %5 to %struct.V*
  %7 = load %struct.Extra*, %struct.Extra** %3, align 8
  %8 = bitcast %struct.Extra* %7 to %struct.V*
  %9 = call noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %6, %struct.V* noundef nonnull align 8 dereferenceable(16) %8) #8
  %10 = bitcast %struct.Extra* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.Extra, %struct.Extra* %5, i32 0, i32 1
  %12 = load %struct.Extra*, %struct.Extra** %3, align 8
  %13 = getelementptr inbounds %struct.Extra, %struct.Extra* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  store i32 %14, i32* %11, align 8
  ret %struct.Extra* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DM@@QEAAXXZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  call void @"??1M@@UEAA@XZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %3) #8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 48
  %6 = bitcast i8* %5 to %struct.V*
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %6) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 100, i32* %5, align 8
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.L* @"??0L@@QEAA@XZ"(%struct.L* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.L*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.L* %0, %struct.L** %5, align 8
  %6 = load %struct.L*, %struct.L** %5, align 8
  store %struct.L* %6, %struct.L** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.L* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.L* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.L* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = bitcast %struct.L* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 %25
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %28, align 8
  %29 = getelementptr inbounds %struct.L, %struct.L* %6, i32 0, i32 1
  store i32 1, i32* %29, align 8
  %30 = load %struct.L*, %struct.L** %3, align 8
  ret %struct.L* %30
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.R* @"??0R@@QEAA@XZ"(%struct.R* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.R*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.R* %0, %struct.R** %5, align 8
  %6 = load %struct.R*, %struct.R** %5, align 8
  store %struct.R* %6, %struct.R** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.R* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.R* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.R* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = bitcast %struct.R* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 %25
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %28, align 8
  %29 = getelementptr inbounds %struct.R, %struct.R* %6, i32 0, i32 1
  store i32 2, i32* %29, align 8
  %30 = load %struct.R*, %struct.R** %3, align 8
  ret %struct.R* %30
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.L*
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 8
  %6 = load %struct.D*, %struct.D** %5, align 8
  %7 = bitcast %struct.D* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.D* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.D*
  %16 = tail call noundef i8* @"??_GD@@UEAAPEAXI@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GD@@UEAAPEAXI@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 8
  %6 = load %struct.D*, %struct.D** %5, align 8
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -48
  %9 = bitcast i8* %8 to %struct.D*
  %10 = bitcast %struct.D* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DD@@QEAAXXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.D* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ"(i8* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  %3 = alloca %struct.D*, align 8
  %4 = bitcast i8* %0 to %struct.D*
  store %struct.D* %4, %struct.D** %2, align 8
  %5 = load %struct.D*, %struct.D** %2, align 8
  store %struct.D* %5, %struct.D** %3, align 8
  %6 = load %struct.D*, %struct.D** %3, align 8
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call noundef i8* @"?who@D@@UEBAPEBDXZ"(i8* noundef %12)
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?who@D@@UEBAPEBDXZ"(i8* noundef %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  %3 = alloca %struct.D*, align 8
  %4 = bitcast i8* %0 to %struct.D*
  store %struct.D* %4, %struct.D** %2, align 8
  %5 = load %struct.D*, %struct.D** %2, align 8
  store %struct.D* %5, %struct.D** %3, align 8
  %6 = load %struct.D*, %struct.D** %3, align 8
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -48
  %9 = bitcast i8* %8 to %struct.D*
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CKDDGHAB@D?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GV@@UEAAPEAXI@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.V*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.V* %0, %struct.V** %5, align 8
  %6 = load %struct.V*, %struct.V** %5, align 8
  %7 = bitcast %struct.V* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.V* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?who@V@@UEBAPEBDXZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FCMHBHNC@V?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GL@@UEAAPEAXI@Z"(%struct.L* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.L*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.L* %0, %struct.L** %5, align 8
  %6 = load %struct.L*, %struct.L** %5, align 8
  %7 = bitcast %struct.L* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.L*
  %10 = bitcast %struct.L* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DL@@QEAAXXZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.L* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DL@@QEAAXXZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.L* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.V*
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %9) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GR@@UEAAPEAXI@Z"(%struct.R* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.R*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.R* %0, %struct.R** %5, align 8
  %6 = load %struct.R*, %struct.R** %5, align 8
  %7 = bitcast %struct.R* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.R*
  %10 = bitcast %struct.R* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DR@@QEAAXXZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.R* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DR@@QEAAXXZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.R*
  call void @"??1R@@UEAA@XZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.R* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.V*
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %9) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1R@@UEAA@XZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.R*
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -48
  %6 = bitcast i8* %5 to %struct.D*
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 0, %13
  %15 = bitcast %struct.D* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 %14
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.D* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = sub i64 %25, 48
  %27 = trunc i64 %26 to i32
  %28 = bitcast %struct.D* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %25
  %30 = getelementptr i8, i8* %29, i32 -4
  %31 = bitcast i8* %30 to i32*
  store i32 %27, i32* %31, align 4
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03NICHDKNK@?$HOD?6?$AA@", i64 0, i64 0))
          to label %33 unwind label %44

33:                                               ; preds = %1
  %34 = bitcast %struct.D* %6 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i64 16
  %36 = bitcast i8* %35 to %struct.R*
  %37 = bitcast %struct.R* %36 to i8*
  %38 = getelementptr i8, i8* %37, i64 16
  %39 = bitcast i8* %38 to %struct.R*
  call void @"??1R@@UEAA@XZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %39) #8
  %40 = bitcast %struct.D* %6 to %struct.L*
  %41 = bitcast %struct.L* %40 to i8*
  %42 = getelementptr i8, i8* %41, i64 16
  %43 = bitcast i8* %42 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %43) #8
  ret void

44:                                               ; preds = %1
  %45 = cleanuppad within none []
  %46 = bitcast %struct.D* %6 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i64 16
  %48 = bitcast i8* %47 to %struct.R*
  %49 = bitcast %struct.R* %48 to i8*
  %50 = getelementptr i8, i8* %49, i64 16
  %51 = bitcast i8* %50 to %struct.R*
  call void @"??1R@@UEAA@XZ"(%struct.R* noundef nonnull align 8 dereferenceable(16) %51) #8 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %52

52:                                               ; preds = %44
  %53 = cleanuppad within none []
  %54 = bitcast %struct.D* %6 to %struct.L*
  %55 = bitcast %struct.L* %54 to i8*
  %56 = getelementptr i8, i8* %55, i64 16
  %57 = bitcast i8* %56 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %57) #8 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %58

58:                                               ; preds = %52
  %59 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %59) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Extra* @"??0Extra@@QEAA@XZ"(%struct.Extra* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 8
  store %struct.Extra* %0, %struct.Extra** %2, align 8
  %3 = load %struct.Extra*, %struct.Extra** %2, align 8
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call noundef %struct.V* @"??0V@@QEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %4)
  %6 = bitcast %struct.Extra* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %3, i32 0, i32 1
  store i32 9, i32* %7, align 8
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_EM@@WDA@EAAPEAXI@Z"(%struct.M* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 8
  %6 = load %struct.M*, %struct.M** %5, align 8
  %7 = bitcast %struct.M* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.M* %6 to i8*
  %10 = getelementptr i8, i8* %9, i32 -48
  %11 = bitcast i8* %10 to %struct.M*
  %12 = tail call noundef i8* @"??_GM@@UEAAPEAXI@Z"(%struct.M* noundef nonnull align 8 dereferenceable(48) %11, i32 noundef %8) #8
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GM@@UEAAPEAXI@Z"(%struct.M* noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 8
  %6 = load %struct.M*, %struct.M** %5, align 8
  %7 = bitcast %struct.M* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??_DM@@QEAAXXZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.M* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GExtra@@UEAAPEAXI@Z"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Extra*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Extra* %0, %struct.Extra** %5, align 8
  %6 = load %struct.Extra*, %struct.Extra** %5, align 8
  %7 = bitcast %struct.Extra* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Extra@@UEAA@XZ"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Extra* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Extra@@UEAA@XZ"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 8
  store %struct.Extra* %0, %struct.Extra** %2, align 8
  %3 = load %struct.Extra*, %struct.Extra** %2, align 8
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  call void @"??1V@@UEAA@XZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1M@@UEAA@XZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  %4 = bitcast %struct.M* %3 to %struct.Extra*
  call void @"??1Extra@@UEAA@XZ"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %4) #8
  %5 = bitcast %struct.M* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 24
  %7 = bitcast i8* %6 to %struct.L*
  %8 = bitcast %struct.L* %7 to i8*
  %9 = getelementptr i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to %struct.L*
  call void @"??1L@@UEAA@XZ"(%struct.L* noundef nonnull align 8 dereferenceable(16) %10) #8
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}

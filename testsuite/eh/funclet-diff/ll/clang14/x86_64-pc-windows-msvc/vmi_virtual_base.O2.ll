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

$"??0D@@QEAA@AEBU0@@Z" = comdat any

$"??0L@@QEAA@AEBU0@@Z" = comdat any

$"??0V@@QEAA@AEBU0@@Z" = comdat any

$"??0R@@QEAA@AEBU0@@Z" = comdat any

$"??_DD@@QEAAXXZ" = comdat any

$"??0M@@QEAA@AEBU0@@Z" = comdat any

$"??0Extra@@QEAA@AEBU0@@Z" = comdat any

$"??_DM@@QEAAXXZ" = comdat any

$"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ" = comdat any

$"??_GV@@UEAAPEAXI@Z" = comdat any

$"?who@V@@UEBAPEBDXZ" = comdat any

$"??_GL@@UEAAPEAXI@Z" = comdat any

$"??_GR@@UEAAPEAXI@Z" = comdat any

$"??_EM@@WDA@EAAPEAXI@Z" = comdat any

$"??_GM@@UEAAPEAXI@Z" = comdat any

$"??_GExtra@@UEAAPEAXI@Z" = comdat any

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
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.1 = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.2 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

@"??_7D@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.D, align 8
  %2 = alloca %struct.V*, align 8
  %3 = alloca %struct.D, align 8
  %4 = alloca %struct.R*, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.D*, align 8
  %7 = alloca %struct.V*, align 8
  %8 = alloca %struct.M, align 8
  %9 = alloca %struct.Extra*, align 8
  %10 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i64 0, i64 0), i32** %10, align 8
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i64 0, i64 0), i32** %11, align 8
  %12 = bitcast %struct.D* %1 to i8*
  %13 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  store i32 1, i32* %13, align 8, !tbaa !4
  %14 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 1
  store i32 2, i32* %14, align 8, !tbaa !9
  %15 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 5
  %16 = bitcast %struct.V* %15 to i8*
  %17 = getelementptr inbounds %struct.V, %struct.V* %15, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !11
  %18 = getelementptr inbounds i8, i8* %16, i64 -4
  %19 = bitcast i8* %18 to i32*
  store i32 0, i32* %19, align 4
  %20 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  store i32 3, i32* %20, align 8, !tbaa !13
  %21 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 5, i32 1
  store i32 300, i32* %21, align 8, !tbaa !15
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI4?AUD@@") #10
          to label %175 unwind label %22

22:                                               ; preds = %0
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, %struct.V** %2]
  %26 = load %struct.V*, %struct.V** %2, align 8, !tbaa !17
  %27 = bitcast %struct.V* %26 to i8* (%struct.V*)***
  %28 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %27, align 8, !tbaa !11
  %29 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %28, i64 1
  %30 = load i8* (%struct.V*)*, i8* (%struct.V*)** %29, align 8
  %31 = call noundef i8* %30(%struct.V* noundef nonnull align 8 dereferenceable(16) %26) [ "funclet"(token %25) ]
  %32 = load %struct.V*, %struct.V** %2, align 8, !tbaa !17
  %33 = getelementptr inbounds %struct.V, %struct.V* %32, i64 0, i32 1
  %34 = load i32, i32* %33, align 8, !tbaa !15
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %34, i8* noundef %31) [ "funclet"(token %25) ]
  %36 = bitcast %struct.V** %2 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !17
  %38 = call i8* @__RTDynamicCast(i8* %37, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0) [ "funclet"(token %25) ]
  %39 = getelementptr inbounds i8, i8* %38, i64 32
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 8, !tbaa !13
  %42 = getelementptr inbounds i8, i8* %38, i64 24
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, i8* %38, i64 8
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 8, !tbaa !4
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i64 0, i64 0), i32 noundef %47, i32 noundef %44, i32 noundef %41) [ "funclet"(token %25) ]
  catchret from %25 to label %49

49:                                               ; preds = %24
  %50 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i64 0, i64 0), i32** %50, align 8
  %51 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i64 0, i64 0), i32** %51, align 8
  %52 = bitcast %struct.D* %3 to i8*
  %53 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 0, i32 1
  store i32 1, i32* %53, align 8, !tbaa !4
  %54 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 1, i32 1
  store i32 2, i32* %54, align 8, !tbaa !9
  %55 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 5
  %56 = bitcast %struct.V* %55 to i8*
  %57 = getelementptr inbounds %struct.V, %struct.V* %55, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %57, align 8, !tbaa !11
  %58 = getelementptr inbounds i8, i8* %56, i64 -4
  %59 = bitcast i8* %58 to i32*
  store i32 0, i32* %59, align 4
  %60 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2
  store i32 3, i32* %60, align 8, !tbaa !13
  %61 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 5, i32 1
  store i32 300, i32* %61, align 8, !tbaa !15
  invoke void @_CxxThrowException(i8* nonnull %52, %eh.ThrowInfo* nonnull @"_TI4?AUD@@") #10
          to label %175 unwind label %62

62:                                               ; preds = %49
  %63 = catchswitch within none [label %64] unwind to caller

64:                                               ; preds = %62
  %65 = catchpad within %63 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %4]
  %66 = load %struct.R*, %struct.R** %4, align 8, !tbaa !17
  %67 = bitcast %struct.R* %66 to i8*
  %68 = getelementptr %struct.R, %struct.R* %66, i64 0, i32 0
  %69 = load i32*, i32** %68, align 8
  %70 = getelementptr inbounds i32, i32* %69, i64 1
  %71 = load i32, i32* %70, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* %67, i64 %72
  %74 = getelementptr inbounds i8, i8* %73, i64 8
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 8, !tbaa !15
  %77 = getelementptr inbounds %struct.R, %struct.R* %66, i64 0, i32 1
  %78 = load i32, i32* %77, align 8, !tbaa !9
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %76) [ "funclet"(token %65) ]
  catchret from %65 to label %80

80:                                               ; preds = %64
  %81 = bitcast %struct.D* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %81) #11
  %82 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i64 0, i64 0), i32** %82, align 8
  %83 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i64 0, i64 0), i32** %83, align 8
  %84 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 0, i32 1
  store i32 1, i32* %84, align 8, !tbaa !4
  %85 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 1, i32 1
  store i32 2, i32* %85, align 8, !tbaa !9
  %86 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 5
  %87 = bitcast %struct.V* %86 to i8*
  %88 = getelementptr inbounds %struct.V, %struct.V* %86, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %88, align 8, !tbaa !11
  %89 = getelementptr inbounds i8, i8* %87, i64 -4
  %90 = bitcast i8* %89 to i32*
  store i32 0, i32* %90, align 4
  %91 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 2
  store i32 3, i32* %91, align 8, !tbaa !13
  %92 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 5, i32 1
  store i32 300, i32* %92, align 8, !tbaa !15
  store %struct.D* %5, %struct.D** %6, align 8, !tbaa !17
  %93 = bitcast %struct.D** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %93, %eh.ThrowInfo* nonnull @"_TI5PEAUD@@") #10
          to label %175 unwind label %94

94:                                               ; preds = %80
  %95 = catchswitch within none [label %96] unwind label %154

96:                                               ; preds = %94
  %97 = catchpad within %95 [%rtti.TypeDescriptor8* @"??_R0PEAUV@@@8", i32 1, %struct.V** %7]
  %98 = load %struct.V*, %struct.V** %7, align 8, !tbaa !17
  %99 = load i32*, i32** %82, align 8
  %100 = getelementptr inbounds i32, i32* %99, i64 1
  %101 = load i32, i32* %100, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i8, i8* %81, i64 %102
  %104 = bitcast i8* %103 to %struct.V*
  %105 = icmp eq %struct.V* %98, %104
  %106 = zext i1 %105 to i32
  %107 = getelementptr inbounds %struct.V, %struct.V* %98, i64 0, i32 1
  %108 = load i32, i32* %107, align 8, !tbaa !15
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %108, i32 noundef %106) [ "funclet"(token %97) ]
  catchret from %97 to label %110

110:                                              ; preds = %96
  %111 = bitcast %struct.M* %8 to i8*
  %112 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 0, i32 0, i32 1
  %113 = bitcast i32* %112 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %113, i8 0, i64 56, i1 false)
  %114 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i64 0, i64 0), i32** %114, align 8
  %115 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 3, i32 1
  store i32 100, i32* %115, align 8, !tbaa !15
  %116 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 1, i32 1
  store i32 1, i32* %116, align 8, !tbaa !4
  %117 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 0, i32 0, i32 0
  %118 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 0, i32 0, i32 1
  store i32 100, i32* %118, align 8, !tbaa !15
  %119 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 0, i32 1
  store i32 9, i32* %119, align 8, !tbaa !19
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %117, align 8, !tbaa !11
  %120 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %120, align 8, !tbaa !11
  %121 = getelementptr inbounds %struct.M, %struct.M* %8, i64 0, i32 2
  store i32 5, i32* %121, align 8, !tbaa !21
  invoke void @_CxxThrowException(i8* nonnull %111, %eh.ThrowInfo* nonnull @"_TI3?AUM@@") #10
          to label %175 unwind label %122

122:                                              ; preds = %110
  %123 = catchswitch within none [label %124, label %148] unwind label %154

124:                                              ; preds = %122
  %125 = catchpad within %123 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, i8* null]
  %126 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %125) ]
  catchret from %125 to label %127

127:                                              ; preds = %148, %124
  %128 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  %129 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 5
  %130 = getelementptr inbounds %struct.V, %struct.V* %129, i64 -3
  %131 = bitcast %struct.V* %130 to i8*
  %132 = bitcast %struct.V* %130 to i32**
  %133 = load i32*, i32** %132, align 8
  %134 = getelementptr inbounds i32, i32* %133, i64 1
  %135 = load i32, i32* %134, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i8, i8* %131, i64 %136
  %138 = bitcast i8* %137 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %138, align 8, !tbaa !11
  %139 = load i32*, i32** %132, align 8
  %140 = getelementptr inbounds i32, i32* %139, i64 1
  %141 = load i32, i32* %140, align 4
  %142 = sext i32 %141 to i64
  %143 = add i32 %141, -48
  %144 = getelementptr inbounds i8, i8* %131, i64 %142
  %145 = getelementptr i8, i8* %144, i64 -4
  %146 = bitcast i8* %145 to i32*
  store i32 %143, i32* %146, align 4
  %147 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i64 0, i64 0)) #11
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %81) #11
  ret i32 0

148:                                              ; preds = %122
  %149 = catchpad within %123 [%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8", i32 8, %struct.Extra** %9]
  %150 = load %struct.Extra*, %struct.Extra** %9, align 8, !tbaa !17
  %151 = getelementptr inbounds %struct.Extra, %struct.Extra* %150, i64 0, i32 1
  %152 = load i32, i32* %151, align 8, !tbaa !19
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %152) [ "funclet"(token %149) ]
  catchret from %149 to label %127

154:                                              ; preds = %122, %94
  %155 = cleanuppad within none []
  %156 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 5
  %157 = getelementptr inbounds %struct.V, %struct.V* %156, i64 -3
  %158 = bitcast %struct.V* %157 to i8*
  %159 = bitcast %struct.V* %157 to i32**
  %160 = load i32*, i32** %159, align 8
  %161 = getelementptr inbounds i32, i32* %160, i64 1
  %162 = load i32, i32* %161, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i8, i8* %158, i64 %163
  %165 = bitcast i8* %164 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %165, align 8, !tbaa !11
  %166 = load i32*, i32** %159, align 8
  %167 = getelementptr inbounds i32, i32* %166, i64 1
  %168 = load i32, i32* %167, align 4
  %169 = sext i32 %168 to i64
  %170 = add i32 %168, -48
  %171 = getelementptr inbounds i8, i8* %158, i64 %169
  %172 = getelementptr i8, i8* %171, i64 -4
  %173 = bitcast i8* %172 to i32*
  store i32 %170, i32* %173, align 4
  %174 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i64 0, i64 0)) #11 [ "funclet"(token %155) ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %81) #11
  cleanupret from %155 unwind to caller

175:                                              ; preds = %110, %80, %49, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@AEBU0@@Z"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, %struct.D* noundef nonnull align 8 dereferenceable(40) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 8
  br label %22

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i64 0, i64 0), i32** %5, align 8
  %9 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i64 0, i64 0), i32** %9, align 8
  %10 = bitcast %struct.D* %1 to i8*
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  %12 = load i32*, i32** %11, align 8
  %13 = getelementptr inbounds i32, i32* %12, i64 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %10, i64 %15
  %17 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 5, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !11
  %18 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 5, i32 1
  %19 = getelementptr inbounds i8, i8* %16, i64 8
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 8, !tbaa !15
  store i32 %21, i32* %18, align 8, !tbaa !15
  br label %22

22:                                               ; preds = %6, %8
  %23 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i64 0, i64 0), %8 ]
  %24 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  %25 = bitcast %struct.D* %0 to i8*
  %26 = getelementptr inbounds i32, i32* %23, i64 1
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, i8* %25, i64 %28
  %30 = bitcast i8* %29 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %30, align 8, !tbaa !11
  %31 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 1
  %32 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  %33 = load i32, i32* %32, align 8, !tbaa !4
  store i32 %33, i32* %31, align 8, !tbaa !4
  %34 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1
  %35 = getelementptr %struct.R.base, %struct.R.base* %34, i64 0, i32 0
  %36 = load i32*, i32** %35, align 8
  %37 = bitcast %struct.R.base* %34 to i8*
  %38 = getelementptr inbounds i32, i32* %36, i64 1
  %39 = load i32, i32* %38, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, i8* %37, i64 %40
  %42 = bitcast i8* %41 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %42, align 8, !tbaa !11
  %43 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 1
  %44 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 1
  %45 = load i32, i32* %44, align 8, !tbaa !9
  store i32 %45, i32* %43, align 8, !tbaa !9
  %46 = load i32*, i32** %24, align 8
  %47 = getelementptr inbounds i32, i32* %46, i64 1
  %48 = load i32, i32* %47, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, i8* %25, i64 %49
  %51 = bitcast i8* %50 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %51, align 8, !tbaa !11
  %52 = load i32*, i32** %24, align 8
  %53 = getelementptr inbounds i32, i32* %52, i64 1
  %54 = load i32, i32* %53, align 4
  %55 = sext i32 %54 to i64
  %56 = add i32 %54, -48
  %57 = getelementptr inbounds i8, i8* %25, i64 %55
  %58 = getelementptr i8, i8* %57, i64 -4
  %59 = bitcast i8* %58 to i32*
  store i32 %56, i32* %59, align 4
  %60 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2
  %61 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  %62 = load i32, i32* %61, align 8, !tbaa !13
  store i32 %62, i32* %60, align 8, !tbaa !13
  ret %struct.D* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.L* @"??0L@@QEAA@AEBU0@@Z"(%struct.L* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.L* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.L, %struct.L* %0, i64 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 8
  br label %21

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i64 0, i64 0), i32** %5, align 8
  %9 = bitcast %struct.L* %1 to i8*
  %10 = getelementptr inbounds %struct.L, %struct.L* %1, i64 0, i32 0
  %11 = load i32*, i32** %10, align 8
  %12 = getelementptr inbounds i32, i32* %11, i64 1
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, i8* %9, i64 %14
  %16 = getelementptr inbounds %struct.L, %struct.L* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %16, align 8, !tbaa !11
  %17 = getelementptr inbounds %struct.L, %struct.L* %0, i64 0, i32 2, i32 1
  %18 = getelementptr inbounds i8, i8* %15, i64 8
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !15
  store i32 %20, i32* %17, align 8, !tbaa !15
  br label %21

21:                                               ; preds = %6, %8
  %22 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i64 0, i64 0), %8 ]
  %23 = bitcast %struct.L* %0 to i8*
  %24 = getelementptr inbounds i32, i32* %22, i64 1
  %25 = load i32, i32* %24, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, i8* %23, i64 %26
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !tbaa !11
  %29 = getelementptr inbounds %struct.L, %struct.L* %0, i64 0, i32 1
  %30 = getelementptr inbounds %struct.L, %struct.L* %1, i64 0, i32 1
  %31 = load i32, i32* %30, align 8, !tbaa !4
  store i32 %31, i32* %29, align 8, !tbaa !4
  ret %struct.L* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.V* @"??0V@@QEAA@AEBU0@@Z"(%struct.V* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.V* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.V, %struct.V* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds %struct.V, %struct.V* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.V, %struct.V* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %6, i32* %4, align 8, !tbaa !15
  ret %struct.V* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.R* @"??0R@@QEAA@AEBU0@@Z"(%struct.R* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.R* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 8
  br label %21

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i64 0, i64 0), i32** %5, align 8
  %9 = bitcast %struct.R* %1 to i8*
  %10 = getelementptr inbounds %struct.R, %struct.R* %1, i64 0, i32 0
  %11 = load i32*, i32** %10, align 8
  %12 = getelementptr inbounds i32, i32* %11, i64 1
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, i8* %9, i64 %14
  %16 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %16, align 8, !tbaa !11
  %17 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 2, i32 1
  %18 = getelementptr inbounds i8, i8* %15, i64 8
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !15
  store i32 %20, i32* %17, align 8, !tbaa !15
  br label %21

21:                                               ; preds = %6, %8
  %22 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i64 0, i64 0), %8 ]
  %23 = bitcast %struct.R* %0 to i8*
  %24 = getelementptr inbounds i32, i32* %22, i64 1
  %25 = load i32, i32* %24, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, i8* %23, i64 %26
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !tbaa !11
  %29 = getelementptr inbounds %struct.R, %struct.R* %0, i64 0, i32 1
  %30 = getelementptr inbounds %struct.R, %struct.R* %1, i64 0, i32 1
  %31 = load i32, i32* %30, align 8, !tbaa !9
  store i32 %31, i32* %29, align 8, !tbaa !9
  ret %struct.R* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??_DD@@QEAAXXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %2 = getelementptr %struct.D, %struct.D* %0, i64 0, i32 5
  %3 = getelementptr inbounds %struct.V, %struct.V* %2, i64 -3
  %4 = bitcast %struct.V* %3 to i8*
  %5 = bitcast %struct.V* %3 to i32**
  %6 = load i32*, i32** %5, align 8
  %7 = getelementptr inbounds i32, i32* %6, i64 1
  %8 = load i32, i32* %7, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !11
  %12 = load i32*, i32** %5, align 8
  %13 = getelementptr inbounds i32, i32* %12, i64 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = add i32 %14, -48
  %17 = getelementptr inbounds i8, i8* %4, i64 %15
  %18 = getelementptr i8, i8* %17, i64 -4
  %19 = bitcast i8* %18 to i32*
  store i32 %16, i32* %19, align 4
  %20 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i64 0, i64 0)) #11
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.M* @"??0M@@QEAA@AEBU0@@Z"(%struct.M* noundef nonnull returned align 8 dereferenceable(48) %0, %struct.M* noundef nonnull align 8 dereferenceable(48) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 1, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 8
  br label %22

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i64 0, i64 0), i32** %5, align 8
  %9 = bitcast %struct.M* %1 to i8*
  %10 = getelementptr inbounds %struct.M, %struct.M* %1, i64 0, i32 1, i32 0
  %11 = load i32*, i32** %10, align 8
  %12 = getelementptr inbounds i32, i32* %11, i64 1
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %14, 24
  %16 = getelementptr inbounds i8, i8* %9, i64 %15
  %17 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !11
  %18 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 3, i32 1
  %19 = getelementptr inbounds i8, i8* %16, i64 8
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 8, !tbaa !15
  store i32 %21, i32* %18, align 8, !tbaa !15
  br label %22

22:                                               ; preds = %6, %8
  %23 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i64 0, i64 0), %8 ]
  %24 = bitcast %struct.M* %0 to i8*
  %25 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 1
  %26 = getelementptr %struct.L.base, %struct.L.base* %25, i64 0, i32 0
  %27 = bitcast %struct.L.base* %25 to i8*
  %28 = getelementptr inbounds i32, i32* %23, i64 1
  %29 = load i32, i32* %28, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, i8* %27, i64 %30
  %32 = bitcast i8* %31 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %32, align 8, !tbaa !11
  %33 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 1, i32 1
  %34 = getelementptr inbounds %struct.M, %struct.M* %1, i64 0, i32 1, i32 1
  %35 = load i32, i32* %34, align 8, !tbaa !4
  store i32 %35, i32* %33, align 8, !tbaa !4
  %36 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 0, i32 0, i32 0
  %37 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 0, i32 0, i32 1
  %38 = getelementptr inbounds %struct.M, %struct.M* %1, i64 0, i32 0, i32 0, i32 1
  %39 = load i32, i32* %38, align 8, !tbaa !15
  store i32 %39, i32* %37, align 8, !tbaa !15
  %40 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 0, i32 1
  %41 = getelementptr inbounds %struct.M, %struct.M* %1, i64 0, i32 0, i32 1
  %42 = load i32, i32* %41, align 8, !tbaa !19
  store i32 %42, i32* %40, align 8, !tbaa !19
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %36, align 8, !tbaa !11
  %43 = load i32*, i32** %26, align 8
  %44 = getelementptr inbounds i32, i32* %43, i64 1
  %45 = load i32, i32* %44, align 4
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %46, 24
  %48 = getelementptr inbounds i8, i8* %24, i64 %47
  %49 = bitcast i8* %48 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %49, align 8, !tbaa !11
  %50 = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 2
  %51 = getelementptr inbounds %struct.M, %struct.M* %1, i64 0, i32 2
  %52 = load i32, i32* %51, align 8, !tbaa !21
  store i32 %52, i32* %50, align 8, !tbaa !21
  ret %struct.M* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Extra* @"??0Extra@@QEAA@AEBU0@@Z"(%struct.Extra* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Extra* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i64 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i64 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.Extra, %struct.Extra* %1, i64 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %6, i32* %4, align 8, !tbaa !15
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i64 0, i32 1
  %8 = getelementptr inbounds %struct.Extra, %struct.Extra* %1, i64 0, i32 1
  %9 = load i32, i32* %8, align 8, !tbaa !19
  store i32 %9, i32* %7, align 8, !tbaa !19
  ret %struct.Extra* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @"??_DM@@QEAAXXZ"(%struct.M* noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.D* %0 to i8*
  %4 = getelementptr inbounds i8, i8* %3, i64 -4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = sub i32 0, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr i8, i8* %3, i64 %8
  %10 = getelementptr inbounds i8, i8* %9, i64 -48
  %11 = bitcast i8* %10 to i32**
  %12 = load i32*, i32** %11, align 8
  %13 = getelementptr inbounds i32, i32* %12, i64 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %10, i64 %15
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !11
  %18 = load i32*, i32** %11, align 8
  %19 = getelementptr inbounds i32, i32* %18, i64 1
  %20 = load i32, i32* %19, align 4
  %21 = sext i32 %20 to i64
  %22 = add i32 %20, -48
  %23 = getelementptr inbounds i8, i8* %10, i64 %21
  %24 = getelementptr i8, i8* %23, i64 -4
  %25 = bitcast i8* %24 to i32*
  store i32 %22, i32* %25, align 4
  %26 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i64 0, i64 0)) #11
  %27 = icmp eq i32 %1, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %10) #12
  br label %29

29:                                               ; preds = %2, %28
  ret i8* %10
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i8* @"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CKDDGHAB@D?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GV@@UEAAPEAXI@Z"(%struct.V* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = bitcast %struct.V* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?who@V@@UEBAPEBDXZ"(%struct.V* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FCMHBHNC@V?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GL@@UEAAPEAXI@Z"(%struct.L* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.L, %struct.L* %0, i64 -1, i32 2
  %4 = bitcast %struct.V* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %4) #12
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GR@@UEAAPEAXI@Z"(%struct.R* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.R, %struct.R* %0, i64 -1, i32 2
  %4 = bitcast %struct.V* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %4) #12
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_EM@@WDA@EAAPEAXI@Z"(%struct.M* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr %struct.M, %struct.M* %0, i64 -1, i32 0, i32 1
  %4 = bitcast i32* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %4) #12
  br label %7

7:                                                ; preds = %2, %6
  ret i8* %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GM@@UEAAPEAXI@Z"(%struct.M* noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = bitcast %struct.M* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GExtra@@UEAAPEAXI@Z"(%struct.Extra* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = bitcast %struct.Extra* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { noreturn }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 8}
!5 = !{!"?AUL@@", !6, i64 8}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"?AUR@@", !6, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !8, i64 0}
!13 = !{!14, !6, i64 32}
!14 = !{!"?AUD@@", !6, i64 32}
!15 = !{!16, !6, i64 8}
!16 = !{!"?AUV@@", !6, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!20, !6, i64 16}
!20 = !{!"?AUExtra@@", !6, i64 16}
!21 = !{!22, !6, i64 40}
!22 = !{!"?AUM@@", !6, i64 40}

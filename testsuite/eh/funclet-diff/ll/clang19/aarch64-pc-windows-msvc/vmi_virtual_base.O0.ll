; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.5 = type { i32, [5 x i32] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, [8 x i8], i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }
%struct.M = type { %struct.Extra, %struct.L.base, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.R = type { ptr, i32, %struct.V }
%struct.L = type { ptr, i32, %struct.V }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUV@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z64" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0D@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0L@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUV@@@8??0V@@QEAA@AEBU0@@Z16004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 4, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0V@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUR@@\00" }, comdat
@"_CT??_R0?AUR@@@8??0R@@QEAA@AEBU0@@Z3216" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0R@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA4?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z64" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUV@@@8??0V@@QEAA@AEBU0@@Z16004" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUR@@@8??0R@@QEAA@AEBU0@@Z3216" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_DD@@QEAAXXZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA4?AUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", comdat, align 8
@"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", comdat, align 8
@"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", comdat, align 8
@"??_R0PEAUV@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUV@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUL@@\00" }, comdat
@"_CT??_R0PEAUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUV@@@88004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 4, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUR@@\00" }, comdat
@"_CT??_R0PEAUR@@@8816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA5PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.5 { i32 5, [5 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUL@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUV@@@88004" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUR@@@8816" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI5PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA5PEAUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", comdat, align 8
@"??_R0?AUExtra@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUExtra@@\00" }, comdat
@"??_R0?AUM@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUM@@\00" }, comdat
@"_CT??_R0?AUM@@@8??0M@@QEAA@AEBU0@@Z64" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUM@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0M@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z3224" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 24, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0L@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUExtra@@@8??0Extra@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Extra@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUM@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUM@@@8??0M@@QEAA@AEBU0@@Z64" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUL@@@8??0L@@QEAA@AEBU0@@Z3224" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUExtra@@@8??0Extra@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUM@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_DM@@QEAAXXZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3?AUM@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", comdat, align 8
@"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 48], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 32], comdat, align 4
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6B@", ptr @"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z", ptr @"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ"] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 48, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4D@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BA@?0A@EA@R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BA@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4V@@6B@", ptr @"??_GV@@UEAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4V@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01FCMHBHNC@V?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"V\00", comdat, align 4
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4L@@6B@", ptr @"??_GL@@UEAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4L@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_8R@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4R@@6B@", ptr @"??_GR@@UEAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4R@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01CKDDGHAB@D?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"D\00", comdat, align 4
@"??_C@_03NICHDKNK@?$HOD?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"~D\0A\00", comdat, align 4
@"??_8M@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@4 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4M@@6BExtra@@@", ptr @"??_GM@@UEAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7M@@6BExtra@@@")
@5 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4M@@6BL@@@", ptr @"??_EM@@WDA@EAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7M@@6BL@@@")
@"??_R4M@@6BL@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 48, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUM@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3M@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4M@@6BL@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3M@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 7, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2M@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2M@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@M@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BI@?0A@EA@L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@BI@3FC@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Extra@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EC@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@M@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUM@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3M@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BI@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 24, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@BI@3FC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 24, i32 4, i32 82, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Extra@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Extra@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Extra@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Extra@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Extra@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Extra@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 66, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4M@@6BExtra@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUM@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3M@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4M@@6BExtra@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@6 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Extra@@6B@", ptr @"??_GExtra@@UEAAPEAXI@Z", ptr @"?who@V@@UEBAPEBDXZ"] }, comdat($"??_7Extra@@6B@")
@"??_R4Extra@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUExtra@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Extra@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Extra@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat

@"??_7D@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.M, align 8
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %12 = invoke noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %2, i32 noundef 1)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI4?AUD@@") #8
          to label %114 unwind label %14

14:                                               ; preds = %13, %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0?AUV@@@8", i32 8, ptr %3]
  %18 = load ptr, ptr %3, align 8
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds ptr, ptr %19, i64 1
  %21 = load ptr, ptr %20, align 8
  %22 = call noundef ptr %21(ptr noundef nonnull align 8 dereferenceable(16) %18) [ "funclet"(token %17) ]
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.V, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %25, ptr noundef %22) [ "funclet"(token %17) ]
  %27 = load ptr, ptr %3, align 8
  %28 = call ptr @__RTDynamicCast(ptr %27, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUD@@@8", i32 0) [ "funclet"(token %17) ]
  br label %29

29:                                               ; preds = %16
  store ptr %28, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.D, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = getelementptr inbounds %struct.R, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.L, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i32 noundef %39, i32 noundef %36, i32 noundef %32) [ "funclet"(token %17) ]
  catchret from %17 to label %41

41:                                               ; preds = %29
  br label %42

42:                                               ; preds = %41
  %43 = invoke noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %5, i32 noundef 1)
          to label %44 unwind label %45

44:                                               ; preds = %42
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI4?AUD@@") #8
          to label %114 unwind label %45

45:                                               ; preds = %44, %42
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"??_R0?AUR@@@8", i32 8, ptr %6]
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds i32, ptr %51, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 0, %54
  %56 = getelementptr inbounds i8, ptr %49, i64 %55
  %57 = getelementptr inbounds %struct.V, ptr %56, i32 0, i32 1
  %58 = load i32, ptr %57, align 8
  %59 = load ptr, ptr %6, align 8
  %60 = getelementptr inbounds %struct.R, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i32 noundef %61, i32 noundef %58) [ "funclet"(token %48) ]
  catchret from %48 to label %63

63:                                               ; preds = %47
  br label %64

64:                                               ; preds = %63
  %65 = call noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %7, i32 noundef 1)
  store ptr %7, ptr %8, align 8
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI5PEAUD@@") #8
          to label %114 unwind label %66

66:                                               ; preds = %64
  %67 = catchswitch within none [label %68] unwind label %112

68:                                               ; preds = %66
  %69 = catchpad within %67 [ptr @"??_R0PEAUV@@@8", i32 1, ptr %9]
  %70 = load ptr, ptr %9, align 8
  %71 = icmp eq ptr %7, null
  br i1 %71, label %80, label %72

72:                                               ; preds = %68
  %73 = getelementptr inbounds i8, ptr %7, i64 0
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds i32, ptr %74, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 0, %77
  %79 = getelementptr inbounds i8, ptr %7, i64 %78
  br label %80

80:                                               ; preds = %72, %68
  %81 = phi ptr [ %79, %72 ], [ null, %68 ]
  %82 = icmp eq ptr %70, %81
  %83 = zext i1 %82 to i32
  %84 = load ptr, ptr %9, align 8
  %85 = getelementptr inbounds %struct.V, ptr %84, i32 0, i32 1
  %86 = load i32, ptr %85, align 8
  %87 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %86, i32 noundef %83) [ "funclet"(token %69) ]
          to label %88 unwind label %112

88:                                               ; preds = %80
  catchret from %69 to label %89

89:                                               ; preds = %88
  br label %90

90:                                               ; preds = %89
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 64, i1 false)
  %91 = invoke noundef ptr @"??0M@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %10, i32 noundef 1)
          to label %92 unwind label %93

92:                                               ; preds = %90
  invoke void @_CxxThrowException(ptr %10, ptr @"_TI3?AUM@@") #8
          to label %114 unwind label %93

93:                                               ; preds = %92, %90
  %94 = catchswitch within none [label %95, label %104] unwind label %112

95:                                               ; preds = %93
  %96 = catchpad within %94 [ptr @"??_R0?AUV@@@8", i32 8, ptr null]
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@") [ "funclet"(token %96) ]
          to label %98 unwind label %112

98:                                               ; preds = %95
  catchret from %96 to label %99

99:                                               ; preds = %98
  br label %100

100:                                              ; preds = %99, %111
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
          to label %102 unwind label %112

102:                                              ; preds = %100
  store i32 0, ptr %1, align 4
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #9
  %103 = load i32, ptr %1, align 4
  ret i32 %103

104:                                              ; preds = %93
  %105 = catchpad within %94 [ptr @"??_R0?AUExtra@@@8", i32 8, ptr %11]
  %106 = load ptr, ptr %11, align 8
  %107 = getelementptr inbounds %struct.Extra, ptr %106, i32 0, i32 1
  %108 = load i32, ptr %107, align 8
  %109 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i32 noundef %108) [ "funclet"(token %105) ]
          to label %110 unwind label %112

110:                                              ; preds = %104
  catchret from %105 to label %111

111:                                              ; preds = %110
  br label %100

112:                                              ; preds = %100, %95, %104, %93, %80, %66
  %113 = cleanuppad within none []
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #9 [ "funclet"(token %113) ]
  cleanupret from %113 unwind to caller

114:                                              ; preds = %92, %64, %44, %13
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8D@@7BL@@@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr @"??_8D@@7BR@@@", ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 48
  %13 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %12)
  br label %14

14:                                               ; preds = %9, %2
  %15 = invoke noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 0)
          to label %16 unwind label %50

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  %18 = invoke noundef ptr @"??0R@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 0)
          to label %19 unwind label %47

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %6, i64 0
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i32, ptr %21, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = getelementptr inbounds i8, ptr %6, i64 %25
  store ptr @"??_7D@@6B@", ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %6, i64 0
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i32, ptr %28, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 0, %31
  %33 = sub i64 %32, 48
  %34 = trunc i64 %33 to i32
  %35 = getelementptr inbounds i8, ptr %6, i64 %32
  %36 = getelementptr i8, ptr %35, i32 -4
  store i32 %34, ptr %36, align 4
  %37 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 2
  store i32 3, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %6, i64 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i32, ptr %39, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 0, %42
  %44 = getelementptr inbounds i8, ptr %6, i64 %43
  %45 = getelementptr inbounds %struct.V, ptr %44, i32 0, i32 1
  store i32 300, ptr %45, align 8
  %46 = load ptr, ptr %3, align 8
  ret ptr %46

47:                                               ; preds = %16
  %48 = cleanuppad within none []
  %49 = getelementptr i8, ptr %6, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %49) #9 [ "funclet"(token %48) ]
  cleanupret from %48 unwind label %50

50:                                               ; preds = %47, %14
  %51 = cleanuppad within none []
  %52 = getelementptr inbounds i8, ptr %6, i64 48
  %53 = icmp ne i32 %7, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %50
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %52) #9 [ "funclet"(token %51) ]
  br label %55

55:                                               ; preds = %54, %50
  cleanupret from %51 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i32 noundef %2) unnamed_addr #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %0, ptr %7, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %24

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i64 0
  store ptr @"??_8D@@7BL@@@", ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr @"??_8D@@7BR@@@", ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %8, i64 48
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds i32, ptr %17, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 0, %20
  %22 = getelementptr inbounds i8, ptr %15, i64 %21
  %23 = call noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %22) #9
  br label %24

24:                                               ; preds = %11, %3
  %25 = load ptr, ptr %6, align 8
  %26 = call noundef ptr @"??0L@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %25, i32 noundef 0) #9
  %27 = getelementptr inbounds i8, ptr %8, i64 16
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = call noundef ptr @"??0R@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %29, i32 noundef 0) #9
  %31 = getelementptr inbounds i8, ptr %8, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds i32, ptr %32, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 0, %35
  %37 = getelementptr inbounds i8, ptr %8, i64 %36
  store ptr @"??_7D@@6B@", ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %8, i64 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i32, ptr %39, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 0, %42
  %44 = sub i64 %43, 48
  %45 = trunc i64 %44 to i32
  %46 = getelementptr inbounds i8, ptr %8, i64 %43
  %47 = getelementptr i8, ptr %46, i32 -4
  store i32 %45, ptr %47, align 4
  %48 = getelementptr inbounds %struct.D, ptr %8, i32 0, i32 2
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.D, ptr %49, i32 0, i32 2
  %51 = load i32, ptr %50, align 8
  store i32 %51, ptr %48, align 8
  %52 = load ptr, ptr %4, align 8
  ret ptr %52
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0L@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %0, ptr %7, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i64 0
  store ptr @"??_8L@@7B@", ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 0, %19
  %21 = getelementptr inbounds i8, ptr %14, i64 %20
  %22 = call noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %21) #9
  br label %23

23:                                               ; preds = %11, %3
  %24 = getelementptr inbounds i8, ptr %8, i64 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i32, ptr %25, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 0, %28
  %30 = getelementptr inbounds i8, ptr %8, i64 %29
  store ptr @"??_7L@@6B@", ptr %30, align 8
  %31 = getelementptr inbounds %struct.L, ptr %8, i32 0, i32 1
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.L, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  store i32 %34, ptr %31, align 8
  %35 = load ptr, ptr %4, align 8
  ret ptr %35
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7V@@6B@", ptr %5, align 8
  %6 = getelementptr inbounds %struct.V, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.V, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0R@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %0, ptr %7, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i64 0
  store ptr @"??_8R@@7B@", ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 0, %19
  %21 = getelementptr inbounds i8, ptr %14, i64 %20
  %22 = call noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %21) #9
  br label %23

23:                                               ; preds = %11, %3
  %24 = getelementptr inbounds i8, ptr %8, i64 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i32, ptr %25, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 0, %28
  %30 = getelementptr inbounds i8, ptr %8, i64 %29
  store ptr @"??_7R@@6B@", ptr %30, align 8
  %31 = getelementptr inbounds %struct.R, ptr %8, i32 0, i32 1
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.R, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  store i32 %34, ptr %31, align 8
  %35 = load ptr, ptr %4, align 8
  ret ptr %35
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 48
  call void @"??1D@@UEAA@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i64 48
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0M@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr @"??_8M@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 48
  %12 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 24
  %15 = call noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %14, i32 noundef 0)
  %16 = invoke noundef ptr @"??0Extra@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %17 unwind label %27

17:                                               ; preds = %13
  store ptr @"??_7M@@6BExtra@@@", ptr %6, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 24
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i32, ptr %19, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 24, %22
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  store ptr @"??_7M@@6BL@@@", ptr %24, align 8
  %25 = getelementptr inbounds %struct.M, ptr %6, i32 0, i32 2
  store i32 5, ptr %25, align 8
  %26 = load ptr, ptr %3, align 8
  ret ptr %26

27:                                               ; preds = %13
  %28 = cleanuppad within none []
  %29 = getelementptr inbounds i8, ptr %6, i64 24
  %30 = getelementptr i8, ptr %29, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %30) #9 [ "funclet"(token %28) ]
  cleanupret from %28 unwind label %31

31:                                               ; preds = %27
  %32 = cleanuppad within none []
  %33 = getelementptr inbounds i8, ptr %6, i64 48
  %34 = icmp ne i32 %7, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %31
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %33) #9 [ "funclet"(token %32) ]
  br label %36

36:                                               ; preds = %35, %31
  cleanupret from %32 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0M@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i32 noundef %2) unnamed_addr #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %0, ptr %7, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr @"??_8M@@7B@", ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %8, i64 48
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 24, %19
  %21 = getelementptr inbounds i8, ptr %14, i64 %20
  %22 = call noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %21) #9
  br label %23

23:                                               ; preds = %11, %3
  %24 = getelementptr inbounds i8, ptr %8, i64 24
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = call noundef ptr @"??0L@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %26, i32 noundef 0) #9
  %28 = load ptr, ptr %6, align 8
  %29 = call noundef ptr @"??0Extra@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %28) #9
  store ptr @"??_7M@@6BExtra@@@", ptr %8, align 8
  %30 = getelementptr inbounds i8, ptr %8, i64 24
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i32, ptr %31, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 24, %34
  %36 = getelementptr inbounds i8, ptr %8, i64 %35
  store ptr @"??_7M@@6BL@@@", ptr %36, align 8
  %37 = getelementptr inbounds %struct.M, ptr %8, i32 0, i32 2
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.M, ptr %38, i32 0, i32 2
  %40 = load i32, ptr %39, align 8
  store i32 %40, ptr %37, align 8
  %41 = load ptr, ptr %4, align 8
  ret ptr %41
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Extra@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef ptr @"??0V@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  store ptr @"??_7Extra@@6B@", ptr %5, align 8
  %8 = getelementptr inbounds %struct.Extra, ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Extra, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  store i32 %11, ptr %8, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DM@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1M@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 48
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7V@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 100, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8L@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 0, %18
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  store ptr @"??_7L@@6B@", ptr %20, align 8
  %21 = getelementptr inbounds %struct.L, ptr %6, i32 0, i32 1
  store i32 1, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0R@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8R@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 0, %18
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  store ptr @"??_7R@@6B@", ptr %20, align 8
  %21 = getelementptr inbounds %struct.R, ptr %6, i32 0, i32 1
  store i32 2, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1L@@UEAA@XZ"(ptr noundef %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_ED@@$4PPPPPPPM@A@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds i8, ptr %6, i64 -4
  %9 = load i32, ptr %8, align 4
  %10 = sub i32 0, %9
  %11 = getelementptr i8, ptr %6, i32 %10
  %12 = tail call noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef %11, i32 noundef %7) #9
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -48
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 64) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"?who@D@@$4PPPPPPPM@A@EBAPEBDXZ"(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -4
  %5 = load i32, ptr %4, align 4
  %6 = sub i32 0, %5
  %7 = getelementptr i8, ptr %3, i32 %6
  %8 = tail call noundef ptr @"?who@D@@UEBAPEBDXZ"(ptr noundef %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?who@D@@UEBAPEBDXZ"(ptr noundef %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -48
  ret ptr @"??_C@_01CKDDGHAB@D?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GV@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?who@V@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_01FCMHBHNC@V?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GL@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GR@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DR@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DR@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16
  call void @"??1R@@UEAA@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1R@@UEAA@XZ"(ptr noundef %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(ptr noundef %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -48
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i32, ptr %6, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 0, %9
  %11 = getelementptr inbounds i8, ptr %4, i64 %10
  store ptr @"??_7D@@6B@", ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 0
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i32, ptr %13, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 0, %16
  %18 = sub i64 %17, 48
  %19 = trunc i64 %18 to i32
  %20 = getelementptr inbounds i8, ptr %4, i64 %17
  %21 = getelementptr i8, ptr %20, i32 -4
  store i32 %19, ptr %21, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03NICHDKNK@?$HOD?6?$AA@")
          to label %23 unwind label %27

23:                                               ; preds = %1
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = getelementptr i8, ptr %24, i64 16
  call void @"??1R@@UEAA@XZ"(ptr noundef %25) #9
  %26 = getelementptr i8, ptr %4, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %26) #9
  ret void

27:                                               ; preds = %1
  %28 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %28) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Extra@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3)
  store ptr @"??_7Extra@@6B@", ptr %3, align 8
  %5 = getelementptr inbounds %struct.Extra, ptr %3, i32 0, i32 1
  store i32 9, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EM@@WDA@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -48
  %9 = tail call noundef ptr @"??_GM@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %8, i32 noundef %7) #9
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GM@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??_DM@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(48) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 64) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GExtra@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Extra@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Extra@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1M@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Extra@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = getelementptr i8, ptr %4, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %5) #9
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

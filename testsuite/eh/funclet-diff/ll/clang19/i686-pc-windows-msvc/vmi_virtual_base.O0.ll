; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.4 = type { i32, [4 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableTypeArray.5 = type { i32, [5 x ptr] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.D = type { %struct.L.base, %struct.R.base, i32, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }
%struct.M = type { %struct.Extra, %struct.L.base, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.R = type { ptr, i32, %struct.V }
%struct.L = type { ptr, i32, %struct.V }

$"??0D@@QAE@XZ" = comdat any

$"??0D@@QAE@ABU0@@Z" = comdat any

$"??0L@@QAE@ABU0@@Z" = comdat any

$"??0V@@QAE@ABU0@@Z" = comdat any

$"??0R@@QAE@ABU0@@Z" = comdat any

$"??_DD@@QAEXXZ" = comdat any

$"??0M@@QAE@XZ" = comdat any

$"??0M@@QAE@ABU0@@Z" = comdat any

$"??0Extra@@QAE@ABU0@@Z" = comdat any

$"??_DM@@QAEXXZ" = comdat any

$"??0V@@QAE@XZ" = comdat any

$"??0L@@QAE@XZ" = comdat any

$"??0R@@QAE@XZ" = comdat any

$"??1L@@UAE@XZ" = comdat any

$"??1V@@UAE@XZ" = comdat any

$"??_ED@@$4PPPPPPPM@A@AEPAXI@Z" = comdat any

$"??_GD@@UAEPAXI@Z" = comdat any

$"?who@D@@$4PPPPPPPM@A@BEPBDXZ" = comdat any

$"?who@D@@UBEPBDXZ" = comdat any

$"??_GV@@UAEPAXI@Z" = comdat any

$"?who@V@@UBEPBDXZ" = comdat any

$"??_GL@@UAEPAXI@Z" = comdat any

$"??_DL@@QAEXXZ" = comdat any

$"??_GR@@UAEPAXI@Z" = comdat any

$"??_DR@@QAEXXZ" = comdat any

$"??1R@@UAE@XZ" = comdat any

$"??1D@@UAE@XZ" = comdat any

$"??0Extra@@QAE@XZ" = comdat any

$"??_EM@@WBI@AEPAXI@Z" = comdat any

$"??_GM@@UAEPAXI@Z" = comdat any

$"??_GExtra@@UAEPAXI@Z" = comdat any

$"??1Extra@@UAE@XZ" = comdat any

$"??1M@@UAE@XZ" = comdat any

$"??_R0?AUV@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z32" = comdat any

$"??_R0?AUL@@@8" = comdat any

$"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z16" = comdat any

$"_CT??_R0?AUV@@@8??0V@@QAE@ABU0@@Z8004" = comdat any

$"??_R0?AUR@@@8" = comdat any

$"_CT??_R0?AUR@@@8??0R@@QAE@ABU0@@Z168" = comdat any

$"_CTA4?AUD@@" = comdat any

$"_TI4?AUD@@" = comdat any

$"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = comdat any

$"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PAUV@@@8" = comdat any

$"??_R0PAUD@@@8" = comdat any

$"_CT??_R0PAUD@@@84" = comdat any

$"??_R0PAUL@@@8" = comdat any

$"_CT??_R0PAUL@@@84" = comdat any

$"_CT??_R0PAUV@@@84004" = comdat any

$"??_R0PAUR@@@8" = comdat any

$"_CT??_R0PAUR@@@848" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA5PAUD@@" = comdat any

$"_TI5PAUD@@" = comdat any

$"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUExtra@@@8" = comdat any

$"??_R0?AUM@@@8" = comdat any

$"_CT??_R0?AUM@@@8??0M@@QAE@ABU0@@Z32" = comdat any

$"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z1612" = comdat any

$"_CT??_R0?AUExtra@@@8??0Extra@@QAE@ABU0@@Z12" = comdat any

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

$"??_R17?0A@EA@R@@8" = comdat any

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

$"??_R1M@?0A@EA@L@@8" = comdat any

$"??_R1A@M@3FC@V@@8" = comdat any

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
@"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, ptr @"??_R0?AUD@@@8", i32 0, i32 -1, i32 0, i32 32, ptr @"??0D@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, ptr @"??_R0?AUL@@@8", i32 0, i32 -1, i32 0, i32 16, ptr @"??0L@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AUV@@@8??0V@@QAE@ABU0@@Z8004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 4, i32 8, ptr @"??0V@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUR@@\00" }, comdat
@"_CT??_R0?AUR@@@8??0R@@QAE@ABU0@@Z168" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, ptr @"??_R0?AUR@@@8", i32 8, i32 -1, i32 0, i32 16, ptr @"??0R@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA4?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x ptr] [ptr @"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z32", ptr @"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AUV@@@8??0V@@QAE@ABU0@@Z8004", ptr @"_CT??_R0?AUR@@@8??0R@@QAE@ABU0@@Z168"] }, section ".xdata", comdat
@"_TI4?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??_DD@@QAEXXZ", ptr null, ptr @"_CTA4?AUD@@" }, section ".xdata", comdat
@"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", comdat, align 1
@"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", comdat, align 1
@"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", comdat, align 1
@"??_R0PAUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUV@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, ptr @"??_R0PAUD@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUL@@\00" }, comdat
@"_CT??_R0PAUL@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, ptr @"??_R0PAUL@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0PAUV@@@84004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUV@@@8", i32 0, i32 0, i32 4, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUR@@\00" }, comdat
@"_CT??_R0PAUR@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, ptr @"??_R0PAUR@@@8", i32 8, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA5PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.5 { i32 5, [5 x ptr] [ptr @"_CT??_R0PAUD@@@84", ptr @"_CT??_R0PAUL@@@84", ptr @"_CT??_R0PAUV@@@84004", ptr @"_CT??_R0PAUR@@@848", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI5PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA5PAUD@@" }, section ".xdata", comdat
@"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", comdat, align 1
@"??_R0?AUExtra@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUExtra@@\00" }, comdat
@"??_R0?AUM@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUM@@\00" }, comdat
@"_CT??_R0?AUM@@@8??0M@@QAE@ABU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, ptr @"??_R0?AUM@@@8", i32 0, i32 -1, i32 0, i32 32, ptr @"??0M@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z1612" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, ptr @"??_R0?AUL@@@8", i32 12, i32 -1, i32 0, i32 16, ptr @"??0L@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AUExtra@@@8??0Extra@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUExtra@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0Extra@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA3?AUM@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0?AUM@@@8??0M@@QAE@ABU0@@Z32", ptr @"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z1612", ptr @"_CT??_R0?AUExtra@@@8??0Extra@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI3?AUM@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??_DM@@QAEXXZ", ptr null, ptr @"_CTA3?AUM@@" }, section ".xdata", comdat
@"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", comdat, align 1
@"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6B@", ptr @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z", ptr @"?who@D@@$4PPPPPPPM@A@BEPBDXZ"] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 24, i32 4, ptr @"??_R0?AUD@@@8", ptr @"??_R3D@@8" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, ptr @"??_R2D@@8" }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x ptr] [ptr @"??_R1A@?0A@EA@D@@8", ptr @"??_R1A@?0A@EA@L@@8", ptr @"??_R1A@A@3FA@V@@8", ptr @"??_R17?0A@EA@R@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUD@@@8", i32 4, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3D@@8" }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUL@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3L@@8" }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2L@@8" }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@L@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 0, i32 4, i32 80, ptr @"??_R3V@@8" }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2V@@8" }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3V@@8" }, comdat
@"??_R17?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUR@@@8", i32 1, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3R@@8" }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2R@@8" }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@R@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUR@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3R@@8" }, comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4V@@6B@", ptr @"??_GV@@UAEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R3V@@8" }, comdat
@"??_C@_01FCMHBHNC@V?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"V\00", comdat, align 1
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4L@@6B@", ptr @"??_GL@@UAEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUL@@@8", ptr @"??_R3L@@8" }, comdat
@"??_8R@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4R@@6B@", ptr @"??_GR@@UAEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUR@@@8", ptr @"??_R3R@@8" }, comdat
@"??_C@_01CKDDGHAB@D?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"D\00", comdat, align 1
@"??_C@_03NICHDKNK@?$HOD?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"~D\0A\00", comdat, align 1
@"??_8M@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 12], comdat, align 4
@4 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4M@@6BExtra@@@", ptr @"??_GM@@UAEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7M@@6BExtra@@@")
@5 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4M@@6BL@@@", ptr @"??_EM@@WBI@AEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7M@@6BL@@@")
@"??_R4M@@6BL@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 24, i32 0, ptr @"??_R0?AUM@@@8", ptr @"??_R3M@@8" }, comdat
@"??_R3M@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 7, i32 5, ptr @"??_R2M@@8" }, comdat
@"??_R2M@@8" = linkonce_odr constant [6 x ptr] [ptr @"??_R1A@?0A@EA@M@@8", ptr @"??_R1M@?0A@EA@L@@8", ptr @"??_R1A@M@3FC@V@@8", ptr @"??_R1A@?0A@EA@Extra@@8", ptr @"??_R1A@?0A@EC@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@M@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUM@@@8", i32 4, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3M@@8" }, comdat
@"??_R1M@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUL@@@8", i32 1, i32 12, i32 -1, i32 0, i32 64, ptr @"??_R3L@@8" }, comdat
@"??_R1A@M@3FC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 12, i32 4, i32 82, ptr @"??_R3V@@8" }, comdat
@"??_R1A@?0A@EA@Extra@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUExtra@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Extra@@8" }, comdat
@"??_R3Extra@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Extra@@8" }, comdat
@"??_R2Extra@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Extra@@8", ptr @"??_R1A@?0A@EA@V@@8", ptr null], comdat
@"??_R1A@?0A@EC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 -1, i32 0, i32 66, ptr @"??_R3V@@8" }, comdat
@"??_R4M@@6BExtra@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUM@@@8", ptr @"??_R3M@@8" }, comdat
@6 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Extra@@6B@", ptr @"??_GExtra@@UAEPAXI@Z", ptr @"?who@V@@UBEPBDXZ"] }, comdat($"??_7Extra@@6B@")
@"??_R4Extra@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUExtra@@@8", ptr @"??_R3Extra@@8" }, comdat

@"??_7D@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.M, align 4
  %11 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %12 = invoke x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef 1)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI4?AUD@@") #8
          to label %112 unwind label %14

14:                                               ; preds = %13, %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0?AUV@@@8", i32 8, ptr %3]
  %18 = load ptr, ptr %3, align 4
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds ptr, ptr %19, i64 1
  %21 = load ptr, ptr %20, align 4
  %22 = call x86_thiscallcc noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(8) %18) [ "funclet"(token %17) ]
  %23 = load ptr, ptr %3, align 4
  %24 = getelementptr inbounds %struct.V, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %25, ptr noundef %22) [ "funclet"(token %17) ]
  %27 = load ptr, ptr %3, align 4
  %28 = call ptr @__RTDynamicCast(ptr %27, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUD@@@8", i32 0) [ "funclet"(token %17) ]
  br label %29

29:                                               ; preds = %16
  store ptr %28, ptr %4, align 4
  %30 = load ptr, ptr %4, align 4
  %31 = getelementptr inbounds %struct.D, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = load ptr, ptr %4, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 8
  %35 = getelementptr inbounds %struct.R, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %4, align 4
  %38 = getelementptr inbounds %struct.L, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i32 noundef %39, i32 noundef %36, i32 noundef %32) [ "funclet"(token %17) ]
  catchret from %17 to label %41

41:                                               ; preds = %29
  br label %42

42:                                               ; preds = %41
  %43 = invoke x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %5, i32 noundef 1)
          to label %44 unwind label %45

44:                                               ; preds = %42
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI4?AUD@@") #8
          to label %112 unwind label %45

45:                                               ; preds = %44, %42
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"??_R0?AUR@@@8", i32 8, ptr %6]
  %49 = load ptr, ptr %6, align 4
  %50 = getelementptr inbounds i8, ptr %49, i32 0
  %51 = load ptr, ptr %50, align 4
  %52 = getelementptr inbounds i32, ptr %51, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = add nsw i32 0, %53
  %55 = getelementptr inbounds i8, ptr %49, i32 %54
  %56 = getelementptr inbounds %struct.V, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %6, align 4
  %59 = getelementptr inbounds %struct.R, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i32 noundef %60, i32 noundef %57) [ "funclet"(token %48) ]
  catchret from %48 to label %62

62:                                               ; preds = %47
  br label %63

63:                                               ; preds = %62
  %64 = call x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 1)
  store ptr %7, ptr %8, align 4
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI5PAUD@@") #8
          to label %112 unwind label %65

65:                                               ; preds = %63
  %66 = catchswitch within none [label %67] unwind label %110

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @"??_R0PAUV@@@8", i32 1, ptr %9]
  %69 = load ptr, ptr %9, align 4
  %70 = icmp eq ptr %7, null
  br i1 %70, label %78, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds i8, ptr %7, i32 0
  %73 = load ptr, ptr %72, align 4
  %74 = getelementptr inbounds i32, ptr %73, i32 1
  %75 = load i32, ptr %74, align 4
  %76 = add nsw i32 0, %75
  %77 = getelementptr inbounds i8, ptr %7, i32 %76
  br label %78

78:                                               ; preds = %71, %67
  %79 = phi ptr [ %77, %71 ], [ null, %67 ]
  %80 = icmp eq ptr %69, %79
  %81 = zext i1 %80 to i32
  %82 = load ptr, ptr %9, align 4
  %83 = getelementptr inbounds %struct.V, ptr %82, i32 0, i32 1
  %84 = load i32, ptr %83, align 4
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %84, i32 noundef %81) [ "funclet"(token %68) ]
          to label %86 unwind label %110

86:                                               ; preds = %78
  catchret from %68 to label %87

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87
  call void @llvm.memset.p0.i32(ptr align 4 %10, i8 0, i32 32, i1 false)
  %89 = invoke x86_thiscallcc noundef ptr @"??0M@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(24) %10, i32 noundef 1)
          to label %90 unwind label %91

90:                                               ; preds = %88
  invoke void @_CxxThrowException(ptr %10, ptr @"_TI3?AUM@@") #8
          to label %112 unwind label %91

91:                                               ; preds = %90, %88
  %92 = catchswitch within none [label %93, label %102] unwind label %110

93:                                               ; preds = %91
  %94 = catchpad within %92 [ptr @"??_R0?AUV@@@8", i32 8, ptr null]
  %95 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@") [ "funclet"(token %94) ]
          to label %96 unwind label %110

96:                                               ; preds = %93
  catchret from %94 to label %97

97:                                               ; preds = %96
  br label %98

98:                                               ; preds = %97, %109
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
          to label %100 unwind label %110

100:                                              ; preds = %98
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  %101 = load i32, ptr %1, align 4
  ret i32 %101

102:                                              ; preds = %91
  %103 = catchpad within %92 [ptr @"??_R0?AUExtra@@@8", i32 8, ptr %11]
  %104 = load ptr, ptr %11, align 4
  %105 = getelementptr inbounds %struct.Extra, ptr %104, i32 0, i32 1
  %106 = load i32, ptr %105, align 4
  %107 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i32 noundef %106) [ "funclet"(token %103) ]
          to label %108 unwind label %110

108:                                              ; preds = %102
  catchret from %103 to label %109

109:                                              ; preds = %108
  br label %98

110:                                              ; preds = %98, %93, %102, %91, %78, %65
  %111 = cleanuppad within none []
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %7) #9 [ "funclet"(token %111) ]
  cleanupret from %111 unwind to caller

112:                                              ; preds = %90, %63, %44, %13
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8D@@7BL@@@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %6, i32 24
  %13 = call x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %12)
  br label %14

14:                                               ; preds = %9, %2
  %15 = invoke x86_thiscallcc noundef ptr @"??0L@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 0)
          to label %16 unwind label %46

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %6, i32 8
  %18 = invoke x86_thiscallcc noundef ptr @"??0R@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %17, i32 noundef 0)
          to label %19 unwind label %43

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %6, i32 0
  %21 = load ptr, ptr %20, align 4
  %22 = getelementptr inbounds i32, ptr %21, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 0, %23
  %25 = getelementptr inbounds i8, ptr %6, i32 %24
  store ptr @"??_7D@@6B@", ptr %25, align 4
  %26 = getelementptr inbounds i8, ptr %6, i32 0
  %27 = load ptr, ptr %26, align 4
  %28 = getelementptr inbounds i32, ptr %27, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 0, %29
  %31 = sub i32 %30, 24
  %32 = getelementptr inbounds i8, ptr %6, i32 %30
  %33 = getelementptr i8, ptr %32, i32 -4
  store i32 %31, ptr %33, align 4
  %34 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 2
  store i32 3, ptr %34, align 4
  %35 = getelementptr inbounds i8, ptr %6, i32 0
  %36 = load ptr, ptr %35, align 4
  %37 = getelementptr inbounds i32, ptr %36, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 0, %38
  %40 = getelementptr inbounds i8, ptr %6, i32 %39
  %41 = getelementptr inbounds %struct.V, ptr %40, i32 0, i32 1
  store i32 300, ptr %41, align 4
  %42 = load ptr, ptr %3, align 4
  ret ptr %42

43:                                               ; preds = %16
  %44 = cleanuppad within none []
  %45 = getelementptr i8, ptr %6, i32 8
  call x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %45) #9 [ "funclet"(token %44) ]
  cleanupret from %44 unwind label %46

46:                                               ; preds = %43, %14
  %47 = cleanuppad within none []
  %48 = getelementptr inbounds i8, ptr %6, i32 24
  %49 = icmp ne i32 %7, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %46
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %48) #9 [ "funclet"(token %47) ]
  br label %51

51:                                               ; preds = %50, %46
  cleanupret from %47 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0D@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %0, ptr %7, align 4
  %8 = load ptr, ptr %7, align 4
  store ptr %8, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i32 0
  store ptr @"??_8D@@7BL@@@", ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %13, align 4
  %14 = getelementptr inbounds i8, ptr %8, i32 24
  %15 = load ptr, ptr %6, align 4
  %16 = getelementptr inbounds i8, ptr %15, i32 0
  %17 = load ptr, ptr %16, align 4
  %18 = getelementptr inbounds i32, ptr %17, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = add nsw i32 0, %19
  %21 = getelementptr inbounds i8, ptr %15, i32 %20
  %22 = call x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %14, ptr noundef nonnull align 4 dereferenceable(8) %21) #9
  br label %23

23:                                               ; preds = %11, %3
  %24 = load ptr, ptr %6, align 4
  %25 = call x86_thiscallcc noundef ptr @"??0L@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef nonnull align 4 dereferenceable(8) %24, i32 noundef 0) #9
  %26 = getelementptr inbounds i8, ptr %8, i32 8
  %27 = load ptr, ptr %6, align 4
  %28 = getelementptr inbounds i8, ptr %27, i32 8
  %29 = call x86_thiscallcc noundef ptr @"??0R@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %26, ptr noundef nonnull align 4 dereferenceable(8) %28, i32 noundef 0) #9
  %30 = getelementptr inbounds i8, ptr %8, i32 0
  %31 = load ptr, ptr %30, align 4
  %32 = getelementptr inbounds i32, ptr %31, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 0, %33
  %35 = getelementptr inbounds i8, ptr %8, i32 %34
  store ptr @"??_7D@@6B@", ptr %35, align 4
  %36 = getelementptr inbounds i8, ptr %8, i32 0
  %37 = load ptr, ptr %36, align 4
  %38 = getelementptr inbounds i32, ptr %37, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 0, %39
  %41 = sub i32 %40, 24
  %42 = getelementptr inbounds i8, ptr %8, i32 %40
  %43 = getelementptr i8, ptr %42, i32 -4
  store i32 %41, ptr %43, align 4
  %44 = getelementptr inbounds %struct.D, ptr %8, i32 0, i32 2
  %45 = load ptr, ptr %6, align 4
  %46 = getelementptr inbounds %struct.D, ptr %45, i32 0, i32 2
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %44, align 4
  %48 = load ptr, ptr %4, align 4
  ret ptr %48
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0L@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %0, ptr %7, align 4
  %8 = load ptr, ptr %7, align 4
  store ptr %8, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i32 0
  store ptr @"??_8L@@7B@", ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 8
  %14 = load ptr, ptr %6, align 4
  %15 = getelementptr inbounds i8, ptr %14, i32 0
  %16 = load ptr, ptr %15, align 4
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 0, %18
  %20 = getelementptr inbounds i8, ptr %14, i32 %19
  %21 = call x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %13, ptr noundef nonnull align 4 dereferenceable(8) %20) #9
  br label %22

22:                                               ; preds = %11, %3
  %23 = getelementptr inbounds i8, ptr %8, i32 0
  %24 = load ptr, ptr %23, align 4
  %25 = getelementptr inbounds i32, ptr %24, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 0, %26
  %28 = getelementptr inbounds i8, ptr %8, i32 %27
  store ptr @"??_7L@@6B@", ptr %28, align 4
  %29 = getelementptr inbounds %struct.L, ptr %8, i32 0, i32 1
  %30 = load ptr, ptr %6, align 4
  %31 = getelementptr inbounds %struct.L, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %29, align 4
  %33 = load ptr, ptr %4, align 4
  ret ptr %33
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  store ptr @"??_7V@@6B@", ptr %5, align 4
  %6 = getelementptr inbounds %struct.V, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.V, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0R@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %0, ptr %7, align 4
  %8 = load ptr, ptr %7, align 4
  store ptr %8, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i32 0
  store ptr @"??_8R@@7B@", ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 8
  %14 = load ptr, ptr %6, align 4
  %15 = getelementptr inbounds i8, ptr %14, i32 0
  %16 = load ptr, ptr %15, align 4
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 0, %18
  %20 = getelementptr inbounds i8, ptr %14, i32 %19
  %21 = call x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %13, ptr noundef nonnull align 4 dereferenceable(8) %20) #9
  br label %22

22:                                               ; preds = %11, %3
  %23 = getelementptr inbounds i8, ptr %8, i32 0
  %24 = load ptr, ptr %23, align 4
  %25 = getelementptr inbounds i32, ptr %24, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 0, %26
  %28 = getelementptr inbounds i8, ptr %8, i32 %27
  store ptr @"??_7R@@6B@", ptr %28, align 4
  %29 = getelementptr inbounds %struct.R, ptr %8, i32 0, i32 1
  %30 = load ptr, ptr %6, align 4
  %31 = getelementptr inbounds %struct.R, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %29, align 4
  %33 = load ptr, ptr %4, align 4
  ret ptr %33
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DD@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 24
  call x86_thiscallcc void @"??1D@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 24
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0M@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 12
  store ptr @"??_8M@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 24
  %12 = call x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 12
  %15 = call x86_thiscallcc noundef ptr @"??0L@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %14, i32 noundef 0)
  %16 = invoke x86_thiscallcc noundef ptr @"??0Extra@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6)
          to label %17 unwind label %26

17:                                               ; preds = %13
  store ptr @"??_7M@@6BExtra@@@", ptr %6, align 4
  %18 = getelementptr inbounds i8, ptr %6, i32 12
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds i32, ptr %19, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 12, %21
  %23 = getelementptr inbounds i8, ptr %6, i32 %22
  store ptr @"??_7M@@6BL@@@", ptr %23, align 4
  %24 = getelementptr inbounds %struct.M, ptr %6, i32 0, i32 2
  store i32 5, ptr %24, align 4
  %25 = load ptr, ptr %3, align 4
  ret ptr %25

26:                                               ; preds = %13
  %27 = cleanuppad within none []
  %28 = getelementptr inbounds i8, ptr %6, i32 12
  %29 = getelementptr i8, ptr %28, i32 8
  call x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %29) #9 [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %30

30:                                               ; preds = %26
  %31 = cleanuppad within none []
  %32 = getelementptr inbounds i8, ptr %6, i32 24
  %33 = icmp ne i32 %7, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %32) #9 [ "funclet"(token %31) ]
  br label %35

35:                                               ; preds = %34, %30
  cleanupret from %31 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0M@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 %2, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %0, ptr %7, align 4
  %8 = load ptr, ptr %7, align 4
  store ptr %8, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %8, i32 12
  store ptr @"??_8M@@7B@", ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 24
  %14 = load ptr, ptr %6, align 4
  %15 = getelementptr inbounds i8, ptr %14, i32 12
  %16 = load ptr, ptr %15, align 4
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 12, %18
  %20 = getelementptr inbounds i8, ptr %14, i32 %19
  %21 = call x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %13, ptr noundef nonnull align 4 dereferenceable(8) %20) #9
  br label %22

22:                                               ; preds = %11, %3
  %23 = getelementptr inbounds i8, ptr %8, i32 12
  %24 = load ptr, ptr %6, align 4
  %25 = getelementptr inbounds i8, ptr %24, i32 12
  %26 = call x86_thiscallcc noundef ptr @"??0L@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %23, ptr noundef nonnull align 4 dereferenceable(8) %25, i32 noundef 0) #9
  %27 = load ptr, ptr %6, align 4
  %28 = call x86_thiscallcc noundef ptr @"??0Extra@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) %27) #9
  store ptr @"??_7M@@6BExtra@@@", ptr %8, align 4
  %29 = getelementptr inbounds i8, ptr %8, i32 12
  %30 = load ptr, ptr %29, align 4
  %31 = getelementptr inbounds i32, ptr %30, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 12, %32
  %34 = getelementptr inbounds i8, ptr %8, i32 %33
  store ptr @"??_7M@@6BL@@@", ptr %34, align 4
  %35 = getelementptr inbounds %struct.M, ptr %8, i32 0, i32 2
  %36 = load ptr, ptr %6, align 4
  %37 = getelementptr inbounds %struct.M, ptr %36, i32 0, i32 2
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %35, align 4
  %39 = load ptr, ptr %4, align 4
  ret ptr %39
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Extra@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  store ptr @"??_7Extra@@6B@", ptr %5, align 4
  %8 = getelementptr inbounds %struct.Extra, ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %3, align 4
  %10 = getelementptr inbounds %struct.Extra, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %8, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DM@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1M@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(24) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i32 24
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7V@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 100, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0L@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8L@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 0, %17
  %19 = getelementptr inbounds i8, ptr %6, i32 %18
  store ptr @"??_7L@@6B@", ptr %19, align 4
  %20 = getelementptr inbounds %struct.L, ptr %6, i32 0, i32 1
  store i32 1, ptr %20, align 4
  %21 = load ptr, ptr %3, align 4
  ret ptr %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0R@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8R@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 0, %17
  %19 = getelementptr inbounds i8, ptr %6, i32 %18
  store ptr @"??_7R@@6B@", ptr %19, align 4
  %20 = getelementptr inbounds %struct.R, ptr %6, i32 0, i32 1
  store i32 2, ptr %20, align 4
  %21 = load ptr, ptr %3, align 4
  ret ptr %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds i8, ptr %6, i32 -4
  %9 = load i32, ptr %8, align 4
  %10 = sub i32 0, %9
  %11 = getelementptr i8, ptr %6, i32 %10
  %12 = tail call x86_thiscallcc noundef ptr @"??_GD@@UAEPAXI@Z"(ptr noundef %11, i32 noundef %7) #9
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GD@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -24
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 32) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@D@@$4PPPPPPPM@A@BEPBDXZ"(ptr noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -4
  %5 = load i32, ptr %4, align 4
  %6 = sub i32 0, %5
  %7 = getelementptr i8, ptr %3, i32 %6
  %8 = tail call x86_thiscallcc noundef ptr @"?who@D@@UBEPBDXZ"(ptr noundef %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@D@@UBEPBDXZ"(ptr noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -24
  ret ptr @"??_C@_01CKDDGHAB@D?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GV@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@V@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_01FCMHBHNC@V?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GL@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DL@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DL@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GR@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DR@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DR@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1R@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1R@@UAE@XZ"(ptr noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1D@@UAE@XZ"(ptr noundef %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -24
  %5 = getelementptr inbounds i8, ptr %4, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %6, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 0, %8
  %10 = getelementptr inbounds i8, ptr %4, i32 %9
  store ptr @"??_7D@@6B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %4, i32 0
  %12 = load ptr, ptr %11, align 4
  %13 = getelementptr inbounds i32, ptr %12, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 0, %14
  %16 = sub i32 %15, 24
  %17 = getelementptr inbounds i8, ptr %4, i32 %15
  %18 = getelementptr i8, ptr %17, i32 -4
  store i32 %16, ptr %18, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03NICHDKNK@?$HOD?6?$AA@")
          to label %20 unwind label %24

20:                                               ; preds = %1
  %21 = getelementptr inbounds i8, ptr %4, i32 8
  %22 = getelementptr i8, ptr %21, i32 8
  call x86_thiscallcc void @"??1R@@UAE@XZ"(ptr noundef %22) #9
  %23 = getelementptr i8, ptr %4, i32 8
  call x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %23) #9
  ret void

24:                                               ; preds = %1
  %25 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %25) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Extra@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0V@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3)
  store ptr @"??_7Extra@@6B@", ptr %3, align 4
  %5 = getelementptr inbounds %struct.Extra, ptr %3, i32 0, i32 1
  store i32 9, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EM@@WBI@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -24
  %9 = tail call x86_thiscallcc noundef ptr @"??_GM@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(24) %8, i32 noundef %7) #9
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GM@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DM@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(24) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 32) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GExtra@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Extra@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 12) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Extra@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1V@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1M@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Extra@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i32 12
  %5 = getelementptr i8, ptr %4, i32 8
  call x86_thiscallcc void @"??1L@@UAE@XZ"(ptr noundef %5) #9
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

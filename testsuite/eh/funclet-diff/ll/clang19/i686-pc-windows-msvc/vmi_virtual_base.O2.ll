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

$"??0D@@QAE@ABU0@@Z" = comdat any

$"??0L@@QAE@ABU0@@Z" = comdat any

$"??0V@@QAE@ABU0@@Z" = comdat any

$"??0R@@QAE@ABU0@@Z" = comdat any

$"??_DD@@QAEXXZ" = comdat any

$"??0M@@QAE@ABU0@@Z" = comdat any

$"??0Extra@@QAE@ABU0@@Z" = comdat any

$"??_DM@@QAEXXZ" = comdat any

$"??_ED@@$4PPPPPPPM@A@AEPAXI@Z" = comdat any

$"?who@D@@$4PPPPPPPM@A@BEPBDXZ" = comdat any

$"??_GV@@UAEPAXI@Z" = comdat any

$"?who@V@@UBEPBDXZ" = comdat any

$"??_GL@@UAEPAXI@Z" = comdat any

$"??_GR@@UAEPAXI@Z" = comdat any

$"??_EM@@WBI@AEPAXI@Z" = comdat any

$"??_GM@@UAEPAXI@Z" = comdat any

$"??_GExtra@@UAEPAXI@Z" = comdat any

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
@str = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.2 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

@"??_7D@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.M, align 4
  %9 = alloca ptr, align 4
  store ptr @"??_8D@@7BL@@@", ptr %1, align 4
  %10 = getelementptr inbounds i8, ptr %1, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 24
  %12 = getelementptr inbounds i8, ptr %1, i32 28
  %13 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %14, align 4
  store ptr @"??_7D@@6B@", ptr %11, align 4
  %15 = getelementptr inbounds i8, ptr %1, i32 20
  store i32 0, ptr %15, align 4
  %16 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 3, ptr %16, align 4
  store i32 300, ptr %12, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI4?AUD@@") #10
          to label %128 unwind label %17

17:                                               ; preds = %0
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUV@@@8", i32 8, ptr %2]
  %21 = load ptr, ptr %2, align 4
  %22 = load ptr, ptr %21, align 4
  %23 = getelementptr inbounds i8, ptr %22, i32 4
  %24 = load ptr, ptr %23, align 4
  %25 = call x86_thiscallcc noundef ptr %24(ptr noundef nonnull align 4 dereferenceable(8) %21) [ "funclet"(token %20) ]
  %26 = load ptr, ptr %2, align 4
  %27 = getelementptr inbounds i8, ptr %26, i32 4
  %28 = load i32, ptr %27, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %28, ptr noundef %25) [ "funclet"(token %20) ]
  %30 = load ptr, ptr %2, align 4
  %31 = call ptr @__RTDynamicCast(ptr %30, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUD@@@8", i32 0) [ "funclet"(token %20) ]
  %32 = getelementptr inbounds i8, ptr %31, i32 16
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds i8, ptr %31, i32 12
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds i8, ptr %31, i32 4
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i32 noundef %37, i32 noundef %35, i32 noundef %33) [ "funclet"(token %20) ]
  catchret from %20 to label %39

39:                                               ; preds = %19
  store ptr @"??_8D@@7BL@@@", ptr %3, align 4
  %40 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %40, align 4
  %41 = getelementptr inbounds i8, ptr %3, i32 24
  %42 = getelementptr inbounds i8, ptr %3, i32 28
  %43 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 1, ptr %43, align 4
  %44 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 2, ptr %44, align 4
  store ptr @"??_7D@@6B@", ptr %41, align 4
  %45 = getelementptr inbounds i8, ptr %3, i32 20
  store i32 0, ptr %45, align 4
  %46 = getelementptr inbounds i8, ptr %3, i32 16
  store i32 3, ptr %46, align 4
  store i32 300, ptr %42, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI4?AUD@@") #10
          to label %128 unwind label %47

47:                                               ; preds = %39
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @"??_R0?AUR@@@8", i32 8, ptr %4]
  %51 = load ptr, ptr %4, align 4
  %52 = load ptr, ptr %51, align 4
  %53 = getelementptr inbounds i8, ptr %52, i32 4
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds i8, ptr %51, i32 %54
  %56 = getelementptr inbounds i8, ptr %55, i32 4
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %51, i32 4
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i32 noundef %59, i32 noundef %57) [ "funclet"(token %50) ]
  catchret from %50 to label %61

61:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  store ptr @"??_8D@@7BL@@@", ptr %5, align 4
  %62 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %62, align 4
  %63 = getelementptr inbounds i8, ptr %5, i32 24
  %64 = getelementptr inbounds i8, ptr %5, i32 28
  %65 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 1, ptr %65, align 4
  %66 = getelementptr inbounds i8, ptr %5, i32 12
  store i32 2, ptr %66, align 4
  store ptr @"??_7D@@6B@", ptr %63, align 4
  %67 = getelementptr inbounds i8, ptr %5, i32 20
  store i32 0, ptr %67, align 4
  %68 = getelementptr inbounds i8, ptr %5, i32 16
  store i32 3, ptr %68, align 4
  store i32 300, ptr %64, align 4
  store ptr %5, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI5PAUD@@") #10
          to label %128 unwind label %69

69:                                               ; preds = %61
  %70 = catchswitch within none [label %71] unwind label %115

71:                                               ; preds = %69
  %72 = catchpad within %70 [ptr @"??_R0PAUV@@@8", i32 1, ptr %7]
  %73 = load ptr, ptr %7, align 4
  %74 = load ptr, ptr %5, align 4
  %75 = getelementptr inbounds i8, ptr %74, i32 4
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr inbounds i8, ptr %5, i32 %76
  %78 = icmp eq ptr %73, %77
  %79 = zext i1 %78 to i32
  %80 = getelementptr inbounds i8, ptr %73, i32 4
  %81 = load i32, ptr %80, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %81, i32 noundef %79) [ "funclet"(token %72) ]
  catchret from %72 to label %83

83:                                               ; preds = %71
  %84 = getelementptr inbounds i8, ptr %8, i32 12
  store ptr @"??_8M@@7B@", ptr %84, align 4
  %85 = getelementptr inbounds i8, ptr %8, i32 24
  %86 = getelementptr inbounds i8, ptr %8, i32 28
  store i32 100, ptr %86, align 4
  %87 = getelementptr inbounds i8, ptr %8, i32 16
  store i32 1, ptr %87, align 4
  %88 = getelementptr inbounds i8, ptr %8, i32 4
  store i32 100, ptr %88, align 4
  %89 = getelementptr inbounds i8, ptr %8, i32 8
  store i32 9, ptr %89, align 4
  store ptr @"??_7M@@6BExtra@@@", ptr %8, align 4
  store ptr @"??_7M@@6BL@@@", ptr %85, align 4
  %90 = getelementptr inbounds i8, ptr %8, i32 20
  store i32 5, ptr %90, align 4
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI3?AUM@@") #10
          to label %128 unwind label %91

91:                                               ; preds = %83
  %92 = catchswitch within none [label %93, label %109] unwind label %115

93:                                               ; preds = %91
  %94 = catchpad within %92 [ptr @"??_R0?AUV@@@8", i32 8, ptr null]
  %95 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %94) ]
  catchret from %94 to label %96

96:                                               ; preds = %109, %93
  %97 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %98 = load ptr, ptr %5, align 4
  %99 = getelementptr inbounds i8, ptr %98, i32 4
  %100 = load i32, ptr %99, align 4
  %101 = getelementptr inbounds i8, ptr %5, i32 %100
  store ptr @"??_7D@@6B@", ptr %101, align 4
  %102 = load ptr, ptr %5, align 4
  %103 = getelementptr inbounds i8, ptr %102, i32 4
  %104 = load i32, ptr %103, align 4
  %105 = add i32 %104, -24
  %106 = getelementptr inbounds i8, ptr %5, i32 %104
  %107 = getelementptr i8, ptr %106, i32 -4
  store i32 %105, ptr %107, align 4
  %108 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  ret i32 0

109:                                              ; preds = %91
  %110 = catchpad within %92 [ptr @"??_R0?AUExtra@@@8", i32 8, ptr %9]
  %111 = load ptr, ptr %9, align 4
  %112 = getelementptr inbounds i8, ptr %111, i32 8
  %113 = load i32, ptr %112, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i32 noundef %113) [ "funclet"(token %110) ]
  catchret from %110 to label %96

115:                                              ; preds = %91, %69
  %116 = cleanuppad within none []
  %117 = load ptr, ptr %5, align 4
  %118 = getelementptr inbounds i8, ptr %117, i32 4
  %119 = load i32, ptr %118, align 4
  %120 = getelementptr inbounds i8, ptr %5, i32 %119
  store ptr @"??_7D@@6B@", ptr %120, align 4
  %121 = load ptr, ptr %5, align 4
  %122 = getelementptr inbounds i8, ptr %121, i32 4
  %123 = load i32, ptr %122, align 4
  %124 = add i32 %123, -24
  %125 = getelementptr inbounds i8, ptr %5, i32 %123
  %126 = getelementptr i8, ptr %125, i32 -4
  store i32 %124, ptr %126, align 4
  %127 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %116) ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  cleanupret from %116 unwind to caller

128:                                              ; preds = %83, %61, %39, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0D@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %0, align 4
  br label %17

7:                                                ; preds = %3
  store ptr @"??_8D@@7BL@@@", ptr %0, align 4
  %8 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 24
  %10 = load ptr, ptr %1, align 4
  %11 = getelementptr inbounds i8, ptr %10, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %1, i32 %12
  store ptr @"??_7V@@6B@", ptr %9, align 4
  %14 = getelementptr inbounds i8, ptr %0, i32 28
  %15 = getelementptr inbounds i8, ptr %13, i32 4
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %14, align 4
  br label %17

17:                                               ; preds = %5, %7
  %18 = phi ptr [ %6, %5 ], [ @"??_8D@@7BL@@@", %7 ]
  %19 = getelementptr inbounds i8, ptr %18, i32 4
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds i8, ptr %0, i32 %20
  store ptr @"??_7L@@6B@", ptr %21, align 4
  %22 = getelementptr inbounds i8, ptr %0, i32 4
  %23 = getelementptr inbounds i8, ptr %1, i32 4
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %22, align 4
  %25 = getelementptr inbounds i8, ptr %0, i32 8
  %26 = load ptr, ptr %25, align 4
  %27 = getelementptr inbounds i8, ptr %26, i32 4
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds i8, ptr %25, i32 %28
  store ptr @"??_7R@@6B@", ptr %29, align 4
  %30 = getelementptr inbounds i8, ptr %0, i32 12
  %31 = getelementptr inbounds i8, ptr %1, i32 12
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %30, align 4
  %33 = load ptr, ptr %0, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 4
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds i8, ptr %0, i32 %35
  store ptr @"??_7D@@6B@", ptr %36, align 4
  %37 = load ptr, ptr %0, align 4
  %38 = getelementptr inbounds i8, ptr %37, i32 4
  %39 = load i32, ptr %38, align 4
  %40 = add i32 %39, -24
  %41 = getelementptr inbounds i8, ptr %0, i32 %39
  %42 = getelementptr i8, ptr %41, i32 -4
  store i32 %40, ptr %42, align 4
  %43 = getelementptr inbounds i8, ptr %0, i32 16
  %44 = getelementptr inbounds i8, ptr %1, i32 16
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %43, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0L@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %0, align 4
  br label %16

7:                                                ; preds = %3
  store ptr @"??_8L@@7B@", ptr %0, align 4
  %8 = getelementptr inbounds i8, ptr %0, i32 8
  %9 = load ptr, ptr %1, align 4
  %10 = getelementptr inbounds i8, ptr %9, i32 4
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds i8, ptr %1, i32 %11
  store ptr @"??_7V@@6B@", ptr %8, align 4
  %13 = getelementptr inbounds i8, ptr %0, i32 12
  %14 = getelementptr inbounds i8, ptr %12, i32 4
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %13, align 4
  br label %16

16:                                               ; preds = %5, %7
  %17 = phi ptr [ %6, %5 ], [ @"??_8L@@7B@", %7 ]
  %18 = getelementptr inbounds i8, ptr %17, i32 4
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds i8, ptr %0, i32 %19
  store ptr @"??_7L@@6B@", ptr %20, align 4
  %21 = getelementptr inbounds i8, ptr %0, i32 4
  %22 = getelementptr inbounds i8, ptr %1, i32 4
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %21, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0V@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  store ptr @"??_7V@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0R@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %0, align 4
  br label %16

7:                                                ; preds = %3
  store ptr @"??_8R@@7B@", ptr %0, align 4
  %8 = getelementptr inbounds i8, ptr %0, i32 8
  %9 = load ptr, ptr %1, align 4
  %10 = getelementptr inbounds i8, ptr %9, i32 4
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds i8, ptr %1, i32 %11
  store ptr @"??_7V@@6B@", ptr %8, align 4
  %13 = getelementptr inbounds i8, ptr %0, i32 12
  %14 = getelementptr inbounds i8, ptr %12, i32 4
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %13, align 4
  br label %16

16:                                               ; preds = %5, %7
  %17 = phi ptr [ %6, %5 ], [ @"??_8R@@7B@", %7 ]
  %18 = getelementptr inbounds i8, ptr %17, i32 4
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds i8, ptr %0, i32 %19
  store ptr @"??_7R@@6B@", ptr %20, align 4
  %21 = getelementptr inbounds i8, ptr %0, i32 4
  %22 = getelementptr inbounds i8, ptr %1, i32 4
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %21, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??_DD@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load ptr, ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  store ptr @"??_7D@@6B@", ptr %5, align 4
  %6 = load ptr, ptr %0, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 4
  %8 = load i32, ptr %7, align 4
  %9 = add i32 %8, -24
  %10 = getelementptr inbounds i8, ptr %0, i32 %8
  %11 = getelementptr i8, ptr %10, i32 -4
  store i32 %9, ptr %11, align 4
  %12 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0M@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds i8, ptr %0, i32 12
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load ptr, ptr %5, align 4
  br label %18

8:                                                ; preds = %3
  store ptr @"??_8M@@7B@", ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 24
  %10 = getelementptr inbounds i8, ptr %1, i32 12
  %11 = load ptr, ptr %10, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr i8, ptr %1, i32 %13
  store ptr @"??_7V@@6B@", ptr %9, align 4
  %15 = getelementptr inbounds i8, ptr %0, i32 28
  %16 = getelementptr i8, ptr %14, i32 16
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 4
  br label %18

18:                                               ; preds = %6, %8
  %19 = phi ptr [ %7, %6 ], [ @"??_8M@@7B@", %8 ]
  %20 = getelementptr inbounds i8, ptr %0, i32 12
  %21 = getelementptr inbounds i8, ptr %19, i32 4
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds i8, ptr %20, i32 %22
  store ptr @"??_7L@@6B@", ptr %23, align 4
  %24 = getelementptr inbounds i8, ptr %0, i32 16
  %25 = getelementptr inbounds i8, ptr %1, i32 16
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %24, align 4
  store ptr @"??_7V@@6B@", ptr %0, align 4
  %27 = getelementptr inbounds i8, ptr %0, i32 4
  %28 = getelementptr inbounds i8, ptr %1, i32 4
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %27, align 4
  store ptr @"??_7Extra@@6B@", ptr %0, align 4
  %30 = getelementptr inbounds i8, ptr %0, i32 8
  %31 = getelementptr inbounds i8, ptr %1, i32 8
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %30, align 4
  store ptr @"??_7M@@6BExtra@@@", ptr %0, align 4
  %33 = load ptr, ptr %20, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 4
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr i8, ptr %0, i32 %35
  %37 = getelementptr i8, ptr %36, i32 12
  store ptr @"??_7M@@6BL@@@", ptr %37, align 4
  %38 = getelementptr inbounds i8, ptr %0, i32 20
  %39 = getelementptr inbounds i8, ptr %1, i32 20
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %38, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Extra@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  store ptr @"??_7V@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  store ptr @"??_7Extra@@6B@", ptr %0, align 4
  %6 = getelementptr inbounds i8, ptr %0, i32 8
  %7 = getelementptr inbounds i8, ptr %1, i32 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %6, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??_DM@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -4
  %4 = load i32, ptr %3, align 4
  %5 = sub i32 0, %4
  %6 = getelementptr i8, ptr %0, i32 %5
  %7 = getelementptr inbounds i8, ptr %6, i32 -24
  %8 = load ptr, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 4
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %7, i32 %10
  store ptr @"??_7D@@6B@", ptr %11, align 4
  %12 = load ptr, ptr %7, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  %14 = load i32, ptr %13, align 4
  %15 = add i32 %14, -24
  %16 = getelementptr inbounds i8, ptr %7, i32 %14
  %17 = getelementptr i8, ptr %16, i32 -4
  store i32 %15, ptr %17, align 4
  %18 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %19 = icmp eq i32 %1, 0
  br i1 %19, label %21, label %20

20:                                               ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %7, i32 noundef 32) #12
  br label %21

21:                                               ; preds = %2, %20
  ret ptr %7
}

define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@D@@$4PPPPPPPM@A@BEPBDXZ"(ptr noundef %0) unnamed_addr #6 comdat align 2 {
  ret ptr @"??_C@_01CKDDGHAB@D?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GV@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #12
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@V@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  ret ptr @"??_C@_01FCMHBHNC@V?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GL@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 16) #12
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GR@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 16) #12
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EM@@WBI@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -24
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 32) #12
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GM@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 32) #12
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GExtra@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #12
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { noreturn }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

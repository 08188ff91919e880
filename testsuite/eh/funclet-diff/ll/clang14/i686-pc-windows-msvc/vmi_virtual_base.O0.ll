; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.4 = type { i32, [4 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.5 = type { i32, [5 x %eh.CatchableType*] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.D = type { %struct.L.base, %struct.R.base, i32, i32, %struct.V }
%struct.L.base = type { i32*, i32 }
%struct.R.base = type { i32*, i32 }
%struct.V = type { i32 (...)**, i32 }
%struct.R = type { i32*, i32, %struct.V }
%struct.M = type { %struct.Extra, %struct.L.base, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.L = type { i32*, i32, %struct.V }

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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUV@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUD@@\00" }, comdat
@"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 32, i8* bitcast (%struct.D* (%struct.D*, %struct.D*, i32)* @"??0D@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), i32 0, i32 -1, i32 0, i32 16, i8* bitcast (%struct.L* (%struct.L*, %struct.L*, i32)* @"??0L@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUV@@@8??0V@@QAE@ABU0@@Z8004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i32 0, i32 0, i32 4, i32 8, i8* bitcast (%struct.V* (%struct.V*, %struct.V*)* @"??0V@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUR@@\00" }, comdat
@"_CT??_R0?AUR@@@8??0R@@QAE@ABU0@@Z168" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i8*), i32 8, i32 -1, i32 0, i32 16, i8* bitcast (%struct.R* (%struct.R*, %struct.R*, i32)* @"??0R@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA4?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z32", %eh.CatchableType* @"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z16", %eh.CatchableType* @"_CT??_R0?AUV@@@8??0V@@QAE@ABU0@@Z8004", %eh.CatchableType* @"_CT??_R0?AUR@@@8??0R@@QAE@ABU0@@Z168"] }, section ".xdata", comdat
@"_TI4?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.D*)* @"??_DD@@QAEXXZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.4* @"_CTA4?AUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", comdat, align 1
@"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", comdat, align 1
@"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", comdat, align 1
@"??_R0PAUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUV@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUL@@\00" }, comdat
@"_CT??_R0PAUL@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUL@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0PAUV@@@84004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUV@@@8" to i8*), i32 0, i32 0, i32 4, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUR@@\00" }, comdat
@"_CT??_R0PAUR@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 5, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUR@@@8" to i8*), i32 8, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA5PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.5 { i32 5, [5 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUD@@@84", %eh.CatchableType* @"_CT??_R0PAUL@@@84", %eh.CatchableType* @"_CT??_R0PAUV@@@84004", %eh.CatchableType* @"_CT??_R0PAUR@@@848", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI5PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.5* @"_CTA5PAUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", comdat, align 1
@"??_R0?AUExtra@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUExtra@@\00" }, comdat
@"??_R0?AUM@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUM@@\00" }, comdat
@"_CT??_R0?AUM@@@8??0M@@QAE@ABU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i8*), i32 0, i32 -1, i32 0, i32 32, i8* bitcast (%struct.M* (%struct.M*, %struct.M*, i32)* @"??0M@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z1612" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), i32 12, i32 -1, i32 0, i32 16, i8* bitcast (%struct.L* (%struct.L*, %struct.L*, i32)* @"??0L@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUExtra@@@8??0Extra@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%struct.Extra* (%struct.Extra*, %struct.Extra*)* @"??0Extra@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AUM@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUM@@@8??0M@@QAE@ABU0@@Z32", %eh.CatchableType* @"_CT??_R0?AUL@@@8??0L@@QAE@ABU0@@Z1612", %eh.CatchableType* @"_CT??_R0?AUExtra@@@8??0Extra@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI3?AUM@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.M*)* @"??_DM@@QAEXXZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUM@@" to i8*) }, section ".xdata", comdat
@"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", comdat, align 1
@"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6B@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z" to i8*), i8* bitcast (i8* (i8*)* @"?who@D@@$4PPPPPPPM@A@BEPBDXZ" to i8*)] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 24, i32 4, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3D@@8" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, %rtti.BaseClassDescriptor** getelementptr inbounds ([6 x %rtti.BaseClassDescriptor*], [6 x %rtti.BaseClassDescriptor*]* @"??_R2D@@8", i32 0, i32 0) }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@D@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@L@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@R@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 4, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3D@@8" }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3L@@8" }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2L@@8", i32 0, i32 0) }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@L@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i32 0, i32 0, i32 0, i32 4, i32 80, %rtti.ClassHierarchyDescriptor* @"??_R3V@@8" }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2V@@8", i32 0, i32 0) }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3V@@8" }, comdat
@"??_R17?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i8*), i32 1, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3R@@8" }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2R@@8", i32 0, i32 0) }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@R@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3R@@8" }, comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4V@@6B@" to i8*), i8* bitcast (i8* (%struct.V*, i32)* @"??_GV@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3V@@8" }, comdat
@"??_C@_01FCMHBHNC@V?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"V\00", comdat, align 1
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4L@@6B@" to i8*), i8* bitcast (i8* (%struct.L*, i32)* @"??_GL@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3L@@8" }, comdat
@"??_8R@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4R@@6B@" to i8*), i8* bitcast (i8* (%struct.R*, i32)* @"??_GR@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3R@@8" }, comdat
@"??_C@_01CKDDGHAB@D?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"D\00", comdat, align 1
@"??_C@_03NICHDKNK@?$HOD?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"~D\0A\00", comdat, align 1
@"??_8M@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 12], comdat, align 4
@4 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4M@@6BExtra@@@" to i8*), i8* bitcast (i8* (%struct.M*, i32)* @"??_GM@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7M@@6BExtra@@@")
@5 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4M@@6BL@@@" to i8*), i8* bitcast (i8* (%struct.M*, i32)* @"??_EM@@WBI@AEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7M@@6BL@@@")
@"??_R4M@@6BL@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 24, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3M@@8" }, comdat
@"??_R3M@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 7, i32 5, %rtti.BaseClassDescriptor** getelementptr inbounds ([6 x %rtti.BaseClassDescriptor*], [6 x %rtti.BaseClassDescriptor*]* @"??_R2M@@8", i32 0, i32 0) }, comdat
@"??_R2M@@8" = linkonce_odr constant [6 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@M@@8", %rtti.BaseClassDescriptor* @"??_R1M@?0A@EA@L@@8", %rtti.BaseClassDescriptor* @"??_R1A@M@3FC@V@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Extra@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EC@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@M@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i8*), i32 4, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3M@@8" }, comdat
@"??_R1M@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), i32 1, i32 12, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3L@@8" }, comdat
@"??_R1A@M@3FC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i32 0, i32 0, i32 12, i32 4, i32 82, %rtti.ClassHierarchyDescriptor* @"??_R3V@@8" }, comdat
@"??_R1A@?0A@EA@Extra@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Extra@@8" }, comdat
@"??_R3Extra@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Extra@@8", i32 0, i32 0) }, comdat
@"??_R2Extra@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Extra@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@V@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EC@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 66, %rtti.ClassHierarchyDescriptor* @"??_R3V@@8" }, comdat
@"??_R4M@@6BExtra@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUM@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3M@@8" }, comdat
@6 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Extra@@6B@" to i8*), i8* bitcast (i8* (%struct.Extra*, i32)* @"??_GExtra@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.V*)* @"?who@V@@UBEPBDXZ" to i8*)] }, comdat($"??_7Extra@@6B@")
@"??_R4Extra@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Extra@@8" }, comdat

@"??_7D@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7M@@6BExtra@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7M@@6BL@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Extra@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca %struct.R*, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca %struct.D*, align 4
  %9 = alloca %struct.V*, align 4
  %10 = alloca %struct.M, align 4
  %11 = alloca %struct.Extra*, align 4
  store i32 0, i32* %1, align 4
  %12 = invoke x86_thiscallcc noundef %struct.D* @"??0D@@QAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %2, i32 noundef 1)
          to label %13 unwind label %15

13:                                               ; preds = %0
  %14 = bitcast %struct.D* %2 to i8*
  invoke void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI4?AUD@@") #7
          to label %131 unwind label %15

15:                                               ; preds = %13, %0
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, %struct.V** %3]
  %19 = load %struct.V*, %struct.V** %3, align 4
  %20 = bitcast %struct.V* %19 to i8* (%struct.V*)***
  %21 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %20, align 4
  %22 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %21, i64 1
  %23 = load i8* (%struct.V*)*, i8* (%struct.V*)** %22, align 4
  %24 = call x86_thiscallcc noundef i8* %23(%struct.V* noundef nonnull align 4 dereferenceable(8) %19) [ "funclet"(token %18) ]
  %25 = load %struct.V*, %struct.V** %3, align 4
  %26 = getelementptr inbounds %struct.V, %struct.V* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %27, i8* noundef %24) [ "funclet"(token %18) ]
  %29 = load %struct.V*, %struct.V** %3, align 4
  %30 = bitcast %struct.V* %29 to i8*
  %31 = call i8* @__RTDynamicCast(i8* %30, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0) [ "funclet"(token %18) ]
  %32 = bitcast i8* %31 to %struct.D*
  br label %33

33:                                               ; preds = %17
  store %struct.D* %32, %struct.D** %4, align 4
  %34 = load %struct.D*, %struct.D** %4, align 4
  %35 = getelementptr inbounds %struct.D, %struct.D* %34, i32 0, i32 2
  %36 = load i32, i32* %35, align 4
  %37 = load %struct.D*, %struct.D** %4, align 4
  %38 = bitcast %struct.D* %37 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i32 8
  %40 = bitcast i8* %39 to %struct.R*
  %41 = getelementptr inbounds %struct.R, %struct.R* %40, i32 0, i32 1
  %42 = load i32, i32* %41, align 4
  %43 = load %struct.D*, %struct.D** %4, align 4
  %44 = bitcast %struct.D* %43 to %struct.L*
  %45 = getelementptr inbounds %struct.L, %struct.L* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i32 0, i32 0), i32 noundef %46, i32 noundef %42, i32 noundef %36) [ "funclet"(token %18) ]
  catchret from %18 to label %48

48:                                               ; preds = %33
  br label %49

49:                                               ; preds = %48
  %50 = invoke x86_thiscallcc noundef %struct.D* @"??0D@@QAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %5, i32 noundef 1)
          to label %51 unwind label %53

51:                                               ; preds = %49
  %52 = bitcast %struct.D* %5 to i8*
  invoke void @_CxxThrowException(i8* %52, %eh.ThrowInfo* @"_TI4?AUD@@") #7
          to label %131 unwind label %53

53:                                               ; preds = %51, %49
  %54 = catchswitch within none [label %55] unwind to caller

55:                                               ; preds = %53
  %56 = catchpad within %54 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %6]
  %57 = load %struct.R*, %struct.R** %6, align 4
  %58 = bitcast %struct.R* %57 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i32 0
  %60 = bitcast i8* %59 to i32**
  %61 = load i32*, i32** %60, align 4
  %62 = getelementptr inbounds i32, i32* %61, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 0, %63
  %65 = bitcast %struct.R* %57 to i8*
  %66 = getelementptr inbounds i8, i8* %65, i32 %64
  %67 = bitcast i8* %66 to %struct.V*
  %68 = getelementptr inbounds %struct.V, %struct.V* %67, i32 0, i32 1
  %69 = load i32, i32* %68, align 4
  %70 = load %struct.R*, %struct.R** %6, align 4
  %71 = getelementptr inbounds %struct.R, %struct.R* %70, i32 0, i32 1
  %72 = load i32, i32* %71, align 4
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %72, i32 noundef %69) [ "funclet"(token %56) ]
  catchret from %56 to label %74

74:                                               ; preds = %55
  br label %75

75:                                               ; preds = %74
  %76 = call x86_thiscallcc noundef %struct.D* @"??0D@@QAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 1)
  store %struct.D* %7, %struct.D** %8, align 4
  %77 = bitcast %struct.D** %8 to i8*
  invoke void @_CxxThrowException(i8* %77, %eh.ThrowInfo* @"_TI5PAUD@@") #7
          to label %131 unwind label %78

78:                                               ; preds = %75
  %79 = catchswitch within none [label %80] unwind label %129

80:                                               ; preds = %78
  %81 = catchpad within %79 [%rtti.TypeDescriptor7* @"??_R0PAUV@@@8", i32 1, %struct.V** %9]
  %82 = load %struct.V*, %struct.V** %9, align 4
  %83 = icmp eq %struct.D* %7, null
  br i1 %83, label %95, label %84

84:                                               ; preds = %80
  %85 = bitcast %struct.D* %7 to i8*
  %86 = getelementptr inbounds i8, i8* %85, i32 0
  %87 = bitcast i8* %86 to i32**
  %88 = load i32*, i32** %87, align 4
  %89 = getelementptr inbounds i32, i32* %88, i32 1
  %90 = load i32, i32* %89, align 4
  %91 = add nsw i32 0, %90
  %92 = bitcast %struct.D* %7 to i8*
  %93 = getelementptr inbounds i8, i8* %92, i32 %91
  %94 = bitcast i8* %93 to %struct.V*
  br label %95

95:                                               ; preds = %84, %80
  %96 = phi %struct.V* [ %94, %84 ], [ null, %80 ]
  %97 = icmp eq %struct.V* %82, %96
  %98 = zext i1 %97 to i32
  %99 = load %struct.V*, %struct.V** %9, align 4
  %100 = getelementptr inbounds %struct.V, %struct.V* %99, i32 0, i32 1
  %101 = load i32, i32* %100, align 4
  %102 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %101, i32 noundef %98) [ "funclet"(token %81) ]
          to label %103 unwind label %129

103:                                              ; preds = %95
  catchret from %81 to label %104

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104
  %106 = bitcast %struct.M* %10 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %106, i8 0, i32 32, i1 false)
  %107 = invoke x86_thiscallcc noundef %struct.M* @"??0M@@QAE@XZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %10, i32 noundef 1)
          to label %108 unwind label %110

108:                                              ; preds = %105
  %109 = bitcast %struct.M* %10 to i8*
  invoke void @_CxxThrowException(i8* %109, %eh.ThrowInfo* @"_TI3?AUM@@") #7
          to label %131 unwind label %110

110:                                              ; preds = %108, %105
  %111 = catchswitch within none [label %112, label %121] unwind label %129

112:                                              ; preds = %110
  %113 = catchpad within %111 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, i8* null]
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@BPGGFPPC@wrong?3?5ambiguous?5V?$CG?6?$AA@", i32 0, i32 0)) [ "funclet"(token %113) ]
          to label %115 unwind label %129

115:                                              ; preds = %112
  catchret from %113 to label %116

116:                                              ; preds = %115
  br label %117

117:                                              ; preds = %116, %128
  %118 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i32 0, i32 0))
          to label %119 unwind label %129

119:                                              ; preds = %117
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  %120 = load i32, i32* %1, align 4
  ret i32 %120

121:                                              ; preds = %110
  %122 = catchpad within %111 [%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8", i32 8, %struct.Extra** %11]
  %123 = load %struct.Extra*, %struct.Extra** %11, align 4
  %124 = getelementptr inbounds %struct.Extra, %struct.Extra* %123, i32 0, i32 1
  %125 = load i32, i32* %124, align 4
  %126 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %125) [ "funclet"(token %122) ]
          to label %127 unwind label %129

127:                                              ; preds = %121
  catchret from %122 to label %128

128:                                              ; preds = %127
  br label %117

129:                                              ; preds = %117, %112, %121, %110, %95, %78
  %130 = cleanuppad within none []
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8 [ "funclet"(token %130) ]
  cleanupret from %130 unwind to caller

131:                                              ; preds = %108, %75, %51, %13
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.D* @"??0D@@QAE@XZ"(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 4
  %6 = load %struct.D*, %struct.D** %5, align 4
  store %struct.D* %6, %struct.D** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = bitcast %struct.D* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %12, align 4
  %13 = getelementptr inbounds i8, i8* %10, i32 8
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %14, align 4
  %15 = bitcast %struct.D* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 24
  %17 = bitcast i8* %16 to %struct.V*
  %18 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %17)
  br label %19

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.D* %6 to %struct.L*
  %21 = invoke x86_thiscallcc noundef %struct.L* @"??0L@@QAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %20, i32 noundef 0)
          to label %22 unwind label %69

22:                                               ; preds = %19
  %23 = bitcast %struct.D* %6 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i32 8
  %25 = bitcast i8* %24 to %struct.R*
  %26 = invoke x86_thiscallcc noundef %struct.R* @"??0R@@QAE@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %25, i32 noundef 0)
          to label %27 unwind label %63

27:                                               ; preds = %22
  %28 = bitcast %struct.D* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i32 0
  %30 = bitcast i8* %29 to i32**
  %31 = load i32*, i32** %30, align 4
  %32 = getelementptr inbounds i32, i32* %31, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 0, %33
  %35 = bitcast %struct.D* %6 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i32 %34
  %37 = bitcast i8* %36 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %37, align 4
  %38 = bitcast %struct.D* %6 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i32 0
  %40 = bitcast i8* %39 to i32**
  %41 = load i32*, i32** %40, align 4
  %42 = getelementptr inbounds i32, i32* %41, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 0, %43
  %45 = sub i32 %44, 24
  %46 = bitcast %struct.D* %6 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i32 %44
  %48 = getelementptr i8, i8* %47, i32 -4
  %49 = bitcast i8* %48 to i32*
  store i32 %45, i32* %49, align 4
  %50 = getelementptr inbounds %struct.D, %struct.D* %6, i32 0, i32 2
  store i32 3, i32* %50, align 4
  %51 = bitcast %struct.D* %6 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i32 0
  %53 = bitcast i8* %52 to i32**
  %54 = load i32*, i32** %53, align 4
  %55 = getelementptr inbounds i32, i32* %54, i32 1
  %56 = load i32, i32* %55, align 4
  %57 = add nsw i32 0, %56
  %58 = bitcast %struct.D* %6 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i32 %57
  %60 = bitcast i8* %59 to %struct.V*
  %61 = getelementptr inbounds %struct.V, %struct.V* %60, i32 0, i32 1
  store i32 300, i32* %61, align 4
  %62 = load %struct.D*, %struct.D** %3, align 4
  ret %struct.D* %62

63:                                               ; preds = %22
  %64 = cleanuppad within none []
  %65 = bitcast %struct.D* %6 to %struct.L*
  %66 = bitcast %struct.L* %65 to i8*
  %67 = getelementptr i8, i8* %66, i32 8
  %68 = bitcast i8* %67 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %68) #8 [ "funclet"(token %64) ]
  cleanupret from %64 unwind label %69

69:                                               ; preds = %63, %19
  %70 = cleanuppad within none []
  %71 = bitcast %struct.D* %6 to i8*
  %72 = getelementptr inbounds i8, i8* %71, i32 24
  %73 = bitcast i8* %72 to %struct.V*
  %74 = icmp ne i32 %7, 0
  br i1 %74, label %75, label %76

75:                                               ; preds = %69
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %73) #8 [ "funclet"(token %70) ]
  br label %76

76:                                               ; preds = %75, %69
  cleanupret from %70 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.D* @"??0D@@QAE@ABU0@@Z"(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.D*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.D*, align 4
  %7 = alloca %struct.D*, align 4
  store i32 %2, i32* %5, align 4
  store %struct.D* %1, %struct.D** %6, align 4
  store %struct.D* %0, %struct.D** %7, align 4
  %8 = load %struct.D*, %struct.D** %7, align 4
  store %struct.D* %8, %struct.D** %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %32

11:                                               ; preds = %3
  %12 = bitcast %struct.D* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %14, align 4
  %15 = getelementptr inbounds i8, i8* %12, i32 8
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %16, align 4
  %17 = bitcast %struct.D* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 24
  %19 = bitcast i8* %18 to %struct.V*
  %20 = load %struct.D*, %struct.D** %6, align 4
  %21 = bitcast %struct.D* %20 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i32 0
  %23 = bitcast i8* %22 to i32**
  %24 = load i32*, i32** %23, align 4
  %25 = getelementptr inbounds i32, i32* %24, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 0, %26
  %28 = bitcast %struct.D* %20 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i32 %27
  %30 = bitcast i8* %29 to %struct.V*
  %31 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %19, %struct.V* noundef nonnull align 4 dereferenceable(8) %30) #8
  br label %32

32:                                               ; preds = %11, %3
  %33 = bitcast %struct.D* %8 to %struct.L*
  %34 = load %struct.D*, %struct.D** %6, align 4
  %35 = bitcast %struct.D* %34 to %struct.L*
  %36 = call x86_thiscallcc noundef %struct.L* @"??0L@@QAE@ABU0@@Z"(%struct.L* noundef nonnull align 4 dereferenceable(8) %33, %struct.L* noundef nonnull align 4 dereferenceable(8) %35, i32 noundef 0) #8
  %37 = bitcast %struct.D* %8 to i8*
  %38 = getelementptr inbounds i8, i8* %37, i32 8
  %39 = bitcast i8* %38 to %struct.R*
  %40 = load %struct.D*, %struct.D** %6, align 4
  %41 = bitcast %struct.D* %40 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i32 8
  %43 = bitcast i8* %42 to %struct.R*
  %44 = call x86_thiscallcc noundef %struct.R* @"??0R@@QAE@ABU0@@Z"(%struct.R* noundef nonnull align 4 dereferenceable(8) %39, %struct.R* noundef nonnull align 4 dereferenceable(8) %43, i32 noundef 0) #8
  %45 = bitcast %struct.D* %8 to i8*
  %46 = getelementptr inbounds i8, i8* %45, i32 0
  %47 = bitcast i8* %46 to i32**
  %48 = load i32*, i32** %47, align 4
  %49 = getelementptr inbounds i32, i32* %48, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = add nsw i32 0, %50
  %52 = bitcast %struct.D* %8 to i8*
  %53 = getelementptr inbounds i8, i8* %52, i32 %51
  %54 = bitcast i8* %53 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %54, align 4
  %55 = bitcast %struct.D* %8 to i8*
  %56 = getelementptr inbounds i8, i8* %55, i32 0
  %57 = bitcast i8* %56 to i32**
  %58 = load i32*, i32** %57, align 4
  %59 = getelementptr inbounds i32, i32* %58, i32 1
  %60 = load i32, i32* %59, align 4
  %61 = add nsw i32 0, %60
  %62 = sub i32 %61, 24
  %63 = bitcast %struct.D* %8 to i8*
  %64 = getelementptr inbounds i8, i8* %63, i32 %61
  %65 = getelementptr i8, i8* %64, i32 -4
  %66 = bitcast i8* %65 to i32*
  store i32 %62, i32* %66, align 4
  %67 = getelementptr inbounds %struct.D, %struct.D* %8, i32 0, i32 2
  %68 = load %struct.D*, %struct.D** %6, align 4
  %69 = getelementptr inbounds %struct.D, %struct.D* %68, i32 0, i32 2
  %70 = load i32, i32* %69, align 4
  store i32 %70, i32* %67, align 4
  %71 = load %struct.D*, %struct.D** %4, align 4
  ret %struct.D* %71
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.L* @"??0L@@QAE@ABU0@@Z"(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.L* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.L*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.L*, align 4
  %7 = alloca %struct.L*, align 4
  store i32 %2, i32* %5, align 4
  store %struct.L* %1, %struct.L** %6, align 4
  store %struct.L* %0, %struct.L** %7, align 4
  %8 = load %struct.L*, %struct.L** %7, align 4
  store %struct.L* %8, %struct.L** %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %3
  %12 = bitcast %struct.L* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), i32** %14, align 4
  %15 = bitcast %struct.L* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.L*, %struct.L** %6, align 4
  %19 = bitcast %struct.L* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 0
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 4
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 0, %24
  %26 = bitcast %struct.L* %18 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 %25
  %28 = bitcast i8* %27 to %struct.V*
  %29 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %17, %struct.V* noundef nonnull align 4 dereferenceable(8) %28) #8
  br label %30

30:                                               ; preds = %11, %3
  %31 = bitcast %struct.L* %8 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 0
  %33 = bitcast i8* %32 to i32**
  %34 = load i32*, i32** %33, align 4
  %35 = getelementptr inbounds i32, i32* %34, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = add nsw i32 0, %36
  %38 = bitcast %struct.L* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i32 %37
  %40 = bitcast i8* %39 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %40, align 4
  %41 = getelementptr inbounds %struct.L, %struct.L* %8, i32 0, i32 1
  %42 = load %struct.L*, %struct.L** %6, align 4
  %43 = getelementptr inbounds %struct.L, %struct.L* %42, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %41, align 4
  %45 = load %struct.L*, %struct.L** %4, align 4
  ret %struct.L* %45
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.V* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.V*, align 4
  store %struct.V* %1, %struct.V** %3, align 4
  store %struct.V* %0, %struct.V** %4, align 4
  %5 = load %struct.V*, %struct.V** %4, align 4
  %6 = bitcast %struct.V* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.V, %struct.V* %5, i32 0, i32 1
  %8 = load %struct.V*, %struct.V** %3, align 4
  %9 = getelementptr inbounds %struct.V, %struct.V* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  ret %struct.V* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.R* @"??0R@@QAE@ABU0@@Z"(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.R* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.R*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.R*, align 4
  %7 = alloca %struct.R*, align 4
  store i32 %2, i32* %5, align 4
  store %struct.R* %1, %struct.R** %6, align 4
  store %struct.R* %0, %struct.R** %7, align 4
  %8 = load %struct.R*, %struct.R** %7, align 4
  store %struct.R* %8, %struct.R** %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %3
  %12 = bitcast %struct.R* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), i32** %14, align 4
  %15 = bitcast %struct.R* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.R*, %struct.R** %6, align 4
  %19 = bitcast %struct.R* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 0
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 4
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 0, %24
  %26 = bitcast %struct.R* %18 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 %25
  %28 = bitcast i8* %27 to %struct.V*
  %29 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %17, %struct.V* noundef nonnull align 4 dereferenceable(8) %28) #8
  br label %30

30:                                               ; preds = %11, %3
  %31 = bitcast %struct.R* %8 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 0
  %33 = bitcast i8* %32 to i32**
  %34 = load i32*, i32** %33, align 4
  %35 = getelementptr inbounds i32, i32* %34, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = add nsw i32 0, %36
  %38 = bitcast %struct.R* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i32 %37
  %40 = bitcast i8* %39 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %40, align 4
  %41 = getelementptr inbounds %struct.R, %struct.R* %8, i32 0, i32 1
  %42 = load %struct.R*, %struct.R** %6, align 4
  %43 = getelementptr inbounds %struct.R, %struct.R* %42, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %41, align 4
  %45 = load %struct.R*, %struct.R** %4, align 4
  ret %struct.R* %45
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DD@@QAEXXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 24
  %6 = bitcast i8* %5 to %struct.D*
  call x86_thiscallcc void @"??1D@@UAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #8
  %7 = bitcast %struct.D* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 24
  %9 = bitcast i8* %8 to %struct.V*
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %9) #8
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.M* @"??0M@@QAE@XZ"(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.M*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 4
  %6 = load %struct.M*, %struct.M** %5, align 4
  store %struct.M* %6, %struct.M** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.M* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 12
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.M* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 24
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.M* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 12
  %20 = bitcast i8* %19 to %struct.L*
  %21 = call x86_thiscallcc noundef %struct.L* @"??0L@@QAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %20, i32 noundef 0)
  %22 = bitcast %struct.M* %6 to %struct.Extra*
  %23 = invoke x86_thiscallcc noundef %struct.Extra* @"??0Extra@@QAE@XZ"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %22)
          to label %24 unwind label %38

24:                                               ; preds = %17
  %25 = bitcast %struct.M* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %25, align 4
  %26 = bitcast %struct.M* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 12
  %28 = bitcast i8* %27 to i32**
  %29 = load i32*, i32** %28, align 4
  %30 = getelementptr inbounds i32, i32* %29, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 12, %31
  %33 = bitcast %struct.M* %6 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i32 %32
  %35 = bitcast i8* %34 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %35, align 4
  %36 = getelementptr inbounds %struct.M, %struct.M* %6, i32 0, i32 2
  store i32 5, i32* %36, align 4
  %37 = load %struct.M*, %struct.M** %3, align 4
  ret %struct.M* %37

38:                                               ; preds = %17
  %39 = cleanuppad within none []
  %40 = bitcast %struct.M* %6 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i32 12
  %42 = bitcast i8* %41 to %struct.L*
  %43 = bitcast %struct.L* %42 to i8*
  %44 = getelementptr i8, i8* %43, i32 8
  %45 = bitcast i8* %44 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %45) #8 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %46

46:                                               ; preds = %38
  %47 = cleanuppad within none []
  %48 = bitcast %struct.M* %6 to i8*
  %49 = getelementptr inbounds i8, i8* %48, i32 24
  %50 = bitcast i8* %49 to %struct.V*
  %51 = icmp ne i32 %7, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %46
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %50) #8 [ "funclet"(token %47) ]
  br label %53

53:                                               ; preds = %52, %46
  cleanupret from %47 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.M* @"??0M@@QAE@ABU0@@Z"(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0, %struct.M* noundef nonnull align 4 dereferenceable(24) %1, i32 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca %struct.M*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.M*, align 4
  %7 = alloca %struct.M*, align 4
  store i32 %2, i32* %5, align 4
  store %struct.M* %1, %struct.M** %6, align 4
  store %struct.M* %0, %struct.M** %7, align 4
  %8 = load %struct.M*, %struct.M** %7, align 4
  store %struct.M* %8, %struct.M** %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %3
  %12 = bitcast %struct.M* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 12
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %14, align 4
  %15 = bitcast %struct.M* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 24
  %17 = bitcast i8* %16 to %struct.V*
  %18 = load %struct.M*, %struct.M** %6, align 4
  %19 = bitcast %struct.M* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 12
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 4
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 12, %24
  %26 = bitcast %struct.M* %18 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 %25
  %28 = bitcast i8* %27 to %struct.V*
  %29 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %17, %struct.V* noundef nonnull align 4 dereferenceable(8) %28) #8
  br label %30

30:                                               ; preds = %11, %3
  %31 = bitcast %struct.M* %8 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 12
  %33 = bitcast i8* %32 to %struct.L*
  %34 = load %struct.M*, %struct.M** %6, align 4
  %35 = bitcast %struct.M* %34 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i32 12
  %37 = bitcast i8* %36 to %struct.L*
  %38 = call x86_thiscallcc noundef %struct.L* @"??0L@@QAE@ABU0@@Z"(%struct.L* noundef nonnull align 4 dereferenceable(8) %33, %struct.L* noundef nonnull align 4 dereferenceable(8) %37, i32 noundef 0) #8
  %39 = bitcast %struct.M* %8 to %struct.Extra*
  %40 = load %struct.M*, %struct.M** %6, align 4
  %41 = bitcast %struct.M* %40 to %struct.Extra*
  %42 = call x86_thiscallcc noundef %struct.Extra* @"??0Extra@@QAE@ABU0@@Z"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %39, %struct.Extra* noundef nonnull align 4 dereferenceable(12) %41) #8
  %43 = bitcast %struct.M* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %43, align 4
  %44 = bitcast %struct.M* %8 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 12
  %46 = bitcast i8* %45 to i32**
  %47 = load i32*, i32** %46, align 4
  %48 = getelementptr inbounds i32, i32* %47, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = add nsw i32 12, %49
  %51 = bitcast %struct.M* %8 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i32 %50
  %53 = bitcast i8* %52 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %53, align 4
  %54 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 2
  %55 = load %struct.M*, %struct.M** %6, align 4
  %56 = getelementptr inbounds %struct.M, %struct.M* %55, i32 0, i32 2
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %54, align 4
  %58 = load %struct.M*, %struct.M** %4, align 4
  ret %struct.M* %58
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Extra* @"??0Extra@@QAE@ABU0@@Z"(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Extra* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Extra*, align 4
  %4 = alloca %struct.Extra*, align 4
  store %struct.Extra* %1, %struct.Extra** %3, align 4
  store %struct.Extra* %0, %struct.Extra** %4, align 4
  %5 = load %struct.Extra*, %struct.Extra** %4, align 4
  %6 = bitcast %struct.Extra* %5 to %struct.V*
  %7 = load %struct.Extra*, %struct.Extra** %3, align 4
  %8 = bitcast %struct.Extra* %7 to %struct.V*
  %9 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %6, %struct.V* noundef nonnull align 4 dereferenceable(8) %8) #8
  %10 = bitcast %struct.Extra* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %10, align 4
  %11 = getelementptr inbounds %struct.Extra, %struct.Extra* %5, i32 0, i32 1
  %12 = load %struct.Extra*, %struct.Extra** %3, align 4
  %13 = getelementptr inbounds %struct.Extra, %struct.Extra* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  store i32 %14, i32* %11, align 4
  ret %struct.Extra* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DM@@QAEXXZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  call x86_thiscallcc void @"??1M@@UAE@XZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %3) #8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 24
  %6 = bitcast i8* %5 to %struct.V*
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #8
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 100, i32* %5, align 4
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.L* @"??0L@@QAE@XZ"(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.L*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.L* %0, %struct.L** %5, align 4
  %6 = load %struct.L*, %struct.L** %5, align 4
  store %struct.L* %6, %struct.L** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.L* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.L* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.L* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 0, %23
  %25 = bitcast %struct.L* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %27, align 4
  %28 = getelementptr inbounds %struct.L, %struct.L* %6, i32 0, i32 1
  store i32 1, i32* %28, align 4
  %29 = load %struct.L*, %struct.L** %3, align 4
  ret %struct.L* %29
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.R* @"??0R@@QAE@XZ"(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.R*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.R* %0, %struct.R** %5, align 4
  %6 = load %struct.R*, %struct.R** %5, align 4
  store %struct.R* %6, %struct.R** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.R* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.R* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.V*
  %16 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.R* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 0, %23
  %25 = bitcast %struct.R* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %27, align 4
  %28 = getelementptr inbounds %struct.R, %struct.R* %6, i32 0, i32 1
  store i32 2, i32* %28, align 4
  %29 = load %struct.R*, %struct.R** %3, align 4
  ret %struct.R* %29
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.L*
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 4
  %6 = load %struct.D*, %struct.D** %5, align 4
  %7 = bitcast %struct.D* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.D* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.D*
  %16 = tail call x86_thiscallcc noundef i8* @"??_GD@@UAEPAXI@Z"(%struct.D* noundef nonnull align 4 dereferenceable(20) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GD@@UAEPAXI@Z"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 4
  %6 = load %struct.D*, %struct.D** %5, align 4
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.D*
  %10 = bitcast %struct.D* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DD@@QAEXXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.D* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@D@@$4PPPPPPPM@A@BEPBDXZ"(i8* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  %4 = bitcast i8* %0 to %struct.D*
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = load %struct.D*, %struct.D** %2, align 4
  store %struct.D* %5, %struct.D** %3, align 4
  %6 = load %struct.D*, %struct.D** %3, align 4
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call x86_thiscallcc noundef i8* @"?who@D@@UBEPBDXZ"(i8* noundef %12)
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@D@@UBEPBDXZ"(i8* noundef %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  %4 = bitcast i8* %0 to %struct.D*
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = load %struct.D*, %struct.D** %2, align 4
  store %struct.D* %5, %struct.D** %3, align 4
  %6 = load %struct.D*, %struct.D** %3, align 4
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.D*
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CKDDGHAB@D?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GV@@UAEPAXI@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.V*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.V* %0, %struct.V** %5, align 4
  %6 = load %struct.V*, %struct.V** %5, align 4
  %7 = bitcast %struct.V* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.V* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@V@@UBEPBDXZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FCMHBHNC@V?$AA@", i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GL@@UAEPAXI@Z"(%struct.L* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.L*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.L* %0, %struct.L** %5, align 4
  %6 = load %struct.L*, %struct.L** %5, align 4
  %7 = bitcast %struct.L* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.L*
  %10 = bitcast %struct.L* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DL@@QAEXXZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.L* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DL@@QAEXXZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %6) #8
  %7 = bitcast %struct.L* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.V*
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %9) #8
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GR@@UAEPAXI@Z"(%struct.R* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.R*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.R* %0, %struct.R** %5, align 4
  %6 = load %struct.R*, %struct.R** %5, align 4
  %7 = bitcast %struct.R* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.R*
  %10 = bitcast %struct.R* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DR@@QAEXXZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.R* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DR@@QAEXXZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.R*
  call x86_thiscallcc void @"??1R@@UAE@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %6) #8
  %7 = bitcast %struct.R* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.V*
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %9) #8
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1R@@UAE@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.R*
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1D@@UAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -24
  %6 = bitcast i8* %5 to %struct.D*
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 4
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 0, %12
  %14 = bitcast %struct.D* %6 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 %13
  %16 = bitcast i8* %15 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %16, align 4
  %17 = bitcast %struct.D* %6 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 0
  %19 = bitcast i8* %18 to i32**
  %20 = load i32*, i32** %19, align 4
  %21 = getelementptr inbounds i32, i32* %20, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 0, %22
  %24 = sub i32 %23, 24
  %25 = bitcast %struct.D* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %23
  %27 = getelementptr i8, i8* %26, i32 -4
  %28 = bitcast i8* %27 to i32*
  store i32 %24, i32* %28, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03NICHDKNK@?$HOD?6?$AA@", i32 0, i32 0))
          to label %30 unwind label %41

30:                                               ; preds = %1
  %31 = bitcast %struct.D* %6 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 8
  %33 = bitcast i8* %32 to %struct.R*
  %34 = bitcast %struct.R* %33 to i8*
  %35 = getelementptr i8, i8* %34, i32 8
  %36 = bitcast i8* %35 to %struct.R*
  call x86_thiscallcc void @"??1R@@UAE@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %36) #8
  %37 = bitcast %struct.D* %6 to %struct.L*
  %38 = bitcast %struct.L* %37 to i8*
  %39 = getelementptr i8, i8* %38, i32 8
  %40 = bitcast i8* %39 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %40) #8
  ret void

41:                                               ; preds = %1
  %42 = cleanuppad within none []
  %43 = bitcast %struct.D* %6 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i32 8
  %45 = bitcast i8* %44 to %struct.R*
  %46 = bitcast %struct.R* %45 to i8*
  %47 = getelementptr i8, i8* %46, i32 8
  %48 = bitcast i8* %47 to %struct.R*
  call x86_thiscallcc void @"??1R@@UAE@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %48) #8 [ "funclet"(token %42) ]
  cleanupret from %42 unwind label %49

49:                                               ; preds = %41
  %50 = cleanuppad within none []
  %51 = bitcast %struct.D* %6 to %struct.L*
  %52 = bitcast %struct.L* %51 to i8*
  %53 = getelementptr i8, i8* %52, i32 8
  %54 = bitcast i8* %53 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %54) #8 [ "funclet"(token %50) ]
  cleanupret from %50 unwind label %55

55:                                               ; preds = %49
  %56 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %56) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Extra* @"??0Extra@@QAE@XZ"(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call x86_thiscallcc noundef %struct.V* @"??0V@@QAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %4)
  %6 = bitcast %struct.Extra* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %3, i32 0, i32 1
  store i32 9, i32* %7, align 4
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_EM@@WBI@AEPAXI@Z"(%struct.M* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 4
  %6 = load %struct.M*, %struct.M** %5, align 4
  %7 = bitcast %struct.M* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.M* %6 to i8*
  %10 = getelementptr i8, i8* %9, i32 -24
  %11 = bitcast i8* %10 to %struct.M*
  %12 = tail call x86_thiscallcc noundef i8* @"??_GM@@UAEPAXI@Z"(%struct.M* noundef nonnull align 4 dereferenceable(24) %11, i32 noundef %8) #8
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GM@@UAEPAXI@Z"(%struct.M* noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.M*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.M* %0, %struct.M** %5, align 4
  %6 = load %struct.M*, %struct.M** %5, align 4
  %7 = bitcast %struct.M* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DM@@QAEXXZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.M* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GExtra@@UAEPAXI@Z"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Extra*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Extra* %0, %struct.Extra** %5, align 4
  %6 = load %struct.Extra*, %struct.Extra** %5, align 4
  %7 = bitcast %struct.Extra* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Extra@@UAE@XZ"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Extra* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Extra@@UAE@XZ"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  call x86_thiscallcc void @"??1V@@UAE@XZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1M@@UAE@XZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to %struct.Extra*
  call x86_thiscallcc void @"??1Extra@@UAE@XZ"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %4) #8
  %5 = bitcast %struct.M* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 12
  %7 = bitcast i8* %6 to %struct.L*
  %8 = bitcast %struct.L* %7 to i8*
  %9 = getelementptr i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to %struct.L*
  call x86_thiscallcc void @"??1L@@UAE@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %10) #8
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}

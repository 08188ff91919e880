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

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = alloca %struct.V*, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca %struct.R*, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca %struct.D*, align 4
  %7 = alloca %struct.V*, align 4
  %8 = alloca %struct.M, align 4
  %9 = alloca %struct.Extra*, align 4
  %10 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %10, align 4
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %11, align 4
  %12 = bitcast %struct.D* %1 to i8*
  %13 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %13, align 4, !tbaa !3
  %14 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %14, align 4, !tbaa !8
  %15 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 4
  %16 = getelementptr inbounds %struct.V, %struct.V* %15, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %16, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.V, %struct.V* %15, i32 -1, i32 1
  store i32 0, i32* %17, align 4
  %18 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  store i32 3, i32* %18, align 4, !tbaa !12
  %19 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 4, i32 1
  store i32 300, i32* %19, align 4, !tbaa !14
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI4?AUD@@") #9
          to label %161 unwind label %20

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, %struct.V** %2]
  %24 = load %struct.V*, %struct.V** %2, align 4, !tbaa !16
  %25 = bitcast %struct.V* %24 to i8* (%struct.V*)***
  %26 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %25, align 4, !tbaa !10
  %27 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %26, i32 1
  %28 = load i8* (%struct.V*)*, i8* (%struct.V*)** %27, align 4
  %29 = call x86_thiscallcc noundef i8* %28(%struct.V* noundef nonnull align 4 dereferenceable(8) %24) [ "funclet"(token %23) ]
  %30 = load %struct.V*, %struct.V** %2, align 4, !tbaa !16
  %31 = getelementptr inbounds %struct.V, %struct.V* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !14
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FHBNCMCN@V?$CG?5v?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %32, i8* noundef %29) [ "funclet"(token %23) ]
  %34 = bitcast %struct.V** %2 to i8**
  %35 = load i8*, i8** %34, align 4, !tbaa !16
  %36 = call i8* @__RTDynamicCast(i8* %35, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUV@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0) [ "funclet"(token %23) ]
  %37 = getelementptr inbounds i8, i8* %36, i32 16
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !12
  %40 = getelementptr inbounds i8, i8* %36, i32 12
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !8
  %43 = getelementptr inbounds i8, i8* %36, i32 4
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !3
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LCGJHMDO@dynamic_cast?5back?3?5l?$DN?$CFd?5r?$DN?$CFd?5d?$DN?$CF@", i32 0, i32 0), i32 noundef %45, i32 noundef %42, i32 noundef %39) [ "funclet"(token %23) ]
  catchret from %23 to label %47

47:                                               ; preds = %22
  %48 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %48, align 4
  %49 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %49, align 4
  %50 = bitcast %struct.D* %3 to i8*
  %51 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 1
  store i32 1, i32* %51, align 4, !tbaa !3
  %52 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 1
  store i32 2, i32* %52, align 4, !tbaa !8
  %53 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 4
  %54 = getelementptr inbounds %struct.V, %struct.V* %53, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %54, align 4, !tbaa !10
  %55 = getelementptr inbounds %struct.V, %struct.V* %53, i32 -1, i32 1
  store i32 0, i32* %55, align 4
  %56 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  store i32 3, i32* %56, align 4, !tbaa !12
  %57 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 4, i32 1
  store i32 300, i32* %57, align 4, !tbaa !14
  invoke void @_CxxThrowException(i8* nonnull %50, %eh.ThrowInfo* nonnull @"_TI4?AUD@@") #9
          to label %161 unwind label %58

58:                                               ; preds = %47
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %4]
  %62 = load %struct.R*, %struct.R** %4, align 4, !tbaa !16
  %63 = bitcast %struct.R* %62 to i8*
  %64 = getelementptr %struct.R, %struct.R* %62, i32 0, i32 0
  %65 = load i32*, i32** %64, align 4
  %66 = getelementptr inbounds i32, i32* %65, i32 1
  %67 = load i32, i32* %66, align 4
  %68 = getelementptr inbounds i8, i8* %63, i32 %67
  %69 = getelementptr inbounds i8, i8* %68, i32 4
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !14
  %72 = getelementptr inbounds %struct.R, %struct.R* %62, i32 0, i32 1
  %73 = load i32, i32* %72, align 4, !tbaa !8
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CNKFDCMC@R?$CG?5r?$DN?$CFd?5v?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %73, i32 noundef %71) [ "funclet"(token %61) ]
  catchret from %61 to label %75

75:                                               ; preds = %60
  %76 = bitcast %struct.D* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %76) #10
  %77 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %77, align 4
  %78 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %78, align 4
  %79 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 0, i32 1
  store i32 1, i32* %79, align 4, !tbaa !3
  %80 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 1, i32 1
  store i32 2, i32* %80, align 4, !tbaa !8
  %81 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 4
  %82 = getelementptr inbounds %struct.V, %struct.V* %81, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %82, align 4, !tbaa !10
  %83 = getelementptr inbounds %struct.V, %struct.V* %81, i32 -1, i32 1
  store i32 0, i32* %83, align 4
  %84 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  store i32 3, i32* %84, align 4, !tbaa !12
  %85 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 4, i32 1
  store i32 300, i32* %85, align 4, !tbaa !14
  store %struct.D* %5, %struct.D** %6, align 4, !tbaa !16
  %86 = bitcast %struct.D** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %86, %eh.ThrowInfo* nonnull @"_TI5PAUD@@") #9
          to label %161 unwind label %87

87:                                               ; preds = %75
  %88 = catchswitch within none [label %89] unwind label %142

89:                                               ; preds = %87
  %90 = catchpad within %88 [%rtti.TypeDescriptor7* @"??_R0PAUV@@@8", i32 1, %struct.V** %7]
  %91 = load %struct.V*, %struct.V** %7, align 4, !tbaa !16
  %92 = load i32*, i32** %77, align 4
  %93 = getelementptr inbounds i32, i32* %92, i32 1
  %94 = load i32, i32* %93, align 4
  %95 = getelementptr inbounds i8, i8* %76, i32 %94
  %96 = bitcast i8* %95 to %struct.V*
  %97 = icmp eq %struct.V* %91, %96
  %98 = zext i1 %97 to i32
  %99 = getelementptr inbounds %struct.V, %struct.V* %91, i32 0, i32 1
  %100 = load i32, i32* %99, align 4, !tbaa !14
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@JJLIPHDP@const?5V?$CK?5v?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %100, i32 noundef %98) [ "funclet"(token %90) ]
  catchret from %90 to label %102

102:                                              ; preds = %89
  %103 = bitcast %struct.M* %8 to i8*
  %104 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %104, align 4
  %105 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 3, i32 1
  store i32 100, i32* %105, align 4, !tbaa !14
  %106 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 1, i32 1
  store i32 1, i32* %106, align 4, !tbaa !3
  %107 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 0, i32 0, i32 0
  %108 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 0, i32 0, i32 1
  store i32 100, i32* %108, align 4, !tbaa !14
  %109 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 0, i32 1
  store i32 9, i32* %109, align 4, !tbaa !18
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %107, align 4, !tbaa !10
  %110 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %110, align 4, !tbaa !10
  %111 = getelementptr inbounds %struct.M, %struct.M* %8, i32 0, i32 2
  store i32 5, i32* %111, align 4, !tbaa !20
  invoke void @_CxxThrowException(i8* nonnull %103, %eh.ThrowInfo* nonnull @"_TI3?AUM@@") #9
          to label %161 unwind label %112

112:                                              ; preds = %102
  %113 = catchswitch within none [label %114, label %136] unwind label %142

114:                                              ; preds = %112
  %115 = catchpad within %113 [%rtti.TypeDescriptor7* @"??_R0?AUV@@@8", i32 8, i8* null]
  %116 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %115) ]
  catchret from %115 to label %117

117:                                              ; preds = %136, %114
  %118 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0))
  %119 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 4
  %120 = getelementptr inbounds %struct.V, %struct.V* %119, i32 -3
  %121 = bitcast %struct.V* %120 to i8*
  %122 = bitcast %struct.V* %120 to i32**
  %123 = load i32*, i32** %122, align 4
  %124 = getelementptr inbounds i32, i32* %123, i32 1
  %125 = load i32, i32* %124, align 4
  %126 = getelementptr inbounds i8, i8* %121, i32 %125
  %127 = bitcast i8* %126 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %127, align 4, !tbaa !10
  %128 = load i32*, i32** %122, align 4
  %129 = getelementptr inbounds i32, i32* %128, i32 1
  %130 = load i32, i32* %129, align 4
  %131 = add i32 %130, -24
  %132 = getelementptr inbounds i8, i8* %121, i32 %130
  %133 = getelementptr i8, i8* %132, i32 -4
  %134 = bitcast i8* %133 to i32*
  store i32 %131, i32* %134, align 4
  %135 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i32 0, i32 0)) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %76) #10
  ret i32 0

136:                                              ; preds = %112
  %137 = catchpad within %113 [%rtti.TypeDescriptor11* @"??_R0?AUExtra@@@8", i32 8, %struct.Extra** %9]
  %138 = load %struct.Extra*, %struct.Extra** %9, align 4, !tbaa !16
  %139 = getelementptr inbounds %struct.Extra, %struct.Extra* %138, i32 0, i32 1
  %140 = load i32, i32* %139, align 4, !tbaa !18
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FGMBOJBF@Extra?$CG?5e?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %140) [ "funclet"(token %137) ]
  catchret from %137 to label %117

142:                                              ; preds = %112, %87
  %143 = cleanuppad within none []
  %144 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 4
  %145 = getelementptr inbounds %struct.V, %struct.V* %144, i32 -3
  %146 = bitcast %struct.V* %145 to i8*
  %147 = bitcast %struct.V* %145 to i32**
  %148 = load i32*, i32** %147, align 4
  %149 = getelementptr inbounds i32, i32* %148, i32 1
  %150 = load i32, i32* %149, align 4
  %151 = getelementptr inbounds i8, i8* %146, i32 %150
  %152 = bitcast i8* %151 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %152, align 4, !tbaa !10
  %153 = load i32*, i32** %147, align 4
  %154 = getelementptr inbounds i32, i32* %153, i32 1
  %155 = load i32, i32* %154, align 4
  %156 = add i32 %155, -24
  %157 = getelementptr inbounds i8, i8* %146, i32 %155
  %158 = getelementptr i8, i8* %157, i32 -4
  %159 = bitcast i8* %158 to i32*
  store i32 %156, i32* %159, align 4
  %160 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i32 0, i32 0)) #10 [ "funclet"(token %143) ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %76) #10
  cleanupret from %143 unwind to caller

161:                                              ; preds = %102, %75, %47, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.D* @"??0D@@QAE@ABU0@@Z"(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 4
  br label %21

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), i32** %5, align 4
  %9 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BR@@@", i32 0, i32 0), i32** %9, align 4
  %10 = bitcast %struct.D* %1 to i8*
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = getelementptr inbounds i32, i32* %12, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds i8, i8* %10, i32 %14
  %16 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 4, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %16, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 4, i32 1
  %18 = getelementptr inbounds i8, i8* %15, i32 4
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !14
  store i32 %20, i32* %17, align 4, !tbaa !14
  br label %21

21:                                               ; preds = %6, %8
  %22 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8D@@7BL@@@", i32 0, i32 0), %8 ]
  %23 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  %24 = bitcast %struct.D* %0 to i8*
  %25 = getelementptr inbounds i32, i32* %22, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds i8, i8* %24, i32 %26
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !10
  %29 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 1
  %30 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  %31 = load i32, i32* %30, align 4, !tbaa !3
  store i32 %31, i32* %29, align 4, !tbaa !3
  %32 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1
  %33 = getelementptr %struct.R.base, %struct.R.base* %32, i32 0, i32 0
  %34 = load i32*, i32** %33, align 4
  %35 = bitcast %struct.R.base* %32 to i8*
  %36 = getelementptr inbounds i32, i32* %34, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = getelementptr inbounds i8, i8* %35, i32 %37
  %39 = bitcast i8* %38 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %39, align 4, !tbaa !10
  %40 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 1
  %41 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !8
  store i32 %42, i32* %40, align 4, !tbaa !8
  %43 = load i32*, i32** %23, align 4
  %44 = getelementptr inbounds i32, i32* %43, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds i8, i8* %24, i32 %45
  %47 = bitcast i8* %46 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %47, align 4, !tbaa !10
  %48 = load i32*, i32** %23, align 4
  %49 = getelementptr inbounds i32, i32* %48, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = add i32 %50, -24
  %52 = getelementptr inbounds i8, i8* %24, i32 %50
  %53 = getelementptr i8, i8* %52, i32 -4
  %54 = bitcast i8* %53 to i32*
  store i32 %51, i32* %54, align 4
  %55 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %56 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  %57 = load i32, i32* %56, align 4, !tbaa !12
  store i32 %57, i32* %55, align 4, !tbaa !12
  ret %struct.D* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.L* @"??0L@@QAE@ABU0@@Z"(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.L* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 4
  br label %20

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), i32** %5, align 4
  %9 = bitcast %struct.L* %1 to i8*
  %10 = getelementptr inbounds %struct.L, %struct.L* %1, i32 0, i32 0
  %11 = load i32*, i32** %10, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds i8, i8* %9, i32 %13
  %15 = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %15, align 4, !tbaa !10
  %16 = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 2, i32 1
  %17 = getelementptr inbounds i8, i8* %14, i32 4
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !14
  store i32 %19, i32* %16, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %6, %8
  %21 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8L@@7B@", i32 0, i32 0), %8 ]
  %22 = bitcast %struct.L* %0 to i8*
  %23 = getelementptr inbounds i32, i32* %21, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = getelementptr inbounds i8, i8* %22, i32 %24
  %26 = bitcast i8* %25 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %26, align 4, !tbaa !10
  %27 = getelementptr inbounds %struct.L, %struct.L* %0, i32 0, i32 1
  %28 = getelementptr inbounds %struct.L, %struct.L* %1, i32 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !3
  store i32 %29, i32* %27, align 4, !tbaa !3
  ret %struct.L* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.V* @"??0V@@QAE@ABU0@@Z"(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.V* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.V, %struct.V* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  %4 = getelementptr inbounds %struct.V, %struct.V* %0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.V, %struct.V* %1, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !14
  store i32 %6, i32* %4, align 4, !tbaa !14
  ret %struct.V* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.R* @"??0R@@QAE@ABU0@@Z"(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.R* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.R, %struct.R* %0, i32 0, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 4
  br label %20

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), i32** %5, align 4
  %9 = bitcast %struct.R* %1 to i8*
  %10 = getelementptr inbounds %struct.R, %struct.R* %1, i32 0, i32 0
  %11 = load i32*, i32** %10, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds i8, i8* %9, i32 %13
  %15 = getelementptr inbounds %struct.R, %struct.R* %0, i32 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %15, align 4, !tbaa !10
  %16 = getelementptr inbounds %struct.R, %struct.R* %0, i32 0, i32 2, i32 1
  %17 = getelementptr inbounds i8, i8* %14, i32 4
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !14
  store i32 %19, i32* %16, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %6, %8
  %21 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8R@@7B@", i32 0, i32 0), %8 ]
  %22 = bitcast %struct.R* %0 to i8*
  %23 = getelementptr inbounds i32, i32* %21, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = getelementptr inbounds i8, i8* %22, i32 %24
  %26 = bitcast i8* %25 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7R@@6B@" to i32 (...)**), i32 (...)*** %26, align 4, !tbaa !10
  %27 = getelementptr inbounds %struct.R, %struct.R* %0, i32 0, i32 1
  %28 = getelementptr inbounds %struct.R, %struct.R* %1, i32 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !8
  store i32 %29, i32* %27, align 4, !tbaa !8
  ret %struct.R* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??_DD@@QAEXXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %2 = getelementptr %struct.D, %struct.D* %0, i32 0, i32 4
  %3 = getelementptr inbounds %struct.V, %struct.V* %2, i32 -3
  %4 = bitcast %struct.V* %3 to i8*
  %5 = bitcast %struct.V* %3 to i32**
  %6 = load i32*, i32** %5, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = getelementptr inbounds i8, i8* %4, i32 %8
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !10
  %11 = load i32*, i32** %5, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = add i32 %13, -24
  %15 = getelementptr inbounds i8, i8* %4, i32 %13
  %16 = getelementptr i8, i8* %15, i32 -4
  %17 = bitcast i8* %16 to i32*
  store i32 %14, i32* %17, align 4
  %18 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i32 0, i32 0)) #10
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.M* @"??0M@@QAE@ABU0@@Z"(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0, %struct.M* noundef nonnull align 4 dereferenceable(24) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = icmp eq i32 %2, 0
  %5 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 1, i32 0
  br i1 %4, label %6, label %8

6:                                                ; preds = %3
  %7 = load i32*, i32** %5, align 4
  br label %21

8:                                                ; preds = %3
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), i32** %5, align 4
  %9 = bitcast %struct.M* %1 to i8*
  %10 = getelementptr inbounds %struct.M, %struct.M* %1, i32 0, i32 1, i32 0
  %11 = load i32*, i32** %10, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = add nsw i32 %13, 12
  %15 = getelementptr inbounds i8, i8* %9, i32 %14
  %16 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** @"??_7V@@6B@" to i32 (...)**), i32 (...)*** %16, align 4, !tbaa !10
  %17 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 3, i32 1
  %18 = getelementptr inbounds i8, i8* %15, i32 4
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !14
  store i32 %20, i32* %17, align 4, !tbaa !14
  br label %21

21:                                               ; preds = %6, %8
  %22 = phi i32* [ %7, %6 ], [ getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8M@@7B@", i32 0, i32 0), %8 ]
  %23 = bitcast %struct.M* %0 to i8*
  %24 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 1
  %25 = getelementptr %struct.L.base, %struct.L.base* %24, i32 0, i32 0
  %26 = bitcast %struct.L.base* %24 to i8*
  %27 = getelementptr inbounds i32, i32* %22, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds i8, i8* %26, i32 %28
  %30 = bitcast i8* %29 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7L@@6B@" to i32 (...)**), i32 (...)*** %30, align 4, !tbaa !10
  %31 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 1, i32 1
  %32 = getelementptr inbounds %struct.M, %struct.M* %1, i32 0, i32 1, i32 1
  %33 = load i32, i32* %32, align 4, !tbaa !3
  store i32 %33, i32* %31, align 4, !tbaa !3
  %34 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 0, i32 0, i32 0
  %35 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 0, i32 0, i32 1
  %36 = getelementptr inbounds %struct.M, %struct.M* %1, i32 0, i32 0, i32 0, i32 1
  %37 = load i32, i32* %36, align 4, !tbaa !14
  store i32 %37, i32* %35, align 4, !tbaa !14
  %38 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 0, i32 1
  %39 = getelementptr inbounds %struct.M, %struct.M* %1, i32 0, i32 0, i32 1
  %40 = load i32, i32* %39, align 4, !tbaa !18
  store i32 %40, i32* %38, align 4, !tbaa !18
  store i32 (...)** bitcast (i8** @"??_7M@@6BExtra@@@" to i32 (...)**), i32 (...)*** %34, align 4, !tbaa !10
  %41 = load i32*, i32** %25, align 4
  %42 = getelementptr inbounds i32, i32* %41, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %43, 12
  %45 = getelementptr inbounds i8, i8* %23, i32 %44
  %46 = bitcast i8* %45 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7M@@6BL@@@" to i32 (...)**), i32 (...)*** %46, align 4, !tbaa !10
  %47 = getelementptr inbounds %struct.M, %struct.M* %0, i32 0, i32 2
  %48 = getelementptr inbounds %struct.M, %struct.M* %1, i32 0, i32 2
  %49 = load i32, i32* %48, align 4, !tbaa !20
  store i32 %49, i32* %47, align 4, !tbaa !20
  ret %struct.M* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Extra* @"??0Extra@@QAE@ABU0@@Z"(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Extra* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i32 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.Extra, %struct.Extra* %1, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !14
  store i32 %6, i32* %4, align 4, !tbaa !14
  store i32 (...)** bitcast (i8** @"??_7Extra@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.Extra, %struct.Extra* %1, i32 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !18
  store i32 %9, i32* %7, align 4, !tbaa !18
  ret %struct.Extra* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??_DM@@QAEXXZ"(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_ED@@$4PPPPPPPM@A@AEPAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.D* %0 to i8*
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 4, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sub i32 0, %5
  %7 = getelementptr i8, i8* %3, i32 %6
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 4
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr inbounds i8, i8* %8, i32 %12
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6B@" to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !10
  %15 = load i32*, i32** %9, align 4
  %16 = getelementptr inbounds i32, i32* %15, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = add i32 %17, -24
  %19 = getelementptr inbounds i8, i8* %8, i32 %17
  %20 = getelementptr i8, i8* %19, i32 -4
  %21 = bitcast i8* %20 to i32*
  store i32 %18, i32* %21, align 4
  %22 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.2, i32 0, i32 0)) #10
  %23 = icmp eq i32 %1, 0
  br i1 %23, label %25, label %24

24:                                               ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %8) #11
  br label %25

25:                                               ; preds = %2, %24
  ret i8* %8
}

define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@D@@$4PPPPPPPM@A@BEPBDXZ"(i8* noundef %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CKDDGHAB@D?$AA@", i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GV@@UAEPAXI@Z"(%struct.V* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = bitcast %struct.V* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@V@@UBEPBDXZ"(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FCMHBHNC@V?$AA@", i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GL@@UAEPAXI@Z"(%struct.L* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.L, %struct.L* %0, i32 -1, i32 2
  %4 = bitcast %struct.V* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %4) #11
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GR@@UAEPAXI@Z"(%struct.R* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.R, %struct.R* %0, i32 -1, i32 2
  %4 = bitcast %struct.V* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %4) #11
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_EM@@WBI@AEPAXI@Z"(%struct.M* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr %struct.M, %struct.M* %0, i32 -1, i32 0, i32 1
  %4 = bitcast i32* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %4) #11
  br label %7

7:                                                ; preds = %2, %6
  ret i8* %4
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GM@@UAEPAXI@Z"(%struct.M* noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = bitcast %struct.M* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GExtra@@UAEPAXI@Z"(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = bitcast %struct.Extra* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 4}
!4 = !{!"?AUL@@", !5, i64 4}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 4}
!9 = !{!"?AUR@@", !5, i64 4}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !7, i64 0}
!12 = !{!13, !5, i64 16}
!13 = !{!"?AUD@@", !5, i64 16}
!14 = !{!15, !5, i64 4}
!15 = !{!"?AUV@@", !5, i64 4}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !6, i64 0}
!18 = !{!19, !5, i64 8}
!19 = !{!"?AUExtra@@", !5, i64 8}
!20 = !{!21, !5, i64 20}
!21 = !{!"?AUM@@", !5, i64 20}

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Shape = type { i32 (...)** }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { i32*, i32 }
%struct.Right.base = type { i32*, i32 }
%struct.Base = type { i32 (...)**, i32 }
%struct.Left = type { i32*, i32, %struct.Base }
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { i32* }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Square = type { %struct.Rect }
%struct.Right = type { i32*, i32, %struct.Base }

$"??0Rect@@QAE@NN@Z" = comdat any

$"??0Square@@QAE@N@Z" = comdat any

$"??0Widget@@QAE@XZ" = comdat any

$"??0Diamond@@QAE@XZ" = comdat any

$"??A?$Array@H$07@@QAEAAHH@Z" = comdat any

$"??$max_of@N@@YANNN@Z" = comdat any

$"??$max_of@H@@YAHHH@Z" = comdat any

$"?get@?$TypeName@N@@SAPBDXZ" = comdat any

$"?get@?$TypeName@H@@SAPBDXZ" = comdat any

$"??$count_args@HDNPBD@@YAHHDNPBD@Z" = comdat any

$"??_DDiamond@@QAEXXZ" = comdat any

$"??0Shape@@QAE@XZ" = comdat any

$"??_GRect@@UAEPAXI@Z" = comdat any

$"?area@Rect@@UBENXZ" = comdat any

$"?name@Rect@@UBEPBDXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"?name@Shape@@UBEPBDXZ" = comdat any

$"??1Rect@@UAE@XZ" = comdat any

$"??1Shape@@UAE@XZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?name@Square@@UBEPBDXZ" = comdat any

$"??1Square@@UAE@XZ" = comdat any

$"??0Named@@QAE@XZ" = comdat any

$"??0Counted@@QAE@XZ" = comdat any

$"?label@Widget@@UBEPBDXZ" = comdat any

$"?bump@Widget@@UAEXXZ" = comdat any

$"?label@Named@@UBEPBDXZ" = comdat any

$"?bump@Counted@@UAEXXZ" = comdat any

$"??0Base@@QAE@XZ" = comdat any

$"??0Left@@QAE@XZ" = comdat any

$"??0Right@@QAE@XZ" = comdat any

$"?get@Diamond@@UBEHXZ" = comdat any

$"??_GDiamond@@UAEPAXI@Z" = comdat any

$"?get@Base@@UBEHXZ" = comdat any

$"??_GBase@@UAEPAXI@Z" = comdat any

$"??1Base@@UAE@XZ" = comdat any

$"?get@Left@@UBEHXZ" = comdat any

$"??_GLeft@@UAEPAXI@Z" = comdat any

$"??_DLeft@@QAEXXZ" = comdat any

$"??1Left@@UAE@XZ" = comdat any

$"??_GRight@@UAEPAXI@Z" = comdat any

$"??_DRight@@QAEXXZ" = comdat any

$"??1Right@@UAE@XZ" = comdat any

$"??0Registry@@QAE@XZ" = comdat any

$"??1Registry@@QAE@XZ" = comdat any

$"??1Diamond@@UAE@XZ" = comdat any

$"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0?AURight@@@8" = comdat any

$"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@" = comdat any

$"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@" = comdat any

$"??_C@_06BJCFNGJP@second?$AA@" = comdat any

$"??_C@_05NIGAKFML@first?$AA@" = comdat any

$"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = comdat any

$"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = comdat any

$"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = comdat any

$"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = comdat any

$"??_7Rect@@6B@" = comdat largest

$"??_R4Rect@@6B@" = comdat any

$"??_R0?AURect@@@8" = comdat any

$"??_R3Rect@@8" = comdat any

$"??_R2Rect@@8" = comdat any

$"??_R1A@?0A@EA@Rect@@8" = comdat any

$"??_R1A@?0A@EA@Shape@@8" = comdat any

$"??_R0?AUShape@@@8" = comdat any

$"??_R3Shape@@8" = comdat any

$"??_R2Shape@@8" = comdat any

$"??_7Shape@@6B@" = comdat largest

$"??_R4Shape@@6B@" = comdat any

$"??_C@_05KFCIHKGL@shape?$AA@" = comdat any

$"??_C@_04LHPFHFPH@rect?$AA@" = comdat any

$"??_7Square@@6B@" = comdat largest

$"??_R4Square@@6B@" = comdat any

$"??_R0?AUSquare@@@8" = comdat any

$"??_R3Square@@8" = comdat any

$"??_R2Square@@8" = comdat any

$"??_R1A@?0A@EA@Square@@8" = comdat any

$"??_C@_06ICDKOIFG@square?$AA@" = comdat any

$"??_7Widget@@6BNamed@@@" = comdat largest

$"??_7Widget@@6BCounted@@@" = comdat largest

$"??_R4Widget@@6BNamed@@@" = comdat any

$"??_R0?AUWidget@@@8" = comdat any

$"??_R3Widget@@8" = comdat any

$"??_R2Widget@@8" = comdat any

$"??_R1A@?0A@EA@Widget@@8" = comdat any

$"??_R1A@?0A@EA@Named@@8" = comdat any

$"??_R0?AUNamed@@@8" = comdat any

$"??_R3Named@@8" = comdat any

$"??_R2Named@@8" = comdat any

$"??_R17?0A@EA@Counted@@8" = comdat any

$"??_R0?AUCounted@@@8" = comdat any

$"??_R3Counted@@8" = comdat any

$"??_R2Counted@@8" = comdat any

$"??_R1A@?0A@EA@Counted@@8" = comdat any

$"??_R4Widget@@6BCounted@@@" = comdat any

$"??_7Named@@6B@" = comdat largest

$"??_R4Named@@6B@" = comdat any

$"??_C@_05FOFAOGDN@named?$AA@" = comdat any

$"??_7Counted@@6B@" = comdat largest

$"??_R4Counted@@6B@" = comdat any

$"??_C@_06KLKLDLLI@widget?$AA@" = comdat any

$"??_8Diamond@@7BLeft@@@" = comdat any

$"??_8Diamond@@7BRight@@@" = comdat any

$"??_7Diamond@@6B@" = comdat largest

$"??_R4Diamond@@6B@" = comdat any

$"??_R0?AUDiamond@@@8" = comdat any

$"??_R3Diamond@@8" = comdat any

$"??_R2Diamond@@8" = comdat any

$"??_R1A@?0A@EA@Diamond@@8" = comdat any

$"??_R1A@?0A@EA@Left@@8" = comdat any

$"??_R0?AULeft@@@8" = comdat any

$"??_R3Left@@8" = comdat any

$"??_R2Left@@8" = comdat any

$"??_R1A@A@3FA@Base@@8" = comdat any

$"??_R3Base@@8" = comdat any

$"??_R2Base@@8" = comdat any

$"??_R1A@?0A@EA@Base@@8" = comdat any

$"??_R17?0A@EA@Right@@8" = comdat any

$"??_R3Right@@8" = comdat any

$"??_R2Right@@8" = comdat any

$"??_R1A@?0A@EA@Right@@8" = comdat any

$"??_7Base@@6B@" = comdat largest

$"??_R4Base@@6B@" = comdat any

$"??_8Left@@7B@" = comdat any

$"??_7Left@@6B@" = comdat largest

$"??_R4Left@@6B@" = comdat any

$"??_8Right@@7B@" = comdat any

$"??_7Right@@6B@" = comdat largest

$"??_R4Right@@6B@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_03JBIPMCLC@int?$AA@" = comdat any

$"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = comdat any

@"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", comdat, align 1
@"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", comdat, align 1
@"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", comdat, align 1
@"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", comdat, align 1
@"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", comdat, align 1
@"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", comdat, align 1
@"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"fp %d\0A\00", comdat, align 1
@"??_C@_06BJCFNGJP@second?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"second\00", comdat, align 1
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 1
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 1
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", comdat, align 1
@"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", comdat, align 1
@"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", comdat, align 1
@"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Rect@@6B@" to i8*), i8* bitcast (i8* (%struct.Rect*, i32)* @"??_GRect@@UAEPAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UBENXZ" to i8*), i8* bitcast (i8* (%struct.Rect*)* @"?name@Rect@@UBEPBDXZ" to i8*)] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" }, comdat
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AURect@@\00" }, comdat
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Rect@@8", i32 0, i32 0) }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Shape@@8", i32 0, i32 0) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Shape@@6B@" to i8*), i8* bitcast (i8* (%struct.Shape*, i32)* @"??_GShape@@UAEPAXI@Z" to i8*), i8* bitcast (void ()* @_purecall to i8*), i8* bitcast (i8* (%struct.Shape*)* @"?name@Shape@@UBEPBDXZ" to i8*)] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i8*), i8* bitcast (i8* (%struct.Square*, i32)* @"??_GSquare@@UAEPAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UBENXZ" to i8*), i8* bitcast (i8* (%struct.Square*)* @"?name@Square@@UBEPBDXZ" to i8*)] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2Square@@8", i32 0, i32 0) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Square@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
@3 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BNamed@@@" to i8*), i8* bitcast (i8* (%struct.Widget*)* @"?label@Widget@@UBEPBDXZ" to i8*)] }, comdat($"??_7Widget@@6BNamed@@@")
@4 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BCounted@@@" to i8*), i8* bitcast (void (i8*)* @"?bump@Widget@@UAEXXZ" to i8*)] }, comdat($"??_7Widget@@6BCounted@@@")
@"??_R4Widget@@6BNamed@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@"??_R0?AUWidget@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUWidget@@\00" }, comdat
@"??_R3Widget@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2Widget@@8", i32 0, i32 0) }, comdat
@"??_R2Widget@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Widget@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@Counted@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Widget@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@"??_R1A@?0A@EA@Named@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" }, comdat
@"??_R0?AUNamed@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUNamed@@\00" }, comdat
@"??_R3Named@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Named@@8", i32 0, i32 0) }, comdat
@"??_R2Named@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R17?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), i32 0, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_R0?AUCounted@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUCounted@@\00" }, comdat
@"??_R3Counted@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Counted@@8", i32 0, i32 0) }, comdat
@"??_R2Counted@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Counted@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_R4Widget@@6BCounted@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@5 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Named@@6B@" to i8*), i8* bitcast (i8* (%struct.Named*)* @"?label@Named@@UBEPBDXZ" to i8*)] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@6 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i8*), i8* bitcast (void (%struct.Counted*)* @"?bump@Counted@@UAEXXZ" to i8*)] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
@"??_8Diamond@@7BLeft@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 20], comdat, align 4
@"??_8Diamond@@7BRight@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 12], comdat, align 4
@7 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Diamond@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Diamond@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Diamond*, i32)* @"??_GDiamond@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Diamond@@6B@")
@"??_R4Diamond@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 20, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUDiamond@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Diamond@@8" }, comdat
@"??_R0?AUDiamond@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDiamond@@\00" }, comdat
@"??_R3Diamond@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, %rtti.BaseClassDescriptor** getelementptr inbounds ([6 x %rtti.BaseClassDescriptor*], [6 x %rtti.BaseClassDescriptor*]* @"??_R2Diamond@@8", i32 0, i32 0) }, comdat
@"??_R2Diamond@@8" = linkonce_odr constant [6 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Diamond@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@Right@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Diamond@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUDiamond@@@8" to i8*), i32 4, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Diamond@@8" }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Left@@8", i32 0, i32 0) }, comdat
@"??_R2Left@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@A@3FA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i32 0, i32 0, i32 0, i32 4, i32 80, %rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Base@@8", i32 0, i32 0) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" }, comdat
@"??_R17?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 1, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Right@@8", i32 0, i32 0) }, comdat
@"??_R2Right@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Right@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@8 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Base*, i32)* @"??_GBase@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" }, comdat
@"??_8Left@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@9 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Left@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" }, comdat
@"??_8Right@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@10 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4
@"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" = internal global i32 0, align 4
@"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", comdat, align 1

@"??_7Rect@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @6, i32 0, i32 0, i32 1)
@"??_7Diamond@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @7, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @8, i32 0, i32 0, i32 1)
@"??_7Left@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @9, i32 0, i32 0, i32 1)
@"??_7Right@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @10, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i8* @"??$max_of@PBD@@YAPBDPBD0@Z"(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %1, i8** %3, align 4
  store i8* %0, i8** %4, align 4
  %5 = load i8*, i8** %4, align 4
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  store i64 %8, i64* %9, align 8
  %10 = load i32, i32* %4, align 4
  %11 = mul nsw i32 %10, 2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %12, i64* %13, align 8
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  store i64 %16, i64* %17, align 8
  %18 = load i32, i32* %4, align 4
  %19 = sub nsw i32 0, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  store i64 %20, i64* %21, align 8
  store i32 0, i32* %5, align 4
  br label %22

22:                                               ; preds = %35, %2
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %23, 12
  br i1 %24, label %25, label %38

25:                                               ; preds = %22
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %26, %27
  %29 = srem i32 %28, 26
  %30 = add nsw i32 97, %29
  %31 = trunc i32 %30 to i8
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %33 = load i32, i32* %5, align 4
  %34 = getelementptr inbounds [13 x i8], [13 x i8]* %32, i32 0, i32 %33
  store i8 %31, i8* %34, align 1
  br label %35

35:                                               ; preds = %25
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %5, align 4
  br label %22, !llvm.loop !4

38:                                               ; preds = %22
  %39 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %40 = getelementptr inbounds [13 x i8], [13 x i8]* %39, i32 0, i32 12
  store i8 0, i8* %40, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to i8*
  %4 = bitcast %struct.Big* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %3, i8* align 4 %4, i32 48, i1 false)
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  %11 = load i64, i64* %10, align 8
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 3
  %14 = load i64, i64* %13, align 8
  %15 = add nsw i64 %12, %14
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4
  %17 = getelementptr inbounds [13 x i8], [13 x i8]* %16, i32 0, i32 0
  %18 = load i8, i8* %17, align 8
  %19 = sext i8 %18 to i64
  %20 = add nsw i64 %15, %19
  ret i64 %20
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) #0 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 0
  store i32 %0, i32* %5, align 4
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 1
  store float %1, float* %6, align 4
  %7 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 1
  %9 = load float, float* %8, align 4
  %10 = fptosi float %9 to i32
  store i32 %10, i32* %7, align 4
  %11 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Pair, %struct.Pair* %4, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = sitofp i32 %13 to float
  store float %14, float* %11, align 4
  %15 = bitcast %struct.Pair* %3 to i64*
  %16 = load i64, i64* %15, align 4
  ret i64 %16
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ]
  %10 = call i8* @malloc(i32 noundef %9)
  ret i8* %10
}

declare dso_local i8* @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local void @free(i8* noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @"??3@YAXPAXI@Z"(i8* noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  store i8* %0, i8** %4, align 4
  %5 = load i8*, i8** %4, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %2
  ret void

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 4
  %3 = alloca double, align 8
  %4 = alloca [3 x %struct.Shape*]*, align 4
  %5 = alloca %struct.Shape**, align 4
  %6 = alloca %struct.Shape**, align 4
  %7 = alloca %struct.Shape*, align 4
  %8 = alloca [3 x %struct.Shape*]*, align 4
  %9 = alloca %struct.Shape**, align 4
  %10 = alloca %struct.Shape**, align 4
  %11 = alloca %struct.Shape*, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca %struct.Counted*, align 4
  %14 = alloca %struct.Named*, align 4
  %15 = alloca %struct.Diamond, align 4
  %16 = alloca %struct.Base*, align 4
  %17 = alloca %struct.Left*, align 4
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %class.anon.0, align 4
  %25 = alloca %class.anon, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca i32 (i32)*, align 4
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i32 0, i32 0
  %36 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %37 = bitcast i8* %36 to %struct.Rect*
  %38 = invoke x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*
  store %struct.Shape* %40, %struct.Shape** %35, align 4
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i32 1
  %42 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %43 = bitcast i8* %42 to %struct.Square*
  %44 = invoke x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@N@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*
  store %struct.Shape* %46, %struct.Shape** %41, align 4
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i32 1
  %48 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %49 = bitcast i8* %48 to %struct.Rect*
  %50 = invoke x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*
  store %struct.Shape* %52, %struct.Shape** %47, align 4
  store double 0.000000e+00, double* %3, align 8
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 4
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i32 0, i32 0
  store %struct.Shape** %54, %struct.Shape*** %5, align 4
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 4
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i32 0, i32 0
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i32 3
  store %struct.Shape** %57, %struct.Shape*** %6, align 4
  br label %58

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 4
  %61 = icmp ne %struct.Shape** %59, %60
  br i1 %61, label %62, label %95

62:                                               ; preds = %58
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %64 = load %struct.Shape*, %struct.Shape** %63, align 4
  store %struct.Shape* %64, %struct.Shape** %7, align 4
  %65 = load %struct.Shape*, %struct.Shape** %7, align 4
  %66 = bitcast %struct.Shape* %65 to double (%struct.Shape*)***
  %67 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %66, align 4
  %68 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %67, i64 1
  %69 = load double (%struct.Shape*)*, double (%struct.Shape*)** %68, align 4
  %70 = call x86_thiscallcc noundef double %69(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %65)
  %71 = load %struct.Shape*, %struct.Shape** %7, align 4
  %72 = bitcast %struct.Shape* %71 to i8* (%struct.Shape*)***
  %73 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %72, align 4
  %74 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %73, i64 2
  %75 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %74, align 4
  %76 = call x86_thiscallcc noundef i8* %75(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %71)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef %76, double noundef %70)
  %78 = load %struct.Shape*, %struct.Shape** %7, align 4
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 4
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 1
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 4
  %83 = call x86_thiscallcc noundef double %82(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %78)
  %84 = load double, double* %3, align 8
  %85 = fadd double %84, %83
  store double %85, double* %3, align 8
  br label %86

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1
  store %struct.Shape** %88, %struct.Shape*** %5, align 4
  br label %58

89:                                               ; preds = %0
  %90 = cleanuppad within none []
  call void @"??3@YAXPAX@Z"(i8* noundef %36) #14 [ "funclet"(token %90) ]
  cleanupret from %90 unwind to caller

91:                                               ; preds = %39
  %92 = cleanuppad within none []
  call void @"??3@YAXPAX@Z"(i8* noundef %42) #14 [ "funclet"(token %92) ]
  cleanupret from %92 unwind to caller

93:                                               ; preds = %45
  %94 = cleanuppad within none []
  call void @"??3@YAXPAX@Z"(i8* noundef %48) #14 [ "funclet"(token %94) ]
  cleanupret from %94 unwind to caller

95:                                               ; preds = %58
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 4
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i32 0, i32 0
  store %struct.Shape** %97, %struct.Shape*** %9, align 4
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 4
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i32 0, i32 0
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i32 3
  store %struct.Shape** %100, %struct.Shape*** %10, align 4
  br label %101

101:                                              ; preds = %117, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 4
  %104 = icmp ne %struct.Shape** %102, %103
  br i1 %104, label %105, label %120

105:                                              ; preds = %101
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %107 = load %struct.Shape*, %struct.Shape** %106, align 4
  store %struct.Shape* %107, %struct.Shape** %11, align 4
  %108 = load %struct.Shape*, %struct.Shape** %11, align 4
  %109 = icmp eq %struct.Shape* %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to i8* (%struct.Shape*, i32)***
  %112 = load i8* (%struct.Shape*, i32)**, i8* (%struct.Shape*, i32)*** %111, align 4
  %113 = getelementptr inbounds i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %112, i64 0
  %114 = load i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %113, align 4
  %115 = call x86_thiscallcc noundef i8* %114(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %108, i32 noundef 1) #10
  br label %116

116:                                              ; preds = %110, %105
  br label %117

117:                                              ; preds = %116
  %118 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %119 = getelementptr inbounds %struct.Shape*, %struct.Shape** %118, i32 1
  store %struct.Shape** %119, %struct.Shape*** %9, align 4
  br label %101

120:                                              ; preds = %101
  %121 = load double, double* %3, align 8
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef %121)
  %123 = call x86_thiscallcc noundef %struct.Widget* @"??0Widget@@QAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #10
  %124 = icmp eq %struct.Widget* %12, null
  br i1 %124, label %129, label %125

125:                                              ; preds = %120
  %126 = bitcast %struct.Widget* %12 to i8*
  %127 = getelementptr inbounds i8, i8* %126, i32 8
  %128 = bitcast i8* %127 to %struct.Counted*
  br label %129

129:                                              ; preds = %125, %120
  %130 = phi %struct.Counted* [ %128, %125 ], [ null, %120 ]
  store %struct.Counted* %130, %struct.Counted** %13, align 4
  %131 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %131, %struct.Named** %14, align 4
  %132 = load %struct.Counted*, %struct.Counted** %13, align 4
  %133 = bitcast %struct.Counted* %132 to void (%struct.Counted*)***
  %134 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %133, align 4
  %135 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %134, i64 0
  %136 = load void (%struct.Counted*)*, void (%struct.Counted*)** %135, align 4
  call x86_thiscallcc void %136(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %132)
  %137 = load %struct.Counted*, %struct.Counted** %13, align 4
  %138 = bitcast %struct.Counted* %137 to void (%struct.Counted*)***
  %139 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %138, align 4
  %140 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %139, i64 0
  %141 = load void (%struct.Counted*)*, void (%struct.Counted*)** %140, align 4
  call x86_thiscallcc void %141(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %137)
  %142 = bitcast %struct.Widget* %12 to %struct.Named*
  %143 = getelementptr inbounds %struct.Named, %struct.Named* %142, i32 0, i32 1
  %144 = load i32, i32* %143, align 4
  %145 = bitcast %struct.Widget* %12 to i8*
  %146 = getelementptr inbounds i8, i8* %145, i32 8
  %147 = bitcast i8* %146 to %struct.Counted*
  %148 = getelementptr inbounds %struct.Counted, %struct.Counted* %147, i32 0, i32 1
  %149 = load i32, i32* %148, align 4
  %150 = load %struct.Named*, %struct.Named** %14, align 4
  %151 = bitcast %struct.Named* %150 to i8* (%struct.Named*)***
  %152 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %151, align 4
  %153 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, i64 0
  %154 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %153, align 4
  %155 = call x86_thiscallcc noundef i8* %154(%struct.Named* noundef nonnull align 4 dereferenceable(8) %150)
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %155, i32 noundef %149, i32 noundef %144)
  %157 = call x86_thiscallcc noundef %struct.Diamond* @"??0Diamond@@QAE@XZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15, i32 noundef 1) #10
  %158 = icmp eq %struct.Diamond* %15, null
  br i1 %158, label %170, label %159

159:                                              ; preds = %129
  %160 = bitcast %struct.Diamond* %15 to i8*
  %161 = getelementptr inbounds i8, i8* %160, i32 0
  %162 = bitcast i8* %161 to i32**
  %163 = load i32*, i32** %162, align 4
  %164 = getelementptr inbounds i32, i32* %163, i32 1
  %165 = load i32, i32* %164, align 4
  %166 = add nsw i32 0, %165
  %167 = bitcast %struct.Diamond* %15 to i8*
  %168 = getelementptr inbounds i8, i8* %167, i32 %166
  %169 = bitcast i8* %168 to %struct.Base*
  br label %170

170:                                              ; preds = %159, %129
  %171 = phi %struct.Base* [ %169, %159 ], [ null, %129 ]
  store %struct.Base* %171, %struct.Base** %16, align 4
  %172 = bitcast %struct.Diamond* %15 to %struct.Left*
  store %struct.Left* %172, %struct.Left** %17, align 4
  %173 = bitcast %struct.Diamond* %15 to i8*
  %174 = getelementptr inbounds i8, i8* %173, i32 8
  %175 = bitcast i8* %174 to %struct.Right*
  %176 = getelementptr inbounds %struct.Right, %struct.Right* %175, i32 0, i32 1
  %177 = load i32, i32* %176, align 4
  %178 = load %struct.Left*, %struct.Left** %17, align 4
  %179 = bitcast %struct.Left* %178 to i8*
  %180 = getelementptr inbounds i8, i8* %179, i32 0
  %181 = bitcast i8* %180 to i32**
  %182 = load i32*, i32** %181, align 4
  %183 = getelementptr inbounds i32, i32* %182, i32 1
  %184 = load i32, i32* %183, align 4
  %185 = add nsw i32 0, %184
  %186 = getelementptr inbounds i8, i8* %179, i32 %185
  %187 = bitcast %struct.Left* %178 to i8*
  %188 = getelementptr inbounds i8, i8* %187, i32 0
  %189 = bitcast i8* %188 to i32**
  %190 = load i32*, i32** %189, align 4
  %191 = getelementptr inbounds i32, i32* %190, i32 1
  %192 = load i32, i32* %191, align 4
  %193 = add nsw i32 0, %192
  %194 = getelementptr inbounds i8, i8* %187, i32 %193
  %195 = bitcast i8* %194 to i32 (i8*)***
  %196 = load i32 (i8*)**, i32 (i8*)*** %195, align 4
  %197 = getelementptr inbounds i32 (i8*)*, i32 (i8*)** %196, i64 0
  %198 = load i32 (i8*)*, i32 (i8*)** %197, align 4
  %199 = invoke x86_thiscallcc noundef i32 %198(i8* noundef %186)
          to label %200 unwind label %314

200:                                              ; preds = %170
  %201 = load %struct.Base*, %struct.Base** %16, align 4
  %202 = bitcast %struct.Base* %201 to i32 (%struct.Base*)***
  %203 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %202, align 4
  %204 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %203, i64 0
  %205 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %204, align 4
  %206 = invoke x86_thiscallcc noundef i32 %205(%struct.Base* noundef nonnull align 4 dereferenceable(8) %201)
          to label %207 unwind label %314

207:                                              ; preds = %200
  %208 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %206, i32 noundef %199, i32 noundef %177)
          to label %209 unwind label %314

209:                                              ; preds = %207
  %210 = load %struct.Base*, %struct.Base** %16, align 4
  %211 = bitcast %struct.Base* %210 to i8*
  %212 = invoke i8* @__RTDynamicCast(i8* %211, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
          to label %213 unwind label %314

213:                                              ; preds = %209
  %214 = bitcast i8* %212 to %struct.Right*
  br label %215

215:                                              ; preds = %213
  %216 = icmp ne %struct.Right* %214, null
  %217 = zext i1 %216 to i32
  %218 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %217)
          to label %219 unwind label %314

219:                                              ; preds = %215
  store i32 0, i32* %19, align 4
  br label %220

220:                                              ; preds = %230, %219
  %221 = load i32, i32* %19, align 4
  %222 = icmp slt i32 %221, 8
  br i1 %222, label %223, label %233

223:                                              ; preds = %220
  %224 = load i32, i32* %19, align 4
  %225 = load i32, i32* %19, align 4
  %226 = mul nsw i32 %224, %225
  %227 = load i32, i32* %19, align 4
  %228 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QAEAAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %227)
          to label %229 unwind label %314

229:                                              ; preds = %223
  store i32 %226, i32* %228, align 4
  br label %230

230:                                              ; preds = %229
  %231 = load i32, i32* %19, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, i32* %19, align 4
  br label %220, !llvm.loop !6

233:                                              ; preds = %220
  store i32 7, i32* %20, align 4
  %234 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0
  %235 = load i32, i32* %20, align 4
  store i32 %235, i32* %234, align 4
  store i32 0, i32* %22, align 4
  %236 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0
  store i32* %22, i32** %236, align 4
  %237 = load i32, i32* %22, align 4
  %238 = bitcast %class.anon.0* %24 to i8*
  %239 = bitcast %class.anon.0* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %238, i8* align 4 %239, i32 4, i1 false)
  %240 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 0
  %241 = load i32*, i32** %240, align 4
  %242 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i32* %241)
          to label %243 unwind label %314

243:                                              ; preds = %233
  %244 = bitcast %class.anon* %25 to i8*
  %245 = bitcast %class.anon* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %244, i8* align 4 %245, i32 4, i1 false)
  %246 = getelementptr inbounds %class.anon, %class.anon* %25, i32 0, i32 0
  %247 = load i32, i32* %246, align 4
  %248 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %247)
          to label %249 unwind label %314

249:                                              ; preds = %243
  %250 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %248, i32 noundef %242, i32 noundef %237)
          to label %251 unwind label %314

251:                                              ; preds = %249
  %252 = invoke x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %253 unwind label %314

253:                                              ; preds = %251
  %254 = invoke x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %255 unwind label %314

255:                                              ; preds = %253
  %256 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %254, double noundef %252)
          to label %257 unwind label %314

257:                                              ; preds = %255
  %258 = call x86_thiscallcc noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #10
  store i32 (i32)* %258, i32 (i32)** %27, align 4
  %259 = load i32 (i32)*, i32 (i32)** %27, align 4
  %260 = invoke noundef i32 %259(i32 noundef 14)
          to label %261 unwind label %314

261:                                              ; preds = %257
  %262 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %260)
          to label %263 unwind label %314

263:                                              ; preds = %261
  %264 = call noundef i8* @"??$max_of@PBD@@YAPBDPBD0@Z"(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BJCFNGJP@second?$AA@", i32 0, i32 0))
  %265 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %266 unwind label %314

266:                                              ; preds = %263
  %267 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %268 unwind label %314

268:                                              ; preds = %266
  %269 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %267, double noundef %265, i8* noundef %264)
          to label %270 unwind label %314

270:                                              ; preds = %268
  %271 = invoke noundef i8* @"?get@?$TypeName@N@@SAPBDXZ"()
          to label %272 unwind label %314

272:                                              ; preds = %270
  %273 = invoke noundef i8* @"?get@?$TypeName@H@@SAPBDXZ"()
          to label %274 unwind label %314

274:                                              ; preds = %272
  %275 = invoke noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i32 0, i32 0))
          to label %276 unwind label %314

276:                                              ; preds = %274
  %277 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %275, i8* noundef %273, i8* noundef %271)
          to label %278 unwind label %314

278:                                              ; preds = %276
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5)
  %279 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4
  %280 = getelementptr inbounds [13 x i8], [13 x i8]* %279, i32 0, i32 0
  %281 = bitcast %struct.Big* %30 to i8*
  %282 = bitcast %struct.Big* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %281, i8* align 8 %282, i32 48, i1 false)
  %283 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef byval(%struct.Big) align 4 %30)
  %284 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i32 0, i32 0), i64 noundef %283, i8* noundef %280)
          to label %285 unwind label %314

285:                                              ; preds = %278
  %286 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0
  store i32 3, i32* %286, align 4
  %287 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1
  store float 9.500000e+00, float* %287, align 4
  %288 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0
  %289 = load i32, i32* %288, align 4
  %290 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1
  %291 = load float, float* %290, align 4
  %292 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %289, float %291)
  %293 = bitcast %struct.Pair* %31 to i64*
  store i64 %292, i64* %293, align 4
  %294 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1
  %295 = load float, float* %294, align 4
  %296 = fpext float %295 to double
  %297 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0
  %298 = load i32, i32* %297, align 4
  %299 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %298, double noundef %296)
          to label %300 unwind label %314

300:                                              ; preds = %285
  %301 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %302 unwind label %314

302:                                              ; preds = %300
  store i32 %301, i32* %33, align 4
  %303 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %304 unwind label %314

304:                                              ; preds = %302
  store i32 %303, i32* %34, align 4
  %305 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAAURegistry@@XZ"()
          to label %306 unwind label %314

306:                                              ; preds = %304
  %307 = getelementptr inbounds %struct.Registry, %struct.Registry* %305, i32 0, i32 0
  %308 = load i32, i32* %307, align 4
  %309 = load i32, i32* %34, align 4
  %310 = load i32, i32* %33, align 4
  %311 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %310, i32 noundef %309, i32 noundef %308)
          to label %312 unwind label %314

312:                                              ; preds = %306
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #10
  %313 = load i32, i32* %1, align 4
  ret i32 %313

314:                                              ; preds = %306, %304, %302, %300, %285, %278, %276, %274, %272, %270, %268, %266, %263, %261, %257, %255, %253, %251, %249, %243, %233, %223, %215, %209, %207, %200, %170
  %315 = cleanuppad within none []
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %15) #10 [ "funclet"(token %315) ]
  cleanupret from %315 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NN@Z"(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #6 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Rect*, align 4
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %struct.Rect* %0, %struct.Rect** %6, align 4
  %7 = load %struct.Rect*, %struct.Rect** %6, align 4
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*
  %9 = call x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %8) #10
  %10 = bitcast %struct.Rect* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1
  %12 = load double, double* %5, align 8
  store double %12, double* %11, align 8
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2
  %14 = load double, double* %4, align 8
  store double %14, double* %13, align 8
  ret %struct.Rect* %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@N@Z"(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Square*, align 4
  store double %1, double* %3, align 8
  store %struct.Square* %0, %struct.Square** %4, align 4
  %5 = load %struct.Square*, %struct.Square** %4, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %3, align 8
  %8 = load double, double* %3, align 8
  %9 = call x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %8, double noundef %7)
  %10 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Square* %5
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Widget* @"??0Widget@@QAE@XZ"(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  %5 = call x86_thiscallcc noundef %struct.Named* @"??0Named@@QAE@XZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = bitcast %struct.Widget* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Counted*
  %9 = call x86_thiscallcc noundef %struct.Counted* @"??0Counted@@QAE@XZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #10
  %10 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BNamed@@@" to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Widget* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BCounted@@@" to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Widget* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Diamond* @"??0Diamond@@QAE@XZ"(%struct.Diamond* noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Diamond*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Diamond* %0, %struct.Diamond** %5, align 4
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 4
  store %struct.Diamond* %6, %struct.Diamond** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = bitcast %struct.Diamond* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %12, align 4
  %13 = getelementptr inbounds i8, i8* %10, i32 8
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %14, align 4
  %15 = bitcast %struct.Diamond* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 20
  %17 = bitcast i8* %16 to %struct.Base*
  %18 = call x86_thiscallcc noundef %struct.Base* @"??0Base@@QAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %17) #10
  br label %19

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.Diamond* %6 to %struct.Left*
  %21 = call x86_thiscallcc noundef %struct.Left* @"??0Left@@QAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %20, i32 noundef 0) #10
  %22 = bitcast %struct.Diamond* %6 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i32 8
  %24 = bitcast i8* %23 to %struct.Right*
  %25 = call x86_thiscallcc noundef %struct.Right* @"??0Right@@QAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %24, i32 noundef 0) #10
  %26 = bitcast %struct.Diamond* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 0
  %28 = bitcast i8* %27 to i32**
  %29 = load i32*, i32** %28, align 4
  %30 = getelementptr inbounds i32, i32* %29, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 0, %31
  %33 = bitcast %struct.Diamond* %6 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i32 %32
  %35 = bitcast i8* %34 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %35, align 4
  %36 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %6, i32 0, i32 2
  store i32 4, i32* %36, align 4
  %37 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  ret %struct.Diamond* %37
}

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QAEAAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Array*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Array* %0, %struct.Array** %4, align 4
  %5 = load %struct.Array*, %struct.Array** %4, align 4
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i32 0, i32 %7
  ret i32* %8
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32* %2) #7 align 2 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  store i32* %2, i32** %8, align 4
  store i32 %1, i32* %5, align 4
  store %struct.Array* %0, %struct.Array** %6, align 4
  %9 = load %struct.Array*, %struct.Array** %6, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %14, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QAE?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17)
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %10, !llvm.loop !7

23:                                               ; preds = %10
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 align 2 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store i32 %1, i32* %5, align 4
  store %struct.Array* %0, %struct.Array** %6, align 4
  %9 = load %struct.Array*, %struct.Array** %6, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, i32* %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %14, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17)
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %10, !llvm.loop !8

23:                                               ; preds = %10
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca double, align 8
  %4 = alloca %class.anon.1*, align 4
  store double %1, double* %3, align 8
  store %class.anon.1* %0, %class.anon.1** %4, align 4
  %5 = load %class.anon.1*, %class.anon.1** %4, align 4
  %6 = load double, double* %3, align 8
  %7 = load double, double* %3, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.1*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.1* %0, %class.anon.1** %4, align 4
  %5 = load %class.anon.1*, %class.anon.1** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret i32 (i32)* @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, double* %3, align 8
  store double %0, double* %4, align 8
  %5 = load double, double* %4, align 8
  %6 = load double, double* %3, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@N@@SAPBDXZ"() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@H@@SAPBDXZ"() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef %0, i8 noundef signext %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i8*, align 4
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i8* %3, i8** %5, align 4
  store double %2, double* %6, align 8
  store i8 %1, i8* %7, align 1
  store i32 %0, i32* %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?counter@@YAHXZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %12, !prof !9

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #10
  %5 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAAURegistry@@XZ"()
          to label %9 unwind label %15

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, %struct.Registry* %8, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #10
  br label %12

12:                                               ; preds = %9, %4, %0
  %13 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4
  ret i32 %14

15:                                               ; preds = %7
  %16 = cleanuppad within none []
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #10 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAAURegistry@@XZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %11, !prof !9

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #10
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = invoke x86_thiscallcc noundef %struct.Registry* @"??0Registry@@QAE@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12

9:                                                ; preds = %7
  %10 = call i32 @atexit(void ()* @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #10
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #10
  br label %11

11:                                               ; preds = %9, %4, %0
  ret %struct.Registry* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A"

12:                                               ; preds = %7
  %13 = cleanuppad within none []
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #10 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.Diamond*
  call x86_thiscallcc void @"??1Diamond@@UAE@XZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %6) #10
  %7 = bitcast %struct.Diamond* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 20
  %9 = bitcast i8* %8 to %struct.Base*
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@XZ"(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRect@@UAEPAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Rect* %0, %struct.Rect** %5, align 4
  %6 = load %struct.Rect*, %struct.Rect** %5, align 4
  %7 = bitcast %struct.Rect* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Rect* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Rect@@UBEPBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Shape* %0, %struct.Shape** %5, align 4
  %6 = load %struct.Shape*, %struct.Shape** %5, align 4
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Shape@@UBEPBDXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i32 0, i32 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Square* %0, %struct.Square** %5, align 4
  %6 = load %struct.Square*, %struct.Square** %5, align 4
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Square* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Square@@UBEPBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Named* @"??0Named@@QAE@XZ"(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Named@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 5, i32* %5, align 4
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counted* @"??0Counted@@QAE@XZ"(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Counted@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Counted* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Widget@@UBEPBDXZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  %3 = alloca %struct.Widget*, align 4
  %4 = bitcast i8* %0 to %struct.Widget*
  store %struct.Widget* %4, %struct.Widget** %2, align 4
  %5 = load %struct.Widget*, %struct.Widget** %2, align 4
  store %struct.Widget* %5, %struct.Widget** %3, align 4
  %6 = load %struct.Widget*, %struct.Widget** %3, align 4
  %7 = bitcast %struct.Widget* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.Widget*
  %10 = bitcast %struct.Widget* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Counted*
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, 10
  store i32 %15, i32* %13, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Named@@UBEPBDXZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Base* @"??0Base@@QAE@XZ"(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Left* @"??0Left@@QAE@XZ"(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Left*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Left* %0, %struct.Left** %5, align 4
  %6 = load %struct.Left*, %struct.Left** %5, align 4
  store %struct.Left* %6, %struct.Left** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.Left* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Left@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.Left* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.Base*
  %16 = call x86_thiscallcc noundef %struct.Base* @"??0Base@@QAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %15) #10
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Left* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 0, %23
  %25 = bitcast %struct.Left* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Left@@6B@" to i32 (...)**), i32 (...)*** %27, align 4
  %28 = getelementptr inbounds %struct.Left, %struct.Left* %6, i32 0, i32 1
  store i32 2, i32* %28, align 4
  %29 = load %struct.Left*, %struct.Left** %3, align 4
  ret %struct.Left* %29
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Right* @"??0Right@@QAE@XZ"(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Right*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Right* %0, %struct.Right** %5, align 4
  %6 = load %struct.Right*, %struct.Right** %5, align 4
  store %struct.Right* %6, %struct.Right** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.Right* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Right@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.Right* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.Base*
  %16 = call x86_thiscallcc noundef %struct.Base* @"??0Base@@QAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %15) #10
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Right* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 0, %23
  %25 = bitcast %struct.Right* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Right@@6B@" to i32 (...)**), i32 (...)*** %27, align 4
  %28 = getelementptr inbounds %struct.Right, %struct.Right* %6, i32 0, i32 1
  store i32 3, i32* %28, align 4
  %29 = load %struct.Right*, %struct.Right** %3, align 4
  ret %struct.Right* %29
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  %3 = alloca %struct.Diamond*, align 4
  %4 = bitcast i8* %0 to %struct.Diamond*
  store %struct.Diamond* %4, %struct.Diamond** %2, align 4
  %5 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  store %struct.Diamond* %5, %struct.Diamond** %3, align 4
  %6 = load %struct.Diamond*, %struct.Diamond** %3, align 4
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -20
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  %13 = load i32*, i32** %12, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 0, %15
  %17 = bitcast %struct.Diamond* %9 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to %struct.Base*
  %20 = getelementptr inbounds %struct.Base, %struct.Base* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  %22 = bitcast %struct.Diamond* %9 to %struct.Left*
  %23 = getelementptr inbounds %struct.Left, %struct.Left* %22, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %21, %24
  %26 = bitcast %struct.Diamond* %9 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 8
  %28 = bitcast i8* %27 to %struct.Right*
  %29 = getelementptr inbounds %struct.Right, %struct.Right* %28, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %25, %30
  %32 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %9, i32 0, i32 2
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %31, %33
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GDiamond@@UAEPAXI@Z"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Diamond* %0, %struct.Diamond** %5, align 4
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 4
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -20
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Diamond* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBase@@UAEPAXI@Z"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Base* %0, %struct.Base** %5, align 4
  %6 = load %struct.Base*, %struct.Base** %5, align 4
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Base@@UAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  %3 = alloca %struct.Left*, align 4
  %4 = bitcast i8* %0 to %struct.Left*
  store %struct.Left* %4, %struct.Left** %2, align 4
  %5 = load %struct.Left*, %struct.Left** %2, align 4
  store %struct.Left* %5, %struct.Left** %3, align 4
  %6 = load %struct.Left*, %struct.Left** %3, align 4
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  %13 = load i32*, i32** %12, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 0, %15
  %17 = bitcast %struct.Left* %9 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to %struct.Base*
  %20 = getelementptr inbounds %struct.Base, %struct.Base* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  %22 = getelementptr inbounds %struct.Left, %struct.Left* %9, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 %21, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GLeft@@UAEPAXI@Z"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Left* %0, %struct.Left** %5, align 4
  %6 = load %struct.Left*, %struct.Left** %5, align 4
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DLeft@@QAEXXZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Left* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DLeft@@QAEXXZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Left*
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.Left* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Base*
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Left*
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRight@@UAEPAXI@Z"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Right* %0, %struct.Right** %5, align 4
  %6 = load %struct.Right*, %struct.Right** %5, align 4
  %7 = bitcast %struct.Right* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DRight@@QAEXXZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Right* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DRight@@QAEXXZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Right*
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.Right* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Base*
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Right*
  ret void
}

; Function Attrs: noinline optnone
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #9 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.2*, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  %5 = load %class.anon.2*, %class.anon.2** %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) #10

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) #10

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) #10

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Registry* @"??0Registry@@QAE@XZ"(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0
  store i32 3, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@", i32 0, i32 0))
  ret %struct.Registry* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Registry@@QAE@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Registry*, align 4
  store %struct.Registry* %0, %struct.Registry** %2, align 4
  %3 = load %struct.Registry*, %struct.Registry** %2, align 4
  ret void
}

; Function Attrs: noinline
define internal void @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ"() #11 {
  call x86_thiscallcc void @"??1Registry@@QAE@XZ"(%struct.Registry* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Diamond@@UAE@XZ"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 4
  store %struct.Diamond* %0, %struct.Diamond** %2, align 4
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 4
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -20
  %6 = bitcast i8* %5 to %struct.Diamond*
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  %11 = getelementptr i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Right*
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %12) #10
  %13 = bitcast %struct.Diamond* %6 to %struct.Left*
  %14 = bitcast %struct.Left* %13 to i8*
  %15 = getelementptr i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to %struct.Left*
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon*, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon* %0, %class.anon** %6, align 4
  %7 = load %class.anon*, %class.anon** %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QAE?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.0*, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon.0* %0, %class.anon.0** %6, align 4
  %7 = load %class.anon.0*, %class.anon.0** %6, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4
  %16 = mul nsw i32 %15, 1
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %16, %17
  br label %21

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ]
  ret i32 %22
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = !{!"branch_weights", i32 1, i32 1048575}

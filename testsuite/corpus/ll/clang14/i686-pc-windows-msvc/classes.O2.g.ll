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
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { i32*, i32 }
%struct.Right.base = type { i32*, i32 }
%struct.Base = type { i32 (...)**, i32 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Rect }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }
%struct.Left = type { i32*, i32, %struct.Base }
%struct.Right = type { i32*, i32, %struct.Base }

$"??_GRect@@UAEPAXI@Z" = comdat any

$"?area@Rect@@UBENXZ" = comdat any

$"?name@Rect@@UBEPBDXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"?name@Shape@@UBEPBDXZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?name@Square@@UBEPBDXZ" = comdat any

$"?label@Widget@@UBEPBDXZ" = comdat any

$"?bump@Widget@@UAEXXZ" = comdat any

$"?label@Named@@UBEPBDXZ" = comdat any

$"?bump@Counted@@UAEXXZ" = comdat any

$"?get@Diamond@@UBEHXZ" = comdat any

$"??_GDiamond@@UAEPAXI@Z" = comdat any

$"?get@Base@@UBEHXZ" = comdat any

$"??_GBase@@UAEPAXI@Z" = comdat any

$"?get@Left@@UBEHXZ" = comdat any

$"??_GLeft@@UAEPAXI@Z" = comdat any

$"??_GRight@@UAEPAXI@Z" = comdat any

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

$"??_C@_05NIGAKFML@first?$AA@" = comdat any

$"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = comdat any

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

$"??_7Left@@6B@" = comdat largest

$"??_R4Left@@6B@" = comdat any

$"??_7Right@@6B@" = comdat largest

$"??_R4Right@@6B@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_03JBIPMCLC@int?$AA@" = comdat any

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
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 1
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 1
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
@9 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Left@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" }, comdat
@10 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UBEHXZ" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4, !dbg !0
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4, !dbg !152
@"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @"??$max_of@PBD@@YAPBDPBD0@Z"(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !158 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8* %0, metadata !163, metadata !DIExpression()), !dbg !166
  ret i8* %0, !dbg !167
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !168 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !184, metadata !DIExpression(DW_OP_deref)), !dbg !187
  call void @llvm.dbg.value(metadata i32 %1, metadata !183, metadata !DIExpression()), !dbg !187
  %3 = sext i32 %1 to i64, !dbg !188
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !188
  store i64 %3, i64* %4, align 8, !dbg !188, !tbaa !189
  %5 = shl nsw i32 %1, 1, !dbg !188
  %6 = sext i32 %5 to i64, !dbg !188
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !188
  store i64 %6, i64* %7, align 8, !dbg !188, !tbaa !194
  %8 = mul nsw i32 %1, 3, !dbg !188
  %9 = sext i32 %8 to i64, !dbg !188
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !188
  store i64 %9, i64* %10, align 8, !dbg !188, !tbaa !195
  %11 = sub nsw i32 0, %1, !dbg !188
  %12 = sext i32 %11 to i64, !dbg !188
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !188
  store i64 %12, i64* %13, align 8, !dbg !188, !tbaa !196
  call void @llvm.dbg.value(metadata i32 0, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !185, metadata !DIExpression()), !dbg !197
  %14 = srem i32 %1, 26, !dbg !198
  %15 = trunc i32 %14 to i8, !dbg !198
  %16 = add nsw i8 %15, 97, !dbg !198
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0, !dbg !198
  store i8 %16, i8* %17, align 8, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 1, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 1, metadata !185, metadata !DIExpression()), !dbg !197
  %18 = add nsw i32 %1, 1, !dbg !198
  %19 = srem i32 %18, 26, !dbg !198
  %20 = trunc i32 %19 to i8, !dbg !198
  %21 = add nsw i8 %20, 97, !dbg !198
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1, !dbg !198
  store i8 %21, i8* %22, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 2, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 2, metadata !185, metadata !DIExpression()), !dbg !197
  %23 = add nsw i32 %1, 2, !dbg !198
  %24 = srem i32 %23, 26, !dbg !198
  %25 = trunc i32 %24 to i8, !dbg !198
  %26 = add nsw i8 %25, 97, !dbg !198
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2, !dbg !198
  store i8 %26, i8* %27, align 2, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 3, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 3, metadata !185, metadata !DIExpression()), !dbg !197
  %28 = add nsw i32 %1, 3, !dbg !198
  %29 = srem i32 %28, 26, !dbg !198
  %30 = trunc i32 %29 to i8, !dbg !198
  %31 = add nsw i8 %30, 97, !dbg !198
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3, !dbg !198
  store i8 %31, i8* %32, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 4, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 4, metadata !185, metadata !DIExpression()), !dbg !197
  %33 = add nsw i32 %1, 4, !dbg !198
  %34 = srem i32 %33, 26, !dbg !198
  %35 = trunc i32 %34 to i8, !dbg !198
  %36 = add nsw i8 %35, 97, !dbg !198
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4, !dbg !198
  store i8 %36, i8* %37, align 4, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 5, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 5, metadata !185, metadata !DIExpression()), !dbg !197
  %38 = add nsw i32 %1, 5, !dbg !198
  %39 = srem i32 %38, 26, !dbg !198
  %40 = trunc i32 %39 to i8, !dbg !198
  %41 = add nsw i8 %40, 97, !dbg !198
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5, !dbg !198
  store i8 %41, i8* %42, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 6, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 6, metadata !185, metadata !DIExpression()), !dbg !197
  %43 = add nsw i32 %1, 6, !dbg !198
  %44 = srem i32 %43, 26, !dbg !198
  %45 = trunc i32 %44 to i8, !dbg !198
  %46 = add nsw i8 %45, 97, !dbg !198
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6, !dbg !198
  store i8 %46, i8* %47, align 2, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 7, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 7, metadata !185, metadata !DIExpression()), !dbg !197
  %48 = add nsw i32 %1, 7, !dbg !198
  %49 = srem i32 %48, 26, !dbg !198
  %50 = trunc i32 %49 to i8, !dbg !198
  %51 = add nsw i8 %50, 97, !dbg !198
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7, !dbg !198
  store i8 %51, i8* %52, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 8, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 8, metadata !185, metadata !DIExpression()), !dbg !197
  %53 = add nsw i32 %1, 8, !dbg !198
  %54 = srem i32 %53, 26, !dbg !198
  %55 = trunc i32 %54 to i8, !dbg !198
  %56 = add nsw i8 %55, 97, !dbg !198
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8, !dbg !198
  store i8 %56, i8* %57, align 8, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 9, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 9, metadata !185, metadata !DIExpression()), !dbg !197
  %58 = add nsw i32 %1, 9, !dbg !198
  %59 = srem i32 %58, 26, !dbg !198
  %60 = trunc i32 %59 to i8, !dbg !198
  %61 = add nsw i8 %60, 97, !dbg !198
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9, !dbg !198
  store i8 %61, i8* %62, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 10, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 10, metadata !185, metadata !DIExpression()), !dbg !197
  %63 = add nsw i32 %1, 10, !dbg !198
  %64 = srem i32 %63, 26, !dbg !198
  %65 = trunc i32 %64 to i8, !dbg !198
  %66 = add nsw i8 %65, 97, !dbg !198
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10, !dbg !198
  store i8 %66, i8* %67, align 2, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 11, metadata !185, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 11, metadata !185, metadata !DIExpression()), !dbg !197
  %68 = add nsw i32 %1, 11, !dbg !198
  %69 = srem i32 %68, 26, !dbg !198
  %70 = trunc i32 %69 to i8, !dbg !198
  %71 = add nsw i8 %70, 97, !dbg !198
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11, !dbg !198
  store i8 %71, i8* %72, align 1, !dbg !198, !tbaa !200
  call void @llvm.dbg.value(metadata i32 12, metadata !185, metadata !DIExpression()), !dbg !197
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12, !dbg !201
  store i8 0, i8* %73, align 4, !dbg !201, !tbaa !200
  ret void, !dbg !202
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #4 !dbg !203 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = load i64, i64* %2, align 4
  call void @llvm.dbg.value(metadata i64 %3, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !208
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 4
  call void @llvm.dbg.value(metadata i64 %5, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !208
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  %7 = load i64, i64* %6, align 4
  call void @llvm.dbg.value(metadata i64 %7, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !208
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  %9 = load i64, i64* %8, align 4
  call void @llvm.dbg.value(metadata i64 %9, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !208
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  %11 = load i8, i8* %10, align 4
  call void @llvm.dbg.value(metadata i8 %11, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 8)), !dbg !208
  %12 = add nsw i64 %5, %3, !dbg !209
  %13 = add nsw i64 %12, %7, !dbg !209
  %14 = add nsw i64 %13, %9, !dbg !209
  %15 = sext i8 %11 to i64, !dbg !209
  %16 = add nsw i64 %14, %15, !dbg !209
  ret i64 %16, !dbg !209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) local_unnamed_addr #5 !dbg !210 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !214, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !216
  call void @llvm.dbg.value(metadata float %1, metadata !214, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !216
  %3 = fptosi float %1 to i32, !dbg !217
  call void @llvm.dbg.value(metadata i32 %3, metadata !215, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !216
  %4 = sitofp i32 %0 to float, !dbg !217
  call void @llvm.dbg.value(metadata float %4, metadata !215, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !216
  %5 = bitcast float %4 to i32, !dbg !217
  %6 = zext i32 %5 to i64, !dbg !217
  %7 = shl nuw i64 %6, 32, !dbg !217
  %8 = zext i32 %3 to i64, !dbg !217
  %9 = or i64 %7, %8, !dbg !217
  ret i64 %9, !dbg !217
}

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #6 !dbg !218 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !224, metadata !DIExpression()), !dbg !225
  %2 = icmp eq i32 %0, 0, !dbg !226
  %3 = select i1 %2, i32 1, i32 %0, !dbg !226
  %4 = tail call i8* @malloc(i32 noundef %3), !dbg !226
  ret i8* %4, !dbg !226
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??3@YAXPAX@Z"(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !227 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !231, metadata !DIExpression()), !dbg !232
  tail call void @free(i8* noundef %0), !dbg !233
  ret void, !dbg !233
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #9

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @"??3@YAXPAXI@Z"(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !234 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !238, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i8* %0, metadata !239, metadata !DIExpression()), !dbg !240
  tail call void @free(i8* noundef %0), !dbg !241
  ret void, !dbg !241
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !242 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !244, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !244, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !244, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !318
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !250, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !255, metadata !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value)), !dbg !319
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !249, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !253, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !256, metadata !DIExpression()), !dbg !320
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 6.000000e+00), !dbg !321
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !249, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !256, metadata !DIExpression()), !dbg !320
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0), double noundef 1.600000e+01), !dbg !321
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !249, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !256, metadata !DIExpression()), !dbg !320
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 4.000000e+00), !dbg !321
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !249, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !319
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef 2.600000e+01), !dbg !323
  call void @llvm.dbg.value(metadata i32 5, metadata !264, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !265, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !267, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 20, metadata !264, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !318
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0), i32 noundef 20, i32 noundef 5), !dbg !324
  %8 = bitcast %struct.Diamond* %1 to i8*, !dbg !325
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %8) #17, !dbg !325
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !269, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 1, metadata !326, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !333, metadata !DIExpression()), !dbg !335
  %9 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %9, align 4, !dbg !337
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0, !dbg !337
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %10, align 4, !dbg !337
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !338, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !342
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1, !dbg !344
  store i32 1, i32* %11, align 4, !dbg !344, !tbaa !345
  call void @llvm.dbg.value(metadata i32 0, metadata !348, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !355, metadata !DIExpression()), !dbg !356
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1, !dbg !358
  store i32 2, i32* %12, align 4, !dbg !358, !tbaa !359
  call void @llvm.dbg.value(metadata i32 0, metadata !361, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !368, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !369
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1, !dbg !371
  store i32 3, i32* %13, align 4, !dbg !371, !tbaa !372
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, !dbg !337
  %15 = bitcast %struct.Base* %14 to i8*, !dbg !337
  %16 = getelementptr inbounds %struct.Base, %struct.Base* %14, i32 0, i32 0, !dbg !337
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %16, align 4, !dbg !337, !tbaa !374
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2, !dbg !337
  store i32 4, i32* %17, align 4, !dbg !337, !tbaa !376
  call void @llvm.dbg.value(metadata %struct.Base* %14, metadata !270, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !272, metadata !DIExpression()), !dbg !318
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !378
  %19 = call i8* @__RTDynamicCast(i8* nonnull %15, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0), !dbg !379
  %20 = icmp ne i8* %19, null, !dbg !379
  %21 = zext i1 %20 to i32, !dbg !379
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %21), !dbg !379
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 4, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 9, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 16, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 25, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 36, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 49, metadata !274, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !318
  call void @llvm.dbg.value(metadata i32 7, metadata !298, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 7, metadata !299, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 0, metadata !303, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32* undef, metadata !304, metadata !DIExpression()), !dbg !318
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 0), !dbg !380
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !381
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 42), !dbg !382
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i32 0, i32 0)), !dbg !383
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0)), !dbg !384
  %28 = bitcast %struct.Big* %2 to i8*, !dbg !385
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %28) #17, !dbg !385
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !314, metadata !DIExpression()), !dbg !385
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !385
  %29 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 0, !dbg !386
  %30 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef nonnull byval(%struct.Big) align 4 %2), !dbg !386
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i32 0, i32 0), i64 noundef %30, i8* noundef nonnull %29), !dbg !386
  %32 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 3, float 9.500000e+00), !dbg !387
  %33 = trunc i64 %32 to i32, !dbg !387
  call void @llvm.dbg.value(metadata i32 %33, metadata !315, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !318
  %34 = lshr i64 %32, 32, !dbg !387
  %35 = trunc i64 %34 to i32, !dbg !387
  %36 = bitcast i32 %35 to float, !dbg !387
  call void @llvm.dbg.value(metadata float %36, metadata !315, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !318
  %37 = fpext float %36 to double, !dbg !388
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %33, double noundef %37), !dbg !388
  %39 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !389
  %40 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !389
  %41 = icmp sgt i32 %39, %40, !dbg !389
  br i1 %41, label %42, label %52, !dbg !389, !prof !391

42:                                               ; preds = %0
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17, !dbg !389
  %43 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !389
  %44 = icmp eq i32 %43, -1, !dbg !389
  br i1 %44, label %45, label %52, !dbg !389

45:                                               ; preds = %42
  invoke fastcc void @"?registry@@YAAAURegistry@@XZ"()
          to label %46 unwind label %50, !dbg !389

46:                                               ; preds = %45
  %47 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !389
  %48 = select i1 %47, i32 3, i32 0, !dbg !389
  store i32 %48, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !389, !tbaa !392
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17, !dbg !389
  %49 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !393
  br label %52, !dbg !389

50:                                               ; preds = %45
  %51 = cleanuppad within none [], !dbg !389
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17 [ "funclet"(token %51) ], !dbg !389
  cleanupret from %51 unwind to caller

52:                                               ; preds = %46, %42, %0
  %53 = phi i32 [ %49, %46 ], [ %43, %42 ], [ %39, %0 ], !dbg !393
  %54 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !395, !tbaa !392
  %55 = add nsw i32 %54, 1, !dbg !395
  store i32 %55, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !395, !tbaa !392
  call void @llvm.dbg.value(metadata i32 %55, metadata !316, metadata !DIExpression()), !dbg !318
  %56 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !393
  %57 = icmp sgt i32 %53, %56, !dbg !393
  br i1 %57, label %58, label %67, !dbg !393, !prof !391

58:                                               ; preds = %52
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17, !dbg !393
  %59 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !393
  %60 = icmp eq i32 %59, -1, !dbg !393
  br i1 %60, label %61, label %67, !dbg !393

61:                                               ; preds = %58
  invoke fastcc void @"?registry@@YAAAURegistry@@XZ"()
          to label %62 unwind label %65, !dbg !393

62:                                               ; preds = %61
  %63 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !393
  %64 = select i1 %63, i32 3, i32 0, !dbg !393
  store i32 %64, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !393, !tbaa !392
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17, !dbg !393
  br label %67, !dbg !393

65:                                               ; preds = %61
  %66 = cleanuppad within none [], !dbg !393
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17 [ "funclet"(token %66) ], !dbg !393
  cleanupret from %66 unwind to caller

67:                                               ; preds = %62, %58, %52
  %68 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !396, !tbaa !392
  %69 = add nsw i32 %68, 1, !dbg !396
  store i32 %69, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !396, !tbaa !392
  call void @llvm.dbg.value(metadata i32 %69, metadata !317, metadata !DIExpression()), !dbg !318
  %70 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !397
  %71 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !397
  %72 = icmp sgt i32 %70, %71, !dbg !397
  br i1 %72, label %73, label %79, !dbg !397, !prof !391

73:                                               ; preds = %67
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #17, !dbg !397
  %74 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !397
  %75 = icmp eq i32 %74, -1, !dbg !397
  br i1 %75, label %76, label %79, !dbg !397

76:                                               ; preds = %73
  store i1 true, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !399
  %77 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !405
  %78 = call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #17, !dbg !397
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #17, !dbg !397
  br label %79, !dbg !397

79:                                               ; preds = %76, %73, %67
  %80 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !407
  %81 = select i1 %80, i32 3, i32 0, !dbg !407
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %55, i32 noundef %69, i32 noundef %81), !dbg !407
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %28) #17, !dbg !408
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %8) #17, !dbg !408
  ret i32 0, !dbg !408
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: norecurse
define internal fastcc void @"?registry@@YAAAURegistry@@XZ"() unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !409
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !409
  %3 = icmp sgt i32 %1, %2, !dbg !409
  br i1 %3, label %4, label %10, !dbg !409, !prof !391

4:                                                ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #17, !dbg !409
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !409
  %6 = icmp eq i32 %5, -1, !dbg !409
  br i1 %6, label %7, label %10, !dbg !409

7:                                                ; preds = %4
  store i1 true, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !410
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0)), !dbg !412
  %9 = tail call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #17, !dbg !409
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #17, !dbg !409
  br label %10, !dbg !409

10:                                               ; preds = %7, %4, %0
  ret void, !dbg !413
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRect@@UAEPAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !414 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !419, metadata !DIExpression()), !dbg !422
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !420, metadata !DIExpression()), !dbg !422
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !423
  br i1 %4, label %6, label %5, !dbg !423

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !231, metadata !DIExpression()) #17, !dbg !424
  tail call void @free(i8* noundef nonnull %3) #17, !dbg !426
  br label %6, !dbg !423

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !423
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !427 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !429, metadata !DIExpression()), !dbg !431
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 1, !dbg !432
  %3 = load double, double* %2, align 8, !dbg !432, !tbaa !433
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 2, !dbg !432
  %5 = load double, double* %4, align 8, !dbg !432, !tbaa !436
  %6 = fmul double %3, %5, !dbg !432
  ret double %6, !dbg !432
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Rect@@UBEPBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !437 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !439, metadata !DIExpression()), !dbg !440
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), !dbg !441
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #15 comdat align 2 !dbg !442 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !444, metadata !DIExpression()), !dbg !446
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !445, metadata !DIExpression()), !dbg !446
  tail call void @llvm.trap() #20, !dbg !447
  unreachable, !dbg !447
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Shape@@UBEPBDXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #14 comdat align 2 !dbg !448 {
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !450, metadata !DIExpression()), !dbg !452
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i32 0, i32 0), !dbg !453
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #16

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !454 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !459, metadata !DIExpression()), !dbg !462
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !460, metadata !DIExpression()), !dbg !462
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !463
  br i1 %4, label %6, label %5, !dbg !463

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !231, metadata !DIExpression()) #17, !dbg !464
  tail call void @free(i8* noundef nonnull %3) #17, !dbg !466
  br label %6, !dbg !463

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !463
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Square@@UBEPBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !467 {
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !469, metadata !DIExpression()), !dbg !471
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0), !dbg !472
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Widget@@UBEPBDXZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 !dbg !473 {
  call void @llvm.dbg.value(metadata %struct.Widget* %0, metadata !475, metadata !DIExpression()), !dbg !477
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0), !dbg !478
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 !dbg !479 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !481, metadata !DIExpression()), !dbg !483
  %2 = getelementptr inbounds i8, i8* %0, i32 4, !dbg !484
  %3 = bitcast i8* %2 to i32*, !dbg !484
  %4 = load i32, i32* %3, align 4, !dbg !484, !tbaa !485
  %5 = add nsw i32 %4, 10, !dbg !484
  store i32 %5, i32* %3, align 4, !dbg !484, !tbaa !485
  ret void, !dbg !484
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Named@@UBEPBDXZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #14 comdat align 2 !dbg !487 {
  call void @llvm.dbg.value(metadata %struct.Named* %0, metadata !489, metadata !DIExpression()), !dbg !491
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i32 0, i32 0), !dbg !492
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #14 comdat align 2 !dbg !493 {
  call void @llvm.dbg.value(metadata %struct.Counted* %0, metadata !495, metadata !DIExpression()), !dbg !496
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i32 0, i32 1, !dbg !497
  %3 = load i32, i32* %2, align 4, !dbg !497, !tbaa !485
  %4 = add nsw i32 %3, 1, !dbg !497
  store i32 %4, i32* %2, align 4, !dbg !497, !tbaa !485
  ret void, !dbg !497
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 !dbg !498 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !500, metadata !DIExpression()), !dbg !502
  %2 = getelementptr inbounds i8, i8* %0, i32 -20
  %3 = bitcast i8* %2 to i32**, !dbg !503
  %4 = load i32*, i32** %3, align 4, !dbg !503
  %5 = getelementptr inbounds i32, i32* %4, i32 1, !dbg !503
  %6 = load i32, i32* %5, align 4, !dbg !503
  %7 = getelementptr inbounds i8, i8* %2, i32 %6, !dbg !503
  %8 = getelementptr inbounds i8, i8* %7, i32 4, !dbg !503
  %9 = bitcast i8* %8 to i32*, !dbg !503
  %10 = load i32, i32* %9, align 4, !dbg !503, !tbaa !345
  %11 = getelementptr inbounds i8, i8* %0, i32 -16, !dbg !503
  %12 = bitcast i8* %11 to i32*, !dbg !503
  %13 = load i32, i32* %12, align 4, !dbg !503, !tbaa !359
  %14 = add nsw i32 %13, %10, !dbg !503
  %15 = getelementptr inbounds i8, i8* %0, i32 -8, !dbg !503
  %16 = bitcast i8* %15 to i32*, !dbg !503
  %17 = load i32, i32* %16, align 4, !dbg !503, !tbaa !372
  %18 = add nsw i32 %14, %17, !dbg !503
  %19 = getelementptr inbounds i8, i8* %0, i32 -4, !dbg !503
  %20 = bitcast i8* %19 to i32*, !dbg !503
  %21 = load i32, i32* %20, align 4, !dbg !503, !tbaa !376
  %22 = add nsw i32 %18, %21, !dbg !503
  ret i32 %22, !dbg !503
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GDiamond@@UAEPAXI@Z"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !504 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !507, metadata !DIExpression()), !dbg !509
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !508, metadata !DIExpression()), !dbg !509
  %3 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 1
  %4 = bitcast %struct.Right.base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !510
  br i1 %5, label %7, label %6, !dbg !510

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !231, metadata !DIExpression()) #17, !dbg !511
  tail call void @free(i8* noundef nonnull %4) #17, !dbg !513
  br label %7, !dbg !510

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !510
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #14 comdat align 2 !dbg !514 {
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !516, metadata !DIExpression()), !dbg !518
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1, !dbg !519
  %3 = load i32, i32* %2, align 4, !dbg !519, !tbaa !345
  ret i32 %3, !dbg !519
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBase@@UAEPAXI@Z"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #15 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !520 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !522, metadata !DIExpression()), !dbg !524
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !523, metadata !DIExpression()), !dbg !524
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !525
  br i1 %4, label %6, label %5, !dbg !525

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !231, metadata !DIExpression()) #17, !dbg !526
  tail call void @free(i8* noundef nonnull %3) #17, !dbg !528
  br label %6, !dbg !525

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !525
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 !dbg !529 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !531, metadata !DIExpression()), !dbg !533
  %2 = getelementptr inbounds i8, i8* %0, i32 -8
  %3 = bitcast i8* %2 to i32**, !dbg !534
  %4 = load i32*, i32** %3, align 4, !dbg !534
  %5 = getelementptr inbounds i32, i32* %4, i32 1, !dbg !534
  %6 = load i32, i32* %5, align 4, !dbg !534
  %7 = getelementptr inbounds i8, i8* %2, i32 %6, !dbg !534
  %8 = getelementptr inbounds i8, i8* %7, i32 4, !dbg !534
  %9 = bitcast i8* %8 to i32*, !dbg !534
  %10 = load i32, i32* %9, align 4, !dbg !534, !tbaa !345
  %11 = getelementptr inbounds i8, i8* %0, i32 -4, !dbg !534
  %12 = bitcast i8* %11 to i32*, !dbg !534
  %13 = load i32, i32* %12, align 4, !dbg !534, !tbaa !359
  %14 = add nsw i32 %13, %10, !dbg !534
  ret i32 %14, !dbg !534
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GLeft@@UAEPAXI@Z"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !535 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !538, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata %struct.Left* %0, metadata !539, metadata !DIExpression()), !dbg !540
  %3 = getelementptr inbounds %struct.Left, %struct.Left* %0, i32 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !541
  br i1 %5, label %7, label %6, !dbg !541

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !231, metadata !DIExpression()) #17, !dbg !542
  tail call void @free(i8* noundef nonnull %4) #17, !dbg !544
  br label %7, !dbg !541

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !541
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRight@@UAEPAXI@Z"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !545 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !548, metadata !DIExpression()), !dbg !550
  call void @llvm.dbg.value(metadata %struct.Right* %0, metadata !549, metadata !DIExpression()), !dbg !550
  %3 = getelementptr inbounds %struct.Right, %struct.Right* %0, i32 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !551
  br i1 %5, label %7, label %6, !dbg !551

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !231, metadata !DIExpression()) #17, !dbg !552
  tail call void @free(i8* noundef nonnull %4) #17, !dbg !554
  br label %7, !dbg !551

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !551
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #17

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) local_unnamed_addr #17

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #17

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal void @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ"() #0 !dbg !555 {
  ret void, !dbg !558
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #17

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #18

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #19

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { cold noreturn nounwind }
attributes #17 = { nounwind }
attributes #18 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #19 = { nofree nounwind }
attributes #20 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!153, !154, !155, !156}
!llvm.ident = !{!157}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "?counter@@YAHXZ", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !144, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !31, !35, !38, !72, !84, !87, !99, !116, !15, !119, !12, !136}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: ".?AURight@@")
!13 = !{!14, !30}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: ".?AUBase@@")
!16 = !{!17, !18, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !19, size: 32, flags: DIFlagArtificial)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 32)
!21 = !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!22 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!27 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 32)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !32, identifier: ".?AUPair@@")
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !31, file: !3, line: 63, baseType: !6, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !31, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !36, vtableHolder: !38, identifier: ".?AURect@@")
!36 = !{!37, !40, !58, !59, !60, !64, !69}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !38, extraData: i32 0)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !39, vtableHolder: !38, identifier: ".?AUShape@@")
!39 = !{!40, !41, !43, !47, !53}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 96)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !42, size: 32, flags: DIFlagArtificial)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!43 = !DISubprogram(name: "~Shape", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, containingType: !38, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!44 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UBENXZ", scope: !38, file: !3, line: 11, type: !48, scopeLine: 11, containingType: !38, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!48 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !49)
!49 = !{!50, !51}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!53 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, containingType: !38, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!54 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !55)
!55 = !{!56, !51}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 128)
!60 = !DISubprogram(name: "Rect", scope: !35, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !62)
!62 = !{null, !63, !50, !50}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, containingType: !35, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!65 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !66)
!66 = !{!50, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!69 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!70 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !71)
!71 = !{!56, !67}
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !73, vtableHolder: !38, identifier: ".?AUSquare@@")
!73 = !{!74, !40, !75, !79}
!74 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !72, baseType: !35, extraData: i32 0)
!75 = !DISubprogram(name: "Square", scope: !72, file: !3, line: 23, type: !76, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !77)
!77 = !{null, !78, !50}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, containingType: !72, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!80 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !81)
!81 = !{!56, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !85, vtableHolder: !87, identifier: ".?AUWidget@@")
!85 = !{!86, !98, !89, !107, !112}
!86 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !87, extraData: i32 0)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !88, vtableHolder: !87, identifier: ".?AUNamed@@")
!88 = !{!89, !90, !92, !93}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !91, size: 32, flags: DIFlagArtificial)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !87, file: !3, line: 27, baseType: !6, size: 32, offset: 32)
!93 = !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, containingType: !87, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!94 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !95)
!95 = !{!56, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!98 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !99, offset: 64, extraData: i32 0)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !100, vtableHolder: !99, identifier: ".?AUCounted@@")
!100 = !{!89, !101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !91, size: 32, flags: DIFlagArtificial)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !99, file: !3, line: 28, baseType: !6, size: 32, offset: 32)
!103 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, containingType: !99, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!104 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, containingType: !84, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!108 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !109)
!109 = !{!56, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!112 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, containingType: !84, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!113 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !114)
!114 = !{null, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 224, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: ".?AUDiamond@@")
!117 = !{!118, !128, !129, !130, !131}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !119, extraData: i32 0)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !120, vtableHolder: !119, identifier: ".?AULeft@@")
!120 = !{!121, !122, !123}
!121 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !119, baseType: !15, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !119, file: !3, line: 36, baseType: !6, size: 32, offset: 32)
!123 = !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, containingType: !119, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!124 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !125)
!125 = !{!6, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!128 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !12, offset: 64, extraData: i32 0)
!129 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !116, file: !3, line: 38, baseType: !6, size: 32, offset: 128)
!131 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, containingType: !116, virtualIndex: 0, thisAdjustment: 20, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!132 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !133)
!133 = !{!6, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !137, identifier: ".?AURegistry@@")
!137 = !{!138, !139, !143}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !136, file: !3, line: 77, baseType: !6, size: 32)
!139 = !DISubprogram(name: "Registry", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !141)
!141 = !{null, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!143 = !DISubprogram(name: "~Registry", scope: !136, file: !3, line: 79, type: !140, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !{!0, !145}
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "r", scope: !147, file: !3, line: 82, type: !136, isLocal: true, isDefinition: true)
!147 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAAURegistry@@XZ", scope: !3, file: !3, line: 81, type: !148, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!148 = !DISubroutineType(types: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !136, size: 32)
!151 = !{}
!152 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!153 = !{i32 1, !"NumRegisterParameters", i32 0}
!154 = !{i32 2, !"CodeView", i32 1}
!155 = !{i32 2, !"Debug Info Version", i32 3}
!156 = !{i32 1, !"wchar_size", i32 2}
!157 = !{!"Debian clang version 14.0.6"}
!158 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PBD@@YAPBDPBD0@Z", scope: !3, file: !3, line: 53, type: !159, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !164, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!56, !56, !56}
!161 = !{!162, !163}
!162 = !DILocalVariable(arg: 2, scope: !158, file: !3, line: 53, type: !56)
!163 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 53, type: !56)
!164 = !{!165}
!165 = !DITemplateTypeParameter(name: "T", type: !56)
!166 = !DILocation(line: 0, scope: !158)
!167 = !DILocation(line: 53, scope: !158)
!168 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !3, file: !3, line: 65, type: !169, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !182)
!169 = !DISubroutineType(types: !170)
!170 = !{!171, !6}
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !172, identifier: ".?AUBig@@")
!172 = !{!173, !175, !176, !177, !178}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !171, file: !3, line: 62, baseType: !174, size: 64)
!174 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 128)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !171, file: !3, line: 62, baseType: !174, size: 64, offset: 192)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !171, file: !3, line: 62, baseType: !179, size: 104, offset: 256)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 13)
!182 = !{!183, !184, !185}
!183 = !DILocalVariable(name: "seed", arg: 1, scope: !168, file: !3, line: 65, type: !6)
!184 = !DILocalVariable(name: "r", scope: !168, file: !3, line: 66, type: !171)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 68, type: !6)
!186 = distinct !DILexicalBlock(scope: !168, file: !3, line: 68)
!187 = !DILocation(line: 0, scope: !168)
!188 = !DILocation(line: 67, scope: !168)
!189 = !{!190, !191, i64 0}
!190 = !{!"?AUBig@@", !191, i64 0, !191, i64 8, !191, i64 16, !191, i64 24, !192, i64 32}
!191 = !{!"long long", !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C++ TBAA"}
!194 = !{!190, !191, i64 8}
!195 = !{!190, !191, i64 16}
!196 = !{!190, !191, i64 24}
!197 = !DILocation(line: 0, scope: !186)
!198 = !DILocation(line: 68, scope: !199)
!199 = distinct !DILexicalBlock(scope: !186, file: !3, line: 68)
!200 = !{!192, !192, i64 0}
!201 = !DILocation(line: 69, scope: !168)
!202 = !DILocation(line: 70, scope: !168)
!203 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !3, file: !3, line: 72, type: !204, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!174, !171}
!206 = !{!207}
!207 = !DILocalVariable(name: "b", arg: 1, scope: !203, file: !3, line: 72, type: !171)
!208 = !DILocation(line: 0, scope: !203)
!209 = !DILocation(line: 72, scope: !203)
!210 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !3, file: !3, line: 73, type: !211, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!31, !31}
!213 = !{!214, !215}
!214 = !DILocalVariable(name: "p", arg: 1, scope: !210, file: !3, line: 73, type: !31)
!215 = !DILocalVariable(name: "q", scope: !210, file: !3, line: 73, type: !31)
!216 = !DILocation(line: 0, scope: !210)
!217 = !DILocation(line: 73, scope: !210)
!218 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !3, file: !3, line: 91, type: !219, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !223)
!219 = !DISubroutineType(types: !220)
!220 = !{!221, !222}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!222 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!223 = !{!224}
!224 = !DILocalVariable(name: "n", arg: 1, scope: !218, file: !3, line: 91, type: !222)
!225 = !DILocation(line: 0, scope: !218)
!226 = !DILocation(line: 91, scope: !218)
!227 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !3, file: !3, line: 92, type: !228, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !221}
!230 = !{!231}
!231 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !3, line: 92, type: !221)
!232 = !DILocation(line: 0, scope: !227)
!233 = !DILocation(line: 92, scope: !227)
!234 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAXI@Z", scope: !3, file: !3, line: 93, type: !235, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !221, !222}
!237 = !{!238, !239}
!238 = !DILocalVariable(arg: 2, scope: !234, file: !3, line: 93, type: !222)
!239 = !DILocalVariable(name: "p", arg: 1, scope: !234, file: !3, line: 93, type: !221)
!240 = !DILocation(line: 0, scope: !234)
!241 = !DILocation(line: 93, scope: !234)
!242 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !243)
!243 = !{!244, !249, !250, !253, !255, !256, !258, !260, !261, !262, !264, !265, !267, !269, !270, !272, !274, !296, !298, !299, !303, !304, !308, !310, !314, !315, !316, !317}
!244 = !DILocalVariable(name: "shapes", scope: !242, file: !3, line: 96, type: !245)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !246, size: 96, elements: !247)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 32)
!247 = !{!248}
!248 = !DISubrange(count: 3)
!249 = !DILocalVariable(name: "total", scope: !242, file: !3, line: 97, type: !50)
!250 = !DILocalVariable(name: "__range1", scope: !251, type: !252, flags: DIFlagArtificial)
!251 = distinct !DILexicalBlock(scope: !242, file: !3, line: 98)
!252 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !245, size: 32)
!253 = !DILocalVariable(name: "__begin1", scope: !251, type: !254, flags: DIFlagArtificial)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 32)
!255 = !DILocalVariable(name: "__end1", scope: !251, type: !254, flags: DIFlagArtificial)
!256 = !DILocalVariable(name: "s", scope: !257, file: !3, line: 98, type: !246)
!257 = distinct !DILexicalBlock(scope: !251, file: !3, line: 98)
!258 = !DILocalVariable(name: "__range1", scope: !259, type: !252, flags: DIFlagArtificial)
!259 = distinct !DILexicalBlock(scope: !242, file: !3, line: 102)
!260 = !DILocalVariable(name: "__begin1", scope: !259, type: !254, flags: DIFlagArtificial)
!261 = !DILocalVariable(name: "__end1", scope: !259, type: !254, flags: DIFlagArtificial)
!262 = !DILocalVariable(name: "s", scope: !263, file: !3, line: 102, type: !246)
!263 = distinct !DILexicalBlock(scope: !259, file: !3, line: 102)
!264 = !DILocalVariable(name: "w", scope: !242, file: !3, line: 105, type: !84)
!265 = !DILocalVariable(name: "c", scope: !242, file: !3, line: 106, type: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32)
!267 = !DILocalVariable(name: "n", scope: !242, file: !3, line: 107, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 32)
!269 = !DILocalVariable(name: "d", scope: !242, file: !3, line: 111, type: !116)
!270 = !DILocalVariable(name: "bp", scope: !242, file: !3, line: 112, type: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!272 = !DILocalVariable(name: "lp", scope: !242, file: !3, line: 113, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32)
!274 = !DILocalVariable(name: "arr", scope: !242, file: !3, line: 117, type: !275)
!275 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !276, templateParams: !293, identifier: ".?AU?$Array@H$07@@")
!276 = !{!277, !281, !286}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !275, file: !3, line: 43, baseType: !278, size: 256)
!278 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !279)
!279 = !{!280}
!280 = !DISubrange(count: 8)
!281 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QAEAAHH@Z", scope: !275, file: !3, line: 44, type: !282, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !283)
!283 = !{!284, !285, !6}
!284 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 32)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QBEABHH@Z", scope: !275, file: !3, line: 45, type: !287, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !288)
!288 = !{!289, !291, !6}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !290, size: 32)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !275)
!293 = !{!294, !295}
!294 = !DITemplateTypeParameter(name: "T", type: !6)
!295 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 118, type: !6)
!297 = distinct !DILexicalBlock(scope: !242, file: !3, line: 118)
!298 = !DILocalVariable(name: "bias", scope: !242, file: !3, line: 119, type: !6)
!299 = !DILocalVariable(name: "add", scope: !242, file: !3, line: 120, type: !300)
!300 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !242, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !301, identifier: ".?AV<lambda_1>@?0??main@@9@")
!301 = !{!302}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !300, file: !3, line: 120, baseType: !6, size: 32)
!303 = !DILocalVariable(name: "prod_count", scope: !242, file: !3, line: 121, type: !6)
!304 = !DILocalVariable(name: "mul", scope: !242, file: !3, line: 122, type: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !242, file: !3, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !306, identifier: ".?AV<lambda_2>@?0??main@@9@")
!306 = !{!307}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !305, file: !3, line: 122, baseType: !284, size: 32)
!308 = !DILocalVariable(name: "gen", scope: !242, file: !3, line: 124, type: !309)
!309 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !242, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_0>@?0??main@@9@")
!310 = !DILocalVariable(name: "fp", scope: !242, file: !3, line: 126, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 32)
!312 = !DISubroutineType(types: !313)
!313 = !{!6, !6}
!314 = !DILocalVariable(name: "b", scope: !242, file: !3, line: 132, type: !171)
!315 = !DILocalVariable(name: "p", scope: !242, file: !3, line: 134, type: !31)
!316 = !DILocalVariable(name: "a1", scope: !242, file: !3, line: 137, type: !6)
!317 = !DILocalVariable(name: "a2", scope: !242, file: !3, line: 137, type: !6)
!318 = !DILocation(line: 0, scope: !242)
!319 = !DILocation(line: 0, scope: !251)
!320 = !DILocation(line: 0, scope: !257)
!321 = !DILocation(line: 99, scope: !322)
!322 = distinct !DILexicalBlock(scope: !257, file: !3, line: 98)
!323 = !DILocation(line: 103, scope: !242)
!324 = !DILocation(line: 109, scope: !242)
!325 = !DILocation(line: 111, scope: !242)
!326 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !327, type: !6, flags: DIFlagArtificial)
!327 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QAE@XZ", scope: !116, file: !3, line: 38, type: !328, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !331, retainedNodes: !332)
!328 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !329)
!329 = !{null, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DISubprogram(name: "Diamond", scope: !116, type: !328, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !{!326, !333}
!333 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!335 = !DILocation(line: 0, scope: !327, inlinedAt: !336)
!336 = distinct !DILocation(line: 111, scope: !242)
!337 = !DILocation(line: 38, scope: !327, inlinedAt: !336)
!338 = !DILocalVariable(name: "this", arg: 1, scope: !339, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!339 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QAE@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !340, retainedNodes: !341)
!340 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !{!338}
!342 = !DILocation(line: 0, scope: !339, inlinedAt: !343)
!343 = distinct !DILocation(line: 38, scope: !327, inlinedAt: !336)
!344 = !DILocation(line: 35, scope: !339, inlinedAt: !343)
!345 = !{!346, !347, i64 4}
!346 = !{!"?AUBase@@", !347, i64 4}
!347 = !{!"int", !192, i64 0}
!348 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !349, type: !6, flags: DIFlagArtificial)
!349 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QAE@XZ", scope: !119, file: !3, line: 36, type: !350, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !353, retainedNodes: !354)
!350 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !351)
!351 = !{null, !352}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DISubprogram(name: "Left", scope: !119, type: !350, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !{!348, !355}
!355 = !DILocalVariable(name: "this", arg: 1, scope: !349, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DILocation(line: 0, scope: !349, inlinedAt: !357)
!357 = distinct !DILocation(line: 38, scope: !327, inlinedAt: !336)
!358 = !DILocation(line: 36, scope: !349, inlinedAt: !357)
!359 = !{!360, !347, i64 4}
!360 = !{!"?AULeft@@", !347, i64 4}
!361 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !362, type: !6, flags: DIFlagArtificial)
!362 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QAE@XZ", scope: !12, file: !3, line: 37, type: !363, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !366, retainedNodes: !367)
!363 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !364)
!364 = !{null, !365}
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!366 = !DISubprogram(name: "Right", scope: !12, type: !363, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !{!361, !368}
!368 = !DILocalVariable(name: "this", arg: 1, scope: !362, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!369 = !DILocation(line: 0, scope: !362, inlinedAt: !370)
!370 = distinct !DILocation(line: 38, scope: !327, inlinedAt: !336)
!371 = !DILocation(line: 37, scope: !362, inlinedAt: !370)
!372 = !{!373, !347, i64 4}
!373 = !{!"?AURight@@", !347, i64 4}
!374 = !{!375, !375, i64 0}
!375 = !{!"vtable pointer", !193, i64 0}
!376 = !{!377, !347, i64 16}
!377 = !{!"?AUDiamond@@", !347, i64 16}
!378 = !DILocation(line: 114, scope: !242)
!379 = !DILocation(line: 115, scope: !242)
!380 = !DILocation(line: 123, scope: !242)
!381 = !DILocation(line: 125, scope: !242)
!382 = !DILocation(line: 127, scope: !242)
!383 = !DILocation(line: 129, scope: !242)
!384 = !DILocation(line: 130, scope: !242)
!385 = !DILocation(line: 132, scope: !242)
!386 = !DILocation(line: 133, scope: !242)
!387 = !DILocation(line: 134, scope: !242)
!388 = !DILocation(line: 135, scope: !242)
!389 = !DILocation(line: 86, scope: !2, inlinedAt: !390)
!390 = distinct !DILocation(line: 137, scope: !242)
!391 = !{!"branch_weights", i32 1, i32 1048575}
!392 = !{!347, !347, i64 0}
!393 = !DILocation(line: 86, scope: !2, inlinedAt: !394)
!394 = distinct !DILocation(line: 137, scope: !242)
!395 = !DILocation(line: 87, scope: !2, inlinedAt: !390)
!396 = !DILocation(line: 87, scope: !2, inlinedAt: !394)
!397 = !DILocation(line: 82, scope: !147, inlinedAt: !398)
!398 = distinct !DILocation(line: 138, scope: !242)
!399 = !DILocation(line: 78, scope: !400, inlinedAt: !404)
!400 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QAE@XZ", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !139, retainedNodes: !401)
!401 = !{!402}
!402 = !DILocalVariable(name: "this", arg: 1, scope: !400, type: !403, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32)
!404 = distinct !DILocation(line: 82, scope: !147, inlinedAt: !398)
!405 = !DILocation(line: 78, scope: !406, inlinedAt: !404)
!406 = distinct !DILexicalBlock(scope: !400, file: !3, line: 78)
!407 = !DILocation(line: 138, scope: !242)
!408 = !DILocation(line: 140, scope: !242)
!409 = !DILocation(line: 82, scope: !147)
!410 = !DILocation(line: 78, scope: !400, inlinedAt: !411)
!411 = distinct !DILocation(line: 82, scope: !147)
!412 = !DILocation(line: 78, scope: !406, inlinedAt: !411)
!413 = !DILocation(line: 83, scope: !147)
!414 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UAEPAXI@Z", scope: !35, file: !3, line: 15, type: !415, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !417, retainedNodes: !418)
!415 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !416)
!416 = !{null, !63}
!417 = !DISubprogram(name: "~Rect", scope: !35, type: !415, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!418 = !{!419, !420}
!419 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !414, type: !6, flags: DIFlagArtificial)
!420 = !DILocalVariable(name: "this", arg: 1, scope: !414, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32)
!422 = !DILocation(line: 0, scope: !414)
!423 = !DILocation(line: 15, scope: !414)
!424 = !DILocation(line: 0, scope: !227, inlinedAt: !425)
!425 = distinct !DILocation(line: 15, scope: !414)
!426 = !DILocation(line: 92, scope: !227, inlinedAt: !425)
!427 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !64, retainedNodes: !428)
!428 = !{!429}
!429 = !DILocalVariable(name: "this", arg: 1, scope: !427, type: !430, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 32)
!431 = !DILocation(line: 0, scope: !427)
!432 = !DILocation(line: 18, scope: !427)
!433 = !{!434, !435, i64 8}
!434 = !{!"?AURect@@", !435, i64 8, !435, i64 16}
!435 = !{!"double", !192, i64 0}
!436 = !{!434, !435, i64 16}
!437 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !69, retainedNodes: !438)
!438 = !{!439}
!439 = !DILocalVariable(name: "this", arg: 1, scope: !437, type: !430, flags: DIFlagArtificial | DIFlagObjectPointer)
!440 = !DILocation(line: 0, scope: !437)
!441 = !DILocation(line: 19, scope: !437)
!442 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UAEPAXI@Z", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !43, retainedNodes: !443)
!443 = !{!444, !445}
!444 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !442, type: !6, flags: DIFlagArtificial)
!445 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !246, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DILocation(line: 0, scope: !442)
!447 = !DILocation(line: 10, scope: !442)
!448 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !53, retainedNodes: !449)
!449 = !{!450}
!450 = !DILocalVariable(name: "this", arg: 1, scope: !448, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
!452 = !DILocation(line: 0, scope: !448)
!453 = !DILocation(line: 12, scope: !448)
!454 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UAEPAXI@Z", scope: !72, file: !3, line: 22, type: !455, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !457, retainedNodes: !458)
!455 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !456)
!456 = !{null, !78}
!457 = !DISubprogram(name: "~Square", scope: !72, type: !455, containingType: !72, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!458 = !{!459, !460}
!459 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !454, type: !6, flags: DIFlagArtificial)
!460 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !461, flags: DIFlagArtificial | DIFlagObjectPointer)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 32)
!462 = !DILocation(line: 0, scope: !454)
!463 = !DILocation(line: 22, scope: !454)
!464 = !DILocation(line: 0, scope: !227, inlinedAt: !465)
!465 = distinct !DILocation(line: 22, scope: !454)
!466 = !DILocation(line: 92, scope: !227, inlinedAt: !465)
!467 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !79, retainedNodes: !468)
!468 = !{!469}
!469 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !470, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!471 = !DILocation(line: 0, scope: !467)
!472 = !DILocation(line: 24, scope: !467)
!473 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !107, retainedNodes: !474)
!474 = !{!475}
!475 = !DILocalVariable(name: "this", arg: 1, scope: !473, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32)
!477 = !DILocation(line: 0, scope: !473)
!478 = !DILocation(line: 31, scope: !473)
!479 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !112, retainedNodes: !480)
!480 = !{!481}
!481 = !DILocalVariable(name: "this", arg: 1, scope: !479, type: !482, flags: DIFlagArtificial | DIFlagObjectPointer)
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32)
!483 = !DILocation(line: 0, scope: !479)
!484 = !DILocation(line: 32, scope: !479)
!485 = !{!486, !347, i64 4}
!486 = !{!"?AUCounted@@", !347, i64 4}
!487 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !93, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "this", arg: 1, scope: !487, type: !490, flags: DIFlagArtificial | DIFlagObjectPointer)
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32)
!491 = !DILocation(line: 0, scope: !487)
!492 = !DILocation(line: 27, scope: !487)
!493 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !103, retainedNodes: !494)
!494 = !{!495}
!495 = !DILocalVariable(name: "this", arg: 1, scope: !493, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!496 = !DILocation(line: 0, scope: !493)
!497 = !DILocation(line: 28, scope: !493)
!498 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !131, retainedNodes: !499)
!499 = !{!500}
!500 = !DILocalVariable(name: "this", arg: 1, scope: !498, type: !501, flags: DIFlagArtificial | DIFlagObjectPointer)
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 32)
!502 = !DILocation(line: 0, scope: !498)
!503 = !DILocation(line: 38, scope: !498)
!504 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UAEPAXI@Z", scope: !116, file: !3, line: 38, type: !328, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !505, retainedNodes: !506)
!505 = !DISubprogram(name: "~Diamond", scope: !116, type: !328, containingType: !116, virtualIndex: 1, thisAdjustment: 20, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!506 = !{!507, !508}
!507 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !504, type: !6, flags: DIFlagArtificial)
!508 = !DILocalVariable(name: "this", arg: 1, scope: !504, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DILocation(line: 0, scope: !504)
!510 = !DILocation(line: 38, scope: !504)
!511 = !DILocation(line: 0, scope: !227, inlinedAt: !512)
!512 = distinct !DILocation(line: 38, scope: !504)
!513 = !DILocation(line: 92, scope: !227, inlinedAt: !512)
!514 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !21, retainedNodes: !515)
!515 = !{!516}
!516 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !517, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!518 = !DILocation(line: 0, scope: !514)
!519 = !DILocation(line: 35, scope: !514)
!520 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UAEPAXI@Z", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !26, retainedNodes: !521)
!521 = !{!522, !523}
!522 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !520, type: !6, flags: DIFlagArtificial)
!523 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!524 = !DILocation(line: 0, scope: !520)
!525 = !DILocation(line: 35, scope: !520)
!526 = !DILocation(line: 0, scope: !227, inlinedAt: !527)
!527 = distinct !DILocation(line: 35, scope: !520)
!528 = !DILocation(line: 92, scope: !227, inlinedAt: !527)
!529 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !530)
!530 = !{!531}
!531 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 32)
!533 = !DILocation(line: 0, scope: !529)
!534 = !DILocation(line: 36, scope: !529)
!535 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UAEPAXI@Z", scope: !119, file: !3, line: 36, type: !350, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !536, retainedNodes: !537)
!536 = !DISubprogram(name: "~Left", scope: !119, type: !350, containingType: !119, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!537 = !{!538, !539}
!538 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !535, type: !6, flags: DIFlagArtificial)
!539 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DILocation(line: 0, scope: !535)
!541 = !DILocation(line: 36, scope: !535)
!542 = !DILocation(line: 0, scope: !227, inlinedAt: !543)
!543 = distinct !DILocation(line: 36, scope: !535)
!544 = !DILocation(line: 92, scope: !227, inlinedAt: !543)
!545 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UAEPAXI@Z", scope: !12, file: !3, line: 37, type: !363, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !546, retainedNodes: !547)
!546 = !DISubprogram(name: "~Right", scope: !12, type: !363, containingType: !12, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!547 = !{!548, !549}
!548 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !545, type: !6, flags: DIFlagArtificial)
!549 = !DILocalVariable(name: "this", arg: 1, scope: !545, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!550 = !DILocation(line: 0, scope: !545)
!551 = !DILocation(line: 37, scope: !545)
!552 = !DILocation(line: 0, scope: !227, inlinedAt: !553)
!553 = distinct !DILocation(line: 37, scope: !545)
!554 = !DILocation(line: 92, scope: !227, inlinedAt: !553)
!555 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !3, file: !3, line: 82, type: !556, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!556 = !DISubroutineType(types: !557)
!557 = !{null}
!558 = !DILocation(line: 82, scope: !555)

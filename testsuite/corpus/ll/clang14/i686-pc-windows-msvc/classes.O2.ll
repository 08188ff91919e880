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
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4
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
define dso_local noundef i8* @"??$max_of@PBD@@YAPBDPBD0@Z"(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 {
  ret i8* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  store i64 %3, i64* %4, align 8, !tbaa !3
  %5 = shl nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  store i64 %6, i64* %7, align 8, !tbaa !8
  %8 = mul nsw i32 %1, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  store i64 %9, i64* %10, align 8, !tbaa !9
  %11 = sub nsw i32 0, %1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  store i64 %12, i64* %13, align 8, !tbaa !10
  %14 = srem i32 %1, 26
  %15 = trunc i32 %14 to i8
  %16 = add nsw i8 %15, 97
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  store i8 %16, i8* %17, align 8, !tbaa !11
  %18 = add nsw i32 %1, 1
  %19 = srem i32 %18, 26
  %20 = trunc i32 %19 to i8
  %21 = add nsw i8 %20, 97
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 1
  store i8 %21, i8* %22, align 1, !tbaa !11
  %23 = add nsw i32 %1, 2
  %24 = srem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 97
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 2
  store i8 %26, i8* %27, align 2, !tbaa !11
  %28 = add nsw i32 %1, 3
  %29 = srem i32 %28, 26
  %30 = trunc i32 %29 to i8
  %31 = add nsw i8 %30, 97
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 3
  store i8 %31, i8* %32, align 1, !tbaa !11
  %33 = add nsw i32 %1, 4
  %34 = srem i32 %33, 26
  %35 = trunc i32 %34 to i8
  %36 = add nsw i8 %35, 97
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 4
  store i8 %36, i8* %37, align 4, !tbaa !11
  %38 = add nsw i32 %1, 5
  %39 = srem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nsw i8 %40, 97
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 5
  store i8 %41, i8* %42, align 1, !tbaa !11
  %43 = add nsw i32 %1, 6
  %44 = srem i32 %43, 26
  %45 = trunc i32 %44 to i8
  %46 = add nsw i8 %45, 97
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 6
  store i8 %46, i8* %47, align 2, !tbaa !11
  %48 = add nsw i32 %1, 7
  %49 = srem i32 %48, 26
  %50 = trunc i32 %49 to i8
  %51 = add nsw i8 %50, 97
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 7
  store i8 %51, i8* %52, align 1, !tbaa !11
  %53 = add nsw i32 %1, 8
  %54 = srem i32 %53, 26
  %55 = trunc i32 %54 to i8
  %56 = add nsw i8 %55, 97
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 8
  store i8 %56, i8* %57, align 8, !tbaa !11
  %58 = add nsw i32 %1, 9
  %59 = srem i32 %58, 26
  %60 = trunc i32 %59 to i8
  %61 = add nsw i8 %60, 97
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 9
  store i8 %61, i8* %62, align 1, !tbaa !11
  %63 = add nsw i32 %1, 10
  %64 = srem i32 %63, 26
  %65 = trunc i32 %64 to i8
  %66 = add nsw i8 %65, 97
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 10
  store i8 %66, i8* %67, align 2, !tbaa !11
  %68 = add nsw i32 %1, 11
  %69 = srem i32 %68, 26
  %70 = trunc i32 %69 to i8
  %71 = add nsw i8 %70, 97
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 11
  store i8 %71, i8* %72, align 1, !tbaa !11
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 12
  store i8 0, i8* %73, align 4, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = load i64, i64* %2, align 4
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 4
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  %7 = load i64, i64* %6, align 4
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  %9 = load i64, i64* %8, align 4
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, i32 0
  %11 = load i8, i8* %10, align 4
  %12 = add nsw i64 %5, %3
  %13 = add nsw i64 %12, %7
  %14 = add nsw i64 %13, %9
  %15 = sext i8 %11 to i64
  %16 = add nsw i64 %14, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) local_unnamed_addr #4 {
  %3 = fptosi float %1 to i32
  %4 = sitofp i32 %0 to float
  %5 = bitcast float %4 to i32
  %6 = zext i32 %5 to i64
  %7 = shl nuw i64 %6, 32
  %8 = zext i32 %3 to i64
  %9 = or i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 1, i32 %0
  %4 = tail call i8* @malloc(i32 noundef %3)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??3@YAXPAX@Z"(i8* nocapture noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @"??3@YAXPAXI@Z"(i8* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 6.000000e+00)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0), double noundef 1.600000e+01)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 4.000000e+00)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef 2.600000e+01)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0), i32 noundef 20, i32 noundef 5)
  %8 = bitcast %struct.Diamond* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %8) #16
  %9 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %9, align 4
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %10, align 4
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3, i32 1
  store i32 1, i32* %11, align 4, !tbaa !12
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 0, i32 1
  store i32 2, i32* %12, align 4, !tbaa !15
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 1, i32 1
  store i32 3, i32* %13, align 4, !tbaa !17
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 3
  %15 = bitcast %struct.Base* %14 to i8*
  %16 = getelementptr inbounds %struct.Base, %struct.Base* %14, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %16, align 4, !tbaa !19
  %17 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i32 0, i32 2
  store i32 4, i32* %17, align 4, !tbaa !21
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %19 = call i8* @__RTDynamicCast(i8* nonnull %15, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
  %20 = icmp ne i8* %19, null
  %21 = zext i1 %20 to i32
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %21)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 196, i32 noundef 141, i32 noundef 0)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef 42, double noundef 2.500000e+00)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 42)
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i32 0, i32 0))
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0))
  %28 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %28) #16
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5)
  %29 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 4, i32 0
  %30 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef nonnull byval(%struct.Big) align 4 %2)
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i32 0, i32 0), i64 noundef %30, i8* noundef nonnull %29)
  %32 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 3, float 9.500000e+00)
  %33 = trunc i64 %32 to i32
  %34 = lshr i64 %32, 32
  %35 = trunc i64 %34 to i32
  %36 = bitcast i32 %35 to float
  %37 = fpext float %36 to double
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %33, double noundef %37)
  %39 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %40 = load i32, i32* @_Init_thread_epoch, align 4
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %52, !prof !23

42:                                               ; preds = %0
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16
  %43 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %44 = icmp eq i32 %43, -1
  br i1 %44, label %45, label %52

45:                                               ; preds = %42
  invoke fastcc void @"?registry@@YAAAURegistry@@XZ"()
          to label %46 unwind label %50

46:                                               ; preds = %45
  %47 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %48 = select i1 %47, i32 3, i32 0
  store i32 %48, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16
  %49 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  br label %52

50:                                               ; preds = %45
  %51 = cleanuppad within none []
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16 [ "funclet"(token %51) ]
  cleanupret from %51 unwind to caller

52:                                               ; preds = %46, %42, %0
  %53 = phi i32 [ %49, %46 ], [ %43, %42 ], [ %39, %0 ]
  %54 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  %56 = load i32, i32* @_Init_thread_epoch, align 4
  %57 = icmp sgt i32 %53, %56
  br i1 %57, label %58, label %67, !prof !23

58:                                               ; preds = %52
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16
  %59 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %60 = icmp eq i32 %59, -1
  br i1 %60, label %61, label %67

61:                                               ; preds = %58
  invoke fastcc void @"?registry@@YAAAURegistry@@XZ"()
          to label %62 unwind label %65

62:                                               ; preds = %61
  %63 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %64 = select i1 %63, i32 3, i32 0
  store i32 %64, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16
  br label %67

65:                                               ; preds = %61
  %66 = cleanuppad within none []
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16 [ "funclet"(token %66) ]
  cleanupret from %66 unwind to caller

67:                                               ; preds = %62, %58, %52
  %68 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !24
  %70 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %71 = load i32, i32* @_Init_thread_epoch, align 4
  %72 = icmp sgt i32 %70, %71
  br i1 %72, label %73, label %79, !prof !23

73:                                               ; preds = %67
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #16
  %74 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %75 = icmp eq i32 %74, -1
  br i1 %75, label %76, label %79

76:                                               ; preds = %73
  store i1 true, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %77 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  %78 = call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #16
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #16
  br label %79

79:                                               ; preds = %76, %73, %67
  %80 = load i1, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %81 = select i1 %80, i32 3, i32 0
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %55, i32 noundef %69, i32 noundef %81)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %28) #16
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %8) #16
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: norecurse
define internal fastcc void @"?registry@@YAAAURegistry@@XZ"() unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %10, !prof !23

4:                                                ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #16
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  store i1 true, i1* @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i32 0, i32 0))
  %9 = tail call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #16
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #16
  br label %10

10:                                               ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRect@@UAEPAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #16
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !25
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !28
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Rect@@UBEPBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 {
  tail call void @llvm.trap() #18
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Shape@@UBEPBDXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #13 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i32 0, i32 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #15

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #16
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@Square@@UBEPBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Widget@@UBEPBDXZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(i8* noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i32 4
  %3 = bitcast i8* %2 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !29
  %5 = add nsw i32 %4, 10
  store i32 %5, i32* %3, align 4, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?label@Named@@UBEPBDXZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !29
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* %2, align 4, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(i8* noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i32 -20
  %3 = bitcast i8* %2 to i32**
  %4 = load i32*, i32** %3, align 4
  %5 = getelementptr inbounds i32, i32* %4, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = getelementptr inbounds i8, i8* %2, i32 %6
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4, !tbaa !12
  %11 = getelementptr inbounds i8, i8* %0, i32 -16
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !15
  %14 = add nsw i32 %13, %10
  %15 = getelementptr inbounds i8, i8* %0, i32 -8
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !17
  %18 = add nsw i32 %14, %17
  %19 = getelementptr inbounds i8, i8* %0, i32 -4
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa !21
  %22 = add nsw i32 %18, %21
  ret i32 %22
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GDiamond@@UAEPAXI@Z"(%struct.Diamond* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i32 -1, i32 1
  %4 = bitcast %struct.Right.base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #16
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !12
  ret i32 %3
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBase@@UAEPAXI@Z"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #16
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(i8* noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i32 -8
  %3 = bitcast i8* %2 to i32**
  %4 = load i32*, i32** %3, align 4
  %5 = getelementptr inbounds i32, i32* %4, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = getelementptr inbounds i8, i8* %2, i32 %6
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4, !tbaa !12
  %11 = getelementptr inbounds i8, i8* %0, i32 -4
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !15
  %14 = add nsw i32 %13, %10
  ret i32 %14
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GLeft@@UAEPAXI@Z"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Left, %struct.Left* %0, i32 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #16
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRight@@UAEPAXI@Z"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Right, %struct.Right* %0, i32 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #16
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #16

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) local_unnamed_addr #16

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal void @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ"() #0 {
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { cold noreturn nounwind }
attributes #16 = { nounwind }
attributes #17 = { nofree nounwind }
attributes #18 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUBig@@", !5, i64 0, !5, i64 8, !5, i64 16, !5, i64 24, !6, i64 32}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!4, !5, i64 8}
!9 = !{!4, !5, i64 16}
!10 = !{!4, !5, i64 24}
!11 = !{!6, !6, i64 0}
!12 = !{!13, !14, i64 4}
!13 = !{!"?AUBase@@", !14, i64 4}
!14 = !{!"int", !6, i64 0}
!15 = !{!16, !14, i64 4}
!16 = !{!"?AULeft@@", !14, i64 4}
!17 = !{!18, !14, i64 4}
!18 = !{!"?AURight@@", !14, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !7, i64 0}
!21 = !{!22, !14, i64 16}
!22 = !{!"?AUDiamond@@", !14, i64 16}
!23 = !{!"branch_weights", i32 1, i32 1048575}
!24 = !{!14, !14, i64 0}
!25 = !{!26, !27, i64 8}
!26 = !{!"?AURect@@", !27, i64 8, !27, i64 16}
!27 = !{!"double", !6, i64 0}
!28 = !{!26, !27, i64 16}
!29 = !{!30, !14, i64 4}
!30 = !{!"?AUCounted@@", !14, i64 4}

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
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

$"??0Rect@@QEAA@NN@Z" = comdat any

$"??0Square@@QEAA@N@Z" = comdat any

$"??0Widget@@QEAA@XZ" = comdat any

$"??0Diamond@@QEAA@XZ" = comdat any

$"??A?$Array@H$07@@QEAAAEAHH@Z" = comdat any

$"??$max_of@N@@YANNN@Z" = comdat any

$"??$max_of@H@@YAHHH@Z" = comdat any

$"?get@?$TypeName@N@@SAPEBDXZ" = comdat any

$"?get@?$TypeName@H@@SAPEBDXZ" = comdat any

$"??$count_args@HDNPEBD@@YAHHDNPEBD@Z" = comdat any

$"??_DDiamond@@QEAAXXZ" = comdat any

$"??0Shape@@QEAA@XZ" = comdat any

$"??_GRect@@UEAAPEAXI@Z" = comdat any

$"?area@Rect@@UEBANXZ" = comdat any

$"?name@Rect@@UEBAPEBDXZ" = comdat any

$"??_GShape@@UEAAPEAXI@Z" = comdat any

$"?name@Shape@@UEBAPEBDXZ" = comdat any

$"??1Rect@@UEAA@XZ" = comdat any

$"??1Shape@@UEAA@XZ" = comdat any

$"??_GSquare@@UEAAPEAXI@Z" = comdat any

$"?name@Square@@UEBAPEBDXZ" = comdat any

$"??1Square@@UEAA@XZ" = comdat any

$"??0Named@@QEAA@XZ" = comdat any

$"??0Counted@@QEAA@XZ" = comdat any

$"?label@Widget@@UEBAPEBDXZ" = comdat any

$"?bump@Widget@@UEAAXXZ" = comdat any

$"?label@Named@@UEBAPEBDXZ" = comdat any

$"?bump@Counted@@UEAAXXZ" = comdat any

$"??0Base@@QEAA@XZ" = comdat any

$"??0Left@@QEAA@XZ" = comdat any

$"??0Right@@QEAA@XZ" = comdat any

$"?get@Diamond@@UEBAHXZ" = comdat any

$"??_GDiamond@@UEAAPEAXI@Z" = comdat any

$"?get@Base@@UEBAHXZ" = comdat any

$"??_GBase@@UEAAPEAXI@Z" = comdat any

$"??1Base@@UEAA@XZ" = comdat any

$"?get@Left@@UEBAHXZ" = comdat any

$"??_GLeft@@UEAAPEAXI@Z" = comdat any

$"??_DLeft@@QEAAXXZ" = comdat any

$"??1Left@@UEAA@XZ" = comdat any

$"??_GRight@@UEAAPEAXI@Z" = comdat any

$"??_DRight@@QEAAXXZ" = comdat any

$"??1Right@@UEAA@XZ" = comdat any

$"??0Registry@@QEAA@XZ" = comdat any

$"??1Registry@@QEAA@XZ" = comdat any

$"??1Diamond@@UEAA@XZ" = comdat any

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

$"??_R1BA@?0A@EA@Counted@@8" = comdat any

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

$"??_R1BA@?0A@EA@Right@@8" = comdat any

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
@0 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Rect@@6B@" to i8*), i8* bitcast (i8* (%struct.Rect*, i32)* @"??_GRect@@UEAAPEAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UEBANXZ" to i8*), i8* bitcast (i8* (%struct.Rect*)* @"?name@Rect@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Rect@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AURect@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Shape@@6B@" to i8*), i8* bitcast (i8* (%struct.Shape*, i32)* @"??_GShape@@UEAAPEAXI@Z" to i8*), i8* bitcast (void ()* @_purecall to i8*), i8* bitcast (i8* (%struct.Shape*)* @"?name@Shape@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Shape@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i8*), i8* bitcast (i8* (%struct.Square*, i32)* @"??_GSquare@@UEAAPEAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UEBANXZ" to i8*), i8* bitcast (i8* (%struct.Square*)* @"?name@Square@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
@3 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BNamed@@@" to i8*), i8* bitcast (i8* (%struct.Widget*)* @"?label@Widget@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Widget@@6BNamed@@@")
@4 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BCounted@@@" to i8*), i8* bitcast (void (i8*)* @"?bump@Widget@@UEAAXXZ" to i8*)] }, comdat($"??_7Widget@@6BCounted@@@")
@"??_R4Widget@@6BNamed@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BNamed@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUWidget@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUWidget@@\00" }, comdat
@"??_R3Widget@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2Widget@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Widget@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Widget@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BA@?0A@EA@Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Widget@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Named@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUNamed@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUNamed@@\00" }, comdat
@"??_R3Named@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Named@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Named@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BA@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCounted@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUCounted@@\00" }, comdat
@"??_R3Counted@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Counted@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R4Widget@@6BCounted@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BCounted@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@5 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Named@@6B@" to i8*), i8* bitcast (i8* (%struct.Named*)* @"?label@Named@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Named@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@6 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i8*), i8* bitcast (void (%struct.Counted*)* @"?bump@Counted@@UEAAXXZ" to i8*)] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
@"??_8Diamond@@7BLeft@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 40], comdat, align 4
@"??_8Diamond@@7BRight@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@7 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Diamond@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Diamond@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Diamond*, i32)* @"??_GDiamond@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Diamond@@6B@")
@"??_R4Diamond@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 40, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDiamond@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Diamond@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Diamond@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUDiamond@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDiamond@@\00" }, comdat
@"??_R3Diamond@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([6 x i32]* @"??_R2Diamond@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Diamond@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Diamond@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BA@?0A@EA@Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Diamond@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDiamond@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Diamond@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Left@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@A@3FA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1BA@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Right@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@8 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Base*, i32)* @"??_GBase@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8Left@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@9 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Left@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8Right@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@10 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4, !dbg !0
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4, !dbg !145
@"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" = internal global i32 0, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef %0, i8* noundef %1) #0 !dbg !158 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !163, metadata !DIExpression()), !dbg !164
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !165, metadata !DIExpression()), !dbg !164
  %5 = load i8*, i8** %4, align 8, !dbg !164
  ret i8* %5, !dbg !164
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !166 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i8** %3, metadata !182, metadata !DIExpression(DW_OP_deref)), !dbg !183
  %7 = load i32, i32* %4, align 4, !dbg !184
  %8 = sext i32 %7 to i64, !dbg !184
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !184
  store i64 %8, i64* %9, align 8, !dbg !184
  %10 = load i32, i32* %4, align 4, !dbg !184
  %11 = mul nsw i32 %10, 2, !dbg !184
  %12 = sext i32 %11 to i64, !dbg !184
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !184
  store i64 %12, i64* %13, align 8, !dbg !184
  %14 = load i32, i32* %4, align 4, !dbg !184
  %15 = mul nsw i32 %14, 3, !dbg !184
  %16 = sext i32 %15 to i64, !dbg !184
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !184
  store i64 %16, i64* %17, align 8, !dbg !184
  %18 = load i32, i32* %4, align 4, !dbg !184
  %19 = sub nsw i32 0, %18, !dbg !184
  %20 = sext i32 %19 to i64, !dbg !184
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !184
  store i64 %20, i64* %21, align 8, !dbg !184
  call void @llvm.dbg.declare(metadata i32* %5, metadata !185, metadata !DIExpression()), !dbg !187
  store i32 0, i32* %5, align 4, !dbg !187
  br label %22, !dbg !187

22:                                               ; preds = %36, %2
  %23 = load i32, i32* %5, align 4, !dbg !187
  %24 = icmp slt i32 %23, 12, !dbg !187
  br i1 %24, label %25, label %39, !dbg !187

25:                                               ; preds = %22
  %26 = load i32, i32* %4, align 4, !dbg !188
  %27 = load i32, i32* %5, align 4, !dbg !188
  %28 = add nsw i32 %26, %27, !dbg !188
  %29 = srem i32 %28, 26, !dbg !188
  %30 = add nsw i32 97, %29, !dbg !188
  %31 = trunc i32 %30 to i8, !dbg !188
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !188
  %33 = load i32, i32* %5, align 4, !dbg !188
  %34 = sext i32 %33 to i64, !dbg !188
  %35 = getelementptr inbounds [13 x i8], [13 x i8]* %32, i64 0, i64 %34, !dbg !188
  store i8 %31, i8* %35, align 1, !dbg !188
  br label %36, !dbg !188

36:                                               ; preds = %25
  %37 = load i32, i32* %5, align 4, !dbg !188
  %38 = add nsw i32 %37, 1, !dbg !188
  store i32 %38, i32* %5, align 4, !dbg !188
  br label %22, !dbg !188, !llvm.loop !190

39:                                               ; preds = %22
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !192
  %41 = getelementptr inbounds [13 x i8], [13 x i8]* %40, i64 0, i64 12, !dbg !192
  store i8 0, i8* %41, align 4, !dbg !192
  ret void, !dbg !193
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %0) #0 !dbg !194 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !197, metadata !DIExpression()), !dbg !198
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !198
  %3 = load i64, i64* %2, align 8, !dbg !198
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !198
  %5 = load i64, i64* %4, align 8, !dbg !198
  %6 = add nsw i64 %3, %5, !dbg !198
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !198
  %8 = load i64, i64* %7, align 8, !dbg !198
  %9 = add nsw i64 %6, %8, !dbg !198
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !198
  %11 = load i64, i64* %10, align 8, !dbg !198
  %12 = add nsw i64 %9, %11, !dbg !198
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !198
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i64 0, i64 0, !dbg !198
  %15 = load i8, i8* %14, align 8, !dbg !198
  %16 = sext i8 %15 to i64, !dbg !198
  %17 = add nsw i64 %12, %16, !dbg !198
  ret i64 %17, !dbg !198
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) #0 !dbg !199 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !202, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.declare(metadata %struct.Pair* %2, metadata !204, metadata !DIExpression()), !dbg !203
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 0, !dbg !203
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !203
  %7 = load float, float* %6, align 4, !dbg !203
  %8 = fptosi float %7 to i32, !dbg !203
  store i32 %8, i32* %5, align 4, !dbg !203
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 1, !dbg !203
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !203
  %11 = load i32, i32* %10, align 4, !dbg !203
  %12 = sitofp i32 %11 to float, !dbg !203
  store float %12, float* %9, align 4, !dbg !203
  %13 = bitcast %struct.Pair* %2 to i64*, !dbg !203
  %14 = load i64, i64* %13, align 4, !dbg !203
  ret i64 %14, !dbg !203
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #2 !dbg !205 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !210, metadata !DIExpression()), !dbg !211
  %3 = load i64, i64* %2, align 8, !dbg !211
  %4 = icmp ne i64 %3, 0, !dbg !211
  br i1 %4, label %5, label %7, !dbg !211

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8, !dbg !211
  br label %8, !dbg !211

7:                                                ; preds = %1
  br label %8, !dbg !211

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !211
  %10 = call i8* @malloc(i64 noundef %9), !dbg !211
  ret i8* %10, !dbg !211
}

declare dso_local i8* @malloc(i64 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !212 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !215, metadata !DIExpression()), !dbg !216
  %3 = load i8*, i8** %2, align 8, !dbg !216
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !216

4:                                                ; preds = %1
  ret void, !dbg !216

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !216
  call void @__std_terminate() #13 [ "funclet"(token %6) ], !dbg !216
  unreachable, !dbg !216
}

declare dso_local void @free(i8* noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX_K@Z"(i8* noundef %0, i64 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !217 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !220, metadata !DIExpression()), !dbg !221
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !222, metadata !DIExpression()), !dbg !221
  %5 = load i8*, i8** %4, align 8, !dbg !221
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !221

6:                                                ; preds = %2
  ret void, !dbg !221

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !221
  call void @__std_terminate() #13 [ "funclet"(token %8) ], !dbg !221
  unreachable, !dbg !221
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !223 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 16
  %3 = alloca double, align 8
  %4 = alloca [3 x %struct.Shape*]*, align 8
  %5 = alloca %struct.Shape**, align 8
  %6 = alloca %struct.Shape**, align 8
  %7 = alloca %struct.Shape*, align 8
  %8 = alloca [3 x %struct.Shape*]*, align 8
  %9 = alloca %struct.Shape**, align 8
  %10 = alloca %struct.Shape**, align 8
  %11 = alloca %struct.Shape*, align 8
  %12 = alloca %struct.Widget, align 8
  %13 = alloca %struct.Counted*, align 8
  %14 = alloca %struct.Named*, align 8
  %15 = alloca %struct.Diamond, align 8
  %16 = alloca %struct.Base*, align 8
  %17 = alloca %struct.Left*, align 8
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 8
  %24 = alloca %class.anon.0, align 8
  %25 = alloca %class.anon, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca i32 (i32)*, align 8
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !224, metadata !DIExpression()), !dbg !229
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0, !dbg !229
  %36 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !229, !heapallocsite !35
  %37 = bitcast i8* %36 to %struct.Rect*, !dbg !229
  %38 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89, !dbg !229

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*, !dbg !229
  store %struct.Shape* %40, %struct.Shape** %35, align 8, !dbg !229
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i64 1, !dbg !229
  %42 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !229, !heapallocsite !72
  %43 = bitcast i8* %42 to %struct.Square*, !dbg !229
  %44 = invoke noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91, !dbg !229

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*, !dbg !229
  store %struct.Shape* %46, %struct.Shape** %41, align 8, !dbg !229
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i64 1, !dbg !229
  %48 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !229, !heapallocsite !35
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !229
  %50 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93, !dbg !229

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !229
  store %struct.Shape* %52, %struct.Shape** %47, align 8, !dbg !229
  call void @llvm.dbg.declare(metadata double* %3, metadata !230, metadata !DIExpression()), !dbg !231
  store double 0.000000e+00, double* %3, align 8, !dbg !231
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %4, metadata !232, metadata !DIExpression()), !dbg !235
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 8, !dbg !236
  call void @llvm.dbg.declare(metadata %struct.Shape*** %5, metadata !237, metadata !DIExpression()), !dbg !235
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8, !dbg !236
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i64 0, i64 0, !dbg !236
  store %struct.Shape** %54, %struct.Shape*** %5, align 8, !dbg !236
  call void @llvm.dbg.declare(metadata %struct.Shape*** %6, metadata !239, metadata !DIExpression()), !dbg !235
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8, !dbg !236
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i64 0, i64 0, !dbg !236
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i64 3, !dbg !236
  store %struct.Shape** %57, %struct.Shape*** %6, align 8, !dbg !236
  br label %58, !dbg !236

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !236
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 8, !dbg !236
  %61 = icmp ne %struct.Shape** %59, %60, !dbg !236
  br i1 %61, label %62, label %95, !dbg !236

62:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata %struct.Shape** %7, metadata !240, metadata !DIExpression()), !dbg !242
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !242
  %64 = load %struct.Shape*, %struct.Shape** %63, align 8, !dbg !242
  store %struct.Shape* %64, %struct.Shape** %7, align 8, !dbg !242
  %65 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !243
  %66 = bitcast %struct.Shape* %65 to double (%struct.Shape*)***, !dbg !243
  %67 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %66, align 8, !dbg !243
  %68 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %67, i64 1, !dbg !243
  %69 = load double (%struct.Shape*)*, double (%struct.Shape*)** %68, align 8, !dbg !243
  %70 = call noundef double %69(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %65), !dbg !243
  %71 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !243
  %72 = bitcast %struct.Shape* %71 to i8* (%struct.Shape*)***, !dbg !243
  %73 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %72, align 8, !dbg !243
  %74 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %73, i64 2, !dbg !243
  %75 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %74, align 8, !dbg !243
  %76 = call noundef i8* %75(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %71), !dbg !243
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef %76, double noundef %70), !dbg !243
  %78 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !245
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***, !dbg !245
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 8, !dbg !245
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 1, !dbg !245
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 8, !dbg !245
  %83 = call noundef double %82(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %78), !dbg !245
  %84 = load double, double* %3, align 8, !dbg !245
  %85 = fadd double %84, %83, !dbg !245
  store double %85, double* %3, align 8, !dbg !245
  br label %86, !dbg !236

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !236
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1, !dbg !236
  store %struct.Shape** %88, %struct.Shape*** %5, align 8, !dbg !236
  br label %58, !dbg !236, !llvm.loop !246

89:                                               ; preds = %0
  %90 = cleanuppad within none [], !dbg !229
  call void @"??3@YAXPEAX@Z"(i8* noundef %36) #15 [ "funclet"(token %90) ], !dbg !229
  cleanupret from %90 unwind to caller, !dbg !229

91:                                               ; preds = %39
  %92 = cleanuppad within none [], !dbg !229
  call void @"??3@YAXPEAX@Z"(i8* noundef %42) #15 [ "funclet"(token %92) ], !dbg !229
  cleanupret from %92 unwind to caller, !dbg !229

93:                                               ; preds = %45
  %94 = cleanuppad within none [], !dbg !229
  call void @"??3@YAXPEAX@Z"(i8* noundef %48) #15 [ "funclet"(token %94) ], !dbg !229
  cleanupret from %94 unwind to caller, !dbg !229

95:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %8, metadata !248, metadata !DIExpression()), !dbg !250
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 8, !dbg !251
  call void @llvm.dbg.declare(metadata %struct.Shape*** %9, metadata !252, metadata !DIExpression()), !dbg !250
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8, !dbg !251
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i64 0, i64 0, !dbg !251
  store %struct.Shape** %97, %struct.Shape*** %9, align 8, !dbg !251
  call void @llvm.dbg.declare(metadata %struct.Shape*** %10, metadata !253, metadata !DIExpression()), !dbg !250
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8, !dbg !251
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i64 0, i64 0, !dbg !251
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i64 3, !dbg !251
  store %struct.Shape** %100, %struct.Shape*** %10, align 8, !dbg !251
  br label %101, !dbg !251

101:                                              ; preds = %117, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !251
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 8, !dbg !251
  %104 = icmp ne %struct.Shape** %102, %103, !dbg !251
  br i1 %104, label %105, label %120, !dbg !251

105:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata %struct.Shape** %11, metadata !254, metadata !DIExpression()), !dbg !256
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !256
  %107 = load %struct.Shape*, %struct.Shape** %106, align 8, !dbg !256
  store %struct.Shape* %107, %struct.Shape** %11, align 8, !dbg !256
  %108 = load %struct.Shape*, %struct.Shape** %11, align 8, !dbg !256
  %109 = icmp eq %struct.Shape* %108, null, !dbg !256
  br i1 %109, label %116, label %110, !dbg !256

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to i8* (%struct.Shape*, i32)***, !dbg !256
  %112 = load i8* (%struct.Shape*, i32)**, i8* (%struct.Shape*, i32)*** %111, align 8, !dbg !256
  %113 = getelementptr inbounds i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %112, i64 0, !dbg !256
  %114 = load i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %113, align 8, !dbg !256
  %115 = call noundef i8* %114(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %108, i32 noundef 1) #11, !dbg !256
  br label %116, !dbg !256

116:                                              ; preds = %110, %105
  br label %117, !dbg !251

117:                                              ; preds = %116
  %118 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !251
  %119 = getelementptr inbounds %struct.Shape*, %struct.Shape** %118, i32 1, !dbg !251
  store %struct.Shape** %119, %struct.Shape*** %9, align 8, !dbg !251
  br label %101, !dbg !251, !llvm.loop !257

120:                                              ; preds = %101
  %121 = load double, double* %3, align 8, !dbg !258
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %121), !dbg !258
  call void @llvm.dbg.declare(metadata %struct.Widget* %12, metadata !259, metadata !DIExpression()), !dbg !260
  %123 = call noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %12) #11, !dbg !260
  call void @llvm.dbg.declare(metadata %struct.Counted** %13, metadata !261, metadata !DIExpression()), !dbg !263
  %124 = icmp eq %struct.Widget* %12, null, !dbg !263
  br i1 %124, label %129, label %125, !dbg !263

125:                                              ; preds = %120
  %126 = bitcast %struct.Widget* %12 to i8*, !dbg !263
  %127 = getelementptr inbounds i8, i8* %126, i64 16, !dbg !263
  %128 = bitcast i8* %127 to %struct.Counted*, !dbg !263
  br label %129, !dbg !263

129:                                              ; preds = %125, %120
  %130 = phi %struct.Counted* [ %128, %125 ], [ null, %120 ], !dbg !263
  store %struct.Counted* %130, %struct.Counted** %13, align 8, !dbg !263
  call void @llvm.dbg.declare(metadata %struct.Named** %14, metadata !264, metadata !DIExpression()), !dbg !266
  %131 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !266
  store %struct.Named* %131, %struct.Named** %14, align 8, !dbg !266
  %132 = load %struct.Counted*, %struct.Counted** %13, align 8, !dbg !267
  %133 = bitcast %struct.Counted* %132 to void (%struct.Counted*)***, !dbg !267
  %134 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %133, align 8, !dbg !267
  %135 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %134, i64 0, !dbg !267
  %136 = load void (%struct.Counted*)*, void (%struct.Counted*)** %135, align 8, !dbg !267
  call void %136(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %132), !dbg !267
  %137 = load %struct.Counted*, %struct.Counted** %13, align 8, !dbg !267
  %138 = bitcast %struct.Counted* %137 to void (%struct.Counted*)***, !dbg !267
  %139 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %138, align 8, !dbg !267
  %140 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %139, i64 0, !dbg !267
  %141 = load void (%struct.Counted*)*, void (%struct.Counted*)** %140, align 8, !dbg !267
  call void %141(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %137), !dbg !267
  %142 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !268
  %143 = getelementptr inbounds %struct.Named, %struct.Named* %142, i32 0, i32 1, !dbg !268
  %144 = load i32, i32* %143, align 8, !dbg !268
  %145 = bitcast %struct.Widget* %12 to i8*, !dbg !268
  %146 = getelementptr inbounds i8, i8* %145, i64 16, !dbg !268
  %147 = bitcast i8* %146 to %struct.Counted*, !dbg !268
  %148 = getelementptr inbounds %struct.Counted, %struct.Counted* %147, i32 0, i32 1, !dbg !268
  %149 = load i32, i32* %148, align 8, !dbg !268
  %150 = load %struct.Named*, %struct.Named** %14, align 8, !dbg !268
  %151 = bitcast %struct.Named* %150 to i8* (%struct.Named*)***, !dbg !268
  %152 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %151, align 8, !dbg !268
  %153 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, i64 0, !dbg !268
  %154 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %153, align 8, !dbg !268
  %155 = call noundef i8* %154(%struct.Named* noundef nonnull align 8 dereferenceable(16) %150), !dbg !268
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %155, i32 noundef %149, i32 noundef %144), !dbg !268
  call void @llvm.dbg.declare(metadata %struct.Diamond* %15, metadata !269, metadata !DIExpression()), !dbg !270
  %157 = call noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15, i32 noundef 1) #11, !dbg !270
  call void @llvm.dbg.declare(metadata %struct.Base** %16, metadata !271, metadata !DIExpression()), !dbg !273
  %158 = icmp eq %struct.Diamond* %15, null, !dbg !273
  br i1 %158, label %171, label %159, !dbg !273

159:                                              ; preds = %129
  %160 = bitcast %struct.Diamond* %15 to i8*, !dbg !273
  %161 = getelementptr inbounds i8, i8* %160, i64 0, !dbg !273
  %162 = bitcast i8* %161 to i32**, !dbg !273
  %163 = load i32*, i32** %162, align 8, !dbg !273
  %164 = getelementptr inbounds i32, i32* %163, i32 1, !dbg !273
  %165 = load i32, i32* %164, align 4, !dbg !273
  %166 = sext i32 %165 to i64, !dbg !273
  %167 = add nsw i64 0, %166, !dbg !273
  %168 = bitcast %struct.Diamond* %15 to i8*, !dbg !273
  %169 = getelementptr inbounds i8, i8* %168, i64 %167, !dbg !273
  %170 = bitcast i8* %169 to %struct.Base*, !dbg !273
  br label %171, !dbg !273

171:                                              ; preds = %159, %129
  %172 = phi %struct.Base* [ %170, %159 ], [ null, %129 ], !dbg !273
  store %struct.Base* %172, %struct.Base** %16, align 8, !dbg !273
  call void @llvm.dbg.declare(metadata %struct.Left** %17, metadata !274, metadata !DIExpression()), !dbg !276
  %173 = bitcast %struct.Diamond* %15 to %struct.Left*, !dbg !276
  store %struct.Left* %173, %struct.Left** %17, align 8, !dbg !276
  %174 = bitcast %struct.Diamond* %15 to i8*, !dbg !277
  %175 = getelementptr inbounds i8, i8* %174, i64 16, !dbg !277
  %176 = bitcast i8* %175 to %struct.Right*, !dbg !277
  %177 = getelementptr inbounds %struct.Right, %struct.Right* %176, i32 0, i32 1, !dbg !277
  %178 = load i32, i32* %177, align 8, !dbg !277
  %179 = load %struct.Left*, %struct.Left** %17, align 8, !dbg !277
  %180 = bitcast %struct.Left* %179 to i8*, !dbg !277
  %181 = getelementptr inbounds i8, i8* %180, i64 0, !dbg !277
  %182 = bitcast i8* %181 to i32**, !dbg !277
  %183 = load i32*, i32** %182, align 8, !dbg !277
  %184 = getelementptr inbounds i32, i32* %183, i32 1, !dbg !277
  %185 = load i32, i32* %184, align 4, !dbg !277
  %186 = sext i32 %185 to i64, !dbg !277
  %187 = add nsw i64 0, %186, !dbg !277
  %188 = getelementptr inbounds i8, i8* %180, i64 %187, !dbg !277
  %189 = bitcast %struct.Left* %179 to i8*, !dbg !277
  %190 = getelementptr inbounds i8, i8* %189, i64 0, !dbg !277
  %191 = bitcast i8* %190 to i32**, !dbg !277
  %192 = load i32*, i32** %191, align 8, !dbg !277
  %193 = getelementptr inbounds i32, i32* %192, i32 1, !dbg !277
  %194 = load i32, i32* %193, align 4, !dbg !277
  %195 = sext i32 %194 to i64, !dbg !277
  %196 = add nsw i64 0, %195, !dbg !277
  %197 = getelementptr inbounds i8, i8* %189, i64 %196, !dbg !277
  %198 = bitcast i8* %197 to i32 (i8*)***, !dbg !277
  %199 = load i32 (i8*)**, i32 (i8*)*** %198, align 8, !dbg !277
  %200 = getelementptr inbounds i32 (i8*)*, i32 (i8*)** %199, i64 0, !dbg !277
  %201 = load i32 (i8*)*, i32 (i8*)** %200, align 8, !dbg !277
  %202 = invoke noundef i32 %201(i8* noundef %188)
          to label %203 unwind label %316, !dbg !277

203:                                              ; preds = %171
  %204 = load %struct.Base*, %struct.Base** %16, align 8, !dbg !277
  %205 = bitcast %struct.Base* %204 to i32 (%struct.Base*)***, !dbg !277
  %206 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %205, align 8, !dbg !277
  %207 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %206, i64 0, !dbg !277
  %208 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %207, align 8, !dbg !277
  %209 = invoke noundef i32 %208(%struct.Base* noundef nonnull align 8 dereferenceable(16) %204)
          to label %210 unwind label %316, !dbg !277

210:                                              ; preds = %203
  %211 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %209, i32 noundef %202, i32 noundef %178)
          to label %212 unwind label %316, !dbg !277

212:                                              ; preds = %210
  %213 = load %struct.Base*, %struct.Base** %16, align 8, !dbg !278
  %214 = bitcast %struct.Base* %213 to i8*, !dbg !278
  %215 = invoke i8* @__RTDynamicCast(i8* %214, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
          to label %216 unwind label %316, !dbg !278

216:                                              ; preds = %212
  %217 = bitcast i8* %215 to %struct.Right*, !dbg !278
  br label %218, !dbg !278

218:                                              ; preds = %216
  %219 = icmp ne %struct.Right* %217, null, !dbg !278
  %220 = zext i1 %219 to i32, !dbg !278
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %220)
          to label %222 unwind label %316, !dbg !278

222:                                              ; preds = %218
  call void @llvm.dbg.declare(metadata %struct.Array* %18, metadata !279, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.declare(metadata i32* %19, metadata !302, metadata !DIExpression()), !dbg !304
  store i32 0, i32* %19, align 4, !dbg !304
  br label %223, !dbg !304

223:                                              ; preds = %233, %222
  %224 = load i32, i32* %19, align 4, !dbg !304
  %225 = icmp slt i32 %224, 8, !dbg !304
  br i1 %225, label %226, label %236, !dbg !304

226:                                              ; preds = %223
  %227 = load i32, i32* %19, align 4, !dbg !305
  %228 = load i32, i32* %19, align 4, !dbg !305
  %229 = mul nsw i32 %227, %228, !dbg !305
  %230 = load i32, i32* %19, align 4, !dbg !305
  %231 = invoke noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %230)
          to label %232 unwind label %316, !dbg !305

232:                                              ; preds = %226
  store i32 %229, i32* %231, align 4, !dbg !305
  br label %233, !dbg !305

233:                                              ; preds = %232
  %234 = load i32, i32* %19, align 4, !dbg !305
  %235 = add nsw i32 %234, 1, !dbg !305
  store i32 %235, i32* %19, align 4, !dbg !305
  br label %223, !dbg !305, !llvm.loop !307

236:                                              ; preds = %223
  call void @llvm.dbg.declare(metadata i32* %20, metadata !308, metadata !DIExpression()), !dbg !309
  store i32 7, i32* %20, align 4, !dbg !309
  call void @llvm.dbg.declare(metadata %class.anon* %21, metadata !310, metadata !DIExpression()), !dbg !314
  %237 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0, !dbg !314
  %238 = load i32, i32* %20, align 4, !dbg !314
  store i32 %238, i32* %237, align 4, !dbg !314
  call void @llvm.dbg.declare(metadata i32* %22, metadata !315, metadata !DIExpression()), !dbg !316
  store i32 0, i32* %22, align 4, !dbg !316
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !317, metadata !DIExpression()), !dbg !321
  %239 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !321
  store i32* %22, i32** %239, align 8, !dbg !321
  %240 = load i32, i32* %22, align 4, !dbg !322
  %241 = bitcast %class.anon.0* %24 to i8*, !dbg !322
  %242 = bitcast %class.anon.0* %23 to i8*, !dbg !322
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %241, i8* align 8 %242, i64 8, i1 false), !dbg !322
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 0, !dbg !322
  %244 = load i32*, i32** %243, align 8, !dbg !322
  %245 = ptrtoint i32* %244 to i64, !dbg !322
  %246 = invoke noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i64 %245)
          to label %247 unwind label %316, !dbg !322

247:                                              ; preds = %236
  %248 = bitcast %class.anon* %25 to i8*, !dbg !322
  %249 = bitcast %class.anon* %21 to i8*, !dbg !322
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %248, i8* align 4 %249, i64 4, i1 false), !dbg !322
  %250 = getelementptr inbounds %class.anon, %class.anon* %25, i32 0, i32 0, !dbg !322
  %251 = load i32, i32* %250, align 4, !dbg !322
  %252 = invoke noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %251)
          to label %253 unwind label %316, !dbg !322

253:                                              ; preds = %247
  %254 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %252, i32 noundef %246, i32 noundef %240)
          to label %255 unwind label %316, !dbg !322

255:                                              ; preds = %253
  call void @llvm.dbg.declare(metadata %class.anon.1* %26, metadata !323, metadata !DIExpression()), !dbg !325
  %256 = invoke noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %257 unwind label %316, !dbg !326

257:                                              ; preds = %255
  %258 = invoke noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %259 unwind label %316, !dbg !326

259:                                              ; preds = %257
  %260 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %258, double noundef %256)
          to label %261 unwind label %316, !dbg !326

261:                                              ; preds = %259
  call void @llvm.dbg.declare(metadata i32 (i32)** %27, metadata !327, metadata !DIExpression()), !dbg !331
  %262 = call noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #11, !dbg !331
  store i32 (i32)* %262, i32 (i32)** %27, align 8, !dbg !331
  %263 = load i32 (i32)*, i32 (i32)** %27, align 8, !dbg !332
  %264 = invoke noundef i32 %263(i32 noundef 14)
          to label %265 unwind label %316, !dbg !332

265:                                              ; preds = %261
  %266 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %264)
          to label %267 unwind label %316, !dbg !332

267:                                              ; preds = %265
  %268 = call noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BJCFNGJP@second?$AA@", i64 0, i64 0)), !dbg !333
  %269 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %270 unwind label %316, !dbg !333

270:                                              ; preds = %267
  %271 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %272 unwind label %316, !dbg !333

272:                                              ; preds = %270
  %273 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %271, double noundef %269, i8* noundef %268)
          to label %274 unwind label %316, !dbg !333

274:                                              ; preds = %272
  %275 = invoke noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"()
          to label %276 unwind label %316, !dbg !334

276:                                              ; preds = %274
  %277 = invoke noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"()
          to label %278 unwind label %316, !dbg !334

278:                                              ; preds = %276
  %279 = invoke noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %280 unwind label %316, !dbg !334

280:                                              ; preds = %278
  %281 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %279, i8* noundef %277, i8* noundef %275)
          to label %282 unwind label %316, !dbg !334

282:                                              ; preds = %280
  call void @llvm.dbg.declare(metadata %struct.Big* %29, metadata !335, metadata !DIExpression()), !dbg !336
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !336
  %283 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4, !dbg !337
  %284 = getelementptr inbounds [13 x i8], [13 x i8]* %283, i64 0, i64 0, !dbg !337
  %285 = bitcast %struct.Big* %30 to i8*, !dbg !337
  %286 = bitcast %struct.Big* %29 to i8*, !dbg !337
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %285, i8* align 8 %286, i64 48, i1 false), !dbg !337
  %287 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %30), !dbg !337
  %288 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %287, i8* noundef %284)
          to label %289 unwind label %316, !dbg !337

289:                                              ; preds = %282
  call void @llvm.dbg.declare(metadata %struct.Pair* %31, metadata !338, metadata !DIExpression()), !dbg !339
  %290 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0, !dbg !339
  store i32 3, i32* %290, align 4, !dbg !339
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1, !dbg !339
  store float 9.500000e+00, float* %291, align 4, !dbg !339
  %292 = bitcast %struct.Pair* %32 to i64*, !dbg !339
  %293 = load i64, i64* %292, align 4, !dbg !339
  %294 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %293), !dbg !339
  %295 = bitcast %struct.Pair* %31 to i64*, !dbg !339
  store i64 %294, i64* %295, align 4, !dbg !339
  %296 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1, !dbg !340
  %297 = load float, float* %296, align 4, !dbg !340
  %298 = fpext float %297 to double, !dbg !340
  %299 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0, !dbg !340
  %300 = load i32, i32* %299, align 4, !dbg !340
  %301 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %300, double noundef %298)
          to label %302 unwind label %316, !dbg !340

302:                                              ; preds = %289
  call void @llvm.dbg.declare(metadata i32* %33, metadata !341, metadata !DIExpression()), !dbg !342
  %303 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %304 unwind label %316, !dbg !342

304:                                              ; preds = %302
  store i32 %303, i32* %33, align 4, !dbg !342
  call void @llvm.dbg.declare(metadata i32* %34, metadata !343, metadata !DIExpression()), !dbg !342
  %305 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %306 unwind label %316, !dbg !342

306:                                              ; preds = %304
  store i32 %305, i32* %34, align 4, !dbg !342
  %307 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
          to label %308 unwind label %316, !dbg !344

308:                                              ; preds = %306
  %309 = getelementptr inbounds %struct.Registry, %struct.Registry* %307, i32 0, i32 0, !dbg !344
  %310 = load i32, i32* %309, align 4, !dbg !344
  %311 = load i32, i32* %34, align 4, !dbg !344
  %312 = load i32, i32* %33, align 4, !dbg !344
  %313 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %312, i32 noundef %311, i32 noundef %310)
          to label %314 unwind label %316, !dbg !344

314:                                              ; preds = %308
  store i32 0, i32* %1, align 4, !dbg !345
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #11, !dbg !346
  %315 = load i32, i32* %1, align 4, !dbg !346
  ret i32 %315, !dbg !346

316:                                              ; preds = %308, %306, %304, %302, %289, %282, %280, %278, %276, %274, %272, %270, %267, %265, %261, %259, %257, %255, %253, %247, %236, %226, %218, %212, %210, %203, %171
  %317 = cleanuppad within none [], !dbg !346
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #11 [ "funclet"(token %317) ], !dbg !346
  cleanupret from %317 unwind to caller, !dbg !346
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #6 comdat align 2 !dbg !347 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Rect*, align 8
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !348, metadata !DIExpression()), !dbg !349
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !350, metadata !DIExpression()), !dbg !349
  store %struct.Rect* %0, %struct.Rect** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %6, metadata !351, metadata !DIExpression()), !dbg !353
  %7 = load %struct.Rect*, %struct.Rect** %6, align 8
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !349
  %9 = call noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !349
  %10 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !349
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !349
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !349
  %12 = load double, double* %5, align 8, !dbg !349
  store double %12, double* %11, align 8, !dbg !349
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !349
  %14 = load double, double* %4, align 8, !dbg !349
  store double %14, double* %13, align 8, !dbg !349
  ret %struct.Rect* %7, !dbg !349
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #6 comdat align 2 !dbg !354 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Square*, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !355, metadata !DIExpression()), !dbg !356
  store %struct.Square* %0, %struct.Square** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %4, metadata !357, metadata !DIExpression()), !dbg !359
  %5 = load %struct.Square*, %struct.Square** %4, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !356
  %7 = load double, double* %3, align 8, !dbg !356
  %8 = load double, double* %3, align 8, !dbg !356
  %9 = call noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %8, double noundef %7), !dbg !356
  %10 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !356
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !356
  ret %struct.Square* %5, !dbg !356
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull returned align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !360 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !362, metadata !DIExpression()), !dbg !364
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !365
  %5 = call noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %4) #11, !dbg !365
  %6 = bitcast %struct.Widget* %3 to i8*, !dbg !365
  %7 = getelementptr inbounds i8, i8* %6, i64 16, !dbg !365
  %8 = bitcast i8* %7 to %struct.Counted*, !dbg !365
  %9 = call noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %8) #11, !dbg !365
  %10 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !365
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BNamed@@@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !365
  %11 = bitcast %struct.Widget* %3 to i8*, !dbg !365
  %12 = getelementptr inbounds i8, i8* %11, i64 16, !dbg !365
  %13 = bitcast i8* %12 to i32 (...)***, !dbg !365
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BCounted@@@" to i32 (...)**), i32 (...)*** %13, align 8, !dbg !365
  ret %struct.Widget* %3, !dbg !365
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !366 {
  %3 = alloca %struct.Diamond*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !371, metadata !DIExpression()), !dbg !372
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %5, metadata !373, metadata !DIExpression()), !dbg !372
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  store %struct.Diamond* %6, %struct.Diamond** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !375
  br i1 %8, label %9, label %19, !dbg !375

9:                                                ; preds = %2
  %10 = bitcast %struct.Diamond* %6 to i8*, !dbg !375
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !375
  %12 = bitcast i8* %11 to i32**, !dbg !375
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %12, align 8, !dbg !375
  %13 = getelementptr inbounds i8, i8* %10, i64 16, !dbg !375
  %14 = bitcast i8* %13 to i32**, !dbg !375
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %14, align 8, !dbg !375
  %15 = bitcast %struct.Diamond* %6 to i8*, !dbg !375
  %16 = getelementptr inbounds i8, i8* %15, i64 40, !dbg !375
  %17 = bitcast i8* %16 to %struct.Base*, !dbg !375
  %18 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %17) #11, !dbg !375
  br label %19, !dbg !375

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.Diamond* %6 to %struct.Left*, !dbg !375
  %21 = call noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0) #11, !dbg !375
  %22 = bitcast %struct.Diamond* %6 to i8*, !dbg !375
  %23 = getelementptr inbounds i8, i8* %22, i64 16, !dbg !375
  %24 = bitcast i8* %23 to %struct.Right*, !dbg !375
  %25 = call noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %24, i32 noundef 0) #11, !dbg !375
  %26 = bitcast %struct.Diamond* %6 to i8*, !dbg !375
  %27 = getelementptr inbounds i8, i8* %26, i64 0, !dbg !375
  %28 = bitcast i8* %27 to i32**, !dbg !375
  %29 = load i32*, i32** %28, align 8, !dbg !375
  %30 = getelementptr inbounds i32, i32* %29, i32 1, !dbg !375
  %31 = load i32, i32* %30, align 4, !dbg !375
  %32 = sext i32 %31 to i64, !dbg !375
  %33 = add nsw i64 0, %32, !dbg !375
  %34 = bitcast %struct.Diamond* %6 to i8*, !dbg !375
  %35 = getelementptr inbounds i8, i8* %34, i64 %33, !dbg !375
  %36 = bitcast i8* %35 to i32 (...)***, !dbg !375
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %36, align 8, !dbg !375
  %37 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %6, i32 0, i32 2, !dbg !375
  store i32 4, i32* %37, align 8, !dbg !375
  %38 = load %struct.Diamond*, %struct.Diamond** %3, align 8, !dbg !375
  ret %struct.Diamond* %38, !dbg !375
}

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !376 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Array*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !377, metadata !DIExpression()), !dbg !378
  store %struct.Array* %0, %struct.Array** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %4, metadata !379, metadata !DIExpression()), !dbg !381
  %5 = load %struct.Array*, %struct.Array** %4, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !378
  %7 = load i32, i32* %3, align 4, !dbg !378
  %8 = sext i32 %7 to i64, !dbg !378
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %8, !dbg !378
  ret i32* %9, !dbg !378
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #7 align 2 !dbg !382 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to i32*
  store i32* %9, i32** %8, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !388, metadata !DIExpression()), !dbg !389
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !390, metadata !DIExpression()), !dbg !389
  store %struct.Array* %0, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %6, metadata !391, metadata !DIExpression()), !dbg !393
  %10 = load %struct.Array*, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !394, metadata !DIExpression()), !dbg !396
  store i32 0, i32* %7, align 4, !dbg !396
  br label %11, !dbg !396

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %7, align 4, !dbg !396
  %13 = icmp slt i32 %12, 8, !dbg !396
  br i1 %13, label %14, label %25, !dbg !396

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !397
  %16 = load i32, i32* %7, align 4, !dbg !397
  %17 = sext i32 %16 to i64, !dbg !397
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !397
  %19 = load i32, i32* %18, align 4, !dbg !397
  %20 = load i32, i32* %5, align 4, !dbg !397
  %21 = call noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %20, i32 noundef %19), !dbg !397
  store i32 %21, i32* %5, align 4, !dbg !397
  br label %22, !dbg !397

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !397
  %24 = add nsw i32 %23, 1, !dbg !397
  store i32 %24, i32* %7, align 4, !dbg !397
  br label %11, !dbg !397, !llvm.loop !399

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !400
  ret i32 %26, !dbg !400
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 align 2 !dbg !401 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !407, metadata !DIExpression()), !dbg !408
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !409, metadata !DIExpression()), !dbg !408
  store %struct.Array* %0, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %6, metadata !410, metadata !DIExpression()), !dbg !411
  %9 = load %struct.Array*, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !412, metadata !DIExpression()), !dbg !414
  store i32 0, i32* %7, align 4, !dbg !414
  br label %10, !dbg !414

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %7, align 4, !dbg !414
  %12 = icmp slt i32 %11, 8, !dbg !414
  br i1 %12, label %13, label %24, !dbg !414

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0, !dbg !415
  %15 = load i32, i32* %7, align 4, !dbg !415
  %16 = sext i32 %15 to i64, !dbg !415
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %14, i64 0, i64 %16, !dbg !415
  %18 = load i32, i32* %17, align 4, !dbg !415
  %19 = load i32, i32* %5, align 4, !dbg !415
  %20 = call noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %19, i32 noundef %18), !dbg !415
  store i32 %20, i32* %5, align 4, !dbg !415
  br label %21, !dbg !415

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !415
  %23 = add nsw i32 %22, 1, !dbg !415
  store i32 %23, i32* %7, align 4, !dbg !415
  br label %10, !dbg !415, !llvm.loop !417

24:                                               ; preds = %10
  %25 = load i32, i32* %5, align 4, !dbg !418
  ret i32 %25, !dbg !418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !419 {
  %3 = alloca double, align 8
  %4 = alloca %class.anon.1*, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !430, metadata !DIExpression()), !dbg !431
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %4, metadata !432, metadata !DIExpression()), !dbg !434
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load double, double* %3, align 8, !dbg !431
  %7 = load double, double* %3, align 8, !dbg !431
  %8 = fadd double %6, %7, !dbg !431
  ret double %8, !dbg !431
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !435 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.1*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !443, metadata !DIExpression()), !dbg !444
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %4, metadata !445, metadata !DIExpression()), !dbg !446
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !444
  %7 = load i32, i32* %3, align 4, !dbg !444
  %8 = add nsw i32 %6, %7, !dbg !444
  ret i32 %8, !dbg !444
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !447 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !454, metadata !DIExpression()), !dbg !456
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret i32 (i32)* @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", !dbg !457
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat !dbg !458 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !463, metadata !DIExpression()), !dbg !464
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !465, metadata !DIExpression()), !dbg !464
  %5 = load double, double* %4, align 8, !dbg !464
  %6 = load double, double* %3, align 8, !dbg !464
  %7 = fcmp olt double %5, %6, !dbg !464
  br i1 %7, label %8, label %10, !dbg !464

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8, !dbg !464
  br label %12, !dbg !464

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8, !dbg !464
  br label %12, !dbg !464

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !464
  ret double %13, !dbg !464
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !466 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !470, metadata !DIExpression()), !dbg !471
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !472, metadata !DIExpression()), !dbg !471
  %5 = load i32, i32* %4, align 4, !dbg !471
  %6 = load i32, i32* %3, align 4, !dbg !471
  %7 = icmp slt i32 %5, %6, !dbg !471
  br i1 %7, label %8, label %10, !dbg !471

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !471
  br label %12, !dbg !471

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !471
  br label %12, !dbg !471

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !471
  ret i32 %13, !dbg !471
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"() #0 comdat align 2 !dbg !473 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0), !dbg !479
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"() #0 comdat align 2 !dbg !480 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), !dbg !484
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef %0, i8 noundef %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !485 {
  %5 = alloca i8*, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i8* %3, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !495, metadata !DIExpression()), !dbg !496
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !497, metadata !DIExpression()), !dbg !496
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata i8* %7, metadata !498, metadata !DIExpression()), !dbg !496
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !499, metadata !DIExpression()), !dbg !496
  ret i32 4, !dbg !496
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?counter@@YAHXZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !2 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !500
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !500
  %3 = icmp sgt i32 %1, %2, !dbg !500
  br i1 %3, label %4, label %12, !dbg !500, !prof !501

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11, !dbg !500
  %5 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !500
  %6 = icmp eq i32 %5, -1, !dbg !500
  br i1 %6, label %7, label %12, !dbg !500

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
          to label %9 unwind label %15, !dbg !500

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, %struct.Registry* %8, i32 0, i32 0, !dbg !500
  %11 = load i32, i32* %10, align 4, !dbg !500
  store i32 %11, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !500
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11, !dbg !500
  br label %12, !dbg !500

12:                                               ; preds = %9, %4, %0
  %13 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !502
  %14 = add nsw i32 %13, 1, !dbg !502
  store i32 %14, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !502
  ret i32 %14, !dbg !502

15:                                               ; preds = %7
  %16 = cleanuppad within none [], !dbg !500
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11 [ "funclet"(token %16) ], !dbg !500
  cleanupret from %16 unwind to caller, !dbg !500
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !503
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !503
  %3 = icmp sgt i32 %1, %2, !dbg !503
  br i1 %3, label %4, label %11, !dbg !503, !prof !501

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11, !dbg !503
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !503
  %6 = icmp eq i32 %5, -1, !dbg !503
  br i1 %6, label %7, label %11, !dbg !503

7:                                                ; preds = %4
  %8 = invoke noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12, !dbg !503

9:                                                ; preds = %7
  %10 = call i32 @atexit(void ()* @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #11, !dbg !503
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11, !dbg !503
  br label %11, !dbg !503

11:                                               ; preds = %9, %4, %0
  ret %struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A", !dbg !504

12:                                               ; preds = %7
  %13 = cleanuppad within none [], !dbg !503
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11 [ "funclet"(token %13) ], !dbg !503
  cleanupret from %13 unwind to caller, !dbg !503
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 comdat align 2 !dbg !505 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !507, metadata !DIExpression()), !dbg !508
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !509
  %5 = getelementptr i8, i8* %4, i64 40, !dbg !509
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !509
  call void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %6) #11, !dbg !509
  %7 = bitcast %struct.Diamond* %3 to i8*, !dbg !509
  %8 = getelementptr inbounds i8, i8* %7, i64 40, !dbg !509
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !509
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !509
  ret void, !dbg !509
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !510 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !512, metadata !DIExpression()), !dbg !513
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !514
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !514
  ret %struct.Shape* %3, !dbg !514
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !515 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !519, metadata !DIExpression()), !dbg !520
  store %struct.Rect* %0, %struct.Rect** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %5, metadata !521, metadata !DIExpression()), !dbg !520
  %6 = load %struct.Rect*, %struct.Rect** %5, align 8
  %7 = bitcast %struct.Rect* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !522
  %9 = icmp eq i32 %8, 0, !dbg !522
  br i1 %9, label %12, label %10, !dbg !522

10:                                               ; preds = %2
  %11 = bitcast %struct.Rect* %6 to i8*, !dbg !522
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !522
  br label %12, !dbg !522

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !522
  ret i8* %13, !dbg !522
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !523 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !524, metadata !DIExpression()), !dbg !526
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !527
  %5 = load double, double* %4, align 8, !dbg !527
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !527
  %7 = load double, double* %6, align 8, !dbg !527
  %8 = fmul double %5, %7, !dbg !527
  ret double %8, !dbg !527
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !528 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !529, metadata !DIExpression()), !dbg !530
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !532 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !533, metadata !DIExpression()), !dbg !534
  store %struct.Shape* %0, %struct.Shape** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %5, metadata !535, metadata !DIExpression()), !dbg !534
  %6 = load %struct.Shape*, %struct.Shape** %5, align 8
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #13, !dbg !536
  unreachable, !dbg !536
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !537 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !538, metadata !DIExpression()), !dbg !540
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0), !dbg !541
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !542 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !543, metadata !DIExpression()), !dbg !544
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !545
  call void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #11, !dbg !545
  ret void, !dbg !547
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !548 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !549, metadata !DIExpression()), !dbg !550
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void, !dbg !551
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !552 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !556, metadata !DIExpression()), !dbg !557
  store %struct.Square* %0, %struct.Square** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %5, metadata !558, metadata !DIExpression()), !dbg !557
  %6 = load %struct.Square*, %struct.Square** %5, align 8
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !559
  %9 = icmp eq i32 %8, 0, !dbg !559
  br i1 %9, label %12, label %10, !dbg !559

10:                                               ; preds = %2
  %11 = bitcast %struct.Square* %6 to i8*, !dbg !559
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !559
  br label %12, !dbg !559

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !559
  ret i8* %13, !dbg !559
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !560 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !561, metadata !DIExpression()), !dbg !563
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), !dbg !564
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !565 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !566, metadata !DIExpression()), !dbg !567
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !568
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !568
  ret void, !dbg !570
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !571 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !576, metadata !DIExpression()), !dbg !577
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !578
  store i32 (...)** bitcast (i8** @"??_7Named@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !578
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !578
  store i32 5, i32* %5, align 8, !dbg !578
  ret %struct.Named* %3, !dbg !578
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !579 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !581, metadata !DIExpression()), !dbg !582
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !583
  store i32 (...)** bitcast (i8** @"??_7Counted@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !583
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !583
  store i32 0, i32* %5, align 8, !dbg !583
  ret %struct.Counted* %3, !dbg !583
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !584 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !585, metadata !DIExpression()), !dbg !587
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), !dbg !588
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !589 {
  %2 = alloca %struct.Widget*, align 8
  %3 = alloca %struct.Widget*, align 8
  %4 = bitcast i8* %0 to %struct.Widget*
  store %struct.Widget* %4, %struct.Widget** %2, align 8
  %5 = load %struct.Widget*, %struct.Widget** %2, align 8
  store %struct.Widget* %5, %struct.Widget** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %3, metadata !590, metadata !DIExpression()), !dbg !591
  %6 = load %struct.Widget*, %struct.Widget** %3, align 8
  %7 = bitcast %struct.Widget* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Widget*
  %10 = bitcast %struct.Widget* %9 to i8*, !dbg !592
  %11 = getelementptr inbounds i8, i8* %10, i64 16, !dbg !592
  %12 = bitcast i8* %11 to %struct.Counted*, !dbg !592
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1, !dbg !592
  %14 = load i32, i32* %13, align 8, !dbg !592
  %15 = add nsw i32 %14, 10, !dbg !592
  store i32 %15, i32* %13, align 8, !dbg !592
  ret void, !dbg !592
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !593 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !594, metadata !DIExpression()), !dbg !596
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0), !dbg !597
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !598 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !599, metadata !DIExpression()), !dbg !600
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !601
  %5 = load i32, i32* %4, align 8, !dbg !601
  %6 = add nsw i32 %5, 1, !dbg !601
  store i32 %6, i32* %4, align 8, !dbg !601
  ret void, !dbg !601
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !602 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !604, metadata !DIExpression()), !dbg !605
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !606
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !606
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !606
  store i32 1, i32* %5, align 8, !dbg !606
  ret %struct.Base* %3, !dbg !606
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !607 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !612, metadata !DIExpression()), !dbg !613
  store %struct.Left* %0, %struct.Left** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %5, metadata !614, metadata !DIExpression()), !dbg !613
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  store %struct.Left* %6, %struct.Left** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !615
  br i1 %8, label %9, label %17, !dbg !615

9:                                                ; preds = %2
  %10 = bitcast %struct.Left* %6 to i8*, !dbg !615
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !615
  %12 = bitcast i8* %11 to i32**, !dbg !615
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Left@@7B@", i32 0, i32 0), i32** %12, align 8, !dbg !615
  %13 = bitcast %struct.Left* %6 to i8*, !dbg !615
  %14 = getelementptr inbounds i8, i8* %13, i64 16, !dbg !615
  %15 = bitcast i8* %14 to %struct.Base*, !dbg !615
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #11, !dbg !615
  br label %17, !dbg !615

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Left* %6 to i8*, !dbg !615
  %19 = getelementptr inbounds i8, i8* %18, i64 0, !dbg !615
  %20 = bitcast i8* %19 to i32**, !dbg !615
  %21 = load i32*, i32** %20, align 8, !dbg !615
  %22 = getelementptr inbounds i32, i32* %21, i32 1, !dbg !615
  %23 = load i32, i32* %22, align 4, !dbg !615
  %24 = sext i32 %23 to i64, !dbg !615
  %25 = add nsw i64 0, %24, !dbg !615
  %26 = bitcast %struct.Left* %6 to i8*, !dbg !615
  %27 = getelementptr inbounds i8, i8* %26, i64 %25, !dbg !615
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !615
  store i32 (...)** bitcast (i8** @"??_7Left@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !dbg !615
  %29 = getelementptr inbounds %struct.Left, %struct.Left* %6, i32 0, i32 1, !dbg !615
  store i32 2, i32* %29, align 8, !dbg !615
  %30 = load %struct.Left*, %struct.Left** %3, align 8, !dbg !615
  ret %struct.Left* %30, !dbg !615
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !616 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !621, metadata !DIExpression()), !dbg !622
  store %struct.Right* %0, %struct.Right** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %5, metadata !623, metadata !DIExpression()), !dbg !622
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  store %struct.Right* %6, %struct.Right** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !624
  br i1 %8, label %9, label %17, !dbg !624

9:                                                ; preds = %2
  %10 = bitcast %struct.Right* %6 to i8*, !dbg !624
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !624
  %12 = bitcast i8* %11 to i32**, !dbg !624
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Right@@7B@", i32 0, i32 0), i32** %12, align 8, !dbg !624
  %13 = bitcast %struct.Right* %6 to i8*, !dbg !624
  %14 = getelementptr inbounds i8, i8* %13, i64 16, !dbg !624
  %15 = bitcast i8* %14 to %struct.Base*, !dbg !624
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #11, !dbg !624
  br label %17, !dbg !624

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Right* %6 to i8*, !dbg !624
  %19 = getelementptr inbounds i8, i8* %18, i64 0, !dbg !624
  %20 = bitcast i8* %19 to i32**, !dbg !624
  %21 = load i32*, i32** %20, align 8, !dbg !624
  %22 = getelementptr inbounds i32, i32* %21, i32 1, !dbg !624
  %23 = load i32, i32* %22, align 4, !dbg !624
  %24 = sext i32 %23 to i64, !dbg !624
  %25 = add nsw i64 0, %24, !dbg !624
  %26 = bitcast %struct.Right* %6 to i8*, !dbg !624
  %27 = getelementptr inbounds i8, i8* %26, i64 %25, !dbg !624
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !624
  store i32 (...)** bitcast (i8** @"??_7Right@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !dbg !624
  %29 = getelementptr inbounds %struct.Right, %struct.Right* %6, i32 0, i32 1, !dbg !624
  store i32 3, i32* %29, align 8, !dbg !624
  %30 = load %struct.Right*, %struct.Right** %3, align 8, !dbg !624
  ret %struct.Right* %30, !dbg !624
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !625 {
  %2 = alloca %struct.Diamond*, align 8
  %3 = alloca %struct.Diamond*, align 8
  %4 = bitcast i8* %0 to %struct.Diamond*
  store %struct.Diamond* %4, %struct.Diamond** %2, align 8
  %5 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  store %struct.Diamond* %5, %struct.Diamond** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !626, metadata !DIExpression()), !dbg !628
  %6 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*, !dbg !629
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !629
  %12 = bitcast i8* %11 to i32**, !dbg !629
  %13 = load i32*, i32** %12, align 8, !dbg !629
  %14 = getelementptr inbounds i32, i32* %13, i32 1, !dbg !629
  %15 = load i32, i32* %14, align 4, !dbg !629
  %16 = sext i32 %15 to i64, !dbg !629
  %17 = add nsw i64 0, %16, !dbg !629
  %18 = bitcast %struct.Diamond* %9 to i8*, !dbg !629
  %19 = getelementptr inbounds i8, i8* %18, i64 %17, !dbg !629
  %20 = bitcast i8* %19 to %struct.Base*, !dbg !629
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1, !dbg !629
  %22 = load i32, i32* %21, align 8, !dbg !629
  %23 = bitcast %struct.Diamond* %9 to %struct.Left*, !dbg !629
  %24 = getelementptr inbounds %struct.Left, %struct.Left* %23, i32 0, i32 1, !dbg !629
  %25 = load i32, i32* %24, align 8, !dbg !629
  %26 = add nsw i32 %22, %25, !dbg !629
  %27 = bitcast %struct.Diamond* %9 to i8*, !dbg !629
  %28 = getelementptr inbounds i8, i8* %27, i64 16, !dbg !629
  %29 = bitcast i8* %28 to %struct.Right*, !dbg !629
  %30 = getelementptr inbounds %struct.Right, %struct.Right* %29, i32 0, i32 1, !dbg !629
  %31 = load i32, i32* %30, align 8, !dbg !629
  %32 = add nsw i32 %26, %31, !dbg !629
  %33 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %9, i32 0, i32 2, !dbg !629
  %34 = load i32, i32* %33, align 8, !dbg !629
  %35 = add nsw i32 %32, %34, !dbg !629
  ret i32 %35, !dbg !629
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !630 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !631, metadata !DIExpression()), !dbg !632
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %5, metadata !633, metadata !DIExpression()), !dbg !632
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %9) #11, !dbg !634
  %12 = icmp eq i32 %11, 0, !dbg !634
  br i1 %12, label %15, label %13, !dbg !634

13:                                               ; preds = %2
  %14 = bitcast %struct.Diamond* %9 to i8*, !dbg !634
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !634
  br label %15, !dbg !634

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !634
  ret i8* %16, !dbg !634
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !635 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !636, metadata !DIExpression()), !dbg !638
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !639
  %5 = load i32, i32* %4, align 8, !dbg !639
  ret i32 %5, !dbg !639
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !640 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !641, metadata !DIExpression()), !dbg !642
  store %struct.Base* %0, %struct.Base** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %5, metadata !643, metadata !DIExpression()), !dbg !642
  %6 = load %struct.Base*, %struct.Base** %5, align 8
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !644
  %9 = icmp eq i32 %8, 0, !dbg !644
  br i1 %9, label %12, label %10, !dbg !644

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*, !dbg !644
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !644
  br label %12, !dbg !644

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !644
  ret i8* %13, !dbg !644
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !645 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !646, metadata !DIExpression()), !dbg !647
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void, !dbg !648
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !649 {
  %2 = alloca %struct.Left*, align 8
  %3 = alloca %struct.Left*, align 8
  %4 = bitcast i8* %0 to %struct.Left*
  store %struct.Left* %4, %struct.Left** %2, align 8
  %5 = load %struct.Left*, %struct.Left** %2, align 8
  store %struct.Left* %5, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !650, metadata !DIExpression()), !dbg !652
  %6 = load %struct.Left*, %struct.Left** %3, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*, !dbg !653
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !653
  %12 = bitcast i8* %11 to i32**, !dbg !653
  %13 = load i32*, i32** %12, align 8, !dbg !653
  %14 = getelementptr inbounds i32, i32* %13, i32 1, !dbg !653
  %15 = load i32, i32* %14, align 4, !dbg !653
  %16 = sext i32 %15 to i64, !dbg !653
  %17 = add nsw i64 0, %16, !dbg !653
  %18 = bitcast %struct.Left* %9 to i8*, !dbg !653
  %19 = getelementptr inbounds i8, i8* %18, i64 %17, !dbg !653
  %20 = bitcast i8* %19 to %struct.Base*, !dbg !653
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1, !dbg !653
  %22 = load i32, i32* %21, align 8, !dbg !653
  %23 = getelementptr inbounds %struct.Left, %struct.Left* %9, i32 0, i32 1, !dbg !653
  %24 = load i32, i32* %23, align 8, !dbg !653
  %25 = add nsw i32 %22, %24, !dbg !653
  ret i32 %25, !dbg !653
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !654 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !656, metadata !DIExpression()), !dbg !657
  store %struct.Left* %0, %struct.Left** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %5, metadata !658, metadata !DIExpression()), !dbg !657
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !659
  %12 = icmp eq i32 %11, 0, !dbg !659
  br i1 %12, label %15, label %13, !dbg !659

13:                                               ; preds = %2
  %14 = bitcast %struct.Left* %9 to i8*, !dbg !659
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !659
  br label %15, !dbg !659

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !659
  ret i8* %16, !dbg !659
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !660 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !661, metadata !DIExpression()), !dbg !662
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !663
  %5 = getelementptr i8, i8* %4, i64 16, !dbg !663
  %6 = bitcast i8* %5 to %struct.Left*, !dbg !663
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !663
  %7 = bitcast %struct.Left* %3 to i8*, !dbg !663
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !663
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !663
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !663
  ret void, !dbg !663
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !664 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !665, metadata !DIExpression()), !dbg !666
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Left*
  ret void, !dbg !667
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !668 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !670, metadata !DIExpression()), !dbg !671
  store %struct.Right* %0, %struct.Right** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %5, metadata !672, metadata !DIExpression()), !dbg !671
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  %7 = bitcast %struct.Right* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !673
  %12 = icmp eq i32 %11, 0, !dbg !673
  br i1 %12, label %15, label %13, !dbg !673

13:                                               ; preds = %2
  %14 = bitcast %struct.Right* %9 to i8*, !dbg !673
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !673
  br label %15, !dbg !673

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !673
  ret i8* %16, !dbg !673
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !674 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !675, metadata !DIExpression()), !dbg !676
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !677
  %5 = getelementptr i8, i8* %4, i64 16, !dbg !677
  %6 = bitcast i8* %5 to %struct.Right*, !dbg !677
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !677
  %7 = bitcast %struct.Right* %3 to i8*, !dbg !677
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !677
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !677
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !677
  ret void, !dbg !677
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !678 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !679, metadata !DIExpression()), !dbg !680
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Right*
  ret void, !dbg !681
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #10 align 2 !dbg !682 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !684, metadata !DIExpression()), !dbg !685
  %3 = load i32, i32* %2, align 4, !dbg !686
  %4 = call noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !686
  ret i32 %4, !dbg !686
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !687 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.2*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !693, metadata !DIExpression()), !dbg !694
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !695, metadata !DIExpression()), !dbg !696
  %5 = load %class.anon.2*, %class.anon.2** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !694
  %7 = mul nsw i32 %6, 3, !dbg !694
  ret i32 %7, !dbg !694
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) #11

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) #11

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) #11

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat align 2 !dbg !697 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !698, metadata !DIExpression()), !dbg !700
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !701
  store i32 3, i32* %4, align 4, !dbg !701
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@", i64 0, i64 0)), !dbg !702
  ret %struct.Registry* %3, !dbg !701
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !704 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !705, metadata !DIExpression()), !dbg !706
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  ret void, !dbg !707
}

; Function Attrs: noinline uwtable
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #12 !dbg !708 {
  call void @"??1Registry@@QEAA@XZ"(%struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A"), !dbg !711
  ret void, !dbg !711
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 comdat align 2 !dbg !712 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !713, metadata !DIExpression()), !dbg !714
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -40
  %6 = bitcast i8* %5 to %struct.Diamond*
  %7 = bitcast %struct.Diamond* %6 to i8*, !dbg !715
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !715
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !715
  %10 = bitcast %struct.Right* %9 to i8*, !dbg !715
  %11 = getelementptr i8, i8* %10, i64 16, !dbg !715
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !715
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %12) #11, !dbg !715
  %13 = bitcast %struct.Diamond* %6 to %struct.Left*, !dbg !715
  %14 = bitcast %struct.Left* %13 to i8*, !dbg !715
  %15 = getelementptr i8, i8* %14, i64 16, !dbg !715
  %16 = bitcast i8* %15 to %struct.Left*, !dbg !715
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %16) #11, !dbg !715
  ret void, !dbg !717
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !718 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !726, metadata !DIExpression()), !dbg !727
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !728, metadata !DIExpression()), !dbg !727
  store %class.anon* %0, %class.anon** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %6, metadata !729, metadata !DIExpression()), !dbg !731
  %7 = load %class.anon*, %class.anon** %6, align 8
  %8 = load i32, i32* %5, align 4, !dbg !727
  %9 = load i32, i32* %4, align 4, !dbg !727
  %10 = add nsw i32 %8, %9, !dbg !727
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !727
  %12 = load i32, i32* %11, align 4, !dbg !727
  %13 = add nsw i32 %10, %12, !dbg !727
  ret i32 %13, !dbg !727
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !732 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.0*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !739, metadata !DIExpression()), !dbg !740
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !741, metadata !DIExpression()), !dbg !740
  store %class.anon.0* %0, %class.anon.0** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %6, metadata !742, metadata !DIExpression()), !dbg !744
  %7 = load %class.anon.0*, %class.anon.0** %6, align 8
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !740
  %9 = load i32*, i32** %8, align 8, !dbg !740
  %10 = load i32, i32* %9, align 4, !dbg !740
  %11 = add nsw i32 %10, 1, !dbg !740
  store i32 %11, i32* %9, align 4, !dbg !740
  %12 = load i32, i32* %4, align 4, !dbg !740
  %13 = icmp ne i32 %12, 0, !dbg !740
  br i1 %13, label %14, label %19, !dbg !740

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !740
  %16 = mul nsw i32 %15, 1, !dbg !740
  %17 = load i32, i32* %4, align 4, !dbg !740
  %18 = add nsw i32 %16, %17, !dbg !740
  br label %21, !dbg !740

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !740
  br label %21, !dbg !740

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !740
  ret i32 %22, !dbg !740
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!152, !153, !154, !155, !156}
!llvm.ident = !{!157}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 86, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "?counter@@YAHXZ", scope: !3, file: !3, line: 85, type: !4, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !151)
!3 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !144, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11, !31, !35, !38, !72, !84, !87, !99, !116, !15, !119, !12, !136}
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, vtableHolder: !12, identifier: ".?AURight@@")
!13 = !{!14, !30}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, vtableHolder: !15, identifier: ".?AUBase@@")
!16 = !{!17, !18, !20, !21, !26}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !19, size: 64, flags: DIFlagArtificial)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !3, line: 35, baseType: !6, size: 32, offset: 64)
!21 = !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !12, file: !3, line: 37, baseType: !6, size: 32, offset: 64)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !32, identifier: ".?AUPair@@")
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !31, file: !3, line: 63, baseType: !6, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !31, file: !3, line: 63, baseType: !10, size: 32, offset: 32)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !3, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !38, identifier: ".?AURect@@")
!36 = !{!37, !40, !58, !59, !60, !64, !69}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !38, extraData: i32 0)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !3, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, vtableHolder: !38, identifier: ".?AUShape@@")
!39 = !{!40, !41, !43, !47, !53}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 192)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !42, size: 64, flags: DIFlagArtificial)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!43 = !DISubprogram(name: "~Shape", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, containingType: !38, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UEBANXZ", scope: !38, file: !3, line: 11, type: !48, scopeLine: 11, containingType: !38, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !51}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!53 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, containingType: !38, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !51}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 128)
!60 = !DISubprogram(name: "Rect", scope: !35, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63, !50, !50}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, containingType: !35, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!65 = !DISubroutineType(types: !66)
!66 = !{!50, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!69 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!70 = !DISubroutineType(types: !71)
!71 = !{!56, !67}
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !73, vtableHolder: !38, identifier: ".?AUSquare@@")
!73 = !{!74, !40, !75, !79}
!74 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !72, baseType: !35, extraData: i32 0)
!75 = !DISubprogram(name: "Square", scope: !72, file: !3, line: 23, type: !76, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, !50}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, containingType: !72, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!80 = !DISubroutineType(types: !81)
!81 = !{!56, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !3, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !85, vtableHolder: !87, identifier: ".?AUWidget@@")
!85 = !{!86, !98, !89, !107, !112}
!86 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !87, extraData: i32 0)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !3, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !88, vtableHolder: !87, identifier: ".?AUNamed@@")
!88 = !{!89, !90, !92, !93}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !3, file: !3, baseType: !91, size: 64, flags: DIFlagArtificial)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !87, file: !3, line: 27, baseType: !6, size: 32, offset: 64)
!93 = !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, containingType: !87, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!94 = !DISubroutineType(types: !95)
!95 = !{!56, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!98 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !99, offset: 128, extraData: i32 0)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !100, vtableHolder: !99, identifier: ".?AUCounted@@")
!100 = !{!89, !101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !91, size: 64, flags: DIFlagArtificial)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !99, file: !3, line: 28, baseType: !6, size: 32, offset: 64)
!103 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, containingType: !99, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, containingType: !84, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!108 = !DISubroutineType(types: !109)
!109 = !{!56, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!112 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, containingType: !84, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !3, line: 38, size: 448, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: ".?AUDiamond@@")
!117 = !{!118, !128, !129, !130, !131}
!118 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !119, extraData: i32 0)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !120, vtableHolder: !119, identifier: ".?AULeft@@")
!120 = !{!121, !122, !123}
!121 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !119, baseType: !15, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !119, file: !3, line: 36, baseType: !6, size: 32, offset: 64)
!123 = !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, containingType: !119, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!124 = !DISubroutineType(types: !125)
!125 = !{!6, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!128 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !12, offset: 128, extraData: i32 0)
!129 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !116, file: !3, line: 38, baseType: !6, size: 32, offset: 256)
!131 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, containingType: !116, virtualIndex: 0, thisAdjustment: 40, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!132 = !DISubroutineType(types: !133)
!133 = !{!6, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !137, identifier: ".?AURegistry@@")
!137 = !{!138, !139, !143}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !136, file: !3, line: 77, baseType: !6, size: 32)
!139 = !DISubprogram(name: "Registry", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!143 = !DISubprogram(name: "~Registry", scope: !136, file: !3, line: 79, type: !140, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!144 = !{!0, !145}
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "r", scope: !147, file: !3, line: 82, type: !136, isLocal: true, isDefinition: true)
!147 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAEAURegistry@@XZ", scope: !3, file: !3, line: 81, type: !148, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !151)
!148 = !DISubroutineType(types: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !136, size: 64)
!151 = !{}
!152 = !{i32 2, !"CodeView", i32 1}
!153 = !{i32 2, !"Debug Info Version", i32 3}
!154 = !{i32 1, !"wchar_size", i32 2}
!155 = !{i32 7, !"PIC Level", i32 2}
!156 = !{i32 7, !"uwtable", i32 1}
!157 = !{!"Debian clang version 14.0.6"}
!158 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !3, file: !3, line: 53, type: !159, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !161, retainedNodes: !151)
!159 = !DISubroutineType(types: !160)
!160 = !{!56, !56, !56}
!161 = !{!162}
!162 = !DITemplateTypeParameter(name: "T", type: !56)
!163 = !DILocalVariable(arg: 2, scope: !158, file: !3, line: 53, type: !56)
!164 = !DILocation(line: 53, scope: !158)
!165 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 53, type: !56)
!166 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !3, file: !3, line: 65, type: !167, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !6}
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !170, identifier: ".?AUBig@@")
!170 = !{!171, !173, !174, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !3, line: 62, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 128)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !169, file: !3, line: 62, baseType: !172, size: 64, offset: 192)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !3, line: 62, baseType: !177, size: 104, offset: 256)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 13)
!180 = !DILocalVariable(name: "seed", arg: 1, scope: !166, file: !3, line: 65, type: !6)
!181 = !DILocation(line: 65, scope: !166)
!182 = !DILocalVariable(name: "r", scope: !166, file: !3, line: 66, type: !169)
!183 = !DILocation(line: 66, scope: !166)
!184 = !DILocation(line: 67, scope: !166)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 68, type: !6)
!186 = distinct !DILexicalBlock(scope: !166, file: !3, line: 68)
!187 = !DILocation(line: 68, scope: !186)
!188 = !DILocation(line: 68, scope: !189)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 68)
!190 = distinct !{!190, !187, !187, !191}
!191 = !{!"llvm.loop.mustprogress"}
!192 = !DILocation(line: 69, scope: !166)
!193 = !DILocation(line: 70, scope: !166)
!194 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !3, file: !3, line: 72, type: !195, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!195 = !DISubroutineType(types: !196)
!196 = !{!172, !169}
!197 = !DILocalVariable(name: "b", arg: 1, scope: !194, file: !3, line: 72, type: !169)
!198 = !DILocation(line: 72, scope: !194)
!199 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !3, file: !3, line: 73, type: !200, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!200 = !DISubroutineType(types: !201)
!201 = !{!31, !31}
!202 = !DILocalVariable(name: "p", arg: 1, scope: !199, file: !3, line: 73, type: !31)
!203 = !DILocation(line: 73, scope: !199)
!204 = !DILocalVariable(name: "q", scope: !199, file: !3, line: 73, type: !31)
!205 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 91, type: !206, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !209}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!209 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!210 = !DILocalVariable(name: "n", arg: 1, scope: !205, file: !3, line: 91, type: !209)
!211 = !DILocation(line: 91, scope: !205)
!212 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 92, type: !213, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !208}
!215 = !DILocalVariable(name: "p", arg: 1, scope: !212, file: !3, line: 92, type: !208)
!216 = !DILocation(line: 92, scope: !212)
!217 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !3, file: !3, line: 93, type: !218, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !208, !209}
!220 = !DILocalVariable(arg: 2, scope: !217, file: !3, line: 93, type: !209)
!221 = !DILocation(line: 93, scope: !217)
!222 = !DILocalVariable(name: "p", arg: 1, scope: !217, file: !3, line: 93, type: !208)
!223 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!224 = !DILocalVariable(name: "shapes", scope: !223, file: !3, line: 96, type: !225)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !226, size: 192, elements: !227)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!227 = !{!228}
!228 = !DISubrange(count: 3)
!229 = !DILocation(line: 96, scope: !223)
!230 = !DILocalVariable(name: "total", scope: !223, file: !3, line: 97, type: !50)
!231 = !DILocation(line: 97, scope: !223)
!232 = !DILocalVariable(name: "__range1", scope: !233, type: !234, flags: DIFlagArtificial)
!233 = distinct !DILexicalBlock(scope: !223, file: !3, line: 98)
!234 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !225, size: 64)
!235 = !DILocation(line: 0, scope: !233)
!236 = !DILocation(line: 98, scope: !233)
!237 = !DILocalVariable(name: "__begin1", scope: !233, type: !238, flags: DIFlagArtificial)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!239 = !DILocalVariable(name: "__end1", scope: !233, type: !238, flags: DIFlagArtificial)
!240 = !DILocalVariable(name: "s", scope: !241, file: !3, line: 98, type: !226)
!241 = distinct !DILexicalBlock(scope: !233, file: !3, line: 98)
!242 = !DILocation(line: 98, scope: !241)
!243 = !DILocation(line: 99, scope: !244)
!244 = distinct !DILexicalBlock(scope: !241, file: !3, line: 98)
!245 = !DILocation(line: 100, scope: !244)
!246 = distinct !{!246, !236, !247}
!247 = !DILocation(line: 101, scope: !233)
!248 = !DILocalVariable(name: "__range1", scope: !249, type: !234, flags: DIFlagArtificial)
!249 = distinct !DILexicalBlock(scope: !223, file: !3, line: 102)
!250 = !DILocation(line: 0, scope: !249)
!251 = !DILocation(line: 102, scope: !249)
!252 = !DILocalVariable(name: "__begin1", scope: !249, type: !238, flags: DIFlagArtificial)
!253 = !DILocalVariable(name: "__end1", scope: !249, type: !238, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "s", scope: !255, file: !3, line: 102, type: !226)
!255 = distinct !DILexicalBlock(scope: !249, file: !3, line: 102)
!256 = !DILocation(line: 102, scope: !255)
!257 = distinct !{!257, !251, !251}
!258 = !DILocation(line: 103, scope: !223)
!259 = !DILocalVariable(name: "w", scope: !223, file: !3, line: 105, type: !84)
!260 = !DILocation(line: 105, scope: !223)
!261 = !DILocalVariable(name: "c", scope: !223, file: !3, line: 106, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!263 = !DILocation(line: 106, scope: !223)
!264 = !DILocalVariable(name: "n", scope: !223, file: !3, line: 107, type: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!266 = !DILocation(line: 107, scope: !223)
!267 = !DILocation(line: 108, scope: !223)
!268 = !DILocation(line: 109, scope: !223)
!269 = !DILocalVariable(name: "d", scope: !223, file: !3, line: 111, type: !116)
!270 = !DILocation(line: 111, scope: !223)
!271 = !DILocalVariable(name: "bp", scope: !223, file: !3, line: 112, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!273 = !DILocation(line: 112, scope: !223)
!274 = !DILocalVariable(name: "lp", scope: !223, file: !3, line: 113, type: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!276 = !DILocation(line: 113, scope: !223)
!277 = !DILocation(line: 114, scope: !223)
!278 = !DILocation(line: 115, scope: !223)
!279 = !DILocalVariable(name: "arr", scope: !223, file: !3, line: 117, type: !280)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !281, templateParams: !298, identifier: ".?AU?$Array@H$07@@")
!281 = !{!282, !286, !291}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !280, file: !3, line: 43, baseType: !283, size: 256)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 8)
!286 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !280, file: !3, line: 44, type: !287, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !290, !6}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !280, file: !3, line: 45, type: !292, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !296, !6}
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!298 = !{!299, !300}
!299 = !DITemplateTypeParameter(name: "T", type: !6)
!300 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!301 = !DILocation(line: 117, scope: !223)
!302 = !DILocalVariable(name: "i", scope: !303, file: !3, line: 118, type: !6)
!303 = distinct !DILexicalBlock(scope: !223, file: !3, line: 118)
!304 = !DILocation(line: 118, scope: !303)
!305 = !DILocation(line: 118, scope: !306)
!306 = distinct !DILexicalBlock(scope: !303, file: !3, line: 118)
!307 = distinct !{!307, !304, !304, !191}
!308 = !DILocalVariable(name: "bias", scope: !223, file: !3, line: 119, type: !6)
!309 = !DILocation(line: 119, scope: !223)
!310 = !DILocalVariable(name: "add", scope: !223, file: !3, line: 120, type: !311)
!311 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !223, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !312, identifier: ".?AV<lambda_1>@?0??main@@9@")
!312 = !{!313}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !311, file: !3, line: 120, baseType: !6, size: 32)
!314 = !DILocation(line: 120, scope: !223)
!315 = !DILocalVariable(name: "prod_count", scope: !223, file: !3, line: 121, type: !6)
!316 = !DILocation(line: 121, scope: !223)
!317 = !DILocalVariable(name: "mul", scope: !223, file: !3, line: 122, type: !318)
!318 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !223, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !319, identifier: ".?AV<lambda_2>@?0??main@@9@")
!319 = !{!320}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !318, file: !3, line: 122, baseType: !289, size: 64)
!321 = !DILocation(line: 122, scope: !223)
!322 = !DILocation(line: 123, scope: !223)
!323 = !DILocalVariable(name: "gen", scope: !223, file: !3, line: 124, type: !324)
!324 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !223, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_0>@?0??main@@9@")
!325 = !DILocation(line: 124, scope: !223)
!326 = !DILocation(line: 125, scope: !223)
!327 = !DILocalVariable(name: "fp", scope: !223, file: !3, line: 126, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{!6, !6}
!331 = !DILocation(line: 126, scope: !223)
!332 = !DILocation(line: 127, scope: !223)
!333 = !DILocation(line: 129, scope: !223)
!334 = !DILocation(line: 130, scope: !223)
!335 = !DILocalVariable(name: "b", scope: !223, file: !3, line: 132, type: !169)
!336 = !DILocation(line: 132, scope: !223)
!337 = !DILocation(line: 133, scope: !223)
!338 = !DILocalVariable(name: "p", scope: !223, file: !3, line: 134, type: !31)
!339 = !DILocation(line: 134, scope: !223)
!340 = !DILocation(line: 135, scope: !223)
!341 = !DILocalVariable(name: "a1", scope: !223, file: !3, line: 137, type: !6)
!342 = !DILocation(line: 137, scope: !223)
!343 = !DILocalVariable(name: "a2", scope: !223, file: !3, line: 137, type: !6)
!344 = !DILocation(line: 138, scope: !223)
!345 = !DILocation(line: 139, scope: !223)
!346 = !DILocation(line: 140, scope: !223)
!347 = distinct !DISubprogram(name: "Rect", linkageName: "??0Rect@@QEAA@NN@Z", scope: !35, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !60, retainedNodes: !151)
!348 = !DILocalVariable(name: "b", arg: 3, scope: !347, file: !3, line: 17, type: !50)
!349 = !DILocation(line: 17, scope: !347)
!350 = !DILocalVariable(name: "a", arg: 2, scope: !347, file: !3, line: 17, type: !50)
!351 = !DILocalVariable(name: "this", arg: 1, scope: !347, type: !352, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!353 = !DILocation(line: 0, scope: !347)
!354 = distinct !DISubprogram(name: "Square", linkageName: "??0Square@@QEAA@N@Z", scope: !72, file: !3, line: 23, type: !76, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !75, retainedNodes: !151)
!355 = !DILocalVariable(name: "s", arg: 2, scope: !354, file: !3, line: 23, type: !50)
!356 = !DILocation(line: 23, scope: !354)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !354, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!359 = !DILocation(line: 0, scope: !354)
!360 = distinct !DISubprogram(name: "Widget", linkageName: "??0Widget@@QEAA@XZ", scope: !84, file: !3, line: 30, type: !113, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !361, retainedNodes: !151)
!361 = !DISubprogram(name: "Widget", scope: !84, type: !113, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!362 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!364 = !DILocation(line: 0, scope: !360)
!365 = !DILocation(line: 30, scope: !360)
!366 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !116, file: !3, line: 38, type: !367, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !370, retainedNodes: !151)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !369}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = !DISubprogram(name: "Diamond", scope: !116, type: !367, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!371 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !366, type: !6, flags: DIFlagArtificial)
!372 = !DILocation(line: 0, scope: !366)
!373 = !DILocalVariable(name: "this", arg: 1, scope: !366, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!375 = !DILocation(line: 38, scope: !366)
!376 = distinct !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !280, file: !3, line: 44, type: !287, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !286, retainedNodes: !151)
!377 = !DILocalVariable(name: "i", arg: 2, scope: !376, file: !3, line: 44, type: !6)
!378 = !DILocation(line: 44, scope: !376)
!379 = !DILocalVariable(name: "this", arg: 1, scope: !376, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!381 = !DILocation(line: 0, scope: !376)
!382 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !280, file: !3, line: 46, type: !383, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !386, declaration: !385, retainedNodes: !151)
!383 = !DISubroutineType(types: !384)
!384 = !{!6, !296, !6, !318}
!385 = !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !280, file: !3, line: 46, type: !383, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !386)
!386 = !{!387}
!387 = !DITemplateTypeParameter(name: "F", type: !318)
!388 = !DILocalVariable(name: "f", arg: 3, scope: !382, file: !3, line: 46, type: !318)
!389 = !DILocation(line: 46, scope: !382)
!390 = !DILocalVariable(name: "init", arg: 2, scope: !382, file: !3, line: 46, type: !6)
!391 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!393 = !DILocation(line: 0, scope: !382)
!394 = !DILocalVariable(name: "i", scope: !395, file: !3, line: 47, type: !6)
!395 = distinct !DILexicalBlock(scope: !382, file: !3, line: 47)
!396 = !DILocation(line: 47, scope: !395)
!397 = !DILocation(line: 47, scope: !398)
!398 = distinct !DILexicalBlock(scope: !395, file: !3, line: 47)
!399 = distinct !{!399, !396, !396, !191}
!400 = !DILocation(line: 48, scope: !382)
!401 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !280, file: !3, line: 46, type: !402, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !405, declaration: !404, retainedNodes: !151)
!402 = !DISubroutineType(types: !403)
!403 = !{!6, !296, !6, !311}
!404 = !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !280, file: !3, line: 46, type: !402, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !405)
!405 = !{!406}
!406 = !DITemplateTypeParameter(name: "F", type: !311)
!407 = !DILocalVariable(name: "f", arg: 3, scope: !401, file: !3, line: 46, type: !311)
!408 = !DILocation(line: 46, scope: !401)
!409 = !DILocalVariable(name: "init", arg: 2, scope: !401, file: !3, line: 46, type: !6)
!410 = !DILocalVariable(name: "this", arg: 1, scope: !401, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!411 = !DILocation(line: 0, scope: !401)
!412 = !DILocalVariable(name: "i", scope: !413, file: !3, line: 47, type: !6)
!413 = distinct !DILexicalBlock(scope: !401, file: !3, line: 47)
!414 = !DILocation(line: 47, scope: !413)
!415 = !DILocation(line: 47, scope: !416)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 47)
!417 = distinct !{!417, !414, !414, !191}
!418 = !DILocation(line: 48, scope: !401)
!419 = distinct !DISubprogram(name: "operator()<double>", linkageName: "??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z", scope: !324, file: !3, line: 124, type: !420, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !428, declaration: !424, retainedNodes: !151)
!420 = !DISubroutineType(types: !421)
!421 = !{!50, !422, !50}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !324)
!424 = !DISubprogram(name: "operator()<double>", scope: !324, file: !3, line: 124, type: !425, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !428)
!425 = !DISubroutineType(types: !426)
!426 = !{!427, !422, !50}
!427 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!428 = !{!429}
!429 = !DITemplateTypeParameter(name: "x:auto", type: !50)
!430 = !DILocalVariable(name: "x", arg: 2, scope: !419, file: !3, line: 124, type: !50)
!431 = !DILocation(line: 124, scope: !419)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !419, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!434 = !DILocation(line: 0, scope: !419)
!435 = distinct !DISubprogram(name: "operator()<int>", linkageName: "??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !324, file: !3, line: 124, type: !436, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !441, declaration: !438, retainedNodes: !151)
!436 = !DISubroutineType(types: !437)
!437 = !{!6, !422, !6}
!438 = !DISubprogram(name: "operator()<int>", scope: !324, file: !3, line: 124, type: !439, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !441)
!439 = !DISubroutineType(types: !440)
!440 = !{!427, !422, !6}
!441 = !{!442}
!442 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!443 = !DILocalVariable(name: "x", arg: 2, scope: !435, file: !3, line: 124, type: !6)
!444 = !DILocation(line: 124, scope: !435)
!445 = !DILocalVariable(name: "this", arg: 1, scope: !435, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DILocation(line: 0, scope: !435)
!447 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ", scope: !448, file: !3, line: 126, type: !449, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !453, retainedNodes: !151)
!448 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_3>", scope: !223, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_3>@?0??main@@9@")
!449 = !DISubroutineType(types: !450)
!450 = !{!328, !451}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!452 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !448)
!453 = !DISubprogram(name: "operator int (*)(int)", scope: !448, type: !449, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!454 = !DILocalVariable(name: "this", arg: 1, scope: !447, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64)
!456 = !DILocation(line: 0, scope: !447)
!457 = !DILocation(line: 126, scope: !447)
!458 = distinct !DISubprogram(name: "max_of<double>", linkageName: "??$max_of@N@@YANNN@Z", scope: !3, file: !3, line: 52, type: !459, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !461, retainedNodes: !151)
!459 = !DISubroutineType(types: !460)
!460 = !{!50, !50, !50}
!461 = !{!462}
!462 = !DITemplateTypeParameter(name: "T", type: !50)
!463 = !DILocalVariable(name: "b", arg: 2, scope: !458, file: !3, line: 52, type: !50)
!464 = !DILocation(line: 52, scope: !458)
!465 = !DILocalVariable(name: "a", arg: 1, scope: !458, file: !3, line: 52, type: !50)
!466 = distinct !DISubprogram(name: "max_of<int>", linkageName: "??$max_of@H@@YAHHH@Z", scope: !3, file: !3, line: 52, type: !467, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !469, retainedNodes: !151)
!467 = !DISubroutineType(types: !468)
!468 = !{!6, !6, !6}
!469 = !{!299}
!470 = !DILocalVariable(name: "b", arg: 2, scope: !466, file: !3, line: 52, type: !6)
!471 = !DILocation(line: 52, scope: !466)
!472 = !DILocalVariable(name: "a", arg: 1, scope: !466, file: !3, line: 52, type: !6)
!473 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !474, file: !3, line: 59, type: !477, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !476, retainedNodes: !151)
!474 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !475, templateParams: !461, identifier: ".?AU?$TypeName@N@@")
!475 = !{!476}
!476 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !474, file: !3, line: 59, type: !477, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!477 = !DISubroutineType(types: !478)
!478 = !{!56}
!479 = !DILocation(line: 59, scope: !473)
!480 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !481, file: !3, line: 58, type: !477, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !483, retainedNodes: !151)
!481 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !482, templateParams: !469, identifier: ".?AU?$TypeName@H@@")
!482 = !{!483}
!483 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !481, file: !3, line: 58, type: !477, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!484 = !DILocation(line: 58, scope: !480)
!485 = distinct !DISubprogram(name: "count_args<int,char,double,const char *>", linkageName: "??$count_args@HDNPEBD@@YAHHDNPEBD@Z", scope: !3, file: !3, line: 55, type: !486, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !488, retainedNodes: !151)
!486 = !DISubroutineType(types: !487)
!487 = !{!6, !6, !9, !50, !56}
!488 = !{!489}
!489 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !490)
!490 = !{!491, !492, !493, !494}
!491 = !DITemplateTypeParameter(type: !6)
!492 = !DITemplateTypeParameter(type: !9)
!493 = !DITemplateTypeParameter(type: !50)
!494 = !DITemplateTypeParameter(type: !56)
!495 = !DILocalVariable(arg: 4, scope: !485, file: !3, line: 55, type: !56)
!496 = !DILocation(line: 55, scope: !485)
!497 = !DILocalVariable(arg: 3, scope: !485, file: !3, line: 55, type: !50)
!498 = !DILocalVariable(arg: 2, scope: !485, file: !3, line: 55, type: !9)
!499 = !DILocalVariable(arg: 1, scope: !485, file: !3, line: 55, type: !6)
!500 = !DILocation(line: 86, scope: !2)
!501 = !{!"branch_weights", i32 1, i32 1048575}
!502 = !DILocation(line: 87, scope: !2)
!503 = !DILocation(line: 82, scope: !147)
!504 = !DILocation(line: 83, scope: !147)
!505 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_DDiamond@@QEAAXXZ", scope: !116, file: !3, line: 38, type: !367, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !506, retainedNodes: !151)
!506 = !DISubprogram(name: "~Diamond", scope: !116, type: !367, containingType: !116, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!507 = !DILocalVariable(name: "this", arg: 1, scope: !505, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!508 = !DILocation(line: 0, scope: !505)
!509 = !DILocation(line: 38, scope: !505)
!510 = distinct !DISubprogram(name: "Shape", linkageName: "??0Shape@@QEAA@XZ", scope: !38, file: !3, line: 9, type: !44, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !511, retainedNodes: !151)
!511 = !DISubprogram(name: "Shape", scope: !38, type: !44, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!512 = !DILocalVariable(name: "this", arg: 1, scope: !510, type: !226, flags: DIFlagArtificial | DIFlagObjectPointer)
!513 = !DILocation(line: 0, scope: !510)
!514 = !DILocation(line: 9, scope: !510)
!515 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !35, file: !3, line: 15, type: !516, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !518, retainedNodes: !151)
!516 = !DISubroutineType(types: !517)
!517 = !{null, !63}
!518 = !DISubprogram(name: "~Rect", scope: !35, type: !516, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!519 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !515, type: !6, flags: DIFlagArtificial)
!520 = !DILocation(line: 0, scope: !515)
!521 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !352, flags: DIFlagArtificial | DIFlagObjectPointer)
!522 = !DILocation(line: 15, scope: !515)
!523 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !64, retainedNodes: !151)
!524 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !525, flags: DIFlagArtificial | DIFlagObjectPointer)
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!526 = !DILocation(line: 0, scope: !523)
!527 = !DILocation(line: 18, scope: !523)
!528 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !69, retainedNodes: !151)
!529 = !DILocalVariable(name: "this", arg: 1, scope: !528, type: !525, flags: DIFlagArtificial | DIFlagObjectPointer)
!530 = !DILocation(line: 0, scope: !528)
!531 = !DILocation(line: 19, scope: !528)
!532 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !43, retainedNodes: !151)
!533 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !532, type: !6, flags: DIFlagArtificial)
!534 = !DILocation(line: 0, scope: !532)
!535 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !226, flags: DIFlagArtificial | DIFlagObjectPointer)
!536 = !DILocation(line: 10, scope: !532)
!537 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !53, retainedNodes: !151)
!538 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !539, flags: DIFlagArtificial | DIFlagObjectPointer)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!540 = !DILocation(line: 0, scope: !537)
!541 = !DILocation(line: 12, scope: !537)
!542 = distinct !DISubprogram(name: "~Rect", linkageName: "??1Rect@@UEAA@XZ", scope: !35, file: !3, line: 15, type: !516, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !518, retainedNodes: !151)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !542, type: !352, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DILocation(line: 0, scope: !542)
!545 = !DILocation(line: 15, scope: !546)
!546 = distinct !DILexicalBlock(scope: !542, file: !3, line: 15)
!547 = !DILocation(line: 15, scope: !542)
!548 = distinct !DISubprogram(name: "~Shape", linkageName: "??1Shape@@UEAA@XZ", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !43, retainedNodes: !151)
!549 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !226, flags: DIFlagArtificial | DIFlagObjectPointer)
!550 = !DILocation(line: 0, scope: !548)
!551 = !DILocation(line: 10, scope: !548)
!552 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !72, file: !3, line: 22, type: !553, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !555, retainedNodes: !151)
!553 = !DISubroutineType(types: !554)
!554 = !{null, !78}
!555 = !DISubprogram(name: "~Square", scope: !72, type: !553, containingType: !72, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!556 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !552, type: !6, flags: DIFlagArtificial)
!557 = !DILocation(line: 0, scope: !552)
!558 = !DILocalVariable(name: "this", arg: 1, scope: !552, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!559 = !DILocation(line: 22, scope: !552)
!560 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !79, retainedNodes: !151)
!561 = !DILocalVariable(name: "this", arg: 1, scope: !560, type: !562, flags: DIFlagArtificial | DIFlagObjectPointer)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!563 = !DILocation(line: 0, scope: !560)
!564 = !DILocation(line: 24, scope: !560)
!565 = distinct !DISubprogram(name: "~Square", linkageName: "??1Square@@UEAA@XZ", scope: !72, file: !3, line: 22, type: !553, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !555, retainedNodes: !151)
!566 = !DILocalVariable(name: "this", arg: 1, scope: !565, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!567 = !DILocation(line: 0, scope: !565)
!568 = !DILocation(line: 22, scope: !569)
!569 = distinct !DILexicalBlock(scope: !565, file: !3, line: 22)
!570 = !DILocation(line: 22, scope: !565)
!571 = distinct !DISubprogram(name: "Named", linkageName: "??0Named@@QEAA@XZ", scope: !87, file: !3, line: 27, type: !572, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !575, retainedNodes: !151)
!572 = !DISubroutineType(types: !573)
!573 = !{null, !574}
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!575 = !DISubprogram(name: "Named", scope: !87, type: !572, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!576 = !DILocalVariable(name: "this", arg: 1, scope: !571, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!577 = !DILocation(line: 0, scope: !571)
!578 = !DILocation(line: 27, scope: !571)
!579 = distinct !DISubprogram(name: "Counted", linkageName: "??0Counted@@QEAA@XZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !580, retainedNodes: !151)
!580 = !DISubprogram(name: "Counted", scope: !99, type: !104, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!581 = !DILocalVariable(name: "this", arg: 1, scope: !579, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!582 = !DILocation(line: 0, scope: !579)
!583 = !DILocation(line: 28, scope: !579)
!584 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !107, retainedNodes: !151)
!585 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !586, flags: DIFlagArtificial | DIFlagObjectPointer)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!587 = !DILocation(line: 0, scope: !584)
!588 = !DILocation(line: 31, scope: !584)
!589 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !112, retainedNodes: !151)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !589, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DILocation(line: 0, scope: !589)
!592 = !DILocation(line: 32, scope: !589)
!593 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !93, retainedNodes: !151)
!594 = !DILocalVariable(name: "this", arg: 1, scope: !593, type: !595, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!596 = !DILocation(line: 0, scope: !593)
!597 = !DILocation(line: 27, scope: !593)
!598 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !103, retainedNodes: !151)
!599 = !DILocalVariable(name: "this", arg: 1, scope: !598, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!600 = !DILocation(line: 0, scope: !598)
!601 = !DILocation(line: 28, scope: !598)
!602 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !603, retainedNodes: !151)
!603 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!604 = !DILocalVariable(name: "this", arg: 1, scope: !602, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!605 = !DILocation(line: 0, scope: !602)
!606 = !DILocation(line: 35, scope: !602)
!607 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !119, file: !3, line: 36, type: !608, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !611, retainedNodes: !151)
!608 = !DISubroutineType(types: !609)
!609 = !{null, !610}
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!611 = !DISubprogram(name: "Left", scope: !119, type: !608, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!612 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !607, type: !6, flags: DIFlagArtificial)
!613 = !DILocation(line: 0, scope: !607)
!614 = !DILocalVariable(name: "this", arg: 1, scope: !607, type: !275, flags: DIFlagArtificial | DIFlagObjectPointer)
!615 = !DILocation(line: 36, scope: !607)
!616 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !12, file: !3, line: 37, type: !617, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !620, retainedNodes: !151)
!617 = !DISubroutineType(types: !618)
!618 = !{null, !619}
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!620 = !DISubprogram(name: "Right", scope: !12, type: !617, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!621 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !616, type: !6, flags: DIFlagArtificial)
!622 = !DILocation(line: 0, scope: !616)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DILocation(line: 37, scope: !616)
!625 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !131, retainedNodes: !151)
!626 = !DILocalVariable(name: "this", arg: 1, scope: !625, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!628 = !DILocation(line: 0, scope: !625)
!629 = !DILocation(line: 38, scope: !625)
!630 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !116, file: !3, line: 38, type: !367, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !506, retainedNodes: !151)
!631 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !630, type: !6, flags: DIFlagArtificial)
!632 = !DILocation(line: 0, scope: !630)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !630, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DILocation(line: 38, scope: !630)
!635 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !151)
!636 = !DILocalVariable(name: "this", arg: 1, scope: !635, type: !637, flags: DIFlagArtificial | DIFlagObjectPointer)
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!638 = !DILocation(line: 0, scope: !635)
!639 = !DILocation(line: 35, scope: !635)
!640 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !151)
!641 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !640, type: !6, flags: DIFlagArtificial)
!642 = !DILocation(line: 0, scope: !640)
!643 = !DILocalVariable(name: "this", arg: 1, scope: !640, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!644 = !DILocation(line: 35, scope: !640)
!645 = distinct !DISubprogram(name: "~Base", linkageName: "??1Base@@UEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !151)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !645, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DILocation(line: 0, scope: !645)
!648 = !DILocation(line: 35, scope: !645)
!649 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !123, retainedNodes: !151)
!650 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !651, flags: DIFlagArtificial | DIFlagObjectPointer)
!651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!652 = !DILocation(line: 0, scope: !649)
!653 = !DILocation(line: 36, scope: !649)
!654 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !119, file: !3, line: 36, type: !608, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !655, retainedNodes: !151)
!655 = !DISubprogram(name: "~Left", scope: !119, type: !608, containingType: !119, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!656 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !654, type: !6, flags: DIFlagArtificial)
!657 = !DILocation(line: 0, scope: !654)
!658 = !DILocalVariable(name: "this", arg: 1, scope: !654, type: !275, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = !DILocation(line: 36, scope: !654)
!660 = distinct !DISubprogram(name: "~Left", linkageName: "??_DLeft@@QEAAXXZ", scope: !119, file: !3, line: 36, type: !608, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !655, retainedNodes: !151)
!661 = !DILocalVariable(name: "this", arg: 1, scope: !660, type: !275, flags: DIFlagArtificial | DIFlagObjectPointer)
!662 = !DILocation(line: 0, scope: !660)
!663 = !DILocation(line: 36, scope: !660)
!664 = distinct !DISubprogram(name: "~Left", linkageName: "??1Left@@UEAA@XZ", scope: !119, file: !3, line: 36, type: !608, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !655, retainedNodes: !151)
!665 = !DILocalVariable(name: "this", arg: 1, scope: !664, type: !275, flags: DIFlagArtificial | DIFlagObjectPointer)
!666 = !DILocation(line: 0, scope: !664)
!667 = !DILocation(line: 36, scope: !664)
!668 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !12, file: !3, line: 37, type: !617, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !669, retainedNodes: !151)
!669 = !DISubprogram(name: "~Right", scope: !12, type: !617, containingType: !12, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!670 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !668, type: !6, flags: DIFlagArtificial)
!671 = !DILocation(line: 0, scope: !668)
!672 = !DILocalVariable(name: "this", arg: 1, scope: !668, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!673 = !DILocation(line: 37, scope: !668)
!674 = distinct !DISubprogram(name: "~Right", linkageName: "??_DRight@@QEAAXXZ", scope: !12, file: !3, line: 37, type: !617, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !669, retainedNodes: !151)
!675 = !DILocalVariable(name: "this", arg: 1, scope: !674, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!676 = !DILocation(line: 0, scope: !674)
!677 = !DILocation(line: 37, scope: !674)
!678 = distinct !DISubprogram(name: "~Right", linkageName: "??1Right@@UEAA@XZ", scope: !12, file: !3, line: 37, type: !617, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !669, retainedNodes: !151)
!679 = !DILocalVariable(name: "this", arg: 1, scope: !678, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DILocation(line: 0, scope: !678)
!681 = !DILocation(line: 37, scope: !678)
!682 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", scope: !448, file: !3, line: 126, type: !329, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !683, retainedNodes: !151)
!683 = !DISubprogram(name: "__invoke", scope: !448, type: !329, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!684 = !DILocalVariable(name: "x", arg: 1, scope: !682, type: !6)
!685 = !DILocation(line: 0, scope: !682)
!686 = !DILocation(line: 126, scope: !682)
!687 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !448, file: !3, line: 126, type: !688, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !690, retainedNodes: !151)
!688 = !DISubroutineType(types: !689)
!689 = !{!6, !451, !6}
!690 = !DISubprogram(name: "operator()", scope: !448, file: !3, line: 126, type: !691, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!691 = !DISubroutineType(types: !692)
!692 = !{!427, !451, !6}
!693 = !DILocalVariable(name: "x", arg: 2, scope: !687, file: !3, line: 126, type: !6)
!694 = !DILocation(line: 126, scope: !687)
!695 = !DILocalVariable(name: "this", arg: 1, scope: !687, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!696 = !DILocation(line: 0, scope: !687)
!697 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !139, retainedNodes: !151)
!698 = !DILocalVariable(name: "this", arg: 1, scope: !697, type: !699, flags: DIFlagArtificial | DIFlagObjectPointer)
!699 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!700 = !DILocation(line: 0, scope: !697)
!701 = !DILocation(line: 78, scope: !697)
!702 = !DILocation(line: 78, scope: !703)
!703 = distinct !DILexicalBlock(scope: !697, file: !3, line: 78)
!704 = distinct !DISubprogram(name: "~Registry", linkageName: "??1Registry@@QEAA@XZ", scope: !136, file: !3, line: 79, type: !140, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !143, retainedNodes: !151)
!705 = !DILocalVariable(name: "this", arg: 1, scope: !704, type: !699, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DILocation(line: 0, scope: !704)
!707 = !DILocation(line: 79, scope: !704)
!708 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !3, file: !3, line: 82, type: !709, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !151)
!709 = !DISubroutineType(types: !710)
!710 = !{null}
!711 = !DILocation(line: 82, scope: !708)
!712 = distinct !DISubprogram(name: "~Diamond", linkageName: "??1Diamond@@UEAA@XZ", scope: !116, file: !3, line: 38, type: !367, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !506, retainedNodes: !151)
!713 = !DILocalVariable(name: "this", arg: 1, scope: !712, type: !374, flags: DIFlagArtificial | DIFlagObjectPointer)
!714 = !DILocation(line: 0, scope: !712)
!715 = !DILocation(line: 38, scope: !716)
!716 = distinct !DILexicalBlock(scope: !712, file: !3, line: 38)
!717 = !DILocation(line: 38, scope: !712)
!718 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z", scope: !311, file: !3, line: 120, type: !719, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !723, retainedNodes: !151)
!719 = !DISubroutineType(types: !720)
!720 = !{!6, !721, !6, !6}
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!722 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !311)
!723 = !DISubprogram(name: "operator()", scope: !311, file: !3, line: 120, type: !724, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!724 = !DISubroutineType(types: !725)
!725 = !{!427, !721, !6, !6}
!726 = !DILocalVariable(name: "v", arg: 3, scope: !718, file: !3, line: 120, type: !6)
!727 = !DILocation(line: 120, scope: !718)
!728 = !DILocalVariable(name: "acc", arg: 2, scope: !718, file: !3, line: 120, type: !6)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !718, type: !730, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64)
!731 = !DILocation(line: 0, scope: !718)
!732 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z", scope: !318, file: !3, line: 122, type: !733, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !736, retainedNodes: !151)
!733 = !DISubroutineType(types: !734)
!734 = !{!6, !735, !6, !6}
!735 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!736 = !DISubprogram(name: "operator()", scope: !318, file: !3, line: 122, type: !737, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!737 = !DISubroutineType(types: !738)
!738 = !{!427, !735, !6, !6}
!739 = !DILocalVariable(name: "v", arg: 3, scope: !732, file: !3, line: 122, type: !6)
!740 = !DILocation(line: 122, scope: !732)
!741 = !DILocalVariable(name: "acc", arg: 2, scope: !732, file: !3, line: 122, type: !6)
!742 = !DILocalVariable(name: "this", arg: 1, scope: !732, type: !743, flags: DIFlagArtificial | DIFlagObjectPointer)
!743 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!744 = !DILocation(line: 0, scope: !732)

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
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4
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
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.Big* %0 to i8*
  store i8* %6, i8** %3, align 8
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

22:                                               ; preds = %36, %2
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %23, 12
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %26, %27
  %29 = srem i32 %28, 26
  %30 = add nsw i32 97, %29
  %31 = trunc i32 %30 to i8
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %33 = load i32, i32* %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [13 x i8], [13 x i8]* %32, i64 0, i64 %34
  store i8 %31, i8* %35, align 1
  br label %36

36:                                               ; preds = %25
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %22, !llvm.loop !4

39:                                               ; preds = %22
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %41 = getelementptr inbounds [13 x i8], [13 x i8]* %40, i64 0, i64 12
  store i8 0, i8* %41, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %0) #0 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = load i64, i64* %2, align 8
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %5 = load i64, i64* %4, align 8
  %6 = add nsw i64 %3, %5
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3
  %11 = load i64, i64* %10, align 8
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i64 0, i64 0
  %15 = load i8, i8* %14, align 8
  %16 = sext i8 %15 to i64
  %17 = add nsw i64 %12, %16
  ret i64 %17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) #0 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to i64*
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1
  %7 = load float, float* %6, align 4
  %8 = fptosi float %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = sitofp i32 %11 to float
  store float %12, float* %9, align 4
  %13 = bitcast %struct.Pair* %2 to i64*
  %14 = load i64, i64* %13, align 4
  ret i64 %14
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp ne i64 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ]
  %10 = call i8* @malloc(i64 noundef %9)
  ret i8* %10
}

declare dso_local i8* @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local void @free(i8* noundef) #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX_K@Z"(i8* noundef %0, i64 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %2
  ret void

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0
  %36 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
  %37 = bitcast i8* %36 to %struct.Rect*
  %38 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*
  store %struct.Shape* %40, %struct.Shape** %35, align 8
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i64 1
  %42 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
  %43 = bitcast i8* %42 to %struct.Square*
  %44 = invoke noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*
  store %struct.Shape* %46, %struct.Shape** %41, align 8
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i64 1
  %48 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #13
  %49 = bitcast i8* %48 to %struct.Rect*
  %50 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*
  store %struct.Shape* %52, %struct.Shape** %47, align 8
  store double 0.000000e+00, double* %3, align 8
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 8
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i64 0, i64 0
  store %struct.Shape** %54, %struct.Shape*** %5, align 8
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i64 0, i64 0
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i64 3
  store %struct.Shape** %57, %struct.Shape*** %6, align 8
  br label %58

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 8
  %61 = icmp ne %struct.Shape** %59, %60
  br i1 %61, label %62, label %95

62:                                               ; preds = %58
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %64 = load %struct.Shape*, %struct.Shape** %63, align 8
  store %struct.Shape* %64, %struct.Shape** %7, align 8
  %65 = load %struct.Shape*, %struct.Shape** %7, align 8
  %66 = bitcast %struct.Shape* %65 to double (%struct.Shape*)***
  %67 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %66, align 8
  %68 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %67, i64 1
  %69 = load double (%struct.Shape*)*, double (%struct.Shape*)** %68, align 8
  %70 = call noundef double %69(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %65)
  %71 = load %struct.Shape*, %struct.Shape** %7, align 8
  %72 = bitcast %struct.Shape* %71 to i8* (%struct.Shape*)***
  %73 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %72, align 8
  %74 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %73, i64 2
  %75 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %74, align 8
  %76 = call noundef i8* %75(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %71)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef %76, double noundef %70)
  %78 = load %struct.Shape*, %struct.Shape** %7, align 8
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 8
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 1
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 8
  %83 = call noundef double %82(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %78)
  %84 = load double, double* %3, align 8
  %85 = fadd double %84, %83
  store double %85, double* %3, align 8
  br label %86

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1
  store %struct.Shape** %88, %struct.Shape*** %5, align 8
  br label %58

89:                                               ; preds = %0
  %90 = cleanuppad within none []
  call void @"??3@YAXPEAX@Z"(i8* noundef %36) #14 [ "funclet"(token %90) ]
  cleanupret from %90 unwind to caller

91:                                               ; preds = %39
  %92 = cleanuppad within none []
  call void @"??3@YAXPEAX@Z"(i8* noundef %42) #14 [ "funclet"(token %92) ]
  cleanupret from %92 unwind to caller

93:                                               ; preds = %45
  %94 = cleanuppad within none []
  call void @"??3@YAXPEAX@Z"(i8* noundef %48) #14 [ "funclet"(token %94) ]
  cleanupret from %94 unwind to caller

95:                                               ; preds = %58
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 8
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i64 0, i64 0
  store %struct.Shape** %97, %struct.Shape*** %9, align 8
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i64 0, i64 0
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i64 3
  store %struct.Shape** %100, %struct.Shape*** %10, align 8
  br label %101

101:                                              ; preds = %117, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 8
  %104 = icmp ne %struct.Shape** %102, %103
  br i1 %104, label %105, label %120

105:                                              ; preds = %101
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %107 = load %struct.Shape*, %struct.Shape** %106, align 8
  store %struct.Shape* %107, %struct.Shape** %11, align 8
  %108 = load %struct.Shape*, %struct.Shape** %11, align 8
  %109 = icmp eq %struct.Shape* %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to i8* (%struct.Shape*, i32)***
  %112 = load i8* (%struct.Shape*, i32)**, i8* (%struct.Shape*, i32)*** %111, align 8
  %113 = getelementptr inbounds i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %112, i64 0
  %114 = load i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %113, align 8
  %115 = call noundef i8* %114(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %108, i32 noundef 1) #10
  br label %116

116:                                              ; preds = %110, %105
  br label %117

117:                                              ; preds = %116
  %118 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %119 = getelementptr inbounds %struct.Shape*, %struct.Shape** %118, i32 1
  store %struct.Shape** %119, %struct.Shape*** %9, align 8
  br label %101

120:                                              ; preds = %101
  %121 = load double, double* %3, align 8
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %121)
  %123 = call noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %12) #10
  %124 = icmp eq %struct.Widget* %12, null
  br i1 %124, label %129, label %125

125:                                              ; preds = %120
  %126 = bitcast %struct.Widget* %12 to i8*
  %127 = getelementptr inbounds i8, i8* %126, i64 16
  %128 = bitcast i8* %127 to %struct.Counted*
  br label %129

129:                                              ; preds = %125, %120
  %130 = phi %struct.Counted* [ %128, %125 ], [ null, %120 ]
  store %struct.Counted* %130, %struct.Counted** %13, align 8
  %131 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %131, %struct.Named** %14, align 8
  %132 = load %struct.Counted*, %struct.Counted** %13, align 8
  %133 = bitcast %struct.Counted* %132 to void (%struct.Counted*)***
  %134 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %133, align 8
  %135 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %134, i64 0
  %136 = load void (%struct.Counted*)*, void (%struct.Counted*)** %135, align 8
  call void %136(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %132)
  %137 = load %struct.Counted*, %struct.Counted** %13, align 8
  %138 = bitcast %struct.Counted* %137 to void (%struct.Counted*)***
  %139 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %138, align 8
  %140 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %139, i64 0
  %141 = load void (%struct.Counted*)*, void (%struct.Counted*)** %140, align 8
  call void %141(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %137)
  %142 = bitcast %struct.Widget* %12 to %struct.Named*
  %143 = getelementptr inbounds %struct.Named, %struct.Named* %142, i32 0, i32 1
  %144 = load i32, i32* %143, align 8
  %145 = bitcast %struct.Widget* %12 to i8*
  %146 = getelementptr inbounds i8, i8* %145, i64 16
  %147 = bitcast i8* %146 to %struct.Counted*
  %148 = getelementptr inbounds %struct.Counted, %struct.Counted* %147, i32 0, i32 1
  %149 = load i32, i32* %148, align 8
  %150 = load %struct.Named*, %struct.Named** %14, align 8
  %151 = bitcast %struct.Named* %150 to i8* (%struct.Named*)***
  %152 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %151, align 8
  %153 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, i64 0
  %154 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %153, align 8
  %155 = call noundef i8* %154(%struct.Named* noundef nonnull align 8 dereferenceable(16) %150)
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %155, i32 noundef %149, i32 noundef %144)
  %157 = call noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15, i32 noundef 1) #10
  %158 = icmp eq %struct.Diamond* %15, null
  br i1 %158, label %171, label %159

159:                                              ; preds = %129
  %160 = bitcast %struct.Diamond* %15 to i8*
  %161 = getelementptr inbounds i8, i8* %160, i64 0
  %162 = bitcast i8* %161 to i32**
  %163 = load i32*, i32** %162, align 8
  %164 = getelementptr inbounds i32, i32* %163, i32 1
  %165 = load i32, i32* %164, align 4
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 0, %166
  %168 = bitcast %struct.Diamond* %15 to i8*
  %169 = getelementptr inbounds i8, i8* %168, i64 %167
  %170 = bitcast i8* %169 to %struct.Base*
  br label %171

171:                                              ; preds = %159, %129
  %172 = phi %struct.Base* [ %170, %159 ], [ null, %129 ]
  store %struct.Base* %172, %struct.Base** %16, align 8
  %173 = bitcast %struct.Diamond* %15 to %struct.Left*
  store %struct.Left* %173, %struct.Left** %17, align 8
  %174 = bitcast %struct.Diamond* %15 to i8*
  %175 = getelementptr inbounds i8, i8* %174, i64 16
  %176 = bitcast i8* %175 to %struct.Right*
  %177 = getelementptr inbounds %struct.Right, %struct.Right* %176, i32 0, i32 1
  %178 = load i32, i32* %177, align 8
  %179 = load %struct.Left*, %struct.Left** %17, align 8
  %180 = bitcast %struct.Left* %179 to i8*
  %181 = getelementptr inbounds i8, i8* %180, i64 0
  %182 = bitcast i8* %181 to i32**
  %183 = load i32*, i32** %182, align 8
  %184 = getelementptr inbounds i32, i32* %183, i32 1
  %185 = load i32, i32* %184, align 4
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 0, %186
  %188 = getelementptr inbounds i8, i8* %180, i64 %187
  %189 = bitcast %struct.Left* %179 to i8*
  %190 = getelementptr inbounds i8, i8* %189, i64 0
  %191 = bitcast i8* %190 to i32**
  %192 = load i32*, i32** %191, align 8
  %193 = getelementptr inbounds i32, i32* %192, i32 1
  %194 = load i32, i32* %193, align 4
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 0, %195
  %197 = getelementptr inbounds i8, i8* %189, i64 %196
  %198 = bitcast i8* %197 to i32 (i8*)***
  %199 = load i32 (i8*)**, i32 (i8*)*** %198, align 8
  %200 = getelementptr inbounds i32 (i8*)*, i32 (i8*)** %199, i64 0
  %201 = load i32 (i8*)*, i32 (i8*)** %200, align 8
  %202 = invoke noundef i32 %201(i8* noundef %188)
          to label %203 unwind label %316

203:                                              ; preds = %171
  %204 = load %struct.Base*, %struct.Base** %16, align 8
  %205 = bitcast %struct.Base* %204 to i32 (%struct.Base*)***
  %206 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %205, align 8
  %207 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %206, i64 0
  %208 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %207, align 8
  %209 = invoke noundef i32 %208(%struct.Base* noundef nonnull align 8 dereferenceable(16) %204)
          to label %210 unwind label %316

210:                                              ; preds = %203
  %211 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %209, i32 noundef %202, i32 noundef %178)
          to label %212 unwind label %316

212:                                              ; preds = %210
  %213 = load %struct.Base*, %struct.Base** %16, align 8
  %214 = bitcast %struct.Base* %213 to i8*
  %215 = invoke i8* @__RTDynamicCast(i8* %214, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
          to label %216 unwind label %316

216:                                              ; preds = %212
  %217 = bitcast i8* %215 to %struct.Right*
  br label %218

218:                                              ; preds = %216
  %219 = icmp ne %struct.Right* %217, null
  %220 = zext i1 %219 to i32
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %220)
          to label %222 unwind label %316

222:                                              ; preds = %218
  store i32 0, i32* %19, align 4
  br label %223

223:                                              ; preds = %233, %222
  %224 = load i32, i32* %19, align 4
  %225 = icmp slt i32 %224, 8
  br i1 %225, label %226, label %236

226:                                              ; preds = %223
  %227 = load i32, i32* %19, align 4
  %228 = load i32, i32* %19, align 4
  %229 = mul nsw i32 %227, %228
  %230 = load i32, i32* %19, align 4
  %231 = invoke noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %230)
          to label %232 unwind label %316

232:                                              ; preds = %226
  store i32 %229, i32* %231, align 4
  br label %233

233:                                              ; preds = %232
  %234 = load i32, i32* %19, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, i32* %19, align 4
  br label %223, !llvm.loop !6

236:                                              ; preds = %223
  store i32 7, i32* %20, align 4
  %237 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0
  %238 = load i32, i32* %20, align 4
  store i32 %238, i32* %237, align 4
  store i32 0, i32* %22, align 4
  %239 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0
  store i32* %22, i32** %239, align 8
  %240 = load i32, i32* %22, align 4
  %241 = bitcast %class.anon.0* %24 to i8*
  %242 = bitcast %class.anon.0* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %241, i8* align 8 %242, i64 8, i1 false)
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 0
  %244 = load i32*, i32** %243, align 8
  %245 = ptrtoint i32* %244 to i64
  %246 = invoke noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i64 %245)
          to label %247 unwind label %316

247:                                              ; preds = %236
  %248 = bitcast %class.anon* %25 to i8*
  %249 = bitcast %class.anon* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %248, i8* align 4 %249, i64 4, i1 false)
  %250 = getelementptr inbounds %class.anon, %class.anon* %25, i32 0, i32 0
  %251 = load i32, i32* %250, align 4
  %252 = invoke noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %251)
          to label %253 unwind label %316

253:                                              ; preds = %247
  %254 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %252, i32 noundef %246, i32 noundef %240)
          to label %255 unwind label %316

255:                                              ; preds = %253
  %256 = invoke noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %257 unwind label %316

257:                                              ; preds = %255
  %258 = invoke noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %259 unwind label %316

259:                                              ; preds = %257
  %260 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %258, double noundef %256)
          to label %261 unwind label %316

261:                                              ; preds = %259
  %262 = call noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #10
  store i32 (i32)* %262, i32 (i32)** %27, align 8
  %263 = load i32 (i32)*, i32 (i32)** %27, align 8
  %264 = invoke noundef i32 %263(i32 noundef 14)
          to label %265 unwind label %316

265:                                              ; preds = %261
  %266 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %264)
          to label %267 unwind label %316

267:                                              ; preds = %265
  %268 = call noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BJCFNGJP@second?$AA@", i64 0, i64 0))
  %269 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %270 unwind label %316

270:                                              ; preds = %267
  %271 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %272 unwind label %316

272:                                              ; preds = %270
  %273 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %271, double noundef %269, i8* noundef %268)
          to label %274 unwind label %316

274:                                              ; preds = %272
  %275 = invoke noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"()
          to label %276 unwind label %316

276:                                              ; preds = %274
  %277 = invoke noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"()
          to label %278 unwind label %316

278:                                              ; preds = %276
  %279 = invoke noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %280 unwind label %316

280:                                              ; preds = %278
  %281 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %279, i8* noundef %277, i8* noundef %275)
          to label %282 unwind label %316

282:                                              ; preds = %280
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5)
  %283 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4
  %284 = getelementptr inbounds [13 x i8], [13 x i8]* %283, i64 0, i64 0
  %285 = bitcast %struct.Big* %30 to i8*
  %286 = bitcast %struct.Big* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %285, i8* align 8 %286, i64 48, i1 false)
  %287 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %30)
  %288 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %287, i8* noundef %284)
          to label %289 unwind label %316

289:                                              ; preds = %282
  %290 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0
  store i32 3, i32* %290, align 4
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1
  store float 9.500000e+00, float* %291, align 4
  %292 = bitcast %struct.Pair* %32 to i64*
  %293 = load i64, i64* %292, align 4
  %294 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %293)
  %295 = bitcast %struct.Pair* %31 to i64*
  store i64 %294, i64* %295, align 4
  %296 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1
  %297 = load float, float* %296, align 4
  %298 = fpext float %297 to double
  %299 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0
  %300 = load i32, i32* %299, align 4
  %301 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %300, double noundef %298)
          to label %302 unwind label %316

302:                                              ; preds = %289
  %303 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %304 unwind label %316

304:                                              ; preds = %302
  store i32 %303, i32* %33, align 4
  %305 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %306 unwind label %316

306:                                              ; preds = %304
  store i32 %305, i32* %34, align 4
  %307 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
          to label %308 unwind label %316

308:                                              ; preds = %306
  %309 = getelementptr inbounds %struct.Registry, %struct.Registry* %307, i32 0, i32 0
  %310 = load i32, i32* %309, align 4
  %311 = load i32, i32* %34, align 4
  %312 = load i32, i32* %33, align 4
  %313 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %312, i32 noundef %311, i32 noundef %310)
          to label %314 unwind label %316

314:                                              ; preds = %308
  store i32 0, i32* %1, align 4
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #10
  %315 = load i32, i32* %1, align 4
  ret i32 %315

316:                                              ; preds = %308, %306, %304, %302, %289, %282, %280, %278, %276, %274, %272, %270, %267, %265, %261, %259, %257, %255, %253, %247, %236, %226, %218, %212, %210, %203, %171
  %317 = cleanuppad within none []
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #10 [ "funclet"(token %317) ]
  cleanupret from %317 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #5 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Rect*, align 8
  store double %2, double* %4, align 8
  store double %1, double* %5, align 8
  store %struct.Rect* %0, %struct.Rect** %6, align 8
  %7 = load %struct.Rect*, %struct.Rect** %6, align 8
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*
  %9 = call noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %8) #10
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

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Square*, align 8
  store double %1, double* %3, align 8
  store %struct.Square* %0, %struct.Square** %4, align 8
  %5 = load %struct.Square*, %struct.Square** %4, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %3, align 8
  %8 = load double, double* %3, align 8
  %9 = call noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %8, double noundef %7)
  %10 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Square* %5
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull returned align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  %5 = call noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %4) #10
  %6 = bitcast %struct.Widget* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 16
  %8 = bitcast i8* %7 to %struct.Counted*
  %9 = call noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %8) #10
  %10 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BNamed@@@" to i32 (...)**), i32 (...)*** %10, align 8
  %11 = bitcast %struct.Widget* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i64 16
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BCounted@@@" to i32 (...)**), i32 (...)*** %13, align 8
  ret %struct.Widget* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Diamond*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  store %struct.Diamond* %6, %struct.Diamond** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = bitcast %struct.Diamond* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %12, align 8
  %13 = getelementptr inbounds i8, i8* %10, i64 16
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.Diamond* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 40
  %17 = bitcast i8* %16 to %struct.Base*
  %18 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %17) #10
  br label %19

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.Diamond* %6 to %struct.Left*
  %21 = call noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0) #10
  %22 = bitcast %struct.Diamond* %6 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i64 16
  %24 = bitcast i8* %23 to %struct.Right*
  %25 = call noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %24, i32 noundef 0) #10
  %26 = bitcast %struct.Diamond* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 0
  %28 = bitcast i8* %27 to i32**
  %29 = load i32*, i32** %28, align 8
  %30 = getelementptr inbounds i32, i32* %29, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 0, %32
  %34 = bitcast %struct.Diamond* %6 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i64 %33
  %36 = bitcast i8* %35 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %36, align 8
  %37 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %6, i32 0, i32 2
  store i32 4, i32* %37, align 8
  %38 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  ret %struct.Diamond* %38
}

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Array*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Array* %0, %struct.Array** %4, align 8
  %5 = load %struct.Array*, %struct.Array** %4, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %8
  ret i32* %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #6 align 2 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to i32*
  store i32* %9, i32** %8, align 8
  store i32 %1, i32* %5, align 4
  store %struct.Array* %0, %struct.Array** %6, align 8
  %10 = load %struct.Array*, %struct.Array** %6, align 8
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0
  %16 = load i32, i32* %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = call noundef i32 @"??R<lambda_1>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %20, i32 noundef %19)
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %11, !llvm.loop !7

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4
  ret i32 %26
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #6 align 2 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32 %2, i32* %8, align 4
  store i32 %1, i32* %5, align 4
  store %struct.Array* %0, %struct.Array** %6, align 8
  %9 = load %struct.Array*, %struct.Array** %6, align 8
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, %struct.Array* %9, i32 0, i32 0
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %14, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %5, align 4
  %20 = call noundef i32 @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %19, i32 noundef %18)
  store i32 %20, i32* %5, align 4
  br label %21

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %10, !llvm.loop !8

24:                                               ; preds = %10
  %25 = load i32, i32* %5, align 4
  ret i32 %25
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca double, align 8
  %4 = alloca %class.anon.1*, align 8
  store double %1, double* %3, align 8
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load double, double* %3, align 8
  %7 = load double, double* %3, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.1*, align 8
  store i32 %1, i32* %3, align 4
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret i32 (i32)* @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"() #0 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef %0, i8 noundef %1, double noundef %2, i8* noundef %3) #0 comdat {
  %5 = alloca i8*, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i8* %3, i8** %5, align 8
  store double %2, double* %6, align 8
  store i8 %1, i8* %7, align 1
  store i32 %0, i32* %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?counter@@YAHXZ"() #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %8 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"() #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %11, !prof !9

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #10
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = invoke noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12

9:                                                ; preds = %7
  %10 = call i32 @atexit(void ()* @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #10
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #10
  br label %11

11:                                               ; preds = %9, %4, %0
  ret %struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A"

12:                                               ; preds = %7
  %13 = cleanuppad within none []
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #10 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 40
  %6 = bitcast i8* %5 to %struct.Diamond*
  call void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %6) #10
  %7 = bitcast %struct.Diamond* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 40
  %9 = bitcast i8* %8 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Rect* %0, %struct.Rect** %5, align 8
  %6 = load %struct.Rect*, %struct.Rect** %5, align 8
  %7 = bitcast %struct.Rect* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Rect* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Shape* %0, %struct.Shape** %5, align 8
  %6 = load %struct.Shape*, %struct.Shape** %5, align 8
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*
  call void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Square* %0, %struct.Square** %5, align 8
  %6 = load %struct.Square*, %struct.Square** %5, align 8
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Square* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Named@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 5, i32* %5, align 8
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Counted@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  ret %struct.Counted* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  %3 = alloca %struct.Widget*, align 8
  %4 = bitcast i8* %0 to %struct.Widget*
  store %struct.Widget* %4, %struct.Widget** %2, align 8
  %5 = load %struct.Widget*, %struct.Widget** %2, align 8
  store %struct.Widget* %5, %struct.Widget** %3, align 8
  %6 = load %struct.Widget*, %struct.Widget** %3, align 8
  %7 = bitcast %struct.Widget* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Widget*
  %10 = bitcast %struct.Widget* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 16
  %12 = bitcast i8* %11 to %struct.Counted*
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  %15 = add nsw i32 %14, 10
  store i32 %15, i32* %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  store i32 1, i32* %5, align 8
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Left* %0, %struct.Left** %5, align 8
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  store %struct.Left* %6, %struct.Left** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.Left* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Left@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.Left* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.Base*
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #10
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Left* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = bitcast %struct.Left* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 %25
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Left@@6B@" to i32 (...)**), i32 (...)*** %28, align 8
  %29 = getelementptr inbounds %struct.Left, %struct.Left* %6, i32 0, i32 1
  store i32 2, i32* %29, align 8
  %30 = load %struct.Left*, %struct.Left** %3, align 8
  ret %struct.Left* %30
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Right* %0, %struct.Right** %5, align 8
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  store %struct.Right* %6, %struct.Right** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.Right* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Right@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.Right* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.Base*
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #10
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Right* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = bitcast %struct.Right* %6 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i64 %25
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Right@@6B@" to i32 (...)**), i32 (...)*** %28, align 8
  %29 = getelementptr inbounds %struct.Right, %struct.Right* %6, i32 0, i32 1
  store i32 3, i32* %29, align 8
  %30 = load %struct.Right*, %struct.Right** %3, align 8
  ret %struct.Right* %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 8
  %3 = alloca %struct.Diamond*, align 8
  %4 = bitcast i8* %0 to %struct.Diamond*
  store %struct.Diamond* %4, %struct.Diamond** %2, align 8
  %5 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  store %struct.Diamond* %5, %struct.Diamond** %3, align 8
  %6 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  %13 = load i32*, i32** %12, align 8
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 0, %16
  %18 = bitcast %struct.Diamond* %9 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 %17
  %20 = bitcast i8* %19 to %struct.Base*
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 8
  %23 = bitcast %struct.Diamond* %9 to %struct.Left*
  %24 = getelementptr inbounds %struct.Left, %struct.Left* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 8
  %26 = add nsw i32 %22, %25
  %27 = bitcast %struct.Diamond* %9 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 16
  %29 = bitcast i8* %28 to %struct.Right*
  %30 = getelementptr inbounds %struct.Right, %struct.Right* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 8
  %32 = add nsw i32 %26, %31
  %33 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %9, i32 0, i32 2
  %34 = load i32, i32* %33, align 8
  %35 = add nsw i32 %32, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Diamond* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Base* %0, %struct.Base** %5, align 8
  %6 = load %struct.Base*, %struct.Base** %5, align 8
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  %3 = alloca %struct.Left*, align 8
  %4 = bitcast i8* %0 to %struct.Left*
  store %struct.Left* %4, %struct.Left** %2, align 8
  %5 = load %struct.Left*, %struct.Left** %2, align 8
  store %struct.Left* %5, %struct.Left** %3, align 8
  %6 = load %struct.Left*, %struct.Left** %3, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  %12 = bitcast i8* %11 to i32**
  %13 = load i32*, i32** %12, align 8
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 0, %16
  %18 = bitcast %struct.Left* %9 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 %17
  %20 = bitcast i8* %19 to %struct.Base*
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 8
  %23 = getelementptr inbounds %struct.Left, %struct.Left* %9, i32 0, i32 1
  %24 = load i32, i32* %23, align 8
  %25 = add nsw i32 %22, %24
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Left* %0, %struct.Left** %5, align 8
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Left* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.Left*
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %6) #10
  %7 = bitcast %struct.Left* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Left*
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Right* %0, %struct.Right** %5, align 8
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  %7 = bitcast %struct.Right* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %9) #10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.Right* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #14
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.Right*
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %6) #10
  %7 = bitcast %struct.Right* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Right*
  ret void
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #9 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.2*, align 8
  store i32 %1, i32* %3, align 4
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  %5 = load %class.anon.2*, %class.anon.2** %4, align 8
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

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0
  store i32 3, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@", i64 0, i64 0))
  ret %struct.Registry* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  ret void
}

; Function Attrs: noinline uwtable
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #11 {
  call void @"??1Registry@@QEAA@XZ"(%struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -40
  %6 = bitcast i8* %5 to %struct.Diamond*
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  %11 = getelementptr i8, i8* %10, i64 16
  %12 = bitcast i8* %11 to %struct.Right*
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %12) #10
  %13 = bitcast %struct.Diamond* %6 to %struct.Left*
  %14 = bitcast %struct.Left* %13 to i8*
  %15 = getelementptr i8, i8* %14, i64 16
  %16 = bitcast i8* %15 to %struct.Left*
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_2>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon*, align 8
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon* %0, %class.anon** %6, align 8
  %7 = load %class.anon*, %class.anon** %6, align 8
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.0*, align 8
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store %class.anon.0* %0, %class.anon.0** %6, align 8
  %7 = load %class.anon.0*, %class.anon.0** %6, align 8
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 8
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

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = !{!"branch_weights", i32 1, i32 1048575}

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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

@"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", comdat, align 8
@"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", comdat, align 8
@"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", comdat, align 8
@"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", comdat, align 8
@"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", comdat, align 8
@"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", comdat, align 8
@"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"fp %d\0A\00", comdat, align 4
@"??_C@_06BJCFNGJP@second?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"second\00", comdat, align 4
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 4
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 8
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 4
@"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", comdat, align 8
@"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", comdat, align 8
@"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", comdat, align 8
@"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", comdat, align 8
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
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 4
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 4
@2 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i8*), i8* bitcast (i8* (%struct.Square*, i32)* @"??_GSquare@@UEAAPEAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UEBANXZ" to i8*), i8* bitcast (i8* (%struct.Square*)* @"?name@Square@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 4
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
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 4
@6 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i8*), i8* bitcast (void (%struct.Counted*)* @"?bump@Counted@@UEAAXXZ" to i8*)] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 4
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
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 4
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4, !dbg !0
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4, !dbg !145
@"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" = internal global i32 0, align 4
@"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", comdat, align 8

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
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef %0, i8* noundef %1) #0 !dbg !162 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !167, metadata !DIExpression()), !dbg !168
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !169, metadata !DIExpression()), !dbg !168
  %5 = load i8*, i8** %4, align 8, !dbg !168
  ret i8* %5, !dbg !168
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !170 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !184, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !186, metadata !DIExpression()), !dbg !187
  %5 = load i32, i32* %3, align 4, !dbg !188
  %6 = sext i32 %5 to i64, !dbg !188
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !188
  store i64 %6, i64* %7, align 8, !dbg !188
  %8 = load i32, i32* %3, align 4, !dbg !188
  %9 = mul nsw i32 %8, 2, !dbg !188
  %10 = sext i32 %9 to i64, !dbg !188
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !188
  store i64 %10, i64* %11, align 8, !dbg !188
  %12 = load i32, i32* %3, align 4, !dbg !188
  %13 = mul nsw i32 %12, 3, !dbg !188
  %14 = sext i32 %13 to i64, !dbg !188
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !188
  store i64 %14, i64* %15, align 8, !dbg !188
  %16 = load i32, i32* %3, align 4, !dbg !188
  %17 = sub nsw i32 0, %16, !dbg !188
  %18 = sext i32 %17 to i64, !dbg !188
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !188
  store i64 %18, i64* %19, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %4, metadata !189, metadata !DIExpression()), !dbg !191
  store i32 0, i32* %4, align 4, !dbg !191
  br label %20, !dbg !191

20:                                               ; preds = %34, %2
  %21 = load i32, i32* %4, align 4, !dbg !191
  %22 = icmp slt i32 %21, 12, !dbg !191
  br i1 %22, label %23, label %37, !dbg !191

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4, !dbg !192
  %25 = load i32, i32* %4, align 4, !dbg !192
  %26 = add nsw i32 %24, %25, !dbg !192
  %27 = srem i32 %26, 26, !dbg !192
  %28 = add nsw i32 97, %27, !dbg !192
  %29 = trunc i32 %28 to i8, !dbg !192
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !192
  %31 = load i32, i32* %4, align 4, !dbg !192
  %32 = sext i32 %31 to i64, !dbg !192
  %33 = getelementptr inbounds [13 x i8], [13 x i8]* %30, i64 0, i64 %32, !dbg !192
  store i8 %29, i8* %33, align 1, !dbg !192
  br label %34, !dbg !192

34:                                               ; preds = %23
  %35 = load i32, i32* %4, align 4, !dbg !192
  %36 = add nsw i32 %35, 1, !dbg !192
  store i32 %36, i32* %4, align 4, !dbg !192
  br label %20, !dbg !192, !llvm.loop !194

37:                                               ; preds = %20
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !196
  %39 = getelementptr inbounds [13 x i8], [13 x i8]* %38, i64 0, i64 12, !dbg !196
  store i8 0, i8* %39, align 4, !dbg !196
  ret void, !dbg !197
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %0) #0 !dbg !198 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !201, metadata !DIExpression()), !dbg !202
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !202
  %3 = load i64, i64* %2, align 8, !dbg !202
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !202
  %5 = load i64, i64* %4, align 8, !dbg !202
  %6 = add nsw i64 %3, %5, !dbg !202
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 2, !dbg !202
  %8 = load i64, i64* %7, align 8, !dbg !202
  %9 = add nsw i64 %6, %8, !dbg !202
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 3, !dbg !202
  %11 = load i64, i64* %10, align 8, !dbg !202
  %12 = add nsw i64 %9, %11, !dbg !202
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 4, !dbg !202
  %14 = getelementptr inbounds [13 x i8], [13 x i8]* %13, i64 0, i64 0, !dbg !202
  %15 = load i8, i8* %14, align 8, !dbg !202
  %16 = sext i8 %15 to i64, !dbg !202
  %17 = add nsw i64 %12, %16, !dbg !202
  ret i64 %17, !dbg !202
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) #0 !dbg !203 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  %4 = bitcast %struct.Pair* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Pair* %3, metadata !206, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.declare(metadata %struct.Pair* %2, metadata !208, metadata !DIExpression()), !dbg !207
  %5 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 0, !dbg !207
  %6 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 1, !dbg !207
  %7 = load float, float* %6, align 4, !dbg !207
  %8 = fptosi float %7 to i32, !dbg !207
  store i32 %8, i32* %5, align 4, !dbg !207
  %9 = getelementptr inbounds %struct.Pair, %struct.Pair* %2, i32 0, i32 1, !dbg !207
  %10 = getelementptr inbounds %struct.Pair, %struct.Pair* %3, i32 0, i32 0, !dbg !207
  %11 = load i32, i32* %10, align 4, !dbg !207
  %12 = sitofp i32 %11 to float, !dbg !207
  store float %12, float* %9, align 4, !dbg !207
  %13 = bitcast %struct.Pair* %2 to i64*, !dbg !207
  %14 = load i64, i64* %13, align 4, !dbg !207
  ret i64 %14, !dbg !207
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #2 !dbg !209 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !214, metadata !DIExpression()), !dbg !215
  %3 = load i64, i64* %2, align 8, !dbg !215
  %4 = icmp ne i64 %3, 0, !dbg !215
  br i1 %4, label %5, label %7, !dbg !215

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8, !dbg !215
  br label %8, !dbg !215

7:                                                ; preds = %1
  br label %8, !dbg !215

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !215
  %10 = call i8* @malloc(i64 noundef %9), !dbg !215
  ret i8* %10, !dbg !215
}

declare dso_local i8* @malloc(i64 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !216 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !219, metadata !DIExpression()), !dbg !220
  %3 = load i8*, i8** %2, align 8, !dbg !220
  invoke void @free(i8* noundef %3)
          to label %4 unwind label %5, !dbg !220

4:                                                ; preds = %1
  ret void, !dbg !220

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !220
  call void @__std_terminate() #13 [ "funclet"(token %6) ], !dbg !220
  unreachable, !dbg !220
}

declare dso_local void @free(i8* noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX_K@Z"(i8* noundef %0, i64 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !221 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !224, metadata !DIExpression()), !dbg !225
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !226, metadata !DIExpression()), !dbg !225
  %5 = load i8*, i8** %4, align 8, !dbg !225
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7, !dbg !225

6:                                                ; preds = %2
  ret void, !dbg !225

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !225
  call void @__std_terminate() #13 [ "funclet"(token %8) ], !dbg !225
  unreachable, !dbg !225
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !227 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 8
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
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]* %2, metadata !228, metadata !DIExpression()), !dbg !233
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0, !dbg !233
  %36 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !233, !heapallocsite !35
  %37 = bitcast i8* %36 to %struct.Rect*, !dbg !233
  %38 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %39 unwind label %89, !dbg !233

39:                                               ; preds = %0
  %40 = bitcast %struct.Rect* %37 to %struct.Shape*, !dbg !233
  store %struct.Shape* %40, %struct.Shape** %35, align 8, !dbg !233
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i64 1, !dbg !233
  %42 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !233, !heapallocsite !72
  %43 = bitcast i8* %42 to %struct.Square*, !dbg !233
  %44 = invoke noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %43, double noundef 4.000000e+00)
          to label %45 unwind label %91, !dbg !233

45:                                               ; preds = %39
  %46 = bitcast %struct.Square* %43 to %struct.Shape*, !dbg !233
  store %struct.Shape* %46, %struct.Shape** %41, align 8, !dbg !233
  %47 = getelementptr inbounds %struct.Shape*, %struct.Shape** %41, i64 1, !dbg !233
  %48 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 24) #14, !dbg !233, !heapallocsite !35
  %49 = bitcast i8* %48 to %struct.Rect*, !dbg !233
  %50 = invoke noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %49, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %51 unwind label %93, !dbg !233

51:                                               ; preds = %45
  %52 = bitcast %struct.Rect* %49 to %struct.Shape*, !dbg !233
  store %struct.Shape* %52, %struct.Shape** %47, align 8, !dbg !233
  call void @llvm.dbg.declare(metadata double* %3, metadata !234, metadata !DIExpression()), !dbg !235
  store double 0.000000e+00, double* %3, align 8, !dbg !235
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %4, metadata !236, metadata !DIExpression()), !dbg !239
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %4, align 8, !dbg !240
  call void @llvm.dbg.declare(metadata %struct.Shape*** %5, metadata !241, metadata !DIExpression()), !dbg !239
  %53 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8, !dbg !240
  %54 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %53, i64 0, i64 0, !dbg !240
  store %struct.Shape** %54, %struct.Shape*** %5, align 8, !dbg !240
  call void @llvm.dbg.declare(metadata %struct.Shape*** %6, metadata !243, metadata !DIExpression()), !dbg !239
  %55 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %4, align 8, !dbg !240
  %56 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %55, i64 0, i64 0, !dbg !240
  %57 = getelementptr inbounds %struct.Shape*, %struct.Shape** %56, i64 3, !dbg !240
  store %struct.Shape** %57, %struct.Shape*** %6, align 8, !dbg !240
  br label %58, !dbg !240

58:                                               ; preds = %86, %51
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !240
  %60 = load %struct.Shape**, %struct.Shape*** %6, align 8, !dbg !240
  %61 = icmp ne %struct.Shape** %59, %60, !dbg !240
  br i1 %61, label %62, label %95, !dbg !240

62:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata %struct.Shape** %7, metadata !244, metadata !DIExpression()), !dbg !246
  %63 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !246
  %64 = load %struct.Shape*, %struct.Shape** %63, align 8, !dbg !246
  store %struct.Shape* %64, %struct.Shape** %7, align 8, !dbg !246
  %65 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !247
  %66 = bitcast %struct.Shape* %65 to double (%struct.Shape*)***, !dbg !247
  %67 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %66, align 8, !dbg !247
  %68 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %67, i64 1, !dbg !247
  %69 = load double (%struct.Shape*)*, double (%struct.Shape*)** %68, align 8, !dbg !247
  %70 = call noundef double %69(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %65), !dbg !247
  %71 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !247
  %72 = bitcast %struct.Shape* %71 to i8* (%struct.Shape*)***, !dbg !247
  %73 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %72, align 8, !dbg !247
  %74 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %73, i64 2, !dbg !247
  %75 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %74, align 8, !dbg !247
  %76 = call noundef i8* %75(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %71), !dbg !247
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef %76, double noundef %70), !dbg !247
  %78 = load %struct.Shape*, %struct.Shape** %7, align 8, !dbg !249
  %79 = bitcast %struct.Shape* %78 to double (%struct.Shape*)***, !dbg !249
  %80 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %79, align 8, !dbg !249
  %81 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %80, i64 1, !dbg !249
  %82 = load double (%struct.Shape*)*, double (%struct.Shape*)** %81, align 8, !dbg !249
  %83 = call noundef double %82(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %78), !dbg !249
  %84 = load double, double* %3, align 8, !dbg !249
  %85 = fadd double %84, %83, !dbg !249
  store double %85, double* %3, align 8, !dbg !249
  br label %86, !dbg !240

86:                                               ; preds = %62
  %87 = load %struct.Shape**, %struct.Shape*** %5, align 8, !dbg !240
  %88 = getelementptr inbounds %struct.Shape*, %struct.Shape** %87, i32 1, !dbg !240
  store %struct.Shape** %88, %struct.Shape*** %5, align 8, !dbg !240
  br label %58, !dbg !240, !llvm.loop !250

89:                                               ; preds = %0
  %90 = cleanuppad within none [], !dbg !233
  call void @"??3@YAXPEAX@Z"(i8* noundef %36) #15 [ "funclet"(token %90) ], !dbg !233
  cleanupret from %90 unwind to caller, !dbg !233

91:                                               ; preds = %39
  %92 = cleanuppad within none [], !dbg !233
  call void @"??3@YAXPEAX@Z"(i8* noundef %42) #15 [ "funclet"(token %92) ], !dbg !233
  cleanupret from %92 unwind to caller, !dbg !233

93:                                               ; preds = %45
  %94 = cleanuppad within none [], !dbg !233
  call void @"??3@YAXPEAX@Z"(i8* noundef %48) #15 [ "funclet"(token %94) ], !dbg !233
  cleanupret from %94 unwind to caller, !dbg !233

95:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata [3 x %struct.Shape*]** %8, metadata !252, metadata !DIExpression()), !dbg !254
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %8, align 8, !dbg !255
  call void @llvm.dbg.declare(metadata %struct.Shape*** %9, metadata !256, metadata !DIExpression()), !dbg !254
  %96 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8, !dbg !255
  %97 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %96, i64 0, i64 0, !dbg !255
  store %struct.Shape** %97, %struct.Shape*** %9, align 8, !dbg !255
  call void @llvm.dbg.declare(metadata %struct.Shape*** %10, metadata !257, metadata !DIExpression()), !dbg !254
  %98 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %8, align 8, !dbg !255
  %99 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %98, i64 0, i64 0, !dbg !255
  %100 = getelementptr inbounds %struct.Shape*, %struct.Shape** %99, i64 3, !dbg !255
  store %struct.Shape** %100, %struct.Shape*** %10, align 8, !dbg !255
  br label %101, !dbg !255

101:                                              ; preds = %117, %95
  %102 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !255
  %103 = load %struct.Shape**, %struct.Shape*** %10, align 8, !dbg !255
  %104 = icmp ne %struct.Shape** %102, %103, !dbg !255
  br i1 %104, label %105, label %120, !dbg !255

105:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata %struct.Shape** %11, metadata !258, metadata !DIExpression()), !dbg !260
  %106 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !260
  %107 = load %struct.Shape*, %struct.Shape** %106, align 8, !dbg !260
  store %struct.Shape* %107, %struct.Shape** %11, align 8, !dbg !260
  %108 = load %struct.Shape*, %struct.Shape** %11, align 8, !dbg !260
  %109 = icmp eq %struct.Shape* %108, null, !dbg !260
  br i1 %109, label %116, label %110, !dbg !260

110:                                              ; preds = %105
  %111 = bitcast %struct.Shape* %108 to i8* (%struct.Shape*, i32)***, !dbg !260
  %112 = load i8* (%struct.Shape*, i32)**, i8* (%struct.Shape*, i32)*** %111, align 8, !dbg !260
  %113 = getelementptr inbounds i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %112, i64 0, !dbg !260
  %114 = load i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %113, align 8, !dbg !260
  %115 = call noundef i8* %114(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %108, i32 noundef 1) #11, !dbg !260
  br label %116, !dbg !260

116:                                              ; preds = %110, %105
  br label %117, !dbg !255

117:                                              ; preds = %116
  %118 = load %struct.Shape**, %struct.Shape*** %9, align 8, !dbg !255
  %119 = getelementptr inbounds %struct.Shape*, %struct.Shape** %118, i32 1, !dbg !255
  store %struct.Shape** %119, %struct.Shape*** %9, align 8, !dbg !255
  br label %101, !dbg !255, !llvm.loop !261

120:                                              ; preds = %101
  %121 = load double, double* %3, align 8, !dbg !262
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %121), !dbg !262
  call void @llvm.dbg.declare(metadata %struct.Widget* %12, metadata !263, metadata !DIExpression()), !dbg !264
  %123 = call noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %12) #11, !dbg !264
  call void @llvm.dbg.declare(metadata %struct.Counted** %13, metadata !265, metadata !DIExpression()), !dbg !267
  %124 = icmp eq %struct.Widget* %12, null, !dbg !267
  br i1 %124, label %129, label %125, !dbg !267

125:                                              ; preds = %120
  %126 = bitcast %struct.Widget* %12 to i8*, !dbg !267
  %127 = getelementptr inbounds i8, i8* %126, i64 16, !dbg !267
  %128 = bitcast i8* %127 to %struct.Counted*, !dbg !267
  br label %129, !dbg !267

129:                                              ; preds = %125, %120
  %130 = phi %struct.Counted* [ %128, %125 ], [ null, %120 ], !dbg !267
  store %struct.Counted* %130, %struct.Counted** %13, align 8, !dbg !267
  call void @llvm.dbg.declare(metadata %struct.Named** %14, metadata !268, metadata !DIExpression()), !dbg !270
  %131 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !270
  store %struct.Named* %131, %struct.Named** %14, align 8, !dbg !270
  %132 = load %struct.Counted*, %struct.Counted** %13, align 8, !dbg !271
  %133 = bitcast %struct.Counted* %132 to void (%struct.Counted*)***, !dbg !271
  %134 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %133, align 8, !dbg !271
  %135 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %134, i64 0, !dbg !271
  %136 = load void (%struct.Counted*)*, void (%struct.Counted*)** %135, align 8, !dbg !271
  call void %136(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %132), !dbg !271
  %137 = load %struct.Counted*, %struct.Counted** %13, align 8, !dbg !271
  %138 = bitcast %struct.Counted* %137 to void (%struct.Counted*)***, !dbg !271
  %139 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %138, align 8, !dbg !271
  %140 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %139, i64 0, !dbg !271
  %141 = load void (%struct.Counted*)*, void (%struct.Counted*)** %140, align 8, !dbg !271
  call void %141(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %137), !dbg !271
  %142 = bitcast %struct.Widget* %12 to %struct.Named*, !dbg !272
  %143 = getelementptr inbounds %struct.Named, %struct.Named* %142, i32 0, i32 1, !dbg !272
  %144 = load i32, i32* %143, align 8, !dbg !272
  %145 = bitcast %struct.Widget* %12 to i8*, !dbg !272
  %146 = getelementptr inbounds i8, i8* %145, i64 16, !dbg !272
  %147 = bitcast i8* %146 to %struct.Counted*, !dbg !272
  %148 = getelementptr inbounds %struct.Counted, %struct.Counted* %147, i32 0, i32 1, !dbg !272
  %149 = load i32, i32* %148, align 8, !dbg !272
  %150 = load %struct.Named*, %struct.Named** %14, align 8, !dbg !272
  %151 = bitcast %struct.Named* %150 to i8* (%struct.Named*)***, !dbg !272
  %152 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %151, align 8, !dbg !272
  %153 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %152, i64 0, !dbg !272
  %154 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %153, align 8, !dbg !272
  %155 = call noundef i8* %154(%struct.Named* noundef nonnull align 8 dereferenceable(16) %150), !dbg !272
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %155, i32 noundef %149, i32 noundef %144), !dbg !272
  call void @llvm.dbg.declare(metadata %struct.Diamond* %15, metadata !273, metadata !DIExpression()), !dbg !274
  %157 = call noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15, i32 noundef 1) #11, !dbg !274
  call void @llvm.dbg.declare(metadata %struct.Base** %16, metadata !275, metadata !DIExpression()), !dbg !277
  %158 = icmp eq %struct.Diamond* %15, null, !dbg !277
  br i1 %158, label %171, label %159, !dbg !277

159:                                              ; preds = %129
  %160 = bitcast %struct.Diamond* %15 to i8*, !dbg !277
  %161 = getelementptr inbounds i8, i8* %160, i64 0, !dbg !277
  %162 = bitcast i8* %161 to i32**, !dbg !277
  %163 = load i32*, i32** %162, align 8, !dbg !277
  %164 = getelementptr inbounds i32, i32* %163, i32 1, !dbg !277
  %165 = load i32, i32* %164, align 4, !dbg !277
  %166 = sext i32 %165 to i64, !dbg !277
  %167 = add nsw i64 0, %166, !dbg !277
  %168 = bitcast %struct.Diamond* %15 to i8*, !dbg !277
  %169 = getelementptr inbounds i8, i8* %168, i64 %167, !dbg !277
  %170 = bitcast i8* %169 to %struct.Base*, !dbg !277
  br label %171, !dbg !277

171:                                              ; preds = %159, %129
  %172 = phi %struct.Base* [ %170, %159 ], [ null, %129 ], !dbg !277
  store %struct.Base* %172, %struct.Base** %16, align 8, !dbg !277
  call void @llvm.dbg.declare(metadata %struct.Left** %17, metadata !278, metadata !DIExpression()), !dbg !280
  %173 = bitcast %struct.Diamond* %15 to %struct.Left*, !dbg !280
  store %struct.Left* %173, %struct.Left** %17, align 8, !dbg !280
  %174 = bitcast %struct.Diamond* %15 to i8*, !dbg !281
  %175 = getelementptr inbounds i8, i8* %174, i64 16, !dbg !281
  %176 = bitcast i8* %175 to %struct.Right*, !dbg !281
  %177 = getelementptr inbounds %struct.Right, %struct.Right* %176, i32 0, i32 1, !dbg !281
  %178 = load i32, i32* %177, align 8, !dbg !281
  %179 = load %struct.Left*, %struct.Left** %17, align 8, !dbg !281
  %180 = bitcast %struct.Left* %179 to i8*, !dbg !281
  %181 = getelementptr inbounds i8, i8* %180, i64 0, !dbg !281
  %182 = bitcast i8* %181 to i32**, !dbg !281
  %183 = load i32*, i32** %182, align 8, !dbg !281
  %184 = getelementptr inbounds i32, i32* %183, i32 1, !dbg !281
  %185 = load i32, i32* %184, align 4, !dbg !281
  %186 = sext i32 %185 to i64, !dbg !281
  %187 = add nsw i64 0, %186, !dbg !281
  %188 = getelementptr inbounds i8, i8* %180, i64 %187, !dbg !281
  %189 = bitcast %struct.Left* %179 to i8*, !dbg !281
  %190 = getelementptr inbounds i8, i8* %189, i64 0, !dbg !281
  %191 = bitcast i8* %190 to i32**, !dbg !281
  %192 = load i32*, i32** %191, align 8, !dbg !281
  %193 = getelementptr inbounds i32, i32* %192, i32 1, !dbg !281
  %194 = load i32, i32* %193, align 4, !dbg !281
  %195 = sext i32 %194 to i64, !dbg !281
  %196 = add nsw i64 0, %195, !dbg !281
  %197 = getelementptr inbounds i8, i8* %189, i64 %196, !dbg !281
  %198 = bitcast i8* %197 to i32 (i8*)***, !dbg !281
  %199 = load i32 (i8*)**, i32 (i8*)*** %198, align 8, !dbg !281
  %200 = getelementptr inbounds i32 (i8*)*, i32 (i8*)** %199, i64 0, !dbg !281
  %201 = load i32 (i8*)*, i32 (i8*)** %200, align 8, !dbg !281
  %202 = invoke noundef i32 %201(i8* noundef %188)
          to label %203 unwind label %317, !dbg !281

203:                                              ; preds = %171
  %204 = load %struct.Base*, %struct.Base** %16, align 8, !dbg !281
  %205 = bitcast %struct.Base* %204 to i32 (%struct.Base*)***, !dbg !281
  %206 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %205, align 8, !dbg !281
  %207 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %206, i64 0, !dbg !281
  %208 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %207, align 8, !dbg !281
  %209 = invoke noundef i32 %208(%struct.Base* noundef nonnull align 8 dereferenceable(16) %204)
          to label %210 unwind label %317, !dbg !281

210:                                              ; preds = %203
  %211 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %209, i32 noundef %202, i32 noundef %178)
          to label %212 unwind label %317, !dbg !281

212:                                              ; preds = %210
  %213 = load %struct.Base*, %struct.Base** %16, align 8, !dbg !282
  %214 = bitcast %struct.Base* %213 to i8*, !dbg !282
  %215 = invoke i8* @__RTDynamicCast(i8* %214, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
          to label %216 unwind label %317, !dbg !282

216:                                              ; preds = %212
  %217 = bitcast i8* %215 to %struct.Right*, !dbg !282
  br label %218, !dbg !282

218:                                              ; preds = %216
  %219 = icmp ne %struct.Right* %217, null, !dbg !282
  %220 = zext i1 %219 to i32, !dbg !282
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %220)
          to label %222 unwind label %317, !dbg !282

222:                                              ; preds = %218
  call void @llvm.dbg.declare(metadata %struct.Array* %18, metadata !283, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.declare(metadata i32* %19, metadata !306, metadata !DIExpression()), !dbg !308
  store i32 0, i32* %19, align 4, !dbg !308
  br label %223, !dbg !308

223:                                              ; preds = %233, %222
  %224 = load i32, i32* %19, align 4, !dbg !308
  %225 = icmp slt i32 %224, 8, !dbg !308
  br i1 %225, label %226, label %236, !dbg !308

226:                                              ; preds = %223
  %227 = load i32, i32* %19, align 4, !dbg !309
  %228 = load i32, i32* %19, align 4, !dbg !309
  %229 = mul nsw i32 %227, %228, !dbg !309
  %230 = load i32, i32* %19, align 4, !dbg !309
  %231 = invoke noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %230)
          to label %232 unwind label %317, !dbg !309

232:                                              ; preds = %226
  store i32 %229, i32* %231, align 4, !dbg !309
  br label %233, !dbg !309

233:                                              ; preds = %232
  %234 = load i32, i32* %19, align 4, !dbg !309
  %235 = add nsw i32 %234, 1, !dbg !309
  store i32 %235, i32* %19, align 4, !dbg !309
  br label %223, !dbg !309, !llvm.loop !311

236:                                              ; preds = %223
  call void @llvm.dbg.declare(metadata i32* %20, metadata !312, metadata !DIExpression()), !dbg !313
  store i32 7, i32* %20, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata %class.anon* %21, metadata !314, metadata !DIExpression()), !dbg !318
  %237 = getelementptr inbounds %class.anon, %class.anon* %21, i32 0, i32 0, !dbg !318
  %238 = load i32, i32* %20, align 4, !dbg !318
  store i32 %238, i32* %237, align 4, !dbg !318
  call void @llvm.dbg.declare(metadata i32* %22, metadata !319, metadata !DIExpression()), !dbg !320
  store i32 0, i32* %22, align 4, !dbg !320
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !321, metadata !DIExpression()), !dbg !325
  %239 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !325
  store i32* %22, i32** %239, align 8, !dbg !325
  %240 = load i32, i32* %22, align 4, !dbg !326
  %241 = bitcast %class.anon.0* %24 to i8*, !dbg !326
  %242 = bitcast %class.anon.0* %23 to i8*, !dbg !326
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %241, i8* align 8 %242, i64 8, i1 false), !dbg !326
  %243 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 0, !dbg !326
  %244 = load i32*, i32** %243, align 8, !dbg !326
  %245 = ptrtoint i32* %244 to i64, !dbg !326
  %246 = invoke noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i64 %245)
          to label %247 unwind label %317, !dbg !326

247:                                              ; preds = %236
  %248 = bitcast %class.anon* %25 to i8*, !dbg !326
  %249 = bitcast %class.anon* %21 to i8*, !dbg !326
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %248, i8* align 4 %249, i64 4, i1 false), !dbg !326
  %250 = getelementptr inbounds %class.anon, %class.anon* %25, i32 0, i32 0, !dbg !326
  %251 = load i32, i32* %250, align 4, !dbg !326
  %252 = zext i32 %251 to i64, !dbg !326
  %253 = invoke noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i64 %252)
          to label %254 unwind label %317, !dbg !326

254:                                              ; preds = %247
  %255 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %253, i32 noundef %246, i32 noundef %240)
          to label %256 unwind label %317, !dbg !326

256:                                              ; preds = %254
  call void @llvm.dbg.declare(metadata %class.anon.1* %26, metadata !327, metadata !DIExpression()), !dbg !329
  %257 = invoke noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %258 unwind label %317, !dbg !330

258:                                              ; preds = %256
  %259 = invoke noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %260 unwind label %317, !dbg !330

260:                                              ; preds = %258
  %261 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %259, double noundef %257)
          to label %262 unwind label %317, !dbg !330

262:                                              ; preds = %260
  call void @llvm.dbg.declare(metadata i32 (i32)** %27, metadata !331, metadata !DIExpression()), !dbg !335
  %263 = call noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %28) #11, !dbg !335
  store i32 (i32)* %263, i32 (i32)** %27, align 8, !dbg !335
  %264 = load i32 (i32)*, i32 (i32)** %27, align 8, !dbg !336
  %265 = invoke noundef i32 %264(i32 noundef 14)
          to label %266 unwind label %317, !dbg !336

266:                                              ; preds = %262
  %267 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %265)
          to label %268 unwind label %317, !dbg !336

268:                                              ; preds = %266
  %269 = call noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BJCFNGJP@second?$AA@", i64 0, i64 0)), !dbg !337
  %270 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %271 unwind label %317, !dbg !337

271:                                              ; preds = %268
  %272 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %273 unwind label %317, !dbg !337

273:                                              ; preds = %271
  %274 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %272, double noundef %270, i8* noundef %269)
          to label %275 unwind label %317, !dbg !337

275:                                              ; preds = %273
  %276 = invoke noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"()
          to label %277 unwind label %317, !dbg !338

277:                                              ; preds = %275
  %278 = invoke noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"()
          to label %279 unwind label %317, !dbg !338

279:                                              ; preds = %277
  %280 = invoke noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FJMABOPO@x?$AA@", i64 0, i64 0))
          to label %281 unwind label %317, !dbg !338

281:                                              ; preds = %279
  %282 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %280, i8* noundef %278, i8* noundef %276)
          to label %283 unwind label %317, !dbg !338

283:                                              ; preds = %281
  call void @llvm.dbg.declare(metadata %struct.Big* %29, metadata !339, metadata !DIExpression()), !dbg !340
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !340
  %284 = getelementptr inbounds %struct.Big, %struct.Big* %29, i32 0, i32 4, !dbg !341
  %285 = getelementptr inbounds [13 x i8], [13 x i8]* %284, i64 0, i64 0, !dbg !341
  %286 = bitcast %struct.Big* %30 to i8*, !dbg !341
  %287 = bitcast %struct.Big* %29 to i8*, !dbg !341
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %286, i8* align 8 %287, i64 48, i1 false), !dbg !341
  %288 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef %30), !dbg !341
  %289 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %288, i8* noundef %285)
          to label %290 unwind label %317, !dbg !341

290:                                              ; preds = %283
  call void @llvm.dbg.declare(metadata %struct.Pair* %31, metadata !342, metadata !DIExpression()), !dbg !343
  %291 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 0, !dbg !343
  store i32 3, i32* %291, align 4, !dbg !343
  %292 = getelementptr inbounds %struct.Pair, %struct.Pair* %32, i32 0, i32 1, !dbg !343
  store float 9.500000e+00, float* %292, align 4, !dbg !343
  %293 = bitcast %struct.Pair* %32 to i64*, !dbg !343
  %294 = load i64, i64* %293, align 4, !dbg !343
  %295 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %294), !dbg !343
  %296 = bitcast %struct.Pair* %31 to i64*, !dbg !343
  store i64 %295, i64* %296, align 4, !dbg !343
  %297 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 1, !dbg !344
  %298 = load float, float* %297, align 4, !dbg !344
  %299 = fpext float %298 to double, !dbg !344
  %300 = getelementptr inbounds %struct.Pair, %struct.Pair* %31, i32 0, i32 0, !dbg !344
  %301 = load i32, i32* %300, align 4, !dbg !344
  %302 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %301, double noundef %299)
          to label %303 unwind label %317, !dbg !344

303:                                              ; preds = %290
  call void @llvm.dbg.declare(metadata i32* %33, metadata !345, metadata !DIExpression()), !dbg !346
  %304 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %305 unwind label %317, !dbg !346

305:                                              ; preds = %303
  store i32 %304, i32* %33, align 4, !dbg !346
  call void @llvm.dbg.declare(metadata i32* %34, metadata !347, metadata !DIExpression()), !dbg !346
  %306 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %307 unwind label %317, !dbg !346

307:                                              ; preds = %305
  store i32 %306, i32* %34, align 4, !dbg !346
  %308 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
          to label %309 unwind label %317, !dbg !348

309:                                              ; preds = %307
  %310 = getelementptr inbounds %struct.Registry, %struct.Registry* %308, i32 0, i32 0, !dbg !348
  %311 = load i32, i32* %310, align 4, !dbg !348
  %312 = load i32, i32* %34, align 4, !dbg !348
  %313 = load i32, i32* %33, align 4, !dbg !348
  %314 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %313, i32 noundef %312, i32 noundef %311)
          to label %315 unwind label %317, !dbg !348

315:                                              ; preds = %309
  store i32 0, i32* %1, align 4, !dbg !349
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #11, !dbg !350
  %316 = load i32, i32* %1, align 4, !dbg !350
  ret i32 %316, !dbg !350

317:                                              ; preds = %309, %307, %305, %303, %290, %283, %281, %279, %277, %275, %273, %271, %268, %266, %262, %260, %258, %256, %254, %247, %236, %226, %218, %212, %210, %203, %171
  %318 = cleanuppad within none [], !dbg !350
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %15) #11 [ "funclet"(token %318) ], !dbg !350
  cleanupret from %318 unwind to caller, !dbg !350
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #6 comdat align 2 !dbg !351 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %struct.Rect*, align 8
  store double %2, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !352, metadata !DIExpression()), !dbg !353
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !354, metadata !DIExpression()), !dbg !353
  store %struct.Rect* %0, %struct.Rect** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %6, metadata !355, metadata !DIExpression()), !dbg !357
  %7 = load %struct.Rect*, %struct.Rect** %6, align 8
  %8 = bitcast %struct.Rect* %7 to %struct.Shape*, !dbg !353
  %9 = call noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !353
  %10 = bitcast %struct.Rect* %7 to i32 (...)***, !dbg !353
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !353
  %11 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 1, !dbg !353
  %12 = load double, double* %5, align 8, !dbg !353
  store double %12, double* %11, align 8, !dbg !353
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %7, i32 0, i32 2, !dbg !353
  %14 = load double, double* %4, align 8, !dbg !353
  store double %14, double* %13, align 8, !dbg !353
  ret %struct.Rect* %7, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Square* @"??0Square@@QEAA@N@Z"(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #6 comdat align 2 !dbg !358 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Square*, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !359, metadata !DIExpression()), !dbg !360
  store %struct.Square* %0, %struct.Square** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %4, metadata !361, metadata !DIExpression()), !dbg !363
  %5 = load %struct.Square*, %struct.Square** %4, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*, !dbg !360
  %7 = load double, double* %3, align 8, !dbg !360
  %8 = load double, double* %3, align 8, !dbg !360
  %9 = call noundef %struct.Rect* @"??0Rect@@QEAA@NN@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %8, double noundef %7), !dbg !360
  %10 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !360
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !360
  ret %struct.Square* %5, !dbg !360
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Widget* @"??0Widget@@QEAA@XZ"(%struct.Widget* noundef nonnull returned align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !364 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !366, metadata !DIExpression()), !dbg !368
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*, !dbg !369
  %5 = call noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %4) #11, !dbg !369
  %6 = bitcast %struct.Widget* %3 to i8*, !dbg !369
  %7 = getelementptr inbounds i8, i8* %6, i64 16, !dbg !369
  %8 = bitcast i8* %7 to %struct.Counted*, !dbg !369
  %9 = call noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %8) #11, !dbg !369
  %10 = bitcast %struct.Widget* %3 to i32 (...)***, !dbg !369
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BNamed@@@" to i32 (...)**), i32 (...)*** %10, align 8, !dbg !369
  %11 = bitcast %struct.Widget* %3 to i8*, !dbg !369
  %12 = getelementptr inbounds i8, i8* %11, i64 16, !dbg !369
  %13 = bitcast i8* %12 to i32 (...)***, !dbg !369
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BCounted@@@" to i32 (...)**), i32 (...)*** %13, align 8, !dbg !369
  ret %struct.Widget* %3, !dbg !369
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Diamond* @"??0Diamond@@QEAA@XZ"(%struct.Diamond* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !370 {
  %3 = alloca %struct.Diamond*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !375, metadata !DIExpression()), !dbg !376
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %5, metadata !377, metadata !DIExpression()), !dbg !376
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  store %struct.Diamond* %6, %struct.Diamond** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !379
  br i1 %8, label %9, label %19, !dbg !379

9:                                                ; preds = %2
  %10 = bitcast %struct.Diamond* %6 to i8*, !dbg !379
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !379
  %12 = bitcast i8* %11 to i32**, !dbg !379
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i32 0, i32 0), i32** %12, align 8, !dbg !379
  %13 = getelementptr inbounds i8, i8* %10, i64 16, !dbg !379
  %14 = bitcast i8* %13 to i32**, !dbg !379
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i32 0, i32 0), i32** %14, align 8, !dbg !379
  %15 = bitcast %struct.Diamond* %6 to i8*, !dbg !379
  %16 = getelementptr inbounds i8, i8* %15, i64 40, !dbg !379
  %17 = bitcast i8* %16 to %struct.Base*, !dbg !379
  %18 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %17) #11, !dbg !379
  br label %19, !dbg !379

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.Diamond* %6 to %struct.Left*, !dbg !379
  %21 = call noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0) #11, !dbg !379
  %22 = bitcast %struct.Diamond* %6 to i8*, !dbg !379
  %23 = getelementptr inbounds i8, i8* %22, i64 16, !dbg !379
  %24 = bitcast i8* %23 to %struct.Right*, !dbg !379
  %25 = call noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %24, i32 noundef 0) #11, !dbg !379
  %26 = bitcast %struct.Diamond* %6 to i8*, !dbg !379
  %27 = getelementptr inbounds i8, i8* %26, i64 0, !dbg !379
  %28 = bitcast i8* %27 to i32**, !dbg !379
  %29 = load i32*, i32** %28, align 8, !dbg !379
  %30 = getelementptr inbounds i32, i32* %29, i32 1, !dbg !379
  %31 = load i32, i32* %30, align 4, !dbg !379
  %32 = sext i32 %31 to i64, !dbg !379
  %33 = add nsw i64 0, %32, !dbg !379
  %34 = bitcast %struct.Diamond* %6 to i8*, !dbg !379
  %35 = getelementptr inbounds i8, i8* %34, i64 %33, !dbg !379
  %36 = bitcast i8* %35 to i32 (...)***, !dbg !379
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %36, align 8, !dbg !379
  %37 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %6, i32 0, i32 2, !dbg !379
  store i32 4, i32* %37, align 8, !dbg !379
  %38 = load %struct.Diamond*, %struct.Diamond** %3, align 8, !dbg !379
  ret %struct.Diamond* %38, !dbg !379
}

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @"??A?$Array@H$07@@QEAAAEAHH@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !380 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Array*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !381, metadata !DIExpression()), !dbg !382
  store %struct.Array* %0, %struct.Array** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %4, metadata !383, metadata !DIExpression()), !dbg !385
  %5 = load %struct.Array*, %struct.Array** %4, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !382
  %7 = load i32, i32* %3, align 4, !dbg !382
  %8 = sext i32 %7 to i64, !dbg !382
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %8, !dbg !382
  ret i32* %9, !dbg !382
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #7 align 2 !dbg !386 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to i32*
  store i32* %9, i32** %8, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0* %4, metadata !392, metadata !DIExpression()), !dbg !393
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !394, metadata !DIExpression()), !dbg !393
  store %struct.Array* %0, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %6, metadata !395, metadata !DIExpression()), !dbg !397
  %10 = load %struct.Array*, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !398, metadata !DIExpression()), !dbg !400
  store i32 0, i32* %7, align 4, !dbg !400
  br label %11, !dbg !400

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %7, align 4, !dbg !400
  %13 = icmp slt i32 %12, 8, !dbg !400
  br i1 %13, label %14, label %25, !dbg !400

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !401
  %16 = load i32, i32* %7, align 4, !dbg !401
  %17 = sext i32 %16 to i64, !dbg !401
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !401
  %19 = load i32, i32* %18, align 4, !dbg !401
  %20 = load i32, i32* %5, align 4, !dbg !401
  %21 = call noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %20, i32 noundef %19), !dbg !401
  store i32 %21, i32* %5, align 4, !dbg !401
  br label %22, !dbg !401

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !401
  %24 = add nsw i32 %23, 1, !dbg !401
  store i32 %24, i32* %7, align 4, !dbg !401
  br label %11, !dbg !401, !llvm.loop !403

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !404
  ret i32 %26, !dbg !404
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(%struct.Array* noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #7 align 2 !dbg !405 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Array*, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  %9 = trunc i64 %2 to i32
  store i32 %9, i32* %8, align 4
  call void @llvm.dbg.declare(metadata %class.anon* %4, metadata !411, metadata !DIExpression()), !dbg !412
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !413, metadata !DIExpression()), !dbg !412
  store %struct.Array* %0, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %6, metadata !414, metadata !DIExpression()), !dbg !415
  %10 = load %struct.Array*, %struct.Array** %6, align 8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !416, metadata !DIExpression()), !dbg !418
  store i32 0, i32* %7, align 4, !dbg !418
  br label %11, !dbg !418

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %7, align 4, !dbg !418
  %13 = icmp slt i32 %12, 8, !dbg !418
  br i1 %13, label %14, label %25, !dbg !418

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, %struct.Array* %10, i32 0, i32 0, !dbg !419
  %16 = load i32, i32* %7, align 4, !dbg !419
  %17 = sext i32 %16 to i64, !dbg !419
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %17, !dbg !419
  %19 = load i32, i32* %18, align 4, !dbg !419
  %20 = load i32, i32* %5, align 4, !dbg !419
  %21 = call noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %20, i32 noundef %19), !dbg !419
  store i32 %21, i32* %5, align 4, !dbg !419
  br label %22, !dbg !419

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !419
  %24 = add nsw i32 %23, 1, !dbg !419
  store i32 %24, i32* %7, align 4, !dbg !419
  br label %11, !dbg !419, !llvm.loop !421

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4, !dbg !422
  ret i32 %26, !dbg !422
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !423 {
  %3 = alloca double, align 8
  %4 = alloca %class.anon.1*, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !434, metadata !DIExpression()), !dbg !435
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %4, metadata !436, metadata !DIExpression()), !dbg !438
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load double, double* %3, align 8, !dbg !435
  %7 = load double, double* %3, align 8, !dbg !435
  %8 = fadd double %6, %7, !dbg !435
  ret double %8, !dbg !435
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.1* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !439 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.1*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !447, metadata !DIExpression()), !dbg !448
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.1** %4, metadata !449, metadata !DIExpression()), !dbg !450
  %5 = load %class.anon.1*, %class.anon.1** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !448
  %7 = load i32, i32* %3, align 4, !dbg !448
  %8 = add nsw i32 %6, %7, !dbg !448
  ret i32 %8, !dbg !448
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !451 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !458, metadata !DIExpression()), !dbg !460
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret i32 (i32)* @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", !dbg !461
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat !dbg !462 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !467, metadata !DIExpression()), !dbg !468
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !469, metadata !DIExpression()), !dbg !468
  %5 = load double, double* %4, align 8, !dbg !468
  %6 = load double, double* %3, align 8, !dbg !468
  %7 = fcmp olt double %5, %6, !dbg !468
  br i1 %7, label %8, label %10, !dbg !468

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8, !dbg !468
  br label %12, !dbg !468

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8, !dbg !468
  br label %12, !dbg !468

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !468
  ret double %13, !dbg !468
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !470 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !474, metadata !DIExpression()), !dbg !475
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !476, metadata !DIExpression()), !dbg !475
  %5 = load i32, i32* %4, align 4, !dbg !475
  %6 = load i32, i32* %3, align 4, !dbg !475
  %7 = icmp slt i32 %5, %6, !dbg !475
  br i1 %7, label %8, label %10, !dbg !475

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !475
  br label %12, !dbg !475

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !475
  br label %12, !dbg !475

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !475
  ret i32 %13, !dbg !475
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@N@@SAPEBDXZ"() #0 comdat align 2 !dbg !477 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0), !dbg !483
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?get@?$TypeName@H@@SAPEBDXZ"() #0 comdat align 2 !dbg !484 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), !dbg !488
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef %0, i8 noundef %1, double noundef %2, i8* noundef %3) #0 comdat !dbg !489 {
  %5 = alloca i8*, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i8* %3, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !499, metadata !DIExpression()), !dbg !500
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !501, metadata !DIExpression()), !dbg !500
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata i8* %7, metadata !502, metadata !DIExpression()), !dbg !500
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !503, metadata !DIExpression()), !dbg !500
  ret i32 4, !dbg !500
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?counter@@YAHXZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !2 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !504
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !504
  %3 = icmp sgt i32 %1, %2, !dbg !504
  br i1 %3, label %4, label %12, !dbg !504, !prof !505

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11, !dbg !504
  %5 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !504
  %6 = icmp eq i32 %5, -1, !dbg !504
  br i1 %6, label %7, label %12, !dbg !504

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"()
          to label %9 unwind label %15, !dbg !504

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, %struct.Registry* %8, i32 0, i32 0, !dbg !504
  %11 = load i32, i32* %10, align 4, !dbg !504
  store i32 %11, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !504
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11, !dbg !504
  br label %12, !dbg !504

12:                                               ; preds = %9, %4, %0
  %13 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !506
  %14 = add nsw i32 %13, 1, !dbg !506
  store i32 %14, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !506
  ret i32 %14, !dbg !506

15:                                               ; preds = %7
  %16 = cleanuppad within none [], !dbg !504
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??counter@@YAHXZ@4HA") #11 [ "funclet"(token %16) ], !dbg !504
  cleanupret from %16 unwind to caller, !dbg !504
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Registry* @"?registry@@YAAEAURegistry@@XZ"() #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !507
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !507
  %3 = icmp sgt i32 %1, %2, !dbg !507
  br i1 %3, label %4, label %11, !dbg !507, !prof !505

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11, !dbg !507
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !507
  %6 = icmp eq i32 %5, -1, !dbg !507
  br i1 %6, label %7, label %11, !dbg !507

7:                                                ; preds = %4
  %8 = invoke noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12, !dbg !507

9:                                                ; preds = %7
  %10 = call i32 @atexit(void ()* @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #11, !dbg !507
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11, !dbg !507
  br label %11, !dbg !507

11:                                               ; preds = %9, %4, %0
  ret %struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A", !dbg !508

12:                                               ; preds = %7
  %13 = cleanuppad within none [], !dbg !507
  call void @_Init_thread_abort(i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #11 [ "funclet"(token %13) ], !dbg !507
  cleanupret from %13 unwind to caller, !dbg !507
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 comdat align 2 !dbg !509 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !511, metadata !DIExpression()), !dbg !512
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*, !dbg !513
  %5 = getelementptr i8, i8* %4, i64 40, !dbg !513
  %6 = bitcast i8* %5 to %struct.Diamond*, !dbg !513
  call void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %6) #11, !dbg !513
  %7 = bitcast %struct.Diamond* %3 to i8*, !dbg !513
  %8 = getelementptr inbounds i8, i8* %7, i64 40, !dbg !513
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !513
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !513
  ret void, !dbg !513
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Shape* @"??0Shape@@QEAA@XZ"(%struct.Shape* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !514 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !516, metadata !DIExpression()), !dbg !517
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !518
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !518
  ret %struct.Shape* %3, !dbg !518
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !519 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !523, metadata !DIExpression()), !dbg !524
  store %struct.Rect* %0, %struct.Rect** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %5, metadata !525, metadata !DIExpression()), !dbg !524
  %6 = load %struct.Rect*, %struct.Rect** %5, align 8
  %7 = bitcast %struct.Rect* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !526
  %9 = icmp eq i32 %8, 0, !dbg !526
  br i1 %9, label %12, label %10, !dbg !526

10:                                               ; preds = %2
  %11 = bitcast %struct.Rect* %6 to i8*, !dbg !526
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !526
  br label %12, !dbg !526

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !526
  ret i8* %13, !dbg !526
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !527 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !528, metadata !DIExpression()), !dbg !530
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1, !dbg !531
  %5 = load double, double* %4, align 8, !dbg !531
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2, !dbg !531
  %7 = load double, double* %6, align 8, !dbg !531
  %8 = fmul double %5, %7, !dbg !531
  ret double %8, !dbg !531
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !532 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !533, metadata !DIExpression()), !dbg !534
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), !dbg !535
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !536 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !537, metadata !DIExpression()), !dbg !538
  store %struct.Shape* %0, %struct.Shape** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %5, metadata !539, metadata !DIExpression()), !dbg !538
  %6 = load %struct.Shape*, %struct.Shape** %5, align 8
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #13, !dbg !540
  unreachable, !dbg !540
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !541 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !542, metadata !DIExpression()), !dbg !544
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0), !dbg !545
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !546 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Rect** %2, metadata !547, metadata !DIExpression()), !dbg !548
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to %struct.Shape*, !dbg !549
  call void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #11, !dbg !549
  ret void, !dbg !551
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Shape@@UEAA@XZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !552 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !553, metadata !DIExpression()), !dbg !554
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void, !dbg !555
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !556 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !560, metadata !DIExpression()), !dbg !561
  store %struct.Square* %0, %struct.Square** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %5, metadata !562, metadata !DIExpression()), !dbg !561
  %6 = load %struct.Square*, %struct.Square** %5, align 8
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !563
  %9 = icmp eq i32 %8, 0, !dbg !563
  br i1 %9, label %12, label %10, !dbg !563

10:                                               ; preds = %2
  %11 = bitcast %struct.Square* %6 to i8*, !dbg !563
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !563
  br label %12, !dbg !563

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !563
  ret i8* %13, !dbg !563
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !564 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !565, metadata !DIExpression()), !dbg !567
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), !dbg !568
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Square@@UEAA@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !569 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !570, metadata !DIExpression()), !dbg !571
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*, !dbg !572
  call void @"??1Rect@@UEAA@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !572
  ret void, !dbg !574
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Named* @"??0Named@@QEAA@XZ"(%struct.Named* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !575 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !580, metadata !DIExpression()), !dbg !581
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***, !dbg !582
  store i32 (...)** bitcast (i8** @"??_7Named@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !582
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1, !dbg !582
  store i32 5, i32* %5, align 8, !dbg !582
  ret %struct.Named* %3, !dbg !582
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Counted* @"??0Counted@@QEAA@XZ"(%struct.Counted* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !583 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !585, metadata !DIExpression()), !dbg !586
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***, !dbg !587
  store i32 (...)** bitcast (i8** @"??_7Counted@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !587
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !587
  store i32 0, i32* %5, align 8, !dbg !587
  ret %struct.Counted* %3, !dbg !587
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !588 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %2, metadata !589, metadata !DIExpression()), !dbg !591
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), !dbg !592
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !593 {
  %2 = alloca %struct.Widget*, align 8
  %3 = alloca %struct.Widget*, align 8
  %4 = bitcast i8* %0 to %struct.Widget*
  store %struct.Widget* %4, %struct.Widget** %2, align 8
  %5 = load %struct.Widget*, %struct.Widget** %2, align 8
  store %struct.Widget* %5, %struct.Widget** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Widget** %3, metadata !594, metadata !DIExpression()), !dbg !595
  %6 = load %struct.Widget*, %struct.Widget** %3, align 8
  %7 = bitcast %struct.Widget* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Widget*
  %10 = bitcast %struct.Widget* %9 to i8*, !dbg !596
  %11 = getelementptr inbounds i8, i8* %10, i64 16, !dbg !596
  %12 = bitcast i8* %11 to %struct.Counted*, !dbg !596
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1, !dbg !596
  %14 = load i32, i32* %13, align 8, !dbg !596
  %15 = add nsw i32 %14, 10, !dbg !596
  store i32 %15, i32* %13, align 8, !dbg !596
  ret void, !dbg !596
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !597 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Named** %2, metadata !598, metadata !DIExpression()), !dbg !600
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0), !dbg !601
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !602 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counted** %2, metadata !603, metadata !DIExpression()), !dbg !604
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1, !dbg !605
  %5 = load i32, i32* %4, align 8, !dbg !605
  %6 = add nsw i32 %5, 1, !dbg !605
  store i32 %6, i32* %4, align 8, !dbg !605
  ret void, !dbg !605
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !606 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !608, metadata !DIExpression()), !dbg !609
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***, !dbg !610
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !dbg !610
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !610
  store i32 1, i32* %5, align 8, !dbg !610
  ret %struct.Base* %3, !dbg !610
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Left* @"??0Left@@QEAA@XZ"(%struct.Left* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !611 {
  %3 = alloca %struct.Left*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !616, metadata !DIExpression()), !dbg !617
  store %struct.Left* %0, %struct.Left** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %5, metadata !618, metadata !DIExpression()), !dbg !617
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  store %struct.Left* %6, %struct.Left** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !619
  br i1 %8, label %9, label %17, !dbg !619

9:                                                ; preds = %2
  %10 = bitcast %struct.Left* %6 to i8*, !dbg !619
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !619
  %12 = bitcast i8* %11 to i32**, !dbg !619
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Left@@7B@", i32 0, i32 0), i32** %12, align 8, !dbg !619
  %13 = bitcast %struct.Left* %6 to i8*, !dbg !619
  %14 = getelementptr inbounds i8, i8* %13, i64 16, !dbg !619
  %15 = bitcast i8* %14 to %struct.Base*, !dbg !619
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #11, !dbg !619
  br label %17, !dbg !619

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Left* %6 to i8*, !dbg !619
  %19 = getelementptr inbounds i8, i8* %18, i64 0, !dbg !619
  %20 = bitcast i8* %19 to i32**, !dbg !619
  %21 = load i32*, i32** %20, align 8, !dbg !619
  %22 = getelementptr inbounds i32, i32* %21, i32 1, !dbg !619
  %23 = load i32, i32* %22, align 4, !dbg !619
  %24 = sext i32 %23 to i64, !dbg !619
  %25 = add nsw i64 0, %24, !dbg !619
  %26 = bitcast %struct.Left* %6 to i8*, !dbg !619
  %27 = getelementptr inbounds i8, i8* %26, i64 %25, !dbg !619
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !619
  store i32 (...)** bitcast (i8** @"??_7Left@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !dbg !619
  %29 = getelementptr inbounds %struct.Left, %struct.Left* %6, i32 0, i32 1, !dbg !619
  store i32 2, i32* %29, align 8, !dbg !619
  %30 = load %struct.Left*, %struct.Left** %3, align 8, !dbg !619
  ret %struct.Left* %30, !dbg !619
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Right* @"??0Right@@QEAA@XZ"(%struct.Right* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !620 {
  %3 = alloca %struct.Right*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !625, metadata !DIExpression()), !dbg !626
  store %struct.Right* %0, %struct.Right** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %5, metadata !627, metadata !DIExpression()), !dbg !626
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  store %struct.Right* %6, %struct.Right** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !628
  br i1 %8, label %9, label %17, !dbg !628

9:                                                ; preds = %2
  %10 = bitcast %struct.Right* %6 to i8*, !dbg !628
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !628
  %12 = bitcast i8* %11 to i32**, !dbg !628
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Right@@7B@", i32 0, i32 0), i32** %12, align 8, !dbg !628
  %13 = bitcast %struct.Right* %6 to i8*, !dbg !628
  %14 = getelementptr inbounds i8, i8* %13, i64 16, !dbg !628
  %15 = bitcast i8* %14 to %struct.Base*, !dbg !628
  %16 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %15) #11, !dbg !628
  br label %17, !dbg !628

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.Right* %6 to i8*, !dbg !628
  %19 = getelementptr inbounds i8, i8* %18, i64 0, !dbg !628
  %20 = bitcast i8* %19 to i32**, !dbg !628
  %21 = load i32*, i32** %20, align 8, !dbg !628
  %22 = getelementptr inbounds i32, i32* %21, i32 1, !dbg !628
  %23 = load i32, i32* %22, align 4, !dbg !628
  %24 = sext i32 %23 to i64, !dbg !628
  %25 = add nsw i64 0, %24, !dbg !628
  %26 = bitcast %struct.Right* %6 to i8*, !dbg !628
  %27 = getelementptr inbounds i8, i8* %26, i64 %25, !dbg !628
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !628
  store i32 (...)** bitcast (i8** @"??_7Right@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !dbg !628
  %29 = getelementptr inbounds %struct.Right, %struct.Right* %6, i32 0, i32 1, !dbg !628
  store i32 3, i32* %29, align 8, !dbg !628
  %30 = load %struct.Right*, %struct.Right** %3, align 8, !dbg !628
  ret %struct.Right* %30, !dbg !628
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !629 {
  %2 = alloca %struct.Diamond*, align 8
  %3 = alloca %struct.Diamond*, align 8
  %4 = bitcast i8* %0 to %struct.Diamond*
  store %struct.Diamond* %4, %struct.Diamond** %2, align 8
  %5 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  store %struct.Diamond* %5, %struct.Diamond** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %3, metadata !630, metadata !DIExpression()), !dbg !632
  %6 = load %struct.Diamond*, %struct.Diamond** %3, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*, !dbg !633
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !633
  %12 = bitcast i8* %11 to i32**, !dbg !633
  %13 = load i32*, i32** %12, align 8, !dbg !633
  %14 = getelementptr inbounds i32, i32* %13, i32 1, !dbg !633
  %15 = load i32, i32* %14, align 4, !dbg !633
  %16 = sext i32 %15 to i64, !dbg !633
  %17 = add nsw i64 0, %16, !dbg !633
  %18 = bitcast %struct.Diamond* %9 to i8*, !dbg !633
  %19 = getelementptr inbounds i8, i8* %18, i64 %17, !dbg !633
  %20 = bitcast i8* %19 to %struct.Base*, !dbg !633
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1, !dbg !633
  %22 = load i32, i32* %21, align 8, !dbg !633
  %23 = bitcast %struct.Diamond* %9 to %struct.Left*, !dbg !633
  %24 = getelementptr inbounds %struct.Left, %struct.Left* %23, i32 0, i32 1, !dbg !633
  %25 = load i32, i32* %24, align 8, !dbg !633
  %26 = add nsw i32 %22, %25, !dbg !633
  %27 = bitcast %struct.Diamond* %9 to i8*, !dbg !633
  %28 = getelementptr inbounds i8, i8* %27, i64 16, !dbg !633
  %29 = bitcast i8* %28 to %struct.Right*, !dbg !633
  %30 = getelementptr inbounds %struct.Right, %struct.Right* %29, i32 0, i32 1, !dbg !633
  %31 = load i32, i32* %30, align 8, !dbg !633
  %32 = add nsw i32 %26, %31, !dbg !633
  %33 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %9, i32 0, i32 2, !dbg !633
  %34 = load i32, i32* %33, align 8, !dbg !633
  %35 = add nsw i32 %32, %34, !dbg !633
  ret i32 %35, !dbg !633
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !634 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Diamond*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !635, metadata !DIExpression()), !dbg !636
  store %struct.Diamond* %0, %struct.Diamond** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %5, metadata !637, metadata !DIExpression()), !dbg !636
  %6 = load %struct.Diamond*, %struct.Diamond** %5, align 8
  %7 = bitcast %struct.Diamond* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -40
  %9 = bitcast i8* %8 to %struct.Diamond*
  %10 = bitcast %struct.Diamond* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DDiamond@@QEAAXXZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %9) #11, !dbg !638
  %12 = icmp eq i32 %11, 0, !dbg !638
  br i1 %12, label %15, label %13, !dbg !638

13:                                               ; preds = %2
  %14 = bitcast %struct.Diamond* %9 to i8*, !dbg !638
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !638
  br label %15, !dbg !638

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !638
  ret i8* %16, !dbg !638
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !639 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !640, metadata !DIExpression()), !dbg !642
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1, !dbg !643
  %5 = load i32, i32* %4, align 8, !dbg !643
  ret i32 %5, !dbg !643
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !644 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !645, metadata !DIExpression()), !dbg !646
  store %struct.Base* %0, %struct.Base** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %5, metadata !647, metadata !DIExpression()), !dbg !646
  %6 = load %struct.Base*, %struct.Base** %5, align 8
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !648
  %9 = icmp eq i32 %8, 0, !dbg !648
  br i1 %9, label %12, label %10, !dbg !648

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*, !dbg !648
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #15, !dbg !648
  br label %12, !dbg !648

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8, !dbg !648
  ret i8* %13, !dbg !648
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !649 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Base** %2, metadata !650, metadata !DIExpression()), !dbg !651
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret void, !dbg !652
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #0 comdat align 2 !dbg !653 {
  %2 = alloca %struct.Left*, align 8
  %3 = alloca %struct.Left*, align 8
  %4 = bitcast i8* %0 to %struct.Left*
  store %struct.Left* %4, %struct.Left** %2, align 8
  %5 = load %struct.Left*, %struct.Left** %2, align 8
  store %struct.Left* %5, %struct.Left** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %3, metadata !654, metadata !DIExpression()), !dbg !656
  %6 = load %struct.Left*, %struct.Left** %3, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*, !dbg !657
  %11 = getelementptr inbounds i8, i8* %10, i64 0, !dbg !657
  %12 = bitcast i8* %11 to i32**, !dbg !657
  %13 = load i32*, i32** %12, align 8, !dbg !657
  %14 = getelementptr inbounds i32, i32* %13, i32 1, !dbg !657
  %15 = load i32, i32* %14, align 4, !dbg !657
  %16 = sext i32 %15 to i64, !dbg !657
  %17 = add nsw i64 0, %16, !dbg !657
  %18 = bitcast %struct.Left* %9 to i8*, !dbg !657
  %19 = getelementptr inbounds i8, i8* %18, i64 %17, !dbg !657
  %20 = bitcast i8* %19 to %struct.Base*, !dbg !657
  %21 = getelementptr inbounds %struct.Base, %struct.Base* %20, i32 0, i32 1, !dbg !657
  %22 = load i32, i32* %21, align 8, !dbg !657
  %23 = getelementptr inbounds %struct.Left, %struct.Left* %9, i32 0, i32 1, !dbg !657
  %24 = load i32, i32* %23, align 8, !dbg !657
  %25 = add nsw i32 %22, %24, !dbg !657
  ret i32 %25, !dbg !657
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !658 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !660, metadata !DIExpression()), !dbg !661
  store %struct.Left* %0, %struct.Left** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %5, metadata !662, metadata !DIExpression()), !dbg !661
  %6 = load %struct.Left*, %struct.Left** %5, align 8
  %7 = bitcast %struct.Left* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Left*
  %10 = bitcast %struct.Left* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !663
  %12 = icmp eq i32 %11, 0, !dbg !663
  br i1 %12, label %15, label %13, !dbg !663

13:                                               ; preds = %2
  %14 = bitcast %struct.Left* %9 to i8*, !dbg !663
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !663
  br label %15, !dbg !663

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !663
  ret i8* %16, !dbg !663
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DLeft@@QEAAXXZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !664 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !665, metadata !DIExpression()), !dbg !666
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*, !dbg !667
  %5 = getelementptr i8, i8* %4, i64 16, !dbg !667
  %6 = bitcast i8* %5 to %struct.Left*, !dbg !667
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !667
  %7 = bitcast %struct.Left* %3 to i8*, !dbg !667
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !667
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !667
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !667
  ret void, !dbg !667
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !668 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Left** %2, metadata !669, metadata !DIExpression()), !dbg !670
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Left*
  ret void, !dbg !671
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !672 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !674, metadata !DIExpression()), !dbg !675
  store %struct.Right* %0, %struct.Right** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %5, metadata !676, metadata !DIExpression()), !dbg !675
  %6 = load %struct.Right*, %struct.Right** %5, align 8
  %7 = bitcast %struct.Right* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.Right*
  %10 = bitcast %struct.Right* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !677
  %12 = icmp eq i32 %11, 0, !dbg !677
  br i1 %12, label %15, label %13, !dbg !677

13:                                               ; preds = %2
  %14 = bitcast %struct.Right* %9 to i8*, !dbg !677
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #15, !dbg !677
  br label %15, !dbg !677

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8, !dbg !677
  ret i8* %16, !dbg !677
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DRight@@QEAAXXZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !678 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !679, metadata !DIExpression()), !dbg !680
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*, !dbg !681
  %5 = getelementptr i8, i8* %4, i64 16, !dbg !681
  %6 = bitcast i8* %5 to %struct.Right*, !dbg !681
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %6) #11, !dbg !681
  %7 = bitcast %struct.Right* %3 to i8*, !dbg !681
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !681
  %9 = bitcast i8* %8 to %struct.Base*, !dbg !681
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %9) #11, !dbg !681
  ret void, !dbg !681
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !682 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Right** %2, metadata !683, metadata !DIExpression()), !dbg !684
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -16
  %6 = bitcast i8* %5 to %struct.Right*
  ret void, !dbg !685
}

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #10 align 2 !dbg !686 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !688, metadata !DIExpression()), !dbg !689
  %3 = load i32, i32* %2, align 4, !dbg !690
  %4 = call noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3), !dbg !690
  ret i32 %4, !dbg !690
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !691 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon.2*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !697, metadata !DIExpression()), !dbg !698
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !699, metadata !DIExpression()), !dbg !700
  %5 = load %class.anon.2*, %class.anon.2** %4, align 8
  %6 = load i32, i32* %3, align 4, !dbg !698
  %7 = mul nsw i32 %6, 3, !dbg !698
  ret i32 %7, !dbg !698
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) #11

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) #11

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) #11

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Registry* @"??0Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat align 2 !dbg !701 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !702, metadata !DIExpression()), !dbg !704
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  %4 = getelementptr inbounds %struct.Registry, %struct.Registry* %3, i32 0, i32 0, !dbg !705
  store i32 3, i32* %4, align 4, !dbg !705
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@", i64 0, i64 0)), !dbg !706
  ret %struct.Registry* %3, !dbg !705
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Registry@@QEAA@XZ"(%struct.Registry* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !708 {
  %2 = alloca %struct.Registry*, align 8
  store %struct.Registry* %0, %struct.Registry** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Registry** %2, metadata !709, metadata !DIExpression()), !dbg !710
  %3 = load %struct.Registry*, %struct.Registry** %2, align 8
  ret void, !dbg !711
}

; Function Attrs: noinline uwtable
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #12 !dbg !712 {
  call void @"??1Registry@@QEAA@XZ"(%struct.Registry* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A"), !dbg !715
  ret void, !dbg !715
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Diamond@@UEAA@XZ"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 comdat align 2 !dbg !716 {
  %2 = alloca %struct.Diamond*, align 8
  store %struct.Diamond* %0, %struct.Diamond** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Diamond** %2, metadata !717, metadata !DIExpression()), !dbg !718
  %3 = load %struct.Diamond*, %struct.Diamond** %2, align 8
  %4 = bitcast %struct.Diamond* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -40
  %6 = bitcast i8* %5 to %struct.Diamond*
  %7 = bitcast %struct.Diamond* %6 to i8*, !dbg !719
  %8 = getelementptr inbounds i8, i8* %7, i64 16, !dbg !719
  %9 = bitcast i8* %8 to %struct.Right*, !dbg !719
  %10 = bitcast %struct.Right* %9 to i8*, !dbg !719
  %11 = getelementptr i8, i8* %10, i64 16, !dbg !719
  %12 = bitcast i8* %11 to %struct.Right*, !dbg !719
  call void @"??1Right@@UEAA@XZ"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %12) #11, !dbg !719
  %13 = bitcast %struct.Diamond* %6 to %struct.Left*, !dbg !719
  %14 = bitcast %struct.Left* %13 to i8*, !dbg !719
  %15 = getelementptr i8, i8* %14, i64 16, !dbg !719
  %16 = bitcast i8* %15 to %struct.Left*, !dbg !719
  call void @"??1Left@@UEAA@XZ"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %16) #11, !dbg !719
  ret void, !dbg !721
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !722 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !730, metadata !DIExpression()), !dbg !731
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !732, metadata !DIExpression()), !dbg !731
  store %class.anon* %0, %class.anon** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %6, metadata !733, metadata !DIExpression()), !dbg !735
  %7 = load %class.anon*, %class.anon** %6, align 8
  %8 = load i32, i32* %5, align 4, !dbg !731
  %9 = load i32, i32* %4, align 4, !dbg !731
  %10 = add nsw i32 %8, %9, !dbg !731
  %11 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !731
  %12 = load i32, i32* %11, align 4, !dbg !731
  %13 = add nsw i32 %10, %12, !dbg !731
  ret i32 %13, !dbg !731
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(%class.anon.0* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !736 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.anon.0*, align 8
  store i32 %2, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !743, metadata !DIExpression()), !dbg !744
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !745, metadata !DIExpression()), !dbg !744
  store %class.anon.0* %0, %class.anon.0** %6, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %6, metadata !746, metadata !DIExpression()), !dbg !748
  %7 = load %class.anon.0*, %class.anon.0** %6, align 8
  %8 = getelementptr inbounds %class.anon.0, %class.anon.0* %7, i32 0, i32 0, !dbg !744
  %9 = load i32*, i32** %8, align 8, !dbg !744
  %10 = load i32, i32* %9, align 4, !dbg !744
  %11 = add nsw i32 %10, 1, !dbg !744
  store i32 %11, i32* %9, align 4, !dbg !744
  %12 = load i32, i32* %4, align 4, !dbg !744
  %13 = icmp ne i32 %12, 0, !dbg !744
  br i1 %13, label %14, label %19, !dbg !744

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4, !dbg !744
  %16 = mul nsw i32 %15, 1, !dbg !744
  %17 = load i32, i32* %4, align 4, !dbg !744
  %18 = add nsw i32 %16, %17, !dbg !744
  br label %21, !dbg !744

19:                                               ; preds = %3
  %20 = load i32, i32* %5, align 4, !dbg !744
  br label %21, !dbg !744

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !744
  ret i32 %22, !dbg !744
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { nounwind }
attributes #12 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!152, !153, !154, !155, !156, !157, !158, !159, !160}
!llvm.ident = !{!161}

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
!155 = !{i32 1, !"branch-target-enforcement", i32 0}
!156 = !{i32 1, !"sign-return-address", i32 0}
!157 = !{i32 1, !"sign-return-address-all", i32 0}
!158 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!159 = !{i32 7, !"PIC Level", i32 2}
!160 = !{i32 7, !"uwtable", i32 1}
!161 = !{!"Debian clang version 14.0.6"}
!162 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !3, file: !3, line: 53, type: !163, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !165, retainedNodes: !151)
!163 = !DISubroutineType(types: !164)
!164 = !{!56, !56, !56}
!165 = !{!166}
!166 = !DITemplateTypeParameter(name: "T", type: !56)
!167 = !DILocalVariable(arg: 2, scope: !162, file: !3, line: 53, type: !56)
!168 = !DILocation(line: 53, scope: !162)
!169 = !DILocalVariable(name: "a", arg: 1, scope: !162, file: !3, line: 53, type: !56)
!170 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !3, file: !3, line: 65, type: !171, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!171 = !DISubroutineType(types: !172)
!172 = !{!173, !6}
!173 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !174, identifier: ".?AUBig@@")
!174 = !{!175, !177, !178, !179, !180}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !173, file: !3, line: 62, baseType: !176, size: 64)
!176 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !173, file: !3, line: 62, baseType: !176, size: 64, offset: 64)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !173, file: !3, line: 62, baseType: !176, size: 64, offset: 128)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !173, file: !3, line: 62, baseType: !176, size: 64, offset: 192)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !173, file: !3, line: 62, baseType: !181, size: 104, offset: 256)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 13)
!184 = !DILocalVariable(name: "seed", arg: 1, scope: !170, file: !3, line: 65, type: !6)
!185 = !DILocation(line: 65, scope: !170)
!186 = !DILocalVariable(name: "r", scope: !170, file: !3, line: 66, type: !173)
!187 = !DILocation(line: 66, scope: !170)
!188 = !DILocation(line: 67, scope: !170)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 68, type: !6)
!190 = distinct !DILexicalBlock(scope: !170, file: !3, line: 68)
!191 = !DILocation(line: 68, scope: !190)
!192 = !DILocation(line: 68, scope: !193)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 68)
!194 = distinct !{!194, !191, !191, !195}
!195 = !{!"llvm.loop.mustprogress"}
!196 = !DILocation(line: 69, scope: !170)
!197 = !DILocation(line: 70, scope: !170)
!198 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !3, file: !3, line: 72, type: !199, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!199 = !DISubroutineType(types: !200)
!200 = !{!176, !173}
!201 = !DILocalVariable(name: "b", arg: 1, scope: !198, file: !3, line: 72, type: !173)
!202 = !DILocation(line: 72, scope: !198)
!203 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !3, file: !3, line: 73, type: !204, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!204 = !DISubroutineType(types: !205)
!205 = !{!31, !31}
!206 = !DILocalVariable(name: "p", arg: 1, scope: !203, file: !3, line: 73, type: !31)
!207 = !DILocation(line: 73, scope: !203)
!208 = !DILocalVariable(name: "q", scope: !203, file: !3, line: 73, type: !31)
!209 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 91, type: !210, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!210 = !DISubroutineType(types: !211)
!211 = !{!212, !213}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!213 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!214 = !DILocalVariable(name: "n", arg: 1, scope: !209, file: !3, line: 91, type: !213)
!215 = !DILocation(line: 91, scope: !209)
!216 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 92, type: !217, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !212}
!219 = !DILocalVariable(name: "p", arg: 1, scope: !216, file: !3, line: 92, type: !212)
!220 = !DILocation(line: 92, scope: !216)
!221 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !3, file: !3, line: 93, type: !222, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !212, !213}
!224 = !DILocalVariable(arg: 2, scope: !221, file: !3, line: 93, type: !213)
!225 = !DILocation(line: 93, scope: !221)
!226 = !DILocalVariable(name: "p", arg: 1, scope: !221, file: !3, line: 93, type: !212)
!227 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !151)
!228 = !DILocalVariable(name: "shapes", scope: !227, file: !3, line: 96, type: !229)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 192, elements: !231)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!231 = !{!232}
!232 = !DISubrange(count: 3)
!233 = !DILocation(line: 96, scope: !227)
!234 = !DILocalVariable(name: "total", scope: !227, file: !3, line: 97, type: !50)
!235 = !DILocation(line: 97, scope: !227)
!236 = !DILocalVariable(name: "__range1", scope: !237, type: !238, flags: DIFlagArtificial)
!237 = distinct !DILexicalBlock(scope: !227, file: !3, line: 98)
!238 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !229, size: 64)
!239 = !DILocation(line: 0, scope: !237)
!240 = !DILocation(line: 98, scope: !237)
!241 = !DILocalVariable(name: "__begin1", scope: !237, type: !242, flags: DIFlagArtificial)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!243 = !DILocalVariable(name: "__end1", scope: !237, type: !242, flags: DIFlagArtificial)
!244 = !DILocalVariable(name: "s", scope: !245, file: !3, line: 98, type: !230)
!245 = distinct !DILexicalBlock(scope: !237, file: !3, line: 98)
!246 = !DILocation(line: 98, scope: !245)
!247 = !DILocation(line: 99, scope: !248)
!248 = distinct !DILexicalBlock(scope: !245, file: !3, line: 98)
!249 = !DILocation(line: 100, scope: !248)
!250 = distinct !{!250, !240, !251}
!251 = !DILocation(line: 101, scope: !237)
!252 = !DILocalVariable(name: "__range1", scope: !253, type: !238, flags: DIFlagArtificial)
!253 = distinct !DILexicalBlock(scope: !227, file: !3, line: 102)
!254 = !DILocation(line: 0, scope: !253)
!255 = !DILocation(line: 102, scope: !253)
!256 = !DILocalVariable(name: "__begin1", scope: !253, type: !242, flags: DIFlagArtificial)
!257 = !DILocalVariable(name: "__end1", scope: !253, type: !242, flags: DIFlagArtificial)
!258 = !DILocalVariable(name: "s", scope: !259, file: !3, line: 102, type: !230)
!259 = distinct !DILexicalBlock(scope: !253, file: !3, line: 102)
!260 = !DILocation(line: 102, scope: !259)
!261 = distinct !{!261, !255, !255}
!262 = !DILocation(line: 103, scope: !227)
!263 = !DILocalVariable(name: "w", scope: !227, file: !3, line: 105, type: !84)
!264 = !DILocation(line: 105, scope: !227)
!265 = !DILocalVariable(name: "c", scope: !227, file: !3, line: 106, type: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!267 = !DILocation(line: 106, scope: !227)
!268 = !DILocalVariable(name: "n", scope: !227, file: !3, line: 107, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!270 = !DILocation(line: 107, scope: !227)
!271 = !DILocation(line: 108, scope: !227)
!272 = !DILocation(line: 109, scope: !227)
!273 = !DILocalVariable(name: "d", scope: !227, file: !3, line: 111, type: !116)
!274 = !DILocation(line: 111, scope: !227)
!275 = !DILocalVariable(name: "bp", scope: !227, file: !3, line: 112, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!277 = !DILocation(line: 112, scope: !227)
!278 = !DILocalVariable(name: "lp", scope: !227, file: !3, line: 113, type: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!280 = !DILocation(line: 113, scope: !227)
!281 = !DILocation(line: 114, scope: !227)
!282 = !DILocation(line: 115, scope: !227)
!283 = !DILocalVariable(name: "arr", scope: !227, file: !3, line: 117, type: !284)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !285, templateParams: !302, identifier: ".?AU?$Array@H$07@@")
!285 = !{!286, !290, !295}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !284, file: !3, line: 43, baseType: !287, size: 256)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 8)
!290 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !284, file: !3, line: 44, type: !291, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!291 = !DISubroutineType(types: !292)
!292 = !{!293, !294, !6}
!293 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!295 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !284, file: !3, line: 45, type: !296, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !300, !6}
!298 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !284)
!302 = !{!303, !304}
!303 = !DITemplateTypeParameter(name: "T", type: !6)
!304 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!305 = !DILocation(line: 117, scope: !227)
!306 = !DILocalVariable(name: "i", scope: !307, file: !3, line: 118, type: !6)
!307 = distinct !DILexicalBlock(scope: !227, file: !3, line: 118)
!308 = !DILocation(line: 118, scope: !307)
!309 = !DILocation(line: 118, scope: !310)
!310 = distinct !DILexicalBlock(scope: !307, file: !3, line: 118)
!311 = distinct !{!311, !308, !308, !195}
!312 = !DILocalVariable(name: "bias", scope: !227, file: !3, line: 119, type: !6)
!313 = !DILocation(line: 119, scope: !227)
!314 = !DILocalVariable(name: "add", scope: !227, file: !3, line: 120, type: !315)
!315 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !316, identifier: ".?AV<lambda_1>@?0??main@@9@")
!316 = !{!317}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !315, file: !3, line: 120, baseType: !6, size: 32)
!318 = !DILocation(line: 120, scope: !227)
!319 = !DILocalVariable(name: "prod_count", scope: !227, file: !3, line: 121, type: !6)
!320 = !DILocation(line: 121, scope: !227)
!321 = !DILocalVariable(name: "mul", scope: !227, file: !3, line: 122, type: !322)
!322 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !323, identifier: ".?AV<lambda_2>@?0??main@@9@")
!323 = !{!324}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !322, file: !3, line: 122, baseType: !293, size: 64)
!325 = !DILocation(line: 122, scope: !227)
!326 = !DILocation(line: 123, scope: !227)
!327 = !DILocalVariable(name: "gen", scope: !227, file: !3, line: 124, type: !328)
!328 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_0>@?0??main@@9@")
!329 = !DILocation(line: 124, scope: !227)
!330 = !DILocation(line: 125, scope: !227)
!331 = !DILocalVariable(name: "fp", scope: !227, file: !3, line: 126, type: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DISubroutineType(types: !334)
!334 = !{!6, !6}
!335 = !DILocation(line: 126, scope: !227)
!336 = !DILocation(line: 127, scope: !227)
!337 = !DILocation(line: 129, scope: !227)
!338 = !DILocation(line: 130, scope: !227)
!339 = !DILocalVariable(name: "b", scope: !227, file: !3, line: 132, type: !173)
!340 = !DILocation(line: 132, scope: !227)
!341 = !DILocation(line: 133, scope: !227)
!342 = !DILocalVariable(name: "p", scope: !227, file: !3, line: 134, type: !31)
!343 = !DILocation(line: 134, scope: !227)
!344 = !DILocation(line: 135, scope: !227)
!345 = !DILocalVariable(name: "a1", scope: !227, file: !3, line: 137, type: !6)
!346 = !DILocation(line: 137, scope: !227)
!347 = !DILocalVariable(name: "a2", scope: !227, file: !3, line: 137, type: !6)
!348 = !DILocation(line: 138, scope: !227)
!349 = !DILocation(line: 139, scope: !227)
!350 = !DILocation(line: 140, scope: !227)
!351 = distinct !DISubprogram(name: "Rect", linkageName: "??0Rect@@QEAA@NN@Z", scope: !35, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !60, retainedNodes: !151)
!352 = !DILocalVariable(name: "b", arg: 3, scope: !351, file: !3, line: 17, type: !50)
!353 = !DILocation(line: 17, scope: !351)
!354 = !DILocalVariable(name: "a", arg: 2, scope: !351, file: !3, line: 17, type: !50)
!355 = !DILocalVariable(name: "this", arg: 1, scope: !351, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!357 = !DILocation(line: 0, scope: !351)
!358 = distinct !DISubprogram(name: "Square", linkageName: "??0Square@@QEAA@N@Z", scope: !72, file: !3, line: 23, type: !76, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !75, retainedNodes: !151)
!359 = !DILocalVariable(name: "s", arg: 2, scope: !358, file: !3, line: 23, type: !50)
!360 = !DILocation(line: 23, scope: !358)
!361 = !DILocalVariable(name: "this", arg: 1, scope: !358, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!363 = !DILocation(line: 0, scope: !358)
!364 = distinct !DISubprogram(name: "Widget", linkageName: "??0Widget@@QEAA@XZ", scope: !84, file: !3, line: 30, type: !113, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !365, retainedNodes: !151)
!365 = !DISubprogram(name: "Widget", scope: !84, type: !113, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!366 = !DILocalVariable(name: "this", arg: 1, scope: !364, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!368 = !DILocation(line: 0, scope: !364)
!369 = !DILocation(line: 30, scope: !364)
!370 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !116, file: !3, line: 38, type: !371, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !374, retainedNodes: !151)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !373}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!374 = !DISubprogram(name: "Diamond", scope: !116, type: !371, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!375 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !370, type: !6, flags: DIFlagArtificial)
!376 = !DILocation(line: 0, scope: !370)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !370, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!379 = !DILocation(line: 38, scope: !370)
!380 = distinct !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !284, file: !3, line: 44, type: !291, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !290, retainedNodes: !151)
!381 = !DILocalVariable(name: "i", arg: 2, scope: !380, file: !3, line: 44, type: !6)
!382 = !DILocation(line: 44, scope: !380)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64)
!385 = !DILocation(line: 0, scope: !380)
!386 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !284, file: !3, line: 46, type: !387, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !390, declaration: !389, retainedNodes: !151)
!387 = !DISubroutineType(types: !388)
!388 = !{!6, !300, !6, !322}
!389 = !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !284, file: !3, line: 46, type: !387, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !390)
!390 = !{!391}
!391 = !DITemplateTypeParameter(name: "F", type: !322)
!392 = !DILocalVariable(name: "f", arg: 3, scope: !386, file: !3, line: 46, type: !322)
!393 = !DILocation(line: 46, scope: !386)
!394 = !DILocalVariable(name: "init", arg: 2, scope: !386, file: !3, line: 46, type: !6)
!395 = !DILocalVariable(name: "this", arg: 1, scope: !386, type: !396, flags: DIFlagArtificial | DIFlagObjectPointer)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!397 = !DILocation(line: 0, scope: !386)
!398 = !DILocalVariable(name: "i", scope: !399, file: !3, line: 47, type: !6)
!399 = distinct !DILexicalBlock(scope: !386, file: !3, line: 47)
!400 = !DILocation(line: 47, scope: !399)
!401 = !DILocation(line: 47, scope: !402)
!402 = distinct !DILexicalBlock(scope: !399, file: !3, line: 47)
!403 = distinct !{!403, !400, !400, !195}
!404 = !DILocation(line: 48, scope: !386)
!405 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !284, file: !3, line: 46, type: !406, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !409, declaration: !408, retainedNodes: !151)
!406 = !DISubroutineType(types: !407)
!407 = !{!6, !300, !6, !315}
!408 = !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !284, file: !3, line: 46, type: !406, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !409)
!409 = !{!410}
!410 = !DITemplateTypeParameter(name: "F", type: !315)
!411 = !DILocalVariable(name: "f", arg: 3, scope: !405, file: !3, line: 46, type: !315)
!412 = !DILocation(line: 46, scope: !405)
!413 = !DILocalVariable(name: "init", arg: 2, scope: !405, file: !3, line: 46, type: !6)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !405, type: !396, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !405)
!416 = !DILocalVariable(name: "i", scope: !417, file: !3, line: 47, type: !6)
!417 = distinct !DILexicalBlock(scope: !405, file: !3, line: 47)
!418 = !DILocation(line: 47, scope: !417)
!419 = !DILocation(line: 47, scope: !420)
!420 = distinct !DILexicalBlock(scope: !417, file: !3, line: 47)
!421 = distinct !{!421, !418, !418, !195}
!422 = !DILocation(line: 48, scope: !405)
!423 = distinct !DISubprogram(name: "operator()<double>", linkageName: "??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z", scope: !328, file: !3, line: 124, type: !424, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !432, declaration: !428, retainedNodes: !151)
!424 = !DISubroutineType(types: !425)
!425 = !{!50, !426, !50}
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!427 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !328)
!428 = !DISubprogram(name: "operator()<double>", scope: !328, file: !3, line: 124, type: !429, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !432)
!429 = !DISubroutineType(types: !430)
!430 = !{!431, !426, !50}
!431 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!432 = !{!433}
!433 = !DITemplateTypeParameter(name: "x:auto", type: !50)
!434 = !DILocalVariable(name: "x", arg: 2, scope: !423, file: !3, line: 124, type: !50)
!435 = !DILocation(line: 124, scope: !423)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !423, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !427, size: 64)
!438 = !DILocation(line: 0, scope: !423)
!439 = distinct !DISubprogram(name: "operator()<int>", linkageName: "??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !328, file: !3, line: 124, type: !440, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, templateParams: !445, declaration: !442, retainedNodes: !151)
!440 = !DISubroutineType(types: !441)
!441 = !{!6, !426, !6}
!442 = !DISubprogram(name: "operator()<int>", scope: !328, file: !3, line: 124, type: !443, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !445)
!443 = !DISubroutineType(types: !444)
!444 = !{!431, !426, !6}
!445 = !{!446}
!446 = !DITemplateTypeParameter(name: "x:auto", type: !6)
!447 = !DILocalVariable(name: "x", arg: 2, scope: !439, file: !3, line: 124, type: !6)
!448 = !DILocation(line: 124, scope: !439)
!449 = !DILocalVariable(name: "this", arg: 1, scope: !439, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DILocation(line: 0, scope: !439)
!451 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ", scope: !452, file: !3, line: 126, type: !453, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !457, retainedNodes: !151)
!452 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_3>", scope: !227, file: !3, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_3>@?0??main@@9@")
!453 = !DISubroutineType(types: !454)
!454 = !{!332, !455}
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !452)
!457 = !DISubprogram(name: "operator int (*)(int)", scope: !452, type: !453, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!458 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!460 = !DILocation(line: 0, scope: !451)
!461 = !DILocation(line: 126, scope: !451)
!462 = distinct !DISubprogram(name: "max_of<double>", linkageName: "??$max_of@N@@YANNN@Z", scope: !3, file: !3, line: 52, type: !463, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !465, retainedNodes: !151)
!463 = !DISubroutineType(types: !464)
!464 = !{!50, !50, !50}
!465 = !{!466}
!466 = !DITemplateTypeParameter(name: "T", type: !50)
!467 = !DILocalVariable(name: "b", arg: 2, scope: !462, file: !3, line: 52, type: !50)
!468 = !DILocation(line: 52, scope: !462)
!469 = !DILocalVariable(name: "a", arg: 1, scope: !462, file: !3, line: 52, type: !50)
!470 = distinct !DISubprogram(name: "max_of<int>", linkageName: "??$max_of@H@@YAHHH@Z", scope: !3, file: !3, line: 52, type: !471, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !473, retainedNodes: !151)
!471 = !DISubroutineType(types: !472)
!472 = !{!6, !6, !6}
!473 = !{!303}
!474 = !DILocalVariable(name: "b", arg: 2, scope: !470, file: !3, line: 52, type: !6)
!475 = !DILocation(line: 52, scope: !470)
!476 = !DILocalVariable(name: "a", arg: 1, scope: !470, file: !3, line: 52, type: !6)
!477 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !478, file: !3, line: 59, type: !481, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !480, retainedNodes: !151)
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !3, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !479, templateParams: !465, identifier: ".?AU?$TypeName@N@@")
!479 = !{!480}
!480 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !478, file: !3, line: 59, type: !481, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!481 = !DISubroutineType(types: !482)
!482 = !{!56}
!483 = !DILocation(line: 59, scope: !477)
!484 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !485, file: !3, line: 58, type: !481, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !487, retainedNodes: !151)
!485 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !3, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !486, templateParams: !473, identifier: ".?AU?$TypeName@H@@")
!486 = !{!487}
!487 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !485, file: !3, line: 58, type: !481, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!488 = !DILocation(line: 58, scope: !484)
!489 = distinct !DISubprogram(name: "count_args<int,char,double,const char *>", linkageName: "??$count_args@HDNPEBD@@YAHHDNPEBD@Z", scope: !3, file: !3, line: 55, type: !490, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, templateParams: !492, retainedNodes: !151)
!490 = !DISubroutineType(types: !491)
!491 = !{!6, !6, !9, !50, !56}
!492 = !{!493}
!493 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !494)
!494 = !{!495, !496, !497, !498}
!495 = !DITemplateTypeParameter(type: !6)
!496 = !DITemplateTypeParameter(type: !9)
!497 = !DITemplateTypeParameter(type: !50)
!498 = !DITemplateTypeParameter(type: !56)
!499 = !DILocalVariable(arg: 4, scope: !489, file: !3, line: 55, type: !56)
!500 = !DILocation(line: 55, scope: !489)
!501 = !DILocalVariable(arg: 3, scope: !489, file: !3, line: 55, type: !50)
!502 = !DILocalVariable(arg: 2, scope: !489, file: !3, line: 55, type: !9)
!503 = !DILocalVariable(arg: 1, scope: !489, file: !3, line: 55, type: !6)
!504 = !DILocation(line: 86, scope: !2)
!505 = !{!"branch_weights", i32 1, i32 1048575}
!506 = !DILocation(line: 87, scope: !2)
!507 = !DILocation(line: 82, scope: !147)
!508 = !DILocation(line: 83, scope: !147)
!509 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_DDiamond@@QEAAXXZ", scope: !116, file: !3, line: 38, type: !371, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !510, retainedNodes: !151)
!510 = !DISubprogram(name: "~Diamond", scope: !116, type: !371, containingType: !116, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!511 = !DILocalVariable(name: "this", arg: 1, scope: !509, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !DILocation(line: 0, scope: !509)
!513 = !DILocation(line: 38, scope: !509)
!514 = distinct !DISubprogram(name: "Shape", linkageName: "??0Shape@@QEAA@XZ", scope: !38, file: !3, line: 9, type: !44, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !515, retainedNodes: !151)
!515 = !DISubprogram(name: "Shape", scope: !38, type: !44, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DILocation(line: 0, scope: !514)
!518 = !DILocation(line: 9, scope: !514)
!519 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !35, file: !3, line: 15, type: !520, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !522, retainedNodes: !151)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !63}
!522 = !DISubprogram(name: "~Rect", scope: !35, type: !520, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!523 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !519, type: !6, flags: DIFlagArtificial)
!524 = !DILocation(line: 0, scope: !519)
!525 = !DILocalVariable(name: "this", arg: 1, scope: !519, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!526 = !DILocation(line: 15, scope: !519)
!527 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !64, retainedNodes: !151)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !527, type: !529, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!530 = !DILocation(line: 0, scope: !527)
!531 = !DILocation(line: 18, scope: !527)
!532 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !69, retainedNodes: !151)
!533 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !529, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DILocation(line: 0, scope: !532)
!535 = !DILocation(line: 19, scope: !532)
!536 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !43, retainedNodes: !151)
!537 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !536, type: !6, flags: DIFlagArtificial)
!538 = !DILocation(line: 0, scope: !536)
!539 = !DILocalVariable(name: "this", arg: 1, scope: !536, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DILocation(line: 10, scope: !536)
!541 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !53, retainedNodes: !151)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !541, type: !543, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!544 = !DILocation(line: 0, scope: !541)
!545 = !DILocation(line: 12, scope: !541)
!546 = distinct !DISubprogram(name: "~Rect", linkageName: "??1Rect@@UEAA@XZ", scope: !35, file: !3, line: 15, type: !520, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !522, retainedNodes: !151)
!547 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!548 = !DILocation(line: 0, scope: !546)
!549 = !DILocation(line: 15, scope: !550)
!550 = distinct !DILexicalBlock(scope: !546, file: !3, line: 15)
!551 = !DILocation(line: 15, scope: !546)
!552 = distinct !DISubprogram(name: "~Shape", linkageName: "??1Shape@@UEAA@XZ", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !43, retainedNodes: !151)
!553 = !DILocalVariable(name: "this", arg: 1, scope: !552, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!554 = !DILocation(line: 0, scope: !552)
!555 = !DILocation(line: 10, scope: !552)
!556 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !72, file: !3, line: 22, type: !557, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !559, retainedNodes: !151)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !78}
!559 = !DISubprogram(name: "~Square", scope: !72, type: !557, containingType: !72, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!560 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !556, type: !6, flags: DIFlagArtificial)
!561 = !DILocation(line: 0, scope: !556)
!562 = !DILocalVariable(name: "this", arg: 1, scope: !556, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!563 = !DILocation(line: 22, scope: !556)
!564 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !79, retainedNodes: !151)
!565 = !DILocalVariable(name: "this", arg: 1, scope: !564, type: !566, flags: DIFlagArtificial | DIFlagObjectPointer)
!566 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!567 = !DILocation(line: 0, scope: !564)
!568 = !DILocation(line: 24, scope: !564)
!569 = distinct !DISubprogram(name: "~Square", linkageName: "??1Square@@UEAA@XZ", scope: !72, file: !3, line: 22, type: !557, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !559, retainedNodes: !151)
!570 = !DILocalVariable(name: "this", arg: 1, scope: !569, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!571 = !DILocation(line: 0, scope: !569)
!572 = !DILocation(line: 22, scope: !573)
!573 = distinct !DILexicalBlock(scope: !569, file: !3, line: 22)
!574 = !DILocation(line: 22, scope: !569)
!575 = distinct !DISubprogram(name: "Named", linkageName: "??0Named@@QEAA@XZ", scope: !87, file: !3, line: 27, type: !576, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !579, retainedNodes: !151)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !578}
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!579 = !DISubprogram(name: "Named", scope: !87, type: !576, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!580 = !DILocalVariable(name: "this", arg: 1, scope: !575, type: !269, flags: DIFlagArtificial | DIFlagObjectPointer)
!581 = !DILocation(line: 0, scope: !575)
!582 = !DILocation(line: 27, scope: !575)
!583 = distinct !DISubprogram(name: "Counted", linkageName: "??0Counted@@QEAA@XZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !584, retainedNodes: !151)
!584 = !DISubprogram(name: "Counted", scope: !99, type: !104, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!585 = !DILocalVariable(name: "this", arg: 1, scope: !583, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!586 = !DILocation(line: 0, scope: !583)
!587 = !DILocation(line: 28, scope: !583)
!588 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !107, retainedNodes: !151)
!589 = !DILocalVariable(name: "this", arg: 1, scope: !588, type: !590, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!591 = !DILocation(line: 0, scope: !588)
!592 = !DILocation(line: 31, scope: !588)
!593 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !112, retainedNodes: !151)
!594 = !DILocalVariable(name: "this", arg: 1, scope: !593, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DILocation(line: 0, scope: !593)
!596 = !DILocation(line: 32, scope: !593)
!597 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !93, retainedNodes: !151)
!598 = !DILocalVariable(name: "this", arg: 1, scope: !597, type: !599, flags: DIFlagArtificial | DIFlagObjectPointer)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!600 = !DILocation(line: 0, scope: !597)
!601 = !DILocation(line: 27, scope: !597)
!602 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !103, retainedNodes: !151)
!603 = !DILocalVariable(name: "this", arg: 1, scope: !602, type: !266, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DILocation(line: 0, scope: !602)
!605 = !DILocation(line: 28, scope: !602)
!606 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !607, retainedNodes: !151)
!607 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!608 = !DILocalVariable(name: "this", arg: 1, scope: !606, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!609 = !DILocation(line: 0, scope: !606)
!610 = !DILocation(line: 35, scope: !606)
!611 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !119, file: !3, line: 36, type: !612, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !615, retainedNodes: !151)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !614}
!614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!615 = !DISubprogram(name: "Left", scope: !119, type: !612, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!616 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !611, type: !6, flags: DIFlagArtificial)
!617 = !DILocation(line: 0, scope: !611)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !611, type: !279, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DILocation(line: 36, scope: !611)
!620 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !12, file: !3, line: 37, type: !621, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !624, retainedNodes: !151)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !623}
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DISubprogram(name: "Right", scope: !12, type: !621, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!625 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !620, type: !6, flags: DIFlagArtificial)
!626 = !DILocation(line: 0, scope: !620)
!627 = !DILocalVariable(name: "this", arg: 1, scope: !620, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!628 = !DILocation(line: 37, scope: !620)
!629 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !131, retainedNodes: !151)
!630 = !DILocalVariable(name: "this", arg: 1, scope: !629, type: !631, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!632 = !DILocation(line: 0, scope: !629)
!633 = !DILocation(line: 38, scope: !629)
!634 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !116, file: !3, line: 38, type: !371, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !510, retainedNodes: !151)
!635 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !634, type: !6, flags: DIFlagArtificial)
!636 = !DILocation(line: 0, scope: !634)
!637 = !DILocalVariable(name: "this", arg: 1, scope: !634, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!638 = !DILocation(line: 38, scope: !634)
!639 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !21, retainedNodes: !151)
!640 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !641, flags: DIFlagArtificial | DIFlagObjectPointer)
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!642 = !DILocation(line: 0, scope: !639)
!643 = !DILocation(line: 35, scope: !639)
!644 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !151)
!645 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !644, type: !6, flags: DIFlagArtificial)
!646 = !DILocation(line: 0, scope: !644)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !644, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DILocation(line: 35, scope: !644)
!649 = distinct !DISubprogram(name: "~Base", linkageName: "??1Base@@UEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !26, retainedNodes: !151)
!650 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!651 = !DILocation(line: 0, scope: !649)
!652 = !DILocation(line: 35, scope: !649)
!653 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !123, retainedNodes: !151)
!654 = !DILocalVariable(name: "this", arg: 1, scope: !653, type: !655, flags: DIFlagArtificial | DIFlagObjectPointer)
!655 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!656 = !DILocation(line: 0, scope: !653)
!657 = !DILocation(line: 36, scope: !653)
!658 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !119, file: !3, line: 36, type: !612, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !659, retainedNodes: !151)
!659 = !DISubprogram(name: "~Left", scope: !119, type: !612, containingType: !119, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!660 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !658, type: !6, flags: DIFlagArtificial)
!661 = !DILocation(line: 0, scope: !658)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !658, type: !279, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DILocation(line: 36, scope: !658)
!664 = distinct !DISubprogram(name: "~Left", linkageName: "??_DLeft@@QEAAXXZ", scope: !119, file: !3, line: 36, type: !612, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !659, retainedNodes: !151)
!665 = !DILocalVariable(name: "this", arg: 1, scope: !664, type: !279, flags: DIFlagArtificial | DIFlagObjectPointer)
!666 = !DILocation(line: 0, scope: !664)
!667 = !DILocation(line: 36, scope: !664)
!668 = distinct !DISubprogram(name: "~Left", linkageName: "??1Left@@UEAA@XZ", scope: !119, file: !3, line: 36, type: !612, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !659, retainedNodes: !151)
!669 = !DILocalVariable(name: "this", arg: 1, scope: !668, type: !279, flags: DIFlagArtificial | DIFlagObjectPointer)
!670 = !DILocation(line: 0, scope: !668)
!671 = !DILocation(line: 36, scope: !668)
!672 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !12, file: !3, line: 37, type: !621, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !673, retainedNodes: !151)
!673 = !DISubprogram(name: "~Right", scope: !12, type: !621, containingType: !12, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!674 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !672, type: !6, flags: DIFlagArtificial)
!675 = !DILocation(line: 0, scope: !672)
!676 = !DILocalVariable(name: "this", arg: 1, scope: !672, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DILocation(line: 37, scope: !672)
!678 = distinct !DISubprogram(name: "~Right", linkageName: "??_DRight@@QEAAXXZ", scope: !12, file: !3, line: 37, type: !621, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !673, retainedNodes: !151)
!679 = !DILocalVariable(name: "this", arg: 1, scope: !678, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DILocation(line: 0, scope: !678)
!681 = !DILocation(line: 37, scope: !678)
!682 = distinct !DISubprogram(name: "~Right", linkageName: "??1Right@@UEAA@XZ", scope: !12, file: !3, line: 37, type: !621, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !673, retainedNodes: !151)
!683 = !DILocalVariable(name: "this", arg: 1, scope: !682, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DILocation(line: 0, scope: !682)
!685 = !DILocation(line: 37, scope: !682)
!686 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", scope: !452, file: !3, line: 126, type: !333, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !687, retainedNodes: !151)
!687 = !DISubprogram(name: "__invoke", scope: !452, type: !333, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!688 = !DILocalVariable(name: "x", arg: 1, scope: !686, type: !6)
!689 = !DILocation(line: 0, scope: !686)
!690 = !DILocation(line: 126, scope: !686)
!691 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !452, file: !3, line: 126, type: !692, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !694, retainedNodes: !151)
!692 = !DISubroutineType(types: !693)
!693 = !{!6, !455, !6}
!694 = !DISubprogram(name: "operator()", scope: !452, file: !3, line: 126, type: !695, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!695 = !DISubroutineType(types: !696)
!696 = !{!431, !455, !6}
!697 = !DILocalVariable(name: "x", arg: 2, scope: !691, file: !3, line: 126, type: !6)
!698 = !DILocation(line: 126, scope: !691)
!699 = !DILocalVariable(name: "this", arg: 1, scope: !691, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!700 = !DILocation(line: 0, scope: !691)
!701 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !139, retainedNodes: !151)
!702 = !DILocalVariable(name: "this", arg: 1, scope: !701, type: !703, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!704 = !DILocation(line: 0, scope: !701)
!705 = !DILocation(line: 78, scope: !701)
!706 = !DILocation(line: 78, scope: !707)
!707 = distinct !DILexicalBlock(scope: !701, file: !3, line: 78)
!708 = distinct !DISubprogram(name: "~Registry", linkageName: "??1Registry@@QEAA@XZ", scope: !136, file: !3, line: 79, type: !140, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !143, retainedNodes: !151)
!709 = !DILocalVariable(name: "this", arg: 1, scope: !708, type: !703, flags: DIFlagArtificial | DIFlagObjectPointer)
!710 = !DILocation(line: 0, scope: !708)
!711 = !DILocation(line: 79, scope: !708)
!712 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !3, file: !3, line: 82, type: !713, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !151)
!713 = !DISubroutineType(types: !714)
!714 = !{null}
!715 = !DILocation(line: 82, scope: !712)
!716 = distinct !DISubprogram(name: "~Diamond", linkageName: "??1Diamond@@UEAA@XZ", scope: !116, file: !3, line: 38, type: !371, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, declaration: !510, retainedNodes: !151)
!717 = !DILocalVariable(name: "this", arg: 1, scope: !716, type: !378, flags: DIFlagArtificial | DIFlagObjectPointer)
!718 = !DILocation(line: 0, scope: !716)
!719 = !DILocation(line: 38, scope: !720)
!720 = distinct !DILexicalBlock(scope: !716, file: !3, line: 38)
!721 = !DILocation(line: 38, scope: !716)
!722 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z", scope: !315, file: !3, line: 120, type: !723, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !727, retainedNodes: !151)
!723 = !DISubroutineType(types: !724)
!724 = !{!6, !725, !6, !6}
!725 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!726 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!727 = !DISubprogram(name: "operator()", scope: !315, file: !3, line: 120, type: !728, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!728 = !DISubroutineType(types: !729)
!729 = !{!431, !725, !6, !6}
!730 = !DILocalVariable(name: "v", arg: 3, scope: !722, file: !3, line: 120, type: !6)
!731 = !DILocation(line: 120, scope: !722)
!732 = !DILocalVariable(name: "acc", arg: 2, scope: !722, file: !3, line: 120, type: !6)
!733 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !734, flags: DIFlagArtificial | DIFlagObjectPointer)
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64)
!735 = !DILocation(line: 0, scope: !722)
!736 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z", scope: !322, file: !3, line: 122, type: !737, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, declaration: !740, retainedNodes: !151)
!737 = !DISubroutineType(types: !738)
!738 = !{!6, !739, !6, !6}
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!740 = !DISubprogram(name: "operator()", scope: !322, file: !3, line: 122, type: !741, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!741 = !DISubroutineType(types: !742)
!742 = !{!431, !739, !6, !6}
!743 = !DILocalVariable(name: "v", arg: 3, scope: !736, file: !3, line: 122, type: !6)
!744 = !DILocation(line: 122, scope: !736)
!745 = !DILocalVariable(name: "acc", arg: 2, scope: !736, file: !3, line: 122, type: !6)
!746 = !DILocalVariable(name: "this", arg: 1, scope: !736, type: !747, flags: DIFlagArtificial | DIFlagObjectPointer)
!747 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!748 = !DILocation(line: 0, scope: !736)

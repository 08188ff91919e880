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

$"??_GRect@@UEAAPEAXI@Z" = comdat any

$"?area@Rect@@UEBANXZ" = comdat any

$"?name@Rect@@UEBAPEBDXZ" = comdat any

$"??_GShape@@UEAAPEAXI@Z" = comdat any

$"?name@Shape@@UEBAPEBDXZ" = comdat any

$"??_GSquare@@UEAAPEAXI@Z" = comdat any

$"?name@Square@@UEBAPEBDXZ" = comdat any

$"?label@Widget@@UEBAPEBDXZ" = comdat any

$"?bump@Widget@@UEAAXXZ" = comdat any

$"?label@Named@@UEBAPEBDXZ" = comdat any

$"?bump@Counted@@UEAAXXZ" = comdat any

$"?get@Diamond@@UEBAHXZ" = comdat any

$"??_GDiamond@@UEAAPEAXI@Z" = comdat any

$"?get@Base@@UEBAHXZ" = comdat any

$"??_GBase@@UEAAPEAXI@Z" = comdat any

$"?get@Left@@UEBAHXZ" = comdat any

$"??_GLeft@@UEAAPEAXI@Z" = comdat any

$"??_GRight@@UEAAPEAXI@Z" = comdat any

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
@9 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Left@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@10 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4, !dbg !0
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4, !dbg !152
@"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" = internal global i32 0, align 4
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !159 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !163, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i8* %0, metadata !164, metadata !DIExpression()), !dbg !167
  ret i8* %0, !dbg !168
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !169 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !185, metadata !DIExpression(DW_OP_deref)), !dbg !188
  call void @llvm.dbg.value(metadata i32 %1, metadata !184, metadata !DIExpression()), !dbg !188
  %3 = sext i32 %1 to i64, !dbg !189
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !189
  store i64 %3, i64* %4, align 8, !dbg !189, !tbaa !190
  %5 = shl nsw i32 %1, 1, !dbg !189
  %6 = sext i32 %5 to i64, !dbg !189
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !189
  store i64 %6, i64* %7, align 8, !dbg !189, !tbaa !195
  %8 = mul nsw i32 %1, 3, !dbg !189
  %9 = sext i32 %8 to i64, !dbg !189
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !189
  store i64 %9, i64* %10, align 8, !dbg !189, !tbaa !196
  %11 = sub nsw i32 0, %1, !dbg !189
  %12 = sext i32 %11 to i64, !dbg !189
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !189
  store i64 %12, i64* %13, align 8, !dbg !189, !tbaa !197
  call void @llvm.dbg.value(metadata i32 0, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 0, metadata !186, metadata !DIExpression()), !dbg !198
  %14 = srem i32 %1, 26, !dbg !199
  %15 = trunc i32 %14 to i8, !dbg !199
  %16 = add nsw i8 %15, 97, !dbg !199
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !199
  store i8 %16, i8* %17, align 8, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 1, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 1, metadata !186, metadata !DIExpression()), !dbg !198
  %18 = add nsw i32 %1, 1, !dbg !199
  %19 = srem i32 %18, 26, !dbg !199
  %20 = trunc i32 %19 to i8, !dbg !199
  %21 = add nsw i8 %20, 97, !dbg !199
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1, !dbg !199
  store i8 %21, i8* %22, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 2, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 2, metadata !186, metadata !DIExpression()), !dbg !198
  %23 = add nsw i32 %1, 2, !dbg !199
  %24 = srem i32 %23, 26, !dbg !199
  %25 = trunc i32 %24 to i8, !dbg !199
  %26 = add nsw i8 %25, 97, !dbg !199
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2, !dbg !199
  store i8 %26, i8* %27, align 2, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 3, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 3, metadata !186, metadata !DIExpression()), !dbg !198
  %28 = add nsw i32 %1, 3, !dbg !199
  %29 = srem i32 %28, 26, !dbg !199
  %30 = trunc i32 %29 to i8, !dbg !199
  %31 = add nsw i8 %30, 97, !dbg !199
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3, !dbg !199
  store i8 %31, i8* %32, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 4, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 4, metadata !186, metadata !DIExpression()), !dbg !198
  %33 = add nsw i32 %1, 4, !dbg !199
  %34 = srem i32 %33, 26, !dbg !199
  %35 = trunc i32 %34 to i8, !dbg !199
  %36 = add nsw i8 %35, 97, !dbg !199
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4, !dbg !199
  store i8 %36, i8* %37, align 4, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 5, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 5, metadata !186, metadata !DIExpression()), !dbg !198
  %38 = add nsw i32 %1, 5, !dbg !199
  %39 = srem i32 %38, 26, !dbg !199
  %40 = trunc i32 %39 to i8, !dbg !199
  %41 = add nsw i8 %40, 97, !dbg !199
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5, !dbg !199
  store i8 %41, i8* %42, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 6, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 6, metadata !186, metadata !DIExpression()), !dbg !198
  %43 = add nsw i32 %1, 6, !dbg !199
  %44 = srem i32 %43, 26, !dbg !199
  %45 = trunc i32 %44 to i8, !dbg !199
  %46 = add nsw i8 %45, 97, !dbg !199
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6, !dbg !199
  store i8 %46, i8* %47, align 2, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 7, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 7, metadata !186, metadata !DIExpression()), !dbg !198
  %48 = add nsw i32 %1, 7, !dbg !199
  %49 = srem i32 %48, 26, !dbg !199
  %50 = trunc i32 %49 to i8, !dbg !199
  %51 = add nsw i8 %50, 97, !dbg !199
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7, !dbg !199
  store i8 %51, i8* %52, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 8, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 8, metadata !186, metadata !DIExpression()), !dbg !198
  %53 = add nsw i32 %1, 8, !dbg !199
  %54 = srem i32 %53, 26, !dbg !199
  %55 = trunc i32 %54 to i8, !dbg !199
  %56 = add nsw i8 %55, 97, !dbg !199
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8, !dbg !199
  store i8 %56, i8* %57, align 8, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 9, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 9, metadata !186, metadata !DIExpression()), !dbg !198
  %58 = add nsw i32 %1, 9, !dbg !199
  %59 = srem i32 %58, 26, !dbg !199
  %60 = trunc i32 %59 to i8, !dbg !199
  %61 = add nsw i8 %60, 97, !dbg !199
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9, !dbg !199
  store i8 %61, i8* %62, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 10, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 10, metadata !186, metadata !DIExpression()), !dbg !198
  %63 = add nsw i32 %1, 10, !dbg !199
  %64 = srem i32 %63, 26, !dbg !199
  %65 = trunc i32 %64 to i8, !dbg !199
  %66 = add nsw i8 %65, 97, !dbg !199
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10, !dbg !199
  store i8 %66, i8* %67, align 2, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 11, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 11, metadata !186, metadata !DIExpression()), !dbg !198
  %68 = add nsw i32 %1, 11, !dbg !199
  %69 = srem i32 %68, 26, !dbg !199
  %70 = trunc i32 %69 to i8, !dbg !199
  %71 = add nsw i8 %70, 97, !dbg !199
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11, !dbg !199
  store i8 %71, i8* %72, align 1, !dbg !199, !tbaa !201
  call void @llvm.dbg.value(metadata i64 12, metadata !186, metadata !DIExpression()), !dbg !198
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12, !dbg !202
  store i8 0, i8* %73, align 4, !dbg !202, !tbaa !201
  ret void, !dbg !203
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !204 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !208, metadata !DIExpression()), !dbg !209
  %2 = bitcast %struct.Big* %0 to <4 x i64>*, !dbg !209
  %3 = load <4 x i64>, <4 x i64>* %2, align 8, !dbg !209, !tbaa !210
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !209
  %5 = load i8, i8* %4, align 8, !dbg !209, !tbaa !201
  %6 = sext i8 %5 to i64, !dbg !209
  %7 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %3), !dbg !209
  %8 = add nsw i64 %7, %6, !dbg !209
  ret i64 %8, !dbg !209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) local_unnamed_addr #5 !dbg !211 {
  %2 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %2, metadata !215, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !217
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !215, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !217
  %6 = fptosi float %5 to i32, !dbg !218
  call void @llvm.dbg.value(metadata i32 %6, metadata !216, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !217
  %7 = sitofp i32 %2 to float, !dbg !218
  call void @llvm.dbg.value(metadata float %7, metadata !216, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !217
  %8 = bitcast float %7 to i32, !dbg !218
  %9 = zext i32 %8 to i64, !dbg !218
  %10 = shl nuw i64 %9, 32, !dbg !218
  %11 = zext i32 %6 to i64, !dbg !218
  %12 = or i64 %10, %11, !dbg !218
  ret i64 %12, !dbg !218
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #6 !dbg !219 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !225, metadata !DIExpression()), !dbg !226
  %2 = icmp eq i64 %0, 0, !dbg !227
  %3 = select i1 %2, i64 1, i64 %0, !dbg !227
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !227
  ret i8* %4, !dbg !227
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !228 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !232, metadata !DIExpression()), !dbg !233
  tail call void @free(i8* noundef %0), !dbg !234
  ret void, !dbg !234
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #9

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX_K@Z"(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !235 {
  call void @llvm.dbg.value(metadata i64 %1, metadata !239, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i8* %0, metadata !240, metadata !DIExpression()), !dbg !241
  tail call void @free(i8* noundef %0), !dbg !242
  ret void, !dbg !242
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !243 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !265, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !319
  call void @llvm.dbg.declare(metadata i32* undef, metadata !265, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !319
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !245, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !245, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !245, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !320
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !251, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !256, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !321
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !250, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !254, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !257, metadata !DIExpression()), !dbg !322
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 6.000000e+00), !dbg !323
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !250, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !257, metadata !DIExpression()), !dbg !322
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), double noundef 1.600000e+01), !dbg !323
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !250, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !257, metadata !DIExpression()), !dbg !322
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 4.000000e+00), !dbg !323
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !250, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !254, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !321
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef 2.600000e+01), !dbg !325
  call void @llvm.dbg.value(metadata i32 5, metadata !265, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !266, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !268, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 20, metadata !265, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !320
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 5), !dbg !326
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !327
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9) #18, !dbg !327
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !270, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 1, metadata !328, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !335, metadata !DIExpression()), !dbg !337
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i64 0, i64 0), i32** %10, align 8, !dbg !339
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 0, !dbg !339
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i64 0, i64 0), i32** %11, align 8, !dbg !339
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !340, metadata !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value)), !dbg !344
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, i32 1, !dbg !346
  store i32 1, i32* %12, align 8, !dbg !346, !tbaa !347
  call void @llvm.dbg.value(metadata i32 0, metadata !350, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !357, metadata !DIExpression()), !dbg !358
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1, !dbg !360
  store i32 2, i32* %13, align 8, !dbg !360, !tbaa !361
  call void @llvm.dbg.value(metadata i32 0, metadata !363, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !370, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !371
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 1, !dbg !373
  store i32 3, i32* %14, align 8, !dbg !373, !tbaa !374
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, !dbg !339
  %16 = bitcast %struct.Base* %15 to i8*, !dbg !339
  %17 = getelementptr inbounds %struct.Base, %struct.Base* %15, i64 0, i32 0, !dbg !339
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !dbg !339, !tbaa !376
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, !dbg !339
  store i32 4, i32* %18, align 8, !dbg !339, !tbaa !378
  call void @llvm.dbg.value(metadata %struct.Base* %15, metadata !271, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !273, metadata !DIExpression()), !dbg !320
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !380
  %20 = call i8* @__RTDynamicCast(i8* nonnull %16, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0), !dbg !381
  %21 = icmp ne i8* %20, null, !dbg !381
  %22 = zext i1 %21 to i32, !dbg !381
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22), !dbg !381
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 1, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 4, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 9, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 16, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 25, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 36, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 49, metadata !275, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !320
  call void @llvm.dbg.value(metadata i32 7, metadata !299, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 7, metadata !300, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 0, metadata !304, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32* undef, metadata !305, metadata !DIExpression()), !dbg !320
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 0), !dbg !382
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !383
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 42), !dbg !384
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0)), !dbg !385
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0)), !dbg !386
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !387
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #18, !dbg !387
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !315, metadata !DIExpression()), !dbg !387
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !387
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0, !dbg !388
  %31 = bitcast %struct.Big* %3 to i8*, !dbg !388
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %31, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !dbg !388, !tbaa.struct !389
  %32 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef nonnull %3), !dbg !388
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %32, i8* noundef nonnull %30), !dbg !388
  %34 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 4690499011906371587), !dbg !390
  %35 = trunc i64 %34 to i32, !dbg !390
  call void @llvm.dbg.value(metadata i32 %35, metadata !316, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !320
  %36 = lshr i64 %34, 32, !dbg !390
  %37 = trunc i64 %36 to i32, !dbg !390
  %38 = bitcast i32 %37 to float, !dbg !390
  call void @llvm.dbg.value(metadata float %38, metadata !316, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !320
  %39 = fpext float %38 to double, !dbg !391
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %35, double noundef %39), !dbg !391
  %41 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !392
  %42 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !392
  %43 = icmp sgt i32 %41, %42, !dbg !392
  br i1 %43, label %44, label %54, !dbg !392, !prof !394

44:                                               ; preds = %0
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !392
  %45 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !392
  %46 = icmp eq i32 %45, -1, !dbg !392
  br i1 %46, label %47, label %54, !dbg !392

47:                                               ; preds = %44
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %48 unwind label %52, !dbg !392

48:                                               ; preds = %47
  %49 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !392
  %50 = select i1 %49, i32 3, i32 0, !dbg !392
  store i32 %50, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !392, !tbaa !395
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !392
  %51 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !396
  br label %54, !dbg !392

52:                                               ; preds = %47
  %53 = cleanuppad within none [], !dbg !392
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18 [ "funclet"(token %53) ], !dbg !392
  cleanupret from %53 unwind to caller

54:                                               ; preds = %48, %44, %0
  %55 = phi i32 [ %51, %48 ], [ %45, %44 ], [ %41, %0 ], !dbg !396
  %56 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !398, !tbaa !395
  %57 = add nsw i32 %56, 1, !dbg !398
  store i32 %57, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !398, !tbaa !395
  call void @llvm.dbg.value(metadata i32 %57, metadata !317, metadata !DIExpression()), !dbg !320
  %58 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !396
  %59 = icmp sgt i32 %55, %58, !dbg !396
  br i1 %59, label %60, label %69, !dbg !396, !prof !394

60:                                               ; preds = %54
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !396
  %61 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !396
  %62 = icmp eq i32 %61, -1, !dbg !396
  br i1 %62, label %63, label %69, !dbg !396

63:                                               ; preds = %60
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %64 unwind label %67, !dbg !396

64:                                               ; preds = %63
  %65 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !396
  %66 = select i1 %65, i32 3, i32 0, !dbg !396
  store i32 %66, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !396, !tbaa !395
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !396
  br label %69, !dbg !396

67:                                               ; preds = %63
  %68 = cleanuppad within none [], !dbg !396
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18 [ "funclet"(token %68) ], !dbg !396
  cleanupret from %68 unwind to caller

69:                                               ; preds = %64, %60, %54
  %70 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !399, !tbaa !395
  %71 = add nsw i32 %70, 1, !dbg !399
  store i32 %71, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !399, !tbaa !395
  call void @llvm.dbg.value(metadata i32 %71, metadata !318, metadata !DIExpression()), !dbg !320
  %72 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !400
  %73 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !400
  %74 = icmp sgt i32 %72, %73, !dbg !400
  br i1 %74, label %75, label %81, !dbg !400, !prof !394

75:                                               ; preds = %69
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !400
  %76 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !400
  %77 = icmp eq i32 %76, -1, !dbg !400
  br i1 %77, label %78, label %81, !dbg !400

78:                                               ; preds = %75
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !402
  %79 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !408
  %80 = call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #18, !dbg !400
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !400
  br label %81, !dbg !400

81:                                               ; preds = %78, %75, %69
  %82 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !410
  %83 = select i1 %82, i32 3, i32 0, !dbg !410
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %57, i32 noundef %71, i32 noundef %83), !dbg !410
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18, !dbg !411
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9) #18, !dbg !411
  ret i32 0, !dbg !411
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: norecurse uwtable
define internal fastcc void @"?registry@@YAAEAURegistry@@XZ"() unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !412
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !412
  %3 = icmp sgt i32 %1, %2, !dbg !412
  br i1 %3, label %4, label %10, !dbg !412, !prof !394

4:                                                ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !412
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !412
  %6 = icmp eq i32 %5, -1, !dbg !412
  br i1 %6, label %7, label %10, !dbg !412

7:                                                ; preds = %4
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !413
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !415
  %9 = tail call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #18, !dbg !412
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !412
  br label %10, !dbg !412

10:                                               ; preds = %7, %4, %0
  ret void, !dbg !416
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !417 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !422, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !423, metadata !DIExpression()), !dbg !425
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !426
  br i1 %4, label %6, label %5, !dbg !426

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !232, metadata !DIExpression()) #18, !dbg !427
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !429
  br label %6, !dbg !426

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !426
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !430 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !432, metadata !DIExpression()), !dbg !434
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 1, !dbg !435
  %3 = load double, double* %2, align 8, !dbg !435, !tbaa !436
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 2, !dbg !435
  %5 = load double, double* %4, align 8, !dbg !435, !tbaa !439
  %6 = fmul double %3, %5, !dbg !435
  ret double %6, !dbg !435
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !440 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !442, metadata !DIExpression()), !dbg !443
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), !dbg !444
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #16 comdat align 2 !dbg !445 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !447, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !448, metadata !DIExpression()), !dbg !449
  tail call void @llvm.trap() #22, !dbg !450
  unreachable, !dbg !450
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #15 comdat align 2 !dbg !451 {
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !453, metadata !DIExpression()), !dbg !455
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0), !dbg !456
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #17

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !457 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !462, metadata !DIExpression()), !dbg !465
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !463, metadata !DIExpression()), !dbg !465
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !466
  br i1 %4, label %6, label %5, !dbg !466

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !232, metadata !DIExpression()) #18, !dbg !467
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !469
  br label %6, !dbg !466

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !466
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !470 {
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !472, metadata !DIExpression()), !dbg !474
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), !dbg !475
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 !dbg !476 {
  call void @llvm.dbg.value(metadata %struct.Widget* %0, metadata !478, metadata !DIExpression()), !dbg !480
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), !dbg !481
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !482 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !484, metadata !DIExpression()), !dbg !486
  %2 = getelementptr inbounds i8, i8* %0, i64 8, !dbg !487
  %3 = bitcast i8* %2 to i32*, !dbg !487
  %4 = load i32, i32* %3, align 8, !dbg !487, !tbaa !488
  %5 = add nsw i32 %4, 10, !dbg !487
  store i32 %5, i32* %3, align 8, !dbg !487, !tbaa !488
  ret void, !dbg !487
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !490 {
  call void @llvm.dbg.value(metadata %struct.Named* %0, metadata !492, metadata !DIExpression()), !dbg !494
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0), !dbg !495
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !496 {
  call void @llvm.dbg.value(metadata %struct.Counted* %0, metadata !498, metadata !DIExpression()), !dbg !499
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i64 0, i32 1, !dbg !500
  %3 = load i32, i32* %2, align 8, !dbg !500, !tbaa !488
  %4 = add nsw i32 %3, 1, !dbg !500
  store i32 %4, i32* %2, align 8, !dbg !500, !tbaa !488
  ret void, !dbg !500
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !501 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !503, metadata !DIExpression()), !dbg !505
  %2 = getelementptr inbounds i8, i8* %0, i64 -40
  %3 = bitcast i8* %2 to i32**, !dbg !506
  %4 = load i32*, i32** %3, align 8, !dbg !506
  %5 = getelementptr inbounds i32, i32* %4, i64 1, !dbg !506
  %6 = load i32, i32* %5, align 4, !dbg !506
  %7 = sext i32 %6 to i64, !dbg !506
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !506
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !506
  %10 = bitcast i8* %9 to i32*, !dbg !506
  %11 = load i32, i32* %10, align 8, !dbg !506, !tbaa !347
  %12 = getelementptr inbounds i8, i8* %0, i64 -32, !dbg !506
  %13 = bitcast i8* %12 to i32*, !dbg !506
  %14 = load i32, i32* %13, align 8, !dbg !506, !tbaa !361
  %15 = add nsw i32 %14, %11, !dbg !506
  %16 = getelementptr inbounds i8, i8* %0, i64 -16, !dbg !506
  %17 = bitcast i8* %16 to i32*, !dbg !506
  %18 = load i32, i32* %17, align 8, !dbg !506, !tbaa !374
  %19 = add nsw i32 %15, %18, !dbg !506
  %20 = getelementptr inbounds i8, i8* %0, i64 -8, !dbg !506
  %21 = bitcast i8* %20 to i32*, !dbg !506
  %22 = load i32, i32* %21, align 8, !dbg !506, !tbaa !378
  %23 = add nsw i32 %19, %22, !dbg !506
  ret i32 %23, !dbg !506
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !507 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !510, metadata !DIExpression()), !dbg !512
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !511, metadata !DIExpression()), !dbg !512
  %3 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 1
  %4 = bitcast %struct.Right.base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !513
  br i1 %5, label %7, label %6, !dbg !513

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !232, metadata !DIExpression()) #18, !dbg !514
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !516
  br label %7, !dbg !513

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !513
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !517 {
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !519, metadata !DIExpression()), !dbg !521
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1, !dbg !522
  %3 = load i32, i32* %2, align 8, !dbg !522, !tbaa !347
  ret i32 %3, !dbg !522
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #16 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !523 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !525, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !526, metadata !DIExpression()), !dbg !527
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !528
  br i1 %4, label %6, label %5, !dbg !528

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !232, metadata !DIExpression()) #18, !dbg !529
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !531
  br label %6, !dbg !528

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !528
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !532 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !534, metadata !DIExpression()), !dbg !536
  %2 = getelementptr inbounds i8, i8* %0, i64 -16
  %3 = bitcast i8* %2 to i32**, !dbg !537
  %4 = load i32*, i32** %3, align 8, !dbg !537
  %5 = getelementptr inbounds i32, i32* %4, i64 1, !dbg !537
  %6 = load i32, i32* %5, align 4, !dbg !537
  %7 = sext i32 %6 to i64, !dbg !537
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !537
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !537
  %10 = bitcast i8* %9 to i32*, !dbg !537
  %11 = load i32, i32* %10, align 8, !dbg !537, !tbaa !347
  %12 = getelementptr inbounds i8, i8* %0, i64 -8, !dbg !537
  %13 = bitcast i8* %12 to i32*, !dbg !537
  %14 = load i32, i32* %13, align 8, !dbg !537, !tbaa !361
  %15 = add nsw i32 %14, %11, !dbg !537
  ret i32 %15, !dbg !537
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !538 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !541, metadata !DIExpression()), !dbg !543
  call void @llvm.dbg.value(metadata %struct.Left* %0, metadata !542, metadata !DIExpression()), !dbg !543
  %3 = getelementptr inbounds %struct.Left, %struct.Left* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !544
  br i1 %5, label %7, label %6, !dbg !544

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !232, metadata !DIExpression()) #18, !dbg !545
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !547
  br label %7, !dbg !544

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !544
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !548 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !551, metadata !DIExpression()), !dbg !553
  call void @llvm.dbg.value(metadata %struct.Right* %0, metadata !552, metadata !DIExpression()), !dbg !553
  %3 = getelementptr inbounds %struct.Right, %struct.Right* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !554
  br i1 %5, label %7, label %6, !dbg !554

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !232, metadata !DIExpression()) #18, !dbg !555
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !557
  br label %7, !dbg !554

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !554
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #18

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) local_unnamed_addr #18

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #18

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #0 !dbg !558 {
  ret void, !dbg !561
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #20

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #21

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { cold noreturn nounwind }
attributes #18 = { nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nofree nounwind }
attributes #21 = { nofree nosync nounwind readnone willreturn }
attributes #22 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!153, !154, !155, !156, !157}
!llvm.ident = !{!158}

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
!21 = !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, containingType: !15, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!26 = !DISubprogram(name: "~Base", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, containingType: !15, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
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
!43 = !DISubprogram(name: "~Shape", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, containingType: !38, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UEBANXZ", scope: !38, file: !3, line: 11, type: !48, scopeLine: 11, containingType: !38, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !51}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!53 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, containingType: !38, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !51}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !35, file: !3, line: 16, baseType: !50, size: 64, offset: 128)
!60 = !DISubprogram(name: "Rect", scope: !35, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63, !50, !50}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, containingType: !35, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{!50, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!69 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{!56, !67}
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !3, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !73, vtableHolder: !38, identifier: ".?AUSquare@@")
!73 = !{!74, !40, !75, !79}
!74 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !72, baseType: !35, extraData: i32 0)
!75 = !DISubprogram(name: "Square", scope: !72, file: !3, line: 23, type: !76, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, !50}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, containingType: !72, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
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
!93 = !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, containingType: !87, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!56, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!98 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !99, offset: 128, extraData: i32 0)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !3, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !100, vtableHolder: !99, identifier: ".?AUCounted@@")
!100 = !{!89, !101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !3, file: !3, baseType: !91, size: 64, flags: DIFlagArtificial)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !99, file: !3, line: 28, baseType: !6, size: 32, offset: 64)
!103 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, containingType: !99, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, containingType: !84, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!56, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!112 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, containingType: !84, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
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
!123 = !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, containingType: !119, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!6, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!128 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !12, offset: 128, extraData: i32 0)
!129 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !116, baseType: !15, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !116, file: !3, line: 38, baseType: !6, size: 32, offset: 256)
!131 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, containingType: !116, virtualIndex: 0, thisAdjustment: 40, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!6, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !137, identifier: ".?AURegistry@@")
!137 = !{!138, !139, !143}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !136, file: !3, line: 77, baseType: !6, size: 32)
!139 = !DISubprogram(name: "Registry", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!143 = !DISubprogram(name: "~Registry", scope: !136, file: !3, line: 79, type: !140, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !{!0, !145}
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "r", scope: !147, file: !3, line: 82, type: !136, isLocal: true, isDefinition: true)
!147 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAEAURegistry@@XZ", scope: !3, file: !3, line: 81, type: !148, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!148 = !DISubroutineType(types: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !136, size: 64)
!151 = !{}
!152 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!153 = !{i32 2, !"CodeView", i32 1}
!154 = !{i32 2, !"Debug Info Version", i32 3}
!155 = !{i32 1, !"wchar_size", i32 2}
!156 = !{i32 7, !"PIC Level", i32 2}
!157 = !{i32 7, !"uwtable", i32 1}
!158 = !{!"Debian clang version 14.0.6"}
!159 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !3, file: !3, line: 53, type: !160, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !165, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!56, !56, !56}
!162 = !{!163, !164}
!163 = !DILocalVariable(arg: 2, scope: !159, file: !3, line: 53, type: !56)
!164 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !3, line: 53, type: !56)
!165 = !{!166}
!166 = !DITemplateTypeParameter(name: "T", type: !56)
!167 = !DILocation(line: 0, scope: !159)
!168 = !DILocation(line: 53, scope: !159)
!169 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !3, file: !3, line: 65, type: !170, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !183)
!170 = !DISubroutineType(types: !171)
!171 = !{!172, !6}
!172 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !173, identifier: ".?AUBig@@")
!173 = !{!174, !176, !177, !178, !179}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !172, file: !3, line: 62, baseType: !175, size: 64)
!175 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 128)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !172, file: !3, line: 62, baseType: !175, size: 64, offset: 192)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !172, file: !3, line: 62, baseType: !180, size: 104, offset: 256)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 13)
!183 = !{!184, !185, !186}
!184 = !DILocalVariable(name: "seed", arg: 1, scope: !169, file: !3, line: 65, type: !6)
!185 = !DILocalVariable(name: "r", scope: !169, file: !3, line: 66, type: !172)
!186 = !DILocalVariable(name: "i", scope: !187, file: !3, line: 68, type: !6)
!187 = distinct !DILexicalBlock(scope: !169, file: !3, line: 68)
!188 = !DILocation(line: 0, scope: !169)
!189 = !DILocation(line: 67, scope: !169)
!190 = !{!191, !192, i64 0}
!191 = !{!"?AUBig@@", !192, i64 0, !192, i64 8, !192, i64 16, !192, i64 24, !193, i64 32}
!192 = !{!"long long", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C++ TBAA"}
!195 = !{!191, !192, i64 8}
!196 = !{!191, !192, i64 16}
!197 = !{!191, !192, i64 24}
!198 = !DILocation(line: 0, scope: !187)
!199 = !DILocation(line: 68, scope: !200)
!200 = distinct !DILexicalBlock(scope: !187, file: !3, line: 68)
!201 = !{!193, !193, i64 0}
!202 = !DILocation(line: 69, scope: !169)
!203 = !DILocation(line: 70, scope: !169)
!204 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !3, file: !3, line: 72, type: !205, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{!175, !172}
!207 = !{!208}
!208 = !DILocalVariable(name: "b", arg: 1, scope: !204, file: !3, line: 72, type: !172)
!209 = !DILocation(line: 72, scope: !204)
!210 = !{!192, !192, i64 0}
!211 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !3, file: !3, line: 73, type: !212, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!31, !31}
!214 = !{!215, !216}
!215 = !DILocalVariable(name: "p", arg: 1, scope: !211, file: !3, line: 73, type: !31)
!216 = !DILocalVariable(name: "q", scope: !211, file: !3, line: 73, type: !31)
!217 = !DILocation(line: 0, scope: !211)
!218 = !DILocation(line: 73, scope: !211)
!219 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 91, type: !220, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !224)
!220 = !DISubroutineType(types: !221)
!221 = !{!222, !223}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!223 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!224 = !{!225}
!225 = !DILocalVariable(name: "n", arg: 1, scope: !219, file: !3, line: 91, type: !223)
!226 = !DILocation(line: 0, scope: !219)
!227 = !DILocation(line: 91, scope: !219)
!228 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 92, type: !229, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !222}
!231 = !{!232}
!232 = !DILocalVariable(name: "p", arg: 1, scope: !228, file: !3, line: 92, type: !222)
!233 = !DILocation(line: 0, scope: !228)
!234 = !DILocation(line: 92, scope: !228)
!235 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !3, file: !3, line: 93, type: !236, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !222, !223}
!238 = !{!239, !240}
!239 = !DILocalVariable(arg: 2, scope: !235, file: !3, line: 93, type: !223)
!240 = !DILocalVariable(name: "p", arg: 1, scope: !235, file: !3, line: 93, type: !222)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 93, scope: !235)
!243 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !244)
!244 = !{!245, !250, !251, !254, !256, !257, !259, !261, !262, !263, !265, !266, !268, !270, !271, !273, !275, !297, !299, !300, !304, !305, !309, !311, !315, !316, !317, !318}
!245 = !DILocalVariable(name: "shapes", scope: !243, file: !3, line: 96, type: !246)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !247, size: 192, elements: !248)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!248 = !{!249}
!249 = !DISubrange(count: 3)
!250 = !DILocalVariable(name: "total", scope: !243, file: !3, line: 97, type: !50)
!251 = !DILocalVariable(name: "__range1", scope: !252, type: !253, flags: DIFlagArtificial)
!252 = distinct !DILexicalBlock(scope: !243, file: !3, line: 98)
!253 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !246, size: 64)
!254 = !DILocalVariable(name: "__begin1", scope: !252, type: !255, flags: DIFlagArtificial)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!256 = !DILocalVariable(name: "__end1", scope: !252, type: !255, flags: DIFlagArtificial)
!257 = !DILocalVariable(name: "s", scope: !258, file: !3, line: 98, type: !247)
!258 = distinct !DILexicalBlock(scope: !252, file: !3, line: 98)
!259 = !DILocalVariable(name: "__range1", scope: !260, type: !253, flags: DIFlagArtificial)
!260 = distinct !DILexicalBlock(scope: !243, file: !3, line: 102)
!261 = !DILocalVariable(name: "__begin1", scope: !260, type: !255, flags: DIFlagArtificial)
!262 = !DILocalVariable(name: "__end1", scope: !260, type: !255, flags: DIFlagArtificial)
!263 = !DILocalVariable(name: "s", scope: !264, file: !3, line: 102, type: !247)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 102)
!265 = !DILocalVariable(name: "w", scope: !243, file: !3, line: 105, type: !84)
!266 = !DILocalVariable(name: "c", scope: !243, file: !3, line: 106, type: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!268 = !DILocalVariable(name: "n", scope: !243, file: !3, line: 107, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!270 = !DILocalVariable(name: "d", scope: !243, file: !3, line: 111, type: !116)
!271 = !DILocalVariable(name: "bp", scope: !243, file: !3, line: 112, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!273 = !DILocalVariable(name: "lp", scope: !243, file: !3, line: 113, type: !274)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!275 = !DILocalVariable(name: "arr", scope: !243, file: !3, line: 117, type: !276)
!276 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !277, templateParams: !294, identifier: ".?AU?$Array@H$07@@")
!277 = !{!278, !282, !287}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !276, file: !3, line: 43, baseType: !279, size: 256)
!279 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !280)
!280 = !{!281}
!281 = !DISubrange(count: 8)
!282 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !276, file: !3, line: 44, type: !283, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!285, !286, !6}
!285 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !276, file: !3, line: 45, type: !288, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!290, !292, !6}
!290 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!294 = !{!295, !296}
!295 = !DITemplateTypeParameter(name: "T", type: !6)
!296 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!297 = !DILocalVariable(name: "i", scope: !298, file: !3, line: 118, type: !6)
!298 = distinct !DILexicalBlock(scope: !243, file: !3, line: 118)
!299 = !DILocalVariable(name: "bias", scope: !243, file: !3, line: 119, type: !6)
!300 = !DILocalVariable(name: "add", scope: !243, file: !3, line: 120, type: !301)
!301 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !243, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !302, identifier: ".?AV<lambda_1>@?0??main@@9@")
!302 = !{!303}
!303 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !301, file: !3, line: 120, baseType: !6, size: 32)
!304 = !DILocalVariable(name: "prod_count", scope: !243, file: !3, line: 121, type: !6)
!305 = !DILocalVariable(name: "mul", scope: !243, file: !3, line: 122, type: !306)
!306 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !243, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !307, identifier: ".?AV<lambda_2>@?0??main@@9@")
!307 = !{!308}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !306, file: !3, line: 122, baseType: !285, size: 64)
!309 = !DILocalVariable(name: "gen", scope: !243, file: !3, line: 124, type: !310)
!310 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !243, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_0>@?0??main@@9@")
!311 = !DILocalVariable(name: "fp", scope: !243, file: !3, line: 126, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DISubroutineType(types: !314)
!314 = !{!6, !6}
!315 = !DILocalVariable(name: "b", scope: !243, file: !3, line: 132, type: !172)
!316 = !DILocalVariable(name: "p", scope: !243, file: !3, line: 134, type: !31)
!317 = !DILocalVariable(name: "a1", scope: !243, file: !3, line: 137, type: !6)
!318 = !DILocalVariable(name: "a2", scope: !243, file: !3, line: 137, type: !6)
!319 = !DILocation(line: 105, scope: !243)
!320 = !DILocation(line: 0, scope: !243)
!321 = !DILocation(line: 0, scope: !252)
!322 = !DILocation(line: 0, scope: !258)
!323 = !DILocation(line: 99, scope: !324)
!324 = distinct !DILexicalBlock(scope: !258, file: !3, line: 98)
!325 = !DILocation(line: 103, scope: !243)
!326 = !DILocation(line: 109, scope: !243)
!327 = !DILocation(line: 111, scope: !243)
!328 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !329, type: !6, flags: DIFlagArtificial)
!329 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !116, file: !3, line: 38, type: !330, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !333, retainedNodes: !334)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DISubprogram(name: "Diamond", scope: !116, type: !330, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !{!328, !335}
!335 = !DILocalVariable(name: "this", arg: 1, scope: !329, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!337 = !DILocation(line: 0, scope: !329, inlinedAt: !338)
!338 = distinct !DILocation(line: 111, scope: !243)
!339 = !DILocation(line: 38, scope: !329, inlinedAt: !338)
!340 = !DILocalVariable(name: "this", arg: 1, scope: !341, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!341 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !342, retainedNodes: !343)
!342 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !{!340}
!344 = !DILocation(line: 0, scope: !341, inlinedAt: !345)
!345 = distinct !DILocation(line: 38, scope: !329, inlinedAt: !338)
!346 = !DILocation(line: 35, scope: !341, inlinedAt: !345)
!347 = !{!348, !349, i64 8}
!348 = !{!"?AUBase@@", !349, i64 8}
!349 = !{!"int", !193, i64 0}
!350 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !351, type: !6, flags: DIFlagArtificial)
!351 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !119, file: !3, line: 36, type: !352, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !355, retainedNodes: !356)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !354}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DISubprogram(name: "Left", scope: !119, type: !352, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !{!350, !357}
!357 = !DILocalVariable(name: "this", arg: 1, scope: !351, type: !274, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !351, inlinedAt: !359)
!359 = distinct !DILocation(line: 38, scope: !329, inlinedAt: !338)
!360 = !DILocation(line: 36, scope: !351, inlinedAt: !359)
!361 = !{!362, !349, i64 8}
!362 = !{!"?AULeft@@", !349, i64 8}
!363 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !364, type: !6, flags: DIFlagArtificial)
!364 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !12, file: !3, line: 37, type: !365, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !368, retainedNodes: !369)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DISubprogram(name: "Right", scope: !12, type: !365, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !{!363, !370}
!370 = !DILocalVariable(name: "this", arg: 1, scope: !364, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DILocation(line: 0, scope: !364, inlinedAt: !372)
!372 = distinct !DILocation(line: 38, scope: !329, inlinedAt: !338)
!373 = !DILocation(line: 37, scope: !364, inlinedAt: !372)
!374 = !{!375, !349, i64 8}
!375 = !{!"?AURight@@", !349, i64 8}
!376 = !{!377, !377, i64 0}
!377 = !{!"vtable pointer", !194, i64 0}
!378 = !{!379, !349, i64 32}
!379 = !{!"?AUDiamond@@", !349, i64 32}
!380 = !DILocation(line: 114, scope: !243)
!381 = !DILocation(line: 115, scope: !243)
!382 = !DILocation(line: 123, scope: !243)
!383 = !DILocation(line: 125, scope: !243)
!384 = !DILocation(line: 127, scope: !243)
!385 = !DILocation(line: 129, scope: !243)
!386 = !DILocation(line: 130, scope: !243)
!387 = !DILocation(line: 132, scope: !243)
!388 = !DILocation(line: 133, scope: !243)
!389 = !{i64 0, i64 8, !210, i64 8, i64 8, !210, i64 16, i64 8, !210, i64 24, i64 8, !210, i64 32, i64 13, !201}
!390 = !DILocation(line: 134, scope: !243)
!391 = !DILocation(line: 135, scope: !243)
!392 = !DILocation(line: 86, scope: !2, inlinedAt: !393)
!393 = distinct !DILocation(line: 137, scope: !243)
!394 = !{!"branch_weights", i32 1, i32 1048575}
!395 = !{!349, !349, i64 0}
!396 = !DILocation(line: 86, scope: !2, inlinedAt: !397)
!397 = distinct !DILocation(line: 137, scope: !243)
!398 = !DILocation(line: 87, scope: !2, inlinedAt: !393)
!399 = !DILocation(line: 87, scope: !2, inlinedAt: !397)
!400 = !DILocation(line: 82, scope: !147, inlinedAt: !401)
!401 = distinct !DILocation(line: 138, scope: !243)
!402 = !DILocation(line: 78, scope: !403, inlinedAt: !407)
!403 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !139, retainedNodes: !404)
!404 = !{!405}
!405 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !406, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!407 = distinct !DILocation(line: 82, scope: !147, inlinedAt: !401)
!408 = !DILocation(line: 78, scope: !409, inlinedAt: !407)
!409 = distinct !DILexicalBlock(scope: !403, file: !3, line: 78)
!410 = !DILocation(line: 138, scope: !243)
!411 = !DILocation(line: 140, scope: !243)
!412 = !DILocation(line: 82, scope: !147)
!413 = !DILocation(line: 78, scope: !403, inlinedAt: !414)
!414 = distinct !DILocation(line: 82, scope: !147)
!415 = !DILocation(line: 78, scope: !409, inlinedAt: !414)
!416 = !DILocation(line: 83, scope: !147)
!417 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !35, file: !3, line: 15, type: !418, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !420, retainedNodes: !421)
!418 = !DISubroutineType(types: !419)
!419 = !{null, !63}
!420 = !DISubprogram(name: "~Rect", scope: !35, type: !418, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!421 = !{!422, !423}
!422 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !417, type: !6, flags: DIFlagArtificial)
!423 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !424, flags: DIFlagArtificial | DIFlagObjectPointer)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!425 = !DILocation(line: 0, scope: !417)
!426 = !DILocation(line: 15, scope: !417)
!427 = !DILocation(line: 0, scope: !228, inlinedAt: !428)
!428 = distinct !DILocation(line: 15, scope: !417)
!429 = !DILocation(line: 92, scope: !228, inlinedAt: !428)
!430 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !64, retainedNodes: !431)
!431 = !{!432}
!432 = !DILocalVariable(name: "this", arg: 1, scope: !430, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!434 = !DILocation(line: 0, scope: !430)
!435 = !DILocation(line: 18, scope: !430)
!436 = !{!437, !438, i64 8}
!437 = !{!"?AURect@@", !438, i64 8, !438, i64 16}
!438 = !{!"double", !193, i64 0}
!439 = !{!437, !438, i64 16}
!440 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !69, retainedNodes: !441)
!441 = !{!442}
!442 = !DILocalVariable(name: "this", arg: 1, scope: !440, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!443 = !DILocation(line: 0, scope: !440)
!444 = !DILocation(line: 19, scope: !440)
!445 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !43, retainedNodes: !446)
!446 = !{!447, !448}
!447 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !445, type: !6, flags: DIFlagArtificial)
!448 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !247, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DILocation(line: 0, scope: !445)
!450 = !DILocation(line: 10, scope: !445)
!451 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !53, retainedNodes: !452)
!452 = !{!453}
!453 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!455 = !DILocation(line: 0, scope: !451)
!456 = !DILocation(line: 12, scope: !451)
!457 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !72, file: !3, line: 22, type: !458, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !460, retainedNodes: !461)
!458 = !DISubroutineType(types: !459)
!459 = !{null, !78}
!460 = !DISubprogram(name: "~Square", scope: !72, type: !458, containingType: !72, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!461 = !{!462, !463}
!462 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !457, type: !6, flags: DIFlagArtificial)
!463 = !DILocalVariable(name: "this", arg: 1, scope: !457, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!465 = !DILocation(line: 0, scope: !457)
!466 = !DILocation(line: 22, scope: !457)
!467 = !DILocation(line: 0, scope: !228, inlinedAt: !468)
!468 = distinct !DILocation(line: 22, scope: !457)
!469 = !DILocation(line: 92, scope: !228, inlinedAt: !468)
!470 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !79, retainedNodes: !471)
!471 = !{!472}
!472 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !473, flags: DIFlagArtificial | DIFlagObjectPointer)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!474 = !DILocation(line: 0, scope: !470)
!475 = !DILocation(line: 24, scope: !470)
!476 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !107, retainedNodes: !477)
!477 = !{!478}
!478 = !DILocalVariable(name: "this", arg: 1, scope: !476, type: !479, flags: DIFlagArtificial | DIFlagObjectPointer)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!480 = !DILocation(line: 0, scope: !476)
!481 = !DILocation(line: 31, scope: !476)
!482 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !112, retainedNodes: !483)
!483 = !{!484}
!484 = !DILocalVariable(name: "this", arg: 1, scope: !482, type: !485, flags: DIFlagArtificial | DIFlagObjectPointer)
!485 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!486 = !DILocation(line: 0, scope: !482)
!487 = !DILocation(line: 32, scope: !482)
!488 = !{!489, !349, i64 8}
!489 = !{!"?AUCounted@@", !349, i64 8}
!490 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !93, retainedNodes: !491)
!491 = !{!492}
!492 = !DILocalVariable(name: "this", arg: 1, scope: !490, type: !493, flags: DIFlagArtificial | DIFlagObjectPointer)
!493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!494 = !DILocation(line: 0, scope: !490)
!495 = !DILocation(line: 27, scope: !490)
!496 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !103, retainedNodes: !497)
!497 = !{!498}
!498 = !DILocalVariable(name: "this", arg: 1, scope: !496, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocation(line: 28, scope: !496)
!501 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !131, retainedNodes: !502)
!502 = !{!503}
!503 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!505 = !DILocation(line: 0, scope: !501)
!506 = !DILocation(line: 38, scope: !501)
!507 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !116, file: !3, line: 38, type: !330, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !508, retainedNodes: !509)
!508 = !DISubprogram(name: "~Diamond", scope: !116, type: !330, containingType: !116, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!509 = !{!510, !511}
!510 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !507, type: !6, flags: DIFlagArtificial)
!511 = !DILocalVariable(name: "this", arg: 1, scope: !507, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !DILocation(line: 0, scope: !507)
!513 = !DILocation(line: 38, scope: !507)
!514 = !DILocation(line: 0, scope: !228, inlinedAt: !515)
!515 = distinct !DILocation(line: 38, scope: !507)
!516 = !DILocation(line: 92, scope: !228, inlinedAt: !515)
!517 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !21, retainedNodes: !518)
!518 = !{!519}
!519 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 35, scope: !517)
!523 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !26, retainedNodes: !524)
!524 = !{!525, !526}
!525 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !523, type: !6, flags: DIFlagArtificial)
!526 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DILocation(line: 0, scope: !523)
!528 = !DILocation(line: 35, scope: !523)
!529 = !DILocation(line: 0, scope: !228, inlinedAt: !530)
!530 = distinct !DILocation(line: 35, scope: !523)
!531 = !DILocation(line: 92, scope: !228, inlinedAt: !530)
!532 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !533)
!533 = !{!534}
!534 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!536 = !DILocation(line: 0, scope: !532)
!537 = !DILocation(line: 36, scope: !532)
!538 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !119, file: !3, line: 36, type: !352, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !539, retainedNodes: !540)
!539 = !DISubprogram(name: "~Left", scope: !119, type: !352, containingType: !119, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!540 = !{!541, !542}
!541 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !538, type: !6, flags: DIFlagArtificial)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !538, type: !274, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DILocation(line: 0, scope: !538)
!544 = !DILocation(line: 36, scope: !538)
!545 = !DILocation(line: 0, scope: !228, inlinedAt: !546)
!546 = distinct !DILocation(line: 36, scope: !538)
!547 = !DILocation(line: 92, scope: !228, inlinedAt: !546)
!548 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !12, file: !3, line: 37, type: !365, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !549, retainedNodes: !550)
!549 = !DISubprogram(name: "~Right", scope: !12, type: !365, containingType: !12, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!550 = !{!551, !552}
!551 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !548, type: !6, flags: DIFlagArtificial)
!552 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!553 = !DILocation(line: 0, scope: !548)
!554 = !DILocation(line: 37, scope: !548)
!555 = !DILocation(line: 0, scope: !228, inlinedAt: !556)
!556 = distinct !DILocation(line: 37, scope: !548)
!557 = !DILocation(line: 92, scope: !228, inlinedAt: !556)
!558 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !3, file: !3, line: 82, type: !559, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!559 = !DISubroutineType(types: !560)
!560 = !{null}
!561 = !DILocation(line: 82, scope: !558)

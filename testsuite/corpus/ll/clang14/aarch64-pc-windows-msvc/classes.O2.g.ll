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
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 4
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 8
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
@9 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i32 (i8*)* @"?get@Left@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@10 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?get@Base@@UEBAHXZ" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 4
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
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 !dbg !163 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !167, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i8* %0, metadata !168, metadata !DIExpression()), !dbg !171
  ret i8* %0, !dbg !172
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !173 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !188, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !189, metadata !DIExpression()), !dbg !193
  %3 = sext i32 %1 to i64, !dbg !194
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !194
  store i64 %3, i64* %4, align 8, !dbg !194, !tbaa !195
  %5 = shl nsw i32 %1, 1, !dbg !194
  %6 = sext i32 %5 to i64, !dbg !194
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !194
  store i64 %6, i64* %7, align 8, !dbg !194, !tbaa !200
  %8 = mul nsw i32 %1, 3, !dbg !194
  %9 = sext i32 %8 to i64, !dbg !194
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !194
  store i64 %9, i64* %10, align 8, !dbg !194, !tbaa !201
  %11 = sub nsw i32 0, %1, !dbg !194
  %12 = sext i32 %11 to i64, !dbg !194
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !194
  store i64 %12, i64* %13, align 8, !dbg !194, !tbaa !202
  call void @llvm.dbg.value(metadata i32 0, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 0, metadata !190, metadata !DIExpression()), !dbg !203
  %14 = srem i32 %1, 26, !dbg !204
  %15 = trunc i32 %14 to i8, !dbg !204
  %16 = add nsw i8 %15, 97, !dbg !204
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !204
  store i8 %16, i8* %17, align 8, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 1, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 1, metadata !190, metadata !DIExpression()), !dbg !203
  %18 = add nsw i32 %1, 1, !dbg !204
  %19 = srem i32 %18, 26, !dbg !204
  %20 = trunc i32 %19 to i8, !dbg !204
  %21 = add nsw i8 %20, 97, !dbg !204
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1, !dbg !204
  store i8 %21, i8* %22, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 2, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 2, metadata !190, metadata !DIExpression()), !dbg !203
  %23 = add nsw i32 %1, 2, !dbg !204
  %24 = srem i32 %23, 26, !dbg !204
  %25 = trunc i32 %24 to i8, !dbg !204
  %26 = add nsw i8 %25, 97, !dbg !204
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2, !dbg !204
  store i8 %26, i8* %27, align 2, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 3, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 3, metadata !190, metadata !DIExpression()), !dbg !203
  %28 = add nsw i32 %1, 3, !dbg !204
  %29 = srem i32 %28, 26, !dbg !204
  %30 = trunc i32 %29 to i8, !dbg !204
  %31 = add nsw i8 %30, 97, !dbg !204
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3, !dbg !204
  store i8 %31, i8* %32, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 4, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 4, metadata !190, metadata !DIExpression()), !dbg !203
  %33 = add nsw i32 %1, 4, !dbg !204
  %34 = srem i32 %33, 26, !dbg !204
  %35 = trunc i32 %34 to i8, !dbg !204
  %36 = add nsw i8 %35, 97, !dbg !204
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4, !dbg !204
  store i8 %36, i8* %37, align 4, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 5, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 5, metadata !190, metadata !DIExpression()), !dbg !203
  %38 = add nsw i32 %1, 5, !dbg !204
  %39 = srem i32 %38, 26, !dbg !204
  %40 = trunc i32 %39 to i8, !dbg !204
  %41 = add nsw i8 %40, 97, !dbg !204
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5, !dbg !204
  store i8 %41, i8* %42, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 6, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 6, metadata !190, metadata !DIExpression()), !dbg !203
  %43 = add nsw i32 %1, 6, !dbg !204
  %44 = srem i32 %43, 26, !dbg !204
  %45 = trunc i32 %44 to i8, !dbg !204
  %46 = add nsw i8 %45, 97, !dbg !204
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6, !dbg !204
  store i8 %46, i8* %47, align 2, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 7, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 7, metadata !190, metadata !DIExpression()), !dbg !203
  %48 = add nsw i32 %1, 7, !dbg !204
  %49 = srem i32 %48, 26, !dbg !204
  %50 = trunc i32 %49 to i8, !dbg !204
  %51 = add nsw i8 %50, 97, !dbg !204
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7, !dbg !204
  store i8 %51, i8* %52, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 8, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 8, metadata !190, metadata !DIExpression()), !dbg !203
  %53 = add nsw i32 %1, 8, !dbg !204
  %54 = srem i32 %53, 26, !dbg !204
  %55 = trunc i32 %54 to i8, !dbg !204
  %56 = add nsw i8 %55, 97, !dbg !204
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8, !dbg !204
  store i8 %56, i8* %57, align 8, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 9, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 9, metadata !190, metadata !DIExpression()), !dbg !203
  %58 = add nsw i32 %1, 9, !dbg !204
  %59 = srem i32 %58, 26, !dbg !204
  %60 = trunc i32 %59 to i8, !dbg !204
  %61 = add nsw i8 %60, 97, !dbg !204
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9, !dbg !204
  store i8 %61, i8* %62, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 10, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 10, metadata !190, metadata !DIExpression()), !dbg !203
  %63 = add nsw i32 %1, 10, !dbg !204
  %64 = srem i32 %63, 26, !dbg !204
  %65 = trunc i32 %64 to i8, !dbg !204
  %66 = add nsw i8 %65, 97, !dbg !204
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10, !dbg !204
  store i8 %66, i8* %67, align 2, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 11, metadata !190, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 11, metadata !190, metadata !DIExpression()), !dbg !203
  %68 = add nsw i32 %1, 11, !dbg !204
  %69 = srem i32 %68, 26, !dbg !204
  %70 = trunc i32 %69 to i8, !dbg !204
  %71 = add nsw i8 %70, 97, !dbg !204
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11, !dbg !204
  store i8 %71, i8* %72, align 1, !dbg !204, !tbaa !206
  call void @llvm.dbg.value(metadata i64 12, metadata !190, metadata !DIExpression()), !dbg !203
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12, !dbg !207
  store i8 0, i8* %73, align 4, !dbg !207, !tbaa !206
  ret void, !dbg !208
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !209 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !213, metadata !DIExpression()), !dbg !214
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, !dbg !214
  %3 = load i64, i64* %2, align 8, !dbg !214, !tbaa !195
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !214
  %5 = load i64, i64* %4, align 8, !dbg !214, !tbaa !200
  %6 = add nsw i64 %5, %3, !dbg !214
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2, !dbg !214
  %8 = load i64, i64* %7, align 8, !dbg !214, !tbaa !201
  %9 = add nsw i64 %6, %8, !dbg !214
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3, !dbg !214
  %11 = load i64, i64* %10, align 8, !dbg !214, !tbaa !202
  %12 = add nsw i64 %9, %11, !dbg !214
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0, !dbg !214
  %14 = load i8, i8* %13, align 8, !dbg !214, !tbaa !206
  %15 = sext i8 %14 to i64, !dbg !214
  %16 = add nsw i64 %12, %15, !dbg !214
  ret i64 %16, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) local_unnamed_addr #5 !dbg !215 {
  %2 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %2, metadata !219, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !221
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  call void @llvm.dbg.value(metadata float %5, metadata !219, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !221
  %6 = fptosi float %5 to i32, !dbg !222
  call void @llvm.dbg.value(metadata i32 %6, metadata !220, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !221
  %7 = sitofp i32 %2 to float, !dbg !222
  call void @llvm.dbg.value(metadata float %7, metadata !220, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !221
  %8 = bitcast float %7 to i32, !dbg !222
  %9 = zext i32 %8 to i64, !dbg !222
  %10 = shl nuw i64 %9, 32, !dbg !222
  %11 = zext i32 %6 to i64, !dbg !222
  %12 = or i64 %10, %11, !dbg !222
  ret i64 %12, !dbg !222
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #6 !dbg !223 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !229, metadata !DIExpression()), !dbg !230
  %2 = icmp eq i64 %0, 0, !dbg !231
  %3 = select i1 %2, i64 1, i64 %0, !dbg !231
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !231
  ret i8* %4, !dbg !231
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* nocapture noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !232 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !236, metadata !DIExpression()), !dbg !237
  tail call void @free(i8* noundef %0), !dbg !238
  ret void, !dbg !238
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #9

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX_K@Z"(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !239 {
  call void @llvm.dbg.value(metadata i64 %1, metadata !243, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i8* %0, metadata !244, metadata !DIExpression()), !dbg !245
  tail call void @free(i8* noundef %0), !dbg !246
  ret void, !dbg !246
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !247 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !323
  call void @llvm.dbg.declare(metadata i32* undef, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !323
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !249, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !249, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !249, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !324
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !255, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata [3 x %struct.Shape*]* undef, metadata !260, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !325
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !254, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !258, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !261, metadata !DIExpression()), !dbg !326
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 6.000000e+00), !dbg !327
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !254, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Square* poison, metadata !261, metadata !DIExpression()), !dbg !326
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), double noundef 1.600000e+01), !dbg !327
  call void @llvm.dbg.value(metadata double 2.200000e+01, metadata !254, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Rect* poison, metadata !261, metadata !DIExpression()), !dbg !326
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 4.000000e+00), !dbg !327
  call void @llvm.dbg.value(metadata double 2.600000e+01, metadata !254, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Shape** undef, metadata !258, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !325
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef 2.600000e+01), !dbg !329
  call void @llvm.dbg.value(metadata i32 5, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !270, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Widget* undef, metadata !272, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 20, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !324
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 5), !dbg !330
  %9 = bitcast %struct.Diamond* %1 to i8*, !dbg !331
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9) #18, !dbg !331
  call void @llvm.dbg.declare(metadata %struct.Diamond* %1, metadata !274, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 1, metadata !332, metadata !DIExpression()), !dbg !341
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !339, metadata !DIExpression()), !dbg !341
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i64 0, i64 0), i32** %10, align 8, !dbg !343
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 0, !dbg !343
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i64 0, i64 0), i32** %11, align 8, !dbg !343
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !344, metadata !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value)), !dbg !348
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, i32 1, !dbg !350
  store i32 1, i32* %12, align 8, !dbg !350, !tbaa !351
  call void @llvm.dbg.value(metadata i32 0, metadata !354, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !361, metadata !DIExpression()), !dbg !362
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1, !dbg !364
  store i32 2, i32* %13, align 8, !dbg !364, !tbaa !365
  call void @llvm.dbg.value(metadata i32 0, metadata !367, metadata !DIExpression()), !dbg !375
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !374, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !375
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 1, !dbg !377
  store i32 3, i32* %14, align 8, !dbg !377, !tbaa !378
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, !dbg !343
  %16 = bitcast %struct.Base* %15 to i8*, !dbg !343
  %17 = getelementptr inbounds %struct.Base, %struct.Base* %15, i64 0, i32 0, !dbg !343
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !dbg !343, !tbaa !380
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2, !dbg !343
  store i32 4, i32* %18, align 8, !dbg !343, !tbaa !382
  call void @llvm.dbg.value(metadata %struct.Base* %15, metadata !275, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Diamond* %1, metadata !277, metadata !DIExpression()), !dbg !324
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !384
  %20 = call i8* @__RTDynamicCast(i8* nonnull %16, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0), !dbg !385
  %21 = icmp ne i8* %20, null, !dbg !385
  %22 = zext i1 %21 to i32, !dbg !385
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22), !dbg !385
  call void @llvm.dbg.value(metadata i32 0, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 1, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 4, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 9, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 16, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 25, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 36, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 49, metadata !279, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !324
  call void @llvm.dbg.value(metadata i32 7, metadata !303, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 7, metadata !304, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 0, metadata !308, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32* undef, metadata !309, metadata !DIExpression()), !dbg !324
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 0), !dbg !386
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00), !dbg !387
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 42), !dbg !388
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0)), !dbg !389
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0)), !dbg !390
  %29 = bitcast %struct.Big* %2 to i8*, !dbg !391
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #18, !dbg !391
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !319, metadata !DIExpression()), !dbg !391
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !391
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0, !dbg !392
  %31 = bitcast %struct.Big* %3 to i8*, !dbg !392
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %31, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !dbg !392, !tbaa.struct !393
  %32 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef nonnull %3), !dbg !392
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %32, i8* noundef nonnull %30), !dbg !392
  %34 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 4690499011906371587), !dbg !395
  %35 = trunc i64 %34 to i32, !dbg !395
  call void @llvm.dbg.value(metadata i32 %35, metadata !320, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !324
  %36 = lshr i64 %34, 32, !dbg !395
  %37 = trunc i64 %36 to i32, !dbg !395
  %38 = bitcast i32 %37 to float, !dbg !395
  call void @llvm.dbg.value(metadata float %38, metadata !320, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !324
  %39 = fpext float %38 to double, !dbg !396
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %35, double noundef %39), !dbg !396
  %41 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !397
  %42 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !397
  %43 = icmp sgt i32 %41, %42, !dbg !397
  br i1 %43, label %44, label %54, !dbg !397, !prof !399

44:                                               ; preds = %0
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !397
  %45 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !397
  %46 = icmp eq i32 %45, -1, !dbg !397
  br i1 %46, label %47, label %54, !dbg !397

47:                                               ; preds = %44
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %48 unwind label %52, !dbg !397

48:                                               ; preds = %47
  %49 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !397
  %50 = select i1 %49, i32 3, i32 0, !dbg !397
  store i32 %50, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !397, !tbaa !400
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !397
  %51 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !401
  br label %54, !dbg !397

52:                                               ; preds = %47
  %53 = cleanuppad within none [], !dbg !397
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18 [ "funclet"(token %53) ], !dbg !397
  cleanupret from %53 unwind to caller

54:                                               ; preds = %48, %44, %0
  %55 = phi i32 [ %51, %48 ], [ %45, %44 ], [ %41, %0 ], !dbg !401
  %56 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !403, !tbaa !400
  %57 = add nsw i32 %56, 1, !dbg !403
  store i32 %57, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !403, !tbaa !400
  call void @llvm.dbg.value(metadata i32 %57, metadata !321, metadata !DIExpression()), !dbg !324
  %58 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !401
  %59 = icmp sgt i32 %55, %58, !dbg !401
  br i1 %59, label %60, label %69, !dbg !401, !prof !399

60:                                               ; preds = %54
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !401
  %61 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !401
  %62 = icmp eq i32 %61, -1, !dbg !401
  br i1 %62, label %63, label %69, !dbg !401

63:                                               ; preds = %60
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %64 unwind label %67, !dbg !401

64:                                               ; preds = %63
  %65 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !401
  %66 = select i1 %65, i32 3, i32 0, !dbg !401
  store i32 %66, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !401, !tbaa !400
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18, !dbg !401
  br label %69, !dbg !401

67:                                               ; preds = %63
  %68 = cleanuppad within none [], !dbg !401
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #18 [ "funclet"(token %68) ], !dbg !401
  cleanupret from %68 unwind to caller

69:                                               ; preds = %64, %60, %54
  %70 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !404, !tbaa !400
  %71 = add nsw i32 %70, 1, !dbg !404
  store i32 %71, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !404, !tbaa !400
  call void @llvm.dbg.value(metadata i32 %71, metadata !322, metadata !DIExpression()), !dbg !324
  %72 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !405
  %73 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !405
  %74 = icmp sgt i32 %72, %73, !dbg !405
  br i1 %74, label %75, label %81, !dbg !405, !prof !399

75:                                               ; preds = %69
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !405
  %76 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !405
  %77 = icmp eq i32 %76, -1, !dbg !405
  br i1 %77, label %78, label %81, !dbg !405

78:                                               ; preds = %75
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !407
  %79 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !413
  %80 = call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #18, !dbg !405
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !405
  br label %81, !dbg !405

81:                                               ; preds = %78, %75, %69
  %82 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !415
  %83 = select i1 %82, i32 3, i32 0, !dbg !415
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %57, i32 noundef %71, i32 noundef %83), !dbg !415
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #18, !dbg !416
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9) #18, !dbg !416
  ret i32 0, !dbg !416
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #12

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: norecurse uwtable
define internal fastcc void @"?registry@@YAAEAURegistry@@XZ"() unnamed_addr #11 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !417
  %2 = load i32, i32* @_Init_thread_epoch, align 4, !dbg !417
  %3 = icmp sgt i32 %1, %2, !dbg !417
  br i1 %3, label %4, label %10, !dbg !417, !prof !399

4:                                                ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !417
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !417
  %6 = icmp eq i32 %5, -1, !dbg !417
  br i1 %6, label %7, label %10, !dbg !417

7:                                                ; preds = %4
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !418
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0)), !dbg !420
  %9 = tail call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #18, !dbg !417
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #18, !dbg !417
  br label %10, !dbg !417

10:                                               ; preds = %7, %4, %0
  ret void, !dbg !421
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !422 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !427, metadata !DIExpression()), !dbg !430
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !428, metadata !DIExpression()), !dbg !430
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !431
  br i1 %4, label %6, label %5, !dbg !431

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !236, metadata !DIExpression()) #18, !dbg !432
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !434
  br label %6, !dbg !431

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !431
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !435 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !437, metadata !DIExpression()), !dbg !439
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 1, !dbg !440
  %3 = load double, double* %2, align 8, !dbg !440, !tbaa !441
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 2, !dbg !440
  %5 = load double, double* %4, align 8, !dbg !440, !tbaa !444
  %6 = fmul double %3, %5, !dbg !440
  ret double %6, !dbg !440
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !445 {
  call void @llvm.dbg.value(metadata %struct.Rect* %0, metadata !447, metadata !DIExpression()), !dbg !448
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), !dbg !449
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #16 comdat align 2 !dbg !450 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !452, metadata !DIExpression()), !dbg !454
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !453, metadata !DIExpression()), !dbg !454
  tail call void @llvm.trap() #21, !dbg !455
  unreachable, !dbg !455
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #15 comdat align 2 !dbg !456 {
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !458, metadata !DIExpression()), !dbg !460
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0), !dbg !461
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #17

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !462 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !467, metadata !DIExpression()), !dbg !470
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !468, metadata !DIExpression()), !dbg !470
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !471
  br i1 %4, label %6, label %5, !dbg !471

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !236, metadata !DIExpression()) #18, !dbg !472
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !474
  br label %6, !dbg !471

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !471
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #15 comdat align 2 !dbg !475 {
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !477, metadata !DIExpression()), !dbg !479
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), !dbg !480
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #15 comdat align 2 !dbg !481 {
  call void @llvm.dbg.value(metadata %struct.Widget* %0, metadata !483, metadata !DIExpression()), !dbg !485
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), !dbg !486
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !487 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !489, metadata !DIExpression()), !dbg !491
  %2 = getelementptr inbounds i8, i8* %0, i64 8, !dbg !492
  %3 = bitcast i8* %2 to i32*, !dbg !492
  %4 = load i32, i32* %3, align 8, !dbg !492, !tbaa !493
  %5 = add nsw i32 %4, 10, !dbg !492
  store i32 %5, i32* %3, align 8, !dbg !492, !tbaa !493
  ret void, !dbg !492
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !495 {
  call void @llvm.dbg.value(metadata %struct.Named* %0, metadata !497, metadata !DIExpression()), !dbg !499
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0), !dbg !500
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !501 {
  call void @llvm.dbg.value(metadata %struct.Counted* %0, metadata !503, metadata !DIExpression()), !dbg !504
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i64 0, i32 1, !dbg !505
  %3 = load i32, i32* %2, align 8, !dbg !505, !tbaa !493
  %4 = add nsw i32 %3, 1, !dbg !505
  store i32 %4, i32* %2, align 8, !dbg !505, !tbaa !493
  ret void, !dbg !505
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !506 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !508, metadata !DIExpression()), !dbg !510
  %2 = getelementptr inbounds i8, i8* %0, i64 -40
  %3 = bitcast i8* %2 to i32**, !dbg !511
  %4 = load i32*, i32** %3, align 8, !dbg !511
  %5 = getelementptr inbounds i32, i32* %4, i64 1, !dbg !511
  %6 = load i32, i32* %5, align 4, !dbg !511
  %7 = sext i32 %6 to i64, !dbg !511
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !511
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !511
  %10 = bitcast i8* %9 to i32*, !dbg !511
  %11 = load i32, i32* %10, align 8, !dbg !511, !tbaa !351
  %12 = getelementptr inbounds i8, i8* %0, i64 -32, !dbg !511
  %13 = bitcast i8* %12 to i32*, !dbg !511
  %14 = load i32, i32* %13, align 8, !dbg !511, !tbaa !365
  %15 = add nsw i32 %14, %11, !dbg !511
  %16 = getelementptr inbounds i8, i8* %0, i64 -16, !dbg !511
  %17 = bitcast i8* %16 to i32*, !dbg !511
  %18 = load i32, i32* %17, align 8, !dbg !511, !tbaa !378
  %19 = add nsw i32 %15, %18, !dbg !511
  %20 = getelementptr inbounds i8, i8* %0, i64 -8, !dbg !511
  %21 = bitcast i8* %20 to i32*, !dbg !511
  %22 = load i32, i32* %21, align 8, !dbg !511, !tbaa !382
  %23 = add nsw i32 %19, %22, !dbg !511
  ret i32 %23, !dbg !511
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !512 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !515, metadata !DIExpression()), !dbg !517
  call void @llvm.dbg.value(metadata %struct.Diamond* %0, metadata !516, metadata !DIExpression()), !dbg !517
  %3 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 1
  %4 = bitcast %struct.Right.base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !518
  br i1 %5, label %7, label %6, !dbg !518

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !236, metadata !DIExpression()) #18, !dbg !519
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !521
  br label %7, !dbg !518

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !518
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #15 comdat align 2 !dbg !522 {
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !524, metadata !DIExpression()), !dbg !526
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1, !dbg !527
  %3 = load i32, i32* %2, align 8, !dbg !527, !tbaa !351
  ret i32 %3, !dbg !527
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #16 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !528 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !530, metadata !DIExpression()), !dbg !532
  call void @llvm.dbg.value(metadata %struct.Base* %0, metadata !531, metadata !DIExpression()), !dbg !532
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !533
  br i1 %4, label %6, label %5, !dbg !533

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %3, metadata !236, metadata !DIExpression()) #18, !dbg !534
  tail call void @free(i8* noundef nonnull %3) #18, !dbg !536
  br label %6, !dbg !533

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !533
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #15 comdat align 2 !dbg !537 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !539, metadata !DIExpression()), !dbg !541
  %2 = getelementptr inbounds i8, i8* %0, i64 -16
  %3 = bitcast i8* %2 to i32**, !dbg !542
  %4 = load i32*, i32** %3, align 8, !dbg !542
  %5 = getelementptr inbounds i32, i32* %4, i64 1, !dbg !542
  %6 = load i32, i32* %5, align 4, !dbg !542
  %7 = sext i32 %6 to i64, !dbg !542
  %8 = getelementptr inbounds i8, i8* %2, i64 %7, !dbg !542
  %9 = getelementptr inbounds i8, i8* %8, i64 8, !dbg !542
  %10 = bitcast i8* %9 to i32*, !dbg !542
  %11 = load i32, i32* %10, align 8, !dbg !542, !tbaa !351
  %12 = getelementptr inbounds i8, i8* %0, i64 -8, !dbg !542
  %13 = bitcast i8* %12 to i32*, !dbg !542
  %14 = load i32, i32* %13, align 8, !dbg !542, !tbaa !365
  %15 = add nsw i32 %14, %11, !dbg !542
  ret i32 %15, !dbg !542
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !543 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !546, metadata !DIExpression()), !dbg !548
  call void @llvm.dbg.value(metadata %struct.Left* %0, metadata !547, metadata !DIExpression()), !dbg !548
  %3 = getelementptr inbounds %struct.Left, %struct.Left* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !549
  br i1 %5, label %7, label %6, !dbg !549

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !236, metadata !DIExpression()) #18, !dbg !550
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !552
  br label %7, !dbg !549

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !549
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 !dbg !553 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !556, metadata !DIExpression()), !dbg !558
  call void @llvm.dbg.value(metadata %struct.Right* %0, metadata !557, metadata !DIExpression()), !dbg !558
  %3 = getelementptr inbounds %struct.Right, %struct.Right* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0, !dbg !559
  br i1 %5, label %7, label %6, !dbg !559

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8* %4, metadata !236, metadata !DIExpression()) #18, !dbg !560
  tail call void @free(i8* noundef nonnull %4) #18, !dbg !562
  br label %7, !dbg !559

7:                                                ; preds = %6, %2
  ret i8* %4, !dbg !559
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #18

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) local_unnamed_addr #18

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #18

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #0 !dbg !563 {
  ret void, !dbg !566
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #19

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #20

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #15 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #16 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #17 = { cold noreturn nounwind }
attributes #18 = { nounwind }
attributes #19 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #20 = { nofree nounwind }
attributes #21 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!153, !154, !155, !156, !157, !158, !159, !160, !161}
!llvm.ident = !{!162}

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
!156 = !{i32 1, !"branch-target-enforcement", i32 0}
!157 = !{i32 1, !"sign-return-address", i32 0}
!158 = !{i32 1, !"sign-return-address-all", i32 0}
!159 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!160 = !{i32 7, !"PIC Level", i32 2}
!161 = !{i32 7, !"uwtable", i32 1}
!162 = !{!"Debian clang version 14.0.6"}
!163 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !3, file: !3, line: 53, type: !164, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !169, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!56, !56, !56}
!166 = !{!167, !168}
!167 = !DILocalVariable(arg: 2, scope: !163, file: !3, line: 53, type: !56)
!168 = !DILocalVariable(name: "a", arg: 1, scope: !163, file: !3, line: 53, type: !56)
!169 = !{!170}
!170 = !DITemplateTypeParameter(name: "T", type: !56)
!171 = !DILocation(line: 0, scope: !163)
!172 = !DILocation(line: 53, scope: !163)
!173 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !3, file: !3, line: 65, type: !174, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !187)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !6}
!176 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !177, identifier: ".?AUBig@@")
!177 = !{!178, !180, !181, !182, !183}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !176, file: !3, line: 62, baseType: !179, size: 64)
!179 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !176, file: !3, line: 62, baseType: !179, size: 64, offset: 64)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !176, file: !3, line: 62, baseType: !179, size: 64, offset: 128)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !176, file: !3, line: 62, baseType: !179, size: 64, offset: 192)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !176, file: !3, line: 62, baseType: !184, size: 104, offset: 256)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 104, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 13)
!187 = !{!188, !189, !190}
!188 = !DILocalVariable(name: "seed", arg: 1, scope: !173, file: !3, line: 65, type: !6)
!189 = !DILocalVariable(name: "r", scope: !173, file: !3, line: 66, type: !176)
!190 = !DILocalVariable(name: "i", scope: !191, file: !3, line: 68, type: !6)
!191 = distinct !DILexicalBlock(scope: !173, file: !3, line: 68)
!192 = !DILocation(line: 0, scope: !173)
!193 = !DILocation(line: 66, scope: !173)
!194 = !DILocation(line: 67, scope: !173)
!195 = !{!196, !197, i64 0}
!196 = !{!"?AUBig@@", !197, i64 0, !197, i64 8, !197, i64 16, !197, i64 24, !198, i64 32}
!197 = !{!"long long", !198, i64 0}
!198 = !{!"omnipotent char", !199, i64 0}
!199 = !{!"Simple C++ TBAA"}
!200 = !{!196, !197, i64 8}
!201 = !{!196, !197, i64 16}
!202 = !{!196, !197, i64 24}
!203 = !DILocation(line: 0, scope: !191)
!204 = !DILocation(line: 68, scope: !205)
!205 = distinct !DILexicalBlock(scope: !191, file: !3, line: 68)
!206 = !{!198, !198, i64 0}
!207 = !DILocation(line: 69, scope: !173)
!208 = !DILocation(line: 70, scope: !173)
!209 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !3, file: !3, line: 72, type: !210, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{!179, !176}
!212 = !{!213}
!213 = !DILocalVariable(name: "b", arg: 1, scope: !209, file: !3, line: 72, type: !176)
!214 = !DILocation(line: 72, scope: !209)
!215 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !3, file: !3, line: 73, type: !216, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!31, !31}
!218 = !{!219, !220}
!219 = !DILocalVariable(name: "p", arg: 1, scope: !215, file: !3, line: 73, type: !31)
!220 = !DILocalVariable(name: "q", scope: !215, file: !3, line: 73, type: !31)
!221 = !DILocation(line: 0, scope: !215)
!222 = !DILocation(line: 73, scope: !215)
!223 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 91, type: !224, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !228)
!224 = !DISubroutineType(types: !225)
!225 = !{!226, !227}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!227 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!228 = !{!229}
!229 = !DILocalVariable(name: "n", arg: 1, scope: !223, file: !3, line: 91, type: !227)
!230 = !DILocation(line: 0, scope: !223)
!231 = !DILocation(line: 91, scope: !223)
!232 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 92, type: !233, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !226}
!235 = !{!236}
!236 = !DILocalVariable(name: "p", arg: 1, scope: !232, file: !3, line: 92, type: !226)
!237 = !DILocation(line: 0, scope: !232)
!238 = !DILocation(line: 92, scope: !232)
!239 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !3, file: !3, line: 93, type: !240, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !226, !227}
!242 = !{!243, !244}
!243 = !DILocalVariable(arg: 2, scope: !239, file: !3, line: 93, type: !227)
!244 = !DILocalVariable(name: "p", arg: 1, scope: !239, file: !3, line: 93, type: !226)
!245 = !DILocation(line: 0, scope: !239)
!246 = !DILocation(line: 93, scope: !239)
!247 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !248)
!248 = !{!249, !254, !255, !258, !260, !261, !263, !265, !266, !267, !269, !270, !272, !274, !275, !277, !279, !301, !303, !304, !308, !309, !313, !315, !319, !320, !321, !322}
!249 = !DILocalVariable(name: "shapes", scope: !247, file: !3, line: 96, type: !250)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !251, size: 192, elements: !252)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!252 = !{!253}
!253 = !DISubrange(count: 3)
!254 = !DILocalVariable(name: "total", scope: !247, file: !3, line: 97, type: !50)
!255 = !DILocalVariable(name: "__range1", scope: !256, type: !257, flags: DIFlagArtificial)
!256 = distinct !DILexicalBlock(scope: !247, file: !3, line: 98)
!257 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !250, size: 64)
!258 = !DILocalVariable(name: "__begin1", scope: !256, type: !259, flags: DIFlagArtificial)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!260 = !DILocalVariable(name: "__end1", scope: !256, type: !259, flags: DIFlagArtificial)
!261 = !DILocalVariable(name: "s", scope: !262, file: !3, line: 98, type: !251)
!262 = distinct !DILexicalBlock(scope: !256, file: !3, line: 98)
!263 = !DILocalVariable(name: "__range1", scope: !264, type: !257, flags: DIFlagArtificial)
!264 = distinct !DILexicalBlock(scope: !247, file: !3, line: 102)
!265 = !DILocalVariable(name: "__begin1", scope: !264, type: !259, flags: DIFlagArtificial)
!266 = !DILocalVariable(name: "__end1", scope: !264, type: !259, flags: DIFlagArtificial)
!267 = !DILocalVariable(name: "s", scope: !268, file: !3, line: 102, type: !251)
!268 = distinct !DILexicalBlock(scope: !264, file: !3, line: 102)
!269 = !DILocalVariable(name: "w", scope: !247, file: !3, line: 105, type: !84)
!270 = !DILocalVariable(name: "c", scope: !247, file: !3, line: 106, type: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!272 = !DILocalVariable(name: "n", scope: !247, file: !3, line: 107, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!274 = !DILocalVariable(name: "d", scope: !247, file: !3, line: 111, type: !116)
!275 = !DILocalVariable(name: "bp", scope: !247, file: !3, line: 112, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!277 = !DILocalVariable(name: "lp", scope: !247, file: !3, line: 113, type: !278)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!279 = !DILocalVariable(name: "arr", scope: !247, file: !3, line: 117, type: !280)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !3, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !281, templateParams: !298, identifier: ".?AU?$Array@H$07@@")
!281 = !{!282, !286, !291}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !280, file: !3, line: 43, baseType: !283, size: 256)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 8)
!286 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !280, file: !3, line: 44, type: !287, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !290, !6}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !280, file: !3, line: 45, type: !292, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !296, !6}
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!298 = !{!299, !300}
!299 = !DITemplateTypeParameter(name: "T", type: !6)
!300 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!301 = !DILocalVariable(name: "i", scope: !302, file: !3, line: 118, type: !6)
!302 = distinct !DILexicalBlock(scope: !247, file: !3, line: 118)
!303 = !DILocalVariable(name: "bias", scope: !247, file: !3, line: 119, type: !6)
!304 = !DILocalVariable(name: "add", scope: !247, file: !3, line: 120, type: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !247, file: !3, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !306, identifier: ".?AV<lambda_1>@?0??main@@9@")
!306 = !{!307}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !305, file: !3, line: 120, baseType: !6, size: 32)
!308 = !DILocalVariable(name: "prod_count", scope: !247, file: !3, line: 121, type: !6)
!309 = !DILocalVariable(name: "mul", scope: !247, file: !3, line: 122, type: !310)
!310 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !247, file: !3, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !311, identifier: ".?AV<lambda_2>@?0??main@@9@")
!311 = !{!312}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !310, file: !3, line: 122, baseType: !289, size: 64)
!313 = !DILocalVariable(name: "gen", scope: !247, file: !3, line: 124, type: !314)
!314 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !247, file: !3, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: ".?AV<lambda_0>@?0??main@@9@")
!315 = !DILocalVariable(name: "fp", scope: !247, file: !3, line: 126, type: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DISubroutineType(types: !318)
!318 = !{!6, !6}
!319 = !DILocalVariable(name: "b", scope: !247, file: !3, line: 132, type: !176)
!320 = !DILocalVariable(name: "p", scope: !247, file: !3, line: 134, type: !31)
!321 = !DILocalVariable(name: "a1", scope: !247, file: !3, line: 137, type: !6)
!322 = !DILocalVariable(name: "a2", scope: !247, file: !3, line: 137, type: !6)
!323 = !DILocation(line: 105, scope: !247)
!324 = !DILocation(line: 0, scope: !247)
!325 = !DILocation(line: 0, scope: !256)
!326 = !DILocation(line: 0, scope: !262)
!327 = !DILocation(line: 99, scope: !328)
!328 = distinct !DILexicalBlock(scope: !262, file: !3, line: 98)
!329 = !DILocation(line: 103, scope: !247)
!330 = !DILocation(line: 109, scope: !247)
!331 = !DILocation(line: 111, scope: !247)
!332 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !333, type: !6, flags: DIFlagArtificial)
!333 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !116, file: !3, line: 38, type: !334, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !337, retainedNodes: !338)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!337 = !DISubprogram(name: "Diamond", scope: !116, type: !334, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !{!332, !339}
!339 = !DILocalVariable(name: "this", arg: 1, scope: !333, type: !340, flags: DIFlagArtificial | DIFlagObjectPointer)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!341 = !DILocation(line: 0, scope: !333, inlinedAt: !342)
!342 = distinct !DILocation(line: 111, scope: !247)
!343 = !DILocation(line: 38, scope: !333, inlinedAt: !342)
!344 = !DILocalVariable(name: "this", arg: 1, scope: !345, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !346, retainedNodes: !347)
!346 = !DISubprogram(name: "Base", scope: !15, type: !27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !{!344}
!348 = !DILocation(line: 0, scope: !345, inlinedAt: !349)
!349 = distinct !DILocation(line: 38, scope: !333, inlinedAt: !342)
!350 = !DILocation(line: 35, scope: !345, inlinedAt: !349)
!351 = !{!352, !353, i64 8}
!352 = !{!"?AUBase@@", !353, i64 8}
!353 = !{!"int", !198, i64 0}
!354 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !355, type: !6, flags: DIFlagArtificial)
!355 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !119, file: !3, line: 36, type: !356, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !359, retainedNodes: !360)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !358}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DISubprogram(name: "Left", scope: !119, type: !356, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !{!354, !361}
!361 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !278, flags: DIFlagArtificial | DIFlagObjectPointer)
!362 = !DILocation(line: 0, scope: !355, inlinedAt: !363)
!363 = distinct !DILocation(line: 38, scope: !333, inlinedAt: !342)
!364 = !DILocation(line: 36, scope: !355, inlinedAt: !363)
!365 = !{!366, !353, i64 8}
!366 = !{!"?AULeft@@", !353, i64 8}
!367 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !368, type: !6, flags: DIFlagArtificial)
!368 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !12, file: !3, line: 37, type: !369, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !372, retainedNodes: !373)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !371}
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DISubprogram(name: "Right", scope: !12, type: !369, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !{!367, !374}
!374 = !DILocalVariable(name: "this", arg: 1, scope: !368, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!375 = !DILocation(line: 0, scope: !368, inlinedAt: !376)
!376 = distinct !DILocation(line: 38, scope: !333, inlinedAt: !342)
!377 = !DILocation(line: 37, scope: !368, inlinedAt: !376)
!378 = !{!379, !353, i64 8}
!379 = !{!"?AURight@@", !353, i64 8}
!380 = !{!381, !381, i64 0}
!381 = !{!"vtable pointer", !199, i64 0}
!382 = !{!383, !353, i64 32}
!383 = !{!"?AUDiamond@@", !353, i64 32}
!384 = !DILocation(line: 114, scope: !247)
!385 = !DILocation(line: 115, scope: !247)
!386 = !DILocation(line: 123, scope: !247)
!387 = !DILocation(line: 125, scope: !247)
!388 = !DILocation(line: 127, scope: !247)
!389 = !DILocation(line: 129, scope: !247)
!390 = !DILocation(line: 130, scope: !247)
!391 = !DILocation(line: 132, scope: !247)
!392 = !DILocation(line: 133, scope: !247)
!393 = !{i64 0, i64 8, !394, i64 8, i64 8, !394, i64 16, i64 8, !394, i64 24, i64 8, !394, i64 32, i64 13, !206}
!394 = !{!197, !197, i64 0}
!395 = !DILocation(line: 134, scope: !247)
!396 = !DILocation(line: 135, scope: !247)
!397 = !DILocation(line: 86, scope: !2, inlinedAt: !398)
!398 = distinct !DILocation(line: 137, scope: !247)
!399 = !{!"branch_weights", i32 1, i32 1048575}
!400 = !{!353, !353, i64 0}
!401 = !DILocation(line: 86, scope: !2, inlinedAt: !402)
!402 = distinct !DILocation(line: 137, scope: !247)
!403 = !DILocation(line: 87, scope: !2, inlinedAt: !398)
!404 = !DILocation(line: 87, scope: !2, inlinedAt: !402)
!405 = !DILocation(line: 82, scope: !147, inlinedAt: !406)
!406 = distinct !DILocation(line: 138, scope: !247)
!407 = !DILocation(line: 78, scope: !408, inlinedAt: !412)
!408 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !136, file: !3, line: 78, type: !140, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !139, retainedNodes: !409)
!409 = !{!410}
!410 = !DILocalVariable(name: "this", arg: 1, scope: !408, type: !411, flags: DIFlagArtificial | DIFlagObjectPointer)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!412 = distinct !DILocation(line: 82, scope: !147, inlinedAt: !406)
!413 = !DILocation(line: 78, scope: !414, inlinedAt: !412)
!414 = distinct !DILexicalBlock(scope: !408, file: !3, line: 78)
!415 = !DILocation(line: 138, scope: !247)
!416 = !DILocation(line: 140, scope: !247)
!417 = !DILocation(line: 82, scope: !147)
!418 = !DILocation(line: 78, scope: !408, inlinedAt: !419)
!419 = distinct !DILocation(line: 82, scope: !147)
!420 = !DILocation(line: 78, scope: !414, inlinedAt: !419)
!421 = !DILocation(line: 83, scope: !147)
!422 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !35, file: !3, line: 15, type: !423, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !425, retainedNodes: !426)
!423 = !DISubroutineType(types: !424)
!424 = !{null, !63}
!425 = !DISubprogram(name: "~Rect", scope: !35, type: !423, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!426 = !{!427, !428}
!427 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !422, type: !6, flags: DIFlagArtificial)
!428 = !DILocalVariable(name: "this", arg: 1, scope: !422, type: !429, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!430 = !DILocation(line: 0, scope: !422)
!431 = !DILocation(line: 15, scope: !422)
!432 = !DILocation(line: 0, scope: !232, inlinedAt: !433)
!433 = distinct !DILocation(line: 15, scope: !422)
!434 = !DILocation(line: 92, scope: !232, inlinedAt: !433)
!435 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !35, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !64, retainedNodes: !436)
!436 = !{!437}
!437 = !DILocalVariable(name: "this", arg: 1, scope: !435, type: !438, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!439 = !DILocation(line: 0, scope: !435)
!440 = !DILocation(line: 18, scope: !435)
!441 = !{!442, !443, i64 8}
!442 = !{!"?AURect@@", !443, i64 8, !443, i64 16}
!443 = !{!"double", !198, i64 0}
!444 = !{!442, !443, i64 16}
!445 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !35, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !69, retainedNodes: !446)
!446 = !{!447}
!447 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !438, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DILocation(line: 0, scope: !445)
!449 = !DILocation(line: 19, scope: !445)
!450 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !38, file: !3, line: 10, type: !44, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !43, retainedNodes: !451)
!451 = !{!452, !453}
!452 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !450, type: !6, flags: DIFlagArtificial)
!453 = !DILocalVariable(name: "this", arg: 1, scope: !450, type: !251, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DILocation(line: 0, scope: !450)
!455 = !DILocation(line: 10, scope: !450)
!456 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !38, file: !3, line: 12, type: !54, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !53, retainedNodes: !457)
!457 = !{!458}
!458 = !DILocalVariable(name: "this", arg: 1, scope: !456, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!460 = !DILocation(line: 0, scope: !456)
!461 = !DILocation(line: 12, scope: !456)
!462 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !72, file: !3, line: 22, type: !463, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !465, retainedNodes: !466)
!463 = !DISubroutineType(types: !464)
!464 = !{null, !78}
!465 = !DISubprogram(name: "~Square", scope: !72, type: !463, containingType: !72, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!466 = !{!467, !468}
!467 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !462, type: !6, flags: DIFlagArtificial)
!468 = !DILocalVariable(name: "this", arg: 1, scope: !462, type: !469, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!470 = !DILocation(line: 0, scope: !462)
!471 = !DILocation(line: 22, scope: !462)
!472 = !DILocation(line: 0, scope: !232, inlinedAt: !473)
!473 = distinct !DILocation(line: 22, scope: !462)
!474 = !DILocation(line: 92, scope: !232, inlinedAt: !473)
!475 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !72, file: !3, line: 24, type: !80, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !79, retainedNodes: !476)
!476 = !{!477}
!477 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !478, flags: DIFlagArtificial | DIFlagObjectPointer)
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!479 = !DILocation(line: 0, scope: !475)
!480 = !DILocation(line: 24, scope: !475)
!481 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !84, file: !3, line: 31, type: !108, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !107, retainedNodes: !482)
!482 = !{!483}
!483 = !DILocalVariable(name: "this", arg: 1, scope: !481, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!485 = !DILocation(line: 0, scope: !481)
!486 = !DILocation(line: 31, scope: !481)
!487 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !84, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !112, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "this", arg: 1, scope: !487, type: !490, flags: DIFlagArtificial | DIFlagObjectPointer)
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!491 = !DILocation(line: 0, scope: !487)
!492 = !DILocation(line: 32, scope: !487)
!493 = !{!494, !353, i64 8}
!494 = !{!"?AUCounted@@", !353, i64 8}
!495 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !87, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !93, retainedNodes: !496)
!496 = !{!497}
!497 = !DILocalVariable(name: "this", arg: 1, scope: !495, type: !498, flags: DIFlagArtificial | DIFlagObjectPointer)
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!499 = !DILocation(line: 0, scope: !495)
!500 = !DILocation(line: 27, scope: !495)
!501 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !99, file: !3, line: 28, type: !104, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !103, retainedNodes: !502)
!502 = !{!503}
!503 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DILocation(line: 0, scope: !501)
!505 = !DILocation(line: 28, scope: !501)
!506 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !116, file: !3, line: 38, type: !132, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !131, retainedNodes: !507)
!507 = !{!508}
!508 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !509, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!510 = !DILocation(line: 0, scope: !506)
!511 = !DILocation(line: 38, scope: !506)
!512 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !116, file: !3, line: 38, type: !334, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !513, retainedNodes: !514)
!513 = !DISubprogram(name: "~Diamond", scope: !116, type: !334, containingType: !116, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!514 = !{!515, !516}
!515 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !512, type: !6, flags: DIFlagArtificial)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !340, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DILocation(line: 0, scope: !512)
!518 = !DILocation(line: 38, scope: !512)
!519 = !DILocation(line: 0, scope: !232, inlinedAt: !520)
!520 = distinct !DILocation(line: 38, scope: !512)
!521 = !DILocation(line: 92, scope: !232, inlinedAt: !520)
!522 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !15, file: !3, line: 35, type: !22, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !21, retainedNodes: !523)
!523 = !{!524}
!524 = !DILocalVariable(name: "this", arg: 1, scope: !522, type: !525, flags: DIFlagArtificial | DIFlagObjectPointer)
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!526 = !DILocation(line: 0, scope: !522)
!527 = !DILocation(line: 35, scope: !522)
!528 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !15, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !26, retainedNodes: !529)
!529 = !{!530, !531}
!530 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !528, type: !6, flags: DIFlagArtificial)
!531 = !DILocalVariable(name: "this", arg: 1, scope: !528, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DILocation(line: 0, scope: !528)
!533 = !DILocation(line: 35, scope: !528)
!534 = !DILocation(line: 0, scope: !232, inlinedAt: !535)
!535 = distinct !DILocation(line: 35, scope: !528)
!536 = !DILocation(line: 92, scope: !232, inlinedAt: !535)
!537 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !119, file: !3, line: 36, type: !124, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !538)
!538 = !{!539}
!539 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!541 = !DILocation(line: 0, scope: !537)
!542 = !DILocation(line: 36, scope: !537)
!543 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !119, file: !3, line: 36, type: !356, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !544, retainedNodes: !545)
!544 = !DISubprogram(name: "~Left", scope: !119, type: !356, containingType: !119, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!545 = !{!546, !547}
!546 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !543, type: !6, flags: DIFlagArtificial)
!547 = !DILocalVariable(name: "this", arg: 1, scope: !543, type: !278, flags: DIFlagArtificial | DIFlagObjectPointer)
!548 = !DILocation(line: 0, scope: !543)
!549 = !DILocation(line: 36, scope: !543)
!550 = !DILocation(line: 0, scope: !232, inlinedAt: !551)
!551 = distinct !DILocation(line: 36, scope: !543)
!552 = !DILocation(line: 92, scope: !232, inlinedAt: !551)
!553 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !12, file: !3, line: 37, type: !369, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !554, retainedNodes: !555)
!554 = !DISubprogram(name: "~Right", scope: !12, type: !369, containingType: !12, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!555 = !{!556, !557}
!556 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !553, type: !6, flags: DIFlagArtificial)
!557 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !11, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = !DILocation(line: 0, scope: !553)
!559 = !DILocation(line: 37, scope: !553)
!560 = !DILocation(line: 0, scope: !232, inlinedAt: !561)
!561 = distinct !DILocation(line: 37, scope: !553)
!562 = !DILocation(line: 92, scope: !232, inlinedAt: !561)
!563 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !3, file: !3, line: 82, type: !564, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!564 = !DISubroutineType(types: !565)
!565 = !{null}
!566 = !DILocation(line: 82, scope: !563)

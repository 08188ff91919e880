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
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4
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
define dso_local noundef i8* @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(i8* noundef readnone returned %0, i8* nocapture readnone %1) local_unnamed_addr #0 {
  ret i8* %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  store i64 %3, i64* %4, align 8, !tbaa !8
  %5 = shl nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  store i64 %6, i64* %7, align 8, !tbaa !13
  %8 = mul nsw i32 %1, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2
  store i64 %9, i64* %10, align 8, !tbaa !14
  %11 = sub nsw i32 0, %1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3
  store i64 %12, i64* %13, align 8, !tbaa !15
  %14 = srem i32 %1, 26
  %15 = trunc i32 %14 to i8
  %16 = add nsw i8 %15, 97
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0
  store i8 %16, i8* %17, align 8, !tbaa !16
  %18 = add nsw i32 %1, 1
  %19 = srem i32 %18, 26
  %20 = trunc i32 %19 to i8
  %21 = add nsw i8 %20, 97
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 1
  store i8 %21, i8* %22, align 1, !tbaa !16
  %23 = add nsw i32 %1, 2
  %24 = srem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nsw i8 %25, 97
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 2
  store i8 %26, i8* %27, align 2, !tbaa !16
  %28 = add nsw i32 %1, 3
  %29 = srem i32 %28, 26
  %30 = trunc i32 %29 to i8
  %31 = add nsw i8 %30, 97
  %32 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 3
  store i8 %31, i8* %32, align 1, !tbaa !16
  %33 = add nsw i32 %1, 4
  %34 = srem i32 %33, 26
  %35 = trunc i32 %34 to i8
  %36 = add nsw i8 %35, 97
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 4
  store i8 %36, i8* %37, align 4, !tbaa !16
  %38 = add nsw i32 %1, 5
  %39 = srem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nsw i8 %40, 97
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 5
  store i8 %41, i8* %42, align 1, !tbaa !16
  %43 = add nsw i32 %1, 6
  %44 = srem i32 %43, 26
  %45 = trunc i32 %44 to i8
  %46 = add nsw i8 %45, 97
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 6
  store i8 %46, i8* %47, align 2, !tbaa !16
  %48 = add nsw i32 %1, 7
  %49 = srem i32 %48, 26
  %50 = trunc i32 %49 to i8
  %51 = add nsw i8 %50, 97
  %52 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 7
  store i8 %51, i8* %52, align 1, !tbaa !16
  %53 = add nsw i32 %1, 8
  %54 = srem i32 %53, 26
  %55 = trunc i32 %54 to i8
  %56 = add nsw i8 %55, 97
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 8
  store i8 %56, i8* %57, align 8, !tbaa !16
  %58 = add nsw i32 %1, 9
  %59 = srem i32 %58, 26
  %60 = trunc i32 %59 to i8
  %61 = add nsw i8 %60, 97
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 9
  store i8 %61, i8* %62, align 1, !tbaa !16
  %63 = add nsw i32 %1, 10
  %64 = srem i32 %63, 26
  %65 = trunc i32 %64 to i8
  %66 = add nsw i8 %65, 97
  %67 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 10
  store i8 %66, i8* %67, align 2, !tbaa !16
  %68 = add nsw i32 %1, 11
  %69 = srem i32 %68, 26
  %70 = trunc i32 %69 to i8
  %71 = add nsw i8 %70, 97
  %72 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 11
  store i8 %71, i8* %72, align 1, !tbaa !16
  %73 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 12
  store i8 0, i8* %73, align 4, !tbaa !16
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !13
  %6 = add nsw i64 %5, %3
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2
  %8 = load i64, i64* %7, align 8, !tbaa !14
  %9 = add nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 3
  %11 = load i64, i64* %10, align 8, !tbaa !15
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 4, i64 0
  %14 = load i8, i8* %13, align 8, !tbaa !16
  %15 = sext i8 %14 to i64
  %16 = add nsw i64 %12, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) local_unnamed_addr #4 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = bitcast i32 %4 to float
  %6 = fptosi float %5 to i32
  %7 = sitofp i32 %2 to float
  %8 = bitcast float %7 to i32
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %6 to i64
  %12 = or i64 %10, %11
  ret i64 %12
}

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i64 %0, 0
  %3 = select i1 %2, i64 1, i64 %0
  %4 = tail call i8* @malloc(i64 noundef %3)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* nocapture noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX_K@Z"(i8* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Diamond, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 6.000000e+00)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0), double noundef 1.600000e+01)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0), double noundef 4.000000e+00)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef 2.600000e+01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0), i32 noundef 20, i32 noundef 5)
  %9 = bitcast %struct.Diamond* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9) #17
  %10 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BLeft@@@", i64 0, i64 0), i32** %10, align 8
  %11 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 0
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Diamond@@7BRight@@@", i64 0, i64 0), i32** %11, align 8
  %12 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3, i32 1
  store i32 1, i32* %12, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 0, i32 1
  store i32 2, i32* %13, align 8, !tbaa !20
  %14 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 1, i32 1
  store i32 3, i32* %14, align 8, !tbaa !22
  %15 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 3
  %16 = bitcast %struct.Base* %15 to i8*
  %17 = getelementptr inbounds %struct.Base, %struct.Base* %15, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Diamond@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !24
  %18 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %1, i64 0, i32 2
  store i32 4, i32* %18, align 8, !tbaa !26
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %20 = call i8* @__RTDynamicCast(i8* nonnull %16, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0)
  %21 = icmp ne i8* %20, null
  %22 = zext i1 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 196, i32 noundef 141, i32 noundef 0)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 42, double noundef 2.500000e+00)
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 42)
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 9, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NIGAKFML@first?$AA@", i64 0, i64 0))
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0))
  %29 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %29) #17
  call void @"?make_big@@YA?AUBig@@H@Z"(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i32 noundef 5)
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 4, i64 0
  %31 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %31, i8* noundef nonnull align 8 dereferenceable(48) %29, i64 48, i1 false), !tbaa.struct !28
  %32 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(%struct.Big* noundef nonnull %3)
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 0, i64 0), i64 noundef %32, i8* noundef nonnull %30)
  %34 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 4690499011906371587)
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %34, 32
  %37 = trunc i64 %36 to i32
  %38 = bitcast i32 %37 to float
  %39 = fpext float %38 to double
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %35, double noundef %39)
  %41 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %42 = load i32, i32* @_Init_thread_epoch, align 4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %54, !prof !30

44:                                               ; preds = %0
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17
  %45 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %46 = icmp eq i32 %45, -1
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %48 unwind label %52

48:                                               ; preds = %47
  %49 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4
  %50 = select i1 %49, i32 3, i32 0
  store i32 %50, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17
  %51 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  br label %54

52:                                               ; preds = %47
  %53 = cleanuppad within none []
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17 [ "funclet"(token %53) ]
  cleanupret from %53 unwind to caller

54:                                               ; preds = %48, %44, %0
  %55 = phi i32 [ %51, %48 ], [ %45, %44 ], [ %41, %0 ]
  %56 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  %58 = load i32, i32* @_Init_thread_epoch, align 4
  %59 = icmp sgt i32 %55, %58
  br i1 %59, label %60, label %69, !prof !30

60:                                               ; preds = %54
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17
  %61 = load atomic i32, i32* @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %62 = icmp eq i32 %61, -1
  br i1 %62, label %63, label %69

63:                                               ; preds = %60
  invoke fastcc void @"?registry@@YAAEAURegistry@@XZ"()
          to label %64 unwind label %67

64:                                               ; preds = %63
  %65 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4
  %66 = select i1 %65, i32 3, i32 0
  store i32 %66, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17
  br label %69

67:                                               ; preds = %63
  %68 = cleanuppad within none []
  call void @_Init_thread_abort(i32* nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #17 [ "funclet"(token %68) ]
  cleanupret from %68 unwind to caller

69:                                               ; preds = %64, %60, %54
  %70 = load i32, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* @"?n@?1??counter@@YAHXZ@4HA", align 4, !tbaa !31
  %72 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %73 = load i32, i32* @_Init_thread_epoch, align 4
  %74 = icmp sgt i32 %72, %73
  br i1 %74, label %75, label %81, !prof !30

75:                                               ; preds = %69
  call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #17
  %76 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %77 = icmp eq i32 %76, -1
  br i1 %77, label %78, label %81

78:                                               ; preds = %75
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4
  %79 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0))
  %80 = call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #17
  call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #17
  br label %81

81:                                               ; preds = %78, %75, %69
  %82 = load i1, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4
  %83 = select i1 %82, i32 3, i32 0
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %57, i32 noundef %71, i32 noundef %83)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %29) #17
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9) #17
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #11

declare dso_local i8* @__RTDynamicCast(i8*, i32, i8*, i8*, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: norecurse uwtable
define internal fastcc void @"?registry@@YAAEAURegistry@@XZ"() unnamed_addr #10 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %10, !prof !30

4:                                                ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #17
  %5 = load atomic i32, i32* @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  store i1 true, i1* @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str, i64 0, i64 0))
  %9 = tail call i32 @atexit(void ()* nonnull @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #17
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #17
  br label %10

10:                                               ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRect@@UEAAPEAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #17
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !32
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !35
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Rect@@UEBAPEBDXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GShape@@UEAAPEAXI@Z"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #15 comdat align 2 {
  tail call void @llvm.trap() #19
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Shape@@UEBAPEBDXZ"(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #14 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KFCIHKGL@shape?$AA@", i64 0, i64 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #16

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GSquare@@UEAAPEAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #17
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Square@@UEBAPEBDXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Widget@@UEBAPEBDXZ"(%struct.Widget* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #14 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i64 8
  %3 = bitcast i8* %2 to i32*
  %4 = load i32, i32* %3, align 8, !tbaa !36
  %5 = add nsw i32 %4, 10
  store i32 %5, i32* %3, align 8, !tbaa !36
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?label@Named@@UEBAPEBDXZ"(%struct.Named* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i64 0, i64 0)
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(%struct.Counted* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !36
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* %2, align 8, !tbaa !36
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i64 -40
  %3 = bitcast i8* %2 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = getelementptr inbounds i32, i32* %4, i64 1
  %6 = load i32, i32* %5, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  %9 = getelementptr inbounds i8, i8* %8, i64 8
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 8, !tbaa !17
  %12 = getelementptr inbounds i8, i8* %0, i64 -32
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 8, !tbaa !20
  %15 = add nsw i32 %14, %11
  %16 = getelementptr inbounds i8, i8* %0, i64 -16
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 8, !tbaa !22
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds i8, i8* %0, i64 -8
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 8, !tbaa !26
  %23 = add nsw i32 %19, %22
  ret i32 %23
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiamond@@UEAAPEAXI@Z"(%struct.Diamond* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Diamond, %struct.Diamond* %0, i64 -1, i32 1
  %4 = bitcast %struct.Right.base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #17
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !17
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #15 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %3) #17
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(i8* noundef %0) unnamed_addr #14 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i64 -16
  %3 = bitcast i8* %2 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = getelementptr inbounds i32, i32* %4, i64 1
  %6 = load i32, i32* %5, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  %9 = getelementptr inbounds i8, i8* %8, i64 8
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 8, !tbaa !17
  %12 = getelementptr inbounds i8, i8* %0, i64 -8
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 8, !tbaa !20
  %15 = add nsw i32 %14, %11
  ret i32 %15
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeft@@UEAAPEAXI@Z"(%struct.Left* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Left, %struct.Left* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #17
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GRight@@UEAAPEAXI@Z"(%struct.Right* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Right, %struct.Right* %0, i64 -1, i32 2
  %4 = bitcast %struct.Base* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @free(i8* noundef nonnull %4) #17
  br label %7

7:                                                ; preds = %6, %2
  ret i8* %4
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #17

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(i32*) local_unnamed_addr #17

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #17

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #0 {
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #13 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #14 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #15 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #16 = { cold noreturn nounwind }
attributes #17 = { nounwind }
attributes #18 = { nofree nounwind }
attributes #19 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUBig@@", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !11, i64 32}
!10 = !{!"long long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!9, !10, i64 8}
!14 = !{!9, !10, i64 16}
!15 = !{!9, !10, i64 24}
!16 = !{!11, !11, i64 0}
!17 = !{!18, !19, i64 8}
!18 = !{!"?AUBase@@", !19, i64 8}
!19 = !{!"int", !11, i64 0}
!20 = !{!21, !19, i64 8}
!21 = !{!"?AULeft@@", !19, i64 8}
!22 = !{!23, !19, i64 8}
!23 = !{!"?AURight@@", !19, i64 8}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !12, i64 0}
!26 = !{!27, !19, i64 32}
!27 = !{!"?AUDiamond@@", !19, i64 32}
!28 = !{i64 0, i64 8, !29, i64 8, i64 8, !29, i64 16, i64 8, !29, i64 24, i64 8, !29, i64 32, i64 13, !16}
!29 = !{!10, !10, i64 0}
!30 = !{!"branch_weights", i32 1, i32 1048575}
!31 = !{!19, !19, i64 0}
!32 = !{!33, !34, i64 8}
!33 = !{!"?AURect@@", !34, i64 8, !34, i64 16}
!34 = !{!"double", !11, i64 0}
!35 = !{!33, !34, i64 16}
!36 = !{!37, !19, i64 8}
!37 = !{!"?AUCounted@@", !19, i64 8}

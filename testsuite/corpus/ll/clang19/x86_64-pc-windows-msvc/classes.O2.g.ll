; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }

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

@"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", comdat, align 1, !dbg !0
@"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", comdat, align 1, !dbg !8
@"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", comdat, align 1, !dbg !13
@"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", comdat, align 1, !dbg !18
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", comdat, align 1, !dbg !23
@"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", comdat, align 1, !dbg !25
@"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", comdat, align 1, !dbg !27
@"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"fp %d\0A\00", comdat, align 1, !dbg !32
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 1, !dbg !37
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 1, !dbg !42
@"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", comdat, align 1, !dbg !47
@"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", comdat, align 1, !dbg !52
@"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", comdat, align 1, !dbg !54
@"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", comdat, align 1, !dbg !59
@0 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Rect@@6B@", ptr @"??_GRect@@UEAAPEAXI@Z", ptr @"?area@Rect@@UEBANXZ", ptr @"?name@Rect@@UEBAPEBDXZ"] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURect@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Rect@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AURect@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURect@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Shape@@6B@", ptr @"??_GShape@@UEAAPEAXI@Z", ptr @_purecall, ptr @"?name@Shape@@UEBAPEBDXZ"] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Shape@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1, !dbg !64
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1, !dbg !66
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UEAAPEAXI@Z", ptr @"?area@Rect@@UEBANXZ", ptr @"?name@Square@@UEBAPEBDXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Square@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1, !dbg !71
@3 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Widget@@6BNamed@@@", ptr @"?label@Widget@@UEBAPEBDXZ"] }, comdat($"??_7Widget@@6BNamed@@@")
@4 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Widget@@6BCounted@@@", ptr @"?bump@Widget@@UEAAXXZ"] }, comdat($"??_7Widget@@6BCounted@@@")
@"??_R4Widget@@6BNamed@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Widget@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Widget@@6BNamed@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUWidget@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUWidget@@\00" }, comdat
@"??_R3Widget@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Widget@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Widget@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Widget@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BA@?0A@EA@Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Widget@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Widget@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Named@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUNamed@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUNamed@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUNamed@@\00" }, comdat
@"??_R3Named@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Named@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BA@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCounted@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUCounted@@\00" }, comdat
@"??_R3Counted@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Counted@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4Widget@@6BCounted@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUWidget@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Widget@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Widget@@6BCounted@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@5 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Named@@6B@", ptr @"?label@Named@@UEBAPEBDXZ"] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUNamed@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Named@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1, !dbg !73
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UEAAXXZ"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Counted@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1, !dbg !75
@"??_8Diamond@@7BLeft@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 40], comdat, align 4
@"??_8Diamond@@7BRight@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@7 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Diamond@@6B@", ptr @"?get@Diamond@@UEBAHXZ", ptr @"??_GDiamond@@UEAAPEAXI@Z"] }, comdat($"??_7Diamond@@6B@")
@"??_R4Diamond@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 40, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDiamond@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Diamond@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Diamond@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUDiamond@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDiamond@@\00" }, comdat
@"??_R3Diamond@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Diamond@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Diamond@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Diamond@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BA@?0A@EA@Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Diamond@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDiamond@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Diamond@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Left@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@A@3FA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BA@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURight@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Right@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURight@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@8 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Base@@6B@", ptr @"?get@Base@@UEBAHXZ", ptr @"??_GBase@@UEAAPEAXI@Z"] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Base@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@9 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Left@@6B@", ptr @"?get@Left@@UEBAHXZ", ptr @"??_GLeft@@UEAAPEAXI@Z"] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Left@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@10 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Right@@6B@", ptr @"?get@Base@@UEBAHXZ", ptr @"??_GRight@@UEAAPEAXI@Z"] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURight@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Right@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1, !dbg !77
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1, !dbg !79
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4, !dbg !84
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4, !dbg !144
@"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" = internal global i32 0, align 4
@str = private unnamed_addr constant [21 x i8] c"Registry constructed\00", align 1

@"??_7Rect@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @6, i32 0, i32 0, i32 1)
@"??_7Diamond@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @7, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @8, i32 0, i32 0, i32 1)
@"??_7Left@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @9, i32 0, i32 0, i32 1)
@"??_7Right@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @10, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef ptr @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !153 {
    #dbg_value(ptr %1, !158, !DIExpression(), !162)
    #dbg_value(ptr %0, !159, !DIExpression(), !162)
  ret ptr %0, !dbg !163
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !164 {
    #dbg_value(ptr %0, !178, !DIExpression(DW_OP_deref), !181)
    #dbg_value(i32 %1, !177, !DIExpression(), !181)
  %3 = sext i32 %1 to i64, !dbg !182
  store i64 %3, ptr %0, align 8, !dbg !182
  %4 = shl nsw i32 %1, 1, !dbg !182
  %5 = sext i32 %4 to i64, !dbg !182
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !182
  store i64 %5, ptr %6, align 8, !dbg !182
  %7 = mul nsw i32 %1, 3, !dbg !182
  %8 = sext i32 %7 to i64, !dbg !182
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !182
  store i64 %8, ptr %9, align 8, !dbg !182
  %10 = sub nsw i32 0, %1, !dbg !182
  %11 = sext i32 %10 to i64, !dbg !182
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !182
  store i64 %11, ptr %12, align 8, !dbg !182
    #dbg_value(i32 0, !179, !DIExpression(), !183)
  %13 = getelementptr inbounds i8, ptr %0, i64 32
    #dbg_value(i32 0, !179, !DIExpression(), !183)
    #dbg_value(i64 0, !179, !DIExpression(), !183)
    #dbg_value(i64 1, !179, !DIExpression(), !183)
  %14 = add i32 %1, 1, !dbg !184
    #dbg_value(i64 2, !179, !DIExpression(), !183)
  %15 = insertelement <2 x i32> poison, i32 %1, i64 0, !dbg !184
  %16 = shufflevector <2 x i32> %15, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !184
  %17 = add <2 x i32> %16, <i32 2, i32 3>, !dbg !184
    #dbg_value(i64 3, !179, !DIExpression(), !183)
    #dbg_value(i64 4, !179, !DIExpression(), !183)
  %18 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !184
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !184
  %20 = add <4 x i32> %19, <i32 4, i32 5, i32 6, i32 7>, !dbg !184
    #dbg_value(i64 5, !179, !DIExpression(), !183)
    #dbg_value(i64 6, !179, !DIExpression(), !183)
    #dbg_value(i64 7, !179, !DIExpression(), !183)
  %21 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !184
  %22 = insertelement <8 x i32> %21, i32 %14, i64 1, !dbg !184
  %23 = shufflevector <2 x i32> %17, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !184
  %24 = shufflevector <8 x i32> %22, <8 x i32> %23, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !184
  %25 = shufflevector <4 x i32> %20, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !184
  %26 = shufflevector <8 x i32> %24, <8 x i32> %25, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !184
  %27 = srem <8 x i32> %26, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !184
  %28 = trunc nsw <8 x i32> %27 to <8 x i8>, !dbg !184
  %29 = add nsw <8 x i8> %28, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !184
  store <8 x i8> %29, ptr %13, align 8, !dbg !184
    #dbg_value(i64 8, !179, !DIExpression(), !183)
  %30 = add <4 x i32> %19, <i32 8, i32 9, i32 10, i32 11>, !dbg !184
  %31 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !184
    #dbg_value(i64 9, !179, !DIExpression(), !183)
    #dbg_value(i64 10, !179, !DIExpression(), !183)
    #dbg_value(i64 11, !179, !DIExpression(), !183)
  %32 = srem <4 x i32> %30, <i32 26, i32 26, i32 26, i32 26>, !dbg !184
  %33 = trunc nsw <4 x i32> %32 to <4 x i8>, !dbg !184
  %34 = add nsw <4 x i8> %33, <i8 97, i8 97, i8 97, i8 97>, !dbg !184
  store <4 x i8> %34, ptr %31, align 8, !dbg !184
    #dbg_value(i64 12, !179, !DIExpression(), !183)
  %35 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !186
  store i8 0, ptr %35, align 4, !dbg !186
  ret void, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !188 {
    #dbg_value(ptr %0, !192, !DIExpression(DW_OP_deref), !193)
  %2 = load <4 x i64>, ptr %0, align 8, !dbg !194
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !194
  %4 = load i8, ptr %3, align 8, !dbg !194
  %5 = sext i8 %4 to i64, !dbg !194
  %6 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %2), !dbg !194
  %7 = add i64 %6, %5, !dbg !194
  ret i64 %7, !dbg !194
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) local_unnamed_addr #4 !dbg !195 {
  %2 = trunc i64 %0 to i32
  %3 = lshr i64 %0, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = bitcast i32 %4 to float
    #dbg_value(i32 %2, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201)
    #dbg_value(float %5, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !201)
  %6 = fptosi float %5 to i32, !dbg !202
    #dbg_value(i32 %6, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201)
  %7 = sitofp i32 %2 to float, !dbg !202
    #dbg_value(float %7, !200, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !201)
  %8 = bitcast float %7 to i32, !dbg !202
  %9 = zext i32 %8 to i64, !dbg !202
  %10 = shl nuw i64 %9, 32, !dbg !202
  %11 = zext i32 %6 to i64, !dbg !202
  %12 = or disjoint i64 %10, %11, !dbg !202
  ret i64 %12, !dbg !202
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #5 !dbg !203 {
    #dbg_value(i64 %0, !209, !DIExpression(), !210)
  %2 = tail call i64 @llvm.umax.i64(i64 %0, i64 1), !dbg !211
  %3 = tail call ptr @malloc(i64 noundef %2) #19, !dbg !211
  ret ptr %3, !dbg !211
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 !dbg !212 {
    #dbg_value(ptr %0, !216, !DIExpression(), !217)
  tail call void @free(ptr noundef %0), !dbg !218
  ret void, !dbg !218
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 !dbg !219 {
    #dbg_value(i64 %1, !223, !DIExpression(), !225)
    #dbg_value(ptr %0, !224, !DIExpression(), !225)
  tail call void @free(ptr noundef %0), !dbg !226
  ret void, !dbg !226
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 personality ptr @__CxxFrameHandler3 !dbg !227 {
  %1 = alloca %struct.Diamond, align 8, !DIAssignID !374
    #dbg_assign(i1 undef, !304, !DIExpression(), !374, ptr %1, !DIExpression(), !375)
  %2 = alloca %struct.Big, align 8, !DIAssignID !376
    #dbg_assign(i1 undef, !370, !DIExpression(), !376, ptr %2, !DIExpression(), !375)
  %3 = alloca %struct.Big, align 8
    #dbg_value(ptr poison, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !375)
    #dbg_value(ptr poison, !229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !375)
    #dbg_value(ptr poison, !229, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !375)
    #dbg_value(ptr undef, !253, !DIExpression(), !377)
    #dbg_value(ptr undef, !258, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !377)
    #dbg_value(double 0.000000e+00, !252, !DIExpression(), !375)
    #dbg_value(ptr undef, !256, !DIExpression(), !377)
    #dbg_value(ptr poison, !259, !DIExpression(), !378)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 6.000000e+00), !dbg !379
    #dbg_value(double 6.000000e+00, !252, !DIExpression(), !375)
    #dbg_value(ptr poison, !259, !DIExpression(), !378)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_06ICDKOIFG@square?$AA@", double noundef 1.600000e+01), !dbg !379
    #dbg_value(double 2.200000e+01, !252, !DIExpression(), !375)
    #dbg_value(ptr poison, !259, !DIExpression(), !378)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 4.000000e+00), !dbg !379
    #dbg_value(double 2.600000e+01, !252, !DIExpression(), !375)
    #dbg_value(!DIArgList(ptr undef, i64 24), !256, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !377)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef 2.600000e+01), !dbg !381
    #dbg_value(i32 5, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !375)
    #dbg_value(ptr @"??_7Widget@@6BNamed@@@", !267, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !375)
    #dbg_value(ptr @"??_7Widget@@6BCounted@@@", !267, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !375)
    #dbg_value(ptr undef, !300, !DIExpression(), !375)
    #dbg_value(ptr undef, !302, !DIExpression(), !375)
    #dbg_value(i32 20, !267, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !375)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef nonnull @"??_C@_06KLKLDLLI@widget?$AA@", i32 noundef 20, i32 noundef 5), !dbg !382
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #16, !dbg !383
    #dbg_value(i32 1, !384, !DIExpression(), !393)
    #dbg_value(ptr %1, !391, !DIExpression(), !393)
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %1, align 8, !dbg !395, !DIAssignID !396
    #dbg_assign(ptr @"??_8Diamond@@7BLeft@@@", !304, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !396, ptr %1, !DIExpression(), !375)
  %9 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !395
  store ptr @"??_8Diamond@@7BRight@@@", ptr %9, align 8, !dbg !395, !DIAssignID !397
    #dbg_assign(ptr @"??_8Diamond@@7BRight@@@", !304, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !397, ptr %9, !DIExpression(), !375)
  %10 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !395
    #dbg_value(ptr %10, !398, !DIExpression(), !402)
    #dbg_assign(ptr @"??_7Base@@6B@", !304, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !404, ptr %10, !DIExpression(), !375)
  %11 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !405
  store i32 1, ptr %11, align 8, !dbg !405, !DIAssignID !406
    #dbg_assign(i32 1, !304, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !406, ptr %11, !DIExpression(), !375)
    #dbg_value(i32 0, !407, !DIExpression(), !415)
    #dbg_value(ptr %1, !414, !DIExpression(), !415)
    #dbg_assign(ptr @"??_7Left@@6B@", !304, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !417, ptr %10, !DIExpression(), !375)
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !418
  store i32 2, ptr %12, align 8, !dbg !418, !DIAssignID !419
    #dbg_assign(i32 2, !304, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !419, ptr %12, !DIExpression(), !375)
    #dbg_value(i32 0, !420, !DIExpression(), !428)
    #dbg_value(ptr %9, !427, !DIExpression(), !428)
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !430
  store i32 3, ptr %13, align 8, !dbg !430, !DIAssignID !431
    #dbg_assign(i32 3, !304, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !431, ptr %13, !DIExpression(), !375)
  store ptr @"??_7Diamond@@6B@", ptr %10, align 8, !dbg !395
  %14 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !395
  store i32 4, ptr %14, align 8, !dbg !395, !DIAssignID !432
    #dbg_assign(i32 4, !304, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !432, ptr %14, !DIExpression(), !375)
    #dbg_value(ptr %10, !325, !DIExpression(), !375)
    #dbg_value(ptr %1, !327, !DIExpression(), !375)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !433
  %16 = call ptr @__RTDynamicCast(ptr nonnull %10, i32 0, ptr nonnull @"??_R0?AUBase@@@8", ptr nonnull @"??_R0?AURight@@@8", i32 0), !dbg !434
  %17 = icmp ne ptr %16, null, !dbg !434
  %18 = zext i1 %17 to i32, !dbg !434
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %18), !dbg !434
    #dbg_value(i32 0, !329, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !375)
    #dbg_value(i32 1, !329, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !375)
    #dbg_value(i32 4, !329, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !375)
    #dbg_value(i32 9, !329, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !375)
    #dbg_value(i32 16, !329, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !375)
    #dbg_value(i32 25, !329, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !375)
    #dbg_value(i32 36, !329, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !375)
    #dbg_value(i32 49, !329, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !375)
    #dbg_value(i32 7, !353, !DIExpression(), !375)
    #dbg_value(i32 7, !354, !DIExpression(), !375)
    #dbg_value(ptr poison, !359, !DIExpression(), !375)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef 196, i32 noundef 141, i32 noundef 0), !dbg !435
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 42, double noundef 2.500000e+00), !dbg !436
    #dbg_value(ptr poison, !366, !DIExpression(), !375)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef 42), !dbg !437
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @"??_C@_05NIGAKFML@first?$AA@"), !dbg !438
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef 4, ptr noundef nonnull @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef nonnull @"??_C@_06BNJCAIGJ@double?$AA@"), !dbg !439
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #16, !dbg !440
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !440
  %25 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !441
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !441
  %26 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef nonnull %3), !dbg !441
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %26, ptr noundef nonnull %25), !dbg !441
  %28 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 4690499011906371587), !dbg !442
  %29 = trunc i64 %28 to i32, !dbg !442
  %30 = lshr i64 %28, 32, !dbg !442
  %31 = trunc nuw i64 %30 to i32, !dbg !442
  %32 = bitcast i32 %31 to float, !dbg !442
    #dbg_value(i32 %29, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !375)
    #dbg_value(float %32, !371, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !375)
  %33 = fpext float %32 to double, !dbg !443
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %29, double noundef %33), !dbg !443
  %35 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !444
  %36 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !444
  %37 = icmp sgt i32 %35, %36, !dbg !444
  br i1 %37, label %38, label %45, !dbg !444, !prof !446

38:                                               ; preds = %0
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16, !dbg !444
  %39 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !444
  %40 = icmp eq i32 %39, -1, !dbg !444
  br i1 %40, label %41, label %45, !dbg !444

41:                                               ; preds = %38
  call fastcc void @"?registry@@YAAEAURegistry@@XZ"(), !dbg !444
  %42 = load i1, ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !444
  %43 = select i1 %42, i32 3, i32 0, !dbg !444
  store i32 %43, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !444
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16, !dbg !444
  %44 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !447
  br label %45, !dbg !444

45:                                               ; preds = %41, %38, %0
  %46 = phi i32 [ %44, %41 ], [ %39, %38 ], [ %35, %0 ], !dbg !447
  %47 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !449
  %48 = add nsw i32 %47, 1, !dbg !449
  store i32 %48, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !449
    #dbg_value(i32 %48, !372, !DIExpression(), !375)
  %49 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !447
  %50 = icmp sgt i32 %46, %49, !dbg !447
  br i1 %50, label %51, label %57, !dbg !447, !prof !446

51:                                               ; preds = %45
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16, !dbg !447
  %52 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !447
  %53 = icmp eq i32 %52, -1, !dbg !447
  br i1 %53, label %54, label %57, !dbg !447

54:                                               ; preds = %51
  call fastcc void @"?registry@@YAAEAURegistry@@XZ"(), !dbg !447
  %55 = load i1, ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !447
  %56 = select i1 %55, i32 3, i32 0, !dbg !447
  store i32 %56, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !447
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #16, !dbg !447
  br label %57, !dbg !447

57:                                               ; preds = %54, %51, %45
  %58 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !450
  %59 = add nsw i32 %58, 1, !dbg !450
  store i32 %59, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !450
    #dbg_value(i32 %59, !373, !DIExpression(), !375)
  %60 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !451
  %61 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !451
  %62 = icmp sgt i32 %60, %61, !dbg !451
  br i1 %62, label %63, label %68, !dbg !451, !prof !446

63:                                               ; preds = %57
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #16, !dbg !451
  %64 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !451
  %65 = icmp eq i32 %64, -1, !dbg !451
  br i1 %65, label %66, label %68, !dbg !451

66:                                               ; preds = %63
    #dbg_value(ptr poison, !453, !DIExpression(), !457)
  store i1 true, ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !459
  %67 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !460
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #16, !dbg !451
  br label %68, !dbg !451

68:                                               ; preds = %66, %63, %57
  %69 = load i1, ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !462
  %70 = select i1 %69, i32 3, i32 0, !dbg !462
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %48, i32 noundef %59, i32 noundef %70), !dbg !462
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #16, !dbg !463
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #16, !dbg !463
  ret i32 0, !dbg !463
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress norecurse nounwind uwtable
define internal fastcc void @"?registry@@YAAEAURegistry@@XZ"() unnamed_addr #12 personality ptr @__CxxFrameHandler3 !dbg !135 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !464
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !464
  %3 = icmp sgt i32 %1, %2, !dbg !464
  br i1 %3, label %4, label %9, !dbg !464, !prof !446

4:                                                ; preds = %0
  tail call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #16, !dbg !464
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !464
  %6 = icmp eq i32 %5, -1, !dbg !464
  br i1 %6, label %7, label %9, !dbg !464

7:                                                ; preds = %4
    #dbg_value(ptr poison, !453, !DIExpression(), !465)
  store i1 true, ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A.0", align 4, !dbg !467
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !468
  tail call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #16, !dbg !464
  br label %9, !dbg !464

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !469
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GRect@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !470 {
    #dbg_value(i32 %1, !492, !DIExpression(), !495)
    #dbg_value(ptr %0, !493, !DIExpression(), !495)
  %3 = icmp eq i32 %1, 0, !dbg !496
  br i1 %3, label %5, label %4, !dbg !496

4:                                                ; preds = %2
    #dbg_value(i64 24, !223, !DIExpression(), !497)
    #dbg_value(ptr %0, !224, !DIExpression(), !497)
  tail call void @free(ptr noundef nonnull %0), !dbg !499
  br label %5, !dbg !496

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !496
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !500 {
    #dbg_value(ptr %0, !502, !DIExpression(), !504)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !505
  %3 = load double, ptr %2, align 8, !dbg !505
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !505
  %5 = load double, ptr %4, align 8, !dbg !505
  %6 = fmul double %3, %5, !dbg !505
  ret double %6, !dbg !505
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?name@Rect@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !506 {
    #dbg_value(ptr %0, !508, !DIExpression(), !509)
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@", !dbg !510
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GShape@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 !dbg !511 {
    #dbg_value(i32 %1, !513, !DIExpression(), !515)
    #dbg_value(ptr %0, !514, !DIExpression(), !515)
  tail call void @llvm.trap() #20, !dbg !516
  unreachable, !dbg !516
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?name@Shape@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #14 comdat align 2 !dbg !517 {
    #dbg_value(ptr %0, !519, !DIExpression(), !521)
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@", !dbg !522
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GSquare@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !523 {
    #dbg_value(i32 %1, !540, !DIExpression(), !543)
    #dbg_value(ptr %0, !541, !DIExpression(), !543)
  %3 = icmp eq i32 %1, 0, !dbg !544
  br i1 %3, label %5, label %4, !dbg !544

4:                                                ; preds = %2
    #dbg_value(i64 24, !223, !DIExpression(), !545)
    #dbg_value(ptr %0, !224, !DIExpression(), !545)
  tail call void @free(ptr noundef nonnull %0), !dbg !547
  br label %5, !dbg !544

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !544
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?name@Square@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #14 comdat align 2 !dbg !548 {
    #dbg_value(ptr %0, !550, !DIExpression(), !552)
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@", !dbg !553
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?label@Widget@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #14 comdat align 2 !dbg !554 {
    #dbg_value(ptr %0, !556, !DIExpression(), !558)
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@", !dbg !559
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !560 {
    #dbg_value(ptr %0, !562, !DIExpression(), !564)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !565
  %3 = load i32, ptr %2, align 8, !dbg !565
  %4 = add nsw i32 %3, 10, !dbg !565
  store i32 %4, ptr %2, align 8, !dbg !565
  ret void, !dbg !565
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?label@Named@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 !dbg !566 {
    #dbg_value(ptr %0, !568, !DIExpression(), !570)
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@", !dbg !571
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 !dbg !572 {
    #dbg_value(ptr %0, !574, !DIExpression(), !575)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !576
  %3 = load i32, ptr %2, align 8, !dbg !576
  %4 = add nsw i32 %3, 1, !dbg !576
  store i32 %4, ptr %2, align 8, !dbg !576
  ret void, !dbg !576
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !577 {
    #dbg_value(ptr %0, !579, !DIExpression(), !581)
  %2 = getelementptr inbounds i8, ptr %0, i64 -40
  %3 = load ptr, ptr %2, align 8, !dbg !582
  %4 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !582
  %5 = load i32, ptr %4, align 4, !dbg !582
  %6 = sext i32 %5 to i64, !dbg !582
  %7 = getelementptr inbounds i8, ptr %2, i64 %6, !dbg !582
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !582
  %9 = load i32, ptr %8, align 8, !dbg !582
  %10 = getelementptr inbounds i8, ptr %0, i64 -32, !dbg !582
  %11 = load i32, ptr %10, align 8, !dbg !582
  %12 = add nsw i32 %11, %9, !dbg !582
  %13 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !582
  %14 = load i32, ptr %13, align 8, !dbg !582
  %15 = add nsw i32 %12, %14, !dbg !582
  %16 = getelementptr inbounds i8, ptr %0, i64 -8, !dbg !582
  %17 = load i32, ptr %16, align 8, !dbg !582
  %18 = add nsw i32 %15, %17, !dbg !582
  ret i32 %18, !dbg !582
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GDiamond@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !583 {
    #dbg_value(i32 %1, !586, !DIExpression(), !588)
    #dbg_value(ptr %0, !587, !DIExpression(), !588)
  %3 = getelementptr inbounds i8, ptr %0, i64 -40
  %4 = icmp eq i32 %1, 0, !dbg !589
  br i1 %4, label %6, label %5, !dbg !589

5:                                                ; preds = %2
    #dbg_value(i64 56, !223, !DIExpression(), !590)
    #dbg_value(ptr %3, !224, !DIExpression(), !590)
  tail call void @free(ptr noundef nonnull %3), !dbg !592
  br label %6, !dbg !589

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !589
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #14 comdat align 2 !dbg !593 {
    #dbg_value(ptr %0, !595, !DIExpression(), !597)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !598
  %3 = load i32, ptr %2, align 8, !dbg !598
  ret i32 %3, !dbg !598
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GBase@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #14 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !599 {
    #dbg_value(i32 %1, !601, !DIExpression(), !603)
    #dbg_value(ptr %0, !602, !DIExpression(), !603)
  %3 = icmp eq i32 %1, 0, !dbg !604
  br i1 %3, label %5, label %4, !dbg !604

4:                                                ; preds = %2
    #dbg_value(i64 16, !223, !DIExpression(), !605)
    #dbg_value(ptr %0, !224, !DIExpression(), !605)
  tail call void @free(ptr noundef nonnull %0), !dbg !607
  br label %5, !dbg !604

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !604
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(ptr noundef %0) unnamed_addr #14 comdat align 2 !dbg !608 {
    #dbg_value(ptr %0, !610, !DIExpression(), !612)
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  %3 = load ptr, ptr %2, align 8, !dbg !613
  %4 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !613
  %5 = load i32, ptr %4, align 4, !dbg !613
  %6 = sext i32 %5 to i64, !dbg !613
  %7 = getelementptr inbounds i8, ptr %2, i64 %6, !dbg !613
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !613
  %9 = load i32, ptr %8, align 8, !dbg !613
  %10 = getelementptr inbounds i8, ptr %0, i64 -8, !dbg !613
  %11 = load i32, ptr %10, align 8, !dbg !613
  %12 = add nsw i32 %11, %9, !dbg !613
  ret i32 %12, !dbg !613
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GLeft@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !614 {
    #dbg_value(i32 %1, !617, !DIExpression(), !619)
    #dbg_value(ptr %0, !618, !DIExpression(), !619)
  %3 = getelementptr inbounds i8, ptr %0, i64 -16
  %4 = icmp eq i32 %1, 0, !dbg !620
  br i1 %4, label %6, label %5, !dbg !620

5:                                                ; preds = %2
    #dbg_value(i64 32, !223, !DIExpression(), !621)
    #dbg_value(ptr %3, !224, !DIExpression(), !621)
  tail call void @free(ptr noundef nonnull %3), !dbg !623
  br label %6, !dbg !620

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !620
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GRight@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !624 {
    #dbg_value(i32 %1, !627, !DIExpression(), !629)
    #dbg_value(ptr %0, !628, !DIExpression(), !629)
  %3 = getelementptr inbounds i8, ptr %0, i64 -16
  %4 = icmp eq i32 %1, 0, !dbg !630
  br i1 %4, label %6, label %5, !dbg !630

5:                                                ; preds = %2
    #dbg_value(i64 32, !223, !DIExpression(), !631)
    #dbg_value(ptr %3, !224, !DIExpression(), !631)
  tail call void @free(ptr noundef nonnull %3), !dbg !633
  br label %6, !dbg !630

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !630
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) local_unnamed_addr #16

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #16 = { nounwind }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nofree nounwind }
attributes #19 = { allocsize(0) }
attributes #20 = { noreturn nounwind }

!llvm.dbg.cu = !{!90}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150, !151}
!llvm.ident = !{!152}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 9)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 10)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !10, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !10, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 6)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 16)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 14)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 26)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !39, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 5)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !39, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 4)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "n", scope: !86, file: !2, line: 86, type: !89, isLocal: true, isDefinition: true)
!86 = distinct !DISubprogram(name: "counter", linkageName: "?counter@@YAHXZ", scope: !2, file: !2, line: 85, type: !87, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90)
!87 = !DISubroutineType(types: !88)
!88 = !{!89}
!89 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!90 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !91, globals: !125, splitDebugInlining: false, nameTableKind: None)
!91 = !{!5, !89, !92, !93, !113, !117}
!92 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !95, vtableHolder: !94, identifier: ".?AURight@@")
!95 = !{!96, !112}
!96 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !94, baseType: !97, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !98, vtableHolder: !97, identifier: ".?AUBase@@")
!98 = !{!99, !100, !102, !103, !108}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !101, size: 64, flags: DIFlagArtificial)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !97, file: !2, line: 35, baseType: !89, size: 32, offset: 64)
!103 = !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !97, file: !2, line: 35, type: !104, scopeLine: 35, containingType: !97, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!89, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!108 = !DISubprogram(name: "~Base", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, containingType: !97, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !94, file: !2, line: 37, baseType: !89, size: 32, offset: 64)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !114, identifier: ".?AUPair@@")
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !113, file: !2, line: 63, baseType: !89, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !113, file: !2, line: 63, baseType: !92, size: 32, offset: 32)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !118, identifier: ".?AURegistry@@")
!118 = !{!119, !120, !124}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !117, file: !2, line: 77, baseType: !89, size: 32)
!120 = !DISubprogram(name: "Registry", scope: !117, file: !2, line: 78, type: !121, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!124 = !DISubprogram(name: "~Registry", scope: !117, file: !2, line: 79, type: !121, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !{!0, !8, !13, !18, !23, !25, !27, !32, !126, !37, !42, !128, !47, !52, !54, !59, !64, !66, !71, !73, !75, !77, !79, !84, !133, !139}
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 2)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "r", scope: !135, file: !2, line: 82, type: !117, isLocal: true, isDefinition: true)
!135 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAEAURegistry@@XZ", scope: !2, file: !2, line: 81, type: !136, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90)
!136 = !DISubroutineType(cc: DW_CC_nocall, types: !137)
!137 = !{!138}
!138 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !117, size: 64)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 22)
!144 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!145 = !{i32 2, !"CodeView", i32 1}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 2}
!148 = !{i32 8, !"PIC Level", i32 2}
!149 = !{i32 7, !"uwtable", i32 2}
!150 = !{i32 1, !"MaxTLSAlign", i32 65536}
!151 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!152 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!153 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !2, file: !2, line: 53, type: !154, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, templateParams: !160, retainedNodes: !157)
!154 = !DISubroutineType(types: !155)
!155 = !{!156, !156, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!157 = !{!158, !159}
!158 = !DILocalVariable(arg: 2, scope: !153, file: !2, line: 53, type: !156)
!159 = !DILocalVariable(name: "a", arg: 1, scope: !153, file: !2, line: 53, type: !156)
!160 = !{!161}
!161 = !DITemplateTypeParameter(name: "T", type: !156)
!162 = !DILocation(line: 0, scope: !153)
!163 = !DILocation(line: 53, scope: !153)
!164 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !2, file: !2, line: 65, type: !165, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !176)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !89}
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !168, identifier: ".?AUBig@@")
!168 = !{!169, !171, !172, !173, !174}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !2, line: 62, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 128)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !167, file: !2, line: 62, baseType: !170, size: 64, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !167, file: !2, line: 62, baseType: !175, size: 104, offset: 256)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!176 = !{!177, !178, !179}
!177 = !DILocalVariable(name: "seed", arg: 1, scope: !164, file: !2, line: 65, type: !89)
!178 = !DILocalVariable(name: "r", scope: !164, file: !2, line: 66, type: !167)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 68, type: !89)
!180 = distinct !DILexicalBlock(scope: !164, file: !2, line: 68)
!181 = !DILocation(line: 0, scope: !164)
!182 = !DILocation(line: 67, scope: !164)
!183 = !DILocation(line: 0, scope: !180)
!184 = !DILocation(line: 68, scope: !185)
!185 = distinct !DILexicalBlock(scope: !180, file: !2, line: 68)
!186 = !DILocation(line: 69, scope: !164)
!187 = !DILocation(line: 70, scope: !164)
!188 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !2, file: !2, line: 72, type: !189, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!170, !167}
!191 = !{!192}
!192 = !DILocalVariable(name: "b", arg: 1, scope: !188, file: !2, line: 72, type: !167)
!193 = !DILocation(line: 0, scope: !188)
!194 = !DILocation(line: 72, scope: !188)
!195 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !2, file: !2, line: 73, type: !196, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!113, !113}
!198 = !{!199, !200}
!199 = !DILocalVariable(name: "p", arg: 1, scope: !195, file: !2, line: 73, type: !113)
!200 = !DILocalVariable(name: "q", scope: !195, file: !2, line: 73, type: !113)
!201 = !DILocation(line: 0, scope: !195)
!202 = !DILocation(line: 73, scope: !195)
!203 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !2, file: !2, line: 91, type: !204, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !208)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !207}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!207 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!208 = !{!209}
!209 = !DILocalVariable(name: "n", arg: 1, scope: !203, file: !2, line: 91, type: !207)
!210 = !DILocation(line: 0, scope: !203)
!211 = !DILocation(line: 91, scope: !203)
!212 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !2, file: !2, line: 92, type: !213, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !206}
!215 = !{!216}
!216 = !DILocalVariable(name: "p", arg: 1, scope: !212, file: !2, line: 92, type: !206)
!217 = !DILocation(line: 0, scope: !212)
!218 = !DILocation(line: 92, scope: !212)
!219 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !2, file: !2, line: 93, type: !220, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !206, !207}
!222 = !{!223, !224}
!223 = !DILocalVariable(arg: 2, scope: !219, file: !2, line: 93, type: !207)
!224 = !DILocalVariable(name: "p", arg: 1, scope: !219, file: !2, line: 93, type: !206)
!225 = !DILocation(line: 0, scope: !219)
!226 = !DILocation(line: 93, scope: !219)
!227 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !87, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !228)
!228 = !{!229, !252, !253, !256, !258, !259, !261, !263, !264, !265, !267, !300, !302, !304, !325, !327, !329, !351, !353, !354, !358, !359, !363, !366, !370, !371, !372, !373}
!229 = !DILocalVariable(name: "shapes", scope: !227, file: !2, line: 96, type: !230)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !231, size: 192, elements: !250)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !233, vtableHolder: !232, identifier: ".?AUShape@@")
!233 = !{!234, !235, !237, !241, !247}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 192)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !236, size: 64, flags: DIFlagArtificial)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!237 = !DISubprogram(name: "~Shape", scope: !232, file: !2, line: 10, type: !238, scopeLine: 10, containingType: !232, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !240}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!241 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UEBANXZ", scope: !232, file: !2, line: 11, type: !242, scopeLine: 11, containingType: !232, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!244, !245}
!244 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !232)
!247 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !232, file: !2, line: 12, type: !248, scopeLine: 12, containingType: !232, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!156, !245}
!250 = !{!251}
!251 = !DISubrange(count: 3)
!252 = !DILocalVariable(name: "total", scope: !227, file: !2, line: 97, type: !244)
!253 = !DILocalVariable(name: "__range1", scope: !254, type: !255, flags: DIFlagArtificial)
!254 = distinct !DILexicalBlock(scope: !227, file: !2, line: 98)
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !230, size: 64)
!256 = !DILocalVariable(name: "__begin1", scope: !254, type: !257, flags: DIFlagArtificial)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!258 = !DILocalVariable(name: "__end1", scope: !254, type: !257, flags: DIFlagArtificial)
!259 = !DILocalVariable(name: "s", scope: !260, file: !2, line: 98, type: !231)
!260 = distinct !DILexicalBlock(scope: !254, file: !2, line: 98)
!261 = !DILocalVariable(name: "__range1", scope: !262, type: !255, flags: DIFlagArtificial)
!262 = distinct !DILexicalBlock(scope: !227, file: !2, line: 102)
!263 = !DILocalVariable(name: "__begin1", scope: !262, type: !257, flags: DIFlagArtificial)
!264 = !DILocalVariable(name: "__end1", scope: !262, type: !257, flags: DIFlagArtificial)
!265 = !DILocalVariable(name: "s", scope: !266, file: !2, line: 102, type: !231)
!266 = distinct !DILexicalBlock(scope: !262, file: !2, line: 102)
!267 = !DILocalVariable(name: "w", scope: !227, file: !2, line: 105, type: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !269, vtableHolder: !271, identifier: ".?AUWidget@@")
!269 = !{!270, !282, !273, !291, !296}
!270 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !268, baseType: !271, extraData: i32 0)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !272, vtableHolder: !271, identifier: ".?AUNamed@@")
!272 = !{!273, !274, !276, !277}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !275, size: 64, flags: DIFlagArtificial)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !271, file: !2, line: 27, baseType: !89, size: 32, offset: 64)
!277 = !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !271, file: !2, line: 27, type: !278, scopeLine: 27, containingType: !271, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!156, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !271)
!282 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !268, baseType: !283, offset: 128, extraData: i32 0)
!283 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !284, vtableHolder: !283, identifier: ".?AUCounted@@")
!284 = !{!273, !285, !286, !287}
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !275, size: 64, flags: DIFlagArtificial)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !283, file: !2, line: 28, baseType: !89, size: 32, offset: 64)
!287 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !283, file: !2, line: 28, type: !288, scopeLine: 28, containingType: !283, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !268, file: !2, line: 31, type: !292, scopeLine: 31, containingType: !268, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!156, !294}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !268)
!296 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !268, file: !2, line: 32, type: !297, scopeLine: 32, containingType: !268, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !299}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!300 = !DILocalVariable(name: "c", scope: !227, file: !2, line: 106, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!302 = !DILocalVariable(name: "n", scope: !227, file: !2, line: 107, type: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!304 = !DILocalVariable(name: "d", scope: !227, file: !2, line: 111, type: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 448, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !306, vtableHolder: !305, identifier: ".?AUDiamond@@")
!306 = !{!307, !317, !318, !319, !320}
!307 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !305, baseType: !308, extraData: i32 0)
!308 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !309, vtableHolder: !308, identifier: ".?AULeft@@")
!309 = !{!310, !311, !312}
!310 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !308, baseType: !97, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !308, file: !2, line: 36, baseType: !89, size: 32, offset: 64)
!312 = !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !308, file: !2, line: 36, type: !313, scopeLine: 36, containingType: !308, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!89, !315}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !308)
!317 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !305, baseType: !94, offset: 128, extraData: i32 0)
!318 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !305, baseType: !97, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !305, file: !2, line: 38, baseType: !89, size: 32, offset: 256)
!320 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !305, file: !2, line: 38, type: !321, scopeLine: 38, containingType: !305, virtualIndex: 0, thisAdjustment: 40, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{!89, !323}
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!325 = !DILocalVariable(name: "bp", scope: !227, file: !2, line: 112, type: !326)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!327 = !DILocalVariable(name: "lp", scope: !227, file: !2, line: 113, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!329 = !DILocalVariable(name: "arr", scope: !227, file: !2, line: 117, type: !330)
!330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !331, templateParams: !348, identifier: ".?AU?$Array@H$07@@")
!331 = !{!332, !336, !341}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !330, file: !2, line: 43, baseType: !333, size: 256)
!333 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, elements: !334)
!334 = !{!335}
!335 = !DISubrange(count: 8)
!336 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !330, file: !2, line: 44, type: !337, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{!339, !340, !89}
!339 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !89, size: 64)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!341 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !330, file: !2, line: 45, type: !342, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!344, !346, !89}
!344 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !345, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!347 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !330)
!348 = !{!349, !350}
!349 = !DITemplateTypeParameter(name: "T", type: !89)
!350 = !DITemplateValueParameter(name: "N", type: !89, value: i32 8)
!351 = !DILocalVariable(name: "i", scope: !352, file: !2, line: 118, type: !89)
!352 = distinct !DILexicalBlock(scope: !227, file: !2, line: 118)
!353 = !DILocalVariable(name: "bias", scope: !227, file: !2, line: 119, type: !89)
!354 = !DILocalVariable(name: "add", scope: !227, file: !2, line: 120, type: !355)
!355 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !356, identifier: ".?AV<lambda_1>@?0??main@@9@")
!356 = !{!357}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !355, file: !2, line: 120, baseType: !89, size: 32)
!358 = !DILocalVariable(name: "prod_count", scope: !227, file: !2, line: 121, type: !89)
!359 = !DILocalVariable(name: "mul", scope: !227, file: !2, line: 122, type: !360)
!360 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !361, identifier: ".?AV<lambda_2>@?0??main@@9@")
!361 = !{!362}
!362 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !360, file: !2, line: 122, baseType: !339, size: 64)
!363 = !DILocalVariable(name: "gen", scope: !227, file: !2, line: 124, type: !364)
!364 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !227, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !365, identifier: ".?AV<lambda_0>@?0??main@@9@")
!365 = !{}
!366 = !DILocalVariable(name: "fp", scope: !227, file: !2, line: 126, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DISubroutineType(types: !369)
!369 = !{!89, !89}
!370 = !DILocalVariable(name: "b", scope: !227, file: !2, line: 132, type: !167)
!371 = !DILocalVariable(name: "p", scope: !227, file: !2, line: 134, type: !113)
!372 = !DILocalVariable(name: "a1", scope: !227, file: !2, line: 137, type: !89)
!373 = !DILocalVariable(name: "a2", scope: !227, file: !2, line: 137, type: !89)
!374 = distinct !DIAssignID()
!375 = !DILocation(line: 0, scope: !227)
!376 = distinct !DIAssignID()
!377 = !DILocation(line: 0, scope: !254)
!378 = !DILocation(line: 0, scope: !260)
!379 = !DILocation(line: 99, scope: !380)
!380 = distinct !DILexicalBlock(scope: !260, file: !2, line: 98)
!381 = !DILocation(line: 103, scope: !227)
!382 = !DILocation(line: 109, scope: !227)
!383 = !DILocation(line: 111, scope: !227)
!384 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !385, type: !89, flags: DIFlagArtificial)
!385 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !305, file: !2, line: 38, type: !386, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !389, retainedNodes: !390)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !388}
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DISubprogram(name: "Diamond", scope: !305, type: !386, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !{!384, !391}
!391 = !DILocalVariable(name: "this", arg: 1, scope: !385, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!393 = !DILocation(line: 0, scope: !385, inlinedAt: !394)
!394 = distinct !DILocation(line: 111, scope: !227)
!395 = !DILocation(line: 38, scope: !385, inlinedAt: !394)
!396 = distinct !DIAssignID()
!397 = distinct !DIAssignID()
!398 = !DILocalVariable(name: "this", arg: 1, scope: !399, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !400, retainedNodes: !401)
!400 = !DISubprogram(name: "Base", scope: !97, type: !109, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !{!398}
!402 = !DILocation(line: 0, scope: !399, inlinedAt: !403)
!403 = distinct !DILocation(line: 38, scope: !385, inlinedAt: !394)
!404 = distinct !DIAssignID()
!405 = !DILocation(line: 35, scope: !399, inlinedAt: !403)
!406 = distinct !DIAssignID()
!407 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !408, type: !89, flags: DIFlagArtificial)
!408 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !308, file: !2, line: 36, type: !409, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !412, retainedNodes: !413)
!409 = !DISubroutineType(types: !410)
!410 = !{null, !411}
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DISubprogram(name: "Left", scope: !308, type: !409, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !{!407, !414}
!414 = !DILocalVariable(name: "this", arg: 1, scope: !408, type: !328, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !408, inlinedAt: !416)
!416 = distinct !DILocation(line: 38, scope: !385, inlinedAt: !394)
!417 = distinct !DIAssignID()
!418 = !DILocation(line: 36, scope: !408, inlinedAt: !416)
!419 = distinct !DIAssignID()
!420 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !421, type: !89, flags: DIFlagArtificial)
!421 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !94, file: !2, line: 37, type: !422, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !425, retainedNodes: !426)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !424}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!425 = !DISubprogram(name: "Right", scope: !94, type: !422, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !{!420, !427}
!427 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!428 = !DILocation(line: 0, scope: !421, inlinedAt: !429)
!429 = distinct !DILocation(line: 38, scope: !385, inlinedAt: !394)
!430 = !DILocation(line: 37, scope: !421, inlinedAt: !429)
!431 = distinct !DIAssignID()
!432 = distinct !DIAssignID()
!433 = !DILocation(line: 114, scope: !227)
!434 = !DILocation(line: 115, scope: !227)
!435 = !DILocation(line: 123, scope: !227)
!436 = !DILocation(line: 125, scope: !227)
!437 = !DILocation(line: 127, scope: !227)
!438 = !DILocation(line: 129, scope: !227)
!439 = !DILocation(line: 130, scope: !227)
!440 = !DILocation(line: 132, scope: !227)
!441 = !DILocation(line: 133, scope: !227)
!442 = !DILocation(line: 134, scope: !227)
!443 = !DILocation(line: 135, scope: !227)
!444 = !DILocation(line: 86, scope: !86, inlinedAt: !445)
!445 = distinct !DILocation(line: 137, scope: !227)
!446 = !{!"branch_weights", i32 1, i32 1048575}
!447 = !DILocation(line: 86, scope: !86, inlinedAt: !448)
!448 = distinct !DILocation(line: 137, scope: !227)
!449 = !DILocation(line: 87, scope: !86, inlinedAt: !445)
!450 = !DILocation(line: 87, scope: !86, inlinedAt: !448)
!451 = !DILocation(line: 82, scope: !135, inlinedAt: !452)
!452 = distinct !DILocation(line: 138, scope: !227)
!453 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !117, file: !2, line: 78, type: !121, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !120, retainedNodes: !455)
!455 = !{!453}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!457 = !DILocation(line: 0, scope: !454, inlinedAt: !458)
!458 = distinct !DILocation(line: 82, scope: !135, inlinedAt: !452)
!459 = !DILocation(line: 78, scope: !454, inlinedAt: !458)
!460 = !DILocation(line: 78, scope: !461, inlinedAt: !458)
!461 = distinct !DILexicalBlock(scope: !454, file: !2, line: 78)
!462 = !DILocation(line: 138, scope: !227)
!463 = !DILocation(line: 140, scope: !227)
!464 = !DILocation(line: 82, scope: !135)
!465 = !DILocation(line: 0, scope: !454, inlinedAt: !466)
!466 = distinct !DILocation(line: 82, scope: !135)
!467 = !DILocation(line: 78, scope: !454, inlinedAt: !466)
!468 = !DILocation(line: 78, scope: !461, inlinedAt: !466)
!469 = !DILocation(line: 83, scope: !135)
!470 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !471, file: !2, line: 15, type: !488, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !490, retainedNodes: !491)
!471 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !472, vtableHolder: !232, identifier: ".?AURect@@")
!472 = !{!473, !234, !474, !475, !476, !480, !485}
!473 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !471, baseType: !232, extraData: i32 0)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !471, file: !2, line: 16, baseType: !244, size: 64, offset: 64)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !471, file: !2, line: 16, baseType: !244, size: 64, offset: 128)
!476 = !DISubprogram(name: "Rect", scope: !471, file: !2, line: 17, type: !477, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !479, !244, !244}
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !471, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !471, file: !2, line: 18, type: !481, scopeLine: 18, containingType: !471, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{!244, !483}
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !484, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !471)
!485 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !471, file: !2, line: 19, type: !486, scopeLine: 19, containingType: !471, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!156, !483}
!488 = !DISubroutineType(types: !489)
!489 = !{null, !479}
!490 = !DISubprogram(name: "~Rect", scope: !471, type: !488, containingType: !471, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!491 = !{!492, !493}
!492 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !470, type: !89, flags: DIFlagArtificial)
!493 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !494, flags: DIFlagArtificial | DIFlagObjectPointer)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !471, size: 64)
!495 = !DILocation(line: 0, scope: !470)
!496 = !DILocation(line: 15, scope: !470)
!497 = !DILocation(line: 0, scope: !219, inlinedAt: !498)
!498 = distinct !DILocation(line: 15, scope: !470)
!499 = !DILocation(line: 93, scope: !219, inlinedAt: !498)
!500 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !471, file: !2, line: 18, type: !481, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !480, retainedNodes: !501)
!501 = !{!502}
!502 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !484, size: 64)
!504 = !DILocation(line: 0, scope: !500)
!505 = !DILocation(line: 18, scope: !500)
!506 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !471, file: !2, line: 19, type: !486, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !485, retainedNodes: !507)
!507 = !{!508}
!508 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DILocation(line: 0, scope: !506)
!510 = !DILocation(line: 19, scope: !506)
!511 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !232, file: !2, line: 10, type: !238, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !237, retainedNodes: !512)
!512 = !{!513, !514}
!513 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !511, type: !89, flags: DIFlagArtificial)
!514 = !DILocalVariable(name: "this", arg: 1, scope: !511, type: !231, flags: DIFlagArtificial | DIFlagObjectPointer)
!515 = !DILocation(line: 0, scope: !511)
!516 = !DILocation(line: 10, scope: !511)
!517 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !232, file: !2, line: 12, type: !248, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !247, retainedNodes: !518)
!518 = !{!519}
!519 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 12, scope: !517)
!523 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !524, file: !2, line: 22, type: !536, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !538, retainedNodes: !539)
!524 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !525, vtableHolder: !232, identifier: ".?AUSquare@@")
!525 = !{!526, !234, !527, !531}
!526 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !524, baseType: !471, extraData: i32 0)
!527 = !DISubprogram(name: "Square", scope: !524, file: !2, line: 23, type: !528, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubroutineType(types: !529)
!529 = !{null, !530, !244}
!530 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !524, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!531 = !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !524, file: !2, line: 24, type: !532, scopeLine: 24, containingType: !524, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!156, !534}
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !524)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !530}
!538 = !DISubprogram(name: "~Square", scope: !524, type: !536, containingType: !524, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!539 = !{!540, !541}
!540 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !523, type: !89, flags: DIFlagArtificial)
!541 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !524, size: 64)
!543 = !DILocation(line: 0, scope: !523)
!544 = !DILocation(line: 22, scope: !523)
!545 = !DILocation(line: 0, scope: !219, inlinedAt: !546)
!546 = distinct !DILocation(line: 22, scope: !523)
!547 = !DILocation(line: 93, scope: !219, inlinedAt: !546)
!548 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !524, file: !2, line: 24, type: !532, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !531, retainedNodes: !549)
!549 = !{!550}
!550 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !551, flags: DIFlagArtificial | DIFlagObjectPointer)
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!552 = !DILocation(line: 0, scope: !548)
!553 = !DILocation(line: 24, scope: !548)
!554 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !268, file: !2, line: 31, type: !292, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !291, retainedNodes: !555)
!555 = !{!556}
!556 = !DILocalVariable(name: "this", arg: 1, scope: !554, type: !557, flags: DIFlagArtificial | DIFlagObjectPointer)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!558 = !DILocation(line: 0, scope: !554)
!559 = !DILocation(line: 31, scope: !554)
!560 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !268, file: !2, line: 32, type: !297, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !296, retainedNodes: !561)
!561 = !{!562}
!562 = !DILocalVariable(name: "this", arg: 1, scope: !560, type: !563, flags: DIFlagArtificial | DIFlagObjectPointer)
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!564 = !DILocation(line: 0, scope: !560)
!565 = !DILocation(line: 32, scope: !560)
!566 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !271, file: !2, line: 27, type: !278, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !277, retainedNodes: !567)
!567 = !{!568}
!568 = !DILocalVariable(name: "this", arg: 1, scope: !566, type: !569, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!570 = !DILocation(line: 0, scope: !566)
!571 = !DILocation(line: 27, scope: !566)
!572 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !283, file: !2, line: 28, type: !288, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !287, retainedNodes: !573)
!573 = !{!574}
!574 = !DILocalVariable(name: "this", arg: 1, scope: !572, type: !301, flags: DIFlagArtificial | DIFlagObjectPointer)
!575 = !DILocation(line: 0, scope: !572)
!576 = !DILocation(line: 28, scope: !572)
!577 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !305, file: !2, line: 38, type: !321, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !320, retainedNodes: !578)
!578 = !{!579}
!579 = !DILocalVariable(name: "this", arg: 1, scope: !577, type: !580, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!581 = !DILocation(line: 0, scope: !577)
!582 = !DILocation(line: 38, scope: !577)
!583 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !305, file: !2, line: 38, type: !386, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !584, retainedNodes: !585)
!584 = !DISubprogram(name: "~Diamond", scope: !305, type: !386, containingType: !305, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!585 = !{!586, !587}
!586 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !583, type: !89, flags: DIFlagArtificial)
!587 = !DILocalVariable(name: "this", arg: 1, scope: !583, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DILocation(line: 0, scope: !583)
!589 = !DILocation(line: 38, scope: !583)
!590 = !DILocation(line: 0, scope: !219, inlinedAt: !591)
!591 = distinct !DILocation(line: 38, scope: !583)
!592 = !DILocation(line: 93, scope: !219, inlinedAt: !591)
!593 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !97, file: !2, line: 35, type: !104, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !103, retainedNodes: !594)
!594 = !{!595}
!595 = !DILocalVariable(name: "this", arg: 1, scope: !593, type: !596, flags: DIFlagArtificial | DIFlagObjectPointer)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!597 = !DILocation(line: 0, scope: !593)
!598 = !DILocation(line: 35, scope: !593)
!599 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !108, retainedNodes: !600)
!600 = !{!601, !602}
!601 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !599, type: !89, flags: DIFlagArtificial)
!602 = !DILocalVariable(name: "this", arg: 1, scope: !599, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!603 = !DILocation(line: 0, scope: !599)
!604 = !DILocation(line: 35, scope: !599)
!605 = !DILocation(line: 0, scope: !219, inlinedAt: !606)
!606 = distinct !DILocation(line: 35, scope: !599)
!607 = !DILocation(line: 93, scope: !219, inlinedAt: !606)
!608 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !308, file: !2, line: 36, type: !313, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !312, retainedNodes: !609)
!609 = !{!610}
!610 = !DILocalVariable(name: "this", arg: 1, scope: !608, type: !611, flags: DIFlagArtificial | DIFlagObjectPointer)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!612 = !DILocation(line: 0, scope: !608)
!613 = !DILocation(line: 36, scope: !608)
!614 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !308, file: !2, line: 36, type: !409, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !615, retainedNodes: !616)
!615 = !DISubprogram(name: "~Left", scope: !308, type: !409, containingType: !308, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!616 = !{!617, !618}
!617 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !614, type: !89, flags: DIFlagArtificial)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !328, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DILocation(line: 0, scope: !614)
!620 = !DILocation(line: 36, scope: !614)
!621 = !DILocation(line: 0, scope: !219, inlinedAt: !622)
!622 = distinct !DILocation(line: 36, scope: !614)
!623 = !DILocation(line: 93, scope: !219, inlinedAt: !622)
!624 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !94, file: !2, line: 37, type: !422, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !625, retainedNodes: !626)
!625 = !DISubprogram(name: "~Right", scope: !94, type: !422, containingType: !94, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!626 = !{!627, !628}
!627 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !624, type: !89, flags: DIFlagArtificial)
!628 = !DILocalVariable(name: "this", arg: 1, scope: !624, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!629 = !DILocation(line: 0, scope: !624)
!630 = !DILocation(line: 37, scope: !624)
!631 = !DILocation(line: 0, scope: !219, inlinedAt: !632)
!632 = distinct !DILocation(line: 37, scope: !624)
!633 = !DILocation(line: 93, scope: !219, inlinedAt: !632)

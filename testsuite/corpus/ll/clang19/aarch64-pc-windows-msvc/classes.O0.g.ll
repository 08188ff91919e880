; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { ptr, i32 }
%struct.Counted = type { ptr, i32 }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { ptr }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Right = type { ptr, i32, %struct.Base }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr }
%struct.Left = type { ptr, i32, %struct.Base }

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

@"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", comdat, align 8, !dbg !0
@"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", comdat, align 8, !dbg !8
@"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", comdat, align 8, !dbg !13
@"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", comdat, align 8, !dbg !18
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", comdat, align 8, !dbg !23
@"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", comdat, align 8, !dbg !25
@"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", comdat, align 8, !dbg !27
@"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"fp %d\0A\00", comdat, align 4, !dbg !32
@"??_C@_06BJCFNGJP@second?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"second\00", comdat, align 4, !dbg !37
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 4, !dbg !39
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 8, !dbg !44
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 4, !dbg !49
@"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", comdat, align 8, !dbg !54
@"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", comdat, align 8, !dbg !59
@"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", comdat, align 8, !dbg !61
@"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", comdat, align 8, !dbg !66
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
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 4, !dbg !71
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 4, !dbg !73
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UEAAPEAXI@Z", ptr @"?area@Rect@@UEBANXZ", ptr @"?name@Square@@UEBAPEBDXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Square@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 4, !dbg !78
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
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 4, !dbg !80
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UEAAXXZ"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Counted@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 4, !dbg !82
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
@"??_8Left@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@9 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Left@@6B@", ptr @"?get@Left@@UEBAHXZ", ptr @"??_GLeft@@UEAAPEAXI@Z"] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AULeft@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Left@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Left@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_8Right@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@10 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Right@@6B@", ptr @"?get@Base@@UEBAHXZ", ptr @"??_GRight@@UEAAPEAXI@Z"] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURight@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Right@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Right@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4, !dbg !84
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 4, !dbg !86
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4, !dbg !91
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4, !dbg !133
@"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" = internal global i32 0, align 4
@"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", comdat, align 8, !dbg !139

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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(ptr noundef %0, ptr noundef %1) #0 !dbg !150 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !157, !DIExpression(), !158)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !159, !DIExpression(), !158)
  %5 = load ptr, ptr %4, align 8, !dbg !158
  ret ptr %5, !dbg !158
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !160 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !172, !DIExpression(), !173)
    #dbg_declare(ptr %0, !174, !DIExpression(), !175)
  %5 = load i32, ptr %3, align 4, !dbg !176
  %6 = sext i32 %5 to i64, !dbg !176
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !176
  store i64 %6, ptr %7, align 8, !dbg !176
  %8 = load i32, ptr %3, align 4, !dbg !176
  %9 = mul nsw i32 %8, 2, !dbg !176
  %10 = sext i32 %9 to i64, !dbg !176
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !176
  store i64 %10, ptr %11, align 8, !dbg !176
  %12 = load i32, ptr %3, align 4, !dbg !176
  %13 = mul nsw i32 %12, 3, !dbg !176
  %14 = sext i32 %13 to i64, !dbg !176
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !176
  store i64 %14, ptr %15, align 8, !dbg !176
  %16 = load i32, ptr %3, align 4, !dbg !176
  %17 = sub nsw i32 0, %16, !dbg !176
  %18 = sext i32 %17 to i64, !dbg !176
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !176
  store i64 %18, ptr %19, align 8, !dbg !176
    #dbg_declare(ptr %4, !177, !DIExpression(), !179)
  store i32 0, ptr %4, align 4, !dbg !179
  br label %20, !dbg !179

20:                                               ; preds = %34, %2
  %21 = load i32, ptr %4, align 4, !dbg !179
  %22 = icmp slt i32 %21, 12, !dbg !179
  br i1 %22, label %23, label %37, !dbg !179

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !180
  %25 = load i32, ptr %4, align 4, !dbg !180
  %26 = add nsw i32 %24, %25, !dbg !180
  %27 = srem i32 %26, 26, !dbg !180
  %28 = add nsw i32 97, %27, !dbg !180
  %29 = trunc i32 %28 to i8, !dbg !180
  %30 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !180
  %31 = load i32, ptr %4, align 4, !dbg !180
  %32 = sext i32 %31 to i64, !dbg !180
  %33 = getelementptr inbounds [13 x i8], ptr %30, i64 0, i64 %32, !dbg !180
  store i8 %29, ptr %33, align 1, !dbg !180
  br label %34, !dbg !180

34:                                               ; preds = %23
  %35 = load i32, ptr %4, align 4, !dbg !180
  %36 = add nsw i32 %35, 1, !dbg !180
  store i32 %36, ptr %4, align 4, !dbg !180
  br label %20, !dbg !180, !llvm.loop !182

37:                                               ; preds = %20
  %38 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !184
  %39 = getelementptr inbounds [13 x i8], ptr %38, i64 0, i64 12, !dbg !184
  store i8 0, ptr %39, align 4, !dbg !184
  ret void, !dbg !185
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef %0) #0 !dbg !186 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !189, !DIExpression(DW_OP_deref), !190)
  %3 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !190
  %4 = load i64, ptr %3, align 8, !dbg !190
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !190
  %6 = load i64, ptr %5, align 8, !dbg !190
  %7 = add nsw i64 %4, %6, !dbg !190
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !190
  %9 = load i64, ptr %8, align 8, !dbg !190
  %10 = add nsw i64 %7, %9, !dbg !190
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !190
  %12 = load i64, ptr %11, align 8, !dbg !190
  %13 = add nsw i64 %10, %12, !dbg !190
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !190
  %15 = getelementptr inbounds [13 x i8], ptr %14, i64 0, i64 0, !dbg !190
  %16 = load i8, ptr %15, align 8, !dbg !190
  %17 = sext i8 %16 to i64, !dbg !190
  %18 = add nsw i64 %13, %17, !dbg !190
  ret i64 %18, !dbg !190
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %0) #0 !dbg !191 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  store i64 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !194, !DIExpression(), !195)
    #dbg_declare(ptr %2, !196, !DIExpression(), !195)
  %4 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 0, !dbg !195
  %5 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1, !dbg !195
  %6 = load float, ptr %5, align 4, !dbg !195
  %7 = fptosi float %6 to i32, !dbg !195
  store i32 %7, ptr %4, align 4, !dbg !195
  %8 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 1, !dbg !195
  %9 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0, !dbg !195
  %10 = load i32, ptr %9, align 4, !dbg !195
  %11 = sitofp i32 %10 to float, !dbg !195
  store float %11, ptr %8, align 4, !dbg !195
  %12 = load i64, ptr %2, align 4, !dbg !195
  ret i64 %12, !dbg !195
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) #1 !dbg !197 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !202, !DIExpression(), !203)
  %3 = load i64, ptr %2, align 8, !dbg !203
  %4 = icmp ne i64 %3, 0, !dbg !203
  br i1 %4, label %5, label %7, !dbg !203

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !203
  br label %8, !dbg !203

7:                                                ; preds = %1
  br label %8, !dbg !203

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !203
  %10 = call ptr @malloc(i64 noundef %9) #11, !dbg !203
  ret ptr %10, !dbg !203
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) #3 personality ptr @__CxxFrameHandler3 !dbg !204 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !207, !DIExpression(), !208)
  %3 = load ptr, ptr %2, align 8, !dbg !208
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !208

4:                                                ; preds = %1
  ret void, !dbg !208

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !208
  call void @__std_terminate() #12 [ "funclet"(token %6) ], !dbg !208
  unreachable, !dbg !208
}

declare dso_local void @free(ptr noundef) #4

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef %0, i64 noundef %1) #3 personality ptr @__CxxFrameHandler3 !dbg !209 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !212, !DIExpression(), !213)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !214, !DIExpression(), !213)
  %5 = load ptr, ptr %4, align 8, !dbg !213
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !213

6:                                                ; preds = %2
  ret void, !dbg !213

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !213
  call void @__std_terminate() #12 [ "funclet"(token %8) ], !dbg !213
  unreachable, !dbg !213
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 personality ptr @__CxxFrameHandler3 !dbg !215 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 8
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca %struct.Widget, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca %struct.Diamond, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 8
  %24 = alloca %class.anon.0, align 8
  %25 = alloca %class.anon, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca ptr, align 8
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !216, !DIExpression(), !239)
  %35 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13, !dbg !239, !heapallocsite !240
  %36 = invoke noundef ptr @"??0Rect@@QEAA@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %37 unwind label %79, !dbg !239

37:                                               ; preds = %0
  store ptr %35, ptr %2, align 8, !dbg !239
  %38 = getelementptr inbounds ptr, ptr %2, i64 1, !dbg !239
  %39 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13, !dbg !239, !heapallocsite !257
  %40 = invoke noundef ptr @"??0Square@@QEAA@N@Z"(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 4.000000e+00)
          to label %41 unwind label %81, !dbg !239

41:                                               ; preds = %37
  store ptr %39, ptr %38, align 8, !dbg !239
  %42 = getelementptr inbounds ptr, ptr %2, i64 2, !dbg !239
  %43 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #13, !dbg !239, !heapallocsite !240
  %44 = invoke noundef ptr @"??0Rect@@QEAA@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %45 unwind label %83, !dbg !239

45:                                               ; preds = %41
  store ptr %43, ptr %42, align 8, !dbg !239
    #dbg_declare(ptr %3, !269, !DIExpression(), !270)
  store double 0.000000e+00, ptr %3, align 8, !dbg !270
    #dbg_declare(ptr %4, !271, !DIExpression(), !274)
  store ptr %2, ptr %4, align 8, !dbg !275
    #dbg_declare(ptr %5, !276, !DIExpression(), !274)
  %46 = load ptr, ptr %4, align 8, !dbg !275
  %47 = getelementptr inbounds [3 x ptr], ptr %46, i64 0, i64 0, !dbg !275
  store ptr %47, ptr %5, align 8, !dbg !275
    #dbg_declare(ptr %6, !278, !DIExpression(), !274)
  %48 = load ptr, ptr %4, align 8, !dbg !275
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i64 0, i64 0, !dbg !275
  %50 = getelementptr inbounds ptr, ptr %49, i64 3, !dbg !275
  store ptr %50, ptr %6, align 8, !dbg !275
  br label %51, !dbg !275

51:                                               ; preds = %76, %45
  %52 = load ptr, ptr %5, align 8, !dbg !275
  %53 = load ptr, ptr %6, align 8, !dbg !275
  %54 = icmp ne ptr %52, %53, !dbg !275
  br i1 %54, label %55, label %85, !dbg !275

55:                                               ; preds = %51
    #dbg_declare(ptr %7, !279, !DIExpression(), !281)
  %56 = load ptr, ptr %5, align 8, !dbg !281
  %57 = load ptr, ptr %56, align 8, !dbg !281
  store ptr %57, ptr %7, align 8, !dbg !281
  %58 = load ptr, ptr %7, align 8, !dbg !282
  %59 = load ptr, ptr %58, align 8, !dbg !282
  %60 = getelementptr inbounds ptr, ptr %59, i64 1, !dbg !282
  %61 = load ptr, ptr %60, align 8, !dbg !282
  %62 = call noundef double %61(ptr noundef nonnull align 8 dereferenceable(8) %58), !dbg !282
  %63 = load ptr, ptr %7, align 8, !dbg !282
  %64 = load ptr, ptr %63, align 8, !dbg !282
  %65 = getelementptr inbounds ptr, ptr %64, i64 2, !dbg !282
  %66 = load ptr, ptr %65, align 8, !dbg !282
  %67 = call noundef ptr %66(ptr noundef nonnull align 8 dereferenceable(8) %63), !dbg !282
  %68 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef %67, double noundef %62), !dbg !282
  %69 = load ptr, ptr %7, align 8, !dbg !284
  %70 = load ptr, ptr %69, align 8, !dbg !284
  %71 = getelementptr inbounds ptr, ptr %70, i64 1, !dbg !284
  %72 = load ptr, ptr %71, align 8, !dbg !284
  %73 = call noundef double %72(ptr noundef nonnull align 8 dereferenceable(8) %69), !dbg !284
  %74 = load double, ptr %3, align 8, !dbg !284
  %75 = fadd double %74, %73, !dbg !284
  store double %75, ptr %3, align 8, !dbg !284
  br label %76, !dbg !275

76:                                               ; preds = %55
  %77 = load ptr, ptr %5, align 8, !dbg !275
  %78 = getelementptr inbounds ptr, ptr %77, i32 1, !dbg !275
  store ptr %78, ptr %5, align 8, !dbg !275
  br label %51, !dbg !275, !llvm.loop !285

79:                                               ; preds = %0
  %80 = cleanuppad within none [], !dbg !239
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %35, i64 noundef 24) #14 [ "funclet"(token %80) ], !dbg !239
  cleanupret from %80 unwind to caller, !dbg !239

81:                                               ; preds = %37
  %82 = cleanuppad within none [], !dbg !239
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %39, i64 noundef 24) #14 [ "funclet"(token %82) ], !dbg !239
  cleanupret from %82 unwind to caller, !dbg !239

83:                                               ; preds = %41
  %84 = cleanuppad within none [], !dbg !239
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %43, i64 noundef 24) #14 [ "funclet"(token %84) ], !dbg !239
  cleanupret from %84 unwind to caller, !dbg !239

85:                                               ; preds = %51
    #dbg_declare(ptr %8, !287, !DIExpression(), !289)
  store ptr %2, ptr %8, align 8, !dbg !290
    #dbg_declare(ptr %9, !291, !DIExpression(), !289)
  %86 = load ptr, ptr %8, align 8, !dbg !290
  %87 = getelementptr inbounds [3 x ptr], ptr %86, i64 0, i64 0, !dbg !290
  store ptr %87, ptr %9, align 8, !dbg !290
    #dbg_declare(ptr %10, !292, !DIExpression(), !289)
  %88 = load ptr, ptr %8, align 8, !dbg !290
  %89 = getelementptr inbounds [3 x ptr], ptr %88, i64 0, i64 0, !dbg !290
  %90 = getelementptr inbounds ptr, ptr %89, i64 3, !dbg !290
  store ptr %90, ptr %10, align 8, !dbg !290
  br label %91, !dbg !290

91:                                               ; preds = %106, %85
  %92 = load ptr, ptr %9, align 8, !dbg !290
  %93 = load ptr, ptr %10, align 8, !dbg !290
  %94 = icmp ne ptr %92, %93, !dbg !290
  br i1 %94, label %95, label %109, !dbg !290

95:                                               ; preds = %91
    #dbg_declare(ptr %11, !293, !DIExpression(), !295)
  %96 = load ptr, ptr %9, align 8, !dbg !295
  %97 = load ptr, ptr %96, align 8, !dbg !295
  store ptr %97, ptr %11, align 8, !dbg !295
  %98 = load ptr, ptr %11, align 8, !dbg !295
  %99 = icmp eq ptr %98, null, !dbg !295
  br i1 %99, label %105, label %100, !dbg !295

100:                                              ; preds = %95
  %101 = load ptr, ptr %98, align 8, !dbg !295
  %102 = getelementptr inbounds ptr, ptr %101, i64 0, !dbg !295
  %103 = load ptr, ptr %102, align 8, !dbg !295
  %104 = call noundef ptr %103(ptr noundef nonnull align 8 dereferenceable(8) %98, i32 noundef 1) #9, !dbg !295
  br label %105, !dbg !295

105:                                              ; preds = %100, %95
  br label %106, !dbg !290

106:                                              ; preds = %105
  %107 = load ptr, ptr %9, align 8, !dbg !290
  %108 = getelementptr inbounds ptr, ptr %107, i32 1, !dbg !290
  store ptr %108, ptr %9, align 8, !dbg !290
  br label %91, !dbg !290, !llvm.loop !296

109:                                              ; preds = %91
  %110 = load double, ptr %3, align 8, !dbg !297
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef %110), !dbg !297
    #dbg_declare(ptr %12, !298, !DIExpression(), !331)
  %112 = call noundef ptr @"??0Widget@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %12) #9, !dbg !331
    #dbg_declare(ptr %13, !332, !DIExpression(), !334)
  %113 = icmp eq ptr %12, null, !dbg !334
  br i1 %113, label %116, label %114, !dbg !334

114:                                              ; preds = %109
  %115 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !334
  br label %116, !dbg !334

116:                                              ; preds = %114, %109
  %117 = phi ptr [ %115, %114 ], [ null, %109 ], !dbg !334
  store ptr %117, ptr %13, align 8, !dbg !334
    #dbg_declare(ptr %14, !335, !DIExpression(), !337)
  store ptr %12, ptr %14, align 8, !dbg !337
  %118 = load ptr, ptr %13, align 8, !dbg !338
  %119 = load ptr, ptr %118, align 8, !dbg !338
  %120 = getelementptr inbounds ptr, ptr %119, i64 0, !dbg !338
  %121 = load ptr, ptr %120, align 8, !dbg !338
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %118), !dbg !338
  %122 = load ptr, ptr %13, align 8, !dbg !338
  %123 = load ptr, ptr %122, align 8, !dbg !338
  %124 = getelementptr inbounds ptr, ptr %123, i64 0, !dbg !338
  %125 = load ptr, ptr %124, align 8, !dbg !338
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %122), !dbg !338
  %126 = getelementptr inbounds %struct.Named, ptr %12, i32 0, i32 1, !dbg !339
  %127 = load i32, ptr %126, align 8, !dbg !339
  %128 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !339
  %129 = getelementptr inbounds %struct.Counted, ptr %128, i32 0, i32 1, !dbg !339
  %130 = load i32, ptr %129, align 8, !dbg !339
  %131 = load ptr, ptr %14, align 8, !dbg !339
  %132 = load ptr, ptr %131, align 8, !dbg !339
  %133 = getelementptr inbounds ptr, ptr %132, i64 0, !dbg !339
  %134 = load ptr, ptr %133, align 8, !dbg !339
  %135 = call noundef ptr %134(ptr noundef nonnull align 8 dereferenceable(16) %131), !dbg !339
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef %135, i32 noundef %130, i32 noundef %127), !dbg !339
    #dbg_declare(ptr %15, !340, !DIExpression(), !361)
  %137 = call noundef ptr @"??0Diamond@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %15, i32 noundef 1) #9, !dbg !361
    #dbg_declare(ptr %16, !362, !DIExpression(), !364)
  %138 = icmp eq ptr %15, null, !dbg !364
  br i1 %138, label %147, label %139, !dbg !364

139:                                              ; preds = %116
  %140 = getelementptr inbounds i8, ptr %15, i64 0, !dbg !364
  %141 = load ptr, ptr %140, align 8, !dbg !364
  %142 = getelementptr inbounds i32, ptr %141, i32 1, !dbg !364
  %143 = load i32, ptr %142, align 4, !dbg !364
  %144 = sext i32 %143 to i64, !dbg !364
  %145 = add nsw i64 0, %144, !dbg !364
  %146 = getelementptr inbounds i8, ptr %15, i64 %145, !dbg !364
  br label %147, !dbg !364

147:                                              ; preds = %139, %116
  %148 = phi ptr [ %146, %139 ], [ null, %116 ], !dbg !364
  store ptr %148, ptr %16, align 8, !dbg !364
    #dbg_declare(ptr %17, !365, !DIExpression(), !367)
  store ptr %15, ptr %17, align 8, !dbg !367
  %149 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !368
  %150 = getelementptr inbounds %struct.Right, ptr %149, i32 0, i32 1, !dbg !368
  %151 = load i32, ptr %150, align 8, !dbg !368
  %152 = load ptr, ptr %17, align 8, !dbg !368
  %153 = getelementptr inbounds i8, ptr %152, i64 0, !dbg !368
  %154 = load ptr, ptr %153, align 8, !dbg !368
  %155 = getelementptr inbounds i32, ptr %154, i32 1, !dbg !368
  %156 = load i32, ptr %155, align 4, !dbg !368
  %157 = sext i32 %156 to i64, !dbg !368
  %158 = add nsw i64 0, %157, !dbg !368
  %159 = getelementptr inbounds i8, ptr %152, i64 %158, !dbg !368
  %160 = getelementptr inbounds i8, ptr %152, i64 0, !dbg !368
  %161 = load ptr, ptr %160, align 8, !dbg !368
  %162 = getelementptr inbounds i32, ptr %161, i32 1, !dbg !368
  %163 = load i32, ptr %162, align 4, !dbg !368
  %164 = sext i32 %163 to i64, !dbg !368
  %165 = add nsw i64 0, %164, !dbg !368
  %166 = getelementptr inbounds i8, ptr %152, i64 %165, !dbg !368
  %167 = load ptr, ptr %166, align 8, !dbg !368
  %168 = getelementptr inbounds ptr, ptr %167, i64 0, !dbg !368
  %169 = load ptr, ptr %168, align 8, !dbg !368
  %170 = invoke noundef i32 %169(ptr noundef %159)
          to label %171 unwind label %274, !dbg !368

171:                                              ; preds = %147
  %172 = load ptr, ptr %16, align 8, !dbg !368
  %173 = load ptr, ptr %172, align 8, !dbg !368
  %174 = getelementptr inbounds ptr, ptr %173, i64 0, !dbg !368
  %175 = load ptr, ptr %174, align 8, !dbg !368
  %176 = invoke noundef i32 %175(ptr noundef nonnull align 8 dereferenceable(16) %172)
          to label %177 unwind label %274, !dbg !368

177:                                              ; preds = %171
  %178 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %176, i32 noundef %170, i32 noundef %151)
          to label %179 unwind label %274, !dbg !368

179:                                              ; preds = %177
  %180 = load ptr, ptr %16, align 8, !dbg !369
  %181 = invoke ptr @__RTDynamicCast(ptr %180, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R0?AURight@@@8", i32 0)
          to label %182 unwind label %274, !dbg !369

182:                                              ; preds = %179
  br label %183, !dbg !369

183:                                              ; preds = %182
  %184 = icmp ne ptr %181, null, !dbg !369
  %185 = zext i1 %184 to i32, !dbg !369
  %186 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %185)
          to label %187 unwind label %274, !dbg !369

187:                                              ; preds = %183
    #dbg_declare(ptr %18, !370, !DIExpression(), !392)
    #dbg_declare(ptr %19, !393, !DIExpression(), !395)
  store i32 0, ptr %19, align 4, !dbg !395
  br label %188, !dbg !395

188:                                              ; preds = %198, %187
  %189 = load i32, ptr %19, align 4, !dbg !395
  %190 = icmp slt i32 %189, 8, !dbg !395
  br i1 %190, label %191, label %201, !dbg !395

191:                                              ; preds = %188
  %192 = load i32, ptr %19, align 4, !dbg !396
  %193 = load i32, ptr %19, align 4, !dbg !396
  %194 = mul nsw i32 %192, %193, !dbg !396
  %195 = load i32, ptr %19, align 4, !dbg !396
  %196 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QEAAAEAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %195)
          to label %197 unwind label %274, !dbg !396

197:                                              ; preds = %191
  store i32 %194, ptr %196, align 4, !dbg !396
  br label %198, !dbg !396

198:                                              ; preds = %197
  %199 = load i32, ptr %19, align 4, !dbg !396
  %200 = add nsw i32 %199, 1, !dbg !396
  store i32 %200, ptr %19, align 4, !dbg !396
  br label %188, !dbg !396, !llvm.loop !398

201:                                              ; preds = %188
    #dbg_declare(ptr %20, !399, !DIExpression(), !400)
  store i32 7, ptr %20, align 4, !dbg !400
    #dbg_declare(ptr %21, !401, !DIExpression(), !405)
  %202 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0, !dbg !405
  %203 = load i32, ptr %20, align 4, !dbg !405
  store i32 %203, ptr %202, align 4, !dbg !405
    #dbg_declare(ptr %22, !406, !DIExpression(), !407)
  store i32 0, ptr %22, align 4, !dbg !407
    #dbg_declare(ptr %23, !408, !DIExpression(), !412)
  %204 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !412
  store ptr %22, ptr %204, align 8, !dbg !412
  %205 = load i32, ptr %22, align 4, !dbg !413
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %23, i64 8, i1 false), !dbg !413
  %206 = getelementptr inbounds %class.anon.0, ptr %24, i32 0, i32 0, !dbg !413
  %207 = load ptr, ptr %206, align 8, !dbg !413
  %208 = ptrtoint ptr %207 to i64, !dbg !413
  %209 = invoke noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, i64 %208)
          to label %210 unwind label %274, !dbg !413

210:                                              ; preds = %201
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %21, i64 4, i1 false), !dbg !413
  %211 = getelementptr inbounds %class.anon, ptr %25, i32 0, i32 0, !dbg !413
  %212 = load i32, ptr %211, align 4, !dbg !413
  %213 = zext i32 %212 to i64, !dbg !413
  %214 = invoke noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i64 %213)
          to label %215 unwind label %274, !dbg !413

215:                                              ; preds = %210
  %216 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef %214, i32 noundef %209, i32 noundef %205)
          to label %217 unwind label %274, !dbg !413

217:                                              ; preds = %215
    #dbg_declare(ptr %26, !414, !DIExpression(), !416)
  %218 = invoke noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %219 unwind label %274, !dbg !417

219:                                              ; preds = %217
  %220 = invoke noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %221 unwind label %274, !dbg !417

221:                                              ; preds = %219
  %222 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %220, double noundef %218)
          to label %223 unwind label %274, !dbg !417

223:                                              ; preds = %221
    #dbg_declare(ptr %27, !418, !DIExpression(), !422)
  %224 = call noundef ptr @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %28) #9, !dbg !422
  store ptr %224, ptr %27, align 8, !dbg !422
  %225 = load ptr, ptr %27, align 8, !dbg !423
  %226 = invoke noundef i32 %225(i32 noundef 14)
          to label %227 unwind label %274, !dbg !423

227:                                              ; preds = %223
  %228 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef %226)
          to label %229 unwind label %274, !dbg !423

229:                                              ; preds = %227
  %230 = call noundef ptr @"??$max_of@PEBD@@YAPEBDPEBD0@Z"(ptr noundef @"??_C@_05NIGAKFML@first?$AA@", ptr noundef @"??_C@_06BJCFNGJP@second?$AA@"), !dbg !424
  %231 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %232 unwind label %274, !dbg !424

232:                                              ; preds = %229
  %233 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %234 unwind label %274, !dbg !424

234:                                              ; preds = %232
  %235 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef %233, double noundef %231, ptr noundef %230)
          to label %236 unwind label %274, !dbg !424

236:                                              ; preds = %234
  %237 = invoke noundef ptr @"?get@?$TypeName@N@@SAPEBDXZ"()
          to label %238 unwind label %274, !dbg !425

238:                                              ; preds = %236
  %239 = invoke noundef ptr @"?get@?$TypeName@H@@SAPEBDXZ"()
          to label %240 unwind label %274, !dbg !425

240:                                              ; preds = %238
  %241 = invoke noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %242 unwind label %274, !dbg !425

242:                                              ; preds = %240
  %243 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef %241, ptr noundef %239, ptr noundef %237)
          to label %244 unwind label %274, !dbg !425

244:                                              ; preds = %242
    #dbg_declare(ptr %29, !426, !DIExpression(), !427)
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !427
  %245 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 4, !dbg !428
  %246 = getelementptr inbounds [13 x i8], ptr %245, i64 0, i64 0, !dbg !428
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %29, i64 48, i1 false), !dbg !428
  %247 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef %30), !dbg !428
  %248 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %247, ptr noundef %246)
          to label %249 unwind label %274, !dbg !428

249:                                              ; preds = %244
    #dbg_declare(ptr %31, !429, !DIExpression(), !430)
  %250 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0, !dbg !430
  store i32 3, ptr %250, align 4, !dbg !430
  %251 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1, !dbg !430
  store float 9.500000e+00, ptr %251, align 4, !dbg !430
  %252 = load i64, ptr %32, align 4, !dbg !430
  %253 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i64 %252), !dbg !430
  store i64 %253, ptr %31, align 4, !dbg !430
  %254 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 1, !dbg !431
  %255 = load float, ptr %254, align 4, !dbg !431
  %256 = fpext float %255 to double, !dbg !431
  %257 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 0, !dbg !431
  %258 = load i32, ptr %257, align 4, !dbg !431
  %259 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %258, double noundef %256)
          to label %260 unwind label %274, !dbg !431

260:                                              ; preds = %249
    #dbg_declare(ptr %33, !432, !DIExpression(), !433)
  %261 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %262 unwind label %274, !dbg !433

262:                                              ; preds = %260
  store i32 %261, ptr %33, align 4, !dbg !433
    #dbg_declare(ptr %34, !434, !DIExpression(), !433)
  %263 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %264 unwind label %274, !dbg !433

264:                                              ; preds = %262
  store i32 %263, ptr %34, align 4, !dbg !433
  %265 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAEAURegistry@@XZ"()
          to label %266 unwind label %274, !dbg !435

266:                                              ; preds = %264
  %267 = getelementptr inbounds %struct.Registry, ptr %265, i32 0, i32 0, !dbg !435
  %268 = load i32, ptr %267, align 4, !dbg !435
  %269 = load i32, ptr %34, align 4, !dbg !435
  %270 = load i32, ptr %33, align 4, !dbg !435
  %271 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %270, i32 noundef %269, i32 noundef %268)
          to label %272 unwind label %274, !dbg !435

272:                                              ; preds = %266
  store i32 0, ptr %1, align 4, !dbg !436
  call void @"??_DDiamond@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %15) #9, !dbg !437
  %273 = load i32, ptr %1, align 4, !dbg !437
  ret i32 %273, !dbg !437

274:                                              ; preds = %266, %264, %262, %260, %249, %244, %242, %240, %238, %236, %234, %232, %229, %227, %223, %221, %219, %217, %215, %210, %201, %191, %183, %179, %177, %171, %147
  %275 = cleanuppad within none [], !dbg !437
  call void @"??_DDiamond@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %15) #9 [ "funclet"(token %275) ], !dbg !437
  cleanupret from %275 unwind to caller, !dbg !437
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Rect@@QEAA@NN@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat !dbg !438 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !439, !DIExpression(), !440)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !441, !DIExpression(), !440)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !442, !DIExpression(), !444)
  %7 = load ptr, ptr %6, align 8
  %8 = call noundef ptr @"??0Shape@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %7) #9, !dbg !440
  store ptr @"??_7Rect@@6B@", ptr %7, align 8, !dbg !440
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !440
  %10 = load double, ptr %5, align 8, !dbg !440
  store double %10, ptr %9, align 8, !dbg !440
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !440
  %12 = load double, ptr %4, align 8, !dbg !440
  store double %12, ptr %11, align 8, !dbg !440
  ret ptr %7, !dbg !440
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Square@@QEAA@N@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat !dbg !445 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !446, !DIExpression(), !447)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !448, !DIExpression(), !450)
  %5 = load ptr, ptr %4, align 8
  %6 = load double, ptr %3, align 8, !dbg !447
  %7 = load double, ptr %3, align 8, !dbg !447
  %8 = call noundef ptr @"??0Rect@@QEAA@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %7, double noundef %6), !dbg !447
  store ptr @"??_7Square@@6B@", ptr %5, align 8, !dbg !447
  ret ptr %5, !dbg !447
}

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Widget@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !451 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !453, !DIExpression(), !455)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Named@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !456
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !456
  %6 = call noundef ptr @"??0Counted@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9, !dbg !456
  store ptr @"??_7Widget@@6BNamed@@@", ptr %3, align 8, !dbg !456
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !456
  store ptr @"??_7Widget@@6BCounted@@@", ptr %7, align 8, !dbg !456
  ret ptr %3, !dbg !456
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Diamond@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !457 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !462, !DIExpression(), !463)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !464, !DIExpression(), !463)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !466
  br i1 %8, label %9, label %14, !dbg !466

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !466
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %10, align 8, !dbg !466
  %11 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !466
  store ptr @"??_8Diamond@@7BRight@@@", ptr %11, align 8, !dbg !466
  %12 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !466
  %13 = call noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %12) #9, !dbg !466
  br label %14, !dbg !466

14:                                               ; preds = %9, %2
  %15 = call noundef ptr @"??0Left@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 0) #9, !dbg !466
  %16 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !466
  %17 = call noundef ptr @"??0Right@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 0) #9, !dbg !466
  %18 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !466
  %19 = load ptr, ptr %18, align 8, !dbg !466
  %20 = getelementptr inbounds i32, ptr %19, i32 1, !dbg !466
  %21 = load i32, ptr %20, align 4, !dbg !466
  %22 = sext i32 %21 to i64, !dbg !466
  %23 = add nsw i64 0, %22, !dbg !466
  %24 = getelementptr inbounds i8, ptr %6, i64 %23, !dbg !466
  store ptr @"??_7Diamond@@6B@", ptr %24, align 8, !dbg !466
  %25 = getelementptr inbounds %struct.Diamond, ptr %6, i32 0, i32 2, !dbg !466
  store i32 4, ptr %25, align 8, !dbg !466
  %26 = load ptr, ptr %3, align 8, !dbg !466
  ret ptr %26, !dbg !466
}

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QEAAAEAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat !dbg !467 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !468, !DIExpression(), !469)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !470, !DIExpression(), !472)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !469
  %7 = load i32, ptr %3, align 4, !dbg !469
  %8 = sext i32 %7 to i64, !dbg !469
  %9 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %8, !dbg !469
  ret ptr %9, !dbg !469
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #6 !dbg !473 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to ptr
  store ptr %9, ptr %8, align 8
    #dbg_declare(ptr %4, !479, !DIExpression(), !480)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !481, !DIExpression(), !480)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !482, !DIExpression(), !484)
  %10 = load ptr, ptr %6, align 8
    #dbg_declare(ptr %7, !485, !DIExpression(), !487)
  store i32 0, ptr %7, align 4, !dbg !487
  br label %11, !dbg !487

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %7, align 4, !dbg !487
  %13 = icmp slt i32 %12, 8, !dbg !487
  br i1 %13, label %14, label %25, !dbg !487

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, ptr %10, i32 0, i32 0, !dbg !488
  %16 = load i32, ptr %7, align 4, !dbg !488
  %17 = sext i32 %16 to i64, !dbg !488
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17, !dbg !488
  %19 = load i32, ptr %18, align 4, !dbg !488
  %20 = load i32, ptr %5, align 4, !dbg !488
  %21 = call noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %20, i32 noundef %19), !dbg !488
  store i32 %21, ptr %5, align 4, !dbg !488
  br label %22, !dbg !488

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4, !dbg !488
  %24 = add nsw i32 %23, 1, !dbg !488
  store i32 %24, ptr %7, align 4, !dbg !488
  br label %11, !dbg !488, !llvm.loop !490

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !491
  ret i32 %26, !dbg !491
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #6 !dbg !492 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  %9 = trunc i64 %2 to i32
  store i32 %9, ptr %8, align 4
    #dbg_declare(ptr %4, !498, !DIExpression(), !499)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !500, !DIExpression(), !499)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !501, !DIExpression(), !502)
  %10 = load ptr, ptr %6, align 8
    #dbg_declare(ptr %7, !503, !DIExpression(), !505)
  store i32 0, ptr %7, align 4, !dbg !505
  br label %11, !dbg !505

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %7, align 4, !dbg !505
  %13 = icmp slt i32 %12, 8, !dbg !505
  br i1 %13, label %14, label %25, !dbg !505

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Array, ptr %10, i32 0, i32 0, !dbg !506
  %16 = load i32, ptr %7, align 4, !dbg !506
  %17 = sext i32 %16 to i64, !dbg !506
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17, !dbg !506
  %19 = load i32, ptr %18, align 4, !dbg !506
  %20 = load i32, ptr %5, align 4, !dbg !506
  %21 = call noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %20, i32 noundef %19), !dbg !506
  store i32 %21, ptr %5, align 4, !dbg !506
  br label %22, !dbg !506

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4, !dbg !506
  %24 = add nsw i32 %23, 1, !dbg !506
  store i32 %24, ptr %7, align 4, !dbg !506
  br label %11, !dbg !506, !llvm.loop !508

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !509
  ret i32 %26, !dbg !509
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 !dbg !510 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !518, !DIExpression(), !519)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !520, !DIExpression(), !522)
  %5 = load ptr, ptr %4, align 8
  %6 = load double, ptr %3, align 8, !dbg !519
  %7 = load double, ptr %3, align 8, !dbg !519
  %8 = fadd double %6, %7, !dbg !519
  ret double %8, !dbg !519
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !523 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !529, !DIExpression(), !530)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !531, !DIExpression(), !532)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !530
  %7 = load i32, ptr %3, align 4, !dbg !530
  %8 = add nsw i32 %6, %7, !dbg !530
  ret i32 %8, !dbg !530
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 !dbg !533 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !540, !DIExpression(), !542)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", !dbg !543
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat !dbg !544 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !549, !DIExpression(), !550)
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !551, !DIExpression(), !550)
  %5 = load double, ptr %4, align 8, !dbg !550
  %6 = load double, ptr %3, align 8, !dbg !550
  %7 = fcmp olt double %5, %6, !dbg !550
  br i1 %7, label %8, label %10, !dbg !550

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !550
  br label %12, !dbg !550

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !550
  br label %12, !dbg !550

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !550
  ret double %13, !dbg !550
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !552 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !556, !DIExpression(), !557)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !558, !DIExpression(), !557)
  %5 = load i32, ptr %4, align 4, !dbg !557
  %6 = load i32, ptr %3, align 4, !dbg !557
  %7 = icmp slt i32 %5, %6, !dbg !557
  br i1 %7, label %8, label %10, !dbg !557

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !557
  br label %12, !dbg !557

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !557
  br label %12, !dbg !557

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !557
  ret i32 %13, !dbg !557
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@N@@SAPEBDXZ"() #0 comdat !dbg !559 {
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@", !dbg !565
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@H@@SAPEBDXZ"() #0 comdat !dbg !566 {
  ret ptr @"??_C@_03JBIPMCLC@int?$AA@", !dbg !570
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPEBD@@YAHHDNPEBD@Z"(i32 noundef %0, i8 noundef %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !571 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %3, ptr %5, align 8
    #dbg_declare(ptr %5, !581, !DIExpression(), !582)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !583, !DIExpression(), !582)
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %7, !584, !DIExpression(), !582)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !585, !DIExpression(), !582)
  ret i32 4, !dbg !582
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?counter@@YAHXZ"() #6 personality ptr @__CxxFrameHandler3 !dbg !93 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !586
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !586
  %3 = icmp sgt i32 %1, %2, !dbg !586
  br i1 %3, label %4, label %12, !dbg !586, !prof !587

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9, !dbg !586
  %5 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !586
  %6 = icmp eq i32 %5, -1, !dbg !586
  br i1 %6, label %7, label %12, !dbg !586

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAEAURegistry@@XZ"()
          to label %9 unwind label %15, !dbg !586

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, ptr %8, i32 0, i32 0, !dbg !586
  %11 = load i32, ptr %10, align 4, !dbg !586
  store i32 %11, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !586
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9, !dbg !586
  br label %12, !dbg !586

12:                                               ; preds = %9, %4, %0
  %13 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !588
  %14 = add nsw i32 %13, 1, !dbg !588
  store i32 %14, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !588
  ret i32 %14, !dbg !588

15:                                               ; preds = %7
  %16 = cleanuppad within none [], !dbg !586
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9 [ "funclet"(token %16) ], !dbg !586
  cleanupret from %16 unwind to caller, !dbg !586
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAEAURegistry@@XZ"() #6 personality ptr @__CxxFrameHandler3 !dbg !135 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !589
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !589
  %3 = icmp sgt i32 %1, %2, !dbg !589
  br i1 %3, label %4, label %11, !dbg !589, !prof !587

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #9, !dbg !589
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA" unordered, align 4, !dbg !589
  %6 = icmp eq i32 %5, -1, !dbg !589
  br i1 %6, label %7, label %11, !dbg !589

7:                                                ; preds = %4
  %8 = invoke noundef ptr @"??0Registry@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12, !dbg !589

9:                                                ; preds = %7
  %10 = call i32 @atexit(ptr @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ") #9, !dbg !589
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #9, !dbg !589
  br label %11, !dbg !589

11:                                               ; preds = %9, %4, %0
  ret ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A", !dbg !590

12:                                               ; preds = %7
  %13 = cleanuppad within none [], !dbg !589
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??registry@@YAAEAURegistry@@XZ@4HA") #9 [ "funclet"(token %13) ], !dbg !589
  cleanupret from %13 unwind to caller, !dbg !589
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DDiamond@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #0 comdat !dbg !591 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !593, !DIExpression(), !594)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 40, !dbg !595
  call void @"??1Diamond@@UEAA@XZ"(ptr noundef %4) #9, !dbg !595
  %5 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !595
  call void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9, !dbg !595
  ret void, !dbg !595
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Shape@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !596 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !598, !DIExpression(), !599)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Shape@@6B@", ptr %3, align 8, !dbg !600
  ret ptr %3, !dbg !600
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GRect@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !601 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !605, !DIExpression(), !606)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !607, !DIExpression(), !606)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9, !dbg !608
  %8 = icmp eq i32 %7, 0, !dbg !608
  br i1 %8, label %10, label %9, !dbg !608

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #14, !dbg !608
  br label %10, !dbg !608

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !608
  ret ptr %11, !dbg !608
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !609 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !610, !DIExpression(), !612)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !613
  %5 = load double, ptr %4, align 8, !dbg !613
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !613
  %7 = load double, ptr %6, align 8, !dbg !613
  %8 = fmul double %5, %7, !dbg !613
  ret double %8, !dbg !613
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@Rect@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !614 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !615, !DIExpression(), !616)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@", !dbg !617
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GShape@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !618 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !619, !DIExpression(), !620)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !621, !DIExpression(), !620)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @llvm.trap() #12, !dbg !622
  unreachable, !dbg !622
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@Shape@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !623 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !624, !DIExpression(), !626)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@", !dbg !627
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !628 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !629, !DIExpression(), !630)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Shape@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !631
  ret void, !dbg !633
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Shape@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !634 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !635, !DIExpression(), !636)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !637
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GSquare@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !638 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !642, !DIExpression(), !643)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !644, !DIExpression(), !643)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Square@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9, !dbg !645
  %8 = icmp eq i32 %7, 0, !dbg !645
  br i1 %8, label %10, label %9, !dbg !645

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #14, !dbg !645
  br label %10, !dbg !645

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !645
  ret ptr %11, !dbg !645
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@Square@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !646 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !647, !DIExpression(), !649)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@", !dbg !650
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Square@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !651 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !652, !DIExpression(), !653)
  %3 = load ptr, ptr %2, align 8
  call void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !654
  ret void, !dbg !656
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Named@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !657 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !662, !DIExpression(), !663)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Named@@6B@", ptr %3, align 8, !dbg !664
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !664
  store i32 5, ptr %4, align 8, !dbg !664
  ret ptr %3, !dbg !664
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Counted@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !665 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !667, !DIExpression(), !668)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Counted@@6B@", ptr %3, align 8, !dbg !669
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !669
  store i32 0, ptr %4, align 8, !dbg !669
  ret ptr %3, !dbg !669
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?label@Widget@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !670 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !671, !DIExpression(), !673)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@", !dbg !674
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Widget@@UEAAXXZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !675 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !676, !DIExpression(), !677)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !678
  %6 = getelementptr inbounds %struct.Counted, ptr %5, i32 0, i32 1, !dbg !678
  %7 = load i32, ptr %6, align 8, !dbg !678
  %8 = add nsw i32 %7, 10, !dbg !678
  store i32 %8, ptr %6, align 8, !dbg !678
  ret void, !dbg !678
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?label@Named@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !679 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !680, !DIExpression(), !682)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@", !dbg !683
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?bump@Counted@@UEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !684 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !685, !DIExpression(), !686)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !687
  %5 = load i32, ptr %4, align 8, !dbg !687
  %6 = add nsw i32 %5, 1, !dbg !687
  store i32 %6, ptr %4, align 8, !dbg !687
  ret void, !dbg !687
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !688 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !690, !DIExpression(), !691)
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Base@@6B@", ptr %3, align 8, !dbg !692
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !692
  store i32 1, ptr %4, align 8, !dbg !692
  ret ptr %3, !dbg !692
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Left@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !693 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !698, !DIExpression(), !699)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !700, !DIExpression(), !699)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !701
  br i1 %8, label %9, label %13, !dbg !701

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !701
  store ptr @"??_8Left@@7B@", ptr %10, align 8, !dbg !701
  %11 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !701
  %12 = call noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11) #9, !dbg !701
  br label %13, !dbg !701

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !701
  %15 = load ptr, ptr %14, align 8, !dbg !701
  %16 = getelementptr inbounds i32, ptr %15, i32 1, !dbg !701
  %17 = load i32, ptr %16, align 4, !dbg !701
  %18 = sext i32 %17 to i64, !dbg !701
  %19 = add nsw i64 0, %18, !dbg !701
  %20 = getelementptr inbounds i8, ptr %6, i64 %19, !dbg !701
  store ptr @"??_7Left@@6B@", ptr %20, align 8, !dbg !701
  %21 = getelementptr inbounds %struct.Left, ptr %6, i32 0, i32 1, !dbg !701
  store i32 2, ptr %21, align 8, !dbg !701
  %22 = load ptr, ptr %3, align 8, !dbg !701
  ret ptr %22, !dbg !701
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Right@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !702 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !707, !DIExpression(), !708)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !709, !DIExpression(), !708)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !710
  br i1 %8, label %9, label %13, !dbg !710

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !710
  store ptr @"??_8Right@@7B@", ptr %10, align 8, !dbg !710
  %11 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !710
  %12 = call noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11) #9, !dbg !710
  br label %13, !dbg !710

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !710
  %15 = load ptr, ptr %14, align 8, !dbg !710
  %16 = getelementptr inbounds i32, ptr %15, i32 1, !dbg !710
  %17 = load i32, ptr %16, align 4, !dbg !710
  %18 = sext i32 %17 to i64, !dbg !710
  %19 = add nsw i64 0, %18, !dbg !710
  %20 = getelementptr inbounds i8, ptr %6, i64 %19, !dbg !710
  store ptr @"??_7Right@@6B@", ptr %20, align 8, !dbg !710
  %21 = getelementptr inbounds %struct.Right, ptr %6, i32 0, i32 1, !dbg !710
  store i32 3, ptr %21, align 8, !dbg !710
  %22 = load ptr, ptr %3, align 8, !dbg !710
  ret ptr %22, !dbg !710
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Diamond@@UEBAHXZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !711 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !712, !DIExpression(), !714)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -40
  %5 = getelementptr inbounds i8, ptr %4, i64 0, !dbg !715
  %6 = load ptr, ptr %5, align 8, !dbg !715
  %7 = getelementptr inbounds i32, ptr %6, i32 1, !dbg !715
  %8 = load i32, ptr %7, align 4, !dbg !715
  %9 = sext i32 %8 to i64, !dbg !715
  %10 = add nsw i64 0, %9, !dbg !715
  %11 = getelementptr inbounds i8, ptr %4, i64 %10, !dbg !715
  %12 = getelementptr inbounds %struct.Base, ptr %11, i32 0, i32 1, !dbg !715
  %13 = load i32, ptr %12, align 8, !dbg !715
  %14 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1, !dbg !715
  %15 = load i32, ptr %14, align 8, !dbg !715
  %16 = add nsw i32 %13, %15, !dbg !715
  %17 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !715
  %18 = getelementptr inbounds %struct.Right, ptr %17, i32 0, i32 1, !dbg !715
  %19 = load i32, ptr %18, align 8, !dbg !715
  %20 = add nsw i32 %16, %19, !dbg !715
  %21 = getelementptr inbounds %struct.Diamond, ptr %4, i32 0, i32 2, !dbg !715
  %22 = load i32, ptr %21, align 8, !dbg !715
  %23 = add nsw i32 %20, %22, !dbg !715
  ret i32 %23, !dbg !715
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GDiamond@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !716 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !717, !DIExpression(), !718)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !719, !DIExpression(), !718)
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -40
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DDiamond@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #9, !dbg !720
  %9 = icmp eq i32 %8, 0, !dbg !720
  br i1 %9, label %11, label %10, !dbg !720

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 56) #14, !dbg !720
  br label %11, !dbg !720

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8, !dbg !720
  ret ptr %12, !dbg !720
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Base@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !721 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !722, !DIExpression(), !724)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !725
  %5 = load i32, ptr %4, align 8, !dbg !725
  ret i32 %5, !dbg !725
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GBase@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !726 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !727, !DIExpression(), !728)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !729, !DIExpression(), !728)
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9, !dbg !730
  %8 = icmp eq i32 %7, 0, !dbg !730
  br i1 %8, label %10, label %9, !dbg !730

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #14, !dbg !730
  br label %10, !dbg !730

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !730
  ret ptr %11, !dbg !730
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !731 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !732, !DIExpression(), !733)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !734
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?get@Left@@UEBAHXZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !735 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !736, !DIExpression(), !738)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  %5 = getelementptr inbounds i8, ptr %4, i64 0, !dbg !739
  %6 = load ptr, ptr %5, align 8, !dbg !739
  %7 = getelementptr inbounds i32, ptr %6, i32 1, !dbg !739
  %8 = load i32, ptr %7, align 4, !dbg !739
  %9 = sext i32 %8 to i64, !dbg !739
  %10 = add nsw i64 0, %9, !dbg !739
  %11 = getelementptr inbounds i8, ptr %4, i64 %10, !dbg !739
  %12 = getelementptr inbounds %struct.Base, ptr %11, i32 0, i32 1, !dbg !739
  %13 = load i32, ptr %12, align 8, !dbg !739
  %14 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1, !dbg !739
  %15 = load i32, ptr %14, align 8, !dbg !739
  %16 = add nsw i32 %13, %15, !dbg !739
  ret i32 %16, !dbg !739
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GLeft@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !740 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !742, !DIExpression(), !743)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !744, !DIExpression(), !743)
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DLeft@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #9, !dbg !745
  %9 = icmp eq i32 %8, 0, !dbg !745
  br i1 %9, label %11, label %10, !dbg !745

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #14, !dbg !745
  br label %11, !dbg !745

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8, !dbg !745
  ret ptr %12, !dbg !745
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DLeft@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !746 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !747, !DIExpression(), !748)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16, !dbg !749
  call void @"??1Left@@UEAA@XZ"(ptr noundef %4) #9, !dbg !749
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !749
  call void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9, !dbg !749
  ret void, !dbg !749
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Left@@UEAA@XZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !750 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !751, !DIExpression(), !752)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void, !dbg !753
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GRight@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat !dbg !754 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !756, !DIExpression(), !757)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !758, !DIExpression(), !757)
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DRight@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #9, !dbg !759
  %9 = icmp eq i32 %8, 0, !dbg !759
  br i1 %9, label %11, label %10, !dbg !759

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #14, !dbg !759
  br label %11, !dbg !759

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8, !dbg !759
  ret ptr %12, !dbg !759
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DRight@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat !dbg !760 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !761, !DIExpression(), !762)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16, !dbg !763
  call void @"??1Right@@UEAA@XZ"(ptr noundef %4) #9, !dbg !763
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !763
  call void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #9, !dbg !763
  ret void, !dbg !763
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Right@@UEAA@XZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !764 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !765, !DIExpression(), !766)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void, !dbg !767
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #6 !dbg !768 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !770, !DIExpression(), !771)
  %4 = load i32, ptr %2, align 4, !dbg !772
  %5 = call noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !772
  ret i32 %5, !dbg !772
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 !dbg !773 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !777, !DIExpression(), !778)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !779, !DIExpression(), !780)
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4, !dbg !778
  %7 = mul nsw i32 %6, 3, !dbg !778
  ret i32 %7, !dbg !778
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) #9

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Registry@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !781 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !782, !DIExpression(), !784)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !785
  store i32 3, ptr %4, align 4, !dbg !785
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@"), !dbg !786
  ret ptr %3, !dbg !785
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Registry@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !788 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !789, !DIExpression(), !790)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !791
}

; Function Attrs: noinline uwtable
define internal void @"??__Fr@?1??registry@@YAAEAURegistry@@XZ@YAXXZ"() #10 !dbg !792 {
  call void @"??1Registry@@QEAA@XZ"(ptr @"?r@?1??registry@@YAAEAURegistry@@XZ@4U2@A"), !dbg !795
  ret void, !dbg !795
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Diamond@@UEAA@XZ"(ptr noundef %0) unnamed_addr #0 comdat !dbg !796 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !797, !DIExpression(), !798)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -40
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !799
  %6 = getelementptr i8, ptr %5, i64 16, !dbg !799
  call void @"??1Right@@UEAA@XZ"(ptr noundef %6) #9, !dbg !799
  %7 = getelementptr i8, ptr %4, i64 16, !dbg !799
  call void @"??1Left@@UEAA@XZ"(ptr noundef %7) #9, !dbg !799
  ret void, !dbg !801
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !802 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !808, !DIExpression(), !809)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !810, !DIExpression(), !809)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !811, !DIExpression(), !813)
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %5, align 4, !dbg !809
  %9 = load i32, ptr %4, align 4, !dbg !809
  %10 = add nsw i32 %8, %9, !dbg !809
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !809
  %12 = load i32, ptr %11, align 4, !dbg !809
  %13 = add nsw i32 %10, %12, !dbg !809
  ret i32 %13, !dbg !809
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 !dbg !814 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !819, !DIExpression(), !820)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !821, !DIExpression(), !820)
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !822, !DIExpression(), !824)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !820
  %9 = load ptr, ptr %8, align 8, !dbg !820
  %10 = load i32, ptr %9, align 4, !dbg !820
  %11 = add nsw i32 %10, 1, !dbg !820
  store i32 %11, ptr %9, align 4, !dbg !820
  %12 = load i32, ptr %4, align 4, !dbg !820
  %13 = icmp ne i32 %12, 0, !dbg !820
  br i1 %13, label %14, label %19, !dbg !820

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !820
  %16 = mul nsw i32 %15, 1, !dbg !820
  %17 = load i32, ptr %4, align 4, !dbg !820
  %18 = add nsw i32 %16, %17, !dbg !820
  br label %21, !dbg !820

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !820
  br label %21, !dbg !820

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !820
  ret i32 %22, !dbg !820
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #11 = { allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!144, !145, !146, !147, !148}
!llvm.ident = !{!149}

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
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 2)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 15)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 26)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !41, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 5)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !41, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "n", scope: !93, file: !2, line: 86, type: !96, isLocal: true, isDefinition: true)
!93 = distinct !DISubprogram(name: "counter", linkageName: "?counter@@YAHXZ", scope: !2, file: !2, line: 85, type: !94, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !98, globals: !132, splitDebugInlining: false, nameTableKind: None)
!98 = !{!5, !96, !99, !100, !120, !124}
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, vtableHolder: !101, identifier: ".?AURight@@")
!102 = !{!103, !119}
!103 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !101, baseType: !104, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !105, vtableHolder: !104, identifier: ".?AUBase@@")
!105 = !{!106, !107, !109, !110, !115}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !108, size: 64, flags: DIFlagArtificial)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 35, baseType: !96, size: 32, offset: 64)
!110 = !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!111 = !DISubroutineType(types: !112)
!112 = !{!96, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DISubprogram(name: "~Base", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, containingType: !104, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 37, baseType: !96, size: 32, offset: 64)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !121, identifier: ".?AUPair@@")
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !120, file: !2, line: 63, baseType: !96, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !120, file: !2, line: 63, baseType: !99, size: 32, offset: 32)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !125, identifier: ".?AURegistry@@")
!125 = !{!126, !127, !131}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !124, file: !2, line: 77, baseType: !96, size: 32)
!127 = !DISubprogram(name: "Registry", scope: !124, file: !2, line: 78, type: !128, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{null, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = !DISubprogram(name: "~Registry", scope: !124, file: !2, line: 79, type: !128, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!132 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !39, !44, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !86, !91, !133, !139}
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "r", scope: !135, file: !2, line: 82, type: !124, isLocal: true, isDefinition: true)
!135 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAEAURegistry@@XZ", scope: !2, file: !2, line: 81, type: !136, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!136 = !DISubroutineType(types: !137)
!137 = !{!138}
!138 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !124, size: 64)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 22)
!144 = !{i32 2, !"CodeView", i32 1}
!145 = !{i32 2, !"Debug Info Version", i32 3}
!146 = !{i32 1, !"wchar_size", i32 2}
!147 = !{i32 8, !"PIC Level", i32 2}
!148 = !{i32 7, !"uwtable", i32 2}
!149 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!150 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PEBD@@YAPEBDPEBD0@Z", scope: !2, file: !2, line: 53, type: !151, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !155, retainedNodes: !154)
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !153, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!154 = !{}
!155 = !{!156}
!156 = !DITemplateTypeParameter(name: "T", type: !153)
!157 = !DILocalVariable(arg: 2, scope: !150, file: !2, line: 53, type: !153)
!158 = !DILocation(line: 53, scope: !150)
!159 = !DILocalVariable(name: "a", arg: 1, scope: !150, file: !2, line: 53, type: !153)
!160 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !2, file: !2, line: 65, type: !161, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !96}
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !164, identifier: ".?AUBig@@")
!164 = !{!165, !167, !168, !169, !170}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !163, file: !2, line: 62, baseType: !166, size: 64)
!166 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !163, file: !2, line: 62, baseType: !166, size: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !163, file: !2, line: 62, baseType: !166, size: 64, offset: 128)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !163, file: !2, line: 62, baseType: !166, size: 64, offset: 192)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !163, file: !2, line: 62, baseType: !171, size: 104, offset: 256)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!172 = !DILocalVariable(name: "seed", arg: 1, scope: !160, file: !2, line: 65, type: !96)
!173 = !DILocation(line: 65, scope: !160)
!174 = !DILocalVariable(name: "r", scope: !160, file: !2, line: 66, type: !163)
!175 = !DILocation(line: 66, scope: !160)
!176 = !DILocation(line: 67, scope: !160)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 68, type: !96)
!178 = distinct !DILexicalBlock(scope: !160, file: !2, line: 68)
!179 = !DILocation(line: 68, scope: !178)
!180 = !DILocation(line: 68, scope: !181)
!181 = distinct !DILexicalBlock(scope: !178, file: !2, line: 68)
!182 = distinct !{!182, !179, !179, !183}
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 69, scope: !160)
!185 = !DILocation(line: 70, scope: !160)
!186 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !2, file: !2, line: 72, type: !187, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!187 = !DISubroutineType(types: !188)
!188 = !{!166, !163}
!189 = !DILocalVariable(name: "b", arg: 1, scope: !186, file: !2, line: 72, type: !163)
!190 = !DILocation(line: 72, scope: !186)
!191 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !2, file: !2, line: 73, type: !192, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!192 = !DISubroutineType(types: !193)
!193 = !{!120, !120}
!194 = !DILocalVariable(name: "p", arg: 1, scope: !191, file: !2, line: 73, type: !120)
!195 = !DILocation(line: 73, scope: !191)
!196 = !DILocalVariable(name: "q", scope: !191, file: !2, line: 73, type: !120)
!197 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !2, file: !2, line: 91, type: !198, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!198 = !DISubroutineType(types: !199)
!199 = !{!200, !201}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!201 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!202 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !2, line: 91, type: !201)
!203 = !DILocation(line: 91, scope: !197)
!204 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !2, file: !2, line: 92, type: !205, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !200}
!207 = !DILocalVariable(name: "p", arg: 1, scope: !204, file: !2, line: 92, type: !200)
!208 = !DILocation(line: 92, scope: !204)
!209 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX_K@Z", scope: !2, file: !2, line: 93, type: !210, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !200, !201}
!212 = !DILocalVariable(arg: 2, scope: !209, file: !2, line: 93, type: !201)
!213 = !DILocation(line: 93, scope: !209)
!214 = !DILocalVariable(name: "p", arg: 1, scope: !209, file: !2, line: 93, type: !200)
!215 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !154)
!216 = !DILocalVariable(name: "shapes", scope: !215, file: !2, line: 96, type: !217)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 192, elements: !237)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !220, vtableHolder: !219, identifier: ".?AUShape@@")
!220 = !{!221, !222, !224, !228, !234}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 192)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !223, size: 64, flags: DIFlagArtificial)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!224 = !DISubprogram(name: "~Shape", scope: !219, file: !2, line: 10, type: !225, scopeLine: 10, containingType: !219, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !227}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!228 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UEBANXZ", scope: !219, file: !2, line: 11, type: !229, scopeLine: 11, containingType: !219, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual)
!229 = !DISubroutineType(types: !230)
!230 = !{!231, !232}
!231 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!234 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !219, file: !2, line: 12, type: !235, scopeLine: 12, containingType: !219, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!235 = !DISubroutineType(types: !236)
!236 = !{!153, !232}
!237 = !{!238}
!238 = !DISubrange(count: 3)
!239 = !DILocation(line: 96, scope: !215)
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !241, vtableHolder: !219, identifier: ".?AURect@@")
!241 = !{!242, !221, !243, !244, !245, !249, !254}
!242 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !240, baseType: !219, extraData: i32 0)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !240, file: !2, line: 16, baseType: !231, size: 64, offset: 64)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !240, file: !2, line: 16, baseType: !231, size: 64, offset: 128)
!245 = !DISubprogram(name: "Rect", scope: !240, file: !2, line: 17, type: !246, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!246 = !DISubroutineType(types: !247)
!247 = !{null, !248, !231, !231}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !240, file: !2, line: 18, type: !250, scopeLine: 18, containingType: !240, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!250 = !DISubroutineType(types: !251)
!251 = !{!231, !252}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!254 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !240, file: !2, line: 19, type: !255, scopeLine: 19, containingType: !240, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!255 = !DISubroutineType(types: !256)
!256 = !{!153, !252}
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !258, vtableHolder: !219, identifier: ".?AUSquare@@")
!258 = !{!259, !221, !260, !264}
!259 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !257, baseType: !240, extraData: i32 0)
!260 = !DISubprogram(name: "Square", scope: !257, file: !2, line: 23, type: !261, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !263, !231}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !257, file: !2, line: 24, type: !265, scopeLine: 24, containingType: !257, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!265 = !DISubroutineType(types: !266)
!266 = !{!153, !267}
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !257)
!269 = !DILocalVariable(name: "total", scope: !215, file: !2, line: 97, type: !231)
!270 = !DILocation(line: 97, scope: !215)
!271 = !DILocalVariable(name: "__range1", scope: !272, type: !273, flags: DIFlagArtificial)
!272 = distinct !DILexicalBlock(scope: !215, file: !2, line: 98)
!273 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !217, size: 64)
!274 = !DILocation(line: 0, scope: !272)
!275 = !DILocation(line: 98, scope: !272)
!276 = !DILocalVariable(name: "__begin1", scope: !272, type: !277, flags: DIFlagArtificial)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!278 = !DILocalVariable(name: "__end1", scope: !272, type: !277, flags: DIFlagArtificial)
!279 = !DILocalVariable(name: "s", scope: !280, file: !2, line: 98, type: !218)
!280 = distinct !DILexicalBlock(scope: !272, file: !2, line: 98)
!281 = !DILocation(line: 98, scope: !280)
!282 = !DILocation(line: 99, scope: !283)
!283 = distinct !DILexicalBlock(scope: !280, file: !2, line: 98)
!284 = !DILocation(line: 100, scope: !283)
!285 = distinct !{!285, !275, !286}
!286 = !DILocation(line: 101, scope: !272)
!287 = !DILocalVariable(name: "__range1", scope: !288, type: !273, flags: DIFlagArtificial)
!288 = distinct !DILexicalBlock(scope: !215, file: !2, line: 102)
!289 = !DILocation(line: 0, scope: !288)
!290 = !DILocation(line: 102, scope: !288)
!291 = !DILocalVariable(name: "__begin1", scope: !288, type: !277, flags: DIFlagArtificial)
!292 = !DILocalVariable(name: "__end1", scope: !288, type: !277, flags: DIFlagArtificial)
!293 = !DILocalVariable(name: "s", scope: !294, file: !2, line: 102, type: !218)
!294 = distinct !DILexicalBlock(scope: !288, file: !2, line: 102)
!295 = !DILocation(line: 102, scope: !294)
!296 = distinct !{!296, !290, !290}
!297 = !DILocation(line: 103, scope: !215)
!298 = !DILocalVariable(name: "w", scope: !215, file: !2, line: 105, type: !299)
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !300, vtableHolder: !302, identifier: ".?AUWidget@@")
!300 = !{!301, !313, !304, !322, !327}
!301 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !299, baseType: !302, extraData: i32 0)
!302 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !303, vtableHolder: !302, identifier: ".?AUNamed@@")
!303 = !{!304, !305, !307, !308}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !306, size: 64, flags: DIFlagArtificial)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !302, file: !2, line: 27, baseType: !96, size: 32, offset: 64)
!308 = !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !302, file: !2, line: 27, type: !309, scopeLine: 27, containingType: !302, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!309 = !DISubroutineType(types: !310)
!310 = !{!153, !311}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !302)
!313 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !299, baseType: !314, offset: 128, extraData: i32 0)
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !315, vtableHolder: !314, identifier: ".?AUCounted@@")
!315 = !{!304, !316, !317, !318}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !306, size: 64, flags: DIFlagArtificial)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !314, file: !2, line: 28, baseType: !96, size: 32, offset: 64)
!318 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !314, file: !2, line: 28, type: !319, scopeLine: 28, containingType: !314, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !321}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!322 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !299, file: !2, line: 31, type: !323, scopeLine: 31, containingType: !299, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!323 = !DISubroutineType(types: !324)
!324 = !{!153, !325}
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !299)
!327 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !299, file: !2, line: 32, type: !328, scopeLine: 32, containingType: !299, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DILocation(line: 105, scope: !215)
!332 = !DILocalVariable(name: "c", scope: !215, file: !2, line: 106, type: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!334 = !DILocation(line: 106, scope: !215)
!335 = !DILocalVariable(name: "n", scope: !215, file: !2, line: 107, type: !336)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!337 = !DILocation(line: 107, scope: !215)
!338 = !DILocation(line: 108, scope: !215)
!339 = !DILocation(line: 109, scope: !215)
!340 = !DILocalVariable(name: "d", scope: !215, file: !2, line: 111, type: !341)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 448, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !342, vtableHolder: !341, identifier: ".?AUDiamond@@")
!342 = !{!343, !353, !354, !355, !356}
!343 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !341, baseType: !344, extraData: i32 0)
!344 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !345, vtableHolder: !344, identifier: ".?AULeft@@")
!345 = !{!346, !347, !348}
!346 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !344, baseType: !104, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !344, file: !2, line: 36, baseType: !96, size: 32, offset: 64)
!348 = !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !344, file: !2, line: 36, type: !349, scopeLine: 36, containingType: !344, virtualIndex: 0, thisAdjustment: 16, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!349 = !DISubroutineType(types: !350)
!350 = !{!96, !351}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !344)
!353 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !341, baseType: !101, offset: 128, extraData: i32 0)
!354 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !341, baseType: !104, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !341, file: !2, line: 38, baseType: !96, size: 32, offset: 256)
!356 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !341, file: !2, line: 38, type: !357, scopeLine: 38, containingType: !341, virtualIndex: 0, thisAdjustment: 40, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!357 = !DISubroutineType(types: !358)
!358 = !{!96, !359}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!361 = !DILocation(line: 111, scope: !215)
!362 = !DILocalVariable(name: "bp", scope: !215, file: !2, line: 112, type: !363)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!364 = !DILocation(line: 112, scope: !215)
!365 = !DILocalVariable(name: "lp", scope: !215, file: !2, line: 113, type: !366)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!367 = !DILocation(line: 113, scope: !215)
!368 = !DILocation(line: 114, scope: !215)
!369 = !DILocation(line: 115, scope: !215)
!370 = !DILocalVariable(name: "arr", scope: !215, file: !2, line: 117, type: !371)
!371 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !372, templateParams: !389, identifier: ".?AU?$Array@H$07@@")
!372 = !{!373, !377, !382}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !371, file: !2, line: 43, baseType: !374, size: 256)
!374 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !375)
!375 = !{!376}
!376 = !DISubrange(count: 8)
!377 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !371, file: !2, line: 44, type: !378, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !381, !96}
!380 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEBAAEBHH@Z", scope: !371, file: !2, line: 45, type: !383, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{!385, !387, !96}
!385 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !386, size: 64)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !371)
!389 = !{!390, !391}
!390 = !DITemplateTypeParameter(name: "T", type: !96)
!391 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!392 = !DILocation(line: 117, scope: !215)
!393 = !DILocalVariable(name: "i", scope: !394, file: !2, line: 118, type: !96)
!394 = distinct !DILexicalBlock(scope: !215, file: !2, line: 118)
!395 = !DILocation(line: 118, scope: !394)
!396 = !DILocation(line: 118, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !2, line: 118)
!398 = distinct !{!398, !395, !395, !183}
!399 = !DILocalVariable(name: "bias", scope: !215, file: !2, line: 119, type: !96)
!400 = !DILocation(line: 119, scope: !215)
!401 = !DILocalVariable(name: "add", scope: !215, file: !2, line: 120, type: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !215, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !403, identifier: ".?AV<lambda_1>@?0??main@@9@")
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !402, file: !2, line: 120, baseType: !96, size: 32)
!405 = !DILocation(line: 120, scope: !215)
!406 = !DILocalVariable(name: "prod_count", scope: !215, file: !2, line: 121, type: !96)
!407 = !DILocation(line: 121, scope: !215)
!408 = !DILocalVariable(name: "mul", scope: !215, file: !2, line: 122, type: !409)
!409 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !215, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !410, identifier: ".?AV<lambda_2>@?0??main@@9@")
!410 = !{!411}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !409, file: !2, line: 122, baseType: !380, size: 64)
!412 = !DILocation(line: 122, scope: !215)
!413 = !DILocation(line: 123, scope: !215)
!414 = !DILocalVariable(name: "gen", scope: !215, file: !2, line: 124, type: !415)
!415 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !215, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !154, identifier: ".?AV<lambda_0>@?0??main@@9@")
!416 = !DILocation(line: 124, scope: !215)
!417 = !DILocation(line: 125, scope: !215)
!418 = !DILocalVariable(name: "fp", scope: !215, file: !2, line: 126, type: !419)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !420, size: 64)
!420 = !DISubroutineType(types: !421)
!421 = !{!96, !96}
!422 = !DILocation(line: 126, scope: !215)
!423 = !DILocation(line: 127, scope: !215)
!424 = !DILocation(line: 129, scope: !215)
!425 = !DILocation(line: 130, scope: !215)
!426 = !DILocalVariable(name: "b", scope: !215, file: !2, line: 132, type: !163)
!427 = !DILocation(line: 132, scope: !215)
!428 = !DILocation(line: 133, scope: !215)
!429 = !DILocalVariable(name: "p", scope: !215, file: !2, line: 134, type: !120)
!430 = !DILocation(line: 134, scope: !215)
!431 = !DILocation(line: 135, scope: !215)
!432 = !DILocalVariable(name: "a1", scope: !215, file: !2, line: 137, type: !96)
!433 = !DILocation(line: 137, scope: !215)
!434 = !DILocalVariable(name: "a2", scope: !215, file: !2, line: 137, type: !96)
!435 = !DILocation(line: 138, scope: !215)
!436 = !DILocation(line: 139, scope: !215)
!437 = !DILocation(line: 140, scope: !215)
!438 = distinct !DISubprogram(name: "Rect", linkageName: "??0Rect@@QEAA@NN@Z", scope: !240, file: !2, line: 17, type: !246, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !245, retainedNodes: !154)
!439 = !DILocalVariable(name: "b", arg: 3, scope: !438, file: !2, line: 17, type: !231)
!440 = !DILocation(line: 17, scope: !438)
!441 = !DILocalVariable(name: "a", arg: 2, scope: !438, file: !2, line: 17, type: !231)
!442 = !DILocalVariable(name: "this", arg: 1, scope: !438, type: !443, flags: DIFlagArtificial | DIFlagObjectPointer)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!444 = !DILocation(line: 0, scope: !438)
!445 = distinct !DISubprogram(name: "Square", linkageName: "??0Square@@QEAA@N@Z", scope: !257, file: !2, line: 23, type: !261, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !260, retainedNodes: !154)
!446 = !DILocalVariable(name: "s", arg: 2, scope: !445, file: !2, line: 23, type: !231)
!447 = !DILocation(line: 23, scope: !445)
!448 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !449, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!450 = !DILocation(line: 0, scope: !445)
!451 = distinct !DISubprogram(name: "Widget", linkageName: "??0Widget@@QEAA@XZ", scope: !299, file: !2, line: 30, type: !328, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !452, retainedNodes: !154)
!452 = !DISubprogram(name: "Widget", scope: !299, type: !328, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!453 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!455 = !DILocation(line: 0, scope: !451)
!456 = !DILocation(line: 30, scope: !451)
!457 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QEAA@XZ", scope: !341, file: !2, line: 38, type: !458, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !461, retainedNodes: !154)
!458 = !DISubroutineType(types: !459)
!459 = !{null, !460}
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!461 = !DISubprogram(name: "Diamond", scope: !341, type: !458, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!462 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !457, type: !96, flags: DIFlagArtificial)
!463 = !DILocation(line: 0, scope: !457)
!464 = !DILocalVariable(name: "this", arg: 1, scope: !457, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!466 = !DILocation(line: 38, scope: !457)
!467 = distinct !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QEAAAEAHH@Z", scope: !371, file: !2, line: 44, type: !378, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !377, retainedNodes: !154)
!468 = !DILocalVariable(name: "i", arg: 2, scope: !467, file: !2, line: 44, type: !96)
!469 = !DILocation(line: 44, scope: !467)
!470 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !471, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!472 = !DILocation(line: 0, scope: !467)
!473 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !371, file: !2, line: 46, type: !474, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !477, declaration: !476, retainedNodes: !154)
!474 = !DISubroutineType(types: !475)
!475 = !{!96, !387, !96, !409}
!476 = !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_2>@?0??main@@9@@Z", scope: !371, file: !2, line: 46, type: !474, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !477)
!477 = !{!478}
!478 = !DITemplateTypeParameter(name: "F", type: !409)
!479 = !DILocalVariable(name: "f", arg: 3, scope: !473, file: !2, line: 46, type: !409)
!480 = !DILocation(line: 46, scope: !473)
!481 = !DILocalVariable(name: "init", arg: 2, scope: !473, file: !2, line: 46, type: !96)
!482 = !DILocalVariable(name: "this", arg: 1, scope: !473, type: !483, flags: DIFlagArtificial | DIFlagObjectPointer)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!484 = !DILocation(line: 0, scope: !473)
!485 = !DILocalVariable(name: "i", scope: !486, file: !2, line: 47, type: !96)
!486 = distinct !DILexicalBlock(scope: !473, file: !2, line: 47)
!487 = !DILocation(line: 47, scope: !486)
!488 = !DILocation(line: 47, scope: !489)
!489 = distinct !DILexicalBlock(scope: !486, file: !2, line: 47)
!490 = distinct !{!490, !487, !487, !183}
!491 = !DILocation(line: 48, scope: !473)
!492 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !371, file: !2, line: 46, type: !493, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !496, declaration: !495, retainedNodes: !154)
!493 = !DISubroutineType(types: !494)
!494 = !{!96, !387, !96, !402}
!495 = !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QEBAHHV<lambda_1>@?0??main@@9@@Z", scope: !371, file: !2, line: 46, type: !493, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !496)
!496 = !{!497}
!497 = !DITemplateTypeParameter(name: "F", type: !402)
!498 = !DILocalVariable(name: "f", arg: 3, scope: !492, file: !2, line: 46, type: !402)
!499 = !DILocation(line: 46, scope: !492)
!500 = !DILocalVariable(name: "init", arg: 2, scope: !492, file: !2, line: 46, type: !96)
!501 = !DILocalVariable(name: "this", arg: 1, scope: !492, type: !483, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DILocation(line: 0, scope: !492)
!503 = !DILocalVariable(name: "i", scope: !504, file: !2, line: 47, type: !96)
!504 = distinct !DILexicalBlock(scope: !492, file: !2, line: 47)
!505 = !DILocation(line: 47, scope: !504)
!506 = !DILocation(line: 47, scope: !507)
!507 = distinct !DILexicalBlock(scope: !504, file: !2, line: 47)
!508 = distinct !{!508, !505, !505, !183}
!509 = !DILocation(line: 48, scope: !492)
!510 = distinct !DISubprogram(name: "operator()<double>", linkageName: "??$?RN@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@N@Z", scope: !415, file: !2, line: 124, type: !511, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !516, declaration: !515, retainedNodes: !154)
!511 = !DISubroutineType(types: !512)
!512 = !{!231, !513, !231}
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !415)
!515 = !DISubprogram(name: "operator()<double>", scope: !415, file: !2, line: 124, type: !511, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !516)
!516 = !{!517}
!517 = !DITemplateTypeParameter(name: "x:auto", type: !231)
!518 = !DILocalVariable(name: "x", arg: 2, scope: !510, file: !2, line: 124, type: !231)
!519 = !DILocation(line: 124, scope: !510)
!520 = !DILocalVariable(name: "this", arg: 1, scope: !510, type: !521, flags: DIFlagArtificial | DIFlagObjectPointer)
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64)
!522 = !DILocation(line: 0, scope: !510)
!523 = distinct !DISubprogram(name: "operator()<int>", linkageName: "??$?RH@<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !415, file: !2, line: 124, type: !524, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !527, declaration: !526, retainedNodes: !154)
!524 = !DISubroutineType(types: !525)
!525 = !{!96, !513, !96}
!526 = !DISubprogram(name: "operator()<int>", scope: !415, file: !2, line: 124, type: !524, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !527)
!527 = !{!528}
!528 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!529 = !DILocalVariable(name: "x", arg: 2, scope: !523, file: !2, line: 124, type: !96)
!530 = !DILocation(line: 124, scope: !523)
!531 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !521, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DILocation(line: 0, scope: !523)
!533 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "??B<lambda_3>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ", scope: !534, file: !2, line: 126, type: !535, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !539, retainedNodes: !154)
!534 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_3>", scope: !215, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !154, identifier: ".?AV<lambda_3>@?0??main@@9@")
!535 = !DISubroutineType(types: !536)
!536 = !{!419, !537}
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !538, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !534)
!539 = !DISubprogram(name: "operator int (*)(int)", scope: !534, type: !535, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !533, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !538, size: 64)
!542 = !DILocation(line: 0, scope: !533)
!543 = !DILocation(line: 126, scope: !533)
!544 = distinct !DISubprogram(name: "max_of<double>", linkageName: "??$max_of@N@@YANNN@Z", scope: !2, file: !2, line: 52, type: !545, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !547, retainedNodes: !154)
!545 = !DISubroutineType(types: !546)
!546 = !{!231, !231, !231}
!547 = !{!548}
!548 = !DITemplateTypeParameter(name: "T", type: !231)
!549 = !DILocalVariable(name: "b", arg: 2, scope: !544, file: !2, line: 52, type: !231)
!550 = !DILocation(line: 52, scope: !544)
!551 = !DILocalVariable(name: "a", arg: 1, scope: !544, file: !2, line: 52, type: !231)
!552 = distinct !DISubprogram(name: "max_of<int>", linkageName: "??$max_of@H@@YAHHH@Z", scope: !2, file: !2, line: 52, type: !553, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !555, retainedNodes: !154)
!553 = !DISubroutineType(types: !554)
!554 = !{!96, !96, !96}
!555 = !{!390}
!556 = !DILocalVariable(name: "b", arg: 2, scope: !552, file: !2, line: 52, type: !96)
!557 = !DILocation(line: 52, scope: !552)
!558 = !DILocalVariable(name: "a", arg: 1, scope: !552, file: !2, line: 52, type: !96)
!559 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !560, file: !2, line: 59, type: !563, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !562)
!560 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !561, templateParams: !547, identifier: ".?AU?$TypeName@N@@")
!561 = !{!562}
!562 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPEBDXZ", scope: !560, file: !2, line: 59, type: !563, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!563 = !DISubroutineType(types: !564)
!564 = !{!153}
!565 = !DILocation(line: 59, scope: !559)
!566 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !567, file: !2, line: 58, type: !563, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !569)
!567 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !568, templateParams: !555, identifier: ".?AU?$TypeName@H@@")
!568 = !{!569}
!569 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPEBDXZ", scope: !567, file: !2, line: 58, type: !563, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!570 = !DILocation(line: 58, scope: !566)
!571 = distinct !DISubprogram(name: "count_args<int,char,double,const char *>", linkageName: "??$count_args@HDNPEBD@@YAHHDNPEBD@Z", scope: !2, file: !2, line: 55, type: !572, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !574, retainedNodes: !154)
!572 = !DISubroutineType(types: !573)
!573 = !{!96, !96, !5, !231, !153}
!574 = !{!575}
!575 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !576)
!576 = !{!577, !578, !579, !580}
!577 = !DITemplateTypeParameter(type: !96)
!578 = !DITemplateTypeParameter(type: !5)
!579 = !DITemplateTypeParameter(type: !231)
!580 = !DITemplateTypeParameter(type: !153)
!581 = !DILocalVariable(arg: 4, scope: !571, file: !2, line: 55, type: !153)
!582 = !DILocation(line: 55, scope: !571)
!583 = !DILocalVariable(arg: 3, scope: !571, file: !2, line: 55, type: !231)
!584 = !DILocalVariable(arg: 2, scope: !571, file: !2, line: 55, type: !5)
!585 = !DILocalVariable(arg: 1, scope: !571, file: !2, line: 55, type: !96)
!586 = !DILocation(line: 86, scope: !93)
!587 = !{!"branch_weights", i32 1, i32 1048575}
!588 = !DILocation(line: 87, scope: !93)
!589 = !DILocation(line: 82, scope: !135)
!590 = !DILocation(line: 83, scope: !135)
!591 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_DDiamond@@QEAAXXZ", scope: !341, file: !2, line: 38, type: !458, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !592, retainedNodes: !154)
!592 = !DISubprogram(name: "~Diamond", scope: !341, type: !458, containingType: !341, virtualIndex: 1, thisAdjustment: 40, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!593 = !DILocalVariable(name: "this", arg: 1, scope: !591, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DILocation(line: 0, scope: !591)
!595 = !DILocation(line: 38, scope: !591)
!596 = distinct !DISubprogram(name: "Shape", linkageName: "??0Shape@@QEAA@XZ", scope: !219, file: !2, line: 9, type: !225, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !597, retainedNodes: !154)
!597 = !DISubprogram(name: "Shape", scope: !219, type: !225, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!598 = !DILocalVariable(name: "this", arg: 1, scope: !596, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!599 = !DILocation(line: 0, scope: !596)
!600 = !DILocation(line: 9, scope: !596)
!601 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UEAAPEAXI@Z", scope: !240, file: !2, line: 15, type: !602, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !604, retainedNodes: !154)
!602 = !DISubroutineType(types: !603)
!603 = !{null, !248}
!604 = !DISubprogram(name: "~Rect", scope: !240, type: !602, containingType: !240, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!605 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !601, type: !96, flags: DIFlagArtificial)
!606 = !DILocation(line: 0, scope: !601)
!607 = !DILocalVariable(name: "this", arg: 1, scope: !601, type: !443, flags: DIFlagArtificial | DIFlagObjectPointer)
!608 = !DILocation(line: 15, scope: !601)
!609 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UEBANXZ", scope: !240, file: !2, line: 18, type: !250, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !249, retainedNodes: !154)
!610 = !DILocalVariable(name: "this", arg: 1, scope: !609, type: !611, flags: DIFlagArtificial | DIFlagObjectPointer)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!612 = !DILocation(line: 0, scope: !609)
!613 = !DILocation(line: 18, scope: !609)
!614 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UEBAPEBDXZ", scope: !240, file: !2, line: 19, type: !255, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !254, retainedNodes: !154)
!615 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !611, flags: DIFlagArtificial | DIFlagObjectPointer)
!616 = !DILocation(line: 0, scope: !614)
!617 = !DILocation(line: 19, scope: !614)
!618 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UEAAPEAXI@Z", scope: !219, file: !2, line: 10, type: !225, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !224, retainedNodes: !154)
!619 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !618, type: !96, flags: DIFlagArtificial)
!620 = !DILocation(line: 0, scope: !618)
!621 = !DILocalVariable(name: "this", arg: 1, scope: !618, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DILocation(line: 10, scope: !618)
!623 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UEBAPEBDXZ", scope: !219, file: !2, line: 12, type: !235, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !234, retainedNodes: !154)
!624 = !DILocalVariable(name: "this", arg: 1, scope: !623, type: !625, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!626 = !DILocation(line: 0, scope: !623)
!627 = !DILocation(line: 12, scope: !623)
!628 = distinct !DISubprogram(name: "~Rect", linkageName: "??1Rect@@UEAA@XZ", scope: !240, file: !2, line: 15, type: !602, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !604, retainedNodes: !154)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !628, type: !443, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DILocation(line: 0, scope: !628)
!631 = !DILocation(line: 15, scope: !632)
!632 = distinct !DILexicalBlock(scope: !628, file: !2, line: 15)
!633 = !DILocation(line: 15, scope: !628)
!634 = distinct !DISubprogram(name: "~Shape", linkageName: "??1Shape@@UEAA@XZ", scope: !219, file: !2, line: 10, type: !225, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !224, retainedNodes: !154)
!635 = !DILocalVariable(name: "this", arg: 1, scope: !634, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!636 = !DILocation(line: 0, scope: !634)
!637 = !DILocation(line: 10, scope: !634)
!638 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UEAAPEAXI@Z", scope: !257, file: !2, line: 22, type: !639, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !641, retainedNodes: !154)
!639 = !DISubroutineType(types: !640)
!640 = !{null, !263}
!641 = !DISubprogram(name: "~Square", scope: !257, type: !639, containingType: !257, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!642 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !638, type: !96, flags: DIFlagArtificial)
!643 = !DILocation(line: 0, scope: !638)
!644 = !DILocalVariable(name: "this", arg: 1, scope: !638, type: !449, flags: DIFlagArtificial | DIFlagObjectPointer)
!645 = !DILocation(line: 22, scope: !638)
!646 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UEBAPEBDXZ", scope: !257, file: !2, line: 24, type: !265, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !264, retainedNodes: !154)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !646, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!649 = !DILocation(line: 0, scope: !646)
!650 = !DILocation(line: 24, scope: !646)
!651 = distinct !DISubprogram(name: "~Square", linkageName: "??1Square@@UEAA@XZ", scope: !257, file: !2, line: 22, type: !639, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !641, retainedNodes: !154)
!652 = !DILocalVariable(name: "this", arg: 1, scope: !651, type: !449, flags: DIFlagArtificial | DIFlagObjectPointer)
!653 = !DILocation(line: 0, scope: !651)
!654 = !DILocation(line: 22, scope: !655)
!655 = distinct !DILexicalBlock(scope: !651, file: !2, line: 22)
!656 = !DILocation(line: 22, scope: !651)
!657 = distinct !DISubprogram(name: "Named", linkageName: "??0Named@@QEAA@XZ", scope: !302, file: !2, line: 27, type: !658, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !661, retainedNodes: !154)
!658 = !DISubroutineType(types: !659)
!659 = !{null, !660}
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!661 = !DISubprogram(name: "Named", scope: !302, type: !658, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !657, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DILocation(line: 0, scope: !657)
!664 = !DILocation(line: 27, scope: !657)
!665 = distinct !DISubprogram(name: "Counted", linkageName: "??0Counted@@QEAA@XZ", scope: !314, file: !2, line: 28, type: !319, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !666, retainedNodes: !154)
!666 = !DISubprogram(name: "Counted", scope: !314, type: !319, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!667 = !DILocalVariable(name: "this", arg: 1, scope: !665, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = !DILocation(line: 0, scope: !665)
!669 = !DILocation(line: 28, scope: !665)
!670 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UEBAPEBDXZ", scope: !299, file: !2, line: 31, type: !323, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !322, retainedNodes: !154)
!671 = !DILocalVariable(name: "this", arg: 1, scope: !670, type: !672, flags: DIFlagArtificial | DIFlagObjectPointer)
!672 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!673 = !DILocation(line: 0, scope: !670)
!674 = !DILocation(line: 31, scope: !670)
!675 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UEAAXXZ", scope: !299, file: !2, line: 32, type: !328, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !327, retainedNodes: !154)
!676 = !DILocalVariable(name: "this", arg: 1, scope: !675, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DILocation(line: 0, scope: !675)
!678 = !DILocation(line: 32, scope: !675)
!679 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UEBAPEBDXZ", scope: !302, file: !2, line: 27, type: !309, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !308, retainedNodes: !154)
!680 = !DILocalVariable(name: "this", arg: 1, scope: !679, type: !681, flags: DIFlagArtificial | DIFlagObjectPointer)
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!682 = !DILocation(line: 0, scope: !679)
!683 = !DILocation(line: 27, scope: !679)
!684 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UEAAXXZ", scope: !314, file: !2, line: 28, type: !319, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !318, retainedNodes: !154)
!685 = !DILocalVariable(name: "this", arg: 1, scope: !684, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DILocation(line: 0, scope: !684)
!687 = !DILocation(line: 28, scope: !684)
!688 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QEAA@XZ", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !689, retainedNodes: !154)
!689 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!690 = !DILocalVariable(name: "this", arg: 1, scope: !688, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!691 = !DILocation(line: 0, scope: !688)
!692 = !DILocation(line: 35, scope: !688)
!693 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QEAA@XZ", scope: !344, file: !2, line: 36, type: !694, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !697, retainedNodes: !154)
!694 = !DISubroutineType(types: !695)
!695 = !{null, !696}
!696 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!697 = !DISubprogram(name: "Left", scope: !344, type: !694, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!698 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !693, type: !96, flags: DIFlagArtificial)
!699 = !DILocation(line: 0, scope: !693)
!700 = !DILocalVariable(name: "this", arg: 1, scope: !693, type: !366, flags: DIFlagArtificial | DIFlagObjectPointer)
!701 = !DILocation(line: 36, scope: !693)
!702 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QEAA@XZ", scope: !101, file: !2, line: 37, type: !703, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !706, retainedNodes: !154)
!703 = !DISubroutineType(types: !704)
!704 = !{null, !705}
!705 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DISubprogram(name: "Right", scope: !101, type: !703, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!707 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !702, type: !96, flags: DIFlagArtificial)
!708 = !DILocation(line: 0, scope: !702)
!709 = !DILocalVariable(name: "this", arg: 1, scope: !702, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!710 = !DILocation(line: 37, scope: !702)
!711 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UEBAHXZ", scope: !341, file: !2, line: 38, type: !357, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !356, retainedNodes: !154)
!712 = !DILocalVariable(name: "this", arg: 1, scope: !711, type: !713, flags: DIFlagArtificial | DIFlagObjectPointer)
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!714 = !DILocation(line: 0, scope: !711)
!715 = !DILocation(line: 38, scope: !711)
!716 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UEAAPEAXI@Z", scope: !341, file: !2, line: 38, type: !458, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !592, retainedNodes: !154)
!717 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !716, type: !96, flags: DIFlagArtificial)
!718 = !DILocation(line: 0, scope: !716)
!719 = !DILocalVariable(name: "this", arg: 1, scope: !716, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!720 = !DILocation(line: 38, scope: !716)
!721 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UEBAHXZ", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !154)
!722 = !DILocalVariable(name: "this", arg: 1, scope: !721, type: !723, flags: DIFlagArtificial | DIFlagObjectPointer)
!723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!724 = !DILocation(line: 0, scope: !721)
!725 = !DILocation(line: 35, scope: !721)
!726 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UEAAPEAXI@Z", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !154)
!727 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !726, type: !96, flags: DIFlagArtificial)
!728 = !DILocation(line: 0, scope: !726)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !726, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DILocation(line: 35, scope: !726)
!731 = distinct !DISubprogram(name: "~Base", linkageName: "??1Base@@UEAA@XZ", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !154)
!732 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!733 = !DILocation(line: 0, scope: !731)
!734 = !DILocation(line: 35, scope: !731)
!735 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UEBAHXZ", scope: !344, file: !2, line: 36, type: !349, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !348, retainedNodes: !154)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !735, type: !737, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64)
!738 = !DILocation(line: 0, scope: !735)
!739 = !DILocation(line: 36, scope: !735)
!740 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UEAAPEAXI@Z", scope: !344, file: !2, line: 36, type: !694, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !741, retainedNodes: !154)
!741 = !DISubprogram(name: "~Left", scope: !344, type: !694, containingType: !344, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!742 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !740, type: !96, flags: DIFlagArtificial)
!743 = !DILocation(line: 0, scope: !740)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !740, type: !366, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DILocation(line: 36, scope: !740)
!746 = distinct !DISubprogram(name: "~Left", linkageName: "??_DLeft@@QEAAXXZ", scope: !344, file: !2, line: 36, type: !694, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !741, retainedNodes: !154)
!747 = !DILocalVariable(name: "this", arg: 1, scope: !746, type: !366, flags: DIFlagArtificial | DIFlagObjectPointer)
!748 = !DILocation(line: 0, scope: !746)
!749 = !DILocation(line: 36, scope: !746)
!750 = distinct !DISubprogram(name: "~Left", linkageName: "??1Left@@UEAA@XZ", scope: !344, file: !2, line: 36, type: !694, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !741, retainedNodes: !154)
!751 = !DILocalVariable(name: "this", arg: 1, scope: !750, type: !366, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = !DILocation(line: 0, scope: !750)
!753 = !DILocation(line: 36, scope: !750)
!754 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UEAAPEAXI@Z", scope: !101, file: !2, line: 37, type: !703, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !755, retainedNodes: !154)
!755 = !DISubprogram(name: "~Right", scope: !101, type: !703, containingType: !101, virtualIndex: 1, thisAdjustment: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!756 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !754, type: !96, flags: DIFlagArtificial)
!757 = !DILocation(line: 0, scope: !754)
!758 = !DILocalVariable(name: "this", arg: 1, scope: !754, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!759 = !DILocation(line: 37, scope: !754)
!760 = distinct !DISubprogram(name: "~Right", linkageName: "??_DRight@@QEAAXXZ", scope: !101, file: !2, line: 37, type: !703, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !755, retainedNodes: !154)
!761 = !DILocalVariable(name: "this", arg: 1, scope: !760, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!762 = !DILocation(line: 0, scope: !760)
!763 = !DILocation(line: 37, scope: !760)
!764 = distinct !DISubprogram(name: "~Right", linkageName: "??1Right@@UEAA@XZ", scope: !101, file: !2, line: 37, type: !703, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !755, retainedNodes: !154)
!765 = !DILocalVariable(name: "this", arg: 1, scope: !764, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!766 = !DILocation(line: 0, scope: !764)
!767 = !DILocation(line: 37, scope: !764)
!768 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", scope: !534, file: !2, line: 126, type: !420, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !769, retainedNodes: !154)
!769 = !DISubprogram(name: "__invoke", scope: !534, type: !420, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!770 = !DILocalVariable(name: "x", arg: 1, scope: !768, type: !96)
!771 = !DILocation(line: 0, scope: !768)
!772 = !DILocation(line: 126, scope: !768)
!773 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_3>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !534, file: !2, line: 126, type: !774, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !776, retainedNodes: !154)
!774 = !DISubroutineType(types: !775)
!775 = !{!96, !537, !96}
!776 = !DISubprogram(name: "operator()", scope: !534, file: !2, line: 126, type: !774, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!777 = !DILocalVariable(name: "x", arg: 2, scope: !773, file: !2, line: 126, type: !96)
!778 = !DILocation(line: 126, scope: !773)
!779 = !DILocalVariable(name: "this", arg: 1, scope: !773, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!780 = !DILocation(line: 0, scope: !773)
!781 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QEAA@XZ", scope: !124, file: !2, line: 78, type: !128, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !127, retainedNodes: !154)
!782 = !DILocalVariable(name: "this", arg: 1, scope: !781, type: !783, flags: DIFlagArtificial | DIFlagObjectPointer)
!783 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!784 = !DILocation(line: 0, scope: !781)
!785 = !DILocation(line: 78, scope: !781)
!786 = !DILocation(line: 78, scope: !787)
!787 = distinct !DILexicalBlock(scope: !781, file: !2, line: 78)
!788 = distinct !DISubprogram(name: "~Registry", linkageName: "??1Registry@@QEAA@XZ", scope: !124, file: !2, line: 79, type: !128, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !131, retainedNodes: !154)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !783, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DILocation(line: 0, scope: !788)
!791 = !DILocation(line: 79, scope: !788)
!792 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !2, file: !2, line: 82, type: !793, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!793 = !DISubroutineType(types: !794)
!794 = !{null}
!795 = !DILocation(line: 82, scope: !792)
!796 = distinct !DISubprogram(name: "~Diamond", linkageName: "??1Diamond@@UEAA@XZ", scope: !341, file: !2, line: 38, type: !458, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !592, retainedNodes: !154)
!797 = !DILocalVariable(name: "this", arg: 1, scope: !796, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!798 = !DILocation(line: 0, scope: !796)
!799 = !DILocation(line: 38, scope: !800)
!800 = distinct !DILexicalBlock(scope: !796, file: !2, line: 38)
!801 = !DILocation(line: 38, scope: !796)
!802 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QEBA?A?<auto>@@HH@Z", scope: !402, file: !2, line: 120, type: !803, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !807, retainedNodes: !154)
!803 = !DISubroutineType(types: !804)
!804 = !{!96, !805, !96, !96}
!805 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!806 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !402)
!807 = !DISubprogram(name: "operator()", scope: !402, file: !2, line: 120, type: !803, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!808 = !DILocalVariable(name: "v", arg: 3, scope: !802, file: !2, line: 120, type: !96)
!809 = !DILocation(line: 120, scope: !802)
!810 = !DILocalVariable(name: "acc", arg: 2, scope: !802, file: !2, line: 120, type: !96)
!811 = !DILocalVariable(name: "this", arg: 1, scope: !802, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64)
!813 = !DILocation(line: 0, scope: !802)
!814 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QEAA?A?<auto>@@HH@Z", scope: !409, file: !2, line: 122, type: !815, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !818, retainedNodes: !154)
!815 = !DISubroutineType(types: !816)
!816 = !{!96, !817, !96, !96}
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!818 = !DISubprogram(name: "operator()", scope: !409, file: !2, line: 122, type: !815, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!819 = !DILocalVariable(name: "v", arg: 3, scope: !814, file: !2, line: 122, type: !96)
!820 = !DILocation(line: 122, scope: !814)
!821 = !DILocalVariable(name: "acc", arg: 2, scope: !814, file: !2, line: 122, type: !96)
!822 = !DILocalVariable(name: "this", arg: 1, scope: !814, type: !823, flags: DIFlagArtificial | DIFlagObjectPointer)
!823 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64)
!824 = !DILocation(line: 0, scope: !814)

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }

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
@0 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Rect@@6B@", ptr @"??_GRect@@UAEPAXI@Z", ptr @"?area@Rect@@UBENXZ", ptr @"?name@Rect@@UBEPBDXZ"] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AURect@@@8", ptr @"??_R3Rect@@8" }, comdat
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AURect@@\00" }, comdat
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Rect@@8" }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURect@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Rect@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUShape@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Shape@@8" }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@1 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Shape@@6B@", ptr @"??_GShape@@UAEPAXI@Z", ptr @_purecall, ptr @"?name@Shape@@UBEPBDXZ"] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUShape@@@8", ptr @"??_R3Shape@@8" }, comdat
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1, !dbg !64
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1, !dbg !66
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UAEPAXI@Z", ptr @"?area@Rect@@UBENXZ", ptr @"?name@Square@@UBEPBDXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSquare@@@8", ptr @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2Square@@8" }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Square@@8", ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSquare@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Square@@8" }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1, !dbg !71
@3 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Widget@@6BNamed@@@", ptr @"?label@Widget@@UBEPBDXZ"] }, comdat($"??_7Widget@@6BNamed@@@")
@4 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Widget@@6BCounted@@@", ptr @"?bump@Widget@@UAEXXZ"] }, comdat($"??_7Widget@@6BCounted@@@")
@"??_R4Widget@@6BNamed@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUWidget@@@8", ptr @"??_R3Widget@@8" }, comdat
@"??_R0?AUWidget@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUWidget@@\00" }, comdat
@"??_R3Widget@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, ptr @"??_R2Widget@@8" }, comdat
@"??_R2Widget@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Widget@@8", ptr @"??_R1A@?0A@EA@Named@@8", ptr @"??_R17?0A@EA@Counted@@8", ptr null], comdat
@"??_R1A@?0A@EA@Widget@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUWidget@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Widget@@8" }, comdat
@"??_R1A@?0A@EA@Named@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUNamed@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Named@@8" }, comdat
@"??_R0?AUNamed@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUNamed@@\00" }, comdat
@"??_R3Named@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Named@@8" }, comdat
@"??_R2Named@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Named@@8", ptr null], comdat
@"??_R17?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCounted@@@8", i32 0, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3Counted@@8" }, comdat
@"??_R0?AUCounted@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUCounted@@\00" }, comdat
@"??_R3Counted@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Counted@@8" }, comdat
@"??_R2Counted@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Counted@@8", ptr null], comdat
@"??_R1A@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCounted@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Counted@@8" }, comdat
@"??_R4Widget@@6BCounted@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUWidget@@@8", ptr @"??_R3Widget@@8" }, comdat
@5 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Named@@6B@", ptr @"?label@Named@@UBEPBDXZ"] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUNamed@@@8", ptr @"??_R3Named@@8" }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1, !dbg !73
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UAEXXZ"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCounted@@@8", ptr @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1, !dbg !75
@"??_8Diamond@@7BLeft@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 20], comdat, align 4
@"??_8Diamond@@7BRight@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 12], comdat, align 4
@7 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Diamond@@6B@", ptr @"?get@Diamond@@UBEHXZ", ptr @"??_GDiamond@@UAEPAXI@Z"] }, comdat($"??_7Diamond@@6B@")
@"??_R4Diamond@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 20, i32 0, ptr @"??_R0?AUDiamond@@@8", ptr @"??_R3Diamond@@8" }, comdat
@"??_R0?AUDiamond@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDiamond@@\00" }, comdat
@"??_R3Diamond@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, ptr @"??_R2Diamond@@8" }, comdat
@"??_R2Diamond@@8" = linkonce_odr constant [6 x ptr] [ptr @"??_R1A@?0A@EA@Diamond@@8", ptr @"??_R1A@?0A@EA@Left@@8", ptr @"??_R1A@A@3FA@Base@@8", ptr @"??_R17?0A@EA@Right@@8", ptr @"??_R1A@A@3FA@Base@@8", ptr null], comdat
@"??_R1A@?0A@EA@Diamond@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDiamond@@@8", i32 4, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Diamond@@8" }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AULeft@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Left@@8" }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Left@@8" }, comdat
@"??_R2Left@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Left@@8", ptr @"??_R1A@A@3FA@Base@@8", ptr null], comdat
@"??_R1A@A@3FA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBase@@@8", i32 0, i32 0, i32 0, i32 4, i32 80, ptr @"??_R3Base@@8" }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Base@@8" }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Base@@8", ptr null], comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBase@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Base@@8" }, comdat
@"??_R17?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURight@@@8", i32 1, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3Right@@8" }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Right@@8" }, comdat
@"??_R2Right@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Right@@8", ptr @"??_R1A@A@3FA@Base@@8", ptr null], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURight@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Right@@8" }, comdat
@8 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Base@@6B@", ptr @"?get@Base@@UBEHXZ", ptr @"??_GBase@@UAEPAXI@Z"] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R3Base@@8" }, comdat
@9 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Left@@6B@", ptr @"?get@Left@@UBEHXZ", ptr @"??_GLeft@@UAEPAXI@Z"] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AULeft@@@8", ptr @"??_R3Left@@8" }, comdat
@10 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Right@@6B@", ptr @"?get@Base@@UBEHXZ", ptr @"??_GRight@@UAEPAXI@Z"] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AURight@@@8", ptr @"??_R3Right@@8" }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1, !dbg !77
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1, !dbg !79
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4, !dbg !84
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4, !dbg !144
@"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" = internal global i32 0, align 4
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !152 {
    #dbg_value(ptr %1, !157, !DIExpression(), !161)
    #dbg_value(ptr %0, !158, !DIExpression(), !161)
  ret ptr %0, !dbg !162
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !163 {
    #dbg_value(ptr %0, !177, !DIExpression(DW_OP_deref), !180)
    #dbg_value(i32 %1, !176, !DIExpression(), !180)
  %3 = sext i32 %1 to i64, !dbg !181
  store i64 %3, ptr %0, align 8, !dbg !181
  %4 = shl nsw i32 %1, 1, !dbg !181
  %5 = sext i32 %4 to i64, !dbg !181
  %6 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !181
  store i64 %5, ptr %6, align 8, !dbg !181
  %7 = mul nsw i32 %1, 3, !dbg !181
  %8 = sext i32 %7 to i64, !dbg !181
  %9 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !181
  store i64 %8, ptr %9, align 8, !dbg !181
  %10 = sub nsw i32 0, %1, !dbg !181
  %11 = sext i32 %10 to i64, !dbg !181
  %12 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !181
  store i64 %11, ptr %12, align 8, !dbg !181
    #dbg_value(i32 0, !178, !DIExpression(), !182)
  %13 = getelementptr inbounds i8, ptr %0, i32 32
    #dbg_value(i32 0, !178, !DIExpression(), !182)
    #dbg_value(i32 0, !178, !DIExpression(), !182)
  %14 = srem i32 %1, 26, !dbg !183
  %15 = trunc nsw i32 %14 to i8, !dbg !183
  %16 = add nsw i8 %15, 97, !dbg !183
  store i8 %16, ptr %13, align 8, !dbg !183
    #dbg_value(i32 1, !178, !DIExpression(), !182)
  %17 = add nsw i32 %1, 1, !dbg !183
  %18 = srem i32 %17, 26, !dbg !183
  %19 = trunc nsw i32 %18 to i8, !dbg !183
  %20 = add nsw i8 %19, 97, !dbg !183
  %21 = getelementptr inbounds i8, ptr %0, i32 33, !dbg !183
  store i8 %20, ptr %21, align 1, !dbg !183
    #dbg_value(i32 2, !178, !DIExpression(), !182)
  %22 = add nsw i32 %1, 2, !dbg !183
  %23 = srem i32 %22, 26, !dbg !183
  %24 = trunc nsw i32 %23 to i8, !dbg !183
  %25 = add nsw i8 %24, 97, !dbg !183
  %26 = getelementptr inbounds i8, ptr %0, i32 34, !dbg !183
  store i8 %25, ptr %26, align 2, !dbg !183
    #dbg_value(i32 3, !178, !DIExpression(), !182)
  %27 = add nsw i32 %1, 3, !dbg !183
  %28 = srem i32 %27, 26, !dbg !183
  %29 = trunc nsw i32 %28 to i8, !dbg !183
  %30 = add nsw i8 %29, 97, !dbg !183
  %31 = getelementptr inbounds i8, ptr %0, i32 35, !dbg !183
  store i8 %30, ptr %31, align 1, !dbg !183
    #dbg_value(i32 4, !178, !DIExpression(), !182)
  %32 = add nsw i32 %1, 4, !dbg !183
  %33 = srem i32 %32, 26, !dbg !183
  %34 = trunc nsw i32 %33 to i8, !dbg !183
  %35 = add nsw i8 %34, 97, !dbg !183
  %36 = getelementptr inbounds i8, ptr %0, i32 36, !dbg !183
  store i8 %35, ptr %36, align 4, !dbg !183
    #dbg_value(i32 5, !178, !DIExpression(), !182)
  %37 = add nsw i32 %1, 5, !dbg !183
  %38 = srem i32 %37, 26, !dbg !183
  %39 = trunc nsw i32 %38 to i8, !dbg !183
  %40 = add nsw i8 %39, 97, !dbg !183
  %41 = getelementptr inbounds i8, ptr %0, i32 37, !dbg !183
  store i8 %40, ptr %41, align 1, !dbg !183
    #dbg_value(i32 6, !178, !DIExpression(), !182)
  %42 = add nsw i32 %1, 6, !dbg !183
  %43 = srem i32 %42, 26, !dbg !183
  %44 = trunc nsw i32 %43 to i8, !dbg !183
  %45 = add nsw i8 %44, 97, !dbg !183
  %46 = getelementptr inbounds i8, ptr %0, i32 38, !dbg !183
  store i8 %45, ptr %46, align 2, !dbg !183
    #dbg_value(i32 7, !178, !DIExpression(), !182)
  %47 = add nsw i32 %1, 7, !dbg !183
  %48 = srem i32 %47, 26, !dbg !183
  %49 = trunc nsw i32 %48 to i8, !dbg !183
  %50 = add nsw i8 %49, 97, !dbg !183
  %51 = getelementptr inbounds i8, ptr %0, i32 39, !dbg !183
  store i8 %50, ptr %51, align 1, !dbg !183
    #dbg_value(i32 8, !178, !DIExpression(), !182)
  %52 = add nsw i32 %1, 8, !dbg !183
  %53 = srem i32 %52, 26, !dbg !183
  %54 = trunc nsw i32 %53 to i8, !dbg !183
  %55 = add nsw i8 %54, 97, !dbg !183
  %56 = getelementptr inbounds i8, ptr %0, i32 40, !dbg !183
  store i8 %55, ptr %56, align 8, !dbg !183
    #dbg_value(i32 9, !178, !DIExpression(), !182)
  %57 = add nsw i32 %1, 9, !dbg !183
  %58 = srem i32 %57, 26, !dbg !183
  %59 = trunc nsw i32 %58 to i8, !dbg !183
  %60 = add nsw i8 %59, 97, !dbg !183
  %61 = getelementptr inbounds i8, ptr %0, i32 41, !dbg !183
  store i8 %60, ptr %61, align 1, !dbg !183
    #dbg_value(i32 10, !178, !DIExpression(), !182)
  %62 = add nsw i32 %1, 10, !dbg !183
  %63 = srem i32 %62, 26, !dbg !183
  %64 = trunc nsw i32 %63 to i8, !dbg !183
  %65 = add nsw i8 %64, 97, !dbg !183
  %66 = getelementptr inbounds i8, ptr %0, i32 42, !dbg !183
  store i8 %65, ptr %66, align 2, !dbg !183
    #dbg_value(i32 11, !178, !DIExpression(), !182)
  %67 = add nsw i32 %1, 11, !dbg !183
  %68 = srem i32 %67, 26, !dbg !183
  %69 = trunc nsw i32 %68 to i8, !dbg !183
  %70 = add nsw i8 %69, 97, !dbg !183
  %71 = getelementptr inbounds i8, ptr %0, i32 43, !dbg !183
  store i8 %70, ptr %71, align 1, !dbg !183
    #dbg_value(i32 12, !178, !DIExpression(), !182)
  %72 = getelementptr inbounds i8, ptr %0, i32 44, !dbg !185
  store i8 0, ptr %72, align 4, !dbg !185
  ret void, !dbg !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #3 !dbg !187 {
    #dbg_assign(i1 undef, !191, !DIExpression(DW_OP_LLVM_fragment, 264, 120), !192, ptr undef, !DIExpression(), !193)
  %2 = load i64, ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = load i64, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 16
  %6 = load i64, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %0, i32 24
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 32
  %10 = load i8, ptr %9, align 4
    #dbg_value(i64 %2, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(i64 %4, !191, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(i64 %6, !191, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !193)
    #dbg_value(i64 %8, !191, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !193)
    #dbg_value(i8 %10, !191, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !193)
    #dbg_assign(i1 undef, !191, !DIExpression(DW_OP_LLVM_fragment, 264, 120), !194, ptr undef, !DIExpression(), !193)
  %11 = add nsw i64 %4, %2, !dbg !195
  %12 = add nsw i64 %11, %6, !dbg !195
  %13 = add nsw i64 %12, %8, !dbg !195
  %14 = sext i8 %10 to i64, !dbg !195
  %15 = add nsw i64 %13, %14, !dbg !195
  ret i64 %15, !dbg !195
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) local_unnamed_addr #4 !dbg !196 {
    #dbg_value(i32 %0, !200, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(float %1, !200, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
  %3 = fptosi float %1 to i32, !dbg !203
    #dbg_value(i32 %3, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
  %4 = sitofp i32 %0 to float, !dbg !203
    #dbg_value(float %4, !201, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
  %5 = bitcast float %4 to i32, !dbg !203
  %6 = zext i32 %5 to i64, !dbg !203
  %7 = shl nuw i64 %6, 32, !dbg !203
  %8 = zext i32 %3 to i64, !dbg !203
  %9 = or disjoint i64 %7, %8, !dbg !203
  ret i64 %9, !dbg !203
}

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #5 !dbg !204 {
    #dbg_value(i32 %0, !210, !DIExpression(), !211)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !212
  %3 = tail call ptr @malloc(i32 noundef %2) #18, !dbg !212
  ret ptr %3, !dbg !212
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 !dbg !213 {
    #dbg_value(ptr %0, !217, !DIExpression(), !218)
  tail call void @free(ptr noundef %0), !dbg !219
  ret void, !dbg !219
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAXI@Z"(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 !dbg !220 {
    #dbg_value(i32 %1, !224, !DIExpression(), !226)
    #dbg_value(ptr %0, !225, !DIExpression(), !226)
  tail call void @free(ptr noundef %0), !dbg !227
  ret void, !dbg !227
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #9 personality ptr @__CxxFrameHandler3 !dbg !228 {
  %1 = alloca %struct.Diamond, align 4, !DIAssignID !375
    #dbg_assign(i1 undef, !305, !DIExpression(), !375, ptr %1, !DIExpression(), !376)
  %2 = alloca %struct.Big, align 8, !DIAssignID !377
    #dbg_assign(i1 undef, !371, !DIExpression(), !377, ptr %2, !DIExpression(), !376)
    #dbg_value(ptr poison, !230, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(ptr poison, !230, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(ptr poison, !230, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
    #dbg_value(ptr undef, !254, !DIExpression(), !378)
    #dbg_value(ptr undef, !259, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !378)
    #dbg_value(double 0.000000e+00, !253, !DIExpression(), !376)
    #dbg_value(ptr undef, !257, !DIExpression(), !378)
    #dbg_value(ptr poison, !260, !DIExpression(), !379)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 6.000000e+00), !dbg !380
    #dbg_value(double 6.000000e+00, !253, !DIExpression(), !376)
    #dbg_value(ptr poison, !260, !DIExpression(), !379)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_06ICDKOIFG@square?$AA@", double noundef 1.600000e+01), !dbg !380
    #dbg_value(double 2.200000e+01, !253, !DIExpression(), !376)
    #dbg_value(ptr poison, !260, !DIExpression(), !379)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 4.000000e+00), !dbg !380
    #dbg_value(double 2.600000e+01, !253, !DIExpression(), !376)
    #dbg_value(!DIArgList(ptr undef, i32 12), !257, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !378)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef 2.600000e+01), !dbg !382
    #dbg_value(i32 5, !268, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(ptr @"??_7Widget@@6BNamed@@@", !268, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(ptr @"??_7Widget@@6BCounted@@@", !268, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
    #dbg_value(ptr undef, !301, !DIExpression(), !376)
    #dbg_value(ptr undef, !303, !DIExpression(), !376)
    #dbg_value(i32 20, !268, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef nonnull @"??_C@_06KLKLDLLI@widget?$AA@", i32 noundef 20, i32 noundef 5), !dbg !383
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #15, !dbg !384
    #dbg_value(i32 1, !385, !DIExpression(), !394)
    #dbg_value(ptr %1, !392, !DIExpression(), !394)
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %1, align 4, !dbg !396, !DIAssignID !397
    #dbg_assign(ptr @"??_8Diamond@@7BLeft@@@", !305, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !397, ptr %1, !DIExpression(), !376)
  %8 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !396
  store ptr @"??_8Diamond@@7BRight@@@", ptr %8, align 4, !dbg !396, !DIAssignID !398
    #dbg_assign(ptr @"??_8Diamond@@7BRight@@@", !305, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !398, ptr %8, !DIExpression(), !376)
  %9 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !396
    #dbg_value(ptr %9, !399, !DIExpression(), !403)
    #dbg_assign(ptr @"??_7Base@@6B@", !305, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !405, ptr %9, !DIExpression(), !376)
  %10 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !406
  store i32 1, ptr %10, align 4, !dbg !406, !DIAssignID !407
    #dbg_assign(i32 1, !305, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !407, ptr %10, !DIExpression(), !376)
    #dbg_value(i32 0, !408, !DIExpression(), !416)
    #dbg_value(ptr %1, !415, !DIExpression(), !416)
    #dbg_assign(ptr @"??_7Left@@6B@", !305, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !418, ptr %9, !DIExpression(), !376)
  %11 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !419
  store i32 2, ptr %11, align 4, !dbg !419, !DIAssignID !420
    #dbg_assign(i32 2, !305, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !420, ptr %11, !DIExpression(), !376)
    #dbg_value(i32 0, !421, !DIExpression(), !429)
    #dbg_value(ptr %8, !428, !DIExpression(), !429)
  %12 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !431
  store i32 3, ptr %12, align 4, !dbg !431, !DIAssignID !432
    #dbg_assign(i32 3, !305, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !432, ptr %12, !DIExpression(), !376)
  store ptr @"??_7Diamond@@6B@", ptr %9, align 4, !dbg !396
  %13 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !396
  store i32 4, ptr %13, align 4, !dbg !396, !DIAssignID !433
    #dbg_assign(i32 4, !305, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !433, ptr %13, !DIExpression(), !376)
    #dbg_value(ptr %9, !326, !DIExpression(), !376)
    #dbg_value(ptr %1, !328, !DIExpression(), !376)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef 10, i32 noundef 3), !dbg !434
  %15 = call ptr @__RTDynamicCast(ptr nonnull %9, i32 0, ptr nonnull @"??_R0?AUBase@@@8", ptr nonnull @"??_R0?AURight@@@8", i32 0), !dbg !435
  %16 = icmp ne ptr %15, null, !dbg !435
  %17 = zext i1 %16 to i32, !dbg !435
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %17), !dbg !435
    #dbg_value(i32 0, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(i32 1, !330, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(i32 4, !330, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
    #dbg_value(i32 9, !330, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_value(i32 16, !330, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !376)
    #dbg_value(i32 25, !330, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !376)
    #dbg_value(i32 36, !330, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !376)
    #dbg_value(i32 49, !330, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !376)
    #dbg_value(i32 7, !354, !DIExpression(), !376)
    #dbg_value(i32 7, !355, !DIExpression(), !376)
    #dbg_value(ptr undef, !360, !DIExpression(), !376)
    #dbg_value(i32 0, !359, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !376)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef 196, i32 noundef 141, i32 noundef 0), !dbg !436
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 42, double noundef 2.500000e+00), !dbg !437
    #dbg_value(ptr poison, !367, !DIExpression(), !376)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef 42), !dbg !438
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @"??_C@_05NIGAKFML@first?$AA@"), !dbg !439
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef 4, ptr noundef nonnull @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef nonnull @"??_C@_06BNJCAIGJ@double?$AA@"), !dbg !440
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #15, !dbg !441
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5), !dbg !441
  %24 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !442
  %25 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef nonnull byval(%struct.Big) align 4 %2), !dbg !442
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %25, ptr noundef nonnull %24), !dbg !442
  %27 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 3, float 9.500000e+00), !dbg !443
  %28 = trunc i64 %27 to i32, !dbg !443
  %29 = lshr i64 %27, 32, !dbg !443
  %30 = trunc nuw i64 %29 to i32, !dbg !443
  %31 = bitcast i32 %30 to float, !dbg !443
    #dbg_value(i32 %28, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(float %31, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  %32 = fpext float %31 to double, !dbg !444
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %28, double noundef %32), !dbg !444
  %34 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !445
  %35 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !445
  %36 = icmp sgt i32 %34, %35, !dbg !445
  br i1 %36, label %37, label %44, !dbg !445, !prof !447

37:                                               ; preds = %0
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15, !dbg !445
  %38 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !445
  %39 = icmp eq i32 %38, -1, !dbg !445
  br i1 %39, label %40, label %44, !dbg !445

40:                                               ; preds = %37
  call fastcc void @"?registry@@YAAAURegistry@@XZ"(), !dbg !445
  %41 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !445
  %42 = select i1 %41, i32 3, i32 0, !dbg !445
  store i32 %42, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !445
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15, !dbg !445
  %43 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !448
  br label %44, !dbg !445

44:                                               ; preds = %40, %37, %0
  %45 = phi i32 [ %43, %40 ], [ %38, %37 ], [ %34, %0 ], !dbg !448
  %46 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !450
  %47 = add nsw i32 %46, 1, !dbg !450
  store i32 %47, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !450
    #dbg_value(i32 %47, !373, !DIExpression(), !376)
  %48 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !448
  %49 = icmp sgt i32 %45, %48, !dbg !448
  br i1 %49, label %50, label %56, !dbg !448, !prof !447

50:                                               ; preds = %44
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15, !dbg !448
  %51 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !448
  %52 = icmp eq i32 %51, -1, !dbg !448
  br i1 %52, label %53, label %56, !dbg !448

53:                                               ; preds = %50
  call fastcc void @"?registry@@YAAAURegistry@@XZ"(), !dbg !448
  %54 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !448
  %55 = select i1 %54, i32 3, i32 0, !dbg !448
  store i32 %55, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !448
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15, !dbg !448
  br label %56, !dbg !448

56:                                               ; preds = %53, %50, %44
  %57 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !451
  %58 = add nsw i32 %57, 1, !dbg !451
  store i32 %58, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !451
    #dbg_value(i32 %58, !374, !DIExpression(), !376)
  %59 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !452
  %60 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !452
  %61 = icmp sgt i32 %59, %60, !dbg !452
  br i1 %61, label %62, label %67, !dbg !452, !prof !447

62:                                               ; preds = %56
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15, !dbg !452
  %63 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !452
  %64 = icmp eq i32 %63, -1, !dbg !452
  br i1 %64, label %65, label %67, !dbg !452

65:                                               ; preds = %62
    #dbg_value(ptr poison, !454, !DIExpression(), !458)
  store i1 true, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !460
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !461
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15, !dbg !452
  br label %67, !dbg !452

67:                                               ; preds = %65, %62, %56
  %68 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !463
  %69 = select i1 %68, i32 3, i32 0, !dbg !463
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %47, i32 noundef %58, i32 noundef %69), !dbg !463
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #15, !dbg !464
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #15, !dbg !464
  ret i32 0, !dbg !464
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: mustprogress norecurse nounwind
define internal fastcc void @"?registry@@YAAAURegistry@@XZ"() unnamed_addr #11 personality ptr @__CxxFrameHandler3 !dbg !135 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !465
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !465
  %3 = icmp sgt i32 %1, %2, !dbg !465
  br i1 %3, label %4, label %9, !dbg !465, !prof !447

4:                                                ; preds = %0
  tail call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15, !dbg !465
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !465
  %6 = icmp eq i32 %5, -1, !dbg !465
  br i1 %6, label %7, label %9, !dbg !465

7:                                                ; preds = %4
    #dbg_value(ptr poison, !454, !DIExpression(), !466)
  store i1 true, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4, !dbg !468
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !469
  tail call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15, !dbg !465
  br label %9, !dbg !465

9:                                                ; preds = %7, %4, %0
  ret void, !dbg !470
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRect@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !471 {
    #dbg_value(i32 %1, !493, !DIExpression(), !496)
    #dbg_value(ptr %0, !494, !DIExpression(), !496)
  %3 = icmp eq i32 %1, 0, !dbg !497
  br i1 %3, label %5, label %4, !dbg !497

4:                                                ; preds = %2
    #dbg_value(i32 24, !224, !DIExpression(), !498)
    #dbg_value(ptr %0, !225, !DIExpression(), !498)
  tail call void @free(ptr noundef nonnull %0), !dbg !500
  br label %5, !dbg !497

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !497
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !501 {
    #dbg_value(ptr %0, !503, !DIExpression(), !505)
  %2 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !506
  %3 = load double, ptr %2, align 8, !dbg !506
  %4 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !506
  %5 = load double, ptr %4, align 8, !dbg !506
  %6 = fmul double %3, %5, !dbg !506
  ret double %6, !dbg !506
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Rect@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !507 {
    #dbg_value(ptr %0, !509, !DIExpression(), !510)
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@", !dbg !511
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 !dbg !512 {
    #dbg_value(i32 %1, !514, !DIExpression(), !516)
    #dbg_value(ptr %0, !515, !DIExpression(), !516)
  tail call void @llvm.trap() #19, !dbg !517
  unreachable, !dbg !517
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Shape@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #13 comdat align 2 !dbg !518 {
    #dbg_value(ptr %0, !520, !DIExpression(), !522)
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@", !dbg !523
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #14

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !524 {
    #dbg_value(i32 %1, !541, !DIExpression(), !544)
    #dbg_value(ptr %0, !542, !DIExpression(), !544)
  %3 = icmp eq i32 %1, 0, !dbg !545
  br i1 %3, label %5, label %4, !dbg !545

4:                                                ; preds = %2
    #dbg_value(i32 24, !224, !DIExpression(), !546)
    #dbg_value(ptr %0, !225, !DIExpression(), !546)
  tail call void @free(ptr noundef nonnull %0), !dbg !548
  br label %5, !dbg !545

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !545
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Square@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !549 {
    #dbg_value(ptr %0, !551, !DIExpression(), !553)
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@", !dbg !554
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Widget@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !555 {
    #dbg_value(ptr %0, !557, !DIExpression(), !559)
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@", !dbg !560
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 !dbg !561 {
    #dbg_value(ptr %0, !563, !DIExpression(), !565)
  %2 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !566
  %3 = load i32, ptr %2, align 4, !dbg !566
  %4 = add nsw i32 %3, 10, !dbg !566
  store i32 %4, ptr %2, align 4, !dbg !566
  ret void, !dbg !566
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Named@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !567 {
    #dbg_value(ptr %0, !569, !DIExpression(), !571)
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@", !dbg !572
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !573 {
    #dbg_value(ptr %0, !575, !DIExpression(), !576)
  %2 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !577
  %3 = load i32, ptr %2, align 4, !dbg !577
  %4 = add nsw i32 %3, 1, !dbg !577
  store i32 %4, ptr %2, align 4, !dbg !577
  ret void, !dbg !577
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 !dbg !578 {
    #dbg_value(ptr %0, !580, !DIExpression(), !582)
  %2 = getelementptr inbounds i8, ptr %0, i32 -20
  %3 = load ptr, ptr %2, align 4, !dbg !583
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !583
  %5 = load i32, ptr %4, align 4, !dbg !583
  %6 = getelementptr inbounds i8, ptr %2, i32 %5, !dbg !583
  %7 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !583
  %8 = load i32, ptr %7, align 4, !dbg !583
  %9 = getelementptr inbounds i8, ptr %0, i32 -16, !dbg !583
  %10 = load i32, ptr %9, align 4, !dbg !583
  %11 = add nsw i32 %10, %8, !dbg !583
  %12 = getelementptr inbounds i8, ptr %0, i32 -8, !dbg !583
  %13 = load i32, ptr %12, align 4, !dbg !583
  %14 = add nsw i32 %11, %13, !dbg !583
  %15 = getelementptr inbounds i8, ptr %0, i32 -4, !dbg !583
  %16 = load i32, ptr %15, align 4, !dbg !583
  %17 = add nsw i32 %14, %16, !dbg !583
  ret i32 %17, !dbg !583
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDiamond@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !584 {
    #dbg_value(i32 %1, !587, !DIExpression(), !589)
    #dbg_value(ptr %0, !588, !DIExpression(), !589)
  %3 = getelementptr inbounds i8, ptr %0, i32 -20
  %4 = icmp eq i32 %1, 0, !dbg !590
  br i1 %4, label %6, label %5, !dbg !590

5:                                                ; preds = %2
    #dbg_value(i32 28, !224, !DIExpression(), !591)
    #dbg_value(ptr %3, !225, !DIExpression(), !591)
  tail call void @free(ptr noundef nonnull %3), !dbg !593
  br label %6, !dbg !590

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !590
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !594 {
    #dbg_value(ptr %0, !596, !DIExpression(), !598)
  %2 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !599
  %3 = load i32, ptr %2, align 4, !dbg !599
  ret i32 %3, !dbg !599
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !600 {
    #dbg_value(i32 %1, !602, !DIExpression(), !604)
    #dbg_value(ptr %0, !603, !DIExpression(), !604)
  %3 = icmp eq i32 %1, 0, !dbg !605
  br i1 %3, label %5, label %4, !dbg !605

4:                                                ; preds = %2
    #dbg_value(i32 8, !224, !DIExpression(), !606)
    #dbg_value(ptr %0, !225, !DIExpression(), !606)
  tail call void @free(ptr noundef nonnull %0), !dbg !608
  br label %5, !dbg !605

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !605
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 !dbg !609 {
    #dbg_value(ptr %0, !611, !DIExpression(), !613)
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  %3 = load ptr, ptr %2, align 4, !dbg !614
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !614
  %5 = load i32, ptr %4, align 4, !dbg !614
  %6 = getelementptr inbounds i8, ptr %2, i32 %5, !dbg !614
  %7 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !614
  %8 = load i32, ptr %7, align 4, !dbg !614
  %9 = getelementptr inbounds i8, ptr %0, i32 -4, !dbg !614
  %10 = load i32, ptr %9, align 4, !dbg !614
  %11 = add nsw i32 %10, %8, !dbg !614
  ret i32 %11, !dbg !614
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLeft@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !615 {
    #dbg_value(i32 %1, !618, !DIExpression(), !620)
    #dbg_value(ptr %0, !619, !DIExpression(), !620)
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0, !dbg !621
  br i1 %4, label %6, label %5, !dbg !621

5:                                                ; preds = %2
    #dbg_value(i32 16, !224, !DIExpression(), !622)
    #dbg_value(ptr %3, !225, !DIExpression(), !622)
  tail call void @free(ptr noundef nonnull %3), !dbg !624
  br label %6, !dbg !621

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !621
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRight@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !625 {
    #dbg_value(i32 %1, !628, !DIExpression(), !630)
    #dbg_value(ptr %0, !629, !DIExpression(), !630)
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0, !dbg !631
  br i1 %4, label %6, label %5, !dbg !631

5:                                                ; preds = %2
    #dbg_value(i32 16, !224, !DIExpression(), !632)
    #dbg_value(ptr %3, !225, !DIExpression(), !632)
  tail call void @free(ptr noundef nonnull %3), !dbg !634
  br label %6, !dbg !631

6:                                                ; preds = %5, %2
  ret ptr %3, !dbg !631
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) local_unnamed_addr #15

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #16

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nobuiltin allocsize(0) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nobuiltin nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress norecurse nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #15 = { nounwind }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nofree nounwind }
attributes #18 = { allocsize(0) }
attributes #19 = { noreturn nounwind }

!llvm.dbg.cu = !{!90}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150}
!llvm.ident = !{!151}

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
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !95, vtableHolder: !94, identifier: ".?AURight@@")
!95 = !{!96, !112}
!96 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !94, baseType: !97, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !98, vtableHolder: !97, identifier: ".?AUBase@@")
!98 = !{!99, !100, !102, !103, !108}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !101, size: 32, flags: DIFlagArtificial)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !97, file: !2, line: 35, baseType: !89, size: 32, offset: 32)
!103 = !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !97, file: !2, line: 35, type: !104, scopeLine: 35, containingType: !97, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!104 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !105)
!105 = !{!89, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!108 = !DISubprogram(name: "~Base", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, containingType: !97, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!109 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !110)
!110 = !{null, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !94, file: !2, line: 37, baseType: !89, size: 32, offset: 32)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !114, identifier: ".?AUPair@@")
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !113, file: !2, line: 63, baseType: !89, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !113, file: !2, line: 63, baseType: !92, size: 32, offset: 32)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !118, identifier: ".?AURegistry@@")
!118 = !{!119, !120, !124}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !117, file: !2, line: 77, baseType: !89, size: 32)
!120 = !DISubprogram(name: "Registry", scope: !117, file: !2, line: 78, type: !121, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !122)
!122 = !{null, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!135 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAAURegistry@@XZ", scope: !2, file: !2, line: 81, type: !136, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90)
!136 = !DISubroutineType(cc: DW_CC_nocall, types: !137)
!137 = !{!138}
!138 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !117, size: 32)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 22)
!144 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!145 = !{i32 1, !"NumRegisterParameters", i32 0}
!146 = !{i32 2, !"CodeView", i32 1}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 2}
!149 = !{i32 1, !"MaxTLSAlign", i32 65536}
!150 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!151 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!152 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PBD@@YAPBDPBD0@Z", scope: !2, file: !2, line: 53, type: !153, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, templateParams: !159, retainedNodes: !156)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !155, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!156 = !{!157, !158}
!157 = !DILocalVariable(arg: 2, scope: !152, file: !2, line: 53, type: !155)
!158 = !DILocalVariable(name: "a", arg: 1, scope: !152, file: !2, line: 53, type: !155)
!159 = !{!160}
!160 = !DITemplateTypeParameter(name: "T", type: !155)
!161 = !DILocation(line: 0, scope: !152)
!162 = !DILocation(line: 53, scope: !152)
!163 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !2, file: !2, line: 65, type: !164, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !175)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !89}
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !167, identifier: ".?AUBig@@")
!167 = !{!168, !170, !171, !172, !173}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !166, file: !2, line: 62, baseType: !169, size: 64)
!169 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !166, file: !2, line: 62, baseType: !169, size: 64, offset: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !166, file: !2, line: 62, baseType: !169, size: 64, offset: 128)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !166, file: !2, line: 62, baseType: !169, size: 64, offset: 192)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !166, file: !2, line: 62, baseType: !174, size: 104, offset: 256)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!175 = !{!176, !177, !178}
!176 = !DILocalVariable(name: "seed", arg: 1, scope: !163, file: !2, line: 65, type: !89)
!177 = !DILocalVariable(name: "r", scope: !163, file: !2, line: 66, type: !166)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 68, type: !89)
!179 = distinct !DILexicalBlock(scope: !163, file: !2, line: 68)
!180 = !DILocation(line: 0, scope: !163)
!181 = !DILocation(line: 67, scope: !163)
!182 = !DILocation(line: 0, scope: !179)
!183 = !DILocation(line: 68, scope: !184)
!184 = distinct !DILexicalBlock(scope: !179, file: !2, line: 68)
!185 = !DILocation(line: 69, scope: !163)
!186 = !DILocation(line: 70, scope: !163)
!187 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !2, file: !2, line: 72, type: !188, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!169, !166}
!190 = !{!191}
!191 = !DILocalVariable(name: "b", arg: 1, scope: !187, file: !2, line: 72, type: !166)
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 0, scope: !187)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 72, scope: !187)
!196 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !2, file: !2, line: 73, type: !197, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!113, !113}
!199 = !{!200, !201}
!200 = !DILocalVariable(name: "p", arg: 1, scope: !196, file: !2, line: 73, type: !113)
!201 = !DILocalVariable(name: "q", scope: !196, file: !2, line: 73, type: !113)
!202 = !DILocation(line: 0, scope: !196)
!203 = !DILocation(line: 73, scope: !196)
!204 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !2, file: !2, line: 91, type: !205, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !209)
!205 = !DISubroutineType(types: !206)
!206 = !{!207, !208}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!208 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!209 = !{!210}
!210 = !DILocalVariable(name: "n", arg: 1, scope: !204, file: !2, line: 91, type: !208)
!211 = !DILocation(line: 0, scope: !204)
!212 = !DILocation(line: 91, scope: !204)
!213 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !2, file: !2, line: 92, type: !214, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !207}
!216 = !{!217}
!217 = !DILocalVariable(name: "p", arg: 1, scope: !213, file: !2, line: 92, type: !207)
!218 = !DILocation(line: 0, scope: !213)
!219 = !DILocation(line: 92, scope: !213)
!220 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAXI@Z", scope: !2, file: !2, line: 93, type: !221, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !207, !208}
!223 = !{!224, !225}
!224 = !DILocalVariable(arg: 2, scope: !220, file: !2, line: 93, type: !208)
!225 = !DILocalVariable(name: "p", arg: 1, scope: !220, file: !2, line: 93, type: !207)
!226 = !DILocation(line: 0, scope: !220)
!227 = !DILocation(line: 93, scope: !220)
!228 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !87, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !229)
!229 = !{!230, !253, !254, !257, !259, !260, !262, !264, !265, !266, !268, !301, !303, !305, !326, !328, !330, !352, !354, !355, !359, !360, !364, !367, !371, !372, !373, !374}
!230 = !DILocalVariable(name: "shapes", scope: !228, file: !2, line: 96, type: !231)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !232, size: 96, elements: !251)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 32)
!233 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !234, vtableHolder: !233, identifier: ".?AUShape@@")
!234 = !{!235, !236, !238, !242, !248}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 96)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !237, size: 32, flags: DIFlagArtificial)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 32)
!238 = !DISubprogram(name: "~Shape", scope: !233, file: !2, line: 10, type: !239, scopeLine: 10, containingType: !233, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!239 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !240)
!240 = !{null, !241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!242 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UBENXZ", scope: !233, file: !2, line: 11, type: !243, scopeLine: 11, containingType: !233, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!243 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !244)
!244 = !{!245, !246}
!245 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!248 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !233, file: !2, line: 12, type: !249, scopeLine: 12, containingType: !233, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!249 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !250)
!250 = !{!155, !246}
!251 = !{!252}
!252 = !DISubrange(count: 3)
!253 = !DILocalVariable(name: "total", scope: !228, file: !2, line: 97, type: !245)
!254 = !DILocalVariable(name: "__range1", scope: !255, type: !256, flags: DIFlagArtificial)
!255 = distinct !DILexicalBlock(scope: !228, file: !2, line: 98)
!256 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !231, size: 32)
!257 = !DILocalVariable(name: "__begin1", scope: !255, type: !258, flags: DIFlagArtificial)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 32)
!259 = !DILocalVariable(name: "__end1", scope: !255, type: !258, flags: DIFlagArtificial)
!260 = !DILocalVariable(name: "s", scope: !261, file: !2, line: 98, type: !232)
!261 = distinct !DILexicalBlock(scope: !255, file: !2, line: 98)
!262 = !DILocalVariable(name: "__range1", scope: !263, type: !256, flags: DIFlagArtificial)
!263 = distinct !DILexicalBlock(scope: !228, file: !2, line: 102)
!264 = !DILocalVariable(name: "__begin1", scope: !263, type: !258, flags: DIFlagArtificial)
!265 = !DILocalVariable(name: "__end1", scope: !263, type: !258, flags: DIFlagArtificial)
!266 = !DILocalVariable(name: "s", scope: !267, file: !2, line: 102, type: !232)
!267 = distinct !DILexicalBlock(scope: !263, file: !2, line: 102)
!268 = !DILocalVariable(name: "w", scope: !228, file: !2, line: 105, type: !269)
!269 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !270, vtableHolder: !272, identifier: ".?AUWidget@@")
!270 = !{!271, !283, !274, !292, !297}
!271 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !269, baseType: !272, extraData: i32 0)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !273, vtableHolder: !272, identifier: ".?AUNamed@@")
!273 = !{!274, !275, !277, !278}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 32)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !276, size: 32, flags: DIFlagArtificial)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 32)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !272, file: !2, line: 27, baseType: !89, size: 32, offset: 32)
!278 = !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !272, file: !2, line: 27, type: !279, scopeLine: 27, containingType: !272, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!279 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !280)
!280 = !{!155, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !272)
!283 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !269, baseType: !284, offset: 64, extraData: i32 0)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !285, vtableHolder: !284, identifier: ".?AUCounted@@")
!285 = !{!274, !286, !287, !288}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !276, size: 32, flags: DIFlagArtificial)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !284, file: !2, line: 28, baseType: !89, size: 32, offset: 32)
!288 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !284, file: !2, line: 28, type: !289, scopeLine: 28, containingType: !284, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!289 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !290)
!290 = !{null, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !269, file: !2, line: 31, type: !293, scopeLine: 31, containingType: !269, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!293 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !294)
!294 = !{!155, !295}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !269)
!297 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !269, file: !2, line: 32, type: !298, scopeLine: 32, containingType: !269, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!298 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !299)
!299 = !{null, !300}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = !DILocalVariable(name: "c", scope: !228, file: !2, line: 106, type: !302)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 32)
!303 = !DILocalVariable(name: "n", scope: !228, file: !2, line: 107, type: !304)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 32)
!305 = !DILocalVariable(name: "d", scope: !228, file: !2, line: 111, type: !306)
!306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !307, vtableHolder: !306, identifier: ".?AUDiamond@@")
!307 = !{!308, !318, !319, !320, !321}
!308 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !309, extraData: i32 0)
!309 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !310, vtableHolder: !309, identifier: ".?AULeft@@")
!310 = !{!311, !312, !313}
!311 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !309, baseType: !97, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !309, file: !2, line: 36, baseType: !89, size: 32, offset: 32)
!313 = !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !309, file: !2, line: 36, type: !314, scopeLine: 36, containingType: !309, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!314 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !315)
!315 = !{!89, !316}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!317 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !309)
!318 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !94, offset: 64, extraData: i32 0)
!319 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !97, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !306, file: !2, line: 38, baseType: !89, size: 32, offset: 128)
!321 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !306, file: !2, line: 38, type: !322, scopeLine: 38, containingType: !306, virtualIndex: 0, thisAdjustment: 20, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!322 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !323)
!323 = !{!89, !324}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!326 = !DILocalVariable(name: "bp", scope: !228, file: !2, line: 112, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32)
!328 = !DILocalVariable(name: "lp", scope: !228, file: !2, line: 113, type: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 32)
!330 = !DILocalVariable(name: "arr", scope: !228, file: !2, line: 117, type: !331)
!331 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !332, templateParams: !349, identifier: ".?AU?$Array@H$07@@")
!332 = !{!333, !337, !342}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !331, file: !2, line: 43, baseType: !334, size: 256)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, elements: !335)
!335 = !{!336}
!336 = !DISubrange(count: 8)
!337 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QAEAAHH@Z", scope: !331, file: !2, line: 44, type: !338, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !339)
!339 = !{!340, !341, !89}
!340 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !89, size: 32)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!342 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QBEABHH@Z", scope: !331, file: !2, line: 45, type: !343, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !344)
!344 = !{!345, !347, !89}
!345 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !346, size: 32)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !331)
!349 = !{!350, !351}
!350 = !DITemplateTypeParameter(name: "T", type: !89)
!351 = !DITemplateValueParameter(name: "N", type: !89, value: i32 8)
!352 = !DILocalVariable(name: "i", scope: !353, file: !2, line: 118, type: !89)
!353 = distinct !DILexicalBlock(scope: !228, file: !2, line: 118)
!354 = !DILocalVariable(name: "bias", scope: !228, file: !2, line: 119, type: !89)
!355 = !DILocalVariable(name: "add", scope: !228, file: !2, line: 120, type: !356)
!356 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !228, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !357, identifier: ".?AV<lambda_1>@?0??main@@9@")
!357 = !{!358}
!358 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !356, file: !2, line: 120, baseType: !89, size: 32)
!359 = !DILocalVariable(name: "prod_count", scope: !228, file: !2, line: 121, type: !89)
!360 = !DILocalVariable(name: "mul", scope: !228, file: !2, line: 122, type: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !228, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !362, identifier: ".?AV<lambda_2>@?0??main@@9@")
!362 = !{!363}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !361, file: !2, line: 122, baseType: !340, size: 32)
!364 = !DILocalVariable(name: "gen", scope: !228, file: !2, line: 124, type: !365)
!365 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !228, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !366, identifier: ".?AV<lambda_0>@?0??main@@9@")
!366 = !{}
!367 = !DILocalVariable(name: "fp", scope: !228, file: !2, line: 126, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 32)
!369 = !DISubroutineType(types: !370)
!370 = !{!89, !89}
!371 = !DILocalVariable(name: "b", scope: !228, file: !2, line: 132, type: !166)
!372 = !DILocalVariable(name: "p", scope: !228, file: !2, line: 134, type: !113)
!373 = !DILocalVariable(name: "a1", scope: !228, file: !2, line: 137, type: !89)
!374 = !DILocalVariable(name: "a2", scope: !228, file: !2, line: 137, type: !89)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 0, scope: !228)
!377 = distinct !DIAssignID()
!378 = !DILocation(line: 0, scope: !255)
!379 = !DILocation(line: 0, scope: !261)
!380 = !DILocation(line: 99, scope: !381)
!381 = distinct !DILexicalBlock(scope: !261, file: !2, line: 98)
!382 = !DILocation(line: 103, scope: !228)
!383 = !DILocation(line: 109, scope: !228)
!384 = !DILocation(line: 111, scope: !228)
!385 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !386, type: !89, flags: DIFlagArtificial)
!386 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QAE@XZ", scope: !306, file: !2, line: 38, type: !387, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !390, retainedNodes: !391)
!387 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !388)
!388 = !{null, !389}
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!390 = !DISubprogram(name: "Diamond", scope: !306, type: !387, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !{!385, !392}
!392 = !DILocalVariable(name: "this", arg: 1, scope: !386, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 32)
!394 = !DILocation(line: 0, scope: !386, inlinedAt: !395)
!395 = distinct !DILocation(line: 111, scope: !228)
!396 = !DILocation(line: 38, scope: !386, inlinedAt: !395)
!397 = distinct !DIAssignID()
!398 = distinct !DIAssignID()
!399 = !DILocalVariable(name: "this", arg: 1, scope: !400, type: !327, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QAE@XZ", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !401, retainedNodes: !402)
!401 = !DISubprogram(name: "Base", scope: !97, type: !109, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !{!399}
!403 = !DILocation(line: 0, scope: !400, inlinedAt: !404)
!404 = distinct !DILocation(line: 38, scope: !386, inlinedAt: !395)
!405 = distinct !DIAssignID()
!406 = !DILocation(line: 35, scope: !400, inlinedAt: !404)
!407 = distinct !DIAssignID()
!408 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !409, type: !89, flags: DIFlagArtificial)
!409 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QAE@XZ", scope: !309, file: !2, line: 36, type: !410, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !413, retainedNodes: !414)
!410 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !411)
!411 = !{null, !412}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DISubprogram(name: "Left", scope: !309, type: !410, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !{!408, !415}
!415 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!416 = !DILocation(line: 0, scope: !409, inlinedAt: !417)
!417 = distinct !DILocation(line: 38, scope: !386, inlinedAt: !395)
!418 = distinct !DIAssignID()
!419 = !DILocation(line: 36, scope: !409, inlinedAt: !417)
!420 = distinct !DIAssignID()
!421 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !422, type: !89, flags: DIFlagArtificial)
!422 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QAE@XZ", scope: !94, file: !2, line: 37, type: !423, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !426, retainedNodes: !427)
!423 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !424)
!424 = !{null, !425}
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DISubprogram(name: "Right", scope: !94, type: !423, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !{!421, !428}
!428 = !DILocalVariable(name: "this", arg: 1, scope: !422, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DILocation(line: 0, scope: !422, inlinedAt: !430)
!430 = distinct !DILocation(line: 38, scope: !386, inlinedAt: !395)
!431 = !DILocation(line: 37, scope: !422, inlinedAt: !430)
!432 = distinct !DIAssignID()
!433 = distinct !DIAssignID()
!434 = !DILocation(line: 114, scope: !228)
!435 = !DILocation(line: 115, scope: !228)
!436 = !DILocation(line: 123, scope: !228)
!437 = !DILocation(line: 125, scope: !228)
!438 = !DILocation(line: 127, scope: !228)
!439 = !DILocation(line: 129, scope: !228)
!440 = !DILocation(line: 130, scope: !228)
!441 = !DILocation(line: 132, scope: !228)
!442 = !DILocation(line: 133, scope: !228)
!443 = !DILocation(line: 134, scope: !228)
!444 = !DILocation(line: 135, scope: !228)
!445 = !DILocation(line: 86, scope: !86, inlinedAt: !446)
!446 = distinct !DILocation(line: 137, scope: !228)
!447 = !{!"branch_weights", i32 1, i32 1048575}
!448 = !DILocation(line: 86, scope: !86, inlinedAt: !449)
!449 = distinct !DILocation(line: 137, scope: !228)
!450 = !DILocation(line: 87, scope: !86, inlinedAt: !446)
!451 = !DILocation(line: 87, scope: !86, inlinedAt: !449)
!452 = !DILocation(line: 82, scope: !135, inlinedAt: !453)
!453 = distinct !DILocation(line: 138, scope: !228)
!454 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QAE@XZ", scope: !117, file: !2, line: 78, type: !121, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !120, retainedNodes: !456)
!456 = !{!454}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 32)
!458 = !DILocation(line: 0, scope: !455, inlinedAt: !459)
!459 = distinct !DILocation(line: 82, scope: !135, inlinedAt: !453)
!460 = !DILocation(line: 78, scope: !455, inlinedAt: !459)
!461 = !DILocation(line: 78, scope: !462, inlinedAt: !459)
!462 = distinct !DILexicalBlock(scope: !455, file: !2, line: 78)
!463 = !DILocation(line: 138, scope: !228)
!464 = !DILocation(line: 140, scope: !228)
!465 = !DILocation(line: 82, scope: !135)
!466 = !DILocation(line: 0, scope: !455, inlinedAt: !467)
!467 = distinct !DILocation(line: 82, scope: !135)
!468 = !DILocation(line: 78, scope: !455, inlinedAt: !467)
!469 = !DILocation(line: 78, scope: !462, inlinedAt: !467)
!470 = !DILocation(line: 83, scope: !135)
!471 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UAEPAXI@Z", scope: !472, file: !2, line: 15, type: !489, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !491, retainedNodes: !492)
!472 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !473, vtableHolder: !233, identifier: ".?AURect@@")
!473 = !{!474, !235, !475, !476, !477, !481, !486}
!474 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !472, baseType: !233, extraData: i32 0)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !472, file: !2, line: 16, baseType: !245, size: 64, offset: 64)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !472, file: !2, line: 16, baseType: !245, size: 64, offset: 128)
!477 = !DISubprogram(name: "Rect", scope: !472, file: !2, line: 17, type: !478, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !479)
!479 = !{null, !480, !245, !245}
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!481 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !472, file: !2, line: 18, type: !482, scopeLine: 18, containingType: !472, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!482 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !483)
!483 = !{!245, !484}
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !472)
!486 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !472, file: !2, line: 19, type: !487, scopeLine: 19, containingType: !472, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!487 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !488)
!488 = !{!155, !484}
!489 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !490)
!490 = !{null, !480}
!491 = !DISubprogram(name: "~Rect", scope: !472, type: !489, containingType: !472, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!492 = !{!493, !494}
!493 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !471, type: !89, flags: DIFlagArtificial)
!494 = !DILocalVariable(name: "this", arg: 1, scope: !471, type: !495, flags: DIFlagArtificial | DIFlagObjectPointer)
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !472, size: 32)
!496 = !DILocation(line: 0, scope: !471)
!497 = !DILocation(line: 15, scope: !471)
!498 = !DILocation(line: 0, scope: !220, inlinedAt: !499)
!499 = distinct !DILocation(line: 15, scope: !471)
!500 = !DILocation(line: 93, scope: !220, inlinedAt: !499)
!501 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !472, file: !2, line: 18, type: !482, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !481, retainedNodes: !502)
!502 = !{!503}
!503 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 32)
!505 = !DILocation(line: 0, scope: !501)
!506 = !DILocation(line: 18, scope: !501)
!507 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !472, file: !2, line: 19, type: !487, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !486, retainedNodes: !508)
!508 = !{!509}
!509 = !DILocalVariable(name: "this", arg: 1, scope: !507, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!510 = !DILocation(line: 0, scope: !507)
!511 = !DILocation(line: 19, scope: !507)
!512 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UAEPAXI@Z", scope: !233, file: !2, line: 10, type: !239, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !238, retainedNodes: !513)
!513 = !{!514, !515}
!514 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !512, type: !89, flags: DIFlagArtificial)
!515 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !232, flags: DIFlagArtificial | DIFlagObjectPointer)
!516 = !DILocation(line: 0, scope: !512)
!517 = !DILocation(line: 10, scope: !512)
!518 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !233, file: !2, line: 12, type: !249, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !248, retainedNodes: !519)
!519 = !{!520}
!520 = !DILocalVariable(name: "this", arg: 1, scope: !518, type: !521, flags: DIFlagArtificial | DIFlagObjectPointer)
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 32)
!522 = !DILocation(line: 0, scope: !518)
!523 = !DILocation(line: 12, scope: !518)
!524 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UAEPAXI@Z", scope: !525, file: !2, line: 22, type: !537, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !539, retainedNodes: !540)
!525 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !526, vtableHolder: !233, identifier: ".?AUSquare@@")
!526 = !{!527, !235, !528, !532}
!527 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !525, baseType: !472, extraData: i32 0)
!528 = !DISubprogram(name: "Square", scope: !525, file: !2, line: 23, type: !529, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !530)
!530 = !{null, !531, !245}
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !525, file: !2, line: 24, type: !533, scopeLine: 24, containingType: !525, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!533 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !534)
!534 = !{!155, !535}
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !536, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!536 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !525)
!537 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !538)
!538 = !{null, !531}
!539 = !DISubprogram(name: "~Square", scope: !525, type: !537, containingType: !525, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!540 = !{!541, !542}
!541 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !524, type: !89, flags: DIFlagArtificial)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !524, type: !543, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 32)
!544 = !DILocation(line: 0, scope: !524)
!545 = !DILocation(line: 22, scope: !524)
!546 = !DILocation(line: 0, scope: !220, inlinedAt: !547)
!547 = distinct !DILocation(line: 22, scope: !524)
!548 = !DILocation(line: 93, scope: !220, inlinedAt: !547)
!549 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !525, file: !2, line: 24, type: !533, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !532, retainedNodes: !550)
!550 = !{!551}
!551 = !DILocalVariable(name: "this", arg: 1, scope: !549, type: !552, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !536, size: 32)
!553 = !DILocation(line: 0, scope: !549)
!554 = !DILocation(line: 24, scope: !549)
!555 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !269, file: !2, line: 31, type: !293, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !292, retainedNodes: !556)
!556 = !{!557}
!557 = !DILocalVariable(name: "this", arg: 1, scope: !555, type: !558, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 32)
!559 = !DILocation(line: 0, scope: !555)
!560 = !DILocation(line: 31, scope: !555)
!561 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !269, file: !2, line: 32, type: !298, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !297, retainedNodes: !562)
!562 = !{!563}
!563 = !DILocalVariable(name: "this", arg: 1, scope: !561, type: !564, flags: DIFlagArtificial | DIFlagObjectPointer)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 32)
!565 = !DILocation(line: 0, scope: !561)
!566 = !DILocation(line: 32, scope: !561)
!567 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !272, file: !2, line: 27, type: !279, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !278, retainedNodes: !568)
!568 = !{!569}
!569 = !DILocalVariable(name: "this", arg: 1, scope: !567, type: !570, flags: DIFlagArtificial | DIFlagObjectPointer)
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32)
!571 = !DILocation(line: 0, scope: !567)
!572 = !DILocation(line: 27, scope: !567)
!573 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !284, file: !2, line: 28, type: !289, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !288, retainedNodes: !574)
!574 = !{!575}
!575 = !DILocalVariable(name: "this", arg: 1, scope: !573, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!576 = !DILocation(line: 0, scope: !573)
!577 = !DILocation(line: 28, scope: !573)
!578 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !306, file: !2, line: 38, type: !322, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !321, retainedNodes: !579)
!579 = !{!580}
!580 = !DILocalVariable(name: "this", arg: 1, scope: !578, type: !581, flags: DIFlagArtificial | DIFlagObjectPointer)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32)
!582 = !DILocation(line: 0, scope: !578)
!583 = !DILocation(line: 38, scope: !578)
!584 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UAEPAXI@Z", scope: !306, file: !2, line: 38, type: !387, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !585, retainedNodes: !586)
!585 = !DISubprogram(name: "~Diamond", scope: !306, type: !387, containingType: !306, virtualIndex: 1, thisAdjustment: 20, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!586 = !{!587, !588}
!587 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !584, type: !89, flags: DIFlagArtificial)
!588 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!589 = !DILocation(line: 0, scope: !584)
!590 = !DILocation(line: 38, scope: !584)
!591 = !DILocation(line: 0, scope: !220, inlinedAt: !592)
!592 = distinct !DILocation(line: 38, scope: !584)
!593 = !DILocation(line: 93, scope: !220, inlinedAt: !592)
!594 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !97, file: !2, line: 35, type: !104, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !103, retainedNodes: !595)
!595 = !{!596}
!596 = !DILocalVariable(name: "this", arg: 1, scope: !594, type: !597, flags: DIFlagArtificial | DIFlagObjectPointer)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 32)
!598 = !DILocation(line: 0, scope: !594)
!599 = !DILocation(line: 35, scope: !594)
!600 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UAEPAXI@Z", scope: !97, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !108, retainedNodes: !601)
!601 = !{!602, !603}
!602 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !600, type: !89, flags: DIFlagArtificial)
!603 = !DILocalVariable(name: "this", arg: 1, scope: !600, type: !327, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DILocation(line: 0, scope: !600)
!605 = !DILocation(line: 35, scope: !600)
!606 = !DILocation(line: 0, scope: !220, inlinedAt: !607)
!607 = distinct !DILocation(line: 35, scope: !600)
!608 = !DILocation(line: 93, scope: !220, inlinedAt: !607)
!609 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !309, file: !2, line: 36, type: !314, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !313, retainedNodes: !610)
!610 = !{!611}
!611 = !DILocalVariable(name: "this", arg: 1, scope: !609, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 32)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 36, scope: !609)
!615 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UAEPAXI@Z", scope: !309, file: !2, line: 36, type: !410, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !616, retainedNodes: !617)
!616 = !DISubprogram(name: "~Left", scope: !309, type: !410, containingType: !309, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !615, type: !89, flags: DIFlagArtificial)
!619 = !DILocalVariable(name: "this", arg: 1, scope: !615, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!620 = !DILocation(line: 0, scope: !615)
!621 = !DILocation(line: 36, scope: !615)
!622 = !DILocation(line: 0, scope: !220, inlinedAt: !623)
!623 = distinct !DILocation(line: 36, scope: !615)
!624 = !DILocation(line: 93, scope: !220, inlinedAt: !623)
!625 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UAEPAXI@Z", scope: !94, file: !2, line: 37, type: !423, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, declaration: !626, retainedNodes: !627)
!626 = !DISubprogram(name: "~Right", scope: !94, type: !423, containingType: !94, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!627 = !{!628, !629}
!628 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !625, type: !89, flags: DIFlagArtificial)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !625, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DILocation(line: 0, scope: !625)
!631 = !DILocation(line: 37, scope: !625)
!632 = !DILocation(line: 0, scope: !220, inlinedAt: !633)
!633 = distinct !DILocation(line: 37, scope: !625)
!634 = !DILocation(line: 93, scope: !220, inlinedAt: !633)

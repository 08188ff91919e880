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

@"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", comdat, align 1
@"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", comdat, align 1
@"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", comdat, align 1
@"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AURight@@\00" }, comdat
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
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UAEPAXI@Z", ptr @"?area@Rect@@UBENXZ", ptr @"?name@Square@@UBEPBDXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSquare@@@8", ptr @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2Square@@8" }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Square@@8", ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSquare@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Square@@8" }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
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
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UAEXXZ"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCounted@@@8", ptr @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
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
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal unnamed_addr global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4
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
define dso_local noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef readnone returned %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  ret ptr %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  store i64 %3, ptr %0, align 8
  %4 = shl nsw i32 %1, 1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i32 8
  store i64 %5, ptr %6, align 8
  %7 = mul nsw i32 %1, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %0, i32 16
  store i64 %8, ptr %9, align 8
  %10 = sub nsw i32 0, %1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %0, i32 24
  store i64 %11, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %0, i32 32
  %14 = srem i32 %1, 26
  %15 = trunc nsw i32 %14 to i8
  %16 = add nsw i8 %15, 97
  store i8 %16, ptr %13, align 8
  %17 = add nsw i32 %1, 1
  %18 = srem i32 %17, 26
  %19 = trunc nsw i32 %18 to i8
  %20 = add nsw i8 %19, 97
  %21 = getelementptr inbounds i8, ptr %0, i32 33
  store i8 %20, ptr %21, align 1
  %22 = add nsw i32 %1, 2
  %23 = srem i32 %22, 26
  %24 = trunc nsw i32 %23 to i8
  %25 = add nsw i8 %24, 97
  %26 = getelementptr inbounds i8, ptr %0, i32 34
  store i8 %25, ptr %26, align 2
  %27 = add nsw i32 %1, 3
  %28 = srem i32 %27, 26
  %29 = trunc nsw i32 %28 to i8
  %30 = add nsw i8 %29, 97
  %31 = getelementptr inbounds i8, ptr %0, i32 35
  store i8 %30, ptr %31, align 1
  %32 = add nsw i32 %1, 4
  %33 = srem i32 %32, 26
  %34 = trunc nsw i32 %33 to i8
  %35 = add nsw i8 %34, 97
  %36 = getelementptr inbounds i8, ptr %0, i32 36
  store i8 %35, ptr %36, align 4
  %37 = add nsw i32 %1, 5
  %38 = srem i32 %37, 26
  %39 = trunc nsw i32 %38 to i8
  %40 = add nsw i8 %39, 97
  %41 = getelementptr inbounds i8, ptr %0, i32 37
  store i8 %40, ptr %41, align 1
  %42 = add nsw i32 %1, 6
  %43 = srem i32 %42, 26
  %44 = trunc nsw i32 %43 to i8
  %45 = add nsw i8 %44, 97
  %46 = getelementptr inbounds i8, ptr %0, i32 38
  store i8 %45, ptr %46, align 2
  %47 = add nsw i32 %1, 7
  %48 = srem i32 %47, 26
  %49 = trunc nsw i32 %48 to i8
  %50 = add nsw i8 %49, 97
  %51 = getelementptr inbounds i8, ptr %0, i32 39
  store i8 %50, ptr %51, align 1
  %52 = add nsw i32 %1, 8
  %53 = srem i32 %52, 26
  %54 = trunc nsw i32 %53 to i8
  %55 = add nsw i8 %54, 97
  %56 = getelementptr inbounds i8, ptr %0, i32 40
  store i8 %55, ptr %56, align 8
  %57 = add nsw i32 %1, 9
  %58 = srem i32 %57, 26
  %59 = trunc nsw i32 %58 to i8
  %60 = add nsw i8 %59, 97
  %61 = getelementptr inbounds i8, ptr %0, i32 41
  store i8 %60, ptr %61, align 1
  %62 = add nsw i32 %1, 10
  %63 = srem i32 %62, 26
  %64 = trunc nsw i32 %63 to i8
  %65 = add nsw i8 %64, 97
  %66 = getelementptr inbounds i8, ptr %0, i32 42
  store i8 %65, ptr %66, align 2
  %67 = add nsw i32 %1, 11
  %68 = srem i32 %67, 26
  %69 = trunc nsw i32 %68 to i8
  %70 = add nsw i8 %69, 97
  %71 = getelementptr inbounds i8, ptr %0, i32 43
  store i8 %70, ptr %71, align 1
  %72 = getelementptr inbounds i8, ptr %0, i32 44
  store i8 0, ptr %72, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #3 {
  %2 = load i64, ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = load i64, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 16
  %6 = load i64, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %0, i32 24
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 32
  %10 = load i8, ptr %9, align 4
  %11 = add nsw i64 %4, %2
  %12 = add nsw i64 %11, %6
  %13 = add nsw i64 %12, %8
  %14 = sext i8 %10 to i64
  %15 = add nsw i64 %13, %14
  ret i64 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) local_unnamed_addr #4 {
  %3 = fptosi float %1 to i32
  %4 = sitofp i32 %0 to float
  %5 = bitcast float %4 to i32
  %6 = zext i32 %5 to i64
  %7 = shl nuw i64 %6, 32
  %8 = zext i32 %3 to i64
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #5 {
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %3 = tail call ptr @malloc(i32 noundef %2) #18
  ret ptr %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 {
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAXI@Z"(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 {
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #9 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Diamond, align 4
  %2 = alloca %struct.Big, align 8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 6.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_06ICDKOIFG@square?$AA@", double noundef 1.600000e+01)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 4.000000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef 2.600000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef nonnull @"??_C@_06KLKLDLLI@widget?$AA@", i32 noundef 20, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #15
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %1, align 4
  %8 = getelementptr inbounds i8, ptr %1, i32 8
  store ptr @"??_8Diamond@@7BRight@@@", ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %1, i32 20
  %10 = getelementptr inbounds i8, ptr %1, i32 24
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 2, ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 3, ptr %12, align 4
  store ptr @"??_7Diamond@@6B@", ptr %9, align 4
  %13 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 4, ptr %13, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef 10, i32 noundef 3)
  %15 = call ptr @__RTDynamicCast(ptr nonnull %9, i32 0, ptr nonnull @"??_R0?AUBase@@@8", ptr nonnull @"??_R0?AURight@@@8", i32 0)
  %16 = icmp ne ptr %15, null
  %17 = zext i1 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef 196, i32 noundef 141, i32 noundef 0)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 42, double noundef 2.500000e+00)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef 42)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef 9, double noundef 2.500000e+00, ptr noundef nonnull @"??_C@_05NIGAKFML@first?$AA@")
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef 4, ptr noundef nonnull @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef nonnull @"??_C@_06BNJCAIGJ@double?$AA@")
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #15
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i32 noundef 5)
  %24 = getelementptr inbounds i8, ptr %2, i32 32
  %25 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef nonnull byval(%struct.Big) align 4 %2)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %25, ptr noundef nonnull %24)
  %27 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 3, float 9.500000e+00)
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = bitcast i32 %30 to float
  %32 = fpext float %31 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %28, double noundef %32)
  %34 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %35 = load i32, ptr @_Init_thread_epoch, align 4
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %37, label %44, !prof !4

37:                                               ; preds = %0
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15
  %38 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %39 = icmp eq i32 %38, -1
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  call fastcc void @"?registry@@YAAAURegistry@@XZ"()
  %41 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %42 = select i1 %41, i32 3, i32 0
  store i32 %42, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15
  %43 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  br label %44

44:                                               ; preds = %40, %37, %0
  %45 = phi i32 [ %43, %40 ], [ %38, %37 ], [ %34, %0 ]
  %46 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  %48 = load i32, ptr @_Init_thread_epoch, align 4
  %49 = icmp sgt i32 %45, %48
  br i1 %49, label %50, label %56, !prof !4

50:                                               ; preds = %44
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15
  %51 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  call fastcc void @"?registry@@YAAAURegistry@@XZ"()
  %54 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %55 = select i1 %54, i32 3, i32 0
  store i32 %55, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??counter@@YAHXZ@4HA") #15
  br label %56

56:                                               ; preds = %53, %50, %44
  %57 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  %59 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %60 = load i32, ptr @_Init_thread_epoch, align 4
  %61 = icmp sgt i32 %59, %60
  br i1 %61, label %62, label %67, !prof !4

62:                                               ; preds = %56
  call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15
  %63 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %64 = icmp eq i32 %63, -1
  br i1 %64, label %65, label %67

65:                                               ; preds = %62
  store i1 true, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15
  br label %67

67:                                               ; preds = %65, %62, %56
  %68 = load i1, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %69 = select i1 %68, i32 3, i32 0
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %47, i32 noundef %58, i32 noundef %69)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #15
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: mustprogress norecurse nounwind
define internal fastcc void @"?registry@@YAAAURegistry@@XZ"() unnamed_addr #11 personality ptr @__CxxFrameHandler3 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, ptr @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %9, !prof !4

4:                                                ; preds = %0
  tail call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  store i1 true, ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A.0", align 4
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #15
  br label %9

9:                                                ; preds = %7, %4, %0
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRect@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %0)
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  %3 = load double, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i32 16
  %5 = load double, ptr %4, align 8
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Rect@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 {
  tail call void @llvm.trap() #19
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Shape@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #13 comdat align 2 {
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@"
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #14

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %0)
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Square@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 {
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Widget@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 {
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 10
  store i32 %4, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Named@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -20
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %2, i32 %5
  %7 = getelementptr inbounds i8, ptr %6, i32 4
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 -16
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  %12 = getelementptr inbounds i8, ptr %0, i32 -8
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %0, i32 -4
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDiamond@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -20
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %3)
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #13 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %0)
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %2, i32 %5
  %7 = getelementptr inbounds i8, ptr %6, i32 4
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %0, i32 -4
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLeft@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %3)
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRight@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @free(ptr noundef nonnull %3)
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
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

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!"branch_weights", i32 1, i32 1048575}

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

$"??0Rect@@QAE@NN@Z" = comdat any

$"??0Square@@QAE@N@Z" = comdat any

$"??0Widget@@QAE@XZ" = comdat any

$"??0Diamond@@QAE@XZ" = comdat any

$"??A?$Array@H$07@@QAEAAHH@Z" = comdat any

$"??$max_of@N@@YANNN@Z" = comdat any

$"??$max_of@H@@YAHHH@Z" = comdat any

$"?get@?$TypeName@N@@SAPBDXZ" = comdat any

$"?get@?$TypeName@H@@SAPBDXZ" = comdat any

$"??$count_args@HDNPBD@@YAHHDNPBD@Z" = comdat any

$"??_DDiamond@@QAEXXZ" = comdat any

$"??0Shape@@QAE@XZ" = comdat any

$"??_GRect@@UAEPAXI@Z" = comdat any

$"?area@Rect@@UBENXZ" = comdat any

$"?name@Rect@@UBEPBDXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"?name@Shape@@UBEPBDXZ" = comdat any

$"??1Rect@@UAE@XZ" = comdat any

$"??1Shape@@UAE@XZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?name@Square@@UBEPBDXZ" = comdat any

$"??1Square@@UAE@XZ" = comdat any

$"??0Named@@QAE@XZ" = comdat any

$"??0Counted@@QAE@XZ" = comdat any

$"?label@Widget@@UBEPBDXZ" = comdat any

$"?bump@Widget@@UAEXXZ" = comdat any

$"?label@Named@@UBEPBDXZ" = comdat any

$"?bump@Counted@@UAEXXZ" = comdat any

$"??0Base@@QAE@XZ" = comdat any

$"??0Left@@QAE@XZ" = comdat any

$"??0Right@@QAE@XZ" = comdat any

$"?get@Diamond@@UBEHXZ" = comdat any

$"??_GDiamond@@UAEPAXI@Z" = comdat any

$"?get@Base@@UBEHXZ" = comdat any

$"??_GBase@@UAEPAXI@Z" = comdat any

$"??1Base@@UAE@XZ" = comdat any

$"?get@Left@@UBEHXZ" = comdat any

$"??_GLeft@@UAEPAXI@Z" = comdat any

$"??_DLeft@@QAEXXZ" = comdat any

$"??1Left@@UAE@XZ" = comdat any

$"??_GRight@@UAEPAXI@Z" = comdat any

$"??_DRight@@QAEXXZ" = comdat any

$"??1Right@@UAE@XZ" = comdat any

$"??0Registry@@QAE@XZ" = comdat any

$"??1Registry@@QAE@XZ" = comdat any

$"??1Diamond@@UAE@XZ" = comdat any

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
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AURight@@\00" }, comdat
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
@"??_8Left@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@9 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Left@@6B@", ptr @"?get@Left@@UBEHXZ", ptr @"??_GLeft@@UAEPAXI@Z"] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AULeft@@@8", ptr @"??_R3Left@@8" }, comdat
@"??_8Right@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@10 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Right@@6B@", ptr @"?get@Base@@UBEHXZ", ptr @"??_GRight@@UAEPAXI@Z"] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AURight@@@8", ptr @"??_R3Right@@8" }, comdat
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4
@"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" = internal global i32 0, align 4
@"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", comdat, align 1

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

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  store i64 %7, ptr %8, align 8
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %9, 2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  store i64 %11, ptr %12, align 8
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2
  store i64 %15, ptr %16, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 0, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3
  store i64 %19, ptr %20, align 8
  store i32 0, ptr %5, align 4
  br label %21

21:                                               ; preds = %34, %2
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %22, 12
  br i1 %23, label %24, label %37

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %25, %26
  %28 = srem i32 %27, 26
  %29 = add nsw i32 97, %28
  %30 = trunc i32 %29 to i8
  %31 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %32 = load i32, ptr %5, align 4
  %33 = getelementptr inbounds [13 x i8], ptr %31, i32 0, i32 %32
  store i8 %30, ptr %33, align 1
  br label %34

34:                                               ; preds = %24
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %21, !llvm.loop !5

37:                                               ; preds = %21
  %38 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4
  %39 = getelementptr inbounds [13 x i8], ptr %38, i32 0, i32 12
  store i8 0, ptr %39, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 4 %0, i32 48, i1 false)
  %3 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = add nsw i64 %4, %6
  %8 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2
  %9 = load i64, ptr %8, align 8
  %10 = add nsw i64 %7, %9
  %11 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3
  %12 = load i64, ptr %11, align 8
  %13 = add nsw i64 %10, %12
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 4
  %15 = getelementptr inbounds [13 x i8], ptr %14, i32 0, i32 0
  %16 = load i8, ptr %15, align 8
  %17 = sext i8 %16 to i64
  %18 = add nsw i64 %13, %17
  ret i64 %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) #0 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = fptosi float %9 to i32
  store i32 %10, ptr %7, align 4
  %11 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = sitofp i32 %13 to float
  store float %14, ptr %11, align 4
  %15 = load i64, ptr %3, align 4
  ret i64 %15
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ]
  %10 = call ptr @malloc(i32 noundef %9) #11
  ret ptr %10
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) #4 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local void @free(ptr noundef) #5

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAXI@Z"(ptr noundef %0, i32 noundef %1) #4 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %2
  ret void

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #6 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 4
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca %struct.Diamond, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  %18 = alloca %struct.Array, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %class.anon.0, align 4
  %25 = alloca %class.anon, align 4
  %26 = alloca %class.anon.1, align 1
  %27 = alloca ptr, align 4
  %28 = alloca %class.anon.2, align 1
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Pair, align 4
  %32 = alloca %struct.Pair, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %35 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %36 = invoke x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %37 unwind label %79

37:                                               ; preds = %0
  store ptr %35, ptr %2, align 4
  %38 = getelementptr inbounds ptr, ptr %2, i32 1
  %39 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %40 = invoke x86_thiscallcc noundef ptr @"??0Square@@QAE@N@Z"(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 4.000000e+00)
          to label %41 unwind label %81

41:                                               ; preds = %37
  store ptr %39, ptr %38, align 4
  %42 = getelementptr inbounds ptr, ptr %2, i32 2
  %43 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13
  %44 = invoke x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %45 unwind label %83

45:                                               ; preds = %41
  store ptr %43, ptr %42, align 4
  store double 0.000000e+00, ptr %3, align 8
  store ptr %2, ptr %4, align 4
  %46 = load ptr, ptr %4, align 4
  %47 = getelementptr inbounds [3 x ptr], ptr %46, i32 0, i32 0
  store ptr %47, ptr %5, align 4
  %48 = load ptr, ptr %4, align 4
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds ptr, ptr %49, i32 3
  store ptr %50, ptr %6, align 4
  br label %51

51:                                               ; preds = %76, %45
  %52 = load ptr, ptr %5, align 4
  %53 = load ptr, ptr %6, align 4
  %54 = icmp ne ptr %52, %53
  br i1 %54, label %55, label %85

55:                                               ; preds = %51
  %56 = load ptr, ptr %5, align 4
  %57 = load ptr, ptr %56, align 4
  store ptr %57, ptr %7, align 4
  %58 = load ptr, ptr %7, align 4
  %59 = load ptr, ptr %58, align 4
  %60 = getelementptr inbounds ptr, ptr %59, i64 1
  %61 = load ptr, ptr %60, align 4
  %62 = call x86_thiscallcc noundef double %61(ptr noundef nonnull align 4 dereferenceable(4) %58)
  %63 = load ptr, ptr %7, align 4
  %64 = load ptr, ptr %63, align 4
  %65 = getelementptr inbounds ptr, ptr %64, i64 2
  %66 = load ptr, ptr %65, align 4
  %67 = call x86_thiscallcc noundef ptr %66(ptr noundef nonnull align 4 dereferenceable(4) %63)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef %67, double noundef %62)
  %69 = load ptr, ptr %7, align 4
  %70 = load ptr, ptr %69, align 4
  %71 = getelementptr inbounds ptr, ptr %70, i64 1
  %72 = load ptr, ptr %71, align 4
  %73 = call x86_thiscallcc noundef double %72(ptr noundef nonnull align 4 dereferenceable(4) %69)
  %74 = load double, ptr %3, align 8
  %75 = fadd double %74, %73
  store double %75, ptr %3, align 8
  br label %76

76:                                               ; preds = %55
  %77 = load ptr, ptr %5, align 4
  %78 = getelementptr inbounds ptr, ptr %77, i32 1
  store ptr %78, ptr %5, align 4
  br label %51

79:                                               ; preds = %0
  %80 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef %35, i32 noundef 24) #14 [ "funclet"(token %80) ]
  cleanupret from %80 unwind to caller

81:                                               ; preds = %37
  %82 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef %39, i32 noundef 24) #14 [ "funclet"(token %82) ]
  cleanupret from %82 unwind to caller

83:                                               ; preds = %41
  %84 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef %43, i32 noundef 24) #14 [ "funclet"(token %84) ]
  cleanupret from %84 unwind to caller

85:                                               ; preds = %51
  store ptr %2, ptr %8, align 4
  %86 = load ptr, ptr %8, align 4
  %87 = getelementptr inbounds [3 x ptr], ptr %86, i32 0, i32 0
  store ptr %87, ptr %9, align 4
  %88 = load ptr, ptr %8, align 4
  %89 = getelementptr inbounds [3 x ptr], ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds ptr, ptr %89, i32 3
  store ptr %90, ptr %10, align 4
  br label %91

91:                                               ; preds = %106, %85
  %92 = load ptr, ptr %9, align 4
  %93 = load ptr, ptr %10, align 4
  %94 = icmp ne ptr %92, %93
  br i1 %94, label %95, label %109

95:                                               ; preds = %91
  %96 = load ptr, ptr %9, align 4
  %97 = load ptr, ptr %96, align 4
  store ptr %97, ptr %11, align 4
  %98 = load ptr, ptr %11, align 4
  %99 = icmp eq ptr %98, null
  br i1 %99, label %105, label %100

100:                                              ; preds = %95
  %101 = load ptr, ptr %98, align 4
  %102 = getelementptr inbounds ptr, ptr %101, i64 0
  %103 = load ptr, ptr %102, align 4
  %104 = call x86_thiscallcc noundef ptr %103(ptr noundef nonnull align 4 dereferenceable(4) %98, i32 noundef 1) #9
  br label %105

105:                                              ; preds = %100, %95
  br label %106

106:                                              ; preds = %105
  %107 = load ptr, ptr %9, align 4
  %108 = getelementptr inbounds ptr, ptr %107, i32 1
  store ptr %108, ptr %9, align 4
  br label %91

109:                                              ; preds = %91
  %110 = load double, ptr %3, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef %110)
  %112 = call x86_thiscallcc noundef ptr @"??0Widget@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %12) #9
  %113 = icmp eq ptr %12, null
  br i1 %113, label %116, label %114

114:                                              ; preds = %109
  %115 = getelementptr inbounds i8, ptr %12, i32 8
  br label %116

116:                                              ; preds = %114, %109
  %117 = phi ptr [ %115, %114 ], [ null, %109 ]
  store ptr %117, ptr %13, align 4
  store ptr %12, ptr %14, align 4
  %118 = load ptr, ptr %13, align 4
  %119 = load ptr, ptr %118, align 4
  %120 = getelementptr inbounds ptr, ptr %119, i64 0
  %121 = load ptr, ptr %120, align 4
  call x86_thiscallcc void %121(ptr noundef nonnull align 4 dereferenceable(8) %118)
  %122 = load ptr, ptr %13, align 4
  %123 = load ptr, ptr %122, align 4
  %124 = getelementptr inbounds ptr, ptr %123, i64 0
  %125 = load ptr, ptr %124, align 4
  call x86_thiscallcc void %125(ptr noundef nonnull align 4 dereferenceable(8) %122)
  %126 = getelementptr inbounds %struct.Named, ptr %12, i32 0, i32 1
  %127 = load i32, ptr %126, align 4
  %128 = getelementptr inbounds i8, ptr %12, i32 8
  %129 = getelementptr inbounds %struct.Counted, ptr %128, i32 0, i32 1
  %130 = load i32, ptr %129, align 4
  %131 = load ptr, ptr %14, align 4
  %132 = load ptr, ptr %131, align 4
  %133 = getelementptr inbounds ptr, ptr %132, i64 0
  %134 = load ptr, ptr %133, align 4
  %135 = call x86_thiscallcc noundef ptr %134(ptr noundef nonnull align 4 dereferenceable(8) %131)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef %135, i32 noundef %130, i32 noundef %127)
  %137 = call x86_thiscallcc noundef ptr @"??0Diamond@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %15, i32 noundef 1) #9
  %138 = icmp eq ptr %15, null
  br i1 %138, label %146, label %139

139:                                              ; preds = %116
  %140 = getelementptr inbounds i8, ptr %15, i32 0
  %141 = load ptr, ptr %140, align 4
  %142 = getelementptr inbounds i32, ptr %141, i32 1
  %143 = load i32, ptr %142, align 4
  %144 = add nsw i32 0, %143
  %145 = getelementptr inbounds i8, ptr %15, i32 %144
  br label %146

146:                                              ; preds = %139, %116
  %147 = phi ptr [ %145, %139 ], [ null, %116 ]
  store ptr %147, ptr %16, align 4
  store ptr %15, ptr %17, align 4
  %148 = getelementptr inbounds i8, ptr %15, i32 8
  %149 = getelementptr inbounds %struct.Right, ptr %148, i32 0, i32 1
  %150 = load i32, ptr %149, align 4
  %151 = load ptr, ptr %17, align 4
  %152 = getelementptr inbounds i8, ptr %151, i32 0
  %153 = load ptr, ptr %152, align 4
  %154 = getelementptr inbounds i32, ptr %153, i32 1
  %155 = load i32, ptr %154, align 4
  %156 = add nsw i32 0, %155
  %157 = getelementptr inbounds i8, ptr %151, i32 %156
  %158 = getelementptr inbounds i8, ptr %151, i32 0
  %159 = load ptr, ptr %158, align 4
  %160 = getelementptr inbounds i32, ptr %159, i32 1
  %161 = load i32, ptr %160, align 4
  %162 = add nsw i32 0, %161
  %163 = getelementptr inbounds i8, ptr %151, i32 %162
  %164 = load ptr, ptr %163, align 4
  %165 = getelementptr inbounds ptr, ptr %164, i64 0
  %166 = load ptr, ptr %165, align 4
  %167 = invoke x86_thiscallcc noundef i32 %166(ptr noundef %157)
          to label %168 unwind label %272

168:                                              ; preds = %146
  %169 = load ptr, ptr %16, align 4
  %170 = load ptr, ptr %169, align 4
  %171 = getelementptr inbounds ptr, ptr %170, i64 0
  %172 = load ptr, ptr %171, align 4
  %173 = invoke x86_thiscallcc noundef i32 %172(ptr noundef nonnull align 4 dereferenceable(8) %169)
          to label %174 unwind label %272

174:                                              ; preds = %168
  %175 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %173, i32 noundef %167, i32 noundef %150)
          to label %176 unwind label %272

176:                                              ; preds = %174
  %177 = load ptr, ptr %16, align 4
  %178 = invoke ptr @__RTDynamicCast(ptr %177, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R0?AURight@@@8", i32 0)
          to label %179 unwind label %272

179:                                              ; preds = %176
  br label %180

180:                                              ; preds = %179
  %181 = icmp ne ptr %178, null
  %182 = zext i1 %181 to i32
  %183 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %182)
          to label %184 unwind label %272

184:                                              ; preds = %180
  store i32 0, ptr %19, align 4
  br label %185

185:                                              ; preds = %195, %184
  %186 = load i32, ptr %19, align 4
  %187 = icmp slt i32 %186, 8
  br i1 %187, label %188, label %198

188:                                              ; preds = %185
  %189 = load i32, ptr %19, align 4
  %190 = load i32, ptr %19, align 4
  %191 = mul nsw i32 %189, %190
  %192 = load i32, ptr %19, align 4
  %193 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QAEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %192)
          to label %194 unwind label %272

194:                                              ; preds = %188
  store i32 %191, ptr %193, align 4
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %19, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %19, align 4
  br label %185, !llvm.loop !7

198:                                              ; preds = %185
  store i32 7, ptr %20, align 4
  %199 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0
  %200 = load i32, ptr %20, align 4
  store i32 %200, ptr %199, align 4
  store i32 0, ptr %22, align 4
  %201 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0
  store ptr %22, ptr %201, align 4
  %202 = load i32, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %24, ptr align 4 %23, i32 4, i1 false)
  %203 = getelementptr inbounds %class.anon.0, ptr %24, i32 0, i32 0
  %204 = load ptr, ptr %203, align 4
  %205 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, ptr %204)
          to label %206 unwind label %272

206:                                              ; preds = %198
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 4 %21, i32 4, i1 false)
  %207 = getelementptr inbounds %class.anon, ptr %25, i32 0, i32 0
  %208 = load i32, ptr %207, align 4
  %209 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %208)
          to label %210 unwind label %272

210:                                              ; preds = %206
  %211 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef %209, i32 noundef %205, i32 noundef %202)
          to label %212 unwind label %272

212:                                              ; preds = %210
  %213 = invoke x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %214 unwind label %272

214:                                              ; preds = %212
  %215 = invoke x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %216 unwind label %272

216:                                              ; preds = %214
  %217 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %215, double noundef %213)
          to label %218 unwind label %272

218:                                              ; preds = %216
  %219 = call x86_thiscallcc noundef ptr @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %28) #9
  store ptr %219, ptr %27, align 4
  %220 = load ptr, ptr %27, align 4
  %221 = invoke noundef i32 %220(i32 noundef 14)
          to label %222 unwind label %272

222:                                              ; preds = %218
  %223 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef %221)
          to label %224 unwind label %272

224:                                              ; preds = %222
  %225 = call noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef @"??_C@_05NIGAKFML@first?$AA@", ptr noundef @"??_C@_06BJCFNGJP@second?$AA@")
  %226 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %227 unwind label %272

227:                                              ; preds = %224
  %228 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %229 unwind label %272

229:                                              ; preds = %227
  %230 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef %228, double noundef %226, ptr noundef %225)
          to label %231 unwind label %272

231:                                              ; preds = %229
  %232 = invoke noundef ptr @"?get@?$TypeName@N@@SAPBDXZ"()
          to label %233 unwind label %272

233:                                              ; preds = %231
  %234 = invoke noundef ptr @"?get@?$TypeName@H@@SAPBDXZ"()
          to label %235 unwind label %272

235:                                              ; preds = %233
  %236 = invoke noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %237 unwind label %272

237:                                              ; preds = %235
  %238 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef %236, ptr noundef %234, ptr noundef %232)
          to label %239 unwind label %272

239:                                              ; preds = %237
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef 5)
  %240 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 4
  %241 = getelementptr inbounds [13 x i8], ptr %240, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %30, ptr align 8 %29, i32 48, i1 false)
  %242 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef byval(%struct.Big) align 4 %30)
  %243 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %242, ptr noundef %241)
          to label %244 unwind label %272

244:                                              ; preds = %239
  %245 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0
  store i32 3, ptr %245, align 4
  %246 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1
  store float 9.500000e+00, ptr %246, align 4
  %247 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0
  %248 = load i32, ptr %247, align 4
  %249 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1
  %250 = load float, ptr %249, align 4
  %251 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %248, float %250)
  store i64 %251, ptr %31, align 4
  %252 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 1
  %253 = load float, ptr %252, align 4
  %254 = fpext float %253 to double
  %255 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 0
  %256 = load i32, ptr %255, align 4
  %257 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %256, double noundef %254)
          to label %258 unwind label %272

258:                                              ; preds = %244
  %259 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %260 unwind label %272

260:                                              ; preds = %258
  store i32 %259, ptr %33, align 4
  %261 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %262 unwind label %272

262:                                              ; preds = %260
  store i32 %261, ptr %34, align 4
  %263 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"()
          to label %264 unwind label %272

264:                                              ; preds = %262
  %265 = getelementptr inbounds %struct.Registry, ptr %263, i32 0, i32 0
  %266 = load i32, ptr %265, align 4
  %267 = load i32, ptr %34, align 4
  %268 = load i32, ptr %33, align 4
  %269 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %268, i32 noundef %267, i32 noundef %266)
          to label %270 unwind label %272

270:                                              ; preds = %264
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %15) #9
  %271 = load i32, ptr %1, align 4
  ret i32 %271

272:                                              ; preds = %264, %262, %260, %258, %244, %239, %237, %235, %233, %231, %229, %227, %224, %222, %218, %216, %214, %212, %210, %206, %198, %188, %180, %176, %174, %168, %146
  %273 = cleanuppad within none []
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %15) #9 [ "funclet"(token %273) ]
  cleanupret from %273 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat align 2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  store double %2, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = call x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #9
  store ptr @"??_7Rect@@6B@", ptr %7, align 8
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1
  %10 = load double, ptr %5, align 8
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2
  %12 = load double, ptr %4, align 8
  store double %12, ptr %11, align 8
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Square@@QAE@N@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  store double %1, ptr %3, align 8
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = call x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %7, double noundef %6)
  store ptr @"??_7Square@@6B@", ptr %5, align 8
  ret ptr %5
}

declare dso_local i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Widget@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Named@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call x86_thiscallcc noundef ptr @"??0Counted@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  store ptr @"??_7Widget@@6BNamed@@@", ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr @"??_7Widget@@6BCounted@@@", ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Diamond@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  store ptr @"??_8Diamond@@7BRight@@@", ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %6, i32 20
  %13 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %12) #9
  br label %14

14:                                               ; preds = %9, %2
  %15 = call x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 0) #9
  %16 = getelementptr inbounds i8, ptr %6, i32 8
  %17 = call x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %16, i32 noundef 0) #9
  %18 = getelementptr inbounds i8, ptr %6, i32 0
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds i32, ptr %19, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 0, %21
  %23 = getelementptr inbounds i8, ptr %6, i32 %22
  store ptr @"??_7Diamond@@6B@", ptr %23, align 4
  %24 = getelementptr inbounds %struct.Diamond, ptr %6, i32 0, i32 2
  store i32 4, ptr %24, align 4
  %25 = load ptr, ptr %3, align 4
  ret ptr %25
}

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QAEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr %2) #7 align 2 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store ptr %2, ptr %8, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %9 = load ptr, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = getelementptr inbounds [8 x i32], ptr %14, i32 0, i32 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %5, align 4
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QAE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17)
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %10, !llvm.loop !8

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 align 2 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %9 = load ptr, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = getelementptr inbounds [8 x i32], ptr %14, i32 0, i32 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %5, align 4
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17)
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %10, !llvm.loop !9

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  store double %1, ptr %3, align 8
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef ptr @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, ptr %3, align 8
  store double %0, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@N@@SAPBDXZ"() #0 comdat align 2 {
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@H@@SAPBDXZ"() #0 comdat align 2 {
  ret ptr @"??_C@_03JBIPMCLC@int?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 comdat {
  %5 = alloca ptr, align 4
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %3, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i8 %1, ptr %7, align 1
  store i32 %0, ptr %8, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?counter@@YAHXZ"() #7 personality ptr @__CxxFrameHandler3 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %2 = load i32, ptr @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %12, !prof !10

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9
  %5 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"()
          to label %9 unwind label %15

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, ptr %8, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9
  br label %12

12:                                               ; preds = %9, %4, %0
  %13 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4
  ret i32 %14

15:                                               ; preds = %7
  %16 = cleanuppad within none []
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"() #7 personality ptr @__CxxFrameHandler3 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %2 = load i32, ptr @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %11, !prof !10

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = invoke x86_thiscallcc noundef ptr @"??0Registry@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12

9:                                                ; preds = %7
  %10 = call i32 @atexit(ptr @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #9
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9
  br label %11

11:                                               ; preds = %9, %4, %0
  ret ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A"

12:                                               ; preds = %7
  %13 = cleanuppad within none []
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 20
  call x86_thiscallcc void @"??1Diamond@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Shape@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRect@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 24) #14
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Rect@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Shape@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@"
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 24) #14
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Square@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Named@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Named@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Counted@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Counted@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Widget@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = getelementptr inbounds i8, ptr %4, i32 8
  %6 = getelementptr inbounds %struct.Counted, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 10
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Named@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Base@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8Left@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11) #9
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 0, %17
  %19 = getelementptr inbounds i8, ptr %6, i32 %18
  store ptr @"??_7Left@@6B@", ptr %19, align 4
  %20 = getelementptr inbounds %struct.Left, ptr %6, i32 0, i32 1
  store i32 2, ptr %20, align 4
  %21 = load ptr, ptr %3, align 4
  ret ptr %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0
  store ptr @"??_8Right@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11) #9
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 0, %17
  %19 = getelementptr inbounds i8, ptr %6, i32 %18
  store ptr @"??_7Right@@6B@", ptr %19, align 4
  %20 = getelementptr inbounds %struct.Right, ptr %6, i32 0, i32 1
  store i32 3, ptr %20, align 4
  %21 = load ptr, ptr %3, align 4
  ret ptr %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -20
  %5 = getelementptr inbounds i8, ptr %4, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %6, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 0, %8
  %10 = getelementptr inbounds i8, ptr %4, i32 %9
  %11 = getelementptr inbounds %struct.Base, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  %16 = getelementptr inbounds i8, ptr %4, i32 8
  %17 = getelementptr inbounds %struct.Right, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds %struct.Diamond, ptr %4, i32 0, i32 2
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %19, %21
  ret i32 %22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDiamond@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -20
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 28) #14
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #14
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = getelementptr inbounds i8, ptr %4, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %6, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 0, %8
  %10 = getelementptr inbounds i8, ptr %4, i32 %9
  %11 = getelementptr inbounds %struct.Base, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  ret i32 %15
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLeft@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DLeft@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #14
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DLeft@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRight@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DRight@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #14
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DRight@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %4) #9
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #7 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 %6, 3
  ret i32 %7
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Registry@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0
  store i32 3, ptr %4, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@")
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Registry@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: noinline
define internal void @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ"() #10 {
  call x86_thiscallcc void @"??1Registry@@QAE@XZ"(ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #9

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Diamond@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -20
  %5 = getelementptr inbounds i8, ptr %4, i32 8
  %6 = getelementptr i8, ptr %5, i32 8
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %6) #9
  %7 = getelementptr i8, ptr %4, i32 8
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %7) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QBE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QAE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 %15, 1
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %16, %17
  br label %21

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ]
  ret i32 %22
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = !{!"branch_weights", i32 1, i32 1048575}

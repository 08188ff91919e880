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
@"??_C@_06BJCFNGJP@second?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"second\00", comdat, align 1, !dbg !37
@"??_C@_05NIGAKFML@first?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"first\00", comdat, align 1, !dbg !39
@"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", comdat, align 1, !dbg !44
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1, !dbg !49
@"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", comdat, align 1, !dbg !54
@"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", comdat, align 1, !dbg !59
@"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", comdat, align 1, !dbg !61
@"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", comdat, align 1, !dbg !66
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
@"??_C@_05KFCIHKGL@shape?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"shape\00", comdat, align 1, !dbg !71
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1, !dbg !73
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UAEPAXI@Z", ptr @"?area@Rect@@UBENXZ", ptr @"?name@Square@@UBEPBDXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSquare@@@8", ptr @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2Square@@8" }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Square@@8", ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSquare@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Square@@8" }, comdat
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1, !dbg !78
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
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1, !dbg !80
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UAEXXZ"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCounted@@@8", ptr @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1, !dbg !82
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
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1, !dbg !84
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1, !dbg !86
@"?n@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4, !dbg !91
@"?$TSS0@?1??counter@@YAHXZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A" = internal global %struct.Registry zeroinitializer, align 4, !dbg !133
@"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" = internal global i32 0, align 4
@"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", comdat, align 1, !dbg !139

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
define dso_local noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef %0, ptr noundef %1) #0 !dbg !151 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
    #dbg_declare(ptr %3, !158, !DIExpression(), !159)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !160, !DIExpression(), !159)
  %5 = load ptr, ptr %4, align 4, !dbg !159
  ret ptr %5, !dbg !159
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !161 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !173, !DIExpression(), !174)
    #dbg_declare(ptr %3, !175, !DIExpression(DW_OP_deref), !176)
  %6 = load i32, ptr %4, align 4, !dbg !177
  %7 = sext i32 %6 to i64, !dbg !177
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !177
  store i64 %7, ptr %8, align 8, !dbg !177
  %9 = load i32, ptr %4, align 4, !dbg !177
  %10 = mul nsw i32 %9, 2, !dbg !177
  %11 = sext i32 %10 to i64, !dbg !177
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !177
  store i64 %11, ptr %12, align 8, !dbg !177
  %13 = load i32, ptr %4, align 4, !dbg !177
  %14 = mul nsw i32 %13, 3, !dbg !177
  %15 = sext i32 %14 to i64, !dbg !177
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !177
  store i64 %15, ptr %16, align 8, !dbg !177
  %17 = load i32, ptr %4, align 4, !dbg !177
  %18 = sub nsw i32 0, %17, !dbg !177
  %19 = sext i32 %18 to i64, !dbg !177
  %20 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !177
  store i64 %19, ptr %20, align 8, !dbg !177
    #dbg_declare(ptr %5, !178, !DIExpression(), !180)
  store i32 0, ptr %5, align 4, !dbg !180
  br label %21, !dbg !180

21:                                               ; preds = %34, %2
  %22 = load i32, ptr %5, align 4, !dbg !180
  %23 = icmp slt i32 %22, 12, !dbg !180
  br i1 %23, label %24, label %37, !dbg !180

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4, !dbg !181
  %26 = load i32, ptr %5, align 4, !dbg !181
  %27 = add nsw i32 %25, %26, !dbg !181
  %28 = srem i32 %27, 26, !dbg !181
  %29 = add nsw i32 97, %28, !dbg !181
  %30 = trunc i32 %29 to i8, !dbg !181
  %31 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !181
  %32 = load i32, ptr %5, align 4, !dbg !181
  %33 = getelementptr inbounds [13 x i8], ptr %31, i32 0, i32 %32, !dbg !181
  store i8 %30, ptr %33, align 1, !dbg !181
  br label %34, !dbg !181

34:                                               ; preds = %24
  %35 = load i32, ptr %5, align 4, !dbg !181
  %36 = add nsw i32 %35, 1, !dbg !181
  store i32 %36, ptr %5, align 4, !dbg !181
  br label %21, !dbg !181, !llvm.loop !183

37:                                               ; preds = %21
  %38 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !185
  %39 = getelementptr inbounds [13 x i8], ptr %38, i32 0, i32 12, !dbg !185
  store i8 0, ptr %39, align 4, !dbg !185
  ret void, !dbg !186
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef byval(%struct.Big) align 4 %0) #0 !dbg !187 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 4 %0, i32 48, i1 false)
    #dbg_declare(ptr %2, !190, !DIExpression(), !191)
  %3 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0, !dbg !191
  %4 = load i64, ptr %3, align 8, !dbg !191
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1, !dbg !191
  %6 = load i64, ptr %5, align 8, !dbg !191
  %7 = add nsw i64 %4, %6, !dbg !191
  %8 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2, !dbg !191
  %9 = load i64, ptr %8, align 8, !dbg !191
  %10 = add nsw i64 %7, %9, !dbg !191
  %11 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3, !dbg !191
  %12 = load i64, ptr %11, align 8, !dbg !191
  %13 = add nsw i64 %10, %12, !dbg !191
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 4, !dbg !191
  %15 = getelementptr inbounds [13 x i8], ptr %14, i32 0, i32 0, !dbg !191
  %16 = load i8, ptr %15, align 8, !dbg !191
  %17 = sext i8 %16 to i64, !dbg !191
  %18 = add nsw i64 %13, %17, !dbg !191
  ret i64 %18, !dbg !191
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %0, float %1) #0 !dbg !192 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 4
    #dbg_declare(ptr %4, !195, !DIExpression(), !196)
    #dbg_declare(ptr %3, !197, !DIExpression(), !196)
  %7 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0, !dbg !196
  %8 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1, !dbg !196
  %9 = load float, ptr %8, align 4, !dbg !196
  %10 = fptosi float %9 to i32, !dbg !196
  store i32 %10, ptr %7, align 4, !dbg !196
  %11 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1, !dbg !196
  %12 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0, !dbg !196
  %13 = load i32, ptr %12, align 4, !dbg !196
  %14 = sitofp i32 %13 to float, !dbg !196
  store float %14, ptr %11, align 4, !dbg !196
  %15 = load i64, ptr %3, align 4, !dbg !196
  ret i64 %15, !dbg !196
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #2 !dbg !198 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !203, !DIExpression(), !204)
  %3 = load i32, ptr %2, align 4, !dbg !204
  %4 = icmp ne i32 %3, 0, !dbg !204
  br i1 %4, label %5, label %7, !dbg !204

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !204
  br label %8, !dbg !204

7:                                                ; preds = %1
  br label %8, !dbg !204

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !204
  %10 = call ptr @malloc(i32 noundef %9) #11, !dbg !204
  ret ptr %10, !dbg !204
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) #4 personality ptr @__CxxFrameHandler3 !dbg !205 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !208, !DIExpression(), !209)
  %3 = load ptr, ptr %2, align 4, !dbg !209
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !209

4:                                                ; preds = %1
  ret void, !dbg !209

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !209
  call void @__std_terminate() #12 [ "funclet"(token %6) ], !dbg !209
  unreachable, !dbg !209
}

declare dso_local void @free(ptr noundef) #5

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAXI@Z"(ptr noundef %0, i32 noundef %1) #4 personality ptr @__CxxFrameHandler3 !dbg !210 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !213, !DIExpression(), !214)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !215, !DIExpression(), !214)
  %5 = load ptr, ptr %4, align 4, !dbg !214
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !214

6:                                                ; preds = %2
  ret void, !dbg !214

7:                                                ; preds = %2
  %8 = cleanuppad within none [], !dbg !214
  call void @__std_terminate() #12 [ "funclet"(token %8) ], !dbg !214
  unreachable, !dbg !214
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #6 personality ptr @__CxxFrameHandler3 !dbg !216 {
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
    #dbg_declare(ptr %2, !217, !DIExpression(), !240)
  %35 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13, !dbg !240, !heapallocsite !241
  %36 = invoke x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %37 unwind label %79, !dbg !240

37:                                               ; preds = %0
  store ptr %35, ptr %2, align 4, !dbg !240
  %38 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !240
  %39 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13, !dbg !240, !heapallocsite !258
  %40 = invoke x86_thiscallcc noundef ptr @"??0Square@@QAE@N@Z"(ptr noundef nonnull align 8 dereferenceable(24) %39, double noundef 4.000000e+00)
          to label %41 unwind label %81, !dbg !240

41:                                               ; preds = %37
  store ptr %39, ptr %38, align 4, !dbg !240
  %42 = getelementptr inbounds ptr, ptr %2, i32 2, !dbg !240
  %43 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 24) #13, !dbg !240, !heapallocsite !241
  %44 = invoke x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %45 unwind label %83, !dbg !240

45:                                               ; preds = %41
  store ptr %43, ptr %42, align 4, !dbg !240
    #dbg_declare(ptr %3, !270, !DIExpression(), !271)
  store double 0.000000e+00, ptr %3, align 8, !dbg !271
    #dbg_declare(ptr %4, !272, !DIExpression(), !275)
  store ptr %2, ptr %4, align 4, !dbg !276
    #dbg_declare(ptr %5, !277, !DIExpression(), !275)
  %46 = load ptr, ptr %4, align 4, !dbg !276
  %47 = getelementptr inbounds [3 x ptr], ptr %46, i32 0, i32 0, !dbg !276
  store ptr %47, ptr %5, align 4, !dbg !276
    #dbg_declare(ptr %6, !279, !DIExpression(), !275)
  %48 = load ptr, ptr %4, align 4, !dbg !276
  %49 = getelementptr inbounds [3 x ptr], ptr %48, i32 0, i32 0, !dbg !276
  %50 = getelementptr inbounds ptr, ptr %49, i32 3, !dbg !276
  store ptr %50, ptr %6, align 4, !dbg !276
  br label %51, !dbg !276

51:                                               ; preds = %76, %45
  %52 = load ptr, ptr %5, align 4, !dbg !276
  %53 = load ptr, ptr %6, align 4, !dbg !276
  %54 = icmp ne ptr %52, %53, !dbg !276
  br i1 %54, label %55, label %85, !dbg !276

55:                                               ; preds = %51
    #dbg_declare(ptr %7, !280, !DIExpression(), !282)
  %56 = load ptr, ptr %5, align 4, !dbg !282
  %57 = load ptr, ptr %56, align 4, !dbg !282
  store ptr %57, ptr %7, align 4, !dbg !282
  %58 = load ptr, ptr %7, align 4, !dbg !283
  %59 = load ptr, ptr %58, align 4, !dbg !283
  %60 = getelementptr inbounds ptr, ptr %59, i64 1, !dbg !283
  %61 = load ptr, ptr %60, align 4, !dbg !283
  %62 = call x86_thiscallcc noundef double %61(ptr noundef nonnull align 4 dereferenceable(4) %58), !dbg !283
  %63 = load ptr, ptr %7, align 4, !dbg !283
  %64 = load ptr, ptr %63, align 4, !dbg !283
  %65 = getelementptr inbounds ptr, ptr %64, i64 2, !dbg !283
  %66 = load ptr, ptr %65, align 4, !dbg !283
  %67 = call x86_thiscallcc noundef ptr %66(ptr noundef nonnull align 4 dereferenceable(4) %63), !dbg !283
  %68 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08PJPFOJIA@?$CFs?5?$CF?42f?6?$AA@", ptr noundef %67, double noundef %62), !dbg !283
  %69 = load ptr, ptr %7, align 4, !dbg !285
  %70 = load ptr, ptr %69, align 4, !dbg !285
  %71 = getelementptr inbounds ptr, ptr %70, i64 1, !dbg !285
  %72 = load ptr, ptr %71, align 4, !dbg !285
  %73 = call x86_thiscallcc noundef double %72(ptr noundef nonnull align 4 dereferenceable(4) %69), !dbg !285
  %74 = load double, ptr %3, align 8, !dbg !285
  %75 = fadd double %74, %73, !dbg !285
  store double %75, ptr %3, align 8, !dbg !285
  br label %76, !dbg !276

76:                                               ; preds = %55
  %77 = load ptr, ptr %5, align 4, !dbg !276
  %78 = getelementptr inbounds ptr, ptr %77, i32 1, !dbg !276
  store ptr %78, ptr %5, align 4, !dbg !276
  br label %51, !dbg !276, !llvm.loop !286

79:                                               ; preds = %0
  %80 = cleanuppad within none [], !dbg !240
  call void @"??3@YAXPAXI@Z"(ptr noundef %35, i32 noundef 24) #14 [ "funclet"(token %80) ], !dbg !240
  cleanupret from %80 unwind to caller, !dbg !240

81:                                               ; preds = %37
  %82 = cleanuppad within none [], !dbg !240
  call void @"??3@YAXPAXI@Z"(ptr noundef %39, i32 noundef 24) #14 [ "funclet"(token %82) ], !dbg !240
  cleanupret from %82 unwind to caller, !dbg !240

83:                                               ; preds = %41
  %84 = cleanuppad within none [], !dbg !240
  call void @"??3@YAXPAXI@Z"(ptr noundef %43, i32 noundef 24) #14 [ "funclet"(token %84) ], !dbg !240
  cleanupret from %84 unwind to caller, !dbg !240

85:                                               ; preds = %51
    #dbg_declare(ptr %8, !288, !DIExpression(), !290)
  store ptr %2, ptr %8, align 4, !dbg !291
    #dbg_declare(ptr %9, !292, !DIExpression(), !290)
  %86 = load ptr, ptr %8, align 4, !dbg !291
  %87 = getelementptr inbounds [3 x ptr], ptr %86, i32 0, i32 0, !dbg !291
  store ptr %87, ptr %9, align 4, !dbg !291
    #dbg_declare(ptr %10, !293, !DIExpression(), !290)
  %88 = load ptr, ptr %8, align 4, !dbg !291
  %89 = getelementptr inbounds [3 x ptr], ptr %88, i32 0, i32 0, !dbg !291
  %90 = getelementptr inbounds ptr, ptr %89, i32 3, !dbg !291
  store ptr %90, ptr %10, align 4, !dbg !291
  br label %91, !dbg !291

91:                                               ; preds = %106, %85
  %92 = load ptr, ptr %9, align 4, !dbg !291
  %93 = load ptr, ptr %10, align 4, !dbg !291
  %94 = icmp ne ptr %92, %93, !dbg !291
  br i1 %94, label %95, label %109, !dbg !291

95:                                               ; preds = %91
    #dbg_declare(ptr %11, !294, !DIExpression(), !296)
  %96 = load ptr, ptr %9, align 4, !dbg !296
  %97 = load ptr, ptr %96, align 4, !dbg !296
  store ptr %97, ptr %11, align 4, !dbg !296
  %98 = load ptr, ptr %11, align 4, !dbg !296
  %99 = icmp eq ptr %98, null, !dbg !296
  br i1 %99, label %105, label %100, !dbg !296

100:                                              ; preds = %95
  %101 = load ptr, ptr %98, align 4, !dbg !296
  %102 = getelementptr inbounds ptr, ptr %101, i64 0, !dbg !296
  %103 = load ptr, ptr %102, align 4, !dbg !296
  %104 = call x86_thiscallcc noundef ptr %103(ptr noundef nonnull align 4 dereferenceable(4) %98, i32 noundef 1) #9, !dbg !296
  br label %105, !dbg !296

105:                                              ; preds = %100, %95
  br label %106, !dbg !291

106:                                              ; preds = %105
  %107 = load ptr, ptr %9, align 4, !dbg !291
  %108 = getelementptr inbounds ptr, ptr %107, i32 1, !dbg !291
  store ptr %108, ptr %9, align 4, !dbg !291
  br label %91, !dbg !291, !llvm.loop !297

109:                                              ; preds = %91
  %110 = load double, ptr %3, align 8, !dbg !298
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OEGEEPFD@total?5area?5?$CF?42f?6?$AA@", double noundef %110), !dbg !298
    #dbg_declare(ptr %12, !299, !DIExpression(), !332)
  %112 = call x86_thiscallcc noundef ptr @"??0Widget@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %12) #9, !dbg !332
    #dbg_declare(ptr %13, !333, !DIExpression(), !335)
  %113 = icmp eq ptr %12, null, !dbg !335
  br i1 %113, label %116, label %114, !dbg !335

114:                                              ; preds = %109
  %115 = getelementptr inbounds i8, ptr %12, i32 8, !dbg !335
  br label %116, !dbg !335

116:                                              ; preds = %114, %109
  %117 = phi ptr [ %115, %114 ], [ null, %109 ], !dbg !335
  store ptr %117, ptr %13, align 4, !dbg !335
    #dbg_declare(ptr %14, !336, !DIExpression(), !338)
  store ptr %12, ptr %14, align 4, !dbg !338
  %118 = load ptr, ptr %13, align 4, !dbg !339
  %119 = load ptr, ptr %118, align 4, !dbg !339
  %120 = getelementptr inbounds ptr, ptr %119, i64 0, !dbg !339
  %121 = load ptr, ptr %120, align 4, !dbg !339
  call x86_thiscallcc void %121(ptr noundef nonnull align 4 dereferenceable(8) %118), !dbg !339
  %122 = load ptr, ptr %13, align 4, !dbg !339
  %123 = load ptr, ptr %122, align 4, !dbg !339
  %124 = getelementptr inbounds ptr, ptr %123, i64 0, !dbg !339
  %125 = load ptr, ptr %124, align 4, !dbg !339
  call x86_thiscallcc void %125(ptr noundef nonnull align 4 dereferenceable(8) %122), !dbg !339
  %126 = getelementptr inbounds %struct.Named, ptr %12, i32 0, i32 1, !dbg !340
  %127 = load i32, ptr %126, align 4, !dbg !340
  %128 = getelementptr inbounds i8, ptr %12, i32 8, !dbg !340
  %129 = getelementptr inbounds %struct.Counted, ptr %128, i32 0, i32 1, !dbg !340
  %130 = load i32, ptr %129, align 4, !dbg !340
  %131 = load ptr, ptr %14, align 4, !dbg !340
  %132 = load ptr, ptr %131, align 4, !dbg !340
  %133 = getelementptr inbounds ptr, ptr %132, i64 0, !dbg !340
  %134 = load ptr, ptr %133, align 4, !dbg !340
  %135 = call x86_thiscallcc noundef ptr %134(ptr noundef nonnull align 4 dereferenceable(8) %131), !dbg !340
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09GIKFGCFC@?$CFs?5?$CFd?5?$CFd?6?$AA@", ptr noundef %135, i32 noundef %130, i32 noundef %127), !dbg !340
    #dbg_declare(ptr %15, !341, !DIExpression(), !362)
  %137 = call x86_thiscallcc noundef ptr @"??0Diamond@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %15, i32 noundef 1) #9, !dbg !362
    #dbg_declare(ptr %16, !363, !DIExpression(), !365)
  %138 = icmp eq ptr %15, null, !dbg !365
  br i1 %138, label %146, label %139, !dbg !365

139:                                              ; preds = %116
  %140 = getelementptr inbounds i8, ptr %15, i32 0, !dbg !365
  %141 = load ptr, ptr %140, align 4, !dbg !365
  %142 = getelementptr inbounds i32, ptr %141, i32 1, !dbg !365
  %143 = load i32, ptr %142, align 4, !dbg !365
  %144 = add nsw i32 0, %143, !dbg !365
  %145 = getelementptr inbounds i8, ptr %15, i32 %144, !dbg !365
  br label %146, !dbg !365

146:                                              ; preds = %139, %116
  %147 = phi ptr [ %145, %139 ], [ null, %116 ], !dbg !365
  store ptr %147, ptr %16, align 4, !dbg !365
    #dbg_declare(ptr %17, !366, !DIExpression(), !368)
  store ptr %15, ptr %17, align 4, !dbg !368
  %148 = getelementptr inbounds i8, ptr %15, i32 8, !dbg !369
  %149 = getelementptr inbounds %struct.Right, ptr %148, i32 0, i32 1, !dbg !369
  %150 = load i32, ptr %149, align 4, !dbg !369
  %151 = load ptr, ptr %17, align 4, !dbg !369
  %152 = getelementptr inbounds i8, ptr %151, i32 0, !dbg !369
  %153 = load ptr, ptr %152, align 4, !dbg !369
  %154 = getelementptr inbounds i32, ptr %153, i32 1, !dbg !369
  %155 = load i32, ptr %154, align 4, !dbg !369
  %156 = add nsw i32 0, %155, !dbg !369
  %157 = getelementptr inbounds i8, ptr %151, i32 %156, !dbg !369
  %158 = getelementptr inbounds i8, ptr %151, i32 0, !dbg !369
  %159 = load ptr, ptr %158, align 4, !dbg !369
  %160 = getelementptr inbounds i32, ptr %159, i32 1, !dbg !369
  %161 = load i32, ptr %160, align 4, !dbg !369
  %162 = add nsw i32 0, %161, !dbg !369
  %163 = getelementptr inbounds i8, ptr %151, i32 %162, !dbg !369
  %164 = load ptr, ptr %163, align 4, !dbg !369
  %165 = getelementptr inbounds ptr, ptr %164, i64 0, !dbg !369
  %166 = load ptr, ptr %165, align 4, !dbg !369
  %167 = invoke x86_thiscallcc noundef i32 %166(ptr noundef %157)
          to label %168 unwind label %272, !dbg !369

168:                                              ; preds = %146
  %169 = load ptr, ptr %16, align 4, !dbg !369
  %170 = load ptr, ptr %169, align 4, !dbg !369
  %171 = getelementptr inbounds ptr, ptr %170, i64 0, !dbg !369
  %172 = load ptr, ptr %171, align 4, !dbg !369
  %173 = invoke x86_thiscallcc noundef i32 %172(ptr noundef nonnull align 4 dereferenceable(8) %169)
          to label %174 unwind label %272, !dbg !369

174:                                              ; preds = %168
  %175 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HACIDIDM@diamond?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %173, i32 noundef %167, i32 noundef %150)
          to label %176 unwind label %272, !dbg !369

176:                                              ; preds = %174
  %177 = load ptr, ptr %16, align 4, !dbg !370
  %178 = invoke ptr @__RTDynamicCast(ptr %177, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R0?AURight@@@8", i32 0)
          to label %179 unwind label %272, !dbg !370

179:                                              ; preds = %176
  br label %180, !dbg !370

180:                                              ; preds = %179
  %181 = icmp ne ptr %178, null, !dbg !370
  %182 = zext i1 %181 to i32, !dbg !370
  %183 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@CAPCFCJD@dynamic_cast?5?$CFd?6?$AA@", i32 noundef %182)
          to label %184 unwind label %272, !dbg !370

184:                                              ; preds = %180
    #dbg_declare(ptr %18, !371, !DIExpression(), !393)
    #dbg_declare(ptr %19, !394, !DIExpression(), !396)
  store i32 0, ptr %19, align 4, !dbg !396
  br label %185, !dbg !396

185:                                              ; preds = %195, %184
  %186 = load i32, ptr %19, align 4, !dbg !396
  %187 = icmp slt i32 %186, 8, !dbg !396
  br i1 %187, label %188, label %198, !dbg !396

188:                                              ; preds = %185
  %189 = load i32, ptr %19, align 4, !dbg !397
  %190 = load i32, ptr %19, align 4, !dbg !397
  %191 = mul nsw i32 %189, %190, !dbg !397
  %192 = load i32, ptr %19, align 4, !dbg !397
  %193 = invoke x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QAEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef %192)
          to label %194 unwind label %272, !dbg !397

194:                                              ; preds = %188
  store i32 %191, ptr %193, align 4, !dbg !397
  br label %195, !dbg !397

195:                                              ; preds = %194
  %196 = load i32, ptr %19, align 4, !dbg !397
  %197 = add nsw i32 %196, 1, !dbg !397
  store i32 %197, ptr %19, align 4, !dbg !397
  br label %185, !dbg !397, !llvm.loop !399

198:                                              ; preds = %185
    #dbg_declare(ptr %20, !400, !DIExpression(), !401)
  store i32 7, ptr %20, align 4, !dbg !401
    #dbg_declare(ptr %21, !402, !DIExpression(), !406)
  %199 = getelementptr inbounds %class.anon, ptr %21, i32 0, i32 0, !dbg !406
  %200 = load i32, ptr %20, align 4, !dbg !406
  store i32 %200, ptr %199, align 4, !dbg !406
    #dbg_declare(ptr %22, !407, !DIExpression(), !408)
  store i32 0, ptr %22, align 4, !dbg !408
    #dbg_declare(ptr %23, !409, !DIExpression(), !413)
  %201 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !413
  store ptr %22, ptr %201, align 4, !dbg !413
  %202 = load i32, ptr %22, align 4, !dbg !414
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %24, ptr align 4 %23, i32 4, i1 false), !dbg !414
  %203 = getelementptr inbounds %class.anon.0, ptr %24, i32 0, i32 0, !dbg !414
  %204 = load ptr, ptr %203, align 4, !dbg !414
  %205 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 1, ptr %204)
          to label %206 unwind label %272, !dbg !414

206:                                              ; preds = %198
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %25, ptr align 4 %21, i32 4, i1 false), !dbg !414
  %207 = getelementptr inbounds %class.anon, ptr %25, i32 0, i32 0, !dbg !414
  %208 = load i32, ptr %207, align 4, !dbg !414
  %209 = invoke x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %18, i32 noundef 0, i32 %208)
          to label %210 unwind label %272, !dbg !414

210:                                              ; preds = %206
  %211 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@JDPPGLBE@fold?5?$CFd?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 noundef %209, i32 noundef %205, i32 noundef %202)
          to label %212 unwind label %272, !dbg !414

212:                                              ; preds = %210
    #dbg_declare(ptr %26, !415, !DIExpression(), !417)
  %213 = invoke x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, double noundef 1.250000e+00)
          to label %214 unwind label %272, !dbg !418

214:                                              ; preds = %212
  %215 = invoke x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %26, i32 noundef 21)
          to label %216 unwind label %272, !dbg !418

216:                                              ; preds = %214
  %217 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@PKMNFFIA@gen?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %215, double noundef %213)
          to label %218 unwind label %272, !dbg !418

218:                                              ; preds = %216
    #dbg_declare(ptr %27, !419, !DIExpression(), !423)
  %219 = call x86_thiscallcc noundef ptr @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %28) #9, !dbg !423
  store ptr %219, ptr %27, align 4, !dbg !423
  %220 = load ptr, ptr %27, align 4, !dbg !424
  %221 = invoke noundef i32 %220(i32 noundef 14)
          to label %222 unwind label %272, !dbg !424

222:                                              ; preds = %218
  %223 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GCMLKPOB@fp?5?$CFd?6?$AA@", i32 noundef %221)
          to label %224 unwind label %272, !dbg !424

224:                                              ; preds = %222
  %225 = call noundef ptr @"??$max_of@PBD@@YAPBDPBD0@Z"(ptr noundef @"??_C@_05NIGAKFML@first?$AA@", ptr noundef @"??_C@_06BJCFNGJP@second?$AA@"), !dbg !425
  %226 = invoke noundef double @"??$max_of@N@@YANNN@Z"(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %227 unwind label %272, !dbg !425

227:                                              ; preds = %224
  %228 = invoke noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef 3, i32 noundef 9)
          to label %229 unwind label %272, !dbg !425

229:                                              ; preds = %227
  %230 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JDFGPCNJ@max?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 noundef %228, double noundef %226, ptr noundef %225)
          to label %231 unwind label %272, !dbg !425

231:                                              ; preds = %229
  %232 = invoke noundef ptr @"?get@?$TypeName@N@@SAPBDXZ"()
          to label %233 unwind label %272, !dbg !426

233:                                              ; preds = %231
  %234 = invoke noundef ptr @"?get@?$TypeName@H@@SAPBDXZ"()
          to label %235 unwind label %272, !dbg !426

235:                                              ; preds = %233
  %236 = invoke noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @"??_C@_01FJMABOPO@x?$AA@")
          to label %237 unwind label %272, !dbg !426

237:                                              ; preds = %235
  %238 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFOLEIJL@args?5?$CFd?5?$CFs?5?$CFs?6?$AA@", i32 noundef %236, ptr noundef %234, ptr noundef %232)
          to label %239 unwind label %272, !dbg !426

239:                                              ; preds = %237
    #dbg_declare(ptr %29, !427, !DIExpression(), !428)
  call void @"?make_big@@YA?AUBig@@H@Z"(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef 5), !dbg !428
  %240 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 4, !dbg !429
  %241 = getelementptr inbounds [13 x i8], ptr %240, i32 0, i32 0, !dbg !429
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %30, ptr align 8 %29, i32 48, i1 false), !dbg !429
  %242 = call noundef i64 @"?sum_big@@YA_JUBig@@@Z"(ptr noundef byval(%struct.Big) align 4 %30), !dbg !429
  %243 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HHEJFHNE@big?5?$CFlld?5?$CFs?6?$AA@", i64 noundef %242, ptr noundef %241)
          to label %244 unwind label %272, !dbg !429

244:                                              ; preds = %239
    #dbg_declare(ptr %31, !430, !DIExpression(), !431)
  %245 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0, !dbg !431
  store i32 3, ptr %245, align 4, !dbg !431
  %246 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1, !dbg !431
  store float 9.500000e+00, ptr %246, align 4, !dbg !431
  %247 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 0, !dbg !431
  %248 = load i32, ptr %247, align 4, !dbg !431
  %249 = getelementptr inbounds %struct.Pair, ptr %32, i32 0, i32 1, !dbg !431
  %250 = load float, ptr %249, align 4, !dbg !431
  %251 = call i64 @"?swap_pair@@YA?AUPair@@U1@@Z"(i32 %248, float %250), !dbg !431
  store i64 %251, ptr %31, align 4, !dbg !431
  %252 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 1, !dbg !432
  %253 = load float, ptr %252, align 4, !dbg !432
  %254 = fpext float %253 to double, !dbg !432
  %255 = getelementptr inbounds %struct.Pair, ptr %31, i32 0, i32 0, !dbg !432
  %256 = load i32, ptr %255, align 4, !dbg !432
  %257 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MPGOBNNA@pair?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %256, double noundef %254)
          to label %258 unwind label %272, !dbg !432

258:                                              ; preds = %244
    #dbg_declare(ptr %33, !433, !DIExpression(), !434)
  %259 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %260 unwind label %272, !dbg !434

260:                                              ; preds = %258
  store i32 %259, ptr %33, align 4, !dbg !434
    #dbg_declare(ptr %34, !435, !DIExpression(), !434)
  %261 = invoke noundef i32 @"?counter@@YAHXZ"()
          to label %262 unwind label %272, !dbg !434

262:                                              ; preds = %260
  store i32 %261, ptr %34, align 4, !dbg !434
  %263 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"()
          to label %264 unwind label %272, !dbg !436

264:                                              ; preds = %262
  %265 = getelementptr inbounds %struct.Registry, ptr %263, i32 0, i32 0, !dbg !436
  %266 = load i32, ptr %265, align 4, !dbg !436
  %267 = load i32, ptr %34, align 4, !dbg !436
  %268 = load i32, ptr %33, align 4, !dbg !436
  %269 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@HAPJEOH@counter?5?$CFd?5?$CFd?5entries?5?$CFd?6?$AA@", i32 noundef %268, i32 noundef %267, i32 noundef %266)
          to label %270 unwind label %272, !dbg !436

270:                                              ; preds = %264
  store i32 0, ptr %1, align 4, !dbg !437
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %15) #9, !dbg !438
  %271 = load i32, ptr %1, align 4, !dbg !438
  ret i32 %271, !dbg !438

272:                                              ; preds = %264, %262, %260, %258, %244, %239, %237, %235, %233, %231, %229, %227, %224, %222, %218, %216, %214, %212, %210, %206, %198, %188, %180, %176, %174, %168, %146
  %273 = cleanuppad within none [], !dbg !438
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %15) #9 [ "funclet"(token %273) ], !dbg !438
  cleanupret from %273 unwind to caller, !dbg !438
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat align 2 !dbg !439 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !440, !DIExpression(), !441)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !442, !DIExpression(), !441)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !443, !DIExpression(), !445)
  %7 = load ptr, ptr %6, align 4
  %8 = call x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #9, !dbg !441
  store ptr @"??_7Rect@@6B@", ptr %7, align 8, !dbg !441
  %9 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !441
  %10 = load double, ptr %5, align 8, !dbg !441
  store double %10, ptr %9, align 8, !dbg !441
  %11 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !441
  %12 = load double, ptr %4, align 8, !dbg !441
  store double %12, ptr %11, align 8, !dbg !441
  ret ptr %7, !dbg !441
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Square@@QAE@N@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 !dbg !446 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !447, !DIExpression(), !448)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !449, !DIExpression(), !451)
  %5 = load ptr, ptr %4, align 4
  %6 = load double, ptr %3, align 8, !dbg !448
  %7 = load double, ptr %3, align 8, !dbg !448
  %8 = call x86_thiscallcc noundef ptr @"??0Rect@@QAE@NN@Z"(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %7, double noundef %6), !dbg !448
  store ptr @"??_7Square@@6B@", ptr %5, align 8, !dbg !448
  ret ptr %5, !dbg !448
}

declare dso_local i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Widget@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !452 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !454, !DIExpression(), !456)
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Named@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !457
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !457
  %6 = call x86_thiscallcc noundef ptr @"??0Counted@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9, !dbg !457
  store ptr @"??_7Widget@@6BNamed@@@", ptr %3, align 4, !dbg !457
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !457
  store ptr @"??_7Widget@@6BCounted@@@", ptr %7, align 4, !dbg !457
  ret ptr %3, !dbg !457
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Diamond@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !458 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !463, !DIExpression(), !464)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !465, !DIExpression(), !464)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !467
  br i1 %8, label %9, label %14, !dbg !467

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !467
  store ptr @"??_8Diamond@@7BLeft@@@", ptr %10, align 4, !dbg !467
  %11 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !467
  store ptr @"??_8Diamond@@7BRight@@@", ptr %11, align 4, !dbg !467
  %12 = getelementptr inbounds i8, ptr %6, i32 20, !dbg !467
  %13 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %12) #9, !dbg !467
  br label %14, !dbg !467

14:                                               ; preds = %9, %2
  %15 = call x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 0) #9, !dbg !467
  %16 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !467
  %17 = call x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %16, i32 noundef 0) #9, !dbg !467
  %18 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !467
  %19 = load ptr, ptr %18, align 4, !dbg !467
  %20 = getelementptr inbounds i32, ptr %19, i32 1, !dbg !467
  %21 = load i32, ptr %20, align 4, !dbg !467
  %22 = add nsw i32 0, %21, !dbg !467
  %23 = getelementptr inbounds i8, ptr %6, i32 %22, !dbg !467
  store ptr @"??_7Diamond@@6B@", ptr %23, align 4, !dbg !467
  %24 = getelementptr inbounds %struct.Diamond, ptr %6, i32 0, i32 2, !dbg !467
  store i32 4, ptr %24, align 4, !dbg !467
  %25 = load ptr, ptr %3, align 4, !dbg !467
  ret ptr %25, !dbg !467
}

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 4 dereferenceable(4) ptr @"??A?$Array@H$07@@QAEAAHH@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !468 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !469, !DIExpression(), !470)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !471, !DIExpression(), !473)
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !470
  %7 = load i32, ptr %3, align 4, !dbg !470
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7, !dbg !470
  ret ptr %8, !dbg !470
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr %2) #7 align 2 !dbg !474 {
  %4 = alloca %class.anon.0, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  store ptr %2, ptr %8, align 4
    #dbg_declare(ptr %4, !480, !DIExpression(), !481)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !482, !DIExpression(), !481)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !483, !DIExpression(), !485)
  %9 = load ptr, ptr %6, align 4
    #dbg_declare(ptr %7, !486, !DIExpression(), !488)
  store i32 0, ptr %7, align 4, !dbg !488
  br label %10, !dbg !488

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !488
  %12 = icmp slt i32 %11, 8, !dbg !488
  br i1 %12, label %13, label %23, !dbg !488

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !489
  %15 = load i32, ptr %7, align 4, !dbg !489
  %16 = getelementptr inbounds [8 x i32], ptr %14, i32 0, i32 %15, !dbg !489
  %17 = load i32, ptr %16, align 4, !dbg !489
  %18 = load i32, ptr %5, align 4, !dbg !489
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QAE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17), !dbg !489
  store i32 %19, ptr %5, align 4, !dbg !489
  br label %20, !dbg !489

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !489
  %22 = add nsw i32 %21, 1, !dbg !489
  store i32 %22, ptr %7, align 4, !dbg !489
  br label %10, !dbg !489, !llvm.loop !491

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4, !dbg !492
  ret i32 %24, !dbg !492
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #7 align 2 !dbg !493 {
  %4 = alloca %class.anon, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %4, !499, !DIExpression(), !500)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !501, !DIExpression(), !500)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !502, !DIExpression(), !503)
  %9 = load ptr, ptr %6, align 4
    #dbg_declare(ptr %7, !504, !DIExpression(), !506)
  store i32 0, ptr %7, align 4, !dbg !506
  br label %10, !dbg !506

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %7, align 4, !dbg !506
  %12 = icmp slt i32 %11, 8, !dbg !506
  br i1 %12, label %13, label %23, !dbg !506

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !507
  %15 = load i32, ptr %7, align 4, !dbg !507
  %16 = getelementptr inbounds [8 x i32], ptr %14, i32 0, i32 %15, !dbg !507
  %17 = load i32, ptr %16, align 4, !dbg !507
  %18 = load i32, ptr %5, align 4, !dbg !507
  %19 = call x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18, i32 noundef %17), !dbg !507
  store i32 %19, ptr %5, align 4, !dbg !507
  br label %20, !dbg !507

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4, !dbg !507
  %22 = add nsw i32 %21, 1, !dbg !507
  store i32 %22, ptr %7, align 4, !dbg !507
  br label %10, !dbg !507, !llvm.loop !509

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4, !dbg !510
  ret i32 %24, !dbg !510
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef double @"??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !511 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !519, !DIExpression(), !520)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !521, !DIExpression(), !523)
  %5 = load ptr, ptr %4, align 4
  %6 = load double, ptr %3, align 8, !dbg !520
  %7 = load double, ptr %3, align 8, !dbg !520
  %8 = fadd double %6, %7, !dbg !520
  ret double %8, !dbg !520
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !524 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !530, !DIExpression(), !531)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !532, !DIExpression(), !533)
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4, !dbg !531
  %7 = load i32, ptr %3, align 4, !dbg !531
  %8 = add nsw i32 %6, %7, !dbg !531
  ret i32 %8, !dbg !531
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef ptr @"??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !534 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !541, !DIExpression(), !543)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", !dbg !544
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @"??$max_of@N@@YANNN@Z"(double noundef %0, double noundef %1) #0 comdat !dbg !545 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %1, ptr %3, align 8
    #dbg_declare(ptr %3, !550, !DIExpression(), !551)
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !552, !DIExpression(), !551)
  %5 = load double, ptr %4, align 8, !dbg !551
  %6 = load double, ptr %3, align 8, !dbg !551
  %7 = fcmp olt double %5, %6, !dbg !551
  br i1 %7, label %8, label %10, !dbg !551

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !551
  br label %12, !dbg !551

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !551
  br label %12, !dbg !551

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !551
  ret double %13, !dbg !551
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$max_of@H@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !553 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !557, !DIExpression(), !558)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !559, !DIExpression(), !558)
  %5 = load i32, ptr %4, align 4, !dbg !558
  %6 = load i32, ptr %3, align 4, !dbg !558
  %7 = icmp slt i32 %5, %6, !dbg !558
  br i1 %7, label %8, label %10, !dbg !558

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !558
  br label %12, !dbg !558

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !558
  br label %12, !dbg !558

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !558
  ret i32 %13, !dbg !558
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@N@@SAPBDXZ"() #0 comdat align 2 !dbg !560 {
  ret ptr @"??_C@_06BNJCAIGJ@double?$AA@", !dbg !566
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"?get@?$TypeName@H@@SAPBDXZ"() #0 comdat align 2 !dbg !567 {
  ret ptr @"??_C@_03JBIPMCLC@int?$AA@", !dbg !571
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"??$count_args@HDNPBD@@YAHHDNPBD@Z"(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !572 {
  %5 = alloca ptr, align 4
  %6 = alloca double, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %3, ptr %5, align 4
    #dbg_declare(ptr %5, !582, !DIExpression(), !583)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !584, !DIExpression(), !583)
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %7, !585, !DIExpression(), !583)
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !586, !DIExpression(), !583)
  ret i32 4, !dbg !583
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?counter@@YAHXZ"() #7 personality ptr @__CxxFrameHandler3 !dbg !93 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !587
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !587
  %3 = icmp sgt i32 %1, %2, !dbg !587
  br i1 %3, label %4, label %12, !dbg !587, !prof !588

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9, !dbg !587
  %5 = load atomic i32, ptr @"?$TSS0@?1??counter@@YAHXZ@4HA" unordered, align 4, !dbg !587
  %6 = icmp eq i32 %5, -1, !dbg !587
  br i1 %6, label %7, label %12, !dbg !587

7:                                                ; preds = %4
  %8 = invoke noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"()
          to label %9 unwind label %15, !dbg !587

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.Registry, ptr %8, i32 0, i32 0, !dbg !587
  %11 = load i32, ptr %10, align 4, !dbg !587
  store i32 %11, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !587
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9, !dbg !587
  br label %12, !dbg !587

12:                                               ; preds = %9, %4, %0
  %13 = load i32, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !589
  %14 = add nsw i32 %13, 1, !dbg !589
  store i32 %14, ptr @"?n@?1??counter@@YAHXZ@4HA", align 4, !dbg !589
  ret i32 %14, !dbg !589

15:                                               ; preds = %7
  %16 = cleanuppad within none [], !dbg !587
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??counter@@YAHXZ@4HA") #9 [ "funclet"(token %16) ], !dbg !587
  cleanupret from %16 unwind to caller, !dbg !587
}

; Function Attrs: mustprogress noinline optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @"?registry@@YAAAURegistry@@XZ"() #7 personality ptr @__CxxFrameHandler3 !dbg !135 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !590
  %2 = load i32, ptr @_Init_thread_epoch, align 4, !dbg !590
  %3 = icmp sgt i32 %1, %2, !dbg !590
  br i1 %3, label %4, label %11, !dbg !590, !prof !588

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9, !dbg !590
  %5 = load atomic i32, ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA" unordered, align 4, !dbg !590
  %6 = icmp eq i32 %5, -1, !dbg !590
  br i1 %6, label %7, label %11, !dbg !590

7:                                                ; preds = %4
  %8 = invoke x86_thiscallcc noundef ptr @"??0Registry@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A")
          to label %9 unwind label %12, !dbg !590

9:                                                ; preds = %7
  %10 = call i32 @atexit(ptr @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ") #9, !dbg !590
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9, !dbg !590
  br label %11, !dbg !590

11:                                               ; preds = %9, %4, %0
  ret ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A", !dbg !591

12:                                               ; preds = %7
  %13 = cleanuppad within none [], !dbg !590
  call void @_Init_thread_abort(ptr @"?$TSS0@?1??registry@@YAAAURegistry@@XZ@4HA") #9 [ "funclet"(token %13) ], !dbg !590
  cleanupret from %13 unwind to caller, !dbg !590
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !592 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !594, !DIExpression(), !595)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 20, !dbg !596
  call x86_thiscallcc void @"??1Diamond@@UAE@XZ"(ptr noundef %4) #9, !dbg !596
  %5 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !596
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9, !dbg !596
  ret void, !dbg !596
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !597 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !599, !DIExpression(), !600)
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Shape@@6B@", ptr %3, align 4, !dbg !601
  ret ptr %3, !dbg !601
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRect@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !602 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !606, !DIExpression(), !607)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !608, !DIExpression(), !607)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9, !dbg !609
  %8 = icmp eq i32 %7, 0, !dbg !609
  br i1 %8, label %10, label %9, !dbg !609

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 24) #14, !dbg !609
  br label %10, !dbg !609

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4, !dbg !609
  ret ptr %11, !dbg !609
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !610 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !611, !DIExpression(), !613)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !614
  %5 = load double, ptr %4, align 8, !dbg !614
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !614
  %7 = load double, ptr %6, align 8, !dbg !614
  %8 = fmul double %5, %7, !dbg !614
  ret double %8, !dbg !614
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Rect@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !615 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !616, !DIExpression(), !617)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_04LHPFHFPH@rect?$AA@", !dbg !618
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !619 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !620, !DIExpression(), !621)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !622, !DIExpression(), !621)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call void @llvm.trap() #12, !dbg !623
  unreachable, !dbg !623
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Shape@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !624 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !625, !DIExpression(), !627)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_05KFCIHKGL@shape?$AA@", !dbg !628
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !629 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !630, !DIExpression(), !631)
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !632
  ret void, !dbg !634
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !635 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !636, !DIExpression(), !637)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !638
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !639 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !643, !DIExpression(), !644)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !645, !DIExpression(), !644)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #9, !dbg !646
  %8 = icmp eq i32 %7, 0, !dbg !646
  br i1 %8, label %10, label %9, !dbg !646

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 24) #14, !dbg !646
  br label %10, !dbg !646

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4, !dbg !646
  ret ptr %11, !dbg !646
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?name@Square@@UBEPBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !647 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !648, !DIExpression(), !650)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_06ICDKOIFG@square?$AA@", !dbg !651
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !652 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !653, !DIExpression(), !654)
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !655
  ret void, !dbg !657
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Named@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !658 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !663, !DIExpression(), !664)
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Named@@6B@", ptr %3, align 4, !dbg !665
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !665
  store i32 5, ptr %4, align 4, !dbg !665
  ret ptr %3, !dbg !665
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Counted@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !666 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !668, !DIExpression(), !669)
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Counted@@6B@", ptr %3, align 4, !dbg !670
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !670
  store i32 0, ptr %4, align 4, !dbg !670
  ret ptr %3, !dbg !670
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Widget@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !671 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !672, !DIExpression(), !674)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@", !dbg !675
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Widget@@UAEXXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !676 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !677, !DIExpression(), !678)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !679
  %6 = getelementptr inbounds %struct.Counted, ptr %5, i32 0, i32 1, !dbg !679
  %7 = load i32, ptr %6, align 4, !dbg !679
  %8 = add nsw i32 %7, 10, !dbg !679
  store i32 %8, ptr %6, align 4, !dbg !679
  ret void, !dbg !679
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?label@Named@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !680 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !681, !DIExpression(), !683)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@", !dbg !684
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?bump@Counted@@UAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !685 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !686, !DIExpression(), !687)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !688
  %5 = load i32, ptr %4, align 4, !dbg !688
  %6 = add nsw i32 %5, 1, !dbg !688
  store i32 %6, ptr %4, align 4, !dbg !688
  ret void, !dbg !688
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !689 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !691, !DIExpression(), !692)
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Base@@6B@", ptr %3, align 4, !dbg !693
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !693
  store i32 1, ptr %4, align 4, !dbg !693
  ret ptr %3, !dbg !693
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !694 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !699, !DIExpression(), !700)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !701, !DIExpression(), !700)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !702
  br i1 %8, label %9, label %13, !dbg !702

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !702
  store ptr @"??_8Left@@7B@", ptr %10, align 4, !dbg !702
  %11 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !702
  %12 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11) #9, !dbg !702
  br label %13, !dbg !702

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !702
  %15 = load ptr, ptr %14, align 4, !dbg !702
  %16 = getelementptr inbounds i32, ptr %15, i32 1, !dbg !702
  %17 = load i32, ptr %16, align 4, !dbg !702
  %18 = add nsw i32 0, %17, !dbg !702
  %19 = getelementptr inbounds i8, ptr %6, i32 %18, !dbg !702
  store ptr @"??_7Left@@6B@", ptr %19, align 4, !dbg !702
  %20 = getelementptr inbounds %struct.Left, ptr %6, i32 0, i32 1, !dbg !702
  store i32 2, ptr %20, align 4, !dbg !702
  %21 = load ptr, ptr %3, align 4, !dbg !702
  ret ptr %21, !dbg !702
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !703 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !708, !DIExpression(), !709)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !710, !DIExpression(), !709)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0, !dbg !711
  br i1 %8, label %9, label %13, !dbg !711

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !711
  store ptr @"??_8Right@@7B@", ptr %10, align 4, !dbg !711
  %11 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !711
  %12 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %11) #9, !dbg !711
  br label %13, !dbg !711

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !711
  %15 = load ptr, ptr %14, align 4, !dbg !711
  %16 = getelementptr inbounds i32, ptr %15, i32 1, !dbg !711
  %17 = load i32, ptr %16, align 4, !dbg !711
  %18 = add nsw i32 0, %17, !dbg !711
  %19 = getelementptr inbounds i8, ptr %6, i32 %18, !dbg !711
  store ptr @"??_7Right@@6B@", ptr %19, align 4, !dbg !711
  %20 = getelementptr inbounds %struct.Right, ptr %6, i32 0, i32 1, !dbg !711
  store i32 3, ptr %20, align 4, !dbg !711
  %21 = load ptr, ptr %3, align 4, !dbg !711
  ret ptr %21, !dbg !711
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Diamond@@UBEHXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !712 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !713, !DIExpression(), !715)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -20
  %5 = getelementptr inbounds i8, ptr %4, i32 0, !dbg !716
  %6 = load ptr, ptr %5, align 4, !dbg !716
  %7 = getelementptr inbounds i32, ptr %6, i32 1, !dbg !716
  %8 = load i32, ptr %7, align 4, !dbg !716
  %9 = add nsw i32 0, %8, !dbg !716
  %10 = getelementptr inbounds i8, ptr %4, i32 %9, !dbg !716
  %11 = getelementptr inbounds %struct.Base, ptr %10, i32 0, i32 1, !dbg !716
  %12 = load i32, ptr %11, align 4, !dbg !716
  %13 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1, !dbg !716
  %14 = load i32, ptr %13, align 4, !dbg !716
  %15 = add nsw i32 %12, %14, !dbg !716
  %16 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !716
  %17 = getelementptr inbounds %struct.Right, ptr %16, i32 0, i32 1, !dbg !716
  %18 = load i32, ptr %17, align 4, !dbg !716
  %19 = add nsw i32 %15, %18, !dbg !716
  %20 = getelementptr inbounds %struct.Diamond, ptr %4, i32 0, i32 2, !dbg !716
  %21 = load i32, ptr %20, align 4, !dbg !716
  %22 = add nsw i32 %19, %21, !dbg !716
  ret i32 %22, !dbg !716
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDiamond@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !717 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !718, !DIExpression(), !719)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !720, !DIExpression(), !719)
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -20
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DDiamond@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %7) #9, !dbg !721
  %9 = icmp eq i32 %8, 0, !dbg !721
  br i1 %9, label %11, label %10, !dbg !721

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 28) #14, !dbg !721
  br label %11, !dbg !721

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4, !dbg !721
  ret ptr %12, !dbg !721
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Base@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !722 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !723, !DIExpression(), !725)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !726
  %5 = load i32, ptr %4, align 4, !dbg !726
  ret i32 %5, !dbg !726
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !727 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !728, !DIExpression(), !729)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !730, !DIExpression(), !729)
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #9, !dbg !731
  %8 = icmp eq i32 %7, 0, !dbg !731
  br i1 %8, label %10, label %9, !dbg !731

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #14, !dbg !731
  br label %10, !dbg !731

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4, !dbg !731
  ret ptr %11, !dbg !731
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !732 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !733, !DIExpression(), !734)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !735
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?get@Left@@UBEHXZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !736 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !737, !DIExpression(), !739)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = getelementptr inbounds i8, ptr %4, i32 0, !dbg !740
  %6 = load ptr, ptr %5, align 4, !dbg !740
  %7 = getelementptr inbounds i32, ptr %6, i32 1, !dbg !740
  %8 = load i32, ptr %7, align 4, !dbg !740
  %9 = add nsw i32 0, %8, !dbg !740
  %10 = getelementptr inbounds i8, ptr %4, i32 %9, !dbg !740
  %11 = getelementptr inbounds %struct.Base, ptr %10, i32 0, i32 1, !dbg !740
  %12 = load i32, ptr %11, align 4, !dbg !740
  %13 = getelementptr inbounds %struct.Left, ptr %4, i32 0, i32 1, !dbg !740
  %14 = load i32, ptr %13, align 4, !dbg !740
  %15 = add nsw i32 %12, %14, !dbg !740
  ret i32 %15, !dbg !740
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLeft@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !741 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !743, !DIExpression(), !744)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !745, !DIExpression(), !744)
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DLeft@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9, !dbg !746
  %9 = icmp eq i32 %8, 0, !dbg !746
  br i1 %9, label %11, label %10, !dbg !746

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #14, !dbg !746
  br label %11, !dbg !746

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4, !dbg !746
  ret ptr %12, !dbg !746
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DLeft@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !747 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !748, !DIExpression(), !749)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8, !dbg !750
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %4) #9, !dbg !750
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !750
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9, !dbg !750
  ret void, !dbg !750
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !751 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !752, !DIExpression(), !753)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void, !dbg !754
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRight@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !755 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !757, !DIExpression(), !758)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !759, !DIExpression(), !758)
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -8
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DRight@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #9, !dbg !760
  %9 = icmp eq i32 %8, 0, !dbg !760
  br i1 %9, label %11, label %10, !dbg !760

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 16) #14, !dbg !760
  br label %11, !dbg !760

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4, !dbg !760
  ret ptr %12, !dbg !760
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DRight@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !761 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !762, !DIExpression(), !763)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 8, !dbg !764
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %4) #9, !dbg !764
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !764
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #9, !dbg !764
  ret void, !dbg !764
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !765 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !766, !DIExpression(), !767)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  ret void, !dbg !768
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #7 align 2 !dbg !769 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !771, !DIExpression(), !772)
  %4 = load i32, ptr %2, align 4, !dbg !773
  %5 = call x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !773
  ret i32 %5, !dbg !773
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !774 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !778, !DIExpression(), !779)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !780, !DIExpression(), !781)
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4, !dbg !779
  %7 = mul nsw i32 %6, 3, !dbg !779
  ret i32 %7, !dbg !779
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_abort(ptr) #9

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Registry@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !782 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !783, !DIExpression(), !785)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !786
  store i32 3, ptr %4, align 4, !dbg !786
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GONGFJMF@Registry?5constructed?6?$AA@"), !dbg !787
  ret ptr %3, !dbg !786
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Registry@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !789 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !790, !DIExpression(), !791)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !792
}

; Function Attrs: noinline
define internal void @"??__Fr@?1??registry@@YAAAURegistry@@XZ@YAXXZ"() #10 !dbg !793 {
  call x86_thiscallcc void @"??1Registry@@QAE@XZ"(ptr @"?r@?1??registry@@YAAAURegistry@@XZ@4U2@A"), !dbg !796
  ret void, !dbg !796
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #9

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Diamond@@UAE@XZ"(ptr noundef %0) unnamed_addr #0 comdat align 2 !dbg !797 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !798, !DIExpression(), !799)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -20
  %5 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !800
  %6 = getelementptr i8, ptr %5, i32 8, !dbg !800
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef %6) #9, !dbg !800
  %7 = getelementptr i8, ptr %4, i32 8, !dbg !800
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef %7) #9, !dbg !800
  ret void, !dbg !802
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !803 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !809, !DIExpression(), !810)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !811, !DIExpression(), !810)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !812, !DIExpression(), !814)
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %5, align 4, !dbg !810
  %9 = load i32, ptr %4, align 4, !dbg !810
  %10 = add nsw i32 %8, %9, !dbg !810
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !810
  %12 = load i32, ptr %11, align 4, !dbg !810
  %13 = add nsw i32 %10, %12, !dbg !810
  ret i32 %13, !dbg !810
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_2>@?0??main@@9@QAE?A?<auto>@@HH@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !815 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !820, !DIExpression(), !821)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !822, !DIExpression(), !821)
  store ptr %0, ptr %6, align 4
    #dbg_declare(ptr %6, !823, !DIExpression(), !825)
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !821
  %9 = load ptr, ptr %8, align 4, !dbg !821
  %10 = load i32, ptr %9, align 4, !dbg !821
  %11 = add nsw i32 %10, 1, !dbg !821
  store i32 %11, ptr %9, align 4, !dbg !821
  %12 = load i32, ptr %4, align 4, !dbg !821
  %13 = icmp ne i32 %12, 0, !dbg !821
  br i1 %13, label %14, label %19, !dbg !821

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !821
  %16 = mul nsw i32 %15, 1, !dbg !821
  %17 = load i32, ptr %4, align 4, !dbg !821
  %18 = add nsw i32 %16, %17, !dbg !821
  br label %21, !dbg !821

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !821
  br label %21, !dbg !821

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !821
  ret i32 %22, !dbg !821
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

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!144, !145, !146, !147, !148, !149}
!llvm.ident = !{!150}

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
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !102, vtableHolder: !101, identifier: ".?AURight@@")
!102 = !{!103, !119}
!103 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !101, baseType: !104, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !105, vtableHolder: !104, identifier: ".?AUBase@@")
!105 = !{!106, !107, !109, !110, !115}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !108, size: 32, flags: DIFlagArtificial)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 35, baseType: !96, size: 32, offset: 32)
!110 = !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!111 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !112)
!112 = !{!96, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DISubprogram(name: "~Base", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, containingType: !104, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!116 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !117)
!117 = !{null, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 37, baseType: !96, size: 32, offset: 32)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !121, identifier: ".?AUPair@@")
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !120, file: !2, line: 63, baseType: !96, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !120, file: !2, line: 63, baseType: !99, size: 32, offset: 32)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !125, identifier: ".?AURegistry@@")
!125 = !{!126, !127, !131}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !124, file: !2, line: 77, baseType: !96, size: 32)
!127 = !DISubprogram(name: "Registry", scope: !124, file: !2, line: 78, type: !128, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!128 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !129)
!129 = !{null, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = !DISubprogram(name: "~Registry", scope: !124, file: !2, line: 79, type: !128, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!132 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !39, !44, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !86, !91, !133, !139}
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "r", scope: !135, file: !2, line: 82, type: !124, isLocal: true, isDefinition: true)
!135 = distinct !DISubprogram(name: "registry", linkageName: "?registry@@YAAAURegistry@@XZ", scope: !2, file: !2, line: 81, type: !136, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!136 = !DISubroutineType(types: !137)
!137 = !{!138}
!138 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !124, size: 32)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 22)
!144 = !{i32 1, !"NumRegisterParameters", i32 0}
!145 = !{i32 2, !"CodeView", i32 1}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 2}
!148 = !{i32 7, !"frame-pointer", i32 2}
!149 = !{i32 1, !"MaxTLSAlign", i32 65536}
!150 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!151 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "??$max_of@PBD@@YAPBDPBD0@Z", scope: !2, file: !2, line: 53, type: !152, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !156, retainedNodes: !155)
!152 = !DISubroutineType(types: !153)
!153 = !{!154, !154, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!155 = !{}
!156 = !{!157}
!157 = !DITemplateTypeParameter(name: "T", type: !154)
!158 = !DILocalVariable(arg: 2, scope: !151, file: !2, line: 53, type: !154)
!159 = !DILocation(line: 53, scope: !151)
!160 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !2, line: 53, type: !154)
!161 = distinct !DISubprogram(name: "make_big", linkageName: "?make_big@@YA?AUBig@@H@Z", scope: !2, file: !2, line: 65, type: !162, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!162 = !DISubroutineType(types: !163)
!163 = !{!164, !96}
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !165, identifier: ".?AUBig@@")
!165 = !{!166, !168, !169, !170, !171}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !164, file: !2, line: 62, baseType: !167, size: 64)
!167 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !164, file: !2, line: 62, baseType: !167, size: 64, offset: 64)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !164, file: !2, line: 62, baseType: !167, size: 64, offset: 128)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !164, file: !2, line: 62, baseType: !167, size: 64, offset: 192)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !164, file: !2, line: 62, baseType: !172, size: 104, offset: 256)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!173 = !DILocalVariable(name: "seed", arg: 1, scope: !161, file: !2, line: 65, type: !96)
!174 = !DILocation(line: 65, scope: !161)
!175 = !DILocalVariable(name: "r", scope: !161, file: !2, line: 66, type: !164)
!176 = !DILocation(line: 66, scope: !161)
!177 = !DILocation(line: 67, scope: !161)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 68, type: !96)
!179 = distinct !DILexicalBlock(scope: !161, file: !2, line: 68)
!180 = !DILocation(line: 68, scope: !179)
!181 = !DILocation(line: 68, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !2, line: 68)
!183 = distinct !{!183, !180, !180, !184}
!184 = !{!"llvm.loop.mustprogress"}
!185 = !DILocation(line: 69, scope: !161)
!186 = !DILocation(line: 70, scope: !161)
!187 = distinct !DISubprogram(name: "sum_big", linkageName: "?sum_big@@YA_JUBig@@@Z", scope: !2, file: !2, line: 72, type: !188, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!188 = !DISubroutineType(types: !189)
!189 = !{!167, !164}
!190 = !DILocalVariable(name: "b", arg: 1, scope: !187, file: !2, line: 72, type: !164)
!191 = !DILocation(line: 72, scope: !187)
!192 = distinct !DISubprogram(name: "swap_pair", linkageName: "?swap_pair@@YA?AUPair@@U1@@Z", scope: !2, file: !2, line: 73, type: !193, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!193 = !DISubroutineType(types: !194)
!194 = !{!120, !120}
!195 = !DILocalVariable(name: "p", arg: 1, scope: !192, file: !2, line: 73, type: !120)
!196 = !DILocation(line: 73, scope: !192)
!197 = !DILocalVariable(name: "q", scope: !192, file: !2, line: 73, type: !120)
!198 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !2, file: !2, line: 91, type: !199, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !202}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!202 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!203 = !DILocalVariable(name: "n", arg: 1, scope: !198, file: !2, line: 91, type: !202)
!204 = !DILocation(line: 91, scope: !198)
!205 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !2, file: !2, line: 92, type: !206, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !201}
!208 = !DILocalVariable(name: "p", arg: 1, scope: !205, file: !2, line: 92, type: !201)
!209 = !DILocation(line: 92, scope: !205)
!210 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAXI@Z", scope: !2, file: !2, line: 93, type: !211, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !201, !202}
!213 = !DILocalVariable(arg: 2, scope: !210, file: !2, line: 93, type: !202)
!214 = !DILocation(line: 93, scope: !210)
!215 = !DILocalVariable(name: "p", arg: 1, scope: !210, file: !2, line: 93, type: !201)
!216 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !155)
!217 = !DILocalVariable(name: "shapes", scope: !216, file: !2, line: 96, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 96, elements: !238)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 32)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !221, vtableHolder: !220, identifier: ".?AUShape@@")
!221 = !{!222, !223, !225, !229, !235}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 96)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !224, size: 32, flags: DIFlagArtificial)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 32)
!225 = !DISubprogram(name: "~Shape", scope: !220, file: !2, line: 10, type: !226, scopeLine: 10, containingType: !220, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!226 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !227)
!227 = !{null, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!229 = !DISubprogram(name: "area", linkageName: "?area@Shape@@UBENXZ", scope: !220, file: !2, line: 11, type: !230, scopeLine: 11, containingType: !220, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual)
!230 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !231)
!231 = !{!232, !233}
!232 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !220)
!235 = !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !220, file: !2, line: 12, type: !236, scopeLine: 12, containingType: !220, virtualIndex: 2, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!236 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !237)
!237 = !{!154, !233}
!238 = !{!239}
!239 = !DISubrange(count: 3)
!240 = !DILocation(line: 96, scope: !216)
!241 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !242, vtableHolder: !220, identifier: ".?AURect@@")
!242 = !{!243, !222, !244, !245, !246, !250, !255}
!243 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !241, baseType: !220, extraData: i32 0)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !241, file: !2, line: 16, baseType: !232, size: 64, offset: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !241, file: !2, line: 16, baseType: !232, size: 64, offset: 128)
!246 = !DISubprogram(name: "Rect", scope: !241, file: !2, line: 17, type: !247, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!247 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !248)
!248 = !{null, !249, !232, !232}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !241, file: !2, line: 18, type: !251, scopeLine: 18, containingType: !241, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!251 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !252)
!252 = !{!232, !253}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!255 = !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !241, file: !2, line: 19, type: !256, scopeLine: 19, containingType: !241, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!256 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !257)
!257 = !{!154, !253}
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !259, vtableHolder: !220, identifier: ".?AUSquare@@")
!259 = !{!260, !222, !261, !265}
!260 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !258, baseType: !241, extraData: i32 0)
!261 = !DISubprogram(name: "Square", scope: !258, file: !2, line: 23, type: !262, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!262 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !263)
!263 = !{null, !264, !232}
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!265 = !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !258, file: !2, line: 24, type: !266, scopeLine: 24, containingType: !258, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!266 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !267)
!267 = !{!154, !268}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !258)
!270 = !DILocalVariable(name: "total", scope: !216, file: !2, line: 97, type: !232)
!271 = !DILocation(line: 97, scope: !216)
!272 = !DILocalVariable(name: "__range1", scope: !273, type: !274, flags: DIFlagArtificial)
!273 = distinct !DILexicalBlock(scope: !216, file: !2, line: 98)
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !218, size: 32)
!275 = !DILocation(line: 0, scope: !273)
!276 = !DILocation(line: 98, scope: !273)
!277 = !DILocalVariable(name: "__begin1", scope: !273, type: !278, flags: DIFlagArtificial)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 32)
!279 = !DILocalVariable(name: "__end1", scope: !273, type: !278, flags: DIFlagArtificial)
!280 = !DILocalVariable(name: "s", scope: !281, file: !2, line: 98, type: !219)
!281 = distinct !DILexicalBlock(scope: !273, file: !2, line: 98)
!282 = !DILocation(line: 98, scope: !281)
!283 = !DILocation(line: 99, scope: !284)
!284 = distinct !DILexicalBlock(scope: !281, file: !2, line: 98)
!285 = !DILocation(line: 100, scope: !284)
!286 = distinct !{!286, !276, !287}
!287 = !DILocation(line: 101, scope: !273)
!288 = !DILocalVariable(name: "__range1", scope: !289, type: !274, flags: DIFlagArtificial)
!289 = distinct !DILexicalBlock(scope: !216, file: !2, line: 102)
!290 = !DILocation(line: 0, scope: !289)
!291 = !DILocation(line: 102, scope: !289)
!292 = !DILocalVariable(name: "__begin1", scope: !289, type: !278, flags: DIFlagArtificial)
!293 = !DILocalVariable(name: "__end1", scope: !289, type: !278, flags: DIFlagArtificial)
!294 = !DILocalVariable(name: "s", scope: !295, file: !2, line: 102, type: !219)
!295 = distinct !DILexicalBlock(scope: !289, file: !2, line: 102)
!296 = !DILocation(line: 102, scope: !295)
!297 = distinct !{!297, !291, !291}
!298 = !DILocation(line: 103, scope: !216)
!299 = !DILocalVariable(name: "w", scope: !216, file: !2, line: 105, type: !300)
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !301, vtableHolder: !303, identifier: ".?AUWidget@@")
!301 = !{!302, !314, !305, !323, !328}
!302 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !300, baseType: !303, extraData: i32 0)
!303 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !304, vtableHolder: !303, identifier: ".?AUNamed@@")
!304 = !{!305, !306, !308, !309}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 32)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !307, size: 32, flags: DIFlagArtificial)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 32)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !303, file: !2, line: 27, baseType: !96, size: 32, offset: 32)
!309 = !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !303, file: !2, line: 27, type: !310, scopeLine: 27, containingType: !303, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!310 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !311)
!311 = !{!154, !312}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !303)
!314 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !300, baseType: !315, offset: 64, extraData: i32 0)
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !316, vtableHolder: !315, identifier: ".?AUCounted@@")
!316 = !{!305, !317, !318, !319}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !307, size: 32, flags: DIFlagArtificial)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !315, file: !2, line: 28, baseType: !96, size: 32, offset: 32)
!319 = !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !315, file: !2, line: 28, type: !320, scopeLine: 28, containingType: !315, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual)
!320 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !321)
!321 = !{null, !322}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!323 = !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !300, file: !2, line: 31, type: !324, scopeLine: 31, containingType: !300, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!324 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !325)
!325 = !{!154, !326}
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!328 = !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !300, file: !2, line: 32, type: !329, scopeLine: 32, containingType: !300, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!329 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !330)
!330 = !{null, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DILocation(line: 105, scope: !216)
!333 = !DILocalVariable(name: "c", scope: !216, file: !2, line: 106, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 32)
!335 = !DILocation(line: 106, scope: !216)
!336 = !DILocalVariable(name: "n", scope: !216, file: !2, line: 107, type: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32)
!338 = !DILocation(line: 107, scope: !216)
!339 = !DILocation(line: 108, scope: !216)
!340 = !DILocation(line: 109, scope: !216)
!341 = !DILocalVariable(name: "d", scope: !216, file: !2, line: 111, type: !342)
!342 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !343, vtableHolder: !342, identifier: ".?AUDiamond@@")
!343 = !{!344, !354, !355, !356, !357}
!344 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !342, baseType: !345, extraData: i32 0)
!345 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !346, vtableHolder: !345, identifier: ".?AULeft@@")
!346 = !{!347, !348, !349}
!347 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !345, baseType: !104, offset: 4, flags: DIFlagVirtual, extraData: i32 0)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !345, file: !2, line: 36, baseType: !96, size: 32, offset: 32)
!349 = !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !345, file: !2, line: 36, type: !350, scopeLine: 36, containingType: !345, virtualIndex: 0, thisAdjustment: 8, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!350 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !351)
!351 = !{!96, !352}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !345)
!354 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !342, baseType: !101, offset: 64, extraData: i32 0)
!355 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !342, baseType: !104, offset: 4, flags: DIFlagIndirectVirtualBase, extraData: i32 0)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !342, file: !2, line: 38, baseType: !96, size: 32, offset: 128)
!357 = !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !342, file: !2, line: 38, type: !358, scopeLine: 38, containingType: !342, virtualIndex: 0, thisAdjustment: 20, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!358 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !359)
!359 = !{!96, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !342)
!362 = !DILocation(line: 111, scope: !216)
!363 = !DILocalVariable(name: "bp", scope: !216, file: !2, line: 112, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!365 = !DILocation(line: 112, scope: !216)
!366 = !DILocalVariable(name: "lp", scope: !216, file: !2, line: 113, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 32)
!368 = !DILocation(line: 113, scope: !216)
!369 = !DILocation(line: 114, scope: !216)
!370 = !DILocation(line: 115, scope: !216)
!371 = !DILocalVariable(name: "arr", scope: !216, file: !2, line: 117, type: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int,8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !373, templateParams: !390, identifier: ".?AU?$Array@H$07@@")
!373 = !{!374, !378, !383}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !372, file: !2, line: 43, baseType: !375, size: 256)
!375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !376)
!376 = !{!377}
!377 = !DISubrange(count: 8)
!378 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QAEAAHH@Z", scope: !372, file: !2, line: 44, type: !379, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!379 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !380)
!380 = !{!381, !382, !96}
!381 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 32)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QBEABHH@Z", scope: !372, file: !2, line: 45, type: !384, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!384 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !385)
!385 = !{!386, !388, !96}
!386 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !387, size: 32)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !372)
!390 = !{!391, !392}
!391 = !DITemplateTypeParameter(name: "T", type: !96)
!392 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!393 = !DILocation(line: 117, scope: !216)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 118, type: !96)
!395 = distinct !DILexicalBlock(scope: !216, file: !2, line: 118)
!396 = !DILocation(line: 118, scope: !395)
!397 = !DILocation(line: 118, scope: !398)
!398 = distinct !DILexicalBlock(scope: !395, file: !2, line: 118)
!399 = distinct !{!399, !396, !396, !184}
!400 = !DILocalVariable(name: "bias", scope: !216, file: !2, line: 119, type: !96)
!401 = !DILocation(line: 119, scope: !216)
!402 = !DILocalVariable(name: "add", scope: !216, file: !2, line: 120, type: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !216, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !404, identifier: ".?AV<lambda_1>@?0??main@@9@")
!404 = !{!405}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !403, file: !2, line: 120, baseType: !96, size: 32)
!406 = !DILocation(line: 120, scope: !216)
!407 = !DILocalVariable(name: "prod_count", scope: !216, file: !2, line: 121, type: !96)
!408 = !DILocation(line: 121, scope: !216)
!409 = !DILocalVariable(name: "mul", scope: !216, file: !2, line: 122, type: !410)
!410 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !216, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !411, identifier: ".?AV<lambda_2>@?0??main@@9@")
!411 = !{!412}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !410, file: !2, line: 122, baseType: !381, size: 32)
!413 = !DILocation(line: 122, scope: !216)
!414 = !DILocation(line: 123, scope: !216)
!415 = !DILocalVariable(name: "gen", scope: !216, file: !2, line: 124, type: !416)
!416 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !216, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !155, identifier: ".?AV<lambda_0>@?0??main@@9@")
!417 = !DILocation(line: 124, scope: !216)
!418 = !DILocation(line: 125, scope: !216)
!419 = !DILocalVariable(name: "fp", scope: !216, file: !2, line: 126, type: !420)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !421, size: 32)
!421 = !DISubroutineType(types: !422)
!422 = !{!96, !96}
!423 = !DILocation(line: 126, scope: !216)
!424 = !DILocation(line: 127, scope: !216)
!425 = !DILocation(line: 129, scope: !216)
!426 = !DILocation(line: 130, scope: !216)
!427 = !DILocalVariable(name: "b", scope: !216, file: !2, line: 132, type: !164)
!428 = !DILocation(line: 132, scope: !216)
!429 = !DILocation(line: 133, scope: !216)
!430 = !DILocalVariable(name: "p", scope: !216, file: !2, line: 134, type: !120)
!431 = !DILocation(line: 134, scope: !216)
!432 = !DILocation(line: 135, scope: !216)
!433 = !DILocalVariable(name: "a1", scope: !216, file: !2, line: 137, type: !96)
!434 = !DILocation(line: 137, scope: !216)
!435 = !DILocalVariable(name: "a2", scope: !216, file: !2, line: 137, type: !96)
!436 = !DILocation(line: 138, scope: !216)
!437 = !DILocation(line: 139, scope: !216)
!438 = !DILocation(line: 140, scope: !216)
!439 = distinct !DISubprogram(name: "Rect", linkageName: "??0Rect@@QAE@NN@Z", scope: !241, file: !2, line: 17, type: !247, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !246, retainedNodes: !155)
!440 = !DILocalVariable(name: "b", arg: 3, scope: !439, file: !2, line: 17, type: !232)
!441 = !DILocation(line: 17, scope: !439)
!442 = !DILocalVariable(name: "a", arg: 2, scope: !439, file: !2, line: 17, type: !232)
!443 = !DILocalVariable(name: "this", arg: 1, scope: !439, type: !444, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 32)
!445 = !DILocation(line: 0, scope: !439)
!446 = distinct !DISubprogram(name: "Square", linkageName: "??0Square@@QAE@N@Z", scope: !258, file: !2, line: 23, type: !262, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !261, retainedNodes: !155)
!447 = !DILocalVariable(name: "s", arg: 2, scope: !446, file: !2, line: 23, type: !232)
!448 = !DILocation(line: 23, scope: !446)
!449 = !DILocalVariable(name: "this", arg: 1, scope: !446, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 32)
!451 = !DILocation(line: 0, scope: !446)
!452 = distinct !DISubprogram(name: "Widget", linkageName: "??0Widget@@QAE@XZ", scope: !300, file: !2, line: 30, type: !329, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !453, retainedNodes: !155)
!453 = !DISubprogram(name: "Widget", scope: !300, type: !329, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!454 = !DILocalVariable(name: "this", arg: 1, scope: !452, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32)
!456 = !DILocation(line: 0, scope: !452)
!457 = !DILocation(line: 30, scope: !452)
!458 = distinct !DISubprogram(name: "Diamond", linkageName: "??0Diamond@@QAE@XZ", scope: !342, file: !2, line: 38, type: !459, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !462, retainedNodes: !155)
!459 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !460)
!460 = !{null, !461}
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!462 = !DISubprogram(name: "Diamond", scope: !342, type: !459, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!463 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !458, type: !96, flags: DIFlagArtificial)
!464 = !DILocation(line: 0, scope: !458)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 32)
!467 = !DILocation(line: 38, scope: !458)
!468 = distinct !DISubprogram(name: "operator[]", linkageName: "??A?$Array@H$07@@QAEAAHH@Z", scope: !372, file: !2, line: 44, type: !379, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !378, retainedNodes: !155)
!469 = !DILocalVariable(name: "i", arg: 2, scope: !468, file: !2, line: 44, type: !96)
!470 = !DILocation(line: 44, scope: !468)
!471 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !472, flags: DIFlagArtificial | DIFlagObjectPointer)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32)
!473 = !DILocation(line: 0, scope: !468)
!474 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z", scope: !372, file: !2, line: 46, type: !475, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !478, declaration: !477, retainedNodes: !155)
!475 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !476)
!476 = !{!96, !388, !96, !410}
!477 = !DISubprogram(name: "fold<`lambda at classes.cpp:122:14'>", linkageName: "??$fold@V<lambda_2>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_2>@?0??main@@9@@Z", scope: !372, file: !2, line: 46, type: !475, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !478)
!478 = !{!479}
!479 = !DITemplateTypeParameter(name: "F", type: !410)
!480 = !DILocalVariable(name: "f", arg: 3, scope: !474, file: !2, line: 46, type: !410)
!481 = !DILocation(line: 46, scope: !474)
!482 = !DILocalVariable(name: "init", arg: 2, scope: !474, file: !2, line: 46, type: !96)
!483 = !DILocalVariable(name: "this", arg: 1, scope: !474, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32)
!485 = !DILocation(line: 0, scope: !474)
!486 = !DILocalVariable(name: "i", scope: !487, file: !2, line: 47, type: !96)
!487 = distinct !DILexicalBlock(scope: !474, file: !2, line: 47)
!488 = !DILocation(line: 47, scope: !487)
!489 = !DILocation(line: 47, scope: !490)
!490 = distinct !DILexicalBlock(scope: !487, file: !2, line: 47)
!491 = distinct !{!491, !488, !488, !184}
!492 = !DILocation(line: 48, scope: !474)
!493 = distinct !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z", scope: !372, file: !2, line: 46, type: !494, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !497, declaration: !496, retainedNodes: !155)
!494 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !495)
!495 = !{!96, !388, !96, !403}
!496 = !DISubprogram(name: "fold<`lambda at classes.cpp:120:14'>", linkageName: "??$fold@V<lambda_1>@?0??main@@9@@?$Array@H$07@@QBEHHV<lambda_1>@?0??main@@9@@Z", scope: !372, file: !2, line: 46, type: !494, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !497)
!497 = !{!498}
!498 = !DITemplateTypeParameter(name: "F", type: !403)
!499 = !DILocalVariable(name: "f", arg: 3, scope: !493, file: !2, line: 46, type: !403)
!500 = !DILocation(line: 46, scope: !493)
!501 = !DILocalVariable(name: "init", arg: 2, scope: !493, file: !2, line: 46, type: !96)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !493, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DILocation(line: 0, scope: !493)
!504 = !DILocalVariable(name: "i", scope: !505, file: !2, line: 47, type: !96)
!505 = distinct !DILexicalBlock(scope: !493, file: !2, line: 47)
!506 = !DILocation(line: 47, scope: !505)
!507 = !DILocation(line: 47, scope: !508)
!508 = distinct !DILexicalBlock(scope: !505, file: !2, line: 47)
!509 = distinct !{!509, !506, !506, !184}
!510 = !DILocation(line: 48, scope: !493)
!511 = distinct !DISubprogram(name: "operator()<double>", linkageName: "??$?RN@<lambda_0>@?0??main@@9@QBE?A?<auto>@@N@Z", scope: !416, file: !2, line: 124, type: !512, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !517, declaration: !516, retainedNodes: !155)
!512 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !513)
!513 = !{!232, !514, !232}
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !515, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!515 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !416)
!516 = !DISubprogram(name: "operator()<double>", scope: !416, file: !2, line: 124, type: !512, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !517)
!517 = !{!518}
!518 = !DITemplateTypeParameter(name: "x:auto", type: !232)
!519 = !DILocalVariable(name: "x", arg: 2, scope: !511, file: !2, line: 124, type: !232)
!520 = !DILocation(line: 124, scope: !511)
!521 = !DILocalVariable(name: "this", arg: 1, scope: !511, type: !522, flags: DIFlagArtificial | DIFlagObjectPointer)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !515, size: 32)
!523 = !DILocation(line: 0, scope: !511)
!524 = distinct !DISubprogram(name: "operator()<int>", linkageName: "??$?RH@<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !416, file: !2, line: 124, type: !525, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !528, declaration: !527, retainedNodes: !155)
!525 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !526)
!526 = !{!96, !514, !96}
!527 = !DISubprogram(name: "operator()<int>", scope: !416, file: !2, line: 124, type: !525, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !528)
!528 = !{!529}
!529 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!530 = !DILocalVariable(name: "x", arg: 2, scope: !524, file: !2, line: 124, type: !96)
!531 = !DILocation(line: 124, scope: !524)
!532 = !DILocalVariable(name: "this", arg: 1, scope: !524, type: !522, flags: DIFlagArtificial | DIFlagObjectPointer)
!533 = !DILocation(line: 0, scope: !524)
!534 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "??B<lambda_3>@?0??main@@9@QBEP6A?A?<auto>@@H@ZXZ", scope: !535, file: !2, line: 126, type: !536, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !540, retainedNodes: !155)
!535 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_3>", scope: !216, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !155, identifier: ".?AV<lambda_3>@?0??main@@9@")
!536 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !537)
!537 = !{!420, !538}
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!539 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !535)
!540 = !DISubprogram(name: "operator int (*)(int)", scope: !535, type: !536, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!541 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 32)
!543 = !DILocation(line: 0, scope: !534)
!544 = !DILocation(line: 126, scope: !534)
!545 = distinct !DISubprogram(name: "max_of<double>", linkageName: "??$max_of@N@@YANNN@Z", scope: !2, file: !2, line: 52, type: !546, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !548, retainedNodes: !155)
!546 = !DISubroutineType(types: !547)
!547 = !{!232, !232, !232}
!548 = !{!549}
!549 = !DITemplateTypeParameter(name: "T", type: !232)
!550 = !DILocalVariable(name: "b", arg: 2, scope: !545, file: !2, line: 52, type: !232)
!551 = !DILocation(line: 52, scope: !545)
!552 = !DILocalVariable(name: "a", arg: 1, scope: !545, file: !2, line: 52, type: !232)
!553 = distinct !DISubprogram(name: "max_of<int>", linkageName: "??$max_of@H@@YAHHH@Z", scope: !2, file: !2, line: 52, type: !554, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !556, retainedNodes: !155)
!554 = !DISubroutineType(types: !555)
!555 = !{!96, !96, !96}
!556 = !{!391}
!557 = !DILocalVariable(name: "b", arg: 2, scope: !553, file: !2, line: 52, type: !96)
!558 = !DILocation(line: 52, scope: !553)
!559 = !DILocalVariable(name: "a", arg: 1, scope: !553, file: !2, line: 52, type: !96)
!560 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPBDXZ", scope: !561, file: !2, line: 59, type: !564, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !563)
!561 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !562, templateParams: !548, identifier: ".?AU?$TypeName@N@@")
!562 = !{!563}
!563 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@N@@SAPBDXZ", scope: !561, file: !2, line: 59, type: !564, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!564 = !DISubroutineType(types: !565)
!565 = !{!154}
!566 = !DILocation(line: 59, scope: !560)
!567 = distinct !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPBDXZ", scope: !568, file: !2, line: 58, type: !564, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !570)
!568 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !569, templateParams: !556, identifier: ".?AU?$TypeName@H@@")
!569 = !{!570}
!570 = !DISubprogram(name: "get", linkageName: "?get@?$TypeName@H@@SAPBDXZ", scope: !568, file: !2, line: 58, type: !564, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!571 = !DILocation(line: 58, scope: !567)
!572 = distinct !DISubprogram(name: "count_args<int,char,double,const char *>", linkageName: "??$count_args@HDNPBD@@YAHHDNPBD@Z", scope: !2, file: !2, line: 55, type: !573, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !575, retainedNodes: !155)
!573 = !DISubroutineType(types: !574)
!574 = !{!96, !96, !5, !232, !154}
!575 = !{!576}
!576 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !577)
!577 = !{!578, !579, !580, !581}
!578 = !DITemplateTypeParameter(type: !96)
!579 = !DITemplateTypeParameter(type: !5)
!580 = !DITemplateTypeParameter(type: !232)
!581 = !DITemplateTypeParameter(type: !154)
!582 = !DILocalVariable(arg: 4, scope: !572, file: !2, line: 55, type: !154)
!583 = !DILocation(line: 55, scope: !572)
!584 = !DILocalVariable(arg: 3, scope: !572, file: !2, line: 55, type: !232)
!585 = !DILocalVariable(arg: 2, scope: !572, file: !2, line: 55, type: !5)
!586 = !DILocalVariable(arg: 1, scope: !572, file: !2, line: 55, type: !96)
!587 = !DILocation(line: 86, scope: !93)
!588 = !{!"branch_weights", i32 1, i32 1048575}
!589 = !DILocation(line: 87, scope: !93)
!590 = !DILocation(line: 82, scope: !135)
!591 = !DILocation(line: 83, scope: !135)
!592 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_DDiamond@@QAEXXZ", scope: !342, file: !2, line: 38, type: !459, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !593, retainedNodes: !155)
!593 = !DISubprogram(name: "~Diamond", scope: !342, type: !459, containingType: !342, virtualIndex: 1, thisAdjustment: 20, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!594 = !DILocalVariable(name: "this", arg: 1, scope: !592, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DILocation(line: 0, scope: !592)
!596 = !DILocation(line: 38, scope: !592)
!597 = distinct !DISubprogram(name: "Shape", linkageName: "??0Shape@@QAE@XZ", scope: !220, file: !2, line: 9, type: !226, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !598, retainedNodes: !155)
!598 = !DISubprogram(name: "Shape", scope: !220, type: !226, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!599 = !DILocalVariable(name: "this", arg: 1, scope: !597, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!600 = !DILocation(line: 0, scope: !597)
!601 = !DILocation(line: 9, scope: !597)
!602 = distinct !DISubprogram(name: "~Rect", linkageName: "??_GRect@@UAEPAXI@Z", scope: !241, file: !2, line: 15, type: !603, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !605, retainedNodes: !155)
!603 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !604)
!604 = !{null, !249}
!605 = !DISubprogram(name: "~Rect", scope: !241, type: !603, containingType: !241, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!606 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !602, type: !96, flags: DIFlagArtificial)
!607 = !DILocation(line: 0, scope: !602)
!608 = !DILocalVariable(name: "this", arg: 1, scope: !602, type: !444, flags: DIFlagArtificial | DIFlagObjectPointer)
!609 = !DILocation(line: 15, scope: !602)
!610 = distinct !DISubprogram(name: "area", linkageName: "?area@Rect@@UBENXZ", scope: !241, file: !2, line: 18, type: !251, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !250, retainedNodes: !155)
!611 = !DILocalVariable(name: "this", arg: 1, scope: !610, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 32)
!613 = !DILocation(line: 0, scope: !610)
!614 = !DILocation(line: 18, scope: !610)
!615 = distinct !DISubprogram(name: "name", linkageName: "?name@Rect@@UBEPBDXZ", scope: !241, file: !2, line: 19, type: !256, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !255, retainedNodes: !155)
!616 = !DILocalVariable(name: "this", arg: 1, scope: !615, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!617 = !DILocation(line: 0, scope: !615)
!618 = !DILocation(line: 19, scope: !615)
!619 = distinct !DISubprogram(name: "~Shape", linkageName: "??_GShape@@UAEPAXI@Z", scope: !220, file: !2, line: 10, type: !226, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !225, retainedNodes: !155)
!620 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !619, type: !96, flags: DIFlagArtificial)
!621 = !DILocation(line: 0, scope: !619)
!622 = !DILocalVariable(name: "this", arg: 1, scope: !619, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!623 = !DILocation(line: 10, scope: !619)
!624 = distinct !DISubprogram(name: "name", linkageName: "?name@Shape@@UBEPBDXZ", scope: !220, file: !2, line: 12, type: !236, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !235, retainedNodes: !155)
!625 = !DILocalVariable(name: "this", arg: 1, scope: !624, type: !626, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 32)
!627 = !DILocation(line: 0, scope: !624)
!628 = !DILocation(line: 12, scope: !624)
!629 = distinct !DISubprogram(name: "~Rect", linkageName: "??1Rect@@UAE@XZ", scope: !241, file: !2, line: 15, type: !603, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !605, retainedNodes: !155)
!630 = !DILocalVariable(name: "this", arg: 1, scope: !629, type: !444, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DILocation(line: 0, scope: !629)
!632 = !DILocation(line: 15, scope: !633)
!633 = distinct !DILexicalBlock(scope: !629, file: !2, line: 15)
!634 = !DILocation(line: 15, scope: !629)
!635 = distinct !DISubprogram(name: "~Shape", linkageName: "??1Shape@@UAE@XZ", scope: !220, file: !2, line: 10, type: !226, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !225, retainedNodes: !155)
!636 = !DILocalVariable(name: "this", arg: 1, scope: !635, type: !219, flags: DIFlagArtificial | DIFlagObjectPointer)
!637 = !DILocation(line: 0, scope: !635)
!638 = !DILocation(line: 10, scope: !635)
!639 = distinct !DISubprogram(name: "~Square", linkageName: "??_GSquare@@UAEPAXI@Z", scope: !258, file: !2, line: 22, type: !640, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !642, retainedNodes: !155)
!640 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !641)
!641 = !{null, !264}
!642 = !DISubprogram(name: "~Square", scope: !258, type: !640, containingType: !258, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!643 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !639, type: !96, flags: DIFlagArtificial)
!644 = !DILocation(line: 0, scope: !639)
!645 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!646 = !DILocation(line: 22, scope: !639)
!647 = distinct !DISubprogram(name: "name", linkageName: "?name@Square@@UBEPBDXZ", scope: !258, file: !2, line: 24, type: !266, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !265, retainedNodes: !155)
!648 = !DILocalVariable(name: "this", arg: 1, scope: !647, type: !649, flags: DIFlagArtificial | DIFlagObjectPointer)
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 32)
!650 = !DILocation(line: 0, scope: !647)
!651 = !DILocation(line: 24, scope: !647)
!652 = distinct !DISubprogram(name: "~Square", linkageName: "??1Square@@UAE@XZ", scope: !258, file: !2, line: 22, type: !640, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !642, retainedNodes: !155)
!653 = !DILocalVariable(name: "this", arg: 1, scope: !652, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!654 = !DILocation(line: 0, scope: !652)
!655 = !DILocation(line: 22, scope: !656)
!656 = distinct !DILexicalBlock(scope: !652, file: !2, line: 22)
!657 = !DILocation(line: 22, scope: !652)
!658 = distinct !DISubprogram(name: "Named", linkageName: "??0Named@@QAE@XZ", scope: !303, file: !2, line: 27, type: !659, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !662, retainedNodes: !155)
!659 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !660)
!660 = !{null, !661}
!661 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!662 = !DISubprogram(name: "Named", scope: !303, type: !659, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!663 = !DILocalVariable(name: "this", arg: 1, scope: !658, type: !337, flags: DIFlagArtificial | DIFlagObjectPointer)
!664 = !DILocation(line: 0, scope: !658)
!665 = !DILocation(line: 27, scope: !658)
!666 = distinct !DISubprogram(name: "Counted", linkageName: "??0Counted@@QAE@XZ", scope: !315, file: !2, line: 28, type: !320, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !667, retainedNodes: !155)
!667 = !DISubprogram(name: "Counted", scope: !315, type: !320, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!668 = !DILocalVariable(name: "this", arg: 1, scope: !666, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!669 = !DILocation(line: 0, scope: !666)
!670 = !DILocation(line: 28, scope: !666)
!671 = distinct !DISubprogram(name: "label", linkageName: "?label@Widget@@UBEPBDXZ", scope: !300, file: !2, line: 31, type: !324, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !323, retainedNodes: !155)
!672 = !DILocalVariable(name: "this", arg: 1, scope: !671, type: !673, flags: DIFlagArtificial | DIFlagObjectPointer)
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32)
!674 = !DILocation(line: 0, scope: !671)
!675 = !DILocation(line: 31, scope: !671)
!676 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Widget@@UAEXXZ", scope: !300, file: !2, line: 32, type: !329, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !328, retainedNodes: !155)
!677 = !DILocalVariable(name: "this", arg: 1, scope: !676, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!678 = !DILocation(line: 0, scope: !676)
!679 = !DILocation(line: 32, scope: !676)
!680 = distinct !DISubprogram(name: "label", linkageName: "?label@Named@@UBEPBDXZ", scope: !303, file: !2, line: 27, type: !310, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !309, retainedNodes: !155)
!681 = !DILocalVariable(name: "this", arg: 1, scope: !680, type: !682, flags: DIFlagArtificial | DIFlagObjectPointer)
!682 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 32)
!683 = !DILocation(line: 0, scope: !680)
!684 = !DILocation(line: 27, scope: !680)
!685 = distinct !DISubprogram(name: "bump", linkageName: "?bump@Counted@@UAEXXZ", scope: !315, file: !2, line: 28, type: !320, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !319, retainedNodes: !155)
!686 = !DILocalVariable(name: "this", arg: 1, scope: !685, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!687 = !DILocation(line: 0, scope: !685)
!688 = !DILocation(line: 28, scope: !685)
!689 = distinct !DISubprogram(name: "Base", linkageName: "??0Base@@QAE@XZ", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !690, retainedNodes: !155)
!690 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!691 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!692 = !DILocation(line: 0, scope: !689)
!693 = !DILocation(line: 35, scope: !689)
!694 = distinct !DISubprogram(name: "Left", linkageName: "??0Left@@QAE@XZ", scope: !345, file: !2, line: 36, type: !695, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !698, retainedNodes: !155)
!695 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !696)
!696 = !{null, !697}
!697 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!698 = !DISubprogram(name: "Left", scope: !345, type: !695, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!699 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !694, type: !96, flags: DIFlagArtificial)
!700 = !DILocation(line: 0, scope: !694)
!701 = !DILocalVariable(name: "this", arg: 1, scope: !694, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!702 = !DILocation(line: 36, scope: !694)
!703 = distinct !DISubprogram(name: "Right", linkageName: "??0Right@@QAE@XZ", scope: !101, file: !2, line: 37, type: !704, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !707, retainedNodes: !155)
!704 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !705)
!705 = !{null, !706}
!706 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!707 = !DISubprogram(name: "Right", scope: !101, type: !704, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!708 = !DILocalVariable(name: "is_most_derived", arg: 2, scope: !703, type: !96, flags: DIFlagArtificial)
!709 = !DILocation(line: 0, scope: !703)
!710 = !DILocalVariable(name: "this", arg: 1, scope: !703, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!711 = !DILocation(line: 37, scope: !703)
!712 = distinct !DISubprogram(name: "get", linkageName: "?get@Diamond@@UBEHXZ", scope: !342, file: !2, line: 38, type: !358, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !357, retainedNodes: !155)
!713 = !DILocalVariable(name: "this", arg: 1, scope: !712, type: !714, flags: DIFlagArtificial | DIFlagObjectPointer)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 32)
!715 = !DILocation(line: 0, scope: !712)
!716 = !DILocation(line: 38, scope: !712)
!717 = distinct !DISubprogram(name: "~Diamond", linkageName: "??_GDiamond@@UAEPAXI@Z", scope: !342, file: !2, line: 38, type: !459, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !593, retainedNodes: !155)
!718 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !717, type: !96, flags: DIFlagArtificial)
!719 = !DILocation(line: 0, scope: !717)
!720 = !DILocalVariable(name: "this", arg: 1, scope: !717, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!721 = !DILocation(line: 38, scope: !717)
!722 = distinct !DISubprogram(name: "get", linkageName: "?get@Base@@UBEHXZ", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !155)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!725 = !DILocation(line: 0, scope: !722)
!726 = !DILocation(line: 35, scope: !722)
!727 = distinct !DISubprogram(name: "~Base", linkageName: "??_GBase@@UAEPAXI@Z", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !155)
!728 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !727, type: !96, flags: DIFlagArtificial)
!729 = !DILocation(line: 0, scope: !727)
!730 = !DILocalVariable(name: "this", arg: 1, scope: !727, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!731 = !DILocation(line: 35, scope: !727)
!732 = distinct !DISubprogram(name: "~Base", linkageName: "??1Base@@UAE@XZ", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !155)
!733 = !DILocalVariable(name: "this", arg: 1, scope: !732, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!734 = !DILocation(line: 0, scope: !732)
!735 = !DILocation(line: 35, scope: !732)
!736 = distinct !DISubprogram(name: "get", linkageName: "?get@Left@@UBEHXZ", scope: !345, file: !2, line: 36, type: !350, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !349, retainedNodes: !155)
!737 = !DILocalVariable(name: "this", arg: 1, scope: !736, type: !738, flags: DIFlagArtificial | DIFlagObjectPointer)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 32)
!739 = !DILocation(line: 0, scope: !736)
!740 = !DILocation(line: 36, scope: !736)
!741 = distinct !DISubprogram(name: "~Left", linkageName: "??_GLeft@@UAEPAXI@Z", scope: !345, file: !2, line: 36, type: !695, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !742, retainedNodes: !155)
!742 = !DISubprogram(name: "~Left", scope: !345, type: !695, containingType: !345, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!743 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !741, type: !96, flags: DIFlagArtificial)
!744 = !DILocation(line: 0, scope: !741)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !741, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 36, scope: !741)
!747 = distinct !DISubprogram(name: "~Left", linkageName: "??_DLeft@@QAEXXZ", scope: !345, file: !2, line: 36, type: !695, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !742, retainedNodes: !155)
!748 = !DILocalVariable(name: "this", arg: 1, scope: !747, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!749 = !DILocation(line: 0, scope: !747)
!750 = !DILocation(line: 36, scope: !747)
!751 = distinct !DISubprogram(name: "~Left", linkageName: "??1Left@@UAE@XZ", scope: !345, file: !2, line: 36, type: !695, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !742, retainedNodes: !155)
!752 = !DILocalVariable(name: "this", arg: 1, scope: !751, type: !367, flags: DIFlagArtificial | DIFlagObjectPointer)
!753 = !DILocation(line: 0, scope: !751)
!754 = !DILocation(line: 36, scope: !751)
!755 = distinct !DISubprogram(name: "~Right", linkageName: "??_GRight@@UAEPAXI@Z", scope: !101, file: !2, line: 37, type: !704, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !756, retainedNodes: !155)
!756 = !DISubprogram(name: "~Right", scope: !101, type: !704, containingType: !101, virtualIndex: 1, thisAdjustment: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!757 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !755, type: !96, flags: DIFlagArtificial)
!758 = !DILocation(line: 0, scope: !755)
!759 = !DILocalVariable(name: "this", arg: 1, scope: !755, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!760 = !DILocation(line: 37, scope: !755)
!761 = distinct !DISubprogram(name: "~Right", linkageName: "??_DRight@@QAEXXZ", scope: !101, file: !2, line: 37, type: !704, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !756, retainedNodes: !155)
!762 = !DILocalVariable(name: "this", arg: 1, scope: !761, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!763 = !DILocation(line: 0, scope: !761)
!764 = !DILocation(line: 37, scope: !761)
!765 = distinct !DISubprogram(name: "~Right", linkageName: "??1Right@@UAE@XZ", scope: !101, file: !2, line: 37, type: !704, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !756, retainedNodes: !155)
!766 = !DILocalVariable(name: "this", arg: 1, scope: !765, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!767 = !DILocation(line: 0, scope: !765)
!768 = !DILocation(line: 37, scope: !765)
!769 = distinct !DISubprogram(name: "__invoke", linkageName: "?__invoke@<lambda_3>@?0??main@@9@CA?A?<auto>@@H@Z", scope: !535, file: !2, line: 126, type: !421, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !770, retainedNodes: !155)
!770 = !DISubprogram(name: "__invoke", scope: !535, type: !421, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!771 = !DILocalVariable(name: "x", arg: 1, scope: !769, type: !96)
!772 = !DILocation(line: 0, scope: !769)
!773 = !DILocation(line: 126, scope: !769)
!774 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_3>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !535, file: !2, line: 126, type: !775, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !777, retainedNodes: !155)
!775 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !776)
!776 = !{!96, !538, !96}
!777 = !DISubprogram(name: "operator()", scope: !535, file: !2, line: 126, type: !775, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!778 = !DILocalVariable(name: "x", arg: 2, scope: !774, file: !2, line: 126, type: !96)
!779 = !DILocation(line: 126, scope: !774)
!780 = !DILocalVariable(name: "this", arg: 1, scope: !774, type: !542, flags: DIFlagArtificial | DIFlagObjectPointer)
!781 = !DILocation(line: 0, scope: !774)
!782 = distinct !DISubprogram(name: "Registry", linkageName: "??0Registry@@QAE@XZ", scope: !124, file: !2, line: 78, type: !128, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !127, retainedNodes: !155)
!783 = !DILocalVariable(name: "this", arg: 1, scope: !782, type: !784, flags: DIFlagArtificial | DIFlagObjectPointer)
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32)
!785 = !DILocation(line: 0, scope: !782)
!786 = !DILocation(line: 78, scope: !782)
!787 = !DILocation(line: 78, scope: !788)
!788 = distinct !DILexicalBlock(scope: !782, file: !2, line: 78)
!789 = distinct !DISubprogram(name: "~Registry", linkageName: "??1Registry@@QAE@XZ", scope: !124, file: !2, line: 79, type: !128, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !131, retainedNodes: !155)
!790 = !DILocalVariable(name: "this", arg: 1, scope: !789, type: !784, flags: DIFlagArtificial | DIFlagObjectPointer)
!791 = !DILocation(line: 0, scope: !789)
!792 = !DILocation(line: 79, scope: !789)
!793 = distinct !DISubprogram(name: "`dynamic atexit destructor for 'r'", scope: !2, file: !2, line: 82, type: !794, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!794 = !DISubroutineType(types: !795)
!795 = !{null}
!796 = !DILocation(line: 82, scope: !793)
!797 = distinct !DISubprogram(name: "~Diamond", linkageName: "??1Diamond@@UAE@XZ", scope: !342, file: !2, line: 38, type: !459, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !593, retainedNodes: !155)
!798 = !DILocalVariable(name: "this", arg: 1, scope: !797, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!799 = !DILocation(line: 0, scope: !797)
!800 = !DILocation(line: 38, scope: !801)
!801 = distinct !DILexicalBlock(scope: !797, file: !2, line: 38)
!802 = !DILocation(line: 38, scope: !797)
!803 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_1>@?0??main@@9@QBE?A?<auto>@@HH@Z", scope: !403, file: !2, line: 120, type: !804, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !808, retainedNodes: !155)
!804 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !805)
!805 = !{!96, !806, !96, !96}
!806 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !807, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!807 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !403)
!808 = !DISubprogram(name: "operator()", scope: !403, file: !2, line: 120, type: !804, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!809 = !DILocalVariable(name: "v", arg: 3, scope: !803, file: !2, line: 120, type: !96)
!810 = !DILocation(line: 120, scope: !803)
!811 = !DILocalVariable(name: "acc", arg: 2, scope: !803, file: !2, line: 120, type: !96)
!812 = !DILocalVariable(name: "this", arg: 1, scope: !803, type: !813, flags: DIFlagArtificial | DIFlagObjectPointer)
!813 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !807, size: 32)
!814 = !DILocation(line: 0, scope: !803)
!815 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_2>@?0??main@@9@QAE?A?<auto>@@HH@Z", scope: !410, file: !2, line: 122, type: !816, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !819, retainedNodes: !155)
!816 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !817)
!817 = !{!96, !818, !96, !96}
!818 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!819 = !DISubprogram(name: "operator()", scope: !410, file: !2, line: 122, type: !816, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!820 = !DILocalVariable(name: "v", arg: 3, scope: !815, file: !2, line: 122, type: !96)
!821 = !DILocation(line: 122, scope: !815)
!822 = !DILocalVariable(name: "acc", arg: 2, scope: !815, file: !2, line: 122, type: !96)
!823 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !824, flags: DIFlagArtificial | DIFlagObjectPointer)
!824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 32)
!825 = !DILocation(line: 0, scope: !815)

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%struct.Shape = type { i32 (...)**, i8* }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }
%struct.Counter = type { i32 }
%class.Account = type { i64 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Square = type { %struct.Rect }
%struct.Circle = type { %struct.Shape, double }

$"??0Tracer@@QAE@H@Z" = comdat any

$"??1Tracer@@QAE@XZ" = comdat any

$"??0Rect@@QAE@NNPBD@Z" = comdat any

$"??0Square@@QAE@N@Z" = comdat any

$"??0Circle@@QAE@N@Z" = comdat any

$"?describe@Shape@@QBEXXZ" = comdat any

$"??0Widget@@QAE@XZ" = comdat any

$"?bump@Widget@@UAEHXZ" = comdat any

$"??HVec2@@QBE?AU0@ABU0@@Z" = comdat any

$"??DVec2@@QBE?AU0@N@Z" = comdat any

$"??YVec2@@QAEAAU0@ABU0@@Z" = comdat any

$"??8Vec2@@QBE_NABU0@@Z" = comdat any

$"??0Counter@@QAE@XZ" = comdat any

$"??1Counter@@QAE@XZ" = comdat any

$"??0Account@@QAE@_J@Z" = comdat any

$"?deposit@Account@@QAEAAV1@_J@Z" = comdat any

$"?opened@Account@@SAHXZ" = comdat any

$"?cents@Account@@QBE_JXZ" = comdat any

$"??1Widget@@UAE@XZ" = comdat any

$"??0Shape@@QAE@PBD@Z" = comdat any

$"??_GRect@@UAEPAXI@Z" = comdat any

$"?area@Rect@@UBENXZ" = comdat any

$"?sides@Rect@@UBEHXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"?sides@Shape@@UBEHXZ" = comdat any

$"??1Rect@@UAE@XZ" = comdat any

$"??1Shape@@UAE@XZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?area@Square@@UBENXZ" = comdat any

$"??1Square@@UAE@XZ" = comdat any

$"??_GCircle@@UAEPAXI@Z" = comdat any

$"?area@Circle@@UBENXZ" = comdat any

$"??1Circle@@UAE@XZ" = comdat any

$"??0Named@@QAE@XZ" = comdat any

$"??0Counted@@QAE@XZ" = comdat any

$"?who@Widget@@UBEPBDXZ" = comdat any

$"??_GWidget@@UAEPAXI@Z" = comdat any

$"??_EWidget@@W7AEPAXI@Z" = comdat any

$"?who@Named@@UBEPBDXZ" = comdat any

$"??_GNamed@@UAEPAXI@Z" = comdat any

$"??1Named@@UAE@XZ" = comdat any

$"?bump@Counted@@UAEHXZ" = comdat any

$"??_GCounted@@UAEPAXI@Z" = comdat any

$"??1Counted@@UAE@XZ" = comdat any

$"??_C@_0N@FOKCDJLE@main?5starts?6?$AA@" = comdat any

$"??_C@_04LHPFHFPH@rect?$AA@" = comdat any

$"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@" = comdat any

$"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@" = comdat any

$"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@" = comdat any

$"??_C@_09MLBOJGFA@in?5scope?6?$AA@" = comdat any

$"??_C@_0O@MPCHLCDM@main?5returns?6?$AA@" = comdat any

$"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@" = comdat any

$"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@" = comdat any

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

$"??_C@_08EODGIBPI@?5?5?$HORect?6?$AA@" = comdat any

$"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_06ICDKOIFG@square?$AA@" = comdat any

$"??_7Square@@6B@" = comdat largest

$"??_R4Square@@6B@" = comdat any

$"??_R0?AUSquare@@@8" = comdat any

$"??_R3Square@@8" = comdat any

$"??_R2Square@@8" = comdat any

$"??_R1A@?0A@EA@Square@@8" = comdat any

$"??_C@_06EPAGOIP@circle?$AA@" = comdat any

$"??_7Circle@@6B@" = comdat largest

$"??_R4Circle@@6B@" = comdat any

$"??_R0?AUCircle@@@8" = comdat any

$"??_R3Circle@@8" = comdat any

$"??_R2Circle@@8" = comdat any

$"??_R1A@?0A@EA@Circle@@8" = comdat any

$"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@" = comdat any

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

@"?global_a@@3UTracer@@A" = dso_local global %struct.Tracer zeroinitializer, align 4
@"?global_b@@3UTracer@@A" = dso_local global %struct.Tracer zeroinitializer, align 4
@"?live@Counter@@2HA" = dso_local global i32 0, align 4
@"?opened_@Account@@0HA" = dso_local global i32 0, align 4
@"??_C@_0N@FOKCDJLE@main?5starts?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"main starts\0A\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.4f\0A\00", comdat, align 1
@"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"who %s tag %d bump %d %d\0A\00", comdat, align 1
@"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"heap widget count %d\0A\00", comdat, align 1
@"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"lazy %d\0A\00", comdat, align 1
@"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lazy again %d\0A\00", comdat, align 1
@__const.main.a = private unnamed_addr constant %struct.Vec2 { double 1.000000e+00, double 2.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.Vec2 { double 5.000000e-01, double -1.000000e+00 }, align 8
@"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"vec (%g, %g) eq %d\0A\00", comdat, align 1
@"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counters live %d last %d\0A\00", comdat, align 1
@"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"counters live after delete[] %d\0A\00", comdat, align 1
@"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"account %lld opened %d\0A\00", comdat, align 1
@"??_C@_09MLBOJGFA@in?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"in scope\0A\00", comdat, align 1
@"??_C@_0O@MPCHLCDM@main?5returns?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"main returns\0A\00", comdat, align 1
@"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"Tracer(%d) constructed\0A\00", comdat, align 1
@"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Tracer(%d) destroyed\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Rect@@6B@" to i8*), i8* bitcast (i8* (%struct.Rect*, i32)* @"??_GRect@@UAEPAXI@Z" to i8*), i8* bitcast (double (%struct.Rect*)* @"?area@Rect@@UBENXZ" to i8*), i8* bitcast (i32 (%struct.Rect*)* @"?sides@Rect@@UBEHXZ" to i8*)] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" }, comdat
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AURect@@\00" }, comdat
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Rect@@8", i32 0, i32 0) }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AURect@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Rect@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Shape@@8", i32 0, i32 0) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Shape@@6B@" to i8*), i8* bitcast (i8* (%struct.Shape*, i32)* @"??_GShape@@UAEPAXI@Z" to i8*), i8* bitcast (void ()* @_purecall to i8*), i8* bitcast (i32 (%struct.Shape*)* @"?sides@Shape@@UBEHXZ" to i8*)] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"??_C@_08EODGIBPI@?5?5?$HORect?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", comdat, align 1
@"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", comdat, align 1
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i8*), i8* bitcast (i8* (%struct.Square*, i32)* @"??_GSquare@@UAEPAXI@Z" to i8*), i8* bitcast (double (%struct.Square*)* @"?area@Square@@UBENXZ" to i8*), i8* bitcast (i32 (%struct.Rect*)* @"?sides@Rect@@UBEHXZ" to i8*)] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2Square@@8", i32 0, i32 0) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Square@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Rect@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_C@_06EPAGOIP@circle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"circle\00", comdat, align 1
@3 = private unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Circle@@6B@" to i8*), i8* bitcast (i8* (%struct.Circle*, i32)* @"??_GCircle@@UAEPAXI@Z" to i8*), i8* bitcast (double (%struct.Circle*)* @"?area@Circle@@UBENXZ" to i8*), i8* bitcast (i32 (%struct.Shape*)* @"?sides@Shape@@UBEHXZ" to i8*)] }, comdat($"??_7Circle@@6B@")
@"??_R4Circle@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUCircle@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Circle@@8" }, comdat
@"??_R0?AUCircle@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUCircle@@\00" }, comdat
@"??_R3Circle@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Circle@@8", i32 0, i32 0) }, comdat
@"??_R2Circle@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Circle@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Circle@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUCircle@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Circle@@8" }, comdat
@"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", comdat, align 1
@4 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BNamed@@@" to i8*), i8* bitcast (i8* (%struct.Widget*)* @"?who@Widget@@UBEPBDXZ" to i8*), i8* bitcast (i8* (%struct.Widget*, i32)* @"??_GWidget@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Widget@@6BNamed@@@")
@5 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Widget@@6BCounted@@@" to i8*), i8* bitcast (i32 (i8*)* @"?bump@Widget@@UAEHXZ" to i8*), i8* bitcast (i8* (%struct.Widget*, i32)* @"??_EWidget@@W7AEPAXI@Z" to i8*)] }, comdat($"??_7Widget@@6BCounted@@@")
@"??_R4Widget@@6BNamed@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@"??_R0?AUWidget@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUWidget@@\00" }, comdat
@"??_R3Widget@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2Widget@@8", i32 0, i32 0) }, comdat
@"??_R2Widget@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Widget@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@Counted@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Widget@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@"??_R1A@?0A@EA@Named@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" }, comdat
@"??_R0?AUNamed@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUNamed@@\00" }, comdat
@"??_R3Named@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Named@@8", i32 0, i32 0) }, comdat
@"??_R2Named@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Named@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R17?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), i32 0, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_R0?AUCounted@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUCounted@@\00" }, comdat
@"??_R3Counted@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Counted@@8", i32 0, i32 0) }, comdat
@"??_R2Counted@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Counted@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Counted@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_R4Widget@@6BCounted@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUWidget@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Widget@@8" }, comdat
@6 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Named@@6B@" to i8*), i8* bitcast (i8* (%struct.Named*)* @"?who@Named@@UBEPBDXZ" to i8*), i8* bitcast (i8* (%struct.Named*, i32)* @"??_GNamed@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUNamed@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Named@@8" }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@7 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Counted@@6B@" to i8*), i8* bitcast (i32 (%struct.Counted*)* @"?bump@Counted@@UAEHXZ" to i8*), i8* bitcast (i8* (%struct.Counted*, i32)* @"??_GCounted@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUCounted@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
@"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A" = internal global %struct.Tracer zeroinitializer, align 4
@"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]

@"??_7Rect@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Circle@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @7, i32 0, i32 0, i32 1)

; Function Attrs: noinline nounwind
define internal void @"??__Eglobal_a@@YAXXZ"() #0 {
  %1 = call x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @"?global_a@@3UTracer@@A", i32 noundef 1)
  %2 = call i32 @atexit(void ()* @"??__Fglobal_a@@YAXXZ") #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@H@Z"(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Tracer*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Tracer* %0, %struct.Tracer** %4, align 4
  %5 = load %struct.Tracer*, %struct.Tracer** %4, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef %9)
  ret %struct.Tracer* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 0, i32 0), i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @"??__Fglobal_a@@YAXXZ"() #0 {
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* @"?global_a@@3UTracer@@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) #2

; Function Attrs: noinline nounwind
define internal void @"??__Eglobal_b@@YAXXZ"() #0 {
  %1 = call x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @"?global_b@@3UTracer@@A", i32 noundef 2)
  %2 = call i32 @atexit(void ()* @"??__Fglobal_b@@YAXXZ") #2
  ret void
}

; Function Attrs: noinline nounwind
define internal void @"??__Fglobal_b@@YAXXZ"() #0 {
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* @"?global_b@@3UTracer@@A")
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Shape*], align 4
  %3 = alloca double, align 8
  %4 = alloca [4 x %struct.Shape*]*, align 4
  %5 = alloca %struct.Shape**, align 4
  %6 = alloca %struct.Shape**, align 4
  %7 = alloca %struct.Shape*, align 4
  %8 = alloca [4 x %struct.Shape*]*, align 4
  %9 = alloca %struct.Shape**, align 4
  %10 = alloca %struct.Shape**, align 4
  %11 = alloca %struct.Shape*, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca %struct.Named*, align 4
  %14 = alloca %struct.Counted*, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Counted*, align 4
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca %struct.Counter*, align 4
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, i32* %1, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FOKCDJLE@main?5starts?6?$AA@", i32 0, i32 0))
  %29 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %2, i32 0, i32 0
  %30 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #10
  %31 = bitcast i8* %30 to %struct.Rect*
  %32 = call x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NNPBD@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %31, double noundef 3.000000e+00, double noundef 4.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0))
  %33 = bitcast %struct.Rect* %31 to %struct.Shape*
  store %struct.Shape* %33, %struct.Shape** %29, align 4
  %34 = getelementptr inbounds %struct.Shape*, %struct.Shape** %29, i32 1
  %35 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #10
  %36 = bitcast i8* %35 to %struct.Square*
  %37 = call x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@N@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %36, double noundef 2.500000e+00)
  %38 = bitcast %struct.Square* %36 to %struct.Shape*
  store %struct.Shape* %38, %struct.Shape** %34, align 4
  %39 = getelementptr inbounds %struct.Shape*, %struct.Shape** %34, i32 1
  %40 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 16) #10
  %41 = bitcast i8* %40 to %struct.Circle*
  %42 = call x86_thiscallcc noundef %struct.Circle* @"??0Circle@@QAE@N@Z"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %41, double noundef 1.000000e+00)
  %43 = bitcast %struct.Circle* %41 to %struct.Shape*
  store %struct.Shape* %43, %struct.Shape** %39, align 4
  %44 = getelementptr inbounds %struct.Shape*, %struct.Shape** %39, i32 1
  %45 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 24) #10
  %46 = bitcast i8* %45 to %struct.Rect*
  %47 = call x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NNPBD@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %46, double noundef 5.000000e-01, double noundef 8.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0))
  %48 = bitcast %struct.Rect* %46 to %struct.Shape*
  store %struct.Shape* %48, %struct.Shape** %44, align 4
  store double 0.000000e+00, double* %3, align 8
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %4, align 4
  %49 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 4
  %50 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %49, i32 0, i32 0
  store %struct.Shape** %50, %struct.Shape*** %5, align 4
  %51 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 4
  %52 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %51, i32 0, i32 0
  %53 = getelementptr inbounds %struct.Shape*, %struct.Shape** %52, i32 4
  store %struct.Shape** %53, %struct.Shape*** %6, align 4
  br label %54

54:                                               ; preds = %70, %0
  %55 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %56 = load %struct.Shape**, %struct.Shape*** %6, align 4
  %57 = icmp ne %struct.Shape** %55, %56
  br i1 %57, label %58, label %73

58:                                               ; preds = %54
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %60 = load %struct.Shape*, %struct.Shape** %59, align 4
  store %struct.Shape* %60, %struct.Shape** %7, align 4
  %61 = load %struct.Shape*, %struct.Shape** %7, align 4
  call x86_thiscallcc void @"?describe@Shape@@QBEXXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %61)
  %62 = load %struct.Shape*, %struct.Shape** %7, align 4
  %63 = bitcast %struct.Shape* %62 to double (%struct.Shape*)***
  %64 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %63, align 4
  %65 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %64, i64 1
  %66 = load double (%struct.Shape*)*, double (%struct.Shape*)** %65, align 4
  %67 = call x86_thiscallcc noundef double %66(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %62)
  %68 = load double, double* %3, align 8
  %69 = fadd double %68, %67
  store double %69, double* %3, align 8
  br label %70

70:                                               ; preds = %58
  %71 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %72 = getelementptr inbounds %struct.Shape*, %struct.Shape** %71, i32 1
  store %struct.Shape** %72, %struct.Shape*** %5, align 4
  br label %54

73:                                               ; preds = %54
  %74 = load double, double* %3, align 8
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@", i32 0, i32 0), double noundef %74)
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %8, align 4
  %76 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 4
  %77 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %76, i32 0, i32 0
  store %struct.Shape** %77, %struct.Shape*** %9, align 4
  %78 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 4
  %79 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %78, i32 0, i32 0
  %80 = getelementptr inbounds %struct.Shape*, %struct.Shape** %79, i32 4
  store %struct.Shape** %80, %struct.Shape*** %10, align 4
  br label %81

81:                                               ; preds = %97, %73
  %82 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %83 = load %struct.Shape**, %struct.Shape*** %10, align 4
  %84 = icmp ne %struct.Shape** %82, %83
  br i1 %84, label %85, label %100

85:                                               ; preds = %81
  %86 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %87 = load %struct.Shape*, %struct.Shape** %86, align 4
  store %struct.Shape* %87, %struct.Shape** %11, align 4
  %88 = load %struct.Shape*, %struct.Shape** %11, align 4
  %89 = icmp eq %struct.Shape* %88, null
  br i1 %89, label %96, label %90

90:                                               ; preds = %85
  %91 = bitcast %struct.Shape* %88 to i8* (%struct.Shape*, i32)***
  %92 = load i8* (%struct.Shape*, i32)**, i8* (%struct.Shape*, i32)*** %91, align 4
  %93 = getelementptr inbounds i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %92, i64 0
  %94 = load i8* (%struct.Shape*, i32)*, i8* (%struct.Shape*, i32)** %93, align 4
  %95 = call x86_thiscallcc noundef i8* %94(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %88, i32 noundef 1) #2
  br label %96

96:                                               ; preds = %90, %85
  br label %97

97:                                               ; preds = %96
  %98 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %99 = getelementptr inbounds %struct.Shape*, %struct.Shape** %98, i32 1
  store %struct.Shape** %99, %struct.Shape*** %9, align 4
  br label %81

100:                                              ; preds = %81
  %101 = call x86_thiscallcc noundef %struct.Widget* @"??0Widget@@QAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #2
  %102 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %102, %struct.Named** %13, align 4
  %103 = bitcast %struct.Widget* %12 to i8*
  %104 = getelementptr inbounds i8, i8* %103, i32 8
  %105 = bitcast i8* %104 to %struct.Counted*
  store %struct.Counted* %105, %struct.Counted** %14, align 4
  %106 = load %struct.Counted*, %struct.Counted** %14, align 4
  %107 = bitcast %struct.Counted* %106 to i32 (%struct.Counted*)***
  %108 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %107, align 4
  %109 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %108, i64 0
  %110 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %109, align 4
  %111 = call x86_thiscallcc noundef i32 %110(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %106)
  store i32 %111, i32* %15, align 4
  %112 = bitcast %struct.Widget* %12 to i8*
  %113 = getelementptr i8, i8* %112, i32 8
  %114 = call x86_thiscallcc noundef i32 @"?bump@Widget@@UAEHXZ"(i8* noundef %113)
  store i32 %114, i32* %16, align 4
  %115 = load i32, i32* %16, align 4
  %116 = load i32, i32* %15, align 4
  %117 = load %struct.Named*, %struct.Named** %13, align 4
  %118 = getelementptr inbounds %struct.Named, %struct.Named* %117, i32 0, i32 1
  %119 = load i32, i32* %118, align 4
  %120 = load %struct.Named*, %struct.Named** %13, align 4
  %121 = bitcast %struct.Named* %120 to i8* (%struct.Named*)***
  %122 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %121, align 4
  %123 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %122, i64 0
  %124 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %123, align 4
  %125 = call x86_thiscallcc noundef i8* %124(%struct.Named* noundef nonnull align 4 dereferenceable(8) %120)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %125, i32 noundef %119, i32 noundef %116, i32 noundef %115)
  %127 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 16) #10
  %128 = bitcast i8* %127 to %struct.Widget*
  %129 = call x86_thiscallcc noundef %struct.Widget* @"??0Widget@@QAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %128) #2
  %130 = icmp eq %struct.Widget* %128, null
  br i1 %130, label %135, label %131

131:                                              ; preds = %100
  %132 = bitcast %struct.Widget* %128 to i8*
  %133 = getelementptr inbounds i8, i8* %132, i32 8
  %134 = bitcast i8* %133 to %struct.Counted*
  br label %135

135:                                              ; preds = %131, %100
  %136 = phi %struct.Counted* [ %134, %131 ], [ null, %100 ]
  store %struct.Counted* %136, %struct.Counted** %17, align 4
  %137 = load %struct.Counted*, %struct.Counted** %17, align 4
  %138 = bitcast %struct.Counted* %137 to i32 (%struct.Counted*)***
  %139 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %138, align 4
  %140 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %139, i64 0
  %141 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %140, align 4
  %142 = call x86_thiscallcc noundef i32 %141(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %137)
  %143 = load %struct.Counted*, %struct.Counted** %17, align 4
  %144 = getelementptr inbounds %struct.Counted, %struct.Counted* %143, i32 0, i32 1
  %145 = load i32, i32* %144, align 4
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %145)
  %147 = load %struct.Counted*, %struct.Counted** %17, align 4
  %148 = icmp eq %struct.Counted* %147, null
  br i1 %148, label %155, label %149

149:                                              ; preds = %135
  %150 = bitcast %struct.Counted* %147 to i8* (%struct.Counted*, i32)***
  %151 = load i8* (%struct.Counted*, i32)**, i8* (%struct.Counted*, i32)*** %150, align 4
  %152 = getelementptr inbounds i8* (%struct.Counted*, i32)*, i8* (%struct.Counted*, i32)** %151, i64 1
  %153 = load i8* (%struct.Counted*, i32)*, i8* (%struct.Counted*, i32)** %152, align 4
  %154 = call x86_thiscallcc noundef i8* %153(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %147, i32 noundef 1) #2
  br label %155

155:                                              ; preds = %149, %135
  %156 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @"?lazy@@YAAAUTracer@@XZ"()
  %157 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %156, i32 0, i32 0
  %158 = load i32, i32* %157, align 4
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %158)
  %160 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @"?lazy@@YAAAUTracer@@XZ"()
  %161 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %160, i32 0, i32 0
  %162 = load i32, i32* %161, align 4
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %162)
  %164 = bitcast %struct.Vec2* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %164, i8* align 8 bitcast (%struct.Vec2* @__const.main.a to i8*), i32 16, i1 false)
  %165 = bitcast %struct.Vec2* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %165, i8* align 8 bitcast (%struct.Vec2* @__const.main.b to i8*), i32 16, i1 false)
  call x86_thiscallcc void @"??HVec2@@QBE?AU0@ABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %18, %struct.Vec2* sret(%struct.Vec2) align 8 %21, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %19)
  call x86_thiscallcc void @"??DVec2@@QBE?AU0@N@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %21, %struct.Vec2* sret(%struct.Vec2) align 8 %20, double noundef 2.000000e+00)
  %166 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 0
  store double 1.000000e+00, double* %166, align 8
  %167 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 1
  store double 1.000000e+00, double* %167, align 8
  %168 = call x86_thiscallcc noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @"??YVec2@@QAEAAU0@ABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %22)
  %169 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 0
  store double 4.000000e+00, double* %169, align 8
  %170 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 1
  store double 3.000000e+00, double* %170, align 8
  %171 = call x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %23)
  %172 = zext i1 %171 to i32
  %173 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 1
  %174 = load double, double* %173, align 8
  %175 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 0
  %176 = load double, double* %175, align 8
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@", i32 0, i32 0), double noundef %176, double noundef %174, i32 noundef %172)
  %178 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef 24) #10
  %179 = bitcast i8* %178 to i32*
  store i32 5, i32* %179, align 4
  %180 = getelementptr inbounds i8, i8* %178, i32 4
  %181 = bitcast i8* %180 to %struct.Counter*
  %182 = getelementptr inbounds %struct.Counter, %struct.Counter* %181, i32 5
  br label %183

183:                                              ; preds = %183, %155
  %184 = phi %struct.Counter* [ %181, %155 ], [ %186, %183 ]
  %185 = call x86_thiscallcc noundef %struct.Counter* @"??0Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %184)
  %186 = getelementptr inbounds %struct.Counter, %struct.Counter* %184, i32 1
  %187 = icmp eq %struct.Counter* %186, %182
  br i1 %187, label %188, label %183

188:                                              ; preds = %183
  store %struct.Counter* %181, %struct.Counter** %24, align 4
  %189 = load %struct.Counter*, %struct.Counter** %24, align 4
  %190 = getelementptr inbounds %struct.Counter, %struct.Counter* %189, i32 4
  %191 = getelementptr inbounds %struct.Counter, %struct.Counter* %190, i32 0, i32 0
  %192 = load i32, i32* %191, align 4
  %193 = load i32, i32* @"?live@Counter@@2HA", align 4
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %193, i32 noundef %192)
  %195 = load %struct.Counter*, %struct.Counter** %24, align 4
  %196 = icmp eq %struct.Counter* %195, null
  br i1 %196, label %209, label %197

197:                                              ; preds = %188
  %198 = bitcast %struct.Counter* %195 to i8*
  %199 = getelementptr inbounds i8, i8* %198, i32 -4
  %200 = bitcast i8* %199 to i32*
  %201 = load i32, i32* %200, align 4
  %202 = getelementptr inbounds %struct.Counter, %struct.Counter* %195, i32 %201
  %203 = icmp eq %struct.Counter* %195, %202
  br i1 %203, label %208, label %204

204:                                              ; preds = %204, %197
  %205 = phi %struct.Counter* [ %202, %197 ], [ %206, %204 ]
  %206 = getelementptr inbounds %struct.Counter, %struct.Counter* %205, i32 -1
  call x86_thiscallcc void @"??1Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %206) #2
  %207 = icmp eq %struct.Counter* %206, %195
  br i1 %207, label %208, label %204

208:                                              ; preds = %204, %197
  call void @"??_V@YAXPAX@Z"(i8* noundef %199) #11
  br label %209

209:                                              ; preds = %208, %188
  %210 = load i32, i32* @"?live@Counter@@2HA", align 4
  %211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@", i32 0, i32 0), i32 noundef %210)
  %212 = call x86_thiscallcc noundef %class.Account* @"??0Account@@QAE@_J@Z"(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %213 = call x86_thiscallcc noundef nonnull align 8 dereferenceable(8) %class.Account* @"?deposit@Account@@QAEAAV1@_J@Z"(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %214 = call x86_thiscallcc noundef nonnull align 8 dereferenceable(8) %class.Account* @"?deposit@Account@@QAEAAV1@_J@Z"(%class.Account* noundef nonnull align 8 dereferenceable(8) %213, i64 noundef -50)
  %215 = call x86_thiscallcc noundef %class.Account* @"??0Account@@QAE@_J@Z"(%class.Account* noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %216 = call noundef i32 @"?opened@Account@@SAHXZ"()
  %217 = call x86_thiscallcc noundef i64 @"?cents@Account@@QBE_JXZ"(%class.Account* noundef nonnull align 8 dereferenceable(8) %25)
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@", i32 0, i32 0), i64 noundef %217, i32 noundef %216)
  %219 = call x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27, i32 noundef 3)
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09MLBOJGFA@in?5scope?6?$AA@", i32 0, i32 0))
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27) #2
  %221 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MPCHLCDM@main?5returns?6?$AA@", i32 0, i32 0))
  store i32 13, i32* %1, align 4
  call x86_thiscallcc void @"??1Widget@@UAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #2
  %222 = load i32, i32* %1, align 4
  ret i32 %222
}

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NNPBD@Z"(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2, i8* noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca i8*, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca %struct.Rect*, align 4
  store i8* %3, i8** %5, align 4
  store double %2, double* %6, align 8
  store double %1, double* %7, align 8
  store %struct.Rect* %0, %struct.Rect** %8, align 4
  %9 = load %struct.Rect*, %struct.Rect** %8, align 4
  %10 = bitcast %struct.Rect* %9 to %struct.Shape*
  %11 = load i8*, i8** %5, align 4
  %12 = call x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@PBD@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %10, i8* noundef %11)
  %13 = bitcast %struct.Rect* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %13, align 8
  %14 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 1
  %15 = load double, double* %7, align 8
  store double %15, double* %14, align 8
  %16 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 2
  %17 = load double, double* %6, align 8
  store double %17, double* %16, align 8
  ret %struct.Rect* %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@N@Z"(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Square*, align 4
  store double %1, double* %3, align 8
  store %struct.Square* %0, %struct.Square** %4, align 4
  %5 = load %struct.Square*, %struct.Square** %4, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %3, align 8
  %8 = load double, double* %3, align 8
  %9 = call x86_thiscallcc noundef %struct.Rect* @"??0Rect@@QAE@NNPBD@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %8, double noundef %7, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0))
  %10 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Square* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Circle* @"??0Circle@@QAE@N@Z"(%struct.Circle* noundef nonnull returned align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Circle*, align 4
  store double %1, double* %3, align 8
  store %struct.Circle* %0, %struct.Circle** %4, align 4
  %5 = load %struct.Circle*, %struct.Circle** %4, align 4
  %6 = bitcast %struct.Circle* %5 to %struct.Shape*
  %7 = call x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@PBD@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EPAGOIP@circle?$AA@", i32 0, i32 0))
  %8 = bitcast %struct.Circle* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Circle@@6B@" to i32 (...)**), i32 (...)*** %8, align 8
  %9 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1
  %10 = load double, double* %3, align 8
  store double %10, double* %9, align 8
  ret %struct.Circle* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"?describe@Shape@@QBEXXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %5 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %5, i64 2
  %7 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %6, align 4
  %8 = call x86_thiscallcc noundef i32 %7(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %3)
  %9 = bitcast %struct.Shape* %3 to double (%struct.Shape*)***
  %10 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %9, align 4
  %11 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %10, i64 1
  %12 = load double (%struct.Shape*)*, double (%struct.Shape*)** %11, align 4
  %13 = call x86_thiscallcc noundef double %12(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %3)
  %14 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %15 = load i8*, i8** %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", i32 0, i32 0), i8* noundef %15, double noundef %13, i32 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Widget* @"??0Widget@@QAE@XZ"(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  %5 = call x86_thiscallcc noundef %struct.Named* @"??0Named@@QAE@XZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #2
  %6 = bitcast %struct.Widget* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Counted*
  %9 = call x86_thiscallcc noundef %struct.Counted* @"??0Counted@@QAE@XZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #2
  %10 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BNamed@@@" to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Widget* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Widget@@6BCounted@@@" to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Widget* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Widget@@UAEHXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  %3 = alloca %struct.Widget*, align 4
  %4 = bitcast i8* %0 to %struct.Widget*
  store %struct.Widget* %4, %struct.Widget** %2, align 4
  %5 = load %struct.Widget*, %struct.Widget** %2, align 4
  store %struct.Widget* %5, %struct.Widget** %3, align 4
  %6 = load %struct.Widget*, %struct.Widget** %3, align 4
  %7 = bitcast %struct.Widget* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -8
  %9 = bitcast i8* %8 to %struct.Widget*
  %10 = bitcast %struct.Widget* %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Counted*
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, 10
  store i32 %15, i32* %13, align 4
  %16 = bitcast %struct.Widget* %9 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 8
  %18 = bitcast i8* %17 to %struct.Counted*
  %19 = getelementptr inbounds %struct.Counted, %struct.Counted* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @"?lazy@@YAAAUTracer@@XZ"() #6 {
  %1 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %2 = load i32, i32* @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %10, !prof !4

4:                                                ; preds = %0
  call void @_Init_thread_header(i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #2
  %5 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = call x86_thiscallcc noundef %struct.Tracer* @"??0Tracer@@QAE@H@Z"(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A", i32 noundef 99)
  %9 = call i32 @atexit(void ()* @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ") #2
  call void @_Init_thread_footer(i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #2
  br label %10

10:                                               ; preds = %7, %4, %0
  ret %struct.Tracer* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A"
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??HVec2@@QBE?AU0@ABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noalias sret(%struct.Vec2) align 8 %1, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %2) #6 comdat align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.Vec2*, align 4
  %6 = alloca %struct.Vec2*, align 4
  %7 = bitcast %struct.Vec2* %1 to i8*
  store i8* %7, i8** %4, align 4
  store %struct.Vec2* %2, %struct.Vec2** %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %6, align 4
  %8 = load %struct.Vec2*, %struct.Vec2** %6, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %11 = load double, double* %10, align 8
  %12 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 0
  %14 = load double, double* %13, align 8
  %15 = fadd double %11, %14
  store double %15, double* %9, align 8
  %16 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %18 = load double, double* %17, align 8
  %19 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %20 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %19, i32 0, i32 1
  %21 = load double, double* %20, align 8
  %22 = fadd double %18, %21
  store double %22, double* %16, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??DVec2@@QBE?AU0@N@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noalias sret(%struct.Vec2) align 8 %1, double noundef %2) #6 comdat align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.Vec2*, align 4
  %7 = bitcast %struct.Vec2* %1 to i8*
  store i8* %7, i8** %4, align 4
  store double %2, double* %5, align 8
  store %struct.Vec2* %0, %struct.Vec2** %6, align 4
  %8 = load %struct.Vec2*, %struct.Vec2** %6, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %11 = load double, double* %10, align 8
  %12 = load double, double* %5, align 8
  %13 = fmul double %11, %12
  store double %13, double* %9, align 8
  %14 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = load double, double* %5, align 8
  %18 = fmul double %16, %17
  store double %18, double* %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @"??YVec2@@QAEAAU0@ABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %1, %struct.Vec2** %3, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %6 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fadd double %10, %8
  store double %11, double* %9, align 8
  %12 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = fadd double %16, %14
  store double %17, double* %15, align 8
  ret %struct.Vec2* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef zeroext i1 @"??8Vec2@@QBE_NABU0@@Z"(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %1, %struct.Vec2** %3, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %7 = load double, double* %6, align 8
  %8 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %16 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %15, i32 0, i32 1
  %17 = load double, double* %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counter* @"??0Counter@@QAE@XZ"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* @"?live@Counter@@2HA", align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @"?live@Counter@@2HA", align 4
  store i32 %5, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = load i32, i32* @"?live@Counter@@2HA", align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @"?live@Counter@@2HA", align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %class.Account* @"??0Account@@QAE@_J@Z"(%class.Account* noundef nonnull returned align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca %class.Account*, align 4
  store i64 %1, i64* %3, align 8
  store %class.Account* %0, %class.Account** %4, align 4
  %5 = load %class.Account*, %class.Account** %4, align 4
  %6 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %7 = load i64, i64* %3, align 8
  store i64 %7, i64* %6, align 8
  %8 = load i32, i32* @"?opened_@Account@@0HA", align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @"?opened_@Account@@0HA", align 4
  ret %class.Account* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef nonnull align 8 dereferenceable(8) %class.Account* @"?deposit@Account@@QAEAAV1@_J@Z"(%class.Account* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #6 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca %class.Account*, align 4
  store i64 %1, i64* %3, align 8
  store %class.Account* %0, %class.Account** %4, align 4
  %5 = load %class.Account*, %class.Account** %4, align 4
  %6 = load i64, i64* %3, align 8
  %7 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, i64* %7, align 8
  ret %class.Account* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"?opened@Account@@SAHXZ"() #6 comdat align 2 {
  %1 = load i32, i32* @"?opened_@Account@@0HA", align 4
  ret i32 %1
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i64 @"?cents@Account@@QBE_JXZ"(%class.Account* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %class.Account*, align 4
  store %class.Account* %0, %class.Account** %2, align 4
  %3 = load %class.Account*, %class.Account** %2, align 4
  %4 = getelementptr inbounds %class.Account, %class.Account* %3, i32 0, i32 0
  %5 = load i64, i64* %4, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Widget@@UAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Counted*
  call x86_thiscallcc void @"??1Counted@@UAE@XZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %6) #2
  %7 = bitcast %struct.Widget* %3 to %struct.Named*
  call x86_thiscallcc void @"??1Named@@UAE@XZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %7) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@PBD@Z"(%struct.Shape* noundef nonnull returned align 4 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Shape*, align 4
  store i8* %1, i8** %3, align 4
  store %struct.Shape* %0, %struct.Shape** %4, align 4
  %5 = load %struct.Shape*, %struct.Shape** %4, align 4
  %6 = bitcast %struct.Shape* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %5, i32 0, i32 1
  %8 = load i8*, i8** %3, align 4
  store i8* %8, i8** %7, align 4
  ret %struct.Shape* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRect@@UAEPAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Rect* %0, %struct.Rect** %5, align 4
  %6 = load %struct.Rect*, %struct.Rect** %5, align 4
  %7 = bitcast %struct.Rect* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Rect* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Rect@@UBEHXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i32 4
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Shape* %0, %struct.Shape** %5, align 4
  %6 = load %struct.Shape*, %struct.Shape** %5, align 4
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Shape@@UBEHXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i32 0
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08EODGIBPI@?5?5?$HORect?6?$AA@", i32 0, i32 0))
  %6 = bitcast %struct.Rect* %3 to %struct.Shape*
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %6) #2
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Square* %0, %struct.Square** %5, align 4
  %6 = load %struct.Square*, %struct.Square** %5, align 4
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Square* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Square@@UBENXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  call x86_thiscallcc void @"??1Rect@@UAE@XZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCircle@@UAEPAXI@Z"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Circle*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Circle* %0, %struct.Circle** %5, align 4
  %6 = load %struct.Circle*, %struct.Circle** %5, align 4
  %7 = bitcast %struct.Circle* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Circle@@UAE@XZ"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Circle* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Circle@@UBENXZ"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Circle*, align 4
  store %struct.Circle* %0, %struct.Circle** %2, align 4
  %3 = load %struct.Circle*, %struct.Circle** %2, align 4
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Circle@@UAE@XZ"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Circle*, align 4
  store %struct.Circle* %0, %struct.Circle** %2, align 4
  %3 = load %struct.Circle*, %struct.Circle** %2, align 4
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %4) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Named* @"??0Named@@QAE@XZ"(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Named@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 7, i32* %5, align 4
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counted* @"??0Counted@@QAE@XZ"(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Counted@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Counted* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@Widget@@UBEPBDXZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GWidget@@UAEPAXI@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Widget*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Widget* %0, %struct.Widget** %5, align 4
  %6 = load %struct.Widget*, %struct.Widget** %5, align 4
  %7 = bitcast %struct.Widget* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Widget@@UAE@XZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Widget* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_EWidget@@W7AEPAXI@Z"(%struct.Widget* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Widget*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Widget* %0, %struct.Widget** %5, align 4
  %6 = load %struct.Widget*, %struct.Widget** %5, align 4
  %7 = bitcast %struct.Widget* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.Widget* %6 to i8*
  %10 = getelementptr i8, i8* %9, i32 -8
  %11 = bitcast i8* %10 to %struct.Widget*
  %12 = tail call x86_thiscallcc noundef i8* @"??_GWidget@@UAEPAXI@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %11, i32 noundef %8) #2
  ret i8* %12
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@Named@@UBEPBDXZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GNamed@@UAEPAXI@Z"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Named*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Named* %0, %struct.Named** %5, align 4
  %6 = load %struct.Named*, %struct.Named** %5, align 4
  %7 = bitcast %struct.Named* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Named@@UAE@XZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Named* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Named@@UAE@XZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Counted@@UAEHXZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCounted@@UAEPAXI@Z"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Counted*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Counted* %0, %struct.Counted** %5, align 4
  %6 = load %struct.Counted*, %struct.Counted** %5, align 4
  %7 = bitcast %struct.Counted* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Counted@@UAE@XZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %6) #2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Counted* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Counted@@UAE@XZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) #2

; Function Attrs: noinline nounwind
define internal void @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ"() #0 {
  call x86_thiscallcc void @"??1Tracer@@QAE@XZ"(%struct.Tracer* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) #2

; Function Attrs: noinline nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #0 {
  call void @"??__Eglobal_a@@YAXXZ"()
  call void @"??__Eglobal_b@@YAXXZ"()
  ret void
}

attributes #0 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!"branch_weights", i32 1, i32 1048575}

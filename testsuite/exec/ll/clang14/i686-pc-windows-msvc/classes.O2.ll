; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Tracer = type { i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { i32 (...)**, i8* }
%struct.Square = type { %struct.Rect }
%struct.Circle = type { %struct.Shape, double }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }

$"?bump@Widget@@UAEHXZ" = comdat any

$"??_GRect@@UAEPAXI@Z" = comdat any

$"?area@Rect@@UBENXZ" = comdat any

$"?sides@Rect@@UBEHXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"?sides@Shape@@UBEHXZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?area@Square@@UBENXZ" = comdat any

$"??_GCircle@@UAEPAXI@Z" = comdat any

$"?area@Circle@@UBENXZ" = comdat any

$"?who@Widget@@UBEPBDXZ" = comdat any

$"??_GWidget@@UAEPAXI@Z" = comdat any

$"??_EWidget@@W7AEPAXI@Z" = comdat any

$"?who@Named@@UBEPBDXZ" = comdat any

$"??_GNamed@@UAEPAXI@Z" = comdat any

$"?bump@Counted@@UAEHXZ" = comdat any

$"??_GCounted@@UAEPAXI@Z" = comdat any

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

@"?global_a@@3UTracer@@A" = dso_local local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
@"?global_b@@3UTracer@@A" = dso_local local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
@"?live@Counter@@2HA" = dso_local local_unnamed_addr global i32 0, align 4
@"?opened_@Account@@0HA" = dso_local local_unnamed_addr global i32 0, align 4
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"total area %.4f\0A\00", comdat, align 1
@"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"who %s tag %d bump %d %d\0A\00", comdat, align 1
@"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"heap widget count %d\0A\00", comdat, align 1
@"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"lazy %d\0A\00", comdat, align 1
@"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lazy again %d\0A\00", comdat, align 1
@"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"vec (%g, %g) eq %d\0A\00", comdat, align 1
@"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"counters live %d last %d\0A\00", comdat, align 1
@"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"counters live after delete[] %d\0A\00", comdat, align 1
@"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"account %lld opened %d\0A\00", comdat, align 1
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
@"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4
@"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.1 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.2 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.3 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

@"??_7Rect@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Circle@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @7, i32 0, i32 0, i32 1)

; Function Attrs: nofree nounwind
define internal void @"??__Fglobal_a@@YAXXZ"() #0 {
  %1 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @"?global_a@@3UTracer@@A", i32 0, i32 0), align 4, !tbaa !3
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 0, i32 0), i32 noundef %1) #1
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal void @"??__Fglobal_b@@YAXXZ"() #0 {
  %1 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @"?global_b@@3UTracer@@A", i32 0, i32 0), align 4, !tbaa !3
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 0, i32 0), i32 noundef %1) #1
  ret void
}

; Function Attrs: norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i32 0, i32 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 1.200000e+01, i32 noundef 4) #1
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0), double noundef 6.250000e+00, i32 noundef 4) #1
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EPAGOIP@circle?$AA@", i32 0, i32 0), double noundef 0x400921FB54442D18, i32 noundef 0) #1
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), double noundef 4.000000e+00, i32 noundef 4) #1
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@", i32 0, i32 0), double noundef 0x4039643F6A8885A3)
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.3, i32 0, i32 0)) #1
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0)) #1
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.3, i32 0, i32 0)) #1
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ICDKOIFG@square?$AA@", i32 0, i32 0)) #1
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EPAGOIP@circle?$AA@", i32 0, i32 0)) #1
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.3, i32 0, i32 0)) #1
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0)) #1
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0), i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10)
  %16 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %17 = load i32, i32* @_Init_thread_epoch, align 4
  %18 = icmp sgt i32 %16, %17
  br i1 %18, label %19, label %25, !prof !8

19:                                               ; preds = %0
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #1
  %20 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  store i1 true, i1* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef 99) #1
  %24 = tail call i32 @atexit(void ()* nonnull @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ") #1
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #1
  br label %25

25:                                               ; preds = %0, %19, %22
  %26 = load i1, i1* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %27 = select i1 %26, i32 99, i32 0
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %27)
  %29 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %30 = load i32, i32* @_Init_thread_epoch, align 4
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %32, label %38, !prof !8

32:                                               ; preds = %25
  tail call void @_Init_thread_header(i32* nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #1
  %33 = load atomic i32, i32* @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  store i1 true, i1* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef 99) #1
  %37 = tail call i32 @atexit(void ()* nonnull @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ") #1
  tail call void @_Init_thread_footer(i32* nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #1
  br label %38

38:                                               ; preds = %25, %32, %35
  %39 = load i1, i1* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %40 = select i1 %39, i32 99, i32 0
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %40)
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@", i32 0, i32 0), double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %43 = load i32, i32* @"?live@Counter@@2HA", align 4, !tbaa !9
  %44 = add nsw i32 %43, 4
  %45 = add nsw i32 %43, 5
  store i32 %45, i32* @"?live@Counter@@2HA", align 4, !tbaa !9
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %45, i32 noundef %44)
  %47 = load i32, i32* @"?live@Counter@@2HA", align 4, !tbaa !9
  %48 = add i32 %47, -5
  store i32 %48, i32* @"?live@Counter@@2HA", align 4, !tbaa !9
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@", i32 0, i32 0), i32 noundef %48)
  %50 = load i32, i32* @"?opened_@Account@@0HA", align 4, !tbaa !9
  %51 = add nsw i32 %50, 2
  store i32 %51, i32* @"?opened_@Account@@0HA", align 4, !tbaa !9
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@", i32 0, i32 0), i64 noundef 300, i32 noundef %51)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef 3) #1
  %54 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.1, i32 0, i32 0))
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 0, i32 0), i32 noundef 3) #1
  %56 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.2, i32 0, i32 0))
  ret i32 13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Widget@@UAEHXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, i8* %0, i32 4
  %3 = bitcast i8* %2 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !10
  %5 = add nsw i32 %4, 10
  store i32 %5, i32* %3, align 4, !tbaa !10
  ret i32 %5
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRect@@UAEPAXI@Z"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Rect* %0 to i8*
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !12
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.3, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !12
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 0, i32 1
  %7 = load i8*, i8** %6, align 4, !tbaa !14
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %7) #1
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i32 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !20
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Rect@@UBEHXZ"(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  ret i32 4
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  tail call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Shape@@UBEHXZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret i32 0
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = bitcast %struct.Square* %0 to i8*
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Rect@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !12
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.3, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !12
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 0, i32 0, i32 1
  %7 = load i8*, i8** %6, align 4, !tbaa !14
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %7) #1
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Square@@UBENXZ"(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !20
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCircle@@UAEPAXI@Z"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = bitcast %struct.Circle* %0 to i8*
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !12
  %5 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i32 0, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !14
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %6) #1
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %10

10:                                               ; preds = %9, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Circle@@UBENXZ"(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i32 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !21
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@Widget@@UBEPBDXZ"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KLKLDLLI@widget?$AA@", i32 0, i32 0)
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GWidget@@UAEPAXI@Z"(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = bitcast %struct.Widget* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_EWidget@@W7AEPAXI@Z"(%struct.Widget* noundef %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = getelementptr %struct.Widget, %struct.Widget* %0, i32 -1, i32 1
  %4 = bitcast %struct.Counted* %3 to i8*
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %4) #11
  br label %7

7:                                                ; preds = %2, %6
  ret i8* %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?who@Named@@UBEPBDXZ"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FOFAOGDN@named?$AA@", i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GNamed@@UAEPAXI@Z"(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Named* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Counted@@UAEHXZ"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.Counted, %struct.Counted* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* %2, align 4, !tbaa !10
  ret i32 %4
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCounted@@UAEPAXI@Z"(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Counted* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(i32*) local_unnamed_addr #1

; Function Attrs: nofree norecurse nounwind
define internal void @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ"() #9 {
  %1 = load i1, i1* @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %2 = select i1 %1, i32 99, i32 0
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 0, i32 0), i32 noundef %2) #1
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(i32*) local_unnamed_addr #1

; Function Attrs: nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #5 {
  store i32 1, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @"?global_a@@3UTracer@@A", i32 0, i32 0), align 4, !tbaa !3
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef 1) #1
  %2 = tail call i32 @atexit(void ()* nonnull @"??__Fglobal_a@@YAXXZ") #1
  store i32 2, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @"?global_b@@3UTracer@@A", i32 0, i32 0), align 4, !tbaa !3
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 0, i32 0), i32 noundef 2) #1
  %4 = tail call i32 @atexit(void ()* nonnull @"??__Fglobal_b@@YAXXZ") #1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUTracer@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = !{!5, !5, i64 0}
!10 = !{!11, !5, i64 4}
!11 = !{!"?AUCounted@@", !5, i64 4}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !7, i64 0}
!14 = !{!15, !16, i64 4}
!15 = !{!"?AUShape@@", !16, i64 4}
!16 = !{!"any pointer", !6, i64 0}
!17 = !{!18, !19, i64 8}
!18 = !{!"?AURect@@", !19, i64 8, !19, i64 16}
!19 = !{!"double", !6, i64 0}
!20 = !{!18, !19, i64 16}
!21 = !{!22, !19, i64 8}
!22 = !{!"?AUCircle@@", !19, i64 8}

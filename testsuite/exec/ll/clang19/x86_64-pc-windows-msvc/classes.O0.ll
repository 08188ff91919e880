; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { ptr, i32 }
%struct.Counted = type { ptr, i32 }
%class.Account = type { i64 }
%struct.Counter = type { i32 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr, ptr }
%struct.Circle = type { %struct.Shape, double }

$"??0Tracer@@QEAA@H@Z" = comdat any

$"??1Tracer@@QEAA@XZ" = comdat any

$"??0Rect@@QEAA@NNPEBD@Z" = comdat any

$"??0Square@@QEAA@N@Z" = comdat any

$"??0Circle@@QEAA@N@Z" = comdat any

$"?describe@Shape@@QEBAXXZ" = comdat any

$"??0Widget@@QEAA@XZ" = comdat any

$"?bump@Widget@@UEAAHXZ" = comdat any

$"??HVec2@@QEBA?AU0@AEBU0@@Z" = comdat any

$"??DVec2@@QEBA?AU0@N@Z" = comdat any

$"??YVec2@@QEAAAEAU0@AEBU0@@Z" = comdat any

$"??8Vec2@@QEBA_NAEBU0@@Z" = comdat any

$"??0Counter@@QEAA@XZ" = comdat any

$"??1Counter@@QEAA@XZ" = comdat any

$"??0Account@@QEAA@_J@Z" = comdat any

$"?deposit@Account@@QEAAAEAV1@_J@Z" = comdat any

$"?opened@Account@@SAHXZ" = comdat any

$"?cents@Account@@QEBA_JXZ" = comdat any

$"??1Widget@@UEAA@XZ" = comdat any

$"??0Shape@@QEAA@PEBD@Z" = comdat any

$"??_GRect@@UEAAPEAXI@Z" = comdat any

$"?area@Rect@@UEBANXZ" = comdat any

$"?sides@Rect@@UEBAHXZ" = comdat any

$"??_GShape@@UEAAPEAXI@Z" = comdat any

$"?sides@Shape@@UEBAHXZ" = comdat any

$"??1Rect@@UEAA@XZ" = comdat any

$"??1Shape@@UEAA@XZ" = comdat any

$"??_GSquare@@UEAAPEAXI@Z" = comdat any

$"?area@Square@@UEBANXZ" = comdat any

$"??1Square@@UEAA@XZ" = comdat any

$"??_GCircle@@UEAAPEAXI@Z" = comdat any

$"?area@Circle@@UEBANXZ" = comdat any

$"??1Circle@@UEAA@XZ" = comdat any

$"??0Named@@QEAA@XZ" = comdat any

$"??0Counted@@QEAA@XZ" = comdat any

$"?who@Widget@@UEBAPEBDXZ" = comdat any

$"??_GWidget@@UEAAPEAXI@Z" = comdat any

$"??_EWidget@@WBA@EAAPEAXI@Z" = comdat any

$"?who@Named@@UEBAPEBDXZ" = comdat any

$"??_GNamed@@UEAAPEAXI@Z" = comdat any

$"??1Named@@UEAA@XZ" = comdat any

$"?bump@Counted@@UEAAHXZ" = comdat any

$"??_GCounted@@UEAAPEAXI@Z" = comdat any

$"??1Counted@@UEAA@XZ" = comdat any

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
@0 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Rect@@6B@", ptr @"??_GRect@@UEAAPEAXI@Z", ptr @"?area@Rect@@UEBANXZ", ptr @"?sides@Rect@@UEBAHXZ"] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURect@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Rect@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AURect@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AURect@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Shape@@6B@", ptr @"??_GShape@@UEAAPEAXI@Z", ptr @_purecall, ptr @"?sides@Shape@@UEBAHXZ"] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUShape@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Shape@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_08EODGIBPI@?5?5?$HORect?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", comdat, align 1
@"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", comdat, align 1
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UEAAPEAXI@Z", ptr @"?area@Square@@UEBANXZ", ptr @"?sides@Rect@@UEBAHXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Square@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Rect@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSquare@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Square@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06EPAGOIP@circle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"circle\00", comdat, align 1
@3 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Circle@@6B@", ptr @"??_GCircle@@UEAAPEAXI@Z", ptr @"?area@Circle@@UEBANXZ", ptr @"?sides@Shape@@UEBAHXZ"] }, comdat($"??_7Circle@@6B@")
@"??_R4Circle@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCircle@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Circle@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Circle@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCircle@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUCircle@@\00" }, comdat
@"??_R3Circle@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Circle@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Circle@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Circle@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Shape@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Circle@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCircle@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Circle@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", comdat, align 1
@4 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Widget@@6BNamed@@@", ptr @"?who@Widget@@UEBAPEBDXZ", ptr @"??_GWidget@@UEAAPEAXI@Z"] }, comdat($"??_7Widget@@6BNamed@@@")
@5 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Widget@@6BCounted@@@", ptr @"?bump@Widget@@UEAAHXZ", ptr @"??_EWidget@@WBA@EAAPEAXI@Z"] }, comdat($"??_7Widget@@6BCounted@@@")
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
@6 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Named@@6B@", ptr @"?who@Named@@UEBAPEBDXZ", ptr @"??_GNamed@@UEAAPEAXI@Z"] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUNamed@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Named@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Named@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@7 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UEAAHXZ", ptr @"??_GCounted@@UEAAPEAXI@Z"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCounted@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Counted@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Counted@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
@"?t@?1??lazy@@YAAEAUTracer@@XZ@4U2@A" = internal global %struct.Tracer zeroinitializer, align 4
@"?$TSS0@?1??lazy@@YAAEAUTracer@@XZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_classes.cpp, ptr null }]

@"??_7Rect@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7Circle@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @7, i32 0, i32 0, i32 1)

; Function Attrs: noinline nounwind uwtable
define internal void @"??__Eglobal_a@@YAXXZ"() #0 {
  %1 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) @"?global_a@@3UTracer@@A", i32 noundef 1)
  %2 = call i32 @atexit(ptr @"??__Fglobal_a@@YAXXZ") #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @"??__Fglobal_a@@YAXXZ"() #0 {
  call void @"??1Tracer@@QEAA@XZ"(ptr @"?global_a@@3UTracer@@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #2

; Function Attrs: noinline nounwind uwtable
define internal void @"??__Eglobal_b@@YAXXZ"() #0 {
  %1 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) @"?global_b@@3UTracer@@A", i32 noundef 2)
  %2 = call i32 @atexit(ptr @"??__Fglobal_b@@YAXXZ") #2
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @"??__Fglobal_b@@YAXXZ"() #0 {
  call void @"??1Tracer@@QEAA@XZ"(ptr @"?global_b@@3UTracer@@A")
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 16
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
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca ptr, align 8
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, ptr %1, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@FOKCDJLE@main?5starts?6?$AA@")
  %29 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 32) #10
  %30 = call noundef ptr @"??0Rect@@QEAA@NNPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(32) %29, double noundef 3.000000e+00, double noundef 4.000000e+00, ptr noundef @"??_C@_04LHPFHFPH@rect?$AA@")
  store ptr %29, ptr %2, align 8
  %31 = getelementptr inbounds ptr, ptr %2, i64 1
  %32 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 32) #10
  %33 = call noundef ptr @"??0Square@@QEAA@N@Z"(ptr noundef nonnull align 8 dereferenceable(32) %32, double noundef 2.500000e+00)
  store ptr %32, ptr %31, align 8
  %34 = getelementptr inbounds ptr, ptr %2, i64 2
  %35 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 24) #10
  %36 = call noundef ptr @"??0Circle@@QEAA@N@Z"(ptr noundef nonnull align 8 dereferenceable(24) %35, double noundef 1.000000e+00)
  store ptr %35, ptr %34, align 8
  %37 = getelementptr inbounds ptr, ptr %2, i64 3
  %38 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 32) #10
  %39 = call noundef ptr @"??0Rect@@QEAA@NNPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(32) %38, double noundef 5.000000e-01, double noundef 8.000000e+00, ptr noundef @"??_C@_04LHPFHFPH@rect?$AA@")
  store ptr %38, ptr %37, align 8
  store double 0.000000e+00, ptr %3, align 8
  store ptr %2, ptr %4, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds [4 x ptr], ptr %40, i64 0, i64 0
  store ptr %41, ptr %5, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds [4 x ptr], ptr %42, i64 0, i64 0
  %44 = getelementptr inbounds ptr, ptr %43, i64 4
  store ptr %44, ptr %6, align 8
  br label %45

45:                                               ; preds = %60, %0
  %46 = load ptr, ptr %5, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = icmp ne ptr %46, %47
  br i1 %48, label %49, label %63

49:                                               ; preds = %45
  %50 = load ptr, ptr %5, align 8
  %51 = load ptr, ptr %50, align 8
  store ptr %51, ptr %7, align 8
  %52 = load ptr, ptr %7, align 8
  call void @"?describe@Shape@@QEBAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %52)
  %53 = load ptr, ptr %7, align 8
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds ptr, ptr %54, i64 1
  %56 = load ptr, ptr %55, align 8
  %57 = call noundef double %56(ptr noundef nonnull align 8 dereferenceable(16) %53)
  %58 = load double, ptr %3, align 8
  %59 = fadd double %58, %57
  store double %59, ptr %3, align 8
  br label %60

60:                                               ; preds = %49
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds ptr, ptr %61, i32 1
  store ptr %62, ptr %5, align 8
  br label %45

63:                                               ; preds = %45
  %64 = load double, ptr %3, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@", double noundef %64)
  store ptr %2, ptr %8, align 8
  %66 = load ptr, ptr %8, align 8
  %67 = getelementptr inbounds [4 x ptr], ptr %66, i64 0, i64 0
  store ptr %67, ptr %9, align 8
  %68 = load ptr, ptr %8, align 8
  %69 = getelementptr inbounds [4 x ptr], ptr %68, i64 0, i64 0
  %70 = getelementptr inbounds ptr, ptr %69, i64 4
  store ptr %70, ptr %10, align 8
  br label %71

71:                                               ; preds = %86, %63
  %72 = load ptr, ptr %9, align 8
  %73 = load ptr, ptr %10, align 8
  %74 = icmp ne ptr %72, %73
  br i1 %74, label %75, label %89

75:                                               ; preds = %71
  %76 = load ptr, ptr %9, align 8
  %77 = load ptr, ptr %76, align 8
  store ptr %77, ptr %11, align 8
  %78 = load ptr, ptr %11, align 8
  %79 = icmp eq ptr %78, null
  br i1 %79, label %85, label %80

80:                                               ; preds = %75
  %81 = load ptr, ptr %78, align 8
  %82 = getelementptr inbounds ptr, ptr %81, i64 0
  %83 = load ptr, ptr %82, align 8
  %84 = call noundef ptr %83(ptr noundef nonnull align 8 dereferenceable(16) %78, i32 noundef 1) #2
  br label %85

85:                                               ; preds = %80, %75
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %9, align 8
  %88 = getelementptr inbounds ptr, ptr %87, i32 1
  store ptr %88, ptr %9, align 8
  br label %71

89:                                               ; preds = %71
  %90 = call noundef ptr @"??0Widget@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %12) #2
  store ptr %12, ptr %13, align 8
  %91 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %91, ptr %14, align 8
  %92 = load ptr, ptr %14, align 8
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds ptr, ptr %93, i64 0
  %95 = load ptr, ptr %94, align 8
  %96 = call noundef i32 %95(ptr noundef nonnull align 8 dereferenceable(16) %92)
  store i32 %96, ptr %15, align 4
  %97 = getelementptr i8, ptr %12, i64 16
  %98 = call noundef i32 @"?bump@Widget@@UEAAHXZ"(ptr noundef %97)
  store i32 %98, ptr %16, align 4
  %99 = load i32, ptr %16, align 4
  %100 = load i32, ptr %15, align 4
  %101 = load ptr, ptr %13, align 8
  %102 = getelementptr inbounds %struct.Named, ptr %101, i32 0, i32 1
  %103 = load i32, ptr %102, align 8
  %104 = load ptr, ptr %13, align 8
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds ptr, ptr %105, i64 0
  %107 = load ptr, ptr %106, align 8
  %108 = call noundef ptr %107(ptr noundef nonnull align 8 dereferenceable(16) %104)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@", ptr noundef %108, i32 noundef %103, i32 noundef %100, i32 noundef %99)
  %110 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 32) #10
  %111 = call noundef ptr @"??0Widget@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %110) #2
  %112 = icmp eq ptr %110, null
  br i1 %112, label %115, label %113

113:                                              ; preds = %89
  %114 = getelementptr inbounds i8, ptr %110, i64 16
  br label %115

115:                                              ; preds = %113, %89
  %116 = phi ptr [ %114, %113 ], [ null, %89 ]
  store ptr %116, ptr %17, align 8
  %117 = load ptr, ptr %17, align 8
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds ptr, ptr %118, i64 0
  %120 = load ptr, ptr %119, align 8
  %121 = call noundef i32 %120(ptr noundef nonnull align 8 dereferenceable(16) %117)
  %122 = load ptr, ptr %17, align 8
  %123 = getelementptr inbounds %struct.Counted, ptr %122, i32 0, i32 1
  %124 = load i32, ptr %123, align 8
  %125 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@", i32 noundef %124)
  %126 = load ptr, ptr %17, align 8
  %127 = icmp eq ptr %126, null
  br i1 %127, label %133, label %128

128:                                              ; preds = %115
  %129 = load ptr, ptr %126, align 8
  %130 = getelementptr inbounds ptr, ptr %129, i64 1
  %131 = load ptr, ptr %130, align 8
  %132 = call noundef ptr %131(ptr noundef nonnull align 8 dereferenceable(16) %126, i32 noundef 1) #2
  br label %133

133:                                              ; preds = %128, %115
  %134 = call noundef nonnull align 4 dereferenceable(4) ptr @"?lazy@@YAAEAUTracer@@XZ"()
  %135 = getelementptr inbounds %struct.Tracer, ptr %134, i32 0, i32 0
  %136 = load i32, ptr %135, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@", i32 noundef %136)
  %138 = call noundef nonnull align 4 dereferenceable(4) ptr @"?lazy@@YAAEAUTracer@@XZ"()
  %139 = getelementptr inbounds %struct.Tracer, ptr %138, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@", i32 noundef %140)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.b, i64 16, i1 false)
  call void @"??HVec2@@QEBA?AU0@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr dead_on_unwind writable sret(%struct.Vec2) align 8 %21, ptr noundef nonnull align 8 dereferenceable(16) %19)
  call void @"??DVec2@@QEBA?AU0@N@Z"(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr dead_on_unwind writable sret(%struct.Vec2) align 8 %20, double noundef 2.000000e+00)
  %142 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 0
  store double 1.000000e+00, ptr %142, align 8
  %143 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 1
  store double 1.000000e+00, ptr %143, align 8
  %144 = call noundef nonnull align 8 dereferenceable(16) ptr @"??YVec2@@QEAAAEAU0@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %22)
  %145 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 0
  store double 4.000000e+00, ptr %145, align 8
  %146 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 1
  store double 3.000000e+00, ptr %146, align 8
  %147 = call noundef zeroext i1 @"??8Vec2@@QEBA_NAEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %23)
  %148 = zext i1 %147 to i32
  %149 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 1
  %150 = load double, ptr %149, align 8
  %151 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 0
  %152 = load double, ptr %151, align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@", double noundef %152, double noundef %150, i32 noundef %148)
  %154 = call noalias noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef 28) #10
  store i64 5, ptr %154, align 8
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = getelementptr inbounds %struct.Counter, ptr %155, i64 5
  br label %157

157:                                              ; preds = %157, %133
  %158 = phi ptr [ %155, %133 ], [ %160, %157 ]
  %159 = call noundef ptr @"??0Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %158)
  %160 = getelementptr inbounds %struct.Counter, ptr %158, i64 1
  %161 = icmp eq ptr %160, %156
  br i1 %161, label %162, label %157

162:                                              ; preds = %157
  store ptr %155, ptr %24, align 8
  %163 = load ptr, ptr %24, align 8
  %164 = getelementptr inbounds %struct.Counter, ptr %163, i64 4
  %165 = getelementptr inbounds %struct.Counter, ptr %164, i32 0, i32 0
  %166 = load i32, ptr %165, align 4
  %167 = load i32, ptr @"?live@Counter@@2HA", align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@", i32 noundef %167, i32 noundef %166)
  %169 = load ptr, ptr %24, align 8
  %170 = icmp eq ptr %169, null
  br i1 %170, label %183, label %171

171:                                              ; preds = %162
  %172 = getelementptr inbounds i8, ptr %169, i64 -8
  %173 = load i64, ptr %172, align 4
  %174 = getelementptr inbounds %struct.Counter, ptr %169, i64 %173
  %175 = icmp eq ptr %169, %174
  br i1 %175, label %180, label %176

176:                                              ; preds = %176, %171
  %177 = phi ptr [ %174, %171 ], [ %178, %176 ]
  %178 = getelementptr inbounds %struct.Counter, ptr %177, i64 -1
  call void @"??1Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %178) #2
  %179 = icmp eq ptr %178, %169
  br i1 %179, label %180, label %176

180:                                              ; preds = %176, %171
  %181 = mul i64 4, %173
  %182 = add i64 %181, 8
  call void @"??_V@YAXPEAX_K@Z"(ptr noundef %172, i64 noundef %182) #11
  br label %183

183:                                              ; preds = %180, %162
  %184 = load i32, ptr @"?live@Counter@@2HA", align 4
  %185 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@", i32 noundef %184)
  %186 = call noundef ptr @"??0Account@@QEAA@_J@Z"(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %187 = call noundef nonnull align 8 dereferenceable(8) ptr @"?deposit@Account@@QEAAAEAV1@_J@Z"(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %188 = call noundef nonnull align 8 dereferenceable(8) ptr @"?deposit@Account@@QEAAAEAV1@_J@Z"(ptr noundef nonnull align 8 dereferenceable(8) %187, i64 noundef -50)
  %189 = call noundef ptr @"??0Account@@QEAA@_J@Z"(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %190 = call noundef i32 @"?opened@Account@@SAHXZ"()
  %191 = call noundef i64 @"?cents@Account@@QEBA_JXZ"(ptr noundef nonnull align 8 dereferenceable(8) %25)
  %192 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@", i64 noundef %191, i32 noundef %190)
  %193 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %27, i32 noundef 3)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09MLBOJGFA@in?5scope?6?$AA@")
  call void @"??1Tracer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %27) #2
  %195 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MPCHLCDM@main?5returns?6?$AA@")
  store i32 13, ptr %1, align 4
  call void @"??1Widget@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %12) #2
  %196 = load i32, ptr %1, align 4
  ret i32 %196
}

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Rect@@QEAA@NNPEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, double noundef %1, double noundef %2, ptr noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store ptr %3, ptr %5, align 8
  store double %2, ptr %6, align 8
  store double %1, ptr %7, align 8
  store ptr %0, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = call noundef ptr @"??0Shape@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef %10)
  store ptr @"??_7Rect@@6B@", ptr %9, align 8
  %12 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 1
  %13 = load double, ptr %7, align 8
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 2
  %15 = load double, ptr %6, align 8
  store double %15, ptr %14, align 8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Square@@QEAA@N@Z"(ptr noundef nonnull returned align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = call noundef ptr @"??0Rect@@QEAA@NNPEBD@Z"(ptr noundef nonnull align 8 dereferenceable(32) %5, double noundef %7, double noundef %6, ptr noundef @"??_C@_06ICDKOIFG@square?$AA@")
  store ptr @"??_7Square@@6B@", ptr %5, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Circle@@QEAA@N@Z"(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = call noundef ptr @"??0Shape@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef @"??_C@_06EPAGOIP@circle?$AA@")
  store ptr @"??_7Circle@@6B@", ptr %5, align 8
  %7 = getelementptr inbounds %struct.Circle, ptr %5, i32 0, i32 1
  %8 = load double, ptr %3, align 8
  store double %8, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"?describe@Shape@@QEBAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds ptr, ptr %4, i64 2
  %6 = load ptr, ptr %5, align 8
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds ptr, ptr %8, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = call noundef double %10(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %12 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", ptr noundef %13, double noundef %11, i32 noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Widget@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Named@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = call noundef ptr @"??0Counted@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #2
  store ptr @"??_7Widget@@6BNamed@@@", ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @"??_7Widget@@6BCounted@@@", ptr %7, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?bump@Widget@@UEAAHXZ"(ptr noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds %struct.Counted, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = add nsw i32 %7, 10
  store i32 %8, ptr %6, align 8
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds %struct.Counted, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @"?lazy@@YAAEAUTracer@@XZ"() #1 {
  %1 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAEAUTracer@@XZ@4HA" unordered, align 4
  %2 = load i32, ptr @_Init_thread_epoch, align 4
  %3 = icmp sgt i32 %1, %2
  br i1 %3, label %4, label %10, !prof !5

4:                                                ; preds = %0
  call void @_Init_thread_header(ptr @"?$TSS0@?1??lazy@@YAAEAUTracer@@XZ@4HA") #2
  %5 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAEAUTracer@@XZ@4HA" unordered, align 4
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = call noundef ptr @"??0Tracer@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) @"?t@?1??lazy@@YAAEAUTracer@@XZ@4U2@A", i32 noundef 99)
  %9 = call i32 @atexit(ptr @"??__Ft@?1??lazy@@YAAEAUTracer@@XZ@YAXXZ") #2
  call void @_Init_thread_footer(ptr @"?$TSS0@?1??lazy@@YAAEAUTracer@@XZ@4HA") #2
  br label %10

10:                                               ; preds = %7, %4, %0
  ret ptr @"?t@?1??lazy@@YAAEAUTracer@@XZ@4U2@A"
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??HVec2@@QEBA?AU0@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr dead_on_unwind noalias writable sret(%struct.Vec2) align 8 %1, ptr noundef nonnull align 8 dereferenceable(16) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Vec2, ptr %7, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fadd double %10, %13
  store double %14, ptr %8, align 8
  %15 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 1
  %16 = getelementptr inbounds %struct.Vec2, ptr %7, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.Vec2, ptr %18, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fadd double %17, %20
  store double %21, ptr %15, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??DVec2@@QEBA?AU0@N@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr dead_on_unwind noalias writable sret(%struct.Vec2) align 8 %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Vec2, ptr %7, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = load double, ptr %5, align 8
  %12 = fmul double %10, %11
  store double %12, ptr %8, align 8
  %13 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Vec2, ptr %7, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = load double, ptr %5, align 8
  %17 = fmul double %15, %16
  store double %17, ptr %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @"??YVec2@@QEAAAEAU0@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Vec2, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"??8Vec2@@QEBA_NAEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Vec2, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Counter@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @"?live@Counter@@2HA", align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @"?live@Counter@@2HA", align 4
  store i32 %5, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @"?live@Counter@@2HA", align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @"?live@Counter@@2HA", align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Account@@QEAA@_J@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %3, align 8
  store i64 %7, ptr %6, align 8
  %8 = load i32, ptr @"?opened_@Account@@0HA", align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @"?opened_@Account@@0HA", align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @"?deposit@Account@@QEAAAEAV1@_J@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?opened@Account@@SAHXZ"() #1 comdat align 2 {
  %1 = load i32, ptr @"?opened_@Account@@0HA", align 4
  ret i32 %1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @"?cents@Account@@QEBA_JXZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Account, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Widget@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1Counted@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %4) #2
  call void @"??1Named@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Shape@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7Shape@@6B@", ptr %5, align 8
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GRect@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 32) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Rect@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?sides@Rect@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GShape@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @llvm.trap() #12
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?sides@Shape@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Rect@@6B@", ptr %3, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08EODGIBPI@?5?5?$HORect?6?$AA@")
  call void @"??1Shape@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Shape@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Shape@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GSquare@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Square@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 32) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Square@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @"?area@Rect@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(32) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Square@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Rect@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GCircle@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Circle@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @"?area@Circle@@UEBANXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Circle@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Shape@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Named@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Named@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 7, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Counted@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Counted@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?who@Widget@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GWidget@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Widget@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(32) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 32) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EWidget@@WBA@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #9 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -16
  %9 = tail call noundef ptr @"??_GWidget@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %7) #2
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?who@Named@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GNamed@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Named@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Named@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?bump@Counted@@UEAAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 8
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GCounted@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Counted@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #11
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Counted@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) #2

; Function Attrs: noinline nounwind uwtable
define internal void @"??__Ft@?1??lazy@@YAAEAUTracer@@XZ@YAXXZ"() #0 {
  call void @"??1Tracer@@QEAA@XZ"(ptr @"?t@?1??lazy@@YAAEAUTracer@@XZ@4U2@A")
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) #2

; Function Attrs: noinline nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #0 {
  call void @"??__Eglobal_a@@YAXXZ"()
  call void @"??__Eglobal_b@@YAXXZ"()
  ret void
}

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}

; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Tracer = type { i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }

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
@0 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Rect@@6B@", ptr @"??_GRect@@UAEPAXI@Z", ptr @"?area@Rect@@UBENXZ", ptr @"?sides@Rect@@UBEHXZ"] }, comdat($"??_7Rect@@6B@")
@"??_R4Rect@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AURect@@@8", ptr @"??_R3Rect@@8" }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AURect@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AURect@@\00" }, comdat
@"??_R3Rect@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Rect@@8" }, comdat
@"??_R2Rect@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Rect@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURect@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Rect@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUShape@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Shape@@8" }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@1 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Shape@@6B@", ptr @"??_GShape@@UAEPAXI@Z", ptr @_purecall, ptr @"?sides@Shape@@UBEHXZ"] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUShape@@@8", ptr @"??_R3Shape@@8" }, comdat
@"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", comdat, align 1
@"??_C@_06ICDKOIFG@square?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"square\00", comdat, align 1
@2 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UAEPAXI@Z", ptr @"?area@Square@@UBENXZ", ptr @"?sides@Rect@@UBEHXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSquare@@@8", ptr @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2Square@@8" }, comdat
@"??_R2Square@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Square@@8", ptr @"??_R1A@?0A@EA@Rect@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSquare@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Square@@8" }, comdat
@"??_C@_06EPAGOIP@circle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"circle\00", comdat, align 1
@3 = private unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr @"??_R4Circle@@6B@", ptr @"??_GCircle@@UAEPAXI@Z", ptr @"?area@Circle@@UBENXZ", ptr @"?sides@Shape@@UBEHXZ"] }, comdat($"??_7Circle@@6B@")
@"??_R4Circle@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCircle@@@8", ptr @"??_R3Circle@@8" }, comdat
@"??_R0?AUCircle@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUCircle@@\00" }, comdat
@"??_R3Circle@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Circle@@8" }, comdat
@"??_R2Circle@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Circle@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Circle@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCircle@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Circle@@8" }, comdat
@"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", comdat, align 1
@4 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Widget@@6BNamed@@@", ptr @"?who@Widget@@UBEPBDXZ", ptr @"??_GWidget@@UAEPAXI@Z"] }, comdat($"??_7Widget@@6BNamed@@@")
@5 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Widget@@6BCounted@@@", ptr @"?bump@Widget@@UAEHXZ", ptr @"??_EWidget@@W7AEPAXI@Z"] }, comdat($"??_7Widget@@6BCounted@@@")
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
@6 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Named@@6B@", ptr @"?who@Named@@UBEPBDXZ", ptr @"??_GNamed@@UAEPAXI@Z"] }, comdat($"??_7Named@@6B@")
@"??_R4Named@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUNamed@@@8", ptr @"??_R3Named@@8" }, comdat
@"??_C@_05FOFAOGDN@named?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"named\00", comdat, align 1
@7 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Counted@@6B@", ptr @"?bump@Counted@@UAEHXZ", ptr @"??_GCounted@@UAEPAXI@Z"] }, comdat($"??_7Counted@@6B@")
@"??_R4Counted@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCounted@@@8", ptr @"??_R3Counted@@8" }, comdat
@"??_C@_06KLKLDLLI@widget?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"widget\00", comdat, align 1
@"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0" = internal unnamed_addr global i1 false, align 4
@"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" = internal global i32 0, align 4
@_Init_thread_epoch = external thread_local local_unnamed_addr global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_classes.cpp, ptr null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.1 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.2 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.3 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

@"??_7Rect@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7Square@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7Circle@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [4 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7Widget@@6BNamed@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7Widget@@6BCounted@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7Named@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)
@"??_7Counted@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @7, i32 0, i32 0, i32 1)

; Function Attrs: nofree nounwind
define internal void @"??__Fglobal_a@@YAXXZ"() #0 {
  %1 = load i32, ptr @"?global_a@@3UTracer@@A", align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @atexit(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal void @"??__Fglobal_b@@YAXXZ"() #0 {
  %1 = load i32, ptr @"?global_b@@3UTracer@@A", align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 noundef %1)
  ret void
}

; Function Attrs: norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 1.200000e+01, i32 noundef 4)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", ptr noundef nonnull @"??_C@_06ICDKOIFG@square?$AA@", double noundef 6.250000e+00, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", ptr noundef nonnull @"??_C@_06EPAGOIP@circle?$AA@", double noundef 0x400921FB54442D18, i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@PDIOLIFA@?$CFs?3?5area?5?$CF?42f?0?5?$CFd?5sides?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@", double noundef 4.000000e+00, i32 noundef 4)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@MBAPBAIP@total?5area?5?$CF?44f?6?$AA@", double noundef 0x4039643F6A8885A3)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@")
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06ICDKOIFG@square?$AA@")
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06EPAGOIP@circle?$AA@")
  %12 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_04LHPFHFPH@rect?$AA@")
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@DGFAPFMA@who?5?$CFs?5tag?5?$CFd?5bump?5?$CFd?5?$CFd?6?$AA@", ptr noundef nonnull @"??_C@_06KLKLDLLI@widget?$AA@", i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@OLHLGBLA@heap?5widget?5count?5?$CFd?6?$AA@", i32 noundef 10)
  %16 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %17 = load i32, ptr @_Init_thread_epoch, align 4
  %18 = icmp sgt i32 %16, %17
  br i1 %18, label %19, label %25, !prof !4

19:                                               ; preds = %0
  tail call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #9
  %20 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  store i1 true, ptr @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef 99)
  %24 = tail call i32 @atexit(ptr nonnull @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ") #9
  tail call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #9
  br label %25

25:                                               ; preds = %0, %19, %22
  %26 = load i1, ptr @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %27 = select i1 %26, i32 99, i32 0
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08DIMJBBNG@lazy?5?$CFd?6?$AA@", i32 noundef %27)
  %29 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %30 = load i32, ptr @_Init_thread_epoch, align 4
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %32, label %38, !prof !4

32:                                               ; preds = %25
  tail call void @_Init_thread_header(ptr nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #9
  %33 = load atomic i32, ptr @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA" unordered, align 4
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  store i1 true, ptr @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef 99)
  %37 = tail call i32 @atexit(ptr nonnull @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ") #9
  tail call void @_Init_thread_footer(ptr nonnull @"?$TSS0@?1??lazy@@YAAAUTracer@@XZ@4HA") #9
  br label %38

38:                                               ; preds = %25, %32, %35
  %39 = load i1, ptr @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %40 = select i1 %39, i32 99, i32 0
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FEELOPDE@lazy?5again?5?$CFd?6?$AA@", i32 noundef %40)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@CDJANGID@vec?5?$CI?$CFg?0?5?$CFg?$CJ?5eq?5?$CFd?6?$AA@", double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %43 = load i32, ptr @"?live@Counter@@2HA", align 4
  %44 = add nsw i32 %43, 4
  %45 = add nsw i32 %43, 5
  store i32 %45, ptr @"?live@Counter@@2HA", align 4
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@MFMIKOFA@counters?5live?5?$CFd?5last?5?$CFd?6?$AA@", i32 noundef %45, i32 noundef %44)
  %47 = load i32, ptr @"?live@Counter@@2HA", align 4
  %48 = add i32 %47, -5
  store i32 %48, ptr @"?live@Counter@@2HA", align 4
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@FPCEKBEK@counters?5live?5after?5delete?$FL?$FN?5?$CFd?6@", i32 noundef %48)
  %50 = load i32, ptr @"?opened_@Account@@0HA", align 4
  %51 = add nsw i32 %50, 2
  store i32 %51, ptr @"?opened_@Account@@0HA", align 4
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@ICGNIOPE@account?5?$CFlld?5opened?5?$CFd?6?$AA@", i64 noundef 300, i32 noundef %51)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef 3)
  %54 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 noundef 3)
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret i32 13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Widget@@UAEHXZ"(ptr noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 10
  store i32 %4, ptr %2, align 4
  ret i32 %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRect@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  store ptr @"??_7Rect@@6B@", ptr %0, align 8
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  store ptr @"??_7Shape@@6B@", ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i32 4
  %5 = load ptr, ptr %4, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 24) #10
  br label %9

9:                                                ; preds = %8, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Rect@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  %3 = load double, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i32 16
  %5 = load double, ptr %4, align 8
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Rect@@UBEHXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  ret i32 4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  tail call void @llvm.trap() #11
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?sides@Shape@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret i32 0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  store ptr @"??_7Rect@@6B@", ptr %0, align 8
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  store ptr @"??_7Shape@@6B@", ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i32 4
  %5 = load ptr, ptr %4, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 24) #10
  br label %9

9:                                                ; preds = %8, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Square@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  %3 = load double, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i32 16
  %5 = load double, ptr %4, align 8
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCircle@@UAEPAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  store ptr @"??_7Shape@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = load ptr, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@NGKIMCND@?5?5?$HOShape?$CI?$CFs?$CJ?6?$AA@", ptr noundef %4)
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #10
  br label %8

8:                                                ; preds = %7, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef double @"?area@Circle@@UBENXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@Widget@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @"??_C@_06KLKLDLLI@widget?$AA@"
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GWidget@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EWidget@@W7AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 16) #10
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?who@Named@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @"??_C@_05FOFAOGDN@named?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GNamed@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?bump@Counted@@UAEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %2, align 4
  ret i32 %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCounted@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_header(ptr) local_unnamed_addr #9

; Function Attrs: nofree nounwind
define internal void @"??__Ft@?1??lazy@@YAAAUTracer@@XZ@YAXXZ"() #0 {
  %1 = load i1, ptr @"?t@?1??lazy@@YAAAUTracer@@XZ@4U2@A.0", align 4
  %2 = select i1 %1, i32 99, i32 0
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KKLCJJM@Tracer?$CI?$CFd?$CJ?5destroyed?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_Init_thread_footer(ptr) local_unnamed_addr #9

; Function Attrs: nofree nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #0 {
  store i32 1, ptr @"?global_a@@3UTracer@@A", align 4
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef 1)
  %2 = tail call i32 @atexit(ptr nonnull @"??__Fglobal_a@@YAXXZ") #9
  store i32 2, ptr @"?global_b@@3UTracer@@A", align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@LMHFAEOF@Tracer?$CI?$CFd?$CJ?5constructed?6?$AA@", i32 noundef 2)
  %4 = tail call i32 @atexit(ptr nonnull @"??__Fglobal_b@@YAXXZ") #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!"branch_weights", i32 1, i32 1048575}

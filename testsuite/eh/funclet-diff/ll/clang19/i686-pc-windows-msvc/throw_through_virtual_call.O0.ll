; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { ptr, i32 }
%struct.Right = type { ptr, i32 }
%struct.VDer = type { ptr, %struct.VBase }
%struct.VBase = type { ptr }

$"??0Square@@QAE@H@Z" = comdat any

$"??0Both@@QAE@XZ" = comdat any

$"??0VDer@@QAE@XZ" = comdat any

$"??0Breaks@@QAE@XZ" = comdat any

$"??_DVDer@@QAEXXZ" = comdat any

$"??1Both@@UAE@XZ" = comdat any

$"??1Square@@UAE@XZ" = comdat any

$"??0Shape@@QAE@XZ" = comdat any

$"??_GSquare@@UAEPAXI@Z" = comdat any

$"?area@Square@@UBEHXZ" = comdat any

$"??_GShape@@UAEPAXI@Z" = comdat any

$"??0Left@@QAE@XZ" = comdat any

$"??0Right@@QAE@XZ" = comdat any

$"??_GBoth@@UAEPAXI@Z" = comdat any

$"?left@Left@@UAEHXZ" = comdat any

$"??_EBoth@@W7AEPAXI@Z" = comdat any

$"?right@Both@@UAEHXZ" = comdat any

$"??_GLeft@@UAEPAXI@Z" = comdat any

$"??1Left@@UAE@XZ" = comdat any

$"??_GRight@@UAEPAXI@Z" = comdat any

$"?right@Right@@UAEHXZ" = comdat any

$"??1Right@@UAE@XZ" = comdat any

$"??0VBase@@QAE@XZ" = comdat any

$"??_GVDer@@UAEPAXI@Z" = comdat any

$"?v@VDer@@UAEHXZ" = comdat any

$"??_GVBase@@UAEPAXI@Z" = comdat any

$"?v@VBase@@UAEHXZ" = comdat any

$"??1VBase@@UAE@XZ" = comdat any

$"??0Fragile@@QAE@XZ" = comdat any

$"??_GBreaks@@UAEPAXI@Z" = comdat any

$"??_GFragile@@UAEPAXI@Z" = comdat any

$"??1Fragile@@UAE@XZ" = comdat any

$"??1Breaks@@UAE@XZ" = comdat any

$"??1VDer@@UAE@XZ" = comdat any

$"??1Shape@@UAE@XZ" = comdat any

$"??_C@_08EFKBKMJI@area?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0P@CEIGOGPA@area?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@KPILLLB@thunk?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@EJMMCCBO@virtual?9base?5thunk?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@OMKJJEHK@delete?5threw?5?$CFd?6?$AA@" = comdat any

$"??_7Square@@6B@" = comdat largest

$"??_R4Square@@6B@" = comdat any

$"??_R0?AUSquare@@@8" = comdat any

$"??_R3Square@@8" = comdat any

$"??_R2Square@@8" = comdat any

$"??_R1A@?0A@EA@Square@@8" = comdat any

$"??_R1A@?0A@EA@Shape@@8" = comdat any

$"??_R0?AUShape@@@8" = comdat any

$"??_R3Shape@@8" = comdat any

$"??_R2Shape@@8" = comdat any

$"??_7Shape@@6B@" = comdat largest

$"??_R4Shape@@6B@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_7Both@@6BLeft@@@" = comdat largest

$"??_7Both@@6BRight@@@" = comdat largest

$"??_R4Both@@6BLeft@@@" = comdat any

$"??_R0?AUBoth@@@8" = comdat any

$"??_R3Both@@8" = comdat any

$"??_R2Both@@8" = comdat any

$"??_R1A@?0A@EA@Both@@8" = comdat any

$"??_R1A@?0A@EA@Left@@8" = comdat any

$"??_R0?AULeft@@@8" = comdat any

$"??_R3Left@@8" = comdat any

$"??_R2Left@@8" = comdat any

$"??_R17?0A@EA@Right@@8" = comdat any

$"??_R0?AURight@@@8" = comdat any

$"??_R3Right@@8" = comdat any

$"??_R2Right@@8" = comdat any

$"??_R1A@?0A@EA@Right@@8" = comdat any

$"??_R4Both@@6BRight@@@" = comdat any

$"??_7Left@@6B@" = comdat largest

$"??_R4Left@@6B@" = comdat any

$"??_7Right@@6B@" = comdat largest

$"??_R4Right@@6B@" = comdat any

$"??_8VDer@@7B@" = comdat any

$"??_7VDer@@6B@" = comdat largest

$"??_R4VDer@@6B@" = comdat any

$"??_R0?AUVDer@@@8" = comdat any

$"??_R3VDer@@8" = comdat any

$"??_R2VDer@@8" = comdat any

$"??_R1A@?0A@EA@VDer@@8" = comdat any

$"??_R1A@A@3FA@VBase@@8" = comdat any

$"??_R0?AUVBase@@@8" = comdat any

$"??_R3VBase@@8" = comdat any

$"??_R2VBase@@8" = comdat any

$"??_R1A@?0A@EA@VBase@@8" = comdat any

$"??_7VBase@@6B@" = comdat largest

$"??_R4VBase@@6B@" = comdat any

$"??_7Breaks@@6B@" = comdat largest

$"??_R4Breaks@@6B@" = comdat any

$"??_R0?AUBreaks@@@8" = comdat any

$"??_R3Breaks@@8" = comdat any

$"??_R2Breaks@@8" = comdat any

$"??_R1A@?0A@EA@Breaks@@8" = comdat any

$"??_R1A@?0A@EA@Fragile@@8" = comdat any

$"??_R0?AUFragile@@@8" = comdat any

$"??_R3Fragile@@8" = comdat any

$"??_R2Fragile@@8" = comdat any

$"??_7Fragile@@6B@" = comdat largest

$"??_R4Fragile@@6B@" = comdat any

$"??_C@_0BA@FOPGNPGK@?$HOBreaks?5throws?6?$AA@" = comdat any

@"??_C@_08EFKBKMJI@area?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"area %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@CEIGOGPA@area?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"area threw %d\0A\00", comdat, align 1
@"??_C@_0BA@KPILLLB@thunk?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", comdat, align 1
@"??_C@_0BN@EJMMCCBO@virtual?9base?5thunk?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", comdat, align 1
@"??_C@_0BB@OMKJJEHK@delete?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Square@@6B@", ptr @"??_GSquare@@UAEPAXI@Z", ptr @"?area@Square@@UBEHXZ"] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSquare@@@8", ptr @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Square@@8" }, comdat
@"??_R2Square@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Square@@8", ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSquare@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Square@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUShape@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Shape@@8" }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Shape@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Shape@@6B@", ptr @"??_GShape@@UAEPAXI@Z", ptr @_purecall] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUShape@@@8", ptr @"??_R3Shape@@8" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Both@@6BLeft@@@", ptr @"??_GBoth@@UAEPAXI@Z", ptr @"?left@Left@@UAEHXZ"] }, comdat($"??_7Both@@6BLeft@@@")
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Both@@6BRight@@@", ptr @"??_EBoth@@W7AEPAXI@Z", ptr @"?right@Both@@UAEHXZ"] }, comdat($"??_7Both@@6BRight@@@")
@"??_R4Both@@6BLeft@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBoth@@@8", ptr @"??_R3Both@@8" }, comdat
@"??_R0?AUBoth@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBoth@@\00" }, comdat
@"??_R3Both@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, ptr @"??_R2Both@@8" }, comdat
@"??_R2Both@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@Both@@8", ptr @"??_R1A@?0A@EA@Left@@8", ptr @"??_R17?0A@EA@Right@@8", ptr null], comdat
@"??_R1A@?0A@EA@Both@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBoth@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Both@@8" }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AULeft@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Left@@8" }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Left@@8" }, comdat
@"??_R2Left@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Left@@8", ptr null], comdat
@"??_R17?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURight@@@8", i32 0, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3Right@@8" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Right@@8" }, comdat
@"??_R2Right@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Right@@8", ptr null], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AURight@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Right@@8" }, comdat
@"??_R4Both@@6BRight@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUBoth@@@8", ptr @"??_R3Both@@8" }, comdat
@4 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Left@@6B@", ptr @"??_GLeft@@UAEPAXI@Z", ptr @"?left@Left@@UAEHXZ"] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AULeft@@@8", ptr @"??_R3Left@@8" }, comdat
@5 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Right@@6B@", ptr @"??_GRight@@UAEPAXI@Z", ptr @"?right@Right@@UAEHXZ"] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AURight@@@8", ptr @"??_R3Right@@8" }, comdat
@"??_8VDer@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 4], comdat, align 4
@6 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4VDer@@6B@", ptr @"??_GVDer@@UAEPAXI@Z", ptr @"?v@VDer@@UAEHXZ"] }, comdat($"??_7VDer@@6B@")
@"??_R4VDer@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 4, i32 0, ptr @"??_R0?AUVDer@@@8", ptr @"??_R3VDer@@8" }, comdat
@"??_R0?AUVDer@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUVDer@@\00" }, comdat
@"??_R3VDer@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2VDer@@8" }, comdat
@"??_R2VDer@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@VDer@@8", ptr @"??_R1A@A@3FA@VBase@@8", ptr null], comdat
@"??_R1A@?0A@EA@VDer@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUVDer@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3VDer@@8" }, comdat
@"??_R1A@A@3FA@VBase@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUVBase@@@8", i32 0, i32 0, i32 0, i32 4, i32 80, ptr @"??_R3VBase@@8" }, comdat
@"??_R0?AUVBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUVBase@@\00" }, comdat
@"??_R3VBase@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2VBase@@8" }, comdat
@"??_R2VBase@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@VBase@@8", ptr null], comdat
@"??_R1A@?0A@EA@VBase@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUVBase@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3VBase@@8" }, comdat
@7 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4VBase@@6B@", ptr @"??_GVBase@@UAEPAXI@Z", ptr @"?v@VBase@@UAEHXZ"] }, comdat($"??_7VBase@@6B@")
@"??_R4VBase@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUVBase@@@8", ptr @"??_R3VBase@@8" }, comdat
@8 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Breaks@@6B@", ptr @"??_GBreaks@@UAEPAXI@Z"] }, comdat($"??_7Breaks@@6B@")
@"??_R4Breaks@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBreaks@@@8", ptr @"??_R3Breaks@@8" }, comdat
@"??_R0?AUBreaks@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUBreaks@@\00" }, comdat
@"??_R3Breaks@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Breaks@@8" }, comdat
@"??_R2Breaks@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Breaks@@8", ptr @"??_R1A@?0A@EA@Fragile@@8", ptr null], comdat
@"??_R1A@?0A@EA@Breaks@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBreaks@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Breaks@@8" }, comdat
@"??_R1A@?0A@EA@Fragile@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUFragile@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Fragile@@8" }, comdat
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_R3Fragile@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Fragile@@8" }, comdat
@"??_R2Fragile@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Fragile@@8", ptr null], comdat
@9 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Fragile@@6B@", ptr @"??_GFragile@@UAEPAXI@Z"] }, comdat($"??_7Fragile@@6B@")
@"??_R4Fragile@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUFragile@@@8", ptr @"??_R3Fragile@@8" }, comdat
@"??_C@_0BA@FOPGNPGK@?$HOBreaks?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", comdat, align 1

@"??_7Square@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7Both@@6BLeft@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7Both@@6BRight@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7Left@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7Right@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7VDer@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @6, i32 0, i32 0, i32 1)
@"??_7VBase@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @7, i32 0, i32 0, i32 1)
@"??_7Breaks@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @8, i32 0, i32 0, i32 1)
@"??_7Fragile@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @9, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Both, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.VDer, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %11 = call x86_thiscallcc noundef ptr @"??0Square@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %12 = invoke x86_thiscallcc noundef ptr @"??0Square@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %13 unwind label %96

13:                                               ; preds = %0
  %14 = invoke noundef i32 @"?measure@@YAHPAUShape@@@Z"(ptr noundef %2)
          to label %15 unwind label %94

15:                                               ; preds = %13
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_08EFKBKMJI@area?5?$CFd?6?$AA@", i32 noundef %14)
          to label %17 unwind label %94

17:                                               ; preds = %15
  %18 = invoke noundef i32 @"?measure@@YAHPAUShape@@@Z"(ptr noundef %3)
          to label %89 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind label %94

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0H@8", i32 0, ptr %4]
  %23 = load i32, ptr %4, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@CEIGOGPA@area?5threw?5?$CFd?6?$AA@", i32 noundef %23) [ "funclet"(token %22) ]
          to label %25 unwind label %94

25:                                               ; preds = %21
  catchret from %22 to label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26, %89
  %28 = call x86_thiscallcc noundef ptr @"??0Both@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %5) #8
  %29 = icmp eq ptr %5, null
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %5, i32 8
  br label %32

32:                                               ; preds = %30, %27
  %33 = phi ptr [ %31, %30 ], [ null, %27 ]
  %34 = invoke noundef i32 @"?call_right@@YAHPAURight@@@Z"(ptr noundef %33)
          to label %88 unwind label %35

35:                                               ; preds = %32
  %36 = catchswitch within none [label %37] unwind label %92

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @"??_R0H@8", i32 0, ptr %6]
  %39 = load i32, ptr %6, align 4
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@KPILLLB@thunk?5threw?5?$CFd?6?$AA@", i32 noundef %39) [ "funclet"(token %38) ]
          to label %41 unwind label %92

41:                                               ; preds = %37
  catchret from %38 to label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42, %88
  %44 = call x86_thiscallcc noundef ptr @"??0VDer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 1) #8
  %45 = icmp eq ptr %7, null
  br i1 %45, label %53, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %7, i32 0
  %48 = load ptr, ptr %47, align 4
  %49 = getelementptr inbounds i32, ptr %48, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 0, %50
  %52 = getelementptr inbounds i8, ptr %7, i32 %51
  br label %53

53:                                               ; preds = %46, %43
  %54 = phi ptr [ %52, %46 ], [ null, %43 ]
  %55 = invoke noundef i32 @"?call_v@@YAHPAUVBase@@@Z"(ptr noundef %54)
          to label %87 unwind label %56

56:                                               ; preds = %53
  %57 = catchswitch within none [label %58] unwind label %90

58:                                               ; preds = %56
  %59 = catchpad within %57 [ptr @"??_R0H@8", i32 0, ptr %8]
  %60 = load i32, ptr %8, align 4
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@EJMMCCBO@virtual?9base?5thunk?5threw?5?$CFd?6?$AA@", i32 noundef %60) [ "funclet"(token %59) ]
          to label %62 unwind label %90

62:                                               ; preds = %58
  catchret from %59 to label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63, %87
  %65 = invoke noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 4) #9
          to label %66 unwind label %90

66:                                               ; preds = %64
  %67 = call x86_thiscallcc noundef ptr @"??0Breaks@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %65) #8
  store ptr %65, ptr %9, align 4
  %68 = load ptr, ptr %9, align 4
  %69 = icmp eq ptr %68, null
  br i1 %69, label %86, label %70

70:                                               ; preds = %66
  %71 = load ptr, ptr %68, align 4
  %72 = getelementptr inbounds ptr, ptr %71, i64 0
  %73 = load ptr, ptr %72, align 4
  %74 = invoke x86_thiscallcc noundef ptr %73(ptr noundef nonnull align 4 dereferenceable(4) %68, i32 noundef 1)
          to label %85 unwind label %75

75:                                               ; preds = %70
  %76 = catchswitch within none [label %77] unwind label %90

77:                                               ; preds = %75
  %78 = catchpad within %76 [ptr @"??_R0H@8", i32 0, ptr %10]
  %79 = load i32, ptr %10, align 4
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OMKJJEHK@delete?5threw?5?$CFd?6?$AA@", i32 noundef %79) [ "funclet"(token %78) ]
          to label %81 unwind label %90

81:                                               ; preds = %77
  catchret from %78 to label %82

82:                                               ; preds = %81
  br label %83

83:                                               ; preds = %82, %86
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %5) #8
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #8
  %84 = load i32, ptr %1, align 4
  ret i32 %84

85:                                               ; preds = %70
  br label %86

86:                                               ; preds = %85, %66
  br label %83

87:                                               ; preds = %53
  br label %64

88:                                               ; preds = %32
  br label %43

89:                                               ; preds = %17
  br label %27

90:                                               ; preds = %77, %75, %64, %58, %56
  %91 = cleanuppad within none []
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %91) ]
  cleanupret from %91 unwind label %92

92:                                               ; preds = %90, %37, %35
  %93 = cleanuppad within none []
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %5) #8 [ "funclet"(token %93) ]
  cleanupret from %93 unwind label %94

94:                                               ; preds = %92, %21, %19, %15, %13
  %95 = cleanuppad within none []
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #8 [ "funclet"(token %95) ]
  cleanupret from %95 unwind label %96

96:                                               ; preds = %94, %0
  %97 = cleanuppad within none []
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #8 [ "funclet"(token %97) ]
  cleanupret from %97 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Square@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = call x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  store ptr @"??_7Square@@6B@", ptr %5, align 4
  %7 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?measure@@YAHPAUShape@@@Z"(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 1
  %6 = load ptr, ptr %5, align 4
  %7 = call x86_thiscallcc noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Both@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #8
  store ptr @"??_7Both@@6BLeft@@@", ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr @"??_7Both@@6BRight@@@", ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_right@@YAHPAURight@@@Z"(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 1
  %6 = load ptr, ptr %5, align 4
  %7 = call x86_thiscallcc noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(8) %3)
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0VDer@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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
  store ptr @"??_8VDer@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 4
  %12 = call x86_thiscallcc noundef ptr @"??0VBase@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #8
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i32 0
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 0, %17
  %19 = getelementptr inbounds i8, ptr %6, i32 %18
  store ptr @"??_7VDer@@6B@", ptr %19, align 4
  %20 = load ptr, ptr %3, align 4
  ret ptr %20
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_v@@YAHPAUVBase@@@Z"(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 1
  %6 = load ptr, ptr %5, align 4
  %7 = call x86_thiscallcc noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %7
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Breaks@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr @"??_7Breaks@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DVDer@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr i8, ptr %3, i32 4
  call x86_thiscallcc void @"??1VDer@@UAE@XZ"(ptr noundef %4) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 4
  call x86_thiscallcc void @"??1VBase@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Both@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Shape@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Shape@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSquare@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?area@Square@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Square, ptr %4, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Square, ptr %4, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #11
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Square, ptr %4, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Square, ptr %4, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = mul nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GShape@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Left@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Left@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Right@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Right@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Right, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBoth@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 16) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?left@Left@@UAEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EBoth@@W7AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -8
  %9 = tail call x86_thiscallcc noundef ptr @"??_GBoth@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %8, i32 noundef %7) #8
  ret ptr %9
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?right@Both@@UAEHXZ"(ptr noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  store i32 22, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLeft@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Left@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GRight@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?right@Right@@UAEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Right@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0VBase@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7VBase@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GVDer@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 -4
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %7, i32 noundef 8) #10
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 4
  ret ptr %12
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?v@VDer@@UAEHXZ"(ptr noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -4
  store i32 33, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GVBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1VBase@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?v@VBase@@UAEHXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1VBase@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Fragile@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBreaks@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  invoke x86_thiscallcc void @"??1Breaks@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6)
          to label %8 unwind label %13

8:                                                ; preds = %2
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #10
  br label %11

11:                                               ; preds = %10, %8
  %12 = load ptr, ptr %3, align 4
  ret ptr %12

13:                                               ; preds = %2
  %14 = cleanuppad within none []
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #10 [ "funclet"(token %14) ]
  br label %17

17:                                               ; preds = %16, %13
  cleanupret from %14 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GFragile@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  invoke x86_thiscallcc void @"??1Fragile@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6)
          to label %8 unwind label %13

8:                                                ; preds = %2
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #10
  br label %11

11:                                               ; preds = %10, %8
  %12 = load ptr, ptr %3, align 4
  ret ptr %12

13:                                               ; preds = %2
  %14 = cleanuppad within none []
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 4) #10 [ "funclet"(token %14) ]
  br label %17

17:                                               ; preds = %16, %13
  cleanupret from %14 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Breaks@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store ptr @"??_7Breaks@@6B@", ptr %4, align 4
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FOPGNPGK@?$HOBreaks?5throws?6?$AA@")
          to label %6 unwind label %7

6:                                                ; preds = %1
  store i32 44, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @_TI1H) #11
          to label %9 unwind label %7

7:                                                ; preds = %6, %1
  %8 = cleanuppad within none []
  call x86_thiscallcc void @"??1Fragile@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller

9:                                                ; preds = %6
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1VDer@@UAE@XZ"(ptr noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

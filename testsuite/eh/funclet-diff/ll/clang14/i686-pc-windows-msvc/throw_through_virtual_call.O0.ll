; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { i32 (...)**, i32 }
%struct.Right = type { i32 (...)**, i32 }
%struct.VDer = type { i32*, %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Fragile = type { i32 (...)** }
%struct.Breaks = type { %struct.Fragile }

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
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@CEIGOGPA@area?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"area threw %d\0A\00", comdat, align 1
@"??_C@_0BA@KPILLLB@thunk?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", comdat, align 1
@"??_C@_0BN@EJMMCCBO@virtual?9base?5thunk?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", comdat, align 1
@"??_C@_0BB@OMKJJEHK@delete?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Square@@6B@" to i8*), i8* bitcast (i8* (%struct.Square*, i32)* @"??_GSquare@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.Square*)* @"?area@Square@@UBEHXZ" to i8*)] }, comdat($"??_7Square@@6B@")
@"??_R4Square@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_R0?AUSquare@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSquare@@\00" }, comdat
@"??_R3Square@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Square@@8", i32 0, i32 0) }, comdat
@"??_R2Square@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Square@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Square@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSquare@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Square@@8" }, comdat
@"??_R1A@?0A@EA@Shape@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"??_R0?AUShape@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUShape@@\00" }, comdat
@"??_R3Shape@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Shape@@8", i32 0, i32 0) }, comdat
@"??_R2Shape@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Shape@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Shape@@6B@" to i8*), i8* bitcast (i8* (%struct.Shape*, i32)* @"??_GShape@@UAEPAXI@Z" to i8*), i8* bitcast (void ()* @_purecall to i8*)] }, comdat($"??_7Shape@@6B@")
@"??_R4Shape@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUShape@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Shape@@8" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Both@@6BLeft@@@" to i8*), i8* bitcast (i8* (%struct.Both*, i32)* @"??_GBoth@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.Left*)* @"?left@Left@@UAEHXZ" to i8*)] }, comdat($"??_7Both@@6BLeft@@@")
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Both@@6BRight@@@" to i8*), i8* bitcast (i8* (%struct.Both*, i32)* @"??_EBoth@@W7AEPAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?right@Both@@UAEHXZ" to i8*)] }, comdat($"??_7Both@@6BRight@@@")
@"??_R4Both@@6BLeft@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBoth@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Both@@8" }, comdat
@"??_R0?AUBoth@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBoth@@\00" }, comdat
@"??_R3Both@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2Both@@8", i32 0, i32 0) }, comdat
@"??_R2Both@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Both@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@Right@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Both@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBoth@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Both@@8" }, comdat
@"??_R1A@?0A@EA@Left@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" }, comdat
@"??_R0?AULeft@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AULeft@@\00" }, comdat
@"??_R3Left@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Left@@8", i32 0, i32 0) }, comdat
@"??_R2Left@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Left@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R17?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_R0?AURight@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AURight@@\00" }, comdat
@"??_R3Right@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Right@@8", i32 0, i32 0) }, comdat
@"??_R2Right@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Right@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Right@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_R4Both@@6BRight@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBoth@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Both@@8" }, comdat
@4 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Left@@6B@" to i8*), i8* bitcast (i8* (%struct.Left*, i32)* @"??_GLeft@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.Left*)* @"?left@Left@@UAEHXZ" to i8*)] }, comdat($"??_7Left@@6B@")
@"??_R4Left@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AULeft@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Left@@8" }, comdat
@5 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Right@@6B@" to i8*), i8* bitcast (i8* (%struct.Right*, i32)* @"??_GRight@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.Right*)* @"?right@Right@@UAEHXZ" to i8*)] }, comdat($"??_7Right@@6B@")
@"??_R4Right@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AURight@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Right@@8" }, comdat
@"??_8VDer@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 4], comdat, align 4
@6 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4VDer@@6B@" to i8*), i8* bitcast (i8* (%struct.VDer*, i32)* @"??_GVDer@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?v@VDer@@UAEHXZ" to i8*)] }, comdat($"??_7VDer@@6B@")
@"??_R4VDer@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 4, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUVDer@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3VDer@@8" }, comdat
@"??_R0?AUVDer@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUVDer@@\00" }, comdat
@"??_R3VDer@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2VDer@@8", i32 0, i32 0) }, comdat
@"??_R2VDer@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@VDer@@8", %rtti.BaseClassDescriptor* @"??_R1A@A@3FA@VBase@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@VDer@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUVDer@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3VDer@@8" }, comdat
@"??_R1A@A@3FA@VBase@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUVBase@@@8" to i8*), i32 0, i32 0, i32 0, i32 4, i32 80, %rtti.ClassHierarchyDescriptor* @"??_R3VBase@@8" }, comdat
@"??_R0?AUVBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUVBase@@\00" }, comdat
@"??_R3VBase@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2VBase@@8", i32 0, i32 0) }, comdat
@"??_R2VBase@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@VBase@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@VBase@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUVBase@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3VBase@@8" }, comdat
@7 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4VBase@@6B@" to i8*), i8* bitcast (i8* (%struct.VBase*, i32)* @"??_GVBase@@UAEPAXI@Z" to i8*), i8* bitcast (i32 (%struct.VBase*)* @"?v@VBase@@UAEHXZ" to i8*)] }, comdat($"??_7VBase@@6B@")
@"??_R4VBase@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUVBase@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3VBase@@8" }, comdat
@8 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Breaks@@6B@" to i8*), i8* bitcast (i8* (%struct.Breaks*, i32)* @"??_GBreaks@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Breaks@@6B@")
@"??_R4Breaks@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUBreaks@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Breaks@@8" }, comdat
@"??_R0?AUBreaks@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUBreaks@@\00" }, comdat
@"??_R3Breaks@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Breaks@@8", i32 0, i32 0) }, comdat
@"??_R2Breaks@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Breaks@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Fragile@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Breaks@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUBreaks@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Breaks@@8" }, comdat
@"??_R1A@?0A@EA@Fragile@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Fragile@@8" }, comdat
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_R3Fragile@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Fragile@@8", i32 0, i32 0) }, comdat
@"??_R2Fragile@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Fragile@@8", %rtti.BaseClassDescriptor* null], comdat
@9 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Fragile@@6B@" to i8*), i8* bitcast (i8* (%struct.Fragile*, i32)* @"??_GFragile@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Fragile@@6B@")
@"??_R4Fragile@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Fragile@@8" }, comdat
@"??_C@_0BA@FOPGNPGK@?$HOBreaks?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", comdat, align 1

@"??_7Square@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Shape@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Both@@6BLeft@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Both@@6BRight@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7Left@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)
@"??_7Right@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @5, i32 0, i32 0, i32 1)
@"??_7VDer@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @6, i32 0, i32 0, i32 1)
@"??_7VBase@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @7, i32 0, i32 0, i32 1)
@"??_7Breaks@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @8, i32 0, i32 0, i32 1)
@"??_7Fragile@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @9, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Both, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.VDer, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Fragile*, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %11 = call x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@H@Z"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %12 = invoke x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@H@Z"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %13 unwind label %107

13:                                               ; preds = %0
  %14 = bitcast %struct.Square* %2 to %struct.Shape*
  %15 = invoke noundef i32 @"?measure@@YAHPAUShape@@@Z"(%struct.Shape* noundef %14)
          to label %16 unwind label %105

16:                                               ; preds = %13
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08EFKBKMJI@area?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15)
          to label %18 unwind label %105

18:                                               ; preds = %16
  %19 = bitcast %struct.Square* %3 to %struct.Shape*
  %20 = invoke noundef i32 @"?measure@@YAHPAUShape@@@Z"(%struct.Shape* noundef %19)
          to label %100 unwind label %21

21:                                               ; preds = %18
  %22 = catchswitch within none [label %23] unwind label %105

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %25 = load i32, i32* %4, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CEIGOGPA@area?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %25) [ "funclet"(token %24) ]
          to label %27 unwind label %105

27:                                               ; preds = %23
  catchret from %24 to label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28, %100
  %30 = call x86_thiscallcc noundef %struct.Both* @"??0Both@@QAE@XZ"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %5) #9
  %31 = icmp eq %struct.Both* %5, null
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = bitcast %struct.Both* %5 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i32 8
  %35 = bitcast i8* %34 to %struct.Right*
  br label %36

36:                                               ; preds = %32, %29
  %37 = phi %struct.Right* [ %35, %32 ], [ null, %29 ]
  %38 = invoke noundef i32 @"?call_right@@YAHPAURight@@@Z"(%struct.Right* noundef %37)
          to label %99 unwind label %39

39:                                               ; preds = %36
  %40 = catchswitch within none [label %41] unwind label %103

41:                                               ; preds = %39
  %42 = catchpad within %40 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %43 = load i32, i32* %6, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KPILLLB@thunk?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %43) [ "funclet"(token %42) ]
          to label %45 unwind label %103

45:                                               ; preds = %41
  catchret from %42 to label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46, %99
  %48 = call x86_thiscallcc noundef %struct.VDer* @"??0VDer@@QAE@XZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 1) #9
  %49 = icmp eq %struct.VDer* %7, null
  br i1 %49, label %61, label %50

50:                                               ; preds = %47
  %51 = bitcast %struct.VDer* %7 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i32 0
  %53 = bitcast i8* %52 to i32**
  %54 = load i32*, i32** %53, align 4
  %55 = getelementptr inbounds i32, i32* %54, i32 1
  %56 = load i32, i32* %55, align 4
  %57 = add nsw i32 0, %56
  %58 = bitcast %struct.VDer* %7 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i32 %57
  %60 = bitcast i8* %59 to %struct.VBase*
  br label %61

61:                                               ; preds = %50, %47
  %62 = phi %struct.VBase* [ %60, %50 ], [ null, %47 ]
  %63 = invoke noundef i32 @"?call_v@@YAHPAUVBase@@@Z"(%struct.VBase* noundef %62)
          to label %98 unwind label %64

64:                                               ; preds = %61
  %65 = catchswitch within none [label %66] unwind label %101

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %68 = load i32, i32* %8, align 4
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EJMMCCBO@virtual?9base?5thunk?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %68) [ "funclet"(token %67) ]
          to label %70 unwind label %101

70:                                               ; preds = %66
  catchret from %67 to label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71, %98
  %73 = invoke noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 4) #10
          to label %74 unwind label %101

74:                                               ; preds = %72
  %75 = bitcast i8* %73 to %struct.Breaks*
  %76 = call x86_thiscallcc noundef %struct.Breaks* @"??0Breaks@@QAE@XZ"(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %75) #9
  %77 = bitcast %struct.Breaks* %75 to %struct.Fragile*
  store %struct.Fragile* %77, %struct.Fragile** %9, align 4
  %78 = load %struct.Fragile*, %struct.Fragile** %9, align 4
  %79 = icmp eq %struct.Fragile* %78, null
  br i1 %79, label %97, label %80

80:                                               ; preds = %74
  %81 = bitcast %struct.Fragile* %78 to i8* (%struct.Fragile*, i32)***
  %82 = load i8* (%struct.Fragile*, i32)**, i8* (%struct.Fragile*, i32)*** %81, align 4
  %83 = getelementptr inbounds i8* (%struct.Fragile*, i32)*, i8* (%struct.Fragile*, i32)** %82, i64 0
  %84 = load i8* (%struct.Fragile*, i32)*, i8* (%struct.Fragile*, i32)** %83, align 4
  %85 = invoke x86_thiscallcc noundef i8* %84(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %78, i32 noundef 1)
          to label %96 unwind label %86

86:                                               ; preds = %80
  %87 = catchswitch within none [label %88] unwind label %101

88:                                               ; preds = %86
  %89 = catchpad within %87 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10]
  %90 = load i32, i32* %10, align 4
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OMKJJEHK@delete?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %90) [ "funclet"(token %89) ]
          to label %92 unwind label %101

92:                                               ; preds = %88
  catchret from %89 to label %93

93:                                               ; preds = %92
  br label %94

94:                                               ; preds = %93, %97
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %7) #9
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %5) #9
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #9
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #9
  %95 = load i32, i32* %1, align 4
  ret i32 %95

96:                                               ; preds = %80
  br label %97

97:                                               ; preds = %96, %74
  br label %94

98:                                               ; preds = %61
  br label %72

99:                                               ; preds = %36
  br label %47

100:                                              ; preds = %18
  br label %29

101:                                              ; preds = %88, %86, %72, %66, %64
  %102 = cleanuppad within none []
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %7) #9 [ "funclet"(token %102) ]
  cleanupret from %102 unwind label %103

103:                                              ; preds = %101, %41, %39
  %104 = cleanuppad within none []
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %5) #9 [ "funclet"(token %104) ]
  cleanupret from %104 unwind label %105

105:                                              ; preds = %103, %23, %21, %16, %13
  %106 = cleanuppad within none []
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #9 [ "funclet"(token %106) ]
  cleanupret from %106 unwind label %107

107:                                              ; preds = %105, %0
  %108 = cleanuppad within none []
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #9 [ "funclet"(token %108) ]
  cleanupret from %108 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Square* @"??0Square@@QAE@H@Z"(%struct.Square* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Square*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Square* %0, %struct.Square** %4, align 4
  %5 = load %struct.Square*, %struct.Square** %4, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Shape*
  %7 = call x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %6) #9
  %8 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Square@@6B@" to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %10 = load i32, i32* %3, align 4
  store i32 %10, i32* %9, align 4
  ret %struct.Square* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?measure@@YAHPAUShape@@@Z"(%struct.Shape* noundef %0) #3 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %5 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %5, i64 1
  %7 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %6, align 4
  %8 = call x86_thiscallcc noundef i32 %7(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Both* @"??0Both@@QAE@XZ"(%struct.Both* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to %struct.Left*
  %5 = call x86_thiscallcc noundef %struct.Left* @"??0Left@@QAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %4) #9
  %6 = bitcast %struct.Both* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Right*
  %9 = call x86_thiscallcc noundef %struct.Right* @"??0Right@@QAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %8) #9
  %10 = bitcast %struct.Both* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Both@@6BLeft@@@" to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Both* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Both@@6BRight@@@" to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Both* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_right@@YAHPAURight@@@Z"(%struct.Right* noundef %0) #3 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (%struct.Right*)***
  %5 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %5, i64 1
  %7 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %6, align 4
  %8 = call x86_thiscallcc noundef i32 %7(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.VDer* @"??0VDer@@QAE@XZ"(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.VDer*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.VDer*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.VDer* %0, %struct.VDer** %5, align 4
  %6 = load %struct.VDer*, %struct.VDer** %5, align 4
  store %struct.VDer* %6, %struct.VDer** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.VDer* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8VDer@@7B@", i32 0, i32 0), i32** %12, align 4
  %13 = bitcast %struct.VDer* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  %15 = bitcast i8* %14 to %struct.VBase*
  %16 = call x86_thiscallcc noundef %struct.VBase* @"??0VBase@@QAE@XZ"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %15) #9
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.VDer* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 0, %23
  %25 = bitcast %struct.VDer* %6 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7VDer@@6B@" to i32 (...)**), i32 (...)*** %27, align 4
  %28 = load %struct.VDer*, %struct.VDer** %3, align 4
  ret %struct.VDer* %28
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_v@@YAHPAUVBase@@@Z"(%struct.VBase* noundef %0) #3 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (%struct.VBase*)***
  %5 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %5, i64 1
  %7 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %6, align 4
  %8 = call x86_thiscallcc noundef i32 %7(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) #4

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Breaks* @"??0Breaks@@QAE@XZ"(%struct.Breaks* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = bitcast %struct.Breaks* %3 to %struct.Fragile*
  %5 = call x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %4) #9
  %6 = bitcast %struct.Breaks* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Breaks@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Breaks* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DVDer@@QAEXXZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = getelementptr i8, i8* %4, i32 4
  %6 = bitcast i8* %5 to %struct.VDer*
  call x86_thiscallcc void @"??1VDer@@UAE@XZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %6) #9
  %7 = bitcast %struct.VDer* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.VBase*
  call x86_thiscallcc void @"??1VBase@@UAE@XZ"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %9) #9
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Both@@UAE@XZ"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Right*
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %6) #9
  %7 = bitcast %struct.Both* %3 to %struct.Left*
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %7) #9
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  call x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Shape* @"??0Shape@@QAE@XZ"(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Shape@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSquare@@UAEPAXI@Z"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Square*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Square* %0, %struct.Square** %5, align 4
  %6 = load %struct.Square*, %struct.Square** %5, align 4
  %7 = bitcast %struct.Square* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Square@@UAE@XZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %6) #9
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?area@Square@@UBEHXZ"(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  %3 = alloca i32, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %4 = load %struct.Square*, %struct.Square** %2, align 4
  %5 = getelementptr inbounds %struct.Square, %struct.Square* %4, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %4, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %3, align 4
  %11 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @_TI1H) #12
  unreachable

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.Square, %struct.Square* %4, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %4, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = mul nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GShape@@UAEPAXI@Z"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Shape*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Shape* %0, %struct.Shape** %5, align 4
  %6 = load %struct.Shape*, %struct.Shape** %5, align 4
  %7 = bitcast %struct.Shape* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call void @llvm.trap() #13
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #6

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Left* @"??0Left@@QAE@XZ"(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Left@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Right* @"??0Right@@QAE@XZ"(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Right@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Right, %struct.Right* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBoth@@UAEPAXI@Z"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Both*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Both* %0, %struct.Both** %5, align 4
  %6 = load %struct.Both*, %struct.Both** %5, align 4
  %7 = bitcast %struct.Both* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Both@@UAE@XZ"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Both* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?left@Left@@UAEHXZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_EBoth@@W7AEPAXI@Z"(%struct.Both* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Both*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Both* %0, %struct.Both** %5, align 4
  %6 = load %struct.Both*, %struct.Both** %5, align 4
  %7 = bitcast %struct.Both* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.Both* %6 to i8*
  %10 = getelementptr i8, i8* %9, i32 -8
  %11 = bitcast i8* %10 to %struct.Both*
  %12 = tail call x86_thiscallcc noundef i8* @"??_GBoth@@UAEPAXI@Z"(%struct.Both* noundef nonnull align 4 dereferenceable(16) %11, i32 noundef %8) #9
  ret i8* %12
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?right@Both@@UAEHXZ"(i8* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Both*, align 4
  %3 = alloca %struct.Both*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i8* %0 to %struct.Both*
  store %struct.Both* %5, %struct.Both** %2, align 4
  %6 = load %struct.Both*, %struct.Both** %2, align 4
  store %struct.Both* %6, %struct.Both** %3, align 4
  %7 = load %struct.Both*, %struct.Both** %3, align 4
  %8 = bitcast %struct.Both* %7 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 -8
  %10 = bitcast i8* %9 to %struct.Both*
  store i32 22, i32* %4, align 4
  %11 = bitcast i32* %4 to i8*
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @_TI1H) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GLeft@@UAEPAXI@Z"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Left*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Left* %0, %struct.Left** %5, align 4
  %6 = load %struct.Left*, %struct.Left** %5, align 4
  %7 = bitcast %struct.Left* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Left* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Left@@UAE@XZ"(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GRight@@UAEPAXI@Z"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Right*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Right* %0, %struct.Right** %5, align 4
  %6 = load %struct.Right*, %struct.Right** %5, align 4
  %7 = bitcast %struct.Right* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Right* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?right@Right@@UAEHXZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret i32 2
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Right@@UAE@XZ"(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.VBase* @"??0VBase@@QAE@XZ"(%struct.VBase* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7VBase@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GVDer@@UAEPAXI@Z"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.VDer*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.VDer* %0, %struct.VDer** %5, align 4
  %6 = load %struct.VDer*, %struct.VDer** %5, align 4
  %7 = bitcast %struct.VDer* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -4
  %9 = bitcast i8* %8 to %struct.VDer*
  %10 = bitcast %struct.VDer* %9 to i8*
  store i8* %10, i8** %3, align 4
  %11 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??_DVDer@@QAEXXZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %9) #9
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.VDer* %9 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %14) #11
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 4
  ret i8* %16
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?v@VDer@@UAEHXZ"(i8* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.VDer*, align 4
  %3 = alloca %struct.VDer*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i8* %0 to %struct.VDer*
  store %struct.VDer* %5, %struct.VDer** %2, align 4
  %6 = load %struct.VDer*, %struct.VDer** %2, align 4
  store %struct.VDer* %6, %struct.VDer** %3, align 4
  %7 = load %struct.VDer*, %struct.VDer** %3, align 4
  %8 = bitcast %struct.VDer* %7 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 -4
  %10 = bitcast i8* %9 to %struct.VDer*
  store i32 33, i32* %4, align 4
  %11 = bitcast i32* %4 to i8*
  call void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @_TI1H) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GVBase@@UAEPAXI@Z"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.VBase*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.VBase* %0, %struct.VBase** %5, align 4
  %6 = load %struct.VBase*, %struct.VBase** %5, align 4
  %7 = bitcast %struct.VBase* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1VBase@@UAE@XZ"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.VBase* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #11
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?v@VBase@@UAEHXZ"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1VBase@@UAE@XZ"(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = bitcast %struct.Fragile* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Fragile@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GBreaks@@UAEPAXI@Z"(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Breaks*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Breaks* %0, %struct.Breaks** %5, align 4
  %6 = load %struct.Breaks*, %struct.Breaks** %5, align 4
  %7 = bitcast %struct.Breaks* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  invoke x86_thiscallcc void @"??1Breaks@@UAE@XZ"(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %6)
          to label %9 unwind label %15

9:                                                ; preds = %2
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = bitcast %struct.Breaks* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %12) #11
  br label %13

13:                                               ; preds = %11, %9
  %14 = load i8*, i8** %3, align 4
  ret i8* %14

15:                                               ; preds = %2
  %16 = cleanuppad within none []
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = bitcast %struct.Breaks* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %19) #11 [ "funclet"(token %16) ]
  br label %20

20:                                               ; preds = %18, %15
  cleanupret from %16 unwind to caller
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GFragile@@UAEPAXI@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Fragile*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Fragile* %0, %struct.Fragile** %5, align 4
  %6 = load %struct.Fragile*, %struct.Fragile** %5, align 4
  %7 = bitcast %struct.Fragile* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  invoke x86_thiscallcc void @"??1Fragile@@UAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %6)
          to label %9 unwind label %15

9:                                                ; preds = %2
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = bitcast %struct.Fragile* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %12) #11
  br label %13

13:                                               ; preds = %11, %9
  %14 = load i8*, i8** %3, align 4
  ret i8* %14

15:                                               ; preds = %2
  %16 = cleanuppad within none []
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = bitcast %struct.Fragile* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %19) #11 [ "funclet"(token %16) ]
  br label %20

20:                                               ; preds = %18, %15
  cleanupret from %16 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@UAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Breaks@@UAE@XZ"(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Breaks*, align 4
  %3 = alloca i32, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %4 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %5 = bitcast %struct.Breaks* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Breaks@@6B@" to i32 (...)**), i32 (...)*** %5, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOPGNPGK@?$HOBreaks?5throws?6?$AA@", i32 0, i32 0))
          to label %7 unwind label %9

7:                                                ; preds = %1
  store i32 44, i32* %3, align 4
  %8 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @_TI1H) #12
          to label %12 unwind label %9

9:                                                ; preds = %7, %1
  %10 = cleanuppad within none []
  %11 = bitcast %struct.Breaks* %4 to %struct.Fragile*
  call x86_thiscallcc void @"??1Fragile@@UAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %11) [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller

12:                                               ; preds = %7
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1VDer@@UAE@XZ"(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -4
  %6 = bitcast i8* %5 to %struct.VDer*
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Shape@@UAE@XZ"(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { cold noreturn nounwind }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}

; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor14 = type { i8**, i8*, [15 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }

$"?id@Derived@@UEBAHXZ" = comdat any

$"?id@Base@@UEBAHXZ" = comdat any

$"??_R0PEAUBase@@@8" = comdat any

$"??_R0PEAUDerived@@@8" = comdat any

$"_CT??_R0PEAUDerived@@@88" = comdat any

$"_CT??_R0PEAUBase@@@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA3PEAUDerived@@" = comdat any

$"_TI3PEAUDerived@@" = comdat any

$"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PEAH@8" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = comdat any

$"??_R0PEAPEBH@8" = comdat any

$"??_R0PEAPEAH@8" = comdat any

$"_CT??_R0PEAPEAH@88" = comdat any

$_CTA2PEAPEAH = comdat any

$_TI2PEAPEAH = comdat any

$"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_09LJMBJMOH@a?5literal?$AA@" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

$"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = comdat any

$_CTA1PEAX = comdat any

$_TI1PEAX = comdat any

$"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = comdat any

$"??_7Derived@@6B@" = comdat largest

$"??_R4Derived@@6B@" = comdat any

$"??_R0?AUDerived@@@8" = comdat any

$"??_R3Derived@@8" = comdat any

$"??_R2Derived@@8" = comdat any

$"??_R1A@?0A@EA@Derived@@8" = comdat any

$"??_R1A@?0A@EA@Base@@8" = comdat any

$"??_R3Base@@8" = comdat any

$"??_R2Base@@8" = comdat any

$"??_7Base@@6B@" = comdat largest

$"??_R4Base@@6B@" = comdat any

@g_derived = internal global %struct.Derived { %struct.Base { i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 0 } }, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_R0PEAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor14 { i8** @"??_7type_info@@6B@", i8* null, [15 x i8] c".PEAUDerived@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAUDerived@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor14* @"??_R0PEAUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUBase@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUDerived@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUBase@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3PEAUDerived@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", comdat, align 8
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAH\00" }, comdat
@g_int = internal global i32 42, align 4
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAH@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAH to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"const int* %d\0A\00", comdat, align 8
@"??_R0PEAPEBH@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAPEBH\00" }, comdat
@"??_R0PEAPEAH@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAPEAH\00" }, comdat
@"_CT??_R0PEAPEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAPEAH@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAPEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAPEAH@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAPEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAPEAH to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", comdat, align 8
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_09LJMBJMOH@a?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"a literal\00", comdat, align 8
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"const char* %s\0A\00", comdat, align 8
@_CTA1PEAX = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1PEAX = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1PEAX to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", comdat, align 8
@"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", comdat, align 8
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i8*), i8* bitcast (i32 (%struct.Derived*)* @"?id@Derived@@UEBAHXZ" to i8*)] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?id@Base@@UEBAHXZ" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@str = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1
@str.1 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.2 = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1

@"??_7Derived@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Derived*, align 8
  %2 = alloca %struct.Base*, align 8
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32**, align 8
  %7 = alloca i32**, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca %struct.Derived*, align 8
  %17 = alloca %struct.Derived*, align 8
  %18 = alloca %struct.Base*, align 8
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i64 0, i32 0, i32 1), align 8, !tbaa !8
  store %struct.Derived* @g_derived, %struct.Derived** %1, align 8, !tbaa !13
  %19 = bitcast %struct.Derived** %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @"_TI3PEAUDerived@@") #5
          to label %104 unwind label %20

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8", i32 0, %struct.Base** %2]
  %24 = load %struct.Base*, %struct.Base** %2, align 8, !tbaa !13
  %25 = icmp eq %struct.Base* %24, getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i64 0, i32 0)
  %26 = zext i1 %25 to i32
  %27 = getelementptr inbounds %struct.Base, %struct.Base* %24, i64 0, i32 1
  %28 = load i32, i32* %27, align 8, !tbaa !8
  %29 = bitcast %struct.Base* %24 to i32 (%struct.Base*)***
  %30 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %29, align 8, !tbaa !15
  %31 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %30, align 8
  %32 = call noundef i32 %31(%struct.Base* noundef nonnull align 8 dereferenceable(16) %24) [ "funclet"(token %23) ]
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %32, i32 noundef %28, i32 noundef %26) [ "funclet"(token %23) ]
  catchret from %23 to label %34

34:                                               ; preds = %22
  store i32* @g_int, i32** %3, align 8, !tbaa !13
  %35 = bitcast i32** %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %35, %eh.ThrowInfo* nonnull @_TI2PEAH) #5
          to label %104 unwind label %36

36:                                               ; preds = %34
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 1, i32** %4]
  %40 = load i32*, i32** %4, align 8, !tbaa !13
  %41 = load i32, i32* %40, align 4, !tbaa !17
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %41) [ "funclet"(token %39) ]
  catchret from %39 to label %43

43:                                               ; preds = %38
  %44 = bitcast i32** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %44) #6
  store i32* @g_int, i32** %5, align 8, !tbaa !13
  store i32** %5, i32*** %6, align 8, !tbaa !13
  %45 = bitcast i32*** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %45, %eh.ThrowInfo* nonnull @_TI2PEAPEAH) #5
          to label %104 unwind label %46

46:                                               ; preds = %43
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor8* @"??_R0PEAPEBH@8", i32 1, i32*** %7]
  %50 = load i32**, i32*** %7, align 8, !tbaa !13
  %51 = load i32*, i32** %50, align 8, !tbaa !13
  %52 = load i32, i32* %51, align 4, !tbaa !17
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %54

54:                                               ; preds = %48
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09LJMBJMOH@a?5literal?$AA@", i64 0, i64 0), i8** %8, align 8, !tbaa !13
  %55 = bitcast i8** %8 to i8*
  invoke void @_CxxThrowException(i8* nonnull %55, %eh.ThrowInfo* nonnull @_TIC2PEAD) #5
          to label %104 unwind label %56

56:                                               ; preds = %54
  %57 = catchswitch within none [label %58, label %100] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 0, i8** %10]
  %60 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.2, i64 0, i64 0)) [ "funclet"(token %59) ]
  catchret from %59 to label %61

61:                                               ; preds = %100, %58
  store i8* bitcast (i32* @g_int to i8*), i8** %11, align 8, !tbaa !13
  %62 = bitcast i8** %11 to i8*
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1PEAX) #5
          to label %104 unwind label %63

63:                                               ; preds = %61
  %64 = catchswitch within none [label %65, label %94] unwind to caller

65:                                               ; preds = %63
  %66 = catchpad within %64 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 0, i32** %13]
  %67 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %66) ]
  catchret from %66 to label %68

68:                                               ; preds = %94, %65
  store i32* @g_int, i32** %14, align 8, !tbaa !13
  %69 = bitcast i32** %14 to i8*
  invoke void @_CxxThrowException(i8* nonnull %69, %eh.ThrowInfo* nonnull @_TI2PEAH) #5
          to label %104 unwind label %70

70:                                               ; preds = %68
  %71 = catchswitch within none [label %72] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [%rtti.TypeDescriptor5* @"??_R0PEAX@8", i32 0, i8** %15]
  %74 = bitcast i8** %15 to i32**
  %75 = load i32*, i32** %74, align 8, !tbaa !13
  %76 = load i32, i32* %75, align 4, !tbaa !17
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %76) [ "funclet"(token %73) ]
  catchret from %73 to label %78

78:                                               ; preds = %72
  store %struct.Derived* @g_derived, %struct.Derived** %16, align 8, !tbaa !13
  %79 = bitcast %struct.Derived** %16 to i8*
  invoke void @_CxxThrowException(i8* nonnull %79, %eh.ThrowInfo* nonnull @"_TI3PEAUDerived@@") #5
          to label %104 unwind label %80

80:                                               ; preds = %78
  %81 = catchswitch within none [label %82, label %86] unwind to caller

82:                                               ; preds = %80
  %83 = catchpad within %81 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %18]
  %84 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %83) ]
  catchret from %83 to label %85

85:                                               ; preds = %86, %82
  ret i32 0

86:                                               ; preds = %80
  %87 = catchpad within %81 [%rtti.TypeDescriptor14* @"??_R0PEAUDerived@@@8", i32 0, %struct.Derived** %17]
  %88 = load %struct.Derived*, %struct.Derived** %17, align 8, !tbaa !13
  %89 = bitcast %struct.Derived* %88 to i32 (%struct.Derived*)***
  %90 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %89, align 8, !tbaa !15
  %91 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %90, align 8
  %92 = call noundef i32 %91(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %88) [ "funclet"(token %87) ]
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %92) [ "funclet"(token %87) ]
  catchret from %87 to label %85

94:                                               ; preds = %63
  %95 = catchpad within %64 [%rtti.TypeDescriptor5* @"??_R0PEAX@8", i32 0, i8** %12]
  %96 = load i8*, i8** %12, align 8, !tbaa !13
  %97 = icmp eq i8* %96, bitcast (i32* @g_int to i8*)
  %98 = zext i1 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %98) [ "funclet"(token %95) ]
  catchret from %95 to label %68

100:                                              ; preds = %56
  %101 = catchpad within %57 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %9]
  %102 = load i8*, i8** %9, align 8, !tbaa !13
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %102) [ "funclet"(token %101) ]
  catchret from %101 to label %61

104:                                              ; preds = %78, %68, %61, %54, %43, %34, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?id@Derived@@UEBAHXZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?id@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  ret i32 1
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !10, i64 8}
!9 = !{!"?AUBase@@", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !12, i64 0}
!17 = !{!10, !10, i64 0}

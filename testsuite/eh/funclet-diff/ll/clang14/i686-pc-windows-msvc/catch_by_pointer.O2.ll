; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%rtti.TypeDescriptor6 = type { i8**, i8*, [7 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }

$"?id@Derived@@UBEHXZ" = comdat any

$"?id@Base@@UBEHXZ" = comdat any

$"??_R0PAUBase@@@8" = comdat any

$"??_R0PAUDerived@@@8" = comdat any

$"_CT??_R0PAUDerived@@@84" = comdat any

$"_CT??_R0PAUBase@@@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA3PAUDerived@@" = comdat any

$"_TI3PAUDerived@@" = comdat any

$"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = comdat any

$"??_R0PAPBH@8" = comdat any

$"??_R0PAPAH@8" = comdat any

$"_CT??_R0PAPAH@84" = comdat any

$_CTA2PAPAH = comdat any

$_TI2PAPAH = comdat any

$"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = comdat any

$"??_R0PAD@8" = comdat any

$"??_C@_09LJMBJMOH@a?5literal?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

$"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = comdat any

$_CTA1PAX = comdat any

$_TI1PAX = comdat any

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

@g_derived = internal global %struct.Derived { %struct.Base { i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 0 } }, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".PAUBase@@\00" }, comdat
@"??_R0PAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".PAUDerived@@\00" }, comdat
@"_CT??_R0PAUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0PAUDerived@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0PAUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0PAUBase@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUDerived@@@84", %eh.CatchableType* @"_CT??_R0PAUBase@@@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3PAUDerived@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", comdat, align 1
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAH\00" }, comdat
@g_int = internal global i32 42, align 4
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAH to i8*) }, section ".xdata", comdat
@"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"const int* %d\0A\00", comdat, align 1
@"??_R0PAPBH@8" = linkonce_odr global %rtti.TypeDescriptor6 { i8** @"??_7type_info@@6B@", i8* null, [7 x i8] c".PAPBH\00" }, comdat
@"??_R0PAPAH@8" = linkonce_odr global %rtti.TypeDescriptor6 { i8** @"??_7type_info@@6B@", i8* null, [7 x i8] c".PAPAH\00" }, comdat
@"_CT??_R0PAPAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor6* @"??_R0PAPAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAPAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAPAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAPAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAPAH to i8*) }, section ".xdata", comdat
@"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", comdat, align 1
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_09LJMBJMOH@a?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"a literal\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAD@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAD@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAD to i8*) }, section ".xdata", comdat
@"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"const char* %s\0A\00", comdat, align 1
@_CTA1PAX = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI1PAX = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1PAX to i8*) }, section ".xdata", comdat
@"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", comdat, align 1
@"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", comdat, align 1
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i8*), i8* bitcast (i32 (%struct.Derived*)* @"?id@Derived@@UBEHXZ" to i8*)] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" }, comdat
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Derived@@8", i32 0, i32 0) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Derived@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Base@@8", i32 0, i32 0) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i32 (%struct.Base*)* @"?id@Base@@UBEHXZ" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" }, comdat
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@str = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1
@str.1 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.2 = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1

@"??_7Derived@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Derived*, align 4
  %2 = alloca %struct.Base*, align 4
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32**, align 4
  %7 = alloca i32**, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i8*, align 4
  %11 = alloca i8*, align 4
  %12 = alloca i8*, align 4
  %13 = alloca i32*, align 4
  %14 = alloca i32*, align 4
  %15 = alloca i8*, align 4
  %16 = alloca %struct.Derived*, align 4
  %17 = alloca %struct.Derived*, align 4
  %18 = alloca %struct.Base*, align 4
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i32 0, i32 0, i32 1), align 4, !tbaa !3
  store %struct.Derived* @g_derived, %struct.Derived** %1, align 4, !tbaa !8
  %19 = bitcast %struct.Derived** %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @"_TI3PAUDerived@@") #5
          to label %104 unwind label %20

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor10* @"??_R0PAUBase@@@8", i32 0, %struct.Base** %2]
  %24 = load %struct.Base*, %struct.Base** %2, align 4, !tbaa !8
  %25 = icmp eq %struct.Base* %24, getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i32 0, i32 0)
  %26 = zext i1 %25 to i32
  %27 = getelementptr inbounds %struct.Base, %struct.Base* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !3
  %29 = bitcast %struct.Base* %24 to i32 (%struct.Base*)***
  %30 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %29, align 4, !tbaa !10
  %31 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %30, align 4
  %32 = call x86_thiscallcc noundef i32 %31(%struct.Base* noundef nonnull align 4 dereferenceable(8) %24) [ "funclet"(token %23) ]
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %32, i32 noundef %28, i32 noundef %26) [ "funclet"(token %23) ]
  catchret from %23 to label %34

34:                                               ; preds = %22
  store i32* @g_int, i32** %3, align 4, !tbaa !8
  %35 = bitcast i32** %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %35, %eh.ThrowInfo* nonnull @_TI2PAH) #5
          to label %104 unwind label %36

36:                                               ; preds = %34
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 1, i32** %4]
  %40 = load i32*, i32** %4, align 4, !tbaa !8
  %41 = load i32, i32* %40, align 4, !tbaa !12
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %41) [ "funclet"(token %39) ]
  catchret from %39 to label %43

43:                                               ; preds = %38
  %44 = bitcast i32** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %44) #6
  store i32* @g_int, i32** %5, align 4, !tbaa !8
  store i32** %5, i32*** %6, align 4, !tbaa !8
  %45 = bitcast i32*** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %45, %eh.ThrowInfo* nonnull @_TI2PAPAH) #5
          to label %104 unwind label %46

46:                                               ; preds = %43
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor6* @"??_R0PAPBH@8", i32 1, i32*** %7]
  %50 = load i32**, i32*** %7, align 4, !tbaa !8
  %51 = load i32*, i32** %50, align 4, !tbaa !8
  %52 = load i32, i32* %51, align 4, !tbaa !12
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %54

54:                                               ; preds = %48
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09LJMBJMOH@a?5literal?$AA@", i32 0, i32 0), i8** %8, align 4, !tbaa !8
  %55 = bitcast i8** %8 to i8*
  invoke void @_CxxThrowException(i8* nonnull %55, %eh.ThrowInfo* nonnull @_TIC2PAD) #5
          to label %104 unwind label %56

56:                                               ; preds = %54
  %57 = catchswitch within none [label %58, label %100] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 0, i8** %10]
  %60 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.2, i32 0, i32 0)) [ "funclet"(token %59) ]
  catchret from %59 to label %61

61:                                               ; preds = %100, %58
  store i8* bitcast (i32* @g_int to i8*), i8** %11, align 4, !tbaa !8
  %62 = bitcast i8** %11 to i8*
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1PAX) #5
          to label %104 unwind label %63

63:                                               ; preds = %61
  %64 = catchswitch within none [label %65, label %94] unwind to caller

65:                                               ; preds = %63
  %66 = catchpad within %64 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 0, i32** %13]
  %67 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %66) ]
  catchret from %66 to label %68

68:                                               ; preds = %94, %65
  store i32* @g_int, i32** %14, align 4, !tbaa !8
  %69 = bitcast i32** %14 to i8*
  invoke void @_CxxThrowException(i8* nonnull %69, %eh.ThrowInfo* nonnull @_TI2PAH) #5
          to label %104 unwind label %70

70:                                               ; preds = %68
  %71 = catchswitch within none [label %72] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [%rtti.TypeDescriptor4* @"??_R0PAX@8", i32 0, i8** %15]
  %74 = bitcast i8** %15 to i32**
  %75 = load i32*, i32** %74, align 4, !tbaa !8
  %76 = load i32, i32* %75, align 4, !tbaa !12
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %76) [ "funclet"(token %73) ]
  catchret from %73 to label %78

78:                                               ; preds = %72
  store %struct.Derived* @g_derived, %struct.Derived** %16, align 4, !tbaa !8
  %79 = bitcast %struct.Derived** %16 to i8*
  invoke void @_CxxThrowException(i8* nonnull %79, %eh.ThrowInfo* nonnull @"_TI3PAUDerived@@") #5
          to label %104 unwind label %80

80:                                               ; preds = %78
  %81 = catchswitch within none [label %82, label %86] unwind to caller

82:                                               ; preds = %80
  %83 = catchpad within %81 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %18]
  %84 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %83) ]
  catchret from %83 to label %85

85:                                               ; preds = %86, %82
  ret i32 0

86:                                               ; preds = %80
  %87 = catchpad within %81 [%rtti.TypeDescriptor13* @"??_R0PAUDerived@@@8", i32 0, %struct.Derived** %17]
  %88 = load %struct.Derived*, %struct.Derived** %17, align 4, !tbaa !8
  %89 = bitcast %struct.Derived* %88 to i32 (%struct.Derived*)***
  %90 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %89, align 4, !tbaa !10
  %91 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %90, align 4
  %92 = call x86_thiscallcc noundef i32 %91(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %88) [ "funclet"(token %87) ]
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %92) [ "funclet"(token %87) ]
  catchret from %87 to label %85

94:                                               ; preds = %63
  %95 = catchpad within %64 [%rtti.TypeDescriptor4* @"??_R0PAX@8", i32 0, i8** %12]
  %96 = load i8*, i8** %12, align 4, !tbaa !8
  %97 = icmp eq i8* %96, bitcast (i32* @g_int to i8*)
  %98 = zext i1 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %98) [ "funclet"(token %95) ]
  catchret from %95 to label %68

100:                                              ; preds = %56
  %101 = catchpad within %57 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %9]
  %102 = load i8*, i8** %9, align 4, !tbaa !8
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %102) [ "funclet"(token %101) ]
  catchret from %101 to label %61

104:                                              ; preds = %78, %68, %61, %54, %43, %34, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?id@Derived@@UBEHXZ"(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?id@Base@@UBEHXZ"(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret i32 1
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 4}
!4 = !{!"?AUBase@@", !5, i64 4}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !7, i64 0}
!12 = !{!5, !5, i64 0}

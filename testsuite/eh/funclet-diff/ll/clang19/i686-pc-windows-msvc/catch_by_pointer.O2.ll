; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%rtti.TypeDescriptor6 = type { ptr, ptr, [7 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }

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

@g_derived = internal global %struct.Derived { %struct.Base { ptr @"??_7Derived@@6B@", i32 0 } }, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".PAUBase@@\00" }, comdat
@"??_R0PAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".PAUDerived@@\00" }, comdat
@"_CT??_R0PAUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUDerived@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0PAUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUBase@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0PAUDerived@@@84", ptr @"_CT??_R0PAUBase@@@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA3PAUDerived@@" }, section ".xdata", comdat
@"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", comdat, align 1
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAH\00" }, comdat
@g_int = internal global i32 42, align 4
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAH@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAH@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAH }, section ".xdata", comdat
@"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"const int* %d\0A\00", comdat, align 1
@"??_R0PAPBH@8" = linkonce_odr global %rtti.TypeDescriptor6 { ptr @"??_7type_info@@6B@", ptr null, [7 x i8] c".PAPBH\00" }, comdat
@"??_R0PAPAH@8" = linkonce_odr global %rtti.TypeDescriptor6 { ptr @"??_7type_info@@6B@", ptr null, [7 x i8] c".PAPAH\00" }, comdat
@"_CT??_R0PAPAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAPAH@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAPAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAPAH@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAPAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAPAH }, section ".xdata", comdat
@"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", comdat, align 1
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_09LJMBJMOH@a?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"a literal\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"const char* %s\0A\00", comdat, align 1
@_CTA1PAX = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI1PAX = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1PAX }, section ".xdata", comdat
@"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", comdat, align 1
@"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", comdat, align 1
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Derived@@6B@", ptr @"?id@Derived@@UBEHXZ"] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUDerived@@@8", ptr @"??_R3Derived@@8" }, comdat
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Derived@@8" }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Derived@@8", ptr @"??_R1A@?0A@EA@Base@@8", ptr null], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDerived@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Derived@@8" }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBase@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Base@@8" }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Base@@8" }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Base@@8", ptr null], comdat
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Base@@6B@", ptr @"?id@Base@@UBEHXZ"] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R3Base@@8" }, comdat
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@str = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1
@str.1 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.2 = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1

@"??_7Derived@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  %18 = alloca ptr, align 4
  store i32 5, ptr getelementptr inbounds (i8, ptr @g_derived, i32 4), align 4
  store ptr @g_derived, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI3PAUDerived@@") #5
          to label %93 unwind label %19

19:                                               ; preds = %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0PAUBase@@@8", i32 0, ptr %2]
  %23 = load ptr, ptr %2, align 4
  %24 = icmp eq ptr %23, @g_derived
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds i8, ptr %23, i32 4
  %27 = load i32, ptr %26, align 4
  %28 = load ptr, ptr %23, align 4
  %29 = load ptr, ptr %28, align 4
  %30 = call x86_thiscallcc noundef i32 %29(ptr noundef nonnull align 4 dereferenceable(8) %23) [ "funclet"(token %22) ]
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %30, i32 noundef %27, i32 noundef %25) [ "funclet"(token %22) ]
  catchret from %22 to label %32

32:                                               ; preds = %21
  store ptr @g_int, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI2PAH) #5
          to label %93 unwind label %33

33:                                               ; preds = %32
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0PAH@8", i32 1, ptr %4]
  %37 = load ptr, ptr %4, align 4
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@", i32 noundef %38) [ "funclet"(token %36) ]
  catchret from %36 to label %40

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #6
  store ptr @g_int, ptr %5, align 4
  store ptr %5, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI2PAPAH) #5
          to label %93 unwind label %41

41:                                               ; preds = %40
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0PAPBH@8", i32 1, ptr %7]
  %45 = load ptr, ptr %7, align 4
  %46 = load ptr, ptr %45, align 4
  %47 = load i32, ptr %46, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@", i32 noundef %47) [ "funclet"(token %44) ]
  catchret from %44 to label %49

49:                                               ; preds = %43
  store ptr @"??_C@_09LJMBJMOH@a?5literal?$AA@", ptr %8, align 4
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @_TIC2PAD) #5
          to label %93 unwind label %50

50:                                               ; preds = %49
  %51 = catchswitch within none [label %52, label %89] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [ptr @"??_R0PAD@8", i32 0, ptr %10]
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %53) ]
  catchret from %53 to label %55

55:                                               ; preds = %89, %52
  store ptr @g_int, ptr %11, align 4
  invoke void @_CxxThrowException(ptr nonnull %11, ptr nonnull @_TI1PAX) #5
          to label %93 unwind label %56

56:                                               ; preds = %55
  %57 = catchswitch within none [label %58, label %83] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [ptr @"??_R0PAH@8", i32 0, ptr %13]
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %59) ]
  catchret from %59 to label %61

61:                                               ; preds = %83, %58
  store ptr @g_int, ptr %14, align 4
  invoke void @_CxxThrowException(ptr nonnull %14, ptr nonnull @_TI2PAH) #5
          to label %93 unwind label %62

62:                                               ; preds = %61
  %63 = catchswitch within none [label %64] unwind to caller

64:                                               ; preds = %62
  %65 = catchpad within %63 [ptr @"??_R0PAX@8", i32 0, ptr %15]
  %66 = load ptr, ptr %15, align 4
  %67 = load i32, ptr %66, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@", i32 noundef %67) [ "funclet"(token %65) ]
  catchret from %65 to label %69

69:                                               ; preds = %64
  store ptr @g_derived, ptr %16, align 4
  invoke void @_CxxThrowException(ptr nonnull %16, ptr nonnull @"_TI3PAUDerived@@") #5
          to label %93 unwind label %70

70:                                               ; preds = %69
  %71 = catchswitch within none [label %72, label %76] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %18]
  %74 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %73) ]
  catchret from %73 to label %75

75:                                               ; preds = %76, %72
  ret i32 0

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr @"??_R0PAUDerived@@@8", i32 0, ptr %17]
  %78 = load ptr, ptr %17, align 4
  %79 = load ptr, ptr %78, align 4
  %80 = load ptr, ptr %79, align 4
  %81 = call x86_thiscallcc noundef i32 %80(ptr noundef nonnull align 4 dereferenceable(8) %78) [ "funclet"(token %77) ]
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@", i32 noundef %81) [ "funclet"(token %77) ]
  catchret from %77 to label %75

83:                                               ; preds = %56
  %84 = catchpad within %57 [ptr @"??_R0PAX@8", i32 0, ptr %12]
  %85 = load ptr, ptr %12, align 4
  %86 = icmp eq ptr %85, @g_int
  %87 = zext i1 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@", i32 noundef %87) [ "funclet"(token %84) ]
  catchret from %84 to label %61

89:                                               ; preds = %50
  %90 = catchpad within %51 [ptr @"??_R0PAD@8", i32 1, ptr %9]
  %91 = load ptr, ptr %9, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@", ptr noundef %91) [ "funclet"(token %90) ]
  catchret from %90 to label %55

93:                                               ; preds = %69, %61, %55, %49, %40, %32, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?id@Derived@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret i32 2
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?id@Base@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret i32 1
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor14 = type { ptr, ptr, [15 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }

$"??0Derived@@QEAA@XZ" = comdat any

$"??0Base@@QEAA@XZ" = comdat any

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

$"??_C@_0O@KGNAOJDP@wrong?3?5char?$CK?6?$AA@" = comdat any

$_CTA1PEAX = comdat any

$_TI1PEAX = comdat any

$"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@NOLMOBEO@wrong?3?5void?$CK?5caught?5as?5int?$CK?6?$AA@" = comdat any

$"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@LHOMEBDJ@wrong?3?5pointer?5caught?5by?5referen@" = comdat any

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

@g_derived = internal global %struct.Derived zeroinitializer, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_R0PEAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor14 { ptr @"??_7type_info@@6B@", ptr null, [15 x i8] c".PEAUDerived@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAUDerived@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUBase@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUDerived@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUBase@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3PEAUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", comdat, align 1
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@g_int = internal global i32 42, align 4
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"const int* %d\0A\00", comdat, align 1
@"??_R0PEAPEBH@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAPEBH\00" }, comdat
@"??_R0PEAPEAH@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAPEAH\00" }, comdat
@"_CT??_R0PEAPEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAPEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAPEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAPEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAPEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAPEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", comdat, align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_09LJMBJMOH@a?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"a literal\00", comdat, align 1
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"const char* %s\0A\00", comdat, align 1
@"??_C@_0O@KGNAOJDP@wrong?3?5char?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"wrong: char*\0A\00", comdat, align 1
@_CTA1PEAX = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1PEAX = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1PEAX to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", comdat, align 1
@"??_C@_0BN@NOLMOBEO@wrong?3?5void?$CK?5caught?5as?5int?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"wrong: void* caught as int*\0A\00", comdat, align 1
@"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", comdat, align 1
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", comdat, align 1
@"??_C@_0CE@LHOMEBDJ@wrong?3?5pointer?5caught?5by?5referen@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"wrong: pointer caught by reference\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Derived@@6B@", ptr @"?id@Derived@@UEBAHXZ"] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Derived@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Base@@6B@", ptr @"?id@Base@@UEBAHXZ"] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Base@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_catch_by_pointer.cpp, ptr null }]

@"??_7Derived@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: noinline uwtable
define internal void @"??__Eg_derived@@YAXXZ"() #0 {
  %1 = call noundef ptr @"??0Derived@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) @g_derived) #4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Derived@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #4
  store ptr @"??_7Derived@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 5, ptr getelementptr inbounds (%struct.Base, ptr @g_derived, i32 0, i32 1), align 8
  store ptr @g_derived, ptr %2, align 8
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI3PEAUDerived@@") #5
          to label %110 unwind label %21

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0PEAUBase@@@8", i32 0, ptr %3]
  %25 = load ptr, ptr %3, align 8
  %26 = icmp eq ptr %25, @g_derived
  %27 = zext i1 %26 to i32
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.Base, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 0
  %34 = load ptr, ptr %33, align 8
  %35 = call noundef i32 %34(ptr noundef nonnull align 8 dereferenceable(16) %31) [ "funclet"(token %24) ]
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %35, i32 noundef %30, i32 noundef %27) [ "funclet"(token %24) ]
  catchret from %24 to label %37

37:                                               ; preds = %23
  br label %38

38:                                               ; preds = %37
  store ptr @g_int, ptr %4, align 8
  invoke void @_CxxThrowException(ptr %4, ptr @_TI2PEAH) #5
          to label %110 unwind label %39

39:                                               ; preds = %38
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"??_R0PEAH@8", i32 1, ptr %5]
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@", i32 noundef %44) [ "funclet"(token %42) ]
  catchret from %42 to label %46

46:                                               ; preds = %41
  br label %47

47:                                               ; preds = %46
  store ptr @g_int, ptr %6, align 8
  store ptr %6, ptr %7, align 8
  %48 = load ptr, ptr %7, align 8
  store ptr %48, ptr %8, align 8
  invoke void @_CxxThrowException(ptr %8, ptr @_TI2PEAPEAH) #5
          to label %110 unwind label %49

49:                                               ; preds = %47
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @"??_R0PEAPEBH@8", i32 1, ptr %9]
  %53 = load ptr, ptr %9, align 8
  %54 = load ptr, ptr %53, align 8
  %55 = load i32, ptr %54, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@", i32 noundef %55) [ "funclet"(token %52) ]
  catchret from %52 to label %57

57:                                               ; preds = %51
  br label %58

58:                                               ; preds = %57
  store ptr @"??_C@_09LJMBJMOH@a?5literal?$AA@", ptr %10, align 8
  invoke void @_CxxThrowException(ptr %10, ptr @_TIC2PEAD) #5
          to label %110 unwind label %59

59:                                               ; preds = %58
  %60 = catchswitch within none [label %61, label %105] unwind to caller

61:                                               ; preds = %59
  %62 = catchpad within %60 [ptr @"??_R0PEAD@8", i32 0, ptr %12]
  %63 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@KGNAOJDP@wrong?3?5char?$CK?6?$AA@") [ "funclet"(token %62) ]
  catchret from %62 to label %64

64:                                               ; preds = %61
  br label %65

65:                                               ; preds = %64, %109
  store ptr @g_int, ptr %13, align 8
  invoke void @_CxxThrowException(ptr %13, ptr @_TI1PEAX) #5
          to label %110 unwind label %66

66:                                               ; preds = %65
  %67 = catchswitch within none [label %68, label %98] unwind to caller

68:                                               ; preds = %66
  %69 = catchpad within %67 [ptr @"??_R0PEAH@8", i32 0, ptr %15]
  %70 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@NOLMOBEO@wrong?3?5void?$CK?5caught?5as?5int?$CK?6?$AA@") [ "funclet"(token %69) ]
  catchret from %69 to label %71

71:                                               ; preds = %68
  br label %72

72:                                               ; preds = %71, %104
  store ptr @g_int, ptr %16, align 8
  invoke void @_CxxThrowException(ptr %16, ptr @_TI2PEAH) #5
          to label %110 unwind label %73

73:                                               ; preds = %72
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [ptr @"??_R0PEAX@8", i32 0, ptr %17]
  %77 = load ptr, ptr %17, align 8
  %78 = load i32, ptr %77, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@", i32 noundef %78) [ "funclet"(token %76) ]
  catchret from %76 to label %80

80:                                               ; preds = %75
  br label %81

81:                                               ; preds = %80
  store ptr @g_derived, ptr %18, align 8
  invoke void @_CxxThrowException(ptr %18, ptr @"_TI3PEAUDerived@@") #5
          to label %110 unwind label %82

82:                                               ; preds = %81
  %83 = catchswitch within none [label %84, label %89] unwind to caller

84:                                               ; preds = %82
  %85 = catchpad within %83 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %20]
  %86 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@LHOMEBDJ@wrong?3?5pointer?5caught?5by?5referen@") [ "funclet"(token %85) ]
  catchret from %85 to label %87

87:                                               ; preds = %84
  br label %88

88:                                               ; preds = %87, %97
  ret i32 0

89:                                               ; preds = %82
  %90 = catchpad within %83 [ptr @"??_R0PEAUDerived@@@8", i32 0, ptr %19]
  %91 = load ptr, ptr %19, align 8
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds ptr, ptr %92, i64 0
  %94 = load ptr, ptr %93, align 8
  %95 = call noundef i32 %94(ptr noundef nonnull align 8 dereferenceable(16) %91) [ "funclet"(token %90) ]
  %96 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@", i32 noundef %95) [ "funclet"(token %90) ]
  catchret from %90 to label %97

97:                                               ; preds = %89
  br label %88

98:                                               ; preds = %66
  %99 = catchpad within %67 [ptr @"??_R0PEAX@8", i32 0, ptr %14]
  %100 = load ptr, ptr %14, align 8
  %101 = icmp eq ptr %100, @g_int
  %102 = zext i1 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@", i32 noundef %102) [ "funclet"(token %99) ]
  catchret from %99 to label %104

104:                                              ; preds = %98
  br label %72

105:                                              ; preds = %59
  %106 = catchpad within %60 [ptr @"??_R0PEAD@8", i32 1, ptr %11]
  %107 = load ptr, ptr %11, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@", ptr noundef %107) [ "funclet"(token %106) ]
  catchret from %106 to label %109

109:                                              ; preds = %105
  br label %65

110:                                              ; preds = %81, %72, %65, %58, %47, %38, %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Base@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Base@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?id@Derived@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?id@Base@@UEBAHXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 1
}

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 {
  call void @"??__Eg_derived@@YAXXZ"()
  ret void
}

attributes #0 = { noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

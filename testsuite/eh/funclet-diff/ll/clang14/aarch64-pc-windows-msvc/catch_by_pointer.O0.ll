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
@"??_C@_0O@KGNAOJDP@wrong?3?5char?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"wrong: char*\0A\00", comdat, align 8
@_CTA1PEAX = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1PEAX = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1PEAX to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", comdat, align 8
@"??_C@_0BN@NOLMOBEO@wrong?3?5void?$CK?5caught?5as?5int?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"wrong: void* caught as int*\0A\00", comdat, align 8
@"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", comdat, align 8
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", comdat, align 8
@"??_C@_0CE@LHOMEBDJ@wrong?3?5pointer?5caught?5by?5referen@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"wrong: pointer caught by reference\0A\00", comdat, align 8
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
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_catch_by_pointer.cpp, i8* null }]

@"??_7Derived@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: noinline uwtable
define internal void @"??__Eg_derived@@YAXXZ"() #0 {
  %1 = call noundef %struct.Derived* @"??0Derived@@QEAA@XZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) @g_derived) #5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Derived* @"??0Derived@@QEAA@XZ"(%struct.Derived* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %4) #5
  %6 = bitcast %struct.Derived* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  ret %struct.Derived* %3
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Derived*, align 8
  %3 = alloca %struct.Base*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32**, align 8
  %8 = alloca i32**, align 8
  %9 = alloca i32**, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i8*, align 8
  %14 = alloca i8*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i32*, align 8
  %17 = alloca i8*, align 8
  %18 = alloca %struct.Derived*, align 8
  %19 = alloca %struct.Derived*, align 8
  %20 = alloca %struct.Base*, align 8
  store i32 0, i32* %1, align 4
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i32 0, i32 0, i32 1), align 8
  store %struct.Derived* @g_derived, %struct.Derived** %2, align 8
  %21 = bitcast %struct.Derived** %2 to i8*
  invoke void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI3PEAUDerived@@") #6
          to label %120 unwind label %22

22:                                               ; preds = %0
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8", i32 0, %struct.Base** %3]
  %26 = load %struct.Base*, %struct.Base** %3, align 8
  %27 = icmp eq %struct.Base* %26, getelementptr inbounds (%struct.Derived, %struct.Derived* @g_derived, i32 0, i32 0)
  %28 = zext i1 %27 to i32
  %29 = load %struct.Base*, %struct.Base** %3, align 8
  %30 = getelementptr inbounds %struct.Base, %struct.Base* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 8
  %32 = load %struct.Base*, %struct.Base** %3, align 8
  %33 = bitcast %struct.Base* %32 to i32 (%struct.Base*)***
  %34 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %33, align 8
  %35 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %34, i64 0
  %36 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %35, align 8
  %37 = call noundef i32 %36(%struct.Base* noundef nonnull align 8 dereferenceable(16) %32) [ "funclet"(token %25) ]
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LBOGMMMP@Base?$CK?5id?$DN?$CFd?5tag?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %37, i32 noundef %31, i32 noundef %28) [ "funclet"(token %25) ]
  catchret from %25 to label %39

39:                                               ; preds = %24
  br label %40

40:                                               ; preds = %39
  store i32* @g_int, i32** %4, align 8
  %41 = bitcast i32** %4 to i8*
  invoke void @_CxxThrowException(i8* %41, %eh.ThrowInfo* @_TI2PEAH) #6
          to label %120 unwind label %42

42:                                               ; preds = %40
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 1, i32** %5]
  %46 = load i32*, i32** %5, align 8
  %47 = load i32, i32* %46, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GPOMODHG@const?5int?$CK?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %47) [ "funclet"(token %45) ]
  catchret from %45 to label %49

49:                                               ; preds = %44
  br label %50

50:                                               ; preds = %49
  store i32* @g_int, i32** %6, align 8
  store i32** %6, i32*** %7, align 8
  %51 = load i32**, i32*** %7, align 8
  store i32** %51, i32*** %8, align 8
  %52 = bitcast i32*** %8 to i8*
  invoke void @_CxxThrowException(i8* %52, %eh.ThrowInfo* @_TI2PEAPEAH) #6
          to label %120 unwind label %53

53:                                               ; preds = %50
  %54 = catchswitch within none [label %55] unwind to caller

55:                                               ; preds = %53
  %56 = catchpad within %54 [%rtti.TypeDescriptor8* @"??_R0PEAPEBH@8", i32 1, i32*** %9]
  %57 = load i32**, i32*** %9, align 8
  %58 = load i32*, i32** %57, align 8
  %59 = load i32, i32* %58, align 4
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CJEIAGCA@const?5int?$CK?5const?$CK?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %59) [ "funclet"(token %56) ]
  catchret from %56 to label %61

61:                                               ; preds = %55
  br label %62

62:                                               ; preds = %61
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09LJMBJMOH@a?5literal?$AA@", i64 0, i64 0), i8** %10, align 8
  %63 = bitcast i8** %10 to i8*
  invoke void @_CxxThrowException(i8* %63, %eh.ThrowInfo* @_TIC2PEAD) #6
          to label %120 unwind label %64

64:                                               ; preds = %62
  %65 = catchswitch within none [label %66, label %115] unwind to caller

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 0, i8** %12]
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@KGNAOJDP@wrong?3?5char?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %67) ]
  catchret from %67 to label %69

69:                                               ; preds = %66
  br label %70

70:                                               ; preds = %69, %119
  store i8* bitcast (i32* @g_int to i8*), i8** %13, align 8
  %71 = bitcast i8** %13 to i8*
  invoke void @_CxxThrowException(i8* %71, %eh.ThrowInfo* @_TI1PEAX) #6
          to label %120 unwind label %72

72:                                               ; preds = %70
  %73 = catchswitch within none [label %74, label %108] unwind to caller

74:                                               ; preds = %72
  %75 = catchpad within %73 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 0, i32** %15]
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@NOLMOBEO@wrong?3?5void?$CK?5caught?5as?5int?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %75) ]
  catchret from %75 to label %77

77:                                               ; preds = %74
  br label %78

78:                                               ; preds = %77, %114
  store i32* @g_int, i32** %16, align 8
  %79 = bitcast i32** %16 to i8*
  invoke void @_CxxThrowException(i8* %79, %eh.ThrowInfo* @_TI2PEAH) #6
          to label %120 unwind label %80

80:                                               ; preds = %78
  %81 = catchswitch within none [label %82] unwind to caller

82:                                               ; preds = %80
  %83 = catchpad within %81 [%rtti.TypeDescriptor5* @"??_R0PEAX@8", i32 0, i8** %17]
  %84 = load i8*, i8** %17, align 8
  %85 = bitcast i8* %84 to i32*
  %86 = load i32, i32* %85, align 4
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NPPCAENM@int?$CK?5as?5void?$CK?5value?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %86) [ "funclet"(token %83) ]
  catchret from %83 to label %88

88:                                               ; preds = %82
  br label %89

89:                                               ; preds = %88
  store %struct.Derived* @g_derived, %struct.Derived** %18, align 8
  %90 = bitcast %struct.Derived** %18 to i8*
  invoke void @_CxxThrowException(i8* %90, %eh.ThrowInfo* @"_TI3PEAUDerived@@") #6
          to label %120 unwind label %91

91:                                               ; preds = %89
  %92 = catchswitch within none [label %93, label %98] unwind to caller

93:                                               ; preds = %91
  %94 = catchpad within %92 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %20]
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@LHOMEBDJ@wrong?3?5pointer?5caught?5by?5referen@", i64 0, i64 0)) [ "funclet"(token %94) ]
  catchret from %94 to label %96

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %96, %107
  ret i32 0

98:                                               ; preds = %91
  %99 = catchpad within %92 [%rtti.TypeDescriptor14* @"??_R0PEAUDerived@@@8", i32 0, %struct.Derived** %19]
  %100 = load %struct.Derived*, %struct.Derived** %19, align 8
  %101 = bitcast %struct.Derived* %100 to i32 (%struct.Derived*)***
  %102 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %101, align 8
  %103 = getelementptr inbounds i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %102, i64 0
  %104 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %103, align 8
  %105 = call noundef i32 %104(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %100) [ "funclet"(token %99) ]
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DAKDGONJ@Derived?$CK?5id?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %105) [ "funclet"(token %99) ]
  catchret from %99 to label %107

107:                                              ; preds = %98
  br label %97

108:                                              ; preds = %72
  %109 = catchpad within %73 [%rtti.TypeDescriptor5* @"??_R0PEAX@8", i32 0, i8** %14]
  %110 = load i8*, i8** %14, align 8
  %111 = icmp eq i8* %110, bitcast (i32* @g_int to i8*)
  %112 = zext i1 %111 to i32
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EDMENOGP@void?$CK?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %112) [ "funclet"(token %109) ]
  catchret from %109 to label %114

114:                                              ; preds = %108
  br label %78

115:                                              ; preds = %64
  %116 = catchpad within %65 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %11]
  %117 = load i8*, i8** %11, align 8
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BCEMGBCN@const?5char?$CK?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %117) [ "funclet"(token %116) ]
  catchret from %116 to label %119

119:                                              ; preds = %115
  br label %70

120:                                              ; preds = %89, %78, %70, %62, %50, %40, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  ret %struct.Base* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?id@Derived@@UEBAHXZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?id@Base@@UEBAHXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret i32 1
}

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 {
  call void @"??__Eg_derived@@YAXXZ"()
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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

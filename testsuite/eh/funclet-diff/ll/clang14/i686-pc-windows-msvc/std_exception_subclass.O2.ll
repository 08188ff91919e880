; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor17 = type { i8**, i8*, [18 x i8] }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%rtti.TypeDescriptor16 = type { i8**, i8*, [17 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.LogicError = type { %"class.std::exception", i8* }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%struct.DomainError = type { %struct.LogicError }
%struct.Silent = type { %"class.std::exception" }

$"??0LogicError@@QAE@ABU0@@Z" = comdat any

$"??0exception@std@@QAE@ABV01@@Z" = comdat any

$"??0DomainError@@QAE@ABU0@@Z" = comdat any

$"??1LogicError@@UAE@XZ" = comdat any

$"??0Silent@@QAE@ABU0@@Z" = comdat any

$"??1exception@std@@UAE@XZ" = comdat any

$"??_GLogicError@@UAEPAXI@Z" = comdat any

$"?what@LogicError@@UBEPBDXZ" = comdat any

$"??_Gexception@std@@UAEPAXI@Z" = comdat any

$"?what@exception@std@@UBEPBDXZ" = comdat any

$"??_GDomainError@@UAEPAXI@Z" = comdat any

$"??_GSilent@@UAEPAXI@Z" = comdat any

$"??_R0?AUDomainError@@@8" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = comdat any

$"??_C@_05IFEOHGJA@logic?$AA@" = comdat any

$"??_R0?AULogicError@@@8" = comdat any

$"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = comdat any

$"_CTA2?AULogicError@@" = comdat any

$"_TI2?AULogicError@@" = comdat any

$"??_C@_06LKIIGAOE@domain?$AA@" = comdat any

$"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16" = comdat any

$"_CTA3?AUDomainError@@" = comdat any

$"_TI3?AUDomainError@@" = comdat any

$"_CTA1?AVexception@std@@" = comdat any

$"_TI1?AVexception@std@@" = comdat any

$"??_R0?AUSilent@@@8" = comdat any

$"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12" = comdat any

$"_CTA2?AUSilent@@" = comdat any

$"_TI2?AUSilent@@" = comdat any

$"??_7LogicError@@6B@" = comdat largest

$"??_R4LogicError@@6B@" = comdat any

$"??_R3LogicError@@8" = comdat any

$"??_R2LogicError@@8" = comdat any

$"??_R1A@?0A@EA@LogicError@@8" = comdat any

$"??_R1A@?0A@EA@exception@std@@8" = comdat any

$"??_R3exception@std@@8" = comdat any

$"??_R2exception@std@@8" = comdat any

$"??_7exception@std@@6B@" = comdat largest

$"??_R4exception@std@@6B@" = comdat any

$"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = comdat any

$"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_7DomainError@@6B@" = comdat largest

$"??_R4DomainError@@6B@" = comdat any

$"??_R3DomainError@@8" = comdat any

$"??_R2DomainError@@8" = comdat any

$"??_R1A@?0A@EA@DomainError@@8" = comdat any

$"??_7Silent@@6B@" = comdat largest

$"??_R4Silent@@6B@" = comdat any

$"??_R3Silent@@8" = comdat any

$"??_R2Silent@@8" = comdat any

$"??_R1A@?0A@EA@Silent@@8" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUDomainError@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { i8** @"??_7type_info@@6B@", i8* null, [18 x i8] c".?AUDomainError@@\00" }, comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", comdat, align 1
@"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", comdat, align 1
@"??_C@_05IFEOHGJA@logic?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"logic\00", comdat, align 1
@"??_R0?AULogicError@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { i8** @"??_7type_info@@6B@", i8* null, [17 x i8] c".?AULogicError@@\00" }, comdat
@"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i8*), i32 0, i32 -1, i32 0, i32 16, i8* bitcast (%struct.LogicError* (%struct.LogicError*, %struct.LogicError*)* @"??0LogicError@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%"class.std::exception"* (%"class.std::exception"*, %"class.std::exception"*)* @"??0exception@std@@QAE@ABV01@@Z" to i8*) }, section ".xdata", comdat
@"_CTA2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16", %eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.LogicError*)* @"??1LogicError@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AULogicError@@" to i8*) }, section ".xdata", comdat
@"??_C@_06LKIIGAOE@domain?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"domain\00", comdat, align 1
@"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i8*), i32 0, i32 -1, i32 0, i32 16, i8* bitcast (%struct.DomainError* (%struct.DomainError*, %struct.DomainError*)* @"??0DomainError@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16", %eh.CatchableType* @"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16", %eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.LogicError*)* @"??1LogicError@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUDomainError@@" to i8*) }, section ".xdata", comdat
@"_CTA1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%"class.std::exception"*)* @"??1exception@std@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AVexception@std@@" to i8*) }, section ".xdata", comdat
@"??_R0?AUSilent@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSilent@@\00" }, comdat
@"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%struct.Silent* (%struct.Silent*, %struct.Silent*)* @"??0Silent@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12", %eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%"class.std::exception"*)* @"??1exception@std@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUSilent@@" to i8*) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4LogicError@@6B@" to i8*), i8* bitcast (i8* (%struct.LogicError*, i32)* @"??_GLogicError@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.LogicError*)* @"?what@LogicError@@UBEPBDXZ" to i8*)] }, comdat($"??_7LogicError@@6B@")
@"??_R4LogicError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3LogicError@@8" }, comdat
@"??_R3LogicError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2LogicError@@8", i32 0, i32 0) }, comdat
@"??_R2LogicError@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@LogicError@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@LogicError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3LogicError@@8" }, comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2exception@std@@8", i32 0, i32 0) }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::exception"*, i32)* @"??_Gexception@std@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UBEPBDXZ" to i8*)] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", comdat, align 1
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4DomainError@@6B@" to i8*), i8* bitcast (i8* (%struct.DomainError*, i32)* @"??_GDomainError@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.LogicError*)* @"?what@LogicError@@UBEPBDXZ" to i8*)] }, comdat($"??_7DomainError@@6B@")
@"??_R4DomainError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3DomainError@@8" }, comdat
@"??_R3DomainError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2DomainError@@8", i32 0, i32 0) }, comdat
@"??_R2DomainError@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@DomainError@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@LogicError@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@DomainError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3DomainError@@8" }, comdat
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Silent@@6B@" to i8*), i8* bitcast (i8* (%struct.Silent*, i32)* @"??_GSilent@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UBEPBDXZ" to i8*)] }, comdat($"??_7Silent@@6B@")
@"??_R4Silent@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Silent@@8" }, comdat
@"??_R3Silent@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Silent@@8", i32 0, i32 0) }, comdat
@"??_R2Silent@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Silent@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Silent@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Silent@@8" }, comdat

@"??_7LogicError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7DomainError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Silent@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.LogicError, align 4
  %2 = alloca %struct.DomainError, align 4
  %3 = alloca %"class.std::exception", align 4
  %4 = alloca %struct.Silent, align 4
  %5 = alloca %"class.std::exception"*, align 4
  %6 = alloca %struct.DomainError*, align 4
  %7 = bitcast %struct.LogicError* %1 to i8*
  %8 = bitcast %struct.DomainError* %2 to i8*
  %9 = bitcast %"class.std::exception"* %3 to i8*
  %10 = bitcast %struct.Silent* %4 to i8*
  %11 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 0
  %12 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %13 = bitcast %struct.__std_exception_data* %12 to i64*
  %14 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i32 0, i32 0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i32 0, i32 0, i32 0, i32 1
  %16 = bitcast %struct.__std_exception_data* %15 to i64*
  %17 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i32 0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i32 0, i32 0, i32 0
  %19 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i32 0, i32 0, i32 1
  %20 = bitcast %struct.__std_exception_data* %19 to i64*
  %21 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i32 0, i32 1
  %22 = getelementptr inbounds %struct.Silent, %struct.Silent* %4, i32 0, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Silent, %struct.Silent* %4, i32 0, i32 0, i32 1
  %24 = bitcast %struct.__std_exception_data* %23 to i64*
  %25 = bitcast %struct.DomainError** %6 to %struct.LogicError**
  br label %27

26:                                               ; preds = %48
  ret i32 0

27:                                               ; preds = %0, %48
  %28 = phi i32 [ 0, %0 ], [ %49, %48 ]
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8)
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %9)
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %10)
  switch i32 %28, label %35 [
    i32 0, label %29
    i32 1, label %31
    i32 2, label %33
  ]

29:                                               ; preds = %27
  store i64 0, i64* %20, align 4
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %18, align 4, !tbaa !3
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IFEOHGJA@logic?$AA@", i32 0, i32 0), i8** %21, align 4, !tbaa !6
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI2?AULogicError@@") #8
          to label %30 unwind label %37

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %27
  store i64 0, i64* %16, align 4
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06LKIIGAOE@domain?$AA@", i32 0, i32 0), i8** %17, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @"_TI3?AUDomainError@@") #8
          to label %32 unwind label %37

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %27
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %11, align 4, !tbaa !3
  store i64 0, i64* %13, align 4
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI1?AVexception@std@@") #8
          to label %34 unwind label %37

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %27
  store i64 0, i64* %24, align 4
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %22, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI2?AUSilent@@") #8
          to label %36 unwind label %37

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %35, %33, %31, %29
  %38 = catchswitch within none [label %39, label %51] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8", i32 8, %struct.DomainError** %6]
  %41 = load %struct.LogicError*, %struct.LogicError** %25, align 4, !tbaa !10
  %42 = bitcast %struct.LogicError* %41 to i8* (%struct.LogicError*)***
  %43 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %42, align 4, !tbaa !3
  %44 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %43, i32 1
  %45 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %44, align 4
  %46 = call x86_thiscallcc noundef i8* %45(%struct.LogicError* noundef nonnull align 4 dereferenceable(16) %41) #9 [ "funclet"(token %40) ]
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %28, i8* noundef %46) [ "funclet"(token %40) ]
  catchret from %40 to label %48

48:                                               ; preds = %51, %39
  %49 = add nuw nsw i32 %28, 1
  %50 = icmp eq i32 %49, 4
  br i1 %50, label %26, label %27, !llvm.loop !11

51:                                               ; preds = %37
  %52 = catchpad within %38 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %5]
  %53 = load %"class.std::exception"*, %"class.std::exception"** %5, align 4, !tbaa !10
  %54 = bitcast %"class.std::exception"* %53 to i8* (%"class.std::exception"*)***
  %55 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %54, align 4, !tbaa !3
  %56 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %55, i32 1
  %57 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %56, align 4
  %58 = call x86_thiscallcc noundef i8* %57(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %53) [ "funclet"(token %52) ]
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %28, i8* noundef %58) [ "funclet"(token %52) ]
  catchret from %52 to label %48
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.LogicError* @"??0LogicError@@QAE@ABU0@@Z"(%struct.LogicError* noundef nonnull returned align 4 dereferenceable(16) %0, %struct.LogicError* noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %10 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4, !tbaa !6
  store i8* %12, i8** %10, align 4, !tbaa !6
  ret %struct.LogicError* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@ABV01@@Z"(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %1, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %7 unwind label %8

7:                                                ; preds = %2
  ret %"class.std::exception"* %0

8:                                                ; preds = %2
  %9 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.DomainError* @"??0DomainError@@QAE@ABU0@@Z"(%struct.DomainError* noundef nonnull returned align 4 dereferenceable(16) %0, %struct.DomainError* noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %1, i32 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %1, i32 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4, !tbaa !6
  store i8* %12, i8** %10, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  ret %struct.DomainError* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1LogicError@@UAE@XZ"(%struct.LogicError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !3
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 4, !tbaa !6
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %4)
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !3
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %6)
          to label %9 unwind label %7

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %1
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Silent* @"??0Silent@@QAE@ABU0@@Z"(%struct.Silent* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Silent* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %struct.Silent, %struct.Silent* %1, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  ret %struct.Silent* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !3
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GLogicError@@UAEPAXI@Z"(%struct.LogicError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.LogicError* %0 to i8*
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !6
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %6) #9
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %8 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %8)
          to label %11 unwind label %9

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %10) ]
  unreachable

11:                                               ; preds = %2
  %12 = icmp eq i32 %1, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %11
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %14

14:                                               ; preds = %13, %11
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?what@LogicError@@UBEPBDXZ"(%struct.LogicError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %3 = load i8*, i8** %2, align 4, !tbaa !6
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #5

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) local_unnamed_addr #6

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gexception@std@@UAEPAXI@Z"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::exception"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?what@exception@std@@UBEPBDXZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1, i32 0
  %3 = load i8*, i8** %2, align 4, !tbaa !13
  %4 = icmp eq i8* %3, null
  %5 = select i1 %4, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i32 0, i32 0), i8* %3
  ret i8* %5
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GDomainError@@UAEPAXI@Z"(%struct.DomainError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.DomainError* %0 to i8*
  %4 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !6
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %6) #9
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %8 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %8)
          to label %11 unwind label %9

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %10) ]
  unreachable

11:                                               ; preds = %2
  %12 = icmp eq i32 %1, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %11
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %14

14:                                               ; preds = %13, %11
  ret i8* %3
}

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSilent@@UAEPAXI@Z"(%struct.Silent* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Silent* %0 to i8*
  %4 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #10 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nosync nounwind willreturn }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"vtable pointer", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !8, i64 12}
!7 = !{!"?AULogicError@@", !8, i64 12}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !5, i64 0}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !8, i64 4}
!14 = !{!"?AVexception@std@@", !15, i64 4}
!15 = !{!"?AU__std_exception_data@@", !8, i64 0, !16, i64 4}
!16 = !{!"bool", !9, i64 0}

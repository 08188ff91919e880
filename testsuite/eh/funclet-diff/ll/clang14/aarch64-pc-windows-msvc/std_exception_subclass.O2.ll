; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor17 = type { i8**, i8*, [18 x i8] }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%rtti.TypeDescriptor16 = type { i8**, i8*, [17 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.LogicError = type { %"class.std::exception", i8* }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%struct.DomainError = type { %struct.LogicError }
%struct.Silent = type { %"class.std::exception" }

$"??0LogicError@@QEAA@AEBU0@@Z" = comdat any

$"??0exception@std@@QEAA@AEBV01@@Z" = comdat any

$"??0DomainError@@QEAA@AEBU0@@Z" = comdat any

$"??1LogicError@@UEAA@XZ" = comdat any

$"??0Silent@@QEAA@AEBU0@@Z" = comdat any

$"??1exception@std@@UEAA@XZ" = comdat any

$"??_GLogicError@@UEAAPEAXI@Z" = comdat any

$"?what@LogicError@@UEBAPEBDXZ" = comdat any

$"??_Gexception@std@@UEAAPEAXI@Z" = comdat any

$"?what@exception@std@@UEBAPEBDXZ" = comdat any

$"??_GDomainError@@UEAAPEAXI@Z" = comdat any

$"??_GSilent@@UEAAPEAXI@Z" = comdat any

$"??_R0?AUDomainError@@@8" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = comdat any

$"??_C@_05IFEOHGJA@logic?$AA@" = comdat any

$"??_R0?AULogicError@@@8" = comdat any

$"_CT??_R0?AULogicError@@@8??0LogicError@@QEAA@AEBU0@@Z32" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = comdat any

$"_CTA2?AULogicError@@" = comdat any

$"_TI2?AULogicError@@" = comdat any

$"??_C@_06LKIIGAOE@domain?$AA@" = comdat any

$"_CT??_R0?AUDomainError@@@8??0DomainError@@QEAA@AEBU0@@Z32" = comdat any

$"_CTA3?AUDomainError@@" = comdat any

$"_TI3?AUDomainError@@" = comdat any

$"_CTA1?AVexception@std@@" = comdat any

$"_TI1?AVexception@std@@" = comdat any

$"??_R0?AUSilent@@@8" = comdat any

$"_CT??_R0?AUSilent@@@8??0Silent@@QEAA@AEBU0@@Z24" = comdat any

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
@"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", comdat, align 8
@"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", comdat, align 8
@"??_C@_05IFEOHGJA@logic?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"logic\00", comdat, align 4
@"??_R0?AULogicError@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { i8** @"??_7type_info@@6B@", i8* null, [17 x i8] c".?AULogicError@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AULogicError@@@8??0LogicError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.LogicError* (%struct.LogicError*, %struct.LogicError*)* @"??0LogicError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"class.std::exception"* (%"class.std::exception"*, %"class.std::exception"*)* @"??0exception@std@@QEAA@AEBV01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AULogicError@@@8??0LogicError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.LogicError*)* @"??1LogicError@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AULogicError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_06LKIIGAOE@domain?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"domain\00", comdat, align 4
@"_CT??_R0?AUDomainError@@@8??0DomainError@@QEAA@AEBU0@@Z32" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 32, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.DomainError* (%struct.DomainError*, %struct.DomainError*)* @"??0DomainError@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUDomainError@@@8??0DomainError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AULogicError@@@8??0LogicError@@QEAA@AEBU0@@Z32" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.LogicError*)* @"??1LogicError@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUDomainError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"class.std::exception"*)* @"??1exception@std@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AVexception@std@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUSilent@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSilent@@\00" }, comdat
@"_CT??_R0?AUSilent@@@8??0Silent@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Silent* (%struct.Silent*, %struct.Silent*)* @"??0Silent@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSilent@@@8??0Silent@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"class.std::exception"*)* @"??1exception@std@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUSilent@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4LogicError@@6B@" to i8*), i8* bitcast (i8* (%struct.LogicError*, i32)* @"??_GLogicError@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.LogicError*)* @"?what@LogicError@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7LogicError@@6B@")
@"??_R4LogicError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3LogicError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4LogicError@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3LogicError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2LogicError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2LogicError@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@LogicError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@LogicError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor16* @"??_R0?AULogicError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3LogicError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::exception"*, i32)* @"??_Gexception@std@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 8
@"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", comdat, align 8
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4DomainError@@6B@" to i8*), i8* bitcast (i8* (%struct.DomainError*, i32)* @"??_GDomainError@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.LogicError*)* @"?what@LogicError@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7DomainError@@6B@")
@"??_R4DomainError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3DomainError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4DomainError@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3DomainError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2DomainError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2DomainError@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@DomainError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@LogicError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@DomainError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3DomainError@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Silent@@6B@" to i8*), i8* bitcast (i8* (%struct.Silent*, i32)* @"??_GSilent@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Silent@@6B@")
@"??_R4Silent@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Silent@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Silent@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Silent@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Silent@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Silent@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Silent@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Silent@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Silent@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat

@"??_7LogicError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7DomainError@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7Silent@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.LogicError, align 8
  %2 = alloca %struct.DomainError, align 8
  %3 = alloca %"class.std::exception", align 8
  %4 = alloca %struct.Silent, align 8
  %5 = alloca %"class.std::exception"*, align 8
  %6 = alloca %struct.DomainError*, align 8
  %7 = bitcast %struct.LogicError* %1 to i8*
  %8 = bitcast %struct.DomainError* %2 to i8*
  %9 = bitcast %"class.std::exception"* %3 to i8*
  %10 = bitcast %struct.Silent* %4 to i8*
  %11 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i64 0, i32 0
  %12 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i64 0, i32 1
  %13 = bitcast %struct.__std_exception_data* %12 to i8*
  %14 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i64 0, i32 0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i64 0, i32 0, i32 0, i32 1
  %16 = bitcast %struct.__std_exception_data* %15 to i8*
  %17 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %2, i64 0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i64 0, i32 0, i32 0
  %19 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i64 0, i32 0, i32 1
  %20 = bitcast %struct.__std_exception_data* %19 to i8*
  %21 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i64 0, i32 1
  %22 = getelementptr inbounds %struct.Silent, %struct.Silent* %4, i64 0, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Silent, %struct.Silent* %4, i64 0, i32 0, i32 1
  %24 = bitcast %struct.__std_exception_data* %23 to i8*
  %25 = bitcast %struct.DomainError** %6 to %struct.LogicError**
  br label %27

26:                                               ; preds = %48
  ret i32 0

27:                                               ; preds = %0, %48
  %28 = phi i32 [ 0, %0 ], [ %49, %48 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %7)
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %8)
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9)
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10)
  switch i32 %28, label %35 [
    i32 0, label %29
    i32 1, label %31
    i32 2, label %33
  ]

29:                                               ; preds = %27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false) #9
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %18, align 8, !tbaa !8
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IFEOHGJA@logic?$AA@", i64 0, i64 0), i8** %21, align 8, !tbaa !11
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI2?AULogicError@@") #10
          to label %30 unwind label %37

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false) #9
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06LKIIGAOE@domain?$AA@", i64 0, i64 0), i8** %17, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %14, align 8, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @"_TI3?AUDomainError@@") #10
          to label %32 unwind label %37

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %27
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false) #9
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI1?AVexception@std@@") #10
          to label %34 unwind label %37

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false)
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %22, align 8, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI2?AUSilent@@") #10
          to label %36 unwind label %37

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %35, %33, %31, %29
  %38 = catchswitch within none [label %39, label %51] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8", i32 8, %struct.DomainError** %6]
  %41 = load %struct.LogicError*, %struct.LogicError** %25, align 8, !tbaa !15
  %42 = bitcast %struct.LogicError* %41 to i8* (%struct.LogicError*)***
  %43 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %42, align 8, !tbaa !8
  %44 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %43, i64 1
  %45 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %44, align 8
  %46 = call noundef i8* %45(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %41) #9 [ "funclet"(token %40) ]
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %28, i8* noundef %46) [ "funclet"(token %40) ]
  catchret from %40 to label %48

48:                                               ; preds = %51, %39
  %49 = add nuw nsw i32 %28, 1
  %50 = icmp eq i32 %49, 4
  br i1 %50, label %26, label %27, !llvm.loop !16

51:                                               ; preds = %37
  %52 = catchpad within %38 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %5]
  %53 = load %"class.std::exception"*, %"class.std::exception"** %5, align 8, !tbaa !15
  %54 = bitcast %"class.std::exception"* %53 to i8* (%"class.std::exception"*)***
  %55 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %54, align 8, !tbaa !8
  %56 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %55, i64 1
  %57 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %56, align 8
  %58 = call noundef i8* %57(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %53) [ "funclet"(token %52) ]
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %28, i8* noundef %58) [ "funclet"(token %52) ]
  catchret from %52 to label %48
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.LogicError* @"??0LogicError@@QEAA@AEBU0@@Z"(%struct.LogicError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.LogicError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #9
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i64 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %10 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %11 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %1, i64 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !11
  store i8* %12, i8** %10, align 8, !tbaa !11
  ret %struct.LogicError* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %6 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %1, i64 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %7 unwind label %8

7:                                                ; preds = %2
  ret %"class.std::exception"* %0

8:                                                ; preds = %2
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.DomainError* @"??0DomainError@@QEAA@AEBU0@@Z"(%struct.DomainError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.DomainError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #9
  %6 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %1, i64 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %1, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !11
  store i8* %12, i8** %10, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  ret %struct.DomainError* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1LogicError@@UEAA@XZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !8
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !11
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %4)
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !8
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %6)
          to label %9 unwind label %7

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Silent* @"??0Silent@@QEAA@AEBU0@@Z"(%struct.Silent* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Silent* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i64 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #9
  %6 = getelementptr inbounds %struct.Silent, %struct.Silent* %1, i64 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  ret %struct.Silent* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !8
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GLogicError@@UEAAPEAXI@Z"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.LogicError* %0 to i8*
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %5 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %6 = load i8*, i8** %5, align 8, !tbaa !11
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %6) #9
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %8 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %8)
          to label %11 unwind label %9

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %10) ]
  unreachable

11:                                               ; preds = %2
  %12 = icmp eq i32 %1, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %11
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %14

14:                                               ; preds = %13, %11
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?what@LogicError@@UEBAPEBDXZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %3 = load i8*, i8** %2, align 8, !tbaa !11
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #6

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) local_unnamed_addr #7

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_Gexception@std@@UEAAPEAXI@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::exception"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?what@exception@std@@UEBAPEBDXZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !18
  %4 = icmp eq i8* %3, null
  %5 = select i1 %4, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i64 0, i64 0), i8* %3
  ret i8* %5
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDomainError@@UEAAPEAXI@Z"(%struct.DomainError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.DomainError* %0 to i8*
  %4 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %5 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 1
  %6 = load i8*, i8** %5, align 8, !tbaa !11
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %6) #9
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %8 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %8)
          to label %11 unwind label %9

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %10) ]
  unreachable

11:                                               ; preds = %2
  %12 = icmp eq i32 %1, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %11
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %14

14:                                               ; preds = %13, %11
  ret i8* %3
}

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) local_unnamed_addr #7

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GSilent@@UEAAPEAXI@Z"(%struct.Silent* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Silent* %0 to i8*
  %4 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %5 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i64 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #8

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { argmemonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"vtable pointer", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 24}
!12 = !{!"?AULogicError@@", !13, i64 24}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !10, i64 0}
!15 = !{!13, !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !13, i64 8}
!19 = !{!"?AVexception@std@@", !20, i64 8}
!20 = !{!"?AU__std_exception_data@@", !13, i64 0, !21, i64 8}
!21 = !{!"bool", !14, i64 0}

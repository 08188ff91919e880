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
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%struct.DomainError = type { %struct.LogicError }
%struct.LogicError = type { %"class.std::exception", i8* }
%struct.Silent = type { %"class.std::exception" }

$"??0LogicError@@QEAA@PEBD@Z" = comdat any

$"??0LogicError@@QEAA@AEBU0@@Z" = comdat any

$"??0exception@std@@QEAA@AEBV01@@Z" = comdat any

$"??1LogicError@@UEAA@XZ" = comdat any

$"??0DomainError@@QEAA@PEBD@Z" = comdat any

$"??0DomainError@@QEAA@AEBU0@@Z" = comdat any

$"??1DomainError@@UEAA@XZ" = comdat any

$"??0exception@std@@QEAA@XZ" = comdat any

$"??1exception@std@@UEAA@XZ" = comdat any

$"??0Silent@@QEAA@XZ" = comdat any

$"??0Silent@@QEAA@AEBU0@@Z" = comdat any

$"??1Silent@@UEAA@XZ" = comdat any

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
@"_TI3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.DomainError*)* @"??1DomainError@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUDomainError@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"class.std::exception"*)* @"??1exception@std@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AVexception@std@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUSilent@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSilent@@\00" }, comdat
@"_CT??_R0?AUSilent@@@8??0Silent@@QEAA@AEBU0@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSilent@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Silent* (%struct.Silent*, %struct.Silent*)* @"??0Silent@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSilent@@@8??0Silent@@QEAA@AEBU0@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Silent*)* @"??1Silent@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUSilent@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %"class.std::exception"*, align 8
  %4 = alloca %struct.DomainError*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %25, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %40

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %9)
          to label %39 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12, label %28] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor17* @"??_R0?AUDomainError@@@8", i32 8, %struct.DomainError** %4]
  %14 = load %struct.DomainError*, %struct.DomainError** %4, align 8
  %15 = bitcast %struct.DomainError* %14 to %struct.LogicError*
  %16 = bitcast %struct.LogicError* %15 to i8* (%struct.LogicError*)***
  %17 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %16, align 8
  %18 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %17, i64 1
  %19 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %18, align 8
  %20 = call noundef i8* %19(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %15) #7 [ "funclet"(token %13) ]
  %21 = load i32, i32* %2, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %21, i8* noundef %20) [ "funclet"(token %13) ]
  catchret from %13 to label %23

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23, %38, %39
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %2, align 4
  br label %5, !llvm.loop !8

28:                                               ; preds = %10
  %29 = catchpad within %11 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %3]
  %30 = load %"class.std::exception"*, %"class.std::exception"** %3, align 8
  %31 = bitcast %"class.std::exception"* %30 to i8* (%"class.std::exception"*)***
  %32 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %31, align 8
  %33 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %32, i64 1
  %34 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %33, align 8
  %35 = call noundef i8* %34(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %30) [ "funclet"(token %29) ]
  %36 = load i32, i32* %2, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %36, i8* noundef %35) [ "funclet"(token %29) ]
  catchret from %29 to label %38

38:                                               ; preds = %28
  br label %24

39:                                               ; preds = %8
  br label %24

40:                                               ; preds = %5
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.LogicError, align 8
  %4 = alloca %struct.DomainError, align 8
  %5 = alloca %"class.std::exception", align 8
  %6 = alloca %struct.Silent, align 8
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  switch i32 %7, label %17 [
    i32 0, label %8
    i32 1, label %11
    i32 2, label %14
  ]

8:                                                ; preds = %1
  %9 = call noundef %struct.LogicError* @"??0LogicError@@QEAA@PEBD@Z"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %3, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IFEOHGJA@logic?$AA@", i64 0, i64 0))
  %10 = bitcast %struct.LogicError* %3 to i8*
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @"_TI2?AULogicError@@") #8
  unreachable

11:                                               ; preds = %1
  %12 = call noundef %struct.DomainError* @"??0DomainError@@QEAA@PEBD@Z"(%struct.DomainError* noundef nonnull align 8 dereferenceable(32) %4, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06LKIIGAOE@domain?$AA@", i64 0, i64 0))
  %13 = bitcast %struct.DomainError* %4 to i8*
  call void @_CxxThrowException(i8* %13, %eh.ThrowInfo* @"_TI3?AUDomainError@@") #8
  unreachable

14:                                               ; preds = %1
  %15 = call noundef %"class.std::exception"* @"??0exception@std@@QEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %5) #7
  %16 = bitcast %"class.std::exception"* %5 to i8*
  call void @_CxxThrowException(i8* %16, %eh.ThrowInfo* @"_TI1?AVexception@std@@") #8
  unreachable

17:                                               ; preds = %1
  %18 = bitcast %struct.Silent* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %18, i8 0, i64 24, i1 false)
  %19 = call noundef %struct.Silent* @"??0Silent@@QEAA@XZ"(%struct.Silent* noundef nonnull align 8 dereferenceable(24) %6) #7
  %20 = bitcast %struct.Silent* %6 to i8*
  call void @_CxxThrowException(i8* %20, %eh.ThrowInfo* @"_TI2?AUSilent@@") #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.LogicError* @"??0LogicError@@QEAA@PEBD@Z"(%struct.LogicError* noundef nonnull returned align 8 dereferenceable(32) %0, i8* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.LogicError*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.LogicError* %0, %struct.LogicError** %4, align 8
  %5 = load %struct.LogicError*, %struct.LogicError** %4, align 8
  %6 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  %7 = call noundef %"class.std::exception"* @"??0exception@std@@QEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %6) #7
  %8 = bitcast %struct.LogicError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %8, align 8
  %9 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %5, i32 0, i32 1
  %10 = load i8*, i8** %3, align 8
  store i8* %10, i8** %9, align 8
  ret %struct.LogicError* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.LogicError* @"??0LogicError@@QEAA@AEBU0@@Z"(%struct.LogicError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.LogicError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.LogicError*, align 8
  %4 = alloca %struct.LogicError*, align 8
  store %struct.LogicError* %1, %struct.LogicError** %3, align 8
  store %struct.LogicError* %0, %struct.LogicError** %4, align 8
  %5 = load %struct.LogicError*, %struct.LogicError** %4, align 8
  %6 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  %7 = load %struct.LogicError*, %struct.LogicError** %3, align 8
  %8 = bitcast %struct.LogicError* %7 to %"class.std::exception"*
  %9 = call noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %6, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %8) #7
  %10 = bitcast %struct.LogicError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %5, i32 0, i32 1
  %12 = load %struct.LogicError*, %struct.LogicError** %3, align 8
  %13 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %12, i32 0, i32 1
  %14 = load i8*, i8** %13, align 8
  store i8* %14, i8** %11, align 8
  ret %struct.LogicError* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %"class.std::exception"*, align 8
  %4 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %1, %"class.std::exception"** %3, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %4, align 8
  %5 = load %"class.std::exception"*, %"class.std::exception"** %4, align 8
  %6 = bitcast %"class.std::exception"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %5, i32 0, i32 1
  %8 = bitcast %struct.__std_exception_data* %7 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %8, i8 0, i64 16, i1 false)
  %9 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %5, i32 0, i32 1
  %10 = load %"class.std::exception"*, %"class.std::exception"** %3, align 8
  %11 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %10, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef %11, %struct.__std_exception_data* noundef %9)
          to label %12 unwind label %13

12:                                               ; preds = %2
  ret %"class.std::exception"* %5

13:                                               ; preds = %2
  %14 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %14) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1LogicError@@UEAA@XZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.LogicError*, align 8
  store %struct.LogicError* %0, %struct.LogicError** %2, align 8
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 8
  %4 = bitcast %struct.LogicError* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7LogicError@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %3, i32 0, i32 1
  %6 = load i8*, i8** %5, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %6)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = bitcast %struct.LogicError* %3 to %"class.std::exception"*
  call void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %9) #7
  ret void

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  %12 = bitcast %struct.LogicError* %3 to %"class.std::exception"*
  call void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %12) #7 [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %13

13:                                               ; preds = %10
  %14 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %14) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.DomainError* @"??0DomainError@@QEAA@PEBD@Z"(%struct.DomainError* noundef nonnull returned align 8 dereferenceable(32) %0, i8* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.DomainError*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.DomainError* %0, %struct.DomainError** %4, align 8
  %5 = load %struct.DomainError*, %struct.DomainError** %4, align 8
  %6 = bitcast %struct.DomainError* %5 to %struct.LogicError*
  %7 = load i8*, i8** %3, align 8
  %8 = call noundef %struct.LogicError* @"??0LogicError@@QEAA@PEBD@Z"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %6, i8* noundef %7)
  %9 = bitcast %struct.DomainError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %9, align 8
  ret %struct.DomainError* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.DomainError* @"??0DomainError@@QEAA@AEBU0@@Z"(%struct.DomainError* noundef nonnull returned align 8 dereferenceable(32) %0, %struct.DomainError* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.DomainError*, align 8
  %4 = alloca %struct.DomainError*, align 8
  store %struct.DomainError* %1, %struct.DomainError** %3, align 8
  store %struct.DomainError* %0, %struct.DomainError** %4, align 8
  %5 = load %struct.DomainError*, %struct.DomainError** %4, align 8
  %6 = bitcast %struct.DomainError* %5 to %struct.LogicError*
  %7 = load %struct.DomainError*, %struct.DomainError** %3, align 8
  %8 = bitcast %struct.DomainError* %7 to %struct.LogicError*
  %9 = call noundef %struct.LogicError* @"??0LogicError@@QEAA@AEBU0@@Z"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %6, %struct.LogicError* noundef nonnull align 8 dereferenceable(32) %8) #7
  %10 = bitcast %struct.DomainError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7DomainError@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.DomainError* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1DomainError@@UEAA@XZ"(%struct.DomainError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.DomainError*, align 8
  store %struct.DomainError* %0, %struct.DomainError** %2, align 8
  %3 = load %struct.DomainError*, %struct.DomainError** %2, align 8
  %4 = bitcast %struct.DomainError* %3 to %struct.LogicError*
  call void @"??1LogicError@@UEAA@XZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %4) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %"class.std::exception"* @"??0exception@std@@QEAA@XZ"(%"class.std::exception"* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %6 = bitcast %struct.__std_exception_data* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %6, i8 0, i64 16, i1 false)
  ret %"class.std::exception"* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Silent* @"??0Silent@@QEAA@XZ"(%struct.Silent* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Silent*, align 8
  store %struct.Silent* %0, %struct.Silent** %2, align 8
  %3 = load %struct.Silent*, %struct.Silent** %2, align 8
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  %5 = call noundef %"class.std::exception"* @"??0exception@std@@QEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %4) #7
  %6 = bitcast %struct.Silent* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  ret %struct.Silent* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Silent* @"??0Silent@@QEAA@AEBU0@@Z"(%struct.Silent* noundef nonnull returned align 8 dereferenceable(24) %0, %struct.Silent* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Silent*, align 8
  %4 = alloca %struct.Silent*, align 8
  store %struct.Silent* %1, %struct.Silent** %3, align 8
  store %struct.Silent* %0, %struct.Silent** %4, align 8
  %5 = load %struct.Silent*, %struct.Silent** %4, align 8
  %6 = bitcast %struct.Silent* %5 to %"class.std::exception"*
  %7 = load %struct.Silent*, %struct.Silent** %3, align 8
  %8 = bitcast %struct.Silent* %7 to %"class.std::exception"*
  %9 = call noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %6, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %8) #7
  %10 = bitcast %struct.Silent* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Silent@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Silent* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Silent@@UEAA@XZ"(%struct.Silent* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Silent*, align 8
  store %struct.Silent* %0, %struct.Silent** %2, align 8
  %3 = load %struct.Silent*, %struct.Silent** %2, align 8
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  call void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %4) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GLogicError@@UEAAPEAXI@Z"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.LogicError*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.LogicError* %0, %struct.LogicError** %5, align 8
  %6 = load %struct.LogicError*, %struct.LogicError** %5, align 8
  %7 = bitcast %struct.LogicError* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1LogicError@@UEAA@XZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.LogicError* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #10
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?what@LogicError@@UEBAPEBDXZ"(%struct.LogicError* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.LogicError*, align 8
  store %struct.LogicError* %0, %struct.LogicError** %2, align 8
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 8
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 8
  ret i8* %5
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #6

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) #2

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_Gexception@std@@UEAAPEAXI@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::exception"*, align 8
  store i32 %1, i32* %4, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %5, align 8
  %6 = load %"class.std::exception"*, %"class.std::exception"** %5, align 8
  %7 = bitcast %"class.std::exception"* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %"class.std::exception"* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #10
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?what@exception@std@@UEBAPEBDXZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %4, i32 0, i32 0
  %6 = load i8*, i8** %5, align 8
  %7 = icmp ne i8* %6, null
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %10 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %9, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i8* [ %11, %8 ], [ getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i64 0, i64 0), %12 ]
  ret i8* %14
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDomainError@@UEAAPEAXI@Z"(%struct.DomainError* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.DomainError*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.DomainError* %0, %struct.DomainError** %5, align 8
  %6 = load %struct.DomainError*, %struct.DomainError** %5, align 8
  %7 = bitcast %struct.DomainError* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1DomainError@@UEAA@XZ"(%struct.DomainError* noundef nonnull align 8 dereferenceable(32) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.DomainError* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #10
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GSilent@@UEAAPEAXI@Z"(%struct.Silent* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Silent*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Silent* %0, %struct.Silent** %5, align 8
  %6 = load %struct.Silent*, %struct.Silent** %5, align 8
  %7 = bitcast %struct.Silent* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Silent@@UEAA@XZ"(%struct.Silent* noundef nonnull align 8 dereferenceable(24) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Silent* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #10
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}

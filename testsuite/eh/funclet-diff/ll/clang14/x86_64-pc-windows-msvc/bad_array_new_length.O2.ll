; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor30 = type { i8**, i8*, [31 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??0bad_array_new_length@std@@QEAA@AEBV01@@Z" = comdat any

$"??0bad_alloc@std@@QEAA@AEBV01@@Z" = comdat any

$"??0exception@std@@QEAA@AEBV01@@Z" = comdat any

$"??1exception@std@@UEAA@XZ" = comdat any

$"??_Gbad_array_new_length@std@@UEAAPEAXI@Z" = comdat any

$"?what@exception@std@@UEBAPEBDXZ" = comdat any

$"??_Gbad_alloc@std@@UEAAPEAXI@Z" = comdat any

$"??_Gexception@std@@UEAAPEAXI@Z" = comdat any

$"??_R0?AVbad_array_new_length@std@@@8" = comdat any

$"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QEAA@AEBV01@@Z24" = comdat any

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QEAA@AEBV01@@Z24" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = comdat any

$"_CTA3?AVbad_array_new_length@std@@" = comdat any

$"_TI3?AVbad_array_new_length@std@@" = comdat any

$"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@" = comdat any

$"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@" = comdat any

$"??_7bad_array_new_length@std@@6B@" = comdat largest

$"??_R4bad_array_new_length@std@@6B@" = comdat any

$"??_R3bad_array_new_length@std@@8" = comdat any

$"??_R2bad_array_new_length@std@@8" = comdat any

$"??_R1A@?0A@EA@bad_array_new_length@std@@8" = comdat any

$"??_R1A@?0A@EA@bad_alloc@std@@8" = comdat any

$"??_R3bad_alloc@std@@8" = comdat any

$"??_R2bad_alloc@std@@8" = comdat any

$"??_R1A@?0A@EA@exception@std@@8" = comdat any

$"??_R3exception@std@@8" = comdat any

$"??_R2exception@std@@8" = comdat any

$"??_7bad_alloc@std@@6B@" = comdat largest

$"??_R4bad_alloc@std@@6B@" = comdat any

$"??_7exception@std@@6B@" = comdat largest

$"??_R4exception@std@@6B@" = comdat any

$"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = comdat any

$"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@" = comdat any

$"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_array_new_length@std@@@8" = linkonce_odr global %rtti.TypeDescriptor30 { i8** @"??_7type_info@@6B@", i8* null, [31 x i8] c".?AVbad_array_new_length@std@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QEAA@AEBV01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"class.std::bad_array_new_length"* (%"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"*)* @"??0bad_array_new_length@std@@QEAA@AEBV01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QEAA@AEBV01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"class.std::bad_alloc"* (%"class.std::bad_alloc"*, %"class.std::bad_alloc"*)* @"??0bad_alloc@std@@QEAA@AEBV01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"class.std::exception"* (%"class.std::exception"*, %"class.std::exception"*)* @"??0exception@std@@QEAA@AEBV01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"class.std::exception"*)* @"??1exception@std@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AVbad_array_new_length@std@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"?g_keep@@3REAHEA" = dso_local global i32* null, align 8
@"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", comdat, align 1
@"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", comdat, align 1
@"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"direct: %s\0A\00", comdat, align 1
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bad array new length\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4bad_array_new_length@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::bad_array_new_length"*, i32)* @"??_Gbad_array_new_length@std@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7bad_array_new_length@std@@6B@")
@"??_R4bad_array_new_length@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3bad_array_new_length@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4bad_array_new_length@std@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3bad_array_new_length@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2bad_array_new_length@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2bad_array_new_length@std@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_array_new_length@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_alloc@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@bad_array_new_length@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3bad_array_new_length@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@bad_alloc@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3bad_alloc@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3bad_alloc@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2bad_alloc@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2bad_alloc@std@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_alloc@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4bad_alloc@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::bad_alloc"*, i32)* @"??_Gbad_alloc@std@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7bad_alloc@std@@6B@")
@"??_R4bad_alloc@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3bad_alloc@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4bad_alloc@std@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::exception"*, i32)* @"??_Gexception@std@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"made %d ints\0A\00", comdat, align 1
@"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", comdat, align 1

@"??_7bad_array_new_length@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7bad_alloc@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: noreturn uwtable
define dso_local void @__cxa_throw_bad_array_new_length() local_unnamed_addr #0 {
  %1 = alloca %"class.std::bad_array_new_length", align 8
  %2 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i64 0, i32 0, i32 0, i32 1, i32 1
  %3 = bitcast i8* %2 to i64*
  store i64 0, i64* %3, align 8
  %4 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i64 0, i32 0, i32 0, i32 1, i32 0
  store i8* getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@", i64 0, i64 0), i8** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !11
  %6 = bitcast %"class.std::bad_array_new_length"* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @"_TI3?AVbad_array_new_length@std@@") #12
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %"class.std::bad_array_new_length"* @"??0bad_array_new_length@std@@QEAA@AEBV01@@Z"(%"class.std::bad_array_new_length"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i64 0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #13
  %6 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i64 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  ret %"class.std::bad_array_new_length"* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@QEAA@AEBV01@@Z"(%"class.std::bad_alloc"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i64 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #13
  %6 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %1, i64 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7bad_alloc@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  ret %"class.std::bad_alloc"* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
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
  call void @__std_terminate() #14 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !11
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %"class.std::bad_alloc"*, align 8
  %2 = alloca %"class.std::bad_alloc"*, align 8
  %3 = alloca %"class.std::bad_array_new_length"*, align 8
  %4 = alloca %"class.std::exception"*, align 8
  tail call fastcc void @"?make_ints@@YAXH@Z"(i32 noundef 4)
  tail call fastcc void @"?make_listed@@YAXH@Z"(i32 noundef 4)
  invoke fastcc void @"?make_ints@@YAXH@Z"(i32 noundef -1)
          to label %17 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %1]
  %9 = bitcast %"class.std::bad_alloc"** %1 to %"class.std::exception"**
  %10 = load %"class.std::exception"*, %"class.std::exception"** %9, align 8, !tbaa !13
  %11 = bitcast %"class.std::exception"* %10 to i8* (%"class.std::exception"*)***
  %12 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %11, align 8, !tbaa !11
  %13 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %12, i64 1
  %14 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, align 8
  %15 = call noundef i8* %14(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %10) [ "funclet"(token %8) ]
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %15) [ "funclet"(token %8) ]
  catchret from %8 to label %17

17:                                               ; preds = %0, %7
  invoke fastcc void @"?make_listed@@YAXH@Z"(i32 noundef 2)
          to label %30 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %2]
  %22 = bitcast %"class.std::bad_alloc"** %2 to %"class.std::exception"**
  %23 = load %"class.std::exception"*, %"class.std::exception"** %22, align 8, !tbaa !13
  %24 = bitcast %"class.std::exception"* %23 to i8* (%"class.std::exception"*)***
  %25 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %24, align 8, !tbaa !11
  %26 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %25, i64 1
  %27 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %26, align 8
  %28 = call noundef i8* %27(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %23) [ "funclet"(token %21) ]
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@", i64 0, i64 0), i8* noundef %28) [ "funclet"(token %21) ]
  catchret from %21 to label %30

30:                                               ; preds = %17, %20
  invoke void @__cxa_throw_bad_array_new_length() #12
          to label %57 unwind label %31

31:                                               ; preds = %30
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8", i32 8, %"class.std::bad_array_new_length"** %3]
  %35 = bitcast %"class.std::bad_array_new_length"** %3 to %"class.std::exception"**
  %36 = load %"class.std::exception"*, %"class.std::exception"** %35, align 8, !tbaa !13
  %37 = bitcast %"class.std::exception"* %36 to i8* (%"class.std::exception"*)***
  %38 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %37, align 8, !tbaa !11
  %39 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %38, i64 1
  %40 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %39, align 8
  %41 = call noundef i8* %40(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %36) [ "funclet"(token %34) ]
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %41) [ "funclet"(token %34) ]
  catchret from %34 to label %43

43:                                               ; preds = %33
  invoke void @__cxa_throw_bad_array_new_length() #12
          to label %56 unwind label %44

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %48 = load %"class.std::exception"*, %"class.std::exception"** %4, align 8, !tbaa !13
  %49 = bitcast %"class.std::exception"* %48 to i8* (%"class.std::exception"*)***
  %50 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %49, align 8, !tbaa !11
  %51 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %50, i64 1
  %52 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %51, align 8
  %53 = call noundef i8* %52(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %48) [ "funclet"(token %47) ]
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %53) [ "funclet"(token %47) ]
  catchret from %47 to label %55

55:                                               ; preds = %46
  ret i32 0

56:                                               ; preds = %43
  unreachable

57:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?make_ints@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i64
  %3 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 4)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = select i1 %4, i64 -1, i64 %5
  %7 = tail call noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %6) #15
  %8 = bitcast i8* %7 to i32*
  store volatile i32* %8, i32** @"?g_keep@@3REAHEA", align 8, !tbaa !13
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@", i64 0, i64 0), i32 noundef %0)
  %10 = load volatile i32*, i32** @"?g_keep@@3REAHEA", align 8, !tbaa !13
  %11 = icmp eq i32* %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %1
  %13 = bitcast i32* %10 to i8*
  tail call void @"??_V@YAXPEAX@Z"(i8* noundef %13) #16
  br label %14

14:                                               ; preds = %12, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?make_listed@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  %3 = icmp ult i32 %0, 3
  %4 = shl nuw nsw i64 %2, 2
  %5 = select i1 %3, i64 -1, i64 %4
  %6 = tail call noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %5) #15
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 4, !tbaa !14
  %8 = getelementptr inbounds i32, i32* %7, i64 1
  store i32 2, i32* %8, align 4, !tbaa !14
  %9 = getelementptr inbounds i32, i32* %7, i64 2
  store i32 3, i32* %9, align 4, !tbaa !14
  %10 = getelementptr inbounds i32, i32* %7, i64 3
  %11 = add nsw i64 %5, -12
  %12 = bitcast i32* %10 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %12, i8 0, i64 %11, i1 false)
  store volatile i32* %7, i32** @"?g_keep@@3REAHEA", align 8, !tbaa !13
  %13 = load volatile i32*, i32** @"?g_keep@@3REAHEA", align 8, !tbaa !13
  %14 = add nsw i32 %0, -1
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !14
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0, i32 noundef %17)
  %19 = load volatile i32*, i32** @"?g_keep@@3REAHEA", align 8, !tbaa !13
  %20 = icmp eq i32* %19, null
  br i1 %20, label %23, label %21

21:                                               ; preds = %1
  %22 = bitcast i32* %19 to i8*
  tail call void @"??_V@YAXPEAX@Z"(i8* noundef %22) #16
  br label %23

23:                                               ; preds = %21, %1
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_Gbad_array_new_length@std@@UEAAPEAXI@Z"(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::bad_array_new_length"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i64 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #16
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?what@exception@std@@UEBAPEBDXZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !4
  %4 = icmp eq i8* %3, null
  %5 = select i1 %4, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i64 0, i64 0), i8* %3
  ret i8* %5
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_Gbad_alloc@std@@UEAAPEAXI@Z"(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::bad_alloc"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i64 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #16
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_Gexception@std@@UEAAPEAXI@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::exception"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #14 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #16
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) local_unnamed_addr #9

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #10

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

attributes #0 = { noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !7, i64 8}
!5 = !{!"?AVexception@std@@", !6, i64 8}
!6 = !{!"?AU__std_exception_data@@", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"bool", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !9, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}

; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor30 = type { i8**, i8*, [31 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??0bad_array_new_length@std@@QAE@ABV01@@Z" = comdat any

$"??0bad_alloc@std@@QAE@ABV01@@Z" = comdat any

$"??0exception@std@@QAE@ABV01@@Z" = comdat any

$"??1exception@std@@UAE@XZ" = comdat any

$"??_Gbad_array_new_length@std@@UAEPAXI@Z" = comdat any

$"?what@exception@std@@UBEPBDXZ" = comdat any

$"??_Gbad_alloc@std@@UAEPAXI@Z" = comdat any

$"??_Gexception@std@@UAEPAXI@Z" = comdat any

$"??_R0?AVbad_array_new_length@std@@@8" = comdat any

$"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QAE@ABV01@@Z12" = comdat any

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QAE@ABV01@@Z12" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = comdat any

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
@"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%"class.std::bad_array_new_length"* (%"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"*)* @"??0bad_array_new_length@std@@QAE@ABV01@@Z" to i8*) }, section ".xdata", comdat
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 16, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%"class.std::bad_alloc"* (%"class.std::bad_alloc"*, %"class.std::bad_alloc"*)* @"??0bad_alloc@std@@QAE@ABV01@@Z" to i8*) }, section ".xdata", comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), i32 0, i32 -1, i32 0, i32 12, i8* bitcast (%"class.std::exception"* (%"class.std::exception"*, %"class.std::exception"*)* @"??0exception@std@@QAE@ABV01@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QAE@ABV01@@Z12", %eh.CatchableType* @"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QAE@ABV01@@Z12", %eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%"class.std::exception"*)* @"??1exception@std@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AVbad_array_new_length@std@@" to i8*) }, section ".xdata", comdat
@"?g_keep@@3RAHA" = dso_local global i32* null, align 4
@"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", comdat, align 1
@"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", comdat, align 1
@"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"direct: %s\0A\00", comdat, align 1
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bad array new length\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4bad_array_new_length@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::bad_array_new_length"*, i32)* @"??_Gbad_array_new_length@std@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UBEPBDXZ" to i8*)] }, comdat($"??_7bad_array_new_length@std@@6B@")
@"??_R4bad_array_new_length@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3bad_array_new_length@std@@8" }, comdat
@"??_R3bad_array_new_length@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2bad_array_new_length@std@@8", i32 0, i32 0) }, comdat
@"??_R2bad_array_new_length@std@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_array_new_length@std@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_alloc@std@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@bad_array_new_length@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3bad_array_new_length@std@@8" }, comdat
@"??_R1A@?0A@EA@bad_alloc@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3bad_alloc@std@@8" }, comdat
@"??_R3bad_alloc@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2bad_alloc@std@@8", i32 0, i32 0) }, comdat
@"??_R2bad_alloc@std@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@bad_alloc@std@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2exception@std@@8", i32 0, i32 0) }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4bad_alloc@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::bad_alloc"*, i32)* @"??_Gbad_alloc@std@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UBEPBDXZ" to i8*)] }, comdat($"??_7bad_alloc@std@@6B@")
@"??_R4bad_alloc@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3bad_alloc@std@@8" }, comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::exception"*, i32)* @"??_Gexception@std@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UBEPBDXZ" to i8*)] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"made %d ints\0A\00", comdat, align 1
@"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", comdat, align 1

@"??_7bad_array_new_length@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7bad_alloc@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: noreturn
define dso_local void @__cxa_throw_bad_array_new_length() local_unnamed_addr #0 {
  %1 = alloca %"class.std::bad_array_new_length", align 4
  %2 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i32 0, i32 0, i32 0, i32 1
  %3 = bitcast %struct.__std_exception_data* %2 to i64*
  store i64 0, i64* %3, align 4
  %4 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %2, i32 0, i32 0
  store i8* getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@", i32 0, i32 0), i8** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !10
  %6 = bitcast %"class.std::bad_array_new_length"* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @"_TI3?AVbad_array_new_length@std@@") #12
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_array_new_length"* @"??0bad_array_new_length@std@@QAE@ABV01@@Z"(%"class.std::bad_array_new_length"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  %4 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i32 0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %1, i32 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  ret %"class.std::bad_array_new_length"* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@QAE@ABV01@@Z"(%"class.std::bad_alloc"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  %4 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i32 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i64*
  store i64 0, i64* %5, align 4
  %6 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %1, i32 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7bad_alloc@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
  ret %"class.std::bad_alloc"* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@ABV01@@Z"(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !10
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
  call void @__std_terminate() #13 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !10
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %"class.std::bad_alloc"*, align 4
  %2 = alloca %"class.std::bad_alloc"*, align 4
  %3 = alloca %"class.std::bad_array_new_length"*, align 4
  %4 = alloca %"class.std::exception"*, align 4
  tail call fastcc void @"?make_ints@@YAXH@Z"(i32 noundef 4)
  tail call fastcc void @"?make_listed@@YAXH@Z"(i32 noundef 4)
  invoke fastcc void @"?make_ints@@YAXH@Z"(i32 noundef -1)
          to label %17 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %1]
  %9 = bitcast %"class.std::bad_alloc"** %1 to %"class.std::exception"**
  %10 = load %"class.std::exception"*, %"class.std::exception"** %9, align 4, !tbaa !12
  %11 = bitcast %"class.std::exception"* %10 to i8* (%"class.std::exception"*)***
  %12 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %11, align 4, !tbaa !10
  %13 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %12, i32 1
  %14 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, align 4
  %15 = call x86_thiscallcc noundef i8* %14(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %10) [ "funclet"(token %8) ]
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %15) [ "funclet"(token %8) ]
  catchret from %8 to label %17

17:                                               ; preds = %0, %7
  invoke fastcc void @"?make_listed@@YAXH@Z"(i32 noundef 2)
          to label %30 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %2]
  %22 = bitcast %"class.std::bad_alloc"** %2 to %"class.std::exception"**
  %23 = load %"class.std::exception"*, %"class.std::exception"** %22, align 4, !tbaa !12
  %24 = bitcast %"class.std::exception"* %23 to i8* (%"class.std::exception"*)***
  %25 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %24, align 4, !tbaa !10
  %26 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %25, i32 1
  %27 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %26, align 4
  %28 = call x86_thiscallcc noundef i8* %27(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %23) [ "funclet"(token %21) ]
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@", i32 0, i32 0), i8* noundef %28) [ "funclet"(token %21) ]
  catchret from %21 to label %30

30:                                               ; preds = %17, %20
  invoke void @__cxa_throw_bad_array_new_length() #12
          to label %57 unwind label %31

31:                                               ; preds = %30
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8", i32 8, %"class.std::bad_array_new_length"** %3]
  %35 = bitcast %"class.std::bad_array_new_length"** %3 to %"class.std::exception"**
  %36 = load %"class.std::exception"*, %"class.std::exception"** %35, align 4, !tbaa !12
  %37 = bitcast %"class.std::exception"* %36 to i8* (%"class.std::exception"*)***
  %38 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %37, align 4, !tbaa !10
  %39 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %38, i32 1
  %40 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %39, align 4
  %41 = call x86_thiscallcc noundef i8* %40(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %36) [ "funclet"(token %34) ]
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %41) [ "funclet"(token %34) ]
  catchret from %34 to label %43

43:                                               ; preds = %33
  invoke void @__cxa_throw_bad_array_new_length() #12
          to label %56 unwind label %44

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %48 = load %"class.std::exception"*, %"class.std::exception"** %4, align 4, !tbaa !12
  %49 = bitcast %"class.std::exception"* %48 to i8* (%"class.std::exception"*)***
  %50 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %49, align 4, !tbaa !10
  %51 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %50, i32 1
  %52 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %51, align 4
  %53 = call x86_thiscallcc noundef i8* %52(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %48) [ "funclet"(token %47) ]
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %53) [ "funclet"(token %47) ]
  catchret from %47 to label %55

55:                                               ; preds = %46
  ret i32 0

56:                                               ; preds = %43
  unreachable

57:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?make_ints@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 {
  %2 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 4)
  %3 = extractvalue { i32, i1 } %2, 1
  %4 = extractvalue { i32, i1 } %2, 0
  %5 = select i1 %3, i32 -1, i32 %4
  %6 = tail call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %5) #14
  %7 = bitcast i8* %6 to i32*
  store volatile i32* %7, i32** @"?g_keep@@3RAHA", align 4, !tbaa !12
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@", i32 0, i32 0), i32 noundef %0)
  %9 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4, !tbaa !12
  %10 = icmp eq i32* %9, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = bitcast i32* %9 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %12) #15
  br label %13

13:                                               ; preds = %11, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?make_listed@@YAXH@Z"(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp ult i32 %0, 3
  %3 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 4)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = or i1 %2, %4
  %6 = extractvalue { i32, i1 } %3, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = tail call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %7) #14
  %9 = bitcast i8* %8 to i32*
  store i32 1, i32* %9, align 4, !tbaa !13
  %10 = getelementptr inbounds i32, i32* %9, i32 1
  store i32 2, i32* %10, align 4, !tbaa !13
  %11 = getelementptr inbounds i32, i32* %9, i32 2
  store i32 3, i32* %11, align 4, !tbaa !13
  %12 = getelementptr inbounds i32, i32* %9, i32 3
  %13 = add i32 %7, -12
  %14 = bitcast i32* %12 to i8*
  tail call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %14, i8 0, i32 %13, i1 false)
  store volatile i32* %9, i32** @"?g_keep@@3RAHA", align 4, !tbaa !12
  %15 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4, !tbaa !12
  %16 = add nsw i32 %0, -1
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !13
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %0, i32 noundef %18)
  %20 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4, !tbaa !12
  %21 = icmp eq i32* %20, null
  br i1 %21, label %24, label %22

22:                                               ; preds = %1
  %23 = bitcast i32* %20 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %23) #15
  br label %24

24:                                               ; preds = %22, %1
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gbad_array_new_length@std@@UAEPAXI@Z"(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::bad_array_new_length"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !10
  %5 = getelementptr inbounds %"class.std::bad_array_new_length", %"class.std::bad_array_new_length"* %0, i32 0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #15
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?what@exception@std@@UBEPBDXZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1, i32 0
  %3 = load i8*, i8** %2, align 4, !tbaa !3
  %4 = icmp eq i8* %3, null
  %5 = select i1 %4, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i32 0, i32 0), i8* %3
  ret i8* %5
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gbad_alloc@std@@UAEPAXI@Z"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::bad_alloc"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !10
  %5 = getelementptr inbounds %"class.std::bad_alloc", %"class.std::bad_alloc"* %0, i32 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #15
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gexception@std@@UAEPAXI@Z"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::exception"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !10
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #15
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #8

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) local_unnamed_addr #9

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #10

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(i8* noundef) local_unnamed_addr #8

attributes #0 = { noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !6, i64 4}
!4 = !{!"?AVexception@std@@", !5, i64 4}
!5 = !{!"?AU__std_exception_data@@", !6, i64 0, !9, i64 4}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"bool", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !8, i64 0}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}

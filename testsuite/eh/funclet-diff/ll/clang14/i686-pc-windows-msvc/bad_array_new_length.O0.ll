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

$"??0bad_array_new_length@std@@QAE@XZ" = comdat any

$"??0bad_array_new_length@std@@QAE@ABV01@@Z" = comdat any

$"??0bad_alloc@std@@QAE@ABV01@@Z" = comdat any

$"??0exception@std@@QAE@ABV01@@Z" = comdat any

$"??1bad_array_new_length@std@@UAE@XZ" = comdat any

$"??0bad_alloc@std@@IAE@PBD@Z" = comdat any

$"??_Gbad_array_new_length@std@@UAEPAXI@Z" = comdat any

$"?what@exception@std@@UBEPBDXZ" = comdat any

$"??0exception@std@@QAE@PBDH@Z" = comdat any

$"??_Gbad_alloc@std@@UAEPAXI@Z" = comdat any

$"??_Gexception@std@@UAEPAXI@Z" = comdat any

$"??1exception@std@@UAE@XZ" = comdat any

$"??1bad_alloc@std@@UAE@XZ" = comdat any

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
@"_TI3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%"class.std::bad_array_new_length"*)* @"??1bad_array_new_length@std@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AVbad_array_new_length@std@@" to i8*) }, section ".xdata", comdat
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

; Function Attrs: mustprogress noinline noreturn optnone
define dso_local void @__cxa_throw_bad_array_new_length() #0 {
  %1 = alloca %"class.std::bad_array_new_length", align 4
  %2 = call x86_thiscallcc noundef %"class.std::bad_array_new_length"* @"??0bad_array_new_length@std@@QAE@XZ"(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %1) #10
  %3 = bitcast %"class.std::bad_array_new_length"* %1 to i8*
  call void @_CxxThrowException(i8* %3, %eh.ThrowInfo* @"_TI3?AVbad_array_new_length@std@@") #11
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_array_new_length"* @"??0bad_array_new_length@std@@QAE@XZ"(%"class.std::bad_array_new_length"* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %"class.std::bad_array_new_length"*, align 4
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %2, align 4
  %3 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %2, align 4
  %4 = bitcast %"class.std::bad_array_new_length"* %3 to %"class.std::bad_alloc"*
  %5 = call x86_thiscallcc noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@IAE@PBD@Z"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %4, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@", i32 0, i32 0)) #10
  %6 = bitcast %"class.std::bad_array_new_length"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %"class.std::bad_array_new_length"* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_array_new_length"* @"??0bad_array_new_length@std@@QAE@ABV01@@Z"(%"class.std::bad_array_new_length"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %"class.std::bad_array_new_length"*, align 4
  %4 = alloca %"class.std::bad_array_new_length"*, align 4
  store %"class.std::bad_array_new_length"* %1, %"class.std::bad_array_new_length"** %3, align 4
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %4, align 4
  %5 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %4, align 4
  %6 = bitcast %"class.std::bad_array_new_length"* %5 to %"class.std::bad_alloc"*
  %7 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %3, align 4
  %8 = bitcast %"class.std::bad_array_new_length"* %7 to %"class.std::bad_alloc"*
  %9 = call x86_thiscallcc noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@QAE@ABV01@@Z"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %6, %"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %8) #10
  %10 = bitcast %"class.std::bad_array_new_length"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7bad_array_new_length@std@@6B@" to i32 (...)**), i32 (...)*** %10, align 4
  ret %"class.std::bad_array_new_length"* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@QAE@ABV01@@Z"(%"class.std::bad_alloc"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %"class.std::bad_alloc"*, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 4
  store %"class.std::bad_alloc"* %1, %"class.std::bad_alloc"** %3, align 4
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %4, align 4
  %5 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 4
  %6 = bitcast %"class.std::bad_alloc"* %5 to %"class.std::exception"*
  %7 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 4
  %8 = bitcast %"class.std::bad_alloc"* %7 to %"class.std::exception"*
  %9 = call x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@ABV01@@Z"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %6, %"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %8) #10
  %10 = bitcast %"class.std::bad_alloc"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7bad_alloc@std@@6B@" to i32 (...)**), i32 (...)*** %10, align 4
  ret %"class.std::bad_alloc"* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@ABV01@@Z"(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(12) %0, %"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %"class.std::exception"*, align 4
  %4 = alloca %"class.std::exception"*, align 4
  store %"class.std::exception"* %1, %"class.std::exception"** %3, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %4, align 4
  %5 = load %"class.std::exception"*, %"class.std::exception"** %4, align 4
  %6 = bitcast %"class.std::exception"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %5, i32 0, i32 1
  %8 = bitcast %struct.__std_exception_data* %7 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %8, i8 0, i32 8, i1 false)
  %9 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %5, i32 0, i32 1
  %10 = load %"class.std::exception"*, %"class.std::exception"** %3, align 4
  %11 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %10, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef %11, %struct.__std_exception_data* noundef %9)
          to label %12 unwind label %13

12:                                               ; preds = %2
  ret %"class.std::exception"* %5

13:                                               ; preds = %2
  %14 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %14) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1bad_array_new_length@std@@UAE@XZ"(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %"class.std::bad_array_new_length"*, align 4
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %2, align 4
  %3 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %2, align 4
  %4 = bitcast %"class.std::bad_array_new_length"* %3 to %"class.std::bad_alloc"*
  call x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %4) #10
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::bad_alloc"*, align 4
  %3 = alloca %"class.std::bad_alloc"*, align 4
  %4 = alloca %"class.std::bad_array_new_length"*, align 4
  %5 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  call void @"?make_ints@@YAXH@Z"(i32 noundef 4)
  call void @"?make_listed@@YAXH@Z"(i32 noundef 4)
  invoke void @"?make_ints@@YAXH@Z"(i32 noundef -1)
          to label %64 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %2]
  %10 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %2, align 4
  %11 = bitcast %"class.std::bad_alloc"* %10 to %"class.std::exception"*
  %12 = bitcast %"class.std::exception"* %11 to i8* (%"class.std::exception"*)***
  %13 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %12, align 4
  %14 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, i64 1
  %15 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, align 4
  %16 = call x86_thiscallcc noundef i8* %15(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %11) [ "funclet"(token %9) ]
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %16) [ "funclet"(token %9) ]
  catchret from %9 to label %18

18:                                               ; preds = %8
  br label %19

19:                                               ; preds = %18, %64
  invoke void @"?make_listed@@YAXH@Z"(i32 noundef 2)
          to label %63 unwind label %20

20:                                               ; preds = %19
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %3]
  %24 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 4
  %25 = bitcast %"class.std::bad_alloc"* %24 to %"class.std::exception"*
  %26 = bitcast %"class.std::exception"* %25 to i8* (%"class.std::exception"*)***
  %27 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %26, align 4
  %28 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %27, i64 1
  %29 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, align 4
  %30 = call x86_thiscallcc noundef i8* %29(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %25) [ "funclet"(token %23) ]
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@", i32 0, i32 0), i8* noundef %30) [ "funclet"(token %23) ]
  catchret from %23 to label %32

32:                                               ; preds = %22
  br label %33

33:                                               ; preds = %32, %63
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %62 unwind label %34

34:                                               ; preds = %33
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [%rtti.TypeDescriptor30* @"??_R0?AVbad_array_new_length@std@@@8", i32 8, %"class.std::bad_array_new_length"** %4]
  %38 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %4, align 4
  %39 = bitcast %"class.std::bad_array_new_length"* %38 to %"class.std::exception"*
  %40 = bitcast %"class.std::exception"* %39 to i8* (%"class.std::exception"*)***
  %41 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %40, align 4
  %42 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %41, i64 1
  %43 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %42, align 4
  %44 = call x86_thiscallcc noundef i8* %43(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %39) [ "funclet"(token %37) ]
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %44) [ "funclet"(token %37) ]
  catchret from %37 to label %46

46:                                               ; preds = %36
  br label %47

47:                                               ; preds = %46
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %61 unwind label %48

48:                                               ; preds = %47
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %5]
  %52 = load %"class.std::exception"*, %"class.std::exception"** %5, align 4
  %53 = bitcast %"class.std::exception"* %52 to i8* (%"class.std::exception"*)***
  %54 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %53, align 4
  %55 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %54, i64 1
  %56 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %55, align 4
  %57 = call x86_thiscallcc noundef i8* %56(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %52) [ "funclet"(token %51) ]
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %57) [ "funclet"(token %51) ]
  catchret from %51 to label %59

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59
  ret i32 0

61:                                               ; preds = %47
  unreachable

62:                                               ; preds = %33
  unreachable

63:                                               ; preds = %19
  br label %33

64:                                               ; preds = %0
  br label %19
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?make_ints@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %7) #13
  %9 = bitcast i8* %8 to i32*
  store volatile i32* %9, i32** @"?g_keep@@3RAHA", align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@", i32 0, i32 0), i32 noundef %10)
  %12 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4
  %13 = icmp eq i32* %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  %15 = bitcast i32* %12 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %15) #14
  br label %16

16:                                               ; preds = %14, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?make_listed@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %9) #13
  %11 = bitcast i8* %10 to i32*
  store i32 1, i32* %11, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  store i32 2, i32* %12, align 4
  %13 = getelementptr inbounds i32, i32* %12, i32 1
  store i32 3, i32* %13, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = sub i32 %9, 12
  %16 = bitcast i32* %14 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %16, i8 0, i32 %15, i1 false)
  store volatile i32* %11, i32** @"?g_keep@@3RAHA", align 4
  %17 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4
  %18 = load i32, i32* %2, align 4
  %19 = sub nsw i32 %18, 1
  %20 = getelementptr inbounds i32, i32* %17, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = load i32, i32* %2, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22, i32 noundef %21)
  %24 = load volatile i32*, i32** @"?g_keep@@3RAHA", align 4
  %25 = icmp eq i32* %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %1
  %27 = bitcast i32* %24 to i8*
  call void @"??_V@YAXPAX@Z"(i8* noundef %27) #14
  br label %28

28:                                               ; preds = %26, %1
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::bad_alloc"* @"??0bad_alloc@std@@IAE@PBD@Z"(%"class.std::bad_alloc"* noundef nonnull returned align 4 dereferenceable(12) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 4
  store i8* %1, i8** %3, align 4
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %4, align 4
  %5 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 4
  %6 = bitcast %"class.std::bad_alloc"* %5 to %"class.std::exception"*
  %7 = load i8*, i8** %3, align 4
  %8 = call x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@PBDH@Z"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %6, i8* noundef %7, i32 noundef 1) #10
  %9 = bitcast %"class.std::bad_alloc"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7bad_alloc@std@@6B@" to i32 (...)**), i32 (...)*** %9, align 4
  ret %"class.std::bad_alloc"* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gbad_array_new_length@std@@UAEPAXI@Z"(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::bad_array_new_length"*, align 4
  store i32 %1, i32* %4, align 4
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %5, align 4
  %6 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %5, align 4
  %7 = bitcast %"class.std::bad_array_new_length"* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1bad_array_new_length@std@@UAE@XZ"(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(12) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %"class.std::bad_array_new_length"* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?what@exception@std@@UBEPBDXZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 4
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 4
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %4, i32 0, i32 0
  %6 = load i8*, i8** %5, align 4
  %7 = icmp ne i8* %6, null
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  %10 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %9, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i8* [ %11, %8 ], [ getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i32 0, i32 0), %12 ]
  ret i8* %14
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %"class.std::exception"* @"??0exception@std@@QAE@PBDH@Z"(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(12) %0, i8* noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %"class.std::exception"*, align 4
  store i32 %2, i32* %4, align 4
  store i8* %1, i8** %5, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %6, align 4
  %7 = load %"class.std::exception"*, %"class.std::exception"** %6, align 4
  %8 = bitcast %"class.std::exception"* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %7, i32 0, i32 1
  %10 = bitcast %struct.__std_exception_data* %9 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %10, i8 0, i32 8, i1 false)
  %11 = load i8*, i8** %5, align 4
  %12 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %7, i32 0, i32 1
  %13 = getelementptr inbounds %struct.__std_exception_data, %struct.__std_exception_data* %12, i32 0, i32 0
  store i8* %11, i8** %13, align 4
  ret %"class.std::exception"* %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gbad_alloc@std@@UAEPAXI@Z"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::bad_alloc"*, align 4
  store i32 %1, i32* %4, align 4
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %5, align 4
  %6 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %5, align 4
  %7 = bitcast %"class.std::bad_alloc"* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %"class.std::bad_alloc"* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_Gexception@std@@UAEPAXI@Z"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::exception"*, align 4
  store i32 %1, i32* %4, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %5, align 4
  %6 = load %"class.std::exception"*, %"class.std::exception"** %5, align 4
  %7 = bitcast %"class.std::exception"* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1exception@std@@UAE@XZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %6) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %"class.std::exception"* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #14
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %"class.std::exception"*, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 4
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 4
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %3, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %8) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #7

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) #4

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %"class.std::bad_alloc"*, align 4
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %2, align 4
  %3 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %2, align 4
  %4 = bitcast %"class.std::bad_alloc"* %3 to %"class.std::exception"*
  call x86_thiscallcc void @"??1exception@std@@UAE@XZ"(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %4) #10
  ret void
}

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #8

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef) #9

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(i8* noundef) #7

attributes #0 = { mustprogress noinline noreturn optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}

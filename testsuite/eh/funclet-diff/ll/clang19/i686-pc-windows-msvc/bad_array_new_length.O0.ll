; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor30 = type { ptr, ptr, [31 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { ptr, %struct.__std_exception_data }
%struct.__std_exception_data = type { ptr, i8 }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AVbad_array_new_length@std@@@8" = linkonce_odr global %rtti.TypeDescriptor30 { ptr @"??_7type_info@@6B@", ptr null, [31 x i8] c".?AVbad_array_new_length@std@@\00" }, comdat
@"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AVbad_array_new_length@std@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0bad_array_new_length@std@@QAE@ABV01@@Z" }, section ".xdata", comdat
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 16, ptr @"??_R0?AVbad_alloc@std@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0bad_alloc@std@@QAE@ABV01@@Z" }, section ".xdata", comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AVexception@std@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0exception@std@@QAE@ABV01@@Z" }, section ".xdata", comdat
@"_CTA3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0?AVbad_array_new_length@std@@@8??0bad_array_new_length@std@@QAE@ABV01@@Z12", ptr @"_CT??_R0?AVbad_alloc@std@@@8??0bad_alloc@std@@QAE@ABV01@@Z12", ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI3?AVbad_array_new_length@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1bad_array_new_length@std@@UAE@XZ", ptr null, ptr @"_CTA3?AVbad_array_new_length@std@@" }, section ".xdata", comdat
@"?g_keep@@3RAHA" = dso_local global ptr null, align 4
@"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", comdat, align 1
@"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", comdat, align 1
@"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"direct: %s\0A\00", comdat, align 1
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bad array new length\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4bad_array_new_length@std@@6B@", ptr @"??_Gbad_array_new_length@std@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7bad_array_new_length@std@@6B@")
@"??_R4bad_array_new_length@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AVbad_array_new_length@std@@@8", ptr @"??_R3bad_array_new_length@std@@8" }, comdat
@"??_R3bad_array_new_length@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2bad_array_new_length@std@@8" }, comdat
@"??_R2bad_array_new_length@std@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@bad_array_new_length@std@@8", ptr @"??_R1A@?0A@EA@bad_alloc@std@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@bad_array_new_length@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AVbad_array_new_length@std@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3bad_array_new_length@std@@8" }, comdat
@"??_R1A@?0A@EA@bad_alloc@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AVbad_alloc@std@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3bad_alloc@std@@8" }, comdat
@"??_R3bad_alloc@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2bad_alloc@std@@8" }, comdat
@"??_R2bad_alloc@std@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@bad_alloc@std@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AVexception@std@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3exception@std@@8" }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2exception@std@@8" }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4bad_alloc@std@@6B@", ptr @"??_Gbad_alloc@std@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7bad_alloc@std@@6B@")
@"??_R4bad_alloc@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AVbad_alloc@std@@@8", ptr @"??_R3bad_alloc@std@@8" }, comdat
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4exception@std@@6B@", ptr @"??_Gexception@std@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AVexception@std@@@8", ptr @"??_R3exception@std@@8" }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"made %d ints\0A\00", comdat, align 1
@"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", comdat, align 1

@"??_7bad_array_new_length@std@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7bad_alloc@std@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline noreturn optnone
define dso_local void @__cxa_throw_bad_array_new_length() #0 {
  %1 = alloca %"class.std::bad_array_new_length", align 4
  %2 = call x86_thiscallcc noundef ptr @"??0bad_array_new_length@std@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %1) #9
  call void @_CxxThrowException(ptr %1, ptr @"_TI3?AVbad_array_new_length@std@@") #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0bad_array_new_length@std@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0bad_alloc@std@@IAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(12) %3, ptr noundef @"??_C@_0BF@KINCDENJ@bad?5array?5new?5length?$AA@") #9
  store ptr @"??_7bad_array_new_length@std@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0bad_array_new_length@std@@QAE@ABV01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0bad_alloc@std@@QAE@ABV01@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  store ptr @"??_7bad_array_new_length@std@@6B@", ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0bad_alloc@std@@QAE@ABV01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0exception@std@@QAE@ABV01@@Z"(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  store ptr @"??_7bad_alloc@std@@6B@", ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0exception@std@@QAE@ABV01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  store ptr @"??_7exception@std@@6B@", ptr %5, align 4
  %6 = getelementptr inbounds %"class.std::exception", ptr %5, i32 0, i32 1
  call void @llvm.memset.p0.i32(ptr align 4 %6, i8 0, i32 8, i1 false)
  %7 = getelementptr inbounds %"class.std::exception", ptr %5, i32 0, i32 1
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %"class.std::exception", ptr %8, i32 0, i32 1
  invoke void @__std_exception_copy(ptr noundef %9, ptr noundef %7)
          to label %10 unwind label %11

10:                                               ; preds = %2
  ret ptr %5

11:                                               ; preds = %2
  %12 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %12) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1bad_array_new_length@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %3) #9
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @"?make_ints@@YAXH@Z"(i32 noundef 4)
  call void @"?make_listed@@YAXH@Z"(i32 noundef 4)
  invoke void @"?make_ints@@YAXH@Z"(i32 noundef -1)
          to label %57 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AVbad_alloc@std@@@8", i32 8, ptr %2]
  %10 = load ptr, ptr %2, align 4
  %11 = load ptr, ptr %10, align 4
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  %13 = load ptr, ptr %12, align 4
  %14 = call x86_thiscallcc noundef ptr %13(ptr noundef nonnull align 4 dereferenceable(12) %10) [ "funclet"(token %9) ]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@JGBBHEAM@negative?5count?3?5?$CFs?6?$AA@", ptr noundef %14) [ "funclet"(token %9) ]
  catchret from %9 to label %16

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16, %57
  invoke void @"?make_listed@@YAXH@Z"(i32 noundef 2)
          to label %56 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0?AVbad_alloc@std@@@8", i32 8, ptr %3]
  %22 = load ptr, ptr %3, align 4
  %23 = load ptr, ptr %22, align 4
  %24 = getelementptr inbounds ptr, ptr %23, i64 1
  %25 = load ptr, ptr %24, align 4
  %26 = call x86_thiscallcc noundef ptr %25(ptr noundef nonnull align 4 dereferenceable(12) %22) [ "funclet"(token %21) ]
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@EGADHPBA@fewer?5than?5the?5initialisers?3?5?$CFs?6@", ptr noundef %26) [ "funclet"(token %21) ]
  catchret from %21 to label %28

28:                                               ; preds = %20
  br label %29

29:                                               ; preds = %28, %56
  invoke void @__cxa_throw_bad_array_new_length() #10
          to label %55 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @"??_R0?AVbad_array_new_length@std@@@8", i32 8, ptr %4]
  %34 = load ptr, ptr %4, align 4
  %35 = load ptr, ptr %34, align 4
  %36 = getelementptr inbounds ptr, ptr %35, i64 1
  %37 = load ptr, ptr %36, align 4
  %38 = call x86_thiscallcc noundef ptr %37(ptr noundef nonnull align 4 dereferenceable(12) %34) [ "funclet"(token %33) ]
  %39 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@HJHIGODE@direct?3?5?$CFs?6?$AA@", ptr noundef %38) [ "funclet"(token %33) ]
  catchret from %33 to label %40

40:                                               ; preds = %32
  br label %41

41:                                               ; preds = %40
  invoke void @__cxa_throw_bad_array_new_length() #10
          to label %54 unwind label %42

42:                                               ; preds = %41
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @"??_R0?AVexception@std@@@8", i32 8, ptr %5]
  %46 = load ptr, ptr %5, align 4
  %47 = load ptr, ptr %46, align 4
  %48 = getelementptr inbounds ptr, ptr %47, i64 1
  %49 = load ptr, ptr %48, align 4
  %50 = call x86_thiscallcc noundef ptr %49(ptr noundef nonnull align 4 dereferenceable(12) %46) [ "funclet"(token %45) ]
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", ptr noundef %50) [ "funclet"(token %45) ]
  catchret from %45 to label %52

52:                                               ; preds = %44
  br label %53

53:                                               ; preds = %52
  ret i32 0

54:                                               ; preds = %41
  unreachable

55:                                               ; preds = %29
  unreachable

56:                                               ; preds = %17
  br label %29

57:                                               ; preds = %0
  br label %17
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?make_ints@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %7) #12
  store volatile ptr %8, ptr @"?g_keep@@3RAHA", align 4
  %9 = load i32, ptr %2, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@JBAKNKIL@made?5?$CFd?5ints?6?$AA@", i32 noundef %9)
  %11 = load volatile ptr, ptr @"?g_keep@@3RAHA", align 4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %1
  call void @"??_V@YAXPAX@Z"(ptr noundef %11) #13
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?make_listed@@YAXH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %9) #12
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds i32, ptr %10, i32 1
  store i32 2, ptr %11, align 4
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store i32 3, ptr %12, align 4
  %13 = getelementptr inbounds i32, ptr %12, i32 1
  %14 = sub i32 %9, 12
  call void @llvm.memset.p0.i32(ptr align 4 %13, i8 0, i32 %14, i1 false)
  store volatile ptr %10, ptr @"?g_keep@@3RAHA", align 4
  %15 = load volatile ptr, ptr @"?g_keep@@3RAHA", align 4
  %16 = load i32, ptr %2, align 4
  %17 = sub nsw i32 %16, 1
  %18 = getelementptr inbounds i32, ptr %15, i32 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@KEPIGLLI@made?5?$CFd?5listed?5ints?0?5last?5?$CFd?6?$AA@", i32 noundef %20, i32 noundef %19)
  %22 = load volatile ptr, ptr @"?g_keep@@3RAHA", align 4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %1
  call void @"??_V@YAXPAX@Z"(ptr noundef %22) #13
  br label %25

25:                                               ; preds = %24, %1
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0bad_alloc@std@@IAE@PBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0exception@std@@QAE@PBDH@Z"(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef %6, i32 noundef 1) #9
  store ptr @"??_7bad_alloc@std@@6B@", ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_Gbad_array_new_length@std@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1bad_array_new_length@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 12) #13
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?what@exception@std@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %"class.std::exception", ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_exception_data, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 4
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds %"class.std::exception", ptr %3, i32 0, i32 1
  %10 = getelementptr inbounds %struct.__std_exception_data, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 4
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi ptr [ %11, %8 ], [ @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", %12 ]
  ret ptr %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0exception@std@@QAE@PBDH@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr @"??_7exception@std@@6B@", ptr %7, align 4
  %8 = getelementptr inbounds %"class.std::exception", ptr %7, i32 0, i32 1
  call void @llvm.memset.p0.i32(ptr align 4 %8, i8 0, i32 8, i1 false)
  %9 = load ptr, ptr %5, align 4
  %10 = getelementptr inbounds %"class.std::exception", ptr %7, i32 0, i32 1
  %11 = getelementptr inbounds %struct.__std_exception_data, ptr %10, i32 0, i32 0
  store ptr %9, ptr %11, align 4
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_Gbad_alloc@std@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 12) #13
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_Gexception@std@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1exception@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 12) #13
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7exception@std@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %"class.std::exception", ptr %3, i32 0, i32 1
  invoke void @__std_exception_destroy(ptr noundef %4)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

declare dso_local void @__std_exception_destroy(ptr noundef) #4

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1bad_alloc@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1exception@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %3) #9
  ret void
}

declare dso_local void @__std_exception_copy(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(ptr noundef) #6

attributes #0 = { mustprogress noinline noreturn optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

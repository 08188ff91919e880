; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

$"??0Derived@@QAE@H@Z" = comdat any

$"??0Derived@@QAE@ABU0@@Z" = comdat any

$"??0Base@@QAE@ABU0@@Z" = comdat any

$"??1Derived@@UAE@XZ" = comdat any

$"??1Base@@UAE@XZ" = comdat any

$"??0Base@@QAE@H@Z" = comdat any

$"??_GDerived@@UAEPAXI@Z" = comdat any

$"?kind@Derived@@UBEPBDXZ" = comdat any

$"??_GBase@@UAEPAXI@Z" = comdat any

$"?kind@Base@@UBEPBDXZ" = comdat any

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"_CT??_R0?AUDerived@@@8??0Derived@@QAE@ABU0@@Z8" = comdat any

$"_CT??_R0?AUBase@@@8??0Base@@QAE@ABU0@@Z8" = comdat any

$"_CTA2?AUDerived@@" = comdat any

$"_TI2?AUDerived@@" = comdat any

$"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@OICNBGGJ@wrong?3?5Derived?6?$AA@" = comdat any

$"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@" = comdat any

$"??_7Derived@@6B@" = comdat largest

$"??_R4Derived@@6B@" = comdat any

$"??_R3Derived@@8" = comdat any

$"??_R2Derived@@8" = comdat any

$"??_R1A@?0A@EA@Derived@@8" = comdat any

$"??_R1A@?0A@EA@Base@@8" = comdat any

$"??_R3Base@@8" = comdat any

$"??_R2Base@@8" = comdat any

$"??_7Base@@6B@" = comdat largest

$"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_R4Base@@6B@" = comdat any

$"??_C@_04NGEJNKEG@Base?$AA@" = comdat any

$"??_C@_07DNJFGOBN@Derived?$AA@" = comdat any

$"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"_CT??_R0?AUDerived@@@8??0Derived@@QAE@ABU0@@Z8" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUDerived@@@8", i32 0, i32 -1, i32 0, i32 8, ptr @"??0Derived@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AUBase@@@8??0Base@@QAE@ABU0@@Z8" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUBase@@@8", i32 0, i32 -1, i32 0, i32 8, ptr @"??0Base@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUDerived@@@8??0Derived@@QAE@ABU0@@Z8", ptr @"_CT??_R0?AUBase@@@8??0Base@@QAE@ABU0@@Z8"] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Derived@@UAE@XZ", ptr null, ptr @"_CTA2?AUDerived@@" }, section ".xdata", comdat
@"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", comdat, align 1
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUBase@@@8??0Base@@QAE@ABU0@@Z8"] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Base@@UAE@XZ", ptr null, ptr @"_CTA1?AUBase@@" }, section ".xdata", comdat
@"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", comdat, align 1
@"??_C@_0BA@OICNBGGJ@wrong?3?5Derived?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", comdat, align 1
@"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Derived@@6B@", ptr @"??_GDerived@@UAEPAXI@Z", ptr @"?kind@Derived@@UBEPBDXZ"] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUDerived@@@8", ptr @"??_R3Derived@@8" }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Derived@@8" }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Derived@@8", ptr @"??_R1A@?0A@EA@Base@@8", ptr null], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDerived@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Derived@@8" }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBase@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Base@@8" }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Base@@8" }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Base@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Base@@6B@", ptr @"??_GBase@@UAEPAXI@Z", ptr @"?kind@Base@@UBEPBDXZ"] }, comdat($"??_7Base@@6B@")
@"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", comdat, align 1
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBase@@@8", ptr @"??_R3Base@@8" }, comdat
@"??_C@_04NGEJNKEG@Base?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Base\00", comdat, align 1
@"??_C@_07DNJFGOBN@Derived?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"Derived\00", comdat, align 1
@"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", comdat, align 1
@"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", comdat, align 1

@"??_7Derived@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Derived, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Base, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Derived, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %10 = invoke x86_thiscallcc noundef ptr @"??0Derived@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI2?AUDerived@@") #5
          to label %83 unwind label %12

12:                                               ; preds = %11, %0
  %13 = catchswitch within none [label %14] unwind label %30

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %3]
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds %struct.Base, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %3, align 4
  %20 = load ptr, ptr %19, align 4
  %21 = getelementptr inbounds ptr, ptr %20, i64 1
  %22 = load ptr, ptr %21, align 4
  %23 = invoke x86_thiscallcc noundef ptr %22(ptr noundef nonnull align 4 dereferenceable(8) %19) [ "funclet"(token %15) ]
          to label %24 unwind label %30

24:                                               ; preds = %14
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@", ptr noundef %23, i32 noundef %18) [ "funclet"(token %15) ]
          to label %26 unwind label %30

26:                                               ; preds = %24
  %27 = load ptr, ptr %3, align 4
  %28 = invoke x86_thiscallcc noundef ptr @"??0Base@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(8) %27) [ "funclet"(token %15) ]
          to label %29 unwind label %30

29:                                               ; preds = %26
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUBase@@") #5 [ "funclet"(token %15) ]
          to label %83 unwind label %30

30:                                               ; preds = %29, %26, %24, %14, %12
  %31 = catchswitch within none [label %32, label %69] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %6]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@OICNBGGJ@wrong?3?5Derived?6?$AA@") [ "funclet"(token %33) ]
  catchret from %33 to label %35

35:                                               ; preds = %32
  br label %36

36:                                               ; preds = %35, %80, %81
  %37 = invoke x86_thiscallcc noundef ptr @"??0Derived@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef 2)
          to label %38 unwind label %39

38:                                               ; preds = %36
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI2?AUDerived@@") #5
          to label %83 unwind label %39

39:                                               ; preds = %38, %36
  %40 = catchswitch within none [label %41] unwind label %54

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %8]
  %43 = load ptr, ptr %8, align 4
  %44 = getelementptr inbounds %struct.Base, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = load ptr, ptr %8, align 4
  %47 = load ptr, ptr %46, align 4
  %48 = getelementptr inbounds ptr, ptr %47, i64 1
  %49 = load ptr, ptr %48, align 4
  %50 = invoke x86_thiscallcc noundef ptr %49(ptr noundef nonnull align 4 dereferenceable(8) %46) [ "funclet"(token %42) ]
          to label %51 unwind label %54

51:                                               ; preds = %41
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@", ptr noundef %50, i32 noundef %45) [ "funclet"(token %42) ]
          to label %53 unwind label %54

53:                                               ; preds = %51
  invoke void @_CxxThrowException(ptr null, ptr null) #5 [ "funclet"(token %42) ]
          to label %83 unwind label %54

54:                                               ; preds = %53, %51, %41, %39
  %55 = catchswitch within none [label %56] unwind to caller

56:                                               ; preds = %54
  %57 = catchpad within %55 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %9]
  %58 = load ptr, ptr %9, align 4
  %59 = getelementptr inbounds %struct.Base, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = load ptr, ptr %9, align 4
  %62 = load ptr, ptr %61, align 4
  %63 = getelementptr inbounds ptr, ptr %62, i64 1
  %64 = load ptr, ptr %63, align 4
  %65 = call x86_thiscallcc noundef ptr %64(ptr noundef nonnull align 4 dereferenceable(8) %61) [ "funclet"(token %57) ]
  %66 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", ptr noundef %65, i32 noundef %60) [ "funclet"(token %57) ]
  catchret from %57 to label %67

67:                                               ; preds = %56
  br label %68

68:                                               ; preds = %67, %82
  ret i32 0

69:                                               ; preds = %30
  %70 = catchpad within %31 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %5]
  %71 = load ptr, ptr %5, align 4
  %72 = getelementptr inbounds %struct.Base, ptr %71, i32 0, i32 1
  %73 = load i32, ptr %72, align 4
  %74 = load ptr, ptr %5, align 4
  %75 = load ptr, ptr %74, align 4
  %76 = getelementptr inbounds ptr, ptr %75, i64 1
  %77 = load ptr, ptr %76, align 4
  %78 = call x86_thiscallcc noundef ptr %77(ptr noundef nonnull align 4 dereferenceable(8) %74) [ "funclet"(token %70) ]
  %79 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", ptr noundef %78, i32 noundef %73) [ "funclet"(token %70) ]
  catchret from %70 to label %80

80:                                               ; preds = %69
  br label %36

81:                                               ; No predecessors!
  br label %36

82:                                               ; No predecessors!
  br label %68

83:                                               ; preds = %53, %38, %29, %11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Derived@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr @"??_7Derived@@6B@", ptr %5, align 4
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Derived@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@ABU0@@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %6)
  store ptr @"??_7Derived@@6B@", ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Base@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  store ptr @"??_7Base@@6B@", ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %3, align 4
  %14 = getelementptr inbounds %struct.Base, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %15, i32 noundef %12)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Derived@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #6
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Base@@6B@", ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Base@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  store ptr @"??_7Base@@6B@", ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDerived@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Derived@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #8
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?kind@Derived@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_07DNJFGOBN@Derived?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBase@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Base@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #8
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?kind@Base@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"??_C@_04NGEJNKEG@Base?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #4

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

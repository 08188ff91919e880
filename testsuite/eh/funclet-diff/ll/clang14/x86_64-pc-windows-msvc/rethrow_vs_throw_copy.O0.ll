; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }

$"??0Derived@@QEAA@H@Z" = comdat any

$"??0Derived@@QEAA@AEBU0@@Z" = comdat any

$"??0Base@@QEAA@AEBU0@@Z" = comdat any

$"??1Derived@@UEAA@XZ" = comdat any

$"??1Base@@UEAA@XZ" = comdat any

$"??0Base@@QEAA@H@Z" = comdat any

$"??_GDerived@@UEAAPEAXI@Z" = comdat any

$"?kind@Derived@@UEBAPEBDXZ" = comdat any

$"??_GBase@@UEAAPEAXI@Z" = comdat any

$"?kind@Base@@UEBAPEBDXZ" = comdat any

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"_CT??_R0?AUDerived@@@8??0Derived@@QEAA@AEBU0@@Z16" = comdat any

$"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" = comdat any

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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUDerived@@@8??0Derived@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Derived* (%struct.Derived*, %struct.Derived*)* @"??0Derived@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Base* (%struct.Base*, %struct.Base*)* @"??0Base@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUDerived@@@8??0Derived@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Derived*)* @"??1Derived@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", comdat, align 1
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Base*)* @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBase@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", comdat, align 1
@"??_C@_0BA@OICNBGGJ@wrong?3?5Derived?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", comdat, align 1
@"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i8*), i8* bitcast (i8* (%struct.Derived*, i32)* @"??_GDerived@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Derived*)* @"?kind@Derived@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i8* (%struct.Base*, i32)* @"??_GBase@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Base*)* @"?kind@Base@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", comdat, align 1
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NGEJNKEG@Base?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Base\00", comdat, align 1
@"??_C@_07DNJFGOBN@Derived?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"Derived\00", comdat, align 1
@"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", comdat, align 1
@"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", comdat, align 1

@"??_7Derived@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Derived, align 8
  %3 = alloca %struct.Base*, align 8
  %4 = alloca %struct.Base, align 8
  %5 = alloca %struct.Base*, align 8
  %6 = alloca %struct.Derived*, align 8
  %7 = alloca %struct.Derived, align 8
  %8 = alloca %struct.Base*, align 8
  %9 = alloca %struct.Derived*, align 8
  store i32 0, i32* %1, align 4
  %10 = invoke noundef %struct.Derived* @"??0Derived@@QEAA@H@Z"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 1)
          to label %11 unwind label %13

11:                                               ; preds = %0
  %12 = bitcast %struct.Derived* %2 to i8*
  invoke void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @"_TI2?AUDerived@@") #6
          to label %91 unwind label %13

13:                                               ; preds = %11, %0
  %14 = catchswitch within none [label %15] unwind label %33

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %3]
  %17 = load %struct.Base*, %struct.Base** %3, align 8
  %18 = getelementptr inbounds %struct.Base, %struct.Base* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 8
  %20 = load %struct.Base*, %struct.Base** %3, align 8
  %21 = bitcast %struct.Base* %20 to i8* (%struct.Base*)***
  %22 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %21, align 8
  %23 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %22, i64 1
  %24 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %23, align 8
  %25 = invoke noundef i8* %24(%struct.Base* noundef nonnull align 8 dereferenceable(16) %20) [ "funclet"(token %16) ]
          to label %26 unwind label %33

26:                                               ; preds = %15
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@", i64 0, i64 0), i8* noundef %25, i32 noundef %19) [ "funclet"(token %16) ]
          to label %28 unwind label %33

28:                                               ; preds = %26
  %29 = load %struct.Base*, %struct.Base** %3, align 8
  %30 = invoke noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %4, %struct.Base* noundef nonnull align 8 dereferenceable(16) %29) [ "funclet"(token %16) ]
          to label %31 unwind label %33

31:                                               ; preds = %28
  %32 = bitcast %struct.Base* %4 to i8*
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI1?AUBase@@") #6 [ "funclet"(token %16) ]
          to label %91 unwind label %33

33:                                               ; preds = %31, %28, %26, %15, %13
  %34 = catchswitch within none [label %35, label %76] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %6]
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@OICNBGGJ@wrong?3?5Derived?6?$AA@", i64 0, i64 0)) [ "funclet"(token %36) ]
  catchret from %36 to label %38

38:                                               ; preds = %35
  br label %39

39:                                               ; preds = %38, %88, %89
  %40 = invoke noundef %struct.Derived* @"??0Derived@@QEAA@H@Z"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 2)
          to label %41 unwind label %43

41:                                               ; preds = %39
  %42 = bitcast %struct.Derived* %7 to i8*
  invoke void @_CxxThrowException(i8* %42, %eh.ThrowInfo* @"_TI2?AUDerived@@") #6
          to label %91 unwind label %43

43:                                               ; preds = %41, %39
  %44 = catchswitch within none [label %45] unwind label %59

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %8]
  %47 = load %struct.Base*, %struct.Base** %8, align 8
  %48 = getelementptr inbounds %struct.Base, %struct.Base* %47, i32 0, i32 1
  %49 = load i32, i32* %48, align 8
  %50 = load %struct.Base*, %struct.Base** %8, align 8
  %51 = bitcast %struct.Base* %50 to i8* (%struct.Base*)***
  %52 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %51, align 8
  %53 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %52, i64 1
  %54 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %53, align 8
  %55 = invoke noundef i8* %54(%struct.Base* noundef nonnull align 8 dereferenceable(16) %50) [ "funclet"(token %46) ]
          to label %56 unwind label %59

56:                                               ; preds = %45
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@", i64 0, i64 0), i8* noundef %55, i32 noundef %49) [ "funclet"(token %46) ]
          to label %58 unwind label %59

58:                                               ; preds = %56
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6 [ "funclet"(token %46) ]
          to label %91 unwind label %59

59:                                               ; preds = %58, %56, %45, %43
  %60 = catchswitch within none [label %61] unwind to caller

61:                                               ; preds = %59
  %62 = catchpad within %60 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %9]
  %63 = load %struct.Derived*, %struct.Derived** %9, align 8
  %64 = bitcast %struct.Derived* %63 to %struct.Base*
  %65 = getelementptr inbounds %struct.Base, %struct.Base* %64, i32 0, i32 1
  %66 = load i32, i32* %65, align 8
  %67 = load %struct.Derived*, %struct.Derived** %9, align 8
  %68 = bitcast %struct.Derived* %67 to i8* (%struct.Derived*)***
  %69 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %68, align 8
  %70 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %69, i64 1
  %71 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %70, align 8
  %72 = call noundef i8* %71(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %67) [ "funclet"(token %62) ]
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %72, i32 noundef %66) [ "funclet"(token %62) ]
  catchret from %62 to label %74

74:                                               ; preds = %61
  br label %75

75:                                               ; preds = %74, %90
  ret i32 0

76:                                               ; preds = %33
  %77 = catchpad within %34 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %5]
  %78 = load %struct.Base*, %struct.Base** %5, align 8
  %79 = getelementptr inbounds %struct.Base, %struct.Base* %78, i32 0, i32 1
  %80 = load i32, i32* %79, align 8
  %81 = load %struct.Base*, %struct.Base** %5, align 8
  %82 = bitcast %struct.Base* %81 to i8* (%struct.Base*)***
  %83 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %82, align 8
  %84 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %83, i64 1
  %85 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %84, align 8
  %86 = call noundef i8* %85(%struct.Base* noundef nonnull align 8 dereferenceable(16) %81) [ "funclet"(token %77) ]
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %86, i32 noundef %80) [ "funclet"(token %77) ]
  catchret from %77 to label %88

88:                                               ; preds = %76
  br label %39

89:                                               ; No predecessors!
  br label %39

90:                                               ; No predecessors!
  br label %75

91:                                               ; preds = %58, %41, %31, %11
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Derived* @"??0Derived@@QEAA@H@Z"(%struct.Derived* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Derived*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Derived* %0, %struct.Derived** %4, align 8
  %5 = load %struct.Derived*, %struct.Derived** %4, align 8
  %6 = bitcast %struct.Derived* %5 to %struct.Base*
  %7 = load i32, i32* %3, align 4
  %8 = call noundef %struct.Base* @"??0Base@@QEAA@H@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6, i32 noundef %7)
  %9 = bitcast %struct.Derived* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %9, align 8
  ret %struct.Derived* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Derived* @"??0Derived@@QEAA@AEBU0@@Z"(%struct.Derived* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Derived* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Derived*, align 8
  %4 = alloca %struct.Derived*, align 8
  store %struct.Derived* %1, %struct.Derived** %3, align 8
  store %struct.Derived* %0, %struct.Derived** %4, align 8
  %5 = load %struct.Derived*, %struct.Derived** %4, align 8
  %6 = bitcast %struct.Derived* %5 to %struct.Base*
  %7 = load %struct.Derived*, %struct.Derived** %3, align 8
  %8 = bitcast %struct.Derived* %7 to %struct.Base*
  %9 = call noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6, %struct.Base* noundef nonnull align 8 dereferenceable(16) %8)
  %10 = bitcast %struct.Derived* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Derived* %5
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Base* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Base*, align 8
  %4 = alloca %struct.Base*, align 8
  store %struct.Base* %1, %struct.Base** %3, align 8
  store %struct.Base* %0, %struct.Base** %4, align 8
  %5 = load %struct.Base*, %struct.Base** %4, align 8
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load %struct.Base*, %struct.Base** %3, align 8
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = add nsw i32 %10, 10
  store i32 %11, i32* %7, align 8
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = load %struct.Base*, %struct.Base** %3, align 8
  %15 = getelementptr inbounds %struct.Base, %struct.Base* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 8
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %16, i32 noundef %13)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Derived@@UEAA@XZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %4) #7
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@H@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Base*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Base* %0, %struct.Base** %4, align 8
  %5 = load %struct.Base*, %struct.Base** %4, align 8
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 8
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %10)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GDerived@@UEAAPEAXI@Z"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Derived*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Derived* %0, %struct.Derived** %5, align 8
  %6 = load %struct.Derived*, %struct.Derived** %5, align 8
  %7 = bitcast %struct.Derived* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Derived@@UEAA@XZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Derived* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?kind@Derived@@UEBAPEBDXZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Derived*, align 8
  store %struct.Derived* %0, %struct.Derived** %2, align 8
  %3 = load %struct.Derived*, %struct.Derived** %2, align 8
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07DNJFGOBN@Derived?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Base* %0, %struct.Base** %5, align 8
  %6 = load %struct.Base*, %struct.Base** %5, align 8
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?kind@Base@@UEBAPEBDXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NGEJNKEG@Base?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #5

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}

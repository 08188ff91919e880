; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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

$"??0Derived@@QEAA@AEBU0@@Z" = comdat any

$"??0Base@@QEAA@AEBU0@@Z" = comdat any

$"??1Base@@UEAA@XZ" = comdat any

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
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Base*)* @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", comdat, align 8
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Base*)* @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBase@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", comdat, align 8
@"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i8*), i8* bitcast (i8* (%struct.Derived*, i32)* @"??_GDerived@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Derived*)* @"?kind@Derived@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Derived@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Derived@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i8* (%struct.Base*, i32)* @"??_GBase@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Base*)* @"?kind@Base@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", comdat, align 8
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NGEJNKEG@Base?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Base\00", comdat, align 4
@"??_C@_07DNJFGOBN@Derived?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"Derived\00", comdat, align 8
@"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", comdat, align 8
@"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1

@"??_7Derived@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Derived, align 8
  %2 = alloca %struct.Base*, align 8
  %3 = alloca %struct.Base, align 8
  %4 = alloca %struct.Base*, align 8
  %5 = alloca %struct.Derived*, align 8
  %6 = alloca %struct.Derived, align 8
  %7 = alloca %struct.Base*, align 8
  %8 = alloca %struct.Derived*, align 8
  %9 = getelementptr inbounds %struct.Derived, %struct.Derived* %1, i64 0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Derived, %struct.Derived* %1, i64 0, i32 0, i32 1
  store i32 1, i32* %10, align 8, !tbaa !8
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !13
  %12 = bitcast %struct.Derived* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI2?AUDerived@@") #8
          to label %85 unwind label %13

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15] unwind label %36

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %2]
  %17 = load %struct.Base*, %struct.Base** %2, align 8, !tbaa !15
  %18 = getelementptr inbounds %struct.Base, %struct.Base* %17, i64 0, i32 1
  %19 = load i32, i32* %18, align 8, !tbaa !8
  %20 = bitcast %struct.Base* %17 to i8* (%struct.Base*)***
  %21 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %20, align 8, !tbaa !13
  %22 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %21, i64 1
  %23 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %22, align 8
  %24 = invoke noundef i8* %23(%struct.Base* noundef nonnull align 8 dereferenceable(16) %17) [ "funclet"(token %16) ]
          to label %25 unwind label %36

25:                                               ; preds = %15
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@", i64 0, i64 0), i8* noundef %24, i32 noundef %19) [ "funclet"(token %16) ]
  %27 = load %struct.Base*, %struct.Base** %2, align 8, !tbaa !15
  %28 = getelementptr inbounds %struct.Base, %struct.Base* %3, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %28, align 8, !tbaa !13
  %29 = getelementptr inbounds %struct.Base, %struct.Base* %3, i64 0, i32 1
  %30 = getelementptr inbounds %struct.Base, %struct.Base* %27, i64 0, i32 1
  %31 = load i32, i32* %30, align 8, !tbaa !8
  %32 = add nsw i32 %31, 10
  store i32 %32, i32* %29, align 8, !tbaa !8
  %33 = load i32, i32* %30, align 8, !tbaa !8
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33, i32 noundef %32) [ "funclet"(token %16) ]
  %35 = bitcast %struct.Base* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %35, %eh.ThrowInfo* nonnull @"_TI1?AUBase@@") #8 [ "funclet"(token %16) ]
          to label %85 unwind label %36

36:                                               ; preds = %25, %15, %13
  %37 = catchswitch within none [label %38, label %74] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %5]
  %40 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %39) ]
  catchret from %39 to label %41

41:                                               ; preds = %38, %74
  %42 = getelementptr inbounds %struct.Derived, %struct.Derived* %6, i64 0, i32 0, i32 0
  %43 = getelementptr inbounds %struct.Derived, %struct.Derived* %6, i64 0, i32 0, i32 1
  store i32 2, i32* %43, align 8, !tbaa !8
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %42, align 8, !tbaa !13
  %45 = bitcast %struct.Derived* %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %45, %eh.ThrowInfo* nonnull @"_TI2?AUDerived@@") #8
          to label %85 unwind label %46

46:                                               ; preds = %41
  %47 = catchswitch within none [label %48] unwind label %60

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %7]
  %50 = load %struct.Base*, %struct.Base** %7, align 8, !tbaa !15
  %51 = getelementptr inbounds %struct.Base, %struct.Base* %50, i64 0, i32 1
  %52 = load i32, i32* %51, align 8, !tbaa !8
  %53 = bitcast %struct.Base* %50 to i8* (%struct.Base*)***
  %54 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %53, align 8, !tbaa !13
  %55 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %54, i64 1
  %56 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %55, align 8
  %57 = invoke noundef i8* %56(%struct.Base* noundef nonnull align 8 dereferenceable(16) %50) [ "funclet"(token %49) ]
          to label %58 unwind label %60

58:                                               ; preds = %48
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@", i64 0, i64 0), i8* noundef %57, i32 noundef %52) [ "funclet"(token %49) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #8 [ "funclet"(token %49) ]
          to label %85 unwind label %60

60:                                               ; preds = %58, %48, %46
  %61 = catchswitch within none [label %62] unwind to caller

62:                                               ; preds = %60
  %63 = catchpad within %61 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %8]
  %64 = load %struct.Derived*, %struct.Derived** %8, align 8, !tbaa !15
  %65 = getelementptr inbounds %struct.Derived, %struct.Derived* %64, i64 0, i32 0, i32 1
  %66 = load i32, i32* %65, align 8, !tbaa !8
  %67 = bitcast %struct.Derived* %64 to i8* (%struct.Derived*)***
  %68 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %67, align 8, !tbaa !13
  %69 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %68, i64 1
  %70 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %69, align 8
  %71 = call noundef i8* %70(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %64) [ "funclet"(token %63) ]
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %71, i32 noundef %66) [ "funclet"(token %63) ]
  catchret from %63 to label %73

73:                                               ; preds = %62
  ret i32 0

74:                                               ; preds = %36
  %75 = catchpad within %37 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %4]
  %76 = load %struct.Base*, %struct.Base** %4, align 8, !tbaa !15
  %77 = getelementptr inbounds %struct.Base, %struct.Base* %76, i64 0, i32 1
  %78 = load i32, i32* %77, align 8, !tbaa !8
  %79 = bitcast %struct.Base* %76 to i8* (%struct.Base*)***
  %80 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %79, align 8, !tbaa !13
  %81 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %80, i64 1
  %82 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %81, align 8
  %83 = call noundef i8* %82(%struct.Base* noundef nonnull align 8 dereferenceable(16) %76) [ "funclet"(token %75) ]
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %83, i32 noundef %78) [ "funclet"(token %75) ]
  catchret from %75 to label %41

85:                                               ; preds = %58, %41, %25, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Derived* @"??0Derived@@QEAA@AEBU0@@Z"(%struct.Derived* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Derived* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !13
  %4 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i64 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.Derived, %struct.Derived* %1, i64 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !8
  %7 = add nsw i32 %6, 10
  store i32 %7, i32* %4, align 8, !tbaa !8
  %8 = load i32, i32* %5, align 8, !tbaa !8
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef %7)
  store i32 (...)** bitcast (i8** @"??_7Derived@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !13
  ret %struct.Derived* %0
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Base* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !13
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !8
  %7 = add nsw i32 %6, 10
  store i32 %7, i32* %4, align 8, !tbaa !8
  %8 = load i32, i32* %5, align 8, !tbaa !8
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef %7)
  ret %struct.Base* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !13
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !8
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %4)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDerived@@UEAAPEAXI@Z"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Derived* %0 to i8*
  %4 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !13
  %5 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i64 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !8
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6) #9
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #10
  br label %10

10:                                               ; preds = %9, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?kind@Derived@@UEBAPEBDXZ"(%struct.Derived* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07DNJFGOBN@Derived?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !13
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !8
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6) #9
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #10
  br label %10

10:                                               ; preds = %9, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?kind@Base@@UEBAPEBDXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NGEJNKEG@Base?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree nounwind }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
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
!8 = !{!9, !10, i64 8}
!9 = !{!"?AUBase@@", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}

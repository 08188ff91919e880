; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUDerived@@@8??0Derived@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Derived@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Base@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUDerived@@@8??0Derived@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", comdat, align 8
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUBase@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", comdat, align 8
@"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Derived@@6B@", ptr @"??_GDerived@@UEAAPEAXI@Z", ptr @"?kind@Derived@@UEBAPEBDXZ"] }, comdat($"??_7Derived@@6B@")
@"??_R4Derived@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Derived@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Derived@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Derived@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Derived@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Derived@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Base@@6B@", ptr @"??_GBase@@UEAAPEAXI@Z", ptr @"?kind@Base@@UEBAPEBDXZ"] }, comdat($"??_7Base@@6B@")
@"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", comdat, align 8
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Base@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Base@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NGEJNKEG@Base?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Base\00", comdat, align 4
@"??_C@_07DNJFGOBN@Derived?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"Derived\00", comdat, align 8
@"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", comdat, align 8
@"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1

@"??_7Derived@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Base@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Derived, align 8
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Base, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Derived, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1, ptr %9, align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  store ptr @"??_7Derived@@6B@", ptr %1, align 8
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2?AUDerived@@") #7
          to label %74 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind label %30

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %2]
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = load ptr, ptr %15, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load ptr, ptr %19, align 8
  %21 = invoke noundef ptr %20(ptr noundef nonnull align 8 dereferenceable(16) %15) [ "funclet"(token %14) ]
          to label %22 unwind label %30

22:                                               ; preds = %13
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@NPKFGMH@inner?5?$CFs?5?$CFd?0?5throw?5b?6?$AA@", ptr noundef %21, i32 noundef %17) [ "funclet"(token %14) ]
  %24 = load ptr, ptr %2, align 8
  store ptr @"??_7Base@@6B@", ptr %3, align 8
  %25 = getelementptr inbounds i8, ptr %3, i64 8
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = add nsw i32 %27, 10
  store i32 %28, ptr %25, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %27, i32 noundef %28) [ "funclet"(token %14) ]
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUBase@@") #7 [ "funclet"(token %14) ]
          to label %74 unwind label %30

30:                                               ; preds = %22, %13, %11
  %31 = catchswitch within none [label %32, label %64] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %5]
  %34 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %33) ]
  catchret from %33 to label %35

35:                                               ; preds = %32, %64
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 2, ptr %36, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09KNJKPCFM@Base?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  store ptr @"??_7Derived@@6B@", ptr %6, align 8
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2?AUDerived@@") #7
          to label %74 unwind label %38

38:                                               ; preds = %35
  %39 = catchswitch within none [label %40] unwind label %51

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %7]
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load i32, ptr %43, align 8
  %45 = load ptr, ptr %42, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load ptr, ptr %46, align 8
  %48 = invoke noundef ptr %47(ptr noundef nonnull align 8 dereferenceable(16) %42) [ "funclet"(token %41) ]
          to label %49 unwind label %51

49:                                               ; preds = %40
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@MKLOLNKK@inner?5?$CFs?5?$CFd?0?5throw?$DL?6?$AA@", ptr noundef %48, i32 noundef %44) [ "funclet"(token %41) ]
  invoke void @_CxxThrowException(ptr null, ptr null) #7 [ "funclet"(token %41) ]
          to label %74 unwind label %51

51:                                               ; preds = %49, %40, %38
  %52 = catchswitch within none [label %53] unwind to caller

53:                                               ; preds = %51
  %54 = catchpad within %52 [ptr @"??_R0?AUDerived@@@8", i32 8, ptr %8]
  %55 = load ptr, ptr %8, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  %57 = load i32, ptr %56, align 8
  %58 = load ptr, ptr %55, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load ptr, ptr %59, align 8
  %61 = call noundef ptr %60(ptr noundef nonnull align 8 dereferenceable(16) %55) [ "funclet"(token %54) ]
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", ptr noundef %61, i32 noundef %57) [ "funclet"(token %54) ]
  catchret from %54 to label %63

63:                                               ; preds = %53
  ret i32 0

64:                                               ; preds = %30
  %65 = catchpad within %31 [ptr @"??_R0?AUBase@@@8", i32 8, ptr %4]
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load i32, ptr %67, align 8
  %69 = load ptr, ptr %66, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8
  %72 = call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(16) %66) [ "funclet"(token %65) ]
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@MINILFJI@outer?5?$CFs?5?$CFd?6?$AA@", ptr noundef %72, i32 noundef %68) [ "funclet"(token %65) ]
  catchret from %65 to label %35

74:                                               ; preds = %49, %35, %22, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Derived@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat {
  store ptr @"??_7Base@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %5, 10
  store i32 %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 8
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %7, i32 noundef %6)
  store ptr @"??_7Derived@@6B@", ptr %0, align 8
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Base@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat {
  store ptr @"??_7Base@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %5, 10
  store i32 %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 8
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@COOCMCLP@Base?5copy?5?$CFd?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %7, i32 noundef %6)
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7Base@@6B@", ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i32 noundef %3)
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GDerived@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7Base@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i32 noundef %4)
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #8
  br label %8

8:                                                ; preds = %7, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?kind@Derived@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  ret ptr @"??_C@_07DNJFGOBN@Derived?$AA@"
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GBase@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7Base@@6B@", ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i32 noundef %4)
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #8
  br label %8

8:                                                ; preds = %7, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?kind@Base@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  ret ptr @"??_C@_04NGEJNKEG@Base?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

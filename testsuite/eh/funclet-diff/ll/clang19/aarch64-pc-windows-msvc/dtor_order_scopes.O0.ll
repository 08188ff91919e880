; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.T = type { i32 }

$"??0T@@QEAA@H@Z" = comdat any

$"??1T@@QEAA@XZ" = comdat any

$"?boom@T@@QEBAHXZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = comdat any

$"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"ext %d\0A\00", comdat, align 8
@"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"T(%d)\0A\00", comdat, align 4
@"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", comdat, align 8
@"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"boom on %d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %17, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  invoke void @"?scopes@@YAXH@Z"(i32 noundef %8)
          to label %20 unwind label %9

9:                                                ; preds = %7
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr %3]
  %13 = load i32, ptr %3, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %13) [ "funclet"(token %12) ]
  catchret from %12 to label %15

15:                                               ; preds = %11
  br label %16

16:                                               ; preds = %15, %20
  br label %17

17:                                               ; preds = %16
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %2, align 4
  br label %4, !llvm.loop !4

20:                                               ; preds = %7
  br label %16

21:                                               ; preds = %4
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?scopes@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.T, align 4
  %7 = alloca %struct.T, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %13 = call noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %14 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %57

15:                                               ; preds = %1
  %16 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %17 unwind label %52

17:                                               ; preds = %15
  store ptr %6, ptr %5, align 8
  %18 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 4)
          to label %19 unwind label %50

19:                                               ; preds = %17
  %20 = load i32, ptr %2, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store i32 40, ptr %8, align 4
  invoke void @_CxxThrowException(ptr %8, ptr @_TI1H) #4
          to label %59 unwind label %33

23:                                               ; preds = %19
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #5
  %24 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 5)
          to label %25 unwind label %50

25:                                               ; preds = %23
  %26 = load i32, ptr %2, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 6)
          to label %30 unwind label %48

30:                                               ; preds = %28
  %31 = invoke noundef i32 @"?boom@T@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %32 unwind label %35

32:                                               ; preds = %30
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %10) #5
  br label %37

33:                                               ; preds = %22
  %34 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #5 [ "funclet"(token %34) ]
  cleanupret from %34 unwind label %50

35:                                               ; preds = %30
  %36 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %10) #5 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %48

37:                                               ; preds = %32, %25
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.T, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@", i32 noundef %40)
          to label %42 unwind label %48

42:                                               ; preds = %37
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #5
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #5
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #5
  %43 = invoke noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 7)
          to label %44 unwind label %57

44:                                               ; preds = %42
  %45 = load i32, ptr %2, align 4
  %46 = icmp eq i32 %45, 2
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  store i32 70, ptr %12, align 4
  invoke void @_CxxThrowException(ptr %12, ptr @_TI1H) #4
          to label %59 unwind label %55

48:                                               ; preds = %37, %35, %28
  %49 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #5 [ "funclet"(token %49) ]
  cleanupret from %49 unwind label %50

50:                                               ; preds = %48, %23, %33, %17
  %51 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #5 [ "funclet"(token %51) ]
  cleanupret from %51 unwind label %52

52:                                               ; preds = %50, %15
  %53 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %57

54:                                               ; preds = %44
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #5
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  ret void

55:                                               ; preds = %47
  %56 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #5 [ "funclet"(token %56) ]
  cleanupret from %56 unwind label %57

57:                                               ; preds = %55, %42, %52, %1
  %58 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %47, %22
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0T@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  ret ptr %5
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1T@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?boom@T@@QEBAHXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@", i32 noundef %6)
  %8 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #4
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

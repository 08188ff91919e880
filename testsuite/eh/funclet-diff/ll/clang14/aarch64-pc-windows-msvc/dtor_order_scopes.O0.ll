; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"ext %d\0A\00", comdat, align 8
@"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"T(%d)\0A\00", comdat, align 4
@"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", comdat, align 8
@"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"boom on %d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %4

4:                                                ; preds = %17, %0
  %5 = load i32, i32* %2, align 4
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  invoke void @"?scopes@@YAXH@Z"(i32 noundef %8)
          to label %20 unwind label %9

9:                                                ; preds = %7
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %13 = load i32, i32* %3, align 4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13) [ "funclet"(token %12) ]
  catchret from %12 to label %15

15:                                               ; preds = %11
  br label %16

16:                                               ; preds = %15, %20
  br label %17

17:                                               ; preds = %16
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %2, align 4
  br label %4, !llvm.loop !8

20:                                               ; preds = %7
  br label %16

21:                                               ; preds = %4
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?scopes@@YAXH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca %struct.T*, align 8
  %6 = alloca %struct.T, align 4
  %7 = alloca %struct.T, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %13 = call noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %14 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %59

15:                                               ; preds = %1
  %16 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %17 unwind label %54

17:                                               ; preds = %15
  store %struct.T* %6, %struct.T** %5, align 8
  %18 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 4)
          to label %19 unwind label %52

19:                                               ; preds = %17
  %20 = load i32, i32* %2, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  store i32 40, i32* %8, align 4
  %23 = bitcast i32* %8 to i8*
  invoke void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @_TI1H) #5
          to label %61 unwind label %34

24:                                               ; preds = %19
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %7) #6
  %25 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 5)
          to label %26 unwind label %52

26:                                               ; preds = %24
  %27 = load i32, i32* %2, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 6)
          to label %31 unwind label %50

31:                                               ; preds = %29
  %32 = invoke noundef i32 @"?boom@T@@QEBAHXZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %10)
          to label %33 unwind label %36

33:                                               ; preds = %31
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #6
  br label %38

34:                                               ; preds = %22
  %35 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %7) #6 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %52

36:                                               ; preds = %31
  %37 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #6 [ "funclet"(token %37) ]
  cleanupret from %37 unwind label %50

38:                                               ; preds = %33, %26
  %39 = load %struct.T*, %struct.T** %5, align 8
  %40 = getelementptr inbounds %struct.T, %struct.T* %39, i32 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %41)
          to label %43 unwind label %50

43:                                               ; preds = %38
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #6
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %6) #6
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #6
  %44 = invoke noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 7)
          to label %45 unwind label %59

45:                                               ; preds = %43
  %46 = load i32, i32* %2, align 4
  %47 = icmp eq i32 %46, 2
  br i1 %47, label %48, label %56

48:                                               ; preds = %45
  store i32 70, i32* %12, align 4
  %49 = bitcast i32* %12 to i8*
  invoke void @_CxxThrowException(i8* %49, %eh.ThrowInfo* @_TI1H) #5
          to label %61 unwind label %57

50:                                               ; preds = %38, %36, %29
  %51 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #6 [ "funclet"(token %51) ]
  cleanupret from %51 unwind label %52

52:                                               ; preds = %50, %24, %34, %17
  %53 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %6) #6 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %54

54:                                               ; preds = %52, %15
  %55 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #6 [ "funclet"(token %55) ]
  cleanupret from %55 unwind label %59

56:                                               ; preds = %45
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #6
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

57:                                               ; preds = %48
  %58 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #6 [ "funclet"(token %58) ]
  cleanupret from %58 unwind label %59

59:                                               ; preds = %57, %43, %54, %1
  %60 = cleanuppad within none []
  call void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %60) ]
  cleanupret from %60 unwind to caller

61:                                               ; preds = %48, %22
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.T* @"??0T@@QEAA@H@Z"(%struct.T* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.T*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.T* %0, %struct.T** %4, align 8
  %5 = load %struct.T*, %struct.T** %4, align 8
  %6 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
  ret %struct.T* %5
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1T@@QEAA@XZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?boom@T@@QEBAHXZ"(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca %struct.T*, align 8
  %3 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %2, align 8
  %4 = load %struct.T*, %struct.T** %2, align 8
  %5 = getelementptr inbounds %struct.T, %struct.T* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6)
  %8 = getelementptr inbounds %struct.T, %struct.T* %4, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %3, align 4
  %10 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @_TI1H) #5
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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

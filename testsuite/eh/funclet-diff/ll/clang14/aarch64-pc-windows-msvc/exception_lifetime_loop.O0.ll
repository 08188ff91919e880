; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

$"??1Sub@@QEAA@XZ" = comdat any

$"??0Ex@@QEAA@H@Z" = comdat any

$"??0Ex@@QEAA@AEBU0@@Z" = comdat any

$"??1Ex@@QEAA@XZ" = comdat any

$"??0Sub@@QEAA@H@Z" = comdat any

$"??0Sub@@QEAA@AEBU0@@Z" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R0?AUEx@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = comdat any

$"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUEx@@" = comdat any

$"_TI1?AUEx@@" = comdat any

$"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA2?AUSub@@" = comdat any

$"_TI2?AUSub@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R0?AUEx@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUEx@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@live = internal global i32 0, align 4
@"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", comdat, align 8
@copies = internal global i32 0, align 4
@made = internal global i32 0, align 4
@"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Ex* (%struct.Ex*, %struct.Ex*)* @"??0Ex@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Ex*)* @"??1Ex@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUEx@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Sub* (%struct.Sub*, %struct.Sub*)* @"??0Sub@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Sub*)* @"??1Sub@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUSub@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Ex*, align 8
  %6 = alloca %struct.Sub, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %50, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 1000
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %48 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14, label %31, label %41] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8", i32 0, %struct.Sub* %6]
  %16 = bitcast %struct.Sub* %6 to %struct.Ex*
  %17 = getelementptr inbounds %struct.Ex, %struct.Ex* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = mul nsw i32 %18, 3
  %20 = sext i32 %19 to i64
  %21 = load i64, i64* %2, align 8
  %22 = add nsw i64 %21, %20
  store i64 %22, i64* %2, align 8
  call void @"??1Sub@@QEAA@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %15) ]
  catchret from %15 to label %23

23:                                               ; preds = %14
  br label %24

24:                                               ; preds = %23, %40, %47, %48
  %25 = load i32, i32* @live, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %49

27:                                               ; preds = %24
  %28 = load i32, i32* %3, align 4
  %29 = load i32, i32* @live, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %29, i32 noundef %28)
  br label %49

31:                                               ; preds = %12
  %32 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8", i32 8, %struct.Ex** %5]
  %33 = load %struct.Ex*, %struct.Ex** %5, align 8
  %34 = getelementptr inbounds %struct.Ex, %struct.Ex* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = mul nsw i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = load i64, i64* %2, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, i64* %2, align 8
  catchret from %32 to label %40

40:                                               ; preds = %31
  br label %24

41:                                               ; preds = %12
  %42 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %43 = load i32, i32* %4, align 4
  %44 = sext i32 %43 to i64
  %45 = load i64, i64* %2, align 8
  %46 = add nsw i64 %45, %44
  store i64 %46, i64* %2, align 8
  catchret from %42 to label %47

47:                                               ; preds = %41
  br label %24

48:                                               ; preds = %10
  br label %24

49:                                               ; preds = %27, %24
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %3, align 4
  br label %7, !llvm.loop !8

53:                                               ; preds = %7
  %54 = load i32, i32* @live, align 4
  %55 = load i32, i32* @copies, align 4
  %56 = load i32, i32* @made, align 4
  %57 = load i64, i64* %2, align 8
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@", i64 0, i64 0), i64 noundef %57, i32 noundef %56, i32 noundef %55, i32 noundef %54)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Ex, align 4
  %4 = alloca %struct.Sub, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = srem i32 %6, 3
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = call noundef %struct.Ex* @"??0Ex@@QEAA@H@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %10)
  %12 = bitcast %struct.Ex* %3 to i8*
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @"_TI1?AUEx@@") #5
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* %2, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, i32* %2, align 4
  %19 = call noundef %struct.Sub* @"??0Sub@@QEAA@H@Z"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18)
  %20 = bitcast %struct.Sub* %4 to i8*
  call void @_CxxThrowException(i8* %20, %eh.ThrowInfo* @"_TI2?AUSub@@") #5
  unreachable

21:                                               ; preds = %13
  %22 = load i32, i32* %2, align 4
  store i32 %22, i32* %5, align 4
  %23 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @_TI1H) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Sub@@QEAA@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Sub*, align 8
  store %struct.Sub* %0, %struct.Sub** %2, align 8
  %3 = load %struct.Sub*, %struct.Sub** %2, align 8
  %4 = bitcast %struct.Sub* %3 to %struct.Ex*
  call void @"??1Ex@@QEAA@XZ"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Ex* @"??0Ex@@QEAA@H@Z"(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Ex*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Ex* %0, %struct.Ex** %4, align 8
  %5 = load %struct.Ex*, %struct.Ex** %4, align 8
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @live, align 4
  %10 = load i32, i32* @made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @made, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Ex* @"??0Ex@@QEAA@AEBU0@@Z"(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Ex*, align 8
  %4 = alloca %struct.Ex*, align 8
  store %struct.Ex* %1, %struct.Ex** %3, align 8
  store %struct.Ex* %0, %struct.Ex** %4, align 8
  %5 = load %struct.Ex*, %struct.Ex** %4, align 8
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load %struct.Ex*, %struct.Ex** %3, align 8
  %8 = getelementptr inbounds %struct.Ex, %struct.Ex* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = load i32, i32* @live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @live, align 4
  %12 = load i32, i32* @copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @copies, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Ex@@QEAA@XZ"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Ex*, align 8
  store %struct.Ex* %0, %struct.Ex** %2, align 8
  %3 = load %struct.Ex*, %struct.Ex** %2, align 8
  %4 = load i32, i32* @live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @live, align 4
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Sub* @"??0Sub@@QEAA@H@Z"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Sub*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Sub* %0, %struct.Sub** %4, align 8
  %5 = load %struct.Sub*, %struct.Sub** %4, align 8
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load i32, i32* %3, align 4
  %8 = call noundef %struct.Ex* @"??0Ex@@QEAA@H@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
  ret %struct.Sub* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Sub* @"??0Sub@@QEAA@AEBU0@@Z"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Sub*, align 8
  %4 = alloca %struct.Sub*, align 8
  store %struct.Sub* %1, %struct.Sub** %3, align 8
  store %struct.Sub* %0, %struct.Sub** %4, align 8
  %5 = load %struct.Sub*, %struct.Sub** %4, align 8
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load %struct.Sub*, %struct.Sub** %3, align 8
  %8 = bitcast %struct.Sub* %7 to %struct.Ex*
  %9 = call noundef %struct.Ex* @"??0Ex@@QEAA@AEBU0@@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %8)
  ret %struct.Sub* %5
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

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

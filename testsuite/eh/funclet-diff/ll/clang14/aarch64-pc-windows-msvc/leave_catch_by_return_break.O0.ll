; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??0E@@QEAA@H@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_09JJNCAGGP@continue?6?$AA@" = comdat any

$"??_C@_05BNJHNCHO@goto?6?$AA@" = comdat any

$"??_C@_06FEHFHFJH@break?6?$AA@" = comdat any

$"??_C@_06DGNDMPDK@never?6?$AA@" = comdat any

$"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_09JJNCAGGP@continue?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"continue\0A\00", comdat, align 8
@"??_C@_05BNJHNCHO@goto?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"goto\0A\00", comdat, align 4
@"??_C@_06FEHFHFJH@break?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"break\0A\00", comdat, align 4
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 4
@"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", comdat, align 8
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E*, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef i32 @"?by_return@@YAHXZ"()
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6)
  store i32 2, i32* %2, align 4
  br label %8

8:                                                ; preds = %50, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %53

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  %13 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %12)
          to label %14 unwind label %16

14:                                               ; preds = %11
  %15 = bitcast %struct.E* %3 to i8*
  invoke void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @"_TI1?AUE@@") #4
          to label %55 unwind label %16

16:                                               ; preds = %14, %11
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %4]
  %20 = load %struct.E*, %struct.E** %4, align 8
  %21 = getelementptr inbounds %struct.E, %struct.E* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = icmp eq i32 %22, 2
  br i1 %23, label %24, label %26

24:                                               ; preds = %18
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09JJNCAGGP@continue?6?$AA@", i64 0, i64 0)) [ "funclet"(token %19) ]
  store i32 4, i32* %5, align 4
  br label %41

26:                                               ; preds = %18
  %27 = load %struct.E*, %struct.E** %4, align 8
  %28 = getelementptr inbounds %struct.E, %struct.E* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = icmp eq i32 %29, 3
  br i1 %30, label %31, label %33

31:                                               ; preds = %26
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BNJHNCHO@goto?6?$AA@", i64 0, i64 0)) [ "funclet"(token %19) ]
  store i32 5, i32* %5, align 4
  br label %41

33:                                               ; preds = %26
  %34 = load %struct.E*, %struct.E** %4, align 8
  %35 = getelementptr inbounds %struct.E, %struct.E* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = icmp eq i32 %36, 4
  br i1 %37, label %38, label %40

38:                                               ; preds = %33
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06FEHFHFJH@break?6?$AA@", i64 0, i64 0)) [ "funclet"(token %19) ]
  store i32 2, i32* %5, align 4
  br label %41

40:                                               ; preds = %33
  store i32 0, i32* %5, align 4
  br label %41

41:                                               ; preds = %31, %40, %38, %24
  catchret from %19 to label %42

42:                                               ; preds = %41
  %43 = load i32, i32* %5, align 4
  switch i32 %43, label %55 [
    i32 0, label %44
    i32 4, label %50
    i32 2, label %53
    i32 5, label %47
  ]

44:                                               ; preds = %42
  br label %45

45:                                               ; preds = %44
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06DGNDMPDK@never?6?$AA@", i64 0, i64 0))
  br label %47

47:                                               ; preds = %45, %42
  %48 = load i32, i32* %2, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %48)
  br label %50

50:                                               ; preds = %47, %42
  %51 = load i32, i32* %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %2, align 4
  br label %8, !llvm.loop !8

53:                                               ; preds = %42, %8
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
  ret i32 0

55:                                               ; preds = %42, %14
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?by_return@@YAHXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E*, align 8
  %4 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = bitcast %struct.E* %2 to i8*
  invoke void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @"_TI1?AUE@@") #4
          to label %22 unwind label %7

7:                                                ; preds = %5, %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %3]
  %11 = load %struct.E*, %struct.E** %3, align 8
  %12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13) [ "funclet"(token %10) ]
  %15 = load %struct.E*, %struct.E** %3, align 8
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %1, align 4
  catchret from %10 to label %18

18:                                               ; preds = %9
  br label %20

19:                                               ; No predecessors!
  store i32 0, i32* %1, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, i32* %1, align 4
  ret i32 %21

22:                                               ; preds = %5
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.E* %0, %struct.E** %4, align 8
  %5 = load %struct.E*, %struct.E** %4, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.E* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

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

; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }
%struct.Guard = type { i8 }

$"??0E@@QEAA@H@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = comdat any

$"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = comdat any

$"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", comdat, align 8
@"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"wrong: int\0A\00", comdat, align 8
@"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"translating %d\0A\00", comdat, align 8
@"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Guard\0A\00", comdat, align 8
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 4
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca %struct.E*, align 8
  store i32 0, i32* %1, align 4
  invoke void @"?translate@@YAXXZ"()
          to label %41 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %11 = load %struct.E*, %struct.E** %2, align 8
  %12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13) [ "funclet"(token %10) ]
  catchret from %10 to label %15

15:                                               ; preds = %9
  br label %16

16:                                               ; preds = %15, %41
  store i32 5, i32* %3, align 4
  %17 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %17, %eh.ThrowInfo* @_TI1H) #5
          to label %43 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20] unwind label %27

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %22 = load i32, i32* %4, align 4
  %23 = mul nsw i32 %22, 2
  %24 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %23) [ "funclet"(token %21) ]
          to label %25 unwind label %27

25:                                               ; preds = %20
  %26 = bitcast %struct.E* %5 to i8*
  invoke void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @"_TI1?AUE@@") #5 [ "funclet"(token %21) ]
          to label %43 unwind label %27

27:                                               ; preds = %25, %20, %18
  %28 = catchswitch within none [label %29, label %34] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@", i64 0, i64 0)) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32, %40, %42
  ret i32 0

34:                                               ; preds = %27
  %35 = catchpad within %28 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %6]
  %36 = load %struct.E*, %struct.E** %6, align 8
  %37 = getelementptr inbounds %struct.E, %struct.E* %36, i32 0, i32 0
  %38 = load i32, i32* %37, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %38) [ "funclet"(token %35) ]
  catchret from %35 to label %40

40:                                               ; preds = %34
  br label %33

41:                                               ; preds = %0
  br label %16

42:                                               ; No predecessors!
  br label %33

43:                                               ; preds = %25, %16
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?translate@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E*, align 8
  %3 = alloca %struct.Guard, align 1
  %4 = alloca %struct.E, align 4
  %5 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 1)
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = bitcast %struct.E* %1 to i8*
  invoke void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @"_TI1?AUE@@") #5
          to label %27 unwind label %8

8:                                                ; preds = %6, %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %12 = load %struct.E*, %struct.E** %2, align 8
  %13 = getelementptr inbounds %struct.E, %struct.E* %12, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %14) [ "funclet"(token %11) ]
          to label %16 unwind label %24

16:                                               ; preds = %10
  %17 = load %struct.E*, %struct.E** %2, align 8
  %18 = getelementptr inbounds %struct.E, %struct.E* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %19, 1
  %21 = invoke noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %20) [ "funclet"(token %11) ]
          to label %22 unwind label %24

22:                                               ; preds = %16
  %23 = bitcast %struct.E* %4 to i8*
  invoke void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @"_TI1?AUE@@") #5 [ "funclet"(token %11) ]
          to label %27 unwind label %24

24:                                               ; preds = %22, %16, %10
  %25 = cleanuppad within %11 []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #6 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

26:                                               ; No predecessors!
  ret void

27:                                               ; preds = %22, %6
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@H@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.E* %0, %struct.E** %4, align 8
  %5 = load %struct.E*, %struct.E** %4, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
  ret %struct.E* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %7) ]
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

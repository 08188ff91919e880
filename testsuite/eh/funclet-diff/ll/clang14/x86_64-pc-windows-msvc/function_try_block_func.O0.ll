; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$"??0Noisy@@QEAA@H@Z" = comdat any

$"??1Noisy@@QEAA@XZ" = comdat any

$"??1Local@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = comdat any

$"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = comdat any

$"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", comdat, align 1
@"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", comdat, align 1
@"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"main handler %d\0A\00", comdat, align 1
@"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", comdat, align 1
@"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Local\0A\00", comdat, align 1
@"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", comdat, align 1
@"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Noisy, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = invoke noundef i32 @"?compute@@YAHH@Z"(i32 noundef 1)
          to label %7 unwind label %26

7:                                                ; preds = %0
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6)
          to label %9 unwind label %26

9:                                                ; preds = %7
  %10 = invoke noundef i32 @"?compute@@YAHH@Z"(i32 noundef 5)
          to label %11 unwind label %26

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
          to label %13 unwind label %26

13:                                               ; preds = %11
  %14 = invoke noundef %struct.Noisy* @"??0Noisy@@QEAA@H@Z"(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 2)
          to label %15 unwind label %16

15:                                               ; preds = %13
  invoke void @"??1Noisy@@QEAA@XZ"(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %16

16:                                               ; preds = %15, %13
  %17 = catchswitch within none [label %18] unwind label %26

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %20 = load i32, i32* %3, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20) [ "funclet"(token %19) ]
          to label %22 unwind label %26

22:                                               ; preds = %18
  catchret from %19 to label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23, %32
  store i32 99, i32* %4, align 4
  %25 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %25, %eh.ThrowInfo* @_TI1H) #6
          to label %36 unwind label %26

26:                                               ; preds = %24, %18, %16, %11, %9, %7, %0
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %30 = load i32, i32* %5, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %30) [ "funclet"(token %29) ]
  store i32 3, i32* %1, align 4
  catchret from %29 to label %33

32:                                               ; preds = %15
  br label %24

33:                                               ; preds = %28
  br label %34

34:                                               ; preds = %33
  %35 = load i32, i32* %1, align 4
  ret i32 %35

36:                                               ; preds = %24
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?compute@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4
  store i32 %10, i32* %5, align 4
  %11 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @_TI1H) #6
          to label %29 unwind label %15

12:                                               ; preds = %1
  %13 = load i32, i32* %3, align 4
  %14 = mul nsw i32 %13, 10
  store i32 %14, i32* %2, align 4
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #7
  br label %27

15:                                               ; preds = %9
  %16 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #7 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %21 = load i32, i32* %6, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %21) [ "funclet"(token %20) ]
  %23 = load i32, i32* %6, align 4
  %24 = sub nsw i32 0, %23
  store i32 %24, i32* %2, align 4
  catchret from %20 to label %25

25:                                               ; preds = %19
  br label %27

26:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

27:                                               ; preds = %25, %12
  %28 = load i32, i32* %2, align 4
  ret i32 %28

29:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Noisy* @"??0Noisy@@QEAA@H@Z"(%struct.Noisy* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Noisy*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Noisy* %0, %struct.Noisy** %4, align 8
  %5 = load %struct.Noisy*, %struct.Noisy** %4, align 8
  %6 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Noisy* %5
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @"??1Noisy@@QEAA@XZ"(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Noisy*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %2, align 8
  %5 = load %struct.Noisy*, %struct.Noisy** %2, align 8
  %6 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@", i64 0, i64 0), i32 noundef %7)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %23

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  store i32 %15, i32* %3, align 4
  %16 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %16, %eh.ThrowInfo* @_TI1H) #6
          to label %25 unwind label %17

17:                                               ; preds = %13, %1
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %21 = load i32, i32* %4, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %21) [ "funclet"(token %20) ]
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) [ "funclet"(token %20) ]
  unreachable

23:                                               ; preds = %9
  br label %24

24:                                               ; preds = %23
  ret void

25:                                               ; preds = %13
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07LPCEEGID@?$HOLocal?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #5

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { cold noreturn nounwind }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}

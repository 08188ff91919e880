; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Guard = type { i32* }

$"??1Guard@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0N@8" = comdat any

$"??_C@_0BF@JPBKBEKK@inner_then_outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@NCIGMDIN@between_calls?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BH@NPBCFGOG@through_cleanup?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@PENMDIDL@past_inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@MIGMCJLN@loop_nested?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@MEGHKOLE@three_levels?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_C@_0BF@JPBKBEKK@inner_then_outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", comdat, align 8
@"??_C@_0BF@NCIGMDIN@between_calls?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", comdat, align 8
@"??_C@_0BH@NPBCFGOG@through_cleanup?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", comdat, align 8
@"??_C@_0P@PENMDIDL@past_inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", comdat, align 8
@"??_C@_0BA@MIGMCJLN@loop_nested?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", comdat, align 8
@"??_C@_0BB@MEGHKOLE@three_levels?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @"?thrower@@YAXH@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp sge i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  store i32 %7, i32* %3, align 4
  %8 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @_TI1H) #4
  unreachable

9:                                                ; preds = %1
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?inner_then_outer@@YAHH@Z"(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %31 unwind label %7

7:                                                ; preds = %1
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 10, %11
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %10) ]
          to label %30 unwind label %15

15:                                               ; preds = %9
  %16 = catchswitch within %10 [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %19 = load i32, i32* %5, align 4
  %20 = mul nsw i32 100, %19
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, i32* %3, align 4
  catchret from %18 to label %23

23:                                               ; preds = %17
  br label %24

24:                                               ; preds = %23, %30
  %25 = load i32, i32* %3, align 4
  %26 = add nsw i32 %25, 1000
  store i32 %26, i32* %3, align 4
  catchret from %10 to label %27

27:                                               ; preds = %24
  br label %28

28:                                               ; preds = %27, %31
  %29 = load i32, i32* %3, align 4
  ret i32 %29

30:                                               ; preds = %9
  br label %24

31:                                               ; preds = %1
  br label %28
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %5, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %35 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %13 = load i32, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %13) [ "funclet"(token %12) ]
          to label %14 unwind label %17

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %15, 10
  store i32 %16, i32* %5, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %12) ]
          to label %32 unwind label %17

17:                                               ; preds = %14, %11
  %18 = catchswitch within %12 [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %21 = load i32, i32* %7, align 4
  %22 = mul nsw i32 100, %21
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, i32* %5, align 4
  catchret from %20 to label %27

27:                                               ; preds = %19
  br label %28

28:                                               ; preds = %27, %32
  catchret from %12 to label %29

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29, %35
  %31 = load i32, i32* %5, align 4
  ret i32 %31

32:                                               ; preds = %14
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, 10000
  store i32 %34, i32* %5, align 4
  br label %28

35:                                               ; preds = %2
  br label %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  store i32 %9, i32* %5, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %43 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1) [ "funclet"(token %13) ]
          to label %14 unwind label %25

14:                                               ; preds = %12
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %15, 7
  store i32 %16, i32* %5, align 4
  %17 = getelementptr inbounds %struct.Guard, %struct.Guard* %7, i32 0, i32 0
  store i32* %6, i32** %17, align 8
  %18 = load i32, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %18) [ "funclet"(token %13) ]
          to label %19 unwind label %44

19:                                               ; preds = %14
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 50
  store i32 %21, i32* %5, align 4
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #5 [ "funclet"(token %13) ]
  %22 = load i32, i32* %5, align 4
  %23 = add nsw i32 %22, 400
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %6, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %24) [ "funclet"(token %13) ]
          to label %40 unwind label %25

25:                                               ; preds = %19, %44, %12
  %26 = catchswitch within %13 [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %29 = load i32, i32* %8, align 4
  %30 = mul nsw i32 100, %29
  %31 = load i32, i32* %6, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, i32* %5, align 4
  catchret from %28 to label %35

35:                                               ; preds = %27
  br label %36

36:                                               ; preds = %35, %40
  catchret from %13 to label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37, %43
  %39 = load i32, i32* %5, align 4
  ret i32 %39

40:                                               ; preds = %19
  %41 = load i32, i32* %5, align 4
  %42 = add nsw i32 %41, 5000
  store i32 %42, i32* %5, align 4
  br label %36

43:                                               ; preds = %2
  br label %38

44:                                               ; preds = %14
  %45 = cleanuppad within %13 []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #5 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %25
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = load i32, i32* %5, align 4
  %7 = add nsw i32 %6, 3
  store i32 %7, i32* %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?past_inner@@YAHH@Z"(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  store i32 %5, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1)
          to label %6 unwind label %14

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1)
          to label %9 unwind label %12

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 20
  store i32 %11, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 4)
          to label %31 unwind label %12

12:                                               ; preds = %9, %6
  %13 = catchswitch within none [label %25] unwind label %14

14:                                               ; preds = %12, %1
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %18 = load i32, i32* %4, align 4
  %19 = mul nsw i32 300, %18
  %20 = load i32, i32* %3, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, i32* %3, align 4
  catchret from %17 to label %22

22:                                               ; preds = %16
  br label %23

23:                                               ; preds = %22, %30
  %24 = load i32, i32* %3, align 4
  ret i32 %24

25:                                               ; preds = %12
  %26 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, i8* null]
  %27 = load i32, i32* %3, align 4
  %28 = add nsw i32 %27, 7000
  store i32 %28, i32* %3, align 4
  catchret from %26 to label %29

29:                                               ; preds = %25
  br label %30

30:                                               ; preds = %29, %31
  br label %23

31:                                               ; preds = %9
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 %32, 5000
  store i32 %33, i32* %3, align 4
  br label %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?loop_nested@@YAHH@Z"(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %50, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %59

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 2
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  br label %19

17:                                               ; preds = %12
  %18 = load i32, i32* %5, align 4
  br label %19

19:                                               ; preds = %17, %16
  %20 = phi i32 [ -1, %16 ], [ %18, %17 ]
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %20)
          to label %56 unwind label %21

21:                                               ; preds = %19
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %25 = load i32, i32* %3, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %3, align 4
  %27 = load i32, i32* %6, align 4
  %28 = srem i32 %27, 2
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %23
  %31 = load i32, i32* %6, align 4
  br label %33

32:                                               ; preds = %23
  br label %33

33:                                               ; preds = %32, %30
  %34 = phi i32 [ %31, %30 ], [ -1, %32 ]
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %34) [ "funclet"(token %24) ]
          to label %53 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within %24 [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %39 = load i32, i32* %7, align 4
  %40 = load i32, i32* %4, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %4, align 4
  %42 = load i32, i32* %3, align 4
  %43 = add nsw i32 %42, 10
  store i32 %43, i32* %3, align 4
  catchret from %38 to label %44

44:                                               ; preds = %37
  br label %45

45:                                               ; preds = %44, %53
  %46 = load i32, i32* %4, align 4
  %47 = add nsw i32 %46, 2
  store i32 %47, i32* %4, align 4
  catchret from %24 to label %48

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %48, %56
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %5, align 4
  br label %8, !llvm.loop !8

53:                                               ; preds = %33
  %54 = load i32, i32* %4, align 4
  %55 = add nsw i32 %54, 1000
  store i32 %55, i32* %4, align 4
  br label %45

56:                                               ; preds = %19
  %57 = load i32, i32* %4, align 4
  %58 = add nsw i32 %57, 7
  store i32 %58, i32* %4, align 4
  br label %49

59:                                               ; preds = %8
  %60 = load i32, i32* %3, align 4
  %61 = mul nsw i32 %60, 100000
  %62 = load i32, i32* %4, align 4
  %63 = add nsw i32 %61, %62
  ret i32 %63
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?three_levels@@YAHH@Z"(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %3, align 4
  store i32 0, i32* %4, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %51 unwind label %9

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %3, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %12) ]
          to label %50 unwind label %16

16:                                               ; preds = %11
  %17 = catchswitch within %12 [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %20 = load i32, i32* %6, align 4
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, i32* %3, align 4
  %23 = load i32, i32* %3, align 4
  store i32 %23, i32* %4, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 3) [ "funclet"(token %19) ]
          to label %49 unwind label %24

24:                                               ; preds = %18
  %25 = catchswitch within %19 [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %3, align 4
  %31 = load i32, i32* %3, align 4
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* %4, align 4
  catchret from %27 to label %34

34:                                               ; preds = %26
  br label %35

35:                                               ; preds = %34, %49
  %36 = load i32, i32* %3, align 4
  %37 = mul nsw i32 %36, 2
  store i32 %37, i32* %3, align 4
  catchret from %19 to label %38

38:                                               ; preds = %35
  br label %39

39:                                               ; preds = %38, %50
  %40 = load i32, i32* %3, align 4
  %41 = load i32, i32* %4, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, i32* %4, align 4
  catchret from %12 to label %43

43:                                               ; preds = %39
  br label %44

44:                                               ; preds = %43, %51
  %45 = load i32, i32* %3, align 4
  %46 = mul nsw i32 %45, 1000
  %47 = load i32, i32* %4, align 4
  %48 = add nsw i32 %46, %47
  ret i32 %48

49:                                               ; preds = %18
  br label %35

50:                                               ; preds = %11
  br label %39

51:                                               ; preds = %1
  br label %44
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call noundef i32 @"?inner_then_outer@@YAHH@Z"(i32 noundef 7)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JPBKBEKK@inner_then_outer?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %2)
  %4 = call noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef 1, i32 noundef 5)
  %5 = call noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef 1, i32 noundef -1)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NCIGMDIN@between_calls?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %4)
  %7 = call noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef 2, i32 noundef 3)
  %8 = call noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef 2, i32 noundef -1)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@NPBCFGOG@through_cleanup?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef %7)
  %10 = call noundef i32 @"?past_inner@@YAHH@Z"(i32 noundef 3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PENMDIDL@past_inner?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = call noundef i32 @"?loop_nested@@YAHH@Z"(i32 noundef 9)
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@MIGMCJLN@loop_nested?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %12)
  %14 = call noundef i32 @"?three_levels@@YAHH@Z"(i32 noundef 4)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MEGHKOLE@three_levels?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %14)
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #3

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

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

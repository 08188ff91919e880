; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

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
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".N\00" }, comdat
@"??_C@_0BF@JPBKBEKK@inner_then_outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", comdat, align 1
@"??_C@_0BF@NCIGMDIN@between_calls?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", comdat, align 1
@"??_C@_0BH@NPBCFGOG@through_cleanup?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", comdat, align 1
@"??_C@_0P@PENMDIDL@past_inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", comdat, align 1
@"??_C@_0BA@MIGMCJLN@loop_nested?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", comdat, align 1
@"??_C@_0BB@MEGHKOLE@three_levels?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline
define dso_local void @"?thrower@@YAXH@Z"(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = icmp sgt i32 %0, -1
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  store i32 %0, i32* %2, align 4, !tbaa !3
  %5 = bitcast i32* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #4
  unreachable

6:                                                ; preds = %1
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress noinline
define dso_local noundef i32 @"?inner_then_outer@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %21 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %8 = load i32, i32* %2, align 4, !tbaa !3
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, %0
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %7) ]
          to label %18 unwind label %11

11:                                               ; preds = %6
  %12 = catchswitch within %7 [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %15 = load i32, i32* %3, align 4, !tbaa !3
  %16 = mul nsw i32 %15, 100
  %17 = add nsw i32 %16, %10
  catchret from %14 to label %18

18:                                               ; preds = %6, %13
  %19 = phi i32 [ %10, %6 ], [ %17, %13 ]
  %20 = add nsw i32 %19, 1000
  catchret from %7 to label %21

21:                                               ; preds = %1, %18
  %22 = phi i32 [ %0, %1 ], [ %20, %18 ]
  ret i32 %22
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline
define dso_local noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %23 unwind label %5

5:                                                ; preds = %2
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %1) [ "funclet"(token %8) ]
          to label %9 unwind label %11

9:                                                ; preds = %7
  %10 = add nsw i32 %0, 10
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %8) ]
          to label %25 unwind label %11

11:                                               ; preds = %9, %7
  %12 = phi i32 [ %10, %9 ], [ %0, %7 ]
  %13 = catchswitch within %8 [label %14] unwind to caller

14:                                               ; preds = %11
  %15 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %16 = load i32, i32* %4, align 4, !tbaa !3
  %17 = mul nsw i32 %16, 100
  %18 = load i32, i32* %3, align 4, !tbaa !3
  %19 = add i32 %18, %12
  %20 = add i32 %19, %17
  catchret from %15 to label %21

21:                                               ; preds = %14, %25
  %22 = phi i32 [ %26, %25 ], [ %20, %14 ]
  catchret from %8 to label %23

23:                                               ; preds = %2, %21
  %24 = phi i32 [ %0, %2 ], [ %22, %21 ]
  ret i32 %24

25:                                               ; preds = %9
  %26 = add nsw i32 %0, 10010
  br label %21
}

; Function Attrs: noinline
define dso_local noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %26 unwind label %5

5:                                                ; preds = %2
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1) [ "funclet"(token %8) ]
          to label %9 unwind label %14

9:                                                ; preds = %7
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %1) [ "funclet"(token %8) ]
          to label %10 unwind label %30

10:                                               ; preds = %9
  %11 = load i32, i32* %3, align 4, !tbaa !3
  %12 = add nsw i32 %11, 3
  store i32 %12, i32* %3, align 4, !tbaa !3
  %13 = add nsw i32 %0, 457
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %12) [ "funclet"(token %8) ]
          to label %28 unwind label %14

14:                                               ; preds = %10, %30, %7
  %15 = phi i32 [ %13, %10 ], [ %32, %30 ], [ %0, %7 ]
  %16 = catchswitch within %8 [label %17] unwind to caller

17:                                               ; preds = %14
  %18 = catchpad within %16 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %19 = load i32, i32* %4, align 4, !tbaa !3
  %20 = mul nsw i32 %19, 100
  %21 = load i32, i32* %3, align 4, !tbaa !3
  %22 = add i32 %21, %15
  %23 = add i32 %22, %20
  catchret from %18 to label %24

24:                                               ; preds = %17, %28
  %25 = phi i32 [ %29, %28 ], [ %23, %17 ]
  catchret from %8 to label %26

26:                                               ; preds = %2, %24
  %27 = phi i32 [ %0, %2 ], [ %25, %24 ]
  ret i32 %27

28:                                               ; preds = %10
  %29 = add nsw i32 %0, 5457
  br label %24

30:                                               ; preds = %9
  %31 = cleanuppad within %8 []
  %32 = add nsw i32 %0, 7
  %33 = load i32, i32* %3, align 4, !tbaa !3
  %34 = add nsw i32 %33, 3
  store i32 %34, i32* %3, align 4, !tbaa !3
  cleanupret from %31 unwind label %14
}

; Function Attrs: mustprogress noinline
define dso_local noundef i32 @"?past_inner@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1)
          to label %3 unwind label %10

3:                                                ; preds = %1
  %4 = add nsw i32 %0, 1
  invoke void @"?thrower@@YAXH@Z"(i32 noundef -1)
          to label %5 unwind label %7

5:                                                ; preds = %3
  %6 = add nsw i32 %0, 21
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 4)
          to label %23 unwind label %7

7:                                                ; preds = %5, %3
  %8 = phi i32 [ %6, %5 ], [ %4, %3 ]
  %9 = catchswitch within none [label %20] unwind label %10

10:                                               ; preds = %7, %1
  %11 = phi i32 [ %8, %7 ], [ %0, %1 ]
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %10
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %15 = load i32, i32* %2, align 4, !tbaa !3
  %16 = mul nsw i32 %15, 300
  %17 = add nsw i32 %16, %11
  catchret from %14 to label %18

18:                                               ; preds = %23, %20, %13
  %19 = phi i32 [ %24, %23 ], [ %17, %13 ], [ %22, %20 ]
  ret i32 %19

20:                                               ; preds = %7
  %21 = catchpad within %9 [%rtti.TypeDescriptor2* @"??_R0N@8", i32 0, i8* null]
  %22 = add nsw i32 %8, 7000
  catchret from %21 to label %18

23:                                               ; preds = %5
  %24 = add nsw i32 %0, 5021
  br label %18
}

; Function Attrs: mustprogress noinline
define dso_local noundef i32 @"?loop_nested@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %36, %1
  %6 = phi i32 [ 0, %1 ], [ %37, %36 ]
  %7 = phi i32 [ 0, %1 ], [ %38, %36 ]
  %8 = mul nsw i32 %6, 100000
  %9 = add nsw i32 %8, %7
  ret i32 %9

10:                                               ; preds = %1, %36
  %11 = phi i32 [ %39, %36 ], [ 0, %1 ]
  %12 = phi i32 [ %38, %36 ], [ 0, %1 ]
  %13 = phi i32 [ %37, %36 ], [ 0, %1 ]
  %14 = urem i32 %11, 3
  %15 = icmp eq i32 %14, 2
  %16 = select i1 %15, i32 -1, i32 %11
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %16)
          to label %44 unwind label %17

17:                                               ; preds = %10
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %21 = load i32, i32* %2, align 4, !tbaa !3
  %22 = and i32 %21, 1
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, i32 -1, i32 %21
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %24) [ "funclet"(token %20) ]
          to label %41 unwind label %25

25:                                               ; preds = %19
  %26 = catchswitch within %20 [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %29 = load i32, i32* %3, align 4, !tbaa !3
  %30 = add nsw i32 %29, %12
  %31 = add nsw i32 %13, 11
  catchret from %28 to label %32

32:                                               ; preds = %27, %41
  %33 = phi i32 [ %42, %41 ], [ %31, %27 ]
  %34 = phi i32 [ %43, %41 ], [ %30, %27 ]
  %35 = add nsw i32 %34, 2
  catchret from %20 to label %36

36:                                               ; preds = %44, %32
  %37 = phi i32 [ %13, %44 ], [ %33, %32 ]
  %38 = phi i32 [ %45, %44 ], [ %35, %32 ]
  %39 = add nuw nsw i32 %11, 1
  %40 = icmp eq i32 %39, %0
  br i1 %40, label %5, label %10, !llvm.loop !7

41:                                               ; preds = %19
  %42 = add nsw i32 %13, 1
  %43 = add nsw i32 %12, 1000
  br label %32

44:                                               ; preds = %10
  %45 = add nsw i32 %12, 7
  br label %36
}

; Function Attrs: mustprogress noinline
define dso_local noundef i32 @"?three_levels@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %32 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %9 = load i32, i32* %2, align 4, !tbaa !3
  %10 = add nsw i32 %9, %0
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %8) ]
          to label %28 unwind label %11

11:                                               ; preds = %7
  %12 = catchswitch within %8 [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %15 = load i32, i32* %3, align 4, !tbaa !3
  %16 = add nsw i32 %15, %10
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 3) [ "funclet"(token %14) ]
          to label %24 unwind label %17

17:                                               ; preds = %13
  %18 = catchswitch within %14 [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %21 = load i32, i32* %4, align 4, !tbaa !3
  %22 = add nsw i32 %21, %16
  %23 = add nsw i32 %22, %16
  catchret from %20 to label %24

24:                                               ; preds = %13, %19
  %25 = phi i32 [ %16, %13 ], [ %22, %19 ]
  %26 = phi i32 [ %16, %13 ], [ %23, %19 ]
  %27 = shl nsw i32 %25, 1
  catchret from %14 to label %28

28:                                               ; preds = %7, %24
  %29 = phi i32 [ %10, %7 ], [ %27, %24 ]
  %30 = phi i32 [ 0, %7 ], [ %26, %24 ]
  %31 = add nsw i32 %30, %29
  catchret from %8 to label %32

32:                                               ; preds = %1, %28
  %33 = phi i32 [ %0, %1 ], [ %29, %28 ]
  %34 = phi i32 [ 0, %1 ], [ %31, %28 ]
  %35 = mul nsw i32 %33, 1000
  %36 = add nsw i32 %35, %34
  ret i32 %36
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call noundef i32 @"?inner_then_outer@@YAHH@Z"(i32 noundef 7)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JPBKBEKK@inner_then_outer?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %1)
  %3 = tail call noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef 1, i32 noundef 5)
  %4 = tail call noundef i32 @"?between_calls@@YAHHH@Z"(i32 noundef 1, i32 noundef -1)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NCIGMDIN@between_calls?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %4, i32 noundef %3)
  %6 = tail call noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef 2, i32 noundef 3)
  %7 = tail call noundef i32 @"?through_cleanup@@YAHHH@Z"(i32 noundef 2, i32 noundef -1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@NPBCFGOG@through_cleanup?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %7, i32 noundef %6)
  %9 = tail call noundef i32 @"?past_inner@@YAHH@Z"(i32 noundef 3)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PENMDIDL@past_inner?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9)
  %11 = tail call noundef i32 @"?loop_nested@@YAHH@Z"(i32 noundef 9)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@MIGMCJLN@loop_nested?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %11)
  %13 = tail call noundef i32 @"?three_levels@@YAHH@Z"(i32 noundef 4)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MEGHKOLE@three_levels?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

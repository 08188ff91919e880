; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline
define hidden void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, -1
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #3
  unreachable

6:                                                ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z16inner_then_outeri(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %34 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i8** @_ZTIi to i8*)]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %4
  %11 = call i8* @__cxa_begin_catch(i8* %6) #1 [ "funclet"(token %5) ]
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !2
  %14 = mul nsw i32 %13, 10
  %15 = add nsw i32 %14, %0
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %5) ]
          to label %30 unwind label %16

16:                                               ; preds = %10
  %17 = catchswitch within %5 [label %18] unwind label %36

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast (i8** @_ZTIi to i8*)]
  %20 = tail call i8* @llvm.wasm.get.exception(token %19)
  %21 = tail call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = icmp eq i32 %21, %7
  br i1 %22, label %23, label %29

23:                                               ; preds = %18
  %24 = call i8* @__cxa_begin_catch(i8* %20) #1 [ "funclet"(token %19) ]
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !2
  %27 = mul nsw i32 %26, 100
  %28 = add nsw i32 %27, %15
  call void @__cxa_end_catch() #1 [ "funclet"(token %19) ]
  catchret from %19 to label %30

29:                                               ; preds = %18
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %19) ]
          to label %38 unwind label %36

30:                                               ; preds = %10, %23
  %31 = phi i32 [ %15, %10 ], [ %28, %23 ]
  %32 = add nsw i32 %31, 1000
  call void @__cxa_end_catch() #1 [ "funclet"(token %5) ]
  catchret from %5 to label %34

33:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %5) ]
  unreachable

34:                                               ; preds = %1, %30
  %35 = phi i32 [ %0, %1 ], [ %32, %30 ]
  ret i32 %35

36:                                               ; preds = %29, %16
  %37 = cleanuppad within %5 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %37) ]
  cleanupret from %37 unwind to caller

38:                                               ; preds = %29
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %38 unwind label %3

3:                                                ; preds = %2
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i8** @_ZTIi to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %37

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #1 [ "funclet"(token %6) ]
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 4, !tbaa !2
  invoke void @_Z7throweri(i32 noundef %1) [ "funclet"(token %6) ]
          to label %15 unwind label %17

15:                                               ; preds = %11
  %16 = add nsw i32 %0, 10
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %6) ]
          to label %35 unwind label %17

17:                                               ; preds = %15, %11
  %18 = phi i32 [ %16, %15 ], [ %0, %11 ]
  %19 = catchswitch within %6 [label %20] unwind label %40

20:                                               ; preds = %17
  %21 = catchpad within %19 [i8* bitcast (i8** @_ZTIi to i8*)]
  %22 = tail call i8* @llvm.wasm.get.exception(token %21)
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = icmp eq i32 %23, %8
  br i1 %24, label %25, label %32

25:                                               ; preds = %20
  %26 = call i8* @__cxa_begin_catch(i8* %22) #1 [ "funclet"(token %21) ]
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !2
  %29 = mul nsw i32 %28, 100
  %30 = add i32 %18, %14
  %31 = add i32 %30, %29
  call void @__cxa_end_catch() #1 [ "funclet"(token %21) ]
  catchret from %21 to label %33

32:                                               ; preds = %20
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %21) ]
          to label %42 unwind label %40

33:                                               ; preds = %25, %35
  %34 = phi i32 [ %36, %35 ], [ %31, %25 ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %6) ]
  catchret from %6 to label %38

35:                                               ; preds = %15
  %36 = add nsw i32 %0, 10010
  br label %33

37:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %6) ]
  unreachable

38:                                               ; preds = %2, %33
  %39 = phi i32 [ %0, %2 ], [ %34, %33 ]
  ret i32 %39

40:                                               ; preds = %32, %17
  %41 = cleanuppad within %6 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %32
  unreachable
}

; Function Attrs: noinline
define hidden noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %41 unwind label %3

3:                                                ; preds = %2
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i8** @_ZTIi to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %40

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #1 [ "funclet"(token %6) ]
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 4, !tbaa !2
  invoke void @_Z7throweri(i32 noundef -1) [ "funclet"(token %6) ]
          to label %15 unwind label %19

15:                                               ; preds = %11
  invoke void @_Z7throweri(i32 noundef %1) [ "funclet"(token %6) ]
          to label %16 unwind label %43

16:                                               ; preds = %15
  %17 = add nsw i32 %14, 3
  %18 = add nsw i32 %0, 457
  invoke void @_Z7throweri(i32 noundef %17) [ "funclet"(token %6) ]
          to label %38 unwind label %19

19:                                               ; preds = %16, %43, %11
  %20 = phi i32 [ %17, %16 ], [ %46, %43 ], [ %14, %11 ]
  %21 = phi i32 [ %18, %16 ], [ %45, %43 ], [ %0, %11 ]
  %22 = catchswitch within %6 [label %23] unwind label %47

23:                                               ; preds = %19
  %24 = catchpad within %22 [i8* bitcast (i8** @_ZTIi to i8*)]
  %25 = tail call i8* @llvm.wasm.get.exception(token %24)
  %26 = tail call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = icmp eq i32 %26, %8
  br i1 %27, label %28, label %35

28:                                               ; preds = %23
  %29 = call i8* @__cxa_begin_catch(i8* %25) #1 [ "funclet"(token %24) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !2
  %32 = mul nsw i32 %31, 100
  %33 = add i32 %21, %20
  %34 = add i32 %33, %32
  call void @__cxa_end_catch() #1 [ "funclet"(token %24) ]
  catchret from %24 to label %36

35:                                               ; preds = %23
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %24) ]
          to label %49 unwind label %47

36:                                               ; preds = %28, %38
  %37 = phi i32 [ %39, %38 ], [ %34, %28 ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %6) ]
  catchret from %6 to label %41

38:                                               ; preds = %16
  %39 = add nsw i32 %0, 5457
  br label %36

40:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %6) ]
  unreachable

41:                                               ; preds = %2, %36
  %42 = phi i32 [ %0, %2 ], [ %37, %36 ]
  ret i32 %42

43:                                               ; preds = %15
  %44 = cleanuppad within %6 []
  %45 = add nsw i32 %0, 7
  %46 = add nsw i32 %14, 3
  cleanupret from %44 unwind label %19

47:                                               ; preds = %35, %19
  %48 = cleanuppad within %6 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %48) ]
  cleanupret from %48 unwind to caller

49:                                               ; preds = %35
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z10past_inneri(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef -1)
          to label %2 unwind label %19

2:                                                ; preds = %1
  %3 = add nsw i32 %0, 1
  invoke void @_Z7throweri(i32 noundef -1)
          to label %4 unwind label %6

4:                                                ; preds = %2
  %5 = add nsw i32 %0, 21
  invoke void @_Z7throweri(i32 noundef 4)
          to label %37 unwind label %6

6:                                                ; preds = %4, %2
  %7 = phi i32 [ %5, %4 ], [ %3, %2 ]
  %8 = catchswitch within none [label %9] unwind label %19

9:                                                ; preds = %6
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTId to i8*)]
  %11 = tail call i8* @llvm.wasm.get.exception(token %10)
  %12 = tail call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #1
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = call i8* @__cxa_begin_catch(i8* %11) #1 [ "funclet"(token %10) ]
  %17 = add nsw i32 %7, 7000
  call void @__cxa_end_catch() #1 [ "funclet"(token %10) ]
  catchret from %10 to label %35

18:                                               ; preds = %9
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %10) ]
          to label %39 unwind label %19

19:                                               ; preds = %18, %6, %1
  %20 = phi i32 [ %7, %6 ], [ %7, %18 ], [ %0, %1 ]
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %19
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTIi to i8*)]
  %24 = tail call i8* @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = call i8* @__cxa_begin_catch(i8* %24) #1 [ "funclet"(token %23) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !2
  %32 = mul nsw i32 %31, 300
  %33 = add nsw i32 %32, %20
  call void @__cxa_end_catch() #1 [ "funclet"(token %23) ]
  catchret from %23 to label %35

34:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %23) ]
  unreachable

35:                                               ; preds = %37, %15, %28
  %36 = phi i32 [ %38, %37 ], [ %33, %28 ], [ %17, %15 ]
  ret i32 %36

37:                                               ; preds = %4
  %38 = add nsw i32 %0, 5021
  br label %35

39:                                               ; preds = %18
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z11loop_nestedi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

2:                                                ; preds = %51, %1
  %3 = phi i32 [ 0, %1 ], [ %54, %51 ]
  %4 = phi i32 [ 0, %1 ], [ %52, %51 ]
  %5 = phi i32 [ 0, %1 ], [ %53, %51 ]
  %6 = icmp slt i32 %3, %0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = mul nsw i32 %5, 100000
  %9 = add nsw i32 %8, %4
  ret i32 %9

10:                                               ; preds = %2
  %11 = urem i32 %3, 3
  %12 = icmp eq i32 %11, 2
  %13 = select i1 %12, i32 -1, i32 %3
  invoke void @_Z7throweri(i32 noundef %13)
          to label %55 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTIi to i8*)]
  %18 = tail call i8* @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %50

22:                                               ; preds = %16
  %23 = call i8* @__cxa_begin_catch(i8* %18) #1 [ "funclet"(token %17) ]
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !2
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i32 -1, i32 %25
  invoke void @_Z7throweri(i32 noundef %28) [ "funclet"(token %17) ]
          to label %47 unwind label %29

29:                                               ; preds = %22
  %30 = catchswitch within %17 [label %31] unwind label %57

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast (i8** @_ZTIi to i8*)]
  %33 = tail call i8* @llvm.wasm.get.exception(token %32)
  %34 = tail call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = icmp eq i32 %34, %19
  br i1 %35, label %36, label %42

36:                                               ; preds = %31
  %37 = call i8* @__cxa_begin_catch(i8* %33) #1 [ "funclet"(token %32) ]
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !2
  %40 = add nsw i32 %39, %4
  %41 = add nsw i32 %5, 11
  call void @__cxa_end_catch() #1 [ "funclet"(token %32) ]
  catchret from %32 to label %43

42:                                               ; preds = %31
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %32) ]
          to label %59 unwind label %57

43:                                               ; preds = %36, %47
  %44 = phi i32 [ %49, %47 ], [ %40, %36 ]
  %45 = phi i32 [ %48, %47 ], [ %41, %36 ]
  %46 = add nsw i32 %44, 2
  call void @__cxa_end_catch() #1 [ "funclet"(token %17) ]
  catchret from %17 to label %51

47:                                               ; preds = %22
  %48 = add nsw i32 %5, 1
  %49 = add nsw i32 %4, 1000
  br label %43

50:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %17) ]
  unreachable

51:                                               ; preds = %55, %43
  %52 = phi i32 [ %56, %55 ], [ %46, %43 ]
  %53 = phi i32 [ %5, %55 ], [ %45, %43 ]
  %54 = add nuw nsw i32 %3, 1
  br label %2, !llvm.loop !6

55:                                               ; preds = %10
  %56 = add nsw i32 %4, 7
  br label %51

57:                                               ; preds = %42, %29
  %58 = cleanuppad within %17 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %42
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z12three_levelsi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %51 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i8** @_ZTIi to i8*)]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %50

10:                                               ; preds = %4
  %11 = call i8* @__cxa_begin_catch(i8* %6) #1 [ "funclet"(token %5) ]
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !2
  %14 = add nsw i32 %13, %0
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %5) ]
          to label %46 unwind label %15

15:                                               ; preds = %10
  %16 = catchswitch within %5 [label %17] unwind label %58

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* bitcast (i8** @_ZTIi to i8*)]
  %19 = tail call i8* @llvm.wasm.get.exception(token %18)
  %20 = tail call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = icmp eq i32 %20, %7
  br i1 %21, label %22, label %45

22:                                               ; preds = %17
  %23 = call i8* @__cxa_begin_catch(i8* %19) #1 [ "funclet"(token %18) ]
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !2
  %26 = add nsw i32 %25, %14
  invoke void @_Z7throweri(i32 noundef 3) [ "funclet"(token %18) ]
          to label %41 unwind label %27

27:                                               ; preds = %22
  %28 = catchswitch within %18 [label %29] unwind label %56

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i8** @_ZTIi to i8*)]
  %31 = tail call i8* @llvm.wasm.get.exception(token %30)
  %32 = tail call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = icmp eq i32 %32, %7
  br i1 %33, label %34, label %40

34:                                               ; preds = %29
  %35 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %30) ]
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !2
  %38 = add nsw i32 %37, %26
  %39 = add nsw i32 %38, %26
  call void @__cxa_end_catch() #1 [ "funclet"(token %30) ]
  catchret from %30 to label %41

40:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %30) ]
          to label %60 unwind label %56

41:                                               ; preds = %22, %34
  %42 = phi i32 [ %26, %22 ], [ %39, %34 ]
  %43 = phi i32 [ %26, %22 ], [ %38, %34 ]
  %44 = shl nsw i32 %43, 1
  call void @__cxa_end_catch() #1 [ "funclet"(token %18) ]
  catchret from %18 to label %46

45:                                               ; preds = %17
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %18) ]
          to label %60 unwind label %58

46:                                               ; preds = %10, %41
  %47 = phi i32 [ 0, %10 ], [ %42, %41 ]
  %48 = phi i32 [ %14, %10 ], [ %44, %41 ]
  %49 = add nsw i32 %48, %47
  call void @__cxa_end_catch() #1 [ "funclet"(token %5) ]
  catchret from %5 to label %51

50:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %5) ]
  unreachable

51:                                               ; preds = %1, %46
  %52 = phi i32 [ 0, %1 ], [ %49, %46 ]
  %53 = phi i32 [ %0, %1 ], [ %48, %46 ]
  %54 = mul nsw i32 %53, 1000
  %55 = add nsw i32 %54, %52
  ret i32 %55

56:                                               ; preds = %40, %27
  %57 = cleanuppad within %18 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %57) ]
  cleanupret from %57 unwind label %58

58:                                               ; preds = %45, %56, %15
  %59 = cleanuppad within %5 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %59) ]
  cleanupret from %59 unwind to caller

60:                                               ; preds = %45, %40
  unreachable
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #5 {
  %1 = tail call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %1)
  %3 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %4 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4)
  %6 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %7 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6, i32 noundef %7)
  %9 = tail call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = tail call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef %11)
  %13 = tail call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { noreturn }
attributes #4 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

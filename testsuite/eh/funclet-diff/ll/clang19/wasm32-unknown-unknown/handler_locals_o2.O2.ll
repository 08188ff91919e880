; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline
define hidden void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, -1
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 %0, ptr %4, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #3
  unreachable

5:                                                ; preds = %1
  ret void
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z16inner_then_outeri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %32 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %31

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %12 = load i32, ptr %11, align 4, !tbaa !2
  %13 = mul nsw i32 %12, 10
  %14 = add nsw i32 %13, %0
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %5) ]
          to label %28 unwind label %15

15:                                               ; preds = %10
  %16 = catchswitch within %5 [label %17] unwind label %34

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @_ZTIi]
  %19 = tail call ptr @llvm.wasm.get.exception(token %18)
  %20 = tail call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = icmp eq i32 %20, %7
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = call ptr @__cxa_begin_catch(ptr %19) #6 [ "funclet"(token %18) ]
  %24 = load i32, ptr %23, align 4, !tbaa !2
  %25 = mul nsw i32 %24, 100
  %26 = add nsw i32 %25, %14
  call void @__cxa_end_catch() #6 [ "funclet"(token %18) ]
  catchret from %18 to label %28

27:                                               ; preds = %17
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %18) ]
          to label %36 unwind label %34

28:                                               ; preds = %10, %22
  %29 = phi i32 [ %14, %10 ], [ %26, %22 ]
  %30 = add nsw i32 %29, 1000
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %32

31:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %5) ]
  unreachable

32:                                               ; preds = %1, %28
  %33 = phi i32 [ %0, %1 ], [ %30, %28 ]
  ret i32 %33

34:                                               ; preds = %27, %15
  %35 = cleanuppad within %5 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %35) ]
  cleanupret from %35 unwind to caller

36:                                               ; preds = %27
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %36 unwind label %3

3:                                                ; preds = %2
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIi]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #6 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  invoke void @_Z7throweri(i32 noundef %1) [ "funclet"(token %6) ]
          to label %14 unwind label %16

14:                                               ; preds = %11
  %15 = add nsw i32 %0, 10
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %6) ]
          to label %33 unwind label %16

16:                                               ; preds = %14, %11
  %17 = phi i32 [ %15, %14 ], [ %0, %11 ]
  %18 = catchswitch within %6 [label %19] unwind label %38

19:                                               ; preds = %16
  %20 = catchpad within %18 [ptr @_ZTIi]
  %21 = tail call ptr @llvm.wasm.get.exception(token %20)
  %22 = tail call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = icmp eq i32 %22, %8
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = call ptr @__cxa_begin_catch(ptr %21) #6 [ "funclet"(token %20) ]
  %26 = load i32, ptr %25, align 4, !tbaa !2
  %27 = mul nsw i32 %26, 100
  %28 = add i32 %17, %13
  %29 = add i32 %28, %27
  call void @__cxa_end_catch() #6 [ "funclet"(token %20) ]
  catchret from %20 to label %31

30:                                               ; preds = %19
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %20) ]
          to label %40 unwind label %38

31:                                               ; preds = %24, %33
  %32 = phi i32 [ %34, %33 ], [ %29, %24 ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %6) ]
  catchret from %6 to label %36

33:                                               ; preds = %14
  %34 = add nsw i32 %0, 10010
  br label %31

35:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %6) ]
  unreachable

36:                                               ; preds = %2, %31
  %37 = phi i32 [ %0, %2 ], [ %32, %31 ]
  ret i32 %37

38:                                               ; preds = %30, %16
  %39 = cleanuppad within %6 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %39) ]
  cleanupret from %39 unwind to caller

40:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %39 unwind label %3

3:                                                ; preds = %2
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIi]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #6 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  invoke void @_Z7throweri(i32 noundef -1) [ "funclet"(token %6) ]
          to label %14 unwind label %18

14:                                               ; preds = %11
  invoke void @_Z7throweri(i32 noundef %1) [ "funclet"(token %6) ]
          to label %15 unwind label %41

15:                                               ; preds = %14
  %16 = add nsw i32 %13, 3
  %17 = add nsw i32 %0, 457
  invoke void @_Z7throweri(i32 noundef %16) [ "funclet"(token %6) ]
          to label %36 unwind label %18

18:                                               ; preds = %15, %41, %11
  %19 = phi i32 [ %16, %15 ], [ %44, %41 ], [ %13, %11 ]
  %20 = phi i32 [ %17, %15 ], [ %43, %41 ], [ %0, %11 ]
  %21 = catchswitch within %6 [label %22] unwind label %45

22:                                               ; preds = %18
  %23 = catchpad within %21 [ptr @_ZTIi]
  %24 = tail call ptr @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = icmp eq i32 %25, %8
  br i1 %26, label %27, label %33

27:                                               ; preds = %22
  %28 = call ptr @__cxa_begin_catch(ptr %24) #6 [ "funclet"(token %23) ]
  %29 = load i32, ptr %28, align 4, !tbaa !2
  %30 = mul nsw i32 %29, 100
  %31 = add i32 %20, %19
  %32 = add i32 %31, %30
  call void @__cxa_end_catch() #6 [ "funclet"(token %23) ]
  catchret from %23 to label %34

33:                                               ; preds = %22
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %23) ]
          to label %47 unwind label %45

34:                                               ; preds = %27, %36
  %35 = phi i32 [ %37, %36 ], [ %32, %27 ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %6) ]
  catchret from %6 to label %39

36:                                               ; preds = %15
  %37 = add nsw i32 %0, 5457
  br label %34

38:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %6) ]
  unreachable

39:                                               ; preds = %2, %34
  %40 = phi i32 [ %0, %2 ], [ %35, %34 ]
  ret i32 %40

41:                                               ; preds = %14
  %42 = cleanuppad within %6 []
  %43 = add nsw i32 %0, 7
  %44 = add nsw i32 %13, 3
  cleanupret from %42 unwind label %18

45:                                               ; preds = %33, %18
  %46 = cleanuppad within %6 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %46) ]
  cleanupret from %46 unwind to caller

47:                                               ; preds = %33
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z10past_inneri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @_Z7throweri(i32 noundef -1)
          to label %2 unwind label %19

2:                                                ; preds = %1
  %3 = add nsw i32 %0, 1
  invoke void @_Z7throweri(i32 noundef -1)
          to label %4 unwind label %6

4:                                                ; preds = %2
  %5 = add nsw i32 %0, 21
  invoke void @_Z7throweri(i32 noundef 4)
          to label %36 unwind label %6

6:                                                ; preds = %4, %2
  %7 = phi i32 [ %5, %4 ], [ %3, %2 ]
  %8 = catchswitch within none [label %9] unwind label %19

9:                                                ; preds = %6
  %10 = catchpad within %8 [ptr @_ZTId]
  %11 = tail call ptr @llvm.wasm.get.exception(token %10)
  %12 = tail call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = call ptr @__cxa_begin_catch(ptr %11) #6 [ "funclet"(token %10) ]
  %17 = add nsw i32 %7, 7000
  call void @__cxa_end_catch() #6 [ "funclet"(token %10) ]
  catchret from %10 to label %34

18:                                               ; preds = %9
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %10) ]
          to label %38 unwind label %19

19:                                               ; preds = %18, %6, %1
  %20 = phi i32 [ %7, %6 ], [ %7, %18 ], [ %0, %1 ]
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %19
  %23 = catchpad within %21 [ptr @_ZTIi]
  %24 = tail call ptr @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %33

28:                                               ; preds = %22
  %29 = call ptr @__cxa_begin_catch(ptr %24) #6 [ "funclet"(token %23) ]
  %30 = load i32, ptr %29, align 4, !tbaa !2
  %31 = mul nsw i32 %30, 300
  %32 = add nsw i32 %31, %20
  call void @__cxa_end_catch() #6 [ "funclet"(token %23) ]
  catchret from %23 to label %34

33:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %23) ]
  unreachable

34:                                               ; preds = %36, %15, %28
  %35 = phi i32 [ %37, %36 ], [ %32, %28 ], [ %17, %15 ]
  ret i32 %35

36:                                               ; preds = %4
  %37 = add nsw i32 %0, 5021
  br label %34

38:                                               ; preds = %18
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z11loop_nestedi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

2:                                                ; preds = %49, %1
  %3 = phi i32 [ 0, %1 ], [ %52, %49 ]
  %4 = phi i32 [ 0, %1 ], [ %50, %49 ]
  %5 = phi i32 [ 0, %1 ], [ %51, %49 ]
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
          to label %53 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @_ZTIi]
  %18 = tail call ptr @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %48

22:                                               ; preds = %16
  %23 = call ptr @__cxa_begin_catch(ptr %18) #6 [ "funclet"(token %17) ]
  %24 = load i32, ptr %23, align 4, !tbaa !2
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, i32 -1, i32 %24
  invoke void @_Z7throweri(i32 noundef %27) [ "funclet"(token %17) ]
          to label %45 unwind label %28

28:                                               ; preds = %22
  %29 = catchswitch within %17 [label %30] unwind label %55

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTIi]
  %32 = tail call ptr @llvm.wasm.get.exception(token %31)
  %33 = tail call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = icmp eq i32 %33, %19
  br i1 %34, label %35, label %40

35:                                               ; preds = %30
  %36 = call ptr @__cxa_begin_catch(ptr %32) #6 [ "funclet"(token %31) ]
  %37 = load i32, ptr %36, align 4, !tbaa !2
  %38 = add nsw i32 %37, %4
  %39 = add nsw i32 %5, 11
  call void @__cxa_end_catch() #6 [ "funclet"(token %31) ]
  catchret from %31 to label %41

40:                                               ; preds = %30
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %31) ]
          to label %57 unwind label %55

41:                                               ; preds = %35, %45
  %42 = phi i32 [ %47, %45 ], [ %38, %35 ]
  %43 = phi i32 [ %46, %45 ], [ %39, %35 ]
  %44 = add nsw i32 %42, 2
  call void @__cxa_end_catch() #6 [ "funclet"(token %17) ]
  catchret from %17 to label %49

45:                                               ; preds = %22
  %46 = add nsw i32 %5, 1
  %47 = add nsw i32 %4, 1000
  br label %41

48:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %17) ]
  unreachable

49:                                               ; preds = %53, %41
  %50 = phi i32 [ %54, %53 ], [ %44, %41 ]
  %51 = phi i32 [ %5, %53 ], [ %43, %41 ]
  %52 = add nuw nsw i32 %3, 1
  br label %2, !llvm.loop !6

53:                                               ; preds = %10
  %54 = add nsw i32 %4, 7
  br label %49

55:                                               ; preds = %40, %28
  %56 = cleanuppad within %17 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %56) ]
  cleanupret from %56 unwind to caller

57:                                               ; preds = %40
  unreachable
}

; Function Attrs: mustprogress noinline
define hidden noundef i32 @_Z12three_levelsi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %48 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %47

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %12 = load i32, ptr %11, align 4, !tbaa !2
  %13 = add nsw i32 %12, %0
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %5) ]
          to label %43 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within %5 [label %16] unwind label %55

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @_ZTIi]
  %18 = tail call ptr @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %42

21:                                               ; preds = %16
  %22 = call ptr @__cxa_begin_catch(ptr %18) #6 [ "funclet"(token %17) ]
  %23 = load i32, ptr %22, align 4, !tbaa !2
  %24 = add nsw i32 %23, %13
  invoke void @_Z7throweri(i32 noundef 3) [ "funclet"(token %17) ]
          to label %38 unwind label %25

25:                                               ; preds = %21
  %26 = catchswitch within %17 [label %27] unwind label %53

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTIi]
  %29 = tail call ptr @llvm.wasm.get.exception(token %28)
  %30 = tail call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = icmp eq i32 %30, %7
  br i1 %31, label %32, label %37

32:                                               ; preds = %27
  %33 = call ptr @__cxa_begin_catch(ptr %29) #6 [ "funclet"(token %28) ]
  %34 = load i32, ptr %33, align 4, !tbaa !2
  %35 = add nsw i32 %34, %24
  %36 = add nsw i32 %35, %24
  call void @__cxa_end_catch() #6 [ "funclet"(token %28) ]
  catchret from %28 to label %38

37:                                               ; preds = %27
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %28) ]
          to label %57 unwind label %53

38:                                               ; preds = %21, %32
  %39 = phi i32 [ %24, %21 ], [ %36, %32 ]
  %40 = phi i32 [ %24, %21 ], [ %35, %32 ]
  %41 = shl nsw i32 %40, 1
  call void @__cxa_end_catch() #6 [ "funclet"(token %17) ]
  catchret from %17 to label %43

42:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %17) ]
          to label %57 unwind label %55

43:                                               ; preds = %10, %38
  %44 = phi i32 [ 0, %10 ], [ %39, %38 ]
  %45 = phi i32 [ %13, %10 ], [ %41, %38 ]
  %46 = add nsw i32 %45, %44
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %48

47:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %5) ]
  unreachable

48:                                               ; preds = %1, %43
  %49 = phi i32 [ 0, %1 ], [ %46, %43 ]
  %50 = phi i32 [ %0, %1 ], [ %45, %43 ]
  %51 = mul nsw i32 %50, 1000
  %52 = add nsw i32 %51, %49
  ret i32 %52

53:                                               ; preds = %37, %25
  %54 = cleanuppad within %17 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %54) ]
  cleanupret from %54 unwind label %55

55:                                               ; preds = %42, %53, %14
  %56 = cleanuppad within %5 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %56) ]
  cleanupret from %56 unwind to caller

57:                                               ; preds = %42, %37
  unreachable
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #4 {
  %1 = tail call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %4 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %7 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i32 noundef %7)
  %9 = tail call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %9)
  %11 = tail call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %11)
  %13 = tail call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noreturn }
attributes #4 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Guard = type { ptr }

$_ZN5GuardD2Ev = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline optnone
define hidden void @_Z7throweri(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 4) #7
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #3
  unreachable

8:                                                ; preds = %1
  ret void
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z16inner_then_outeri(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %50 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi]
  %12 = call ptr @llvm.wasm.get.exception(token %11)
  store ptr %12, ptr %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %47

16:                                               ; preds = %10
  %17 = load ptr, ptr %4, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #7 [ "funclet"(token %11) ]
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 10, %20
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %11) ]
          to label %46 unwind label %24

24:                                               ; preds = %16
  %25 = catchswitch within %11 [label %26] unwind label %51

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @_ZTIi]
  %28 = call ptr @llvm.wasm.get.exception(token %27)
  store ptr %28, ptr %4, align 4
  %29 = call i32 @llvm.wasm.get.ehselector(token %27)
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = load ptr, ptr %4, align 4
  %34 = call ptr @__cxa_begin_catch(ptr %33) #7 [ "funclet"(token %27) ]
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = mul nsw i32 100, %36
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %27) ]
  catchret from %27 to label %40

40:                                               ; preds = %32
  br label %42

41:                                               ; preds = %26
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %27) ]
          to label %53 unwind label %51

42:                                               ; preds = %40, %46
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1000
  store i32 %44, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %11) ]
  catchret from %11 to label %45

45:                                               ; preds = %42
  br label %48

46:                                               ; preds = %16
  br label %42

47:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %11) ]
  unreachable

48:                                               ; preds = %45, %50
  %49 = load i32, ptr %3, align 4
  ret i32 %49

50:                                               ; preds = %1
  br label %48

51:                                               ; preds = %41, %24
  %52 = cleanuppad within %11 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %52) ]
  cleanupret from %52 unwind to caller

53:                                               ; preds = %41
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) #0 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %54 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %51

18:                                               ; preds = %12
  %19 = load ptr, ptr %6, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef %22) [ "funclet"(token %13) ]
          to label %23 unwind label %26

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 10
  store i32 %25, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %13) ]
          to label %48 unwind label %26

26:                                               ; preds = %23, %18
  %27 = catchswitch within %13 [label %28] unwind label %55

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTIi]
  %30 = call ptr @llvm.wasm.get.exception(token %29)
  store ptr %30, ptr %6, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %45

34:                                               ; preds = %28
  %35 = load ptr, ptr %6, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #7 [ "funclet"(token %29) ]
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %8, align 4
  %39 = mul nsw i32 100, %38
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %5, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %29) ]
  catchret from %29 to label %44

44:                                               ; preds = %34
  br label %46

45:                                               ; preds = %28
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %29) ]
          to label %57 unwind label %55

46:                                               ; preds = %44, %48
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ]
  catchret from %13 to label %47

47:                                               ; preds = %46
  br label %52

48:                                               ; preds = %23
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 10000
  store i32 %50, ptr %5, align 4
  br label %46

51:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %13) ]
  unreachable

52:                                               ; preds = %47, %54
  %53 = load i32, ptr %5, align 4
  ret i32 %53

54:                                               ; preds = %2
  br label %52

55:                                               ; preds = %45, %26
  %56 = cleanuppad within %13 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %56) ]
  cleanupret from %56 unwind to caller

57:                                               ; preds = %45
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) #0 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Guard, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %63 unwind label %11

11:                                               ; preds = %2
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTIi]
  %15 = call ptr @llvm.wasm.get.exception(token %14)
  store ptr %15, ptr %6, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %60

19:                                               ; preds = %13
  %20 = load ptr, ptr %6, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #7 [ "funclet"(token %14) ]
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %7, align 4
  invoke void @_Z7throweri(i32 noundef -1) [ "funclet"(token %14) ]
          to label %23 unwind label %35

23:                                               ; preds = %19
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 7
  store i32 %25, ptr %5, align 4
  %26 = getelementptr inbounds %struct.Guard, ptr %8, i32 0, i32 0
  store ptr %7, ptr %26, align 4
  %27 = load i32, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef %27) [ "funclet"(token %14) ]
          to label %28 unwind label %64

28:                                               ; preds = %23
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 50
  store i32 %30, ptr %5, align 4
  %31 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7 [ "funclet"(token %14) ]
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 400
  store i32 %33, ptr %5, align 4
  %34 = load i32, ptr %7, align 4
  invoke void @_Z7throweri(i32 noundef %34) [ "funclet"(token %14) ]
          to label %57 unwind label %35

35:                                               ; preds = %28, %64, %19
  %36 = catchswitch within %14 [label %37] unwind label %67

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @_ZTIi]
  %39 = call ptr @llvm.wasm.get.exception(token %38)
  store ptr %39, ptr %6, align 4
  %40 = call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %54

43:                                               ; preds = %37
  %44 = load ptr, ptr %6, align 4
  %45 = call ptr @__cxa_begin_catch(ptr %44) #7 [ "funclet"(token %38) ]
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %9, align 4
  %47 = load i32, ptr %9, align 4
  %48 = mul nsw i32 100, %47
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %5, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %38) ]
  catchret from %38 to label %53

53:                                               ; preds = %43
  br label %55

54:                                               ; preds = %37
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %38) ]
          to label %69 unwind label %67

55:                                               ; preds = %53, %57
  call void @__cxa_end_catch() #7 [ "funclet"(token %14) ]
  catchret from %14 to label %56

56:                                               ; preds = %55
  br label %61

57:                                               ; preds = %28
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 5000
  store i32 %59, ptr %5, align 4
  br label %55

60:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %14) ]
  unreachable

61:                                               ; preds = %56, %63
  %62 = load i32, ptr %5, align 4
  ret i32 %62

63:                                               ; preds = %2
  br label %61

64:                                               ; preds = %23
  %65 = cleanuppad within %14 []
  %66 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7 [ "funclet"(token %65) ]
  cleanupret from %65 unwind label %35

67:                                               ; preds = %54, %35
  %68 = cleanuppad within %14 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %68) ]
  cleanupret from %68 unwind to caller

69:                                               ; preds = %54
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 3
  store i32 %7, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z10past_inneri(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %8 unwind label %30

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %11 unwind label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 20
  store i32 %13, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 4)
          to label %51 unwind label %14

14:                                               ; preds = %11, %8
  %15 = catchswitch within none [label %16] unwind label %30

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @_ZTId]
  %18 = call ptr @llvm.wasm.get.exception(token %17)
  store ptr %18, ptr %4, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %29

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7 [ "funclet"(token %17) ]
  %25 = load double, ptr %24, align 8
  store double %25, ptr %5, align 8
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 7000
  store i32 %27, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %17) ]
  catchret from %17 to label %28

28:                                               ; preds = %22
  br label %50

29:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %17) ]
          to label %54 unwind label %30

30:                                               ; preds = %29, %14, %1
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @_ZTIi]
  %34 = call ptr @llvm.wasm.get.exception(token %33)
  store ptr %34, ptr %4, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %47

38:                                               ; preds = %32
  %39 = load ptr, ptr %4, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #7 [ "funclet"(token %33) ]
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %6, align 4
  %42 = load i32, ptr %6, align 4
  %43 = mul nsw i32 300, %42
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %33) ]
  catchret from %33 to label %46

46:                                               ; preds = %38
  br label %48

47:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %33) ]
  unreachable

48:                                               ; preds = %46, %50
  %49 = load i32, ptr %3, align 4
  ret i32 %49

50:                                               ; preds = %28, %51
  br label %48

51:                                               ; preds = %11
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 5000
  store i32 %53, ptr %3, align 4
  br label %50

54:                                               ; preds = %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z11loop_nestedi(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %72, %1
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %80

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %18

17:                                               ; preds = %13
  br label %20

18:                                               ; preds = %13
  %19 = load i32, ptr %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -1, %17 ], [ %19, %18 ]
  invoke void @_Z7throweri(i32 noundef %21)
          to label %75 unwind label %22

22:                                               ; preds = %20
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIi]
  %26 = call ptr @llvm.wasm.get.exception(token %25)
  store ptr %26, ptr %6, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %70

30:                                               ; preds = %24
  %31 = load ptr, ptr %6, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #7 [ "funclet"(token %25) ]
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %7, align 4
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  %36 = load i32, ptr %7, align 4
  %37 = srem i32 %36, 2
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = load i32, ptr %7, align 4
  br label %42

41:                                               ; preds = %30
  br label %42

42:                                               ; preds = %41, %39
  %43 = phi i32 [ %40, %39 ], [ -1, %41 ]
  invoke void @_Z7throweri(i32 noundef %43) [ "funclet"(token %25) ]
          to label %67 unwind label %44

44:                                               ; preds = %42
  %45 = catchswitch within %25 [label %46] unwind label %78

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @_ZTIi]
  %48 = call ptr @llvm.wasm.get.exception(token %47)
  store ptr %48, ptr %6, align 4
  %49 = call i32 @llvm.wasm.get.ehselector(token %47)
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %62

52:                                               ; preds = %46
  %53 = load ptr, ptr %6, align 4
  %54 = call ptr @__cxa_begin_catch(ptr %53) #7 [ "funclet"(token %47) ]
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %8, align 4
  %56 = load i32, ptr %8, align 4
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %4, align 4
  %59 = load i32, ptr %3, align 4
  %60 = add nsw i32 %59, 10
  store i32 %60, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %47) ]
  catchret from %47 to label %61

61:                                               ; preds = %52
  br label %63

62:                                               ; preds = %46
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %47) ]
          to label %85 unwind label %78

63:                                               ; preds = %61, %67
  %64 = load i32, ptr %4, align 4
  %65 = add nsw i32 %64, 2
  store i32 %65, ptr %4, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %25) ]
  catchret from %25 to label %66

66:                                               ; preds = %63
  br label %71

67:                                               ; preds = %42
  %68 = load i32, ptr %4, align 4
  %69 = add nsw i32 %68, 1000
  store i32 %69, ptr %4, align 4
  br label %63

70:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %25) ]
  unreachable

71:                                               ; preds = %66, %75
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %5, align 4
  br label %9, !llvm.loop !2

75:                                               ; preds = %20
  %76 = load i32, ptr %4, align 4
  %77 = add nsw i32 %76, 7
  store i32 %77, ptr %4, align 4
  br label %71

78:                                               ; preds = %62, %44
  %79 = cleanuppad within %25 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %79) ]
  cleanupret from %79 unwind to caller

80:                                               ; preds = %9
  %81 = load i32, ptr %3, align 4
  %82 = mul nsw i32 %81, 100000
  %83 = load i32, ptr %4, align 4
  %84 = add nsw i32 %82, %83
  ret i32 %84

85:                                               ; preds = %62
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z12three_levelsi(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  store i32 %9, ptr %3, align 4
  store i32 0, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %79 unwind label %10

10:                                               ; preds = %1
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %5, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %73

18:                                               ; preds = %12
  %19 = load ptr, ptr %5, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %13) ]
          to label %72 unwind label %25

25:                                               ; preds = %18
  %26 = catchswitch within %13 [label %27] unwind label %82

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTIi]
  %29 = call ptr @llvm.wasm.get.exception(token %28)
  store ptr %29, ptr %5, align 4
  %30 = call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %66

33:                                               ; preds = %27
  %34 = load ptr, ptr %5, align 4
  %35 = call ptr @__cxa_begin_catch(ptr %34) #7 [ "funclet"(token %28) ]
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %7, align 4
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %3, align 4
  %40 = load i32, ptr %3, align 4
  store i32 %40, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef 3) [ "funclet"(token %28) ]
          to label %65 unwind label %41

41:                                               ; preds = %33
  %42 = catchswitch within %28 [label %43] unwind label %80

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @_ZTIi]
  %45 = call ptr @llvm.wasm.get.exception(token %44)
  store ptr %45, ptr %5, align 4
  %46 = call i32 @llvm.wasm.get.ehselector(token %44)
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %60

49:                                               ; preds = %43
  %50 = load ptr, ptr %5, align 4
  %51 = call ptr @__cxa_begin_catch(ptr %50) #7 [ "funclet"(token %44) ]
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %8, align 4
  %53 = load i32, ptr %8, align 4
  %54 = load i32, ptr %3, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %3, align 4
  %56 = load i32, ptr %3, align 4
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %4, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %44) ]
  catchret from %44 to label %59

59:                                               ; preds = %49
  br label %61

60:                                               ; preds = %43
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %44) ]
          to label %84 unwind label %80

61:                                               ; preds = %59, %65
  %62 = load i32, ptr %3, align 4
  %63 = mul nsw i32 %62, 2
  store i32 %63, ptr %3, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %28) ]
  catchret from %28 to label %64

64:                                               ; preds = %61
  br label %67

65:                                               ; preds = %33
  br label %61

66:                                               ; preds = %27
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %28) ]
          to label %84 unwind label %82

67:                                               ; preds = %64, %72
  %68 = load i32, ptr %3, align 4
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %4, align 4
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ]
  catchret from %13 to label %71

71:                                               ; preds = %67
  br label %74

72:                                               ; preds = %18
  br label %67

73:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %13) ]
  unreachable

74:                                               ; preds = %71, %79
  %75 = load i32, ptr %3, align 4
  %76 = mul nsw i32 %75, 1000
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %76, %77
  ret i32 %78

79:                                               ; preds = %1
  br label %74

80:                                               ; preds = %60, %41
  %81 = cleanuppad within %28 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %81) ]
  cleanupret from %81 unwind label %82

82:                                               ; preds = %66, %80, %25
  %83 = cleanuppad within %13 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %83) ]
  cleanupret from %83 unwind to caller

84:                                               ; preds = %66, %60
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #5 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %5 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4, i32 noundef %5)
  %7 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %8 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %7, i32 noundef %8)
  %10 = call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %10)
  %12 = call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %12)
  %14 = call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %14)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noreturn }
attributes #4 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Guard = type { i32* }

$_ZN5GuardD2Ev = comdat any

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

; Function Attrs: mustprogress noinline optnone
define hidden void @_Z7throweri(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 4) #1
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #3
  unreachable

9:                                                ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z16inner_then_outeri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  store i32 %7, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %52 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i8** @_ZTIi to i8*)]
  %12 = call i8* @llvm.wasm.get.exception(token %11)
  store i8* %12, i8** %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %49

16:                                               ; preds = %10
  %17 = load i8*, i8** %4, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #1 [ "funclet"(token %11) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %5, align 4
  %22 = mul nsw i32 10, %21
  %23 = load i32, i32* %3, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %11) ]
          to label %48 unwind label %25

25:                                               ; preds = %16
  %26 = catchswitch within %11 [label %27] unwind label %53

27:                                               ; preds = %25
  %28 = catchpad within %26 [i8* bitcast (i8** @_ZTIi to i8*)]
  %29 = call i8* @llvm.wasm.get.exception(token %28)
  store i8* %29, i8** %4, align 4
  %30 = call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %27
  %34 = load i8*, i8** %4, align 4
  %35 = call i8* @__cxa_begin_catch(i8* %34) #1 [ "funclet"(token %28) ]
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4
  store i32 %37, i32* %6, align 4
  %38 = load i32, i32* %6, align 4
  %39 = mul nsw i32 100, %38
  %40 = load i32, i32* %3, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %28) ]
  catchret from %28 to label %42

42:                                               ; preds = %33
  br label %44

43:                                               ; preds = %27
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %28) ]
          to label %55 unwind label %53

44:                                               ; preds = %42, %48
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, 1000
  store i32 %46, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %11) ]
  catchret from %11 to label %47

47:                                               ; preds = %44
  br label %50

48:                                               ; preds = %16
  br label %44

49:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %11) ]
  unreachable

50:                                               ; preds = %47, %52
  %51 = load i32, i32* %3, align 4
  ret i32 %51

52:                                               ; preds = %1
  br label %50

53:                                               ; preds = %43, %25
  %54 = cleanuppad within %11 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %54) ]
  cleanupret from %54 unwind to caller

55:                                               ; preds = %43
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %56 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %53

18:                                               ; preds = %12
  %19 = load i8*, i8** %6, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #1 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef %23) [ "funclet"(token %13) ]
          to label %24 unwind label %27

24:                                               ; preds = %18
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 10
  store i32 %26, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %13) ]
          to label %50 unwind label %27

27:                                               ; preds = %24, %18
  %28 = catchswitch within %13 [label %29] unwind label %57

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i8** @_ZTIi to i8*)]
  %31 = call i8* @llvm.wasm.get.exception(token %30)
  store i8* %31, i8** %6, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %47

35:                                               ; preds = %29
  %36 = load i8*, i8** %6, align 4
  %37 = call i8* @__cxa_begin_catch(i8* %36) #1 [ "funclet"(token %30) ]
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %8, align 4
  %40 = load i32, i32* %8, align 4
  %41 = mul nsw i32 100, %40
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %41, %42
  %44 = load i32, i32* %5, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* %5, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %30) ]
  catchret from %30 to label %46

46:                                               ; preds = %35
  br label %48

47:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %30) ]
          to label %59 unwind label %57

48:                                               ; preds = %46, %50
  call void @__cxa_end_catch() #1 [ "funclet"(token %13) ]
  catchret from %13 to label %49

49:                                               ; preds = %48
  br label %54

50:                                               ; preds = %24
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 10000
  store i32 %52, i32* %5, align 4
  br label %48

53:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %13) ]
  unreachable

54:                                               ; preds = %49, %56
  %55 = load i32, i32* %5, align 4
  ret i32 %55

56:                                               ; preds = %2
  br label %54

57:                                               ; preds = %47, %27
  %58 = cleanuppad within %13 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %47
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Guard, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  store i32 %10, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %65 unwind label %11

11:                                               ; preds = %2
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i8** @_ZTIi to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %6, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %62

19:                                               ; preds = %13
  %20 = load i8*, i8** %6, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #1 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4
  store i32 %23, i32* %7, align 4
  invoke void @_Z7throweri(i32 noundef -1) [ "funclet"(token %14) ]
          to label %24 unwind label %36

24:                                               ; preds = %19
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 7
  store i32 %26, i32* %5, align 4
  %27 = getelementptr inbounds %struct.Guard, %struct.Guard* %8, i32 0, i32 0
  store i32* %7, i32** %27, align 4
  %28 = load i32, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef %28) [ "funclet"(token %14) ]
          to label %29 unwind label %66

29:                                               ; preds = %24
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 50
  store i32 %31, i32* %5, align 4
  %32 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %8) #1 [ "funclet"(token %14) ]
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, 400
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %7, align 4
  invoke void @_Z7throweri(i32 noundef %35) [ "funclet"(token %14) ]
          to label %59 unwind label %36

36:                                               ; preds = %29, %66, %19
  %37 = catchswitch within %14 [label %38] unwind label %69

38:                                               ; preds = %36
  %39 = catchpad within %37 [i8* bitcast (i8** @_ZTIi to i8*)]
  %40 = call i8* @llvm.wasm.get.exception(token %39)
  store i8* %40, i8** %6, align 4
  %41 = call i32 @llvm.wasm.get.ehselector(token %39)
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %56

44:                                               ; preds = %38
  %45 = load i8*, i8** %6, align 4
  %46 = call i8* @__cxa_begin_catch(i8* %45) #1 [ "funclet"(token %39) ]
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4
  store i32 %48, i32* %9, align 4
  %49 = load i32, i32* %9, align 4
  %50 = mul nsw i32 100, %49
  %51 = load i32, i32* %7, align 4
  %52 = add nsw i32 %50, %51
  %53 = load i32, i32* %5, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, i32* %5, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %55

55:                                               ; preds = %44
  br label %57

56:                                               ; preds = %38
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %39) ]
          to label %71 unwind label %69

57:                                               ; preds = %55, %59
  call void @__cxa_end_catch() #1 [ "funclet"(token %14) ]
  catchret from %14 to label %58

58:                                               ; preds = %57
  br label %63

59:                                               ; preds = %29
  %60 = load i32, i32* %5, align 4
  %61 = add nsw i32 %60, 5000
  store i32 %61, i32* %5, align 4
  br label %57

62:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %14) ]
  unreachable

63:                                               ; preds = %58, %65
  %64 = load i32, i32* %5, align 4
  ret i32 %64

65:                                               ; preds = %2
  br label %63

66:                                               ; preds = %24
  %67 = cleanuppad within %14 []
  %68 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %8) #1 [ "funclet"(token %67) ]
  cleanupret from %67 unwind label %36

69:                                               ; preds = %56, %36
  %70 = cleanuppad within %14 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %70) ]
  cleanupret from %70 unwind to caller

71:                                               ; preds = %56
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 4
  %6 = load i32, i32* %5, align 4
  %7 = add nsw i32 %6, 3
  store i32 %7, i32* %5, align 4
  ret %struct.Guard* %3
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z10past_inneri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  store i32 %7, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %8 unwind label %31

8:                                                ; preds = %1
  %9 = load i32, i32* %3, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %11 unwind label %14

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 20
  store i32 %13, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 4)
          to label %53 unwind label %14

14:                                               ; preds = %11, %8
  %15 = catchswitch within none [label %16] unwind label %31

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTId to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  store i8* %18, i8** %4, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #1
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = load i8*, i8** %4, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #1 [ "funclet"(token %17) ]
  %25 = bitcast i8* %24 to double*
  %26 = load double, double* %25, align 8
  store double %26, double* %5, align 8
  %27 = load i32, i32* %3, align 4
  %28 = add nsw i32 %27, 7000
  store i32 %28, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %17) ]
  catchret from %17 to label %29

29:                                               ; preds = %22
  br label %52

30:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %17) ]
          to label %56 unwind label %31

31:                                               ; preds = %30, %14, %1
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast (i8** @_ZTIi to i8*)]
  %35 = call i8* @llvm.wasm.get.exception(token %34)
  store i8* %35, i8** %4, align 4
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %49

39:                                               ; preds = %33
  %40 = load i8*, i8** %4, align 4
  %41 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %34) ]
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4
  store i32 %43, i32* %6, align 4
  %44 = load i32, i32* %6, align 4
  %45 = mul nsw i32 300, %44
  %46 = load i32, i32* %3, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %34) ]
  catchret from %34 to label %48

48:                                               ; preds = %39
  br label %50

49:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %34) ]
  unreachable

50:                                               ; preds = %48, %52
  %51 = load i32, i32* %3, align 4
  ret i32 %51

52:                                               ; preds = %29, %53
  br label %50

53:                                               ; preds = %11
  %54 = load i32, i32* %3, align 4
  %55 = add nsw i32 %54, 5000
  store i32 %55, i32* %3, align 4
  br label %52

56:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z11loop_nestedi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %74, %1
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %82

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %18

17:                                               ; preds = %13
  br label %20

18:                                               ; preds = %13
  %19 = load i32, i32* %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -1, %17 ], [ %19, %18 ]
  invoke void @_Z7throweri(i32 noundef %21)
          to label %77 unwind label %22

22:                                               ; preds = %20
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [i8* bitcast (i8** @_ZTIi to i8*)]
  %26 = call i8* @llvm.wasm.get.exception(token %25)
  store i8* %26, i8** %6, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %72

30:                                               ; preds = %24
  %31 = load i8*, i8** %6, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %25) ]
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4
  store i32 %34, i32* %7, align 4
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %3, align 4
  %37 = load i32, i32* %7, align 4
  %38 = srem i32 %37, 2
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %42

40:                                               ; preds = %30
  %41 = load i32, i32* %7, align 4
  br label %43

42:                                               ; preds = %30
  br label %43

43:                                               ; preds = %42, %40
  %44 = phi i32 [ %41, %40 ], [ -1, %42 ]
  invoke void @_Z7throweri(i32 noundef %44) [ "funclet"(token %25) ]
          to label %69 unwind label %45

45:                                               ; preds = %43
  %46 = catchswitch within %25 [label %47] unwind label %80

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i8** @_ZTIi to i8*)]
  %49 = call i8* @llvm.wasm.get.exception(token %48)
  store i8* %49, i8** %6, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %64

53:                                               ; preds = %47
  %54 = load i8*, i8** %6, align 4
  %55 = call i8* @__cxa_begin_catch(i8* %54) #1 [ "funclet"(token %48) ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %8, align 4
  %58 = load i32, i32* %8, align 4
  %59 = load i32, i32* %4, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, i32* %4, align 4
  %61 = load i32, i32* %3, align 4
  %62 = add nsw i32 %61, 10
  store i32 %62, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %48) ]
  catchret from %48 to label %63

63:                                               ; preds = %53
  br label %65

64:                                               ; preds = %47
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %48) ]
          to label %87 unwind label %80

65:                                               ; preds = %63, %69
  %66 = load i32, i32* %4, align 4
  %67 = add nsw i32 %66, 2
  store i32 %67, i32* %4, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %25) ]
  catchret from %25 to label %68

68:                                               ; preds = %65
  br label %73

69:                                               ; preds = %43
  %70 = load i32, i32* %4, align 4
  %71 = add nsw i32 %70, 1000
  store i32 %71, i32* %4, align 4
  br label %65

72:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %25) ]
  unreachable

73:                                               ; preds = %68, %77
  br label %74

74:                                               ; preds = %73
  %75 = load i32, i32* %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %5, align 4
  br label %9, !llvm.loop !2

77:                                               ; preds = %20
  %78 = load i32, i32* %4, align 4
  %79 = add nsw i32 %78, 7
  store i32 %79, i32* %4, align 4
  br label %73

80:                                               ; preds = %64, %45
  %81 = cleanuppad within %25 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %81) ]
  cleanupret from %81 unwind to caller

82:                                               ; preds = %9
  %83 = load i32, i32* %3, align 4
  %84 = mul nsw i32 %83, 100000
  %85 = load i32, i32* %4, align 4
  %86 = add nsw i32 %84, %85
  ret i32 %86

87:                                               ; preds = %64
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define hidden noundef i32 @_Z12three_levelsi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  store i32 %9, i32* %3, align 4
  store i32 0, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %82 unwind label %10

10:                                               ; preds = %1
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %5, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %76

18:                                               ; preds = %12
  %19 = load i8*, i8** %5, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #1 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %6, align 4
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %3, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 2) [ "funclet"(token %13) ]
          to label %75 unwind label %26

26:                                               ; preds = %18
  %27 = catchswitch within %13 [label %28] unwind label %85

28:                                               ; preds = %26
  %29 = catchpad within %27 [i8* bitcast (i8** @_ZTIi to i8*)]
  %30 = call i8* @llvm.wasm.get.exception(token %29)
  store i8* %30, i8** %5, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %69

34:                                               ; preds = %28
  %35 = load i8*, i8** %5, align 4
  %36 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %29) ]
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %7, align 4
  %40 = load i32, i32* %3, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %3, align 4
  %42 = load i32, i32* %3, align 4
  store i32 %42, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef 3) [ "funclet"(token %29) ]
          to label %68 unwind label %43

43:                                               ; preds = %34
  %44 = catchswitch within %29 [label %45] unwind label %83

45:                                               ; preds = %43
  %46 = catchpad within %44 [i8* bitcast (i8** @_ZTIi to i8*)]
  %47 = call i8* @llvm.wasm.get.exception(token %46)
  store i8* %47, i8** %5, align 4
  %48 = call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %63

51:                                               ; preds = %45
  %52 = load i8*, i8** %5, align 4
  %53 = call i8* @__cxa_begin_catch(i8* %52) #1 [ "funclet"(token %46) ]
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 4
  store i32 %55, i32* %8, align 4
  %56 = load i32, i32* %8, align 4
  %57 = load i32, i32* %3, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, i32* %3, align 4
  %59 = load i32, i32* %3, align 4
  %60 = load i32, i32* %4, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, i32* %4, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %46) ]
  catchret from %46 to label %62

62:                                               ; preds = %51
  br label %64

63:                                               ; preds = %45
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %46) ]
          to label %87 unwind label %83

64:                                               ; preds = %62, %68
  %65 = load i32, i32* %3, align 4
  %66 = mul nsw i32 %65, 2
  store i32 %66, i32* %3, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %29) ]
  catchret from %29 to label %67

67:                                               ; preds = %64
  br label %70

68:                                               ; preds = %34
  br label %64

69:                                               ; preds = %28
  invoke void @llvm.wasm.rethrow() #3 [ "funclet"(token %29) ]
          to label %87 unwind label %85

70:                                               ; preds = %67, %75
  %71 = load i32, i32* %3, align 4
  %72 = load i32, i32* %4, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, i32* %4, align 4
  call void @__cxa_end_catch() #1 [ "funclet"(token %13) ]
  catchret from %13 to label %74

74:                                               ; preds = %70
  br label %77

75:                                               ; preds = %18
  br label %70

76:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %13) ]
  unreachable

77:                                               ; preds = %74, %82
  %78 = load i32, i32* %3, align 4
  %79 = mul nsw i32 %78, 1000
  %80 = load i32, i32* %4, align 4
  %81 = add nsw i32 %79, %80
  ret i32 %81

82:                                               ; preds = %1
  br label %77

83:                                               ; preds = %63, %43
  %84 = cleanuppad within %29 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %84) ]
  cleanupret from %84 unwind label %85

85:                                               ; preds = %69, %83, %26
  %86 = cleanuppad within %13 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %86) ]
  cleanupret from %86 unwind to caller

87:                                               ; preds = %69, %63
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #5 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %2)
  %4 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %5 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %4, i32 noundef %5)
  %7 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %8 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %7, i32 noundef %8)
  %10 = call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %10)
  %12 = call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef %12)
  %14 = call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i32 noundef %14)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #6

attributes #0 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { noreturn }
attributes #4 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

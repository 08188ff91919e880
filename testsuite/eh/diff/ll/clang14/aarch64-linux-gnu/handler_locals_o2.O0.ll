; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z7throweri(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i64 4) #5
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z16inner_then_outeri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %48

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %51

18:                                               ; preds = %14
  %19 = load i8*, i8** %4, align 8
  %20 = call i8* @__cxa_begin_catch(i8* %19) #5
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %6, align 4
  %23 = load i32, i32* %6, align 4
  %24 = mul nsw i32 10, %23
  %25 = load i32, i32* %3, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %27 unwind label %28

27:                                               ; preds = %18
  br label %45

28:                                               ; preds = %18
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %4, align 8
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %5, align 4
  br label %32

32:                                               ; preds = %28
  %33 = load i32, i32* %5, align 4
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %32
  %37 = load i8*, i8** %4, align 8
  %38 = call i8* @__cxa_begin_catch(i8* %37) #5
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  store i32 %40, i32* %7, align 4
  %41 = load i32, i32* %7, align 4
  %42 = mul nsw i32 100, %41
  %43 = load i32, i32* %3, align 4
  %44 = add nsw i32 %43, %42
  store i32 %44, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %45

45:                                               ; preds = %36, %27
  %46 = load i32, i32* %3, align 4
  %47 = add nsw i32 %46, 1000
  store i32 %47, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %48

48:                                               ; preds = %45, %9
  %49 = load i32, i32* %3, align 4
  ret i32 %49

50:                                               ; preds = %32
  call void @__cxa_end_catch() #5
  br label %51

51:                                               ; preds = %50, %14
  %52 = load i8*, i8** %4, align 8
  %53 = load i32, i32* %5, align 4
  %54 = insertvalue { i8*, i32 } undef, i8* %52, 0
  %55 = insertvalue { i8*, i32 } %54, i32 %53, 1
  resume { i8*, i32 } %55
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  store i32 %10, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %52

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %6, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %55

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #5
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %8, align 4
  %25 = load i32, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef %25)
          to label %26 unwind label %32

26:                                               ; preds = %20
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 10
  store i32 %28, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %29 unwind label %32

29:                                               ; preds = %26
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 10000
  store i32 %31, i32* %5, align 4
  br label %51

32:                                               ; preds = %26, %20
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %6, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %7, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, i32* %7, align 4
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %54

40:                                               ; preds = %36
  %41 = load i8*, i8** %6, align 8
  %42 = call i8* @__cxa_begin_catch(i8* %41) #5
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %9, align 4
  %45 = load i32, i32* %9, align 4
  %46 = mul nsw i32 100, %45
  %47 = load i32, i32* %8, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, i32* %5, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, i32* %5, align 4
  call void @__cxa_end_catch() #5
  br label %51

51:                                               ; preds = %40, %29
  call void @__cxa_end_catch() #5
  br label %52

52:                                               ; preds = %51, %11
  %53 = load i32, i32* %5, align 4
  ret i32 %53

54:                                               ; preds = %36
  call void @__cxa_end_catch() #5
  br label %55

55:                                               ; preds = %54, %16
  %56 = load i8*, i8** %6, align 8
  %57 = load i32, i32* %7, align 4
  %58 = insertvalue { i8*, i32 } undef, i8* %56, 0
  %59 = insertvalue { i8*, i32 } %58, i32 %57, 1
  resume { i8*, i32 } %59
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Guard, align 8
  %10 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  store i32 %11, i32* %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %12 unwind label %13

12:                                               ; preds = %2
  br label %64

13:                                               ; preds = %2
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %6, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %7, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %7, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %67

21:                                               ; preds = %17
  %22 = load i8*, i8** %6, align 8
  %23 = call i8* @__cxa_begin_catch(i8* %22) #5
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %8, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %26 unwind label %40

26:                                               ; preds = %21
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 7
  store i32 %28, i32* %5, align 4
  %29 = getelementptr inbounds %struct.Guard, %struct.Guard* %9, i32 0, i32 0
  store i32* %8, i32** %29, align 8
  %30 = load i32, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef %30)
          to label %31 unwind label %44

31:                                               ; preds = %26
  %32 = load i32, i32* %5, align 4
  %33 = add nsw i32 %32, 50
  store i32 %33, i32* %5, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %9) #5
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 400
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %8, align 4
  invoke void @_Z7throweri(i32 noundef %36)
          to label %37 unwind label %40

37:                                               ; preds = %31
  %38 = load i32, i32* %5, align 4
  %39 = add nsw i32 %38, 5000
  store i32 %39, i32* %5, align 4
  br label %63

40:                                               ; preds = %31, %21
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %6, align 8
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %7, align 4
  br label %48

44:                                               ; preds = %26
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %6, align 8
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %7, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %9) #5
  br label %48

48:                                               ; preds = %44, %40
  %49 = load i32, i32* %7, align 4
  %50 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %66

52:                                               ; preds = %48
  %53 = load i8*, i8** %6, align 8
  %54 = call i8* @__cxa_begin_catch(i8* %53) #5
  %55 = bitcast i8* %54 to i32*
  %56 = load i32, i32* %55, align 4
  store i32 %56, i32* %10, align 4
  %57 = load i32, i32* %10, align 4
  %58 = mul nsw i32 100, %57
  %59 = load i32, i32* %8, align 4
  %60 = add nsw i32 %58, %59
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, i32* %5, align 4
  call void @__cxa_end_catch() #5
  br label %63

63:                                               ; preds = %52, %37
  call void @__cxa_end_catch() #5
  br label %64

64:                                               ; preds = %63, %12
  %65 = load i32, i32* %5, align 4
  ret i32 %65

66:                                               ; preds = %48
  call void @__cxa_end_catch() #5
  br label %67

67:                                               ; preds = %66, %17
  %68 = load i8*, i8** %6, align 8
  %69 = load i32, i32* %7, align 4
  %70 = insertvalue { i8*, i32 } undef, i8* %68, 0
  %71 = insertvalue { i8*, i32 } %70, i32 %69, 1
  resume { i8*, i32 } %71
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
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
define dso_local noundef i32 @_Z10past_inneri(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %9 unwind label %18

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %12 unwind label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, 20
  store i32 %14, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 4)
          to label %15 unwind label %22

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 5000
  store i32 %17, i32* %3, align 4
  br label %52

18:                                               ; preds = %1
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %4, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %5, align 4
  br label %30

22:                                               ; preds = %12, %9
  %23 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %4, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %5, align 4
  br label %26

26:                                               ; preds = %22
  %27 = load i32, i32* %5, align 4
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #5
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %45, label %30

30:                                               ; preds = %26, %18
  %31 = load i32, i32* %5, align 4
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %53

34:                                               ; preds = %30
  %35 = load i8*, i8** %4, align 8
  %36 = call i8* @__cxa_begin_catch(i8* %35) #5
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %7, align 4
  %40 = mul nsw i32 300, %39
  %41 = load i32, i32* %3, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %43

43:                                               ; preds = %34, %52
  %44 = load i32, i32* %3, align 4
  ret i32 %44

45:                                               ; preds = %26
  %46 = load i8*, i8** %4, align 8
  %47 = call i8* @__cxa_begin_catch(i8* %46) #5
  %48 = bitcast i8* %47 to double*
  %49 = load double, double* %48, align 8
  store double %49, double* %6, align 8
  %50 = load i32, i32* %3, align 4
  %51 = add nsw i32 %50, 7000
  store i32 %51, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %52

52:                                               ; preds = %45, %15
  br label %43

53:                                               ; preds = %30
  %54 = load i8*, i8** %4, align 8
  %55 = load i32, i32* %5, align 4
  %56 = insertvalue { i8*, i32 } undef, i8* %54, 0
  %57 = insertvalue { i8*, i32 } %56, i32 %55, 1
  resume { i8*, i32 } %57
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z11loop_nestedi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %10

10:                                               ; preds = %74, %1
  %11 = load i32, i32* %5, align 4
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %78

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  br label %21

19:                                               ; preds = %14
  %20 = load i32, i32* %5, align 4
  br label %21

21:                                               ; preds = %19, %18
  %22 = phi i32 [ -1, %18 ], [ %20, %19 ]
  invoke void @_Z7throweri(i32 noundef %22)
          to label %23 unwind label %26

23:                                               ; preds = %21
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 7
  store i32 %25, i32* %4, align 4
  br label %73

26:                                               ; preds = %21
  %27 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %6, align 8
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %7, align 4
  br label %30

30:                                               ; preds = %26
  %31 = load i32, i32* %7, align 4
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %83

34:                                               ; preds = %30
  %35 = load i8*, i8** %6, align 8
  %36 = call i8* @__cxa_begin_catch(i8* %35) #5
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %8, align 4
  %39 = load i32, i32* %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %3, align 4
  %41 = load i32, i32* %8, align 4
  %42 = srem i32 %41, 2
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %34
  %45 = load i32, i32* %8, align 4
  br label %47

46:                                               ; preds = %34
  br label %47

47:                                               ; preds = %46, %44
  %48 = phi i32 [ %45, %44 ], [ -1, %46 ]
  invoke void @_Z7throweri(i32 noundef %48)
          to label %49 unwind label %52

49:                                               ; preds = %47
  %50 = load i32, i32* %4, align 4
  %51 = add nsw i32 %50, 1000
  store i32 %51, i32* %4, align 4
  br label %70

52:                                               ; preds = %47
  %53 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %6, align 8
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %7, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %7, align 4
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %77

60:                                               ; preds = %56
  %61 = load i8*, i8** %6, align 8
  %62 = call i8* @__cxa_begin_catch(i8* %61) #5
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4
  store i32 %64, i32* %9, align 4
  %65 = load i32, i32* %9, align 4
  %66 = load i32, i32* %4, align 4
  %67 = add nsw i32 %66, %65
  store i32 %67, i32* %4, align 4
  %68 = load i32, i32* %3, align 4
  %69 = add nsw i32 %68, 10
  store i32 %69, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %70

70:                                               ; preds = %60, %49
  %71 = load i32, i32* %4, align 4
  %72 = add nsw i32 %71, 2
  store i32 %72, i32* %4, align 4
  call void @__cxa_end_catch() #5
  br label %73

73:                                               ; preds = %70, %23
  br label %74

74:                                               ; preds = %73
  %75 = load i32, i32* %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %5, align 4
  br label %10, !llvm.loop !10

77:                                               ; preds = %56
  call void @__cxa_end_catch() #5
  br label %83

78:                                               ; preds = %10
  %79 = load i32, i32* %3, align 4
  %80 = mul nsw i32 %79, 100000
  %81 = load i32, i32* %4, align 4
  %82 = add nsw i32 %80, %81
  ret i32 %82

83:                                               ; preds = %77, %30
  %84 = load i8*, i8** %6, align 8
  %85 = load i32, i32* %7, align 4
  %86 = insertvalue { i8*, i32 } undef, i8* %84, 0
  %87 = insertvalue { i8*, i32 } %86, i32 %85, 1
  resume { i8*, i32 } %87
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12three_levelsi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  store i32 %10, i32* %3, align 4
  store i32 0, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %1
  br label %73

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %5, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %6, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %80

20:                                               ; preds = %16
  %21 = load i8*, i8** %5, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #5
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %7, align 4
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, i32* %3, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %28 unwind label %29

28:                                               ; preds = %20
  br label %69

29:                                               ; preds = %20
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %5, align 8
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %6, align 4
  br label %33

33:                                               ; preds = %29
  %34 = load i32, i32* %6, align 4
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %79

37:                                               ; preds = %33
  %38 = load i8*, i8** %5, align 8
  %39 = call i8* @__cxa_begin_catch(i8* %38) #5
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4
  store i32 %41, i32* %8, align 4
  %42 = load i32, i32* %8, align 4
  %43 = load i32, i32* %3, align 4
  %44 = add nsw i32 %43, %42
  store i32 %44, i32* %3, align 4
  %45 = load i32, i32* %3, align 4
  store i32 %45, i32* %4, align 4
  invoke void @_Z7throweri(i32 noundef 3)
          to label %46 unwind label %47

46:                                               ; preds = %37
  br label %66

47:                                               ; preds = %37
  %48 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %49 = extractvalue { i8*, i32 } %48, 0
  store i8* %49, i8** %5, align 8
  %50 = extractvalue { i8*, i32 } %48, 1
  store i32 %50, i32* %6, align 4
  br label %51

51:                                               ; preds = %47
  %52 = load i32, i32* %6, align 4
  %53 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %78

55:                                               ; preds = %51
  %56 = load i8*, i8** %5, align 8
  %57 = call i8* @__cxa_begin_catch(i8* %56) #5
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %9, align 4
  %60 = load i32, i32* %9, align 4
  %61 = load i32, i32* %3, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, i32* %3, align 4
  %63 = load i32, i32* %3, align 4
  %64 = load i32, i32* %4, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, i32* %4, align 4
  call void @__cxa_end_catch() #5
  br label %66

66:                                               ; preds = %55, %46
  %67 = load i32, i32* %3, align 4
  %68 = mul nsw i32 %67, 2
  store i32 %68, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %69

69:                                               ; preds = %66, %28
  %70 = load i32, i32* %3, align 4
  %71 = load i32, i32* %4, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, i32* %4, align 4
  call void @__cxa_end_catch() #5
  br label %73

73:                                               ; preds = %69, %11
  %74 = load i32, i32* %3, align 4
  %75 = mul nsw i32 %74, 1000
  %76 = load i32, i32* %4, align 4
  %77 = add nsw i32 %75, %76
  ret i32 %77

78:                                               ; preds = %51
  call void @__cxa_end_catch() #5
  br label %79

79:                                               ; preds = %78, %33
  call void @__cxa_end_catch() #5
  br label %80

80:                                               ; preds = %79, %16
  %81 = load i8*, i8** %5, align 8
  %82 = load i32, i32* %6, align 4
  %83 = insertvalue { i8*, i32 } undef, i8* %81, 0
  %84 = insertvalue { i8*, i32 } %83, i32 %82, 1
  resume { i8*, i32 } %84
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %2)
  %4 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %5 = call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4, i32 noundef %5)
  %7 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %8 = call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %7, i32 noundef %8)
  %10 = call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %10)
  %12 = call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %12)
  %14 = call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %14)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind readnone }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}

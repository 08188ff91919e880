; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Guard = type { ptr }

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone
define void @_Z7throweri(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 4) #5
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %6, align 8
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #6
  unreachable

8:                                                ; preds = %1
  ret void
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z16inner_then_outeri(i32 noundef %0) #0 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %46

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %49

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #5
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = mul nsw i32 10, %22
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %26 unwind label %27

26:                                               ; preds = %18
  br label %43

27:                                               ; preds = %18
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %4, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %48

35:                                               ; preds = %31
  %36 = load ptr, ptr %4, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #5
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %7, align 4
  %39 = load i32, ptr %7, align 4
  %40 = mul nsw i32 100, %39
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %43

43:                                               ; preds = %35, %26
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1000
  store i32 %45, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %46

46:                                               ; preds = %43, %9
  %47 = load i32, ptr %3, align 4
  ret i32 %47

48:                                               ; preds = %31
  call void @__cxa_end_catch() #5
  br label %49

49:                                               ; preds = %48, %14
  %50 = load ptr, ptr %4, align 4
  %51 = load i32, ptr %5, align 4
  %52 = insertvalue { ptr, i32 } poison, ptr %50, 0
  %53 = insertvalue { ptr, i32 } %52, i32 %51, 1
  resume { ptr, i32 } %53
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_sj0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %50

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %53

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #5
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef %24)
          to label %25 unwind label %31

25:                                               ; preds = %20
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 10
  store i32 %27, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %28 unwind label %31

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 10000
  store i32 %30, ptr %5, align 4
  br label %49

31:                                               ; preds = %25, %20
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %6, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %7, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %7, align 4
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %52

39:                                               ; preds = %35
  %40 = load ptr, ptr %6, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #5
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %9, align 4
  %43 = load i32, ptr %9, align 4
  %44 = mul nsw i32 100, %43
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %5, align 4
  call void @__cxa_end_catch() #5
  br label %49

49:                                               ; preds = %39, %28
  call void @__cxa_end_catch() #5
  br label %50

50:                                               ; preds = %49, %11
  %51 = load i32, ptr %5, align 4
  ret i32 %51

52:                                               ; preds = %35
  call void @__cxa_end_catch() #5
  br label %53

53:                                               ; preds = %52, %16
  %54 = load ptr, ptr %6, align 4
  %55 = load i32, ptr %7, align 4
  %56 = insertvalue { ptr, i32 } poison, ptr %54, 0
  %57 = insertvalue { ptr, i32 } %56, i32 %55, 1
  resume { ptr, i32 } %57
}

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_sj0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Guard, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  store i32 %11, ptr %5, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %12 unwind label %13

12:                                               ; preds = %2
  br label %64

13:                                               ; preds = %2
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %6, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %7, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %7, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %67

21:                                               ; preds = %17
  %22 = load ptr, ptr %6, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #5
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %8, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %25 unwind label %40

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 7
  store i32 %27, ptr %5, align 4
  %28 = getelementptr inbounds %struct.Guard, ptr %9, i32 0, i32 0
  store ptr %8, ptr %28, align 4
  %29 = load i32, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef %29)
          to label %30 unwind label %44

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 50
  store i32 %32, ptr %5, align 4
  %33 = call noundef ptr @_ZN5GuardD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #5
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 400
  store i32 %35, ptr %5, align 4
  %36 = load i32, ptr %8, align 4
  invoke void @_Z7throweri(i32 noundef %36)
          to label %37 unwind label %40

37:                                               ; preds = %30
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, 5000
  store i32 %39, ptr %5, align 4
  br label %63

40:                                               ; preds = %30, %21
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %6, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %7, align 4
  br label %49

44:                                               ; preds = %25
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %6, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %7, align 4
  %48 = call noundef ptr @_ZN5GuardD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #5
  br label %49

49:                                               ; preds = %44, %40
  %50 = load i32, ptr %7, align 4
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %66

53:                                               ; preds = %49
  %54 = load ptr, ptr %6, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #5
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %10, align 4
  %57 = load i32, ptr %10, align 4
  %58 = mul nsw i32 100, %57
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %58, %59
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr %5, align 4
  call void @__cxa_end_catch() #5
  br label %63

63:                                               ; preds = %53, %37
  call void @__cxa_end_catch() #5
  br label %64

64:                                               ; preds = %63, %12
  %65 = load i32, ptr %5, align 4
  ret i32 %65

66:                                               ; preds = %49
  call void @__cxa_end_catch() #5
  br label %67

67:                                               ; preds = %66, %17
  %68 = load ptr, ptr %6, align 4
  %69 = load i32, ptr %7, align 4
  %70 = insertvalue { ptr, i32 } poison, ptr %68, 0
  %71 = insertvalue { ptr, i32 } %70, i32 %69, 1
  resume { ptr, i32 } %71
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5GuardD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #5
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z10past_inneri(i32 noundef %0) #0 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %9 unwind label %18

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef -1)
          to label %12 unwind label %22

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 20
  store i32 %14, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 4)
          to label %15 unwind label %22

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 5000
  store i32 %17, ptr %3, align 4
  br label %50

18:                                               ; preds = %1
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %4, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %5, align 4
  br label %30

22:                                               ; preds = %12, %9
  %23 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %4, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #5
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %44, label %30

30:                                               ; preds = %26, %18
  %31 = load i32, ptr %5, align 4
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %51

34:                                               ; preds = %30
  %35 = load ptr, ptr %4, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #5
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %7, align 4
  %38 = load i32, ptr %7, align 4
  %39 = mul nsw i32 300, %38
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %42

42:                                               ; preds = %34, %50
  %43 = load i32, ptr %3, align 4
  ret i32 %43

44:                                               ; preds = %26
  %45 = load ptr, ptr %4, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #5
  %47 = load double, ptr %46, align 4
  store double %47, ptr %6, align 8
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 7000
  store i32 %49, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %50

50:                                               ; preds = %44, %15
  br label %42

51:                                               ; preds = %30
  %52 = load ptr, ptr %4, align 4
  %53 = load i32, ptr %5, align 4
  %54 = insertvalue { ptr, i32 } poison, ptr %52, 0
  %55 = insertvalue { ptr, i32 } %54, i32 %53, 1
  resume { ptr, i32 } %55
}

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z11loop_nestedi(i32 noundef %0) #0 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %72, %1
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %76

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  br label %21

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  br label %21

21:                                               ; preds = %19, %18
  %22 = phi i32 [ -1, %18 ], [ %20, %19 ]
  invoke void @_Z7throweri(i32 noundef %22)
          to label %23 unwind label %26

23:                                               ; preds = %21
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 7
  store i32 %25, ptr %4, align 4
  br label %71

26:                                               ; preds = %21
  %27 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %6, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %7, align 4
  br label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %7, align 4
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %81

34:                                               ; preds = %30
  %35 = load ptr, ptr %6, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #5
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  %40 = load i32, ptr %8, align 4
  %41 = srem i32 %40, 2
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %34
  %44 = load i32, ptr %8, align 4
  br label %46

45:                                               ; preds = %34
  br label %46

46:                                               ; preds = %45, %43
  %47 = phi i32 [ %44, %43 ], [ -1, %45 ]
  invoke void @_Z7throweri(i32 noundef %47)
          to label %48 unwind label %51

48:                                               ; preds = %46
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1000
  store i32 %50, ptr %4, align 4
  br label %68

51:                                               ; preds = %46
  %52 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %6, align 4
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %7, align 4
  br label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %7, align 4
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %75

59:                                               ; preds = %55
  %60 = load ptr, ptr %6, align 4
  %61 = call ptr @__cxa_begin_catch(ptr %60) #5
  %62 = load i32, ptr %61, align 4
  store i32 %62, ptr %9, align 4
  %63 = load i32, ptr %9, align 4
  %64 = load i32, ptr %4, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %4, align 4
  %66 = load i32, ptr %3, align 4
  %67 = add nsw i32 %66, 10
  store i32 %67, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %68

68:                                               ; preds = %59, %48
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, 2
  store i32 %70, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %71

71:                                               ; preds = %68, %23
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %5, align 4
  br label %10, !llvm.loop !5

75:                                               ; preds = %55
  call void @__cxa_end_catch() #5
  br label %81

76:                                               ; preds = %10
  %77 = load i32, ptr %3, align 4
  %78 = mul nsw i32 %77, 100000
  %79 = load i32, ptr %4, align 4
  %80 = add nsw i32 %78, %79
  ret i32 %80

81:                                               ; preds = %75, %30
  %82 = load ptr, ptr %6, align 4
  %83 = load i32, ptr %7, align 4
  %84 = insertvalue { ptr, i32 } poison, ptr %82, 0
  %85 = insertvalue { ptr, i32 } %84, i32 %83, 1
  resume { ptr, i32 } %85
}

; Function Attrs: mustprogress noinline optnone
define noundef i32 @_Z12three_levelsi(i32 noundef %0) #0 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %3, align 4
  store i32 0, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %1
  br label %70

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %5, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %6, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %77

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #5
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %7, align 4
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %3, align 4
  invoke void @_Z7throweri(i32 noundef 2)
          to label %27 unwind label %28

27:                                               ; preds = %20
  br label %66

28:                                               ; preds = %20
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %5, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %6, align 4
  br label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %76

36:                                               ; preds = %32
  %37 = load ptr, ptr %5, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #5
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %8, align 4
  %40 = load i32, ptr %8, align 4
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %3, align 4
  %43 = load i32, ptr %3, align 4
  store i32 %43, ptr %4, align 4
  invoke void @_Z7throweri(i32 noundef 3)
          to label %44 unwind label %45

44:                                               ; preds = %36
  br label %63

45:                                               ; preds = %36
  %46 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %5, align 4
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %6, align 4
  br label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %6, align 4
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %75

53:                                               ; preds = %49
  %54 = load ptr, ptr %5, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #5
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %9, align 4
  %57 = load i32, ptr %9, align 4
  %58 = load i32, ptr %3, align 4
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr %3, align 4
  %60 = load i32, ptr %3, align 4
  %61 = load i32, ptr %4, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %63

63:                                               ; preds = %53, %44
  %64 = load i32, ptr %3, align 4
  %65 = mul nsw i32 %64, 2
  store i32 %65, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %66

66:                                               ; preds = %63, %27
  %67 = load i32, ptr %3, align 4
  %68 = load i32, ptr %4, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %70

70:                                               ; preds = %66, %11
  %71 = load i32, ptr %3, align 4
  %72 = mul nsw i32 %71, 1000
  %73 = load i32, ptr %4, align 4
  %74 = add nsw i32 %72, %73
  ret i32 %74

75:                                               ; preds = %49
  call void @__cxa_end_catch() #5
  br label %76

76:                                               ; preds = %75, %32
  call void @__cxa_end_catch() #5
  br label %77

77:                                               ; preds = %76, %16
  %78 = load ptr, ptr %5, align 4
  %79 = load i32, ptr %6, align 4
  %80 = insertvalue { ptr, i32 } poison, ptr %78, 0
  %81 = insertvalue { ptr, i32 } %80, i32 %79, 1
  resume { ptr, i32 } %81
}

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #3 {
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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
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

attributes #0 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

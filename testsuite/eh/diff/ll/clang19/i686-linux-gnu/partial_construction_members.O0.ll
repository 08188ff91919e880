; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN6HolderD2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

$_ZN10BodyThrowsD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Outer, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.BodyThrows, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2)
          to label %10 unwind label %11

10:                                               ; preds = %0
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2) #6
  br label %26

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %73

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #6
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %5, align 4
  %23 = load i32, ptr %5, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23)
          to label %25 unwind label %28

25:                                               ; preds = %19
  call void @__cxa_end_catch() #6
  br label %26

26:                                               ; preds = %25, %10
  invoke void @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %6)
          to label %27 unwind label %32

27:                                               ; preds = %26
  call void @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %6) #6
  br label %47

28:                                               ; preds = %19
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %3, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %73

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %3, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %4, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %73

40:                                               ; preds = %36
  %41 = load ptr, ptr %3, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #6
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %7, align 4
  %44 = load i32, ptr %7, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44)
          to label %46 unwind label %49

46:                                               ; preds = %40
  call void @__cxa_end_catch() #6
  br label %47

47:                                               ; preds = %46, %27
  invoke void @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8)
          to label %48 unwind label %53

48:                                               ; preds = %47
  call void @_ZN10BodyThrowsD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %68

49:                                               ; preds = %40
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %3, align 4
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %73

53:                                               ; preds = %47
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %3, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %4, align 4
  br label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %4, align 4
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %73

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 4
  %63 = call ptr @__cxa_begin_catch(ptr %62) #6
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %9, align 4
  %65 = load i32, ptr %9, align 4
  %66 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65)
          to label %67 unwind label %69

67:                                               ; preds = %61
  call void @__cxa_end_catch() #6
  br label %68

68:                                               ; preds = %67, %48
  ret i32 0

69:                                               ; preds = %61
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %3, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %73

73:                                               ; preds = %69, %57, %49, %36, %28, %15
  %74 = load ptr, ptr %3, align 4
  %75 = load i32, ptr %4, align 4
  %76 = insertvalue { ptr, i32 } poison, ptr %74, 0
  %77 = insertvalue { ptr, i32 } %76, i32 %75, 1
  resume { ptr, i32 } %77
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
  %7 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
          to label %8 unwind label %15

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 2
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
          to label %10 unwind label %19

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 3
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 4)
          to label %12 unwind label %23

12:                                               ; preds = %10
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %14 unwind label %27

14:                                               ; preds = %12
  ret void

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %3, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %4, align 4
  br label %33

19:                                               ; preds = %8
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %32

23:                                               ; preds = %10
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %31

27:                                               ; preds = %12
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %31

31:                                               ; preds = %27, %23
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %32

32:                                               ; preds = %31, %19
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %33

33:                                               ; preds = %32, %15
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %34

34:                                               ; preds = %33
  %35 = load ptr, ptr %3, align 4
  %36 = load i32, ptr %4, align 4
  %37 = insertvalue { ptr, i32 } poison, ptr %35, 0
  %38 = insertvalue { ptr, i32 } %37, i32 %36, 1
  resume { ptr, i32 } %38
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %7 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  %8 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  %9 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #7
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 11)
  %7 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 12)
          to label %8 unwind label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 2
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 13)
          to label %10 unwind label %15

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %19

15:                                               ; preds = %8
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %3, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %4, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %19

19:                                               ; preds = %15, %11
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %20

20:                                               ; preds = %19
  %21 = load ptr, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %7 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  %8 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  ret void

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 21)
  %7 = getelementptr inbounds %struct.BodyThrows, ptr %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 22)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %10 unwind label %16

10:                                               ; preds = %8
  %11 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 23, ptr %11, align 16
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #8
          to label %26 unwind label %16

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %20

16:                                               ; preds = %10, %8
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %3, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %4, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %20

20:                                               ; preds = %16, %12
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %21

21:                                               ; preds = %20
  %22 = load ptr, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25

26:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 1
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %7 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 3
  br i1 %13, label %18, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 13
  br i1 %17, label %18, label %22

18:                                               ; preds = %14, %2
  %19 = call ptr @__cxa_allocate_exception(i32 4) #6
  %20 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIi, ptr null) #8
  unreachable

22:                                               ; preds = %14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

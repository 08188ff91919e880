; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: mustprogress noinline norecurse optnone
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
  %10 = invoke noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2)
          to label %11 unwind label %13

11:                                               ; preds = %0
  %12 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2) #6
  br label %28

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %79

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #6
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25)
          to label %27 unwind label %32

27:                                               ; preds = %21
  call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %27, %11
  %29 = invoke noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %6)
          to label %30 unwind label %36

30:                                               ; preds = %28
  %31 = call noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %6) #6
  br label %51

32:                                               ; preds = %21
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %3, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %79

36:                                               ; preds = %28
  %37 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %3, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %4, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %79

44:                                               ; preds = %40
  %45 = load ptr, ptr %3, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #6
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %7, align 4
  %48 = load i32, ptr %7, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %48)
          to label %50 unwind label %55

50:                                               ; preds = %44
  call void @__cxa_end_catch() #6
  br label %51

51:                                               ; preds = %50, %30
  %52 = invoke noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8)
          to label %53 unwind label %59

53:                                               ; preds = %51
  %54 = call noundef ptr @_ZN10BodyThrowsD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %74

55:                                               ; preds = %44
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %3, align 4
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %79

59:                                               ; preds = %51
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %3, align 4
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %4, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %4, align 4
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %79

67:                                               ; preds = %63
  %68 = load ptr, ptr %3, align 4
  %69 = call ptr @__cxa_begin_catch(ptr %68) #6
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %9, align 4
  %71 = load i32, ptr %9, align 4
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %71)
          to label %73 unwind label %75

73:                                               ; preds = %67
  call void @__cxa_end_catch() #6
  br label %74

74:                                               ; preds = %73, %53
  ret i32 0

75:                                               ; preds = %67
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %3, align 4
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %79

79:                                               ; preds = %75, %63, %55, %40, %32, %17
  %80 = load ptr, ptr %3, align 4
  %81 = load i32, ptr %4, align 4
  %82 = insertvalue { ptr, i32 } poison, ptr %80, 0
  %83 = insertvalue { ptr, i32 } %82, i32 %81, 1
  resume { ptr, i32 } %83
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 0
  %7 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
  %8 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 1
  %9 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 2)
          to label %10 unwind label %19

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 2
  %12 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 3)
          to label %13 unwind label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 3
  %15 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef 4)
          to label %16 unwind label %27

16:                                               ; preds = %13
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %18 unwind label %31

18:                                               ; preds = %16
  ret ptr %5

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %40

23:                                               ; preds = %10
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %38

27:                                               ; preds = %13
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  br label %36

31:                                               ; preds = %16
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  %35 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %36

36:                                               ; preds = %31, %27
  %37 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %38

38:                                               ; preds = %36, %23
  %39 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %40

40:                                               ; preds = %38, %19
  %41 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %42

42:                                               ; preds = %40
  %43 = load ptr, ptr %3, align 4
  %44 = load i32, ptr %4, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %14

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %8 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %11 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  %12 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %13 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  ret ptr %3

14:                                               ; preds = %1
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #7
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 11)
  %8 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 1
  %9 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 12)
          to label %10 unwind label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 2
  %12 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 13)
          to label %13 unwind label %18

13:                                               ; preds = %10
  ret ptr %5

14:                                               ; preds = %1
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %23

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  %22 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %23

23:                                               ; preds = %18, %14
  %24 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %25

25:                                               ; preds = %23
  %26 = load ptr, ptr %3, align 4
  %27 = load i32, ptr %4, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %8 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %11 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  ret ptr %3

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %6 = load ptr, ptr %3, align 4
  store ptr %6, ptr %2, align 4
  %7 = getelementptr inbounds %struct.BodyThrows, ptr %6, i32 0, i32 0
  %8 = call noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 21)
  %9 = getelementptr inbounds %struct.BodyThrows, ptr %6, i32 0, i32 1
  %10 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 22)
          to label %11 unwind label %15

11:                                               ; preds = %1
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %13 unwind label %19

13:                                               ; preds = %11
  %14 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 23, ptr %14, align 8
  invoke void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #8
          to label %31 unwind label %19

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %4, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %24

19:                                               ; preds = %13, %11
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %4, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %5, align 4
  %23 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %24

24:                                               ; preds = %19, %15
  %25 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %26

26:                                               ; preds = %24
  %27 = load ptr, ptr %4, align 4
  %28 = load i32, ptr %5, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30

31:                                               ; preds = %13
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN10BodyThrowsD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 1
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %8 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 0
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  ret ptr %3

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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
  store i32 %21, ptr %19, align 8
  call void @__cxa_throw(ptr %19, ptr @_ZTIi, ptr null) #8
  unreachable

22:                                               ; preds = %14
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

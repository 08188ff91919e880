; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$_ZN5NoisyC2Ei = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN5LocalD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Noisy, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %8 unwind label %17

8:                                                ; preds = %0
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
          to label %10 unwind label %17

10:                                               ; preds = %8
  %11 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %12 unwind label %17

12:                                               ; preds = %10
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11)
          to label %14 unwind label %17

14:                                               ; preds = %12
  invoke void @_ZN5NoisyC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %21

15:                                               ; preds = %14
  invoke void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4)
          to label %16 unwind label %21

16:                                               ; preds = %15
  br label %36

17:                                               ; preds = %36, %12, %10, %8, %0
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %2, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %3, align 4
  br label %42

21:                                               ; preds = %15, %14
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %2, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %3, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %42

29:                                               ; preds = %25
  %30 = load ptr, ptr %2, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #7
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33)
          to label %35 unwind label %38

35:                                               ; preds = %29
  call void @__cxa_end_catch() #7
  br label %36

36:                                               ; preds = %35, %16
  %37 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 99, ptr %37, align 16
  invoke void @__cxa_throw(ptr %37, ptr @_ZTIi, ptr null) #8
          to label %64 unwind label %17

38:                                               ; preds = %29
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %2, align 4
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %42

42:                                               ; preds = %38, %25, %17
  %43 = load i32, ptr %3, align 4
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %59

46:                                               ; preds = %42
  %47 = load ptr, ptr %2, align 4
  %48 = call ptr @__cxa_begin_catch(ptr %47) #7
  %49 = load i32, ptr %48, align 4
  store i32 %49, ptr %6, align 4
  %50 = load i32, ptr %6, align 4
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %50)
          to label %52 unwind label %53

52:                                               ; preds = %46
  store i32 3, ptr %1, align 4
  call void @__cxa_end_catch() #7
  br label %57

53:                                               ; preds = %46
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %2, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %59

57:                                               ; preds = %52
  %58 = load i32, ptr %1, align 4
  ret i32 %58

59:                                               ; preds = %53, %42
  %60 = load ptr, ptr %2, align 4
  %61 = load i32, ptr %3, align 4
  %62 = insertvalue { ptr, i32 } poison, ptr %60, 0
  %63 = insertvalue { ptr, i32 } %62, i32 %61, 1
  resume { ptr, i32 } %63

64:                                               ; preds = %36
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sgt i32 %8, 2
  br i1 %9, label %10, label %30

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #7
  %12 = load i32, ptr %3, align 4
  store i32 %12, ptr %11, align 16
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #8
          to label %45 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %5, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %6, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %40

21:                                               ; preds = %17
  %22 = load ptr, ptr %5, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #7
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %7, align 4
  %25 = load i32, ptr %7, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25)
          to label %27 unwind label %33

27:                                               ; preds = %21
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 0, %28
  store i32 %29, ptr %2, align 4
  call void @__cxa_end_catch() #7
  br label %38

30:                                               ; preds = %1
  %31 = load i32, ptr %3, align 4
  %32 = mul nsw i32 %31, 10
  store i32 %32, ptr %2, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7
  br label %38

33:                                               ; preds = %21
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %5, align 4
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %6, align 4
  call void @__cxa_end_catch() #7
  br label %40

37:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

38:                                               ; preds = %27, %30
  %39 = load i32, ptr %2, align 4
  ret i32 %39

40:                                               ; preds = %33, %17
  %41 = load ptr, ptr %5, align 4
  %42 = load i32, ptr %6, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44

45:                                               ; preds = %10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %6 = load ptr, ptr %2, align 4
  %7 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %8)
          to label %10 unwind label %18

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  invoke void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #8
          to label %45 unwind label %18

18:                                               ; preds = %14, %1
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %22
  %27 = load ptr, ptr %3, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #7
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %30)
          to label %32 unwind label %35

32:                                               ; preds = %26
  invoke void @__cxa_rethrow()
          to label %33 unwind label %35

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %10
  br label %39

35:                                               ; preds = %32, %26
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %3, align 4
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %40

39:                                               ; preds = %34
  ret void

40:                                               ; preds = %35, %22
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %4, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44

45:                                               ; preds = %14
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #9
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

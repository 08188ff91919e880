; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Counter = type { i32 }

$_ZN7CounterC2Ei = comdat any

$_ZN7CounterD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = invoke noundef i32 @_ZL4divei(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %24

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %52

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #7
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr @_ZL9destroyed, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %16
  call void @__cxa_end_catch() #7
  br label %24

24:                                               ; preds = %23, %7
  %25 = invoke noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %26 unwind label %31

26:                                               ; preds = %24
  br label %47

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %52

31:                                               ; preds = %24
  %32 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %2, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %3, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %3, align 4
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %52

39:                                               ; preds = %35
  %40 = load ptr, ptr %2, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #7
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %5, align 4
  %43 = load i32, ptr %5, align 4
  %44 = load i32, ptr @_ZL8rethrows, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i32 noundef %44)
          to label %46 unwind label %48

46:                                               ; preds = %39
  call void @__cxa_end_catch() #7
  br label %47

47:                                               ; preds = %46, %26
  ret i32 0

48:                                               ; preds = %39
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %2, align 4
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %52

52:                                               ; preds = %48, %35, %27, %12
  %53 = load ptr, ptr %2, align 4
  %54 = load i32, ptr %3, align 4
  %55 = insertvalue { ptr, i32 } poison, ptr %53, 0
  %56 = insertvalue { ptr, i32 } %55, i32 %54, 1
  resume { ptr, i32 } %56
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4divei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  call void @_ZN7CounterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 10000
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #7
  %11 = load i32, ptr %2, align 4
  store i32 %11, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #8
          to label %27 unwind label %12

12:                                               ; preds = %16, %9
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %22

16:                                               ; preds = %1
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  %19 = invoke noundef i32 @_ZL4divei(i32 noundef %18)
          to label %20 unwind label %12

20:                                               ; preds = %16
  %21 = add nsw i32 %19, 1
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret i32 %21

22:                                               ; preds = %12
  %23 = load ptr, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5chaini(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 300
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #7
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 0, %9
  store i32 %10, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #8
  unreachable

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 1
  %14 = invoke noundef i32 @_ZL5chaini(i32 noundef %13)
          to label %15 unwind label %17

15:                                               ; preds = %11
  %16 = add nsw i32 %14, 1
  ret i32 %16

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #7
  %24 = load i32, ptr @_ZL8rethrows, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @_ZL8rethrows, align 4
  invoke void @__cxa_rethrow() #8
          to label %40 unwind label %26

26:                                               ; preds = %21
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %30 unwind label %37

30:                                               ; preds = %26
  br label %32

31:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

32:                                               ; preds = %30
  %33 = load ptr, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36

37:                                               ; preds = %26
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  call void @__clang_call_terminate(ptr %39) #9
  unreachable

40:                                               ; preds = %21
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 1000000
  %9 = load i32, ptr @_ZL9destroyed, align 4
  %10 = add nsw i32 %9, %8
  store i32 %10, ptr @_ZL9destroyed, align 4
  ret void
}

declare void @__cxa_rethrow()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
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

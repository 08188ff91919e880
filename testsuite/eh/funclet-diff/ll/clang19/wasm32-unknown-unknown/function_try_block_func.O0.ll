; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$_ZN5NoisyC2Ei = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN5LocalD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Noisy, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %7 unwind label %36

7:                                                ; preds = %0
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6)
          to label %9 unwind label %36

9:                                                ; preds = %7
  %10 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %11 unwind label %36

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %10)
          to label %13 unwind label %36

13:                                               ; preds = %11
  %14 = invoke noundef ptr @_ZN5NoisyC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 2)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = invoke noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %54 unwind label %17

17:                                               ; preds = %15, %13
  %18 = catchswitch within none [label %19] unwind label %36

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @_ZTIi]
  %21 = call ptr @llvm.wasm.get.exception(token %20)
  store ptr %21, ptr %3, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %19
  %26 = load ptr, ptr %3, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #8 [ "funclet"(token %20) ]
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %29) [ "funclet"(token %20) ]
          to label %31 unwind label %55

31:                                               ; preds = %25
  call void @__cxa_end_catch() #8 [ "funclet"(token %20) ]
  catchret from %20 to label %32

32:                                               ; preds = %31
  br label %34

33:                                               ; preds = %19
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %20) ]
          to label %60 unwind label %36

34:                                               ; preds = %32, %54
  %35 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 99, ptr %35, align 16
  invoke void @__cxa_throw(ptr %35, ptr @_ZTIi, ptr null) #6
          to label %60 unwind label %36

36:                                               ; preds = %34, %33, %55, %17, %11, %9, %7, %0
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr @_ZTIi]
  %40 = call ptr @llvm.wasm.get.exception(token %39)
  store ptr %40, ptr %3, align 4
  %41 = call i32 @llvm.wasm.get.ehselector(token %39)
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %38
  %45 = load ptr, ptr %3, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #8 [ "funclet"(token %39) ]
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %5, align 4
  %48 = load i32, ptr %5, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %48) [ "funclet"(token %39) ]
          to label %50 unwind label %57

50:                                               ; preds = %44
  store i32 3, ptr %1, align 4
  call void @__cxa_end_catch() #8 [ "funclet"(token %39) ]
  catchret from %39 to label %59

51:                                               ; preds = %38
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %39) ]
  unreachable

52:                                               ; preds = %59
  %53 = load i32, ptr %1, align 4
  ret i32 %53

54:                                               ; preds = %15
  br label %34

55:                                               ; preds = %25
  %56 = cleanuppad within %20 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %56) ]
  cleanupret from %56 unwind label %36

57:                                               ; preds = %44
  %58 = cleanuppad within %39 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %50
  br label %52

60:                                               ; preds = %34, %33
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #8
  %11 = load i32, ptr %3, align 4
  store i32 %11, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #6
          to label %43 unwind label %16

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %13, 10
  store i32 %14, ptr %2, align 4
  %15 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #8
  br label %41

16:                                               ; preds = %9
  %17 = cleanuppad within none []
  %18 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #8 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %19

19:                                               ; preds = %16
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTIi]
  %23 = call ptr @llvm.wasm.get.exception(token %22)
  store ptr %23, ptr %5, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %36

27:                                               ; preds = %21
  %28 = load ptr, ptr %5, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #8 [ "funclet"(token %22) ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %6, align 4
  %31 = load i32, ptr %6, align 4
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31) [ "funclet"(token %22) ]
          to label %33 unwind label %38

33:                                               ; preds = %27
  %34 = load i32, ptr %6, align 4
  %35 = sub nsw i32 0, %34
  store i32 %35, ptr %2, align 4
  call void @__cxa_end_catch() #8 [ "funclet"(token %22) ]
  catchret from %22 to label %40

36:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %22) ]
  unreachable

37:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

38:                                               ; preds = %27
  %39 = cleanuppad within %22 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %39) ]
  cleanupret from %39 unwind to caller

40:                                               ; preds = %33
  br label %41

41:                                               ; preds = %40, %12
  %42 = load i32, ptr %2, align 4
  ret i32 %42

43:                                               ; preds = %9
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5NoisyC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %7)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = call ptr @__cxa_allocate_exception(i32 4) #8
  %15 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %14, align 16
  invoke void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #6
          to label %38 unwind label %17

17:                                               ; preds = %13, %1
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @_ZTIi]
  %21 = call ptr @llvm.wasm.get.exception(token %20)
  store ptr %21, ptr %3, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %19
  %26 = load ptr, ptr %3, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #8 [ "funclet"(token %20) ]
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %29) [ "funclet"(token %20) ]
          to label %31 unwind label %36

31:                                               ; preds = %25
  invoke void @__cxa_rethrow() [ "funclet"(token %20) ]
          to label %32 unwind label %36

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %19
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %20) ]
  unreachable

34:                                               ; preds = %35
  ret ptr %5

35:                                               ; preds = %9
  br label %34

36:                                               ; preds = %31, %25
  %37 = cleanuppad within %20 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %37) ]
  cleanupret from %37 unwind to caller

38:                                               ; preds = %13
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

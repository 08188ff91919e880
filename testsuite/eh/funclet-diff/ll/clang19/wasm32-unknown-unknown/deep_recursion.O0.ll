; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Counter = type { i32 }

$_ZN7CounterC2Ei = comdat any

$_ZN7CounterD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = invoke noundef i32 @_ZL4divei(i32 noundef 1)
          to label %46 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTIi]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #8 [ "funclet"(token %9) ]
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr @_ZL9destroyed, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %19) [ "funclet"(token %9) ]
          to label %21 unwind label %47

21:                                               ; preds = %14
  call void @__cxa_end_catch() #8 [ "funclet"(token %9) ]
  catchret from %9 to label %22

22:                                               ; preds = %21
  br label %24

23:                                               ; preds = %8
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
  unreachable

24:                                               ; preds = %22, %46
  %25 = invoke noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %45 unwind label %26

26:                                               ; preds = %24
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTIi]
  %30 = call ptr @llvm.wasm.get.exception(token %29)
  store ptr %30, ptr %2, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %43

34:                                               ; preds = %28
  %35 = load ptr, ptr %2, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #8 [ "funclet"(token %29) ]
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr @_ZL8rethrows, align 4
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38, i32 noundef %39) [ "funclet"(token %29) ]
          to label %41 unwind label %49

41:                                               ; preds = %34
  call void @__cxa_end_catch() #8 [ "funclet"(token %29) ]
  catchret from %29 to label %42

42:                                               ; preds = %41
  br label %44

43:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %29) ]
  unreachable

44:                                               ; preds = %42, %45
  ret i32 0

45:                                               ; preds = %24
  br label %44

46:                                               ; preds = %0
  br label %24

47:                                               ; preds = %14
  %48 = cleanuppad within %9 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %48) ]
  cleanupret from %48 unwind to caller

49:                                               ; preds = %34
  %50 = cleanuppad within %29 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %50) ]
  cleanupret from %50 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL4divei(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef ptr @_ZN7CounterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4)
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 10000
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #8
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %9, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #5
          to label %21 unwind label %18

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 1
  %14 = invoke noundef i32 @_ZL4divei(i32 noundef %13)
          to label %15 unwind label %18

15:                                               ; preds = %11
  %16 = add nsw i32 %14, 1
  %17 = call noundef ptr @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret i32 %16

18:                                               ; preds = %11, %8
  %19 = cleanuppad within none []
  %20 = call noundef ptr @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller

21:                                               ; preds = %8
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5chaini(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 300
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #8
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 0, %8
  store i32 %9, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #5
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 1
  %13 = invoke noundef i32 @_ZL5chaini(i32 noundef %12)
          to label %25 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr null]
  %18 = call ptr @llvm.wasm.get.exception(token %17)
  store ptr %18, ptr %3, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  br label %20

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #8 [ "funclet"(token %17) ]
  %23 = load i32, ptr @_ZL8rethrows, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr @_ZL8rethrows, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %17) ]
          to label %31 unwind label %27

25:                                               ; preds = %10
  %26 = add nsw i32 %13, 1
  ret i32 %26

27:                                               ; preds = %20
  %28 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %28) ]
          to label %29 unwind label %32

29:                                               ; preds = %27
  cleanupret from %28 unwind to caller

30:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

31:                                               ; preds = %20
  unreachable

32:                                               ; preds = %27
  %33 = cleanuppad within %28 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %33) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CounterC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CounterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
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
  ret ptr %3
}

declare void @__cxa_rethrow()

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8 }

$_ZN5LocalD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"handled 1\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"rethrowing nothing\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  store i32 0, ptr %1, align 4
  %5 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %5, align 16
  invoke void @__cxa_throw(ptr %5, ptr @_ZTIi, ptr null) #4
          to label %48 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTIi]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #7 [ "funclet"(token %9) ]
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str) [ "funclet"(token %9) ]
          to label %19 unwind label %40

19:                                               ; preds = %14
  call void @__cxa_end_catch() #7 [ "funclet"(token %9) ]
  catchret from %9 to label %20

20:                                               ; preds = %19
  br label %22

21:                                               ; preds = %8
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %9) ]
  unreachable

22:                                               ; preds = %20
  invoke void @_ZL15rethrow_nothingv()
          to label %39 unwind label %23

23:                                               ; preds = %22
  %24 = catchswitch within none [label %25] unwind label %45

25:                                               ; preds = %23
  %26 = catchpad within %24 [ptr null]
  %27 = call ptr @llvm.wasm.get.exception(token %26)
  store ptr %27, ptr %2, align 4
  %28 = call i32 @llvm.wasm.get.ehselector(token %26)
  br label %29

29:                                               ; preds = %25
  %30 = load ptr, ptr %2, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #7 [ "funclet"(token %26) ]
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %26) ]
          to label %33 unwind label %42

33:                                               ; preds = %29
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %34 unwind label %45

34:                                               ; preds = %33
  catchret from %26 to label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35, %39
  store i32 0, ptr %1, align 4
  %37 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7
  %38 = load i32, ptr %1, align 4
  ret i32 %38

39:                                               ; preds = %22
  br label %36

40:                                               ; preds = %14
  %41 = cleanuppad within %9 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %29
  %43 = cleanuppad within %26 []
  invoke void @__cxa_end_catch() [ "funclet"(token %43) ]
          to label %44 unwind label %49

44:                                               ; preds = %42
  cleanupret from %43 unwind label %45

45:                                               ; preds = %44, %33, %23
  %46 = cleanuppad within none []
  %47 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7 [ "funclet"(token %46) ]
  cleanupret from %46 unwind to caller

48:                                               ; preds = %0
  unreachable

49:                                               ; preds = %42
  %50 = cleanuppad within %43 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %50) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL15rethrow_nothingv() #5 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @__cxa_rethrow() #4
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %7) ]
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

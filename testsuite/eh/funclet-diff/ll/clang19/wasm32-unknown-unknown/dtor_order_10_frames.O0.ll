; ModuleID = 'dtor_order_10_frames.cpp'
source_filename = "dtor_order_10_frames.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Frame = type { i32 }

$_ZN5FrameC2Ei = comdat any

$_ZN5FrameD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"enter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"never: after call at %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"leave %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Frame, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call noundef ptr @_ZN5FrameC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 0)
  %6 = invoke noundef i32 @_ZL7recursei(i32 noundef 1)
          to label %29 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind label %32

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTIi]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %3, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = load ptr, ptr %3, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7 [ "funclet"(token %10) ]
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19) [ "funclet"(token %10) ]
          to label %21 unwind label %30

21:                                               ; preds = %15
  call void @__cxa_end_catch() #7 [ "funclet"(token %10) ]
  catchret from %10 to label %22

22:                                               ; preds = %21
  br label %24

23:                                               ; preds = %9
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
          to label %35 unwind label %32

24:                                               ; preds = %22, %29
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %26 unwind label %32

26:                                               ; preds = %24
  store i32 0, ptr %1, align 4
  %27 = call noundef ptr @_ZN5FrameD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7
  %28 = load i32, ptr %1, align 4
  ret i32 %28

29:                                               ; preds = %0
  br label %24

30:                                               ; preds = %15
  %31 = cleanuppad within %10 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %32

32:                                               ; preds = %24, %23, %30, %7
  %33 = cleanuppad within none []
  %34 = call noundef ptr @_ZN5FrameD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7 [ "funclet"(token %33) ]
  cleanupret from %33 unwind to caller

35:                                               ; preds = %23
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5FrameC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Frame, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Frame, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7recursei(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Frame, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call noundef ptr @_ZN5FrameC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 10
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #7
  %11 = load i32, ptr %2, align 4
  %12 = mul nsw i32 %11, 7
  store i32 %12, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #5
          to label %27 unwind label %24

13:                                               ; preds = %1
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  %16 = invoke noundef i32 @_ZL7recursei(i32 noundef %15)
          to label %17 unwind label %24

17:                                               ; preds = %13
  store i32 %16, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %18)
          to label %20 unwind label %24

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  %23 = call noundef ptr @_ZN5FrameD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret i32 %22

24:                                               ; preds = %17, %13, %9
  %25 = cleanuppad within none []
  %26 = call noundef ptr @_ZN5FrameD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

27:                                               ; preds = %9
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5FrameD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Frame, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

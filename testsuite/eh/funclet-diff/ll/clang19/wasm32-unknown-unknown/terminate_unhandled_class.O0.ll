; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$_ZN5LocalD2Ev = comdat any

$_ZN3app7FailureD2Ev = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"never: const char*\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3app7FailureE = linkonce_odr hidden constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN3app7FailureE }, comdat, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL3runv()
          to label %23 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %26

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @_ZTIPKc]
  %9 = call ptr @llvm.wasm.get.exception(token %8)
  store ptr %9, ptr %3, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #7
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = load ptr, ptr %3, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #7 [ "funclet"(token %8) ]
  store ptr %15, ptr %4, align 4
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str) [ "funclet"(token %8) ]
          to label %17 unwind label %24

17:                                               ; preds = %13
  call void @__cxa_end_catch() #7 [ "funclet"(token %8) ]
  catchret from %8 to label %18

18:                                               ; preds = %17
  br label %20

19:                                               ; preds = %7
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %8) ]
          to label %29 unwind label %26

20:                                               ; preds = %18, %23
  store i32 0, ptr %1, align 4
  %21 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #7
  %22 = load i32, ptr %1, align 4
  ret i32 %22

23:                                               ; preds = %0
  br label %20

24:                                               ; preds = %13
  %25 = cleanuppad within %8 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %26

26:                                               ; preds = %19, %24, %5
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #7 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %19
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL3runv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Local, align 1
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #7
  %5 = getelementptr inbounds %"struct.app::Failure", ptr %4, i32 0, i32 0
  store i32 3, ptr %5, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTIN3app7FailureE, ptr @_ZN3app7FailureD2Ev) #5
          to label %29 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %26

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
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %9) ]
          to label %19 unwind label %24

19:                                               ; preds = %14
  call void @__cxa_end_catch() #7 [ "funclet"(token %9) ]
  catchret from %9 to label %20

20:                                               ; preds = %19
  br label %22

21:                                               ; preds = %8
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
          to label %29 unwind label %26

22:                                               ; preds = %20
  %23 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7
  ret void

24:                                               ; preds = %14
  %25 = cleanuppad within %9 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %26

26:                                               ; preds = %21, %24, %6
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %21, %0
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

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3app7FailureD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %7) ]
  unreachable
}

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

; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Implicit = type { i8 }

$_ZN8ImplicitD2Ev = comdat any

@.str = private unnamed_addr constant [15 x i8] c"leaving scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", align 1
@_ZTIi = external constant ptr

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = call noundef ptr @_ZN8ImplicitD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #5
  br label %22

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call noundef ptr @_ZN8ImplicitD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #5 [ "funclet"(token %8) ]
  cleanupret from %8 unwind label %10

10:                                               ; preds = %7
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr null]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  br label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #5 [ "funclet"(token %13) ]
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %13) ]
          to label %20 unwind label %23

20:                                               ; preds = %16
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %16
  %24 = cleanuppad within %13 []
  invoke void @__cxa_end_catch() [ "funclet"(token %24) ]
          to label %25 unwind label %26

25:                                               ; preds = %23
  cleanupret from %24 unwind to caller

26:                                               ; preds = %23
  %27 = cleanuppad within %24 []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %27) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8ImplicitD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %6 unwind label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 5, ptr %7, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #7
          to label %8 unwind label %9

8:                                                ; preds = %6
  unreachable

9:                                                ; preds = %6, %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

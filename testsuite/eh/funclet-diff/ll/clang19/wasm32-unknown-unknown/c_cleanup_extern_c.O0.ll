; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i8 }

$_ZN3ObjD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"~Obj\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline optnone
define hidden void @c_thrower(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 99, ptr %9, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #5
          to label %23 unwind label %20

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 100
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  invoke void @c_middle(i32 noundef %14)
          to label %15 unwind label %17

15:                                               ; preds = %10
  invoke void @_ZL7releasePi(ptr noundef %4)
          to label %16 unwind label %20

16:                                               ; preds = %15
  call void @_ZL7releasePi(ptr noundef %3)
  ret void

17:                                               ; preds = %10
  %18 = cleanuppad within none []
  invoke void @_ZL7releasePi(ptr noundef %4) [ "funclet"(token %18) ]
          to label %19 unwind label %24

19:                                               ; preds = %17
  cleanupret from %18 unwind label %20

20:                                               ; preds = %19, %15, %8
  %21 = cleanuppad within none []
  invoke void @_ZL7releasePi(ptr noundef %3) [ "funclet"(token %21) ]
          to label %22 unwind label %26

22:                                               ; preds = %20
  cleanupret from %21 unwind to caller

23:                                               ; preds = %8
  unreachable

24:                                               ; preds = %17
  %25 = cleanuppad within %18 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %25) ]
  unreachable

26:                                               ; preds = %20
  %27 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %27) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7releasePi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4)
  ret void
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define hidden void @c_middle(i32 noundef %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 1000, %4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @c_thrower(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZL7releasePi(ptr noundef %3)
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  invoke void @_ZL7releasePi(ptr noundef %3) [ "funclet"(token %9) ]
          to label %10 unwind label %11

10:                                               ; preds = %8
  cleanupret from %9 unwind to caller

11:                                               ; preds = %8
  %12 = cleanuppad within %9 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %12) ]
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL9cpp_framev()
          to label %22 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTIi]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %7) ]
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16) [ "funclet"(token %7) ]
          to label %18 unwind label %23

18:                                               ; preds = %12
  call void @__cxa_end_catch() #7 [ "funclet"(token %7) ]
  catchret from %7 to label %19

19:                                               ; preds = %18
  br label %21

20:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

21:                                               ; preds = %19, %22
  ret i32 0

22:                                               ; preds = %0
  br label %21

23:                                               ; preds = %12
  %24 = cleanuppad within %7 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %24) ]
  cleanupret from %24 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9cpp_framev() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Obj, align 1
  invoke void @c_thrower(i32 noundef 2)
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7
  ret void

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller
}

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
define linkonce_odr hidden noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
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

attributes #0 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
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

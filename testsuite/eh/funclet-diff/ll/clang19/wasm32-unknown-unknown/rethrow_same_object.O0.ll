; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ev = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"E()\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL6level1v()
          to label %24 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI1E]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %7) ]
  store ptr %14, ptr %3, align 4
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.E, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17) [ "funclet"(token %7) ]
          to label %19 unwind label %25

19:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %20

20:                                               ; preds = %19
  br label %22

21:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

22:                                               ; preds = %20, %24
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret i32 0

24:                                               ; preds = %0
  br label %22

25:                                               ; preds = %12
  %26 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %28

27:                                               ; preds = %25
  cleanupret from %26 unwind to caller

28:                                               ; preds = %25
  %29 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %29) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level1v() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  invoke void @_ZL6level2v()
          to label %25 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTI1E]
  %7 = call ptr @llvm.wasm.get.exception(token %6)
  store ptr %7, ptr %1, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %5
  %12 = load ptr, ptr %1, align 4
  %13 = call ptr @__cxa_begin_catch(ptr %12) #7 [ "funclet"(token %6) ]
  store ptr %13, ptr %2, align 4
  %14 = load ptr, ptr %2, align 4
  %15 = getelementptr inbounds %struct.E, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4
  %18 = load ptr, ptr %2, align 4
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20) [ "funclet"(token %6) ]
          to label %22 unwind label %26

22:                                               ; preds = %11
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %6) ]
          to label %29 unwind label %26

23:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %0
  br label %24

26:                                               ; preds = %22, %11
  %27 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %27) ]
          to label %28 unwind label %30

28:                                               ; preds = %26
  cleanupret from %27 unwind to caller

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %26
  %31 = cleanuppad within %27 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %31) ]
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

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level2v() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  invoke void @_ZL6level3v()
          to label %25 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTI1E]
  %7 = call ptr @llvm.wasm.get.exception(token %6)
  store ptr %7, ptr %1, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %5
  %12 = load ptr, ptr %1, align 4
  %13 = call ptr @__cxa_begin_catch(ptr %12) #7 [ "funclet"(token %6) ]
  store ptr %13, ptr %2, align 4
  %14 = load ptr, ptr %2, align 4
  %15 = getelementptr inbounds %struct.E, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4
  %18 = load ptr, ptr %2, align 4
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20) [ "funclet"(token %6) ]
          to label %22 unwind label %26

22:                                               ; preds = %11
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %6) ]
          to label %29 unwind label %26

23:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %0
  br label %24

26:                                               ; preds = %22, %11
  %27 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %27) ]
          to label %28 unwind label %30

28:                                               ; preds = %26
  cleanupret from %27 unwind to caller

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %26
  %31 = cleanuppad within %27 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %31) ]
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level3v() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = call ptr @__cxa_allocate_exception(i32 4) #7
  %2 = invoke noundef ptr @_ZN1EC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %3 unwind label %4

3:                                                ; preds = %0
  call void @__cxa_throw(ptr %1, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #5
  unreachable

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %1) #7 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret ptr %3
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

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

; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Watch = type { ptr }
%struct.Nested = type { i8 }

$_ZN5WatchC2EPKc = comdat any

$_ZN5WatchD2Ev = comdat any

$_ZN6NestedD2Ev = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 4
  %3 = alloca %struct.Watch, align 4
  %4 = alloca %struct.Nested, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL6reportPKc(ptr noundef @.str)
  %7 = call noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef @.str.1)
  %8 = call noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %9 = invoke noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.2)
          to label %10 unwind label %18

10:                                               ; preds = %0
  %11 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 1, ptr %11, align 16
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #5
          to label %36 unwind label %12

12:                                               ; preds = %10
  %13 = cleanuppad within none []
  %14 = call noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #8 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %15

15:                                               ; preds = %12
  %16 = cleanuppad within none []
  %17 = call noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %18

18:                                               ; preds = %15, %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTIi]
  %22 = call ptr @llvm.wasm.get.exception(token %21)
  store ptr %22, ptr %5, align 4
  %23 = call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = load ptr, ptr %5, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #8 [ "funclet"(token %21) ]
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %6, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.3) [ "funclet"(token %21) ]
          to label %30 unwind label %34

30:                                               ; preds = %26
  call void @__cxa_end_catch() #8 [ "funclet"(token %21) ]
  catchret from %21 to label %31

31:                                               ; preds = %30
  br label %33

32:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %21) ]
  unreachable

33:                                               ; preds = %31
  call void @_ZL6reportPKc(ptr noundef @.str.4)
  ret i32 0

34:                                               ; preds = %26
  %35 = cleanuppad within %21 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %35) ]
  cleanupret from %35 unwind to caller

36:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6reportPKc(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %5 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %6 = zext i1 %5 to i32
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %3, i32 noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Watch, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Watch, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  invoke void @_ZL6reportPKc(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret ptr %3

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Watch, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %2, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.6)
          to label %8 unwind label %34

8:                                                ; preds = %1
  %9 = invoke noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.7)
          to label %10 unwind label %15

10:                                               ; preds = %8
  %11 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 2, ptr %11, align 16
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #5
          to label %33 unwind label %12

12:                                               ; preds = %10
  %13 = cleanuppad within none []
  %14 = call noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %15

15:                                               ; preds = %12, %8
  %16 = catchswitch within none [label %17] unwind label %34

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @_ZTIi]
  %19 = call ptr @llvm.wasm.get.exception(token %18)
  store ptr %19, ptr %5, align 4
  %20 = call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %17
  %24 = load ptr, ptr %5, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #8 [ "funclet"(token %18) ]
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %6, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.8) [ "funclet"(token %18) ]
          to label %27 unwind label %34

27:                                               ; preds = %23
  call void @__cxa_end_catch() #8 [ "funclet"(token %18) ]
  catchret from %18 to label %28

28:                                               ; preds = %27
  br label %30

29:                                               ; preds = %17
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %18) ]
          to label %33 unwind label %34

30:                                               ; preds = %28
  invoke void @_ZL6reportPKc(ptr noundef @.str.9)
          to label %31 unwind label %34

31:                                               ; preds = %30
  %32 = load ptr, ptr %2, align 4
  ret ptr %32

33:                                               ; preds = %29, %10
  unreachable

34:                                               ; preds = %30, %29, %23, %15, %1
  %35 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %35) ]
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() #7

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

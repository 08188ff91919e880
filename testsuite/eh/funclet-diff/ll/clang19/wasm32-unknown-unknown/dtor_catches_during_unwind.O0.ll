; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL4workv()
          to label %23 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI3Err]
  %8 = call ptr @llvm.wasm.get.exception(token %7)
  store ptr %8, ptr %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = load ptr, ptr %2, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %7) ]
  store ptr %14, ptr %3, align 4
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds %struct.Err, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17) [ "funclet"(token %7) ]
          to label %19 unwind label %24

19:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %20

20:                                               ; preds = %19
  br label %22

21:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

22:                                               ; preds = %20, %23
  ret i32 0

23:                                               ; preds = %0
  br label %22

24:                                               ; preds = %12
  %25 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %25) ]
          to label %26 unwind label %27

26:                                               ; preds = %24
  cleanupret from %25 unwind to caller

27:                                               ; preds = %24
  %28 = cleanuppad within %25 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %28) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4workv() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Careful, align 1
  %2 = call ptr @__cxa_allocate_exception(i32 4) #7
  %3 = getelementptr inbounds %struct.Err, ptr %2, i32 0, i32 0
  store i32 1, ptr %3, align 16
  invoke void @__cxa_throw(ptr %2, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #5
          to label %7 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller

7:                                                ; preds = %0
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

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3ErrD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %2, align 4
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %9 unwind label %54

9:                                                ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %52 unwind label %10

10:                                               ; preds = %9
  %11 = catchswitch within none [label %12] unwind label %54

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTI3Err]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %4, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %12
  %19 = load ptr, ptr %4, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  store ptr %20, ptr %5, align 4
  %21 = load ptr, ptr %5, align 4
  %22 = getelementptr inbounds %struct.Err, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %23) [ "funclet"(token %13) ]
          to label %25 unwind label %54

25:                                               ; preds = %18
  invoke void @__cxa_end_catch() [ "funclet"(token %13) ]
          to label %26 unwind label %54

26:                                               ; preds = %25
  catchret from %13 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %12
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
          to label %53 unwind label %54

29:                                               ; preds = %27, %52
  %30 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 3, ptr %30, align 16
  invoke void @__cxa_throw(ptr %30, ptr @_ZTIi, ptr null) #5
          to label %53 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33] unwind label %54

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @_ZTIi]
  %35 = call ptr @llvm.wasm.get.exception(token %34)
  store ptr %35, ptr %4, align 4
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %47

39:                                               ; preds = %33
  %40 = load ptr, ptr %4, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #7 [ "funclet"(token %34) ]
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %6, align 4
  %43 = load i32, ptr %6, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %43) [ "funclet"(token %34) ]
          to label %45 unwind label %54

45:                                               ; preds = %39
  call void @__cxa_end_catch() #7 [ "funclet"(token %34) ]
  catchret from %34 to label %46

46:                                               ; preds = %45
  br label %48

47:                                               ; preds = %33
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %34) ]
          to label %53 unwind label %54

48:                                               ; preds = %46
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %50 unwind label %54

50:                                               ; preds = %48
  %51 = load ptr, ptr %2, align 4
  ret ptr %51

52:                                               ; preds = %9
  br label %29

53:                                               ; preds = %47, %29, %28
  unreachable

54:                                               ; preds = %48, %47, %39, %31, %28, %25, %18, %10, %1
  %55 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %55) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #7
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #5
  unreachable
}

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

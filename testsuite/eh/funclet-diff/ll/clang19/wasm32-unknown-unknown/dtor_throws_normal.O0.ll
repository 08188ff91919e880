; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$_ZN5PlainC2Ei = comdat any

$_ZN5PlainD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [14 x i8] c"end of scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca %struct.Thrower, align 1
  %4 = alloca %struct.Plain, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = invoke noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %8 unwind label %27

8:                                                ; preds = %0
  %9 = invoke noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %10 unwind label %20

10:                                               ; preds = %8
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %12 unwind label %17

12:                                               ; preds = %10
  %13 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7
  %14 = invoke noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %15 unwind label %24

15:                                               ; preds = %12
  %16 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7
  br label %44

17:                                               ; preds = %10
  %18 = cleanuppad within none []
  %19 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17, %8
  %21 = cleanuppad within none []
  %22 = invoke noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) [ "funclet"(token %21) ]
          to label %23 unwind label %48

23:                                               ; preds = %20
  cleanupret from %21 unwind label %24

24:                                               ; preds = %23, %12
  %25 = cleanuppad within none []
  %26 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %27

27:                                               ; preds = %24, %0
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIi]
  %31 = call ptr @llvm.wasm.get.exception(token %30)
  store ptr %31, ptr %5, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %43

35:                                               ; preds = %29
  %36 = load ptr, ptr %5, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #7 [ "funclet"(token %30) ]
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %6, align 4
  %39 = load i32, ptr %6, align 4
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39) [ "funclet"(token %30) ]
          to label %41 unwind label %46

41:                                               ; preds = %35
  call void @__cxa_end_catch() #7 [ "funclet"(token %30) ]
  catchret from %30 to label %42

42:                                               ; preds = %41
  br label %44

43:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %30) ]
  unreachable

44:                                               ; preds = %42, %15
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret i32 0

46:                                               ; preds = %35
  %47 = cleanuppad within %30 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %47) ]
  cleanupret from %47 unwind to caller

48:                                               ; preds = %20
  %49 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %49) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Plain, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Plain, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %6 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 42, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #6
  unreachable
}

declare void @_ZSt9terminatev()

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

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

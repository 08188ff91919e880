; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.A = type { i32 }
%struct.B = type { i32 }
%struct.Local = type { i8 }

$_ZN5LocalD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %6 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL7handlerv) #8
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %43, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %8, 2
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  invoke void @_ZL6only_ai(i32 noundef %11)
          to label %46 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @_ZTI1A, ptr @_ZTI1B]
  %16 = call ptr @llvm.wasm.get.exception(token %15)
  store ptr %16, ptr %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #8
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %14
  %21 = load ptr, ptr %3, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #8 [ "funclet"(token %15) ]
  store ptr %22, ptr %5, align 4
  %23 = load ptr, ptr %5, align 4
  %24 = getelementptr inbounds %struct.A, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25) [ "funclet"(token %15) ]
          to label %27 unwind label %50

27:                                               ; preds = %20
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %28

28:                                               ; preds = %27
  br label %42

29:                                               ; preds = %14
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #8
  %31 = icmp eq i32 %17, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load ptr, ptr %3, align 4
  %34 = call ptr @__cxa_begin_catch(ptr %33) #8 [ "funclet"(token %15) ]
  store ptr %34, ptr %4, align 4
  %35 = load ptr, ptr %4, align 4
  %36 = getelementptr inbounds %struct.B, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37) [ "funclet"(token %15) ]
          to label %39 unwind label %47

39:                                               ; preds = %32
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %40

40:                                               ; preds = %39
  br label %42

41:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %15) ]
  unreachable

42:                                               ; preds = %28, %40, %46
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %2, align 4
  br label %7, !llvm.loop !2

46:                                               ; preds = %10
  br label %42

47:                                               ; preds = %32
  %48 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %48) ]
          to label %49 unwind label %54

49:                                               ; preds = %47
  cleanupret from %48 unwind to caller

50:                                               ; preds = %20
  %51 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %51) ]
          to label %52 unwind label %56

52:                                               ; preds = %50
  cleanupret from %51 unwind to caller

53:                                               ; preds = %7
  ret i32 0

54:                                               ; preds = %47
  %55 = cleanuppad within %48 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %55) ]
  unreachable

56:                                               ; preds = %50
  %57 = cleanuppad within %51 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %57) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %2 = call ptr @__cxa_allocate_exception(i32 4) #8
  %3 = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  store i32 2, ptr %3, align 16
  call void @__cxa_throw(ptr %2, ptr @_ZTI1A, ptr null) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6only_ai(i32 noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #8
  %8 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 0
  store i32 1, ptr %8, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI1A, ptr null) #6
          to label %16 unwind label %13

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #8
  %11 = getelementptr inbounds %struct.B, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %2, align 4
  store i32 %12, ptr %11, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI1B, ptr null) #6
          to label %16 unwind label %13

13:                                               ; preds = %9, %6
  %14 = cleanuppad within none []
  %15 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #8 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

16:                                               ; preds = %9, %6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

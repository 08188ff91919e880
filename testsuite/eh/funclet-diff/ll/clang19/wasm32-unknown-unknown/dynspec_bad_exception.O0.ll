; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.B = type { i32 }

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTISt13bad_exception = external constant ptr
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@.str = private unnamed_addr constant [10 x i8] c"never: B\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never: A\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %6 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL15rethrow_handlerv) #8
  invoke void @_ZL4speci(i32 noundef 5)
          to label %47 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTI1A, ptr @_ZTISt13bad_exception, ptr @_ZTI1B]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #8 [ "funclet"(token %10) ]
  store ptr %17, ptr %5, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %10) ]
          to label %19 unwind label %54

19:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %20

20:                                               ; preds = %19
  br label %45

21:                                               ; preds = %9
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt13bad_exception) #8
  %23 = icmp eq i32 %12, %22
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load ptr, ptr %2, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8 [ "funclet"(token %10) ]
  store ptr %26, ptr %4, align 4
  %27 = load ptr, ptr %4, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8 [ "funclet"(token %10) ]
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %31) [ "funclet"(token %10) ]
          to label %33 unwind label %51

33:                                               ; preds = %24
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %34

34:                                               ; preds = %33
  br label %45

35:                                               ; preds = %21
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #8
  %37 = icmp eq i32 %12, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %35
  %39 = load ptr, ptr %2, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8 [ "funclet"(token %10) ]
  store ptr %40, ptr %3, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str) [ "funclet"(token %10) ]
          to label %42 unwind label %48

42:                                               ; preds = %38
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %43

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %35
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %10) ]
  unreachable

45:                                               ; preds = %20, %34, %43, %47
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0

47:                                               ; preds = %0
  br label %45

48:                                               ; preds = %38
  %49 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %49) ]
          to label %50 unwind label %57

50:                                               ; preds = %48
  cleanupret from %49 unwind to caller

51:                                               ; preds = %24
  %52 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %52) ]
          to label %53 unwind label %59

53:                                               ; preds = %51
  cleanupret from %52 unwind to caller

54:                                               ; preds = %15
  %55 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %55) ]
          to label %56 unwind label %61

56:                                               ; preds = %54
  cleanupret from %55 unwind to caller

57:                                               ; preds = %48
  %58 = cleanuppad within %49 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %58) ]
  unreachable

59:                                               ; preds = %51
  %60 = cleanuppad within %52 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %60) ]
  unreachable

61:                                               ; preds = %54
  %62 = cleanuppad within %55 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %62) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @__cxa_rethrow() #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4speci(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #8
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTI1B, ptr @_ZN1BD2Ev) #6
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

declare void @__cxa_rethrow()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

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

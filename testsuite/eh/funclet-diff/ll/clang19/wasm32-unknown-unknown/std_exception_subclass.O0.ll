; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.LogicError = type { %"class.std::exception", ptr }
%"class.std::exception" = type { ptr }

$_ZN10LogicErrorC2EPKc = comdat any

$_ZN10LogicErrorD2Ev = comdat any

$_ZN11DomainErrorC2EPKc = comdat any

$_ZN11DomainErrorD2Ev = comdat any

$_ZNSt9exceptionC2Ev = comdat any

$_ZN6SilentC2Ev = comdat any

$_ZN6SilentD2Ev = comdat any

$_ZN10LogicErrorD0Ev = comdat any

$_ZNK10LogicError4whatEv = comdat any

$_ZN11DomainErrorD0Ev = comdat any

$_ZN6SilentD0Ev = comdat any

$_ZTS11DomainError = comdat any

$_ZTS10LogicError = comdat any

$_ZTI10LogicError = comdat any

$_ZTI11DomainError = comdat any

$_ZTS6Silent = comdat any

$_ZTI6Silent = comdat any

$_ZTV10LogicError = comdat any

$_ZTV11DomainError = comdat any

$_ZTV6Silent = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS11DomainError = linkonce_odr hidden constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr hidden constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTI10LogicError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS10LogicError, ptr @_ZTISt9exception }, comdat, align 4
@_ZTI11DomainError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS11DomainError, ptr @_ZTI10LogicError }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr hidden constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Silent, ptr @_ZTISt9exception }, comdat, align 4
@_ZTV10LogicError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN10LogicErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11DomainError, ptr @_ZN11DomainErrorD2Ev, ptr @_ZN11DomainErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTV6Silent = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Silent, ptr @_ZN6SilentD2Ev, ptr @_ZN6SilentD0Ev, ptr @_ZNKSt9exception4whatEv] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %48, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %58

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %10)
          to label %51 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTI11DomainError, ptr @_ZTISt9exception]
  %15 = call ptr @llvm.wasm.get.exception(token %14)
  store ptr %15, ptr %3, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI11DomainError) #10
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %31

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #10 [ "funclet"(token %14) ]
  store ptr %21, ptr %5, align 4
  %22 = load i32, ptr %2, align 4
  %23 = load ptr, ptr %5, align 4
  %24 = load ptr, ptr %23, align 4
  %25 = getelementptr inbounds ptr, ptr %24, i64 2
  %26 = load ptr, ptr %25, align 4
  %27 = call noundef ptr %26(ptr noundef nonnull align 4 dereferenceable(8) %23) #10 [ "funclet"(token %14) ]
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %22, ptr noundef %27) [ "funclet"(token %14) ]
          to label %29 unwind label %55

29:                                               ; preds = %19
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %30

30:                                               ; preds = %29
  br label %47

31:                                               ; preds = %13
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #10
  %33 = icmp eq i32 %16, %32
  br i1 %33, label %34, label %46

34:                                               ; preds = %31
  %35 = load ptr, ptr %3, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #10 [ "funclet"(token %14) ]
  store ptr %36, ptr %4, align 4
  %37 = load i32, ptr %2, align 4
  %38 = load ptr, ptr %4, align 4
  %39 = load ptr, ptr %38, align 4
  %40 = getelementptr inbounds ptr, ptr %39, i64 2
  %41 = load ptr, ptr %40, align 4
  %42 = call noundef ptr %41(ptr noundef nonnull align 4 dereferenceable(4) %38) #10 [ "funclet"(token %14) ]
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37, ptr noundef %42) [ "funclet"(token %14) ]
          to label %44 unwind label %52

44:                                               ; preds = %34
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %45

45:                                               ; preds = %44
  br label %47

46:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
  unreachable

47:                                               ; preds = %30, %45, %51
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %2, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %2, align 4
  br label %6, !llvm.loop !2

51:                                               ; preds = %9
  br label %47

52:                                               ; preds = %34
  %53 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %53) ]
          to label %54 unwind label %59

54:                                               ; preds = %52
  cleanupret from %53 unwind to caller

55:                                               ; preds = %19
  %56 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %56) ]
          to label %57 unwind label %61

57:                                               ; preds = %55
  cleanupret from %56 unwind to caller

58:                                               ; preds = %6
  ret i32 0

59:                                               ; preds = %52
  %60 = cleanuppad within %53 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %60) ]
  unreachable

61:                                               ; preds = %55
  %62 = cleanuppad within %56 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %62) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %19 [
    i32 0, label %4
    i32 1, label %10
    i32 2, label %16
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 8) #10
  %6 = invoke noundef ptr @_ZN10LogicErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef @.str.2)
          to label %7 unwind label %8

7:                                                ; preds = %4
  call void @__cxa_throw(ptr %5, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev) #5
  unreachable

8:                                                ; preds = %4
  %9 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %5) #10 [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 8) #10
  %12 = invoke noundef ptr @_ZN11DomainErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %11, ptr noundef @.str.3)
          to label %13 unwind label %14

13:                                               ; preds = %10
  call void @__cxa_throw(ptr %11, ptr @_ZTI11DomainError, ptr @_ZN11DomainErrorD2Ev) #5
  unreachable

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %11) #10 [ "funclet"(token %15) ]
  cleanupret from %15 unwind to caller

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i32 4) #10
  %18 = call noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %17) #10
  call void @__cxa_throw(ptr %17, ptr @_ZTISt9exception, ptr @_ZNSt9exceptionD1Ev) #5
  unreachable

19:                                               ; preds = %1
  %20 = call ptr @__cxa_allocate_exception(i32 4) #10
  call void @llvm.memset.p0.i32(ptr align 16 %20, i8 0, i32 4, i1 false)
  %21 = call noundef ptr @_ZN6SilentC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %20) #10
  call void @__cxa_throw(ptr %20, ptr @_ZTI6Silent, ptr @_ZN6SilentD2Ev) #5
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
define linkonce_odr hidden noundef ptr @_ZN10LogicErrorC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #10
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV10LogicError, i32 0, i32 0, i32 2), ptr %5, align 4
  %7 = getelementptr inbounds %struct.LogicError, ptr %5, i32 0, i32 1
  %8 = load ptr, ptr %4, align 4
  store ptr %8, ptr %7, align 4
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN10LogicErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV10LogicError, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.LogicError, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %5)
          to label %7 unwind label %9

7:                                                ; preds = %1
  %8 = call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %10) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN11DomainErrorC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN10LogicErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV11DomainError, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN11DomainErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SilentC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Silent, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SilentD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN10LogicErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK10LogicError4whatEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.LogicError, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #9

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN11DomainErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN11DomainErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SilentD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SilentD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #12
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt9exception4whatEv(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #7

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

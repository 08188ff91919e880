; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.LogicError = type { %"class.std::exception", ptr }
%"class.std::exception" = type { ptr }

$__clang_call_terminate = comdat any

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
@_ZTS11DomainError = linkonce_odr dso_local constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr dso_local constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTI10LogicError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS10LogicError, ptr @_ZTISt9exception }, comdat, align 4
@_ZTI11DomainError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS11DomainError, ptr @_ZTI10LogicError }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr dso_local constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Silent, ptr @_ZTISt9exception }, comdat, align 4
@_ZTV10LogicError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN10LogicErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11DomainError, ptr @_ZN11DomainErrorD2Ev, ptr @_ZN11DomainErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTV6Silent = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Silent, ptr @_ZN6SilentD2Ev, ptr @_ZN6SilentD0Ev, ptr @_ZNKSt9exception4whatEv] }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %33, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %60

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  br label %32

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI11DomainError
          catch ptr @_ZTISt9exception
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI11DomainError) #9
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %36

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #9
  store ptr %23, ptr %6, align 4
  %24 = load i32, ptr %2, align 4
  %25 = load ptr, ptr %6, align 4
  %26 = load ptr, ptr %25, align 4
  %27 = getelementptr inbounds ptr, ptr %26, i64 2
  %28 = load ptr, ptr %27, align 4
  %29 = call noundef ptr %28(ptr noundef nonnull align 4 dereferenceable(8) %25) #9
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, ptr noundef %29)
          to label %31 unwind label %55

31:                                               ; preds = %21
  call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %31, %49, %12
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %2, align 4
  br label %7, !llvm.loop !7

36:                                               ; preds = %17
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #9
  %38 = icmp eq i32 %18, %37
  br i1 %38, label %39, label %61

39:                                               ; preds = %36
  %40 = load ptr, ptr %3, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #9
  store ptr %41, ptr %5, align 4
  %42 = load i32, ptr %2, align 4
  %43 = load ptr, ptr %5, align 4
  %44 = load ptr, ptr %43, align 4
  %45 = getelementptr inbounds ptr, ptr %44, i64 2
  %46 = load ptr, ptr %45, align 4
  %47 = call noundef ptr %46(ptr noundef nonnull align 4 dereferenceable(4) %43) #9
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, ptr noundef %47)
          to label %49 unwind label %50

49:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %32

50:                                               ; preds = %39
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %3, align 4
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %54 unwind label %66

54:                                               ; preds = %50
  br label %61

55:                                               ; preds = %21
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %3, align 4
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %59 unwind label %66

59:                                               ; preds = %55
  br label %61

60:                                               ; preds = %7
  ret i32 0

61:                                               ; preds = %59, %54, %36
  %62 = load ptr, ptr %3, align 4
  %63 = load i32, ptr %4, align 4
  %64 = insertvalue { ptr, i32 } poison, ptr %62, 0
  %65 = insertvalue { ptr, i32 } %64, i32 %63, 1
  resume { ptr, i32 } %65

66:                                               ; preds = %55, %50
  %67 = landingpad { ptr, i32 }
          catch ptr null
  %68 = extractvalue { ptr, i32 } %67, 0
  call void @__clang_call_terminate(ptr %68) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  switch i32 %5, label %22 [
    i32 0, label %6
    i32 1, label %13
    i32 2, label %20
  ]

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 8) #9
  invoke void @_ZN10LogicErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef @.str.2)
          to label %8 unwind label %9

8:                                                ; preds = %6
  call void @__cxa_throw(ptr %7, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev) #11
  unreachable

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %3, align 4
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %4, align 4
  call void @__cxa_free_exception(ptr %7) #9
  br label %24

13:                                               ; preds = %1
  %14 = call ptr @__cxa_allocate_exception(i32 8) #9
  invoke void @_ZN11DomainErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %14, ptr noundef @.str.3)
          to label %15 unwind label %16

15:                                               ; preds = %13
  call void @__cxa_throw(ptr %14, ptr @_ZTI11DomainError, ptr @_ZN11DomainErrorD2Ev) #11
  unreachable

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %3, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %4, align 4
  call void @__cxa_free_exception(ptr %14) #9
  br label %24

20:                                               ; preds = %1
  %21 = call ptr @__cxa_allocate_exception(i32 4) #9
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %21) #9
  call void @__cxa_throw(ptr %21, ptr @_ZTISt9exception, ptr @_ZNSt9exceptionD1Ev) #11
  unreachable

22:                                               ; preds = %1
  %23 = call ptr @__cxa_allocate_exception(i32 4) #9
  call void @llvm.memset.p0.i32(ptr align 16 %23, i8 0, i32 4, i1 false)
  call void @_ZN6SilentC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %23) #9
  call void @__cxa_throw(ptr %23, ptr @_ZTI6Silent, ptr @_ZN6SilentD2Ev) #11
  unreachable

24:                                               ; preds = %16, %9
  %25 = load ptr, ptr %3, align 4
  %26 = load i32, ptr %4, align 4
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1
  resume { ptr, i32 } %28
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV10LogicError, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.LogicError, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV10LogicError, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.LogicError, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  call void @_ZN10LogicErrorC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV11DomainError, i32 0, i32 0, i32 2), ptr %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Silent, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK10LogicError4whatEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.LogicError, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #8

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN11DomainErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN6SilentD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #12
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt9exception4whatEv(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

; longjmp over C++ frames on x86_64 Linux (SPEC.md X-SJLJ-4): no destructor of a
; popped frame runs; out of a catch handler the exception stays caught (throw;
; rethrows it, current_exception has it); out of a destructor running in a
; cleanup landing pad the exception in flight is abandoned (still counted by
; uncaught_exceptions).  Expected output: the native x86_64 binary of
; Inputs/setjmp-cxx.cpp (clang++-19 -O0; the same at -O2); this IR: clang++-19 -O0.
; RUN: sh -c '%ehi run %s; echo "status $?"' | FileCheck %s
; RUN: %ehi run --trace %s 2>&1 >/dev/null | FileCheck --check-prefix=TRACE %s
; CHECK: setjmp 0 uncaught 0 current no
; CHECK-NEXT: setjmp 1 uncaught 0 current no
; CHECK-NEXT: caught 5
; CHECK-NEXT: setjmp 2 uncaught 0 current yes
; CHECK-NEXT: rethrown 5
; CHECK-NEXT: after rethrow: current yes
; CHECK-NEXT: ~Noisy 2
; CHECK-NEXT: ~Jumper jumps (uncaught 1)
; CHECK-NEXT: setjmp 3 uncaught 1 current yes
; CHECK-NEXT: later throw 9 caught, uncaught 1
; CHECK-NEXT: status 0
; TRACE: [eh] landing #2 frame 0 from_cleanup(): cleanup selector 0
; TRACE-NEXT: [eh] abandon #2 frame 1 from_cleanup() (longjmp out of its landing pad)

; ModuleID = 'cxx.cpp'
source_filename = "cxx.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%struct.Noisy = type { i32 }
%struct.Jumper = type { i8 }

$_ZNKSt15__exception_ptr13exception_ptrcvbEv = comdat any

$_ZNSt15__exception_ptr13exception_ptrD2Ev = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN6JumperD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZL3env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [34 x i8] c"setjmp %d uncaught %d current %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"after rethrow: current %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"later throw %d caught, uncaught %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"~Noisy %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"~Jumper jumps (uncaught %d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %10 = call i32 @_setjmp(ptr noundef @_ZL3env) #10
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call noundef i32 @_ZSt19uncaught_exceptionsv() #11
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %3) #12
  %13 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptrcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #12
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, ptr @.str.1, ptr @.str.2
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %12, ptr noundef %15)
          to label %17 unwind label %21

17:                                               ; preds = %0
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #12
  %18 = load i32, ptr %2, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  call void @_ZL10skip_dtorsv()
  br label %85

21:                                               ; preds = %0
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #12
  br label %108

25:                                               ; preds = %17
  %26 = load i32, ptr %2, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  call void @_ZL10from_catchv()
  br label %84

29:                                               ; preds = %25
  %30 = load i32, ptr %2, align 4
  %31 = icmp eq i32 %30, 2
  br i1 %31, label %32, label %83

32:                                               ; preds = %29
  invoke void @__cxa_rethrow() #13
          to label %113 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %4, align 8
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %5, align 4
  br label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %5, align 4
  %39 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %108

41:                                               ; preds = %37
  %42 = load ptr, ptr %4, align 8
  %43 = call ptr @__cxa_begin_catch(ptr %42) #12
  %44 = load i32, ptr %43, align 4
  store i32 %44, ptr %6, align 4
  %45 = load i32, ptr %6, align 4
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45)
          to label %47 unwind label %55

47:                                               ; preds = %41
  call void @__cxa_end_catch() #12
  br label %48

48:                                               ; preds = %47
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %7) #12
  %49 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptrcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #12
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, ptr @.str.1, ptr @.str.2
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %51)
          to label %53 unwind label %59

53:                                               ; preds = %48
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #12
  invoke void @_ZL12from_cleanupv()
          to label %54 unwind label %63

54:                                               ; preds = %53
  br label %78

55:                                               ; preds = %41
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %4, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %5, align 4
  call void @__cxa_end_catch() #12
  br label %108

59:                                               ; preds = %48
  %60 = landingpad { ptr, i32 }
          cleanup
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %4, align 8
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %5, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #12
  br label %108

63:                                               ; preds = %53
  %64 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %65 = extractvalue { ptr, i32 } %64, 0
  store ptr %65, ptr %4, align 8
  %66 = extractvalue { ptr, i32 } %64, 1
  store i32 %66, ptr %5, align 4
  br label %67

67:                                               ; preds = %63
  %68 = load i32, ptr %5, align 4
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %108

71:                                               ; preds = %67
  %72 = load ptr, ptr %4, align 8
  %73 = call ptr @__cxa_begin_catch(ptr %72) #12
  %74 = load i32, ptr %73, align 4
  store i32 %74, ptr %8, align 4
  %75 = load i32, ptr %8, align 4
  %76 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %75)
          to label %77 unwind label %79

77:                                               ; preds = %71
  call void @__cxa_end_catch() #12
  br label %78

78:                                               ; preds = %77, %54
  br label %83

79:                                               ; preds = %71
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %4, align 8
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %5, align 4
  call void @__cxa_end_catch() #12
  br label %108

83:                                               ; preds = %78, %29
  br label %84

84:                                               ; preds = %83, %28
  br label %85

85:                                               ; preds = %84, %20
  %86 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 9, ptr %86, align 16
  invoke void @__cxa_throw(ptr %86, ptr @_ZTIi, ptr null) #13
          to label %113 unwind label %87

87:                                               ; preds = %85
  %88 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %89 = extractvalue { ptr, i32 } %88, 0
  store ptr %89, ptr %4, align 8
  %90 = extractvalue { ptr, i32 } %88, 1
  store i32 %90, ptr %5, align 4
  br label %91

91:                                               ; preds = %87
  %92 = load i32, ptr %5, align 4
  %93 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %94 = icmp eq i32 %92, %93
  br i1 %94, label %95, label %108

95:                                               ; preds = %91
  %96 = load ptr, ptr %4, align 8
  %97 = call ptr @__cxa_begin_catch(ptr %96) #12
  %98 = load i32, ptr %97, align 4
  store i32 %98, ptr %9, align 4
  %99 = load i32, ptr %9, align 4
  %100 = call noundef i32 @_ZSt19uncaught_exceptionsv() #11
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %99, i32 noundef %100)
          to label %102 unwind label %104

102:                                              ; preds = %95
  call void @__cxa_end_catch() #12
  br label %103

103:                                              ; preds = %102
  ret i32 0

104:                                              ; preds = %95
  %105 = landingpad { ptr, i32 }
          cleanup
  %106 = extractvalue { ptr, i32 } %105, 0
  store ptr %106, ptr %4, align 8
  %107 = extractvalue { ptr, i32 } %105, 1
  store i32 %107, ptr %5, align 4
  call void @__cxa_end_catch() #12
  br label %108

108:                                              ; preds = %104, %91, %79, %67, %59, %55, %37, %21
  %109 = load ptr, ptr %4, align 8
  %110 = load i32, ptr %5, align 4
  %111 = insertvalue { ptr, i32 } poison, ptr %109, 0
  %112 = insertvalue { ptr, i32 } %111, i32 %110, 1
  resume { ptr, i32 } %112

113:                                              ; preds = %85, %32
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare noundef i32 @_ZSt19uncaught_exceptionsv() #3

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptrcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #12
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10skip_dtorsv() #5 {
  %1 = alloca %struct.Noisy, align 4
  %2 = getelementptr inbounds %struct.Noisy, ptr %1, i32 0, i32 0
  store i32 1, ptr %2, align 4
  call void @longjmp(ptr noundef @_ZL3env, i32 noundef 1) #14
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10from_catchv() #6 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 5, ptr %4, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #13
          to label %30 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 8
  %15 = call ptr @__cxa_begin_catch(ptr %14) #12
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %3, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %17)
          to label %19 unwind label %20

19:                                               ; preds = %13
  call void @longjmp(ptr noundef @_ZL3env, i32 noundef 2) #14
  unreachable

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %1, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %2, align 4
  call void @__cxa_end_catch() #12
  br label %25

24:                                               ; No predecessors!
  ret void

25:                                               ; preds = %20, %9
  %26 = load ptr, ptr %1, align 8
  %27 = load i32, ptr %2, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

30:                                               ; preds = %0
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL12from_cleanupv() #6 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Jumper, align 1
  %2 = alloca %struct.Noisy, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.Noisy, ptr %2, i32 0, i32 0
  store i32 2, ptr %5, align 4
  %6 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 7, ptr %6, align 16
  invoke void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #13
          to label %16 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #12
  call void @_ZN6JumperD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #12
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %15 = insertvalue { ptr, i32 } %14, i32 %13, 1
  resume { ptr, i32 } %15

16:                                               ; preds = %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Noisy, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #14
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6JumperD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #11
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %4)
          to label %6 unwind label %7

6:                                                ; preds = %1
  call void @longjmp(ptr noundef @_ZL3env, i32 noundef 3) #14
  unreachable

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #14
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #12
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind returns_twice }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; thread_local objects with destructors: __cxa_thread_atexit registers
; them, and the process's exit runs them (last first) before the atexit
; handlers and the static objects' destructors, as glibc's exit does;
; llvm.threadlocal.address is the variable's own address (one thread).
; Expected output from the native x86_64 binary (clang++ 19 -O0) of:
;   #include <stdio.h>
;   #include <stdlib.h>
;   struct Noisy {
;     const char *name;
;     Noisy(const char *n) : name(n) { printf("construct %s\n", name); }
;     ~Noisy() { printf("destroy %s\n", name); }
;   };
;   static Noisy global("global");
;   thread_local Noisy tls_a("tls_a");
;   static void handler(void) { printf("atexit handler\n"); }
;   int main() {
;     atexit(handler);
;     printf("main uses %s\n", tls_a.name);
;     thread_local Noisy tls_b("tls_b");
;     printf("main uses %s\n", tls_b.name);
;     static Noisy local_static("local_static");
;     return 0;
;   }
; RUN: %ehi run %s | FileCheck %s
; CHECK: construct global
; CHECK-NEXT: construct tls_a
; CHECK-NEXT: main uses tls_a
; CHECK-NEXT: construct tls_b
; CHECK-NEXT: main uses tls_b
; CHECK-NEXT: construct local_static
; CHECK-NEXT: destroy tls_b
; CHECK-NEXT: destroy tls_a
; CHECK-NEXT: destroy local_static
; CHECK-NEXT: atexit handler
; CHECK-NEXT: destroy global

; ModuleID = 'tls.cpp'
source_filename = "tls.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Noisy = type { ptr }

$_ZN5NoisyC2EPKc = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZTW5tls_a = comdat any

$__clang_call_terminate = comdat any

@_ZL6global = internal global %struct.Noisy zeroinitializer, align 8
@.str = private unnamed_addr constant [7 x i8] c"global\00", align 1
@__dso_handle = external hidden global i8
@tls_a = dso_local thread_local global %struct.Noisy zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [6 x i8] c"tls_a\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"main uses %s\0A\00", align 1
@_ZZ4mainE5tls_b = internal thread_local global %struct.Noisy zeroinitializer, align 8
@_ZGVZ4mainE5tls_b = internal thread_local global i8 0, align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"tls_b\00", align 1
@_ZZ4mainE12local_static = internal global %struct.Noisy zeroinitializer, align 8
@_ZGVZ4mainE12local_static = internal global i64 0, align 8
@.str.5 = private unnamed_addr constant [13 x i8] c"local_static\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"construct %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"destroy %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"atexit handler\0A\00", align 1
@__tls_guard = internal thread_local global i8 0, align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_tls.cpp, ptr null }]

@_ZTH5tls_a = dso_local alias void (), ptr @__tls_init

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZL6global, ptr noundef @.str)
  %1 = call i32 @__cxa_atexit(ptr @_ZN5NoisyD2Ev, ptr @_ZL6global, ptr @__dso_handle) #3
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Noisy, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #3

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) @tls_a, ptr noundef @.str.2)
  %1 = call i32 @__cxa_thread_atexit(ptr @_ZN5NoisyD2Ev, ptr @tls_a, ptr @__dso_handle) #3
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_thread_atexit(ptr, ptr, ptr) #3

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 @atexit(ptr noundef @_ZL7handlerv) #3
  %5 = call ptr @_ZTW5tls_a()
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %7)
  %9 = load i8, ptr @_ZGVZ4mainE5tls_b, align 1
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %13, !prof !6

11:                                               ; preds = %0
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZZ4mainE5tls_b, ptr noundef @.str.4)
  %12 = call i32 @__cxa_thread_atexit(ptr @_ZN5NoisyD2Ev, ptr @_ZZ4mainE5tls_b, ptr @__dso_handle) #3
  store i8 1, ptr @_ZGVZ4mainE5tls_b, align 1
  br label %13

13:                                               ; preds = %11, %0
  %14 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZZ4mainE5tls_b)
  %15 = getelementptr inbounds %struct.Noisy, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %16)
  %18 = load atomic i8, ptr @_ZGVZ4mainE12local_static acquire, align 8
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %20, label %26, !prof !7

20:                                               ; preds = %13
  %21 = call i32 @__cxa_guard_acquire(ptr @_ZGVZ4mainE12local_static) #3
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  invoke void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZZ4mainE12local_static, ptr noundef @.str.5)
          to label %24 unwind label %27

24:                                               ; preds = %23
  %25 = call i32 @__cxa_atexit(ptr @_ZN5NoisyD2Ev, ptr @_ZZ4mainE12local_static, ptr @__dso_handle) #3
  call void @__cxa_guard_release(ptr @_ZGVZ4mainE12local_static) #3
  br label %26

26:                                               ; preds = %24, %20, %13
  ret i32 0

27:                                               ; preds = %23
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZ4mainE12local_static) #3
  br label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %2, align 8
  %33 = load i32, ptr %3, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7handlerv() #1 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW5tls_a() #7 comdat {
  call void @_ZTH5tls_a()
  %1 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_a)
  ret ptr %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #8

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #3

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #3

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #3
  call void @_ZSt9terminatev() #10
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_tls.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  ret void
}

; Function Attrs: noinline uwtable
define internal void @__tls_init() #0 {
  %1 = load i8, ptr @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %4, !prof !6

3:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  call void @__cxx_global_var_init.1()
  br label %4

4:                                                ; preds = %3, %0
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1023}
!7 = !{!"branch_weights", i32 1, i32 1048575}


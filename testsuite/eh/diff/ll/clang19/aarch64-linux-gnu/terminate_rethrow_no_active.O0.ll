; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Local = type { i8 }

$__clang_call_terminate = comdat any

$_ZN5LocalD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"handled 1\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"rethrowing nothing\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Local, align 1
  store i32 0, ptr %1, align 4
  %6 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %6, align 16
  invoke void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #7
          to label %57 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %49

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %20 unwind label %23

20:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %21

21:                                               ; preds = %20
  invoke void @_ZL15rethrow_nothingv()
          to label %22 unwind label %27

22:                                               ; preds = %21
  br label %37

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %49

27:                                               ; preds = %21
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  br label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %2, align 8
  %33 = call ptr @__cxa_begin_catch(ptr %32) #6
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %35 unwind label %39

35:                                               ; preds = %31
  invoke void @__cxa_end_catch()
          to label %36 unwind label %43

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36, %22
  store i32 0, ptr %1, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #6
  %38 = load i32, ptr %1, align 4
  ret i32 %38

39:                                               ; preds = %31
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %2, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %47 unwind label %54

43:                                               ; preds = %35
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = extractvalue { ptr, i32 } %44, 0
  store ptr %45, ptr %2, align 8
  %46 = extractvalue { ptr, i32 } %44, 1
  store i32 %46, ptr %3, align 4
  br label %48

47:                                               ; preds = %39
  br label %48

48:                                               ; preds = %47, %43
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #6
  br label %49

49:                                               ; preds = %48, %23, %11
  %50 = load ptr, ptr %2, align 8
  %51 = load i32, ptr %3, align 4
  %52 = insertvalue { ptr, i32 } poison, ptr %50, 0
  %53 = insertvalue { ptr, i32 } %52, i32 %51, 1
  resume { ptr, i32 } %53

54:                                               ; preds = %39
  %55 = landingpad { ptr, i32 }
          catch ptr null
  %56 = extractvalue { ptr, i32 } %55, 0
  call void @__clang_call_terminate(ptr %56) #8
  unreachable

57:                                               ; preds = %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL15rethrow_nothingv() #3 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

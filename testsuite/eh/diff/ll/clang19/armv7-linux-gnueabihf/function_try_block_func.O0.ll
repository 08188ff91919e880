; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$_ZN5NoisyC2Ei = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN5LocalD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Noisy, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %8 unwind label %19

8:                                                ; preds = %0
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
          to label %10 unwind label %19

10:                                               ; preds = %8
  %11 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %12 unwind label %19

12:                                               ; preds = %10
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11)
          to label %14 unwind label %19

14:                                               ; preds = %12
  %15 = invoke noundef ptr @_ZN5NoisyC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %16 unwind label %23

16:                                               ; preds = %14
  %17 = invoke noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4)
          to label %18 unwind label %23

18:                                               ; preds = %16
  br label %38

19:                                               ; preds = %38, %12, %10, %8, %0
  %20 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %2, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %3, align 4
  br label %44

23:                                               ; preds = %16, %14
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load ptr, ptr %2, align 4
  %33 = call ptr @__cxa_begin_catch(ptr %32) #7
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %5, align 4
  %35 = load i32, ptr %5, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35)
          to label %37 unwind label %40

37:                                               ; preds = %31
  call void @__cxa_end_catch() #7
  br label %38

38:                                               ; preds = %37, %18
  %39 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 99, ptr %39, align 8
  invoke void @__cxa_throw(ptr %39, ptr @_ZTIi, ptr null) #8
          to label %66 unwind label %19

40:                                               ; preds = %31
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %2, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %44

44:                                               ; preds = %40, %27, %19
  %45 = load i32, ptr %3, align 4
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %61

48:                                               ; preds = %44
  %49 = load ptr, ptr %2, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #7
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52)
          to label %54 unwind label %55

54:                                               ; preds = %48
  store i32 3, ptr %1, align 4
  call void @__cxa_end_catch() #7
  br label %59

55:                                               ; preds = %48
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %2, align 4
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %61

59:                                               ; preds = %54
  %60 = load i32, ptr %1, align 4
  ret i32 %60

61:                                               ; preds = %55, %44
  %62 = load ptr, ptr %2, align 4
  %63 = load i32, ptr %3, align 4
  %64 = insertvalue { ptr, i32 } poison, ptr %62, 0
  %65 = insertvalue { ptr, i32 } %64, i32 %63, 1
  resume { ptr, i32 } %65

66:                                               ; preds = %38
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sgt i32 %8, 2
  br i1 %9, label %10, label %31

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #7
  %12 = load i32, ptr %3, align 4
  store i32 %12, ptr %11, align 8
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #8
          to label %47 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %5, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %6, align 4
  %17 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7
  br label %18

18:                                               ; preds = %13
  %19 = load i32, ptr %6, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %42

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %7, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %26)
          to label %28 unwind label %35

28:                                               ; preds = %22
  %29 = load i32, ptr %7, align 4
  %30 = sub nsw i32 0, %29
  store i32 %30, ptr %2, align 4
  call void @__cxa_end_catch() #7
  br label %40

31:                                               ; preds = %1
  %32 = load i32, ptr %3, align 4
  %33 = mul nsw i32 %32, 10
  store i32 %33, ptr %2, align 4
  %34 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #7
  br label %40

35:                                               ; preds = %22
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %5, align 4
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %6, align 4
  call void @__cxa_end_catch() #7
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %28, %31
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %35, %18
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5NoisyC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %6 = load ptr, ptr %2, align 4
  %7 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %8)
          to label %10 unwind label %18

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Noisy, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 8
  invoke void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #8
          to label %45 unwind label %18

18:                                               ; preds = %14, %1
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %22
  %27 = load ptr, ptr %3, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #7
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %30)
          to label %32 unwind label %35

32:                                               ; preds = %26
  invoke void @__cxa_rethrow()
          to label %33 unwind label %35

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %10
  br label %39

35:                                               ; preds = %32, %26
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %3, align 4
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %40

39:                                               ; preds = %34
  ret ptr %6

40:                                               ; preds = %35, %22
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %4, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44

45:                                               ; preds = %14
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #9
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

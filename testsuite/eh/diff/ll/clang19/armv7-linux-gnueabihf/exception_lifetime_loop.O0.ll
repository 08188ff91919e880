; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Sub = type { %struct.Ex }
%struct.Ex = type { i32 }

$_ZN3SubC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN2ExC2Ei = comdat any

$_ZN2ExD2Ev = comdat any

$_ZN3SubC2Ei = comdat any

$_ZN2ExC2ERKS_ = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS2Ex }, comdat, align 4
@_ZTI3Sub = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sub, ptr @_ZTI2Ex }, comdat, align 4
@_ZTIi = external constant ptr
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Sub, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %68, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %71

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %12
  br label %36

15:                                               ; preds = %12
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Sub
          catch ptr @_ZTI2Ex
          catch ptr @_ZTIi
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %4, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Sub) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 4
  %25 = call ptr @__cxa_get_exception_ptr(ptr %24) #6
  %26 = invoke noundef ptr @_ZN3SubC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 4 dereferenceable(4) %25)
          to label %27 unwind label %82

27:                                               ; preds = %23
  %28 = call ptr @__cxa_begin_catch(ptr %24) #6
  %29 = getelementptr inbounds %struct.Ex, ptr %8, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = mul nsw i32 %30, 3
  %32 = sext i32 %31 to i64
  %33 = load i64, ptr %2, align 8
  %34 = add nsw i64 %33, %32
  store i64 %34, ptr %2, align 8
  %35 = call noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  call void @__cxa_end_catch()
  br label %36

36:                                               ; preds = %27, %46, %59, %14
  %37 = load i32, ptr @_ZL4live, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %67

39:                                               ; preds = %36
  %40 = load i32, ptr @_ZL4live, align 4
  %41 = load i32, ptr %3, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %41)
  br label %67

43:                                               ; preds = %19
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %45 = icmp eq i32 %20, %44
  br i1 %45, label %46, label %56

46:                                               ; preds = %43
  %47 = load ptr, ptr %4, align 4
  %48 = call ptr @__cxa_begin_catch(ptr %47) #6
  store ptr %48, ptr %7, align 4
  %49 = load ptr, ptr %7, align 4
  %50 = getelementptr inbounds %struct.Ex, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = mul nsw i32 %51, 2
  %53 = sext i32 %52 to i64
  %54 = load i64, ptr %2, align 8
  %55 = add nsw i64 %54, %53
  store i64 %55, ptr %2, align 8
  call void @__cxa_end_catch()
  br label %36

56:                                               ; preds = %43
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %58 = icmp eq i32 %20, %57
  br i1 %58, label %59, label %77

59:                                               ; preds = %56
  %60 = load ptr, ptr %4, align 4
  %61 = call ptr @__cxa_begin_catch(ptr %60) #6
  %62 = load i32, ptr %61, align 4
  store i32 %62, ptr %6, align 4
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = load i64, ptr %2, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %2, align 8
  call void @__cxa_end_catch() #6
  br label %36

67:                                               ; preds = %39, %36
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %3, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %3, align 4
  br label %9, !llvm.loop !6

71:                                               ; preds = %9
  %72 = load i64, ptr %2, align 8
  %73 = load i32, ptr @_ZL4made, align 4
  %74 = load i32, ptr @_ZL6copies, align 4
  %75 = load i32, ptr @_ZL4live, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %75)
  ret i32 0

77:                                               ; preds = %56
  %78 = load ptr, ptr %4, align 4
  %79 = load i32, ptr %5, align 4
  %80 = insertvalue { ptr, i32 } poison, ptr %78, 0
  %81 = insertvalue { ptr, i32 } %80, i32 %79, 1
  resume { ptr, i32 } %81

82:                                               ; preds = %23
  %83 = landingpad { ptr, i32 }
          catch ptr null
  %84 = extractvalue { ptr, i32 } %83, 0
  call void @__clang_call_terminate(ptr %84) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = srem i32 %5, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #6
  %10 = load i32, ptr %2, align 4
  %11 = invoke noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %13

12:                                               ; preds = %8
  call void @__cxa_throw(ptr %9, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #8
  unreachable

13:                                               ; preds = %8
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  call void @__cxa_free_exception(ptr %9) #6
  br label %33

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4
  %19 = srem i32 %18, 3
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %21, label %30

21:                                               ; preds = %17
  %22 = call ptr @__cxa_allocate_exception(i32 4) #6
  %23 = load i32, ptr %2, align 4
  %24 = invoke noundef ptr @_ZN3SubC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %22, i32 noundef %23)
          to label %25 unwind label %26

25:                                               ; preds = %21
  call void @__cxa_throw(ptr %22, ptr @_ZTI3Sub, ptr @_ZN3SubD2Ev) #8
  unreachable

26:                                               ; preds = %21
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  call void @__cxa_free_exception(ptr %22) #6
  br label %33

30:                                               ; preds = %17
  %31 = call ptr @__cxa_allocate_exception(i32 4) #6
  %32 = load i32, ptr %2, align 4
  store i32 %32, ptr %31, align 8
  call void @__cxa_throw(ptr %31, ptr @_ZTIi, ptr null) #8
  unreachable

33:                                               ; preds = %26, %13
  %34 = load ptr, ptr %3, align 4
  %35 = load i32, ptr %4, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN3SubC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN2ExC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret ptr %5
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

declare i32 @printf(ptr noundef, ...) #5

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL4live, align 4
  %10 = load i32, ptr @_ZL4made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4made, align 4
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN2ExD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL4live, align 4
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3SubC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN2ExC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Ex, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr @_ZL4live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4live, align 4
  %12 = load i32, ptr @_ZL6copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL6copies, align 4
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

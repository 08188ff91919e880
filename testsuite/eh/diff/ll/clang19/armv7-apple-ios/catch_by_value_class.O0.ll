; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.E = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca %struct.E, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %50

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 4
  %18 = call ptr @__cxa_get_exception_ptr(ptr %17) #6
  %19 = invoke noundef ptr @_ZN1EC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %20 unwind label %89

20:                                               ; preds = %16
  %21 = call ptr @__cxa_begin_catch(ptr %17) #6
  %22 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23)
          to label %25 unwind label %27

25:                                               ; preds = %20
  %26 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  store i32 7, ptr %26, align 4
  invoke void @__cxa_rethrow() #7
          to label %92 unwind label %27

27:                                               ; preds = %25, %20
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  %31 = call noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  invoke void @__cxa_end_catch()
          to label %32 unwind label %89

32:                                               ; preds = %27
  br label %33

33:                                               ; preds = %32, %12
  %34 = load i32, ptr %3, align 4
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %84

37:                                               ; preds = %33
  %38 = load ptr, ptr %2, align 4
  %39 = call ptr @__cxa_get_exception_ptr(ptr %38) #6
  %40 = invoke noundef ptr @_ZN1EC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %39)
          to label %41 unwind label %89

41:                                               ; preds = %37
  %42 = call ptr @__cxa_begin_catch(ptr %38) #6
  %43 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
          to label %46 unwind label %51

46:                                               ; preds = %41
  %47 = call noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  call void @__cxa_end_catch()
  br label %48

48:                                               ; preds = %46, %50
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %49 unwind label %57

49:                                               ; preds = %48
  br label %76

50:                                               ; preds = %7
  br label %48

51:                                               ; preds = %41
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %2, align 4
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %3, align 4
  %55 = call noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  invoke void @__cxa_end_catch()
          to label %56 unwind label %89

56:                                               ; preds = %51
  br label %84

57:                                               ; preds = %48
  %58 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %2, align 4
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %3, align 4
  br label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %3, align 4
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %84

65:                                               ; preds = %61
  %66 = load ptr, ptr %2, align 4
  %67 = call ptr @__cxa_get_exception_ptr(ptr %66) #6
  %68 = invoke noundef ptr @_ZN1EC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %67)
          to label %69 unwind label %89

69:                                               ; preds = %65
  %70 = call ptr @__cxa_begin_catch(ptr %66) #6
  %71 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 0
  %72 = load i32, ptr %71, align 4
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72)
          to label %74 unwind label %78

74:                                               ; preds = %69
  %75 = call noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  call void @__cxa_end_catch()
  br label %76

76:                                               ; preds = %74, %49
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0

78:                                               ; preds = %69
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %2, align 4
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %3, align 4
  %82 = call noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  invoke void @__cxa_end_catch()
          to label %83 unwind label %89

83:                                               ; preds = %78
  br label %84

84:                                               ; preds = %83, %61, %56, %33
  %85 = load ptr, ptr %2, align 4
  %86 = load i32, ptr %3, align 4
  %87 = insertvalue { ptr, i32 } poison, ptr %85, 0
  %88 = insertvalue { ptr, i32 } %87, i32 %86, 1
  resume { ptr, i32 } %88

89:                                               ; preds = %78, %65, %51, %37, %27, %16
  %90 = landingpad { ptr, i32 }
          catch ptr null
  %91 = extractvalue { ptr, i32 } %90, 0
  call void @__clang_call_terminate(ptr %91) #8
  unreachable

92:                                               ; preds = %25
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i32 4) #6
  %8 = load i32, ptr %2, align 4
  %9 = invoke noundef ptr @_ZN1EC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %11

10:                                               ; preds = %1
  call void @__cxa_throw(ptr %7, ptr @_ZTI1E, ptr @_ZN1ED1Ev) #7
  unreachable

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  call void @__cxa_free_exception(ptr %7) #6
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret ptr %5
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %13, i32 noundef %15)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

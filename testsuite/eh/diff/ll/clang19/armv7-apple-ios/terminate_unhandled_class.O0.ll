; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"never: const char*\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3app7FailureE = linkonce_odr constant [15 x i8] c"N3app7FailureE\00", align 1
@_ZTIN3app7FailureE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN3app7FailureE }, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL3runv()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %20

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  store ptr %17, ptr %5, align 4
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %19 unwind label %23

19:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %20

20:                                               ; preds = %19, %6
  store i32 0, ptr %1, align 4
  %21 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #6
  %22 = load i32, ptr %1, align 4
  ret i32 %22

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %23, %11
  %28 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #6
  br label %29

29:                                               ; preds = %27
  %30 = load ptr, ptr %3, align 4
  %31 = load i32, ptr %4, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL3runv() #1 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Local, align 1
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = getelementptr inbounds %"struct.app::Failure", ptr %5, i32 0, i32 0
  store i32 3, ptr %6, align 8
  invoke void @__cxa_throw(ptr %5, ptr @_ZTIN3app7FailureE, ptr @_ZN3app7FailureD1Ev) #7
          to label %34 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %20 unwind label %23

20:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %21

21:                                               ; preds = %20
  %22 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  ret void

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %23, %11
  %28 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %29

29:                                               ; preds = %27
  %30 = load ptr, ptr %2, align 4
  %31 = load i32, ptr %3, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33

34:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #6
  ret ptr %3
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3app7FailureD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3app7FailureD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3app7FailureD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

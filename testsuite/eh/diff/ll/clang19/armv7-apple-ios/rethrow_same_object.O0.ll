; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.E = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, align 4
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"E()\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL6level1v()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %29

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #6
  store ptr %16, ptr %4, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = getelementptr inbounds %struct.E, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19)
          to label %21 unwind label %24

21:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %5
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret i32 0

24:                                               ; preds = %14
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %2, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %34

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28, %10
  %30 = load ptr, ptr %2, align 4
  %31 = load i32, ptr %3, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  call void @__clang_call_terminate(ptr %36) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level1v() #1 personality ptr @__gxx_personality_sj0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  invoke void @_ZL6level2v()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %30

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 4
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #6
  store ptr %15, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds %struct.E, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  %20 = load ptr, ptr %3, align 4
  %21 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22)
          to label %24 unwind label %25

24:                                               ; preds = %13
  invoke void @__cxa_rethrow() #8
          to label %39 unwind label %25

25:                                               ; preds = %24, %13
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %1, align 4
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %29 unwind label %36

29:                                               ; preds = %25
  br label %31

30:                                               ; preds = %4
  ret void

31:                                               ; preds = %29, %9
  %32 = load ptr, ptr %1, align 4
  %33 = load i32, ptr %2, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %25
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #7
  unreachable

39:                                               ; preds = %24
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level2v() #1 personality ptr @__gxx_personality_sj0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  invoke void @_ZL6level3v()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %30

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 4
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #6
  store ptr %15, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds %struct.E, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  %20 = load ptr, ptr %3, align 4
  %21 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %22)
          to label %24 unwind label %25

24:                                               ; preds = %13
  invoke void @__cxa_rethrow() #8
          to label %39 unwind label %25

25:                                               ; preds = %24, %13
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %1, align 4
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %29 unwind label %36

29:                                               ; preds = %25
  br label %31

30:                                               ; preds = %4
  ret void

31:                                               ; preds = %29, %9
  %32 = load ptr, ptr %1, align 4
  %33 = load i32, ptr %2, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %25
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #7
  unreachable

39:                                               ; preds = %24
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level3v() #1 personality ptr @__gxx_personality_sj0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #6
  %4 = invoke noundef ptr @_ZN1EC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %5 unwind label %6

5:                                                ; preds = %0
  call void @__cxa_throw(ptr %3, ptr @_ZTI1E, ptr @_ZN1ED1Ev) #8
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %1, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %2, align 4
  call void @__cxa_free_exception(ptr %3) #6
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %1, align 4
  %12 = load i32, ptr %2, align 4
  %13 = insertvalue { ptr, i32 } poison, ptr %11, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1EC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret ptr %3
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1EC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

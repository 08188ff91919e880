; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Watch = type { ptr }
%struct.Nested = type { i8 }

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 4
  %3 = alloca %struct.Watch, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Nested, align 1
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL6reportPKc(ptr noundef @.str)
  %8 = call noundef ptr @_ZN5WatchC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef @.str.1)
  %9 = call noundef ptr @_ZN5WatchD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7
  %10 = invoke noundef ptr @_ZN5WatchC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.2)
          to label %11 unwind label %13

11:                                               ; preds = %0
  %12 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %12, align 8
  invoke void @__cxa_throw(ptr %12, ptr @_ZTIi, ptr null) #8
          to label %42 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %4, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %5, align 4
  br label %23

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  %21 = call noundef ptr @_ZN6NestedD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #7
  %22 = call noundef ptr @_ZN5WatchD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %23

23:                                               ; preds = %17, %13
  %24 = load i32, ptr %5, align 4
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = load ptr, ptr %4, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #7
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %7, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.3)
          to label %31 unwind label %33

31:                                               ; preds = %27
  call void @__cxa_end_catch() #7
  br label %32

32:                                               ; preds = %31
  call void @_ZL6reportPKc(ptr noundef @.str.4)
  ret i32 0

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %4, align 4
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %5, align 4
  call void @__cxa_end_catch() #7
  br label %37

37:                                               ; preds = %33, %23
  %38 = load ptr, ptr %4, align 4
  %39 = load i32, ptr %5, align 4
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41

42:                                               ; preds = %11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6reportPKc(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %5 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %6 = zext i1 %5 to i32
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %3, i32 noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5WatchC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5WatchD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6NestedD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #7
  ret ptr %3
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() #5

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5WatchC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Watch, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5WatchD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Watch, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  invoke void @_ZL6reportPKc(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret ptr %3

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #9
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Watch, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  store ptr %8, ptr %2, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.6)
          to label %9 unwind label %34

9:                                                ; preds = %1
  %10 = invoke noundef ptr @_ZN5WatchC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.7)
          to label %11 unwind label %13

11:                                               ; preds = %9
  %12 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 2, ptr %12, align 8
  invoke void @__cxa_throw(ptr %12, ptr @_ZTIi, ptr null) #8
          to label %39 unwind label %17

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %5, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %6, align 4
  br label %22

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %5, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %6, align 4
  %21 = call noundef ptr @_ZN5WatchD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7
  br label %22

22:                                               ; preds = %17, %13
  %23 = load i32, ptr %6, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %37

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #7
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %7, align 4
  invoke void @_ZL6reportPKc(ptr noundef @.str.8)
          to label %30 unwind label %34

30:                                               ; preds = %26
  call void @__cxa_end_catch() #7
  br label %31

31:                                               ; preds = %30
  invoke void @_ZL6reportPKc(ptr noundef @.str.9)
          to label %32 unwind label %34

32:                                               ; preds = %31
  %33 = load ptr, ptr %2, align 4
  ret ptr %33

34:                                               ; preds = %31, %26, %1
  %35 = landingpad { ptr, i32 }
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  call void @__clang_call_terminate(ptr %36) #9
  unreachable

37:                                               ; preds = %22
  %38 = load ptr, ptr %5, align 4
  call void @__clang_call_terminate(ptr %38) #9
  unreachable

39:                                               ; preds = %11
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

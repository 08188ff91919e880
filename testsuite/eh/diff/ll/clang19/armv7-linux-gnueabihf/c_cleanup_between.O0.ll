; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Obj = type { i32 }
%class.anon = type { i8 }

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", align 1
@.str.1.5 = private unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", align 1
@.str.2.6 = private unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone
define dso_local void @cpp_callback(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Obj, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, ptr %2, align 4
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %10, label %21

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11)
          to label %13 unwind label %16

13:                                               ; preds = %10
  %14 = call ptr @__cxa_allocate_exception(i32 4) #7
  %15 = load i32, ptr %2, align 4
  store i32 %15, ptr %14, align 8
  invoke void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #8
          to label %31 unwind label %16

16:                                               ; preds = %21, %13, %10
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %4, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %5, align 4
  %20 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %26

21:                                               ; preds = %1
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  invoke void @c_layer(i32 noundef %23, ptr noundef @cpp_callback)
          to label %24 unwind label %16

24:                                               ; preds = %21
  %25 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

26:                                               ; preds = %16
  %27 = load ptr, ptr %4, align 4
  %28 = load i32, ptr %5, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30

31:                                               ; preds = %13
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare i32 @printf(ptr noundef, ...) #2

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon, align 1
  store i32 0, ptr %1, align 4
  invoke void @c_layer(i32 noundef 1, ptr noundef @cpp_callback)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %22

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
          to label %21 unwind label %24

21:                                               ; preds = %15
  call void @__cxa_end_catch() #7
  br label %22

22:                                               ; preds = %21, %6
  %23 = call noundef ptr @"_ZZ4mainENK3$_0cvPFviEEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #7
  call void @c_layer(i32 noundef 10, ptr noundef %23)
  ret i32 0

24:                                               ; preds = %15
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %2, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %28

28:                                               ; preds = %24, %11
  %29 = load ptr, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_0cvPFviEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #0 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  call void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone
define dso_local void @c_plain(i32 noundef %0, ptr noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  call void %5(i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone
define dso_local void @c_layer(i32 noundef %0, ptr noundef %1) #6 personality ptr @__gcc_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 10
  store i32 %11, ptr %6, align 4
  %12 = load i32, ptr %3, align 4
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %12)
          to label %14 unwind label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  %16 = load ptr, ptr %4, align 4
  invoke void @c_plain(i32 noundef %15, ptr noundef %16)
          to label %17 unwind label %22

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1.5, i32 noundef %18)
          to label %20 unwind label %22

20:                                               ; preds = %17
  invoke void @release(ptr noundef %6)
          to label %21 unwind label %26

21:                                               ; preds = %20
  call void @release(ptr noundef %5)
  ret void

22:                                               ; preds = %17, %14, %2
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %7, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %8, align 4
  invoke void @release(ptr noundef %6)
          to label %30 unwind label %38

26:                                               ; preds = %20
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %7, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %8, align 4
  br label %31

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30, %26
  invoke void @release(ptr noundef %5)
          to label %32 unwind label %38

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  %34 = load ptr, ptr %7, align 4
  %35 = load i32, ptr %8, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37

38:                                               ; preds = %31, %22
  %39 = landingpad { ptr, i32 }
          catch ptr null
  call void @abort() #9
  unreachable
}

declare i32 @__gcc_personality_v0(...)

; Function Attrs: noinline optnone
define internal void @release(ptr noundef %0) #6 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2.6, i32 noundef %4)
  ret void
}

declare void @abort()

attributes #0 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"min_enum_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}

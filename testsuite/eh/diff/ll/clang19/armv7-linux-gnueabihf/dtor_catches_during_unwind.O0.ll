; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL4workv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #6
  store ptr %16, ptr %4, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = getelementptr inbounds %struct.Err, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19)
          to label %21 unwind label %23

21:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %14
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %27 unwind label %33

27:                                               ; preds = %23
  br label %28

28:                                               ; preds = %27, %10
  %29 = load ptr, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %23
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4workv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #6
  %5 = getelementptr inbounds %struct.Err, ptr %4, i32 0, i32 0
  store i32 1, ptr %5, align 8
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
          to label %16 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  %10 = call noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %11

11:                                               ; preds = %6
  %12 = load ptr, ptr %2, align 4
  %13 = load i32, ptr %3, align 4
  %14 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %15 = insertvalue { ptr, i32 } %14, i32 %13, 1
  resume { ptr, i32 } %15

16:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3ErrD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
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

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  store ptr %8, ptr %2, align 4
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %10 unwind label %50

10:                                               ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %11 unwind label %12

11:                                               ; preds = %10
  br label %29

12:                                               ; preds = %10
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %53

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6
  store ptr %22, ptr %6, align 4
  %23 = load ptr, ptr %6, align 4
  %24 = getelementptr inbounds %struct.Err, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25)
          to label %27 unwind label %50

27:                                               ; preds = %20
  invoke void @__cxa_end_catch()
          to label %28 unwind label %50

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28, %11
  %30 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 3, ptr %30, align 8
  invoke void @__cxa_throw(ptr %30, ptr @_ZTIi, ptr null) #8
          to label %55 unwind label %31

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %4, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %5, align 4
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %35
  %40 = load ptr, ptr %4, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #6
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %7, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %43)
          to label %45 unwind label %50

45:                                               ; preds = %39
  call void @__cxa_end_catch() #6
  br label %46

46:                                               ; preds = %45
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %48 unwind label %50

48:                                               ; preds = %46
  %49 = load ptr, ptr %2, align 4
  ret ptr %49

50:                                               ; preds = %46, %39, %27, %20, %1
  %51 = landingpad { ptr, i32 }
          catch ptr null
  %52 = extractvalue { ptr, i32 } %51, 0
  call void @__clang_call_terminate(ptr %52) #7
  unreachable

53:                                               ; preds = %35, %16
  %54 = load ptr, ptr %4, align 4
  call void @__clang_call_terminate(ptr %54) #7
  unreachable

55:                                               ; preds = %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #6
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

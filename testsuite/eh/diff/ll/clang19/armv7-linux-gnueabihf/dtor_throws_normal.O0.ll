; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$_ZN5PlainC2Ei = comdat any

$_ZN5PlainD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [14 x i8] c"end of scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Thrower, align 1
  %6 = alloca %struct.Plain, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = invoke noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %9 unwind label %18

9:                                                ; preds = %0
  %10 = invoke noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %11 unwind label %22

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %13 unwind label %26

13:                                               ; preds = %11
  %14 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %15 = invoke noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %16 unwind label %31

16:                                               ; preds = %13
  %17 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %51

18:                                               ; preds = %0
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %40

22:                                               ; preds = %9
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  br label %35

26:                                               ; preds = %11
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  %30 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %35

31:                                               ; preds = %13
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  br label %38

35:                                               ; preds = %26, %22
  %36 = invoke noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %37 unwind label %62

37:                                               ; preds = %35
  br label %38

38:                                               ; preds = %37, %31
  %39 = call noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %40

40:                                               ; preds = %38, %18
  %41 = load i32, ptr %4, align 4
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %57

44:                                               ; preds = %40
  %45 = load ptr, ptr %3, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #6
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %7, align 4
  %48 = load i32, ptr %7, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48)
          to label %50 unwind label %53

50:                                               ; preds = %44
  call void @__cxa_end_catch() #6
  br label %51

51:                                               ; preds = %50, %16
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret i32 0

53:                                               ; preds = %44
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %3, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %57

57:                                               ; preds = %53, %40
  %58 = load ptr, ptr %3, align 4
  %59 = load i32, ptr %4, align 4
  %60 = insertvalue { ptr, i32 } poison, ptr %58, 0
  %61 = insertvalue { ptr, i32 } %60, i32 %59, 1
  resume { ptr, i32 } %61

62:                                               ; preds = %35
  %63 = landingpad { ptr, i32 }
          catch ptr null
  %64 = extractvalue { ptr, i32 } %63, 0
  call void @__clang_call_terminate(ptr %64) #7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5PlainC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Plain, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5PlainD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Plain, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN7ThrowerD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %6 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 42, ptr %6, align 8
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind memory(none) }
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

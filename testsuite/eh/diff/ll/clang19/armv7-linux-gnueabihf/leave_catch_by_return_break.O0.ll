; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"continue\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"goto\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"break\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call noundef i32 @_ZL9by_returnv()
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  store i32 2, ptr %2, align 4
  br label %9

9:                                                ; preds = %68, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %72

12:                                               ; preds = %9
  %13 = call ptr @__cxa_allocate_exception(i32 4) #6
  %14 = load i32, ptr %2, align 4
  %15 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %14)
          to label %16 unwind label %17

16:                                               ; preds = %12
  invoke void @__cxa_throw(ptr %13, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %82 unwind label %21

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  call void @__cxa_free_exception(ptr %13) #6
  br label %25

21:                                               ; preds = %16
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %74

29:                                               ; preds = %25
  %30 = load ptr, ptr %3, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #6
  store ptr %31, ptr %5, align 4
  %32 = load ptr, ptr %5, align 4
  %33 = getelementptr inbounds %struct.E, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %36, label %43

36:                                               ; preds = %29
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %38 unwind label %39

38:                                               ; preds = %36
  store i32 4, ptr %6, align 4
  br label %60

39:                                               ; preds = %56, %48, %36
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %3, align 4
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %71 unwind label %79

43:                                               ; preds = %29
  %44 = load ptr, ptr %5, align 4
  %45 = getelementptr inbounds %struct.E, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 3
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %50 unwind label %39

50:                                               ; preds = %48
  store i32 5, ptr %6, align 4
  br label %60

51:                                               ; preds = %43
  %52 = load ptr, ptr %5, align 4
  %53 = getelementptr inbounds %struct.E, ptr %52, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = icmp eq i32 %54, 4
  br i1 %55, label %56, label %59

56:                                               ; preds = %51
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %58 unwind label %39

58:                                               ; preds = %56
  store i32 2, ptr %6, align 4
  br label %60

59:                                               ; preds = %51
  store i32 0, ptr %6, align 4
  br label %60

60:                                               ; preds = %50, %59, %58, %38
  call void @__cxa_end_catch()
  %61 = load i32, ptr %6, align 4
  switch i32 %61, label %82 [
    i32 0, label %62
    i32 4, label %68
    i32 2, label %72
    i32 5, label %65
  ]

62:                                               ; preds = %60
  br label %63

63:                                               ; preds = %62
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %65

65:                                               ; preds = %63, %60
  %66 = load i32, ptr %2, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %66)
  br label %68

68:                                               ; preds = %65, %60
  %69 = load i32, ptr %2, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %2, align 4
  br label %9, !llvm.loop !6

71:                                               ; preds = %39
  br label %74

72:                                               ; preds = %60, %9
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

74:                                               ; preds = %71, %25
  %75 = load ptr, ptr %3, align 4
  %76 = load i32, ptr %4, align 4
  %77 = insertvalue { ptr, i32 } poison, ptr %75, 0
  %78 = insertvalue { ptr, i32 } %77, i32 %76, 1
  resume { ptr, i32 } %78

79:                                               ; preds = %39
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  call void @__clang_call_terminate(ptr %81) #8
  unreachable

82:                                               ; preds = %60, %16
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9by_returnv() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %47 unwind label %12

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  call void @__cxa_free_exception(ptr %5) #6
  br label %16

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %2, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %3, align 4
  br label %16

16:                                               ; preds = %12, %8
  %17 = load i32, ptr %3, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %39

20:                                               ; preds = %16
  %21 = load ptr, ptr %2, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6
  store ptr %22, ptr %4, align 4
  %23 = load ptr, ptr %4, align 4
  %24 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %25)
          to label %27 unwind label %31

27:                                               ; preds = %20
  %28 = load ptr, ptr %4, align 4
  %29 = getelementptr inbounds %struct.E, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %1, align 4
  call void @__cxa_end_catch()
  br label %37

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %2, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %44

35:                                               ; preds = %31
  br label %39

36:                                               ; No predecessors!
  store i32 0, ptr %1, align 4
  br label %37

37:                                               ; preds = %36, %27
  %38 = load i32, ptr %1, align 4
  ret i32 %38

39:                                               ; preds = %35, %16
  %40 = load ptr, ptr %2, align 4
  %41 = load i32, ptr %3, align 4
  %42 = insertvalue { ptr, i32 } poison, ptr %40, 0
  %43 = insertvalue { ptr, i32 } %42, i32 %41, 1
  resume { ptr, i32 } %43

44:                                               ; preds = %31
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #8
  unreachable

47:                                               ; preds = %7
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5)
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

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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

; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.T = type { i32 }

$_ZN1TC2Ei = comdat any

$_ZN1TD2Ev = comdat any

$_ZNK1T4boomEv = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %28, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @_ZL6scopesi(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %9
  br label %27

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %36

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %5, align 4
  %24 = load i32, ptr %5, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24)
          to label %26 unwind label %31

26:                                               ; preds = %20
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %26, %11
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %6, !llvm.loop !6

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %36

35:                                               ; preds = %6
  ret i32 0

36:                                               ; preds = %31, %16
  %37 = load ptr, ptr %3, align 4
  %38 = load i32, ptr %4, align 4
  %39 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca %struct.T, align 4
  store i32 %0, ptr %2, align 4
  %13 = call noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %14 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %24

15:                                               ; preds = %1
  %16 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 3)
          to label %17 unwind label %28

17:                                               ; preds = %15
  store ptr %8, ptr %7, align 4
  %18 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 4)
          to label %19 unwind label %32

19:                                               ; preds = %17
  %20 = load i32, ptr %2, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 40, ptr %23, align 8
  invoke void @__cxa_throw(ptr %23, ptr @_ZTIi, ptr null) #7
          to label %98 unwind label %36

24:                                               ; preds = %67, %1
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %5, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %6, align 4
  br label %91

28:                                               ; preds = %15
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %5, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %6, align 4
  br label %81

32:                                               ; preds = %41, %17
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %5, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %6, align 4
  br label %79

36:                                               ; preds = %22
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %5, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %6, align 4
  %40 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %79

41:                                               ; preds = %19
  %42 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  %43 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 5)
          to label %44 unwind label %32

44:                                               ; preds = %41
  %45 = load i32, ptr %2, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %62

47:                                               ; preds = %44
  %48 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 6)
          to label %49 unwind label %53

49:                                               ; preds = %47
  %50 = invoke noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %51 unwind label %57

51:                                               ; preds = %49
  %52 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %62

53:                                               ; preds = %62, %47
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %5, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %6, align 4
  br label %77

57:                                               ; preds = %49
  %58 = landingpad { ptr, i32 }
          cleanup
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %5, align 4
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %6, align 4
  %61 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %77

62:                                               ; preds = %51, %44
  %63 = load ptr, ptr %7, align 4
  %64 = getelementptr inbounds %struct.T, ptr %63, i32 0, i32 0
  %65 = load i32, ptr %64, align 4
  %66 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65)
          to label %67 unwind label %53

67:                                               ; preds = %62
  %68 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  %69 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  %70 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  %71 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 7)
          to label %72 unwind label %24

72:                                               ; preds = %67
  %73 = load i32, ptr %2, align 4
  %74 = icmp eq i32 %73, 2
  br i1 %74, label %75, label %88

75:                                               ; preds = %72
  %76 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 70, ptr %76, align 8
  invoke void @__cxa_throw(ptr %76, ptr @_ZTIi, ptr null) #7
          to label %98 unwind label %83

77:                                               ; preds = %57, %53
  %78 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  br label %79

79:                                               ; preds = %77, %36, %32
  %80 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %81

81:                                               ; preds = %79, %28
  %82 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  br label %91

83:                                               ; preds = %75
  %84 = landingpad { ptr, i32 }
          cleanup
  %85 = extractvalue { ptr, i32 } %84, 0
  store ptr %85, ptr %5, align 4
  %86 = extractvalue { ptr, i32 } %84, 1
  store i32 %86, ptr %6, align 4
  %87 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %91

88:                                               ; preds = %72
  %89 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  %90 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

91:                                               ; preds = %83, %81, %24
  %92 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  br label %93

93:                                               ; preds = %91
  %94 = load ptr, ptr %5, align 4
  %95 = load i32, ptr %6, align 4
  %96 = insertvalue { ptr, i32 } poison, ptr %94, 0
  %97 = insertvalue { ptr, i32 } %96, i32 %95, 1
  resume { ptr, i32 } %97

98:                                               ; preds = %75, %22
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN1TC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1TD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i32 4) #6
  %8 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 8
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #7
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.E = type { i32 }
%struct.Guard = type { i8 }

$__clang_call_terminate = comdat any

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"~Guard\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL9translatev()
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %25

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %2, align 4
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %90

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #6
  store ptr %19, ptr %4, align 4
  %20 = load ptr, ptr %4, align 4
  %21 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
          to label %24 unwind label %27

24:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %24, %8
  %26 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 5, ptr %26, align 8
  invoke void @__cxa_throw(ptr %26, ptr @_ZTIi, ptr null) #7
          to label %98 unwind label %32

27:                                               ; preds = %17
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %31 unwind label %95

31:                                               ; preds = %27
  br label %90

32:                                               ; preds = %25
  %33 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %58

40:                                               ; preds = %36
  %41 = load ptr, ptr %2, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #6
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %5, align 4
  %44 = call ptr @__cxa_allocate_exception(i32 4) #6
  %45 = load i32, ptr %5, align 4
  %46 = mul nsw i32 %45, 2
  %47 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %44, i32 noundef %46)
          to label %48 unwind label %49

48:                                               ; preds = %40
  invoke void @__cxa_throw(ptr %44, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %98 unwind label %53

49:                                               ; preds = %40
  %50 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %2, align 4
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %3, align 4
  call void @__cxa_free_exception(ptr %44) #6
  br label %57

53:                                               ; preds = %48
  %54 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %2, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %3, align 4
  br label %57

57:                                               ; preds = %53, %49
  call void @__cxa_end_catch() #6
  br label %58

58:                                               ; preds = %57, %36
  %59 = load i32, ptr %3, align 4
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %58
  %63 = load ptr, ptr %2, align 4
  %64 = call ptr @__cxa_begin_catch(ptr %63) #6
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %7, align 4
  %66 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %67 unwind label %86

67:                                               ; preds = %62
  call void @__cxa_end_catch() #6
  br label %68

68:                                               ; preds = %67, %79, %80
  ret i32 0

69:                                               ; preds = %58
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %71 = icmp eq i32 %59, %70
  br i1 %71, label %72, label %90

72:                                               ; preds = %69
  %73 = load ptr, ptr %2, align 4
  %74 = call ptr @__cxa_begin_catch(ptr %73) #6
  store ptr %74, ptr %6, align 4
  %75 = load ptr, ptr %6, align 4
  %76 = getelementptr inbounds %struct.E, ptr %75, i32 0, i32 0
  %77 = load i32, ptr %76, align 4
  %78 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %77)
          to label %79 unwind label %81

79:                                               ; preds = %72
  call void @__cxa_end_catch()
  br label %68

80:                                               ; No predecessors!
  br label %68

81:                                               ; preds = %72
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = extractvalue { ptr, i32 } %82, 0
  store ptr %83, ptr %2, align 4
  %84 = extractvalue { ptr, i32 } %82, 1
  store i32 %84, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %85 unwind label %95

85:                                               ; preds = %81
  br label %90

86:                                               ; preds = %62
  %87 = landingpad { ptr, i32 }
          cleanup
  %88 = extractvalue { ptr, i32 } %87, 0
  store ptr %88, ptr %2, align 4
  %89 = extractvalue { ptr, i32 } %87, 1
  store i32 %89, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %90

90:                                               ; preds = %86, %85, %69, %31, %13
  %91 = load ptr, ptr %2, align 4
  %92 = load i32, ptr %3, align 4
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0
  %94 = insertvalue { ptr, i32 } %93, i32 %92, 1
  resume { ptr, i32 } %94

95:                                               ; preds = %81, %27
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  call void @__clang_call_terminate(ptr %97) #8
  unreachable

98:                                               ; preds = %48, %25
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9translatev() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Guard, align 1
  %5 = call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %55 unwind label %12

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %1, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %2, align 4
  call void @__cxa_free_exception(ptr %5) #6
  br label %16

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %1, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %12, %8
  %17 = load i32, ptr %2, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %47

20:                                               ; preds = %16
  %21 = load ptr, ptr %1, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6
  store ptr %22, ptr %3, align 4
  %23 = load ptr, ptr %3, align 4
  %24 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25)
          to label %27 unwind label %35

27:                                               ; preds = %20
  %28 = call ptr @__cxa_allocate_exception(i32 4) #6
  %29 = load ptr, ptr %3, align 4
  %30 = getelementptr inbounds %struct.E, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %31, 1
  %33 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %28, i32 noundef %32)
          to label %34 unwind label %39

34:                                               ; preds = %27
  invoke void @__cxa_throw(ptr %28, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %55 unwind label %35

35:                                               ; preds = %34, %20
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %1, align 4
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %2, align 4
  br label %43

39:                                               ; preds = %27
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %1, align 4
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %2, align 4
  call void @__cxa_free_exception(ptr %28) #6
  br label %43

43:                                               ; preds = %39, %35
  %44 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #6
  invoke void @__cxa_end_catch()
          to label %45 unwind label %52

45:                                               ; preds = %43
  br label %47

46:                                               ; No predecessors!
  ret void

47:                                               ; preds = %45, %16
  %48 = load ptr, ptr %1, align 4
  %49 = load i32, ptr %2, align 4
  %50 = insertvalue { ptr, i32 } poison, ptr %48, 0
  %51 = insertvalue { ptr, i32 } %50, i32 %49, 1
  resume { ptr, i32 } %51

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          catch ptr null
  %54 = extractvalue { ptr, i32 } %53, 0
  call void @__clang_call_terminate(ptr %54) #8
  unreachable

55:                                               ; preds = %34, %7
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
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

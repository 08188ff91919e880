; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Obj = type { i32 }

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Obj = linkonce_odr constant [5 x i8] c"3Obj\00", align 1
@_ZTI3Obj = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Obj }, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant ptr
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %42, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %95

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %76

14:                                               ; preds = %11
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #6
  %21 = load i32, ptr %2, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  invoke void @__cxa_rethrow() #7
          to label %104 unwind label %24

24:                                               ; preds = %23, %18
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI3Obj
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %101

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %4, align 4
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %29
  %34 = load ptr, ptr %3, align 4
  %35 = call ptr @__cxa_begin_catch(ptr %34) #6
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %7, align 4
  %37 = load i32, ptr %2, align 4
  %38 = load i32, ptr %7, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37, i32 noundef %38)
          to label %40 unwind label %91

40:                                               ; preds = %33
  call void @__cxa_end_catch() #6
  br label %41

41:                                               ; preds = %40, %57, %69, %75, %76
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %2, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %2, align 4
  br label %8, !llvm.loop !5

45:                                               ; preds = %29
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #6
  %47 = icmp eq i32 %30, %46
  br i1 %47, label %48, label %58

48:                                               ; preds = %45
  %49 = load ptr, ptr %3, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #6
  %51 = load double, ptr %50, align 4
  store double %51, ptr %6, align 8
  %52 = load i32, ptr %2, align 4
  %53 = load double, ptr %6, align 8
  %54 = fmul double %53, 1.000000e+01
  %55 = fptosi double %54 to i32
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef %55)
          to label %57 unwind label %87

57:                                               ; preds = %48
  call void @__cxa_end_catch() #6
  br label %41

58:                                               ; preds = %45
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Obj) #6
  %60 = icmp eq i32 %30, %59
  br i1 %60, label %61, label %70

61:                                               ; preds = %58
  %62 = load ptr, ptr %3, align 4
  %63 = call ptr @__cxa_begin_catch(ptr %62) #6
  store ptr %63, ptr %5, align 4
  %64 = load i32, ptr %2, align 4
  %65 = load ptr, ptr %5, align 4
  %66 = getelementptr inbounds %struct.Obj, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %66, align 4
  %68 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %64, i32 noundef %67)
          to label %69 unwind label %82

69:                                               ; preds = %61
  call void @__cxa_end_catch()
  br label %41

70:                                               ; preds = %58
  %71 = load ptr, ptr %3, align 4
  %72 = call ptr @__cxa_begin_catch(ptr %71) #6
  %73 = load i32, ptr %2, align 4
  %74 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %73)
          to label %75 unwind label %77

75:                                               ; preds = %70
  call void @__cxa_end_catch()
  br label %41

76:                                               ; preds = %13
  br label %41

77:                                               ; preds = %70
  %78 = landingpad { ptr, i32 }
          cleanup
  %79 = extractvalue { ptr, i32 } %78, 0
  store ptr %79, ptr %3, align 4
  %80 = extractvalue { ptr, i32 } %78, 1
  store i32 %80, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %81 unwind label %101

81:                                               ; preds = %77
  br label %96

82:                                               ; preds = %61
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %3, align 4
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %86 unwind label %101

86:                                               ; preds = %82
  br label %96

87:                                               ; preds = %48
  %88 = landingpad { ptr, i32 }
          cleanup
  %89 = extractvalue { ptr, i32 } %88, 0
  store ptr %89, ptr %3, align 4
  %90 = extractvalue { ptr, i32 } %88, 1
  store i32 %90, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %96

91:                                               ; preds = %33
  %92 = landingpad { ptr, i32 }
          cleanup
  %93 = extractvalue { ptr, i32 } %92, 0
  store ptr %93, ptr %3, align 4
  %94 = extractvalue { ptr, i32 } %92, 1
  store i32 %94, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %96

95:                                               ; preds = %8
  ret i32 0

96:                                               ; preds = %91, %87, %86, %81
  %97 = load ptr, ptr %3, align 4
  %98 = load i32, ptr %4, align 4
  %99 = insertvalue { ptr, i32 } poison, ptr %97, 0
  %100 = insertvalue { ptr, i32 } %99, i32 %98, 1
  resume { ptr, i32 } %100

101:                                              ; preds = %82, %77, %24
  %102 = landingpad { ptr, i32 }
          catch ptr null
  %103 = extractvalue { ptr, i32 } %102, 0
  call void @__clang_call_terminate(ptr %103) #8
  unreachable

104:                                              ; preds = %23
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 17, ptr %8, align 8
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #7
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = call ptr @__cxa_allocate_exception(i32 8) #6
  store double 2.500000e+00, ptr %13, align 8
  call void @__cxa_throw(ptr %13, ptr @_ZTId, ptr null) #7
  unreachable

14:                                               ; preds = %9
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i32 4) #6
  %19 = invoke noundef ptr @_ZN3ObjC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %18, i32 noundef 3)
          to label %20 unwind label %21

20:                                               ; preds = %17
  call void @__cxa_throw(ptr %18, ptr @_ZTI3Obj, ptr @_ZN3ObjD1Ev) #7
  unreachable

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  call void @__cxa_free_exception(ptr %18) #6
  br label %27

25:                                               ; preds = %14
  %26 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZZL7throweriE1x, ptr %26, align 8
  call void @__cxa_throw(ptr %26, ptr @_ZTIPi, ptr null) #7
  unreachable

27:                                               ; preds = %21
  %28 = load ptr, ptr %3, align 4
  %29 = load i32, ptr %4, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31
}

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN3ObjC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3ObjD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

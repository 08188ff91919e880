; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%struct.Payload = type { i32 }

$_ZNKSt15__exception_ptr13exception_ptr7is_nullEv = comdat any

$__clang_call_terminate = comdat any

$_ZN7PayloadC2Ei = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Payload }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"dropping first pointer\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"dropping second pointer\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"capturing\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #9
  %10 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %11 = zext i1 %10 to i32
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11)
          to label %13 unwind label %30

13:                                               ; preds = %0
  invoke void @_ZL7capturei(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %5, i32 noundef 7)
          to label %14 unwind label %30

14:                                               ; preds = %13
  %15 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %16 = zext i1 %15 to i32
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %16)
          to label %18 unwind label %34

18:                                               ; preds = %14
  %19 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %20 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %21 = zext i1 %20 to i32
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21)
          to label %23 unwind label %38

23:                                               ; preds = %18
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %66, %23
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %25, 2
  br i1 %26, label %27, label %74

27:                                               ; preds = %24
  %28 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef %8) #10
          to label %29 unwind label %42

29:                                               ; preds = %27
  unreachable

30:                                               ; preds = %79, %13, %0
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %3, align 4
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %4, align 4
  br label %90

34:                                               ; preds = %14
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %3, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %4, align 4
  br label %88

38:                                               ; preds = %76, %74, %59, %18
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %3, align 4
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %4, align 4
  br label %86

42:                                               ; preds = %27
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %3, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %4, align 4
  %46 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #9
  br label %47

47:                                               ; preds = %42
  %48 = load i32, ptr %4, align 4
  %49 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Payload) #9
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %86

51:                                               ; preds = %47
  %52 = load ptr, ptr %3, align 4
  %53 = call ptr @__cxa_begin_catch(ptr %52) #9
  store ptr %53, ptr %9, align 4
  %54 = load ptr, ptr %9, align 4
  %55 = getelementptr inbounds %struct.Payload, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 4
  %57 = load i32, ptr %7, align 4
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %56, i32 noundef %57)
          to label %59 unwind label %69

59:                                               ; preds = %51
  %60 = load ptr, ptr %9, align 4
  %61 = getelementptr inbounds %struct.Payload, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 4
  invoke void @__cxa_end_catch()
          to label %64 unwind label %38

64:                                               ; preds = %59
  br label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %24, !llvm.loop !6

69:                                               ; preds = %51
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %3, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %97

73:                                               ; preds = %69
  br label %86

74:                                               ; preds = %24
  %75 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %76 unwind label %38

76:                                               ; preds = %74
  %77 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %78 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %79 unwind label %38

79:                                               ; preds = %76
  %80 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #9
  %81 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %83 unwind label %30

83:                                               ; preds = %79
  store i32 0, ptr %1, align 4
  %84 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %85 = load i32, ptr %1, align 4
  ret i32 %85

86:                                               ; preds = %73, %47, %38
  %87 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #9
  br label %88

88:                                               ; preds = %86, %34
  %89 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  br label %90

90:                                               ; preds = %88, %30
  %91 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  br label %92

92:                                               ; preds = %90
  %93 = load ptr, ptr %3, align 4
  %94 = load i32, ptr %4, align 4
  %95 = insertvalue { ptr, i32 } poison, ptr %93, 0
  %96 = insertvalue { ptr, i32 } %95, i32 %94, 1
  resume { ptr, i32 } %96

97:                                               ; preds = %69
  %98 = landingpad { ptr, i32 }
          catch ptr null
  %99 = extractvalue { ptr, i32 } %98, 0
  call void @__clang_call_terminate(ptr %99) #11
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp eq ptr %5, null
  ret i1 %6
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7capturei(ptr dead_on_unwind noalias writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0, i32 noundef %1) #4 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = call ptr @__cxa_allocate_exception(i32 4) #9
  %8 = load i32, ptr %4, align 4
  %9 = invoke noundef ptr @_ZN7PayloadC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %11

10:                                               ; preds = %2
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI7Payload, ptr @_ZN7PayloadD2Ev) #10
          to label %38 unwind label %15

11:                                               ; preds = %2
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %5, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %6, align 4
  call void @__cxa_free_exception(ptr %7) #9
  br label %19

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %5, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %6, align 4
  br label %19

19:                                               ; preds = %15, %11
  %20 = load ptr, ptr %5, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #9
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %23 unwind label %24

23:                                               ; preds = %19
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0) #9
  call void @__cxa_end_catch()
  ret void

24:                                               ; preds = %19
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %5, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %35

28:                                               ; preds = %24
  br label %30

29:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

30:                                               ; preds = %28
  %31 = load ptr, ptr %5, align 4
  %32 = load i32, ptr %6, align 4
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1
  resume { ptr, i32 } %34

35:                                               ; preds = %24
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  call void @__clang_call_terminate(ptr %37) #11
  unreachable

38:                                               ; preds = %10
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull returned align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) #5

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN7PayloadC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Payload, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Payload, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %9)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7PayloadD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Payload, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #11
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

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

; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
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
          to label %13 unwind label %28

13:                                               ; preds = %0
  invoke void @_ZL7capturei(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %5, i32 noundef 7)
          to label %14 unwind label %28

14:                                               ; preds = %13
  %15 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %16 = zext i1 %15 to i32
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %16)
          to label %18 unwind label %32

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %19 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20)
          to label %22 unwind label %36

22:                                               ; preds = %18
  store i32 0, ptr %7, align 4
  br label %23

23:                                               ; preds = %63, %22
  %24 = load i32, ptr %7, align 4
  %25 = icmp slt i32 %24, 2
  br i1 %25, label %26, label %71

26:                                               ; preds = %23
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef %8) #10
          to label %27 unwind label %40

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %76, %13, %0
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %3, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %4, align 4
  br label %82

32:                                               ; preds = %14
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %3, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %4, align 4
  br label %81

36:                                               ; preds = %73, %71, %56, %18
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %3, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %4, align 4
  br label %80

40:                                               ; preds = %26
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %3, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %4, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #9
  br label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %4, align 4
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Payload) #9
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %80

48:                                               ; preds = %44
  %49 = load ptr, ptr %3, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #9
  store ptr %50, ptr %9, align 4
  %51 = load ptr, ptr %9, align 4
  %52 = getelementptr inbounds %struct.Payload, ptr %51, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %7, align 4
  %55 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %53, i32 noundef %54)
          to label %56 unwind label %66

56:                                               ; preds = %48
  %57 = load ptr, ptr %9, align 4
  %58 = getelementptr inbounds %struct.Payload, ptr %57, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 4
  invoke void @__cxa_end_catch()
          to label %61 unwind label %36

61:                                               ; preds = %56
  br label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %7, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %7, align 4
  br label %23, !llvm.loop !7

66:                                               ; preds = %48
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %3, align 4
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %70 unwind label %88

70:                                               ; preds = %66
  br label %80

71:                                               ; preds = %23
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %73 unwind label %36

73:                                               ; preds = %71
  %74 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %75 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %76 unwind label %36

76:                                               ; preds = %73
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #9
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %78 unwind label %28

78:                                               ; preds = %76
  store i32 0, ptr %1, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %79 = load i32, ptr %1, align 4
  ret i32 %79

80:                                               ; preds = %70, %44, %36
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #9
  br label %81

81:                                               ; preds = %80, %32
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  br label %82

82:                                               ; preds = %81, %28
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %3, align 4
  %85 = load i32, ptr %4, align 4
  %86 = insertvalue { ptr, i32 } poison, ptr %84, 0
  %87 = insertvalue { ptr, i32 } %86, i32 %85, 1
  resume { ptr, i32 } %87

88:                                               ; preds = %66
  %89 = landingpad { ptr, i32 }
          catch ptr null
  %90 = extractvalue { ptr, i32 } %89, 0
  call void @__clang_call_terminate(ptr %90) #11
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7capturei(ptr dead_on_unwind noalias writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0, i32 noundef %1) #4 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = call ptr @__cxa_allocate_exception(i32 4) #9
  %8 = load i32, ptr %4, align 4
  invoke void @_ZN7PayloadC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %2
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI7Payload, ptr @_ZN7PayloadD2Ev) #10
          to label %37 unwind label %14

10:                                               ; preds = %2
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %5, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %6, align 4
  call void @__cxa_free_exception(ptr %7) #9
  br label %18

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %5, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %6, align 4
  br label %18

18:                                               ; preds = %14, %10
  %19 = load ptr, ptr %5, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %22 unwind label %23

22:                                               ; preds = %18
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0) #9
  call void @__cxa_end_catch()
  ret void

23:                                               ; preds = %18
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %5, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %27 unwind label %34

27:                                               ; preds = %23
  br label %29

28:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

29:                                               ; preds = %27
  %30 = load ptr, ptr %5, align 4
  %31 = load i32, ptr %6, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33

34:                                               ; preds = %23
  %35 = landingpad { ptr, i32 }
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  call void @__clang_call_terminate(ptr %36) #11
  unreachable

37:                                               ; preds = %9
  unreachable
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) #5

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
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
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Payload, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::type_info" = type { ptr, ptr }

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN2ns5ThingE = linkonce_odr constant [12 x i8] c"N2ns5ThingE\00", align 1
@_ZTIN2ns5ThingE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN2ns5ThingE }, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr constant [8 x i8] c"3BoxIdE\00", align 1
@_ZTI3BoxIdE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3BoxIdE }, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant ptr
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL4showPKc(ptr noundef @.str)
  %5 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %5, align 8
  invoke void @__cxa_throw(ptr %5, ptr @_ZTIi, ptr null) #8
          to label %82 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = call ptr @__cxa_begin_catch(ptr %11) #7
  invoke void @_ZL4showPKc(ptr noundef @.str.1)
          to label %13 unwind label %15

13:                                               ; preds = %10
  %14 = call ptr @__cxa_allocate_exception(i32 1) #7
  invoke void @__cxa_throw(ptr %14, ptr @_ZTIN2ns5ThingE, ptr null) #8
          to label %82 unwind label %19

15:                                               ; preds = %47, %45, %10
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  br label %58

19:                                               ; preds = %13
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %2, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load ptr, ptr %2, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #7
  invoke void @_ZL4showPKc(ptr noundef @.str.2)
          to label %26 unwind label %28

26:                                               ; preds = %23
  %27 = call ptr @__cxa_allocate_exception(i32 1) #7
  invoke void @__cxa_throw(ptr %27, ptr @_ZTI3BoxIdE, ptr null) #8
          to label %82 unwind label %32

28:                                               ; preds = %43, %23
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %2, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %3, align 4
  br label %56

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3BoxIdE
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3BoxIdE) #7
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %56

40:                                               ; preds = %36
  %41 = load ptr, ptr %2, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #7
  store ptr %42, ptr %4, align 4
  invoke void @_ZL4showPKc(ptr noundef @.str.3)
          to label %43 unwind label %51

43:                                               ; preds = %40
  invoke void @__cxa_end_catch()
          to label %44 unwind label %28

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44
  invoke void @__cxa_end_catch()
          to label %46 unwind label %15

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46
  invoke void @_ZL4showPKc(ptr noundef @.str.4)
          to label %48 unwind label %15

48:                                               ; preds = %47
  call void @__cxa_end_catch()
  br label %49

49:                                               ; preds = %48
  call void @_ZL4showPKc(ptr noundef @.str.5)
  %50 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @.str.6, ptr %50, align 8
  invoke void @__cxa_throw(ptr %50, ptr @_ZTIPKc, ptr null) #8
          to label %82 unwind label %60

51:                                               ; preds = %40
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %2, align 4
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %55 unwind label %79

55:                                               ; preds = %51
  br label %56

56:                                               ; preds = %55, %36, %28
  invoke void @__cxa_end_catch()
          to label %57 unwind label %79

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57, %15
  invoke void @__cxa_end_catch()
          to label %59 unwind label %79

59:                                               ; preds = %58
  br label %74

60:                                               ; preds = %49
  %61 = landingpad { ptr, i32 }
          catch ptr null
  %62 = extractvalue { ptr, i32 } %61, 0
  store ptr %62, ptr %2, align 4
  %63 = extractvalue { ptr, i32 } %61, 1
  store i32 %63, ptr %3, align 4
  br label %64

64:                                               ; preds = %60
  %65 = load ptr, ptr %2, align 4
  %66 = call ptr @__cxa_begin_catch(ptr %65) #7
  invoke void @_ZL4showPKc(ptr noundef @.str.7)
          to label %67 unwind label %69

67:                                               ; preds = %64
  call void @__cxa_end_catch()
  br label %68

68:                                               ; preds = %67
  ret i32 0

69:                                               ; preds = %64
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %2, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %79

73:                                               ; preds = %69
  br label %74

74:                                               ; preds = %73, %59
  %75 = load ptr, ptr %2, align 4
  %76 = load i32, ptr %3, align 4
  %77 = insertvalue { ptr, i32 } poison, ptr %75, 0
  %78 = insertvalue { ptr, i32 } %77, i32 %76, 1
  resume { ptr, i32 } %78

79:                                               ; preds = %69, %58, %56, %51
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  call void @__clang_call_terminate(ptr %81) #9
  unreachable

82:                                               ; preds = %49, %26, %13, %0
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4showPKc(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = call ptr @__cxa_current_exception_type() #7
  store ptr %4, ptr %3, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 4
  %10 = call noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %9) #7
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi ptr [ %10, %8 ], [ @.str.9, %11 ]
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %5, ptr noundef %13)
  ret void
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_begin_catch(ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare ptr @__cxa_current_exception_type() #4

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %12 = load ptr, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %16 = load ptr, ptr %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi ptr [ %13, %10 ], [ %16, %14 ]
  ret ptr %18
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZN6WidgetD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10Translated = linkonce_odr dso_local constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS10Translated }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"Widget body\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"~Widget\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Widget, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Widget, align 4
  store i32 0, ptr %1, align 4
  %9 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %10 unwind label %12

10:                                               ; preds = %0
  %11 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #6
  br label %27

12:                                               ; preds = %0
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
  br i1 %19, label %20, label %66

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

27:                                               ; preds = %26, %10
  %28 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef -3, i1 noundef zeroext true)
          to label %29 unwind label %35

29:                                               ; preds = %27
  %30 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #6
  br label %51

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %66

35:                                               ; preds = %27
  %36 = landingpad { ptr, i32 }
          catch ptr @_ZTI10Translated
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %3, align 4
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %4, align 4
  br label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %4, align 4
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI10Translated) #6
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %39
  %44 = load ptr, ptr %3, align 4
  %45 = call ptr @__cxa_begin_catch(ptr %44) #6
  store ptr %45, ptr %7, align 4
  %46 = load ptr, ptr %7, align 4
  %47 = getelementptr inbounds %struct.Translated, ptr %46, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48)
          to label %50 unwind label %56

50:                                               ; preds = %43
  call void @__cxa_end_catch()
  br label %51

51:                                               ; preds = %50, %29
  %52 = call noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 4, i1 noundef zeroext false)
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %54 unwind label %61

54:                                               ; preds = %51
  %55 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  ret i32 0

56:                                               ; preds = %43
  %57 = landingpad { ptr, i32 }
          cleanup
  %58 = extractvalue { ptr, i32 } %57, 0
  store ptr %58, ptr %3, align 4
  %59 = extractvalue { ptr, i32 } %57, 1
  store i32 %59, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %60 unwind label %71

60:                                               ; preds = %56
  br label %66

61:                                               ; preds = %51
  %62 = landingpad { ptr, i32 }
          cleanup
  %63 = extractvalue { ptr, i32 } %62, 0
  store ptr %63, ptr %3, align 4
  %64 = extractvalue { ptr, i32 } %62, 1
  store i32 %64, ptr %4, align 4
  %65 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %66

66:                                               ; preds = %61, %60, %39, %31, %16
  %67 = load ptr, ptr %3, align 4
  %68 = load i32, ptr %4, align 4
  %69 = insertvalue { ptr, i32 } poison, ptr %67, 0
  %70 = insertvalue { ptr, i32 } %69, i32 %68, 1
  resume { ptr, i32 } %70

71:                                               ; preds = %56
  %72 = landingpad { ptr, i32 }
          catch ptr null
  %73 = extractvalue { ptr, i32 } %72, 0
  call void @__clang_call_terminate(ptr %73) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %10 = zext i1 %2 to i8
  store i8 %10, ptr %6, align 1
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Widget, ptr %11, i32 0, i32 0
  %13 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 1)
          to label %14 unwind label %21

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.Widget, ptr %11, i32 0, i32 1
  %16 = load i32, ptr %5, align 4
  %17 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef %16)
          to label %18 unwind label %25

18:                                               ; preds = %14
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %20 unwind label %29

20:                                               ; preds = %18
  br label %59

21:                                               ; preds = %3
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %7, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %8, align 4
  br label %36

25:                                               ; preds = %14
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %7, align 4
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %8, align 4
  br label %34

29:                                               ; preds = %18
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %31 = extractvalue { ptr, i32 } %30, 0
  store ptr %31, ptr %7, align 4
  %32 = extractvalue { ptr, i32 } %30, 1
  store i32 %32, ptr %8, align 4
  %33 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %15) #6
  br label %34

34:                                               ; preds = %29, %25
  %35 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %36

36:                                               ; preds = %34, %21
  %37 = load i32, ptr %8, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %60

40:                                               ; preds = %36
  %41 = load ptr, ptr %7, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #6
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %44)
          to label %46 unwind label %53

46:                                               ; preds = %40
  %47 = load i8, ptr %6, align 1
  %48 = trunc i8 %47 to i1
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = call ptr @__cxa_allocate_exception(i32 4) #6
  %51 = getelementptr inbounds %struct.Translated, ptr %50, i32 0, i32 0
  %52 = load i32, ptr %9, align 4
  store i32 %52, ptr %51, align 8
  invoke void @__cxa_throw(ptr %50, ptr @_ZTI10Translated, ptr null) #8
          to label %65 unwind label %53

53:                                               ; preds = %57, %49, %40
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %7, align 4
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %8, align 4
  call void @__cxa_end_catch() #6
  br label %60

57:                                               ; preds = %46
  invoke void @__cxa_rethrow()
          to label %58 unwind label %53

58:                                               ; preds = %57
  unreachable

59:                                               ; preds = %20
  ret ptr %11

60:                                               ; preds = %53, %36
  %61 = load ptr, ptr %7, align 4
  %62 = load i32, ptr %8, align 4
  %63 = insertvalue { ptr, i32 } poison, ptr %61, 0
  %64 = insertvalue { ptr, i32 } %63, i32 %62, 1
  resume { ptr, i32 } %64

65:                                               ; preds = %49
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 1
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %8 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 0
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  ret ptr %3

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #7
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i32 4) #6
  %16 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 8
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #8
  unreachable

18:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
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

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

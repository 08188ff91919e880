; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZTI10Translated = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10Translated }, comdat, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"Widget body\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"~Widget\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Widget, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Widget, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %9 unwind label %10

9:                                                ; preds = %0
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #6
  br label %25

10:                                               ; preds = %0
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %3, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %4, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %59

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #6
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %5, align 4
  %22 = load i32, ptr %5, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
          to label %24 unwind label %27

24:                                               ; preds = %18
  call void @__cxa_end_catch() #6
  br label %25

25:                                               ; preds = %24, %9
  invoke void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef -3, i1 noundef zeroext true)
          to label %26 unwind label %31

26:                                               ; preds = %25
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #6
  br label %47

27:                                               ; preds = %18
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %59

31:                                               ; preds = %25
  %32 = landingpad { ptr, i32 }
          catch ptr @_ZTI10Translated
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 8
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %4, align 4
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI10Translated) #6
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %59

39:                                               ; preds = %35
  %40 = load ptr, ptr %3, align 8
  %41 = call ptr @__cxa_begin_catch(ptr %40) #6
  store ptr %41, ptr %7, align 8
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds %struct.Translated, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
          to label %46 unwind label %50

46:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %47

47:                                               ; preds = %46, %26
  call void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 4, i1 noundef zeroext false)
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %49 unwind label %55

49:                                               ; preds = %47
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  ret i32 0

50:                                               ; preds = %39
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %3, align 8
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %54 unwind label %64

54:                                               ; preds = %50
  br label %59

55:                                               ; preds = %47
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %3, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %4, align 4
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %59

59:                                               ; preds = %55, %54, %35, %27, %14
  %60 = load ptr, ptr %3, align 8
  %61 = load i32, ptr %4, align 4
  %62 = insertvalue { ptr, i32 } poison, ptr %60, 0
  %63 = insertvalue { ptr, i32 } %62, i32 %61, 1
  resume { ptr, i32 } %63

64:                                               ; preds = %50
  %65 = landingpad { ptr, i32 }
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  call void @__clang_call_terminate(ptr %66) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = zext i1 %2 to i8
  store i8 %10, ptr %6, align 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Widget, ptr %11, i32 0, i32 0
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 1)
          to label %13 unwind label %19

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, ptr %11, i32 0, i32 1
  %15 = load i32, ptr %5, align 4
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %16 unwind label %23

16:                                               ; preds = %13
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %18 unwind label %27

18:                                               ; preds = %16
  br label %55

19:                                               ; preds = %3
  %20 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %7, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %8, align 4
  br label %32

23:                                               ; preds = %13
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %7, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %8, align 4
  br label %31

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %7, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %8, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %31

31:                                               ; preds = %27, %23
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %32

32:                                               ; preds = %31, %19
  %33 = load i32, ptr %8, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %56

36:                                               ; preds = %32
  %37 = load ptr, ptr %7, align 8
  %38 = call ptr @__cxa_begin_catch(ptr %37) #6
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %9, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %40)
          to label %42 unwind label %49

42:                                               ; preds = %36
  %43 = load i8, ptr %6, align 1
  %44 = trunc i8 %43 to i1
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = call ptr @__cxa_allocate_exception(i64 4) #6
  %47 = getelementptr inbounds %struct.Translated, ptr %46, i32 0, i32 0
  %48 = load i32, ptr %9, align 4
  store i32 %48, ptr %47, align 16
  invoke void @__cxa_throw(ptr %46, ptr @_ZTI10Translated, ptr null) #8
          to label %61 unwind label %49

49:                                               ; preds = %53, %45, %36
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %7, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %8, align 4
  call void @__cxa_end_catch() #6
  br label %56

53:                                               ; preds = %42
  invoke void @__cxa_rethrow()
          to label %54 unwind label %49

54:                                               ; preds = %53
  unreachable

55:                                               ; preds = %18
  ret void

56:                                               ; preds = %49, %32
  %57 = load ptr, ptr %7, align 8
  %58 = load i32, ptr %8, align 4
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1
  resume { ptr, i32 } %60

61:                                               ; preds = %45
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 1
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %7 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
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
  %15 = call ptr @__cxa_allocate_exception(i64 4) #6
  %16 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #8
  unreachable

18:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

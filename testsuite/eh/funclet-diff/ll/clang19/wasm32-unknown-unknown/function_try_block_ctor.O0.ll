; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10Translated = linkonce_odr hidden constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS10Translated }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"Widget body\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"~Widget\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Widget, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Widget, align 4
  store i32 0, ptr %1, align 4
  %8 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %53 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIi]
  %13 = call ptr @llvm.wasm.get.exception(token %12)
  store ptr %13, ptr %3, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %11
  %18 = load ptr, ptr %3, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #7 [ "funclet"(token %12) ]
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21) [ "funclet"(token %12) ]
          to label %23 unwind label %55

23:                                               ; preds = %17
  call void @__cxa_end_catch() #7 [ "funclet"(token %12) ]
  catchret from %12 to label %24

24:                                               ; preds = %23
  br label %26

25:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %12) ]
  unreachable

26:                                               ; preds = %24, %53
  %27 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef -3, i1 noundef zeroext true)
          to label %51 unwind label %28

28:                                               ; preds = %26
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTI10Translated]
  %32 = call ptr @llvm.wasm.get.exception(token %31)
  store ptr %32, ptr %3, align 4
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI10Translated) #7
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %45

36:                                               ; preds = %30
  %37 = load ptr, ptr %3, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #7 [ "funclet"(token %31) ]
  store ptr %38, ptr %6, align 4
  %39 = load ptr, ptr %6, align 4
  %40 = getelementptr inbounds %struct.Translated, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41) [ "funclet"(token %31) ]
          to label %43 unwind label %57

43:                                               ; preds = %36
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %30
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %31) ]
  unreachable

46:                                               ; preds = %44, %51
  %47 = call noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef 4, i1 noundef zeroext false)
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %49 unwind label %60

49:                                               ; preds = %46
  %50 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #7
  ret i32 0

51:                                               ; preds = %26
  %52 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #7
  br label %46

53:                                               ; preds = %0
  %54 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #7
  br label %26

55:                                               ; preds = %17
  %56 = cleanuppad within %12 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %56) ]
  cleanupret from %56 unwind to caller

57:                                               ; preds = %36
  %58 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %58) ]
          to label %59 unwind label %63

59:                                               ; preds = %57
  cleanupret from %58 unwind to caller

60:                                               ; preds = %46
  %61 = cleanuppad within none []
  %62 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #7 [ "funclet"(token %61) ]
  cleanupret from %61 unwind to caller

63:                                               ; preds = %57
  %64 = cleanuppad within %58 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %64) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = zext i1 %2 to i8
  store i8 %9, ptr %6, align 1
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Widget, ptr %10, i32 0, i32 0
  %12 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 1)
          to label %13 unwind label %26

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, ptr %10, i32 0, i32 1
  %15 = load i32, ptr %5, align 4
  %16 = invoke noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %17 unwind label %23

17:                                               ; preds = %13
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %19 unwind label %20

19:                                               ; preds = %17
  br label %48

20:                                               ; preds = %17
  %21 = cleanuppad within none []
  %22 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #7 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %23

23:                                               ; preds = %20, %13
  %24 = cleanuppad within none []
  %25 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #7 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %26

26:                                               ; preds = %23, %3
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTIi]
  %30 = call ptr @llvm.wasm.get.exception(token %29)
  store ptr %30, ptr %7, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %47

34:                                               ; preds = %28
  %35 = load ptr, ptr %7, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #7 [ "funclet"(token %29) ]
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %8, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %38) [ "funclet"(token %29) ]
          to label %40 unwind label %51

40:                                               ; preds = %34
  %41 = load i8, ptr %6, align 1
  %42 = trunc i8 %41 to i1
  br i1 %42, label %43, label %49

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %29) ]
  %45 = getelementptr inbounds %struct.Translated, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %8, align 4
  store i32 %46, ptr %45, align 16
  invoke void @__cxa_throw(ptr %44, ptr @_ZTI10Translated, ptr null) #6 [ "funclet"(token %29) ]
          to label %53 unwind label %51

47:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %29) ]
  unreachable

48:                                               ; preds = %19
  ret ptr %10

49:                                               ; preds = %40
  invoke void @__cxa_rethrow() [ "funclet"(token %29) ]
          to label %50 unwind label %51

50:                                               ; preds = %49
  unreachable

51:                                               ; preds = %49, %43, %34
  %52 = cleanuppad within %29 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %52) ]
  cleanupret from %52 unwind to caller

53:                                               ; preds = %43
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 1
  %7 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %8 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 0
  %9 = call noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  ret ptr %3

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6MemberC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
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
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #6
  unreachable

18:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6MemberD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
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
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::type_info" = type { ptr, ptr }

$_ZNKSt9type_info4nameEv = comdat any

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN2ns5ThingE = linkonce_odr hidden constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN2ns5ThingE }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr hidden constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3BoxIdE }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant ptr
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL4showPKc(ptr noundef @.str)
  %4 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 1, ptr %4, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #4
          to label %74 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr null]
  %9 = call ptr @llvm.wasm.get.exception(token %8)
  store ptr %9, ptr %2, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %2, align 4
  %13 = call ptr @__cxa_begin_catch(ptr %12) #8 [ "funclet"(token %8) ]
  invoke void @_ZL4showPKc(ptr noundef @.str.1) [ "funclet"(token %8) ]
          to label %14 unwind label %68

14:                                               ; preds = %11
  %15 = call ptr @__cxa_allocate_exception(i32 1) #8 [ "funclet"(token %8) ]
  invoke void @__cxa_throw(ptr %15, ptr @_ZTIN2ns5ThingE, ptr null) #4 [ "funclet"(token %8) ]
          to label %74 unwind label %16

16:                                               ; preds = %14
  %17 = catchswitch within %8 [label %18] unwind label %68

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr null]
  %20 = call ptr @llvm.wasm.get.exception(token %19)
  store ptr %20, ptr %2, align 4
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  br label %22

22:                                               ; preds = %18
  %23 = load ptr, ptr %2, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #8 [ "funclet"(token %19) ]
  invoke void @_ZL4showPKc(ptr noundef @.str.2) [ "funclet"(token %19) ]
          to label %25 unwind label %65

25:                                               ; preds = %22
  %26 = call ptr @__cxa_allocate_exception(i32 1) #8 [ "funclet"(token %19) ]
  invoke void @__cxa_throw(ptr %26, ptr @_ZTI3BoxIdE, ptr null) #4 [ "funclet"(token %19) ]
          to label %74 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within %19 [label %29] unwind label %65

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTI3BoxIdE]
  %31 = call ptr @llvm.wasm.get.exception(token %30)
  store ptr %31, ptr %2, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3BoxIdE) #8
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %29
  %36 = load ptr, ptr %2, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #8 [ "funclet"(token %30) ]
  store ptr %37, ptr %3, align 4
  invoke void @_ZL4showPKc(ptr noundef @.str.3) [ "funclet"(token %30) ]
          to label %38 unwind label %62

38:                                               ; preds = %35
  invoke void @__cxa_end_catch() [ "funclet"(token %30) ]
          to label %39 unwind label %65

39:                                               ; preds = %38
  catchret from %30 to label %40

40:                                               ; preds = %39
  br label %42

41:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %30) ]
          to label %74 unwind label %65

42:                                               ; preds = %40
  invoke void @__cxa_end_catch() [ "funclet"(token %19) ]
          to label %43 unwind label %68

43:                                               ; preds = %42
  catchret from %19 to label %44

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44
  invoke void @_ZL4showPKc(ptr noundef @.str.4) [ "funclet"(token %8) ]
          to label %46 unwind label %68

46:                                               ; preds = %45
  call void @__cxa_end_catch() [ "funclet"(token %8) ]
  catchret from %8 to label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  call void @_ZL4showPKc(ptr noundef @.str.5)
  %49 = call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @.str.6, ptr %49, align 16
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIPKc, ptr null) #4
          to label %74 unwind label %50

50:                                               ; preds = %48
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [ptr null]
  %54 = call ptr @llvm.wasm.get.exception(token %53)
  store ptr %54, ptr %2, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  br label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %2, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #8 [ "funclet"(token %53) ]
  invoke void @_ZL4showPKc(ptr noundef @.str.7) [ "funclet"(token %53) ]
          to label %59 unwind label %71

59:                                               ; preds = %56
  call void @__cxa_end_catch() [ "funclet"(token %53) ]
  catchret from %53 to label %60

60:                                               ; preds = %59
  br label %61

61:                                               ; preds = %60
  ret i32 0

62:                                               ; preds = %35
  %63 = cleanuppad within %30 []
  invoke void @__cxa_end_catch() [ "funclet"(token %63) ]
          to label %64 unwind label %75

64:                                               ; preds = %62
  cleanupret from %63 unwind label %65

65:                                               ; preds = %41, %64, %38, %27, %22
  %66 = cleanuppad within %19 []
  invoke void @__cxa_end_catch() [ "funclet"(token %66) ]
          to label %67 unwind label %77

67:                                               ; preds = %65
  cleanupret from %66 unwind label %68

68:                                               ; preds = %45, %67, %42, %16, %11
  %69 = cleanuppad within %8 []
  invoke void @__cxa_end_catch() [ "funclet"(token %69) ]
          to label %70 unwind label %79

70:                                               ; preds = %68
  cleanupret from %69 unwind to caller

71:                                               ; preds = %56
  %72 = cleanuppad within %53 []
  invoke void @__cxa_end_catch() [ "funclet"(token %72) ]
          to label %73 unwind label %81

73:                                               ; preds = %71
  cleanupret from %72 unwind to caller

74:                                               ; preds = %48, %41, %25, %14, %0
  unreachable

75:                                               ; preds = %62
  %76 = cleanuppad within %63 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %76) ]
  unreachable

77:                                               ; preds = %65
  %78 = cleanuppad within %66 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %78) ]
  unreachable

79:                                               ; preds = %68
  %80 = cleanuppad within %69 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %80) ]
  unreachable

81:                                               ; preds = %71
  %82 = cleanuppad within %72 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %82) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4showPKc(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = call ptr @__cxa_current_exception_type() #8
  store ptr %4, ptr %3, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 4
  %10 = call noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %9) #8
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

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nounwind
declare ptr @__cxa_current_exception_type() #5

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #7 comdat {
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

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2ERKS_ = comdat any

$_ZN1ED2Ev = comdat any

$_ZN1EC2Ei = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %73 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %26

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTI1E]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_get_exception_ptr(ptr %15) #7 [ "funclet"(token %9) ]
  %17 = invoke noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %16) [ "funclet"(token %9) ]
          to label %18 unwind label %93

18:                                               ; preds = %14
  %19 = call ptr @__cxa_begin_catch(ptr %15) #7 [ "funclet"(token %9) ]
  %20 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21) [ "funclet"(token %9) ]
          to label %23 unwind label %74

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  store i32 7, ptr %24, align 4
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %9) ]
          to label %92 unwind label %74

25:                                               ; preds = %8
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %9) ]
          to label %92 unwind label %26

26:                                               ; preds = %25, %79, %6
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTI1E]
  %30 = call ptr @llvm.wasm.get.exception(token %29)
  store ptr %30, ptr %2, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %46

34:                                               ; preds = %28
  %35 = load ptr, ptr %2, align 4
  %36 = call ptr @__cxa_get_exception_ptr(ptr %35) #7 [ "funclet"(token %29) ]
  %37 = invoke noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %36) [ "funclet"(token %29) ]
          to label %38 unwind label %97

38:                                               ; preds = %34
  %39 = call ptr @__cxa_begin_catch(ptr %35) #7 [ "funclet"(token %29) ]
  %40 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41) [ "funclet"(token %29) ]
          to label %43 unwind label %80

43:                                               ; preds = %38
  %44 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %29) ]
  call void @__cxa_end_catch() [ "funclet"(token %29) ]
  catchret from %29 to label %45

45:                                               ; preds = %43
  br label %47

46:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %29) ]
  unreachable

47:                                               ; preds = %45, %72
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %71 unwind label %48

48:                                               ; preds = %47
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @_ZTI1E]
  %52 = call ptr @llvm.wasm.get.exception(token %51)
  store ptr %52, ptr %2, align 4
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %68

56:                                               ; preds = %50
  %57 = load ptr, ptr %2, align 4
  %58 = call ptr @__cxa_get_exception_ptr(ptr %57) #7 [ "funclet"(token %51) ]
  %59 = invoke noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %58) [ "funclet"(token %51) ]
          to label %60 unwind label %101

60:                                               ; preds = %56
  %61 = call ptr @__cxa_begin_catch(ptr %57) #7 [ "funclet"(token %51) ]
  %62 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63) [ "funclet"(token %51) ]
          to label %65 unwind label %86

65:                                               ; preds = %60
  %66 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7 [ "funclet"(token %51) ]
  call void @__cxa_end_catch() [ "funclet"(token %51) ]
  catchret from %51 to label %67

67:                                               ; preds = %65
  br label %69

68:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %51) ]
  unreachable

69:                                               ; preds = %67, %71
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0

71:                                               ; preds = %47
  br label %69

72:                                               ; preds = %73
  br label %47

73:                                               ; preds = %0
  br label %72

74:                                               ; preds = %23, %18
  %75 = cleanuppad within %9 []
  %76 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %75) ]
  cleanupret from %75 unwind label %77

77:                                               ; preds = %74
  %78 = cleanuppad within %9 []
  invoke void @__cxa_end_catch() [ "funclet"(token %78) ]
          to label %79 unwind label %95

79:                                               ; preds = %77
  cleanupret from %78 unwind label %26

80:                                               ; preds = %38
  %81 = cleanuppad within %29 []
  %82 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %81) ]
  cleanupret from %81 unwind label %83

83:                                               ; preds = %80
  %84 = cleanuppad within %29 []
  invoke void @__cxa_end_catch() [ "funclet"(token %84) ]
          to label %85 unwind label %99

85:                                               ; preds = %83
  cleanupret from %84 unwind to caller

86:                                               ; preds = %60
  %87 = cleanuppad within %51 []
  %88 = call noundef ptr @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7 [ "funclet"(token %87) ]
  cleanupret from %87 unwind label %89

89:                                               ; preds = %86
  %90 = cleanuppad within %51 []
  invoke void @__cxa_end_catch() [ "funclet"(token %90) ]
          to label %91 unwind label %103

91:                                               ; preds = %89
  cleanupret from %90 unwind to caller

92:                                               ; preds = %25, %23
  unreachable

93:                                               ; preds = %14
  %94 = cleanuppad within %9 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %94) ]
  unreachable

95:                                               ; preds = %77
  %96 = cleanuppad within %78 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %96) ]
  unreachable

97:                                               ; preds = %34
  %98 = cleanuppad within %29 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %98) ]
  unreachable

99:                                               ; preds = %83
  %100 = cleanuppad within %84 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %100) ]
  unreachable

101:                                              ; preds = %56
  %102 = cleanuppad within %51 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %102) ]
  unreachable

103:                                              ; preds = %89
  %104 = cleanuppad within %90 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %104) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %3)
  %5 = call ptr @__cxa_allocate_exception(i32 4) #7
  %6 = load i32, ptr %2, align 4
  %7 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  call void @__cxa_throw(ptr %5, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #6
  unreachable

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %5) #7 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %13, i32 noundef %15)
  ret ptr %5
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
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

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

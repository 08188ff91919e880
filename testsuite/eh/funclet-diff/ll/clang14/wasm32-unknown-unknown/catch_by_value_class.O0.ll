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

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %76 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %27

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %10 = call i8* @llvm.wasm.get.exception(token %9)
  store i8* %10, i8** %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %8
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_get_exception_ptr(i8* %15) #2 [ "funclet"(token %9) ]
  %17 = bitcast i8* %16 to %struct.E*
  %18 = invoke noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %3, %struct.E* noundef nonnull align 4 dereferenceable(4) %17) [ "funclet"(token %9) ]
          to label %19 unwind label %96

19:                                               ; preds = %14
  %20 = call i8* @__cxa_begin_catch(i8* %15) #2 [ "funclet"(token %9) ]
  %21 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %22) [ "funclet"(token %9) ]
          to label %24 unwind label %77

24:                                               ; preds = %19
  %25 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  store i32 7, i32* %25, align 4
  invoke void @__cxa_rethrow() #7 [ "funclet"(token %9) ]
          to label %95 unwind label %77

26:                                               ; preds = %8
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %9) ]
          to label %95 unwind label %27

27:                                               ; preds = %26, %82, %6
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %31 = call i8* @llvm.wasm.get.exception(token %30)
  store i8* %31, i8** %2, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %48

35:                                               ; preds = %29
  %36 = load i8*, i8** %2, align 4
  %37 = call i8* @__cxa_get_exception_ptr(i8* %36) #2 [ "funclet"(token %30) ]
  %38 = bitcast i8* %37 to %struct.E*
  %39 = invoke noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %4, %struct.E* noundef nonnull align 4 dereferenceable(4) %38) [ "funclet"(token %30) ]
          to label %40 unwind label %100

40:                                               ; preds = %35
  %41 = call i8* @__cxa_begin_catch(i8* %36) #2 [ "funclet"(token %30) ]
  %42 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %43) [ "funclet"(token %30) ]
          to label %45 unwind label %83

45:                                               ; preds = %40
  %46 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #2 [ "funclet"(token %30) ]
  call void @__cxa_end_catch() [ "funclet"(token %30) ]
  catchret from %30 to label %47

47:                                               ; preds = %45
  br label %49

48:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %30) ]
  unreachable

49:                                               ; preds = %47, %75
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %74 unwind label %50

50:                                               ; preds = %49
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  store i8* %54, i8** %2, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %71

58:                                               ; preds = %52
  %59 = load i8*, i8** %2, align 4
  %60 = call i8* @__cxa_get_exception_ptr(i8* %59) #2 [ "funclet"(token %53) ]
  %61 = bitcast i8* %60 to %struct.E*
  %62 = invoke noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, %struct.E* noundef nonnull align 4 dereferenceable(4) %61) [ "funclet"(token %53) ]
          to label %63 unwind label %104

63:                                               ; preds = %58
  %64 = call i8* @__cxa_begin_catch(i8* %59) #2 [ "funclet"(token %53) ]
  %65 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %66 = load i32, i32* %65, align 4
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %66) [ "funclet"(token %53) ]
          to label %68 unwind label %89

68:                                               ; preds = %63
  %69 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #2 [ "funclet"(token %53) ]
  call void @__cxa_end_catch() [ "funclet"(token %53) ]
  catchret from %53 to label %70

70:                                               ; preds = %68
  br label %72

71:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %53) ]
  unreachable

72:                                               ; preds = %70, %74
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0))
  ret i32 0

74:                                               ; preds = %49
  br label %72

75:                                               ; preds = %76
  br label %49

76:                                               ; preds = %0
  br label %75

77:                                               ; preds = %24, %19
  %78 = cleanuppad within %9 []
  %79 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %3) #2 [ "funclet"(token %78) ]
  cleanupret from %78 unwind label %80

80:                                               ; preds = %77
  %81 = cleanuppad within %9 []
  invoke void @__cxa_end_catch() [ "funclet"(token %81) ]
          to label %82 unwind label %98

82:                                               ; preds = %80
  cleanupret from %81 unwind label %27

83:                                               ; preds = %40
  %84 = cleanuppad within %30 []
  %85 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #2 [ "funclet"(token %84) ]
  cleanupret from %84 unwind label %86

86:                                               ; preds = %83
  %87 = cleanuppad within %30 []
  invoke void @__cxa_end_catch() [ "funclet"(token %87) ]
          to label %88 unwind label %102

88:                                               ; preds = %86
  cleanupret from %87 unwind to caller

89:                                               ; preds = %63
  %90 = cleanuppad within %53 []
  %91 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #2 [ "funclet"(token %90) ]
  cleanupret from %90 unwind label %92

92:                                               ; preds = %89
  %93 = cleanuppad within %53 []
  invoke void @__cxa_end_catch() [ "funclet"(token %93) ]
          to label %94 unwind label %106

94:                                               ; preds = %92
  cleanupret from %93 unwind to caller

95:                                               ; preds = %26, %24
  unreachable

96:                                               ; preds = %14
  %97 = cleanuppad within %9 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %97) ]
  unreachable

98:                                               ; preds = %80
  %99 = cleanuppad within %81 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %99) ]
  unreachable

100:                                              ; preds = %35
  %101 = cleanuppad within %30 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %101) ]
  unreachable

102:                                              ; preds = %86
  %103 = cleanuppad within %87 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %103) ]
  unreachable

104:                                              ; preds = %58
  %105 = cleanuppad within %53 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %105) ]
  unreachable

106:                                              ; preds = %92
  %107 = cleanuppad within %93 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %107) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3)
  %5 = call i8* @__cxa_allocate_exception(i32 4) #2
  %6 = bitcast i8* %5 to %struct.E*
  %7 = load i32, i32* %2, align 4
  %8 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %1
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
  unreachable

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %5) #2 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat {
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store %struct.E* %1, %struct.E** %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load %struct.E*, %struct.E** %4, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, i32* %6, align 4
  %11 = load %struct.E*, %struct.E** %4, align 4
  %12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %13, i32 noundef %15)
  ret %struct.E* %5
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_rethrow()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  ret %struct.E* %5
}

declare void @__cxa_free_exception(i8*)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

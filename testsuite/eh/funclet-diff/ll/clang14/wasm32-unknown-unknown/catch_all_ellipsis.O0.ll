; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i32 }

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Obj = linkonce_odr hidden constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Obj, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant i8*
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Obj*, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %47, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %97

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %11)
          to label %24 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14] unwind label %28

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* null]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  br label %18

18:                                               ; preds = %14
  %19 = load i8*, i8** %3, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #2 [ "funclet"(token %15) ]
  %21 = load i32, i32* %2, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %15) ]
          to label %23 unwind label %25

23:                                               ; preds = %18
  invoke void @__cxa_rethrow() #7 [ "funclet"(token %15) ]
          to label %98 unwind label %25

24:                                               ; preds = %10
  br label %86

25:                                               ; preds = %23, %18
  %26 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %99

27:                                               ; preds = %25
  cleanupret from %26 unwind label %28

28:                                               ; preds = %27, %12
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* null]
  %32 = call i8* @llvm.wasm.get.exception(token %31)
  store i8* %32, i8** %3, align 4
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %30
  %37 = load i8*, i8** %3, align 4
  %38 = call i8* @__cxa_begin_catch(i8* %37) #2 [ "funclet"(token %31) ]
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  store i32 %40, i32* %6, align 4
  %41 = load i32, i32* %2, align 4
  %42 = load i32, i32* %6, align 4
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef %41, i32 noundef %42) [ "funclet"(token %31) ]
          to label %44 unwind label %95

44:                                               ; preds = %36
  call void @__cxa_end_catch() #2 [ "funclet"(token %31) ]
  catchret from %31 to label %45

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45, %64, %78, %85, %86
  br label %47

47:                                               ; preds = %46
  %48 = load i32, i32* %2, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %2, align 4
  br label %7, !llvm.loop !2

50:                                               ; preds = %30
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #2
  %52 = icmp eq i32 %33, %51
  br i1 %52, label %53, label %65

53:                                               ; preds = %50
  %54 = load i8*, i8** %3, align 4
  %55 = call i8* @__cxa_begin_catch(i8* %54) #2 [ "funclet"(token %31) ]
  %56 = bitcast i8* %55 to double*
  %57 = load double, double* %56, align 8
  store double %57, double* %5, align 8
  %58 = load i32, i32* %2, align 4
  %59 = load double, double* %5, align 8
  %60 = fmul double %59, 1.000000e+01
  %61 = fptosi double %60 to i32
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %58, i32 noundef %61) [ "funclet"(token %31) ]
          to label %63 unwind label %93

63:                                               ; preds = %53
  call void @__cxa_end_catch() #2 [ "funclet"(token %31) ]
  catchret from %31 to label %64

64:                                               ; preds = %63
  br label %46

65:                                               ; preds = %50
  %66 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)) #2
  %67 = icmp eq i32 %33, %66
  br i1 %67, label %68, label %79

68:                                               ; preds = %65
  %69 = load i8*, i8** %3, align 4
  %70 = call i8* @__cxa_begin_catch(i8* %69) #2 [ "funclet"(token %31) ]
  %71 = bitcast i8* %70 to %struct.Obj*
  store %struct.Obj* %71, %struct.Obj** %4, align 4
  %72 = load i32, i32* %2, align 4
  %73 = load %struct.Obj*, %struct.Obj** %4, align 4
  %74 = getelementptr inbounds %struct.Obj, %struct.Obj* %73, i32 0, i32 0
  %75 = load i32, i32* %74, align 4
  %76 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i32 noundef %72, i32 noundef %75) [ "funclet"(token %31) ]
          to label %77 unwind label %90

77:                                               ; preds = %68
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %78

78:                                               ; preds = %77
  br label %46

79:                                               ; preds = %65
  %80 = load i8*, i8** %3, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #2 [ "funclet"(token %31) ]
  %82 = load i32, i32* %2, align 4
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %82) [ "funclet"(token %31) ]
          to label %84 unwind label %87

84:                                               ; preds = %79
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %85

85:                                               ; preds = %84
  br label %46

86:                                               ; preds = %24
  br label %46

87:                                               ; preds = %79
  %88 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %88) ]
          to label %89 unwind label %101

89:                                               ; preds = %87
  cleanupret from %88 unwind to caller

90:                                               ; preds = %68
  %91 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %91) ]
          to label %92 unwind label %103

92:                                               ; preds = %90
  cleanupret from %91 unwind to caller

93:                                               ; preds = %53
  %94 = cleanuppad within %31 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %94) ]
  cleanupret from %94 unwind to caller

95:                                               ; preds = %36
  %96 = cleanuppad within %31 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %96) ]
  cleanupret from %96 unwind to caller

97:                                               ; preds = %7
  ret i32 0

98:                                               ; preds = %23
  unreachable

99:                                               ; preds = %25
  %100 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %100) ]
  unreachable

101:                                              ; preds = %87
  %102 = cleanuppad within %88 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %102) ]
  unreachable

103:                                              ; preds = %90
  %104 = cleanuppad within %91 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %104) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 4) #2
  %7 = bitcast i8* %6 to i32*
  store i32 17, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = icmp eq i32 %9, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call i8* @__cxa_allocate_exception(i32 8) #2
  %13 = bitcast i8* %12 to double*
  store double 2.500000e+00, double* %13, align 16
  call void @__cxa_throw(i8* %12, i8* bitcast (i8** @_ZTId to i8*), i8* null) #7
  unreachable

14:                                               ; preds = %8
  %15 = load i32, i32* %2, align 4
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i32 4) #2
  %19 = bitcast i8* %18 to %struct.Obj*
  %20 = invoke noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %19, i32 noundef 3)
          to label %21 unwind label %22

21:                                               ; preds = %17
  call void @__cxa_throw(i8* %18, i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* bitcast (%struct.Obj* (%struct.Obj*)* @_ZN3ObjD2Ev to i8*)) #7
  unreachable

22:                                               ; preds = %17
  %23 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %18) #2 [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller

24:                                               ; preds = %14
  %25 = call i8* @__cxa_allocate_exception(i32 4) #2
  %26 = bitcast i8* %25 to i32**
  store i32* @_ZZL7throweriE1x, i32** %26, align 16
  call void @__cxa_throw(i8* %25, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  ret %struct.Obj* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

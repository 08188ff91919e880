; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }
%struct.Guard = type { i8 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"~Guard\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.E*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL9translatev()
          to label %81 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to %struct.E*
  store %struct.E* %18, %struct.E** %3, align 4
  %19 = load %struct.E*, %struct.E** %3, align 4
  %20 = getelementptr inbounds %struct.E, %struct.E* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %10) ]
          to label %23 unwind label %82

23:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %24

24:                                               ; preds = %23
  br label %26

25:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

26:                                               ; preds = %24, %81
  %27 = call i8* @__cxa_allocate_exception(i32 4) #2
  %28 = bitcast i8* %27 to i32*
  store i32 5, i32* %28, align 16
  invoke void @__cxa_throw(i8* %27, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %94 unwind label %29

29:                                               ; preds = %26
  %30 = catchswitch within none [label %31] unwind label %49

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast (i8** @_ZTIi to i8*)]
  %33 = call i8* @llvm.wasm.get.exception(token %32)
  store i8* %33, i8** %2, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %31
  %38 = load i8*, i8** %2, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #2 [ "funclet"(token %32) ]
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4
  store i32 %41, i32* %4, align 4
  %42 = call i8* @__cxa_allocate_exception(i32 4) #2 [ "funclet"(token %32) ]
  %43 = bitcast i8* %42 to %struct.E*
  %44 = load i32, i32* %4, align 4
  %45 = mul nsw i32 %44, 2
  %46 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %43, i32 noundef %45) [ "funclet"(token %32) ]
          to label %47 unwind label %85

47:                                               ; preds = %37
  invoke void @__cxa_throw(i8* %42, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5 [ "funclet"(token %32) ]
          to label %94 unwind label %87

48:                                               ; preds = %31
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %32) ]
          to label %94 unwind label %49

49:                                               ; preds = %48, %87, %29
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %53 = call i8* @llvm.wasm.get.exception(token %52)
  store i8* %53, i8** %2, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %65

57:                                               ; preds = %51
  %58 = load i8*, i8** %2, align 4
  %59 = call i8* @__cxa_begin_catch(i8* %58) #2 [ "funclet"(token %52) ]
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4
  store i32 %61, i32* %6, align 4
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %52) ]
          to label %63 unwind label %92

63:                                               ; preds = %57
  call void @__cxa_end_catch() #2 [ "funclet"(token %52) ]
  catchret from %52 to label %64

64:                                               ; preds = %63
  br label %79

65:                                               ; preds = %51
  %66 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %67 = icmp eq i32 %54, %66
  br i1 %67, label %68, label %78

68:                                               ; preds = %65
  %69 = load i8*, i8** %2, align 4
  %70 = call i8* @__cxa_begin_catch(i8* %69) #2 [ "funclet"(token %52) ]
  %71 = bitcast i8* %70 to %struct.E*
  store %struct.E* %71, %struct.E** %5, align 4
  %72 = load %struct.E*, %struct.E** %5, align 4
  %73 = getelementptr inbounds %struct.E, %struct.E* %72, i32 0, i32 0
  %74 = load i32, i32* %73, align 4
  %75 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %74) [ "funclet"(token %52) ]
          to label %76 unwind label %89

76:                                               ; preds = %68
  call void @__cxa_end_catch() [ "funclet"(token %52) ]
  catchret from %52 to label %77

77:                                               ; preds = %76
  br label %79

78:                                               ; preds = %65
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %52) ]
  unreachable

79:                                               ; preds = %64, %77, %80
  ret i32 0

80:                                               ; No predecessors!
  br label %79

81:                                               ; preds = %0
  br label %26

82:                                               ; preds = %15
  %83 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %83) ]
          to label %84 unwind label %95

84:                                               ; preds = %82
  cleanupret from %83 unwind to caller

85:                                               ; preds = %37
  %86 = cleanuppad within %32 []
  call void @__cxa_free_exception(i8* %42) #2 [ "funclet"(token %86) ]
  cleanupret from %86 unwind label %87

87:                                               ; preds = %47, %85
  %88 = cleanuppad within %32 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %88) ]
  cleanupret from %88 unwind label %49

89:                                               ; preds = %68
  %90 = cleanuppad within %52 []
  invoke void @__cxa_end_catch() [ "funclet"(token %90) ]
          to label %91 unwind label %97

91:                                               ; preds = %89
  cleanupret from %90 unwind to caller

92:                                               ; preds = %57
  %93 = cleanuppad within %52 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %93) ]
  cleanupret from %93 unwind to caller

94:                                               ; preds = %48, %47, %26
  unreachable

95:                                               ; preds = %82
  %96 = cleanuppad within %83 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %96) ]
  unreachable

97:                                               ; preds = %89
  %98 = cleanuppad within %90 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %98) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9translatev() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca %struct.E*, align 4
  %3 = alloca %struct.Guard, align 1
  %4 = call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to %struct.E*
  %6 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 1)
          to label %7 unwind label %35

7:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5
          to label %45 unwind label %8

8:                                                ; preds = %7, %35
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %12 = call i8* @llvm.wasm.get.exception(token %11)
  store i8* %12, i8** %1, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %10
  %17 = load i8*, i8** %1, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #2 [ "funclet"(token %11) ]
  %19 = bitcast i8* %18 to %struct.E*
  store %struct.E* %19, %struct.E** %2, align 4
  %20 = load %struct.E*, %struct.E** %2, align 4
  %21 = getelementptr inbounds %struct.E, %struct.E* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %22) [ "funclet"(token %11) ]
          to label %24 unwind label %39

24:                                               ; preds = %16
  %25 = call i8* @__cxa_allocate_exception(i32 4) #2 [ "funclet"(token %11) ]
  %26 = bitcast i8* %25 to %struct.E*
  %27 = load %struct.E*, %struct.E** %2, align 4
  %28 = getelementptr inbounds %struct.E, %struct.E* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = add nsw i32 %29, 1
  %31 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %26, i32 noundef %30) [ "funclet"(token %11) ]
          to label %32 unwind label %37

32:                                               ; preds = %24
  invoke void @__cxa_throw(i8* %25, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5 [ "funclet"(token %11) ]
          to label %45 unwind label %39

33:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %11) ]
  unreachable

34:                                               ; No predecessors!
  ret void

35:                                               ; preds = %0
  %36 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %4) #2 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %8

37:                                               ; preds = %24
  %38 = cleanuppad within %11 []
  call void @__cxa_free_exception(i8* %25) #2 [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %39

39:                                               ; preds = %32, %37, %16
  %40 = cleanuppad within %11 []
  %41 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #2 [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %42

42:                                               ; preds = %39
  %43 = cleanuppad within %11 []
  invoke void @__cxa_end_catch() [ "funclet"(token %43) ]
          to label %44 unwind label %46

44:                                               ; preds = %42
  cleanupret from %43 unwind to caller

45:                                               ; preds = %32, %7
  unreachable

46:                                               ; preds = %42
  %47 = cleanuppad within %43 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %47) ]
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

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Guard* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

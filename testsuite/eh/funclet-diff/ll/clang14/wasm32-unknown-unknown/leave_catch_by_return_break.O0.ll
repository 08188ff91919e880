; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"continue\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"goto\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"break\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef i32 @_ZL9by_returnv()
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i32 0, i32 0), i32 noundef %6)
  store i32 2, i32* %2, align 4
  br label %8

8:                                                ; preds = %42, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %71

11:                                               ; preds = %8
  %12 = call i8* @__cxa_allocate_exception(i32 4) #4
  %13 = bitcast i8* %12 to %struct.E*
  %14 = load i32, i32* %2, align 4
  %15 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %14)
          to label %16 unwind label %45

16:                                               ; preds = %11
  invoke void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %73 unwind label %17

17:                                               ; preds = %16, %45
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %21 = call i8* @llvm.wasm.get.exception(token %20)
  store i8* %21, i8** %3, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #4
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %36

25:                                               ; preds = %19
  %26 = load i8*, i8** %3, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #4 [ "funclet"(token %20) ]
  %28 = bitcast i8* %27 to %struct.E*
  store %struct.E* %28, %struct.E** %4, align 4
  %29 = load %struct.E*, %struct.E** %4, align 4
  %30 = getelementptr inbounds %struct.E, %struct.E* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = icmp eq i32 %31, 2
  br i1 %32, label %33, label %47

33:                                               ; preds = %25
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %20) ]
          to label %35 unwind label %68

35:                                               ; preds = %33
  store i32 4, i32* %5, align 4
  br label %64

36:                                               ; preds = %19
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %20) ]
  unreachable

37:                                               ; preds = %67
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0))
  br label %39

39:                                               ; preds = %37, %65
  %40 = load i32, i32* %2, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0), i32 noundef %40)
  br label %42

42:                                               ; preds = %39, %65
  %43 = load i32, i32* %2, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %2, align 4
  br label %8, !llvm.loop !2

45:                                               ; preds = %11
  %46 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %12) #4 [ "funclet"(token %46) ]
  cleanupret from %46 unwind label %17

47:                                               ; preds = %25
  %48 = load %struct.E*, %struct.E** %4, align 4
  %49 = getelementptr inbounds %struct.E, %struct.E* %48, i32 0, i32 0
  %50 = load i32, i32* %49, align 4
  %51 = icmp eq i32 %50, 3
  br i1 %51, label %52, label %55

52:                                               ; preds = %47
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %20) ]
          to label %54 unwind label %68

54:                                               ; preds = %52
  store i32 5, i32* %5, align 4
  br label %64

55:                                               ; preds = %47
  %56 = load %struct.E*, %struct.E** %4, align 4
  %57 = getelementptr inbounds %struct.E, %struct.E* %56, i32 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = icmp eq i32 %58, 4
  br i1 %59, label %60, label %63

60:                                               ; preds = %55
  %61 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %20) ]
          to label %62 unwind label %68

62:                                               ; preds = %60
  store i32 2, i32* %5, align 4
  br label %64

63:                                               ; preds = %55
  store i32 0, i32* %5, align 4
  br label %64

64:                                               ; preds = %54, %63, %62, %35
  call void @__cxa_end_catch() [ "funclet"(token %20) ]
  catchret from %20 to label %65

65:                                               ; preds = %64
  %66 = load i32, i32* %5, align 4
  switch i32 %66, label %73 [
    i32 0, label %67
    i32 4, label %42
    i32 2, label %71
    i32 5, label %39
  ]

67:                                               ; preds = %65
  br label %37

68:                                               ; preds = %60, %52, %33
  %69 = cleanuppad within %20 []
  invoke void @__cxa_end_catch() [ "funclet"(token %69) ]
          to label %70 unwind label %74

70:                                               ; preds = %68
  cleanupret from %69 unwind to caller

71:                                               ; preds = %65, %8
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

73:                                               ; preds = %65, %16
  unreachable

74:                                               ; preds = %68
  %75 = cleanuppad within %69 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %75) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9by_returnv() #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.E*, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #4
  %5 = bitcast i8* %4 to %struct.E*
  %6 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 1)
          to label %7 unwind label %30

7:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %38 unwind label %8

8:                                                ; preds = %7, %30
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %12 = call i8* @llvm.wasm.get.exception(token %11)
  store i8* %12, i8** %2, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %10
  %17 = load i8*, i8** %2, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #4 [ "funclet"(token %11) ]
  %19 = bitcast i8* %18 to %struct.E*
  store %struct.E* %19, %struct.E** %3, align 4
  %20 = load %struct.E*, %struct.E** %3, align 4
  %21 = getelementptr inbounds %struct.E, %struct.E* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0), i32 noundef %22) [ "funclet"(token %11) ]
          to label %24 unwind label %32

24:                                               ; preds = %16
  %25 = load %struct.E*, %struct.E** %3, align 4
  %26 = getelementptr inbounds %struct.E, %struct.E* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %1, align 4
  call void @__cxa_end_catch() [ "funclet"(token %11) ]
  catchret from %11 to label %35

28:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %11) ]
  unreachable

29:                                               ; No predecessors!
  store i32 0, i32* %1, align 4
  br label %36

30:                                               ; preds = %0
  %31 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %4) #4 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %8

32:                                               ; preds = %16
  %33 = cleanuppad within %11 []
  invoke void @__cxa_end_catch() [ "funclet"(token %33) ]
          to label %34 unwind label %39

34:                                               ; preds = %32
  cleanupret from %33 unwind to caller

35:                                               ; preds = %24
  br label %36

36:                                               ; preds = %29, %35
  %37 = load i32, i32* %1, align 4
  ret i32 %37

38:                                               ; preds = %7
  unreachable

39:                                               ; preds = %32
  %40 = cleanuppad within %33 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %40) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.E* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}

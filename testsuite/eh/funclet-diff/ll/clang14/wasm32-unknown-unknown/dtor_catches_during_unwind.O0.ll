; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Err*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL4workv()
          to label %24 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #2
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %6
  %13 = load i8*, i8** %2, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %7) ]
  %15 = bitcast i8* %14 to %struct.Err*
  store %struct.Err* %15, %struct.Err** %3, align 4
  %16 = load %struct.Err*, %struct.Err** %3, align 4
  %17 = getelementptr inbounds %struct.Err, %struct.Err* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %18) [ "funclet"(token %7) ]
          to label %20 unwind label %25

20:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %21

21:                                               ; preds = %20
  br label %23

22:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

23:                                               ; preds = %21, %24
  ret i32 0

24:                                               ; preds = %0
  br label %23

25:                                               ; preds = %12
  %26 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %28

27:                                               ; preds = %25
  cleanupret from %26 unwind to caller

28:                                               ; preds = %25
  %29 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %29) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4workv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = call i8* @__cxa_allocate_exception(i32 4) #2
  %3 = bitcast i8* %2 to %struct.Err*
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  store i32 1, i32* %4, align 16
  invoke void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #5
          to label %8 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #2 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

8:                                                ; preds = %0
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Err* @_ZN3ErrD2Ev(%struct.Err* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Err*, align 4
  store %struct.Err* %0, %struct.Err** %2, align 4
  %3 = load %struct.Err*, %struct.Err** %2, align 4
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Err* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Careful*, align 4
  %3 = alloca %struct.Careful*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca %struct.Err*, align 4
  %6 = alloca i32, align 4
  store %struct.Careful* %0, %struct.Careful** %3, align 4
  %7 = load %struct.Careful*, %struct.Careful** %3, align 4
  store %struct.Careful* %7, %struct.Careful** %2, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0))
          to label %9 unwind label %62

9:                                                ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %55 unwind label %10

10:                                               ; preds = %9
  %11 = catchswitch within none [label %12] unwind label %62

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %4, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #2
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %29

18:                                               ; preds = %12
  %19 = load i8*, i8** %4, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #2 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to %struct.Err*
  store %struct.Err* %21, %struct.Err** %5, align 4
  %22 = load %struct.Err*, %struct.Err** %5, align 4
  %23 = getelementptr inbounds %struct.Err, %struct.Err* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), i32 noundef %24) [ "funclet"(token %13) ]
          to label %26 unwind label %56

26:                                               ; preds = %18
  invoke void @__cxa_end_catch() [ "funclet"(token %13) ]
          to label %27 unwind label %62

27:                                               ; preds = %26
  catchret from %13 to label %28

28:                                               ; preds = %27
  br label %30

29:                                               ; preds = %12
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
          to label %61 unwind label %62

30:                                               ; preds = %28, %55
  %31 = call i8* @__cxa_allocate_exception(i32 4) #2
  %32 = bitcast i8* %31 to i32*
  store i32 3, i32* %32, align 16
  invoke void @__cxa_throw(i8* %31, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %61 unwind label %33

33:                                               ; preds = %30
  %34 = catchswitch within none [label %35] unwind label %62

35:                                               ; preds = %33
  %36 = catchpad within %34 [i8* bitcast (i8** @_ZTIi to i8*)]
  %37 = call i8* @llvm.wasm.get.exception(token %36)
  store i8* %37, i8** %4, align 4
  %38 = call i32 @llvm.wasm.get.ehselector(token %36)
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %50

41:                                               ; preds = %35
  %42 = load i8*, i8** %4, align 4
  %43 = call i8* @__cxa_begin_catch(i8* %42) #2 [ "funclet"(token %36) ]
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %6, align 4
  %46 = load i32, i32* %6, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %46) [ "funclet"(token %36) ]
          to label %48 unwind label %59

48:                                               ; preds = %41
  call void @__cxa_end_catch() #2 [ "funclet"(token %36) ]
  catchret from %36 to label %49

49:                                               ; preds = %48
  br label %51

50:                                               ; preds = %35
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %36) ]
          to label %61 unwind label %62

51:                                               ; preds = %49
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0))
          to label %53 unwind label %62

53:                                               ; preds = %51
  %54 = load %struct.Careful*, %struct.Careful** %2, align 4
  ret %struct.Careful* %54

55:                                               ; preds = %9
  br label %30

56:                                               ; preds = %18
  %57 = cleanuppad within %13 []
  invoke void @__cxa_end_catch() [ "funclet"(token %57) ]
          to label %58 unwind label %64

58:                                               ; preds = %56
  cleanupret from %57 unwind label %62

59:                                               ; preds = %41
  %60 = cleanuppad within %36 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %60) ]
  cleanupret from %60 unwind label %62

61:                                               ; preds = %50, %30, %29
  unreachable

62:                                               ; preds = %51, %50, %59, %33, %29, %58, %26, %10, %1
  %63 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %63) ]
  unreachable

64:                                               ; preds = %56
  %65 = cleanuppad within %57 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %65) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #2
  %4 = bitcast i8* %3 to %struct.Err*
  %5 = getelementptr inbounds %struct.Err, %struct.Err* %4, i32 0, i32 0
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %5, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #5
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

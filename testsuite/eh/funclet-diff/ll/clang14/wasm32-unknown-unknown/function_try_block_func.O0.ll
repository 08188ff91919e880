; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$_ZN5NoisyC2Ei = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN5LocalD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Noisy, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %7 unwind label %38

7:                                                ; preds = %0
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %6)
          to label %9 unwind label %38

9:                                                ; preds = %7
  %10 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %11 unwind label %38

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %10)
          to label %13 unwind label %38

13:                                               ; preds = %11
  %14 = invoke noundef %struct.Noisy* @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 2)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = invoke noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %2)
          to label %57 unwind label %17

17:                                               ; preds = %15, %13
  %18 = catchswitch within none [label %19] unwind label %38

19:                                               ; preds = %17
  %20 = catchpad within %18 [i8* bitcast (i8** @_ZTIi to i8*)]
  %21 = call i8* @llvm.wasm.get.exception(token %20)
  store i8* %21, i8** %3, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %34

25:                                               ; preds = %19
  %26 = load i8*, i8** %3, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #5 [ "funclet"(token %20) ]
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %4, align 4
  %30 = load i32, i32* %4, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), i32 noundef %30) [ "funclet"(token %20) ]
          to label %32 unwind label %58

32:                                               ; preds = %25
  call void @__cxa_end_catch() #5 [ "funclet"(token %20) ]
  catchret from %20 to label %33

33:                                               ; preds = %32
  br label %35

34:                                               ; preds = %19
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %20) ]
          to label %63 unwind label %38

35:                                               ; preds = %33, %57
  %36 = call i8* @__cxa_allocate_exception(i32 4) #5
  %37 = bitcast i8* %36 to i32*
  store i32 99, i32* %37, align 16
  invoke void @__cxa_throw(i8* %36, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %63 unwind label %38

38:                                               ; preds = %35, %34, %58, %17, %11, %9, %7, %0
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [i8* bitcast (i8** @_ZTIi to i8*)]
  %42 = call i8* @llvm.wasm.get.exception(token %41)
  store i8* %42, i8** %3, align 4
  %43 = call i32 @llvm.wasm.get.ehselector(token %41)
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %54

46:                                               ; preds = %40
  %47 = load i8*, i8** %3, align 4
  %48 = call i8* @__cxa_begin_catch(i8* %47) #5 [ "funclet"(token %41) ]
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4
  store i32 %50, i32* %5, align 4
  %51 = load i32, i32* %5, align 4
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %51) [ "funclet"(token %41) ]
          to label %53 unwind label %60

53:                                               ; preds = %46
  store i32 3, i32* %1, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %41) ]
  catchret from %41 to label %62

54:                                               ; preds = %40
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %41) ]
  unreachable

55:                                               ; preds = %62
  %56 = load i32, i32* %1, align 4
  ret i32 %56

57:                                               ; preds = %15
  br label %35

58:                                               ; preds = %25
  %59 = cleanuppad within %20 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %59) ]
  cleanupret from %59 unwind label %38

60:                                               ; preds = %46
  %61 = cleanuppad within %41 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %61) ]
  cleanupret from %61 unwind to caller

62:                                               ; preds = %53
  br label %55

63:                                               ; preds = %35, %34
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #5
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %3, align 4
  store i32 %12, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %45 unwind label %17

13:                                               ; preds = %1
  %14 = load i32, i32* %3, align 4
  %15 = mul nsw i32 %14, 10
  store i32 %15, i32* %2, align 4
  %16 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #5
  br label %43

17:                                               ; preds = %9
  %18 = cleanuppad within none []
  %19 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #5 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTIi to i8*)]
  %24 = call i8* @llvm.wasm.get.exception(token %23)
  store i8* %24, i8** %5, align 4
  %25 = call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %38

28:                                               ; preds = %22
  %29 = load i8*, i8** %5, align 4
  %30 = call i8* @__cxa_begin_catch(i8* %29) #5 [ "funclet"(token %23) ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  store i32 %32, i32* %6, align 4
  %33 = load i32, i32* %6, align 4
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %33) [ "funclet"(token %23) ]
          to label %35 unwind label %40

35:                                               ; preds = %28
  %36 = load i32, i32* %6, align 4
  %37 = sub nsw i32 0, %36
  store i32 %37, i32* %2, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %23) ]
  catchret from %23 to label %42

38:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %23) ]
  unreachable

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %28
  %41 = cleanuppad within %23 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %35
  br label %43

43:                                               ; preds = %42, %13
  %44 = load i32, i32* %2, align 4
  ret i32 %44

45:                                               ; preds = %9
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Noisy* @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat {
  %3 = alloca %struct.Noisy*, align 4
  %4 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Noisy*, %struct.Noisy** %3, align 4
  %6 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Noisy* %5
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Noisy* @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Noisy*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %2, align 4
  %5 = load %struct.Noisy*, %struct.Noisy** %2, align 4
  %6 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i32 noundef %7)
          to label %9 unwind label %18

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %37

13:                                               ; preds = %9
  %14 = call i8* @__cxa_allocate_exception(i32 4) #5
  %15 = bitcast i8* %14 to i32*
  %16 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %15, align 16
  invoke void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %40 unwind label %18

18:                                               ; preds = %13, %1
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [i8* bitcast (i8** @_ZTIi to i8*)]
  %22 = call i8* @llvm.wasm.get.exception(token %21)
  store i8* %22, i8** %3, align 4
  %23 = call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %20
  %27 = load i8*, i8** %3, align 4
  %28 = call i8* @__cxa_begin_catch(i8* %27) #5 [ "funclet"(token %21) ]
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %4, align 4
  %31 = load i32, i32* %4, align 4
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), i32 noundef %31) [ "funclet"(token %21) ]
          to label %33 unwind label %38

33:                                               ; preds = %26
  invoke void @__cxa_rethrow() [ "funclet"(token %21) ]
          to label %34 unwind label %38

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %21) ]
  unreachable

36:                                               ; preds = %37
  ret %struct.Noisy* %5

37:                                               ; preds = %9
  br label %36

38:                                               ; preds = %33, %26
  %39 = cleanuppad within %21 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %39) ]
  cleanupret from %39 unwind to caller

40:                                               ; preds = %13
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

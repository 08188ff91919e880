; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8 }

$_ZN5LocalD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"handled 1\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"rethrowing nothing\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  store i32 0, i32* %1, align 4
  %5 = call i8* @__cxa_allocate_exception(i32 4) #1
  %6 = bitcast i8* %5 to i32*
  store i32 1, i32* %6, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %50 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTIi to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #1 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %3, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0)) [ "funclet"(token %10) ]
          to label %21 unwind label %42

21:                                               ; preds = %15
  call void @__cxa_end_catch() #1 [ "funclet"(token %10) ]
  catchret from %10 to label %22

22:                                               ; preds = %21
  br label %24

23:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %10) ]
  unreachable

24:                                               ; preds = %22
  invoke void @_ZL15rethrow_nothingv()
          to label %41 unwind label %25

25:                                               ; preds = %24
  %26 = catchswitch within none [label %27] unwind label %47

27:                                               ; preds = %25
  %28 = catchpad within %26 [i8* null]
  %29 = call i8* @llvm.wasm.get.exception(token %28)
  store i8* %29, i8** %2, align 4
  %30 = call i32 @llvm.wasm.get.ehselector(token %28)
  br label %31

31:                                               ; preds = %27
  %32 = load i8*, i8** %2, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #1 [ "funclet"(token %28) ]
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %28) ]
          to label %35 unwind label %44

35:                                               ; preds = %31
  invoke void @__cxa_end_catch() [ "funclet"(token %28) ]
          to label %36 unwind label %47

36:                                               ; preds = %35
  catchret from %28 to label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37, %41
  store i32 0, i32* %1, align 4
  %39 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #1
  %40 = load i32, i32* %1, align 4
  ret i32 %40

41:                                               ; preds = %24
  br label %38

42:                                               ; preds = %15
  %43 = cleanuppad within %10 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller

44:                                               ; preds = %31
  %45 = cleanuppad within %28 []
  invoke void @__cxa_end_catch() [ "funclet"(token %45) ]
          to label %46 unwind label %51

46:                                               ; preds = %44
  cleanupret from %45 unwind label %47

47:                                               ; preds = %46, %35, %25
  %48 = cleanuppad within none []
  %49 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #1 [ "funclet"(token %48) ]
  cleanupret from %48 unwind to caller

50:                                               ; preds = %0
  unreachable

51:                                               ; preds = %44
  %52 = cleanuppad within %45 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %52) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL15rethrow_nothingv() #5 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0))
  call void @__cxa_rethrow() #4
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %7) ]
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

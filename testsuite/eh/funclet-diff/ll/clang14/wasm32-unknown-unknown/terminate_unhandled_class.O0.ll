; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$_ZN5LocalD2Ev = comdat any

$_ZN3app7FailureD2Ev = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"never: const char*\0A\00", align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3app7FailureE = linkonce_odr hidden constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN3app7FailureE, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL3runv()
          to label %23 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %26

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %9 = call i8* @llvm.wasm.get.exception(token %8)
  store i8* %9, i8** %3, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #2
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = load i8*, i8** %3, align 4
  %15 = call i8* @__cxa_begin_catch(i8* %14) #2 [ "funclet"(token %8) ]
  store i8* %15, i8** %4, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0)) [ "funclet"(token %8) ]
          to label %17 unwind label %24

17:                                               ; preds = %13
  call void @__cxa_end_catch() #2 [ "funclet"(token %8) ]
  catchret from %8 to label %18

18:                                               ; preds = %17
  br label %20

19:                                               ; preds = %7
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %8) ]
          to label %29 unwind label %26

20:                                               ; preds = %18, %23
  store i32 0, i32* %1, align 4
  %21 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #2
  %22 = load i32, i32* %1, align 4
  ret i32 %22

23:                                               ; preds = %0
  br label %20

24:                                               ; preds = %13
  %25 = cleanuppad within %8 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %26

26:                                               ; preds = %19, %24, %5
  %27 = cleanuppad within none []
  %28 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #2 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %19
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL3runv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 1
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to %"struct.app::Failure"*
  %6 = getelementptr inbounds %"struct.app::Failure", %"struct.app::Failure"* %5, i32 0, i32 0
  store i32 3, i32* %6, align 16
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTIN3app7FailureE to i8*), i8* bitcast (%"struct.app::Failure"* (%"struct.app::Failure"*)* @_ZN3app7FailureD2Ev to i8*)) #5
          to label %31 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind label %28

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTIi to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %3, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %10) ]
          to label %21 unwind label %26

21:                                               ; preds = %15
  call void @__cxa_end_catch() #2 [ "funclet"(token %10) ]
  catchret from %10 to label %22

22:                                               ; preds = %21
  br label %24

23:                                               ; preds = %9
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
          to label %31 unwind label %28

24:                                               ; preds = %22
  %25 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #2
  ret void

26:                                               ; preds = %15
  %27 = cleanuppad within %10 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %28

28:                                               ; preds = %23, %26, %7
  %29 = cleanuppad within none []
  %30 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #2 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller

31:                                               ; preds = %23, %0
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

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

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %"struct.app::Failure"* @_ZN3app7FailureD2Ev(%"struct.app::Failure"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %"struct.app::Failure"*, align 4
  store %"struct.app::Failure"* %0, %"struct.app::Failure"** %2, align 4
  %3 = load %"struct.app::Failure"*, %"struct.app::Failure"** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %"struct.app::Failure"* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %7) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

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

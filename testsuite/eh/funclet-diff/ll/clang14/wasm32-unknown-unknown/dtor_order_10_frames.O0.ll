; ModuleID = 'dtor_order_10_frames.cpp'
source_filename = "dtor_order_10_frames.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Frame = type { i32 }

$_ZN5FrameC2Ei = comdat any

$_ZN5FrameD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"enter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"never: after call at %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"leave %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Frame, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call noundef %struct.Frame* @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 0)
  %6 = invoke noundef i32 @_ZL7recursei(i32 noundef 1)
          to label %30 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind label %33

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTIi to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %3, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %24

15:                                               ; preds = %9
  %16 = load i8*, i8** %3, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #3 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %4, align 4
  %20 = load i32, i32* %4, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %20) [ "funclet"(token %10) ]
          to label %22 unwind label %31

22:                                               ; preds = %15
  call void @__cxa_end_catch() #3 [ "funclet"(token %10) ]
  catchret from %10 to label %23

23:                                               ; preds = %22
  br label %25

24:                                               ; preds = %9
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %10) ]
          to label %36 unwind label %33

25:                                               ; preds = %23, %30
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0))
          to label %27 unwind label %33

27:                                               ; preds = %25
  store i32 0, i32* %1, align 4
  %28 = call noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #3
  %29 = load i32, i32* %1, align 4
  ret i32 %29

30:                                               ; preds = %0
  br label %25

31:                                               ; preds = %15
  %32 = cleanuppad within %10 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %33

33:                                               ; preds = %25, %24, %31, %7
  %34 = cleanuppad within none []
  %35 = call noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #3 [ "funclet"(token %34) ]
  cleanupret from %34 unwind to caller

36:                                               ; preds = %24
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Frame* @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Frame*, align 4
  %4 = alloca i32, align 4
  store %struct.Frame* %0, %struct.Frame** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Frame*, %struct.Frame** %3, align 4
  %6 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %9)
  ret %struct.Frame* %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7recursei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Frame, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call noundef %struct.Frame* @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 10
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #3
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %2, align 4
  %13 = mul nsw i32 %12, 7
  store i32 %13, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %28 unwind label %25

14:                                               ; preds = %1
  %15 = load i32, i32* %2, align 4
  %16 = add nsw i32 %15, 1
  %17 = invoke noundef i32 @_ZL7recursei(i32 noundef %16)
          to label %18 unwind label %25

18:                                               ; preds = %14
  store i32 %17, i32* %4, align 4
  %19 = load i32, i32* %2, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i32 noundef %19)
          to label %21 unwind label %25

21:                                               ; preds = %18
  %22 = load i32, i32* %4, align 4
  %23 = add nsw i32 %22, 1
  %24 = call noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #3
  ret i32 %23

25:                                               ; preds = %18, %14, %9
  %26 = cleanuppad within none []
  %27 = call noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #3 [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller

28:                                               ; preds = %9
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Frame*, align 4
  store %struct.Frame* %0, %struct.Frame** %2, align 4
  %3 = load %struct.Frame*, %struct.Frame** %2, align 4
  %4 = getelementptr inbounds %struct.Frame, %struct.Frame* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Frame* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

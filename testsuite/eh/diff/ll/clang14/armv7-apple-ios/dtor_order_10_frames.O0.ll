; ModuleID = 'dtor_order_10_frames.cpp'
source_filename = "dtor_order_10_frames.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Frame = type { i32 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"enter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"never: after call at %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"leave %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Frame, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef %struct.Frame* @_ZN5FrameC1Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 0)
  %7 = invoke noundef i32 @_ZL7recursei(i32 noundef 1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %25

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %38

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #7
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %5, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %22)
          to label %24 unwind label %30

24:                                               ; preds = %17
  call void @__cxa_end_catch() #7
  br label %25

25:                                               ; preds = %24, %8
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0))
          to label %27 unwind label %34

27:                                               ; preds = %25
  store i32 0, i32* %1, align 4
  %28 = call noundef %struct.Frame* @_ZN5FrameD1Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #7
  %29 = load i32, i32* %1, align 4
  ret i32 %29

30:                                               ; preds = %17
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %3, align 4
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %38

34:                                               ; preds = %25
  %35 = landingpad { i8*, i32 }
          cleanup
  %36 = extractvalue { i8*, i32 } %35, 0
  store i8* %36, i8** %3, align 4
  %37 = extractvalue { i8*, i32 } %35, 1
  store i32 %37, i32* %4, align 4
  br label %38

38:                                               ; preds = %34, %30, %13
  %39 = call noundef %struct.Frame* @_ZN5FrameD1Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #7
  br label %40

40:                                               ; preds = %38
  %41 = load i8*, i8** %3, align 4
  %42 = load i32, i32* %4, align 4
  %43 = insertvalue { i8*, i32 } undef, i8* %41, 0
  %44 = insertvalue { i8*, i32 } %43, i32 %42, 1
  resume { i8*, i32 } %44
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Frame* @_ZN5FrameC1Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Frame*, align 4
  %4 = alloca i32, align 4
  store %struct.Frame* %0, %struct.Frame** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Frame*, %struct.Frame** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Frame* @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Frame* %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7recursei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Frame, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = call noundef %struct.Frame* @_ZN5FrameC1Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7)
  %9 = load i32, i32* %2, align 4
  %10 = icmp eq i32 %9, 10
  br i1 %10, label %11, label %21

11:                                               ; preds = %1
  %12 = call i8* @__cxa_allocate_exception(i32 4) #7
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %2, align 4
  %15 = mul nsw i32 %14, 7
  store i32 %15, i32* %13, align 8
  invoke void @__cxa_throw(i8* %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %37 unwind label %16

16:                                               ; preds = %25, %21, %11
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %4, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %5, align 4
  %20 = call noundef %struct.Frame* @_ZN5FrameD1Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %32

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4
  %23 = add nsw i32 %22, 1
  %24 = invoke noundef i32 @_ZL7recursei(i32 noundef %23)
          to label %25 unwind label %16

25:                                               ; preds = %21
  store i32 %24, i32* %6, align 4
  %26 = load i32, i32* %2, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26)
          to label %28 unwind label %16

28:                                               ; preds = %25
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 1
  %31 = call noundef %struct.Frame* @_ZN5FrameD1Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret i32 %30

32:                                               ; preds = %16
  %33 = load i8*, i8** %4, align 4
  %34 = load i32, i32* %5, align 4
  %35 = insertvalue { i8*, i32 } undef, i8* %33, 0
  %36 = insertvalue { i8*, i32 } %35, i32 %34, 1
  resume { i8*, i32 } %36

37:                                               ; preds = %11
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Frame* @_ZN5FrameD1Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Frame*, align 4
  store %struct.Frame* %0, %struct.Frame** %2, align 4
  %3 = load %struct.Frame*, %struct.Frame** %2, align 4
  %4 = call noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.Frame* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Frame* @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
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

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Frame* @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
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
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}

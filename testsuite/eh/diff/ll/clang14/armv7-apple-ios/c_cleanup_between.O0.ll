; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Obj = type { i32 }
%class.anon = type { i8 }

@.str = private unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", align 1
@.str.1.5 = private unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", align 1
@.str.2.6 = private unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone
define void @cpp_callback(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Obj, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = call noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, i32* %2, align 4
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %10, label %22

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
          to label %13 unwind label %17

13:                                               ; preds = %10
  %14 = call i8* @__cxa_allocate_exception(i32 4) #8
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %2, align 4
  store i32 %16, i32* %15, align 8
  invoke void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %32 unwind label %17

17:                                               ; preds = %22, %13, %10
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %4, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %5, align 4
  %21 = call noundef %struct.Obj* @_ZN3ObjD1Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %27

22:                                               ; preds = %1
  %23 = load i32, i32* %2, align 4
  %24 = add nsw i32 %23, 1
  invoke void @c_layer(i32 noundef %24, void (i32)* noundef @cpp_callback)
          to label %25 unwind label %17

25:                                               ; preds = %22
  %26 = call noundef %struct.Obj* @_ZN3ObjD1Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

27:                                               ; preds = %17
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %5, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31

32:                                               ; preds = %13
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Obj* %5
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjD1Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Obj* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Obj* %5
}

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #5 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon, align 1
  store i32 0, i32* %1, align 4
  invoke void @c_layer(i32 noundef 1, void (i32)* noundef @cpp_callback)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %23

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #8
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %4, align 4
  %20 = load i32, i32* %4, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %20)
          to label %22 unwind label %25

22:                                               ; preds = %15
  call void @__cxa_end_catch() #8
  br label %23

23:                                               ; preds = %22, %6
  %24 = call noundef void (i32)* @"_ZZ4mainENK3$_0cvPFviEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %5) #8
  call void @c_layer(i32 noundef 10, void (i32)* noundef %24)
  ret i32 0

25:                                               ; preds = %15
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %2, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %29

29:                                               ; preds = %25, %11
  %30 = load i8*, i8** %2, align 4
  %31 = load i32, i32* %3, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef void (i32)* @"_ZZ4mainENK3$_0cvPFviEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #7 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  ret void (i32)* @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: noinline optnone
define internal void @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #1 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone
define void @c_plain(i32 noundef %0, void (i32)* noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  store i32 %0, i32* %3, align 4
  store void (i32)* %1, void (i32)** %4, align 4
  %5 = load void (i32)*, void (i32)** %4, align 4
  %6 = load i32, i32* %3, align 4
  call void %5(i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone
define void @c_layer(i32 noundef %0, void (i32)* noundef %1) #1 personality i8* bitcast (i32 (...)* @__gcc_personality_sj0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store void (i32)* %1, void (i32)** %4, align 4
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 10
  store i32 %11, i32* %6, align 4
  %12 = load i32, i32* %3, align 4
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef %12)
          to label %14 unwind label %22

14:                                               ; preds = %2
  %15 = load i32, i32* %3, align 4
  %16 = load void (i32)*, void (i32)** %4, align 4
  invoke void @c_plain(i32 noundef %15, void (i32)* noundef %16)
          to label %17 unwind label %22

17:                                               ; preds = %14
  %18 = load i32, i32* %3, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1.5, i32 0, i32 0), i32 noundef %18)
          to label %20 unwind label %22

20:                                               ; preds = %17
  invoke void @release(i32* noundef %6)
          to label %21 unwind label %26

21:                                               ; preds = %20
  call void @release(i32* noundef %5)
  ret void

22:                                               ; preds = %17, %14, %2
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %7, align 4
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %8, align 4
  invoke void @release(i32* noundef %6)
          to label %30 unwind label %38

26:                                               ; preds = %20
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %7, align 4
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %8, align 4
  br label %31

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30, %26
  invoke void @release(i32* noundef %5)
          to label %32 unwind label %38

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  %34 = load i8*, i8** %7, align 4
  %35 = load i32, i32* %8, align 4
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1
  resume { i8*, i32 } %37

38:                                               ; preds = %31, %22
  %39 = landingpad { i8*, i32 }
          catch i8* null
  call void @abort() #10
  unreachable
}

declare i32 @__gcc_personality_sj0(...)

; Function Attrs: noinline optnone
define internal void @release(i32* noundef %0) #1 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i32 0, i32 0), i32 noundef %4)
  ret void
}

declare void @abort()

attributes #0 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind readnone }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6, !7, !8}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"min_enum_size", i32 4}
!3 = !{i32 1, !"branch-target-enforcement", i32 0}
!4 = !{i32 1, !"sign-return-address", i32 0}
!5 = !{i32 1, !"sign-return-address-all", i32 0}
!6 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}

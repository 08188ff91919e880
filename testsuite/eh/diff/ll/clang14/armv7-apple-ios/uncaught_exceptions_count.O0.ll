; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Watch = type { i8* }
%struct.Nested = type { i8 }

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 4
  %3 = alloca %struct.Watch, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Nested, align 1
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %8 = call noundef %struct.Watch* @_ZN5WatchC1EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0))
  %9 = call noundef %struct.Watch* @_ZN5WatchD1Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %2) #8
  %10 = invoke noundef %struct.Watch* @_ZN5WatchC1EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %11 unwind label %14

11:                                               ; preds = %0
  %12 = call i8* @__cxa_allocate_exception(i32 4) #8
  %13 = bitcast i8* %12 to i32*
  store i32 1, i32* %13, align 8
  invoke void @__cxa_throw(i8* %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %44 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %4, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %5, align 4
  br label %24

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %4, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %5, align 4
  %22 = call noundef %struct.Nested* @_ZN6NestedD1Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %6) #8
  %23 = call noundef %struct.Watch* @_ZN5WatchD1Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %24

24:                                               ; preds = %18, %14
  %25 = load i32, i32* %5, align 4
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %39

28:                                               ; preds = %24
  %29 = load i8*, i8** %4, align 4
  %30 = call i8* @__cxa_begin_catch(i8* %29) #8
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  store i32 %32, i32* %7, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
          to label %33 unwind label %35

33:                                               ; preds = %28
  call void @__cxa_end_catch() #8
  br label %34

34:                                               ; preds = %33
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0))
  ret i32 0

35:                                               ; preds = %28
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %4, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %5, align 4
  call void @__cxa_end_catch() #8
  br label %39

39:                                               ; preds = %35, %24
  %40 = load i8*, i8** %4, align 4
  %41 = load i32, i32* %5, align 4
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1
  resume { i8*, i32 } %43

44:                                               ; preds = %11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6reportPKc(i8* noundef %0) #1 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %5 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %6 = zext i1 %5 to i32
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef %3, i32 noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Watch* @_ZN5WatchC1EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca %struct.Watch*, align 4
  %4 = alloca i8*, align 4
  store %struct.Watch* %0, %struct.Watch** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Watch*, %struct.Watch** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = call noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef %6)
  ret %struct.Watch* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Watch* @_ZN5WatchD1Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Watch*, align 4
  store %struct.Watch* %0, %struct.Watch** %2, align 4
  %3 = load %struct.Watch*, %struct.Watch** %2, align 4
  %4 = call noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Watch* %3
}

declare i32 @__gxx_personality_sj0(...)

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Nested* @_ZN6NestedD1Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Nested*, align 4
  store %struct.Nested* %0, %struct.Nested** %2, align 4
  %3 = load %struct.Nested*, %struct.Nested** %2, align 4
  %4 = call noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %3) #8
  ret %struct.Nested* %3
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() #6

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Watch*, align 4
  %4 = alloca i8*, align 4
  store %struct.Watch* %0, %struct.Watch** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Watch*, %struct.Watch** %3, align 4
  %6 = getelementptr inbounds %struct.Watch, %struct.Watch* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Watch* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Watch*, align 4
  store %struct.Watch* %0, %struct.Watch** %2, align 4
  %3 = load %struct.Watch*, %struct.Watch** %2, align 4
  %4 = getelementptr inbounds %struct.Watch, %struct.Watch* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  invoke void @_ZL6reportPKc(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret %struct.Watch* %3

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Nested*, align 4
  %3 = alloca %struct.Nested*, align 4
  %4 = alloca %struct.Watch, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.Nested* %0, %struct.Nested** %3, align 4
  %8 = load %struct.Nested*, %struct.Nested** %3, align 4
  store %struct.Nested* %8, %struct.Nested** %2, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0))
          to label %9 unwind label %40

9:                                                ; preds = %1
  %10 = invoke noundef %struct.Watch* @_ZN5WatchC1EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0))
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = call i8* @__cxa_allocate_exception(i32 4) #8
  %13 = bitcast i8* %12 to i32*
  store i32 2, i32* %13, align 8
  invoke void @__cxa_throw(i8* %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %45 unwind label %18

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %5, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %6, align 4
  br label %23

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %5, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %6, align 4
  %22 = call noundef %struct.Watch* @_ZN5WatchD1Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %4) #8
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %43

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #8
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %7, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0))
          to label %32 unwind label %36

32:                                               ; preds = %27
  call void @__cxa_end_catch() #8
  br label %33

33:                                               ; preds = %32
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0))
          to label %34 unwind label %40

34:                                               ; preds = %33
  %35 = load %struct.Nested*, %struct.Nested** %2, align 4
  ret %struct.Nested* %35

36:                                               ; preds = %27
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %5, align 4
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %6, align 4
  call void @__cxa_end_catch() #8
  br label %43

40:                                               ; preds = %33, %1
  %41 = landingpad { i8*, i32 }
          catch i8* null
  %42 = extractvalue { i8*, i32 } %41, 0
  call void @__clang_call_terminate(i8* %42) #10
  unreachable

43:                                               ; preds = %36, %23
  %44 = load i8*, i8** %5, align 4
  call void @__clang_call_terminate(i8* %44) #10
  unreachable

45:                                               ; preds = %11
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

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

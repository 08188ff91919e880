; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Noisy, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %8 unwind label %19

8:                                                ; preds = %0
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
          to label %10 unwind label %19

10:                                               ; preds = %8
  %11 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %12 unwind label %19

12:                                               ; preds = %10
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %11)
          to label %14 unwind label %19

14:                                               ; preds = %12
  %15 = invoke noundef %struct.Noisy* @_ZN5NoisyC1Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %16 unwind label %23

16:                                               ; preds = %14
  %17 = invoke noundef %struct.Noisy* @_ZN5NoisyD1Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %4)
          to label %18 unwind label %23

18:                                               ; preds = %16
  br label %39

19:                                               ; preds = %39, %12, %10, %8, %0
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %2, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %3, align 4
  br label %46

23:                                               ; preds = %16, %14
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %2, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %3, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load i32, i32* %3, align 4
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %46

31:                                               ; preds = %27
  %32 = load i8*, i8** %2, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #8
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %5, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), i32 noundef %36)
          to label %38 unwind label %42

38:                                               ; preds = %31
  call void @__cxa_end_catch() #8
  br label %39

39:                                               ; preds = %38, %18
  %40 = call i8* @__cxa_allocate_exception(i32 4) #8
  %41 = bitcast i8* %40 to i32*
  store i32 99, i32* %41, align 8
  invoke void @__cxa_throw(i8* %40, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %69 unwind label %19

42:                                               ; preds = %31
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %2, align 4
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %46

46:                                               ; preds = %42, %27, %19
  %47 = load i32, i32* %3, align 4
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %64

50:                                               ; preds = %46
  %51 = load i8*, i8** %2, align 4
  %52 = call i8* @__cxa_begin_catch(i8* %51) #8
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 4
  store i32 %54, i32* %6, align 4
  %55 = load i32, i32* %6, align 4
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %55)
          to label %57 unwind label %58

57:                                               ; preds = %50
  store i32 3, i32* %1, align 4
  call void @__cxa_end_catch() #8
  br label %62

58:                                               ; preds = %50
  %59 = landingpad { i8*, i32 }
          cleanup
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %2, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %64

62:                                               ; preds = %57
  %63 = load i32, i32* %1, align 4
  ret i32 %63

64:                                               ; preds = %58, %46
  %65 = load i8*, i8** %2, align 4
  %66 = load i32, i32* %3, align 4
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1
  resume { i8*, i32 } %68

69:                                               ; preds = %39
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = icmp sgt i32 %8, 2
  br i1 %9, label %10, label %33

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 4) #8
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %3, align 4
  store i32 %13, i32* %12, align 8
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %49 unwind label %14

14:                                               ; preds = %10
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %5, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %6, align 4
  %18 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #8
  br label %19

19:                                               ; preds = %14
  %20 = load i32, i32* %6, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %44

23:                                               ; preds = %19
  %24 = load i8*, i8** %5, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #8
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %7, align 4
  %28 = load i32, i32* %7, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %28)
          to label %30 unwind label %37

30:                                               ; preds = %23
  %31 = load i32, i32* %7, align 4
  %32 = sub nsw i32 0, %31
  store i32 %32, i32* %2, align 4
  call void @__cxa_end_catch() #8
  br label %42

33:                                               ; preds = %1
  %34 = load i32, i32* %3, align 4
  %35 = mul nsw i32 %34, 10
  store i32 %35, i32* %2, align 4
  %36 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #8
  br label %42

37:                                               ; preds = %23
  %38 = landingpad { i8*, i32 }
          cleanup
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %5, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %6, align 4
  call void @__cxa_end_catch() #8
  br label %44

41:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

42:                                               ; preds = %30, %33
  %43 = load i32, i32* %2, align 4
  ret i32 %43

44:                                               ; preds = %37, %19
  %45 = load i8*, i8** %5, align 4
  %46 = load i32, i32* %6, align 4
  %47 = insertvalue { i8*, i32 } undef, i8* %45, 0
  %48 = insertvalue { i8*, i32 } %47, i32 %46, 1
  resume { i8*, i32 } %48

49:                                               ; preds = %10
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Noisy* @_ZN5NoisyC1Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Noisy*, align 4
  %4 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Noisy*, %struct.Noisy** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Noisy* @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Noisy* %5
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Noisy* @_ZN5NoisyD1Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Noisy*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %2, align 4
  %6 = load %struct.Noisy*, %struct.Noisy** %2, align 4
  %7 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i32 noundef %8)
          to label %10 unwind label %19

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %36

14:                                               ; preds = %10
  %15 = call i8* @__cxa_allocate_exception(i32 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 8
  invoke void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %47 unwind label %19

19:                                               ; preds = %14, %1
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %4, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %42

27:                                               ; preds = %23
  %28 = load i8*, i8** %3, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #8
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %5, align 4
  %32 = load i32, i32* %5, align 4
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), i32 noundef %32)
          to label %34 unwind label %37

34:                                               ; preds = %27
  invoke void @__cxa_rethrow()
          to label %35 unwind label %37

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %10
  br label %41

37:                                               ; preds = %34, %27
  %38 = landingpad { i8*, i32 }
          cleanup
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %3, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %42

41:                                               ; preds = %36
  ret %struct.Noisy* %6

42:                                               ; preds = %37, %23
  %43 = load i8*, i8** %3, align 4
  %44 = load i32, i32* %4, align 4
  %45 = insertvalue { i8*, i32 } undef, i8* %43, 0
  %46 = insertvalue { i8*, i32 } %45, i32 %44, 1
  resume { i8*, i32 } %46

47:                                               ; preds = %14
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #8
  ret %struct.Local* %3
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #10
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
define linkonce_odr noundef %struct.Noisy* @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
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

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { cold noreturn nounwind }
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

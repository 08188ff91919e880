; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Local = type { i8 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"handled 1\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"rethrowing nothing\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Local, align 1
  store i32 0, i32* %1, align 4
  %6 = call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 8
  invoke void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %61 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %53

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %4, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
          to label %22 unwind label %25

22:                                               ; preds = %16
  call void @__cxa_end_catch() #6
  br label %23

23:                                               ; preds = %22
  invoke void @_ZL15rethrow_nothingv()
          to label %24 unwind label %29

24:                                               ; preds = %23
  br label %39

25:                                               ; preds = %16
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %2, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %53

29:                                               ; preds = %23
  %30 = landingpad { i8*, i32 }
          catch i8* null
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %2, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %3, align 4
  br label %33

33:                                               ; preds = %29
  %34 = load i8*, i8** %2, align 4
  %35 = call i8* @__cxa_begin_catch(i8* %34) #6
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0))
          to label %37 unwind label %42

37:                                               ; preds = %33
  invoke void @__cxa_end_catch()
          to label %38 unwind label %46

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38, %24
  store i32 0, i32* %1, align 4
  %40 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %5) #6
  %41 = load i32, i32* %1, align 4
  ret i32 %41

42:                                               ; preds = %33
  %43 = landingpad { i8*, i32 }
          cleanup
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %2, align 4
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %50 unwind label %58

46:                                               ; preds = %37
  %47 = landingpad { i8*, i32 }
          cleanup
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %2, align 4
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %3, align 4
  br label %51

50:                                               ; preds = %42
  br label %51

51:                                               ; preds = %50, %46
  %52 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %5) #6
  br label %53

53:                                               ; preds = %51, %25, %12
  %54 = load i8*, i8** %2, align 4
  %55 = load i32, i32* %3, align 4
  %56 = insertvalue { i8*, i32 } undef, i8* %54, 0
  %57 = insertvalue { i8*, i32 } %56, i32 %55, 1
  resume { i8*, i32 } %57

58:                                               ; preds = %42
  %59 = landingpad { i8*, i32 }
          catch i8* null
  %60 = extractvalue { i8*, i32 } %59, 0
  call void @__clang_call_terminate(i8* %60) #8
  unreachable

61:                                               ; preds = %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL15rethrow_nothingv() #3 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0))
  call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #6
  ret %struct.Local* %3
}

declare void @__cxa_rethrow()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind readnone }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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

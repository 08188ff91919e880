; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.E = type { i32 }

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"continue\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"goto\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"break\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.E*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = call noundef i32 @_ZL9by_returnv()
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  store i32 2, i32* %2, align 4
  br label %9

9:                                                ; preds = %70, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %74

12:                                               ; preds = %9
  %13 = call i8* @__cxa_allocate_exception(i32 4) #7
  %14 = bitcast i8* %13 to %struct.E*
  %15 = load i32, i32* %2, align 4
  %16 = invoke noundef %struct.E* @_ZN1EC1Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %17 unwind label %18

17:                                               ; preds = %12
  invoke void @__cxa_throw(i8* %13, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED1Ev to i8*)) #8
          to label %84 unwind label %22

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  call void @__cxa_free_exception(i8* %13) #7
  br label %26

22:                                               ; preds = %17
  %23 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 4
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = load i32, i32* %4, align 4
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %76

30:                                               ; preds = %26
  %31 = load i8*, i8** %3, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #7
  %33 = bitcast i8* %32 to %struct.E*
  store %struct.E* %33, %struct.E** %5, align 4
  %34 = load %struct.E*, %struct.E** %5, align 4
  %35 = getelementptr inbounds %struct.E, %struct.E* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = icmp eq i32 %36, 2
  br i1 %37, label %38, label %45

38:                                               ; preds = %30
  %39 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0))
          to label %40 unwind label %41

40:                                               ; preds = %38
  store i32 4, i32* %6, align 4
  br label %62

41:                                               ; preds = %58, %50, %38
  %42 = landingpad { i8*, i32 }
          cleanup
  %43 = extractvalue { i8*, i32 } %42, 0
  store i8* %43, i8** %3, align 4
  %44 = extractvalue { i8*, i32 } %42, 1
  store i32 %44, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %81

45:                                               ; preds = %30
  %46 = load %struct.E*, %struct.E** %5, align 4
  %47 = getelementptr inbounds %struct.E, %struct.E* %46, i32 0, i32 0
  %48 = load i32, i32* %47, align 4
  %49 = icmp eq i32 %48, 3
  br i1 %49, label %50, label %53

50:                                               ; preds = %45
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
          to label %52 unwind label %41

52:                                               ; preds = %50
  store i32 5, i32* %6, align 4
  br label %62

53:                                               ; preds = %45
  %54 = load %struct.E*, %struct.E** %5, align 4
  %55 = getelementptr inbounds %struct.E, %struct.E* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = icmp eq i32 %56, 4
  br i1 %57, label %58, label %61

58:                                               ; preds = %53
  %59 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %60 unwind label %41

60:                                               ; preds = %58
  store i32 2, i32* %6, align 4
  br label %62

61:                                               ; preds = %53
  store i32 0, i32* %6, align 4
  br label %62

62:                                               ; preds = %52, %61, %60, %40
  call void @__cxa_end_catch()
  %63 = load i32, i32* %6, align 4
  switch i32 %63, label %84 [
    i32 0, label %64
    i32 4, label %70
    i32 2, label %74
    i32 5, label %67
  ]

64:                                               ; preds = %62
  br label %65

65:                                               ; preds = %64
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0))
  br label %67

67:                                               ; preds = %65, %62
  %68 = load i32, i32* %2, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0), i32 noundef %68)
  br label %70

70:                                               ; preds = %67, %62
  %71 = load i32, i32* %2, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %2, align 4
  br label %9, !llvm.loop !9

73:                                               ; preds = %41
  br label %76

74:                                               ; preds = %62, %9
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

76:                                               ; preds = %73, %26
  %77 = load i8*, i8** %3, align 4
  %78 = load i32, i32* %4, align 4
  %79 = insertvalue { i8*, i32 } undef, i8* %77, 0
  %80 = insertvalue { i8*, i32 } %79, i32 %78, 1
  resume { i8*, i32 } %80

81:                                               ; preds = %41
  %82 = landingpad { i8*, i32 }
          catch i8* null
  %83 = extractvalue { i8*, i32 } %82, 0
  call void @__clang_call_terminate(i8* %83) #9
  unreachable

84:                                               ; preds = %62, %17
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9by_returnv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 4
  %5 = call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to %struct.E*
  %7 = invoke noundef %struct.E* @_ZN1EC1Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED1Ev to i8*)) #8
          to label %49 unwind label %13

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %2, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %3, align 4
  call void @__cxa_free_exception(i8* %5) #7
  br label %17

13:                                               ; preds = %8
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %2, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %3, align 4
  br label %17

17:                                               ; preds = %13, %9
  %18 = load i32, i32* %3, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %41

21:                                               ; preds = %17
  %22 = load i8*, i8** %2, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #7
  %24 = bitcast i8* %23 to %struct.E*
  store %struct.E* %24, %struct.E** %4, align 4
  %25 = load %struct.E*, %struct.E** %4, align 4
  %26 = getelementptr inbounds %struct.E, %struct.E* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0), i32 noundef %27)
          to label %29 unwind label %33

29:                                               ; preds = %21
  %30 = load %struct.E*, %struct.E** %4, align 4
  %31 = getelementptr inbounds %struct.E, %struct.E* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  store i32 %32, i32* %1, align 4
  call void @__cxa_end_catch()
  br label %39

33:                                               ; preds = %21
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %2, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %46

37:                                               ; preds = %33
  br label %41

38:                                               ; No predecessors!
  store i32 0, i32* %1, align 4
  br label %39

39:                                               ; preds = %38, %29
  %40 = load i32, i32* %1, align 4
  ret i32 %40

41:                                               ; preds = %37, %17
  %42 = load i8*, i8** %2, align 4
  %43 = load i32, i32* %3, align 4
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1
  resume { i8*, i32 } %45

46:                                               ; preds = %33
  %47 = landingpad { i8*, i32 }
          catch i8* null
  %48 = extractvalue { i8*, i32 } %47, 0
  call void @__clang_call_terminate(i8* %48) #9
  unreachable

49:                                               ; preds = %8
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.E* @_ZN1EC1Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.E* %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.E* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.E* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.E = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca %struct.E, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %52

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 4
  %18 = call i8* @__cxa_get_exception_ptr(i8* %17) #7
  %19 = bitcast i8* %18 to %struct.E*
  %20 = invoke noundef %struct.E* @_ZN1EC1ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %4, %struct.E* noundef nonnull align 4 dereferenceable(4) %19)
          to label %21 unwind label %92

21:                                               ; preds = %16
  %22 = call i8* @__cxa_begin_catch(i8* %17) #7
  %23 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %24)
          to label %26 unwind label %28

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  store i32 7, i32* %27, align 4
  invoke void @__cxa_rethrow() #8
          to label %95 unwind label %28

28:                                               ; preds = %26, %21
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %2, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %3, align 4
  %32 = call noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #7
  invoke void @__cxa_end_catch()
          to label %33 unwind label %92

33:                                               ; preds = %28
  br label %34

34:                                               ; preds = %33, %12
  %35 = load i32, i32* %3, align 4
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %87

38:                                               ; preds = %34
  %39 = load i8*, i8** %2, align 4
  %40 = call i8* @__cxa_get_exception_ptr(i8* %39) #7
  %41 = bitcast i8* %40 to %struct.E*
  %42 = invoke noundef %struct.E* @_ZN1EC1ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, %struct.E* noundef nonnull align 4 dereferenceable(4) %41)
          to label %43 unwind label %92

43:                                               ; preds = %38
  %44 = call i8* @__cxa_begin_catch(i8* %39) #7
  %45 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %46)
          to label %48 unwind label %53

48:                                               ; preds = %43
  %49 = call noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #7
  call void @__cxa_end_catch()
  br label %50

50:                                               ; preds = %48, %52
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %51 unwind label %59

51:                                               ; preds = %50
  br label %79

52:                                               ; preds = %7
  br label %50

53:                                               ; preds = %43
  %54 = landingpad { i8*, i32 }
          cleanup
  %55 = extractvalue { i8*, i32 } %54, 0
  store i8* %55, i8** %2, align 4
  %56 = extractvalue { i8*, i32 } %54, 1
  store i32 %56, i32* %3, align 4
  %57 = call noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #7
  invoke void @__cxa_end_catch()
          to label %58 unwind label %92

58:                                               ; preds = %53
  br label %87

59:                                               ; preds = %50
  %60 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %2, align 4
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %3, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, i32* %3, align 4
  %65 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %87

67:                                               ; preds = %63
  %68 = load i8*, i8** %2, align 4
  %69 = call i8* @__cxa_get_exception_ptr(i8* %68) #7
  %70 = bitcast i8* %69 to %struct.E*
  %71 = invoke noundef %struct.E* @_ZN1EC1ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, %struct.E* noundef nonnull align 4 dereferenceable(4) %70)
          to label %72 unwind label %92

72:                                               ; preds = %67
  %73 = call i8* @__cxa_begin_catch(i8* %68) #7
  %74 = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 0
  %75 = load i32, i32* %74, align 4
  %76 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %75)
          to label %77 unwind label %81

77:                                               ; preds = %72
  %78 = call noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %6) #7
  call void @__cxa_end_catch()
  br label %79

79:                                               ; preds = %77, %51
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0))
  ret i32 0

81:                                               ; preds = %72
  %82 = landingpad { i8*, i32 }
          cleanup
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %2, align 4
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %3, align 4
  %85 = call noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %6) #7
  invoke void @__cxa_end_catch()
          to label %86 unwind label %92

86:                                               ; preds = %81
  br label %87

87:                                               ; preds = %86, %63, %58, %34
  %88 = load i8*, i8** %2, align 4
  %89 = load i32, i32* %3, align 4
  %90 = insertvalue { i8*, i32 } undef, i8* %88, 0
  %91 = insertvalue { i8*, i32 } %90, i32 %89, 1
  resume { i8*, i32 } %91

92:                                               ; preds = %81, %67, %53, %38, %28, %16
  %93 = landingpad { i8*, i32 }
          catch i8* null
  %94 = extractvalue { i8*, i32 } %93, 0
  call void @__clang_call_terminate(i8* %94) #9
  unreachable

95:                                               ; preds = %26
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
  %7 = call i8* @__cxa_allocate_exception(i32 4) #7
  %8 = bitcast i8* %7 to %struct.E*
  %9 = load i32, i32* %2, align 4
  %10 = invoke noundef %struct.E* @_ZN1EC1Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %12

11:                                               ; preds = %1
  call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED1Ev to i8*)) #8
  unreachable

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          cleanup
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  call void @__cxa_free_exception(i8* %7) #7
  br label %16

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 4
  %18 = load i32, i32* %4, align 4
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1
  resume { i8*, i32 } %20
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.E* @_ZN1EC1ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store %struct.E* %1, %struct.E** %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = load %struct.E*, %struct.E** %4, align 4
  %7 = call noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, %struct.E* noundef nonnull align 4 dereferenceable(4) %6)
  ret %struct.E* %5
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_rethrow()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = call noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.E* %3
}

declare void @__cxa_end_catch()

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

declare void @__cxa_free_exception(i8*)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  ret %struct.E* %5
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.E* @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store %struct.E* %1, %struct.E** %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load %struct.E*, %struct.E** %4, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, i32* %6, align 4
  %11 = load %struct.E*, %struct.E** %4, align 4
  %12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %13, i32 noundef %15)
  ret %struct.E* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %5)
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
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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

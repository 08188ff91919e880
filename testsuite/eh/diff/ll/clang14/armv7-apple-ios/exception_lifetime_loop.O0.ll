; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr constant [5 x i8] c"3Sub\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS2Ex = linkonce_odr constant [4 x i8] c"2Ex\00", align 1
@_ZTI2Ex = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Ex, i32 0, i32 0) }, align 4
@_ZTI3Sub = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*) }, align 4
@_ZTIi = external constant i8*
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Ex*, align 4
  %8 = alloca %struct.Sub, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %72, %0
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %75

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %12
  br label %38

15:                                               ; preds = %12
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %4, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)) #7
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %45

23:                                               ; preds = %19
  %24 = load i8*, i8** %4, align 4
  %25 = call i8* @__cxa_get_exception_ptr(i8* %24) #7
  %26 = bitcast i8* %25 to %struct.Sub*
  %27 = invoke noundef %struct.Sub* @_ZN3SubC1ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %8, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %26)
          to label %28 unwind label %86

28:                                               ; preds = %23
  %29 = call i8* @__cxa_begin_catch(i8* %24) #7
  %30 = bitcast %struct.Sub* %8 to %struct.Ex*
  %31 = getelementptr inbounds %struct.Ex, %struct.Ex* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = mul nsw i32 %32, 3
  %34 = sext i32 %33 to i64
  %35 = load i64, i64* %2, align 8
  %36 = add nsw i64 %35, %34
  store i64 %36, i64* %2, align 8
  %37 = call noundef %struct.Sub* @_ZN3SubD1Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %8) #7
  call void @__cxa_end_catch()
  br label %38

38:                                               ; preds = %28, %48, %62, %14
  %39 = load i32, i32* @_ZL4live, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %71

41:                                               ; preds = %38
  %42 = load i32, i32* @_ZL4live, align 4
  %43 = load i32, i32* %3, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0), i32 noundef %42, i32 noundef %43)
  br label %71

45:                                               ; preds = %19
  %46 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)) #7
  %47 = icmp eq i32 %20, %46
  br i1 %47, label %48, label %59

48:                                               ; preds = %45
  %49 = load i8*, i8** %4, align 4
  %50 = call i8* @__cxa_begin_catch(i8* %49) #7
  %51 = bitcast i8* %50 to %struct.Ex*
  store %struct.Ex* %51, %struct.Ex** %7, align 4
  %52 = load %struct.Ex*, %struct.Ex** %7, align 4
  %53 = getelementptr inbounds %struct.Ex, %struct.Ex* %52, i32 0, i32 0
  %54 = load i32, i32* %53, align 4
  %55 = mul nsw i32 %54, 2
  %56 = sext i32 %55 to i64
  %57 = load i64, i64* %2, align 8
  %58 = add nsw i64 %57, %56
  store i64 %58, i64* %2, align 8
  call void @__cxa_end_catch()
  br label %38

59:                                               ; preds = %45
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %61 = icmp eq i32 %20, %60
  br i1 %61, label %62, label %81

62:                                               ; preds = %59
  %63 = load i8*, i8** %4, align 4
  %64 = call i8* @__cxa_begin_catch(i8* %63) #7
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4
  store i32 %66, i32* %6, align 4
  %67 = load i32, i32* %6, align 4
  %68 = sext i32 %67 to i64
  %69 = load i64, i64* %2, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, i64* %2, align 8
  call void @__cxa_end_catch() #7
  br label %38

71:                                               ; preds = %41, %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %3, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %3, align 4
  br label %9, !llvm.loop !9

75:                                               ; preds = %9
  %76 = load i64, i64* %2, align 8
  %77 = load i32, i32* @_ZL4made, align 4
  %78 = load i32, i32* @_ZL6copies, align 4
  %79 = load i32, i32* @_ZL4live, align 4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i64 noundef %76, i32 noundef %77, i32 noundef %78, i32 noundef %79)
  ret i32 0

81:                                               ; preds = %59
  %82 = load i8*, i8** %4, align 4
  %83 = load i32, i32* %5, align 4
  %84 = insertvalue { i8*, i32 } undef, i8* %82, 0
  %85 = insertvalue { i8*, i32 } %84, i32 %83, 1
  resume { i8*, i32 } %85

86:                                               ; preds = %23
  %87 = landingpad { i8*, i32 }
          catch i8* null
  %88 = extractvalue { i8*, i32 } %87, 0
  call void @__clang_call_terminate(i8* %88) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = srem i32 %5, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #7
  %10 = bitcast i8* %9 to %struct.Ex*
  %11 = load i32, i32* %2, align 4
  %12 = invoke noundef %struct.Ex* @_ZN2ExC1Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %11)
          to label %13 unwind label %14

13:                                               ; preds = %8
  call void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (%struct.Ex* (%struct.Ex*)* @_ZN2ExD1Ev to i8*)) #9
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  call void @__cxa_free_exception(i8* %9) #7
  br label %36

18:                                               ; preds = %1
  %19 = load i32, i32* %2, align 4
  %20 = srem i32 %19, 3
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %32

22:                                               ; preds = %18
  %23 = call i8* @__cxa_allocate_exception(i32 4) #7
  %24 = bitcast i8* %23 to %struct.Sub*
  %25 = load i32, i32* %2, align 4
  %26 = invoke noundef %struct.Sub* @_ZN3SubC1Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %24, i32 noundef %25)
          to label %27 unwind label %28

27:                                               ; preds = %22
  call void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Sub* (%struct.Sub*)* @_ZN3SubD1Ev to i8*)) #9
  unreachable

28:                                               ; preds = %22
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %3, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %4, align 4
  call void @__cxa_free_exception(i8* %23) #7
  br label %36

32:                                               ; preds = %18
  %33 = call i8* @__cxa_allocate_exception(i32 4) #7
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %2, align 4
  store i32 %35, i32* %34, align 8
  call void @__cxa_throw(i8* %33, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

36:                                               ; preds = %28, %14
  %37 = load i8*, i8** %3, align 4
  %38 = load i32, i32* %4, align 4
  %39 = insertvalue { i8*, i32 } undef, i8* %37, 0
  %40 = insertvalue { i8*, i32 } %39, i32 %38, 1
  resume { i8*, i32 } %40
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubC1ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store %struct.Sub* %1, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = load %struct.Sub*, %struct.Sub** %4, align 4
  %7 = call noundef %struct.Sub* @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %5, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %6)
  ret %struct.Sub* %5
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubD1Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.Sub* %3
}

declare i32 @printf(i8* noundef, ...) #6

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Ex* @_ZN2ExC1Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca i32, align 4
  store %struct.Ex* %0, %struct.Ex** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Ex* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Ex* @_ZN2ExD1Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %2, align 4
  %3 = load %struct.Ex*, %struct.Ex** %2, align 4
  %4 = call noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.Ex* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubC1Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca i32, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Sub* @_ZN3SubC2Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Sub* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca i32, align 4
  store %struct.Ex* %0, %struct.Ex** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %3, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL4live, align 4
  %10 = load i32, i32* @_ZL4made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @_ZL4made, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %2, align 4
  %3 = load %struct.Ex*, %struct.Ex** %2, align 4
  %4 = load i32, i32* @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZL4live, align 4
  ret %struct.Ex* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubC2Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca i32, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
  ret %struct.Sub* %5
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store %struct.Sub* %1, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load %struct.Sub*, %struct.Sub** %4, align 4
  %8 = bitcast %struct.Sub* %7 to %struct.Ex*
  %9 = call noundef %struct.Ex* @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %8)
  ret %struct.Sub* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Ex* @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 align 2 {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %3, align 4
  store %struct.Ex* %1, %struct.Ex** %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %3, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load %struct.Ex*, %struct.Ex** %4, align 4
  %8 = getelementptr inbounds %struct.Ex, %struct.Ex* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = load i32, i32* @_ZL4live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @_ZL4live, align 4
  %12 = load i32, i32* @_ZL6copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @_ZL6copies, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Ex*
  %5 = call noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %4) #7
  ret %struct.Sub* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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

; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

$_ZN3SubC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN2ExC2Ei = comdat any

$_ZN2ExD2Ev = comdat any

$_ZN3SubC2Ei = comdat any

$_ZN2ExC2ERKS_ = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Ex, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*) }, comdat, align 4
@_ZTIi = external constant i8*
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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

9:                                                ; preds = %70, %0
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %73

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %12
  br label %36

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
  br i1 %22, label %23, label %43

23:                                               ; preds = %19
  %24 = load i8*, i8** %4, align 4
  %25 = call i8* @__cxa_get_exception_ptr(i8* %24) #7
  %26 = bitcast i8* %25 to %struct.Sub*
  invoke void @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %8, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %26)
          to label %27 unwind label %84

27:                                               ; preds = %23
  %28 = call i8* @__cxa_begin_catch(i8* %24) #7
  %29 = bitcast %struct.Sub* %8 to %struct.Ex*
  %30 = getelementptr inbounds %struct.Ex, %struct.Ex* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = mul nsw i32 %31, 3
  %33 = sext i32 %32 to i64
  %34 = load i64, i64* %2, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, i64* %2, align 8
  call void @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %8) #7
  call void @__cxa_end_catch()
  br label %36

36:                                               ; preds = %27, %46, %60, %14
  %37 = load i32, i32* @_ZL4live, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %69

39:                                               ; preds = %36
  %40 = load i32, i32* @_ZL4live, align 4
  %41 = load i32, i32* %3, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0), i32 noundef %40, i32 noundef %41)
  br label %69

43:                                               ; preds = %19
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)) #7
  %45 = icmp eq i32 %20, %44
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = load i8*, i8** %4, align 4
  %48 = call i8* @__cxa_begin_catch(i8* %47) #7
  %49 = bitcast i8* %48 to %struct.Ex*
  store %struct.Ex* %49, %struct.Ex** %7, align 4
  %50 = load %struct.Ex*, %struct.Ex** %7, align 4
  %51 = getelementptr inbounds %struct.Ex, %struct.Ex* %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = mul nsw i32 %52, 2
  %54 = sext i32 %53 to i64
  %55 = load i64, i64* %2, align 8
  %56 = add nsw i64 %55, %54
  store i64 %56, i64* %2, align 8
  call void @__cxa_end_catch()
  br label %36

57:                                               ; preds = %43
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %59 = icmp eq i32 %20, %58
  br i1 %59, label %60, label %79

60:                                               ; preds = %57
  %61 = load i8*, i8** %4, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #7
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4
  store i32 %64, i32* %6, align 4
  %65 = load i32, i32* %6, align 4
  %66 = sext i32 %65 to i64
  %67 = load i64, i64* %2, align 8
  %68 = add nsw i64 %67, %66
  store i64 %68, i64* %2, align 8
  call void @__cxa_end_catch() #7
  br label %36

69:                                               ; preds = %39, %36
  br label %70

70:                                               ; preds = %69
  %71 = load i32, i32* %3, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %3, align 4
  br label %9, !llvm.loop !7

73:                                               ; preds = %9
  %74 = load i64, i64* %2, align 8
  %75 = load i32, i32* @_ZL4made, align 4
  %76 = load i32, i32* @_ZL6copies, align 4
  %77 = load i32, i32* @_ZL4live, align 4
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i64 noundef %74, i32 noundef %75, i32 noundef %76, i32 noundef %77)
  ret i32 0

79:                                               ; preds = %57
  %80 = load i8*, i8** %4, align 4
  %81 = load i32, i32* %5, align 4
  %82 = insertvalue { i8*, i32 } undef, i8* %80, 0
  %83 = insertvalue { i8*, i32 } %82, i32 %81, 1
  resume { i8*, i32 } %83

84:                                               ; preds = %23
  %85 = landingpad { i8*, i32 }
          catch i8* null
  %86 = extractvalue { i8*, i32 } %85, 0
  call void @__clang_call_terminate(i8* %86) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = srem i32 %5, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #7
  %10 = bitcast i8* %9 to %struct.Ex*
  %11 = load i32, i32* %2, align 4
  invoke void @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %8
  call void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (void (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #9
  unreachable

13:                                               ; preds = %8
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  call void @__cxa_free_exception(i8* %9) #7
  br label %34

17:                                               ; preds = %1
  %18 = load i32, i32* %2, align 4
  %19 = srem i32 %18, 3
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %21, label %30

21:                                               ; preds = %17
  %22 = call i8* @__cxa_allocate_exception(i32 4) #7
  %23 = bitcast i8* %22 to %struct.Sub*
  %24 = load i32, i32* %2, align 4
  invoke void @_ZN3SubC2Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %23, i32 noundef %24)
          to label %25 unwind label %26

25:                                               ; preds = %21
  call void @__cxa_throw(i8* %22, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (void (%struct.Sub*)* @_ZN3SubD2Ev to i8*)) #9
  unreachable

26:                                               ; preds = %21
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %3, align 4
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %4, align 4
  call void @__cxa_free_exception(i8* %22) #7
  br label %34

30:                                               ; preds = %17
  %31 = call i8* @__cxa_allocate_exception(i32 4) #7
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %2, align 4
  store i32 %33, i32* %32, align 16
  call void @__cxa_throw(i8* %31, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

34:                                               ; preds = %26, %13
  %35 = load i8*, i8** %3, align 4
  %36 = load i32, i32* %4, align 4
  %37 = insertvalue { i8*, i32 } undef, i8* %35, 0
  %38 = insertvalue { i8*, i32 } %37, i32 %36, 1
  resume { i8*, i32 } %38
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store %struct.Sub* %1, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load %struct.Sub*, %struct.Sub** %4, align 4
  %8 = bitcast %struct.Sub* %7 to %struct.Ex*
  call void @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %8)
  ret void
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Ex*
  call void @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %4) #7
  ret void
}

declare i32 @printf(i8* noundef, ...) #6

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
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
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %2, align 4
  %3 = load %struct.Ex*, %struct.Ex** %2, align 4
  %4 = load i32, i32* @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZL4live, align 4
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3SubC2Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca i32, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load i32, i32* %4, align 4
  call void @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 {
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
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

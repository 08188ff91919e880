; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.T = type { i32 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %29, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %36

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @_ZL6scopesi(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %9
  br label %28

12:                                               ; preds = %9
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %16
  %21 = load i8*, i8** %3, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #7
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %25)
          to label %27 unwind label %32

27:                                               ; preds = %20
  call void @__cxa_end_catch() #7
  br label %28

28:                                               ; preds = %27, %11
  br label %29

29:                                               ; preds = %28
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %2, align 4
  br label %6, !llvm.loop !9

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %37

36:                                               ; preds = %6
  ret i32 0

37:                                               ; preds = %32, %16
  %38 = load i8*, i8** %3, align 4
  %39 = load i32, i32* %4, align 4
  %40 = insertvalue { i8*, i32 } undef, i8* %38, 0
  %41 = insertvalue { i8*, i32 } %40, i32 %39, 1
  resume { i8*, i32 } %41
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.T*, align 4
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca %struct.T, align 4
  store i32 %0, i32* %2, align 4
  %13 = call noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %14 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %25

15:                                               ; preds = %1
  %16 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 3)
          to label %17 unwind label %29

17:                                               ; preds = %15
  store %struct.T* %8, %struct.T** %7, align 4
  %18 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 4)
          to label %19 unwind label %33

19:                                               ; preds = %17
  %20 = load i32, i32* %2, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %42

22:                                               ; preds = %19
  %23 = call i8* @__cxa_allocate_exception(i32 4) #7
  %24 = bitcast i8* %23 to i32*
  store i32 40, i32* %24, align 8
  invoke void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %100 unwind label %37

25:                                               ; preds = %68, %1
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %5, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %6, align 4
  br label %93

29:                                               ; preds = %15
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %5, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %6, align 4
  br label %83

33:                                               ; preds = %42, %17
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %5, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %6, align 4
  br label %81

37:                                               ; preds = %22
  %38 = landingpad { i8*, i32 }
          cleanup
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %5, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %6, align 4
  %41 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #7
  br label %81

42:                                               ; preds = %19
  %43 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #7
  %44 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 5)
          to label %45 unwind label %33

45:                                               ; preds = %42
  %46 = load i32, i32* %2, align 4
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 6)
          to label %50 unwind label %54

50:                                               ; preds = %48
  %51 = invoke noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %11)
          to label %52 unwind label %58

52:                                               ; preds = %50
  %53 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #7
  br label %63

54:                                               ; preds = %63, %48
  %55 = landingpad { i8*, i32 }
          cleanup
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %5, align 4
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %6, align 4
  br label %79

58:                                               ; preds = %50
  %59 = landingpad { i8*, i32 }
          cleanup
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %5, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %6, align 4
  %62 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #7
  br label %79

63:                                               ; preds = %52, %45
  %64 = load %struct.T*, %struct.T** %7, align 4
  %65 = getelementptr inbounds %struct.T, %struct.T* %64, i32 0, i32 0
  %66 = load i32, i32* %65, align 4
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef %66)
          to label %68 unwind label %54

68:                                               ; preds = %63
  %69 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #7
  %70 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #7
  %71 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #7
  %72 = invoke noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 7)
          to label %73 unwind label %25

73:                                               ; preds = %68
  %74 = load i32, i32* %2, align 4
  %75 = icmp eq i32 %74, 2
  br i1 %75, label %76, label %90

76:                                               ; preds = %73
  %77 = call i8* @__cxa_allocate_exception(i32 4) #7
  %78 = bitcast i8* %77 to i32*
  store i32 70, i32* %78, align 8
  invoke void @__cxa_throw(i8* %77, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %100 unwind label %85

79:                                               ; preds = %58, %54
  %80 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #7
  br label %81

81:                                               ; preds = %79, %37, %33
  %82 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #7
  br label %83

83:                                               ; preds = %81, %29
  %84 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #7
  br label %93

85:                                               ; preds = %76
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %5, align 4
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %6, align 4
  %89 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %12) #7
  br label %93

90:                                               ; preds = %73
  %91 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %12) #7
  %92 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

93:                                               ; preds = %85, %83, %25
  %94 = call noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %95

95:                                               ; preds = %93
  %96 = load i8*, i8** %5, align 4
  %97 = load i32, i32* %6, align 4
  %98 = insertvalue { i8*, i32 } undef, i8* %96, 0
  %99 = insertvalue { i8*, i32 } %98, i32 %97, 1
  resume { i8*, i32 } %99

100:                                              ; preds = %76, %22
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.T* @_ZN1TC1Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.T*, align 4
  %4 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.T*, %struct.T** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.T* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.T* @_ZN1TD1Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.T*, align 4
  store %struct.T* %0, %struct.T** %2, align 4
  %3 = load %struct.T*, %struct.T** %2, align 4
  %4 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret %struct.T* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) #1 align 2 {
  %2 = alloca %struct.T*, align 4
  store %struct.T* %0, %struct.T** %2, align 4
  %3 = load %struct.T*, %struct.T** %2, align 4
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
  %7 = call i8* @__cxa_allocate_exception(i32 4) #7
  %8 = bitcast i8* %7 to i32*
  %9 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %8, align 8
  call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.T*, align 4
  %4 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.T*, %struct.T** %3, align 4
  %6 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %9)
  ret %struct.T* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.T*, align 4
  store %struct.T* %0, %struct.T** %2, align 4
  %3 = load %struct.T*, %struct.T** %2, align 4
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.T* %3

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
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

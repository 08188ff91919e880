; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Obj = type { i32 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"operator new\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"operator delete\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Obj*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Obj*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Obj*, align 4
  store i32 0, i32* %1, align 4
  %9 = invoke noundef i8* @_ZN3ObjnwEm(i32 noundef 4)
          to label %10 unwind label %19

10:                                               ; preds = %0
  %11 = bitcast i8* %9 to %struct.Obj*
  %12 = invoke noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef -1)
          to label %13 unwind label %23

13:                                               ; preds = %10
  store %struct.Obj* %11, %struct.Obj** %2, align 4
  %14 = load %struct.Obj*, %struct.Obj** %2, align 4
  %15 = getelementptr inbounds %struct.Obj, %struct.Obj* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %16)
          to label %18 unwind label %19

18:                                               ; preds = %13
  br label %39

19:                                               ; preds = %13, %0
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %27

23:                                               ; preds = %10
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %3, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %4, align 4
  call void @_ZN3ObjdlEPv(i8* noundef %9) #8
  br label %27

27:                                               ; preds = %23, %19
  %28 = load i32, i32* %4, align 4
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %93

31:                                               ; preds = %27
  %32 = load i8*, i8** %3, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #8
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %5, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %36)
          to label %38 unwind label %50

38:                                               ; preds = %31
  call void @__cxa_end_catch() #8
  br label %39

39:                                               ; preds = %38, %18
  %40 = invoke noundef i8* @_ZN3ObjnwEmi(i32 noundef 4, i32 noundef 7)
          to label %41 unwind label %54

41:                                               ; preds = %39
  %42 = bitcast i8* %40 to %struct.Obj*
  %43 = invoke noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %42, i32 noundef -2)
          to label %44 unwind label %58

44:                                               ; preds = %41
  store %struct.Obj* %42, %struct.Obj** %6, align 4
  %45 = load %struct.Obj*, %struct.Obj** %6, align 4
  %46 = getelementptr inbounds %struct.Obj, %struct.Obj* %45, i32 0, i32 0
  %47 = load i32, i32* %46, align 4
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %47)
          to label %49 unwind label %54

49:                                               ; preds = %44
  br label %74

50:                                               ; preds = %31
  %51 = landingpad { i8*, i32 }
          cleanup
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %3, align 4
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %93

54:                                               ; preds = %44, %39
  %55 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %3, align 4
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %4, align 4
  br label %62

58:                                               ; preds = %41
  %59 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %3, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %4, align 4
  call void @_ZN3ObjdlEPvi(i8* noundef %40, i32 noundef 7) #8
  br label %62

62:                                               ; preds = %58, %54
  %63 = load i32, i32* %4, align 4
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %93

66:                                               ; preds = %62
  %67 = load i8*, i8** %3, align 4
  %68 = call i8* @__cxa_begin_catch(i8* %67) #8
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 4
  store i32 %70, i32* %7, align 4
  %71 = load i32, i32* %7, align 4
  %72 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %71)
          to label %73 unwind label %85

73:                                               ; preds = %66
  call void @__cxa_end_catch() #8
  br label %74

74:                                               ; preds = %73, %49
  %75 = call noundef i8* @_ZN3ObjnwEm(i32 noundef 4)
  %76 = bitcast i8* %75 to %struct.Obj*
  %77 = invoke noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %76, i32 noundef 3)
          to label %78 unwind label %89

78:                                               ; preds = %74
  store %struct.Obj* %76, %struct.Obj** %8, align 4
  %79 = load %struct.Obj*, %struct.Obj** %8, align 4
  %80 = icmp eq %struct.Obj* %79, null
  br i1 %80, label %84, label %81

81:                                               ; preds = %78
  %82 = call noundef %struct.Obj* @_ZN3ObjD1Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %79) #8
  %83 = bitcast %struct.Obj* %79 to i8*
  call void @_ZN3ObjdlEPv(i8* noundef %83) #8
  br label %84

84:                                               ; preds = %81, %78
  ret i32 0

85:                                               ; preds = %66
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %3, align 4
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %93

89:                                               ; preds = %74
  %90 = landingpad { i8*, i32 }
          cleanup
  %91 = extractvalue { i8*, i32 } %90, 0
  store i8* %91, i8** %3, align 4
  %92 = extractvalue { i8*, i32 } %90, 1
  store i32 %92, i32* %4, align 4
  call void @_ZN3ObjdlEPv(i8* noundef %75) #8
  br label %93

93:                                               ; preds = %89, %85, %62, %50, %27
  %94 = load i8*, i8** %3, align 4
  %95 = load i32, i32* %4, align 4
  %96 = insertvalue { i8*, i32 } undef, i8* %94, 0
  %97 = insertvalue { i8*, i32 } %96, i32 %95, 1
  resume { i8*, i32 } %97
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i8* @_ZN3ObjnwEm(i32 noundef %0) #1 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0))
  %4 = load i32, i32* %2, align 4
  %5 = call i8* @malloc(i32 noundef %4)
  ret i8* %5
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjC1Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Obj* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3ObjdlEPv(i8* noundef %0) #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #9
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i8* @_ZN3ObjnwEmi(i32 noundef %0, i32 noundef %1) #1 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
  %7 = load i32, i32* %3, align 4
  %8 = call i8* @malloc(i32 noundef %7)
  ret i8* %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3ObjdlEPvi(i8* noundef %0, i32 noundef %1) #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load i8*, i8** %3, align 4
  invoke void @free(i8* noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  call void @__clang_call_terminate(i8* %12) #9
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjD1Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Obj* %3
}

declare i8* @malloc(i32 noundef) #4

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 8
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

19:                                               ; preds = %2
  ret %struct.Obj* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

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

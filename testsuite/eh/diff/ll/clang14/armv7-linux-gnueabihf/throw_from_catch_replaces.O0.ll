; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.E = type { i32 }
%struct.Guard = type { i8 }

$__clang_call_terminate = comdat any

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"~Guard\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.E*, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL9translatev()
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %26

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %2, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %96

17:                                               ; preds = %13
  %18 = load i8*, i8** %2, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #7
  %20 = bitcast i8* %19 to %struct.E*
  store %struct.E* %20, %struct.E** %4, align 4
  %21 = load %struct.E*, %struct.E** %4, align 4
  %22 = getelementptr inbounds %struct.E, %struct.E* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %23)
          to label %25 unwind label %29

25:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %26

26:                                               ; preds = %25, %8
  %27 = call i8* @__cxa_allocate_exception(i32 4) #7
  %28 = bitcast i8* %27 to i32*
  store i32 5, i32* %28, align 8
  invoke void @__cxa_throw(i8* %27, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %104 unwind label %34

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %2, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %33 unwind label %101

33:                                               ; preds = %29
  br label %96

34:                                               ; preds = %26
  %35 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %36 = extractvalue { i8*, i32 } %35, 0
  store i8* %36, i8** %2, align 4
  %37 = extractvalue { i8*, i32 } %35, 1
  store i32 %37, i32* %3, align 4
  br label %38

38:                                               ; preds = %34
  %39 = load i32, i32* %3, align 4
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %62

42:                                               ; preds = %38
  %43 = load i8*, i8** %2, align 4
  %44 = call i8* @__cxa_begin_catch(i8* %43) #7
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4
  store i32 %46, i32* %5, align 4
  %47 = call i8* @__cxa_allocate_exception(i32 4) #7
  %48 = bitcast i8* %47 to %struct.E*
  %49 = load i32, i32* %5, align 4
  %50 = mul nsw i32 %49, 2
  %51 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %48, i32 noundef %50)
          to label %52 unwind label %53

52:                                               ; preds = %42
  invoke void @__cxa_throw(i8* %47, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %104 unwind label %57

53:                                               ; preds = %42
  %54 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %55 = extractvalue { i8*, i32 } %54, 0
  store i8* %55, i8** %2, align 4
  %56 = extractvalue { i8*, i32 } %54, 1
  store i32 %56, i32* %3, align 4
  call void @__cxa_free_exception(i8* %47) #7
  br label %61

57:                                               ; preds = %52
  %58 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %59 = extractvalue { i8*, i32 } %58, 0
  store i8* %59, i8** %2, align 4
  %60 = extractvalue { i8*, i32 } %58, 1
  store i32 %60, i32* %3, align 4
  br label %61

61:                                               ; preds = %57, %53
  call void @__cxa_end_catch() #7
  br label %62

62:                                               ; preds = %61, %38
  %63 = load i32, i32* %3, align 4
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %74

66:                                               ; preds = %62
  %67 = load i8*, i8** %2, align 4
  %68 = call i8* @__cxa_begin_catch(i8* %67) #7
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 4
  store i32 %70, i32* %7, align 4
  %71 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0))
          to label %72 unwind label %92

72:                                               ; preds = %66
  call void @__cxa_end_catch() #7
  br label %73

73:                                               ; preds = %72, %85, %86
  ret i32 0

74:                                               ; preds = %62
  %75 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %76 = icmp eq i32 %63, %75
  br i1 %76, label %77, label %96

77:                                               ; preds = %74
  %78 = load i8*, i8** %2, align 4
  %79 = call i8* @__cxa_begin_catch(i8* %78) #7
  %80 = bitcast i8* %79 to %struct.E*
  store %struct.E* %80, %struct.E** %6, align 4
  %81 = load %struct.E*, %struct.E** %6, align 4
  %82 = getelementptr inbounds %struct.E, %struct.E* %81, i32 0, i32 0
  %83 = load i32, i32* %82, align 4
  %84 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %83)
          to label %85 unwind label %87

85:                                               ; preds = %77
  call void @__cxa_end_catch()
  br label %73

86:                                               ; No predecessors!
  br label %73

87:                                               ; preds = %77
  %88 = landingpad { i8*, i32 }
          cleanup
  %89 = extractvalue { i8*, i32 } %88, 0
  store i8* %89, i8** %2, align 4
  %90 = extractvalue { i8*, i32 } %88, 1
  store i32 %90, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %91 unwind label %101

91:                                               ; preds = %87
  br label %96

92:                                               ; preds = %66
  %93 = landingpad { i8*, i32 }
          cleanup
  %94 = extractvalue { i8*, i32 } %93, 0
  store i8* %94, i8** %2, align 4
  %95 = extractvalue { i8*, i32 } %93, 1
  store i32 %95, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %96

96:                                               ; preds = %92, %91, %74, %33, %13
  %97 = load i8*, i8** %2, align 4
  %98 = load i32, i32* %3, align 4
  %99 = insertvalue { i8*, i32 } undef, i8* %97, 0
  %100 = insertvalue { i8*, i32 } %99, i32 %98, 1
  resume { i8*, i32 } %100

101:                                              ; preds = %87, %29
  %102 = landingpad { i8*, i32 }
          catch i8* null
  %103 = extractvalue { i8*, i32 } %102, 0
  call void @__clang_call_terminate(i8* %103) #9
  unreachable

104:                                              ; preds = %52, %26
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9translatev() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.Guard, align 1
  %5 = call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to %struct.E*
  %7 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %58 unwind label %13

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %1, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %2, align 4
  call void @__cxa_free_exception(i8* %5) #7
  br label %17

13:                                               ; preds = %8
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %1, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %13, %9
  %18 = load i32, i32* %2, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %50

21:                                               ; preds = %17
  %22 = load i8*, i8** %1, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #7
  %24 = bitcast i8* %23 to %struct.E*
  store %struct.E* %24, %struct.E** %3, align 4
  %25 = load %struct.E*, %struct.E** %3, align 4
  %26 = getelementptr inbounds %struct.E, %struct.E* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %27)
          to label %29 unwind label %38

29:                                               ; preds = %21
  %30 = call i8* @__cxa_allocate_exception(i32 4) #7
  %31 = bitcast i8* %30 to %struct.E*
  %32 = load %struct.E*, %struct.E** %3, align 4
  %33 = getelementptr inbounds %struct.E, %struct.E* %32, i32 0, i32 0
  %34 = load i32, i32* %33, align 4
  %35 = add nsw i32 %34, 1
  %36 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %31, i32 noundef %35)
          to label %37 unwind label %42

37:                                               ; preds = %29
  invoke void @__cxa_throw(i8* %30, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %58 unwind label %38

38:                                               ; preds = %37, %21
  %39 = landingpad { i8*, i32 }
          cleanup
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %1, align 4
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %2, align 4
  br label %46

42:                                               ; preds = %29
  %43 = landingpad { i8*, i32 }
          cleanup
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %1, align 4
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %2, align 4
  call void @__cxa_free_exception(i8* %30) #7
  br label %46

46:                                               ; preds = %42, %38
  %47 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %4) #7
  invoke void @__cxa_end_catch()
          to label %48 unwind label %55

48:                                               ; preds = %46
  br label %50

49:                                               ; No predecessors!
  ret void

50:                                               ; preds = %48, %17
  %51 = load i8*, i8** %1, align 4
  %52 = load i32, i32* %2, align 4
  %53 = insertvalue { i8*, i32 } undef, i8* %51, 0
  %54 = insertvalue { i8*, i32 } %53, i32 %52, 1
  resume { i8*, i32 } %54

55:                                               ; preds = %46
  %56 = landingpad { i8*, i32 }
          catch i8* null
  %57 = extractvalue { i8*, i32 } %56, 0
  call void @__clang_call_terminate(i8* %57) #9
  unreachable

58:                                               ; preds = %37, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
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

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Guard* %3

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}

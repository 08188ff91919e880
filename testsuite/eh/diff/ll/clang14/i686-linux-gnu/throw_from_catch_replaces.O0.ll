; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
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
  br i1 %16, label %17, label %95

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
  store i32 5, i32* %28, align 16
  invoke void @__cxa_throw(i8* %27, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %103 unwind label %34

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %2, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %33 unwind label %100

33:                                               ; preds = %29
  br label %95

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
  br i1 %41, label %42, label %61

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
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %48, i32 noundef %50)
          to label %51 unwind label %52

51:                                               ; preds = %42
  invoke void @__cxa_throw(i8* %47, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %103 unwind label %56

52:                                               ; preds = %42
  %53 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %2, align 4
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %3, align 4
  call void @__cxa_free_exception(i8* %47) #7
  br label %60

56:                                               ; preds = %51
  %57 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %2, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %3, align 4
  br label %60

60:                                               ; preds = %56, %52
  call void @__cxa_end_catch() #7
  br label %61

61:                                               ; preds = %60, %38
  %62 = load i32, i32* %3, align 4
  %63 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %73

65:                                               ; preds = %61
  %66 = load i8*, i8** %2, align 4
  %67 = call i8* @__cxa_begin_catch(i8* %66) #7
  %68 = bitcast i8* %67 to i32*
  %69 = load i32, i32* %68, align 4
  store i32 %69, i32* %7, align 4
  %70 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0))
          to label %71 unwind label %91

71:                                               ; preds = %65
  call void @__cxa_end_catch() #7
  br label %72

72:                                               ; preds = %71, %84, %85
  ret i32 0

73:                                               ; preds = %61
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %75 = icmp eq i32 %62, %74
  br i1 %75, label %76, label %95

76:                                               ; preds = %73
  %77 = load i8*, i8** %2, align 4
  %78 = call i8* @__cxa_begin_catch(i8* %77) #7
  %79 = bitcast i8* %78 to %struct.E*
  store %struct.E* %79, %struct.E** %6, align 4
  %80 = load %struct.E*, %struct.E** %6, align 4
  %81 = getelementptr inbounds %struct.E, %struct.E* %80, i32 0, i32 0
  %82 = load i32, i32* %81, align 4
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %82)
          to label %84 unwind label %86

84:                                               ; preds = %76
  call void @__cxa_end_catch()
  br label %72

85:                                               ; No predecessors!
  br label %72

86:                                               ; preds = %76
  %87 = landingpad { i8*, i32 }
          cleanup
  %88 = extractvalue { i8*, i32 } %87, 0
  store i8* %88, i8** %2, align 4
  %89 = extractvalue { i8*, i32 } %87, 1
  store i32 %89, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %90 unwind label %100

90:                                               ; preds = %86
  br label %95

91:                                               ; preds = %65
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %2, align 4
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %95

95:                                               ; preds = %91, %90, %73, %33, %13
  %96 = load i8*, i8** %2, align 4
  %97 = load i32, i32* %3, align 4
  %98 = insertvalue { i8*, i32 } undef, i8* %96, 0
  %99 = insertvalue { i8*, i32 } %98, i32 %97, 1
  resume { i8*, i32 } %99

100:                                              ; preds = %86, %29
  %101 = landingpad { i8*, i32 }
          catch i8* null
  %102 = extractvalue { i8*, i32 } %101, 0
  call void @__clang_call_terminate(i8* %102) #9
  unreachable

103:                                              ; preds = %51, %26
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9translatev() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.Guard, align 1
  %5 = call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to %struct.E*
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %55 unwind label %12

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %1, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %2, align 4
  call void @__cxa_free_exception(i8* %5) #7
  br label %16

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %1, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %2, align 4
  br label %16

16:                                               ; preds = %12, %8
  %17 = load i32, i32* %2, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %47

20:                                               ; preds = %16
  %21 = load i8*, i8** %1, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #7
  %23 = bitcast i8* %22 to %struct.E*
  store %struct.E* %23, %struct.E** %3, align 4
  %24 = load %struct.E*, %struct.E** %3, align 4
  %25 = getelementptr inbounds %struct.E, %struct.E* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26)
          to label %28 unwind label %36

28:                                               ; preds = %20
  %29 = call i8* @__cxa_allocate_exception(i32 4) #7
  %30 = bitcast i8* %29 to %struct.E*
  %31 = load %struct.E*, %struct.E** %3, align 4
  %32 = getelementptr inbounds %struct.E, %struct.E* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %33, 1
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %30, i32 noundef %34)
          to label %35 unwind label %40

35:                                               ; preds = %28
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
          to label %55 unwind label %36

36:                                               ; preds = %35, %20
  %37 = landingpad { i8*, i32 }
          cleanup
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %1, align 4
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %2, align 4
  br label %44

40:                                               ; preds = %28
  %41 = landingpad { i8*, i32 }
          cleanup
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %1, align 4
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %2, align 4
  call void @__cxa_free_exception(i8* %29) #7
  br label %44

44:                                               ; preds = %40, %36
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %4) #7
  invoke void @__cxa_end_catch()
          to label %45 unwind label %52

45:                                               ; preds = %44
  br label %47

46:                                               ; No predecessors!
  ret void

47:                                               ; preds = %45, %16
  %48 = load i8*, i8** %1, align 4
  %49 = load i32, i32* %2, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %44
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #9
  unreachable

55:                                               ; preds = %35, %7
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

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
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
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}

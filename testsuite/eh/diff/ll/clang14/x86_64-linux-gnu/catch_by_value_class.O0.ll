; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32 }

$_ZN1EC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN1ED2Ev = comdat any

$_ZN1EC2Ei = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca %struct.E, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %48

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 8
  %18 = call i8* @__cxa_get_exception_ptr(i8* %17) #7
  %19 = bitcast i8* %18 to %struct.E*
  invoke void @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %4, %struct.E* noundef nonnull align 4 dereferenceable(4) %19)
          to label %20 unwind label %84

20:                                               ; preds = %16
  %21 = call i8* @__cxa_begin_catch(i8* %17) #7
  %22 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  %23 = load i32, i32* %22, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %23)
          to label %25 unwind label %27

25:                                               ; preds = %20
  %26 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  store i32 7, i32* %26, align 4
  invoke void @__cxa_rethrow() #8
          to label %87 unwind label %27

27:                                               ; preds = %25, %20
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %2, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %3, align 4
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #7
  invoke void @__cxa_end_catch()
          to label %31 unwind label %84

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %31, %12
  %33 = load i32, i32* %3, align 4
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %79

36:                                               ; preds = %32
  %37 = load i8*, i8** %2, align 8
  %38 = call i8* @__cxa_get_exception_ptr(i8* %37) #7
  %39 = bitcast i8* %38 to %struct.E*
  invoke void @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %5, %struct.E* noundef nonnull align 4 dereferenceable(4) %39)
          to label %40 unwind label %84

40:                                               ; preds = %36
  %41 = call i8* @__cxa_begin_catch(i8* %37) #7
  %42 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %43)
          to label %45 unwind label %49

45:                                               ; preds = %40
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #7
  call void @__cxa_end_catch()
  br label %46

46:                                               ; preds = %45, %48
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %47 unwind label %54

47:                                               ; preds = %46
  br label %72

48:                                               ; preds = %7
  br label %46

49:                                               ; preds = %40
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %2, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %3, align 4
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %5) #7
  invoke void @__cxa_end_catch()
          to label %53 unwind label %84

53:                                               ; preds = %49
  br label %79

54:                                               ; preds = %46
  %55 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %2, align 8
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %3, align 4
  br label %58

58:                                               ; preds = %54
  %59 = load i32, i32* %3, align 4
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #7
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %79

62:                                               ; preds = %58
  %63 = load i8*, i8** %2, align 8
  %64 = call i8* @__cxa_get_exception_ptr(i8* %63) #7
  %65 = bitcast i8* %64 to %struct.E*
  invoke void @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, %struct.E* noundef nonnull align 4 dereferenceable(4) %65)
          to label %66 unwind label %84

66:                                               ; preds = %62
  %67 = call i8* @__cxa_begin_catch(i8* %63) #7
  %68 = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 0
  %69 = load i32, i32* %68, align 4
  %70 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %69)
          to label %71 unwind label %74

71:                                               ; preds = %66
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %6) #7
  call void @__cxa_end_catch()
  br label %72

72:                                               ; preds = %71, %47
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0))
  ret i32 0

74:                                               ; preds = %66
  %75 = landingpad { i8*, i32 }
          cleanup
  %76 = extractvalue { i8*, i32 } %75, 0
  store i8* %76, i8** %2, align 8
  %77 = extractvalue { i8*, i32 } %75, 1
  store i32 %77, i32* %3, align 4
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %6) #7
  invoke void @__cxa_end_catch()
          to label %78 unwind label %84

78:                                               ; preds = %74
  br label %79

79:                                               ; preds = %78, %58, %53, %32
  %80 = load i8*, i8** %2, align 8
  %81 = load i32, i32* %3, align 4
  %82 = insertvalue { i8*, i32 } undef, i8* %80, 0
  %83 = insertvalue { i8*, i32 } %82, i32 %81, 1
  resume { i8*, i32 } %83

84:                                               ; preds = %74, %62, %49, %36, %27, %16
  %85 = landingpad { i8*, i32 }
          catch i8* null
  %86 = extractvalue { i8*, i32 } %85, 0
  call void @__clang_call_terminate(i8* %86) #9
  unreachable

87:                                               ; preds = %25
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
  %7 = call i8* @__cxa_allocate_exception(i64 4) #7
  %8 = bitcast i8* %7 to %struct.E*
  %9 = load i32, i32* %2, align 4
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %1
  call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #8
  unreachable

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          cleanup
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  call void @__cxa_free_exception(i8* %7) #7
  br label %15

15:                                               ; preds = %11
  %16 = load i8*, i8** %3, align 8
  %17 = load i32, i32* %4, align 4
  %18 = insertvalue { i8*, i32 } undef, i8* %16, 0
  %19 = insertvalue { i8*, i32 } %18, i32 %17, 1
  resume { i8*, i32 } %19
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2ERKS_(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.E*, align 8
  %4 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %3, align 8
  store %struct.E* %1, %struct.E** %4, align 8
  %5 = load %struct.E*, %struct.E** %3, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load %struct.E*, %struct.E** %4, align 8
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, i32* %6, align 4
  %11 = load %struct.E*, %struct.E** %4, align 8
  %12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13, i32 noundef %15)
  ret void
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_rethrow()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i32 noundef %5)
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

declare void @__cxa_end_catch()

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.E*, align 8
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(i8*)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}

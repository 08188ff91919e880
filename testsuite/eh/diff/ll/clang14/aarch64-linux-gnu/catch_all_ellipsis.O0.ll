; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Obj = type { i32 }

$__clang_call_terminate = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Obj = linkonce_odr dso_local constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Obj, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant i8*
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Obj*, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %43, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %98

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %79

14:                                               ; preds = %11
  %15 = landingpad { i8*, i32 }
          catch i8* null
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i8*, i8** %3, align 8
  %20 = call i8* @__cxa_begin_catch(i8* %19) #7
  %21 = load i32, i32* %2, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  invoke void @__cxa_rethrow() #8
          to label %107 unwind label %24

24:                                               ; preds = %23, %18
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)
          catch i8* null
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %3, align 8
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %104

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28
  %30 = load i32, i32* %4, align 4
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %46

33:                                               ; preds = %29
  %34 = load i8*, i8** %3, align 8
  %35 = call i8* @__cxa_begin_catch(i8* %34) #7
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4
  store i32 %37, i32* %7, align 4
  %38 = load i32, i32* %2, align 4
  %39 = load i32, i32* %7, align 4
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %38, i32 noundef %39)
          to label %41 unwind label %94

41:                                               ; preds = %33
  call void @__cxa_end_catch() #7
  br label %42

42:                                               ; preds = %41, %59, %72, %78, %79
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %2, align 4
  br label %8, !llvm.loop !10

46:                                               ; preds = %29
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #7
  %48 = icmp eq i32 %30, %47
  br i1 %48, label %49, label %60

49:                                               ; preds = %46
  %50 = load i8*, i8** %3, align 8
  %51 = call i8* @__cxa_begin_catch(i8* %50) #7
  %52 = bitcast i8* %51 to double*
  %53 = load double, double* %52, align 8
  store double %53, double* %6, align 8
  %54 = load i32, i32* %2, align 4
  %55 = load double, double* %6, align 8
  %56 = fmul double %55, 1.000000e+01
  %57 = fptosi double %56 to i32
  %58 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i32 noundef %54, i32 noundef %57)
          to label %59 unwind label %90

59:                                               ; preds = %49
  call void @__cxa_end_catch() #7
  br label %42

60:                                               ; preds = %46
  %61 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)) #7
  %62 = icmp eq i32 %30, %61
  br i1 %62, label %63, label %73

63:                                               ; preds = %60
  %64 = load i8*, i8** %3, align 8
  %65 = call i8* @__cxa_begin_catch(i8* %64) #7
  %66 = bitcast i8* %65 to %struct.Obj*
  store %struct.Obj* %66, %struct.Obj** %5, align 8
  %67 = load i32, i32* %2, align 4
  %68 = load %struct.Obj*, %struct.Obj** %5, align 8
  %69 = getelementptr inbounds %struct.Obj, %struct.Obj* %68, i32 0, i32 0
  %70 = load i32, i32* %69, align 4
  %71 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %67, i32 noundef %70)
          to label %72 unwind label %85

72:                                               ; preds = %63
  call void @__cxa_end_catch()
  br label %42

73:                                               ; preds = %60
  %74 = load i8*, i8** %3, align 8
  %75 = call i8* @__cxa_begin_catch(i8* %74) #7
  %76 = load i32, i32* %2, align 4
  %77 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %76)
          to label %78 unwind label %80

78:                                               ; preds = %73
  call void @__cxa_end_catch()
  br label %42

79:                                               ; preds = %13
  br label %42

80:                                               ; preds = %73
  %81 = landingpad { i8*, i32 }
          cleanup
  %82 = extractvalue { i8*, i32 } %81, 0
  store i8* %82, i8** %3, align 8
  %83 = extractvalue { i8*, i32 } %81, 1
  store i32 %83, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %104

84:                                               ; preds = %80
  br label %99

85:                                               ; preds = %63
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %3, align 8
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %104

89:                                               ; preds = %85
  br label %99

90:                                               ; preds = %49
  %91 = landingpad { i8*, i32 }
          cleanup
  %92 = extractvalue { i8*, i32 } %91, 0
  store i8* %92, i8** %3, align 8
  %93 = extractvalue { i8*, i32 } %91, 1
  store i32 %93, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %99

94:                                               ; preds = %33
  %95 = landingpad { i8*, i32 }
          cleanup
  %96 = extractvalue { i8*, i32 } %95, 0
  store i8* %96, i8** %3, align 8
  %97 = extractvalue { i8*, i32 } %95, 1
  store i32 %97, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %99

98:                                               ; preds = %8
  ret i32 0

99:                                               ; preds = %94, %90, %89, %84
  %100 = load i8*, i8** %3, align 8
  %101 = load i32, i32* %4, align 4
  %102 = insertvalue { i8*, i32 } undef, i8* %100, 0
  %103 = insertvalue { i8*, i32 } %102, i32 %101, 1
  resume { i8*, i32 } %103

104:                                              ; preds = %85, %80, %24
  %105 = landingpad { i8*, i32 }
          catch i8* null
  %106 = extractvalue { i8*, i32 } %105, 0
  call void @__clang_call_terminate(i8* %106) #9
  unreachable

107:                                              ; preds = %23
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #7
  %9 = bitcast i8* %8 to i32*
  store i32 17, i32* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %16

13:                                               ; preds = %10
  %14 = call i8* @__cxa_allocate_exception(i64 8) #7
  %15 = bitcast i8* %14 to double*
  store double 2.500000e+00, double* %15, align 16
  call void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTId to i8*), i8* null) #8
  unreachable

16:                                               ; preds = %10
  %17 = load i32, i32* %2, align 4
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = call i8* @__cxa_allocate_exception(i64 4) #7
  %21 = bitcast i8* %20 to %struct.Obj*
  invoke void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %21, i32 noundef 3)
          to label %22 unwind label %23

22:                                               ; preds = %19
  call void @__cxa_throw(i8* %20, i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* bitcast (void (%struct.Obj*)* @_ZN3ObjD2Ev to i8*)) #8
  unreachable

23:                                               ; preds = %19
  %24 = landingpad { i8*, i32 }
          cleanup
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %3, align 8
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %4, align 4
  call void @__cxa_free_exception(i8* %20) #7
  br label %30

27:                                               ; preds = %16
  %28 = call i8* @__cxa_allocate_exception(i64 8) #7
  %29 = bitcast i8* %28 to i32**
  store i32* @_ZZL7throweriE1x, i32** %29, align 16
  call void @__cxa_throw(i8* %28, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #8
  unreachable

30:                                               ; preds = %23
  %31 = load i8*, i8** %3, align 8
  %32 = load i32, i32* %4, align 4
  %33 = insertvalue { i8*, i32 } undef, i8* %31, 0
  %34 = insertvalue { i8*, i32 } %33, i32 %32, 1
  resume { i8*, i32 } %34
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Obj*, align 8
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 8
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i32 noundef %5)
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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}

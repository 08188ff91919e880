; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"continue\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"goto\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"break\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E*, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = call noundef i32 @_ZL9by_returnv()
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %7)
  store i32 2, i32* %2, align 4
  br label %9

9:                                                ; preds = %69, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %73

12:                                               ; preds = %9
  %13 = call i8* @__cxa_allocate_exception(i64 4) #6
  %14 = bitcast i8* %13 to %struct.E*
  %15 = load i32, i32* %2, align 4
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %16 unwind label %17

16:                                               ; preds = %12
  invoke void @__cxa_throw(i8* %13, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %83 unwind label %21

17:                                               ; preds = %12
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  call void @__cxa_free_exception(i8* %13) #6
  br label %25

21:                                               ; preds = %16
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %3, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %4, align 4
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, i32* %4, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %75

29:                                               ; preds = %25
  %30 = load i8*, i8** %3, align 8
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to %struct.E*
  store %struct.E* %32, %struct.E** %5, align 8
  %33 = load %struct.E*, %struct.E** %5, align 8
  %34 = getelementptr inbounds %struct.E, %struct.E* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %37, label %44

37:                                               ; preds = %29
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0))
          to label %39 unwind label %40

39:                                               ; preds = %37
  store i32 4, i32* %6, align 4
  br label %61

40:                                               ; preds = %57, %49, %37
  %41 = landingpad { i8*, i32 }
          cleanup
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %3, align 8
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %72 unwind label %80

44:                                               ; preds = %29
  %45 = load %struct.E*, %struct.E** %5, align 8
  %46 = getelementptr inbounds %struct.E, %struct.E* %45, i32 0, i32 0
  %47 = load i32, i32* %46, align 4
  %48 = icmp eq i32 %47, 3
  br i1 %48, label %49, label %52

49:                                               ; preds = %44
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0))
          to label %51 unwind label %40

51:                                               ; preds = %49
  store i32 5, i32* %6, align 4
  br label %61

52:                                               ; preds = %44
  %53 = load %struct.E*, %struct.E** %5, align 8
  %54 = getelementptr inbounds %struct.E, %struct.E* %53, i32 0, i32 0
  %55 = load i32, i32* %54, align 4
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %57, label %60

57:                                               ; preds = %52
  %58 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
          to label %59 unwind label %40

59:                                               ; preds = %57
  store i32 2, i32* %6, align 4
  br label %61

60:                                               ; preds = %52
  store i32 0, i32* %6, align 4
  br label %61

61:                                               ; preds = %51, %60, %59, %39
  call void @__cxa_end_catch()
  %62 = load i32, i32* %6, align 4
  switch i32 %62, label %83 [
    i32 0, label %63
    i32 4, label %69
    i32 2, label %73
    i32 5, label %66
  ]

63:                                               ; preds = %61
  br label %64

64:                                               ; preds = %63
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0))
  br label %66

66:                                               ; preds = %64, %61
  %67 = load i32, i32* %2, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef %67)
  br label %69

69:                                               ; preds = %66, %61
  %70 = load i32, i32* %2, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %2, align 4
  br label %9, !llvm.loop !4

72:                                               ; preds = %40
  br label %75

73:                                               ; preds = %61, %9
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0))
  ret i32 0

75:                                               ; preds = %72, %25
  %76 = load i8*, i8** %3, align 8
  %77 = load i32, i32* %4, align 4
  %78 = insertvalue { i8*, i32 } undef, i8* %76, 0
  %79 = insertvalue { i8*, i32 } %78, i32 %77, 1
  resume { i8*, i32 } %79

80:                                               ; preds = %40
  %81 = landingpad { i8*, i32 }
          catch i8* null
  %82 = extractvalue { i8*, i32 } %81, 0
  call void @__clang_call_terminate(i8* %82) #8
  unreachable

83:                                               ; preds = %61, %16
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9by_returnv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 8
  %5 = call i8* @__cxa_allocate_exception(i64 4) #6
  %6 = bitcast i8* %5 to %struct.E*
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %48 unwind label %12

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  call void @__cxa_free_exception(i8* %5) #6
  br label %16

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  br label %16

16:                                               ; preds = %12, %8
  %17 = load i32, i32* %3, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %16
  %21 = load i8*, i8** %2, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #6
  %23 = bitcast i8* %22 to %struct.E*
  store %struct.E* %23, %struct.E** %4, align 8
  %24 = load %struct.E*, %struct.E** %4, align 8
  %25 = getelementptr inbounds %struct.E, %struct.E* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i32 noundef %26)
          to label %28 unwind label %32

28:                                               ; preds = %20
  %29 = load %struct.E*, %struct.E** %4, align 8
  %30 = getelementptr inbounds %struct.E, %struct.E* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %1, align 4
  call void @__cxa_end_catch()
  br label %38

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %2, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %36 unwind label %45

36:                                               ; preds = %32
  br label %40

37:                                               ; No predecessors!
  store i32 0, i32* %1, align 4
  br label %38

38:                                               ; preds = %37, %28
  %39 = load i32, i32* %1, align 4
  ret i32 %39

40:                                               ; preds = %36, %16
  %41 = load i8*, i8** %2, align 8
  %42 = load i32, i32* %3, align 4
  %43 = insertvalue { i8*, i32 } undef, i8* %41, 0
  %44 = insertvalue { i8*, i32 } %43, i32 %42, 1
  resume { i8*, i32 } %44

45:                                               ; preds = %32
  %46 = landingpad { i8*, i32 }
          catch i8* null
  %47 = extractvalue { i8*, i32 } %46, 0
  call void @__clang_call_terminate(i8* %47) #8
  unreachable

48:                                               ; preds = %7
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.E*, align 8
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}

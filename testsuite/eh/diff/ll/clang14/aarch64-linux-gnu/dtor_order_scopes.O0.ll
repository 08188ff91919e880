; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.T = type { i32 }

$_ZN1TC2Ei = comdat any

$_ZN1TD2Ev = comdat any

$_ZNK1T4boomEv = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
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
  store i8* %14, i8** %3, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %16
  %21 = load i8*, i8** %3, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #7
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %25)
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
  br label %6, !llvm.loop !10

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %37

36:                                               ; preds = %6
  ret i32 0

37:                                               ; preds = %32, %16
  %38 = load i8*, i8** %3, align 8
  %39 = load i32, i32* %4, align 4
  %40 = insertvalue { i8*, i32 } undef, i8* %38, 0
  %41 = insertvalue { i8*, i32 } %40, i32 %39, 1
  resume { i8*, i32 } %41
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.T*, align 8
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca %struct.T, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %13 unwind label %21

13:                                               ; preds = %1
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 3)
          to label %14 unwind label %25

14:                                               ; preds = %13
  store %struct.T* %8, %struct.T** %7, align 8
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 4)
          to label %15 unwind label %29

15:                                               ; preds = %14
  %16 = load i32, i32* %2, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %37

18:                                               ; preds = %15
  %19 = call i8* @__cxa_allocate_exception(i64 4) #7
  %20 = bitcast i8* %19 to i32*
  store i32 40, i32* %20, align 16
  invoke void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %79 unwind label %33

21:                                               ; preds = %58, %1
  %22 = landingpad { i8*, i32 }
          cleanup
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %5, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %6, align 4
  br label %73

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %5, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %6, align 4
  br label %67

29:                                               ; preds = %37, %14
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %5, align 8
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %6, align 4
  br label %66

33:                                               ; preds = %18
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %5, align 8
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %6, align 4
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #7
  br label %66

37:                                               ; preds = %15
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #7
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 5)
          to label %38 unwind label %29

38:                                               ; preds = %37
  %39 = load i32, i32* %2, align 4
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %53

41:                                               ; preds = %38
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 6)
          to label %42 unwind label %45

42:                                               ; preds = %41
  %43 = invoke noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %11)
          to label %44 unwind label %49

44:                                               ; preds = %42
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #7
  br label %53

45:                                               ; preds = %53, %41
  %46 = landingpad { i8*, i32 }
          cleanup
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %5, align 8
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %6, align 4
  br label %65

49:                                               ; preds = %42
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %5, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %6, align 4
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %11) #7
  br label %65

53:                                               ; preds = %44, %38
  %54 = load %struct.T*, %struct.T** %7, align 8
  %55 = getelementptr inbounds %struct.T, %struct.T* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56)
          to label %58 unwind label %45

58:                                               ; preds = %53
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #7
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #7
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #7
  invoke void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 7)
          to label %59 unwind label %21

59:                                               ; preds = %58
  %60 = load i32, i32* %2, align 4
  %61 = icmp eq i32 %60, 2
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = call i8* @__cxa_allocate_exception(i64 4) #7
  %64 = bitcast i8* %63 to i32*
  store i32 70, i32* %64, align 16
  invoke void @__cxa_throw(i8* %63, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %79 unwind label %68

65:                                               ; preds = %49, %45
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #7
  br label %66

66:                                               ; preds = %65, %33, %29
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #7
  br label %67

67:                                               ; preds = %66, %25
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #7
  br label %73

68:                                               ; preds = %62
  %69 = landingpad { i8*, i32 }
          cleanup
  %70 = extractvalue { i8*, i32 } %69, 0
  store i8* %70, i8** %5, align 8
  %71 = extractvalue { i8*, i32 } %69, 1
  store i32 %71, i32* %6, align 4
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %12) #7
  br label %73

72:                                               ; preds = %59
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %12) #7
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

73:                                               ; preds = %68, %67, %21
  call void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %74

74:                                               ; preds = %73
  %75 = load i8*, i8** %5, align 8
  %76 = load i32, i32* %6, align 4
  %77 = insertvalue { i8*, i32 } undef, i8* %75, 0
  %78 = insertvalue { i8*, i32 } %77, i32 %76, 1
  resume { i8*, i32 } %78

79:                                               ; preds = %62, %18
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.T*, align 8
  %4 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.T*, %struct.T** %3, align 8
  %6 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %5)
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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
  %7 = call i8* @__cxa_allocate_exception(i64 4) #7
  %8 = bitcast i8* %7 to i32*
  %9 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %8, align 16
  call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { noinline noreturn nounwind }
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

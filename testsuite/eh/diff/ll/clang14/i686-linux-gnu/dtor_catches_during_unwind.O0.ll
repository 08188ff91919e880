; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Err*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL4workv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %23

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, i32* %3, align 4
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %29

14:                                               ; preds = %10
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #6
  %17 = bitcast i8* %16 to %struct.Err*
  store %struct.Err* %17, %struct.Err** %4, align 4
  %18 = load %struct.Err*, %struct.Err** %4, align 4
  %19 = getelementptr inbounds %struct.Err, %struct.Err* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %20)
          to label %22 unwind label %24

22:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %22, %5
  ret i32 0

24:                                               ; preds = %14
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %2, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %34

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28, %10
  %30 = load i8*, i8** %2, align 4
  %31 = load i32, i32* %3, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33

34:                                               ; preds = %24
  %35 = landingpad { i8*, i32 }
          catch i8* null
  %36 = extractvalue { i8*, i32 } %35, 0
  call void @__clang_call_terminate(i8* %36) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4workv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to %struct.Err*
  %6 = getelementptr inbounds %struct.Err, %struct.Err* %5, i32 0, i32 0
  store i32 1, i32* %6, align 16
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (void (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #8
          to label %16 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  call void @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %2, align 4
  %13 = load i32, i32* %3, align 4
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1
  resume { i8*, i32 } %15

16:                                               ; preds = %0
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
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(%struct.Err* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Err*, align 4
  store %struct.Err* %0, %struct.Err** %2, align 4
  %3 = load %struct.Err*, %struct.Err** %2, align 4
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #7
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Careful*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Err*, align 4
  %6 = alloca i32, align 4
  store %struct.Careful* %0, %struct.Careful** %2, align 4
  %7 = load %struct.Careful*, %struct.Careful** %2, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0))
          to label %9 unwind label %60

9:                                                ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %10 unwind label %11

10:                                               ; preds = %9
  br label %29

11:                                               ; preds = %9
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 4
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, i32* %4, align 4
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %63

19:                                               ; preds = %15
  %20 = load i8*, i8** %3, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #6
  %22 = bitcast i8* %21 to %struct.Err*
  store %struct.Err* %22, %struct.Err** %5, align 4
  %23 = load %struct.Err*, %struct.Err** %5, align 4
  %24 = getelementptr inbounds %struct.Err, %struct.Err* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), i32 noundef %25)
          to label %27 unwind label %32

27:                                               ; preds = %19
  invoke void @__cxa_end_catch()
          to label %28 unwind label %60

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28, %10
  %30 = call i8* @__cxa_allocate_exception(i32 4) #6
  %31 = bitcast i8* %30 to i32*
  store i32 3, i32* %31, align 16
  invoke void @__cxa_throw(i8* %30, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %65 unwind label %37

32:                                               ; preds = %19
  %33 = landingpad { i8*, i32 }
          catch i8* null
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %36 unwind label %60

36:                                               ; preds = %32
  br label %63

37:                                               ; preds = %29
  %38 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %3, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %4, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %4, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %63

45:                                               ; preds = %41
  %46 = load i8*, i8** %3, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #6
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4
  store i32 %49, i32* %6, align 4
  %50 = load i32, i32* %6, align 4
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %50)
          to label %52 unwind label %56

52:                                               ; preds = %45
  call void @__cxa_end_catch() #6
  br label %53

53:                                               ; preds = %52
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0))
          to label %55 unwind label %60

55:                                               ; preds = %53
  ret void

56:                                               ; preds = %45
  %57 = landingpad { i8*, i32 }
          catch i8* null
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %3, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %63

60:                                               ; preds = %53, %32, %27, %1
  %61 = landingpad { i8*, i32 }
          catch i8* null
  %62 = extractvalue { i8*, i32 } %61, 0
  call void @__clang_call_terminate(i8* %62) #7
  unreachable

63:                                               ; preds = %56, %41, %36, %15
  %64 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %64) #7
  unreachable

65:                                               ; preds = %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #6
  %4 = bitcast i8* %3 to %struct.Err*
  %5 = getelementptr inbounds %struct.Err, %struct.Err* %4, i32 0, i32 0
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %5, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (void (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}

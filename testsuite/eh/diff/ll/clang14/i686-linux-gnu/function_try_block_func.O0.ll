; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$_ZN5NoisyC2Ei = comdat any

$_ZN5NoisyD2Ev = comdat any

$_ZN5LocalD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Noisy, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = invoke noundef i32 @_ZL7computei(i32 noundef 1)
          to label %8 unwind label %17

8:                                                ; preds = %0
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
          to label %10 unwind label %17

10:                                               ; preds = %8
  %11 = invoke noundef i32 @_ZL7computei(i32 noundef 5)
          to label %12 unwind label %17

12:                                               ; preds = %10
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %11)
          to label %14 unwind label %17

14:                                               ; preds = %12
  invoke void @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %15 unwind label %21

15:                                               ; preds = %14
  invoke void @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %4)
          to label %16 unwind label %21

16:                                               ; preds = %15
  br label %37

17:                                               ; preds = %37, %12, %10, %8, %0
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %2, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %3, align 4
  br label %44

21:                                               ; preds = %15, %14
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %2, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %3, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %3, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %44

29:                                               ; preds = %25
  %30 = load i8*, i8** %2, align 4
  %31 = call i8* @__cxa_begin_catch(i8* %30) #8
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %5, align 4
  %34 = load i32, i32* %5, align 4
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i32 0, i32 0), i32 noundef %34)
          to label %36 unwind label %40

36:                                               ; preds = %29
  call void @__cxa_end_catch() #8
  br label %37

37:                                               ; preds = %36, %16
  %38 = call i8* @__cxa_allocate_exception(i32 4) #8
  %39 = bitcast i8* %38 to i32*
  store i32 99, i32* %39, align 16
  invoke void @__cxa_throw(i8* %38, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %67 unwind label %17

40:                                               ; preds = %29
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %2, align 4
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %44

44:                                               ; preds = %40, %25, %17
  %45 = load i32, i32* %3, align 4
  %46 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %62

48:                                               ; preds = %44
  %49 = load i8*, i8** %2, align 4
  %50 = call i8* @__cxa_begin_catch(i8* %49) #8
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4
  store i32 %52, i32* %6, align 4
  %53 = load i32, i32* %6, align 4
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %53)
          to label %55 unwind label %56

55:                                               ; preds = %48
  store i32 3, i32* %1, align 4
  call void @__cxa_end_catch() #8
  br label %60

56:                                               ; preds = %48
  %57 = landingpad { i8*, i32 }
          cleanup
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %2, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %62

60:                                               ; preds = %55
  %61 = load i32, i32* %1, align 4
  ret i32 %61

62:                                               ; preds = %56, %44
  %63 = load i8*, i8** %2, align 4
  %64 = load i32, i32* %3, align 4
  %65 = insertvalue { i8*, i32 } undef, i8* %63, 0
  %66 = insertvalue { i8*, i32 } %65, i32 %64, 1
  resume { i8*, i32 } %66

67:                                               ; preds = %37
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7computei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = icmp sgt i32 %8, 2
  br i1 %9, label %10, label %32

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 4) #8
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %3, align 4
  store i32 %13, i32* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %47 unwind label %14

14:                                               ; preds = %10
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %5, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %6, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #8
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %6, align 4
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %42

22:                                               ; preds = %18
  %23 = load i8*, i8** %5, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #8
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4
  store i32 %26, i32* %7, align 4
  %27 = load i32, i32* %7, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %27)
          to label %29 unwind label %35

29:                                               ; preds = %22
  %30 = load i32, i32* %7, align 4
  %31 = sub nsw i32 0, %30
  store i32 %31, i32* %2, align 4
  call void @__cxa_end_catch() #8
  br label %40

32:                                               ; preds = %1
  %33 = load i32, i32* %3, align 4
  %34 = mul nsw i32 %33, 10
  store i32 %34, i32* %2, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %4) #8
  br label %40

35:                                               ; preds = %22
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %5, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %6, align 4
  call void @__cxa_end_catch() #8
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %29, %32
  %41 = load i32, i32* %2, align 4
  ret i32 %41

42:                                               ; preds = %35, %18
  %43 = load i8*, i8** %5, align 4
  %44 = load i32, i32* %6, align 4
  %45 = insertvalue { i8*, i32 } undef, i8* %43, 0
  %46 = insertvalue { i8*, i32 } %45, i32 %44, 1
  resume { i8*, i32 } %46

47:                                               ; preds = %10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyC2Ei(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Noisy*, align 4
  %4 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Noisy*, %struct.Noisy** %3, align 4
  %6 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Noisy*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.Noisy* %0, %struct.Noisy** %2, align 4
  %6 = load %struct.Noisy*, %struct.Noisy** %2, align 4
  %7 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i32 noundef %8)
          to label %10 unwind label %19

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %36

14:                                               ; preds = %10
  %15 = call i8* @__cxa_allocate_exception(i32 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %6, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  invoke void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %47 unwind label %19

19:                                               ; preds = %14, %1
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %4, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %42

27:                                               ; preds = %23
  %28 = load i8*, i8** %3, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #8
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %5, align 4
  %32 = load i32, i32* %5, align 4
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), i32 noundef %32)
          to label %34 unwind label %37

34:                                               ; preds = %27
  invoke void @__cxa_rethrow()
          to label %35 unwind label %37

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %10
  br label %41

37:                                               ; preds = %34, %27
  %38 = landingpad { i8*, i32 }
          cleanup
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %3, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %42

41:                                               ; preds = %36
  ret void

42:                                               ; preds = %37, %23
  %43 = load i8*, i8** %3, align 4
  %44 = load i32, i32* %4, align 4
  %45 = insertvalue { i8*, i32 } undef, i8* %43, 0
  %46 = insertvalue { i8*, i32 } %45, i32 %44, 1
  resume { i8*, i32 } %46

47:                                               ; preds = %14
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #10
  unreachable
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}

; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZN6WidgetD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS10Translated = linkonce_odr dso_local constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10Translated, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"Widget body\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"~Widget\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Widget, align 4
  %7 = alloca %struct.Translated*, align 4
  %8 = alloca %struct.Widget, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %9 unwind label %10

9:                                                ; preds = %0
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2) #6
  br label %26

10:                                               ; preds = %0
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 4
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, i32* %4, align 4
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %61

18:                                               ; preds = %14
  %19 = load i8*, i8** %3, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %5, align 4
  %23 = load i32, i32* %5, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %23)
          to label %25 unwind label %28

25:                                               ; preds = %18
  call void @__cxa_end_catch() #6
  br label %26

26:                                               ; preds = %25, %9
  invoke void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef -3, i1 noundef zeroext true)
          to label %27 unwind label %32

27:                                               ; preds = %26
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %6) #6
  br label %49

28:                                               ; preds = %18
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %3, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %61

32:                                               ; preds = %26
  %33 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, i32* %4, align 4
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %61

40:                                               ; preds = %36
  %41 = load i8*, i8** %3, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #6
  %43 = bitcast i8* %42 to %struct.Translated*
  store %struct.Translated* %43, %struct.Translated** %7, align 4
  %44 = load %struct.Translated*, %struct.Translated** %7, align 4
  %45 = getelementptr inbounds %struct.Translated, %struct.Translated* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %46)
          to label %48 unwind label %52

48:                                               ; preds = %40
  call void @__cxa_end_catch()
  br label %49

49:                                               ; preds = %48, %27
  call void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 4, i1 noundef zeroext false)
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %51 unwind label %57

51:                                               ; preds = %49
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8) #6
  ret i32 0

52:                                               ; preds = %40
  %53 = landingpad { i8*, i32 }
          cleanup
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %3, align 4
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %66

56:                                               ; preds = %52
  br label %61

57:                                               ; preds = %49
  %58 = landingpad { i8*, i32 }
          cleanup
  %59 = extractvalue { i8*, i32 } %58, 0
  store i8* %59, i8** %3, align 4
  %60 = extractvalue { i8*, i32 } %58, 1
  store i32 %60, i32* %4, align 4
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %61

61:                                               ; preds = %57, %56, %36, %28, %14
  %62 = load i8*, i8** %3, align 4
  %63 = load i32, i32* %4, align 4
  %64 = insertvalue { i8*, i32 } undef, i8* %62, 0
  %65 = insertvalue { i8*, i32 } %64, i32 %63, 1
  resume { i8*, i32 } %65

66:                                               ; preds = %52
  %67 = landingpad { i8*, i32 }
          catch i8* null
  %68 = extractvalue { i8*, i32 } %67, 0
  call void @__clang_call_terminate(i8* %68) #7
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = alloca %struct.Widget*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store %struct.Widget* %0, %struct.Widget** %4, align 4
  store i32 %1, i32* %5, align 4
  %10 = zext i1 %2 to i8
  store i8 %10, i8* %6, align 1
  %11 = load %struct.Widget*, %struct.Widget** %4, align 4
  %12 = getelementptr inbounds %struct.Widget, %struct.Widget* %11, i32 0, i32 0
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 1)
          to label %13 unwind label %19

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %11, i32 0, i32 1
  %15 = load i32, i32* %5, align 4
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %16 unwind label %23

16:                                               ; preds = %13
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0))
          to label %18 unwind label %27

18:                                               ; preds = %16
  br label %57

19:                                               ; preds = %3
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %7, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %8, align 4
  br label %32

23:                                               ; preds = %13
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %7, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %8, align 4
  br label %31

27:                                               ; preds = %16
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %7, align 4
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %8, align 4
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %31

31:                                               ; preds = %27, %23
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %32

32:                                               ; preds = %31, %19
  %33 = load i32, i32* %8, align 4
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %58

36:                                               ; preds = %32
  %37 = load i8*, i8** %7, align 4
  %38 = call i8* @__cxa_begin_catch(i8* %37) #6
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  store i32 %40, i32* %9, align 4
  %41 = load i32, i32* %9, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %41)
          to label %43 unwind label %51

43:                                               ; preds = %36
  %44 = load i8, i8* %6, align 1
  %45 = trunc i8 %44 to i1
  br i1 %45, label %46, label %55

46:                                               ; preds = %43
  %47 = call i8* @__cxa_allocate_exception(i32 4) #6
  %48 = bitcast i8* %47 to %struct.Translated*
  %49 = getelementptr inbounds %struct.Translated, %struct.Translated* %48, i32 0, i32 0
  %50 = load i32, i32* %9, align 4
  store i32 %50, i32* %49, align 16
  invoke void @__cxa_throw(i8* %47, i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*), i8* null) #8
          to label %63 unwind label %51

51:                                               ; preds = %55, %46, %36
  %52 = landingpad { i8*, i32 }
          cleanup
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %7, align 4
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %8, align 4
  call void @__cxa_end_catch() #6
  br label %58

55:                                               ; preds = %43
  invoke void @__cxa_rethrow()
          to label %56 unwind label %51

56:                                               ; preds = %55
  unreachable

57:                                               ; preds = %18
  ret void

58:                                               ; preds = %51, %32
  %59 = load i8*, i8** %7, align 4
  %60 = load i32, i32* %8, align 4
  %61 = insertvalue { i8*, i32 } undef, i8* %59, 0
  %62 = insertvalue { i8*, i32 } %61, i32 %60, 1
  resume { i8*, i32 } %62

63:                                               ; preds = %46
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Widget*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %5 = load %struct.Widget*, %struct.Widget** %2, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %9 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret void

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 4
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #6
  %15 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %15) #6
  br label %16

16:                                               ; preds = %10
  %17 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %17) #7
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Member*, align 4
  %4 = alloca i32, align 4
  store %struct.Member* %0, %struct.Member** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Member*, %struct.Member** %3, align 4
  %6 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #6
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable

19:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Member*, align 4
  store %struct.Member* %0, %struct.Member** %2, align 4
  %3 = load %struct.Member*, %struct.Member** %2, align 4
  %4 = getelementptr inbounds %struct.Member, %struct.Member* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
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

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
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

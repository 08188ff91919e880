; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: mustprogress noinline norecurse optnone
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
  %9 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %10 unwind label %12

10:                                               ; preds = %0
  %11 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2) #6
  br label %28

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %68

20:                                               ; preds = %16
  %21 = load i8*, i8** %3, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #6
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %25)
          to label %27 unwind label %32

27:                                               ; preds = %20
  call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %27, %10
  %29 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef -3, i1 noundef zeroext true)
          to label %30 unwind label %36

30:                                               ; preds = %28
  %31 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %6) #6
  br label %53

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %68

36:                                               ; preds = %28
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %3, align 4
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %4, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, i32* %4, align 4
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #6
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %68

44:                                               ; preds = %40
  %45 = load i8*, i8** %3, align 4
  %46 = call i8* @__cxa_begin_catch(i8* %45) #6
  %47 = bitcast i8* %46 to %struct.Translated*
  store %struct.Translated* %47, %struct.Translated** %7, align 4
  %48 = load %struct.Translated*, %struct.Translated** %7, align 4
  %49 = getelementptr inbounds %struct.Translated, %struct.Translated* %48, i32 0, i32 0
  %50 = load i32, i32* %49, align 4
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %50)
          to label %52 unwind label %58

52:                                               ; preds = %44
  call void @__cxa_end_catch()
  br label %53

53:                                               ; preds = %52, %30
  %54 = call noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 4, i1 noundef zeroext false)
  %55 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %56 unwind label %63

56:                                               ; preds = %53
  %57 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8) #6
  ret i32 0

58:                                               ; preds = %44
  %59 = landingpad { i8*, i32 }
          cleanup
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %3, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %62 unwind label %73

62:                                               ; preds = %58
  br label %68

63:                                               ; preds = %53
  %64 = landingpad { i8*, i32 }
          cleanup
  %65 = extractvalue { i8*, i32 } %64, 0
  store i8* %65, i8** %3, align 4
  %66 = extractvalue { i8*, i32 } %64, 1
  store i32 %66, i32* %4, align 4
  %67 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %68

68:                                               ; preds = %63, %62, %40, %32, %16
  %69 = load i8*, i8** %3, align 4
  %70 = load i32, i32* %4, align 4
  %71 = insertvalue { i8*, i32 } undef, i8* %69, 0
  %72 = insertvalue { i8*, i32 } %71, i32 %70, 1
  resume { i8*, i32 } %72

73:                                               ; preds = %58
  %74 = landingpad { i8*, i32 }
          catch i8* null
  %75 = extractvalue { i8*, i32 } %74, 0
  call void @__clang_call_terminate(i8* %75) #7
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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
  %13 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 1)
          to label %14 unwind label %21

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.Widget, %struct.Widget* %11, i32 0, i32 1
  %16 = load i32, i32* %5, align 4
  %17 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %15, i32 noundef %16)
          to label %18 unwind label %25

18:                                               ; preds = %14
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0))
          to label %20 unwind label %29

20:                                               ; preds = %18
  br label %61

21:                                               ; preds = %3
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %7, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %8, align 4
  br label %36

25:                                               ; preds = %14
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %7, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %8, align 4
  br label %34

29:                                               ; preds = %18
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %7, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %8, align 4
  %33 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %15) #6
  br label %34

34:                                               ; preds = %29, %25
  %35 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %36

36:                                               ; preds = %34, %21
  %37 = load i32, i32* %8, align 4
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %62

40:                                               ; preds = %36
  %41 = load i8*, i8** %7, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #6
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %9, align 4
  %45 = load i32, i32* %9, align 4
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %45)
          to label %47 unwind label %55

47:                                               ; preds = %40
  %48 = load i8, i8* %6, align 1
  %49 = trunc i8 %48 to i1
  br i1 %49, label %50, label %59

50:                                               ; preds = %47
  %51 = call i8* @__cxa_allocate_exception(i32 4) #6
  %52 = bitcast i8* %51 to %struct.Translated*
  %53 = getelementptr inbounds %struct.Translated, %struct.Translated* %52, i32 0, i32 0
  %54 = load i32, i32* %9, align 4
  store i32 %54, i32* %53, align 8
  invoke void @__cxa_throw(i8* %51, i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*), i8* null) #8
          to label %67 unwind label %55

55:                                               ; preds = %59, %50, %40
  %56 = landingpad { i8*, i32 }
          cleanup
  %57 = extractvalue { i8*, i32 } %56, 0
  store i8* %57, i8** %7, align 4
  %58 = extractvalue { i8*, i32 } %56, 1
  store i32 %58, i32* %8, align 4
  call void @__cxa_end_catch() #6
  br label %62

59:                                               ; preds = %47
  invoke void @__cxa_rethrow()
          to label %60 unwind label %55

60:                                               ; preds = %59
  unreachable

61:                                               ; preds = %20
  ret %struct.Widget* %11

62:                                               ; preds = %55, %36
  %63 = load i8*, i8** %7, align 4
  %64 = load i32, i32* %8, align 4
  %65 = insertvalue { i8*, i32 } undef, i8* %63, 0
  %66 = insertvalue { i8*, i32 } %65, i32 %64, 1
  resume { i8*, i32 } %66

67:                                               ; preds = %50
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Widget*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %5 = load %struct.Widget*, %struct.Widget** %2, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
          to label %7 unwind label %12

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 1
  %9 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 0
  %11 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  ret %struct.Widget* %5

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  %16 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 1
  %17 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #6
  %18 = getelementptr inbounds %struct.Widget, %struct.Widget* %5, i32 0, i32 0
  %19 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %18) #6
  br label %20

20:                                               ; preds = %12
  %21 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %21) #7
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

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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
  store i32 %18, i32* %16, align 8
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable

19:                                               ; preds = %2
  ret %struct.Member* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Member*, align 4
  store %struct.Member* %0, %struct.Member** %2, align 4
  %3 = load %struct.Member*, %struct.Member** %2, align 4
  %4 = getelementptr inbounds %struct.Member, %struct.Member* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Member* %3

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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

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

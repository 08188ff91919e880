; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Box = type { i8 }
%"struct.ns::Thing" = type { i8 }
%"class.std::type_info" = type { i32 (...)**, i8* }

$__clang_call_terminate = comdat any

$_ZNKSt9type_info4nameEv = comdat any

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN2ns5ThingE = linkonce_odr dso_local constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN2ns5ThingE, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr dso_local constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS3BoxIdE, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant i8*
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Box*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %5 = call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to i32*
  store i32 1, i32* %6, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %87 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %2, align 4
  %13 = call i8* @__cxa_begin_catch(i8* %12) #7
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
          to label %14 unwind label %17

14:                                               ; preds = %11
  %15 = call i8* @__cxa_allocate_exception(i32 1) #7
  %16 = bitcast i8* %15 to %"struct.ns::Thing"*
  invoke void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8* }* @_ZTIN2ns5ThingE to i8*), i8* null) #8
          to label %87 unwind label %21

17:                                               ; preds = %51, %49, %11
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %2, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %3, align 4
  br label %63

21:                                               ; preds = %14
  %22 = landingpad { i8*, i32 }
          catch i8* null
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %2, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %3, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i8*, i8** %2, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #7
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0))
          to label %28 unwind label %31

28:                                               ; preds = %25
  %29 = call i8* @__cxa_allocate_exception(i32 1) #7
  %30 = bitcast i8* %29 to %struct.Box*
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*), i8* null) #8
          to label %87 unwind label %35

31:                                               ; preds = %47, %25
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %2, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %3, align 4
  br label %61

35:                                               ; preds = %28
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %2, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %3, align 4
  br label %39

39:                                               ; preds = %35
  %40 = load i32, i32* %3, align 4
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)) #7
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %61

43:                                               ; preds = %39
  %44 = load i8*, i8** %2, align 4
  %45 = call i8* @__cxa_begin_catch(i8* %44) #7
  %46 = bitcast i8* %45 to %struct.Box*
  store %struct.Box* %46, %struct.Box** %4, align 4
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0))
          to label %47 unwind label %56

47:                                               ; preds = %43
  invoke void @__cxa_end_catch()
          to label %48 unwind label %31

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  invoke void @__cxa_end_catch()
          to label %50 unwind label %17

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
          to label %52 unwind label %17

52:                                               ; preds = %51
  call void @__cxa_end_catch()
  br label %53

53:                                               ; preds = %52
  call void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %54 = call i8* @__cxa_allocate_exception(i32 4) #7
  %55 = bitcast i8* %54 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8** %55, align 16
  invoke void @__cxa_throw(i8* %54, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #8
          to label %87 unwind label %65

56:                                               ; preds = %43
  %57 = landingpad { i8*, i32 }
          cleanup
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %2, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %60 unwind label %84

60:                                               ; preds = %56
  br label %61

61:                                               ; preds = %60, %39, %31
  invoke void @__cxa_end_catch()
          to label %62 unwind label %84

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62, %17
  invoke void @__cxa_end_catch()
          to label %64 unwind label %84

64:                                               ; preds = %63
  br label %79

65:                                               ; preds = %53
  %66 = landingpad { i8*, i32 }
          catch i8* null
  %67 = extractvalue { i8*, i32 } %66, 0
  store i8* %67, i8** %2, align 4
  %68 = extractvalue { i8*, i32 } %66, 1
  store i32 %68, i32* %3, align 4
  br label %69

69:                                               ; preds = %65
  %70 = load i8*, i8** %2, align 4
  %71 = call i8* @__cxa_begin_catch(i8* %70) #7
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
          to label %72 unwind label %74

72:                                               ; preds = %69
  call void @__cxa_end_catch()
  br label %73

73:                                               ; preds = %72
  ret i32 0

74:                                               ; preds = %69
  %75 = landingpad { i8*, i32 }
          cleanup
  %76 = extractvalue { i8*, i32 } %75, 0
  store i8* %76, i8** %2, align 4
  %77 = extractvalue { i8*, i32 } %75, 1
  store i32 %77, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %78 unwind label %84

78:                                               ; preds = %74
  br label %79

79:                                               ; preds = %78, %64
  %80 = load i8*, i8** %2, align 4
  %81 = load i32, i32* %3, align 4
  %82 = insertvalue { i8*, i32 } undef, i8* %80, 0
  %83 = insertvalue { i8*, i32 } %82, i32 %81, 1
  resume { i8*, i32 } %83

84:                                               ; preds = %74, %63, %61, %56
  %85 = landingpad { i8*, i32 }
          catch i8* null
  %86 = extractvalue { i8*, i32 } %85, 0
  call void @__clang_call_terminate(i8* %86) #9
  unreachable

87:                                               ; preds = %53, %28, %14, %0
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4showPKc(i8* noundef %0) #1 {
  %2 = alloca i8*, align 4
  %3 = alloca %"class.std::type_info"*, align 4
  store i8* %0, i8** %2, align 4
  %4 = call %"class.std::type_info"* @__cxa_current_exception_type() #7
  store %"class.std::type_info"* %4, %"class.std::type_info"** %3, align 4
  %5 = load i8*, i8** %2, align 4
  %6 = load %"class.std::type_info"*, %"class.std::type_info"** %3, align 4
  %7 = icmp ne %"class.std::type_info"* %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load %"class.std::type_info"*, %"class.std::type_info"** %3, align 4
  %10 = call noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %9) #7
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi i8* [ %10, %8 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %11 ]
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef %5, i8* noundef %13)
  ret void
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare %"class.std::type_info"* @__cxa_current_exception_type() #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %"class.std::type_info"*, align 4
  store %"class.std::type_info"* %0, %"class.std::type_info"** %2, align 4
  %3 = load %"class.std::type_info"*, %"class.std::type_info"** %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 0
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %16 = load i8*, i8** %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i8* [ %13, %10 ], [ %16, %14 ]
  ret i8* %18
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
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

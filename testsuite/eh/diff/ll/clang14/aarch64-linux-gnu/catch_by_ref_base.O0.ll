; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Mid = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Base = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Leaf = type { %struct.Mid.base, [4 x i8] }
%struct.Mid.base = type { %struct.Base.base }

$__clang_call_terminate = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN3MidC2Ei = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafC2Ei = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Mid = linkonce_odr dso_local constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Mid, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr dso_local constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Leaf, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*) }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4nameEv to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (i8* (%struct.Mid*)* @_ZNK3Mid4nameEv to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD2Ev to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD0Ev to i8*)] }, comdat, align 8
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Mid\0A\00", align 1
@_ZTV4Leaf = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (i8* (%struct.Leaf*)* @_ZNK4Leaf4nameEv to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD0Ev to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"~Leaf\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Mid*, align 8
  %6 = alloca %struct.Base*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %71, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %80

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  invoke void @_ZL1fi(i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  br label %74

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)) #8
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %48

21:                                               ; preds = %17
  %22 = load i8*, i8** %3, align 8
  %23 = call i8* @__cxa_begin_catch(i8* %22) #8
  %24 = bitcast i8* %23 to %struct.Mid*
  store %struct.Mid* %24, %struct.Mid** %5, align 8
  %25 = load %struct.Mid*, %struct.Mid** %5, align 8
  %26 = bitcast %struct.Mid* %25 to i8* (%struct.Mid*)***
  %27 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %26, align 8
  %28 = getelementptr inbounds i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %27, i64 0
  %29 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %28, align 8
  %30 = invoke noundef i8* %29(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %25)
          to label %31 unwind label %43

31:                                               ; preds = %21
  %32 = load %struct.Mid*, %struct.Mid** %5, align 8
  %33 = bitcast %struct.Mid* %32 to %struct.Base*
  %34 = getelementptr inbounds %struct.Base, %struct.Base* %33, i32 0, i32 1
  %35 = load i32, i32* %34, align 8
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef %30, i32 noundef %35)
          to label %37 unwind label %43

37:                                               ; preds = %31
  %38 = load %struct.Mid*, %struct.Mid** %5, align 8
  %39 = bitcast %struct.Mid* %38 to %struct.Base*
  %40 = getelementptr inbounds %struct.Base, %struct.Base* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 8
  %42 = add nsw i32 %41, 100
  store i32 %42, i32* %40, align 8
  invoke void @__cxa_rethrow() #9
          to label %89 unwind label %43

43:                                               ; preds = %37, %31, %21
  %44 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %45 = extractvalue { i8*, i32 } %44, 0
  store i8* %45, i8** %3, align 8
  %46 = extractvalue { i8*, i32 } %44, 1
  store i32 %46, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %47 unwind label %86

47:                                               ; preds = %43
  br label %48

48:                                               ; preds = %47, %17
  %49 = load i32, i32* %4, align 4
  %50 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %81

52:                                               ; preds = %48
  %53 = load i8*, i8** %3, align 8
  %54 = call i8* @__cxa_begin_catch(i8* %53) #8
  %55 = bitcast i8* %54 to %struct.Base*
  store %struct.Base* %55, %struct.Base** %6, align 8
  %56 = load %struct.Base*, %struct.Base** %6, align 8
  %57 = bitcast %struct.Base* %56 to i8* (%struct.Base*)***
  %58 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %57, align 8
  %59 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %58, i64 0
  %60 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %59, align 8
  %61 = invoke noundef i8* %60(%struct.Base* noundef nonnull align 8 dereferenceable(12) %56)
          to label %62 unwind label %75

62:                                               ; preds = %52
  %63 = load %struct.Base*, %struct.Base** %6, align 8
  %64 = getelementptr inbounds %struct.Base, %struct.Base* %63, i32 0, i32 1
  %65 = load i32, i32* %64, align 8
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i64 0, i64 0), i8* noundef %61, i32 noundef %65)
          to label %67 unwind label %75

67:                                               ; preds = %62
  call void @__cxa_end_catch()
  br label %68

68:                                               ; preds = %67, %74
  %69 = load i32, i32* %2, align 4
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %69)
  br label %71

71:                                               ; preds = %68
  %72 = load i32, i32* %2, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %2, align 4
  br label %7, !llvm.loop !10

74:                                               ; preds = %12
  br label %68

75:                                               ; preds = %62, %52
  %76 = landingpad { i8*, i32 }
          cleanup
  %77 = extractvalue { i8*, i32 } %76, 0
  store i8* %77, i8** %3, align 8
  %78 = extractvalue { i8*, i32 } %76, 1
  store i32 %78, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %79 unwind label %86

79:                                               ; preds = %75
  br label %81

80:                                               ; preds = %7
  ret i32 0

81:                                               ; preds = %79, %48
  %82 = load i8*, i8** %3, align 8
  %83 = load i32, i32* %4, align 4
  %84 = insertvalue { i8*, i32 } undef, i8* %82, 0
  %85 = insertvalue { i8*, i32 } %84, i32 %83, 1
  resume { i8*, i32 } %85

86:                                               ; preds = %75, %43
  %87 = landingpad { i8*, i32 }
          catch i8* null
  %88 = extractvalue { i8*, i32 } %87, 0
  call void @__clang_call_terminate(i8* %88) #10
  unreachable

89:                                               ; preds = %37
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL1fi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 16) #8
  %9 = bitcast i8* %8 to %struct.Base*
  invoke void @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 8 dereferenceable(12) %9, i32 noundef 10)
          to label %10 unwind label %11

10:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #9
  unreachable

11:                                               ; preds = %7
  %12 = landingpad { i8*, i32 }
          cleanup
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  call void @__cxa_free_exception(i8* %8) #8
  br label %34

15:                                               ; preds = %1
  %16 = load i32, i32* %2, align 4
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = call i8* @__cxa_allocate_exception(i64 16) #8
  %20 = bitcast i8* %19 to %struct.Mid*
  invoke void @_ZN3MidC2Ei(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %20, i32 noundef 11)
          to label %21 unwind label %22

21:                                               ; preds = %18
  call void @__cxa_throw(i8* %19, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD2Ev to i8*)) #9
  unreachable

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  call void @__cxa_free_exception(i8* %19) #8
  br label %34

26:                                               ; preds = %15
  %27 = call i8* @__cxa_allocate_exception(i64 16) #8
  %28 = bitcast i8* %27 to %struct.Leaf*
  invoke void @_ZN4LeafC2Ei(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %28, i32 noundef 12)
          to label %29 unwind label %30

29:                                               ; preds = %26
  call void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*)) #9
  unreachable

30:                                               ; preds = %26
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %3, align 8
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %4, align 4
  call void @__cxa_free_exception(i8* %27) #8
  br label %34

34:                                               ; preds = %30, %22, %11
  %35 = load i8*, i8** %3, align 8
  %36 = load i32, i32* %4, align 4
  %37 = insertvalue { i8*, i32 } undef, i8* %35, 0
  %38 = insertvalue { i8*, i32 } %37, i32 %36, 1
  resume { i8*, i32 } %38
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Base*, align 8
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 8
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 8
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  call void @__clang_call_terminate(i8* %11) #10
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidC2Ei(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Mid*, align 8
  %4 = alloca i32, align 4
  store %struct.Mid* %0, %struct.Mid** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Mid*, %struct.Mid** %3, align 8
  %6 = bitcast %struct.Mid* %5 to %struct.Base*
  %7 = load i32, i32* %4, align 4
  call void @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
  %8 = bitcast %struct.Mid* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Mid*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Mid* %0, %struct.Mid** %2, align 8
  %5 = load %struct.Mid*, %struct.Mid** %2, align 8
  %6 = bitcast %struct.Mid* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0))
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = bitcast %struct.Mid* %5 to %struct.Base*
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %9) #8
  ret void

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  %14 = bitcast %struct.Mid* %5 to %struct.Base*
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %14) #8
  br label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %16) #10
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafC2Ei(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Leaf*, align 8
  %4 = alloca i32, align 4
  store %struct.Leaf* %0, %struct.Leaf** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Leaf*, %struct.Leaf** %3, align 8
  %6 = bitcast %struct.Leaf* %5 to %struct.Mid*
  %7 = load i32, i32* %4, align 4
  call void @_ZN3MidC2Ei(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
  %8 = bitcast %struct.Leaf* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Leaf*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Leaf* %0, %struct.Leaf** %2, align 8
  %5 = load %struct.Leaf*, %struct.Leaf** %2, align 8
  %6 = bitcast %struct.Leaf* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0))
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = bitcast %struct.Leaf* %5 to %struct.Mid*
  call void @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %9) #8
  ret void

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  %14 = bitcast %struct.Leaf* %5 to %struct.Mid*
  call void @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %14) #8
  br label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %16) #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Base4nameEv(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %3) #8
  %4 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK3Mid4nameEv(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Mid*, align 8
  store %struct.Mid* %0, %struct.Mid** %2, align 8
  %3 = load %struct.Mid*, %struct.Mid** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidD0Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Mid*, align 8
  store %struct.Mid* %0, %struct.Mid** %2, align 8
  %3 = load %struct.Mid*, %struct.Mid** %2, align 8
  call void @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %3) #8
  %4 = bitcast %struct.Mid* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Leaf4nameEv(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Leaf*, align 8
  store %struct.Leaf* %0, %struct.Leaf** %2, align 8
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafD0Ev(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Leaf*, align 8
  store %struct.Leaf* %0, %struct.Leaf** %2, align 8
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 8
  call void @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %3) #8
  %4 = bitcast %struct.Leaf* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

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

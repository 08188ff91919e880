; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Dog = type <{ %struct.Animal, i32, [4 x i8] }>
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

$_ZN3DogC2Ev = comdat any

$_ZN3CatC2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN3CatD2Ev = comdat any

$_ZN3DogD2Ev = comdat any

$_ZN6AnimalC2Ev = comdat any

$_ZN3DogD0Ev = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN6AnimalD0Ev = comdat any

$_ZN3CatD0Ev = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTS3Dog = comdat any

$_ZTI3Dog = comdat any

$_ZTV3Dog = comdat any

$_ZTV6Animal = comdat any

$_ZTV3Cat = comdat any

$_ZTS3Cat = comdat any

$_ZTI3Cat = comdat any

@.str = private unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Dog = linkonce_odr dso_local constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Dog, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 8
@_ZTISt8bad_cast = external constant i8*
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD2Ev to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD0Ev to i8*)] }, comdat, align 8
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*)] }, comdat, align 8
@_ZTV3Cat = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Cat to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD2Ev to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD0Ev to i8*)] }, comdat, align 8
@_ZTS3Cat = linkonce_odr dso_local constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Cat, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 8
  %3 = alloca %struct.Cat, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::bad_cast"*, align 8
  %7 = alloca %"class.std::exception"*, align 8
  store i32 0, i32* %1, align 4
  call void @_ZN3DogC2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %2) #8
  call void @_ZN3CatC2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #8
  %8 = bitcast %struct.Dog* %2 to %struct.Animal*
  %9 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %8)
          to label %10 unwind label %19

10:                                               ; preds = %0
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
          to label %12 unwind label %19

12:                                               ; preds = %10
  %13 = bitcast %struct.Cat* %3 to %struct.Animal*
  %14 = icmp eq %struct.Animal* %13, null
  br i1 %14, label %23, label %15

15:                                               ; preds = %12
  %16 = bitcast %struct.Animal* %13 to i8*
  %17 = call i8* @__dynamic_cast(i8* %16, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i64 0) #8
  %18 = bitcast i8* %17 to %struct.Dog*
  br label %24

19:                                               ; preds = %84, %54, %24, %10, %0
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %4, align 8
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %5, align 4
  br label %93

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23, %15
  %25 = phi %struct.Dog* [ %18, %15 ], [ null, %23 ]
  %26 = icmp eq %struct.Dog* %25, null
  %27 = zext i1 %26 to i32
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %27)
          to label %29 unwind label %19

29:                                               ; preds = %24
  %30 = bitcast %struct.Cat* %3 to %struct.Animal*
  %31 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %30)
          to label %32 unwind label %35

32:                                               ; preds = %29
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %31)
          to label %34 unwind label %35

34:                                               ; preds = %32
  br label %56

35:                                               ; preds = %32, %29
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %4, align 8
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %5, align 4
  br label %39

39:                                               ; preds = %35
  %40 = load i32, i32* %5, align 4
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #8
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %93

43:                                               ; preds = %39
  %44 = load i8*, i8** %4, align 8
  %45 = call i8* @__cxa_begin_catch(i8* %44) #8
  %46 = bitcast i8* %45 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %46, %"class.std::bad_cast"** %6, align 8
  %47 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %6, align 8
  %48 = bitcast %"class.std::bad_cast"* %47 to i8* (%"class.std::bad_cast"*)***
  %49 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %48, align 8
  %50 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %49, i64 2
  %51 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %50, align 8
  %52 = call noundef i8* %51(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %47) #8
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i8* noundef %52)
          to label %54 unwind label %60

54:                                               ; preds = %43
  invoke void @__cxa_end_catch()
          to label %55 unwind label %19

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55, %34
  %57 = bitcast %struct.Cat* %3 to %struct.Animal*
  %58 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %57)
          to label %59 unwind label %65

59:                                               ; preds = %56
  br label %86

60:                                               ; preds = %43
  %61 = landingpad { i8*, i32 }
          cleanup
  %62 = extractvalue { i8*, i32 } %61, 0
  store i8* %62, i8** %4, align 8
  %63 = extractvalue { i8*, i32 } %61, 1
  store i32 %63, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %64 unwind label %99

64:                                               ; preds = %60
  br label %93

65:                                               ; preds = %56
  %66 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %67 = extractvalue { i8*, i32 } %66, 0
  store i8* %67, i8** %4, align 8
  %68 = extractvalue { i8*, i32 } %66, 1
  store i32 %68, i32* %5, align 4
  br label %69

69:                                               ; preds = %65
  %70 = load i32, i32* %5, align 4
  %71 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #8
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %93

73:                                               ; preds = %69
  %74 = load i8*, i8** %4, align 8
  %75 = call i8* @__cxa_begin_catch(i8* %74) #8
  %76 = bitcast i8* %75 to %"class.std::exception"*
  store %"class.std::exception"* %76, %"class.std::exception"** %7, align 8
  %77 = load %"class.std::exception"*, %"class.std::exception"** %7, align 8
  %78 = bitcast %"class.std::exception"* %77 to i8* (%"class.std::exception"*)***
  %79 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %78, align 8
  %80 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %79, i64 2
  %81 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %80, align 8
  %82 = call noundef i8* %81(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %77) #8
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i8* noundef %82)
          to label %84 unwind label %88

84:                                               ; preds = %73
  invoke void @__cxa_end_catch()
          to label %85 unwind label %19

85:                                               ; preds = %84
  br label %86

86:                                               ; preds = %85, %59
  store i32 0, i32* %1, align 4
  call void @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %2) #8
  %87 = load i32, i32* %1, align 4
  ret i32 %87

88:                                               ; preds = %73
  %89 = landingpad { i8*, i32 }
          cleanup
  %90 = extractvalue { i8*, i32 } %89, 0
  store i8* %90, i8** %4, align 8
  %91 = extractvalue { i8*, i32 } %89, 1
  store i32 %91, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %92 unwind label %99

92:                                               ; preds = %88
  br label %93

93:                                               ; preds = %92, %69, %64, %39, %19
  call void @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %2) #8
  br label %94

94:                                               ; preds = %93
  %95 = load i8*, i8** %4, align 8
  %96 = load i32, i32* %5, align 4
  %97 = insertvalue { i8*, i32 } undef, i8* %95, 0
  %98 = insertvalue { i8*, i32 } %97, i32 %96, 1
  resume { i8*, i32 } %98

99:                                               ; preds = %88, %60
  %100 = landingpad { i8*, i32 }
          catch i8* null
  %101 = extractvalue { i8*, i32 } %100, 0
  call void @__clang_call_terminate(i8* %101) #9
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogC2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Dog*, align 8
  store %struct.Dog* %0, %struct.Dog** %2, align 8
  %3 = load %struct.Dog*, %struct.Dog** %2, align 8
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #8
  %5 = bitcast %struct.Dog* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Dog, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = getelementptr inbounds %struct.Dog, %struct.Dog* %3, i32 0, i32 1
  store i32 3, i32* %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatC2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Cat*, align 8
  store %struct.Cat* %0, %struct.Cat** %2, align 8
  %3 = load %struct.Cat*, %struct.Cat** %2, align 8
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #8
  %5 = bitcast %struct.Cat* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Cat, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) #3 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i8*
  %5 = call i8* @__dynamic_cast(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i64 0) #8
  %6 = bitcast i8* %5 to %struct.Dog*
  %7 = icmp eq %struct.Dog* %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  call void @__cxa_bad_cast() #10
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Dog, %struct.Dog* %6, i32 0, i32 1
  %11 = load i32, i32* %10, align 8
  ret i32 %11
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Cat*, align 8
  store %struct.Cat* %0, %struct.Cat** %2, align 8
  %3 = load %struct.Cat*, %struct.Cat** %2, align 8
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Dog*, align 8
  store %struct.Dog* %0, %struct.Dog** %2, align 8
  %3 = load %struct.Dog*, %struct.Dog** %2, align 8
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Dog*, align 8
  store %struct.Dog* %0, %struct.Dog** %2, align 8
  %3 = load %struct.Dog*, %struct.Dog** %2, align 8
  call void @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %3) #8
  %4 = bitcast %struct.Dog* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatD0Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Cat*, align 8
  store %struct.Cat* %0, %struct.Cat** %2, align 8
  %3 = load %struct.Cat*, %struct.Cat** %2, align 8
  call void @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %struct.Cat* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

declare void @__cxa_bad_cast()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nounwind readonly }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
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

; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

@.str = private unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr constant [8 x i8] c"6Animal\00", align 1
@_ZTI6Animal = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Dog = linkonce_odr constant [5 x i8] c"3Dog\00", align 1
@_ZTI3Dog = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Dog, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, align 4
@_ZTISt8bad_cast = external constant i8*
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i8* bitcast (%struct.Dog* (%struct.Dog*)* @_ZN3DogD1Ev to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD0Ev to i8*)] }, align 4
@_ZTV6Animal = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD1Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*)] }, align 4
@_ZTV3Cat = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Cat to i8*), i8* bitcast (%struct.Cat* (%struct.Cat*)* @_ZN3CatD1Ev to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD0Ev to i8*)] }, align 4
@_ZTS3Cat = linkonce_odr constant [5 x i8] c"3Cat\00", align 1
@_ZTI3Cat = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Cat, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 4
  %3 = alloca %struct.Cat, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::bad_cast"*, align 4
  %7 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  %8 = call noundef %struct.Dog* @_ZN3DogC1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #8
  %9 = call noundef %struct.Cat* @_ZN3CatC1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  %10 = bitcast %struct.Dog* %2 to %struct.Animal*
  %11 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %10)
          to label %12 unwind label %21

12:                                               ; preds = %0
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
          to label %14 unwind label %21

14:                                               ; preds = %12
  %15 = bitcast %struct.Cat* %3 to %struct.Animal*
  %16 = icmp eq %struct.Animal* %15, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  %18 = bitcast %struct.Animal* %15 to i8*
  %19 = call i8* @__dynamic_cast(i8* %18, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #8
  %20 = bitcast i8* %19 to %struct.Dog*
  br label %26

21:                                               ; preds = %86, %56, %26, %12, %0
  %22 = landingpad { i8*, i32 }
          cleanup
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %4, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %5, align 4
  br label %97

25:                                               ; preds = %14
  br label %26

26:                                               ; preds = %25, %17
  %27 = phi %struct.Dog* [ %20, %17 ], [ null, %25 ]
  %28 = icmp eq %struct.Dog* %27, null
  %29 = zext i1 %28 to i32
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %29)
          to label %31 unwind label %21

31:                                               ; preds = %26
  %32 = bitcast %struct.Cat* %3 to %struct.Animal*
  %33 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %32)
          to label %34 unwind label %37

34:                                               ; preds = %31
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %33)
          to label %36 unwind label %37

36:                                               ; preds = %34
  br label %58

37:                                               ; preds = %34, %31
  %38 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %4, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %5, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %5, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #8
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %97

45:                                               ; preds = %41
  %46 = load i8*, i8** %4, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #8
  %48 = bitcast i8* %47 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %48, %"class.std::bad_cast"** %6, align 4
  %49 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %6, align 4
  %50 = bitcast %"class.std::bad_cast"* %49 to i8* (%"class.std::bad_cast"*)***
  %51 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %50, align 4
  %52 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %51, i64 2
  %53 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %52, align 4
  %54 = call noundef i8* %53(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %49) #8
  %55 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i8* noundef %54)
          to label %56 unwind label %62

56:                                               ; preds = %45
  invoke void @__cxa_end_catch()
          to label %57 unwind label %21

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57, %36
  %59 = bitcast %struct.Cat* %3 to %struct.Animal*
  %60 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %59)
          to label %61 unwind label %67

61:                                               ; preds = %58
  br label %88

62:                                               ; preds = %45
  %63 = landingpad { i8*, i32 }
          cleanup
  %64 = extractvalue { i8*, i32 } %63, 0
  store i8* %64, i8** %4, align 4
  %65 = extractvalue { i8*, i32 } %63, 1
  store i32 %65, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %66 unwind label %105

66:                                               ; preds = %62
  br label %97

67:                                               ; preds = %58
  %68 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %69 = extractvalue { i8*, i32 } %68, 0
  store i8* %69, i8** %4, align 4
  %70 = extractvalue { i8*, i32 } %68, 1
  store i32 %70, i32* %5, align 4
  br label %71

71:                                               ; preds = %67
  %72 = load i32, i32* %5, align 4
  %73 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #8
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %97

75:                                               ; preds = %71
  %76 = load i8*, i8** %4, align 4
  %77 = call i8* @__cxa_begin_catch(i8* %76) #8
  %78 = bitcast i8* %77 to %"class.std::exception"*
  store %"class.std::exception"* %78, %"class.std::exception"** %7, align 4
  %79 = load %"class.std::exception"*, %"class.std::exception"** %7, align 4
  %80 = bitcast %"class.std::exception"* %79 to i8* (%"class.std::exception"*)***
  %81 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %80, align 4
  %82 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %81, i64 2
  %83 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %82, align 4
  %84 = call noundef i8* %83(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %79) #8
  %85 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i8* noundef %84)
          to label %86 unwind label %92

86:                                               ; preds = %75
  invoke void @__cxa_end_catch()
          to label %87 unwind label %21

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87, %61
  store i32 0, i32* %1, align 4
  %89 = call noundef %struct.Cat* @_ZN3CatD1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  %90 = call noundef %struct.Dog* @_ZN3DogD1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #8
  %91 = load i32, i32* %1, align 4
  ret i32 %91

92:                                               ; preds = %75
  %93 = landingpad { i8*, i32 }
          cleanup
  %94 = extractvalue { i8*, i32 } %93, 0
  store i8* %94, i8** %4, align 4
  %95 = extractvalue { i8*, i32 } %93, 1
  store i32 %95, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %96 unwind label %105

96:                                               ; preds = %92
  br label %97

97:                                               ; preds = %96, %71, %66, %41, %21
  %98 = call noundef %struct.Cat* @_ZN3CatD1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  %99 = call noundef %struct.Dog* @_ZN3DogD1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #8
  br label %100

100:                                              ; preds = %97
  %101 = load i8*, i8** %4, align 4
  %102 = load i32, i32* %5, align 4
  %103 = insertvalue { i8*, i32 } undef, i8* %101, 0
  %104 = insertvalue { i8*, i32 } %103, i32 %102, 1
  resume { i8*, i32 } %104

105:                                              ; preds = %92, %62
  %106 = landingpad { i8*, i32 }
          catch i8* null
  %107 = extractvalue { i8*, i32 } %106, 0
  call void @__clang_call_terminate(i8* %107) #9
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Dog* @_ZN3DogC1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = call noundef %struct.Dog* @_ZN3DogC2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Cat* @_ZN3CatC1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = call noundef %struct.Cat* @_ZN3CatC2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Cat* %3
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) #3 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i8*
  %5 = call i8* @__dynamic_cast(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #8
  %6 = bitcast i8* %5 to %struct.Dog*
  %7 = icmp eq %struct.Dog* %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  call void @__cxa_bad_cast() #10
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Dog, %struct.Dog* %6, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  ret i32 %11
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Cat* @_ZN3CatD1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = call noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Cat* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Dog* @_ZN3DogD1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = call noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Dog* @_ZN3DogC2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %struct.Dog* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Dog, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Dog, %struct.Dog* %3, i32 0, i32 1
  store i32 3, i32* %7, align 4
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN3DogD0Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = call noundef %struct.Dog* @_ZN3DogD1Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = bitcast %struct.Dog* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Cat* @_ZN3CatC2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %struct.Cat* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Cat, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Cat* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN3CatD0Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = call noundef %struct.Cat* @_ZN3CatD1Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.Cat* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

declare void @__cxa_bad_cast()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %struct.Cat* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %struct.Dog* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readonly }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}

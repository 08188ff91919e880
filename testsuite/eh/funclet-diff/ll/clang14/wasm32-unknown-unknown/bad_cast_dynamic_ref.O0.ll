; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

$_ZN3DogC2Ev = comdat any

$_ZN3CatC2Ev = comdat any

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
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Dog = linkonce_odr hidden constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Dog, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@_ZTISt8bad_cast = external constant i8*
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i8* bitcast (%struct.Dog* (%struct.Dog*)* @_ZN3DogD2Ev to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD0Ev to i8*)] }, comdat, align 4
@_ZTV6Animal = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*)] }, comdat, align 4
@_ZTV3Cat = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Cat to i8*), i8* bitcast (%struct.Cat* (%struct.Cat*)* @_ZN3CatD2Ev to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD0Ev to i8*)] }, comdat, align 4
@_ZTS3Cat = linkonce_odr hidden constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Cat, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 4
  %3 = alloca %struct.Cat, align 4
  %4 = alloca i8*, align 4
  %5 = alloca %"class.std::bad_cast"*, align 4
  %6 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  %7 = call noundef %struct.Dog* @_ZN3DogC2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #5
  %8 = call noundef %struct.Cat* @_ZN3CatC2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #5
  %9 = bitcast %struct.Dog* %2 to %struct.Animal*
  %10 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %9)
          to label %11 unwind label %92

11:                                               ; preds = %0
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %10)
          to label %13 unwind label %92

13:                                               ; preds = %11
  %14 = bitcast %struct.Cat* %3 to %struct.Animal*
  %15 = icmp eq %struct.Animal* %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = bitcast %struct.Animal* %14 to i8*
  %18 = call i8* @__dynamic_cast(i8* %17, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #5
  %19 = bitcast i8* %18 to %struct.Dog*
  br label %21

20:                                               ; preds = %13
  br label %21

21:                                               ; preds = %20, %16
  %22 = phi %struct.Dog* [ %19, %16 ], [ null, %20 ]
  %23 = icmp eq %struct.Dog* %22, null
  %24 = zext i1 %23 to i32
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24)
          to label %26 unwind label %92

26:                                               ; preds = %21
  %27 = bitcast %struct.Cat* %3 to %struct.Animal*
  %28 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %27)
          to label %29 unwind label %31

29:                                               ; preds = %26
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %28)
          to label %85 unwind label %31

31:                                               ; preds = %29, %26
  %32 = catchswitch within none [label %33] unwind label %92

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast (i8** @_ZTISt8bad_cast to i8*)]
  %35 = call i8* @llvm.wasm.get.exception(token %34)
  store i8* %35, i8** %4, align 4
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #5
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %33
  %40 = load i8*, i8** %4, align 4
  %41 = call i8* @__cxa_begin_catch(i8* %40) #5 [ "funclet"(token %34) ]
  %42 = bitcast i8* %41 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %42, %"class.std::bad_cast"** %5, align 4
  %43 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %5, align 4
  %44 = bitcast %"class.std::bad_cast"* %43 to i8* (%"class.std::bad_cast"*)***
  %45 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %44, align 4
  %46 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %45, i64 2
  %47 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %46, align 4
  %48 = call noundef i8* %47(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %43) #5 [ "funclet"(token %34) ]
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i8* noundef %48) [ "funclet"(token %34) ]
          to label %50 unwind label %86

50:                                               ; preds = %39
  invoke void @__cxa_end_catch() [ "funclet"(token %34) ]
          to label %51 unwind label %92

51:                                               ; preds = %50
  catchret from %34 to label %52

52:                                               ; preds = %51
  br label %54

53:                                               ; preds = %33
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %34) ]
          to label %98 unwind label %92

54:                                               ; preds = %52, %85
  %55 = bitcast %struct.Cat* %3 to %struct.Animal*
  %56 = invoke noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %55)
          to label %84 unwind label %57

57:                                               ; preds = %54
  %58 = catchswitch within none [label %59] unwind label %92

59:                                               ; preds = %57
  %60 = catchpad within %58 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %61 = call i8* @llvm.wasm.get.exception(token %60)
  store i8* %61, i8** %4, align 4
  %62 = call i32 @llvm.wasm.get.ehselector(token %60)
  %63 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #5
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %79

65:                                               ; preds = %59
  %66 = load i8*, i8** %4, align 4
  %67 = call i8* @__cxa_begin_catch(i8* %66) #5 [ "funclet"(token %60) ]
  %68 = bitcast i8* %67 to %"class.std::exception"*
  store %"class.std::exception"* %68, %"class.std::exception"** %6, align 4
  %69 = load %"class.std::exception"*, %"class.std::exception"** %6, align 4
  %70 = bitcast %"class.std::exception"* %69 to i8* (%"class.std::exception"*)***
  %71 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %70, align 4
  %72 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %71, i64 2
  %73 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %72, align 4
  %74 = call noundef i8* %73(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %69) #5 [ "funclet"(token %60) ]
  %75 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i8* noundef %74) [ "funclet"(token %60) ]
          to label %76 unwind label %89

76:                                               ; preds = %65
  invoke void @__cxa_end_catch() [ "funclet"(token %60) ]
          to label %77 unwind label %92

77:                                               ; preds = %76
  catchret from %60 to label %78

78:                                               ; preds = %77
  br label %80

79:                                               ; preds = %59
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %60) ]
          to label %98 unwind label %92

80:                                               ; preds = %78, %84
  store i32 0, i32* %1, align 4
  %81 = call noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #5
  %82 = call noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #5
  %83 = load i32, i32* %1, align 4
  ret i32 %83

84:                                               ; preds = %54
  br label %80

85:                                               ; preds = %29
  br label %54

86:                                               ; preds = %39
  %87 = cleanuppad within %34 []
  invoke void @__cxa_end_catch() [ "funclet"(token %87) ]
          to label %88 unwind label %99

88:                                               ; preds = %86
  cleanupret from %87 unwind label %92

89:                                               ; preds = %65
  %90 = cleanuppad within %60 []
  invoke void @__cxa_end_catch() [ "funclet"(token %90) ]
          to label %91 unwind label %101

91:                                               ; preds = %89
  cleanupret from %90 unwind label %92

92:                                               ; preds = %79, %91, %76, %57, %53, %88, %50, %31, %21, %11, %0
  %93 = cleanuppad within none []
  %94 = call noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %93) ]
  cleanupret from %93 unwind label %95

95:                                               ; preds = %92
  %96 = cleanuppad within none []
  %97 = call noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %2) #5 [ "funclet"(token %96) ]
  cleanupret from %96 unwind to caller

98:                                               ; preds = %79, %53
  unreachable

99:                                               ; preds = %86
  %100 = cleanuppad within %87 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %100) ]
  unreachable

101:                                              ; preds = %89
  %102 = cleanuppad within %90 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %102) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Dog* @_ZN3DogC2Ev(%struct.Dog* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #5
  %6 = bitcast %struct.Dog* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Dog, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Dog, %struct.Dog* %3, i32 0, i32 1
  store i32 3, i32* %7, align 4
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Cat* @_ZN3CatC2Ev(%struct.Cat* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #5
  %6 = bitcast %struct.Cat* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Cat, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Cat* %3
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) #3 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i8*
  %5 = call i8* @__dynamic_cast(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #5
  %6 = bitcast i8* %5 to %struct.Dog*
  %7 = icmp eq %struct.Dog* %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  call void @__cxa_bad_cast() #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Dog, %struct.Dog* %6, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  ret i32 %11
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #4

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = bitcast %struct.Cat* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #5
  ret %struct.Cat* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = bitcast %struct.Dog* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %4) #5
  ret %struct.Dog* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN3DogD0Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Dog*, align 4
  store %struct.Dog* %0, %struct.Dog** %2, align 4
  %3 = load %struct.Dog*, %struct.Dog** %2, align 4
  %4 = call noundef %struct.Dog* @_ZN3DogD2Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %3) #5
  %5 = bitcast %struct.Dog* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %3) #5
  %5 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN3CatD0Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Cat*, align 4
  store %struct.Cat* %0, %struct.Cat** %2, align 4
  %3 = load %struct.Cat*, %struct.Cat** %2, align 4
  %4 = call noundef %struct.Cat* @_ZN3CatD2Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %3) #5
  %5 = bitcast %struct.Cat* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

declare void @__cxa_bad_cast()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind readonly }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}

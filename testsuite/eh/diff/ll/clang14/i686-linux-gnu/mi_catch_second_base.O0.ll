; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.B = type { i32 (...)**, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }

$_ZN1DC2Ei = comdat any

$_ZN1DD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1DC2ERKS_ = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZThn8_NK1D4whoBEv = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZNK1A4whoAEv = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZNK1B4whoBEv = comdat any

$_ZN1AC2ERKS_ = comdat any

$_ZN1BC2ERKS_ = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1D = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1D = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTV1D = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoAEv to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoBEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZThn8_NK1D4whoBEv to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*), i8* bitcast (i8* (%struct.A*)* @_ZNK1A4whoAEv to i8*)] }, comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*), i8* bitcast (i8* (%struct.B*)* @_ZNK1B4whoBEv to i8*)] }, comdat, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.B*, align 4
  %5 = alloca %struct.D*, align 4
  %6 = alloca %struct.A*, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca %struct.A*, align 4
  %9 = alloca %struct.B*, align 4
  %10 = alloca %struct.D, align 4
  store i32 0, i32* %1, align 4
  %11 = call i8* @__cxa_allocate_exception(i32 20) #8
  %12 = bitcast i8* %11 to %struct.D*
  invoke void @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %12, i32 noundef 1)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #9
          to label %209 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %2, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %3, align 4
  call void @__cxa_free_exception(i8* %11) #8
  br label %22

18:                                               ; preds = %13
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %2, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %3, align 4
  br label %22

22:                                               ; preds = %18, %14
  %23 = load i32, i32* %3, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #8
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %201

26:                                               ; preds = %22
  %27 = load i8*, i8** %2, align 4
  %28 = call i8* @__cxa_begin_catch(i8* %27) #8
  %29 = bitcast i8* %28 to %struct.B*
  store %struct.B* %29, %struct.B** %4, align 4
  %30 = load %struct.B*, %struct.B** %4, align 4
  %31 = getelementptr inbounds %struct.B, %struct.B* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 4
  %33 = load %struct.B*, %struct.B** %4, align 4
  %34 = bitcast %struct.B* %33 to i8* (%struct.B*)***
  %35 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %34, align 4
  %36 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %35, i64 2
  %37 = load i8* (%struct.B*)*, i8* (%struct.B*)** %36, align 4
  %38 = invoke noundef i8* %37(%struct.B* noundef nonnull align 4 dereferenceable(8) %33)
          to label %39 unwind label %59

39:                                               ; preds = %26
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %32, i8* noundef %38)
          to label %41 unwind label %59

41:                                               ; preds = %39
  %42 = load %struct.B*, %struct.B** %4, align 4
  %43 = bitcast %struct.B* %42 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i32 -8
  %45 = bitcast i8* %44 to %struct.D*
  store %struct.D* %45, %struct.D** %5, align 4
  %46 = load %struct.D*, %struct.D** %5, align 4
  %47 = bitcast %struct.D* %46 to %struct.A*
  %48 = getelementptr inbounds %struct.A, %struct.A* %47, i32 0, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = load %struct.D*, %struct.D** %5, align 4
  %51 = getelementptr inbounds %struct.D, %struct.D* %50, i32 0, i32 2
  %52 = load i32, i32* %51, align 4
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %49, i32 noundef %52)
          to label %54 unwind label %59

54:                                               ; preds = %41
  call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %54
  %56 = call i8* @__cxa_allocate_exception(i32 20) #8
  %57 = bitcast i8* %56 to %struct.D*
  invoke void @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %57, i32 noundef 2)
          to label %58 unwind label %64

58:                                               ; preds = %55
  invoke void @__cxa_throw(i8* %56, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #9
          to label %209 unwind label %68

59:                                               ; preds = %41, %39, %26
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %2, align 4
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %206

63:                                               ; preds = %59
  br label %201

64:                                               ; preds = %55
  %65 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %66 = extractvalue { i8*, i32 } %65, 0
  store i8* %66, i8** %2, align 4
  %67 = extractvalue { i8*, i32 } %65, 1
  store i32 %67, i32* %3, align 4
  call void @__cxa_free_exception(i8* %56) #8
  br label %72

68:                                               ; preds = %58
  %69 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %70 = extractvalue { i8*, i32 } %69, 0
  store i8* %70, i8** %2, align 4
  %71 = extractvalue { i8*, i32 } %69, 1
  store i32 %71, i32* %3, align 4
  br label %72

72:                                               ; preds = %68, %64
  %73 = load i32, i32* %3, align 4
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %201

76:                                               ; preds = %72
  %77 = load i8*, i8** %2, align 4
  %78 = call i8* @__cxa_begin_catch(i8* %77) #8
  %79 = bitcast i8* %78 to %struct.A*
  store %struct.A* %79, %struct.A** %6, align 4
  %80 = load %struct.A*, %struct.A** %6, align 4
  %81 = getelementptr inbounds %struct.A, %struct.A* %80, i32 0, i32 1
  %82 = load i32, i32* %81, align 4
  %83 = load %struct.A*, %struct.A** %6, align 4
  %84 = bitcast %struct.A* %83 to i8* (%struct.A*)***
  %85 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %84, align 4
  %86 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %85, i64 2
  %87 = load i8* (%struct.A*)*, i8* (%struct.A*)** %86, align 4
  %88 = invoke noundef i8* %87(%struct.A* noundef nonnull align 4 dereferenceable(8) %83)
          to label %89 unwind label %95

89:                                               ; preds = %76
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %82, i8* noundef %88)
          to label %91 unwind label %95

91:                                               ; preds = %89
  call void @__cxa_end_catch()
  br label %92

92:                                               ; preds = %91
  call void @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 3)
  %93 = call i8* @__cxa_allocate_exception(i32 4) #8
  %94 = bitcast i8* %93 to %struct.D**
  store %struct.D* %7, %struct.D** %94, align 16
  invoke void @__cxa_throw(i8* %93, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #9
          to label %209 unwind label %100

95:                                               ; preds = %89, %76
  %96 = landingpad { i8*, i32 }
          cleanup
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %2, align 4
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %206

99:                                               ; preds = %95
  br label %201

100:                                              ; preds = %92
  %101 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)
  %102 = extractvalue { i8*, i32 } %101, 0
  store i8* %102, i8** %2, align 4
  %103 = extractvalue { i8*, i32 } %101, 1
  store i32 %103, i32* %3, align 4
  br label %104

104:                                              ; preds = %100
  %105 = load i32, i32* %3, align 4
  %106 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #8
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %200

108:                                              ; preds = %104
  %109 = load i8*, i8** %2, align 4
  %110 = call i8* @__cxa_begin_catch(i8* %109) #8
  %111 = bitcast i8* %110 to %struct.A*
  store %struct.A* %111, %struct.A** %8, align 4
  %112 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
          to label %113 unwind label %117

113:                                              ; preds = %108
  call void @__cxa_end_catch() #8
  br label %114

114:                                              ; preds = %113
  %115 = call i8* @__cxa_allocate_exception(i32 4) #8
  %116 = bitcast i8* %115 to %struct.D**
  store %struct.D* %7, %struct.D** %116, align 16
  invoke void @__cxa_throw(i8* %115, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #9
          to label %209 unwind label %121

117:                                              ; preds = %108
  %118 = landingpad { i8*, i32 }
          cleanup
  %119 = extractvalue { i8*, i32 } %118, 0
  store i8* %119, i8** %2, align 4
  %120 = extractvalue { i8*, i32 } %118, 1
  store i32 %120, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %200

121:                                              ; preds = %114
  %122 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %2, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %3, align 4
  br label %125

125:                                              ; preds = %121
  %126 = load i32, i32* %3, align 4
  %127 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #8
  %128 = icmp eq i32 %126, %127
  br i1 %128, label %129, label %200

129:                                              ; preds = %125
  %130 = load i8*, i8** %2, align 4
  %131 = call i8* @__cxa_begin_catch(i8* %130) #8
  %132 = bitcast i8* %131 to %struct.B*
  store %struct.B* %132, %struct.B** %9, align 4
  %133 = load %struct.B*, %struct.B** %9, align 4
  %134 = getelementptr inbounds %struct.B, %struct.B* %133, i32 0, i32 1
  %135 = load i32, i32* %134, align 4
  %136 = load %struct.B*, %struct.B** %9, align 4
  %137 = icmp eq %struct.D* %7, null
  br i1 %137, label %142, label %138

138:                                              ; preds = %129
  %139 = bitcast %struct.D* %7 to i8*
  %140 = getelementptr inbounds i8, i8* %139, i32 8
  %141 = bitcast i8* %140 to %struct.B*
  br label %142

142:                                              ; preds = %138, %129
  %143 = phi %struct.B* [ %141, %138 ], [ null, %129 ]
  %144 = icmp eq %struct.B* %136, %143
  %145 = zext i1 %144 to i32
  %146 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %135, i32 noundef %145)
          to label %147 unwind label %152

147:                                              ; preds = %142
  call void @__cxa_end_catch() #8
  br label %148

148:                                              ; preds = %147
  %149 = call i8* @__cxa_allocate_exception(i32 20) #8
  %150 = bitcast i8* %149 to %struct.D*
  invoke void @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %150, i32 noundef 4)
          to label %151 unwind label %156

151:                                              ; preds = %148
  invoke void @__cxa_throw(i8* %149, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #9
          to label %209 unwind label %160

152:                                              ; preds = %142
  %153 = landingpad { i8*, i32 }
          cleanup
  %154 = extractvalue { i8*, i32 } %153, 0
  store i8* %154, i8** %2, align 4
  %155 = extractvalue { i8*, i32 } %153, 1
  store i32 %155, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %200

156:                                              ; preds = %148
  %157 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)
  %158 = extractvalue { i8*, i32 } %157, 0
  store i8* %158, i8** %2, align 4
  %159 = extractvalue { i8*, i32 } %157, 1
  store i32 %159, i32* %3, align 4
  call void @__cxa_free_exception(i8* %149) #8
  br label %164

160:                                              ; preds = %151
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)
  %162 = extractvalue { i8*, i32 } %161, 0
  store i8* %162, i8** %2, align 4
  %163 = extractvalue { i8*, i32 } %161, 1
  store i32 %163, i32* %3, align 4
  br label %164

164:                                              ; preds = %160, %156
  %165 = load i32, i32* %3, align 4
  %166 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)) #8
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %200

168:                                              ; preds = %164
  %169 = load i8*, i8** %2, align 4
  %170 = call i8* @__cxa_get_exception_ptr(i8* %169) #8
  %171 = bitcast i8* %170 to %struct.D*
  invoke void @_ZN1DC2ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %10, %struct.D* noundef nonnull align 4 dereferenceable(20) %171)
          to label %172 unwind label %206

172:                                              ; preds = %168
  %173 = call i8* @__cxa_begin_catch(i8* %169) #8
  %174 = bitcast %struct.D* %10 to %struct.A*
  %175 = getelementptr inbounds %struct.A, %struct.A* %174, i32 0, i32 1
  %176 = load i32, i32* %175, align 4
  %177 = bitcast %struct.D* %10 to i8*
  %178 = getelementptr inbounds i8, i8* %177, i32 8
  %179 = bitcast i8* %178 to %struct.B*
  %180 = getelementptr inbounds %struct.B, %struct.B* %179, i32 0, i32 1
  %181 = load i32, i32* %180, align 4
  %182 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 2
  %183 = load i32, i32* %182, align 4
  %184 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i32 noundef %176, i32 noundef %181, i32 noundef %183)
          to label %185 unwind label %191

185:                                              ; preds = %172
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %10) #8
  invoke void @__cxa_end_catch()
          to label %186 unwind label %195

186:                                              ; preds = %185
  br label %187

187:                                              ; preds = %186
  %188 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %189 unwind label %195

189:                                              ; preds = %187
  store i32 0, i32* %1, align 4
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  %190 = load i32, i32* %1, align 4
  ret i32 %190

191:                                              ; preds = %172
  %192 = landingpad { i8*, i32 }
          cleanup
  %193 = extractvalue { i8*, i32 } %192, 0
  store i8* %193, i8** %2, align 4
  %194 = extractvalue { i8*, i32 } %192, 1
  store i32 %194, i32* %3, align 4
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %10) #8
  invoke void @__cxa_end_catch()
          to label %199 unwind label %206

195:                                              ; preds = %187, %185
  %196 = landingpad { i8*, i32 }
          cleanup
  %197 = extractvalue { i8*, i32 } %196, 0
  store i8* %197, i8** %2, align 4
  %198 = extractvalue { i8*, i32 } %196, 1
  store i32 %198, i32* %3, align 4
  br label %200

199:                                              ; preds = %191
  br label %200

200:                                              ; preds = %199, %195, %164, %152, %125, %117, %104
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  br label %201

201:                                              ; preds = %200, %99, %72, %63, %22
  %202 = load i8*, i8** %2, align 4
  %203 = load i32, i32* %3, align 4
  %204 = insertvalue { i8*, i32 } undef, i8* %202, 0
  %205 = insertvalue { i8*, i32 } %204, i32 %203, 1
  resume { i8*, i32 } %205

206:                                              ; preds = %191, %168, %95, %59
  %207 = landingpad { i8*, i32 }
          catch i8* null
  %208 = extractvalue { i8*, i32 } %207, 0
  call void @__clang_call_terminate(i8* %208) #10
  unreachable

209:                                              ; preds = %151, %114, %92, %58, %13
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %struct.D*, %struct.D** %3, align 4
  %8 = bitcast %struct.D* %7 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %8) #8
  %9 = bitcast %struct.D* %7 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 8
  %11 = bitcast i8* %10 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %11) #8
  %12 = bitcast %struct.D* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %12, align 4
  %13 = bitcast %struct.D* %7 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %15, align 4
  %16 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %17 = load i32, i32* %4, align 4
  store i32 %17, i32* %16, align 4
  %18 = load i32, i32* %4, align 4
  %19 = mul nsw i32 10, %18
  %20 = bitcast %struct.D* %7 to %struct.A*
  %21 = getelementptr inbounds %struct.A, %struct.A* %20, i32 0, i32 1
  store i32 %19, i32* %21, align 4
  %22 = load i32, i32* %4, align 4
  %23 = mul nsw i32 20, %22
  %24 = bitcast %struct.D* %7 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i32 8
  %26 = bitcast i8* %25 to %struct.B*
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 1
  store i32 %23, i32* %27, align 4
  %28 = load i32, i32* %4, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %28)
          to label %30 unwind label %31

30:                                               ; preds = %2
  ret void

31:                                               ; preds = %2
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %5, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %6, align 4
  %35 = bitcast %struct.D* %7 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i32 8
  %37 = bitcast i8* %36 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %37) #8
  %38 = bitcast %struct.D* %7 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %38) #8
  br label %39

39:                                               ; preds = %31
  %40 = load i8*, i8** %5, align 4
  %41 = load i32, i32* %6, align 4
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1
  resume { i8*, i32 } %43
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %5 = load %struct.D*, %struct.D** %2, align 4
  %6 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.D* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  %10 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %11 = load i32, i32* %10, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %11)
          to label %13 unwind label %18

13:                                               ; preds = %1
  %14 = bitcast %struct.D* %5 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %16) #8
  %17 = bitcast %struct.D* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %17) #8
  ret void

18:                                               ; preds = %1
  %19 = landingpad { i8*, i32 }
          catch i8* null
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  %22 = bitcast %struct.D* %5 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i32 8
  %24 = bitcast i8* %23 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %24) #8
  %25 = bitcast %struct.D* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %25) #8
  br label %26

26:                                               ; preds = %18
  %27 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %27) #10
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store %struct.D* %1, %struct.D** %4, align 4
  %7 = load %struct.D*, %struct.D** %3, align 4
  %8 = bitcast %struct.D* %7 to %struct.A*
  %9 = load %struct.D*, %struct.D** %4, align 4
  %10 = bitcast %struct.D* %9 to %struct.A*
  call void @_ZN1AC2ERKS_(%struct.A* noundef nonnull align 4 dereferenceable(8) %8, %struct.A* noundef nonnull align 4 dereferenceable(8) %10) #8
  %11 = bitcast %struct.D* %7 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to %struct.B*
  %14 = load %struct.D*, %struct.D** %4, align 4
  %15 = bitcast %struct.D* %14 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to %struct.B*
  call void @_ZN1BC2ERKS_(%struct.B* noundef nonnull align 4 dereferenceable(8) %13, %struct.B* noundef nonnull align 4 dereferenceable(8) %17) #8
  %18 = bitcast %struct.D* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %18, align 4
  %19 = bitcast %struct.D* %7 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %21, align 4
  %22 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %23 = load %struct.D*, %struct.D** %4, align 4
  %24 = getelementptr inbounds %struct.D, %struct.D* %23, i32 0, i32 2
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %22, align 4
  %26 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %27 = load i32, i32* %26, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i32 noundef %27)
          to label %29 unwind label %30

29:                                               ; preds = %2
  ret void

30:                                               ; preds = %2
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %5, align 4
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %6, align 4
  %34 = bitcast %struct.D* %7 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i32 8
  %36 = bitcast i8* %35 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %36) #8
  %37 = bitcast %struct.D* %7 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %37) #8
  br label %38

38:                                               ; preds = %30
  %39 = load i8*, i8** %5, align 4
  %40 = load i32, i32* %6, align 4
  %41 = insertvalue { i8*, i32 } undef, i8* %39, 0
  %42 = insertvalue { i8*, i32 } %41, i32 %40, 1
  resume { i8*, i32 } %42
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  store i32 2, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #8
  %4 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D4whoAEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZThn8_NK1D4whoBEv(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  %7 = tail call noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %6)
  ret i8* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %3) #8
  %4 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1A4whoAEv(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %3) #8
  %4 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1B4whoBEv(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2ERKS_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0, %struct.A* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  store %struct.A* %1, %struct.A** %4, align 4
  %5 = load %struct.A*, %struct.A** %3, align 4
  %6 = bitcast %struct.A* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.A, %struct.A* %5, i32 0, i32 1
  %8 = load %struct.A*, %struct.A** %4, align 4
  %9 = getelementptr inbounds %struct.A, %struct.A* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2ERKS_(%struct.B* noundef nonnull align 4 dereferenceable(8) %0, %struct.B* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.B*, align 4
  %4 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %3, align 4
  store %struct.B* %1, %struct.B** %4, align 4
  %5 = load %struct.B*, %struct.B** %3, align 4
  %6 = bitcast %struct.B* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.B, %struct.B* %5, i32 0, i32 1
  %8 = load %struct.B*, %struct.B** %4, align 4
  %9 = getelementptr inbounds %struct.B, %struct.B* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}

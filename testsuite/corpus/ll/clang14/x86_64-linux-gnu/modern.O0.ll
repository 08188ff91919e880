; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec2 = type { float, float }
%class.Owner = type { %struct.Bird* }
%struct.Bird = type { %struct.Animal.base, [4 x i8] }
%struct.Animal.base = type <{ i32 (...)**, i32 }>
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
%struct.Animal = type <{ i32 (...)**, i32, [4 x i8] }>
%class.anon = type { i32, i32 }
%class.anon.0 = type { i32, [3 x i32] }
%struct.Accum = type { i32 }
%class.Function = type { i8*, i32 (i8*, i32)*, void (i8*)* }
%class.Function.1 = type { i8*, double (i8*, double, double)*, void (i8*)* }
%class.anon.2 = type { i8 }
%class.anon.3 = type { %struct.Accum* }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i8 }
%class.anon.4 = type { i8 }
%class.anon.6 = type { i8 }

$_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_ = comdat any

$_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_ = comdat any

$_ZN5OwnerI4BirdEC2EOS1_ = comdat any

$_ZNK5OwnerI4BirdEcvbEv = comdat any

$_ZNK5OwnerI4BirdEptEv = comdat any

$_ZN4Vec2ixEi = comdat any

$_ZNK4Vec2eqES_ = comdat any

$_Z3fibi = comdat any

$_Z7sum_allIJiiiiEEDaDpT_ = comdat any

$_Z7sum_allIJdfEEDaDpT_ = comdat any

$_Z9print_allIJiclsEEvDpT_ = comdat any

$_Z8describeIiEPKcT_ = comdat any

$_Z8describeIdEPKcT_ = comdat any

$_Z8describeIPKcES1_T_ = comdat any

$_ZN7DoublerC2Ev = comdat any

$_ZN7CounterI7DoublerE3runEi = comdat any

$_Zor5ColorS_ = comdat any

$_ZNK6Animal10twice_legsEv = comdat any

$_ZN4BirdC2Ev = comdat any

$_ZN5AccumC2Ev = comdat any

$_ZN5Accum5adderEv = comdat any

$_ZNK8FunctionIFiiEEclEi = comdat any

$_ZN8FunctionIFiiEED2Ev = comdat any

$_ZNK8FunctionIFdddEEclEdd = comdat any

$_ZN8FunctionIFdddEED2Ev = comdat any

$_ZN4BirdD2Ev = comdat any

$_ZN5OwnerI4BirdED2Ev = comdat any

$_ZN7CounterI7DoublerEC2Ev = comdat any

$_ZN6AnimalC2Ev = comdat any

$_ZN4BirdD0Ev = comdat any

$_ZNK4Bird5soundEv = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN6AnimalD0Ev = comdat any

$_ZNK6Animal5soundEv = comdat any

$_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_ = comdat any

$_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_ = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i = comdat any

$_ZZN5Accum5adderEvENKUliE_clEi = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_ = comdat any

$_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_ = comdat any

$_ZN5OwnerI4BirdEC2EPS0_ = comdat any

$_ZN5OwnerI4BirdE5resetEv = comdat any

$__clang_call_terminate = comdat any

$_ZN7Doubler4stepEi = comdat any

$_ZTV4Bird = comdat any

$_ZTS4Bird = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTI4Bird = comdat any

$_ZTV6Animal = comdat any

@.str = private unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@.str.3 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"color %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", align 1
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Bird to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD2Ev to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD0Ev to i8*), i8* bitcast (i8* (%struct.Bird*)* @_ZNK4Bird5soundEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 8
@_ZTI4Bird = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Bird, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 8
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*), i8* bitcast (i8* (%struct.Animal*)* @_ZNK6Animal5soundEv to i8*)] }, comdat, align 8
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point3, align 4
  %7 = alloca { i64, i32 }, align 8
  %8 = alloca [3 x i32], align 4
  %9 = alloca [3 x i32]*, align 8
  %10 = alloca %struct.Vec2, align 4
  %11 = alloca %struct.Vec2, align 4
  %12 = alloca %struct.Vec2, align 4
  %13 = alloca %struct.Doubler, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i64, align 8
  %18 = alloca { i64, i64 }, align 8
  %19 = alloca { i64, i64 }, align 8
  %20 = alloca %struct.Bird, align 8
  %21 = alloca %struct.Animal*, align 8
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca %class.anon.0, align 4
  %25 = alloca %struct.Accum, align 4
  %26 = alloca %class.Function, align 8
  %27 = alloca %class.Function.1, align 8
  %28 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 8 %2)
  %29 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %30 unwind label %123

30:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %29) #11
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %32 unwind label %127

32:                                               ; preds = %30
  %33 = zext i1 %31 to i32
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %35 unwind label %127

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32
  %37 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %38 unwind label %127

38:                                               ; preds = %35
  %39 = bitcast %struct.Bird* %37 to i8* (%struct.Bird*)***
  %40 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %39, align 8
  %41 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, i64 2
  %42 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %41, align 8
  %43 = invoke noundef i8* %42(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %37)
          to label %44 unwind label %127

44:                                               ; preds = %38
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %33, i32 noundef %36, i8* noundef %43)
          to label %46 unwind label %127

46:                                               ; preds = %44
  %47 = invoke { i64, i32 } @_ZL10make_pointi(i32 noundef 7)
          to label %48 unwind label %127

48:                                               ; preds = %46
  store { i64, i32 } %47, { i64, i32 }* %7, align 8
  %49 = bitcast %struct.Point3* %6 to i8*
  %50 = bitcast { i64, i32 }* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %49, i8* align 8 %50, i64 12, i1 false)
  %51 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2
  %56 = load i32, i32* %55, align 4
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %52, i32 noundef %54, i32 noundef %56)
          to label %58 unwind label %127

58:                                               ; preds = %48
  %59 = bitcast [3 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %59, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false)
  store [3 x i32]* %8, [3 x i32]** %9, align 8
  %60 = load [3 x i32]*, [3 x i32]** %9, align 8
  %61 = getelementptr inbounds [3 x i32], [3 x i32]* %60, i64 0, i64 1
  store i32 50, i32* %61, align 4
  %62 = load [3 x i32]*, [3 x i32]** %9, align 8
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i64 0, i64 0
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds [3 x i32], [3 x i32]* %8, i64 0, i64 1
  %66 = load i32, i32* %65, align 4
  %67 = load [3 x i32]*, [3 x i32]** %9, align 8
  %68 = getelementptr inbounds [3 x i32], [3 x i32]* %67, i64 0, i64 2
  %69 = load i32, i32* %68, align 4
  %70 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %64, i32 noundef %66, i32 noundef %69)
          to label %71 unwind label %127

71:                                               ; preds = %58
  %72 = bitcast %struct.Vec2* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %72, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false)
  %73 = bitcast %struct.Vec2* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %73, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false)
  %74 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %11, i32 noundef 1)
          to label %75 unwind label %127

75:                                               ; preds = %71
  %76 = load float, float* %74, align 4
  %77 = fadd float %76, 1.000000e+00
  store float %77, float* %74, align 4
  %78 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0
  %79 = load float, float* %78, align 4
  %80 = fpext float %79 to double
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1
  %82 = load float, float* %81, align 4
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 0
  store float 2.500000e+00, float* %84, align 4
  %85 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 1
  store float 4.000000e+00, float* %85, align 4
  %86 = bitcast %struct.Vec2* %12 to <2 x float>*
  %87 = load <2 x float>, <2 x float>* %86, align 4
  %88 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, <2 x float> %87)
          to label %89 unwind label %127

89:                                               ; preds = %75
  %90 = zext i1 %88 to i32
  %91 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %92 unwind label %127

92:                                               ; preds = %89
  %93 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i64 0, i64 0), double noundef %80, double noundef %83, i32 noundef %90, i32 noundef %91)
          to label %94 unwind label %127

94:                                               ; preds = %92
  %95 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %96 unwind label %127

96:                                               ; preds = %94
  %97 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %98 unwind label %127

98:                                               ; preds = %96
  %99 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %95, double noundef %97)
          to label %100 unwind label %127

100:                                              ; preds = %98
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i64 noundef 3, i16 noundef signext -4)
          to label %101 unwind label %127

101:                                              ; preds = %100
  %102 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %103 unwind label %127

103:                                              ; preds = %101
  %104 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %105 unwind label %127

105:                                              ; preds = %103
  %106 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
          to label %107 unwind label %127

107:                                              ; preds = %105
  %108 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i8* noundef %102, i8* noundef %104, i8* noundef %106)
          to label %109 unwind label %127

109:                                              ; preds = %107
  call void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %13) #11
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  br label %110

110:                                              ; preds = %120, %109
  %111 = load i32, i32* %15, align 4
  %112 = icmp slt i32 %111, 4
  br i1 %112, label %113, label %131

113:                                              ; preds = %110
  %114 = bitcast %struct.Doubler* %13 to %struct.Counter*
  %115 = load i32, i32* %15, align 4
  %116 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %114, i32 noundef %115)
          to label %117 unwind label %127

117:                                              ; preds = %113
  %118 = load i32, i32* %14, align 4
  %119 = add nsw i32 %118, %116
  store i32 %119, i32* %14, align 4
  br label %120

120:                                              ; preds = %117
  %121 = load i32, i32* %15, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %15, align 4
  br label %110, !llvm.loop !6

123:                                              ; preds = %0
  %124 = landingpad { i8*, i32 }
          cleanup
  %125 = extractvalue { i8*, i32 } %124, 0
  store i8* %125, i8** %4, align 8
  %126 = extractvalue { i8*, i32 } %124, 1
  store i32 %126, i32* %5, align 4
  br label %248

127:                                              ; preds = %143, %139, %137, %131, %113, %107, %105, %103, %101, %100, %98, %96, %94, %92, %89, %75, %71, %58, %48, %46, %44, %38, %35, %32, %30
  %128 = landingpad { i8*, i32 }
          cleanup
  %129 = extractvalue { i8*, i32 } %128, 0
  store i8* %129, i8** %4, align 8
  %130 = extractvalue { i8*, i32 } %128, 1
  store i32 %130, i32* %5, align 4
  br label %247

131:                                              ; preds = %110
  %132 = load i32, i32* %14, align 4
  %133 = bitcast %struct.Doubler* %13 to %struct.Counter*
  %134 = getelementptr inbounds %struct.Counter, %struct.Counter* %133, i32 0, i32 0
  %135 = load i32, i32* %134, align 4
  %136 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %132, i32 noundef %135)
          to label %137 unwind label %127

137:                                              ; preds = %131
  %138 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %139 unwind label %127

139:                                              ; preds = %137
  store i8 %138, i8* %16, align 1
  %140 = load i8, i8* %16, align 1
  %141 = zext i8 %140 to i32
  %142 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef %141)
          to label %143 unwind label %127

143:                                              ; preds = %139
  store i64 8, i64* %17, align 8
  store { i64, i64 } { i64 17, i64 0 }, { i64, i64 }* %18, align 8
  store { i64, i64 } { i64 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i64), i64 0 }, { i64, i64 }* %19, align 8
  invoke void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %20)
          to label %144 unwind label %127

144:                                              ; preds = %143
  %145 = bitcast %struct.Bird* %20 to %struct.Animal*
  store %struct.Animal* %145, %struct.Animal** %21, align 8
  %146 = load %struct.Animal*, %struct.Animal** %21, align 8
  %147 = load i64, i64* %17, align 8
  %148 = bitcast %struct.Animal* %146 to i8*
  %149 = getelementptr inbounds i8, i8* %148, i64 %147
  %150 = bitcast i8* %149 to i32*
  %151 = load i32, i32* %150, align 4
  %152 = load %struct.Animal*, %struct.Animal** %21, align 8
  %153 = load { i64, i64 }, { i64, i64 }* %18, align 8
  %154 = extractvalue { i64, i64 } %153, 1
  %155 = bitcast %struct.Animal* %152 to i8*
  %156 = getelementptr inbounds i8, i8* %155, i64 %154
  %157 = bitcast i8* %156 to %struct.Animal*
  %158 = extractvalue { i64, i64 } %153, 0
  %159 = and i64 %158, 1
  %160 = icmp ne i64 %159, 0
  br i1 %160, label %161, label %168

161:                                              ; preds = %144
  %162 = bitcast %struct.Animal* %157 to i8**
  %163 = load i8*, i8** %162, align 8
  %164 = sub i64 %158, 1
  %165 = getelementptr i8, i8* %163, i64 %164, !nosanitize !8
  %166 = bitcast i8* %165 to i8* (%struct.Animal*)**, !nosanitize !8
  %167 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %166, align 8, !nosanitize !8
  br label %170

168:                                              ; preds = %144
  %169 = inttoptr i64 %158 to i8* (%struct.Animal*)*
  br label %170

170:                                              ; preds = %168, %161
  %171 = phi i8* (%struct.Animal*)* [ %167, %161 ], [ %169, %168 ]
  %172 = invoke noundef i8* %171(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %157)
          to label %173 unwind label %190

173:                                              ; preds = %170
  %174 = bitcast %struct.Bird* %20 to %struct.Animal*
  %175 = load { i64, i64 }, { i64, i64 }* %19, align 8
  %176 = extractvalue { i64, i64 } %175, 1
  %177 = bitcast %struct.Animal* %174 to i8*
  %178 = getelementptr inbounds i8, i8* %177, i64 %176
  %179 = bitcast i8* %178 to %struct.Animal*
  %180 = extractvalue { i64, i64 } %175, 0
  %181 = and i64 %180, 1
  %182 = icmp ne i64 %181, 0
  br i1 %182, label %183, label %194

183:                                              ; preds = %173
  %184 = bitcast %struct.Animal* %179 to i8**
  %185 = load i8*, i8** %184, align 8
  %186 = sub i64 %180, 1
  %187 = getelementptr i8, i8* %185, i64 %186, !nosanitize !8
  %188 = bitcast i8* %187 to i32 (%struct.Animal*)**, !nosanitize !8
  %189 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %188, align 8, !nosanitize !8
  br label %196

190:                                              ; preds = %229, %224, %222, %220, %218, %201, %199, %196, %170
  %191 = landingpad { i8*, i32 }
          cleanup
  %192 = extractvalue { i8*, i32 } %191, 0
  store i8* %192, i8** %4, align 8
  %193 = extractvalue { i8*, i32 } %191, 1
  store i32 %193, i32* %5, align 4
  br label %246

194:                                              ; preds = %173
  %195 = inttoptr i64 %180 to i32 (%struct.Animal*)*
  br label %196

196:                                              ; preds = %194, %183
  %197 = phi i32 (%struct.Animal*)* [ %189, %183 ], [ %195, %194 ]
  %198 = invoke noundef i32 %197(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %179)
          to label %199 unwind label %190

199:                                              ; preds = %196
  %200 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %151, i8* noundef %172, i32 noundef %198)
          to label %201 unwind label %190

201:                                              ; preds = %199
  store i32 10, i32* %22, align 4
  %202 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 0
  store i32 0, i32* %202, align 4
  %203 = getelementptr inbounds %class.anon, %class.anon* %23, i32 0, i32 1
  %204 = load i32, i32* %22, align 4
  store i32 %204, i32* %203, align 4
  %205 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %23)
          to label %206 unwind label %190

206:                                              ; preds = %201
  %207 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 0
  %208 = load i32, i32* %22, align 4
  store i32 %208, i32* %207, align 4
  %209 = getelementptr inbounds %class.anon.0, %class.anon.0* %24, i32 0, i32 1
  %210 = getelementptr inbounds [3 x i32], [3 x i32]* %209, i64 0, i64 0
  br label %211

211:                                              ; preds = %211, %206
  %212 = phi i64 [ 0, %206 ], [ %216, %211 ]
  %213 = getelementptr inbounds i32, i32* %210, i64 %212
  %214 = getelementptr inbounds [3 x i32], [3 x i32]* %8, i64 0, i64 %212
  %215 = load i32, i32* %214, align 4
  store i32 %215, i32* %213, align 4
  %216 = add nuw i64 %212, 1
  %217 = icmp eq i64 %216, 3
  br i1 %217, label %218, label %211

218:                                              ; preds = %211
  %219 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %23)
          to label %220 unwind label %190

220:                                              ; preds = %218
  %221 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %24)
          to label %222 unwind label %190

222:                                              ; preds = %220
  %223 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %219, i32 noundef %221)
          to label %224 unwind label %190

224:                                              ; preds = %222
  call void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %25) #11
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 8 %26, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %25)
          to label %225 unwind label %190

225:                                              ; preds = %224
  %226 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %26, i32 noundef 5)
          to label %227 unwind label %238

227:                                              ; preds = %225
  %228 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %26, i32 noundef 6)
          to label %229 unwind label %238

229:                                              ; preds = %227
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %26) #11
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %27)
          to label %230 unwind label %190

230:                                              ; preds = %229
  %231 = getelementptr inbounds %struct.Accum, %struct.Accum* %25, i32 0, i32 0
  %232 = load i32, i32* %231, align 4
  %233 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %27, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %234 unwind label %242

234:                                              ; preds = %230
  %235 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %232, double noundef %233)
          to label %236 unwind label %242

236:                                              ; preds = %234
  store i32 0, i32* %1, align 4
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %27) #11
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %20) #11
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #11
  %237 = load i32, i32* %1, align 4
  ret i32 %237

238:                                              ; preds = %227, %225
  %239 = landingpad { i8*, i32 }
          cleanup
  %240 = extractvalue { i8*, i32 } %239, 0
  store i8* %240, i8** %4, align 8
  %241 = extractvalue { i8*, i32 } %239, 1
  store i32 %241, i32* %5, align 4
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %26) #11
  br label %246

242:                                              ; preds = %234, %230
  %243 = landingpad { i8*, i32 }
          cleanup
  %244 = extractvalue { i8*, i32 } %243, 0
  store i8* %244, i8** %4, align 8
  %245 = extractvalue { i8*, i32 } %243, 1
  store i32 %245, i32* %5, align 4
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %27) #11
  br label %246

246:                                              ; preds = %242, %238, %190
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %20) #11
  br label %247

247:                                              ; preds = %246, %127
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #11
  br label %248

248:                                              ; preds = %247, %123
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #11
  br label %249

249:                                              ; preds = %248
  %250 = load i8*, i8** %4, align 8
  %251 = load i32, i32* %5, align 4
  %252 = insertvalue { i8*, i32 } undef, i8* %250, 0
  %253 = insertvalue { i8*, i32 } %252, i32 %251, 1
  resume { i8*, i32 } %253
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 8 %0) #1 comdat {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 8
  %5 = call i8* @malloc(i64 noundef 16)
  store i8* %5, i8** %3, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = bitcast i8* %6 to %struct.Bird*
  call void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %7)
  call void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  ret %class.Owner* %3
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %class.Owner* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  store %class.Owner* %1, %class.Owner** %4, align 8
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %class.Owner*, %class.Owner** %4, align 8
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8
  store %struct.Bird* %9, %struct.Bird** %6, align 8
  %10 = load %class.Owner*, %class.Owner** %4, align 8
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %11, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  ret %struct.Bird* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal { i64, i32 } @_ZL10make_pointi(i32 noundef %0) #2 {
  %2 = alloca %struct.Point3, align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, i32* %3, align 4
  %5 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 0
  %6 = load i32, i32* %3, align 4
  store i32 %6, i32* %5, align 4
  %7 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, i32* %7, align 4
  %10 = getelementptr inbounds %struct.Point3, %struct.Point3* %2, i32 0, i32 2
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, i32* %10, align 4
  %13 = bitcast { i64, i32 }* %4 to i8*
  %14 = bitcast %struct.Point3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 4 %14, i64 12, i1 false)
  %15 = load { i64, i32 }, { i64, i32 }* %4, align 8
  ret { i64, i32 } %15
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 8
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  br label %12

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ]
  ret float* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, <2 x float> %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to <2 x float>*
  store <2 x float> %1, <2 x float>* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = fcmp oeq float %8, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fcmp oeq float %14, %16
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ]
  ret i1 %19
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %8, align 4
  %13 = add nsw i32 %12, 0
  %14 = add nsw i32 %11, %13
  %15 = add nsw i32 %10, %14
  %16 = add nsw i32 %9, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  store float %1, float* %4, align 4
  %5 = load double, double* %3, align 8
  %6 = load float, float* %4, align 4
  %7 = fadd float %6, 0.000000e+00
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  ret double %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i64 noundef %2, i16 noundef signext %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store i64 %2, i64* %7, align 8
  store i16 %3, i16* %8, align 2
  %9 = load i32, i32* %5, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %9)
  %11 = load i8, i8* %6, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %12)
  %14 = load i64, i64* %7, align 8
  %15 = trunc i64 %14 to i32
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %15)
  %17 = load i16, i16* %8, align 2
  %18 = sext i16 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %18)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0)
  ret i8* %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #2 comdat {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Doubler*, align 8
  store %struct.Doubler* %0, %struct.Doubler** %2, align 8
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 8
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*
  call void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca %struct.Counter*, align 8
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %3, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #11
  %5 = bitcast %struct.Bird* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = bitcast %struct.Bird* %3 to %struct.Animal*
  %7 = getelementptr inbounds %struct.Animal, %struct.Animal* %6, i32 0, i32 1
  store i32 2, i32* %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  %3 = load %class.anon*, %class.anon** %2, align 8
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca %class.anon.0*, align 8
  store %class.anon.0* %0, %class.anon.0** %2, align 8
  %3 = load %class.anon.0*, %class.anon.0** %2, align 8
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Accum*, align 8
  store %struct.Accum* %0, %struct.Accum** %2, align 8
  %3 = load %struct.Accum*, %struct.Accum** %2, align 8
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 8 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Accum*, align 8
  %5 = alloca %class.anon.3, align 8
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 8
  store %struct.Accum* %1, %struct.Accum** %4, align 8
  %7 = load %struct.Accum*, %struct.Accum** %4, align 8
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  store %struct.Accum* %7, %struct.Accum** %8, align 8
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %10 = load %struct.Accum*, %struct.Accum** %9, align 8
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, %struct.Accum* %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca %class.Function*, align 8
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.Function*, %class.Function** %3, align 8
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 8
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 8
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %class.Function*, align 8
  store %class.Function* %0, %class.Function** %2, align 8
  %3 = load %class.Function*, %class.Function** %2, align 8
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 8
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null
  %16 = extractvalue { i8*, i32 } %15, 0
  call void @__clang_call_terminate(i8* %16) #12
  unreachable
}

; Function Attrs: noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 align 2 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 8
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 8
  %6 = load %class.Function.1*, %class.Function.1** %3, align 8
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* null, i8** %7, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 8
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %9, align 8
  %10 = call i8* @malloc(i64 noundef 1)
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2)
  %13 = bitcast %class.anon.2* %11 to i8*
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* %13, i8** %14, align 8
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #11
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 8
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #11
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* %17, void (i8*)** %18, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.Function.1*, %class.Function.1** %4, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 8
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  %12 = load double, double* %5, align 8
  %13 = load double, double* %6, align 8
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %class.Function.1*, align 8
  store %class.Function.1* %0, %class.Function.1** %2, align 8
  %3 = load %class.Function.1*, %class.Function.1** %2, align 8
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %5 = load void (i8*)*, void (i8*)** %4, align 8
  %6 = icmp ne void (i8*)* %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2
  %9 = load void (i8*)*, void (i8*)** %8, align 8
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0
  %11 = load i8*, i8** %10, align 8
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null
  %16 = extractvalue { i8*, i32 } %15, 0
  call void @__clang_call_terminate(i8* %16) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  call void @__clang_call_terminate(i8* %7) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  store i32 4, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %3) #11
  %4 = bitcast %struct.Bird* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %3) #11
  %4 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, %struct.Accum* %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca %class.Function*, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  store %struct.Accum* %1, %struct.Accum** %7, align 8
  store %class.Function* %0, %class.Function** %4, align 8
  %8 = load %class.Function*, %class.Function** %4, align 8
  %9 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* null, i8** %9, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %10, align 8
  %11 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %11, align 8
  %12 = call i8* @malloc(i64 noundef 8)
  %13 = bitcast i8* %12 to %class.anon.3*
  %14 = call noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %3)
  %15 = bitcast %class.anon.3* %13 to i8*
  %16 = bitcast %class.anon.3* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false)
  %17 = bitcast %class.anon.3* %13 to i8*
  %18 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* %17, i8** %18, align 8
  %19 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #11
  %20 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* %19, i32 (i8*, i32)** %20, align 8
  %21 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #11
  %22 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* %21, void (i8*)** %22, align 8
  ret void
}

declare i8* @malloc(i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %class.anon.3*, align 8
  store %class.anon.3* %0, %class.anon.3** %2, align 8
  %3 = load %class.anon.3*, %class.anon.3** %2, align 8
  ret %class.anon.3* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.4*, align 8
  store %class.anon.4* %0, %class.anon.4** %2, align 8
  %3 = load %class.anon.4*, %class.anon.4** %2, align 8
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %class.anon.6*, align 8
  store %class.anon.6* %0, %class.anon.6** %2, align 8
  %3 = load %class.anon.6*, %class.anon.6** %2, align 8
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca %class.anon.4*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.4*, %class.anon.4** %4, align 8
  %8 = load i8*, i8** %5, align 8
  %9 = bitcast i8* %8 to %class.anon.3*
  %10 = load i32, i32* %6, align 4
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca %class.anon.3*, align 8
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.3*, %class.anon.3** %3, align 8
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 8
  %8 = load i32, i32* %4, align 4
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, i32* %9, align 4
  ret i32 %11
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat align 2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 comdat align 2 {
  %3 = alloca %class.anon.6*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.6* %0, %class.anon.6** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %class.anon.6*, %class.anon.6** %3, align 8
  %6 = load i8*, i8** %4, align 8
  %7 = bitcast i8* %6 to %class.anon.3*
  %8 = load i8*, i8** %4, align 8
  call void @free(i8* noundef %8)
  ret void
}

declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %struct.Bird*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  store %struct.Bird* %1, %struct.Bird** %4, align 8
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %struct.Bird*, %struct.Bird** %4, align 8
  store %struct.Bird* %7, %struct.Bird** %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8
  %6 = icmp ne %struct.Bird* %5, null
  br i1 %6, label %7, label %18

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8
  %10 = bitcast %struct.Bird* %9 to void (%struct.Bird*)***
  %11 = load void (%struct.Bird*)**, void (%struct.Bird*)*** %10, align 8
  %12 = getelementptr inbounds void (%struct.Bird*)*, void (%struct.Bird*)** %11, i64 0
  %13 = load void (%struct.Bird*)*, void (%struct.Bird*)** %12, align 8
  call void %13(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %9) #11
  %14 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %15 = load %struct.Bird*, %struct.Bird** %14, align 8
  %16 = bitcast %struct.Bird* %15 to i8*
  call void @free(i8* noundef %16)
  %17 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %17, align 8
  br label %18

18:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #11
  call void @_ZSt9terminatev() #12
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca %struct.Doubler*, align 8
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8
  ret %class.anon.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.8*, align 8
  store %class.anon.8* %0, %class.anon.8** %2, align 8
  %3 = load %class.anon.8*, %class.anon.8** %2, align 8
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.10*, align 8
  store %class.anon.10* %0, %class.anon.10** %2, align 8
  %3 = load %class.anon.10*, %class.anon.10** %2, align 8
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 {
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load i8*, i8** %4, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca %class.anon.8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 8
  store i8* %1, i8** %6, align 8
  store double %2, double* %7, align 8
  store double %3, double* %8, align 8
  %9 = load %class.anon.8*, %class.anon.8** %5, align 8
  %10 = load i8*, i8** %6, align 8
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = load double, double* %7, align 8
  %13 = load double, double* %8, align 8
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca %class.anon.2*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.2*, %class.anon.2** %4, align 8
  %8 = load double, double* %5, align 8
  %9 = load double, double* %5, align 8
  %10 = load double, double* %6, align 8
  %11 = load double, double* %6, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 align 2 {
  %3 = alloca %class.anon.10*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.10* %0, %class.anon.10** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %class.anon.10*, %class.anon.10** %3, align 8
  %6 = load i8*, i8** %4, align 8
  %7 = bitcast i8* %6 to %class.anon.2*
  %8 = load i8*, i8** %4, align 8
  call void @free(i8* noundef %8)
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{}

; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Vec2 = type { float, float }
%class.Owner = type { %struct.Bird* }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { i32 (...)**, i32 }
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
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
@_ZTV4Bird = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Bird to i8*), i8* bitcast (%struct.Bird* (%struct.Bird*)* @_ZN4BirdD2Ev to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD0Ev to i8*), i8* bitcast (i8* (%struct.Bird*)* @_ZNK4Bird5soundEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Bird = linkonce_odr hidden constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 4
@_ZTI4Bird = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Bird, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@_ZTV6Animal = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*), i8* bitcast (i8* (%struct.Animal*)* @_ZNK6Animal5soundEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca [3 x i32]*, align 4
  %7 = alloca %struct.Vec2, align 4
  %8 = alloca %struct.Vec2, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Doubler, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca { i32, i32 }, align 4
  %16 = alloca { i32, i32 }, align 4
  %17 = alloca %struct.Bird, align 4
  %18 = alloca %struct.Animal*, align 4
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 4
  %24 = alloca %class.Function.1, align 4
  %25 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2)
  %26 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %240

27:                                               ; preds = %0
  %28 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %26) #9
  %29 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %30 unwind label %237

30:                                               ; preds = %27
  %31 = zext i1 %29 to i32
  %32 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %33 unwind label %237

33:                                               ; preds = %30
  %34 = zext i1 %32 to i32
  %35 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %36 unwind label %237

36:                                               ; preds = %33
  %37 = bitcast %struct.Bird* %35 to i8* (%struct.Bird*)***
  %38 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %37, align 4
  %39 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %38, i64 2
  %40 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %39, align 4
  %41 = invoke noundef i8* %40(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %35)
          to label %42 unwind label %237

42:                                               ; preds = %36
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %31, i32 noundef %34, i8* noundef %41)
          to label %44 unwind label %237

44:                                               ; preds = %42
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %45 unwind label %237

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2
  %51 = load i32, i32* %50, align 4
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %47, i32 noundef %49, i32 noundef %51)
          to label %53 unwind label %237

53:                                               ; preds = %45
  %54 = bitcast [3 x i32]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %54, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false)
  store [3 x i32]* %5, [3 x i32]** %6, align 4
  %55 = load [3 x i32]*, [3 x i32]** %6, align 4
  %56 = getelementptr inbounds [3 x i32], [3 x i32]* %55, i32 0, i32 1
  store i32 50, i32* %56, align 4
  %57 = load [3 x i32]*, [3 x i32]** %6, align 4
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 0
  %59 = load i32, i32* %58, align 4
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 1
  %61 = load i32, i32* %60, align 4
  %62 = load [3 x i32]*, [3 x i32]** %6, align 4
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i32 0, i32 2
  %64 = load i32, i32* %63, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %59, i32 noundef %61, i32 noundef %64)
          to label %66 unwind label %237

66:                                               ; preds = %53
  %67 = bitcast %struct.Vec2* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %67, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false)
  %68 = bitcast %struct.Vec2* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false)
  %69 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %70 unwind label %237

70:                                               ; preds = %66
  %71 = load float, float* %69, align 4
  %72 = fadd float %71, 1.000000e+00
  store float %72, float* %69, align 4
  %73 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %74 = load float, float* %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1
  %77 = load float, float* %76, align 4
  %78 = fpext float %77 to double
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0
  store float 2.500000e+00, float* %79, align 4
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1
  store float 4.000000e+00, float* %80, align 4
  %81 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %7, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %9)
          to label %82 unwind label %237

82:                                               ; preds = %70
  %83 = zext i1 %81 to i32
  %84 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %85 unwind label %237

85:                                               ; preds = %82
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %75, double noundef %78, i32 noundef %83, i32 noundef %84)
          to label %87 unwind label %237

87:                                               ; preds = %85
  %88 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %89 unwind label %237

89:                                               ; preds = %87
  %90 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %91 unwind label %237

91:                                               ; preds = %89
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %88, double noundef %90)
          to label %93 unwind label %237

93:                                               ; preds = %91
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %94 unwind label %237

94:                                               ; preds = %93
  %95 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %96 unwind label %237

96:                                               ; preds = %94
  %97 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %98 unwind label %237

98:                                               ; preds = %96
  %99 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %100 unwind label %237

100:                                              ; preds = %98
  %101 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %95, i8* noundef %97, i8* noundef %99)
          to label %102 unwind label %237

102:                                              ; preds = %100
  %103 = call noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %10) #9
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %104

104:                                              ; preds = %114, %102
  %105 = load i32, i32* %12, align 4
  %106 = icmp slt i32 %105, 4
  br i1 %106, label %107, label %117

107:                                              ; preds = %104
  %108 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %109 = load i32, i32* %12, align 4
  %110 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %108, i32 noundef %109)
          to label %111 unwind label %237

111:                                              ; preds = %107
  %112 = load i32, i32* %11, align 4
  %113 = add nsw i32 %112, %110
  store i32 %113, i32* %11, align 4
  br label %114

114:                                              ; preds = %111
  %115 = load i32, i32* %12, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %12, align 4
  br label %104, !llvm.loop !2

117:                                              ; preds = %104
  %118 = load i32, i32* %11, align 4
  %119 = bitcast %struct.Doubler* %10 to %struct.Counter*
  %120 = getelementptr inbounds %struct.Counter, %struct.Counter* %119, i32 0, i32 0
  %121 = load i32, i32* %120, align 4
  %122 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %118, i32 noundef %121)
          to label %123 unwind label %237

123:                                              ; preds = %117
  %124 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %125 unwind label %237

125:                                              ; preds = %123
  store i8 %124, i8* %13, align 1
  %126 = load i8, i8* %13, align 1
  %127 = zext i8 %126 to i32
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %127)
          to label %129 unwind label %237

129:                                              ; preds = %125
  store i32 4, i32* %14, align 4
  store { i32, i32 } { i32 8, i32 1 }, { i32, i32 }* %15, align 4
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %16, align 4
  %130 = invoke noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17)
          to label %131 unwind label %237

131:                                              ; preds = %129
  %132 = bitcast %struct.Bird* %17 to %struct.Animal*
  store %struct.Animal* %132, %struct.Animal** %18, align 4
  %133 = load %struct.Animal*, %struct.Animal** %18, align 4
  %134 = load i32, i32* %14, align 4
  %135 = bitcast %struct.Animal* %133 to i8*
  %136 = getelementptr inbounds i8, i8* %135, i32 %134
  %137 = bitcast i8* %136 to i32*
  %138 = load i32, i32* %137, align 4
  %139 = load %struct.Animal*, %struct.Animal** %18, align 4
  %140 = load { i32, i32 }, { i32, i32 }* %15, align 4
  %141 = extractvalue { i32, i32 } %140, 1
  %142 = ashr i32 %141, 1
  %143 = bitcast %struct.Animal* %139 to i8*
  %144 = getelementptr inbounds i8, i8* %143, i32 %142
  %145 = bitcast i8* %144 to %struct.Animal*
  %146 = extractvalue { i32, i32 } %140, 0
  %147 = and i32 %141, 1
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %149, label %155

149:                                              ; preds = %131
  %150 = bitcast %struct.Animal* %145 to i8**
  %151 = load i8*, i8** %150, align 4
  %152 = getelementptr i8, i8* %151, i32 %146, !nosanitize !4
  %153 = bitcast i8* %152 to i8* (%struct.Animal*)**, !nosanitize !4
  %154 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %153, align 4, !nosanitize !4
  br label %157

155:                                              ; preds = %131
  %156 = inttoptr i32 %146 to i8* (%struct.Animal*)*
  br label %157

157:                                              ; preds = %155, %149
  %158 = phi i8* (%struct.Animal*)* [ %154, %149 ], [ %156, %155 ]
  %159 = invoke noundef i8* %158(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %145)
          to label %160 unwind label %234

160:                                              ; preds = %157
  %161 = bitcast %struct.Bird* %17 to %struct.Animal*
  %162 = load { i32, i32 }, { i32, i32 }* %16, align 4
  %163 = extractvalue { i32, i32 } %162, 1
  %164 = ashr i32 %163, 1
  %165 = bitcast %struct.Animal* %161 to i8*
  %166 = getelementptr inbounds i8, i8* %165, i32 %164
  %167 = bitcast i8* %166 to %struct.Animal*
  %168 = extractvalue { i32, i32 } %162, 0
  %169 = and i32 %163, 1
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %177

171:                                              ; preds = %160
  %172 = bitcast %struct.Animal* %167 to i8**
  %173 = load i8*, i8** %172, align 4
  %174 = getelementptr i8, i8* %173, i32 %168, !nosanitize !4
  %175 = bitcast i8* %174 to i32 (%struct.Animal*)**, !nosanitize !4
  %176 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %175, align 4, !nosanitize !4
  br label %179

177:                                              ; preds = %160
  %178 = inttoptr i32 %168 to i32 (%struct.Animal*)*
  br label %179

179:                                              ; preds = %177, %171
  %180 = phi i32 (%struct.Animal*)* [ %176, %171 ], [ %178, %177 ]
  %181 = invoke noundef i32 %180(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %167)
          to label %182 unwind label %234

182:                                              ; preds = %179
  %183 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %138, i8* noundef %159, i32 noundef %181)
          to label %184 unwind label %234

184:                                              ; preds = %182
  store i32 10, i32* %19, align 4
  %185 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 0
  store i32 0, i32* %185, align 4
  %186 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 1
  %187 = load i32, i32* %19, align 4
  store i32 %187, i32* %186, align 4
  %188 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %189 unwind label %234

189:                                              ; preds = %184
  %190 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 0
  %191 = load i32, i32* %19, align 4
  store i32 %191, i32* %190, align 4
  %192 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 1
  %193 = getelementptr inbounds [3 x i32], [3 x i32]* %192, i32 0, i32 0
  br label %194

194:                                              ; preds = %194, %189
  %195 = phi i32 [ 0, %189 ], [ %199, %194 ]
  %196 = getelementptr inbounds i32, i32* %193, i32 %195
  %197 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 %195
  %198 = load i32, i32* %197, align 4
  store i32 %198, i32* %196, align 4
  %199 = add nuw i32 %195, 1
  %200 = icmp eq i32 %199, 3
  br i1 %200, label %201, label %194

201:                                              ; preds = %194
  %202 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %203 unwind label %234

203:                                              ; preds = %201
  %204 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %21)
          to label %205 unwind label %234

205:                                              ; preds = %203
  %206 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %202, i32 noundef %204)
          to label %207 unwind label %234

207:                                              ; preds = %205
  %208 = call noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22) #9
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %23, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %22)
          to label %209 unwind label %234

209:                                              ; preds = %207
  %210 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %211 unwind label %228

211:                                              ; preds = %209
  %212 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %213 unwind label %228

213:                                              ; preds = %211
  %214 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #9
  %215 = invoke noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24)
          to label %216 unwind label %234

216:                                              ; preds = %213
  %217 = getelementptr inbounds %struct.Accum, %struct.Accum* %22, i32 0, i32 0
  %218 = load i32, i32* %217, align 4
  %219 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %220 unwind label %231

220:                                              ; preds = %216
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %218, double noundef %219)
          to label %222 unwind label %231

222:                                              ; preds = %220
  store i32 0, i32* %1, align 4
  %223 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #9
  %224 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #9
  %225 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #9
  %226 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #9
  %227 = load i32, i32* %1, align 4
  ret i32 %227

228:                                              ; preds = %211, %209
  %229 = cleanuppad within none []
  %230 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #9 [ "funclet"(token %229) ]
  cleanupret from %229 unwind label %234

231:                                              ; preds = %220, %216
  %232 = cleanuppad within none []
  %233 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #9 [ "funclet"(token %232) ]
  cleanupret from %232 unwind label %234

234:                                              ; preds = %231, %213, %228, %207, %205, %203, %201, %184, %182, %179, %157
  %235 = cleanuppad within none []
  %236 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #9 [ "funclet"(token %235) ]
  cleanupret from %235 unwind label %237

237:                                              ; preds = %234, %129, %125, %123, %117, %107, %100, %98, %96, %94, %93, %91, %89, %87, %85, %82, %70, %66, %53, %45, %44, %42, %36, %33, %30, %27
  %238 = cleanuppad within none []
  %239 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #9 [ "funclet"(token %238) ]
  cleanupret from %238 unwind label %240

240:                                              ; preds = %237, %0
  %241 = cleanuppad within none []
  %242 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #9 [ "funclet"(token %241) ]
  cleanupret from %241 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #1 comdat {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  %5 = call i8* @malloc(i32 noundef 8)
  store i8* %5, i8** %3, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to %struct.Bird*
  %8 = call noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7)
  %9 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  ret %class.Owner* %3
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %class.Owner* %1, %class.Owner** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %class.Owner*, %class.Owner** %4, align 4
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  store %struct.Bird* %9, %struct.Bird** %6, align 4
  %10 = load %class.Owner*, %class.Owner** %4, align 4
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %11, align 4
  ret %class.Owner* %5
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  ret %struct.Bird* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0
  %5 = load i32, i32* %3, align 4
  store i32 %5, i32* %4, align 4
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1
  %7 = load i32, i32* %3, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, i32* %6, align 4
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 3
  store i32 %11, i32* %9, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %1) #2 comdat {
  %3 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  %4 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fcmp oeq float %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fcmp oeq float %12, %14
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ]
  ret i1 %17
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat {
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

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store i32 %2, i32* %7, align 4
  store i16 %3, i16* %8, align 2
  %9 = load i32, i32* %5, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9)
  %11 = load i8, i8* %6, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12)
  %14 = load i32, i32* %7, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14)
  %16 = load i16, i16* %8, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0)
  ret i8* %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #2 comdat {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*
  %5 = call noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #9
  ret %struct.Doubler* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #9
  %6 = bitcast %struct.Bird* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1
  store i32 2, i32* %8, align 4
  ret %struct.Bird* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #2 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Accum* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #1 comdat {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  store %struct.Accum* %7, %struct.Accum** %8, align 4
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %10 = load %struct.Accum*, %struct.Accum** %9, align 4
  %11 = call noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, %struct.Accum* %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %class.Function*, align 4
  %3 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  %4 = load %class.Function*, %class.Function** %3, align 4
  store %class.Function* %4, %class.Function** %2, align 4
  %5 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2
  %6 = load void (i8*)*, void (i8*)** %5, align 4
  %7 = icmp ne void (i8*)* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2
  %10 = load void (i8*)*, void (i8*)** %9, align 4
  %11 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 0
  %12 = load i8*, i8** %11, align 4
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load %class.Function*, %class.Function** %2, align 4
  ret %class.Function* %15

16:                                               ; preds = %8
  %17 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ]
  unreachable
}

; Function Attrs: noinline optnone
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* null, i8** %7, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %9, align 4
  %10 = call i8* @malloc(i32 noundef 1)
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2)
  %13 = bitcast %class.anon.2* %11 to i8*
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* %13, i8** %14, align 4
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #9
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #9
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* %17, void (i8*)** %18, align 4
  ret %class.Function.1* %6
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
  %12 = load double, double* %5, align 8
  %13 = load double, double* %6, align 8
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %class.Function.1*, align 4
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  store %class.Function.1* %4, %class.Function.1** %2, align 4
  %5 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2
  %6 = load void (i8*)*, void (i8*)** %5, align 4
  %7 = icmp ne void (i8*)* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2
  %10 = load void (i8*)*, void (i8*)** %9, align 4
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 0
  %12 = load i8*, i8** %11, align 4
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load %class.Function.1*, %class.Function.1** %2, align 4
  ret %class.Function.1* %15

16:                                               ; preds = %8
  %17 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #9
  ret %struct.Bird* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret %class.Owner* %3

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  store i32 4, i32* %5, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #9
  %5 = bitcast %struct.Bird* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #9
  %5 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Accum* %1) unnamed_addr #6 comdat {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  store %struct.Accum* %1, %struct.Accum** %7, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  %8 = load %class.Function*, %class.Function** %4, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* null, i8** %9, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %10, align 4
  %11 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %11, align 4
  %12 = call i8* @malloc(i32 noundef 4)
  %13 = bitcast i8* %12 to %class.anon.3*
  %14 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3)
  %15 = bitcast %class.anon.3* %13 to i8*
  %16 = bitcast %class.anon.3* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 %16, i32 4, i1 false)
  %17 = bitcast %class.anon.3* %13 to i8*
  %18 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0
  store i8* %17, i8** %18, align 4
  %19 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #9
  %20 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1
  store i32 (i8*, i32)* %19, i32 (i8*, i32)** %20, align 4
  %21 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #9
  %22 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2
  store void (i8*)* %21, void (i8*)** %22, align 4
  ret %class.Function* %8
}

declare i8* @malloc(i32 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4
  ret %class.anon.3* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #6 comdat {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4
  %9 = bitcast i8* %8 to %class.anon.3*
  %10 = load i32, i32* %6, align 4
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, i32* %9, align 4
  ret i32 %11
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #6 comdat {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 comdat {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = bitcast i8* %6 to %class.anon.3*
  %8 = load i8*, i8** %4, align 4
  call void @free(i8* noundef %8)
  ret void
}

declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #3 comdat {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4
  store %struct.Bird* %7, %struct.Bird** %6, align 4
  ret %class.Owner* %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  br i1 %6, label %7, label %19

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  %10 = bitcast %struct.Bird* %9 to %struct.Bird* (%struct.Bird*)***
  %11 = load %struct.Bird* (%struct.Bird*)**, %struct.Bird* (%struct.Bird*)*** %10, align 4
  %12 = getelementptr inbounds %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %11, i64 0
  %13 = load %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %12, align 4
  %14 = call noundef %struct.Bird* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #9
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4
  %17 = bitcast %struct.Bird* %16 to i8*
  call void @free(i8* noundef %17)
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %18, align 4
  br label %19

19:                                               ; preds = %7, %1
  ret void
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret %class.anon.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #6 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load i8*, i8** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  store i8* %1, i8** %6, align 4
  store double %2, double* %7, align 8
  store double %3, double* %8, align 8
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = load double, double* %7, align 8
  %13 = load double, double* %8, align 8
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %5, align 8
  %10 = load double, double* %6, align 8
  %11 = load double, double* %6, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #6 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = bitcast i8* %6 to %class.anon.2*
  %8 = load i8*, i8** %4, align 4
  call void @free(i8* noundef %8)
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{}

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
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !163 {
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !189, metadata !DIExpression()), !dbg !190
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2), !dbg !191
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !192, metadata !DIExpression()), !dbg !193
  %26 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %240, !dbg !194

27:                                               ; preds = %0
  %28 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %26) #9, !dbg !194
  %29 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %30 unwind label %237, !dbg !195

30:                                               ; preds = %27
  %31 = zext i1 %29 to i32, !dbg !196
  %32 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %33 unwind label %237, !dbg !197

33:                                               ; preds = %30
  %34 = zext i1 %32 to i32, !dbg !198
  %35 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %36 unwind label %237, !dbg !199

36:                                               ; preds = %33
  %37 = bitcast %struct.Bird* %35 to i8* (%struct.Bird*)***, !dbg !200
  %38 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %37, align 4, !dbg !200
  %39 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %38, i64 2, !dbg !200
  %40 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %39, align 4, !dbg !200
  %41 = invoke noundef i8* %40(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %35)
          to label %42 unwind label %237, !dbg !200

42:                                               ; preds = %36
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %31, i32 noundef %34, i8* noundef %41)
          to label %44 unwind label %237, !dbg !201

44:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.Point3* %4, metadata !202, metadata !DIExpression()), !dbg !208
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %45 unwind label %237, !dbg !209

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 0, !dbg !210
  %47 = load i32, i32* %46, align 4, !dbg !211
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 1, !dbg !212
  %49 = load i32, i32* %48, align 4, !dbg !213
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %4, i32 0, i32 2, !dbg !214
  %51 = load i32, i32* %50, align 4, !dbg !215
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %47, i32 noundef %49, i32 noundef %51)
          to label %53 unwind label %237, !dbg !216

53:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata [3 x i32]* %5, metadata !217, metadata !DIExpression()), !dbg !221
  %54 = bitcast [3 x i32]* %5 to i8*, !dbg !221
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %54, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false), !dbg !221
  call void @llvm.dbg.declare(metadata [3 x i32]** %6, metadata !222, metadata !DIExpression()), !dbg !224
  store [3 x i32]* %5, [3 x i32]** %6, align 4, !dbg !224
  %55 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !225
  %56 = getelementptr inbounds [3 x i32], [3 x i32]* %55, i32 0, i32 1, !dbg !225
  store i32 50, i32* %56, align 4, !dbg !226
  %57 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !227
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 0, !dbg !227
  %59 = load i32, i32* %58, align 4, !dbg !228
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 1, !dbg !229
  %61 = load i32, i32* %60, align 4, !dbg !229
  %62 = load [3 x i32]*, [3 x i32]** %6, align 4, !dbg !230
  %63 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i32 0, i32 2, !dbg !230
  %64 = load i32, i32* %63, align 4, !dbg !231
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %59, i32 noundef %61, i32 noundef %64)
          to label %66 unwind label %237, !dbg !232

66:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata %struct.Vec2* %7, metadata !233, metadata !DIExpression()), !dbg !234
  %67 = bitcast %struct.Vec2* %7 to i8*, !dbg !234
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %67, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false), !dbg !234
  call void @llvm.dbg.declare(metadata %struct.Vec2* %8, metadata !235, metadata !DIExpression()), !dbg !236
  %68 = bitcast %struct.Vec2* %8 to i8*, !dbg !236
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false), !dbg !236
  %69 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %70 unwind label %237, !dbg !237

70:                                               ; preds = %66
  %71 = load float, float* %69, align 4, !dbg !238
  %72 = fadd float %71, 1.000000e+00, !dbg !238
  store float %72, float* %69, align 4, !dbg !238
  %73 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0, !dbg !239
  %74 = load float, float* %73, align 4, !dbg !239
  %75 = fpext float %74 to double, !dbg !240
  %76 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 1, !dbg !241
  %77 = load float, float* %76, align 4, !dbg !241
  %78 = fpext float %77 to double, !dbg !242
  %79 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 0, !dbg !243
  store float 2.500000e+00, float* %79, align 4, !dbg !243
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %9, i32 0, i32 1, !dbg !243
  store float 4.000000e+00, float* %80, align 4, !dbg !243
  %81 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %7, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %9)
          to label %82 unwind label %237, !dbg !244

82:                                               ; preds = %70
  %83 = zext i1 %81 to i32, !dbg !245
  %84 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %85 unwind label %237, !dbg !246

85:                                               ; preds = %82
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %75, double noundef %78, i32 noundef %83, i32 noundef %84)
          to label %87 unwind label %237, !dbg !247

87:                                               ; preds = %85
  %88 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %89 unwind label %237, !dbg !248

89:                                               ; preds = %87
  %90 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %91 unwind label %237, !dbg !249

91:                                               ; preds = %89
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %88, double noundef %90)
          to label %93 unwind label %237, !dbg !250

93:                                               ; preds = %91
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %94 unwind label %237, !dbg !251

94:                                               ; preds = %93
  %95 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %96 unwind label %237, !dbg !252

96:                                               ; preds = %94
  %97 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %98 unwind label %237, !dbg !253

98:                                               ; preds = %96
  %99 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %100 unwind label %237, !dbg !254

100:                                              ; preds = %98
  %101 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %95, i8* noundef %97, i8* noundef %99)
          to label %102 unwind label %237, !dbg !255

102:                                              ; preds = %100
  call void @llvm.dbg.declare(metadata %struct.Doubler* %10, metadata !256, metadata !DIExpression()), !dbg !257
  %103 = call noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %10) #9, !dbg !257
  call void @llvm.dbg.declare(metadata i32* %11, metadata !258, metadata !DIExpression()), !dbg !259
  store i32 0, i32* %11, align 4, !dbg !259
  call void @llvm.dbg.declare(metadata i32* %12, metadata !260, metadata !DIExpression()), !dbg !262
  store i32 0, i32* %12, align 4, !dbg !262
  br label %104, !dbg !263

104:                                              ; preds = %114, %102
  %105 = load i32, i32* %12, align 4, !dbg !264
  %106 = icmp slt i32 %105, 4, !dbg !266
  br i1 %106, label %107, label %117, !dbg !267

107:                                              ; preds = %104
  %108 = bitcast %struct.Doubler* %10 to %struct.Counter*, !dbg !268
  %109 = load i32, i32* %12, align 4, !dbg !269
  %110 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %108, i32 noundef %109)
          to label %111 unwind label %237, !dbg !270

111:                                              ; preds = %107
  %112 = load i32, i32* %11, align 4, !dbg !271
  %113 = add nsw i32 %112, %110, !dbg !271
  store i32 %113, i32* %11, align 4, !dbg !271
  br label %114, !dbg !272

114:                                              ; preds = %111
  %115 = load i32, i32* %12, align 4, !dbg !273
  %116 = add nsw i32 %115, 1, !dbg !273
  store i32 %116, i32* %12, align 4, !dbg !273
  br label %104, !dbg !274, !llvm.loop !275

117:                                              ; preds = %104
  %118 = load i32, i32* %11, align 4, !dbg !278
  %119 = bitcast %struct.Doubler* %10 to %struct.Counter*, !dbg !279
  %120 = getelementptr inbounds %struct.Counter, %struct.Counter* %119, i32 0, i32 0, !dbg !280
  %121 = load i32, i32* %120, align 4, !dbg !280
  %122 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %118, i32 noundef %121)
          to label %123 unwind label %237, !dbg !281

123:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata i8* %13, metadata !282, metadata !DIExpression()), !dbg !283
  %124 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %125 unwind label %237, !dbg !284

125:                                              ; preds = %123
  store i8 %124, i8* %13, align 1, !dbg !283
  %126 = load i8, i8* %13, align 1, !dbg !285
  %127 = zext i8 %126 to i32, !dbg !286
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %127)
          to label %129 unwind label %237, !dbg !287

129:                                              ; preds = %125
  call void @llvm.dbg.declare(metadata i32* %14, metadata !288, metadata !DIExpression()), !dbg !290
  store i32 4, i32* %14, align 4, !dbg !290
  call void @llvm.dbg.declare(metadata { i32, i32 }* %15, metadata !291, metadata !DIExpression()), !dbg !293
  store { i32, i32 } { i32 8, i32 1 }, { i32, i32 }* %15, align 4, !dbg !293
  call void @llvm.dbg.declare(metadata { i32, i32 }* %16, metadata !294, metadata !DIExpression()), !dbg !296
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %16, align 4, !dbg !296
  call void @llvm.dbg.declare(metadata %struct.Bird* %17, metadata !297, metadata !DIExpression()), !dbg !298
  %130 = invoke noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17)
          to label %131 unwind label %237, !dbg !298

131:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata %struct.Animal** %18, metadata !299, metadata !DIExpression()), !dbg !301
  %132 = bitcast %struct.Bird* %17 to %struct.Animal*, !dbg !302
  store %struct.Animal* %132, %struct.Animal** %18, align 4, !dbg !301
  %133 = load %struct.Animal*, %struct.Animal** %18, align 4, !dbg !303
  %134 = load i32, i32* %14, align 4, !dbg !304
  %135 = bitcast %struct.Animal* %133 to i8*, !dbg !305
  %136 = getelementptr inbounds i8, i8* %135, i32 %134, !dbg !305
  %137 = bitcast i8* %136 to i32*, !dbg !305
  %138 = load i32, i32* %137, align 4, !dbg !305
  %139 = load %struct.Animal*, %struct.Animal** %18, align 4, !dbg !306
  %140 = load { i32, i32 }, { i32, i32 }* %15, align 4, !dbg !307
  %141 = extractvalue { i32, i32 } %140, 1, !dbg !308
  %142 = ashr i32 %141, 1, !dbg !308
  %143 = bitcast %struct.Animal* %139 to i8*, !dbg !308
  %144 = getelementptr inbounds i8, i8* %143, i32 %142, !dbg !308
  %145 = bitcast i8* %144 to %struct.Animal*, !dbg !308
  %146 = extractvalue { i32, i32 } %140, 0, !dbg !308
  %147 = and i32 %141, 1, !dbg !308
  %148 = icmp ne i32 %147, 0, !dbg !308
  br i1 %148, label %149, label %155, !dbg !308

149:                                              ; preds = %131
  %150 = bitcast %struct.Animal* %145 to i8**, !dbg !308
  %151 = load i8*, i8** %150, align 4, !dbg !308
  %152 = getelementptr i8, i8* %151, i32 %146, !dbg !308, !nosanitize !71
  %153 = bitcast i8* %152 to i8* (%struct.Animal*)**, !dbg !308, !nosanitize !71
  %154 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %153, align 4, !dbg !308, !nosanitize !71
  br label %157, !dbg !308

155:                                              ; preds = %131
  %156 = inttoptr i32 %146 to i8* (%struct.Animal*)*, !dbg !308
  br label %157, !dbg !308

157:                                              ; preds = %155, %149
  %158 = phi i8* (%struct.Animal*)* [ %154, %149 ], [ %156, %155 ], !dbg !308
  %159 = invoke noundef i8* %158(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %145)
          to label %160 unwind label %234, !dbg !308

160:                                              ; preds = %157
  %161 = bitcast %struct.Bird* %17 to %struct.Animal*, !dbg !309
  %162 = load { i32, i32 }, { i32, i32 }* %16, align 4, !dbg !310
  %163 = extractvalue { i32, i32 } %162, 1, !dbg !311
  %164 = ashr i32 %163, 1, !dbg !311
  %165 = bitcast %struct.Animal* %161 to i8*, !dbg !311
  %166 = getelementptr inbounds i8, i8* %165, i32 %164, !dbg !311
  %167 = bitcast i8* %166 to %struct.Animal*, !dbg !311
  %168 = extractvalue { i32, i32 } %162, 0, !dbg !311
  %169 = and i32 %163, 1, !dbg !311
  %170 = icmp ne i32 %169, 0, !dbg !311
  br i1 %170, label %171, label %177, !dbg !311

171:                                              ; preds = %160
  %172 = bitcast %struct.Animal* %167 to i8**, !dbg !311
  %173 = load i8*, i8** %172, align 4, !dbg !311
  %174 = getelementptr i8, i8* %173, i32 %168, !dbg !311, !nosanitize !71
  %175 = bitcast i8* %174 to i32 (%struct.Animal*)**, !dbg !311, !nosanitize !71
  %176 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %175, align 4, !dbg !311, !nosanitize !71
  br label %179, !dbg !311

177:                                              ; preds = %160
  %178 = inttoptr i32 %168 to i32 (%struct.Animal*)*, !dbg !311
  br label %179, !dbg !311

179:                                              ; preds = %177, %171
  %180 = phi i32 (%struct.Animal*)* [ %176, %171 ], [ %178, %177 ], !dbg !311
  %181 = invoke noundef i32 %180(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %167)
          to label %182 unwind label %234, !dbg !311

182:                                              ; preds = %179
  %183 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %138, i8* noundef %159, i32 noundef %181)
          to label %184 unwind label %234, !dbg !312

184:                                              ; preds = %182
  call void @llvm.dbg.declare(metadata i32* %19, metadata !313, metadata !DIExpression()), !dbg !314
  store i32 10, i32* %19, align 4, !dbg !314
  call void @llvm.dbg.declare(metadata %class.anon* %20, metadata !315, metadata !DIExpression()), !dbg !320
  %185 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 0, !dbg !321
  store i32 0, i32* %185, align 4, !dbg !321
  %186 = getelementptr inbounds %class.anon, %class.anon* %20, i32 0, i32 1, !dbg !321
  %187 = load i32, i32* %19, align 4, !dbg !322
  store i32 %187, i32* %186, align 4, !dbg !321
  %188 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %189 unwind label %234, !dbg !323

189:                                              ; preds = %184
  call void @llvm.dbg.declare(metadata %class.anon.0* %21, metadata !324, metadata !DIExpression()), !dbg !329
  %190 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 0, !dbg !330
  %191 = load i32, i32* %19, align 4, !dbg !331
  store i32 %191, i32* %190, align 4, !dbg !330
  %192 = getelementptr inbounds %class.anon.0, %class.anon.0* %21, i32 0, i32 1, !dbg !330
  %193 = getelementptr inbounds [3 x i32], [3 x i32]* %192, i32 0, i32 0, !dbg !331
  br label %194, !dbg !331

194:                                              ; preds = %194, %189
  %195 = phi i32 [ 0, %189 ], [ %199, %194 ], !dbg !331
  %196 = getelementptr inbounds i32, i32* %193, i32 %195, !dbg !331
  %197 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 %195, !dbg !331
  %198 = load i32, i32* %197, align 4, !dbg !331
  store i32 %198, i32* %196, align 4, !dbg !331
  %199 = add nuw i32 %195, 1, !dbg !331
  %200 = icmp eq i32 %199, 3, !dbg !331
  br i1 %200, label %201, label %194, !dbg !331

201:                                              ; preds = %194
  %202 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %20)
          to label %203 unwind label %234, !dbg !332

203:                                              ; preds = %201
  %204 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %21)
          to label %205 unwind label %234, !dbg !333

205:                                              ; preds = %203
  %206 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %202, i32 noundef %204)
          to label %207 unwind label %234, !dbg !334

207:                                              ; preds = %205
  call void @llvm.dbg.declare(metadata %struct.Accum* %22, metadata !335, metadata !DIExpression()), !dbg !336
  %208 = call noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %22) #9, !dbg !336
  call void @llvm.dbg.declare(metadata %class.Function* %23, metadata !337, metadata !DIExpression()), !dbg !339
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %23, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %22)
          to label %209 unwind label %234, !dbg !340

209:                                              ; preds = %207
  %210 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %211 unwind label %228, !dbg !341

211:                                              ; preds = %209
  %212 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %213 unwind label %228, !dbg !342

213:                                              ; preds = %211
  %214 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #9, !dbg !343
  call void @llvm.dbg.declare(metadata %class.Function.1* %24, metadata !344, metadata !DIExpression()), !dbg !345
  %215 = invoke noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24)
          to label %216 unwind label %234, !dbg !346

216:                                              ; preds = %213
  %217 = getelementptr inbounds %struct.Accum, %struct.Accum* %22, i32 0, i32 0, !dbg !347
  %218 = load i32, i32* %217, align 4, !dbg !347
  %219 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %220 unwind label %231, !dbg !348

220:                                              ; preds = %216
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %218, double noundef %219)
          to label %222 unwind label %231, !dbg !349

222:                                              ; preds = %220
  store i32 0, i32* %1, align 4, !dbg !350
  %223 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #9, !dbg !351
  %224 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #9, !dbg !351
  %225 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !351
  %226 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #9, !dbg !351
  %227 = load i32, i32* %1, align 4, !dbg !351
  ret i32 %227, !dbg !351

228:                                              ; preds = %211, %209
  %229 = cleanuppad within none [], !dbg !343
  %230 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %23) #9 [ "funclet"(token %229) ], !dbg !343
  cleanupret from %229 unwind label %234, !dbg !343

231:                                              ; preds = %220, %216
  %232 = cleanuppad within none [], !dbg !351
  %233 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %24) #9 [ "funclet"(token %232) ], !dbg !351
  cleanupret from %232 unwind label %234, !dbg !351

234:                                              ; preds = %231, %213, %228, %207, %205, %203, %201, %184, %182, %179, %157
  %235 = cleanuppad within none [], !dbg !351
  %236 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %17) #9 [ "funclet"(token %235) ], !dbg !351
  cleanupret from %235 unwind label %237, !dbg !351

237:                                              ; preds = %234, %129, %125, %123, %117, %107, %100, %98, %96, %94, %93, %91, %89, %87, %85, %82, %70, %66, %53, %45, %44, %42, %36, %33, %30, %27
  %238 = cleanuppad within none [], !dbg !351
  %239 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #9 [ "funclet"(token %238) ], !dbg !351
  cleanupret from %238 unwind label %240, !dbg !351

240:                                              ; preds = %237, %0
  %241 = cleanuppad within none [], !dbg !351
  %242 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #9 [ "funclet"(token %241) ], !dbg !351
  cleanupret from %241 unwind to caller, !dbg !351
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #2 comdat !dbg !352 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !357, metadata !DIExpression()), !dbg !358
  %5 = call i8* @malloc(i32 noundef 8), !dbg !359
  store i8* %5, i8** %3, align 4, !dbg !358
  %6 = load i8*, i8** %3, align 4, !dbg !360
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !361
  %8 = call noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7), !dbg !362
  %9 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7), !dbg !363
  ret void, !dbg !364
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !365 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !373, metadata !DIExpression()), !dbg !374
  %3 = load %class.Owner*, %class.Owner** %2, align 4, !dbg !375
  ret %class.Owner* %3, !dbg !376
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat !dbg !377 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !378, metadata !DIExpression()), !dbg !380
  store %class.Owner* %1, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !381, metadata !DIExpression()), !dbg !382
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !383
  %7 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !384
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !385
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !385
  store %struct.Bird* %9, %struct.Bird** %6, align 4, !dbg !383
  %10 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !386
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !388
  store %struct.Bird* null, %struct.Bird** %11, align 4, !dbg !389
  ret %class.Owner* %5, !dbg !390
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !391 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !392, metadata !DIExpression()), !dbg !394
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !395
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !395
  %6 = icmp ne %struct.Bird* %5, null, !dbg !396
  ret i1 %6, !dbg !397
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !398 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !399, metadata !DIExpression()), !dbg !400
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !401
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !401
  ret %struct.Bird* %5, !dbg !402
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !403 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !406, metadata !DIExpression()), !dbg !407
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !408
  %5 = load i32, i32* %3, align 4, !dbg !409
  store i32 %5, i32* %4, align 4, !dbg !408
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !408
  %7 = load i32, i32* %3, align 4, !dbg !410
  %8 = mul nsw i32 %7, 2, !dbg !411
  store i32 %8, i32* %6, align 4, !dbg !408
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !408
  %10 = load i32, i32* %3, align 4, !dbg !412
  %11 = mul nsw i32 %10, 3, !dbg !413
  store i32 %11, i32* %9, align 4, !dbg !408
  ret void, !dbg !414
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat !dbg !415 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !416, metadata !DIExpression()), !dbg !418
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !419, metadata !DIExpression()), !dbg !420
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !421
  %7 = icmp ne i32 %6, 0, !dbg !421
  br i1 %7, label %8, label %10, !dbg !421

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !422
  br label %12, !dbg !421

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !423
  br label %12, !dbg !421

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !421
  ret float* %13, !dbg !424
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %1) #3 comdat !dbg !425 {
  %3 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !426, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.declare(metadata %struct.Vec2* %1, metadata !429, metadata !DIExpression()), !dbg !430
  %4 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0, !dbg !431
  %6 = load float, float* %5, align 4, !dbg !431
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 0, !dbg !432
  %8 = load float, float* %7, align 4, !dbg !432
  %9 = fcmp oeq float %6, %8, !dbg !433
  br i1 %9, label %10, label %16, !dbg !434

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1, !dbg !435
  %12 = load float, float* %11, align 4, !dbg !435
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 1, !dbg !436
  %14 = load float, float* %13, align 4, !dbg !436
  %15 = fcmp oeq float %12, %14, !dbg !437
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ], !dbg !428
  ret i1 %17, !dbg !438
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_Z3fibi(i32 noundef %0) #2 comdat !dbg !439 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !440, metadata !DIExpression()), !dbg !441
  %3 = load i32, i32* %2, align 4, !dbg !442
  %4 = icmp slt i32 %3, 2, !dbg !443
  br i1 %4, label %5, label %7, !dbg !442

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !444
  br label %15, !dbg !442

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !445
  %9 = sub nsw i32 %8, 1, !dbg !446
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !447
  %11 = load i32, i32* %2, align 4, !dbg !448
  %12 = sub nsw i32 %11, 2, !dbg !449
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !450
  %14 = add nsw i32 %10, %13, !dbg !451
  br label %15, !dbg !442

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !442
  ret i32 %16, !dbg !452
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !453 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !460, metadata !DIExpression()), !dbg !461
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !462, metadata !DIExpression()), !dbg !461
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !463, metadata !DIExpression()), !dbg !461
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !464, metadata !DIExpression()), !dbg !461
  %9 = load i32, i32* %5, align 4, !dbg !465
  %10 = load i32, i32* %6, align 4, !dbg !465
  %11 = load i32, i32* %7, align 4, !dbg !465
  %12 = load i32, i32* %8, align 4, !dbg !465
  %13 = add nsw i32 %12, 0, !dbg !466
  %14 = add nsw i32 %11, %13, !dbg !466
  %15 = add nsw i32 %10, %14, !dbg !466
  %16 = add nsw i32 %9, %15, !dbg !466
  ret i32 %16, !dbg !467
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 comdat !dbg !468 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !476, metadata !DIExpression()), !dbg !477
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !478, metadata !DIExpression()), !dbg !477
  %5 = load double, double* %3, align 8, !dbg !479
  %6 = load float, float* %4, align 4, !dbg !479
  %7 = fadd float %6, 0.000000e+00, !dbg !480
  %8 = fpext float %7 to double, !dbg !479
  %9 = fadd double %5, %8, !dbg !480
  ret double %9, !dbg !481
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #2 comdat !dbg !482 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !492, metadata !DIExpression()), !dbg !493
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !494, metadata !DIExpression()), !dbg !493
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !495, metadata !DIExpression()), !dbg !493
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !496, metadata !DIExpression()), !dbg !493
  %9 = load i32, i32* %5, align 4, !dbg !497
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9), !dbg !498
  %11 = load i8, i8* %6, align 1, !dbg !497
  %12 = sext i8 %11 to i32, !dbg !497
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12), !dbg !498
  %14 = load i32, i32* %7, align 4, !dbg !497
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14), !dbg !498
  %16 = load i16, i16* %8, align 2, !dbg !497
  %17 = sext i16 %16 to i32, !dbg !497
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17), !dbg !498
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)), !dbg !499
  ret void, !dbg !500
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #3 comdat !dbg !501 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !506, metadata !DIExpression()), !dbg !507
  %3 = load i32, i32* %2, align 4, !dbg !508
  %4 = icmp sgt i32 %3, 0, !dbg !510
  %5 = zext i1 %4 to i64, !dbg !508
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), !dbg !508
  ret i8* %6, !dbg !511
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 comdat !dbg !512 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !517, metadata !DIExpression()), !dbg !518
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !519
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 comdat !dbg !522 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !527, metadata !DIExpression()), !dbg !528
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !529
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat !dbg !532 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !536, metadata !DIExpression()), !dbg !537
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !538
  %5 = call noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !538
  ret %struct.Doubler* %3, !dbg !538
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat !dbg !539 {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !540, metadata !DIExpression()), !dbg !542
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !543, metadata !DIExpression()), !dbg !544
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !545
  %7 = load i32, i32* %6, align 4, !dbg !546
  %8 = add nsw i32 %7, 1, !dbg !546
  store i32 %8, i32* %6, align 4, !dbg !546
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !547
  %10 = load i32, i32* %4, align 4, !dbg !548
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !549
  ret i32 %11, !dbg !550
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 comdat !dbg !551 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !554, metadata !DIExpression()), !dbg !555
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !556, metadata !DIExpression()), !dbg !557
  %5 = load i8, i8* %3, align 1, !dbg !558
  %6 = zext i8 %5 to i32, !dbg !559
  %7 = load i8, i8* %4, align 1, !dbg !560
  %8 = zext i8 %7 to i32, !dbg !561
  %9 = or i32 %6, %8, !dbg !562
  %10 = trunc i32 %9 to i8, !dbg !563
  ret i8 %10, !dbg !564
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat !dbg !565 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !566, metadata !DIExpression()), !dbg !568
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !569
  %5 = load i32, i32* %4, align 4, !dbg !569
  %6 = mul nsw i32 %5, 2, !dbg !570
  ret i32 %6, !dbg !571
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !572 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !573, metadata !DIExpression()), !dbg !574
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !575
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !576
  %6 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !575
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !dbg !575
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !577
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1, !dbg !577
  store i32 2, i32* %8, align 4, !dbg !579
  ret %struct.Bird* %3, !dbg !580
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 !dbg !581 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !589, metadata !DIExpression()), !dbg !591
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !592
  %5 = load i32, i32* %4, align 4, !dbg !592
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !593
  %7 = load i32, i32* %6, align 4, !dbg !594
  %8 = add nsw i32 %7, 1, !dbg !594
  store i32 %8, i32* %6, align 4, !dbg !594
  %9 = add nsw i32 %5, %7, !dbg !595
  ret i32 %9, !dbg !596
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 !dbg !597 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !605, metadata !DIExpression()), !dbg !607
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !608
  %5 = load i32, i32* %4, align 4, !dbg !608
  %6 = mul nsw i32 %5, 2, !dbg !609
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !610
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0, !dbg !610
  %9 = load i32, i32* %8, align 4, !dbg !610
  %10 = add nsw i32 %6, %9, !dbg !611
  ret i32 %10, !dbg !612
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat !dbg !613 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !617, metadata !DIExpression()), !dbg !618
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !619
  store i32 0, i32* %4, align 4, !dbg !619
  ret %struct.Accum* %3, !dbg !620
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 comdat !dbg !38 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !621, metadata !DIExpression()), !dbg !622
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !623
  store %struct.Accum* %7, %struct.Accum** %8, align 4, !dbg !623
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !623
  %10 = load %struct.Accum*, %struct.Accum** %9, align 4, !dbg !623
  %11 = call noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, %struct.Accum* %10), !dbg !623
  ret void, !dbg !624
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #2 comdat !dbg !625 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !626, metadata !DIExpression()), !dbg !628
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !629, metadata !DIExpression()), !dbg !630
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !631
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4, !dbg !631
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !632
  %9 = load i8*, i8** %8, align 4, !dbg !632
  %10 = load i32, i32* %4, align 4, !dbg !633
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10), !dbg !631
  ret i32 %11, !dbg !634
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !635 {
  %2 = alloca %class.Function*, align 4
  %3 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !636, metadata !DIExpression()), !dbg !638
  %4 = load %class.Function*, %class.Function** %3, align 4
  store %class.Function* %4, %class.Function** %2, align 4
  %5 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !639
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !639
  %7 = icmp ne void (i8*)* %6, null, !dbg !639
  br i1 %7, label %8, label %14, !dbg !642

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !643
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !643
  %11 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 0, !dbg !644
  %12 = load i8*, i8** %11, align 4, !dbg !644
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !643

13:                                               ; preds = %8
  br label %14, !dbg !643

14:                                               ; preds = %13, %1
  %15 = load %class.Function*, %class.Function** %2, align 4, !dbg !645
  ret %class.Function* %15, !dbg !645

16:                                               ; preds = %8
  %17 = cleanuppad within none [], !dbg !643
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ], !dbg !643
  unreachable, !dbg !643
}

; Function Attrs: noinline optnone
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #7 !dbg !646 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !652, metadata !DIExpression()), !dbg !654
  call void @llvm.dbg.declare(metadata %class.anon.2* %2, metadata !655, metadata !DIExpression()), !dbg !656
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !657
  store i8* null, i8** %7, align 4, !dbg !657
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !658
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4, !dbg !658
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !659
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !659
  %10 = call i8* @malloc(i32 noundef 1), !dbg !660
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !662
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2), !dbg !663
  %13 = bitcast %class.anon.2* %11 to i8*, !dbg !662
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !664
  store i8* %13, i8** %14, align 4, !dbg !665
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #9, !dbg !666
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !667
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4, !dbg !668
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !669
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !670
  store void (i8*)* %17, void (i8*)** %18, align 4, !dbg !671
  ret %class.Function.1* %6, !dbg !672
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #2 comdat !dbg !673 {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !674, metadata !DIExpression()), !dbg !676
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !677, metadata !DIExpression()), !dbg !678
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !679, metadata !DIExpression()), !dbg !678
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !680
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4, !dbg !680
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !681
  %11 = load i8*, i8** %10, align 4, !dbg !681
  %12 = load double, double* %5, align 8, !dbg !682
  %13 = load double, double* %6, align 8, !dbg !682
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !680
  ret double %14, !dbg !683
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !684 {
  %2 = alloca %class.Function.1*, align 4
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !685, metadata !DIExpression()), !dbg !686
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  store %class.Function.1* %4, %class.Function.1** %2, align 4
  %5 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !687
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !687
  %7 = icmp ne void (i8*)* %6, null, !dbg !687
  br i1 %7, label %8, label %14, !dbg !690

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !691
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !691
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 0, !dbg !692
  %12 = load i8*, i8** %11, align 4, !dbg !692
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !691

13:                                               ; preds = %8
  br label %14, !dbg !691

14:                                               ; preds = %13, %1
  %15 = load %class.Function.1*, %class.Function.1** %2, align 4, !dbg !693
  ret %class.Function.1* %15, !dbg !693

16:                                               ; preds = %8
  %17 = cleanuppad within none [], !dbg !691
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ], !dbg !691
  unreachable, !dbg !691
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !694 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !696, metadata !DIExpression()), !dbg !697
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !698
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !698
  ret %struct.Bird* %3, !dbg !700
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !701 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !702, metadata !DIExpression()), !dbg !703
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !704

4:                                                ; preds = %1
  ret %class.Owner* %3, !dbg !706

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !704
  call void @_ZSt9terminatev() #10 [ "funclet"(token %6) ], !dbg !704
  unreachable, !dbg !704
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat !dbg !707 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !711, metadata !DIExpression()), !dbg !712
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !713
  store i32 0, i32* %4, align 4, !dbg !713
  ret %struct.Counter* %3, !dbg !714
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !715 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !717, metadata !DIExpression()), !dbg !719
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !720
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !720
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !721
  store i32 4, i32* %5, align 4, !dbg !721
  ret %struct.Animal* %3, !dbg !720
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !722 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !723, metadata !DIExpression()), !dbg !724
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !725
  %5 = bitcast %struct.Bird* %3 to i8*, !dbg !725
  call void @_ZdlPv(i8* noundef %5) #11, !dbg !725
  ret void, !dbg !725
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat !dbg !726 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !727, metadata !DIExpression()), !dbg !729
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), !dbg !730
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !731 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !732, metadata !DIExpression()), !dbg !733
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3, !dbg !734
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat !dbg !735 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !736, metadata !DIExpression()), !dbg !737
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !738
  %5 = bitcast %struct.Animal* %3 to i8*, !dbg !738
  call void @_ZdlPv(i8* noundef %5) #11, !dbg !738
  ret void, !dbg !738
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat !dbg !739 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !740, metadata !DIExpression()), !dbg !741
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), !dbg !742
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0, %struct.Accum* %1) unnamed_addr #7 comdat !dbg !743 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  store %struct.Accum* %1, %struct.Accum** %7, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !749, metadata !DIExpression()), !dbg !750
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !751, metadata !DIExpression()), !dbg !752
  %8 = load %class.Function*, %class.Function** %4, align 4
  %9 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0, !dbg !753
  store i8* null, i8** %9, align 4, !dbg !753
  %10 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1, !dbg !754
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %10, align 4, !dbg !754
  %11 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2, !dbg !755
  store void (i8*)* null, void (i8*)** %11, align 4, !dbg !755
  %12 = call i8* @malloc(i32 noundef 4), !dbg !756
  %13 = bitcast i8* %12 to %class.anon.3*, !dbg !758
  %14 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3), !dbg !759
  %15 = bitcast %class.anon.3* %13 to i8*, !dbg !760
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !760
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 %16, i32 4, i1 false), !dbg !760
  %17 = bitcast %class.anon.3* %13 to i8*, !dbg !758
  %18 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 0, !dbg !761
  store i8* %17, i8** %18, align 4, !dbg !762
  %19 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !763
  %20 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 1, !dbg !764
  store i32 (i8*, i32)* %19, i32 (i8*, i32)** %20, align 4, !dbg !765
  %21 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !766
  %22 = getelementptr inbounds %class.Function, %class.Function* %8, i32 0, i32 2, !dbg !767
  store void (i8*)* %21, void (i8*)** %22, align 4, !dbg !768
  ret %class.Function* %8, !dbg !769
}

declare i8* @malloc(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !770 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !779, metadata !DIExpression()), !dbg !780
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4, !dbg !781
  ret %class.anon.3* %3, !dbg !782
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat !dbg !783 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !794, metadata !DIExpression()), !dbg !796
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !797
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat !dbg !798 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !805, metadata !DIExpression()), !dbg !807
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !808
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 comdat !dbg !809 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !811, metadata !DIExpression()), !dbg !812
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !813, metadata !DIExpression()), !dbg !812
  %5 = load i8*, i8** %3, align 4, !dbg !814
  %6 = load i32, i32* %4, align 4, !dbg !814
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !814
  ret i32 %7, !dbg !814
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat !dbg !815 {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !816, metadata !DIExpression()), !dbg !817
  store i8* %1, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !818, metadata !DIExpression()), !dbg !819
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !820, metadata !DIExpression()), !dbg !821
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4, !dbg !822
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !823
  %10 = load i32, i32* %6, align 4, !dbg !824
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !825
  ret i32 %11, !dbg !826
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat !dbg !827 {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !835, metadata !DIExpression()), !dbg !837
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !838, metadata !DIExpression()), !dbg !839
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4, !dbg !840
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !841
  %10 = load i32, i32* %9, align 4, !dbg !842
  %11 = add nsw i32 %10, %8, !dbg !842
  store i32 %11, i32* %9, align 4, !dbg !842
  ret i32 %11, !dbg !843
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat !dbg !844 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !846, metadata !DIExpression()), !dbg !847
  %3 = load i8*, i8** %2, align 4, !dbg !848
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !848
  ret void, !dbg !848
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat !dbg !849 {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !855, metadata !DIExpression()), !dbg !856
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !857, metadata !DIExpression()), !dbg !858
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !859
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !860
  %8 = load i8*, i8** %4, align 4, !dbg !861
  call void @free(i8* noundef %8), !dbg !862
  ret void, !dbg !863
}

declare void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat !dbg !864 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !865, metadata !DIExpression()), !dbg !866
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !867, metadata !DIExpression()), !dbg !868
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !869
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !870
  store %struct.Bird* %7, %struct.Bird** %6, align 4, !dbg !869
  ret %class.Owner* %5, !dbg !871
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !872 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !873, metadata !DIExpression()), !dbg !874
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !875
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !875
  %6 = icmp ne %struct.Bird* %5, null, !dbg !875
  br i1 %6, label %7, label %19, !dbg !877

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !878
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !878
  %10 = bitcast %struct.Bird* %9 to %struct.Bird* (%struct.Bird*)***, !dbg !880
  %11 = load %struct.Bird* (%struct.Bird*)**, %struct.Bird* (%struct.Bird*)*** %10, align 4, !dbg !880
  %12 = getelementptr inbounds %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %11, i64 0, !dbg !880
  %13 = load %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %12, align 4, !dbg !880
  %14 = call noundef %struct.Bird* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #9, !dbg !880
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !881
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4, !dbg !881
  %17 = bitcast %struct.Bird* %16 to i8*, !dbg !881
  call void @free(i8* noundef %17), !dbg !882
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !883
  store %struct.Bird* null, %struct.Bird** %18, align 4, !dbg !884
  br label %19, !dbg !885

19:                                               ; preds = %7, %1
  ret void, !dbg !886
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat !dbg !887 {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !888, metadata !DIExpression()), !dbg !889
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !890, metadata !DIExpression()), !dbg !891
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !892
  %7 = mul nsw i32 2, %6, !dbg !893
  ret i32 %7, !dbg !894
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !895 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !904, metadata !DIExpression()), !dbg !905
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4, !dbg !906
  ret %class.anon.2* %3, !dbg !907
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !908 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !919, metadata !DIExpression()), !dbg !921
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !922
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !923 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !930, metadata !DIExpression()), !dbg !932
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !933
}

; Function Attrs: noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 !dbg !934 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !936, metadata !DIExpression()), !dbg !937
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !938, metadata !DIExpression()), !dbg !937
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !939, metadata !DIExpression()), !dbg !937
  %7 = load i8*, i8** %4, align 4, !dbg !940
  %8 = load double, double* %5, align 8, !dbg !940
  %9 = load double, double* %6, align 8, !dbg !940
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !940
  ret double %10, !dbg !940
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 !dbg !941 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !942, metadata !DIExpression()), !dbg !943
  store i8* %1, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !944, metadata !DIExpression()), !dbg !945
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !946, metadata !DIExpression()), !dbg !947
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !948, metadata !DIExpression()), !dbg !947
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4, !dbg !949
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !950
  %12 = load double, double* %7, align 8, !dbg !951
  %13 = load double, double* %8, align 8, !dbg !951
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !952
  ret double %14, !dbg !953
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 !dbg !954 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !962, metadata !DIExpression()), !dbg !964
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !965, metadata !DIExpression()), !dbg !966
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !967, metadata !DIExpression()), !dbg !968
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8, !dbg !969
  %9 = load double, double* %5, align 8, !dbg !970
  %10 = load double, double* %6, align 8, !dbg !971
  %11 = load double, double* %6, align 8, !dbg !972
  %12 = fmul double %10, %11, !dbg !973
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !974
  ret double %13, !dbg !975
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 !dbg !976 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !978, metadata !DIExpression()), !dbg !979
  %3 = load i8*, i8** %2, align 4, !dbg !980
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !980
  ret void, !dbg !980
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 !dbg !981 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !987, metadata !DIExpression()), !dbg !988
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !989, metadata !DIExpression()), !dbg !990
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !991
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !992
  %8 = load i8*, i8** %4, align 4, !dbg !993
  call void @free(i8* noundef %8), !dbg !994
  ret void, !dbg !995
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!185, !186, !187}
!llvm.ident = !{!188}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 65, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: "_ZTS5Color")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !{!10, !11, !33, !34, !35, !3, !4, !36, !75, !32, !144, !161, !145, !148, !79, !82, !39, !45, !164}
!10 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS4Vec2")
!12 = !{!13, !15, !16, !21, !24, !27}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 40, baseType: !14, size: 32)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 40, baseType: !14, size: 32, offset: 32)
!16 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec2plES_", scope: !11, file: !1, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{!11, !19, !11}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!21 = !DISubprogram(name: "operator*", linkageName: "_ZNK4Vec2mlEf", scope: !11, file: !1, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !19, !14}
!24 = !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: 0)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !19, !11}
!27 = !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 32)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !38, file: !1, line: 94, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !72, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!38 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: "_ZTS5Accum")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: "_ZTS8FunctionIFiiEE")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 32, offset: 32)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 32, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 32)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{}
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !74, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!75 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !76, templateParams: !142, identifier: "_ZTS5OwnerI4BirdE")
!76 = !{!77, !114, !118, !122, !126, !131, !134, !135, !139}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !75, file: !1, line: 22, baseType: !78, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !80, vtableHolder: !82, identifier: "_ZTS4Bird")
!80 = !{!81, !105, !109}
!81 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !79, baseType: !82, extraData: i32 0)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !83, vtableHolder: !82, identifier: "_ZTS6Animal")
!83 = !{!84, !89, !90, !94, !102}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !85, size: 32, flags: DIFlagArtificial)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !87, size: 32)
!87 = !DISubroutineType(types: !88)
!88 = !{!32}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !82, file: !1, line: 69, baseType: !32, size: 32, offset: 32)
!90 = !DISubprogram(name: "~Animal", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, containingType: !82, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, containingType: !82, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !100}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!102 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!32, !100}
!105 = !DISubprogram(name: "Bird", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!109 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, containingType: !79, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!110 = !DISubroutineType(types: !111)
!111 = !{!97, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!114 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117, !78}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!118 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !117, !121}
!121 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !75, size: 32)
!122 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !75, file: !1, line: 26, type: !123, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !117, !121}
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 32)
!126 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 27, type: !127, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !117, !129}
!129 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!131 = !DISubprogram(name: "~Owner", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !117}
!134 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!135 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!136 = !DISubroutineType(types: !137)
!137 = !{!78, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{!10, !138}
!142 = !{!143}
!143 = !DITemplateTypeParameter(name: "T", type: !79)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 32)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !146, identifier: "_ZTS7Doubler")
!146 = !{!147, !157}
!147 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !145, baseType: !148, extraData: i32 0)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !149, templateParams: !155, identifier: "_ZTS7CounterI7DoublerE")
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !148, file: !1, line: 60, baseType: !32, size: 32)
!151 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!32, !154, !32}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !{!156}
!156 = !DITemplateTypeParameter(name: "Derived", type: !145)
!157 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!158 = !DISubroutineType(types: !159)
!159 = !{!32, !160, !32}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 32)
!162 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!163 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !87, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!164 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !165, templateParams: !181, identifier: "_ZTS8FunctionIFdddEE")
!165 = !{!166, !167, !171, !172, !176}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !164, file: !1, line: 79, baseType: !48, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !164, file: !1, line: 80, baseType: !168, size: 32, offset: 32)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 32)
!169 = !DISubroutineType(types: !170)
!170 = !{!33, !48, !33, !33}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !164, file: !1, line: 81, baseType: !54, size: 32, offset: 64)
!172 = !DISubprogram(name: "~Function", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!33, !179, !33, !33}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!181 = !{!182}
!182 = !DITemplateTypeParameter(name: "Sig", type: !183)
!183 = !DISubroutineType(types: !184)
!184 = !{!33, !33, !33}
!185 = !{i32 7, !"Dwarf Version", i32 4}
!186 = !{i32 2, !"Debug Info Version", i32 3}
!187 = !{i32 1, !"wchar_size", i32 4}
!188 = !{!"Debian clang version 14.0.6"}
!189 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!190 = !DILocation(line: 101, column: 8, scope: !163)
!191 = !DILocation(line: 101, column: 12, scope: !163)
!192 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!193 = !DILocation(line: 102, column: 15, scope: !163)
!194 = !DILocation(line: 102, column: 20, scope: !163)
!195 = !DILocation(line: 103, column: 36, scope: !163)
!196 = !DILocation(line: 103, column: 30, scope: !163)
!197 = !DILocation(line: 103, column: 45, scope: !163)
!198 = !DILocation(line: 103, column: 39, scope: !163)
!199 = !DILocation(line: 103, column: 49, scope: !163)
!200 = !DILocation(line: 103, column: 53, scope: !163)
!201 = !DILocation(line: 103, column: 3, scope: !163)
!202 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !203)
!203 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !204, identifier: "_ZTS6Point3")
!204 = !{!205, !206, !207}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !203, file: !1, line: 97, baseType: !32, size: 32)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !203, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !203, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!208 = !DILocation(line: 105, column: 8, scope: !163)
!209 = !DILocation(line: 105, column: 23, scope: !163)
!210 = !DILocation(line: 105, column: 9, scope: !163)
!211 = !DILocation(line: 106, column: 29, scope: !163)
!212 = !DILocation(line: 105, column: 13, scope: !163)
!213 = !DILocation(line: 106, column: 33, scope: !163)
!214 = !DILocation(line: 105, column: 17, scope: !163)
!215 = !DILocation(line: 106, column: 37, scope: !163)
!216 = !DILocation(line: 106, column: 3, scope: !163)
!217 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 3)
!221 = !DILocation(line: 107, column: 7, scope: !163)
!222 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !223)
!223 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !218, size: 32)
!224 = !DILocation(line: 108, column: 9, scope: !163)
!225 = !DILocation(line: 108, column: 14, scope: !163)
!226 = !DILocation(line: 109, column: 6, scope: !163)
!227 = !DILocation(line: 108, column: 10, scope: !163)
!228 = !DILocation(line: 110, column: 28, scope: !163)
!229 = !DILocation(line: 110, column: 32, scope: !163)
!230 = !DILocation(line: 108, column: 18, scope: !163)
!231 = !DILocation(line: 110, column: 40, scope: !163)
!232 = !DILocation(line: 110, column: 3, scope: !163)
!233 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!234 = !DILocation(line: 112, column: 18, scope: !163)
!235 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!236 = !DILocation(line: 113, column: 8, scope: !163)
!237 = !DILocation(line: 114, column: 3, scope: !163)
!238 = !DILocation(line: 114, column: 8, scope: !163)
!239 = !DILocation(line: 115, column: 44, scope: !163)
!240 = !DILocation(line: 115, column: 42, scope: !163)
!241 = !DILocation(line: 115, column: 49, scope: !163)
!242 = !DILocation(line: 115, column: 47, scope: !163)
!243 = !DILocation(line: 115, column: 61, scope: !163)
!244 = !DILocation(line: 115, column: 54, scope: !163)
!245 = !DILocation(line: 115, column: 52, scope: !163)
!246 = !DILocation(line: 115, column: 72, scope: !163)
!247 = !DILocation(line: 115, column: 3, scope: !163)
!248 = !DILocation(line: 116, column: 27, scope: !163)
!249 = !DILocation(line: 116, column: 56, scope: !163)
!250 = !DILocation(line: 116, column: 3, scope: !163)
!251 = !DILocation(line: 117, column: 3, scope: !163)
!252 = !DILocation(line: 118, column: 28, scope: !163)
!253 = !DILocation(line: 118, column: 41, scope: !163)
!254 = !DILocation(line: 118, column: 56, scope: !163)
!255 = !DILocation(line: 118, column: 3, scope: !163)
!256 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!257 = !DILocation(line: 120, column: 11, scope: !163)
!258 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!259 = !DILocation(line: 121, column: 7, scope: !163)
!260 = !DILocalVariable(name: "i", scope: !261, file: !1, line: 122, type: !32)
!261 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!262 = !DILocation(line: 122, column: 12, scope: !261)
!263 = !DILocation(line: 122, column: 8, scope: !261)
!264 = !DILocation(line: 122, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !1, line: 122, column: 3)
!266 = !DILocation(line: 122, column: 21, scope: !265)
!267 = !DILocation(line: 122, column: 3, scope: !261)
!268 = !DILocation(line: 122, column: 38, scope: !265)
!269 = !DILocation(line: 122, column: 44, scope: !265)
!270 = !DILocation(line: 122, column: 40, scope: !265)
!271 = !DILocation(line: 122, column: 35, scope: !265)
!272 = !DILocation(line: 122, column: 31, scope: !265)
!273 = !DILocation(line: 122, column: 26, scope: !265)
!274 = !DILocation(line: 122, column: 3, scope: !265)
!275 = distinct !{!275, !267, !276, !277}
!276 = !DILocation(line: 122, column: 45, scope: !261)
!277 = !{!"llvm.loop.mustprogress"}
!278 = !DILocation(line: 123, column: 32, scope: !163)
!279 = !DILocation(line: 123, column: 37, scope: !163)
!280 = !DILocation(line: 123, column: 39, scope: !163)
!281 = !DILocation(line: 123, column: 3, scope: !163)
!282 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!283 = !DILocation(line: 125, column: 9, scope: !163)
!284 = !DILocation(line: 125, column: 24, scope: !163)
!285 = !DILocation(line: 126, column: 34, scope: !163)
!286 = !DILocation(line: 126, column: 24, scope: !163)
!287 = !DILocation(line: 126, column: 3, scope: !163)
!288 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !289)
!289 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, extraData: !82)
!290 = !DILocation(line: 128, column: 16, scope: !163)
!291 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !292)
!292 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 64, extraData: !82)
!293 = !DILocation(line: 129, column: 25, scope: !163)
!294 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 64, extraData: !82)
!296 = !DILocation(line: 130, column: 17, scope: !163)
!297 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!298 = !DILocation(line: 131, column: 8, scope: !163)
!299 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !300)
!300 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 32)
!301 = !DILocation(line: 132, column: 11, scope: !163)
!302 = !DILocation(line: 132, column: 16, scope: !163)
!303 = !DILocation(line: 133, column: 32, scope: !163)
!304 = !DILocation(line: 133, column: 36, scope: !163)
!305 = !DILocation(line: 133, column: 34, scope: !163)
!306 = !DILocation(line: 133, column: 47, scope: !163)
!307 = !DILocation(line: 133, column: 51, scope: !163)
!308 = !DILocation(line: 133, column: 46, scope: !163)
!309 = !DILocation(line: 133, column: 60, scope: !163)
!310 = !DILocation(line: 133, column: 63, scope: !163)
!311 = !DILocation(line: 133, column: 59, scope: !163)
!312 = !DILocation(line: 133, column: 3, scope: !163)
!313 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!314 = !DILocation(line: 135, column: 7, scope: !163)
!315 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !316)
!316 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !317)
!317 = !{!318, !319}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !316, file: !1, line: 136, baseType: !32, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !316, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!320 = !DILocation(line: 136, column: 8, scope: !163)
!321 = !DILocation(line: 136, column: 18, scope: !163)
!322 = !DILocation(line: 136, column: 26, scope: !163)
!323 = !DILocation(line: 137, column: 3, scope: !163)
!324 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !325)
!325 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !326)
!326 = !{!327, !328}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !325, file: !1, line: 138, baseType: !32, size: 32)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !325, file: !1, line: 138, baseType: !218, size: 96, offset: 32)
!329 = !DILocation(line: 138, column: 8, scope: !163)
!330 = !DILocation(line: 138, column: 16, scope: !163)
!331 = !DILocation(line: 138, column: 17, scope: !163)
!332 = !DILocation(line: 139, column: 29, scope: !163)
!333 = !DILocation(line: 139, column: 40, scope: !163)
!334 = !DILocation(line: 139, column: 3, scope: !163)
!335 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!336 = !DILocation(line: 141, column: 9, scope: !163)
!337 = !DILocalVariable(name: "f", scope: !338, file: !1, line: 143, type: !45)
!338 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!339 = !DILocation(line: 143, column: 24, scope: !338)
!340 = !DILocation(line: 143, column: 34, scope: !338)
!341 = !DILocation(line: 144, column: 5, scope: !338)
!342 = !DILocation(line: 145, column: 5, scope: !338)
!343 = !DILocation(line: 146, column: 3, scope: !163)
!344 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !164)
!345 = !DILocation(line: 147, column: 36, scope: !163)
!346 = !DILocation(line: 147, column: 42, scope: !163)
!347 = !DILocation(line: 148, column: 38, scope: !163)
!348 = !DILocation(line: 148, column: 45, scope: !163)
!349 = !DILocation(line: 148, column: 3, scope: !163)
!350 = !DILocation(line: 149, column: 3, scope: !163)
!351 = !DILocation(line: 150, column: 1, scope: !163)
!352 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !353, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !355, retainedNodes: !71)
!353 = !DISubroutineType(types: !354)
!354 = !{!75}
!355 = !{!143, !356}
!356 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!357 = !DILocalVariable(name: "mem", scope: !352, file: !1, line: 35, type: !48)
!358 = !DILocation(line: 35, column: 9, scope: !352)
!359 = !DILocation(line: 35, column: 15, scope: !352)
!360 = !DILocation(line: 36, column: 24, scope: !352)
!361 = !DILocation(line: 36, column: 19, scope: !352)
!362 = !DILocation(line: 36, column: 29, scope: !352)
!363 = !DILocation(line: 36, column: 10, scope: !352)
!364 = !DILocation(line: 36, column: 3, scope: !352)
!365 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !366, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !371, retainedNodes: !71)
!366 = !DISubroutineType(types: !367)
!367 = !{!368, !125}
!368 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !369, size: 32)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !370, file: !1, line: 16, baseType: !75)
!370 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !371, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!371 = !{!372}
!372 = !DITemplateTypeParameter(name: "T", type: !125)
!373 = !DILocalVariable(name: "t", arg: 1, scope: !365, file: !1, line: 17, type: !125)
!374 = !DILocation(line: 17, column: 63, scope: !365)
!375 = !DILocation(line: 17, column: 120, scope: !365)
!376 = !DILocation(line: 17, column: 68, scope: !365)
!377 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!378 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32)
!380 = !DILocation(line: 0, scope: !377)
!381 = !DILocalVariable(name: "o", arg: 2, scope: !377, file: !1, line: 25, type: !121)
!382 = !DILocation(line: 25, column: 17, scope: !377)
!383 = !DILocation(line: 25, column: 31, scope: !377)
!384 = !DILocation(line: 25, column: 34, scope: !377)
!385 = !DILocation(line: 25, column: 36, scope: !377)
!386 = !DILocation(line: 25, column: 42, scope: !387)
!387 = distinct !DILexicalBlock(scope: !377, file: !1, line: 25, column: 40)
!388 = !DILocation(line: 25, column: 44, scope: !387)
!389 = !DILocation(line: 25, column: 47, scope: !387)
!390 = !DILocation(line: 25, column: 58, scope: !377)
!391 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!392 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!394 = !DILocation(line: 0, scope: !391)
!395 = !DILocation(line: 31, column: 43, scope: !391)
!396 = !DILocation(line: 31, column: 46, scope: !391)
!397 = !DILocation(line: 31, column: 36, scope: !391)
!398 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!399 = !DILocalVariable(name: "this", arg: 1, scope: !398, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = !DILocation(line: 0, scope: !398)
!401 = !DILocation(line: 30, column: 34, scope: !398)
!402 = !DILocation(line: 30, column: 27, scope: !398)
!403 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !404, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!404 = !DISubroutineType(types: !405)
!405 = !{!203, !32}
!406 = !DILocalVariable(name: "s", arg: 1, scope: !403, file: !1, line: 98, type: !32)
!407 = !DILocation(line: 98, column: 30, scope: !403)
!408 = !DILocation(line: 98, column: 42, scope: !403)
!409 = !DILocation(line: 98, column: 43, scope: !403)
!410 = !DILocation(line: 98, column: 46, scope: !403)
!411 = !DILocation(line: 98, column: 48, scope: !403)
!412 = !DILocation(line: 98, column: 53, scope: !403)
!413 = !DILocation(line: 98, column: 55, scope: !403)
!414 = !DILocation(line: 98, column: 35, scope: !403)
!415 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!416 = !DILocalVariable(name: "this", arg: 1, scope: !415, type: !417, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!418 = !DILocation(line: 0, scope: !415)
!419 = !DILocalVariable(name: "i", arg: 2, scope: !415, file: !1, line: 44, type: !32)
!420 = !DILocation(line: 44, column: 25, scope: !415)
!421 = !DILocation(line: 44, column: 37, scope: !415)
!422 = !DILocation(line: 44, column: 41, scope: !415)
!423 = !DILocation(line: 44, column: 45, scope: !415)
!424 = !DILocation(line: 44, column: 30, scope: !415)
!425 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!426 = !DILocalVariable(name: "this", arg: 1, scope: !425, type: !427, flags: DIFlagArtificial | DIFlagObjectPointer)
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!428 = !DILocation(line: 0, scope: !425)
!429 = !DILocalVariable(name: "o", arg: 2, scope: !425, file: !1, line: 43, type: !11)
!430 = !DILocation(line: 43, column: 34, scope: !425)
!431 = !DILocation(line: 43, column: 52, scope: !425)
!432 = !DILocation(line: 43, column: 59, scope: !425)
!433 = !DILocation(line: 43, column: 54, scope: !425)
!434 = !DILocation(line: 43, column: 61, scope: !425)
!435 = !DILocation(line: 43, column: 64, scope: !425)
!436 = !DILocation(line: 43, column: 71, scope: !425)
!437 = !DILocation(line: 43, column: 66, scope: !425)
!438 = !DILocation(line: 43, column: 45, scope: !425)
!439 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!440 = !DILocalVariable(name: "n", arg: 1, scope: !439, file: !1, line: 47, type: !32)
!441 = !DILocation(line: 47, column: 23, scope: !439)
!442 = !DILocation(line: 47, column: 35, scope: !439)
!443 = !DILocation(line: 47, column: 37, scope: !439)
!444 = !DILocation(line: 47, column: 43, scope: !439)
!445 = !DILocation(line: 47, column: 51, scope: !439)
!446 = !DILocation(line: 47, column: 53, scope: !439)
!447 = !DILocation(line: 47, column: 47, scope: !439)
!448 = !DILocation(line: 47, column: 64, scope: !439)
!449 = !DILocation(line: 47, column: 66, scope: !439)
!450 = !DILocation(line: 47, column: 60, scope: !439)
!451 = !DILocation(line: 47, column: 58, scope: !439)
!452 = !DILocation(line: 47, column: 28, scope: !439)
!453 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !454, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !456, retainedNodes: !71)
!454 = !DISubroutineType(types: !455)
!455 = !{!32, !32, !32, !32, !32}
!456 = !{!457}
!457 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !458)
!458 = !{!459, !459, !459, !459}
!459 = !DITemplateTypeParameter(type: !32)
!460 = !DILocalVariable(name: "ts", arg: 1, scope: !453, file: !1, line: 50, type: !32)
!461 = !DILocation(line: 50, column: 56, scope: !453)
!462 = !DILocalVariable(name: "ts", arg: 2, scope: !453, file: !1, line: 50, type: !32)
!463 = !DILocalVariable(name: "ts", arg: 3, scope: !453, file: !1, line: 50, type: !32)
!464 = !DILocalVariable(name: "ts", arg: 4, scope: !453, file: !1, line: 50, type: !32)
!465 = !DILocation(line: 50, column: 70, scope: !453)
!466 = !DILocation(line: 50, column: 75, scope: !453)
!467 = !DILocation(line: 50, column: 62, scope: !453)
!468 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !469, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !471, retainedNodes: !71)
!469 = !DISubroutineType(types: !470)
!470 = !{!33, !33, !14}
!471 = !{!472}
!472 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !473)
!473 = !{!474, !475}
!474 = !DITemplateTypeParameter(type: !33)
!475 = !DITemplateTypeParameter(type: !14)
!476 = !DILocalVariable(name: "ts", arg: 1, scope: !468, file: !1, line: 50, type: !33)
!477 = !DILocation(line: 50, column: 56, scope: !468)
!478 = !DILocalVariable(name: "ts", arg: 2, scope: !468, file: !1, line: 50, type: !14)
!479 = !DILocation(line: 50, column: 70, scope: !468)
!480 = !DILocation(line: 50, column: 75, scope: !468)
!481 = !DILocation(line: 50, column: 62, scope: !468)
!482 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !483, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !486, retainedNodes: !71)
!483 = !DISubroutineType(types: !484)
!484 = !{null, !32, !99, !485, !34}
!485 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!486 = !{!487}
!487 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !488)
!488 = !{!459, !489, !490, !491}
!489 = !DITemplateTypeParameter(type: !99)
!490 = !DITemplateTypeParameter(type: !485)
!491 = !DITemplateTypeParameter(type: !34)
!492 = !DILocalVariable(name: "ts", arg: 1, scope: !482, file: !1, line: 51, type: !32)
!493 = !DILocation(line: 51, column: 48, scope: !482)
!494 = !DILocalVariable(name: "ts", arg: 2, scope: !482, file: !1, line: 51, type: !99)
!495 = !DILocalVariable(name: "ts", arg: 3, scope: !482, file: !1, line: 51, type: !485)
!496 = !DILocalVariable(name: "ts", arg: 4, scope: !482, file: !1, line: 51, type: !34)
!497 = !DILocation(line: 51, column: 76, scope: !482)
!498 = !DILocation(line: 51, column: 56, scope: !482)
!499 = !DILocation(line: 51, column: 88, scope: !482)
!500 = !DILocation(line: 51, column: 102, scope: !482)
!501 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !502, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !504, retainedNodes: !71)
!502 = !DISubroutineType(types: !503)
!503 = !{!97, !32}
!504 = !{!505}
!505 = !DITemplateTypeParameter(name: "T", type: !32)
!506 = !DILocalVariable(name: "v", arg: 1, scope: !501, file: !1, line: 53, type: !32)
!507 = !DILocation(line: 53, column: 46, scope: !501)
!508 = !DILocation(line: 54, column: 40, scope: !509)
!509 = distinct !DILexicalBlock(scope: !501, file: !1, line: 54, column: 17)
!510 = !DILocation(line: 54, column: 42, scope: !509)
!511 = !DILocation(line: 54, column: 33, scope: !509)
!512 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !513, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !515, retainedNodes: !71)
!513 = !DISubroutineType(types: !514)
!514 = !{!97, !33}
!515 = !{!516}
!516 = !DITemplateTypeParameter(name: "T", type: !33)
!517 = !DILocalVariable(name: "v", arg: 1, scope: !512, file: !1, line: 53, type: !33)
!518 = !DILocation(line: 53, column: 46, scope: !512)
!519 = !DILocation(line: 55, column: 41, scope: !520)
!520 = distinct !DILexicalBlock(scope: !521, file: !1, line: 55, column: 22)
!521 = distinct !DILexicalBlock(scope: !512, file: !1, line: 54, column: 17)
!522 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !523, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !525, retainedNodes: !71)
!523 = !DISubroutineType(types: !524)
!524 = !{!97, !97}
!525 = !{!526}
!526 = !DITemplateTypeParameter(name: "T", type: !97)
!527 = !DILocalVariable(name: "v", arg: 1, scope: !522, file: !1, line: 53, type: !97)
!528 = !DILocation(line: 53, column: 46, scope: !522)
!529 = !DILocation(line: 56, column: 8, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !1, line: 55, column: 22)
!531 = distinct !DILexicalBlock(scope: !522, file: !1, line: 54, column: 17)
!532 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !533, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !535, retainedNodes: !71)
!533 = !DISubroutineType(types: !534)
!534 = !{null, !160}
!535 = !DISubprogram(name: "Doubler", scope: !145, type: !533, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!536 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!537 = !DILocation(line: 0, scope: !532)
!538 = !DILocation(line: 63, column: 8, scope: !532)
!539 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !539, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 32)
!542 = !DILocation(line: 0, scope: !539)
!543 = !DILocalVariable(name: "x", arg: 2, scope: !539, file: !1, line: 61, type: !32)
!544 = !DILocation(line: 61, column: 15, scope: !539)
!545 = !DILocation(line: 61, column: 22, scope: !539)
!546 = !DILocation(line: 61, column: 20, scope: !539)
!547 = !DILocation(line: 61, column: 36, scope: !539)
!548 = !DILocation(line: 61, column: 71, scope: !539)
!549 = !DILocation(line: 61, column: 66, scope: !539)
!550 = !DILocation(line: 61, column: 29, scope: !539)
!551 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !552, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!552 = !DISubroutineType(types: !553)
!553 = !{!3, !3, !3}
!554 = !DILocalVariable(name: "a", arg: 1, scope: !551, file: !1, line: 66, type: !3)
!555 = !DILocation(line: 66, column: 33, scope: !551)
!556 = !DILocalVariable(name: "b", arg: 2, scope: !551, file: !1, line: 66, type: !3)
!557 = !DILocation(line: 66, column: 42, scope: !551)
!558 = !DILocation(line: 66, column: 75, scope: !551)
!559 = !DILocation(line: 66, column: 60, scope: !551)
!560 = !DILocation(line: 66, column: 94, scope: !551)
!561 = !DILocation(line: 66, column: 79, scope: !551)
!562 = !DILocation(line: 66, column: 77, scope: !551)
!563 = !DILocation(line: 66, column: 54, scope: !551)
!564 = !DILocation(line: 66, column: 47, scope: !551)
!565 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!566 = !DILocalVariable(name: "this", arg: 1, scope: !565, type: !567, flags: DIFlagArtificial | DIFlagObjectPointer)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!568 = !DILocation(line: 0, scope: !565)
!569 = !DILocation(line: 72, column: 35, scope: !565)
!570 = !DILocation(line: 72, column: 40, scope: !565)
!571 = !DILocation(line: 72, column: 28, scope: !565)
!572 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!573 = !DILocalVariable(name: "this", arg: 1, scope: !572, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!574 = !DILocation(line: 0, scope: !572)
!575 = !DILocation(line: 74, column: 31, scope: !572)
!576 = !DILocation(line: 74, column: 24, scope: !572)
!577 = !DILocation(line: 74, column: 33, scope: !578)
!578 = distinct !DILexicalBlock(scope: !572, file: !1, line: 74, column: 31)
!579 = !DILocation(line: 74, column: 38, scope: !578)
!580 = !DILocation(line: 74, column: 43, scope: !572)
!581 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !316, file: !1, line: 136, type: !582, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !585, retainedNodes: !71)
!582 = !DISubroutineType(types: !583)
!583 = !{!32, !584}
!584 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!585 = !DISubprogram(name: "operator()", scope: !316, file: !1, line: 136, type: !586, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!586 = !DISubroutineType(types: !587)
!587 = !{!588, !584}
!588 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!589 = !DILocalVariable(name: "this", arg: 1, scope: !581, type: !590, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 32)
!591 = !DILocation(line: 0, scope: !581)
!592 = !DILocation(line: 136, column: 51, scope: !581)
!593 = !DILocation(line: 136, column: 58, scope: !581)
!594 = !DILocation(line: 136, column: 59, scope: !581)
!595 = !DILocation(line: 136, column: 56, scope: !581)
!596 = !DILocation(line: 136, column: 44, scope: !581)
!597 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !325, file: !1, line: 138, type: !598, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !602, retainedNodes: !71)
!598 = !DISubroutineType(types: !599)
!599 = !{!32, !600}
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!601 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!602 = !DISubprogram(name: "operator()", scope: !325, file: !1, line: 138, type: !603, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!603 = !DISubroutineType(types: !604)
!604 = !{!588, !600}
!605 = !DILocalVariable(name: "this", arg: 1, scope: !597, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 32)
!607 = !DILocation(line: 0, scope: !597)
!608 = !DILocation(line: 138, column: 29, scope: !597)
!609 = !DILocation(line: 138, column: 34, scope: !597)
!610 = !DILocation(line: 138, column: 40, scope: !597)
!611 = !DILocation(line: 138, column: 38, scope: !597)
!612 = !DILocation(line: 138, column: 22, scope: !597)
!613 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !614, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !616, retainedNodes: !71)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !70}
!616 = !DISubprogram(name: "Accum", scope: !39, type: !614, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!617 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DILocation(line: 0, scope: !613)
!619 = !DILocation(line: 93, column: 7, scope: !613)
!620 = !DILocation(line: 92, column: 8, scope: !613)
!621 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DILocation(line: 0, scope: !38)
!623 = !DILocation(line: 94, column: 39, scope: !38)
!624 = !DILocation(line: 94, column: 32, scope: !38)
!625 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!626 = !DILocalVariable(name: "this", arg: 1, scope: !625, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32)
!628 = !DILocation(line: 0, scope: !625)
!629 = !DILocalVariable(name: "a", arg: 2, scope: !625, file: !1, line: 89, type: !32)
!630 = !DILocation(line: 89, column: 21, scope: !625)
!631 = !DILocation(line: 89, column: 39, scope: !625)
!632 = !DILocation(line: 89, column: 45, scope: !625)
!633 = !DILocation(line: 89, column: 51, scope: !625)
!634 = !DILocation(line: 89, column: 32, scope: !625)
!635 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!636 = !DILocalVariable(name: "this", arg: 1, scope: !635, type: !637, flags: DIFlagArtificial | DIFlagObjectPointer)
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!638 = !DILocation(line: 0, scope: !635)
!639 = !DILocation(line: 88, column: 21, scope: !640)
!640 = distinct !DILexicalBlock(scope: !641, file: !1, line: 88, column: 21)
!641 = distinct !DILexicalBlock(scope: !635, file: !1, line: 88, column: 15)
!642 = !DILocation(line: 88, column: 21, scope: !641)
!643 = !DILocation(line: 88, column: 31, scope: !640)
!644 = !DILocation(line: 88, column: 40, scope: !640)
!645 = !DILocation(line: 88, column: 47, scope: !635)
!646 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !164, file: !1, line: 83, type: !647, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !650, declaration: !649, retainedNodes: !71)
!647 = !DISubroutineType(types: !648)
!648 = !{null, !175, !162}
!649 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !164, file: !1, line: 83, type: !647, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !650)
!650 = !{!651}
!651 = !DITemplateTypeParameter(name: "F", type: !162)
!652 = !DILocalVariable(name: "this", arg: 1, scope: !646, type: !653, flags: DIFlagArtificial | DIFlagObjectPointer)
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32)
!654 = !DILocation(line: 0, scope: !646)
!655 = !DILocalVariable(name: "f", arg: 2, scope: !646, file: !1, line: 83, type: !162)
!656 = !DILocation(line: 83, column: 36, scope: !646)
!657 = !DILocation(line: 79, column: 9, scope: !646)
!658 = !DILocation(line: 80, column: 7, scope: !646)
!659 = !DILocation(line: 81, column: 10, scope: !646)
!660 = !DILocation(line: 84, column: 17, scope: !661)
!661 = distinct !DILexicalBlock(scope: !646, file: !1, line: 83, column: 39)
!662 = !DILocation(line: 84, column: 12, scope: !661)
!663 = !DILocation(line: 84, column: 38, scope: !661)
!664 = !DILocation(line: 84, column: 5, scope: !661)
!665 = !DILocation(line: 84, column: 10, scope: !661)
!666 = !DILocation(line: 85, column: 13, scope: !661)
!667 = !DILocation(line: 85, column: 5, scope: !661)
!668 = !DILocation(line: 85, column: 11, scope: !661)
!669 = !DILocation(line: 86, column: 16, scope: !661)
!670 = !DILocation(line: 86, column: 5, scope: !661)
!671 = !DILocation(line: 86, column: 14, scope: !661)
!672 = !DILocation(line: 87, column: 3, scope: !646)
!673 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!674 = !DILocalVariable(name: "this", arg: 1, scope: !673, type: !675, flags: DIFlagArtificial | DIFlagObjectPointer)
!675 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!676 = !DILocation(line: 0, scope: !673)
!677 = !DILocalVariable(name: "a", arg: 2, scope: !673, file: !1, line: 89, type: !33)
!678 = !DILocation(line: 89, column: 21, scope: !673)
!679 = !DILocalVariable(name: "a", arg: 3, scope: !673, file: !1, line: 89, type: !33)
!680 = !DILocation(line: 89, column: 39, scope: !673)
!681 = !DILocation(line: 89, column: 45, scope: !673)
!682 = !DILocation(line: 89, column: 51, scope: !673)
!683 = !DILocation(line: 89, column: 32, scope: !673)
!684 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!685 = !DILocalVariable(name: "this", arg: 1, scope: !684, type: !653, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DILocation(line: 0, scope: !684)
!687 = !DILocation(line: 88, column: 21, scope: !688)
!688 = distinct !DILexicalBlock(scope: !689, file: !1, line: 88, column: 21)
!689 = distinct !DILexicalBlock(scope: !684, file: !1, line: 88, column: 15)
!690 = !DILocation(line: 88, column: 21, scope: !689)
!691 = !DILocation(line: 88, column: 31, scope: !688)
!692 = !DILocation(line: 88, column: 40, scope: !688)
!693 = !DILocation(line: 88, column: 47, scope: !684)
!694 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !695, retainedNodes: !71)
!695 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!696 = !DILocalVariable(name: "this", arg: 1, scope: !694, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!697 = !DILocation(line: 0, scope: !694)
!698 = !DILocation(line: 74, column: 8, scope: !699)
!699 = distinct !DILexicalBlock(scope: !694, file: !1, line: 74, column: 8)
!700 = !DILocation(line: 74, column: 8, scope: !694)
!701 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!702 = !DILocalVariable(name: "this", arg: 1, scope: !701, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DILocation(line: 0, scope: !701)
!704 = !DILocation(line: 28, column: 14, scope: !705)
!705 = distinct !DILexicalBlock(scope: !701, file: !1, line: 28, column: 12)
!706 = !DILocation(line: 28, column: 23, scope: !701)
!707 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !708, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !710, retainedNodes: !71)
!708 = !DISubroutineType(types: !709)
!709 = !{null, !154}
!710 = !DISubprogram(name: "Counter", scope: !148, type: !708, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!711 = !DILocalVariable(name: "this", arg: 1, scope: !707, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!712 = !DILocation(line: 0, scope: !707)
!713 = !DILocation(line: 60, column: 7, scope: !707)
!714 = !DILocation(line: 59, column: 36, scope: !707)
!715 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !716, retainedNodes: !71)
!716 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!717 = !DILocalVariable(name: "this", arg: 1, scope: !715, type: !718, flags: DIFlagArtificial | DIFlagObjectPointer)
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!719 = !DILocation(line: 0, scope: !715)
!720 = !DILocation(line: 68, column: 8, scope: !715)
!721 = !DILocation(line: 69, column: 7, scope: !715)
!722 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !695, retainedNodes: !71)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DILocation(line: 0, scope: !722)
!725 = !DILocation(line: 74, column: 8, scope: !722)
!726 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!727 = !DILocalVariable(name: "this", arg: 1, scope: !726, type: !728, flags: DIFlagArtificial | DIFlagObjectPointer)
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!729 = !DILocation(line: 0, scope: !726)
!730 = !DILocation(line: 74, column: 82, scope: !726)
!731 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!732 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !718, flags: DIFlagArtificial | DIFlagObjectPointer)
!733 = !DILocation(line: 0, scope: !731)
!734 = !DILocation(line: 70, column: 29, scope: !731)
!735 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !735, type: !718, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DILocation(line: 0, scope: !735)
!738 = !DILocation(line: 70, column: 29, scope: !735)
!739 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!740 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !567, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DILocation(line: 0, scope: !739)
!742 = !DILocation(line: 71, column: 39, scope: !739)
!743 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !744, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !747, declaration: !746, retainedNodes: !71)
!744 = !DISubroutineType(types: !745)
!745 = !{null, !60, !37}
!746 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !744, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !747)
!747 = !{!748}
!748 = !DITemplateTypeParameter(name: "F", type: !37)
!749 = !DILocalVariable(name: "this", arg: 1, scope: !743, type: !637, flags: DIFlagArtificial | DIFlagObjectPointer)
!750 = !DILocation(line: 0, scope: !743)
!751 = !DILocalVariable(name: "f", arg: 2, scope: !743, file: !1, line: 83, type: !37)
!752 = !DILocation(line: 83, column: 36, scope: !743)
!753 = !DILocation(line: 79, column: 9, scope: !743)
!754 = !DILocation(line: 80, column: 7, scope: !743)
!755 = !DILocation(line: 81, column: 10, scope: !743)
!756 = !DILocation(line: 84, column: 17, scope: !757)
!757 = distinct !DILexicalBlock(scope: !743, file: !1, line: 83, column: 39)
!758 = !DILocation(line: 84, column: 12, scope: !757)
!759 = !DILocation(line: 84, column: 38, scope: !757)
!760 = !DILocation(line: 84, column: 36, scope: !757)
!761 = !DILocation(line: 84, column: 5, scope: !757)
!762 = !DILocation(line: 84, column: 10, scope: !757)
!763 = !DILocation(line: 85, column: 13, scope: !757)
!764 = !DILocation(line: 85, column: 5, scope: !757)
!765 = !DILocation(line: 85, column: 11, scope: !757)
!766 = !DILocation(line: 86, column: 16, scope: !757)
!767 = !DILocation(line: 86, column: 5, scope: !757)
!768 = !DILocation(line: 86, column: 14, scope: !757)
!769 = !DILocation(line: 87, column: 3, scope: !743)
!770 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !771, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !776, retainedNodes: !71)
!771 = !DISubroutineType(types: !772)
!772 = !{!773, !778}
!773 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !774, size: 32)
!774 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !775, file: !1, line: 16, baseType: !37)
!775 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !776, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!776 = !{!777}
!777 = !DITemplateTypeParameter(name: "T", type: !778)
!778 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 32)
!779 = !DILocalVariable(name: "t", arg: 1, scope: !770, file: !1, line: 17, type: !778)
!780 = !DILocation(line: 17, column: 63, scope: !770)
!781 = !DILocation(line: 17, column: 120, scope: !770)
!782 = !DILocation(line: 17, column: 68, scope: !770)
!783 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !784, file: !1, line: 85, type: !791, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !793, retainedNodes: !71)
!784 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !743, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !785, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!785 = !{!786}
!786 = !DISubprogram(name: "operator()", scope: !784, file: !1, line: 85, type: !787, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!787 = !DISubroutineType(types: !788)
!788 = !{!32, !789, !48, !32}
!789 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !790, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !784)
!791 = !DISubroutineType(types: !792)
!792 = !{!50, !789}
!793 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !784, type: !791, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!794 = !DILocalVariable(name: "this", arg: 1, scope: !783, type: !795, flags: DIFlagArtificial | DIFlagObjectPointer)
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !790, size: 32)
!796 = !DILocation(line: 0, scope: !783)
!797 = !DILocation(line: 85, column: 13, scope: !783)
!798 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !799, file: !1, line: 86, type: !800, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !804, retainedNodes: !71)
!799 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !743, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!800 = !DISubroutineType(types: !801)
!801 = !{!54, !802}
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !799)
!804 = !DISubprogram(name: "operator void (*)(void *)", scope: !799, type: !800, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!805 = !DILocalVariable(name: "this", arg: 1, scope: !798, type: !806, flags: DIFlagArtificial | DIFlagObjectPointer)
!806 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 32)
!807 = !DILocation(line: 0, scope: !798)
!808 = !DILocation(line: 86, column: 16, scope: !798)
!809 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !784, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !810, retainedNodes: !71)
!810 = !DISubprogram(name: "__invoke", scope: !784, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!811 = !DILocalVariable(name: "o", arg: 1, scope: !809, type: !48)
!812 = !DILocation(line: 0, scope: !809)
!813 = !DILocalVariable(name: "a", arg: 2, scope: !809, type: !32)
!814 = !DILocation(line: 85, column: 13, scope: !809)
!815 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !784, file: !1, line: 85, type: !787, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !786, retainedNodes: !71)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !795, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DILocation(line: 0, scope: !815)
!818 = !DILocalVariable(name: "o", arg: 2, scope: !815, file: !1, line: 85, type: !48)
!819 = !DILocation(line: 85, column: 22, scope: !815)
!820 = !DILocalVariable(name: "a", arg: 3, scope: !815, file: !1, line: 85, type: !32)
!821 = !DILocation(line: 85, column: 30, scope: !815)
!822 = !DILocation(line: 85, column: 66, scope: !815)
!823 = !DILocation(line: 85, column: 49, scope: !815)
!824 = !DILocation(line: 85, column: 70, scope: !815)
!825 = !DILocation(line: 85, column: 47, scope: !815)
!826 = !DILocation(line: 85, column: 40, scope: !815)
!827 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !828, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !832, retainedNodes: !71)
!828 = !DISubroutineType(types: !829)
!829 = !{!32, !830, !32}
!830 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !831, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!831 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!832 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !833, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!833 = !DISubroutineType(types: !834)
!834 = !{!588, !830, !32}
!835 = !DILocalVariable(name: "this", arg: 1, scope: !827, type: !836, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !831, size: 32)
!837 = !DILocation(line: 0, scope: !827)
!838 = !DILocalVariable(name: "v", arg: 2, scope: !827, file: !1, line: 94, type: !32)
!839 = !DILocation(line: 94, column: 50, scope: !827)
!840 = !DILocation(line: 94, column: 71, scope: !827)
!841 = !DILocation(line: 94, column: 62, scope: !827)
!842 = !DILocation(line: 94, column: 68, scope: !827)
!843 = !DILocation(line: 94, column: 55, scope: !827)
!844 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !799, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !845, retainedNodes: !71)
!845 = !DISubprogram(name: "__invoke", scope: !799, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!846 = !DILocalVariable(name: "o", arg: 1, scope: !844, type: !48)
!847 = !DILocation(line: 0, scope: !844)
!848 = !DILocation(line: 86, column: 16, scope: !844)
!849 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !799, file: !1, line: 86, type: !850, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !852, retainedNodes: !71)
!850 = !DISubroutineType(types: !851)
!851 = !{null, !802, !48}
!852 = !DISubprogram(name: "operator()", scope: !799, file: !1, line: 86, type: !853, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!853 = !DISubroutineType(types: !854)
!854 = !{!588, !802, !48}
!855 = !DILocalVariable(name: "this", arg: 1, scope: !849, type: !806, flags: DIFlagArtificial | DIFlagObjectPointer)
!856 = !DILocation(line: 0, scope: !849)
!857 = !DILocalVariable(name: "o", arg: 2, scope: !849, file: !1, line: 86, type: !48)
!858 = !DILocation(line: 86, column: 25, scope: !849)
!859 = !DILocation(line: 86, column: 47, scope: !849)
!860 = !DILocation(line: 86, column: 30, scope: !849)
!861 = !DILocation(line: 86, column: 62, scope: !849)
!862 = !DILocation(line: 86, column: 57, scope: !849)
!863 = !DILocation(line: 86, column: 66, scope: !849)
!864 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!865 = !DILocalVariable(name: "this", arg: 1, scope: !864, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!866 = !DILocation(line: 0, scope: !864)
!867 = !DILocalVariable(name: "p", arg: 2, scope: !864, file: !1, line: 24, type: !78)
!868 = !DILocation(line: 24, column: 21, scope: !864)
!869 = !DILocation(line: 24, column: 36, scope: !864)
!870 = !DILocation(line: 24, column: 39, scope: !864)
!871 = !DILocation(line: 24, column: 43, scope: !864)
!872 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!873 = !DILocalVariable(name: "this", arg: 1, scope: !872, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!874 = !DILocation(line: 0, scope: !872)
!875 = !DILocation(line: 29, column: 22, scope: !876)
!876 = distinct !DILexicalBlock(scope: !872, file: !1, line: 29, column: 22)
!877 = !DILocation(line: 29, column: 22, scope: !872)
!878 = !DILocation(line: 29, column: 28, scope: !879)
!879 = distinct !DILexicalBlock(scope: !876, file: !1, line: 29, column: 26)
!880 = !DILocation(line: 29, column: 33, scope: !879)
!881 = !DILocation(line: 29, column: 43, scope: !879)
!882 = !DILocation(line: 29, column: 38, scope: !879)
!883 = !DILocation(line: 29, column: 48, scope: !879)
!884 = !DILocation(line: 29, column: 51, scope: !879)
!885 = !DILocation(line: 29, column: 62, scope: !879)
!886 = !DILocation(line: 29, column: 64, scope: !872)
!887 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!888 = !DILocalVariable(name: "this", arg: 1, scope: !887, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!889 = !DILocation(line: 0, scope: !887)
!890 = !DILocalVariable(name: "x", arg: 2, scope: !887, file: !1, line: 63, type: !32)
!891 = !DILocation(line: 63, column: 50, scope: !887)
!892 = !DILocation(line: 63, column: 66, scope: !887)
!893 = !DILocation(line: 63, column: 64, scope: !887)
!894 = !DILocation(line: 63, column: 55, scope: !887)
!895 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !896, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !901, retainedNodes: !71)
!896 = !DISubroutineType(types: !897)
!897 = !{!898, !903}
!898 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !899, size: 32)
!899 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !900, file: !1, line: 16, baseType: !162)
!900 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !901)
!901 = !{!902}
!902 = !DITemplateTypeParameter(name: "T", type: !903)
!903 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 32)
!904 = !DILocalVariable(name: "t", arg: 1, scope: !895, file: !1, line: 17, type: !903)
!905 = !DILocation(line: 17, column: 63, scope: !895)
!906 = !DILocation(line: 17, column: 120, scope: !895)
!907 = !DILocation(line: 17, column: 68, scope: !895)
!908 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !909, file: !1, line: 85, type: !916, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !918, retainedNodes: !71)
!909 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !646, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !910)
!910 = !{!911}
!911 = !DISubprogram(name: "operator()", scope: !909, file: !1, line: 85, type: !912, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!912 = !DISubroutineType(types: !913)
!913 = !{!33, !914, !48, !33, !33}
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !915, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!915 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !909)
!916 = !DISubroutineType(types: !917)
!917 = !{!168, !914}
!918 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !909, type: !916, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!919 = !DILocalVariable(name: "this", arg: 1, scope: !908, type: !920, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !915, size: 32)
!921 = !DILocation(line: 0, scope: !908)
!922 = !DILocation(line: 85, column: 13, scope: !908)
!923 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !924, file: !1, line: 86, type: !925, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !929, retainedNodes: !71)
!924 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !646, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!925 = !DISubroutineType(types: !926)
!926 = !{!54, !927}
!927 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !928, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!928 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !924)
!929 = !DISubprogram(name: "operator void (*)(void *)", scope: !924, type: !925, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!930 = !DILocalVariable(name: "this", arg: 1, scope: !923, type: !931, flags: DIFlagArtificial | DIFlagObjectPointer)
!931 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !928, size: 32)
!932 = !DILocation(line: 0, scope: !923)
!933 = !DILocation(line: 86, column: 16, scope: !923)
!934 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !909, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !935, retainedNodes: !71)
!935 = !DISubprogram(name: "__invoke", scope: !909, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!936 = !DILocalVariable(name: "o", arg: 1, scope: !934, type: !48)
!937 = !DILocation(line: 0, scope: !934)
!938 = !DILocalVariable(name: "a", arg: 2, scope: !934, type: !33)
!939 = !DILocalVariable(name: "a", arg: 3, scope: !934, type: !33)
!940 = !DILocation(line: 85, column: 13, scope: !934)
!941 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !909, file: !1, line: 85, type: !912, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !911, retainedNodes: !71)
!942 = !DILocalVariable(name: "this", arg: 1, scope: !941, type: !920, flags: DIFlagArtificial | DIFlagObjectPointer)
!943 = !DILocation(line: 0, scope: !941)
!944 = !DILocalVariable(name: "o", arg: 2, scope: !941, file: !1, line: 85, type: !48)
!945 = !DILocation(line: 85, column: 22, scope: !941)
!946 = !DILocalVariable(name: "a", arg: 3, scope: !941, file: !1, line: 85, type: !33)
!947 = !DILocation(line: 85, column: 30, scope: !941)
!948 = !DILocalVariable(name: "a", arg: 4, scope: !941, file: !1, line: 85, type: !33)
!949 = !DILocation(line: 85, column: 66, scope: !941)
!950 = !DILocation(line: 85, column: 49, scope: !941)
!951 = !DILocation(line: 85, column: 70, scope: !941)
!952 = !DILocation(line: 85, column: 47, scope: !941)
!953 = !DILocation(line: 85, column: 40, scope: !941)
!954 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !955, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !959, retainedNodes: !71)
!955 = !DISubroutineType(types: !956)
!956 = !{!33, !957, !33, !33}
!957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !958, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!958 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!959 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !960, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!960 = !DISubroutineType(types: !961)
!961 = !{!588, !957, !33, !33}
!962 = !DILocalVariable(name: "this", arg: 1, scope: !954, type: !963, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !958, size: 32)
!964 = !DILocation(line: 0, scope: !954)
!965 = !DILocalVariable(name: "x", arg: 2, scope: !954, file: !1, line: 147, type: !33)
!966 = !DILocation(line: 147, column: 52, scope: !954)
!967 = !DILocalVariable(name: "y", arg: 3, scope: !954, file: !1, line: 147, type: !33)
!968 = !DILocation(line: 147, column: 62, scope: !954)
!969 = !DILocation(line: 147, column: 74, scope: !954)
!970 = !DILocation(line: 147, column: 78, scope: !954)
!971 = !DILocation(line: 147, column: 82, scope: !954)
!972 = !DILocation(line: 147, column: 86, scope: !954)
!973 = !DILocation(line: 147, column: 84, scope: !954)
!974 = !DILocation(line: 147, column: 80, scope: !954)
!975 = !DILocation(line: 147, column: 67, scope: !954)
!976 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !924, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !977, retainedNodes: !71)
!977 = !DISubprogram(name: "__invoke", scope: !924, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!978 = !DILocalVariable(name: "o", arg: 1, scope: !976, type: !48)
!979 = !DILocation(line: 0, scope: !976)
!980 = !DILocation(line: 86, column: 16, scope: !976)
!981 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !924, file: !1, line: 86, type: !982, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !984, retainedNodes: !71)
!982 = !DISubroutineType(types: !983)
!983 = !{null, !927, !48}
!984 = !DISubprogram(name: "operator()", scope: !924, file: !1, line: 86, type: !985, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!985 = !DISubroutineType(types: !986)
!986 = !{!588, !927, !48}
!987 = !DILocalVariable(name: "this", arg: 1, scope: !981, type: !931, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = !DILocation(line: 0, scope: !981)
!989 = !DILocalVariable(name: "o", arg: 2, scope: !981, file: !1, line: 86, type: !48)
!990 = !DILocation(line: 86, column: 25, scope: !981)
!991 = !DILocation(line: 86, column: 47, scope: !981)
!992 = !DILocation(line: 86, column: 30, scope: !981)
!993 = !DILocation(line: 86, column: 62, scope: !981)
!994 = !DILocation(line: 86, column: 57, scope: !981)
!995 = !DILocation(line: 86, column: 66, scope: !981)

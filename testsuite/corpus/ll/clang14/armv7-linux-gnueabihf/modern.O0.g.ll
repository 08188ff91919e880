; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Bird to i8*), i8* bitcast (%struct.Bird* (%struct.Bird*)* @_ZN4BirdD2Ev to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD0Ev to i8*), i8* bitcast (i8* (%struct.Bird*)* @_ZNK4Bird5soundEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 4
@_ZTI4Bird = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Bird, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*), i8* bitcast (i8* (%struct.Animal*)* @_ZNK6Animal5soundEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !163 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point3, align 4
  %7 = alloca [3 x i32], align 4
  %8 = alloca [3 x i32]*, align 4
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Vec2, align 4
  %11 = alloca %struct.Vec2, align 4
  %12 = alloca %struct.Doubler, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca { i32, i32 }, align 4
  %18 = alloca { i32, i32 }, align 4
  %19 = alloca %struct.Bird, align 4
  %20 = alloca %struct.Animal*, align 4
  %21 = alloca i32, align 4
  %22 = alloca %class.anon, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %struct.Accum, align 4
  %25 = alloca %class.Function, align 4
  %26 = alloca %class.Function.1, align 4
  %27 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !197, metadata !DIExpression()), !dbg !198
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2), !dbg !199
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !200, metadata !DIExpression()), !dbg !201
  %28 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %120, !dbg !202

29:                                               ; preds = %0
  %30 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %28) #10, !dbg !202
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %124, !dbg !203

32:                                               ; preds = %29
  %33 = zext i1 %31 to i32, !dbg !204
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %35 unwind label %124, !dbg !205

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32, !dbg !206
  %37 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %124, !dbg !207

38:                                               ; preds = %35
  %39 = bitcast %struct.Bird* %37 to i8* (%struct.Bird*)***, !dbg !208
  %40 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %39, align 4, !dbg !208
  %41 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, i64 2, !dbg !208
  %42 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %41, align 4, !dbg !208
  %43 = invoke noundef i8* %42(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %37)
          to label %44 unwind label %124, !dbg !208

44:                                               ; preds = %38
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %33, i32 noundef %36, i8* noundef %43)
          to label %46 unwind label %124, !dbg !209

46:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata %struct.Point3* %6, metadata !210, metadata !DIExpression()), !dbg !216
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %47 unwind label %124, !dbg !217

47:                                               ; preds = %46
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0, !dbg !218
  %49 = load i32, i32* %48, align 4, !dbg !219
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1, !dbg !220
  %51 = load i32, i32* %50, align 4, !dbg !221
  %52 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2, !dbg !222
  %53 = load i32, i32* %52, align 4, !dbg !223
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %49, i32 noundef %51, i32 noundef %53)
          to label %55 unwind label %124, !dbg !224

55:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata [3 x i32]* %7, metadata !225, metadata !DIExpression()), !dbg !229
  %56 = bitcast [3 x i32]* %7 to i8*, !dbg !229
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %56, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false), !dbg !229
  call void @llvm.dbg.declare(metadata [3 x i32]** %8, metadata !230, metadata !DIExpression()), !dbg !232
  store [3 x i32]* %7, [3 x i32]** %8, align 4, !dbg !232
  %57 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !233
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 1, !dbg !233
  store i32 50, i32* %58, align 4, !dbg !234
  %59 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !235
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %59, i32 0, i32 0, !dbg !235
  %61 = load i32, i32* %60, align 4, !dbg !236
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 1, !dbg !237
  %63 = load i32, i32* %62, align 4, !dbg !237
  %64 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !238
  %65 = getelementptr inbounds [3 x i32], [3 x i32]* %64, i32 0, i32 2, !dbg !238
  %66 = load i32, i32* %65, align 4, !dbg !239
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %61, i32 noundef %63, i32 noundef %66)
          to label %68 unwind label %124, !dbg !240

68:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !241, metadata !DIExpression()), !dbg !242
  %69 = bitcast %struct.Vec2* %9 to i8*, !dbg !242
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false), !dbg !242
  call void @llvm.dbg.declare(metadata %struct.Vec2* %10, metadata !243, metadata !DIExpression()), !dbg !244
  %70 = bitcast %struct.Vec2* %10 to i8*, !dbg !244
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %70, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false), !dbg !244
  %71 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %72 unwind label %124, !dbg !245

72:                                               ; preds = %68
  %73 = load float, float* %71, align 4, !dbg !246
  %74 = fadd float %73, 1.000000e+00, !dbg !246
  store float %74, float* %71, align 4, !dbg !246
  %75 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !247
  %76 = load float, float* %75, align 4, !dbg !247
  %77 = fpext float %76 to double, !dbg !248
  %78 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !249
  %79 = load float, float* %78, align 4, !dbg !249
  %80 = fpext float %79 to double, !dbg !250
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0, !dbg !251
  store float 2.500000e+00, float* %81, align 4, !dbg !251
  %82 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1, !dbg !251
  store float 4.000000e+00, float* %82, align 4, !dbg !251
  %83 = load %struct.Vec2, %struct.Vec2* %11, align 4, !dbg !252
  %84 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, %struct.Vec2 %83)
          to label %85 unwind label %124, !dbg !252

85:                                               ; preds = %72
  %86 = zext i1 %84 to i32, !dbg !253
  %87 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %88 unwind label %124, !dbg !254

88:                                               ; preds = %85
  %89 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %77, double noundef %80, i32 noundef %86, i32 noundef %87)
          to label %90 unwind label %124, !dbg !255

90:                                               ; preds = %88
  %91 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %92 unwind label %124, !dbg !256

92:                                               ; preds = %90
  %93 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %94 unwind label %124, !dbg !257

94:                                               ; preds = %92
  %95 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %91, double noundef %93)
          to label %96 unwind label %124, !dbg !258

96:                                               ; preds = %94
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef zeroext 65, i32 noundef 3, i16 noundef signext -4)
          to label %97 unwind label %124, !dbg !259

97:                                               ; preds = %96
  %98 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %99 unwind label %124, !dbg !260

99:                                               ; preds = %97
  %100 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %101 unwind label %124, !dbg !261

101:                                              ; preds = %99
  %102 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %103 unwind label %124, !dbg !262

103:                                              ; preds = %101
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %98, i8* noundef %100, i8* noundef %102)
          to label %105 unwind label %124, !dbg !263

105:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata %struct.Doubler* %12, metadata !264, metadata !DIExpression()), !dbg !265
  %106 = call noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10, !dbg !265
  call void @llvm.dbg.declare(metadata i32* %13, metadata !266, metadata !DIExpression()), !dbg !267
  store i32 0, i32* %13, align 4, !dbg !267
  call void @llvm.dbg.declare(metadata i32* %14, metadata !268, metadata !DIExpression()), !dbg !270
  store i32 0, i32* %14, align 4, !dbg !270
  br label %107, !dbg !271

107:                                              ; preds = %117, %105
  %108 = load i32, i32* %14, align 4, !dbg !272
  %109 = icmp slt i32 %108, 4, !dbg !274
  br i1 %109, label %110, label %128, !dbg !275

110:                                              ; preds = %107
  %111 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !276
  %112 = load i32, i32* %14, align 4, !dbg !277
  %113 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %111, i32 noundef %112)
          to label %114 unwind label %124, !dbg !278

114:                                              ; preds = %110
  %115 = load i32, i32* %13, align 4, !dbg !279
  %116 = add nsw i32 %115, %113, !dbg !279
  store i32 %116, i32* %13, align 4, !dbg !279
  br label %117, !dbg !280

117:                                              ; preds = %114
  %118 = load i32, i32* %14, align 4, !dbg !281
  %119 = add nsw i32 %118, 1, !dbg !281
  store i32 %119, i32* %14, align 4, !dbg !281
  br label %107, !dbg !282, !llvm.loop !283

120:                                              ; preds = %0
  %121 = landingpad { i8*, i32 }
          cleanup, !dbg !286
  %122 = extractvalue { i8*, i32 } %121, 0, !dbg !286
  store i8* %122, i8** %4, align 4, !dbg !286
  %123 = extractvalue { i8*, i32 } %121, 1, !dbg !286
  store i32 %123, i32* %5, align 4, !dbg !286
  br label %257, !dbg !286

124:                                              ; preds = %140, %136, %134, %128, %110, %103, %101, %99, %97, %96, %94, %92, %90, %88, %85, %72, %68, %55, %47, %46, %44, %38, %35, %32, %29
  %125 = landingpad { i8*, i32 }
          cleanup, !dbg !286
  %126 = extractvalue { i8*, i32 } %125, 0, !dbg !286
  store i8* %126, i8** %4, align 4, !dbg !286
  %127 = extractvalue { i8*, i32 } %125, 1, !dbg !286
  store i32 %127, i32* %5, align 4, !dbg !286
  br label %255, !dbg !286

128:                                              ; preds = %107
  %129 = load i32, i32* %13, align 4, !dbg !287
  %130 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !288
  %131 = getelementptr inbounds %struct.Counter, %struct.Counter* %130, i32 0, i32 0, !dbg !289
  %132 = load i32, i32* %131, align 4, !dbg !289
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %129, i32 noundef %132)
          to label %134 unwind label %124, !dbg !290

134:                                              ; preds = %128
  call void @llvm.dbg.declare(metadata i8* %15, metadata !291, metadata !DIExpression()), !dbg !292
  %135 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %136 unwind label %124, !dbg !293

136:                                              ; preds = %134
  store i8 %135, i8* %15, align 1, !dbg !292
  %137 = load i8, i8* %15, align 1, !dbg !294
  %138 = zext i8 %137 to i32, !dbg !295
  %139 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %138)
          to label %140 unwind label %124, !dbg !296

140:                                              ; preds = %136
  call void @llvm.dbg.declare(metadata i32* %16, metadata !297, metadata !DIExpression()), !dbg !299
  store i32 4, i32* %16, align 4, !dbg !299
  call void @llvm.dbg.declare(metadata { i32, i32 }* %17, metadata !300, metadata !DIExpression()), !dbg !302
  store { i32, i32 } { i32 8, i32 1 }, { i32, i32 }* %17, align 4, !dbg !302
  call void @llvm.dbg.declare(metadata { i32, i32 }* %18, metadata !303, metadata !DIExpression()), !dbg !305
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %18, align 4, !dbg !305
  call void @llvm.dbg.declare(metadata %struct.Bird* %19, metadata !306, metadata !DIExpression()), !dbg !307
  %141 = invoke noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19)
          to label %142 unwind label %124, !dbg !307

142:                                              ; preds = %140
  call void @llvm.dbg.declare(metadata %struct.Animal** %20, metadata !308, metadata !DIExpression()), !dbg !310
  %143 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !311
  store %struct.Animal* %143, %struct.Animal** %20, align 4, !dbg !310
  %144 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !312
  %145 = load i32, i32* %16, align 4, !dbg !313
  %146 = bitcast %struct.Animal* %144 to i8*, !dbg !314
  %147 = getelementptr inbounds i8, i8* %146, i32 %145, !dbg !314
  %148 = bitcast i8* %147 to i32*, !dbg !314
  %149 = load i32, i32* %148, align 4, !dbg !314
  %150 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !315
  %151 = load { i32, i32 }, { i32, i32 }* %17, align 4, !dbg !316
  %152 = extractvalue { i32, i32 } %151, 1, !dbg !317
  %153 = ashr i32 %152, 1, !dbg !317
  %154 = bitcast %struct.Animal* %150 to i8*, !dbg !317
  %155 = getelementptr inbounds i8, i8* %154, i32 %153, !dbg !317
  %156 = bitcast i8* %155 to %struct.Animal*, !dbg !317
  %157 = extractvalue { i32, i32 } %151, 0, !dbg !317
  %158 = and i32 %152, 1, !dbg !317
  %159 = icmp ne i32 %158, 0, !dbg !317
  br i1 %159, label %160, label %166, !dbg !317

160:                                              ; preds = %142
  %161 = bitcast %struct.Animal* %156 to i8**, !dbg !317
  %162 = load i8*, i8** %161, align 4, !dbg !317
  %163 = getelementptr i8, i8* %162, i32 %157, !dbg !317, !nosanitize !71
  %164 = bitcast i8* %163 to i8* (%struct.Animal*)**, !dbg !317, !nosanitize !71
  %165 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %164, align 4, !dbg !317, !nosanitize !71
  br label %168, !dbg !317

166:                                              ; preds = %142
  %167 = inttoptr i32 %157 to i8* (%struct.Animal*)*, !dbg !317
  br label %168, !dbg !317

168:                                              ; preds = %166, %160
  %169 = phi i8* (%struct.Animal*)* [ %165, %160 ], [ %167, %166 ], !dbg !317
  %170 = invoke noundef i8* %169(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %156)
          to label %171 unwind label %188, !dbg !317

171:                                              ; preds = %168
  %172 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !318
  %173 = load { i32, i32 }, { i32, i32 }* %18, align 4, !dbg !319
  %174 = extractvalue { i32, i32 } %173, 1, !dbg !320
  %175 = ashr i32 %174, 1, !dbg !320
  %176 = bitcast %struct.Animal* %172 to i8*, !dbg !320
  %177 = getelementptr inbounds i8, i8* %176, i32 %175, !dbg !320
  %178 = bitcast i8* %177 to %struct.Animal*, !dbg !320
  %179 = extractvalue { i32, i32 } %173, 0, !dbg !320
  %180 = and i32 %174, 1, !dbg !320
  %181 = icmp ne i32 %180, 0, !dbg !320
  br i1 %181, label %182, label %192, !dbg !320

182:                                              ; preds = %171
  %183 = bitcast %struct.Animal* %178 to i8**, !dbg !320
  %184 = load i8*, i8** %183, align 4, !dbg !320
  %185 = getelementptr i8, i8* %184, i32 %179, !dbg !320, !nosanitize !71
  %186 = bitcast i8* %185 to i32 (%struct.Animal*)**, !dbg !320, !nosanitize !71
  %187 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %186, align 4, !dbg !320, !nosanitize !71
  br label %194, !dbg !320

188:                                              ; preds = %228, %222, %220, %218, %216, %199, %197, %194, %168
  %189 = landingpad { i8*, i32 }
          cleanup, !dbg !286
  %190 = extractvalue { i8*, i32 } %189, 0, !dbg !286
  store i8* %190, i8** %4, align 4, !dbg !286
  %191 = extractvalue { i8*, i32 } %189, 1, !dbg !286
  store i32 %191, i32* %5, align 4, !dbg !286
  br label %253, !dbg !286

192:                                              ; preds = %171
  %193 = inttoptr i32 %179 to i32 (%struct.Animal*)*, !dbg !320
  br label %194, !dbg !320

194:                                              ; preds = %192, %182
  %195 = phi i32 (%struct.Animal*)* [ %187, %182 ], [ %193, %192 ], !dbg !320
  %196 = invoke noundef i32 %195(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %178)
          to label %197 unwind label %188, !dbg !320

197:                                              ; preds = %194
  %198 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %149, i8* noundef %170, i32 noundef %196)
          to label %199 unwind label %188, !dbg !321

199:                                              ; preds = %197
  call void @llvm.dbg.declare(metadata i32* %21, metadata !322, metadata !DIExpression()), !dbg !323
  store i32 10, i32* %21, align 4, !dbg !323
  call void @llvm.dbg.declare(metadata %class.anon* %22, metadata !324, metadata !DIExpression()), !dbg !329
  %200 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0, !dbg !330
  store i32 0, i32* %200, align 4, !dbg !330
  %201 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1, !dbg !330
  %202 = load i32, i32* %21, align 4, !dbg !331
  store i32 %202, i32* %201, align 4, !dbg !330
  %203 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %204 unwind label %188, !dbg !332

204:                                              ; preds = %199
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !333, metadata !DIExpression()), !dbg !338
  %205 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !339
  %206 = load i32, i32* %21, align 4, !dbg !340
  store i32 %206, i32* %205, align 4, !dbg !339
  %207 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1, !dbg !339
  %208 = getelementptr inbounds [3 x i32], [3 x i32]* %207, i32 0, i32 0, !dbg !340
  br label %209, !dbg !340

209:                                              ; preds = %209, %204
  %210 = phi i32 [ 0, %204 ], [ %214, %209 ], !dbg !340
  %211 = getelementptr inbounds i32, i32* %208, i32 %210, !dbg !340
  %212 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 %210, !dbg !340
  %213 = load i32, i32* %212, align 4, !dbg !340
  store i32 %213, i32* %211, align 4, !dbg !340
  %214 = add nuw i32 %210, 1, !dbg !340
  %215 = icmp eq i32 %214, 3, !dbg !340
  br i1 %215, label %216, label %209, !dbg !340

216:                                              ; preds = %209
  %217 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %218 unwind label %188, !dbg !341

218:                                              ; preds = %216
  %219 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %220 unwind label %188, !dbg !342

220:                                              ; preds = %218
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %217, i32 noundef %219)
          to label %222 unwind label %188, !dbg !343

222:                                              ; preds = %220
  call void @llvm.dbg.declare(metadata %struct.Accum* %24, metadata !344, metadata !DIExpression()), !dbg !345
  %223 = call noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10, !dbg !345
  call void @llvm.dbg.declare(metadata %class.Function* %25, metadata !346, metadata !DIExpression()), !dbg !348
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %224 unwind label %188, !dbg !349

224:                                              ; preds = %222
  %225 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %226 unwind label %243, !dbg !350

226:                                              ; preds = %224
  %227 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %228 unwind label %243, !dbg !351

228:                                              ; preds = %226
  %229 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !352
  call void @llvm.dbg.declare(metadata %class.Function.1* %26, metadata !353, metadata !DIExpression()), !dbg !354
  %230 = invoke noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26)
          to label %231 unwind label %188, !dbg !355

231:                                              ; preds = %228
  %232 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0, !dbg !356
  %233 = load i32, i32* %232, align 4, !dbg !356
  %234 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %235 unwind label %248, !dbg !357

235:                                              ; preds = %231
  %236 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %233, double noundef %234)
          to label %237 unwind label %248, !dbg !358

237:                                              ; preds = %235
  store i32 0, i32* %1, align 4, !dbg !359
  %238 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !286
  %239 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !286
  %240 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !286
  %241 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !286
  %242 = load i32, i32* %1, align 4, !dbg !286
  ret i32 %242, !dbg !286

243:                                              ; preds = %226, %224
  %244 = landingpad { i8*, i32 }
          cleanup, !dbg !360
  %245 = extractvalue { i8*, i32 } %244, 0, !dbg !360
  store i8* %245, i8** %4, align 4, !dbg !360
  %246 = extractvalue { i8*, i32 } %244, 1, !dbg !360
  store i32 %246, i32* %5, align 4, !dbg !360
  %247 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !352
  br label %253, !dbg !352

248:                                              ; preds = %235, %231
  %249 = landingpad { i8*, i32 }
          cleanup, !dbg !286
  %250 = extractvalue { i8*, i32 } %249, 0, !dbg !286
  store i8* %250, i8** %4, align 4, !dbg !286
  %251 = extractvalue { i8*, i32 } %249, 1, !dbg !286
  store i32 %251, i32* %5, align 4, !dbg !286
  %252 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !286
  br label %253, !dbg !286

253:                                              ; preds = %248, %243, %188
  %254 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !286
  br label %255, !dbg !286

255:                                              ; preds = %253, %124
  %256 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !286
  br label %257, !dbg !286

257:                                              ; preds = %255, %120
  %258 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !286
  br label %259, !dbg !286

259:                                              ; preds = %257
  %260 = load i8*, i8** %4, align 4, !dbg !286
  %261 = load i32, i32* %5, align 4, !dbg !286
  %262 = insertvalue { i8*, i32 } undef, i8* %260, 0, !dbg !286
  %263 = insertvalue { i8*, i32 } %262, i32 %261, 1, !dbg !286
  resume { i8*, i32 } %263, !dbg !286
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #2 comdat !dbg !361 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !366, metadata !DIExpression()), !dbg !367
  %5 = call i8* @malloc(i32 noundef 8), !dbg !368
  store i8* %5, i8** %3, align 4, !dbg !367
  %6 = load i8*, i8** %3, align 4, !dbg !369
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !370
  %8 = call noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7), !dbg !371
  %9 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7), !dbg !372
  ret void, !dbg !373
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !374 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !382, metadata !DIExpression()), !dbg !383
  %3 = load %class.Owner*, %class.Owner** %2, align 4, !dbg !384
  ret %class.Owner* %3, !dbg !385
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 !dbg !386 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !387, metadata !DIExpression()), !dbg !389
  store %class.Owner* %1, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !390, metadata !DIExpression()), !dbg !391
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !392
  %7 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !393
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !394
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !394
  store %struct.Bird* %9, %struct.Bird** %6, align 4, !dbg !392
  %10 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !395
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !397
  store %struct.Bird* null, %struct.Bird** %11, align 4, !dbg !398
  ret %class.Owner* %5, !dbg !399
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !400 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !401, metadata !DIExpression()), !dbg !403
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !404
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !404
  %6 = icmp ne %struct.Bird* %5, null, !dbg !405
  ret i1 %6, !dbg !406
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !407 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !408, metadata !DIExpression()), !dbg !409
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !410
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !410
  ret %struct.Bird* %5, !dbg !411
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !412 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !415, metadata !DIExpression()), !dbg !416
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !417
  %5 = load i32, i32* %3, align 4, !dbg !418
  store i32 %5, i32* %4, align 4, !dbg !417
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !417
  %7 = load i32, i32* %3, align 4, !dbg !419
  %8 = mul nsw i32 %7, 2, !dbg !420
  store i32 %8, i32* %6, align 4, !dbg !417
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !417
  %10 = load i32, i32* %3, align 4, !dbg !421
  %11 = mul nsw i32 %10, 3, !dbg !422
  store i32 %11, i32* %9, align 4, !dbg !417
  ret void, !dbg !423
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !424 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !425, metadata !DIExpression()), !dbg !427
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !428, metadata !DIExpression()), !dbg !429
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !430
  %7 = icmp ne i32 %6, 0, !dbg !430
  br i1 %7, label %8, label %10, !dbg !430

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !431
  br label %12, !dbg !430

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !432
  br label %12, !dbg !430

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !430
  ret float* %13, !dbg !433
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, %struct.Vec2 %1) #3 comdat align 2 !dbg !434 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 4
  store %struct.Vec2 %1, %struct.Vec2* %3, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !435, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.declare(metadata %struct.Vec2* %3, metadata !438, metadata !DIExpression()), !dbg !439
  %5 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !440
  %7 = load float, float* %6, align 4, !dbg !440
  %8 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0, !dbg !441
  %9 = load float, float* %8, align 4, !dbg !441
  %10 = fcmp oeq float %7, %9, !dbg !442
  br i1 %10, label %11, label %17, !dbg !443

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !444
  %13 = load float, float* %12, align 4, !dbg !444
  %14 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1, !dbg !445
  %15 = load float, float* %14, align 4, !dbg !445
  %16 = fcmp oeq float %13, %15, !dbg !446
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !437
  ret i1 %18, !dbg !447
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #2 comdat !dbg !448 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !449, metadata !DIExpression()), !dbg !450
  %3 = load i32, i32* %2, align 4, !dbg !451
  %4 = icmp slt i32 %3, 2, !dbg !452
  br i1 %4, label %5, label %7, !dbg !451

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !453
  br label %15, !dbg !451

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !454
  %9 = sub nsw i32 %8, 1, !dbg !455
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !456
  %11 = load i32, i32* %2, align 4, !dbg !457
  %12 = sub nsw i32 %11, 2, !dbg !458
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !459
  %14 = add nsw i32 %10, %13, !dbg !460
  br label %15, !dbg !451

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !451
  ret i32 %16, !dbg !461
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !462 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !469, metadata !DIExpression()), !dbg !470
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !471, metadata !DIExpression()), !dbg !470
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !472, metadata !DIExpression()), !dbg !470
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !473, metadata !DIExpression()), !dbg !470
  %9 = load i32, i32* %5, align 4, !dbg !474
  %10 = load i32, i32* %6, align 4, !dbg !474
  %11 = load i32, i32* %7, align 4, !dbg !474
  %12 = load i32, i32* %8, align 4, !dbg !474
  %13 = add nsw i32 %12, 0, !dbg !475
  %14 = add nsw i32 %11, %13, !dbg !475
  %15 = add nsw i32 %10, %14, !dbg !475
  %16 = add nsw i32 %9, %15, !dbg !475
  ret i32 %16, !dbg !476
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 comdat !dbg !477 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !485, metadata !DIExpression()), !dbg !486
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !487, metadata !DIExpression()), !dbg !486
  %5 = load double, double* %3, align 8, !dbg !488
  %6 = load float, float* %4, align 4, !dbg !488
  %7 = fadd float %6, 0.000000e+00, !dbg !489
  %8 = fpext float %7 to double, !dbg !488
  %9 = fadd double %5, %8, !dbg !489
  ret double %9, !dbg !490
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef zeroext %1, i32 noundef %2, i16 noundef signext %3) #2 comdat !dbg !491 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !501, metadata !DIExpression()), !dbg !502
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !503, metadata !DIExpression()), !dbg !502
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !504, metadata !DIExpression()), !dbg !502
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !505, metadata !DIExpression()), !dbg !502
  %9 = load i32, i32* %5, align 4, !dbg !506
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9), !dbg !507
  %11 = load i8, i8* %6, align 1, !dbg !506
  %12 = zext i8 %11 to i32, !dbg !506
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12), !dbg !507
  %14 = load i32, i32* %7, align 4, !dbg !506
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14), !dbg !507
  %16 = load i16, i16* %8, align 2, !dbg !506
  %17 = sext i16 %16 to i32, !dbg !506
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17), !dbg !507
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)), !dbg !508
  ret void, !dbg !509
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #3 comdat !dbg !510 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !515, metadata !DIExpression()), !dbg !516
  %3 = load i32, i32* %2, align 4, !dbg !517
  %4 = icmp sgt i32 %3, 0, !dbg !519
  %5 = zext i1 %4 to i64, !dbg !517
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), !dbg !517
  ret i8* %6, !dbg !520
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 comdat !dbg !521 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !526, metadata !DIExpression()), !dbg !527
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !528
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 comdat !dbg !531 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !536, metadata !DIExpression()), !dbg !537
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !538
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !541 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !545, metadata !DIExpression()), !dbg !546
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !547
  %5 = call noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !547
  ret %struct.Doubler* %3, !dbg !547
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !548 {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !549, metadata !DIExpression()), !dbg !551
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !552, metadata !DIExpression()), !dbg !553
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !554
  %7 = load i32, i32* %6, align 4, !dbg !555
  %8 = add nsw i32 %7, 1, !dbg !555
  store i32 %8, i32* %6, align 4, !dbg !555
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !556
  %10 = load i32, i32* %4, align 4, !dbg !557
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !558
  ret i32 %11, !dbg !559
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 comdat !dbg !560 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !563, metadata !DIExpression()), !dbg !564
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !565, metadata !DIExpression()), !dbg !566
  %5 = load i8, i8* %3, align 1, !dbg !567
  %6 = zext i8 %5 to i32, !dbg !568
  %7 = load i8, i8* %4, align 1, !dbg !569
  %8 = zext i8 %7 to i32, !dbg !570
  %9 = or i32 %6, %8, !dbg !571
  %10 = trunc i32 %9 to i8, !dbg !572
  ret i8 %10, !dbg !573
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 !dbg !574 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !575, metadata !DIExpression()), !dbg !577
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !578
  %5 = load i32, i32* %4, align 4, !dbg !578
  %6 = mul nsw i32 %5, 2, !dbg !579
  ret i32 %6, !dbg !580
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !581 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !582, metadata !DIExpression()), !dbg !583
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !584
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !585
  %6 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !584
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !dbg !584
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !586
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1, !dbg !586
  store i32 2, i32* %8, align 4, !dbg !588
  ret %struct.Bird* %3, !dbg !589
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !590 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !598, metadata !DIExpression()), !dbg !600
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !601
  %5 = load i32, i32* %4, align 4, !dbg !601
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !602
  %7 = load i32, i32* %6, align 4, !dbg !603
  %8 = add nsw i32 %7, 1, !dbg !603
  store i32 %8, i32* %6, align 4, !dbg !603
  %9 = add nsw i32 %5, %7, !dbg !604
  ret i32 %9, !dbg !605
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !606 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !614, metadata !DIExpression()), !dbg !616
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !617
  %5 = load i32, i32* %4, align 4, !dbg !617
  %6 = mul nsw i32 %5, 2, !dbg !618
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !619
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0, !dbg !619
  %9 = load i32, i32* %8, align 4, !dbg !619
  %10 = add nsw i32 %6, %9, !dbg !620
  ret i32 %10, !dbg !621
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !622 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !626, metadata !DIExpression()), !dbg !627
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !628
  store i32 0, i32* %4, align 4, !dbg !628
  ret %struct.Accum* %3, !dbg !629
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !630, metadata !DIExpression()), !dbg !631
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !632
  store %struct.Accum* %7, %struct.Accum** %8, align 4, !dbg !632
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !632
  %10 = bitcast %struct.Accum** %9 to [1 x i32]*, !dbg !632
  %11 = load [1 x i32], [1 x i32]* %10, align 4, !dbg !632
  %12 = call noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %11), !dbg !632
  ret void, !dbg !633
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #2 comdat align 2 !dbg !634 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !635, metadata !DIExpression()), !dbg !637
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !638, metadata !DIExpression()), !dbg !639
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !640
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4, !dbg !640
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !641
  %9 = load i8*, i8** %8, align 4, !dbg !641
  %10 = load i32, i32* %4, align 4, !dbg !642
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10), !dbg !640
  ret i32 %11, !dbg !643
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !644 {
  %2 = alloca %class.Function*, align 4
  %3 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !645, metadata !DIExpression()), !dbg !647
  %4 = load %class.Function*, %class.Function** %3, align 4
  store %class.Function* %4, %class.Function** %2, align 4
  %5 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !648
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !648
  %7 = icmp ne void (i8*)* %6, null, !dbg !648
  br i1 %7, label %8, label %14, !dbg !651

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !652
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !652
  %11 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 0, !dbg !653
  %12 = load i8*, i8** %11, align 4, !dbg !653
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !652

13:                                               ; preds = %8
  br label %14, !dbg !652

14:                                               ; preds = %13, %1
  %15 = load %class.Function*, %class.Function** %2, align 4, !dbg !654
  ret %class.Function* %15, !dbg !654

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null, !dbg !652
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !652
  call void @__clang_call_terminate(i8* %18) #11, !dbg !652
  unreachable, !dbg !652
}

; Function Attrs: noinline optnone
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !655 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !661, metadata !DIExpression()), !dbg !663
  call void @llvm.dbg.declare(metadata %class.anon.2* %2, metadata !664, metadata !DIExpression()), !dbg !665
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !666
  store i8* null, i8** %7, align 4, !dbg !666
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !667
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4, !dbg !667
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !668
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !668
  %10 = call i8* @malloc(i32 noundef 1), !dbg !669
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !671
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2), !dbg !672
  %13 = bitcast %class.anon.2* %11 to i8*, !dbg !671
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !673
  store i8* %13, i8** %14, align 4, !dbg !674
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10, !dbg !675
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !676
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4, !dbg !677
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !678
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !679
  store void (i8*)* %17, void (i8*)** %18, align 4, !dbg !680
  ret %class.Function.1* %6, !dbg !681
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !682 {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !683, metadata !DIExpression()), !dbg !685
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !686, metadata !DIExpression()), !dbg !687
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !688, metadata !DIExpression()), !dbg !687
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !689
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4, !dbg !689
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !690
  %11 = load i8*, i8** %10, align 4, !dbg !690
  %12 = load double, double* %5, align 8, !dbg !691
  %13 = load double, double* %6, align 8, !dbg !691
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !689
  ret double %14, !dbg !692
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !693 {
  %2 = alloca %class.Function.1*, align 4
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !694, metadata !DIExpression()), !dbg !695
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  store %class.Function.1* %4, %class.Function.1** %2, align 4
  %5 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !696
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !696
  %7 = icmp ne void (i8*)* %6, null, !dbg !696
  br i1 %7, label %8, label %14, !dbg !699

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !700
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !700
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 0, !dbg !701
  %12 = load i8*, i8** %11, align 4, !dbg !701
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !700

13:                                               ; preds = %8
  br label %14, !dbg !700

14:                                               ; preds = %13, %1
  %15 = load %class.Function.1*, %class.Function.1** %2, align 4, !dbg !702
  ret %class.Function.1* %15, !dbg !702

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null, !dbg !700
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !700
  call void @__clang_call_terminate(i8* %18) #11, !dbg !700
  unreachable, !dbg !700
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !703 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !705, metadata !DIExpression()), !dbg !706
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !707
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !707
  ret %struct.Bird* %3, !dbg !709
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !710 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !711, metadata !DIExpression()), !dbg !712
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !713

4:                                                ; preds = %1
  ret %class.Owner* %3, !dbg !715

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !713
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !713
  call void @__clang_call_terminate(i8* %7) #11, !dbg !713
  unreachable, !dbg !713
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !716 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !720, metadata !DIExpression()), !dbg !721
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !722
  store i32 0, i32* %4, align 4, !dbg !722
  ret %struct.Counter* %3, !dbg !723
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !724 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !726, metadata !DIExpression()), !dbg !728
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !729
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !729
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !730
  store i32 4, i32* %5, align 4, !dbg !730
  ret %struct.Animal* %3, !dbg !729
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !731 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !732, metadata !DIExpression()), !dbg !733
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !734
  %5 = bitcast %struct.Bird* %3 to i8*, !dbg !734
  call void @_ZdlPv(i8* noundef %5) #12, !dbg !734
  ret void, !dbg !734
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !735 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !736, metadata !DIExpression()), !dbg !738
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), !dbg !739
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !740 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !741, metadata !DIExpression()), !dbg !742
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3, !dbg !743
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !744 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !745, metadata !DIExpression()), !dbg !746
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !747
  %5 = bitcast %struct.Animal* %3 to i8*, !dbg !747
  call void @_ZdlPv(i8* noundef %5) #12, !dbg !747
  ret void, !dbg !747
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !748 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !749, metadata !DIExpression()), !dbg !750
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), !dbg !751
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull returned align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #7 comdat align 2 !dbg !752 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = bitcast %struct.Accum** %7 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %8, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !758, metadata !DIExpression()), !dbg !759
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !760, metadata !DIExpression()), !dbg !761
  %9 = load %class.Function*, %class.Function** %4, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !762
  store i8* null, i8** %10, align 4, !dbg !762
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !763
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 4, !dbg !763
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !764
  store void (i8*)* null, void (i8*)** %12, align 4, !dbg !764
  %13 = call i8* @malloc(i32 noundef 4), !dbg !765
  %14 = bitcast i8* %13 to %class.anon.3*, !dbg !767
  %15 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3), !dbg !768
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !769
  %17 = bitcast %class.anon.3* %15 to i8*, !dbg !769
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %16, i8* align 4 %17, i32 4, i1 false), !dbg !769
  %18 = bitcast %class.anon.3* %14 to i8*, !dbg !767
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !770
  store i8* %18, i8** %19, align 4, !dbg !771
  %20 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !772
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !773
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 4, !dbg !774
  %22 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !775
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !776
  store void (i8*)* %22, void (i8*)** %23, align 4, !dbg !777
  ret %class.Function* %9, !dbg !778
}

declare i8* @malloc(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !779 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !788, metadata !DIExpression()), !dbg !789
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4, !dbg !790
  ret %class.anon.3* %3, !dbg !791
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !792 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !803, metadata !DIExpression()), !dbg !805
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !806
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !807 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !814, metadata !DIExpression()), !dbg !816
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !817
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 comdat align 2 !dbg !818 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !820, metadata !DIExpression()), !dbg !821
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !822, metadata !DIExpression()), !dbg !821
  %5 = load i8*, i8** %3, align 4, !dbg !823
  %6 = load i32, i32* %4, align 4, !dbg !823
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !823
  ret i32 %7, !dbg !823
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !824 {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !825, metadata !DIExpression()), !dbg !826
  store i8* %1, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !827, metadata !DIExpression()), !dbg !828
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !829, metadata !DIExpression()), !dbg !830
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4, !dbg !831
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !832
  %10 = load i32, i32* %6, align 4, !dbg !833
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !834
  ret i32 %11, !dbg !835
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !836 {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !844, metadata !DIExpression()), !dbg !846
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !847, metadata !DIExpression()), !dbg !848
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4, !dbg !849
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !850
  %10 = load i32, i32* %9, align 4, !dbg !851
  %11 = add nsw i32 %10, %8, !dbg !851
  store i32 %11, i32* %9, align 4, !dbg !851
  ret i32 %11, !dbg !852
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat align 2 !dbg !853 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !855, metadata !DIExpression()), !dbg !856
  %3 = load i8*, i8** %2, align 4, !dbg !857
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !857
  ret void, !dbg !857
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !858 {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !864, metadata !DIExpression()), !dbg !865
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !866, metadata !DIExpression()), !dbg !867
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !868
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !869
  %8 = load i8*, i8** %4, align 4, !dbg !870
  call void @free(i8* noundef %8), !dbg !871
  ret void, !dbg !872
}

declare void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !873 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !874, metadata !DIExpression()), !dbg !875
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !876, metadata !DIExpression()), !dbg !877
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !878
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !879
  store %struct.Bird* %7, %struct.Bird** %6, align 4, !dbg !878
  ret %class.Owner* %5, !dbg !880
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !881 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !882, metadata !DIExpression()), !dbg !883
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !884
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !884
  %6 = icmp ne %struct.Bird* %5, null, !dbg !884
  br i1 %6, label %7, label %19, !dbg !886

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !887
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !887
  %10 = bitcast %struct.Bird* %9 to %struct.Bird* (%struct.Bird*)***, !dbg !889
  %11 = load %struct.Bird* (%struct.Bird*)**, %struct.Bird* (%struct.Bird*)*** %10, align 4, !dbg !889
  %12 = getelementptr inbounds %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %11, i64 0, !dbg !889
  %13 = load %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %12, align 4, !dbg !889
  %14 = call noundef %struct.Bird* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #10, !dbg !889
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !890
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4, !dbg !890
  %17 = bitcast %struct.Bird* %16 to i8*, !dbg !890
  call void @free(i8* noundef %17), !dbg !891
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !892
  store %struct.Bird* null, %struct.Bird** %18, align 4, !dbg !893
  br label %19, !dbg !894

19:                                               ; preds = %7, %1
  ret void, !dbg !895
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !896 {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !897, metadata !DIExpression()), !dbg !898
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !899, metadata !DIExpression()), !dbg !900
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !901
  %7 = mul nsw i32 2, %6, !dbg !902
  ret i32 %7, !dbg !903
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !904 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !913, metadata !DIExpression()), !dbg !914
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4, !dbg !915
  ret %class.anon.2* %3, !dbg !916
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !917 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !928, metadata !DIExpression()), !dbg !930
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !931
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !932 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !939, metadata !DIExpression()), !dbg !941
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !942
}

; Function Attrs: noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 !dbg !943 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !945, metadata !DIExpression()), !dbg !946
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !947, metadata !DIExpression()), !dbg !946
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !948, metadata !DIExpression()), !dbg !946
  %7 = load i8*, i8** %4, align 4, !dbg !949
  %8 = load double, double* %5, align 8, !dbg !949
  %9 = load double, double* %6, align 8, !dbg !949
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !949
  ret double %10, !dbg !949
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !950 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !951, metadata !DIExpression()), !dbg !952
  store i8* %1, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !953, metadata !DIExpression()), !dbg !954
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !955, metadata !DIExpression()), !dbg !956
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !957, metadata !DIExpression()), !dbg !956
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4, !dbg !958
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !959
  %12 = load double, double* %7, align 8, !dbg !960
  %13 = load double, double* %8, align 8, !dbg !960
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !961
  ret double %14, !dbg !962
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !963 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !971, metadata !DIExpression()), !dbg !973
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !974, metadata !DIExpression()), !dbg !975
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !976, metadata !DIExpression()), !dbg !977
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8, !dbg !978
  %9 = load double, double* %5, align 8, !dbg !979
  %10 = load double, double* %6, align 8, !dbg !980
  %11 = load double, double* %6, align 8, !dbg !981
  %12 = fmul double %10, %11, !dbg !982
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !983
  ret double %13, !dbg !984
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 !dbg !985 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !987, metadata !DIExpression()), !dbg !988
  %3 = load i8*, i8** %2, align 4, !dbg !989
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !989
  ret void, !dbg !989
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !990 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !996, metadata !DIExpression()), !dbg !997
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !998, metadata !DIExpression()), !dbg !999
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !1000
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !1001
  %8 = load i8*, i8** %4, align 4, !dbg !1002
  call void @free(i8* noundef %8), !dbg !1003
  ret void, !dbg !1004
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195}
!llvm.ident = !{!196}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
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
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!185 = !{i32 7, !"Dwarf Version", i32 5}
!186 = !{i32 2, !"Debug Info Version", i32 3}
!187 = !{i32 1, !"wchar_size", i32 4}
!188 = !{i32 1, !"min_enum_size", i32 4}
!189 = !{i32 1, !"branch-target-enforcement", i32 0}
!190 = !{i32 1, !"sign-return-address", i32 0}
!191 = !{i32 1, !"sign-return-address-all", i32 0}
!192 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!193 = !{i32 7, !"PIC Level", i32 2}
!194 = !{i32 7, !"PIE Level", i32 2}
!195 = !{i32 7, !"frame-pointer", i32 2}
!196 = !{!"Debian clang version 14.0.6"}
!197 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!198 = !DILocation(line: 101, column: 8, scope: !163)
!199 = !DILocation(line: 101, column: 12, scope: !163)
!200 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!201 = !DILocation(line: 102, column: 15, scope: !163)
!202 = !DILocation(line: 102, column: 20, scope: !163)
!203 = !DILocation(line: 103, column: 36, scope: !163)
!204 = !DILocation(line: 103, column: 30, scope: !163)
!205 = !DILocation(line: 103, column: 45, scope: !163)
!206 = !DILocation(line: 103, column: 39, scope: !163)
!207 = !DILocation(line: 103, column: 49, scope: !163)
!208 = !DILocation(line: 103, column: 53, scope: !163)
!209 = !DILocation(line: 103, column: 3, scope: !163)
!210 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !212, identifier: "_ZTS6Point3")
!212 = !{!213, !214, !215}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !211, file: !1, line: 97, baseType: !32, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !211, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !211, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!216 = !DILocation(line: 105, column: 8, scope: !163)
!217 = !DILocation(line: 105, column: 23, scope: !163)
!218 = !DILocation(line: 105, column: 9, scope: !163)
!219 = !DILocation(line: 106, column: 29, scope: !163)
!220 = !DILocation(line: 105, column: 13, scope: !163)
!221 = !DILocation(line: 106, column: 33, scope: !163)
!222 = !DILocation(line: 105, column: 17, scope: !163)
!223 = !DILocation(line: 106, column: 37, scope: !163)
!224 = !DILocation(line: 106, column: 3, scope: !163)
!225 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !226)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 3)
!229 = !DILocation(line: 107, column: 7, scope: !163)
!230 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !231)
!231 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !226, size: 32)
!232 = !DILocation(line: 108, column: 9, scope: !163)
!233 = !DILocation(line: 108, column: 14, scope: !163)
!234 = !DILocation(line: 109, column: 6, scope: !163)
!235 = !DILocation(line: 108, column: 10, scope: !163)
!236 = !DILocation(line: 110, column: 28, scope: !163)
!237 = !DILocation(line: 110, column: 32, scope: !163)
!238 = !DILocation(line: 108, column: 18, scope: !163)
!239 = !DILocation(line: 110, column: 40, scope: !163)
!240 = !DILocation(line: 110, column: 3, scope: !163)
!241 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!242 = !DILocation(line: 112, column: 18, scope: !163)
!243 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!244 = !DILocation(line: 113, column: 8, scope: !163)
!245 = !DILocation(line: 114, column: 3, scope: !163)
!246 = !DILocation(line: 114, column: 8, scope: !163)
!247 = !DILocation(line: 115, column: 44, scope: !163)
!248 = !DILocation(line: 115, column: 42, scope: !163)
!249 = !DILocation(line: 115, column: 49, scope: !163)
!250 = !DILocation(line: 115, column: 47, scope: !163)
!251 = !DILocation(line: 115, column: 61, scope: !163)
!252 = !DILocation(line: 115, column: 54, scope: !163)
!253 = !DILocation(line: 115, column: 52, scope: !163)
!254 = !DILocation(line: 115, column: 72, scope: !163)
!255 = !DILocation(line: 115, column: 3, scope: !163)
!256 = !DILocation(line: 116, column: 27, scope: !163)
!257 = !DILocation(line: 116, column: 56, scope: !163)
!258 = !DILocation(line: 116, column: 3, scope: !163)
!259 = !DILocation(line: 117, column: 3, scope: !163)
!260 = !DILocation(line: 118, column: 28, scope: !163)
!261 = !DILocation(line: 118, column: 41, scope: !163)
!262 = !DILocation(line: 118, column: 56, scope: !163)
!263 = !DILocation(line: 118, column: 3, scope: !163)
!264 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!265 = !DILocation(line: 120, column: 11, scope: !163)
!266 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!267 = !DILocation(line: 121, column: 7, scope: !163)
!268 = !DILocalVariable(name: "i", scope: !269, file: !1, line: 122, type: !32)
!269 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!270 = !DILocation(line: 122, column: 12, scope: !269)
!271 = !DILocation(line: 122, column: 8, scope: !269)
!272 = !DILocation(line: 122, column: 19, scope: !273)
!273 = distinct !DILexicalBlock(scope: !269, file: !1, line: 122, column: 3)
!274 = !DILocation(line: 122, column: 21, scope: !273)
!275 = !DILocation(line: 122, column: 3, scope: !269)
!276 = !DILocation(line: 122, column: 38, scope: !273)
!277 = !DILocation(line: 122, column: 44, scope: !273)
!278 = !DILocation(line: 122, column: 40, scope: !273)
!279 = !DILocation(line: 122, column: 35, scope: !273)
!280 = !DILocation(line: 122, column: 31, scope: !273)
!281 = !DILocation(line: 122, column: 26, scope: !273)
!282 = !DILocation(line: 122, column: 3, scope: !273)
!283 = distinct !{!283, !275, !284, !285}
!284 = !DILocation(line: 122, column: 45, scope: !269)
!285 = !{!"llvm.loop.mustprogress"}
!286 = !DILocation(line: 150, column: 1, scope: !163)
!287 = !DILocation(line: 123, column: 32, scope: !163)
!288 = !DILocation(line: 123, column: 37, scope: !163)
!289 = !DILocation(line: 123, column: 39, scope: !163)
!290 = !DILocation(line: 123, column: 3, scope: !163)
!291 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!292 = !DILocation(line: 125, column: 9, scope: !163)
!293 = !DILocation(line: 125, column: 24, scope: !163)
!294 = !DILocation(line: 126, column: 34, scope: !163)
!295 = !DILocation(line: 126, column: 24, scope: !163)
!296 = !DILocation(line: 126, column: 3, scope: !163)
!297 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !298)
!298 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, extraData: !82)
!299 = !DILocation(line: 128, column: 16, scope: !163)
!300 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 64, extraData: !82)
!302 = !DILocation(line: 129, column: 25, scope: !163)
!303 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !304)
!304 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 64, extraData: !82)
!305 = !DILocation(line: 130, column: 17, scope: !163)
!306 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!307 = !DILocation(line: 131, column: 8, scope: !163)
!308 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 32)
!310 = !DILocation(line: 132, column: 11, scope: !163)
!311 = !DILocation(line: 132, column: 16, scope: !163)
!312 = !DILocation(line: 133, column: 32, scope: !163)
!313 = !DILocation(line: 133, column: 36, scope: !163)
!314 = !DILocation(line: 133, column: 34, scope: !163)
!315 = !DILocation(line: 133, column: 47, scope: !163)
!316 = !DILocation(line: 133, column: 51, scope: !163)
!317 = !DILocation(line: 133, column: 46, scope: !163)
!318 = !DILocation(line: 133, column: 60, scope: !163)
!319 = !DILocation(line: 133, column: 63, scope: !163)
!320 = !DILocation(line: 133, column: 59, scope: !163)
!321 = !DILocation(line: 133, column: 3, scope: !163)
!322 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!323 = !DILocation(line: 135, column: 7, scope: !163)
!324 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !325)
!325 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !326)
!326 = !{!327, !328}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !325, file: !1, line: 136, baseType: !32, size: 32)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !325, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!329 = !DILocation(line: 136, column: 8, scope: !163)
!330 = !DILocation(line: 136, column: 18, scope: !163)
!331 = !DILocation(line: 136, column: 26, scope: !163)
!332 = !DILocation(line: 137, column: 3, scope: !163)
!333 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !334)
!334 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !335)
!335 = !{!336, !337}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !334, file: !1, line: 138, baseType: !32, size: 32)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !334, file: !1, line: 138, baseType: !226, size: 96, offset: 32)
!338 = !DILocation(line: 138, column: 8, scope: !163)
!339 = !DILocation(line: 138, column: 16, scope: !163)
!340 = !DILocation(line: 138, column: 17, scope: !163)
!341 = !DILocation(line: 139, column: 29, scope: !163)
!342 = !DILocation(line: 139, column: 40, scope: !163)
!343 = !DILocation(line: 139, column: 3, scope: !163)
!344 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!345 = !DILocation(line: 141, column: 9, scope: !163)
!346 = !DILocalVariable(name: "f", scope: !347, file: !1, line: 143, type: !45)
!347 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!348 = !DILocation(line: 143, column: 24, scope: !347)
!349 = !DILocation(line: 143, column: 34, scope: !347)
!350 = !DILocation(line: 144, column: 5, scope: !347)
!351 = !DILocation(line: 145, column: 5, scope: !347)
!352 = !DILocation(line: 146, column: 3, scope: !163)
!353 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !164)
!354 = !DILocation(line: 147, column: 36, scope: !163)
!355 = !DILocation(line: 147, column: 42, scope: !163)
!356 = !DILocation(line: 148, column: 38, scope: !163)
!357 = !DILocation(line: 148, column: 45, scope: !163)
!358 = !DILocation(line: 148, column: 3, scope: !163)
!359 = !DILocation(line: 149, column: 3, scope: !163)
!360 = !DILocation(line: 150, column: 1, scope: !347)
!361 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !362, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !364, retainedNodes: !71)
!362 = !DISubroutineType(types: !363)
!363 = !{!75}
!364 = !{!143, !365}
!365 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!366 = !DILocalVariable(name: "mem", scope: !361, file: !1, line: 35, type: !48)
!367 = !DILocation(line: 35, column: 9, scope: !361)
!368 = !DILocation(line: 35, column: 15, scope: !361)
!369 = !DILocation(line: 36, column: 24, scope: !361)
!370 = !DILocation(line: 36, column: 19, scope: !361)
!371 = !DILocation(line: 36, column: 29, scope: !361)
!372 = !DILocation(line: 36, column: 10, scope: !361)
!373 = !DILocation(line: 36, column: 3, scope: !361)
!374 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !375, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !380, retainedNodes: !71)
!375 = !DISubroutineType(types: !376)
!376 = !{!377, !125}
!377 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !378, size: 32)
!378 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !379, file: !1, line: 16, baseType: !75)
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !380, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "T", type: !125)
!382 = !DILocalVariable(name: "t", arg: 1, scope: !374, file: !1, line: 17, type: !125)
!383 = !DILocation(line: 17, column: 63, scope: !374)
!384 = !DILocation(line: 17, column: 120, scope: !374)
!385 = !DILocation(line: 17, column: 68, scope: !374)
!386 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!387 = !DILocalVariable(name: "this", arg: 1, scope: !386, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32)
!389 = !DILocation(line: 0, scope: !386)
!390 = !DILocalVariable(name: "o", arg: 2, scope: !386, file: !1, line: 25, type: !121)
!391 = !DILocation(line: 25, column: 17, scope: !386)
!392 = !DILocation(line: 25, column: 31, scope: !386)
!393 = !DILocation(line: 25, column: 34, scope: !386)
!394 = !DILocation(line: 25, column: 36, scope: !386)
!395 = !DILocation(line: 25, column: 42, scope: !396)
!396 = distinct !DILexicalBlock(scope: !386, file: !1, line: 25, column: 40)
!397 = !DILocation(line: 25, column: 44, scope: !396)
!398 = !DILocation(line: 25, column: 47, scope: !396)
!399 = !DILocation(line: 25, column: 58, scope: !386)
!400 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!401 = !DILocalVariable(name: "this", arg: 1, scope: !400, type: !402, flags: DIFlagArtificial | DIFlagObjectPointer)
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!403 = !DILocation(line: 0, scope: !400)
!404 = !DILocation(line: 31, column: 43, scope: !400)
!405 = !DILocation(line: 31, column: 46, scope: !400)
!406 = !DILocation(line: 31, column: 36, scope: !400)
!407 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!408 = !DILocalVariable(name: "this", arg: 1, scope: !407, type: !402, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = !DILocation(line: 0, scope: !407)
!410 = !DILocation(line: 30, column: 34, scope: !407)
!411 = !DILocation(line: 30, column: 27, scope: !407)
!412 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !413, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!413 = !DISubroutineType(types: !414)
!414 = !{!211, !32}
!415 = !DILocalVariable(name: "s", arg: 1, scope: !412, file: !1, line: 98, type: !32)
!416 = !DILocation(line: 98, column: 30, scope: !412)
!417 = !DILocation(line: 98, column: 42, scope: !412)
!418 = !DILocation(line: 98, column: 43, scope: !412)
!419 = !DILocation(line: 98, column: 46, scope: !412)
!420 = !DILocation(line: 98, column: 48, scope: !412)
!421 = !DILocation(line: 98, column: 53, scope: !412)
!422 = !DILocation(line: 98, column: 55, scope: !412)
!423 = !DILocation(line: 98, column: 35, scope: !412)
!424 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!425 = !DILocalVariable(name: "this", arg: 1, scope: !424, type: !426, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!427 = !DILocation(line: 0, scope: !424)
!428 = !DILocalVariable(name: "i", arg: 2, scope: !424, file: !1, line: 44, type: !32)
!429 = !DILocation(line: 44, column: 25, scope: !424)
!430 = !DILocation(line: 44, column: 37, scope: !424)
!431 = !DILocation(line: 44, column: 41, scope: !424)
!432 = !DILocation(line: 44, column: 45, scope: !424)
!433 = !DILocation(line: 44, column: 30, scope: !424)
!434 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!435 = !DILocalVariable(name: "this", arg: 1, scope: !434, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!437 = !DILocation(line: 0, scope: !434)
!438 = !DILocalVariable(name: "o", arg: 2, scope: !434, file: !1, line: 43, type: !11)
!439 = !DILocation(line: 43, column: 34, scope: !434)
!440 = !DILocation(line: 43, column: 52, scope: !434)
!441 = !DILocation(line: 43, column: 59, scope: !434)
!442 = !DILocation(line: 43, column: 54, scope: !434)
!443 = !DILocation(line: 43, column: 61, scope: !434)
!444 = !DILocation(line: 43, column: 64, scope: !434)
!445 = !DILocation(line: 43, column: 71, scope: !434)
!446 = !DILocation(line: 43, column: 66, scope: !434)
!447 = !DILocation(line: 43, column: 45, scope: !434)
!448 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!449 = !DILocalVariable(name: "n", arg: 1, scope: !448, file: !1, line: 47, type: !32)
!450 = !DILocation(line: 47, column: 23, scope: !448)
!451 = !DILocation(line: 47, column: 35, scope: !448)
!452 = !DILocation(line: 47, column: 37, scope: !448)
!453 = !DILocation(line: 47, column: 43, scope: !448)
!454 = !DILocation(line: 47, column: 51, scope: !448)
!455 = !DILocation(line: 47, column: 53, scope: !448)
!456 = !DILocation(line: 47, column: 47, scope: !448)
!457 = !DILocation(line: 47, column: 64, scope: !448)
!458 = !DILocation(line: 47, column: 66, scope: !448)
!459 = !DILocation(line: 47, column: 60, scope: !448)
!460 = !DILocation(line: 47, column: 58, scope: !448)
!461 = !DILocation(line: 47, column: 28, scope: !448)
!462 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !463, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !465, retainedNodes: !71)
!463 = !DISubroutineType(types: !464)
!464 = !{!32, !32, !32, !32, !32}
!465 = !{!466}
!466 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !467)
!467 = !{!468, !468, !468, !468}
!468 = !DITemplateTypeParameter(type: !32)
!469 = !DILocalVariable(name: "ts", arg: 1, scope: !462, file: !1, line: 50, type: !32)
!470 = !DILocation(line: 50, column: 56, scope: !462)
!471 = !DILocalVariable(name: "ts", arg: 2, scope: !462, file: !1, line: 50, type: !32)
!472 = !DILocalVariable(name: "ts", arg: 3, scope: !462, file: !1, line: 50, type: !32)
!473 = !DILocalVariable(name: "ts", arg: 4, scope: !462, file: !1, line: 50, type: !32)
!474 = !DILocation(line: 50, column: 70, scope: !462)
!475 = !DILocation(line: 50, column: 75, scope: !462)
!476 = !DILocation(line: 50, column: 62, scope: !462)
!477 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !478, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !480, retainedNodes: !71)
!478 = !DISubroutineType(types: !479)
!479 = !{!33, !33, !14}
!480 = !{!481}
!481 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !482)
!482 = !{!483, !484}
!483 = !DITemplateTypeParameter(type: !33)
!484 = !DITemplateTypeParameter(type: !14)
!485 = !DILocalVariable(name: "ts", arg: 1, scope: !477, file: !1, line: 50, type: !33)
!486 = !DILocation(line: 50, column: 56, scope: !477)
!487 = !DILocalVariable(name: "ts", arg: 2, scope: !477, file: !1, line: 50, type: !14)
!488 = !DILocation(line: 50, column: 70, scope: !477)
!489 = !DILocation(line: 50, column: 75, scope: !477)
!490 = !DILocation(line: 50, column: 62, scope: !477)
!491 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !492, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !495, retainedNodes: !71)
!492 = !DISubroutineType(types: !493)
!493 = !{null, !32, !99, !494, !34}
!494 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!495 = !{!496}
!496 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !497)
!497 = !{!468, !498, !499, !500}
!498 = !DITemplateTypeParameter(type: !99)
!499 = !DITemplateTypeParameter(type: !494)
!500 = !DITemplateTypeParameter(type: !34)
!501 = !DILocalVariable(name: "ts", arg: 1, scope: !491, file: !1, line: 51, type: !32)
!502 = !DILocation(line: 51, column: 48, scope: !491)
!503 = !DILocalVariable(name: "ts", arg: 2, scope: !491, file: !1, line: 51, type: !99)
!504 = !DILocalVariable(name: "ts", arg: 3, scope: !491, file: !1, line: 51, type: !494)
!505 = !DILocalVariable(name: "ts", arg: 4, scope: !491, file: !1, line: 51, type: !34)
!506 = !DILocation(line: 51, column: 76, scope: !491)
!507 = !DILocation(line: 51, column: 56, scope: !491)
!508 = !DILocation(line: 51, column: 88, scope: !491)
!509 = !DILocation(line: 51, column: 102, scope: !491)
!510 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !511, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !513, retainedNodes: !71)
!511 = !DISubroutineType(types: !512)
!512 = !{!97, !32}
!513 = !{!514}
!514 = !DITemplateTypeParameter(name: "T", type: !32)
!515 = !DILocalVariable(name: "v", arg: 1, scope: !510, file: !1, line: 53, type: !32)
!516 = !DILocation(line: 53, column: 46, scope: !510)
!517 = !DILocation(line: 54, column: 40, scope: !518)
!518 = distinct !DILexicalBlock(scope: !510, file: !1, line: 54, column: 17)
!519 = !DILocation(line: 54, column: 42, scope: !518)
!520 = !DILocation(line: 54, column: 33, scope: !518)
!521 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !522, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !524, retainedNodes: !71)
!522 = !DISubroutineType(types: !523)
!523 = !{!97, !33}
!524 = !{!525}
!525 = !DITemplateTypeParameter(name: "T", type: !33)
!526 = !DILocalVariable(name: "v", arg: 1, scope: !521, file: !1, line: 53, type: !33)
!527 = !DILocation(line: 53, column: 46, scope: !521)
!528 = !DILocation(line: 55, column: 41, scope: !529)
!529 = distinct !DILexicalBlock(scope: !530, file: !1, line: 55, column: 22)
!530 = distinct !DILexicalBlock(scope: !521, file: !1, line: 54, column: 17)
!531 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !532, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !534, retainedNodes: !71)
!532 = !DISubroutineType(types: !533)
!533 = !{!97, !97}
!534 = !{!535}
!535 = !DITemplateTypeParameter(name: "T", type: !97)
!536 = !DILocalVariable(name: "v", arg: 1, scope: !531, file: !1, line: 53, type: !97)
!537 = !DILocation(line: 53, column: 46, scope: !531)
!538 = !DILocation(line: 56, column: 8, scope: !539)
!539 = distinct !DILexicalBlock(scope: !540, file: !1, line: 55, column: 22)
!540 = distinct !DILexicalBlock(scope: !531, file: !1, line: 54, column: 17)
!541 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !542, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !544, retainedNodes: !71)
!542 = !DISubroutineType(types: !543)
!543 = !{null, !160}
!544 = !DISubprogram(name: "Doubler", scope: !145, type: !542, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!545 = !DILocalVariable(name: "this", arg: 1, scope: !541, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!546 = !DILocation(line: 0, scope: !541)
!547 = !DILocation(line: 63, column: 8, scope: !541)
!548 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!549 = !DILocalVariable(name: "this", arg: 1, scope: !548, type: !550, flags: DIFlagArtificial | DIFlagObjectPointer)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 32)
!551 = !DILocation(line: 0, scope: !548)
!552 = !DILocalVariable(name: "x", arg: 2, scope: !548, file: !1, line: 61, type: !32)
!553 = !DILocation(line: 61, column: 15, scope: !548)
!554 = !DILocation(line: 61, column: 22, scope: !548)
!555 = !DILocation(line: 61, column: 20, scope: !548)
!556 = !DILocation(line: 61, column: 36, scope: !548)
!557 = !DILocation(line: 61, column: 71, scope: !548)
!558 = !DILocation(line: 61, column: 66, scope: !548)
!559 = !DILocation(line: 61, column: 29, scope: !548)
!560 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !561, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!561 = !DISubroutineType(types: !562)
!562 = !{!3, !3, !3}
!563 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !1, line: 66, type: !3)
!564 = !DILocation(line: 66, column: 33, scope: !560)
!565 = !DILocalVariable(name: "b", arg: 2, scope: !560, file: !1, line: 66, type: !3)
!566 = !DILocation(line: 66, column: 42, scope: !560)
!567 = !DILocation(line: 66, column: 75, scope: !560)
!568 = !DILocation(line: 66, column: 60, scope: !560)
!569 = !DILocation(line: 66, column: 94, scope: !560)
!570 = !DILocation(line: 66, column: 79, scope: !560)
!571 = !DILocation(line: 66, column: 77, scope: !560)
!572 = !DILocation(line: 66, column: 54, scope: !560)
!573 = !DILocation(line: 66, column: 47, scope: !560)
!574 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!575 = !DILocalVariable(name: "this", arg: 1, scope: !574, type: !576, flags: DIFlagArtificial | DIFlagObjectPointer)
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!577 = !DILocation(line: 0, scope: !574)
!578 = !DILocation(line: 72, column: 35, scope: !574)
!579 = !DILocation(line: 72, column: 40, scope: !574)
!580 = !DILocation(line: 72, column: 28, scope: !574)
!581 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!582 = !DILocalVariable(name: "this", arg: 1, scope: !581, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!583 = !DILocation(line: 0, scope: !581)
!584 = !DILocation(line: 74, column: 31, scope: !581)
!585 = !DILocation(line: 74, column: 24, scope: !581)
!586 = !DILocation(line: 74, column: 33, scope: !587)
!587 = distinct !DILexicalBlock(scope: !581, file: !1, line: 74, column: 31)
!588 = !DILocation(line: 74, column: 38, scope: !587)
!589 = !DILocation(line: 74, column: 43, scope: !581)
!590 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !325, file: !1, line: 136, type: !591, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !594, retainedNodes: !71)
!591 = !DISubroutineType(types: !592)
!592 = !{!32, !593}
!593 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DISubprogram(name: "operator()", scope: !325, file: !1, line: 136, type: !595, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!595 = !DISubroutineType(types: !596)
!596 = !{!597, !593}
!597 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!598 = !DILocalVariable(name: "this", arg: 1, scope: !590, type: !599, flags: DIFlagArtificial | DIFlagObjectPointer)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 32)
!600 = !DILocation(line: 0, scope: !590)
!601 = !DILocation(line: 136, column: 51, scope: !590)
!602 = !DILocation(line: 136, column: 58, scope: !590)
!603 = !DILocation(line: 136, column: 59, scope: !590)
!604 = !DILocation(line: 136, column: 56, scope: !590)
!605 = !DILocation(line: 136, column: 44, scope: !590)
!606 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !334, file: !1, line: 138, type: !607, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !611, retainedNodes: !71)
!607 = !DISubroutineType(types: !608)
!608 = !{!32, !609}
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!610 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !334)
!611 = !DISubprogram(name: "operator()", scope: !334, file: !1, line: 138, type: !612, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!612 = !DISubroutineType(types: !613)
!613 = !{!597, !609}
!614 = !DILocalVariable(name: "this", arg: 1, scope: !606, type: !615, flags: DIFlagArtificial | DIFlagObjectPointer)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 32)
!616 = !DILocation(line: 0, scope: !606)
!617 = !DILocation(line: 138, column: 29, scope: !606)
!618 = !DILocation(line: 138, column: 34, scope: !606)
!619 = !DILocation(line: 138, column: 40, scope: !606)
!620 = !DILocation(line: 138, column: 38, scope: !606)
!621 = !DILocation(line: 138, column: 22, scope: !606)
!622 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !623, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !625, retainedNodes: !71)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !70}
!625 = !DISubprogram(name: "Accum", scope: !39, type: !623, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!626 = !DILocalVariable(name: "this", arg: 1, scope: !622, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DILocation(line: 0, scope: !622)
!628 = !DILocation(line: 93, column: 7, scope: !622)
!629 = !DILocation(line: 92, column: 8, scope: !622)
!630 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DILocation(line: 0, scope: !38)
!632 = !DILocation(line: 94, column: 39, scope: !38)
!633 = !DILocation(line: 94, column: 32, scope: !38)
!634 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!635 = !DILocalVariable(name: "this", arg: 1, scope: !634, type: !636, flags: DIFlagArtificial | DIFlagObjectPointer)
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32)
!637 = !DILocation(line: 0, scope: !634)
!638 = !DILocalVariable(name: "a", arg: 2, scope: !634, file: !1, line: 89, type: !32)
!639 = !DILocation(line: 89, column: 21, scope: !634)
!640 = !DILocation(line: 89, column: 39, scope: !634)
!641 = !DILocation(line: 89, column: 45, scope: !634)
!642 = !DILocation(line: 89, column: 51, scope: !634)
!643 = !DILocation(line: 89, column: 32, scope: !634)
!644 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!645 = !DILocalVariable(name: "this", arg: 1, scope: !644, type: !646, flags: DIFlagArtificial | DIFlagObjectPointer)
!646 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!647 = !DILocation(line: 0, scope: !644)
!648 = !DILocation(line: 88, column: 21, scope: !649)
!649 = distinct !DILexicalBlock(scope: !650, file: !1, line: 88, column: 21)
!650 = distinct !DILexicalBlock(scope: !644, file: !1, line: 88, column: 15)
!651 = !DILocation(line: 88, column: 21, scope: !650)
!652 = !DILocation(line: 88, column: 31, scope: !649)
!653 = !DILocation(line: 88, column: 40, scope: !649)
!654 = !DILocation(line: 88, column: 47, scope: !644)
!655 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !164, file: !1, line: 83, type: !656, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !659, declaration: !658, retainedNodes: !71)
!656 = !DISubroutineType(types: !657)
!657 = !{null, !175, !162}
!658 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !164, file: !1, line: 83, type: !656, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !659)
!659 = !{!660}
!660 = !DITemplateTypeParameter(name: "F", type: !162)
!661 = !DILocalVariable(name: "this", arg: 1, scope: !655, type: !662, flags: DIFlagArtificial | DIFlagObjectPointer)
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32)
!663 = !DILocation(line: 0, scope: !655)
!664 = !DILocalVariable(name: "f", arg: 2, scope: !655, file: !1, line: 83, type: !162)
!665 = !DILocation(line: 83, column: 36, scope: !655)
!666 = !DILocation(line: 79, column: 9, scope: !655)
!667 = !DILocation(line: 80, column: 7, scope: !655)
!668 = !DILocation(line: 81, column: 10, scope: !655)
!669 = !DILocation(line: 84, column: 17, scope: !670)
!670 = distinct !DILexicalBlock(scope: !655, file: !1, line: 83, column: 39)
!671 = !DILocation(line: 84, column: 12, scope: !670)
!672 = !DILocation(line: 84, column: 38, scope: !670)
!673 = !DILocation(line: 84, column: 5, scope: !670)
!674 = !DILocation(line: 84, column: 10, scope: !670)
!675 = !DILocation(line: 85, column: 13, scope: !670)
!676 = !DILocation(line: 85, column: 5, scope: !670)
!677 = !DILocation(line: 85, column: 11, scope: !670)
!678 = !DILocation(line: 86, column: 16, scope: !670)
!679 = !DILocation(line: 86, column: 5, scope: !670)
!680 = !DILocation(line: 86, column: 14, scope: !670)
!681 = !DILocation(line: 87, column: 3, scope: !655)
!682 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!683 = !DILocalVariable(name: "this", arg: 1, scope: !682, type: !684, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!685 = !DILocation(line: 0, scope: !682)
!686 = !DILocalVariable(name: "a", arg: 2, scope: !682, file: !1, line: 89, type: !33)
!687 = !DILocation(line: 89, column: 21, scope: !682)
!688 = !DILocalVariable(name: "a", arg: 3, scope: !682, file: !1, line: 89, type: !33)
!689 = !DILocation(line: 89, column: 39, scope: !682)
!690 = !DILocation(line: 89, column: 45, scope: !682)
!691 = !DILocation(line: 89, column: 51, scope: !682)
!692 = !DILocation(line: 89, column: 32, scope: !682)
!693 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!694 = !DILocalVariable(name: "this", arg: 1, scope: !693, type: !662, flags: DIFlagArtificial | DIFlagObjectPointer)
!695 = !DILocation(line: 0, scope: !693)
!696 = !DILocation(line: 88, column: 21, scope: !697)
!697 = distinct !DILexicalBlock(scope: !698, file: !1, line: 88, column: 21)
!698 = distinct !DILexicalBlock(scope: !693, file: !1, line: 88, column: 15)
!699 = !DILocation(line: 88, column: 21, scope: !698)
!700 = !DILocation(line: 88, column: 31, scope: !697)
!701 = !DILocation(line: 88, column: 40, scope: !697)
!702 = !DILocation(line: 88, column: 47, scope: !693)
!703 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !704, retainedNodes: !71)
!704 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!705 = !DILocalVariable(name: "this", arg: 1, scope: !703, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DILocation(line: 0, scope: !703)
!707 = !DILocation(line: 74, column: 8, scope: !708)
!708 = distinct !DILexicalBlock(scope: !703, file: !1, line: 74, column: 8)
!709 = !DILocation(line: 74, column: 8, scope: !703)
!710 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!711 = !DILocalVariable(name: "this", arg: 1, scope: !710, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!712 = !DILocation(line: 0, scope: !710)
!713 = !DILocation(line: 28, column: 14, scope: !714)
!714 = distinct !DILexicalBlock(scope: !710, file: !1, line: 28, column: 12)
!715 = !DILocation(line: 28, column: 23, scope: !710)
!716 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !717, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !719, retainedNodes: !71)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !154}
!719 = !DISubprogram(name: "Counter", scope: !148, type: !717, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!720 = !DILocalVariable(name: "this", arg: 1, scope: !716, type: !550, flags: DIFlagArtificial | DIFlagObjectPointer)
!721 = !DILocation(line: 0, scope: !716)
!722 = !DILocation(line: 60, column: 7, scope: !716)
!723 = !DILocation(line: 59, column: 36, scope: !716)
!724 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !725, retainedNodes: !71)
!725 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!726 = !DILocalVariable(name: "this", arg: 1, scope: !724, type: !727, flags: DIFlagArtificial | DIFlagObjectPointer)
!727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!728 = !DILocation(line: 0, scope: !724)
!729 = !DILocation(line: 68, column: 8, scope: !724)
!730 = !DILocation(line: 69, column: 7, scope: !724)
!731 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !704, retainedNodes: !71)
!732 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!733 = !DILocation(line: 0, scope: !731)
!734 = !DILocation(line: 74, column: 8, scope: !731)
!735 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !735, type: !737, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!738 = !DILocation(line: 0, scope: !735)
!739 = !DILocation(line: 74, column: 82, scope: !735)
!740 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !740, type: !727, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !740)
!743 = !DILocation(line: 70, column: 29, scope: !740)
!744 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !744, type: !727, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 0, scope: !744)
!747 = !DILocation(line: 70, column: 29, scope: !744)
!748 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!749 = !DILocalVariable(name: "this", arg: 1, scope: !748, type: !576, flags: DIFlagArtificial | DIFlagObjectPointer)
!750 = !DILocation(line: 0, scope: !748)
!751 = !DILocation(line: 71, column: 39, scope: !748)
!752 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !753, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !756, declaration: !755, retainedNodes: !71)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !60, !37}
!755 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !753, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !756)
!756 = !{!757}
!757 = !DITemplateTypeParameter(name: "F", type: !37)
!758 = !DILocalVariable(name: "this", arg: 1, scope: !752, type: !646, flags: DIFlagArtificial | DIFlagObjectPointer)
!759 = !DILocation(line: 0, scope: !752)
!760 = !DILocalVariable(name: "f", arg: 2, scope: !752, file: !1, line: 83, type: !37)
!761 = !DILocation(line: 83, column: 36, scope: !752)
!762 = !DILocation(line: 79, column: 9, scope: !752)
!763 = !DILocation(line: 80, column: 7, scope: !752)
!764 = !DILocation(line: 81, column: 10, scope: !752)
!765 = !DILocation(line: 84, column: 17, scope: !766)
!766 = distinct !DILexicalBlock(scope: !752, file: !1, line: 83, column: 39)
!767 = !DILocation(line: 84, column: 12, scope: !766)
!768 = !DILocation(line: 84, column: 38, scope: !766)
!769 = !DILocation(line: 84, column: 36, scope: !766)
!770 = !DILocation(line: 84, column: 5, scope: !766)
!771 = !DILocation(line: 84, column: 10, scope: !766)
!772 = !DILocation(line: 85, column: 13, scope: !766)
!773 = !DILocation(line: 85, column: 5, scope: !766)
!774 = !DILocation(line: 85, column: 11, scope: !766)
!775 = !DILocation(line: 86, column: 16, scope: !766)
!776 = !DILocation(line: 86, column: 5, scope: !766)
!777 = !DILocation(line: 86, column: 14, scope: !766)
!778 = !DILocation(line: 87, column: 3, scope: !752)
!779 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !780, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !785, retainedNodes: !71)
!780 = !DISubroutineType(types: !781)
!781 = !{!782, !787}
!782 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !783, size: 32)
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !784, file: !1, line: 16, baseType: !37)
!784 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !785, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!785 = !{!786}
!786 = !DITemplateTypeParameter(name: "T", type: !787)
!787 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 32)
!788 = !DILocalVariable(name: "t", arg: 1, scope: !779, file: !1, line: 17, type: !787)
!789 = !DILocation(line: 17, column: 63, scope: !779)
!790 = !DILocation(line: 17, column: 120, scope: !779)
!791 = !DILocation(line: 17, column: 68, scope: !779)
!792 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !793, file: !1, line: 85, type: !800, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !802, retainedNodes: !71)
!793 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !752, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !794, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!794 = !{!795}
!795 = !DISubprogram(name: "operator()", scope: !793, file: !1, line: 85, type: !796, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!796 = !DISubroutineType(types: !797)
!797 = !{!32, !798, !48, !32}
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !799, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!799 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !793)
!800 = !DISubroutineType(types: !801)
!801 = !{!50, !798}
!802 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !793, type: !800, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!803 = !DILocalVariable(name: "this", arg: 1, scope: !792, type: !804, flags: DIFlagArtificial | DIFlagObjectPointer)
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !799, size: 32)
!805 = !DILocation(line: 0, scope: !792)
!806 = !DILocation(line: 85, column: 13, scope: !792)
!807 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !808, file: !1, line: 86, type: !809, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !813, retainedNodes: !71)
!808 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !752, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!809 = !DISubroutineType(types: !810)
!810 = !{!54, !811}
!811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !812, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !808)
!813 = !DISubprogram(name: "operator void (*)(void *)", scope: !808, type: !809, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!814 = !DILocalVariable(name: "this", arg: 1, scope: !807, type: !815, flags: DIFlagArtificial | DIFlagObjectPointer)
!815 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !812, size: 32)
!816 = !DILocation(line: 0, scope: !807)
!817 = !DILocation(line: 86, column: 16, scope: !807)
!818 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !793, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !819, retainedNodes: !71)
!819 = !DISubprogram(name: "__invoke", scope: !793, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!820 = !DILocalVariable(name: "o", arg: 1, scope: !818, type: !48)
!821 = !DILocation(line: 0, scope: !818)
!822 = !DILocalVariable(name: "a", arg: 2, scope: !818, type: !32)
!823 = !DILocation(line: 85, column: 13, scope: !818)
!824 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !793, file: !1, line: 85, type: !796, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !795, retainedNodes: !71)
!825 = !DILocalVariable(name: "this", arg: 1, scope: !824, type: !804, flags: DIFlagArtificial | DIFlagObjectPointer)
!826 = !DILocation(line: 0, scope: !824)
!827 = !DILocalVariable(name: "o", arg: 2, scope: !824, file: !1, line: 85, type: !48)
!828 = !DILocation(line: 85, column: 22, scope: !824)
!829 = !DILocalVariable(name: "a", arg: 3, scope: !824, file: !1, line: 85, type: !32)
!830 = !DILocation(line: 85, column: 30, scope: !824)
!831 = !DILocation(line: 85, column: 66, scope: !824)
!832 = !DILocation(line: 85, column: 49, scope: !824)
!833 = !DILocation(line: 85, column: 70, scope: !824)
!834 = !DILocation(line: 85, column: 47, scope: !824)
!835 = !DILocation(line: 85, column: 40, scope: !824)
!836 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !837, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !841, retainedNodes: !71)
!837 = !DISubroutineType(types: !838)
!838 = !{!32, !839, !32}
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!841 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !842, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!842 = !DISubroutineType(types: !843)
!843 = !{!597, !839, !32}
!844 = !DILocalVariable(name: "this", arg: 1, scope: !836, type: !845, flags: DIFlagArtificial | DIFlagObjectPointer)
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 32)
!846 = !DILocation(line: 0, scope: !836)
!847 = !DILocalVariable(name: "v", arg: 2, scope: !836, file: !1, line: 94, type: !32)
!848 = !DILocation(line: 94, column: 50, scope: !836)
!849 = !DILocation(line: 94, column: 71, scope: !836)
!850 = !DILocation(line: 94, column: 62, scope: !836)
!851 = !DILocation(line: 94, column: 68, scope: !836)
!852 = !DILocation(line: 94, column: 55, scope: !836)
!853 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !808, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !854, retainedNodes: !71)
!854 = !DISubprogram(name: "__invoke", scope: !808, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!855 = !DILocalVariable(name: "o", arg: 1, scope: !853, type: !48)
!856 = !DILocation(line: 0, scope: !853)
!857 = !DILocation(line: 86, column: 16, scope: !853)
!858 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !808, file: !1, line: 86, type: !859, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !861, retainedNodes: !71)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !811, !48}
!861 = !DISubprogram(name: "operator()", scope: !808, file: !1, line: 86, type: !862, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!862 = !DISubroutineType(types: !863)
!863 = !{!597, !811, !48}
!864 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !815, flags: DIFlagArtificial | DIFlagObjectPointer)
!865 = !DILocation(line: 0, scope: !858)
!866 = !DILocalVariable(name: "o", arg: 2, scope: !858, file: !1, line: 86, type: !48)
!867 = !DILocation(line: 86, column: 25, scope: !858)
!868 = !DILocation(line: 86, column: 47, scope: !858)
!869 = !DILocation(line: 86, column: 30, scope: !858)
!870 = !DILocation(line: 86, column: 62, scope: !858)
!871 = !DILocation(line: 86, column: 57, scope: !858)
!872 = !DILocation(line: 86, column: 66, scope: !858)
!873 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !873)
!876 = !DILocalVariable(name: "p", arg: 2, scope: !873, file: !1, line: 24, type: !78)
!877 = !DILocation(line: 24, column: 21, scope: !873)
!878 = !DILocation(line: 24, column: 36, scope: !873)
!879 = !DILocation(line: 24, column: 39, scope: !873)
!880 = !DILocation(line: 24, column: 43, scope: !873)
!881 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!882 = !DILocalVariable(name: "this", arg: 1, scope: !881, type: !388, flags: DIFlagArtificial | DIFlagObjectPointer)
!883 = !DILocation(line: 0, scope: !881)
!884 = !DILocation(line: 29, column: 22, scope: !885)
!885 = distinct !DILexicalBlock(scope: !881, file: !1, line: 29, column: 22)
!886 = !DILocation(line: 29, column: 22, scope: !881)
!887 = !DILocation(line: 29, column: 28, scope: !888)
!888 = distinct !DILexicalBlock(scope: !885, file: !1, line: 29, column: 26)
!889 = !DILocation(line: 29, column: 33, scope: !888)
!890 = !DILocation(line: 29, column: 43, scope: !888)
!891 = !DILocation(line: 29, column: 38, scope: !888)
!892 = !DILocation(line: 29, column: 48, scope: !888)
!893 = !DILocation(line: 29, column: 51, scope: !888)
!894 = !DILocation(line: 29, column: 62, scope: !888)
!895 = !DILocation(line: 29, column: 64, scope: !881)
!896 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !896, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DILocation(line: 0, scope: !896)
!899 = !DILocalVariable(name: "x", arg: 2, scope: !896, file: !1, line: 63, type: !32)
!900 = !DILocation(line: 63, column: 50, scope: !896)
!901 = !DILocation(line: 63, column: 66, scope: !896)
!902 = !DILocation(line: 63, column: 64, scope: !896)
!903 = !DILocation(line: 63, column: 55, scope: !896)
!904 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !905, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !910, retainedNodes: !71)
!905 = !DISubroutineType(types: !906)
!906 = !{!907, !912}
!907 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !908, size: 32)
!908 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !909, file: !1, line: 16, baseType: !162)
!909 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !910)
!910 = !{!911}
!911 = !DITemplateTypeParameter(name: "T", type: !912)
!912 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 32)
!913 = !DILocalVariable(name: "t", arg: 1, scope: !904, file: !1, line: 17, type: !912)
!914 = !DILocation(line: 17, column: 63, scope: !904)
!915 = !DILocation(line: 17, column: 120, scope: !904)
!916 = !DILocation(line: 17, column: 68, scope: !904)
!917 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !918, file: !1, line: 85, type: !925, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !927, retainedNodes: !71)
!918 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !655, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !919)
!919 = !{!920}
!920 = !DISubprogram(name: "operator()", scope: !918, file: !1, line: 85, type: !921, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!921 = !DISubroutineType(types: !922)
!922 = !{!33, !923, !48, !33, !33}
!923 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !924, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!924 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !918)
!925 = !DISubroutineType(types: !926)
!926 = !{!168, !923}
!927 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !918, type: !925, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!928 = !DILocalVariable(name: "this", arg: 1, scope: !917, type: !929, flags: DIFlagArtificial | DIFlagObjectPointer)
!929 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !924, size: 32)
!930 = !DILocation(line: 0, scope: !917)
!931 = !DILocation(line: 85, column: 13, scope: !917)
!932 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !933, file: !1, line: 86, type: !934, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !938, retainedNodes: !71)
!933 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !655, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!934 = !DISubroutineType(types: !935)
!935 = !{!54, !936}
!936 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !937, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!937 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !933)
!938 = !DISubprogram(name: "operator void (*)(void *)", scope: !933, type: !934, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!939 = !DILocalVariable(name: "this", arg: 1, scope: !932, type: !940, flags: DIFlagArtificial | DIFlagObjectPointer)
!940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !937, size: 32)
!941 = !DILocation(line: 0, scope: !932)
!942 = !DILocation(line: 86, column: 16, scope: !932)
!943 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !918, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !944, retainedNodes: !71)
!944 = !DISubprogram(name: "__invoke", scope: !918, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!945 = !DILocalVariable(name: "o", arg: 1, scope: !943, type: !48)
!946 = !DILocation(line: 0, scope: !943)
!947 = !DILocalVariable(name: "a", arg: 2, scope: !943, type: !33)
!948 = !DILocalVariable(name: "a", arg: 3, scope: !943, type: !33)
!949 = !DILocation(line: 85, column: 13, scope: !943)
!950 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !918, file: !1, line: 85, type: !921, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !920, retainedNodes: !71)
!951 = !DILocalVariable(name: "this", arg: 1, scope: !950, type: !929, flags: DIFlagArtificial | DIFlagObjectPointer)
!952 = !DILocation(line: 0, scope: !950)
!953 = !DILocalVariable(name: "o", arg: 2, scope: !950, file: !1, line: 85, type: !48)
!954 = !DILocation(line: 85, column: 22, scope: !950)
!955 = !DILocalVariable(name: "a", arg: 3, scope: !950, file: !1, line: 85, type: !33)
!956 = !DILocation(line: 85, column: 30, scope: !950)
!957 = !DILocalVariable(name: "a", arg: 4, scope: !950, file: !1, line: 85, type: !33)
!958 = !DILocation(line: 85, column: 66, scope: !950)
!959 = !DILocation(line: 85, column: 49, scope: !950)
!960 = !DILocation(line: 85, column: 70, scope: !950)
!961 = !DILocation(line: 85, column: 47, scope: !950)
!962 = !DILocation(line: 85, column: 40, scope: !950)
!963 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !964, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !968, retainedNodes: !71)
!964 = !DISubroutineType(types: !965)
!965 = !{!33, !966, !33, !33}
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !967, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!967 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!968 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !969, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!969 = !DISubroutineType(types: !970)
!970 = !{!597, !966, !33, !33}
!971 = !DILocalVariable(name: "this", arg: 1, scope: !963, type: !972, flags: DIFlagArtificial | DIFlagObjectPointer)
!972 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !967, size: 32)
!973 = !DILocation(line: 0, scope: !963)
!974 = !DILocalVariable(name: "x", arg: 2, scope: !963, file: !1, line: 147, type: !33)
!975 = !DILocation(line: 147, column: 52, scope: !963)
!976 = !DILocalVariable(name: "y", arg: 3, scope: !963, file: !1, line: 147, type: !33)
!977 = !DILocation(line: 147, column: 62, scope: !963)
!978 = !DILocation(line: 147, column: 74, scope: !963)
!979 = !DILocation(line: 147, column: 78, scope: !963)
!980 = !DILocation(line: 147, column: 82, scope: !963)
!981 = !DILocation(line: 147, column: 86, scope: !963)
!982 = !DILocation(line: 147, column: 84, scope: !963)
!983 = !DILocation(line: 147, column: 80, scope: !963)
!984 = !DILocation(line: 147, column: 67, scope: !963)
!985 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !933, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !986, retainedNodes: !71)
!986 = !DISubprogram(name: "__invoke", scope: !933, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!987 = !DILocalVariable(name: "o", arg: 1, scope: !985, type: !48)
!988 = !DILocation(line: 0, scope: !985)
!989 = !DILocation(line: 86, column: 16, scope: !985)
!990 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !933, file: !1, line: 86, type: !991, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !993, retainedNodes: !71)
!991 = !DISubroutineType(types: !992)
!992 = !{null, !936, !48}
!993 = !DISubprogram(name: "operator()", scope: !933, file: !1, line: 86, type: !994, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!994 = !DISubroutineType(types: !995)
!995 = !{!597, !936, !48}
!996 = !DILocalVariable(name: "this", arg: 1, scope: !990, type: !940, flags: DIFlagArtificial | DIFlagObjectPointer)
!997 = !DILocation(line: 0, scope: !990)
!998 = !DILocalVariable(name: "o", arg: 2, scope: !990, file: !1, line: 86, type: !48)
!999 = !DILocation(line: 86, column: 25, scope: !990)
!1000 = !DILocation(line: 86, column: 47, scope: !990)
!1001 = !DILocation(line: 86, column: 30, scope: !990)
!1002 = !DILocation(line: 86, column: 62, scope: !990)
!1003 = !DILocation(line: 86, column: 57, scope: !990)
!1004 = !DILocation(line: 86, column: 66, scope: !990)

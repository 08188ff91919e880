; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Bird to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD2Ev to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD0Ev to i8*), i8* bitcast (i8* (%struct.Bird*)* @_ZNK4Bird5soundEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 4
@_ZTI4Bird = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Bird, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*), i8* bitcast (i8* (%struct.Animal*)* @_ZNK6Animal5soundEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !194, metadata !DIExpression()), !dbg !195
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2), !dbg !196
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !197, metadata !DIExpression()), !dbg !198
  %28 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %117, !dbg !199

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %28) #10, !dbg !199
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %31 unwind label %121, !dbg !200

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !201
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %34 unwind label %121, !dbg !202

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !203
  %36 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %37 unwind label %121, !dbg !204

37:                                               ; preds = %34
  %38 = bitcast %struct.Bird* %36 to i8* (%struct.Bird*)***, !dbg !205
  %39 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %38, align 4, !dbg !205
  %40 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %39, i64 2, !dbg !205
  %41 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, align 4, !dbg !205
  %42 = invoke noundef i8* %41(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %36)
          to label %43 unwind label %121, !dbg !205

43:                                               ; preds = %37
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %32, i32 noundef %35, i8* noundef %42)
          to label %45 unwind label %121, !dbg !206

45:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata %struct.Point3* %6, metadata !207, metadata !DIExpression()), !dbg !213
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %46 unwind label %121, !dbg !214

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0, !dbg !215
  %48 = load i32, i32* %47, align 4, !dbg !216
  %49 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1, !dbg !217
  %50 = load i32, i32* %49, align 4, !dbg !218
  %51 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2, !dbg !219
  %52 = load i32, i32* %51, align 4, !dbg !220
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %48, i32 noundef %50, i32 noundef %52)
          to label %54 unwind label %121, !dbg !221

54:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata [3 x i32]* %7, metadata !222, metadata !DIExpression()), !dbg !226
  %55 = bitcast [3 x i32]* %7 to i8*, !dbg !226
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %55, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false), !dbg !226
  call void @llvm.dbg.declare(metadata [3 x i32]** %8, metadata !227, metadata !DIExpression()), !dbg !229
  store [3 x i32]* %7, [3 x i32]** %8, align 4, !dbg !229
  %56 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !230
  %57 = getelementptr inbounds [3 x i32], [3 x i32]* %56, i32 0, i32 1, !dbg !230
  store i32 50, i32* %57, align 4, !dbg !231
  %58 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !232
  %59 = getelementptr inbounds [3 x i32], [3 x i32]* %58, i32 0, i32 0, !dbg !232
  %60 = load i32, i32* %59, align 4, !dbg !233
  %61 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 1, !dbg !234
  %62 = load i32, i32* %61, align 4, !dbg !234
  %63 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !235
  %64 = getelementptr inbounds [3 x i32], [3 x i32]* %63, i32 0, i32 2, !dbg !235
  %65 = load i32, i32* %64, align 4, !dbg !236
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %60, i32 noundef %62, i32 noundef %65)
          to label %67 unwind label %121, !dbg !237

67:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !238, metadata !DIExpression()), !dbg !239
  %68 = bitcast %struct.Vec2* %9 to i8*, !dbg !239
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false), !dbg !239
  call void @llvm.dbg.declare(metadata %struct.Vec2* %10, metadata !240, metadata !DIExpression()), !dbg !241
  %69 = bitcast %struct.Vec2* %10 to i8*, !dbg !241
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false), !dbg !241
  %70 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %71 unwind label %121, !dbg !242

71:                                               ; preds = %67
  %72 = load float, float* %70, align 4, !dbg !243
  %73 = fadd float %72, 1.000000e+00, !dbg !243
  store float %73, float* %70, align 4, !dbg !243
  %74 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !244
  %75 = load float, float* %74, align 4, !dbg !244
  %76 = fpext float %75 to double, !dbg !245
  %77 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !246
  %78 = load float, float* %77, align 4, !dbg !246
  %79 = fpext float %78 to double, !dbg !247
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0, !dbg !248
  store float 2.500000e+00, float* %80, align 4, !dbg !248
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1, !dbg !248
  store float 4.000000e+00, float* %81, align 4, !dbg !248
  %82 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %11)
          to label %83 unwind label %121, !dbg !249

83:                                               ; preds = %71
  %84 = zext i1 %82 to i32, !dbg !250
  %85 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %86 unwind label %121, !dbg !251

86:                                               ; preds = %83
  %87 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %76, double noundef %79, i32 noundef %84, i32 noundef %85)
          to label %88 unwind label %121, !dbg !252

88:                                               ; preds = %86
  %89 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %90 unwind label %121, !dbg !253

90:                                               ; preds = %88
  %91 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %92 unwind label %121, !dbg !254

92:                                               ; preds = %90
  %93 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %89, double noundef %91)
          to label %94 unwind label %121, !dbg !255

94:                                               ; preds = %92
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %95 unwind label %121, !dbg !256

95:                                               ; preds = %94
  %96 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %97 unwind label %121, !dbg !257

97:                                               ; preds = %95
  %98 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %99 unwind label %121, !dbg !258

99:                                               ; preds = %97
  %100 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %101 unwind label %121, !dbg !259

101:                                              ; preds = %99
  %102 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %96, i8* noundef %98, i8* noundef %100)
          to label %103 unwind label %121, !dbg !260

103:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata %struct.Doubler* %12, metadata !261, metadata !DIExpression()), !dbg !262
  call void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10, !dbg !262
  call void @llvm.dbg.declare(metadata i32* %13, metadata !263, metadata !DIExpression()), !dbg !264
  store i32 0, i32* %13, align 4, !dbg !264
  call void @llvm.dbg.declare(metadata i32* %14, metadata !265, metadata !DIExpression()), !dbg !267
  store i32 0, i32* %14, align 4, !dbg !267
  br label %104, !dbg !268

104:                                              ; preds = %114, %103
  %105 = load i32, i32* %14, align 4, !dbg !269
  %106 = icmp slt i32 %105, 4, !dbg !271
  br i1 %106, label %107, label %125, !dbg !272

107:                                              ; preds = %104
  %108 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !273
  %109 = load i32, i32* %14, align 4, !dbg !274
  %110 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %108, i32 noundef %109)
          to label %111 unwind label %121, !dbg !275

111:                                              ; preds = %107
  %112 = load i32, i32* %13, align 4, !dbg !276
  %113 = add nsw i32 %112, %110, !dbg !276
  store i32 %113, i32* %13, align 4, !dbg !276
  br label %114, !dbg !277

114:                                              ; preds = %111
  %115 = load i32, i32* %14, align 4, !dbg !278
  %116 = add nsw i32 %115, 1, !dbg !278
  store i32 %116, i32* %14, align 4, !dbg !278
  br label %104, !dbg !279, !llvm.loop !280

117:                                              ; preds = %0
  %118 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %119 = extractvalue { i8*, i32 } %118, 0, !dbg !283
  store i8* %119, i8** %4, align 4, !dbg !283
  %120 = extractvalue { i8*, i32 } %118, 1, !dbg !283
  store i32 %120, i32* %5, align 4, !dbg !283
  br label %242, !dbg !283

121:                                              ; preds = %137, %133, %131, %125, %107, %101, %99, %97, %95, %94, %92, %90, %88, %86, %83, %71, %67, %54, %46, %45, %43, %37, %34, %31, %29
  %122 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %123 = extractvalue { i8*, i32 } %122, 0, !dbg !283
  store i8* %123, i8** %4, align 4, !dbg !283
  %124 = extractvalue { i8*, i32 } %122, 1, !dbg !283
  store i32 %124, i32* %5, align 4, !dbg !283
  br label %241, !dbg !283

125:                                              ; preds = %104
  %126 = load i32, i32* %13, align 4, !dbg !284
  %127 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !285
  %128 = getelementptr inbounds %struct.Counter, %struct.Counter* %127, i32 0, i32 0, !dbg !286
  %129 = load i32, i32* %128, align 4, !dbg !286
  %130 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %126, i32 noundef %129)
          to label %131 unwind label %121, !dbg !287

131:                                              ; preds = %125
  call void @llvm.dbg.declare(metadata i8* %15, metadata !288, metadata !DIExpression()), !dbg !289
  %132 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %133 unwind label %121, !dbg !290

133:                                              ; preds = %131
  store i8 %132, i8* %15, align 1, !dbg !289
  %134 = load i8, i8* %15, align 1, !dbg !291
  %135 = zext i8 %134 to i32, !dbg !292
  %136 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %135)
          to label %137 unwind label %121, !dbg !293

137:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata i32* %16, metadata !294, metadata !DIExpression()), !dbg !296
  store i32 4, i32* %16, align 4, !dbg !296
  call void @llvm.dbg.declare(metadata { i32, i32 }* %17, metadata !297, metadata !DIExpression()), !dbg !299
  store { i32, i32 } { i32 9, i32 0 }, { i32, i32 }* %17, align 4, !dbg !299
  call void @llvm.dbg.declare(metadata { i32, i32 }* %18, metadata !300, metadata !DIExpression()), !dbg !302
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %18, align 4, !dbg !302
  call void @llvm.dbg.declare(metadata %struct.Bird* %19, metadata !303, metadata !DIExpression()), !dbg !304
  invoke void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19)
          to label %138 unwind label %121, !dbg !304

138:                                              ; preds = %137
  call void @llvm.dbg.declare(metadata %struct.Animal** %20, metadata !305, metadata !DIExpression()), !dbg !307
  %139 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !308
  store %struct.Animal* %139, %struct.Animal** %20, align 4, !dbg !307
  %140 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !309
  %141 = load i32, i32* %16, align 4, !dbg !310
  %142 = bitcast %struct.Animal* %140 to i8*, !dbg !311
  %143 = getelementptr inbounds i8, i8* %142, i32 %141, !dbg !311
  %144 = bitcast i8* %143 to i32*, !dbg !311
  %145 = load i32, i32* %144, align 4, !dbg !311
  %146 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !312
  %147 = load { i32, i32 }, { i32, i32 }* %17, align 4, !dbg !313
  %148 = extractvalue { i32, i32 } %147, 1, !dbg !314
  %149 = bitcast %struct.Animal* %146 to i8*, !dbg !314
  %150 = getelementptr inbounds i8, i8* %149, i32 %148, !dbg !314
  %151 = bitcast i8* %150 to %struct.Animal*, !dbg !314
  %152 = extractvalue { i32, i32 } %147, 0, !dbg !314
  %153 = and i32 %152, 1, !dbg !314
  %154 = icmp ne i32 %153, 0, !dbg !314
  br i1 %154, label %155, label %162, !dbg !314

155:                                              ; preds = %138
  %156 = bitcast %struct.Animal* %151 to i8**, !dbg !314
  %157 = load i8*, i8** %156, align 4, !dbg !314
  %158 = sub i32 %152, 1, !dbg !314
  %159 = getelementptr i8, i8* %157, i32 %158, !dbg !314, !nosanitize !71
  %160 = bitcast i8* %159 to i8* (%struct.Animal*)**, !dbg !314, !nosanitize !71
  %161 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %160, align 4, !dbg !314, !nosanitize !71
  br label %164, !dbg !314

162:                                              ; preds = %138
  %163 = inttoptr i32 %152 to i8* (%struct.Animal*)*, !dbg !314
  br label %164, !dbg !314

164:                                              ; preds = %162, %155
  %165 = phi i8* (%struct.Animal*)* [ %161, %155 ], [ %163, %162 ], !dbg !314
  %166 = invoke noundef i8* %165(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %151)
          to label %167 unwind label %184, !dbg !314

167:                                              ; preds = %164
  %168 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !315
  %169 = load { i32, i32 }, { i32, i32 }* %18, align 4, !dbg !316
  %170 = extractvalue { i32, i32 } %169, 1, !dbg !317
  %171 = bitcast %struct.Animal* %168 to i8*, !dbg !317
  %172 = getelementptr inbounds i8, i8* %171, i32 %170, !dbg !317
  %173 = bitcast i8* %172 to %struct.Animal*, !dbg !317
  %174 = extractvalue { i32, i32 } %169, 0, !dbg !317
  %175 = and i32 %174, 1, !dbg !317
  %176 = icmp ne i32 %175, 0, !dbg !317
  br i1 %176, label %177, label %188, !dbg !317

177:                                              ; preds = %167
  %178 = bitcast %struct.Animal* %173 to i8**, !dbg !317
  %179 = load i8*, i8** %178, align 4, !dbg !317
  %180 = sub i32 %174, 1, !dbg !317
  %181 = getelementptr i8, i8* %179, i32 %180, !dbg !317, !nosanitize !71
  %182 = bitcast i8* %181 to i32 (%struct.Animal*)**, !dbg !317, !nosanitize !71
  %183 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %182, align 4, !dbg !317, !nosanitize !71
  br label %190, !dbg !317

184:                                              ; preds = %223, %218, %216, %214, %212, %195, %193, %190, %164
  %185 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %186 = extractvalue { i8*, i32 } %185, 0, !dbg !283
  store i8* %186, i8** %4, align 4, !dbg !283
  %187 = extractvalue { i8*, i32 } %185, 1, !dbg !283
  store i32 %187, i32* %5, align 4, !dbg !283
  br label %240, !dbg !283

188:                                              ; preds = %167
  %189 = inttoptr i32 %174 to i32 (%struct.Animal*)*, !dbg !317
  br label %190, !dbg !317

190:                                              ; preds = %188, %177
  %191 = phi i32 (%struct.Animal*)* [ %183, %177 ], [ %189, %188 ], !dbg !317
  %192 = invoke noundef i32 %191(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %173)
          to label %193 unwind label %184, !dbg !317

193:                                              ; preds = %190
  %194 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %145, i8* noundef %166, i32 noundef %192)
          to label %195 unwind label %184, !dbg !318

195:                                              ; preds = %193
  call void @llvm.dbg.declare(metadata i32* %21, metadata !319, metadata !DIExpression()), !dbg !320
  store i32 10, i32* %21, align 4, !dbg !320
  call void @llvm.dbg.declare(metadata %class.anon* %22, metadata !321, metadata !DIExpression()), !dbg !326
  %196 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0, !dbg !327
  store i32 0, i32* %196, align 4, !dbg !327
  %197 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1, !dbg !327
  %198 = load i32, i32* %21, align 4, !dbg !328
  store i32 %198, i32* %197, align 4, !dbg !327
  %199 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %200 unwind label %184, !dbg !329

200:                                              ; preds = %195
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !330, metadata !DIExpression()), !dbg !335
  %201 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !336
  %202 = load i32, i32* %21, align 4, !dbg !337
  store i32 %202, i32* %201, align 4, !dbg !336
  %203 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1, !dbg !336
  %204 = getelementptr inbounds [3 x i32], [3 x i32]* %203, i32 0, i32 0, !dbg !337
  br label %205, !dbg !337

205:                                              ; preds = %205, %200
  %206 = phi i32 [ 0, %200 ], [ %210, %205 ], !dbg !337
  %207 = getelementptr inbounds i32, i32* %204, i32 %206, !dbg !337
  %208 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 %206, !dbg !337
  %209 = load i32, i32* %208, align 4, !dbg !337
  store i32 %209, i32* %207, align 4, !dbg !337
  %210 = add nuw i32 %206, 1, !dbg !337
  %211 = icmp eq i32 %210, 3, !dbg !337
  br i1 %211, label %212, label %205, !dbg !337

212:                                              ; preds = %205
  %213 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %214 unwind label %184, !dbg !338

214:                                              ; preds = %212
  %215 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %216 unwind label %184, !dbg !339

216:                                              ; preds = %214
  %217 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %213, i32 noundef %215)
          to label %218 unwind label %184, !dbg !340

218:                                              ; preds = %216
  call void @llvm.dbg.declare(metadata %struct.Accum* %24, metadata !341, metadata !DIExpression()), !dbg !342
  call void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10, !dbg !342
  call void @llvm.dbg.declare(metadata %class.Function* %25, metadata !343, metadata !DIExpression()), !dbg !345
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %219 unwind label %184, !dbg !346

219:                                              ; preds = %218
  %220 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %221 unwind label %232, !dbg !347

221:                                              ; preds = %219
  %222 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %223 unwind label %232, !dbg !348

223:                                              ; preds = %221
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !349
  call void @llvm.dbg.declare(metadata %class.Function.1* %26, metadata !350, metadata !DIExpression()), !dbg !351
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26)
          to label %224 unwind label %184, !dbg !352

224:                                              ; preds = %223
  %225 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0, !dbg !353
  %226 = load i32, i32* %225, align 4, !dbg !353
  %227 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %228 unwind label %236, !dbg !354

228:                                              ; preds = %224
  %229 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %226, double noundef %227)
          to label %230 unwind label %236, !dbg !355

230:                                              ; preds = %228
  store i32 0, i32* %1, align 4, !dbg !356
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !283
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !283
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !283
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !283
  %231 = load i32, i32* %1, align 4, !dbg !283
  ret i32 %231, !dbg !283

232:                                              ; preds = %221, %219
  %233 = landingpad { i8*, i32 }
          cleanup, !dbg !357
  %234 = extractvalue { i8*, i32 } %233, 0, !dbg !357
  store i8* %234, i8** %4, align 4, !dbg !357
  %235 = extractvalue { i8*, i32 } %233, 1, !dbg !357
  store i32 %235, i32* %5, align 4, !dbg !357
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !349
  br label %240, !dbg !349

236:                                              ; preds = %228, %224
  %237 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %238 = extractvalue { i8*, i32 } %237, 0, !dbg !283
  store i8* %238, i8** %4, align 4, !dbg !283
  %239 = extractvalue { i8*, i32 } %237, 1, !dbg !283
  store i32 %239, i32* %5, align 4, !dbg !283
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !283
  br label %240, !dbg !283

240:                                              ; preds = %236, %232, %184
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !283
  br label %241, !dbg !283

241:                                              ; preds = %240, %121
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !283
  br label %242, !dbg !283

242:                                              ; preds = %241, %117
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !283
  br label %243, !dbg !283

243:                                              ; preds = %242
  %244 = load i8*, i8** %4, align 4, !dbg !283
  %245 = load i32, i32* %5, align 4, !dbg !283
  %246 = insertvalue { i8*, i32 } undef, i8* %244, 0, !dbg !283
  %247 = insertvalue { i8*, i32 } %246, i32 %245, 1, !dbg !283
  resume { i8*, i32 } %247, !dbg !283
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #2 comdat !dbg !358 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !363, metadata !DIExpression()), !dbg !364
  %5 = call i8* @malloc(i32 noundef 8), !dbg !365
  store i8* %5, i8** %3, align 4, !dbg !364
  %6 = load i8*, i8** %3, align 4, !dbg !366
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !367
  call void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7), !dbg !368
  call void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7), !dbg !369
  ret void, !dbg !370
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !371 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !379, metadata !DIExpression()), !dbg !380
  %3 = load %class.Owner*, %class.Owner** %2, align 4, !dbg !381
  ret %class.Owner* %3, !dbg !382
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 !dbg !383 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !384, metadata !DIExpression()), !dbg !386
  store %class.Owner* %1, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !387, metadata !DIExpression()), !dbg !388
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !389
  %7 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !390
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !391
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !391
  store %struct.Bird* %9, %struct.Bird** %6, align 4, !dbg !389
  %10 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !392
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !394
  store %struct.Bird* null, %struct.Bird** %11, align 4, !dbg !395
  ret void, !dbg !396
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !397 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !398, metadata !DIExpression()), !dbg !400
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !401
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !401
  %6 = icmp ne %struct.Bird* %5, null, !dbg !402
  ret i1 %6, !dbg !403
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat align 2 !dbg !404 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !405, metadata !DIExpression()), !dbg !406
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !407
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !407
  ret %struct.Bird* %5, !dbg !408
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !409 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Point3* %0 to i8*
  store i8* %5, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !412, metadata !DIExpression()), !dbg !413
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !414
  %7 = load i32, i32* %4, align 4, !dbg !415
  store i32 %7, i32* %6, align 4, !dbg !414
  %8 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !414
  %9 = load i32, i32* %4, align 4, !dbg !416
  %10 = mul nsw i32 %9, 2, !dbg !417
  store i32 %10, i32* %8, align 4, !dbg !414
  %11 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !414
  %12 = load i32, i32* %4, align 4, !dbg !418
  %13 = mul nsw i32 %12, 3, !dbg !419
  store i32 %13, i32* %11, align 4, !dbg !414
  ret void, !dbg !420
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !421 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !422, metadata !DIExpression()), !dbg !424
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !425, metadata !DIExpression()), !dbg !426
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !427
  %7 = icmp ne i32 %6, 0, !dbg !427
  br i1 %7, label %8, label %10, !dbg !427

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !428
  br label %12, !dbg !427

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !429
  br label %12, !dbg !427

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !427
  ret float* %13, !dbg !430
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, %struct.Vec2* noundef byval(%struct.Vec2) align 4 %1) #3 comdat align 2 !dbg !431 {
  %3 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !432, metadata !DIExpression()), !dbg !434
  call void @llvm.dbg.declare(metadata %struct.Vec2* %1, metadata !435, metadata !DIExpression()), !dbg !436
  %4 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 0, !dbg !437
  %6 = load float, float* %5, align 4, !dbg !437
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 0, !dbg !438
  %8 = load float, float* %7, align 4, !dbg !438
  %9 = fcmp oeq float %6, %8, !dbg !439
  br i1 %9, label %10, label %16, !dbg !440

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %4, i32 0, i32 1, !dbg !441
  %12 = load float, float* %11, align 4, !dbg !441
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %1, i32 0, i32 1, !dbg !442
  %14 = load float, float* %13, align 4, !dbg !442
  %15 = fcmp oeq float %12, %14, !dbg !443
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ], !dbg !434
  ret i1 %17, !dbg !444
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #2 comdat !dbg !445 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !446, metadata !DIExpression()), !dbg !447
  %3 = load i32, i32* %2, align 4, !dbg !448
  %4 = icmp slt i32 %3, 2, !dbg !449
  br i1 %4, label %5, label %7, !dbg !448

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !450
  br label %15, !dbg !448

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !451
  %9 = sub nsw i32 %8, 1, !dbg !452
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !453
  %11 = load i32, i32* %2, align 4, !dbg !454
  %12 = sub nsw i32 %11, 2, !dbg !455
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !456
  %14 = add nsw i32 %10, %13, !dbg !457
  br label %15, !dbg !448

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !448
  ret i32 %16, !dbg !458
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !459 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !466, metadata !DIExpression()), !dbg !467
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !468, metadata !DIExpression()), !dbg !467
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !469, metadata !DIExpression()), !dbg !467
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !470, metadata !DIExpression()), !dbg !467
  %9 = load i32, i32* %5, align 4, !dbg !471
  %10 = load i32, i32* %6, align 4, !dbg !471
  %11 = load i32, i32* %7, align 4, !dbg !471
  %12 = load i32, i32* %8, align 4, !dbg !471
  %13 = add nsw i32 %12, 0, !dbg !472
  %14 = add nsw i32 %11, %13, !dbg !472
  %15 = add nsw i32 %10, %14, !dbg !472
  %16 = add nsw i32 %9, %15, !dbg !472
  ret i32 %16, !dbg !473
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 comdat !dbg !474 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !482, metadata !DIExpression()), !dbg !483
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !484, metadata !DIExpression()), !dbg !483
  %5 = load double, double* %3, align 8, !dbg !485
  %6 = load float, float* %4, align 4, !dbg !485
  %7 = fadd float %6, 0.000000e+00, !dbg !486
  %8 = fpext float %7 to double, !dbg !485
  %9 = fadd double %5, %8, !dbg !486
  ret double %9, !dbg !487
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #2 comdat !dbg !488 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !498, metadata !DIExpression()), !dbg !499
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !500, metadata !DIExpression()), !dbg !499
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !501, metadata !DIExpression()), !dbg !499
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !502, metadata !DIExpression()), !dbg !499
  %9 = load i32, i32* %5, align 4, !dbg !503
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9), !dbg !504
  %11 = load i8, i8* %6, align 1, !dbg !503
  %12 = sext i8 %11 to i32, !dbg !503
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12), !dbg !504
  %14 = load i32, i32* %7, align 4, !dbg !503
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14), !dbg !504
  %16 = load i16, i16* %8, align 2, !dbg !503
  %17 = sext i16 %16 to i32, !dbg !503
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17), !dbg !504
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)), !dbg !505
  ret void, !dbg !506
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #3 comdat !dbg !507 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !512, metadata !DIExpression()), !dbg !513
  %3 = load i32, i32* %2, align 4, !dbg !514
  %4 = icmp sgt i32 %3, 0, !dbg !516
  %5 = zext i1 %4 to i64, !dbg !514
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), !dbg !514
  ret i8* %6, !dbg !517
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 comdat !dbg !518 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !523, metadata !DIExpression()), !dbg !524
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !525
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 comdat !dbg !528 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !533, metadata !DIExpression()), !dbg !534
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !535
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !538 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !542, metadata !DIExpression()), !dbg !543
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !544
  call void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !544
  ret void, !dbg !544
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !545 {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !546, metadata !DIExpression()), !dbg !548
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !549, metadata !DIExpression()), !dbg !550
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !551
  %7 = load i32, i32* %6, align 4, !dbg !552
  %8 = add nsw i32 %7, 1, !dbg !552
  store i32 %8, i32* %6, align 4, !dbg !552
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !553
  %10 = load i32, i32* %4, align 4, !dbg !554
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !555
  ret i32 %11, !dbg !556
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 comdat !dbg !557 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !560, metadata !DIExpression()), !dbg !561
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !562, metadata !DIExpression()), !dbg !563
  %5 = load i8, i8* %3, align 1, !dbg !564
  %6 = zext i8 %5 to i32, !dbg !565
  %7 = load i8, i8* %4, align 1, !dbg !566
  %8 = zext i8 %7 to i32, !dbg !567
  %9 = or i32 %6, %8, !dbg !568
  %10 = trunc i32 %9 to i8, !dbg !569
  ret i8 %10, !dbg !570
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 !dbg !571 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !572, metadata !DIExpression()), !dbg !574
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !575
  %5 = load i32, i32* %4, align 4, !dbg !575
  %6 = mul nsw i32 %5, 2, !dbg !576
  ret i32 %6, !dbg !577
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !578 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !579, metadata !DIExpression()), !dbg !580
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !581
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !582
  %5 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !581
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4, !dbg !581
  %6 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !583
  %7 = getelementptr inbounds %struct.Animal, %struct.Animal* %6, i32 0, i32 1, !dbg !583
  store i32 2, i32* %7, align 4, !dbg !585
  ret void, !dbg !586
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !587 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !595, metadata !DIExpression()), !dbg !597
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !598
  %5 = load i32, i32* %4, align 4, !dbg !598
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !599
  %7 = load i32, i32* %6, align 4, !dbg !600
  %8 = add nsw i32 %7, 1, !dbg !600
  store i32 %8, i32* %6, align 4, !dbg !600
  %9 = add nsw i32 %5, %7, !dbg !601
  ret i32 %9, !dbg !602
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !603 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !611, metadata !DIExpression()), !dbg !613
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !614
  %5 = load i32, i32* %4, align 4, !dbg !614
  %6 = mul nsw i32 %5, 2, !dbg !615
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !616
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0, !dbg !616
  %9 = load i32, i32* %8, align 4, !dbg !616
  %10 = add nsw i32 %6, %9, !dbg !617
  ret i32 %10, !dbg !618
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !619 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !623, metadata !DIExpression()), !dbg !624
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !625
  store i32 0, i32* %4, align 4, !dbg !625
  ret void, !dbg !626
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !627, metadata !DIExpression()), !dbg !628
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !629
  store %struct.Accum* %7, %struct.Accum** %8, align 4, !dbg !629
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, %class.anon.3* noundef byval(%class.anon.3) align 4 %5), !dbg !629
  ret void, !dbg !630
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #2 comdat align 2 !dbg !631 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !632, metadata !DIExpression()), !dbg !634
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !635, metadata !DIExpression()), !dbg !636
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !637
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4, !dbg !637
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !638
  %9 = load i8*, i8** %8, align 4, !dbg !638
  %10 = load i32, i32* %4, align 4, !dbg !639
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10), !dbg !637
  ret i32 %11, !dbg !640
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !641 {
  %2 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !642, metadata !DIExpression()), !dbg !644
  %3 = load %class.Function*, %class.Function** %2, align 4
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !645
  %5 = load void (i8*)*, void (i8*)** %4, align 4, !dbg !645
  %6 = icmp ne void (i8*)* %5, null, !dbg !645
  br i1 %6, label %7, label %13, !dbg !648

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !649
  %9 = load void (i8*)*, void (i8*)** %8, align 4, !dbg !649
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0, !dbg !650
  %11 = load i8*, i8** %10, align 4, !dbg !650
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !649

12:                                               ; preds = %7
  br label %13, !dbg !649

13:                                               ; preds = %12, %1
  ret void, !dbg !651

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !649
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !649
  call void @__clang_call_terminate(i8* %16) #11, !dbg !649
  unreachable, !dbg !649
}

; Function Attrs: noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !652 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !658, metadata !DIExpression()), !dbg !660
  call void @llvm.dbg.declare(metadata %class.anon.2* %2, metadata !661, metadata !DIExpression()), !dbg !662
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !663
  store i8* null, i8** %7, align 4, !dbg !663
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !664
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4, !dbg !664
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !665
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !665
  %10 = call i8* @malloc(i32 noundef 1), !dbg !666
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !668
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2), !dbg !669
  %13 = bitcast %class.anon.2* %11 to i8*, !dbg !668
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !670
  store i8* %13, i8** %14, align 4, !dbg !671
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10, !dbg !672
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !673
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4, !dbg !674
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !675
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !676
  store void (i8*)* %17, void (i8*)** %18, align 4, !dbg !677
  ret void, !dbg !678
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !679 {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !680, metadata !DIExpression()), !dbg !682
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !683, metadata !DIExpression()), !dbg !684
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !685, metadata !DIExpression()), !dbg !684
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !686
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4, !dbg !686
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !687
  %11 = load i8*, i8** %10, align 4, !dbg !687
  %12 = load double, double* %5, align 8, !dbg !688
  %13 = load double, double* %6, align 8, !dbg !688
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !686
  ret double %14, !dbg !689
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !690 {
  %2 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !691, metadata !DIExpression()), !dbg !692
  %3 = load %class.Function.1*, %class.Function.1** %2, align 4
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !693
  %5 = load void (i8*)*, void (i8*)** %4, align 4, !dbg !693
  %6 = icmp ne void (i8*)* %5, null, !dbg !693
  br i1 %6, label %7, label %13, !dbg !696

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !697
  %9 = load void (i8*)*, void (i8*)** %8, align 4, !dbg !697
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0, !dbg !698
  %11 = load i8*, i8** %10, align 4, !dbg !698
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !697

12:                                               ; preds = %7
  br label %13, !dbg !697

13:                                               ; preds = %12, %1
  ret void, !dbg !699

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !697
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !697
  call void @__clang_call_terminate(i8* %16) #11, !dbg !697
  unreachable, !dbg !697
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !700 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !702, metadata !DIExpression()), !dbg !703
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !704
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !704
  ret void, !dbg !706
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !707 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !708, metadata !DIExpression()), !dbg !709
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !710

4:                                                ; preds = %1
  ret void, !dbg !712

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !710
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !710
  call void @__clang_call_terminate(i8* %7) #11, !dbg !710
  unreachable, !dbg !710
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !713 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !717, metadata !DIExpression()), !dbg !718
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !719
  store i32 0, i32* %4, align 4, !dbg !719
  ret void, !dbg !720
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !721 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !723, metadata !DIExpression()), !dbg !725
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !726
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !726
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !727
  store i32 4, i32* %5, align 4, !dbg !727
  ret void, !dbg !726
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !728 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !729, metadata !DIExpression()), !dbg !730
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !731
  %4 = bitcast %struct.Bird* %3 to i8*, !dbg !731
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !731
  ret void, !dbg !731
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !732 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !733, metadata !DIExpression()), !dbg !735
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), !dbg !736
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !737 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !738, metadata !DIExpression()), !dbg !739
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret void, !dbg !740
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !741 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !742, metadata !DIExpression()), !dbg !743
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !744
  %4 = bitcast %struct.Animal* %3 to i8*, !dbg !744
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !744
  ret void, !dbg !744
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !745 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !746, metadata !DIExpression()), !dbg !747
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), !dbg !748
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, %class.anon.3* noundef byval(%class.anon.3) align 4 %1) unnamed_addr #7 comdat align 2 !dbg !749 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca %class.anon.4, align 1
  %5 = alloca %class.anon.6, align 1
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !755, metadata !DIExpression()), !dbg !756
  call void @llvm.dbg.declare(metadata %class.anon.3* %1, metadata !757, metadata !DIExpression()), !dbg !758
  %6 = load %class.Function*, %class.Function** %3, align 4
  %7 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 0, !dbg !759
  store i8* null, i8** %7, align 4, !dbg !759
  %8 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 1, !dbg !760
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %8, align 4, !dbg !760
  %9 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 2, !dbg !761
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !761
  %10 = call i8* @malloc(i32 noundef 4), !dbg !762
  %11 = bitcast i8* %10 to %class.anon.3*, !dbg !764
  %12 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %1), !dbg !765
  %13 = bitcast %class.anon.3* %11 to i8*, !dbg !766
  %14 = bitcast %class.anon.3* %12 to i8*, !dbg !766
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %13, i8* align 4 %14, i32 4, i1 false), !dbg !766
  %15 = bitcast %class.anon.3* %11 to i8*, !dbg !764
  %16 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 0, !dbg !767
  store i8* %15, i8** %16, align 4, !dbg !768
  %17 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %4) #10, !dbg !769
  %18 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 1, !dbg !770
  store i32 (i8*, i32)* %17, i32 (i8*, i32)** %18, align 4, !dbg !771
  %19 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !772
  %20 = getelementptr inbounds %class.Function, %class.Function* %6, i32 0, i32 2, !dbg !773
  store void (i8*)* %19, void (i8*)** %20, align 4, !dbg !774
  ret void, !dbg !775
}

declare i8* @malloc(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat !dbg !776 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !785, metadata !DIExpression()), !dbg !786
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4, !dbg !787
  ret %class.anon.3* %3, !dbg !788
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !789 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !800, metadata !DIExpression()), !dbg !802
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !803
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !804 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !811, metadata !DIExpression()), !dbg !813
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !814
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 comdat align 2 !dbg !815 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !817, metadata !DIExpression()), !dbg !818
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !819, metadata !DIExpression()), !dbg !818
  %5 = load i8*, i8** %3, align 4, !dbg !820
  %6 = load i32, i32* %4, align 4, !dbg !820
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !820
  ret i32 %7, !dbg !820
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !821 {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !822, metadata !DIExpression()), !dbg !823
  store i8* %1, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !824, metadata !DIExpression()), !dbg !825
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !826, metadata !DIExpression()), !dbg !827
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4, !dbg !828
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !829
  %10 = load i32, i32* %6, align 4, !dbg !830
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !831
  ret i32 %11, !dbg !832
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !833 {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !841, metadata !DIExpression()), !dbg !843
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !844, metadata !DIExpression()), !dbg !845
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4, !dbg !846
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !847
  %10 = load i32, i32* %9, align 4, !dbg !848
  %11 = add nsw i32 %10, %8, !dbg !848
  store i32 %11, i32* %9, align 4, !dbg !848
  ret i32 %11, !dbg !849
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat align 2 !dbg !850 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !852, metadata !DIExpression()), !dbg !853
  %3 = load i8*, i8** %2, align 4, !dbg !854
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !854
  ret void, !dbg !854
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !855 {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !861, metadata !DIExpression()), !dbg !862
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !863, metadata !DIExpression()), !dbg !864
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !865
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !866
  %8 = load i8*, i8** %4, align 4, !dbg !867
  call void @free(i8* noundef %8), !dbg !868
  ret void, !dbg !869
}

declare void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !870 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !871, metadata !DIExpression()), !dbg !872
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !873, metadata !DIExpression()), !dbg !874
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !875
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !876
  store %struct.Bird* %7, %struct.Bird** %6, align 4, !dbg !875
  ret void, !dbg !877
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !878 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !879, metadata !DIExpression()), !dbg !880
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !881
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !881
  %6 = icmp ne %struct.Bird* %5, null, !dbg !881
  br i1 %6, label %7, label %18, !dbg !883

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !884
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !884
  %10 = bitcast %struct.Bird* %9 to void (%struct.Bird*)***, !dbg !886
  %11 = load void (%struct.Bird*)**, void (%struct.Bird*)*** %10, align 4, !dbg !886
  %12 = getelementptr inbounds void (%struct.Bird*)*, void (%struct.Bird*)** %11, i64 0, !dbg !886
  %13 = load void (%struct.Bird*)*, void (%struct.Bird*)** %12, align 4, !dbg !886
  call void %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #10, !dbg !886
  %14 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !887
  %15 = load %struct.Bird*, %struct.Bird** %14, align 4, !dbg !887
  %16 = bitcast %struct.Bird* %15 to i8*, !dbg !887
  call void @free(i8* noundef %16), !dbg !888
  %17 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !889
  store %struct.Bird* null, %struct.Bird** %17, align 4, !dbg !890
  br label %18, !dbg !891

18:                                               ; preds = %7, %1
  ret void, !dbg !892
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !893 {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !894, metadata !DIExpression()), !dbg !895
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !896, metadata !DIExpression()), !dbg !897
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !898
  %7 = mul nsw i32 2, %6, !dbg !899
  ret i32 %7, !dbg !900
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !901 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !910, metadata !DIExpression()), !dbg !911
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4, !dbg !912
  ret %class.anon.2* %3, !dbg !913
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !914 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !925, metadata !DIExpression()), !dbg !927
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !928
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !929 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !936, metadata !DIExpression()), !dbg !938
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !939
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 !dbg !940 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !942, metadata !DIExpression()), !dbg !943
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !944, metadata !DIExpression()), !dbg !943
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !945, metadata !DIExpression()), !dbg !943
  %7 = load i8*, i8** %4, align 4, !dbg !946
  %8 = load double, double* %5, align 8, !dbg !946
  %9 = load double, double* %6, align 8, !dbg !946
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !946
  ret double %10, !dbg !946
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !947 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !948, metadata !DIExpression()), !dbg !949
  store i8* %1, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !950, metadata !DIExpression()), !dbg !951
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !952, metadata !DIExpression()), !dbg !953
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !954, metadata !DIExpression()), !dbg !953
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4, !dbg !955
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !956
  %12 = load double, double* %7, align 8, !dbg !957
  %13 = load double, double* %8, align 8, !dbg !957
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !958
  ret double %14, !dbg !959
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !960 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !968, metadata !DIExpression()), !dbg !970
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !971, metadata !DIExpression()), !dbg !972
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !973, metadata !DIExpression()), !dbg !974
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8, !dbg !975
  %9 = load double, double* %5, align 8, !dbg !976
  %10 = load double, double* %6, align 8, !dbg !977
  %11 = load double, double* %6, align 8, !dbg !978
  %12 = fmul double %10, %11, !dbg !979
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !980
  ret double %13, !dbg !981
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 !dbg !982 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !984, metadata !DIExpression()), !dbg !985
  %3 = load i8*, i8** %2, align 4, !dbg !986
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !986
  ret void, !dbg !986
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !987 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !993, metadata !DIExpression()), !dbg !994
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !995, metadata !DIExpression()), !dbg !996
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !997
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !998
  %8 = load i8*, i8** %4, align 4, !dbg !999
  call void @free(i8* noundef %8), !dbg !1000
  ret void, !dbg !1001
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!185, !186, !187, !188, !189, !190, !191, !192}
!llvm.ident = !{!193}

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
!185 = !{i32 1, !"NumRegisterParameters", i32 0}
!186 = !{i32 7, !"Dwarf Version", i32 5}
!187 = !{i32 2, !"Debug Info Version", i32 3}
!188 = !{i32 1, !"wchar_size", i32 4}
!189 = !{i32 7, !"PIC Level", i32 2}
!190 = !{i32 7, !"PIE Level", i32 2}
!191 = !{i32 7, !"uwtable", i32 1}
!192 = !{i32 7, !"frame-pointer", i32 2}
!193 = !{!"Debian clang version 14.0.6"}
!194 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!195 = !DILocation(line: 101, column: 8, scope: !163)
!196 = !DILocation(line: 101, column: 12, scope: !163)
!197 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!198 = !DILocation(line: 102, column: 15, scope: !163)
!199 = !DILocation(line: 102, column: 20, scope: !163)
!200 = !DILocation(line: 103, column: 36, scope: !163)
!201 = !DILocation(line: 103, column: 30, scope: !163)
!202 = !DILocation(line: 103, column: 45, scope: !163)
!203 = !DILocation(line: 103, column: 39, scope: !163)
!204 = !DILocation(line: 103, column: 49, scope: !163)
!205 = !DILocation(line: 103, column: 53, scope: !163)
!206 = !DILocation(line: 103, column: 3, scope: !163)
!207 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !208)
!208 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !209, identifier: "_ZTS6Point3")
!209 = !{!210, !211, !212}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !208, file: !1, line: 97, baseType: !32, size: 32)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !208, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !208, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!213 = !DILocation(line: 105, column: 8, scope: !163)
!214 = !DILocation(line: 105, column: 23, scope: !163)
!215 = !DILocation(line: 105, column: 9, scope: !163)
!216 = !DILocation(line: 106, column: 29, scope: !163)
!217 = !DILocation(line: 105, column: 13, scope: !163)
!218 = !DILocation(line: 106, column: 33, scope: !163)
!219 = !DILocation(line: 105, column: 17, scope: !163)
!220 = !DILocation(line: 106, column: 37, scope: !163)
!221 = !DILocation(line: 106, column: 3, scope: !163)
!222 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !223)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !224)
!224 = !{!225}
!225 = !DISubrange(count: 3)
!226 = !DILocation(line: 107, column: 7, scope: !163)
!227 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !228)
!228 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !223, size: 32)
!229 = !DILocation(line: 108, column: 9, scope: !163)
!230 = !DILocation(line: 108, column: 14, scope: !163)
!231 = !DILocation(line: 109, column: 6, scope: !163)
!232 = !DILocation(line: 108, column: 10, scope: !163)
!233 = !DILocation(line: 110, column: 28, scope: !163)
!234 = !DILocation(line: 110, column: 32, scope: !163)
!235 = !DILocation(line: 108, column: 18, scope: !163)
!236 = !DILocation(line: 110, column: 40, scope: !163)
!237 = !DILocation(line: 110, column: 3, scope: !163)
!238 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!239 = !DILocation(line: 112, column: 18, scope: !163)
!240 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!241 = !DILocation(line: 113, column: 8, scope: !163)
!242 = !DILocation(line: 114, column: 3, scope: !163)
!243 = !DILocation(line: 114, column: 8, scope: !163)
!244 = !DILocation(line: 115, column: 44, scope: !163)
!245 = !DILocation(line: 115, column: 42, scope: !163)
!246 = !DILocation(line: 115, column: 49, scope: !163)
!247 = !DILocation(line: 115, column: 47, scope: !163)
!248 = !DILocation(line: 115, column: 61, scope: !163)
!249 = !DILocation(line: 115, column: 54, scope: !163)
!250 = !DILocation(line: 115, column: 52, scope: !163)
!251 = !DILocation(line: 115, column: 72, scope: !163)
!252 = !DILocation(line: 115, column: 3, scope: !163)
!253 = !DILocation(line: 116, column: 27, scope: !163)
!254 = !DILocation(line: 116, column: 56, scope: !163)
!255 = !DILocation(line: 116, column: 3, scope: !163)
!256 = !DILocation(line: 117, column: 3, scope: !163)
!257 = !DILocation(line: 118, column: 28, scope: !163)
!258 = !DILocation(line: 118, column: 41, scope: !163)
!259 = !DILocation(line: 118, column: 56, scope: !163)
!260 = !DILocation(line: 118, column: 3, scope: !163)
!261 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!262 = !DILocation(line: 120, column: 11, scope: !163)
!263 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!264 = !DILocation(line: 121, column: 7, scope: !163)
!265 = !DILocalVariable(name: "i", scope: !266, file: !1, line: 122, type: !32)
!266 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!267 = !DILocation(line: 122, column: 12, scope: !266)
!268 = !DILocation(line: 122, column: 8, scope: !266)
!269 = !DILocation(line: 122, column: 19, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !1, line: 122, column: 3)
!271 = !DILocation(line: 122, column: 21, scope: !270)
!272 = !DILocation(line: 122, column: 3, scope: !266)
!273 = !DILocation(line: 122, column: 38, scope: !270)
!274 = !DILocation(line: 122, column: 44, scope: !270)
!275 = !DILocation(line: 122, column: 40, scope: !270)
!276 = !DILocation(line: 122, column: 35, scope: !270)
!277 = !DILocation(line: 122, column: 31, scope: !270)
!278 = !DILocation(line: 122, column: 26, scope: !270)
!279 = !DILocation(line: 122, column: 3, scope: !270)
!280 = distinct !{!280, !272, !281, !282}
!281 = !DILocation(line: 122, column: 45, scope: !266)
!282 = !{!"llvm.loop.mustprogress"}
!283 = !DILocation(line: 150, column: 1, scope: !163)
!284 = !DILocation(line: 123, column: 32, scope: !163)
!285 = !DILocation(line: 123, column: 37, scope: !163)
!286 = !DILocation(line: 123, column: 39, scope: !163)
!287 = !DILocation(line: 123, column: 3, scope: !163)
!288 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!289 = !DILocation(line: 125, column: 9, scope: !163)
!290 = !DILocation(line: 125, column: 24, scope: !163)
!291 = !DILocation(line: 126, column: 34, scope: !163)
!292 = !DILocation(line: 126, column: 24, scope: !163)
!293 = !DILocation(line: 126, column: 3, scope: !163)
!294 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, extraData: !82)
!296 = !DILocation(line: 128, column: 16, scope: !163)
!297 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !298)
!298 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 64, extraData: !82)
!299 = !DILocation(line: 129, column: 25, scope: !163)
!300 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 64, extraData: !82)
!302 = !DILocation(line: 130, column: 17, scope: !163)
!303 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!304 = !DILocation(line: 131, column: 8, scope: !163)
!305 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 32)
!307 = !DILocation(line: 132, column: 11, scope: !163)
!308 = !DILocation(line: 132, column: 16, scope: !163)
!309 = !DILocation(line: 133, column: 32, scope: !163)
!310 = !DILocation(line: 133, column: 36, scope: !163)
!311 = !DILocation(line: 133, column: 34, scope: !163)
!312 = !DILocation(line: 133, column: 47, scope: !163)
!313 = !DILocation(line: 133, column: 51, scope: !163)
!314 = !DILocation(line: 133, column: 46, scope: !163)
!315 = !DILocation(line: 133, column: 60, scope: !163)
!316 = !DILocation(line: 133, column: 63, scope: !163)
!317 = !DILocation(line: 133, column: 59, scope: !163)
!318 = !DILocation(line: 133, column: 3, scope: !163)
!319 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!320 = !DILocation(line: 135, column: 7, scope: !163)
!321 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !322)
!322 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !323)
!323 = !{!324, !325}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !322, file: !1, line: 136, baseType: !32, size: 32)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !322, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!326 = !DILocation(line: 136, column: 8, scope: !163)
!327 = !DILocation(line: 136, column: 18, scope: !163)
!328 = !DILocation(line: 136, column: 26, scope: !163)
!329 = !DILocation(line: 137, column: 3, scope: !163)
!330 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !331)
!331 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !332)
!332 = !{!333, !334}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !331, file: !1, line: 138, baseType: !32, size: 32)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !331, file: !1, line: 138, baseType: !223, size: 96, offset: 32)
!335 = !DILocation(line: 138, column: 8, scope: !163)
!336 = !DILocation(line: 138, column: 16, scope: !163)
!337 = !DILocation(line: 138, column: 17, scope: !163)
!338 = !DILocation(line: 139, column: 29, scope: !163)
!339 = !DILocation(line: 139, column: 40, scope: !163)
!340 = !DILocation(line: 139, column: 3, scope: !163)
!341 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!342 = !DILocation(line: 141, column: 9, scope: !163)
!343 = !DILocalVariable(name: "f", scope: !344, file: !1, line: 143, type: !45)
!344 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!345 = !DILocation(line: 143, column: 24, scope: !344)
!346 = !DILocation(line: 143, column: 34, scope: !344)
!347 = !DILocation(line: 144, column: 5, scope: !344)
!348 = !DILocation(line: 145, column: 5, scope: !344)
!349 = !DILocation(line: 146, column: 3, scope: !163)
!350 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !164)
!351 = !DILocation(line: 147, column: 36, scope: !163)
!352 = !DILocation(line: 147, column: 42, scope: !163)
!353 = !DILocation(line: 148, column: 38, scope: !163)
!354 = !DILocation(line: 148, column: 45, scope: !163)
!355 = !DILocation(line: 148, column: 3, scope: !163)
!356 = !DILocation(line: 149, column: 3, scope: !163)
!357 = !DILocation(line: 150, column: 1, scope: !344)
!358 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !359, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !361, retainedNodes: !71)
!359 = !DISubroutineType(types: !360)
!360 = !{!75}
!361 = !{!143, !362}
!362 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!363 = !DILocalVariable(name: "mem", scope: !358, file: !1, line: 35, type: !48)
!364 = !DILocation(line: 35, column: 9, scope: !358)
!365 = !DILocation(line: 35, column: 15, scope: !358)
!366 = !DILocation(line: 36, column: 24, scope: !358)
!367 = !DILocation(line: 36, column: 19, scope: !358)
!368 = !DILocation(line: 36, column: 29, scope: !358)
!369 = !DILocation(line: 36, column: 10, scope: !358)
!370 = !DILocation(line: 36, column: 3, scope: !358)
!371 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !372, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !377, retainedNodes: !71)
!372 = !DISubroutineType(types: !373)
!373 = !{!374, !125}
!374 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !375, size: 32)
!375 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !376, file: !1, line: 16, baseType: !75)
!376 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !377, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!377 = !{!378}
!378 = !DITemplateTypeParameter(name: "T", type: !125)
!379 = !DILocalVariable(name: "t", arg: 1, scope: !371, file: !1, line: 17, type: !125)
!380 = !DILocation(line: 17, column: 63, scope: !371)
!381 = !DILocation(line: 17, column: 120, scope: !371)
!382 = !DILocation(line: 17, column: 68, scope: !371)
!383 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!384 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !385, flags: DIFlagArtificial | DIFlagObjectPointer)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32)
!386 = !DILocation(line: 0, scope: !383)
!387 = !DILocalVariable(name: "o", arg: 2, scope: !383, file: !1, line: 25, type: !121)
!388 = !DILocation(line: 25, column: 17, scope: !383)
!389 = !DILocation(line: 25, column: 31, scope: !383)
!390 = !DILocation(line: 25, column: 34, scope: !383)
!391 = !DILocation(line: 25, column: 36, scope: !383)
!392 = !DILocation(line: 25, column: 42, scope: !393)
!393 = distinct !DILexicalBlock(scope: !383, file: !1, line: 25, column: 40)
!394 = !DILocation(line: 25, column: 44, scope: !393)
!395 = !DILocation(line: 25, column: 47, scope: !393)
!396 = !DILocation(line: 25, column: 58, scope: !383)
!397 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!398 = !DILocalVariable(name: "this", arg: 1, scope: !397, type: !399, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!400 = !DILocation(line: 0, scope: !397)
!401 = !DILocation(line: 31, column: 43, scope: !397)
!402 = !DILocation(line: 31, column: 46, scope: !397)
!403 = !DILocation(line: 31, column: 36, scope: !397)
!404 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!405 = !DILocalVariable(name: "this", arg: 1, scope: !404, type: !399, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DILocation(line: 0, scope: !404)
!407 = !DILocation(line: 30, column: 34, scope: !404)
!408 = !DILocation(line: 30, column: 27, scope: !404)
!409 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !410, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!410 = !DISubroutineType(types: !411)
!411 = !{!208, !32}
!412 = !DILocalVariable(name: "s", arg: 1, scope: !409, file: !1, line: 98, type: !32)
!413 = !DILocation(line: 98, column: 30, scope: !409)
!414 = !DILocation(line: 98, column: 42, scope: !409)
!415 = !DILocation(line: 98, column: 43, scope: !409)
!416 = !DILocation(line: 98, column: 46, scope: !409)
!417 = !DILocation(line: 98, column: 48, scope: !409)
!418 = !DILocation(line: 98, column: 53, scope: !409)
!419 = !DILocation(line: 98, column: 55, scope: !409)
!420 = !DILocation(line: 98, column: 35, scope: !409)
!421 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!422 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!424 = !DILocation(line: 0, scope: !421)
!425 = !DILocalVariable(name: "i", arg: 2, scope: !421, file: !1, line: 44, type: !32)
!426 = !DILocation(line: 44, column: 25, scope: !421)
!427 = !DILocation(line: 44, column: 37, scope: !421)
!428 = !DILocation(line: 44, column: 41, scope: !421)
!429 = !DILocation(line: 44, column: 45, scope: !421)
!430 = !DILocation(line: 44, column: 30, scope: !421)
!431 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !431, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!434 = !DILocation(line: 0, scope: !431)
!435 = !DILocalVariable(name: "o", arg: 2, scope: !431, file: !1, line: 43, type: !11)
!436 = !DILocation(line: 43, column: 34, scope: !431)
!437 = !DILocation(line: 43, column: 52, scope: !431)
!438 = !DILocation(line: 43, column: 59, scope: !431)
!439 = !DILocation(line: 43, column: 54, scope: !431)
!440 = !DILocation(line: 43, column: 61, scope: !431)
!441 = !DILocation(line: 43, column: 64, scope: !431)
!442 = !DILocation(line: 43, column: 71, scope: !431)
!443 = !DILocation(line: 43, column: 66, scope: !431)
!444 = !DILocation(line: 43, column: 45, scope: !431)
!445 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!446 = !DILocalVariable(name: "n", arg: 1, scope: !445, file: !1, line: 47, type: !32)
!447 = !DILocation(line: 47, column: 23, scope: !445)
!448 = !DILocation(line: 47, column: 35, scope: !445)
!449 = !DILocation(line: 47, column: 37, scope: !445)
!450 = !DILocation(line: 47, column: 43, scope: !445)
!451 = !DILocation(line: 47, column: 51, scope: !445)
!452 = !DILocation(line: 47, column: 53, scope: !445)
!453 = !DILocation(line: 47, column: 47, scope: !445)
!454 = !DILocation(line: 47, column: 64, scope: !445)
!455 = !DILocation(line: 47, column: 66, scope: !445)
!456 = !DILocation(line: 47, column: 60, scope: !445)
!457 = !DILocation(line: 47, column: 58, scope: !445)
!458 = !DILocation(line: 47, column: 28, scope: !445)
!459 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !460, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !462, retainedNodes: !71)
!460 = !DISubroutineType(types: !461)
!461 = !{!32, !32, !32, !32, !32}
!462 = !{!463}
!463 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !464)
!464 = !{!465, !465, !465, !465}
!465 = !DITemplateTypeParameter(type: !32)
!466 = !DILocalVariable(name: "ts", arg: 1, scope: !459, file: !1, line: 50, type: !32)
!467 = !DILocation(line: 50, column: 56, scope: !459)
!468 = !DILocalVariable(name: "ts", arg: 2, scope: !459, file: !1, line: 50, type: !32)
!469 = !DILocalVariable(name: "ts", arg: 3, scope: !459, file: !1, line: 50, type: !32)
!470 = !DILocalVariable(name: "ts", arg: 4, scope: !459, file: !1, line: 50, type: !32)
!471 = !DILocation(line: 50, column: 70, scope: !459)
!472 = !DILocation(line: 50, column: 75, scope: !459)
!473 = !DILocation(line: 50, column: 62, scope: !459)
!474 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !475, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !477, retainedNodes: !71)
!475 = !DISubroutineType(types: !476)
!476 = !{!33, !33, !14}
!477 = !{!478}
!478 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !479)
!479 = !{!480, !481}
!480 = !DITemplateTypeParameter(type: !33)
!481 = !DITemplateTypeParameter(type: !14)
!482 = !DILocalVariable(name: "ts", arg: 1, scope: !474, file: !1, line: 50, type: !33)
!483 = !DILocation(line: 50, column: 56, scope: !474)
!484 = !DILocalVariable(name: "ts", arg: 2, scope: !474, file: !1, line: 50, type: !14)
!485 = !DILocation(line: 50, column: 70, scope: !474)
!486 = !DILocation(line: 50, column: 75, scope: !474)
!487 = !DILocation(line: 50, column: 62, scope: !474)
!488 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !489, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !492, retainedNodes: !71)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !32, !99, !491, !34}
!491 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!492 = !{!493}
!493 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !494)
!494 = !{!465, !495, !496, !497}
!495 = !DITemplateTypeParameter(type: !99)
!496 = !DITemplateTypeParameter(type: !491)
!497 = !DITemplateTypeParameter(type: !34)
!498 = !DILocalVariable(name: "ts", arg: 1, scope: !488, file: !1, line: 51, type: !32)
!499 = !DILocation(line: 51, column: 48, scope: !488)
!500 = !DILocalVariable(name: "ts", arg: 2, scope: !488, file: !1, line: 51, type: !99)
!501 = !DILocalVariable(name: "ts", arg: 3, scope: !488, file: !1, line: 51, type: !491)
!502 = !DILocalVariable(name: "ts", arg: 4, scope: !488, file: !1, line: 51, type: !34)
!503 = !DILocation(line: 51, column: 76, scope: !488)
!504 = !DILocation(line: 51, column: 56, scope: !488)
!505 = !DILocation(line: 51, column: 88, scope: !488)
!506 = !DILocation(line: 51, column: 102, scope: !488)
!507 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !508, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !510, retainedNodes: !71)
!508 = !DISubroutineType(types: !509)
!509 = !{!97, !32}
!510 = !{!511}
!511 = !DITemplateTypeParameter(name: "T", type: !32)
!512 = !DILocalVariable(name: "v", arg: 1, scope: !507, file: !1, line: 53, type: !32)
!513 = !DILocation(line: 53, column: 46, scope: !507)
!514 = !DILocation(line: 54, column: 40, scope: !515)
!515 = distinct !DILexicalBlock(scope: !507, file: !1, line: 54, column: 17)
!516 = !DILocation(line: 54, column: 42, scope: !515)
!517 = !DILocation(line: 54, column: 33, scope: !515)
!518 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !519, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !521, retainedNodes: !71)
!519 = !DISubroutineType(types: !520)
!520 = !{!97, !33}
!521 = !{!522}
!522 = !DITemplateTypeParameter(name: "T", type: !33)
!523 = !DILocalVariable(name: "v", arg: 1, scope: !518, file: !1, line: 53, type: !33)
!524 = !DILocation(line: 53, column: 46, scope: !518)
!525 = !DILocation(line: 55, column: 41, scope: !526)
!526 = distinct !DILexicalBlock(scope: !527, file: !1, line: 55, column: 22)
!527 = distinct !DILexicalBlock(scope: !518, file: !1, line: 54, column: 17)
!528 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !529, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !531, retainedNodes: !71)
!529 = !DISubroutineType(types: !530)
!530 = !{!97, !97}
!531 = !{!532}
!532 = !DITemplateTypeParameter(name: "T", type: !97)
!533 = !DILocalVariable(name: "v", arg: 1, scope: !528, file: !1, line: 53, type: !97)
!534 = !DILocation(line: 53, column: 46, scope: !528)
!535 = !DILocation(line: 56, column: 8, scope: !536)
!536 = distinct !DILexicalBlock(scope: !537, file: !1, line: 55, column: 22)
!537 = distinct !DILexicalBlock(scope: !528, file: !1, line: 54, column: 17)
!538 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !539, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !541, retainedNodes: !71)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !160}
!541 = !DISubprogram(name: "Doubler", scope: !145, type: !539, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !538, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DILocation(line: 0, scope: !538)
!544 = !DILocation(line: 63, column: 8, scope: !538)
!545 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!546 = !DILocalVariable(name: "this", arg: 1, scope: !545, type: !547, flags: DIFlagArtificial | DIFlagObjectPointer)
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 32)
!548 = !DILocation(line: 0, scope: !545)
!549 = !DILocalVariable(name: "x", arg: 2, scope: !545, file: !1, line: 61, type: !32)
!550 = !DILocation(line: 61, column: 15, scope: !545)
!551 = !DILocation(line: 61, column: 22, scope: !545)
!552 = !DILocation(line: 61, column: 20, scope: !545)
!553 = !DILocation(line: 61, column: 36, scope: !545)
!554 = !DILocation(line: 61, column: 71, scope: !545)
!555 = !DILocation(line: 61, column: 66, scope: !545)
!556 = !DILocation(line: 61, column: 29, scope: !545)
!557 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !558, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!558 = !DISubroutineType(types: !559)
!559 = !{!3, !3, !3}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !557, file: !1, line: 66, type: !3)
!561 = !DILocation(line: 66, column: 33, scope: !557)
!562 = !DILocalVariable(name: "b", arg: 2, scope: !557, file: !1, line: 66, type: !3)
!563 = !DILocation(line: 66, column: 42, scope: !557)
!564 = !DILocation(line: 66, column: 75, scope: !557)
!565 = !DILocation(line: 66, column: 60, scope: !557)
!566 = !DILocation(line: 66, column: 94, scope: !557)
!567 = !DILocation(line: 66, column: 79, scope: !557)
!568 = !DILocation(line: 66, column: 77, scope: !557)
!569 = !DILocation(line: 66, column: 54, scope: !557)
!570 = !DILocation(line: 66, column: 47, scope: !557)
!571 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!572 = !DILocalVariable(name: "this", arg: 1, scope: !571, type: !573, flags: DIFlagArtificial | DIFlagObjectPointer)
!573 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!574 = !DILocation(line: 0, scope: !571)
!575 = !DILocation(line: 72, column: 35, scope: !571)
!576 = !DILocation(line: 72, column: 40, scope: !571)
!577 = !DILocation(line: 72, column: 28, scope: !571)
!578 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!579 = !DILocalVariable(name: "this", arg: 1, scope: !578, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = !DILocation(line: 0, scope: !578)
!581 = !DILocation(line: 74, column: 31, scope: !578)
!582 = !DILocation(line: 74, column: 24, scope: !578)
!583 = !DILocation(line: 74, column: 33, scope: !584)
!584 = distinct !DILexicalBlock(scope: !578, file: !1, line: 74, column: 31)
!585 = !DILocation(line: 74, column: 38, scope: !584)
!586 = !DILocation(line: 74, column: 43, scope: !578)
!587 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !322, file: !1, line: 136, type: !588, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !591, retainedNodes: !71)
!588 = !DISubroutineType(types: !589)
!589 = !{!32, !590}
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DISubprogram(name: "operator()", scope: !322, file: !1, line: 136, type: !592, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!592 = !DISubroutineType(types: !593)
!593 = !{!594, !590}
!594 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!595 = !DILocalVariable(name: "this", arg: 1, scope: !587, type: !596, flags: DIFlagArtificial | DIFlagObjectPointer)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32)
!597 = !DILocation(line: 0, scope: !587)
!598 = !DILocation(line: 136, column: 51, scope: !587)
!599 = !DILocation(line: 136, column: 58, scope: !587)
!600 = !DILocation(line: 136, column: 59, scope: !587)
!601 = !DILocation(line: 136, column: 56, scope: !587)
!602 = !DILocation(line: 136, column: 44, scope: !587)
!603 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !331, file: !1, line: 138, type: !604, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !608, retainedNodes: !71)
!604 = !DISubroutineType(types: !605)
!605 = !{!32, !606}
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !607, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!607 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !331)
!608 = !DISubprogram(name: "operator()", scope: !331, file: !1, line: 138, type: !609, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!609 = !DISubroutineType(types: !610)
!610 = !{!594, !606}
!611 = !DILocalVariable(name: "this", arg: 1, scope: !603, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !607, size: 32)
!613 = !DILocation(line: 0, scope: !603)
!614 = !DILocation(line: 138, column: 29, scope: !603)
!615 = !DILocation(line: 138, column: 34, scope: !603)
!616 = !DILocation(line: 138, column: 40, scope: !603)
!617 = !DILocation(line: 138, column: 38, scope: !603)
!618 = !DILocation(line: 138, column: 22, scope: !603)
!619 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !620, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !622, retainedNodes: !71)
!620 = !DISubroutineType(types: !621)
!621 = !{null, !70}
!622 = !DISubprogram(name: "Accum", scope: !39, type: !620, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !619, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DILocation(line: 0, scope: !619)
!625 = !DILocation(line: 93, column: 7, scope: !619)
!626 = !DILocation(line: 92, column: 8, scope: !619)
!627 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!628 = !DILocation(line: 0, scope: !38)
!629 = !DILocation(line: 94, column: 39, scope: !38)
!630 = !DILocation(line: 94, column: 32, scope: !38)
!631 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!632 = !DILocalVariable(name: "this", arg: 1, scope: !631, type: !633, flags: DIFlagArtificial | DIFlagObjectPointer)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32)
!634 = !DILocation(line: 0, scope: !631)
!635 = !DILocalVariable(name: "a", arg: 2, scope: !631, file: !1, line: 89, type: !32)
!636 = !DILocation(line: 89, column: 21, scope: !631)
!637 = !DILocation(line: 89, column: 39, scope: !631)
!638 = !DILocation(line: 89, column: 45, scope: !631)
!639 = !DILocation(line: 89, column: 51, scope: !631)
!640 = !DILocation(line: 89, column: 32, scope: !631)
!641 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!642 = !DILocalVariable(name: "this", arg: 1, scope: !641, type: !643, flags: DIFlagArtificial | DIFlagObjectPointer)
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!644 = !DILocation(line: 0, scope: !641)
!645 = !DILocation(line: 88, column: 21, scope: !646)
!646 = distinct !DILexicalBlock(scope: !647, file: !1, line: 88, column: 21)
!647 = distinct !DILexicalBlock(scope: !641, file: !1, line: 88, column: 15)
!648 = !DILocation(line: 88, column: 21, scope: !647)
!649 = !DILocation(line: 88, column: 31, scope: !646)
!650 = !DILocation(line: 88, column: 40, scope: !646)
!651 = !DILocation(line: 88, column: 47, scope: !641)
!652 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !164, file: !1, line: 83, type: !653, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !656, declaration: !655, retainedNodes: !71)
!653 = !DISubroutineType(types: !654)
!654 = !{null, !175, !162}
!655 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !164, file: !1, line: 83, type: !653, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !656)
!656 = !{!657}
!657 = !DITemplateTypeParameter(name: "F", type: !162)
!658 = !DILocalVariable(name: "this", arg: 1, scope: !652, type: !659, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 32)
!660 = !DILocation(line: 0, scope: !652)
!661 = !DILocalVariable(name: "f", arg: 2, scope: !652, file: !1, line: 83, type: !162)
!662 = !DILocation(line: 83, column: 36, scope: !652)
!663 = !DILocation(line: 79, column: 9, scope: !652)
!664 = !DILocation(line: 80, column: 7, scope: !652)
!665 = !DILocation(line: 81, column: 10, scope: !652)
!666 = !DILocation(line: 84, column: 17, scope: !667)
!667 = distinct !DILexicalBlock(scope: !652, file: !1, line: 83, column: 39)
!668 = !DILocation(line: 84, column: 12, scope: !667)
!669 = !DILocation(line: 84, column: 38, scope: !667)
!670 = !DILocation(line: 84, column: 5, scope: !667)
!671 = !DILocation(line: 84, column: 10, scope: !667)
!672 = !DILocation(line: 85, column: 13, scope: !667)
!673 = !DILocation(line: 85, column: 5, scope: !667)
!674 = !DILocation(line: 85, column: 11, scope: !667)
!675 = !DILocation(line: 86, column: 16, scope: !667)
!676 = !DILocation(line: 86, column: 5, scope: !667)
!677 = !DILocation(line: 86, column: 14, scope: !667)
!678 = !DILocation(line: 87, column: 3, scope: !652)
!679 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!680 = !DILocalVariable(name: "this", arg: 1, scope: !679, type: !681, flags: DIFlagArtificial | DIFlagObjectPointer)
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!682 = !DILocation(line: 0, scope: !679)
!683 = !DILocalVariable(name: "a", arg: 2, scope: !679, file: !1, line: 89, type: !33)
!684 = !DILocation(line: 89, column: 21, scope: !679)
!685 = !DILocalVariable(name: "a", arg: 3, scope: !679, file: !1, line: 89, type: !33)
!686 = !DILocation(line: 89, column: 39, scope: !679)
!687 = !DILocation(line: 89, column: 45, scope: !679)
!688 = !DILocation(line: 89, column: 51, scope: !679)
!689 = !DILocation(line: 89, column: 32, scope: !679)
!690 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!691 = !DILocalVariable(name: "this", arg: 1, scope: !690, type: !659, flags: DIFlagArtificial | DIFlagObjectPointer)
!692 = !DILocation(line: 0, scope: !690)
!693 = !DILocation(line: 88, column: 21, scope: !694)
!694 = distinct !DILexicalBlock(scope: !695, file: !1, line: 88, column: 21)
!695 = distinct !DILexicalBlock(scope: !690, file: !1, line: 88, column: 15)
!696 = !DILocation(line: 88, column: 21, scope: !695)
!697 = !DILocation(line: 88, column: 31, scope: !694)
!698 = !DILocation(line: 88, column: 40, scope: !694)
!699 = !DILocation(line: 88, column: 47, scope: !690)
!700 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !701, retainedNodes: !71)
!701 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!702 = !DILocalVariable(name: "this", arg: 1, scope: !700, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DILocation(line: 0, scope: !700)
!704 = !DILocation(line: 74, column: 8, scope: !705)
!705 = distinct !DILexicalBlock(scope: !700, file: !1, line: 74, column: 8)
!706 = !DILocation(line: 74, column: 8, scope: !700)
!707 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!708 = !DILocalVariable(name: "this", arg: 1, scope: !707, type: !385, flags: DIFlagArtificial | DIFlagObjectPointer)
!709 = !DILocation(line: 0, scope: !707)
!710 = !DILocation(line: 28, column: 14, scope: !711)
!711 = distinct !DILexicalBlock(scope: !707, file: !1, line: 28, column: 12)
!712 = !DILocation(line: 28, column: 23, scope: !707)
!713 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !714, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !716, retainedNodes: !71)
!714 = !DISubroutineType(types: !715)
!715 = !{null, !154}
!716 = !DISubprogram(name: "Counter", scope: !148, type: !714, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!717 = !DILocalVariable(name: "this", arg: 1, scope: !713, type: !547, flags: DIFlagArtificial | DIFlagObjectPointer)
!718 = !DILocation(line: 0, scope: !713)
!719 = !DILocation(line: 60, column: 7, scope: !713)
!720 = !DILocation(line: 59, column: 36, scope: !713)
!721 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !722, retainedNodes: !71)
!722 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !721, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!725 = !DILocation(line: 0, scope: !721)
!726 = !DILocation(line: 68, column: 8, scope: !721)
!727 = !DILocation(line: 69, column: 7, scope: !721)
!728 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !701, retainedNodes: !71)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !728, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DILocation(line: 0, scope: !728)
!731 = !DILocation(line: 74, column: 8, scope: !728)
!732 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!733 = !DILocalVariable(name: "this", arg: 1, scope: !732, type: !734, flags: DIFlagArtificial | DIFlagObjectPointer)
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!735 = !DILocation(line: 0, scope: !732)
!736 = !DILocation(line: 74, column: 82, scope: !732)
!737 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!738 = !DILocalVariable(name: "this", arg: 1, scope: !737, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!739 = !DILocation(line: 0, scope: !737)
!740 = !DILocation(line: 70, column: 29, scope: !737)
!741 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!742 = !DILocalVariable(name: "this", arg: 1, scope: !741, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!743 = !DILocation(line: 0, scope: !741)
!744 = !DILocation(line: 70, column: 29, scope: !741)
!745 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!746 = !DILocalVariable(name: "this", arg: 1, scope: !745, type: !573, flags: DIFlagArtificial | DIFlagObjectPointer)
!747 = !DILocation(line: 0, scope: !745)
!748 = !DILocation(line: 71, column: 39, scope: !745)
!749 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !750, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !753, declaration: !752, retainedNodes: !71)
!750 = !DISubroutineType(types: !751)
!751 = !{null, !60, !37}
!752 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !750, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !753)
!753 = !{!754}
!754 = !DITemplateTypeParameter(name: "F", type: !37)
!755 = !DILocalVariable(name: "this", arg: 1, scope: !749, type: !643, flags: DIFlagArtificial | DIFlagObjectPointer)
!756 = !DILocation(line: 0, scope: !749)
!757 = !DILocalVariable(name: "f", arg: 2, scope: !749, file: !1, line: 83, type: !37)
!758 = !DILocation(line: 83, column: 36, scope: !749)
!759 = !DILocation(line: 79, column: 9, scope: !749)
!760 = !DILocation(line: 80, column: 7, scope: !749)
!761 = !DILocation(line: 81, column: 10, scope: !749)
!762 = !DILocation(line: 84, column: 17, scope: !763)
!763 = distinct !DILexicalBlock(scope: !749, file: !1, line: 83, column: 39)
!764 = !DILocation(line: 84, column: 12, scope: !763)
!765 = !DILocation(line: 84, column: 38, scope: !763)
!766 = !DILocation(line: 84, column: 36, scope: !763)
!767 = !DILocation(line: 84, column: 5, scope: !763)
!768 = !DILocation(line: 84, column: 10, scope: !763)
!769 = !DILocation(line: 85, column: 13, scope: !763)
!770 = !DILocation(line: 85, column: 5, scope: !763)
!771 = !DILocation(line: 85, column: 11, scope: !763)
!772 = !DILocation(line: 86, column: 16, scope: !763)
!773 = !DILocation(line: 86, column: 5, scope: !763)
!774 = !DILocation(line: 86, column: 14, scope: !763)
!775 = !DILocation(line: 87, column: 3, scope: !749)
!776 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !777, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !782, retainedNodes: !71)
!777 = !DISubroutineType(types: !778)
!778 = !{!779, !784}
!779 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !780, size: 32)
!780 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !781, file: !1, line: 16, baseType: !37)
!781 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !782, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!782 = !{!783}
!783 = !DITemplateTypeParameter(name: "T", type: !784)
!784 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 32)
!785 = !DILocalVariable(name: "t", arg: 1, scope: !776, file: !1, line: 17, type: !784)
!786 = !DILocation(line: 17, column: 63, scope: !776)
!787 = !DILocation(line: 17, column: 120, scope: !776)
!788 = !DILocation(line: 17, column: 68, scope: !776)
!789 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !790, file: !1, line: 85, type: !797, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !799, retainedNodes: !71)
!790 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !749, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !791, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!791 = !{!792}
!792 = !DISubprogram(name: "operator()", scope: !790, file: !1, line: 85, type: !793, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!793 = !DISubroutineType(types: !794)
!794 = !{!32, !795, !48, !32}
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!796 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !790)
!797 = !DISubroutineType(types: !798)
!798 = !{!50, !795}
!799 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !790, type: !797, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!800 = !DILocalVariable(name: "this", arg: 1, scope: !789, type: !801, flags: DIFlagArtificial | DIFlagObjectPointer)
!801 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 32)
!802 = !DILocation(line: 0, scope: !789)
!803 = !DILocation(line: 85, column: 13, scope: !789)
!804 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !805, file: !1, line: 86, type: !806, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !810, retainedNodes: !71)
!805 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !749, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!806 = !DISubroutineType(types: !807)
!807 = !{!54, !808}
!808 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !809, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !805)
!810 = !DISubprogram(name: "operator void (*)(void *)", scope: !805, type: !806, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!811 = !DILocalVariable(name: "this", arg: 1, scope: !804, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !809, size: 32)
!813 = !DILocation(line: 0, scope: !804)
!814 = !DILocation(line: 86, column: 16, scope: !804)
!815 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !790, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !816, retainedNodes: !71)
!816 = !DISubprogram(name: "__invoke", scope: !790, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!817 = !DILocalVariable(name: "o", arg: 1, scope: !815, type: !48)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocalVariable(name: "a", arg: 2, scope: !815, type: !32)
!820 = !DILocation(line: 85, column: 13, scope: !815)
!821 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !790, file: !1, line: 85, type: !793, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !792, retainedNodes: !71)
!822 = !DILocalVariable(name: "this", arg: 1, scope: !821, type: !801, flags: DIFlagArtificial | DIFlagObjectPointer)
!823 = !DILocation(line: 0, scope: !821)
!824 = !DILocalVariable(name: "o", arg: 2, scope: !821, file: !1, line: 85, type: !48)
!825 = !DILocation(line: 85, column: 22, scope: !821)
!826 = !DILocalVariable(name: "a", arg: 3, scope: !821, file: !1, line: 85, type: !32)
!827 = !DILocation(line: 85, column: 30, scope: !821)
!828 = !DILocation(line: 85, column: 66, scope: !821)
!829 = !DILocation(line: 85, column: 49, scope: !821)
!830 = !DILocation(line: 85, column: 70, scope: !821)
!831 = !DILocation(line: 85, column: 47, scope: !821)
!832 = !DILocation(line: 85, column: 40, scope: !821)
!833 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !834, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !838, retainedNodes: !71)
!834 = !DISubroutineType(types: !835)
!835 = !{!32, !836, !32}
!836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !837, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!837 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!838 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !839, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!839 = !DISubroutineType(types: !840)
!840 = !{!594, !836, !32}
!841 = !DILocalVariable(name: "this", arg: 1, scope: !833, type: !842, flags: DIFlagArtificial | DIFlagObjectPointer)
!842 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !837, size: 32)
!843 = !DILocation(line: 0, scope: !833)
!844 = !DILocalVariable(name: "v", arg: 2, scope: !833, file: !1, line: 94, type: !32)
!845 = !DILocation(line: 94, column: 50, scope: !833)
!846 = !DILocation(line: 94, column: 71, scope: !833)
!847 = !DILocation(line: 94, column: 62, scope: !833)
!848 = !DILocation(line: 94, column: 68, scope: !833)
!849 = !DILocation(line: 94, column: 55, scope: !833)
!850 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !805, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !851, retainedNodes: !71)
!851 = !DISubprogram(name: "__invoke", scope: !805, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!852 = !DILocalVariable(name: "o", arg: 1, scope: !850, type: !48)
!853 = !DILocation(line: 0, scope: !850)
!854 = !DILocation(line: 86, column: 16, scope: !850)
!855 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !805, file: !1, line: 86, type: !856, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !858, retainedNodes: !71)
!856 = !DISubroutineType(types: !857)
!857 = !{null, !808, !48}
!858 = !DISubprogram(name: "operator()", scope: !805, file: !1, line: 86, type: !859, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!859 = !DISubroutineType(types: !860)
!860 = !{!594, !808, !48}
!861 = !DILocalVariable(name: "this", arg: 1, scope: !855, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DILocation(line: 0, scope: !855)
!863 = !DILocalVariable(name: "o", arg: 2, scope: !855, file: !1, line: 86, type: !48)
!864 = !DILocation(line: 86, column: 25, scope: !855)
!865 = !DILocation(line: 86, column: 47, scope: !855)
!866 = !DILocation(line: 86, column: 30, scope: !855)
!867 = !DILocation(line: 86, column: 62, scope: !855)
!868 = !DILocation(line: 86, column: 57, scope: !855)
!869 = !DILocation(line: 86, column: 66, scope: !855)
!870 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!871 = !DILocalVariable(name: "this", arg: 1, scope: !870, type: !385, flags: DIFlagArtificial | DIFlagObjectPointer)
!872 = !DILocation(line: 0, scope: !870)
!873 = !DILocalVariable(name: "p", arg: 2, scope: !870, file: !1, line: 24, type: !78)
!874 = !DILocation(line: 24, column: 21, scope: !870)
!875 = !DILocation(line: 24, column: 36, scope: !870)
!876 = !DILocation(line: 24, column: 39, scope: !870)
!877 = !DILocation(line: 24, column: 43, scope: !870)
!878 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!879 = !DILocalVariable(name: "this", arg: 1, scope: !878, type: !385, flags: DIFlagArtificial | DIFlagObjectPointer)
!880 = !DILocation(line: 0, scope: !878)
!881 = !DILocation(line: 29, column: 22, scope: !882)
!882 = distinct !DILexicalBlock(scope: !878, file: !1, line: 29, column: 22)
!883 = !DILocation(line: 29, column: 22, scope: !878)
!884 = !DILocation(line: 29, column: 28, scope: !885)
!885 = distinct !DILexicalBlock(scope: !882, file: !1, line: 29, column: 26)
!886 = !DILocation(line: 29, column: 33, scope: !885)
!887 = !DILocation(line: 29, column: 43, scope: !885)
!888 = !DILocation(line: 29, column: 38, scope: !885)
!889 = !DILocation(line: 29, column: 48, scope: !885)
!890 = !DILocation(line: 29, column: 51, scope: !885)
!891 = !DILocation(line: 29, column: 62, scope: !885)
!892 = !DILocation(line: 29, column: 64, scope: !878)
!893 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!894 = !DILocalVariable(name: "this", arg: 1, scope: !893, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!895 = !DILocation(line: 0, scope: !893)
!896 = !DILocalVariable(name: "x", arg: 2, scope: !893, file: !1, line: 63, type: !32)
!897 = !DILocation(line: 63, column: 50, scope: !893)
!898 = !DILocation(line: 63, column: 66, scope: !893)
!899 = !DILocation(line: 63, column: 64, scope: !893)
!900 = !DILocation(line: 63, column: 55, scope: !893)
!901 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !902, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !907, retainedNodes: !71)
!902 = !DISubroutineType(types: !903)
!903 = !{!904, !909}
!904 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !905, size: 32)
!905 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !906, file: !1, line: 16, baseType: !162)
!906 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !907)
!907 = !{!908}
!908 = !DITemplateTypeParameter(name: "T", type: !909)
!909 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 32)
!910 = !DILocalVariable(name: "t", arg: 1, scope: !901, file: !1, line: 17, type: !909)
!911 = !DILocation(line: 17, column: 63, scope: !901)
!912 = !DILocation(line: 17, column: 120, scope: !901)
!913 = !DILocation(line: 17, column: 68, scope: !901)
!914 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !915, file: !1, line: 85, type: !922, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !924, retainedNodes: !71)
!915 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !652, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !916)
!916 = !{!917}
!917 = !DISubprogram(name: "operator()", scope: !915, file: !1, line: 85, type: !918, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!918 = !DISubroutineType(types: !919)
!919 = !{!33, !920, !48, !33, !33}
!920 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !921, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!921 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !915)
!922 = !DISubroutineType(types: !923)
!923 = !{!168, !920}
!924 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !915, type: !922, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!925 = !DILocalVariable(name: "this", arg: 1, scope: !914, type: !926, flags: DIFlagArtificial | DIFlagObjectPointer)
!926 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !921, size: 32)
!927 = !DILocation(line: 0, scope: !914)
!928 = !DILocation(line: 85, column: 13, scope: !914)
!929 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !930, file: !1, line: 86, type: !931, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !935, retainedNodes: !71)
!930 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !652, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!931 = !DISubroutineType(types: !932)
!932 = !{!54, !933}
!933 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !934, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !930)
!935 = !DISubprogram(name: "operator void (*)(void *)", scope: !930, type: !931, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!936 = !DILocalVariable(name: "this", arg: 1, scope: !929, type: !937, flags: DIFlagArtificial | DIFlagObjectPointer)
!937 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !934, size: 32)
!938 = !DILocation(line: 0, scope: !929)
!939 = !DILocation(line: 86, column: 16, scope: !929)
!940 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !915, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !941, retainedNodes: !71)
!941 = !DISubprogram(name: "__invoke", scope: !915, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!942 = !DILocalVariable(name: "o", arg: 1, scope: !940, type: !48)
!943 = !DILocation(line: 0, scope: !940)
!944 = !DILocalVariable(name: "a", arg: 2, scope: !940, type: !33)
!945 = !DILocalVariable(name: "a", arg: 3, scope: !940, type: !33)
!946 = !DILocation(line: 85, column: 13, scope: !940)
!947 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !915, file: !1, line: 85, type: !918, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !917, retainedNodes: !71)
!948 = !DILocalVariable(name: "this", arg: 1, scope: !947, type: !926, flags: DIFlagArtificial | DIFlagObjectPointer)
!949 = !DILocation(line: 0, scope: !947)
!950 = !DILocalVariable(name: "o", arg: 2, scope: !947, file: !1, line: 85, type: !48)
!951 = !DILocation(line: 85, column: 22, scope: !947)
!952 = !DILocalVariable(name: "a", arg: 3, scope: !947, file: !1, line: 85, type: !33)
!953 = !DILocation(line: 85, column: 30, scope: !947)
!954 = !DILocalVariable(name: "a", arg: 4, scope: !947, file: !1, line: 85, type: !33)
!955 = !DILocation(line: 85, column: 66, scope: !947)
!956 = !DILocation(line: 85, column: 49, scope: !947)
!957 = !DILocation(line: 85, column: 70, scope: !947)
!958 = !DILocation(line: 85, column: 47, scope: !947)
!959 = !DILocation(line: 85, column: 40, scope: !947)
!960 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !961, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !965, retainedNodes: !71)
!961 = !DISubroutineType(types: !962)
!962 = !{!33, !963, !33, !33}
!963 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !964, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!964 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!965 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !966, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!966 = !DISubroutineType(types: !967)
!967 = !{!594, !963, !33, !33}
!968 = !DILocalVariable(name: "this", arg: 1, scope: !960, type: !969, flags: DIFlagArtificial | DIFlagObjectPointer)
!969 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !964, size: 32)
!970 = !DILocation(line: 0, scope: !960)
!971 = !DILocalVariable(name: "x", arg: 2, scope: !960, file: !1, line: 147, type: !33)
!972 = !DILocation(line: 147, column: 52, scope: !960)
!973 = !DILocalVariable(name: "y", arg: 3, scope: !960, file: !1, line: 147, type: !33)
!974 = !DILocation(line: 147, column: 62, scope: !960)
!975 = !DILocation(line: 147, column: 74, scope: !960)
!976 = !DILocation(line: 147, column: 78, scope: !960)
!977 = !DILocation(line: 147, column: 82, scope: !960)
!978 = !DILocation(line: 147, column: 86, scope: !960)
!979 = !DILocation(line: 147, column: 84, scope: !960)
!980 = !DILocation(line: 147, column: 80, scope: !960)
!981 = !DILocation(line: 147, column: 67, scope: !960)
!982 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !930, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !983, retainedNodes: !71)
!983 = !DISubprogram(name: "__invoke", scope: !930, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!984 = !DILocalVariable(name: "o", arg: 1, scope: !982, type: !48)
!985 = !DILocation(line: 0, scope: !982)
!986 = !DILocation(line: 86, column: 16, scope: !982)
!987 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !930, file: !1, line: 86, type: !988, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !990, retainedNodes: !71)
!988 = !DISubroutineType(types: !989)
!989 = !{null, !933, !48}
!990 = !DISubprogram(name: "operator()", scope: !930, file: !1, line: 86, type: !991, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!991 = !DISubroutineType(types: !992)
!992 = !{!594, !933, !48}
!993 = !DILocalVariable(name: "this", arg: 1, scope: !987, type: !937, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = !DILocation(line: 0, scope: !987)
!995 = !DILocalVariable(name: "o", arg: 2, scope: !987, file: !1, line: 86, type: !48)
!996 = !DILocation(line: 86, column: 25, scope: !987)
!997 = !DILocation(line: 86, column: 47, scope: !987)
!998 = !DILocation(line: 86, column: 30, scope: !987)
!999 = !DILocation(line: 86, column: 62, scope: !987)
!1000 = !DILocation(line: 86, column: 57, scope: !987)
!1001 = !DILocation(line: 86, column: 66, scope: !987)

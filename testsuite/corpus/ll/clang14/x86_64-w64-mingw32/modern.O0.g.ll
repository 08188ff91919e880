; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !163 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point3, align 4
  %7 = alloca [3 x i32], align 4
  %8 = alloca [3 x i32]*, align 8
  %9 = alloca %struct.Vec2, align 4
  %10 = alloca %struct.Vec2, align 4
  %11 = alloca %struct.Vec2, align 4
  %12 = alloca %struct.Doubler, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i64, align 8
  %17 = alloca { i64, i64 }, align 8
  %18 = alloca { i64, i64 }, align 8
  %19 = alloca %struct.Bird, align 8
  %20 = alloca %struct.Animal*, align 8
  %21 = alloca i32, align 4
  %22 = alloca %class.anon, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %struct.Accum, align 4
  %25 = alloca %class.Function, align 8
  %26 = alloca %class.Function.1, align 8
  %27 = alloca %class.anon.2, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !191, metadata !DIExpression()), !dbg !192
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 8 %2), !dbg !193
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !194, metadata !DIExpression()), !dbg !195
  %28 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %29 unwind label %119, !dbg !196

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %28) #10, !dbg !196
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %31 unwind label %123, !dbg !197

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !198
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %34 unwind label %123, !dbg !199

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !200
  %36 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %123, !dbg !201

37:                                               ; preds = %34
  %38 = bitcast %struct.Bird* %36 to i8* (%struct.Bird*)***, !dbg !202
  %39 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %38, align 8, !dbg !202
  %40 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %39, i64 2, !dbg !202
  %41 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, align 8, !dbg !202
  %42 = invoke noundef i8* %41(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %36)
          to label %43 unwind label %123, !dbg !202

43:                                               ; preds = %37
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i32 noundef %35, i8* noundef %42)
          to label %45 unwind label %123, !dbg !203

45:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata %struct.Point3* %6, metadata !204, metadata !DIExpression()), !dbg !210
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %46 unwind label %123, !dbg !211

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0, !dbg !212
  %48 = load i32, i32* %47, align 4, !dbg !213
  %49 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1, !dbg !214
  %50 = load i32, i32* %49, align 4, !dbg !215
  %51 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2, !dbg !216
  %52 = load i32, i32* %51, align 4, !dbg !217
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %48, i32 noundef %50, i32 noundef %52)
          to label %54 unwind label %123, !dbg !218

54:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata [3 x i32]* %7, metadata !219, metadata !DIExpression()), !dbg !223
  %55 = bitcast [3 x i32]* %7 to i8*, !dbg !223
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %55, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false), !dbg !223
  call void @llvm.dbg.declare(metadata [3 x i32]** %8, metadata !224, metadata !DIExpression()), !dbg !226
  store [3 x i32]* %7, [3 x i32]** %8, align 8, !dbg !226
  %56 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !227
  %57 = getelementptr inbounds [3 x i32], [3 x i32]* %56, i64 0, i64 1, !dbg !227
  store i32 50, i32* %57, align 4, !dbg !228
  %58 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !229
  %59 = getelementptr inbounds [3 x i32], [3 x i32]* %58, i64 0, i64 0, !dbg !229
  %60 = load i32, i32* %59, align 4, !dbg !230
  %61 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 1, !dbg !231
  %62 = load i32, i32* %61, align 4, !dbg !231
  %63 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !232
  %64 = getelementptr inbounds [3 x i32], [3 x i32]* %63, i64 0, i64 2, !dbg !232
  %65 = load i32, i32* %64, align 4, !dbg !233
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %60, i32 noundef %62, i32 noundef %65)
          to label %67 unwind label %123, !dbg !234

67:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !235, metadata !DIExpression()), !dbg !236
  %68 = bitcast %struct.Vec2* %9 to i8*, !dbg !236
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false), !dbg !236
  call void @llvm.dbg.declare(metadata %struct.Vec2* %10, metadata !237, metadata !DIExpression()), !dbg !238
  %69 = bitcast %struct.Vec2* %10 to i8*, !dbg !238
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false), !dbg !238
  %70 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %71 unwind label %123, !dbg !239

71:                                               ; preds = %67
  %72 = load float, float* %70, align 4, !dbg !240
  %73 = fadd float %72, 1.000000e+00, !dbg !240
  store float %73, float* %70, align 4, !dbg !240
  %74 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !241
  %75 = load float, float* %74, align 4, !dbg !241
  %76 = fpext float %75 to double, !dbg !242
  %77 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !243
  %78 = load float, float* %77, align 4, !dbg !243
  %79 = fpext float %78 to double, !dbg !244
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0, !dbg !245
  store float 2.500000e+00, float* %80, align 4, !dbg !245
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1, !dbg !245
  store float 4.000000e+00, float* %81, align 4, !dbg !245
  %82 = bitcast %struct.Vec2* %11 to i64*, !dbg !246
  %83 = load i64, i64* %82, align 4, !dbg !246
  %84 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, i64 %83)
          to label %85 unwind label %123, !dbg !246

85:                                               ; preds = %71
  %86 = zext i1 %84 to i32, !dbg !247
  %87 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %88 unwind label %123, !dbg !248

88:                                               ; preds = %85
  %89 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i64 0, i64 0), double noundef %76, double noundef %79, i32 noundef %86, i32 noundef %87)
          to label %90 unwind label %123, !dbg !249

90:                                               ; preds = %88
  %91 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %92 unwind label %123, !dbg !250

92:                                               ; preds = %90
  %93 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %94 unwind label %123, !dbg !251

94:                                               ; preds = %92
  %95 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %91, double noundef %93)
          to label %96 unwind label %123, !dbg !252

96:                                               ; preds = %94
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %97 unwind label %123, !dbg !253

97:                                               ; preds = %96
  %98 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %99 unwind label %123, !dbg !254

99:                                               ; preds = %97
  %100 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %101 unwind label %123, !dbg !255

101:                                              ; preds = %99
  %102 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
          to label %103 unwind label %123, !dbg !256

103:                                              ; preds = %101
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i8* noundef %98, i8* noundef %100, i8* noundef %102)
          to label %105 unwind label %123, !dbg !257

105:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata %struct.Doubler* %12, metadata !258, metadata !DIExpression()), !dbg !259
  call void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10, !dbg !259
  call void @llvm.dbg.declare(metadata i32* %13, metadata !260, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %13, align 4, !dbg !261
  call void @llvm.dbg.declare(metadata i32* %14, metadata !262, metadata !DIExpression()), !dbg !264
  store i32 0, i32* %14, align 4, !dbg !264
  br label %106, !dbg !265

106:                                              ; preds = %116, %105
  %107 = load i32, i32* %14, align 4, !dbg !266
  %108 = icmp slt i32 %107, 4, !dbg !268
  br i1 %108, label %109, label %127, !dbg !269

109:                                              ; preds = %106
  %110 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !270
  %111 = load i32, i32* %14, align 4, !dbg !271
  %112 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %110, i32 noundef %111)
          to label %113 unwind label %123, !dbg !272

113:                                              ; preds = %109
  %114 = load i32, i32* %13, align 4, !dbg !273
  %115 = add nsw i32 %114, %112, !dbg !273
  store i32 %115, i32* %13, align 4, !dbg !273
  br label %116, !dbg !274

116:                                              ; preds = %113
  %117 = load i32, i32* %14, align 4, !dbg !275
  %118 = add nsw i32 %117, 1, !dbg !275
  store i32 %118, i32* %14, align 4, !dbg !275
  br label %106, !dbg !276, !llvm.loop !277

119:                                              ; preds = %0
  %120 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !280
  store i8* %121, i8** %4, align 8, !dbg !280
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !280
  store i32 %122, i32* %5, align 4, !dbg !280
  br label %246, !dbg !280

123:                                              ; preds = %139, %135, %133, %127, %109, %103, %101, %99, %97, %96, %94, %92, %90, %88, %85, %71, %67, %54, %46, %45, %43, %37, %34, %31, %29
  %124 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %125 = extractvalue { i8*, i32 } %124, 0, !dbg !280
  store i8* %125, i8** %4, align 8, !dbg !280
  %126 = extractvalue { i8*, i32 } %124, 1, !dbg !280
  store i32 %126, i32* %5, align 4, !dbg !280
  br label %245, !dbg !280

127:                                              ; preds = %106
  %128 = load i32, i32* %13, align 4, !dbg !281
  %129 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !282
  %130 = getelementptr inbounds %struct.Counter, %struct.Counter* %129, i32 0, i32 0, !dbg !283
  %131 = load i32, i32* %130, align 4, !dbg !283
  %132 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %128, i32 noundef %131)
          to label %133 unwind label %123, !dbg !284

133:                                              ; preds = %127
  call void @llvm.dbg.declare(metadata i8* %15, metadata !285, metadata !DIExpression()), !dbg !286
  %134 = invoke noundef i8 @_Zor5ColorS_(i8 noundef 1, i8 noundef 4)
          to label %135 unwind label %123, !dbg !287

135:                                              ; preds = %133
  store i8 %134, i8* %15, align 1, !dbg !286
  %136 = load i8, i8* %15, align 1, !dbg !288
  %137 = zext i8 %136 to i32, !dbg !289
  %138 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef %137)
          to label %139 unwind label %123, !dbg !290

139:                                              ; preds = %135
  call void @llvm.dbg.declare(metadata i64* %16, metadata !291, metadata !DIExpression()), !dbg !293
  store i64 8, i64* %16, align 8, !dbg !293
  call void @llvm.dbg.declare(metadata { i64, i64 }* %17, metadata !294, metadata !DIExpression()), !dbg !296
  store { i64, i64 } { i64 17, i64 0 }, { i64, i64 }* %17, align 8, !dbg !296
  call void @llvm.dbg.declare(metadata { i64, i64 }* %18, metadata !297, metadata !DIExpression()), !dbg !299
  store { i64, i64 } { i64 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i64), i64 0 }, { i64, i64 }* %18, align 8, !dbg !299
  call void @llvm.dbg.declare(metadata %struct.Bird* %19, metadata !300, metadata !DIExpression()), !dbg !301
  invoke void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19)
          to label %140 unwind label %123, !dbg !301

140:                                              ; preds = %139
  call void @llvm.dbg.declare(metadata %struct.Animal** %20, metadata !302, metadata !DIExpression()), !dbg !304
  %141 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !305
  store %struct.Animal* %141, %struct.Animal** %20, align 8, !dbg !304
  %142 = load %struct.Animal*, %struct.Animal** %20, align 8, !dbg !306
  %143 = load i64, i64* %16, align 8, !dbg !307
  %144 = bitcast %struct.Animal* %142 to i8*, !dbg !308
  %145 = getelementptr inbounds i8, i8* %144, i64 %143, !dbg !308
  %146 = bitcast i8* %145 to i32*, !dbg !308
  %147 = load i32, i32* %146, align 4, !dbg !308
  %148 = load %struct.Animal*, %struct.Animal** %20, align 8, !dbg !309
  %149 = load { i64, i64 }, { i64, i64 }* %17, align 8, !dbg !310
  %150 = extractvalue { i64, i64 } %149, 1, !dbg !311
  %151 = bitcast %struct.Animal* %148 to i8*, !dbg !311
  %152 = getelementptr inbounds i8, i8* %151, i64 %150, !dbg !311
  %153 = bitcast i8* %152 to %struct.Animal*, !dbg !311
  %154 = extractvalue { i64, i64 } %149, 0, !dbg !311
  %155 = and i64 %154, 1, !dbg !311
  %156 = icmp ne i64 %155, 0, !dbg !311
  br i1 %156, label %157, label %164, !dbg !311

157:                                              ; preds = %140
  %158 = bitcast %struct.Animal* %153 to i8**, !dbg !311
  %159 = load i8*, i8** %158, align 8, !dbg !311
  %160 = sub i64 %154, 1, !dbg !311
  %161 = getelementptr i8, i8* %159, i64 %160, !dbg !311, !nosanitize !71
  %162 = bitcast i8* %161 to i8* (%struct.Animal*)**, !dbg !311, !nosanitize !71
  %163 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %162, align 8, !dbg !311, !nosanitize !71
  br label %166, !dbg !311

164:                                              ; preds = %140
  %165 = inttoptr i64 %154 to i8* (%struct.Animal*)*, !dbg !311
  br label %166, !dbg !311

166:                                              ; preds = %164, %157
  %167 = phi i8* (%struct.Animal*)* [ %163, %157 ], [ %165, %164 ], !dbg !311
  %168 = invoke noundef i8* %167(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %153)
          to label %169 unwind label %186, !dbg !311

169:                                              ; preds = %166
  %170 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !312
  %171 = load { i64, i64 }, { i64, i64 }* %18, align 8, !dbg !313
  %172 = extractvalue { i64, i64 } %171, 1, !dbg !314
  %173 = bitcast %struct.Animal* %170 to i8*, !dbg !314
  %174 = getelementptr inbounds i8, i8* %173, i64 %172, !dbg !314
  %175 = bitcast i8* %174 to %struct.Animal*, !dbg !314
  %176 = extractvalue { i64, i64 } %171, 0, !dbg !314
  %177 = and i64 %176, 1, !dbg !314
  %178 = icmp ne i64 %177, 0, !dbg !314
  br i1 %178, label %179, label %190, !dbg !314

179:                                              ; preds = %169
  %180 = bitcast %struct.Animal* %175 to i8**, !dbg !314
  %181 = load i8*, i8** %180, align 8, !dbg !314
  %182 = sub i64 %176, 1, !dbg !314
  %183 = getelementptr i8, i8* %181, i64 %182, !dbg !314, !nosanitize !71
  %184 = bitcast i8* %183 to i32 (%struct.Animal*)**, !dbg !314, !nosanitize !71
  %185 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %184, align 8, !dbg !314, !nosanitize !71
  br label %192, !dbg !314

186:                                              ; preds = %225, %220, %218, %216, %214, %197, %195, %192, %166
  %187 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %188 = extractvalue { i8*, i32 } %187, 0, !dbg !280
  store i8* %188, i8** %4, align 8, !dbg !280
  %189 = extractvalue { i8*, i32 } %187, 1, !dbg !280
  store i32 %189, i32* %5, align 4, !dbg !280
  br label %244, !dbg !280

190:                                              ; preds = %169
  %191 = inttoptr i64 %176 to i32 (%struct.Animal*)*, !dbg !314
  br label %192, !dbg !314

192:                                              ; preds = %190, %179
  %193 = phi i32 (%struct.Animal*)* [ %185, %179 ], [ %191, %190 ], !dbg !314
  %194 = invoke noundef i32 %193(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %175)
          to label %195 unwind label %186, !dbg !314

195:                                              ; preds = %192
  %196 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %147, i8* noundef %168, i32 noundef %194)
          to label %197 unwind label %186, !dbg !315

197:                                              ; preds = %195
  call void @llvm.dbg.declare(metadata i32* %21, metadata !316, metadata !DIExpression()), !dbg !317
  store i32 10, i32* %21, align 4, !dbg !317
  call void @llvm.dbg.declare(metadata %class.anon* %22, metadata !318, metadata !DIExpression()), !dbg !323
  %198 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0, !dbg !324
  store i32 0, i32* %198, align 4, !dbg !324
  %199 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1, !dbg !324
  %200 = load i32, i32* %21, align 4, !dbg !325
  store i32 %200, i32* %199, align 4, !dbg !324
  %201 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %202 unwind label %186, !dbg !326

202:                                              ; preds = %197
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !327, metadata !DIExpression()), !dbg !332
  %203 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !333
  %204 = load i32, i32* %21, align 4, !dbg !334
  store i32 %204, i32* %203, align 4, !dbg !333
  %205 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1, !dbg !333
  %206 = getelementptr inbounds [3 x i32], [3 x i32]* %205, i64 0, i64 0, !dbg !334
  br label %207, !dbg !334

207:                                              ; preds = %207, %202
  %208 = phi i64 [ 0, %202 ], [ %212, %207 ], !dbg !334
  %209 = getelementptr inbounds i32, i32* %206, i64 %208, !dbg !334
  %210 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 %208, !dbg !334
  %211 = load i32, i32* %210, align 4, !dbg !334
  store i32 %211, i32* %209, align 4, !dbg !334
  %212 = add nuw i64 %208, 1, !dbg !334
  %213 = icmp eq i64 %212, 3, !dbg !334
  br i1 %213, label %214, label %207, !dbg !334

214:                                              ; preds = %207
  %215 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %216 unwind label %186, !dbg !335

216:                                              ; preds = %214
  %217 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %218 unwind label %186, !dbg !336

218:                                              ; preds = %216
  %219 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %215, i32 noundef %217)
          to label %220 unwind label %186, !dbg !337

220:                                              ; preds = %218
  call void @llvm.dbg.declare(metadata %struct.Accum* %24, metadata !338, metadata !DIExpression()), !dbg !339
  call void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10, !dbg !339
  call void @llvm.dbg.declare(metadata %class.Function* %25, metadata !340, metadata !DIExpression()), !dbg !342
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 8 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %221 unwind label %186, !dbg !343

221:                                              ; preds = %220
  %222 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 5)
          to label %223 unwind label %236, !dbg !344

223:                                              ; preds = %221
  %224 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 6)
          to label %225 unwind label %236, !dbg !345

225:                                              ; preds = %223
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %25) #10, !dbg !346
  call void @llvm.dbg.declare(metadata %class.Function.1* %26, metadata !347, metadata !DIExpression()), !dbg !348
  %226 = getelementptr inbounds %class.anon.2, %class.anon.2* %27, i32 0, i32 0, !dbg !349
  %227 = load i8, i8* %226, align 1, !dbg !349
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26, i8 %227)
          to label %228 unwind label %186, !dbg !349

228:                                              ; preds = %225
  %229 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0, !dbg !350
  %230 = load i32, i32* %229, align 4, !dbg !350
  %231 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %232 unwind label %240, !dbg !351

232:                                              ; preds = %228
  %233 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %230, double noundef %231)
          to label %234 unwind label %240, !dbg !352

234:                                              ; preds = %232
  store i32 0, i32* %1, align 4, !dbg !353
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26) #10, !dbg !280
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19) #10, !dbg !280
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !280
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10, !dbg !280
  %235 = load i32, i32* %1, align 4, !dbg !280
  ret i32 %235, !dbg !280

236:                                              ; preds = %223, %221
  %237 = landingpad { i8*, i32 }
          cleanup, !dbg !354
  %238 = extractvalue { i8*, i32 } %237, 0, !dbg !354
  store i8* %238, i8** %4, align 8, !dbg !354
  %239 = extractvalue { i8*, i32 } %237, 1, !dbg !354
  store i32 %239, i32* %5, align 4, !dbg !354
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %25) #10, !dbg !346
  br label %244, !dbg !346

240:                                              ; preds = %232, %228
  %241 = landingpad { i8*, i32 }
          cleanup, !dbg !280
  %242 = extractvalue { i8*, i32 } %241, 0, !dbg !280
  store i8* %242, i8** %4, align 8, !dbg !280
  %243 = extractvalue { i8*, i32 } %241, 1, !dbg !280
  store i32 %243, i32* %5, align 4, !dbg !280
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26) #10, !dbg !280
  br label %244, !dbg !280

244:                                              ; preds = %240, %236, %186
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19) #10, !dbg !280
  br label %245, !dbg !280

245:                                              ; preds = %244, %123
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !280
  br label %246, !dbg !280

246:                                              ; preds = %245, %119
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10, !dbg !280
  br label %247, !dbg !280

247:                                              ; preds = %246
  %248 = load i8*, i8** %4, align 8, !dbg !280
  %249 = load i32, i32* %5, align 4, !dbg !280
  %250 = insertvalue { i8*, i32 } undef, i8* %248, 0, !dbg !280
  %251 = insertvalue { i8*, i32 } %250, i32 %249, 1, !dbg !280
  resume { i8*, i32 } %251, !dbg !280
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 8 %0) #2 comdat !dbg !355 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !360, metadata !DIExpression()), !dbg !361
  %5 = call i8* @malloc(i64 noundef 16), !dbg !362
  store i8* %5, i8** %3, align 8, !dbg !361
  %6 = load i8*, i8** %3, align 8, !dbg !363
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !364
  call void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %7), !dbg !365
  call void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %7), !dbg !366
  ret void, !dbg !367
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !368 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !376, metadata !DIExpression()), !dbg !377
  %3 = load %class.Owner*, %class.Owner** %2, align 8, !dbg !378
  ret %class.Owner* %3, !dbg !379
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %class.Owner* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #4 comdat align 2 !dbg !380 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !381, metadata !DIExpression()), !dbg !383
  store %class.Owner* %1, %class.Owner** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !384, metadata !DIExpression()), !dbg !385
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !386
  %7 = load %class.Owner*, %class.Owner** %4, align 8, !dbg !387
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !388
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !388
  store %struct.Bird* %9, %struct.Bird** %6, align 8, !dbg !386
  %10 = load %class.Owner*, %class.Owner** %4, align 8, !dbg !389
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !391
  store %struct.Bird* null, %struct.Bird** %11, align 8, !dbg !392
  ret void, !dbg !393
}

declare dso_local i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !394 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !395, metadata !DIExpression()), !dbg !397
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !398
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !398
  %6 = icmp ne %struct.Bird* %5, null, !dbg !399
  ret i1 %6, !dbg !400
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !401 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !402, metadata !DIExpression()), !dbg !403
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !404
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !404
  ret %struct.Bird* %5, !dbg !405
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !406 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.Point3* %0 to i8*
  store i8* %5, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !409, metadata !DIExpression()), !dbg !410
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !411
  %7 = load i32, i32* %4, align 4, !dbg !412
  store i32 %7, i32* %6, align 4, !dbg !411
  %8 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !411
  %9 = load i32, i32* %4, align 4, !dbg !413
  %10 = mul nsw i32 %9, 2, !dbg !414
  store i32 %10, i32* %8, align 4, !dbg !411
  %11 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !411
  %12 = load i32, i32* %4, align 4, !dbg !415
  %13 = mul nsw i32 %12, 3, !dbg !416
  store i32 %13, i32* %11, align 4, !dbg !411
  ret void, !dbg !417
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !418 {
  %3 = alloca %struct.Vec2*, align 8
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !419, metadata !DIExpression()), !dbg !421
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !422, metadata !DIExpression()), !dbg !423
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !424
  %7 = icmp ne i32 %6, 0, !dbg !424
  br i1 %7, label %8, label %10, !dbg !424

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !425
  br label %12, !dbg !424

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !426
  br label %12, !dbg !424

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !424
  ret float* %13, !dbg !427
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #3 comdat align 2 !dbg !428 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to i64*
  store i64 %1, i64* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !429, metadata !DIExpression()), !dbg !431
  call void @llvm.dbg.declare(metadata %struct.Vec2* %3, metadata !432, metadata !DIExpression()), !dbg !433
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0, !dbg !434
  %8 = load float, float* %7, align 4, !dbg !434
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0, !dbg !435
  %10 = load float, float* %9, align 4, !dbg !435
  %11 = fcmp oeq float %8, %10, !dbg !436
  br i1 %11, label %12, label %18, !dbg !437

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1, !dbg !438
  %14 = load float, float* %13, align 4, !dbg !438
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1, !dbg !439
  %16 = load float, float* %15, align 4, !dbg !439
  %17 = fcmp oeq float %14, %16, !dbg !440
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ], !dbg !431
  ret i1 %19, !dbg !441
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #2 comdat !dbg !442 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !443, metadata !DIExpression()), !dbg !444
  %3 = load i32, i32* %2, align 4, !dbg !445
  %4 = icmp slt i32 %3, 2, !dbg !446
  br i1 %4, label %5, label %7, !dbg !445

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !447
  br label %15, !dbg !445

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !448
  %9 = sub nsw i32 %8, 1, !dbg !449
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !450
  %11 = load i32, i32* %2, align 4, !dbg !451
  %12 = sub nsw i32 %11, 2, !dbg !452
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !453
  %14 = add nsw i32 %10, %13, !dbg !454
  br label %15, !dbg !445

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !445
  ret i32 %16, !dbg !455
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !456 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !463, metadata !DIExpression()), !dbg !464
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !465, metadata !DIExpression()), !dbg !464
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !466, metadata !DIExpression()), !dbg !464
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !467, metadata !DIExpression()), !dbg !464
  %9 = load i32, i32* %5, align 4, !dbg !468
  %10 = load i32, i32* %6, align 4, !dbg !468
  %11 = load i32, i32* %7, align 4, !dbg !468
  %12 = load i32, i32* %8, align 4, !dbg !468
  %13 = add nsw i32 %12, 0, !dbg !469
  %14 = add nsw i32 %11, %13, !dbg !469
  %15 = add nsw i32 %10, %14, !dbg !469
  %16 = add nsw i32 %9, %15, !dbg !469
  ret i32 %16, !dbg !470
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 comdat !dbg !471 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !479, metadata !DIExpression()), !dbg !480
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !481, metadata !DIExpression()), !dbg !480
  %5 = load double, double* %3, align 8, !dbg !482
  %6 = load float, float* %4, align 4, !dbg !482
  %7 = fadd float %6, 0.000000e+00, !dbg !483
  %8 = fpext float %7 to double, !dbg !482
  %9 = fadd double %5, %8, !dbg !483
  ret double %9, !dbg !484
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #2 comdat !dbg !485 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !495, metadata !DIExpression()), !dbg !496
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !497, metadata !DIExpression()), !dbg !496
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !498, metadata !DIExpression()), !dbg !496
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !499, metadata !DIExpression()), !dbg !496
  %9 = load i32, i32* %5, align 4, !dbg !500
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %9), !dbg !501
  %11 = load i8, i8* %6, align 1, !dbg !500
  %12 = sext i8 %11 to i32, !dbg !500
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %12), !dbg !501
  %14 = load i32, i32* %7, align 4, !dbg !500
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %14), !dbg !501
  %16 = load i16, i16* %8, align 2, !dbg !500
  %17 = sext i16 %16 to i32, !dbg !500
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %17), !dbg !501
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)), !dbg !502
  ret void, !dbg !503
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #3 comdat !dbg !504 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !509, metadata !DIExpression()), !dbg !510
  %3 = load i32, i32* %2, align 4, !dbg !511
  %4 = icmp sgt i32 %3, 0, !dbg !513
  %5 = zext i1 %4 to i64, !dbg !511
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), !dbg !511
  ret i8* %6, !dbg !514
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 comdat !dbg !515 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !520, metadata !DIExpression()), !dbg !521
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), !dbg !522
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 comdat !dbg !525 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !530, metadata !DIExpression()), !dbg !531
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), !dbg !532
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !535 {
  %2 = alloca %struct.Doubler*, align 8
  store %struct.Doubler* %0, %struct.Doubler** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !539, metadata !DIExpression()), !dbg !540
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 8
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !541
  call void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !541
  ret void, !dbg !541
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !542 {
  %3 = alloca %struct.Counter*, align 8
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !543, metadata !DIExpression()), !dbg !545
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !546, metadata !DIExpression()), !dbg !547
  %5 = load %struct.Counter*, %struct.Counter** %3, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !548
  %7 = load i32, i32* %6, align 4, !dbg !549
  %8 = add nsw i32 %7, 1, !dbg !549
  store i32 %8, i32* %6, align 4, !dbg !549
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !550
  %10 = load i32, i32* %4, align 4, !dbg !551
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !552
  ret i32 %11, !dbg !553
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @_Zor5ColorS_(i8 noundef %0, i8 noundef %1) #3 comdat !dbg !554 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !557, metadata !DIExpression()), !dbg !558
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !559, metadata !DIExpression()), !dbg !560
  %5 = load i8, i8* %3, align 1, !dbg !561
  %6 = zext i8 %5 to i32, !dbg !562
  %7 = load i8, i8* %4, align 1, !dbg !563
  %8 = zext i8 %7 to i32, !dbg !564
  %9 = or i32 %6, %8, !dbg !565
  %10 = trunc i32 %9 to i8, !dbg !566
  ret i8 %10, !dbg !567
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) #3 comdat align 2 !dbg !568 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !569, metadata !DIExpression()), !dbg !571
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !572
  %5 = load i32, i32* %4, align 8, !dbg !572
  %6 = mul nsw i32 %5, 2, !dbg !573
  ret i32 %6, !dbg !574
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !575 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !576, metadata !DIExpression()), !dbg !577
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !578
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #10, !dbg !579
  %5 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !578
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8, !dbg !578
  %6 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !580
  %7 = getelementptr inbounds %struct.Animal, %struct.Animal* %6, i32 0, i32 1, !dbg !580
  store i32 2, i32* %7, align 8, !dbg !582
  ret void, !dbg !583
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !584 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !592, metadata !DIExpression()), !dbg !594
  %3 = load %class.anon*, %class.anon** %2, align 8
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !595
  %5 = load i32, i32* %4, align 4, !dbg !595
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !596
  %7 = load i32, i32* %6, align 4, !dbg !597
  %8 = add nsw i32 %7, 1, !dbg !597
  store i32 %8, i32* %6, align 4, !dbg !597
  %9 = add nsw i32 %5, %7, !dbg !598
  ret i32 %9, !dbg !599
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !600 {
  %2 = alloca %class.anon.0*, align 8
  store %class.anon.0* %0, %class.anon.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !608, metadata !DIExpression()), !dbg !610
  %3 = load %class.anon.0*, %class.anon.0** %2, align 8
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !611
  %5 = load i32, i32* %4, align 4, !dbg !611
  %6 = mul nsw i32 %5, 2, !dbg !612
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !613
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 0, !dbg !613
  %9 = load i32, i32* %8, align 4, !dbg !613
  %10 = add nsw i32 %6, %9, !dbg !614
  ret i32 %10, !dbg !615
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !616 {
  %2 = alloca %struct.Accum*, align 8
  store %struct.Accum* %0, %struct.Accum** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !620, metadata !DIExpression()), !dbg !621
  %3 = load %struct.Accum*, %struct.Accum** %2, align 8
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !622
  store i32 0, i32* %4, align 4, !dbg !622
  ret void, !dbg !623
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 8 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Accum*, align 8
  %5 = alloca %class.anon.3, align 8
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 8
  store %struct.Accum* %1, %struct.Accum** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !624, metadata !DIExpression()), !dbg !625
  %7 = load %struct.Accum*, %struct.Accum** %4, align 8
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !626
  store %struct.Accum* %7, %struct.Accum** %8, align 8, !dbg !626
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !626
  %10 = load %struct.Accum*, %struct.Accum** %9, align 8, !dbg !626
  %11 = ptrtoint %struct.Accum* %10 to i64, !dbg !626
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i64 %11), !dbg !626
  ret void, !dbg !627
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #2 comdat align 2 !dbg !628 {
  %3 = alloca %class.Function*, align 8
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !629, metadata !DIExpression()), !dbg !631
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !632, metadata !DIExpression()), !dbg !633
  %5 = load %class.Function*, %class.Function** %3, align 8
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !634
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 8, !dbg !634
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !635
  %9 = load i8*, i8** %8, align 8, !dbg !635
  %10 = load i32, i32* %4, align 4, !dbg !636
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10), !dbg !634
  ret i32 %11, !dbg !637
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !638 {
  %2 = alloca %class.Function*, align 8
  store %class.Function* %0, %class.Function** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !639, metadata !DIExpression()), !dbg !641
  %3 = load %class.Function*, %class.Function** %2, align 8
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !642
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !642
  %6 = icmp ne void (i8*)* %5, null, !dbg !642
  br i1 %6, label %7, label %13, !dbg !645

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !646
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !646
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0, !dbg !647
  %11 = load i8*, i8** %10, align 8, !dbg !647
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !646

12:                                               ; preds = %7
  br label %13, !dbg !646

13:                                               ; preds = %12, %1
  ret void, !dbg !648

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !646
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !646
  call void @__clang_call_terminate(i8* %16) #11, !dbg !646
  unreachable, !dbg !646
}

; Function Attrs: noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #7 align 2 !dbg !649 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, %class.anon.2* %3, i32 0, i32 0
  store i8 %1, i8* %7, align 1
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !655, metadata !DIExpression()), !dbg !657
  call void @llvm.dbg.declare(metadata %class.anon.2* %3, metadata !658, metadata !DIExpression()), !dbg !659
  %8 = load %class.Function.1*, %class.Function.1** %4, align 8
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !660
  store i8* null, i8** %9, align 8, !dbg !660
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !661
  store double (i8*, double, double)* null, double (i8*, double, double)** %10, align 8, !dbg !661
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !662
  store void (i8*)* null, void (i8*)** %11, align 8, !dbg !662
  %12 = call i8* @malloc(i64 noundef 1), !dbg !663
  %13 = bitcast i8* %12 to %class.anon.2*, !dbg !665
  %14 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %3), !dbg !666
  %15 = bitcast %class.anon.2* %13 to i8*, !dbg !665
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !667
  store i8* %15, i8** %16, align 8, !dbg !668
  %17 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !669
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !670
  store double (i8*, double, double)* %17, double (i8*, double, double)** %18, align 8, !dbg !671
  %19 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !672
  %20 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !673
  store void (i8*)* %19, void (i8*)** %20, align 8, !dbg !674
  ret void, !dbg !675
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !676 {
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !677, metadata !DIExpression()), !dbg !679
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !680, metadata !DIExpression()), !dbg !681
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !682, metadata !DIExpression()), !dbg !681
  %7 = load %class.Function.1*, %class.Function.1** %4, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !683
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 8, !dbg !683
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !684
  %11 = load i8*, i8** %10, align 8, !dbg !684
  %12 = load double, double* %5, align 8, !dbg !685
  %13 = load double, double* %6, align 8, !dbg !685
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !683
  ret double %14, !dbg !686
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !687 {
  %2 = alloca %class.Function.1*, align 8
  store %class.Function.1* %0, %class.Function.1** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !688, metadata !DIExpression()), !dbg !689
  %3 = load %class.Function.1*, %class.Function.1** %2, align 8
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !690
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !690
  %6 = icmp ne void (i8*)* %5, null, !dbg !690
  br i1 %6, label %7, label %13, !dbg !693

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !694
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !694
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0, !dbg !695
  %11 = load i8*, i8** %10, align 8, !dbg !695
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !694

12:                                               ; preds = %7
  br label %13, !dbg !694

13:                                               ; preds = %12, %1
  ret void, !dbg !696

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !694
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !694
  call void @__clang_call_terminate(i8* %16) #11, !dbg !694
  unreachable, !dbg !694
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !697 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !699, metadata !DIExpression()), !dbg !700
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !701
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #10, !dbg !701
  ret void, !dbg !703
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !704 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !705, metadata !DIExpression()), !dbg !706
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !707

4:                                                ; preds = %1
  ret void, !dbg !709

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !707
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !707
  call void @__clang_call_terminate(i8* %7) #11, !dbg !707
  unreachable, !dbg !707
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !710 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !714, metadata !DIExpression()), !dbg !715
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !716
  store i32 0, i32* %4, align 4, !dbg !716
  ret void, !dbg !717
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !718 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !720, metadata !DIExpression()), !dbg !722
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !723
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !723
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !724
  store i32 4, i32* %5, align 8, !dbg !724
  ret void, !dbg !723
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !725 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !726, metadata !DIExpression()), !dbg !727
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %3) #10, !dbg !728
  %4 = bitcast %struct.Bird* %3 to i8*, !dbg !728
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !728
  ret void, !dbg !728
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !729 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !730, metadata !DIExpression()), !dbg !732
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), !dbg !733
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !734 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !735, metadata !DIExpression()), !dbg !736
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void, !dbg !737
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !738 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !739, metadata !DIExpression()), !dbg !740
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %3) #10, !dbg !741
  %4 = bitcast %struct.Animal* %3 to i8*, !dbg !741
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !741
  ret void, !dbg !741
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !742 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !743, metadata !DIExpression()), !dbg !744
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), !dbg !745
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #7 comdat align 2 !dbg !746 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca %class.Function*, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to %struct.Accum*
  store %struct.Accum* %8, %struct.Accum** %7, align 8
  store %class.Function* %0, %class.Function** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !752, metadata !DIExpression()), !dbg !753
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !754, metadata !DIExpression()), !dbg !755
  %9 = load %class.Function*, %class.Function** %4, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !756
  store i8* null, i8** %10, align 8, !dbg !756
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !757
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 8, !dbg !757
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !758
  store void (i8*)* null, void (i8*)** %12, align 8, !dbg !758
  %13 = call i8* @malloc(i64 noundef 8), !dbg !759
  %14 = bitcast i8* %13 to %class.anon.3*, !dbg !761
  %15 = call noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %3), !dbg !762
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !763
  %17 = bitcast %class.anon.3* %15 to i8*, !dbg !763
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !763
  %18 = bitcast %class.anon.3* %14 to i8*, !dbg !761
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !764
  store i8* %18, i8** %19, align 8, !dbg !765
  %20 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !766
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !767
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 8, !dbg !768
  %22 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !769
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !770
  store void (i8*)* %22, void (i8*)** %23, align 8, !dbg !771
  ret void, !dbg !772
}

declare dso_local i8* @malloc(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !773 {
  %2 = alloca %class.anon.3*, align 8
  store %class.anon.3* %0, %class.anon.3** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !782, metadata !DIExpression()), !dbg !783
  %3 = load %class.anon.3*, %class.anon.3** %2, align 8, !dbg !784
  ret %class.anon.3* %3, !dbg !785
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !786 {
  %2 = alloca %class.anon.4*, align 8
  store %class.anon.4* %0, %class.anon.4** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !797, metadata !DIExpression()), !dbg !799
  %3 = load %class.anon.4*, %class.anon.4** %2, align 8
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !800
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !801 {
  %2 = alloca %class.anon.6*, align 8
  store %class.anon.6* %0, %class.anon.6** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !808, metadata !DIExpression()), !dbg !810
  %3 = load %class.anon.6*, %class.anon.6** %2, align 8
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !811
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 comdat align 2 !dbg !812 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !814, metadata !DIExpression()), !dbg !815
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !816, metadata !DIExpression()), !dbg !815
  %5 = load i8*, i8** %3, align 8, !dbg !817
  %6 = load i32, i32* %4, align 4, !dbg !817
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !817
  ret i32 %7, !dbg !817
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !818 {
  %4 = alloca %class.anon.4*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !819, metadata !DIExpression()), !dbg !820
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !821, metadata !DIExpression()), !dbg !822
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !823, metadata !DIExpression()), !dbg !824
  %7 = load %class.anon.4*, %class.anon.4** %4, align 8
  %8 = load i8*, i8** %5, align 8, !dbg !825
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !826
  %10 = load i32, i32* %6, align 4, !dbg !827
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %10), !dbg !828
  ret i32 %11, !dbg !829
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 !dbg !830 {
  %3 = alloca %class.anon.3*, align 8
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !838, metadata !DIExpression()), !dbg !840
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !841, metadata !DIExpression()), !dbg !842
  %5 = load %class.anon.3*, %class.anon.3** %3, align 8
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 8
  %8 = load i32, i32* %4, align 4, !dbg !843
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !844
  %10 = load i32, i32* %9, align 4, !dbg !845
  %11 = add nsw i32 %10, %8, !dbg !845
  store i32 %11, i32* %9, align 4, !dbg !845
  ret i32 %11, !dbg !846
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat align 2 !dbg !847 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !849, metadata !DIExpression()), !dbg !850
  %3 = load i8*, i8** %2, align 8, !dbg !851
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !851
  ret void, !dbg !851
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !852 {
  %3 = alloca %class.anon.6*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.6* %0, %class.anon.6** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !858, metadata !DIExpression()), !dbg !859
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !860, metadata !DIExpression()), !dbg !861
  %5 = load %class.anon.6*, %class.anon.6** %3, align 8
  %6 = load i8*, i8** %4, align 8, !dbg !862
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !863
  %8 = load i8*, i8** %4, align 8, !dbg !864
  call void @free(i8* noundef %8), !dbg !865
  ret void, !dbg !866
}

declare dso_local void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !867 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %struct.Bird*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !868, metadata !DIExpression()), !dbg !869
  store %struct.Bird* %1, %struct.Bird** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !870, metadata !DIExpression()), !dbg !871
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !872
  %7 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !873
  store %struct.Bird* %7, %struct.Bird** %6, align 8, !dbg !872
  ret void, !dbg !874
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !875 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !876, metadata !DIExpression()), !dbg !877
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !878
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !878
  %6 = icmp ne %struct.Bird* %5, null, !dbg !878
  br i1 %6, label %7, label %18, !dbg !880

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !881
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !881
  %10 = bitcast %struct.Bird* %9 to void (%struct.Bird*)***, !dbg !883
  %11 = load void (%struct.Bird*)**, void (%struct.Bird*)*** %10, align 8, !dbg !883
  %12 = getelementptr inbounds void (%struct.Bird*)*, void (%struct.Bird*)** %11, i64 0, !dbg !883
  %13 = load void (%struct.Bird*)*, void (%struct.Bird*)** %12, align 8, !dbg !883
  call void %13(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %9) #10, !dbg !883
  %14 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !884
  %15 = load %struct.Bird*, %struct.Bird** %14, align 8, !dbg !884
  %16 = bitcast %struct.Bird* %15 to i8*, !dbg !884
  call void @free(i8* noundef %16), !dbg !885
  %17 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !886
  store %struct.Bird* null, %struct.Bird** %17, align 8, !dbg !887
  br label %18, !dbg !888

18:                                               ; preds = %7, %1
  ret void, !dbg !889
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 comdat align 2 !dbg !890 {
  %3 = alloca %struct.Doubler*, align 8
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !891, metadata !DIExpression()), !dbg !892
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !893, metadata !DIExpression()), !dbg !894
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !895
  %7 = mul nsw i32 2, %6, !dbg !896
  ret i32 %7, !dbg !897
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !898 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !907, metadata !DIExpression()), !dbg !908
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8, !dbg !909
  ret %class.anon.2* %3, !dbg !910
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !911 {
  %2 = alloca %class.anon.8*, align 8
  store %class.anon.8* %0, %class.anon.8** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !922, metadata !DIExpression()), !dbg !924
  %3 = load %class.anon.8*, %class.anon.8** %2, align 8
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !925
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !926 {
  %2 = alloca %class.anon.10*, align 8
  store %class.anon.10* %0, %class.anon.10** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !933, metadata !DIExpression()), !dbg !935
  %3 = load %class.anon.10*, %class.anon.10** %2, align 8
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !936
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 !dbg !937 {
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !939, metadata !DIExpression()), !dbg !940
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !941, metadata !DIExpression()), !dbg !940
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !942, metadata !DIExpression()), !dbg !940
  %7 = load i8*, i8** %4, align 8, !dbg !943
  %8 = load double, double* %5, align 8, !dbg !943
  %9 = load double, double* %6, align 8, !dbg !943
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !943
  ret double %10, !dbg !943
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !944 {
  %5 = alloca %class.anon.8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !945, metadata !DIExpression()), !dbg !946
  store i8* %1, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !947, metadata !DIExpression()), !dbg !948
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !949, metadata !DIExpression()), !dbg !950
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !951, metadata !DIExpression()), !dbg !950
  %9 = load %class.anon.8*, %class.anon.8** %5, align 8
  %10 = load i8*, i8** %6, align 8, !dbg !952
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !953
  %12 = load double, double* %7, align 8, !dbg !954
  %13 = load double, double* %8, align 8, !dbg !954
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !955
  ret double %14, !dbg !956
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !957 {
  %4 = alloca %class.anon.2*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !965, metadata !DIExpression()), !dbg !967
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !968, metadata !DIExpression()), !dbg !969
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !970, metadata !DIExpression()), !dbg !971
  %7 = load %class.anon.2*, %class.anon.2** %4, align 8
  %8 = load double, double* %5, align 8, !dbg !972
  %9 = load double, double* %5, align 8, !dbg !973
  %10 = load double, double* %6, align 8, !dbg !974
  %11 = load double, double* %6, align 8, !dbg !975
  %12 = fmul double %10, %11, !dbg !976
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !977
  ret double %13, !dbg !978
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 !dbg !979 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !981, metadata !DIExpression()), !dbg !982
  %3 = load i8*, i8** %2, align 8, !dbg !983
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !983
  ret void, !dbg !983
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !984 {
  %3 = alloca %class.anon.10*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.10* %0, %class.anon.10** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !990, metadata !DIExpression()), !dbg !991
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !992, metadata !DIExpression()), !dbg !993
  %5 = load %class.anon.10*, %class.anon.10** %3, align 8
  %6 = load i8*, i8** %4, align 8, !dbg !994
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !995
  %8 = load i8*, i8** %4, align 8, !dbg !996
  call void @free(i8* noundef %8), !dbg !997
  ret void, !dbg !998
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!185, !186, !187, !188, !189}
!llvm.ident = !{!190}

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
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !38, file: !1, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !72, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!38 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: "_ZTS5Accum")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: "_ZTS8FunctionIFiiEE")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{}
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!75 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !76, templateParams: !142, identifier: "_ZTS5OwnerI4BirdE")
!76 = !{!77, !114, !118, !122, !126, !131, !134, !135, !139}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !75, file: !1, line: 22, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !80, vtableHolder: !82, identifier: "_ZTS4Bird")
!80 = !{!81, !105, !109}
!81 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !79, baseType: !82, extraData: i32 0)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !83, vtableHolder: !82, identifier: "_ZTS6Animal")
!83 = !{!84, !89, !90, !94, !102}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !85, size: 64, flags: DIFlagArtificial)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !87, size: 64)
!87 = !DISubroutineType(types: !88)
!88 = !{!32}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !82, file: !1, line: 69, baseType: !32, size: 32, offset: 64)
!90 = !DISubprogram(name: "~Animal", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, containingType: !82, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, containingType: !82, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !100}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!102 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!32, !100}
!105 = !DISubprogram(name: "Bird", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!109 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, containingType: !79, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!110 = !DISubroutineType(types: !111)
!111 = !{!97, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!114 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117, !78}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!118 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !117, !121}
!121 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !75, size: 64)
!122 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !75, file: !1, line: 26, type: !123, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !117, !121}
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 64)
!126 = !DISubprogram(name: "Owner", scope: !75, file: !1, line: 27, type: !127, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !117, !129}
!129 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!131 = !DISubprogram(name: "~Owner", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !117}
!134 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!135 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!136 = !DISubroutineType(types: !137)
!137 = !{!78, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{!10, !138}
!142 = !{!143}
!143 = !DITemplateTypeParameter(name: "T", type: !79)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !146, identifier: "_ZTS7Doubler")
!146 = !{!147, !157}
!147 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !145, baseType: !148, extraData: i32 0)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !149, templateParams: !155, identifier: "_ZTS7CounterI7DoublerE")
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !148, file: !1, line: 60, baseType: !32, size: 32)
!151 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!32, !154, !32}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !{!156}
!156 = !DITemplateTypeParameter(name: "Derived", type: !145)
!157 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!158 = !DISubroutineType(types: !159)
!159 = !{!32, !160, !32}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!163 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !87, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!164 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !165, templateParams: !181, identifier: "_ZTS8FunctionIFdddEE")
!165 = !{!166, !167, !171, !172, !176}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !164, file: !1, line: 79, baseType: !48, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !164, file: !1, line: 80, baseType: !168, size: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DISubroutineType(types: !170)
!170 = !{!33, !48, !33, !33}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !164, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!172 = !DISubprogram(name: "~Function", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!33, !179, !33, !33}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!181 = !{!182}
!182 = !DITemplateTypeParameter(name: "Sig", type: !183)
!183 = !DISubroutineType(types: !184)
!184 = !{!33, !33, !33}
!185 = !{i32 7, !"Dwarf Version", i32 4}
!186 = !{i32 2, !"Debug Info Version", i32 3}
!187 = !{i32 1, !"wchar_size", i32 2}
!188 = !{i32 7, !"PIC Level", i32 2}
!189 = !{i32 7, !"uwtable", i32 1}
!190 = !{!"Debian clang version 14.0.6"}
!191 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!192 = !DILocation(line: 101, column: 8, scope: !163)
!193 = !DILocation(line: 101, column: 12, scope: !163)
!194 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!195 = !DILocation(line: 102, column: 15, scope: !163)
!196 = !DILocation(line: 102, column: 20, scope: !163)
!197 = !DILocation(line: 103, column: 36, scope: !163)
!198 = !DILocation(line: 103, column: 30, scope: !163)
!199 = !DILocation(line: 103, column: 45, scope: !163)
!200 = !DILocation(line: 103, column: 39, scope: !163)
!201 = !DILocation(line: 103, column: 49, scope: !163)
!202 = !DILocation(line: 103, column: 53, scope: !163)
!203 = !DILocation(line: 103, column: 3, scope: !163)
!204 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !205)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !206, identifier: "_ZTS6Point3")
!206 = !{!207, !208, !209}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !205, file: !1, line: 97, baseType: !32, size: 32)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !205, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !205, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!210 = !DILocation(line: 105, column: 8, scope: !163)
!211 = !DILocation(line: 105, column: 23, scope: !163)
!212 = !DILocation(line: 105, column: 9, scope: !163)
!213 = !DILocation(line: 106, column: 29, scope: !163)
!214 = !DILocation(line: 105, column: 13, scope: !163)
!215 = !DILocation(line: 106, column: 33, scope: !163)
!216 = !DILocation(line: 105, column: 17, scope: !163)
!217 = !DILocation(line: 106, column: 37, scope: !163)
!218 = !DILocation(line: 106, column: 3, scope: !163)
!219 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !220)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: 3)
!223 = !DILocation(line: 107, column: 7, scope: !163)
!224 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !225)
!225 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !220, size: 64)
!226 = !DILocation(line: 108, column: 9, scope: !163)
!227 = !DILocation(line: 108, column: 14, scope: !163)
!228 = !DILocation(line: 109, column: 6, scope: !163)
!229 = !DILocation(line: 108, column: 10, scope: !163)
!230 = !DILocation(line: 110, column: 28, scope: !163)
!231 = !DILocation(line: 110, column: 32, scope: !163)
!232 = !DILocation(line: 108, column: 18, scope: !163)
!233 = !DILocation(line: 110, column: 40, scope: !163)
!234 = !DILocation(line: 110, column: 3, scope: !163)
!235 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!236 = !DILocation(line: 112, column: 18, scope: !163)
!237 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!238 = !DILocation(line: 113, column: 8, scope: !163)
!239 = !DILocation(line: 114, column: 3, scope: !163)
!240 = !DILocation(line: 114, column: 8, scope: !163)
!241 = !DILocation(line: 115, column: 44, scope: !163)
!242 = !DILocation(line: 115, column: 42, scope: !163)
!243 = !DILocation(line: 115, column: 49, scope: !163)
!244 = !DILocation(line: 115, column: 47, scope: !163)
!245 = !DILocation(line: 115, column: 61, scope: !163)
!246 = !DILocation(line: 115, column: 54, scope: !163)
!247 = !DILocation(line: 115, column: 52, scope: !163)
!248 = !DILocation(line: 115, column: 72, scope: !163)
!249 = !DILocation(line: 115, column: 3, scope: !163)
!250 = !DILocation(line: 116, column: 27, scope: !163)
!251 = !DILocation(line: 116, column: 56, scope: !163)
!252 = !DILocation(line: 116, column: 3, scope: !163)
!253 = !DILocation(line: 117, column: 3, scope: !163)
!254 = !DILocation(line: 118, column: 28, scope: !163)
!255 = !DILocation(line: 118, column: 41, scope: !163)
!256 = !DILocation(line: 118, column: 56, scope: !163)
!257 = !DILocation(line: 118, column: 3, scope: !163)
!258 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!259 = !DILocation(line: 120, column: 11, scope: !163)
!260 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!261 = !DILocation(line: 121, column: 7, scope: !163)
!262 = !DILocalVariable(name: "i", scope: !263, file: !1, line: 122, type: !32)
!263 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!264 = !DILocation(line: 122, column: 12, scope: !263)
!265 = !DILocation(line: 122, column: 8, scope: !263)
!266 = !DILocation(line: 122, column: 19, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !1, line: 122, column: 3)
!268 = !DILocation(line: 122, column: 21, scope: !267)
!269 = !DILocation(line: 122, column: 3, scope: !263)
!270 = !DILocation(line: 122, column: 38, scope: !267)
!271 = !DILocation(line: 122, column: 44, scope: !267)
!272 = !DILocation(line: 122, column: 40, scope: !267)
!273 = !DILocation(line: 122, column: 35, scope: !267)
!274 = !DILocation(line: 122, column: 31, scope: !267)
!275 = !DILocation(line: 122, column: 26, scope: !267)
!276 = !DILocation(line: 122, column: 3, scope: !267)
!277 = distinct !{!277, !269, !278, !279}
!278 = !DILocation(line: 122, column: 45, scope: !263)
!279 = !{!"llvm.loop.mustprogress"}
!280 = !DILocation(line: 150, column: 1, scope: !163)
!281 = !DILocation(line: 123, column: 32, scope: !163)
!282 = !DILocation(line: 123, column: 37, scope: !163)
!283 = !DILocation(line: 123, column: 39, scope: !163)
!284 = !DILocation(line: 123, column: 3, scope: !163)
!285 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!286 = !DILocation(line: 125, column: 9, scope: !163)
!287 = !DILocation(line: 125, column: 24, scope: !163)
!288 = !DILocation(line: 126, column: 34, scope: !163)
!289 = !DILocation(line: 126, column: 24, scope: !163)
!290 = !DILocation(line: 126, column: 3, scope: !163)
!291 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !292)
!292 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 64, extraData: !82)
!293 = !DILocation(line: 128, column: 16, scope: !163)
!294 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 128, extraData: !82)
!296 = !DILocation(line: 129, column: 25, scope: !163)
!297 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !298)
!298 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 128, extraData: !82)
!299 = !DILocation(line: 130, column: 17, scope: !163)
!300 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!301 = !DILocation(line: 131, column: 8, scope: !163)
!302 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !303)
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64)
!304 = !DILocation(line: 132, column: 11, scope: !163)
!305 = !DILocation(line: 132, column: 16, scope: !163)
!306 = !DILocation(line: 133, column: 32, scope: !163)
!307 = !DILocation(line: 133, column: 36, scope: !163)
!308 = !DILocation(line: 133, column: 34, scope: !163)
!309 = !DILocation(line: 133, column: 47, scope: !163)
!310 = !DILocation(line: 133, column: 51, scope: !163)
!311 = !DILocation(line: 133, column: 46, scope: !163)
!312 = !DILocation(line: 133, column: 60, scope: !163)
!313 = !DILocation(line: 133, column: 63, scope: !163)
!314 = !DILocation(line: 133, column: 59, scope: !163)
!315 = !DILocation(line: 133, column: 3, scope: !163)
!316 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!317 = !DILocation(line: 135, column: 7, scope: !163)
!318 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !319)
!319 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !320)
!320 = !{!321, !322}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !319, file: !1, line: 136, baseType: !32, size: 32)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !319, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!323 = !DILocation(line: 136, column: 8, scope: !163)
!324 = !DILocation(line: 136, column: 18, scope: !163)
!325 = !DILocation(line: 136, column: 26, scope: !163)
!326 = !DILocation(line: 137, column: 3, scope: !163)
!327 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !328)
!328 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !329)
!329 = !{!330, !331}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !328, file: !1, line: 138, baseType: !32, size: 32)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !328, file: !1, line: 138, baseType: !220, size: 96, offset: 32)
!332 = !DILocation(line: 138, column: 8, scope: !163)
!333 = !DILocation(line: 138, column: 16, scope: !163)
!334 = !DILocation(line: 138, column: 17, scope: !163)
!335 = !DILocation(line: 139, column: 29, scope: !163)
!336 = !DILocation(line: 139, column: 40, scope: !163)
!337 = !DILocation(line: 139, column: 3, scope: !163)
!338 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!339 = !DILocation(line: 141, column: 9, scope: !163)
!340 = !DILocalVariable(name: "f", scope: !341, file: !1, line: 143, type: !45)
!341 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!342 = !DILocation(line: 143, column: 24, scope: !341)
!343 = !DILocation(line: 143, column: 34, scope: !341)
!344 = !DILocation(line: 144, column: 5, scope: !341)
!345 = !DILocation(line: 145, column: 5, scope: !341)
!346 = !DILocation(line: 146, column: 3, scope: !163)
!347 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !164)
!348 = !DILocation(line: 147, column: 36, scope: !163)
!349 = !DILocation(line: 147, column: 42, scope: !163)
!350 = !DILocation(line: 148, column: 38, scope: !163)
!351 = !DILocation(line: 148, column: 45, scope: !163)
!352 = !DILocation(line: 148, column: 3, scope: !163)
!353 = !DILocation(line: 149, column: 3, scope: !163)
!354 = !DILocation(line: 150, column: 1, scope: !341)
!355 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !356, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !358, retainedNodes: !71)
!356 = !DISubroutineType(types: !357)
!357 = !{!75}
!358 = !{!143, !359}
!359 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!360 = !DILocalVariable(name: "mem", scope: !355, file: !1, line: 35, type: !48)
!361 = !DILocation(line: 35, column: 9, scope: !355)
!362 = !DILocation(line: 35, column: 15, scope: !355)
!363 = !DILocation(line: 36, column: 24, scope: !355)
!364 = !DILocation(line: 36, column: 19, scope: !355)
!365 = !DILocation(line: 36, column: 29, scope: !355)
!366 = !DILocation(line: 36, column: 10, scope: !355)
!367 = !DILocation(line: 36, column: 3, scope: !355)
!368 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !369, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !374, retainedNodes: !71)
!369 = !DISubroutineType(types: !370)
!370 = !{!371, !125}
!371 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !373, file: !1, line: 16, baseType: !75)
!373 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !374, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!374 = !{!375}
!375 = !DITemplateTypeParameter(name: "T", type: !125)
!376 = !DILocalVariable(name: "t", arg: 1, scope: !368, file: !1, line: 17, type: !125)
!377 = !DILocation(line: 17, column: 63, scope: !368)
!378 = !DILocation(line: 17, column: 120, scope: !368)
!379 = !DILocation(line: 17, column: 68, scope: !368)
!380 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!383 = !DILocation(line: 0, scope: !380)
!384 = !DILocalVariable(name: "o", arg: 2, scope: !380, file: !1, line: 25, type: !121)
!385 = !DILocation(line: 25, column: 17, scope: !380)
!386 = !DILocation(line: 25, column: 31, scope: !380)
!387 = !DILocation(line: 25, column: 34, scope: !380)
!388 = !DILocation(line: 25, column: 36, scope: !380)
!389 = !DILocation(line: 25, column: 42, scope: !390)
!390 = distinct !DILexicalBlock(scope: !380, file: !1, line: 25, column: 40)
!391 = !DILocation(line: 25, column: 44, scope: !390)
!392 = !DILocation(line: 25, column: 47, scope: !390)
!393 = !DILocation(line: 25, column: 58, scope: !380)
!394 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!395 = !DILocalVariable(name: "this", arg: 1, scope: !394, type: !396, flags: DIFlagArtificial | DIFlagObjectPointer)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!397 = !DILocation(line: 0, scope: !394)
!398 = !DILocation(line: 31, column: 43, scope: !394)
!399 = !DILocation(line: 31, column: 46, scope: !394)
!400 = !DILocation(line: 31, column: 36, scope: !394)
!401 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!402 = !DILocalVariable(name: "this", arg: 1, scope: !401, type: !396, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DILocation(line: 0, scope: !401)
!404 = !DILocation(line: 30, column: 34, scope: !401)
!405 = !DILocation(line: 30, column: 27, scope: !401)
!406 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !407, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!407 = !DISubroutineType(types: !408)
!408 = !{!205, !32}
!409 = !DILocalVariable(name: "s", arg: 1, scope: !406, file: !1, line: 98, type: !32)
!410 = !DILocation(line: 98, column: 30, scope: !406)
!411 = !DILocation(line: 98, column: 42, scope: !406)
!412 = !DILocation(line: 98, column: 43, scope: !406)
!413 = !DILocation(line: 98, column: 46, scope: !406)
!414 = !DILocation(line: 98, column: 48, scope: !406)
!415 = !DILocation(line: 98, column: 53, scope: !406)
!416 = !DILocation(line: 98, column: 55, scope: !406)
!417 = !DILocation(line: 98, column: 35, scope: !406)
!418 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!419 = !DILocalVariable(name: "this", arg: 1, scope: !418, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!421 = !DILocation(line: 0, scope: !418)
!422 = !DILocalVariable(name: "i", arg: 2, scope: !418, file: !1, line: 44, type: !32)
!423 = !DILocation(line: 44, column: 25, scope: !418)
!424 = !DILocation(line: 44, column: 37, scope: !418)
!425 = !DILocation(line: 44, column: 41, scope: !418)
!426 = !DILocation(line: 44, column: 45, scope: !418)
!427 = !DILocation(line: 44, column: 30, scope: !418)
!428 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!429 = !DILocalVariable(name: "this", arg: 1, scope: !428, type: !430, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!431 = !DILocation(line: 0, scope: !428)
!432 = !DILocalVariable(name: "o", arg: 2, scope: !428, file: !1, line: 43, type: !11)
!433 = !DILocation(line: 43, column: 34, scope: !428)
!434 = !DILocation(line: 43, column: 52, scope: !428)
!435 = !DILocation(line: 43, column: 59, scope: !428)
!436 = !DILocation(line: 43, column: 54, scope: !428)
!437 = !DILocation(line: 43, column: 61, scope: !428)
!438 = !DILocation(line: 43, column: 64, scope: !428)
!439 = !DILocation(line: 43, column: 71, scope: !428)
!440 = !DILocation(line: 43, column: 66, scope: !428)
!441 = !DILocation(line: 43, column: 45, scope: !428)
!442 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!443 = !DILocalVariable(name: "n", arg: 1, scope: !442, file: !1, line: 47, type: !32)
!444 = !DILocation(line: 47, column: 23, scope: !442)
!445 = !DILocation(line: 47, column: 35, scope: !442)
!446 = !DILocation(line: 47, column: 37, scope: !442)
!447 = !DILocation(line: 47, column: 43, scope: !442)
!448 = !DILocation(line: 47, column: 51, scope: !442)
!449 = !DILocation(line: 47, column: 53, scope: !442)
!450 = !DILocation(line: 47, column: 47, scope: !442)
!451 = !DILocation(line: 47, column: 64, scope: !442)
!452 = !DILocation(line: 47, column: 66, scope: !442)
!453 = !DILocation(line: 47, column: 60, scope: !442)
!454 = !DILocation(line: 47, column: 58, scope: !442)
!455 = !DILocation(line: 47, column: 28, scope: !442)
!456 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !457, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !459, retainedNodes: !71)
!457 = !DISubroutineType(types: !458)
!458 = !{!32, !32, !32, !32, !32}
!459 = !{!460}
!460 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !461)
!461 = !{!462, !462, !462, !462}
!462 = !DITemplateTypeParameter(type: !32)
!463 = !DILocalVariable(name: "ts", arg: 1, scope: !456, file: !1, line: 50, type: !32)
!464 = !DILocation(line: 50, column: 56, scope: !456)
!465 = !DILocalVariable(name: "ts", arg: 2, scope: !456, file: !1, line: 50, type: !32)
!466 = !DILocalVariable(name: "ts", arg: 3, scope: !456, file: !1, line: 50, type: !32)
!467 = !DILocalVariable(name: "ts", arg: 4, scope: !456, file: !1, line: 50, type: !32)
!468 = !DILocation(line: 50, column: 70, scope: !456)
!469 = !DILocation(line: 50, column: 75, scope: !456)
!470 = !DILocation(line: 50, column: 62, scope: !456)
!471 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !472, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !474, retainedNodes: !71)
!472 = !DISubroutineType(types: !473)
!473 = !{!33, !33, !14}
!474 = !{!475}
!475 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !476)
!476 = !{!477, !478}
!477 = !DITemplateTypeParameter(type: !33)
!478 = !DITemplateTypeParameter(type: !14)
!479 = !DILocalVariable(name: "ts", arg: 1, scope: !471, file: !1, line: 50, type: !33)
!480 = !DILocation(line: 50, column: 56, scope: !471)
!481 = !DILocalVariable(name: "ts", arg: 2, scope: !471, file: !1, line: 50, type: !14)
!482 = !DILocation(line: 50, column: 70, scope: !471)
!483 = !DILocation(line: 50, column: 75, scope: !471)
!484 = !DILocation(line: 50, column: 62, scope: !471)
!485 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !486, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !489, retainedNodes: !71)
!486 = !DISubroutineType(types: !487)
!487 = !{null, !32, !99, !488, !34}
!488 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!489 = !{!490}
!490 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !491)
!491 = !{!462, !492, !493, !494}
!492 = !DITemplateTypeParameter(type: !99)
!493 = !DITemplateTypeParameter(type: !488)
!494 = !DITemplateTypeParameter(type: !34)
!495 = !DILocalVariable(name: "ts", arg: 1, scope: !485, file: !1, line: 51, type: !32)
!496 = !DILocation(line: 51, column: 48, scope: !485)
!497 = !DILocalVariable(name: "ts", arg: 2, scope: !485, file: !1, line: 51, type: !99)
!498 = !DILocalVariable(name: "ts", arg: 3, scope: !485, file: !1, line: 51, type: !488)
!499 = !DILocalVariable(name: "ts", arg: 4, scope: !485, file: !1, line: 51, type: !34)
!500 = !DILocation(line: 51, column: 76, scope: !485)
!501 = !DILocation(line: 51, column: 56, scope: !485)
!502 = !DILocation(line: 51, column: 88, scope: !485)
!503 = !DILocation(line: 51, column: 102, scope: !485)
!504 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !505, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !507, retainedNodes: !71)
!505 = !DISubroutineType(types: !506)
!506 = !{!97, !32}
!507 = !{!508}
!508 = !DITemplateTypeParameter(name: "T", type: !32)
!509 = !DILocalVariable(name: "v", arg: 1, scope: !504, file: !1, line: 53, type: !32)
!510 = !DILocation(line: 53, column: 46, scope: !504)
!511 = !DILocation(line: 54, column: 40, scope: !512)
!512 = distinct !DILexicalBlock(scope: !504, file: !1, line: 54, column: 17)
!513 = !DILocation(line: 54, column: 42, scope: !512)
!514 = !DILocation(line: 54, column: 33, scope: !512)
!515 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !516, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !518, retainedNodes: !71)
!516 = !DISubroutineType(types: !517)
!517 = !{!97, !33}
!518 = !{!519}
!519 = !DITemplateTypeParameter(name: "T", type: !33)
!520 = !DILocalVariable(name: "v", arg: 1, scope: !515, file: !1, line: 53, type: !33)
!521 = !DILocation(line: 53, column: 46, scope: !515)
!522 = !DILocation(line: 55, column: 41, scope: !523)
!523 = distinct !DILexicalBlock(scope: !524, file: !1, line: 55, column: 22)
!524 = distinct !DILexicalBlock(scope: !515, file: !1, line: 54, column: 17)
!525 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !526, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !528, retainedNodes: !71)
!526 = !DISubroutineType(types: !527)
!527 = !{!97, !97}
!528 = !{!529}
!529 = !DITemplateTypeParameter(name: "T", type: !97)
!530 = !DILocalVariable(name: "v", arg: 1, scope: !525, file: !1, line: 53, type: !97)
!531 = !DILocation(line: 53, column: 46, scope: !525)
!532 = !DILocation(line: 56, column: 8, scope: !533)
!533 = distinct !DILexicalBlock(scope: !534, file: !1, line: 55, column: 22)
!534 = distinct !DILexicalBlock(scope: !525, file: !1, line: 54, column: 17)
!535 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !536, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !538, retainedNodes: !71)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !160}
!538 = !DISubprogram(name: "Doubler", scope: !145, type: !536, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!539 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DILocation(line: 0, scope: !535)
!541 = !DILocation(line: 63, column: 8, scope: !535)
!542 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !542, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!545 = !DILocation(line: 0, scope: !542)
!546 = !DILocalVariable(name: "x", arg: 2, scope: !542, file: !1, line: 61, type: !32)
!547 = !DILocation(line: 61, column: 15, scope: !542)
!548 = !DILocation(line: 61, column: 22, scope: !542)
!549 = !DILocation(line: 61, column: 20, scope: !542)
!550 = !DILocation(line: 61, column: 36, scope: !542)
!551 = !DILocation(line: 61, column: 71, scope: !542)
!552 = !DILocation(line: 61, column: 66, scope: !542)
!553 = !DILocation(line: 61, column: 29, scope: !542)
!554 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !555, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!555 = !DISubroutineType(types: !556)
!556 = !{!3, !3, !3}
!557 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !1, line: 66, type: !3)
!558 = !DILocation(line: 66, column: 33, scope: !554)
!559 = !DILocalVariable(name: "b", arg: 2, scope: !554, file: !1, line: 66, type: !3)
!560 = !DILocation(line: 66, column: 42, scope: !554)
!561 = !DILocation(line: 66, column: 75, scope: !554)
!562 = !DILocation(line: 66, column: 60, scope: !554)
!563 = !DILocation(line: 66, column: 94, scope: !554)
!564 = !DILocation(line: 66, column: 79, scope: !554)
!565 = !DILocation(line: 66, column: 77, scope: !554)
!566 = !DILocation(line: 66, column: 54, scope: !554)
!567 = !DILocation(line: 66, column: 47, scope: !554)
!568 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!569 = !DILocalVariable(name: "this", arg: 1, scope: !568, type: !570, flags: DIFlagArtificial | DIFlagObjectPointer)
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!571 = !DILocation(line: 0, scope: !568)
!572 = !DILocation(line: 72, column: 35, scope: !568)
!573 = !DILocation(line: 72, column: 40, scope: !568)
!574 = !DILocation(line: 72, column: 28, scope: !568)
!575 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!576 = !DILocalVariable(name: "this", arg: 1, scope: !575, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!577 = !DILocation(line: 0, scope: !575)
!578 = !DILocation(line: 74, column: 31, scope: !575)
!579 = !DILocation(line: 74, column: 24, scope: !575)
!580 = !DILocation(line: 74, column: 33, scope: !581)
!581 = distinct !DILexicalBlock(scope: !575, file: !1, line: 74, column: 31)
!582 = !DILocation(line: 74, column: 38, scope: !581)
!583 = !DILocation(line: 74, column: 43, scope: !575)
!584 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !319, file: !1, line: 136, type: !585, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !588, retainedNodes: !71)
!585 = !DISubroutineType(types: !586)
!586 = !{!32, !587}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DISubprogram(name: "operator()", scope: !319, file: !1, line: 136, type: !589, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!589 = !DISubroutineType(types: !590)
!590 = !{!591, !587}
!591 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!592 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !593, flags: DIFlagArtificial | DIFlagObjectPointer)
!593 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!594 = !DILocation(line: 0, scope: !584)
!595 = !DILocation(line: 136, column: 51, scope: !584)
!596 = !DILocation(line: 136, column: 58, scope: !584)
!597 = !DILocation(line: 136, column: 59, scope: !584)
!598 = !DILocation(line: 136, column: 56, scope: !584)
!599 = !DILocation(line: 136, column: 44, scope: !584)
!600 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !328, file: !1, line: 138, type: !601, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !605, retainedNodes: !71)
!601 = !DISubroutineType(types: !602)
!602 = !{!32, !603}
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !328)
!605 = !DISubprogram(name: "operator()", scope: !328, file: !1, line: 138, type: !606, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!606 = !DISubroutineType(types: !607)
!607 = !{!591, !603}
!608 = !DILocalVariable(name: "this", arg: 1, scope: !600, type: !609, flags: DIFlagArtificial | DIFlagObjectPointer)
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64)
!610 = !DILocation(line: 0, scope: !600)
!611 = !DILocation(line: 138, column: 29, scope: !600)
!612 = !DILocation(line: 138, column: 34, scope: !600)
!613 = !DILocation(line: 138, column: 40, scope: !600)
!614 = !DILocation(line: 138, column: 38, scope: !600)
!615 = !DILocation(line: 138, column: 22, scope: !600)
!616 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !617, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !619, retainedNodes: !71)
!617 = !DISubroutineType(types: !618)
!618 = !{null, !70}
!619 = !DISubprogram(name: "Accum", scope: !39, type: !617, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!620 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!621 = !DILocation(line: 0, scope: !616)
!622 = !DILocation(line: 93, column: 7, scope: !616)
!623 = !DILocation(line: 92, column: 8, scope: !616)
!624 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DILocation(line: 0, scope: !38)
!626 = !DILocation(line: 94, column: 39, scope: !38)
!627 = !DILocation(line: 94, column: 32, scope: !38)
!628 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!629 = !DILocalVariable(name: "this", arg: 1, scope: !628, type: !630, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!631 = !DILocation(line: 0, scope: !628)
!632 = !DILocalVariable(name: "a", arg: 2, scope: !628, file: !1, line: 89, type: !32)
!633 = !DILocation(line: 89, column: 21, scope: !628)
!634 = !DILocation(line: 89, column: 39, scope: !628)
!635 = !DILocation(line: 89, column: 45, scope: !628)
!636 = !DILocation(line: 89, column: 51, scope: !628)
!637 = !DILocation(line: 89, column: 32, scope: !628)
!638 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!639 = !DILocalVariable(name: "this", arg: 1, scope: !638, type: !640, flags: DIFlagArtificial | DIFlagObjectPointer)
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!641 = !DILocation(line: 0, scope: !638)
!642 = !DILocation(line: 88, column: 21, scope: !643)
!643 = distinct !DILexicalBlock(scope: !644, file: !1, line: 88, column: 21)
!644 = distinct !DILexicalBlock(scope: !638, file: !1, line: 88, column: 15)
!645 = !DILocation(line: 88, column: 21, scope: !644)
!646 = !DILocation(line: 88, column: 31, scope: !643)
!647 = !DILocation(line: 88, column: 40, scope: !643)
!648 = !DILocation(line: 88, column: 47, scope: !638)
!649 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !164, file: !1, line: 83, type: !650, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !653, declaration: !652, retainedNodes: !71)
!650 = !DISubroutineType(types: !651)
!651 = !{null, !175, !162}
!652 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !164, file: !1, line: 83, type: !650, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !653)
!653 = !{!654}
!654 = !DITemplateTypeParameter(name: "F", type: !162)
!655 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !656, flags: DIFlagArtificial | DIFlagObjectPointer)
!656 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!657 = !DILocation(line: 0, scope: !649)
!658 = !DILocalVariable(name: "f", arg: 2, scope: !649, file: !1, line: 83, type: !162)
!659 = !DILocation(line: 83, column: 36, scope: !649)
!660 = !DILocation(line: 79, column: 9, scope: !649)
!661 = !DILocation(line: 80, column: 7, scope: !649)
!662 = !DILocation(line: 81, column: 10, scope: !649)
!663 = !DILocation(line: 84, column: 17, scope: !664)
!664 = distinct !DILexicalBlock(scope: !649, file: !1, line: 83, column: 39)
!665 = !DILocation(line: 84, column: 12, scope: !664)
!666 = !DILocation(line: 84, column: 38, scope: !664)
!667 = !DILocation(line: 84, column: 5, scope: !664)
!668 = !DILocation(line: 84, column: 10, scope: !664)
!669 = !DILocation(line: 85, column: 13, scope: !664)
!670 = !DILocation(line: 85, column: 5, scope: !664)
!671 = !DILocation(line: 85, column: 11, scope: !664)
!672 = !DILocation(line: 86, column: 16, scope: !664)
!673 = !DILocation(line: 86, column: 5, scope: !664)
!674 = !DILocation(line: 86, column: 14, scope: !664)
!675 = !DILocation(line: 87, column: 3, scope: !649)
!676 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!677 = !DILocalVariable(name: "this", arg: 1, scope: !676, type: !678, flags: DIFlagArtificial | DIFlagObjectPointer)
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!679 = !DILocation(line: 0, scope: !676)
!680 = !DILocalVariable(name: "a", arg: 2, scope: !676, file: !1, line: 89, type: !33)
!681 = !DILocation(line: 89, column: 21, scope: !676)
!682 = !DILocalVariable(name: "a", arg: 3, scope: !676, file: !1, line: 89, type: !33)
!683 = !DILocation(line: 89, column: 39, scope: !676)
!684 = !DILocation(line: 89, column: 45, scope: !676)
!685 = !DILocation(line: 89, column: 51, scope: !676)
!686 = !DILocation(line: 89, column: 32, scope: !676)
!687 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!688 = !DILocalVariable(name: "this", arg: 1, scope: !687, type: !656, flags: DIFlagArtificial | DIFlagObjectPointer)
!689 = !DILocation(line: 0, scope: !687)
!690 = !DILocation(line: 88, column: 21, scope: !691)
!691 = distinct !DILexicalBlock(scope: !692, file: !1, line: 88, column: 21)
!692 = distinct !DILexicalBlock(scope: !687, file: !1, line: 88, column: 15)
!693 = !DILocation(line: 88, column: 21, scope: !692)
!694 = !DILocation(line: 88, column: 31, scope: !691)
!695 = !DILocation(line: 88, column: 40, scope: !691)
!696 = !DILocation(line: 88, column: 47, scope: !687)
!697 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !698, retainedNodes: !71)
!698 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!699 = !DILocalVariable(name: "this", arg: 1, scope: !697, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!700 = !DILocation(line: 0, scope: !697)
!701 = !DILocation(line: 74, column: 8, scope: !702)
!702 = distinct !DILexicalBlock(scope: !697, file: !1, line: 74, column: 8)
!703 = !DILocation(line: 74, column: 8, scope: !697)
!704 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!705 = !DILocalVariable(name: "this", arg: 1, scope: !704, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!706 = !DILocation(line: 0, scope: !704)
!707 = !DILocation(line: 28, column: 14, scope: !708)
!708 = distinct !DILexicalBlock(scope: !704, file: !1, line: 28, column: 12)
!709 = !DILocation(line: 28, column: 23, scope: !704)
!710 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !711, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !713, retainedNodes: !71)
!711 = !DISubroutineType(types: !712)
!712 = !{null, !154}
!713 = !DISubprogram(name: "Counter", scope: !148, type: !711, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!714 = !DILocalVariable(name: "this", arg: 1, scope: !710, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!715 = !DILocation(line: 0, scope: !710)
!716 = !DILocation(line: 60, column: 7, scope: !710)
!717 = !DILocation(line: 59, column: 36, scope: !710)
!718 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !719, retainedNodes: !71)
!719 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!720 = !DILocalVariable(name: "this", arg: 1, scope: !718, type: !721, flags: DIFlagArtificial | DIFlagObjectPointer)
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!722 = !DILocation(line: 0, scope: !718)
!723 = !DILocation(line: 68, column: 8, scope: !718)
!724 = !DILocation(line: 69, column: 7, scope: !718)
!725 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !698, retainedNodes: !71)
!726 = !DILocalVariable(name: "this", arg: 1, scope: !725, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!727 = !DILocation(line: 0, scope: !725)
!728 = !DILocation(line: 74, column: 8, scope: !725)
!729 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!730 = !DILocalVariable(name: "this", arg: 1, scope: !729, type: !731, flags: DIFlagArtificial | DIFlagObjectPointer)
!731 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!732 = !DILocation(line: 0, scope: !729)
!733 = !DILocation(line: 74, column: 82, scope: !729)
!734 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!735 = !DILocalVariable(name: "this", arg: 1, scope: !734, type: !721, flags: DIFlagArtificial | DIFlagObjectPointer)
!736 = !DILocation(line: 0, scope: !734)
!737 = !DILocation(line: 70, column: 29, scope: !734)
!738 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!739 = !DILocalVariable(name: "this", arg: 1, scope: !738, type: !721, flags: DIFlagArtificial | DIFlagObjectPointer)
!740 = !DILocation(line: 0, scope: !738)
!741 = !DILocation(line: 70, column: 29, scope: !738)
!742 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!743 = !DILocalVariable(name: "this", arg: 1, scope: !742, type: !570, flags: DIFlagArtificial | DIFlagObjectPointer)
!744 = !DILocation(line: 0, scope: !742)
!745 = !DILocation(line: 71, column: 39, scope: !742)
!746 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !747, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !750, declaration: !749, retainedNodes: !71)
!747 = !DISubroutineType(types: !748)
!748 = !{null, !60, !37}
!749 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !747, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !750)
!750 = !{!751}
!751 = !DITemplateTypeParameter(name: "F", type: !37)
!752 = !DILocalVariable(name: "this", arg: 1, scope: !746, type: !640, flags: DIFlagArtificial | DIFlagObjectPointer)
!753 = !DILocation(line: 0, scope: !746)
!754 = !DILocalVariable(name: "f", arg: 2, scope: !746, file: !1, line: 83, type: !37)
!755 = !DILocation(line: 83, column: 36, scope: !746)
!756 = !DILocation(line: 79, column: 9, scope: !746)
!757 = !DILocation(line: 80, column: 7, scope: !746)
!758 = !DILocation(line: 81, column: 10, scope: !746)
!759 = !DILocation(line: 84, column: 17, scope: !760)
!760 = distinct !DILexicalBlock(scope: !746, file: !1, line: 83, column: 39)
!761 = !DILocation(line: 84, column: 12, scope: !760)
!762 = !DILocation(line: 84, column: 38, scope: !760)
!763 = !DILocation(line: 84, column: 36, scope: !760)
!764 = !DILocation(line: 84, column: 5, scope: !760)
!765 = !DILocation(line: 84, column: 10, scope: !760)
!766 = !DILocation(line: 85, column: 13, scope: !760)
!767 = !DILocation(line: 85, column: 5, scope: !760)
!768 = !DILocation(line: 85, column: 11, scope: !760)
!769 = !DILocation(line: 86, column: 16, scope: !760)
!770 = !DILocation(line: 86, column: 5, scope: !760)
!771 = !DILocation(line: 86, column: 14, scope: !760)
!772 = !DILocation(line: 87, column: 3, scope: !746)
!773 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !774, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !779, retainedNodes: !71)
!774 = !DISubroutineType(types: !775)
!775 = !{!776, !781}
!776 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !777, size: 64)
!777 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !778, file: !1, line: 16, baseType: !37)
!778 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !779, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!779 = !{!780}
!780 = !DITemplateTypeParameter(name: "T", type: !781)
!781 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!782 = !DILocalVariable(name: "t", arg: 1, scope: !773, file: !1, line: 17, type: !781)
!783 = !DILocation(line: 17, column: 63, scope: !773)
!784 = !DILocation(line: 17, column: 120, scope: !773)
!785 = !DILocation(line: 17, column: 68, scope: !773)
!786 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !787, file: !1, line: 85, type: !794, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !796, retainedNodes: !71)
!787 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !746, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !788, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!788 = !{!789}
!789 = !DISubprogram(name: "operator()", scope: !787, file: !1, line: 85, type: !790, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!790 = !DISubroutineType(types: !791)
!791 = !{!32, !792, !48, !32}
!792 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !793, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!793 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !787)
!794 = !DISubroutineType(types: !795)
!795 = !{!50, !792}
!796 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !787, type: !794, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!797 = !DILocalVariable(name: "this", arg: 1, scope: !786, type: !798, flags: DIFlagArtificial | DIFlagObjectPointer)
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !793, size: 64)
!799 = !DILocation(line: 0, scope: !786)
!800 = !DILocation(line: 85, column: 13, scope: !786)
!801 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !802, file: !1, line: 86, type: !803, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !807, retainedNodes: !71)
!802 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !746, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!803 = !DISubroutineType(types: !804)
!804 = !{!54, !805}
!805 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!806 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !802)
!807 = !DISubprogram(name: "operator void (*)(void *)", scope: !802, type: !803, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!808 = !DILocalVariable(name: "this", arg: 1, scope: !801, type: !809, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64)
!810 = !DILocation(line: 0, scope: !801)
!811 = !DILocation(line: 86, column: 16, scope: !801)
!812 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !787, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !813, retainedNodes: !71)
!813 = !DISubprogram(name: "__invoke", scope: !787, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!814 = !DILocalVariable(name: "o", arg: 1, scope: !812, type: !48)
!815 = !DILocation(line: 0, scope: !812)
!816 = !DILocalVariable(name: "a", arg: 2, scope: !812, type: !32)
!817 = !DILocation(line: 85, column: 13, scope: !812)
!818 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !787, file: !1, line: 85, type: !790, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !789, retainedNodes: !71)
!819 = !DILocalVariable(name: "this", arg: 1, scope: !818, type: !798, flags: DIFlagArtificial | DIFlagObjectPointer)
!820 = !DILocation(line: 0, scope: !818)
!821 = !DILocalVariable(name: "o", arg: 2, scope: !818, file: !1, line: 85, type: !48)
!822 = !DILocation(line: 85, column: 22, scope: !818)
!823 = !DILocalVariable(name: "a", arg: 3, scope: !818, file: !1, line: 85, type: !32)
!824 = !DILocation(line: 85, column: 30, scope: !818)
!825 = !DILocation(line: 85, column: 66, scope: !818)
!826 = !DILocation(line: 85, column: 49, scope: !818)
!827 = !DILocation(line: 85, column: 70, scope: !818)
!828 = !DILocation(line: 85, column: 47, scope: !818)
!829 = !DILocation(line: 85, column: 40, scope: !818)
!830 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !831, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !835, retainedNodes: !71)
!831 = !DISubroutineType(types: !832)
!832 = !{!32, !833, !32}
!833 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !834, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!834 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!835 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !836, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!591, !833, !32}
!838 = !DILocalVariable(name: "this", arg: 1, scope: !830, type: !839, flags: DIFlagArtificial | DIFlagObjectPointer)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !834, size: 64)
!840 = !DILocation(line: 0, scope: !830)
!841 = !DILocalVariable(name: "v", arg: 2, scope: !830, file: !1, line: 94, type: !32)
!842 = !DILocation(line: 94, column: 50, scope: !830)
!843 = !DILocation(line: 94, column: 71, scope: !830)
!844 = !DILocation(line: 94, column: 62, scope: !830)
!845 = !DILocation(line: 94, column: 68, scope: !830)
!846 = !DILocation(line: 94, column: 55, scope: !830)
!847 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !802, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !848, retainedNodes: !71)
!848 = !DISubprogram(name: "__invoke", scope: !802, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!849 = !DILocalVariable(name: "o", arg: 1, scope: !847, type: !48)
!850 = !DILocation(line: 0, scope: !847)
!851 = !DILocation(line: 86, column: 16, scope: !847)
!852 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !802, file: !1, line: 86, type: !853, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !855, retainedNodes: !71)
!853 = !DISubroutineType(types: !854)
!854 = !{null, !805, !48}
!855 = !DISubprogram(name: "operator()", scope: !802, file: !1, line: 86, type: !856, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!591, !805, !48}
!858 = !DILocalVariable(name: "this", arg: 1, scope: !852, type: !809, flags: DIFlagArtificial | DIFlagObjectPointer)
!859 = !DILocation(line: 0, scope: !852)
!860 = !DILocalVariable(name: "o", arg: 2, scope: !852, file: !1, line: 86, type: !48)
!861 = !DILocation(line: 86, column: 25, scope: !852)
!862 = !DILocation(line: 86, column: 47, scope: !852)
!863 = !DILocation(line: 86, column: 30, scope: !852)
!864 = !DILocation(line: 86, column: 62, scope: !852)
!865 = !DILocation(line: 86, column: 57, scope: !852)
!866 = !DILocation(line: 86, column: 66, scope: !852)
!867 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !867, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DILocation(line: 0, scope: !867)
!870 = !DILocalVariable(name: "p", arg: 2, scope: !867, file: !1, line: 24, type: !78)
!871 = !DILocation(line: 24, column: 21, scope: !867)
!872 = !DILocation(line: 24, column: 36, scope: !867)
!873 = !DILocation(line: 24, column: 39, scope: !867)
!874 = !DILocation(line: 24, column: 43, scope: !867)
!875 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!876 = !DILocalVariable(name: "this", arg: 1, scope: !875, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!877 = !DILocation(line: 0, scope: !875)
!878 = !DILocation(line: 29, column: 22, scope: !879)
!879 = distinct !DILexicalBlock(scope: !875, file: !1, line: 29, column: 22)
!880 = !DILocation(line: 29, column: 22, scope: !875)
!881 = !DILocation(line: 29, column: 28, scope: !882)
!882 = distinct !DILexicalBlock(scope: !879, file: !1, line: 29, column: 26)
!883 = !DILocation(line: 29, column: 33, scope: !882)
!884 = !DILocation(line: 29, column: 43, scope: !882)
!885 = !DILocation(line: 29, column: 38, scope: !882)
!886 = !DILocation(line: 29, column: 48, scope: !882)
!887 = !DILocation(line: 29, column: 51, scope: !882)
!888 = !DILocation(line: 29, column: 62, scope: !882)
!889 = !DILocation(line: 29, column: 64, scope: !875)
!890 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!891 = !DILocalVariable(name: "this", arg: 1, scope: !890, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!892 = !DILocation(line: 0, scope: !890)
!893 = !DILocalVariable(name: "x", arg: 2, scope: !890, file: !1, line: 63, type: !32)
!894 = !DILocation(line: 63, column: 50, scope: !890)
!895 = !DILocation(line: 63, column: 66, scope: !890)
!896 = !DILocation(line: 63, column: 64, scope: !890)
!897 = !DILocation(line: 63, column: 55, scope: !890)
!898 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !899, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !904, retainedNodes: !71)
!899 = !DISubroutineType(types: !900)
!900 = !{!901, !906}
!901 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !902, size: 64)
!902 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !903, file: !1, line: 16, baseType: !162)
!903 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !904)
!904 = !{!905}
!905 = !DITemplateTypeParameter(name: "T", type: !906)
!906 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 64)
!907 = !DILocalVariable(name: "t", arg: 1, scope: !898, file: !1, line: 17, type: !906)
!908 = !DILocation(line: 17, column: 63, scope: !898)
!909 = !DILocation(line: 17, column: 120, scope: !898)
!910 = !DILocation(line: 17, column: 68, scope: !898)
!911 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !912, file: !1, line: 85, type: !919, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !921, retainedNodes: !71)
!912 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !649, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !913)
!913 = !{!914}
!914 = !DISubprogram(name: "operator()", scope: !912, file: !1, line: 85, type: !915, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!915 = !DISubroutineType(types: !916)
!916 = !{!33, !917, !48, !33, !33}
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !918, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!918 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !912)
!919 = !DISubroutineType(types: !920)
!920 = !{!168, !917}
!921 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !912, type: !919, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!922 = !DILocalVariable(name: "this", arg: 1, scope: !911, type: !923, flags: DIFlagArtificial | DIFlagObjectPointer)
!923 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !918, size: 64)
!924 = !DILocation(line: 0, scope: !911)
!925 = !DILocation(line: 85, column: 13, scope: !911)
!926 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !927, file: !1, line: 86, type: !928, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !932, retainedNodes: !71)
!927 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !649, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!928 = !DISubroutineType(types: !929)
!929 = !{!54, !930}
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !931, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!931 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !927)
!932 = !DISubprogram(name: "operator void (*)(void *)", scope: !927, type: !928, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !926, type: !934, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !931, size: 64)
!935 = !DILocation(line: 0, scope: !926)
!936 = !DILocation(line: 86, column: 16, scope: !926)
!937 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !912, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !938, retainedNodes: !71)
!938 = !DISubprogram(name: "__invoke", scope: !912, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!939 = !DILocalVariable(name: "o", arg: 1, scope: !937, type: !48)
!940 = !DILocation(line: 0, scope: !937)
!941 = !DILocalVariable(name: "a", arg: 2, scope: !937, type: !33)
!942 = !DILocalVariable(name: "a", arg: 3, scope: !937, type: !33)
!943 = !DILocation(line: 85, column: 13, scope: !937)
!944 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !912, file: !1, line: 85, type: !915, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !914, retainedNodes: !71)
!945 = !DILocalVariable(name: "this", arg: 1, scope: !944, type: !923, flags: DIFlagArtificial | DIFlagObjectPointer)
!946 = !DILocation(line: 0, scope: !944)
!947 = !DILocalVariable(name: "o", arg: 2, scope: !944, file: !1, line: 85, type: !48)
!948 = !DILocation(line: 85, column: 22, scope: !944)
!949 = !DILocalVariable(name: "a", arg: 3, scope: !944, file: !1, line: 85, type: !33)
!950 = !DILocation(line: 85, column: 30, scope: !944)
!951 = !DILocalVariable(name: "a", arg: 4, scope: !944, file: !1, line: 85, type: !33)
!952 = !DILocation(line: 85, column: 66, scope: !944)
!953 = !DILocation(line: 85, column: 49, scope: !944)
!954 = !DILocation(line: 85, column: 70, scope: !944)
!955 = !DILocation(line: 85, column: 47, scope: !944)
!956 = !DILocation(line: 85, column: 40, scope: !944)
!957 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !958, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !962, retainedNodes: !71)
!958 = !DISubroutineType(types: !959)
!959 = !{!33, !960, !33, !33}
!960 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !961, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!961 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!962 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !963, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!963 = !DISubroutineType(types: !964)
!964 = !{!591, !960, !33, !33}
!965 = !DILocalVariable(name: "this", arg: 1, scope: !957, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !961, size: 64)
!967 = !DILocation(line: 0, scope: !957)
!968 = !DILocalVariable(name: "x", arg: 2, scope: !957, file: !1, line: 147, type: !33)
!969 = !DILocation(line: 147, column: 52, scope: !957)
!970 = !DILocalVariable(name: "y", arg: 3, scope: !957, file: !1, line: 147, type: !33)
!971 = !DILocation(line: 147, column: 62, scope: !957)
!972 = !DILocation(line: 147, column: 74, scope: !957)
!973 = !DILocation(line: 147, column: 78, scope: !957)
!974 = !DILocation(line: 147, column: 82, scope: !957)
!975 = !DILocation(line: 147, column: 86, scope: !957)
!976 = !DILocation(line: 147, column: 84, scope: !957)
!977 = !DILocation(line: 147, column: 80, scope: !957)
!978 = !DILocation(line: 147, column: 67, scope: !957)
!979 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !927, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !980, retainedNodes: !71)
!980 = !DISubprogram(name: "__invoke", scope: !927, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!981 = !DILocalVariable(name: "o", arg: 1, scope: !979, type: !48)
!982 = !DILocation(line: 0, scope: !979)
!983 = !DILocation(line: 86, column: 16, scope: !979)
!984 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !927, file: !1, line: 86, type: !985, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !987, retainedNodes: !71)
!985 = !DISubroutineType(types: !986)
!986 = !{null, !930, !48}
!987 = !DISubprogram(name: "operator()", scope: !927, file: !1, line: 86, type: !988, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!988 = !DISubroutineType(types: !989)
!989 = !{!591, !930, !48}
!990 = !DILocalVariable(name: "this", arg: 1, scope: !984, type: !934, flags: DIFlagArtificial | DIFlagObjectPointer)
!991 = !DILocation(line: 0, scope: !984)
!992 = !DILocalVariable(name: "o", arg: 2, scope: !984, file: !1, line: 86, type: !48)
!993 = !DILocation(line: 86, column: 25, scope: !984)
!994 = !DILocation(line: 86, column: 47, scope: !984)
!995 = !DILocation(line: 86, column: 30, scope: !984)
!996 = !DILocation(line: 86, column: 62, scope: !984)
!997 = !DILocation(line: 86, column: 57, scope: !984)
!998 = !DILocation(line: 86, column: 66, scope: !984)

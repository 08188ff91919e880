; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !163 {
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !193, metadata !DIExpression()), !dbg !194
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 8 %2), !dbg !195
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !196, metadata !DIExpression()), !dbg !197
  %28 = invoke noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %29 unwind label %119, !dbg !198

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3, %class.Owner* noundef nonnull align 8 dereferenceable(8) %28) #10, !dbg !198
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2)
          to label %31 unwind label %123, !dbg !199

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !200
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %34 unwind label %123, !dbg !201

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !202
  %36 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %123, !dbg !203

37:                                               ; preds = %34
  %38 = bitcast %struct.Bird* %36 to i8* (%struct.Bird*)***, !dbg !204
  %39 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %38, align 8, !dbg !204
  %40 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %39, i64 2, !dbg !204
  %41 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, align 8, !dbg !204
  %42 = invoke noundef i8* %41(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %36)
          to label %43 unwind label %123, !dbg !204

43:                                               ; preds = %37
  %44 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef signext %32, i32 noundef signext %35, i8* noundef %42)
          to label %45 unwind label %123, !dbg !205

45:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata %struct.Point3* %6, metadata !206, metadata !DIExpression()), !dbg !212
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef signext 7)
          to label %46 unwind label %123, !dbg !213

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0, !dbg !214
  %48 = load i32, i32* %47, align 4, !dbg !215
  %49 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1, !dbg !216
  %50 = load i32, i32* %49, align 4, !dbg !217
  %51 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2, !dbg !218
  %52 = load i32, i32* %51, align 4, !dbg !219
  %53 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %48, i32 noundef signext %50, i32 noundef signext %52)
          to label %54 unwind label %123, !dbg !220

54:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata [3 x i32]* %7, metadata !221, metadata !DIExpression()), !dbg !225
  %55 = bitcast [3 x i32]* %7 to i8*, !dbg !225
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %55, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i64 12, i1 false), !dbg !225
  call void @llvm.dbg.declare(metadata [3 x i32]** %8, metadata !226, metadata !DIExpression()), !dbg !228
  store [3 x i32]* %7, [3 x i32]** %8, align 8, !dbg !228
  %56 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !229
  %57 = getelementptr inbounds [3 x i32], [3 x i32]* %56, i64 0, i64 1, !dbg !229
  store i32 50, i32* %57, align 4, !dbg !230
  %58 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !231
  %59 = getelementptr inbounds [3 x i32], [3 x i32]* %58, i64 0, i64 0, !dbg !231
  %60 = load i32, i32* %59, align 4, !dbg !232
  %61 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 1, !dbg !233
  %62 = load i32, i32* %61, align 4, !dbg !233
  %63 = load [3 x i32]*, [3 x i32]** %8, align 8, !dbg !234
  %64 = getelementptr inbounds [3 x i32], [3 x i32]* %63, i64 0, i64 2, !dbg !234
  %65 = load i32, i32* %64, align 4, !dbg !235
  %66 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %60, i32 noundef signext %62, i32 noundef signext %65)
          to label %67 unwind label %123, !dbg !236

67:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !237, metadata !DIExpression()), !dbg !238
  %68 = bitcast %struct.Vec2* %9 to i8*, !dbg !238
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %68, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i64 8, i1 false), !dbg !238
  call void @llvm.dbg.declare(metadata %struct.Vec2* %10, metadata !239, metadata !DIExpression()), !dbg !240
  %69 = bitcast %struct.Vec2* %10 to i8*, !dbg !240
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i64 8, i1 false), !dbg !240
  %70 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef signext 1)
          to label %71 unwind label %123, !dbg !241

71:                                               ; preds = %67
  %72 = load float, float* %70, align 4, !dbg !242
  %73 = fadd float %72, 1.000000e+00, !dbg !242
  store float %73, float* %70, align 4, !dbg !242
  %74 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !243
  %75 = load float, float* %74, align 4, !dbg !243
  %76 = fpext float %75 to double, !dbg !244
  %77 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !245
  %78 = load float, float* %77, align 4, !dbg !245
  %79 = fpext float %78 to double, !dbg !246
  %80 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0, !dbg !247
  store float 2.500000e+00, float* %80, align 4, !dbg !247
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1, !dbg !247
  store float 4.000000e+00, float* %81, align 4, !dbg !247
  %82 = bitcast %struct.Vec2* %11 to i64*, !dbg !248
  %83 = load i64, i64* %82, align 4, !dbg !248
  %84 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, i64 %83)
          to label %85 unwind label %123, !dbg !248

85:                                               ; preds = %71
  %86 = zext i1 %84 to i32, !dbg !249
  %87 = invoke noundef signext i32 @_Z3fibi(i32 noundef signext 15)
          to label %88 unwind label %123, !dbg !250

88:                                               ; preds = %85
  %89 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i64 0, i64 0), double noundef %76, double noundef %79, i32 noundef signext %86, i32 noundef signext %87)
          to label %90 unwind label %123, !dbg !251

90:                                               ; preds = %88
  %91 = invoke noundef signext i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
          to label %92 unwind label %123, !dbg !252

92:                                               ; preds = %90
  %93 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %94 unwind label %123, !dbg !253

94:                                               ; preds = %92
  %95 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %91, double noundef %93)
          to label %96 unwind label %123, !dbg !254

96:                                               ; preds = %94
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef signext 1, i8 noundef zeroext 65, i64 noundef 3, i16 noundef signext -4)
          to label %97 unwind label %123, !dbg !255

97:                                               ; preds = %96
  %98 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef signext 3)
          to label %99 unwind label %123, !dbg !256

99:                                               ; preds = %97
  %100 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %101 unwind label %123, !dbg !257

101:                                              ; preds = %99
  %102 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
          to label %103 unwind label %123, !dbg !258

103:                                              ; preds = %101
  %104 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i8* noundef %98, i8* noundef %100, i8* noundef %102)
          to label %105 unwind label %123, !dbg !259

105:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata %struct.Doubler* %12, metadata !260, metadata !DIExpression()), !dbg !261
  call void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10, !dbg !261
  call void @llvm.dbg.declare(metadata i32* %13, metadata !262, metadata !DIExpression()), !dbg !263
  store i32 0, i32* %13, align 4, !dbg !263
  call void @llvm.dbg.declare(metadata i32* %14, metadata !264, metadata !DIExpression()), !dbg !266
  store i32 0, i32* %14, align 4, !dbg !266
  br label %106, !dbg !267

106:                                              ; preds = %116, %105
  %107 = load i32, i32* %14, align 4, !dbg !268
  %108 = icmp slt i32 %107, 4, !dbg !270
  br i1 %108, label %109, label %127, !dbg !271

109:                                              ; preds = %106
  %110 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !272
  %111 = load i32, i32* %14, align 4, !dbg !273
  %112 = invoke noundef signext i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %110, i32 noundef signext %111)
          to label %113 unwind label %123, !dbg !274

113:                                              ; preds = %109
  %114 = load i32, i32* %13, align 4, !dbg !275
  %115 = add nsw i32 %114, %112, !dbg !275
  store i32 %115, i32* %13, align 4, !dbg !275
  br label %116, !dbg !276

116:                                              ; preds = %113
  %117 = load i32, i32* %14, align 4, !dbg !277
  %118 = add nsw i32 %117, 1, !dbg !277
  store i32 %118, i32* %14, align 4, !dbg !277
  br label %106, !dbg !278, !llvm.loop !279

119:                                              ; preds = %0
  %120 = landingpad { i8*, i32 }
          cleanup, !dbg !282
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !282
  store i8* %121, i8** %4, align 8, !dbg !282
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !282
  store i32 %122, i32* %5, align 4, !dbg !282
  br label %246, !dbg !282

123:                                              ; preds = %139, %135, %133, %127, %109, %103, %101, %99, %97, %96, %94, %92, %90, %88, %85, %71, %67, %54, %46, %45, %43, %37, %34, %31, %29
  %124 = landingpad { i8*, i32 }
          cleanup, !dbg !282
  %125 = extractvalue { i8*, i32 } %124, 0, !dbg !282
  store i8* %125, i8** %4, align 8, !dbg !282
  %126 = extractvalue { i8*, i32 } %124, 1, !dbg !282
  store i32 %126, i32* %5, align 4, !dbg !282
  br label %245, !dbg !282

127:                                              ; preds = %106
  %128 = load i32, i32* %13, align 4, !dbg !283
  %129 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !284
  %130 = getelementptr inbounds %struct.Counter, %struct.Counter* %129, i32 0, i32 0, !dbg !285
  %131 = load i32, i32* %130, align 4, !dbg !285
  %132 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %128, i32 noundef signext %131)
          to label %133 unwind label %123, !dbg !286

133:                                              ; preds = %127
  call void @llvm.dbg.declare(metadata i8* %15, metadata !287, metadata !DIExpression()), !dbg !288
  %134 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %135 unwind label %123, !dbg !289

135:                                              ; preds = %133
  store i8 %134, i8* %15, align 1, !dbg !288
  %136 = load i8, i8* %15, align 1, !dbg !290
  %137 = zext i8 %136 to i32, !dbg !291
  %138 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %137)
          to label %139 unwind label %123, !dbg !292

139:                                              ; preds = %135
  call void @llvm.dbg.declare(metadata i64* %16, metadata !293, metadata !DIExpression()), !dbg !295
  store i64 8, i64* %16, align 8, !dbg !295
  call void @llvm.dbg.declare(metadata { i64, i64 }* %17, metadata !296, metadata !DIExpression()), !dbg !298
  store { i64, i64 } { i64 17, i64 0 }, { i64, i64 }* %17, align 8, !dbg !298
  call void @llvm.dbg.declare(metadata { i64, i64 }* %18, metadata !299, metadata !DIExpression()), !dbg !301
  store { i64, i64 } { i64 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i64), i64 0 }, { i64, i64 }* %18, align 8, !dbg !301
  call void @llvm.dbg.declare(metadata %struct.Bird* %19, metadata !302, metadata !DIExpression()), !dbg !303
  invoke void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19)
          to label %140 unwind label %123, !dbg !303

140:                                              ; preds = %139
  call void @llvm.dbg.declare(metadata %struct.Animal** %20, metadata !304, metadata !DIExpression()), !dbg !306
  %141 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !307
  store %struct.Animal* %141, %struct.Animal** %20, align 8, !dbg !306
  %142 = load %struct.Animal*, %struct.Animal** %20, align 8, !dbg !308
  %143 = load i64, i64* %16, align 8, !dbg !309
  %144 = bitcast %struct.Animal* %142 to i8*, !dbg !310
  %145 = getelementptr inbounds i8, i8* %144, i64 %143, !dbg !310
  %146 = bitcast i8* %145 to i32*, !dbg !310
  %147 = load i32, i32* %146, align 4, !dbg !310
  %148 = load %struct.Animal*, %struct.Animal** %20, align 8, !dbg !311
  %149 = load { i64, i64 }, { i64, i64 }* %17, align 8, !dbg !312
  %150 = extractvalue { i64, i64 } %149, 1, !dbg !313
  %151 = bitcast %struct.Animal* %148 to i8*, !dbg !313
  %152 = getelementptr inbounds i8, i8* %151, i64 %150, !dbg !313
  %153 = bitcast i8* %152 to %struct.Animal*, !dbg !313
  %154 = extractvalue { i64, i64 } %149, 0, !dbg !313
  %155 = and i64 %154, 1, !dbg !313
  %156 = icmp ne i64 %155, 0, !dbg !313
  br i1 %156, label %157, label %164, !dbg !313

157:                                              ; preds = %140
  %158 = bitcast %struct.Animal* %153 to i8**, !dbg !313
  %159 = load i8*, i8** %158, align 8, !dbg !313
  %160 = sub i64 %154, 1, !dbg !313
  %161 = getelementptr i8, i8* %159, i64 %160, !dbg !313, !nosanitize !71
  %162 = bitcast i8* %161 to i8* (%struct.Animal*)**, !dbg !313, !nosanitize !71
  %163 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %162, align 8, !dbg !313, !nosanitize !71
  br label %166, !dbg !313

164:                                              ; preds = %140
  %165 = inttoptr i64 %154 to i8* (%struct.Animal*)*, !dbg !313
  br label %166, !dbg !313

166:                                              ; preds = %164, %157
  %167 = phi i8* (%struct.Animal*)* [ %163, %157 ], [ %165, %164 ], !dbg !313
  %168 = invoke noundef i8* %167(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %153)
          to label %169 unwind label %186, !dbg !313

169:                                              ; preds = %166
  %170 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !314
  %171 = load { i64, i64 }, { i64, i64 }* %18, align 8, !dbg !315
  %172 = extractvalue { i64, i64 } %171, 1, !dbg !316
  %173 = bitcast %struct.Animal* %170 to i8*, !dbg !316
  %174 = getelementptr inbounds i8, i8* %173, i64 %172, !dbg !316
  %175 = bitcast i8* %174 to %struct.Animal*, !dbg !316
  %176 = extractvalue { i64, i64 } %171, 0, !dbg !316
  %177 = and i64 %176, 1, !dbg !316
  %178 = icmp ne i64 %177, 0, !dbg !316
  br i1 %178, label %179, label %190, !dbg !316

179:                                              ; preds = %169
  %180 = bitcast %struct.Animal* %175 to i8**, !dbg !316
  %181 = load i8*, i8** %180, align 8, !dbg !316
  %182 = sub i64 %176, 1, !dbg !316
  %183 = getelementptr i8, i8* %181, i64 %182, !dbg !316, !nosanitize !71
  %184 = bitcast i8* %183 to i32 (%struct.Animal*)**, !dbg !316, !nosanitize !71
  %185 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %184, align 8, !dbg !316, !nosanitize !71
  br label %192, !dbg !316

186:                                              ; preds = %225, %220, %218, %216, %214, %197, %195, %192, %166
  %187 = landingpad { i8*, i32 }
          cleanup, !dbg !282
  %188 = extractvalue { i8*, i32 } %187, 0, !dbg !282
  store i8* %188, i8** %4, align 8, !dbg !282
  %189 = extractvalue { i8*, i32 } %187, 1, !dbg !282
  store i32 %189, i32* %5, align 4, !dbg !282
  br label %244, !dbg !282

190:                                              ; preds = %169
  %191 = inttoptr i64 %176 to i32 (%struct.Animal*)*, !dbg !316
  br label %192, !dbg !316

192:                                              ; preds = %190, %179
  %193 = phi i32 (%struct.Animal*)* [ %185, %179 ], [ %191, %190 ], !dbg !316
  %194 = invoke noundef signext i32 %193(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %175)
          to label %195 unwind label %186, !dbg !316

195:                                              ; preds = %192
  %196 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %147, i8* noundef %168, i32 noundef signext %194)
          to label %197 unwind label %186, !dbg !317

197:                                              ; preds = %195
  call void @llvm.dbg.declare(metadata i32* %21, metadata !318, metadata !DIExpression()), !dbg !319
  store i32 10, i32* %21, align 4, !dbg !319
  call void @llvm.dbg.declare(metadata %class.anon* %22, metadata !320, metadata !DIExpression()), !dbg !325
  %198 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0, !dbg !326
  store i32 0, i32* %198, align 4, !dbg !326
  %199 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1, !dbg !326
  %200 = load i32, i32* %21, align 4, !dbg !327
  store i32 %200, i32* %199, align 4, !dbg !326
  %201 = invoke noundef signext i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %202 unwind label %186, !dbg !328

202:                                              ; preds = %197
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !329, metadata !DIExpression()), !dbg !334
  %203 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !335
  %204 = load i32, i32* %21, align 4, !dbg !336
  store i32 %204, i32* %203, align 4, !dbg !335
  %205 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1, !dbg !335
  %206 = getelementptr inbounds [3 x i32], [3 x i32]* %205, i64 0, i64 0, !dbg !336
  br label %207, !dbg !336

207:                                              ; preds = %207, %202
  %208 = phi i64 [ 0, %202 ], [ %212, %207 ], !dbg !336
  %209 = getelementptr inbounds i32, i32* %206, i64 %208, !dbg !336
  %210 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 %208, !dbg !336
  %211 = load i32, i32* %210, align 4, !dbg !336
  store i32 %211, i32* %209, align 4, !dbg !336
  %212 = add nuw i64 %208, 1, !dbg !336
  %213 = icmp eq i64 %212, 3, !dbg !336
  br i1 %213, label %214, label %207, !dbg !336

214:                                              ; preds = %207
  %215 = invoke noundef signext i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %216 unwind label %186, !dbg !337

216:                                              ; preds = %214
  %217 = invoke noundef signext i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %218 unwind label %186, !dbg !338

218:                                              ; preds = %216
  %219 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %215, i32 noundef signext %217)
          to label %220 unwind label %186, !dbg !339

220:                                              ; preds = %218
  call void @llvm.dbg.declare(metadata %struct.Accum* %24, metadata !340, metadata !DIExpression()), !dbg !341
  call void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10, !dbg !341
  call void @llvm.dbg.declare(metadata %class.Function* %25, metadata !342, metadata !DIExpression()), !dbg !344
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 8 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %221 unwind label %186, !dbg !345

221:                                              ; preds = %220
  %222 = invoke noundef signext i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %25, i32 noundef signext 5)
          to label %223 unwind label %236, !dbg !346

223:                                              ; preds = %221
  %224 = invoke noundef signext i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %25, i32 noundef signext 6)
          to label %225 unwind label %236, !dbg !347

225:                                              ; preds = %223
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %25) #10, !dbg !348
  call void @llvm.dbg.declare(metadata %class.Function.1* %26, metadata !349, metadata !DIExpression()), !dbg !350
  %226 = getelementptr inbounds %class.anon.2, %class.anon.2* %27, i32 0, i32 0, !dbg !351
  %227 = load i8, i8* %226, align 1, !dbg !351
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26, i8 %227)
          to label %228 unwind label %186, !dbg !351

228:                                              ; preds = %225
  %229 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0, !dbg !352
  %230 = load i32, i32* %229, align 4, !dbg !352
  %231 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %232 unwind label %240, !dbg !353

232:                                              ; preds = %228
  %233 = invoke signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %230, double noundef %231)
          to label %234 unwind label %240, !dbg !354

234:                                              ; preds = %232
  store i32 0, i32* %1, align 4, !dbg !355
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26) #10, !dbg !282
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19) #10, !dbg !282
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !282
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10, !dbg !282
  %235 = load i32, i32* %1, align 4, !dbg !282
  ret i32 %235, !dbg !282

236:                                              ; preds = %223, %221
  %237 = landingpad { i8*, i32 }
          cleanup, !dbg !356
  %238 = extractvalue { i8*, i32 } %237, 0, !dbg !356
  store i8* %238, i8** %4, align 8, !dbg !356
  %239 = extractvalue { i8*, i32 } %237, 1, !dbg !356
  store i32 %239, i32* %5, align 4, !dbg !356
  call void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %25) #10, !dbg !348
  br label %244, !dbg !348

240:                                              ; preds = %232, %228
  %241 = landingpad { i8*, i32 }
          cleanup, !dbg !282
  %242 = extractvalue { i8*, i32 } %241, 0, !dbg !282
  store i8* %242, i8** %4, align 8, !dbg !282
  %243 = extractvalue { i8*, i32 } %241, 1, !dbg !282
  store i32 %243, i32* %5, align 4, !dbg !282
  call void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %26) #10, !dbg !282
  br label %244, !dbg !282

244:                                              ; preds = %240, %236, %186
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %19) #10, !dbg !282
  br label %245, !dbg !282

245:                                              ; preds = %244, %123
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3) #10, !dbg !282
  br label %246, !dbg !282

246:                                              ; preds = %245, %119
  call void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %2) #10, !dbg !282
  br label %247, !dbg !282

247:                                              ; preds = %246
  %248 = load i8*, i8** %4, align 8, !dbg !282
  %249 = load i32, i32* %5, align 4, !dbg !282
  %250 = insertvalue { i8*, i32 } undef, i8* %248, 0, !dbg !282
  %251 = insertvalue { i8*, i32 } %250, i32 %249, 1, !dbg !282
  resume { i8*, i32 } %251, !dbg !282
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 8 %0) #2 comdat !dbg !357 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !362, metadata !DIExpression()), !dbg !363
  %5 = call i8* @malloc(i64 noundef 16), !dbg !364
  store i8* %5, i8** %3, align 8, !dbg !363
  %6 = load i8*, i8** %3, align 8, !dbg !365
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !366
  call void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %7), !dbg !367
  call void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %7), !dbg !368
  ret void, !dbg !369
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !370 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !378, metadata !DIExpression()), !dbg !379
  %3 = load %class.Owner*, %class.Owner** %2, align 8, !dbg !380
  ret %class.Owner* %3, !dbg !381
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %class.Owner* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #4 comdat align 2 !dbg !382 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !383, metadata !DIExpression()), !dbg !385
  store %class.Owner* %1, %class.Owner** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !386, metadata !DIExpression()), !dbg !387
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !388
  %7 = load %class.Owner*, %class.Owner** %4, align 8, !dbg !389
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !390
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !390
  store %struct.Bird* %9, %struct.Bird** %6, align 8, !dbg !388
  %10 = load %class.Owner*, %class.Owner** %4, align 8, !dbg !391
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !393
  store %struct.Bird* null, %struct.Bird** %11, align 8, !dbg !394
  ret void, !dbg !395
}

declare signext i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !396 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !397, metadata !DIExpression()), !dbg !399
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !400
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !400
  %6 = icmp ne %struct.Bird* %5, null, !dbg !401
  ret i1 %6, !dbg !402
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !403 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !404, metadata !DIExpression()), !dbg !405
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !406
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !406
  ret %struct.Bird* %5, !dbg !407
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef signext %1) #3 !dbg !408 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !411, metadata !DIExpression()), !dbg !412
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !413
  %5 = load i32, i32* %3, align 4, !dbg !414
  store i32 %5, i32* %4, align 4, !dbg !413
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !413
  %7 = load i32, i32* %3, align 4, !dbg !415
  %8 = mul nsw i32 %7, 2, !dbg !416
  store i32 %8, i32* %6, align 4, !dbg !413
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !413
  %10 = load i32, i32* %3, align 4, !dbg !417
  %11 = mul nsw i32 %10, 3, !dbg !418
  store i32 %11, i32* %9, align 4, !dbg !413
  ret void, !dbg !419
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef signext %1) #3 comdat align 2 !dbg !420 {
  %3 = alloca %struct.Vec2*, align 8
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !421, metadata !DIExpression()), !dbg !423
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !424, metadata !DIExpression()), !dbg !425
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !426
  %7 = icmp ne i32 %6, 0, !dbg !426
  br i1 %7, label %8, label %10, !dbg !426

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !427
  br label %12, !dbg !426

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !428
  br label %12, !dbg !426

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !426
  ret float* %13, !dbg !429
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #3 comdat align 2 !dbg !430 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 8
  %5 = bitcast %struct.Vec2* %3 to i64*
  store i64 %1, i64* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !431, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.declare(metadata %struct.Vec2* %3, metadata !434, metadata !DIExpression()), !dbg !435
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0, !dbg !436
  %8 = load float, float* %7, align 4, !dbg !436
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0, !dbg !437
  %10 = load float, float* %9, align 4, !dbg !437
  %11 = fcmp oeq float %8, %10, !dbg !438
  br i1 %11, label %12, label %18, !dbg !439

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1, !dbg !440
  %14 = load float, float* %13, align 4, !dbg !440
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1, !dbg !441
  %16 = load float, float* %15, align 4, !dbg !441
  %17 = fcmp oeq float %14, %16, !dbg !442
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ], !dbg !433
  ret i1 %19, !dbg !443
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z3fibi(i32 noundef signext %0) #2 comdat !dbg !444 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !445, metadata !DIExpression()), !dbg !446
  %3 = load i32, i32* %2, align 4, !dbg !447
  %4 = icmp slt i32 %3, 2, !dbg !448
  br i1 %4, label %5, label %7, !dbg !447

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !449
  br label %15, !dbg !447

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !450
  %9 = sub nsw i32 %8, 1, !dbg !451
  %10 = call noundef signext i32 @_Z3fibi(i32 noundef signext %9), !dbg !452
  %11 = load i32, i32* %2, align 4, !dbg !453
  %12 = sub nsw i32 %11, 2, !dbg !454
  %13 = call noundef signext i32 @_Z3fibi(i32 noundef signext %12), !dbg !455
  %14 = add nsw i32 %10, %13, !dbg !456
  br label %15, !dbg !447

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !447
  ret i32 %16, !dbg !457
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #3 comdat !dbg !458 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !465, metadata !DIExpression()), !dbg !466
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !467, metadata !DIExpression()), !dbg !466
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !468, metadata !DIExpression()), !dbg !466
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !469, metadata !DIExpression()), !dbg !466
  %9 = load i32, i32* %5, align 4, !dbg !470
  %10 = load i32, i32* %6, align 4, !dbg !470
  %11 = load i32, i32* %7, align 4, !dbg !470
  %12 = load i32, i32* %8, align 4, !dbg !470
  %13 = add nsw i32 %12, 0, !dbg !471
  %14 = add nsw i32 %11, %13, !dbg !471
  %15 = add nsw i32 %10, %14, !dbg !471
  %16 = add nsw i32 %9, %15, !dbg !471
  ret i32 %16, !dbg !472
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 comdat !dbg !473 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !481, metadata !DIExpression()), !dbg !482
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !483, metadata !DIExpression()), !dbg !482
  %5 = load double, double* %3, align 8, !dbg !484
  %6 = load float, float* %4, align 4, !dbg !484
  %7 = fadd float %6, 0.000000e+00, !dbg !485
  %8 = fpext float %7 to double, !dbg !484
  %9 = fadd double %5, %8, !dbg !485
  ret double %9, !dbg !486
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef signext %0, i8 noundef zeroext %1, i64 noundef %2, i16 noundef signext %3) #2 comdat !dbg !487 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !497, metadata !DIExpression()), !dbg !498
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !499, metadata !DIExpression()), !dbg !498
  store i64 %2, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !500, metadata !DIExpression()), !dbg !498
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !501, metadata !DIExpression()), !dbg !498
  %9 = load i32, i32* %5, align 4, !dbg !502
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %9), !dbg !503
  %11 = load i8, i8* %6, align 1, !dbg !502
  %12 = zext i8 %11 to i32, !dbg !502
  %13 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %12), !dbg !503
  %14 = load i64, i64* %7, align 8, !dbg !502
  %15 = trunc i64 %14 to i32, !dbg !502
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %15), !dbg !503
  %17 = load i16, i16* %8, align 2, !dbg !502
  %18 = sext i16 %17 to i32, !dbg !502
  %19 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %18), !dbg !503
  %20 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)), !dbg !504
  ret void, !dbg !505
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIiEPKcT_(i32 noundef signext %0) #3 comdat !dbg !506 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !511, metadata !DIExpression()), !dbg !512
  %3 = load i32, i32* %2, align 4, !dbg !513
  %4 = icmp sgt i32 %3, 0, !dbg !515
  %5 = zext i1 %4 to i64, !dbg !513
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), !dbg !513
  ret i8* %6, !dbg !516
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 comdat !dbg !517 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !522, metadata !DIExpression()), !dbg !523
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), !dbg !524
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 comdat !dbg !527 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !532, metadata !DIExpression()), !dbg !533
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), !dbg !534
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !537 {
  %2 = alloca %struct.Doubler*, align 8
  store %struct.Doubler* %0, %struct.Doubler** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !541, metadata !DIExpression()), !dbg !542
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 8
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !543
  call void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !543
  ret void, !dbg !543
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #2 comdat align 2 !dbg !544 {
  %3 = alloca %struct.Counter*, align 8
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !545, metadata !DIExpression()), !dbg !547
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !548, metadata !DIExpression()), !dbg !549
  %5 = load %struct.Counter*, %struct.Counter** %3, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !550
  %7 = load i32, i32* %6, align 4, !dbg !551
  %8 = add nsw i32 %7, 1, !dbg !551
  store i32 %8, i32* %6, align 4, !dbg !551
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !552
  %10 = load i32, i32* %4, align 4, !dbg !553
  %11 = call noundef signext i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef signext %10), !dbg !554
  ret i32 %11, !dbg !555
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 comdat !dbg !556 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !559, metadata !DIExpression()), !dbg !560
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !561, metadata !DIExpression()), !dbg !562
  %5 = load i8, i8* %3, align 1, !dbg !563
  %6 = zext i8 %5 to i32, !dbg !564
  %7 = load i8, i8* %4, align 1, !dbg !565
  %8 = zext i8 %7 to i32, !dbg !566
  %9 = or i32 %6, %8, !dbg !567
  %10 = trunc i32 %9 to i8, !dbg !568
  ret i8 %10, !dbg !569
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) #3 comdat align 2 !dbg !570 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !571, metadata !DIExpression()), !dbg !573
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !574
  %5 = load i32, i32* %4, align 8, !dbg !574
  %6 = mul nsw i32 %5, 2, !dbg !575
  ret i32 %6, !dbg !576
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !577 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !578, metadata !DIExpression()), !dbg !579
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !580
  call void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #10, !dbg !581
  %5 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !580
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8, !dbg !580
  %6 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !582
  %7 = getelementptr inbounds %struct.Animal, %struct.Animal* %6, i32 0, i32 1, !dbg !582
  store i32 2, i32* %7, align 8, !dbg !584
  ret void, !dbg !585
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !586 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !594, metadata !DIExpression()), !dbg !596
  %3 = load %class.anon*, %class.anon** %2, align 8
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !597
  %5 = load i32, i32* %4, align 4, !dbg !597
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !598
  %7 = load i32, i32* %6, align 4, !dbg !599
  %8 = add nsw i32 %7, 1, !dbg !599
  store i32 %8, i32* %6, align 4, !dbg !599
  %9 = add nsw i32 %5, %7, !dbg !600
  ret i32 %9, !dbg !601
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !602 {
  %2 = alloca %class.anon.0*, align 8
  store %class.anon.0* %0, %class.anon.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !610, metadata !DIExpression()), !dbg !612
  %3 = load %class.anon.0*, %class.anon.0** %2, align 8
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !613
  %5 = load i32, i32* %4, align 4, !dbg !613
  %6 = mul nsw i32 %5, 2, !dbg !614
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !615
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i64 0, i64 0, !dbg !615
  %9 = load i32, i32* %8, align 4, !dbg !615
  %10 = add nsw i32 %6, %9, !dbg !616
  ret i32 %10, !dbg !617
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !618 {
  %2 = alloca %struct.Accum*, align 8
  store %struct.Accum* %0, %struct.Accum** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !622, metadata !DIExpression()), !dbg !623
  %3 = load %struct.Accum*, %struct.Accum** %2, align 8
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !624
  store i32 0, i32* %4, align 4, !dbg !624
  ret void, !dbg !625
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 8 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 comdat align 2 !dbg !38 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Accum*, align 8
  %5 = alloca %class.anon.3, align 8
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 8
  store %struct.Accum* %1, %struct.Accum** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !626, metadata !DIExpression()), !dbg !627
  %7 = load %struct.Accum*, %struct.Accum** %4, align 8
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !628
  store %struct.Accum* %7, %struct.Accum** %8, align 8, !dbg !628
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !628
  %10 = load %struct.Accum*, %struct.Accum** %9, align 8, !dbg !628
  %11 = ptrtoint %struct.Accum* %10 to i64, !dbg !628
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i64 %11), !dbg !628
  ret void, !dbg !629
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef signext %1) #2 comdat align 2 !dbg !630 {
  %3 = alloca %class.Function*, align 8
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !631, metadata !DIExpression()), !dbg !633
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !634, metadata !DIExpression()), !dbg !635
  %5 = load %class.Function*, %class.Function** %3, align 8
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !636
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 8, !dbg !636
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !637
  %9 = load i8*, i8** %8, align 8, !dbg !637
  %10 = load i32, i32* %4, align 4, !dbg !638
  %11 = call noundef signext i32 %7(i8* noundef %9, i32 noundef signext %10), !dbg !636
  ret i32 %11, !dbg !639
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !640 {
  %2 = alloca %class.Function*, align 8
  store %class.Function* %0, %class.Function** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !641, metadata !DIExpression()), !dbg !643
  %3 = load %class.Function*, %class.Function** %2, align 8
  %4 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !644
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !644
  %6 = icmp ne void (i8*)* %5, null, !dbg !644
  br i1 %6, label %7, label %13, !dbg !647

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 2, !dbg !648
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !648
  %10 = getelementptr inbounds %class.Function, %class.Function* %3, i32 0, i32 0, !dbg !649
  %11 = load i8*, i8** %10, align 8, !dbg !649
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !648

12:                                               ; preds = %7
  br label %13, !dbg !648

13:                                               ; preds = %12, %1
  ret void, !dbg !650

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !648
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !648
  call void @__clang_call_terminate(i8* %16) #11, !dbg !648
  unreachable, !dbg !648
}

; Function Attrs: noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #7 align 2 !dbg !651 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, %class.anon.2* %3, i32 0, i32 0
  store i8 %1, i8* %7, align 1
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !657, metadata !DIExpression()), !dbg !659
  call void @llvm.dbg.declare(metadata %class.anon.2* %3, metadata !660, metadata !DIExpression()), !dbg !661
  %8 = load %class.Function.1*, %class.Function.1** %4, align 8
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !662
  store i8* null, i8** %9, align 8, !dbg !662
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !663
  store double (i8*, double, double)* null, double (i8*, double, double)** %10, align 8, !dbg !663
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !664
  store void (i8*)* null, void (i8*)** %11, align 8, !dbg !664
  %12 = call i8* @malloc(i64 noundef 1), !dbg !665
  %13 = bitcast i8* %12 to %class.anon.2*, !dbg !667
  %14 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %3), !dbg !668
  %15 = bitcast %class.anon.2* %13 to i8*, !dbg !667
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 0, !dbg !669
  store i8* %15, i8** %16, align 8, !dbg !670
  %17 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !671
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 1, !dbg !672
  store double (i8*, double, double)* %17, double (i8*, double, double)** %18, align 8, !dbg !673
  %19 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !674
  %20 = getelementptr inbounds %class.Function.1, %class.Function.1* %8, i32 0, i32 2, !dbg !675
  store void (i8*)* %19, void (i8*)** %20, align 8, !dbg !676
  ret void, !dbg !677
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #2 comdat align 2 !dbg !678 {
  %4 = alloca %class.Function.1*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !679, metadata !DIExpression()), !dbg !681
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !682, metadata !DIExpression()), !dbg !683
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !684, metadata !DIExpression()), !dbg !683
  %7 = load %class.Function.1*, %class.Function.1** %4, align 8
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !685
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 8, !dbg !685
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !686
  %11 = load i8*, i8** %10, align 8, !dbg !686
  %12 = load double, double* %5, align 8, !dbg !687
  %13 = load double, double* %6, align 8, !dbg !687
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !685
  ret double %14, !dbg !688
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !689 {
  %2 = alloca %class.Function.1*, align 8
  store %class.Function.1* %0, %class.Function.1** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !690, metadata !DIExpression()), !dbg !691
  %3 = load %class.Function.1*, %class.Function.1** %2, align 8
  %4 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !692
  %5 = load void (i8*)*, void (i8*)** %4, align 8, !dbg !692
  %6 = icmp ne void (i8*)* %5, null, !dbg !692
  br i1 %6, label %7, label %13, !dbg !695

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 2, !dbg !696
  %9 = load void (i8*)*, void (i8*)** %8, align 8, !dbg !696
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %3, i32 0, i32 0, !dbg !697
  %11 = load i8*, i8** %10, align 8, !dbg !697
  invoke void %9(i8* noundef %11)
          to label %12 unwind label %14, !dbg !696

12:                                               ; preds = %7
  br label %13, !dbg !696

13:                                               ; preds = %12, %1
  ret void, !dbg !698

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          catch i8* null, !dbg !696
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !696
  call void @__clang_call_terminate(i8* %16) #11, !dbg !696
  unreachable, !dbg !696
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !699 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !701, metadata !DIExpression()), !dbg !702
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !703
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %4) #10, !dbg !703
  ret void, !dbg !705
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !706 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !707, metadata !DIExpression()), !dbg !708
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !709

4:                                                ; preds = %1
  ret void, !dbg !711

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !709
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !709
  call void @__clang_call_terminate(i8* %7) #11, !dbg !709
  unreachable, !dbg !709
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 !dbg !712 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !716, metadata !DIExpression()), !dbg !717
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !718
  store i32 0, i32* %4, align 4, !dbg !718
  ret void, !dbg !719
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !720 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !722, metadata !DIExpression()), !dbg !724
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !725
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !725
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !726
  store i32 4, i32* %5, align 8, !dbg !726
  ret void, !dbg !725
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !727 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !728, metadata !DIExpression()), !dbg !729
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  call void @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %3) #10, !dbg !730
  %4 = bitcast %struct.Bird* %3 to i8*, !dbg !730
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !730
  ret void, !dbg !730
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !731 {
  %2 = alloca %struct.Bird*, align 8
  store %struct.Bird* %0, %struct.Bird** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !732, metadata !DIExpression()), !dbg !734
  %3 = load %struct.Bird*, %struct.Bird** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), !dbg !735
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !736 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !737, metadata !DIExpression()), !dbg !738
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret void, !dbg !739
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !740 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !741, metadata !DIExpression()), !dbg !742
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  call void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %3) #10, !dbg !743
  %4 = bitcast %struct.Animal* %3 to i8*, !dbg !743
  call void @_ZdlPv(i8* noundef %4) #12, !dbg !743
  ret void, !dbg !743
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !744 {
  %2 = alloca %struct.Animal*, align 8
  store %struct.Animal* %0, %struct.Animal** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !745, metadata !DIExpression()), !dbg !746
  %3 = load %struct.Animal*, %struct.Animal** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), !dbg !747
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #7 comdat align 2 !dbg !748 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca %class.Function*, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to %struct.Accum*
  store %struct.Accum* %8, %struct.Accum** %7, align 8
  store %class.Function* %0, %class.Function** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !754, metadata !DIExpression()), !dbg !755
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !756, metadata !DIExpression()), !dbg !757
  %9 = load %class.Function*, %class.Function** %4, align 8
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !758
  store i8* null, i8** %10, align 8, !dbg !758
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !759
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 8, !dbg !759
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !760
  store void (i8*)* null, void (i8*)** %12, align 8, !dbg !760
  %13 = call i8* @malloc(i64 noundef 8), !dbg !761
  %14 = bitcast i8* %13 to %class.anon.3*, !dbg !763
  %15 = call noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %3), !dbg !764
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !765
  %17 = bitcast %class.anon.3* %15 to i8*, !dbg !765
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !765
  %18 = bitcast %class.anon.3* %14 to i8*, !dbg !763
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !766
  store i8* %18, i8** %19, align 8, !dbg !767
  %20 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !768
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !769
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 8, !dbg !770
  %22 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !771
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !772
  store void (i8*)* %22, void (i8*)** %23, align 8, !dbg !773
  ret void, !dbg !774
}

declare i8* @malloc(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat !dbg !775 {
  %2 = alloca %class.anon.3*, align 8
  store %class.anon.3* %0, %class.anon.3** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !784, metadata !DIExpression()), !dbg !785
  %3 = load %class.anon.3*, %class.anon.3** %2, align 8, !dbg !786
  ret %class.anon.3* %3, !dbg !787
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !788 {
  %2 = alloca %class.anon.4*, align 8
  store %class.anon.4* %0, %class.anon.4** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !799, metadata !DIExpression()), !dbg !801
  %3 = load %class.anon.4*, %class.anon.4** %2, align 8
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !802
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !803 {
  %2 = alloca %class.anon.6*, align 8
  store %class.anon.6* %0, %class.anon.6** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !810, metadata !DIExpression()), !dbg !812
  %3 = load %class.anon.6*, %class.anon.6** %2, align 8
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !813
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef signext %1) #7 comdat align 2 !dbg !814 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !816, metadata !DIExpression()), !dbg !817
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !818, metadata !DIExpression()), !dbg !817
  %5 = load i8*, i8** %3, align 8, !dbg !819
  %6 = load i32, i32* %4, align 4, !dbg !819
  %7 = call noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef signext %6), !dbg !819
  ret i32 %7, !dbg !819
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef signext %2) #2 comdat align 2 !dbg !820 {
  %4 = alloca %class.anon.4*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !821, metadata !DIExpression()), !dbg !822
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !823, metadata !DIExpression()), !dbg !824
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !825, metadata !DIExpression()), !dbg !826
  %7 = load %class.anon.4*, %class.anon.4** %4, align 8
  %8 = load i8*, i8** %5, align 8, !dbg !827
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !828
  %10 = load i32, i32* %6, align 4, !dbg !829
  %11 = call noundef signext i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef signext %10), !dbg !830
  ret i32 %11, !dbg !831
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef signext %1) #3 comdat align 2 !dbg !832 {
  %3 = alloca %class.anon.3*, align 8
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !840, metadata !DIExpression()), !dbg !842
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !843, metadata !DIExpression()), !dbg !844
  %5 = load %class.anon.3*, %class.anon.3** %3, align 8
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 8
  %8 = load i32, i32* %4, align 4, !dbg !845
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !846
  %10 = load i32, i32* %9, align 4, !dbg !847
  %11 = add nsw i32 %10, %8, !dbg !847
  store i32 %11, i32* %9, align 4, !dbg !847
  ret i32 %11, !dbg !848
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 comdat align 2 !dbg !849 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !851, metadata !DIExpression()), !dbg !852
  %3 = load i8*, i8** %2, align 8, !dbg !853
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !853
  ret void, !dbg !853
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 comdat align 2 !dbg !854 {
  %3 = alloca %class.anon.6*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.6* %0, %class.anon.6** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !860, metadata !DIExpression()), !dbg !861
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !862, metadata !DIExpression()), !dbg !863
  %5 = load %class.anon.6*, %class.anon.6** %3, align 8
  %6 = load i8*, i8** %4, align 8, !dbg !864
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !865
  %8 = load i8*, i8** %4, align 8, !dbg !866
  call void @free(i8* noundef %8), !dbg !867
  ret void, !dbg !868
}

declare void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0, %struct.Bird* noundef %1) unnamed_addr #4 comdat align 2 !dbg !869 {
  %3 = alloca %class.Owner*, align 8
  %4 = alloca %struct.Bird*, align 8
  store %class.Owner* %0, %class.Owner** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !870, metadata !DIExpression()), !dbg !871
  store %struct.Bird* %1, %struct.Bird** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !872, metadata !DIExpression()), !dbg !873
  %5 = load %class.Owner*, %class.Owner** %3, align 8
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !874
  %7 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !875
  store %struct.Bird* %7, %struct.Bird** %6, align 8, !dbg !874
  ret void, !dbg !876
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !877 {
  %2 = alloca %class.Owner*, align 8
  store %class.Owner* %0, %class.Owner** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !878, metadata !DIExpression()), !dbg !879
  %3 = load %class.Owner*, %class.Owner** %2, align 8
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !880
  %5 = load %struct.Bird*, %struct.Bird** %4, align 8, !dbg !880
  %6 = icmp ne %struct.Bird* %5, null, !dbg !880
  br i1 %6, label %7, label %18, !dbg !882

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !883
  %9 = load %struct.Bird*, %struct.Bird** %8, align 8, !dbg !883
  %10 = bitcast %struct.Bird* %9 to void (%struct.Bird*)***, !dbg !885
  %11 = load void (%struct.Bird*)**, void (%struct.Bird*)*** %10, align 8, !dbg !885
  %12 = getelementptr inbounds void (%struct.Bird*)*, void (%struct.Bird*)** %11, i64 0, !dbg !885
  %13 = load void (%struct.Bird*)*, void (%struct.Bird*)** %12, align 8, !dbg !885
  call void %13(%struct.Bird* noundef nonnull align 8 dereferenceable(12) %9) #10, !dbg !885
  %14 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !886
  %15 = load %struct.Bird*, %struct.Bird** %14, align 8, !dbg !886
  %16 = bitcast %struct.Bird* %15 to i8*, !dbg !886
  call void @free(i8* noundef %16), !dbg !887
  %17 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !888
  store %struct.Bird* null, %struct.Bird** %17, align 8, !dbg !889
  br label %18, !dbg !890

18:                                               ; preds = %7, %1
  ret void, !dbg !891
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
define linkonce_odr dso_local noundef signext i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #3 comdat align 2 !dbg !892 {
  %3 = alloca %struct.Doubler*, align 8
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !893, metadata !DIExpression()), !dbg !894
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !895, metadata !DIExpression()), !dbg !896
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !897
  %7 = mul nsw i32 2, %6, !dbg !898
  ret i32 %7, !dbg !899
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !900 {
  %2 = alloca %class.anon.2*, align 8
  store %class.anon.2* %0, %class.anon.2** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !909, metadata !DIExpression()), !dbg !910
  %3 = load %class.anon.2*, %class.anon.2** %2, align 8, !dbg !911
  ret %class.anon.2* %3, !dbg !912
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !913 {
  %2 = alloca %class.anon.8*, align 8
  store %class.anon.8* %0, %class.anon.8** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !924, metadata !DIExpression()), !dbg !926
  %3 = load %class.anon.8*, %class.anon.8** %2, align 8
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !927
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !928 {
  %2 = alloca %class.anon.10*, align 8
  store %class.anon.10* %0, %class.anon.10** %2, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !935, metadata !DIExpression()), !dbg !937
  %3 = load %class.anon.10*, %class.anon.10** %2, align 8
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !938
}

; Function Attrs: noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 !dbg !939 {
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !941, metadata !DIExpression()), !dbg !942
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !943, metadata !DIExpression()), !dbg !942
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !944, metadata !DIExpression()), !dbg !942
  %7 = load i8*, i8** %4, align 8, !dbg !945
  %8 = load double, double* %5, align 8, !dbg !945
  %9 = load double, double* %6, align 8, !dbg !945
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !945
  ret double %10, !dbg !945
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !946 {
  %5 = alloca %class.anon.8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 8
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !947, metadata !DIExpression()), !dbg !948
  store i8* %1, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !949, metadata !DIExpression()), !dbg !950
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !951, metadata !DIExpression()), !dbg !952
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !953, metadata !DIExpression()), !dbg !952
  %9 = load %class.anon.8*, %class.anon.8** %5, align 8
  %10 = load i8*, i8** %6, align 8, !dbg !954
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !955
  %12 = load double, double* %7, align 8, !dbg !956
  %13 = load double, double* %8, align 8, !dbg !956
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !957
  ret double %14, !dbg !958
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !959 {
  %4 = alloca %class.anon.2*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !967, metadata !DIExpression()), !dbg !969
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !970, metadata !DIExpression()), !dbg !971
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !972, metadata !DIExpression()), !dbg !973
  %7 = load %class.anon.2*, %class.anon.2** %4, align 8
  %8 = load double, double* %5, align 8, !dbg !974
  %9 = load double, double* %5, align 8, !dbg !975
  %10 = load double, double* %6, align 8, !dbg !976
  %11 = load double, double* %6, align 8, !dbg !977
  %12 = fmul double %10, %11, !dbg !978
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !979
  ret double %13, !dbg !980
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 !dbg !981 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !983, metadata !DIExpression()), !dbg !984
  %3 = load i8*, i8** %2, align 8, !dbg !985
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !985
  ret void, !dbg !985
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !986 {
  %3 = alloca %class.anon.10*, align 8
  %4 = alloca i8*, align 8
  store %class.anon.10* %0, %class.anon.10** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !992, metadata !DIExpression()), !dbg !993
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !994, metadata !DIExpression()), !dbg !995
  %5 = load %class.anon.10*, %class.anon.10** %3, align 8
  %6 = load i8*, i8** %4, align 8, !dbg !996
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !997
  %8 = load i8*, i8** %4, align 8, !dbg !998
  call void @free(i8* noundef %8), !dbg !999
  ret void, !dbg !1000
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!185, !186, !187, !188, !189, !190, !191}
!llvm.ident = !{!192}

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
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!185 = !{i32 7, !"Dwarf Version", i32 5}
!186 = !{i32 2, !"Debug Info Version", i32 3}
!187 = !{i32 1, !"wchar_size", i32 4}
!188 = !{i32 7, !"PIC Level", i32 2}
!189 = !{i32 7, !"PIE Level", i32 2}
!190 = !{i32 7, !"uwtable", i32 1}
!191 = !{i32 7, !"frame-pointer", i32 2}
!192 = !{!"Debian clang version 14.0.6"}
!193 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!194 = !DILocation(line: 101, column: 8, scope: !163)
!195 = !DILocation(line: 101, column: 12, scope: !163)
!196 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!197 = !DILocation(line: 102, column: 15, scope: !163)
!198 = !DILocation(line: 102, column: 20, scope: !163)
!199 = !DILocation(line: 103, column: 36, scope: !163)
!200 = !DILocation(line: 103, column: 30, scope: !163)
!201 = !DILocation(line: 103, column: 45, scope: !163)
!202 = !DILocation(line: 103, column: 39, scope: !163)
!203 = !DILocation(line: 103, column: 49, scope: !163)
!204 = !DILocation(line: 103, column: 53, scope: !163)
!205 = !DILocation(line: 103, column: 3, scope: !163)
!206 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !207)
!207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !208, identifier: "_ZTS6Point3")
!208 = !{!209, !210, !211}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !207, file: !1, line: 97, baseType: !32, size: 32)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !207, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !207, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!212 = !DILocation(line: 105, column: 8, scope: !163)
!213 = !DILocation(line: 105, column: 23, scope: !163)
!214 = !DILocation(line: 105, column: 9, scope: !163)
!215 = !DILocation(line: 106, column: 29, scope: !163)
!216 = !DILocation(line: 105, column: 13, scope: !163)
!217 = !DILocation(line: 106, column: 33, scope: !163)
!218 = !DILocation(line: 105, column: 17, scope: !163)
!219 = !DILocation(line: 106, column: 37, scope: !163)
!220 = !DILocation(line: 106, column: 3, scope: !163)
!221 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !222)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 3)
!225 = !DILocation(line: 107, column: 7, scope: !163)
!226 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !227)
!227 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !222, size: 64)
!228 = !DILocation(line: 108, column: 9, scope: !163)
!229 = !DILocation(line: 108, column: 14, scope: !163)
!230 = !DILocation(line: 109, column: 6, scope: !163)
!231 = !DILocation(line: 108, column: 10, scope: !163)
!232 = !DILocation(line: 110, column: 28, scope: !163)
!233 = !DILocation(line: 110, column: 32, scope: !163)
!234 = !DILocation(line: 108, column: 18, scope: !163)
!235 = !DILocation(line: 110, column: 40, scope: !163)
!236 = !DILocation(line: 110, column: 3, scope: !163)
!237 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!238 = !DILocation(line: 112, column: 18, scope: !163)
!239 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!240 = !DILocation(line: 113, column: 8, scope: !163)
!241 = !DILocation(line: 114, column: 3, scope: !163)
!242 = !DILocation(line: 114, column: 8, scope: !163)
!243 = !DILocation(line: 115, column: 44, scope: !163)
!244 = !DILocation(line: 115, column: 42, scope: !163)
!245 = !DILocation(line: 115, column: 49, scope: !163)
!246 = !DILocation(line: 115, column: 47, scope: !163)
!247 = !DILocation(line: 115, column: 61, scope: !163)
!248 = !DILocation(line: 115, column: 54, scope: !163)
!249 = !DILocation(line: 115, column: 52, scope: !163)
!250 = !DILocation(line: 115, column: 72, scope: !163)
!251 = !DILocation(line: 115, column: 3, scope: !163)
!252 = !DILocation(line: 116, column: 27, scope: !163)
!253 = !DILocation(line: 116, column: 56, scope: !163)
!254 = !DILocation(line: 116, column: 3, scope: !163)
!255 = !DILocation(line: 117, column: 3, scope: !163)
!256 = !DILocation(line: 118, column: 28, scope: !163)
!257 = !DILocation(line: 118, column: 41, scope: !163)
!258 = !DILocation(line: 118, column: 56, scope: !163)
!259 = !DILocation(line: 118, column: 3, scope: !163)
!260 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!261 = !DILocation(line: 120, column: 11, scope: !163)
!262 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!263 = !DILocation(line: 121, column: 7, scope: !163)
!264 = !DILocalVariable(name: "i", scope: !265, file: !1, line: 122, type: !32)
!265 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!266 = !DILocation(line: 122, column: 12, scope: !265)
!267 = !DILocation(line: 122, column: 8, scope: !265)
!268 = !DILocation(line: 122, column: 19, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !1, line: 122, column: 3)
!270 = !DILocation(line: 122, column: 21, scope: !269)
!271 = !DILocation(line: 122, column: 3, scope: !265)
!272 = !DILocation(line: 122, column: 38, scope: !269)
!273 = !DILocation(line: 122, column: 44, scope: !269)
!274 = !DILocation(line: 122, column: 40, scope: !269)
!275 = !DILocation(line: 122, column: 35, scope: !269)
!276 = !DILocation(line: 122, column: 31, scope: !269)
!277 = !DILocation(line: 122, column: 26, scope: !269)
!278 = !DILocation(line: 122, column: 3, scope: !269)
!279 = distinct !{!279, !271, !280, !281}
!280 = !DILocation(line: 122, column: 45, scope: !265)
!281 = !{!"llvm.loop.mustprogress"}
!282 = !DILocation(line: 150, column: 1, scope: !163)
!283 = !DILocation(line: 123, column: 32, scope: !163)
!284 = !DILocation(line: 123, column: 37, scope: !163)
!285 = !DILocation(line: 123, column: 39, scope: !163)
!286 = !DILocation(line: 123, column: 3, scope: !163)
!287 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!288 = !DILocation(line: 125, column: 9, scope: !163)
!289 = !DILocation(line: 125, column: 24, scope: !163)
!290 = !DILocation(line: 126, column: 34, scope: !163)
!291 = !DILocation(line: 126, column: 24, scope: !163)
!292 = !DILocation(line: 126, column: 3, scope: !163)
!293 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !294)
!294 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 64, extraData: !82)
!295 = !DILocation(line: 128, column: 16, scope: !163)
!296 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !297)
!297 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 128, extraData: !82)
!298 = !DILocation(line: 129, column: 25, scope: !163)
!299 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !300)
!300 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 128, extraData: !82)
!301 = !DILocation(line: 130, column: 17, scope: !163)
!302 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!303 = !DILocation(line: 131, column: 8, scope: !163)
!304 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !305)
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64)
!306 = !DILocation(line: 132, column: 11, scope: !163)
!307 = !DILocation(line: 132, column: 16, scope: !163)
!308 = !DILocation(line: 133, column: 32, scope: !163)
!309 = !DILocation(line: 133, column: 36, scope: !163)
!310 = !DILocation(line: 133, column: 34, scope: !163)
!311 = !DILocation(line: 133, column: 47, scope: !163)
!312 = !DILocation(line: 133, column: 51, scope: !163)
!313 = !DILocation(line: 133, column: 46, scope: !163)
!314 = !DILocation(line: 133, column: 60, scope: !163)
!315 = !DILocation(line: 133, column: 63, scope: !163)
!316 = !DILocation(line: 133, column: 59, scope: !163)
!317 = !DILocation(line: 133, column: 3, scope: !163)
!318 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!319 = !DILocation(line: 135, column: 7, scope: !163)
!320 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !321)
!321 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !322)
!322 = !{!323, !324}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !321, file: !1, line: 136, baseType: !32, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !321, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!325 = !DILocation(line: 136, column: 8, scope: !163)
!326 = !DILocation(line: 136, column: 18, scope: !163)
!327 = !DILocation(line: 136, column: 26, scope: !163)
!328 = !DILocation(line: 137, column: 3, scope: !163)
!329 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !330)
!330 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !331)
!331 = !{!332, !333}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !330, file: !1, line: 138, baseType: !32, size: 32)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !330, file: !1, line: 138, baseType: !222, size: 96, offset: 32)
!334 = !DILocation(line: 138, column: 8, scope: !163)
!335 = !DILocation(line: 138, column: 16, scope: !163)
!336 = !DILocation(line: 138, column: 17, scope: !163)
!337 = !DILocation(line: 139, column: 29, scope: !163)
!338 = !DILocation(line: 139, column: 40, scope: !163)
!339 = !DILocation(line: 139, column: 3, scope: !163)
!340 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!341 = !DILocation(line: 141, column: 9, scope: !163)
!342 = !DILocalVariable(name: "f", scope: !343, file: !1, line: 143, type: !45)
!343 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!344 = !DILocation(line: 143, column: 24, scope: !343)
!345 = !DILocation(line: 143, column: 34, scope: !343)
!346 = !DILocation(line: 144, column: 5, scope: !343)
!347 = !DILocation(line: 145, column: 5, scope: !343)
!348 = !DILocation(line: 146, column: 3, scope: !163)
!349 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !164)
!350 = !DILocation(line: 147, column: 36, scope: !163)
!351 = !DILocation(line: 147, column: 42, scope: !163)
!352 = !DILocation(line: 148, column: 38, scope: !163)
!353 = !DILocation(line: 148, column: 45, scope: !163)
!354 = !DILocation(line: 148, column: 3, scope: !163)
!355 = !DILocation(line: 149, column: 3, scope: !163)
!356 = !DILocation(line: 150, column: 1, scope: !343)
!357 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !358, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !360, retainedNodes: !71)
!358 = !DISubroutineType(types: !359)
!359 = !{!75}
!360 = !{!143, !361}
!361 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!362 = !DILocalVariable(name: "mem", scope: !357, file: !1, line: 35, type: !48)
!363 = !DILocation(line: 35, column: 9, scope: !357)
!364 = !DILocation(line: 35, column: 15, scope: !357)
!365 = !DILocation(line: 36, column: 24, scope: !357)
!366 = !DILocation(line: 36, column: 19, scope: !357)
!367 = !DILocation(line: 36, column: 29, scope: !357)
!368 = !DILocation(line: 36, column: 10, scope: !357)
!369 = !DILocation(line: 36, column: 3, scope: !357)
!370 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !371, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !376, retainedNodes: !71)
!371 = !DISubroutineType(types: !372)
!372 = !{!373, !125}
!373 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !375, file: !1, line: 16, baseType: !75)
!375 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !376, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!376 = !{!377}
!377 = !DITemplateTypeParameter(name: "T", type: !125)
!378 = !DILocalVariable(name: "t", arg: 1, scope: !370, file: !1, line: 17, type: !125)
!379 = !DILocation(line: 17, column: 63, scope: !370)
!380 = !DILocation(line: 17, column: 120, scope: !370)
!381 = !DILocation(line: 17, column: 68, scope: !370)
!382 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!385 = !DILocation(line: 0, scope: !382)
!386 = !DILocalVariable(name: "o", arg: 2, scope: !382, file: !1, line: 25, type: !121)
!387 = !DILocation(line: 25, column: 17, scope: !382)
!388 = !DILocation(line: 25, column: 31, scope: !382)
!389 = !DILocation(line: 25, column: 34, scope: !382)
!390 = !DILocation(line: 25, column: 36, scope: !382)
!391 = !DILocation(line: 25, column: 42, scope: !392)
!392 = distinct !DILexicalBlock(scope: !382, file: !1, line: 25, column: 40)
!393 = !DILocation(line: 25, column: 44, scope: !392)
!394 = !DILocation(line: 25, column: 47, scope: !392)
!395 = !DILocation(line: 25, column: 58, scope: !382)
!396 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!397 = !DILocalVariable(name: "this", arg: 1, scope: !396, type: !398, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!399 = !DILocation(line: 0, scope: !396)
!400 = !DILocation(line: 31, column: 43, scope: !396)
!401 = !DILocation(line: 31, column: 46, scope: !396)
!402 = !DILocation(line: 31, column: 36, scope: !396)
!403 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !398, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocation(line: 30, column: 34, scope: !403)
!407 = !DILocation(line: 30, column: 27, scope: !403)
!408 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !409, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!409 = !DISubroutineType(types: !410)
!410 = !{!207, !32}
!411 = !DILocalVariable(name: "s", arg: 1, scope: !408, file: !1, line: 98, type: !32)
!412 = !DILocation(line: 98, column: 30, scope: !408)
!413 = !DILocation(line: 98, column: 42, scope: !408)
!414 = !DILocation(line: 98, column: 43, scope: !408)
!415 = !DILocation(line: 98, column: 46, scope: !408)
!416 = !DILocation(line: 98, column: 48, scope: !408)
!417 = !DILocation(line: 98, column: 53, scope: !408)
!418 = !DILocation(line: 98, column: 55, scope: !408)
!419 = !DILocation(line: 98, column: 35, scope: !408)
!420 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !420, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!423 = !DILocation(line: 0, scope: !420)
!424 = !DILocalVariable(name: "i", arg: 2, scope: !420, file: !1, line: 44, type: !32)
!425 = !DILocation(line: 44, column: 25, scope: !420)
!426 = !DILocation(line: 44, column: 37, scope: !420)
!427 = !DILocation(line: 44, column: 41, scope: !420)
!428 = !DILocation(line: 44, column: 45, scope: !420)
!429 = !DILocation(line: 44, column: 30, scope: !420)
!430 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!431 = !DILocalVariable(name: "this", arg: 1, scope: !430, type: !432, flags: DIFlagArtificial | DIFlagObjectPointer)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!433 = !DILocation(line: 0, scope: !430)
!434 = !DILocalVariable(name: "o", arg: 2, scope: !430, file: !1, line: 43, type: !11)
!435 = !DILocation(line: 43, column: 34, scope: !430)
!436 = !DILocation(line: 43, column: 52, scope: !430)
!437 = !DILocation(line: 43, column: 59, scope: !430)
!438 = !DILocation(line: 43, column: 54, scope: !430)
!439 = !DILocation(line: 43, column: 61, scope: !430)
!440 = !DILocation(line: 43, column: 64, scope: !430)
!441 = !DILocation(line: 43, column: 71, scope: !430)
!442 = !DILocation(line: 43, column: 66, scope: !430)
!443 = !DILocation(line: 43, column: 45, scope: !430)
!444 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!445 = !DILocalVariable(name: "n", arg: 1, scope: !444, file: !1, line: 47, type: !32)
!446 = !DILocation(line: 47, column: 23, scope: !444)
!447 = !DILocation(line: 47, column: 35, scope: !444)
!448 = !DILocation(line: 47, column: 37, scope: !444)
!449 = !DILocation(line: 47, column: 43, scope: !444)
!450 = !DILocation(line: 47, column: 51, scope: !444)
!451 = !DILocation(line: 47, column: 53, scope: !444)
!452 = !DILocation(line: 47, column: 47, scope: !444)
!453 = !DILocation(line: 47, column: 64, scope: !444)
!454 = !DILocation(line: 47, column: 66, scope: !444)
!455 = !DILocation(line: 47, column: 60, scope: !444)
!456 = !DILocation(line: 47, column: 58, scope: !444)
!457 = !DILocation(line: 47, column: 28, scope: !444)
!458 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !459, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !461, retainedNodes: !71)
!459 = !DISubroutineType(types: !460)
!460 = !{!32, !32, !32, !32, !32}
!461 = !{!462}
!462 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !463)
!463 = !{!464, !464, !464, !464}
!464 = !DITemplateTypeParameter(type: !32)
!465 = !DILocalVariable(name: "ts", arg: 1, scope: !458, file: !1, line: 50, type: !32)
!466 = !DILocation(line: 50, column: 56, scope: !458)
!467 = !DILocalVariable(name: "ts", arg: 2, scope: !458, file: !1, line: 50, type: !32)
!468 = !DILocalVariable(name: "ts", arg: 3, scope: !458, file: !1, line: 50, type: !32)
!469 = !DILocalVariable(name: "ts", arg: 4, scope: !458, file: !1, line: 50, type: !32)
!470 = !DILocation(line: 50, column: 70, scope: !458)
!471 = !DILocation(line: 50, column: 75, scope: !458)
!472 = !DILocation(line: 50, column: 62, scope: !458)
!473 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !474, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !476, retainedNodes: !71)
!474 = !DISubroutineType(types: !475)
!475 = !{!33, !33, !14}
!476 = !{!477}
!477 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !478)
!478 = !{!479, !480}
!479 = !DITemplateTypeParameter(type: !33)
!480 = !DITemplateTypeParameter(type: !14)
!481 = !DILocalVariable(name: "ts", arg: 1, scope: !473, file: !1, line: 50, type: !33)
!482 = !DILocation(line: 50, column: 56, scope: !473)
!483 = !DILocalVariable(name: "ts", arg: 2, scope: !473, file: !1, line: 50, type: !14)
!484 = !DILocation(line: 50, column: 70, scope: !473)
!485 = !DILocation(line: 50, column: 75, scope: !473)
!486 = !DILocation(line: 50, column: 62, scope: !473)
!487 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !488, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !491, retainedNodes: !71)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !32, !99, !490, !34}
!490 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!491 = !{!492}
!492 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !493)
!493 = !{!464, !494, !495, !496}
!494 = !DITemplateTypeParameter(type: !99)
!495 = !DITemplateTypeParameter(type: !490)
!496 = !DITemplateTypeParameter(type: !34)
!497 = !DILocalVariable(name: "ts", arg: 1, scope: !487, file: !1, line: 51, type: !32)
!498 = !DILocation(line: 51, column: 48, scope: !487)
!499 = !DILocalVariable(name: "ts", arg: 2, scope: !487, file: !1, line: 51, type: !99)
!500 = !DILocalVariable(name: "ts", arg: 3, scope: !487, file: !1, line: 51, type: !490)
!501 = !DILocalVariable(name: "ts", arg: 4, scope: !487, file: !1, line: 51, type: !34)
!502 = !DILocation(line: 51, column: 76, scope: !487)
!503 = !DILocation(line: 51, column: 56, scope: !487)
!504 = !DILocation(line: 51, column: 88, scope: !487)
!505 = !DILocation(line: 51, column: 102, scope: !487)
!506 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !507, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !509, retainedNodes: !71)
!507 = !DISubroutineType(types: !508)
!508 = !{!97, !32}
!509 = !{!510}
!510 = !DITemplateTypeParameter(name: "T", type: !32)
!511 = !DILocalVariable(name: "v", arg: 1, scope: !506, file: !1, line: 53, type: !32)
!512 = !DILocation(line: 53, column: 46, scope: !506)
!513 = !DILocation(line: 54, column: 40, scope: !514)
!514 = distinct !DILexicalBlock(scope: !506, file: !1, line: 54, column: 17)
!515 = !DILocation(line: 54, column: 42, scope: !514)
!516 = !DILocation(line: 54, column: 33, scope: !514)
!517 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !518, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !520, retainedNodes: !71)
!518 = !DISubroutineType(types: !519)
!519 = !{!97, !33}
!520 = !{!521}
!521 = !DITemplateTypeParameter(name: "T", type: !33)
!522 = !DILocalVariable(name: "v", arg: 1, scope: !517, file: !1, line: 53, type: !33)
!523 = !DILocation(line: 53, column: 46, scope: !517)
!524 = !DILocation(line: 55, column: 41, scope: !525)
!525 = distinct !DILexicalBlock(scope: !526, file: !1, line: 55, column: 22)
!526 = distinct !DILexicalBlock(scope: !517, file: !1, line: 54, column: 17)
!527 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !528, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !530, retainedNodes: !71)
!528 = !DISubroutineType(types: !529)
!529 = !{!97, !97}
!530 = !{!531}
!531 = !DITemplateTypeParameter(name: "T", type: !97)
!532 = !DILocalVariable(name: "v", arg: 1, scope: !527, file: !1, line: 53, type: !97)
!533 = !DILocation(line: 53, column: 46, scope: !527)
!534 = !DILocation(line: 56, column: 8, scope: !535)
!535 = distinct !DILexicalBlock(scope: !536, file: !1, line: 55, column: 22)
!536 = distinct !DILexicalBlock(scope: !527, file: !1, line: 54, column: 17)
!537 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !538, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !540, retainedNodes: !71)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !160}
!540 = !DISubprogram(name: "Doubler", scope: !145, type: !538, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!541 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!542 = !DILocation(line: 0, scope: !537)
!543 = !DILocation(line: 63, column: 8, scope: !537)
!544 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!545 = !DILocalVariable(name: "this", arg: 1, scope: !544, type: !546, flags: DIFlagArtificial | DIFlagObjectPointer)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!547 = !DILocation(line: 0, scope: !544)
!548 = !DILocalVariable(name: "x", arg: 2, scope: !544, file: !1, line: 61, type: !32)
!549 = !DILocation(line: 61, column: 15, scope: !544)
!550 = !DILocation(line: 61, column: 22, scope: !544)
!551 = !DILocation(line: 61, column: 20, scope: !544)
!552 = !DILocation(line: 61, column: 36, scope: !544)
!553 = !DILocation(line: 61, column: 71, scope: !544)
!554 = !DILocation(line: 61, column: 66, scope: !544)
!555 = !DILocation(line: 61, column: 29, scope: !544)
!556 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !557, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!557 = !DISubroutineType(types: !558)
!558 = !{!3, !3, !3}
!559 = !DILocalVariable(name: "a", arg: 1, scope: !556, file: !1, line: 66, type: !3)
!560 = !DILocation(line: 66, column: 33, scope: !556)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !556, file: !1, line: 66, type: !3)
!562 = !DILocation(line: 66, column: 42, scope: !556)
!563 = !DILocation(line: 66, column: 75, scope: !556)
!564 = !DILocation(line: 66, column: 60, scope: !556)
!565 = !DILocation(line: 66, column: 94, scope: !556)
!566 = !DILocation(line: 66, column: 79, scope: !556)
!567 = !DILocation(line: 66, column: 77, scope: !556)
!568 = !DILocation(line: 66, column: 54, scope: !556)
!569 = !DILocation(line: 66, column: 47, scope: !556)
!570 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!571 = !DILocalVariable(name: "this", arg: 1, scope: !570, type: !572, flags: DIFlagArtificial | DIFlagObjectPointer)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!573 = !DILocation(line: 0, scope: !570)
!574 = !DILocation(line: 72, column: 35, scope: !570)
!575 = !DILocation(line: 72, column: 40, scope: !570)
!576 = !DILocation(line: 72, column: 28, scope: !570)
!577 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!578 = !DILocalVariable(name: "this", arg: 1, scope: !577, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!579 = !DILocation(line: 0, scope: !577)
!580 = !DILocation(line: 74, column: 31, scope: !577)
!581 = !DILocation(line: 74, column: 24, scope: !577)
!582 = !DILocation(line: 74, column: 33, scope: !583)
!583 = distinct !DILexicalBlock(scope: !577, file: !1, line: 74, column: 31)
!584 = !DILocation(line: 74, column: 38, scope: !583)
!585 = !DILocation(line: 74, column: 43, scope: !577)
!586 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !321, file: !1, line: 136, type: !587, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !590, retainedNodes: !71)
!587 = !DISubroutineType(types: !588)
!588 = !{!32, !589}
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DISubprogram(name: "operator()", scope: !321, file: !1, line: 136, type: !591, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!591 = !DISubroutineType(types: !592)
!592 = !{!593, !589}
!593 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!594 = !DILocalVariable(name: "this", arg: 1, scope: !586, type: !595, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!596 = !DILocation(line: 0, scope: !586)
!597 = !DILocation(line: 136, column: 51, scope: !586)
!598 = !DILocation(line: 136, column: 58, scope: !586)
!599 = !DILocation(line: 136, column: 59, scope: !586)
!600 = !DILocation(line: 136, column: 56, scope: !586)
!601 = !DILocation(line: 136, column: 44, scope: !586)
!602 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !330, file: !1, line: 138, type: !603, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !607, retainedNodes: !71)
!603 = !DISubroutineType(types: !604)
!604 = !{!32, !605}
!605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!606 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !330)
!607 = !DISubprogram(name: "operator()", scope: !330, file: !1, line: 138, type: !608, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!608 = !DISubroutineType(types: !609)
!609 = !{!593, !605}
!610 = !DILocalVariable(name: "this", arg: 1, scope: !602, type: !611, flags: DIFlagArtificial | DIFlagObjectPointer)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64)
!612 = !DILocation(line: 0, scope: !602)
!613 = !DILocation(line: 138, column: 29, scope: !602)
!614 = !DILocation(line: 138, column: 34, scope: !602)
!615 = !DILocation(line: 138, column: 40, scope: !602)
!616 = !DILocation(line: 138, column: 38, scope: !602)
!617 = !DILocation(line: 138, column: 22, scope: !602)
!618 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !619, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !621, retainedNodes: !71)
!619 = !DISubroutineType(types: !620)
!620 = !{null, !70}
!621 = !DISubprogram(name: "Accum", scope: !39, type: !619, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!622 = !DILocalVariable(name: "this", arg: 1, scope: !618, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!623 = !DILocation(line: 0, scope: !618)
!624 = !DILocation(line: 93, column: 7, scope: !618)
!625 = !DILocation(line: 92, column: 8, scope: !618)
!626 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DILocation(line: 0, scope: !38)
!628 = !DILocation(line: 94, column: 39, scope: !38)
!629 = !DILocation(line: 94, column: 32, scope: !38)
!630 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!631 = !DILocalVariable(name: "this", arg: 1, scope: !630, type: !632, flags: DIFlagArtificial | DIFlagObjectPointer)
!632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!633 = !DILocation(line: 0, scope: !630)
!634 = !DILocalVariable(name: "a", arg: 2, scope: !630, file: !1, line: 89, type: !32)
!635 = !DILocation(line: 89, column: 21, scope: !630)
!636 = !DILocation(line: 89, column: 39, scope: !630)
!637 = !DILocation(line: 89, column: 45, scope: !630)
!638 = !DILocation(line: 89, column: 51, scope: !630)
!639 = !DILocation(line: 89, column: 32, scope: !630)
!640 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!641 = !DILocalVariable(name: "this", arg: 1, scope: !640, type: !642, flags: DIFlagArtificial | DIFlagObjectPointer)
!642 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!643 = !DILocation(line: 0, scope: !640)
!644 = !DILocation(line: 88, column: 21, scope: !645)
!645 = distinct !DILexicalBlock(scope: !646, file: !1, line: 88, column: 21)
!646 = distinct !DILexicalBlock(scope: !640, file: !1, line: 88, column: 15)
!647 = !DILocation(line: 88, column: 21, scope: !646)
!648 = !DILocation(line: 88, column: 31, scope: !645)
!649 = !DILocation(line: 88, column: 40, scope: !645)
!650 = !DILocation(line: 88, column: 47, scope: !640)
!651 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !164, file: !1, line: 83, type: !652, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !655, declaration: !654, retainedNodes: !71)
!652 = !DISubroutineType(types: !653)
!653 = !{null, !175, !162}
!654 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !164, file: !1, line: 83, type: !652, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !655)
!655 = !{!656}
!656 = !DITemplateTypeParameter(name: "F", type: !162)
!657 = !DILocalVariable(name: "this", arg: 1, scope: !651, type: !658, flags: DIFlagArtificial | DIFlagObjectPointer)
!658 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!659 = !DILocation(line: 0, scope: !651)
!660 = !DILocalVariable(name: "f", arg: 2, scope: !651, file: !1, line: 83, type: !162)
!661 = !DILocation(line: 83, column: 36, scope: !651)
!662 = !DILocation(line: 79, column: 9, scope: !651)
!663 = !DILocation(line: 80, column: 7, scope: !651)
!664 = !DILocation(line: 81, column: 10, scope: !651)
!665 = !DILocation(line: 84, column: 17, scope: !666)
!666 = distinct !DILexicalBlock(scope: !651, file: !1, line: 83, column: 39)
!667 = !DILocation(line: 84, column: 12, scope: !666)
!668 = !DILocation(line: 84, column: 38, scope: !666)
!669 = !DILocation(line: 84, column: 5, scope: !666)
!670 = !DILocation(line: 84, column: 10, scope: !666)
!671 = !DILocation(line: 85, column: 13, scope: !666)
!672 = !DILocation(line: 85, column: 5, scope: !666)
!673 = !DILocation(line: 85, column: 11, scope: !666)
!674 = !DILocation(line: 86, column: 16, scope: !666)
!675 = !DILocation(line: 86, column: 5, scope: !666)
!676 = !DILocation(line: 86, column: 14, scope: !666)
!677 = !DILocation(line: 87, column: 3, scope: !651)
!678 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !164, file: !1, line: 89, type: !177, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !176, retainedNodes: !71)
!679 = !DILocalVariable(name: "this", arg: 1, scope: !678, type: !680, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!681 = !DILocation(line: 0, scope: !678)
!682 = !DILocalVariable(name: "a", arg: 2, scope: !678, file: !1, line: 89, type: !33)
!683 = !DILocation(line: 89, column: 21, scope: !678)
!684 = !DILocalVariable(name: "a", arg: 3, scope: !678, file: !1, line: 89, type: !33)
!685 = !DILocation(line: 89, column: 39, scope: !678)
!686 = !DILocation(line: 89, column: 45, scope: !678)
!687 = !DILocation(line: 89, column: 51, scope: !678)
!688 = !DILocation(line: 89, column: 32, scope: !678)
!689 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !164, file: !1, line: 88, type: !173, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !172, retainedNodes: !71)
!690 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !658, flags: DIFlagArtificial | DIFlagObjectPointer)
!691 = !DILocation(line: 0, scope: !689)
!692 = !DILocation(line: 88, column: 21, scope: !693)
!693 = distinct !DILexicalBlock(scope: !694, file: !1, line: 88, column: 21)
!694 = distinct !DILexicalBlock(scope: !689, file: !1, line: 88, column: 15)
!695 = !DILocation(line: 88, column: 21, scope: !694)
!696 = !DILocation(line: 88, column: 31, scope: !693)
!697 = !DILocation(line: 88, column: 40, scope: !693)
!698 = !DILocation(line: 88, column: 47, scope: !689)
!699 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !700, retainedNodes: !71)
!700 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!701 = !DILocalVariable(name: "this", arg: 1, scope: !699, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!702 = !DILocation(line: 0, scope: !699)
!703 = !DILocation(line: 74, column: 8, scope: !704)
!704 = distinct !DILexicalBlock(scope: !699, file: !1, line: 74, column: 8)
!705 = !DILocation(line: 74, column: 8, scope: !699)
!706 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!707 = !DILocalVariable(name: "this", arg: 1, scope: !706, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!708 = !DILocation(line: 0, scope: !706)
!709 = !DILocation(line: 28, column: 14, scope: !710)
!710 = distinct !DILexicalBlock(scope: !706, file: !1, line: 28, column: 12)
!711 = !DILocation(line: 28, column: 23, scope: !706)
!712 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !713, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !715, retainedNodes: !71)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !154}
!715 = !DISubprogram(name: "Counter", scope: !148, type: !713, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!716 = !DILocalVariable(name: "this", arg: 1, scope: !712, type: !546, flags: DIFlagArtificial | DIFlagObjectPointer)
!717 = !DILocation(line: 0, scope: !712)
!718 = !DILocation(line: 60, column: 7, scope: !712)
!719 = !DILocation(line: 59, column: 36, scope: !712)
!720 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !721, retainedNodes: !71)
!721 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!722 = !DILocalVariable(name: "this", arg: 1, scope: !720, type: !723, flags: DIFlagArtificial | DIFlagObjectPointer)
!723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!724 = !DILocation(line: 0, scope: !720)
!725 = !DILocation(line: 68, column: 8, scope: !720)
!726 = !DILocation(line: 69, column: 7, scope: !720)
!727 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !700, retainedNodes: !71)
!728 = !DILocalVariable(name: "this", arg: 1, scope: !727, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!729 = !DILocation(line: 0, scope: !727)
!730 = !DILocation(line: 74, column: 8, scope: !727)
!731 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!732 = !DILocalVariable(name: "this", arg: 1, scope: !731, type: !733, flags: DIFlagArtificial | DIFlagObjectPointer)
!733 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!734 = !DILocation(line: 0, scope: !731)
!735 = !DILocation(line: 74, column: 82, scope: !731)
!736 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!737 = !DILocalVariable(name: "this", arg: 1, scope: !736, type: !723, flags: DIFlagArtificial | DIFlagObjectPointer)
!738 = !DILocation(line: 0, scope: !736)
!739 = !DILocation(line: 70, column: 29, scope: !736)
!740 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !740, type: !723, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !740)
!743 = !DILocation(line: 70, column: 29, scope: !740)
!744 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !744, type: !572, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 0, scope: !744)
!747 = !DILocation(line: 71, column: 39, scope: !744)
!748 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !749, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !752, declaration: !751, retainedNodes: !71)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !60, !37}
!751 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !749, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !752)
!752 = !{!753}
!753 = !DITemplateTypeParameter(name: "F", type: !37)
!754 = !DILocalVariable(name: "this", arg: 1, scope: !748, type: !642, flags: DIFlagArtificial | DIFlagObjectPointer)
!755 = !DILocation(line: 0, scope: !748)
!756 = !DILocalVariable(name: "f", arg: 2, scope: !748, file: !1, line: 83, type: !37)
!757 = !DILocation(line: 83, column: 36, scope: !748)
!758 = !DILocation(line: 79, column: 9, scope: !748)
!759 = !DILocation(line: 80, column: 7, scope: !748)
!760 = !DILocation(line: 81, column: 10, scope: !748)
!761 = !DILocation(line: 84, column: 17, scope: !762)
!762 = distinct !DILexicalBlock(scope: !748, file: !1, line: 83, column: 39)
!763 = !DILocation(line: 84, column: 12, scope: !762)
!764 = !DILocation(line: 84, column: 38, scope: !762)
!765 = !DILocation(line: 84, column: 36, scope: !762)
!766 = !DILocation(line: 84, column: 5, scope: !762)
!767 = !DILocation(line: 84, column: 10, scope: !762)
!768 = !DILocation(line: 85, column: 13, scope: !762)
!769 = !DILocation(line: 85, column: 5, scope: !762)
!770 = !DILocation(line: 85, column: 11, scope: !762)
!771 = !DILocation(line: 86, column: 16, scope: !762)
!772 = !DILocation(line: 86, column: 5, scope: !762)
!773 = !DILocation(line: 86, column: 14, scope: !762)
!774 = !DILocation(line: 87, column: 3, scope: !748)
!775 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !776, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !781, retainedNodes: !71)
!776 = !DISubroutineType(types: !777)
!777 = !{!778, !783}
!778 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !779, size: 64)
!779 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !780, file: !1, line: 16, baseType: !37)
!780 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !781, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!781 = !{!782}
!782 = !DITemplateTypeParameter(name: "T", type: !783)
!783 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!784 = !DILocalVariable(name: "t", arg: 1, scope: !775, file: !1, line: 17, type: !783)
!785 = !DILocation(line: 17, column: 63, scope: !775)
!786 = !DILocation(line: 17, column: 120, scope: !775)
!787 = !DILocation(line: 17, column: 68, scope: !775)
!788 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !789, file: !1, line: 85, type: !796, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !798, retainedNodes: !71)
!789 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !748, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !790, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!790 = !{!791}
!791 = !DISubprogram(name: "operator()", scope: !789, file: !1, line: 85, type: !792, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!792 = !DISubroutineType(types: !793)
!793 = !{!32, !794, !48, !32}
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !795, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!795 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !789)
!796 = !DISubroutineType(types: !797)
!797 = !{!50, !794}
!798 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !789, type: !796, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!799 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !800, flags: DIFlagArtificial | DIFlagObjectPointer)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !795, size: 64)
!801 = !DILocation(line: 0, scope: !788)
!802 = !DILocation(line: 85, column: 13, scope: !788)
!803 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !804, file: !1, line: 86, type: !805, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !809, retainedNodes: !71)
!804 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !748, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!805 = !DISubroutineType(types: !806)
!806 = !{!54, !807}
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!808 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !804)
!809 = !DISubprogram(name: "operator void (*)(void *)", scope: !804, type: !805, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!810 = !DILocalVariable(name: "this", arg: 1, scope: !803, type: !811, flags: DIFlagArtificial | DIFlagObjectPointer)
!811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64)
!812 = !DILocation(line: 0, scope: !803)
!813 = !DILocation(line: 86, column: 16, scope: !803)
!814 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !789, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !815, retainedNodes: !71)
!815 = !DISubprogram(name: "__invoke", scope: !789, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!816 = !DILocalVariable(name: "o", arg: 1, scope: !814, type: !48)
!817 = !DILocation(line: 0, scope: !814)
!818 = !DILocalVariable(name: "a", arg: 2, scope: !814, type: !32)
!819 = !DILocation(line: 85, column: 13, scope: !814)
!820 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !789, file: !1, line: 85, type: !792, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !791, retainedNodes: !71)
!821 = !DILocalVariable(name: "this", arg: 1, scope: !820, type: !800, flags: DIFlagArtificial | DIFlagObjectPointer)
!822 = !DILocation(line: 0, scope: !820)
!823 = !DILocalVariable(name: "o", arg: 2, scope: !820, file: !1, line: 85, type: !48)
!824 = !DILocation(line: 85, column: 22, scope: !820)
!825 = !DILocalVariable(name: "a", arg: 3, scope: !820, file: !1, line: 85, type: !32)
!826 = !DILocation(line: 85, column: 30, scope: !820)
!827 = !DILocation(line: 85, column: 66, scope: !820)
!828 = !DILocation(line: 85, column: 49, scope: !820)
!829 = !DILocation(line: 85, column: 70, scope: !820)
!830 = !DILocation(line: 85, column: 47, scope: !820)
!831 = !DILocation(line: 85, column: 40, scope: !820)
!832 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !833, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !837, retainedNodes: !71)
!833 = !DISubroutineType(types: !834)
!834 = !{!32, !835, !32}
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !836, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!837 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !838, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!838 = !DISubroutineType(types: !839)
!839 = !{!593, !835, !32}
!840 = !DILocalVariable(name: "this", arg: 1, scope: !832, type: !841, flags: DIFlagArtificial | DIFlagObjectPointer)
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !836, size: 64)
!842 = !DILocation(line: 0, scope: !832)
!843 = !DILocalVariable(name: "v", arg: 2, scope: !832, file: !1, line: 94, type: !32)
!844 = !DILocation(line: 94, column: 50, scope: !832)
!845 = !DILocation(line: 94, column: 71, scope: !832)
!846 = !DILocation(line: 94, column: 62, scope: !832)
!847 = !DILocation(line: 94, column: 68, scope: !832)
!848 = !DILocation(line: 94, column: 55, scope: !832)
!849 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !804, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !850, retainedNodes: !71)
!850 = !DISubprogram(name: "__invoke", scope: !804, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!851 = !DILocalVariable(name: "o", arg: 1, scope: !849, type: !48)
!852 = !DILocation(line: 0, scope: !849)
!853 = !DILocation(line: 86, column: 16, scope: !849)
!854 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !804, file: !1, line: 86, type: !855, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !857, retainedNodes: !71)
!855 = !DISubroutineType(types: !856)
!856 = !{null, !807, !48}
!857 = !DISubprogram(name: "operator()", scope: !804, file: !1, line: 86, type: !858, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{!593, !807, !48}
!860 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !811, flags: DIFlagArtificial | DIFlagObjectPointer)
!861 = !DILocation(line: 0, scope: !854)
!862 = !DILocalVariable(name: "o", arg: 2, scope: !854, file: !1, line: 86, type: !48)
!863 = !DILocation(line: 86, column: 25, scope: !854)
!864 = !DILocation(line: 86, column: 47, scope: !854)
!865 = !DILocation(line: 86, column: 30, scope: !854)
!866 = !DILocation(line: 86, column: 62, scope: !854)
!867 = !DILocation(line: 86, column: 57, scope: !854)
!868 = !DILocation(line: 86, column: 66, scope: !854)
!869 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!870 = !DILocalVariable(name: "this", arg: 1, scope: !869, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!871 = !DILocation(line: 0, scope: !869)
!872 = !DILocalVariable(name: "p", arg: 2, scope: !869, file: !1, line: 24, type: !78)
!873 = !DILocation(line: 24, column: 21, scope: !869)
!874 = !DILocation(line: 24, column: 36, scope: !869)
!875 = !DILocation(line: 24, column: 39, scope: !869)
!876 = !DILocation(line: 24, column: 43, scope: !869)
!877 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !877, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DILocation(line: 0, scope: !877)
!880 = !DILocation(line: 29, column: 22, scope: !881)
!881 = distinct !DILexicalBlock(scope: !877, file: !1, line: 29, column: 22)
!882 = !DILocation(line: 29, column: 22, scope: !877)
!883 = !DILocation(line: 29, column: 28, scope: !884)
!884 = distinct !DILexicalBlock(scope: !881, file: !1, line: 29, column: 26)
!885 = !DILocation(line: 29, column: 33, scope: !884)
!886 = !DILocation(line: 29, column: 43, scope: !884)
!887 = !DILocation(line: 29, column: 38, scope: !884)
!888 = !DILocation(line: 29, column: 48, scope: !884)
!889 = !DILocation(line: 29, column: 51, scope: !884)
!890 = !DILocation(line: 29, column: 62, scope: !884)
!891 = !DILocation(line: 29, column: 64, scope: !877)
!892 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!893 = !DILocalVariable(name: "this", arg: 1, scope: !892, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!894 = !DILocation(line: 0, scope: !892)
!895 = !DILocalVariable(name: "x", arg: 2, scope: !892, file: !1, line: 63, type: !32)
!896 = !DILocation(line: 63, column: 50, scope: !892)
!897 = !DILocation(line: 63, column: 66, scope: !892)
!898 = !DILocation(line: 63, column: 64, scope: !892)
!899 = !DILocation(line: 63, column: 55, scope: !892)
!900 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !901, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !906, retainedNodes: !71)
!901 = !DISubroutineType(types: !902)
!902 = !{!903, !908}
!903 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !904, size: 64)
!904 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !905, file: !1, line: 16, baseType: !162)
!905 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !906)
!906 = !{!907}
!907 = !DITemplateTypeParameter(name: "T", type: !908)
!908 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 64)
!909 = !DILocalVariable(name: "t", arg: 1, scope: !900, file: !1, line: 17, type: !908)
!910 = !DILocation(line: 17, column: 63, scope: !900)
!911 = !DILocation(line: 17, column: 120, scope: !900)
!912 = !DILocation(line: 17, column: 68, scope: !900)
!913 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !914, file: !1, line: 85, type: !921, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !923, retainedNodes: !71)
!914 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !651, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !915)
!915 = !{!916}
!916 = !DISubprogram(name: "operator()", scope: !914, file: !1, line: 85, type: !917, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!917 = !DISubroutineType(types: !918)
!918 = !{!33, !919, !48, !33, !33}
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !920, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !914)
!921 = !DISubroutineType(types: !922)
!922 = !{!168, !919}
!923 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !914, type: !921, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !913, type: !925, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !920, size: 64)
!926 = !DILocation(line: 0, scope: !913)
!927 = !DILocation(line: 85, column: 13, scope: !913)
!928 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !929, file: !1, line: 86, type: !930, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !934, retainedNodes: !71)
!929 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !651, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!930 = !DISubroutineType(types: !931)
!931 = !{!54, !932}
!932 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !933, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!933 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !929)
!934 = !DISubprogram(name: "operator void (*)(void *)", scope: !929, type: !930, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!935 = !DILocalVariable(name: "this", arg: 1, scope: !928, type: !936, flags: DIFlagArtificial | DIFlagObjectPointer)
!936 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !933, size: 64)
!937 = !DILocation(line: 0, scope: !928)
!938 = !DILocation(line: 86, column: 16, scope: !928)
!939 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !914, file: !1, line: 85, type: !169, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !940, retainedNodes: !71)
!940 = !DISubprogram(name: "__invoke", scope: !914, type: !169, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!941 = !DILocalVariable(name: "o", arg: 1, scope: !939, type: !48)
!942 = !DILocation(line: 0, scope: !939)
!943 = !DILocalVariable(name: "a", arg: 2, scope: !939, type: !33)
!944 = !DILocalVariable(name: "a", arg: 3, scope: !939, type: !33)
!945 = !DILocation(line: 85, column: 13, scope: !939)
!946 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !914, file: !1, line: 85, type: !917, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !916, retainedNodes: !71)
!947 = !DILocalVariable(name: "this", arg: 1, scope: !946, type: !925, flags: DIFlagArtificial | DIFlagObjectPointer)
!948 = !DILocation(line: 0, scope: !946)
!949 = !DILocalVariable(name: "o", arg: 2, scope: !946, file: !1, line: 85, type: !48)
!950 = !DILocation(line: 85, column: 22, scope: !946)
!951 = !DILocalVariable(name: "a", arg: 3, scope: !946, file: !1, line: 85, type: !33)
!952 = !DILocation(line: 85, column: 30, scope: !946)
!953 = !DILocalVariable(name: "a", arg: 4, scope: !946, file: !1, line: 85, type: !33)
!954 = !DILocation(line: 85, column: 66, scope: !946)
!955 = !DILocation(line: 85, column: 49, scope: !946)
!956 = !DILocation(line: 85, column: 70, scope: !946)
!957 = !DILocation(line: 85, column: 47, scope: !946)
!958 = !DILocation(line: 85, column: 40, scope: !946)
!959 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !960, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !964, retainedNodes: !71)
!960 = !DISubroutineType(types: !961)
!961 = !{!33, !962, !33, !33}
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !963, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!964 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !965, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!965 = !DISubroutineType(types: !966)
!966 = !{!593, !962, !33, !33}
!967 = !DILocalVariable(name: "this", arg: 1, scope: !959, type: !968, flags: DIFlagArtificial | DIFlagObjectPointer)
!968 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !963, size: 64)
!969 = !DILocation(line: 0, scope: !959)
!970 = !DILocalVariable(name: "x", arg: 2, scope: !959, file: !1, line: 147, type: !33)
!971 = !DILocation(line: 147, column: 52, scope: !959)
!972 = !DILocalVariable(name: "y", arg: 3, scope: !959, file: !1, line: 147, type: !33)
!973 = !DILocation(line: 147, column: 62, scope: !959)
!974 = !DILocation(line: 147, column: 74, scope: !959)
!975 = !DILocation(line: 147, column: 78, scope: !959)
!976 = !DILocation(line: 147, column: 82, scope: !959)
!977 = !DILocation(line: 147, column: 86, scope: !959)
!978 = !DILocation(line: 147, column: 84, scope: !959)
!979 = !DILocation(line: 147, column: 80, scope: !959)
!980 = !DILocation(line: 147, column: 67, scope: !959)
!981 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !929, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !982, retainedNodes: !71)
!982 = !DISubprogram(name: "__invoke", scope: !929, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!983 = !DILocalVariable(name: "o", arg: 1, scope: !981, type: !48)
!984 = !DILocation(line: 0, scope: !981)
!985 = !DILocation(line: 86, column: 16, scope: !981)
!986 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !929, file: !1, line: 86, type: !987, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !989, retainedNodes: !71)
!987 = !DISubroutineType(types: !988)
!988 = !{null, !932, !48}
!989 = !DISubprogram(name: "operator()", scope: !929, file: !1, line: 86, type: !990, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!990 = !DISubroutineType(types: !991)
!991 = !{!593, !932, !48}
!992 = !DILocalVariable(name: "this", arg: 1, scope: !986, type: !936, flags: DIFlagArtificial | DIFlagObjectPointer)
!993 = !DILocation(line: 0, scope: !986)
!994 = !DILocalVariable(name: "o", arg: 2, scope: !986, file: !1, line: 86, type: !48)
!995 = !DILocation(line: 86, column: 25, scope: !986)
!996 = !DILocation(line: 86, column: 47, scope: !986)
!997 = !DILocation(line: 86, column: 30, scope: !986)
!998 = !DILocation(line: 86, column: 62, scope: !986)
!999 = !DILocation(line: 86, column: 57, scope: !986)
!1000 = !DILocation(line: 86, column: 66, scope: !986)

; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
%class.anon.4 = type { i8 }
%class.anon.6 = type { i8 }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i8 }

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
@_ZTV4Bird = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Bird to i8*), i8* bitcast (%struct.Bird* (%struct.Bird*)* @_ZN4BirdD1Ev to i8*), i8* bitcast (void (%struct.Bird*)* @_ZN4BirdD0Ev to i8*), i8* bitcast (i8* (%struct.Bird*)* @_ZNK4Bird5soundEv to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Bird = linkonce_odr constant [6 x i8] c"4Bird\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr constant [8 x i8] c"6Animal\00", align 1
@_ZTI6Animal = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, align 4
@_ZTI4Bird = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Bird, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, align 4
@_ZTV6Animal = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD1Ev to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD0Ev to i8*), i8* bitcast (i8* (%struct.Animal*)* @_ZNK6Animal5soundEv to i8*)] }, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !163 {
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
  call void @llvm.dbg.declare(metadata %class.Owner* %2, metadata !175, metadata !DIExpression()), !dbg !176
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2), !dbg !177
  call void @llvm.dbg.declare(metadata %class.Owner* %3, metadata !178, metadata !DIExpression()), !dbg !179
  %28 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %121, !dbg !180

29:                                               ; preds = %0
  %30 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC1EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %28) #10, !dbg !180
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %125, !dbg !181

32:                                               ; preds = %29
  %33 = zext i1 %31 to i32, !dbg !182
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %35 unwind label %125, !dbg !183

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32, !dbg !184
  %37 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %125, !dbg !185

38:                                               ; preds = %35
  %39 = bitcast %struct.Bird* %37 to i8* (%struct.Bird*)***, !dbg !186
  %40 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %39, align 4, !dbg !186
  %41 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, i64 2, !dbg !186
  %42 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %41, align 4, !dbg !186
  %43 = invoke noundef i8* %42(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %37)
          to label %44 unwind label %125, !dbg !186

44:                                               ; preds = %38
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %33, i32 noundef %36, i8* noundef %43)
          to label %46 unwind label %125, !dbg !187

46:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata %struct.Point3* %6, metadata !188, metadata !DIExpression()), !dbg !194
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %47 unwind label %125, !dbg !195

47:                                               ; preds = %46
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0, !dbg !196
  %49 = load i32, i32* %48, align 4, !dbg !197
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1, !dbg !198
  %51 = load i32, i32* %50, align 4, !dbg !199
  %52 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2, !dbg !200
  %53 = load i32, i32* %52, align 4, !dbg !201
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %49, i32 noundef %51, i32 noundef %53)
          to label %55 unwind label %125, !dbg !202

55:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata [3 x i32]* %7, metadata !203, metadata !DIExpression()), !dbg !207
  %56 = bitcast [3 x i32]* %7 to i8*, !dbg !207
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %56, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false), !dbg !207
  call void @llvm.dbg.declare(metadata [3 x i32]** %8, metadata !208, metadata !DIExpression()), !dbg !210
  store [3 x i32]* %7, [3 x i32]** %8, align 4, !dbg !210
  %57 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !211
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 1, !dbg !211
  store i32 50, i32* %58, align 4, !dbg !212
  %59 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !213
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %59, i32 0, i32 0, !dbg !213
  %61 = load i32, i32* %60, align 4, !dbg !214
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 1, !dbg !215
  %63 = load i32, i32* %62, align 4, !dbg !215
  %64 = load [3 x i32]*, [3 x i32]** %8, align 4, !dbg !216
  %65 = getelementptr inbounds [3 x i32], [3 x i32]* %64, i32 0, i32 2, !dbg !216
  %66 = load i32, i32* %65, align 4, !dbg !217
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %61, i32 noundef %63, i32 noundef %66)
          to label %68 unwind label %125, !dbg !218

68:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata %struct.Vec2* %9, metadata !219, metadata !DIExpression()), !dbg !220
  %69 = bitcast %struct.Vec2* %9 to i8*, !dbg !220
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false), !dbg !220
  call void @llvm.dbg.declare(metadata %struct.Vec2* %10, metadata !221, metadata !DIExpression()), !dbg !222
  %70 = bitcast %struct.Vec2* %10 to i8*, !dbg !222
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %70, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false), !dbg !222
  %71 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %72 unwind label %125, !dbg !223

72:                                               ; preds = %68
  %73 = load float, float* %71, align 4, !dbg !224
  %74 = fadd float %73, 1.000000e+00, !dbg !224
  store float %74, float* %71, align 4, !dbg !224
  %75 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0, !dbg !225
  %76 = load float, float* %75, align 4, !dbg !225
  %77 = fpext float %76 to double, !dbg !226
  %78 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1, !dbg !227
  %79 = load float, float* %78, align 4, !dbg !227
  %80 = fpext float %79 to double, !dbg !228
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0, !dbg !229
  store float 2.500000e+00, float* %81, align 4, !dbg !229
  %82 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1, !dbg !229
  store float 4.000000e+00, float* %82, align 4, !dbg !229
  %83 = bitcast %struct.Vec2* %11 to [2 x i32]*, !dbg !230
  %84 = load [2 x i32], [2 x i32]* %83, align 4, !dbg !230
  %85 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, [2 x i32] %84)
          to label %86 unwind label %125, !dbg !230

86:                                               ; preds = %72
  %87 = zext i1 %85 to i32, !dbg !231
  %88 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %89 unwind label %125, !dbg !232

89:                                               ; preds = %86
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %77, double noundef %80, i32 noundef %87, i32 noundef %88)
          to label %91 unwind label %125, !dbg !233

91:                                               ; preds = %89
  %92 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %93 unwind label %125, !dbg !234

93:                                               ; preds = %91
  %94 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %95 unwind label %125, !dbg !235

95:                                               ; preds = %93
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %92, double noundef %94)
          to label %97 unwind label %125, !dbg !236

97:                                               ; preds = %95
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %98 unwind label %125, !dbg !237

98:                                               ; preds = %97
  %99 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %100 unwind label %125, !dbg !238

100:                                              ; preds = %98
  %101 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %102 unwind label %125, !dbg !239

102:                                              ; preds = %100
  %103 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %104 unwind label %125, !dbg !240

104:                                              ; preds = %102
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %99, i8* noundef %101, i8* noundef %103)
          to label %106 unwind label %125, !dbg !241

106:                                              ; preds = %104
  call void @llvm.dbg.declare(metadata %struct.Doubler* %12, metadata !242, metadata !DIExpression()), !dbg !243
  %107 = call noundef %struct.Doubler* @_ZN7DoublerC1Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10, !dbg !243
  call void @llvm.dbg.declare(metadata i32* %13, metadata !244, metadata !DIExpression()), !dbg !245
  store i32 0, i32* %13, align 4, !dbg !245
  call void @llvm.dbg.declare(metadata i32* %14, metadata !246, metadata !DIExpression()), !dbg !248
  store i32 0, i32* %14, align 4, !dbg !248
  br label %108, !dbg !249

108:                                              ; preds = %118, %106
  %109 = load i32, i32* %14, align 4, !dbg !250
  %110 = icmp slt i32 %109, 4, !dbg !252
  br i1 %110, label %111, label %129, !dbg !253

111:                                              ; preds = %108
  %112 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !254
  %113 = load i32, i32* %14, align 4, !dbg !255
  %114 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %112, i32 noundef %113)
          to label %115 unwind label %125, !dbg !256

115:                                              ; preds = %111
  %116 = load i32, i32* %13, align 4, !dbg !257
  %117 = add nsw i32 %116, %114, !dbg !257
  store i32 %117, i32* %13, align 4, !dbg !257
  br label %118, !dbg !258

118:                                              ; preds = %115
  %119 = load i32, i32* %14, align 4, !dbg !259
  %120 = add nsw i32 %119, 1, !dbg !259
  store i32 %120, i32* %14, align 4, !dbg !259
  br label %108, !dbg !260, !llvm.loop !261

121:                                              ; preds = %0
  %122 = landingpad { i8*, i32 }
          cleanup, !dbg !264
  %123 = extractvalue { i8*, i32 } %122, 0, !dbg !264
  store i8* %123, i8** %4, align 4, !dbg !264
  %124 = extractvalue { i8*, i32 } %122, 1, !dbg !264
  store i32 %124, i32* %5, align 4, !dbg !264
  br label %258, !dbg !264

125:                                              ; preds = %141, %137, %135, %129, %111, %104, %102, %100, %98, %97, %95, %93, %91, %89, %86, %72, %68, %55, %47, %46, %44, %38, %35, %32, %29
  %126 = landingpad { i8*, i32 }
          cleanup, !dbg !264
  %127 = extractvalue { i8*, i32 } %126, 0, !dbg !264
  store i8* %127, i8** %4, align 4, !dbg !264
  %128 = extractvalue { i8*, i32 } %126, 1, !dbg !264
  store i32 %128, i32* %5, align 4, !dbg !264
  br label %256, !dbg !264

129:                                              ; preds = %108
  %130 = load i32, i32* %13, align 4, !dbg !265
  %131 = bitcast %struct.Doubler* %12 to %struct.Counter*, !dbg !266
  %132 = getelementptr inbounds %struct.Counter, %struct.Counter* %131, i32 0, i32 0, !dbg !267
  %133 = load i32, i32* %132, align 4, !dbg !267
  %134 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %130, i32 noundef %133)
          to label %135 unwind label %125, !dbg !268

135:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata i8* %15, metadata !269, metadata !DIExpression()), !dbg !270
  %136 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %137 unwind label %125, !dbg !271

137:                                              ; preds = %135
  store i8 %136, i8* %15, align 1, !dbg !270
  %138 = load i8, i8* %15, align 1, !dbg !272
  %139 = zext i8 %138 to i32, !dbg !273
  %140 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %139)
          to label %141 unwind label %125, !dbg !274

141:                                              ; preds = %137
  call void @llvm.dbg.declare(metadata i32* %16, metadata !275, metadata !DIExpression()), !dbg !277
  store i32 4, i32* %16, align 4, !dbg !277
  call void @llvm.dbg.declare(metadata { i32, i32 }* %17, metadata !278, metadata !DIExpression()), !dbg !280
  store { i32, i32 } { i32 8, i32 1 }, { i32, i32 }* %17, align 4, !dbg !280
  call void @llvm.dbg.declare(metadata { i32, i32 }* %18, metadata !281, metadata !DIExpression()), !dbg !283
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %18, align 4, !dbg !283
  call void @llvm.dbg.declare(metadata %struct.Bird* %19, metadata !284, metadata !DIExpression()), !dbg !285
  %142 = invoke noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19)
          to label %143 unwind label %125, !dbg !285

143:                                              ; preds = %141
  call void @llvm.dbg.declare(metadata %struct.Animal** %20, metadata !286, metadata !DIExpression()), !dbg !288
  %144 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !289
  store %struct.Animal* %144, %struct.Animal** %20, align 4, !dbg !288
  %145 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !290
  %146 = load i32, i32* %16, align 4, !dbg !291
  %147 = bitcast %struct.Animal* %145 to i8*, !dbg !292
  %148 = getelementptr inbounds i8, i8* %147, i32 %146, !dbg !292
  %149 = bitcast i8* %148 to i32*, !dbg !292
  %150 = load i32, i32* %149, align 4, !dbg !292
  %151 = load %struct.Animal*, %struct.Animal** %20, align 4, !dbg !293
  %152 = load { i32, i32 }, { i32, i32 }* %17, align 4, !dbg !294
  %153 = extractvalue { i32, i32 } %152, 1, !dbg !295
  %154 = ashr i32 %153, 1, !dbg !295
  %155 = bitcast %struct.Animal* %151 to i8*, !dbg !295
  %156 = getelementptr inbounds i8, i8* %155, i32 %154, !dbg !295
  %157 = bitcast i8* %156 to %struct.Animal*, !dbg !295
  %158 = extractvalue { i32, i32 } %152, 0, !dbg !295
  %159 = and i32 %153, 1, !dbg !295
  %160 = icmp ne i32 %159, 0, !dbg !295
  br i1 %160, label %161, label %167, !dbg !295

161:                                              ; preds = %143
  %162 = bitcast %struct.Animal* %157 to i8**, !dbg !295
  %163 = load i8*, i8** %162, align 4, !dbg !295
  %164 = getelementptr i8, i8* %163, i32 %158, !dbg !295, !nosanitize !71
  %165 = bitcast i8* %164 to i8* (%struct.Animal*)**, !dbg !295, !nosanitize !71
  %166 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %165, align 4, !dbg !295, !nosanitize !71
  br label %169, !dbg !295

167:                                              ; preds = %143
  %168 = inttoptr i32 %158 to i8* (%struct.Animal*)*, !dbg !295
  br label %169, !dbg !295

169:                                              ; preds = %167, %161
  %170 = phi i8* (%struct.Animal*)* [ %166, %161 ], [ %168, %167 ], !dbg !295
  %171 = invoke noundef i8* %170(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %157)
          to label %172 unwind label %189, !dbg !295

172:                                              ; preds = %169
  %173 = bitcast %struct.Bird* %19 to %struct.Animal*, !dbg !296
  %174 = load { i32, i32 }, { i32, i32 }* %18, align 4, !dbg !297
  %175 = extractvalue { i32, i32 } %174, 1, !dbg !298
  %176 = ashr i32 %175, 1, !dbg !298
  %177 = bitcast %struct.Animal* %173 to i8*, !dbg !298
  %178 = getelementptr inbounds i8, i8* %177, i32 %176, !dbg !298
  %179 = bitcast i8* %178 to %struct.Animal*, !dbg !298
  %180 = extractvalue { i32, i32 } %174, 0, !dbg !298
  %181 = and i32 %175, 1, !dbg !298
  %182 = icmp ne i32 %181, 0, !dbg !298
  br i1 %182, label %183, label %193, !dbg !298

183:                                              ; preds = %172
  %184 = bitcast %struct.Animal* %179 to i8**, !dbg !298
  %185 = load i8*, i8** %184, align 4, !dbg !298
  %186 = getelementptr i8, i8* %185, i32 %180, !dbg !298, !nosanitize !71
  %187 = bitcast i8* %186 to i32 (%struct.Animal*)**, !dbg !298, !nosanitize !71
  %188 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %187, align 4, !dbg !298, !nosanitize !71
  br label %195, !dbg !298

189:                                              ; preds = %229, %223, %221, %219, %217, %200, %198, %195, %169
  %190 = landingpad { i8*, i32 }
          cleanup, !dbg !264
  %191 = extractvalue { i8*, i32 } %190, 0, !dbg !264
  store i8* %191, i8** %4, align 4, !dbg !264
  %192 = extractvalue { i8*, i32 } %190, 1, !dbg !264
  store i32 %192, i32* %5, align 4, !dbg !264
  br label %254, !dbg !264

193:                                              ; preds = %172
  %194 = inttoptr i32 %180 to i32 (%struct.Animal*)*, !dbg !298
  br label %195, !dbg !298

195:                                              ; preds = %193, %183
  %196 = phi i32 (%struct.Animal*)* [ %188, %183 ], [ %194, %193 ], !dbg !298
  %197 = invoke noundef i32 %196(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %179)
          to label %198 unwind label %189, !dbg !298

198:                                              ; preds = %195
  %199 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %150, i8* noundef %171, i32 noundef %197)
          to label %200 unwind label %189, !dbg !299

200:                                              ; preds = %198
  call void @llvm.dbg.declare(metadata i32* %21, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 10, i32* %21, align 4, !dbg !301
  call void @llvm.dbg.declare(metadata %class.anon* %22, metadata !302, metadata !DIExpression()), !dbg !307
  %201 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0, !dbg !308
  store i32 0, i32* %201, align 4, !dbg !308
  %202 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1, !dbg !308
  %203 = load i32, i32* %21, align 4, !dbg !309
  store i32 %203, i32* %202, align 4, !dbg !308
  %204 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %205 unwind label %189, !dbg !310

205:                                              ; preds = %200
  call void @llvm.dbg.declare(metadata %class.anon.0* %23, metadata !311, metadata !DIExpression()), !dbg !316
  %206 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0, !dbg !317
  %207 = load i32, i32* %21, align 4, !dbg !318
  store i32 %207, i32* %206, align 4, !dbg !317
  %208 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1, !dbg !317
  %209 = getelementptr inbounds [3 x i32], [3 x i32]* %208, i32 0, i32 0, !dbg !318
  br label %210, !dbg !318

210:                                              ; preds = %210, %205
  %211 = phi i32 [ 0, %205 ], [ %215, %210 ], !dbg !318
  %212 = getelementptr inbounds i32, i32* %209, i32 %211, !dbg !318
  %213 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 %211, !dbg !318
  %214 = load i32, i32* %213, align 4, !dbg !318
  store i32 %214, i32* %212, align 4, !dbg !318
  %215 = add nuw i32 %211, 1, !dbg !318
  %216 = icmp eq i32 %215, 3, !dbg !318
  br i1 %216, label %217, label %210, !dbg !318

217:                                              ; preds = %210
  %218 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %219 unwind label %189, !dbg !319

219:                                              ; preds = %217
  %220 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %221 unwind label %189, !dbg !320

221:                                              ; preds = %219
  %222 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %218, i32 noundef %220)
          to label %223 unwind label %189, !dbg !321

223:                                              ; preds = %221
  call void @llvm.dbg.declare(metadata %struct.Accum* %24, metadata !322, metadata !DIExpression()), !dbg !323
  %224 = call noundef %struct.Accum* @_ZN5AccumC1Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10, !dbg !323
  call void @llvm.dbg.declare(metadata %class.Function* %25, metadata !324, metadata !DIExpression()), !dbg !326
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %225 unwind label %189, !dbg !327

225:                                              ; preds = %223
  %226 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %227 unwind label %244, !dbg !328

227:                                              ; preds = %225
  %228 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %229 unwind label %244, !dbg !329

229:                                              ; preds = %227
  %230 = call noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !330
  call void @llvm.dbg.declare(metadata %class.Function.1* %26, metadata !331, metadata !DIExpression()), !dbg !353
  %231 = invoke noundef %class.Function.1* @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26)
          to label %232 unwind label %189, !dbg !354

232:                                              ; preds = %229
  %233 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0, !dbg !355
  %234 = load i32, i32* %233, align 4, !dbg !355
  %235 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %236 unwind label %249, !dbg !356

236:                                              ; preds = %232
  %237 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %234, double noundef %235)
          to label %238 unwind label %249, !dbg !357

238:                                              ; preds = %236
  store i32 0, i32* %1, align 4, !dbg !358
  %239 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !264
  %240 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !264
  %241 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !264
  %242 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !264
  %243 = load i32, i32* %1, align 4, !dbg !264
  ret i32 %243, !dbg !264

244:                                              ; preds = %227, %225
  %245 = landingpad { i8*, i32 }
          cleanup, !dbg !359
  %246 = extractvalue { i8*, i32 } %245, 0, !dbg !359
  store i8* %246, i8** %4, align 4, !dbg !359
  %247 = extractvalue { i8*, i32 } %245, 1, !dbg !359
  store i32 %247, i32* %5, align 4, !dbg !359
  %248 = call noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10, !dbg !330
  br label %254, !dbg !330

249:                                              ; preds = %236, %232
  %250 = landingpad { i8*, i32 }
          cleanup, !dbg !264
  %251 = extractvalue { i8*, i32 } %250, 0, !dbg !264
  store i8* %251, i8** %4, align 4, !dbg !264
  %252 = extractvalue { i8*, i32 } %250, 1, !dbg !264
  store i32 %252, i32* %5, align 4, !dbg !264
  %253 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10, !dbg !264
  br label %254, !dbg !264

254:                                              ; preds = %249, %244, %189
  %255 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10, !dbg !264
  br label %256, !dbg !264

256:                                              ; preds = %254, %125
  %257 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !264
  br label %258, !dbg !264

258:                                              ; preds = %256, %121
  %259 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10, !dbg !264
  br label %260, !dbg !264

260:                                              ; preds = %258
  %261 = load i8*, i8** %4, align 4, !dbg !264
  %262 = load i32, i32* %5, align 4, !dbg !264
  %263 = insertvalue { i8*, i32 } undef, i8* %261, 0, !dbg !264
  %264 = insertvalue { i8*, i32 } %263, i32 %262, 1, !dbg !264
  resume { i8*, i32 } %264, !dbg !264
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #2 !dbg !360 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !365, metadata !DIExpression()), !dbg !366
  %5 = call i8* @malloc(i32 noundef 8), !dbg !367
  store i8* %5, i8** %3, align 4, !dbg !366
  %6 = load i8*, i8** %3, align 4, !dbg !368
  %7 = bitcast i8* %6 to %struct.Bird*, !dbg !369
  %8 = call noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7), !dbg !370
  %9 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC1EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7), !dbg !371
  ret void, !dbg !372
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 !dbg !373 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !381, metadata !DIExpression()), !dbg !382
  %3 = load %class.Owner*, %class.Owner** %2, align 4, !dbg !383
  ret %class.Owner* %3, !dbg !384
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC1EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 align 2 !dbg !385 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !386, metadata !DIExpression()), !dbg !388
  store %class.Owner* %1, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !389, metadata !DIExpression()), !dbg !390
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !391
  %7 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %5, %class.Owner* noundef nonnull align 4 dereferenceable(4) %6) #10, !dbg !391
  ret %class.Owner* %5, !dbg !392
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 align 2 !dbg !393 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !394, metadata !DIExpression()), !dbg !396
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !397
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !397
  %6 = icmp ne %struct.Bird* %5, null, !dbg !398
  ret i1 %6, !dbg !399
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #3 align 2 !dbg !400 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !401, metadata !DIExpression()), !dbg !402
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !403
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !403
  ret %struct.Bird* %5, !dbg !404
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #3 !dbg !405 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !408, metadata !DIExpression()), !dbg !409
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0, !dbg !410
  %5 = load i32, i32* %3, align 4, !dbg !411
  store i32 %5, i32* %4, align 4, !dbg !410
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1, !dbg !410
  %7 = load i32, i32* %3, align 4, !dbg !412
  %8 = mul nsw i32 %7, 2, !dbg !413
  store i32 %8, i32* %6, align 4, !dbg !410
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2, !dbg !410
  %10 = load i32, i32* %3, align 4, !dbg !414
  %11 = mul nsw i32 %10, 3, !dbg !415
  store i32 %11, i32* %9, align 4, !dbg !410
  ret void, !dbg !416
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #3 align 2 !dbg !417 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %3, metadata !418, metadata !DIExpression()), !dbg !420
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !421, metadata !DIExpression()), !dbg !422
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !423
  %7 = icmp ne i32 %6, 0, !dbg !423
  br i1 %7, label %8, label %10, !dbg !423

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1, !dbg !424
  br label %12, !dbg !423

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0, !dbg !425
  br label %12, !dbg !423

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ], !dbg !423
  ret float* %13, !dbg !426
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1) #3 align 2 !dbg !427 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 4
  %5 = bitcast %struct.Vec2* %3 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Vec2** %4, metadata !428, metadata !DIExpression()), !dbg !430
  call void @llvm.dbg.declare(metadata %struct.Vec2* %3, metadata !431, metadata !DIExpression()), !dbg !432
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0, !dbg !433
  %8 = load float, float* %7, align 4, !dbg !433
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0, !dbg !434
  %10 = load float, float* %9, align 4, !dbg !434
  %11 = fcmp oeq float %8, %10, !dbg !435
  br i1 %11, label %12, label %18, !dbg !436

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1, !dbg !437
  %14 = load float, float* %13, align 4, !dbg !437
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1, !dbg !438
  %16 = load float, float* %15, align 4, !dbg !438
  %17 = fcmp oeq float %14, %16, !dbg !439
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ], !dbg !430
  ret i1 %19, !dbg !440
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_Z3fibi(i32 noundef %0) #2 !dbg !441 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !442, metadata !DIExpression()), !dbg !443
  %3 = load i32, i32* %2, align 4, !dbg !444
  %4 = icmp slt i32 %3, 2, !dbg !445
  br i1 %4, label %5, label %7, !dbg !444

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !446
  br label %15, !dbg !444

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4, !dbg !447
  %9 = sub nsw i32 %8, 1, !dbg !448
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !449
  %11 = load i32, i32* %2, align 4, !dbg !450
  %12 = sub nsw i32 %11, 2, !dbg !451
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !452
  %14 = add nsw i32 %10, %13, !dbg !453
  br label %15, !dbg !444

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !444
  ret i32 %16, !dbg !454
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 !dbg !455 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !462, metadata !DIExpression()), !dbg !463
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !464, metadata !DIExpression()), !dbg !463
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !465, metadata !DIExpression()), !dbg !463
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !466, metadata !DIExpression()), !dbg !463
  %9 = load i32, i32* %5, align 4, !dbg !467
  %10 = load i32, i32* %6, align 4, !dbg !467
  %11 = load i32, i32* %7, align 4, !dbg !467
  %12 = load i32, i32* %8, align 4, !dbg !467
  %13 = add nsw i32 %12, 0, !dbg !468
  %14 = add nsw i32 %11, %13, !dbg !468
  %15 = add nsw i32 %10, %14, !dbg !468
  %16 = add nsw i32 %9, %15, !dbg !468
  ret i32 %16, !dbg !469
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #3 !dbg !470 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !478, metadata !DIExpression()), !dbg !479
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !480, metadata !DIExpression()), !dbg !479
  %5 = load double, double* %3, align 8, !dbg !481
  %6 = load float, float* %4, align 4, !dbg !481
  %7 = fadd float %6, 0.000000e+00, !dbg !482
  %8 = fpext float %7 to double, !dbg !481
  %9 = fadd double %5, %8, !dbg !482
  ret double %9, !dbg !483
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #2 !dbg !484 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !494, metadata !DIExpression()), !dbg !495
  store i8 %1, i8* %6, align 1
  call void @llvm.dbg.declare(metadata i8* %6, metadata !496, metadata !DIExpression()), !dbg !495
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !497, metadata !DIExpression()), !dbg !495
  store i16 %3, i16* %8, align 2
  call void @llvm.dbg.declare(metadata i16* %8, metadata !498, metadata !DIExpression()), !dbg !495
  %9 = load i32, i32* %5, align 4, !dbg !499
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9), !dbg !500
  %11 = load i8, i8* %6, align 1, !dbg !499
  %12 = sext i8 %11 to i32, !dbg !499
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12), !dbg !500
  %14 = load i32, i32* %7, align 4, !dbg !499
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14), !dbg !500
  %16 = load i16, i16* %8, align 2, !dbg !499
  %17 = sext i16 %16 to i32, !dbg !499
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17), !dbg !500
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)), !dbg !501
  ret void, !dbg !502
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #3 !dbg !503 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !508, metadata !DIExpression()), !dbg !509
  %3 = load i32, i32* %2, align 4, !dbg !510
  %4 = icmp sgt i32 %3, 0, !dbg !512
  %5 = zext i1 %4 to i64, !dbg !510
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), !dbg !510
  ret i8* %6, !dbg !513
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #3 !dbg !514 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !519, metadata !DIExpression()), !dbg !520
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), !dbg !521
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #3 !dbg !524 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !529, metadata !DIExpression()), !dbg !530
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), !dbg !531
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Doubler* @_ZN7DoublerC1Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !534 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !538, metadata !DIExpression()), !dbg !539
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = call noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !540
  ret %struct.Doubler* %3, !dbg !540
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 align 2 !dbg !541 {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %3, metadata !542, metadata !DIExpression()), !dbg !544
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !545, metadata !DIExpression()), !dbg !546
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0, !dbg !547
  %7 = load i32, i32* %6, align 4, !dbg !548
  %8 = add nsw i32 %7, 1, !dbg !548
  store i32 %8, i32* %6, align 4, !dbg !548
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*, !dbg !549
  %10 = load i32, i32* %4, align 4, !dbg !550
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !551
  ret i32 %11, !dbg !552
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #3 !dbg !553 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !556, metadata !DIExpression()), !dbg !557
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !558, metadata !DIExpression()), !dbg !559
  %5 = load i8, i8* %3, align 1, !dbg !560
  %6 = zext i8 %5 to i32, !dbg !561
  %7 = load i8, i8* %4, align 1, !dbg !562
  %8 = zext i8 %7 to i32, !dbg !563
  %9 = or i32 %6, %8, !dbg !564
  %10 = trunc i32 %9 to i8, !dbg !565
  ret i8 %10, !dbg !566
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !567 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !568, metadata !DIExpression()), !dbg !570
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !571
  %5 = load i32, i32* %4, align 4, !dbg !571
  %6 = mul nsw i32 %5, 2, !dbg !572
  ret i32 %6, !dbg !573
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 align 2 !dbg !574 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !575, metadata !DIExpression()), !dbg !576
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3), !dbg !577
  ret %struct.Bird* %3, !dbg !578
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 !dbg !579 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %2, metadata !587, metadata !DIExpression()), !dbg !589
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1, !dbg !590
  %5 = load i32, i32* %4, align 4, !dbg !590
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0, !dbg !591
  %7 = load i32, i32* %6, align 4, !dbg !592
  %8 = add nsw i32 %7, 1, !dbg !592
  store i32 %8, i32* %6, align 4, !dbg !592
  %9 = add nsw i32 %5, %7, !dbg !593
  ret i32 %9, !dbg !594
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #3 align 2 !dbg !595 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.0** %2, metadata !603, metadata !DIExpression()), !dbg !605
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0, !dbg !606
  %5 = load i32, i32* %4, align 4, !dbg !606
  %6 = mul nsw i32 %5, 2, !dbg !607
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1, !dbg !608
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0, !dbg !608
  %9 = load i32, i32* %8, align 4, !dbg !608
  %10 = add nsw i32 %6, %9, !dbg !609
  ret i32 %10, !dbg !610
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Accum* @_ZN5AccumC1Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !611 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !615, metadata !DIExpression()), !dbg !616
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = call noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !617
  ret %struct.Accum* %3, !dbg !617
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #2 align 2 !dbg !38 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %4, metadata !618, metadata !DIExpression()), !dbg !619
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !620
  store %struct.Accum* %7, %struct.Accum** %8, align 4, !dbg !620
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0, !dbg !620
  %10 = bitcast %struct.Accum** %9 to [1 x i32]*, !dbg !620
  %11 = load [1 x i32], [1 x i32]* %10, align 4, !dbg !620
  %12 = call noundef %class.Function* @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %11), !dbg !620
  ret void, !dbg !621
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #2 align 2 !dbg !622 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !623, metadata !DIExpression()), !dbg !625
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !626, metadata !DIExpression()), !dbg !627
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1, !dbg !628
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4, !dbg !628
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0, !dbg !629
  %9 = load i8*, i8** %8, align 4, !dbg !629
  %10 = load i32, i32* %4, align 4, !dbg !630
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10), !dbg !628
  ret i32 %11, !dbg !631
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 align 2 !dbg !632 {
  %2 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %2, metadata !633, metadata !DIExpression()), !dbg !635
  %3 = load %class.Function*, %class.Function** %2, align 4
  %4 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %3) #10, !dbg !636
  ret %class.Function* %3, !dbg !637
}

; Function Attrs: noinline optnone ssp
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !638 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !644, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.declare(metadata %class.anon.2* %2, metadata !647, metadata !DIExpression()), !dbg !648
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  %5 = call noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %4), !dbg !649
  ret %class.Function.1* %4, !dbg !650
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #2 align 2 !dbg !651 {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %4, metadata !652, metadata !DIExpression()), !dbg !654
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !655, metadata !DIExpression()), !dbg !656
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !657, metadata !DIExpression()), !dbg !656
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1, !dbg !658
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4, !dbg !658
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0, !dbg !659
  %11 = load i8*, i8** %10, align 4, !dbg !659
  %12 = load double, double* %5, align 8, !dbg !660
  %13 = load double, double* %6, align 8, !dbg !660
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13), !dbg !658
  ret double %14, !dbg !661
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 align 2 !dbg !662 {
  %2 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %2, metadata !663, metadata !DIExpression()), !dbg !664
  %3 = load %class.Function.1*, %class.Function.1** %2, align 4
  %4 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %3) #10, !dbg !665
  ret %class.Function.1* %3, !dbg !666
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !667 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !669, metadata !DIExpression()), !dbg !670
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !671
  ret %struct.Bird* %3, !dbg !671
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !672 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !673, metadata !DIExpression()), !dbg !674
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !675
  ret %class.Owner* %3, !dbg !676
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !677 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %2, metadata !678, metadata !DIExpression()), !dbg !679
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*, !dbg !680
  %5 = call noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !680
  ret %struct.Doubler* %3, !dbg !680
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !681 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Counter** %2, metadata !685, metadata !DIExpression()), !dbg !686
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0, !dbg !687
  store i32 0, i32* %4, align 4, !dbg !687
  ret %struct.Counter* %3, !dbg !688
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !689 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !690, metadata !DIExpression()), !dbg !691
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !692
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !693
  %6 = bitcast %struct.Bird* %3 to i32 (...)***, !dbg !692
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !dbg !692
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !694
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1, !dbg !694
  store i32 2, i32* %8, align 4, !dbg !696
  ret %struct.Bird* %3, !dbg !697
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !698 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !700, metadata !DIExpression()), !dbg !702
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***, !dbg !703
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !dbg !703
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1, !dbg !704
  store i32 4, i32* %5, align 4, !dbg !704
  ret %struct.Animal* %3, !dbg !703
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !705 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !706, metadata !DIExpression()), !dbg !707
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !708
  %5 = bitcast %struct.Bird* %3 to i8*, !dbg !708
  call void @_ZdlPv(i8* noundef %5) #11, !dbg !708
  ret void, !dbg !708
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 !dbg !709 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !710, metadata !DIExpression()), !dbg !712
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), !dbg !713
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !714 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !715, metadata !DIExpression()), !dbg !716
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !717
  ret %struct.Animal* %3, !dbg !717
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !718 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !719, metadata !DIExpression()), !dbg !720
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10, !dbg !721
  %5 = bitcast %struct.Animal* %3 to i8*, !dbg !721
  call void @_ZdlPv(i8* noundef %5) #11, !dbg !721
  ret void, !dbg !721
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 !dbg !722 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !723, metadata !DIExpression()), !dbg !724
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), !dbg !725
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !726 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Animal** %2, metadata !727, metadata !DIExpression()), !dbg !728
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3, !dbg !729
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 !dbg !730 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Accum** %2, metadata !731, metadata !DIExpression()), !dbg !732
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0, !dbg !733
  store i32 0, i32* %4, align 4, !dbg !733
  ret %struct.Accum* %3, !dbg !734
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #7 align 2 !dbg !735 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %6 = bitcast %struct.Accum** %5 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %6, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !741, metadata !DIExpression()), !dbg !742
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !743, metadata !DIExpression()), !dbg !744
  %7 = load %class.Function*, %class.Function** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0, !dbg !745
  %9 = bitcast %struct.Accum** %8 to [1 x i32]*, !dbg !745
  %10 = load [1 x i32], [1 x i32]* %9, align 4, !dbg !745
  %11 = call noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %7, [1 x i32] %10), !dbg !745
  ret %class.Function* %7, !dbg !746
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #7 align 2 !dbg !747 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = bitcast %struct.Accum** %7 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %8, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %4, metadata !748, metadata !DIExpression()), !dbg !749
  call void @llvm.dbg.declare(metadata %class.anon.3* %3, metadata !750, metadata !DIExpression()), !dbg !751
  %9 = load %class.Function*, %class.Function** %4, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !752
  store i8* null, i8** %10, align 4, !dbg !752
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !753
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 4, !dbg !753
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !754
  store void (i8*)* null, void (i8*)** %12, align 4, !dbg !754
  %13 = call i8* @malloc(i32 noundef 4), !dbg !755
  %14 = bitcast i8* %13 to %class.anon.3*, !dbg !757
  %15 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3), !dbg !758
  %16 = bitcast %class.anon.3* %14 to i8*, !dbg !759
  %17 = bitcast %class.anon.3* %15 to i8*, !dbg !759
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %16, i8* align 4 %17, i32 4, i1 false), !dbg !759
  %18 = bitcast %class.anon.3* %14 to i8*, !dbg !757
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0, !dbg !760
  store i8* %18, i8** %19, align 4, !dbg !761
  %20 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !762
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1, !dbg !763
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 4, !dbg !764
  %22 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10, !dbg !765
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2, !dbg !766
  store void (i8*)* %22, void (i8*)** %23, align 4, !dbg !767
  ret %class.Function* %9, !dbg !768
}

declare i8* @malloc(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #3 !dbg !769 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %2, metadata !778, metadata !DIExpression()), !dbg !779
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4, !dbg !780
  ret %class.anon.3* %3, !dbg !781
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !782 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %2, metadata !793, metadata !DIExpression()), !dbg !795
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !796
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !797 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %2, metadata !804, metadata !DIExpression()), !dbg !806
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !807
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #7 align 2 !dbg !808 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !810, metadata !DIExpression()), !dbg !811
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !812, metadata !DIExpression()), !dbg !811
  %5 = load i8*, i8** %3, align 4, !dbg !813
  %6 = load i32, i32* %4, align 4, !dbg !813
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6), !dbg !813
  ret i32 %7, !dbg !813
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #2 align 2 !dbg !814 {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.4** %4, metadata !815, metadata !DIExpression()), !dbg !816
  store i8* %1, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !817, metadata !DIExpression()), !dbg !818
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !819, metadata !DIExpression()), !dbg !820
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4, !dbg !821
  %9 = bitcast i8* %8 to %class.anon.3*, !dbg !822
  %10 = load i32, i32* %6, align 4, !dbg !823
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10), !dbg !824
  ret i32 %11, !dbg !825
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 align 2 !dbg !826 {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.3** %3, metadata !834, metadata !DIExpression()), !dbg !836
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !837, metadata !DIExpression()), !dbg !838
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4, !dbg !839
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0, !dbg !840
  %10 = load i32, i32* %9, align 4, !dbg !841
  %11 = add nsw i32 %10, %8, !dbg !841
  store i32 %11, i32* %9, align 4, !dbg !841
  ret i32 %11, !dbg !842
}

; Function Attrs: noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #7 align 2 !dbg !843 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !845, metadata !DIExpression()), !dbg !846
  %3 = load i8*, i8** %2, align 4, !dbg !847
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !847
  ret void, !dbg !847
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !848 {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.6** %3, metadata !854, metadata !DIExpression()), !dbg !855
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !856, metadata !DIExpression()), !dbg !857
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !858
  %7 = bitcast i8* %6 to %class.anon.3*, !dbg !859
  %8 = load i8*, i8** %4, align 4, !dbg !860
  call void @free(i8* noundef %8), !dbg !861
  ret void, !dbg !862
}

declare void @free(i8* noundef) #5

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 !dbg !863 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %2, metadata !864, metadata !DIExpression()), !dbg !865
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*, !dbg !866
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !866
  ret %struct.Bird* %3, !dbg !868
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC1EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #7 align 2 !dbg !869 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !870, metadata !DIExpression()), !dbg !871
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !872, metadata !DIExpression()), !dbg !873
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !874
  %7 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %5, %struct.Bird* noundef %6), !dbg !874
  ret %class.Owner* %5, !dbg !875
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #4 align 2 !dbg !876 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !877, metadata !DIExpression()), !dbg !878
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Bird** %4, metadata !879, metadata !DIExpression()), !dbg !880
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !881
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !882
  store %struct.Bird* %7, %struct.Bird** %6, align 4, !dbg !881
  ret %class.Owner* %5, !dbg !883
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !884 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !885, metadata !DIExpression()), !dbg !886
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !887

4:                                                ; preds = %1
  ret %class.Owner* %3, !dbg !889

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null, !dbg !887
  %7 = extractvalue { i8*, i32 } %6, 0, !dbg !887
  call void @__clang_call_terminate(i8* %7) #12, !dbg !887
  unreachable, !dbg !887
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 !dbg !890 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %2, metadata !891, metadata !DIExpression()), !dbg !892
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !893
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4, !dbg !893
  %6 = icmp ne %struct.Bird* %5, null, !dbg !893
  br i1 %6, label %7, label %19, !dbg !895

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !896
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !896
  %10 = bitcast %struct.Bird* %9 to %struct.Bird* (%struct.Bird*)***, !dbg !898
  %11 = load %struct.Bird* (%struct.Bird*)**, %struct.Bird* (%struct.Bird*)*** %10, align 4, !dbg !898
  %12 = getelementptr inbounds %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %11, i64 0, !dbg !898
  %13 = load %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %12, align 4, !dbg !898
  %14 = call noundef %struct.Bird* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #10, !dbg !898
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !899
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4, !dbg !899
  %17 = bitcast %struct.Bird* %16 to i8*, !dbg !899
  call void @free(i8* noundef %17), !dbg !900
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0, !dbg !901
  store %struct.Bird* null, %struct.Bird** %18, align 4, !dbg !902
  br label %19, !dbg !903

19:                                               ; preds = %7, %1
  ret void, !dbg !904
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 align 2 !dbg !905 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %3, metadata !906, metadata !DIExpression()), !dbg !907
  store %class.Owner* %1, %class.Owner** %4, align 4
  call void @llvm.dbg.declare(metadata %class.Owner** %4, metadata !908, metadata !DIExpression()), !dbg !909
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0, !dbg !910
  %7 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !911
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0, !dbg !912
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4, !dbg !912
  store %struct.Bird* %9, %struct.Bird** %6, align 4, !dbg !910
  %10 = load %class.Owner*, %class.Owner** %4, align 4, !dbg !913
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0, !dbg !915
  store %struct.Bird* null, %struct.Bird** %11, align 4, !dbg !916
  ret %class.Owner* %5, !dbg !917
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #3 align 2 !dbg !918 {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Doubler** %3, metadata !919, metadata !DIExpression()), !dbg !920
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !921, metadata !DIExpression()), !dbg !922
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !923
  %7 = mul nsw i32 2, %6, !dbg !924
  ret i32 %7, !dbg !925
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !926 {
  %2 = alloca %class.Function*, align 4
  %3 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function** %3, metadata !927, metadata !DIExpression()), !dbg !928
  %4 = load %class.Function*, %class.Function** %3, align 4
  store %class.Function* %4, %class.Function** %2, align 4
  %5 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !929
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !929
  %7 = icmp ne void (i8*)* %6, null, !dbg !929
  br i1 %7, label %8, label %14, !dbg !932

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2, !dbg !933
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !933
  %11 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 0, !dbg !934
  %12 = load i8*, i8** %11, align 4, !dbg !934
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !933

13:                                               ; preds = %8
  br label %14, !dbg !933

14:                                               ; preds = %13, %1
  %15 = load %class.Function*, %class.Function** %2, align 4, !dbg !935
  ret %class.Function* %15, !dbg !935

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null, !dbg !933
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !933
  call void @__clang_call_terminate(i8* %18) #12, !dbg !933
  unreachable, !dbg !933
}

; Function Attrs: noinline optnone ssp
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !936 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !937, metadata !DIExpression()), !dbg !938
  call void @llvm.dbg.declare(metadata %class.anon.2* %2, metadata !939, metadata !DIExpression()), !dbg !940
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !941
  store i8* null, i8** %7, align 4, !dbg !941
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !942
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4, !dbg !942
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !943
  store void (i8*)* null, void (i8*)** %9, align 4, !dbg !943
  %10 = call i8* @malloc(i32 noundef 1), !dbg !944
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !946
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2), !dbg !947
  %13 = bitcast %class.anon.2* %11 to i8*, !dbg !946
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0, !dbg !948
  store i8* %13, i8** %14, align 4, !dbg !949
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10, !dbg !950
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1, !dbg !951
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4, !dbg !952
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10, !dbg !953
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2, !dbg !954
  store void (i8*)* %17, void (i8*)** %18, align 4, !dbg !955
  ret %class.Function.1* %6, !dbg !956
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #3 !dbg !957 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %2, metadata !966, metadata !DIExpression()), !dbg !967
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4, !dbg !968
  ret %class.anon.2* %3, !dbg !969
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !970 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %2, metadata !981, metadata !DIExpression()), !dbg !983
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !984
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #3 align 2 !dbg !985 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %2, metadata !992, metadata !DIExpression()), !dbg !994
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !995
}

; Function Attrs: noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #7 align 2 !dbg !996 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !998, metadata !DIExpression()), !dbg !999
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !1000, metadata !DIExpression()), !dbg !999
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !1001, metadata !DIExpression()), !dbg !999
  %7 = load i8*, i8** %4, align 4, !dbg !1002
  %8 = load double, double* %5, align 8, !dbg !1002
  %9 = load double, double* %6, align 8, !dbg !1002
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9), !dbg !1002
  ret double %10, !dbg !1002
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #2 align 2 !dbg !1003 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  call void @llvm.dbg.declare(metadata %class.anon.8** %5, metadata !1004, metadata !DIExpression()), !dbg !1005
  store i8* %1, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1006, metadata !DIExpression()), !dbg !1007
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !1008, metadata !DIExpression()), !dbg !1009
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !1010, metadata !DIExpression()), !dbg !1009
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4, !dbg !1011
  %11 = bitcast i8* %10 to %class.anon.2*, !dbg !1012
  %12 = load double, double* %7, align 8, !dbg !1013
  %13 = load double, double* %8, align 8, !dbg !1013
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13), !dbg !1014
  ret double %14, !dbg !1015
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #3 align 2 !dbg !1016 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon.2** %4, metadata !1024, metadata !DIExpression()), !dbg !1026
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !1027, metadata !DIExpression()), !dbg !1028
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !1029, metadata !DIExpression()), !dbg !1030
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8, !dbg !1031
  %9 = load double, double* %5, align 8, !dbg !1032
  %10 = load double, double* %6, align 8, !dbg !1033
  %11 = load double, double* %6, align 8, !dbg !1034
  %12 = fmul double %10, %11, !dbg !1035
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1036
  ret double %13, !dbg !1037
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #7 align 2 !dbg !1038 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !1040, metadata !DIExpression()), !dbg !1041
  %3 = load i8*, i8** %2, align 4, !dbg !1042
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3), !dbg !1042
  ret void, !dbg !1042
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #2 align 2 !dbg !1043 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon.10** %3, metadata !1049, metadata !DIExpression()), !dbg !1050
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !1051, metadata !DIExpression()), !dbg !1052
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !1053
  %7 = bitcast i8* %6 to %class.anon.2*, !dbg !1054
  %8 = load i8*, i8** %4, align 4, !dbg !1055
  call void @free(i8* noundef %8), !dbg !1056
  ret void, !dbg !1057
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !1058 {
  %2 = alloca %class.Function.1*, align 4
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  call void @llvm.dbg.declare(metadata %class.Function.1** %3, metadata !1059, metadata !DIExpression()), !dbg !1060
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  store %class.Function.1* %4, %class.Function.1** %2, align 4
  %5 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !1061
  %6 = load void (i8*)*, void (i8*)** %5, align 4, !dbg !1061
  %7 = icmp ne void (i8*)* %6, null, !dbg !1061
  br i1 %7, label %8, label %14, !dbg !1064

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2, !dbg !1065
  %10 = load void (i8*)*, void (i8*)** %9, align 4, !dbg !1065
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 0, !dbg !1066
  %12 = load i8*, i8** %11, align 4, !dbg !1066
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16, !dbg !1065

13:                                               ; preds = %8
  br label %14, !dbg !1065

14:                                               ; preds = %13, %1
  %15 = load %class.Function.1*, %class.Function.1** %2, align 4, !dbg !1067
  ret %class.Function.1* %15, !dbg !1067

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1065
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !1065
  call void @__clang_call_terminate(i8* %18) #12, !dbg !1065
  unreachable, !dbg !1065
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!164, !165, !166, !167, !168, !169, !170, !171, !172, !173}
!llvm.ident = !{!174}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 65, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: "_ZTS5Color")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !{!10, !11, !33, !34, !35, !3, !4, !36, !75, !32, !144, !161}
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
!164 = !{i32 7, !"Dwarf Version", i32 2}
!165 = !{i32 2, !"Debug Info Version", i32 3}
!166 = !{i32 1, !"wchar_size", i32 4}
!167 = !{i32 1, !"min_enum_size", i32 4}
!168 = !{i32 1, !"branch-target-enforcement", i32 0}
!169 = !{i32 1, !"sign-return-address", i32 0}
!170 = !{i32 1, !"sign-return-address-all", i32 0}
!171 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!172 = !{i32 7, !"PIC Level", i32 2}
!173 = !{i32 7, !"frame-pointer", i32 2}
!174 = !{!"Debian clang version 14.0.6"}
!175 = !DILocalVariable(name: "o", scope: !163, file: !1, line: 101, type: !75)
!176 = !DILocation(line: 101, column: 8, scope: !163)
!177 = !DILocation(line: 101, column: 12, scope: !163)
!178 = !DILocalVariable(name: "o2", scope: !163, file: !1, line: 102, type: !75)
!179 = !DILocation(line: 102, column: 15, scope: !163)
!180 = !DILocation(line: 102, column: 20, scope: !163)
!181 = !DILocation(line: 103, column: 36, scope: !163)
!182 = !DILocation(line: 103, column: 30, scope: !163)
!183 = !DILocation(line: 103, column: 45, scope: !163)
!184 = !DILocation(line: 103, column: 39, scope: !163)
!185 = !DILocation(line: 103, column: 49, scope: !163)
!186 = !DILocation(line: 103, column: 53, scope: !163)
!187 = !DILocation(line: 103, column: 3, scope: !163)
!188 = !DILocalVariable(scope: !163, file: !1, line: 105, type: !189)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !190, identifier: "_ZTS6Point3")
!190 = !{!191, !192, !193}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !189, file: !1, line: 97, baseType: !32, size: 32)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !189, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !189, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!194 = !DILocation(line: 105, column: 8, scope: !163)
!195 = !DILocation(line: 105, column: 23, scope: !163)
!196 = !DILocation(line: 105, column: 9, scope: !163)
!197 = !DILocation(line: 106, column: 29, scope: !163)
!198 = !DILocation(line: 105, column: 13, scope: !163)
!199 = !DILocation(line: 106, column: 33, scope: !163)
!200 = !DILocation(line: 105, column: 17, scope: !163)
!201 = !DILocation(line: 106, column: 37, scope: !163)
!202 = !DILocation(line: 106, column: 3, scope: !163)
!203 = !DILocalVariable(name: "arr", scope: !163, file: !1, line: 107, type: !204)
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !205)
!205 = !{!206}
!206 = !DISubrange(count: 3)
!207 = !DILocation(line: 107, column: 7, scope: !163)
!208 = !DILocalVariable(scope: !163, file: !1, line: 108, type: !209)
!209 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !204, size: 32)
!210 = !DILocation(line: 108, column: 9, scope: !163)
!211 = !DILocation(line: 108, column: 14, scope: !163)
!212 = !DILocation(line: 109, column: 6, scope: !163)
!213 = !DILocation(line: 108, column: 10, scope: !163)
!214 = !DILocation(line: 110, column: 28, scope: !163)
!215 = !DILocation(line: 110, column: 32, scope: !163)
!216 = !DILocation(line: 108, column: 18, scope: !163)
!217 = !DILocation(line: 110, column: 40, scope: !163)
!218 = !DILocation(line: 110, column: 3, scope: !163)
!219 = !DILocalVariable(name: "v", scope: !163, file: !1, line: 112, type: !20)
!220 = !DILocation(line: 112, column: 18, scope: !163)
!221 = !DILocalVariable(name: "w", scope: !163, file: !1, line: 113, type: !11)
!222 = !DILocation(line: 113, column: 8, scope: !163)
!223 = !DILocation(line: 114, column: 3, scope: !163)
!224 = !DILocation(line: 114, column: 8, scope: !163)
!225 = !DILocation(line: 115, column: 44, scope: !163)
!226 = !DILocation(line: 115, column: 42, scope: !163)
!227 = !DILocation(line: 115, column: 49, scope: !163)
!228 = !DILocation(line: 115, column: 47, scope: !163)
!229 = !DILocation(line: 115, column: 61, scope: !163)
!230 = !DILocation(line: 115, column: 54, scope: !163)
!231 = !DILocation(line: 115, column: 52, scope: !163)
!232 = !DILocation(line: 115, column: 72, scope: !163)
!233 = !DILocation(line: 115, column: 3, scope: !163)
!234 = !DILocation(line: 116, column: 27, scope: !163)
!235 = !DILocation(line: 116, column: 56, scope: !163)
!236 = !DILocation(line: 116, column: 3, scope: !163)
!237 = !DILocation(line: 117, column: 3, scope: !163)
!238 = !DILocation(line: 118, column: 28, scope: !163)
!239 = !DILocation(line: 118, column: 41, scope: !163)
!240 = !DILocation(line: 118, column: 56, scope: !163)
!241 = !DILocation(line: 118, column: 3, scope: !163)
!242 = !DILocalVariable(name: "d", scope: !163, file: !1, line: 120, type: !145)
!243 = !DILocation(line: 120, column: 11, scope: !163)
!244 = !DILocalVariable(name: "acc", scope: !163, file: !1, line: 121, type: !32)
!245 = !DILocation(line: 121, column: 7, scope: !163)
!246 = !DILocalVariable(name: "i", scope: !247, file: !1, line: 122, type: !32)
!247 = distinct !DILexicalBlock(scope: !163, file: !1, line: 122, column: 3)
!248 = !DILocation(line: 122, column: 12, scope: !247)
!249 = !DILocation(line: 122, column: 8, scope: !247)
!250 = !DILocation(line: 122, column: 19, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !1, line: 122, column: 3)
!252 = !DILocation(line: 122, column: 21, scope: !251)
!253 = !DILocation(line: 122, column: 3, scope: !247)
!254 = !DILocation(line: 122, column: 38, scope: !251)
!255 = !DILocation(line: 122, column: 44, scope: !251)
!256 = !DILocation(line: 122, column: 40, scope: !251)
!257 = !DILocation(line: 122, column: 35, scope: !251)
!258 = !DILocation(line: 122, column: 31, scope: !251)
!259 = !DILocation(line: 122, column: 26, scope: !251)
!260 = !DILocation(line: 122, column: 3, scope: !251)
!261 = distinct !{!261, !253, !262, !263}
!262 = !DILocation(line: 122, column: 45, scope: !247)
!263 = !{!"llvm.loop.mustprogress"}
!264 = !DILocation(line: 150, column: 1, scope: !163)
!265 = !DILocation(line: 123, column: 32, scope: !163)
!266 = !DILocation(line: 123, column: 37, scope: !163)
!267 = !DILocation(line: 123, column: 39, scope: !163)
!268 = !DILocation(line: 123, column: 3, scope: !163)
!269 = !DILocalVariable(name: "c", scope: !163, file: !1, line: 125, type: !3)
!270 = !DILocation(line: 125, column: 9, scope: !163)
!271 = !DILocation(line: 125, column: 24, scope: !163)
!272 = !DILocation(line: 126, column: 34, scope: !163)
!273 = !DILocation(line: 126, column: 24, scope: !163)
!274 = !DILocation(line: 126, column: 3, scope: !163)
!275 = !DILocalVariable(name: "legs_ptr", scope: !163, file: !1, line: 128, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, extraData: !82)
!277 = !DILocation(line: 128, column: 16, scope: !163)
!278 = !DILocalVariable(name: "snd", scope: !163, file: !1, line: 129, type: !279)
!279 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !95, size: 64, extraData: !82)
!280 = !DILocation(line: 129, column: 25, scope: !163)
!281 = !DILocalVariable(name: "tw", scope: !163, file: !1, line: 130, type: !282)
!282 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !103, size: 64, extraData: !82)
!283 = !DILocation(line: 130, column: 17, scope: !163)
!284 = !DILocalVariable(name: "b", scope: !163, file: !1, line: 131, type: !79)
!285 = !DILocation(line: 131, column: 8, scope: !163)
!286 = !DILocalVariable(name: "ar", scope: !163, file: !1, line: 132, type: !287)
!287 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 32)
!288 = !DILocation(line: 132, column: 11, scope: !163)
!289 = !DILocation(line: 132, column: 16, scope: !163)
!290 = !DILocation(line: 133, column: 32, scope: !163)
!291 = !DILocation(line: 133, column: 36, scope: !163)
!292 = !DILocation(line: 133, column: 34, scope: !163)
!293 = !DILocation(line: 133, column: 47, scope: !163)
!294 = !DILocation(line: 133, column: 51, scope: !163)
!295 = !DILocation(line: 133, column: 46, scope: !163)
!296 = !DILocation(line: 133, column: 60, scope: !163)
!297 = !DILocation(line: 133, column: 63, scope: !163)
!298 = !DILocation(line: 133, column: 59, scope: !163)
!299 = !DILocation(line: 133, column: 3, scope: !163)
!300 = !DILocalVariable(name: "base", scope: !163, file: !1, line: 135, type: !32)
!301 = !DILocation(line: 135, column: 7, scope: !163)
!302 = !DILocalVariable(name: "counter", scope: !163, file: !1, line: 136, type: !303)
!303 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !304)
!304 = !{!305, !306}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !303, file: !1, line: 136, baseType: !32, size: 32)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !303, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!307 = !DILocation(line: 136, column: 8, scope: !163)
!308 = !DILocation(line: 136, column: 18, scope: !163)
!309 = !DILocation(line: 136, column: 26, scope: !163)
!310 = !DILocation(line: 137, column: 3, scope: !163)
!311 = !DILocalVariable(name: "byval", scope: !163, file: !1, line: 138, type: !312)
!312 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !313)
!313 = !{!314, !315}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !312, file: !1, line: 138, baseType: !32, size: 32)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !312, file: !1, line: 138, baseType: !204, size: 96, offset: 32)
!316 = !DILocation(line: 138, column: 8, scope: !163)
!317 = !DILocation(line: 138, column: 16, scope: !163)
!318 = !DILocation(line: 138, column: 17, scope: !163)
!319 = !DILocation(line: 139, column: 29, scope: !163)
!320 = !DILocation(line: 139, column: 40, scope: !163)
!321 = !DILocation(line: 139, column: 3, scope: !163)
!322 = !DILocalVariable(name: "accum", scope: !163, file: !1, line: 141, type: !39)
!323 = !DILocation(line: 141, column: 9, scope: !163)
!324 = !DILocalVariable(name: "f", scope: !325, file: !1, line: 143, type: !45)
!325 = distinct !DILexicalBlock(scope: !163, file: !1, line: 142, column: 3)
!326 = !DILocation(line: 143, column: 24, scope: !325)
!327 = !DILocation(line: 143, column: 34, scope: !325)
!328 = !DILocation(line: 144, column: 5, scope: !325)
!329 = !DILocation(line: 145, column: 5, scope: !325)
!330 = !DILocation(line: 146, column: 3, scope: !163)
!331 = !DILocalVariable(name: "hyp", scope: !163, file: !1, line: 147, type: !332)
!332 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !333, templateParams: !349, identifier: "_ZTS8FunctionIFdddEE")
!333 = !{!334, !335, !339, !340, !344}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !332, file: !1, line: 79, baseType: !48, size: 32)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !332, file: !1, line: 80, baseType: !336, size: 32, offset: 32)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 32)
!337 = !DISubroutineType(types: !338)
!338 = !{!33, !48, !33, !33}
!339 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !332, file: !1, line: 81, baseType: !54, size: 32, offset: 64)
!340 = !DISubprogram(name: "~Function", scope: !332, file: !1, line: 88, type: !341, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !343}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !332, file: !1, line: 89, type: !345, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!345 = !DISubroutineType(types: !346)
!346 = !{!33, !347, !33, !33}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !332)
!349 = !{!350}
!350 = !DITemplateTypeParameter(name: "Sig", type: !351)
!351 = !DISubroutineType(types: !352)
!352 = !{!33, !33, !33}
!353 = !DILocation(line: 147, column: 36, scope: !163)
!354 = !DILocation(line: 147, column: 42, scope: !163)
!355 = !DILocation(line: 148, column: 38, scope: !163)
!356 = !DILocation(line: 148, column: 45, scope: !163)
!357 = !DILocation(line: 148, column: 3, scope: !163)
!358 = !DILocation(line: 149, column: 3, scope: !163)
!359 = !DILocation(line: 150, column: 1, scope: !325)
!360 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !1, file: !1, line: 34, type: !361, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !363, retainedNodes: !71)
!361 = !DISubroutineType(types: !362)
!362 = !{!75}
!363 = !{!143, !364}
!364 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !71)
!365 = !DILocalVariable(name: "mem", scope: !360, file: !1, line: 35, type: !48)
!366 = !DILocation(line: 35, column: 9, scope: !360)
!367 = !DILocation(line: 35, column: 15, scope: !360)
!368 = !DILocation(line: 36, column: 24, scope: !360)
!369 = !DILocation(line: 36, column: 19, scope: !360)
!370 = !DILocation(line: 36, column: 29, scope: !360)
!371 = !DILocation(line: 36, column: 10, scope: !360)
!372 = !DILocation(line: 36, column: 3, scope: !360)
!373 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !1, file: !1, line: 17, type: !374, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !379, retainedNodes: !71)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !125}
!376 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !377, size: 32)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !378, file: !1, line: 16, baseType: !75)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !379, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!379 = !{!380}
!380 = !DITemplateTypeParameter(name: "T", type: !125)
!381 = !DILocalVariable(name: "t", arg: 1, scope: !373, file: !1, line: 17, type: !125)
!382 = !DILocation(line: 17, column: 63, scope: !373)
!383 = !DILocation(line: 17, column: 120, scope: !373)
!384 = !DILocation(line: 17, column: 68, scope: !373)
!385 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC1EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!386 = !DILocalVariable(name: "this", arg: 1, scope: !385, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 32)
!388 = !DILocation(line: 0, scope: !385)
!389 = !DILocalVariable(name: "o", arg: 2, scope: !385, file: !1, line: 25, type: !121)
!390 = !DILocation(line: 25, column: 17, scope: !385)
!391 = !DILocation(line: 25, column: 40, scope: !385)
!392 = !DILocation(line: 25, column: 58, scope: !385)
!393 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !75, file: !1, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !71)
!394 = !DILocalVariable(name: "this", arg: 1, scope: !393, type: !395, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!396 = !DILocation(line: 0, scope: !393)
!397 = !DILocation(line: 31, column: 43, scope: !393)
!398 = !DILocation(line: 31, column: 46, scope: !393)
!399 = !DILocation(line: 31, column: 36, scope: !393)
!400 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !75, file: !1, line: 30, type: !136, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !135, retainedNodes: !71)
!401 = !DILocalVariable(name: "this", arg: 1, scope: !400, type: !395, flags: DIFlagArtificial | DIFlagObjectPointer)
!402 = !DILocation(line: 0, scope: !400)
!403 = !DILocation(line: 30, column: 34, scope: !400)
!404 = !DILocation(line: 30, column: 27, scope: !400)
!405 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !1, file: !1, line: 98, type: !406, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !71)
!406 = !DISubroutineType(types: !407)
!407 = !{!189, !32}
!408 = !DILocalVariable(name: "s", arg: 1, scope: !405, file: !1, line: 98, type: !32)
!409 = !DILocation(line: 98, column: 30, scope: !405)
!410 = !DILocation(line: 98, column: 42, scope: !405)
!411 = !DILocation(line: 98, column: 43, scope: !405)
!412 = !DILocation(line: 98, column: 46, scope: !405)
!413 = !DILocation(line: 98, column: 48, scope: !405)
!414 = !DILocation(line: 98, column: 53, scope: !405)
!415 = !DILocation(line: 98, column: 55, scope: !405)
!416 = !DILocation(line: 98, column: 35, scope: !405)
!417 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !27, retainedNodes: !71)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!420 = !DILocation(line: 0, scope: !417)
!421 = !DILocalVariable(name: "i", arg: 2, scope: !417, file: !1, line: 44, type: !32)
!422 = !DILocation(line: 44, column: 25, scope: !417)
!423 = !DILocation(line: 44, column: 37, scope: !417)
!424 = !DILocation(line: 44, column: 41, scope: !417)
!425 = !DILocation(line: 44, column: 45, scope: !417)
!426 = !DILocation(line: 44, column: 30, scope: !417)
!427 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !71)
!428 = !DILocalVariable(name: "this", arg: 1, scope: !427, type: !429, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!430 = !DILocation(line: 0, scope: !427)
!431 = !DILocalVariable(name: "o", arg: 2, scope: !427, file: !1, line: 43, type: !11)
!432 = !DILocation(line: 43, column: 34, scope: !427)
!433 = !DILocation(line: 43, column: 52, scope: !427)
!434 = !DILocation(line: 43, column: 59, scope: !427)
!435 = !DILocation(line: 43, column: 54, scope: !427)
!436 = !DILocation(line: 43, column: 61, scope: !427)
!437 = !DILocation(line: 43, column: 64, scope: !427)
!438 = !DILocation(line: 43, column: 71, scope: !427)
!439 = !DILocation(line: 43, column: 66, scope: !427)
!440 = !DILocation(line: 43, column: 45, scope: !427)
!441 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!442 = !DILocalVariable(name: "n", arg: 1, scope: !441, file: !1, line: 47, type: !32)
!443 = !DILocation(line: 47, column: 23, scope: !441)
!444 = !DILocation(line: 47, column: 35, scope: !441)
!445 = !DILocation(line: 47, column: 37, scope: !441)
!446 = !DILocation(line: 47, column: 43, scope: !441)
!447 = !DILocation(line: 47, column: 51, scope: !441)
!448 = !DILocation(line: 47, column: 53, scope: !441)
!449 = !DILocation(line: 47, column: 47, scope: !441)
!450 = !DILocation(line: 47, column: 64, scope: !441)
!451 = !DILocation(line: 47, column: 66, scope: !441)
!452 = !DILocation(line: 47, column: 60, scope: !441)
!453 = !DILocation(line: 47, column: 58, scope: !441)
!454 = !DILocation(line: 47, column: 28, scope: !441)
!455 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !1, file: !1, line: 50, type: !456, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !458, retainedNodes: !71)
!456 = !DISubroutineType(types: !457)
!457 = !{!32, !32, !32, !32, !32}
!458 = !{!459}
!459 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !460)
!460 = !{!461, !461, !461, !461}
!461 = !DITemplateTypeParameter(type: !32)
!462 = !DILocalVariable(name: "ts", arg: 1, scope: !455, file: !1, line: 50, type: !32)
!463 = !DILocation(line: 50, column: 56, scope: !455)
!464 = !DILocalVariable(name: "ts", arg: 2, scope: !455, file: !1, line: 50, type: !32)
!465 = !DILocalVariable(name: "ts", arg: 3, scope: !455, file: !1, line: 50, type: !32)
!466 = !DILocalVariable(name: "ts", arg: 4, scope: !455, file: !1, line: 50, type: !32)
!467 = !DILocation(line: 50, column: 70, scope: !455)
!468 = !DILocation(line: 50, column: 75, scope: !455)
!469 = !DILocation(line: 50, column: 62, scope: !455)
!470 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !1, file: !1, line: 50, type: !471, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !473, retainedNodes: !71)
!471 = !DISubroutineType(types: !472)
!472 = !{!33, !33, !14}
!473 = !{!474}
!474 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !475)
!475 = !{!476, !477}
!476 = !DITemplateTypeParameter(type: !33)
!477 = !DITemplateTypeParameter(type: !14)
!478 = !DILocalVariable(name: "ts", arg: 1, scope: !470, file: !1, line: 50, type: !33)
!479 = !DILocation(line: 50, column: 56, scope: !470)
!480 = !DILocalVariable(name: "ts", arg: 2, scope: !470, file: !1, line: 50, type: !14)
!481 = !DILocation(line: 50, column: 70, scope: !470)
!482 = !DILocation(line: 50, column: 75, scope: !470)
!483 = !DILocation(line: 50, column: 62, scope: !470)
!484 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !1, file: !1, line: 51, type: !485, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !488, retainedNodes: !71)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !32, !99, !487, !34}
!487 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!488 = !{!489}
!489 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !490)
!490 = !{!461, !491, !492, !493}
!491 = !DITemplateTypeParameter(type: !99)
!492 = !DITemplateTypeParameter(type: !487)
!493 = !DITemplateTypeParameter(type: !34)
!494 = !DILocalVariable(name: "ts", arg: 1, scope: !484, file: !1, line: 51, type: !32)
!495 = !DILocation(line: 51, column: 48, scope: !484)
!496 = !DILocalVariable(name: "ts", arg: 2, scope: !484, file: !1, line: 51, type: !99)
!497 = !DILocalVariable(name: "ts", arg: 3, scope: !484, file: !1, line: 51, type: !487)
!498 = !DILocalVariable(name: "ts", arg: 4, scope: !484, file: !1, line: 51, type: !34)
!499 = !DILocation(line: 51, column: 76, scope: !484)
!500 = !DILocation(line: 51, column: 56, scope: !484)
!501 = !DILocation(line: 51, column: 88, scope: !484)
!502 = !DILocation(line: 51, column: 102, scope: !484)
!503 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !1, file: !1, line: 53, type: !504, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !506, retainedNodes: !71)
!504 = !DISubroutineType(types: !505)
!505 = !{!97, !32}
!506 = !{!507}
!507 = !DITemplateTypeParameter(name: "T", type: !32)
!508 = !DILocalVariable(name: "v", arg: 1, scope: !503, file: !1, line: 53, type: !32)
!509 = !DILocation(line: 53, column: 46, scope: !503)
!510 = !DILocation(line: 54, column: 40, scope: !511)
!511 = distinct !DILexicalBlock(scope: !503, file: !1, line: 54, column: 17)
!512 = !DILocation(line: 54, column: 42, scope: !511)
!513 = !DILocation(line: 54, column: 33, scope: !511)
!514 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !1, file: !1, line: 53, type: !515, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !517, retainedNodes: !71)
!515 = !DISubroutineType(types: !516)
!516 = !{!97, !33}
!517 = !{!518}
!518 = !DITemplateTypeParameter(name: "T", type: !33)
!519 = !DILocalVariable(name: "v", arg: 1, scope: !514, file: !1, line: 53, type: !33)
!520 = !DILocation(line: 53, column: 46, scope: !514)
!521 = !DILocation(line: 55, column: 41, scope: !522)
!522 = distinct !DILexicalBlock(scope: !523, file: !1, line: 55, column: 22)
!523 = distinct !DILexicalBlock(scope: !514, file: !1, line: 54, column: 17)
!524 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !1, file: !1, line: 53, type: !525, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !527, retainedNodes: !71)
!525 = !DISubroutineType(types: !526)
!526 = !{!97, !97}
!527 = !{!528}
!528 = !DITemplateTypeParameter(name: "T", type: !97)
!529 = !DILocalVariable(name: "v", arg: 1, scope: !524, file: !1, line: 53, type: !97)
!530 = !DILocation(line: 53, column: 46, scope: !524)
!531 = !DILocation(line: 56, column: 8, scope: !532)
!532 = distinct !DILexicalBlock(scope: !533, file: !1, line: 55, column: 22)
!533 = distinct !DILexicalBlock(scope: !524, file: !1, line: 54, column: 17)
!534 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC1Ev", scope: !145, file: !1, line: 63, type: !535, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !537, retainedNodes: !71)
!535 = !DISubroutineType(types: !536)
!536 = !{null, !160}
!537 = !DISubprogram(name: "Doubler", scope: !145, type: !535, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!538 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!539 = !DILocation(line: 0, scope: !534)
!540 = !DILocation(line: 63, column: 8, scope: !534)
!541 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !148, file: !1, line: 61, type: !152, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !151, retainedNodes: !71)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !541, type: !543, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 32)
!544 = !DILocation(line: 0, scope: !541)
!545 = !DILocalVariable(name: "x", arg: 2, scope: !541, file: !1, line: 61, type: !32)
!546 = !DILocation(line: 61, column: 15, scope: !541)
!547 = !DILocation(line: 61, column: 22, scope: !541)
!548 = !DILocation(line: 61, column: 20, scope: !541)
!549 = !DILocation(line: 61, column: 36, scope: !541)
!550 = !DILocation(line: 61, column: 71, scope: !541)
!551 = !DILocation(line: 61, column: 66, scope: !541)
!552 = !DILocation(line: 61, column: 29, scope: !541)
!553 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !1, file: !1, line: 66, type: !554, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !71)
!554 = !DISubroutineType(types: !555)
!555 = !{!3, !3, !3}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !553, file: !1, line: 66, type: !3)
!557 = !DILocation(line: 66, column: 33, scope: !553)
!558 = !DILocalVariable(name: "b", arg: 2, scope: !553, file: !1, line: 66, type: !3)
!559 = !DILocation(line: 66, column: 42, scope: !553)
!560 = !DILocation(line: 66, column: 75, scope: !553)
!561 = !DILocation(line: 66, column: 60, scope: !553)
!562 = !DILocation(line: 66, column: 94, scope: !553)
!563 = !DILocation(line: 66, column: 79, scope: !553)
!564 = !DILocation(line: 66, column: 77, scope: !553)
!565 = !DILocation(line: 66, column: 54, scope: !553)
!566 = !DILocation(line: 66, column: 47, scope: !553)
!567 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !82, file: !1, line: 72, type: !103, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !71)
!568 = !DILocalVariable(name: "this", arg: 1, scope: !567, type: !569, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!570 = !DILocation(line: 0, scope: !567)
!571 = !DILocation(line: 72, column: 35, scope: !567)
!572 = !DILocation(line: 72, column: 40, scope: !567)
!573 = !DILocation(line: 72, column: 28, scope: !567)
!574 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC1Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!575 = !DILocalVariable(name: "this", arg: 1, scope: !574, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!576 = !DILocation(line: 0, scope: !574)
!577 = !DILocation(line: 74, column: 31, scope: !574)
!578 = !DILocation(line: 74, column: 43, scope: !574)
!579 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !303, file: !1, line: 136, type: !580, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !583, retainedNodes: !71)
!580 = !DISubroutineType(types: !581)
!581 = !{!32, !582}
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!583 = !DISubprogram(name: "operator()", scope: !303, file: !1, line: 136, type: !584, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!584 = !DISubroutineType(types: !585)
!585 = !{!586, !582}
!586 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!587 = !DILocalVariable(name: "this", arg: 1, scope: !579, type: !588, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 32)
!589 = !DILocation(line: 0, scope: !579)
!590 = !DILocation(line: 136, column: 51, scope: !579)
!591 = !DILocation(line: 136, column: 58, scope: !579)
!592 = !DILocation(line: 136, column: 59, scope: !579)
!593 = !DILocation(line: 136, column: 56, scope: !579)
!594 = !DILocation(line: 136, column: 44, scope: !579)
!595 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !312, file: !1, line: 138, type: !596, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !600, retainedNodes: !71)
!596 = !DISubroutineType(types: !597)
!597 = !{!32, !598}
!598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !599, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!599 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !312)
!600 = !DISubprogram(name: "operator()", scope: !312, file: !1, line: 138, type: !601, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!601 = !DISubroutineType(types: !602)
!602 = !{!586, !598}
!603 = !DILocalVariable(name: "this", arg: 1, scope: !595, type: !604, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !599, size: 32)
!605 = !DILocation(line: 0, scope: !595)
!606 = !DILocation(line: 138, column: 29, scope: !595)
!607 = !DILocation(line: 138, column: 34, scope: !595)
!608 = !DILocation(line: 138, column: 40, scope: !595)
!609 = !DILocation(line: 138, column: 38, scope: !595)
!610 = !DILocation(line: 138, column: 22, scope: !595)
!611 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC1Ev", scope: !39, file: !1, line: 92, type: !612, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !614, retainedNodes: !71)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !70}
!614 = !DISubprogram(name: "Accum", scope: !39, type: !612, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!615 = !DILocalVariable(name: "this", arg: 1, scope: !611, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!616 = !DILocation(line: 0, scope: !611)
!617 = !DILocation(line: 92, column: 8, scope: !611)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DILocation(line: 0, scope: !38)
!620 = !DILocation(line: 94, column: 39, scope: !38)
!621 = !DILocation(line: 94, column: 32, scope: !38)
!622 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !71)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !622, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 32)
!625 = !DILocation(line: 0, scope: !622)
!626 = !DILocalVariable(name: "a", arg: 2, scope: !622, file: !1, line: 89, type: !32)
!627 = !DILocation(line: 89, column: 21, scope: !622)
!628 = !DILocation(line: 89, column: 39, scope: !622)
!629 = !DILocation(line: 89, column: 45, scope: !622)
!630 = !DILocation(line: 89, column: 51, scope: !622)
!631 = !DILocation(line: 89, column: 32, scope: !622)
!632 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED1Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !632, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!635 = !DILocation(line: 0, scope: !632)
!636 = !DILocation(line: 88, column: 15, scope: !632)
!637 = !DILocation(line: 88, column: 47, scope: !632)
!638 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_", scope: !332, file: !1, line: 83, type: !639, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !642, declaration: !641, retainedNodes: !71)
!639 = !DISubroutineType(types: !640)
!640 = !{null, !343, !162}
!641 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !332, file: !1, line: 83, type: !639, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !642)
!642 = !{!643}
!643 = !DITemplateTypeParameter(name: "F", type: !162)
!644 = !DILocalVariable(name: "this", arg: 1, scope: !638, type: !645, flags: DIFlagArtificial | DIFlagObjectPointer)
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 32)
!646 = !DILocation(line: 0, scope: !638)
!647 = !DILocalVariable(name: "f", arg: 2, scope: !638, file: !1, line: 83, type: !162)
!648 = !DILocation(line: 83, column: 36, scope: !638)
!649 = !DILocation(line: 83, column: 39, scope: !638)
!650 = !DILocation(line: 87, column: 3, scope: !638)
!651 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !332, file: !1, line: 89, type: !345, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !344, retainedNodes: !71)
!652 = !DILocalVariable(name: "this", arg: 1, scope: !651, type: !653, flags: DIFlagArtificial | DIFlagObjectPointer)
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 32)
!654 = !DILocation(line: 0, scope: !651)
!655 = !DILocalVariable(name: "a", arg: 2, scope: !651, file: !1, line: 89, type: !33)
!656 = !DILocation(line: 89, column: 21, scope: !651)
!657 = !DILocalVariable(name: "a", arg: 3, scope: !651, file: !1, line: 89, type: !33)
!658 = !DILocation(line: 89, column: 39, scope: !651)
!659 = !DILocation(line: 89, column: 45, scope: !651)
!660 = !DILocation(line: 89, column: 51, scope: !651)
!661 = !DILocation(line: 89, column: 32, scope: !651)
!662 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED1Ev", scope: !332, file: !1, line: 88, type: !341, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !340, retainedNodes: !71)
!663 = !DILocalVariable(name: "this", arg: 1, scope: !662, type: !645, flags: DIFlagArtificial | DIFlagObjectPointer)
!664 = !DILocation(line: 0, scope: !662)
!665 = !DILocation(line: 88, column: 15, scope: !662)
!666 = !DILocation(line: 88, column: 47, scope: !662)
!667 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD1Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !668, retainedNodes: !71)
!668 = !DISubprogram(name: "~Bird", scope: !79, type: !106, containingType: !79, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!669 = !DILocalVariable(name: "this", arg: 1, scope: !667, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!670 = !DILocation(line: 0, scope: !667)
!671 = !DILocation(line: 74, column: 8, scope: !667)
!672 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED1Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!673 = !DILocalVariable(name: "this", arg: 1, scope: !672, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!674 = !DILocation(line: 0, scope: !672)
!675 = !DILocation(line: 28, column: 12, scope: !672)
!676 = !DILocation(line: 28, column: 23, scope: !672)
!677 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !145, file: !1, line: 63, type: !535, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !537, retainedNodes: !71)
!678 = !DILocalVariable(name: "this", arg: 1, scope: !677, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!679 = !DILocation(line: 0, scope: !677)
!680 = !DILocation(line: 63, column: 8, scope: !677)
!681 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !148, file: !1, line: 59, type: !682, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !684, retainedNodes: !71)
!682 = !DISubroutineType(types: !683)
!683 = !{null, !154}
!684 = !DISubprogram(name: "Counter", scope: !148, type: !682, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!685 = !DILocalVariable(name: "this", arg: 1, scope: !681, type: !543, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DILocation(line: 0, scope: !681)
!687 = !DILocation(line: 60, column: 7, scope: !681)
!688 = !DILocation(line: 59, column: 36, scope: !681)
!689 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !71)
!690 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!691 = !DILocation(line: 0, scope: !689)
!692 = !DILocation(line: 74, column: 31, scope: !689)
!693 = !DILocation(line: 74, column: 24, scope: !689)
!694 = !DILocation(line: 74, column: 33, scope: !695)
!695 = distinct !DILexicalBlock(scope: !689, file: !1, line: 74, column: 31)
!696 = !DILocation(line: 74, column: 38, scope: !695)
!697 = !DILocation(line: 74, column: 43, scope: !689)
!698 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !82, file: !1, line: 68, type: !91, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !699, retainedNodes: !71)
!699 = !DISubprogram(name: "Animal", scope: !82, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!700 = !DILocalVariable(name: "this", arg: 1, scope: !698, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!701 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!702 = !DILocation(line: 0, scope: !698)
!703 = !DILocation(line: 68, column: 8, scope: !698)
!704 = !DILocation(line: 69, column: 7, scope: !698)
!705 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !668, retainedNodes: !71)
!706 = !DILocalVariable(name: "this", arg: 1, scope: !705, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!707 = !DILocation(line: 0, scope: !705)
!708 = !DILocation(line: 74, column: 8, scope: !705)
!709 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !79, file: !1, line: 74, type: !110, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !71)
!710 = !DILocalVariable(name: "this", arg: 1, scope: !709, type: !711, flags: DIFlagArtificial | DIFlagObjectPointer)
!711 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!712 = !DILocation(line: 0, scope: !709)
!713 = !DILocation(line: 74, column: 82, scope: !709)
!714 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD1Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!715 = !DILocalVariable(name: "this", arg: 1, scope: !714, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!716 = !DILocation(line: 0, scope: !714)
!717 = !DILocation(line: 70, column: 29, scope: !714)
!718 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!719 = !DILocalVariable(name: "this", arg: 1, scope: !718, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!720 = !DILocation(line: 0, scope: !718)
!721 = !DILocation(line: 70, column: 29, scope: !718)
!722 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !82, file: !1, line: 71, type: !95, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !71)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !569, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DILocation(line: 0, scope: !722)
!725 = !DILocation(line: 71, column: 39, scope: !722)
!726 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !82, file: !1, line: 70, type: !91, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !71)
!727 = !DILocalVariable(name: "this", arg: 1, scope: !726, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!728 = !DILocation(line: 0, scope: !726)
!729 = !DILocation(line: 70, column: 29, scope: !726)
!730 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !39, file: !1, line: 92, type: !612, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !614, retainedNodes: !71)
!731 = !DILocalVariable(name: "this", arg: 1, scope: !730, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!732 = !DILocation(line: 0, scope: !730)
!733 = !DILocation(line: 93, column: 7, scope: !730)
!734 = !DILocation(line: 92, column: 8, scope: !730)
!735 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !736, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !739, declaration: !738, retainedNodes: !71)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !60, !37}
!738 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !45, file: !1, line: 83, type: !736, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !739)
!739 = !{!740}
!740 = !DITemplateTypeParameter(name: "F", type: !37)
!741 = !DILocalVariable(name: "this", arg: 1, scope: !735, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocation(line: 0, scope: !735)
!743 = !DILocalVariable(name: "f", arg: 2, scope: !735, file: !1, line: 83, type: !37)
!744 = !DILocation(line: 83, column: 36, scope: !735)
!745 = !DILocation(line: 83, column: 39, scope: !735)
!746 = !DILocation(line: 87, column: 3, scope: !735)
!747 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !45, file: !1, line: 83, type: !736, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !739, declaration: !738, retainedNodes: !71)
!748 = !DILocalVariable(name: "this", arg: 1, scope: !747, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!749 = !DILocation(line: 0, scope: !747)
!750 = !DILocalVariable(name: "f", arg: 2, scope: !747, file: !1, line: 83, type: !37)
!751 = !DILocation(line: 83, column: 36, scope: !747)
!752 = !DILocation(line: 79, column: 9, scope: !747)
!753 = !DILocation(line: 80, column: 7, scope: !747)
!754 = !DILocation(line: 81, column: 10, scope: !747)
!755 = !DILocation(line: 84, column: 17, scope: !756)
!756 = distinct !DILexicalBlock(scope: !747, file: !1, line: 83, column: 39)
!757 = !DILocation(line: 84, column: 12, scope: !756)
!758 = !DILocation(line: 84, column: 38, scope: !756)
!759 = !DILocation(line: 84, column: 36, scope: !756)
!760 = !DILocation(line: 84, column: 5, scope: !756)
!761 = !DILocation(line: 84, column: 10, scope: !756)
!762 = !DILocation(line: 85, column: 13, scope: !756)
!763 = !DILocation(line: 85, column: 5, scope: !756)
!764 = !DILocation(line: 85, column: 11, scope: !756)
!765 = !DILocation(line: 86, column: 16, scope: !756)
!766 = !DILocation(line: 86, column: 5, scope: !756)
!767 = !DILocation(line: 86, column: 14, scope: !756)
!768 = !DILocation(line: 87, column: 3, scope: !747)
!769 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !1, file: !1, line: 17, type: !770, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !775, retainedNodes: !71)
!770 = !DISubroutineType(types: !771)
!771 = !{!772, !777}
!772 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !773, size: 32)
!773 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !774, file: !1, line: 16, baseType: !37)
!774 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !775, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!775 = !{!776}
!776 = !DITemplateTypeParameter(name: "T", type: !777)
!777 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 32)
!778 = !DILocalVariable(name: "t", arg: 1, scope: !769, file: !1, line: 17, type: !777)
!779 = !DILocation(line: 17, column: 63, scope: !769)
!780 = !DILocation(line: 17, column: 120, scope: !769)
!781 = !DILocation(line: 17, column: 68, scope: !769)
!782 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !783, file: !1, line: 85, type: !790, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !792, retainedNodes: !71)
!783 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !747, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !784, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!784 = !{!785}
!785 = !DISubprogram(name: "operator()", scope: !783, file: !1, line: 85, type: !786, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!786 = !DISubroutineType(types: !787)
!787 = !{!32, !788, !48, !32}
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !789, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!789 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!790 = !DISubroutineType(types: !791)
!791 = !{!50, !788}
!792 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !783, type: !790, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!793 = !DILocalVariable(name: "this", arg: 1, scope: !782, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !789, size: 32)
!795 = !DILocation(line: 0, scope: !782)
!796 = !DILocation(line: 85, column: 13, scope: !782)
!797 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !798, file: !1, line: 86, type: !799, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !803, retainedNodes: !71)
!798 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !747, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!799 = !DISubroutineType(types: !800)
!800 = !{!54, !801}
!801 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !802, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!802 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !798)
!803 = !DISubprogram(name: "operator void (*)(void *)", scope: !798, type: !799, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!804 = !DILocalVariable(name: "this", arg: 1, scope: !797, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !802, size: 32)
!806 = !DILocation(line: 0, scope: !797)
!807 = !DILocation(line: 86, column: 16, scope: !797)
!808 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !783, file: !1, line: 85, type: !51, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !809, retainedNodes: !71)
!809 = !DISubprogram(name: "__invoke", scope: !783, type: !51, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!810 = !DILocalVariable(name: "o", arg: 1, scope: !808, type: !48)
!811 = !DILocation(line: 0, scope: !808)
!812 = !DILocalVariable(name: "a", arg: 2, scope: !808, type: !32)
!813 = !DILocation(line: 85, column: 13, scope: !808)
!814 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !783, file: !1, line: 85, type: !786, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !785, retainedNodes: !71)
!815 = !DILocalVariable(name: "this", arg: 1, scope: !814, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!816 = !DILocation(line: 0, scope: !814)
!817 = !DILocalVariable(name: "o", arg: 2, scope: !814, file: !1, line: 85, type: !48)
!818 = !DILocation(line: 85, column: 22, scope: !814)
!819 = !DILocalVariable(name: "a", arg: 3, scope: !814, file: !1, line: 85, type: !32)
!820 = !DILocation(line: 85, column: 30, scope: !814)
!821 = !DILocation(line: 85, column: 66, scope: !814)
!822 = !DILocation(line: 85, column: 49, scope: !814)
!823 = !DILocation(line: 85, column: 70, scope: !814)
!824 = !DILocation(line: 85, column: 47, scope: !814)
!825 = !DILocation(line: 85, column: 40, scope: !814)
!826 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !37, file: !1, line: 94, type: !827, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !831, retainedNodes: !71)
!827 = !DISubroutineType(types: !828)
!828 = !{!32, !829, !32}
!829 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !830, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!830 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!831 = !DISubprogram(name: "operator()", scope: !37, file: !1, line: 94, type: !832, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!832 = !DISubroutineType(types: !833)
!833 = !{!586, !829, !32}
!834 = !DILocalVariable(name: "this", arg: 1, scope: !826, type: !835, flags: DIFlagArtificial | DIFlagObjectPointer)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !830, size: 32)
!836 = !DILocation(line: 0, scope: !826)
!837 = !DILocalVariable(name: "v", arg: 2, scope: !826, file: !1, line: 94, type: !32)
!838 = !DILocation(line: 94, column: 50, scope: !826)
!839 = !DILocation(line: 94, column: 71, scope: !826)
!840 = !DILocation(line: 94, column: 62, scope: !826)
!841 = !DILocation(line: 94, column: 68, scope: !826)
!842 = !DILocation(line: 94, column: 55, scope: !826)
!843 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !798, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !844, retainedNodes: !71)
!844 = !DISubprogram(name: "__invoke", scope: !798, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!845 = !DILocalVariable(name: "o", arg: 1, scope: !843, type: !48)
!846 = !DILocation(line: 0, scope: !843)
!847 = !DILocation(line: 86, column: 16, scope: !843)
!848 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !798, file: !1, line: 86, type: !849, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !851, retainedNodes: !71)
!849 = !DISubroutineType(types: !850)
!850 = !{null, !801, !48}
!851 = !DISubprogram(name: "operator()", scope: !798, file: !1, line: 86, type: !852, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!852 = !DISubroutineType(types: !853)
!853 = !{!586, !801, !48}
!854 = !DILocalVariable(name: "this", arg: 1, scope: !848, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!855 = !DILocation(line: 0, scope: !848)
!856 = !DILocalVariable(name: "o", arg: 2, scope: !848, file: !1, line: 86, type: !48)
!857 = !DILocation(line: 86, column: 25, scope: !848)
!858 = !DILocation(line: 86, column: 47, scope: !848)
!859 = !DILocation(line: 86, column: 30, scope: !848)
!860 = !DILocation(line: 86, column: 62, scope: !848)
!861 = !DILocation(line: 86, column: 57, scope: !848)
!862 = !DILocation(line: 86, column: 66, scope: !848)
!863 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !79, file: !1, line: 74, type: !106, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !668, retainedNodes: !71)
!864 = !DILocalVariable(name: "this", arg: 1, scope: !863, type: !78, flags: DIFlagArtificial | DIFlagObjectPointer)
!865 = !DILocation(line: 0, scope: !863)
!866 = !DILocation(line: 74, column: 8, scope: !867)
!867 = distinct !DILexicalBlock(scope: !863, file: !1, line: 74, column: 8)
!868 = !DILocation(line: 74, column: 8, scope: !863)
!869 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC1EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!870 = !DILocalVariable(name: "this", arg: 1, scope: !869, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!871 = !DILocation(line: 0, scope: !869)
!872 = !DILocalVariable(name: "p", arg: 2, scope: !869, file: !1, line: 24, type: !78)
!873 = !DILocation(line: 24, column: 21, scope: !869)
!874 = !DILocation(line: 24, column: 42, scope: !869)
!875 = !DILocation(line: 24, column: 43, scope: !869)
!876 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !75, file: !1, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !114, retainedNodes: !71)
!877 = !DILocalVariable(name: "this", arg: 1, scope: !876, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!878 = !DILocation(line: 0, scope: !876)
!879 = !DILocalVariable(name: "p", arg: 2, scope: !876, file: !1, line: 24, type: !78)
!880 = !DILocation(line: 24, column: 21, scope: !876)
!881 = !DILocation(line: 24, column: 36, scope: !876)
!882 = !DILocation(line: 24, column: 39, scope: !876)
!883 = !DILocation(line: 24, column: 43, scope: !876)
!884 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !75, file: !1, line: 28, type: !132, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !131, retainedNodes: !71)
!885 = !DILocalVariable(name: "this", arg: 1, scope: !884, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!886 = !DILocation(line: 0, scope: !884)
!887 = !DILocation(line: 28, column: 14, scope: !888)
!888 = distinct !DILexicalBlock(scope: !884, file: !1, line: 28, column: 12)
!889 = !DILocation(line: 28, column: 23, scope: !884)
!890 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !75, file: !1, line: 29, type: !132, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !134, retainedNodes: !71)
!891 = !DILocalVariable(name: "this", arg: 1, scope: !890, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!892 = !DILocation(line: 0, scope: !890)
!893 = !DILocation(line: 29, column: 22, scope: !894)
!894 = distinct !DILexicalBlock(scope: !890, file: !1, line: 29, column: 22)
!895 = !DILocation(line: 29, column: 22, scope: !890)
!896 = !DILocation(line: 29, column: 28, scope: !897)
!897 = distinct !DILexicalBlock(scope: !894, file: !1, line: 29, column: 26)
!898 = !DILocation(line: 29, column: 33, scope: !897)
!899 = !DILocation(line: 29, column: 43, scope: !897)
!900 = !DILocation(line: 29, column: 38, scope: !897)
!901 = !DILocation(line: 29, column: 48, scope: !897)
!902 = !DILocation(line: 29, column: 51, scope: !897)
!903 = !DILocation(line: 29, column: 62, scope: !897)
!904 = !DILocation(line: 29, column: 64, scope: !890)
!905 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !75, file: !1, line: 25, type: !119, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !118, retainedNodes: !71)
!906 = !DILocalVariable(name: "this", arg: 1, scope: !905, type: !387, flags: DIFlagArtificial | DIFlagObjectPointer)
!907 = !DILocation(line: 0, scope: !905)
!908 = !DILocalVariable(name: "o", arg: 2, scope: !905, file: !1, line: 25, type: !121)
!909 = !DILocation(line: 25, column: 17, scope: !905)
!910 = !DILocation(line: 25, column: 31, scope: !905)
!911 = !DILocation(line: 25, column: 34, scope: !905)
!912 = !DILocation(line: 25, column: 36, scope: !905)
!913 = !DILocation(line: 25, column: 42, scope: !914)
!914 = distinct !DILexicalBlock(scope: !905, file: !1, line: 25, column: 40)
!915 = !DILocation(line: 25, column: 44, scope: !914)
!916 = !DILocation(line: 25, column: 47, scope: !914)
!917 = !DILocation(line: 25, column: 58, scope: !905)
!918 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !145, file: !1, line: 63, type: !158, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !157, retainedNodes: !71)
!919 = !DILocalVariable(name: "this", arg: 1, scope: !918, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DILocation(line: 0, scope: !918)
!921 = !DILocalVariable(name: "x", arg: 2, scope: !918, file: !1, line: 63, type: !32)
!922 = !DILocation(line: 63, column: 50, scope: !918)
!923 = !DILocation(line: 63, column: 66, scope: !918)
!924 = !DILocation(line: 63, column: 64, scope: !918)
!925 = !DILocation(line: 63, column: 55, scope: !918)
!926 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !71)
!927 = !DILocalVariable(name: "this", arg: 1, scope: !926, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!928 = !DILocation(line: 0, scope: !926)
!929 = !DILocation(line: 88, column: 21, scope: !930)
!930 = distinct !DILexicalBlock(scope: !931, file: !1, line: 88, column: 21)
!931 = distinct !DILexicalBlock(scope: !926, file: !1, line: 88, column: 15)
!932 = !DILocation(line: 88, column: 21, scope: !931)
!933 = !DILocation(line: 88, column: 31, scope: !930)
!934 = !DILocation(line: 88, column: 40, scope: !930)
!935 = !DILocation(line: 88, column: 47, scope: !926)
!936 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !332, file: !1, line: 83, type: !639, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !642, declaration: !641, retainedNodes: !71)
!937 = !DILocalVariable(name: "this", arg: 1, scope: !936, type: !645, flags: DIFlagArtificial | DIFlagObjectPointer)
!938 = !DILocation(line: 0, scope: !936)
!939 = !DILocalVariable(name: "f", arg: 2, scope: !936, file: !1, line: 83, type: !162)
!940 = !DILocation(line: 83, column: 36, scope: !936)
!941 = !DILocation(line: 79, column: 9, scope: !936)
!942 = !DILocation(line: 80, column: 7, scope: !936)
!943 = !DILocation(line: 81, column: 10, scope: !936)
!944 = !DILocation(line: 84, column: 17, scope: !945)
!945 = distinct !DILexicalBlock(scope: !936, file: !1, line: 83, column: 39)
!946 = !DILocation(line: 84, column: 12, scope: !945)
!947 = !DILocation(line: 84, column: 38, scope: !945)
!948 = !DILocation(line: 84, column: 5, scope: !945)
!949 = !DILocation(line: 84, column: 10, scope: !945)
!950 = !DILocation(line: 85, column: 13, scope: !945)
!951 = !DILocation(line: 85, column: 5, scope: !945)
!952 = !DILocation(line: 85, column: 11, scope: !945)
!953 = !DILocation(line: 86, column: 16, scope: !945)
!954 = !DILocation(line: 86, column: 5, scope: !945)
!955 = !DILocation(line: 86, column: 14, scope: !945)
!956 = !DILocation(line: 87, column: 3, scope: !936)
!957 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !1, file: !1, line: 17, type: !958, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !963, retainedNodes: !71)
!958 = !DISubroutineType(types: !959)
!959 = !{!960, !965}
!960 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !961, size: 32)
!961 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !962, file: !1, line: 16, baseType: !162)
!962 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !963)
!963 = !{!964}
!964 = !DITemplateTypeParameter(name: "T", type: !965)
!965 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !162, size: 32)
!966 = !DILocalVariable(name: "t", arg: 1, scope: !957, file: !1, line: 17, type: !965)
!967 = !DILocation(line: 17, column: 63, scope: !957)
!968 = !DILocation(line: 17, column: 120, scope: !957)
!969 = !DILocation(line: 17, column: 68, scope: !957)
!970 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !971, file: !1, line: 85, type: !978, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !980, retainedNodes: !71)
!971 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !936, file: !1, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !972)
!972 = !{!973}
!973 = !DISubprogram(name: "operator()", scope: !971, file: !1, line: 85, type: !974, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!974 = !DISubroutineType(types: !975)
!975 = !{!33, !976, !48, !33, !33}
!976 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !977, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!977 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !971)
!978 = !DISubroutineType(types: !979)
!979 = !{!336, !976}
!980 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !971, type: !978, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!981 = !DILocalVariable(name: "this", arg: 1, scope: !970, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !977, size: 32)
!983 = !DILocation(line: 0, scope: !970)
!984 = !DILocation(line: 85, column: 13, scope: !970)
!985 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !986, file: !1, line: 86, type: !987, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !991, retainedNodes: !71)
!986 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !936, file: !1, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !71)
!987 = !DISubroutineType(types: !988)
!988 = !{!54, !989}
!989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !990, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!990 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !986)
!991 = !DISubprogram(name: "operator void (*)(void *)", scope: !986, type: !987, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!992 = !DILocalVariable(name: "this", arg: 1, scope: !985, type: !993, flags: DIFlagArtificial | DIFlagObjectPointer)
!993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !990, size: 32)
!994 = !DILocation(line: 0, scope: !985)
!995 = !DILocation(line: 86, column: 16, scope: !985)
!996 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !971, file: !1, line: 85, type: !337, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !997, retainedNodes: !71)
!997 = !DISubprogram(name: "__invoke", scope: !971, type: !337, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!998 = !DILocalVariable(name: "o", arg: 1, scope: !996, type: !48)
!999 = !DILocation(line: 0, scope: !996)
!1000 = !DILocalVariable(name: "a", arg: 2, scope: !996, type: !33)
!1001 = !DILocalVariable(name: "a", arg: 3, scope: !996, type: !33)
!1002 = !DILocation(line: 85, column: 13, scope: !996)
!1003 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !971, file: !1, line: 85, type: !974, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !973, retainedNodes: !71)
!1004 = !DILocalVariable(name: "this", arg: 1, scope: !1003, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!1005 = !DILocation(line: 0, scope: !1003)
!1006 = !DILocalVariable(name: "o", arg: 2, scope: !1003, file: !1, line: 85, type: !48)
!1007 = !DILocation(line: 85, column: 22, scope: !1003)
!1008 = !DILocalVariable(name: "a", arg: 3, scope: !1003, file: !1, line: 85, type: !33)
!1009 = !DILocation(line: 85, column: 30, scope: !1003)
!1010 = !DILocalVariable(name: "a", arg: 4, scope: !1003, file: !1, line: 85, type: !33)
!1011 = !DILocation(line: 85, column: 66, scope: !1003)
!1012 = !DILocation(line: 85, column: 49, scope: !1003)
!1013 = !DILocation(line: 85, column: 70, scope: !1003)
!1014 = !DILocation(line: 85, column: 47, scope: !1003)
!1015 = !DILocation(line: 85, column: 40, scope: !1003)
!1016 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !162, file: !1, line: 147, type: !1017, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1021, retainedNodes: !71)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!33, !1019, !33, !33}
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1020 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!1021 = !DISubprogram(name: "operator()", scope: !162, file: !1, line: 147, type: !1022, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!586, !1019, !33, !33}
!1024 = !DILocalVariable(name: "this", arg: 1, scope: !1016, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 32)
!1026 = !DILocation(line: 0, scope: !1016)
!1027 = !DILocalVariable(name: "x", arg: 2, scope: !1016, file: !1, line: 147, type: !33)
!1028 = !DILocation(line: 147, column: 52, scope: !1016)
!1029 = !DILocalVariable(name: "y", arg: 3, scope: !1016, file: !1, line: 147, type: !33)
!1030 = !DILocation(line: 147, column: 62, scope: !1016)
!1031 = !DILocation(line: 147, column: 74, scope: !1016)
!1032 = !DILocation(line: 147, column: 78, scope: !1016)
!1033 = !DILocation(line: 147, column: 82, scope: !1016)
!1034 = !DILocation(line: 147, column: 86, scope: !1016)
!1035 = !DILocation(line: 147, column: 84, scope: !1016)
!1036 = !DILocation(line: 147, column: 80, scope: !1016)
!1037 = !DILocation(line: 147, column: 67, scope: !1016)
!1038 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !986, file: !1, line: 86, type: !55, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1039, retainedNodes: !71)
!1039 = !DISubprogram(name: "__invoke", scope: !986, type: !55, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1040 = !DILocalVariable(name: "o", arg: 1, scope: !1038, type: !48)
!1041 = !DILocation(line: 0, scope: !1038)
!1042 = !DILocation(line: 86, column: 16, scope: !1038)
!1043 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !986, file: !1, line: 86, type: !1044, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1046, retainedNodes: !71)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{null, !989, !48}
!1046 = !DISubprogram(name: "operator()", scope: !986, file: !1, line: 86, type: !1047, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1047 = !DISubroutineType(types: !1048)
!1048 = !{!586, !989, !48}
!1049 = !DILocalVariable(name: "this", arg: 1, scope: !1043, type: !993, flags: DIFlagArtificial | DIFlagObjectPointer)
!1050 = !DILocation(line: 0, scope: !1043)
!1051 = !DILocalVariable(name: "o", arg: 2, scope: !1043, file: !1, line: 86, type: !48)
!1052 = !DILocation(line: 86, column: 25, scope: !1043)
!1053 = !DILocation(line: 86, column: 47, scope: !1043)
!1054 = !DILocation(line: 86, column: 30, scope: !1043)
!1055 = !DILocation(line: 86, column: 62, scope: !1043)
!1056 = !DILocation(line: 86, column: 57, scope: !1043)
!1057 = !DILocation(line: 86, column: 66, scope: !1043)
!1058 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !332, file: !1, line: 88, type: !341, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !340, retainedNodes: !71)
!1059 = !DILocalVariable(name: "this", arg: 1, scope: !1058, type: !645, flags: DIFlagArtificial | DIFlagObjectPointer)
!1060 = !DILocation(line: 0, scope: !1058)
!1061 = !DILocation(line: 88, column: 21, scope: !1062)
!1062 = distinct !DILexicalBlock(scope: !1063, file: !1, line: 88, column: 21)
!1063 = distinct !DILexicalBlock(scope: !1058, file: !1, line: 88, column: 15)
!1064 = !DILocation(line: 88, column: 21, scope: !1063)
!1065 = !DILocation(line: 88, column: 31, scope: !1062)
!1066 = !DILocation(line: 88, column: 40, scope: !1062)
!1067 = !DILocation(line: 88, column: 47, scope: !1058)

; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Vec2 = type { float, float }
%class.Owner = type { ptr }
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { ptr, i32 }
%class.anon = type { i32, i32 }
%class.anon.0 = type { i32, [3 x i32] }
%struct.Accum = type { i32 }
%class.Function = type { ptr, ptr, ptr }
%class.Function.1 = type { ptr, ptr, ptr }
%class.anon.2 = type { i8 }
%class.anon.3 = type { ptr }
%class.anon.4 = type { i8 }
%class.anon.6 = type { i8 }
%class.anon.8 = type { i8 }
%class.anon.10 = type { i8 }

@.str = private unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", align 1, !dbg !8
@__const.main.arr = private unnamed_addr constant [3 x i32] [i32 4, i32 5, i32 6], align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", align 1, !dbg !13
@__const.main.v = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.Vec2 { float 2.500000e+00, float 4.000000e+00 }, align 4
@.str.3 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", align 1, !dbg !35
@.str.8 = private unnamed_addr constant [10 x i8] c"color %u\0A\00", align 1, !dbg !40
@.str.9 = private unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", align 1, !dbg !45
@.str.10 = private unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", align 1, !dbg !49
@_ZTV4Bird = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD1Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr constant [6 x i8] c"4Bird\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr constant [8 x i8] c"6Animal\00", align 1
@_ZTI6Animal = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, align 4
@_ZTI4Bird = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, align 4
@_ZTV6Animal = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD1Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1, !dbg !70
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !80

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 !dbg !242 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point3, align 4
  %7 = alloca [3 x i32], align 4
  %8 = alloca ptr, align 4
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
  %20 = alloca ptr, align 4
  %21 = alloca i32, align 4
  %22 = alloca %class.anon, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %struct.Accum, align 4
  %25 = alloca %class.Function, align 4
  %26 = alloca %class.Function.1, align 4
  %27 = alloca %class.anon.2, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !251, !DIExpression(), !252)
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2), !dbg !253
    #dbg_declare(ptr %3, !254, !DIExpression(), !255)
  %28 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %115, !dbg !256

29:                                               ; preds = %0
  %30 = call noundef ptr @_ZN5OwnerI4BirdEC1EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %28) #9, !dbg !256
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %119, !dbg !257

32:                                               ; preds = %29
  %33 = zext i1 %31 to i32, !dbg !258
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %35 unwind label %119, !dbg !259

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32, !dbg !260
  %37 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %119, !dbg !261

38:                                               ; preds = %35
  %39 = load ptr, ptr %37, align 4, !dbg !262
  %40 = getelementptr inbounds ptr, ptr %39, i64 2, !dbg !262
  %41 = load ptr, ptr %40, align 4, !dbg !262
  %42 = invoke noundef ptr %41(ptr noundef nonnull align 4 dereferenceable(8) %37)
          to label %43 unwind label %119, !dbg !262

43:                                               ; preds = %38
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33, i32 noundef %36, ptr noundef %42)
          to label %45 unwind label %119, !dbg !263

45:                                               ; preds = %43
    #dbg_declare(ptr %6, !264, !DIExpression(), !265)
    #dbg_declare(ptr %6, !266, !DIExpression(DW_OP_plus_uconst, 4), !267)
    #dbg_declare(ptr %6, !268, !DIExpression(DW_OP_plus_uconst, 8), !269)
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %46 unwind label %119, !dbg !270

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0, !dbg !265
  %48 = load i32, ptr %47, align 4, !dbg !271
  %49 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1, !dbg !267
  %50 = load i32, ptr %49, align 4, !dbg !272
  %51 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2, !dbg !269
  %52 = load i32, ptr %51, align 4, !dbg !273
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, i32 noundef %50, i32 noundef %52)
          to label %54 unwind label %119, !dbg !274

54:                                               ; preds = %46
    #dbg_declare(ptr %7, !275, !DIExpression(), !279)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.arr, i32 12, i1 false), !dbg !279
    #dbg_declare(ptr %8, !280, !DIExpression(DW_OP_deref), !281)
    #dbg_declare(ptr %8, !282, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !283)
    #dbg_declare(ptr %8, !284, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !285)
  store ptr %7, ptr %8, align 4, !dbg !286
  %55 = load ptr, ptr %8, align 4, !dbg !283
  %56 = getelementptr inbounds [3 x i32], ptr %55, i32 0, i32 1, !dbg !283
  store i32 50, ptr %56, align 4, !dbg !287
  %57 = load ptr, ptr %8, align 4, !dbg !281
  %58 = getelementptr inbounds [3 x i32], ptr %57, i32 0, i32 0, !dbg !281
  %59 = load i32, ptr %58, align 4, !dbg !288
  %60 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 1, !dbg !289
  %61 = load i32, ptr %60, align 4, !dbg !289
  %62 = load ptr, ptr %8, align 4, !dbg !285
  %63 = getelementptr inbounds [3 x i32], ptr %62, i32 0, i32 2, !dbg !285
  %64 = load i32, ptr %63, align 4, !dbg !290
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, i32 noundef %61, i32 noundef %64)
          to label %66 unwind label %119, !dbg !291

66:                                               ; preds = %54
    #dbg_declare(ptr %9, !292, !DIExpression(), !293)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.v, i32 8, i1 false), !dbg !293
    #dbg_declare(ptr %10, !294, !DIExpression(), !295)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.w, i32 8, i1 false), !dbg !295
  %67 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %68 unwind label %119, !dbg !296

68:                                               ; preds = %66
  %69 = load float, ptr %67, align 4, !dbg !297
  %70 = fadd float %69, 1.000000e+00, !dbg !297
  store float %70, ptr %67, align 4, !dbg !297
  %71 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0, !dbg !298
  %72 = load float, ptr %71, align 4, !dbg !298
  %73 = fpext float %72 to double, !dbg !299
  %74 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1, !dbg !300
  %75 = load float, ptr %74, align 4, !dbg !300
  %76 = fpext float %75 to double, !dbg !301
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0, !dbg !302
  store float 2.500000e+00, ptr %77, align 4, !dbg !302
  %78 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1, !dbg !302
  store float 4.000000e+00, ptr %78, align 4, !dbg !302
  %79 = load [2 x i32], ptr %11, align 4, !dbg !303
  %80 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, [2 x i32] %79)
          to label %81 unwind label %119, !dbg !303

81:                                               ; preds = %68
  %82 = zext i1 %80 to i32, !dbg !304
  %83 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %84 unwind label %119, !dbg !305

84:                                               ; preds = %81
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %73, double noundef %76, i32 noundef %82, i32 noundef %83)
          to label %86 unwind label %119, !dbg !306

86:                                               ; preds = %84
  %87 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %88 unwind label %119, !dbg !307

88:                                               ; preds = %86
  %89 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %90 unwind label %119, !dbg !308

90:                                               ; preds = %88
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %87, double noundef %89)
          to label %92 unwind label %119, !dbg !309

92:                                               ; preds = %90
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %93 unwind label %119, !dbg !310

93:                                               ; preds = %92
  %94 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %95 unwind label %119, !dbg !311

95:                                               ; preds = %93
  %96 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %97 unwind label %119, !dbg !312

97:                                               ; preds = %95
  %98 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %99 unwind label %119, !dbg !313

99:                                               ; preds = %97
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %94, ptr noundef %96, ptr noundef %98)
          to label %101 unwind label %119, !dbg !314

101:                                              ; preds = %99
    #dbg_declare(ptr %12, !315, !DIExpression(), !316)
  %102 = call noundef ptr @_ZN7DoublerC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9, !dbg !316
    #dbg_declare(ptr %13, !317, !DIExpression(), !318)
  store i32 0, ptr %13, align 4, !dbg !318
    #dbg_declare(ptr %14, !319, !DIExpression(), !321)
  store i32 0, ptr %14, align 4, !dbg !321
  br label %103, !dbg !322

103:                                              ; preds = %112, %101
  %104 = load i32, ptr %14, align 4, !dbg !323
  %105 = icmp slt i32 %104, 4, !dbg !325
  br i1 %105, label %106, label %123, !dbg !326

106:                                              ; preds = %103
  %107 = load i32, ptr %14, align 4, !dbg !327
  %108 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %107)
          to label %109 unwind label %119, !dbg !328

109:                                              ; preds = %106
  %110 = load i32, ptr %13, align 4, !dbg !329
  %111 = add nsw i32 %110, %108, !dbg !329
  store i32 %111, ptr %13, align 4, !dbg !329
  br label %112, !dbg !330

112:                                              ; preds = %109
  %113 = load i32, ptr %14, align 4, !dbg !331
  %114 = add nsw i32 %113, 1, !dbg !331
  store i32 %114, ptr %14, align 4, !dbg !331
  br label %103, !dbg !332, !llvm.loop !333

115:                                              ; preds = %0
  %116 = landingpad { ptr, i32 }
          cleanup, !dbg !336
  %117 = extractvalue { ptr, i32 } %116, 0, !dbg !336
  store ptr %117, ptr %4, align 4, !dbg !336
  %118 = extractvalue { ptr, i32 } %116, 1, !dbg !336
  store i32 %118, ptr %5, align 4, !dbg !336
  br label %239, !dbg !336

119:                                              ; preds = %134, %130, %128, %123, %106, %99, %97, %95, %93, %92, %90, %88, %86, %84, %81, %68, %66, %54, %46, %45, %43, %38, %35, %32, %29
  %120 = landingpad { ptr, i32 }
          cleanup, !dbg !336
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !336
  store ptr %121, ptr %4, align 4, !dbg !336
  %122 = extractvalue { ptr, i32 } %120, 1, !dbg !336
  store i32 %122, ptr %5, align 4, !dbg !336
  br label %237, !dbg !336

123:                                              ; preds = %103
  %124 = load i32, ptr %13, align 4, !dbg !337
  %125 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0, !dbg !338
  %126 = load i32, ptr %125, align 4, !dbg !338
  %127 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %124, i32 noundef %126)
          to label %128 unwind label %119, !dbg !339

128:                                              ; preds = %123
    #dbg_declare(ptr %15, !340, !DIExpression(), !341)
  %129 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %130 unwind label %119, !dbg !342

130:                                              ; preds = %128
  store i8 %129, ptr %15, align 1, !dbg !341
  %131 = load i8, ptr %15, align 1, !dbg !343
  %132 = zext i8 %131 to i32, !dbg !344
  %133 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %132)
          to label %134 unwind label %119, !dbg !345

134:                                              ; preds = %130
    #dbg_declare(ptr %16, !346, !DIExpression(), !348)
  store i32 4, ptr %16, align 4, !dbg !348
    #dbg_declare(ptr %17, !349, !DIExpression(), !351)
  store { i32, i32 } { i32 8, i32 1 }, ptr %17, align 4, !dbg !351
    #dbg_declare(ptr %18, !352, !DIExpression(), !354)
  store { i32, i32 } { i32 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i32), i32 0 }, ptr %18, align 4, !dbg !354
    #dbg_declare(ptr %19, !355, !DIExpression(), !356)
  %135 = invoke noundef ptr @_ZN4BirdC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %19)
          to label %136 unwind label %119, !dbg !356

136:                                              ; preds = %134
    #dbg_declare(ptr %20, !357, !DIExpression(), !359)
  store ptr %19, ptr %20, align 4, !dbg !359
  %137 = load ptr, ptr %20, align 4, !dbg !360
  %138 = load i32, ptr %16, align 4, !dbg !361
  %139 = getelementptr inbounds i8, ptr %137, i32 %138, !dbg !362
  %140 = load i32, ptr %139, align 4, !dbg !362
  %141 = load ptr, ptr %20, align 4, !dbg !363
  %142 = load { i32, i32 }, ptr %17, align 4, !dbg !364
  %143 = extractvalue { i32, i32 } %142, 1, !dbg !365
  %144 = ashr i32 %143, 1, !dbg !365
  %145 = getelementptr inbounds i8, ptr %141, i32 %144, !dbg !365
  %146 = extractvalue { i32, i32 } %142, 0, !dbg !365
  %147 = and i32 %143, 1, !dbg !365
  %148 = icmp ne i32 %147, 0, !dbg !365
  br i1 %148, label %149, label %153, !dbg !365

149:                                              ; preds = %136
  %150 = load ptr, ptr %145, align 4, !dbg !365
  %151 = getelementptr i8, ptr %150, i32 %146, !dbg !365, !nosanitize !152
  %152 = load ptr, ptr %151, align 4, !dbg !365, !nosanitize !152
  br label %155, !dbg !365

153:                                              ; preds = %136
  %154 = inttoptr i32 %146 to ptr, !dbg !365
  br label %155, !dbg !365

155:                                              ; preds = %153, %149
  %156 = phi ptr [ %152, %149 ], [ %154, %153 ], !dbg !365
  %157 = invoke noundef ptr %156(ptr noundef nonnull align 4 dereferenceable(8) %145)
          to label %158 unwind label %170, !dbg !365

158:                                              ; preds = %155
  %159 = load { i32, i32 }, ptr %18, align 4, !dbg !366
  %160 = extractvalue { i32, i32 } %159, 1, !dbg !367
  %161 = ashr i32 %160, 1, !dbg !367
  %162 = getelementptr inbounds i8, ptr %19, i32 %161, !dbg !367
  %163 = extractvalue { i32, i32 } %159, 0, !dbg !367
  %164 = and i32 %160, 1, !dbg !367
  %165 = icmp ne i32 %164, 0, !dbg !367
  br i1 %165, label %166, label %174, !dbg !367

166:                                              ; preds = %158
  %167 = load ptr, ptr %162, align 4, !dbg !367
  %168 = getelementptr i8, ptr %167, i32 %163, !dbg !367, !nosanitize !152
  %169 = load ptr, ptr %168, align 4, !dbg !367, !nosanitize !152
  br label %176, !dbg !367

170:                                              ; preds = %210, %204, %202, %200, %198, %181, %179, %176, %155
  %171 = landingpad { ptr, i32 }
          cleanup, !dbg !336
  %172 = extractvalue { ptr, i32 } %171, 0, !dbg !336
  store ptr %172, ptr %4, align 4, !dbg !336
  %173 = extractvalue { ptr, i32 } %171, 1, !dbg !336
  store i32 %173, ptr %5, align 4, !dbg !336
  br label %235, !dbg !336

174:                                              ; preds = %158
  %175 = inttoptr i32 %163 to ptr, !dbg !367
  br label %176, !dbg !367

176:                                              ; preds = %174, %166
  %177 = phi ptr [ %169, %166 ], [ %175, %174 ], !dbg !367
  %178 = invoke noundef i32 %177(ptr noundef nonnull align 4 dereferenceable(8) %162)
          to label %179 unwind label %170, !dbg !367

179:                                              ; preds = %176
  %180 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %140, ptr noundef %157, i32 noundef %178)
          to label %181 unwind label %170, !dbg !368

181:                                              ; preds = %179
    #dbg_declare(ptr %21, !369, !DIExpression(), !370)
  store i32 10, ptr %21, align 4, !dbg !370
    #dbg_declare(ptr %22, !371, !DIExpression(), !376)
  %182 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0, !dbg !377
  store i32 0, ptr %182, align 4, !dbg !377
  %183 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1, !dbg !377
  %184 = load i32, ptr %21, align 4, !dbg !378
  store i32 %184, ptr %183, align 4, !dbg !377
  %185 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %186 unwind label %170, !dbg !379

186:                                              ; preds = %181
    #dbg_declare(ptr %23, !380, !DIExpression(), !385)
  %187 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !386
  %188 = load i32, ptr %21, align 4, !dbg !387
  store i32 %188, ptr %187, align 4, !dbg !386
  %189 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1, !dbg !386
  %190 = getelementptr inbounds [3 x i32], ptr %189, i32 0, i32 0, !dbg !387
  br label %191, !dbg !387

191:                                              ; preds = %191, %186
  %192 = phi i32 [ 0, %186 ], [ %196, %191 ], !dbg !387
  %193 = getelementptr inbounds i32, ptr %190, i32 %192, !dbg !387
  %194 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 %192, !dbg !387
  %195 = load i32, ptr %194, align 4, !dbg !387
  store i32 %195, ptr %193, align 4, !dbg !387
  %196 = add nuw i32 %192, 1, !dbg !387
  %197 = icmp eq i32 %196, 3, !dbg !387
  br i1 %197, label %198, label %191, !dbg !387

198:                                              ; preds = %191
  %199 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %200 unwind label %170, !dbg !388

200:                                              ; preds = %198
  %201 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %202 unwind label %170, !dbg !389

202:                                              ; preds = %200
  %203 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %199, i32 noundef %201)
          to label %204 unwind label %170, !dbg !390

204:                                              ; preds = %202
    #dbg_declare(ptr %24, !391, !DIExpression(), !392)
  %205 = call noundef ptr @_ZN5AccumC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9, !dbg !392
    #dbg_declare(ptr %25, !393, !DIExpression(), !395)
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 4 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %206 unwind label %170, !dbg !396

206:                                              ; preds = %204
  %207 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %208 unwind label %225, !dbg !397

208:                                              ; preds = %206
  %209 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %210 unwind label %225, !dbg !398

210:                                              ; preds = %208
  %211 = call noundef ptr @_ZN8FunctionIFiiEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9, !dbg !399
    #dbg_declare(ptr %26, !400, !DIExpression(), !422)
  %212 = invoke noundef ptr @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %26)
          to label %213 unwind label %170, !dbg !423

213:                                              ; preds = %210
  %214 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0, !dbg !424
  %215 = load i32, ptr %214, align 4, !dbg !424
  %216 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %217 unwind label %230, !dbg !425

217:                                              ; preds = %213
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %215, double noundef %216)
          to label %219 unwind label %230, !dbg !426

219:                                              ; preds = %217
  store i32 0, ptr %1, align 4, !dbg !427
  %220 = call noundef ptr @_ZN8FunctionIFdddEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9, !dbg !336
  %221 = call noundef ptr @_ZN4BirdD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9, !dbg !336
  %222 = call noundef ptr @_ZN5OwnerI4BirdED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !336
  %223 = call noundef ptr @_ZN5OwnerI4BirdED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9, !dbg !336
  %224 = load i32, ptr %1, align 4, !dbg !336
  ret i32 %224, !dbg !336

225:                                              ; preds = %208, %206
  %226 = landingpad { ptr, i32 }
          cleanup, !dbg !428
  %227 = extractvalue { ptr, i32 } %226, 0, !dbg !428
  store ptr %227, ptr %4, align 4, !dbg !428
  %228 = extractvalue { ptr, i32 } %226, 1, !dbg !428
  store i32 %228, ptr %5, align 4, !dbg !428
  %229 = call noundef ptr @_ZN8FunctionIFiiEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9, !dbg !399
  br label %235, !dbg !399

230:                                              ; preds = %217, %213
  %231 = landingpad { ptr, i32 }
          cleanup, !dbg !336
  %232 = extractvalue { ptr, i32 } %231, 0, !dbg !336
  store ptr %232, ptr %4, align 4, !dbg !336
  %233 = extractvalue { ptr, i32 } %231, 1, !dbg !336
  store i32 %233, ptr %5, align 4, !dbg !336
  %234 = call noundef ptr @_ZN8FunctionIFdddEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9, !dbg !336
  br label %235, !dbg !336

235:                                              ; preds = %230, %225, %170
  %236 = call noundef ptr @_ZN4BirdD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9, !dbg !336
  br label %237, !dbg !336

237:                                              ; preds = %235, %119
  %238 = call noundef ptr @_ZN5OwnerI4BirdED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !336
  br label %239, !dbg !336

239:                                              ; preds = %237, %115
  %240 = call noundef ptr @_ZN5OwnerI4BirdED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9, !dbg !336
  br label %241, !dbg !336

241:                                              ; preds = %239
  %242 = load ptr, ptr %4, align 4, !dbg !336
  %243 = load i32, ptr %5, align 4, !dbg !336
  %244 = insertvalue { ptr, i32 } poison, ptr %242, 0, !dbg !336
  %245 = insertvalue { ptr, i32 } %244, i32 %243, 1, !dbg !336
  resume { ptr, i32 } %245, !dbg !336
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 !dbg !429 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %3, !434, !DIExpression(), !435)
  %4 = call ptr @malloc(i32 noundef 8) #10, !dbg !436
  store ptr %4, ptr %3, align 4, !dbg !435
  %5 = load ptr, ptr %3, align 4, !dbg !437
  %6 = call noundef ptr @_ZN4BirdC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %5), !dbg !438
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC1EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5), !dbg !439
  ret void, !dbg !440
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 !dbg !441 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !449, !DIExpression(), !450)
  %3 = load ptr, ptr %2, align 4, !dbg !451
  ret ptr %3, !dbg !452
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdEC1EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 align 2 !dbg !453 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !454, !DIExpression(), !456)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !457, !DIExpression(), !458)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !459
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #9, !dbg !459
  ret ptr %5, !dbg !460
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 !dbg !461 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !462, !DIExpression(), !464)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !465
  %5 = load ptr, ptr %4, align 4, !dbg !465
  %6 = icmp ne ptr %5, null, !dbg !466
  ret i1 %6, !dbg !467
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 !dbg !468 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !469, !DIExpression(), !470)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !471
  %5 = load ptr, ptr %4, align 4, !dbg !471
  ret ptr %5, !dbg !472
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 !dbg !473 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !481, !DIExpression(), !482)
  %4 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !483
  %5 = load i32, ptr %3, align 4, !dbg !484
  store i32 %5, ptr %4, align 4, !dbg !483
  %6 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !483
  %7 = load i32, ptr %3, align 4, !dbg !485
  %8 = mul nsw i32 %7, 2, !dbg !486
  store i32 %8, ptr %6, align 4, !dbg !483
  %9 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !483
  %10 = load i32, ptr %3, align 4, !dbg !487
  %11 = mul nsw i32 %10, 3, !dbg !488
  store i32 %11, ptr %9, align 4, !dbg !483
  ret void, !dbg !489
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 align 2 !dbg !490 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !491, !DIExpression(), !493)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !494, !DIExpression(), !495)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !496
  %7 = icmp ne i32 %6, 0, !dbg !496
  br i1 %7, label %8, label %10, !dbg !496

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !497
  br label %12, !dbg !496

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !498
  br label %12, !dbg !496

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !496
  ret ptr %13, !dbg !499
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1) #2 align 2 !dbg !500 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 4
  store [2 x i32] %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !501, !DIExpression(), !503)
    #dbg_declare(ptr %3, !504, !DIExpression(), !505)
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !506
  %7 = load float, ptr %6, align 4, !dbg !506
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !507
  %9 = load float, ptr %8, align 4, !dbg !507
  %10 = fcmp oeq float %7, %9, !dbg !508
  br i1 %10, label %11, label %17, !dbg !509

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !510
  %13 = load float, ptr %12, align 4, !dbg !510
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !511
  %15 = load float, ptr %14, align 4, !dbg !511
  %16 = fcmp oeq float %13, %15, !dbg !512
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !503
  ret i1 %18, !dbg !513
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_Z3fibi(i32 noundef %0) #1 !dbg !514 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !515, !DIExpression(), !516)
  %3 = load i32, ptr %2, align 4, !dbg !517
  %4 = icmp slt i32 %3, 2, !dbg !518
  br i1 %4, label %5, label %7, !dbg !517

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !519
  br label %15, !dbg !517

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !520
  %9 = sub nsw i32 %8, 1, !dbg !521
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !522
  %11 = load i32, ptr %2, align 4, !dbg !523
  %12 = sub nsw i32 %11, 2, !dbg !524
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !525
  %14 = add nsw i32 %10, %13, !dbg !526
  br label %15, !dbg !517

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !517
  ret i32 %16, !dbg !527
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !528 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !535, !DIExpression(), !536)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !537, !DIExpression(), !536)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !538, !DIExpression(), !536)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !539, !DIExpression(), !536)
  %9 = load i32, ptr %5, align 4, !dbg !540
  %10 = load i32, ptr %6, align 4, !dbg !540
  %11 = load i32, ptr %7, align 4, !dbg !540
  %12 = load i32, ptr %8, align 4, !dbg !540
  %13 = add nsw i32 %12, 0, !dbg !541
  %14 = add nsw i32 %11, %13, !dbg !541
  %15 = add nsw i32 %10, %14, !dbg !541
  %16 = add nsw i32 %9, %15, !dbg !541
  ret i32 %16, !dbg !542
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 !dbg !543 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !551, !DIExpression(), !552)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !553, !DIExpression(), !552)
  %5 = load double, ptr %3, align 8, !dbg !554
  %6 = load float, ptr %4, align 4, !dbg !554
  %7 = fadd float %6, 0.000000e+00, !dbg !555
  %8 = fpext float %7 to double, !dbg !554
  %9 = fadd double %5, %8, !dbg !555
  ret double %9, !dbg !556
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 !dbg !557 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !567, !DIExpression(), !568)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !569, !DIExpression(), !568)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !570, !DIExpression(), !568)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !571, !DIExpression(), !568)
  %9 = load i32, ptr %5, align 4, !dbg !572
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9), !dbg !573
  %11 = load i8, ptr %6, align 1, !dbg !572
  %12 = sext i8 %11 to i32, !dbg !572
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %12), !dbg !573
  %14 = load i32, ptr %7, align 4, !dbg !572
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14), !dbg !573
  %16 = load i16, ptr %8, align 2, !dbg !572
  %17 = sext i16 %16 to i32, !dbg !572
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %17), !dbg !573
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !574
  ret void, !dbg !575
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 !dbg !576 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !581, !DIExpression(), !582)
  %3 = load i32, ptr %2, align 4, !dbg !583
  %4 = icmp sgt i32 %3, 0, !dbg !585
  %5 = zext i1 %4 to i64, !dbg !583
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17, !dbg !583
  ret ptr %6, !dbg !586
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 !dbg !587 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !592, !DIExpression(), !593)
  ret ptr @.str.18, !dbg !594
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 !dbg !597 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !602, !DIExpression(), !603)
  ret ptr @.str.19, !dbg !604
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7DoublerC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !607 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !611, !DIExpression(), !612)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !613
  ret ptr %3, !dbg !613
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 align 2 !dbg !614 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !615, !DIExpression(), !617)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !618, !DIExpression(), !619)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !620
  %7 = load i32, ptr %6, align 4, !dbg !621
  %8 = add nsw i32 %7, 1, !dbg !621
  store i32 %8, ptr %6, align 4, !dbg !621
  %9 = load i32, ptr %4, align 4, !dbg !622
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !623
  ret i32 %10, !dbg !624
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 !dbg !625 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !628, !DIExpression(), !629)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !630, !DIExpression(), !631)
  %5 = load i8, ptr %3, align 1, !dbg !632
  %6 = zext i8 %5 to i32, !dbg !633
  %7 = load i8, ptr %4, align 1, !dbg !634
  %8 = zext i8 %7 to i32, !dbg !635
  %9 = or i32 %6, %8, !dbg !636
  %10 = trunc i32 %9 to i8, !dbg !637
  ret i8 %10, !dbg !638
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 !dbg !639 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !640, !DIExpression(), !642)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !643
  %5 = load i32, ptr %4, align 4, !dbg !643
  %6 = mul nsw i32 %5, 2, !dbg !644
  ret i32 %6, !dbg !645
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN4BirdC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 !dbg !646 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !647, !DIExpression(), !648)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3), !dbg !649
  ret ptr %3, !dbg !650
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 !dbg !651 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !656, !DIExpression(), !658)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !659
  %5 = load i32, ptr %4, align 4, !dbg !659
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !660
  %7 = load i32, ptr %6, align 4, !dbg !661
  %8 = add nsw i32 %7, 1, !dbg !661
  store i32 %8, ptr %6, align 4, !dbg !661
  %9 = add nsw i32 %5, %7, !dbg !662
  ret i32 %9, !dbg !663
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 !dbg !664 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !670, !DIExpression(), !672)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !673
  %5 = load i32, ptr %4, align 4, !dbg !673
  %6 = mul nsw i32 %5, 2, !dbg !674
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !675
  %8 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 0, !dbg !675
  %9 = load i32, ptr %8, align 4, !dbg !675
  %10 = add nsw i32 %6, %9, !dbg !676
  ret i32 %10, !dbg !677
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5AccumC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !678 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !682, !DIExpression(), !683)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !684
  ret ptr %3, !dbg !684
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 align 2 !dbg !119 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !685, !DIExpression(), !686)
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !687
  store ptr %6, ptr %7, align 4, !dbg !687
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !687
  %9 = load [1 x i32], ptr %8, align 4, !dbg !687
  %10 = call noundef ptr @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %9), !dbg !687
  ret void, !dbg !688
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 align 2 !dbg !689 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !690, !DIExpression(), !692)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !693, !DIExpression(), !694)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !695
  %7 = load ptr, ptr %6, align 4, !dbg !695
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !696
  %9 = load ptr, ptr %8, align 4, !dbg !696
  %10 = load i32, ptr %4, align 4, !dbg !697
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10), !dbg !695
  ret i32 %11, !dbg !698
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFiiEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 !dbg !699 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !700, !DIExpression(), !702)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !703
  ret ptr %3, !dbg !704
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef ptr @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 !dbg !705 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !711, !DIExpression(), !713)
    #dbg_declare(ptr %2, !714, !DIExpression(), !715)
  %4 = load ptr, ptr %3, align 4
  %5 = call noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %4), !dbg !716
  ret ptr %4, !dbg !717
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 align 2 !dbg !718 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !719, !DIExpression(), !721)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !722, !DIExpression(), !723)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !724, !DIExpression(), !723)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !725
  %9 = load ptr, ptr %8, align 4, !dbg !725
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !726
  %11 = load ptr, ptr %10, align 4, !dbg !726
  %12 = load double, ptr %5, align 8, !dbg !727
  %13 = load double, ptr %6, align 8, !dbg !727
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13), !dbg !725
  ret double %14, !dbg !728
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFdddEED1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 !dbg !729 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !730, !DIExpression(), !731)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !732
  ret ptr %3, !dbg !733
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BirdD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !734 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !736, !DIExpression(), !737)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !738
  ret ptr %3, !dbg !738
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !739 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !740, !DIExpression(), !741)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !742
  ret ptr %3, !dbg !743
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !744 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !745, !DIExpression(), !746)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !747
  ret ptr %3, !dbg !747
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !748 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !752, !DIExpression(), !753)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !754
  store i32 0, ptr %4, align 4, !dbg !754
  ret ptr %3, !dbg !755
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !756 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !757, !DIExpression(), !758)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !759
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !760
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !761
  store i32 2, ptr %5, align 4, !dbg !763
  ret ptr %3, !dbg !764
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !765 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !767, !DIExpression(), !769)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !770
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !771
  store i32 4, ptr %4, align 4, !dbg !771
  ret ptr %3, !dbg !770
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN4BirdD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !772 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !773, !DIExpression(), !774)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !775
  call void @_ZdlPv(ptr noundef %3) #11, !dbg !775
  ret void, !dbg !775
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !776 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !777, !DIExpression(), !779)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.13, !dbg !780
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6AnimalD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !781 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !782, !DIExpression(), !783)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !784
  ret ptr %3, !dbg !784
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !785 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !786, !DIExpression(), !787)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !788
  call void @_ZdlPv(ptr noundef %3) #11, !dbg !788
  ret void, !dbg !788
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !789 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !790, !DIExpression(), !791)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.12, !dbg !792
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !793 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !794, !DIExpression(), !795)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !796
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 !dbg !797 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !798, !DIExpression(), !799)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !800
  store i32 0, ptr %4, align 4, !dbg !800
  ret ptr %3, !dbg !801
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #1 align 2 !dbg !802 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store [1 x i32] %1, ptr %5, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !808, !DIExpression(), !809)
    #dbg_declare(ptr %3, !810, !DIExpression(), !811)
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0, !dbg !812
  %8 = load [1 x i32], ptr %7, align 4, !dbg !812
  %9 = call noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %6, [1 x i32] %8), !dbg !812
  ret ptr %6, !dbg !813
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #1 align 2 !dbg !814 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store [1 x i32] %1, ptr %7, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !815, !DIExpression(), !816)
    #dbg_declare(ptr %3, !817, !DIExpression(), !818)
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0, !dbg !819
  store ptr null, ptr %9, align 4, !dbg !819
  %10 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1, !dbg !820
  store ptr null, ptr %10, align 4, !dbg !820
  %11 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2, !dbg !821
  store ptr null, ptr %11, align 4, !dbg !821
  %12 = call ptr @malloc(i32 noundef 4) #10, !dbg !822
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %3), !dbg !824
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %13, i32 4, i1 false), !dbg !825
  %14 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0, !dbg !826
  store ptr %12, ptr %14, align 4, !dbg !827
  %15 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !828
  %16 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1, !dbg !829
  store ptr %15, ptr %16, align 4, !dbg !830
  %17 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !831
  %18 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2, !dbg !832
  store ptr %17, ptr %18, align 4, !dbg !833
  ret ptr %8, !dbg !834
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 !dbg !835 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !844, !DIExpression(), !845)
  %3 = load ptr, ptr %2, align 4, !dbg !846
  ret ptr %3, !dbg !847
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !848 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !859, !DIExpression(), !861)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !862
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !863 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !870, !DIExpression(), !872)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !873
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 align 2 !dbg !874 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !876, !DIExpression(), !877)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !878, !DIExpression(), !877)
  %6 = load ptr, ptr %3, align 4, !dbg !879
  %7 = load i32, ptr %4, align 4, !dbg !879
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !879
  ret i32 %8, !dbg !879
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 align 2 !dbg !880 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !881, !DIExpression(), !882)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !883, !DIExpression(), !884)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !885, !DIExpression(), !886)
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %5, align 4, !dbg !887
  %9 = load i32, ptr %6, align 4, !dbg !888
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9), !dbg !889
  ret i32 %10, !dbg !890
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 align 2 !dbg !891 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !897, !DIExpression(), !899)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !900, !DIExpression(), !901)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %4, align 4, !dbg !902
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !903
  %10 = load i32, ptr %9, align 4, !dbg !904
  %11 = add nsw i32 %10, %8, !dbg !904
  store i32 %11, ptr %9, align 4, !dbg !904
  ret i32 %11, !dbg !905
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 align 2 !dbg !906 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !908, !DIExpression(), !909)
  %4 = load ptr, ptr %2, align 4, !dbg !910
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !910
  ret void, !dbg !910
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 !dbg !911 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !915, !DIExpression(), !916)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !917, !DIExpression(), !918)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !919
  %7 = load ptr, ptr %4, align 4, !dbg !920
  call void @free(ptr noundef %7), !dbg !921
  ret void, !dbg !922
}

declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 !dbg !923 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !924, !DIExpression(), !925)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !926
  ret ptr %3, !dbg !928
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdEC1EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 align 2 !dbg !929 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !930, !DIExpression(), !931)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !932, !DIExpression(), !933)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !934
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6), !dbg !934
  ret ptr %5, !dbg !935
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 align 2 !dbg !936 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !937, !DIExpression(), !938)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !939, !DIExpression(), !940)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !941
  %7 = load ptr, ptr %4, align 4, !dbg !942
  store ptr %7, ptr %6, align 4, !dbg !941
  ret ptr %5, !dbg !943
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 !dbg !944 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !945, !DIExpression(), !946)
  %3 = load ptr, ptr %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !947

4:                                                ; preds = %1
  ret ptr %3, !dbg !949

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !947
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !947
  call void @__clang_call_terminate(ptr %7) #12, !dbg !947
  unreachable, !dbg !947
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 align 2 !dbg !950 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !951, !DIExpression(), !952)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !953
  %5 = load ptr, ptr %4, align 4, !dbg !953
  %6 = icmp ne ptr %5, null, !dbg !953
  br i1 %6, label %7, label %17, !dbg !955

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !956
  %9 = load ptr, ptr %8, align 4, !dbg !956
  %10 = load ptr, ptr %9, align 4, !dbg !958
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !958
  %12 = load ptr, ptr %11, align 4, !dbg !958
  %13 = call noundef ptr %12(ptr noundef nonnull align 4 dereferenceable(8) %9) #9, !dbg !958
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !959
  %15 = load ptr, ptr %14, align 4, !dbg !959
  call void @free(ptr noundef %15), !dbg !960
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !961
  store ptr null, ptr %16, align 4, !dbg !962
  br label %17, !dbg !963

17:                                               ; preds = %7, %1
  ret void, !dbg !964
}

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #12
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 align 2 !dbg !965 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !966, !DIExpression(), !967)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !968, !DIExpression(), !969)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !970
  %7 = load ptr, ptr %4, align 4, !dbg !971
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !972
  %9 = load ptr, ptr %8, align 4, !dbg !972
  store ptr %9, ptr %6, align 4, !dbg !970
  %10 = load ptr, ptr %4, align 4, !dbg !973
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !975
  store ptr null, ptr %11, align 4, !dbg !976
  ret ptr %5, !dbg !977
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 align 2 !dbg !978 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !979, !DIExpression(), !980)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !981, !DIExpression(), !982)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !983
  %7 = mul nsw i32 2, %6, !dbg !984
  ret i32 %7, !dbg !985
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 !dbg !986 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !987, !DIExpression(), !988)
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2, !dbg !989
  %6 = load ptr, ptr %5, align 4, !dbg !989
  %7 = icmp ne ptr %6, null, !dbg !989
  br i1 %7, label %8, label %14, !dbg !992

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2, !dbg !993
  %10 = load ptr, ptr %9, align 4, !dbg !993
  %11 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 0, !dbg !994
  %12 = load ptr, ptr %11, align 4, !dbg !994
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16, !dbg !993

13:                                               ; preds = %8
  br label %14, !dbg !993

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4, !dbg !995
  ret ptr %15, !dbg !995

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          catch ptr null, !dbg !993
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !993
  call void @__clang_call_terminate(ptr %18) #12, !dbg !993
  unreachable, !dbg !993
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 !dbg !996 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !997, !DIExpression(), !998)
    #dbg_declare(ptr %2, !999, !DIExpression(), !1000)
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !1001
  store ptr null, ptr %7, align 4, !dbg !1001
  %8 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !1002
  store ptr null, ptr %8, align 4, !dbg !1002
  %9 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !1003
  store ptr null, ptr %9, align 4, !dbg !1003
  %10 = call ptr @malloc(i32 noundef 1) #10, !dbg !1004
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %2), !dbg !1006
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !1007
  store ptr %10, ptr %12, align 4, !dbg !1008
  %13 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %4) #9, !dbg !1009
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !1010
  store ptr %13, ptr %14, align 4, !dbg !1011
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !1012
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !1013
  store ptr %15, ptr %16, align 4, !dbg !1014
  ret ptr %6, !dbg !1015
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !1016 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1025, !DIExpression(), !1026)
  %3 = load ptr, ptr %2, align 4, !dbg !1027
  ret ptr %3, !dbg !1028
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !1029 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1040, !DIExpression(), !1042)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !1043
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !1044 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1051, !DIExpression(), !1053)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !1054
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 !dbg !1055 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1057, !DIExpression(), !1058)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1059, !DIExpression(), !1058)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1060, !DIExpression(), !1058)
  %8 = load ptr, ptr %4, align 4, !dbg !1061
  %9 = load double, ptr %5, align 8, !dbg !1061
  %10 = load double, ptr %6, align 8, !dbg !1061
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !1061
  ret double %11, !dbg !1061
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 !dbg !1062 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !1063, !DIExpression(), !1064)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1065, !DIExpression(), !1066)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1067, !DIExpression(), !1068)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !1069, !DIExpression(), !1068)
  %9 = load ptr, ptr %5, align 4
  %10 = load ptr, ptr %6, align 4, !dbg !1070
  %11 = load double, ptr %7, align 8, !dbg !1071
  %12 = load double, ptr %8, align 8, !dbg !1071
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12), !dbg !1072
  ret double %13, !dbg !1073
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 !dbg !1074 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1080, !DIExpression(), !1082)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1083, !DIExpression(), !1084)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1085, !DIExpression(), !1086)
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8, !dbg !1087
  %9 = load double, ptr %5, align 8, !dbg !1088
  %10 = load double, ptr %6, align 8, !dbg !1089
  %11 = load double, ptr %6, align 8, !dbg !1090
  %12 = fmul double %10, %11, !dbg !1091
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1092
  ret double %13, !dbg !1093
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 align 2 !dbg !1094 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1096, !DIExpression(), !1097)
  %4 = load ptr, ptr %2, align 4, !dbg !1098
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !1098
  ret void, !dbg !1098
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 !dbg !1099 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1103, !DIExpression(), !1104)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1105, !DIExpression(), !1106)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !1107
  %7 = load ptr, ptr %4, align 4, !dbg !1108
  call void @free(ptr noundef %7), !dbg !1109
  ret void, !dbg !1110
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 !dbg !1111 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1112, !DIExpression(), !1113)
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2, !dbg !1114
  %6 = load ptr, ptr %5, align 4, !dbg !1114
  %7 = icmp ne ptr %6, null, !dbg !1114
  br i1 %7, label %8, label %14, !dbg !1117

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2, !dbg !1118
  %10 = load ptr, ptr %9, align 4, !dbg !1118
  %11 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 0, !dbg !1119
  %12 = load ptr, ptr %11, align 4, !dbg !1119
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16, !dbg !1118

13:                                               ; preds = %8
  br label %14, !dbg !1118

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4, !dbg !1120
  ret ptr %15, !dbg !1120

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1118
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !1118
  call void @__clang_call_terminate(ptr %18) #12, !dbg !1118
  unreachable, !dbg !1118
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 16)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 14)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !15, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 18)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 10)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !37, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !10, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !37, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 4)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !25, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 7)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !58, isLocal: true, isDefinition: true)
!82 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !83, retainedTypes: !90, globals: !243, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 65, baseType: !85, size: 8, flags: DIFlagEnumClass, elements: !86, identifier: "_ZTS5Color")
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !{!87, !88, !89}
!87 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!88 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!89 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!90 = !{!91, !92, !114, !115, !116, !84, !85, !117, !156, !113, !223, !240}
!91 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !93, identifier: "_ZTS4Vec2")
!93 = !{!94, !96, !97, !102, !105, !108}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !92, file: !2, line: 40, baseType: !95, size: 32)
!95 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !92, file: !2, line: 40, baseType: !95, size: 32, offset: 32)
!97 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec2plES_", scope: !92, file: !2, line: 41, type: !98, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!92, !100, !92}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!102 = !DISubprogram(name: "operator*", linkageName: "_ZNK4Vec2mlEf", scope: !92, file: !2, line: 42, type: !103, scopeLine: 42, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!92, !100, !95}
!105 = !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{!91, !100, !92}
!108 = !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112, !113}
!111 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 32)
!118 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !119, file: !2, line: 94, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !153, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!119 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !123, retainedNodes: !152)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !2, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !121, identifier: "_ZTS5Accum")
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !120, file: !2, line: 93, baseType: !113, size: 32)
!123 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !151}
!126 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !2, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !127, templateParams: !147, identifier: "_ZTS8FunctionIFiiEE")
!127 = !{!128, !130, !134, !138, !142}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !126, file: !2, line: 79, baseType: !129, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !126, file: !2, line: 80, baseType: !131, size: 32, offset: 32)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!132 = !DISubroutineType(types: !133)
!133 = !{!113, !129, !113}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !126, file: !2, line: 81, baseType: !135, size: 32, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !129}
!138 = !DISubprogram(name: "~Function", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{!113, !145, !113}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!147 = !{!148}
!148 = !DITemplateTypeParameter(name: "Sig", type: !149)
!149 = !DISubroutineType(types: !150)
!150 = !{!113, !113}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !{}
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !118, file: !2, line: 94, baseType: !155, size: 32)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 32)
!156 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !2, line: 21, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, templateParams: !221, identifier: "_ZTS5OwnerI4BirdE")
!157 = !{!158, !193, !197, !201, !205, !210, !213, !214, !218}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !156, file: !2, line: 22, baseType: !159, size: 32)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 32)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !2, line: 74, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !161, vtableHolder: !163, identifier: "_ZTS4Bird")
!161 = !{!162, !184, !188}
!162 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !160, baseType: !163, extraData: i32 0)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !2, line: 68, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !164, vtableHolder: !163, identifier: "_ZTS6Animal")
!164 = !{!165, !170, !171, !175, !181}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !2, file: !2, baseType: !166, size: 32, flags: DIFlagArtificial)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !168, size: 32)
!168 = !DISubroutineType(types: !169)
!169 = !{!113}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !163, file: !2, line: 69, baseType: !113, size: 32, offset: 32)
!171 = !DISubprogram(name: "~Animal", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, containingType: !163, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, containingType: !163, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!176 = !DISubroutineType(types: !177)
!177 = !{!178, !179}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!181 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!113, !179}
!184 = !DISubprogram(name: "Bird", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, containingType: !160, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!189 = !DISubroutineType(types: !190)
!190 = !{!178, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!193 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !159}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !196, !200}
!200 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !156, size: 32)
!201 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !156, file: !2, line: 26, type: !202, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !196, !200}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !156, size: 32)
!205 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 27, type: !206, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !196, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 32)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!210 = !DISubprogram(name: "~Owner", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !196}
!213 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!214 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!215 = !DISubroutineType(types: !216)
!216 = !{!159, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!218 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{!91, !217}
!221 = !{!222}
!222 = !DITemplateTypeParameter(name: "T", type: !160)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 32)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !2, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !225, identifier: "_ZTS7Doubler")
!225 = !{!226, !236}
!226 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !224, baseType: !227, extraData: i32 0)
!227 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !2, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !228, templateParams: !234, identifier: "_ZTS7CounterI7DoublerE")
!228 = !{!229, !230}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !227, file: !2, line: 60, baseType: !113, size: 32)
!230 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{!113, !233, !113}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !{!235}
!235 = !DITemplateTypeParameter(name: "Derived", type: !224)
!236 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!237 = !DISubroutineType(types: !238)
!238 = !{!113, !239, !113}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 32)
!241 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!242 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 100, type: !168, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!243 = !{!0, !8, !13, !18, !23, !28, !30, !35, !40, !45, !47, !49, !51, !56, !61, !66, !68, !70, !75, !80}
!244 = !{i32 7, !"Dwarf Version", i32 2}
!245 = !{i32 2, !"Debug Info Version", i32 3}
!246 = !{i32 1, !"wchar_size", i32 4}
!247 = !{i32 1, !"min_enum_size", i32 4}
!248 = !{i32 8, !"PIC Level", i32 2}
!249 = !{i32 7, !"frame-pointer", i32 2}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = !DILocalVariable(name: "o", scope: !242, file: !2, line: 101, type: !156)
!252 = !DILocation(line: 101, column: 8, scope: !242)
!253 = !DILocation(line: 101, column: 12, scope: !242)
!254 = !DILocalVariable(name: "o2", scope: !242, file: !2, line: 102, type: !156)
!255 = !DILocation(line: 102, column: 15, scope: !242)
!256 = !DILocation(line: 102, column: 20, scope: !242)
!257 = !DILocation(line: 103, column: 36, scope: !242)
!258 = !DILocation(line: 103, column: 30, scope: !242)
!259 = !DILocation(line: 103, column: 45, scope: !242)
!260 = !DILocation(line: 103, column: 39, scope: !242)
!261 = !DILocation(line: 103, column: 49, scope: !242)
!262 = !DILocation(line: 103, column: 53, scope: !242)
!263 = !DILocation(line: 103, column: 3, scope: !242)
!264 = !DILocalVariable(name: "px", scope: !242, file: !2, line: 105, type: !113)
!265 = !DILocation(line: 105, column: 9, scope: !242)
!266 = !DILocalVariable(name: "py", scope: !242, file: !2, line: 105, type: !113)
!267 = !DILocation(line: 105, column: 13, scope: !242)
!268 = !DILocalVariable(name: "pz", scope: !242, file: !2, line: 105, type: !113)
!269 = !DILocation(line: 105, column: 17, scope: !242)
!270 = !DILocation(line: 105, column: 23, scope: !242)
!271 = !DILocation(line: 106, column: 29, scope: !242)
!272 = !DILocation(line: 106, column: 33, scope: !242)
!273 = !DILocation(line: 106, column: 37, scope: !242)
!274 = !DILocation(line: 106, column: 3, scope: !242)
!275 = !DILocalVariable(name: "arr", scope: !242, file: !2, line: 107, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 3)
!279 = !DILocation(line: 107, column: 7, scope: !242)
!280 = !DILocalVariable(name: "a0", scope: !242, file: !2, line: 108, type: !113)
!281 = !DILocation(line: 108, column: 10, scope: !242)
!282 = !DILocalVariable(name: "a1", scope: !242, file: !2, line: 108, type: !113)
!283 = !DILocation(line: 108, column: 14, scope: !242)
!284 = !DILocalVariable(name: "a2", scope: !242, file: !2, line: 108, type: !113)
!285 = !DILocation(line: 108, column: 18, scope: !242)
!286 = !DILocation(line: 108, column: 9, scope: !242)
!287 = !DILocation(line: 109, column: 6, scope: !242)
!288 = !DILocation(line: 110, column: 28, scope: !242)
!289 = !DILocation(line: 110, column: 32, scope: !242)
!290 = !DILocation(line: 110, column: 40, scope: !242)
!291 = !DILocation(line: 110, column: 3, scope: !242)
!292 = !DILocalVariable(name: "v", scope: !242, file: !2, line: 112, type: !101)
!293 = !DILocation(line: 112, column: 18, scope: !242)
!294 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 113, type: !92)
!295 = !DILocation(line: 113, column: 8, scope: !242)
!296 = !DILocation(line: 114, column: 3, scope: !242)
!297 = !DILocation(line: 114, column: 8, scope: !242)
!298 = !DILocation(line: 115, column: 44, scope: !242)
!299 = !DILocation(line: 115, column: 42, scope: !242)
!300 = !DILocation(line: 115, column: 49, scope: !242)
!301 = !DILocation(line: 115, column: 47, scope: !242)
!302 = !DILocation(line: 115, column: 61, scope: !242)
!303 = !DILocation(line: 115, column: 54, scope: !242)
!304 = !DILocation(line: 115, column: 52, scope: !242)
!305 = !DILocation(line: 115, column: 72, scope: !242)
!306 = !DILocation(line: 115, column: 3, scope: !242)
!307 = !DILocation(line: 116, column: 27, scope: !242)
!308 = !DILocation(line: 116, column: 56, scope: !242)
!309 = !DILocation(line: 116, column: 3, scope: !242)
!310 = !DILocation(line: 117, column: 3, scope: !242)
!311 = !DILocation(line: 118, column: 28, scope: !242)
!312 = !DILocation(line: 118, column: 41, scope: !242)
!313 = !DILocation(line: 118, column: 56, scope: !242)
!314 = !DILocation(line: 118, column: 3, scope: !242)
!315 = !DILocalVariable(name: "d", scope: !242, file: !2, line: 120, type: !224)
!316 = !DILocation(line: 120, column: 11, scope: !242)
!317 = !DILocalVariable(name: "acc", scope: !242, file: !2, line: 121, type: !113)
!318 = !DILocation(line: 121, column: 7, scope: !242)
!319 = !DILocalVariable(name: "i", scope: !320, file: !2, line: 122, type: !113)
!320 = distinct !DILexicalBlock(scope: !242, file: !2, line: 122, column: 3)
!321 = !DILocation(line: 122, column: 12, scope: !320)
!322 = !DILocation(line: 122, column: 8, scope: !320)
!323 = !DILocation(line: 122, column: 19, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !2, line: 122, column: 3)
!325 = !DILocation(line: 122, column: 21, scope: !324)
!326 = !DILocation(line: 122, column: 3, scope: !320)
!327 = !DILocation(line: 122, column: 44, scope: !324)
!328 = !DILocation(line: 122, column: 40, scope: !324)
!329 = !DILocation(line: 122, column: 35, scope: !324)
!330 = !DILocation(line: 122, column: 31, scope: !324)
!331 = !DILocation(line: 122, column: 26, scope: !324)
!332 = !DILocation(line: 122, column: 3, scope: !324)
!333 = distinct !{!333, !326, !334, !335}
!334 = !DILocation(line: 122, column: 45, scope: !320)
!335 = !{!"llvm.loop.mustprogress"}
!336 = !DILocation(line: 150, column: 1, scope: !242)
!337 = !DILocation(line: 123, column: 32, scope: !242)
!338 = !DILocation(line: 123, column: 39, scope: !242)
!339 = !DILocation(line: 123, column: 3, scope: !242)
!340 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 125, type: !84)
!341 = !DILocation(line: 125, column: 9, scope: !242)
!342 = !DILocation(line: 125, column: 24, scope: !242)
!343 = !DILocation(line: 126, column: 34, scope: !242)
!344 = !DILocation(line: 126, column: 24, scope: !242)
!345 = !DILocation(line: 126, column: 3, scope: !242)
!346 = !DILocalVariable(name: "legs_ptr", scope: !242, file: !2, line: 128, type: !347)
!347 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 32, extraData: !163)
!348 = !DILocation(line: 128, column: 16, scope: !242)
!349 = !DILocalVariable(name: "snd", scope: !242, file: !2, line: 129, type: !350)
!350 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !176, size: 64, extraData: !163)
!351 = !DILocation(line: 129, column: 25, scope: !242)
!352 = !DILocalVariable(name: "tw", scope: !242, file: !2, line: 130, type: !353)
!353 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !182, size: 64, extraData: !163)
!354 = !DILocation(line: 130, column: 17, scope: !242)
!355 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 131, type: !160)
!356 = !DILocation(line: 131, column: 8, scope: !242)
!357 = !DILocalVariable(name: "ar", scope: !242, file: !2, line: 132, type: !358)
!358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 32)
!359 = !DILocation(line: 132, column: 11, scope: !242)
!360 = !DILocation(line: 133, column: 32, scope: !242)
!361 = !DILocation(line: 133, column: 36, scope: !242)
!362 = !DILocation(line: 133, column: 34, scope: !242)
!363 = !DILocation(line: 133, column: 47, scope: !242)
!364 = !DILocation(line: 133, column: 51, scope: !242)
!365 = !DILocation(line: 133, column: 46, scope: !242)
!366 = !DILocation(line: 133, column: 63, scope: !242)
!367 = !DILocation(line: 133, column: 59, scope: !242)
!368 = !DILocation(line: 133, column: 3, scope: !242)
!369 = !DILocalVariable(name: "base", scope: !242, file: !2, line: 135, type: !113)
!370 = !DILocation(line: 135, column: 7, scope: !242)
!371 = !DILocalVariable(name: "counter", scope: !242, file: !2, line: 136, type: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !373)
!373 = !{!374, !375}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !372, file: !2, line: 136, baseType: !113, size: 32)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !372, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!376 = !DILocation(line: 136, column: 8, scope: !242)
!377 = !DILocation(line: 136, column: 18, scope: !242)
!378 = !DILocation(line: 136, column: 26, scope: !242)
!379 = !DILocation(line: 137, column: 3, scope: !242)
!380 = !DILocalVariable(name: "byval", scope: !242, file: !2, line: 138, type: !381)
!381 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !382)
!382 = !{!383, !384}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !381, file: !2, line: 138, baseType: !113, size: 32)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !381, file: !2, line: 138, baseType: !276, size: 96, offset: 32)
!385 = !DILocation(line: 138, column: 8, scope: !242)
!386 = !DILocation(line: 138, column: 16, scope: !242)
!387 = !DILocation(line: 138, column: 17, scope: !242)
!388 = !DILocation(line: 139, column: 29, scope: !242)
!389 = !DILocation(line: 139, column: 40, scope: !242)
!390 = !DILocation(line: 139, column: 3, scope: !242)
!391 = !DILocalVariable(name: "accum", scope: !242, file: !2, line: 141, type: !120)
!392 = !DILocation(line: 141, column: 9, scope: !242)
!393 = !DILocalVariable(name: "f", scope: !394, file: !2, line: 143, type: !126)
!394 = distinct !DILexicalBlock(scope: !242, file: !2, line: 142, column: 3)
!395 = !DILocation(line: 143, column: 24, scope: !394)
!396 = !DILocation(line: 143, column: 34, scope: !394)
!397 = !DILocation(line: 144, column: 5, scope: !394)
!398 = !DILocation(line: 145, column: 5, scope: !394)
!399 = !DILocation(line: 146, column: 3, scope: !242)
!400 = !DILocalVariable(name: "hyp", scope: !242, file: !2, line: 147, type: !401)
!401 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !402, templateParams: !418, identifier: "_ZTS8FunctionIFdddEE")
!402 = !{!403, !404, !408, !409, !413}
!403 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !401, file: !2, line: 79, baseType: !129, size: 32)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !401, file: !2, line: 80, baseType: !405, size: 32, offset: 32)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !406, size: 32)
!406 = !DISubroutineType(types: !407)
!407 = !{!114, !129, !114, !114}
!408 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !401, file: !2, line: 81, baseType: !135, size: 32, offset: 64)
!409 = !DISubprogram(name: "~Function", scope: !401, file: !2, line: 88, type: !410, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!410 = !DISubroutineType(types: !411)
!411 = !{null, !412}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !401, file: !2, line: 89, type: !414, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubroutineType(types: !415)
!415 = !{!114, !416, !114, !114}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !401)
!418 = !{!419}
!419 = !DITemplateTypeParameter(name: "Sig", type: !420)
!420 = !DISubroutineType(types: !421)
!421 = !{!114, !114, !114}
!422 = !DILocation(line: 147, column: 36, scope: !242)
!423 = !DILocation(line: 147, column: 42, scope: !242)
!424 = !DILocation(line: 148, column: 38, scope: !242)
!425 = !DILocation(line: 148, column: 45, scope: !242)
!426 = !DILocation(line: 148, column: 3, scope: !242)
!427 = !DILocation(line: 149, column: 3, scope: !242)
!428 = !DILocation(line: 150, column: 1, scope: !394)
!429 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !2, file: !2, line: 34, type: !430, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !432, retainedNodes: !152)
!430 = !DISubroutineType(types: !431)
!431 = !{!156}
!432 = !{!222, !433}
!433 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!434 = !DILocalVariable(name: "mem", scope: !429, file: !2, line: 35, type: !129)
!435 = !DILocation(line: 35, column: 9, scope: !429)
!436 = !DILocation(line: 35, column: 15, scope: !429)
!437 = !DILocation(line: 36, column: 24, scope: !429)
!438 = !DILocation(line: 36, column: 29, scope: !429)
!439 = !DILocation(line: 36, column: 10, scope: !429)
!440 = !DILocation(line: 36, column: 3, scope: !429)
!441 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !2, file: !2, line: 17, type: !442, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !447, retainedNodes: !152)
!442 = !DISubroutineType(types: !443)
!443 = !{!444, !204}
!444 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !445, size: 32)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !446, file: !2, line: 16, baseType: !156)
!446 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !447, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!447 = !{!448}
!448 = !DITemplateTypeParameter(name: "T", type: !204)
!449 = !DILocalVariable(name: "t", arg: 1, scope: !441, file: !2, line: 17, type: !204)
!450 = !DILocation(line: 17, column: 63, scope: !441)
!451 = !DILocation(line: 17, column: 120, scope: !441)
!452 = !DILocation(line: 17, column: 68, scope: !441)
!453 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC1EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!454 = !DILocalVariable(name: "this", arg: 1, scope: !453, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32)
!456 = !DILocation(line: 0, scope: !453)
!457 = !DILocalVariable(name: "o", arg: 2, scope: !453, file: !2, line: 25, type: !200)
!458 = !DILocation(line: 25, column: 17, scope: !453)
!459 = !DILocation(line: 25, column: 40, scope: !453)
!460 = !DILocation(line: 25, column: 58, scope: !453)
!461 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !218, retainedNodes: !152)
!462 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!464 = !DILocation(line: 0, scope: !461)
!465 = !DILocation(line: 31, column: 43, scope: !461)
!466 = !DILocation(line: 31, column: 46, scope: !461)
!467 = !DILocation(line: 31, column: 36, scope: !461)
!468 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !214, retainedNodes: !152)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DILocation(line: 0, scope: !468)
!471 = !DILocation(line: 30, column: 34, scope: !468)
!472 = !DILocation(line: 30, column: 27, scope: !468)
!473 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !2, file: !2, line: 98, type: !474, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!474 = !DISubroutineType(types: !475)
!475 = !{!476, !113}
!476 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !477, identifier: "_ZTS6Point3")
!477 = !{!478, !479, !480}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !476, file: !2, line: 97, baseType: !113, size: 32)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !476, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !476, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!481 = !DILocalVariable(name: "s", arg: 1, scope: !473, file: !2, line: 98, type: !113)
!482 = !DILocation(line: 98, column: 30, scope: !473)
!483 = !DILocation(line: 98, column: 42, scope: !473)
!484 = !DILocation(line: 98, column: 43, scope: !473)
!485 = !DILocation(line: 98, column: 46, scope: !473)
!486 = !DILocation(line: 98, column: 48, scope: !473)
!487 = !DILocation(line: 98, column: 53, scope: !473)
!488 = !DILocation(line: 98, column: 55, scope: !473)
!489 = !DILocation(line: 98, column: 35, scope: !473)
!490 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!491 = !DILocalVariable(name: "this", arg: 1, scope: !490, type: !492, flags: DIFlagArtificial | DIFlagObjectPointer)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!493 = !DILocation(line: 0, scope: !490)
!494 = !DILocalVariable(name: "i", arg: 2, scope: !490, file: !2, line: 44, type: !113)
!495 = !DILocation(line: 44, column: 25, scope: !490)
!496 = !DILocation(line: 44, column: 37, scope: !490)
!497 = !DILocation(line: 44, column: 41, scope: !490)
!498 = !DILocation(line: 44, column: 45, scope: !490)
!499 = !DILocation(line: 44, column: 30, scope: !490)
!500 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!501 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!503 = !DILocation(line: 0, scope: !500)
!504 = !DILocalVariable(name: "o", arg: 2, scope: !500, file: !2, line: 43, type: !92)
!505 = !DILocation(line: 43, column: 34, scope: !500)
!506 = !DILocation(line: 43, column: 52, scope: !500)
!507 = !DILocation(line: 43, column: 59, scope: !500)
!508 = !DILocation(line: 43, column: 54, scope: !500)
!509 = !DILocation(line: 43, column: 61, scope: !500)
!510 = !DILocation(line: 43, column: 64, scope: !500)
!511 = !DILocation(line: 43, column: 71, scope: !500)
!512 = !DILocation(line: 43, column: 66, scope: !500)
!513 = !DILocation(line: 43, column: 45, scope: !500)
!514 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!515 = !DILocalVariable(name: "n", arg: 1, scope: !514, file: !2, line: 47, type: !113)
!516 = !DILocation(line: 47, column: 23, scope: !514)
!517 = !DILocation(line: 47, column: 35, scope: !514)
!518 = !DILocation(line: 47, column: 37, scope: !514)
!519 = !DILocation(line: 47, column: 43, scope: !514)
!520 = !DILocation(line: 47, column: 51, scope: !514)
!521 = !DILocation(line: 47, column: 53, scope: !514)
!522 = !DILocation(line: 47, column: 47, scope: !514)
!523 = !DILocation(line: 47, column: 64, scope: !514)
!524 = !DILocation(line: 47, column: 66, scope: !514)
!525 = !DILocation(line: 47, column: 60, scope: !514)
!526 = !DILocation(line: 47, column: 58, scope: !514)
!527 = !DILocation(line: 47, column: 28, scope: !514)
!528 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !2, file: !2, line: 50, type: !529, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !531, retainedNodes: !152)
!529 = !DISubroutineType(types: !530)
!530 = !{!113, !113, !113, !113, !113}
!531 = !{!532}
!532 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !533)
!533 = !{!534, !534, !534, !534}
!534 = !DITemplateTypeParameter(type: !113)
!535 = !DILocalVariable(name: "ts", arg: 1, scope: !528, file: !2, line: 50, type: !113)
!536 = !DILocation(line: 50, column: 56, scope: !528)
!537 = !DILocalVariable(name: "ts", arg: 2, scope: !528, file: !2, line: 50, type: !113)
!538 = !DILocalVariable(name: "ts", arg: 3, scope: !528, file: !2, line: 50, type: !113)
!539 = !DILocalVariable(name: "ts", arg: 4, scope: !528, file: !2, line: 50, type: !113)
!540 = !DILocation(line: 50, column: 70, scope: !528)
!541 = !DILocation(line: 50, column: 75, scope: !528)
!542 = !DILocation(line: 50, column: 62, scope: !528)
!543 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !2, file: !2, line: 50, type: !544, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !546, retainedNodes: !152)
!544 = !DISubroutineType(types: !545)
!545 = !{!114, !114, !95}
!546 = !{!547}
!547 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !548)
!548 = !{!549, !550}
!549 = !DITemplateTypeParameter(type: !114)
!550 = !DITemplateTypeParameter(type: !95)
!551 = !DILocalVariable(name: "ts", arg: 1, scope: !543, file: !2, line: 50, type: !114)
!552 = !DILocation(line: 50, column: 56, scope: !543)
!553 = !DILocalVariable(name: "ts", arg: 2, scope: !543, file: !2, line: 50, type: !95)
!554 = !DILocation(line: 50, column: 70, scope: !543)
!555 = !DILocation(line: 50, column: 75, scope: !543)
!556 = !DILocation(line: 50, column: 62, scope: !543)
!557 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !558, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !561, retainedNodes: !152)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !113, !5, !560, !115}
!560 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!561 = !{!562}
!562 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !563)
!563 = !{!534, !564, !565, !566}
!564 = !DITemplateTypeParameter(type: !5)
!565 = !DITemplateTypeParameter(type: !560)
!566 = !DITemplateTypeParameter(type: !115)
!567 = !DILocalVariable(name: "ts", arg: 1, scope: !557, file: !2, line: 51, type: !113)
!568 = !DILocation(line: 51, column: 48, scope: !557)
!569 = !DILocalVariable(name: "ts", arg: 2, scope: !557, file: !2, line: 51, type: !5)
!570 = !DILocalVariable(name: "ts", arg: 3, scope: !557, file: !2, line: 51, type: !560)
!571 = !DILocalVariable(name: "ts", arg: 4, scope: !557, file: !2, line: 51, type: !115)
!572 = !DILocation(line: 51, column: 76, scope: !557)
!573 = !DILocation(line: 51, column: 56, scope: !557)
!574 = !DILocation(line: 51, column: 88, scope: !557)
!575 = !DILocation(line: 51, column: 102, scope: !557)
!576 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !2, file: !2, line: 53, type: !577, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !579, retainedNodes: !152)
!577 = !DISubroutineType(types: !578)
!578 = !{!178, !113}
!579 = !{!580}
!580 = !DITemplateTypeParameter(name: "T", type: !113)
!581 = !DILocalVariable(name: "v", arg: 1, scope: !576, file: !2, line: 53, type: !113)
!582 = !DILocation(line: 53, column: 46, scope: !576)
!583 = !DILocation(line: 54, column: 40, scope: !584)
!584 = distinct !DILexicalBlock(scope: !576, file: !2, line: 54, column: 17)
!585 = !DILocation(line: 54, column: 42, scope: !584)
!586 = !DILocation(line: 54, column: 33, scope: !584)
!587 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !2, file: !2, line: 53, type: !588, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !590, retainedNodes: !152)
!588 = !DISubroutineType(types: !589)
!589 = !{!178, !114}
!590 = !{!591}
!591 = !DITemplateTypeParameter(name: "T", type: !114)
!592 = !DILocalVariable(name: "v", arg: 1, scope: !587, file: !2, line: 53, type: !114)
!593 = !DILocation(line: 53, column: 46, scope: !587)
!594 = !DILocation(line: 55, column: 41, scope: !595)
!595 = distinct !DILexicalBlock(scope: !596, file: !2, line: 55, column: 22)
!596 = distinct !DILexicalBlock(scope: !587, file: !2, line: 54, column: 17)
!597 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !2, file: !2, line: 53, type: !598, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !600, retainedNodes: !152)
!598 = !DISubroutineType(types: !599)
!599 = !{!178, !178}
!600 = !{!601}
!601 = !DITemplateTypeParameter(name: "T", type: !178)
!602 = !DILocalVariable(name: "v", arg: 1, scope: !597, file: !2, line: 53, type: !178)
!603 = !DILocation(line: 53, column: 46, scope: !597)
!604 = !DILocation(line: 56, column: 8, scope: !605)
!605 = distinct !DILexicalBlock(scope: !606, file: !2, line: 55, column: 22)
!606 = distinct !DILexicalBlock(scope: !597, file: !2, line: 54, column: 17)
!607 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC1Ev", scope: !224, file: !2, line: 63, type: !608, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !610, retainedNodes: !152)
!608 = !DISubroutineType(types: !609)
!609 = !{null, !239}
!610 = !DISubprogram(name: "Doubler", scope: !224, type: !608, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!611 = !DILocalVariable(name: "this", arg: 1, scope: !607, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!612 = !DILocation(line: 0, scope: !607)
!613 = !DILocation(line: 63, column: 8, scope: !607)
!614 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !230, retainedNodes: !152)
!615 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !616, flags: DIFlagArtificial | DIFlagObjectPointer)
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 32)
!617 = !DILocation(line: 0, scope: !614)
!618 = !DILocalVariable(name: "x", arg: 2, scope: !614, file: !2, line: 61, type: !113)
!619 = !DILocation(line: 61, column: 15, scope: !614)
!620 = !DILocation(line: 61, column: 22, scope: !614)
!621 = !DILocation(line: 61, column: 20, scope: !614)
!622 = !DILocation(line: 61, column: 71, scope: !614)
!623 = !DILocation(line: 61, column: 66, scope: !614)
!624 = !DILocation(line: 61, column: 29, scope: !614)
!625 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !2, file: !2, line: 66, type: !626, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!626 = !DISubroutineType(types: !627)
!627 = !{!84, !84, !84}
!628 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 66, type: !84)
!629 = !DILocation(line: 66, column: 33, scope: !625)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 66, type: !84)
!631 = !DILocation(line: 66, column: 42, scope: !625)
!632 = !DILocation(line: 66, column: 75, scope: !625)
!633 = !DILocation(line: 66, column: 60, scope: !625)
!634 = !DILocation(line: 66, column: 94, scope: !625)
!635 = !DILocation(line: 66, column: 79, scope: !625)
!636 = !DILocation(line: 66, column: 77, scope: !625)
!637 = !DILocation(line: 66, column: 54, scope: !625)
!638 = !DILocation(line: 66, column: 47, scope: !625)
!639 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !181, retainedNodes: !152)
!640 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !641, flags: DIFlagArtificial | DIFlagObjectPointer)
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!642 = !DILocation(line: 0, scope: !639)
!643 = !DILocation(line: 72, column: 35, scope: !639)
!644 = !DILocation(line: 72, column: 40, scope: !639)
!645 = !DILocation(line: 72, column: 28, scope: !639)
!646 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC1Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !646, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DILocation(line: 0, scope: !646)
!649 = !DILocation(line: 74, column: 31, scope: !646)
!650 = !DILocation(line: 74, column: 43, scope: !646)
!651 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !372, file: !2, line: 136, type: !652, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !655, retainedNodes: !152)
!652 = !DISubroutineType(types: !653)
!653 = !{!113, !654}
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!655 = !DISubprogram(name: "operator()", scope: !372, file: !2, line: 136, type: !652, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!656 = !DILocalVariable(name: "this", arg: 1, scope: !651, type: !657, flags: DIFlagArtificial | DIFlagObjectPointer)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 32)
!658 = !DILocation(line: 0, scope: !651)
!659 = !DILocation(line: 136, column: 51, scope: !651)
!660 = !DILocation(line: 136, column: 58, scope: !651)
!661 = !DILocation(line: 136, column: 59, scope: !651)
!662 = !DILocation(line: 136, column: 56, scope: !651)
!663 = !DILocation(line: 136, column: 44, scope: !651)
!664 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !381, file: !2, line: 138, type: !665, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !669, retainedNodes: !152)
!665 = !DISubroutineType(types: !666)
!666 = !{!113, !667}
!667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !381)
!669 = !DISubprogram(name: "operator()", scope: !381, file: !2, line: 138, type: !665, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!670 = !DILocalVariable(name: "this", arg: 1, scope: !664, type: !671, flags: DIFlagArtificial | DIFlagObjectPointer)
!671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 32)
!672 = !DILocation(line: 0, scope: !664)
!673 = !DILocation(line: 138, column: 29, scope: !664)
!674 = !DILocation(line: 138, column: 34, scope: !664)
!675 = !DILocation(line: 138, column: 40, scope: !664)
!676 = !DILocation(line: 138, column: 38, scope: !664)
!677 = !DILocation(line: 138, column: 22, scope: !664)
!678 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC1Ev", scope: !120, file: !2, line: 92, type: !679, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !681, retainedNodes: !152)
!679 = !DISubroutineType(types: !680)
!680 = !{null, !151}
!681 = !DISubprogram(name: "Accum", scope: !120, type: !679, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!682 = !DILocalVariable(name: "this", arg: 1, scope: !678, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!683 = !DILocation(line: 0, scope: !678)
!684 = !DILocation(line: 92, column: 8, scope: !678)
!685 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DILocation(line: 0, scope: !119)
!687 = !DILocation(line: 94, column: 39, scope: !119)
!688 = !DILocation(line: 94, column: 32, scope: !119)
!689 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!690 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !691, flags: DIFlagArtificial | DIFlagObjectPointer)
!691 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32)
!692 = !DILocation(line: 0, scope: !689)
!693 = !DILocalVariable(name: "a", arg: 2, scope: !689, file: !2, line: 89, type: !113)
!694 = !DILocation(line: 89, column: 21, scope: !689)
!695 = !DILocation(line: 89, column: 39, scope: !689)
!696 = !DILocation(line: 89, column: 45, scope: !689)
!697 = !DILocation(line: 89, column: 51, scope: !689)
!698 = !DILocation(line: 89, column: 32, scope: !689)
!699 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED1Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!700 = !DILocalVariable(name: "this", arg: 1, scope: !699, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!701 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32)
!702 = !DILocation(line: 0, scope: !699)
!703 = !DILocation(line: 88, column: 15, scope: !699)
!704 = !DILocation(line: 88, column: 47, scope: !699)
!705 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_", scope: !401, file: !2, line: 83, type: !706, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !709, declaration: !708, retainedNodes: !152)
!706 = !DISubroutineType(types: !707)
!707 = !{null, !412, !241}
!708 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !401, file: !2, line: 83, type: !706, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !709)
!709 = !{!710}
!710 = !DITemplateTypeParameter(name: "F", type: !241)
!711 = !DILocalVariable(name: "this", arg: 1, scope: !705, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 32)
!713 = !DILocation(line: 0, scope: !705)
!714 = !DILocalVariable(name: "f", arg: 2, scope: !705, file: !2, line: 83, type: !241)
!715 = !DILocation(line: 83, column: 36, scope: !705)
!716 = !DILocation(line: 83, column: 39, scope: !705)
!717 = !DILocation(line: 87, column: 3, scope: !705)
!718 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !401, file: !2, line: 89, type: !414, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !413, retainedNodes: !152)
!719 = !DILocalVariable(name: "this", arg: 1, scope: !718, type: !720, flags: DIFlagArtificial | DIFlagObjectPointer)
!720 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 32)
!721 = !DILocation(line: 0, scope: !718)
!722 = !DILocalVariable(name: "a", arg: 2, scope: !718, file: !2, line: 89, type: !114)
!723 = !DILocation(line: 89, column: 21, scope: !718)
!724 = !DILocalVariable(name: "a", arg: 3, scope: !718, file: !2, line: 89, type: !114)
!725 = !DILocation(line: 89, column: 39, scope: !718)
!726 = !DILocation(line: 89, column: 45, scope: !718)
!727 = !DILocation(line: 89, column: 51, scope: !718)
!728 = !DILocation(line: 89, column: 32, scope: !718)
!729 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED1Ev", scope: !401, file: !2, line: 88, type: !410, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !409, retainedNodes: !152)
!730 = !DILocalVariable(name: "this", arg: 1, scope: !729, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!731 = !DILocation(line: 0, scope: !729)
!732 = !DILocation(line: 88, column: 15, scope: !729)
!733 = !DILocation(line: 88, column: 47, scope: !729)
!734 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD1Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !735, retainedNodes: !152)
!735 = !DISubprogram(name: "~Bird", scope: !160, type: !185, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!736 = !DILocalVariable(name: "this", arg: 1, scope: !734, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DILocation(line: 0, scope: !734)
!738 = !DILocation(line: 74, column: 8, scope: !734)
!739 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED1Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!740 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DILocation(line: 0, scope: !739)
!742 = !DILocation(line: 28, column: 12, scope: !739)
!743 = !DILocation(line: 28, column: 23, scope: !739)
!744 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !224, file: !2, line: 63, type: !608, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !610, retainedNodes: !152)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !744, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocation(line: 0, scope: !744)
!747 = !DILocation(line: 63, column: 8, scope: !744)
!748 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !227, file: !2, line: 59, type: !749, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !751, retainedNodes: !152)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !233}
!751 = !DISubprogram(name: "Counter", scope: !227, type: !749, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!752 = !DILocalVariable(name: "this", arg: 1, scope: !748, type: !616, flags: DIFlagArtificial | DIFlagObjectPointer)
!753 = !DILocation(line: 0, scope: !748)
!754 = !DILocation(line: 60, column: 7, scope: !748)
!755 = !DILocation(line: 59, column: 36, scope: !748)
!756 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!757 = !DILocalVariable(name: "this", arg: 1, scope: !756, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!758 = !DILocation(line: 0, scope: !756)
!759 = !DILocation(line: 74, column: 24, scope: !756)
!760 = !DILocation(line: 74, column: 31, scope: !756)
!761 = !DILocation(line: 74, column: 33, scope: !762)
!762 = distinct !DILexicalBlock(scope: !756, file: !2, line: 74, column: 31)
!763 = !DILocation(line: 74, column: 38, scope: !762)
!764 = !DILocation(line: 74, column: 43, scope: !756)
!765 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !163, file: !2, line: 68, type: !172, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !766, retainedNodes: !152)
!766 = !DISubprogram(name: "Animal", scope: !163, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!767 = !DILocalVariable(name: "this", arg: 1, scope: !765, type: !768, flags: DIFlagArtificial | DIFlagObjectPointer)
!768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!769 = !DILocation(line: 0, scope: !765)
!770 = !DILocation(line: 68, column: 8, scope: !765)
!771 = !DILocation(line: 69, column: 7, scope: !765)
!772 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !735, retainedNodes: !152)
!773 = !DILocalVariable(name: "this", arg: 1, scope: !772, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!774 = !DILocation(line: 0, scope: !772)
!775 = !DILocation(line: 74, column: 8, scope: !772)
!776 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !188, retainedNodes: !152)
!777 = !DILocalVariable(name: "this", arg: 1, scope: !776, type: !778, flags: DIFlagArtificial | DIFlagObjectPointer)
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32)
!779 = !DILocation(line: 0, scope: !776)
!780 = !DILocation(line: 74, column: 82, scope: !776)
!781 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD1Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!782 = !DILocalVariable(name: "this", arg: 1, scope: !781, type: !768, flags: DIFlagArtificial | DIFlagObjectPointer)
!783 = !DILocation(line: 0, scope: !781)
!784 = !DILocation(line: 70, column: 29, scope: !781)
!785 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!786 = !DILocalVariable(name: "this", arg: 1, scope: !785, type: !768, flags: DIFlagArtificial | DIFlagObjectPointer)
!787 = !DILocation(line: 0, scope: !785)
!788 = !DILocation(line: 70, column: 29, scope: !785)
!789 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !175, retainedNodes: !152)
!790 = !DILocalVariable(name: "this", arg: 1, scope: !789, type: !641, flags: DIFlagArtificial | DIFlagObjectPointer)
!791 = !DILocation(line: 0, scope: !789)
!792 = !DILocation(line: 71, column: 39, scope: !789)
!793 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!794 = !DILocalVariable(name: "this", arg: 1, scope: !793, type: !768, flags: DIFlagArtificial | DIFlagObjectPointer)
!795 = !DILocation(line: 0, scope: !793)
!796 = !DILocation(line: 70, column: 29, scope: !793)
!797 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !120, file: !2, line: 92, type: !679, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !681, retainedNodes: !152)
!798 = !DILocalVariable(name: "this", arg: 1, scope: !797, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!799 = !DILocation(line: 0, scope: !797)
!800 = !DILocation(line: 93, column: 7, scope: !797)
!801 = !DILocation(line: 92, column: 8, scope: !797)
!802 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !803, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !806, declaration: !805, retainedNodes: !152)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !141, !118}
!805 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !126, file: !2, line: 83, type: !803, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !806)
!806 = !{!807}
!807 = !DITemplateTypeParameter(name: "F", type: !118)
!808 = !DILocalVariable(name: "this", arg: 1, scope: !802, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DILocation(line: 0, scope: !802)
!810 = !DILocalVariable(name: "f", arg: 2, scope: !802, file: !2, line: 83, type: !118)
!811 = !DILocation(line: 83, column: 36, scope: !802)
!812 = !DILocation(line: 83, column: 39, scope: !802)
!813 = !DILocation(line: 87, column: 3, scope: !802)
!814 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !803, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !806, declaration: !805, retainedNodes: !152)
!815 = !DILocalVariable(name: "this", arg: 1, scope: !814, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!816 = !DILocation(line: 0, scope: !814)
!817 = !DILocalVariable(name: "f", arg: 2, scope: !814, file: !2, line: 83, type: !118)
!818 = !DILocation(line: 83, column: 36, scope: !814)
!819 = !DILocation(line: 79, column: 9, scope: !814)
!820 = !DILocation(line: 80, column: 7, scope: !814)
!821 = !DILocation(line: 81, column: 10, scope: !814)
!822 = !DILocation(line: 84, column: 17, scope: !823)
!823 = distinct !DILexicalBlock(scope: !814, file: !2, line: 83, column: 39)
!824 = !DILocation(line: 84, column: 38, scope: !823)
!825 = !DILocation(line: 84, column: 36, scope: !823)
!826 = !DILocation(line: 84, column: 5, scope: !823)
!827 = !DILocation(line: 84, column: 10, scope: !823)
!828 = !DILocation(line: 85, column: 13, scope: !823)
!829 = !DILocation(line: 85, column: 5, scope: !823)
!830 = !DILocation(line: 85, column: 11, scope: !823)
!831 = !DILocation(line: 86, column: 16, scope: !823)
!832 = !DILocation(line: 86, column: 5, scope: !823)
!833 = !DILocation(line: 86, column: 14, scope: !823)
!834 = !DILocation(line: 87, column: 3, scope: !814)
!835 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !2, file: !2, line: 17, type: !836, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !841, retainedNodes: !152)
!836 = !DISubroutineType(types: !837)
!837 = !{!838, !843}
!838 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !839, size: 32)
!839 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !840, file: !2, line: 16, baseType: !118)
!840 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !841, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!841 = !{!842}
!842 = !DITemplateTypeParameter(name: "T", type: !843)
!843 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 32)
!844 = !DILocalVariable(name: "t", arg: 1, scope: !835, file: !2, line: 17, type: !843)
!845 = !DILocation(line: 17, column: 63, scope: !835)
!846 = !DILocation(line: 17, column: 120, scope: !835)
!847 = !DILocation(line: 17, column: 68, scope: !835)
!848 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !849, file: !2, line: 85, type: !856, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !858, retainedNodes: !152)
!849 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !814, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !850, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!850 = !{!851}
!851 = !DISubprogram(name: "operator()", scope: !849, file: !2, line: 85, type: !852, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!852 = !DISubroutineType(types: !853)
!853 = !{!113, !854, !129, !113}
!854 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !855, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!855 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !849)
!856 = !DISubroutineType(types: !857)
!857 = !{!131, !854}
!858 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !849, type: !856, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!859 = !DILocalVariable(name: "this", arg: 1, scope: !848, type: !860, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !855, size: 32)
!861 = !DILocation(line: 0, scope: !848)
!862 = !DILocation(line: 85, column: 13, scope: !848)
!863 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !864, file: !2, line: 86, type: !865, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !869, retainedNodes: !152)
!864 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !814, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!865 = !DISubroutineType(types: !866)
!866 = !{!135, !867}
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !868, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!868 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !864)
!869 = !DISubprogram(name: "operator void (*)(void *)", scope: !864, type: !865, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!870 = !DILocalVariable(name: "this", arg: 1, scope: !863, type: !871, flags: DIFlagArtificial | DIFlagObjectPointer)
!871 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !868, size: 32)
!872 = !DILocation(line: 0, scope: !863)
!873 = !DILocation(line: 86, column: 16, scope: !863)
!874 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !849, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !875, retainedNodes: !152)
!875 = !DISubprogram(name: "__invoke", scope: !849, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!876 = !DILocalVariable(name: "o", arg: 1, scope: !874, type: !129)
!877 = !DILocation(line: 0, scope: !874)
!878 = !DILocalVariable(name: "a", arg: 2, scope: !874, type: !113)
!879 = !DILocation(line: 85, column: 13, scope: !874)
!880 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !849, file: !2, line: 85, type: !852, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !851, retainedNodes: !152)
!881 = !DILocalVariable(name: "this", arg: 1, scope: !880, type: !860, flags: DIFlagArtificial | DIFlagObjectPointer)
!882 = !DILocation(line: 0, scope: !880)
!883 = !DILocalVariable(name: "o", arg: 2, scope: !880, file: !2, line: 85, type: !129)
!884 = !DILocation(line: 85, column: 22, scope: !880)
!885 = !DILocalVariable(name: "a", arg: 3, scope: !880, file: !2, line: 85, type: !113)
!886 = !DILocation(line: 85, column: 30, scope: !880)
!887 = !DILocation(line: 85, column: 66, scope: !880)
!888 = !DILocation(line: 85, column: 70, scope: !880)
!889 = !DILocation(line: 85, column: 47, scope: !880)
!890 = !DILocation(line: 85, column: 40, scope: !880)
!891 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !118, file: !2, line: 94, type: !892, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !896, retainedNodes: !152)
!892 = !DISubroutineType(types: !893)
!893 = !{!113, !894, !113}
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !895, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!895 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!896 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !892, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !891, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !895, size: 32)
!899 = !DILocation(line: 0, scope: !891)
!900 = !DILocalVariable(name: "v", arg: 2, scope: !891, file: !2, line: 94, type: !113)
!901 = !DILocation(line: 94, column: 50, scope: !891)
!902 = !DILocation(line: 94, column: 71, scope: !891)
!903 = !DILocation(line: 94, column: 62, scope: !891)
!904 = !DILocation(line: 94, column: 68, scope: !891)
!905 = !DILocation(line: 94, column: 55, scope: !891)
!906 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !864, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !907, retainedNodes: !152)
!907 = !DISubprogram(name: "__invoke", scope: !864, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!908 = !DILocalVariable(name: "o", arg: 1, scope: !906, type: !129)
!909 = !DILocation(line: 0, scope: !906)
!910 = !DILocation(line: 86, column: 16, scope: !906)
!911 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !864, file: !2, line: 86, type: !912, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !914, retainedNodes: !152)
!912 = !DISubroutineType(types: !913)
!913 = !{null, !867, !129}
!914 = !DISubprogram(name: "operator()", scope: !864, file: !2, line: 86, type: !912, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!915 = !DILocalVariable(name: "this", arg: 1, scope: !911, type: !871, flags: DIFlagArtificial | DIFlagObjectPointer)
!916 = !DILocation(line: 0, scope: !911)
!917 = !DILocalVariable(name: "o", arg: 2, scope: !911, file: !2, line: 86, type: !129)
!918 = !DILocation(line: 86, column: 25, scope: !911)
!919 = !DILocation(line: 86, column: 47, scope: !911)
!920 = !DILocation(line: 86, column: 62, scope: !911)
!921 = !DILocation(line: 86, column: 57, scope: !911)
!922 = !DILocation(line: 86, column: 66, scope: !911)
!923 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !735, retainedNodes: !152)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !923, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = !DILocation(line: 0, scope: !923)
!926 = !DILocation(line: 74, column: 8, scope: !927)
!927 = distinct !DILexicalBlock(scope: !923, file: !2, line: 74, column: 8)
!928 = !DILocation(line: 74, column: 8, scope: !923)
!929 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC1EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!930 = !DILocalVariable(name: "this", arg: 1, scope: !929, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!931 = !DILocation(line: 0, scope: !929)
!932 = !DILocalVariable(name: "p", arg: 2, scope: !929, file: !2, line: 24, type: !159)
!933 = !DILocation(line: 24, column: 21, scope: !929)
!934 = !DILocation(line: 24, column: 42, scope: !929)
!935 = !DILocation(line: 24, column: 43, scope: !929)
!936 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!937 = !DILocalVariable(name: "this", arg: 1, scope: !936, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!938 = !DILocation(line: 0, scope: !936)
!939 = !DILocalVariable(name: "p", arg: 2, scope: !936, file: !2, line: 24, type: !159)
!940 = !DILocation(line: 24, column: 21, scope: !936)
!941 = !DILocation(line: 24, column: 36, scope: !936)
!942 = !DILocation(line: 24, column: 39, scope: !936)
!943 = !DILocation(line: 24, column: 43, scope: !936)
!944 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!945 = !DILocalVariable(name: "this", arg: 1, scope: !944, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!946 = !DILocation(line: 0, scope: !944)
!947 = !DILocation(line: 28, column: 14, scope: !948)
!948 = distinct !DILexicalBlock(scope: !944, file: !2, line: 28, column: 12)
!949 = !DILocation(line: 28, column: 23, scope: !944)
!950 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !213, retainedNodes: !152)
!951 = !DILocalVariable(name: "this", arg: 1, scope: !950, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!952 = !DILocation(line: 0, scope: !950)
!953 = !DILocation(line: 29, column: 22, scope: !954)
!954 = distinct !DILexicalBlock(scope: !950, file: !2, line: 29, column: 22)
!955 = !DILocation(line: 29, column: 22, scope: !950)
!956 = !DILocation(line: 29, column: 28, scope: !957)
!957 = distinct !DILexicalBlock(scope: !954, file: !2, line: 29, column: 26)
!958 = !DILocation(line: 29, column: 33, scope: !957)
!959 = !DILocation(line: 29, column: 43, scope: !957)
!960 = !DILocation(line: 29, column: 38, scope: !957)
!961 = !DILocation(line: 29, column: 48, scope: !957)
!962 = !DILocation(line: 29, column: 51, scope: !957)
!963 = !DILocation(line: 29, column: 62, scope: !957)
!964 = !DILocation(line: 29, column: 64, scope: !950)
!965 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!966 = !DILocalVariable(name: "this", arg: 1, scope: !965, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!967 = !DILocation(line: 0, scope: !965)
!968 = !DILocalVariable(name: "o", arg: 2, scope: !965, file: !2, line: 25, type: !200)
!969 = !DILocation(line: 25, column: 17, scope: !965)
!970 = !DILocation(line: 25, column: 31, scope: !965)
!971 = !DILocation(line: 25, column: 34, scope: !965)
!972 = !DILocation(line: 25, column: 36, scope: !965)
!973 = !DILocation(line: 25, column: 42, scope: !974)
!974 = distinct !DILexicalBlock(scope: !965, file: !2, line: 25, column: 40)
!975 = !DILocation(line: 25, column: 44, scope: !974)
!976 = !DILocation(line: 25, column: 47, scope: !974)
!977 = !DILocation(line: 25, column: 58, scope: !965)
!978 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !236, retainedNodes: !152)
!979 = !DILocalVariable(name: "this", arg: 1, scope: !978, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!980 = !DILocation(line: 0, scope: !978)
!981 = !DILocalVariable(name: "x", arg: 2, scope: !978, file: !2, line: 63, type: !113)
!982 = !DILocation(line: 63, column: 50, scope: !978)
!983 = !DILocation(line: 63, column: 66, scope: !978)
!984 = !DILocation(line: 63, column: 64, scope: !978)
!985 = !DILocation(line: 63, column: 55, scope: !978)
!986 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!987 = !DILocalVariable(name: "this", arg: 1, scope: !986, type: !701, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = !DILocation(line: 0, scope: !986)
!989 = !DILocation(line: 88, column: 21, scope: !990)
!990 = distinct !DILexicalBlock(scope: !991, file: !2, line: 88, column: 21)
!991 = distinct !DILexicalBlock(scope: !986, file: !2, line: 88, column: 15)
!992 = !DILocation(line: 88, column: 21, scope: !991)
!993 = !DILocation(line: 88, column: 31, scope: !990)
!994 = !DILocation(line: 88, column: 40, scope: !990)
!995 = !DILocation(line: 88, column: 47, scope: !986)
!996 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !401, file: !2, line: 83, type: !706, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !709, declaration: !708, retainedNodes: !152)
!997 = !DILocalVariable(name: "this", arg: 1, scope: !996, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!998 = !DILocation(line: 0, scope: !996)
!999 = !DILocalVariable(name: "f", arg: 2, scope: !996, file: !2, line: 83, type: !241)
!1000 = !DILocation(line: 83, column: 36, scope: !996)
!1001 = !DILocation(line: 79, column: 9, scope: !996)
!1002 = !DILocation(line: 80, column: 7, scope: !996)
!1003 = !DILocation(line: 81, column: 10, scope: !996)
!1004 = !DILocation(line: 84, column: 17, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !996, file: !2, line: 83, column: 39)
!1006 = !DILocation(line: 84, column: 38, scope: !1005)
!1007 = !DILocation(line: 84, column: 5, scope: !1005)
!1008 = !DILocation(line: 84, column: 10, scope: !1005)
!1009 = !DILocation(line: 85, column: 13, scope: !1005)
!1010 = !DILocation(line: 85, column: 5, scope: !1005)
!1011 = !DILocation(line: 85, column: 11, scope: !1005)
!1012 = !DILocation(line: 86, column: 16, scope: !1005)
!1013 = !DILocation(line: 86, column: 5, scope: !1005)
!1014 = !DILocation(line: 86, column: 14, scope: !1005)
!1015 = !DILocation(line: 87, column: 3, scope: !996)
!1016 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !2, file: !2, line: 17, type: !1017, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !1022, retainedNodes: !152)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!1019, !1024}
!1019 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1020, size: 32)
!1020 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1021, file: !2, line: 16, baseType: !241)
!1021 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !1022)
!1022 = !{!1023}
!1023 = !DITemplateTypeParameter(name: "T", type: !1024)
!1024 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 32)
!1025 = !DILocalVariable(name: "t", arg: 1, scope: !1016, file: !2, line: 17, type: !1024)
!1026 = !DILocation(line: 17, column: 63, scope: !1016)
!1027 = !DILocation(line: 17, column: 120, scope: !1016)
!1028 = !DILocation(line: 17, column: 68, scope: !1016)
!1029 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !1030, file: !2, line: 85, type: !1037, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1039, retainedNodes: !152)
!1030 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !996, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1031)
!1031 = !{!1032}
!1032 = !DISubprogram(name: "operator()", scope: !1030, file: !2, line: 85, type: !1033, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1033 = !DISubroutineType(types: !1034)
!1034 = !{!114, !1035, !129, !114, !114}
!1035 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1036, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1036 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1030)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!405, !1035}
!1039 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !1030, type: !1037, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1040 = !DILocalVariable(name: "this", arg: 1, scope: !1029, type: !1041, flags: DIFlagArtificial | DIFlagObjectPointer)
!1041 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1036, size: 32)
!1042 = !DILocation(line: 0, scope: !1029)
!1043 = !DILocation(line: 85, column: 13, scope: !1029)
!1044 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !1045, file: !2, line: 86, type: !1046, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1050, retainedNodes: !152)
!1045 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !996, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!135, !1048}
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1049, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1049 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1045)
!1050 = !DISubprogram(name: "operator void (*)(void *)", scope: !1045, type: !1046, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1051 = !DILocalVariable(name: "this", arg: 1, scope: !1044, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!1052 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1049, size: 32)
!1053 = !DILocation(line: 0, scope: !1044)
!1054 = !DILocation(line: 86, column: 16, scope: !1044)
!1055 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !1030, file: !2, line: 85, type: !406, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1056, retainedNodes: !152)
!1056 = !DISubprogram(name: "__invoke", scope: !1030, type: !406, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1057 = !DILocalVariable(name: "o", arg: 1, scope: !1055, type: !129)
!1058 = !DILocation(line: 0, scope: !1055)
!1059 = !DILocalVariable(name: "a", arg: 2, scope: !1055, type: !114)
!1060 = !DILocalVariable(name: "a", arg: 3, scope: !1055, type: !114)
!1061 = !DILocation(line: 85, column: 13, scope: !1055)
!1062 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !1030, file: !2, line: 85, type: !1033, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1032, retainedNodes: !152)
!1063 = !DILocalVariable(name: "this", arg: 1, scope: !1062, type: !1041, flags: DIFlagArtificial | DIFlagObjectPointer)
!1064 = !DILocation(line: 0, scope: !1062)
!1065 = !DILocalVariable(name: "o", arg: 2, scope: !1062, file: !2, line: 85, type: !129)
!1066 = !DILocation(line: 85, column: 22, scope: !1062)
!1067 = !DILocalVariable(name: "a", arg: 3, scope: !1062, file: !2, line: 85, type: !114)
!1068 = !DILocation(line: 85, column: 30, scope: !1062)
!1069 = !DILocalVariable(name: "a", arg: 4, scope: !1062, file: !2, line: 85, type: !114)
!1070 = !DILocation(line: 85, column: 66, scope: !1062)
!1071 = !DILocation(line: 85, column: 70, scope: !1062)
!1072 = !DILocation(line: 85, column: 47, scope: !1062)
!1073 = !DILocation(line: 85, column: 40, scope: !1062)
!1074 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !241, file: !2, line: 147, type: !1075, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1079, retainedNodes: !152)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!114, !1077, !114, !114}
!1077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1078, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1078 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!1079 = !DISubprogram(name: "operator()", scope: !241, file: !2, line: 147, type: !1075, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1080 = !DILocalVariable(name: "this", arg: 1, scope: !1074, type: !1081, flags: DIFlagArtificial | DIFlagObjectPointer)
!1081 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1078, size: 32)
!1082 = !DILocation(line: 0, scope: !1074)
!1083 = !DILocalVariable(name: "x", arg: 2, scope: !1074, file: !2, line: 147, type: !114)
!1084 = !DILocation(line: 147, column: 52, scope: !1074)
!1085 = !DILocalVariable(name: "y", arg: 3, scope: !1074, file: !2, line: 147, type: !114)
!1086 = !DILocation(line: 147, column: 62, scope: !1074)
!1087 = !DILocation(line: 147, column: 74, scope: !1074)
!1088 = !DILocation(line: 147, column: 78, scope: !1074)
!1089 = !DILocation(line: 147, column: 82, scope: !1074)
!1090 = !DILocation(line: 147, column: 86, scope: !1074)
!1091 = !DILocation(line: 147, column: 84, scope: !1074)
!1092 = !DILocation(line: 147, column: 80, scope: !1074)
!1093 = !DILocation(line: 147, column: 67, scope: !1074)
!1094 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !1045, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1095, retainedNodes: !152)
!1095 = !DISubprogram(name: "__invoke", scope: !1045, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1096 = !DILocalVariable(name: "o", arg: 1, scope: !1094, type: !129)
!1097 = !DILocation(line: 0, scope: !1094)
!1098 = !DILocation(line: 86, column: 16, scope: !1094)
!1099 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !1045, file: !2, line: 86, type: !1100, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1102, retainedNodes: !152)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{null, !1048, !129}
!1102 = !DISubprogram(name: "operator()", scope: !1045, file: !2, line: 86, type: !1100, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1103 = !DILocalVariable(name: "this", arg: 1, scope: !1099, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!1104 = !DILocation(line: 0, scope: !1099)
!1105 = !DILocalVariable(name: "o", arg: 2, scope: !1099, file: !2, line: 86, type: !129)
!1106 = !DILocation(line: 86, column: 25, scope: !1099)
!1107 = !DILocation(line: 86, column: 47, scope: !1099)
!1108 = !DILocation(line: 86, column: 62, scope: !1099)
!1109 = !DILocation(line: 86, column: 57, scope: !1099)
!1110 = !DILocation(line: 86, column: 66, scope: !1099)
!1111 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !401, file: !2, line: 88, type: !410, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !409, retainedNodes: !152)
!1112 = !DILocalVariable(name: "this", arg: 1, scope: !1111, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!1113 = !DILocation(line: 0, scope: !1111)
!1114 = !DILocation(line: 88, column: 21, scope: !1115)
!1115 = distinct !DILexicalBlock(scope: !1116, file: !2, line: 88, column: 21)
!1116 = distinct !DILexicalBlock(scope: !1111, file: !2, line: 88, column: 15)
!1117 = !DILocation(line: 88, column: 21, scope: !1116)
!1118 = !DILocation(line: 88, column: 31, scope: !1115)
!1119 = !DILocation(line: 88, column: 40, scope: !1115)
!1120 = !DILocation(line: 88, column: 47, scope: !1111)

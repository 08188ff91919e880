; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Vec2 = type { float, float }
%class.Owner = type { ptr }
%struct.Point3 = type { i32, i32, i32 }
%struct.Doubler = type { %struct.Counter }
%struct.Counter = type { i32 }
%struct.Bird = type { %struct.Animal.base, [4 x i8] }
%struct.Animal.base = type <{ ptr, i32 }>
%class.anon = type { i32, i32 }
%class.anon.0 = type { i32, [3 x i32] }
%struct.Accum = type { i32 }
%class.Function = type { ptr, ptr, ptr }
%class.Function.1 = type { ptr, ptr, ptr }
%class.anon.2 = type { i8 }
%struct.Animal = type <{ ptr, i32, [4 x i8] }>
%class.anon.3 = type { ptr }
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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Animal }, comdat, align 8
@_ZTI4Bird = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 8
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1, !dbg !70
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !80

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 !dbg !242 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 8
  %3 = alloca %class.Owner, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Point3, align 4
  %7 = alloca [3 x i32], align 4
  %8 = alloca ptr, align 8
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
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %class.anon, align 4
  %23 = alloca %class.anon.0, align 4
  %24 = alloca %struct.Accum, align 4
  %25 = alloca %class.Function, align 8
  %26 = alloca %class.Function.1, align 8
  %27 = alloca %class.anon.2, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !272, !DIExpression(), !273)
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 8 %2), !dbg !274
    #dbg_declare(ptr %3, !275, !DIExpression(), !276)
  %28 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %29 unwind label %113, !dbg !277

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %28) #9, !dbg !277
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %31 unwind label %117, !dbg !278

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !279
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %34 unwind label %117, !dbg !280

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !281
  %36 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %117, !dbg !282

37:                                               ; preds = %34
  %38 = load ptr, ptr %36, align 8, !dbg !283
  %39 = getelementptr inbounds ptr, ptr %38, i64 2, !dbg !283
  %40 = load ptr, ptr %39, align 8, !dbg !283
  %41 = invoke noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(12) %36)
          to label %42 unwind label %117, !dbg !283

42:                                               ; preds = %37
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %35, ptr noundef %41)
          to label %44 unwind label %117, !dbg !284

44:                                               ; preds = %42
    #dbg_declare(ptr %6, !285, !DIExpression(), !286)
    #dbg_declare(ptr %6, !287, !DIExpression(DW_OP_plus_uconst, 4), !288)
    #dbg_declare(ptr %6, !289, !DIExpression(DW_OP_plus_uconst, 8), !290)
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %45 unwind label %117, !dbg !291

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0, !dbg !286
  %47 = load i32, ptr %46, align 4, !dbg !292
  %48 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1, !dbg !288
  %49 = load i32, ptr %48, align 4, !dbg !293
  %50 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2, !dbg !290
  %51 = load i32, ptr %50, align 4, !dbg !294
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51)
          to label %53 unwind label %117, !dbg !295

53:                                               ; preds = %45
    #dbg_declare(ptr %7, !296, !DIExpression(), !300)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.arr, i64 12, i1 false), !dbg !300
    #dbg_declare(ptr %8, !301, !DIExpression(DW_OP_deref), !302)
    #dbg_declare(ptr %8, !303, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !304)
    #dbg_declare(ptr %8, !305, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !306)
  store ptr %7, ptr %8, align 8, !dbg !307
  %54 = load ptr, ptr %8, align 8, !dbg !304
  %55 = getelementptr inbounds [3 x i32], ptr %54, i64 0, i64 1, !dbg !304
  store i32 50, ptr %55, align 4, !dbg !308
  %56 = load ptr, ptr %8, align 8, !dbg !302
  %57 = getelementptr inbounds [3 x i32], ptr %56, i64 0, i64 0, !dbg !302
  %58 = load i32, ptr %57, align 4, !dbg !309
  %59 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 1, !dbg !310
  %60 = load i32, ptr %59, align 4, !dbg !310
  %61 = load ptr, ptr %8, align 8, !dbg !306
  %62 = getelementptr inbounds [3 x i32], ptr %61, i64 0, i64 2, !dbg !306
  %63 = load i32, ptr %62, align 4, !dbg !311
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60, i32 noundef %63)
          to label %65 unwind label %117, !dbg !312

65:                                               ; preds = %53
    #dbg_declare(ptr %9, !313, !DIExpression(), !314)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.v, i64 8, i1 false), !dbg !314
    #dbg_declare(ptr %10, !315, !DIExpression(), !316)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.w, i64 8, i1 false), !dbg !316
  %66 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %67 unwind label %117, !dbg !317

67:                                               ; preds = %65
  %68 = load float, ptr %66, align 4, !dbg !318
  %69 = fadd float %68, 1.000000e+00, !dbg !318
  store float %69, ptr %66, align 4, !dbg !318
  %70 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0, !dbg !319
  %71 = load float, ptr %70, align 4, !dbg !319
  %72 = fpext float %71 to double, !dbg !320
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1, !dbg !321
  %74 = load float, ptr %73, align 4, !dbg !321
  %75 = fpext float %74 to double, !dbg !322
  %76 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0, !dbg !323
  store float 2.500000e+00, ptr %76, align 4, !dbg !323
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1, !dbg !323
  store float 4.000000e+00, ptr %77, align 4, !dbg !323
  %78 = load i64, ptr %11, align 4, !dbg !324
  %79 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, i64 %78)
          to label %80 unwind label %117, !dbg !324

80:                                               ; preds = %67
  %81 = zext i1 %79 to i32, !dbg !325
  %82 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %83 unwind label %117, !dbg !326

83:                                               ; preds = %80
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %72, double noundef %75, i32 noundef %81, i32 noundef %82)
          to label %85 unwind label %117, !dbg !327

85:                                               ; preds = %83
  %86 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %87 unwind label %117, !dbg !328

87:                                               ; preds = %85
  %88 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %89 unwind label %117, !dbg !329

89:                                               ; preds = %87
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %86, double noundef %88)
          to label %91 unwind label %117, !dbg !330

91:                                               ; preds = %89
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %92 unwind label %117, !dbg !331

92:                                               ; preds = %91
  %93 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %94 unwind label %117, !dbg !332

94:                                               ; preds = %92
  %95 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %96 unwind label %117, !dbg !333

96:                                               ; preds = %94
  %97 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %98 unwind label %117, !dbg !334

98:                                               ; preds = %96
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %93, ptr noundef %95, ptr noundef %97)
          to label %100 unwind label %117, !dbg !335

100:                                              ; preds = %98
    #dbg_declare(ptr %12, !336, !DIExpression(), !337)
  call void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9, !dbg !337
    #dbg_declare(ptr %13, !338, !DIExpression(), !339)
  store i32 0, ptr %13, align 4, !dbg !339
    #dbg_declare(ptr %14, !340, !DIExpression(), !342)
  store i32 0, ptr %14, align 4, !dbg !342
  br label %101, !dbg !343

101:                                              ; preds = %110, %100
  %102 = load i32, ptr %14, align 4, !dbg !344
  %103 = icmp slt i32 %102, 4, !dbg !346
  br i1 %103, label %104, label %121, !dbg !347

104:                                              ; preds = %101
  %105 = load i32, ptr %14, align 4, !dbg !348
  %106 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %105)
          to label %107 unwind label %117, !dbg !349

107:                                              ; preds = %104
  %108 = load i32, ptr %13, align 4, !dbg !350
  %109 = add nsw i32 %108, %106, !dbg !350
  store i32 %109, ptr %13, align 4, !dbg !350
  br label %110, !dbg !351

110:                                              ; preds = %107
  %111 = load i32, ptr %14, align 4, !dbg !352
  %112 = add nsw i32 %111, 1, !dbg !352
  store i32 %112, ptr %14, align 4, !dbg !352
  br label %101, !dbg !353, !llvm.loop !354

113:                                              ; preds = %0
  %114 = landingpad { ptr, i32 }
          cleanup, !dbg !357
  %115 = extractvalue { ptr, i32 } %114, 0, !dbg !357
  store ptr %115, ptr %4, align 8, !dbg !357
  %116 = extractvalue { ptr, i32 } %114, 1, !dbg !357
  store i32 %116, ptr %5, align 4, !dbg !357
  br label %227, !dbg !357

117:                                              ; preds = %132, %128, %126, %121, %104, %98, %96, %94, %92, %91, %89, %87, %85, %83, %80, %67, %65, %53, %45, %44, %42, %37, %34, %31, %29
  %118 = landingpad { ptr, i32 }
          cleanup, !dbg !357
  %119 = extractvalue { ptr, i32 } %118, 0, !dbg !357
  store ptr %119, ptr %4, align 8, !dbg !357
  %120 = extractvalue { ptr, i32 } %118, 1, !dbg !357
  store i32 %120, ptr %5, align 4, !dbg !357
  br label %226, !dbg !357

121:                                              ; preds = %101
  %122 = load i32, ptr %13, align 4, !dbg !358
  %123 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0, !dbg !359
  %124 = load i32, ptr %123, align 4, !dbg !359
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %122, i32 noundef %124)
          to label %126 unwind label %117, !dbg !360

126:                                              ; preds = %121
    #dbg_declare(ptr %15, !361, !DIExpression(), !362)
  %127 = invoke noundef i8 @_Zor5ColorS_(i8 noundef 1, i8 noundef 4)
          to label %128 unwind label %117, !dbg !363

128:                                              ; preds = %126
  store i8 %127, ptr %15, align 1, !dbg !362
  %129 = load i8, ptr %15, align 1, !dbg !364
  %130 = zext i8 %129 to i32, !dbg !365
  %131 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %130)
          to label %132 unwind label %117, !dbg !366

132:                                              ; preds = %128
    #dbg_declare(ptr %16, !367, !DIExpression(), !369)
  store i64 8, ptr %16, align 8, !dbg !369
    #dbg_declare(ptr %17, !370, !DIExpression(), !372)
  store { i64, i64 } { i64 17, i64 0 }, ptr %17, align 8, !dbg !372
    #dbg_declare(ptr %18, !373, !DIExpression(), !375)
  store { i64, i64 } { i64 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i64), i64 0 }, ptr %18, align 8, !dbg !375
    #dbg_declare(ptr %19, !376, !DIExpression(), !377)
  invoke void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19)
          to label %133 unwind label %117, !dbg !377

133:                                              ; preds = %132
    #dbg_declare(ptr %20, !378, !DIExpression(), !380)
  store ptr %19, ptr %20, align 8, !dbg !380
  %134 = load ptr, ptr %20, align 8, !dbg !381
  %135 = load i64, ptr %16, align 8, !dbg !382
  %136 = getelementptr inbounds i8, ptr %134, i64 %135, !dbg !383
  %137 = load i32, ptr %136, align 4, !dbg !383
  %138 = load ptr, ptr %20, align 8, !dbg !384
  %139 = load { i64, i64 }, ptr %17, align 8, !dbg !385
  %140 = extractvalue { i64, i64 } %139, 1, !dbg !386
  %141 = getelementptr inbounds i8, ptr %138, i64 %140, !dbg !386
  %142 = extractvalue { i64, i64 } %139, 0, !dbg !386
  %143 = and i64 %142, 1, !dbg !386
  %144 = icmp ne i64 %143, 0, !dbg !386
  br i1 %144, label %145, label %150, !dbg !386

145:                                              ; preds = %133
  %146 = load ptr, ptr %141, align 8, !dbg !386
  %147 = sub i64 %142, 1, !dbg !386
  %148 = getelementptr i8, ptr %146, i64 %147, !dbg !386, !nosanitize !152
  %149 = load ptr, ptr %148, align 8, !dbg !386, !nosanitize !152
  br label %152, !dbg !386

150:                                              ; preds = %133
  %151 = inttoptr i64 %142 to ptr, !dbg !386
  br label %152, !dbg !386

152:                                              ; preds = %150, %145
  %153 = phi ptr [ %149, %145 ], [ %151, %150 ], !dbg !386
  %154 = invoke noundef ptr %153(ptr noundef nonnull align 8 dereferenceable(12) %141)
          to label %155 unwind label %167, !dbg !386

155:                                              ; preds = %152
  %156 = load { i64, i64 }, ptr %18, align 8, !dbg !387
  %157 = extractvalue { i64, i64 } %156, 1, !dbg !388
  %158 = getelementptr inbounds i8, ptr %19, i64 %157, !dbg !388
  %159 = extractvalue { i64, i64 } %156, 0, !dbg !388
  %160 = and i64 %159, 1, !dbg !388
  %161 = icmp ne i64 %160, 0, !dbg !388
  br i1 %161, label %162, label %171, !dbg !388

162:                                              ; preds = %155
  %163 = load ptr, ptr %158, align 8, !dbg !388
  %164 = sub i64 %159, 1, !dbg !388
  %165 = getelementptr i8, ptr %163, i64 %164, !dbg !388, !nosanitize !152
  %166 = load ptr, ptr %165, align 8, !dbg !388, !nosanitize !152
  br label %173, !dbg !388

167:                                              ; preds = %206, %201, %199, %197, %195, %178, %176, %173, %152
  %168 = landingpad { ptr, i32 }
          cleanup, !dbg !357
  %169 = extractvalue { ptr, i32 } %168, 0, !dbg !357
  store ptr %169, ptr %4, align 8, !dbg !357
  %170 = extractvalue { ptr, i32 } %168, 1, !dbg !357
  store i32 %170, ptr %5, align 4, !dbg !357
  br label %225, !dbg !357

171:                                              ; preds = %155
  %172 = inttoptr i64 %159 to ptr, !dbg !388
  br label %173, !dbg !388

173:                                              ; preds = %171, %162
  %174 = phi ptr [ %166, %162 ], [ %172, %171 ], !dbg !388
  %175 = invoke noundef i32 %174(ptr noundef nonnull align 8 dereferenceable(12) %158)
          to label %176 unwind label %167, !dbg !388

176:                                              ; preds = %173
  %177 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %137, ptr noundef %154, i32 noundef %175)
          to label %178 unwind label %167, !dbg !389

178:                                              ; preds = %176
    #dbg_declare(ptr %21, !390, !DIExpression(), !391)
  store i32 10, ptr %21, align 4, !dbg !391
    #dbg_declare(ptr %22, !392, !DIExpression(), !397)
  %179 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0, !dbg !398
  store i32 0, ptr %179, align 4, !dbg !398
  %180 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1, !dbg !398
  %181 = load i32, ptr %21, align 4, !dbg !399
  store i32 %181, ptr %180, align 4, !dbg !398
  %182 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %183 unwind label %167, !dbg !400

183:                                              ; preds = %178
    #dbg_declare(ptr %23, !401, !DIExpression(), !406)
  %184 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !407
  %185 = load i32, ptr %21, align 4, !dbg !408
  store i32 %185, ptr %184, align 4, !dbg !407
  %186 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1, !dbg !407
  %187 = getelementptr inbounds [3 x i32], ptr %186, i64 0, i64 0, !dbg !408
  br label %188, !dbg !408

188:                                              ; preds = %188, %183
  %189 = phi i64 [ 0, %183 ], [ %193, %188 ], !dbg !408
  %190 = getelementptr inbounds i32, ptr %187, i64 %189, !dbg !408
  %191 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 %189, !dbg !408
  %192 = load i32, ptr %191, align 4, !dbg !408
  store i32 %192, ptr %190, align 4, !dbg !408
  %193 = add nuw i64 %189, 1, !dbg !408
  %194 = icmp eq i64 %193, 3, !dbg !408
  br i1 %194, label %195, label %188, !dbg !408

195:                                              ; preds = %188
  %196 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %197 unwind label %167, !dbg !409

197:                                              ; preds = %195
  %198 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %199 unwind label %167, !dbg !410

199:                                              ; preds = %197
  %200 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %196, i32 noundef %198)
          to label %201 unwind label %167, !dbg !411

201:                                              ; preds = %199
    #dbg_declare(ptr %24, !412, !DIExpression(), !413)
  call void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9, !dbg !413
    #dbg_declare(ptr %25, !414, !DIExpression(), !416)
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 8 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %202 unwind label %167, !dbg !417

202:                                              ; preds = %201
  %203 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 5)
          to label %204 unwind label %217, !dbg !418

204:                                              ; preds = %202
  %205 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 6)
          to label %206 unwind label %217, !dbg !419

206:                                              ; preds = %204
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9, !dbg !420
    #dbg_declare(ptr %26, !421, !DIExpression(), !422)
  %207 = getelementptr inbounds %class.anon.2, ptr %27, i32 0, i32 0, !dbg !423
  %208 = load i8, ptr %207, align 1, !dbg !423
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %26, i8 %208)
          to label %209 unwind label %167, !dbg !423

209:                                              ; preds = %206
  %210 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0, !dbg !424
  %211 = load i32, ptr %210, align 4, !dbg !424
  %212 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %213 unwind label %221, !dbg !425

213:                                              ; preds = %209
  %214 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %211, double noundef %212)
          to label %215 unwind label %221, !dbg !426

215:                                              ; preds = %213
  store i32 0, ptr %1, align 4, !dbg !427
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9, !dbg !357
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9, !dbg !357
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !357
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !357
  %216 = load i32, ptr %1, align 4, !dbg !357
  ret i32 %216, !dbg !357

217:                                              ; preds = %204, %202
  %218 = landingpad { ptr, i32 }
          cleanup, !dbg !428
  %219 = extractvalue { ptr, i32 } %218, 0, !dbg !428
  store ptr %219, ptr %4, align 8, !dbg !428
  %220 = extractvalue { ptr, i32 } %218, 1, !dbg !428
  store i32 %220, ptr %5, align 4, !dbg !428
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9, !dbg !420
  br label %225, !dbg !420

221:                                              ; preds = %213, %209
  %222 = landingpad { ptr, i32 }
          cleanup, !dbg !357
  %223 = extractvalue { ptr, i32 } %222, 0, !dbg !357
  store ptr %223, ptr %4, align 8, !dbg !357
  %224 = extractvalue { ptr, i32 } %222, 1, !dbg !357
  store i32 %224, ptr %5, align 4, !dbg !357
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9, !dbg !357
  br label %225, !dbg !357

225:                                              ; preds = %221, %217, %167
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9, !dbg !357
  br label %226, !dbg !357

226:                                              ; preds = %225, %117
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !357
  br label %227, !dbg !357

227:                                              ; preds = %226, %113
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !357
  br label %228, !dbg !357

228:                                              ; preds = %227
  %229 = load ptr, ptr %4, align 8, !dbg !357
  %230 = load i32, ptr %5, align 4, !dbg !357
  %231 = insertvalue { ptr, i32 } poison, ptr %229, 0, !dbg !357
  %232 = insertvalue { ptr, i32 } %231, i32 %230, 1, !dbg !357
  resume { ptr, i32 } %232, !dbg !357
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 8 %0) #1 comdat !dbg !429 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %3, !434, !DIExpression(), !435)
  %4 = call ptr @malloc(i64 noundef 16) #10, !dbg !436
  store ptr %4, ptr %3, align 8, !dbg !435
  %5 = load ptr, ptr %3, align 8, !dbg !437
  call void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5), !dbg !438
  call void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5), !dbg !439
  ret void, !dbg !440
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !441 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !449, !DIExpression(), !450)
  %3 = load ptr, ptr %2, align 8, !dbg !451
  ret ptr %3, !dbg !452
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 !dbg !453 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !454, !DIExpression(), !456)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !457, !DIExpression(), !458)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !459
  %7 = load ptr, ptr %4, align 8, !dbg !460
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !461
  %9 = load ptr, ptr %8, align 8, !dbg !461
  store ptr %9, ptr %6, align 8, !dbg !459
  %10 = load ptr, ptr %4, align 8, !dbg !462
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !464
  store ptr null, ptr %11, align 8, !dbg !465
  ret void, !dbg !466
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !467 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !468, !DIExpression(), !470)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !471
  %5 = load ptr, ptr %4, align 8, !dbg !471
  %6 = icmp ne ptr %5, null, !dbg !472
  ret i1 %6, !dbg !473
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !474 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !475, !DIExpression(), !476)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !477
  %5 = load ptr, ptr %4, align 8, !dbg !477
  ret ptr %5, !dbg !478
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 !dbg !479 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !487, !DIExpression(), !488)
  %5 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !489
  %6 = load i32, ptr %4, align 4, !dbg !490
  store i32 %6, ptr %5, align 4, !dbg !489
  %7 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !489
  %8 = load i32, ptr %4, align 4, !dbg !491
  %9 = mul nsw i32 %8, 2, !dbg !492
  store i32 %9, ptr %7, align 4, !dbg !489
  %10 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !489
  %11 = load i32, ptr %4, align 4, !dbg !493
  %12 = mul nsw i32 %11, 3, !dbg !494
  store i32 %12, ptr %10, align 4, !dbg !489
  ret void, !dbg !495
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 !dbg !496 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !497, !DIExpression(), !499)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !500, !DIExpression(), !501)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !502
  %7 = icmp ne i32 %6, 0, !dbg !502
  br i1 %7, label %8, label %10, !dbg !502

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !503
  br label %12, !dbg !502

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !504
  br label %12, !dbg !502

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !502
  ret ptr %13, !dbg !505
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #2 comdat align 2 !dbg !506 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !507, !DIExpression(), !509)
    #dbg_declare(ptr %3, !510, !DIExpression(), !511)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !512
  %7 = load float, ptr %6, align 4, !dbg !512
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !513
  %9 = load float, ptr %8, align 4, !dbg !513
  %10 = fcmp oeq float %7, %9, !dbg !514
  br i1 %10, label %11, label %17, !dbg !515

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !516
  %13 = load float, ptr %12, align 4, !dbg !516
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !517
  %15 = load float, ptr %14, align 4, !dbg !517
  %16 = fcmp oeq float %13, %15, !dbg !518
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !509
  ret i1 %18, !dbg !519
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat !dbg !520 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !521, !DIExpression(), !522)
  %3 = load i32, ptr %2, align 4, !dbg !523
  %4 = icmp slt i32 %3, 2, !dbg !524
  br i1 %4, label %5, label %7, !dbg !523

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !525
  br label %15, !dbg !523

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !526
  %9 = sub nsw i32 %8, 1, !dbg !527
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !528
  %11 = load i32, ptr %2, align 4, !dbg !529
  %12 = sub nsw i32 %11, 2, !dbg !530
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !531
  %14 = add nsw i32 %10, %13, !dbg !532
  br label %15, !dbg !523

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !523
  ret i32 %16, !dbg !533
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !534 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !541, !DIExpression(), !542)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !543, !DIExpression(), !542)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !544, !DIExpression(), !542)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !545, !DIExpression(), !542)
  %9 = load i32, ptr %5, align 4, !dbg !546
  %10 = load i32, ptr %6, align 4, !dbg !546
  %11 = load i32, ptr %7, align 4, !dbg !546
  %12 = load i32, ptr %8, align 4, !dbg !546
  %13 = add nsw i32 %12, 0, !dbg !547
  %14 = add nsw i32 %11, %13, !dbg !547
  %15 = add nsw i32 %10, %14, !dbg !547
  %16 = add nsw i32 %9, %15, !dbg !547
  ret i32 %16, !dbg !548
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat !dbg !549 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !557, !DIExpression(), !558)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !559, !DIExpression(), !558)
  %5 = load double, ptr %3, align 8, !dbg !560
  %6 = load float, ptr %4, align 4, !dbg !560
  %7 = fadd float %6, 0.000000e+00, !dbg !561
  %8 = fpext float %7 to double, !dbg !560
  %9 = fadd double %5, %8, !dbg !561
  ret double %9, !dbg !562
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #1 comdat !dbg !563 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !573, !DIExpression(), !574)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !575, !DIExpression(), !574)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !576, !DIExpression(), !574)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !577, !DIExpression(), !574)
  %9 = load i32, ptr %5, align 4, !dbg !578
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9), !dbg !579
  %11 = load i8, ptr %6, align 1, !dbg !578
  %12 = sext i8 %11 to i32, !dbg !578
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %12), !dbg !579
  %14 = load i32, ptr %7, align 4, !dbg !578
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14), !dbg !579
  %16 = load i16, ptr %8, align 2, !dbg !578
  %17 = sext i16 %16 to i32, !dbg !578
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %17), !dbg !579
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !580
  ret void, !dbg !581
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat !dbg !582 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !587, !DIExpression(), !588)
  %3 = load i32, ptr %2, align 4, !dbg !589
  %4 = icmp sgt i32 %3, 0, !dbg !591
  %5 = zext i1 %4 to i64, !dbg !589
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17, !dbg !589
  ret ptr %6, !dbg !592
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat !dbg !593 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !598, !DIExpression(), !599)
  ret ptr @.str.18, !dbg !600
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat !dbg !603 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !608, !DIExpression(), !609)
  ret ptr @.str.19, !dbg !610
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !613 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !617, !DIExpression(), !618)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !619
  ret void, !dbg !619
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 !dbg !620 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !621, !DIExpression(), !623)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !624, !DIExpression(), !625)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !626
  %7 = load i32, ptr %6, align 4, !dbg !627
  %8 = add nsw i32 %7, 1, !dbg !627
  store i32 %8, ptr %6, align 4, !dbg !627
  %9 = load i32, ptr %4, align 4, !dbg !628
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !629
  ret i32 %10, !dbg !630
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @_Zor5ColorS_(i8 noundef %0, i8 noundef %1) #2 comdat !dbg !631 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !634, !DIExpression(), !635)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !636, !DIExpression(), !637)
  %5 = load i8, ptr %3, align 1, !dbg !638
  %6 = zext i8 %5 to i32, !dbg !639
  %7 = load i8, ptr %4, align 1, !dbg !640
  %8 = zext i8 %7 to i32, !dbg !641
  %9 = or i32 %6, %8, !dbg !642
  %10 = trunc i32 %9 to i8, !dbg !643
  ret i8 %10, !dbg !644
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #2 comdat align 2 !dbg !645 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !646, !DIExpression(), !648)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !649
  %5 = load i32, ptr %4, align 8, !dbg !649
  %6 = mul nsw i32 %5, 2, !dbg !650
  ret i32 %6, !dbg !651
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !652 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !653, !DIExpression(), !654)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !655
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !656
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !657
  store i32 2, ptr %4, align 8, !dbg !659
  ret void, !dbg !660
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 !dbg !661 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !666, !DIExpression(), !668)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !669
  %5 = load i32, ptr %4, align 4, !dbg !669
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !670
  %7 = load i32, ptr %6, align 4, !dbg !671
  %8 = add nsw i32 %7, 1, !dbg !671
  store i32 %8, ptr %6, align 4, !dbg !671
  %9 = add nsw i32 %5, %7, !dbg !672
  ret i32 %9, !dbg !673
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 !dbg !674 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !680, !DIExpression(), !682)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !683
  %5 = load i32, ptr %4, align 4, !dbg !683
  %6 = mul nsw i32 %5, 2, !dbg !684
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !685
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !685
  %9 = load i32, ptr %8, align 4, !dbg !685
  %10 = add nsw i32 %6, %9, !dbg !686
  ret i32 %10, !dbg !687
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !688 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !692, !DIExpression(), !693)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !694
  store i32 0, ptr %4, align 4, !dbg !694
  ret void, !dbg !695
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 8 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 !dbg !119 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !696, !DIExpression(), !697)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !698
  store ptr %6, ptr %7, align 8, !dbg !698
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !698
  %9 = load ptr, ptr %8, align 8, !dbg !698
  %10 = ptrtoint ptr %9 to i64, !dbg !698
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %10), !dbg !698
  ret void, !dbg !699
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 !dbg !700 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !701, !DIExpression(), !703)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !704, !DIExpression(), !705)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !706
  %7 = load ptr, ptr %6, align 8, !dbg !706
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !707
  %9 = load ptr, ptr %8, align 8, !dbg !707
  %10 = load i32, ptr %4, align 4, !dbg !708
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10), !dbg !706
  ret i32 %11, !dbg !709
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !710 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !711, !DIExpression(), !713)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !714
  %5 = load ptr, ptr %4, align 8, !dbg !714
  %6 = icmp ne ptr %5, null, !dbg !714
  br i1 %6, label %7, label %13, !dbg !717

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !718
  %9 = load ptr, ptr %8, align 8, !dbg !718
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0, !dbg !719
  %11 = load ptr, ptr %10, align 8, !dbg !719
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !718

12:                                               ; preds = %7
  br label %13, !dbg !718

13:                                               ; preds = %12, %1
  ret void, !dbg !720

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !718
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !718
  call void @__clang_call_terminate(ptr %16) #11, !dbg !718
  unreachable, !dbg !718
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 align 2 !dbg !721 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !727, !DIExpression(), !729)
    #dbg_declare(ptr %3, !730, !DIExpression(), !731)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !732
  store ptr null, ptr %9, align 8, !dbg !732
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !733
  store ptr null, ptr %10, align 8, !dbg !733
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !734
  store ptr null, ptr %11, align 8, !dbg !734
  %12 = call ptr @malloc(i64 noundef 1) #10, !dbg !735
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %3), !dbg !737
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !738
  store ptr %12, ptr %14, align 8, !dbg !739
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !740
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !741
  store ptr %15, ptr %16, align 8, !dbg !742
  %17 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !743
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !744
  store ptr %17, ptr %18, align 8, !dbg !745
  ret void, !dbg !746
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat align 2 !dbg !747 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !748, !DIExpression(), !750)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !751, !DIExpression(), !752)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !753, !DIExpression(), !752)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !754
  %9 = load ptr, ptr %8, align 8, !dbg !754
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !755
  %11 = load ptr, ptr %10, align 8, !dbg !755
  %12 = load double, ptr %5, align 8, !dbg !756
  %13 = load double, ptr %6, align 8, !dbg !756
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13), !dbg !754
  ret double %14, !dbg !757
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !758 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !759, !DIExpression(), !760)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !761
  %5 = load ptr, ptr %4, align 8, !dbg !761
  %6 = icmp ne ptr %5, null, !dbg !761
  br i1 %6, label %7, label %13, !dbg !764

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !765
  %9 = load ptr, ptr %8, align 8, !dbg !765
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0, !dbg !766
  %11 = load ptr, ptr %10, align 8, !dbg !766
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !765

12:                                               ; preds = %7
  br label %13, !dbg !765

13:                                               ; preds = %12, %1
  ret void, !dbg !767

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !765
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !765
  call void @__clang_call_terminate(ptr %16) #11, !dbg !765
  unreachable, !dbg !765
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !768 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !770, !DIExpression(), !771)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !772
  ret void, !dbg !774
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !775 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !776, !DIExpression(), !777)
  %3 = load ptr, ptr %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !778

4:                                                ; preds = %1
  ret void, !dbg !780

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !778
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !778
  call void @__clang_call_terminate(ptr %7) #11, !dbg !778
  unreachable, !dbg !778
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !781 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !785, !DIExpression(), !786)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !787
  store i32 0, ptr %4, align 4, !dbg !787
  ret void, !dbg !788
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !789 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !791, !DIExpression(), !793)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !794
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !795
  store i32 4, ptr %4, align 8, !dbg !795
  ret void, !dbg !794
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !796 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !797, !DIExpression(), !798)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !799
  call void @_ZdlPv(ptr noundef %3) #12, !dbg !799
  ret void, !dbg !799
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !800 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !801, !DIExpression(), !803)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.13, !dbg !804
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !805 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !806, !DIExpression(), !807)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !808
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !809 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !810, !DIExpression(), !811)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !812
  call void @_ZdlPv(ptr noundef %3) #12, !dbg !812
  ret void, !dbg !812
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 !dbg !813 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !814, !DIExpression(), !815)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.12, !dbg !816
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat align 2 !dbg !817 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !823, !DIExpression(), !824)
    #dbg_declare(ptr %3, !825, !DIExpression(), !826)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !827
  store ptr null, ptr %10, align 8, !dbg !827
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !828
  store ptr null, ptr %11, align 8, !dbg !828
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !829
  store ptr null, ptr %12, align 8, !dbg !829
  %13 = call ptr @malloc(i64 noundef 8) #10, !dbg !830
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !832
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false), !dbg !833
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !834
  store ptr %13, ptr %15, align 8, !dbg !835
  %16 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !836
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !837
  store ptr %16, ptr %17, align 8, !dbg !838
  %18 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !839
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !840
  store ptr %18, ptr %19, align 8, !dbg !841
  ret void, !dbg !842
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !843 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !852, !DIExpression(), !853)
  %3 = load ptr, ptr %2, align 8, !dbg !854
  ret ptr %3, !dbg !855
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !856 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !867, !DIExpression(), !869)
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !870
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !871 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !878, !DIExpression(), !880)
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !881
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !882 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !884, !DIExpression(), !885)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !886, !DIExpression(), !885)
  %6 = load ptr, ptr %3, align 8, !dbg !887
  %7 = load i32, ptr %4, align 4, !dbg !887
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !887
  ret i32 %8, !dbg !887
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !888 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !889, !DIExpression(), !890)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !891, !DIExpression(), !892)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !893, !DIExpression(), !894)
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !895
  %9 = load i32, ptr %6, align 4, !dbg !896
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9), !dbg !897
  ret i32 %10, !dbg !898
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 !dbg !899 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !905, !DIExpression(), !907)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !908, !DIExpression(), !909)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4, !dbg !910
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !911
  %10 = load i32, ptr %9, align 4, !dbg !912
  %11 = add nsw i32 %10, %8, !dbg !912
  store i32 %11, ptr %9, align 4, !dbg !912
  ret i32 %11, !dbg !913
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat align 2 !dbg !914 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !916, !DIExpression(), !917)
  %4 = load ptr, ptr %2, align 8, !dbg !918
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !918
  ret void, !dbg !918
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 !dbg !919 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !923, !DIExpression(), !924)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !925, !DIExpression(), !926)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !927
  %7 = load ptr, ptr %4, align 8, !dbg !928
  call void @free(ptr noundef %7), !dbg !929
  ret void, !dbg !930
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 !dbg !931 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !932, !DIExpression(), !933)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !934, !DIExpression(), !935)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !936
  %7 = load ptr, ptr %4, align 8, !dbg !937
  store ptr %7, ptr %6, align 8, !dbg !936
  ret void, !dbg !938
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 !dbg !939 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !940, !DIExpression(), !941)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !942
  %5 = load ptr, ptr %4, align 8, !dbg !942
  %6 = icmp ne ptr %5, null, !dbg !942
  br i1 %6, label %7, label %16, !dbg !944

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !945
  %9 = load ptr, ptr %8, align 8, !dbg !945
  %10 = load ptr, ptr %9, align 8, !dbg !947
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !947
  %12 = load ptr, ptr %11, align 8, !dbg !947
  call void %12(ptr noundef nonnull align 8 dereferenceable(12) %9) #9, !dbg !947
  %13 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !948
  %14 = load ptr, ptr %13, align 8, !dbg !948
  call void @free(ptr noundef %14), !dbg !949
  %15 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !950
  store ptr null, ptr %15, align 8, !dbg !951
  br label %16, !dbg !952

16:                                               ; preds = %7, %1
  ret void, !dbg !953
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !954 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !955, !DIExpression(), !956)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !957, !DIExpression(), !958)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !959
  %7 = mul nsw i32 2, %6, !dbg !960
  ret i32 %7, !dbg !961
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !962 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !971, !DIExpression(), !972)
  %3 = load ptr, ptr %2, align 8, !dbg !973
  ret ptr %3, !dbg !974
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !975 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !986, !DIExpression(), !988)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !989
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !990 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !997, !DIExpression(), !999)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !1000
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 !dbg !1001 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1003, !DIExpression(), !1004)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1005, !DIExpression(), !1004)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1006, !DIExpression(), !1004)
  %8 = load ptr, ptr %4, align 8, !dbg !1007
  %9 = load double, ptr %5, align 8, !dbg !1007
  %10 = load double, ptr %6, align 8, !dbg !1007
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !1007
  ret double %11, !dbg !1007
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 !dbg !1008 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !1009, !DIExpression(), !1010)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !1011, !DIExpression(), !1012)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1013, !DIExpression(), !1014)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !1015, !DIExpression(), !1014)
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8, !dbg !1016
  %11 = load double, ptr %7, align 8, !dbg !1017
  %12 = load double, ptr %8, align 8, !dbg !1017
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12), !dbg !1018
  ret double %13, !dbg !1019
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 !dbg !1020 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1026, !DIExpression(), !1028)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1029, !DIExpression(), !1030)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1031, !DIExpression(), !1032)
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !1033
  %9 = load double, ptr %5, align 8, !dbg !1034
  %10 = load double, ptr %6, align 8, !dbg !1035
  %11 = load double, ptr %6, align 8, !dbg !1036
  %12 = fmul double %10, %11, !dbg !1037
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1038
  ret double %13, !dbg !1039
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 align 2 !dbg !1040 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1042, !DIExpression(), !1043)
  %4 = load ptr, ptr %2, align 8, !dbg !1044
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !1044
  ret void, !dbg !1044
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 !dbg !1045 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1049, !DIExpression(), !1050)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1051, !DIExpression(), !1052)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !1053
  %7 = load ptr, ptr %4, align 8, !dbg !1054
  call void @free(ptr noundef %7), !dbg !1055
  ret void, !dbg !1056
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!265, !266, !267, !268, !269, !270}
!llvm.ident = !{!271}

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
!82 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !83, retainedTypes: !90, globals: !264, splitDebugInlining: false, nameTableKind: None)
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 65, baseType: !85, size: 8, flags: DIFlagEnumClass, elements: !86, identifier: "_ZTS5Color")
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !{!87, !88, !89}
!87 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!88 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!89 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!90 = !{!91, !92, !114, !115, !116, !84, !85, !117, !156, !113, !223, !240, !224, !227, !120, !126, !243}
!91 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !93, identifier: "_ZTS4Vec2")
!93 = !{!94, !96, !97, !102, !105, !108}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !92, file: !2, line: 40, baseType: !95, size: 32)
!95 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !92, file: !2, line: 40, baseType: !95, size: 32, offset: 32)
!97 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec2plES_", scope: !92, file: !2, line: 41, type: !98, scopeLine: 41, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!92, !100, !92}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!111 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !119, file: !2, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !153, identifier: "_ZTSZN5Accum5adderEvEUliE_")
!119 = distinct !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !123, retainedNodes: !152)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !2, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !121, identifier: "_ZTS5Accum")
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !120, file: !2, line: 93, baseType: !113, size: 32)
!123 = !DISubprogram(name: "adder", linkageName: "_ZN5Accum5adderEv", scope: !120, file: !2, line: 94, type: !124, scopeLine: 94, flags: DIFlagPrototyped, spFlags: 0)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !151}
!126 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !127, templateParams: !147, identifier: "_ZTS8FunctionIFiiEE")
!127 = !{!128, !130, !134, !138, !142}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !126, file: !2, line: 79, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !126, file: !2, line: 80, baseType: !131, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DISubroutineType(types: !133)
!133 = !{!113, !129, !113}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !126, file: !2, line: 81, baseType: !135, size: 64, offset: 128)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !129}
!138 = !DISubprogram(name: "~Function", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{!113, !145, !113}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!147 = !{!148}
!148 = !DITemplateTypeParameter(name: "Sig", type: !149)
!149 = !DISubroutineType(types: !150)
!150 = !{!113, !113}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !{}
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !118, file: !2, line: 94, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!156 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !2, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, templateParams: !221, identifier: "_ZTS5OwnerI4BirdE")
!157 = !{!158, !193, !197, !201, !205, !210, !213, !214, !218}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !156, file: !2, line: 22, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !2, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !161, vtableHolder: !163, identifier: "_ZTS4Bird")
!161 = !{!162, !184, !188}
!162 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !160, baseType: !163, extraData: i32 0)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !2, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !164, vtableHolder: !163, identifier: "_ZTS6Animal")
!164 = !{!165, !170, !171, !175, !181}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !2, file: !2, baseType: !166, size: 64, flags: DIFlagArtificial)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !168, size: 64)
!168 = !DISubroutineType(types: !169)
!169 = !{!113}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !163, file: !2, line: 69, baseType: !113, size: 32, offset: 64)
!171 = !DISubprogram(name: "~Animal", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, containingType: !163, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, containingType: !163, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!176 = !DISubroutineType(types: !177)
!177 = !{!178, !179}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!181 = !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!113, !179}
!184 = !DISubprogram(name: "Bird", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, containingType: !160, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!189 = !DISubroutineType(types: !190)
!190 = !{!178, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!193 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !159}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !196, !200}
!200 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !156, size: 64)
!201 = !DISubprogram(name: "operator=", linkageName: "_ZN5OwnerI4BirdEaSEOS1_", scope: !156, file: !2, line: 26, type: !202, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !196, !200}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !156, size: 64)
!205 = !DISubprogram(name: "Owner", scope: !156, file: !2, line: 27, type: !206, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !196, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!210 = !DISubprogram(name: "~Owner", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !196}
!213 = !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!214 = !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!215 = !DISubroutineType(types: !216)
!216 = !{!159, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!218 = !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{!91, !217}
!221 = !{!222}
!222 = !DITemplateTypeParameter(name: "T", type: !160)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !2, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !225, identifier: "_ZTS7Doubler")
!225 = !{!226, !236}
!226 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !224, baseType: !227, extraData: i32 0)
!227 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !2, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !228, templateParams: !234, identifier: "_ZTS7CounterI7DoublerE")
!228 = !{!229, !230}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !227, file: !2, line: 60, baseType: !113, size: 32)
!230 = !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{!113, !233, !113}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !{!235}
!235 = !DITemplateTypeParameter(name: "Derived", type: !224)
!236 = !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: 0)
!237 = !DISubroutineType(types: !238)
!238 = !{!113, !239, !113}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!242 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 100, type: !168, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!243 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !244, templateParams: !260, identifier: "_ZTS8FunctionIFdddEE")
!244 = !{!245, !246, !250, !251, !255}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !243, file: !2, line: 79, baseType: !129, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !243, file: !2, line: 80, baseType: !247, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DISubroutineType(types: !249)
!249 = !{!114, !129, !114, !114}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !243, file: !2, line: 81, baseType: !135, size: 64, offset: 128)
!251 = !DISubprogram(name: "~Function", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!255 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!256 = !DISubroutineType(types: !257)
!257 = !{!114, !258, !114, !114}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!260 = !{!261}
!261 = !DITemplateTypeParameter(name: "Sig", type: !262)
!262 = !DISubroutineType(types: !263)
!263 = !{!114, !114, !114}
!264 = !{!0, !8, !13, !18, !23, !28, !30, !35, !40, !45, !47, !49, !51, !56, !61, !66, !68, !70, !75, !80}
!265 = !{i32 7, !"Dwarf Version", i32 4}
!266 = !{i32 2, !"Debug Info Version", i32 3}
!267 = !{i32 1, !"wchar_size", i32 2}
!268 = !{i32 8, !"PIC Level", i32 2}
!269 = !{i32 7, !"uwtable", i32 2}
!270 = !{i32 1, !"MaxTLSAlign", i32 65536}
!271 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!272 = !DILocalVariable(name: "o", scope: !242, file: !2, line: 101, type: !156)
!273 = !DILocation(line: 101, column: 8, scope: !242)
!274 = !DILocation(line: 101, column: 12, scope: !242)
!275 = !DILocalVariable(name: "o2", scope: !242, file: !2, line: 102, type: !156)
!276 = !DILocation(line: 102, column: 15, scope: !242)
!277 = !DILocation(line: 102, column: 20, scope: !242)
!278 = !DILocation(line: 103, column: 36, scope: !242)
!279 = !DILocation(line: 103, column: 30, scope: !242)
!280 = !DILocation(line: 103, column: 45, scope: !242)
!281 = !DILocation(line: 103, column: 39, scope: !242)
!282 = !DILocation(line: 103, column: 49, scope: !242)
!283 = !DILocation(line: 103, column: 53, scope: !242)
!284 = !DILocation(line: 103, column: 3, scope: !242)
!285 = !DILocalVariable(name: "px", scope: !242, file: !2, line: 105, type: !113)
!286 = !DILocation(line: 105, column: 9, scope: !242)
!287 = !DILocalVariable(name: "py", scope: !242, file: !2, line: 105, type: !113)
!288 = !DILocation(line: 105, column: 13, scope: !242)
!289 = !DILocalVariable(name: "pz", scope: !242, file: !2, line: 105, type: !113)
!290 = !DILocation(line: 105, column: 17, scope: !242)
!291 = !DILocation(line: 105, column: 23, scope: !242)
!292 = !DILocation(line: 106, column: 29, scope: !242)
!293 = !DILocation(line: 106, column: 33, scope: !242)
!294 = !DILocation(line: 106, column: 37, scope: !242)
!295 = !DILocation(line: 106, column: 3, scope: !242)
!296 = !DILocalVariable(name: "arr", scope: !242, file: !2, line: 107, type: !297)
!297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !298)
!298 = !{!299}
!299 = !DISubrange(count: 3)
!300 = !DILocation(line: 107, column: 7, scope: !242)
!301 = !DILocalVariable(name: "a0", scope: !242, file: !2, line: 108, type: !113)
!302 = !DILocation(line: 108, column: 10, scope: !242)
!303 = !DILocalVariable(name: "a1", scope: !242, file: !2, line: 108, type: !113)
!304 = !DILocation(line: 108, column: 14, scope: !242)
!305 = !DILocalVariable(name: "a2", scope: !242, file: !2, line: 108, type: !113)
!306 = !DILocation(line: 108, column: 18, scope: !242)
!307 = !DILocation(line: 108, column: 9, scope: !242)
!308 = !DILocation(line: 109, column: 6, scope: !242)
!309 = !DILocation(line: 110, column: 28, scope: !242)
!310 = !DILocation(line: 110, column: 32, scope: !242)
!311 = !DILocation(line: 110, column: 40, scope: !242)
!312 = !DILocation(line: 110, column: 3, scope: !242)
!313 = !DILocalVariable(name: "v", scope: !242, file: !2, line: 112, type: !101)
!314 = !DILocation(line: 112, column: 18, scope: !242)
!315 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 113, type: !92)
!316 = !DILocation(line: 113, column: 8, scope: !242)
!317 = !DILocation(line: 114, column: 3, scope: !242)
!318 = !DILocation(line: 114, column: 8, scope: !242)
!319 = !DILocation(line: 115, column: 44, scope: !242)
!320 = !DILocation(line: 115, column: 42, scope: !242)
!321 = !DILocation(line: 115, column: 49, scope: !242)
!322 = !DILocation(line: 115, column: 47, scope: !242)
!323 = !DILocation(line: 115, column: 61, scope: !242)
!324 = !DILocation(line: 115, column: 54, scope: !242)
!325 = !DILocation(line: 115, column: 52, scope: !242)
!326 = !DILocation(line: 115, column: 72, scope: !242)
!327 = !DILocation(line: 115, column: 3, scope: !242)
!328 = !DILocation(line: 116, column: 27, scope: !242)
!329 = !DILocation(line: 116, column: 56, scope: !242)
!330 = !DILocation(line: 116, column: 3, scope: !242)
!331 = !DILocation(line: 117, column: 3, scope: !242)
!332 = !DILocation(line: 118, column: 28, scope: !242)
!333 = !DILocation(line: 118, column: 41, scope: !242)
!334 = !DILocation(line: 118, column: 56, scope: !242)
!335 = !DILocation(line: 118, column: 3, scope: !242)
!336 = !DILocalVariable(name: "d", scope: !242, file: !2, line: 120, type: !224)
!337 = !DILocation(line: 120, column: 11, scope: !242)
!338 = !DILocalVariable(name: "acc", scope: !242, file: !2, line: 121, type: !113)
!339 = !DILocation(line: 121, column: 7, scope: !242)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 122, type: !113)
!341 = distinct !DILexicalBlock(scope: !242, file: !2, line: 122, column: 3)
!342 = !DILocation(line: 122, column: 12, scope: !341)
!343 = !DILocation(line: 122, column: 8, scope: !341)
!344 = !DILocation(line: 122, column: 19, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !2, line: 122, column: 3)
!346 = !DILocation(line: 122, column: 21, scope: !345)
!347 = !DILocation(line: 122, column: 3, scope: !341)
!348 = !DILocation(line: 122, column: 44, scope: !345)
!349 = !DILocation(line: 122, column: 40, scope: !345)
!350 = !DILocation(line: 122, column: 35, scope: !345)
!351 = !DILocation(line: 122, column: 31, scope: !345)
!352 = !DILocation(line: 122, column: 26, scope: !345)
!353 = !DILocation(line: 122, column: 3, scope: !345)
!354 = distinct !{!354, !347, !355, !356}
!355 = !DILocation(line: 122, column: 45, scope: !341)
!356 = !{!"llvm.loop.mustprogress"}
!357 = !DILocation(line: 150, column: 1, scope: !242)
!358 = !DILocation(line: 123, column: 32, scope: !242)
!359 = !DILocation(line: 123, column: 39, scope: !242)
!360 = !DILocation(line: 123, column: 3, scope: !242)
!361 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 125, type: !84)
!362 = !DILocation(line: 125, column: 9, scope: !242)
!363 = !DILocation(line: 125, column: 24, scope: !242)
!364 = !DILocation(line: 126, column: 34, scope: !242)
!365 = !DILocation(line: 126, column: 24, scope: !242)
!366 = !DILocation(line: 126, column: 3, scope: !242)
!367 = !DILocalVariable(name: "legs_ptr", scope: !242, file: !2, line: 128, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 64, extraData: !163)
!369 = !DILocation(line: 128, column: 16, scope: !242)
!370 = !DILocalVariable(name: "snd", scope: !242, file: !2, line: 129, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !176, size: 128, extraData: !163)
!372 = !DILocation(line: 129, column: 25, scope: !242)
!373 = !DILocalVariable(name: "tw", scope: !242, file: !2, line: 130, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !182, size: 128, extraData: !163)
!375 = !DILocation(line: 130, column: 17, scope: !242)
!376 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 131, type: !160)
!377 = !DILocation(line: 131, column: 8, scope: !242)
!378 = !DILocalVariable(name: "ar", scope: !242, file: !2, line: 132, type: !379)
!379 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!380 = !DILocation(line: 132, column: 11, scope: !242)
!381 = !DILocation(line: 133, column: 32, scope: !242)
!382 = !DILocation(line: 133, column: 36, scope: !242)
!383 = !DILocation(line: 133, column: 34, scope: !242)
!384 = !DILocation(line: 133, column: 47, scope: !242)
!385 = !DILocation(line: 133, column: 51, scope: !242)
!386 = !DILocation(line: 133, column: 46, scope: !242)
!387 = !DILocation(line: 133, column: 63, scope: !242)
!388 = !DILocation(line: 133, column: 59, scope: !242)
!389 = !DILocation(line: 133, column: 3, scope: !242)
!390 = !DILocalVariable(name: "base", scope: !242, file: !2, line: 135, type: !113)
!391 = !DILocation(line: 135, column: 7, scope: !242)
!392 = !DILocalVariable(name: "counter", scope: !242, file: !2, line: 136, type: !393)
!393 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !394)
!394 = !{!395, !396}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !393, file: !2, line: 136, baseType: !113, size: 32)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !393, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!397 = !DILocation(line: 136, column: 8, scope: !242)
!398 = !DILocation(line: 136, column: 18, scope: !242)
!399 = !DILocation(line: 136, column: 26, scope: !242)
!400 = !DILocation(line: 137, column: 3, scope: !242)
!401 = !DILocalVariable(name: "byval", scope: !242, file: !2, line: 138, type: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !403)
!403 = !{!404, !405}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !402, file: !2, line: 138, baseType: !113, size: 32)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !402, file: !2, line: 138, baseType: !297, size: 96, offset: 32)
!406 = !DILocation(line: 138, column: 8, scope: !242)
!407 = !DILocation(line: 138, column: 16, scope: !242)
!408 = !DILocation(line: 138, column: 17, scope: !242)
!409 = !DILocation(line: 139, column: 29, scope: !242)
!410 = !DILocation(line: 139, column: 40, scope: !242)
!411 = !DILocation(line: 139, column: 3, scope: !242)
!412 = !DILocalVariable(name: "accum", scope: !242, file: !2, line: 141, type: !120)
!413 = !DILocation(line: 141, column: 9, scope: !242)
!414 = !DILocalVariable(name: "f", scope: !415, file: !2, line: 143, type: !126)
!415 = distinct !DILexicalBlock(scope: !242, file: !2, line: 142, column: 3)
!416 = !DILocation(line: 143, column: 24, scope: !415)
!417 = !DILocation(line: 143, column: 34, scope: !415)
!418 = !DILocation(line: 144, column: 5, scope: !415)
!419 = !DILocation(line: 145, column: 5, scope: !415)
!420 = !DILocation(line: 146, column: 3, scope: !242)
!421 = !DILocalVariable(name: "hyp", scope: !242, file: !2, line: 147, type: !243)
!422 = !DILocation(line: 147, column: 36, scope: !242)
!423 = !DILocation(line: 147, column: 42, scope: !242)
!424 = !DILocation(line: 148, column: 38, scope: !242)
!425 = !DILocation(line: 148, column: 45, scope: !242)
!426 = !DILocation(line: 148, column: 3, scope: !242)
!427 = !DILocation(line: 149, column: 3, scope: !242)
!428 = !DILocation(line: 150, column: 1, scope: !415)
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
!444 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !445, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !446, file: !2, line: 16, baseType: !156)
!446 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !447, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!447 = !{!448}
!448 = !DITemplateTypeParameter(name: "T", type: !204)
!449 = !DILocalVariable(name: "t", arg: 1, scope: !441, file: !2, line: 17, type: !204)
!450 = !DILocation(line: 17, column: 63, scope: !441)
!451 = !DILocation(line: 17, column: 120, scope: !441)
!452 = !DILocation(line: 17, column: 68, scope: !441)
!453 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!454 = !DILocalVariable(name: "this", arg: 1, scope: !453, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!456 = !DILocation(line: 0, scope: !453)
!457 = !DILocalVariable(name: "o", arg: 2, scope: !453, file: !2, line: 25, type: !200)
!458 = !DILocation(line: 25, column: 17, scope: !453)
!459 = !DILocation(line: 25, column: 31, scope: !453)
!460 = !DILocation(line: 25, column: 34, scope: !453)
!461 = !DILocation(line: 25, column: 36, scope: !453)
!462 = !DILocation(line: 25, column: 42, scope: !463)
!463 = distinct !DILexicalBlock(scope: !453, file: !2, line: 25, column: 40)
!464 = !DILocation(line: 25, column: 44, scope: !463)
!465 = !DILocation(line: 25, column: 47, scope: !463)
!466 = !DILocation(line: 25, column: 58, scope: !453)
!467 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !218, retainedNodes: !152)
!468 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !469, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!470 = !DILocation(line: 0, scope: !467)
!471 = !DILocation(line: 31, column: 43, scope: !467)
!472 = !DILocation(line: 31, column: 46, scope: !467)
!473 = !DILocation(line: 31, column: 36, scope: !467)
!474 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !214, retainedNodes: !152)
!475 = !DILocalVariable(name: "this", arg: 1, scope: !474, type: !469, flags: DIFlagArtificial | DIFlagObjectPointer)
!476 = !DILocation(line: 0, scope: !474)
!477 = !DILocation(line: 30, column: 34, scope: !474)
!478 = !DILocation(line: 30, column: 27, scope: !474)
!479 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !2, file: !2, line: 98, type: !480, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!480 = !DISubroutineType(types: !481)
!481 = !{!482, !113}
!482 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !483, identifier: "_ZTS6Point3")
!483 = !{!484, !485, !486}
!484 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !482, file: !2, line: 97, baseType: !113, size: 32)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !482, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !482, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!487 = !DILocalVariable(name: "s", arg: 1, scope: !479, file: !2, line: 98, type: !113)
!488 = !DILocation(line: 98, column: 30, scope: !479)
!489 = !DILocation(line: 98, column: 42, scope: !479)
!490 = !DILocation(line: 98, column: 43, scope: !479)
!491 = !DILocation(line: 98, column: 46, scope: !479)
!492 = !DILocation(line: 98, column: 48, scope: !479)
!493 = !DILocation(line: 98, column: 53, scope: !479)
!494 = !DILocation(line: 98, column: 55, scope: !479)
!495 = !DILocation(line: 98, column: 35, scope: !479)
!496 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!497 = !DILocalVariable(name: "this", arg: 1, scope: !496, type: !498, flags: DIFlagArtificial | DIFlagObjectPointer)
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocalVariable(name: "i", arg: 2, scope: !496, file: !2, line: 44, type: !113)
!501 = !DILocation(line: 44, column: 25, scope: !496)
!502 = !DILocation(line: 44, column: 37, scope: !496)
!503 = !DILocation(line: 44, column: 41, scope: !496)
!504 = !DILocation(line: 44, column: 45, scope: !496)
!505 = !DILocation(line: 44, column: 30, scope: !496)
!506 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!507 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !508, flags: DIFlagArtificial | DIFlagObjectPointer)
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!509 = !DILocation(line: 0, scope: !506)
!510 = !DILocalVariable(name: "o", arg: 2, scope: !506, file: !2, line: 43, type: !92)
!511 = !DILocation(line: 43, column: 34, scope: !506)
!512 = !DILocation(line: 43, column: 52, scope: !506)
!513 = !DILocation(line: 43, column: 59, scope: !506)
!514 = !DILocation(line: 43, column: 54, scope: !506)
!515 = !DILocation(line: 43, column: 61, scope: !506)
!516 = !DILocation(line: 43, column: 64, scope: !506)
!517 = !DILocation(line: 43, column: 71, scope: !506)
!518 = !DILocation(line: 43, column: 66, scope: !506)
!519 = !DILocation(line: 43, column: 45, scope: !506)
!520 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!521 = !DILocalVariable(name: "n", arg: 1, scope: !520, file: !2, line: 47, type: !113)
!522 = !DILocation(line: 47, column: 23, scope: !520)
!523 = !DILocation(line: 47, column: 35, scope: !520)
!524 = !DILocation(line: 47, column: 37, scope: !520)
!525 = !DILocation(line: 47, column: 43, scope: !520)
!526 = !DILocation(line: 47, column: 51, scope: !520)
!527 = !DILocation(line: 47, column: 53, scope: !520)
!528 = !DILocation(line: 47, column: 47, scope: !520)
!529 = !DILocation(line: 47, column: 64, scope: !520)
!530 = !DILocation(line: 47, column: 66, scope: !520)
!531 = !DILocation(line: 47, column: 60, scope: !520)
!532 = !DILocation(line: 47, column: 58, scope: !520)
!533 = !DILocation(line: 47, column: 28, scope: !520)
!534 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !2, file: !2, line: 50, type: !535, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !537, retainedNodes: !152)
!535 = !DISubroutineType(types: !536)
!536 = !{!113, !113, !113, !113, !113}
!537 = !{!538}
!538 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !539)
!539 = !{!540, !540, !540, !540}
!540 = !DITemplateTypeParameter(type: !113)
!541 = !DILocalVariable(name: "ts", arg: 1, scope: !534, file: !2, line: 50, type: !113)
!542 = !DILocation(line: 50, column: 56, scope: !534)
!543 = !DILocalVariable(name: "ts", arg: 2, scope: !534, file: !2, line: 50, type: !113)
!544 = !DILocalVariable(name: "ts", arg: 3, scope: !534, file: !2, line: 50, type: !113)
!545 = !DILocalVariable(name: "ts", arg: 4, scope: !534, file: !2, line: 50, type: !113)
!546 = !DILocation(line: 50, column: 70, scope: !534)
!547 = !DILocation(line: 50, column: 75, scope: !534)
!548 = !DILocation(line: 50, column: 62, scope: !534)
!549 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !2, file: !2, line: 50, type: !550, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !552, retainedNodes: !152)
!550 = !DISubroutineType(types: !551)
!551 = !{!114, !114, !95}
!552 = !{!553}
!553 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !554)
!554 = !{!555, !556}
!555 = !DITemplateTypeParameter(type: !114)
!556 = !DITemplateTypeParameter(type: !95)
!557 = !DILocalVariable(name: "ts", arg: 1, scope: !549, file: !2, line: 50, type: !114)
!558 = !DILocation(line: 50, column: 56, scope: !549)
!559 = !DILocalVariable(name: "ts", arg: 2, scope: !549, file: !2, line: 50, type: !95)
!560 = !DILocation(line: 50, column: 70, scope: !549)
!561 = !DILocation(line: 50, column: 75, scope: !549)
!562 = !DILocation(line: 50, column: 62, scope: !549)
!563 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !564, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !567, retainedNodes: !152)
!564 = !DISubroutineType(types: !565)
!565 = !{null, !113, !5, !566, !115}
!566 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!567 = !{!568}
!568 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !569)
!569 = !{!540, !570, !571, !572}
!570 = !DITemplateTypeParameter(type: !5)
!571 = !DITemplateTypeParameter(type: !566)
!572 = !DITemplateTypeParameter(type: !115)
!573 = !DILocalVariable(name: "ts", arg: 1, scope: !563, file: !2, line: 51, type: !113)
!574 = !DILocation(line: 51, column: 48, scope: !563)
!575 = !DILocalVariable(name: "ts", arg: 2, scope: !563, file: !2, line: 51, type: !5)
!576 = !DILocalVariable(name: "ts", arg: 3, scope: !563, file: !2, line: 51, type: !566)
!577 = !DILocalVariable(name: "ts", arg: 4, scope: !563, file: !2, line: 51, type: !115)
!578 = !DILocation(line: 51, column: 76, scope: !563)
!579 = !DILocation(line: 51, column: 56, scope: !563)
!580 = !DILocation(line: 51, column: 88, scope: !563)
!581 = !DILocation(line: 51, column: 102, scope: !563)
!582 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !2, file: !2, line: 53, type: !583, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !585, retainedNodes: !152)
!583 = !DISubroutineType(types: !584)
!584 = !{!178, !113}
!585 = !{!586}
!586 = !DITemplateTypeParameter(name: "T", type: !113)
!587 = !DILocalVariable(name: "v", arg: 1, scope: !582, file: !2, line: 53, type: !113)
!588 = !DILocation(line: 53, column: 46, scope: !582)
!589 = !DILocation(line: 54, column: 40, scope: !590)
!590 = distinct !DILexicalBlock(scope: !582, file: !2, line: 54, column: 17)
!591 = !DILocation(line: 54, column: 42, scope: !590)
!592 = !DILocation(line: 54, column: 33, scope: !590)
!593 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !2, file: !2, line: 53, type: !594, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !596, retainedNodes: !152)
!594 = !DISubroutineType(types: !595)
!595 = !{!178, !114}
!596 = !{!597}
!597 = !DITemplateTypeParameter(name: "T", type: !114)
!598 = !DILocalVariable(name: "v", arg: 1, scope: !593, file: !2, line: 53, type: !114)
!599 = !DILocation(line: 53, column: 46, scope: !593)
!600 = !DILocation(line: 55, column: 41, scope: !601)
!601 = distinct !DILexicalBlock(scope: !602, file: !2, line: 55, column: 22)
!602 = distinct !DILexicalBlock(scope: !593, file: !2, line: 54, column: 17)
!603 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !2, file: !2, line: 53, type: !604, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !606, retainedNodes: !152)
!604 = !DISubroutineType(types: !605)
!605 = !{!178, !178}
!606 = !{!607}
!607 = !DITemplateTypeParameter(name: "T", type: !178)
!608 = !DILocalVariable(name: "v", arg: 1, scope: !603, file: !2, line: 53, type: !178)
!609 = !DILocation(line: 53, column: 46, scope: !603)
!610 = !DILocation(line: 56, column: 8, scope: !611)
!611 = distinct !DILexicalBlock(scope: !612, file: !2, line: 55, column: 22)
!612 = distinct !DILexicalBlock(scope: !603, file: !2, line: 54, column: 17)
!613 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !224, file: !2, line: 63, type: !614, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !616, retainedNodes: !152)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !239}
!616 = !DISubprogram(name: "Doubler", scope: !224, type: !614, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!617 = !DILocalVariable(name: "this", arg: 1, scope: !613, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DILocation(line: 0, scope: !613)
!619 = !DILocation(line: 63, column: 8, scope: !613)
!620 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !230, retainedNodes: !152)
!621 = !DILocalVariable(name: "this", arg: 1, scope: !620, type: !622, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!623 = !DILocation(line: 0, scope: !620)
!624 = !DILocalVariable(name: "x", arg: 2, scope: !620, file: !2, line: 61, type: !113)
!625 = !DILocation(line: 61, column: 15, scope: !620)
!626 = !DILocation(line: 61, column: 22, scope: !620)
!627 = !DILocation(line: 61, column: 20, scope: !620)
!628 = !DILocation(line: 61, column: 71, scope: !620)
!629 = !DILocation(line: 61, column: 66, scope: !620)
!630 = !DILocation(line: 61, column: 29, scope: !620)
!631 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !2, file: !2, line: 66, type: !632, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!632 = !DISubroutineType(types: !633)
!633 = !{!84, !84, !84}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !2, line: 66, type: !84)
!635 = !DILocation(line: 66, column: 33, scope: !631)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !631, file: !2, line: 66, type: !84)
!637 = !DILocation(line: 66, column: 42, scope: !631)
!638 = !DILocation(line: 66, column: 75, scope: !631)
!639 = !DILocation(line: 66, column: 60, scope: !631)
!640 = !DILocation(line: 66, column: 94, scope: !631)
!641 = !DILocation(line: 66, column: 79, scope: !631)
!642 = !DILocation(line: 66, column: 77, scope: !631)
!643 = !DILocation(line: 66, column: 54, scope: !631)
!644 = !DILocation(line: 66, column: 47, scope: !631)
!645 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !181, retainedNodes: !152)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !645, type: !647, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!648 = !DILocation(line: 0, scope: !645)
!649 = !DILocation(line: 72, column: 35, scope: !645)
!650 = !DILocation(line: 72, column: 40, scope: !645)
!651 = !DILocation(line: 72, column: 28, scope: !645)
!652 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!653 = !DILocalVariable(name: "this", arg: 1, scope: !652, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!654 = !DILocation(line: 0, scope: !652)
!655 = !DILocation(line: 74, column: 24, scope: !652)
!656 = !DILocation(line: 74, column: 31, scope: !652)
!657 = !DILocation(line: 74, column: 33, scope: !658)
!658 = distinct !DILexicalBlock(scope: !652, file: !2, line: 74, column: 31)
!659 = !DILocation(line: 74, column: 38, scope: !658)
!660 = !DILocation(line: 74, column: 43, scope: !652)
!661 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !393, file: !2, line: 136, type: !662, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !665, retainedNodes: !152)
!662 = !DISubroutineType(types: !663)
!663 = !{!113, !664}
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!665 = !DISubprogram(name: "operator()", scope: !393, file: !2, line: 136, type: !662, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!666 = !DILocalVariable(name: "this", arg: 1, scope: !661, type: !667, flags: DIFlagArtificial | DIFlagObjectPointer)
!667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!668 = !DILocation(line: 0, scope: !661)
!669 = !DILocation(line: 136, column: 51, scope: !661)
!670 = !DILocation(line: 136, column: 58, scope: !661)
!671 = !DILocation(line: 136, column: 59, scope: !661)
!672 = !DILocation(line: 136, column: 56, scope: !661)
!673 = !DILocation(line: 136, column: 44, scope: !661)
!674 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !402, file: !2, line: 138, type: !675, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !679, retainedNodes: !152)
!675 = !DISubroutineType(types: !676)
!676 = !{!113, !677}
!677 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !678, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!678 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !402)
!679 = !DISubprogram(name: "operator()", scope: !402, file: !2, line: 138, type: !675, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!680 = !DILocalVariable(name: "this", arg: 1, scope: !674, type: !681, flags: DIFlagArtificial | DIFlagObjectPointer)
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !678, size: 64)
!682 = !DILocation(line: 0, scope: !674)
!683 = !DILocation(line: 138, column: 29, scope: !674)
!684 = !DILocation(line: 138, column: 34, scope: !674)
!685 = !DILocation(line: 138, column: 40, scope: !674)
!686 = !DILocation(line: 138, column: 38, scope: !674)
!687 = !DILocation(line: 138, column: 22, scope: !674)
!688 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !120, file: !2, line: 92, type: !689, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !691, retainedNodes: !152)
!689 = !DISubroutineType(types: !690)
!690 = !{null, !151}
!691 = !DISubprogram(name: "Accum", scope: !120, type: !689, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!692 = !DILocalVariable(name: "this", arg: 1, scope: !688, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!693 = !DILocation(line: 0, scope: !688)
!694 = !DILocation(line: 93, column: 7, scope: !688)
!695 = !DILocation(line: 92, column: 8, scope: !688)
!696 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!697 = !DILocation(line: 0, scope: !119)
!698 = !DILocation(line: 94, column: 39, scope: !119)
!699 = !DILocation(line: 94, column: 32, scope: !119)
!700 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!701 = !DILocalVariable(name: "this", arg: 1, scope: !700, type: !702, flags: DIFlagArtificial | DIFlagObjectPointer)
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!703 = !DILocation(line: 0, scope: !700)
!704 = !DILocalVariable(name: "a", arg: 2, scope: !700, file: !2, line: 89, type: !113)
!705 = !DILocation(line: 89, column: 21, scope: !700)
!706 = !DILocation(line: 89, column: 39, scope: !700)
!707 = !DILocation(line: 89, column: 45, scope: !700)
!708 = !DILocation(line: 89, column: 51, scope: !700)
!709 = !DILocation(line: 89, column: 32, scope: !700)
!710 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!711 = !DILocalVariable(name: "this", arg: 1, scope: !710, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!713 = !DILocation(line: 0, scope: !710)
!714 = !DILocation(line: 88, column: 21, scope: !715)
!715 = distinct !DILexicalBlock(scope: !716, file: !2, line: 88, column: 21)
!716 = distinct !DILexicalBlock(scope: !710, file: !2, line: 88, column: 15)
!717 = !DILocation(line: 88, column: 21, scope: !716)
!718 = !DILocation(line: 88, column: 31, scope: !715)
!719 = !DILocation(line: 88, column: 40, scope: !715)
!720 = !DILocation(line: 88, column: 47, scope: !710)
!721 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !243, file: !2, line: 83, type: !722, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !725, declaration: !724, retainedNodes: !152)
!722 = !DISubroutineType(types: !723)
!723 = !{null, !254, !241}
!724 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !243, file: !2, line: 83, type: !722, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !725)
!725 = !{!726}
!726 = !DITemplateTypeParameter(name: "F", type: !241)
!727 = !DILocalVariable(name: "this", arg: 1, scope: !721, type: !728, flags: DIFlagArtificial | DIFlagObjectPointer)
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!729 = !DILocation(line: 0, scope: !721)
!730 = !DILocalVariable(name: "f", arg: 2, scope: !721, file: !2, line: 83, type: !241)
!731 = !DILocation(line: 83, column: 36, scope: !721)
!732 = !DILocation(line: 79, column: 9, scope: !721)
!733 = !DILocation(line: 80, column: 7, scope: !721)
!734 = !DILocation(line: 81, column: 10, scope: !721)
!735 = !DILocation(line: 84, column: 17, scope: !736)
!736 = distinct !DILexicalBlock(scope: !721, file: !2, line: 83, column: 39)
!737 = !DILocation(line: 84, column: 38, scope: !736)
!738 = !DILocation(line: 84, column: 5, scope: !736)
!739 = !DILocation(line: 84, column: 10, scope: !736)
!740 = !DILocation(line: 85, column: 13, scope: !736)
!741 = !DILocation(line: 85, column: 5, scope: !736)
!742 = !DILocation(line: 85, column: 11, scope: !736)
!743 = !DILocation(line: 86, column: 16, scope: !736)
!744 = !DILocation(line: 86, column: 5, scope: !736)
!745 = !DILocation(line: 86, column: 14, scope: !736)
!746 = !DILocation(line: 87, column: 3, scope: !721)
!747 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!748 = !DILocalVariable(name: "this", arg: 1, scope: !747, type: !749, flags: DIFlagArtificial | DIFlagObjectPointer)
!749 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!750 = !DILocation(line: 0, scope: !747)
!751 = !DILocalVariable(name: "a", arg: 2, scope: !747, file: !2, line: 89, type: !114)
!752 = !DILocation(line: 89, column: 21, scope: !747)
!753 = !DILocalVariable(name: "a", arg: 3, scope: !747, file: !2, line: 89, type: !114)
!754 = !DILocation(line: 89, column: 39, scope: !747)
!755 = !DILocation(line: 89, column: 45, scope: !747)
!756 = !DILocation(line: 89, column: 51, scope: !747)
!757 = !DILocation(line: 89, column: 32, scope: !747)
!758 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!759 = !DILocalVariable(name: "this", arg: 1, scope: !758, type: !728, flags: DIFlagArtificial | DIFlagObjectPointer)
!760 = !DILocation(line: 0, scope: !758)
!761 = !DILocation(line: 88, column: 21, scope: !762)
!762 = distinct !DILexicalBlock(scope: !763, file: !2, line: 88, column: 21)
!763 = distinct !DILexicalBlock(scope: !758, file: !2, line: 88, column: 15)
!764 = !DILocation(line: 88, column: 21, scope: !763)
!765 = !DILocation(line: 88, column: 31, scope: !762)
!766 = !DILocation(line: 88, column: 40, scope: !762)
!767 = !DILocation(line: 88, column: 47, scope: !758)
!768 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !769, retainedNodes: !152)
!769 = !DISubprogram(name: "~Bird", scope: !160, type: !185, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!770 = !DILocalVariable(name: "this", arg: 1, scope: !768, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!771 = !DILocation(line: 0, scope: !768)
!772 = !DILocation(line: 74, column: 8, scope: !773)
!773 = distinct !DILexicalBlock(scope: !768, file: !2, line: 74, column: 8)
!774 = !DILocation(line: 74, column: 8, scope: !768)
!775 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!776 = !DILocalVariable(name: "this", arg: 1, scope: !775, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!777 = !DILocation(line: 0, scope: !775)
!778 = !DILocation(line: 28, column: 14, scope: !779)
!779 = distinct !DILexicalBlock(scope: !775, file: !2, line: 28, column: 12)
!780 = !DILocation(line: 28, column: 23, scope: !775)
!781 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !227, file: !2, line: 59, type: !782, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !784, retainedNodes: !152)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !233}
!784 = !DISubprogram(name: "Counter", scope: !227, type: !782, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!785 = !DILocalVariable(name: "this", arg: 1, scope: !781, type: !622, flags: DIFlagArtificial | DIFlagObjectPointer)
!786 = !DILocation(line: 0, scope: !781)
!787 = !DILocation(line: 60, column: 7, scope: !781)
!788 = !DILocation(line: 59, column: 36, scope: !781)
!789 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !163, file: !2, line: 68, type: !172, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !790, retainedNodes: !152)
!790 = !DISubprogram(name: "Animal", scope: !163, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!791 = !DILocalVariable(name: "this", arg: 1, scope: !789, type: !792, flags: DIFlagArtificial | DIFlagObjectPointer)
!792 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!793 = !DILocation(line: 0, scope: !789)
!794 = !DILocation(line: 68, column: 8, scope: !789)
!795 = !DILocation(line: 69, column: 7, scope: !789)
!796 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !769, retainedNodes: !152)
!797 = !DILocalVariable(name: "this", arg: 1, scope: !796, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!798 = !DILocation(line: 0, scope: !796)
!799 = !DILocation(line: 74, column: 8, scope: !796)
!800 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !188, retainedNodes: !152)
!801 = !DILocalVariable(name: "this", arg: 1, scope: !800, type: !802, flags: DIFlagArtificial | DIFlagObjectPointer)
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!803 = !DILocation(line: 0, scope: !800)
!804 = !DILocation(line: 74, column: 82, scope: !800)
!805 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!806 = !DILocalVariable(name: "this", arg: 1, scope: !805, type: !792, flags: DIFlagArtificial | DIFlagObjectPointer)
!807 = !DILocation(line: 0, scope: !805)
!808 = !DILocation(line: 70, column: 29, scope: !805)
!809 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!810 = !DILocalVariable(name: "this", arg: 1, scope: !809, type: !792, flags: DIFlagArtificial | DIFlagObjectPointer)
!811 = !DILocation(line: 0, scope: !809)
!812 = !DILocation(line: 70, column: 29, scope: !809)
!813 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !175, retainedNodes: !152)
!814 = !DILocalVariable(name: "this", arg: 1, scope: !813, type: !647, flags: DIFlagArtificial | DIFlagObjectPointer)
!815 = !DILocation(line: 0, scope: !813)
!816 = !DILocation(line: 71, column: 39, scope: !813)
!817 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !818, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !821, declaration: !820, retainedNodes: !152)
!818 = !DISubroutineType(types: !819)
!819 = !{null, !141, !118}
!820 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !126, file: !2, line: 83, type: !818, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !821)
!821 = !{!822}
!822 = !DITemplateTypeParameter(name: "F", type: !118)
!823 = !DILocalVariable(name: "this", arg: 1, scope: !817, type: !712, flags: DIFlagArtificial | DIFlagObjectPointer)
!824 = !DILocation(line: 0, scope: !817)
!825 = !DILocalVariable(name: "f", arg: 2, scope: !817, file: !2, line: 83, type: !118)
!826 = !DILocation(line: 83, column: 36, scope: !817)
!827 = !DILocation(line: 79, column: 9, scope: !817)
!828 = !DILocation(line: 80, column: 7, scope: !817)
!829 = !DILocation(line: 81, column: 10, scope: !817)
!830 = !DILocation(line: 84, column: 17, scope: !831)
!831 = distinct !DILexicalBlock(scope: !817, file: !2, line: 83, column: 39)
!832 = !DILocation(line: 84, column: 38, scope: !831)
!833 = !DILocation(line: 84, column: 36, scope: !831)
!834 = !DILocation(line: 84, column: 5, scope: !831)
!835 = !DILocation(line: 84, column: 10, scope: !831)
!836 = !DILocation(line: 85, column: 13, scope: !831)
!837 = !DILocation(line: 85, column: 5, scope: !831)
!838 = !DILocation(line: 85, column: 11, scope: !831)
!839 = !DILocation(line: 86, column: 16, scope: !831)
!840 = !DILocation(line: 86, column: 5, scope: !831)
!841 = !DILocation(line: 86, column: 14, scope: !831)
!842 = !DILocation(line: 87, column: 3, scope: !817)
!843 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !2, file: !2, line: 17, type: !844, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !849, retainedNodes: !152)
!844 = !DISubroutineType(types: !845)
!845 = !{!846, !851}
!846 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !847, size: 64)
!847 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !848, file: !2, line: 16, baseType: !118)
!848 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !849, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!849 = !{!850}
!850 = !DITemplateTypeParameter(name: "T", type: !851)
!851 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 64)
!852 = !DILocalVariable(name: "t", arg: 1, scope: !843, file: !2, line: 17, type: !851)
!853 = !DILocation(line: 17, column: 63, scope: !843)
!854 = !DILocation(line: 17, column: 120, scope: !843)
!855 = !DILocation(line: 17, column: 68, scope: !843)
!856 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !857, file: !2, line: 85, type: !864, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !866, retainedNodes: !152)
!857 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !817, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !858, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!858 = !{!859}
!859 = !DISubprogram(name: "operator()", scope: !857, file: !2, line: 85, type: !860, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!860 = !DISubroutineType(types: !861)
!861 = !{!113, !862, !129, !113}
!862 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !863, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!863 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !857)
!864 = !DISubroutineType(types: !865)
!865 = !{!131, !862}
!866 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !857, type: !864, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!867 = !DILocalVariable(name: "this", arg: 1, scope: !856, type: !868, flags: DIFlagArtificial | DIFlagObjectPointer)
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !863, size: 64)
!869 = !DILocation(line: 0, scope: !856)
!870 = !DILocation(line: 85, column: 13, scope: !856)
!871 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !872, file: !2, line: 86, type: !873, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !877, retainedNodes: !152)
!872 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !817, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!873 = !DISubroutineType(types: !874)
!874 = !{!135, !875}
!875 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !876, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!876 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !872)
!877 = !DISubprogram(name: "operator void (*)(void *)", scope: !872, type: !873, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !871, type: !879, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !876, size: 64)
!880 = !DILocation(line: 0, scope: !871)
!881 = !DILocation(line: 86, column: 16, scope: !871)
!882 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !857, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !883, retainedNodes: !152)
!883 = !DISubprogram(name: "__invoke", scope: !857, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!884 = !DILocalVariable(name: "o", arg: 1, scope: !882, type: !129)
!885 = !DILocation(line: 0, scope: !882)
!886 = !DILocalVariable(name: "a", arg: 2, scope: !882, type: !113)
!887 = !DILocation(line: 85, column: 13, scope: !882)
!888 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !857, file: !2, line: 85, type: !860, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !859, retainedNodes: !152)
!889 = !DILocalVariable(name: "this", arg: 1, scope: !888, type: !868, flags: DIFlagArtificial | DIFlagObjectPointer)
!890 = !DILocation(line: 0, scope: !888)
!891 = !DILocalVariable(name: "o", arg: 2, scope: !888, file: !2, line: 85, type: !129)
!892 = !DILocation(line: 85, column: 22, scope: !888)
!893 = !DILocalVariable(name: "a", arg: 3, scope: !888, file: !2, line: 85, type: !113)
!894 = !DILocation(line: 85, column: 30, scope: !888)
!895 = !DILocation(line: 85, column: 66, scope: !888)
!896 = !DILocation(line: 85, column: 70, scope: !888)
!897 = !DILocation(line: 85, column: 47, scope: !888)
!898 = !DILocation(line: 85, column: 40, scope: !888)
!899 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !118, file: !2, line: 94, type: !900, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !904, retainedNodes: !152)
!900 = !DISubroutineType(types: !901)
!901 = !{!113, !902, !113}
!902 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !903, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!903 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!904 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !900, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!905 = !DILocalVariable(name: "this", arg: 1, scope: !899, type: !906, flags: DIFlagArtificial | DIFlagObjectPointer)
!906 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !903, size: 64)
!907 = !DILocation(line: 0, scope: !899)
!908 = !DILocalVariable(name: "v", arg: 2, scope: !899, file: !2, line: 94, type: !113)
!909 = !DILocation(line: 94, column: 50, scope: !899)
!910 = !DILocation(line: 94, column: 71, scope: !899)
!911 = !DILocation(line: 94, column: 62, scope: !899)
!912 = !DILocation(line: 94, column: 68, scope: !899)
!913 = !DILocation(line: 94, column: 55, scope: !899)
!914 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !872, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !915, retainedNodes: !152)
!915 = !DISubprogram(name: "__invoke", scope: !872, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!916 = !DILocalVariable(name: "o", arg: 1, scope: !914, type: !129)
!917 = !DILocation(line: 0, scope: !914)
!918 = !DILocation(line: 86, column: 16, scope: !914)
!919 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !872, file: !2, line: 86, type: !920, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !922, retainedNodes: !152)
!920 = !DISubroutineType(types: !921)
!921 = !{null, !875, !129}
!922 = !DISubprogram(name: "operator()", scope: !872, file: !2, line: 86, type: !920, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!923 = !DILocalVariable(name: "this", arg: 1, scope: !919, type: !879, flags: DIFlagArtificial | DIFlagObjectPointer)
!924 = !DILocation(line: 0, scope: !919)
!925 = !DILocalVariable(name: "o", arg: 2, scope: !919, file: !2, line: 86, type: !129)
!926 = !DILocation(line: 86, column: 25, scope: !919)
!927 = !DILocation(line: 86, column: 47, scope: !919)
!928 = !DILocation(line: 86, column: 62, scope: !919)
!929 = !DILocation(line: 86, column: 57, scope: !919)
!930 = !DILocation(line: 86, column: 66, scope: !919)
!931 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!932 = !DILocalVariable(name: "this", arg: 1, scope: !931, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!933 = !DILocation(line: 0, scope: !931)
!934 = !DILocalVariable(name: "p", arg: 2, scope: !931, file: !2, line: 24, type: !159)
!935 = !DILocation(line: 24, column: 21, scope: !931)
!936 = !DILocation(line: 24, column: 36, scope: !931)
!937 = !DILocation(line: 24, column: 39, scope: !931)
!938 = !DILocation(line: 24, column: 43, scope: !931)
!939 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !213, retainedNodes: !152)
!940 = !DILocalVariable(name: "this", arg: 1, scope: !939, type: !455, flags: DIFlagArtificial | DIFlagObjectPointer)
!941 = !DILocation(line: 0, scope: !939)
!942 = !DILocation(line: 29, column: 22, scope: !943)
!943 = distinct !DILexicalBlock(scope: !939, file: !2, line: 29, column: 22)
!944 = !DILocation(line: 29, column: 22, scope: !939)
!945 = !DILocation(line: 29, column: 28, scope: !946)
!946 = distinct !DILexicalBlock(scope: !943, file: !2, line: 29, column: 26)
!947 = !DILocation(line: 29, column: 33, scope: !946)
!948 = !DILocation(line: 29, column: 43, scope: !946)
!949 = !DILocation(line: 29, column: 38, scope: !946)
!950 = !DILocation(line: 29, column: 48, scope: !946)
!951 = !DILocation(line: 29, column: 51, scope: !946)
!952 = !DILocation(line: 29, column: 62, scope: !946)
!953 = !DILocation(line: 29, column: 64, scope: !939)
!954 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !236, retainedNodes: !152)
!955 = !DILocalVariable(name: "this", arg: 1, scope: !954, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!956 = !DILocation(line: 0, scope: !954)
!957 = !DILocalVariable(name: "x", arg: 2, scope: !954, file: !2, line: 63, type: !113)
!958 = !DILocation(line: 63, column: 50, scope: !954)
!959 = !DILocation(line: 63, column: 66, scope: !954)
!960 = !DILocation(line: 63, column: 64, scope: !954)
!961 = !DILocation(line: 63, column: 55, scope: !954)
!962 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !2, file: !2, line: 17, type: !963, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !968, retainedNodes: !152)
!963 = !DISubroutineType(types: !964)
!964 = !{!965, !970}
!965 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !966, size: 64)
!966 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !967, file: !2, line: 16, baseType: !241)
!967 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !968)
!968 = !{!969}
!969 = !DITemplateTypeParameter(name: "T", type: !970)
!970 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 64)
!971 = !DILocalVariable(name: "t", arg: 1, scope: !962, file: !2, line: 17, type: !970)
!972 = !DILocation(line: 17, column: 63, scope: !962)
!973 = !DILocation(line: 17, column: 120, scope: !962)
!974 = !DILocation(line: 17, column: 68, scope: !962)
!975 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !976, file: !2, line: 85, type: !983, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !985, retainedNodes: !152)
!976 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !721, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !977)
!977 = !{!978}
!978 = !DISubprogram(name: "operator()", scope: !976, file: !2, line: 85, type: !979, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!979 = !DISubroutineType(types: !980)
!980 = !{!114, !981, !129, !114, !114}
!981 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !982, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !976)
!983 = !DISubroutineType(types: !984)
!984 = !{!247, !981}
!985 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !976, type: !983, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!986 = !DILocalVariable(name: "this", arg: 1, scope: !975, type: !987, flags: DIFlagArtificial | DIFlagObjectPointer)
!987 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !982, size: 64)
!988 = !DILocation(line: 0, scope: !975)
!989 = !DILocation(line: 85, column: 13, scope: !975)
!990 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !991, file: !2, line: 86, type: !992, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !996, retainedNodes: !152)
!991 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !721, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!992 = !DISubroutineType(types: !993)
!993 = !{!135, !994}
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !995, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!995 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !991)
!996 = !DISubprogram(name: "operator void (*)(void *)", scope: !991, type: !992, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!997 = !DILocalVariable(name: "this", arg: 1, scope: !990, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!998 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !995, size: 64)
!999 = !DILocation(line: 0, scope: !990)
!1000 = !DILocation(line: 86, column: 16, scope: !990)
!1001 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !976, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1002, retainedNodes: !152)
!1002 = !DISubprogram(name: "__invoke", scope: !976, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1003 = !DILocalVariable(name: "o", arg: 1, scope: !1001, type: !129)
!1004 = !DILocation(line: 0, scope: !1001)
!1005 = !DILocalVariable(name: "a", arg: 2, scope: !1001, type: !114)
!1006 = !DILocalVariable(name: "a", arg: 3, scope: !1001, type: !114)
!1007 = !DILocation(line: 85, column: 13, scope: !1001)
!1008 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !976, file: !2, line: 85, type: !979, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !978, retainedNodes: !152)
!1009 = !DILocalVariable(name: "this", arg: 1, scope: !1008, type: !987, flags: DIFlagArtificial | DIFlagObjectPointer)
!1010 = !DILocation(line: 0, scope: !1008)
!1011 = !DILocalVariable(name: "o", arg: 2, scope: !1008, file: !2, line: 85, type: !129)
!1012 = !DILocation(line: 85, column: 22, scope: !1008)
!1013 = !DILocalVariable(name: "a", arg: 3, scope: !1008, file: !2, line: 85, type: !114)
!1014 = !DILocation(line: 85, column: 30, scope: !1008)
!1015 = !DILocalVariable(name: "a", arg: 4, scope: !1008, file: !2, line: 85, type: !114)
!1016 = !DILocation(line: 85, column: 66, scope: !1008)
!1017 = !DILocation(line: 85, column: 70, scope: !1008)
!1018 = !DILocation(line: 85, column: 47, scope: !1008)
!1019 = !DILocation(line: 85, column: 40, scope: !1008)
!1020 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !241, file: !2, line: 147, type: !1021, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1025, retainedNodes: !152)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{!114, !1023, !114, !114}
!1023 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1024, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1024 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!1025 = !DISubprogram(name: "operator()", scope: !241, file: !2, line: 147, type: !1021, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1026 = !DILocalVariable(name: "this", arg: 1, scope: !1020, type: !1027, flags: DIFlagArtificial | DIFlagObjectPointer)
!1027 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1024, size: 64)
!1028 = !DILocation(line: 0, scope: !1020)
!1029 = !DILocalVariable(name: "x", arg: 2, scope: !1020, file: !2, line: 147, type: !114)
!1030 = !DILocation(line: 147, column: 52, scope: !1020)
!1031 = !DILocalVariable(name: "y", arg: 3, scope: !1020, file: !2, line: 147, type: !114)
!1032 = !DILocation(line: 147, column: 62, scope: !1020)
!1033 = !DILocation(line: 147, column: 74, scope: !1020)
!1034 = !DILocation(line: 147, column: 78, scope: !1020)
!1035 = !DILocation(line: 147, column: 82, scope: !1020)
!1036 = !DILocation(line: 147, column: 86, scope: !1020)
!1037 = !DILocation(line: 147, column: 84, scope: !1020)
!1038 = !DILocation(line: 147, column: 80, scope: !1020)
!1039 = !DILocation(line: 147, column: 67, scope: !1020)
!1040 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !991, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1041, retainedNodes: !152)
!1041 = !DISubprogram(name: "__invoke", scope: !991, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1042 = !DILocalVariable(name: "o", arg: 1, scope: !1040, type: !129)
!1043 = !DILocation(line: 0, scope: !1040)
!1044 = !DILocation(line: 86, column: 16, scope: !1040)
!1045 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !991, file: !2, line: 86, type: !1046, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1048, retainedNodes: !152)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{null, !994, !129}
!1048 = !DISubprogram(name: "operator()", scope: !991, file: !2, line: 86, type: !1046, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1049 = !DILocalVariable(name: "this", arg: 1, scope: !1045, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!1050 = !DILocation(line: 0, scope: !1045)
!1051 = !DILocalVariable(name: "o", arg: 2, scope: !1045, file: !2, line: 86, type: !129)
!1052 = !DILocation(line: 86, column: 25, scope: !1045)
!1053 = !DILocation(line: 86, column: 47, scope: !1045)
!1054 = !DILocation(line: 86, column: 62, scope: !1045)
!1055 = !DILocation(line: 86, column: 57, scope: !1045)
!1056 = !DILocation(line: 86, column: 66, scope: !1045)

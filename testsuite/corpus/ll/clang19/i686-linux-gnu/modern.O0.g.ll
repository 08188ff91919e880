; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTI4Bird = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 4
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1, !dbg !70
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !80

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 !dbg !242 {
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
    #dbg_declare(ptr %2, !274, !DIExpression(), !275)
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2), !dbg !276
    #dbg_declare(ptr %3, !277, !DIExpression(), !278)
  %28 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %112, !dbg !279

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %28) #9, !dbg !279
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %31 unwind label %116, !dbg !280

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !281
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %34 unwind label %116, !dbg !282

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !283
  %36 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %37 unwind label %116, !dbg !284

37:                                               ; preds = %34
  %38 = load ptr, ptr %36, align 4, !dbg !285
  %39 = getelementptr inbounds ptr, ptr %38, i64 2, !dbg !285
  %40 = load ptr, ptr %39, align 4, !dbg !285
  %41 = invoke noundef ptr %40(ptr noundef nonnull align 4 dereferenceable(8) %36)
          to label %42 unwind label %116, !dbg !285

42:                                               ; preds = %37
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %35, ptr noundef %41)
          to label %44 unwind label %116, !dbg !286

44:                                               ; preds = %42
    #dbg_declare(ptr %6, !287, !DIExpression(), !288)
    #dbg_declare(ptr %6, !289, !DIExpression(DW_OP_plus_uconst, 4), !290)
    #dbg_declare(ptr %6, !291, !DIExpression(DW_OP_plus_uconst, 8), !292)
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %45 unwind label %116, !dbg !293

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0, !dbg !288
  %47 = load i32, ptr %46, align 4, !dbg !294
  %48 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1, !dbg !290
  %49 = load i32, ptr %48, align 4, !dbg !295
  %50 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2, !dbg !292
  %51 = load i32, ptr %50, align 4, !dbg !296
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51)
          to label %53 unwind label %116, !dbg !297

53:                                               ; preds = %45
    #dbg_declare(ptr %7, !298, !DIExpression(), !302)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.arr, i32 12, i1 false), !dbg !302
    #dbg_declare(ptr %8, !303, !DIExpression(DW_OP_deref), !304)
    #dbg_declare(ptr %8, !305, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !306)
    #dbg_declare(ptr %8, !307, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !308)
  store ptr %7, ptr %8, align 4, !dbg !309
  %54 = load ptr, ptr %8, align 4, !dbg !306
  %55 = getelementptr inbounds [3 x i32], ptr %54, i32 0, i32 1, !dbg !306
  store i32 50, ptr %55, align 4, !dbg !310
  %56 = load ptr, ptr %8, align 4, !dbg !304
  %57 = getelementptr inbounds [3 x i32], ptr %56, i32 0, i32 0, !dbg !304
  %58 = load i32, ptr %57, align 4, !dbg !311
  %59 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 1, !dbg !312
  %60 = load i32, ptr %59, align 4, !dbg !312
  %61 = load ptr, ptr %8, align 4, !dbg !308
  %62 = getelementptr inbounds [3 x i32], ptr %61, i32 0, i32 2, !dbg !308
  %63 = load i32, ptr %62, align 4, !dbg !313
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60, i32 noundef %63)
          to label %65 unwind label %116, !dbg !314

65:                                               ; preds = %53
    #dbg_declare(ptr %9, !315, !DIExpression(), !316)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.v, i32 8, i1 false), !dbg !316
    #dbg_declare(ptr %10, !317, !DIExpression(), !318)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.w, i32 8, i1 false), !dbg !318
  %66 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %67 unwind label %116, !dbg !319

67:                                               ; preds = %65
  %68 = load float, ptr %66, align 4, !dbg !320
  %69 = fadd float %68, 1.000000e+00, !dbg !320
  store float %69, ptr %66, align 4, !dbg !320
  %70 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0, !dbg !321
  %71 = load float, ptr %70, align 4, !dbg !321
  %72 = fpext float %71 to double, !dbg !322
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1, !dbg !323
  %74 = load float, ptr %73, align 4, !dbg !323
  %75 = fpext float %74 to double, !dbg !324
  %76 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0, !dbg !325
  store float 2.500000e+00, ptr %76, align 4, !dbg !325
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1, !dbg !325
  store float 4.000000e+00, ptr %77, align 4, !dbg !325
  %78 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, ptr noundef byval(%struct.Vec2) align 4 %11)
          to label %79 unwind label %116, !dbg !326

79:                                               ; preds = %67
  %80 = zext i1 %78 to i32, !dbg !327
  %81 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %82 unwind label %116, !dbg !328

82:                                               ; preds = %79
  %83 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %72, double noundef %75, i32 noundef %80, i32 noundef %81)
          to label %84 unwind label %116, !dbg !329

84:                                               ; preds = %82
  %85 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %86 unwind label %116, !dbg !330

86:                                               ; preds = %84
  %87 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %88 unwind label %116, !dbg !331

88:                                               ; preds = %86
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %85, double noundef %87)
          to label %90 unwind label %116, !dbg !332

90:                                               ; preds = %88
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %91 unwind label %116, !dbg !333

91:                                               ; preds = %90
  %92 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %93 unwind label %116, !dbg !334

93:                                               ; preds = %91
  %94 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %95 unwind label %116, !dbg !335

95:                                               ; preds = %93
  %96 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %97 unwind label %116, !dbg !336

97:                                               ; preds = %95
  %98 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %92, ptr noundef %94, ptr noundef %96)
          to label %99 unwind label %116, !dbg !337

99:                                               ; preds = %97
    #dbg_declare(ptr %12, !338, !DIExpression(), !339)
  call void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9, !dbg !339
    #dbg_declare(ptr %13, !340, !DIExpression(), !341)
  store i32 0, ptr %13, align 4, !dbg !341
    #dbg_declare(ptr %14, !342, !DIExpression(), !344)
  store i32 0, ptr %14, align 4, !dbg !344
  br label %100, !dbg !345

100:                                              ; preds = %109, %99
  %101 = load i32, ptr %14, align 4, !dbg !346
  %102 = icmp slt i32 %101, 4, !dbg !348
  br i1 %102, label %103, label %120, !dbg !349

103:                                              ; preds = %100
  %104 = load i32, ptr %14, align 4, !dbg !350
  %105 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %104)
          to label %106 unwind label %116, !dbg !351

106:                                              ; preds = %103
  %107 = load i32, ptr %13, align 4, !dbg !352
  %108 = add nsw i32 %107, %105, !dbg !352
  store i32 %108, ptr %13, align 4, !dbg !352
  br label %109, !dbg !353

109:                                              ; preds = %106
  %110 = load i32, ptr %14, align 4, !dbg !354
  %111 = add nsw i32 %110, 1, !dbg !354
  store i32 %111, ptr %14, align 4, !dbg !354
  br label %100, !dbg !355, !llvm.loop !356

112:                                              ; preds = %0
  %113 = landingpad { ptr, i32 }
          cleanup, !dbg !359
  %114 = extractvalue { ptr, i32 } %113, 0, !dbg !359
  store ptr %114, ptr %4, align 4, !dbg !359
  %115 = extractvalue { ptr, i32 } %113, 1, !dbg !359
  store i32 %115, ptr %5, align 4, !dbg !359
  br label %224, !dbg !359

116:                                              ; preds = %131, %127, %125, %120, %103, %97, %95, %93, %91, %90, %88, %86, %84, %82, %79, %67, %65, %53, %45, %44, %42, %37, %34, %31, %29
  %117 = landingpad { ptr, i32 }
          cleanup, !dbg !359
  %118 = extractvalue { ptr, i32 } %117, 0, !dbg !359
  store ptr %118, ptr %4, align 4, !dbg !359
  %119 = extractvalue { ptr, i32 } %117, 1, !dbg !359
  store i32 %119, ptr %5, align 4, !dbg !359
  br label %223, !dbg !359

120:                                              ; preds = %100
  %121 = load i32, ptr %13, align 4, !dbg !360
  %122 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0, !dbg !361
  %123 = load i32, ptr %122, align 4, !dbg !361
  %124 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %121, i32 noundef %123)
          to label %125 unwind label %116, !dbg !362

125:                                              ; preds = %120
    #dbg_declare(ptr %15, !363, !DIExpression(), !364)
  %126 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %127 unwind label %116, !dbg !365

127:                                              ; preds = %125
  store i8 %126, ptr %15, align 1, !dbg !364
  %128 = load i8, ptr %15, align 1, !dbg !366
  %129 = zext i8 %128 to i32, !dbg !367
  %130 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %129)
          to label %131 unwind label %116, !dbg !368

131:                                              ; preds = %127
    #dbg_declare(ptr %16, !369, !DIExpression(), !371)
  store i32 4, ptr %16, align 4, !dbg !371
    #dbg_declare(ptr %17, !372, !DIExpression(), !374)
  store { i32, i32 } { i32 9, i32 0 }, ptr %17, align 4, !dbg !374
    #dbg_declare(ptr %18, !375, !DIExpression(), !377)
  store { i32, i32 } { i32 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i32), i32 0 }, ptr %18, align 4, !dbg !377
    #dbg_declare(ptr %19, !378, !DIExpression(), !379)
  invoke void @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19)
          to label %132 unwind label %116, !dbg !379

132:                                              ; preds = %131
    #dbg_declare(ptr %20, !380, !DIExpression(), !382)
  store ptr %19, ptr %20, align 4, !dbg !382
  %133 = load ptr, ptr %20, align 4, !dbg !383
  %134 = load i32, ptr %16, align 4, !dbg !384
  %135 = getelementptr inbounds i8, ptr %133, i32 %134, !dbg !385
  %136 = load i32, ptr %135, align 4, !dbg !385
  %137 = load ptr, ptr %20, align 4, !dbg !386
  %138 = load { i32, i32 }, ptr %17, align 4, !dbg !387
  %139 = extractvalue { i32, i32 } %138, 1, !dbg !388
  %140 = getelementptr inbounds i8, ptr %137, i32 %139, !dbg !388
  %141 = extractvalue { i32, i32 } %138, 0, !dbg !388
  %142 = and i32 %141, 1, !dbg !388
  %143 = icmp ne i32 %142, 0, !dbg !388
  br i1 %143, label %144, label %149, !dbg !388

144:                                              ; preds = %132
  %145 = load ptr, ptr %140, align 4, !dbg !388
  %146 = sub i32 %141, 1, !dbg !388
  %147 = getelementptr i8, ptr %145, i32 %146, !dbg !388, !nosanitize !152
  %148 = load ptr, ptr %147, align 4, !dbg !388, !nosanitize !152
  br label %151, !dbg !388

149:                                              ; preds = %132
  %150 = inttoptr i32 %141 to ptr, !dbg !388
  br label %151, !dbg !388

151:                                              ; preds = %149, %144
  %152 = phi ptr [ %148, %144 ], [ %150, %149 ], !dbg !388
  %153 = invoke noundef ptr %152(ptr noundef nonnull align 4 dereferenceable(8) %140)
          to label %154 unwind label %166, !dbg !388

154:                                              ; preds = %151
  %155 = load { i32, i32 }, ptr %18, align 4, !dbg !389
  %156 = extractvalue { i32, i32 } %155, 1, !dbg !390
  %157 = getelementptr inbounds i8, ptr %19, i32 %156, !dbg !390
  %158 = extractvalue { i32, i32 } %155, 0, !dbg !390
  %159 = and i32 %158, 1, !dbg !390
  %160 = icmp ne i32 %159, 0, !dbg !390
  br i1 %160, label %161, label %170, !dbg !390

161:                                              ; preds = %154
  %162 = load ptr, ptr %157, align 4, !dbg !390
  %163 = sub i32 %158, 1, !dbg !390
  %164 = getelementptr i8, ptr %162, i32 %163, !dbg !390, !nosanitize !152
  %165 = load ptr, ptr %164, align 4, !dbg !390, !nosanitize !152
  br label %172, !dbg !390

166:                                              ; preds = %205, %200, %198, %196, %194, %177, %175, %172, %151
  %167 = landingpad { ptr, i32 }
          cleanup, !dbg !359
  %168 = extractvalue { ptr, i32 } %167, 0, !dbg !359
  store ptr %168, ptr %4, align 4, !dbg !359
  %169 = extractvalue { ptr, i32 } %167, 1, !dbg !359
  store i32 %169, ptr %5, align 4, !dbg !359
  br label %222, !dbg !359

170:                                              ; preds = %154
  %171 = inttoptr i32 %158 to ptr, !dbg !390
  br label %172, !dbg !390

172:                                              ; preds = %170, %161
  %173 = phi ptr [ %165, %161 ], [ %171, %170 ], !dbg !390
  %174 = invoke noundef i32 %173(ptr noundef nonnull align 4 dereferenceable(8) %157)
          to label %175 unwind label %166, !dbg !390

175:                                              ; preds = %172
  %176 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %136, ptr noundef %153, i32 noundef %174)
          to label %177 unwind label %166, !dbg !391

177:                                              ; preds = %175
    #dbg_declare(ptr %21, !392, !DIExpression(), !393)
  store i32 10, ptr %21, align 4, !dbg !393
    #dbg_declare(ptr %22, !394, !DIExpression(), !399)
  %178 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0, !dbg !400
  store i32 0, ptr %178, align 4, !dbg !400
  %179 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1, !dbg !400
  %180 = load i32, ptr %21, align 4, !dbg !401
  store i32 %180, ptr %179, align 4, !dbg !400
  %181 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %182 unwind label %166, !dbg !402

182:                                              ; preds = %177
    #dbg_declare(ptr %23, !403, !DIExpression(), !408)
  %183 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !409
  %184 = load i32, ptr %21, align 4, !dbg !410
  store i32 %184, ptr %183, align 4, !dbg !409
  %185 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1, !dbg !409
  %186 = getelementptr inbounds [3 x i32], ptr %185, i32 0, i32 0, !dbg !410
  br label %187, !dbg !410

187:                                              ; preds = %187, %182
  %188 = phi i32 [ 0, %182 ], [ %192, %187 ], !dbg !410
  %189 = getelementptr inbounds i32, ptr %186, i32 %188, !dbg !410
  %190 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 %188, !dbg !410
  %191 = load i32, ptr %190, align 4, !dbg !410
  store i32 %191, ptr %189, align 4, !dbg !410
  %192 = add nuw i32 %188, 1, !dbg !410
  %193 = icmp eq i32 %192, 3, !dbg !410
  br i1 %193, label %194, label %187, !dbg !410

194:                                              ; preds = %187
  %195 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %196 unwind label %166, !dbg !411

196:                                              ; preds = %194
  %197 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %198 unwind label %166, !dbg !412

198:                                              ; preds = %196
  %199 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %195, i32 noundef %197)
          to label %200 unwind label %166, !dbg !413

200:                                              ; preds = %198
    #dbg_declare(ptr %24, !414, !DIExpression(), !415)
  call void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9, !dbg !415
    #dbg_declare(ptr %25, !416, !DIExpression(), !418)
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 4 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %201 unwind label %166, !dbg !419

201:                                              ; preds = %200
  %202 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %203 unwind label %214, !dbg !420

203:                                              ; preds = %201
  %204 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %205 unwind label %214, !dbg !421

205:                                              ; preds = %203
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9, !dbg !422
    #dbg_declare(ptr %26, !423, !DIExpression(), !424)
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %26)
          to label %206 unwind label %166, !dbg !425

206:                                              ; preds = %205
  %207 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0, !dbg !426
  %208 = load i32, ptr %207, align 4, !dbg !426
  %209 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %210 unwind label %218, !dbg !427

210:                                              ; preds = %206
  %211 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %208, double noundef %209)
          to label %212 unwind label %218, !dbg !428

212:                                              ; preds = %210
  store i32 0, ptr %1, align 4, !dbg !429
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9, !dbg !359
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9, !dbg !359
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !359
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9, !dbg !359
  %213 = load i32, ptr %1, align 4, !dbg !359
  ret i32 %213, !dbg !359

214:                                              ; preds = %203, %201
  %215 = landingpad { ptr, i32 }
          cleanup, !dbg !430
  %216 = extractvalue { ptr, i32 } %215, 0, !dbg !430
  store ptr %216, ptr %4, align 4, !dbg !430
  %217 = extractvalue { ptr, i32 } %215, 1, !dbg !430
  store i32 %217, ptr %5, align 4, !dbg !430
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9, !dbg !422
  br label %222, !dbg !422

218:                                              ; preds = %210, %206
  %219 = landingpad { ptr, i32 }
          cleanup, !dbg !359
  %220 = extractvalue { ptr, i32 } %219, 0, !dbg !359
  store ptr %220, ptr %4, align 4, !dbg !359
  %221 = extractvalue { ptr, i32 } %219, 1, !dbg !359
  store i32 %221, ptr %5, align 4, !dbg !359
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9, !dbg !359
  br label %222, !dbg !359

222:                                              ; preds = %218, %214, %166
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9, !dbg !359
  br label %223, !dbg !359

223:                                              ; preds = %222, %116
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !359
  br label %224, !dbg !359

224:                                              ; preds = %223, %112
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9, !dbg !359
  br label %225, !dbg !359

225:                                              ; preds = %224
  %226 = load ptr, ptr %4, align 4, !dbg !359
  %227 = load i32, ptr %5, align 4, !dbg !359
  %228 = insertvalue { ptr, i32 } poison, ptr %226, 0, !dbg !359
  %229 = insertvalue { ptr, i32 } %228, i32 %227, 1, !dbg !359
  resume { ptr, i32 } %229, !dbg !359
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 comdat !dbg !431 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %3, !436, !DIExpression(), !437)
  %4 = call ptr @malloc(i32 noundef 8) #10, !dbg !438
  store ptr %4, ptr %3, align 4, !dbg !437
  %5 = load ptr, ptr %3, align 4, !dbg !439
  call void @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5), !dbg !440
  call void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5), !dbg !441
  ret void, !dbg !442
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !443 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !451, !DIExpression(), !452)
  %3 = load ptr, ptr %2, align 4, !dbg !453
  ret ptr %3, !dbg !454
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 !dbg !455 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !456, !DIExpression(), !458)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !459, !DIExpression(), !460)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !461
  %7 = load ptr, ptr %4, align 4, !dbg !462
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !463
  %9 = load ptr, ptr %8, align 4, !dbg !463
  store ptr %9, ptr %6, align 4, !dbg !461
  %10 = load ptr, ptr %4, align 4, !dbg !464
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !466
  store ptr null, ptr %11, align 4, !dbg !467
  ret void, !dbg !468
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !469 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !470, !DIExpression(), !472)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !473
  %5 = load ptr, ptr %4, align 4, !dbg !473
  %6 = icmp ne ptr %5, null, !dbg !474
  ret i1 %6, !dbg !475
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !476 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !477, !DIExpression(), !478)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !479
  %5 = load ptr, ptr %4, align 4, !dbg !479
  ret ptr %5, !dbg !480
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 !dbg !481 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !489, !DIExpression(), !490)
  %5 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !491
  %6 = load i32, ptr %4, align 4, !dbg !492
  store i32 %6, ptr %5, align 4, !dbg !491
  %7 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !491
  %8 = load i32, ptr %4, align 4, !dbg !493
  %9 = mul nsw i32 %8, 2, !dbg !494
  store i32 %9, ptr %7, align 4, !dbg !491
  %10 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !491
  %11 = load i32, ptr %4, align 4, !dbg !495
  %12 = mul nsw i32 %11, 3, !dbg !496
  store i32 %12, ptr %10, align 4, !dbg !491
  ret void, !dbg !497
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 !dbg !498 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !499, !DIExpression(), !501)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !502, !DIExpression(), !503)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !504
  %7 = icmp ne i32 %6, 0, !dbg !504
  br i1 %7, label %8, label %10, !dbg !504

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !505
  br label %12, !dbg !504

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !506
  br label %12, !dbg !504

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !504
  ret ptr %13, !dbg !507
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(%struct.Vec2) align 4 %1) #2 comdat align 2 !dbg !508 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !509, !DIExpression(), !511)
    #dbg_declare(ptr %1, !512, !DIExpression(), !513)
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 0, !dbg !514
  %6 = load float, ptr %5, align 4, !dbg !514
  %7 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 0, !dbg !515
  %8 = load float, ptr %7, align 4, !dbg !515
  %9 = fcmp oeq float %6, %8, !dbg !516
  br i1 %9, label %10, label %16, !dbg !517

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 1, !dbg !518
  %12 = load float, ptr %11, align 4, !dbg !518
  %13 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 1, !dbg !519
  %14 = load float, ptr %13, align 4, !dbg !519
  %15 = fcmp oeq float %12, %14, !dbg !520
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ], !dbg !511
  ret i1 %17, !dbg !521
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat !dbg !522 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !523, !DIExpression(), !524)
  %3 = load i32, ptr %2, align 4, !dbg !525
  %4 = icmp slt i32 %3, 2, !dbg !526
  br i1 %4, label %5, label %7, !dbg !525

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !527
  br label %15, !dbg !525

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !528
  %9 = sub nsw i32 %8, 1, !dbg !529
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !530
  %11 = load i32, ptr %2, align 4, !dbg !531
  %12 = sub nsw i32 %11, 2, !dbg !532
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !533
  %14 = add nsw i32 %10, %13, !dbg !534
  br label %15, !dbg !525

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !525
  ret i32 %16, !dbg !535
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !536 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !543, !DIExpression(), !544)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !545, !DIExpression(), !544)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !546, !DIExpression(), !544)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !547, !DIExpression(), !544)
  %9 = load i32, ptr %5, align 4, !dbg !548
  %10 = load i32, ptr %6, align 4, !dbg !548
  %11 = load i32, ptr %7, align 4, !dbg !548
  %12 = load i32, ptr %8, align 4, !dbg !548
  %13 = add nsw i32 %12, 0, !dbg !549
  %14 = add nsw i32 %11, %13, !dbg !549
  %15 = add nsw i32 %10, %14, !dbg !549
  %16 = add nsw i32 %9, %15, !dbg !549
  ret i32 %16, !dbg !550
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat !dbg !551 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !559, !DIExpression(), !560)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !561, !DIExpression(), !560)
  %5 = load double, ptr %3, align 8, !dbg !562
  %6 = load float, ptr %4, align 4, !dbg !562
  %7 = fadd float %6, 0.000000e+00, !dbg !563
  %8 = fpext float %7 to double, !dbg !562
  %9 = fadd double %5, %8, !dbg !563
  ret double %9, !dbg !564
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat !dbg !565 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !575, !DIExpression(), !576)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !577, !DIExpression(), !576)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !578, !DIExpression(), !576)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !579, !DIExpression(), !576)
  %9 = load i32, ptr %5, align 4, !dbg !580
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9), !dbg !581
  %11 = load i8, ptr %6, align 1, !dbg !580
  %12 = sext i8 %11 to i32, !dbg !580
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %12), !dbg !581
  %14 = load i32, ptr %7, align 4, !dbg !580
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14), !dbg !581
  %16 = load i16, ptr %8, align 2, !dbg !580
  %17 = sext i16 %16 to i32, !dbg !580
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %17), !dbg !581
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !582
  ret void, !dbg !583
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat !dbg !584 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !589, !DIExpression(), !590)
  %3 = load i32, ptr %2, align 4, !dbg !591
  %4 = icmp sgt i32 %3, 0, !dbg !593
  %5 = zext i1 %4 to i64, !dbg !591
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17, !dbg !591
  ret ptr %6, !dbg !594
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat !dbg !595 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !600, !DIExpression(), !601)
  ret ptr @.str.18, !dbg !602
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat !dbg !605 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !610, !DIExpression(), !611)
  ret ptr @.str.19, !dbg !612
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !615 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !619, !DIExpression(), !620)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !621
  ret void, !dbg !621
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 !dbg !622 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !623, !DIExpression(), !625)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !626, !DIExpression(), !627)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !628
  %7 = load i32, ptr %6, align 4, !dbg !629
  %8 = add nsw i32 %7, 1, !dbg !629
  store i32 %8, ptr %6, align 4, !dbg !629
  %9 = load i32, ptr %4, align 4, !dbg !630
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !631
  ret i32 %10, !dbg !632
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat !dbg !633 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !636, !DIExpression(), !637)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !638, !DIExpression(), !639)
  %5 = load i8, ptr %3, align 1, !dbg !640
  %6 = zext i8 %5 to i32, !dbg !641
  %7 = load i8, ptr %4, align 1, !dbg !642
  %8 = zext i8 %7 to i32, !dbg !643
  %9 = or i32 %6, %8, !dbg !644
  %10 = trunc i32 %9 to i8, !dbg !645
  ret i8 %10, !dbg !646
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 !dbg !647 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !648, !DIExpression(), !650)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !651
  %5 = load i32, ptr %4, align 4, !dbg !651
  %6 = mul nsw i32 %5, 2, !dbg !652
  ret i32 %6, !dbg !653
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !654 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !655, !DIExpression(), !656)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !657
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !658
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !659
  store i32 2, ptr %4, align 4, !dbg !661
  ret void, !dbg !662
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 !dbg !663 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !668, !DIExpression(), !670)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !671
  %5 = load i32, ptr %4, align 4, !dbg !671
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !672
  %7 = load i32, ptr %6, align 4, !dbg !673
  %8 = add nsw i32 %7, 1, !dbg !673
  store i32 %8, ptr %6, align 4, !dbg !673
  %9 = add nsw i32 %5, %7, !dbg !674
  ret i32 %9, !dbg !675
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 !dbg !676 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !682, !DIExpression(), !684)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !685
  %5 = load i32, ptr %4, align 4, !dbg !685
  %6 = mul nsw i32 %5, 2, !dbg !686
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !687
  %8 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 0, !dbg !687
  %9 = load i32, ptr %8, align 4, !dbg !687
  %10 = add nsw i32 %6, %9, !dbg !688
  ret i32 %10, !dbg !689
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !690 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !694, !DIExpression(), !695)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !696
  store i32 0, ptr %4, align 4, !dbg !696
  ret void, !dbg !697
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 !dbg !119 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !698, !DIExpression(), !699)
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !700
  store ptr %6, ptr %7, align 4, !dbg !700
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef byval(%class.anon.3) align 4 %5), !dbg !700
  ret void, !dbg !701
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat align 2 !dbg !702 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !703, !DIExpression(), !705)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !706, !DIExpression(), !707)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !708
  %7 = load ptr, ptr %6, align 4, !dbg !708
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !709
  %9 = load ptr, ptr %8, align 4, !dbg !709
  %10 = load i32, ptr %4, align 4, !dbg !710
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10), !dbg !708
  ret i32 %11, !dbg !711
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !712 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !713, !DIExpression(), !715)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !716
  %5 = load ptr, ptr %4, align 4, !dbg !716
  %6 = icmp ne ptr %5, null, !dbg !716
  br i1 %6, label %7, label %13, !dbg !719

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !720
  %9 = load ptr, ptr %8, align 4, !dbg !720
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0, !dbg !721
  %11 = load ptr, ptr %10, align 4, !dbg !721
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !720

12:                                               ; preds = %7
  br label %13, !dbg !720

13:                                               ; preds = %12, %1
  ret void, !dbg !722

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !720
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !720
  call void @__clang_call_terminate(ptr %16) #11, !dbg !720
  unreachable, !dbg !720
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 !dbg !723 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !729, !DIExpression(), !731)
    #dbg_declare(ptr %2, !732, !DIExpression(), !733)
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !734
  store ptr null, ptr %7, align 4, !dbg !734
  %8 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !735
  store ptr null, ptr %8, align 4, !dbg !735
  %9 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !736
  store ptr null, ptr %9, align 4, !dbg !736
  %10 = call ptr @malloc(i32 noundef 1) #10, !dbg !737
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %2), !dbg !739
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !740
  store ptr %10, ptr %12, align 4, !dbg !741
  %13 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %4) #9, !dbg !742
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !743
  store ptr %13, ptr %14, align 4, !dbg !744
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !745
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !746
  store ptr %15, ptr %16, align 4, !dbg !747
  ret void, !dbg !748
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat align 2 !dbg !749 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !750, !DIExpression(), !752)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !753, !DIExpression(), !754)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !755, !DIExpression(), !754)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !756
  %9 = load ptr, ptr %8, align 4, !dbg !756
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !757
  %11 = load ptr, ptr %10, align 4, !dbg !757
  %12 = load double, ptr %5, align 8, !dbg !758
  %13 = load double, ptr %6, align 8, !dbg !758
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13), !dbg !756
  ret double %14, !dbg !759
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !760 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !761, !DIExpression(), !762)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !763
  %5 = load ptr, ptr %4, align 4, !dbg !763
  %6 = icmp ne ptr %5, null, !dbg !763
  br i1 %6, label %7, label %13, !dbg !766

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !767
  %9 = load ptr, ptr %8, align 4, !dbg !767
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0, !dbg !768
  %11 = load ptr, ptr %10, align 4, !dbg !768
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !767

12:                                               ; preds = %7
  br label %13, !dbg !767

13:                                               ; preds = %12, %1
  ret void, !dbg !769

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !767
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !767
  call void @__clang_call_terminate(ptr %16) #11, !dbg !767
  unreachable, !dbg !767
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !770 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !772, !DIExpression(), !773)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !774
  ret void, !dbg !776
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !777 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !778, !DIExpression(), !779)
  %3 = load ptr, ptr %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !780

4:                                                ; preds = %1
  ret void, !dbg !782

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !780
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !780
  call void @__clang_call_terminate(ptr %7) #11, !dbg !780
  unreachable, !dbg !780
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 !dbg !783 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !787, !DIExpression(), !788)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !789
  store i32 0, ptr %4, align 4, !dbg !789
  ret void, !dbg !790
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !791 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !793, !DIExpression(), !795)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !796
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !797
  store i32 4, ptr %4, align 4, !dbg !797
  ret void, !dbg !796
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !798 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !799, !DIExpression(), !800)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !801
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12, !dbg !801
  ret void, !dbg !801
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !802 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !803, !DIExpression(), !805)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.13, !dbg !806
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !807 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !808, !DIExpression(), !809)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !810
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !811 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !812, !DIExpression(), !813)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !814
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12, !dbg !814
  ret void, !dbg !814
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !815 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !816, !DIExpression(), !817)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.12, !dbg !818
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef byval(%class.anon.3) align 4 %1) unnamed_addr #1 comdat align 2 !dbg !819 {
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.4, align 1
  %5 = alloca %class.anon.6, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !825, !DIExpression(), !826)
    #dbg_declare(ptr %1, !827, !DIExpression(), !828)
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 0, !dbg !829
  store ptr null, ptr %7, align 4, !dbg !829
  %8 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 1, !dbg !830
  store ptr null, ptr %8, align 4, !dbg !830
  %9 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 2, !dbg !831
  store ptr null, ptr %9, align 4, !dbg !831
  %10 = call ptr @malloc(i32 noundef 4) #10, !dbg !832
  %11 = call noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %1), !dbg !834
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %11, i32 4, i1 false), !dbg !835
  %12 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 0, !dbg !836
  store ptr %10, ptr %12, align 4, !dbg !837
  %13 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %4) #9, !dbg !838
  %14 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 1, !dbg !839
  store ptr %13, ptr %14, align 4, !dbg !840
  %15 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !841
  %16 = getelementptr inbounds %class.Function, ptr %6, i32 0, i32 2, !dbg !842
  store ptr %15, ptr %16, align 4, !dbg !843
  ret void, !dbg !844
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !845 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !854, !DIExpression(), !855)
  %3 = load ptr, ptr %2, align 4, !dbg !856
  ret ptr %3, !dbg !857
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !858 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !869, !DIExpression(), !871)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !872
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !873 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !880, !DIExpression(), !882)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !883
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !884 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !886, !DIExpression(), !887)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !888, !DIExpression(), !887)
  %6 = load ptr, ptr %3, align 4, !dbg !889
  %7 = load i32, ptr %4, align 4, !dbg !889
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !889
  ret i32 %8, !dbg !889
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !890 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !891, !DIExpression(), !892)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !893, !DIExpression(), !894)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !895, !DIExpression(), !896)
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %5, align 4, !dbg !897
  %9 = load i32, ptr %6, align 4, !dbg !898
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9), !dbg !899
  ret i32 %10, !dbg !900
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !901 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !907, !DIExpression(), !909)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !910, !DIExpression(), !911)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %4, align 4, !dbg !912
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !913
  %10 = load i32, ptr %9, align 4, !dbg !914
  %11 = add nsw i32 %10, %8, !dbg !914
  store i32 %11, ptr %9, align 4, !dbg !914
  ret i32 %11, !dbg !915
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat align 2 !dbg !916 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !918, !DIExpression(), !919)
  %4 = load ptr, ptr %2, align 4, !dbg !920
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !920
  ret void, !dbg !920
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 !dbg !921 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !925, !DIExpression(), !926)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !927, !DIExpression(), !928)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !929
  %7 = load ptr, ptr %4, align 4, !dbg !930
  call void @free(ptr noundef %7), !dbg !931
  ret void, !dbg !932
}

declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 !dbg !933 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !934, !DIExpression(), !935)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !936, !DIExpression(), !937)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !938
  %7 = load ptr, ptr %4, align 4, !dbg !939
  store ptr %7, ptr %6, align 4, !dbg !938
  ret void, !dbg !940
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 !dbg !941 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !942, !DIExpression(), !943)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !944
  %5 = load ptr, ptr %4, align 4, !dbg !944
  %6 = icmp ne ptr %5, null, !dbg !944
  br i1 %6, label %7, label %16, !dbg !946

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !947
  %9 = load ptr, ptr %8, align 4, !dbg !947
  %10 = load ptr, ptr %9, align 4, !dbg !949
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !949
  %12 = load ptr, ptr %11, align 4, !dbg !949
  call void %12(ptr noundef nonnull align 4 dereferenceable(8) %9) #9, !dbg !949
  %13 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !950
  %14 = load ptr, ptr %13, align 4, !dbg !950
  call void @free(ptr noundef %14), !dbg !951
  %15 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !952
  store ptr null, ptr %15, align 4, !dbg !953
  br label %16, !dbg !954

16:                                               ; preds = %7, %1
  ret void, !dbg !955
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 !dbg !956 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !957, !DIExpression(), !958)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !959, !DIExpression(), !960)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !961
  %7 = mul nsw i32 2, %6, !dbg !962
  ret i32 %7, !dbg !963
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !964 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !973, !DIExpression(), !974)
  %3 = load ptr, ptr %2, align 4, !dbg !975
  ret ptr %3, !dbg !976
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !977 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !988, !DIExpression(), !990)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !991
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 !dbg !992 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !999, !DIExpression(), !1001)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !1002
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 !dbg !1003 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1005, !DIExpression(), !1006)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1007, !DIExpression(), !1006)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1008, !DIExpression(), !1006)
  %8 = load ptr, ptr %4, align 4, !dbg !1009
  %9 = load double, ptr %5, align 8, !dbg !1009
  %10 = load double, ptr %6, align 8, !dbg !1009
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !1009
  ret double %11, !dbg !1009
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 !dbg !1010 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !1011, !DIExpression(), !1012)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1013, !DIExpression(), !1014)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1015, !DIExpression(), !1016)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !1017, !DIExpression(), !1016)
  %9 = load ptr, ptr %5, align 4
  %10 = load ptr, ptr %6, align 4, !dbg !1018
  %11 = load double, ptr %7, align 8, !dbg !1019
  %12 = load double, ptr %8, align 8, !dbg !1019
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12), !dbg !1020
  ret double %13, !dbg !1021
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 !dbg !1022 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1028, !DIExpression(), !1030)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1031, !DIExpression(), !1032)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1033, !DIExpression(), !1034)
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8, !dbg !1035
  %9 = load double, ptr %5, align 8, !dbg !1036
  %10 = load double, ptr %6, align 8, !dbg !1037
  %11 = load double, ptr %6, align 8, !dbg !1038
  %12 = fmul double %10, %11, !dbg !1039
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1040
  ret double %13, !dbg !1041
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 align 2 !dbg !1042 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1044, !DIExpression(), !1045)
  %4 = load ptr, ptr %2, align 4, !dbg !1046
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !1046
  ret void, !dbg !1046
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 !dbg !1047 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1051, !DIExpression(), !1052)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1053, !DIExpression(), !1054)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !1055
  %7 = load ptr, ptr %4, align 4, !dbg !1056
  call void @free(ptr noundef %7), !dbg !1057
  ret void, !dbg !1058
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!265, !266, !267, !268, !269, !270, !271, !272}
!llvm.ident = !{!273}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
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
!243 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !244, templateParams: !260, identifier: "_ZTS8FunctionIFdddEE")
!244 = !{!245, !246, !250, !251, !255}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !243, file: !2, line: 79, baseType: !129, size: 32)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !243, file: !2, line: 80, baseType: !247, size: 32, offset: 32)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 32)
!248 = !DISubroutineType(types: !249)
!249 = !{!114, !129, !114, !114}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !243, file: !2, line: 81, baseType: !135, size: 32, offset: 64)
!251 = !DISubprogram(name: "~Function", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!255 = !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!256 = !DISubroutineType(types: !257)
!257 = !{!114, !258, !114, !114}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!260 = !{!261}
!261 = !DITemplateTypeParameter(name: "Sig", type: !262)
!262 = !DISubroutineType(types: !263)
!263 = !{!114, !114, !114}
!264 = !{!0, !8, !13, !18, !23, !28, !30, !35, !40, !45, !47, !49, !51, !56, !61, !66, !68, !70, !75, !80}
!265 = !{i32 1, !"NumRegisterParameters", i32 0}
!266 = !{i32 7, !"Dwarf Version", i32 5}
!267 = !{i32 2, !"Debug Info Version", i32 3}
!268 = !{i32 1, !"wchar_size", i32 4}
!269 = !{i32 8, !"PIC Level", i32 2}
!270 = !{i32 7, !"PIE Level", i32 2}
!271 = !{i32 7, !"uwtable", i32 2}
!272 = !{i32 7, !"frame-pointer", i32 2}
!273 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!274 = !DILocalVariable(name: "o", scope: !242, file: !2, line: 101, type: !156)
!275 = !DILocation(line: 101, column: 8, scope: !242)
!276 = !DILocation(line: 101, column: 12, scope: !242)
!277 = !DILocalVariable(name: "o2", scope: !242, file: !2, line: 102, type: !156)
!278 = !DILocation(line: 102, column: 15, scope: !242)
!279 = !DILocation(line: 102, column: 20, scope: !242)
!280 = !DILocation(line: 103, column: 36, scope: !242)
!281 = !DILocation(line: 103, column: 30, scope: !242)
!282 = !DILocation(line: 103, column: 45, scope: !242)
!283 = !DILocation(line: 103, column: 39, scope: !242)
!284 = !DILocation(line: 103, column: 49, scope: !242)
!285 = !DILocation(line: 103, column: 53, scope: !242)
!286 = !DILocation(line: 103, column: 3, scope: !242)
!287 = !DILocalVariable(name: "px", scope: !242, file: !2, line: 105, type: !113)
!288 = !DILocation(line: 105, column: 9, scope: !242)
!289 = !DILocalVariable(name: "py", scope: !242, file: !2, line: 105, type: !113)
!290 = !DILocation(line: 105, column: 13, scope: !242)
!291 = !DILocalVariable(name: "pz", scope: !242, file: !2, line: 105, type: !113)
!292 = !DILocation(line: 105, column: 17, scope: !242)
!293 = !DILocation(line: 105, column: 23, scope: !242)
!294 = !DILocation(line: 106, column: 29, scope: !242)
!295 = !DILocation(line: 106, column: 33, scope: !242)
!296 = !DILocation(line: 106, column: 37, scope: !242)
!297 = !DILocation(line: 106, column: 3, scope: !242)
!298 = !DILocalVariable(name: "arr", scope: !242, file: !2, line: 107, type: !299)
!299 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !300)
!300 = !{!301}
!301 = !DISubrange(count: 3)
!302 = !DILocation(line: 107, column: 7, scope: !242)
!303 = !DILocalVariable(name: "a0", scope: !242, file: !2, line: 108, type: !113)
!304 = !DILocation(line: 108, column: 10, scope: !242)
!305 = !DILocalVariable(name: "a1", scope: !242, file: !2, line: 108, type: !113)
!306 = !DILocation(line: 108, column: 14, scope: !242)
!307 = !DILocalVariable(name: "a2", scope: !242, file: !2, line: 108, type: !113)
!308 = !DILocation(line: 108, column: 18, scope: !242)
!309 = !DILocation(line: 108, column: 9, scope: !242)
!310 = !DILocation(line: 109, column: 6, scope: !242)
!311 = !DILocation(line: 110, column: 28, scope: !242)
!312 = !DILocation(line: 110, column: 32, scope: !242)
!313 = !DILocation(line: 110, column: 40, scope: !242)
!314 = !DILocation(line: 110, column: 3, scope: !242)
!315 = !DILocalVariable(name: "v", scope: !242, file: !2, line: 112, type: !101)
!316 = !DILocation(line: 112, column: 18, scope: !242)
!317 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 113, type: !92)
!318 = !DILocation(line: 113, column: 8, scope: !242)
!319 = !DILocation(line: 114, column: 3, scope: !242)
!320 = !DILocation(line: 114, column: 8, scope: !242)
!321 = !DILocation(line: 115, column: 44, scope: !242)
!322 = !DILocation(line: 115, column: 42, scope: !242)
!323 = !DILocation(line: 115, column: 49, scope: !242)
!324 = !DILocation(line: 115, column: 47, scope: !242)
!325 = !DILocation(line: 115, column: 61, scope: !242)
!326 = !DILocation(line: 115, column: 54, scope: !242)
!327 = !DILocation(line: 115, column: 52, scope: !242)
!328 = !DILocation(line: 115, column: 72, scope: !242)
!329 = !DILocation(line: 115, column: 3, scope: !242)
!330 = !DILocation(line: 116, column: 27, scope: !242)
!331 = !DILocation(line: 116, column: 56, scope: !242)
!332 = !DILocation(line: 116, column: 3, scope: !242)
!333 = !DILocation(line: 117, column: 3, scope: !242)
!334 = !DILocation(line: 118, column: 28, scope: !242)
!335 = !DILocation(line: 118, column: 41, scope: !242)
!336 = !DILocation(line: 118, column: 56, scope: !242)
!337 = !DILocation(line: 118, column: 3, scope: !242)
!338 = !DILocalVariable(name: "d", scope: !242, file: !2, line: 120, type: !224)
!339 = !DILocation(line: 120, column: 11, scope: !242)
!340 = !DILocalVariable(name: "acc", scope: !242, file: !2, line: 121, type: !113)
!341 = !DILocation(line: 121, column: 7, scope: !242)
!342 = !DILocalVariable(name: "i", scope: !343, file: !2, line: 122, type: !113)
!343 = distinct !DILexicalBlock(scope: !242, file: !2, line: 122, column: 3)
!344 = !DILocation(line: 122, column: 12, scope: !343)
!345 = !DILocation(line: 122, column: 8, scope: !343)
!346 = !DILocation(line: 122, column: 19, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !2, line: 122, column: 3)
!348 = !DILocation(line: 122, column: 21, scope: !347)
!349 = !DILocation(line: 122, column: 3, scope: !343)
!350 = !DILocation(line: 122, column: 44, scope: !347)
!351 = !DILocation(line: 122, column: 40, scope: !347)
!352 = !DILocation(line: 122, column: 35, scope: !347)
!353 = !DILocation(line: 122, column: 31, scope: !347)
!354 = !DILocation(line: 122, column: 26, scope: !347)
!355 = !DILocation(line: 122, column: 3, scope: !347)
!356 = distinct !{!356, !349, !357, !358}
!357 = !DILocation(line: 122, column: 45, scope: !343)
!358 = !{!"llvm.loop.mustprogress"}
!359 = !DILocation(line: 150, column: 1, scope: !242)
!360 = !DILocation(line: 123, column: 32, scope: !242)
!361 = !DILocation(line: 123, column: 39, scope: !242)
!362 = !DILocation(line: 123, column: 3, scope: !242)
!363 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 125, type: !84)
!364 = !DILocation(line: 125, column: 9, scope: !242)
!365 = !DILocation(line: 125, column: 24, scope: !242)
!366 = !DILocation(line: 126, column: 34, scope: !242)
!367 = !DILocation(line: 126, column: 24, scope: !242)
!368 = !DILocation(line: 126, column: 3, scope: !242)
!369 = !DILocalVariable(name: "legs_ptr", scope: !242, file: !2, line: 128, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 32, extraData: !163)
!371 = !DILocation(line: 128, column: 16, scope: !242)
!372 = !DILocalVariable(name: "snd", scope: !242, file: !2, line: 129, type: !373)
!373 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !176, size: 64, extraData: !163)
!374 = !DILocation(line: 129, column: 25, scope: !242)
!375 = !DILocalVariable(name: "tw", scope: !242, file: !2, line: 130, type: !376)
!376 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !182, size: 64, extraData: !163)
!377 = !DILocation(line: 130, column: 17, scope: !242)
!378 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 131, type: !160)
!379 = !DILocation(line: 131, column: 8, scope: !242)
!380 = !DILocalVariable(name: "ar", scope: !242, file: !2, line: 132, type: !381)
!381 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 32)
!382 = !DILocation(line: 132, column: 11, scope: !242)
!383 = !DILocation(line: 133, column: 32, scope: !242)
!384 = !DILocation(line: 133, column: 36, scope: !242)
!385 = !DILocation(line: 133, column: 34, scope: !242)
!386 = !DILocation(line: 133, column: 47, scope: !242)
!387 = !DILocation(line: 133, column: 51, scope: !242)
!388 = !DILocation(line: 133, column: 46, scope: !242)
!389 = !DILocation(line: 133, column: 63, scope: !242)
!390 = !DILocation(line: 133, column: 59, scope: !242)
!391 = !DILocation(line: 133, column: 3, scope: !242)
!392 = !DILocalVariable(name: "base", scope: !242, file: !2, line: 135, type: !113)
!393 = !DILocation(line: 135, column: 7, scope: !242)
!394 = !DILocalVariable(name: "counter", scope: !242, file: !2, line: 136, type: !395)
!395 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !396)
!396 = !{!397, !398}
!397 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !395, file: !2, line: 136, baseType: !113, size: 32)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !395, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!399 = !DILocation(line: 136, column: 8, scope: !242)
!400 = !DILocation(line: 136, column: 18, scope: !242)
!401 = !DILocation(line: 136, column: 26, scope: !242)
!402 = !DILocation(line: 137, column: 3, scope: !242)
!403 = !DILocalVariable(name: "byval", scope: !242, file: !2, line: 138, type: !404)
!404 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !405)
!405 = !{!406, !407}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !404, file: !2, line: 138, baseType: !113, size: 32)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !404, file: !2, line: 138, baseType: !299, size: 96, offset: 32)
!408 = !DILocation(line: 138, column: 8, scope: !242)
!409 = !DILocation(line: 138, column: 16, scope: !242)
!410 = !DILocation(line: 138, column: 17, scope: !242)
!411 = !DILocation(line: 139, column: 29, scope: !242)
!412 = !DILocation(line: 139, column: 40, scope: !242)
!413 = !DILocation(line: 139, column: 3, scope: !242)
!414 = !DILocalVariable(name: "accum", scope: !242, file: !2, line: 141, type: !120)
!415 = !DILocation(line: 141, column: 9, scope: !242)
!416 = !DILocalVariable(name: "f", scope: !417, file: !2, line: 143, type: !126)
!417 = distinct !DILexicalBlock(scope: !242, file: !2, line: 142, column: 3)
!418 = !DILocation(line: 143, column: 24, scope: !417)
!419 = !DILocation(line: 143, column: 34, scope: !417)
!420 = !DILocation(line: 144, column: 5, scope: !417)
!421 = !DILocation(line: 145, column: 5, scope: !417)
!422 = !DILocation(line: 146, column: 3, scope: !242)
!423 = !DILocalVariable(name: "hyp", scope: !242, file: !2, line: 147, type: !243)
!424 = !DILocation(line: 147, column: 36, scope: !242)
!425 = !DILocation(line: 147, column: 42, scope: !242)
!426 = !DILocation(line: 148, column: 38, scope: !242)
!427 = !DILocation(line: 148, column: 45, scope: !242)
!428 = !DILocation(line: 148, column: 3, scope: !242)
!429 = !DILocation(line: 149, column: 3, scope: !242)
!430 = !DILocation(line: 150, column: 1, scope: !417)
!431 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !2, file: !2, line: 34, type: !432, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !434, retainedNodes: !152)
!432 = !DISubroutineType(types: !433)
!433 = !{!156}
!434 = !{!222, !435}
!435 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!436 = !DILocalVariable(name: "mem", scope: !431, file: !2, line: 35, type: !129)
!437 = !DILocation(line: 35, column: 9, scope: !431)
!438 = !DILocation(line: 35, column: 15, scope: !431)
!439 = !DILocation(line: 36, column: 24, scope: !431)
!440 = !DILocation(line: 36, column: 29, scope: !431)
!441 = !DILocation(line: 36, column: 10, scope: !431)
!442 = !DILocation(line: 36, column: 3, scope: !431)
!443 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !2, file: !2, line: 17, type: !444, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !449, retainedNodes: !152)
!444 = !DISubroutineType(types: !445)
!445 = !{!446, !204}
!446 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !447, size: 32)
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !448, file: !2, line: 16, baseType: !156)
!448 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !449, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!449 = !{!450}
!450 = !DITemplateTypeParameter(name: "T", type: !204)
!451 = !DILocalVariable(name: "t", arg: 1, scope: !443, file: !2, line: 17, type: !204)
!452 = !DILocation(line: 17, column: 63, scope: !443)
!453 = !DILocation(line: 17, column: 120, scope: !443)
!454 = !DILocation(line: 17, column: 68, scope: !443)
!455 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!456 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32)
!458 = !DILocation(line: 0, scope: !455)
!459 = !DILocalVariable(name: "o", arg: 2, scope: !455, file: !2, line: 25, type: !200)
!460 = !DILocation(line: 25, column: 17, scope: !455)
!461 = !DILocation(line: 25, column: 31, scope: !455)
!462 = !DILocation(line: 25, column: 34, scope: !455)
!463 = !DILocation(line: 25, column: 36, scope: !455)
!464 = !DILocation(line: 25, column: 42, scope: !465)
!465 = distinct !DILexicalBlock(scope: !455, file: !2, line: 25, column: 40)
!466 = !DILocation(line: 25, column: 44, scope: !465)
!467 = !DILocation(line: 25, column: 47, scope: !465)
!468 = !DILocation(line: 25, column: 58, scope: !455)
!469 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !218, retainedNodes: !152)
!470 = !DILocalVariable(name: "this", arg: 1, scope: !469, type: !471, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!472 = !DILocation(line: 0, scope: !469)
!473 = !DILocation(line: 31, column: 43, scope: !469)
!474 = !DILocation(line: 31, column: 46, scope: !469)
!475 = !DILocation(line: 31, column: 36, scope: !469)
!476 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !214, retainedNodes: !152)
!477 = !DILocalVariable(name: "this", arg: 1, scope: !476, type: !471, flags: DIFlagArtificial | DIFlagObjectPointer)
!478 = !DILocation(line: 0, scope: !476)
!479 = !DILocation(line: 30, column: 34, scope: !476)
!480 = !DILocation(line: 30, column: 27, scope: !476)
!481 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !2, file: !2, line: 98, type: !482, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!482 = !DISubroutineType(types: !483)
!483 = !{!484, !113}
!484 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !485, identifier: "_ZTS6Point3")
!485 = !{!486, !487, !488}
!486 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !484, file: !2, line: 97, baseType: !113, size: 32)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !484, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !484, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!489 = !DILocalVariable(name: "s", arg: 1, scope: !481, file: !2, line: 98, type: !113)
!490 = !DILocation(line: 98, column: 30, scope: !481)
!491 = !DILocation(line: 98, column: 42, scope: !481)
!492 = !DILocation(line: 98, column: 43, scope: !481)
!493 = !DILocation(line: 98, column: 46, scope: !481)
!494 = !DILocation(line: 98, column: 48, scope: !481)
!495 = !DILocation(line: 98, column: 53, scope: !481)
!496 = !DILocation(line: 98, column: 55, scope: !481)
!497 = !DILocation(line: 98, column: 35, scope: !481)
!498 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!499 = !DILocalVariable(name: "this", arg: 1, scope: !498, type: !500, flags: DIFlagArtificial | DIFlagObjectPointer)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!501 = !DILocation(line: 0, scope: !498)
!502 = !DILocalVariable(name: "i", arg: 2, scope: !498, file: !2, line: 44, type: !113)
!503 = !DILocation(line: 44, column: 25, scope: !498)
!504 = !DILocation(line: 44, column: 37, scope: !498)
!505 = !DILocation(line: 44, column: 41, scope: !498)
!506 = !DILocation(line: 44, column: 45, scope: !498)
!507 = !DILocation(line: 44, column: 30, scope: !498)
!508 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!509 = !DILocalVariable(name: "this", arg: 1, scope: !508, type: !510, flags: DIFlagArtificial | DIFlagObjectPointer)
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!511 = !DILocation(line: 0, scope: !508)
!512 = !DILocalVariable(name: "o", arg: 2, scope: !508, file: !2, line: 43, type: !92)
!513 = !DILocation(line: 43, column: 34, scope: !508)
!514 = !DILocation(line: 43, column: 52, scope: !508)
!515 = !DILocation(line: 43, column: 59, scope: !508)
!516 = !DILocation(line: 43, column: 54, scope: !508)
!517 = !DILocation(line: 43, column: 61, scope: !508)
!518 = !DILocation(line: 43, column: 64, scope: !508)
!519 = !DILocation(line: 43, column: 71, scope: !508)
!520 = !DILocation(line: 43, column: 66, scope: !508)
!521 = !DILocation(line: 43, column: 45, scope: !508)
!522 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!523 = !DILocalVariable(name: "n", arg: 1, scope: !522, file: !2, line: 47, type: !113)
!524 = !DILocation(line: 47, column: 23, scope: !522)
!525 = !DILocation(line: 47, column: 35, scope: !522)
!526 = !DILocation(line: 47, column: 37, scope: !522)
!527 = !DILocation(line: 47, column: 43, scope: !522)
!528 = !DILocation(line: 47, column: 51, scope: !522)
!529 = !DILocation(line: 47, column: 53, scope: !522)
!530 = !DILocation(line: 47, column: 47, scope: !522)
!531 = !DILocation(line: 47, column: 64, scope: !522)
!532 = !DILocation(line: 47, column: 66, scope: !522)
!533 = !DILocation(line: 47, column: 60, scope: !522)
!534 = !DILocation(line: 47, column: 58, scope: !522)
!535 = !DILocation(line: 47, column: 28, scope: !522)
!536 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !2, file: !2, line: 50, type: !537, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !539, retainedNodes: !152)
!537 = !DISubroutineType(types: !538)
!538 = !{!113, !113, !113, !113, !113}
!539 = !{!540}
!540 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !541)
!541 = !{!542, !542, !542, !542}
!542 = !DITemplateTypeParameter(type: !113)
!543 = !DILocalVariable(name: "ts", arg: 1, scope: !536, file: !2, line: 50, type: !113)
!544 = !DILocation(line: 50, column: 56, scope: !536)
!545 = !DILocalVariable(name: "ts", arg: 2, scope: !536, file: !2, line: 50, type: !113)
!546 = !DILocalVariable(name: "ts", arg: 3, scope: !536, file: !2, line: 50, type: !113)
!547 = !DILocalVariable(name: "ts", arg: 4, scope: !536, file: !2, line: 50, type: !113)
!548 = !DILocation(line: 50, column: 70, scope: !536)
!549 = !DILocation(line: 50, column: 75, scope: !536)
!550 = !DILocation(line: 50, column: 62, scope: !536)
!551 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !2, file: !2, line: 50, type: !552, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !554, retainedNodes: !152)
!552 = !DISubroutineType(types: !553)
!553 = !{!114, !114, !95}
!554 = !{!555}
!555 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !556)
!556 = !{!557, !558}
!557 = !DITemplateTypeParameter(type: !114)
!558 = !DITemplateTypeParameter(type: !95)
!559 = !DILocalVariable(name: "ts", arg: 1, scope: !551, file: !2, line: 50, type: !114)
!560 = !DILocation(line: 50, column: 56, scope: !551)
!561 = !DILocalVariable(name: "ts", arg: 2, scope: !551, file: !2, line: 50, type: !95)
!562 = !DILocation(line: 50, column: 70, scope: !551)
!563 = !DILocation(line: 50, column: 75, scope: !551)
!564 = !DILocation(line: 50, column: 62, scope: !551)
!565 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !566, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !569, retainedNodes: !152)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !113, !5, !568, !115}
!568 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!569 = !{!570}
!570 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !571)
!571 = !{!542, !572, !573, !574}
!572 = !DITemplateTypeParameter(type: !5)
!573 = !DITemplateTypeParameter(type: !568)
!574 = !DITemplateTypeParameter(type: !115)
!575 = !DILocalVariable(name: "ts", arg: 1, scope: !565, file: !2, line: 51, type: !113)
!576 = !DILocation(line: 51, column: 48, scope: !565)
!577 = !DILocalVariable(name: "ts", arg: 2, scope: !565, file: !2, line: 51, type: !5)
!578 = !DILocalVariable(name: "ts", arg: 3, scope: !565, file: !2, line: 51, type: !568)
!579 = !DILocalVariable(name: "ts", arg: 4, scope: !565, file: !2, line: 51, type: !115)
!580 = !DILocation(line: 51, column: 76, scope: !565)
!581 = !DILocation(line: 51, column: 56, scope: !565)
!582 = !DILocation(line: 51, column: 88, scope: !565)
!583 = !DILocation(line: 51, column: 102, scope: !565)
!584 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !2, file: !2, line: 53, type: !585, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !587, retainedNodes: !152)
!585 = !DISubroutineType(types: !586)
!586 = !{!178, !113}
!587 = !{!588}
!588 = !DITemplateTypeParameter(name: "T", type: !113)
!589 = !DILocalVariable(name: "v", arg: 1, scope: !584, file: !2, line: 53, type: !113)
!590 = !DILocation(line: 53, column: 46, scope: !584)
!591 = !DILocation(line: 54, column: 40, scope: !592)
!592 = distinct !DILexicalBlock(scope: !584, file: !2, line: 54, column: 17)
!593 = !DILocation(line: 54, column: 42, scope: !592)
!594 = !DILocation(line: 54, column: 33, scope: !592)
!595 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !2, file: !2, line: 53, type: !596, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !598, retainedNodes: !152)
!596 = !DISubroutineType(types: !597)
!597 = !{!178, !114}
!598 = !{!599}
!599 = !DITemplateTypeParameter(name: "T", type: !114)
!600 = !DILocalVariable(name: "v", arg: 1, scope: !595, file: !2, line: 53, type: !114)
!601 = !DILocation(line: 53, column: 46, scope: !595)
!602 = !DILocation(line: 55, column: 41, scope: !603)
!603 = distinct !DILexicalBlock(scope: !604, file: !2, line: 55, column: 22)
!604 = distinct !DILexicalBlock(scope: !595, file: !2, line: 54, column: 17)
!605 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !2, file: !2, line: 53, type: !606, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !608, retainedNodes: !152)
!606 = !DISubroutineType(types: !607)
!607 = !{!178, !178}
!608 = !{!609}
!609 = !DITemplateTypeParameter(name: "T", type: !178)
!610 = !DILocalVariable(name: "v", arg: 1, scope: !605, file: !2, line: 53, type: !178)
!611 = !DILocation(line: 53, column: 46, scope: !605)
!612 = !DILocation(line: 56, column: 8, scope: !613)
!613 = distinct !DILexicalBlock(scope: !614, file: !2, line: 55, column: 22)
!614 = distinct !DILexicalBlock(scope: !605, file: !2, line: 54, column: 17)
!615 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !224, file: !2, line: 63, type: !616, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !618, retainedNodes: !152)
!616 = !DISubroutineType(types: !617)
!617 = !{null, !239}
!618 = !DISubprogram(name: "Doubler", scope: !224, type: !616, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!619 = !DILocalVariable(name: "this", arg: 1, scope: !615, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!620 = !DILocation(line: 0, scope: !615)
!621 = !DILocation(line: 63, column: 8, scope: !615)
!622 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !230, retainedNodes: !152)
!623 = !DILocalVariable(name: "this", arg: 1, scope: !622, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 32)
!625 = !DILocation(line: 0, scope: !622)
!626 = !DILocalVariable(name: "x", arg: 2, scope: !622, file: !2, line: 61, type: !113)
!627 = !DILocation(line: 61, column: 15, scope: !622)
!628 = !DILocation(line: 61, column: 22, scope: !622)
!629 = !DILocation(line: 61, column: 20, scope: !622)
!630 = !DILocation(line: 61, column: 71, scope: !622)
!631 = !DILocation(line: 61, column: 66, scope: !622)
!632 = !DILocation(line: 61, column: 29, scope: !622)
!633 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !2, file: !2, line: 66, type: !634, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!634 = !DISubroutineType(types: !635)
!635 = !{!84, !84, !84}
!636 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 66, type: !84)
!637 = !DILocation(line: 66, column: 33, scope: !633)
!638 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 66, type: !84)
!639 = !DILocation(line: 66, column: 42, scope: !633)
!640 = !DILocation(line: 66, column: 75, scope: !633)
!641 = !DILocation(line: 66, column: 60, scope: !633)
!642 = !DILocation(line: 66, column: 94, scope: !633)
!643 = !DILocation(line: 66, column: 79, scope: !633)
!644 = !DILocation(line: 66, column: 77, scope: !633)
!645 = !DILocation(line: 66, column: 54, scope: !633)
!646 = !DILocation(line: 66, column: 47, scope: !633)
!647 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !181, retainedNodes: !152)
!648 = !DILocalVariable(name: "this", arg: 1, scope: !647, type: !649, flags: DIFlagArtificial | DIFlagObjectPointer)
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!650 = !DILocation(line: 0, scope: !647)
!651 = !DILocation(line: 72, column: 35, scope: !647)
!652 = !DILocation(line: 72, column: 40, scope: !647)
!653 = !DILocation(line: 72, column: 28, scope: !647)
!654 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!655 = !DILocalVariable(name: "this", arg: 1, scope: !654, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!656 = !DILocation(line: 0, scope: !654)
!657 = !DILocation(line: 74, column: 24, scope: !654)
!658 = !DILocation(line: 74, column: 31, scope: !654)
!659 = !DILocation(line: 74, column: 33, scope: !660)
!660 = distinct !DILexicalBlock(scope: !654, file: !2, line: 74, column: 31)
!661 = !DILocation(line: 74, column: 38, scope: !660)
!662 = !DILocation(line: 74, column: 43, scope: !654)
!663 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !395, file: !2, line: 136, type: !664, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !667, retainedNodes: !152)
!664 = !DISubroutineType(types: !665)
!665 = !{!113, !666}
!666 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!667 = !DISubprogram(name: "operator()", scope: !395, file: !2, line: 136, type: !664, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!668 = !DILocalVariable(name: "this", arg: 1, scope: !663, type: !669, flags: DIFlagArtificial | DIFlagObjectPointer)
!669 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 32)
!670 = !DILocation(line: 0, scope: !663)
!671 = !DILocation(line: 136, column: 51, scope: !663)
!672 = !DILocation(line: 136, column: 58, scope: !663)
!673 = !DILocation(line: 136, column: 59, scope: !663)
!674 = !DILocation(line: 136, column: 56, scope: !663)
!675 = !DILocation(line: 136, column: 44, scope: !663)
!676 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !404, file: !2, line: 138, type: !677, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !681, retainedNodes: !152)
!677 = !DISubroutineType(types: !678)
!678 = !{!113, !679}
!679 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !680, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !404)
!681 = !DISubprogram(name: "operator()", scope: !404, file: !2, line: 138, type: !677, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!682 = !DILocalVariable(name: "this", arg: 1, scope: !676, type: !683, flags: DIFlagArtificial | DIFlagObjectPointer)
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !680, size: 32)
!684 = !DILocation(line: 0, scope: !676)
!685 = !DILocation(line: 138, column: 29, scope: !676)
!686 = !DILocation(line: 138, column: 34, scope: !676)
!687 = !DILocation(line: 138, column: 40, scope: !676)
!688 = !DILocation(line: 138, column: 38, scope: !676)
!689 = !DILocation(line: 138, column: 22, scope: !676)
!690 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !120, file: !2, line: 92, type: !691, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !693, retainedNodes: !152)
!691 = !DISubroutineType(types: !692)
!692 = !{null, !151}
!693 = !DISubprogram(name: "Accum", scope: !120, type: !691, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!694 = !DILocalVariable(name: "this", arg: 1, scope: !690, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!695 = !DILocation(line: 0, scope: !690)
!696 = !DILocation(line: 93, column: 7, scope: !690)
!697 = !DILocation(line: 92, column: 8, scope: !690)
!698 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!699 = !DILocation(line: 0, scope: !119)
!700 = !DILocation(line: 94, column: 39, scope: !119)
!701 = !DILocation(line: 94, column: 32, scope: !119)
!702 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!703 = !DILocalVariable(name: "this", arg: 1, scope: !702, type: !704, flags: DIFlagArtificial | DIFlagObjectPointer)
!704 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32)
!705 = !DILocation(line: 0, scope: !702)
!706 = !DILocalVariable(name: "a", arg: 2, scope: !702, file: !2, line: 89, type: !113)
!707 = !DILocation(line: 89, column: 21, scope: !702)
!708 = !DILocation(line: 89, column: 39, scope: !702)
!709 = !DILocation(line: 89, column: 45, scope: !702)
!710 = !DILocation(line: 89, column: 51, scope: !702)
!711 = !DILocation(line: 89, column: 32, scope: !702)
!712 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!713 = !DILocalVariable(name: "this", arg: 1, scope: !712, type: !714, flags: DIFlagArtificial | DIFlagObjectPointer)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32)
!715 = !DILocation(line: 0, scope: !712)
!716 = !DILocation(line: 88, column: 21, scope: !717)
!717 = distinct !DILexicalBlock(scope: !718, file: !2, line: 88, column: 21)
!718 = distinct !DILexicalBlock(scope: !712, file: !2, line: 88, column: 15)
!719 = !DILocation(line: 88, column: 21, scope: !718)
!720 = !DILocation(line: 88, column: 31, scope: !717)
!721 = !DILocation(line: 88, column: 40, scope: !717)
!722 = !DILocation(line: 88, column: 47, scope: !712)
!723 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !243, file: !2, line: 83, type: !724, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !727, declaration: !726, retainedNodes: !152)
!724 = !DISubroutineType(types: !725)
!725 = !{null, !254, !241}
!726 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !243, file: !2, line: 83, type: !724, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !727)
!727 = !{!728}
!728 = !DITemplateTypeParameter(name: "F", type: !241)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !723, type: !730, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 32)
!731 = !DILocation(line: 0, scope: !723)
!732 = !DILocalVariable(name: "f", arg: 2, scope: !723, file: !2, line: 83, type: !241)
!733 = !DILocation(line: 83, column: 36, scope: !723)
!734 = !DILocation(line: 79, column: 9, scope: !723)
!735 = !DILocation(line: 80, column: 7, scope: !723)
!736 = !DILocation(line: 81, column: 10, scope: !723)
!737 = !DILocation(line: 84, column: 17, scope: !738)
!738 = distinct !DILexicalBlock(scope: !723, file: !2, line: 83, column: 39)
!739 = !DILocation(line: 84, column: 38, scope: !738)
!740 = !DILocation(line: 84, column: 5, scope: !738)
!741 = !DILocation(line: 84, column: 10, scope: !738)
!742 = !DILocation(line: 85, column: 13, scope: !738)
!743 = !DILocation(line: 85, column: 5, scope: !738)
!744 = !DILocation(line: 85, column: 11, scope: !738)
!745 = !DILocation(line: 86, column: 16, scope: !738)
!746 = !DILocation(line: 86, column: 5, scope: !738)
!747 = !DILocation(line: 86, column: 14, scope: !738)
!748 = !DILocation(line: 87, column: 3, scope: !723)
!749 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!750 = !DILocalVariable(name: "this", arg: 1, scope: !749, type: !751, flags: DIFlagArtificial | DIFlagObjectPointer)
!751 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 32)
!752 = !DILocation(line: 0, scope: !749)
!753 = !DILocalVariable(name: "a", arg: 2, scope: !749, file: !2, line: 89, type: !114)
!754 = !DILocation(line: 89, column: 21, scope: !749)
!755 = !DILocalVariable(name: "a", arg: 3, scope: !749, file: !2, line: 89, type: !114)
!756 = !DILocation(line: 89, column: 39, scope: !749)
!757 = !DILocation(line: 89, column: 45, scope: !749)
!758 = !DILocation(line: 89, column: 51, scope: !749)
!759 = !DILocation(line: 89, column: 32, scope: !749)
!760 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!761 = !DILocalVariable(name: "this", arg: 1, scope: !760, type: !730, flags: DIFlagArtificial | DIFlagObjectPointer)
!762 = !DILocation(line: 0, scope: !760)
!763 = !DILocation(line: 88, column: 21, scope: !764)
!764 = distinct !DILexicalBlock(scope: !765, file: !2, line: 88, column: 21)
!765 = distinct !DILexicalBlock(scope: !760, file: !2, line: 88, column: 15)
!766 = !DILocation(line: 88, column: 21, scope: !765)
!767 = !DILocation(line: 88, column: 31, scope: !764)
!768 = !DILocation(line: 88, column: 40, scope: !764)
!769 = !DILocation(line: 88, column: 47, scope: !760)
!770 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !771, retainedNodes: !152)
!771 = !DISubprogram(name: "~Bird", scope: !160, type: !185, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!772 = !DILocalVariable(name: "this", arg: 1, scope: !770, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!773 = !DILocation(line: 0, scope: !770)
!774 = !DILocation(line: 74, column: 8, scope: !775)
!775 = distinct !DILexicalBlock(scope: !770, file: !2, line: 74, column: 8)
!776 = !DILocation(line: 74, column: 8, scope: !770)
!777 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!778 = !DILocalVariable(name: "this", arg: 1, scope: !777, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!779 = !DILocation(line: 0, scope: !777)
!780 = !DILocation(line: 28, column: 14, scope: !781)
!781 = distinct !DILexicalBlock(scope: !777, file: !2, line: 28, column: 12)
!782 = !DILocation(line: 28, column: 23, scope: !777)
!783 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !227, file: !2, line: 59, type: !784, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !786, retainedNodes: !152)
!784 = !DISubroutineType(types: !785)
!785 = !{null, !233}
!786 = !DISubprogram(name: "Counter", scope: !227, type: !784, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!787 = !DILocalVariable(name: "this", arg: 1, scope: !783, type: !624, flags: DIFlagArtificial | DIFlagObjectPointer)
!788 = !DILocation(line: 0, scope: !783)
!789 = !DILocation(line: 60, column: 7, scope: !783)
!790 = !DILocation(line: 59, column: 36, scope: !783)
!791 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !163, file: !2, line: 68, type: !172, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !792, retainedNodes: !152)
!792 = !DISubprogram(name: "Animal", scope: !163, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!793 = !DILocalVariable(name: "this", arg: 1, scope: !791, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!795 = !DILocation(line: 0, scope: !791)
!796 = !DILocation(line: 68, column: 8, scope: !791)
!797 = !DILocation(line: 69, column: 7, scope: !791)
!798 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !771, retainedNodes: !152)
!799 = !DILocalVariable(name: "this", arg: 1, scope: !798, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!800 = !DILocation(line: 0, scope: !798)
!801 = !DILocation(line: 74, column: 8, scope: !798)
!802 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !188, retainedNodes: !152)
!803 = !DILocalVariable(name: "this", arg: 1, scope: !802, type: !804, flags: DIFlagArtificial | DIFlagObjectPointer)
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32)
!805 = !DILocation(line: 0, scope: !802)
!806 = !DILocation(line: 74, column: 82, scope: !802)
!807 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!808 = !DILocalVariable(name: "this", arg: 1, scope: !807, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!809 = !DILocation(line: 0, scope: !807)
!810 = !DILocation(line: 70, column: 29, scope: !807)
!811 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!812 = !DILocalVariable(name: "this", arg: 1, scope: !811, type: !794, flags: DIFlagArtificial | DIFlagObjectPointer)
!813 = !DILocation(line: 0, scope: !811)
!814 = !DILocation(line: 70, column: 29, scope: !811)
!815 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !175, retainedNodes: !152)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !649, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DILocation(line: 0, scope: !815)
!818 = !DILocation(line: 71, column: 39, scope: !815)
!819 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !820, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !823, declaration: !822, retainedNodes: !152)
!820 = !DISubroutineType(types: !821)
!821 = !{null, !141, !118}
!822 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !126, file: !2, line: 83, type: !820, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !823)
!823 = !{!824}
!824 = !DITemplateTypeParameter(name: "F", type: !118)
!825 = !DILocalVariable(name: "this", arg: 1, scope: !819, type: !714, flags: DIFlagArtificial | DIFlagObjectPointer)
!826 = !DILocation(line: 0, scope: !819)
!827 = !DILocalVariable(name: "f", arg: 2, scope: !819, file: !2, line: 83, type: !118)
!828 = !DILocation(line: 83, column: 36, scope: !819)
!829 = !DILocation(line: 79, column: 9, scope: !819)
!830 = !DILocation(line: 80, column: 7, scope: !819)
!831 = !DILocation(line: 81, column: 10, scope: !819)
!832 = !DILocation(line: 84, column: 17, scope: !833)
!833 = distinct !DILexicalBlock(scope: !819, file: !2, line: 83, column: 39)
!834 = !DILocation(line: 84, column: 38, scope: !833)
!835 = !DILocation(line: 84, column: 36, scope: !833)
!836 = !DILocation(line: 84, column: 5, scope: !833)
!837 = !DILocation(line: 84, column: 10, scope: !833)
!838 = !DILocation(line: 85, column: 13, scope: !833)
!839 = !DILocation(line: 85, column: 5, scope: !833)
!840 = !DILocation(line: 85, column: 11, scope: !833)
!841 = !DILocation(line: 86, column: 16, scope: !833)
!842 = !DILocation(line: 86, column: 5, scope: !833)
!843 = !DILocation(line: 86, column: 14, scope: !833)
!844 = !DILocation(line: 87, column: 3, scope: !819)
!845 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !2, file: !2, line: 17, type: !846, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !851, retainedNodes: !152)
!846 = !DISubroutineType(types: !847)
!847 = !{!848, !853}
!848 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !849, size: 32)
!849 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !850, file: !2, line: 16, baseType: !118)
!850 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !851, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!851 = !{!852}
!852 = !DITemplateTypeParameter(name: "T", type: !853)
!853 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 32)
!854 = !DILocalVariable(name: "t", arg: 1, scope: !845, file: !2, line: 17, type: !853)
!855 = !DILocation(line: 17, column: 63, scope: !845)
!856 = !DILocation(line: 17, column: 120, scope: !845)
!857 = !DILocation(line: 17, column: 68, scope: !845)
!858 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !859, file: !2, line: 85, type: !866, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !868, retainedNodes: !152)
!859 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !819, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !860, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!860 = !{!861}
!861 = !DISubprogram(name: "operator()", scope: !859, file: !2, line: 85, type: !862, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!862 = !DISubroutineType(types: !863)
!863 = !{!113, !864, !129, !113}
!864 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !865, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!865 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !859)
!866 = !DISubroutineType(types: !867)
!867 = !{!131, !864}
!868 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !859, type: !866, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!869 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !870, flags: DIFlagArtificial | DIFlagObjectPointer)
!870 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !865, size: 32)
!871 = !DILocation(line: 0, scope: !858)
!872 = !DILocation(line: 85, column: 13, scope: !858)
!873 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !874, file: !2, line: 86, type: !875, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !879, retainedNodes: !152)
!874 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !819, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!875 = !DISubroutineType(types: !876)
!876 = !{!135, !877}
!877 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !878, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!878 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !874)
!879 = !DISubprogram(name: "operator void (*)(void *)", scope: !874, type: !875, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!880 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !881, flags: DIFlagArtificial | DIFlagObjectPointer)
!881 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !878, size: 32)
!882 = !DILocation(line: 0, scope: !873)
!883 = !DILocation(line: 86, column: 16, scope: !873)
!884 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !859, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !885, retainedNodes: !152)
!885 = !DISubprogram(name: "__invoke", scope: !859, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!886 = !DILocalVariable(name: "o", arg: 1, scope: !884, type: !129)
!887 = !DILocation(line: 0, scope: !884)
!888 = !DILocalVariable(name: "a", arg: 2, scope: !884, type: !113)
!889 = !DILocation(line: 85, column: 13, scope: !884)
!890 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !859, file: !2, line: 85, type: !862, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !861, retainedNodes: !152)
!891 = !DILocalVariable(name: "this", arg: 1, scope: !890, type: !870, flags: DIFlagArtificial | DIFlagObjectPointer)
!892 = !DILocation(line: 0, scope: !890)
!893 = !DILocalVariable(name: "o", arg: 2, scope: !890, file: !2, line: 85, type: !129)
!894 = !DILocation(line: 85, column: 22, scope: !890)
!895 = !DILocalVariable(name: "a", arg: 3, scope: !890, file: !2, line: 85, type: !113)
!896 = !DILocation(line: 85, column: 30, scope: !890)
!897 = !DILocation(line: 85, column: 66, scope: !890)
!898 = !DILocation(line: 85, column: 70, scope: !890)
!899 = !DILocation(line: 85, column: 47, scope: !890)
!900 = !DILocation(line: 85, column: 40, scope: !890)
!901 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !118, file: !2, line: 94, type: !902, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !906, retainedNodes: !152)
!902 = !DISubroutineType(types: !903)
!903 = !{!113, !904, !113}
!904 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !905, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!905 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!906 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !902, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!907 = !DILocalVariable(name: "this", arg: 1, scope: !901, type: !908, flags: DIFlagArtificial | DIFlagObjectPointer)
!908 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !905, size: 32)
!909 = !DILocation(line: 0, scope: !901)
!910 = !DILocalVariable(name: "v", arg: 2, scope: !901, file: !2, line: 94, type: !113)
!911 = !DILocation(line: 94, column: 50, scope: !901)
!912 = !DILocation(line: 94, column: 71, scope: !901)
!913 = !DILocation(line: 94, column: 62, scope: !901)
!914 = !DILocation(line: 94, column: 68, scope: !901)
!915 = !DILocation(line: 94, column: 55, scope: !901)
!916 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !874, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !917, retainedNodes: !152)
!917 = !DISubprogram(name: "__invoke", scope: !874, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!918 = !DILocalVariable(name: "o", arg: 1, scope: !916, type: !129)
!919 = !DILocation(line: 0, scope: !916)
!920 = !DILocation(line: 86, column: 16, scope: !916)
!921 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !874, file: !2, line: 86, type: !922, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !924, retainedNodes: !152)
!922 = !DISubroutineType(types: !923)
!923 = !{null, !877, !129}
!924 = !DISubprogram(name: "operator()", scope: !874, file: !2, line: 86, type: !922, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!925 = !DILocalVariable(name: "this", arg: 1, scope: !921, type: !881, flags: DIFlagArtificial | DIFlagObjectPointer)
!926 = !DILocation(line: 0, scope: !921)
!927 = !DILocalVariable(name: "o", arg: 2, scope: !921, file: !2, line: 86, type: !129)
!928 = !DILocation(line: 86, column: 25, scope: !921)
!929 = !DILocation(line: 86, column: 47, scope: !921)
!930 = !DILocation(line: 86, column: 62, scope: !921)
!931 = !DILocation(line: 86, column: 57, scope: !921)
!932 = !DILocation(line: 86, column: 66, scope: !921)
!933 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!934 = !DILocalVariable(name: "this", arg: 1, scope: !933, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!935 = !DILocation(line: 0, scope: !933)
!936 = !DILocalVariable(name: "p", arg: 2, scope: !933, file: !2, line: 24, type: !159)
!937 = !DILocation(line: 24, column: 21, scope: !933)
!938 = !DILocation(line: 24, column: 36, scope: !933)
!939 = !DILocation(line: 24, column: 39, scope: !933)
!940 = !DILocation(line: 24, column: 43, scope: !933)
!941 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !213, retainedNodes: !152)
!942 = !DILocalVariable(name: "this", arg: 1, scope: !941, type: !457, flags: DIFlagArtificial | DIFlagObjectPointer)
!943 = !DILocation(line: 0, scope: !941)
!944 = !DILocation(line: 29, column: 22, scope: !945)
!945 = distinct !DILexicalBlock(scope: !941, file: !2, line: 29, column: 22)
!946 = !DILocation(line: 29, column: 22, scope: !941)
!947 = !DILocation(line: 29, column: 28, scope: !948)
!948 = distinct !DILexicalBlock(scope: !945, file: !2, line: 29, column: 26)
!949 = !DILocation(line: 29, column: 33, scope: !948)
!950 = !DILocation(line: 29, column: 43, scope: !948)
!951 = !DILocation(line: 29, column: 38, scope: !948)
!952 = !DILocation(line: 29, column: 48, scope: !948)
!953 = !DILocation(line: 29, column: 51, scope: !948)
!954 = !DILocation(line: 29, column: 62, scope: !948)
!955 = !DILocation(line: 29, column: 64, scope: !941)
!956 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !236, retainedNodes: !152)
!957 = !DILocalVariable(name: "this", arg: 1, scope: !956, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!958 = !DILocation(line: 0, scope: !956)
!959 = !DILocalVariable(name: "x", arg: 2, scope: !956, file: !2, line: 63, type: !113)
!960 = !DILocation(line: 63, column: 50, scope: !956)
!961 = !DILocation(line: 63, column: 66, scope: !956)
!962 = !DILocation(line: 63, column: 64, scope: !956)
!963 = !DILocation(line: 63, column: 55, scope: !956)
!964 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !2, file: !2, line: 17, type: !965, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !970, retainedNodes: !152)
!965 = !DISubroutineType(types: !966)
!966 = !{!967, !972}
!967 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !968, size: 32)
!968 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !969, file: !2, line: 16, baseType: !241)
!969 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !970)
!970 = !{!971}
!971 = !DITemplateTypeParameter(name: "T", type: !972)
!972 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 32)
!973 = !DILocalVariable(name: "t", arg: 1, scope: !964, file: !2, line: 17, type: !972)
!974 = !DILocation(line: 17, column: 63, scope: !964)
!975 = !DILocation(line: 17, column: 120, scope: !964)
!976 = !DILocation(line: 17, column: 68, scope: !964)
!977 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !978, file: !2, line: 85, type: !985, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !987, retainedNodes: !152)
!978 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !723, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !979)
!979 = !{!980}
!980 = !DISubprogram(name: "operator()", scope: !978, file: !2, line: 85, type: !981, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!981 = !DISubroutineType(types: !982)
!982 = !{!114, !983, !129, !114, !114}
!983 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !984, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!984 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !978)
!985 = !DISubroutineType(types: !986)
!986 = !{!247, !983}
!987 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !978, type: !985, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!988 = !DILocalVariable(name: "this", arg: 1, scope: !977, type: !989, flags: DIFlagArtificial | DIFlagObjectPointer)
!989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !984, size: 32)
!990 = !DILocation(line: 0, scope: !977)
!991 = !DILocation(line: 85, column: 13, scope: !977)
!992 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !993, file: !2, line: 86, type: !994, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !998, retainedNodes: !152)
!993 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !723, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!994 = !DISubroutineType(types: !995)
!995 = !{!135, !996}
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!997 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !993)
!998 = !DISubprogram(name: "operator void (*)(void *)", scope: !993, type: !994, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!999 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !1000, flags: DIFlagArtificial | DIFlagObjectPointer)
!1000 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 32)
!1001 = !DILocation(line: 0, scope: !992)
!1002 = !DILocation(line: 86, column: 16, scope: !992)
!1003 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !978, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1004, retainedNodes: !152)
!1004 = !DISubprogram(name: "__invoke", scope: !978, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1005 = !DILocalVariable(name: "o", arg: 1, scope: !1003, type: !129)
!1006 = !DILocation(line: 0, scope: !1003)
!1007 = !DILocalVariable(name: "a", arg: 2, scope: !1003, type: !114)
!1008 = !DILocalVariable(name: "a", arg: 3, scope: !1003, type: !114)
!1009 = !DILocation(line: 85, column: 13, scope: !1003)
!1010 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !978, file: !2, line: 85, type: !981, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !980, retainedNodes: !152)
!1011 = !DILocalVariable(name: "this", arg: 1, scope: !1010, type: !989, flags: DIFlagArtificial | DIFlagObjectPointer)
!1012 = !DILocation(line: 0, scope: !1010)
!1013 = !DILocalVariable(name: "o", arg: 2, scope: !1010, file: !2, line: 85, type: !129)
!1014 = !DILocation(line: 85, column: 22, scope: !1010)
!1015 = !DILocalVariable(name: "a", arg: 3, scope: !1010, file: !2, line: 85, type: !114)
!1016 = !DILocation(line: 85, column: 30, scope: !1010)
!1017 = !DILocalVariable(name: "a", arg: 4, scope: !1010, file: !2, line: 85, type: !114)
!1018 = !DILocation(line: 85, column: 66, scope: !1010)
!1019 = !DILocation(line: 85, column: 70, scope: !1010)
!1020 = !DILocation(line: 85, column: 47, scope: !1010)
!1021 = !DILocation(line: 85, column: 40, scope: !1010)
!1022 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !241, file: !2, line: 147, type: !1023, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1027, retainedNodes: !152)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{!114, !1025, !114, !114}
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1026, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1026 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!1027 = !DISubprogram(name: "operator()", scope: !241, file: !2, line: 147, type: !1023, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1028 = !DILocalVariable(name: "this", arg: 1, scope: !1022, type: !1029, flags: DIFlagArtificial | DIFlagObjectPointer)
!1029 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1026, size: 32)
!1030 = !DILocation(line: 0, scope: !1022)
!1031 = !DILocalVariable(name: "x", arg: 2, scope: !1022, file: !2, line: 147, type: !114)
!1032 = !DILocation(line: 147, column: 52, scope: !1022)
!1033 = !DILocalVariable(name: "y", arg: 3, scope: !1022, file: !2, line: 147, type: !114)
!1034 = !DILocation(line: 147, column: 62, scope: !1022)
!1035 = !DILocation(line: 147, column: 74, scope: !1022)
!1036 = !DILocation(line: 147, column: 78, scope: !1022)
!1037 = !DILocation(line: 147, column: 82, scope: !1022)
!1038 = !DILocation(line: 147, column: 86, scope: !1022)
!1039 = !DILocation(line: 147, column: 84, scope: !1022)
!1040 = !DILocation(line: 147, column: 80, scope: !1022)
!1041 = !DILocation(line: 147, column: 67, scope: !1022)
!1042 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !993, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1043, retainedNodes: !152)
!1043 = !DISubprogram(name: "__invoke", scope: !993, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1044 = !DILocalVariable(name: "o", arg: 1, scope: !1042, type: !129)
!1045 = !DILocation(line: 0, scope: !1042)
!1046 = !DILocation(line: 86, column: 16, scope: !1042)
!1047 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !993, file: !2, line: 86, type: !1048, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1050, retainedNodes: !152)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{null, !996, !129}
!1050 = !DISubprogram(name: "operator()", scope: !993, file: !2, line: 86, type: !1048, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1051 = !DILocalVariable(name: "this", arg: 1, scope: !1047, type: !1000, flags: DIFlagArtificial | DIFlagObjectPointer)
!1052 = !DILocation(line: 0, scope: !1047)
!1053 = !DILocalVariable(name: "o", arg: 2, scope: !1047, file: !2, line: 86, type: !129)
!1054 = !DILocation(line: 86, column: 25, scope: !1047)
!1055 = !DILocation(line: 86, column: 47, scope: !1047)
!1056 = !DILocation(line: 86, column: 62, scope: !1047)
!1057 = !DILocation(line: 86, column: 57, scope: !1047)
!1058 = !DILocation(line: 86, column: 66, scope: !1047)

; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() #0 personality ptr @__gxx_personality_v0 !dbg !242 {
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
    #dbg_declare(ptr %2, !273, !DIExpression(), !274)
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 8 %2), !dbg !275
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
  %28 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %29 unwind label %113, !dbg !278

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %28) #9, !dbg !278
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %31 unwind label %117, !dbg !279

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32, !dbg !280
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %34 unwind label %117, !dbg !281

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32, !dbg !282
  %36 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %117, !dbg !283

37:                                               ; preds = %34
  %38 = load ptr, ptr %36, align 8, !dbg !284
  %39 = getelementptr inbounds ptr, ptr %38, i64 2, !dbg !284
  %40 = load ptr, ptr %39, align 8, !dbg !284
  %41 = invoke noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(12) %36)
          to label %42 unwind label %117, !dbg !284

42:                                               ; preds = %37
  %43 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %32, i32 noundef signext %35, ptr noundef %41)
          to label %44 unwind label %117, !dbg !285

44:                                               ; preds = %42
    #dbg_declare(ptr %6, !286, !DIExpression(), !287)
    #dbg_declare(ptr %6, !288, !DIExpression(DW_OP_plus_uconst, 4), !289)
    #dbg_declare(ptr %6, !290, !DIExpression(DW_OP_plus_uconst, 8), !291)
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef signext 7)
          to label %45 unwind label %117, !dbg !292

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0, !dbg !287
  %47 = load i32, ptr %46, align 4, !dbg !293
  %48 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1, !dbg !289
  %49 = load i32, ptr %48, align 4, !dbg !294
  %50 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2, !dbg !291
  %51 = load i32, ptr %50, align 4, !dbg !295
  %52 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %47, i32 noundef signext %49, i32 noundef signext %51)
          to label %53 unwind label %117, !dbg !296

53:                                               ; preds = %45
    #dbg_declare(ptr %7, !297, !DIExpression(), !301)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.arr, i64 12, i1 false), !dbg !301
    #dbg_declare(ptr %8, !302, !DIExpression(DW_OP_deref), !303)
    #dbg_declare(ptr %8, !304, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !305)
    #dbg_declare(ptr %8, !306, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !307)
  store ptr %7, ptr %8, align 8, !dbg !308
  %54 = load ptr, ptr %8, align 8, !dbg !305
  %55 = getelementptr inbounds [3 x i32], ptr %54, i64 0, i64 1, !dbg !305
  store i32 50, ptr %55, align 4, !dbg !309
  %56 = load ptr, ptr %8, align 8, !dbg !303
  %57 = getelementptr inbounds [3 x i32], ptr %56, i64 0, i64 0, !dbg !303
  %58 = load i32, ptr %57, align 4, !dbg !310
  %59 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 1, !dbg !311
  %60 = load i32, ptr %59, align 4, !dbg !311
  %61 = load ptr, ptr %8, align 8, !dbg !307
  %62 = getelementptr inbounds [3 x i32], ptr %61, i64 0, i64 2, !dbg !307
  %63 = load i32, ptr %62, align 4, !dbg !312
  %64 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %58, i32 noundef signext %60, i32 noundef signext %63)
          to label %65 unwind label %117, !dbg !313

65:                                               ; preds = %53
    #dbg_declare(ptr %9, !314, !DIExpression(), !315)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.v, i64 8, i1 false), !dbg !315
    #dbg_declare(ptr %10, !316, !DIExpression(), !317)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.w, i64 8, i1 false), !dbg !317
  %66 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef signext 1)
          to label %67 unwind label %117, !dbg !318

67:                                               ; preds = %65
  %68 = load float, ptr %66, align 4, !dbg !319
  %69 = fadd float %68, 1.000000e+00, !dbg !319
  store float %69, ptr %66, align 4, !dbg !319
  %70 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0, !dbg !320
  %71 = load float, ptr %70, align 4, !dbg !320
  %72 = fpext float %71 to double, !dbg !321
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1, !dbg !322
  %74 = load float, ptr %73, align 4, !dbg !322
  %75 = fpext float %74 to double, !dbg !323
  %76 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0, !dbg !324
  store float 2.500000e+00, ptr %76, align 4, !dbg !324
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1, !dbg !324
  store float 4.000000e+00, ptr %77, align 4, !dbg !324
  %78 = load i64, ptr %11, align 4, !dbg !325
  %79 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, i64 %78)
          to label %80 unwind label %117, !dbg !325

80:                                               ; preds = %67
  %81 = zext i1 %79 to i32, !dbg !326
  %82 = invoke noundef signext i32 @_Z3fibi(i32 noundef signext 15)
          to label %83 unwind label %117, !dbg !327

83:                                               ; preds = %80
  %84 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %72, double noundef %75, i32 noundef signext %81, i32 noundef signext %82)
          to label %85 unwind label %117, !dbg !328

85:                                               ; preds = %83
  %86 = invoke noundef signext i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
          to label %87 unwind label %117, !dbg !329

87:                                               ; preds = %85
  %88 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %89 unwind label %117, !dbg !330

89:                                               ; preds = %87
  %90 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %86, double noundef %88)
          to label %91 unwind label %117, !dbg !331

91:                                               ; preds = %89
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef signext 1, i8 noundef zeroext 65, i64 noundef 3, i16 noundef signext -4)
          to label %92 unwind label %117, !dbg !332

92:                                               ; preds = %91
  %93 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef signext 3)
          to label %94 unwind label %117, !dbg !333

94:                                               ; preds = %92
  %95 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %96 unwind label %117, !dbg !334

96:                                               ; preds = %94
  %97 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %98 unwind label %117, !dbg !335

98:                                               ; preds = %96
  %99 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %93, ptr noundef %95, ptr noundef %97)
          to label %100 unwind label %117, !dbg !336

100:                                              ; preds = %98
    #dbg_declare(ptr %12, !337, !DIExpression(), !338)
  call void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9, !dbg !338
    #dbg_declare(ptr %13, !339, !DIExpression(), !340)
  store i32 0, ptr %13, align 4, !dbg !340
    #dbg_declare(ptr %14, !341, !DIExpression(), !343)
  store i32 0, ptr %14, align 4, !dbg !343
  br label %101, !dbg !344

101:                                              ; preds = %110, %100
  %102 = load i32, ptr %14, align 4, !dbg !345
  %103 = icmp slt i32 %102, 4, !dbg !347
  br i1 %103, label %104, label %121, !dbg !348

104:                                              ; preds = %101
  %105 = load i32, ptr %14, align 4, !dbg !349
  %106 = invoke noundef signext i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef signext %105)
          to label %107 unwind label %117, !dbg !350

107:                                              ; preds = %104
  %108 = load i32, ptr %13, align 4, !dbg !351
  %109 = add nsw i32 %108, %106, !dbg !351
  store i32 %109, ptr %13, align 4, !dbg !351
  br label %110, !dbg !352

110:                                              ; preds = %107
  %111 = load i32, ptr %14, align 4, !dbg !353
  %112 = add nsw i32 %111, 1, !dbg !353
  store i32 %112, ptr %14, align 4, !dbg !353
  br label %101, !dbg !354, !llvm.loop !355

113:                                              ; preds = %0
  %114 = landingpad { ptr, i32 }
          cleanup, !dbg !358
  %115 = extractvalue { ptr, i32 } %114, 0, !dbg !358
  store ptr %115, ptr %4, align 8, !dbg !358
  %116 = extractvalue { ptr, i32 } %114, 1, !dbg !358
  store i32 %116, ptr %5, align 4, !dbg !358
  br label %227, !dbg !358

117:                                              ; preds = %132, %128, %126, %121, %104, %98, %96, %94, %92, %91, %89, %87, %85, %83, %80, %67, %65, %53, %45, %44, %42, %37, %34, %31, %29
  %118 = landingpad { ptr, i32 }
          cleanup, !dbg !358
  %119 = extractvalue { ptr, i32 } %118, 0, !dbg !358
  store ptr %119, ptr %4, align 8, !dbg !358
  %120 = extractvalue { ptr, i32 } %118, 1, !dbg !358
  store i32 %120, ptr %5, align 4, !dbg !358
  br label %226, !dbg !358

121:                                              ; preds = %101
  %122 = load i32, ptr %13, align 4, !dbg !359
  %123 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0, !dbg !360
  %124 = load i32, ptr %123, align 4, !dbg !360
  %125 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %122, i32 noundef signext %124)
          to label %126 unwind label %117, !dbg !361

126:                                              ; preds = %121
    #dbg_declare(ptr %15, !362, !DIExpression(), !363)
  %127 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %128 unwind label %117, !dbg !364

128:                                              ; preds = %126
  store i8 %127, ptr %15, align 1, !dbg !363
  %129 = load i8, ptr %15, align 1, !dbg !365
  %130 = zext i8 %129 to i32, !dbg !366
  %131 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef zeroext %130)
          to label %132 unwind label %117, !dbg !367

132:                                              ; preds = %128
    #dbg_declare(ptr %16, !368, !DIExpression(), !370)
  store i64 8, ptr %16, align 8, !dbg !370
    #dbg_declare(ptr %17, !371, !DIExpression(), !373)
  store { i64, i64 } { i64 17, i64 0 }, ptr %17, align 8, !dbg !373
    #dbg_declare(ptr %18, !374, !DIExpression(), !376)
  store { i64, i64 } { i64 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i64), i64 0 }, ptr %18, align 8, !dbg !376
    #dbg_declare(ptr %19, !377, !DIExpression(), !378)
  invoke void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19)
          to label %133 unwind label %117, !dbg !378

133:                                              ; preds = %132
    #dbg_declare(ptr %20, !379, !DIExpression(), !381)
  store ptr %19, ptr %20, align 8, !dbg !381
  %134 = load ptr, ptr %20, align 8, !dbg !382
  %135 = load i64, ptr %16, align 8, !dbg !383
  %136 = getelementptr inbounds i8, ptr %134, i64 %135, !dbg !384
  %137 = load i32, ptr %136, align 4, !dbg !384
  %138 = load ptr, ptr %20, align 8, !dbg !385
  %139 = load { i64, i64 }, ptr %17, align 8, !dbg !386
  %140 = extractvalue { i64, i64 } %139, 1, !dbg !387
  %141 = getelementptr inbounds i8, ptr %138, i64 %140, !dbg !387
  %142 = extractvalue { i64, i64 } %139, 0, !dbg !387
  %143 = and i64 %142, 1, !dbg !387
  %144 = icmp ne i64 %143, 0, !dbg !387
  br i1 %144, label %145, label %150, !dbg !387

145:                                              ; preds = %133
  %146 = load ptr, ptr %141, align 8, !dbg !387
  %147 = sub i64 %142, 1, !dbg !387
  %148 = getelementptr i8, ptr %146, i64 %147, !dbg !387, !nosanitize !152
  %149 = load ptr, ptr %148, align 8, !dbg !387, !nosanitize !152
  br label %152, !dbg !387

150:                                              ; preds = %133
  %151 = inttoptr i64 %142 to ptr, !dbg !387
  br label %152, !dbg !387

152:                                              ; preds = %150, %145
  %153 = phi ptr [ %149, %145 ], [ %151, %150 ], !dbg !387
  %154 = invoke noundef ptr %153(ptr noundef nonnull align 8 dereferenceable(12) %141)
          to label %155 unwind label %167, !dbg !387

155:                                              ; preds = %152
  %156 = load { i64, i64 }, ptr %18, align 8, !dbg !388
  %157 = extractvalue { i64, i64 } %156, 1, !dbg !389
  %158 = getelementptr inbounds i8, ptr %19, i64 %157, !dbg !389
  %159 = extractvalue { i64, i64 } %156, 0, !dbg !389
  %160 = and i64 %159, 1, !dbg !389
  %161 = icmp ne i64 %160, 0, !dbg !389
  br i1 %161, label %162, label %171, !dbg !389

162:                                              ; preds = %155
  %163 = load ptr, ptr %158, align 8, !dbg !389
  %164 = sub i64 %159, 1, !dbg !389
  %165 = getelementptr i8, ptr %163, i64 %164, !dbg !389, !nosanitize !152
  %166 = load ptr, ptr %165, align 8, !dbg !389, !nosanitize !152
  br label %173, !dbg !389

167:                                              ; preds = %206, %201, %199, %197, %195, %178, %176, %173, %152
  %168 = landingpad { ptr, i32 }
          cleanup, !dbg !358
  %169 = extractvalue { ptr, i32 } %168, 0, !dbg !358
  store ptr %169, ptr %4, align 8, !dbg !358
  %170 = extractvalue { ptr, i32 } %168, 1, !dbg !358
  store i32 %170, ptr %5, align 4, !dbg !358
  br label %225, !dbg !358

171:                                              ; preds = %155
  %172 = inttoptr i64 %159 to ptr, !dbg !389
  br label %173, !dbg !389

173:                                              ; preds = %171, %162
  %174 = phi ptr [ %166, %162 ], [ %172, %171 ], !dbg !389
  %175 = invoke noundef signext i32 %174(ptr noundef nonnull align 8 dereferenceable(12) %158)
          to label %176 unwind label %167, !dbg !389

176:                                              ; preds = %173
  %177 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %137, ptr noundef %154, i32 noundef signext %175)
          to label %178 unwind label %167, !dbg !390

178:                                              ; preds = %176
    #dbg_declare(ptr %21, !391, !DIExpression(), !392)
  store i32 10, ptr %21, align 4, !dbg !392
    #dbg_declare(ptr %22, !393, !DIExpression(), !398)
  %179 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0, !dbg !399
  store i32 0, ptr %179, align 4, !dbg !399
  %180 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1, !dbg !399
  %181 = load i32, ptr %21, align 4, !dbg !400
  store i32 %181, ptr %180, align 4, !dbg !399
  %182 = invoke noundef signext i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %183 unwind label %167, !dbg !401

183:                                              ; preds = %178
    #dbg_declare(ptr %23, !402, !DIExpression(), !407)
  %184 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0, !dbg !408
  %185 = load i32, ptr %21, align 4, !dbg !409
  store i32 %185, ptr %184, align 4, !dbg !408
  %186 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1, !dbg !408
  %187 = getelementptr inbounds [3 x i32], ptr %186, i64 0, i64 0, !dbg !409
  br label %188, !dbg !409

188:                                              ; preds = %188, %183
  %189 = phi i64 [ 0, %183 ], [ %193, %188 ], !dbg !409
  %190 = getelementptr inbounds i32, ptr %187, i64 %189, !dbg !409
  %191 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 %189, !dbg !409
  %192 = load i32, ptr %191, align 4, !dbg !409
  store i32 %192, ptr %190, align 4, !dbg !409
  %193 = add nuw i64 %189, 1, !dbg !409
  %194 = icmp eq i64 %193, 3, !dbg !409
  br i1 %194, label %195, label %188, !dbg !409

195:                                              ; preds = %188
  %196 = invoke noundef signext i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %197 unwind label %167, !dbg !410

197:                                              ; preds = %195
  %198 = invoke noundef signext i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %199 unwind label %167, !dbg !411

199:                                              ; preds = %197
  %200 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %196, i32 noundef signext %198)
          to label %201 unwind label %167, !dbg !412

201:                                              ; preds = %199
    #dbg_declare(ptr %24, !413, !DIExpression(), !414)
  call void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9, !dbg !414
    #dbg_declare(ptr %25, !415, !DIExpression(), !417)
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 8 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %202 unwind label %167, !dbg !418

202:                                              ; preds = %201
  %203 = invoke noundef signext i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef signext 5)
          to label %204 unwind label %217, !dbg !419

204:                                              ; preds = %202
  %205 = invoke noundef signext i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef signext 6)
          to label %206 unwind label %217, !dbg !420

206:                                              ; preds = %204
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9, !dbg !421
    #dbg_declare(ptr %26, !422, !DIExpression(), !423)
  %207 = getelementptr inbounds %class.anon.2, ptr %27, i32 0, i32 0, !dbg !424
  %208 = load i8, ptr %207, align 1, !dbg !424
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %26, i8 %208)
          to label %209 unwind label %167, !dbg !424

209:                                              ; preds = %206
  %210 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0, !dbg !425
  %211 = load i32, ptr %210, align 4, !dbg !425
  %212 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %213 unwind label %221, !dbg !426

213:                                              ; preds = %209
  %214 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %211, double noundef %212)
          to label %215 unwind label %221, !dbg !427

215:                                              ; preds = %213
  store i32 0, ptr %1, align 4, !dbg !428
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9, !dbg !358
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9, !dbg !358
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !358
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !358
  %216 = load i32, ptr %1, align 4, !dbg !358
  ret i32 %216, !dbg !358

217:                                              ; preds = %204, %202
  %218 = landingpad { ptr, i32 }
          cleanup, !dbg !429
  %219 = extractvalue { ptr, i32 } %218, 0, !dbg !429
  store ptr %219, ptr %4, align 8, !dbg !429
  %220 = extractvalue { ptr, i32 } %218, 1, !dbg !429
  store i32 %220, ptr %5, align 4, !dbg !429
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9, !dbg !421
  br label %225, !dbg !421

221:                                              ; preds = %213, %209
  %222 = landingpad { ptr, i32 }
          cleanup, !dbg !358
  %223 = extractvalue { ptr, i32 } %222, 0, !dbg !358
  store ptr %223, ptr %4, align 8, !dbg !358
  %224 = extractvalue { ptr, i32 } %222, 1, !dbg !358
  store i32 %224, ptr %5, align 4, !dbg !358
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9, !dbg !358
  br label %225, !dbg !358

225:                                              ; preds = %221, %217, %167
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9, !dbg !358
  br label %226, !dbg !358

226:                                              ; preds = %225, %117
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !358
  br label %227, !dbg !358

227:                                              ; preds = %226, %113
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9, !dbg !358
  br label %228, !dbg !358

228:                                              ; preds = %227
  %229 = load ptr, ptr %4, align 8, !dbg !358
  %230 = load i32, ptr %5, align 4, !dbg !358
  %231 = insertvalue { ptr, i32 } poison, ptr %229, 0, !dbg !358
  %232 = insertvalue { ptr, i32 } %231, i32 %230, 1, !dbg !358
  resume { ptr, i32 } %232, !dbg !358
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 8 %0) #1 comdat !dbg !430 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %3, !435, !DIExpression(), !436)
  %4 = call ptr @malloc(i64 noundef 16) #10, !dbg !437
  store ptr %4, ptr %3, align 8, !dbg !436
  %5 = load ptr, ptr %3, align 8, !dbg !438
  call void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5), !dbg !439
  call void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5), !dbg !440
  ret void, !dbg !441
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !442 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !450, !DIExpression(), !451)
  %3 = load ptr, ptr %2, align 8, !dbg !452
  ret ptr %3, !dbg !453
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat !dbg !454 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !455, !DIExpression(), !457)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !458, !DIExpression(), !459)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !460
  %7 = load ptr, ptr %4, align 8, !dbg !461
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !462
  %9 = load ptr, ptr %8, align 8, !dbg !462
  store ptr %9, ptr %6, align 8, !dbg !460
  %10 = load ptr, ptr %4, align 8, !dbg !463
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !465
  store ptr null, ptr %11, align 8, !dbg !466
  ret void, !dbg !467
}

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !468 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !469, !DIExpression(), !471)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !472
  %5 = load ptr, ptr %4, align 8, !dbg !472
  %6 = icmp ne ptr %5, null, !dbg !473
  ret i1 %6, !dbg !474
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !475 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !476, !DIExpression(), !477)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !478
  %5 = load ptr, ptr %4, align 8, !dbg !478
  ret ptr %5, !dbg !479
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef signext %1) #2 !dbg !480 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !488, !DIExpression(), !489)
  %4 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !490
  %5 = load i32, ptr %3, align 4, !dbg !491
  store i32 %5, ptr %4, align 4, !dbg !490
  %6 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !490
  %7 = load i32, ptr %3, align 4, !dbg !492
  %8 = mul nsw i32 %7, 2, !dbg !493
  store i32 %8, ptr %6, align 4, !dbg !490
  %9 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !490
  %10 = load i32, ptr %3, align 4, !dbg !494
  %11 = mul nsw i32 %10, 3, !dbg !495
  store i32 %11, ptr %9, align 4, !dbg !490
  ret void, !dbg !496
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef signext %1) #2 comdat !dbg !497 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !498, !DIExpression(), !500)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !501, !DIExpression(), !502)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !503
  %7 = icmp ne i32 %6, 0, !dbg !503
  br i1 %7, label %8, label %10, !dbg !503

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !504
  br label %12, !dbg !503

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !505
  br label %12, !dbg !503

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !503
  ret ptr %13, !dbg !506
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #2 comdat !dbg !507 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !508, !DIExpression(), !510)
    #dbg_declare(ptr %3, !511, !DIExpression(), !512)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !513
  %7 = load float, ptr %6, align 4, !dbg !513
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !514
  %9 = load float, ptr %8, align 4, !dbg !514
  %10 = fcmp oeq float %7, %9, !dbg !515
  br i1 %10, label %11, label %17, !dbg !516

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !517
  %13 = load float, ptr %12, align 4, !dbg !517
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !518
  %15 = load float, ptr %14, align 4, !dbg !518
  %16 = fcmp oeq float %13, %15, !dbg !519
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ], !dbg !510
  ret i1 %18, !dbg !520
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z3fibi(i32 noundef signext %0) #1 comdat !dbg !521 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !522, !DIExpression(), !523)
  %3 = load i32, ptr %2, align 4, !dbg !524
  %4 = icmp slt i32 %3, 2, !dbg !525
  br i1 %4, label %5, label %7, !dbg !524

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !526
  br label %15, !dbg !524

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !527
  %9 = sub nsw i32 %8, 1, !dbg !528
  %10 = call noundef signext i32 @_Z3fibi(i32 noundef signext %9), !dbg !529
  %11 = load i32, ptr %2, align 4, !dbg !530
  %12 = sub nsw i32 %11, 2, !dbg !531
  %13 = call noundef signext i32 @_Z3fibi(i32 noundef signext %12), !dbg !532
  %14 = add nsw i32 %10, %13, !dbg !533
  br label %15, !dbg !524

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !524
  ret i32 %16, !dbg !534
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #2 comdat !dbg !535 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !542, !DIExpression(), !543)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !544, !DIExpression(), !543)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !545, !DIExpression(), !543)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !546, !DIExpression(), !543)
  %9 = load i32, ptr %5, align 4, !dbg !547
  %10 = load i32, ptr %6, align 4, !dbg !547
  %11 = load i32, ptr %7, align 4, !dbg !547
  %12 = load i32, ptr %8, align 4, !dbg !547
  %13 = add nsw i32 %12, 0, !dbg !548
  %14 = add nsw i32 %11, %13, !dbg !548
  %15 = add nsw i32 %10, %14, !dbg !548
  %16 = add nsw i32 %9, %15, !dbg !548
  ret i32 %16, !dbg !549
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat !dbg !550 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !558, !DIExpression(), !559)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !560, !DIExpression(), !559)
  %5 = load double, ptr %3, align 8, !dbg !561
  %6 = load float, ptr %4, align 4, !dbg !561
  %7 = fadd float %6, 0.000000e+00, !dbg !562
  %8 = fpext float %7 to double, !dbg !561
  %9 = fadd double %5, %8, !dbg !562
  ret double %9, !dbg !563
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef signext %0, i8 noundef zeroext %1, i64 noundef %2, i16 noundef signext %3) #1 comdat !dbg !564 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !574, !DIExpression(), !575)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !576, !DIExpression(), !575)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !577, !DIExpression(), !575)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !578, !DIExpression(), !575)
  %9 = load i32, ptr %5, align 4, !dbg !579
  %10 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %9), !dbg !580
  %11 = load i8, ptr %6, align 1, !dbg !579
  %12 = zext i8 %11 to i32, !dbg !579
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %12), !dbg !580
  %14 = load i64, ptr %7, align 8, !dbg !579
  %15 = trunc i64 %14 to i32, !dbg !579
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %15), !dbg !580
  %17 = load i16, ptr %8, align 2, !dbg !579
  %18 = sext i16 %17 to i32, !dbg !579
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %18), !dbg !580
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !581
  ret void, !dbg !582
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIiEPKcT_(i32 noundef signext %0) #2 comdat !dbg !583 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !588, !DIExpression(), !589)
  %3 = load i32, ptr %2, align 4, !dbg !590
  %4 = icmp sgt i32 %3, 0, !dbg !592
  %5 = zext i1 %4 to i64, !dbg !590
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17, !dbg !590
  ret ptr %6, !dbg !593
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat !dbg !594 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !599, !DIExpression(), !600)
  ret ptr @.str.18, !dbg !601
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat !dbg !604 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !609, !DIExpression(), !610)
  ret ptr @.str.19, !dbg !611
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !614 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !618, !DIExpression(), !619)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !620
  ret void, !dbg !620
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #1 comdat !dbg !621 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !622, !DIExpression(), !624)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !625, !DIExpression(), !626)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !627
  %7 = load i32, ptr %6, align 4, !dbg !628
  %8 = add nsw i32 %7, 1, !dbg !628
  store i32 %8, ptr %6, align 4, !dbg !628
  %9 = load i32, ptr %4, align 4, !dbg !629
  %10 = call noundef signext i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef signext %9), !dbg !630
  ret i32 %10, !dbg !631
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat !dbg !632 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !635, !DIExpression(), !636)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !637, !DIExpression(), !638)
  %5 = load i8, ptr %3, align 1, !dbg !639
  %6 = zext i8 %5 to i32, !dbg !640
  %7 = load i8, ptr %4, align 1, !dbg !641
  %8 = zext i8 %7 to i32, !dbg !642
  %9 = or i32 %6, %8, !dbg !643
  %10 = trunc i32 %9 to i8, !dbg !644
  ret i8 %10, !dbg !645
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #2 comdat !dbg !646 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !647, !DIExpression(), !649)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !650
  %5 = load i32, ptr %4, align 8, !dbg !650
  %6 = mul nsw i32 %5, 2, !dbg !651
  ret i32 %6, !dbg !652
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !653 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !654, !DIExpression(), !655)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !656
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !657
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !658
  store i32 2, ptr %4, align 8, !dbg !660
  ret void, !dbg !661
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 !dbg !662 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !667, !DIExpression(), !669)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !670
  %5 = load i32, ptr %4, align 4, !dbg !670
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !671
  %7 = load i32, ptr %6, align 4, !dbg !672
  %8 = add nsw i32 %7, 1, !dbg !672
  store i32 %8, ptr %6, align 4, !dbg !672
  %9 = add nsw i32 %5, %7, !dbg !673
  ret i32 %9, !dbg !674
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 !dbg !675 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !681, !DIExpression(), !683)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !684
  %5 = load i32, ptr %4, align 4, !dbg !684
  %6 = mul nsw i32 %5, 2, !dbg !685
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !686
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !686
  %9 = load i32, ptr %8, align 4, !dbg !686
  %10 = add nsw i32 %6, %9, !dbg !687
  ret i32 %10, !dbg !688
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !689 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !693, !DIExpression(), !694)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !695
  store i32 0, ptr %4, align 4, !dbg !695
  ret void, !dbg !696
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 8 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat !dbg !119 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !697, !DIExpression(), !698)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !699
  store ptr %6, ptr %7, align 8, !dbg !699
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !699
  %9 = load ptr, ptr %8, align 8, !dbg !699
  %10 = ptrtoint ptr %9 to i64, !dbg !699
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %10), !dbg !699
  ret void, !dbg !700
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef signext %1) #1 comdat !dbg !701 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !702, !DIExpression(), !704)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !705, !DIExpression(), !706)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !707
  %7 = load ptr, ptr %6, align 8, !dbg !707
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !708
  %9 = load ptr, ptr %8, align 8, !dbg !708
  %10 = load i32, ptr %4, align 4, !dbg !709
  %11 = call noundef signext i32 %7(ptr noundef %9, i32 noundef signext %10), !dbg !707
  ret i32 %11, !dbg !710
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !711 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !712, !DIExpression(), !714)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !715
  %5 = load ptr, ptr %4, align 8, !dbg !715
  %6 = icmp ne ptr %5, null, !dbg !715
  br i1 %6, label %7, label %13, !dbg !718

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2, !dbg !719
  %9 = load ptr, ptr %8, align 8, !dbg !719
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0, !dbg !720
  %11 = load ptr, ptr %10, align 8, !dbg !720
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !719

12:                                               ; preds = %7
  br label %13, !dbg !719

13:                                               ; preds = %12, %1
  ret void, !dbg !721

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !719
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !719
  call void @__clang_call_terminate(ptr %16) #11, !dbg !719
  unreachable, !dbg !719
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 !dbg !722 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !728, !DIExpression(), !730)
    #dbg_declare(ptr %3, !731, !DIExpression(), !732)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !733
  store ptr null, ptr %9, align 8, !dbg !733
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !734
  store ptr null, ptr %10, align 8, !dbg !734
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !735
  store ptr null, ptr %11, align 8, !dbg !735
  %12 = call ptr @malloc(i64 noundef 1) #10, !dbg !736
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %3), !dbg !738
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0, !dbg !739
  store ptr %12, ptr %14, align 8, !dbg !740
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !741
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1, !dbg !742
  store ptr %15, ptr %16, align 8, !dbg !743
  %17 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !744
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2, !dbg !745
  store ptr %17, ptr %18, align 8, !dbg !746
  ret void, !dbg !747
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat !dbg !748 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !749, !DIExpression(), !751)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !752, !DIExpression(), !753)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !754, !DIExpression(), !753)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !755
  %9 = load ptr, ptr %8, align 8, !dbg !755
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !756
  %11 = load ptr, ptr %10, align 8, !dbg !756
  %12 = load double, ptr %5, align 8, !dbg !757
  %13 = load double, ptr %6, align 8, !dbg !757
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13), !dbg !755
  ret double %14, !dbg !758
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !759 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !760, !DIExpression(), !761)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !762
  %5 = load ptr, ptr %4, align 8, !dbg !762
  %6 = icmp ne ptr %5, null, !dbg !762
  br i1 %6, label %7, label %13, !dbg !765

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2, !dbg !766
  %9 = load ptr, ptr %8, align 8, !dbg !766
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0, !dbg !767
  %11 = load ptr, ptr %10, align 8, !dbg !767
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14, !dbg !766

12:                                               ; preds = %7
  br label %13, !dbg !766

13:                                               ; preds = %12, %1
  ret void, !dbg !768

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null, !dbg !766
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !766
  call void @__clang_call_terminate(ptr %16) #11, !dbg !766
  unreachable, !dbg !766
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !769 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !771, !DIExpression(), !772)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !773
  ret void, !dbg !775
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !776 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !777, !DIExpression(), !778)
  %3 = load ptr, ptr %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5, !dbg !779

4:                                                ; preds = %1
  ret void, !dbg !781

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !779
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !779
  call void @__clang_call_terminate(ptr %7) #11, !dbg !779
  unreachable, !dbg !779
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !782 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !786, !DIExpression(), !787)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !788
  store i32 0, ptr %4, align 4, !dbg !788
  ret void, !dbg !789
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !790 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !792, !DIExpression(), !794)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !795
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !796
  store i32 4, ptr %4, align 8, !dbg !796
  ret void, !dbg !795
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !797 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !798, !DIExpression(), !799)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !800
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #12, !dbg !800
  ret void, !dbg !800
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !801 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !802, !DIExpression(), !804)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.13, !dbg !805
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !806 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !807, !DIExpression(), !808)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !809
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !810 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !811, !DIExpression(), !812)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !813
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #12, !dbg !813
  ret void, !dbg !813
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat !dbg !814 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !815, !DIExpression(), !816)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.12, !dbg !817
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat !dbg !818 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !824, !DIExpression(), !825)
    #dbg_declare(ptr %3, !826, !DIExpression(), !827)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !828
  store ptr null, ptr %10, align 8, !dbg !828
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !829
  store ptr null, ptr %11, align 8, !dbg !829
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !830
  store ptr null, ptr %12, align 8, !dbg !830
  %13 = call ptr @malloc(i64 noundef 8) #10, !dbg !831
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !833
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false), !dbg !834
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0, !dbg !835
  store ptr %13, ptr %15, align 8, !dbg !836
  %16 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9, !dbg !837
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1, !dbg !838
  store ptr %16, ptr %17, align 8, !dbg !839
  %18 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #9, !dbg !840
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2, !dbg !841
  store ptr %18, ptr %19, align 8, !dbg !842
  ret void, !dbg !843
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !844 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !853, !DIExpression(), !854)
  %3 = load ptr, ptr %2, align 8, !dbg !855
  ret ptr %3, !dbg !856
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !857 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !868, !DIExpression(), !870)
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !871
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !872 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !879, !DIExpression(), !881)
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !882
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef signext %1) #1 comdat !dbg !883 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !885, !DIExpression(), !886)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !887, !DIExpression(), !886)
  %6 = load ptr, ptr %3, align 8, !dbg !888
  %7 = load i32, ptr %4, align 4, !dbg !888
  %8 = call noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef signext %7), !dbg !888
  ret i32 %8, !dbg !888
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef signext %2) #1 comdat !dbg !889 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !890, !DIExpression(), !891)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !892, !DIExpression(), !893)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !894, !DIExpression(), !895)
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !896
  %9 = load i32, ptr %6, align 4, !dbg !897
  %10 = call noundef signext i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef signext %9), !dbg !898
  ret i32 %10, !dbg !899
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef signext %1) #2 comdat !dbg !900 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !906, !DIExpression(), !908)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !909, !DIExpression(), !910)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4, !dbg !911
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !912
  %10 = load i32, ptr %9, align 4, !dbg !913
  %11 = add nsw i32 %10, %8, !dbg !913
  store i32 %11, ptr %9, align 4, !dbg !913
  ret i32 %11, !dbg !914
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat !dbg !915 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !917, !DIExpression(), !918)
  %4 = load ptr, ptr %2, align 8, !dbg !919
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !919
  ret void, !dbg !919
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat !dbg !920 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !924, !DIExpression(), !925)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !926, !DIExpression(), !927)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !928
  %7 = load ptr, ptr %4, align 8, !dbg !929
  call void @free(ptr noundef %7), !dbg !930
  ret void, !dbg !931
}

declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat !dbg !932 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !933, !DIExpression(), !934)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !935, !DIExpression(), !936)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !937
  %7 = load ptr, ptr %4, align 8, !dbg !938
  store ptr %7, ptr %6, align 8, !dbg !937
  ret void, !dbg !939
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat !dbg !940 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !941, !DIExpression(), !942)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !943
  %5 = load ptr, ptr %4, align 8, !dbg !943
  %6 = icmp ne ptr %5, null, !dbg !943
  br i1 %6, label %7, label %16, !dbg !945

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !946
  %9 = load ptr, ptr %8, align 8, !dbg !946
  %10 = load ptr, ptr %9, align 8, !dbg !948
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !948
  %12 = load ptr, ptr %11, align 8, !dbg !948
  call void %12(ptr noundef nonnull align 8 dereferenceable(12) %9) #9, !dbg !948
  %13 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !949
  %14 = load ptr, ptr %13, align 8, !dbg !949
  call void @free(ptr noundef %14), !dbg !950
  %15 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !951
  store ptr null, ptr %15, align 8, !dbg !952
  br label %16, !dbg !953

16:                                               ; preds = %7, %1
  ret void, !dbg !954
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
define linkonce_odr dso_local noundef signext i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #2 comdat !dbg !955 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !956, !DIExpression(), !957)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !958, !DIExpression(), !959)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !960
  %7 = mul nsw i32 2, %6, !dbg !961
  ret i32 %7, !dbg !962
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !963 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !972, !DIExpression(), !973)
  %3 = load ptr, ptr %2, align 8, !dbg !974
  ret ptr %3, !dbg !975
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !976 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !987, !DIExpression(), !989)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !990
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !991 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !998, !DIExpression(), !1000)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !1001
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 !dbg !1002 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1004, !DIExpression(), !1005)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1006, !DIExpression(), !1005)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1007, !DIExpression(), !1005)
  %8 = load ptr, ptr %4, align 8, !dbg !1008
  %9 = load double, ptr %5, align 8, !dbg !1008
  %10 = load double, ptr %6, align 8, !dbg !1008
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !1008
  ret double %11, !dbg !1008
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 !dbg !1009 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !1010, !DIExpression(), !1011)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !1012, !DIExpression(), !1013)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1014, !DIExpression(), !1015)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !1016, !DIExpression(), !1015)
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8, !dbg !1017
  %11 = load double, ptr %7, align 8, !dbg !1018
  %12 = load double, ptr %8, align 8, !dbg !1018
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12), !dbg !1019
  ret double %13, !dbg !1020
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 !dbg !1021 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1027, !DIExpression(), !1029)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1030, !DIExpression(), !1031)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1032, !DIExpression(), !1033)
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !1034
  %9 = load double, ptr %5, align 8, !dbg !1035
  %10 = load double, ptr %6, align 8, !dbg !1036
  %11 = load double, ptr %6, align 8, !dbg !1037
  %12 = fmul double %10, %11, !dbg !1038
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1039
  ret double %13, !dbg !1040
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 !dbg !1041 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1043, !DIExpression(), !1044)
  %4 = load ptr, ptr %2, align 8, !dbg !1045
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !1045
  ret void, !dbg !1045
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 !dbg !1046 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1050, !DIExpression(), !1051)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1052, !DIExpression(), !1053)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !1054
  %7 = load ptr, ptr %4, align 8, !dbg !1055
  call void @free(ptr noundef %7), !dbg !1056
  ret void, !dbg !1057
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!265, !266, !267, !268, !269, !270, !271}
!llvm.ident = !{!272}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!265 = !{i32 7, !"Dwarf Version", i32 5}
!266 = !{i32 2, !"Debug Info Version", i32 3}
!267 = !{i32 1, !"wchar_size", i32 4}
!268 = !{i32 8, !"PIC Level", i32 2}
!269 = !{i32 7, !"PIE Level", i32 2}
!270 = !{i32 7, !"uwtable", i32 2}
!271 = !{i32 7, !"frame-pointer", i32 2}
!272 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!273 = !DILocalVariable(name: "o", scope: !242, file: !2, line: 101, type: !156)
!274 = !DILocation(line: 101, column: 8, scope: !242)
!275 = !DILocation(line: 101, column: 12, scope: !242)
!276 = !DILocalVariable(name: "o2", scope: !242, file: !2, line: 102, type: !156)
!277 = !DILocation(line: 102, column: 15, scope: !242)
!278 = !DILocation(line: 102, column: 20, scope: !242)
!279 = !DILocation(line: 103, column: 36, scope: !242)
!280 = !DILocation(line: 103, column: 30, scope: !242)
!281 = !DILocation(line: 103, column: 45, scope: !242)
!282 = !DILocation(line: 103, column: 39, scope: !242)
!283 = !DILocation(line: 103, column: 49, scope: !242)
!284 = !DILocation(line: 103, column: 53, scope: !242)
!285 = !DILocation(line: 103, column: 3, scope: !242)
!286 = !DILocalVariable(name: "px", scope: !242, file: !2, line: 105, type: !113)
!287 = !DILocation(line: 105, column: 9, scope: !242)
!288 = !DILocalVariable(name: "py", scope: !242, file: !2, line: 105, type: !113)
!289 = !DILocation(line: 105, column: 13, scope: !242)
!290 = !DILocalVariable(name: "pz", scope: !242, file: !2, line: 105, type: !113)
!291 = !DILocation(line: 105, column: 17, scope: !242)
!292 = !DILocation(line: 105, column: 23, scope: !242)
!293 = !DILocation(line: 106, column: 29, scope: !242)
!294 = !DILocation(line: 106, column: 33, scope: !242)
!295 = !DILocation(line: 106, column: 37, scope: !242)
!296 = !DILocation(line: 106, column: 3, scope: !242)
!297 = !DILocalVariable(name: "arr", scope: !242, file: !2, line: 107, type: !298)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: 3)
!301 = !DILocation(line: 107, column: 7, scope: !242)
!302 = !DILocalVariable(name: "a0", scope: !242, file: !2, line: 108, type: !113)
!303 = !DILocation(line: 108, column: 10, scope: !242)
!304 = !DILocalVariable(name: "a1", scope: !242, file: !2, line: 108, type: !113)
!305 = !DILocation(line: 108, column: 14, scope: !242)
!306 = !DILocalVariable(name: "a2", scope: !242, file: !2, line: 108, type: !113)
!307 = !DILocation(line: 108, column: 18, scope: !242)
!308 = !DILocation(line: 108, column: 9, scope: !242)
!309 = !DILocation(line: 109, column: 6, scope: !242)
!310 = !DILocation(line: 110, column: 28, scope: !242)
!311 = !DILocation(line: 110, column: 32, scope: !242)
!312 = !DILocation(line: 110, column: 40, scope: !242)
!313 = !DILocation(line: 110, column: 3, scope: !242)
!314 = !DILocalVariable(name: "v", scope: !242, file: !2, line: 112, type: !101)
!315 = !DILocation(line: 112, column: 18, scope: !242)
!316 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 113, type: !92)
!317 = !DILocation(line: 113, column: 8, scope: !242)
!318 = !DILocation(line: 114, column: 3, scope: !242)
!319 = !DILocation(line: 114, column: 8, scope: !242)
!320 = !DILocation(line: 115, column: 44, scope: !242)
!321 = !DILocation(line: 115, column: 42, scope: !242)
!322 = !DILocation(line: 115, column: 49, scope: !242)
!323 = !DILocation(line: 115, column: 47, scope: !242)
!324 = !DILocation(line: 115, column: 61, scope: !242)
!325 = !DILocation(line: 115, column: 54, scope: !242)
!326 = !DILocation(line: 115, column: 52, scope: !242)
!327 = !DILocation(line: 115, column: 72, scope: !242)
!328 = !DILocation(line: 115, column: 3, scope: !242)
!329 = !DILocation(line: 116, column: 27, scope: !242)
!330 = !DILocation(line: 116, column: 56, scope: !242)
!331 = !DILocation(line: 116, column: 3, scope: !242)
!332 = !DILocation(line: 117, column: 3, scope: !242)
!333 = !DILocation(line: 118, column: 28, scope: !242)
!334 = !DILocation(line: 118, column: 41, scope: !242)
!335 = !DILocation(line: 118, column: 56, scope: !242)
!336 = !DILocation(line: 118, column: 3, scope: !242)
!337 = !DILocalVariable(name: "d", scope: !242, file: !2, line: 120, type: !224)
!338 = !DILocation(line: 120, column: 11, scope: !242)
!339 = !DILocalVariable(name: "acc", scope: !242, file: !2, line: 121, type: !113)
!340 = !DILocation(line: 121, column: 7, scope: !242)
!341 = !DILocalVariable(name: "i", scope: !342, file: !2, line: 122, type: !113)
!342 = distinct !DILexicalBlock(scope: !242, file: !2, line: 122, column: 3)
!343 = !DILocation(line: 122, column: 12, scope: !342)
!344 = !DILocation(line: 122, column: 8, scope: !342)
!345 = !DILocation(line: 122, column: 19, scope: !346)
!346 = distinct !DILexicalBlock(scope: !342, file: !2, line: 122, column: 3)
!347 = !DILocation(line: 122, column: 21, scope: !346)
!348 = !DILocation(line: 122, column: 3, scope: !342)
!349 = !DILocation(line: 122, column: 44, scope: !346)
!350 = !DILocation(line: 122, column: 40, scope: !346)
!351 = !DILocation(line: 122, column: 35, scope: !346)
!352 = !DILocation(line: 122, column: 31, scope: !346)
!353 = !DILocation(line: 122, column: 26, scope: !346)
!354 = !DILocation(line: 122, column: 3, scope: !346)
!355 = distinct !{!355, !348, !356, !357}
!356 = !DILocation(line: 122, column: 45, scope: !342)
!357 = !{!"llvm.loop.mustprogress"}
!358 = !DILocation(line: 150, column: 1, scope: !242)
!359 = !DILocation(line: 123, column: 32, scope: !242)
!360 = !DILocation(line: 123, column: 39, scope: !242)
!361 = !DILocation(line: 123, column: 3, scope: !242)
!362 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 125, type: !84)
!363 = !DILocation(line: 125, column: 9, scope: !242)
!364 = !DILocation(line: 125, column: 24, scope: !242)
!365 = !DILocation(line: 126, column: 34, scope: !242)
!366 = !DILocation(line: 126, column: 24, scope: !242)
!367 = !DILocation(line: 126, column: 3, scope: !242)
!368 = !DILocalVariable(name: "legs_ptr", scope: !242, file: !2, line: 128, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 64, extraData: !163)
!370 = !DILocation(line: 128, column: 16, scope: !242)
!371 = !DILocalVariable(name: "snd", scope: !242, file: !2, line: 129, type: !372)
!372 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !176, size: 128, extraData: !163)
!373 = !DILocation(line: 129, column: 25, scope: !242)
!374 = !DILocalVariable(name: "tw", scope: !242, file: !2, line: 130, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !182, size: 128, extraData: !163)
!376 = !DILocation(line: 130, column: 17, scope: !242)
!377 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 131, type: !160)
!378 = !DILocation(line: 131, column: 8, scope: !242)
!379 = !DILocalVariable(name: "ar", scope: !242, file: !2, line: 132, type: !380)
!380 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!381 = !DILocation(line: 132, column: 11, scope: !242)
!382 = !DILocation(line: 133, column: 32, scope: !242)
!383 = !DILocation(line: 133, column: 36, scope: !242)
!384 = !DILocation(line: 133, column: 34, scope: !242)
!385 = !DILocation(line: 133, column: 47, scope: !242)
!386 = !DILocation(line: 133, column: 51, scope: !242)
!387 = !DILocation(line: 133, column: 46, scope: !242)
!388 = !DILocation(line: 133, column: 63, scope: !242)
!389 = !DILocation(line: 133, column: 59, scope: !242)
!390 = !DILocation(line: 133, column: 3, scope: !242)
!391 = !DILocalVariable(name: "base", scope: !242, file: !2, line: 135, type: !113)
!392 = !DILocation(line: 135, column: 7, scope: !242)
!393 = !DILocalVariable(name: "counter", scope: !242, file: !2, line: 136, type: !394)
!394 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !395)
!395 = !{!396, !397}
!396 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !394, file: !2, line: 136, baseType: !113, size: 32)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !394, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!398 = !DILocation(line: 136, column: 8, scope: !242)
!399 = !DILocation(line: 136, column: 18, scope: !242)
!400 = !DILocation(line: 136, column: 26, scope: !242)
!401 = !DILocation(line: 137, column: 3, scope: !242)
!402 = !DILocalVariable(name: "byval", scope: !242, file: !2, line: 138, type: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !404)
!404 = !{!405, !406}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !403, file: !2, line: 138, baseType: !113, size: 32)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !403, file: !2, line: 138, baseType: !298, size: 96, offset: 32)
!407 = !DILocation(line: 138, column: 8, scope: !242)
!408 = !DILocation(line: 138, column: 16, scope: !242)
!409 = !DILocation(line: 138, column: 17, scope: !242)
!410 = !DILocation(line: 139, column: 29, scope: !242)
!411 = !DILocation(line: 139, column: 40, scope: !242)
!412 = !DILocation(line: 139, column: 3, scope: !242)
!413 = !DILocalVariable(name: "accum", scope: !242, file: !2, line: 141, type: !120)
!414 = !DILocation(line: 141, column: 9, scope: !242)
!415 = !DILocalVariable(name: "f", scope: !416, file: !2, line: 143, type: !126)
!416 = distinct !DILexicalBlock(scope: !242, file: !2, line: 142, column: 3)
!417 = !DILocation(line: 143, column: 24, scope: !416)
!418 = !DILocation(line: 143, column: 34, scope: !416)
!419 = !DILocation(line: 144, column: 5, scope: !416)
!420 = !DILocation(line: 145, column: 5, scope: !416)
!421 = !DILocation(line: 146, column: 3, scope: !242)
!422 = !DILocalVariable(name: "hyp", scope: !242, file: !2, line: 147, type: !243)
!423 = !DILocation(line: 147, column: 36, scope: !242)
!424 = !DILocation(line: 147, column: 42, scope: !242)
!425 = !DILocation(line: 148, column: 38, scope: !242)
!426 = !DILocation(line: 148, column: 45, scope: !242)
!427 = !DILocation(line: 148, column: 3, scope: !242)
!428 = !DILocation(line: 149, column: 3, scope: !242)
!429 = !DILocation(line: 150, column: 1, scope: !416)
!430 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !2, file: !2, line: 34, type: !431, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !433, retainedNodes: !152)
!431 = !DISubroutineType(types: !432)
!432 = !{!156}
!433 = !{!222, !434}
!434 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!435 = !DILocalVariable(name: "mem", scope: !430, file: !2, line: 35, type: !129)
!436 = !DILocation(line: 35, column: 9, scope: !430)
!437 = !DILocation(line: 35, column: 15, scope: !430)
!438 = !DILocation(line: 36, column: 24, scope: !430)
!439 = !DILocation(line: 36, column: 29, scope: !430)
!440 = !DILocation(line: 36, column: 10, scope: !430)
!441 = !DILocation(line: 36, column: 3, scope: !430)
!442 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !2, file: !2, line: 17, type: !443, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !448, retainedNodes: !152)
!443 = !DISubroutineType(types: !444)
!444 = !{!445, !204}
!445 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !447, file: !2, line: 16, baseType: !156)
!447 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !448, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!448 = !{!449}
!449 = !DITemplateTypeParameter(name: "T", type: !204)
!450 = !DILocalVariable(name: "t", arg: 1, scope: !442, file: !2, line: 17, type: !204)
!451 = !DILocation(line: 17, column: 63, scope: !442)
!452 = !DILocation(line: 17, column: 120, scope: !442)
!453 = !DILocation(line: 17, column: 68, scope: !442)
!454 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!455 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!457 = !DILocation(line: 0, scope: !454)
!458 = !DILocalVariable(name: "o", arg: 2, scope: !454, file: !2, line: 25, type: !200)
!459 = !DILocation(line: 25, column: 17, scope: !454)
!460 = !DILocation(line: 25, column: 31, scope: !454)
!461 = !DILocation(line: 25, column: 34, scope: !454)
!462 = !DILocation(line: 25, column: 36, scope: !454)
!463 = !DILocation(line: 25, column: 42, scope: !464)
!464 = distinct !DILexicalBlock(scope: !454, file: !2, line: 25, column: 40)
!465 = !DILocation(line: 25, column: 44, scope: !464)
!466 = !DILocation(line: 25, column: 47, scope: !464)
!467 = !DILocation(line: 25, column: 58, scope: !454)
!468 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !218, retainedNodes: !152)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !470, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!471 = !DILocation(line: 0, scope: !468)
!472 = !DILocation(line: 31, column: 43, scope: !468)
!473 = !DILocation(line: 31, column: 46, scope: !468)
!474 = !DILocation(line: 31, column: 36, scope: !468)
!475 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !214, retainedNodes: !152)
!476 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !470, flags: DIFlagArtificial | DIFlagObjectPointer)
!477 = !DILocation(line: 0, scope: !475)
!478 = !DILocation(line: 30, column: 34, scope: !475)
!479 = !DILocation(line: 30, column: 27, scope: !475)
!480 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !2, file: !2, line: 98, type: !481, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!481 = !DISubroutineType(types: !482)
!482 = !{!483, !113}
!483 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !484, identifier: "_ZTS6Point3")
!484 = !{!485, !486, !487}
!485 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !483, file: !2, line: 97, baseType: !113, size: 32)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !483, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !483, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!488 = !DILocalVariable(name: "s", arg: 1, scope: !480, file: !2, line: 98, type: !113)
!489 = !DILocation(line: 98, column: 30, scope: !480)
!490 = !DILocation(line: 98, column: 42, scope: !480)
!491 = !DILocation(line: 98, column: 43, scope: !480)
!492 = !DILocation(line: 98, column: 46, scope: !480)
!493 = !DILocation(line: 98, column: 48, scope: !480)
!494 = !DILocation(line: 98, column: 53, scope: !480)
!495 = !DILocation(line: 98, column: 55, scope: !480)
!496 = !DILocation(line: 98, column: 35, scope: !480)
!497 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!498 = !DILocalVariable(name: "this", arg: 1, scope: !497, type: !499, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!500 = !DILocation(line: 0, scope: !497)
!501 = !DILocalVariable(name: "i", arg: 2, scope: !497, file: !2, line: 44, type: !113)
!502 = !DILocation(line: 44, column: 25, scope: !497)
!503 = !DILocation(line: 44, column: 37, scope: !497)
!504 = !DILocation(line: 44, column: 41, scope: !497)
!505 = !DILocation(line: 44, column: 45, scope: !497)
!506 = !DILocation(line: 44, column: 30, scope: !497)
!507 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!508 = !DILocalVariable(name: "this", arg: 1, scope: !507, type: !509, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!510 = !DILocation(line: 0, scope: !507)
!511 = !DILocalVariable(name: "o", arg: 2, scope: !507, file: !2, line: 43, type: !92)
!512 = !DILocation(line: 43, column: 34, scope: !507)
!513 = !DILocation(line: 43, column: 52, scope: !507)
!514 = !DILocation(line: 43, column: 59, scope: !507)
!515 = !DILocation(line: 43, column: 54, scope: !507)
!516 = !DILocation(line: 43, column: 61, scope: !507)
!517 = !DILocation(line: 43, column: 64, scope: !507)
!518 = !DILocation(line: 43, column: 71, scope: !507)
!519 = !DILocation(line: 43, column: 66, scope: !507)
!520 = !DILocation(line: 43, column: 45, scope: !507)
!521 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!522 = !DILocalVariable(name: "n", arg: 1, scope: !521, file: !2, line: 47, type: !113)
!523 = !DILocation(line: 47, column: 23, scope: !521)
!524 = !DILocation(line: 47, column: 35, scope: !521)
!525 = !DILocation(line: 47, column: 37, scope: !521)
!526 = !DILocation(line: 47, column: 43, scope: !521)
!527 = !DILocation(line: 47, column: 51, scope: !521)
!528 = !DILocation(line: 47, column: 53, scope: !521)
!529 = !DILocation(line: 47, column: 47, scope: !521)
!530 = !DILocation(line: 47, column: 64, scope: !521)
!531 = !DILocation(line: 47, column: 66, scope: !521)
!532 = !DILocation(line: 47, column: 60, scope: !521)
!533 = !DILocation(line: 47, column: 58, scope: !521)
!534 = !DILocation(line: 47, column: 28, scope: !521)
!535 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !2, file: !2, line: 50, type: !536, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !538, retainedNodes: !152)
!536 = !DISubroutineType(types: !537)
!537 = !{!113, !113, !113, !113, !113}
!538 = !{!539}
!539 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !540)
!540 = !{!541, !541, !541, !541}
!541 = !DITemplateTypeParameter(type: !113)
!542 = !DILocalVariable(name: "ts", arg: 1, scope: !535, file: !2, line: 50, type: !113)
!543 = !DILocation(line: 50, column: 56, scope: !535)
!544 = !DILocalVariable(name: "ts", arg: 2, scope: !535, file: !2, line: 50, type: !113)
!545 = !DILocalVariable(name: "ts", arg: 3, scope: !535, file: !2, line: 50, type: !113)
!546 = !DILocalVariable(name: "ts", arg: 4, scope: !535, file: !2, line: 50, type: !113)
!547 = !DILocation(line: 50, column: 70, scope: !535)
!548 = !DILocation(line: 50, column: 75, scope: !535)
!549 = !DILocation(line: 50, column: 62, scope: !535)
!550 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !2, file: !2, line: 50, type: !551, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !553, retainedNodes: !152)
!551 = !DISubroutineType(types: !552)
!552 = !{!114, !114, !95}
!553 = !{!554}
!554 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !555)
!555 = !{!556, !557}
!556 = !DITemplateTypeParameter(type: !114)
!557 = !DITemplateTypeParameter(type: !95)
!558 = !DILocalVariable(name: "ts", arg: 1, scope: !550, file: !2, line: 50, type: !114)
!559 = !DILocation(line: 50, column: 56, scope: !550)
!560 = !DILocalVariable(name: "ts", arg: 2, scope: !550, file: !2, line: 50, type: !95)
!561 = !DILocation(line: 50, column: 70, scope: !550)
!562 = !DILocation(line: 50, column: 75, scope: !550)
!563 = !DILocation(line: 50, column: 62, scope: !550)
!564 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !565, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !568, retainedNodes: !152)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !113, !5, !567, !115}
!567 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!568 = !{!569}
!569 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !570)
!570 = !{!541, !571, !572, !573}
!571 = !DITemplateTypeParameter(type: !5)
!572 = !DITemplateTypeParameter(type: !567)
!573 = !DITemplateTypeParameter(type: !115)
!574 = !DILocalVariable(name: "ts", arg: 1, scope: !564, file: !2, line: 51, type: !113)
!575 = !DILocation(line: 51, column: 48, scope: !564)
!576 = !DILocalVariable(name: "ts", arg: 2, scope: !564, file: !2, line: 51, type: !5)
!577 = !DILocalVariable(name: "ts", arg: 3, scope: !564, file: !2, line: 51, type: !567)
!578 = !DILocalVariable(name: "ts", arg: 4, scope: !564, file: !2, line: 51, type: !115)
!579 = !DILocation(line: 51, column: 76, scope: !564)
!580 = !DILocation(line: 51, column: 56, scope: !564)
!581 = !DILocation(line: 51, column: 88, scope: !564)
!582 = !DILocation(line: 51, column: 102, scope: !564)
!583 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !2, file: !2, line: 53, type: !584, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !586, retainedNodes: !152)
!584 = !DISubroutineType(types: !585)
!585 = !{!178, !113}
!586 = !{!587}
!587 = !DITemplateTypeParameter(name: "T", type: !113)
!588 = !DILocalVariable(name: "v", arg: 1, scope: !583, file: !2, line: 53, type: !113)
!589 = !DILocation(line: 53, column: 46, scope: !583)
!590 = !DILocation(line: 54, column: 40, scope: !591)
!591 = distinct !DILexicalBlock(scope: !583, file: !2, line: 54, column: 17)
!592 = !DILocation(line: 54, column: 42, scope: !591)
!593 = !DILocation(line: 54, column: 33, scope: !591)
!594 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !2, file: !2, line: 53, type: !595, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !597, retainedNodes: !152)
!595 = !DISubroutineType(types: !596)
!596 = !{!178, !114}
!597 = !{!598}
!598 = !DITemplateTypeParameter(name: "T", type: !114)
!599 = !DILocalVariable(name: "v", arg: 1, scope: !594, file: !2, line: 53, type: !114)
!600 = !DILocation(line: 53, column: 46, scope: !594)
!601 = !DILocation(line: 55, column: 41, scope: !602)
!602 = distinct !DILexicalBlock(scope: !603, file: !2, line: 55, column: 22)
!603 = distinct !DILexicalBlock(scope: !594, file: !2, line: 54, column: 17)
!604 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !2, file: !2, line: 53, type: !605, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !607, retainedNodes: !152)
!605 = !DISubroutineType(types: !606)
!606 = !{!178, !178}
!607 = !{!608}
!608 = !DITemplateTypeParameter(name: "T", type: !178)
!609 = !DILocalVariable(name: "v", arg: 1, scope: !604, file: !2, line: 53, type: !178)
!610 = !DILocation(line: 53, column: 46, scope: !604)
!611 = !DILocation(line: 56, column: 8, scope: !612)
!612 = distinct !DILexicalBlock(scope: !613, file: !2, line: 55, column: 22)
!613 = distinct !DILexicalBlock(scope: !604, file: !2, line: 54, column: 17)
!614 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !224, file: !2, line: 63, type: !615, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !617, retainedNodes: !152)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !239}
!617 = !DISubprogram(name: "Doubler", scope: !224, type: !615, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DILocation(line: 0, scope: !614)
!620 = !DILocation(line: 63, column: 8, scope: !614)
!621 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !230, retainedNodes: !152)
!622 = !DILocalVariable(name: "this", arg: 1, scope: !621, type: !623, flags: DIFlagArtificial | DIFlagObjectPointer)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!624 = !DILocation(line: 0, scope: !621)
!625 = !DILocalVariable(name: "x", arg: 2, scope: !621, file: !2, line: 61, type: !113)
!626 = !DILocation(line: 61, column: 15, scope: !621)
!627 = !DILocation(line: 61, column: 22, scope: !621)
!628 = !DILocation(line: 61, column: 20, scope: !621)
!629 = !DILocation(line: 61, column: 71, scope: !621)
!630 = !DILocation(line: 61, column: 66, scope: !621)
!631 = !DILocation(line: 61, column: 29, scope: !621)
!632 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !2, file: !2, line: 66, type: !633, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!633 = !DISubroutineType(types: !634)
!634 = !{!84, !84, !84}
!635 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !2, line: 66, type: !84)
!636 = !DILocation(line: 66, column: 33, scope: !632)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !2, line: 66, type: !84)
!638 = !DILocation(line: 66, column: 42, scope: !632)
!639 = !DILocation(line: 66, column: 75, scope: !632)
!640 = !DILocation(line: 66, column: 60, scope: !632)
!641 = !DILocation(line: 66, column: 94, scope: !632)
!642 = !DILocation(line: 66, column: 79, scope: !632)
!643 = !DILocation(line: 66, column: 77, scope: !632)
!644 = !DILocation(line: 66, column: 54, scope: !632)
!645 = !DILocation(line: 66, column: 47, scope: !632)
!646 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !181, retainedNodes: !152)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !646, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!649 = !DILocation(line: 0, scope: !646)
!650 = !DILocation(line: 72, column: 35, scope: !646)
!651 = !DILocation(line: 72, column: 40, scope: !646)
!652 = !DILocation(line: 72, column: 28, scope: !646)
!653 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!654 = !DILocalVariable(name: "this", arg: 1, scope: !653, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!655 = !DILocation(line: 0, scope: !653)
!656 = !DILocation(line: 74, column: 24, scope: !653)
!657 = !DILocation(line: 74, column: 31, scope: !653)
!658 = !DILocation(line: 74, column: 33, scope: !659)
!659 = distinct !DILexicalBlock(scope: !653, file: !2, line: 74, column: 31)
!660 = !DILocation(line: 74, column: 38, scope: !659)
!661 = !DILocation(line: 74, column: 43, scope: !653)
!662 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !394, file: !2, line: 136, type: !663, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !666, retainedNodes: !152)
!663 = !DISubroutineType(types: !664)
!664 = !{!113, !665}
!665 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!666 = !DISubprogram(name: "operator()", scope: !394, file: !2, line: 136, type: !663, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!667 = !DILocalVariable(name: "this", arg: 1, scope: !662, type: !668, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!669 = !DILocation(line: 0, scope: !662)
!670 = !DILocation(line: 136, column: 51, scope: !662)
!671 = !DILocation(line: 136, column: 58, scope: !662)
!672 = !DILocation(line: 136, column: 59, scope: !662)
!673 = !DILocation(line: 136, column: 56, scope: !662)
!674 = !DILocation(line: 136, column: 44, scope: !662)
!675 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !403, file: !2, line: 138, type: !676, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !680, retainedNodes: !152)
!676 = !DISubroutineType(types: !677)
!677 = !{!113, !678}
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !679, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!679 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !403)
!680 = !DISubprogram(name: "operator()", scope: !403, file: !2, line: 138, type: !676, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!681 = !DILocalVariable(name: "this", arg: 1, scope: !675, type: !682, flags: DIFlagArtificial | DIFlagObjectPointer)
!682 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !679, size: 64)
!683 = !DILocation(line: 0, scope: !675)
!684 = !DILocation(line: 138, column: 29, scope: !675)
!685 = !DILocation(line: 138, column: 34, scope: !675)
!686 = !DILocation(line: 138, column: 40, scope: !675)
!687 = !DILocation(line: 138, column: 38, scope: !675)
!688 = !DILocation(line: 138, column: 22, scope: !675)
!689 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !120, file: !2, line: 92, type: !690, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !692, retainedNodes: !152)
!690 = !DISubroutineType(types: !691)
!691 = !{null, !151}
!692 = !DISubprogram(name: "Accum", scope: !120, type: !690, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!693 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!694 = !DILocation(line: 0, scope: !689)
!695 = !DILocation(line: 93, column: 7, scope: !689)
!696 = !DILocation(line: 92, column: 8, scope: !689)
!697 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!698 = !DILocation(line: 0, scope: !119)
!699 = !DILocation(line: 94, column: 39, scope: !119)
!700 = !DILocation(line: 94, column: 32, scope: !119)
!701 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!702 = !DILocalVariable(name: "this", arg: 1, scope: !701, type: !703, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!704 = !DILocation(line: 0, scope: !701)
!705 = !DILocalVariable(name: "a", arg: 2, scope: !701, file: !2, line: 89, type: !113)
!706 = !DILocation(line: 89, column: 21, scope: !701)
!707 = !DILocation(line: 89, column: 39, scope: !701)
!708 = !DILocation(line: 89, column: 45, scope: !701)
!709 = !DILocation(line: 89, column: 51, scope: !701)
!710 = !DILocation(line: 89, column: 32, scope: !701)
!711 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!712 = !DILocalVariable(name: "this", arg: 1, scope: !711, type: !713, flags: DIFlagArtificial | DIFlagObjectPointer)
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!714 = !DILocation(line: 0, scope: !711)
!715 = !DILocation(line: 88, column: 21, scope: !716)
!716 = distinct !DILexicalBlock(scope: !717, file: !2, line: 88, column: 21)
!717 = distinct !DILexicalBlock(scope: !711, file: !2, line: 88, column: 15)
!718 = !DILocation(line: 88, column: 21, scope: !717)
!719 = !DILocation(line: 88, column: 31, scope: !716)
!720 = !DILocation(line: 88, column: 40, scope: !716)
!721 = !DILocation(line: 88, column: 47, scope: !711)
!722 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !243, file: !2, line: 83, type: !723, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !726, declaration: !725, retainedNodes: !152)
!723 = !DISubroutineType(types: !724)
!724 = !{null, !254, !241}
!725 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !243, file: !2, line: 83, type: !723, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !726)
!726 = !{!727}
!727 = !DITemplateTypeParameter(name: "F", type: !241)
!728 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !729, flags: DIFlagArtificial | DIFlagObjectPointer)
!729 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!730 = !DILocation(line: 0, scope: !722)
!731 = !DILocalVariable(name: "f", arg: 2, scope: !722, file: !2, line: 83, type: !241)
!732 = !DILocation(line: 83, column: 36, scope: !722)
!733 = !DILocation(line: 79, column: 9, scope: !722)
!734 = !DILocation(line: 80, column: 7, scope: !722)
!735 = !DILocation(line: 81, column: 10, scope: !722)
!736 = !DILocation(line: 84, column: 17, scope: !737)
!737 = distinct !DILexicalBlock(scope: !722, file: !2, line: 83, column: 39)
!738 = !DILocation(line: 84, column: 38, scope: !737)
!739 = !DILocation(line: 84, column: 5, scope: !737)
!740 = !DILocation(line: 84, column: 10, scope: !737)
!741 = !DILocation(line: 85, column: 13, scope: !737)
!742 = !DILocation(line: 85, column: 5, scope: !737)
!743 = !DILocation(line: 85, column: 11, scope: !737)
!744 = !DILocation(line: 86, column: 16, scope: !737)
!745 = !DILocation(line: 86, column: 5, scope: !737)
!746 = !DILocation(line: 86, column: 14, scope: !737)
!747 = !DILocation(line: 87, column: 3, scope: !722)
!748 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!749 = !DILocalVariable(name: "this", arg: 1, scope: !748, type: !750, flags: DIFlagArtificial | DIFlagObjectPointer)
!750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!751 = !DILocation(line: 0, scope: !748)
!752 = !DILocalVariable(name: "a", arg: 2, scope: !748, file: !2, line: 89, type: !114)
!753 = !DILocation(line: 89, column: 21, scope: !748)
!754 = !DILocalVariable(name: "a", arg: 3, scope: !748, file: !2, line: 89, type: !114)
!755 = !DILocation(line: 89, column: 39, scope: !748)
!756 = !DILocation(line: 89, column: 45, scope: !748)
!757 = !DILocation(line: 89, column: 51, scope: !748)
!758 = !DILocation(line: 89, column: 32, scope: !748)
!759 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!760 = !DILocalVariable(name: "this", arg: 1, scope: !759, type: !729, flags: DIFlagArtificial | DIFlagObjectPointer)
!761 = !DILocation(line: 0, scope: !759)
!762 = !DILocation(line: 88, column: 21, scope: !763)
!763 = distinct !DILexicalBlock(scope: !764, file: !2, line: 88, column: 21)
!764 = distinct !DILexicalBlock(scope: !759, file: !2, line: 88, column: 15)
!765 = !DILocation(line: 88, column: 21, scope: !764)
!766 = !DILocation(line: 88, column: 31, scope: !763)
!767 = !DILocation(line: 88, column: 40, scope: !763)
!768 = !DILocation(line: 88, column: 47, scope: !759)
!769 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !770, retainedNodes: !152)
!770 = !DISubprogram(name: "~Bird", scope: !160, type: !185, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!771 = !DILocalVariable(name: "this", arg: 1, scope: !769, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!772 = !DILocation(line: 0, scope: !769)
!773 = !DILocation(line: 74, column: 8, scope: !774)
!774 = distinct !DILexicalBlock(scope: !769, file: !2, line: 74, column: 8)
!775 = !DILocation(line: 74, column: 8, scope: !769)
!776 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!777 = !DILocalVariable(name: "this", arg: 1, scope: !776, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!778 = !DILocation(line: 0, scope: !776)
!779 = !DILocation(line: 28, column: 14, scope: !780)
!780 = distinct !DILexicalBlock(scope: !776, file: !2, line: 28, column: 12)
!781 = !DILocation(line: 28, column: 23, scope: !776)
!782 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !227, file: !2, line: 59, type: !783, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !785, retainedNodes: !152)
!783 = !DISubroutineType(types: !784)
!784 = !{null, !233}
!785 = !DISubprogram(name: "Counter", scope: !227, type: !783, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!786 = !DILocalVariable(name: "this", arg: 1, scope: !782, type: !623, flags: DIFlagArtificial | DIFlagObjectPointer)
!787 = !DILocation(line: 0, scope: !782)
!788 = !DILocation(line: 60, column: 7, scope: !782)
!789 = !DILocation(line: 59, column: 36, scope: !782)
!790 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !163, file: !2, line: 68, type: !172, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !791, retainedNodes: !152)
!791 = !DISubprogram(name: "Animal", scope: !163, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!792 = !DILocalVariable(name: "this", arg: 1, scope: !790, type: !793, flags: DIFlagArtificial | DIFlagObjectPointer)
!793 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!794 = !DILocation(line: 0, scope: !790)
!795 = !DILocation(line: 68, column: 8, scope: !790)
!796 = !DILocation(line: 69, column: 7, scope: !790)
!797 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !770, retainedNodes: !152)
!798 = !DILocalVariable(name: "this", arg: 1, scope: !797, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!799 = !DILocation(line: 0, scope: !797)
!800 = !DILocation(line: 74, column: 8, scope: !797)
!801 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !188, retainedNodes: !152)
!802 = !DILocalVariable(name: "this", arg: 1, scope: !801, type: !803, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!804 = !DILocation(line: 0, scope: !801)
!805 = !DILocation(line: 74, column: 82, scope: !801)
!806 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!807 = !DILocalVariable(name: "this", arg: 1, scope: !806, type: !793, flags: DIFlagArtificial | DIFlagObjectPointer)
!808 = !DILocation(line: 0, scope: !806)
!809 = !DILocation(line: 70, column: 29, scope: !806)
!810 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!811 = !DILocalVariable(name: "this", arg: 1, scope: !810, type: !793, flags: DIFlagArtificial | DIFlagObjectPointer)
!812 = !DILocation(line: 0, scope: !810)
!813 = !DILocation(line: 70, column: 29, scope: !810)
!814 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !175, retainedNodes: !152)
!815 = !DILocalVariable(name: "this", arg: 1, scope: !814, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!816 = !DILocation(line: 0, scope: !814)
!817 = !DILocation(line: 71, column: 39, scope: !814)
!818 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !819, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !822, declaration: !821, retainedNodes: !152)
!819 = !DISubroutineType(types: !820)
!820 = !{null, !141, !118}
!821 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !126, file: !2, line: 83, type: !819, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !822)
!822 = !{!823}
!823 = !DITemplateTypeParameter(name: "F", type: !118)
!824 = !DILocalVariable(name: "this", arg: 1, scope: !818, type: !713, flags: DIFlagArtificial | DIFlagObjectPointer)
!825 = !DILocation(line: 0, scope: !818)
!826 = !DILocalVariable(name: "f", arg: 2, scope: !818, file: !2, line: 83, type: !118)
!827 = !DILocation(line: 83, column: 36, scope: !818)
!828 = !DILocation(line: 79, column: 9, scope: !818)
!829 = !DILocation(line: 80, column: 7, scope: !818)
!830 = !DILocation(line: 81, column: 10, scope: !818)
!831 = !DILocation(line: 84, column: 17, scope: !832)
!832 = distinct !DILexicalBlock(scope: !818, file: !2, line: 83, column: 39)
!833 = !DILocation(line: 84, column: 38, scope: !832)
!834 = !DILocation(line: 84, column: 36, scope: !832)
!835 = !DILocation(line: 84, column: 5, scope: !832)
!836 = !DILocation(line: 84, column: 10, scope: !832)
!837 = !DILocation(line: 85, column: 13, scope: !832)
!838 = !DILocation(line: 85, column: 5, scope: !832)
!839 = !DILocation(line: 85, column: 11, scope: !832)
!840 = !DILocation(line: 86, column: 16, scope: !832)
!841 = !DILocation(line: 86, column: 5, scope: !832)
!842 = !DILocation(line: 86, column: 14, scope: !832)
!843 = !DILocation(line: 87, column: 3, scope: !818)
!844 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !2, file: !2, line: 17, type: !845, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !850, retainedNodes: !152)
!845 = !DISubroutineType(types: !846)
!846 = !{!847, !852}
!847 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !848, size: 64)
!848 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !849, file: !2, line: 16, baseType: !118)
!849 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !850, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!850 = !{!851}
!851 = !DITemplateTypeParameter(name: "T", type: !852)
!852 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 64)
!853 = !DILocalVariable(name: "t", arg: 1, scope: !844, file: !2, line: 17, type: !852)
!854 = !DILocation(line: 17, column: 63, scope: !844)
!855 = !DILocation(line: 17, column: 120, scope: !844)
!856 = !DILocation(line: 17, column: 68, scope: !844)
!857 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !858, file: !2, line: 85, type: !865, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !867, retainedNodes: !152)
!858 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !818, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !859, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!859 = !{!860}
!860 = !DISubprogram(name: "operator()", scope: !858, file: !2, line: 85, type: !861, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!861 = !DISubroutineType(types: !862)
!862 = !{!113, !863, !129, !113}
!863 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !864, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!864 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !858)
!865 = !DISubroutineType(types: !866)
!866 = !{!131, !863}
!867 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !858, type: !865, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !857, type: !869, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !864, size: 64)
!870 = !DILocation(line: 0, scope: !857)
!871 = !DILocation(line: 85, column: 13, scope: !857)
!872 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !873, file: !2, line: 86, type: !874, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !878, retainedNodes: !152)
!873 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !818, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!874 = !DISubroutineType(types: !875)
!875 = !{!135, !876}
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !877, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!877 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !873)
!878 = !DISubprogram(name: "operator void (*)(void *)", scope: !873, type: !874, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!879 = !DILocalVariable(name: "this", arg: 1, scope: !872, type: !880, flags: DIFlagArtificial | DIFlagObjectPointer)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !877, size: 64)
!881 = !DILocation(line: 0, scope: !872)
!882 = !DILocation(line: 86, column: 16, scope: !872)
!883 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !858, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !884, retainedNodes: !152)
!884 = !DISubprogram(name: "__invoke", scope: !858, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!885 = !DILocalVariable(name: "o", arg: 1, scope: !883, type: !129)
!886 = !DILocation(line: 0, scope: !883)
!887 = !DILocalVariable(name: "a", arg: 2, scope: !883, type: !113)
!888 = !DILocation(line: 85, column: 13, scope: !883)
!889 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !858, file: !2, line: 85, type: !861, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !860, retainedNodes: !152)
!890 = !DILocalVariable(name: "this", arg: 1, scope: !889, type: !869, flags: DIFlagArtificial | DIFlagObjectPointer)
!891 = !DILocation(line: 0, scope: !889)
!892 = !DILocalVariable(name: "o", arg: 2, scope: !889, file: !2, line: 85, type: !129)
!893 = !DILocation(line: 85, column: 22, scope: !889)
!894 = !DILocalVariable(name: "a", arg: 3, scope: !889, file: !2, line: 85, type: !113)
!895 = !DILocation(line: 85, column: 30, scope: !889)
!896 = !DILocation(line: 85, column: 66, scope: !889)
!897 = !DILocation(line: 85, column: 70, scope: !889)
!898 = !DILocation(line: 85, column: 47, scope: !889)
!899 = !DILocation(line: 85, column: 40, scope: !889)
!900 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !118, file: !2, line: 94, type: !901, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !905, retainedNodes: !152)
!901 = !DISubroutineType(types: !902)
!902 = !{!113, !903, !113}
!903 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !904, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!904 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!905 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !901, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!906 = !DILocalVariable(name: "this", arg: 1, scope: !900, type: !907, flags: DIFlagArtificial | DIFlagObjectPointer)
!907 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !904, size: 64)
!908 = !DILocation(line: 0, scope: !900)
!909 = !DILocalVariable(name: "v", arg: 2, scope: !900, file: !2, line: 94, type: !113)
!910 = !DILocation(line: 94, column: 50, scope: !900)
!911 = !DILocation(line: 94, column: 71, scope: !900)
!912 = !DILocation(line: 94, column: 62, scope: !900)
!913 = !DILocation(line: 94, column: 68, scope: !900)
!914 = !DILocation(line: 94, column: 55, scope: !900)
!915 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !873, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !916, retainedNodes: !152)
!916 = !DISubprogram(name: "__invoke", scope: !873, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!917 = !DILocalVariable(name: "o", arg: 1, scope: !915, type: !129)
!918 = !DILocation(line: 0, scope: !915)
!919 = !DILocation(line: 86, column: 16, scope: !915)
!920 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !873, file: !2, line: 86, type: !921, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !923, retainedNodes: !152)
!921 = !DISubroutineType(types: !922)
!922 = !{null, !876, !129}
!923 = !DISubprogram(name: "operator()", scope: !873, file: !2, line: 86, type: !921, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !920, type: !880, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = !DILocation(line: 0, scope: !920)
!926 = !DILocalVariable(name: "o", arg: 2, scope: !920, file: !2, line: 86, type: !129)
!927 = !DILocation(line: 86, column: 25, scope: !920)
!928 = !DILocation(line: 86, column: 47, scope: !920)
!929 = !DILocation(line: 86, column: 62, scope: !920)
!930 = !DILocation(line: 86, column: 57, scope: !920)
!931 = !DILocation(line: 86, column: 66, scope: !920)
!932 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !932, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DILocation(line: 0, scope: !932)
!935 = !DILocalVariable(name: "p", arg: 2, scope: !932, file: !2, line: 24, type: !159)
!936 = !DILocation(line: 24, column: 21, scope: !932)
!937 = !DILocation(line: 24, column: 36, scope: !932)
!938 = !DILocation(line: 24, column: 39, scope: !932)
!939 = !DILocation(line: 24, column: 43, scope: !932)
!940 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !213, retainedNodes: !152)
!941 = !DILocalVariable(name: "this", arg: 1, scope: !940, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!942 = !DILocation(line: 0, scope: !940)
!943 = !DILocation(line: 29, column: 22, scope: !944)
!944 = distinct !DILexicalBlock(scope: !940, file: !2, line: 29, column: 22)
!945 = !DILocation(line: 29, column: 22, scope: !940)
!946 = !DILocation(line: 29, column: 28, scope: !947)
!947 = distinct !DILexicalBlock(scope: !944, file: !2, line: 29, column: 26)
!948 = !DILocation(line: 29, column: 33, scope: !947)
!949 = !DILocation(line: 29, column: 43, scope: !947)
!950 = !DILocation(line: 29, column: 38, scope: !947)
!951 = !DILocation(line: 29, column: 48, scope: !947)
!952 = !DILocation(line: 29, column: 51, scope: !947)
!953 = !DILocation(line: 29, column: 62, scope: !947)
!954 = !DILocation(line: 29, column: 64, scope: !940)
!955 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !236, retainedNodes: !152)
!956 = !DILocalVariable(name: "this", arg: 1, scope: !955, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!957 = !DILocation(line: 0, scope: !955)
!958 = !DILocalVariable(name: "x", arg: 2, scope: !955, file: !2, line: 63, type: !113)
!959 = !DILocation(line: 63, column: 50, scope: !955)
!960 = !DILocation(line: 63, column: 66, scope: !955)
!961 = !DILocation(line: 63, column: 64, scope: !955)
!962 = !DILocation(line: 63, column: 55, scope: !955)
!963 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !2, file: !2, line: 17, type: !964, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !969, retainedNodes: !152)
!964 = !DISubroutineType(types: !965)
!965 = !{!966, !971}
!966 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !967, size: 64)
!967 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !968, file: !2, line: 16, baseType: !241)
!968 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !969)
!969 = !{!970}
!970 = !DITemplateTypeParameter(name: "T", type: !971)
!971 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 64)
!972 = !DILocalVariable(name: "t", arg: 1, scope: !963, file: !2, line: 17, type: !971)
!973 = !DILocation(line: 17, column: 63, scope: !963)
!974 = !DILocation(line: 17, column: 120, scope: !963)
!975 = !DILocation(line: 17, column: 68, scope: !963)
!976 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !977, file: !2, line: 85, type: !984, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !986, retainedNodes: !152)
!977 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !722, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !978)
!978 = !{!979}
!979 = !DISubprogram(name: "operator()", scope: !977, file: !2, line: 85, type: !980, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!980 = !DISubroutineType(types: !981)
!981 = !{!114, !982, !129, !114, !114}
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !983, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!983 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !977)
!984 = !DISubroutineType(types: !985)
!985 = !{!247, !982}
!986 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !977, type: !984, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!987 = !DILocalVariable(name: "this", arg: 1, scope: !976, type: !988, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !983, size: 64)
!989 = !DILocation(line: 0, scope: !976)
!990 = !DILocation(line: 85, column: 13, scope: !976)
!991 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !992, file: !2, line: 86, type: !993, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !997, retainedNodes: !152)
!992 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !722, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!993 = !DISubroutineType(types: !994)
!994 = !{!135, !995}
!995 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !996, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!996 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !992)
!997 = !DISubprogram(name: "operator void (*)(void *)", scope: !992, type: !993, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!998 = !DILocalVariable(name: "this", arg: 1, scope: !991, type: !999, flags: DIFlagArtificial | DIFlagObjectPointer)
!999 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !996, size: 64)
!1000 = !DILocation(line: 0, scope: !991)
!1001 = !DILocation(line: 86, column: 16, scope: !991)
!1002 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !977, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1003, retainedNodes: !152)
!1003 = !DISubprogram(name: "__invoke", scope: !977, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1004 = !DILocalVariable(name: "o", arg: 1, scope: !1002, type: !129)
!1005 = !DILocation(line: 0, scope: !1002)
!1006 = !DILocalVariable(name: "a", arg: 2, scope: !1002, type: !114)
!1007 = !DILocalVariable(name: "a", arg: 3, scope: !1002, type: !114)
!1008 = !DILocation(line: 85, column: 13, scope: !1002)
!1009 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !977, file: !2, line: 85, type: !980, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !979, retainedNodes: !152)
!1010 = !DILocalVariable(name: "this", arg: 1, scope: !1009, type: !988, flags: DIFlagArtificial | DIFlagObjectPointer)
!1011 = !DILocation(line: 0, scope: !1009)
!1012 = !DILocalVariable(name: "o", arg: 2, scope: !1009, file: !2, line: 85, type: !129)
!1013 = !DILocation(line: 85, column: 22, scope: !1009)
!1014 = !DILocalVariable(name: "a", arg: 3, scope: !1009, file: !2, line: 85, type: !114)
!1015 = !DILocation(line: 85, column: 30, scope: !1009)
!1016 = !DILocalVariable(name: "a", arg: 4, scope: !1009, file: !2, line: 85, type: !114)
!1017 = !DILocation(line: 85, column: 66, scope: !1009)
!1018 = !DILocation(line: 85, column: 70, scope: !1009)
!1019 = !DILocation(line: 85, column: 47, scope: !1009)
!1020 = !DILocation(line: 85, column: 40, scope: !1009)
!1021 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !241, file: !2, line: 147, type: !1022, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1026, retainedNodes: !152)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!114, !1024, !114, !114}
!1024 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1025, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1025 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!1026 = !DISubprogram(name: "operator()", scope: !241, file: !2, line: 147, type: !1022, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1027 = !DILocalVariable(name: "this", arg: 1, scope: !1021, type: !1028, flags: DIFlagArtificial | DIFlagObjectPointer)
!1028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1025, size: 64)
!1029 = !DILocation(line: 0, scope: !1021)
!1030 = !DILocalVariable(name: "x", arg: 2, scope: !1021, file: !2, line: 147, type: !114)
!1031 = !DILocation(line: 147, column: 52, scope: !1021)
!1032 = !DILocalVariable(name: "y", arg: 3, scope: !1021, file: !2, line: 147, type: !114)
!1033 = !DILocation(line: 147, column: 62, scope: !1021)
!1034 = !DILocation(line: 147, column: 74, scope: !1021)
!1035 = !DILocation(line: 147, column: 78, scope: !1021)
!1036 = !DILocation(line: 147, column: 82, scope: !1021)
!1037 = !DILocation(line: 147, column: 86, scope: !1021)
!1038 = !DILocation(line: 147, column: 84, scope: !1021)
!1039 = !DILocation(line: 147, column: 80, scope: !1021)
!1040 = !DILocation(line: 147, column: 67, scope: !1021)
!1041 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !992, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1042, retainedNodes: !152)
!1042 = !DISubprogram(name: "__invoke", scope: !992, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1043 = !DILocalVariable(name: "o", arg: 1, scope: !1041, type: !129)
!1044 = !DILocation(line: 0, scope: !1041)
!1045 = !DILocation(line: 86, column: 16, scope: !1041)
!1046 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !992, file: !2, line: 86, type: !1047, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1049, retainedNodes: !152)
!1047 = !DISubroutineType(types: !1048)
!1048 = !{null, !995, !129}
!1049 = !DISubprogram(name: "operator()", scope: !992, file: !2, line: 86, type: !1047, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1050 = !DILocalVariable(name: "this", arg: 1, scope: !1046, type: !999, flags: DIFlagArtificial | DIFlagObjectPointer)
!1051 = !DILocation(line: 0, scope: !1046)
!1052 = !DILocalVariable(name: "o", arg: 2, scope: !1046, file: !2, line: 86, type: !129)
!1053 = !DILocation(line: 86, column: 25, scope: !1046)
!1054 = !DILocation(line: 86, column: 47, scope: !1046)
!1055 = !DILocation(line: 86, column: 62, scope: !1046)
!1056 = !DILocation(line: 86, column: 57, scope: !1046)
!1057 = !DILocation(line: 86, column: 66, scope: !1046)
